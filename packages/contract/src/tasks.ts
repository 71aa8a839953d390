import { z } from 'zod';

/** The task types of content/docs/en/api/reference/task.md. */
export const TaskType = z.enum([
  'GENERATE_REPORT',
  'CREATE_PROJECT_VERSION',
  'COPY_TEST_RUN',
  'CLOSE_TEST_RUN',
  'GENERATE_CSV_REPORT',
  'SET_TEST_CASE_PROPERTY',
  'DELETE_TEST_SUITE',
  'SET_TEST_SUITE_PROPERTY',
  'SET_TEST_EXECUTION_PROPERTY',
  'UPDATE_PIN_STATUS',
  'COPY_TEST_FOLDER',
  'MOVE_TEST_FOLDER',
  'DELETE_PROJECT_VERSION',
  'DELETE_PINNED_DOCUMENTS',
  'RESET_TEST_SUITES_ORDER',
  'HANDLE_AFTER_DELETING_USER',
  'COPY_ITEMS_IN_TEST_SUITE',
  'MOVE_ITEMS_IN_TEST_SUITE',
  'EXPORT_QF_DATA_STRUCTURE',
  'EXPORT_QF_DATA_DETAIL',
  'CREATE_RUN_BY_RISK_LEVEL',
  'REBUILD_RISK_LEVEL_DOCUMENTS',
  'ADD_TEST_CASES_TO_RUN_ASYNC',
  'SAVE_TEST_EXECUTIONS_ASYNC',
  'DELETE_PROJECT',
  'COPY_TEST_SUITE',
  // Ours: closing a version (the spec names its close fields, not the task).
  'CLOSE_PROJECT_VERSION',
  // Ours: test results from CI (JUnit XML).
  'IMPORT_JUNIT_RESULTS',
  // Ours: test cases in from other tools and spreadsheets, and out as a spreadsheet.
  'IMPORT_TEST_CASES',
  'EXPORT_TEST_CASES',
]);
export type TaskType = z.infer<typeof TaskType>;

export const TaskStatus = z.enum(['NEW', 'RUNNING', 'DONE', 'ERROR']);
export type TaskStatus = z.infer<typeof TaskStatus>;
export const TaskVisibility = z.enum(['SHOW', 'HIDE']);
export type TaskVisibility = z.infer<typeof TaskVisibility>;
