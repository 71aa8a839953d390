import { type Client, entriesOf } from './client';
import { addNode, addProject, addRun, addSuite } from './factories';

// Shared by the risk tests: a project with a suite of cases, test history built run by run, risk settings changed
// with MODIFY_DOCUMENT, and risk level documents read back.

export interface RiskProject {
  /** P_n. */
  id: string;
  suite: string;
}

/** A new project with one suite; answers its id (P_n) and the suite's docRef. */
export async function riskProject(api: Client, title: string): Promise<RiskProject> {
  const docRef = await addProject(api, title);
  const id = (await api.root(docRef)).General.Id as string;
  return { id, suite: await addSuite(api, { ProjectId: id, Title: `${title} suite` }) };
}

/** A case appended to a suite with the given General and Risk groups; answers its docRef. */
export const addCase = (
  api: Client,
  suite: string,
  Title: string,
  general: Record<string, unknown> = {},
  Risk: Record<string, unknown> = {},
) => addNode(api, suite, 'TestCase-dm', { General: { Title, ...general }, Risk });

/** The risk level document of a case: its TechnicalId is the case's. */
export const riskRef = (caseRef: string) => `RiskLevel-dm/${caseRef.split('/')[1]}`;

/** One test result of a case: its result code and the defects named with it. */
export type Outcome = [caseRef: string, result: number, defects?: string];

let rounds = 0;

/**
 * One round of testing: a new run of the project with the suite and these cases, each result saved with
 * SAVE_TEST_CASE_EXECUTION. Answers the run and its executions by case.
 */
export async function testRound(api: Client, { id, suite }: RiskProject, outcomes: Outcome[]) {
  const run = await addRun(api, { ProjectId: id, Title: `Round ${++rounds}` });
  await api.ok('ADD_TEST_SUITES_TO_RUN', { testRunDocRef: run, testSuiteDocRefs: [suite] });
  await api.ok('ADD_TEST_CASES_TO_RUN', { testRunDocRef: run, testCasesDocRefs: outcomes.map(([ref]) => ref) });
  const executions = await executionsByCase(api, run);
  for (const [ref, Result, Defects] of outcomes) {
    await api.ok('SAVE_TEST_CASE_EXECUTION', {
      docRef: executions.get(ref)!,
      document: { Root: { General: { Result, ...(Defects ? { Defects } : {}) } } },
    });
  }
  return { run, executions };
}

/** A run's executions by the docRef of their case. */
export async function executionsByCase(api: Client, run: string): Promise<Map<string, string>> {
  const { entries } = await api.ok('GET_TEST_CASE_EXECUTIONS', {
    testRunDocRef: run,
    page: { offset: 0, limit: 1000 },
  });
  return new Map(
    entriesOf('TestRunTestCaseAdditionalFields-dm', { entries }).map((e) => [
      e.document.Root.General.TestCaseDocRef,
      e.docRef,
    ]),
  );
}

/** Changes some risk settings of a project (the others stay); answers the call's whole answer. */
export async function setRisk(api: Client, project: string, riskBaseSetting: Record<string, unknown>) {
  const { docRef } = await api.ok('LOAD_PROJECT_SETTING', { projectId: project });
  return api.call('MODIFY_DOCUMENT', {
    docRef,
    locale: 'en',
    document: { Root: { generalSetting: { riskBaseSetting } } },
  });
}

/** The General of a case's risk level document. */
export const riskOf = async (api: Client, caseRef: string) => (await api.root(riskRef(caseRef))).General;
