import { TestCaseInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import { saveChanges } from '../../kernel/documents/save-changes';
import { TestCase } from '../../kernel/entities';
import type { TestCaseRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { refreshCaseRiskLevels, riskInputsChanged } from '../risk/refresh-risk-levels';
import { syncTags } from '../tags/sync-tags';
import { treePaths } from '../tree/tree-paths';
import { caseDocument } from './case-document';
import { caseValues } from './case-values';
import { storedCaseInput } from './stored-case-input';

/**
 * RESTORE_DOCUMENT_VERSION of a case: its stored fields as they were right after history entry `historyId`, found by
 * undoing every later change (newest first, each field back to its old value), then saved as UPDATE_TEST_CASE_TREE_NODE
 * saves a case: the same checks, tags, risk and history entry (the restore is itself a change).
 */
export async function restoreCaseVersion(ctx: ServiceContext, docRef: string, id: string, historyId: number) {
  return ctx.tx(async (tx) => {
    const { row, scoped } = await loadScopedRow(tx, 'test_case', id, docRef, 'write', true);
    const [target] = await tx.em.execute<{ id: string }[]>(
      `SELECT id FROM document_history WHERE tenant_id = ? AND document_id = ? AND id = ? AND operation <> 'DELETED'`,
      [ctx.principal.tenantId, id, historyId],
    );
    if (!target) throw notFound(`${docRef}#history/${historyId}`);
    const later = await tx.em.execute<{ changes: Record<string, [unknown, unknown]> | null }[]>(
      `SELECT changes FROM document_history WHERE tenant_id = ? AND document_id = ? AND id > ? AND operation = 'CHANGED'
       ORDER BY id DESC`,
      [ctx.principal.tenantId, id, historyId],
    );
    const state: Record<string, unknown> = { ...row };
    for (const { changes } of later) for (const [field, [old]] of Object.entries(changes ?? {})) state[field] = old;
    const input = parseInput(TestCaseInput, storedCaseInput(state as unknown as TestCaseRow), ['document', 'Root']);
    const saved = await saveChanges(tx, TestCase, row, caseValues(input));
    if (saved) await syncTags(tx, scoped.project.parentId ?? scoped.project.id, input.Criteria.Tags);
    if (saved && riskInputsChanged(row, saved)) {
      const calculated = (await refreshCaseRiskLevels(tx, [id])).risks.get(id);
      if (calculated) saved.risk = calculated;
    }
    return caseDocument(saved ?? row, scoped, (await treePaths(tx, [id])).get(id)!, ctx.locale).document;
  });
}
