import { isNegated, keyTerms } from './text/compare.js';
import { findSupersessions, markerOf, type DatedFact, type FactConflict, type Supersession, type SupersessionReport } from './text/supersede.js';

/**
 * findSupersessions compares every pair of facts sharing a word, which is quadratic on a big
 * memory dir where common words link everything. This adapter keeps it near-linear: only a
 * fact that can replace another (a switch marker, a negation) starts a comparison, and only
 * against the few facts sharing its rarest words. Small inputs go straight through.
 */

const DIRECT_LIMIT = 400;
const PARTNERS = 8;

export function findSupersessionsScaled(facts: readonly DatedFact[]): SupersessionReport {
  if (facts.length <= DIRECT_LIMIT) return findSupersessions(facts);
  const terms = facts.map((f) => keyTerms(f.text));
  const postings = new Map<string, number[]>();
  terms.forEach((set, i) => {
    for (const t of set) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const best = new Map<string, Supersession>();
  const conflicts = new Map<string, FactConflict>();
  const key = (f: DatedFact): string => `${f.docId}\u0000${f.factIndex}`;
  facts.forEach((fact, i) => {
    if (markerOf(fact.text) === null && !isNegated(fact.text)) return;
    const group = [fact, ...partnersOf(i, terms, postings, (j) => facts[j]!.docId !== fact.docId).map((j) => facts[j]!)];
    if (group.length < 2) return;
    const r = findSupersessions(group);
    for (const s of r.supersessions) {
      const k = key(s.older);
      const prev = best.get(k);
      if (!prev || prev.newer.date < s.newer.date) best.set(k, s);
    }
    for (const c of r.conflicts) {
      const pair = [key(c.a), key(c.b)].sort().join('\u0001');
      if (!conflicts.has(pair)) conflicts.set(pair, c);
    }
  });
  return {
    supersessions: [...best.values()].sort((a, b) => (a.newer.date < b.newer.date ? -1 : a.newer.date > b.newer.date ? 1 : 0)),
    conflicts: [...conflicts.values()],
  };
}

/** The facts sharing the most (rarity-weighted) words with fact `i`, other documents only. */
function partnersOf(i: number, terms: ReadonlyArray<Set<string>>, postings: ReadonlyMap<string, number[]>, eligible: (j: number) => boolean): number[] {
  const own = [...terms[i]!].sort((a, b) => (postings.get(a)?.length ?? 0) - (postings.get(b)?.length ?? 0));
  const score = new Map<number, number>();
  let scanned = 0;
  for (const t of own) {
    const list = postings.get(t) ?? [];
    if (scanned > 4000 && score.size > 0) break; // the rest are common words: they decide nothing
    scanned += list.length;
    const weight = 1 / Math.log2(2 + list.length);
    for (const j of list) if (j !== i && eligible(j)) score.set(j, (score.get(j) ?? 0) + weight);
  }
  return [...score.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, PARTNERS)
    .map(([j]) => j);
}
