import type { TaskType, TaskVisibility } from '@tmt/contract';
import type { z } from 'zod';
import type { ProjectRef, ScopedProject } from '../access/project-access';
import type { ServiceContext } from '../context';
import { watchGrowth } from '../db/analyze-grown';
import { enqueueTask } from './enqueue-task';
import type { RunningTask, TaskHandler } from './run-task';
import { taskProject } from './task-project';

type ParamsSchema = z.ZodType<unknown, Record<string, unknown>>;

/** What a request's checks found: where the task works, its parameters as stored, and its EstimatedTime. */
export interface TaskOrder<S extends ParamsSchema> {
  /** The project the task works in; null for a task of the tenant as a whole (the clean-up after deleting a user). */
  scope: ScopedProject<ProjectRef> | null;
  versionNumber?: number;
  params: z.input<S>;
  estimatedSeconds: number;
  /** A large input (a file sent inline) kept beside the request, not in its Parameters; the handler reads it. */
  input?: string;
}

/** A running task with its parameters read by the type's schema. */
export interface TaskRun<S extends ParamsSchema> extends Omit<RunningTask, 'params'> {
  params: z.output<S>;
  /**
   * Analyses what the task grew so far (it is analysed at its end anyway). A task that goes on to read in bulk what
   * it just wrote in bulk calls it first: the planner would plan that read on statistics that know none of the new
   * rows (a JUnit import's risk refresh over the 10,000 executions it had just added: 12 s instead of 0.3 s).
   */
  analyzeGrown: () => Promise<string[]>;
}

export interface TaskDefinition<T extends TaskType, S extends ParamsSchema, I> {
  type: T;
  /** The schema of the stored parameters (`taskParams[type]` of the contract). */
  params: S;
  /**
   * `SHOW` (the default): a task a user asked for, which applications list. `HIDE`: a task the system starts by
   * itself (clean-ups after a deletion), which applications leave out of their task lists.
   */
  visibility?: TaskVisibility;
  /** The checks made at the call, inside its transaction; a DomainError thrown here refuses the call. */
  request(ctx: ServiceContext, input: I): Promise<TaskOrder<S>>;
  /** The work, in the task's transaction; what it answers becomes the task's result. */
  handle(task: TaskRun<S>): Promise<Record<string, unknown> | undefined>;
}

export interface DefinedTask<T extends TaskType = TaskType, I = never> {
  type: T;
  /** Checks the call, then writes the task request and its job in the same transaction; answers the docRef. */
  request(ctx: ServiceContext, input: I): Promise<string>;
  /** The handler graphile-worker runs (see wrapTask): parses the stored parameters, then does the work. */
  handler: TaskHandler;
}

/**
 * One task type: its checks at the call and its work later, over parameters of one schema. The transaction, the
 * project a task request names and the enqueue are done here once for all of them.
 */
export function defineTask<T extends TaskType, S extends ParamsSchema, I>(
  definition: TaskDefinition<T, S, I>,
): DefinedTask<T, I> {
  return {
    type: definition.type,
    request: (ctx, input) =>
      ctx.tx(async (tx) => {
        const order = await definition.request(tx, input);
        return enqueueTask(tx.em, tx.principal, {
          type: definition.type,
          project: order.scope && taskProject(order.scope),
          versionNumber: order.versionNumber,
          parameters: order.params,
          estimatedSeconds: order.estimatedSeconds,
          input: order.input,
          visibility: definition.visibility ?? 'SHOW',
        });
      }),
    // A ZodError here ends the task in ERROR at once (see wrapTask): its stored parameters never change. What the
    // task grew is analysed last, in its transaction, so its DONE never leaves the planner blind (analyze-grown.ts),
    // and vacuumed after its commit, before its DONE (run-task.ts).
    handler: async (task) => {
      const params = definition.params.parse(task.params) as z.output<S>;
      const growth = await watchGrowth(task.ctx.em, task.ctx.principal.tenantId);
      const result = await definition.handle({ ...task, params, analyzeGrown: growth.analyze });
      await growth.analyze();
      return { result, grown: growth.tables };
    },
  };
}
