/**
 * Another thing of the same kind: a change said of "the Korean jobs" is not of "the Japanese jobs",
 * one of "foot-passenger bookings" not of "car deck bookings", one of 科目三的教练车 not of 科目二的教练车,
 * one of 西门停车场 not of 东门停车场. Read from structure: the subject of the change (what stands
 * before its change word, or the object the change word takes when an agent stands before it: "We
 * moved the supermarket pick-up from …") and the older statement share a head (a word, or two Han
 * characters or more), and right before that head each puts a modifier of its own that the other
 * does not say anywhere. A modifier on one side only narrows nothing ("nitrile gloves" is gloves),
 * and one the other side says elsewhere is the same thing told in another order ("raw telescope
 * data" / "the telescope's raw data").
 */
import { changeReading } from './change-reading.js';
import { changeWordOf } from './announced-change.js';
import { isStopword, stem } from './compare.js';
import { sameWord, subjectOf } from './claim.js';
import { TextMemo } from './text-memo.js';

// Words before a head that say which one only as grammar does (the, new, every …), and agents of a change.
const NOT_MODIFIER = new Set(['not', 'no', 'never', 'nor', 'through', 'via', 'from', 'to', 'with', 'without', 'by', 'on', 'in', 'at', 'into', 'onto', 'of', 'for', 'over', 'under', 'behind', 'across', 'after', 'before', 'per', 'about', 'around', 'between', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'it', 'its', 'we', 'our', 'they', 'their', 'you', 'your', 'he', 'she', 'his', 'her', 'my', 'and', 'or', 'but', 'than', 'as', 'so', 'new', 'old', 'current', 'main', 'same', 'other', 'all', 'every', 'each', 'any', 'some', 'whole', 'entire', 'own', 'then', 'now', 'also', 'only', 'just', 'still', 'both', 'first', 'last', 'next', 'previous', 'usual', 'default', 'standard', 'regular']);
const AGENT = /^\s*(?:[-*+]\s+)?(?:(?:we|i|they|you|he|she|the team|our team|everyone|management|the (?:owner|manager|boss|office))(?:\s+(?:have|has|had|just|finally|now|already|recently|officially))*)\s*$/iu;
// Closed classes a verb follows: modals, negators, adverbs of frequency, the infinitive's to.
const VERB_BEFORE = new Set(['always', 'never', 'usually', 'often', 'sometimes', 'rarely', 'seldom', 'must', 'should', 'shall', 'will', 'would', 'can', 'could', 'may', 'might', 'to', 'please', 'do', 'don\'t', 'dont', 'not', 'also', 'then', 'we', 'you', 'they', 'i']);
const NEGATOR = /[不没未别非无勿]/u;
// A clause saying something stays as it was (negation, continuation): what it names is not the change's.
const STAYS = /\b(?:not|never|still|unchanged|stays?|remains?|as before)\b|n't\b|[不没未]|照旧|照常|依旧|仍/iu;
// Adverbs of time and scope before a head (以后锁边统一用…): when or how widely, not which one.
const TIME_ADVERB = /^(?:以后|今后|往后|从此|此后|之后|后来|现在|目前|如今|以前|之前|原来|一律|统一|全部|一直|平时|通常)$/u;
const HAN_GRAMMAR = /[的是了在用为把被从由将和与及或每个都也就再已这那该本各其之从到]/u;

interface Word {
  stem: string;
  raw: string;
  at: number;
}

/** A text's Latin words and the set of their stems, read once per text (a change meets many older statements). */
function wordsOf(text: string): { words: Word[]; stems: Set<string> } {
  return words.get(text, (t) => {
    const out: Word[] = [];
    for (const m of t.toLowerCase().matchAll(/[a-z][a-z0-9'’-]*/g)) {
      const w = m[0].replace(/['’]s?$/u, '').replace(/-+$/, '');
      out.push({ stem: stem(w), raw: w, at: m.index ?? 0 });
    }
    return { words: out, stems: new Set(out.map((w) => w.stem)) };
  });
}
const words = new TextMemo<{ words: Word[]; stems: Set<string> }>(2_000_000);

/** The span of a change statement that names what changed; null when it names no change. */
export function changedSubjectSpan(newerText: string): string | null {
  const t = changeReading(newerText);
  const cw = changeWordOf(t);
  const cuts = [cw?.index, /\bfrom\b|[从由把被将]/u.exec(t)?.index].filter((x): x is number => x !== undefined && x >= 0);
  if (cuts.length === 0) return null;
  if (!cw) return null;
  const cut = Math.min(...cuts);
  const before = t.slice(0, cut).replace(/^.*[.;:!?。；：！？]\s*/su, '');
  if (!AGENT.test(before)) return before;
  // An agent before the change word: what it moved is its object, up to where it went or came from.
  const after = t.slice(cw.index + cw.length);
  return /^(.{2,80}?)(?=\s+(?:from|to|with|by|into|onto|off|over|for)\b|[,;.]|$)/iu.exec(after)?.[1] ?? null;
}

/** The change's subject and the older statement name two things of one kind (a head, and a modifier each of their own). */
export function otherThingChanged(olderText: string, newerText: string): boolean {
  const change = changeSideOf(newerText);
  if (!change) return false;
  const { span, newer } = change;
  const older = changeReading(olderText);
  return latinClash(span, older, newer) || hanClash(span, older, newer) || ownerOnly(span, older) || codeClash(span, older) || numberClash(span, older);
}

// A capitalised noun and the number after it name one thing of a kind (Year 10, Court 4, Ward 7, Bus 12).
const SUBJECT_NUMBERED = /^\s*(?:[-*+]\s+)?(?:the\s+)?(\p{Lu}[\p{L}'’-]+\s+\d{1,4}[A-Za-z]?)\s+([a-z][a-z'’-]+)/u;
const NUMBERED = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'’-]+)\s+(\d{1,4}[A-Za-z]?)(?![\p{N}.,:]\d|[\p{L}\p{N}])/gu;

/**
 * The change's subject names a thing by a noun and its number, and the older statement names the
 * same noun with another number only ("Year 10 practicals moved from Lab 3 to Lab 5" / "Year 11
 * chemistry practicals run in Lab 3"): two things of one kind, the way U12队 and U10队 are.
 */
function numberClash(span: string, older: string): boolean {
  const named = (t: string): Array<[string, string]> => [...t.matchAll(NUMBERED)].filter((m) => !NOT_MODIFIER.has(m[1]!.toLowerCase())).map((m) => [stem(m[1]!.toLowerCase()), m[2]!.toLowerCase()]);
  // Only as the subject: opening the span, before its head noun ("Year 10 practicals"); a numbered name
  // after a verb or a label is a value ("is on Postgres 16 now", "runtime: Node 20").
  const subject = SUBJECT_NUMBERED.exec(span);
  if (!subject || isStopword(stem(subject[2]!.toLowerCase())) || NOT_MODIFIER.has(subject[2]!.toLowerCase())) return false;
  const mine = named(subject[1]!);
  if (mine.length === 0) return false;
  const theirs = named(older);
  const says = (list: Array<[string, string]>, noun: string, num: string): boolean => list.some(([n, x]) => n === noun && x === num);
  return mine.some(([noun, num]) => !says(theirs, noun, num) && theirs.some(([n, x]) => n === noun && x !== num && !says(mine, n, x)));
}

/** The change's subject and the clauses of the change it may name a modifier in, read once per statement; null when it names no subject. */
function changeSideOf(newerText: string): { span: string; newer: string } | null {
  return changeSides.get(newerText, (t) => {
    const span = changedSubjectSpan(t);
    if (!span || !span.trim()) return null;
    // (the older statement's modifier may be named anywhere in the change: "we weigh the crates with
    // the Marel scale instead of the Avery" / "on the Avery scale" is the thing the change leaves)
    // (but not in a clause that says another thing stays: 科目三的…换成了朗逸，科目二的车没有变)
    const newer = changeReading(t).split(/[,;，；。]|\.\s/u).filter((c) => !STAYS.test(c)).join(' ');
    return { span, newer };
  });
}
const changeSides = new TextMemo<{ span: string; newer: string } | null>(2_000_000);

// A code naming which one, right before a Han head: U12队, B区, 3号 is read by hanClash's neighbours, so only Latin and digits here.
const CODE_HEAD = /(?<![A-Za-z0-9])([A-Za-z]{0,3}\d{1,4}[A-Za-z]{0,2}|[A-Z]{1,2})(?=\s*(\p{Script=Han}))/gu;

/**
 * The change and the older statement name one head with a code each of their own right before it
 * (U12队 / U10队, A区 / C区): two things of one kind, the way "Engine 3" and "Engine 5" are.
 */
function codeClash(span: string, older: string): boolean {
  if (!/\p{Script=Han}/u.test(span)) return false;
  const codes = (t: string): Array<[string, string]> => [...t.matchAll(CODE_HEAD)].map((m) => [m[1]!.toLowerCase(), m[2]!]);
  const theirs = codes(older);
  if (theirs.length === 0) return false;
  const lowerOlder = older.toLowerCase();
  const lowerSpan = span.toLowerCase();
  for (const [code, head] of codes(span)) {
    if (lowerOlder.includes(code)) continue;
    if (theirs.some(([c, h]) => h === head && c !== code && !lowerSpan.includes(c))) return true;
  }
  return false;
}

/**
 * The change names an owner and a thing of it ("the surf school's wetsuit rentals"),
 * and the older statement names that owner and none of the thing's words ("the surf school's café
 * takes card payments"): the owner is context (claim.ts), so they share no subject.
 */
function ownerOnly(span: string, older: string): boolean {
  // The owner is all that stands before the first possessive 's, the thing all after it. (Not 的:
  // after it stands an attribute as often as a thing, 对账文件的传输方式 is the files' transfer.)
  const m = /^(.+?)['’]s\b(.+)$/u.exec(span);
  if (!m) return false;
  const [owner, thing] = [subjectOf(m[1]!), subjectOf(m[2]!)];
  const ownerWords = [...owner.latin, ...owner.owner, ...owner.han];
  const own = [...thing.latin, ...thing.han];
  if (ownerWords.length === 0 || own.length === 0) return false;
  const theirs = subjectOf(older);
  const named = (w: string): boolean => (/\p{Script=Han}/u.test(w) ? theirs.hanText.includes(w) : [...theirs.latin, ...theirs.owner, ...theirs.kinds].some((x) => sameWord(x, w)));
  if (!ownerWords.every(named)) return false;
  return !own.some(named) && theirs.latin.length + theirs.han.length + theirs.owner.length > ownerWords.length + 1;
}

function latinClash(span: string, older: string, newer: string): boolean {
  const a = wordsOf(span).words;
  if (a.length < 2) return false;
  const { words: b, stems: inOlder } = wordsOf(older);
  const inSpan = wordsOf(newer).stems;
  const modifier = (w: Word | undefined): boolean => !!w && w.stem.length >= 2 && !isStopword(w.stem) && !NOT_MODIFIER.has(w.stem) && !/^\d/.test(w.stem);
  for (let i = 1; i < a.length; i += 1) {
    const head = a[i]!;
    if (head.stem.length < 3 || isStopword(head.stem)) continue;
    for (let j = 1; j < b.length; j += 1) {
      if (b[j]!.stem !== head.stem) continue;
      const [pa, pb] = [a[i - 1], b[j - 1]];
      if (!modifier(pa) || !modifier(pb) || pa!.stem === pb!.stem) continue;
      // A word after a modal, a negator or an adverb of frequency is a verb taking the head as its object ("always wear gloves").
      if (VERB_BEFORE.has(a[i - 2]?.raw ?? '') || VERB_BEFORE.has(b[j - 2]?.raw ?? '')) continue;
      // Adjacent words only (no comma or clause between).
      if (/[,;:.()]/.test(span.slice(pa!.at, head.at)) || /[,;:.()]/.test(older.toLowerCase().slice(pb!.at, b[j]!.at))) continue;
      if (!inOlder.has(pa!.stem) && !inSpan.has(pb!.stem)) return true;
    }
  }
  return false;
}

/** The modifier right before `at` in a Han text: up to two Han characters, a 的 skipped; '' for none. */
function hanModifier(text: string, at: number): string {
  let i = at;
  if (text[i - 1] === '的') i -= 1;
  let out = '';
  while (i > 0 && out.length < 2 && /\p{Script=Han}/u.test(text[i - 1]!) && !HAN_GRAMMAR.test(text[i - 1]!)) {
    out = text[i - 1]! + out;
    i -= 1;
  }
  return out;
}

function hanClash(span: string, older: string, newer: string): boolean {
  if (!/\p{Script=Han}/u.test(span)) return false;
  for (let s = 1; s < span.length - 1; s += 1) {
    // A head starts with a content character (用农夫山泉 starts with a verb of use), and a negator is
    // no modifier (不用农夫山泉了 / 泡茶用农夫山泉: one thing, its use stopped).
    if (!/\p{Script=Han}/u.test(span[s]!) || HAN_GRAMMAR.test(span[s]!)) continue;
    // The longest run from s that the older statement also has (two characters at least).
    let e = s + 1;
    while (e < span.length && /\p{Script=Han}/u.test(span[e]!) && older.includes(span.slice(s, e + 1))) e += 1;
    if (e - s < 2 || !older.includes(span.slice(s, e))) continue;
    const head = span.slice(s, e);
    const mine = hanModifier(span, s);
    if (!mine || NEGATOR.test(mine) || TIME_ADVERB.test(mine)) continue;
    for (let at = older.indexOf(head); at >= 0; at = older.indexOf(head, at + 1)) {
      const theirs = hanModifier(older, at);
      if (!theirs || theirs === mine || theirs.endsWith(mine) || mine.endsWith(theirs)) continue;
      // Each modifier its own: the older statement does not say the change's, nor the change the older one's.
      const last = (x: string): string => x.slice(-1);
      if (!older.includes(last(mine)) && !newer.includes(last(theirs))) return true;
    }
  }
  return false;
}
