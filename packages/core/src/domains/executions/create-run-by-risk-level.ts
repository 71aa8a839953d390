import { type CreateRunByRiskLevelParams, NO_SUBPROJECT, parseDocRef, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError, notFound } from '../../kernel/errors';
import { reserveBusinessNumbers } from '../../kernel/ids/reserve-business-numbers';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { defineTask } from '../../kernel/tasks/define-task';
import { type RiskRunChoice, riskRunChoiceSql } from '../risk/risk-run-choice';
import { addRun } from '../runs/add-run';
import { linkSuitesToRun } from '../runs/add-suites-to-run';
import { loadRun } from '../runs/load-run';

/** Cases one task puts into its run per second, for the task's EstimatedTime. */
const CASES_PER_SECOND = 10_000;

interface VersionNames {
  project: string;
  subproject: string;
  versionNumber: number;
}

const nothingChosen = (names: VersionNames, level: string) =>
  new DomainError('CONFLICT', 'NO_CASES_AT_RISK_LEVEL', {
    project: names.subproject === NO_SUBPROJECT ? names.project : `${names.project}/${names.subproject}`,
    version: String(names.versionNumber),
    level,
  });

/** The suites named for a risk run (titled `title`), each of the tenant (else not found) and of the run's version. */
async function checkSuites(
  ctx: ServiceContext,
  refs: string[],
  { id: versionId, versionNumber }: { id: string; versionNumber: number },
  title: string,
) {
  const ids = [...new Set(refs.map((ref) => parseDocRef(ref).id))];
  const list = sqlArray(ids, 'uuid');
  const rows = await ctx.em.execute<{ id: string; version_id: string }[]>(
    `SELECT id, version_id FROM test_suite WHERE tenant_id = ? AND id = ANY(${list.sql})`,
    [ctx.principal.tenantId, list.param],
  );
  const found = new Map(rows.map((row) => [row.id, row.version_id]));
  const missing = refs.find((ref) => !found.has(parseDocRef(ref).id));
  if (missing) throw notFound(missing);
  const foreign = refs.find((ref) => found.get(parseDocRef(ref).id) !== versionId);
  if (foreign) {
    throw new DomainError('INVALID_PARAMS', 'NOT_IN_RUN_VERSION', {
      ref: foreign,
      version: String(versionNumber),
      run: title,
    });
  }
  return ids;
}

/**
 * CREATE_RUN_BY_RISK_LEVEL: the call checks the version (open), the suites and that some case qualifies; the task
 * chooses the cases from the version's risk level documents as they are when it runs (see riskRunChoiceSql),
 * creates an active run with their suites and puts them in by rank (RC_n in rank order), each execution recording
 * why it was chosen. Nothing is created when no case qualifies any more.
 */
export const createRunByRiskLevelTask = defineTask({
  type: 'CREATE_RUN_BY_RISK_LEVEL',
  params: taskParams.CREATE_RUN_BY_RISK_LEVEL,
  async request(ctx, input: z.output<typeof CreateRunByRiskLevelParams>) {
    const { scoped, version } = await resolveVersionScope(ctx, input, 'write');
    const suiteIds = input.testSuiteDocRefs
      ? await checkSuites(ctx, input.testSuiteDocRefs, version, input.title)
      : undefined;
    // Only what was given: a task's stored parameters hold no undefined values.
    const choice: RiskRunChoice = {
      versionId: version.id,
      minimumRiskLevel: input.minimumRiskLevel,
      includeCasesWithoutHistory: input.includeCasesWithoutHistory,
      ...(suiteIds ? { suiteIds } : {}),
      ...(input.maxTestCases ? { maxTestCases: input.maxTestCases } : {}),
    };
    const chosen = riskRunChoiceSql(ctx, { ...choice, maxTestCases: 1 });
    if (!(await ctx.em.execute(chosen.sql, chosen.params)).length) {
      throw nothingChosen(
        {
          project: scoped.parentBusinessId,
          subproject: scoped.project.parentId ? scoped.project.businessId : NO_SUBPROJECT,
          versionNumber: version.versionNumber,
        },
        input.minimumRiskLevel,
      );
    }
    return {
      scope: scoped,
      versionNumber: version.versionNumber,
      params: {
        ...choice,
        title: input.title,
        description: input.description,
        configuration: input.configuration,
      },
      estimatedSeconds: Math.max(
        1,
        Math.ceil(Math.min(version.caseCount, input.maxTestCases ?? Infinity) / CASES_PER_SECOND),
      ),
    };
  },
  async handle({ ctx, params }) {
    const { tenantId, username: user } = ctx.principal;
    const [names] = await ctx.em.execute<VersionNames[]>(
      `SELECT coalesce(pp.business_id, p.business_id) AS project,
         CASE WHEN p.parent_id IS NULL THEN '${NO_SUBPROJECT}' ELSE p.business_id END AS subproject,
         v.version_number AS "versionNumber"
       FROM project_version v JOIN project p ON p.id = v.project_id LEFT JOIN project pp ON pp.id = p.parent_id
       WHERE v.tenant_id = ? AND v.id = ?`,
      [tenantId, params.versionId],
    );
    if (!names) throw notFound(`ProjectVersion-dm/${params.versionId}`);
    // The run comes first: it holds the version (FOR KEY SHARE) against a deletion or close until the task commits.
    const runRef = await addRun(ctx, {
      Root: {
        General: {
          ProjectId: names.project,
          SubprojectId: names.subproject,
          ProjectVersionNumber: names.versionNumber,
          Title: params.title,
          Description: params.description,
          Configuration: params.configuration,
        },
      },
    });
    const choice = riskRunChoiceSql(ctx, params);
    await ctx.em.execute(`CREATE TEMP TABLE risk_run_cases ON COMMIT DROP AS ${choice.sql}`, choice.params);
    const [counts] = await ctx.em.execute<{ total: number; by_level: number; suites: string[] }[]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE reason = 'RISK_LEVEL')::int AS by_level,
         coalesce(array_agg(DISTINCT suite_id), '{}') AS suites
       FROM risk_run_cases`,
    );
    // Rolled back with the run: a task that finds nothing to choose leaves nothing behind.
    if (!counts?.total) throw nothingChosen(names, params.minimumRiskLevel);
    const run = await loadRun(ctx, parseDocRef(runRef).id, runRef, 'write', 'update');
    await linkSuitesToRun(ctx, run, counts.suites);
    const first = await reserveBusinessNumbers(ctx.em, tenantId, `RC:${run.scoped.project.id}`, counts.total);
    await ctx.em.execute(
      `INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id, risk_selection,
         created_by, created_on, edited_by, edited_on)
       SELECT gen_random_uuid(), ?, ?, ?, k.suite_id, k.case_id, 'RC_' || (? + k.rank - 1),
         jsonb_build_object('rank', k.rank, 'reason', k.reason, 'minimum_level', ?::text,
           'heatmap_level', k.heatmap_level, 'heatmap_value', k.heatmap_value, 'combination', k.combination),
         ?, now(), ?, now()
       FROM risk_run_cases k`,
      [tenantId, run.scoped.project.id, run.id, first, params.minimumRiskLevel, user, user],
    );
    return {
      testRunDocRef: runRef,
      testRunId: run.businessId,
      testCases: counts.total,
      byReason: { RISK_LEVEL: counts.by_level, NO_TEST_HISTORY: counts.total - counts.by_level },
      capped: params.maxTestCases !== undefined && counts.total === params.maxTestCases,
    };
  },
});
