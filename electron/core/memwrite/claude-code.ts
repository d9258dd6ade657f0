import { ENTRY_MAX_CHARS, INDEX_MAX_LINES, INDEX_MAX_UNITS, indexLoad, parseIndex, serializeIndex, type IndexLine } from '../memdir/index-file.js';
import { parseMemoryFile, replaceBody, setFrontmatterFields } from '../memdir/frontmatter.js';
import type { MemoryType } from '../memdir/types.js';
import { bodyOf } from '../dream/guard.js';
import { hookOf, titleOf } from '../dream/live.js';
import { entryTarget, isOverflowIndex, linkFor } from '../dream/overflow.js';
import { overflowFileName, overflowLink, overflowText, renderEntry, shorten } from '../dream/text/index-layout.js';
import type { FileEdit, ReadText, WriteRequest } from './types.js';

/**
 * A memory in Claude Code's format: a topic file with frontmatter (name, description, type)
 * and its one line in MEMORY.md (team/MEMORY.md for team memory), written with the index code
 * the dream uses and kept inside the limits Claude Code loads. When MEMORY.md is full, the
 * entry goes to the type's overflow index (as a dream would put it), so nothing is cut.
 */

/** The topic file after the write. */
export function topicText(before: string | null, req: WriteRequest, nowIso: string): string {
  const content = req.content.replace(/\r\n/g, '\n').trim();
  if (before === null) {
    const stem = req.file.split('/').pop()!.replace(/\.md$/, '');
    const description = req.description?.trim() || firstLine(content);
    return setFrontmatterFields(`\n${content}\n`, { name: stem, description, type: req.type as MemoryType });
  }
  const parsed = parseMemoryFile(before);
  const fm = parsed.ok ? parsed.file : null;
  const patch: Parameters<typeof setFrontmatterFields>[1] = {};
  if (req.description?.trim()) patch.description = req.description.trim();
  if (req.mode === 'replace' || !fm?.type) patch.type = req.type as MemoryType;
  if (fm?.modified !== undefined) patch.modified = nowIso;
  if (!fm?.hasFrontmatter) {
    patch.name = req.file.split('/').pop()!.replace(/\.md$/, '');
    patch.description ??= firstLine(content);
  }
  // Throws 'malformed-file' for frontmatter it cannot parse: such a file is never rewritten.
  const withFm = setFrontmatterFields(before, patch);
  if (req.mode === 'replace') return replaceBody(withFm, `\n${content}\n`);
  const body = bodyOf(withFm);
  const sep = body.trim() === '' ? (body.startsWith('\n') ? '' : '\n') : body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n';
  return replaceBody(withFm, `${body}${sep}${content}\n`);
}

/** The memory's index line: added, or updated when the description changed; overflow when full. */
export async function indexEdits(req: WriteRequest, topicAfter: string, read: ReadText): Promise<{ edits: FileEdit[]; note: string }> {
  const team = req.file.startsWith('team/');
  const indexFile = team ? 'team/MEMORY.md' : 'MEMORY.md';
  const parsed = parseMemoryFile(topicAfter);
  const fm = parsed.ok ? parsed.file : null;
  const title = titleOf({ name: fm?.name ?? '', file: req.file.split('/').pop()! });
  const hook = hookOf({ description: fm?.description ?? null, text: topicAfter });
  const stored = await read(indexFile);
  const before = stored ?? '';
  const lines = before === '' ? [] : parseIndex(before);
  const link = linkFor(indexFile, req.file);
  const raw = renderEntry(title, link, hook, ENTRY_MAX_CHARS);
  const at = lines.findIndex((l) => l.kind === 'entry' && entryTarget(indexFile, l.file) === req.file);
  if (at >= 0) {
    const line = lines[at]!;
    // A person's own wording of the line stays unless the agent gave a new description.
    if (!req.description?.trim() || line.raw === raw) return { edits: [], note: `${indexFile} already lists it` };
    lines[at] = { ...line, raw };
    return { edits: [{ file: indexFile, before: stored, after: serialize(lines, before) }], note: `its ${indexFile} line was updated` };
  }
  if (!team) {
    for (const key of ['feedback', 'user', 'project', 'reference', 'other'] as const) {
      const file = overflowFileName(key);
      const text = await read(file);
      if (text !== null && parseIndex(text).some((l) => l.kind === 'entry' && entryTarget(file, l.file) === req.file)) return { edits: [], note: `${file} already lists it` };
    }
  }
  const withEntry = [...lines];
  withEntry.splice(insertionPoint(withEntry, indexFile), 0, { kind: 'other', raw, lineNo: 0 });
  const after = serialize(withEntry, before);
  if (fits(after)) return { edits: [{ file: indexFile, before: stored, after }], note: `added to ${indexFile}` };
  if (team) return { edits: [], note: `${indexFile} is full, so it is not listed there yet (the next dream fits the index)` };
  return overflowEdits(req, raw, lines, stored, read);
}

/** MEMORY.md is full: the entry goes to the overflow index of its type, linked from MEMORY.md. */
async function overflowEdits(req: WriteRequest, raw: string, lines: IndexLine[], stored: string | null, read: ReadText): Promise<{ edits: FileEdit[]; note: string }> {
  const key = req.type === 'user' || req.type === 'feedback' || req.type === 'project' || req.type === 'reference' ? req.type : 'other';
  const file = overflowFileName(key);
  const current = await read(file);
  let overflowAfter: string;
  let count: number;
  if (current === null) {
    overflowAfter = overflowText(key, [raw]);
    count = 1;
  } else {
    const olines = parseIndex(current);
    let last = -1;
    olines.forEach((l, i) => (l.kind === 'entry' ? (last = i) : undefined));
    olines.splice(last + 1, 0, { kind: 'other', raw, lineNo: 0 });
    overflowAfter = serialize(olines, current);
    count = olines.filter((l) => l.kind === 'entry' || l.raw === raw).length;
  }
  const edits: FileEdit[] = [{ file, before: current, after: overflowAfter }];
  const linkRaw = overflowLink(key, count, ENTRY_MAX_CHARS);
  const linkAt = lines.findIndex((l) => l.kind === 'entry' && entryTarget('MEMORY.md', l.file) === file);
  const next = [...lines];
  if (linkAt >= 0) next[linkAt] = { ...next[linkAt]!, raw: linkRaw };
  else next.splice(lines.length - trailingBlanks(lines), 0, { kind: 'other', raw: linkRaw, lineNo: 0 });
  const before = stored ?? '';
  const indexAfter = serialize(next, before);
  if (indexAfter !== before && fits(indexAfter)) edits.push({ file: 'MEMORY.md', before: stored, after: indexAfter });
  const linked = linkAt >= 0 || (indexAfter !== before && fits(indexAfter));
  return { edits, note: `MEMORY.md is full, so it is listed in ${file}${linked ? ', linked from MEMORY.md' : ' (the next dream links it from MEMORY.md)'}` };
}

function fits(text: string): boolean {
  const load = indexLoad(text);
  return load.totalLines <= INDEX_MAX_LINES && load.units <= INDEX_MAX_UNITS;
}

/** After the last memory entry, before the overflow links; else at the end (before trailing blank lines). */
function insertionPoint(lines: readonly IndexLine[], indexFile: string): number {
  let lastEntry = -1;
  let firstOverflow = -1;
  lines.forEach((l, i) => {
    if (l.kind !== 'entry') return;
    const target = entryTarget(indexFile, l.file);
    if (target && isOverflowIndex(target)) {
      if (firstOverflow === -1) firstOverflow = i;
      return;
    }
    lastEntry = i;
  });
  if (lastEntry >= 0) return lastEntry + 1;
  if (firstOverflow >= 0) return firstOverflow;
  return lines.length - trailingBlanks(lines);
}

function trailingBlanks(lines: readonly IndexLine[]): number {
  let n = 0;
  for (let i = lines.length - 1; i >= 0 && lines[i]!.raw.trim() === ''; i -= 1) n += 1;
  return n;
}

function serialize(lines: readonly IndexLine[], before: string): string {
  if (lines.length === 0) return '';
  const out = serializeIndex(lines);
  return (before === '' || before.endsWith('\n')) && !out.endsWith('\n') ? `${out}\n` : out;
}

function firstLine(content: string): string {
  const line = content.split('\n').map((l) => l.replace(/^#+\s*|^[-*]\s+/, '').trim()).find((l) => l !== '') ?? '';
  return shorten(line, 140);
}
