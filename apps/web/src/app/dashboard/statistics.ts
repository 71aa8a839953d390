import type { MessageKey } from '../lib/i18n';
import type { Outputs } from '../lib/trpc';

/** GET_TEST_RUN_STATISTICS: what the dashboard shows, counted by the server. */
export type Statistics = Outputs['runs']['getTestRunStatistics'];
/** A suite's or a tester's executions: how many, how many tested, and how many per result. */
export type Figures = Pick<Statistics['suites'][number], 'total' | 'tested' | 'counts'>;
export type Problem = Statistics['failedAndBlocked']['entries'][number];

/** The groups of results the key figures and tables name. */
export const PASSED = [2];
export const FAILED = [5, 6];
export const BLOCKED = [3];
export const UNTESTED = [1];

/** How many of the counted executions have one of `codes`. */
export const countOf = (counts: Figures['counts'], codes: number[]) =>
  counts.filter((c) => codes.includes(c.result)).reduce((sum, c) => sum + c.count, 0);

export const resultKey = (code: number) => `result.${code}` as MessageKey;

/** `part` of `whole` in percent, one decimal; 0 of nothing. */
export const percentOf = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);
