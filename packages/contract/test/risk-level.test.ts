import { describe, expect, it } from 'vitest';
import { riskLevelOf } from '../src/risk-level';

const likelihoods = ['RARE', 'UNLIKELY', 'POSSIBLE', 'LIKELY', 'ALMOST_CERTAIN'] as const;
const impacts = ['INSIGNIFICANT', 'MINOR', 'MODERATE', 'MAJOR', 'SERIOUS'] as const;
const order = ['UNDEFINED', 'LOW', 'MEDIUM', 'HIGH'];

describe('riskLevelOf', () => {
  it('is UNDEFINED while likelihood or impact is unset', () => {
    expect(riskLevelOf(null, null)).toBe('UNDEFINED');
    expect(riskLevelOf('ALMOST_CERTAIN', null)).toBe('UNDEFINED');
    expect(riskLevelOf(null, 'SERIOUS')).toBe('UNDEFINED');
  });

  it('weighs both from 1 to 5 and grades their product: 15 and above HIGH, 6 and above MEDIUM', () => {
    likelihoods.forEach((likelihood, l) => {
      impacts.forEach((impact, i) => {
        const product = (l + 1) * (i + 1);
        const expected = product >= 15 ? 'HIGH' : product >= 6 ? 'MEDIUM' : 'LOW';
        expect(riskLevelOf(likelihood, impact), `${likelihood} × ${impact}`).toBe(expected);
      });
    });
  });

  it('at the boundaries: 5 is LOW, 6 MEDIUM, 12 MEDIUM, 15 HIGH', () => {
    expect(riskLevelOf('ALMOST_CERTAIN', 'INSIGNIFICANT')).toBe('LOW');
    expect(riskLevelOf('POSSIBLE', 'MINOR')).toBe('MEDIUM');
    expect(riskLevelOf('LIKELY', 'MODERATE')).toBe('MEDIUM');
    expect(riskLevelOf('POSSIBLE', 'SERIOUS')).toBe('HIGH');
  });

  it('never falls when likelihood or impact rises, and treats both alike', () => {
    for (let l = 0; l < 5; l++) {
      for (let i = 0; i < 5; i++) {
        const level = order.indexOf(riskLevelOf(likelihoods[l]!, impacts[i]!));
        if (l < 4) expect(order.indexOf(riskLevelOf(likelihoods[l + 1]!, impacts[i]!))).toBeGreaterThanOrEqual(level);
        if (i < 4) expect(order.indexOf(riskLevelOf(likelihoods[l]!, impacts[i + 1]!))).toBeGreaterThanOrEqual(level);
        expect(riskLevelOf(likelihoods[i]!, impacts[l]!)).toBe(order[level]);
      }
    }
  });
});
