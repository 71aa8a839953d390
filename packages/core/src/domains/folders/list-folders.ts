import type { DocumentAnswer } from '@tmt/contract';
import { columns } from '../../kernel/documents/columns';
import type { TestFolderRow } from '../../kernel/entities/rows';
import { auditListFields, businessIdField, defineList } from '../../kernel/list/define-list';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { suiteJoin } from '../tree/suite-join';
import { folderDocument } from './folder-document';

/** LIST_DOCUMENTS for TestFolder-dm: folders of one project version. */
export const folderList = defineList({
  fields: {
    Id: businessIdField('f.business_id'),
    Title: { column: 'f.title', type: 'text' },
    Description: { column: 'f.description', type: 'text' },
    TestSuiteId: businessIdField('sb.business_id', 'sb'),
    ParentNodeId: { column: 'l.parent_id', type: 'uuid', joined: 'l' },
    Order: { column: 'l.order_key', type: 'text', sort: ['l.order_key'], joined: 'l' },
    ...auditListFields('f'),
  },
  defaultSort: ['Id ASC'],
  tieBreaker: 'f.id',
  scope: (ctx, spec: VersionSpec) => resolveVersionScope(ctx, spec, 'read'),
  source: (ctx, { version }) => ({
    select: `${columns('test_folder', 'f')}, sb.business_id AS suite_business_id`,
    from: 'test_folder f',
    // Every row has one suite and one tree link. The link names the tenant and version so the tenant-led index serves it.
    joins: {
      sb: suiteJoin('f'),
      l: 'JOIN test_tree_link l ON l.tenant_id = f.tenant_id AND l.version_id = f.version_id AND l.child_id = f.id',
    },
    where: 'f.tenant_id = ? AND f.version_id = ?',
    params: [ctx.principal.tenantId, version.id],
    // Sorted by their place in the tree, a page is read from the links alone, in the order of their index.
    joined: {
      l: {
        from: 'test_tree_link l',
        where: 'l.tenant_id = ? AND l.version_id = ? AND l.child_is_folder',
        params: [ctx.principal.tenantId, version.id],
        key: 'l.child_id',
      },
    },
  }),
  entries: (ctx, rows: (TestFolderRow & { suite_business_id: string })[], { scoped, version }) =>
    rows.map(
      (row): DocumentAnswer => folderDocument({ ...row, version_number: version.versionNumber }, scoped, ctx.locale),
    ),
});
