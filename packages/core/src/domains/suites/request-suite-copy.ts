import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';

/** COPY_TEST_SUITE: queues a copy of a suite with its whole tree, appended in the same version. */
export async function requestSuiteCopy(ctx: ServiceContext, testSuiteDocRef: string, title?: string): Promise<string> {
  const { id } = parseDocRef(testSuiteDocRef);
  return ctx.tx(async (tx) => {
    const { row, scoped, versionNumber } = await loadScopedRow(tx, 'test_suite', id, testSuiteDocRef, 'write');
    return enqueueTask(tx.em, ctx.principal, {
      type: 'COPY_TEST_SUITE',
      project: taskProject(scoped),
      versionNumber,
      parameters: { suiteId: id, title: title ?? `${row.title} (copy)` },
      estimatedSeconds: 1,
    });
  });
}
