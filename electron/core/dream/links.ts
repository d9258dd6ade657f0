import { parseMemoryFile, replaceBody } from '../memdir/frontmatter.js';
import { atLeast, type PlanContext } from './context.js';
import { bodyOf } from './guard.js';
import type { LiveMemory } from './live.js';
import { isOverflowIndex } from './overflow.js';
import { jaccard } from './text/compare.js';
import { postingsOf } from './text/postings.js';

/**
 * Deep dreams only: related memories linked with `[[name]]` (the newer generation's way), so
 * an agent that opens one finds the others. Related = sharing a good part of their key terms
 * without being duplicates; at most three links per memory, none it already has.
 */

const MAX_LINKS = 3;
const MIN_SIMILARITY = 0.2;
const MAX_SIMILARITY = 0.7;

export function planLinks(ctx: PlanContext, live: readonly LiveMemory[]): void {
  if (!atLeast(ctx.depth, 'deep')) return;
  const docs = live.filter((m) => !m.team && !isOverflowIndex(m.file, m.text) && ctx.o.dir.kind !== 'openclaw');
  const nameCount = new Map<string, number>();
  for (const d of docs) nameCount.set(d.name, (nameCount.get(d.name) ?? 0) + 1);
  const terms = docs.map((d) => ctx.terms(bodyOf(d.text)));
  const postings = postingsOf(terms);
  const common = Math.max(50, Math.ceil(docs.length * 0.05));
  docs.forEach((d, i) => {
    const parsed = parseMemoryFile(ctx.ws.text(d.file) ?? '');
    if (!parsed.ok) return;
    const linked = new Set(parsed.file.links);
    const score = new Map<number, number>();
    for (const t of terms[i]!) {
      const list = postings.get(t) ?? [];
      if (list.length > common) continue; // a word in every memory relates nothing
      for (const j of list) if (j !== i) score.set(j, (score.get(j) ?? 0) + 1);
    }
    const related = [...score.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, 20)
      .map(([j]) => ({ j, s: jaccard(terms[i]!, terms[j]!) }))
      .filter(({ j, s }) => s >= MIN_SIMILARITY && s < MAX_SIMILARITY && nameCount.get(docs[j]!.name) === 1 && !linked.has(docs[j]!.name) && docs[j]!.name !== d.name)
      .sort((a, b) => b.s - a.s || a.j - b.j)
      .slice(0, MAX_LINKS)
      .map(({ j }) => docs[j]!.name);
    if (related.length === 0) return;
    const text = ctx.ws.text(d.file)!;
    const body = bodyOf(text);
    const links = related.map((n) => `[[${n}]]`).join(', ');
    const relatedLine = /^Related: .*$/m.exec(body);
    const next = relatedLine
      ? body.slice(0, relatedLine.index + relatedLine[0].length) + `, ${links}` + body.slice(relatedLine.index + relatedLine[0].length)
      : `${body}${body.endsWith('\n') ? '' : '\n'}\nRelated: ${links}\n`;
    ctx.ws.change('links-added', `Linked ${d.file} to related ${related.length === 1 ? 'memory' : 'memories'} ${links}`, [{ file: d.file, after: replaceBody(text, next) }], [], related.length);
  });
}
