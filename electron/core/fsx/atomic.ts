import { randomBytes } from 'node:crypto';
import { readdirSync, type Dirent } from 'node:fs';
import { chmod, lstat, mkdir, open, realpath, rename, stat, unlink, utimes } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AutodreamError, errnoCode } from '../errors.js';
import { writeHook } from './hooks.js';

export interface AtomicWriteOptions {
  /** File mode for the file (set exactly, whatever the umask); default: an existing file keeps its own, a new one 0o644 & ~umask. */
  mode?: number;
  /** Set the file's mtime (ms since epoch) after writing, e.g. when restoring a snapshot. */
  mtimeMs?: number;
  /** fsync the file before the rename (default true: memory is precious, writes are rare). */
  fsync?: boolean;
  /**
   * When `path` is a symlink: false (the default) refuses to write, since replacing the link
   * would leave its target behind and writing through it would change a file elsewhere; true
   * writes the link's target (a settings file kept in a dotfiles repo).
   */
  followSymlink?: boolean;
}

/** Temp files of an interrupted write: `.<name>.autodream-tmp-<pid>-<random>`, beside the file (a rename is atomic only within one folder). */
const TEMP_RE = /^\..*\.autodream-tmp-(\d+)-[0-9a-f]{8}$/;

/** Temp names differ within a process by a counter from a random start (a restore names hundreds; randomBytes each costs more). */
let tempSeq = randomBytes(4).readUInt32BE(0);

export function tempNameFor(path: string): string {
  tempSeq = (tempSeq + 1) >>> 0;
  return join(dirname(path), `.${basename(path)}.autodream-tmp-${process.pid}-${tempSeq.toString(16).padStart(8, '0')}`);
}

/** Whether a file name is one of our temp files, and the PID that wrote it. */
export function tempFileOwner(name: string): number | null {
  const m = TEMP_RE.exec(name);
  return m ? Number(m[1]) : null;
}

/**
 * Write a file so that a reader sees either the old bytes or the new ones, never half:
 * a temp file beside it, fsync, rename, fsync the folder. Creates missing parent folders.
 * A temp file left by a killed process is removed by `removeStaleTempFiles`.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  let target = path;
  let mode = opts.mode;
  const link = await lstat(path).catch((e: unknown) => {
    if (errnoCode(e) === 'ENOENT') return null;
    throw e;
  });
  if (link?.isSymbolicLink()) {
    if (!opts.followSymlink) {
      throw new AutodreamError('conflict', `${path} is a symlink; autodream does not write through links.`, { file: path, hint: 'Replace the link with the file itself, or move it out of the way.' });
    }
    target = await realpath(path).catch(() => path);
  }
  if (mode === undefined) {
    const existing = link?.isSymbolicLink() ? await stat(target).catch(() => null) : link;
    if (existing?.isFile()) mode = existing.mode & 0o7777;
  }
  const data8 = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const tmp = tempNameFor(target);
  try {
    const fh = await open(tmp, 'wx', mode ?? 0o644);
    try {
      await writeHook.before?.(path, data8.byteLength);
      await fh.writeFile(data8);
      // open() applies the umask; an explicit mode is set exactly.
      if (mode !== undefined) await fh.chmod(mode);
      if (opts.fsync ?? true) await fh.sync();
    } finally {
      await fh.close();
    }
    if (opts.mtimeMs !== undefined) {
      const t = new Date(opts.mtimeMs);
      await utimes(tmp, t, t);
    }
    await rename(tmp, target);
  } catch (e) {
    await unlink(tmp).catch(() => undefined);
    throw e;
  }
  if (opts.fsync ?? true) await syncDir(dirname(target));
}

/** Makes a folder's entries (a file renamed into it, one created or removed) durable; a folder that cannot be opened or synced is skipped. */
export async function syncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r').catch(() => null);
  if (!fh) return;
  try {
    await fh.sync();
  } catch {
    // Some platforms and file systems cannot fsync a folder; a rename is still atomic and each file's data was synced.
  } finally {
    await fh.close();
  }
}

/** A folder only its owner may enter (0700 whatever the umask), created with its parents. */
export async function mkdirPrivate(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) await chmod(dir, 0o700).catch(() => undefined);
}

/**
 * Remove the temp files a killed autodream left in `dir` (and its subfolders, not through
 * links): only ours by name, and only when the process that wrote them is gone.
 */
export async function removeStaleTempFiles(dir: string, isAlive: (pid: number) => boolean): Promise<string[]> {
  const stale: string[] = [];
  // Entries carry their type (Node looks it up where the file system does not say): one listing
  // per folder and no stat per file, which matters in a memory dir of thousands. Links are not followed.
  const walk = (rel: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(rel === '' ? dir : join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const relPath = rel === '' ? e.name : join(rel, e.name);
      if (e.isDirectory()) walk(relPath);
      else if (e.isFile()) {
        const pid = tempFileOwner(e.name);
        if (pid !== null && pid !== process.pid && !isAlive(pid)) stale.push(relPath);
      }
    }
  };
  walk('');
  const removed: string[] = [];
  for (const rel of stale) await unlink(join(dir, rel)).then(() => removed.push(rel), () => undefined);
  return removed;
}
