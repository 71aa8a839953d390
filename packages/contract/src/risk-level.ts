/**
 * The deprecated RiskLevel of a test case from its Likelihood and Impact: the product of both weights (≥ 15 HIGH,
 * ≥ 6 MEDIUM, else LOW; UNDEFINED while either is unset). The server answers it, and the console shows it while the
 * fields change (no zod in its bundle for it).
 */
const likelihoodWeight = { ALMOST_CERTAIN: 5, LIKELY: 4, POSSIBLE: 3, UNLIKELY: 2, RARE: 1 } as const;
const impactWeight = { SERIOUS: 5, MAJOR: 4, MODERATE: 3, MINOR: 2, INSIGNIFICANT: 1 } as const;

export function riskLevelOf(
  likelihood: keyof typeof likelihoodWeight | null,
  impact: keyof typeof impactWeight | null,
): 'HIGH' | 'MEDIUM' | 'LOW' | 'UNDEFINED' {
  const score = likelihood && impact ? likelihoodWeight[likelihood] * impactWeight[impact] : 0;
  return !score ? 'UNDEFINED' : score >= 15 ? 'HIGH' : score >= 6 ? 'MEDIUM' : 'LOW';
}
