import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import type { MemoryDirInventory } from '../memdir/inventory.js';
import { WORKSPACE_MEMORY_FILE, wcLines } from '../memdir/openclaw-workspace.js';
import type { MemoryDir } from '../memdir/types.js';
import { isSafeDirId } from '../snapshots/ids.js';
import type { MemoryDirStatus } from './contract.js';
import type { InventoryCache } from './inventory-cache.js';

/** What `status` says about a dir's files: everything it needs from a full read of them. */
export type StatusSummary = Pick<MemoryDirStatus, 'files' | 'logFiles' | 'indexLines' | 'indexChars' | 'indexOverLimit' | 'indexLostEntries' | 'problems'>;

/** Bump when what a summary holds, or how it is computed, changes: older cached summaries are then ignored. */
const VERSION = 1;

export function summaryOf(dir: MemoryDir, inv: MemoryDirInventory): StatusSummary {
  const load = inv.index?.load;
  // MEMORY.md's lines as `wc -l` counts them, whichever layout holds it.
  const memoryMd = inv.index?.text ?? (dir.kind === 'openclaw-workspace' ? inv.files.find((f) => f.relPath === WORKSPACE_MEMORY_FILE)?.text : undefined);
  return {
    files: inv.files.length,
    logFiles: inv.logs.length,
    indexLines: load?.totalLines ?? (memoryMd === undefined ? 0 : wcLines(memoryMd)),
    indexChars: load?.units ?? 0,
    indexOverLimit: load ? load.truncated : false,
    indexLostEntries: load?.lostEntries.length ?? 0,
    problems: inv.problems.map((p) => ({ file: p.file, reason: p.reason, ...(p.line !== undefined && { line: p.line }) })),
  };
}

/**
 * Status summaries of memory dirs, kept in the state dir (`cache/status/<dir id>.json`) under a
 * key made of the stats of every memory file (path, size, mtime, ctime). A process that starts
 * cold (the CLI, a fresh daemon, the window's first answer) walks the stats and reuses the
 * summary instead of reading and parsing every file; only a dir whose files changed is read.
 */
export class StatusSummaries {
  private readonly known = new Map<string, { key: string; summary: StatusSummary }>();
  private readonly dir: string;

  constructor(stateDir: string, private readonly inventories: InventoryCache) {
    this.dir = join(stateDir, 'cache', 'status');
  }

  async get(dir: MemoryDir): Promise<StatusSummary> {
    const { signature, inventory } = this.inventories.peek(dir);
    const key = createHash('sha256').update(`${VERSION}\0${dir.kind}\0${dir.path}\0${signature}`).digest('hex');
    const known = this.known.get(dir.id);
    if (known?.key === key) return known.summary;
    const file = isSafeDirId(dir.id) ? join(this.dir, `${dir.id}.json`) : null;
    if (!inventory && file) {
      const stored = await readStored(file);
      if (stored?.key === key) {
        this.known.set(dir.id, stored);
        return stored.summary;
      }
    }
    const summary = summaryOf(dir, await this.inventories.get(dir));
    this.known.set(dir.id, { key, summary });
    // Only a cache: a failure to keep it costs the next cold start a read, nothing more.
    if (file) await this.store(file, { key, summary }).catch(() => undefined);
    return summary;
  }

  private async store(file: string, entry: { key: string; summary: StatusSummary }): Promise<void> {
    await mkdirPrivate(this.dir);
    await writeFileAtomic(file, JSON.stringify(entry), { mode: 0o600, fsync: false });
  }
}

async function readStored(file: string): Promise<{ key: string; summary: StatusSummary } | null> {
  try {
    const v = JSON.parse(await readFile(file, 'utf8')) as { key?: unknown; summary?: StatusSummary };
    if (typeof v.key !== 'string' || typeof v.summary !== 'object' || v.summary === null || !Array.isArray(v.summary.problems)) return null;
    return { key: v.key, summary: v.summary };
  } catch {
    return null;
  }
}
