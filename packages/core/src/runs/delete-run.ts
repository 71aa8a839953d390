import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../context';
import { DomainError } from '../errors';
import { runIsEmpty } from './check-run-empty';
import { loadRun } from './load-run';

/** DELETE_TEST_RUN: only an empty run goes (TEST_RUN_NOT_EMPTY otherwise: remove its suites first). */
export async function deleteTestRun(ctx: ServiceContext, testRunDocRef: string): Promise<boolean> {
  return ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const run = await loadRun(txCtx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write', 'update');
    if (!(await runIsEmpty(txCtx, run.id))) {
      throw new DomainError('CONFLICT', 'TEST_RUN_NOT_EMPTY', { run: run.businessId });
    }
    await em.execute('DELETE FROM test_run WHERE tenant_id = ? AND id = ?', [ctx.principal.tenantId, run.id]);
    return true;
  });
}
