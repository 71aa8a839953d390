import type { World } from './world';

// Valid params for every method of the method table, pointed at the documents of a world (see world.ts): what the
// cross-tenant test sends from another tenant and the roles test sends with each role. A method added to the table
// without a template fails both.

export interface Template {
  params: Record<string, unknown>;
  /** Project-scoped methods name the project in the header, as a client would. */
  headers?: Record<string, string>;
  /** From another tenant: `missing` (the default) is -32004; `nothing` a result that holds none of the world's documents. */
  expect?: 'missing' | 'nothing';
}

const page = { offset: 0, limit: 100 };
const inProject = (w: World) => ({ 'Project-Id': w.ids.project });

/** One template per method of the table. */
export const TEMPLATES: Record<string, (w: World) => Template> = {
  GET_DOCUMENT: (w) => ({ params: { docRef: w.testCase } }),
  ADD_DOCUMENT: (w) => ({
    params: {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: w.ids.project, Title: 'Intruder' } } },
    },
  }),
  MODIFY_DOCUMENT: (w) => ({
    params: { docRef: w.suite, locale: 'en', document: { Root: { General: { Title: 'Taken over' } } } },
  }),
  LOAD_PROJECTS_BY_TENANT: () => ({ params: {}, expect: 'nothing' }),
  GET_DOCUMENT_HISTORY: (w) => ({ params: { docRef: w.testCase } }),
  // The case's first entry is its creation; allowed roles pass the role check whatever the entry.
  RESTORE_DOCUMENT_VERSION: (w) => ({ params: { docRef: w.testCase, historyId: 1 } }),
  // A caller's own tokens: from another tenant, that tenant's caller's (api-tokens.test.ts tries real ids of others).
  CREATE_API_TOKEN: () => ({ params: { name: 'CI' }, expect: 'nothing' }),
  LIST_API_TOKENS: () => ({ params: {}, expect: 'nothing' }),
  REVOKE_API_TOKEN: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  // The caller's own tenant's settings: from another tenant, that tenant's.
  GET_TENANT_SETTINGS: () => ({ params: {}, expect: 'nothing' }),
  MODIFY_TENANT_SETTINGS: () => ({ params: { historyRetentionDays: null }, expect: 'nothing' }),
  LIST_SUB_PROJECTS: (w) => ({
    params: { page, sources: [{ docRef: w.project, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }] },
  }),
  LOAD_PROJECT_WITH_VERSION: (w) => ({ params: { projectId: w.ids.project } }),
  LOAD_PROJECT_SETTING: (w) => ({ params: { projectId: w.ids.project } }),
  LIST_TEST_SUITES: (w) => ({ params: { projectSpec: { projectId: w.ids.project }, filter: {}, page, sort: [] } }),
  LIST_DOCUMENTS: (w) => ({ params: { documentModelName: 'TestCase-dm', page }, headers: inProject(w) }),
  CREATE_TEST_CASE_TREE_NODE: (w) => ({
    params: {
      documentModelName: 'TestCase-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Planted' } } },
      parentNodeDocRef: w.folder,
    },
  }),
  UPDATE_TEST_CASE_TREE_NODE: (w) => ({
    params: { docRef: w.testCase, locale: 'en', document: { Root: { General: { Title: 'Renamed' } } } },
  }),
  DELETE_DOCUMENT: (w) => ({ params: { docRef: w.otherCase } }),
  DELETE_FOLDER: (w) => ({ params: { docRef: w.folder } }),
  MOVE_TEST_CASE: (w) => ({ params: { sourceDocRef: w.otherCase, destinationDocRef: w.folder } }),
  CREATE_PROJECT_VERSION: (w) => ({
    params: { document: { Root: { General: { ProjectId: w.ids.project, Title: 'Forked' } } } },
  }),
  DELETE_TEST_SUITE: (w) => ({ params: { testSuiteDocRef: w.otherSuite } }),
  DELETE_PROJECT_VERSION: (w) => ({ params: { projectVersionDocRef: w.version } }),
  CLOSE_PROJECT_VERSION: (w) => ({ params: { projectVersionDocRef: w.version } }),
  DELETE_PROJECT: (w) => ({ params: { projectDocRef: w.project } }),
  RESET_TEST_SUITES_ORDER: (w) => ({ params: { projectSpec: { projectId: w.ids.project }, sort: 'Title DESC' } }),
  SET_TEST_CASE_PROPERTY: (w) => ({ params: { testCaseDocRefs: [w.testCase], property: 'Status', value: 'DONE' } }),
  SET_TEST_SUITE_PROPERTY: (w) => ({
    params: { testSuiteDocRefs: [w.suite], property: 'RecommendedPriority', value: 'LOW' },
  }),
  COPY_TEST_SUITE: (w) => ({ params: { testSuiteDocRef: w.suite, title: 'Stolen' } }),
  COPY_TEST_FOLDER: (w) => ({ params: { testFolderDocRef: w.folder, destinationDocRef: w.otherSuite } }),
  COPY_ITEMS_IN_TEST_SUITE: (w) => ({ params: { itemDocRefs: [w.testCase], destinationDocRef: w.otherSuite } }),
  MOVE_TEST_FOLDER: (w) => ({ params: { testFolderDocRef: w.folder, destinationDocRef: w.otherSuite } }),
  MOVE_ITEMS_IN_TEST_SUITE: (w) => ({ params: { itemDocRefs: [w.otherCase], destinationDocRef: w.suite } }),
  LIST_TEST_RUNS: (w) => ({ params: { page }, headers: inProject(w) }),
  DELETE_TEST_RUN: (w) => ({ params: { testRunDocRef: w.run } }),
  CHECK_TEST_RUN_EMPTY: (w) => ({ params: { testRunDocRef: w.run } }),
  GET_AVAILABLE_TEST_SUITES: (w) => ({ params: { testRunDocRef: w.run, page } }),
  GET_TEST_SUITES_IN_RUN: (w) => ({ params: { testRunDocRef: w.run, page } }),
  GET_TEST_RUN_STATISTICS: (w) => ({ params: { testRunDocRef: w.run } }),
  GET_VERSION_RUN_TRENDS: (w) => ({
    params: { projectId: w.ids.project, compare: { from: w.ids.run, to: w.ids.run } },
  }),
  ADD_TEST_SUITES_TO_RUN: (w) => ({ params: { testRunDocRef: w.run, testSuiteDocRefs: [w.otherSuite] } }),
  DELETE_TEST_SUITES_FROM_RUN: (w) => ({ params: { testRunDocRef: w.run, testSuiteDocRefs: [w.suite] } }),
  LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN: (w) => ({
    params: {
      page,
      testRunFilter: { testRunDocRef: w.run },
      sources: [{ docRef: w.suite, relationshipModel: 'TestSuiteTestCaseFolder-rm' }],
    },
  }),
  CLOSE_TEST_RUN: (w) => ({ params: { testRunDocRef: w.run } }),
  COPY_TEST_RUN: (w) => ({ params: { testRunDocRef: w.run, title: 'Copied away' } }),
  GET_TEST_CASE_EXECUTIONS: (w) => ({ params: { testRunDocRef: w.run, page } }),
  GET_TEST_CASE_EXECUTION: (w) => ({ params: { testRunDocRef: w.run, docRef: w.testCase } }),
  ADD_TEST_CASES_TO_RUN: (w) => ({ params: { testRunDocRef: w.run, testCasesDocRefs: [w.testCase] } }),
  ADD_TEST_CASES_TO_RUN_BY_ID: (w) => ({
    params: { testRunId: w.ids.run, testCaseIds: [w.ids.testCase] },
    headers: inProject(w),
  }),
  ADD_TEST_CASES_TO_RUN_ASYNC: (w) => ({
    params: { testRunId: w.ids.run, testCaseIds: [w.ids.testCase] },
    headers: inProject(w),
  }),
  DELETE_TEST_CASES_FROM_RUN: (w) => ({ params: { testRunDocRef: w.run, testCasesDocRefs: [w.testCase] } }),
  SAVE_TEST_CASE_EXECUTION: (w) => ({
    params: { docRef: w.execution, document: { Root: { General: { Result: 5, ResultDetails: 'Forged' } } } },
  }),
  SET_TEST_EXECUTION_PROPERTY: (w) => ({
    params: { testRunDocRef: w.run, testExecutionDocRefs: [w.execution], property: 'Result', value: 5 },
  }),
  LOAD_ATTACHMENT_URL: (w) => ({
    params: { attachmentId: '00000000-0000-4000-8000-000000000000', docRef: w.execution },
  }),
  // An attachment id of A's is unknown to B like any other id.
  LOAD_THUMBNAIL_URL: () => ({ params: { attachmentId: '00000000-0000-4000-8000-000000000000' } }),
  SAVE_TEST_EXECUTIONS_ASYNC: (w) => ({
    params: {
      testRunId: w.ids.run,
      decisionOnInvalidTestExecutionResult: 'SKIP',
      testExecutions: [{ testCaseId: w.ids.testCase, result: 5 }],
    },
    headers: inProject(w),
  }),
  UPDATE_PIN_STATUS: (w) => ({ params: { docRefs: [w.suite, w.testCase, w.run], pinned: true } }),
  LIST_PINNED_DOCUMENTS: (w) => ({ params: { page }, headers: inProject(w) }),
  SEARCH_VERSION: (w) => ({ params: { projectId: w.ids.project, text: 'Checkout' } }),
  REBUILD_RISK_LEVEL_DOCUMENTS: (w) => ({ params: { projectId: w.ids.project } }),
  CREATE_RUN_BY_RISK_LEVEL: (w) => ({
    params: { projectId: w.ids.project, minimumRiskLevel: 'LOW', title: 'Risk run', testSuiteDocRefs: [w.suite] },
  }),
  EXPORT_QF_DATA_STRUCTURE: (w) => ({ params: { projectId: w.ids.project, subprojectId: '_', version: 1 } }),
  EXPORT_QF_DATA_DETAIL: (w) => ({ params: { projectId: w.ids.project, subprojectId: '_', version: 1 } }),
  CREATE_QF_RUN: (w) => ({ params: { projectId: w.ids.project, subprojectId: '_', version: 1, title: 'Planted run' } }),
  IMPORT_JUNIT_RESULTS: (w) => ({
    params: {
      projectId: w.ids.project,
      testRunId: w.ids.run,
      xml: [`<testsuite><testcase name="${w.ids.testCase} forged"/></testsuite>`],
    },
  }),
  GENERATE_REPORT: (w) => ({ params: { testRunDocRef: w.run } }),
  GENERATE_CSV_REPORT: (w) => ({ params: { testRunDocRef: w.run, delimiter: ';' } }),
  // The role check comes before the upload is looked up: an id of no upload is enough to reach it.
  IMPORT_TEST_CASES: (w) => ({
    params: {
      projectId: w.ids.project,
      attachmentId: '00000000-0000-4000-8000-000000000000',
      format: 'csv',
      testSuiteId: w.ids.suite,
    },
  }),
  EXPORT_TEST_CASES: (w) => ({ params: { projectId: w.ids.project, testSuiteId: w.ids.suite, format: 'xlsx' } }),
};
