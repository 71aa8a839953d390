import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskType } from '@tmt/contract';
import type { TaskList } from 'graphile-worker';
import { createProjectVersion } from './handlers/create-project-version';
import { deleteTestSuite } from './handlers/delete-test-suite';
import { type TaskHandler, wrapTask } from './run-task';

/** The task types this release runs, by graphile-worker task identifier (the task type). */
const handlers: Partial<Record<TaskType, TaskHandler>> = {
  CREATE_PROJECT_VERSION: createProjectVersion,
  DELETE_TEST_SUITE: deleteTestSuite,
};

export function taskList(orm: MikroORM): TaskList {
  return Object.fromEntries(Object.entries(handlers).map(([type, handler]) => [type, wrapTask(orm, handler)]));
}
