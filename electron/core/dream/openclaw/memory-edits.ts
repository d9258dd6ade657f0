import { parseMemoryItems } from '../../memdir/openclaw-memory-md.js';
import { keyTerms } from '../text/compare.js';
import { normalizeFact } from '../text/sentences.js';

/**
 * What a model may do to an OpenClaw workspace's MEMORY.md: edit, merge or drop its memories
 * (bullets, paragraphs, `### ` entries) and add bullets, never restructure the file. Every
 * heading stays, in its order (new ones may be added, for new facts). A memory that disappears
 * must be accounted for: its words live on in a memory of the new text (reworded or merged), or
 * the write names it in `supersedes`. Otherwise the write is refused, with the line it dropped.
 */
export function workspaceRewriteRefusal(before: string, after: string, supersedes: readonly string[] = []): string | null {
  const headings = (t: string) => t.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => /^ {0,3}#{1,6}\s/.test(l)).map((l) => l.trim());
  const had = headings(before);
  const has = headings(after);
  let at = 0;
  for (const h of had) {
    const found = has.indexOf(h, at);
    if (found === -1) return `would remove or rename the heading "${h}": only MEMORY.md's memories may change, keep every heading as it is`;
    at = found + 1;
  }
  const now = parseMemoryItems(after);
  const nowNorms = new Set(now.map((i) => normalizeFact(i.content)));
  const nowTerms = now.map((i) => keyTerms(i.content));
  const gone = supersedes.map((s) => normalizeFact(s));
  for (const item of parseMemoryItems(before)) {
    const norm = normalizeFact(item.content);
    if (!norm || nowNorms.has(norm)) continue;
    if (gone.some((g) => g !== '' && (norm.includes(g) || g.includes(norm)))) continue;
    const terms = keyTerms(item.content);
    if (terms.size === 0) continue;
    const kept = nowTerms.some((t) => {
      let shared = 0;
      for (const x of terms) if (t.has(x)) shared++;
      return shared / terms.size >= 0.5;
    });
    if (!kept) return `would drop line ${item.line} ("${clip(item.content)}") without keeping its words in another memory or naming it in supersedes`;
  }
  return null;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}
