import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { treePaths } from '../tree/tree-paths';
import { caseDocument } from './case-document';

/** GET_DOCUMENT for TestCase-dm. */
export async function getCase(ctx: ServiceContext, id: string, ref: string) {
  const { row, scoped } = await loadScopedRow(ctx, 'test_case', id, ref, 'read');
  const paths = await treePaths(ctx, [id]);
  return caseDocument(row, scoped, paths.get(id)!, ctx.locale);
}
