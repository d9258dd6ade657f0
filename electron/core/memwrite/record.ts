import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import type { Clock } from '../clock.js';
import { AutodreamError, errnoCode } from '../errors.js';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import { withWriterLock } from '../lock/writer-lock.js';
import { readPromotionLock } from '../lock/openclaw-lock.js';
import { isOpenClawDir } from '../memdir/openclaw.js';
import { resolveInside } from '../memdir/safe-read.js';
import { modeOfMemories } from '../dream/apply.js';
import type { MemoryDir } from '../memdir/types.js';
import { DreamReports, makeDreamId } from '../dream/reports.js';
import type { SnapshotStore } from '../snapshots/store.js';
import { statePaths } from '../state.js';
import type { FileEdit, ReadText } from './types.js';

/**
 * How an agent's write lands: under a per-dir write lock in the state dir (two agents, two
 * processes, one MEMORY.md), its files snapshotted first, written atomically, and recorded as a report
 * with one change (`by: agent-tool`), so history shows it and `dreams.undo` puts it back.
 */

export interface RecordDeps {
  stateDir: string;
  store: SnapshotStore;
  clock: Clock;
  /** Where the in-app lock lives (AUTODREAM_LOCK_DIR), as the dreams of this process see it. */
  env?: NodeJS.ProcessEnv;
}

export interface RecordedWrite {
  /** The report's id (undo it like a dream); null when nothing changed. */
  writeId: string | null;
  snapshotId: string | null;
  files: string[];
}

/** Read a file of the memory dir as text (never through a symlink that leaves it); null when absent. */
export function readerFor(dir: MemoryDir): ReadText {
  return async (rel) => {
    try {
      return await readFile(resolveInside(dir.path, rel), 'utf8');
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return null;
      throw e;
    }
  };
}

/**
 * Run fn holding this memory dir's write lock (shared by every autodream process on the
 * machine), and the dream lock too, so an agent's write never lands inside a dream of another
 * process (or Claude Code's): then it is refused, saying who holds the dir.
 */
export async function withWriteLock<T>(deps: RecordDeps, dir: MemoryDir, fn: () => Promise<T>): Promise<T> {
  const locks = join(statePaths(deps.stateDir).root, 'locks');
  await mkdirPrivate(locks);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(locks, {
      lockfilePath: join(locks, `${dir.id}.write.lock`),
      realpath: false,
      stale: 10_000,
      retries: { retries: 300, factor: 1, minTimeout: 20, maxTimeout: 60 },
    });
  } catch (e) {
    throw new AutodreamError('locked', `Another write to ${dir.label} is taking too long; nothing was written.`, { file: dir.path, hint: 'Try again in a moment.', cause: e });
  }
  try {
    // OpenClaw dirs: the in-app lock only, never a `.consolidate-lock` (docs/openclaw.md).
    if (!isOpenClawDir(dir)) return await withWriterLock(dir.path, 'the write', {}, fn);
    return await withWriterLock(dir.path, 'the write', { inAppOnly: true, ...(deps.env && { env: deps.env }) }, async () => {
      await refuseWhileOpenClawPromotes(dir, deps.clock);
      return fn();
    });
  } finally {
    await release().catch(() => undefined);
  }
}

/** OpenClaw's own promotion into MEMORY.md must not interleave with an agent's write there. */
async function refuseWhileOpenClawPromotes(dir: MemoryDir, clock: Clock): Promise<void> {
  const promo = dir.openclaw ? await readPromotionLock(dir.openclaw.workspace, clock()) : null;
  if (promo?.held) {
    throw new AutodreamError('locked', `OpenClaw is promoting memories into ${dir.label} (its lock ${promo.file} is held${promo.pid ? ` by pid ${promo.pid}` : ''}); nothing was written.`, { file: promo.file, hint: 'Try again when OpenClaw has finished.' });
  }
}

/**
 * Snapshot, then write the edits (each atomically, in order), then record them. Call inside
 * withWriteLock. A file that changed since it was read is a conflict: nothing is written.
 */
export async function recordEdits(
  dir: MemoryDir,
  edits: readonly FileEdit[],
  what: { tool: string; summary: string; reason: string },
  deps: RecordDeps,
): Promise<RecordedWrite> {
  if (edits.length === 0) return { writeId: null, snapshotId: null, files: [] };
  const now = deps.clock();
  const writeId = makeDreamId(now);
  // Only the files the write touches: undo puts back exactly those (a file absent from the
  // snapshot is one the write created, and undo removes it), so the rest of the dir need not be
  // scanned and hashed on every agent write.
  const snapshot = await deps.store.create(dir, 'pre-write', { note: `before ${what.tool} (${writeId})`, scope: [...new Set(edits.map((e) => e.file))] });
  const read = readerFor(dir);
  for (const e of edits) {
    if ((await read(e.file)) !== e.before) {
      throw new AutodreamError('conflict', `${e.file} changed while the write was being prepared; nothing was written.`, { file: e.file, hint: 'Read it again and retry.' });
    }
  }
  const written: FileEdit[] = [];
  const newMode = await modeOfMemories(dir.path);
  try {
    for (const e of edits) {
      await writeFileAtomic(resolveInside(dir.path, e.file), e.after, e.before === null && newMode !== undefined ? { mode: newMode } : {});
      written.push(e);
    }
  } catch (err) {
    // Put back what was written: the before texts are in hand.
    for (const w of written.reverse()) {
      const abs = resolveInside(dir.path, w.file);
      if (w.before === null) await unlink(abs).catch(() => undefined);
      else await writeFileAtomic(abs, w.before).catch(() => undefined);
    }
    throw new AutodreamError('internal', `Writing ${dir.label} failed, and what was written was put back: ${err instanceof Error ? err.message : String(err)}`, { file: dir.path, cause: err });
  }
  const at = new Date(now).toISOString();
  await new DreamReports(deps.stateDir).save({
    dreamId: writeId,
    memoryDir: dir.path,
    memoryDirId: dir.id,
    startedAt: at,
    finishedAt: new Date(deps.clock()).toISOString(),
    outcome: 'applied',
    summary: what.summary,
    snapshotId: snapshot.id,
    trigger: 'agent-tool',
    undoneBy: null,
    changes: [
      {
        kind: 'agent-write',
        files: edits.map((e) => e.file),
        reason: what.reason,
        by: 'agent-tool',
        confidence: 'review',
        diffs: edits.map((e) => ({ file: e.file, before: e.before, after: e.after })),
      },
    ],
    findings: [],
    skipped: [],
    counts: { bytes: edits.reduce((n, e) => n + Buffer.byteLength(e.after), 0) },
  });
  return { writeId, snapshotId: snapshot.id, files: edits.map((e) => e.file) };
}
