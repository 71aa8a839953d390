import type { SuiteAnswer } from '../lib/documents';
import { scopeFilters } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { allPages } from '../tree/tree-data';
import type { RunAnswer, RunScope } from './run-data';

/** What goes into a run from one suite: all its test cases, or the ones picked in its tree (docRefs). */
export interface SuitePick {
  suite: SuiteAnswer;
  cases: 'all' | string[];
}

/** The most test cases one ADD_TEST_CASES_TO_RUN takes. */
const CASES_PER_CALL = 10_000;

/** The docRefs of every test case of a suite in the run's version. */
async function casesOfSuite(scope: RunScope, version: number, suite: SuiteAnswer) {
  const list = await allPages({
    documentModelName: 'TestCase-dm',
    filter: { filters: [...scopeFilters(scope, version), `TestSuiteId:${suite.document.Root.General.Id}`] },
    page: { offset: 0, limit: 1000 },
    sort: ['Id ASC'],
  });
  return list.entries.map((entry) => entry.docRef);
}

/**
 * Puts the picked suites into an open run, then their test cases, one suite per call as the API wants them.
 * Suites and cases already in the run stay as they are, so trying again after a failure is safe.
 */
export async function addToRun(scope: RunScope, run: RunAnswer, picks: SuitePick[]) {
  if (!picks.length) return;
  await trpcClient.runs.addTestSuitesToRun.mutate({
    testRunDocRef: run.docRef,
    testSuiteDocRefs: picks.map((p) => p.suite.docRef),
  });
  const version = run.document.Root.General.ProjectVersionNumber;
  for (const pick of picks) {
    const cases = pick.cases === 'all' ? await casesOfSuite(scope, version, pick.suite) : pick.cases;
    for (let at = 0; at < cases.length; at += CASES_PER_CALL)
      await trpcClient.executions.addTestCasesToRun.mutate({
        testRunDocRef: run.docRef,
        testCasesDocRefs: cases.slice(at, at + CASES_PER_CALL),
      });
  }
}
