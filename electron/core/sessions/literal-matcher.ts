/**
 * Many literal byte patterns found in one pass (Wu-Manber: a shift table over 2-byte blocks),
 * optionally ASCII-case-insensitive without lowercasing the text: the shift table holds every
 * case variant and candidates are verified through a folding table. Faster in JS than one
 * Buffer.indexOf pass per pattern once there are several patterns.
 */

const FOLD = new Uint8Array(256);
const IDENTITY = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  FOLD[b] = b >= 65 && b <= 90 ? b | 32 : b;
  IDENTITY[b] = b;
}

export class LiteralMatcher {
  private readonly patterns: Uint8Array[];
  private readonly fold: Uint8Array;
  /** Shortest pattern length: the window the shift table looks at. */
  private readonly m: number;
  private readonly shift: Uint8Array;
  /** Patterns whose first m bytes end in a given (folded) block: heads + next links. */
  private readonly heads: Int32Array;
  private readonly next: Int32Array;
  /** Index (in the constructor's list) of the pattern the last find() matched. */
  lastPattern = -1;

  constructor(patterns: Uint8Array[], caseInsensitive: boolean) {
    if (patterns.length === 0 || patterns.some((p) => p.length === 0)) throw new Error('LiteralMatcher needs non-empty patterns');
    this.fold = caseInsensitive ? FOLD : IDENTITY;
    this.patterns = patterns.map((p) => p.map((b) => this.fold[b]!));
    this.m = Math.min(...this.patterns.map((p) => p.length));
    this.shift = new Uint8Array(65536).fill(Math.min(255, Math.max(1, this.m - 1)));
    this.heads = new Int32Array(65536).fill(-1);
    this.next = new Int32Array(this.patterns.length).fill(-1);
    const variants = (b: number) => (caseInsensitive && b >= 97 && b <= 122 ? [b, b - 32] : [b]);
    const m = this.m;
    this.patterns.forEach((p, pi) => {
      if (m < 2) return;
      for (let j = 1; j < m; j++) {
        const s = Math.min(255, m - 1 - j);
        for (const a of variants(p[j - 1]!)) for (const b of variants(p[j]!)) if (s < this.shift[(a << 8) | b]!) this.shift[(a << 8) | b] = s;
      }
      const h = (p[m - 2]! << 8) | p[m - 1]!;
      this.next[pi] = this.heads[h]!;
      this.heads[h] = pi;
    });
  }

  /** Start of the first match in `buf[from, end)`, or -1. Sets lastPattern. */
  find(buf: Uint8Array, from: number, end: number): number {
    return this.m < 2 ? this.findShort(buf, from, end) : this.findWuManber(buf, from, end);
  }

  private findWuManber(buf: Uint8Array, from: number, end: number): number {
    const { shift, heads, next, patterns, fold, m } = this;
    let pos = from + m - 1;
    while (pos < end) {
      const s = shift[(buf[pos - 1]! << 8) | buf[pos]!]!;
      if (s !== 0) {
        pos += s;
        continue;
      }
      const start = pos - m + 1;
      for (let pi = heads[(fold[buf[pos - 1]!]! << 8) | fold[buf[pos]!]!]!; pi !== -1; pi = next[pi]!) {
        const p = patterns[pi]!;
        const len = p.length;
        if (start + len > end) continue;
        let k = 0;
        while (k < len && fold[buf[start + k]!] === p[k]) k++;
        if (k === len) {
          this.lastPattern = pi;
          return start;
        }
      }
      pos++;
    }
    return -1;
  }

  /** Some pattern is a single byte: check every position (rare: one ASCII character). */
  private findShort(buf: Uint8Array, from: number, end: number): number {
    const { patterns, fold } = this;
    for (let start = from; start < end; start++) {
      for (let pi = 0; pi < patterns.length; pi++) {
        const p = patterns[pi]!;
        if (start + p.length > end) continue;
        let k = 0;
        while (k < p.length && fold[buf[start + k]!] === p[k]) k++;
        if (k === p.length) {
          this.lastPattern = pi;
          return start;
        }
      }
    }
    return -1;
  }
}
