import { watch, type FSWatcher } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { errnoCode } from '../errors.js';

export interface WatchedMemoryDir {
  id: string;
  path: string;
}

export interface MemoryWatcher {
  /** Resolves once the first dirs are watched. */
  ready: Promise<void>;
  /** Look for added or removed memory dirs now. */
  refresh(): Promise<void>;
  /**
   * A mark that moves with every change seen under the dir, or null when its watch cannot vouch
   * for it (see WatchedTree.complete): while the mark stays, nothing under the dir changed.
   */
  mark(memoryDirId: string): number | null;
  close(): Promise<void>;
}

/** Memory files and the lock (a dream started or finished elsewhere); not temp files of atomic writes. */
function relevant(path: string): boolean {
  return path.endsWith('.md') || path.endsWith(`${sep}.consolidate-lock`);
}

/** Folders this deep below a memory dir are not watched (as deep as any memory layout goes). */
const MAX_DEPTH = 8;

/** One watched tree: `close` stops every watch in it. */
export interface WatchedTree {
  ready: Promise<void>;
  /** False when not even the root could be watched (not there yet): the next refresh tries again. */
  watching(): boolean;
  /**
   * Whether every change under the root is seen as it happens: each folder watched, none being
   * added, the root still the folder first watched; and the OS queues an event at the change
   * itself (Linux's inotify; macOS and Windows hand events over later, so there never).
   */
  complete(): boolean;
  /** Moves with every event in the tree (any file, any folder): unchanged while nothing under the root changed. */
  mark(): number;
  /** The root was removed, moved or replaced since it was first watched: its watch sees nothing of what is there now. */
  lost(): boolean;
  close(): void;
}

/** One sequence for every tree, so a mark is never reused, even by a tree that replaced another. */
let marks = 0;

/**
 * Watch the folders under `root` (not the files one by one: a folder's watch reports its
 * files' writes, renames and deletes) and call `onPath` with the path of whatever changed.
 * macOS and Windows watch the whole tree natively; elsewhere each folder is watched, a folder
 * that appears is watched too (its memory files reported), one that goes is dropped. Dot-folders
 * and symlinked folders are skipped, as the inventory skips them.
 */
export function watchTree(root: string, onPath: (path: string) => void, log?: (m: string) => void): WatchedTree {
  if (process.platform === 'darwin' || process.platform === 'win32') {
    let w: FSWatcher | null = null;
    try {
      w = watch(root, { recursive: true, persistent: false }, (_event, name) => {
        if (name) onPath(join(root, name.toString()));
      });
      w.on('error', (e) => log?.(`file watcher: ${e.message}`));
    } catch (e) {
      log?.(`could not watch ${root}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { ready: Promise.resolve(), watching: () => w !== null, complete: () => false, mark: () => 0, lost: () => false, close: () => w?.close() };
  }
  const folders = new Map<string, FSWatcher>();
  let closed = false;
  let mark = ++marks;
  /** Folders being looked at or added after an event: until they are watched, a change in them may go unseen. */
  let pending = 0;
  /** Something could not be watched (too deep, no more watches, an error, the root replaced): changes may go unseen for good. */
  let blind = false;
  let rootLost = false;
  let ready = false;
  const rootIno = lstat(root).then((st) => st.ino, () => null);
  const drop = (folder: string) => {
    for (const [path, w] of folders) {
      if (path === folder || path.startsWith(folder + sep)) {
        w.close();
        folders.delete(path);
      }
    }
  };
  const onEvent = (folder: string, depth: number, name: string | null) => {
    if (closed) return;
    mark = ++marks;
    if (folder === root) void checkRoot();
    if (!name) {
      blind = true;
      return;
    }
    // A watched folder that is removed or moved away names itself (its watch ends there); so does
    // a child of the same name. A folder made again at once may even get the same inode back.
    if (name === basename(folder)) {
      if (folder === root) rootLost = blind = true;
      else void rewatch(folder, depth);
    }
    const path = join(folder, name);
    if (relevant(path)) onPath(path);
    if (name.startsWith('.') || path.endsWith('.md')) return;
    // Maybe a folder made, moved in or removed: a new one is watched and its memory files reported.
    pending += 1;
    void lstat(path)
      .then(
        async (st) => {
          if (!st.isDirectory() || folders.has(path)) return;
          if (depth < MAX_DEPTH) await add(path, depth + 1, true);
          else blind = true;
        },
        () => drop(path),
      )
      .finally(() => {
        pending -= 1;
        mark = ++marks;
      });
  };
  /** A folder's watch perhaps ended (see onEvent): drop it and watch what is there now. */
  async function rewatch(folder: string, depth: number): Promise<void> {
    pending += 1;
    drop(folder);
    try {
      const st = await lstat(folder).catch(() => null);
      if (st?.isDirectory()) await add(folder, depth, true);
    } finally {
      pending -= 1;
      mark = ++marks;
    }
  }
  /** The root gone or replaced by another folder of the same name: its watch sees nothing of the new one. */
  async function checkRoot(): Promise<void> {
    pending += 1;
    try {
      const [was, now] = await Promise.all([rootIno, lstat(root).then((st) => st.ino, () => null)]);
      if (was === null || now !== was) rootLost = blind = true;
    } finally {
      pending -= 1;
      mark = ++marks;
    }
  }
  async function add(folder: string, depth: number, report: boolean): Promise<void> {
    if (closed || folders.has(folder)) return;
    let w: FSWatcher;
    try {
      w = watch(folder, { persistent: false }, (_event, name) => onEvent(folder, depth, name));
    } catch (e) {
      // Gone already: nothing to watch. Anything else (no more inotify watches, no permission) is said.
      if (errnoCode(e) !== 'ENOENT') {
        blind = true;
        log?.(`could not watch ${folder} (${errnoCode(e) ?? String(e)}); its changes show at the next refresh of the view`);
      }
      return;
    }
    // A watched folder that is deleted ends its watch with an error on some systems.
    w.on('error', () => {
      blind = true;
      drop(folder);
    });
    folders.set(folder, w);
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (e) {
      if (errnoCode(e) !== 'ENOENT') blind = true;
      return;
    }
    const subfolders: Promise<void>[] = [];
    for (const e of entries) {
      const path = join(folder, e.name);
      // Dirent says directory only for a real folder, never for a symlink to one.
      if (e.isDirectory()) {
        if (e.name.startsWith('.')) continue;
        if (depth < MAX_DEPTH) subfolders.push(add(path, depth + 1, report));
        else blind = true;
      } else if (report && relevant(path)) onPath(path);
    }
    await Promise.all(subfolders);
  }
  return {
    ready: add(root, 0, false).then(async () => {
      ready = (await rootIno) !== null;
    }),
    watching: () => folders.has(root),
    complete: () => ready && !closed && !blind && pending === 0 && folders.has(root),
    mark: () => mark,
    lost: () => rootLost,
    close() {
      closed = true;
      for (const w of folders.values()) w.close();
      folders.clear();
    },
  };
}

/**
 * Live refresh: watches every memory dir (the OS's file events, no polling of each file) and
 * reports which files of which dir changed, coalesced over `debounceMs`, so open views follow a
 * memory that Claude Code writes mid-session within a second.
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
  /** path -> the dir's id and its watched tree */
  const watched = new Map<string, { id: string; tree: WatchedTree }>();
  const pending = new Map<string, { files: Set<string>; timer: ReturnType<typeof setTimeout> }>();
  let closed = false;

  function changed(id: string, root: string, path: string): void {
    if (closed || !relevant(path)) return;
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
    for (const [path, w] of watched) {
      if (next.get(path) === w.id && !w.tree.lost()) continue;
      w.tree.close();
      watched.delete(path);
    }
    const started: Promise<void>[] = [];
    for (const [path, id] of next) {
      if (watched.has(path)) continue;
      const tree = watchTree(path, (p) => changed(id, path, p), o.log);
      watched.set(path, { id, tree });
      started.push(
        tree.ready.then(() => {
          if (tree.watching() || watched.get(path)?.tree !== tree) return;
          tree.close();
          watched.delete(path);
        }),
      );
    }
    await Promise.all(started);
  }

  const ready = refresh().catch((e: unknown) => o.log?.(`could not watch the memory dirs: ${e instanceof Error ? e.message : String(e)}`));
  const timer = setInterval(() => void refresh().catch(() => undefined), o.refreshMs ?? 60_000);
  timer.unref();

  return {
    ready: ready.then(() => undefined),
    refresh,
    mark(memoryDirId) {
      for (const w of watched.values()) if (w.id === memoryDirId) return w.tree.complete() ? w.tree.mark() : null;
      return null;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      for (const p of pending.values()) clearTimeout(p.timer);
      pending.clear();
      for (const w of watched.values()) w.tree.close();
      watched.clear();
    },
  };
}
