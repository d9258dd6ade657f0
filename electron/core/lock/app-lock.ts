import { createHash } from 'node:crypto';
import { chmod, mkdir, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';
import { AutodreamError, errnoCode } from '../errors.js';

/**
 * The in-app lock: Claude Code's write-then-verify on `.consolidate-lock` can let two writers
 * both "win" when they interleave, so autodream processes serialise their acquire (and
 * rollback) through a proper-lockfile lock. It lives outside the memory dir, in one
 * machine-wide folder, so two autodreams with different state dirs still exclude each other.
 */

export interface AppLockOptions {
  /** Folder for the lock; default `$AUTODREAM_LOCK_DIR`, else `<tmpdir>/autodream-locks`. */
  lockDir?: string;
  /** How long to wait for another autodream's acquire to finish before giving up (ms). */
  waitMs?: number;
  env?: NodeJS.ProcessEnv;
}

// proper-lockfile refreshes the lock every stale/2; a holder killed with SIGKILL frees it after this.
const STALE_MS = 5_000;

export function appLockDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AUTODREAM_LOCK_DIR ? resolve(env.AUTODREAM_LOCK_DIR) : join(tmpdir(), 'autodream-locks');
}

/** The lock's path for one memory dir: a hash of its realpath, so aliases share one lock. */
export async function appLockPath(memoryDir: string, lockDir: string): Promise<string> {
  let real: string;
  try {
    real = await realpath(memoryDir);
  } catch {
    real = resolve(memoryDir);
  }
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 24);
  return join(lockDir, `${hash}.lock`);
}

async function ensureLockDir(dir: string, shared: boolean): Promise<void> {
  const created = await mkdir(dir, { recursive: true });
  // The default folder is shared like /tmp itself (sticky, world-writable) so another user's autodream can lock too.
  if (created !== undefined && shared) await chmod(dir, 0o1777).catch(() => undefined);
}

/**
 * Run `fn` while holding the in-app lock for `memoryDir`. Throws AutodreamError('locked')
 * when another autodream keeps it longer than `waitMs`. `fn` can ask whether the lock was
 * compromised (stale-reclaimed by someone else) before it commits to a result.
 */
export async function withAppLock<T>(
  memoryDir: string,
  fn: (isCompromised: () => boolean) => Promise<T>,
  opts: AppLockOptions = {},
): Promise<T> {
  const env = opts.env ?? process.env;
  const dir = opts.lockDir ?? appLockDir(env);
  const lockPath = await appLockPath(memoryDir, dir);
  try {
    await ensureLockDir(dir, opts.lockDir === undefined && !env.AUTODREAM_LOCK_DIR);
  } catch (e) {
    throw new AutodreamError('unreadable', `Cannot create the lock folder (${errnoCode(e) ?? String(e)}).`, {
      file: dir,
      hint: 'Set AUTODREAM_LOCK_DIR to a folder you can write.',
      cause: e,
    });
  }
  const waitMs = opts.waitMs ?? 10_000;
  let compromised: Error | null = null;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(lockPath.slice(0, -'.lock'.length), {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      retries: { retries: Math.max(1, Math.ceil(waitMs / 100)), factor: 1.2, minTimeout: 10, maxTimeout: 100, randomize: true },
      // The default throws asynchronously and kills the process; remember it instead.
      onCompromised: (err) => {
        compromised = err;
      },
    });
  } catch (e) {
    if (errnoCode(e) === 'ELOCKED') {
      throw new AutodreamError('locked', 'Another autodream is taking the dream lock for this memory dir.', {
        file: memoryDir,
        hint: 'Try again in a moment.',
        cause: e,
      });
    }
    throw new AutodreamError('unreadable', `Cannot take the in-app lock (${errnoCode(e) ?? String(e)}).`, {
      file: lockPath,
      hint: 'Set AUTODREAM_LOCK_DIR to a folder you can write.',
      cause: e,
    });
  }
  try {
    return await fn(() => compromised !== null);
  } finally {
    await release().catch(() => undefined);
  }
}
