/*
 * Search snippets: plain text around the first hit, cut between words, never raw Markdown.
 */

/** Markdown as the words a person reads: no heading marks, emphasis, link targets, list bullets or tags. Pure. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)/gm, '')
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*$/gm, ' ')
    .replace(/\s*\|\s*/g, ' ')
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_\n]*?\S)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const WIDE = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** Move `i` back (dir -1) or forward (dir 1) to a gap between words; CJK text may be cut anywhere. */
function toWordEdge(text: string, i: number, dir: -1 | 1): number {
  if (i <= 0 || i >= text.length) return Math.max(0, Math.min(i, text.length));
  const limit = 20;
  for (let k = 0; k < limit; k++) {
    const j = i + dir * k;
    if (j <= 0 || j >= text.length) return Math.max(0, Math.min(j, text.length));
    if (text[j - 1] === ' ' || text[j] === ' ' || WIDE.test(text[j - 1]!) || WIDE.test(text[j]!)) return j;
  }
  return i;
}

/** About `width` characters of plain text around the first of `terms`, "…" where it was cut. Pure. */
export function snippet(markdown: string, terms: string[], width = 160): string {
  const text = plainText(markdown);
  const lower = text.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const at = hits.length ? Math.min(...hits) : 0;
  let start = hits.length ? Math.max(0, at - Math.floor(width / 3)) : 0;
  let end = Math.min(text.length, start + width);
  if (end === text.length) start = Math.max(0, end - width);
  start = toWordEdge(text, start, 1);
  end = toWordEdge(text, end, -1);
  const s = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${s}${end < text.length ? '…' : ''}`;
}
