/**
 * Words and token estimates for mixed English/CJK memory text.
 * Intl.Segmenter finds Chinese words (`我们项目用bun不用npm` -> 我们/项目/用/bun/不用/npm),
 * which whitespace splitting and most tokenizers cannot; `segments.ts` gives its boundaries
 * fast, and each text's words and estimate are computed once (`text-memo.ts`).
 */
import { forEachSegment } from './segments.js';
import { TextMemo } from './text-memo.js';

// Small: compare.ts keeps its own (expanded) tokens per text, so this one is rarely read again in a plan.
const tokensMemo = new TextMemo<readonly string[]>(1_000_000);
const estimateMemo = new TextMemo<number>(16_000_000, { release: false }); // numbers: cheap to keep, read again by the plan's counts

/** Han, kana, Hangul and CJK punctuation-free ideographic ranges. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_CHARS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

export function isCjkChar(ch: string): boolean {
  return CJK_CHAR.test(ch);
}

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** Full-width forms and curly apostrophes folded, so `Ｎｏｄｅ` and `don’t` compare equal to `Node`, `don't`. */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(/[\u2018\u2019\u02BC]/g, "'");
}

/** Word tokens, lowercased, punctuation and spaces dropped. */
export function tokenize(text: string): string[] {
  return [...tokenList(text)];
}

/** tokenize's result shared (not copied) between callers that only read it. */
export function tokenList(text: string): readonly string[] {
  return tokensMemo.get(text, (t) => {
    const folded = foldText(t);
    const out: string[] = [];
    forEachSegment(folded, (start, end, word) => {
      if (word) out.push(folded.slice(start, end).toLowerCase());
    });
    return out;
  });
}

/** Word tokens with their offsets in the (folded) text; used where callers need positions. */
export function wordSegments(text: string): { word: string; index: number }[] {
  const out: { word: string; index: number }[] = [];
  forEachSegment(text, (start, end, word) => {
    if (word) out.push({ word: text.slice(start, end), index: start });
  });
  return out;
}

/** Offsets where a word boundary lies, in ascending order (0 and text.length included). */
export function wordBoundaries(text: string): number[] {
  const out: number[] = [];
  forEachSegment(text, (start) => out.push(start));
  out.push(text.length);
  return out;
}

/**
 * Rough token count of what an agent loads, for mixed English/CJK text.
 * Heuristic (documented, deliberately simple; within ~20 % of BPE tokenizers on prose):
 * - each CJK character: 1 token;
 * - each other word (Latin, digits, identifiers): max(1.3, length / 4) tokens
 *   (short English words average ~1.3 tokens, long identifiers split every ~4 chars);
 * - each punctuation/symbol character: 1 token, except runs of one repeated character
 *   (`----`, `====`) which count one token per 4 characters;
 * - whitespace: free.
 */
export function estimateTokens(text: string): number {
  return estimateMemo.get(text, countTokens);
}

function countTokens(text: string): number {
  let total = 0;
  let punctuation = ''; // consecutive symbol segments, so that runs are seen whole
  forEachSegment(text, (start, end, word) => {
    const s = text.slice(start, end);
    if (!word && !/^\s+$/u.test(s)) {
      punctuation += s;
      return;
    }
    total += punctuationTokens(punctuation);
    punctuation = '';
    if (word) {
      const cjk = hasCjk(s) ? (s.match(CJK_CHARS)?.length ?? 0) : 0;
      if (cjk > 0) {
        total += cjk;
        const rest = s.length - cjk;
        if (rest > 0) total += Math.max(1.3, rest / 4);
      } else {
        total += Math.max(1.3, s.length / 4);
      }
    }
  });
  total += punctuationTokens(punctuation);
  return Math.ceil(total);
}

function punctuationTokens(s: string): number {
  let total = 0;
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (ch === undefined) break;
    if (/\s/u.test(ch)) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (s[j] === ch) j += 1;
    const run = j - i;
    total += run === 1 ? 1 : Math.ceil(run / 4);
    i = j;
  }
  return total;
}

/** Each pair of neighbouring characters of a run (a Han run read without a segmenter: 冷库温度 -> 冷库, 库温, 温度). */
export function charPairsOf(run: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 <= run.length; i += 1) out.push(run.slice(i, i + 2));
  return out;
}
