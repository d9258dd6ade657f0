import { ENTRY_MAX_CHARS, formatEntry, parseIndex, serializeIndex, entryLine, type IndexLine } from '../memdir/index-file.js';
import { replaceBody, setFrontmatterFields } from '../memdir/frontmatter.js';
import type { PlanContext } from './context.js';
import { bodyOf } from './guard.js';
import { indexFiles } from './index-edits.js';
import { hookOf, liveMemories, titleOf, type LiveMemory } from './live.js';
import { entryTarget, isOverflowIndex, linkFor } from './overflow.js';
import { fitIndex } from './demote.js';
import { joinSentences, missingFactClauses, shortDescription } from './text/hook-clauses.js';
import { renderEntry } from './text/index-layout.js';
import { normalizeFact } from './text/sentences.js';

/**
 * Phase 4, Prune & index: stale pointers out (and the entry of a merged memory handed to its
 * survivor), over-long entry lines shortened (the detail kept in the topic file), every memory
 * indexed, then MEMORY.md fitted inside Claude Code's limits (demote.ts; not in OpenClaw's skill folder).
 */
export async function planIndex(ctx: PlanContext, readCounts: ReadonlyMap<string, number>, pause: () => Promise<void> = async () => {}): Promise<void> {
  const live = liveMemories(ctx);
  removeStalePointers(ctx);
  await pause(); // between the passes: a cancel is seen there
  shortenEntries(ctx, live);
  await pause();
  addMissingPointers(ctx, live.filter((m) => !m.team));
  await pause();
  // The memory-system skill reads its whole index (no line or size cap) and has no overflow
  // indexes: MEMORY.md is fitted into Claude Code's limits in Claude Code's dirs only.
  if (ctx.o.dir.kind !== 'openclaw') fitIndex(ctx, live.filter((m) => !m.team), readCounts);
}

const MAX_LISTED = 12;

function removeStalePointers(ctx: PlanContext): void {
  const { ws, o } = ctx;
  const known = knownPaths(ctx);
  const edits: Array<{ file: string; after: string }> = [];
  const notes: string[] = [];
  let count = 0;
  const files = indexFiles(ws, o);
  // Which memories keep an entry somewhere once stale ones are gone (to hand entries to survivors).
  const keptTargets = new Set<string>();
  const plans = files.map((indexFile) => {
    const lines = parseIndex(ws.text(indexFile) ?? '');
    const seen = new Set<string>();
    const verdicts = lines.map((line) => {
      if (line.kind !== 'entry') return 'keep' as const;
      const target = entryTarget(indexFile, line.file);
      if (target === null || target.split('/').some((p) => p.startsWith('.'))) return 'keep' as const;
      const team = indexFile.startsWith('team/');
      const gone = !ws.exists(target) && (ctx.removed.has(target) || (!team && target.toLowerCase().endsWith('.md') && !known.has(target)));
      if (gone) return 'drop' as const;
      if (!team && seen.has(target)) return 'duplicate' as const;
      seen.add(target);
      keptTargets.add(target);
      return 'keep' as const;
    });
    return { indexFile, lines, verdicts };
  });
  for (const { indexFile, lines, verdicts } of plans) {
    const out: IndexLine[] = [];
    let changed = false;
    lines.forEach((line, i) => {
      const verdict = verdicts[i];
      if (verdict === 'keep' || line.kind !== 'entry') {
        out.push(line);
        return;
      }
      changed = true;
      count += 1;
      const target = entryTarget(indexFile, line.file)!;
      if (verdict === 'duplicate') {
        notes.push(`${target} (listed twice in ${indexFile})`);
        return;
      }
      const removed = ctx.removed.get(target);
      const survivor = removed?.into ?? null;
      if (survivor && !keptTargets.has(survivor) && ws.exists(survivor) && survivor.startsWith('team/') === indexFile.startsWith('team/')) {
        const link = linkFor(indexFile, survivor);
        out.push({ ...line, file: link, raw: formatEntry({ title: line.title, file: link, hook: line.hook }) });
        keptTargets.add(survivor);
        notes.push(`${target} (merged into ${survivor}, which takes over its entry)`);
        return;
      }
      notes.push(removed ? `${target} (${removed.why})` : `${target} (missing)`);
    });
    if (changed) edits.push({ file: indexFile, after: serialize(out, ws.text(indexFile) ?? '') });
  }
  if (edits.length === 0) return;
  const reason = `Removed ${count} pointer${count === 1 ? '' : 's'} to memories that are not there: ${listed(notes)}`;
  ws.change('pointer-removed', reason, edits, [], count);
}

function shortenEntries(ctx: PlanContext, live: readonly LiveMemory[]): void {
  const { ws } = ctx;
  const text = ws.text('MEMORY.md');
  if (text === null) return;
  const byFile = new Map(live.map((m) => [m.file, m]));
  const outdated = new Set<string>();
  for (const c of ws.changes) if (c.kind === 'fact-superseded') for (const f of c.fates) outdated.add(normalizeFact(f.sentence));
  const lines = parseIndex(text);
  const edits: Array<{ file: string; after: string | null }> = [];
  const notes: string[] = [];
  const out = lines.map((line) => {
    if (line.kind !== 'entry' || line.raw.length < ENTRY_MAX_CHARS) return line;
    const target = entryTarget('MEMORY.md', line.file);
    const raw = renderEntry(line.title, line.file, line.hook, ENTRY_MAX_CHARS);
    if (raw === line.raw) return line;
    notes.push(`${target ?? line.file} (${line.raw.length} -> ${raw.length} characters)`);
    const memory = target ? byFile.get(target) : undefined;
    // The long hook's facts must still be somewhere: clauses that carry one and that the topic
    // file lacks go into it, as sentences in its language (never one this dream found outdated).
    const missing = memory ? missingFactClauses(line.hook, bodyOf(ws.text(memory.file) ?? memory.text), outdated) : [];
    if (memory) {
      const current = ws.text(memory.file) ?? memory.text;
      const body = bodyOf(current);
      const sep = body === '' || body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n';
      let after = missing.length > 0 ? replaceBody(current, `${body}${sep}${joinSentences(missing)}\n`) : current;
      // The description the long hook was taken from holds the same asides: it becomes the short hook (its facts are in the body now).
      const description = shortDescription(memory.description, line.hook);
      if (description !== null) after = withDescription(after, description);
      if (after !== current) edits.push({ file: memory.file, after });
    }
    return { ...line, raw };
  });
  if (notes.length === 0) return;
  edits.unshift({ file: 'MEMORY.md', after: serialize(out, text) });
  ws.change('index-entry-shortened', `Shortened ${notes.length} MEMORY.md line${notes.length === 1 ? '' : 's'} to under ${ENTRY_MAX_CHARS} characters, the detail kept in the topic file: ${listed(notes)}`, edits, [], notes.length);
}

/** The file with another description, or as it was where its frontmatter cannot be edited safely. */
function withDescription(text: string, description: string): string {
  try {
    return setFrontmatterFields(text, { description });
  } catch {
    return text;
  }
}

function addMissingPointers(ctx: PlanContext, personal: readonly LiveMemory[]): void {
  const { ws, o } = ctx;
  const indexed = new Set<string>();
  for (const f of indexFiles(ws, o)) {
    if (f.startsWith('team/')) continue;
    for (const line of parseIndex(ws.text(f) ?? '')) {
      if (line.kind !== 'entry') continue;
      const t = entryTarget(f, line.file);
      if (t) indexed.add(t);
    }
  }
  const missing = personal.filter((m) => !indexed.has(m.file) && !isOverflowIndex(m.file, m.text));
  if (missing.length === 0) return;
  const text = ws.text('MEMORY.md') ?? '';
  const lines = text === '' ? [] : parseIndex(text);
  const typeOf = new Map(personal.map((m) => [m.file, m.type]));
  missing.sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.writtenMs - a.writtenMs || (a.file < b.file ? -1 : 1));
  // One insertion point per type, found once; blocks go in from the bottom up so points stay valid.
  const blocks = new Map<number, IndexLine[]>();
  const points = new Map<string, number>();
  for (const m of missing) {
    const key = m.type ?? '';
    let at = points.get(key);
    if (at === undefined) {
      at = insertionPoint(lines, m.type, typeOf);
      points.set(key, at);
    }
    const entry = entryLine({ title: titleOf(m), file: linkFor('MEMORY.md', m.file), hook: '' });
    entry.raw = renderEntry(titleOf(m), linkFor('MEMORY.md', m.file), hookOf(m), ENTRY_MAX_CHARS);
    const block = blocks.get(at);
    if (block) block.push(entry);
    else blocks.set(at, [entry]);
  }
  for (const at of [...blocks.keys()].sort((a, b) => b - a)) lines.splice(at, 0, ...blocks.get(at)!);
  const reason = `Indexed ${missing.length} ${missing.length === 1 ? 'memory' : 'memories'} that MEMORY.md did not list: ${listed(missing.map((m) => m.file))}`;
  ws.change('pointer-added', reason, [{ file: 'MEMORY.md', after: serialize(lines, text) }], [], missing.length);
}

/** After the last entry of the same type, else after the last entry, else before the overflow links or at the end. */
function insertionPoint(lines: readonly IndexLine[], type: string | null, typeOf: ReadonlyMap<string, string | null>): number {
  let lastSame = -1;
  let lastEntry = -1;
  let firstOverflow = -1;
  lines.forEach((l, i) => {
    if (l.kind !== 'entry') return;
    const target = entryTarget('MEMORY.md', l.file);
    if (target && isOverflowIndex(target)) {
      if (firstOverflow === -1) firstOverflow = i;
      return; // overflow links stay last
    }
    lastEntry = i;
    if (type !== null && target && typeOf.get(target) === type) lastSame = i;
  });
  if (lastSame >= 0) return lastSame + 1;
  if (lastEntry >= 0) return lastEntry + 1;
  if (firstOverflow >= 0) return firstOverflow;
  return lines.length - trailingBlanks(lines);
}

function trailingBlanks(lines: readonly IndexLine[]): number {
  let n = 0;
  for (let i = lines.length - 1; i >= 0 && lines[i]!.raw.trim() === ''; i -= 1) n += 1;
  return n;
}

/** Every path the inventory saw (memories, logs, indexes, unreadable files): a pointer to one is not stale. */
function knownPaths(ctx: PlanContext): Set<string> {
  const inv = ctx.o.inventory;
  const out = new Set<string>([...inv.files.map((f) => f.relPath), ...inv.logs.map((l) => l.relPath), ...inv.problems.map((p) => p.file)]);
  if (inv.index) out.add(inv.index.relPath);
  if (inv.teamIndex) out.add(inv.teamIndex.relPath);
  for (const f of ctx.ws.files()) out.add(f);
  for (const f of ctx.removed.keys()) out.delete(f);
  return out;
}

function serialize(lines: readonly IndexLine[], before: string): string {
  if (lines.length === 0) return '';
  const out = serializeIndex(lines);
  return (before === '' || before.endsWith('\n')) && !out.endsWith('\n') ? `${out}\n` : out;
}

export function listed(items: readonly string[]): string {
  if (items.length <= MAX_LISTED) return items.join(', ');
  return `${items.slice(0, MAX_LISTED).join(', ')} and ${items.length - MAX_LISTED} more`;
}
