import { parseDocRef } from '@tmt/contract';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { assertSuiteNotInOpenRun } from '../runs/open-run-guard';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

/** DELETE_TEST_SUITE: refused while the suite is in an open run; otherwise deleted by a task. Answers "OK". */
export async function requestSuiteDeletion(ctx: ServiceContext, testSuiteDocRef: string): Promise<'OK'> {
  const { id } = parseDocRef(testSuiteDocRef);
  await ctx.em.transactional(async (em) => {
    const { row, scoped, versionNumber } = await loadScopedRow(
      { ...ctx, em },
      'test_suite',
      id,
      testSuiteDocRef,
      'write',
    );
    await assertSuiteNotInOpenRun(em, ctx.principal.tenantId, id);
    await enqueueTask(em, ctx.principal, {
      type: 'DELETE_TEST_SUITE',
      project: taskProject(scoped),
      versionNumber,
      parameters: { suiteId: id, suiteBusinessId: row.business_id },
      estimatedSeconds: 1,
    });
  });
  return 'OK';
}
