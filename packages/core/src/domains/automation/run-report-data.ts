import { type Locale, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { cursorBatches } from '../../kernel/db/cursor';
import type { PgTimestamp } from '../../kernel/entities/rows';
import { type LoadedRun, loadRun } from '../runs/load-run';
import { treeOrder, versionTreeSql } from './version-tree';

/** Executions a report task reads per second, for its EstimatedTime. */
const REPORTED_PER_SECOND = 20_000;

/**
 * The call of a report: the run is found and readable; the task keeps its id and the report's language (the one
 * asked for, else the call's), and any `more` a report type takes.
 */
export async function reportTaskOrder<More extends object>(
  ctx: ServiceContext,
  input: { testRunDocRef: string; locale?: Locale | undefined },
  more: More,
) {
  const { testRunDocRef } = input;
  const run = await loadRun(ctx, parseDocRef(testRunDocRef).id, testRunDocRef, 'read');
  const [size] = await ctx.em.execute<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM test_execution WHERE tenant_id = ? AND run_id = ?',
    [ctx.principal.tenantId, run.id],
  );
  return {
    params: { testRunId: run.id, testRunBusinessId: run.businessId, locale: input.locale ?? ctx.locale, ...more },
    scope: run.scoped,
    versionNumber: run.versionNumber,
    estimatedSeconds: Math.max(1, Math.ceil((size?.n ?? 0) / REPORTED_PER_SECOND)),
  };
}

/** The run a report task describes, read again when it runs: one deleted since the request is a missing document. */
export const reportRun = (ctx: ServiceContext, runId: string) => loadRun(ctx, runId, `TestRun-dm/${runId}`, 'read');

/** What a run's executions add up to: executions by result code (1–11) and the durations the tools reported. */
export interface RunFigures {
  total: number;
  byResult: Record<number, number>;
  durationMs: number;
}

export async function runFigures(ctx: ServiceContext, run: LoadedRun): Promise<RunFigures> {
  const rows = await ctx.em.execute<{ result: number; n: number; ms: string }[]>(
    `SELECT result, count(*)::int AS n, coalesce(sum(duration_ms), 0)::bigint AS ms
     FROM test_execution WHERE tenant_id = ? AND run_id = ? GROUP BY result`,
    [ctx.principal.tenantId, run.id],
  );
  const byResult: Record<number, number> = {};
  for (const row of rows) byResult[row.result] = row.n;
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    byResult,
    durationMs: rows.reduce((sum, row) => sum + Number(row.ms), 0),
  };
}

/**
 * The suite title and tree path (suite, then folders) an execution of a closed run recorded at the close: the close
 * froze them with the case into `case_snapshot.tree_path` (`tmt_freeze_run_cases_with_risk`). NULL for an open run,
 * whose reports show the suites and folders as they are now.
 */
const frozenSuite = "e.case_snapshot -> 'tree_path' -> 'nodeNames' ->> 0";
const frozenPath = `CASE WHEN jsonb_array_length(e.case_snapshot -> 'tree_path' -> 'nodeNames') > 0
  THEN ARRAY(SELECT jsonb_array_elements_text(e.case_snapshot -> 'tree_path' -> 'nodeNames')) END`;

/** One suite of a run with its executions by outcome. */
export interface SuiteFigures {
  id: string;
  title: string;
  total: number;
  passed: number;
  failed: number;
  blocked: number;
  skipped: number;
  untested: number;
}

/** The suites of a run in their order, with their figures, a batch at a time. */
export const suiteFigureBatches = (ctx: ServiceContext, run: LoadedRun) =>
  cursorBatches<SuiteFigures>(
    ctx,
    `SELECT coalesce(s.business_id, min(e.case_snapshot ->> 'suite_business_id'), '-') AS id,
       coalesce(min(${frozenSuite}), s.title, '-') AS title, count(e.id)::int AS total,
       count(e.id) FILTER (WHERE e.result = 2)::int AS passed,
       count(e.id) FILTER (WHERE e.result IN (5, 6))::int AS failed,
       count(e.id) FILTER (WHERE e.result = 3)::int AS blocked,
       count(e.id) FILTER (WHERE e.result = 11)::int AS skipped,
       count(e.id) FILTER (WHERE e.result = 1)::int AS untested
     FROM test_run_suite rs
     LEFT JOIN test_suite s ON s.id = rs.suite_id
     LEFT JOIN test_execution e ON e.tenant_id = rs.tenant_id AND e.run_id = rs.run_id AND e.suite_id = rs.suite_id
     WHERE rs.tenant_id = ? AND rs.run_id = ?
     GROUP BY rs.suite_id, s.business_id, s.title, s.order_key
     ORDER BY s.order_key COLLATE "C" NULLS LAST, rs.suite_id`,
    [ctx.principal.tenantId, run.id],
    500,
  );

/**
 * One execution as reports show it: its case, suite and path as the run recorded them (a closed run's snapshot) or
 * as they are.
 */
export interface ExecutionLine {
  execution_id: string;
  case_id: string;
  title: string;
  suite_id: string;
  suite: string;
  path: string[] | null;
  result: number;
  tester: string | null;
  tested_on: PgTimestamp | null;
  defects: string | null;
  details: string | null;
  duration_ms: number | null;
}

const lineColumns = `e.business_id AS execution_id,
  coalesce(e.case_snapshot ->> 'business_id', c.business_id, '-') AS case_id,
  coalesce(e.case_snapshot ->> 'title', c.title, '-') AS title,
  coalesce(s.business_id, e.case_snapshot ->> 'suite_business_id', '-') AS suite_id,
  coalesce(${frozenSuite}, s.title, '-') AS suite,
  e.result, e.tester, e.tested_on, e.defects, e.result_details AS details, e.duration_ms`;

const lineJoins = `LEFT JOIN test_case c ON c.id = e.case_id AND c.tenant_id = e.tenant_id
  LEFT JOIN test_suite s ON s.id = e.suite_id AND s.tenant_id = e.tenant_id`;

/** Failed (new, known) and blocked executions of a run, failures first, a batch at a time. */
export const problemBatches = (ctx: ServiceContext, run: LoadedRun) =>
  cursorBatches<ExecutionLine>(
    ctx,
    `SELECT ${lineColumns}, NULL::text[] AS path
     FROM test_execution e ${lineJoins}
     WHERE e.tenant_id = ? AND e.run_id = ? AND e.result IN (3, 5, 6)
     ORDER BY CASE e.result WHEN 5 THEN 0 WHEN 6 THEN 1 ELSE 2 END, s.order_key COLLATE "C" NULLS LAST,
       length(e.business_id), e.business_id`,
    [ctx.principal.tenantId, run.id],
    500,
  );

/** Every execution of a run, its cases in tree order (cases no longer in the tree last), a batch at a time. */
export const executionBatches = (ctx: ServiceContext, run: LoadedRun) => {
  const tenantId = ctx.principal.tenantId;
  return cursorBatches<ExecutionLine>(
    ctx,
    `WITH RECURSIVE tree AS (${versionTreeSql})
     SELECT ${lineColumns}, coalesce(${frozenPath}, tree.path) AS path
     FROM test_execution e ${lineJoins}
     LEFT JOIN tree ON tree.id = e.case_id
     WHERE e.tenant_id = ? AND e.run_id = ?
     ORDER BY ${treeOrder} NULLS LAST, length(e.business_id), e.business_id`,
    [tenantId, run.versionId, tenantId, tenantId, run.id],
  );
};

/** `R_3-report.pdf`, `SP_2-R_3-executions.csv`: what a report is saved as. */
export function reportFileName(run: LoadedRun, name: string) {
  const { project } = run.scoped;
  return `${project.parentId ? `${project.businessId}-` : ''}${run.businessId}-${name}`;
}
