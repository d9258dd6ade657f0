import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { memoryScope, readMemoryDir, type MemoryDirInventory } from '../memdir/inventory.js';
import { skillRelPath } from '../memdir/openclaw-discover.js';
import type { WorkspaceScope } from '../memdir/openclaw-workspace.js';
import type { MemoryDir } from '../memdir/types.js';

/** Longest stretch (ms) of blocking stats before the walk yields to the event loop. */
const SLICE_MS = 8;

/** A walk's stats, and whether a file in it has another name elsewhere (a write through that name raises no event here). */
interface Walked {
  signature: string;
  hardLinked: boolean;
}

async function walkStats(root: string, scope: WorkspaceScope | null): Promise<Walked> {
  const parts: string[] = [];
  let hardLinked = false;
  const folders = [''];
  let sliceStart = performance.now();
  while (folders.length > 0) {
    const rel = folders.pop()!;
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!scope || scope.enters(r)) folders.push(r);
      } else if (e.name.toLowerCase().endsWith('.md') && (!scope || scope.accepts(r))) {
        const st = lstatSync(join(root, r), { throwIfNoEntry: false });
        if (!st) continue;
        if (st.isFile() && st.nlink > 1) hardLinked = true;
        parts.push(`${r}\0${st.size}\0${st.mtimeMs}\0${st.ctimeMs}`);
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
    }
  }
  return { signature: parts.sort().join('\n'), hardLinked };
}

/**
 * What the files of a memory dir look like from their stats alone (path, size, mtime, ctime):
 * it changes whenever a memory file is written, renamed or has its mode changed. Stats are taken
 * with blocking calls (thousands of tiny stats are several times faster without the thread
 * pool's round trip per call, and queue behind no other call's file reads) in slices of a few
 * ms, the event loop turning between them: a walk of 5,000 files no longer holds up every other
 * call for its whole length (40-200 ms).
 */
export async function statSignature(root: string, scope: WorkspaceScope | null = null): Promise<string> {
  return (await walkStats(root, scope)).signature;
}

/**
 * Where changes under a memory dir are seen as they happen (the daemon's file watcher): a mark
 * that moves with every change seen, or null when no watch can vouch for the dir (none yet, a
 * folder not watched, an error): then its stats are walked.
 */
export interface ChangeMarks {
  mark(memoryDirId: string): number | null;
}

interface Entry {
  signature: string;
  /** Which files the walk counted (see scopeOf): a quiet watch vouches for nothing once it changes. */
  scope: string;
  /** When the stats were last walked, or confirmed unchanged. */
  checkedAt: number;
  /** When the stats were last walked. */
  walkedAt: number;
  /** The watch's mark taken before the walk, when a watch vouched for the dir; an unchanged mark means unchanged stats. */
  mark: number | null;
  inventory: Promise<MemoryDirInventory> | null;
}

/** What decides which files of the dir are memory: for an OpenClaw workspace, where its skill's folder is (set in the config, outside the dir). */
function scopeOf(dir: MemoryDir): string {
  return dir.kind === 'openclaw-workspace' ? `${dir.path}\0${skillRelPath(dir.openclaw) ?? ''}` : dir.path;
}

/** However quiet its watch, a dir's stats are walked again after this long (a change the watch could not see: another machine's, over a network file system). */
const MAX_TRUST_MS = 30_000;

/**
 * The last inventory of each memory dir, reused while its stat signature is unchanged: the
 * window, the tray and search ask for the same dirs again and again, and a full read of
 * thousands of files costs far more than a walk of their stats. Where a watch vouches for a
 * dir (no change seen since the last walk), not even the stats are walked.
 */
export class InventoryCache {
  private readonly entries = new Map<string, Entry>();
  /** Walks under way, by dir: a call within the recheck window of one's start shares it. */
  private readonly walking = new Map<string, { startedAt: number; done: Promise<Entry> }>();
  /** Stat walks done so far (tests, benchmarks). */
  walks = 0;
  /** Bumped by forget: a walk that started before it does not keep its result. */
  private readonly epochs = new Map<string, number>();

  /**
   * @param recheckMs within this long of the last stat check, trust it (a burst of calls checks once)
   * @param changes the watch whose marks tell an unchanged dir without a walk, when there is one
   */
  constructor(
    private readonly recheckMs = 1000,
    private readonly changes: () => ChangeMarks | null = () => null,
  ) {}

  /** The dir's stat signature now (or as last checked, within the recheck window), and its inventory if one is held for it. */
  async peek(dir: MemoryDir): Promise<{ signature: string; inventory: Promise<MemoryDirInventory> | null }> {
    const cached = this.entries.get(dir.id);
    if (cached && Date.now() - cached.checkedAt < this.recheckMs) return cached;
    if (cached && cached.mark !== null && cached.scope === scopeOf(dir) && Date.now() - cached.walkedAt < MAX_TRUST_MS) {
      // A change made before this call was sent was queued by the OS before the call arrived:
      // one turn of the loop hands it to the watch.
      await nextTurn();
      if (this.entries.get(dir.id) === cached && this.changes()?.mark(dir.id) === cached.mark) {
        cached.checkedAt = Date.now();
        return cached;
      }
    }
    const now = Date.now();
    const walking = this.walking.get(dir.id);
    if (walking && now - walking.startedAt < this.recheckMs) return walking.done;
    const done = this.walk(dir, now);
    const held = { startedAt: now, done };
    this.walking.set(dir.id, held);
    void done.finally(() => {
      if (this.walking.get(dir.id) === held) this.walking.delete(dir.id);
    });
    return done;
  }

  private async walk(dir: MemoryDir, startedAt: number): Promise<Entry> {
    this.walks += 1;
    const epoch = this.epochs.get(dir.id) ?? 0;
    // Taken before the walk: a change during it moves the mark, and the next call walks again.
    const mark = this.changes()?.mark(dir.id) ?? null;
    const walked = await walkStats(dir.path, memoryScope(dir));
    const vouched = walked.hardLinked ? null : mark;
    const scope = scopeOf(dir);
    const current = this.entries.get(dir.id);
    if (current && current.signature === walked.signature && current.scope === scope) {
      if (startedAt >= current.walkedAt) Object.assign(current, { checkedAt: startedAt, walkedAt: startedAt, mark: vouched });
      return current;
    }
    const entry: Entry = { signature: walked.signature, scope, checkedAt: startedAt, walkedAt: startedAt, mark: vouched, inventory: null };
    // A dir forgotten meanwhile (we wrote to it) keeps nothing from a walk that may predate the write.
    if ((this.epochs.get(dir.id) ?? 0) === epoch && (!current || startedAt >= current.walkedAt)) this.entries.set(dir.id, entry);
    return entry;
  }

  async get(dir: MemoryDir): Promise<MemoryDirInventory> {
    const entry = await this.peek(dir);
    if (entry.inventory) return entry.inventory;
    const inventory = readMemoryDir(dir);
    entry.inventory = inventory;
    inventory.catch(() => {
      if (entry.inventory === inventory) entry.inventory = null;
    });
    return inventory;
  }

  /** Forget a dir (we just wrote to it). */
  forget(memoryDirId: string): void {
    this.entries.delete(memoryDirId);
    this.walking.delete(memoryDirId);
    this.epochs.set(memoryDirId, (this.epochs.get(memoryDirId) ?? 0) + 1);
  }
}
