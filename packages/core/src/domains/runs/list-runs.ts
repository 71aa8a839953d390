import type { DocumentAnswer, ListParams } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { DomainError } from '../../kernel/errors';
import { auditListFields, businessIdField, defineList } from '../../kernel/list/define-list';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { takeScopeFilters } from '../../kernel/scope/scope-filters';
import { type RunRow, runColumns } from './load-run';
import { runDocument } from './run-document';
import { runFigures, runTallySql } from './run-figures';
import { testerNames } from './tester-names';

const testersOfRun = `ARRAY(SELECT DISTINCT t.tester FROM ${runTallySql('r.tenant_id', 'r.id')} t
  WHERE t.tester IS NOT NULL ORDER BY t.tester)`;

export interface TesterItem {
  Value: string;
  DisplayName: string;
  /** How many runs of the listed scope the tester has executions in. */
  Count: number;
}

/** The project a run list reads, and the version when a ProjectVersionNumber filter names one. */
async function runScope(ctx: ServiceContext, spec: VersionSpec) {
  const scoped = await resolveProjectScope(ctx, spec, 'read');
  if (spec.projectVersionNumber === undefined) return { scoped, versionId: undefined };
  const [version] = await ctx.em.execute<{ id: string }[]>(
    'SELECT id FROM project_version WHERE tenant_id = ? AND project_id = ? AND version_number = ?',
    [ctx.principal.tenantId, scoped.project.id, spec.projectVersionNumber],
  );
  if (!version) {
    throw new DomainError('NOT_FOUND', 'VERSION_NOT_FOUND', {
      project: scoped.project.businessId,
      version: String(spec.projectVersionNumber),
    });
  }
  return { scoped, versionId: version.id };
}

/**
 * The runs of a project or sub project (ProjectId / SubprojectId filters or the headers), of every version unless
 * a ProjectVersionNumber filter names one; filtered, sorted and paged in SQL with figures for the page only.
 * `filterItemMap.Tester` lists the testers of the whole scope, for the Tester filter.
 */
export const runList = defineList({
  fields: {
    Id: businessIdField('r.business_id'),
    Title: { column: 'r.title', type: 'text' },
    Description: { column: 'r.description', type: 'text' },
    Configuration: { column: 'r.configuration', type: 'text' },
    Status: { column: 'r.status', type: 'text' },
    ClosedBy: { column: 'r.closed_by', type: 'text' },
    ClosedOn: { column: 'r.closed_on', type: 'epoch' },
    Tester: { column: testersOfRun, type: 'textArray' },
    ...auditListFields('r'),
  },
  fulltext: (config) => (config === 'german' ? 'r.search_de' : 'r.search_en'),
  defaultSort: ['CreatedOn DESC'],
  tieBreaker: 'r.id',
  scope: runScope,
  source: (ctx, { scoped, versionId }) => ({
    select: runColumns,
    from: 'test_run r',
    joins: { v: 'JOIN project_version v ON v.id = r.version_id' },
    where: `r.tenant_id = ? AND r.project_id = ?${versionId ? ' AND r.version_id = ?' : ''}`,
    params: [ctx.principal.tenantId, scoped.project.id, ...(versionId ? [versionId] : [])],
  }),
  async entries(ctx, rows: RunRow[], { scoped }) {
    const figures = await runFigures(
      ctx,
      rows.map((row) => row.id),
    );
    return rows.map((row): DocumentAnswer => runDocument({ row, scoped }, figures.get(row.id)!, ctx.locale));
  },
  async also(ctx, _scope, { where, params }) {
    const testers = await ctx.em.execute<{ tester: string; runs: number }[]>(
      `SELECT t.tester, count(DISTINCT r.id)::int AS runs
       FROM test_run r CROSS JOIN LATERAL ${runTallySql('r.tenant_id', 'r.id')} t
       WHERE ${where} AND t.tester IS NOT NULL GROUP BY t.tester ORDER BY t.tester`,
      params,
    );
    const names = await testerNames(
      ctx,
      testers.map((t) => t.tester),
    );
    const Tester: TesterItem[] = testers.map((t) => ({
      Value: t.tester,
      DisplayName: names.get(t.tester)!,
      Count: t.runs,
    }));
    return { filterItemMap: { Tester } };
  },
});

/** LIST_TEST_RUNS: the scope filters (ProjectId, SubprojectId, ProjectVersionNumber) choose where, as in LIST_DOCUMENTS. */
export function listTestRuns(ctx: ServiceContext, params: ListParams) {
  const { spec, rest } = takeScopeFilters(params.filter?.filters ?? []);
  return runList.list(ctx, spec, { ...params, filter: { ...params.filter, filters: rest } });
}
