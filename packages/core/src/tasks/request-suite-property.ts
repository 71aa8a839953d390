import { rowsOfOneProject } from '../content/rows-of-one-project';
import type { ServiceContext } from '../context';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

interface Input {
  testSuiteDocRefs: string[];
  property: string;
  value: unknown;
}

/** SET_TEST_SUITE_PROPERTY: checks the suites (all found, one project, write access) and queues the update. */
export async function requestSuiteProperty(ctx: ServiceContext, input: Input): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const { ids, scoped } = await rowsOfOneProject({ ...ctx, em }, 'test_suite', input.testSuiteDocRefs, 'write');
    return enqueueTask(em, ctx.principal, {
      type: 'SET_TEST_SUITE_PROPERTY',
      project: taskProject(scoped),
      parameters: {
        suiteIds: ids,
        tagProjectId: scoped.project.parentId ?? scoped.project.id,
        property: input.property,
        value: input.value,
      },
      estimatedSeconds: 1,
    });
  });
}
