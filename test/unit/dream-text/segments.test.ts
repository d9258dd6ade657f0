/**
 * The fast segmentation (segments.ts) and everything built on it (tokenize, wordSegments,
 * wordBoundaries, estimateTokens) must give exactly what Intl.Segmenter gave before: checked
 * against a reference built directly on the Segmenter, over realistic English and Chinese
 * memory dirs, this repository's own sources and docs, long single-line texts and seeded
 * random strings of the characters where word rules are subtle.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachSegment } from '../../../electron/core/dream/text/segments.js';
import { estimateTokens, foldText, tokenize, wordBoundaries, wordSegments } from '../../../electron/core/dream/text/tokens.js';
import { buildCorpus, type CorpusSpec } from '../../bench/corpus/build.js';

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

interface RefSegment {
  segment: string;
  index: number;
  isWordLike: boolean;
}

/** The tokenizer as it was: every text through Intl.Segmenter in one piece (one pass per text, reused). */
const reference = {
  segments: (segs: RefSegment[]): string => segs.map((s) => `${s.index}${s.isWordLike ? 'w' : ''}`).join(' '),
  wordSegments: (segs: RefSegment[]) => segs.filter((s) => s.isWordLike).map((s) => ({ word: s.segment, index: s.index })),
  wordBoundaries: (segs: RefSegment[], t: string): number[] => [...segs.map((s) => s.index), t.length],
  tokenize: (t: string): string[] => [...segmenter.segment(foldText(t))].filter((s) => s.isWordLike).map((s) => s.segment.toLowerCase()),
  estimateTokens(segs: RefSegment[]): number {
    let total = 0;
    let punct = '';
    const runs = (s: string): number => {
      let n = 0;
      for (let i = 0; i < s.length; ) {
        if (/\s/u.test(s[i] ?? '')) {
          i += 1;
          continue;
        }
        let j = i + 1;
        while (s[j] === s[i]) j += 1;
        n += j - i === 1 ? 1 : Math.ceil((j - i) / 4);
        i = j;
      }
      return n;
    };
    for (const seg of segs) {
      const s = seg.segment;
      if (!seg.isWordLike && !/^\s+$/u.test(s)) {
        punct += s;
        continue;
      }
      total += runs(punct);
      punct = '';
      if (seg.isWordLike) {
        const cjk = s.match(CJK)?.length ?? 0;
        total += cjk > 0 ? cjk + (s.length > cjk ? Math.max(1.3, (s.length - cjk) / 4) : 0) : Math.max(1.3, s.length / 4);
      }
    }
    return Math.ceil(total + runs(punct));
  },
};

const refSegments = (t: string): RefSegment[] => [...segmenter.segment(t)].map((s) => ({ segment: s.segment, index: s.index, isWordLike: s.isWordLike === true }));

function fastSegments(t: string): string {
  const out: string[] = [];
  forEachSegment(t, (start, _end, word) => out.push(`${start}${word ? 'w' : ''}`));
  return out.join(' ');
}

/** Seeded random strings over the characters where word boundaries are subtle. */
function randomTexts(count: number, seed: number): string[] {
  const pieces = [
    'a', 'Z', 'x', '1', '9', '_', '.', ',', ';', ':', "'", '"', ' ', '  ', '\t', '\n', '\r', '\r\n', '\f', '\v', '-', '/', '`', '#', '*', '(', '$',
    '中', '文', '我们', '项目', '不用', 'npm', '。', '，', '、', '！', '？', '：', '；', '「', '」', 'é', 'e\u0301', '’', '“', 'ｎ', 'Ｎ', '１',
    '\u200d', '\u200b', '\u00ad', '😀', '👍🏽', 'ア', 'ー', '한', '\u00a0', '\u3000', '…', '—', 'ß', 'ﬁ', '٣', 'א', "ב'", '1.5', 'v1.2.3', "don't", 'foo_bar',
  ];
  let s = seed;
  const rnd = (n: number): number => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return ((s ^ (s >>> 13)) >>> 0) % n;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let t = '';
    for (let k = 1 + rnd(30); k > 0; k -= 1) t += pieces[rnd(pieces.length)];
    out.push(t);
  }
  return out;
}

async function filesUnder(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && keep(e.name)) out.push(join(e.parentPath, e.name));
  }
  return out.sort();
}

const spec = (lang: 'en' | 'zh', seed: number): CorpusSpec => ({
  seed, lang, topics: 60, exactDuplicates: 3, nearDuplicates: 3, dates: 6, entryDates: 2, dateTraps: 3, mergeTraps: 2, stalePointers: 2,
  supersessions: 2, logSupersessions: 1, requests: 2, nonRequests: 2, longLines: 2, unindexed: 4, malformed: 1,
});

let root = '';
const corpus: Array<{ name: string; text: string }> = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-segments-'));
  for (const [lang, seed] of [['en', 5], ['zh', 6]] as const) {
    const truth = await buildCorpus(join(root, lang), spec(lang, seed));
    for (const f of [...(await filesUnder(truth.memoryDir, () => true)), ...(await filesUnder(truth.transcriptDir, () => true))]) {
      corpus.push({ name: f, text: await readFile(f, 'utf8') });
    }
  }
  const repo = join(import.meta.dirname, '../../..');
  for (const f of [join(repo, 'README.md'), ...(await filesUnder(join(repo, 'electron/core/dream/text'), (n) => /^(?:compare|tokens|segments|requests)\.ts$/.test(n))), ...(await filesUnder(join(repo, 'test/unit/dream-text'), (n) => /^(?:tokens|requests|dates)\.test\.ts$/.test(n)))]) {
    corpus.push({ name: f, text: await readFile(f, 'utf8') });
  }
  randomTexts(3000, 7).forEach((text, i) => corpus.push({ name: `random #${i}`, text }));
  // Long lines: a whole file on one line, and a long Chinese paragraph without spaces.
  corpus.push({ name: 'one long line', text: corpus.slice(0, 40).map((c) => c.text.replace(/\n/g, ' ')).join(' ').slice(0, 30_000) });
  corpus.push({ name: 'long Chinese paragraph', text: corpus.filter((c) => /\/zh\//.test(c.name)).slice(0, 30).map((c) => c.text.replace(/\s+/g, '')).join('').slice(0, 20_000) });
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('fast segmentation equals Intl.Segmenter', () => {
  it('has a varied corpus', () => {
    console.log(`segments: ${corpus.length} texts, ${corpus.reduce((n, c) => n + c.text.length, 0)} characters`);
    expect(corpus.filter((c) => /[\u4e00-\u9fff]/.test(c.text)).length).toBeGreaterThan(50);
    expect(corpus.filter((c) => !/[^\p{ASCII}]/u.test(c.text)).length).toBeGreaterThan(50);
    expect(corpus.reduce((n, c) => n + c.text.length, 0)).toBeGreaterThan(150_000);
  });

  it('gives the same boundaries, word flags, tokens, word offsets and token estimates on every text', () => {
    const differ: string[] = [];
    for (const { name, text } of corpus) {
      const segs = refSegments(text);
      if (fastSegments(text) !== reference.segments(segs)) differ.push(`segments ${name}`);
      if (JSON.stringify(wordSegments(text)) !== JSON.stringify(reference.wordSegments(segs))) differ.push(`wordSegments ${name}`);
      if (JSON.stringify(wordBoundaries(text)) !== JSON.stringify(reference.wordBoundaries(segs, text))) differ.push(`wordBoundaries ${name}`);
      if (estimateTokens(text) !== reference.estimateTokens(segs)) differ.push(`estimateTokens ${name}`);
      // Folding changes nothing in most texts: segment again only where it does.
      const folded = foldText(text);
      const want = folded === text ? segs.filter((s) => s.isWordLike).map((s) => s.segment.toLowerCase()) : reference.tokenize(text);
      if (JSON.stringify(tokenize(text)) !== JSON.stringify(want)) differ.push(`tokenize ${name}`);
    }
    expect(differ).toEqual([]);
  }, 120_000);

  it('returns a fresh token array each call (the cache is not exposed to mutation)', () => {
    const a = tokenize('Use bun, not npm');
    a.push('mutated');
    expect(tokenize('Use bun, not npm')).toEqual(['use', 'bun', 'not', 'npm']);
  });
});
