import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { mkdirPrivate } from '../fsx/atomic.js';
import lockfile from 'proper-lockfile';
import { AutodreamError, errnoCode } from '../errors.js';

/**
 * The in-app lock: Claude Code's write-then-verify on `.consolidate-lock` can let two writers
 * both "win" when they interleave, so autodream processes serialise their acquire (and
 * rollback) through a proper-lockfile lock. It lives outside the memory dir, in a folder of the
 * user's own (never a shared, world-writable one another user could fill with locks), the same
 * for every state dir, so two autodreams with different state dirs still exclude each other.
 */

export interface AppLockOptions {
  /** Folder for the lock; default `$AUTODREAM_LOCK_DIR`, else a per-user folder (appLockDir). */
  lockDir?: string;
  /** How long to wait for another autodream's acquire to finish before giving up (ms). */
  waitMs?: number;
  env?: NodeJS.ProcessEnv;
}

// proper-lockfile refreshes the lock every stale/2; a holder killed with SIGKILL frees it after this.
const STALE_MS = 5_000;

/**
 * `$AUTODREAM_LOCK_DIR`, else `$XDG_RUNTIME_DIR/autodream-locks` (per user, on a session's
 * tmpfs), else the user's cache folder: `~/.cache/autodream/locks` (or `$XDG_CACHE_HOME`),
 * `~/Library/Caches/autodream/locks`, `%LOCALAPPDATA%\autodream\locks`.
 */
export function appLockDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.AUTODREAM_LOCK_DIR) return resolve(env.AUTODREAM_LOCK_DIR);
  if (env.XDG_RUNTIME_DIR) return join(resolve(env.XDG_RUNTIME_DIR), 'autodream-locks');
  const home = env.HOME || homedir();
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'autodream', 'locks');
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'), 'autodream', 'locks');
  return join(env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(home, '.cache'), 'autodream', 'locks');
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
    await mkdirPrivate(dir);
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
