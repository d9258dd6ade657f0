import { describe, expect, it } from 'vitest';
import { mayMatchBytes, probeOf } from '../../../electron/core/api/search-probe.js';

/*
 * The cheap test decides most files of a scan on their bytes, without decoding them. It must say
 * exactly what decoding, lowercasing and looking for each piece would say: checked here against
 * that on random texts mixing cases, accents, Chinese, İ and the Kelvin sign (whose lowercase is
 * ASCII), invalid UTF-8 and pieces of every kind.
 */

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

const ATOMS = ['a', 'b', 'e', 'f', 'i', 'k', 'o', 's', 'h', 'z', 'A', 'B', 'E', 'F', 'I', 'K', 'S', 'H', 'Z', ' ', '\n', '-', "'", '1', 'é', 'É', '蓝', '绿', '\u0130', '\u212a', 'ı', 'ß'];
const WORDS = ['fish', 'FISH', 'Fish', 'fIsH', 'zebra', 'kilo', 'ski', 'his', 'sh', 'café', 'CAFÉ', '蓝绿', 'i̇s', 'K', '\u212aing', '\u0130s'];
const PIECES = ['fish', 'zebr', 'kilo', 'ki', 'is', 'his', 'afish', 'i̇', 'café', 'é', '蓝绿', 'ing', 'k', 'ss', "o's", '1-a'];

describe('the cheap test on bytes', () => {
  it('says what the decoded, lowercased text says, for any mix of case and script', () => {
    const rnd = prng(7);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
    let found = 0;
    for (let n = 0; n < 4000; n++) {
      const parts: string[] = [];
      for (let k = Math.floor(rnd() * 30); k > 0; k--) parts.push(rnd() < 0.3 ? pick(WORDS) : pick(ATOMS));
      let bytes = Buffer.from(parts.join(''));
      // Now and then a byte that is not UTF-8 (decoded as U+FFFD).
      if (rnd() < 0.1) bytes = Buffer.concat([bytes, Buffer.from([0xff, 0x41])]);
      const pieces = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => probeOf(pick(PIECES))));
      const lower = bytes.toString('utf8').toLowerCase();
      const want = pieces.every((word) => word.some((p) => lower.includes(p.text)));
      expect(mayMatchBytes(bytes, 'title.md', pieces), `${JSON.stringify(bytes.toString('utf8'))} ${JSON.stringify(pieces.map((w) => w.map((p) => p.text)))}`).toBe(want);
      if (want) found += 1;
    }
    // Both answers came up often.
    expect(found).toBeGreaterThan(400);
    expect(found).toBeLessThan(3600);
  });

  it('looks for a piece from its rarest letter on, keeping at least three characters', () => {
    expect(probeOf('afish').text).toBe('fish');
    expect(probeOf('zebr').text).toBe('zebr');
    expect(probeOf('the').text).toBe('the');
    expect(probeOf('ab').text).toBe('ab');
    expect(probeOf('蓝绿').ascii).toBeNull();
  });

  it('passes a file by its title (path or date), and frontmatter with escapes whatever it holds', () => {
    const pieces = [[probeOf('quasar')]];
    expect(mayMatchBytes(Buffer.from('nothing here'), 'quasar-notes.md', pieces)).toBe(true);
    expect(mayMatchBytes(Buffer.from('nothing here'), 'notes.md', pieces)).toBe(false);
    expect(mayMatchBytes(Buffer.from('---\nname: "a \\u0071uasar"\n---\nbody'), 'notes.md', pieces)).toBe(true);
  });
});
