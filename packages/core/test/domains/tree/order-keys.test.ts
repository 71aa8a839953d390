import { describe, expect, it } from 'vitest';
import { keyBetween } from '../../../src/domains/tree/order-keys';

/** Order keys sort as PostgreSQL sorts them under COLLATE "C": by code unit, as JavaScript compares strings. */
const ascending = (keys: string[]) => keys.every((key, i) => i === 0 || keys[i - 1]! < key);

describe('order keys', () => {
  it('give the first child of an empty parent a key', () => {
    expect(keyBetween(null, null)).toMatch(/^[0-9A-Za-z]+$/);
  });

  it('append after the last key and prepend before the first, in order, without touching the others', () => {
    const keys = [keyBetween(null, null)];
    for (let i = 0; i < 500; i++) keys.push(keyBetween(keys.at(-1)!, null));
    for (let i = 0; i < 500; i++) keys.unshift(keyBetween(null, keys[0]!));
    expect(ascending(keys)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // Appending a thousand children keeps keys short: a key per insert, never a renumbering.
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(4);
  });

  it('place a key strictly between two neighbours, however often the same gap is split', () => {
    let low = keyBetween(null, null);
    const high = keyBetween(low, null);
    for (let i = 0; i < 200; i++) {
      const middle = keyBetween(low, high);
      expect(low < middle && middle < high).toBe(true);
      low = middle;
    }
    let upper = high;
    const lower = keyBetween(null, null);
    for (let i = 0; i < 200; i++) {
      const middle = keyBetween(lower, upper);
      expect(lower < middle && middle < upper).toBe(true);
      upper = middle;
    }
  });
});
