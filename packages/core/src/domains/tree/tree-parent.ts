import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { invalidParams } from '../../kernel/errors';
import { loadScopedRow, type ScopedRow } from '../../kernel/scope/scoped-row';
import { pathText, treePaths } from './tree-paths';

export interface TreeParent extends ScopedRow {
  isFolder: boolean;
  suiteId: string;
  /** Names from the suite down to and including this parent. */
  names: string[];
}

/**
 * A suite or folder that nodes go under, locked for the rest of the transaction so that concurrent inserts and
 * moves into it take their order keys one after the other.
 */
export async function lockTreeParent(ctx: ServiceContext, docRef: string, param: string): Promise<TreeParent> {
  const { model, id } = parseDocRef(docRef);
  if (model !== 'TestSuite-dm' && model !== 'TestFolder-dm') {
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: param, model });
  }
  const isFolder = model === 'TestFolder-dm';
  const scopedRow = await loadScopedRow(ctx, isFolder ? 'test_folder' : 'test_suite', id, docRef, 'write', true);
  const above = isFolder ? (await treePaths(ctx, [id])).get(id)!.nodeNames : [];
  return {
    ...scopedRow,
    isFolder,
    suiteId: 'suite_id' in scopedRow.row ? scopedRow.row.suite_id : id,
    names: [...above, scopedRow.row.title],
  };
}

export const parentPathText = (parent: TreeParent) => pathText({ nodeNames: parent.names, nodePaths: [] });
