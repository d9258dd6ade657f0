import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseMemoryFile } from '../memdir/frontmatter-parse.js';
import { classify, type Candidate, type InventoryPlace } from '../memdir/inventory.js';
import { MAX_MEMORY_FILE_BYTES, readFileCheckedSync, readMemoryText } from '../memdir/safe-read.js';
import type { MemoryDir } from '../memdir/types.js';

/**
 * What search reads of a memory file: a title, the text a person searches (the body and the
 * description, not the raw frontmatter) and the type. The index (search.ts) and the scan that
 * answers while it is built (search-scan.ts) read files through here, so both find the same.
 */
export interface SearchDoc {
  title: string;
  text: string;
  type: string | null;
}

/** A file's text as read now, with the stat key that says whether an index holds this content. */
export interface SearchFile {
  relPath: string;
  place: InventoryPlace;
  stat: string;
  text: string;
}

/**
 * The searchable document of a file, or null for what is not searched (MEMORY.md, an index of
 * other files). A memory file whose frontmatter cannot be read is searched as the plain text it
 * is, titled by its path: the inventory lists it under problems (naming the file and why) and
 * leaves it out of dreams, but it is still a person's memory and must be found.
 */
export function searchDocOf(relPath: string, place: InventoryPlace, text: string): SearchDoc | null {
  if (place.kind === 'index') return null;
  if (place.kind === 'log') return { title: place.date, text, type: 'logs' };
  const parsed = parseMemoryFile(text);
  if (!parsed.ok) return { title: relPath, text, type: null };
  const f = parsed.file;
  return { title: f.name ?? relPath, text: [f.description, f.body].filter(Boolean).join('\n'), type: f.type ?? null };
}

/** Size, mtime and ctime: a rewrite that keeps the mtime and size still changes the ctime. */
function statKey(size: number, mtimeMs: number, ctimeMs: number): string {
  return `${size}:${mtimeMs}:${ctimeMs}`;
}

/** One read buffer for every file search reads (they are read one at a time, and each text is a copy). */
const shared = Buffer.allocUnsafe(64 * 1024);

/** The stat key of a file now, without reading it (null when it is gone). */
export function statKeyNow(dir: MemoryDir, c: Candidate): string | null {
  const st = statSync(join(dir.path, c.relPath), { throwIfNoEntry: false });
  return st ? statKey(st.size, st.mtimeMs, st.ctimeMs) : null;
}

/**
 * Read one file found by the dir's walk (blocking for a plain file, as the inventory does; a
 * symlink gets the full check that it stays inside the dir). Null for a file that cannot be
 * used (binary, not UTF-8, too big, gone): the inventory names those under problems.
 */
export async function readSearchFile(dir: MemoryDir, c: Candidate): Promise<SearchFile | null> {
  if (!c.viaLink) return readPlainFileSync(dir, c.relPath);
  const read = await readMemoryText(dir.path, c.relPath);
  return read.ok ? { relPath: c.relPath, place: classify(c.relPath, dir.kind), stat: statKey(read.bytes, read.mtimeMs, read.ctimeMs), text: read.text } : null;
}

/** readSearchFile for a file the walk found as a plain file (not through a symlink). */
export function readPlainFileSync(dir: MemoryDir, relPath: string): SearchFile | null {
  const read = readFileCheckedSync(join(dir.path, relPath), relPath, MAX_MEMORY_FILE_BYTES, { hash: false, buffer: shared });
  return read.ok ? { relPath, place: classify(relPath, dir.kind), stat: statKey(read.bytes, read.mtimeMs, read.ctimeMs), text: read.text } : null;
}
