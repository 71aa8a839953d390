import type { DocumentAnswer, Filter, ListAnswer, Page } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { DomainError } from '../../kernel/errors';
import { buildListSql, type ListModel } from '../../kernel/list/list-query';
import { pagedRows } from '../../kernel/list/paged-rows';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import type { VersionSpec } from '../../kernel/scope/resolve-version';
import { takeScopeFilters } from '../../kernel/scope/scope-filters';
import { type RunRow, runColumns } from './load-run';
import { runDocument } from './run-document';
import { runFigures } from './run-figures';
import { testerNames } from './tester-names';

const testersOfRun = `ARRAY(SELECT DISTINCT e.tester FROM test_execution e
  WHERE e.tenant_id = r.tenant_id AND e.run_id = r.id AND e.tester IS NOT NULL)`;

export const runListModel: ListModel = {
  fields: {
    Id: { column: 'r.business_id', type: 'text', sort: ['length(r.business_id)', 'r.business_id'] },
    Title: { column: 'r.title', type: 'text' },
    Description: { column: 'r.description', type: 'text' },
    Configuration: { column: 'r.configuration', type: 'text' },
    Status: { column: 'r.status', type: 'text' },
    ClosedBy: { column: 'r.closed_by', type: 'text' },
    ClosedOn: { column: 'r.closed_on', type: 'epoch' },
    Tester: { column: testersOfRun, type: 'textArray' },
    CreatedBy: { column: 'r.created_by', type: 'text' },
    CreatedOn: { column: 'r.created_on', type: 'epoch' },
    EditedBy: { column: 'r.edited_by', type: 'text' },
    EditedOn: { column: 'r.edited_on', type: 'epoch' },
  },
  fulltext: (config) => (config === 'german' ? 'r.search_de' : 'r.search_en'),
  defaultSort: ['CreatedOn DESC'],
  tieBreaker: 'r.id',
};

export interface RunListInput {
  filter?: Filter;
  sort?: string[];
  page: Page;
}

export interface TesterItem {
  Value: string;
  DisplayName: string;
  /** How many runs of the listed scope the tester has executions in. */
  Count: number;
}

/**
 * The runs of a project or sub project (ProjectId / SubprojectId filters or the headers), of every version unless
 * a ProjectVersionNumber filter names one; filtered, sorted and paged in SQL with figures for the page only.
 * `filterItemMap.Tester` lists the testers of the whole scope, for the Tester filter.
 */
export async function listRuns(ctx: ServiceContext, spec: VersionSpec, input: RunListInput) {
  const query = buildListSql(runListModel, input, ctx.locale);
  const scoped = await resolveProjectScope(ctx, spec, 'read');
  const tenantId = ctx.principal.tenantId;
  let where = 'r.tenant_id = ? AND r.project_id = ?';
  const params: unknown[] = [tenantId, scoped.project.id];
  if (spec.projectVersionNumber !== undefined) {
    const [version] = await ctx.em.execute(
      'SELECT id FROM project_version WHERE tenant_id = ? AND project_id = ? AND version_number = ?',
      [tenantId, scoped.project.id, spec.projectVersionNumber],
    );
    if (!version) {
      throw new DomainError('NOT_FOUND', 'VERSION_NOT_FOUND', {
        project: scoped.project.businessId,
        version: String(spec.projectVersionNumber),
      });
    }
    where += ' AND r.version_id = ?';
    params.push(version.id);
  }
  const { rows, fullSize } = await pagedRows<RunRow>(
    ctx,
    {
      select: runColumns,
      from: 'test_run r JOIN project_version v ON v.id = r.version_id',
      where,
      params,
    },
    query,
  );
  const figures = await runFigures(
    ctx,
    rows.map((row) => row.id),
  );
  const testers = await ctx.em.execute<{ tester: string; runs: number }[]>(
    `SELECT e.tester, count(DISTINCT e.run_id)::int AS runs
     FROM test_run r JOIN test_execution e ON e.tenant_id = r.tenant_id AND e.run_id = r.id
     WHERE ${where} AND e.tester IS NOT NULL GROUP BY e.tester ORDER BY e.tester`,
    params,
  );
  const names = await testerNames(
    ctx,
    testers.map((t) => t.tester),
  );
  const answer: ListAnswer<DocumentAnswer> & { filterItemMap: { Tester: TesterItem[] } } = {
    fullSize,
    page: query.page,
    entries: rows.map((row) => runDocument({ row, scoped }, figures.get(row.id)!, ctx.locale)),
    filterItemMap: {
      Tester: testers.map((t) => ({ Value: t.tester, DisplayName: names.get(t.tester)!, Count: t.runs })),
    },
  };
  return answer;
}

/** LIST_TEST_RUNS: the scope filters (ProjectId, SubprojectId, ProjectVersionNumber) choose where, as in LIST_DOCUMENTS. */
export function listTestRuns(ctx: ServiceContext, input: RunListInput) {
  const { spec, rest } = takeScopeFilters(input.filter?.filters ?? []);
  return listRuns(ctx, spec, { ...input, filter: { ...input.filter, filters: rest } });
}
