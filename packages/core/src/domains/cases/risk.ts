import type { RiskLevel } from '@tmt/contract';
import type { CaseRisk } from '../../kernel/entities/rows';

const likelihoodWeight = { ALMOST_CERTAIN: 5, LIKELY: 4, POSSIBLE: 3, UNLIKELY: 2, RARE: 1 } as const;
const impactWeight = { SERIOUS: 5, MAJOR: 4, MODERATE: 3, MINOR: 2, INSIGNIFICANT: 1 } as const;

/**
 * The Risk group as answered: the generated `Likelihood__Impact` combination and the deprecated RiskLevel from
 * the product of both weights (≥ 15 HIGH, ≥ 6 MEDIUM, else LOW; UNDEFINED while either is unset).
 */
export function riskGroup(risk: CaseRisk) {
  const { Likelihood: l, Impact: i } = risk;
  const score = l && i ? likelihoodWeight[l] * impactWeight[i] : 0;
  const level: RiskLevel = !score ? 'UNDEFINED' : score >= 15 ? 'HIGH' : score >= 6 ? 'MEDIUM' : 'LOW';
  return { ...risk, CombinationLikelihoodImpact: l && i ? `${l}__${i}` : null, RiskLevel: level };
}
