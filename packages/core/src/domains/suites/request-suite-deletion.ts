import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertSuiteNotInOpenRun } from '../runs/open-run-guard';

/** DELETE_TEST_SUITE: refused while the suite is in an open run; otherwise deleted by a task. Answers "OK". */
export async function requestSuiteDeletion(ctx: ServiceContext, testSuiteDocRef: string): Promise<'OK'> {
  const { id } = parseDocRef(testSuiteDocRef);
  await ctx.tx(async (tx) => {
    const { row, scoped, versionNumber } = await loadScopedRow(tx, 'test_suite', id, testSuiteDocRef, 'write');
    await assertSuiteNotInOpenRun(tx, id);
    await enqueueTask(tx.em, ctx.principal, {
      type: 'DELETE_TEST_SUITE',
      project: taskProject(scoped),
      versionNumber,
      parameters: { suiteId: id, suiteBusinessId: row.business_id },
      estimatedSeconds: 1,
    });
  });
  return 'OK';
}
