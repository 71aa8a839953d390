import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError, invalidParams, notFound } from '../../kernel/errors';
import type { TreeDestination } from './tree-destination';
import { lockTreeParent, parentPathText } from './tree-parent';

const sameVersionOnly = () =>
  new DomainError(
    'INVALID_PARAMS',
    'INVALID_PARAMS',
    {},
    {
      issues: [{ path: 'params', message: 'items and destination must be in one project version' }],
    },
  );

/**
 * Checks a tree task's destination (a suite or folder the caller may write) and its items (cases or folders of
 * the same version, all found), and answers what the task needs to know.
 */
export async function treeTaskScope(ctx: ServiceContext, itemDocRefs: string[], destinationDocRef: string) {
  const parent = await lockTreeParent(ctx, destinationDocRef, 'destinationDocRef');
  const items = itemDocRefs.map((ref) => parseDocRef(ref));
  for (const item of items) {
    if (item.model !== 'TestCase-dm' && item.model !== 'TestFolder-dm') {
      throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'items', model: item.model });
    }
  }
  const ids = sqlArray(
    items.map((i) => i.id),
    'uuid',
  );
  const rows = await ctx.em.execute<{ id: string; version_id: string }[]>(
    `SELECT id, version_id FROM test_case WHERE tenant_id = ? AND id = ANY(${ids.sql})
     UNION ALL SELECT id, version_id FROM test_folder WHERE tenant_id = ? AND id = ANY(${ids.sql})`,
    [ctx.principal.tenantId, ids.param, ctx.principal.tenantId, ids.param],
  );
  const found = new Map(rows.map((r) => [r.id, r.version_id]));
  const missing = itemDocRefs.find((ref) => !found.has(parseDocRef(ref).id));
  if (missing) throw notFound(missing);
  if (rows.some((r) => r.version_id !== parent.row.version_id)) throw sameVersionOnly();
  const destination: TreeDestination = {
    parentId: parent.row.id,
    parentIsFolder: parent.isFolder,
    suiteId: parent.suiteId,
    versionId: parent.row.version_id,
    projectId: parent.scoped.project.id,
  };
  return { parent, destination, nodeIds: [...new Set(items.map((i) => i.id))], path: parentPathText(parent) };
}
