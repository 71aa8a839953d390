import { z } from 'zod';
import { Locale } from './enums';
import { ProjectId, SubprojectId, VersionNumber } from './ids';
import { ResultCode } from './test-run';

const RunId = z.string().regex(/^R_[1-9]\d*$/, 'a test run id looks like R_1');

/** The results that count as an outcome across runs: passed, or failed (new or known). */
export const TREND_OUTCOME_RESULTS = { passed: [2], failed: [5, 6] } as const;

export const GetVersionRunTrendsParams = z.object({
  projectId: ProjectId.optional(),
  subprojectId: SubprojectId.optional(),
  version: VersionNumber.optional(),
  /** How many of the version's latest runs are compared. */
  runs: z.number().int().min(2).max(100).default(20),
  /** How many of the flakiest cases are listed. */
  flakyLimit: z.number().int().min(1).max(100).default(20),
  /** Two runs of the version whose failed cases are compared (`from` before, `to` after). */
  compare: z.strictObject({ from: RunId, to: RunId }).optional(),
  locale: Locale.optional(),
});

/** One execution of a case in one run, as the links of the console and integrations need it. */
const RunResult = z.strictObject({ testRunId: z.string(), executionId: z.string(), result: ResultCode });

/** Some cases (what each is listed for beside its ids) and how many there are in all. */
const listedCases = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject({
    fullSize: z.number().int(),
    entries: z.array(
      z.strictObject({
        testCaseDocRef: z.string(),
        testCaseId: z.string().nullable(),
        testCaseTitle: z.string().nullable(),
        ...shape,
      }),
    ),
  });

/** How many changed cases a comparison lists at most. */
export const TREND_CHANGES_LIMIT = 500;

export const VersionRunTrendsResult = z.strictObject({
  version: z.number().int(),
  /** The latest runs of the version, oldest first (the order of a trend chart). */
  runs: z.array(
    z.strictObject({
      testRunDocRef: z.string(),
      id: z.string(),
      title: z.string(),
      status: z.enum(['active', 'inactive']),
      createdOn: z.number().int(),
      closedOn: z.number().int().nullable(),
      total: z.number().int(),
      tested: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
      blocked: z.number().int(),
      /** Passed of tested, in percent with one decimal; null while nothing is tested. */
      passRate: z.number().nullable(),
    }),
  ),
  /** Cases whose outcome flipped between passed and failed from one of these runs to the next. */
  flaky: listedCases({
    flips: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    /** Its passed and failed executions, oldest run first. */
    results: z.array(RunResult),
  }),
  /** With `compare`: the cases failed in one of the two runs whose result differs in the other (the first 500). */
  changes: listedCases({
    /** `fixed`: failed before, not after; `failing`: failed after, not before; `changed`: failed in both, differently. */
    change: z.enum(['fixed', 'failing', 'changed']),
    from: RunResult.nullable(),
    to: RunResult.nullable(),
  }).nullable(),
});
export type VersionRunTrends = z.output<typeof VersionRunTrendsResult>;
