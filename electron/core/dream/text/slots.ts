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
 * A label's list gives a slot for each item that names its thing with its value ("Price list: sail
 * repair €45, bridle replacement €20"); a weekly thing may move to another day and time at once
 * ("weekly focus review on Monday at 10:00" / "Weekly focus review: Sunday, 15:00").
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
import { directionsApart, hanRunsApart, modifiersApart, mostlyShared } from './subject-overlap.js';
import { charPairsOf } from './tokens.js';
import { simplifiedHan } from './simplified.js';
import type { DatedFact } from './supersede.js';
import { englishNumerals, oneCaseOfOther, qualifiersApart, qualifierWordsOf, typedValuesOf, valueClash, ZH_TITLE, type TypedValue } from './typed-values.js';
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
  /** Read from a label's head ("Morning shift: 6:00"): the head says the subject whole. */
  label: boolean;
  /** The typed values of the whole statement (a clause's slot gives only its own). */
  wholeValues: TypedValue[];
  /** English: the core words before the verb ("The first ferry to the island | leaves the pier at 8:15"), a label's head; else null. */
  subjectCore: string[] | null;
  /** That verb, when it is no verb of being, having or starting ("leaves"), else null. */
  verb: string | null;
}

const PAST = /^\W*(?:until|before|prior to|in the past|back in|previously|formerly|originally)\b|^[^，,。；;]{0,12}?(?:以前|之前|曾经|原来|原先|过去|早期|原本)/iu;

// Verbs of being, having, using, taking place and changing: they say a value is had, not what of.
const LIGHT = new Set(
  ('is are was were be been being has have had use uses used using run runs ran running now currently still ' +
    'set sets moved move moves changed change changes switched switch upgraded upgrade updated update bumped bump migrated migrate ' +
    'raised raise lowered lower increased increase decreased decrease reduced reduce extended extend shortened shorten adjusted adjust ' +
    'happen happens happened held hold holds take takes took taken cost costs costed pay pays paid get gets got go goes went ' +
    'new today from since instead ' +
    // nouns naming the kind of value given, not what of: "the sail repair rate is £40" is of sail repairs
    'rate rates price prices fee fees cost charge charges value amount number figure').split(' '),
);
const DETERMINER = /^(?:the|a|an|its|their|our|his|her|this|that|these|those|every|each|your|my)$/u;
const MODAL = /^(?:must|can|could|will|would|should|shall|may|might|needs?|has to|have to)$/u;
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
const EN_MIN = /\bat least\b|\bor (?:more|newer|later|higher|above|greater)\b|\band (?:up|above|later|newer)\b|\bminimum\b|\bno fewer than\b/iu;
const EN_MAX = /\bat most\b|\bup to\b|\bmaximum\b|\bmax\b|\blimit\b|\bcapped\b/iu;
// A comparative right before the value is a bound of it ("above 12 °C", "below 30 °C"; "over the weekend" is none).
const EN_ABOVE = /\b(?:above|over|more than|higher than|warmer than|longer than)\s*,/iu;
const EN_BELOW = /\b(?:below|under|less than|lower than|colder than|shorter than|fewer than)\s*,/iu;
const ZH_MIN = /至少|最少|最低|下限|不少于|以上|起步/u;
const ZH_MAX = /最多|最高|上限|不超过|以内|封顶|最大/u;

// Han words that say a value is had or changed, modals, bounds and parts of the day: cut out of a run.
const HAN_CUT = /一共有|一共|总共|共有|现有|已经|现在|目前|仍然|依然|还是|一直|一律|挪到|改到|改成|改为|改在|调到|调整到|调整为|调成|换成|换到|升级到|升级|降到|提高到|增加到|减少到|定在|定于|安排在|放在|设定在|设定为|设定成|设置为|设置成|设定|设置|设为|设在|时间|时段|温度|价格|价钱|费用|时长|长度|重量|人数|可以|能够|需要|必须|只能|应该|上限|下限|最多|最少|至少|最高|最低|最大|最小|不超过|不少于|以内|以上|以下|上午|下午|晚上|早上|早晨|中午|凌晨|傍晚|每天|每周|每晚|每月|每年|每次|每人|每个小时|每个钟头|每小时|大约|左右/gu;
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
  const m = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?([^:：。.;；!?！？—–]{2,60}?)\s*(?:(?<!\d):(?!\d)|：|\s[—–]\s)/u.exec(text);
  if (!m) return null;
  // (an aside in brackets, "Group lesson (2 h)", gives values of the head, not words of it)
  const head = m[1]!.replace(/\s*[(（][^()（）]{1,20}[)）]\s*/gu, ' ').trim();
  // A head is a noun phrase: a few words, no digits.
  if (/\d/u.test(head) || (head.match(/[A-Za-z]+/g) ?? []).length > 6 || head.replace(/[^\p{Script=Han}]/gu, '').length > 12) return null;
  return head;
}

// Every typed value has one of these in it (a digit, a number word, a weekday, a title, a form of address): most statements are passed over at once.
const MAY_HOLD_VALUE = new RegExp(String.raw`[\d零〇一二两兩三四五六七八九十百千万萬$€£¥]|day\b|周|週|星期|礼拜|禮拜|\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sister|Father|Chef|Captain|Capt)\b|${ZH_TITLE}|[阿小老][\p{Script=Han}]|\b(?:by|to|is|are|now)\s+\p{Lu}\p{Ll}|[:：—–]\s*\p{Lu}\p{Ll}|(?:^|[.!;]\s+)\p{Lu}\p{Ll}+\s+[a-z]{3,}s\s+(?:the|our|all|every)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b`, 'iu');

function valuesOf(raw: string): TypedValue[] {
  const versions = versionsOf(englishNumerals(simplifiedHan(raw).replace(/`[^`]*`/gu, ' ')).replace(/\*\*|__/gu, ''));
  // (a number read as a measure of the word after it, '11.4 over', is the version's)
  return [...typedValuesOf(raw).filter((v) => !versions.some((x) => v.said.includes(x.value))), ...versions];
}

// Cantonese words of grammar, as their Mandarin ones (係 is, 嘅 of, 咗 done, 而家 now, 喺 at): closed classes.
const CANTONESE: ReadonlyArray<readonly [RegExp, string]> = [[/(?<![關关聯联])係/gu, '是'], [/嘅/gu, '的'], [/咗/gu, '了'], [/而家/gu, '现在'], [/喺/gu, '在'], [/冇/gu, '没有']];

function mandarin(text: string): string {
  if (!/[係嘅咗而喺冇]/u.test(text)) return text;
  let out = text;
  for (const [re, to] of CANTONESE) out = out.replace(re, to);
  return out;
}

/**
 * A statement's slot; `clause` reads the slot of its opening clause only (the rest is an aside:
 * ", board and wetsuit included", "，由 Karen 负责"), its qualifiers still read from the whole.
 */
function readSlot(fact: DatedFact, clause?: string, item = false): Slot | null {
  const raw = fact.text;
  const own = clause ?? raw;
  // (a negated aside leaves the clause read on its own as said: "the day pass is £16, shoes not included")
  if (raw.length > 240 || !MAY_HOLD_VALUE.test(raw) || /[?？]\s*$/u.test(raw) || isNegated(own) || ADDITIVE.test(raw) || PAST.test(raw)) return null;
  const text = englishNumerals(simplifiedHan(mandarin(own)).replace(/`[^`]*`/gu, ' ')).replace(/\*\*|__/gu, '');
  const values = valuesOf(own);
  if (values.length === 0 || values.length > 5) return null;
  const wholeValues = clause === undefined ? values : valuesOf(raw);
  // Values cut out, each a break between words.
  // Values cut out, each a break between words, and what an amount is per with them ("£55 an hour": perOf reads it).
  let whole = text;
  for (const v of values) whole = whole.replace(v.said, ' , ');
  whole = whole.replace(RATE, ' , ');
  const head = labelHead(text);
  // A word of the kind of value ("长", 温度) right before it says what is measured, not of what: 新闻长 3 分钟 is 新闻 of 3 minutes.
  let subject = head ?? whole;
  if (head) for (const v of values) subject = subject.replace(v.said, ' , ');
  if (head) subject = subject.replace(RATE, ' , ');
  subject = subject.replace(/(\p{Script=Han})[长高重宽深厚](?=\s*,)/gu, '$1');
  const bound = boundIn(whole);
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
  // (a determiner after the words of an adjunct opening the sentence opens its subject: "For the climbing gym | the day pass is £16";
  // after a subject, "The first ferry to the island | leaves the pier", the word before it is the verb)
  let adjunctWords = 0;
  let opening = false;
  // The subject of an English sentence: its core words before its verb (a verb of being or starting, a modal, or a word right before a determiner or a value).
  const subject_: string[] = [];
  let subjectAdjunct = false;
  let subjectAdjunctWords = 0;
  let verbAt = -1;
  let verb: string | null = null;
  let content = 0;
  for (const [i, m] of matches.entries()) {
    const tok = m[0];
    if (verbAt < 0 && /^[A-Za-z]/u.test(tok)) {
      const w = tok.toLowerCase();
      const next = (tokens[i + 1] ?? '').toLowerCase();
      const light = LIGHT.has(w) || START.test(w) || END.test(w) || MODAL.test(w);
      const isVerb = content > 0 && !PREPOSITIONS.has(w) && w !== 'to' && !DETERMINER.test(w) && (light || ((DETERMINER.test(next) || next === ',') && !(subjectAdjunct && opening && DETERMINER.test(next))));
      if (isVerb) {
        verbAt = i;
        verb = light ? null : stem(w);
      } else if (PREPOSITIONS.has(w) || w === 'to') {
        subjectAdjunct = true;
        subjectAdjunctWords = 0;
        opening = subject_.length === 0;
      } else if (DETERMINER.test(w) && subjectAdjunct && opening && subjectAdjunctWords > 0) subjectAdjunct = false;
      else if (!isStopword(w) && !WHEN_WORD.test(w) && w.length >= 2) {
        content += 1;
        if (subjectAdjunct) subjectAdjunctWords += 1;
        if (!subjectAdjunct) subject_.push(stem(w.replace(/['’]s?$/u, '')));
      }
    }
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
      adjunctWords = 0;
      continue;
    }
    if (START.test(w) || END.test(w)) {
      if (!range) aspect ??= START.test(w) ? 'start' : 'end';
      continue;
    }
    if (DETERMINER.test(w) && adjunct && opening && core.length === 0 && adjunctWords > 0) adjunct = false;
    if (isStopword(w) || LIGHT.has(w) || WHEN_WORD.test(w) || MIN_WORD.test(w) || MAX_WORD.test(w) || w.length < 2) continue;
    if (adjunct) adjunctWords += 1;
    const s = stem(w);
    all.add(s);
    const inOwner = i <= possessive || (ownerEnd >= 0 && m.index < ownerEnd);
    if (!adjunct && !inOwner) core.push(s);
    else side.push(s);
  }
  // ("over the weekend", "last summer" say when a thing was done, not of which part it is)
  // (a family word that is the unit counted, "42 members", is no qualifier)
  // A clause's qualifiers, and those of the rest where it gives no value of its own (", except in winter"; not ", so the first delivery is at 10:15").
  const rest = clause === undefined ? '' : raw.replace(clause, ' ');
  const own_ = typedValuesOf(rest).length === 0 && !ANOTHER_CLAUSE.test(rest);
  const qualified = own_ ? `${whole} ${rest}` : whole;
  const families = new Set([...qualifierWordsOf(qualified.replace(WHEN_DONE, ' ')).keys()].filter((k) => !k.startsWith('#')));
  const english = hanAll.length === 0 && !/\p{Script=Han}/u.test(text);
  const subjectCore = !english ? null : head !== null ? [...new Set(core)] : verbAt > 0 ? [...new Set(subject_)].filter((w) => core.includes(w)) : null;
  return { fact, values, core: [...new Set(core)], all, hanCore, hanAll, side, aspect, bound, families, label: head !== null || item, wholeValues, subjectCore, verb: head !== null ? null : verb };
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
  // A run `large` shares must be covered whole: 西门诊所 holds 门诊所 with a character more before it. A
  // noun of two characters or more before it, of no closed class of position, size, age or order,
  // says whose or where (厨房早班 / 早班, 电窑釉烧 / 釉烧): one word more.
  let owned = 0;
  for (const r of touched) {
    const run = large.hanAll[r]!;
    if (coveredWhole(run, small.hanCore)) continue;
    const rest = small.hanCore.find((p) => run.endsWith(p) && run.length - p.length >= 2);
    if (rest === undefined || MODIFIER_HAN.test(run.slice(0, run.length - rest.length))) return false;
    owned += 1;
  }
  if (extraLatin.length + untouchedHan.length + owned > 1) return false;
  // An extra word before a shared one modifies it ("The indoor pool" / "The pool").
  const shared = large.core.filter((w) => small.all.has(w));
  if (extraLatin.length === 1 && large.core.indexOf(extraLatin[0]!) < large.core.indexOf(shared.at(-1) ?? '')) return false;
  // (the words of an owner or an adjunct both say count too: "A day pass at the climbing gym" / "For the climbing gym the day pass")
  const latinShared = small.core.length - missingLatin.length + (small.core.length > missingLatin.length ? small.side.filter((w) => !/\p{Script=Han}/u.test(w) && large.side.includes(w)).length : 0);
  // (a label's head says its subject whole: two characters are a subject there, 早班：6:00)
  const hanEnough = hanShared >= 3 || (hanShared >= 2 && (small.label || large.label) && latinShared === 0 && small.core.length === 0);
  return latinShared >= 2 || hanEnough || (latinShared >= 1 && hanShared >= 2) || (otherScript === 1 && hanShared + latinShared * 2 >= 3);
}

// Characters of closed classes that make a word before a noun a modifier of it: position, direction, size, age, temperature, order, number.
const MODIFIER_HAN = /[东西南北中前后左右上下内外里大小新旧老高低长短冷热早晚夜白正副总分主次头尾单双半全第各每本该此这那某其零一二两三四五六七八九十百男女]/u;

/**
 * Two English statements whose subjects, before their verbs, fill one slot ("The first ferry to the
 * island leaves the pier at 8:15" / "First island ferry: 8:45"): the words after the verb are what is
 * said of it. Their verbs agree: one of being or starting on either side, a label, or the same verb.
 */
function subjectsHold(a: Slot, b: Slot): boolean {
  if (!a.subjectCore?.length || !b.subjectCore?.length) return false;
  if (a.verb !== null && b.verb !== null && a.verb !== b.verb) return false;
  const as = { ...a, core: a.subjectCore };
  const bs = { ...b, core: b.subjectCore };
  return holdsSlot(as, bs) || holdsSlot(bs, as);
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

// What an amount is per, after it: "an hour", "per word", "/word", "each" ("a day" right after the amount: "A day pass" is a kind of pass).
const RATE = /(?:\bper\s+|(?<=,\s*)(?:an?|each)\s+|\/)(?:hour|day|night|week|month|year|person|head|guest|ticket|visit|session|kg|kilo|kilogram|lesson|class|game|lane|room|bed|item|piece|page|word|mile|km)s?\b/giu;
const EN_PER = /(?:\b(?:per|every)|(?<=[\d%)]\s*(?:[a-z°]+\s+)?)\b(?:an?|each))\s+([a-z]+)\b/giu;
// (每 is a rate only near its amount, 每千字 180 元, 每人押金 50 元; 每个钟头整点新闻长 3 分钟 says how often)
const ZH_PER = /每(?:个|個)?([\p{Script=Han}]{1,2}?)(?=\p{Script=Han}{0,4}\s*[\d零〇一二两三四五六七八九十百千])/gu;
const PER_NOUN = /^(?:hour|day|night|week|month|year|person|head|guest|ticket|visit|session|kg|kilo|kilogram|lesson|class|game|lane|room|bed|item|piece|page|word|mile|km)s?$/u;

/** What an amount is per ("€15 per day", "$30 an hour", 每人, 每公斤, 每千字), as a sorted list; '' when it says none. */
function perOf(text: string): string {
  const out = new Set<string>();
  for (const m of simplifiedHan(text).toLowerCase().matchAll(EN_PER)) if (PER_NOUN.test(m[1]!)) out.add(m[1]!.replace(/s$/u, ''));
  // (每次 / 一次, each time, is what any amount done on an occasion is per: no per of its own)
  for (const m of simplifiedHan(text).matchAll(ZH_PER)) if (!/^[次回趟]/u.test(m[1]!)) out.add(m[1]!.replace(/^([天晚人])./u, '$1'));
  return [...out].sort().join(' ');
}

/** `a` names an owner or an adjunct that `b` does not say at all. */
function sideApart(a: Slot, b: Slot): boolean {
  // (a Han owner is said only as a whole run: 新发酵罐 is another tank than 发酵罐)
  return a.side.some((w) => (/\p{Script=Han}/u.test(w) ? !b.hanAll.includes(w) : !b.all.has(w) && !CALENDAR.test(w)));
}

/** The types that say when or for whom: on one side only, that side is a case of the other ("$30 an hour" / "$35 an hour after 18:00"). */
function narrower(a: Slot, b: Slot, clashType: string): boolean {
  if (oneCaseOfOther(a.values, b.values, clashType) || oneCaseOfOther(a.wholeValues, b.wholeValues, clashType)) return true;
  for (const f of a.families) if (!b.families.has(f)) return true;
  for (const f of b.families) if (!a.families.has(f)) return true;
  return false;
}

function clashOf(a: Slot, b: Slot): { a: string; b: string } | null {
  if (a.fact.docId === b.fact.docId) return null;
  if ((a.bound === 'min') !== (b.bound === 'min')) return null; // "at least 6" is met by 20, not contradicted
  if (a.aspect !== null && b.aspect !== null && a.aspect !== b.aspect) return null; // opens at 6 / closes at 21
  const clash = valueClash(a.values, b.values) ?? weeklyMove(a, b);
  if (!clash || narrower(a, b, clash.type)) return null;
  // An amount per day and one per week (€15 per day / €70 per week, 每人 / 每团) are amounts of two things.
  if ((clash.type === 'money' || clash.type.startsWith('measure:')) && perOf(a.fact.text) !== perOf(b.fact.text)) return null;
  if (!holdsSlot(a, b) && !holdsSlot(b, a) && !subjectsHold(a, b) && !saidInOtherWords(a, b, clash.type)) return null;
  // Each says whose or where with words the other lacks ("the web app's" / "the admin app's", "in the old town" / "at the station"): two things.
  if (sideApart(a, b) && sideApart(b, a)) return null;
  const [ta, tb] = [a.fact.text, b.fact.text];
  const [sa, sb] = [scopesOf(ta), scopesOf(tb)];
  if (scopesClash(sa, sb) || sideOnly(sa, sb, tb) || sideOnly(sb, sa, ta)) return null;
  if (idsDiffer(identifiersOf(ta), identifiersOf(tb)) || qualifiersApart(ta, tb)) return null;
  return { a: clash.a, b: clash.b };
}

/**
 * One subject in other words (text/subject-overlap.ts): most of the smaller one said by the other,
 * one value of the clashing type on each side, no modifier naming another one of the thing.
 */
function saidInOtherWords(a: Slot, b: Slot, type: string): boolean {
  const one = (s: Slot): boolean => s.values.filter((v) => v.type === type).length === 1 && s.wholeValues.filter((v) => v.type === type).length <= 2;
  if (!one(a) || !one(b)) return false;
  if (!mostlyShared({ latin: a.all, han: a.hanCore, bound: a.bound }, { latin: b.all, han: b.hanCore, bound: b.bound })) return false;
  // (two English sentences whose subjects, before their verbs, share no word speak of two things: "The ferry leaves …" / "The bus leaves …")
  if (a.subjectCore?.length && b.subjectCore?.length && !a.subjectCore.some((w) => b.subjectCore!.includes(w))) return false;
  if (hanRunsApart(a.hanCore, b.hanCore)) return false;
  return !modifiersApart(a.fact.text, b.fact.text) && !directionsApart(a.fact.text, b.fact.text) && !hanModifierApart(a.fact.text, b.fact.text);
}

// A thing said to take place once a week: "the weekly focus review", 每周例会.
const WEEKLY = /\bweekly\b|\bonce a week\b|\bevery week\b|每周一次|每週一次|周会|週會|例会|例會/iu;
// Or on one weekday each week: "every Monday", 每周三, 逢星期六.
const EVERY_WEEKDAY = /\bevery (?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:每|逢)(?:个|個)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]/iu;

/**
 * The statement says its thing takes place once a week ("the weekly review", "every Monday at
 * 10:00"); on a weekday each week only where it says no start or end (a place that "opens every
 * Wednesday" may open on other days too).
 */
export function saysWeekly(text: string): boolean {
  return WEEKLY.test(text) || (EVERY_WEEKDAY.test(text) && aspectOf(text) === null);
}

/**
 * A weekly thing moved to another day and another time ("The weekly focus review is on Monday at
 * 10:00" / "Weekly focus review: Sunday, 15:00"): one day on each side, and a time. Two days of a
 * thing not said to be weekly may be two of its days (周三下午两点开门 / 周六上午十点开门).
 */
function weeklyMove(a: Slot, b: Slot): { type: string; a: string; b: string } | null {
  if (!saysWeekly(a.fact.text) && !saysWeekly(b.fact.text)) return null;
  const days = (s: Slot): TypedValue[] => s.values.filter((v) => v.type === 'day');
  const [da, db] = [days(a), days(b)];
  if (da.length !== 1 || db.length !== 1 || da[0]!.value === db[0]!.value) return null;
  const others = (s: Slot): TypedValue[] => s.values.filter((v) => v.type !== 'day');
  if (valueClash(others(a), others(b))?.type !== 'clock' || others(a).some((v) => v.type !== 'clock') || others(b).some((v) => v.type !== 'clock')) return null;
  const said = (s: Slot): string => s.values.map((v) => v.said).join(', ');
  return { type: 'day', a: said(a), b: said(b) };
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
    // The opening clause of a longer sentence, on its own: what follows it is an aside or another statement.
    const first = openingClause(f.text);
    const c = first === null ? null : readSlot(f, first);
    if (c) slots.push(c);
    for (const item of labelItems(f.text)) {
      const it = readSlot(f, item, true);
      if (it) slots.push(it);
    }
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

// A clause of its own after a comma: a coordinator or a relative opens it (", and staff count ...", ", which ...").
const ANOTHER_CLAUSE = /^\s*[,;，；]\s*(?:and|so|which|who|whom|whose|where|whereas|then|because|since|as|while|or|并且|并|然后|所以|因为|由)\b/iu;

// Where a clause ends: a semicolon, a comma (a Han one, or a Latin one before a space), a dash between spaces.
const CLAUSE_END = /[;；，]|,(?=\s)|\s[—–]\s/u;

/** The opening clause of a statement of several (not a label, which says its subject in its head), or null. */
function openingClause(text: string): string | null {
  const at = text.search(CLAUSE_END);
  if (at < 0 || labelHead(text) !== null) return null;
  const first = text.slice(0, at).trim();
  // A clause with a subject and a value: more than an opening adverbial ("On Sundays,", 周末，).
  return first.length >= 8 && /[A-Za-z]{2,}.*\s.*[A-Za-z]|\p{Script=Han}{3}/u.test(first) ? first : null;
}

/**
 * The items of a label's list that each name a thing and give its value ("Price list: sail repair
 * €45, bridle replacement €20", 門口告示：營業時間 07:00–24:00): each a label of its own. Items that
 * are values only ("Lehr for bowls: 510 °C, four hours") are the head's.
 */
function labelItems(text: string): string[] {
  const head = labelHead(text);
  if (head === null) return [];
  const body = text.slice(text.indexOf(head) + head.length).replace(/^\s*(?:\*\*|__)?\s*(?::|：|[—–])\s*/u, '');
  return body
    .split(/[;；，,、]\s*/u)
    .map((p) => p.trim().replace(/[.。]$/u, ''))
    .filter((p) => {
      // (one value, or two of one type: a range, 07:00–24:00)
      const values = typedValuesOf(p);
      if (values.length === 0 || values.length > 2 || values.some((v) => v.type !== values[0]!.type)) return false;
      const words = values.reduce((t, v) => t.replace(v.said, ' '), p);
      return /[A-Za-z]{3,}.*\s.*[A-Za-z]{3,}|\p{Script=Han}{2}/u.test(words) || /^[A-Za-z]{3,}\s+[A-Za-z]{3,}/u.test(words.trim());
    });
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

/** The bound a statement gives, its values cut out (each ' , '). */
function boundIn(whole: string): Bound {
  const lower = whole.toLowerCase();
  // (in a clause of when, the comparative is a threshold: "closes when the wind goes above 40 km/h" is a limit of 40)
  const trigger = /\b(?:when|whenever|if|once|as soon as|unless)\b/iu.test(lower);
  const [above, below] = [EN_ABOVE.test(lower), EN_BELOW.test(lower)];
  return EN_MIN.test(lower) || ZH_MIN.test(whole) || (above && !trigger) || (below && trigger) ? 'min' : EN_MAX.test(lower) || ZH_MAX.test(whole) || below || above ? 'max' : null;
}

/**
 * One statement opens on the other's subject with more before it that holds a character of
 * position, size, age or order (仓库室外堆场 / 堆场, 东侧大厅 / 大厅): a part or another one of them.
 */
export function hanModifierApart(a: string, b: string): boolean {
  const head = (t: string): string => /^\s*(\p{Script=Han}+)/u.exec(simplifiedHan(t))?.[1] ?? '';
  const [x, y] = [head(a), head(b)];
  const apart = (long: string, short: string): boolean => short.length >= 2 && long.length > short.length && long.endsWith(short) && MODIFIER_HAN.test(long.slice(0, long.length - short.length));
  return apart(x, y) || apart(y, x);
}

/** One gives a lower bound and the other none or an upper one ("above 12 °C" / "below 30 °C"): met, not contradicted. */
export function boundsApart(a: string, b: string): boolean {
  const cut = (t: string): string => englishNumerals(simplifiedHan(t)).replace(/[$€£¥]?\d+(?:[.:,]\d+)*/gu, ' , ');
  return (boundIn(cut(a)) === 'min') !== (boundIn(cut(b)) === 'min');
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
