import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { DomainError } from '../../kernel/errors';
import { clearPinsOfDeletedDocuments } from '../pins/delete-pinned-documents';
import { runIsEmpty } from './check-run-empty';
import { loadRun } from './load-run';
import { closeVersionWhenDue } from './version-closure';

/**
 * DELETE_TEST_RUN: only an empty run goes (TEST_RUN_NOT_EMPTY otherwise: remove its suites first). When it was the
 * last open run of a version waiting to be closed, the version closes with it. Its pins are cleared after it.
 */
export async function deleteTestRun(ctx: ServiceContext, testRunDocRef: string): Promise<boolean> {
  return ctx.tx(async (tx) => {
    const run = await loadRun(tx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write', 'update');
    if (!(await runIsEmpty(tx, run.id))) {
      throw new DomainError('CONFLICT', 'TEST_RUN_NOT_EMPTY', { run: run.businessId });
    }
    await tx.em.execute('DELETE FROM test_run WHERE tenant_id = ? AND id = ?', [ctx.principal.tenantId, run.id]);
    await closeVersionWhenDue(tx, run.versionId);
    await clearPinsOfDeletedDocuments(tx, run.scoped.project.id);
    return true;
  });
}
