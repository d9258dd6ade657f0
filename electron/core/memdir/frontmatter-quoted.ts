/**
 * One-line quoted YAML scalars ("…" and '…') read as YAML 1.2 reads them, without the YAML
 * parser: the fast frontmatter path (frontmatter-parse.ts) uses it for the double-quoted
 * descriptions most memory files have. Anything it is not sure of gives null, and the YAML
 * parser reads the file instead.
 */

/** The escapes of a double-quoted scalar that stand for one character (YAML 1.2, 5.7). */
const ESCAPED = new Map<string, string>([
  ['0', '\0'],
  ['a', '\x07'],
  ['b', '\b'],
  ['t', '\t'],
  ['n', '\n'],
  ['v', '\v'],
  ['f', '\f'],
  ['r', '\r'],
  ['e', '\x1b'],
  [' ', ' '],
  ['"', '"'],
  ['/', '/'],
  ['\\', '\\'],
  ['N', '\u0085'],
  ['_', '\u00a0'],
  ['L', '\u2028'],
  ['P', '\u2029'],
]);

/** `\x`, `\u` and `\U` take this many hex digits. */
const HEX_LENGTH = new Map([
  ['x', 2],
  ['u', 4],
  ['U', 8],
]);
const HEX = /^[0-9a-fA-F]+$/;

/** Characters refused as written (control characters, line and paragraph separators, BOM): the parser decides on those. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must refuse
const UNSAFE = /[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;

/** Quotes inside a single-quoted scalar come doubled. */
const SINGLE_INNER = /^(?:[^']|'')*$/;

/**
 * The string a whole one-line value `"…"` or `'…'` stands for, or null when it is not one
 * (unclosed, text after the closing quote, an unknown escape, a raw control character).
 */
export function quotedScalar(value: string): string | null {
  const last = value.length - 1;
  if (last < 1 || UNSAFE.test(value)) return null;
  const quote = value[0];
  if (value[last] !== quote) return null;
  if (quote === "'") {
    const inner = value.slice(1, last);
    return SINGLE_INNER.test(inner) ? inner.replaceAll("''", "'") : null;
  }
  if (quote !== '"') return null;
  let out = '';
  let from = 1;
  for (let i = 1; i < last; i++) {
    const ch = value[i];
    if (ch === '"') return null;
    if (ch !== '\\') continue;
    out += value.slice(from, i);
    const e = value[++i]!;
    // A backslash just before the last quote escapes it: the scalar is not closed.
    if (i >= last) return null;
    const single = ESCAPED.get(e);
    if (single !== undefined) {
      out += single;
    } else {
      const n = HEX_LENGTH.get(e);
      if (n === undefined) return null;
      const digits = value.slice(i + 1, i + 1 + n);
      if (i + n >= last || !HEX.test(digits)) return null;
      const code = parseInt(digits, 16);
      if (code > 0x10ffff) return null;
      out += String.fromCodePoint(code);
      i += n;
    }
    from = i + 1;
  }
  return out + value.slice(from, last);
}
