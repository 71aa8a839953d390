import { describe, expect, it } from 'vitest';
import { hasUnstorableInput, isUnstorableText, storableText, unstorableTextIssues } from '../src';

describe('text PostgreSQL cannot store', () => {
  it('is NUL or a surrogate without its partner; a pair is fine', () => {
    expect(isUnstorableText('a\0b')).toBe(true);
    expect(isUnstorableText('\uD800')).toBe(true);
    expect(isUnstorableText('x\uDC00')).toBe(true);
    expect(isUnstorableText('\uDC00\uD800')).toBe(true);
    expect(isUnstorableText('smile \u{1F600} ä \u0001')).toBe(false);
    expect(storableText('a\0b\uD800c\u{1F600}\uDC00')).toBe('a\uFFFDb\uFFFDc\u{1F600}\uFFFD');
  });

  it('is found in nested values and keys, with paths', () => {
    const value = { a: ['ok', { b: 'x\0' }], ['k\uD800']: 1, deep: { ok: true, n: null } };
    expect(unstorableTextIssues(value).map((i) => i.path)).toEqual(['params.a.1.b', 'params.k\\ud800']);
    expect(unstorableTextIssues({ fine: ['a', 1, false, null] })).toEqual([]);
    expect(hasUnstorableInput(value)).toBe(true);
    expect(hasUnstorableInput({ ['k\uD800']: 1 })).toBe(true);
    expect(hasUnstorableInput({ fine: ['a', 1, false, null, { b: 'smile \u{1F600}' }] })).toBe(false);
  });

  it('stops after the given number of findings', () => {
    expect(unstorableTextIssues(Array(100).fill('\0'), 'body', 3)).toHaveLength(3);
  });

  it('refuses nesting deeper than the limit, however deep, without walking it all', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(unstorableTextIssues({ docRef: deep })).toEqual([
      { path: 'params.docRef.0.0', message: 'input must not nest deeper than 64 levels', code: 'too_deep' },
    ]);
    let ok: unknown = 'x';
    for (let i = 0; i < 63; i++) ok = [ok];
    expect(unstorableTextIssues({ docRef: ok })).toEqual([]);
    expect(hasUnstorableInput({ docRef: deep })).toBe(true);
    expect(hasUnstorableInput({ docRef: ok })).toBe(false);
  });
});
