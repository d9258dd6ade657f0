import { describe, expect, it } from 'vitest';
import { releaseTextMemos, TextMemo } from '../../../electron/core/dream/text/text-memo.js';

describe('TextMemo', () => {
  it('computes a text once while it is held, and again only after it was dropped', () => {
    const memo = new TextMemo<number>(10 * (8 + 64)); // room for ~10 texts of 8 characters
    let computed = 0;
    const get = (t: string): number => memo.get(t, (x) => (computed += 1, x.length));
    expect(get('aaaaaaaa')).toBe(8);
    expect(get('aaaaaaaa')).toBe(8);
    expect(computed).toBe(1);
    // Many other texts later the first one is gone, and the budget is never exceeded by much.
    for (let i = 0; i < 100; i += 1) get(`text-${String(i).padStart(3, '0')}`);
    expect(computed).toBe(101);
    get('aaaaaaaa');
    expect(computed).toBe(102);
  });

  it('keeps a text that is read again as the generations turn over', () => {
    const memo = new TextMemo<string>(4 * (8 + 64));
    let computed = 0;
    const get = (t: string): string => memo.get(t, (x) => (computed += 1, x.toUpperCase()));
    for (let i = 0; i < 50; i += 1) {
      get('hot-text');
      get(`cold-${String(i).padStart(3, '0')}`);
    }
    expect(get('hot-text')).toBe('HOT-TEXT');
    expect(computed).toBe(51); // the hot text once, each cold one once
  });

  it('does not keep one text longer than a quarter of the budget', () => {
    const memo = new TextMemo<number>(100);
    let computed = 0;
    const long = 'x'.repeat(40);
    memo.get(long, () => (computed += 1));
    memo.get(long, () => (computed += 1));
    expect(computed).toBe(2);
  });

  it('keeps false, zero and null results', () => {
    const memo = new TextMemo<boolean | null>(1000);
    let computed = 0;
    for (let i = 0; i < 3; i += 1) {
      memo.get('a', () => (computed += 1, false));
      memo.get('b', () => (computed += 1, null));
    }
    expect(computed).toBe(2);
  });

  it('releases its results when a big plan is done with them, unless they are small', () => {
    const big = new TextMemo<string[]>(1000);
    const small = new TextMemo<number>(1000, { release: false });
    let computed = 0;
    const words = (t: string): string[] => big.get(t, (x) => (computed += 1, x.split(' ')));
    const length = (t: string): number => small.get(t, (x) => (computed += 1, x.length));
    expect(words('a b c')).toEqual(['a', 'b', 'c']);
    expect(length('a b c')).toBe(5);
    releaseTextMemos();
    expect(words('a b c')).toEqual(['a', 'b', 'c']); // the same result, computed again
    expect(length('a b c')).toBe(5); // still held
    expect(computed).toBe(3);
  });
});
