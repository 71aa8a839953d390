import { describe, expect, it } from 'vitest';
import { hasUnstorableInput, isUnstorableText, MAX_INPUT_DEPTH, storableText, unstorableTextIssues } from '../src';

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

  it('finds nothing in empty text, empty containers and values that are no text', () => {
    expect(isUnstorableText('')).toBe(false);
    expect(storableText('')).toBe('');
    for (const value of ['', [], {}, null, undefined, 0, Number.NaN, true]) {
      expect(hasUnstorableInput(value)).toBe(false);
      expect(unstorableTextIssues(value)).toEqual([]);
    }
  });

  it('tells surrogates by their partner at either end of the text, and the code points beside their range apart', () => {
    expect(isUnstorableText('\u{1F600}')).toBe(false);
    expect(isUnstorableText('\uD83D')).toBe(true);
    expect(isUnstorableText('\uDE00')).toBe(true);
    expect(isUnstorableText('a\uD83D')).toBe(true);
    expect(isUnstorableText('\uDE00a')).toBe(true);
    // A pair with a lone half beside it: the pair is fine, the half is not.
    expect(storableText('\uD83D\uD83D\uDE00')).toBe('\uFFFD\u{1F600}');
    expect(storableText('\uD83D\uDE00\uDE00')).toBe('\u{1F600}\uFFFD');
    for (const fine of ['\uD7FF', '\uE000', '\uFFFD', '\uFFFF', '\u0001', '\u{10FFFF}']) {
      expect(isUnstorableText(fine)).toBe(false);
    }
  });

  it('replaces each unstorable character by one U+FFFD and leaves the rest, so storing it is lossless elsewhere', () => {
    const text = '\0ä\uD800\u{1F600}\0';
    const stored = storableText(text);
    expect(stored).toBe('\uFFFDä\uFFFD\u{1F600}\uFFFD');
    expect(stored).toHaveLength(text.length);
    expect(isUnstorableText(stored)).toBe(false);
    expect(storableText(stored)).toBe(stored);
  });

  it('agrees with itself: the quick check flags exactly the inputs the walk reports', () => {
    const values = [
      'ok',
      '\0',
      ['a', ['b', ['\uDFFF']]],
      { 'a\0': 'x' },
      { a: { b: { c: 'ü' } } },
      [{}, [], null, 1],
      { list: Array(50).fill('fine'), last: '\uD800' },
    ];
    for (const value of values) expect(hasUnstorableInput(value)).toBe(unstorableTextIssues(value).length > 0);
  });

  it('nests up to the limit and no deeper, for arrays and objects alike', () => {
    const nest = (levels: number, wrap: (v: unknown) => unknown) => {
      let value: unknown = 'x';
      for (let i = 0; i < levels; i++) value = wrap(value);
      return value;
    };
    for (const wrap of [(v: unknown) => [v], (v: unknown) => ({ k: v })]) {
      expect(hasUnstorableInput(nest(MAX_INPUT_DEPTH, wrap))).toBe(false);
      expect(hasUnstorableInput(nest(MAX_INPUT_DEPTH + 1, wrap))).toBe(true);
      expect(unstorableTextIssues(nest(MAX_INPUT_DEPTH, wrap))).toEqual([]);
      expect(unstorableTextIssues(nest(MAX_INPUT_DEPTH + 1, wrap)).map((i) => i.code)).toEqual(['too_deep']);
    }
  });

  it('escapes unstorable characters of keys in paths, under the root it is given', () => {
    expect(unstorableTextIssues({ '\0': '\uDC00' }, 'body')).toEqual([
      {
        path: 'body.\\u0000',
        message: 'a key must not contain NUL or unpaired surrogate characters',
        code: 'unstorable_text',
      },
      {
        path: 'body.\\u0000',
        message: 'text must not contain NUL or unpaired surrogate characters',
        code: 'unstorable_text',
      },
    ]);
  });
});
