import type { DocumentAnswer, ListParams } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { columns } from '../../kernel/documents/columns';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import { auditListFields, businessIdField, defineList } from '../../kernel/list/define-list';
import type { ListField } from '../../kernel/list/list-query';
import { resolveVersionScope, type VersionSpec } from '../../kernel/scope/resolve-version';
import { suiteDocument } from './suite-document';
import { suiteStats } from './suite-stats';

/** What a caller may filter and sort suites by, wherever suites are listed. */
export const suiteListFields: Record<string, ListField> = {
  Id: businessIdField('s.business_id'),
  Title: { column: 's.title', type: 'text' },
  Description: { column: 's.description', type: 'text' },
  Order: { column: 's.order_key', type: 'text', sort: ['s.order_key'] },
  Tags: { column: 's.tags', type: 'textArray' },
  RecommendedPriority: { column: 's.recommended_priority', type: 'text' },
  ...auditListFields('s'),
};

export const suiteListText = {
  fulltext: (config: 'english' | 'german') => (config === 'german' ? 's.search_de' : 's.search_en'),
  defaultSort: ['Order ASC'],
  tieBreaker: 's.id',
};

/**
 * The suites of one project version (LIST_TEST_SUITES, LIST_DOCUMENTS of TestSuite-dm), filtered, sorted and paged
 * in SQL; DisplayFields are aggregated for the page only.
 */
export const suiteList = defineList({
  fields: suiteListFields,
  ...suiteListText,
  scope: (ctx, spec: VersionSpec) => resolveVersionScope(ctx, spec, 'read'),
  source: (ctx, { version }) => ({
    select: columns('test_suite', 's'),
    from: 'test_suite s',
    where: 's.tenant_id = ? AND s.version_id = ?',
    params: [ctx.principal.tenantId, version.id],
    total: version.suiteCount,
  }),
  async entries(ctx, rows: TestSuiteRow[], { scoped, version }) {
    const stats = await suiteStats(
      ctx,
      rows.map((row) => row.id),
    );
    const extra = { version_number: version.versionNumber, version_title: version.title };
    return rows.map(
      (row): DocumentAnswer => suiteDocument({ ...row, ...extra }, scoped, stats.get(row.id)!, ctx.locale),
    );
  },
});

/** LIST_TEST_SUITES. */
export const listSuites = (ctx: ServiceContext, spec: VersionSpec, params: ListParams) =>
  suiteList.list(ctx, spec, params);
