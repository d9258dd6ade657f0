/**
 * Implicit contradictions: two statements in different memories about the same subject that
 * give it different values, with no word saying one replaced the other ("runs Postgres 14" /
 * later "upgraded the main database to Postgres 16"; "weekly review on Monday" / later "moved
 * the weekly review to Sunday"; 日志保留30天 / 日志保留90天). Never an edit: a finding naming
 * both, for a person (or the agent engine) to settle.
 *
 * A statement splits into its frame (what it is about: key terms without values and without
 * verbs of change) and its values (numbers, names, weekdays, times). Statements whose frames
 * are equal, or differ by one word, and whose values differ on both sides, contradict. Names
 * with a number (ledger-127) belong to the frame: they say which thing, not which value.
 * Frequencies ("hourly", 每十五分钟) and named versions ("EMR 6.9") are values whole; asides
 * of when or why ("since the platform upgrade", 升级后，) and words naming the kind of value
 * (version, 版本) are no part of the frame. Statements about another platform, environment,
 * region or team (on iOS / on Android, 测试环境 / 生产环境) never contradict.
 * Linear: statements meet only through a hash of their frame.
 *
 * Two more readings of a statement as subject and value (text/claim.ts), for what frames miss
 * when one side is a label and the other a sentence: measures (a number with its unit, a period,
 * a rate, a version; "dome wind limit: 50 km/h" / "the dome closes when the wind goes above 40
 * km/h"), and a label naming a thing against a sentence naming another ("Interpreter booking:
 * Voyce" / "books interpreters through LanguageLine"). One subject must hold the other's words.
 */
import { isNegated, isStopword, keyTerms, keyTermSet, specificsOf, stem } from './compare.js';
import { revertsChange } from './change-mood.js';
import { simplifiedHan } from './simplified.js';
import { quoteFact, type DatedFact, type FactConflict } from './supersede.js';
import { scopesClash, scopesOf, sideOnly, type Scopes } from './scope.js';
import { ADDITIVE, valuePhrases, withoutAsides } from './value-phrases.js';
import { clausesOf, measureOf, namedLabelOf, perDiffers, sameSubject, subjectHolds, subjectOf, type Measure } from './claim.js';
import { identifiersOf, idsDiffer } from './identifiers.js';
import { postingsOf } from './postings.js';
import { runSteps } from './steps.js';
import { charPairsOf } from './tokens.js';
import { aboutTwoSubjects } from './swaps.js';
import { directionsApart } from './subject-overlap.js';
import { aspectsApart, boundsApart, hanModifierApart, saysWeekly, slotClashes } from './slots.js';
import { amountsInBaseUnits, attributesApart, clashesOfSeveralTypes, englishNumerals, oneCaseOfOther, qualifiersApart, typedValuesOf, valueClash } from './typed-values.js';

// Verbs of having, using or changing a value: "runs Postgres 14" and "upgraded to Postgres 16" share a frame.
const CHANGE = new Set([
  'use', 'us', 'uses', 'run', 'runs', 'mov', 'move', 'migrat', 'chang', 'switch', 'upgrad', 'downgrad', 'bump', 'set', 'rais', 'lower', 'now', 'instead', 'ha', 'has', 'have', 'is', 'are', 'start', 'starts',
  '用', '使用', '采用', '改', '改为', '改成', '改到', '挪到', '挪', '调到', '调整', '换', '换成', '升级', '升级到', '降级', '到了', '到', '了', '现在', '已经', '开', '在',
  // Verbs that only say a thing takes place ("Tours of the brewery happen every Sunday", "shows begin at 20:00").
  'happen', 'begin', 'begins', 'held', 'tak', 'take', 'takes', 'pay', 'pays', 'paid',
  'scal', 'increas', 'decreas', 'reduc', 'adjust', 'updat', 'extend', 'shorten', 'was', 'were', 'cost', 'costs',
  '为', '成', '成了', '调成', '调为', '调整为', '提高', '提高到', '提升', '降到', '降低', '降为', '增加', '减少', '扩容', '缩容', '升到', '升', '延长', '缩短', '放宽', '收紧',
]);
// Words naming what kind of value is given (its version, 版本): "Android最低支持版本是8.0" and "… 提高到了10" have one frame.
const ATTRIBUTE = new Set(['version', '版本', '版本号', 'value', '数值', '时间', '时段', 'time', 'fee', 'price']);
// A quantifier says how often, a hedge how exactly (about, roughly), and am / pm after a number is part of the time it gives: neither is what a statement is about.
const NO_FRAME = /^(?:every|each|am|pm|a\.m|p\.m|about|roughly|around|approximately|nearly|almost)$/;
// One bound, many words: "飞行高度限制是120米" and "飞行高度上限：150米" name the same bound; a minimum is another.
const BOUND = new Map<string, string>([
  ['限制', 'max'], ['上限', 'max'], ['最高', 'max'], ['最大', 'max'], ['最多', 'max'], ['limit', 'max'], ['maximum', 'max'], ['max', 'max'], ['cap', 'max'],
  ['下限', 'min'], ['最低', 'min'], ['最小', 'min'], ['最少', 'min'], ['minimum', 'min'], ['min', 'min'],
]);
/** A clock time in Chinese: 早上八点, 晚上十一点半, 下午3点 (a value whole; its numerals are no part of the frame). */
const ZH_CLOCK = /(?:早上|上午|中午|下午|晚上|凌晨|傍晚)?[零〇一二两三四五六七八九十\d]{1,3}[点點](?:半|[零〇一二三四五六七八九十\d]{1,3}分?)?/gu;
const WEEKDAYS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|周[一二三四五六日天]|星期[一二三四五六日天]|上午|下午|晚上|早上|中午)$/;
// A decimal point after a digit is a number's (Android最低支持版本是8.0 names no thing 'Android…是8').
const ID = /[\p{L}_][\p{L}\p{N}_]*(?:-[\p{L}_][\p{L}\p{N}_]*)*(?<!\p{N})[-_.]\d+/gu;
/** Letters glued to a number name a kind of thing (p95 vs p99, S3, k8s), a version (v2) excepted. */
const GLUED = /(?<![A-Za-z0-9_])(?![vV]\d)[A-Za-z]+\d+[A-Za-z0-9]*(?![A-Za-z0-9_.-])/g;
/** Channels and handles (#data-eng, @ops-team) are values, whole. */
const HANDLE = /(?<![\p{L}\p{N}_])[#@][\p{L}\p{N}_][\p{L}\p{N}_-]*/gu;
/** A Chinese count: 一人 / 两人, 三次, 十台 (a digit count, 4台, is caught as a number). */
const ZH_COUNT = /[一二两三四五六七八九十]+(?:个)?[人次天周月年台条份位名个]/gu;
const MAX_GROUP = 12;
const ZH_WHEN = /每?(?:周|星期)[一二三四五六日天]|[上下]午|晚上|早上|中午|凌晨/gu;
/** Who does it: 由小王负责, 由运维组审批 (the name is a value, the duty the frame). */
const ZH_AGENT = /由([\p{Script=Han}A-Za-z]{1,5}?)(负责|维护|审批|跟进|处理|主持|决定|批准|发布|值班)/gu;

/**
 * What is used or where a thing is kept, in Chinese: the words after 用 / 使用 / 采用 / 放在 / 存在 up to the
 * verb or the place word that ends them (排班表用飞书表格管理, 备用钥匙放在前台抽屉里): a value whole, as a
 * name after "uses" is in English.
 */
const ZH_USED = /(用|使用|采用|改用|放在|存放在|存在|放到|位于|设在)((?:(?![的了用在到是和或])[\p{Script=Han}A-Za-z0-9]){2,8}?)(?=管理|处理|审批|记录|保存|存放|发送|通知|登记|排班|写|表示|回复|沟通|交流|计算|支付|结算|里|内|中|[。，,.；;！!]|$)/gu;

/** A statement opening on a past time ("Until 2024 …", 以前…, 2023年以前…) gives a past value, not a current one. */
const PAST = /^\W*(?:until|before|prior to|in the past|back in|previously|formerly|originally)\b|^[^，,。；;]{0,12}?(?:以前|之前|曾经|原来|原先|过去|早期)/iu;

interface Shape {
  fact: DatedFact;
  /** Written as a label and its value ("Fermentation tanks: 21 °C", 飞行高度上限：150米): the subject is said whole. */
  label: boolean;
  frame: string[];
  values: Set<string>;
  /** The platform, environment, region or team it is about: iOS and Android values are of other things. */
  scopes: Scopes;
}

function shapeOf(fact: DatedFact, terms: (t: string) => Set<string>): Shape | null {
  if (isNegated(fact.text) || ADDITIVE.test(fact.text) || PAST.test(fact.text) || /[?？]\s*$/u.test(fact.text)) return null; // a question states no value
  const ids: string[] = [];
  // Frequencies and named versions are values whole; asides of when or why are no part of the frame.
  // Code is a value whole ("ships with `make deploy`"): its words are no part of the frame.
  const code: string[] = [];
  // Number words are numbers ("a crew of four" / "a crew of five"), and an amount is in its base unit (4 km / 4000 m).
  const plain = amountsInBaseUnits(englishNumerals(simplifiedHan(fact.text))).replace(/`([^`\n]+)`/g, (_, c: string) => {
    code.push(c.trim().toLowerCase());
    return ' ';
  });
  const phrases = valuePhrases(withoutAsides(plain));
  const text = phrases.rest;
  const values = new Set<string>([...phrases.values, ...code]);
  // A name with a number says which thing (ledger-127 vs ledger-71, p95 vs p99), except as
  // what the statement ends by saying the subject is ("the primary region is us-east-1").
  for (const m of [...text.matchAll(ID), ...text.matchAll(GLUED)]) {
    const said = /^[\s.。!！)）]*$/.test(text.slice(m.index + m[0].length)) && (PREDICATE.test(text.slice(0, m.index)) || /[:：=]/.test(text.slice(0, m.index)));
    if (said) values.add(m[0].toLowerCase());
    else ids.push(m[0].toLowerCase());
  }
  for (const m of text.matchAll(HANDLE)) values.add(m[0].toLowerCase());
  for (const m of text.matchAll(ZH_CLOCK)) values.add(m[0]);
  for (const m of text.matchAll(ZH_COUNT)) values.add(m[0]);
  for (const m of text.matchAll(ZH_AGENT)) values.add(m[1]!);
  for (const m of text.matchAll(ZH_USED)) values.add(m[2]!);
  // Chinese weekdays and times are values whole (每周四 segments as 每周 + 四, 周一上午 as one token).
  for (const m of text.matchAll(ZH_WHEN)) values.add(m[0].replace(/^每/, ''));
  const rest = text.replace(ID, ' ').replace(GLUED, ' ').replace(HANDLE, ' ').replace(ZH_CLOCK, ' ').replace(ZH_COUNT, ' ').replace(ZH_WHEN, ' ').replace(ZH_AGENT, ' $2').replace(ZH_USED, ' $1 ');
  const specifics = specificsOf(rest);
  const qualifiers = qualifiersOf(rest, specifics);
  const frame = new Set<string>([...ids.map((id) => `#${id}`), ...qualifiers]);
  // In Chinese text a Latin word after what the statement is about is what it says
  // ("目标会议：EMNLP", "发票抬头是 ABC 有限公司"), else one ending it.
  const saidNames = new Set<string>();
  if (/\p{Script=Han}/u.test(rest)) {
    const at = rest.search(/是|为|[:：]/u);
    const tail = at >= 0 ? rest.slice(at) : (/([A-Za-z][\w.+-]*)[\s.。!！)）]*$/u.exec(rest)?.[1] ?? '');
    for (const w of tail.match(/[A-Za-z][\w.+-]*/g) ?? []) for (const k of terms(w)) saidNames.add(k);
  }
  // "Maya is the safety officer": a name opening the sentence before "is the" is its value, as "the safety officer is Tom" ends on one.
  const opening = NAME_IS_ROLE.exec(rest)?.[1]?.toLowerCase();
  for (const term of terms(rest)) {
    const raw = term.replace(/['’]s$/u, ''); // "the charter's deposit" is the charter deposit
    const t = BOUND.get(raw) ?? raw;
    if (CHANGE.has(t) || ATTRIBUTE.has(t) || qualifiers.has(t) || NO_FRAME.test(t)) continue;
    if (saidNames.has(t) || /\d/.test(t) || specifics.has(t) || WEEKDAYS.test(t) || [...specifics].some((s) => s.startsWith(t) && (s.length - t.length <= 2 || stem(s) === t)) || t === opening) values.add(t);
    else frame.add(t);
  }
  // (a decimal's trailing zeros say nothing: £2 and £2.00 are one price)
  for (const m of rest.matchAll(/\d+(?:[:.]\d+)?/g)) values.add(m[0].includes('.') ? m[0].replace(/\.?0+$/u, '') : m[0]);
  if (values.size === 0 || frame.size === 0 || frame.size > 10) return null;
  return { fact, label: LABEL.test(fact.text), frame: [...frame].sort(), values, scopes: scopesOf(fact.text) };
}

/** A statement's frame (what it is about) and values, as the contradiction rule reads them; null when it has none. */
export function valueShapeOf(text: string): { frame: string[]; values: Set<string> } | null {
  const s = shapeOf({ docId: '', factIndex: 0, text, date: '' }, keyTerms);
  return s && { frame: s.frame, values: s.values };
}

const LABEL = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?[^:：。.;；]{2,60}[:：]\s*[^:：;；]{1,40}$/u;
const NAME_IS_ROLE = /^\W*(?!(?:The|This|That|These|Those|Our|Their|His|Her|Its|It|We|They|Each|Every|All|Any|No)\b)(\p{Lu}\p{Ll}+)\s+(?:is|was)\s+(?:now\s+)?(?:the|our)\s+\p{Ll}/u;

// A name after a verb of use or change is what is used ("uses Planning Center", "switched to Google Sheets").
const USE_VERB = /\b(?:uses?|using|used|runs?|running|switch(?:ed|es)?|moved|migrated|upgraded|adopted|chose|picked)\b/i;

/** Words that end a statement's subject: a verb of being or a preposition starts what is said of it. */
const PREDICATE = /\b(?:is|are|was|were|be|been|has|have|had|by|to|on|in|at|from|with|for|into|onto|via)\b/i;

/**
 * Names that say which thing, not which value: a name in the subject, right before a word of
 * it ("the EU region keeps logs", "the US region"): other regions are other subjects. A name
 * after the verb or a preposition ("owned by the Core team", "runs Postgres 14") or before a
 * number or the end ("is Maria") is a value.
 */
function qualifiersOf(text: string, specifics: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const s of specifics) {
    if (/\d/.test(s) || WEEKDAYS.test(s) || !/^[a-z][\w-]*$/.test(s)) continue;
    const m = new RegExp(`(?<![\\w-])${s}\\s+([a-z][\\w'-]*)`, 'i').exec(text);
    const next = m?.[1]?.toLowerCase();
    if (!m || !next || PREDICATE.test(text.slice(0, m.index)) || USE_VERB.test(text.slice(0, m.index))) continue;
    // "Console UART runs at 921600 baud": a name opening the subject is which thing, whatever verb follows.
    if (!isStopword(next) && (!CHANGE.has(next) || /^\W*$/.test(text.slice(0, m.index).replace(/\b(?:the|a|an|our|their|its)\b/gi, '').replace(/[A-Za-z][\w-]*/g, ''))) && !WEEKDAYS.test(stem(next))) out.add(s);
  }
  return out;
}

/**
 * An English word of the subject (before its verb of being or first preposition) standing right
 * before another word of the frame, as a modifier of it: "Puppy sessions at the dog groomer last
 * 20 minutes" names another thing than "Sessions at the dog groomer last 45 minutes".
 */
function modifiesSubject(text: string, extra: string, frame: readonly string[], terms: (t: string) => Set<string>): boolean {
  if (/\p{Script=Han}/u.test(text)) return false;
  const at = text.search(PREDICATE);
  const words = (at > 0 ? text.slice(0, at) : '').match(/[A-Za-z][\w'-]*/g) ?? [];
  const others = new Set(frame.filter((t) => t !== extra));
  for (let i = 0; i < words.length; i += 1) {
    const own = terms(words[i]!);
    if (!own.has(extra)) continue;
    // Before another word of the frame, or joined to one (non-members, after-school).
    if ([...own].some((t) => t !== extra && others.has(t))) return true;
    if (i + 1 < words.length && [...terms(words[i + 1]!)].some((t) => others.has(t))) return true;
  }
  return false;
}

/** A Chinese word opening `text` right before a word of the frame (副 + 港务长, 二号 + 发酵罐): it says which thing. */
function hanModifier(text: string, extra: string, frame: readonly string[]): boolean {
  if (!/\p{Script=Han}/u.test(extra)) return false;
  const plain = simplifiedHan(text);
  const at = plain.indexOf(extra);
  if (at < 0 || at > 2) return false; // only the subject opening the sentence
  const after = plain.slice(at + extra.length).replace(/^的/u, '');
  return frame.some((t) => /\p{Script=Han}/u.test(t) && after.startsWith(t));
}

/** `text` qualifies a word of `other`'s subject with a word `other`'s subject lacks ("Puppy sessions at …" / "Sessions at …"). */
function modifierApart(text: string, other: string): boolean {
  if (/\p{Script=Han}/u.test(text) || /\p{Script=Han}/u.test(other)) return false;
  const theirs = subjectWordsOf(other).flatMap((w) => [...keyTerms(w)]);
  if (theirs.length === 0) return false; // a label or a fragment says its subject short
  const extra = [...new Set(subjectWordsOf(text).flatMap((w) => [...keyTerms(w)]))].filter((t) => !theirs.includes(t));
  return extra.some((e) => modifiesSubject(text, e, [e, ...theirs], keyTerms));
}

/** `other` opens with one or two Han characters more before the words `text` opens with (新 + 发酵罐的温度, 冷 + 仓库): another thing. */
function hanPrefixApart(text: string, other: string): boolean {
  const [a, b] = [simplifiedHan(text).trim(), simplifiedHan(other).trim()];
  const head = a.slice(0, 3);
  if (!/^\p{Script=Han}{3}$/u.test(head)) return false;
  const at = b.indexOf(head);
  return at >= 1 && at <= 2 && /^\p{Script=Han}+$/u.test(b.slice(0, at)) && !/[的在是每把被由从]/u.test(b.slice(0, at));
}

/** An English line with no verb of being or preposition to end a subject ("same-day dispatch cut-off: 15:30"). */
function isFragment(text: string): boolean {
  return !/\p{Script=Han}/u.test(text) && subjectWordsOf(text).length === 0;
}

function subjectWordsOf(text: string): string[] {
  const at = text.search(PREDICATE);
  return (at > 0 ? text.slice(0, at) : '').match(/[A-Za-z][\w'-]*/g) ?? [];
}

/**
 * Read by the types of their values and their qualifiers, two statements are of two things: each
 * names another member of one family (summer / winter, Engine 3 / Engine 5, 一号厅 / 三号厅), their
 * values are of no common type (480 °C / 12 pieces), one says when a thing starts and the other
 * when it ends, or one is a case of the other (a day said on one side only: 九點閉館 / 週日六點閉館),
 * or a day and a time both differ of a thing not said to be weekly (周三下午两点开门 / 周六上午十点开门: two of its days).
 */
function typedApart(a: string, b: string): boolean {
  if (qualifiersApart(a, b) || aspectsApart(a, b) || boundsApart(a, b) || hanModifierApart(a, b)) return true;
  const [va, vb] = [typedValuesOf(a), typedValuesOf(b)];
  const clash = valueClash(va, vb);
  return attributesApart(va, vb) || (clash !== null && oneCaseOfOther(va, vb, clash.type)) || (clashesOfSeveralTypes(va, vb) && !saysWeekly(a) && !saysWeekly(b));
}

/** Statements read or judged between two yields of contradictionSteps (a 10,000-memory dir holds some 40,000). */
const STEP = 512;

export function findContradictions(facts: readonly DatedFact[], terms: (t: string) => Set<string> = keyTerms): FactConflict[] {
  return runSteps(contradictionSteps(facts, terms));
}

/**
 * findContradictions in steps: it yields after each STEP statements read or judged, so that a
 * caller may turn the event loop there (the whole pass takes half a second on a big dir).
 */
export function* contradictionSteps(all: readonly DatedFact[], terms: (t: string) => Set<string> = keyTerms): Generator<void, FactConflict[], void> {
  // A revert's header ('revert: switch error reporting to Bugsnag') undoes what it names: it gives no value.
  const facts = all.filter((f) => !revertsChange(f.text));
  const shapes: Shape[] = [];
  for (const [n, f] of facts.entries()) {
    if (n % STEP === STEP - 1) yield;
    const shape = shapeOf(f, terms);
    if (shape) shapes.push(shape);
  }
  const byFrame = new Map<string, number[]>();
  shapes.forEach((s, i) => {
    const key = s.frame.join('\u0000');
    const list = byFrame.get(key);
    if (list) list.push(i);
    else byFrame.set(key, [i]);
  });
  const byLabelFrame = new Map<string, number[]>();
  const labelSizes = new Set<number>();
  shapes.forEach((s, i) => {
    if (!s.label || s.frame.length < 2) return;
    const key = s.frame.join('\u0000');
    byLabelFrame.set(key, [...(byLabelFrame.get(key) ?? []), i]);
    labelSizes.add(s.frame.length);
  });
  const out: FactConflict[] = [];
  const seen = new Set<string>();
  const judge = (i: number, j: number): void => {
    const a = shapes[i]!;
    const b = shapes[j]!;
    const key = i < j ? `${i}:${j}` : `${j}:${i}`;
    if (a.fact.docId === b.fact.docId || seen.has(key)) return;
    seen.add(key);
    if (scopesClash(a.scopes, b.scopes)) return; // on iOS / on Android: values of two things
    if (sideOnly(a.scopes, b.scopes, b.fact.text) || sideOnly(b.scopes, a.scopes, a.fact.text)) return; // the staging pool and the pool
    if (!differ(a.values, b.values) || !sameKind(a.values, b.values)) return;
    if (typedApart(a.fact.text, b.fact.text)) return;
    const [older, newer] = a.fact.date <= b.fact.date ? [a, b] : [b, a];
    out.push(contradiction(older.fact, newer.fact, `give the same thing different values (${only(older.values, newer.values)} vs ${only(newer.values, older.values)})`));
  };
  const small = (list: readonly number[] | undefined): list is number[] => list !== undefined && list.length <= MAX_GROUP; // a template repeated everywhere decides nothing
  for (const [i, s] of shapes.entries()) {
    if (i % STEP === STEP - 1) yield;
    const same = byFrame.get(s.frame.join('\u0000'));
    if (small(same)) for (const j of same) if (j > i) judge(i, j);
    // One word more: "周会在周一上午开" / "周会挪到了周三下午" (开); never one word each way.
    if (s.frame.length < 2) continue;
    for (let k = 0; k < s.frame.length; k += 1) {
      const fewer = byFrame.get(s.frame.filter((_, x) => x !== k).join('\u0000'));
      // The one word more qualifies the subject ("Puppy sessions at the groomer" / "Sessions at the groomer"): two things;
      // a label says its subject short ("same-day dispatch cut-off: 15:30"), so against one it may be the same.
      const qualified = modifiesSubject(s.fact.text, s.frame[k]!, s.frame, terms) || hanModifier(s.fact.text, s.frame[k]!, s.frame);
      if (small(fewer)) for (const j of fewer) if (!qualified || shapes[j]!.label || isFragment(shapes[j]!.fact.text)) judge(i, j);
      // Two words more against a label that says its subject whole ("Fermentation tanks: 21 °C"
      // / "The brewery's fermentation tanks are held at 19 °C"); labels are few, so only their frames are looked up.
      if (!labelSizes.has(s.frame.length - 2)) continue;
      for (let l = k + 1; l < s.frame.length; l += 1) {
        const two = byLabelFrame.get(s.frame.filter((_, x) => x !== k && x !== l).join('\u0000'));
        if (small(two)) for (const j of two) judge(i, j);
      }
    }
  }
  // Reworded: one statement's frame held whole by a later one's that says at most two words more
  // around it ("The boiler is serviced every March" / "We get the boiler serviced in October each year").
  const byTerm = new Map<string, number[]>();
  shapes.forEach((sh, i) => {
    for (const t of sh.frame) {
      const list = byTerm.get(t);
      if (list) list.push(i);
      else byTerm.set(t, [i]);
    }
  });
  for (const [i, s] of shapes.entries()) {
    if (i % STEP === STEP - 1) yield;
    if (s.frame.length < 2) continue;
    // Partners through the frame's rarest word: a word said everywhere decides nothing.
    const rarest = s.frame.map((t) => byTerm.get(t)!).sort((x, y) => x.length - y.length)[0]!;
    if (!small(rarest)) continue;
    for (const j of rarest) {
      const o = shapes[j]!;
      if (j === i || o.fact.date.slice(0, 10) <= s.fact.date.slice(0, 10)) continue; // the later one says more
      const extra = o.frame.filter((t) => !s.frame.includes(t));
      if (extra.length === 0 || extra.length > 2 || !s.frame.every((t) => o.frame.includes(t))) continue;
      if (extra.some((t) => modifiesSubject(o.fact.text, t, o.frame, terms) || hanModifier(o.fact.text, t, s.frame))) continue;
      judge(i, j);
    }
  }
  out.push(...(yield* measureContradictions(facts, new Set(out.map((c) => pairOf(c.a, c.b))))));
  out.push(...(yield* labelContradictions(facts, new Set(out.map((c) => pairOf(c.a, c.b))))));
  // One subject slot with two values of one type, read by the slot's structure (text/slots.ts).
  for (const c of yield* slotClashes(facts, new Set(out.map((c) => pairOf(c.a, c.b))), pairOf)) out.push(contradiction(c.older, c.newer, `give the same thing different values (${c.olderSaid} vs ${c.newerSaid})`));
  // One template said of two subjects, each opening on its own with its own values (主場…HK$2,000,000 / VIP 廳…HK$5,000,000): two things, as the merge pass reads them (swaps.ts).
  // Two directions (English to French / French to English): two things (subject-overlap.ts).
  return out.filter((c) => !aboutTwoSubjects(c.a.text, c.b.text) && !directionsApart(c.a.text, c.b.text));
}

/** Two statements that disagree, older first: the reason quotes both, says `what` of them and, where the newer is of a later day, that it may be current. */
function contradiction(older: DatedFact, newer: DatedFact, what: string): FactConflict {
  const newerDay = older.date.slice(0, 10) < newer.date.slice(0, 10);
  return { kind: 'contradiction', a: older, b: newer, reason: `${quoteFact(older)} and ${quoteFact(newer)} ${what}${newerDay ? ': the newer one may be current' : ''}` };
}

function pairOf(a: DatedFact, b: DatedFact): string {
  return [`${a.docId}\u0000${a.factIndex}`, `${b.docId}\u0000${b.factIndex}`].sort().join('\u0001');
}

/** Partners a measure is compared with at most (through a shared unit and subject word): keeps a big dir linear. */
const MEASURE_PARTNERS = 24;
const small = (list: readonly number[]): boolean => list.length <= MAX_GROUP;

/**
 * Measures of one subject that differ ("ferry capacity: 120 passengers" / "the ferry carries up
 * to 150 passengers", 每周补充一次 / 补充频率：每两周一次): the same unit, bounds that agree (a
 * minimum is met by a value, not contradicted), one subject holding the other.
 */
function* measureContradictions(facts: readonly DatedFact[], known: ReadonlySet<string>): Generator<void, FactConflict[], void> {
  // A label may say more after its value ("V90 blade root bolts: torque to 1,650 Nm, in three passes"): the measure's clause is the label.
  const items: Array<{ fact: DatedFact; m: Measure; scopes: Scopes; ids: Set<string>; label: boolean }> = [];
  for (const [n, fact] of facts.entries()) {
    if (n % STEP === STEP - 1) yield;
    if (fact.text.length > 400) continue;
    for (const clause of clausesOf(fact.text)) {
      const m = measureOf(clause);
      if (m && !isNegated(fact.text) && !ADDITIVE.test(fact.text)) items.push({ fact, m, scopes: scopesOf(fact.text), ids: identifiersOf(fact.text), label: LABEL.test(fact.text) || LABEL.test(clause) });
    }
  }
  // Measures meet through their unit and a word of their subject (a Latin word, a Han pair of characters).
  const keysOf = (m: Measure): string[] => {
    const words = [...m.subject.latin, ...m.subject.owner.filter((w) => !/\p{Script=Han}/u.test(w))];
    return [...new Set([...words.map((w) => w.slice(0, 4)), ...charPairsOf(m.subject.hanText)])].map((k) => `${m.unit}\u0000${k}`);
  };
  const keys = items.map((it) => keysOf(it.m));
  const postings = postingsOf(keys.map((k) => new Set(k)));
  const out: FactConflict[] = [];
  const seen = new Set<string>(known);
  for (const [i, a] of items.entries()) {
    if (i % STEP === STEP - 1) yield;
    const partners = new Set<number>();
    for (const k of keys[i]!) {
      const list = postings.get(k) ?? [];
      if (!small(list)) continue; // a template repeated everywhere decides nothing
      for (const j of list) if (j > i && partners.size < MEASURE_PARTNERS) partners.add(j);
    }
    for (const j of partners) {
      const b = items[j]!;
      if (a.fact.docId === b.fact.docId || a.m.amount === b.m.amount) continue;
      if ((a.m.bound === 'min') !== (b.m.bound === 'min')) continue; // "at least 3" is met by 5, not contradicted
      if (perDiffers(a.m, b.m)) continue; // 每人 / 每团: amounts of two things
      if (scopesClash(a.scopes, b.scopes) || idsDiffer(a.ids, b.ids) || !sameSubject(a.m.subject, b.m.subject)) continue;
      if (sideOnly(a.scopes, b.scopes, b.fact.text) || sideOnly(b.scopes, a.scopes, a.fact.text)) continue;
      if (!a.label && !b.label && (modifierApart(a.fact.text, b.fact.text) || modifierApart(b.fact.text, a.fact.text))) continue; // puppy sessions / sessions
      if (hanPrefixApart(a.fact.text, b.fact.text) || hanPrefixApart(b.fact.text, a.fact.text)) continue; // 新发酵罐 / 发酵罐
      if (typedApart(a.fact.text, b.fact.text)) continue;
      const key = pairOf(a.fact, b.fact);
      if (seen.has(key)) continue;
      seen.add(key);
      const [older, newer] = a.fact.date <= b.fact.date ? [a, b] : [b, a];
      out.push(contradiction(older.fact, newer.fact, `give the same thing different values (${older.m.said} vs ${newer.m.said})`));
    }
  }
  return out;
}

/** Statements a label is compared with at most: keeps a big dir linear. */
const LABEL_SCAN = 200;
/** Pairs judged in one call, over all labels. */
const LABEL_CHECKS = 20_000;
// A sentence names its value after a verb of use or being (用的是X, 走X, "through X").
const ZH_NAMED = /(?:用的是|使用|采用|是|用|走|通过|由)\s*[\p{Script=Han}A-Za-z]/u;

/**
 * A label naming a thing ("Interpreter booking: Voyce", 门禁系统：大华) and a sentence of another
 * memory about the same subject naming another thing ("The clinic books interpreters through
 * LanguageLine", 物业的门禁系统用的是海康威视): a contradiction. The subject must be said in two
 * words, or one and a kind word both say (门禁 + 系统); a sentence that names the label's value too
 * agrees with it.
 */
function* labelContradictions(facts: readonly DatedFact[], known: ReadonlySet<string>): Generator<void, FactConflict[], void> {
  const labels: Array<{ i: number; subject: ReturnType<typeof subjectOf>; value: string; keys: string[] }> = [];
  facts.forEach((f, i) => {
    if (f.text.length > 200 || !/[:：—–]/u.test(f.text)) return;
    const l = namedLabelOf(f.text);
    if (!l || isNegated(f.text)) return;
    const words = [...l.subject.latin, ...l.subject.han];
    if (words.length < 2 && !(words.length === 1 && l.subject.kinds.length > 0)) return;
    labels.push({ i, subject: l.subject, value: l.value, keys: words.map((w) => (/\p{Script=Han}/u.test(w) ? w.slice(0, 2) : w)) });
  });
  if (labels.length === 0) return [];
  // Statements meet a label through a word of its subject (a Han word through its first two characters).
  const wanted = new Map<string, number[]>();
  for (const l of labels) for (const k of l.keys) wanted.set(k, []);
  const hanKeys = labels.some((l) => l.subject.han.length > 0);
  for (const [j, f] of facts.entries()) {
    if (j % STEP === STEP - 1) yield;
    const seen = new Set<string>();
    const add = (k: string): void => {
      if (seen.has(k)) return;
      seen.add(k);
      wanted.get(k)?.push(j);
    };
    for (const w of keyTermSet(f.text)) add(w);
    if (!hanKeys || !/\p{Script=Han}/u.test(f.text)) continue;
    const han = simplifiedHan(f.text).replace(/[^\p{Script=Han}]+/gu, '');
    for (let k = 0; k + 2 <= han.length; k += 1) add(han.slice(k, k + 2));
  }
  const out: FactConflict[] = [];
  const seen = new Set<string>(known);
  let checks = 0;
  for (const [n, l] of labels.entries()) {
    if (n % 64 === 63) yield; // up to 200 statements weighed per label
    const label = facts[l.i]!;
    // Its rarest words first (a word in another inflection may meet no statement at all).
    const candidates = new Set<number>();
    for (const k of [...l.keys].sort((a, b) => (wanted.get(a)?.length ?? 0) - (wanted.get(b)?.length ?? 0))) {
      for (const j of wanted.get(k) ?? []) if (candidates.size < LABEL_SCAN) candidates.add(j);
    }
    const valueWords = [...keyTerms(l.value)];
    const value = simplifiedHan(l.value);
    const [labelScopes, labelIds] = [scopesOf(label.text), identifiersOf(label.text)];
    const subjectWords = new Set([...l.subject.latin, ...l.subject.owner]);
    for (const j of candidates) {
      if (checks >= LABEL_CHECKS) break;
      checks += 1;
      const other = facts[j]!;
      if (j === l.i || other.docId === label.docId || other.text.length > 400) continue;
      if (isNegated(other.text) || ADDITIVE.test(other.text) || PAST.test(other.text) || namedLabelOf(other.text)) continue;
      const otherScopes = scopesOf(other.text);
      if (scopesClash(labelScopes, otherScopes) || idsDiffer(labelIds, identifiersOf(other.text))) continue;
      if (sideOnly(labelScopes, otherScopes, other.text) || sideOnly(otherScopes, labelScopes, label.text)) continue;
      const said = keyTerms(other.text);
      if (valueWords.some((w) => said.has(w)) || simplifiedHan(other.text).includes(value)) continue; // it names the label's value too
      const theirs = subjectOf(other.text);
      if (!subjectHolds(theirs, l.subject)) continue;
      if (l.subject.latin.length + l.subject.han.length < 2 && !theirs.kinds.some((k) => l.subject.kinds.includes(k))) continue;
      // It names another thing of that kind: a name (English), a thing after a verb of use (Chinese).
      const names = /\p{Script=Han}/u.test(l.value) ? ZH_NAMED.test(simplifiedHan(other.text)) : [...specificsOf(other.text)].some((x) => !/\d/.test(x) && ![...keyTerms(x)].some((w) => subjectWords.has(w)));
      if (!names) continue;
      const key = pairOf(label, other);
      if (seen.has(key)) continue;
      seen.add(key);
      const [older, newer] = label.date <= other.date ? [label, other] : [other, label];
      out.push(contradiction(older, newer, 'name different things for the same subject'));
    }
  }
  return out;
}

/**
 * What kind of value: a time, a day, a frequency, a number (with its unit or name), a name. "Backups
 * are encrypted with AES-256" and "Backups now run at 01:00" give values of two kinds: two attributes.
 */
function kindOf(v: string): string {
  if (/^\d{1,2}:\d{2}$|[点點]|^(?:上午|下午|晚上|早上|中午|凌晨|傍晚)/u.test(v)) return 'time';
  if (WEEKDAYS.test(v) || /^(?:周|星期)[一二三四五六日天]/u.test(v)) return 'day';
  if (/^(?:every|once|twice|\d+ times)\b|ly$|^每/u.test(v)) return 'frequency';
  if (/^[a-z#@][\w.#@-]*\d[\w.-]*$/iu.test(v)) return 'name'; // us-east-1, aes-256, #team-2
  if (/[\d一二两三四五六七八九十百千万]/u.test(v)) return 'number';
  return 'name';
}

/** The values that differ on each side share a kind. */
function sameKind(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const kinds = new Set([...a].filter((v) => !b.has(v)).map(kindOf));
  for (const v of b) if (!a.has(v) && kinds.has(kindOf(v))) return true;
  return false;
}

function differ(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let onlyA = false;
  let onlyB = false;
  for (const v of a) if (!b.has(v)) onlyA = true;
  for (const v of b) if (!a.has(v)) onlyB = true;
  return onlyA && onlyB;
}

function only(a: ReadonlySet<string>, b: ReadonlySet<string>): string {
  return [...a].filter((v) => !b.has(v)).join(' ');
}
