import type { DocumentModelName } from '@tmt/contract';
import type { Client } from '../client';

/** A tenant's content, made through the API: what fuzzed and cross-tenant calls point at. */
export interface World {
  project: string;
  subProject: string;
  version: string;
  setting: string;
  suite: string;
  otherSuite: string;
  folder: string;
  testCase: string;
  otherCase: string;
  run: string;
  execution: string;
  task: string;
  /** Business ids: P_n, SP_n, S_n, F_n, C_n, R_n. */
  ids: { project: string; subProject: string; suite: string; folder: string; testCase: string; run: string };
}

/** A new project with a sub project, two suites, a folder, two cases, an open run with an execution, and a task. */
export async function buildWorld(api: Client): Promise<World> {
  const add = async (documentModelName: DocumentModelName, General: Record<string, unknown>): Promise<string> =>
    api.ok('ADD_DOCUMENT', { documentModelName, locale: 'en', document: { Root: { General } } });
  const node = async (
    parentNodeDocRef: string,
    documentModelName: 'TestCase-dm' | 'TestFolder-dm',
    Root: Record<string, unknown>,
  ) => {
    const link = await api.ok('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName,
      locale: 'en',
      document: { Root },
      parentNodeDocRef,
    });
    return link.linkDescriptor.entities[1]!.docRef;
  };
  const idOf = async (docRef: string) => (await api.root(docRef)).General.Id as string;
  const project = await add('Project-dm', { Title: 'Fuzzed shop', Description: 'Target of fuzzed calls' });
  const projectId = await idOf(project);
  const subProject = await add('Project-dm', { Title: 'Fuzzed app', ParentId: projectId });
  const loaded = await api.ok('LOAD_PROJECT_WITH_VERSION', { projectId });
  const setting = await api.ok('LOAD_PROJECT_SETTING', { projectId });
  const suite = await add('TestSuite-dm', { ProjectId: projectId, Title: 'Checkout' });
  const otherSuite = await add('TestSuite-dm', { ProjectId: projectId, Title: 'Search' });
  const folder = await node(suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
  const testCase = await node(folder, 'TestCase-dm', {
    General: { Title: 'Pay by card' },
    TestSteps: [{ Action: 'pay', ExpectedResult: 'paid' }],
  });
  const otherCase = await node(otherSuite, 'TestCase-dm', { General: { Title: 'Find by name' } });
  const run = await add('TestRun-dm', { ProjectId: projectId, Title: 'Smoke' });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [testCase] });
  const executions = await api.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 10 },
  });
  const task: string = await api.ok('COPY_TEST_SUITE', { testSuiteDocRef: otherSuite });
  return {
    project,
    subProject,
    version: loaded.document.Root.Version.docRef,
    setting: setting.docRef,
    suite,
    otherSuite,
    folder,
    testCase,
    otherCase,
    run,
    execution: executions.entries[0]!.docRef,
    task,
    ids: {
      project: projectId,
      subProject: await idOf(subProject),
      suite: await idOf(suite),
      folder: await idOf(folder),
      testCase: await idOf(testCase),
      run: await idOf(run),
    },
  };
}

/** The docRefs of a world, for lookups and for spotting them in answers. */
export const docRefsOf = (world: World): string[] =>
  Object.values(world).filter((value): value is string => typeof value === 'string');
