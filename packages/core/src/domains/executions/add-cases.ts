import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import type { TestSuiteRow } from '../../kernel/entities/rows';
import { DomainError, notFound } from '../../kernel/errors';
import { reserveBusinessNumbers } from '../../kernel/ids/reserve-business-numbers';
import { lockClause } from '../../kernel/locks';
import { inBatches, noProgress, type Progress } from '../../kernel/tasks/progress';
import { linkSuitesToRun } from '../runs/add-suites-to-run';
import type { LoadedRun } from '../runs/load-run';
import { treeSortSql } from '../tree/tree-paths';

/** Executions one INSERT adds; a task reports its progress after each. */
const EXECUTIONS_PER_BATCH = 1_000;

/**
 * Adds cases to an open run the caller holds FOR UPDATE, all or nothing: every case must exist in the run's
 * version and all must belong to one suite, which must be in the run already unless `addSuite` links it. Cases
 * already in the run are left as they are. The executions (RC_n in the suite's tree order) are inserted a batch of cases per
 * statement, with `progress` reported after each.
 */
export async function addCasesToRun(
  ctx: ServiceContext,
  run: LoadedRun,
  caseIds: string[],
  addSuite: boolean,
  progress: Progress = noProgress,
): Promise<{ added: number }> {
  const tenantId = ctx.principal.tenantId;
  const ids = sqlArray(caseIds, 'uuid');
  // FOR KEY SHARE holds the cases against a concurrent delete (which locks them FOR UPDATE) until commit.
  const [check] = await ctx.em.execute<
    { found: number; suites: number; suite_id: string; foreign_id: string | null }[]
  >(
    `SELECT count(*)::int AS found, count(DISTINCT suite_id)::int AS suites, min(suite_id::text) AS suite_id,
       min(id::text) FILTER (WHERE version_id <> ?) AS foreign_id
     FROM (SELECT id, suite_id, version_id FROM test_case WHERE tenant_id = ? AND id = ANY(${ids.sql})${lockClause('case', 'keyShare')}) c`,
    [run.versionId, tenantId, ids.param],
  );
  if (check!.found < caseIds.length) {
    const rows = await ctx.em.execute<{ id: string }[]>(
      `SELECT id FROM test_case WHERE tenant_id = ? AND id = ANY(${ids.sql})`,
      [tenantId, ids.param],
    );
    const known = new Set(rows.map((r) => r.id));
    throw notFound(`TestCase-dm/${caseIds.find((id) => !known.has(id))}`);
  }
  if (check!.foreign_id) {
    throw new DomainError('INVALID_PARAMS', 'NOT_IN_RUN_VERSION', {
      ref: `TestCase-dm/${check!.foreign_id}`,
      version: String(run.versionNumber),
      run: run.businessId,
    });
  }
  if (check!.suites > 1) throw new DomainError('INVALID_PARAMS', 'CASES_FROM_SEVERAL_SUITES');
  const suiteId = check!.suite_id;
  if (addSuite) await linkSuitesToRun(ctx, run, [suiteId]);
  else {
    const linked = await ctx.em.execute(
      'SELECT 1 FROM test_run_suite WHERE tenant_id = ? AND run_id = ? AND suite_id = ?',
      [tenantId, run.id, suiteId],
    );
    if (!linked.length) {
      const [suite] = await ctx.em.execute<Pick<TestSuiteRow, 'business_id'>[]>(
        'SELECT business_id FROM test_suite WHERE id = ?',
        [suiteId],
      );
      throw new DomainError('CONFLICT', 'SUITE_NOT_IN_RUN', { suite: suite!.business_id, run: run.businessId });
    }
  }
  // Each case is looked up in the run by its key (test_execution_pair), whatever the statistics say: `OFFSET 0` keeps
  // the check a subplan per case. As an anti join it hung on the estimate of the tenant's executions, which is tiny
  // while other tenants fill the table (a table of 1,000,000 rows grows 1 % per call, too little to analyse): each
  // call then compared every case with every execution of the run, 17 s a call, more with each call.
  const freshCases = `FROM test_case c WHERE c.tenant_id = ? AND c.id = ANY(${ids.sql}) AND NOT EXISTS (
    SELECT 1 FROM test_execution x WHERE x.tenant_id = c.tenant_id AND x.run_id = ? AND x.case_id = c.id OFFSET 0)`;
  const fresh = await ctx.em.execute<{ id: string }[]>(
    `SELECT c.id ${freshCases} ORDER BY ${treeSortSql('c.id', 'c.tenant_id')} COLLATE "C"`,
    [tenantId, ids.param, run.id],
  );
  const added = fresh.length;
  if (!added) return { added };
  const first = await reserveBusinessNumbers(ctx.em, tenantId, `RC:${run.scoped.project.id}`, added);
  const user = ctx.principal.username;
  await inBatches(
    fresh.map((row) => row.id),
    EXECUTIONS_PER_BATCH,
    progress,
    async (batch, offset) => {
      const cases = sqlArray(batch, 'uuid');
      await ctx.em.execute(
        `INSERT INTO test_execution (id, tenant_id, project_id, run_id, suite_id, case_id, business_id,
           created_by, created_on, edited_by, edited_on)
         SELECT gen_random_uuid(), c.tenant_id, ?, ?, c.suite_id, c.id, 'RC_' || (? + b.ord - 1), ?, now(), ?, now()
         FROM unnest(${cases.sql}) WITH ORDINALITY AS b(id, ord) JOIN test_case c ON c.tenant_id = ? AND c.id = b.id`,
        [run.scoped.project.id, run.id, first + offset, user, user, cases.param, tenantId],
      );
    },
  );
  return { added };
}

/** The TechnicalIds of cases given by business id (C_n) in the run's version; unknown ids fail the whole call. */
export async function caseIdsByBusinessId(ctx: ServiceContext, run: LoadedRun, businessIds: string[]) {
  const unique = [...new Set(businessIds)];
  const list = sqlArray(unique);
  const rows = await ctx.em.execute<{ id: string; business_id: string }[]>(
    `SELECT id, business_id FROM test_case WHERE tenant_id = ? AND version_id = ? AND business_id = ANY(${list.sql})`,
    [ctx.principal.tenantId, run.versionId, list.param],
  );
  if (rows.length < unique.length) {
    const known = new Set(rows.map((r) => r.business_id));
    const missing = unique.filter((id) => !known.has(id));
    throw new DomainError('NOT_FOUND', 'TEST_CASES_NOT_FOUND', {
      version: String(run.versionNumber),
      ids: missing.slice(0, 20).join(', ') + (missing.length > 20 ? ` (+${missing.length - 20})` : ''),
    });
  }
  return rows.map((r) => r.id);
}
