import { isNegated, keyTerms, specificsOf } from './text/compare.js';
import { foldText } from './text/tokens.js';
import { simplifiedHan } from './text/simplified.js';
import { findSupersessions, markerOf, quoteFact, type DatedFact, type FactConflict, type Supersession, type SupersessionReport } from './text/supersede.js';
import { postingsOf } from './text/postings.js';
import { identifiersOf, idsDiffer } from './text/identifiers.js';
import { scopesClash, scopesOf, type Scopes } from './text/scope.js';

/**
 * findSupersessions compares every pair of facts sharing a word, which is quadratic on a big
 * memory dir where common words link everything. This adapter keeps it near-linear: only a
 * fact that can replace another (a switch marker, a negation) starts a comparison, and only
 * against the few facts sharing its rarest words and naming the same things.
 */

const PARTNERS = 8;
const SCAN_LIMIT = 2000;
/** Facts looked at between two calls of `pause` (a cancel is seen there). */
export const SUPERSEDE_SLICE = 256;

export async function findSupersessionsScaled(facts: readonly DatedFact[], terms: (text: string) => Set<string> = keyTerms, pause: () => Promise<void> = async () => {}): Promise<SupersessionReport> {
  const originals = new Map(facts.map((f) => [key(f), f]));
  const analysed = facts.map((f) => ({ ...f, text: forAnalysis(f.text) }));
  const r = await blocked(analysed, terms, pause);
  const back = (f: DatedFact): DatedFact => originals.get(key(f)) ?? f;
  const fix = (reason: string, ...fs: DatedFact[]): string => fs.reduce((t, f) => t.split(`'${f.text.trim()}'`).join(`'${back(f).text.trim()}'`), reason);
  const supersessions: Supersession[] = [];
  const conflicts: FactConflict[] = r.conflicts.map((c) => ({ ...c, a: back(c.a), b: back(c.b), reason: fix(c.reason, c.a, c.b) })).filter((c) => !identifiersDiffer(c.a.text, c.b.text));
  for (const x of r.supersessions) {
    const s: Supersession = { ...x, older: back(x.older), newer: back(x.newer), reason: fix(x.reason, x.older, x.newer) };
    if (s.rewrite === undefined) {
      if (sameSubject(s)) supersessions.push(s);
      else conflicts.push(unsure(s));
      continue;
    }
    // A rewrite in place keeps the older statement's other words; it needs the original text
    // (the analysis may have read 改为 as "now") and no name the newer statement lacks.
    const rewrite = s.rewrite === x.rewrite && x.older.text === s.older.text ? s.rewrite : null;
    if (rewrite !== null && namesKept(s.older.text, s.newer.text)) supersessions.push({ ...s, rewrite });
    else conflicts.push({ kind: 'outdated', a: s.older, b: s.newer, reason: s.reason.replace(/ is outdated in part by /, ' may be outdated by ').replace(/: only the replaced part is rewritten, the rest is kept$/, ', but it says more than what was replaced') });
  }
  return { supersessions, conflicts };
}

/** A supersession whose older statement says more than the newer one names: an `outdated` finding naming both. */
function unsure(s: Supersession): FactConflict {
  return { kind: 'outdated', a: s.older, b: s.newer, reason: `${quoteFact(s.older)} may be outdated by ${quoteFact(s.newer)} (${s.kind}), but it names more than the newer statement does` };
}

/** Every identifier of the older statement (ledger-127) is in the newer one too. */
function namesKept(older: string, newer: string): boolean {
  const n = identifiersOf(newer);
  for (const id of identifiersOf(older)) if (!n.has(id)) return false;
  return true;
}

const ZH_FROM_TO = /从.+?(?:换成|改成|改为|迁移到|迁到|切换到|切到|切成|换到|换至|改用|转到|转为|升级到)/;
const ZH_SWITCH = /(?:现在)?(?:都)?(?:改为|改成|改用|换成了?|换用)/g;

/**
 * Adapter: Chinese switch words (改为, 改成, 换成) split into single characters when segmented,
 * so a one-word substitution ("日志发到Splunk" -> "日志现在改为发到Datadog") looks like three new
 * words. Outside a 从…到… phrase they are read as "now", which the detector understands.
 */
function forAnalysis(original: string): string {
  const text = simplifiedHan(original); // 從…換成 is 从…换成
  if (ZH_FROM_TO.test(text)) return text;
  return text.replace(ZH_SWITCH, ' now ');
}

function key(f: DatedFact): string {
  return `${f.docId}\u0000${f.factIndex}`;
}

/**
 * The newer statement must be about the same thing: every name or number of the older one
 * is in the newer one, except what the newer one says was replaced ("from npm to bun": npm;
 * "now shipped to Datadog" instead of Splunk: the one word that changed).
 */
export function sameSubject(s: Supersession): boolean {
  const older = s.older.text;
  if (identifiersDiffer(older, s.newer.text)) return false;
  const newer = foldText(s.newer.text).toLowerCase();
  const allowed = new Set<string>(markerOf(s.newer.text)?.old ?? []);
  const newerTerms = keyTerms(s.newer.text);
  const gone = [...keyTerms(older)].filter((t) => !newerTerms.has(t));
  if (gone.length === 1) allowed.add(gone[0]!);
  for (const spec of specificsOf(older)) {
    if (newer.includes(spec) || allowed.has(spec) || [...keyTerms(spec)].every((t) => allowed.has(t))) continue;
    return false;
  }
  return true;
}

/**
 * "ledger-127" vs "ledger-71": numbers that are part of a name say which thing, not which
 * value. Only when both statements name such a thing: "runs in eu-west-1" names none.
 */
function identifiersDiffer(a: string, b: string): boolean {
  return idsDiffer(identifiersOf(a), identifiersOf(b));
}

async function blocked(facts: readonly DatedFact[], termsOf: (text: string) => Set<string>, pause: () => Promise<void>): Promise<SupersessionReport> {
  const terms: Array<Set<string>> = [];
  const ids: Array<Set<string>> = [];
  const scopes: Scopes[] = [];
  for (const f of facts) {
    if (terms.length % SUPERSEDE_SLICE === SUPERSEDE_SLICE - 1) await pause();
    terms.push(termsOf(f.text));
    ids.push(identifiersOf(f.text));
    scopes.push(scopesOf(f.text));
  }
  const postings = postingsOf(terms);
  const best = new Map<string, Supersession>();
  const conflicts = new Map<string, FactConflict>();
  for (const [i, fact] of facts.entries()) {
    if (i % SUPERSEDE_SLICE === SUPERSEDE_SLICE - 1) await pause();
    if (markerOf(fact.text) === null && !isNegated(fact.text)) continue;
    // Partners about another named thing (ledger-127 vs ledger-71) or another platform,
    // environment, region or team (安卓端 vs iOS端) are never compared.
    const other = (j: number): boolean => idsDiffer(ids[j]!, ids[i]!) || scopesClash(scopes[j]!, scopes[i]!);
    const group = [fact, ...partnersOf(i, terms, postings, (j) => facts[j]!.docId !== fact.docId && !other(j)).map((j) => facts[j]!)];
    if (group.length < 2) continue;
    const r = findSupersessions(group);
    for (const s of r.supersessions) {
      const k = key(s.older);
      if (s.rewrite === undefined && !sameSubject(s)) {
        // The older statement names something the newer one does not (an example, a
        // version): it may say more than what changed, so it is flagged, never removed.
        const pair = [k, key(s.newer)].sort().join('\u0001');
        if (!conflicts.has(pair)) conflicts.set(pair, unsure(s));
        continue;
      }
      const prev = best.get(k);
      if (!prev || prev.newer.date < s.newer.date) best.set(k, s);
    }
    for (const c of r.conflicts) {
      const pair = [key(c.a), key(c.b)].sort().join('\u0001');
      if (!conflicts.has(pair)) conflicts.set(pair, c);
    }
  }
  return {
    supersessions: [...best.values()].sort((a, b) => (a.newer.date < b.newer.date ? -1 : a.newer.date > b.newer.date ? 1 : 0)),
    conflicts: [...conflicts.values()],
  };
}

/** The facts sharing the most (rarity-weighted) words with fact `i`, other documents only. */
function partnersOf(i: number, terms: ReadonlyArray<Set<string>>, postings: ReadonlyMap<string, number[]>, eligible: (j: number) => boolean): number[] {
  const own = [...terms[i]!].sort((a, b) => (postings.get(a)?.length ?? 0) - (postings.get(b)?.length ?? 0));
  const score = new Map<number, number>();
  // (a fact met again through another word is eligible or not as it was the first time: asked once)
  const ineligible = new Set<number>();
  let scanned = 0;
  for (const t of own) {
    // Rarest words first; once enough candidates are seen the rest are common words, which
    // decide nothing (and a very common word is read only in part).
    if (scanned >= SCAN_LIMIT && score.size > 0) break;
    const all = postings.get(t) ?? [];
    const list = all.length > SCAN_LIMIT ? all.slice(0, SCAN_LIMIT) : all;
    scanned += list.length;
    const weight = 1 / Math.log2(2 + all.length);
    for (const j of list) {
      if (j === i) continue;
      const soFar = score.get(j);
      if (soFar !== undefined) score.set(j, soFar + weight);
      else if (ineligible.has(j)) continue;
      else if (eligible(j)) score.set(j, weight);
      else ineligible.add(j);
    }
  }
  return [...score.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, PARTNERS)
    .map(([j]) => j);
}
