/**
 * English relative weeks that chrono's casual parser misses or reads short: "a fortnight ago",
 * "in a fortnight", "a fortnight from now", "the week after next", "the week before last"
 * (chrono reads "the week after" alone). Added as a parser to a clone of `chrono.casual`; each
 * names the day two weeks away, which the caller turns into that day's week.
 */
import * as chrono from 'chrono-node';
import type { Chrono, Parser } from 'chrono-node';
import { addDays } from './zh-relative.js';

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

let cached: Chrono | null = null;

/** chrono.casual (English) plus the relative week parser above. */
export function enChrono(): Chrono {
  if (!cached) {
    const c = chrono.casual.clone();
    c.parsers.push(enRelativeParser);
    cached = c;
  }
  return cached;
}
