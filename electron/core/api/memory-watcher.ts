import { relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

export interface WatchedMemoryDir {
  id: string;
  path: string;
}

export interface MemoryWatcher {
  /** Resolves once the first dirs are watched. */
  ready: Promise<void>;
  /** Look for added or removed memory dirs now. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** Memory files and the lock (a dream started or finished elsewhere); not temp files of atomic writes. */
function relevant(path: string): boolean {
  return path.endsWith('.md') || path.endsWith(`${sep}.consolidate-lock`);
}

/**
 * Live refresh: watches every memory dir with chokidar (the OS's file events, no polling of each
 * file) and reports which files of which dir changed, coalesced over `debounceMs`, so open views
 * follow a memory that Claude Code writes mid-session within a second.
 */
export function watchMemoryDirs(o: {
  dirs(): Promise<WatchedMemoryDir[]>;
  onChange(memoryDirId: string, files: string[]): void;
  debounceMs?: number;
  /** How often the list of memory dirs is read again (default 60 s). */
  refreshMs?: number;
  log?: (m: string) => void;
}): MemoryWatcher {
  const debounceMs = o.debounceMs ?? 150;
  let watched = new Map<string, string>(); // path -> id
  const pending = new Map<string, { files: Set<string>; timer: ReturnType<typeof setTimeout> }>();
  let watcher: FSWatcher | null = null;
  let closed = false;

  const dirOf = (path: string): [string, string] | null => {
    for (const [root, id] of watched) {
      if (path === root || path.startsWith(root + sep)) return [id, root];
    }
    return null;
  };

  function changed(path: string): void {
    if (closed || !relevant(path)) return;
    const hit = dirOf(path);
    if (!hit) return;
    const [id, root] = hit;
    const file = relative(root, path).split(sep).join('/');
    const p = pending.get(id);
    if (p) {
      p.files.add(file);
      return;
    }
    const entry = {
      files: new Set([file]),
      timer: setTimeout(() => {
        pending.delete(id);
        o.onChange(id, [...entry.files].sort());
      }, debounceMs),
    };
    pending.set(id, entry);
  }

  async function refresh(): Promise<void> {
    if (closed) return;
    const dirs = await o.dirs();
    const next = new Map(dirs.map((d) => [d.path, d.id]));
    const added = [...next.keys()].filter((p) => !watched.has(p));
    const removed = [...watched.keys()].filter((p) => !next.has(p));
    watched = next;
    if (removed.length) await watcher?.unwatch(removed);
    if (!added.length) return;
    if (watcher) {
      watcher.add(added);
      return;
    }
    const w = watch(added, {
      ignoreInitial: true,
      persistent: false,
      depth: 8,
      // Directories are walked; among files only memory files and the lock count.
      ignored: (path, stats) => stats?.isFile() === true && !relevant(path),
    });
    watcher = w;
    w.on('all', (_event, path) => changed(path));
    w.on('error', (e) => o.log?.(`file watcher: ${e instanceof Error ? e.message : String(e)}`));
    await new Promise<void>((resolve) => w.once('ready', () => resolve()));
  }

  const ready = refresh().catch((e: unknown) => o.log?.(`could not watch the memory dirs: ${e instanceof Error ? e.message : String(e)}`));
  const timer = setInterval(() => void refresh().catch(() => undefined), o.refreshMs ?? 60_000);
  timer.unref();

  return {
    ready: ready.then(() => undefined),
    refresh,
    async close() {
      closed = true;
      clearInterval(timer);
      for (const p of pending.values()) clearTimeout(p.timer);
      pending.clear();
      await watcher?.close();
    },
  };
}
