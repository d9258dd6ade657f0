/**
 * Near-duplicate memories: MinHash signatures over word (and CJK character) shingles,
 * LSH banding to find candidate pairs in ~linear time, then a precise check on each
 * candidate so that similar but different rules are never merged:
 * token Jaccard >= threshold AND no opposite polarity (do / don't, 要 / 不要) AND no
 * differing specifics (numbers, versions, names, identifiers) AND, for short statements, no
 * word swapped for another (通知张三 / 通知李四). Groups (team/ vs personal)
 * never mix. Exact duplicates (same normalised facts) are found by hash.
 */
import { comparableTokens, computeProfile, jaccard, polarityConflict, profileOf, specificsDiffer, substitutes } from './compare.js';
import type { Profile } from './compare.js';
import { factsOf, normalizeFact } from './sentences.js';
import { TextMemo } from './text-memo.js';
import { foldText } from './tokens.js';

export { mergeBodies } from './merge.js';

export interface DuplicateDoc {
  id: string;
  text: string;
  /** Docs of different groups are never clustered (e.g. 'team' vs 'personal'). */
  group?: string;
}

export interface DuplicateCluster {
  /** In input order. */
  ids: string[];
  /** Lowest verified token Jaccard inside the cluster (1 for exact duplicates). */
  similarity: number;
  /** Every member has the same normalised facts. */
  exact: boolean;
}

export interface DuplicateOptions {
  /** Token Jaccard a candidate pair needs (default 0.7). */
  threshold?: number;
  /** MinHash signature length (default 128); must be bands * rows. */
  hashes?: number;
  /** LSH bands (default 32, so 4 rows each: pairs above ~0.42 shingle Jaccard become candidates). */
  bands?: number;
  /** Largest LSH bucket compared all-pairs; bigger buckets compare a sliding window (default 64). */
  maxBucket?: number;
  /**
   * Most candidates one doc is checked against (default 64): many mutually similar docs
   * (one template) stay linear; true duplicates still join through chains of checks.
   */
  maxPartners?: number;
  /** Awaited every DUPLICATE_SLICE docs or pairs: the caller sees a cancel there (and lets other work run). */
  pause?: () => Promise<void>;
}

/** Docs (or candidate pairs) handled between two calls of `pause`. */
export const DUPLICATE_SLICE = 256;

export interface DuplicateReport {
  clusters: DuplicateCluster[];
  stats: {
    docs: number;
    /** Distinct pairs that shared an LSH bucket (each checked precisely unless already joined). */
    candidatePairs: number;
    /** Candidate pairs that passed the precise check. */
    verifiedPairs: number;
  };
}

export async function findDuplicateClusters(docs: readonly DuplicateDoc[], opts: DuplicateOptions = {}): Promise<DuplicateReport> {
  const threshold = opts.threshold ?? 0.7;
  const hashes = opts.hashes ?? 128;
  const bands = opts.bands ?? 32;
  const rows = Math.floor(hashes / bands);
  const maxBucket = opts.maxBucket ?? 64;
  const maxPartners = opts.maxPartners ?? 64;
  const pause = opts.pause ?? (async () => {});
  let work = 0; // docs or pairs handled: every DUPLICATE_SLICE of them, a pause
  const parent = docs.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    let x = i;
    while (parent[x] !== r) {
      const next = parent[x] ?? r;
      parent[x] = r;
      x = next;
    }
    return r;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };

  // 1. Exact duplicates: same group and same normalised facts.
  const exactKey: string[] = [];
  const firstByKey = new Map<string, number>();
  const representatives: number[] = [];
  for (const [i, d] of docs.entries()) {
    if (++work % DUPLICATE_SLICE === 0) await pause();
    const k = `${d.group ?? ''}\u0000${normalisedBody(d.text)}`;
    exactKey.push(k);
    const first = firstByKey.get(k);
    if (first === undefined) {
      firstByKey.set(k, i);
      representatives.push(i);
    } else union(first, i);
  }

  // 2. Candidates from LSH over representatives only: the buckets of one band at a time (a doc
  // alone in its bucket is dropped at once), compared in the order they were first filled
  // (by their first doc, then band), as with one map of every band.
  const seeds = hashSeeds(rows * bands);
  const signed: Array<{ i: number; group: number; sig: Uint32Array }> = [];
  const groups = new Map<string, number>(); // each group a number of its own, the first unit of its bucket keys
  for (const i of representatives) {
    if (++work % DUPLICATE_SLICE === 0) await pause();
    const doc = docs[i];
    if (!doc) continue;
    const sig = signatureOf(doc.text, seeds);
    const group = doc.group ?? '';
    if (!groups.has(group)) groups.set(group, groups.size);
    if (sig) signed.push({ i, group: groups.get(group)!, sig });
  }
  const shared: Array<{ band: number; list: number[] }> = [];
  for (let b = 0; b < bands; b += 1) {
    const buckets = new Map<string, number[]>();
    for (const { i, group, sig } of signed) {
      if (++work % DUPLICATE_SLICE === 0) await pause();
      const key = bandKey(group, sig, b * rows, (b + 1) * rows);
      const list = buckets.get(key);
      if (list) list.push(i);
      else buckets.set(key, [i]);
    }
    for (const list of buckets.values()) if (list.length >= 2) shared.push({ band: b, list });
  }
  shared.sort((x, y) => (x.list[0] ?? 0) - (y.list[0] ?? 0) || x.band - y.band);
  const candidates = new Set<number>();
  const partners = new Uint32Array(docs.length);
  const n = docs.length;
  for (const { list } of shared) {
    for (let a = 0; a < list.length; a += 1) {
      if (++work % DUPLICATE_SLICE === 0) await pause();
      // Every pair below includes list[a]: once it has all its partners, none is added.
      if ((partners[list[a] ?? 0] ?? 0) >= maxPartners) continue;
      const limit = list.length <= maxBucket ? list.length : Math.min(list.length, a + 1 + maxBucket);
      for (let b = a + 1; b < limit; b += 1) {
        const x = Math.min(list[a] ?? 0, list[b] ?? 0);
        const y = Math.max(list[a] ?? 0, list[b] ?? 0);
        const key = x * n + y;
        if ((partners[x] ?? 0) >= maxPartners || (partners[y] ?? 0) >= maxPartners || candidates.has(key)) continue;
        candidates.add(key);
        partners[x] = (partners[x] ?? 0) + 1;
        partners[y] = (partners[y] ?? 0) + 1;
        if ((partners[list[a] ?? 0] ?? 0) >= maxPartners) break;
      }
    }
  }

  // 3. Precise check of each candidate pair (profiles computed once per doc).
  const profiles = new Map<number, Profile>();
  const profile = (i: number): Profile => {
    let p = profiles.get(i);
    if (!p) {
      p = bodyProfiles.get(docs[i]?.text ?? '', computeProfile);
      profiles.set(i, p);
    }
    return p;
  };
  const edgeSimilarity = new Map<number, number>();
  let verified = 0;
  for (const key of candidates) {
    if (++work % DUPLICATE_SLICE === 0) await pause();
    const x = Math.floor(key / n);
    const y = key % n;
    if (find(x) === find(y)) continue; // already joined through other pairs
    const s = sameRule(profile(x), profile(y), threshold);
    if (s === null) continue;
    verified += 1;
    edgeSimilarity.set(key, s);
    union(x, y);
  }

  // 4. Clusters in input order.
  const members = new Map<number, number[]>();
  docs.forEach((_, i) => {
    const r = find(i);
    const list = members.get(r);
    if (list) list.push(i);
    else members.set(r, [i]);
  });
  const lowest = new Map<number, number>();
  for (const [key, s] of edgeSimilarity) {
    const r = find(Math.floor(key / n));
    lowest.set(r, Math.min(lowest.get(r) ?? 1, s));
  }
  const clusters: DuplicateCluster[] = [];
  for (const [root, list] of [...members.entries()].sort((a, b) => (a[1][0] ?? 0) - (b[1][0] ?? 0))) {
    if (list.length < 2) continue;
    const exact = list.every((i) => exactKey[i] === exactKey[list[0] ?? 0]);
    clusters.push({ ids: list.map((i) => docs[i]?.id ?? ''), similarity: round(lowest.get(root) ?? 1), exact });
  }
  return { clusters, stats: { docs: docs.length, candidatePairs: candidates.size, verifiedPairs: verified } };
}

/**
 * The precise check: token Jaccard (contractions expanded) when two texts state the same
 * rule, or null when they differ (too few shared words, opposite polarity, other specifics).
 */
export function sameRule(a: string | Profile, b: string | Profile, threshold = 0.7): number | null {
  const pa = typeof a === 'string' ? profileOf(a) : a;
  const pb = typeof b === 'string' ? profileOf(b) : b;
  const s = jaccard(pa.tokens, pb.tokens);
  if (s < threshold) return null;
  // (the cheap tests first: most pairs above the threshold are one template with other specifics)
  if (specificsDiffer(pa, pb) || substitutes(pa, pb) || polarityConflict(pa, pb)) return null;
  return s;
}

function normalisedBody(text: string): string {
  return bodyMemo.get(text, (t) => {
    const facts = factsOf(t, { headings: true });
    return facts.length > 0 ? facts.map((f) => comparableTokens(f.norm).join(' ')).join('\n') : normalizeFact(t);
  });
}
// Read once per doc in a plan: kept for the next plan of a small dir only (a big one would hold them all for nothing).
const bodyMemo = new TextMemo<string>(2_000_000);
// Whole bodies' profiles, like bodyMemo (profileOf's memo is for the statements captures compare again and again).
const bodyProfiles = new TextMemo<Profile>(1_000_000);

/** Word unigrams and bigrams, plus character bigrams of CJK runs (robust to segmentation). */
export function shingles(text: string): Set<string> {
  const tokens = comparableTokens(text);
  const out = new Set<string>(tokens);
  for (let i = 0; i + 1 < tokens.length; i += 1) out.add(`${tokens[i]}\u0001${tokens[i + 1]}`);
  for (const run of foldText(text).match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/gu) ?? []) {
    for (let i = 0; i + 1 < run.length; i += 1) out.add(`\u0002${run.slice(i, i + 2)}`);
  }
  return out;
}

// MinHash signatures per text, one memo per signature length (the seeds are fixed).
const signatureMemos = new Map<number, TextMemo<Uint32Array | null>>();

function signatureOf(text: string, seeds: Uint32Array): Uint32Array | null {
  let memo = signatureMemos.get(seeds.length);
  if (!memo) {
    memo = new TextMemo<Uint32Array | null>(2_000_000); // like bodyMemo: for the next plan of a small dir
    signatureMemos.set(seeds.length, memo);
  }
  return memo.get(text, (t) => minhash(shingles(t), seeds));
}

/**
 * A group's band of hashes as one string: the group's number, then two UTF-16 units a hash (one to
 * one, and cheaper than joining decimals); made in one piece, so a bucket lookup hashes it at once.
 */
function bandKey(group: number, sig: Uint32Array, from: number, to: number): string {
  const units = [group];
  for (let i = from; i < to; i += 1) {
    const v = sig[i] ?? 0;
    units.push(v >>> 16, v & 0xffff);
  }
  return String.fromCharCode(...units);
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Murmur3's finaliser: a bijection on 32-bit values, so each seed gives a permutation. */
function mix32(x: number): number {
  let h = x;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashSeeds(k: number): Uint32Array {
  const seeds = new Uint32Array(k);
  let state = 0x9e3779b9; // fixed: signatures are reproducible across runs
  for (let i = 0; i < k; i += 1) {
    state = mix32(state + 0x6d2b79f5);
    seeds[i] = state;
  }
  return seeds;
}

export function minhash(set: ReadonlySet<string>, seeds: Uint32Array): Uint32Array | null {
  if (set.size === 0) return null;
  const sig = new Uint32Array(seeds.length).fill(0xffffffff);
  for (const s of set) {
    const base = fnv1a(s);
    for (let i = 0; i < seeds.length; i += 1) {
      const v = mix32(base ^ (seeds[i] ?? 0));
      if (v < (sig[i] ?? 0)) sig[i] = v;
    }
  }
  return sig;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
