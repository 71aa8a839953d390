import type { TestCaseInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { saveChanges } from '../../kernel/documents/save-changes';
import { TestCase } from '../../kernel/entities';
import type { ScopedRow } from '../../kernel/scope/scoped-row';
import { refreshCaseRiskLevels, riskInputsChanged } from '../risk/refresh-risk-levels';
import { syncTags } from '../tags/sync-tags';
import { treePaths } from '../tree/tree-paths';
import { caseDocument } from './case-document';
import { caseValues } from './case-values';

/**
 * Saves a validated case over its locked row — its tags, and the risk its calculation sets when its inputs changed —
 * and answers the case's document. Shared by the update and the restore of a case, which differ only in where the
 * new values come from.
 */
export async function saveCase(tx: ServiceContext, { row, scoped }: ScopedRow<'test_case'>, input: TestCaseInput) {
  const saved = await saveChanges(tx, TestCase, row, caseValues(input));
  if (saved) await syncTags(tx, scoped.project.parentId ?? scoped.project.id, input.Criteria.Tags);
  if (saved && riskInputsChanged(row, saved)) {
    // The answer shows a likelihood or impact the calculation set.
    const calculated = (await refreshCaseRiskLevels(tx, [row.id])).risks.get(row.id);
    if (calculated) saved.risk = calculated;
  }
  return caseDocument(saved ?? row, scoped, (await treePaths(tx, [row.id])).get(row.id)!, tx.locale).document;
}
