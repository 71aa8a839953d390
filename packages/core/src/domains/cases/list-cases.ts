import type { DocumentAnswer } from '@tmt/contract';
import { columns } from '../../kernel/documents/columns';
import type { TestCaseRow } from '../../kernel/entities/rows';
import { auditListFields, businessIdField, defineList } from '../../kernel/list/define-list';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { type LatestExecutionData, latestExecutionSql } from '../runs/latest-execution';
import { suiteJoin } from '../tree/suite-join';
import { type TreePathJson, treePathOf, treePathSql } from '../tree/tree-paths';
import { caseDocument } from './case-document';
import { caseGeneralListFields } from './case-fields';

type CaseListRow = TestCaseRow & {
  suite_business_id: string;
  tree_path: TreePathJson;
  latest: LatestExecutionData | null;
};

/** LIST_DOCUMENTS for TestCase-dm: cases of one project version, with their current tree paths. */
export const caseList = defineList({
  fields: {
    Id: businessIdField('c.business_id'),
    ...caseGeneralListFields('c'),
    // A description may be long; it sorts by its first 200 characters, which its index holds.
    Description: { column: 'c.description', type: 'text', sort: ['c.description_sort'] },
    TestSuiteId: businessIdField('sb.business_id', 'sb'),
    Tags: { column: 'c.tags', type: 'textArray' },
    Frozen: { column: 'c.frozen', type: 'boolean' },
    // The suite or folder a case sits in directly, and its place there.
    ParentNodeId: { column: 'l.parent_id', type: 'uuid', joined: 'l' },
    Order: { column: 'l.order_key', type: 'text', sort: ['l.order_key'], joined: 'l' },
    ...auditListFields('c'),
  },
  fulltext: (config) => (config === 'german' ? 'c.search_de' : 'c.search_en'),
  defaultSort: ['Id ASC'],
  tieBreaker: 'c.id',
  scope: (ctx, spec: VersionSpec) => resolveVersionScope(ctx, spec, 'read'),
  source: (ctx, { version }) => ({
    // A page's rows bring their tree path and latest execution along: one round trip for the whole page.
    select: `${columns('test_case', 'c')}, sb.business_id AS suite_business_id,
      ${treePathSql('c.id', 'c.tenant_id')} AS tree_path,
      ${latestExecutionSql('e.tenant_id = c.tenant_id AND e.case_id = c.id')} AS latest`,
    from: 'test_case c',
    // Every row has one suite and one tree link. The link names the tenant and version so the tenant-led index serves it.
    joins: {
      sb: suiteJoin('c'),
      l: 'JOIN test_tree_link l ON l.tenant_id = c.tenant_id AND l.version_id = c.version_id AND l.child_id = c.id',
    },
    where: 'c.tenant_id = ? AND c.version_id = ?',
    params: [ctx.principal.tenantId, version.id],
    // Sorted by their place in the tree, a page is read from the links alone, in the order of their index.
    joined: {
      l: {
        from: 'test_tree_link l',
        where: 'l.tenant_id = ? AND l.version_id = ? AND NOT l.child_is_folder',
        params: [ctx.principal.tenantId, version.id],
        key: 'l.child_id',
      },
    },
    total: version.caseCount,
    // Sorted by suite, a page skips whole suites by their tallies (suite_case_tally) and reads a suite's cases by id.
    grouped: {
      sb: {
        from: `test_suite sb
          LEFT JOIN LATERAL (SELECT sum(t.n)::int AS n FROM suite_case_tally t WHERE t.suite_id = sb.id) tally ON true`,
        where: 'sb.tenant_id = ? AND sb.version_id = ?',
        params: [ctx.principal.tenantId, version.id],
        id: 'sb.id',
        size: 'coalesce(tally.n, 0)',
        members: 'SELECT c.id AS key FROM test_case c WHERE c.tenant_id = ? AND c.suite_id = g.group_id ORDER BY c.id',
        memberParams: [ctx.principal.tenantId],
      },
    },
  }),
  entries(ctx, rows: CaseListRow[], { scoped, version }) {
    const extra = { version_number: version.versionNumber, version_title: version.title };
    // The page's rows are its own: they take the version's fields in place rather than being copied whole.
    return rows.map(
      (row): DocumentAnswer =>
        caseDocument(Object.assign(row, extra), scoped, treePathOf(row.tree_path), ctx.locale, row.latest),
    );
  },
});
