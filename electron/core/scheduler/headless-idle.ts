import { stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { sep } from 'node:path';
import { watchTree, type WatchedTree } from '../api/memory-watcher.js';
import type { Clock } from '../clock.js';
import { systemTimers } from './timers.js';
import { newestTranscriptWriteMs } from './transcript-activity.js';
import type { IdleEvent, IdleSource, Timers } from './types.js';

export interface WatchedDir {
  memoryDir: string;
  transcriptDir: string | null;
}

export interface HeadlessIdleOptions {
  /** The memory dirs to watch and transcript dirs to check (re-read every `refreshDirsMs`). */
  dirs(): Promise<WatchedDir[]>;
  /** Seconds without activity before the source reports idle (read on each poll). */
  thresholdSeconds: number | (() => number);
  clock?: Clock;
  timers?: Timers;
  /** How often transcripts and load are checked while idle (default 30 s). */
  pollMs?: number;
  /** How often the list of dirs is re-read (default 10 min). */
  refreshDirsMs?: number;
  /** 1-minute load average (default os.loadavg()[0]; 0 on Windows). */
  loadAverage?: () => number;
  cpuCount?: number;
  /** Load per core above which the machine counts as busy (default 0.7). */
  maxLoadPerCore?: number;
  /** A memory dir autodream itself is writing (a running dream): its writes are not activity. */
  ignoreWritesIn?: () => string | null;
  /** Shown in the status: why the headless source is in use. */
  note?: string | null;
}

export interface HeadlessIdleSource extends IdleSource {
  /** Resolves once the dirs are read and the watcher has started. */
  ready(): Promise<void>;
}

/**
 * Idle without a desktop: nobody wrote memory files (their folders watched) or session
 * transcripts (checked by mtime) for the threshold, and the load average is low. At start the
 * last activity is the newest write found on disk, so a long-quiet machine is idle at once.
 */
export function createHeadlessIdleSource(o: HeadlessIdleOptions): HeadlessIdleSource {
  const clock = o.clock ?? (() => Date.now());
  const timers = o.timers ?? systemTimers;
  const pollMs = o.pollMs ?? 30_000;
  const refreshDirsMs = o.refreshDirsMs ?? 10 * 60_000;
  const loadAverage = o.loadAverage ?? (() => loadavg()[0] ?? 0);
  const cores = Math.max(1, o.cpuCount ?? cpus().length);
  const maxLoadPerCore = o.maxLoadPerCore ?? 0.7;
  const thresholdMs = () => 1000 * (typeof o.thresholdSeconds === 'function' ? o.thresholdSeconds() : o.thresholdSeconds);

  const listeners = new Set<(e: IdleEvent) => void>();
  const startedAt = clock();
  let lastActivityAt = startedAt;
  let historyRead = false;
  let idle = false;
  let closed = false;
  let timer: unknown = null;
  let polling = false;
  let dirs: WatchedDir[] = [];
  let dirsAt = 0;
  let watched = new Set<string>();
  /** The load average seen by the last poll, when it was over the limit. */
  let highLoad: number | null = null;

  const emit = (e: IdleEvent) => {
    for (const l of listeners) l(e);
  };

  function activity(at: number): void {
    if (at <= lastActivityAt) return;
    lastActivityAt = Math.min(at, clock());
    if (idle) {
      idle = false;
      emit('active');
      schedulePoll();
    }
  }

  const trees = new Map<string, WatchedTree>();

  function onWrite(path: string): void {
    // Only memory files count; temp files of atomic writes and the lock do not.
    if (closed || !path.endsWith('.md')) return;
    const own = o.ignoreWritesIn?.();
    if (own && (path === own || path.startsWith(own.endsWith(sep) ? own : own + sep))) return;
    activity(clock());
  }

  /** Watch the dirs' folders (and wait until they are); a dir that vanished or cannot be watched still has its transcripts polled. */
  async function watchDirs(paths: string[]): Promise<void> {
    if (closed) return;
    const added = paths.map(async (p) => {
      const tree = watchTree(p, onWrite);
      trees.set(p, tree);
      await tree.ready;
      // Not there (yet): tried again when the dirs are next read.
      if (tree.watching() || trees.get(p) !== tree) return;
      tree.close();
      trees.delete(p);
      watched.delete(p);
    });
    await Promise.all(added);
  }

  async function refreshDirs(): Promise<void> {
    dirs = await o.dirs();
    dirsAt = clock();
    const next = new Set(dirs.map((d) => d.memoryDir));
    const added = [...next].filter((d) => !watched.has(d));
    const removed = [...watched].filter((d) => !next.has(d));
    watched = next;
    for (const p of removed) {
      trees.get(p)?.close();
      trees.delete(p);
    }
    if (added.length) await watchDirs(added);
  }

  async function poll(): Promise<void> {
    if (closed || polling) return;
    polling = true;
    try {
      if (clock() - dirsAt >= refreshDirsMs) await refreshDirs().catch(() => undefined);
      const load = loadAverage();
      highLoad = load / cores > maxLoadPerCore ? load : null;
      if (highLoad !== null) activity(clock());
      if (!historyRead) {
        historyRead = true;
        // Before we watched, the last activity we can know of is the newest write on disk.
        const history = await newestWriteOnDisk();
        if (lastActivityAt <= startedAt) lastActivityAt = Math.min(history, clock());
      } else if (idle || lastActivityAt + thresholdMs() <= clock()) {
        for (const d of dirs) {
          if (!d.transcriptDir) continue;
          const t = await newestTranscriptWriteMs(d.transcriptDir).catch(() => null);
          if (t !== null) activity(t);
        }
      }
      if (!closed && !idle && lastActivityAt + thresholdMs() <= clock()) {
        idle = true;
        emit('idle');
      }
    } finally {
      polling = false;
      schedulePoll();
    }
  }

  async function newestWriteOnDisk(): Promise<number> {
    let newest = 0;
    for (const d of dirs) {
      // A memory dir's own mtime moves when a file is created or atomically replaced.
      const m = await stat(d.memoryDir).then((st) => st.mtimeMs, () => 0);
      const t = d.transcriptDir ? await newestTranscriptWriteMs(d.transcriptDir).catch(() => null) : null;
      newest = Math.max(newest, m, t ?? 0);
    }
    return newest;
  }

  function schedulePoll(): void {
    if (closed) return;
    if (timer !== null) timers.clearTimeout(timer);
    // While active nothing can make us idle before the threshold: sleep until then.
    const delay = idle ? pollMs : Math.max(10, lastActivityAt + thresholdMs() - clock());
    timer = timers.setTimeout(() => {
      timer = null;
      void poll();
    }, delay);
  }

  const readyPromise = refreshDirs()
    .catch(() => undefined)
    .then(() => poll());

  return {
    kind: 'headless',
    note: o.note ?? null,
    idleSeconds() {
      const s = (clock() - lastActivityAt) / 1000;
      // Idle only once a poll has also found the transcripts quiet.
      return idle ? s : Math.min(s, Math.max(0, thresholdMs() / 1000 - 0.001));
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    busyWith: () => (highLoad === null ? null : { reason: 'load', detail: `load average ${highLoad.toFixed(1)} on ${cores} ${cores === 1 ? 'core' : 'cores'}` }),
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      for (const t of trees.values()) t.close();
      trees.clear();
    },
  };
}
