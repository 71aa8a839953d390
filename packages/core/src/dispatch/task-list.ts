import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import { setTestCasePropertyTask } from '../domains/cases/set-test-case-property';
import { addTestCasesToRunAsyncTask } from '../domains/executions/add-test-cases-to-run-async';
import { saveTestExecutionsAsyncTask } from '../domains/executions/save-test-executions-async';
import { setTestExecutionPropertyTask } from '../domains/executions/set-test-execution-property';
import { closeProjectVersionTask } from '../domains/projects/close-project-version';
import { createProjectVersionTask } from '../domains/projects/create-project-version';
import { deleteProjectTask } from '../domains/projects/delete-project';
import { deleteProjectVersionTask } from '../domains/projects/delete-project-version';
import { closeTestRunTask } from '../domains/runs/close-test-run';
import { copyTestRunTask } from '../domains/runs/copy-test-run';
import { copyTestSuiteTask } from '../domains/suites/copy-test-suite';
import { deleteTestSuiteTask } from '../domains/suites/delete-test-suite';
import { resetTestSuitesOrderTask } from '../domains/suites/reset-test-suites-order';
import { setTestSuitePropertyTask } from '../domains/suites/set-test-suite-property';
import { copyItemsInTestSuiteTask } from '../domains/tree/copy-items-in-test-suite';
import { copyTestFolderTask } from '../domains/tree/copy-test-folder';
import { moveItemsInTestSuiteTask } from '../domains/tree/move-items-in-test-suite';
import { moveTestFolderTask } from '../domains/tree/move-test-folder';
import type { DefinedTask } from '../kernel/tasks/define-task';
import { wrapTask } from '../kernel/tasks/run-task';

/** The task types this release runs. */
const tasks: Pick<DefinedTask, 'type' | 'handler'>[] = [
  createProjectVersionTask,
  deleteTestSuiteTask,
  deleteProjectVersionTask,
  closeProjectVersionTask,
  deleteProjectTask,
  resetTestSuitesOrderTask,
  setTestCasePropertyTask,
  setTestSuitePropertyTask,
  copyTestSuiteTask,
  copyTestFolderTask,
  copyItemsInTestSuiteTask,
  moveTestFolderTask,
  moveItemsInTestSuiteTask,
  closeTestRunTask,
  copyTestRunTask,
  addTestCasesToRunAsyncTask,
  saveTestExecutionsAsyncTask,
  setTestExecutionPropertyTask,
];

/** graphile-worker's task list: each type's handler by its task identifier (the task type). */
export function taskList(orm: MikroORM): TaskList {
  return Object.fromEntries(tasks.map(({ type, handler }) => [type, wrapTask(orm, handler)]));
}
