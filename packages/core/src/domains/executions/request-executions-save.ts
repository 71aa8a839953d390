import type { BulkExecution } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { enqueueTask } from '../../kernel/tasks/enqueue-task';
import { taskProject } from '../../kernel/tasks/task-project';
import { assertRunOpen, loadRunByBusinessId } from '../runs/load-run';

/** Executions one task saves per second, for the task's EstimatedTime. */
const SAVES_PER_SECOND = 10_000;

export type Decision = 'SKIP' | 'SET_IN_PROGRESS';

/** SAVE_TEST_EXECUTIONS_ASYNC: checks that the run (R_n in the headers' project) is open, then queues the saves. */
export async function requestExecutionsSave(
  ctx: ServiceContext,
  input: {
    testRunId: string;
    decisionOnInvalidTestExecutionResult: Decision;
    testExecutions: z.infer<typeof BulkExecution>[];
  },
): Promise<string> {
  return ctx.tx(async (tx) => {
    const run = await loadRunByBusinessId(tx, input.testRunId, 'write');
    assertRunOpen(run);
    return enqueueTask(tx.em, ctx.principal, {
      type: 'SAVE_TEST_EXECUTIONS_ASYNC',
      project: taskProject(run.scoped),
      versionNumber: run.versionNumber,
      parameters: {
        testRunId: run.id,
        decision: input.decisionOnInvalidTestExecutionResult,
        // Attachments are not stored by TMT yet, so they are not carried into the task.
        executions: input.testExecutions.map(({ attachments: _, ...rest }) => rest),
      },
      estimatedSeconds: Math.max(1, Math.ceil(input.testExecutions.length / SAVES_PER_SECOND)),
    });
  });
}
