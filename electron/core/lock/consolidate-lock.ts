import { readFile, realpath, stat, unlink, utimes } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError, errnoCode, isAutodreamError } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { withAppLock, type AppLockOptions } from './app-lock.js';
import { isPidAlive, parseLockBody } from './pid.js';

/**
 * Claude Code's `.consolidate-lock` protocol (see interop.md "The lock"): the body is the
 * holder's PID as decimal text, the mtime is lastConsolidatedAt, and the lock is held while
 * the mtime is under an hour old and the PID is alive. No other body format is ever written.
 */

export const LOCK_FILE_NAME = '.consolidate-lock';
/** A holder older than this is presumed gone, alive or not. */
export const HOLDER_STALE_MS = 3_600_000;

export interface LockState {
  file: string;
  exists: boolean;
  /** parseInt of the body; null when missing, empty or not a number. */
  pid: number | null;
  /** The lock's mtime = lastConsolidatedAt; 0 when there is no lock file. */
  mtimeMs: number;
  holderAlive: boolean;
  held: boolean;
}

export type AcquireResult =
  | { acquired: true; priorMtimeMs: number }
  | {
      acquired: false;
      holderPid: number | null;
      /** held: a live holder; lost-race: another writer won the verify; busy: another autodream kept the in-app lock. */
      reason: 'held' | 'lost-race' | 'busy';
    };

export interface AcquireOptions extends AppLockOptions {
  clock?: Clock;
  pid?: number;
}

export type RollbackResult = 'deleted' | 'restored' | 'skipped';

export function lockFilePath(memoryDir: string): string {
  return join(memoryDir, LOCK_FILE_NAME);
}

// Memory dirs this process is dreaming in right now: our own PID in their lock is a real holder.
const activeDreams = new Set<string>();

async function dirKey(memoryDir: string): Promise<string> {
  try {
    return await realpath(memoryDir);
  } catch {
    return resolve(memoryDir);
  }
}

export async function readLock(memoryDir: string, clock: Clock = systemClock): Promise<LockState> {
  const file = lockFilePath(memoryDir);
  let mtimeMs: number;
  let body: string;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
    body = await readFile(file, 'utf8');
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { file, exists: false, pid: null, mtimeMs: 0, holderAlive: false, held: false };
    throw new AutodreamError('unreadable', `Cannot read the dream lock (${code ?? String(e)}).`, { file, cause: e });
  }
  const pid = parseLockBody(body);
  const holderAlive = pid !== null && isPidAlive(pid);
  const held = clock() - mtimeMs < HOLDER_STALE_MS && holderAlive;
  return { file, exists: true, pid, mtimeMs, holderAlive, held };
}

/**
 * Take the lock the way Claude Code does (write own PID, re-read, proceed only if it is still
 * ours), serialised between autodream processes by the in-app lock. The prior mtime comes back
 * for rollbackLock. Our own PID left by an earlier, finished dream of this process is not a holder.
 */
export async function acquireLock(memoryDir: string, opts: AcquireOptions = {}): Promise<AcquireResult> {
  const clock = opts.clock ?? systemClock;
  const pid = opts.pid ?? process.pid;
  const key = await dirKey(memoryDir);
  const file = lockFilePath(memoryDir);
  await assertDir(memoryDir);
  try {
    return await withAppLock(
      memoryDir,
      async (isCompromised) => {
        const before = await readLock(memoryDir, clock);
        const ownLeftover = before.pid === pid && pid === process.pid && !activeDreams.has(key);
        if (before.held && !ownLeftover) return { acquired: false, holderPid: before.pid, reason: 'held' } as const;
        const priorMtimeMs = before.exists ? before.mtimeMs : 0;
        await writeLockBody(file, String(pid), clock());
        const now = parseLockBody(await readFile(file, 'utf8'));
        if (now !== pid) return { acquired: false, holderPid: now, reason: 'lost-race' } as const;
        if (isCompromised()) {
          // Another autodream may be inside the critical section too: back out rather than risk two winners.
          await restore(file, priorMtimeMs);
          return { acquired: false, holderPid: null, reason: 'busy' } as const;
        }
        if (pid === process.pid) activeDreams.add(key);
        return { acquired: true, priorMtimeMs } as const;
      },
      opts,
    );
  } catch (e) {
    if (isAutodreamError(e) && e.code === 'locked') return { acquired: false, holderPid: null, reason: 'busy' };
    throw e;
  }
}

/**
 * Undo an acquire after a failed or cancelled dream: no prior lock -> delete it; else an empty
 * body with the prior mtime (so lastConsolidatedAt is what it was). With `pid`, a lock that
 * meanwhile belongs to someone else is left alone.
 */
export async function rollbackLock(
  memoryDir: string,
  priorMtimeMs: number,
  opts: AppLockOptions & { pid?: number } = {},
): Promise<RollbackResult> {
  const key = await dirKey(memoryDir);
  const file = lockFilePath(memoryDir);
  const work = async (): Promise<RollbackResult> => {
    if (opts.pid !== undefined) {
      const current = await readLock(memoryDir);
      if (current.pid !== null && current.pid !== opts.pid) return 'skipped';
    }
    return restore(file, priorMtimeMs);
  };
  try {
    try {
      return await withAppLock(memoryDir, work, opts);
    } catch (e) {
      // A rollback must happen even when another autodream keeps the in-app lock busy.
      if (isAutodreamError(e) && e.code === 'locked') return await work();
      throw e;
    }
  } finally {
    activeDreams.delete(key);
  }
}

/** A dream of this process finished: the lock stays as it is (PID + acquire-time mtime). */
export async function finishLock(memoryDir: string): Promise<void> {
  activeDreams.delete(await dirKey(memoryDir));
}

async function restore(file: string, priorMtimeMs: number): Promise<RollbackResult> {
  if (priorMtimeMs === 0) {
    await unlink(file).catch((e: unknown) => {
      if (errnoCode(e) !== 'ENOENT') throw e;
    });
    return 'deleted';
  }
  await writeLockBody(file, '', null);
  const seconds = priorMtimeMs / 1000;
  await utimes(file, seconds, seconds);
  return 'restored';
}

async function assertDir(memoryDir: string): Promise<void> {
  const isDir = await stat(memoryDir).then((s) => s.isDirectory(), () => false);
  if (!isDir) throw new AutodreamError('not-found', 'The memory dir does not exist.', { file: memoryDir });
}

async function writeLockBody(file: string, body: string, mtimeMs: number | null): Promise<void> {
  try {
    await writeFileAtomic(file, body, mtimeMs === null ? {} : { mtimeMs });
  } catch (e) {
    const code = errnoCode(e);
    throw new AutodreamError('unreadable', `Cannot write the dream lock (${code ?? String(e)}).`, { file, cause: e });
  }
}
