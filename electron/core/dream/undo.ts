import { unlink } from 'node:fs/promises';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError, errnoCode } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { acquireLock, rollbackLock, type AcquireOptions } from '../lock/index.js';
import { resolveInside } from '../memdir/safe-read.js';
import type { SnapshotStore } from '../snapshots/index.js';
import type { SnapshotTarget } from '../snapshots/types.js';
import { DreamReports } from './reports.js';

/**
 * Undo a dream: every file it changed goes back to its bytes (and mtime, mode) in the
 * dream's pre-dream snapshot, files it created are removed. A `pre-undo` snapshot of the
 * present is taken first, so the undo is itself undoable. Other files, and the lock's
 * lastConsolidatedAt, are left as they are.
 */

export interface UndoOptions {
  dreamId: string;
  stateDir: string;
  store: SnapshotStore;
  clock?: Clock;
  lock?: Omit<AcquireOptions, 'clock'>;
}

export interface UndoResult {
  dreamId: string;
  /** The pre-undo snapshot: restoring it redoes the dream. */
  snapshotId: string;
  restored: string[];
  removed: string[];
}

export async function undoDream(opts: UndoOptions): Promise<UndoResult> {
  const clock = opts.clock ?? systemClock;
  const reports = new DreamReports(opts.stateDir);
  const report = await reports.get(opts.dreamId);
  if (report.undoneBy) {
    throw new AutodreamError('conflict', `Dream ${opts.dreamId} was already undone.`, { hint: `To redo it, restore snapshot ${report.undoneBy}.` });
  }
  if (report.outcome !== 'applied' || !report.snapshotId) {
    throw new AutodreamError('bad-input', `Dream ${opts.dreamId} changed nothing (${report.outcome}); there is nothing to undo.`);
  }
  const dir: SnapshotTarget = { id: report.memoryDirId, path: report.memoryDir };
  const skipped = new Set(report.skipped.map((s) => s.file));
  const touched = [...new Set(report.changes.flatMap((c) => c.files))].filter((f) => !skipped.has(f)).sort();
  const snap = await opts.store.get(report.snapshotId);
  const entries = new Map(snap.entries.map((e) => [e.path, e]));

  // The dream lock keeps Claude Code's own dream out while files are put back; released by
  // rollback, so lastConsolidatedAt stays what it was.
  const acquired = await acquireLock(report.memoryDir, { ...opts.lock, clock });
  if (!acquired.acquired) {
    throw new AutodreamError('locked', 'A dream is running on this memory dir; undo waits for it to finish.', { file: report.memoryDir, hint: 'Try again when it is done.' });
  }
  try {
    const pre = await opts.store.create(dir, 'pre-undo', { note: `before undoing dream ${opts.dreamId}` });
    const restored: string[] = [];
    const removed: string[] = [];
    for (const file of touched) {
      const abs = resolveInside(dir.path, file);
      const entry = entries.get(file);
      if (entry?.type === 'file') {
        await writeFileAtomic(abs, await opts.store.readFile(report.snapshotId, file), { mode: entry.mode, mtimeMs: entry.mtimeMs });
        restored.push(file);
      } else if (!entry) {
        const gone = await unlink(abs).then(
          () => true,
          (e: unknown) => {
            if (errnoCode(e) === 'ENOENT') return false;
            throw e;
          },
        );
        if (gone) removed.push(file);
      }
    }
    await reports.markUndone(opts.dreamId, pre.id);
    return { dreamId: opts.dreamId, snapshotId: pre.id, restored, removed };
  } finally {
    await rollbackLock(report.memoryDir, acquired.priorMtimeMs, { ...opts.lock });
  }
}
