/**
 * Relative dates -> absolute dates, the way Claude Code asks memories to be written.
 *
 * Style (one rule per granularity, same in every file):
 * - a day ("yesterday", "3 days ago", "next Monday", 昨天, 三天前, 上周五) -> `2026-11-19`;
 * - a week ("last week", "two weeks ago", 上周, 两周前) -> `the week of 2026-11-09` /
 *   `2026-11-09至2026-11-15`, from the Monday of that (ISO, Monday-first) week: a week is
 *   never pretended to be one day;
 * - a month ("last month", 上个月) -> `2026-10`, part of one (这个月初, 上个月底) -> `2026年11月初`;
 *   a year ("last year") -> `2025` / `2025年`.
 * English adverbs become phrases with the preposition they need: "deployed yesterday" ->
 * "deployed on 2026-11-19", "Last week we moved" -> "In the week of 2026-11-09 we moved",
 * but "since yesterday" -> "since 2026-11-19" and "Deadline: tomorrow" -> "Deadline: 2026-11-21";
 * a part of a day keeps its word: "yesterday evening" -> "on the evening of 2026-11-19".
 *
 * Conservative by design: anything unsure stays as written. Never touched: code (fenced,
 * indented, inline), quotes ("...", “...”, 「...」, > blockquotes but a message pasted as received,
 * date-messages.ts receivedQuoteLines), URLs and link targets,
 * recurring or generic rules ("every Monday", "on Fridays", "always", 每周一), possessives
 * ("today's date"), words inside identifiers (`today.md`, `is_today`, `yesterday-report`),
 * date words in names, titles, labels and table headers (text/date-names.ts: "the code name
 * Tomorrow", "a Today tab", 今日头条, 《明日之后》, `| Today | Tomorrow |`), a template's or a form's
 * field named by a date word alone ("## Today" over "- brood pattern", "**Tomorrow:** jobs planned", 今日：),
 * vague amounts ("a few days ago", 前几天), narrative offsets ("5 days later", 两天后),
 * "the last week of the sprint", already-absolute dates and date ranges.
 */
import type { ParsedResult } from 'chrono-node';
import { AutodreamError } from '../../errors.js';
import { inlineCodeRanges, isCodeLine, maskRanges, mergeRanges, overlaps, quotedRanges, scanLines, urlRanges } from './markdown.js';
import type { Range } from './markdown.js';
import { chineseContextOk, englishContextOk, possessiveEvent } from './date-events.js';
import { chineseDateInWords } from './date-glue.js';
import { messageRanges } from './date-messages.js';
import { chineseDateIsKind, chineseDateIsName, dateFieldRanges, emptyFieldRanges, englishDateIsName, saysCantonese, tableLabelRanges, titleRanges } from './date-names.js';
import { DAY_WORD_TYPO_PATTERN, enChrono, pastWeekday, weekendSaturday } from './en-relative.js';
import { splitSentences } from './sentences.js';
import { simplifiedHan } from './simplified.js';
import { addDays, chineseNumber, mondayOf, weekStart, zhChrono } from './zh-relative.js';
import { wordTable } from './word-table.js';

export type DateGranularity = 'day' | 'weekend' | 'week' | 'month' | 'year';

export interface DateEdit {
  /** Offsets in the original body. */
  start: number;
  end: number;
  before: string;
  after: string;
  /** "'last week' in deploy.md written 2026-11-20 -> the week of 2026-11-09" */
  reason: string;
  granularity: DateGranularity;
  /** The absolute value: YYYY-MM-DD (day, the Saturday of a weekend, or the Monday of a week), YYYY-MM, or YYYY. */
  value: string;
}

export interface AbsolutizeOptions {
  /** File name used in reasons. */
  file?: string;
  /** The body's `>` quote lines are a message as received on the day written (date-messages.ts receivedQuoteLines): read as prose. */
  readQuotes?: boolean;
}

export interface AbsolutizeResult {
  text: string;
  edits: DateEdit[];
}

const MASK = '\u25A0'; // a symbol: never whitespace, never a word character, never CJK

export function absolutizeDates(body: string, referenceDate: string, opts: AbsolutizeOptions = {}): AbsolutizeResult {
  const ref = parseLocalDate(referenceDate);
  const candidates = findCandidates(body, ref, opts.readQuotes === true);
  const edits: DateEdit[] = [];
  for (const c of candidates) {
    const last = edits[edits.length - 1];
    if (last && c.start < last.end) continue;
    const after = c.lang === 'en' ? englishReplacement(body, c) : chineseReplacement(c);
    const shown = c.lang === 'en' ? englishCore(c.granularity, c.value) : chineseCore(c.granularity, c.value, c.granularity === 'month' ? c.suffix : '');
    const where = opts.file ? ` in ${opts.file}` : '';
    edits.push({
      start: c.start,
      end: c.end,
      before: body.slice(c.start, c.end),
      after,
      reason: `'${c.phrase}'${where} written ${referenceDate} -> ${shown}`,
      granularity: c.granularity,
      value: c.value,
    });
  }
  let text = body;
  for (let i = edits.length - 1; i >= 0; i -= 1) {
    const e = edits[i];
    if (e) text = text.slice(0, e.start) + e.after + text.slice(e.end);
  }
  return { text, edits };
}

/** 'YYYY-MM-DD' -> local noon of that day (the zh parsers ignore timezones: stay local). */
export function parseLocalDate(date: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12) : null;
  if (!m || !d || d.getDate() !== Number(m[3]) || d.getMonth() !== Number(m[2]) - 1) {
    throw new AutodreamError('bad-input', `Reference date '${date}' is not a YYYY-MM-DD calendar date.`);
  }
  return d;
}

// Cantonese particles and their Mandarin ones (咗 了, 嘅 的, 喺 在, 冇 没): a clause told as done reads so in both.
const CANTONESE_PARTICLE: Readonly<Record<string, string>> = { 咗: '了', 嘅: '的', 喺: '在', 冇: '没' };

function mandarinParticles(text: string): string {
  return text.replace(/[咗嘅喺冇]/gu, (c) => CANTONESE_PARTICLE[c] ?? c);
}

interface Candidate {
  lang: 'en' | 'zh';
  start: number;
  end: number;
  phrase: string;
  granularity: DateGranularity;
  value: string;
  /** Chinese: text to keep after the date (昨晚 -> 2026-11-19晚上). */
  suffix: string;
  /** English: the phrase opens with a weekday ("Tuesday last week"), capitalised as a weekday always is. */
  weekdayLed?: boolean;
  /** Whether such a phrase opens a sentence (its replacement is capitalised there only). */
  sentenceStart?: boolean;
  /** English: a day's possessive of an event ("Yesterday's hailstorm"), the 's included: becomes "the 2026-11-19". */
  possessive?: boolean;
}

const WEEKDAY_BEFORE = /(?:^|[^\p{L}])(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\s+$/iu;
// A weekday's first three letters -> its index from Monday.
const WEEKDAY_OF: Readonly<Record<string, number>> = wordTable({ mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 });

/** A weekday right before "last week" / "next week" / "this week": that day of the week, with where it starts. */
function weekdayOfWeek(masked: string, at: number, c: Classified): { start: number; value: string } | null {
  if (c.granularity !== 'week' || !/^(?:last|next|this) week$/i.test(masked.slice(at, at + c.length))) return null;
  const m = WEEKDAY_BEFORE.exec(masked.slice(Math.max(0, at - 12), at));
  if (!m?.[1]) return null;
  const day = WEEKDAY_OF[m[1].slice(0, 3).toLowerCase()] ?? 0;
  return { start: at - m[0].length + m[0].indexOf(m[1]), value: isoDay(addDays(parseLocalDate(c.value), day)) };
}

/** Does the text at `at` open a sentence (line start, after a bullet or a full stop)? */
function startsSentence(body: string, at: number): boolean {
  const before = body.slice(body.lastIndexOf('\n', at - 1) + 1, at);
  return /^(?:\s*(?:[-*+>]|\d+[.)])?\s*(?:\*\*|__)?|.*[.!?:]\s+(?:\*\*|__)?)$/.test(before);
}

function findCandidates(body: string, ref: Date, readQuotes: boolean): Candidate[] {
  const lines = scanLines(body);
  const shielded: Range[] = [];
  for (const l of lines) if (isCodeLine(l.kind) || (l.kind === 'quote' && !readQuotes)) shielded.push({ start: l.start, end: l.end });
  shielded.push(...inlineCodeRanges(body), ...urlRanges(body), ...quotedRanges(body), ...titleRanges(body), ...tableLabelRanges(body, lines), ...dateFieldRanges(simplifiedHan(body), lines), ...emptyFieldRanges(body, lines), ...messageRanges(body, lines));
  const guard = mergeRanges(shielded);
  // Traditional characters read as Simplified and Cantonese particles as Mandarin, one for one (上週五 is
  // 上周五, 死咗 is 死了): offsets stay the body's.
  const masked = mandarinParticles(simplifiedHan(maskRanges(body, guard, MASK)));
  const sentences = lines
    .filter((l) => !isCodeLine(l.kind) && l.kind !== 'blank')
    .flatMap((l) => splitSentences(masked, l.contentStart, l.end));

  const out: Candidate[] = [];
  const consider = (r: ParsedResult, lang: 'en' | 'zh'): void => {
    if (r.end) return; // ranges ("from yesterday to today") stay as written
    const found = lang === 'en' ? (classifyEnglish(r, ref) ?? pastWeekdayOf(r, masked, sentences, ref)) : classifyChinese(r, ref);
    if (!found) return;
    const c = lang === 'zh' ? weekNotWeekday(masked, r.index, found, ref) : found;
    // "Tuesday last week", "on Friday next week": a day of that week, read with its weekday.
    const led = lang === 'en' ? weekdayOfWeek(masked, r.index, c) : null;
    const start = led ? led.start : r.index;
    if (led) Object.assign(c, { length: c.length + (r.index - led.start), granularity: 'day', value: led.value });
    // "in three weeks' time", "in a month's time": the phrase runs to "time".
    const time = lang === 'en' && /^in\s/i.test(r.text) ? (/^(?:['’]s?|s['’])?\s+time\b/.exec(masked.slice(start + c.length))?.[0].length ?? 0) : 0;
    const end = start + c.length + time;
    if (overlaps(guard, start, end)) return;
    const sentence = sentences.find((s) => s.start <= start && end <= s.end);
    if (!sentence) return;
    const phrase = body.slice(start, end);
    // "last night", "tonight", "this afternoon" keep their part of the day ("the night of 2026-11-24"),
    // unless a clock time before already says when ("at 10:00 this morning" -> "at 10:00 on 2026-11-20").
    if (lang === 'en' && c.suffix === '' && !/\d(?::\d{2})?\s*(?:am|pm)?\s+$/i.test(masked.slice(Math.max(0, start - 12), start))) {
      const part = /^(?:last night|(?:the )?night before last|tonight|this (morning|afternoon|evening))$/i.exec(phrase);
      if (part) c.suffix = (part[1] ?? 'night').toLowerCase();
    }
    // A date word inside a name, a title or a label is no date (the code name Tomorrow, 今日头条).
    // (a weekday is always capitalised: "Tuesday last week" is read as its "last week")
    if (lang === 'en' ? englishDateIsName(led ? body.slice(r.index, end) : phrase, masked.slice(sentence.start, led ? r.index : start), masked.slice(end, end + 40)) : chineseDateIsName(phrase, masked.slice(Math.max(sentence.start, start - 6), start), masked.slice(end, end + 4), masked.slice(end, sentence.end), saysCantonese(body.slice(sentence.start, sentence.end)))) return;
    if (lang === 'zh' && chineseDateIsKind(phrase, masked.slice(sentence.start, start), masked.slice(end, sentence.end))) return; // 后天性, 属于后天, 先天…后天
    if (lang === 'zh' && chineseDateInWords(masked.slice(start, end), masked.slice(end, sentence.end), masked.slice(Math.max(sentence.start, start - 1), start))) return; // 前天线板, 这个月饼, 送去年检
    if (lang === 'en' ? !englishContextOk(masked, start, end, sentence) : !chineseContextOk(masked, start, end, sentence)) return;
    const own = lang === 'en' && c.granularity === 'day' && possessiveEvent(phrase, masked.slice(end, end + 2), masked.slice(sentence.start, sentence.end), start - sentence.start);
    if (own) {
      out.push({ lang, start, end: end + 2, phrase: body.slice(start, end + 2), ...c, weekdayLed: led !== null, possessive: true });
      return;
    }
    out.push({ lang, start, end, phrase, ...c, weekdayLed: led !== null });
  };
  for (const r of enChrono().parse(masked, ref)) consider(innerEnglish(masked, r, ref), 'en');
  for (const c of out) if (c.weekdayLed) c.sentenceStart = startsSentence(body, c.start);
  for (const r of zhChrono().parse(masked, ref)) consider(r, 'zh');
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

interface Classified {
  length: number;
  granularity: DateGranularity;
  value: string;
  suffix: string;
}

const EN_NUM = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,3})';
const EN_WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)';
const EN_RULES: { re: RegExp; granularity: DateGranularity }[] = [
  { re: new RegExp(`^(?:(?:the )?day before yesterday|(?:the )?day after tomorrow|(?:the )?night before last|(?:yesterday|today|tomorrow|(?:last|next|this) ${EN_WEEKDAY}) (?:morning|afternoon|evening|night)|yesterday|today|tomorrow|tonight|last night|this (?:morning|afternoon|evening))\\b`, 'i'), granularity: 'day' },
  { re: new RegExp(`^(?:${EN_NUM} days? ago|in ${EN_NUM} days?|${EN_NUM} days? from now)\\b`, 'i'), granularity: 'day' },
  { re: new RegExp(`^(?:(?:last|next|this) ${EN_WEEKDAY}|(?:this )?coming ${EN_WEEKDAY})\\b`, 'i'), granularity: 'day' },
  { re: /^(?:last|this past|this coming|this|next) weekend\b/i, granularity: 'weekend' },
  { re: new RegExp(`^${DAY_WORD_TYPO_PATTERN.source.replace(/^\\b/, '')}(?:\\s+(?:morning|afternoon|evening|night)\\b)?`, 'i'), granularity: 'day' },
  { re: new RegExp(`^(?:(?:last|next|this) week|${EN_NUM} weeks? ago|in ${EN_NUM} weeks?|${EN_NUM} weeks? from now|(?:a|one) fortnight ago|in (?:a|one) fortnight|(?:a|one) fortnight from now|the week after next|the week before last)\\b`, 'i'), granularity: 'week' },
  { re: new RegExp(`^(?:(?:last|next|this) month|${EN_NUM} months? ago|in ${EN_NUM} months?|${EN_NUM} months? from now)\\b`, 'i'), granularity: 'month' },
  { re: new RegExp(`^(?:(?:last|next|this) year|${EN_NUM} years? ago|in ${EN_NUM} years?|${EN_NUM} years? from now)\\b`, 'i'), granularity: 'year' },
];

function classifyEnglish(r: ParsedResult, ref: Date): Classified | null {
  for (const rule of EN_RULES) {
    const m = rule.re.exec(r.text);
    if (!m) continue;
    const phrase = m[0].toLowerCase();
    if (rule.granularity === 'day' && weekdayUnsure(phrase, ref)) return null;
    // "yesterday evening" -> "the evening of 2026-11-19", never "2026-11-19 evening".
    const part = /^(?:(?!this\b)[\w']+|(?:last|next|this) \w+) (morning|afternoon|evening|night)$/.exec(phrase)?.[1] ?? '';
    if (rule.granularity === 'weekend') {
      // chrono reads some weekends itself (to their Sunday): every weekend is named by its Saturday here.
      const saturday = weekendSaturday(ref, phrase.replace(/\s+weekend$/, ''));
      return saturday ? { length: m[0].length, granularity: 'weekend', value: isoDay(saturday), suffix: '' } : null;
    }
    return { length: m[0].length, granularity: rule.granularity, value: valueOf(rule.granularity, r, ref, phrase === 'this week'), suffix: part };
  }
  return null;
}

/** "replaced on Monday": a weekday told as done, the last such day before the one written (en-relative.ts pastWeekday). */
function pastWeekdayOf(r: ParsedResult, masked: string, sentences: readonly { start: number; end: number }[], ref: Date): Classified | null {
  const sentence = sentences.find((s) => s.start <= r.index && r.index < s.end);
  const past = sentence ? pastWeekday(masked.slice(sentence.start, r.index), r.text, ref) : null;
  return past ? { length: past.length, granularity: 'day', value: isoDay(past.day), suffix: '' } : null;
}


/**
 * "last Tuesday" said on a Wednesday is yesterday to some and the Tuesday of the week before to
 * others; "next Friday" said on a Wednesday is this week's Friday or the next week's; "this
 * Monday" said on a Wednesday is two days ago or five days on. Such a weekday is left as written:
 * only where both readings name the same day ("last Thursday" or "next Monday" said on a
 * Wednesday, "this Friday" said before Friday) is it converted.
 */
function weekdayUnsure(phrase: string, ref: Date): boolean {
  const m = /^(last|next|this) (mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s|$)/.exec(phrase);
  if (!m?.[1] || !m[2]) return false;
  const day = WEEKDAY_OF[m[2]] ?? 0;
  const today = (ref.getDay() + 6) % 7; // Monday = 0
  if (m[1] === 'last') return day < today;
  if (m[1] === 'next') return day > today;
  return day < today;
}

/**
 * chrono sometimes reads a day phrase together with words before it ("10:00 this morning",
 * "on this two weeks"): when the whole result is not a phrase we convert, the text is read
 * again from each later word of it, and a phrase found right there is taken on its own.
 */
function innerEnglish(masked: string, r: ParsedResult, ref: Date): ParsedResult {
  if (EN_RULES.some((rule) => rule.re.test(r.text))) return r;
  for (const m of r.text.matchAll(/\s+(?=\S)/g)) {
    const at = r.index + (m.index ?? 0) + m[0].length;
    const again = enChrono().parse(masked.slice(at, at + 60), ref)[0];
    if (again && again.index === 0 && EN_RULES.some((rule) => rule.re.test(again.text))) {
      return Object.assign(Object.create(Object.getPrototypeOf(again) as object) as ParsedResult, again, { index: at });
    }
  }
  return r;
}

const ZH_NUM = '(?:[0-9]{1,3}|[一二两三四五六七八九十]{1,3})';
const ZH_DAY_SUFFIX: Record<string, [string, string]> = {
  前晚: ['前天', '晚上'], 昨晚: ['昨天', '晚上'], 琴晚: ['昨天', '晚上'], 寻晚: ['昨天', '晚上'], 㖊晚: ['昨天', '晚上'], 昨夜: ['昨天', '夜里'], 昨晨: ['昨天', '早上'], 明晨: ['明天', '早上'], 今晨: ['今天', '早上'], 今早: ['今天', '早上'], 今晚: ['今天', '晚上'], 今夜: ['今天', '夜里'], 明早: ['明天', '早上'], 明晚: ['明天', '晚上'],
};
const ZH_RULES: { re: RegExp; granularity: DateGranularity }[] = [
  { re: /^(?:大前天|前天|前日|前晚|明晨|昨天|昨日|昨晚|昨夜|昨晨|今天|今日|今晨|今早|今晚|今夜|明天|明日|明早|明晚|大后天|后天|后日|[昨今明]儿个?|听日|琴日|寻日|㖊日|琴晚|寻晚|㖊晚)/, granularity: 'day' },
  { re: new RegExp(`^${ZH_NUM}天之?[前后]`), granularity: 'day' },
  { re: /^(?:上上|上|下下|下|这|本)个?(?:周|星期|礼拜)[一二三四五六日]/, granularity: 'day' },
  { re: /^(?:上上|上|下下|下|这|本)个?周末/, granularity: 'weekend' },
  { re: new RegExp(`^(?:(?:上上|上|下下|下|这|本)个?(?:周|星期|礼拜)|${ZH_NUM}个?(?:周|星期|礼拜)之?[前后])`), granularity: 'week' },
  { re: new RegExp(`^(?:(?:上上|上|下下|下|这|本)个?月[初底中末]?|${ZH_NUM}个月之?[前后])`), granularity: 'month' },
  { re: new RegExp(`^(?:大前年|前年|去年|今年|明年|后年|大后年|${ZH_NUM}年前)`), granularity: 'year' },
];

function classifyChinese(r: ParsedResult, ref: Date): Classified | null {
  for (const rule of ZH_RULES) {
    const m = rule.re.exec(r.text);
    if (!m) continue;
    const num = /^([0-9]+|[一二两三四五六七八九十]+)/.exec(m[0]);
    if (num?.[1] && chineseNumber(num[1]) === null) return null;
    // 这个月初 -> 2026年11月初: part of a month keeps its word.
    const suffix = ZH_DAY_SUFFIX[m[0]]?.[1] ?? (rule.granularity === 'month' ? (/[初底中末]$/.exec(m[0])?.[0] ?? '') : '');
    // Weeks are Monday-first (chrono's zh parser counts 上周日 from a Sunday-first week).
    const weekday = /^(上上|上|下下|下|这|本)个?(?:周|星期|礼拜)([一二三四五六日])$/.exec(m[0]);
    const value = weekday?.[1] && weekday[2] ? isoDay(addDays(weekStart(weekday[1], ref), '一二三四五六日'.indexOf(weekday[2]))) : valueOf(rule.granularity, r, ref, false);
    return { length: m[0].length, granularity: rule.granularity, value, suffix };
  }
  return null;
}

// A weekday's character that starts a common word with what follows: 上周日志 is "last
// week's log", 上周一起 "last week, together", 上周三天 "three days last week".
const WEEKDAY_GLUED = /^(?:日[志记程常子期]|一[起样直些般定共切]|[一二三四五六][天次个遍条位名])/;
// A weekday's numeral that goes on as a number (这周三十个订单 is "thirty orders this week", 上周二十多个,
// 下周一二年级): the numeral run is a count, unless a clock unit closes it (下周三十点 is 10:00 next Wednesday).
const WEEKDAY_NUMBER = /^[一二三四五六][零〇一二两三四五六七八九十百千万]+(?![零〇一二两三四五六七八九十百千万]|[点时号日分刻半])/u;
// 下周一起 is "from next Monday" (not "together next week") before a pause or a verb of change.
const MONDAY_ON = /^一起(?:$|[，,。；;、：:！!\s]|(?:生效|实施|施行|执行|启用|停用|开始|上线|下线|改用|改为|改成|切换|恢复|暂停|关闭|开放|调整|取消|禁止|不再|全面|统一|正式|所有|全部|一律))/;

/**
 * Chinese date phrases are matched whole, before any word segmentation (which glues a
 * phrase's last character to the next word: 前天|线上, 下周三|和). Only where a weekday's
 * character starts a common word with what follows is the week meant, not the day.
 */
function weekNotWeekday(masked: string, start: number, c: Classified, ref: Date): Classified {
  const end = start + c.length;
  const week = /^(上上|上|下下|下|这|本)个?(?:周|星期|礼拜)[一二三四五六日天]$/.exec(masked.slice(start, end));
  if (c.granularity !== 'day' || !week?.[1] || !(WEEKDAY_GLUED.test(masked.slice(end - 1, end + 1)) || WEEKDAY_NUMBER.test(masked.slice(end - 1, end + 12)))) return c;
  if (MONDAY_ON.test(masked.slice(end - 1, end + 6))) return c; // 下周一起，… / 下周一起生效: from Monday on
  return { length: c.length - 1, granularity: 'week', value: isoDay(weekStart(week[1], ref)), suffix: '' };
}

function valueOf(g: DateGranularity, r: ParsedResult, ref: Date, thisWeek: boolean): string {
  const y = r.start.get('year') ?? ref.getFullYear();
  const mo = r.start.get('month') ?? 1;
  const d = r.start.get('day') ?? 1;
  const date = new Date(y, mo - 1, d, 12);
  switch (g) {
    case 'day':
    case 'weekend':
      return isoDay(date);
    case 'week':
      return isoDay(mondayOf(thisWeek ? ref : date)); // chrono's "this week" is its Sunday start
    case 'month':
      return `${y}-${pad(mo)}`;
    case 'year':
      return String(y);
  }
}

export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const PREPOSITIONS = new Set(['on', 'in', 'at', 'since', 'until', 'till', 'til', 'by', 'before', 'after', 'from', 'to', 'through', 'of', 'during', 'for', 'as', 'between', 'and', 'or', 'than', 'around', 'about', 'within', 'past', 'starting', 'effective']);
const SUBJECT_VERBS = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'being', 'will', 'has', 'had', 'would', 'should', 'could']);

function englishCore(g: DateGranularity, value: string): string {
  return g === 'week' ? `the week of ${value}` : g === 'weekend' ? `the weekend of ${value}` : value;
}

function englishReplacement(body: string, c: Candidate): string {
  const core = c.suffix ? `the ${c.suffix} of ${c.value}` : englishCore(c.granularity, c.value);
  const prep = c.granularity === 'day' || c.granularity === 'weekend' ? 'on' : 'in';
  const capital = /^\p{Lu}/u.test(c.phrase) && c.sentenceStart !== false;
  const cap = (s: string): string => (capital ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  // "Yesterday's hailstorm" -> "The 2026-11-19 hailstorm"; "Last night's call-out" -> "The 2026-11-11 night call-out"
  if (c.possessive) return cap(c.suffix ? `the ${c.value} ${c.suffix}` : `the ${core}`);
  if (/^in\s/i.test(c.phrase)) return cap(`${prep} ${core}`); // "in 3 days" carries its own preposition
  const lineStart = body.lastIndexOf('\n', c.start - 1) + 1;
  const before = body.slice(lineStart, c.start);
  const prevWord = /(\d{1,2}:\d{2}|[\p{L}\p{N}']+)\s+$/u.exec(before)?.[1]?.toLowerCase();
  const nextWord = /^\s+([\p{L}']+)/u.exec(body.slice(c.end, c.end + 40))?.[1]?.toLowerCase();
  if (prevWord !== undefined) {
    if (PREPOSITIONS.has(prevWord) || SUBJECT_VERBS.has(prevWord)) return cap(core);
    return cap(`${prep} ${core}`);
  }
  // Starts a sentence or follows punctuation: an adverb before a clause needs a preposition
  // ("Last month, we paid in EUR" -> "In 2026-10, we paid in EUR").
  if (nextWord !== undefined && !SUBJECT_VERBS.has(nextWord)) return cap(`${prep} ${core}`);
  if (/^\s*,/.test(body.slice(c.end)) && /^(?:\s*(?:[-*+]|\d+[.)])?\s*|.*[.!?]\s+)$/.test(before)) return cap(`${prep} ${core}`);
  return cap(core);
}

function chineseCore(g: DateGranularity, value: string, suffix: string): string {
  switch (g) {
    case 'day':
      return `${value}${suffix}`;
    case 'weekend':
      return `${value}至${isoDay(addDays(parseLocalDate(value), 1))}`;
    case 'week':
      return `${value}至${isoDay(addDays(parseLocalDate(value), 6))}`; // a range: reads whole before any word
    case 'month':
      return suffix ? `${value.slice(0, 4)}年${Number(value.slice(5, 7))}月${suffix}` : value;
    case 'year':
      return `${value}年`;
  }
}

function chineseReplacement(c: Candidate): string {
  return chineseCore(c.granularity, c.value, c.suffix);
}
