/**
 * How two statements compare: shared words, polarity (do / don't, 要 / 不要) and the
 * specifics (numbers, versions, names, code) that make two similar rules different rules.
 */
import { factsOf } from './sentences.js';
import { TextMemo } from './text-memo.js';
import { foldText, tokenList, wordSegments } from './tokens.js';
import { wordTable } from './word-table.js';

// Each text's comparison features, computed once per text and shared by every rule of a plan
// (dedupe, captures, supersession and requests compare the same texts many times). Half of 16 M
// characters: a 10,000-memory plan keeps most of its hits and its peak RSS stays clear of 300 MB.
const comparableMemo = new TextMemo<readonly string[]>(8_000_000);
const termsMemo = new TextMemo<ReadonlySet<string>>(8_000_000);
const negatedMemo = new TextMemo<boolean>(4_000_000);
const profileMemo = new TextMemo<Profile>(8_000_000);

/** Tokens with English contractions expanded: don't -> do not, can't -> can not. */
export function comparableTokens(text: string): string[] {
  return [...comparableList(text)];
}

function comparableList(text: string): readonly string[] {
  return comparableMemo.get(text, (t) => {
    const out: string[] = [];
    for (const token of tokenList(t)) {
      const expanded = expandContraction(token);
      if (expanded) out.push(...expanded);
      else out.push(token);
    }
    return out;
  });
}

const IRREGULAR: Readonly<Record<string, string[]>> = wordTable({
  "won't": ['will', 'not'],
  "can't": ['can', 'not'],
  "shan't": ['shall', 'not'],
  cannot: ['can', 'not'],
  dont: ['do', 'not'],
  doesnt: ['does', 'not'],
  didnt: ['did', 'not'],
});

function expandContraction(t: string): string[] | null {
  const irregular = IRREGULAR[t];
  if (irregular) return irregular;
  if (t.endsWith("n't") && t.length > 3) return [t.slice(0, -3), 'not'];
  return null;
}

const EN_NEGATORS = new Set(['not', 'no', 'never', 'nobody', 'none', 'nothing', 'neither', 'nor', 'without', 'avoid']);
const ZH_NEGATORS = new Set([
  '不', '不要', '不用', '不能', '不会', '不可', '不可以', '不应', '不应该', '不该', '不得', '不许', '不准', '不必',
  '不再', '别', '别再', '没', '没有', '勿', '切勿', '禁止', '无需', '无须', '未', '从不', '从来不', '永远不', '避免', '不是',
]);
// Words that start with a negating character but do not negate ("different", "not bad", "very", "no problem").
const ZH_NOT_NEGATION = new Set(['不同', '不错', '不过', '不断', '不少', '不仅', '不但', '不久', '不管', '不论', '不足', '不如', '不然', '不止', '不光', '别人', '别的', '非常', '没错', '没问题', '没关系', '不要紧']);

export function isNegator(token: string): boolean {
  if (EN_NEGATORS.has(token) || ZH_NEGATORS.has(token)) return true;
  if (ZH_NOT_NEGATION.has(token)) return false;
  return /^(?:不|别|没|勿)[\p{Script=Han}]/u.test(token) && token.length <= 3;
}

/** True when a statement is negative ("don't", "never", "不要", "别"). */
export function isNegated(text: string): boolean {
  return negatedMemo.get(text, (t) => comparableList(t).some(isNegator));
}

const EN_STOP = new Set(
  ('a an the and or but if then so of to in on at by for from with as into onto over under about than this that these those it its ' +
    'is are was were be been being am do does did done has have had having will would shall should can could may might must ' +
    'we us our ours i me my you your he she they them their there here what which who whom when where why how all any some ' +
    'also just only very too more most such own same other each both again once please always').split(' '),
);
const ZH_STOP = new Set(['我们', '我', '你', '你们', '他', '她', '它', '他们', '的', '了', '在', '是', '都', '也', '就', '把', '和', '与', '及', '或', '这', '那', '这个', '那个', '要', '会', '请', '吧', '呢', '啊', '着', '过', '被', '让', '给', '对', '从', '到', '里', '上', '下', '中', '现在', '一直', '总是', '始终', '以后', '今后', '所有', '一个']);

export function isStopword(token: string): boolean {
  return EN_STOP.has(token) || ZH_STOP.has(token);
}

/**
 * Crude, symmetric English stemming so "installs", "installing" and "installed" meet, and so do
 * "commit" / "committing" / "committed" (a doubled last consonant, not l, s, f or z: "install")
 * and "job" / "jobs" (a short plural after a consonant; "news" and "this" are no plurals).
 */
export function stem(token: string): string {
  if (!/^[a-z]+$/.test(token) || token.length <= 3) return token;
  if (token.length === 4) return /^[a-z]{2}[b-df-hj-np-rtvwyz]s$/.test(token) && token !== 'news' ? token.slice(0, 3) : token;
  if (token.endsWith('ing') && token.length > 5) return undouble(token.slice(0, -3));
  if (token.endsWith('ied')) return `${token.slice(0, -3)}y`;
  if (token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.endsWith('ed')) return undouble(token.slice(0, -2));
  if (token.endsWith('es') && /(?:sh|ch|x|ss)es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

/** Content words: no stopwords, no negators, stemmed; the "subject" of a statement. */
export function keyTerms(text: string): Set<string> {
  return new Set(keyTermSet(text));
}

function undouble(s: string): string {
  return s.length >= 4 && s[s.length - 1] === s[s.length - 2] && /[b-df-hj-kmnp-rtv-xz]$/.test(s) ? s.slice(0, -1) : s;
}

/** keyTerms without the copy: the memo's own set, for callers that only read it. */
export function keyTermSet(text: string): ReadonlySet<string> {
  return termsMemo.get(text, (s) => {
    const out = new Set<string>();
    for (const t of comparableList(s)) {
      if (isStopword(t) || isNegator(t)) continue;
      out.add(stem(t));
    }
    return out;
  });
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) inter += 1;
  return inter / (a.size + b.size - inter);
}

/** Jaccard over comparable (contraction-expanded) token sets. */
export function tokenJaccard(a: string, b: string): number {
  return jaccard(new Set(comparableList(a)), new Set(comparableList(b)));
}

const ALWAYS_SPECIFIC = /\d|[_.]\p{L}|\p{Ll}\p{Lu}/u;

/**
 * The specifics of a statement, lowercased: numbers and versions, identifiers
 * (snake_case, dotted, camelCase), inline code, URLs, and capitalised words that do not
 * start a sentence (names: Alice, Postgres, Friday).
 */
export function specificsOf(text: string): Set<string> {
  const folded = foldText(text);
  const out = new Set<string>();
  for (const m of folded.matchAll(/`([^`]+)`/g)) if (m[1]) out.add(m[1].trim().toLowerCase());
  for (const m of folded.matchAll(/\b(?:https?:\/\/|www\.)[^\s)>\]]+/gi)) out.add(m[0].replace(/[.,;:!?'"]+$/, '').toLowerCase());
  for (const { word, index } of wordSegments(folded)) {
    if (ALWAYS_SPECIFIC.test(word)) {
      out.add(word.toLowerCase());
      continue;
    }
    if (/^\p{Lu}/u.test(word) && word !== 'I' && !/^I'/.test(word) && !atSentenceStart(folded, index)) out.add(word.toLowerCase());
  }
  return out;
}

function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index).replace(/[ \t]+$/, '');
  if (before === '' || /\n\s*$/.test(text.slice(0, index))) return true;
  return /(?:[.!?:;。！？：；\n>#|([]|\*\*|^[-*+]|\s[-*+]|\d[.)]|["“「])$/u.test(before);
}

/**
 * What the comparisons need from one text, computed once per text (dedupe and captures compare
 * a text many times); shared between callers, so read-only.
 */
export interface Profile {
  readonly tokens: ReadonlySet<string>;
  /** Folded, lowercased text (specifics may span several tokens: `vitest run`). */
  readonly lower: string;
  readonly specifics: ReadonlySet<string>;
  readonly terms: ReadonlySet<string>;
  readonly facts: readonly { terms: ReadonlySet<string>; negated: boolean }[];
}

export function profileOf(text: string): Profile {
  return profileMemo.get(text, computeProfile);
}

/** A text's profile, computed now (for callers that keep profiles their own way). */
export function computeProfile(t: string): Profile {
  // The facts are read by the polarity test alone, which few pairs reach: read then, once.
  let facts: Profile['facts'] | undefined;
  return {
    tokens: new Set(comparableList(t)),
    lower: foldText(t).toLowerCase(),
    specifics: specificsOf(t),
    terms: keyTermSet(t),
    get facts() {
      return (facts ??= factTexts(t).map((f) => ({ terms: keyTermSet(f), negated: isNegated(f) })));
    },
  };
}

const asProfile = (x: string | Profile): Profile => (typeof x === 'string' ? profileOf(x) : x);

/**
 * Do the statements name different things? True when a specific of one side (a number,
 * version, name, identifier) does not occur among the other side's words at all.
 */
export function specificsDiffer(a: string | Profile, b: string | Profile): boolean {
  const pa = asProfile(a);
  const pb = asProfile(b);
  const missing = (from: Profile, other: Profile): boolean => {
    for (const s of from.specifics) if (!other.tokens.has(s) && !other.lower.includes(s)) return true;
    return false;
  };
  return missing(pa, pb) || missing(pb, pa);
}

/**
 * Does one text say the opposite of the other somewhere? Each fact of `a` is aligned with
 * its closest fact of `b` (by key terms); aligned facts with different polarity conflict.
 * Checked both ways.
 */
export function polarityConflict(a: string | Profile, b: string | Profile, alignAt = 0.5): boolean {
  const pa = asProfile(a);
  const pb = asProfile(b);
  return oneWayConflict(pa, pb, alignAt) || oneWayConflict(pb, pa, alignAt);
}

function oneWayConflict(a: Profile, b: Profile, alignAt: number): boolean {
  for (const f of a.facts) {
    let best = 0;
    let bestNeg = f.negated;
    for (const o of b.facts) {
      const s = jaccard(f.terms, o.terms);
      if (s > best) {
        best = s;
        bestNeg = o.negated;
      }
    }
    if (best >= alignAt && bestNeg !== f.negated) return true;
  }
  return false;
}

/**
 * One thing swapped for another in a short statement ("notify 张三" vs "notify 李四",
 * "use npm" vs "use bun"): both sides have key terms the other lacks. Long texts are
 * allowed rewordings; their guards are the specifics and the threshold.
 */
export function substitutes(a: string | Profile, b: string | Profile, shortBelow = 12): boolean {
  const pa = asProfile(a);
  const pb = asProfile(b);
  if (Math.min(pa.terms.size, pb.terms.size) >= shortBelow) return false;
  let onlyA = false;
  let onlyB = false;
  for (const t of pa.terms) if (!pb.terms.has(t)) onlyA = true;
  for (const t of pb.terms) if (!pa.terms.has(t)) onlyB = true;
  return onlyA && onlyB;
}

function factTexts(text: string): string[] {
  const facts = factsOf(text).map((f) => f.text);
  return facts.length > 0 ? facts : [text];
}
