import type { DocumentAnswer, Filter, ListAnswer, Page } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { columns } from '../../kernel/documents/columns';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import { buildListSql, type ListModel } from '../../kernel/list/list-query';
import { pagedRows } from '../../kernel/list/paged-rows';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { suiteDocument } from './suite-document';
import { suiteStats } from './suite-stats';

export const suiteListModel: ListModel = {
  fields: {
    Id: { column: 's.business_id', type: 'text', sort: ['length(s.business_id)', 's.business_id'] },
    Title: { column: 's.title', type: 'text' },
    Description: { column: 's.description', type: 'text' },
    Order: { column: 's.order_key', type: 'text', sort: ['s.order_key'] },
    Tags: { column: 's.tags', type: 'textArray' },
    RecommendedPriority: { column: 's.recommended_priority', type: 'text' },
    CreatedBy: { column: 's.created_by', type: 'text' },
    CreatedOn: { column: 's.created_on', type: 'epoch' },
    EditedBy: { column: 's.edited_by', type: 'text' },
    EditedOn: { column: 's.edited_on', type: 'epoch' },
  },
  fulltext: (config) => (config === 'german' ? 's.search_de' : 's.search_en'),
  defaultSort: ['Order ASC'],
  tieBreaker: 's.id',
};

export interface ListInput {
  filter?: Filter;
  sort?: string[];
  page: Page;
}

/**
 * The suites of one project version, filtered, sorted and paged in SQL; DisplayFields are aggregated for the
 * page only.
 */
export async function listSuites(
  ctx: ServiceContext,
  spec: VersionSpec,
  input: ListInput,
): Promise<ListAnswer<DocumentAnswer>> {
  const query = buildListSql(suiteListModel, input, ctx.locale);
  const { scoped, version } = await resolveVersionScope(ctx, spec, 'read');
  const { rows, fullSize } = await pagedRows<TestSuiteRow>(
    ctx,
    {
      select: columns('test_suite', 's'),
      from: 'test_suite s',
      where: 's.tenant_id = ? AND s.version_id = ?',
      params: [ctx.principal.tenantId, version.id],
    },
    query,
  );
  const stats = await suiteStats(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    fullSize,
    page: query.page,
    entries: rows.map((row) =>
      suiteDocument(
        { ...row, version_number: version.versionNumber, version_title: version.title },
        scoped,
        stats.get(row.id)!,
        ctx.locale,
      ),
    ),
  };
}
