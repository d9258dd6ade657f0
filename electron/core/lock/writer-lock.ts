import { AutodreamError } from '../errors.js';
import { removeStaleTempFiles } from '../fsx/atomic.js';
import { withAppLock } from './app-lock.js';
import { acquireLock, rollbackLock, type AcquireOptions } from './consolidate-lock.js';
import { describeLockHolder } from './holder.js';
import { isPidAlive } from './pid.js';

/**
 * Every writer of a memory dir besides a dream (a restore, an undo, an edit) holds the same
 * cross-process `.consolidate-lock` while it writes, so it never interleaves with a dream of
 * another process or of Claude Code. Released by rollback: lastConsolidatedAt stays what it was.
 * A dir that is busy is refused at once, naming who holds it. OpenClaw dirs get the in-app
 * lock only (docs/openclaw.md): no `.consolidate-lock` is ever written there.
 */
export interface WriterLockOptions extends AcquireOptions {
  /** An OpenClaw dir: autodream's in-app lock only (the one its dreams hold), never a `.consolidate-lock` there. */
  inAppOnly?: boolean;
  /**
   * `fn` removes the temp files dead writers left itself (a restore finds them in the scan it
   * makes anyway); by default they are removed here first, which lists the whole dir once more.
   */
  sweptByCaller?: boolean;
}

export async function withWriterLock<T>(memoryDir: string, what: string, opts: WriterLockOptions, fn: () => Promise<T>): Promise<T> {
  if (opts.inAppOnly) return withInAppWriterLock(memoryDir, what, opts, fn);
  const pid = opts.pid ?? process.pid;
  const acquired = await acquireLock(memoryDir, opts);
  if (!acquired.acquired) {
    const who = acquired.holderPid !== null ? await describeLockHolder(acquired.holderPid) : null;
    const holder = acquired.holderPid !== null ? ` (held by ${who ?? 'process'} pid ${acquired.holderPid})` : ' (another autodream is taking its lock)';
    throw new AutodreamError('locked', `A dream is running on this memory dir${holder}; ${what} waits until it is done.`, { file: memoryDir, hint: 'Try again when the dream has finished.' });
  }
  try {
    // Half-written temp files of a killed autodream: removed before anything else is written.
    if (!opts.sweptByCaller) await removeStaleTempFiles(memoryDir, isPidAlive);
    return await fn();
  } finally {
    await rollbackLock(memoryDir, acquired.priorMtimeMs, { ...opts, pid });
  }
}

async function withInAppWriterLock<T>(memoryDir: string, what: string, opts: WriterLockOptions, fn: () => Promise<T>): Promise<T> {
  try {
    return await withAppLock(
      memoryDir,
      async () => {
        if (!opts.sweptByCaller) await removeStaleTempFiles(memoryDir, isPidAlive);
        return fn();
      },
      { waitMs: opts.waitMs ?? 2000, ...(opts.lockDir !== undefined && { lockDir: opts.lockDir }), ...(opts.env && { env: opts.env }) },
    );
  } catch (e) {
    if (e instanceof AutodreamError && e.code === 'locked' && e.file === memoryDir) {
      throw new AutodreamError('locked', `A dream is running on this memory dir; ${what} waits until it is done.`, { file: memoryDir, hint: 'Try again when the dream has finished. Nothing was written.', cause: e });
    }
    throw e;
  }
}
