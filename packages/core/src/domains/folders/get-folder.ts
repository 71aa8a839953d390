import type { ServiceContext } from '../../kernel/context';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { folderDocument } from './folder-document';

/** GET_DOCUMENT for TestFolder-dm. */
export async function getFolder(ctx: ServiceContext, id: string, ref: string) {
  const { row, scoped } = await loadScopedRow(ctx, 'test_folder', id, ref, 'read');
  return folderDocument(row, scoped, ctx.locale);
}
