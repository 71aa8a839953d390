import type { RiskDoc } from '../lib/risk-docs';

/**
 * How many cases would change heatmap level under other risk settings, computed in the browser from the version's
 * risk level documents by the rules of the user guide's "Risk" chapter (the API has no preview). What the documents
 * do not hold is left as stored: a defect's category (so `DefaultDefectCategory` changes nothing here) and which
 * results the history counts (`TestHistoryExecutionCount`).
 */

type Level = 'HIGH' | 'MEDIUM' | 'LOW' | 'UNDEFINED';

export interface RiskSettings {
  TestHistoryFrequency: string;
  TestHistorySeverity: string;
  ClusterDefectWeightMapping: Record<'Blocker' | 'Critical' | 'Major' | 'Normal' | 'Minor', number>;
  testHistoryRiskLevelMatrixStr: string;
  releaseScopeRiskLevelMatrixStr: string;
}

export const LIKELIHOODS = ['ALMOST_CERTAIN', 'LIKELY', 'POSSIBLE', 'UNLIKELY', 'RARE'] as const;
export const IMPACTS = ['SERIOUS', 'MAJOR', 'MODERATE', 'MINOR', 'INSIGNIFICANT'] as const;
export const PRIORITIES = ['MANDATORY', 'OPTIONAL', 'NO_TEST'] as const;
export const TYPES = ['FUNCTIONAL', 'PERFORMANCE', 'SECURITY', 'USABILITY', 'MODEL'] as const;

const LEVELS: Record<string, Level> = { H: 'HIGH', M: 'MEDIUM', L: 'LOW' };
const POINTS: Record<Level, number> = { HIGH: 3, MEDIUM: 2, LOW: 1, UNDEFINED: 0 };

/** `H,H,M;…` → rows of cells. */
export const parseMatrix = (text: string): string[][] => text.split(';').map((row) => row.split(','));
export const formatMatrix = (cells: string[][]): string => cells.map((row) => row.join(',')).join(';');

/** The section (0 the highest) of a value among four ascending thresholds; a value on a threshold is the higher. */
function section(value: number, thresholds: string): number {
  const limits = thresholds.split(',').map(Number);
  const above = limits.filter((limit) => value >= limit).length;
  return 4 - above;
}

const cell = (matrix: string[][], row: number, column: number): Level =>
  row >= 0 && column >= 0 ? (LEVELS[matrix[row]?.[column] ?? ''] ?? 'UNDEFINED') : 'UNDEFINED';

/** The heatmap level of three levels: the mean points of the defined ones, 0 (all LOW) to 100 (all HIGH). */
function heatmap(levels: Level[]): Level {
  const defined = levels.filter((level) => level !== 'UNDEFINED');
  if (defined.length === 0) return 'UNDEFINED';
  const mean = defined.reduce((sum, level) => sum + POINTS[level], 0) / defined.length;
  const value = Math.round(50 * (mean - 1));
  return value >= 75 ? 'HIGH' : value >= 25 ? 'MEDIUM' : 'LOW';
}

/** A case's heatmap level under `settings`. */
export function heatmapLevel(doc: RiskDoc, settings: RiskSettings): Level {
  const g = doc.Root.General;
  const history = doc.Root.TestHistory;
  const risk = parseMatrix(settings.testHistoryRiskLevelMatrixStr);
  const scope = parseMatrix(settings.releaseScopeRiskLevelMatrixStr);
  const weights = settings.ClusterDefectWeightMapping;
  const severity =
    g.Frequency === null
      ? null
      : Math.min(
          10,
          history.Defects.reduce((sum, d) => sum + weights[d.Category], 0),
        );
  const frequencySection = g.Frequency === null ? -1 : section(g.Frequency, settings.TestHistoryFrequency);
  const severitySection = severity === null ? -1 : section(severity, settings.TestHistorySeverity);
  const likelihood = history.LikelihoodCalculated
    ? frequencySection
    : LIKELIHOODS.indexOf(g.Likelihood as (typeof LIKELIHOODS)[number]);
  const impact = history.ImpactCalculated ? severitySection : IMPACTS.indexOf(g.Impact as (typeof IMPACTS)[number]);
  const scopeLevel = cell(
    scope,
    PRIORITIES.indexOf(g.ReleaseScope.Priority as (typeof PRIORITIES)[number]),
    TYPES.indexOf(g.ReleaseScope.TestType as (typeof TYPES)[number]),
  );
  return heatmap([cell(risk, likelihood, impact), cell(risk, frequencySection, severitySection), scopeLevel]);
}

/** How many of the cases would show another heatmap level under `next` than under `saved`. */
export const changedCases = (docs: readonly RiskDoc[], saved: RiskSettings, next: RiskSettings): number =>
  docs.filter((doc) => heatmapLevel(doc, next) !== heatmapLevel(doc, saved)).length;
