import { acquireLock, finishLock, rollbackLock, type AcquireOptions, type RollbackResult } from './consolidate-lock.js';

export type DreamLockResult<T> =
  | { outcome: 'done'; value: T; priorMtimeMs: number }
  | { outcome: 'locked'; holderPid: number | null; reason: 'held' | 'lost-race' | 'busy' }
  | { outcome: 'cancelled'; rolledBack: RollbackResult | 'not-acquired'; rollbackError?: unknown }
  | { outcome: 'failed'; error: unknown; rolledBack: RollbackResult | null; rollbackError?: unknown };

/**
 * acquire -> fn(signal) -> success leaves the lock (PID + acquire-time mtime, i.e. the new
 * lastConsolidatedAt); a throw rolls it back. A throw after `signal` fired is a cancel.
 * fn decides how to honour the signal: if it returns anyway, its work happened and counts.
 */
export async function withDreamLock<T>(
  memoryDir: string,
  opts: AcquireOptions & { signal?: AbortSignal },
  fn: (signal: AbortSignal) => Promise<T>,
): Promise<DreamLockResult<T>> {
  const signal = opts.signal ?? new AbortController().signal;
  if (signal.aborted) return { outcome: 'cancelled', rolledBack: 'not-acquired' };
  const pid = opts.pid ?? process.pid;
  const acquired = await acquireLock(memoryDir, opts);
  if (!acquired.acquired) return { outcome: 'locked', holderPid: acquired.holderPid, reason: acquired.reason };
  let value: T;
  try {
    value = await fn(signal);
  } catch (error) {
    let rolledBack: RollbackResult | null = null;
    let rollbackError: unknown;
    try {
      rolledBack = await rollbackLock(memoryDir, acquired.priorMtimeMs, { ...opts, pid });
    } catch (e) {
      rollbackError = e;
    }
    if (signal.aborted) {
      return { outcome: 'cancelled', rolledBack: rolledBack ?? 'skipped', ...(rollbackError !== undefined && { rollbackError }) };
    }
    return { outcome: 'failed', error, rolledBack, ...(rollbackError !== undefined && { rollbackError }) };
  }
  await finishLock(memoryDir, opts);
  return { outcome: 'done', value, priorMtimeMs: acquired.priorMtimeMs };
}
