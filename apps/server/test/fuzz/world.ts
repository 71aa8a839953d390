/** Sends one JSON-RPC call and answers its result; throws with the error when the call fails. */
export type Invoke = (method: string, params: unknown, headers?: Record<string, string>) => Promise<unknown>;

/** `Invoke` over HTTP: one call to a running server's JSON-RPC endpoint with a bearer token. */
export function invokeOver(base: string, token: string): Invoke {
  return async (method, params, headers = {}) => {
    const res = await fetch(`${base}/api/v2/rpc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: unknown };
    if (body.error) throw new Error(`${method} failed: ${JSON.stringify(body.error)}`);
    return body.result;
  };
}

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

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Any = any;

/** A new project with a sub project, two suites, a folder, two cases, an open run with an execution, and a task. */
export async function buildWorld(invoke: Invoke): Promise<World> {
  const add = async (documentModelName: string, General: Record<string, unknown>) =>
    (await invoke('ADD_DOCUMENT', { documentModelName, locale: 'en', document: { Root: { General } } })) as string;
  const node = async (parentNodeDocRef: string, documentModelName: string, Root: Record<string, unknown>) => {
    const link = (await invoke('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName,
      locale: 'en',
      document: { Root },
      parentNodeDocRef,
    })) as Any;
    return link.linkDescriptor.entities[1].docRef as string;
  };
  const idOf = async (docRef: string) =>
    ((await invoke('GET_DOCUMENT', { docRef })) as Any).document.Root.General.Id as string;
  const project = await add('Project-dm', { Title: 'Fuzzed shop', Description: 'Target of fuzzed calls' });
  const projectId = await idOf(project);
  const subProject = await add('Project-dm', { Title: 'Fuzzed app', ParentId: projectId });
  const loaded = (await invoke('LOAD_PROJECT_WITH_VERSION', { projectId })) as Any;
  const setting = (await invoke('LOAD_PROJECT_SETTING', { projectId })) as Any;
  const suite = await add('TestSuite-dm', { ProjectId: projectId, Title: 'Checkout' });
  const otherSuite = await add('TestSuite-dm', { ProjectId: projectId, Title: 'Search' });
  const folder = await node(suite, 'TestFolder-dm', { General: { Title: 'Cards' } });
  const testCase = await node(folder, 'TestCase-dm', {
    General: { Title: 'Pay by card' },
    TestSteps: [{ Action: 'pay', ExpectedResult: 'paid' }],
  });
  const otherCase = await node(otherSuite, 'TestCase-dm', { General: { Title: 'Find by name' } });
  const run = await add('TestRun-dm', { ProjectId: projectId, Title: 'Smoke' });
  await invoke('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await invoke('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: [testCase] });
  const executions = (await invoke('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 10 },
  })) as Any;
  const task = (await invoke('COPY_TEST_SUITE', { testSuiteDocRef: otherSuite })) as string;
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
    execution: executions.entries[0].docRef,
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
