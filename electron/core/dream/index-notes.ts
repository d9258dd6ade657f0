import { stringify } from 'yaml';
import { INDEX_MAX_LINES, INDEX_MAX_UNITS } from '../memdir/index-file.js';
import type { PlanContext } from './context.js';
import { linkFor } from './overflow.js';
import { parseIndexLines, renderEntry } from './text/index-layout.js';

/**
 * MEMORY.md over Claude Code's limits often holds more than entries: dated notes, paragraphs,
 * a log someone kept at the bottom. Those go first, before any pointer is demoted: every line
 * that is not an index entry (nor a heading over entries, nor a blank line) moves word for word
 * into one topic file, `memory-notes.md`, which MEMORY.md links to. A section (heading and
 * all) with no entry in it moves whole. A notes file an earlier dream wrote gets the new lines
 * at its end; a person's own file with that name is never touched (another name is used).
 */

export const NOTES_FILE = 'memory-notes.md';
const NOTES_HEADING = '# Notes moved from MEMORY.md';

interface Line {
  /** Without its line ending. */
  text: string;
  /** With its line ending, as read. */
  raw: string;
  kind: 'entry' | 'heading' | 'blank' | 'content';
}

export interface NotesSplit {
  /** MEMORY.md without the moved lines. */
  index: string;
  /** The moved lines, each with its own line ending, in file order (blank lines between moved blocks kept). */
  moved: string;
  /** How many moved lines are not blank. */
  count: number;
  /** The first moved line that says something, for the reason. */
  first: string;
}

/** MEMORY.md split into what stays (entries, headings over entries, blanks) and what moves; null when nothing would move. */
export function splitIndexNotes(text: string): NotesSplit | null {
  const lines = classify(text);
  const move = new Array<boolean>(lines.length).fill(false);
  // Sections run from a heading to the next heading; the part before the first heading is one too.
  let start = 0;
  for (let i = 0; i <= lines.length; i += 1) {
    if (i < lines.length && (i === start || lines[i]!.kind !== 'heading')) continue;
    const section = lines.slice(start, i);
    const hasEntry = section.some((l) => l.kind === 'entry');
    const isTitle = start === 0 && section[0]?.kind === 'heading' && /^#\s/.test(section[0].text);
    let last = section.length - 1;
    while (last >= 0 && section[last]!.kind === 'blank') last -= 1;
    section.forEach((l, k) => {
      if (l.kind === 'content') move[start + k] = true;
      // A section of notes only moves whole, its heading and inner blank lines with it (not
      // the file's title, not the blank lines that end it and separate it from the next).
      else if (!hasEntry && k < last && !(isTitle && k === 0) && section.some((s) => s.kind === 'content')) move[start + k] = true;
    });
    start = i;
  }
  if (!move.some((m, i) => m && lines[i]!.kind === 'content')) return null;
  const kept: string[] = [];
  const moved: string[] = [];
  let count = 0;
  let first = '';
  let droppedSinceKept = false;
  lines.forEach((l, i) => {
    if (move[i]) {
      moved.push(l.raw.endsWith('\n') ? l.raw : `${l.raw}\n`);
      if (l.kind !== 'blank') count += 1;
      if (first === '' && l.kind === 'content') first = l.text.trim();
      droppedSinceKept = true;
      return;
    }
    // A blank line that only separated moved lines from a blank line goes too (no blank runs left behind).
    if (l.kind === 'blank' && droppedSinceKept && (kept.length === 0 || kept[kept.length - 1]!.trim() === '')) {
      moved.push(l.raw.endsWith('\n') ? l.raw : `${l.raw}\n`);
      return;
    }
    kept.push(l.raw);
    droppedSinceKept = false;
  });
  const index = kept.join('');
  return { index: index === '' || index.endsWith('\n') ? index : `${index}\n`, moved: moved.join(''), count, first };
}

/**
 * When MEMORY.md is over the limits and holds lines that are not entries: move them into the
 * notes file, link it, and record why. Returns true when it moved something.
 */
export function moveIndexNotes(ctx: PlanContext, why: string): boolean {
  const { ws } = ctx;
  const text = ws.text('MEMORY.md');
  if (text === null) return false;
  const split = splitIndexNotes(text);
  if (split === null) return false;
  const file = notesFile(ctx);
  const existing = ws.text(file);
  const after = existing === null ? newNotesFile(file, ctx.now, split.moved) : `${existing}${existing.endsWith('\n') ? '' : '\n'}\n${split.moved}`;
  const link = linkFor('MEMORY.md', file);
  const hasLink = parseIndexLines(split.index).some((l) => l.kind === 'entry' && l.file === link);
  const entry = renderEntry('Notes moved from MEMORY.md', link, 'dated notes and paragraphs that were in the index');
  const index = hasLink ? split.index : withEntry(split.index, entry);
  const reason = `Moved ${split.count} ${split.count === 1 ? 'line' : 'lines'} of MEMORY.md that ${split.count === 1 ? 'is not an index entry' : 'are not index entries'} (notes and paragraphs, from "${clip(split.first)}") word for word into ${file}, linked from MEMORY.md, before demoting any pointer: ${why}`;
  const change = ws.change('index-line-moved', reason, [{ file: 'MEMORY.md', after: index }, { file, after }], [], split.count);
  if (change === null) return false;
  change.confidence = 'high';
  if (existing === null) ctx.created.set(file, localDay(ctx.now));
  return true;
}

/** memory-notes.md when it is free or one this mover wrote, else memory-notes-2.md, ... */
function notesFile(ctx: PlanContext): string {
  for (let n = 1; ; n += 1) {
    const file = n === 1 ? NOTES_FILE : NOTES_FILE.replace(/\.md$/, `-${n}.md`);
    const text = ctx.ws.text(file);
    if (ctx.removed.has(file)) continue;
    if (text === null || text.includes(`\n${NOTES_HEADING}\n`)) return file;
  }
}

function newNotesFile(file: string, now: number, moved: string): string {
  const fm = stringify(
    { name: file.replace(/\.md$/, ''), description: 'Notes and paragraphs moved out of MEMORY.md so that the index fits what Claude Code loads', metadata: { type: 'project' }, modified: new Date(now).toISOString() },
    { lineWidth: 0 },
  );
  return `---\n${fm.trimEnd()}\n---\n${NOTES_HEADING}\n\n${moved}`;
}

/** The entry after the last entry line (or at the end), so it reads as part of the index. */
function withEntry(index: string, entry: string): string {
  const lines = index.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const parsed = parseIndexLines(index);
  let at = lines.length;
  for (let i = parsed.length - 1; i >= 0; i -= 1) {
    if (parsed[i]!.kind === 'entry') {
      at = i + 1;
      break;
    }
  }
  lines.splice(at, 0, entry);
  return `${lines.join('\n')}\n`;
}

function classify(text: string): Line[] {
  const raws = text.split(/(?<=\n)/);
  if (raws.length > 0 && raws[raws.length - 1] === '') raws.pop();
  const parsed = parseIndexLines(raws.map((r) => r.replace(/\r?\n$/, '')).join('\n'));
  return raws.map((raw, i) => {
    const t = raw.replace(/\r?\n$/, '');
    const kind: Line['kind'] = parsed[i]?.kind === 'entry' ? 'entry' : t.trim() === '' ? 'blank' : /^#{1,6}\s/.test(t) ? 'heading' : 'content';
    return { text: t, raw, kind };
  });
}

function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}

/** Why the index had to shrink, in the words of the other index changes. */
export function overLimitWhy(lines: number, units: number): string {
  return `MEMORY.md had ${lines} lines and ${units.toLocaleString('en-US')} characters (Claude Code loads ${INDEX_MAX_LINES} lines, ${INDEX_MAX_UNITS.toLocaleString('en-US')} characters)`;
}
