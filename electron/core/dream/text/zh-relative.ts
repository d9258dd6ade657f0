/**
 * Chinese relative weeks, months and years that chrono's zh.hans parsers miss
 * (上周, 上个月, 这个月初, 两周前, 两周(之)后, 上星期, 本周三, 去年, 上周末, 昨儿, 今晨, Cantonese 聽日 / 琴日 / 尋日 / 琴晚, ...), as a parser added to a clone of
 * `chrono.zh.hans.casual`. The zh parsers ignore the reference timezone, so everything here
 * works on local calendar dates of the reference instant.
 */
import * as chrono from 'chrono-node';
import type { Chrono, Parser } from 'chrono-node';

const NUM = '[0-9]+|[一二两三四五六七八九十]+';
const WEEKDAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7 };

export const ZH_RELATIVE_PATTERN = new RegExp(
  [
    `(上上|上|下下|下|这|本)(个)?(周|星期|礼拜)([一二三四五六日])?(?![末期])`,
    `(${NUM})(个)?(周|星期|礼拜)之?([前后])`,
    `(上上|上|下下|下|这|本)(个)?月([初底中末])?(?![份])`,
    `(${NUM})个月前`,
    `(大前|前|去|今|明|后|大后)年`,
    `(${NUM})年前`,
    `(上上|上|下下|下|这|本)个?周末`,
    `(昨|今|明)儿(?:个)?`,
    `(昨|今|明)晨`, // the written "yesterday / this / tomorrow morning" (今晨六点, 明晨出海)
    `(前)晚`, // the evening two days ago (前晚寒流來襲)
    `(听|琴|寻|㖊)日`, // Cantonese: 聽日 tomorrow, 琴日 / 尋日 / 噚日 yesterday (聽日朝早十點)
    `(琴|寻|㖊)晚`, // Cantonese: 琴晚 / 尋晚 / 噚晚 last night (琴晚三號房部機死咗)
  ].join('|'),
);

/** 两 -> 2, 十二 -> 12, 三十 -> 30; digits as they are. */
export function chineseNumber(s: string): number | null {
  if (/^[0-9]+$/.test(s)) return Number(s);
  const digit: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
  if (s === '十') return 10;
  const m = /^([一二两三四五六七八九])?十([一二三四五六七八九])?$/.exec(s);
  if (m) return (m[1] ? (digit[m[1]] ?? 0) : 1) * 10 + (m[2] ? (digit[m[2]] ?? 0) : 0);
  if (s.length === 1 && digit[s] !== undefined) return digit[s] ?? null;
  return null;
}

const WEEK_OFFSET: Record<string, number> = { 上上: -2, 上: -1, 下下: 2, 下: 1, 这: 0, 本: 0 };
const MONTH_OFFSET: Record<string, number> = { 上上: -2, 上: -1, 下下: 2, 下: 1, 这: 0, 本: 0 };
const YEAR_OFFSET: Record<string, number> = { 大前: -3, 前: -2, 去: -1, 今: 0, 明: 1, 后: 2, 大后: 3 };

/** Local calendar date of `ref` moved by whole days (noon avoids DST edges). */
export function addDays(ref: Date, days: number): Date {
  return new Date(ref.getFullYear(), ref.getMonth(), ref.getDate() + days, 12);
}

/** Monday of the (Monday-first, ISO) week containing `d`. */
export function mondayOf(d: Date): Date {
  const dow = (d.getDay() + 6) % 7; // Monday = 0
  return addDays(d, -dow);
}

/** Monday of the week a prefix names (上 = last week, 下下 = the week after next). */
export function weekStart(prefix: string, ref: Date): Date {
  return addDays(mondayOf(ref), 7 * (WEEK_OFFSET[prefix] ?? 0));
}

function ymd(d: Date): { year: number; month: number; day: number } {
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** The date a match names, or null when it is not one of ours. */
export function resolveZhRelative(m: RegExpMatchArray, ref: Date): { year: number; month: number; day: number } | null {
  if (m[1] !== undefined) {
    const monday = addDays(mondayOf(ref), 7 * (WEEK_OFFSET[m[1]] ?? 0));
    return ymd(m[4] ? addDays(monday, (WEEKDAY[m[4]] ?? 1) - 1) : monday);
  }
  if (m[5] !== undefined) {
    const n = chineseNumber(m[5]);
    return n === null ? null : ymd(mondayOf(addDays(ref, (m[8] === '后' ? 7 : -7) * n)));
  }
  if (m[9] !== undefined) {
    const d = new Date(ref.getFullYear(), ref.getMonth() + (MONTH_OFFSET[m[9]] ?? 0), 1, 12);
    return ymd(d);
  }
  if (m[12] !== undefined) {
    const n = chineseNumber(m[12]);
    return n === null ? null : ymd(new Date(ref.getFullYear(), ref.getMonth() - n, 1, 12));
  }
  if (m[13] !== undefined) return { year: ref.getFullYear() + (YEAR_OFFSET[m[13]] ?? 0), month: 1, day: 1 };
  if (m[14] !== undefined) {
    const n = chineseNumber(m[14]);
    return n === null ? null : { year: ref.getFullYear() - n, month: 1, day: 1 };
  }
  if (m[15] !== undefined) return ymd(addDays(weekStart(m[15], ref), 5)); // a weekend: its Saturday
  if (m[16] !== undefined) return ymd(addDays(ref, m[16] === '昨' ? -1 : m[16] === '明' ? 1 : 0)); // 昨儿, 今儿个, 明儿
  if (m[17] !== undefined) return ymd(addDays(ref, m[17] === '昨' ? -1 : m[17] === '明' ? 1 : 0)); // 昨晨, 今晨, 明晨
  if (m[18] !== undefined) return ymd(addDays(ref, -2)); // 前晚
  if (m[19] !== undefined) return ymd(addDays(ref, m[19] === '听' ? 1 : -1)); // 聽日, 琴日, 尋日
  if (m[20] !== undefined) return ymd(addDays(ref, -1)); // 琴晚, 尋晚
  return null;
}

const zhRelativeParser: Parser = {
  pattern: () => ZH_RELATIVE_PATTERN,
  extract: (context, match) => resolveZhRelative(match, context.refDate),
};

let cached: Chrono | null = null;

/** chrono.zh.hans (casual) plus the relative week/month/year parser above. */
export function zhChrono(): Chrono {
  if (!cached) {
    const c = chrono.zh.hans.casual.clone();
    c.parsers.push(zhRelativeParser);
    cached = c;
  }
  return cached;
}
