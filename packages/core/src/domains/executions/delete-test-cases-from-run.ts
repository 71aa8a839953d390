import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { notFound } from '../../kernel/errors';
import { refreshAfterRemovedResults } from '../risk/refresh-risk-levels';
import { changeOpenRun } from '../runs/load-run';

/** DELETE_TEST_CASES_FROM_RUN: removes the cases' executions from an open run; cases not in it are skipped. */
export async function deleteTestCasesFromRun(
  ctx: ServiceContext,
  testRunDocRef: string,
  testCasesDocRefs: string[],
): Promise<null> {
  const caseIds = [...new Set(testCasesDocRefs.map((ref) => parseDocRef(ref).id))];
  const tenantId = ctx.principal.tenantId;
  await changeOpenRun(ctx, testRunDocRef, async (tx, run) => {
    const ids = sqlArray(caseIds, 'uuid');
    const known = await tx.em.execute<{ id: string }[]>(
      `SELECT id FROM test_case WHERE tenant_id = ? AND id = ANY(${ids.sql})
       UNION SELECT case_id FROM test_execution WHERE tenant_id = ? AND run_id = ? AND case_id = ANY(${ids.sql})`,
      [tenantId, ids.param, tenantId, run.id, ids.param],
    );
    const set = new Set(known.map((k) => k.id));
    const missing = caseIds.find((id) => !set.has(id));
    if (missing) throw notFound(`TestCase-dm/${missing}`);
    const removed = await tx.em.execute<{ case_id: string; result: number }[]>(
      `DELETE FROM test_execution WHERE tenant_id = ? AND run_id = ? AND case_id = ANY(${ids.sql})
       RETURNING case_id, result`,
      [tenantId, run.id, ids.param],
    );
    await refreshAfterRemovedResults(tx, removed);
  });
  return null;
}
