/**
 * A rule's amount said otherwise: a CLAUDE.md rule sets an amount of a thing (a period, a
 * duration, a count, an age: "Rehearsal recordings are deleted after 30 days", 滤芯用满 200 小时就要
 * 更换, 未满十六岁不可以上桩) and a memory gives, for the same thing, another amount of the same unit
 * ("We keep rehearsal recordings for 90 days", 用到 400 小时再换, 十四岁都可以上桩). The memory then
 * sets the limit elsewhere: a conflict for a person to settle, never an edit.
 *
 * Read by structure (claim.ts): each clause's one measure with its subject; the units are a closed
 * class (a span of time in minutes, hours, days or weeks is one quantity). The same thing: every
 * Latin content word of the rule's subject (two at least) is in the memory's clause, or in Chinese
 * both clauses say a run of two characters or more that are no words of grammar (上攀绳, 上桩);
 * a rule and a memory in two languages are not compared. Not a conflict: the same amount, another unit, an
 * amount per another thing, another qualifier (summer / winter), or an amount inside the bound the
 * rule sets ("at most 30 days" / "after 7 days").
 */
import { clausesOf, measureOf, perDiffers, subjectHolds, subjectOf, type Measure } from './claim.js';
import { qualifiersApart } from './typed-values.js';
import { hanNumberValue } from './vocabulary.js';
import { wordTable } from './word-table.js';

const HAN = /\p{Script=Han}/u;

// Spans of time in one unit (minutes); other units are compared as they are.
const MINUTES: Readonly<Record<string, number>> = wordTable({ minute: 1, hour: 60, day: 1440, week: 10080 });

// An age: 十六岁 / 16 岁 / 16 years old (a number before the word of age), read as years.
const ZH_AGE = /([零一二两三四五六七八九十百]+|\d+)\s*(?:周岁|週歲|岁|歲)/gu;
const EN_AGE = /\b(\d+)\s*(?:years? old|yrs? old|-year-olds?)\b/giu;

/** The clause with its ages said as years ("16 years"), which claim.ts reads as a measure. */
function agesAsYears(clause: string): string {
  return clause.replace(ZH_AGE, (_m, n: string) => ` ${/^\d+$/u.test(n) ? n : hanNumberValue(n)} 年 `).replace(EN_AGE, (_m, n: string) => `${n} years`);
}

// Han units of time and measure (a closed class); a Han unit read with the word after it (天就, 天再) is its unit alone.
const HAN_UNIT = /^(?:分钟|分鐘|小时|小時|秒钟|秒|天|日|周|星期|礼拜|个月|月|年|公斤|千克|克|斤|吨|公里|千米|厘米|毫米|米|毫升|升|度|元|块|次|个|人|名|位)/u;
const HAN_TIME: Readonly<Record<string, string>> = { 分钟: 'minute', 分鐘: 'minute', 小时: 'hour', 小時: 'hour', 天: 'day', 日: 'day', 周: 'week', 星期: 'week', 礼拜: 'week', 个月: 'month', 月: 'month', 年: 'year' };

function unitOf(unit: string): string {
  if (!HAN.test(unit)) return unit;
  const u = HAN_UNIT.exec(unit)?.[0] ?? unit;
  return HAN_TIME[u] ?? u;
}

interface Amount {
  measure: Measure;
  /** The clause the measure is in, read for its words. */
  clause: string;
  value: number;
  unit: string;
}

function amountsOf(text: string): Amount[] {
  const out: Amount[] = [];
  for (const clause of clausesOf(text)) {
    const read = agesAsYears(clause);
    const m = measureOf(read);
    if (m === null || m.unit === '' || m.unit === 'version' || m.unit.startsWith('x/')) continue;
    const n = Number(m.amount);
    if (!Number.isFinite(n)) continue;
    const unit = unitOf(m.unit);
    const scale = MINUTES[unit];
    out.push({ measure: m, clause: read, value: scale === undefined ? n : n * scale, unit: scale === undefined ? unit : 'minute' });
  }
  return out;
}

/** The memory's clause names the thing the rule's amount is of. */
function sameThing(rule: Amount, fact: Amount): boolean {
  const r = rule.measure.subject;
  const zh = HAN.test(rule.clause);
  if (zh !== HAN.test(fact.clause)) return false;
  // (two words of its own at least: one word alone, "tests", names no one thing)
  if (!zh) return r.latin.length >= 2 && subjectHolds(subjectOf(fact.clause), { ...r, han: [], hanText: '' });
  return sharedHanWord(withoutAmount(rule), withoutAmount(fact));
}

// Characters of grammar, modality and degree (a closed class): 可以上桩 shares 上桩, not 可以.
const GRAMMAR = /[的地得是了着过在到都就也还再又要会能可以不唔冇没别勿须需应该必一每个这那其嘅咗啲喺係]/u;

function withoutAmount(a: Amount): string {
  return a.clause.replace(a.measure.said, ' ');
}

/** A run of Han characters both say, with two characters at least that are no word of grammar. */
function sharedHanWord(a: string, b: string): boolean {
  for (const run of a.match(/\p{Script=Han}{2,}/gu) ?? []) {
    for (let i = 0; i < run.length - 1; i += 1) {
      for (let j = run.length; j >= i + 2; j -= 1) {
        const piece = run.slice(i, j);
        if (!b.includes(piece)) continue;
        if ([...piece].filter((c) => !GRAMMAR.test(c)).length >= 2) return true;
        break;
      }
    }
  }
  return false;
}

/** Inside the bound the rule sets: less than its most, more than its least. */
function withinBound(rule: Amount, fact: Amount): boolean {
  return (rule.measure.bound === 'max' && fact.value < rule.value) || (rule.measure.bound === 'min' && fact.value > rule.value);
}

/** The amount the memory gives where the rule gives another of the same thing and unit, or null. */
export function otherAmount(rule: string, fact: string): { rule: string; fact: string } | null {
  const ra = amountsOf(rule);
  if (ra.length === 0) return null;
  const fa = amountsOf(fact);
  for (const r of ra) {
    for (const f of fa) {
      if (f.unit !== r.unit || f.value === r.value || withinBound(r, f)) continue;
      if (perDiffers(r.measure, f.measure) || qualifiersApart(r.clause, f.clause) || !sameThing(r, f)) continue;
      return { rule: r.measure.said, fact: f.measure.said };
    }
  }
  return null;
}
