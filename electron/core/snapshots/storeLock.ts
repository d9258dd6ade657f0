import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { AutodreamError, errnoCode } from '../errors.js';
import { mkdirPrivate } from '../fsx/atomic.js';

export interface StoreLockOptions {
  /** A lock not refreshed for this long belongs to a dead process (proper-lockfile's minimum is 2000). */
  staleMs: number;
  /** How long to wait for another process's snapshot, restore or cleanup to finish. */
  waitMs: number;
}

/** Something that was true when the lock was taken; false once the lock was lost. */
export interface LockHold {
  readonly lost: boolean;
  /** Throw before committing anything if another process may have taken over. */
  check(): void;
}

/**
 * One writer at a time in a snapshot store (across processes: the daemon and the CLI).
 * Without it, cleanup could collect an object that a concurrent snapshot is about to reference.
 * A killed holder's lock goes stale after `staleMs` and is taken over.
 */
export async function withStoreLock<T>(root: string, opts: StoreLockOptions, fn: (hold: LockHold) => Promise<T>): Promise<T> {
  await mkdirPrivate(root);
  const state = { lost: false };
  const hold: LockHold = {
    get lost() {
      return state.lost;
    },
    check() {
      if (state.lost) throw new AutodreamError('conflict', 'Lost the snapshot store lock (the process stalled too long); nothing was committed.', { file: root, hint: 'Try again.' });
    },
  };
  const interval = 200;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(root, {
      lockfilePath: join(root, 'store.lock'),
      realpath: false,
      stale: Math.max(2000, opts.staleMs),
      retries: { retries: Math.ceil(opts.waitMs / interval), factor: 1, minTimeout: interval, maxTimeout: interval },
      onCompromised: () => {
        state.lost = true;
      },
    });
  } catch (e) {
    if (errnoCode(e) === 'ELOCKED') {
      throw new AutodreamError('locked', 'The snapshot store is busy: another autodream process is snapshotting or restoring.', { file: root, hint: 'Try again in a moment.', cause: e });
    }
    throw e;
  }
  try {
    return await fn(hold);
  } finally {
    if (!state.lost) await release().catch(() => undefined);
  }
}
