import { createHash } from 'node:crypto';
import { lstat, readFile, unlink } from 'node:fs/promises';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError, errnoCode } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { withWriterLock, type AcquireOptions } from '../lock/index.js';
import { resolveInside } from '../memdir/safe-read.js';
import type { SnapshotStore } from '../snapshots/index.js';
import type { FileEntry, SnapshotTarget } from '../snapshots/types.js';
import { DreamReports, type StoredDreamReport } from './reports.js';

/**
 * Undo a dream: every file it changed goes back to its bytes (and mtime, mode) in the
 * dream's pre-dream snapshot, files it created are removed. Checked before anything is
 * written: every object it needs is read and hash-checked, and a file changed since the
 * dream (or now a symlink) stops the undo, unless `force` (then the pre-undo snapshot keeps
 * what it was). A `pre-undo` snapshot of the files it may change is taken first, so the undo
 * is itself undoable. Other files, and the lock's lastConsolidatedAt, are left as they are.
 */

export interface UndoOptions {
  dreamId: string;
  stateDir: string;
  store: SnapshotStore;
  clock?: Clock;
  lock?: Omit<AcquireOptions, 'clock'>;
  /** Put back files changed since the dream too. */
  force?: boolean;
  /** An OpenClaw dir: the in-app lock only, no `.consolidate-lock` there. */
  inAppOnly?: boolean;
}

export interface UndoResult {
  dreamId: string;
  /** The pre-undo snapshot: restoring it redoes the dream. */
  snapshotId: string;
  restored: string[];
  removed: string[];
}

type Step = { file: string; action: 'write'; entry: FileEntry; bytes: Buffer } | { file: string; action: 'remove' };

export async function undoDream(opts: UndoOptions): Promise<UndoResult> {
  const clock = opts.clock ?? systemClock;
  const reports = new DreamReports(opts.stateDir);
  const report = await reports.get(opts.dreamId);
  if (report.undoneBy) {
    throw new AutodreamError('conflict', `Dream ${opts.dreamId} was already undone.`, { hint: `To redo it, restore snapshot ${report.undoneBy}.` });
  }
  if (!report.snapshotId || !(report.outcome === 'applied' || report.interrupted === true)) {
    throw new AutodreamError('bad-input', `Dream ${opts.dreamId} changed nothing (${report.outcome}); there is nothing to undo.`);
  }
  const snapshotId = report.snapshotId;
  const dir: SnapshotTarget = { id: report.memoryDirId, path: report.memoryDir };
  const skipped = new Set(report.skipped.map((s) => s.file));
  const touched = [...new Set(report.changes.flatMap((c) => c.files))].filter((f) => !skipped.has(f)).sort();
  const snap = await opts.store.get(snapshotId);
  const entries = new Map(snap.entries.map((e) => [e.path, e]));
  const written = writtenHashes(report);

  // The dream lock keeps any dream (of this or another process, or Claude Code's) out while files are put back.
  return withWriterLock(report.memoryDir, 'undo', { ...opts.lock, clock, ...(opts.inAppOnly && { inAppOnly: true }) }, async () => {
    const steps: Step[] = [];
    const changedSince: string[] = [];
    for (const file of touched) {
      const abs = resolveInside(dir.path, file);
      const st = await lstat(abs).catch((e: unknown) => {
        if (errnoCode(e) === 'ENOENT') return null;
        throw e;
      });
      if (st?.isSymbolicLink()) throw new AutodreamError('conflict', `Cannot undo dream ${opts.dreamId}: ${file} is a symlink now; nothing was changed.`, { file, hint: 'An undo never writes through a link: move it out of the way and undo again.' });
      if (st && !st.isFile()) throw new AutodreamError('conflict', `Cannot undo dream ${opts.dreamId}: ${file} is not a file now; nothing was changed.`, { file });
      const now = st ? sha256(await readFile(abs)) : null;
      const entry = entries.get(file);
      const before = entry?.type === 'file' ? entry.hash : null;
      if (now === before) continue; // never written (an interrupted dream), or put back already
      const after = written.get(file);
      if (after !== undefined && now !== after) changedSince.push(file);
      // Read and hash-check the content first: a damaged store fails here, before any write.
      if (entry?.type === 'file') steps.push({ file, action: 'write', entry, bytes: await opts.store.readFile(snapshotId, file) });
      else if (!entry) steps.push({ file, action: 'remove' });
    }
    if (changedSince.length > 0 && !opts.force) {
      throw new AutodreamError('conflict', `Cannot undo dream ${opts.dreamId}: ${changedSince.join(', ')} changed since the dream; nothing was changed.`, {
        file: changedSince[0]!,
        hint: `See what changed with \`autodream snapshots diff ${snapshotId}\`; \`autodream undo ${opts.dreamId} --force\` puts them back anyway (their present text is kept in the pre-undo snapshot).`,
      });
    }
    // Of the dream's files only: the undo touches nothing else. Restoring it redoes the dream
    // exactly: files the undo removes come back, files it brings back go again.
    const pre = await opts.store.create(dir, 'pre-undo', { note: `before undoing dream ${opts.dreamId}`, scope: touched });
    const restored: string[] = [];
    const removed: string[] = [];
    for (const step of steps) {
      const abs = resolveInside(dir.path, step.file);
      if (step.action === 'write') {
        await writeFileAtomic(abs, step.bytes, { mode: step.entry.mode, mtimeMs: step.entry.mtimeMs });
        restored.push(step.file);
      } else {
        const gone = await unlink(abs).then(
          () => true,
          (e: unknown) => {
            if (errnoCode(e) === 'ENOENT') return false;
            throw e;
          },
        );
        if (gone) removed.push(step.file);
      }
    }
    await reports.markUndone(opts.dreamId, pre.id);
    return { dreamId: opts.dreamId, snapshotId: pre.id, restored, removed };
  });
}

/** What the dream left in each file it wrote (the last change to touch it), as sha256; null = deleted. Reports without diffs give none. */
function writtenHashes(report: StoredDreamReport): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const c of report.changes) for (const d of c.diffs ?? []) out.set(d.file, d.after === null ? null : sha256(Buffer.from(d.after, 'utf8')));
  return out;
}

function sha256(b: Buffer): string {
  return createHash('sha256').update(b).digest('hex');
}
