/**
 * English relative dates that chrono's casual parser misses or reads short: "a fortnight ago",
 * "in a fortnight", "a fortnight from now", "the week after next", "the week before last"
 * (chrono reads "the week after" alone), each naming the day two weeks away, which the caller
 * turns into that day's week; "this coming Monday" (the next Monday after the day written);
 * weekends ("last weekend", "this past weekend", "this weekend", "next weekend"), each naming
 * its Saturday; short forms and misspellings of the day words ("tmrw", "yday", "tommorow").
 * Added as parsers to a clone of `chrono.casual`. And a weekday told as done ("was replaced on
 * Monday"), which chrono reads as the nearest such day either way: the last one before (pastWeekday).
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

/** A weekday on its own after "on" ("replaced on Monday"), not a plural, a part of the day or a date. */
const ON_WEEKDAY = /^on\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\w'’-]|\s+(?:mornings?|afternoons?|evenings?|nights?|\d|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b))/i;
/** English irregular past forms and participles, a closed class. */
const IRREGULAR_PAST = 'ate|became|began|begun|bent|bit|bled|blew|blown|bought|bound|bred|broke|broken|brought|built|burnt|came|caught|chose|chosen|clung|crept|dealt|did|done|drew|drawn|drank|drove|driven|dug|fed|fell|fallen|felt|fled|flew|flown|forgot|forgotten|fought|found|froze|frozen|gave|given|got|gotten|grew|grown|ground|hung|heard|held|hid|hidden|kept|knew|known|laid|led|left|lent|lit|lost|made|meant|met|paid|ran|rang|rode|ridden|rose|risen|rung|said|sang|sank|sat|saw|seen|sent|shook|shaken|shot|slept|slid|sold|sought|sped|spent|spoke|spoken|spun|stood|stole|stolen|struck|stuck|strung|swept|swam|swung|taught|thought|threw|thrown|told|took|taken|tore|torn|understood|went|woke|woken|won|wore|worn|wound|wove|woven|wrote|written';
/** A clause told as done right before it: a past form, with at most its object between ("fixed the pump on Monday"), the object captured. */
const PAST_BEFORE_WEEKDAY = new RegExp(String.raw`\b(?:(?:was|were|got|had been)\s+)?(?:\p{L}+-)?(?:(?!(?:shred|embed|imbed|sled|bed|wed)\b)\p{L}{2,}(?<!e)ed|agreed|freed|${IRREGULAR_PAST})\s+((?:[\p{L}\p{N}'’-]+\s+){0,4})$`, 'iu');
/** Words that make the clause before it a plan, a habit or a rule, not a day told as done. */
const NOT_DONE_BEFORE = /\b(?:is|are|am|be|expected|scheduled|planned|booked in|due|supposed|slated|will|shall|going to|gonna|would|should|must|can|could|may|might|every|each|usually|always|never|normally|typically|if|when)\b|'ll\b/i;

/**
 * "was replaced on Monday", "fixed the pump on Tuesday": a weekday told as past names the last
 * such day before the one written (said on a Wednesday, Monday is two days back, Thursday six);
 * the same weekday as the day written is last week's or today: left as written. `before` is the
 * sentence's text up to the phrase; the result is null where the weekday is not told as done.
 */
export function pastWeekday(before: string, phrase: string, ref: Date): { length: number; day: Date } | null {
  const m = ON_WEEKDAY.exec(phrase);
  if (!m?.[1]) return null;
  const clause = before.replace(/^[^]*[,;:—–]\s*/u, '');
  const done = PAST_BEFORE_WEEKDAY.exec(clause);
  if (!done || NOT_DONE_BEFORE.test(clause)) return null;
  // (a participle alone, "Closed on Monday.", is a notice as likely as a report)
  if (!done[1] && !/\p{L}/u.test(clause.slice(0, done.index))) return null;
  const back = ((ref.getDay() + 6) % 7) - WEEKDAYS.indexOf(m[1].toLowerCase());
  if (back === 0) return null;
  return { length: m[0].length, day: addDays(ref, back > 0 ? -back : -(back + 7)) };
}
