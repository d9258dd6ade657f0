import { describe, expect, it } from 'vitest';
import { estimateTokens, foldText, hasCjk, tokenize } from '../../../electron/core/dream/text/tokens.js';

describe('tokenize', () => {
  it('finds Chinese words with Intl.Segmenter', () => {
    expect(tokenize('我们项目用bun不用npm')).toEqual(['我们', '项目', '用', 'bun', '不用', 'npm']);
  });

  it('lowercases, keeps word-like segments only, keeps identifiers and versions whole', () => {
    expect(tokenize("Don't mock the DB, use `vitest` v1.2.3 and foo_bar!")).toEqual(["don't", 'mock', 'the', 'db', 'use', 'vitest', 'v1.2.3', 'and', 'foo_bar']);
  });

  it('folds full-width forms and curly apostrophes', () => {
    expect(tokenize('Ｎｏｄｅ don’t')).toEqual(['node', "don't"]);
    expect(foldText('ＡＢＣ’')).toBe("ABC'");
  });

  it('returns nothing for punctuation and whitespace', () => {
    expect(tokenize(' -- ... 。！ ')).toEqual([]);
    expect(tokenize('')).toEqual([]);
  });

  it('tells CJK text apart', () => {
    expect(hasCjk('plain text')).toBe(false);
    expect(hasCjk('mixed 中文')).toBe(true);
    expect(hasCjk('カタカナ')).toBe(true);
  });
});

describe('estimateTokens', () => {
  it('counts one token per CJK character', () => {
    expect(estimateTokens('我们项目')).toBe(4);
  });

  it('counts ~1.3 tokens per short English word and more for long identifiers', () => {
    expect(estimateTokens('use bun for installs')).toBe(Math.ceil(1.3 + 1.3 + 1.3 + 8 / 4)); // max(1.3, length / 4) a word
    expect(estimateTokens('writeFileAtomicSyncNow')).toBe(Math.ceil(22 / 4));
  });

  it('counts punctuation, and long rules of one character cheaply', () => {
    expect(estimateTokens('a.')).toBe(Math.ceil(1.3 + 1));
    expect(estimateTokens('----------------')).toBe(4);
    expect(estimateTokens('   \n\t ')).toBe(0);
  });

  it('grows with text and weighs Chinese more per character than English', () => {
    const en = 'We deploy with Fly and never on Fridays.';
    const zh = '我们用Fly部署，周五从不部署。';
    expect(estimateTokens(en + ' ' + en)).toBeGreaterThan(estimateTokens(en));
    expect(estimateTokens(zh) / zh.length).toBeGreaterThan(estimateTokens(en) / en.length);
  });
});
