import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode, type FileProblem } from '../errors.js';
import { parseMemoryFile } from './frontmatter-parse.js';
import { indexLimitsFor, indexLoad, parseIndex, type IndexLimits, type IndexLine, type IndexLoad } from './index-file.js';
import { mapLimit } from './map-limit.js';
import { OPENCLAW_DAILY_RE, openClawCategory } from './openclaw.js';
import { skillRelPath } from './openclaw-discover.js';
import { workspaceDailyDate, workspaceScope, type WorkspaceScope } from './openclaw-workspace.js';
import { isInside, MAX_MEMORY_FILE_BYTES, readFileCheckedSync, readMemoryText, type ReadResult } from './safe-read.js';
import type { LogFile, MemoryDir, MemoryFileCategory, MemoryFileInfo } from './types.js';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface IndexInfo {
  /** `MEMORY.md` or `team/MEMORY.md`. */
  relPath: string;
  text: string;
  sha256: string;
  mtimeMs: number;
  lines: IndexLine[];
  load: IndexLoad;
}

export interface MemoryDirInventory {
  index: IndexInfo | null;
  /** `team/MEMORY.md`, the team memory's own index. */
  teamIndex: IndexInfo | null;
  files: MemoryFileInfo[];
  logs: LogFile[];
  problems: FileProblem[];
}

export interface InventoryOptions {
  maxBytes?: number;
  /** Longest stretch (ms) of blocking reads before yielding to the event loop (default 8). */
  sliceMs?: number;
}

export type InventoryPlace =
  | { kind: 'index' }
  | { kind: 'log'; date: string; form: LogFile['form'] }
  | { kind: 'memory'; category: MemoryFileCategory; team: boolean };

/** A memory dir's `*.md` file found by its walk. */
export interface Candidate {
  relPath: string;
  /** Reached through a symlink: read with the full realpath check. */
  viaLink: boolean;
}

/**
 * Everything in one memory dir: the index, memory files (with parsed frontmatter), raw daily
 * logs, and a problem for each file that could not be used. Never follows a symlink out of
 * the dir, never stops at a bad file, never writes.
 * Files are read with blocking calls in slices of a few ms between event-loop turns: for
 * thousands of small local files that is several times faster than one async call each.
 */
export async function readMemoryDir(dir: MemoryDir, opts: InventoryOptions = {}): Promise<MemoryDirInventory> {
  const maxBytes = opts.maxBytes ?? MAX_MEMORY_FILE_BYTES;
  const sliceMs = opts.sliceMs ?? 8;
  const out: MemoryDirInventory = { index: null, teamIndex: null, files: [], logs: [], problems: [] };
  const { candidates, problems } = await findMemoryFiles(dir);
  out.problems.push(...problems);
  let sliceStart = performance.now();
  for (const c of candidates) {
    const read: ReadResult = c.viaLink
      ? await readMemoryText(dir.path, c.relPath, { maxBytes })
      : readFileCheckedSync(join(dir.path, c.relPath), c.relPath, maxBytes);
    take(out, c.relPath, classify(c.relPath, dir.kind), read, indexLimitsFor(dir.kind));
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  const byPath = (a: { relPath: string }, b: { relPath: string }) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0);
  out.files.sort(byPath);
  out.logs.sort(byPath);
  out.problems.sort((a, b) => byPath({ relPath: a.file }, { relPath: b.file }));
  return out;
}

/** File one read into the inventory. */
function take(out: MemoryDirInventory, relPath: string, place: InventoryPlace, read: ReadResult, limits: IndexLimits): void {
  if (!read.ok) {
    out.problems.push(read.problem);
    return;
  }
  // Plain literals, not spreads of a shared base: V8 gave each object built from a spread and
  // more fields a hidden class of its own (~0.8 KB per memory file in a 10,000-file dir).
  const { sha256, mtimeMs, text } = read;
  if (place.kind === 'index') {
    const lines = parseIndex(text);
    const info: IndexInfo = { relPath, sha256, mtimeMs, text, lines, load: indexLoad(text, limits, lines) };
    if (relPath === 'MEMORY.md') out.index = info;
    else out.teamIndex = info;
    return;
  }
  if (place.kind === 'log') {
    out.logs.push({ relPath, sha256, mtimeMs, text, date: place.date, form: place.form, size: read.bytes });
    return;
  }
  const parsed = parseMemoryFile(read.text);
  if (!parsed.ok) {
    out.problems.push({
      file: relPath,
      reason: `${parsed.reason}; the file is left as it is`,
      ...(parsed.line !== undefined && { line: parsed.line }),
      ...(parsed.column !== undefined && { column: parsed.column }),
    });
    return;
  }
  out.files.push({ relPath, category: place.category, team: place.team, sha256, size: read.bytes, mtimeMs, mode: read.mode, text, frontmatter: parsed.file });
}

/**
 * The part of a memory dir that is memory: everything, except in an OpenClaw workspace
 * (only `MEMORY.md` and `memory/`; see openclaw-workspace.ts).
 */
export function memoryScope(dir: Pick<MemoryDir, 'kind' | 'openclaw'>): WorkspaceScope | null {
  return dir.kind === 'openclaw-workspace' ? workspaceScope(skillRelPath(dir.openclaw)) : null;
}

/** Where a file belongs, from its path alone. */
export function classify(relPath: string, kind: MemoryDir['kind']): InventoryPlace {
  const parts = relPath.split('/');
  const name = parts[parts.length - 1]!;
  if (kind === 'openclaw-workspace') {
    // MEMORY.md here is the memory itself, not an index of other files.
    const date = workspaceDailyDate(relPath);
    if (date) return { kind: 'log', date, form: 'day' };
    return { kind: 'memory', category: parts.length === 1 ? 'topic' : 'nested', team: false };
  }
  if (relPath === 'MEMORY.md' || relPath === 'team/MEMORY.md') return { kind: 'index' };
  if (kind === 'openclaw') {
    const daily = parts.length === 1 ? OPENCLAW_DAILY_RE.exec(name) : null;
    if (daily?.[1]) return { kind: 'log', date: daily[1], form: 'day' };
    const category = openClawCategory(relPath);
    if (category) return { kind: 'memory', category, team: false };
    return { kind: 'memory', category: parts.length === 1 ? 'topic' : 'nested', team: false };
  }
  const log = logDate(parts);
  if (log) return { kind: 'log', ...log };
  if (parts.length === 1) return { kind: 'memory', category: 'topic', team: false };
  if (parts[0] === 'team') return { kind: 'memory', category: 'team', team: true };
  return { kind: 'memory', category: 'nested', team: false };
}

/** `logs/YYYY/MM/YYYY-MM-DD.md` (day) or `logs/YYYY/MM/DD/<name>.md` (entry), folders matching the date. */
function logDate(parts: string[]): { date: string; form: LogFile['form'] } | null {
  if (parts[0] !== 'logs') return null;
  const [, y, m, third, fourth] = parts;
  if (!y || !m || !/^\d{4}$/.test(y) || !/^\d{2}$/.test(m)) return null;
  if (parts.length === 4) {
    const d = /^(\d{4})-(\d{2})-(\d{2})\.md$/.exec(third ?? '');
    if (d && d[1] === y && d[2] === m) return { date: `${y}-${m}-${d[3]}`, form: 'day' };
  }
  if (parts.length === 5 && third && /^\d{2}$/.test(third) && fourth) return { date: `${y}-${m}-${third}`, form: 'entry' };
  return null;
}

/** Every file of the dir's memory the inventory reads (search reads the same ones), and why any other could not be. */
export function findMemoryFiles(dir: MemoryDir): Promise<{ candidates: Candidate[]; problems: FileProblem[] }> {
  return walk(dir.path, memoryScope(dir));
}

/**
 * Every `*.md` under the root (within `scope`, when given), breadth first, without entering
 * symlinked folders or dot-entries.
 */
async function walk(root: string, scope: WorkspaceScope | null): Promise<{ candidates: Candidate[]; problems: FileProblem[] }> {
  const candidates: Candidate[] = [];
  const problems: FileProblem[] = [];
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch (e) {
    problems.push({ file: root, reason: `the memory dir cannot be read (${errnoCode(e) ?? String(e)})` });
    return { candidates, problems };
  }
  let level = [''];
  while (level.length) {
    const next: string[] = [];
    await mapLimit(level, 8, async (rel) => {
      let entries;
      try {
        entries = await readdir(rel ? join(root, rel) : root, { withFileTypes: true });
      } catch (e) {
        problems.push({ file: rel || '.', reason: `folder cannot be read (${errnoCode(e) ?? String(e)}); its files are skipped` });
        return;
      }
      for (const ent of entries) {
        // Dot-entries hold tool state (.consolidate-lock, .auto-dream-state.json, .git), not memory.
        if (ent.name.startsWith('.')) continue;
        const childRel = rel ? `${rel}/${ent.name}` : ent.name;
        const isMd = ent.name.toLowerCase().endsWith('.md') && (!scope || scope.accepts(childRel));
        if (ent.isDirectory()) {
          if (!scope || scope.enters(childRel)) next.push(childRel);
          continue;
        }
        if (scope && !isMd) continue;
        if (ent.isFile() && isMd) candidates.push({ relPath: childRel, viaLink: false });
        else if (ent.isSymbolicLink()) {
          const target = await realpath(join(root, childRel)).catch(() => null);
          if (target && !isInside(realRoot, target)) {
            const folder = (await stat(target).catch(() => null))?.isDirectory() ?? false;
            problems.push({ file: childRel, reason: folder ? `is a symlinked folder that leads outside the memory dir (to ${target}); nothing in it is read` : `is a symlink that leads outside the memory dir (to ${target}); not read` });
          } else if (isMd && target && (await stat(target).catch(() => null))?.isFile()) {
            candidates.push({ relPath: childRel, viaLink: true });
          } else if (isMd && !target) {
            problems.push({ file: childRel, reason: 'is a dangling symlink; not read' });
          }
        }
      }
    });
    level = next;
  }
  // Folders are read eight at a time, so arrival order varies from run to run: sort, so that
  // everything built on the walk (plans, search ties, reports) comes out the same each time.
  candidates.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { candidates, problems };
}
