import { riskLevelOf } from '@tmt/contract/risk-level';
import type { CaseRisk } from '../../kernel/entities/rows';

/** The Risk group as answered: the generated `Likelihood__Impact` combination and the deprecated RiskLevel. */
export function riskGroup(risk: CaseRisk) {
  const { Likelihood: l, Impact: i } = risk;
  return { ...risk, CombinationLikelihoodImpact: l && i ? `${l}__${i}` : null, RiskLevel: riskLevelOf(l, i) };
}
