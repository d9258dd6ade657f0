import { isAscii } from 'node:buffer';

/**
 * The cheap test a scan (search-scan.ts) puts every file through before it looks closely: does
 * the file hold, in any case, a piece of each word of the query? Most files do not, and are
 * decided on their bytes without being decoded.
 */

/** One piece of a query word to look for, lowercased; `ascii` when it is plain ASCII (looked for in the bytes). */
export interface Probe {
  text: string;
  ascii: { bytes: Buffer; uppers: Array<[upper: number, at: number[]]> } | null;
}

/** English letters from the most to the least common: a piece is looked for from its rarest. */
const COMMON = 'etaoinsrhldcumfpgwybvkxjqz';

/** How common a character is as the first of a search (lower: rarer); digits, marks and other scripts count as rare-ish. */
function commonness(ch: string): number {
  const at = COMMON.indexOf(ch);
  return at >= 0 ? COMMON.length - at : 2;
}

/**
 * The stretch of a piece to look for: from its rarest character on, keeping at least three
 * characters (any text that holds the piece holds it; a shorter one would pass too many files).
 * Looking for a string costs about one step per place its first character appears.
 */
export function probeOf(piece: string): Probe {
  const keep = Math.min(3, piece.length);
  let best = 0;
  for (let i = 1; i <= piece.length - keep; i++) if (commonness(piece[i]!) < commonness(piece[best]!)) best = i;
  const text = piece.slice(best);
  // eslint-disable-next-line no-control-regex -- plain ASCII is exactly what is asked
  if (!/^[\x00-\x7f]*$/.test(text)) return { text, ascii: null };
  const uppers = new Map<number, number[]>();
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c >= 0x61 && c <= 0x7a) uppers.set(c - 0x20, [...(uppers.get(c - 0x20) ?? []), j]);
  }
  return { text, ascii: { bytes: Buffer.from(text, 'latin1'), uppers: [...uppers] } };
}

/**
 * The only characters whose lowercase holds ASCII although they are not ASCII: İ (to "i̇") and
 * the Kelvin sign (to "k"), as UTF-8. A file with either is decoded and lowercased instead.
 */
const I_DOT = Buffer.from('\u0130');
const KELVIN = Buffer.from('\u212a');

/**
 * Whether `bytes` hold the probe in any mix of ASCII case. An occurrence is either all lowercase
 * (found as is) or has an uppercase letter at some place j of the probe: every such letter of
 * the bytes is tried as place j.
 */
function holdsFolded(bytes: Buffer, probe: NonNullable<Probe['ascii']>): boolean {
  if (bytes.indexOf(probe.bytes) >= 0) return true;
  const n = probe.bytes.length;
  for (const [upper, at] of probe.uppers) {
    for (let pos = bytes.indexOf(upper); pos >= 0; pos = bytes.indexOf(upper, pos + 1)) {
      for (const j of at) if (foldedAt(bytes, pos - j, probe.bytes, n)) return true;
    }
  }
  return false;
}

function foldedAt(bytes: Buffer, start: number, probe: Buffer, n: number): boolean {
  if (start < 0 || start + n > bytes.length) return false;
  for (let k = 0; k < n; k++) {
    const b = bytes[start + k]!;
    if ((b >= 0x41 && b <= 0x5a ? b | 0x20 : b) !== probe[k]) return false;
  }
  return true;
}

/**
 * The cheap test, on a file's bytes before they are checked: false when the file cannot match
 * (some word of the query has none of its pieces in the file, lowercased, nor in `title`, the
 * file's path or date), exactly as if the file were decoded and lowercased. True means "check it
 * and look closely". Frontmatter with escapes or doubled quotes always passes, as its values may
 * not appear as written.
 */
export function mayMatchBytes(bytes: Buffer, title: string, pieces: Probe[][]): boolean {
  if (pieces.length === 0) return false;
  if (quotedFrontmatterBytes(bytes)) return true;
  // Plain loops, no closures: this runs on every file of a scan.
  const titleLower = title.toLowerCase();
  // Found in the bytes means found in the lowercased text; not found means not there only without İ or K.
  let folds: boolean | null = null;
  let lower: string | null = null;
  for (const word of pieces) {
    let held = false;
    for (const p of word) {
      if (titleLower.includes(p.text)) held = true;
      else if (p.ascii && holdsFolded(bytes, p.ascii)) held = true;
      else if (p.ascii && (folds ??= isAscii(bytes) || (bytes.indexOf(I_DOT) < 0 && bytes.indexOf(KELVIN) < 0))) held = false;
      else held = (lower ??= bytes.toString('utf8').toLowerCase()).includes(p.text);
      if (held) break;
    }
    if (!held) return false;
  }
  return true;
}

/** quotedFrontmatter (search-scan.ts) on the bytes. */
function quotedFrontmatterBytes(bytes: Buffer): boolean {
  const at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (bytes[at] !== 0x2d || bytes[at + 1] !== 0x2d || bytes[at + 2] !== 0x2d) return false;
  const close = bytes.indexOf(CLOSE, at + 3);
  const yaml = close < 0 ? bytes : bytes.subarray(at + 3, close);
  return yaml.includes(0x5c) || yaml.includes(QUOTES);
}
const CLOSE = Buffer.from('\n---');
const QUOTES = Buffer.from("''");
