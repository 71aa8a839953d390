import type { MessageKey } from '../lib/i18n';
import type { Outputs } from '../lib/trpc';

/** GET_VERSION_RUN_TRENDS: a version's latest runs, their flaky cases and the changes between two of them. */
export type Trends = Outputs['runs']['getVersionRunTrends'];
export type TrendRun = Trends['runs'][number];
export type FlakyCase = Trends['flaky']['entries'][number];
export type CaseChange = NonNullable<Trends['changes']>['entries'][number];
export type RunResult = FlakyCase['results'][number];

/** How many of the latest runs the screen may compare. */
export const RUN_COUNTS = [10, 20, 50, 100];
export const DEFAULT_RUN_COUNT = 20;

/** The name of a result code (1–11) in the console's catalogue. */
export const resultKey = (code: number) => `result.${code}` as MessageKey;
