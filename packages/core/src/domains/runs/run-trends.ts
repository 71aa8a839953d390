import {
  docRefOf,
  type GetVersionRunTrendsParams,
  RESULT_UNTESTED,
  TREND_CHANGES_LIMIT,
  TREND_OUTCOME_RESULTS,
  type VersionRunTrends,
} from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { preparedQuery } from '../../kernel/db/prepared-query';
import type { PgTimestamp } from '../../kernel/entities/rows';
import { timestamp } from '../../kernel/entities/timestamp';
import { DomainError } from '../../kernel/errors';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { runTallySql } from './run-figures';

type Params = z.output<typeof GetVersionRunTrendsParams>;

const PASSED = TREND_OUTCOME_RESULTS.passed.join(', ');
const FAILED = TREND_OUTCOME_RESULTS.failed.join(', ');

/** The version's latest runs by creation (a CTE named `r`): $1 tenant, $2 version, $3 how many. */
const latestRuns = `r AS (
  SELECT id, business_id, title, status, created_on, closed_on FROM test_run
  WHERE tenant_id = $1 AND version_id = $2 ORDER BY created_on DESC, id DESC LIMIT $3)`;

/** A case's id and title: as it is, or as the close of a run froze it when it is gone since. */
const caseColumns = (alias: string) => `coalesce(c.business_id, ${alias}.snapshot_id) AS case_business_id,
  coalesce(c.title, ${alias}.snapshot_title) AS case_title`;

interface RunRow {
  id: string;
  business_id: string;
  title: string;
  status: 'active' | 'inactive';
  created_on: PgTimestamp;
  closed_on: PgTimestamp | null;
  total: number;
  tested: number;
  passed: number;
  failed: number;
  blocked: number;
}

interface RunResult {
  testRunId: string;
  executionId: string;
  result: number;
}

interface CaseRow {
  case_id: string;
  case_business_id: string | null;
  case_title: string | null;
}

type FlakyRow = CaseRow & { flips: number; passed: number; failed: number; results: RunResult[]; full_size: number };

type ChangeRow = CaseRow & {
  from_id: string | null;
  from_result: number | null;
  to_id: string | null;
  to_result: number | null;
  full_size: number;
};

/** Each run's executions counted, from its tally. */
function runFigures(ctx: ServiceContext, versionId: string, runs: number) {
  return preparedQuery<RunRow>(
    ctx,
    'tmt_run_trends_runs',
    `WITH ${latestRuns}
     SELECT r.*, f.* FROM r CROSS JOIN LATERAL (
       SELECT coalesce(sum(t.n), 0)::int AS total,
         coalesce(sum(t.n) FILTER (WHERE t.result <> ${RESULT_UNTESTED}), 0)::int AS tested,
         coalesce(sum(t.n) FILTER (WHERE t.result IN (${PASSED})), 0)::int AS passed,
         coalesce(sum(t.n) FILTER (WHERE t.result IN (${FAILED})), 0)::int AS failed,
         coalesce(sum(t.n) FILTER (WHERE t.result = 3), 0)::int AS blocked
       FROM ${runTallySql('$1', 'r.id')} t) f
     ORDER BY r.created_on, r.id`,
    [ctx.principal.tenantId, versionId, runs],
    { plans: 'per-values' },
  );
}

/**
 * The cases whose outcome flipped from one run to the next, set-based: each passed or failed execution next to the
 * case's previous one (`lag`), the flips counted per case, the flakiest page answered with the count of all.
 */
function flakyCases(ctx: ServiceContext, versionId: string, runs: number, limit: number) {
  return preparedQuery<FlakyRow>(
    ctx,
    'tmt_run_trends_flaky',
    `WITH ${latestRuns},
     o AS (
       SELECT e.case_id, e.business_id AS execution_id, e.result, r.business_id AS run_id, r.created_on, r.id AS rid,
         e.result IN (${PASSED}) AS passed, e.case_snapshot ->> 'business_id' AS snapshot_id,
         e.case_snapshot ->> 'title' AS snapshot_title
       FROM r JOIN test_execution e ON e.tenant_id = $1 AND e.run_id = r.id
       WHERE e.result IN (${PASSED}, ${FAILED})),
     s AS (SELECT o.*, lag(o.passed) OVER (PARTITION BY o.case_id ORDER BY o.created_on, o.rid) AS before FROM o),
     f AS (
       SELECT case_id, count(*) FILTER (WHERE before IS DISTINCT FROM passed AND before IS NOT NULL)::int AS flips,
         count(*) FILTER (WHERE passed)::int AS passed, count(*) FILTER (WHERE NOT passed)::int AS failed,
         max(snapshot_id) AS snapshot_id, max(snapshot_title) AS snapshot_title,
         jsonb_agg(jsonb_build_object('testRunId', run_id, 'executionId', execution_id, 'result', result)
           ORDER BY created_on, rid) AS results
       FROM s GROUP BY case_id)
     SELECT f.case_id, f.flips, f.passed, f.failed, f.results, ${caseColumns('f')}, count(*) OVER ()::int AS full_size
     FROM f LEFT JOIN test_case c ON c.tenant_id = $1 AND c.id = f.case_id
     WHERE f.flips > 0
     ORDER BY f.flips DESC, f.failed DESC, length(coalesce(c.business_id, f.snapshot_id)), coalesce(c.business_id, f.snapshot_id)
     LIMIT $4`,
    [ctx.principal.tenantId, versionId, runs, limit],
    { plans: 'per-values' },
  );
}

/** The two runs to compare, by business id among the version's runs; a run the version lacks is not found. */
async function comparedRuns(ctx: ServiceContext, versionId: string, compare: { from: string; to: string }) {
  const rows = await preparedQuery<{ id: string; business_id: string }>(
    ctx,
    'tmt_run_trends_compared',
    'SELECT id, business_id FROM test_run WHERE tenant_id = $1 AND version_id = $2 AND business_id IN ($3, $4)',
    [ctx.principal.tenantId, versionId, compare.from, compare.to],
  );
  const idOf = (businessId: string) => {
    const row = rows.find((r) => r.business_id === businessId);
    if (!row) throw new DomainError('NOT_FOUND', 'TEST_RUN_NOT_FOUND', { run: businessId });
    return row.id;
  };
  return { from: idOf(compare.from), to: idOf(compare.to) };
}

/** The cases failed in either run whose result differs in the other: one full join of the two runs' executions. */
async function changedCases(
  ctx: ServiceContext,
  runs: { from: string; to: string },
  names: { from: string; to: string },
) {
  const rows = await preparedQuery<ChangeRow>(
    ctx,
    'tmt_run_trends_changes',
    `WITH a AS (SELECT case_id, business_id, result, case_snapshot FROM test_execution WHERE tenant_id = $1 AND run_id = $2),
     b AS (SELECT case_id, business_id, result, case_snapshot FROM test_execution WHERE tenant_id = $1 AND run_id = $3),
     d AS (
       SELECT coalesce(a.case_id, b.case_id) AS case_id, a.business_id AS from_id, a.result AS from_result,
         b.business_id AS to_id, b.result AS to_result,
         coalesce(b.case_snapshot, a.case_snapshot) ->> 'business_id' AS snapshot_id,
         coalesce(b.case_snapshot, a.case_snapshot) ->> 'title' AS snapshot_title
       FROM a FULL JOIN b ON b.case_id = a.case_id
       WHERE (a.result IN (${FAILED}) OR b.result IN (${FAILED})) AND a.result IS DISTINCT FROM b.result)
     SELECT d.case_id, d.from_id, d.from_result, d.to_id, d.to_result, ${caseColumns('d')},
       count(*) OVER ()::int AS full_size
     FROM d LEFT JOIN test_case c ON c.tenant_id = $1 AND c.id = d.case_id
     ORDER BY length(coalesce(c.business_id, d.snapshot_id)), coalesce(c.business_id, d.snapshot_id)
     LIMIT $4`,
    [ctx.principal.tenantId, runs.from, runs.to, TREND_CHANGES_LIMIT],
    { plans: 'per-values' },
  );
  const failed = (result: number | null) => (TREND_OUTCOME_RESULTS.failed as readonly number[]).includes(result ?? 0);
  return {
    fullSize: rows[0]?.full_size ?? 0,
    entries: rows.map((row) => ({
      testCaseDocRef: docRefOf('TestCase-dm', row.case_id),
      testCaseId: row.case_business_id,
      testCaseTitle: row.case_title,
      change: !failed(row.from_result)
        ? ('failing' as const)
        : failed(row.to_result)
          ? ('changed' as const)
          : ('fixed' as const),
      from: row.from_id ? { testRunId: names.from, executionId: row.from_id, result: row.from_result! } : null,
      to: row.to_id ? { testRunId: names.to, executionId: row.to_id, result: row.to_result! } : null,
    })),
  };
}

const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : null);

/**
 * GET_VERSION_RUN_TRENDS: a version's latest runs side by side, counted in SQL — pass rates, the cases that flip
 * between passed and failed, and what changed between two runs.
 */
export async function getVersionRunTrends(ctx: ServiceContext, input: Params): Promise<VersionRunTrends> {
  const { version } = await resolveVersionScope(
    ctx,
    { projectId: input.projectId, subProjectId: input.subprojectId, projectVersionNumber: input.version },
    'read',
  );
  const compared = input.compare && (await comparedRuns(ctx, version.id, input.compare));
  const runs = await runFigures(ctx, version.id, input.runs);
  const flaky = await flakyCases(ctx, version.id, input.runs, input.flakyLimit);
  return {
    version: version.versionNumber,
    runs: runs.map((row) => ({
      testRunDocRef: docRefOf('TestRun-dm', row.id),
      id: row.business_id,
      title: row.title,
      status: row.status,
      createdOn: timestamp(row.created_on).getTime(),
      closedOn: row.closed_on ? timestamp(row.closed_on).getTime() : null,
      total: row.total,
      tested: row.tested,
      passed: row.passed,
      failed: row.failed,
      blocked: row.blocked,
      passRate: percent(row.passed, row.tested),
    })),
    flaky: {
      fullSize: flaky[0]?.full_size ?? 0,
      entries: flaky.map((row) => ({
        testCaseDocRef: docRefOf('TestCase-dm', row.case_id),
        testCaseId: row.case_business_id,
        testCaseTitle: row.case_title,
        flips: row.flips,
        passed: row.passed,
        failed: row.failed,
        results: row.results,
      })),
    },
    changes: compared && input.compare ? await changedCases(ctx, compared, input.compare) : null,
  };
}
