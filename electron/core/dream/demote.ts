import { indexLoad, INDEX_MAX_LINES, INDEX_MAX_UNITS } from '../memdir/index-file.js';
import { atLeast, type PlanContext } from './context.js';
import { moveIndexNotes, overLimitWhy, splitIndexNotes } from './index-notes.js';
import { hookOf, liveMemories, titleOf, type LiveMemory } from './live.js';
import { entryTarget, isOverflowIndex } from './overflow.js';
import { layoutIndex, parseIndexLines, type IndexLine, type IndexMemory } from './text/index-layout.js';

/**
 * MEMORY.md inside Claude Code's limits (200 lines, 25,000 UTF-16 units) without losing a
 * memory: when more entries exist than fit, the least important (type, recency, pinned, how
 * often sessions read the file) move to per-type overflow indexes linked from MEMORY.md.
 * When the index has to be fitted again, entries already in overflow indexes take part (and
 * may come back); otherwise overflow indexes are left alone. A deep dream also demotes
 * memories nobody has needed for half a year, to spare the agent's context.
 */

const STALE_MS = 180 * 86_400_000;

export function fitIndex(ctx: PlanContext, personalRead: readonly LiveMemory[], readCounts: ReadonlyMap<string, number>): void {
  const { ws } = ctx;
  const read = ws.text('MEMORY.md');
  if (read === null) return;
  const overflowNow = ws.files().filter((f) => isOverflowIndex(f, ws.text(f)));
  let load = indexLoad(read);
  const over = load.totalLines > INDEX_MAX_LINES || load.units > INDEX_MAX_UNITS;
  let personal = personalRead;
  // Notes and paragraphs leave MEMORY.md (for a linked topic file) before any pointer does.
  if (over && moveIndexNotes(ctx, overLimitWhy(load.totalLines, load.units))) {
    personal = liveMemories(ctx).filter((m) => !m.team);
    load = indexLoad(ws.text('MEMORY.md') ?? '');
    if (load.totalLines <= INDEX_MAX_LINES && load.units <= INDEX_MAX_UNITS) return;
  }
  const text = ws.text('MEMORY.md') ?? '';
  // While lines that are not entries stay loaded, the rules about the user and how to work stay too.
  const protect = splitIndexNotes(text) !== null;
  const forgettable = atLeast(ctx.depth, 'deep') ? personal.filter((m) => isForgettable(m, readCounts, ctx.now)).map((m) => m.file) : [];
  const mainEntries = entriesOf('MEMORY.md', text).filter((t) => !isOverflowIndex(t, ws.text(t)));
  const inMain = new Set(mainEntries);
  const candidates = forgettable.filter((f) => inMain.has(f));
  // Each overflow index costs a link line in MEMORY.md: demote only when that saves lines.
  const typeOf = new Map<string, string | null>();
  for (const m of personal) if (!typeOf.has(m.file)) typeOf.set(m.file, m.type);
  const groups = new Set(candidates.map((f) => typeOf.get(f) ?? 'other'));
  const demoteNow = candidates.length - groups.size >= 1 ? candidates : [];
  // Inside the limits, overflow indexes stay as they are (no churn between dreams): only an
  // emptied one goes, with its link.
  if (!over && demoteNow.length === 0) {
    dropEmptyOverflow(ctx, overflowNow);
    return;
  }

  const lines: IndexLine[] = parseIndexLines(text);
  const before = new Map<string, string>(); // memory -> index file holding it
  for (const t of mainEntries) before.set(t, 'MEMORY.md');
  for (const f of overflowNow) {
    for (const line of parseIndexLines(ws.text(f) ?? '')) {
      if (line.kind !== 'entry') continue;
      const t = entryTarget(f, line.file);
      if (t === null || before.has(t) || !ws.exists(t)) continue;
      before.set(t, f);
      lines.push(line);
    }
  }
  const memories: IndexMemory[] = personal.map((m) => ({
    file: m.file,
    title: titleOf(m),
    hook: hookOf(m),
    type: m.type ?? undefined,
    pinned: m.pinned,
    modifiedMs: m.writtenMs,
    readCount: readCounts.get(m.file) ?? 0,
  }));
  const mainLines = parseIndexLines(text).length;
  const maxLines = demoteNow.length > 0 ? Math.max(1, Math.min(INDEX_MAX_LINES, mainLines - demoteNow.length + groups.size)) : INDEX_MAX_LINES;
  const layout = layoutIndex({ memories, lines, existingFiles: new Set(ws.files()), ownOverflowFiles: new Set(overflowNow), limits: { maxLines }, ...(protect && { keepTypes: ['user', 'feedback'] }) });
  // A person's own file with an overflow index's name is a memory: never overwritten.
  const taken = layout.overflowFiles.map((f) => f.file).filter((f) => ws.exists(f) && !overflowNow.includes(f));
  if (taken.length > 0) {
    ctx.findings.push({ kind: 'index-too-long', file: taken[0]!, detail: `MEMORY.md needs an overflow index named ${taken.join(', ')}, but that is a memory of yours (it lacks autodream's marker), so nothing was moved; rename it to let the dream keep MEMORY.md inside Claude Code's limits` });
    return;
  }

  const after = new Map<string, string>();
  for (const t of entriesOf('MEMORY.md', layout.indexText)) after.set(t, 'MEMORY.md');
  for (const f of layout.overflowFiles) for (const t of entriesOf(f.file, f.text)) if (!after.has(t)) after.set(t, f.file);
  const demoted: string[] = [];
  const promoted: string[] = [];
  for (const [t, where] of after) {
    if (isOverflowIndex(t, ws.text(t))) continue;
    const was = before.get(t);
    if (was === 'MEMORY.md' && where !== 'MEMORY.md') demoted.push(`${t} -> ${where}`);
    else if (was !== undefined && was !== 'MEMORY.md' && where === 'MEMORY.md') promoted.push(t);
    else if (was === undefined && where !== 'MEMORY.md') demoted.push(`${t} -> ${where}`);
  }
  const edits: Array<{ file: string; after: string | null }> = [{ file: 'MEMORY.md', after: layout.indexText }];
  for (const f of layout.overflowFiles) edits.push({ file: f.file, after: f.text });
  for (const f of layout.staleOverflowFiles) if (overflowNow.includes(f)) edits.push({ file: f, after: null });
  const parts: string[] = [];
  if (demoted.length > 0) {
    const why = over ? `MEMORY.md had ${load.totalLines} lines and ${load.units.toLocaleString('en-US')} characters (Claude Code loads ${INDEX_MAX_LINES} lines, ${INDEX_MAX_UNITS.toLocaleString('en-US')} characters)` : 'these memories were not read or changed for six months';
    parts.push(`Moved ${demoted.length} least important ${demoted.length === 1 ? 'entry' : 'entries'} to overflow indexes linked from MEMORY.md, so every memory stays reachable: ${why}; ${short(demoted)}`);
  }
  if (promoted.length > 0) parts.push(`Moved ${promoted.length} ${promoted.length === 1 ? 'entry' : 'entries'} back into MEMORY.md, which has room now: ${short(promoted)}`);
  if (!layout.fits) {
    ctx.findings.push({ kind: 'index-too-long', file: 'MEMORY.md', detail: 'MEMORY.md is over Claude Code\'s limits even without entries: its other lines (notes, headings) are too many or too long; move them into a topic file' });
  }
  ws.change('index-demoted', parts.join('. ') || 'Rebuilt the overflow indexes', edits, [], demoted.length);
}

function dropEmptyOverflow(ctx: PlanContext, overflowNow: readonly string[]): void {
  const empty = overflowNow.filter((f) => entriesOf(f, ctx.ws.text(f) ?? '').length === 0);
  if (empty.length === 0) return;
  const text = ctx.ws.text('MEMORY.md') ?? '';
  const kept = text.split('\n').filter((l) => !empty.some((f) => l.includes(`](${f})`)));
  const edits: Array<{ file: string; after: string | null }> = [{ file: 'MEMORY.md', after: kept.join('\n') }, ...empty.map((f) => ({ file: f, after: null }))];
  ctx.ws.change('pointer-removed', `Removed ${empty.join(', ')}: every entry it held is gone`, edits, [], empty.length);
}

/** Not pinned, not a rule about the user or how to work, untouched and unread for six months. */
function isForgettable(m: LiveMemory, readCounts: ReadonlyMap<string, number>, now: number): boolean {
  if (m.pinned || m.type === 'feedback' || m.type === 'user') return false;
  return now - m.writtenMs > STALE_MS && (readCounts.get(m.file) ?? 0) === 0;
}

function entriesOf(indexFile: string, text: string): string[] {
  const out: string[] = [];
  for (const l of parseIndexLines(text)) {
    if (l.kind !== 'entry') continue;
    const t = entryTarget(indexFile, l.file);
    if (t !== null) out.push(t);
  }
  return out;
}

function short(items: readonly string[]): string {
  return items.length <= 8 ? items.join(', ') : `${items.slice(0, 8).join(', ')} and ${items.length - 8} more`;
}
