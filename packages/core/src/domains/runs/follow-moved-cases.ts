import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { lockClause } from '../../kernel/locks';

/**
 * Holds the open runs that hold any of these cases FOR SHARE, as saves do, before the cases change suite. A close
 * locks its run before it freezes the run's cases, so a move must take the run first as well, or the two could
 * wait on each other.
 */
export async function lockOpenRunsOfCases(ctx: ServiceContext, caseIds: string[]): Promise<void> {
  if (!caseIds.length) return;
  const tenantId = ctx.principal.tenantId;
  const cases = sqlArray(caseIds, 'uuid');
  await ctx.em.execute(
    `SELECT r.id FROM test_run r
     WHERE r.tenant_id = ? AND r.status = 'active'
       AND r.id IN (SELECT e.run_id FROM test_execution e WHERE e.tenant_id = ? AND e.case_id = ANY(${cases.sql}))
     ORDER BY r.id${lockClause('run', 'share')}`,
    [tenantId, tenantId, cases.param],
  );
}

/**
 * After cases changed suite, their executions in open runs follow them: each moves to its case's new suite, and that
 * suite is linked to the run when it was not (with the suite's own priority, as ADD_TEST_SUITES_TO_RUN does).
 * Closed runs keep the record of where a case was when it was tested.
 */
export async function relinkMovedExecutions(ctx: ServiceContext, caseIds: string[]): Promise<void> {
  if (!caseIds.length) return;
  const { tenantId, username } = ctx.principal;
  const cases = sqlArray(caseIds, 'uuid');
  await ctx.em.execute(
    `WITH moved AS (
       UPDATE test_execution e SET suite_id = c.suite_id
       FROM test_case c, test_run r
       WHERE e.tenant_id = ? AND e.case_id = ANY(${cases.sql})
         AND c.tenant_id = e.tenant_id AND c.id = e.case_id AND e.suite_id <> c.suite_id
         AND r.tenant_id = e.tenant_id AND r.id = e.run_id AND r.status = 'active'
       RETURNING e.run_id, e.suite_id
     )
     INSERT INTO test_run_suite (id, tenant_id, run_id, suite_id, recommended_priority,
       created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), s.tenant_id, m.run_id, s.id, s.recommended_priority, ?, now(), ?, now()
     FROM (SELECT DISTINCT run_id, suite_id FROM moved) m
     JOIN test_suite s ON s.tenant_id = ? AND s.id = m.suite_id
     ON CONFLICT (tenant_id, run_id, suite_id) DO NOTHING`,
    [tenantId, cases.param, username, username, tenantId],
  );
}
