import type { z } from 'zod';
import { ADD_DOCUMENT } from './add-document';
import { ADD_TEST_CASES_TO_RUN } from './add-test-cases-to-run';
import { ADD_TEST_CASES_TO_RUN_ASYNC } from './add-test-cases-to-run-async';
import { ADD_TEST_CASES_TO_RUN_BY_ID } from './add-test-cases-to-run-by-id';
import { ADD_TEST_SUITES_TO_RUN } from './add-test-suites-to-run';
import { CHECK_TEST_RUN_EMPTY } from './check-test-run-empty';
import { CLOSE_PROJECT_VERSION } from './close-project-version';
import { CLOSE_TEST_RUN } from './close-test-run';
import { COPY_ITEMS_IN_TEST_SUITE } from './copy-items-in-test-suite';
import { COPY_TEST_FOLDER } from './copy-test-folder';
import { COPY_TEST_RUN } from './copy-test-run';
import { COPY_TEST_SUITE } from './copy-test-suite';
import { CREATE_API_TOKEN } from './create-api-token';
import { CREATE_PROJECT_VERSION } from './create-project-version';
import { CREATE_QF_RUN } from './create-qf-run';
import { CREATE_RUN_BY_RISK_LEVEL } from './create-run-by-risk-level';
import { CREATE_TEST_CASE_TREE_NODE } from './create-test-case-tree-node';
import type { PlannedMethod } from './define-method';
import { DELETE_DOCUMENT } from './delete-document';
import { DELETE_FOLDER } from './delete-folder';
import { DELETE_PROJECT } from './delete-project';
import { DELETE_PROJECT_VERSION } from './delete-project-version';
import { DELETE_TEST_CASES_FROM_RUN } from './delete-test-cases-from-run';
import { DELETE_TEST_RUN } from './delete-test-run';
import { DELETE_TEST_SUITE } from './delete-test-suite';
import { DELETE_TEST_SUITES_FROM_RUN } from './delete-test-suites-from-run';
import { EXPORT_QF_DATA_DETAIL } from './export-qf-data-detail';
import { EXPORT_QF_DATA_STRUCTURE } from './export-qf-data-structure';
import { EXPORT_TEST_CASES } from './export-test-cases';
import { GENERATE_CSV_REPORT } from './generate-csv-report';
import { GENERATE_REPORT } from './generate-report';
import { GET_AVAILABLE_TEST_SUITES } from './get-available-test-suites';
import { GET_DOCUMENT } from './get-document';
import { GET_DOCUMENT_HISTORY } from './get-document-history';
import { GET_TENANT_SETTINGS } from './get-tenant-settings';
import { GET_TEST_CASE_EXECUTION } from './get-test-case-execution';
import { GET_TEST_CASE_EXECUTIONS } from './get-test-case-executions';
import { GET_TEST_RUN_STATISTICS } from './get-test-run-statistics';
import { GET_TEST_SUITES_IN_RUN } from './get-test-suites-in-run';
import { GET_VERSION_RUN_TRENDS } from './get-version-run-trends';
import { IMPORT_JUNIT_RESULTS } from './import-junit-results';
import { IMPORT_TEST_CASES } from './import-test-cases';
import { LIST_API_TOKENS } from './list-api-tokens';
import { LIST_DOCUMENTS } from './list-documents';
import { LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN } from './list-multiple-links-test-cases-in-run';
import { LIST_PINNED_DOCUMENTS } from './list-pinned-documents';
import { LIST_SUB_PROJECTS } from './list-sub-projects';
import { LIST_TEST_RUNS } from './list-test-runs';
import { LIST_TEST_SUITES } from './list-test-suites';
import { LOAD_ATTACHMENT_URL } from './load-attachment-url';
import { LOAD_PROJECT_SETTING } from './load-project-setting';
import { LOAD_PROJECT_WITH_VERSION } from './load-project-with-version';
import { LOAD_PROJECTS_BY_TENANT } from './load-projects-by-tenant';
import { LOAD_THUMBNAIL_URL } from './load-thumbnail-url';
import { MODIFY_DOCUMENT } from './modify-document';
import { MODIFY_TENANT_SETTINGS } from './modify-tenant-settings';
import { MOVE_ITEMS_IN_TEST_SUITE } from './move-items-in-test-suite';
import { MOVE_TEST_CASE } from './move-test-case';
import { MOVE_TEST_FOLDER } from './move-test-folder';
import { REBUILD_RISK_LEVEL_DOCUMENTS } from './rebuild-risk-level-documents';
import { RESET_TEST_SUITES_ORDER } from './reset-test-suites-order';
import { RESTORE_DOCUMENT_VERSION } from './restore-document-version';
import { REVOKE_API_TOKEN } from './revoke-api-token';
import { SAVE_TEST_CASE_EXECUTION } from './save-test-case-execution';
import { SAVE_TEST_EXECUTIONS_ASYNC } from './save-test-executions-async';
import { SEARCH_VERSION } from './search-version';
import { SET_TEST_CASE_PROPERTY } from './set-test-case-property';
import { SET_TEST_EXECUTION_PROPERTY } from './set-test-execution-property';
import { SET_TEST_SUITE_PROPERTY } from './set-test-suite-property';
import { UPDATE_PIN_STATUS } from './update-pin-status';
import { UPDATE_TEST_CASE_TREE_NODE } from './update-test-case-tree-node';

/** Every method the server serves, by its documented name. */
export const methods = {
  ADD_DOCUMENT,
  ADD_TEST_CASES_TO_RUN,
  ADD_TEST_CASES_TO_RUN_ASYNC,
  ADD_TEST_CASES_TO_RUN_BY_ID,
  ADD_TEST_SUITES_TO_RUN,
  CHECK_TEST_RUN_EMPTY,
  CLOSE_PROJECT_VERSION,
  CLOSE_TEST_RUN,
  CREATE_API_TOKEN,
  COPY_ITEMS_IN_TEST_SUITE,
  COPY_TEST_FOLDER,
  COPY_TEST_RUN,
  COPY_TEST_SUITE,
  CREATE_PROJECT_VERSION,
  CREATE_QF_RUN,
  CREATE_RUN_BY_RISK_LEVEL,
  CREATE_TEST_CASE_TREE_NODE,
  DELETE_DOCUMENT,
  DELETE_FOLDER,
  DELETE_PROJECT,
  DELETE_PROJECT_VERSION,
  DELETE_TEST_CASES_FROM_RUN,
  DELETE_TEST_RUN,
  DELETE_TEST_SUITE,
  DELETE_TEST_SUITES_FROM_RUN,
  EXPORT_QF_DATA_DETAIL,
  EXPORT_QF_DATA_STRUCTURE,
  EXPORT_TEST_CASES,
  GENERATE_CSV_REPORT,
  GENERATE_REPORT,
  GET_AVAILABLE_TEST_SUITES,
  GET_DOCUMENT,
  GET_DOCUMENT_HISTORY,
  GET_TEST_CASE_EXECUTION,
  GET_TEST_CASE_EXECUTIONS,
  GET_TEST_RUN_STATISTICS,
  GET_TEST_SUITES_IN_RUN,
  GET_VERSION_RUN_TRENDS,
  GET_TENANT_SETTINGS,
  IMPORT_JUNIT_RESULTS,
  IMPORT_TEST_CASES,
  LIST_API_TOKENS,
  LIST_DOCUMENTS,
  LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN,
  LIST_PINNED_DOCUMENTS,
  LIST_SUB_PROJECTS,
  LIST_TEST_RUNS,
  LIST_TEST_SUITES,
  LOAD_ATTACHMENT_URL,
  LOAD_PROJECTS_BY_TENANT,
  LOAD_PROJECT_SETTING,
  LOAD_PROJECT_WITH_VERSION,
  LOAD_THUMBNAIL_URL,
  MODIFY_DOCUMENT,
  MODIFY_TENANT_SETTINGS,
  MOVE_ITEMS_IN_TEST_SUITE,
  MOVE_TEST_CASE,
  MOVE_TEST_FOLDER,
  REBUILD_RISK_LEVEL_DOCUMENTS,
  RESET_TEST_SUITES_ORDER,
  RESTORE_DOCUMENT_VERSION,
  REVOKE_API_TOKEN,
  SAVE_TEST_CASE_EXECUTION,
  SAVE_TEST_EXECUTIONS_ASYNC,
  SEARCH_VERSION,
  SET_TEST_CASE_PROPERTY,
  SET_TEST_EXECUTION_PROPERTY,
  SET_TEST_SUITE_PROPERTY,
  UPDATE_PIN_STATUS,
  UPDATE_TEST_CASE_TREE_NODE,
};

/** Methods the spec documents that this release does not serve yet (none: every one is served). */
export const plannedMethods: Record<string, PlannedMethod> = {};

export type Methods = typeof methods;
export type MethodName = keyof Methods;
/** What a caller sends: the params schema's input (defaults may be left out). */
export type MethodParams<M extends MethodName> = z.input<Methods[M]['params']>;
/** What the server answers. */
export type MethodResult<M extends MethodName> = z.output<Methods[M]['result']>;

export { ADD_DOCUMENT } from './add-document';
export { ADD_TEST_CASES_TO_RUN } from './add-test-cases-to-run';
export { ADD_TEST_CASES_TO_RUN_ASYNC } from './add-test-cases-to-run-async';
export { ADD_TEST_CASES_TO_RUN_BY_ID } from './add-test-cases-to-run-by-id';
export { ADD_TEST_SUITES_TO_RUN } from './add-test-suites-to-run';
export { CHECK_TEST_RUN_EMPTY } from './check-test-run-empty';
export { CLOSE_PROJECT_VERSION } from './close-project-version';
export { CLOSE_TEST_RUN } from './close-test-run';
export { COPY_ITEMS_IN_TEST_SUITE } from './copy-items-in-test-suite';
export { COPY_TEST_FOLDER } from './copy-test-folder';
export { COPY_TEST_RUN } from './copy-test-run';
export { COPY_TEST_SUITE } from './copy-test-suite';
export { CREATE_API_TOKEN } from './create-api-token';
export { CREATE_PROJECT_VERSION } from './create-project-version';
export { CREATE_QF_RUN } from './create-qf-run';
export { CREATE_RUN_BY_RISK_LEVEL } from './create-run-by-risk-level';
export { CREATE_TEST_CASE_TREE_NODE } from './create-test-case-tree-node';
export * from './define-method';
export { DELETE_DOCUMENT } from './delete-document';
export { DELETE_FOLDER } from './delete-folder';
export { DELETE_PROJECT } from './delete-project';
export { DELETE_PROJECT_VERSION } from './delete-project-version';
export { DELETE_TEST_CASES_FROM_RUN } from './delete-test-cases-from-run';
export { DELETE_TEST_RUN } from './delete-test-run';
export { DELETE_TEST_SUITE } from './delete-test-suite';
export { DELETE_TEST_SUITES_FROM_RUN } from './delete-test-suites-from-run';
export { EXPORT_QF_DATA_DETAIL } from './export-qf-data-detail';
export { EXPORT_QF_DATA_STRUCTURE } from './export-qf-data-structure';
export { EXPORT_TEST_CASES } from './export-test-cases';
export { GENERATE_CSV_REPORT } from './generate-csv-report';
export { GENERATE_REPORT } from './generate-report';
export { GET_AVAILABLE_TEST_SUITES } from './get-available-test-suites';
export { GET_DOCUMENT } from './get-document';
export { GET_DOCUMENT_HISTORY } from './get-document-history';
export { GET_TENANT_SETTINGS } from './get-tenant-settings';
export { GET_TEST_CASE_EXECUTION } from './get-test-case-execution';
export { GET_TEST_CASE_EXECUTIONS } from './get-test-case-executions';
export { GET_TEST_RUN_STATISTICS } from './get-test-run-statistics';
export { GET_TEST_SUITES_IN_RUN } from './get-test-suites-in-run';
export { GET_VERSION_RUN_TRENDS } from './get-version-run-trends';
export { IMPORT_JUNIT_RESULTS } from './import-junit-results';
export { IMPORT_TEST_CASES } from './import-test-cases';
export { LIST_API_TOKENS } from './list-api-tokens';
export { LIST_DOCUMENTS } from './list-documents';
export { LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN } from './list-multiple-links-test-cases-in-run';
export { LIST_PINNED_DOCUMENTS } from './list-pinned-documents';
export { LIST_SUB_PROJECTS } from './list-sub-projects';
export { LIST_TEST_RUNS } from './list-test-runs';
export { LIST_TEST_SUITES } from './list-test-suites';
export { LOAD_ATTACHMENT_URL } from './load-attachment-url';
export { LOAD_PROJECT_SETTING } from './load-project-setting';
export { LOAD_PROJECT_WITH_VERSION } from './load-project-with-version';
export { LOAD_PROJECTS_BY_TENANT } from './load-projects-by-tenant';
export { LOAD_THUMBNAIL_URL } from './load-thumbnail-url';
export { MODIFY_DOCUMENT } from './modify-document';
export { MODIFY_TENANT_SETTINGS } from './modify-tenant-settings';
export { MOVE_ITEMS_IN_TEST_SUITE } from './move-items-in-test-suite';
export { MOVE_TEST_CASE } from './move-test-case';
export { MOVE_TEST_FOLDER } from './move-test-folder';
export { REBUILD_RISK_LEVEL_DOCUMENTS } from './rebuild-risk-level-documents';
export { RESET_TEST_SUITES_ORDER } from './reset-test-suites-order';
export { RESTORE_DOCUMENT_VERSION } from './restore-document-version';
export { REVOKE_API_TOKEN } from './revoke-api-token';
export { SAVE_TEST_CASE_EXECUTION } from './save-test-case-execution';
export { SAVE_TEST_EXECUTIONS_ASYNC } from './save-test-executions-async';
export { SEARCH_VERSION } from './search-version';
export { SET_TEST_CASE_PROPERTY } from './set-test-case-property';
export { SET_TEST_EXECUTION_PROPERTY } from './set-test-execution-property';
export { SET_TEST_SUITE_PROPERTY } from './set-test-suite-property';
export { UPDATE_PIN_STATUS } from './update-pin-status';
export { UPDATE_TEST_CASE_TREE_NODE } from './update-test-case-tree-node';
