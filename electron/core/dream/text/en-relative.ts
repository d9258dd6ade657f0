/**
 * English relative dates that chrono's casual parser misses or reads short: "a fortnight ago",
 * "in a fortnight", "a fortnight from now", "the week after next", "the week before last"
 * (chrono reads "the week after" alone), each naming the day two weeks away, which the caller
 * turns into that day's week; "this coming Monday" (the next Monday after the day written);
 * weekends ("last weekend", "this past weekend", "this weekend", "next weekend"), each naming
 * its Saturday; short forms and misspellings of the day words ("tmrw", "yday", "tommorow").
 * Added as parsers to a clone of `chrono.casual`.
 */
import * as chrono from 'chrono-node';
import type { Chrono, Parser } from 'chrono-node';
import { addDays, mondayOf } from './zh-relative.js';

export const EN_RELATIVE_PATTERN = /\b(?:(?:a|one) fortnight ago|in (?:a|one) fortnight|(?:a|one) fortnight from now|the week after next|the week before last)\b/i;

/** Days from the reference day to the day the phrase names. */
export function enRelativeDays(phrase: string): number {
  return /ago|before last/i.test(phrase) ? -14 : 14;
}

const enRelativeParser: Parser = {
  pattern: () => EN_RELATIVE_PATTERN,
  extract: (context, match) => {
    const d = addDays(context.refDate, enRelativeDays(match[0]));
    return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
  },
};

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const COMING_WEEKDAY_PATTERN = /\b(?:this\s+)?coming\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** The first such weekday after the reference day ("this coming Monday" said on a Monday is a week on). */
export function comingWeekday(ref: Date, weekday: string): Date {
  const want = WEEKDAYS.indexOf(weekday.toLowerCase()); // Monday = 0
  const today = (ref.getDay() + 6) % 7;
  return addDays(ref, ((want - today + 6) % 7) + 1);
}

export const WEEKEND_PATTERN = /\b(last|this past|this coming|this|next)\s+weekend\b/i;

/** The Saturday of the weekend a word names, or null when it is unclear (a "past" weekend said during one). */
export function weekendSaturday(ref: Date, which: string): Date | null {
  const saturday = addDays(mondayOf(ref), 5);
  const during = (ref.getDay() + 6) % 7 >= 5;
  switch (which.toLowerCase().replace(/\s+/g, ' ')) {
    case 'last':
      return addDays(saturday, -7);
    case 'this past':
      return during ? null : addDays(saturday, -7);
    case 'this coming':
      return during ? addDays(saturday, 7) : saturday;
    case 'this':
      return saturday;
    case 'next':
      return addDays(saturday, 7);
    default:
      return null;
  }
}

const ymd = (d: Date): { year: number; month: number; day: number } => ({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });

const comingWeekdayParser: Parser = {
  pattern: () => COMING_WEEKDAY_PATTERN,
  extract: (context, match) => ymd(comingWeekday(context.refDate, match[1] ?? '')),
};

const weekendParser: Parser = {
  pattern: () => WEEKEND_PATTERN,
  extract: (context, match) => {
    const d = weekendSaturday(context.refDate, match[1] ?? '');
    return d ? ymd(d) : null;
  },
};

/** Short forms and common misspellings of the day words, read as the words ("tmrw", "yday", "tommorow"). */
export const DAY_WORD_TYPO_PATTERN = /\b(?:(tmrw|tmrow|tmr|2moro|2morrow|tommorow|tommorrow|tomorow|tomorrrow|tommorw|tomorro)|(yday|yesterdy|yesteday|yesturday|yestarday|yestday|yesterdya))(?![\w-])/i;

const dayWordTypoParser: Parser = {
  pattern: () => DAY_WORD_TYPO_PATTERN,
  extract: (context, match) => ymd(addDays(context.refDate, match[1] ? 1 : -1)),
};

/** Two days away, said with or without the article: "(the) day before yesterday", "day after tomorrow", "the night before last". */
export const TWO_DAYS_PATTERN = /\b(?:the\s+)?(?:day\s+(before\s+yesterday|after\s+tomorrow)|night\s+before\s+last)\b/i;

const twoDaysParser: Parser = {
  pattern: () => TWO_DAYS_PATTERN,
  extract: (context, match) => ymd(addDays(context.refDate, /after/i.test(match[1] ?? '') ? 2 : -2)),
};

let cached: Chrono | null = null;

/** chrono.casual (English) plus the parsers above. */
export function enChrono(): Chrono {
  if (!cached) {
    const c = chrono.casual.clone();
    c.parsers.push(enRelativeParser, comingWeekdayParser, weekendParser, dayWordTypoParser, twoDaysParser);
    cached = c;
  }
  return cached;
}
