import { z } from 'zod';
import { Locale } from './enums';
import { DocRef } from './ids';
import { Page } from './list';
import { listResult } from './results';
import { ResultCode } from './test-run';

/** The results a run dashboard lists case by case: Blocked, Failed (new), Failed (known). */
export const FAILED_AND_BLOCKED_RESULTS = [5, 6, 3] as const;

export const GetTestRunStatisticsParams = z.object({
  testRunDocRef: DocRef.refine((r) => r.startsWith('TestRun-dm/'), 'a docRef of TestRun-dm'),
  /** The page of `failedAndBlocked`; the figures always count the whole run. */
  page: Page.default({ offset: 0, limit: 50 }),
  locale: Locale.optional(),
});

/** How many executions have one result; only results that occur are listed. */
const ResultCount = z.strictObject({ result: ResultCode, count: z.number().int() });

/** Executions counted: all of them, those with a result other than Untested, and per result. */
const figures = {
  total: z.number().int(),
  tested: z.number().int(),
  counts: z.array(ResultCount),
};

export const TestRunStatisticsResult = z.strictObject({
  testRunDocRef: z.string(),
  total: z.number().int(),
  tested: z.number().int(),
  /** The share of tested executions, in percent with one decimal. */
  progress: z.number(),
  /** Every result code 1–11 in order, with its name in the call's language. */
  results: z.array(z.strictObject({ result: ResultCode, name: z.string(), count: z.number().int() })),
  suites: z.array(
    z.strictObject({ testSuiteDocRef: z.string(), id: z.string(), title: z.string().nullable(), ...figures }),
  ),
  /** `tester` null: the executions nobody is assigned to. */
  testers: z.array(z.strictObject({ tester: z.string().nullable(), displayName: z.string().nullable(), ...figures })),
  failedAndBlocked: listResult(
    z.strictObject({
      docRef: z.string(),
      id: z.string(),
      result: ResultCode,
      testCaseDocRef: z.string(),
      testCaseId: z.string().nullable(),
      testCaseTitle: z.string().nullable(),
      testSuiteId: z.string().nullable(),
      testSuiteTitle: z.string().nullable(),
      tester: z.string().nullable(),
      testerDisplayName: z.string().nullable(),
      defects: z.string().nullable(),
      testedOn: z.number().int().nullable(),
    }),
  ),
});
export type TestRunStatistics = z.output<typeof TestRunStatisticsResult>;
