export { getDocumentHistory, restoreDocumentVersion } from './dispatch/document-history';
export {
  addDocument,
  createTestCaseTreeNode,
  deleteDocument,
  getDocument,
  modifyDocument,
  updateTestCaseTreeNode,
} from './dispatch/document-registry';
export { fillAnswer } from './dispatch/fill-answer';
export { listDocuments } from './dispatch/list-documents';
export { loadAttachmentUrl } from './dispatch/load-attachment-url';
export { searchVersion } from './dispatch/search-version';
export { startWorker, type WorkerOptions } from './dispatch/start-worker';
export { taskList } from './dispatch/task-list';
export { type Collected, type CollectOptions, collectAttachments } from './domains/attachments/collect-attachments';
export { type Downloadable, downloadableAttachment } from './domains/attachments/downloadable-attachment';
export { safeFileName } from './domains/attachments/file-name';
export { loadThumbnailUrl } from './domains/attachments/load-thumbnail-url';
export { type ThumbnailFailure, ThumbnailRefused } from './domains/attachments/thumbnail-refused';
export {
  ensureThumbnails,
  renderThumbnails,
  type ThumbnailSize,
  type Thumbnails,
  thumbnailOf,
} from './domains/attachments/thumbnails';
export { checkUpload, saveUpload } from './domains/attachments/upload-attachment';
export { createQfRun } from './domains/automation/create-qf-run';
export { exportQfDataDetailTask } from './domains/automation/export-qf-data-detail';
export { exportQfDataStructureTask } from './domains/automation/export-qf-data-structure';
export { generateCsvReportTask } from './domains/automation/generate-csv-report';
export { generateReportTask } from './domains/automation/generate-report';
export { importJunitResultsTask } from './domains/automation/import-junit-results';
export { TaskEndedInError, taskDownload } from './domains/automation/task-download';
export { deleteCase } from './domains/cases/delete-case';
export { caseList } from './domains/cases/list-cases';
export { moveTestCase } from './domains/cases/move-test-case';
export { setTestCasePropertyTask } from './domains/cases/set-test-case-property';
export { addTestCasesToRunById } from './domains/executions/add-test-cases-by-id';
export { addTestCasesToRun } from './domains/executions/add-test-cases-to-run';
export { addTestCasesToRunAsyncTask } from './domains/executions/add-test-cases-to-run-async';
export { createRunByRiskLevelTask } from './domains/executions/create-run-by-risk-level';
export { deleteTestCasesFromRun } from './domains/executions/delete-test-cases-from-run';
export { getTestCaseExecution } from './domains/executions/get-execution';
export { getTestCaseExecutions } from './domains/executions/get-executions';
export { type LinkInRunEntry, listMultipleLinksTestCasesInRun } from './domains/executions/list-links-in-run';
export { type RunEvent, type RunWatch, watchRun } from './domains/executions/run-events';
export { saveTestCaseExecution } from './domains/executions/save-execution';
export { saveTestExecutionsAsyncTask } from './domains/executions/save-test-executions-async';
export { setTestExecutionPropertyTask } from './domains/executions/set-test-execution-property';
export { deleteFolder } from './domains/folders/delete-folder';
export { exportTestCasesTask } from './domains/imports/export-test-cases';
export { importTestCasesTask } from './domains/imports/import-test-cases';
export { listPinnedDocuments } from './domains/pins/list-pins';
export { updatePinStatusTask } from './domains/pins/update-pin-status';
export { closeProjectVersionTask } from './domains/projects/close-project-version';
export { createProjectVersionTask } from './domains/projects/create-project-version';
export { deleteProjectTask } from './domains/projects/delete-project';
export { deleteProjectVersionTask } from './domains/projects/delete-project-version';
export { listSubProjects } from './domains/projects/list-sub-projects';
export { loadProjectSetting } from './domains/projects/load-project-setting';
export { loadProjectWithVersion } from './domains/projects/load-project-with-version';
export { loadProjectsByTenant } from './domains/projects/load-projects-by-tenant';
export { rebuildRiskLevelDocumentsTask } from './domains/risk/rebuild-risk-level-documents';
export { addTestSuitesToRun } from './domains/runs/add-suites-to-run';
export { checkTestRunEmpty } from './domains/runs/check-run-empty';
export { closeTestRunTask } from './domains/runs/close-test-run';
export { copyTestRunTask } from './domains/runs/copy-test-run';
export { deleteTestRun } from './domains/runs/delete-run';
export { deleteTestSuitesFromRun } from './domains/runs/delete-suites-from-run';
export { listTestRuns, type TesterItem } from './domains/runs/list-runs';
export { getTestRunStatistics } from './domains/runs/run-statistics';
export { getVersionRunTrends } from './domains/runs/run-trends';
export { getAvailableTestSuites } from './domains/suites/available-suites';
export { copyTestSuiteTask } from './domains/suites/copy-test-suite';
export { deleteTestSuiteTask } from './domains/suites/delete-test-suite';
export { listSuites } from './domains/suites/list-suites';
export { resetTestSuitesOrderTask } from './domains/suites/reset-test-suites-order';
export { setTestSuitePropertyTask } from './domains/suites/set-test-suite-property';
export { getTestSuitesInRun, type SuiteInRunEntry } from './domains/suites/suites-in-run';
export { createUser, ensureTenant, type NewUser } from './domains/tenants/provision';
export { pruneHistory } from './domains/tenants/prune-history';
export { getTenantSettings, modifyTenantSettings } from './domains/tenants/tenant-settings';
export { copyItemsInTestSuiteTask } from './domains/tree/copy-items-in-test-suite';
export { copyTestFolderTask } from './domains/tree/copy-test-folder';
export { moveItemsInTestSuiteTask } from './domains/tree/move-items-in-test-suite';
export { moveTestFolderTask } from './domains/tree/move-test-folder';
export type { TreePath } from './domains/tree/tree-paths';
export { createApiToken } from './domains/users/api-tokens/create-api-token';
export { listApiTokens } from './domains/users/api-tokens/list-api-tokens';
export { revokeApiToken } from './domains/users/api-tokens/revoke-api-token';
export { handleAfterDeletingUserTask } from './domains/users/handle-after-deleting-user';
export { userList } from './domains/users/list-users';
export type { Principal } from './kernel/access/principal';
export { tenantAdminRole } from './kernel/access/principal';
export { isApiToken, resolveApiToken } from './kernel/auth/api-tokens';
export { loadOrCreateDevSecret } from './kernel/auth/dev-secret';
export { listenPrincipalChanges, type PrincipalChangeListener } from './kernel/auth/principal-changes';
export { resolvePrincipal } from './kernel/auth/resolve-principal';
export { createTokenVerifier, signToken, type TokenClaims, type TokenKey } from './kernel/auth/tokens';
export { type BlobStore, BlobTooLarge, type StoredBlob } from './kernel/blobs/blob-store';
export { diskBlobStore } from './kernel/blobs/disk-blob-store';
export { s3BlobStore } from './kernel/blobs/s3-blob-store';
export { DOWNLOAD_TTL_MS, isValidDownload } from './kernel/blobs/signed-download';
export { callContext } from './kernel/call-context';
export { type ServiceContext, serviceContext } from './kernel/context';
export { type EmbeddedDatabase, embeddedSharedBuffersMb, startEmbeddedPostgres } from './kernel/db/embedded-postgres';
export { endNotifications } from './kernel/db/notifications';
export { closeDatabase, type Orm, openDatabase } from './kernel/db/orm';
export { preparedQuery } from './kernel/db/prepared-query';
export { READ_POOL_APPLICATION } from './kernel/db/read-pool';
export { withinTenantShare } from './kernel/db/tenant-share';
export { type DatabaseTimeouts, DEFAULT_TIMEOUTS } from './kernel/db/timeouts';
export * from './kernel/entities';
export { DomainError, hasErrorName, sqlStateOf, timeoutRefusal } from './kernel/errors';
export { limits } from './kernel/limits';
export { enqueueTask, type NewTask } from './kernel/tasks/enqueue-task';
export type { TaskServices } from './kernel/tasks/run-task';
export type { TaskOutput } from './kernel/tasks/task-file';
export { endTasksOfCrashedWorkers } from './kernel/tasks/worker-heartbeat';
export { DEMO_TENANT, DEMO_USER, seedDemo } from './seed/demo';
