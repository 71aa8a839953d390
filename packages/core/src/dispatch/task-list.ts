import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskType } from '@tmt/contract';
import type { TaskList } from 'graphile-worker';
import { exportQfDataDetailTask } from '../domains/automation/export-qf-data-detail';
import { exportQfDataStructureTask } from '../domains/automation/export-qf-data-structure';
import { generateCsvReportTask } from '../domains/automation/generate-csv-report';
import { generateReportTask } from '../domains/automation/generate-report';
import { importJunitResultsTask } from '../domains/automation/import-junit-results';
import { setTestCasePropertyTask } from '../domains/cases/set-test-case-property';
import { addTestCasesToRunAsyncTask } from '../domains/executions/add-test-cases-to-run-async';
import { createRunByRiskLevelTask } from '../domains/executions/create-run-by-risk-level';
import { saveTestExecutionsAsyncTask } from '../domains/executions/save-test-executions-async';
import { setTestExecutionPropertyTask } from '../domains/executions/set-test-execution-property';
import { exportTestCasesTask } from '../domains/imports/export-test-cases';
import { importTestCasesTask } from '../domains/imports/import-test-cases';
import { deletePinnedDocumentsTask } from '../domains/pins/delete-pinned-documents';
import { updatePinStatusTask } from '../domains/pins/update-pin-status';
import { closeProjectVersionTask } from '../domains/projects/close-project-version';
import { createProjectVersionTask } from '../domains/projects/create-project-version';
import { deleteProjectTask } from '../domains/projects/delete-project';
import { deleteProjectVersionTask } from '../domains/projects/delete-project-version';
import { rebuildRiskLevelDocumentsTask } from '../domains/risk/rebuild-risk-level-documents';
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
import { handleAfterDeletingUserTask } from '../domains/users/handle-after-deleting-user';
import type { DefinedTask } from '../kernel/tasks/define-task';
import { type TaskServices, wrapTask } from '../kernel/tasks/run-task';

/**
 * The task types this release runs, one entry per TaskType: a type without its task (or a task under another type's
 * key) does not compile.
 */
const tasks = {
  CREATE_PROJECT_VERSION: createProjectVersionTask,
  DELETE_TEST_SUITE: deleteTestSuiteTask,
  DELETE_PROJECT_VERSION: deleteProjectVersionTask,
  CLOSE_PROJECT_VERSION: closeProjectVersionTask,
  DELETE_PROJECT: deleteProjectTask,
  RESET_TEST_SUITES_ORDER: resetTestSuitesOrderTask,
  SET_TEST_CASE_PROPERTY: setTestCasePropertyTask,
  SET_TEST_SUITE_PROPERTY: setTestSuitePropertyTask,
  COPY_TEST_SUITE: copyTestSuiteTask,
  COPY_TEST_FOLDER: copyTestFolderTask,
  COPY_ITEMS_IN_TEST_SUITE: copyItemsInTestSuiteTask,
  MOVE_TEST_FOLDER: moveTestFolderTask,
  MOVE_ITEMS_IN_TEST_SUITE: moveItemsInTestSuiteTask,
  CLOSE_TEST_RUN: closeTestRunTask,
  COPY_TEST_RUN: copyTestRunTask,
  ADD_TEST_CASES_TO_RUN_ASYNC: addTestCasesToRunAsyncTask,
  SAVE_TEST_EXECUTIONS_ASYNC: saveTestExecutionsAsyncTask,
  SET_TEST_EXECUTION_PROPERTY: setTestExecutionPropertyTask,
  REBUILD_RISK_LEVEL_DOCUMENTS: rebuildRiskLevelDocumentsTask,
  CREATE_RUN_BY_RISK_LEVEL: createRunByRiskLevelTask,
  EXPORT_QF_DATA_STRUCTURE: exportQfDataStructureTask,
  EXPORT_QF_DATA_DETAIL: exportQfDataDetailTask,
  IMPORT_JUNIT_RESULTS: importJunitResultsTask,
  GENERATE_REPORT: generateReportTask,
  GENERATE_CSV_REPORT: generateCsvReportTask,
  IMPORT_TEST_CASES: importTestCasesTask,
  EXPORT_TEST_CASES: exportTestCasesTask,
  UPDATE_PIN_STATUS: updatePinStatusTask,
  DELETE_PINNED_DOCUMENTS: deletePinnedDocumentsTask,
  HANDLE_AFTER_DELETING_USER: handleAfterDeletingUserTask,
} satisfies { [T in TaskType]: Pick<DefinedTask<T>, 'type' | 'handler'> };

/** graphile-worker's task list: each type's handler by its task identifier (the task type). */
export function taskList(orm: MikroORM, services: TaskServices): TaskList {
  return Object.fromEntries(Object.values(tasks).map(({ type, handler }) => [type, wrapTask(orm, handler, services)]));
}
