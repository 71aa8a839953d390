import { parseDocRef } from '@tmt/contract';
import { loadScopedRow } from '../content/scoped-row';
import type { ServiceContext } from '../context';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

/** COPY_TEST_SUITE: queues a copy of a suite with its whole tree, appended in the same version. */
export async function requestSuiteCopy(ctx: ServiceContext, testSuiteDocRef: string, title?: string): Promise<string> {
  const { id } = parseDocRef(testSuiteDocRef);
  return ctx.em.transactional(async (em) => {
    const { row, scoped, versionNumber } = await loadScopedRow(
      { ...ctx, em },
      'test_suite',
      id,
      testSuiteDocRef,
      'write',
    );
    return enqueueTask(em, ctx.principal, {
      type: 'COPY_TEST_SUITE',
      project: taskProject(scoped),
      versionNumber,
      parameters: { suiteId: id, title: title ?? `${row.title} (copy)` },
      estimatedSeconds: 1,
    });
  });
}
