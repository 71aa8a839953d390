import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskType } from '@tmt/contract';
import type { TaskList } from 'graphile-worker';
import { setTestCaseProperty } from '../domains/cases/set-test-case-property';
import { addTestCasesToRunTask } from '../domains/executions/add-test-cases-to-run-task';
import { saveTestExecutionsTask } from '../domains/executions/save-test-executions';
import { createProjectVersion } from '../domains/projects/create-project-version';
import { deleteProject } from '../domains/projects/delete-project';
import { deleteProjectVersion } from '../domains/projects/delete-project-version';
import { closeTestRunTask } from '../domains/runs/close-test-run';
import { copyTestRunTask } from '../domains/runs/copy-test-run';
import { copyTestSuite } from '../domains/suites/copy-test-suite';
import { deleteTestSuite } from '../domains/suites/delete-test-suite';
import { resetTestSuitesOrder } from '../domains/suites/reset-test-suites-order';
import { setTestSuiteProperty } from '../domains/suites/set-test-suite-property';
import { copyTreeItems, moveTreeItems } from '../domains/tree/tree-tasks';
import { type TaskHandler, wrapTask } from '../kernel/tasks/run-task';

/** The task types this release runs, by graphile-worker task identifier (the task type). */
const handlers: Partial<Record<TaskType, TaskHandler>> = {
  CREATE_PROJECT_VERSION: createProjectVersion,
  DELETE_TEST_SUITE: deleteTestSuite,
  DELETE_PROJECT_VERSION: deleteProjectVersion,
  DELETE_PROJECT: deleteProject,
  RESET_TEST_SUITES_ORDER: resetTestSuitesOrder,
  SET_TEST_CASE_PROPERTY: setTestCaseProperty,
  SET_TEST_SUITE_PROPERTY: setTestSuiteProperty,
  COPY_TEST_SUITE: copyTestSuite,
  COPY_TEST_FOLDER: copyTreeItems,
  COPY_ITEMS_IN_TEST_SUITE: copyTreeItems,
  MOVE_TEST_FOLDER: moveTreeItems,
  MOVE_ITEMS_IN_TEST_SUITE: moveTreeItems,
  CLOSE_TEST_RUN: closeTestRunTask,
  COPY_TEST_RUN: copyTestRunTask,
  ADD_TEST_CASES_TO_RUN_ASYNC: addTestCasesToRunTask,
  SAVE_TEST_EXECUTIONS_ASYNC: saveTestExecutionsTask,
};

export function taskList(orm: MikroORM): TaskList {
  return Object.fromEntries(Object.entries(handlers).map(([type, handler]) => [type, wrapTask(orm, handler)]));
}
