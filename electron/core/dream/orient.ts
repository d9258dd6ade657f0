import { lstat } from 'node:fs/promises';
import { localDay } from '../clock.js';
import { join } from 'node:path';
import type { FileProblem } from '../errors.js';
import { mapLimit } from '../memdir/map-limit.js';
import type { IndexInfo, MemoryDirInventory } from '../memdir/inventory.js';
import { readMemoryDir } from '../memdir/inventory.js';
import { indexLoad, parseIndex, type IndexEntryLine } from '../memdir/index-file.js';
import type { MemoryDir, MemoryFileInfo, MemoryType } from '../memdir/types.js';
import { estimateTokens } from './text/tokens.js';
import { isOverflowIndex } from './overflow.js';

/**
 * Phase 1, Orient: what is in the memory dir, read once. Every later phase works from this
 * and never reads a memory file again.
 */

export interface Memory {
  file: string;
  info: MemoryFileInfo;
  /** Frontmatter type, else the OpenClaw folder's type, else null. */
  type: MemoryType | null;
  /** Frontmatter name, else the file name without `.md`. */
  name: string;
  description: string | null;
  team: boolean;
  openclaw: boolean;
  pinned: boolean;
  /** Local date (YYYY-MM-DD) the memory was written: frontmatter modified/date, else the mtime. */
  writtenOn: string;
  tokens: number;
}

/** MEMORY.md, team/MEMORY.md or an overflow index, as lines and entries. */
export interface IndexFile {
  file: string;
  text: string;
  sha256: string;
  entries: IndexEntryLine[];
}

export interface Orientation {
  dir: MemoryDir;
  inventory: MemoryDirInventory;
  memories: Memory[];
  byFile: Map<string, Memory>;
  index: IndexFile | null;
  teamIndex: IndexFile | null;
  /** Per-type overflow indexes a previous dream made (`MEMORY-project.md`, ...). */
  overflow: IndexFile[];
  problems: FileProblem[];
  /** Memory files that are symlinks (to files inside the dir): read-only aliases. */
  links: ReadonlySet<string>;
  tokens: { indexLoaded: number; memories: number };
}

export async function orient(dir: MemoryDir): Promise<Orientation> {
  const inventory = await readMemoryDir(dir);
  const links = new Set<string>();
  await mapLimit(inventory.files, 64, async (f) => {
    if ((await lstat(join(dir.path, f.relPath)).catch(() => null))?.isSymbolicLink()) links.add(f.relPath);
  });
  return orientFrom(dir, inventory, links);
}

/** The pure part of orient, on an inventory already read. */
export function orientFrom(dir: MemoryDir, inventory: MemoryDirInventory, links: ReadonlySet<string> = new Set()): Orientation {
  const openclaw = dir.kind === 'openclaw';
  const memories: Memory[] = [];
  const overflow: IndexFile[] = [];
  for (const info of inventory.files) {
    if (info.category === 'session') continue; // OpenClaw raw session notes: read-only sources
    if (links.has(info.relPath)) continue; // a symlink is another name for a memory, never rewritten
    if (isOverflowIndex(info.relPath, info.text)) {
      overflow.push(indexFileOf(info.relPath, info.text, info.sha256));
      continue;
    }
    memories.push(memoryOf(info, openclaw));
  }
  const index = inventory.index ? indexFileOfInfo(inventory.index) : null;
  const teamIndex = inventory.teamIndex ? indexFileOfInfo(inventory.teamIndex) : null;
  const byFile = new Map(memories.map((m) => [m.file, m]));
  return {
    dir,
    inventory,
    memories,
    byFile,
    index,
    teamIndex,
    overflow,
    problems: inventory.problems,
    links,
    tokens: {
      indexLoaded: inventory.index ? estimateTokens(inventory.index.load.loadedText) : 0,
      memories: memories.reduce((n, m) => n + m.tokens, 0),
    },
  };
}

const OPENCLAW_TYPES: Partial<Record<MemoryFileInfo['category'], MemoryType>> = {
  user: 'user',
  'feedback-positive': 'feedback',
  'feedback-negative': 'feedback',
  project: 'project',
  reference: 'reference',
};

function memoryOf(info: MemoryFileInfo, openclaw: boolean): Memory {
  const fm = info.frontmatter;
  const stem = info.relPath.split('/').pop()!.replace(/\.md$/i, '');
  return {
    file: info.relPath,
    info,
    type: fm.type ?? OPENCLAW_TYPES[info.category] ?? null,
    name: fm.name?.trim() || stem,
    description: fm.description?.trim() || null,
    team: info.team,
    openclaw,
    pinned: fm.pinned,
    writtenOn: writtenOn(fm.modified ?? fm.date, info.mtimeMs),
    tokens: estimateTokens(info.text),
  };
}

/** The local date of a frontmatter timestamp (`2026-11-20`, `2026-11-20T09:00:00Z`), else of the mtime. */
export function writtenOn(stamp: string | undefined, mtimeMs: number): string {
  if (stamp) {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stamp.trim());
    if (day && validDay(Number(day[1]), Number(day[2]), Number(day[3]))) return stamp.trim();
    const t = Date.parse(stamp.trim());
    if (/^\d{4}-\d{2}-\d{2}T/.test(stamp.trim()) && Number.isFinite(t)) return localDay(t);
  }
  return localDay(mtimeMs);
}

function validDay(y: number, m: number, d: number): boolean {
  const t = new Date(y, m - 1, d, 12);
  return t.getFullYear() === y && t.getMonth() === m - 1 && t.getDate() === d;
}

function indexFileOfInfo(info: IndexInfo): IndexFile {
  return { file: info.relPath, text: info.text, sha256: info.sha256, entries: info.lines.filter((l): l is IndexEntryLine => l.kind === 'entry') };
}

export function indexFileOf(file: string, text: string, sha256: string): IndexFile {
  return { file, text, sha256, entries: parseIndex(text).filter((l): l is IndexEntryLine => l.kind === 'entry') };
}

/** Tokens an agent loads from an index text (what Claude Code keeps of it). */
export function loadedIndexTokens(text: string | null): number {
  return text === null ? 0 : estimateTokens(indexLoad(text).loadedText);
}
