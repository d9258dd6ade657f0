import { describe, expect, it } from 'vitest';
import { comparableTokens, isNegated, keyTerms, polarityConflict, specificsDiffer, specificsOf, stem, substitutes } from '../../../electron/core/dream/text/compare.js';

describe('compare', () => {
  it('expands contractions so "don\'t" meets "do not"', () => {
    expect(comparableTokens("Don't, can't, won't, isn't")).toEqual(['do', 'not', 'can', 'not', 'will', 'not', 'is', 'not']);
  });

  it.each([
    ["Don't mock the DB", true],
    ['Never deploy on Fridays', true],
    ['Deploy without approval', true],
    ['Always deploy with approval', false],
    ['不要在周五部署', true],
    ['别用npm', true],
    ['我们不再用npm', true],
    ['这两个方案不同', false],
    ['非常重要', false],
    ['要在周五部署', false],
  ])('isNegated(%s) = %s', (text, expected) => {
    expect(isNegated(text)).toBe(expected);
  });

  it('key terms drop stopwords and negators and stem', () => {
    expect([...keyTerms("We don't use npm for installing packages")]).toEqual(['use', 'npm', 'install', 'package']);
    expect([...keyTerms('我们不要在集成测试里模拟数据库')]).toEqual(['集成', '测试', '模拟', '数据', '库']);
    expect(stem('tests')).toBe('test');
    expect(stem('glass')).toBe('glass');
  });

  it('stems a doubled last consonant and a short plural the same way as the base word', () => {
    for (const [a, b] of [['committing', 'commit'], ['committed', 'commit'], ['stopping', 'stop'], ['dropped', 'drop'], ['jobs', 'job'], ['logs', 'log'], ['keys', 'key']]) expect(stem(a!)).toBe(stem(b!));
    // traps: a doubled l, s, f or z belongs to the word; a short word ending in a vowel + s, or in ss, is no plural
    expect(stem('installing')).toBe(stem('install'));
    expect(stem('passing')).toBe(stem('passes'));
    expect(stem('added')).toBe('add');
    expect(stem('news')).toBe('news');
    expect(stem('plus')).toBe('plus');
    expect(stem('goes')).toBe('goes');
    expect(stem('less')).toBe('less');
  });

  it('specifics: numbers, versions, identifiers, code, URLs and mid-sentence names', () => {
    expect([...specificsOf('Ask Alice to pin `react@19` and node 20.1 via max_retries; see https://x.io/a. Then go.')].sort()).toEqual(
      ['19', '20.1', 'alice', 'https://x.io/a', 'max_retries', 'react@19', 'x.io'].sort(),
    );
    expect(specificsOf('Use bun.').size).toBe(0); // a sentence-initial capital is no name
    expect(specificsDiffer('Use Bun for installs', 'We use bun for installs')).toBe(false);
    expect(specificsDiffer('Use Node 18', 'Use Node 20')).toBe(true);
  });

  it('polarity conflicts align facts first', () => {
    expect(polarityConflict('Mock the DB in unit tests. Use vitest.', "Don't mock the DB in unit tests. Use vitest.")).toBe(true);
    expect(polarityConflict("Don't mock the DB. Use vitest.", 'Never use jest. Use vitest.')).toBe(false);
  });

  it('substitutes: one word swapped in a short statement', () => {
    expect(substitutes('部署前通知张三', '部署前通知李四')).toBe(true);
    expect(substitutes('Always run the linter', 'Run the linter')).toBe(false);
  });
});
