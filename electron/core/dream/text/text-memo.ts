/**
 * Results computed from a text, kept per text (the string itself is the key: V8 hashes a
 * string once) so that each rule of a plan reuses them instead of segmenting the same text
 * again. Bounded by the total length of the texts held: entries go in a young generation;
 * when it holds half the budget it becomes the old one and the previous old one is dropped
 * whole (a hit in the old generation moves the entry back to the young one). Constant time
 * per call, whatever the churn (evicting one oldest entry at a time walks the deleted slots
 * of a Map again and again).
 */
export class TextMemo<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();
  private youngChars = 0;

  constructor(private readonly maxChars: number) {}

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

  private keep(text: string, value: V): void {
    this.young.set(text, value);
    this.youngChars += text.length + 64; // + the entry itself
    if (this.youngChars <= this.maxChars / 2) return;
    this.old = this.young;
    this.young = new Map();
    this.youngChars = 0;
  }
}
