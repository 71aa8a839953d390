import { rowsOfOneProject } from '../content/rows-of-one-project';
import type { ServiceContext } from '../context';
import { enqueueTask } from './enqueue-task';
import { taskProject } from './task-project';

interface Input {
  testCaseDocRefs: string[];
  property: string;
  value: unknown;
}

/** SET_TEST_CASE_PROPERTY: checks the cases (all found, one project, write access) and queues the update. */
export async function requestCaseProperty(ctx: ServiceContext, input: Input): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const { ids, scoped } = await rowsOfOneProject({ ...ctx, em }, 'test_case', input.testCaseDocRefs, 'write');
    return enqueueTask(em, ctx.principal, {
      type: 'SET_TEST_CASE_PROPERTY',
      project: taskProject(scoped),
      parameters: { caseIds: ids, property: input.property, value: input.value },
      estimatedSeconds: Math.max(1, Math.ceil(ids.length / 20_000)),
    });
  });
}
