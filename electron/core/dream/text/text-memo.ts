/**
 * Results computed from a text, kept per text (the string itself is the key: V8 hashes a
 * string once) so that each rule of a plan reuses them instead of segmenting the same text
 * again. Bounded by the total length of the texts held: entries go in a young generation;
 * when it holds half the budget it becomes the old one and the previous old one is dropped
 * whole (a hit in the old generation moves the entry back to the young one). Constant time
 * per call, whatever the churn (evicting one oldest entry at a time walks the deleted slots
 * of a Map again and again).
 *
 * The budget counts the texts, not the results, which are often several times larger (token
 * lists, term sets, facts): after a plan of a big memory dir, `releaseTextMemos` empties them,
 * so a big dir's results do not stay in memory until the next plan (a small dir's stay, and
 * make its next plan faster).
 */
/** Every memo whose results are worth releasing (memos live as long as their module). */
const releasable: Array<TextMemo<unknown>> = [];

export class TextMemo<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();
  private youngChars = 0;

  /** `release: false`: results too small to be worth emptying (numbers, booleans). */
  constructor(
    private readonly maxChars: number,
    opts: { release?: boolean } = {},
  ) {
    if (opts.release !== false) releasable.push(this);
  }

  get(text: string, compute: (text: string) => V): V {
    const hit = this.young.get(text);
    if (hit !== undefined) return hit;
    const kept = this.old.get(text);
    if (kept !== undefined) {
      this.keep(text, kept);
      return kept;
    }
    const value = compute(text);
    if (text.length <= this.maxChars / 4) this.keep(text, value); // one huge text would evict everything
    return value;
  }

  /** Drop every entry. */
  empty(): void {
    this.young = new Map();
    this.old = new Map();
    this.youngChars = 0;
  }

  private keep(text: string, value: V): void {
    this.young.set(text, value);
    this.youngChars += text.length + 64; // + the entry itself
    if (this.youngChars <= this.maxChars / 2) return;
    this.old = this.young;
    this.young = new Map();
    this.youngChars = 0;
  }
}

/** Empty every memo but those of small results. The results stay the same: they are computed again when asked for. */
export function releaseTextMemos(): void {
  for (const memo of releasable) memo.empty();
}
