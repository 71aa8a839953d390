import type { DocumentAnswer, Filter, ListAnswer, Page } from '@tmt/contract';
import { resolveVersionScope, type VersionSpec } from '../content/resolve-version';
import type { ServiceContext } from '../context';
import { buildListSql, type ListModel } from '../list/list-query';
import { suiteDocument } from './suite-document';
import { type SuiteStatsRow, suiteStatsJoin } from './suite-stats';

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
  const rows = await ctx.em.execute(
    `WITH page AS (
       SELECT s.*, count(*) OVER () AS full_size, row_number() OVER (ORDER BY ${query.orderBy}) AS rn
       FROM test_suite s
       WHERE s.tenant_id = ? AND s.version_id = ? AND ${query.where}
       ORDER BY ${query.orderBy} LIMIT ? OFFSET ?)
     SELECT page.*, st.*, ? AS version_title, ?::int AS version_number FROM page ${suiteStatsJoin('page')}
     ORDER BY page.rn`,
    [
      ctx.principal.tenantId,
      version.id,
      ...query.params,
      query.limit,
      query.offset,
      version.title,
      version.versionNumber,
    ],
  );
  const fullSize = rows[0] ? Number(rows[0].full_size) : await countSuites(ctx, version.id, query);
  return {
    fullSize,
    page: query.page,
    entries: rows.map((row) => suiteDocument(row, scoped, row as unknown as SuiteStatsRow, ctx.locale)),
  };
}

async function countSuites(
  ctx: ServiceContext,
  versionId: string,
  query: { where: string; params: unknown[]; offset: number },
) {
  if (query.offset === 0) return 0;
  const [row] = await ctx.em.execute<{ n: string }[]>(
    `SELECT count(*) AS n FROM test_suite s WHERE s.tenant_id = ? AND s.version_id = ? AND ${query.where}`,
    [ctx.principal.tenantId, versionId, ...query.params],
  );
  return Number(row?.n ?? 0);
}
