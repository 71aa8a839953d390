import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { notFound } from '../../kernel/errors';
import { refreshAfterRemovedResults } from '../risk/refresh-risk-levels';
import { changeOpenRun } from './load-run';

/** DELETE_TEST_SUITES_FROM_RUN: unlinks suites from an open run together with their executions there. */
export async function deleteTestSuitesFromRun(
  ctx: ServiceContext,
  testRunDocRef: string,
  testSuiteDocRefs: string[],
): Promise<null> {
  const suiteIds = [...new Set(testSuiteDocRefs.map((ref) => parseDocRef(ref).id))];
  const tenantId = ctx.principal.tenantId;
  await changeOpenRun(ctx, testRunDocRef, async (tx, run) => {
    const ids = sqlArray(suiteIds, 'uuid');
    const known = await tx.em.execute<{ id: string }[]>(
      `SELECT id FROM test_suite WHERE tenant_id = ? AND id = ANY(${ids.sql})`,
      [tenantId, ids.param],
    );
    const missing = suiteIds.find((id) => !known.some((s) => s.id === id));
    if (missing) throw notFound(`TestSuite-dm/${missing}`);
    const removed = await tx.em.execute<{ case_id: string; result: number }[]>(
      `DELETE FROM test_execution WHERE tenant_id = ? AND run_id = ? AND suite_id = ANY(${ids.sql})
       RETURNING case_id, result`,
      [tenantId, run.id, ids.param],
    );
    await refreshAfterRemovedResults(tx, removed);
    await tx.em.execute(
      `DELETE FROM test_run_suite WHERE tenant_id = ? AND run_id = ? AND suite_id = ANY(${ids.sql})`,
      [tenantId, run.id, ids.param],
    );
  });
  return null;
}
