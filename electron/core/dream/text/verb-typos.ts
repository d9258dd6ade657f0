/**
 * Switch verbs typed with one slip ("swtiched", "migarted", "repalced", "depreacted"): read as
 * the verb they miss, so a typo does not hide a supersession. A word is read so only when it is
 * one edit (a letter left out, added or changed, or two neighbours swapped) from a form of a
 * verb in the small lexicon below, is at least six letters long, is no form of another verb of
 * the lexicon, and is not a real word that happens to sit that close ("twitched", "emigrated",
 * "depreciated"). Short verbs (moved, went) are left alone: too many real words are one edit
 * away. Only the switch rules read text this way; memory text itself is never changed.
 */

const FORMS = (stem: string, e = true): string[] => (e ? [`${stem}e`, `${stem}es`, `${stem}ed`, `${stem}ing`] : [stem, `${stem}es`, `${stem}ed`, `${stem}ing`]);

const LEXICON: readonly string[] = [...FORMS('switch', false), ...FORMS('migrat'), ...FORMS('replac'), ...FORMS('deprecat'), ...FORMS('upgrad'), ...FORMS('downgrad')];
const KNOWN = new Set(LEXICON);

// Real words one edit from a lexicon form.
const REAL = new Set(['swatch', 'stitch', 'twitch', 'twitched', 'twitches', 'twitching', 'stitched', 'stitches', 'stitching', 'swatches', 'emigrate', 'emigrated', 'emigrates', 'emigrating', 'immigrated', 'depreciate', 'depreciated', 'depreciates', 'depreciating', 'replayed', 'replated', 'upgrader', 'degrades', 'degraded']);

const memo = new Map<string, string | null>();
const MEMO_MAX = 50_000;

/** The text with each switch verb typo read as its verb (same text when there is none). */
export function withVerbTypos(text: string): string {
  if (!/[a-z]{6}/i.test(text)) return text;
  return text.replace(/\b[a-z]{6,12}\b/gi, (word, at: number) => {
    // A capital inside a sentence starts a name (Swatch), not a verb.
    if (/^[A-Z]/.test(word) && !/(?:^|[.!?:;]\s+|\n\s*(?:[-*+]\s+)?)$/.test(text.slice(Math.max(0, at - 6), at))) return word;
    return correction(word.toLowerCase()) ?? word;
  });
}

function correction(word: string): string | null {
  if (KNOWN.has(word) || REAL.has(word)) return null;
  const hit = memo.get(word);
  if (hit !== undefined) return hit;
  let found: string | null = null;
  for (const v of LEXICON) {
    if (Math.abs(v.length - word.length) <= 1 && oneEdit(word, v)) {
      found = v;
      break;
    }
  }
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(word, found);
  return found;
}

/** Exactly one insertion, deletion, substitution or swap of neighbours apart (a !== b). */
export function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return false;
  let i = 0;
  while (i < s.length && s[i] === l[i]) i += 1;
  return s.slice(i) === l.slice(i + 1);
}
