import { describe, expect, it } from 'vitest';
import { readAlikeWithoutUnicodeFlag, withoutUnicodeFlag } from '../../../electron/core/dream/text/unicode-flag.js';
import { inEnglish, wordingOf } from '../../../electron/core/dream/text/vocabulary.js';

describe('unicode-flag: a case-insensitive regex read without its u flag where that changes nothing', () => {
  it('gives a twin only for a regex with the flag whose source means the same without it', () => {
    expect(withoutUnicodeFlag(/\b(?:drafts?)\b|稿件/giu)?.flags).toBe('gi');
    expect(withoutUnicodeFlag(/\bdrafts?\b/gi)).toBeNull();
    expect(withoutUnicodeFlag(/\p{Script=Han}/u)).toBeNull();
    expect(withoutUnicodeFlag(/\u{1F600}/u)).toBeNull();
    expect(withoutUnicodeFlag(/😀/u)).toBeNull();
  });

  it('reads alike every text but those with ſ, the Kelvin sign or a character outside the BMP', () => {
    for (const t of ['Never store secrets in the repo.', '不要把密码写死在代码里', 'Café — 80 °C', '']) expect(readAlikeWithoutUnicodeFlag(t)).toBe(true);
    for (const t of ['\u017Fecrets', 'p\u212Ag', 'ship it 🚀']) expect(readAlikeWithoutUnicodeFlag(t)).toBe(false);
  });

  it('matches as the regex with the flag does, over every BMP character the texts read alike hold', () => {
    const re = /\b(?:stor(?:e|es|ed|ing)|k)\b|(?<![提目])前|\w+s/iu;
    const twin = withoutUnicodeFlag(re)!;
    for (let cp = 0; cp <= 0xffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCharCode(cp);
      for (const t of [`${c}tore`, `k${c}前`]) if (readAlikeWithoutUnicodeFlag(t)) expect(twin.test(t)).toBe(re.test(t));
    }
  });

  it('leaves the vocabulary reading as with the flag: ſ still folds to s where a text holds it', () => {
    // (the concepts' regexes have the u flag: with it, ſamples is samples)
    expect(wordingOf('Label the \u017Famples before the lab closes')).toBe('Label the  sample   before  the  lab  closes');
    expect(wordingOf('Label the samples before the lab closes')).toBe('Label the  sample   before  the  lab  closes');
    expect(wordingOf('Label the samples 🚀')).toBe('Label the  sample  🚀');
    expect(inEnglish('不要把照片上传到网盘')).toBe('不要把  image   store   drive ');
  });
});
