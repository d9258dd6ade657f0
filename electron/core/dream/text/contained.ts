/**
 * Memories whose every sentence another memory already holds, word for word (normalised) or
 * at more length ("..., since CI runs the same check"): redundant however short they are,
 * which token similarity misses when the other one says much more. Found through each
 * memory's rarest sentence, so near-linear in the number of memories, however many of them
 * share a sentence.
 */

export interface ContainedPair {
  /** The memory that holds every sentence of `file`. */
  host: string;
  file: string;
  /** Sentences of `file` over sentences of `host`. */
  similarity: number;
}

/** How many memories are looked at between two calls of `pause` (a cancel is seen there). */
export const CONTAINED_SLICE = 128;

/**
 * Pairs in memory order (`sets`: each memory's normalised sentences, headings left out). A
 * memory is in at most one pair. `pause` is awaited every CONTAINED_SLICE memories.
 */
export async function containedPairs(sets: ReadonlyMap<string, ReadonlySet<string>>, pause: () => Promise<void> = async () => {}): Promise<ContainedPair[]> {
  const holders = new Map<string, string[]>();
  for (const [file, set] of sets) {
    for (const n of set) {
      const list = holders.get(n);
      if (list) list.push(file);
      else holders.set(n, [file]);
    }
  }
  await pause();
  const index: Holdings = { holders, longer: longerForms(holders), norms: sets, order: new Map([...sets.keys()].map((f, i) => [f, i])) };
  const out: ContainedPair[] = [];
  const used = new Set<string>();
  let visited = 0;
  for (const [file, set] of sets) {
    visited += 1;
    if (visited % CONTAINED_SLICE === 0) await pause();
    if (set.size === 0 || used.has(file)) continue;
    const rarest = [...set].sort((a, b) => (holders.get(a)?.length ?? 0) - (holders.get(b)?.length ?? 0))[0]!;
    let host = (holders.get(rarest) ?? []).find((o) => o !== file && !used.has(o) && (sets.get(o)?.size ?? 0) > set.size && [...set].every((n) => sets.get(o)!.has(n)));
    // Or every sentence is held, some of them at more length.
    host ??= heldElsewhere(file, set, index, used);
    if (!host) continue;
    used.add(file);
    used.add(host);
    out.push({ host, file, similarity: set.size / sets.get(host)!.size });
  }
  return out;
}

/**
 * The shortest sentence that can be held at more length, in characters, a Han character
 * counting two (one carries about a word, as two or three Latin letters do): shorter ones must
 * be held word for word. "缓存键要带版本号" (8) is a rule; "先备份" (3) is too short to tell.
 */
const AT_LENGTH = 12;

function weight(s: string): number {
  let han = 0;
  for (const ch of s) if (ch >= '\u3400' && ch <= '\u9fff') han += 1;
  return s.length + han;
}

/** Where a sentence's first AT_LENGTH of weight ends. */
function lengthEnd(s: string): number {
  let w = 0;
  for (let i = 0; i < s.length; i += 1) {
    if (w >= AT_LENGTH) return i;
    const ch = s[i]!;
    w += ch >= '\u3400' && ch <= '\u9fff' ? 2 : 1;
  }
  return w >= AT_LENGTH ? s.length : Infinity;
}
/** What follows a sentence said at more length: a space, a comma, a colon, a bracket. */
const MORE = /[\s,，;；:：(（]/;

/** Who holds each sentence (in memory order), each sentence's longer forms, each memory's sentences and place. */
interface Holdings {
  holders: ReadonlyMap<string, string[]>;
  longer: ReadonlyMap<string, string[]>;
  norms: ReadonlyMap<string, ReadonlySet<string>>;
  order: ReadonlyMap<string, number>;
}

/** For each sentence some memory holds: the held sentences that start with all of it and say more. */
function longerForms(holders: ReadonlyMap<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const more = new RegExp(MORE.source, 'g');
  for (const h of holders.keys()) {
    const from = lengthEnd(h);
    if (from >= h.length) continue;
    more.lastIndex = from;
    for (let m = more.exec(h); m !== null; m = more.exec(h)) {
      const head = h.slice(0, m.index);
      if (!holders.has(head)) continue;
      const list = out.get(head);
      if (list) list.push(h);
      else out.set(head, [h]);
    }
  }
  return out;
}

/**
 * The first memory (holders of each sentence of `set` in turn, in memory order) that holds
 * every sentence of `set`, some at more length. Only the memories that hold the sentence with
 * the fewest holders (as it is or at more length) are tested, so a sentence that many
 * memories share does not make this quadratic.
 */
function heldElsewhere(file: string, set: ReadonlySet<string>, { holders, longer, norms, order }: Holdings, used: ReadonlySet<string>): string | undefined {
  let fewest: string | undefined;
  let fewestCount = Infinity;
  for (const x of set) {
    let count = holders.get(x)?.length ?? 0;
    for (const h of weight(x) >= AT_LENGTH ? (longer.get(x) ?? []) : []) count += holders.get(h)?.length ?? 0;
    if (count < fewestCount) {
      fewest = x;
      fewestCount = count;
    }
  }
  if (fewest === undefined) return undefined;
  const pool = new Set(holders.get(fewest) ?? []);
  for (const h of weight(fewest) >= AT_LENGTH ? (longer.get(fewest) ?? []) : []) for (const o of holders.get(h) ?? []) pool.add(o);
  const sentences = [...set];
  let best: string | undefined;
  let bestKey = Infinity;
  for (const o of pool) {
    const host = norms.get(o);
    if (o === file || used.has(o) || !host || host.size < set.size) continue;
    // Where a search through the holders of each sentence in turn would meet this memory first.
    const first = sentences.findIndex((n) => host.has(n));
    if (first < 0) continue;
    const key = first * norms.size + (order.get(o) ?? 0);
    if (key >= bestKey) continue;
    if (everyOf(set, (x) => host.has(x))) continue; // held word for word: the first search's case
    if (everyOf(set, (x) => heldAtLength(host, x))) {
      best = o;
      bestKey = key;
    }
  }
  return best;
}

function everyOf<T>(items: Iterable<T>, test: (x: T) => boolean): boolean {
  for (const x of items) if (!test(x)) return false;
  return true;
}

/** The sentence is there, or a sentence that starts with all of it and says more. */
export function heldAtLength(host: ReadonlySet<string>, norm: string): boolean {
  if (host.has(norm)) return true;
  if (weight(norm) < AT_LENGTH) return false;
  for (const h of host) if (h.length > norm.length && h.startsWith(norm) && MORE.test(h.charAt(norm.length))) return true;
  return false;
}
