/**
 * Results computed from a text, kept per text (the string itself is the key: V8 hashes a
 * string once) so that each rule of a plan reuses them instead of segmenting the same text
 * again. Bounded by the total length of the texts held; the oldest are dropped first.
 */
export class TextMemo<V> {
  private readonly entries = new Map<string, V>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(text: string, compute: (text: string) => V): V {
    const hit = this.entries.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (text.length > this.maxChars / 4) return value; // one huge text would evict everything
    this.entries.set(text, value);
    this.chars += text.length + 64; // + the entry itself
    for (const key of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(key);
      this.chars -= key.length + 64;
    }
    return value;
  }
}
