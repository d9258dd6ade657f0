/**
 * Two statements that are one sentence with other things in a few places ("Old Town residents
 * park with a yellow permit" / "New Town residents park with a green permit", 东区站点每周三下午收罐头
 * / 西区站点每周六上午收罐头) say two facts, however much they share. Read on their content terms in
 * order; a span said on one side only, or two Chinese words that begin alike (标示 / 标注), is
 * wording, not another thing.
 */

import { isStopword } from './compare.js';
import { simplified } from './simplified.js';
import { tokenList } from './tokens.js';
import { wordingOf } from './vocabulary.js';

/**
 * Two Chinese words that begin alike and differ after it (标示 / 标注, 数据 / 数字) are one thing
 * worded two ways; words that end alike (东区 / 西区, 上午 / 下午) or differ in a number or a
 * direction are two things.
 */
function sameMorpheme(x: readonly string[], y: readonly string[]): boolean {
  const [a, b] = [x.join(''), y.join('')];
  if (!/^\p{Script=Han}/u.test(a) || a[0] !== b[0] || a.slice(-1) === b.slice(-1)) return false;
  return !/[一二两三四五六七八九十上下左右前后东南西北内外大小多少高低早晚新旧]/u.test(`${a.slice(1)}${b.slice(1)}`);
}

/**
 * Where two term lists part, around their longest common subsequence: each gap a pair of runs,
 * one from each side (one of them empty where words are only added or dropped), and how many
 * terms they share.
 */
export function termGaps(x: readonly string[], y: readonly string[]): { gaps: Array<[string[], string[]]>; shared: number } {
  const dp: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i -= 1) for (let j = y.length - 1; j >= 0; j -= 1) dp[i]![j] = x[i] === y[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const gaps: Array<[string[], string[]]> = [];
  let gx: string[] = [];
  let gy: string[] = [];
  const close = (): void => {
    if (gx.length > 0 || gy.length > 0) gaps.push([gx, gy]);
    gx = [];
    gy = [];
  };
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      close();
      i += 1;
      j += 1;
    } else if (j >= y.length || (i < x.length && dp[i + 1]![j]! >= dp[i]![j + 1]!)) gx.push(x[i++]!);
    else gy.push(y[j++]!);
  }
  close();
  return { gaps, shared: dp[0]![0]! };
}

/**
 * The term sequences are equal but for a few spans swapped one for one, each of at most three
 * terms on each side, in the same places ("old town ... yellow permit" / "new town ... green
 * permit"): the same sentence about other things. A span said on one side only is not a swap.
 */
export function swapsOnly(x: readonly string[], y: readonly string[]): boolean {
  const { gaps, shared } = termGaps(x, y);
  if (gaps.length === 0 || shared === 0) return false;
  // Two things trading places ("red team reviews blue team" / "blue team reviews red team") is a swap too.
  return gaps.every(([p, q]) => p.length > 0 && q.length > 0 && p.length <= 3 && q.length <= 3 && !q.some((t) => p.includes(t)) && !sameMorpheme(p, q));
}

const NEGATION = /^(?:not|no|never|don't|dont|do|doesn't|cannot|can't|mustn't|without|不|别|没|没有|不要|不能|无|非|勿)$/;

/**
 * The same sentence with two or more of its words put in other places' stead ("Old Town ...
 * yellow permit" / "New Town ... green permit", 东区…周三下午 / 西区…周六上午): one template
 * saying two things, not one rule said twice. A single swapped word may be a synonym, and a
 * swapped "not" is a contradiction: both stay findings.
 */
export function oneTemplateOtherValues(a: string, b: string): boolean {
  const ta = tokenList(wordingOf(simplified(a)));
  const tb = tokenList(wordingOf(simplified(b)));
  if (Math.min(ta.length, tb.length) < 4 || Math.max(ta.length, tb.length) > 60) return false;
  const gaps = substitutions(ta, tb);
  if (gaps === null || gaps.length < 2) return false;
  const changed = gaps.flat(2);
  if (changed.length * 2 > ta.length + tb.length || changed.some((t) => NEGATION.test(t))) return false;
  // A value put for a value is about as long as it ("yellow" / "green", 物业 / 居委会); "needs" / "can merge only after" is other words.
  const size = (ws: readonly string[]): number => ws.join('').length;
  return gaps.every(([x, y]) => Math.max(size(x), size(y)) <= 2 * Math.min(size(x), size(y)));
}

// A value: a number, a letter standing for a place or a unit (locker A, 柜 B), a Chinese numeral (三号, 五号).
const VALUE_TOKEN = /\p{N}|^[a-z]$|^[零一二两三四五六七八九十百千万]/u;

/**
 * One value put for another in one sentence ("Life jackets hang in locker A" / "… locker B", 备用钥匙在三号柜 / 五号柜,
 * "The ferry leaves at 07:10" / "… 07:40"): the same words but for one short span, a value on one side of it at least.
 * One thing said two ways, a contradiction, not two things and not one thing said twice. Two spans put for two
 * ("carbon posts get 6 Nm" / "alloy posts get 8 Nm") are another subject with its own value.
 */
export function oneValuePutForAnother(a: string, b: string): boolean {
  const ta = tokenList(wordingOf(simplified(a)));
  const tb = tokenList(wordingOf(simplified(b)));
  if (Math.min(ta.length, tb.length) < 3 || Math.max(ta.length, tb.length) > 60) return false;
  const gaps = substitutions(ta, tb);
  if (gaps === null || gaps.length !== 1) return false;
  const [x, y] = gaps[0]!;
  const changed = [...x, ...y];
  return x.length <= 3 && y.length <= 3 && !changed.some((t) => NEGATION.test(t)) && changed.some((t) => VALUE_TOKEN.test(t));
}

/**
 * One template said of two subjects: the sentences open on other words (function words aside: "The
 * east pier's …" / "The west pier's …", 旺角店 / 沙田店) and other values stand in it further on.
 */
export function aboutTwoSubjects(a: string, b: string): boolean {
  const first = (s: string): string | undefined => tokenList(wordingOf(simplified(s))).find((t) => !isStopword(t));
  return first(a) !== first(b) && oneTemplateOtherValues(a, b);
}

/**
 * The words two token lists do not share, as gaps between the words they do (text/swaps.ts):
 * each gap a pair of runs, one from each side. Null when a gap is on one side only (words added
 * or dropped: other words, not other values).
 */
function substitutions(a: readonly string[], b: readonly string[]): Array<[string[], string[]]> | null {
  const { gaps } = termGaps(a, b);
  return gaps.every(([x, y]) => x.length > 0 && y.length > 0) ? gaps : null;
}
