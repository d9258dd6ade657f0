import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { memoryScope, readMemoryDir, type MemoryDirInventory } from '../memdir/inventory.js';
import type { WorkspaceScope } from '../memdir/openclaw-workspace.js';
import type { MemoryDir } from '../memdir/types.js';

/**
 * What the files of a memory dir look like from their stats alone (path, size, mtime, ctime):
 * it changes whenever a memory file is written, renamed or has its mode changed.
 * Synchronous on purpose: thousands of tiny stats are several times faster without the
 * thread-pool round trip of each async call.
 */
export function statSignature(root: string, scope: WorkspaceScope | null = null): string {
  const parts: string[] = [];
  const walk = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!scope || scope.enters(r)) walk(r);
      } else if (e.name.toLowerCase().endsWith('.md') && (!scope || scope.accepts(r))) {
        const st = lstatSync(join(root, r), { throwIfNoEntry: false });
        if (st) parts.push(`${r}\0${st.size}\0${st.mtimeMs}\0${st.ctimeMs}`);
      }
    }
  };
  walk('');
  return parts.sort().join('\n');
}

/**
 * The last inventory of each memory dir, reused while its stat signature is unchanged: the
 * window, the tray and search ask for the same dirs again and again, and a full read of
 * thousands of files costs far more than a walk of their stats.
 */
export class InventoryCache {
  private readonly entries = new Map<string, { signature: string; checkedAt: number; inventory: Promise<MemoryDirInventory> | null }>();

  /** Within this long of the last stat check, trust it (a burst of calls checks once). */
  constructor(private readonly recheckMs = 1000) {}

  /** The dir's stat signature now (or as last checked, within the recheck window), and its inventory if one is held for it. */
  peek(dir: MemoryDir): { signature: string; inventory: Promise<MemoryDirInventory> | null } {
    const now = Date.now();
    const cached = this.entries.get(dir.id);
    if (cached && now - cached.checkedAt < this.recheckMs) return cached;
    const signature = statSignature(dir.path, memoryScope(dir));
    if (cached && cached.signature === signature) {
      cached.checkedAt = now;
      return cached;
    }
    const entry = { signature, checkedAt: now, inventory: null };
    this.entries.set(dir.id, entry);
    return entry;
  }

  get(dir: MemoryDir): Promise<MemoryDirInventory> {
    const entry = this.peek(dir);
    if (entry.inventory) return entry.inventory;
    const inventory = readMemoryDir(dir);
    const held = { signature: entry.signature, checkedAt: Date.now(), inventory };
    this.entries.set(dir.id, held);
    inventory.catch(() => {
      if (this.entries.get(dir.id) === held) this.entries.delete(dir.id);
    });
    return inventory;
  }

  /** Forget a dir (we just wrote to it). */
  forget(memoryDirId: string): void {
    this.entries.delete(memoryDirId);
  }
}
