import type { ServiceContext } from '../../kernel/context';
import { rowsOfOneProject } from '../../kernel/scope/rows-of-one-project';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';

interface Input {
  testSuiteDocRefs: string[];
  property: string;
  value: unknown;
}

/** SET_TEST_SUITE_PROPERTY: checks the suites (all found, one project, write access) and queues the update. */
export async function requestSuiteProperty(ctx: ServiceContext, input: Input): Promise<string> {
  return ctx.tx(async (tx) => {
    const { ids, scoped } = await rowsOfOneProject(tx, 'test_suite', input.testSuiteDocRefs, 'write');
    return enqueueTask(tx.em, ctx.principal, {
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
