/**
 * A case-insensitive regex with the u flag (the vocabulary's concepts: /\b(?:drafts?)\b|稿件/giu)
 * is matched by V8 some twenty times slower than the same regex without it. Over most texts the
 * two match alike, so a hot loop may use the twin without the flag where that holds:
 *
 * - the source means the same without the flag: it uses nothing of the flag's own syntax
 *   (\p{…}, \P{…}, \u{…}) and no character outside the BMP (one character with the flag, two
 *   without);
 * - the text holds no character the flag reads otherwise: with it, ſ (U+017F) folds to s and the
 *   Kelvin sign (U+212A) to k, and both are word characters for \w and \b; no other character of
 *   the BMP differs (checked against every one: ASCII letters and digits, \w, \W, \s, \d, \b,
 *   and the Han and other characters the vocabulary's sources hold); a character outside the BMP
 *   is one character with the flag and two without.
 */

const OWN_SYNTAX = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;
const READ_OTHERWISE = /[\u017F\u212A\uD800-\uDFFF]/;

/** The regex without its u flag, where its source means the same without it; null where it does not, or has no u flag. */
export function withoutUnicodeFlag(re: RegExp): RegExp | null {
  if (!re.unicode || OWN_SYNTAX.test(re.source)) return null;
  return new RegExp(re.source, re.flags.replace('u', ''));
}

/** The text is matched alike by a regex with the u flag and by its twin without it (see withoutUnicodeFlag). */
export function readAlikeWithoutUnicodeFlag(text: string): boolean {
  return !READ_OTHERWISE.test(text);
}

const twins = new WeakMap<RegExp, RegExp | null>();

/**
 * The regex to match this text with: its twin without the u flag where the text is read alike
 * (the same matches, found sooner), else the regex itself. For regexes matched against every
 * statement of a dir; a global twin keeps a lastIndex of its own (for replace and matchAll).
 */
export function matcherFor(re: RegExp, text: string): RegExp {
  if (!re.unicode || !readAlikeWithoutUnicodeFlag(text)) return re;
  let twin = twins.get(re);
  if (twin === undefined) {
    twin = withoutUnicodeFlag(re);
    twins.set(re, twin);
  }
  return twin ?? re;
}
