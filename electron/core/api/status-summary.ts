import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import { factsOfInventory, readFileFacts, type FileFacts } from '../memdir/file-facts.js';
import type { MemoryDirInventory } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import { isSafeDirId } from '../snapshots/ids.js';
import type { MemoryDirStatus } from './contract.js';
import type { InventoryCache } from './inventory-cache.js';

/** What `status` says about a dir's files: everything it needs from a full read of them. */
export type StatusSummary = Pick<MemoryDirStatus, 'files' | 'logFiles' | 'indexLines' | 'indexChars' | 'indexOverLimit' | 'indexLostEntries' | 'problems'>;

/** Bump when what a summary holds, or how it is computed, changes: older cached summaries are then ignored. */
const VERSION = 2;

/**
 * A dir's summary with what it was made from: each memory file's facts under its stats
 * (`size\0mtime\0ctime`), and the facts of paths the stat walk does not list (folders that
 * cannot be read, links out of the dir), kept until the next full read.
 */
interface Entry {
  key: string;
  summary: StatusSummary;
  files: Record<string, { stat: string; facts: FileFacts }>;
  others: Record<string, FileFacts>;
}

export function summaryOf(dir: MemoryDir, inv: MemoryDirInventory): StatusSummary {
  return fold([...factsOfInventory(dir, inv)]);
}

/** The summary of a dir from its files' facts. */
function fold(facts: Array<[string, FileFacts]>): StatusSummary {
  const s: StatusSummary = { files: 0, logFiles: 0, indexLines: 0, indexChars: 0, indexOverLimit: false, indexLostEntries: 0, problems: [] };
  let logFiles = 0;
  for (const [, f] of facts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (f.place === 'memory') s.files += 1;
    if (f.place === 'log') logFiles += 1;
    if (f.index) {
      s.indexLines = f.index.lines;
      s.indexChars = f.index.units;
      s.indexOverLimit = f.index.truncated;
      s.indexLostEntries = f.index.lostEntries;
    }
    s.problems.push(...f.problems);
  }
  return { ...s, logFiles };
}

/** `path\0size\0mtime\0ctime` lines (InventoryCache's stat signature) -> path -> stats; null if a name breaks the form. */
function statsOf(signature: string): Map<string, string> | null {
  const stats = new Map<string, string>();
  if (signature === '') return stats;
  for (const line of signature.split('\n')) {
    const parts = line.split('\0');
    if (parts.length !== 4) return null;
    stats.set(parts[0]!, parts.slice(1).join('\0'));
  }
  return stats;
}

/**
 * Status summaries of memory dirs, kept in the state dir (`cache/status/<dir id>.json`) with the
 * facts of each memory file under its stats (path, size, mtime, ctime). A process that starts
 * cold (the CLI, a fresh daemon, the window's first answer) walks the stats and reuses the
 * summary; when some files changed, only those are read and parsed again. A dir never summarised
 * (or whose kept summary is unusable) is read in full.
 */
export class StatusSummaries {
  private readonly known = new Map<string, Entry>();
  private readonly dir: string;
  /** The files the last `get` read and parsed one by one (none when it answered from the kept summary or read the whole dir). */
  lastReread: string[] = [];

  constructor(stateDir: string, private readonly inventories: InventoryCache) {
    this.dir = join(stateDir, 'cache', 'status');
  }

  async get(dir: MemoryDir): Promise<StatusSummary> {
    this.lastReread = [];
    const { signature, inventory } = await this.inventories.peek(dir);
    const key = createHash('sha256').update(`${VERSION}\0${dir.kind}\0${dir.path}\0${signature}`).digest('hex');
    const file = isSafeDirId(dir.id) ? join(this.dir, `${dir.id}.json`) : null;
    let base = this.known.get(dir.id);
    if (base?.key === key) return base.summary;
    if (!base && !inventory && file) {
      base = (await readStored(file)) ?? undefined;
      if (base?.key === key) {
        this.known.set(dir.id, base);
        return base.summary;
      }
    }
    const stats = statsOf(signature);
    const entry = (!inventory && base && stats && this.update(dir, base, stats)) || (await this.readAll(dir, stats, inventory, key));
    entry.key = key;
    this.known.set(dir.id, entry);
    // Only a cache: a failure to keep it costs the next cold start a read, nothing more.
    if (file) await this.store(file, entry).catch(() => undefined);
    return entry.summary;
  }

  /** The summary from a full read (the inventory held, else a new one). */
  private async readAll(dir: MemoryDir, stats: Map<string, string> | null, held: Promise<MemoryDirInventory> | null, key: string): Promise<Entry> {
    const facts = factsOfInventory(dir, await (held ?? this.inventories.get(dir)));
    const entry: Entry = { key, summary: fold([...facts]), files: {}, others: {} };
    for (const [path, f] of facts) {
      const stat = stats?.get(path);
      if (stat !== undefined) entry.files[path] = { stat, facts: f };
      else entry.others[path] = f;
    }
    return entry;
  }

  /** The kept entry brought up to date by reading only the files whose stats changed; null when only a full read will do. */
  private update(dir: MemoryDir, base: Entry, stats: Map<string, string>): Entry | null {
    const files: Entry['files'] = {};
    const reread: string[] = [];
    for (const [path, stat] of stats) {
      const kept = base.files[path];
      if (kept?.stat === stat) {
        files[path] = kept;
        continue;
      }
      const facts = readFileFacts(dir, path);
      if (!facts) return null;
      files[path] = { stat, facts };
      reread.push(path);
    }
    this.lastReread = reread;
    const all: Array<[string, FileFacts]> = [...Object.entries(base.others), ...Object.entries(files).map(([p, f]): [string, FileFacts] => [p, f.facts])];
    return { key: base.key, summary: fold(all), files, others: base.others };
  }

  private async store(file: string, entry: Entry): Promise<void> {
    await mkdirPrivate(this.dir);
    await writeFileAtomic(file, JSON.stringify(entry), { mode: 0o600, fsync: false });
  }
}

/** The kept entry, read with one blocking call (a listing reads one small file per dir). */
async function readStored(file: string): Promise<Entry | null> {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<Entry>;
    if (typeof v.key !== 'string' || typeof v.summary !== 'object' || v.summary === null || !Array.isArray(v.summary.problems)) return null;
    if (typeof v.files !== 'object' || v.files === null || typeof v.others !== 'object' || v.others === null) return null;
    return { key: v.key, summary: v.summary, files: v.files, others: v.others };
  } catch {
    return null;
  }
}
