/**
 * A statement read as a claim: a subject, a relation and a value ("The ferry carries up to 150
 * passengers": ferry | carries up to | 150 passengers; "dome wind limit: 50 km/h"; "Playout
 * software is now mAirList"; 仓库机器人的最大载重是300公斤). Two statements are about the same
 * subject when the content words of the shorter subject are all in the longer one: a label says
 * its subject whole, a sentence may say more of it ("the radio station's playout" / "playout
 * software"). Words of relation (is, runs on, needs, 用, 是), of bound (up to, at least, 最多),
 * of attribute (interval, capacity, 频率) and kind words (software, 系统) are no part of a
 * subject; an owner ("the bakery's", 实验室的) is context, unless both statements name one.
 */
import { isStopword, stem } from './compare.js';
import { simplifiedHan } from './simplified.js';
import { TextMemo } from './text-memo.js';
import { foldText, tokenList } from './tokens.js';
import { isKindWord } from './tool-kinds.js';
import { hanNumberValue } from './vocabulary.js';
import { wordTable } from './word-table.js';
import { inBaseUnit } from './typed-values.js';

export interface Subject {
  /** Latin content words, stemmed. */
  latin: string[];
  /** Han runs, grammar words taken out. */
  han: string[];
  /** Who or what it belongs to ("the bakery's", 实验室的): Latin stems and Han runs. */
  owner: string[];
  /** All Han text of the subject (的 taken out), where a shorter subject's runs are looked for. */
  hanText: string;
  /** Kind words (software, db): not needed to match, but they agree where both say them. */
  kinds: string[];
}

export type Bound = 'min' | 'max' | null;

/** A value with a number: how much, of what unit, bounded how. */
export interface Measure {
  amount: string;
  unit: string;
  bound: Bound;
  subject: Subject;
  /** The value as written ("up to 150 passengers"). */
  said: string;
  /** What an amount is per ("£500 per boat": boat; 每人押金50元: 人), or null. */
  per: string | null;
}

// Verbs of being, having and relating a subject to its value: no part of the subject.
const RELATION = new Set([
  'run', 'runs', 'use', 'us', 'used', 'need', 'requir', 'accept', 'allow', 'go', 'goes', 'went', 'live', 'liv', 'keep', 'kept', 'stor', 'store', 'host', 'sent', 'send',
  'get', 'got', 'now', 'currently', 'no', 'longer', 'instead', 'straight', 'directly', 'up', 'and', 'or', 'when', 'which', 'than', 'newer', 'later', 'higher', 'more', 'less', 'least',
  'set', 'every', 'per', 'each', 'we', 'they', 'it', 'one', 'well', 'still', 'today',
]);
const MAX_WORDS = /\b(?:up to|at most|within|max(?:imum)?|limit(?:ed)?|cap(?:ped)?|capacity|above|over|exceeds?|no more than|not more than)\b|最多|最大|最高|上限|不超过|限制|容量|以内|以下/iu;
const MIN_WORDS = /\b(?:at least|min(?:imum)?|or (?:newer|later|higher|above|more)|and (?:later|newer|up|above|higher)|no less than|requir(?:e|ed|es)|needs?)\b|至少|最少|最低|下限|以上|及以上/iu;
// Words naming what kind of value is given, not what it is about.
const ATTRIBUTE = new Set(['interval', 'frequency', 'size', 'count', 'number', 'amount', 'capacity', 'limit', 'threshold', 'version', 'value', 'setting', 'duration', 'period', 'rate', 'level', 'target', 'goal', 'supplier', 'vendor', 'provider', 'source', 'max', 'maximum', 'min', 'minimum', 'cap', 'above', 'over', 'exce', 'exceed']);
// Han words of grammar, relation, bound and attribute: no part of a subject (read as whole words, after segmentation).
const HAN_STOP = new Set(['通过', '经过', '现在', '已经', '目前', '如今', '统一', '最多', '最大', '最高', '最少', '最低', '上限', '下限', '不超过', '至少', '容纳', '频率', '大小', '容量', '数量', '间隔', '周期', '版本', '次数', '班次', '數值', '数值', '限制', '时长',
  '每个', '的是', '用的', '用的是', '可以', '只有', '一次', '改成', '改为', '改用', '换成', '用到', '使用', '采用', '发送', '一直']);
const HAN_SINGLE_STOP = /^[的是了用为在到每个和与及或把被将由从都也就再已能要会上里中]$/u;
const HAN_EDGE = /^[的是了用为在到每个]+|[的是了用为在到]+$/gu;
// A store named by no word of its own: no particular one.
const GENERIC_HEAD = /^(?:门店|店铺|商店|分店)/u;

const subjects = new TextMemo<Subject>(4_000_000);
const labels = new TextMemo<{ subject: Subject; value: string } | null>(2_000_000);

/** The subject of a span of text (the part of a statement that names what it is about); shared, so read-only. */
export function subjectOf(span: string): Subject {
  return subjects.get(span, readSubject);
}

function readSubject(span: string): Subject {
  const t = foldText(simplifiedHan(span)).replace(/`[^`]*`/g, ' ').replace(/[*_#>]/g, ' ');
  const latin: string[] = [];
  const owner: string[] = [];
  const kinds: string[] = [];
  // The owner in Chinese: what stands before the first 的 when more follows.
  const de = t.indexOf('的');
  const ownerHan = de > 0 && /\p{Script=Han}|[A-Za-z]/u.test(t.slice(de + 1)) ? t.slice(0, de) : '';
  for (const m of t.matchAll(/[A-Za-z][A-Za-z0-9+#.'’-]*/g)) {
    const raw = m[0].toLowerCase().replace(/[.'’-]+$/, '');
    const possessive = /['’]s$/.test(raw);
    const w = stem(raw.replace(/['’]s$/, ''));
    if (!w || isStopword(w) || RELATION.has(w) || ATTRIBUTE.has(w) || /^\d/.test(w)) continue;
    if (isKindWord(w)) kinds.push(w);
    else if (possessive || (ownerHan && (m.index ?? 0) < de)) owner.push(w);
    else latin.push(w);
  }
  const runs = (x: string): string[] => {
    const out: string[] = [];
    const push = (w: string): void => {
      const whole = w.replace(HAN_EDGE, '');
      const r = withoutKind(whole);
      if (r !== whole) kinds.push(whole.slice(r.length));
      if (r.length < 2 || !/^\p{Script=Han}+$/u.test(r) || HAN_STOP.has(r)) return;
      if (isKindWord(r)) kinds.push(r);
      else out.push(r);
    };
    // Characters the segmenter leaves single (客/如/云, 展/厅) are read as one word together.
    let single = '';
    for (const w of tokenList(x.replace(/[A-Za-z0-9]+/g, ' '))) {
      if (w.length === 1 && /\p{Script=Han}/u.test(w) && !HAN_SINGLE_STOP.test(w)) {
        single += w;
        continue;
      }
      // A character left single before a word qualifies it (大/会议室, 门/店/收银): one word with it.
      const stop = HAN_STOP.has(w) || !/\p{Script=Han}/u.test(w);
      if (stop) push(single);
      push(stop ? w : single + w);
      single = '';
    }
    push(single);
    return out;
  };
  owner.push(...runs(ownerHan));
  const han = runs(ownerHan ? t.slice(de + 1) : t);
  const hanText = t.replace(/[^\p{Script=Han}]+/gu, '').replace(/的/g, '');
  return { latin: [...new Set(latin)], han, owner, hanText, kinds };
}

/** A Han run without a kind word at its end (收银系统 -> 收银). */
function withoutKind(run: string): string {
  for (let k = Math.min(4, run.length - 2); k >= 2; k -= 1) if (isKindWord(run.slice(-k))) return run.slice(0, -k);
  return run;
}

/**
 * Whether one subject holds the other: every word of the shorter one is in the longer one (an
 * owner on one side only is context; owners on both sides must agree). A word in one script
 * left over against a word in the other (连接池 / pool) is no mismatch where two words agree.
 */
export function sameSubject(a: Subject, b: Subject): boolean {
  if (a.owner.length > 0 && b.owner.length > 0 && !(covers(a, b.owner) || covers(b, a.owner))) return false;
  return holds(a, b) || holds(b, a);
}

/** `large` (a whole statement, read as a subject) names every word of `small`; owners, where both name one, agree. */
export function subjectHolds(large: Subject, small: Subject): boolean {
  if (large.owner.length > 0 && small.owner.length > 0 && !(covers(large, small.owner) || covers(small, large.owner))) return false;
  return holds(large, small);
}

function covers(s: Subject, words: readonly string[]): boolean {
  return words.every((w) => found(s, w));
}

function found(s: Subject, w: string): boolean {
  if (/\p{Script=Han}/u.test(w)) {
    if (s.hanText.includes(w)) return true;
    // "门店" is any store: it is found where the other names a store of its own (面包店), not where it names none (线上).
    const rest = w.replace(GENERIC_HEAD, '');
    return rest !== w && /店/u.test(s.hanText) && (rest === '' || (rest.length >= 2 && s.hanText.includes(rest)));
  }
  return [...s.latin, ...s.owner, ...s.kinds].some((x) => sameWord(x, w));
}

/** `large` holds every word of `small`. */
function holds(large: Subject, small: Subject): boolean {
  const words = [...small.latin, ...small.han];
  if (words.length === 0) return false;
  const missing = words.filter((w) => !found(large, w));
  if (missing.length === 0) return true;
  // Two words agree and what is left is in one script on one side and the other script on the other.
  const agreed = words.length - missing.length + small.kinds.filter((k) => large.kinds.includes(k)).length;
  const hanMissing = missing.every((w) => /\p{Script=Han}/u.test(w));
  const latinMissing = missing.every((w) => !/\p{Script=Han}/u.test(w));
  const otherLeft = hanMissing ? large.latin.some((x) => !small.latin.some((y) => sameWord(x, y))) : latinMissing ? large.han.some((x) => !small.hanText.includes(x)) : false;
  return agreed >= 2 && missing.length === 1 && otherLeft;
}

/** One word in two inflections the stemmer reads apart (poll / polling, museum / museum's): a common stem of most of the shorter word. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  if (l === `${s}s` && s.length >= 2) return true; // a short word's plural the stemmer keeps (TLE / TLEs, API / APIs)
  if (s.length < 4) return false;
  let k = 0;
  while (k < s.length && s[k] === l[k]) k += 1;
  return k === s.length ? l.length - s.length <= 3 : k >= 5 && k >= 0.75 * s.length;
}

// ---- measures

const NUMBER_WORDS: Readonly<Record<string, string>> = wordTable({ once: '1', twice: '2', thrice: '3', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', other: '2' });
const HAN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 半: 0.5 };
const EN_UNIT = '(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|quarters?|years?)';
const EN_NUM = '(\\d+(?:\\.\\d+)?|once|twice|thrice|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|other)';
const EVERY = new RegExp(`\\bev(?:e)?ry\\s+(?:${EN_NUM}\\s+)?${EN_UNIT}\\b`, 'iu');
const TIMES = new RegExp(`\\b(?:${EN_NUM}\\s+times?|once|twice|thrice)\\s+(?:a|an|per|each|every)\\s+${EN_UNIT}\\b`, 'iu');
const ADVERB = /\b(hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b/iu;
const ZH_EVERY = /每(?:隔)?([一二两三四五六七八九十半\d]+)?(?:个)?(秒钟?|分钟|小时|钟头|天|日|晚|周|星期|月|季度|年)(?![一二三四五六日天](?!次|遍|回))(?:([一二两三四五六七八九十\d]+)次)?/u;
// A name right before its version ("Python 3.9", "iOS 16"): the name is of the subject, the number a version.
const NAME_VERSION = /(?<![A-Za-z0-9_.-])(\p{Lu}[A-Za-z+#-]*|[a-z]+\p{Lu}[A-Za-z]*)\s*[vV]?(\d+(?:\.\d+){0,2})(?![A-Za-z0-9_%]|\.\d)/u;
// A number and the word after it: its unit (150 passengers, 40 km/h, 300公斤, 80人).
const AMOUNT = /(?<![\w./-]|\d:|\d,)(\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+)?)(?![\d:/-]|\.\d)\s*(%|°\s?[CF]\b|[A-Za-z][A-Za-z/]*|[\p{Script=Han}]{1,2})?/u;
const HAN_UNIT_STOP = /^[的是为了和与及或在到。，,]/u;
const HISTORY = /\b(?:before|until|prior to|used to|previously|formerly|originally|back in|in the past|was|were|could)\b|曾经|以前|原来|原先|早期|之前|过去|当时|以后|之后/iu;

const MAYBE = /\d|[０-９]|ev(?:e)?ry|once|twice|thrice|times|ly\b|每|[二两三四五六七八九十百千][^，,。；;]{0,2}$|[一二两三四五六七八九十百千万零](?:度|分钟|小时|秒|天|周|个月|年|公斤|千克|克|斤|吨|公里|千米|米|厘米|毫米|升|毫升|元|块|瓦|千瓦|伏|分贝)/u;

/**
 * Chinese numbers said in characters before a unit of measure (二十八度, 四十五分钟, 零下十八度, 百分之九十)
 * as digits, so that they read as amounts as "28度" does. Not a lone 一 (一天 is "a day"), an ordinal
 * (第二), a numbered thing (二号窑: 号 is no unit) or a word holding a number (十分 "very", 千万 "by all means").
 */
const HAN_AMOUNT = /(?<![第零一二两三四五六七八九十百千万])(零下)?([零一二两三四五六七八九十百千万]+)(?=个?(?:摄氏度|度|分钟|小时|秒钟|秒|天|周|个月|年|公斤|千克|克|斤|吨|公里|千米|厘米|毫米|米|毫升|升|元|块|千瓦|瓦|伏|分贝))/gu;

function hanAmounts(t: string): string {
  if (!/[零一二两三四五六七八九十百千万]/u.test(t)) return t;
  return t
    .replace(/百分之([零一二两三四五六七八九十百]+)/gu, (_, n: string) => `${hanNumberValue(n)}%`)
    .replace(HAN_AMOUNT, (whole: string, below: string | undefined, n: string) => (n === '一' || /^千万|万一/u.test(n) ? whole : `${below ?? ''}${hanNumberValue(n)}`));
}
const UNIT_NAMES: Readonly<Record<string, string>> = wordTable({ sec: 'second', secs: 'second', second: 'second', min: 'minute', mins: 'minute', minute: 'minute', hr: 'hour', hrs: 'hour', hour: 'hour', night: 'day', day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year',
  秒: 'second', 秒钟: 'second', 分钟: 'minute', 小时: 'hour', 钟头: 'hour', 天: 'day', 日: 'day', 晚: 'day', 周: 'week', 星期: 'week', 月: 'month', 季度: 'quarter', 年: 'year',
  hourly: 'hour', daily: 'day', nightly: 'day', weekly: 'week', fortnightly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year', annually: 'year' });

function unitName(u: string): string {
  const l = u.toLowerCase().replace(/\s+/g, '');
  return UNIT_NAMES[l] ?? UNIT_NAMES[l.replace(/s$/, '')] ?? stem(l);
}

function hanNumber(s: string | undefined): string {
  if (!s) return '1';
  if (/^\d/.test(s)) return s;
  if (s === '十') return '10';
  if (s.startsWith('十')) return String(10 + (HAN_DIGITS[s[1]!] ?? 0));
  if (s.endsWith('十')) return String((HAN_DIGITS[s[0]!] ?? 0) * 10);
  if (s.length === 3 && s[1] === '十') return String((HAN_DIGITS[s[0]!] ?? 0) * 10 + (HAN_DIGITS[s[2]!] ?? 0));
  return String(HAN_DIGITS[s] ?? s);
}

/**
 * The one measure a clause gives, with its subject: a period ("every 15 minutes", 每两周一次),
 * a rate ("three times a day"), a version ("Python 3.9 or newer") or an amount with its unit;
 * null when the clause gives none, several, or a past value ("until 2024 …", 以前).
 */
export function measureOf(clause: string): Measure | null {
  if (!MAYBE.test(clause)) return null; // most clauses give no measure: one test first
  const t = hanAmounts(foldText(simplifiedHan(clause)).replace(/`[^`]*`/g, ' ').replace(/\*+/g, ''));
  let hit: { at: number; len: number; amount: string; unit: string } | null = null;
  let m: RegExpExecArray | null;
  let name = '';
  let amount = false;
  const lower = t.toLowerCase();
  const maybe = (words: readonly string[]): boolean => words.some((w) => lower.includes(w));
  if (maybe(['time', 'once', 'twice', 'thrice']) && (m = TIMES.exec(t))) hit = { at: m.index, len: m[0].length, amount: NUMBER_WORDS[(m[1] ?? m[0].split(/\s/)[0]!).toLowerCase()] ?? m[1] ?? '1', unit: `x/${unitName(m[2]!)}` };
  else if (maybe(['every', 'evry']) && (m = EVERY.exec(t))) hit = { at: m.index, len: m[0].length, amount: NUMBER_WORDS[(m[1] ?? '').toLowerCase()] ?? m[1] ?? '1', unit: unitName(m[2]!) };
  else if (lower.includes('每') && (m = ZH_EVERY.exec(t))) hit = { at: m.index, len: m[0].length, amount: m[3] && hanNumber(m[3]) !== '1' ? hanNumber(m[3]) : hanNumber(m[1]), unit: m[3] && hanNumber(m[3]) !== '1' ? `x/${unitName(m[2]!)}` : unitName(m[2]!) };
  else if (lower.includes('ly') && (m = ADVERB.exec(t))) hit = { at: m.index, len: m[0].length, amount: m[1]!.toLowerCase() === 'fortnightly' ? '2' : '1', unit: unitName(m[1]!) };
  // One capital glued to digits names a model (V90, A4), not a version of a name.
  else if ((m = NAME_VERSION.exec(t)) && !isStopword(m[1]!.toLowerCase()) && !/^\p{Lu}\d/u.test(m[0])) {
    hit = { at: m.index, len: m[0].length, amount: m[2]!, unit: 'version' };
    name = m[1]!;
  } else if ((m = AMOUNT.exec(t))) {
    // A Han unit ends at a grammar word (60度的水: 度).
    // (a unit of one character before the noun measured, 12 吨冰, is that unit)
    const word = m[2]?.replace(/(?<=\p{Script=Han})[的是为了和与及或在到]$/u, '').replace(/^(\p{Script=Han})\p{Script=Han}$/u, (two: string, one: string) => (inBaseUnit(two, 1) === null && inBaseUnit(one, 1) !== null ? one : two));
    const unit = word && !HAN_UNIT_STOP.test(word) && !isStopword(word.toLowerCase()) && !MIN_WORDS.test(word) && !PER_WORD.test(word) ? word : '';
    const len = unit ? m[0].length - (m[2]!.length - unit.length) : m[1]!.length;
    // (a weight, a length or a volume in its base unit: 4 km and 4000 m are one amount)
    const base = unit ? inBaseUnit(unit, Number(m[1]!.replace(/,/g, ''))) : null;
    hit = { at: m.index, len, amount: base ? String(base.amount) : m[1]!.replace(/,/g, ''), unit: base ? base.unit : unit ? unitName(unit) : /\./.test(m[1]!) ? 'version' : '' };
    amount = true;
  }
  if (!hit || HISTORY.test(t)) return null;
  // What stands before a copula is the subject ("the starter is fed twice a day": starter).
  const before = t.slice(0, hit.at);
  const copula = /\b(?:is|are|was|were)\b|是/u.exec(before);
  const rest = copula ? `${before.slice(0, copula.index)} ${name}` : `${before} ${name} ${t.slice(hit.at + hit.len)}`;
  const others = `${before} ${t.slice(hit.at + hit.len)}`;
  if (/\d/.test(others.replace(/[A-Za-z]+\d+[A-Za-z0-9]*/g, ' '))) return null; // another number: which one changed is not clear
  const bound: Bound = MIN_WORDS.test(t) ? 'min' : MAX_WORDS.test(t) ? 'max' : null;
  // What an amount is per (a period or a rate is read above, whole).
  const per = amount ? (EN_PER.exec(t)?.[1]?.toLowerCase() ?? ZH_PER.exec(t)?.[1] ?? null) : null;
  return { amount: hit.amount, unit: hit.unit, bound, subject: subjectOf(rest), said: t.slice(hit.at, hit.at + hit.len).trim(), per: per && (/\p{Script=Han}/u.test(per) ? per : stem(per)) };
}

const PER_WORD = /^(?:per|each)$/i;
const EN_PER = /\b(?:per|each)\s+([a-z]+)/i;
// 每人, 每团, 每个啤酒桶, 每间房: the thing after 每 (its classifier aside), one character.
const ZH_PER = /每(?:个|位|只|张|间|台|辆|条|份|家|名)?(\p{Script=Han})/u;

/**
 * Two amounts per different things ("£50 per kayak" / "£80 per board", 每人 / 每团): not one measure.
 * Where one says what it is per, the other's subject may say the same thing (每个啤酒桶 / 啤酒桶押金（每桶）).
 */
export function perDiffers(a: Measure, b: Measure): boolean {
  if (!a.per || !b.per || a.per === b.per) return false;
  const holds = (m: Measure, w: string): boolean => (/\p{Script=Han}/u.test(w) ? m.subject.hanText.includes(w) : [...m.subject.latin, ...m.subject.owner, ...m.subject.kinds].some((x) => sameWord(x, w)));
  return !holds(b, a.per) && !holds(a, b.per);
}

/** The clauses of a statement (a label and its value are one clause). */
export function clausesOf(text: string): string[] {
  // A comma between digits groups a number's thousands ("1,450 Nm", HK$2,000,000): no end of a clause.
  return text
    .split(/[;；，。!?！？]|,(?!(?<=\d,)\d{3}(?!\d))|\.(?=\s|$)|\s[-–—]\s/u)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

// ---- labels

/** "Interpreter booking: Voyce", "- paper supplier — Papyrus", 门禁系统：大华: a subject and one short value. */
const LABEL = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?([^:：—–\n*_]{2,60}?)(?:\*\*|__)?\s*(?:[:：]|\s[—–]\s)\s*(?:\*\*|__)?([^:：;；,，。!?！？\n]{1,40}?)(?:\*\*|__)?[\s.。]*$/u;

/** A label naming a thing as its value: the subject, and the value's words; null for any other statement. */
export function namedLabelOf(text: string): { subject: Subject; value: string } | null {
  return labels.get(text, readLabel);
}

function readLabel(text: string): { subject: Subject; value: string } | null {
  const m = LABEL.exec(foldText(simplifiedHan(text)));
  if (!m) return null;
  const value = m[2]!.trim();
  // A name: short, no number (amounts are measures), capitalised where it is Latin, or Han.
  if (/\d/.test(value) || value.split(/\s+/).length > 4 || !(/\p{Lu}/u.test(value) || /^\p{Script=Han}{2,8}$/u.test(value))) return null;
  return { subject: subjectOf(m[1]!), value };
}
