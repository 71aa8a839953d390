import type { DocumentAnswer, Filter, ListAnswer, Page } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { columns } from '../../kernel/documents/columns';
import type { TagRow, TestCaseRow, TestFolderRow } from '../../kernel/entities/rows';
import { buildListSql, type ListModel } from '../../kernel/list/list-query';
import { pagedRows } from '../../kernel/list/paged-rows';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { folderDocument } from '../folders/folder-document';
import { latestCaseExecutions } from '../runs/latest-execution';
import { tagDocument } from '../tags/tag-document';
import { treePaths } from '../tree/tree-paths';
import { caseDocument } from './case-document';

export interface ContentListInput {
  filter?: Filter;
  sort?: string[];
  page: Page;
}

const audit = (a: string) =>
  ({
    CreatedBy: { column: `${a}.created_by`, type: 'text' },
    CreatedOn: { column: `${a}.created_on`, type: 'epoch' },
    EditedBy: { column: `${a}.edited_by`, type: 'text' },
    EditedOn: { column: `${a}.edited_on`, type: 'epoch' },
  }) as const;

export const caseListModel: ListModel = {
  fields: {
    Id: { column: 'c.business_id', type: 'text', sort: ['length(c.business_id)', 'c.business_id'] },
    Title: { column: 'c.title', type: 'text' },
    Description: { column: 'c.description', type: 'text' },
    TestSuiteId: { column: 'sb.business_id', type: 'text', sort: ['length(sb.business_id)', 'sb.business_id'] },
    Status: { column: 'c.status', type: 'text' },
    Type: { column: 'c.type', type: 'text' },
    Automation: { column: 'c.automation', type: 'text' },
    Prioritization: { column: 'c.prioritization', type: 'text' },
    User: { column: 'c.assignee', type: 'text' },
    EstimatedExecutionTime: { column: 'c.estimated_execution_time', type: 'integer' },
    Tags: { column: 'c.tags', type: 'textArray' },
    Frozen: { column: 'c.frozen', type: 'boolean' },
    // The suite or folder a case sits in directly, and its place there.
    ParentNodeId: { column: 'l.parent_id', type: 'uuid' },
    Order: { column: 'l.order_key', type: 'text', sort: ['l.order_key'] },
    ...audit('c'),
  },
  fulltext: (config) => (config === 'german' ? 'c.search_de' : 'c.search_en'),
  defaultSort: ['Id ASC'],
  tieBreaker: 'c.id',
};

export const folderListModel: ListModel = {
  fields: {
    Id: { column: 'f.business_id', type: 'text', sort: ['length(f.business_id)', 'f.business_id'] },
    Title: { column: 'f.title', type: 'text' },
    Description: { column: 'f.description', type: 'text' },
    TestSuiteId: { column: 'sb.business_id', type: 'text', sort: ['length(sb.business_id)', 'sb.business_id'] },
    ParentNodeId: { column: 'l.parent_id', type: 'uuid' },
    Order: { column: 'l.order_key', type: 'text', sort: ['l.order_key'] },
    ...audit('f'),
  },
  defaultSort: ['Id ASC'],
  tieBreaker: 'f.id',
};

export const tagListModel: ListModel = {
  fields: {
    Value: { column: 't.value', type: 'text' },
    LowerCaseValue: { column: 't.lower_case_value', type: 'text' },
    ...audit('t'),
  },
  defaultSort: ['Value ASC'],
  tieBreaker: 't.id',
};

/** LIST_DOCUMENTS for TestCase-dm: cases of one project version, with their current tree paths. */
export async function listCases(
  ctx: ServiceContext,
  spec: VersionSpec,
  input: ContentListInput,
): Promise<ListAnswer<DocumentAnswer>> {
  const query = buildListSql(caseListModel, input, ctx.locale);
  const { scoped, version } = await resolveVersionScope(ctx, spec, 'read');
  const { rows, fullSize } = await pagedRows<TestCaseRow & { suite_business_id: string }>(
    ctx,
    {
      select: `${columns('test_case', 'c')}, sb.business_id AS suite_business_id`,
      // Joins name the tenant (and version) so the tenant-led indexes serve them.
      from: `test_case c
        JOIN test_suite sb ON sb.id = c.suite_id AND sb.tenant_id = c.tenant_id AND sb.version_id = c.version_id
        JOIN test_tree_link l ON l.tenant_id = c.tenant_id AND l.child_id = c.id`,
      where: 'c.tenant_id = ? AND c.version_id = ?',
      params: [ctx.principal.tenantId, version.id],
    },
    query,
  );
  const ids = rows.map((row) => row.id);
  const paths = await treePaths(ctx, ids);
  const latest = await latestCaseExecutions(ctx, ids);
  const extra = { version_number: version.versionNumber, version_title: version.title };
  return {
    fullSize,
    page: query.page,
    entries: rows.map((row) => {
      const id = row.id;
      return caseDocument({ ...row, ...extra }, scoped, paths.get(id)!, ctx.locale, latest.get(id) ?? null);
    }),
  };
}

/** LIST_DOCUMENTS for TestFolder-dm: folders of one project version. */
export async function listFolders(
  ctx: ServiceContext,
  spec: VersionSpec,
  input: ContentListInput,
): Promise<ListAnswer<DocumentAnswer>> {
  const query = buildListSql(folderListModel, input, ctx.locale);
  const { scoped, version } = await resolveVersionScope(ctx, spec, 'read');
  const { rows, fullSize } = await pagedRows<TestFolderRow & { suite_business_id: string }>(
    ctx,
    {
      select: `${columns('test_folder', 'f')}, sb.business_id AS suite_business_id`,
      from: `test_folder f
        JOIN test_suite sb ON sb.id = f.suite_id AND sb.tenant_id = f.tenant_id AND sb.version_id = f.version_id
        JOIN test_tree_link l ON l.tenant_id = f.tenant_id AND l.child_id = f.id`,
      where: 'f.tenant_id = ? AND f.version_id = ?',
      params: [ctx.principal.tenantId, version.id],
    },
    query,
  );
  return {
    fullSize,
    page: query.page,
    entries: rows.map((row) => folderDocument({ ...row, version_number: version.versionNumber }, scoped, ctx.locale)),
  };
}

/** LIST_DOCUMENTS for Tag-dm: the tags of a parent project. */
export async function listTags(
  ctx: ServiceContext,
  spec: VersionSpec,
  input: ContentListInput,
): Promise<ListAnswer<DocumentAnswer>> {
  const query = buildListSql(tagListModel, input, ctx.locale);
  const { project } = await resolveProjectScope(ctx, { projectId: spec.projectId }, 'read');
  const { rows, fullSize } = await pagedRows<TagRow>(
    ctx,
    {
      select: 't.*',
      from: 'tag t',
      where: 't.tenant_id = ? AND t.project_id = ?',
      params: [ctx.principal.tenantId, project.id],
    },
    query,
  );
  return {
    fullSize,
    page: query.page,
    entries: rows.map((row) => tagDocument({ ...row, project_business_id: project.businessId }, ctx.locale)),
  };
}
