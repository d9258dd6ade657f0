/**
 * Paraphrased duplicates the merge threshold misses: two memories stating the same rule in
 * other words ("Run the full test suite before merging a pull request" / "Before a pull
 * request is merged, the full test suite must pass"), or one rule from both sides ("Don't use
 * default exports" / "Always use named exports"). Never merged: a `possible-duplicate`
 * finding naming both, for a person or the agent engine to settle.
 *
 * Two statements are candidates when most of the shorter one's key terms are in the longer
 * one, they share at least three, and they name no different specifics. The same sentence
 * with one thing swapped ("run the linter" / "run the formatter before committing") is two
 * rules when both say it the same way round, and one rule from both sides when one of them
 * is a prohibition. Words are read through vocabulary.ts (abbreviations, the usual wordings;
 * a rule in Chinese meets one in English in their common English words). Two qualifiers of
 * one kind (staging / production, 只读 / 读写) make two rules, and so does one scope allowed
 * where another is forbidden ("admins can export" / "agents must not export"). Limits read as
 * one term from either side (limits.ts: "never more than two" / "at most two", 超过五万 / 五万以上);
 * the words of a Chinese rule's frame (必须, 由, 再, 一遍, measure words) say nothing of its
 * subject. The same sentence with a few things swapped ("Old Town ... yellow permit" / "New Town
 * ... green permit", swaps.ts) and the same condition with another action ("claims over 50,000
 * must be checked twice" / "... must be filed the same day") are two rules. Across languages an
 * amount with its unit on both sides (-16 LUFS) anchors the few common words. Chat shorthand for
 * words of grammar is those words ("b4", "w/o", "ppl"), a requirement said as care is one ("make
 * sure", "be sure to", 須, 方可), and an English compound says its head word ("dishwasher" /
 * "washed by hand only"). Linear: statements meet through their rarest terms.
 */
import { spelledOut } from './chat-spellings.js';
import { comparableTokens, isNegated, keyTerms, specificsOf, stem } from './compare.js';
import { factsOf } from './sentences.js';
import { markerOf } from './supersede.js';
import { identifiersOf, idsDiffer } from './identifiers.js';
import { postingsOf } from './postings.js';
import { frameOf, rootOf, verbRootOf } from './rule-frame.js';
import { qualifiersDiffer, qualifiersOf } from './qualifiers.js';
import { sameSet } from './sets.js';
import { simplified } from './simplified.js';
import { stanceOf, type Stance } from './stance.js';
import { runSteps, runStepsSliced } from './steps.js';
import { swapsOnly } from './swaps.js';
import { TextMemo } from './text-memo.js';
import { matcherFor } from './unicode-flag.js';
import { withLimits } from './limits.js';
import { englishNumerals } from './typed-values.js';
import { CONCEPT_WORDS, hanNumberValue, inChinese, inEnglish, wordingOf } from './vocabulary.js';
import { wordTable } from './word-table.js';

export interface ParaphraseDoc {
  id: string;
  text: string;
  /** Docs of different groups are never compared (team vs personal). */
  group?: string;
}

export interface Paraphrase {
  a: { id: string; fact: string };
  b: { id: string; fact: string };
}

const PARTNERS = 8;
let CONCEPTS: Set<string> | undefined;
const MAX_POSTING = 200;

/** How a statement reads for one comparison: in its own words, or in English to meet the other language. */
interface View {
  terms: Set<string>;
  /** Key terms without light verbs. */
  content: Set<string>;
  /** The content terms in order (a swap is of what is said, not of 用 / 采用). */
  order: string[];
}

interface Stmt {
  doc: number;
  /** What it says, Traditional Chinese read as Simplified. */
  text: string;
  /** What it says, as written. */
  said: string;
  /** The text with its limits read as terms (withLimits), for its terms in English. */
  read: string;
  norm: string;
  ids: Set<string>;
  /** Numbers and Chinese counts (两个空格 / 四个空格): other numbers, another rule. */
  numbers: Set<string>;
  /** Amounts with their unit in Latin letters (-16 LUFS, 20 %, 38 km/h): the same in any language. */
  values: Set<string>;
  /** Says it replaces something ("switched from", 改用): the supersession rules' business. */
  switch: boolean;
  own: View;
  /** Its everyday words in English (vocabulary.ts), for a statement in the other language. */
  english: View;
  chinese: boolean;
  /** Inline code words (`any`), a rule's anchor even where they are common words. */
  code: Set<string>;
  negated: boolean;
  // Read only for the few pairs that get that far: computed then, once.
  /** Its condition and its action, each as content terms, where a modal stands between them. */
  parts?: { condition: Set<string>; action: Set<string> } | null;
  /** Every word it says, to find another's code word in it. */
  words?: Set<string>;
  stance?: Stance | null;
  qualifiers?: Map<string, Set<string>>;
  /** The statement without the reason it gives ("..., as overfeeding makes them ill"), where it gives one. */
  bare?: Stmt;
}

export function findParaphrases(docs: readonly ParaphraseDoc[], terms: (t: string) => Set<string> = keyTerms, skip: (a: string, b: string) => boolean = () => false): Paraphrase[] {
  return runSteps(paraphraseSearch(docs, terms, skip));
}

/**
 * The same search with `slice` (a cancel check, a turn of the event loop when the last is old)
 * between statements: over a big dir the search is seconds of work.
 */
export function findParaphrasesSliced(docs: readonly ParaphraseDoc[], terms: (t: string) => Set<string>, slice: () => Promise<void>): Promise<Paraphrase[]> {
  return runStepsSliced(paraphraseSearch(docs, terms, () => false), slice);
}

/** Yields after each statement read and each statement's partners weighed. */
function* paraphraseSearch(docs: readonly ParaphraseDoc[], terms: (t: string) => Set<string>, skip: (a: string, b: string) => boolean): Generator<void, Paraphrase[], void> {
  const stmts: Stmt[] = [];
  for (const [doc, d] of docs.entries()) {
    yield;
    for (const f of statementsOf(d.text)) {
      // Traditional Chinese is read as Simplified; the finding quotes what the memory says.
      const plain = simplified(f.text);
      // Limits read as one term from either side ("never more than two" / "at most two").
      const read = withSenses(withLimits(plain, () => stanceOf(plain) === 'forbid'));
      const said = plainSaid(plain);
      const st = stmtOf(doc, f, said, read, terms);
      if (!st) continue;
      // The rule without its reason, to meet a twin that gives another reason or none.
      const rule = withoutReason(read);
      if (rule !== read) st.bare = stmtOf(doc, f, said, rule, terms) ?? undefined;
      stmts.push(st);
    }
  }
  // Rules in Chinese read in English too, where there are rules in English to meet.
  if (stmts.some((s) => s.chinese) && stmts.some((s) => !s.chinese)) {
    for (const s of stmts.flatMap((x) => (x.bare ? [x, x.bare] : [x]))) if (s.chinese) s.english = viewOf(terms(inEnglish(s.read)), s.code);
  }
  const postings = postingsOf(stmts.map(termsOfBoth));
  const out: Paraphrase[] = [];
  const pairs = new Set<string>();
  for (const [i, s] of stmts.entries()) {
    yield;
    const score = new Map<number, number>();
    // Through the rarest terms it shares with anything (a term only it has finds nothing).
    const shared = [...termsOfBoth(s)].filter((t) => (postings.get(t)?.length ?? 0) >= 2);
    for (const t of shared.sort((x, y) => (postings.get(x)?.length ?? 0) - (postings.get(y)?.length ?? 0)).slice(0, 4)) {
      const list = postings.get(t) ?? [];
      if (list.length > MAX_POSTING) continue;
      for (const j of list) if (j !== i) score.set(j, (score.get(j) ?? 0) + 1);
    }
    const near = [...score.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, PARTNERS);
    for (const [j] of near) {
      const o = stmts[j]!;
      if (o.doc === s.doc || (docs[o.doc]!.group ?? '') !== (docs[s.doc]!.group ?? '')) continue;
      const key = s.doc < o.doc ? `${s.doc}:${o.doc}` : `${o.doc}:${s.doc}`;
      if (pairs.has(key) || skip(docs[s.doc]!.id, docs[o.doc]!.id)) continue;
      // (where both give a reason, the rules are compared without them: a reason shared is no rule shared)
      const same = s.bare && o.bare ? sameRuleOtherWords(s.bare, o.bare, terms) : sameRuleOtherWords(s, o, terms) || ((s.bare || o.bare) && sameRuleOtherWords(s.bare ?? s, o.bare ?? o, terms));
      if (!same) continue;
      pairs.add(key);
      out.push({ a: { id: docs[s.doc]!.id, fact: s.said }, b: { id: docs[o.doc]!.id, fact: o.said } });
    }
  }
  return out;
}

/** What a statement says as written (its ids, numbers, values, code, polarity), whatever part of it is compared. */
interface PlainSaid {
  plain: string;
  code: Set<string>;
  chinese: boolean;
  /** The rest, read once for the statement and its rule without a reason (where it says enough to be compared). */
  rest: () => Pick<Stmt, 'ids' | 'numbers' | 'values' | 'switch' | 'negated'>;
}

function plainSaid(plain: string): PlainSaid {
  let rest: ReturnType<PlainSaid['rest']> | undefined;
  return {
    plain,
    code: codeWordsOf(plain),
    chinese: inChinese(plain),
    rest: () =>
      (rest ??= {
        ids: identifiersOf(plain),
        // (two together or one alone says how, not how many: 两人同行 / 一个人单独)
        numbers: numbersOf(withoutCompany(englishNumerals(plain))),
        values: valuesOf(plain),
        switch: switches(plain),
        negated: isNegated(plain),
      }),
  };
}

/** A statement as the comparison reads it, or null where it says too little (fewer than three terms). */
function stmtOf(doc: number, f: { text: string; norm: string }, said: PlainSaid, read: string, terms: (t: string) => Set<string>): Stmt | null {
  const { plain, code, chinese } = said;
  const own = viewOf(terms(wordingOf(read)), code);
  // Three terms at least; two where one is inline code ("Avoid `any` in TypeScript") or both
  // are concepts of the vocabulary (接口地址 / 写死: an endpoint, hardcoded).
  const concepts = (ts: ReadonlySet<string>): boolean => ts.size >= 2 && [...ts].every((t) => (CONCEPTS ??= new Set([...CONCEPT_WORDS].map(evenStem))).has(t));
  // (a Chinese statement says its concepts in Chinese words again, 部署: read in English, 周五不要部署 is friday + deploy)
  if (own.terms.size < 3 && (own.terms.size < 2 || (code.size === 0 && !concepts(own.terms) && !(chinese && concepts(viewOf(terms(inEnglish(read)), code).terms))))) return null;
  return {
    doc,
    text: plain.trim(),
    read,
    said: f.text.trim(),
    norm: f.norm,
    ...said.rest(),
    own,
    english: own,
    chinese,
    code,
  };
}

/**
 * A memory's statements: its facts (no label, no heading), and where it is a short list of terse
 * bullets (fragments, not sentences: "- fridge temp logged 2x/day / - max 5 °C / - sheet on the
 * door"), the list read as one statement too, since its points say one rule in pieces.
 */
function statementsOf(body: string): Array<{ text: string; norm: string }> {
  const facts = factsOf(body).filter((f) => f.label === undefined && f.kind !== 'heading');
  const out: Array<{ text: string; norm: string }> = facts.map((f) => ({ text: f.text, norm: f.norm }));
  const terse = facts.length >= 2 && facts.length <= TERSE_BULLETS && facts.every((f) => f.kind === 'bullet' && isTerse(f.text));
  if (terse) out.push({ text: facts.map((f) => f.text.trim().replace(/[.;。；]$/u, '')).join('; '), norm: facts.map((f) => f.norm).join(' ') });
  return out;
}

const TERSE_BULLETS = 6;

/** A fragment: a few words (or a few Han characters) and no end stop of a sentence. */
function isTerse(text: string): boolean {
  const t = text.trim();
  if (/[.!?。！？]$/u.test(t)) return false;
  const han = (t.match(/\p{Script=Han}/gu) ?? []).length;
  const words = t.replace(/\p{Script=Han}/gu, ' ').split(/\s+/).filter(Boolean).length;
  return words + Math.ceil(han / 2) <= 8;
}

// A reason after the rule ("..., as overfeeding makes them ill", "because rival teams would watch",
// 否则 / 不然 / 免得 ...) is why, not what: the rule is compared without it.
const REASON = /(?:[,;]\s*|\s)(?:because|so that|or else)\b[^.;!?]*|[,;]\s*(?:otherwise(?!\s*,)|since|as(?!\s+(?:soon|long|well|much|far|needed|usual|required|agreed|follows|if|though|per|of)\b))\b[^.;!?]*|[，,；;]\s*(?:因为|否则|不然|要不然|免得|以免|以防)[^。；;！？]*/giu;

function withoutReason(read: string): string {
  return read.replace(REASON, ' ');
}

function sameRuleOtherWords(a: Stmt, b: Stmt, terms: (t: string) => Set<string>): boolean {
  // The same sentence word for word is a plain repeat, not a paraphrase; things with another
  // name (ledger-14 / ledger-71) are other things.
  if (a.switch || b.switch || a.norm === b.norm || idsDiffer(a.ids, b.ids)) return false;
  if (a.numbers.size > 0 && b.numbers.size > 0 && !sameCounts(a.numbers, b.numbers)) return false;
  // (8 am and 8 pm are other times)
  if (halvesOfDayDiffer(a.text, b.text)) return false;
  // A rule in Chinese meets one in English in their common English words.
  const [x, y] = a.chinese === b.chinese ? [a.own, b.own] : [a.english, b.english];
  const [cx, cy] = [withCode(x, b, a), withCode(y, a, b)];
  const [wx, wy] = a.chinese && b.chinese ? [withWholeWords(cx, cy), withWholeWords(cy, cx)] : [withHeads(withClippings(cx, cy), cy), withHeads(withClippings(cy, cx), cx)];
  // "never leave it unlocked" / "keep it locked": a word under a negative prefix said by a negated rule is its root said plainly.
  let [vx, vy] = a.negated !== b.negated ? [withoutNegativePrefix(wx, wy), withoutNegativePrefix(wy, wx)].map((v, i) => (i === 0 ? notAlone(v, wy, a.negated) : notAlone(v, wx, b.negated))) as [View, View] : [wx, wy];
  // One rule from both sides: one forbids, the other requires (or allows only) what is left
  // ("never fit on the holdout split" / "only the train split is used for fitting").
  const flip = bothSides(stanceOfStmt(a), stanceOfStmt(b));
  // From both sides a limit is one bound said two ways ("no bus leaves with less than 3 mm" / "buses below 3 mm stay"): its number.
  // Bounds of one number that say other things ("never above 200 bar" / "always to at least 200 bar") are two rules.
  if (flip) {
    const agree = boundsAgree(a, vx, b, vy, terms);
    if (agree === false) return false;
    if (agree) [vx, vy] = [boundless(vx), boundless(vy)];
    // Forbidden before a time and allowed only after it is one bound ("not before 9 pm" / "only after 9 pm").
    if ([...a.numbers].some((n) => b.numbers.has(n))) [vx, vy] = oneTimeBound(vx, vy);
  }
  const anchored = [...a.code, ...b.code].some((c) => vx.content.has(c) && vy.content.has(c));
  // Said within the other only between rules of one stance, or from both sides ("Keep the changelog updated" is no twin of "The changelog is updated by the bot").
  const [sa, sb] = [stanceOfStmt(a), stanceOfStmt(b)];
  const within = (sa !== null && sa === sb) || flip ? saysWithin(vx.content, vy.content, flip) : false;
  // Across languages, an amount with its unit said on both sides by one stance anchors what little else the common words show.
  const measured = a.chinese !== b.chinese && sa !== null && sa === sb && [...a.values].some((v) => b.values.has(v)) && halfShared(vx.content, vy.content, 4);
  if (!overlapEnough(vx.terms, vy.terms) && !overlapEnough(vx.content, vy.content) && !overlapEnough(vx.content, vy.content, anchored ? 0.5 : 0.6) && !within && !measured) return false;
  // One forbidding and one requiring an action on other occasions ("never open the proofer during
  // the first rise" / "always open its vents after the second rise"): two rules, unless one only allows.
  if (flip && !ONLY.test(a.text) && !ONLY.test(b.text) && otherOccasions(a, b, terms)) return false;
  // Said the same way round, one thing at two times ("mute the mics during the bulletin" / "... after the bulletin"): two rules.
  if (!flip && atOtherTimes(a, b, terms)) return false;
  // Another environment, side or access (staging / production, 只读 / 读写): another rule, unless
  // one rule from both sides ("no mock data in production" / "mock data only in tests").
  if (qualifiersDiffer((a.qualifiers ??= qualifiersOf(a.text)), (b.qualifiers ??= qualifiersOf(b.text))) !== null && !(ONLY.test(a.text) !== ONLY.test(b.text) && a.negated !== b.negated)) return false;
  // Each naming something the other does not (ledger-14 / ledger-71, npm / pnpm) is two
  // things; one adding an example ('Add parser') to the same rule is not.
  // From both sides, each names what the other does not by nature ("never on Friday" / "only Monday to Thursday").
  if (!flip && lacks(a.text, b.text) && lacks(b.text, a.text)) return false;
  // The same sentence with one thing or a few swapped, said the same way round: two rules
  // ("Old Town residents park with a yellow permit" / "New Town ... green permit").
  // (the words of time both say are left out only to undo a swap they make, never to make one)
  const [ox, oy] = [amountsAlike(vx.order), amountsAlike(vy.order)];
  // (not where three amounts with their units or more are the same: "CIP caustic: 2 %, 80 °C, 20 min" / "... the caustic at two percent and eighty degrees for twenty minutes")
  if (a.negated === b.negated && swapsOnly(ox, oy) && swapsOnly(...withoutSharedTimes(ox, oy)) && sharedAmounts(a, b) < 3) return false;
  // The same condition with another action ("claims over 50,000 must be checked by two people" /
  // "... must be entered the same day"): two rules about one case.
  if (a.chinese === b.chinese && otherAction(a, b, terms)) return false;
  // Another act on the same thing at the same occasion, said the same way round ("Label every sample before it goes into the freezer" / "Weigh every sample before ..."): two rules.
  if (!flip && !a.chinese && !b.chinese && otherActSameThing(a, b, terms)) return false;
  // One allowing what the other forbids, each of something the other does not name ("admins
  // can export" / "support agents must not export"): two scopes, not one rule.
  // (and the same words allowed and forbidden, "Staff may take the van home" / "Staff may not ...", are one rule negated: a contradiction's business)
  if (opposedScopes(stanceOfStmt(a), stanceOfStmt(b)) && (eachHasOwn(vx.content, vy.content) || sameSet(vx.content, vy.content))) return false;
  return true;
}

const CLOCK = /\b(\d{1,2}(?:[:.]\d\d)?)\s*([ap])\.?m\b/giu;

/** One clock time said in the morning on one side and in the evening on the other. */
function halvesOfDayDiffer(a: string, b: string): boolean {
  const halves = (t: string): Map<string, string> => new Map([...t.matchAll(CLOCK)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
  const y = halves(b);
  return [...halves(a)].some(([time, half]) => y.has(time) && y.get(time) !== half);
}

// An amount and its unit as withSenses reads them (2 percent, 80 degrees, 20 minutes, 3 mm).
const AMOUNT = /(?<![\w.])(\d+(?:\.\d+)?)\s?(percent|degrees|minutes|hours|[a-z]{1,3}\b)/giu;

/** How many amounts with their units the two statements both say. */
function sharedAmounts(a: Stmt, b: Stmt): number {
  const of = (st: Stmt): Set<string> => new Set([...st.read.matchAll(AMOUNT)].map((m) => `${m[1]} ${m[2]!.toLowerCase()}`));
  const y = of(b);
  return [...of(a)].filter((v) => y.has(v)).length;
}

/**
 * Most of the shorter statement's terms are in the longer one, three at least. Over content
 * words (`light`), two are enough when they are all the shorter statement says and most of
 * the longer one: "run migrations in a transaction" / "migrations must be wrapped in a
 * transaction" (run and wrap only say how the rule is worded); `light` is the likeness they
 * need (less where they share inline code, a rule's anchor).
 */
function overlapEnough(a: ReadonlySet<string>, b: ReadonlySet<string>, light: number | null = null): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  const smaller = Math.min(a.size, b.size);
  const jaccard = shared / (a.size + b.size - shared);
  if (light !== null) return shared >= 2 && shared === smaller && jaccard >= light;
  return shared >= 3 && shared / smaller >= 0.6 && jaccard >= 0.4;
}

/**
 * What the shorter statement says is all in the longer one, which adds a clause or the way to
 * do it ("接口地址不要写死" / "接口地址一律从配置中心读取，禁止硬编码"); or, for one rule from both
 * sides, most of it is (the other side names what is allowed instead).
 */
function saysWithin(a: ReadonlySet<string>, b: ReadonlySet<string>, flip: boolean): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  const smaller = Math.min(a.size, b.size);
  const jaccard = shared / (a.size + b.size - shared);
  if (shared >= 2 && shared === smaller && jaccard >= 0.25) return true;
  return flip && shared >= 3 && shared / smaller >= 0.6 && jaccard >= 0.25;
}

/** At least `least` terms shared, half of the shorter statement's at least. */
function halfShared(a: ReadonlySet<string>, b: ReadonlySet<string>, least: number): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared >= least && shared * 2 >= Math.min(a.size, b.size);
}

function valuesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\w.])(-?\d+(?:[.,]\d+)?)\s*(%|°\s?[CF]|℃|[A-Za-z]{1,6}(?:\/[A-Za-z]{1,3})?)(?![\w])/g)) out.add(`${m[1]} ${m[2]!.toLowerCase().replace(/\s|℃/g, (c) => (c === '℃' ? '°c' : ''))}`);
  return out;
}

function bothSides(a: Stance | null, b: Stance | null): boolean {
  return (a === 'forbid' && b === 'require') || (a === 'require' && b === 'forbid');
}

/** Verbs that only carry a rule's wording (run X in a transaction / wrap X in a transaction), stemmed as keyTerms stems. */
const LIGHT_VERBS = new Set(['run', 'use', 'uses', 'used', 'let', 'do', 'make', 'mak', 'perform', 'execute', 'execut', 'wrap', 'wrapp', 'put', 'keep', 'have', 'get', 'ensure', 'ensur', 'sure', 'sur', 'need', 'should', 'must', '用', '使用', '采用', '统一', '一律',
  // Chinese words of a rule's frame: its modal, its agent marker, "again", "once", "each", "inside", a measure word, a verb of doing.
  '必须', '须', '都要', '需要', '要', '应该', '应当', '务必', '一定要', '由', '有', '再', '重新', '一遍', '一次', '每次', '每', '只', '只能', '都', '里面',
  '个', '位', '名', '篇', '条', '份', '张', '台', '做', '进行', '操作', '搞', '可以', '能', '先',
  // (方可 / 方能, "only then may", which the segmenter may leave as 方 and 可)
  '方可', '方能', '方', '可',
  // (and its words of grammar: "a bit" 一下, "and" 并 / 并且, the object marker 将, "already" 已经, "done" 完)
  '一下', '并', '并且', '将', '已经', '完',
  // Who in general and when in general ("whenever someone starts a route") say nothing of the rule's subject.
  'allow', 'stay', 'go', 'goe', 'remain', '就得', '记得', '一定',
  // (conjunctions, prepositions and adverbs of time, closed classes: "while it is running", "during the bulletin", "only ever tuned")
  'whil', 'while', 'dur', 'ever',
  'whenever', 'every', 'whose', 'whos', 'whom', 'someon', 'someone', 'anyon', 'anyone', 'everyon', 'everyone', 'somebody', 'anybody', 'everybody']);

// Counts, and numbered places (一楼 / 二楼, 三号线): another number, another thing.
const ZH_NUMERAL = /([一二两三四五六七八九十百千]+)个?([人次天周月年台条份位名秒分行个空格楼层号栋区期])/gu;

/**
 * The same numbers and counts. 个 before a word of no measure ("两个 reviewer") counts people as
 * well as 两人, 两名 or 两位 do (and those three count alike); 两天 and 两人, or 两个 and 两天, are other counts.
 */
function sameCounts(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  // "one" on one side only is an article's business; beside a 1 it is that 1.
  const soft = (s: ReadonlySet<string>, other: ReadonlySet<string>): ReadonlySet<string> => {
    if (!s.has(SOFT_ONE)) return s;
    const out = new Set([...s].filter((n) => n !== SOFT_ONE));
    if (other.has(SOFT_ONE) || other.has('1')) out.add('1');
    return out;
  };
  const [a, b] = [soft(x, y), soft(y, x)];
  if (sameSet(a, b)) return true;
  if (a.size !== b.size) return false;
  const person = (u: string): boolean => u === '人' || u === '名' || u === '位';
  // A count in characters meets the same number in digits ("八个人" / "8 人"): the digits say no unit to differ in.
  const digitsOf = (n: string): string | null => (/^\d+$/.test(n) ? n : null);
  const valueOf = (n: string): string | null => {
    const han = /^([一二三四五六七八九十百千万]+)\D$/u.exec(n)?.[1];
    return han ? String(hanNumberValue(han)) : null;
  };
  const meets = (x: string, y: string): boolean => {
    if (x === y) return true;
    if ((digitsOf(x) !== null && digitsOf(x) === valueOf(y)) || (digitsOf(y) !== null && digitsOf(y) === valueOf(x))) return true;
    if (!/^[一二三四五六七八九十百千]+\D$/u.test(x) || x.slice(0, -1) !== y.slice(0, -1)) return false;
    const [u, v] = [x.slice(-1), y.slice(-1)];
    return (u === '个' && person(v)) || (v === '个' && person(u)) || (person(u) && person(v));
  };
  return [...a].every((x) => [...b].some((y) => meets(x, y))) && [...b].every((y) => [...a].some((x) => meets(x, y)));
}

const NUMBER_WORDS: Readonly<Record<string, string>> = wordTable({ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twelve: '12' });

/** The word "one", which is often only "a" ("for one inspector"): a count only where the other side counts too. */
const SOFT_ONE = 'one';

function numbersOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/\b[a-z]+\b/g)) if (m[0] in NUMBER_WORDS) out.add(m[0] === 'one' ? SOFT_ONE : NUMBER_WORDS[m[0]]!);
  for (const m of text.matchAll(/\d+(?:[.,]\d+)?/g)) out.add(m[0]);
  // A lettered place is a numbered one (A区 / C区, B栋).
  for (const m of text.matchAll(/(?<![A-Za-z])[A-Z](?=[区栋楼号座层门厅馆])/gu)) out.add(m[0]);
  for (const m of text.matchAll(ZH_NUMERAL)) {
    // An ordinal or "another one" counts nothing: 第二个编辑 is another editor, as 另一位编辑 is.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 1), m.index ?? 0);
    if (before === '第' || (/^一/u.test(m[1] ?? '') && /[另同某任唯]/u.test(before))) continue;
    // 一次 / 一个 alone is often only "at a time", "a": a count only where the other side counts too.
    if (m[1] === '一' && /[次个]/u.test(m[2] ?? '')) out.add(SOFT_ONE);
    else out.add(`${m[1]}${m[2]}`.replace(/^两/, '二'));
  }
  // Other measure words count as the digits do (五本 / 5 本).
  for (const m of text.matchAll(ZH_MEASURED)) if (m[1] !== '一') out.add(String(hanNumberValue(m[1]!)));
  return out;
}

const ZH_MEASURED = /(?<![第一二两三四五六七八九十百千万])([一二两三四五六七八九十百千万]+)(?=[本张把辆箱瓶杯双套页首场节块件])/gu;

function termsOfBoth(s: Stmt): ReadonlySet<string> {
  return s.english === s.own ? s.own.terms : new Set([...s.own.terms, ...s.english.terms]);
}

function viewOf(terms: ReadonlySet<string>, code: ReadonlySet<string>): View {
  // Numbers in words are counts (numbersOf), not what a rule speaks of ("one approving review" / "one working day").
  const all = new Set([...[...terms].filter((t) => !(t in NUMBER_WORDS)).map(evenStem), ...code]);
  const content = contentOf(all);
  return { terms: all, content, order: [...content] };
}

/**
 * A term stemmed alike in its every form: no possessive (pharmacist's), no silent final e
 * (change / changing -> chang, string / strings -> str).
 */
function evenStem(t: string): string {
  return evenStems.get(t, evenStemOf);
}
// Terms recur across a dir's statements: each is stemmed once.
const evenStems = new TextMemo<string>(1_000_000);

function evenStemOf(t: string): string {
  if (!/^[a-z'’-]+$/.test(t)) return HAN_SAME[t] ?? t;
  const irregular = IRREGULAR_FORMS[t];
  if (irregular) return evenStem(irregular);
  // A noun made of a verb reads as the verb: substitution / substituting, normalisation / normalised, deployment / deploy.
  // (a doer in -ator reads as its verb too: translator / translating)
  const base = t.replace(/['’]s$/, '').replace(/(?<=[a-z]{4})ators?$/, 'at').replace(/(?<=[a-z]{4})(?:is|iz)ations?$/, 'is').replace(/(?<=[a-z]{4}[ts])ions?$/, '').replace(/(?<=[a-z]{4})ments?$/, '');
  const s = stem(base);
  // (bus / buses -> buse: a silent e of four letters goes too, case / cases alike)
  const even = s.length >= 4 && s.endsWith('e') ? s.slice(0, -1) : s;
  return ASPECT[even] ?? even;
}

/** Irregular past forms of everyday verbs, as their verb (fed / feed, held / hold, written / write): a closed class (not those of the light verbs, kept, made, got, which stay words of their own). */
const IRREGULAR_FORMS: Readonly<Record<string, string>> = wordTable({
  fed: 'feed', held: 'hold', sent: 'send', brought: 'bring', bought: 'buy', built: 'build', caught: 'catch', taught: 'teach',
  written: 'write', wrote: 'write', taken: 'take', took: 'take', given: 'give', gave: 'give', told: 'tell', sold: 'sell', worn: 'wear', wore: 'wear',
  stood: 'stand', paid: 'pay', driven: 'drive', drove: 'drive', ridden: 'ride', rode: 'ride', eaten: 'eat', ate: 'eat', spent: 'spend', chosen: 'choose',
  chose: 'choose', frozen: 'freeze', froze: 'freeze', hung: 'hang', hidden: 'hide', broken: 'break', broke: 'break', begun: 'begin', began: 'begin',
  gone: 'go', went: 'go', seen: 'see', known: 'know', knew: 'know', thrown: 'throw', threw: 'throw', shown: 'show',
  grown: 'grow', drawn: 'draw', drew: 'draw', forgotten: 'forget', swept: 'sweep', slept: 'sleep', dealt: 'deal', lent: 'lend',
  bent: 'bend', fought: 'fight', sought: 'seek', struck: 'strike', stuck: 'stick', spoken: 'speak', spoke: 'speak', woken: 'wake', woke: 'wake',
});

/** Verbs of starting read as one (begin / start / commence): a closed class. */
const ASPECT: Readonly<Record<string, string>> = wordTable({ begin: 'start', commenc: 'start' });

/** Han words of one sense, read as one: when (时 / 期间 / 的时候), by oneself (自己 / 自行 / 亲自). */
const HAN_SAME: Readonly<Record<string, string>> = { 期间: '时', 时候: '时', 的时候: '时', 之时: '时', 自行: '自己', 亲自: '自己' };

/** The view with the other's inline code words it says in plain words ("the any type" has `any`). */
function withCode(v: View, other: Stmt, self: Stmt): View {
  if (other.code.size === 0) return v;
  const words = (self.words ??= new Set(comparableTokens(self.text)));
  const add = [...other.code].filter((c) => !v.terms.has(c) && words.has(c));
  if (add.length === 0) return v;
  return { terms: new Set([...v.terms, ...add]), content: new Set([...v.content, ...add]), order: [...v.order, ...add] };
}

/**
 * A Chinese word said short on one side (货 / 货物, 搬 / 搬运, 稿 / 稿子): a single character that
 * the other statement has as the first of exactly one two-character word reads as that word.
 */
const OTHER_ONE = /[一二两三四五六七八九十上下左右前后东南西北内外大小多少高低早晚新旧中]/u;

function withWholeWords(v: View, other: View): View {
  let changed = false;
  const map = (t: string): string => {
    if (t.length !== 1 || !/\p{Script=Han}/u.test(t) || other.terms.has(t)) return t;
    // Not where the second character says which one (线上 against 线 and 下): a direction or a number is a thing of its own.
    const whole = [...other.terms].filter((o) => o.length === 2 && o.startsWith(t) && !OTHER_ONE.test(o.slice(1)));
    if (whole.length !== 1 || v.terms.has(whole[0]!)) return t;
    changed = true;
    return whole[0]!;
  };
  let order = v.order.map(map);
  // Characters the segmenter left single in a row (压 / 榨) that are the other's word (压榨, 压榨机 with one more) read as it.
  const joined: string[] = [];
  const gone = new Set<string>();
  for (let i = 0; i < order.length; i += 1) {
    let j = i;
    while (j < order.length && order[j]!.length === 1 && /\p{Script=Han}/u.test(order[j]!) && !other.terms.has(order[j]!)) j += 1;
    const run = order.slice(i, j).join('');
    const whole = run.length >= 2 ? [...other.terms].filter((o) => o.startsWith(run) && o.length <= run.length + 1 && !v.terms.has(o)) : [];
    if (whole.length === 1) {
      joined.push(whole[0]!);
      for (const c of order.slice(i, j)) gone.add(c);
      changed = true;
      i = j - 1;
    } else joined.push(order[i]!);
  }
  order = joined;
  if (!changed) return v;
  const whole = (set: ReadonlySet<string>): Set<string> => new Set([...[...set].map(map).filter((t) => !gone.has(t)), ...order.filter((t) => !set.has(t) && !v.order.includes(t))]);
  return { terms: whole(v.terms), content: whole(v.content), order };
}

/**
 * An English word said clipped on one side (temp / temperature, mic / microphone, cert /
 * certificate): a word of three or four letters that the other statement says only as the start
 * of exactly one word of seven letters or more reads as that word.
 */
function withClippings(v: View, other: View): View {
  const map = (t: string): string => {
    if (!/^[a-z]{3,4}$/.test(t) || other.terms.has(t)) return t;
    const whole = [...other.terms].filter((o) => o.length >= 7 && o.startsWith(t) && /^[a-z]+$/.test(o));
    return whole.length === 1 && !v.terms.has(whole[0]!) ? whole[0]! : t;
  };
  if (![...v.terms].some((t) => map(t) !== t)) return v;
  return { terms: new Set([...v.terms].map(map)), content: new Set([...v.content].map(map)), order: v.order.map(map) };
}

/**
 * An English compound says its head word too (dishwasher / washed, logbook / book, toothbrush /
 * brush): a word of the other statement of four letters or more that ends this one after three
 * letters or more (or ends it but for -er / -ing) is said here as well, beside the compound.
 */
function withHeads(v: View, other: View): View {
  const heads = new Set<string>();
  for (const t of v.content) {
    if (!/^[a-z]{7,}$/.test(t) || other.terms.has(t)) continue;
    for (const o of other.content) {
      if (o.length < 4 || v.terms.has(o) || !/^[a-z]+$/.test(o)) continue;
      const at = t.lastIndexOf(o);
      if (at >= 3 && /^(?:|er|ing)$/.test(t.slice(at + o.length))) heads.add(o);
    }
  }
  if (heads.size === 0) return v;
  return { terms: new Set([...v.terms, ...heads]), content: new Set([...v.content, ...heads]), order: [...v.order, ...heads] };
}

/**
 * For one rule from both sides, whether the bounds of each number both name agree: what the
 * prohibition allows (its limit read turned, limits.ts) against what the requirement asks for, or,
 * where its limit is in its condition ("buses whose tread is below 3 mm have to stay"), the
 * requirement's limit turned. Null where no number has a bound on both sides.
 */
const RELATIVE = /\b(?:whose|that|which|who|with|carrying|holding|having)\b/iu;

function boundsAgree(a: Stmt, va: View, b: Stmt, vb: View, terms: (t: string) => Set<string>): boolean | null {
  const bounds = (st: Stmt, v: View): Map<string, string> => {
    const out = new Map<string, string>();
    // (a limit in a relative clause of the subject: "buses whose tread is below 3 mm"; a Chinese time limit before its modal, 三十分钟内必须, is the rule's own)
    const inCondition = stanceOfStmt(st) === 'require' && !st.chinese && RELATIVE.test(st.read) ? partsOf(st, terms)?.condition : undefined;
    for (const t of v.terms) {
      const m = /^(max|min)(\d+)$/u.exec(t);
      if (!m) continue;
      const turned = inCondition?.has(t) ? (m[1] === 'max' ? 'min' : 'max') : m[1]!;
      out.set(m[2]!, turned);
    }
    return out;
  };
  const [x, y] = [bounds(a, va), bounds(b, vb)];
  let met: boolean | null = null;
  for (const [n, k] of x) {
    const other = y.get(n);
    if (other === undefined) continue;
    if (other !== k) return false;
    met = true;
  }
  return met;
}

const BEFORE = evenStem(stem('before'));
const AFTER = evenStem(stem('after'));

/** Where one side says "before" and the other "after" (and neither both), both read as "before": one time bound from both sides. */
function oneTimeBound(x: View, y: View): [View, View] {
  const turned = (v: View, other: View): boolean => v.terms.has(AFTER) && !v.terms.has(BEFORE) && other.terms.has(BEFORE) && !other.terms.has(AFTER);
  const map = (v: View): View => {
    const m = (t: string): string => (t === AFTER ? BEFORE : t);
    return { terms: new Set([...v.terms].map(m)), content: new Set([...v.content].map(m)), order: v.order.map(m) };
  };
  if (turned(x, y)) return [map(x), y];
  if (turned(y, x)) return [x, map(y)];
  return [x, y];
}

/** A view with its limits read as their numbers (max3 and min3 are #3). */
function boundless(v: View): View {
  if (![...v.terms].some((t) => /^(?:max|min)\d/u.test(t))) return v;
  const map = (t: string): string => t.replace(/^(?:max|min)(?=\d)/u, '#');
  return { terms: new Set([...v.terms].map(map)), content: new Set([...v.content].map(map)), order: v.order.map(map) };
}

/** An amount said as a limit or with its unit (max3, 三天) reads as its number, for telling swaps: no other thing. */
function amountsAlike(order: readonly string[]): string[] {
  return order.map((t) => {
    const limit = /^(?:max|min)(\d+)$/.exec(t)?.[1];
    if (limit) return `#${limit}`;
    const han = /^([一二两三四五六七八九十百千万]+)(?:个)?(?:天|周|月|年|小时|分钟|次|本|张|人|位|名)$/u.exec(t)?.[1];
    return han ? `#${hanNumberValue(han)}` : t;
  });
}

// Words of when (weekdays, parts of the day, every day / week): an adverb of time stands anywhere in a sentence.
const TIME_WORD = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|afternoon|evening|night|daily|weekly|monthly|yearly|every|today)$/;

/** Both orders without the words of time both say: one moved to the front ("every Friday the drive ...") trades no places. */
function withoutSharedTimes(x: readonly string[], y: readonly string[]): [string[], string[]] {
  const both = (t: string): boolean => TIME_WORD.test(t) && x.includes(t) && y.includes(t);
  return [x.filter((t) => !both(t)), y.filter((t) => !both(t))];
}

// un-, in-, im-, il-, ir-, dis-, non- before a word of four letters at least (stemmed as keyTerms stems).
const NEGATIVE_PREFIX = /^(?:un|in|im|il|ir|dis|non-?)([a-z]{4,})$/;

function withoutNegativePrefix(v: View, other: View): View {
  const map = (t: string): string => {
    const root = NEGATIVE_PREFIX.exec(t)?.[1];
    return root && !other.terms.has(t) && other.terms.has(root) ? root : t;
  };
  if (![...v.terms].some((t) => map(t) !== t)) return v;
  return { terms: new Set([...v.terms].map(map)), content: new Set([...v.content].map(map)), order: v.order.map(map) };
}

/** "Never alone" in a negated rule is "accompanied" said plainly, where the other rule says so. */
function notAlone(v: View, other: View, negated: boolean): View {
  const [alone, accompanied] = [evenStem(stem('alone')), evenStem(stem('accompanied'))];
  if (!negated || !v.terms.has(alone) || !other.terms.has(accompanied) || other.terms.has(alone)) return v;
  const map = (t: string): string => (t === alone ? accompanied : t);
  return { terms: new Set([...v.terms].map(map)), content: new Set([...v.content].map(map)), order: v.order.map(map) };
}

function codeWordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/`([^`\s]{1,40})`/g)) if (m[1] && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(m[1])) out.add(m[1].toLowerCase());
  return out;
}

/**
 * Says it replaces something: a supersession marker, except "instead" offering the way to do
 * what a prohibition forbids ("never copy logs to a laptop; read them in the viewer instead").
 */
function switches(text: string): boolean {
  // "no longer than 30 days" is a limit, not "we no longer ...".
  const m = markerOf(text.replace(/\bno longer than\b/gi, 'at most'));
  if (m === null) return false;
  return !(m.kind === 'substitution' && /^instead$/i.test(m.phrase) && isNegated(text));
}

/**
 * Verbs of one sense read as one word, as vocabulary.ts reads 检查 and "verify": looking at
 * something to see it is right ("check the harness", "look over the harness", "inspect it", 看一下刹车,
 * 查看刹车) is `review`, so that one rule said with two of them meets its twin. Not "check in / out /
 * with" (other senses) nor "look for / after / up". And "X first whenever ..." puts X before, as
 * "X first." does.
 */
const CHECKING = /\b(?:(?:take|have|has|had|taking|having) a (?:quick |good |close )?look at|look(?:s|ed|ing)? (?:at|over|through|in|into)|check(?:s|ed|ing)?(?![- ](?:in|into|out|with|off|up)\b)|inspect(?:s|ed|ing)?|examin(?:e|es|ed|ing)|go(?:es)? over|went over)\b|看一下|看一看|看一眼|看看|查看|察看|检视|瞧一下|瞧瞧/giu;
const FIRST_WHEN = /\bfirst\b(?=\s+(?:whenever|when|every time|each time|before|if)\b)/giu;

// A Chinese modal glued to its verb by the segmenter (要穿, 可以上 + 船): said apart, the verb reads whole (上船, 穿).
const MODAL_APART = /不可以|可以|不能|不要|不得|必须|需要|一定要|都要|(?<![重主需只想还不])要(?![求紧素是])/gu;

// Alone and accompanied, a rule's two sides ("never alone" / "always in pairs", 不可以单独 / 一律两人同行).
const ALONE = /\b(?:alone|by (?:himself|herself|themselves|yourself|oneself)|on (?:his|her|their|your) own|unaccompanied|solo)\b|单独|独自|一个人/giu;
const ACCOMPANIED = /\b(?:in pairs|in twos|accompanied|with (?:a |another )?(?:colleague|partner|buddy|second person))\b|两人同行|两个人一起|两人一组|结伴|陪同|陪着/giu;

// Units said in full are their symbols (three millimetres / 3 mm); chat fillers (lol, pls) and "every time" (always, said as a stance) say nothing of a rule's subject.
const UNIT_NAMES = /\b(?:milli|centi|kilo)?met(?:re|er)s?\b|\bkilo(?:gram(?:me)?)?s?\b|\bgram(?:me)?s?\b|\b(?:milli)?lit(?:re|er)s?\b/giu;
const UNIT_SHORT: Readonly<Record<string, string>> = wordTable({ millimetre: 'mm', centimetre: 'cm', kilometre: 'km', metre: 'm', kilo: 'kg', kilogram: 'kg', kilogramme: 'kg', gram: 'g', gramme: 'g', litre: 'l', millilitre: 'ml' });
const CHAT_FILLER = /\b(?:lol|lmao|haha+|pls|plz|btw|tbh|imo|fyi|thx)\b/giu;
const EVERY_TIME = /\b(?:every|each) time\b(?!\s+(?:you|we|they|someone|anyone|a|an|the)\b)/giu;

// A conventional commit's type and scope ("docs(qa): ...", "fix: ...") say what kind of change, not what the rule is of.
const COMMIT_HEAD = /^\s*(?:[-*+]\s+)?(?:feat|fix|docs|chore|refactor|tests?|style|perf|ci|build|revert)(?:\([^()\s]{1,24}\))?!?:\s+/iu;
// A unit said after a number, in any of its spellings, is one word (20 min / twenty minutes, 2 % / two percent, 80 °C / eighty degrees).
const UNIT_AFTER = /(\d)\s*(?:(%|per ?cent\b)|(°\s?C\b|℃|degrees?(?: (?:celsius|centigrade))?\b)|(mins?\b|minutes?\b)|(hrs?\b|hours?\b))/giu;

// A note in brackets closing a commit line ("fix(pos): block ... (rule from ops)") says where it came from.
const COMMIT_ASIDE = /\s*\([^()]{1,40}\)\s*$/u;
// A unit of weight or length after a number, in Han or Latin letters, is its symbol, spaced (120g / 120 克).
const UNIT_SYMBOL = /(\d)\s*(千克|公斤|克|毫米|厘米|公里|毫升|kg|g|mm|cm|km|ml)(?![A-Za-z0-9])/gu;
const HAN_UNIT: Readonly<Record<string, string>> = { 千克: 'kg', 公斤: 'kg', 克: 'g', 毫米: 'mm', 厘米: 'cm', 公里: 'km', 毫升: 'ml' };
const RATE = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:times?|x)\s*(?:a|an|per|each|every|\/)\s*([a-z]+)/giu;
// "2x/day" is two times a day.
const TIMES_X = /(\d)x(?=\s*(?:\/|a\b|an\b|per\b|each\b|every\b))/giu;
// A lone 十 before a unit or a measure word is ten (十分钟 / 10 分钟; not 十字, 十分 "very").
const LONE_TEN = /(?<![一二两三四五六七八九十百千万第])十([一二三四五六七八九]?)(?=\s*(?:分钟|小时|天|次|个|人|度|元|秒|周|年|月|公斤|千克|克|米|页|本|张|名|位|块|件|条))/gu;
// Cantonese words of grammar read as Mandarin (嘅 的, 喺 在, 係 是, 咗 了, 唔 不, 冇 没, 哋 们; 啲 says only "some"): closed classes.
const CANTONESE: Readonly<Record<string, string>> = { 嘅: '的', 喺: '在', 係: '是', 咗: '了', 唔: '不', 冇: '没', 哋: '们', 啲: ' ' };
const CANTONESE_WORD = /[嘅喺咗唔冇哋啲]|(?<![关联])係/gu;

function withSenses(text: string): string {
  // (the regexes of a sense are read without their u flag where the text is read alike: unicode-flag.ts)
  const commit = COMMIT_HEAD.test(text);
  const bare = commit ? text.replace(COMMIT_HEAD, '').replace(COMMIT_ASIDE, '') : text;
  const han = /\p{Script=Han}/u.test(bare);
  const said = han ? bare.replace(CANTONESE_WORD, (c) => CANTONESE[c] ?? c).replace(LONE_TEN, (_m, d: string) => `${10 + (d ? hanNumberValue(d) : 0)}`) : bare;
  const units = said.replace(UNIT_SYMBOL, (_m, d: string, u: string) => `${d} ${HAN_UNIT[u] ?? u.toLowerCase()}`).replace(matcherFor(TIMES_X, said), '$1 times');
  // Numbers in words are digits ("between two and eight degrees" / "between 2 and 8 °C"), each unit one word.
  const spelled = englishNumerals(units);
  const numbered = spelled.replace(matcherFor(UNIT_AFTER, spelled), (_m, d: string, pct?: string, deg?: string, min?: string) => `${d} ${pct ? 'percent' : deg ? 'degrees' : min ? 'minutes' : 'hours'}`);
  // twice / thrice are two / three times ("count the till twice a day" / "two times a day").
  const re = (r: RegExp): RegExp => matcherFor(r, numbered);
  // Chat shorthand is read as its words (chat-spellings.ts: "b4" before, "w/o" without, "ppl" people, "thru" through).
  const out = spelledOut(numbered.replace(re(UNIT_NAMES), (w) => UNIT_SHORT[w.toLowerCase().replace(/s$/u, '').replace(/er$/u, 're')] ?? w).replace(re(CHAT_FILLER), ' ')).replace(re(EVERY_TIME), ' ').replace(re(CHECKING), ' review ').replace(re(FIRST_WHEN), ' before ').replace(/\btwice\b/gi, 'two times').replace(/\bthrice\b/gi, 'three times');
  // A rate is one term ("2x/day", "two times a day", "twice per shift": 2perday, 2pershift): how often, said as one thing.
  const rated = out.replace(matcherFor(ONCE_A, out), 'one time').replace(matcherFor(RATE, out), (_m, n: string, unit: string) => ` ${NUMBER_WORDS[n.toLowerCase()] ?? n}per${unit.toLowerCase().replace(/s$/u, '')} `);
  const company = rated.replace(matcherFor(ALONE, rated), ' alone ').replace(matcherFor(ACCOMPANIED, rated), ' accompanied ');
  return /\p{Script=Han}/u.test(company) ? company.replace(MODAL_APART, ' $& ') : company;
}

/** The text without its words of going alone or accompanied (how, not how many). */
function withoutCompany(text: string): string {
  return text.replace(matcherFor(ALONE, text), ' ').replace(matcherFor(ACCOMPANIED, text), ' ');
}
const ONCE_A = /\bonce\b(?=\s+(?:a|an|per|each|every)\b)/giu;

const ONLY = /\bonly\b|只能|只有|只在|只给|仅/iu;
const ONLY_THEN = /[才先](?:可以|能|准|允许)|方(?:可|能)/u;
// Requirements said as care rather than a modal ("make sure visitors sign in", "be sure to log it"; 须, 務須 but not 无须 / 须知, nor a beard 胡须, a feeler 触须 or 须臾 "a moment").
const CARE_REQUIRE = /\b(?:make sure|be sure to|remember to|take care to)\b|(?<![无無毋何必胡鬍触觸])[须須](?![知臾])/iu;

/** The stance, where "only" makes a permission a restriction ("only CI may deploy"). */
function stanceOfStmt(st: Stmt): Stance | null {
  if (st.stance !== undefined) return st.stance;
  const s = stanceOf(st.text);
  // "only X may" and a bare "only X" ("rollouts only happen Mon-Thu", 只能放在…) restrict: they require.
  // (才能 / 才可以, Cantonese 先可以: "only then may", a condition the rule requires)
  st.stance = (s === 'allow' || s === null) && (ONLY.test(st.text) || ONLY_THEN.test(st.text) || CARE_REQUIRE.test(st.text)) ? 'require' : s;
  return st.stance;
}

function opposedScopes(a: Stance | null, b: Stance | null): boolean {
  const pair = new Set([a, b]);
  return (pair.has('allow') && pair.has('forbid')) || (pair.has('waive') && pair.has('require'));
}

function eachHasOwn(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return [...a].some((t) => !b.has(t)) && [...b].some((t) => !a.has(t));
}

function contentOf(terms: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms) if (!LIGHT_VERBS.has(t)) out.add(t);
  return out;
}

function lacks(a: string, b: string): boolean {
  const lower = b.toLowerCase();
  // A name in the plural is that name ("on Fridays" / "every Friday").
  for (const s of specificsOf(a)) if (!lower.includes(s) && !(/^[a-z]{4,}s$/.test(s) && lower.includes(s.slice(0, -1)))) return true;
  return false;
}

/** A modal between a rule's condition and its action (不能 before 能, 需要 before 要; not the 要 of 重要). */
const MODAL_ZH = /必须|需要|都要|务必|一定要|应该|应当|不得|不能|禁止|不要|不可以|只能|(?<![重主想还])要/u;
const MODAL_EN = /\b(?:must|should|shall|needs? to|has to|have to|needs|may not|cannot|can't|are to|is to)\b/i;

function partsOf(st: Stmt, terms: (t: string) => Set<string>): { condition: Set<string>; action: Set<string> } | null {
  if (st.parts !== undefined) return st.parts;
  const m = (st.chinese ? MODAL_ZH : MODAL_EN).exec(st.read);
  const read = (t: string): Set<string> => viewOf(terms(wordingOf(t)), st.code).content;
  st.parts = m && m.index > 0 ? { condition: read(st.read.slice(0, m.index)), action: read(st.read.slice(m.index + m[0].length)) } : null;
  return st.parts;
}

/**
 * Both say what must happen in one case, and what each says must happen is nowhere in the other
 * (not even in its condition: "commit only after the tests pass" / "no commit before the tests pass").
 */
function otherAction(a: Stmt, b: Stmt, terms: (t: string) => Set<string>): boolean {
  const [pa, pb] = [partsOf(a, terms), partsOf(b, terms)];
  if (!pa || !pb || pa.action.size === 0 || pb.action.size === 0) return false;
  if (![...pa.condition].some((t) => pb.condition.has(t))) return false;
  const says = (p: { condition: Set<string>; action: Set<string> }, t: string): boolean => p.action.has(t) || p.condition.has(t);
  return ![...pa.action].some((t) => says(pb, t)) && ![...pb.action].some((t) => says(pa, t));
}

// Verbs that only carry a rule's wording in English (run the suite, keep it locked, make sure): no act of their own.
const CARRIER_VERBS = new Set(['run', 'use', 'keep', 'do', 'make', 'have', 'get', 'put', 'ensur', 'ensure', 'leav', 'leave', 'let', 'be', 'go', 'take', 'give']);

/** One verb in two spellings of its root (label / labell, ship / shipp). */
function sameVerb(x: string, y: string): boolean {
  const [s, l] = x.length <= y.length ? [x, y] : [y, x];
  return s === l || (s.length >= 4 && l.startsWith(s) && l.length - s.length <= 2);
}

function saysVerb(verb: string, text: string): boolean {
  return (text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).some((w) => sameVerb(verbRootOf(w), verb) || sameVerb(rootOf(w), verb));
}

/**
 * Both act on one thing (the head of each frame's object) at the same occasion, each with a verb of
 * its own that the other never says and that is no carrier of wording (run, keep, make): another
 * act, so another rule. Verbs of one sense are read alike first (withSenses: check / inspect are review).
 */
function otherActSameThing(a: Stmt, b: Stmt, terms: (t: string) => Set<string>): boolean {
  const [fa, fb] = [frameOf(a.read), frameOf(b.read)];
  if (!fa?.verb || !fb?.verb || fa.head !== fb.head || sameVerb(fa.verb, fb.verb)) return false;
  if (CARRIER_VERBS.has(fa.verb) || CARRIER_VERBS.has(fb.verb)) return false;
  if (saysVerb(fa.verb, b.read) || saysVerb(fb.verb, a.read)) return false;
  const [oa, ob] = [occasionOf(a, terms), occasionOf(b, terms)];
  return oa !== null && ob !== null && oa.kind === ob.kind && sameSet(oa.about, ob.about);
}

// When a rule holds: a word of time and what it is about ("during the first rise", "after the talk", 演出期间).
const OCCASION_EN = /\b(during|while|whenever|when|after|once|before|until|till)\b([^,.;:!?]*)/iu;
const OCCASION_ZH = /([\p{Script=Han}A-Za-z0-9]{1,8}?)(之前|以前|之后|以后|期间|的时候)/u;
const OCCASION_KIND: Readonly<Record<string, string>> = wordTable({ during: 'during', while: 'during', whenever: 'during', when: 'during', after: 'after', once: 'after', before: 'before', until: 'before', till: 'before', 之前: 'before', 以前: 'before', 之后: 'after', 以后: 'after', 期间: 'during', 的时候: 'during' });

function occasionOf(st: Stmt, terms: (t: string) => Set<string>): { kind: string; about: Set<string> } | null {
  const m = OCCASION_ZH.exec(st.read) ?? OCCASION_EN.exec(st.read);
  if (!m) return null;
  const [kind, about] = /\p{Script=Han}/u.test(m[2]!) ? [m[2]!, m[1]!] : [m[1]!.toLowerCase(), m[2]!];
  const words = viewOf(terms(wordingOf(about)), st.code).content;
  return words.size > 0 ? { kind: OCCASION_KIND[kind] ?? kind, about: words } : null;
}

/**
 * Each says when its rule holds, and they are other times: the same thing at another time
 * ("during the talk" / "after the talk"; before and after are one time from both sides), or
 * each about something the other does not name at all ("the first rise" / "the second rise";
 * "before leaving the lab" against "never leave the lab before ..." is one occasion turned round).
 */
function atOtherTimes(a: Stmt, b: Stmt, terms: (t: string) => Set<string>): boolean {
  const [oa, ob] = [occasionOf(a, terms), occasionOf(b, terms)];
  return oa !== null && ob !== null && oa.kind !== ob.kind && sameSet(oa.about, ob.about);
}

function otherOccasions(a: Stmt, b: Stmt, terms: (t: string) => Set<string>): boolean {
  const [oa, ob] = [occasionOf(a, terms), occasionOf(b, terms)];
  if (!oa || !ob) return false;
  if (sameSet(oa.about, ob.about)) return !(oa.kind === ob.kind || (oa.kind !== 'during' && ob.kind !== 'during'));
  const unsaid = (o: { about: Set<string> }, other: Stmt): boolean => [...o.about].some((t) => !other.own.terms.has(t));
  return unsaid(oa, b) && unsaid(ob, a);
}
