import { methodTable } from '@tmt/api';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { startFuzzServer } from './server';
import { buildWorld, docRefsOf, type World } from './world';

// Tenant B calls every method of the table with tenant A's docRefs and ids in otherwise valid params, and must get
// the answer for a missing document. A document of another tenant is answered exactly like a missing one (DESIGN §3).

interface Template {
  params: Record<string, unknown>;
  /** Project-scoped methods name the project in the header, as a client would. */
  headers?: Record<string, string>;
  /** `missing` (the default): -32004. `nothing`: a result that holds none of A's documents. */
  expect?: 'missing' | 'nothing';
}

const page = { offset: 0, limit: 100 };
const inProject = (w: World) => ({ 'Project-Id': w.ids.project });

/** One template per method of the table; a method added without one fails the first test. */
const TEMPLATES: Record<string, (w: World) => Template> = {
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
};

let server: Awaited<ReturnType<typeof startFuzzServer>>;
let world: World;
let intruder: Client;

/** Every document of A's world as A reads it. */
const snapshot = async () => Promise.all(docRefsOf(world).map((docRef) => server.api.ok('GET_DOCUMENT', { docRef })));

/** Waits until the worker has taken every task of the database to an end. */
async function tasksSettled() {
  for (let i = 0; i < 100; i++) {
    const [open] = await server.tmt.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM task_request WHERE status NOT IN ('DONE', 'ERROR')`);
    if (!open?.n) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('tasks did not settle');
}

beforeAll(async () => {
  server = await startFuzzServer(inject('databaseUrl'));
  world = await buildWorld(server.api);
  await tasksSettled();
  intruder = client(server.base, (await createTestTenant(server.tmt.orm, 'intruder')).admin.token);
});
afterAll(() => server?.stop());

describe('another tenant', () => {
  it('has a template for every method of the table', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...methodTable.keys()].sort());
  });

  it("gets the missing-document answer for every method pointed at A's documents, and A's data stays as it was", async () => {
    const before = await snapshot();
    const uuids = docRefsOf(world).map((ref) => ref.split('/')[1]!);
    const wrong: string[] = [];
    for (const [method, template] of Object.entries(TEMPLATES)) {
      const { params, headers = {}, expect: expected = 'missing' } = template(world);
      // The client's leak scan fails the test on an answer that carries internal text.
      const { body } = await intruder.call(method, { locale: 'en', ...params }, headers);
      const answer = JSON.stringify(body.error ?? body.result);
      if (expected === 'missing' && body.error?.code !== -32004) wrong.push(`${method}: ${answer.slice(0, 300)}`);
      if (body.result !== undefined && uuids.some((id) => answer.includes(id))) {
        wrong.push(`${method} answered A's data: ${answer.slice(0, 300)}`);
      }
    }
    await tasksSettled();
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
