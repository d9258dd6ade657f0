/**
 * Hybrid ranking: keyword hits and vector neighbours fused by reciprocal rank (each list
 * contributes 1 / (K + rank)), so neither scale dominates and a memory found both ways ranks
 * first. Cosine similarity over unit-normalised vectors.
 */

const K = 60;

/** Scale to length 1 (in place) so a dot product is the cosine. */
export function normalize(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i]! * v[i]!;
  const n = Math.sqrt(s);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] = v[i]! / n;
  return v;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += a[i]! * b[i]!;
  return s;
}

/** The `n` ids most similar to `query`, best first, with their cosine. */
export function nearest(query: Float32Array, candidates: Iterable<[string, Float32Array]>, n: number, minCosine = 0): Array<{ id: string; cosine: number }> {
  const out: Array<{ id: string; cosine: number }> = [];
  for (const [id, v] of candidates) {
    const cosine = dot(query, v);
    if (cosine >= minCosine) out.push({ id, cosine });
  }
  out.sort((a, b) => b.cosine - a.cosine);
  return out.slice(0, n);
}

/** Fuse ranked lists of ids: score = sum of 1 / (K + rank) over the lists an id is in. */
export function fuseRanks(lists: ReadonlyArray<readonly string[]>): Array<{ id: string; score: number }> {
  const score = new Map<string, number>();
  for (const list of lists) list.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + 1 / (K + rank + 1)));
  return [...score.entries()].map(([id, s]) => ({ id, score: s })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}
