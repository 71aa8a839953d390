import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../context';
import { sqlArray } from '../db/sql-array';
import { DomainError } from '../errors';

/**
 * The open-run rules of test content, in one place: a case in an open run cannot be deleted, nor a folder
 * holding one, nor a suite in an open run. Closed runs do not hold content back: they keep their record.
 */
export async function assertCasesNotInOpenRun(ctx: ServiceContext, caseIds: string[]): Promise<void> {
  if (!caseIds.length) return;
  const ids = sqlArray(caseIds, 'uuid');
  const [hit] = await ctx.em.execute<{ case_id: string; run: string }[]>(
    `SELECT c.business_id AS case_id, r.business_id AS run
     FROM test_execution e
     JOIN test_run r ON r.id = e.run_id AND r.status = 'active'
     JOIN test_case c ON c.id = e.case_id
     WHERE e.tenant_id = ? AND e.case_id = ANY(${ids.sql}) LIMIT 1`,
    [ctx.principal.tenantId, ids.param],
  );
  if (hit) throw new DomainError('CONFLICT', 'TEST_CASE_IN_OPEN_RUN', { case: hit.case_id, run: hit.run });
}

/** Refuses (TEST_SUITE_IN_OPEN_RUN) when the suite is in an open run; checked at the call and again in the task. */
export async function assertSuiteNotInOpenRun(em: EntityManager, tenantId: string, suiteId: string): Promise<void> {
  const [hit] = await em.execute<{ suite: string; run: string }[]>(
    `SELECT s.business_id AS suite, r.business_id AS run
     FROM test_run_suite rs
     JOIN test_run r ON r.id = rs.run_id AND r.status = 'active'
     JOIN test_suite s ON s.id = rs.suite_id
     WHERE rs.tenant_id = ? AND rs.suite_id = ? LIMIT 1`,
    [tenantId, suiteId],
  );
  if (hit) throw new DomainError('CONFLICT', 'TEST_SUITE_IN_OPEN_RUN', { suite: hit.suite, run: hit.run });
}
