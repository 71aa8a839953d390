import type { RiskDoc } from '../lib/risk-docs';

/**
 * What the risk screen shows, reckoned in the browser from a version's risk level documents: the 3×3 grid of
 * business logic × test history levels, the riskiest cases, and which cases CREATE_RUN_BY_RISK_LEVEL would take
 * (by the rules its API page states, so the preview matches what the task chooses).
 */

export const LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type Level = (typeof LEVELS)[number];
export type MinimumLevel = Level;

const rank = (level: string) => (level === 'HIGH' ? 3 : level === 'MEDIUM' ? 2 : level === 'LOW' ? 1 : 0);

/** Case counts per business logic level (rows) and test history level (columns); the rest is counted apart. */
export function heatmapGrid(docs: readonly RiskDoc[]) {
  const grid = LEVELS.map(() => LEVELS.map(() => 0));
  let outside = 0;
  for (const { Root } of docs) {
    const row = LEVELS.indexOf(Root.General.RiskLevelBusinessLogic as Level);
    const column = LEVELS.indexOf(Root.General.RiskLevelTestHistory as Level);
    const cells = grid[row];
    if (cells && column >= 0) cells[column] = (cells[column] ?? 0) + 1;
    else outside++;
  }
  return { grid, outside };
}

/** The level a grid cell shows: the heatmap of its two levels (the mean of their points, as the heatmap rates). */
export const cellLevel = (business: Level, history: Level): Level => {
  const mean = (rank(business) + rank(history)) / 2;
  const value = Math.round(50 * (mean - 1));
  return value >= 75 ? 'HIGH' : value >= 25 ? 'MEDIUM' : 'LOW';
};

/** Case counts per heatmap level, UNDEFINED included. */
export function byHeatmapLevel(docs: readonly RiskDoc[]): Record<Level | 'UNDEFINED', number> {
  const counts = { HIGH: 0, MEDIUM: 0, LOW: 0, UNDEFINED: 0 };
  for (const { Root } of docs) {
    const level = Root.General.RiskLevelHeatmap as Level | 'UNDEFINED';
    counts[level in counts ? level : 'UNDEFINED']++;
  }
  return counts;
}

/** The ranking of CREATE_RUN_BY_RISK_LEVEL: heatmap value (none last), business logic, history, scope, then id. */
function compareRisk(a: RiskDoc, b: RiskDoc): number {
  const ga = a.Root.General;
  const gb = b.Root.General;
  return (
    (gb.RiskLevelHeatmapValue ?? -1) - (ga.RiskLevelHeatmapValue ?? -1) ||
    rank(gb.RiskLevelBusinessLogic) - rank(ga.RiskLevelBusinessLogic) ||
    rank(gb.RiskLevelTestHistory) - rank(ga.RiskLevelTestHistory) ||
    rank(gb.ReleaseScope.RiskLevelReleaseScope) - rank(ga.ReleaseScope.RiskLevelReleaseScope) ||
    (ga.TestCaseId ?? '').length - (gb.TestCaseId ?? '').length ||
    (ga.TestCaseId ?? '').localeCompare(gb.TestCaseId ?? '')
  );
}

/** The `count` riskiest cases that have a heatmap level. */
export const riskiest = (docs: readonly RiskDoc[], count: number): RiskDoc[] =>
  docs
    .filter((doc) => doc.Root.General.RiskLevelHeatmap !== 'UNDEFINED')
    .sort(compareRisk)
    .slice(0, count);

export interface RiskRunChoice {
  minimumRiskLevel: MinimumLevel;
  includeCasesWithoutHistory: boolean;
  maxTestCases?: number;
}

/** What a run by risk would take: per heatmap level of the cases chosen by level, those without history, the cap. */
export function riskRunPreview(docs: readonly RiskDoc[], choice: RiskRunChoice) {
  const from = rank(choice.minimumRiskLevel);
  const chosen = docs
    .filter((doc) => doc.Root.General.ReleaseScope.Priority !== 'NO_TEST')
    .filter(
      (doc) =>
        rank(doc.Root.General.RiskLevelHeatmap) >= from ||
        (choice.includeCasesWithoutHistory && doc.Root.TestHistory.CountedExecutions === 0),
    )
    .sort(compareRisk);
  const taken = choice.maxTestCases ? chosen.slice(0, choice.maxTestCases) : chosen;
  const counts = { HIGH: 0, MEDIUM: 0, LOW: 0, noHistory: 0 };
  for (const { Root } of taken) {
    const level = Root.General.RiskLevelHeatmap;
    if (rank(level) >= from) counts[level as Level]++;
    else counts.noHistory++;
  }
  return { ...counts, total: taken.length, all: chosen.length, capped: taken.length < chosen.length };
}
