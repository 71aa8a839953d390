import type { ServiceContext } from '../../kernel/context';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { latestCaseExecutions } from '../runs/latest-execution';
import { treePaths } from '../tree/tree-paths';
import { caseDocument } from './case-document';

/** GET_DOCUMENT for TestCase-dm, with its tree path and latest execution. */
export async function getCase(ctx: ServiceContext, id: string, ref: string) {
  const { row, scoped } = await loadScopedRow(ctx, 'test_case', id, ref, 'read');
  const paths = await treePaths(ctx, [id]);
  const latest = await latestCaseExecutions(ctx, [id]);
  return caseDocument(row, scoped, paths.get(id)!, ctx.locale, latest.get(id) ?? null);
}
