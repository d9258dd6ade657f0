/**
 * Subject slots: what a statement gives a value of, read by its structure. A statement's slot is
 * its words with its typed values taken out (text/typed-values.ts: a time, a day, money, a measure,
 * a person, and here a dotted version: MariaDB 10.6, firmware 4.2), read in zones: the owner (the
 * words of a possessive, "the seed bank's", or before 的, 乐团的), adjuncts (the words after a
 * preposition, "at the rink", "over the weekend") and the core (the rest: "inventory database",
 * "safety briefing", 安全例会). A label says its slot before its colon ("**Safety briefing:** Sunday
 * mornings"). Verbs of being, having, using and changing, modals, bounds (at least, 上限) and the
 * parts of the day are no part of a slot; a verb of starting or ending is its aspect (opens /
 * closes, 开播 / 打烊, 到 before a time: until).
 *
 * Two statements of two memories fill one slot when the core of one is held by the other and the
 * other's core adds at most one word, never a word standing before a shared one ("the indoor pool"
 * / "the pool", 西门诊所 / 门诊所: another thing), and they share two words (or three Han
 * characters). Where they then give values of one type and share none of that type, they
 * contradict: "The seed bank's inventory database runs MariaDB 10.6" / "Upgraded the inventory
 * database to MariaDB 11.4 over the weekend", "Public skating at the rink closes at 21:00 on
 * weekdays" / "Weekday public skating ends at 22:00", 乐团的谱务由陈老师负责 / 谱务负责人：林小姐.
 *
 * Never where they are two cases of the slot: a qualifier of a closed family on one side only or
 * two of one family (weekends, 旺季 / 淡季), a day or a time that says when on one side only
 * ("costs $30" / "costs $35 after 18:00"), a lower bound against another bound, a start against
 * an end, two scopes, two identifiers; nor for a negated statement, a question, a past value, an
 * addition. Linear: statements meet through the rarest words of their core.
 */
import { isNegated, isStopword, keyTermSet, stem } from './compare.js';
import { identifiersOf, idsDiffer } from './identifiers.js';
import { scopesClash, scopesOf, sideOnly } from './scope.js';
import { postingsOf } from './postings.js';
import { charPairsOf } from './tokens.js';
import { simplifiedHan } from './simplified.js';
import type { DatedFact } from './supersede.js';
import { englishNumerals, oneCaseOfOther, qualifiersApart, qualifierWordsOf, typedValuesOf, valueClash, type TypedValue } from './typed-values.js';
import { ADDITIVE } from './value-phrases.js';

type Aspect = 'start' | 'end' | null;
type Bound = 'min' | 'max' | null;

interface Slot {
  fact: DatedFact;
  values: TypedValue[];
  /** Core words (stemmed), in the order said. */
  core: string[];
  /** Every word of the slot, owner and adjuncts included. */
  all: Set<string>;
  /** Core runs of Han characters (two at least). */
  hanCore: string[];
  /** Every Han run of the slot, owner and adjuncts included. */
  hanAll: string[];
  /** The words of its owner and adjuncts ("the web app's", "in the old town", 主实验室的), which say whose or where. */
  side: string[];
  aspect: Aspect;
  bound: Bound;
  /** Families of qualifiers it names (season, dayclass, audience, size, session). */
  families: Set<string>;
}

const PAST = /^\W*(?:until|before|prior to|in the past|back in|previously|formerly|originally)\b|^[^，,。；;]{0,12}?(?:以前|之前|曾经|原来|原先|过去|早期|原本)/iu;

// Verbs of being, having, using, taking place and changing: they say a value is had, not what of.
const LIGHT = new Set(
  ('is are was were be been being has have had use uses used using run runs ran running now currently still ' +
    'set sets moved move moves changed change changes switched switch upgraded upgrade updated update bumped bump migrated migrate ' +
    'raised raise lowered lower increased increase decreased decrease reduced reduce extended extend shortened shorten adjusted adjust ' +
    'happen happens happened held hold holds take takes took taken cost costs costed pay pays paid get gets got ' +
    'new today from since instead ' +
    // nouns naming the kind of value given, not what of: "the sail repair rate is £40" is of sail repairs
    'rate rates price prices fee fees cost charge charges value amount number figure').split(' '),
);
const PREPOSITIONS = new Set('at of in on for from with by near inside outside behind across over under during through within per via around'.split(' '));
const START = /^(?:open|opens|opening|opened|start|starts|starting|started|begin|begins|beginning|began|commence|commences)$/;
const END = /^(?:close|closes|closing|closed|end|ends|ending|ended|finish|finishes|finishing|finished|shut|shuts|until|till)$/;
const MIN_WORD = /^(?:least|minimum|min|fewer)$/;
const MAX_WORD = /^(?:most|maximum|max|limit|cap|capped)$/;
// Parts of the day and words of how often: when, not what.
const WHEN_WORD = /^(?:mornings?|afternoons?|evenings?|nights?|noon|midnight|daily|weekly|monthly|yearly|nightly|every|each|sharp|am|pm|a\.m|p\.m)$/;
// Nouns of the calendar: an adjunct of them says when ("over the weekend"), not where or whose.
const CALENDAR = /^(?:weekend|week|month|year|day|night|holiday|yesterday|today|tomorrow|summer|winter|spring|autumn|season|quarter)s?$/u;
const WHEN_DONE = /\b(?:over|during|this|last|next|that|past)\s+(?:the\s+)?(?:weekend|summer|winter|spring|autumn|holidays?)\b/giu;
// Bounds said in more words: "up to", "no more than" (a negator, so not read here), "or more".
const EN_MIN = /\bat least\b|\bor more\b|\bminimum\b|\bno fewer than\b/iu;
const EN_MAX = /\bat most\b|\bup to\b|\bmaximum\b|\bmax\b|\blimit\b|\bcapped\b/iu;
const ZH_MIN = /至少|最少|最低|下限|不少于|以上|起步/u;
const ZH_MAX = /最多|最高|上限|不超过|以内|封顶|最大/u;

// Han words that say a value is had or changed, modals, bounds and parts of the day: cut out of a run.
const HAN_CUT = /已经|现在|目前|仍然|依然|还是|一直|一律|挪到|改到|改成|改为|改在|调到|调整到|调整为|调成|换成|换到|升级到|升级|降到|提高到|增加到|减少到|定在|定于|安排在|放在|设为|设在|可以|能够|需要|必须|只能|应该|上限|下限|最多|最少|至少|最高|最低|最大|最小|不超过|不少于|以内|以上|以下|上午|下午|晚上|早上|早晨|中午|凌晨|傍晚|每天|每周|每晚|每月|每年|每次|每人|大约|左右/gu;
const HAN_START = /开始|开放|开门|开播|开张|开课|开园|开馆|起飞|发车|出发/gu;
const HAN_END = /结束|关门|打烊|截止|闭馆|闭园|收摊|收工|下班|关闭/gu;
const HAN_START_ONE = new RegExp(HAN_START.source, 'u');
const HAN_END_ONE = new RegExp(HAN_END.source, 'u');
// One character that ends a run: particles, prepositions, copulas, adverbs.
const HAN_STOPS = /[的是在由于从到了和与及或把被给按每都也就还再将着只才请让]/gu;
// An agent noun ends in one of these (负责人, 管理员, 作者): the noun is its verb's doer.
const AGENT = /[人员者方]$/u;

// A dotted number after a name (MariaDB 10.6, Pro Tools 2023.6, firmware 4.2, v5.1, 版本是 8.0): a version.
const VERSION = /(?:(?<![\w.])([A-Z][\w+-]*|[a-z]+[A-Z][\w+-]*|firmware|version|release|v)\s*|(?:版本号?|升级到|更新到|版本是)\s*)(\d+(?:\.\d+)+)(?!\d|\.\d)/gu;

function versionsOf(text: string): TypedValue[] {
  const out: TypedValue[] = [];
  for (const m of text.matchAll(VERSION)) {
    // Named by the nearest word before it that is no small word (Pro Tools 已经升级到 2024.3: tools).
    const words = (text.slice(Math.max(0, m.index - 24), m.index + m[0].length - m[2]!.length).match(/[A-Za-z][\w+-]*/g) ?? []).map((w) => w.toLowerCase()).filter((w) => !isStopword(w) && !PREPOSITIONS.has(w) && !LIGHT.has(w) && !/^(?:v|version|release)$/u.test(w));
    out.push({ type: `version:${words.at(-1) ?? ''}`, value: m[2]!, said: m[1] ? m[0].trim() : m[2]! });
  }
  return out;
}

/** The text a label says its slot in ("**Safety briefing:** Sunday mornings, 08:30", "Bowling lane hire — $35 per hour"), or null. */
function labelHead(text: string): string | null {
  const m = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?([^:：。.;；!?！？—–]{2,60}?)\s*(?:(?<!\d)[:：](?!\d)|\s[—–]\s)/u.exec(text);
  if (!m) return null;
  const head = m[1]!.trim();
  // A head is a noun phrase: a few words, no digits.
  if (/\d/u.test(head) || (head.match(/[A-Za-z]+/g) ?? []).length > 6 || head.replace(/[^\p{Script=Han}]/gu, '').length > 12) return null;
  return head;
}

// Every typed value has one of these in it (a digit, a number word, a weekday, a title, a form of address): most statements are passed over at once.
const MAY_HOLD_VALUE = /[\d零〇一二两兩三四五六七八九十百千万萬$€£¥]|day\b|周|週|星期|礼拜|禮拜|\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sister|Father|Chef|Captain|Capt)\b|师傅|師傅|经理|經理|小姐|老师|老師|先生|女士|医生|醫生|主任|阿姨|[阿小老][\p{Script=Han}]|姐|哥|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/iu;

function readSlot(fact: DatedFact): Slot | null {
  const raw = fact.text;
  if (raw.length > 240 || !MAY_HOLD_VALUE.test(raw) || /[?？]\s*$/u.test(raw) || isNegated(raw) || ADDITIVE.test(raw) || PAST.test(raw)) return null;
  const text = englishNumerals(simplifiedHan(raw).replace(/`[^`]*`/gu, ' ')).replace(/\*\*|__/gu, '');
  const versions = versionsOf(text);
  // (a number read as a measure of the word after it, '11.4 over', is the version's)
  const values = [...typedValuesOf(raw).filter((v) => !versions.some((x) => v.said.includes(x.value))), ...versions];
  if (values.length === 0 || values.length > 5) return null;
  // Values cut out, each a break between words.
  // Values cut out, each a break between words, and what an amount is per with them ("£55 an hour": perOf reads it).
  let whole = text;
  for (const v of values) whole = whole.replace(v.said, ' , ');
  whole = whole.replace(RATE, ' , ');
  const head = labelHead(text);
  let subject = head ?? whole;
  if (head) for (const v of values) subject = subject.replace(v.said, ' , ');
  if (head) subject = subject.replace(RATE, ' , ');
  const lower = whole.toLowerCase();
  const bound: Bound = EN_MIN.test(lower) || ZH_MIN.test(whole) ? 'min' : EN_MAX.test(lower) || ZH_MAX.test(whole) ? 'max' : null;
  // From one time to another says both ends (九点到六点, "from 9:00 to 17:00"): no aspect. Open until a time (开放到四点, "open until 9 pm") says when it ends.
  const range = /,\s*(?:到|至|-|–|to|until|till)\s*,/iu.test(whole);
  const until = /到\s*,|\b(?:until|till)\b/iu.test(whole);
  let aspect: Aspect = range ? null : until || HAN_END_ONE.test(whole) ? 'end' : HAN_START_ONE.test(whole) ? 'start' : null;
  const core: string[] = [];
  const all = new Set<string>();
  const hanCore: string[] = [];
  const hanAll: string[] = [];
  const side: string[] = [];
  const matches = [...subject.matchAll(/[A-Za-z][\w'’-]*|\p{Script=Han}+|[,.;:!?，。；：！？()（）「」『』“”"—–]/gu)];
  const tokens = matches.map((m) => m[0]);
  // Owner: the words up to a possessive among the first words ("The sailing club's safety briefing"), or before an early 的 (乐团的谱务).
  const possessive = tokens.slice(0, 8).map((t) => /^[A-Za-z].*(?:['’]s|s['’])$/u.test(t)).lastIndexOf(true);
  const de = subject.indexOf('的');
  const ownerEnd = de >= 0 && de <= 14 ? de : -1;
  let adjunct = false;
  for (const [i, m] of matches.entries()) {
    const tok = m[0];
    if (!/^[A-Za-z\p{Script=Han}]/u.test(tok)) {
      adjunct = false;
      continue;
    }
    if (/^\p{Script=Han}/u.test(tok)) {
      const cut = ownerEnd - m.index;
      if (m.index + tok.length <= ownerEnd) readHan(tok, true, hanCore, hanAll, side);
      else if (cut >= 0) {
        readHan(tok.slice(0, cut), true, hanCore, hanAll, side);
        readHan(tok.slice(cut + 1), false, hanCore, hanAll, side);
      } else readHan(tok, false, hanCore, hanAll, side);
      continue;
    }
    const w = tok.toLowerCase().replace(/['’]s?$/u, '');
    if (PREPOSITIONS.has(w)) {
      adjunct = true;
      continue;
    }
    if (START.test(w) || END.test(w)) {
      if (!range) aspect ??= START.test(w) ? 'start' : 'end';
      continue;
    }
    if (isStopword(w) || LIGHT.has(w) || WHEN_WORD.test(w) || MIN_WORD.test(w) || MAX_WORD.test(w) || w.length < 2) continue;
    const s = stem(w);
    all.add(s);
    const inOwner = i <= possessive || (ownerEnd >= 0 && m.index < ownerEnd);
    if (!adjunct && !inOwner) core.push(s);
    else side.push(s);
  }
  // ("over the weekend", "last summer" say when a thing was done, not of which part it is)
  // (a family word that is the unit counted, "42 members", is no qualifier)
  const families = new Set([...qualifierWordsOf(whole.replace(WHEN_DONE, ' ')).keys()].filter((k) => !k.startsWith('#')));
  return { fact, values, core: [...new Set(core)], all, hanCore, hanAll, side, aspect, bound, families };
}

function readHan(chunk: string, owner: boolean, core: string[], all: string[], side: string[]): void {
  for (const piece of chunk.replace(HAN_CUT, ' ').replace(HAN_STOPS, ' ').replace(HAN_START, ' ').replace(HAN_END, ' ').split(/\s+/u)) {
    if (piece.length < 2) continue;
    all.push(piece);
    (owner ? side : core).push(piece);
  }
}

/**
 * `small` fills the slot `large` fills: its core is held by `large` (a Han run as pieces of
 * `large`'s runs, an agent's 人 / 员 left over), at most one word of it in the other script from
 * what `large` says in its own; `large`'s core adds at most one word, none before a shared one,
 * and no character inside a run it shares. Enough must be shared to be a subject.
 */
function holdsSlot(small: Slot, large: Slot): boolean {
  if (small.core.length + small.hanCore.length === 0) return false;
  let otherScript = 0;
  const missingLatin = small.core.filter((w) => !large.all.has(w));
  const touched = new Set<number>();
  let hanShared = 0;
  const missingHan: string[] = [];
  for (const run of small.hanCore) {
    const cover = coverRun(run, large.hanAll);
    if (cover === null) missingHan.push(run);
    else {
      hanShared += cover.chars;
      for (const r of cover.runs) touched.add(r);
    }
  }
  const largeCoreHan = large.hanCore.map((r) => large.hanAll.indexOf(r));
  const untouchedHan = largeCoreHan.filter((r) => !touched.has(r));
  const extraLatin = large.core.filter((w) => !small.all.has(w));
  // One word said in the other script on each side (海鸥号 max capacity / 海鸥号的载客上限).
  if (missingLatin.length === 1 && missingHan.length === 0 && untouchedHan.length > 0) {
    otherScript = 1;
    untouchedHan.shift();
  } else if (missingHan.length === 1 && missingLatin.length === 0 && extraLatin.length > 0) {
    otherScript = 1;
    extraLatin.shift();
  } else if (missingLatin.length > 0 || missingHan.length > 0) return false;
  // A run `large` shares must be covered whole: 西门诊所 holds 门诊所 with a character more before it.
  for (const r of touched) if (!coveredWhole(large.hanAll[r]!, small.hanCore)) return false;
  if (extraLatin.length + untouchedHan.length > 1) return false;
  // An extra word before a shared one modifies it ("The indoor pool" / "The pool").
  const shared = large.core.filter((w) => small.all.has(w));
  if (extraLatin.length === 1 && large.core.indexOf(extraLatin[0]!) < large.core.indexOf(shared.at(-1) ?? '')) return false;
  const latinShared = small.core.length - missingLatin.length;
  return latinShared >= 2 || hanShared >= 3 || (latinShared >= 1 && hanShared >= 2) || (otherScript === 1 && hanShared + latinShared * 2 >= 3);
}

/** `run` as pieces (two characters at least) of `runs`, longest first; a last agent character may be left. */
function coverRun(run: string, runs: readonly string[]): { chars: number; runs: number[] } | null {
  const used: number[] = [];
  let i = 0;
  let chars = 0;
  while (i < run.length) {
    let best = 0;
    let where = -1;
    for (const [k, r] of runs.entries()) {
      for (let len = Math.min(run.length - i, r.length); len >= 2; len -= 1) {
        if (len > best && r.includes(run.slice(i, i + len))) {
          best = len;
          where = k;
          break;
        }
      }
    }
    if (best === 0) {
      if (i === run.length - 1 && AGENT.test(run) && chars > 0) return { chars, runs: used };
      return null;
    }
    used.push(where);
    chars += best;
    i += best;
  }
  return { chars, runs: used };
}

/** Every character of `run` is in one of `pieces` (the other's core runs). */
function coveredWhole(run: string, pieces: readonly string[]): boolean {
  const seen = new Array<boolean>(run.length).fill(false);
  for (const p of pieces) {
    for (let len = p.length; len >= 2; len -= 1) {
      for (let s = 0; s + len <= p.length; s += 1) {
        const part = p.slice(s, s + len);
        let at = run.indexOf(part);
        while (at >= 0) {
          for (let k = at; k < at + len; k += 1) seen[k] = true;
          at = run.indexOf(part, at + 1);
        }
      }
    }
  }
  return seen.every(Boolean);
}

// What an amount is per, after it: "an hour", "per word", "/word", "each".
const RATE = /(?:\b(?:per|an?|each)\s+|\/)(?:hour|day|night|week|month|year|person|head|guest|ticket|visit|session|kg|kilo|kilogram|lesson|class|game|lane|room|bed|item|piece|page|word|mile|km)s?\b/giu;
const EN_PER = /\b(?:per|an?|each|every)\s+([a-z]+)\b/giu;
const ZH_PER = /每(?:个|個)?([\p{Script=Han}]{1,2})/gu;
const PER_NOUN = /^(?:hour|day|night|week|month|year|person|head|guest|ticket|visit|session|kg|kilo|kilogram|lesson|class|game|lane|room|bed|item|piece|page|word|mile|km)s?$/u;

/** What an amount is per ("€15 per day", "$30 an hour", 每人, 每公斤, 每千字), as a sorted list; '' when it says none. */
function perOf(text: string): string {
  const out = new Set<string>();
  for (const m of simplifiedHan(text).toLowerCase().matchAll(EN_PER)) if (PER_NOUN.test(m[1]!)) out.add(m[1]!.replace(/s$/u, ''));
  for (const m of simplifiedHan(text).matchAll(ZH_PER)) out.add(m[1]!.replace(/^([天晚人次])./u, '$1'));
  return [...out].sort().join(' ');
}

/** `a` names an owner or an adjunct that `b` does not say at all. */
function sideApart(a: Slot, b: Slot): boolean {
  // (a Han owner is said only as a whole run: 新发酵罐 is another tank than 发酵罐)
  return a.side.some((w) => (/\p{Script=Han}/u.test(w) ? !b.hanAll.includes(w) : !b.all.has(w) && !CALENDAR.test(w)));
}

/** The types that say when or for whom: on one side only, that side is a case of the other ("$30 an hour" / "$35 an hour after 18:00"). */
function narrower(a: Slot, b: Slot, clashType: string): boolean {
  if (oneCaseOfOther(a.values, b.values, clashType)) return true;
  for (const f of a.families) if (!b.families.has(f)) return true;
  for (const f of b.families) if (!a.families.has(f)) return true;
  return false;
}

function clashOf(a: Slot, b: Slot): { a: string; b: string } | null {
  if (a.fact.docId === b.fact.docId) return null;
  if ((a.bound === 'min') !== (b.bound === 'min')) return null; // "at least 6" is met by 20, not contradicted
  if (a.aspect !== null && b.aspect !== null && a.aspect !== b.aspect) return null; // opens at 6 / closes at 21
  const clash = valueClash(a.values, b.values);
  if (!clash || narrower(a, b, clash.type)) return null;
  // An amount per day and one per week (€15 per day / €70 per week, 每人 / 每团) are amounts of two things.
  if ((clash.type === 'money' || clash.type.startsWith('measure:')) && perOf(a.fact.text) !== perOf(b.fact.text)) return null;
  if (!holdsSlot(a, b) && !holdsSlot(b, a)) return null;
  // Each says whose or where with words the other lacks ("the web app's" / "the admin app's", "in the old town" / "at the station"): two things.
  if (sideApart(a, b) && sideApart(b, a)) return null;
  const [ta, tb] = [a.fact.text, b.fact.text];
  const [sa, sb] = [scopesOf(ta), scopesOf(tb)];
  if (scopesClash(sa, sb) || sideOnly(sa, sb, tb) || sideOnly(sb, sa, ta)) return null;
  if (idsDiffer(identifiersOf(ta), identifiersOf(tb)) || qualifiersApart(ta, tb)) return null;
  return { a: clash.a, b: clash.b };
}

/** Statements a statement is weighed against at most, and the longest list of statements one word may bring. */
const PARTNERS = 24;
const MAX_POSTING = 12;
const STEP = 512;

export interface SlotClash {
  older: DatedFact;
  newer: DatedFact;
  /** The differing values as said, older first. */
  olderSaid: string;
  newerSaid: string;
}

/**
 * Pairs of statements of two memories that give one slot two values of one type (see the file's
 * comment), older first, except the pairs in `known` (keys made by `key`).
 */
export function* slotClashes(facts: readonly DatedFact[], known: ReadonlySet<string>, key: (a: DatedFact, b: DatedFact) => string): Generator<void, SlotClash[], void> {
  // First by their words alone (cheap, and memoised for the other rules): a statement that shares
  // no word with a few others of another memory has no slot to share.
  const own = facts.filter((f) => !f.docId.startsWith('source:') && f.text.length <= 240 && MAY_HOLD_VALUE.test(f.text)); // a log line says what happened, not what holds
  const words = own.map((f) => roughWords(f.text));
  const counts = new Map<string, number>();
  for (const [n, ws] of words.entries()) {
    if (n % STEP === STEP - 1) yield;
    for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const slots: Slot[] = [];
  for (const [n, f] of own.entries()) {
    if (n % STEP === STEP - 1) yield;
    if (![...words[n]!].some((w) => (counts.get(w) ?? 0) >= 2 && (counts.get(w) ?? 0) <= ROUGH_POSTING)) continue;
    const s = readSlot(f);
    if (s) slots.push(s);
  }
  const keysOf = (s: Slot): string[] => [...s.core, ...s.hanCore.flatMap((r) => charPairsOf(r))];
  const allKeys = (s: Slot): Set<string> => new Set([...s.all, ...s.hanAll.flatMap((r) => charPairsOf(r))]);
  const postings = postingsOf(slots.map(allKeys));
  const out: SlotClash[] = [];
  const seen = new Set<string>(known);
  for (const [i, s] of slots.entries()) {
    if (i % STEP === STEP - 1) yield;
    const rare = [...new Set(keysOf(s))].map((k) => postings.get(k) ?? []).filter((l) => l.length >= 2 && l.length <= MAX_POSTING).sort((x, y) => x.length - y.length).slice(0, 3);
    const partners = new Set<number>();
    for (const list of rare) for (const j of list) if (j !== i && partners.size < PARTNERS) partners.add(j);
    for (const j of partners) {
      const o = slots[j]!;
      const k = key(s.fact, o.fact);
      if (seen.has(k)) continue;
      const clash = clashOf(s, o);
      if (!clash) continue;
      seen.add(k);
      const sFirst = s.fact.date <= o.fact.date;
      out.push(sFirst ? { older: s.fact, newer: o.fact, olderSaid: clash.a, newerSaid: clash.b } : { older: o.fact, newer: s.fact, olderSaid: clash.b, newerSaid: clash.a });
    }
  }
  return out;
}

/** A word said by more statements than this brings none to a slot's partners on its own. */
const ROUGH_POSTING = 48;

/** A statement's words, roughly: its key terms without numbers, and pairs of its Han characters. */
function roughWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of keyTermSet(text)) if (!/\p{Script=Han}|\d/u.test(t)) out.add(t);
  for (const run of simplifiedHan(text).match(/\p{Script=Han}{2,}/gu) ?? []) for (const p of charPairsOf(run)) out.add(p);
  return out;
}

/** Whether a statement says when a thing starts or ends (opens / closes, 开播 / 打烊, open until a time), or neither. */
export function aspectOf(text: string): Aspect {
  return readSlot({ docId: '', factIndex: 0, text, date: '' })?.aspect ?? null;
}

/** One says when a thing starts, the other when it ends: two times of it, not two values of one. */
export function aspectsApart(a: string, b: string): boolean {
  const [x, y] = [aspectOf(a), aspectOf(b)];
  return x !== null && y !== null && x !== y;
}

/** A statement's slot as read here (for tests): its core words and Han runs, or null when it gives no typed value. */
export function slotOf(text: string): { core: string[]; han: string[]; aspect: Aspect; bound: Bound } | null {
  const s = readSlot({ docId: '', factIndex: 0, text, date: '' });
  return s && { core: s.core, han: s.hanCore, aspect: s.aspect, bound: s.bound };
}
