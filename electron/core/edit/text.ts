import { posix } from 'node:path';
import { entryTarget, linkFor } from '../dream/overflow.js';
import { AutodreamError } from '../errors.js';
import { parseMemoryFile, replaceBody, setFrontmatterFields, splitFrontmatter } from '../memdir/frontmatter.js';
import { CLAUDE_INDEX_LIMITS, ENTRY_MAX_CHARS, entryLine, formatEntry, indexLoad, parseIndex, serializeIndex, type IndexLimits } from '../memdir/index-file.js';
import type { MemoryType } from '../memdir/types.js';

/**
 * Text edits a person's changes need: a memory file's new text checked before it is saved,
 * a new memory's first text, and the index lines and `[[links]]` that follow a rename or a
 * delete. Pure functions over text; the edit service reads and writes the files.
 */

/** Refuse text whose frontmatter cannot be read: the error names the file and line. */
export function checkMemoryText(file: string, text: string): void {
  if (text.includes('\0')) throw new AutodreamError('bad-input', 'The text contains a NUL character; memory files are plain text.', { file });
  const parsed = parseMemoryFile(text);
  if (!parsed.ok) {
    throw new AutodreamError('malformed-file', parsed.reason, {
      file,
      ...(parsed.line !== undefined && { line: parsed.line }),
      ...(parsed.column !== undefined && { column: parsed.column }),
      hint: 'Fix the frontmatter (the lines between the --- markers); nothing was saved.',
    });
  }
}

/** `deploy checklist` -> `project_deploy-checklist.md` (Claude Code's naming); letters of any script are kept. */
export function fileNameFor(type: MemoryType, title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${type}_${slug || 'memory'}.md`;
}

/** A new memory: frontmatter (name, description, type) and the body. */
export function newMemoryText(opts: { name: string; description: string; type: MemoryType; body: string }): string {
  const fm = setFrontmatterFields('', { name: opts.name, description: opts.description, type: opts.type });
  const body = opts.body.trim() === '' ? '' : `\n${opts.body.replace(/\s+$/, '')}\n`;
  return fm + body;
}

/**
 * MEMORY.md with an entry for a new memory, after its last entry; the hook is shortened so the
 * line stays within 150 characters. Null when the index would then be cut by its agent (Claude
 * Code: over 200 lines or 25,000 characters; OpenClaw's skill reads it whole): the caller leaves
 * the index as it is and says so.
 */
export function indexWithEntry(indexText: string, indexFile: string, entry: { title: string; file: string; hook: string }, limits: IndexLimits = CLAUDE_INDEX_LIMITS): string | null {
  const link = linkFor(indexFile, entry.file);
  let hook = entry.hook.replace(/\s+/g, ' ').trim();
  const bare = formatEntry({ title: entry.title, file: link });
  const room = ENTRY_MAX_CHARS - bare.length - 3;
  if (room <= 1) hook = '';
  else if (hook.length > room) hook = `${hook.slice(0, room - 1).trimEnd()}…`;
  const lines = parseIndex(indexText);
  const at = lines.map((l) => l.kind).lastIndexOf('entry');
  const added = entryLine({ title: entry.title, file: link, hook });
  // A last line without its newline gets one when the new line goes after it (serializeIndex).
  if (at === -1) lines.push(added);
  else lines.splice(at + 1, 0, added);
  const next = serializeIndex(lines);
  const text = next.endsWith('\n') ? next : `${next}\n`;
  return indexLoad(text, limits).truncated ? null : text;
}

/** An index with the entries for `file` removed (to = null) or pointed at `to`. Null when nothing changes. */
export function indexRetargeted(indexText: string, indexFile: string, file: string, to: string | null): string | null {
  let changed = false;
  const lines = parseIndex(indexText).flatMap((l) => {
    if (l.kind !== 'entry' || entryTarget(indexFile, l.file) !== file) return [l];
    changed = true;
    if (to === null) return [];
    const raw = l.raw.replace(`](${l.file})`, `](${linkFor(indexFile, to)})`);
    return [{ ...l, file: linkFor(indexFile, to), raw }];
  });
  return changed ? serializeIndex(lines) : null;
}

/** The name `[[links]]` use for a memory file: its frontmatter name, else its file name without `.md`. */
export function linkNameOf(file: string, text: string): string {
  const parsed = parseMemoryFile(text);
  const stem = posix.basename(file).replace(/\.md$/i, '');
  return (parsed.ok ? parsed.file.name?.trim() : undefined) || stem;
}

/**
 * `[[from]]` (also `[[from|label]]`, `[[from#part]]`) rewritten to `[[to]]` in a memory's body,
 * outside code; null when the text has none.
 */
export function renameLinks(text: string, from: string, to: string): string | null {
  const split = splitFrontmatter(text);
  const offset = split.ok ? split.split.bodyOffset : 0;
  const body = text.slice(offset);
  let inFence: string | null = null;
  let changed = false;
  const out = body.split('\n').map((line) => {
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence?.[1]) {
      const mark = fence[1];
      if (inFence === null) inFence = mark[0]!.repeat(mark.length);
      else if (mark[0] === inFence[0] && mark.length >= inFence.length) inFence = null;
      return line;
    }
    if (inFence !== null) return line;
    // Split around inline code so only prose changes.
    return line.split(/(`+[^`]*`+)/).map((part) => (part.startsWith('`') ? part : part.replace(/\[\[([^[\]|#\n]+)((?:[|#][^[\]\n]*)?)\]\]/g, (all, name: string, rest: string) => {
      if (name.trim() !== from) return all;
      changed = true;
      return `[[${to}${rest}]]`;
    }))).join('');
  }).join('\n');
  return changed ? (offset > 0 && split.ok ? replaceBody(text, out) : out) : null;
}

/** Set the frontmatter name (when the file has one equal to `from`); null when there is none to change. */
export function renamedFrontmatterName(text: string, from: string, to: string): string | null {
  const parsed = parseMemoryFile(text);
  if (!parsed.ok || parsed.file.name?.trim() !== from) return null;
  return setFrontmatterFields(text, { name: to });
}
