import { lstat, open, realpath, stat, unlink, utimes } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join, resolve } from 'node:path';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError, errnoCode, isAutodreamError } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { appLockDir, appLockPath, withAppLock, type AppLockOptions } from './app-lock.js';
import { claimPath, clearClaim, readClaim, writeClaim, type LockClaim } from './claim.js';
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
  /** Set when the lock is not a plain file (a symlink, a folder): it is never read through, written or removed. */
  invalid?: string;
  /** The PID in the file belongs to an autodream that was killed mid-dream; mtimeMs is the time before its claim. */
  abandoned?: boolean;
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

export async function readLock(memoryDir: string, clock: Clock = systemClock, opts: AppLockOptions = {}): Promise<LockState> {
  const state = await readLockFile(memoryDir, clock);
  if (!state.exists || state.invalid !== undefined || state.pid === null) return state;
  const claim = await claimOf(memoryDir, opts);
  if (finishedBy(claim, state)) return { ...state, held: false };
  // A dead PID: if an autodream claimed the lock and was killed, its claim says what lastConsolidatedAt was.
  if (!abandonedBy(claim, state)) return state;
  return { ...state, exists: claim.priorMtimeMs !== 0, mtimeMs: claim.priorMtimeMs, abandoned: true };
}

/**
 * The lock file as it is on disk. Never follows a link: a `.consolidate-lock` that is a symlink
 * (easy to commit in a git checkout) would make the PID write land in its target.
 */
async function readLockFile(memoryDir: string, clock: Clock): Promise<LockState> {
  const file = lockFilePath(memoryDir);
  const none: LockState = { file, exists: false, pid: null, mtimeMs: 0, holderAlive: false, held: false };
  let mtimeMs: number;
  let body: string;
  try {
    const st = await lstat(file);
    if (!st.isFile()) return { ...none, exists: true, invalid: `${LOCK_FILE_NAME} is ${st.isSymbolicLink() ? 'a symlink' : st.isDirectory() ? 'a folder' : 'not a regular file'}; autodream never reads, writes or removes it` };
    mtimeMs = st.mtimeMs;
    // O_NOFOLLOW: a link swapped in after the lstat is refused too.
    const fh = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      body = await fh.readFile('utf8');
    } finally {
      await fh.close();
    }
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return none;
    if (code === 'ELOOP') return { ...none, exists: true, invalid: `${LOCK_FILE_NAME} is a symlink; autodream never reads, writes or removes it` };
    throw new AutodreamError('unreadable', `Cannot read the dream lock (${code ?? String(e)}).`, { file, cause: e });
  }
  const pid = parseLockBody(body);
  const holderAlive = pid !== null && isPidAlive(pid);
  const held = clock() - mtimeMs < HOLDER_STALE_MS && holderAlive;
  return { file, exists: true, pid, mtimeMs, holderAlive, held };
}

async function claimOf(memoryDir: string, opts: AppLockOptions): Promise<LockClaim | null> {
  const dir = opts.lockDir ?? appLockDir(opts.env ?? process.env);
  return readClaim(claimPath(await appLockPath(memoryDir, dir)));
}

/** The claim of a process that is gone before it finished, whose PID is still in the lock file. */
function abandonedBy(claim: LockClaim | null, state: LockState): claim is LockClaim {
  return claim !== null && !claim.finished && state.pid === claim.pid && !state.holderAlive && Math.abs(state.mtimeMs - claim.claimedAtMs) < 2000;
}

/** The PID in the lock is an autodream whose dream finished: it holds nothing. */
function finishedBy(claim: LockClaim | null, state: LockState): boolean {
  return claim !== null && claim.finished === true && state.pid === claim.pid && Math.abs(state.mtimeMs - claim.claimedAtMs) < 2000;
}

function invalidLock(memoryDir: string, state: LockState): AutodreamError {
  return new AutodreamError('conflict', `The dream lock cannot be used: ${state.invalid ?? 'it is not a plain file'}.`, {
    file: lockFilePath(memoryDir),
    hint: `Remove ${state.file} (it only records when the memory was last consolidated); a dream recreates it as a plain file.`,
  });
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
  const claimFile = claimPath(await appLockPath(memoryDir, opts.lockDir ?? appLockDir(opts.env ?? process.env)));
  try {
    return await withAppLock(
      memoryDir,
      async (isCompromised) => {
        let before = await readLockFile(memoryDir, clock);
        if (before.invalid !== undefined) throw invalidLock(memoryDir, before);
        const claim = await readClaim(claimFile);
        if (abandonedBy(claim, before)) {
          // A killed autodream's dream never finished: lastConsolidatedAt goes back to what it was.
          await restore(file, claim.priorMtimeMs);
          await clearClaim(claimFile);
          before = await readLockFile(memoryDir, clock);
        }
        const ownLeftover = (before.pid === pid && pid === process.pid && !activeDreams.has(key)) || finishedBy(claim, before);
        if (before.held && !ownLeftover) return { acquired: false, holderPid: before.pid, reason: 'held' } as const;
        const priorMtimeMs = before.exists ? before.mtimeMs : 0;
        const claimedAtMs = clock();
        await writeClaim(claimFile, { memoryDir: key, pid, priorMtimeMs, claimedAtMs });
        await writeLockBody(file, String(pid), claimedAtMs);
        const now = (await readLockFile(memoryDir, clock)).pid;
        if (now !== pid) {
          await clearClaim(claimFile);
          return { acquired: false, holderPid: now, reason: 'lost-race' } as const;
        }
        if (isCompromised()) {
          // Another autodream may be inside the critical section too: back out rather than risk two winners.
          await restore(file, priorMtimeMs);
          await clearClaim(claimFile);
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
  const claimFile = claimPath(await appLockPath(memoryDir, opts.lockDir ?? appLockDir(opts.env ?? process.env)));
  const work = async (): Promise<RollbackResult> => {
    const current = await readLockFile(memoryDir, systemClock);
    if (current.invalid !== undefined) return 'skipped';
    if (opts.pid !== undefined && current.pid !== null && current.pid !== opts.pid) return 'skipped';
    const result = await restore(file, priorMtimeMs);
    await clearClaim(claimFile);
    return result;
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

/** A dream of this process finished: the lock stays as it is (PID + acquire-time mtime), the claim says it finished. */
export async function finishLock(memoryDir: string, opts: AppLockOptions = {}): Promise<void> {
  activeDreams.delete(await dirKey(memoryDir));
  const file = claimPath(await appLockPath(memoryDir, opts.lockDir ?? appLockDir(opts.env ?? process.env)));
  const claim = await readClaim(file);
  if (claim) await writeClaim(file, { ...claim, finished: true });
}

async function restore(file: string, priorMtimeMs: number): Promise<RollbackResult> {
  if (priorMtimeMs === 0) {
    await unlink(file).catch((e: unknown) => {
      if (errnoCode(e) !== 'ENOENT') throw e;
    });
    return 'deleted';
  }
  await writeLockBody(file, '', priorMtimeMs);
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
    if (isAutodreamError(e)) throw e;
    const code = errnoCode(e);
    throw new AutodreamError('unreadable', `Cannot write the dream lock (${code ?? String(e)}).`, { file, cause: e });
  }
}
