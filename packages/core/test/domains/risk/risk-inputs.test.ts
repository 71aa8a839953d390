import { describe, expect, it } from 'vitest';
import { riskInputsChanged } from '../../../src/domains/risk/refresh-risk-levels';
import { riskLevelData, riskLevelDataOfCase } from '../../../src/domains/risk/risk-level-document';
import type { RiskLevelRow, TestCaseRow } from '../../../src/kernel/entities/rows';

type Inputs = Pick<TestCaseRow, 'risk' | 'type' | 'prioritization'>;
const inputs = (over: Partial<Inputs> = {}): Inputs =>
  ({
    type: 'Functional',
    prioritization: 'HIGH',
    risk: { Likelihood: 'LIKELY', Impact: 'MAJOR' },
    ...over,
  }) as Inputs;

describe('riskInputsChanged', () => {
  it('is false for equal inputs, whatever the key order of the risk', () => {
    expect(riskInputsChanged(inputs(), inputs())).toBe(false);
    const reordered = inputs({ risk: { Impact: 'MAJOR', Likelihood: 'LIKELY' } as Inputs['risk'] });
    expect(riskInputsChanged(inputs(), reordered)).toBe(false);
  });

  it('is true when any input changes, also to nothing', () => {
    expect(riskInputsChanged(inputs(), inputs({ type: 'Performance' as Inputs['type'] }))).toBe(true);
    expect(riskInputsChanged(inputs(), inputs({ prioritization: null as Inputs['prioritization'] }))).toBe(true);
    expect(riskInputsChanged(inputs(), inputs({ risk: { Likelihood: 'LIKELY' } as Inputs['risk'] }))).toBe(true);
  });
});

describe('risk level data', () => {
  const row = {
    business_id: 'C_1',
    likelihood: 'LIKELY',
    impact: 'MAJOR',
    business_level: 'HIGH',
    frequency: null,
    severity: 3,
    history_level: 'LOW',
    scope_level: 'MEDIUM',
    test_type: 'Functional',
    priority: 'HIGH',
    heatmap_level: 'HIGH',
    heatmap_value: 7,
  } as unknown as RiskLevelRow;

  it('combines two inputs with __ only when both are set', () => {
    const data = riskLevelData(row);
    expect(data.CombinationLikelihoodImpact).toBe('LIKELY__MAJOR');
    expect(data.CombinationSeverityFrequency).toBeNull(); // severity 3, frequency unset
    expect(data.ReleaseScope.CombinationTestTypePriority).toBe('Functional__HIGH');
    expect(data.CombinationRiskLevel).toBe(`${row.business_level}__${row.history_level}__${row.scope_level}`);
  });

  it('of a case without a document: its likelihood and impact, every level UNDEFINED', () => {
    const data = riskLevelDataOfCase('C_2', { Likelihood: 'RARE', Impact: null } as never);
    expect([data.Likelihood, data.Impact, data.CombinationLikelihoodImpact]).toEqual(['RARE', null, null]);
    expect(data.CombinationRiskLevel).toBe('UNDEFINED__UNDEFINED__UNDEFINED');
    expect(riskLevelDataOfCase(null, null).TestCaseId).toBeNull();
  });
});
