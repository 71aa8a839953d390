import type { ServiceContext } from '../../kernel/context';
import { rowsOfOneProject } from '../../kernel/scope/rows-of-one-project';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';

interface Input {
  testCaseDocRefs: string[];
  property: string;
  value: unknown;
}

/** SET_TEST_CASE_PROPERTY: checks the cases (all found, one project, write access) and queues the update. */
export async function requestCaseProperty(ctx: ServiceContext, input: Input): Promise<string> {
  return ctx.tx(async (tx) => {
    const { ids, scoped } = await rowsOfOneProject(tx, 'test_case', input.testCaseDocRefs, 'write');
    return enqueueTask(tx.em, ctx.principal, {
      type: 'SET_TEST_CASE_PROPERTY',
      project: taskProject(scoped),
      parameters: { caseIds: ids, property: input.property, value: input.value },
      estimatedSeconds: Math.max(1, Math.ceil(ids.length / 20_000)),
    });
  });
}
