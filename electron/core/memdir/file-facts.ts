import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { parseMemoryFile } from './frontmatter-parse.js';
import { indexLimitsFor, indexLoad, type IndexLoad } from './index-file.js';
import { classify, type MemoryDirInventory } from './inventory.js';
import { WORKSPACE_MEMORY_FILE, wcLines } from './openclaw-workspace.js';
import { MAX_MEMORY_FILE_BYTES, readFileCheckedSync, type ReadResult } from './safe-read.js';
import type { MemoryDir } from './types.js';

/**
 * What `status` needs from one memory file: where it counts and what is wrong with it. A dir's
 * status summary is the fold of its files' facts, so when a few files change only those are read
 * and parsed again (status-summary.ts keeps the facts of the others, keyed by their stats).
 */
export interface FileFacts {
  /** Counted as a memory, a daily log or an index; null when the file could not be used. */
  place: 'memory' | 'log' | 'index' | null;
  problems: Array<{ file: string; reason: string; line?: number }>;
  /** MEMORY.md: its lines as Claude Code (or `wc -l` in an OpenClaw workspace) counts them, and what is lost past the limit. */
  index?: { lines: number; units: number; truncated: boolean; lostEntries: number };
}

type Problem = FileFacts['problems'][number];
const problem = (p: { file: string; reason: string; line?: number }): Problem => ({ file: p.file, reason: p.reason, ...(p.line !== undefined && { line: p.line }) });
const loadFacts = (load: IndexLoad): NonNullable<FileFacts['index']> => ({ lines: load.totalLines, units: load.units, truncated: load.truncated, lostEntries: load.lostEntries.length });

/** The facts of every file of a full inventory, by path (a path can have a problem and still count). */
export function factsOfInventory(dir: Pick<MemoryDir, 'kind'>, inv: MemoryDirInventory): Map<string, FileFacts> {
  const facts = new Map<string, FileFacts>();
  const at = (file: string): FileFacts => {
    let f = facts.get(file);
    if (!f) facts.set(file, (f = { place: null, problems: [] }));
    return f;
  };
  for (const index of [inv.index, inv.teamIndex]) {
    if (!index) continue;
    const f = at(index.relPath);
    f.place = 'index';
    if (index.relPath === 'MEMORY.md') f.index = loadFacts(index.load);
  }
  for (const log of inv.logs) at(log.relPath).place = 'log';
  for (const file of inv.files) {
    const f = at(file.relPath);
    f.place = 'memory';
    if (dir.kind === 'openclaw-workspace' && file.relPath === WORKSPACE_MEMORY_FILE) f.index = { lines: wcLines(file.text), units: 0, truncated: false, lostEntries: 0 };
  }
  for (const p of inv.problems) at(p.file).problems.push(problem(p));
  return facts;
}

/**
 * The facts of one regular file read again, as a full read of the dir would give them
 * (readMemoryDir's classification, index load and frontmatter check); null for a symlink,
 * which only a full read (with its realpath check) may follow.
 */
export function readFileFacts(dir: Pick<MemoryDir, 'kind' | 'path'>, relPath: string): FileFacts | null {
  const abs = join(dir.path, relPath);
  if (lstatSync(abs, { throwIfNoEntry: false })?.isSymbolicLink()) return null;
  return factsOfRead(dir, relPath, readFileCheckedSync(abs, relPath, MAX_MEMORY_FILE_BYTES));
}

export function factsOfRead(dir: Pick<MemoryDir, 'kind'>, relPath: string, read: ReadResult): FileFacts {
  if (!read.ok) return { place: null, problems: [problem(read.problem)] };
  const place = classify(relPath, dir.kind);
  if (place.kind === 'index') return { place: 'index', problems: [], ...(relPath === 'MEMORY.md' && { index: loadFacts(indexLoad(read.text, indexLimitsFor(dir.kind))) }) };
  if (place.kind === 'log') return { place: 'log', problems: [] };
  const parsed = parseMemoryFile(read.text);
  if (!parsed.ok) return { place: null, problems: [problem({ file: relPath, reason: `${parsed.reason}; the file is left as it is`, ...(parsed.line !== undefined && { line: parsed.line }) })] };
  const memoryMd = dir.kind === 'openclaw-workspace' && relPath === WORKSPACE_MEMORY_FILE;
  return { place: 'memory', problems: [], ...(memoryMd && { index: { lines: wcLines(read.text), units: 0, truncated: false, lostEntries: 0 } }) };
}
