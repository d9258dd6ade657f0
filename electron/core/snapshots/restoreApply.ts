import { chmodSync, closeSync, fchmodSync, fsync, futimesSync, lstatSync, open, utimesSync, writeSync } from 'node:fs';
import { lutimes, mkdir, rename, rmdir, symlink, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { AutodreamError, errnoCode } from '../errors.js';
import { syncDir, tempNameFor } from '../fsx/atomic.js';
import { writeHook } from '../fsx/hooks.js';
import { absPath, ancestorsOf } from './relPath.js';
import type { RestorePlan } from './restorePlan.js';
import type { FileEntry, ProgressListener } from './types.js';

export interface ApplyResult {
  written: string[];
  removed: string[];
  kept: string[];
}

export interface ApplyOptions {
  onProgress?: ProgressListener | undefined;
  /**
   * fsync each written file and its folder (default true). Only a store made with
   * `durable: false` turns it off: benchmarks, to show what the fsyncs cost.
   */
  durable?: boolean;
}

const fsyncFd = promisify(fsync);
const openFd = promisify(open);

/** fsyncs and renames waiting on the thread pool at once. */
const PARALLEL_WRITES = 16;
/** Files written before their fsyncs: bounds the open descriptors of a large restore. */
const WRITE_BATCH = 256;

const ignore = (...codes: string[]) => (e: unknown) => {
  if (!codes.includes(errnoCode(e) ?? '')) throw e;
};

/** A file of a restore written to a temp file beside its place (and fsynced), not yet renamed into it. */
export interface StagedFile {
  tmp: string;
  abs: string;
  path: string;
}

type ContentOf = (hash: string, path: string) => Promise<Buffer>;

/** Whether every folder above `rel` is a real folder now (not a link, not a file, not missing). */
function realParents(root: string, rel: string, known: Set<string>): string | null {
  for (const a of ancestorsOf(rel)) {
    if (known.has(a)) continue;
    if (!lstatSync(absPath(root, a), { throwIfNoEntry: false })?.isDirectory()) return a;
    known.add(a);
  }
  return null;
}

/**
 * Write files to temp files beside their places, in batches: every temp file of a batch is
 * created at once on the thread pool (creating a file is the costly step; meanwhile the main
 * thread is free, e.g. to compress the pre-restore snapshot), each written with blocking calls
 * (page-cache writes) as soon as it exists, then the whole batch fsynced at once on the thread
 * pool so the fsyncs overlap (not while files are created: that would wait on the file system's
 * journal). Nothing a reader sees changes. On failure every temp file written is removed.
 */
async function stage(root: string, files: readonly FileEntry[], contentOf: ContentOf, durable: boolean, known: Set<string>): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  try {
    for (let i = 0; i < files.length; i += WRITE_BATCH) {
      const fds: number[] = [];
      try {
        const batch = files.slice(i, i + WRITE_BATCH).map((f) => {
          const notDir = realParents(root, f.path, known);
          if (notDir !== null) {
            throw new AutodreamError('conflict', `Cannot restore ${f.path}: ${notDir} is not a folder (it changed during the restore).`, { file: notDir, hint: 'Run the restore again.' });
          }
          const abs = absPath(root, f.path);
          return { f, abs, tmp: tempNameFor(abs) };
        });
        const written = await Promise.allSettled(
          batch.map(async ({ f, abs, tmp }) => {
            const fd = await openFd(tmp, 'wx', f.mode);
            fds.push(fd);
            staged.push({ tmp, abs, path: f.path });
            const data = await contentOf(f.hash, f.path);
            if (writeHook.before) await writeHook.before(abs, data.byteLength);
            for (let off = 0; off < data.length; ) off += writeSync(fd, data, off, data.length - off);
            fchmodSync(fd, f.mode); // exactly, whatever the umask
            futimesSync(fd, f.mtimeMs / 1000, f.mtimeMs / 1000);
          }),
        );
        for (const w of written) if (w.status === 'rejected') throw w.reason;
        if (durable) await inParallel(fds, (fd) => fsyncFd(fd));
      } finally {
        for (const fd of fds) closeSync(fd);
      }
    }
  } catch (e) {
    await discardStaged(staged);
    throw e;
  }
  return staged;
}

/** Remove temp files that were staged and will not be renamed into place. */
export async function discardStaged(staged: readonly StagedFile[]): Promise<void> {
  await Promise.all(staged.map((f) => (f.tmp ? unlink(f.tmp).catch(() => undefined) : undefined)));
}

/**
 * Stage ahead the files of a plan whose folders are already there, changing nothing a reader
 * sees: a restore runs this while its pre-restore snapshot is made durable, and only then lets
 * `applyRestorePlan` (given these) change the memory dir. The rest are staged by the apply,
 * once their folders exist.
 */
export async function stageAhead(root: string, plan: RestorePlan, contentOf: ContentOf, durable = true): Promise<StagedFile[]> {
  const known = new Set<string>();
  return stage(root, plan.writes.filter((f) => realParents(root, f.path, known) === null), contentOf, durable, known);
}

/**
 * Carry out a restore plan. Every file is written atomically (the old bytes or the new ones,
 * never half), so a restore killed at any point is finished by running it again.
 * Nothing is ever written through a symlink: the plan removes links that are in the way, and
 * each parent folder is checked to be a real folder right before writing into it. `ahead`: files
 * of the plan already staged by `stageAhead` (they are renamed into place, or removed on failure).
 */
export async function applyRestorePlan(root: string, plan: RestorePlan, contentOf: ContentOf, opts: ApplyOptions = {}, ahead: readonly StagedFile[] = []): Promise<ApplyResult> {
  const { onProgress, durable = true } = opts;
  const result: ApplyResult = { written: [], removed: [], kept: [...plan.keptDirs] };
  const total = plan.removeFiles.length + plan.removeDirs.length + plan.writes.length + plan.links.length;
  let done = 0;
  const step = (path: string) => onProgress?.({ phase: 'restore', done: ++done, total, path });
  const realDirs = new Set<string>();
  const assertRealParents = (rel: string) => {
    const notDir = realParents(root, rel, realDirs);
    if (notDir !== null) {
      throw new AutodreamError('conflict', `Cannot restore ${rel}: ${notDir} is not a folder (it changed during the restore).`, { file: notDir, hint: 'Run the restore again.' });
    }
  };

  const staged = [...ahead];
  try {
    for (const rel of plan.removeFiles) {
      await unlink(absPath(root, rel)).catch(ignore('ENOENT'));
      result.removed.push(rel);
      step(rel);
    }
    for (const rel of plan.removeDirs) {
      try {
        await rmdir(absPath(root, rel));
        result.removed.push(rel);
      } catch (e) {
        const code = errnoCode(e);
        if (code === 'ENOTEMPTY' || code === 'EEXIST') result.kept.push(rel);
        else if (code !== 'ENOENT') throw e;
      }
      step(rel);
    }
    for (const d of plan.mkdirs) {
      assertRealParents(d.path);
      // Owner-only until the end: the snapshot's mode may forbid writing the files inside.
      await mkdir(absPath(root, d.path), { mode: 0o700 }).catch(ignore('EEXIST'));
    }
    // The files not staged ahead (their folders were just made), then every file renamed into
    // place and each folder that got one fsynced once: every file is still atomic (old bytes or
    // new) and durable before the restore reports it done.
    const already = new Set(ahead.map((f) => f.path));
    staged.push(...(await stage(root, plan.writes.filter((f) => !already.has(f.path)), contentOf, durable, realDirs)));
    // Renames too are independent, and each waits on the file system's journal: many at once.
    // A link in the way is replaced, never written through (a rename replaces the link itself).
    await inParallel(staged, async (f) => {
      await rename(f.tmp, f.abs);
      f.tmp = '';
      step(f.path);
    });
  } catch (e) {
    await discardStaged(staged);
    throw e;
  }
  const parents = new Set(staged.map((f) => dirname(f.abs)));
  if (durable) await Promise.all([...parents].map(syncDir));
  result.written.push(...plan.writes.map((f) => f.path));
  for (const l of plan.links) {
    assertRealParents(l.path);
    const abs = absPath(root, l.path);
    const tmp = tempNameFor(abs);
    await symlink(l.target, tmp);
    await lutimes(tmp, l.mtimeMs / 1000, l.mtimeMs / 1000).catch(() => undefined);
    await rename(tmp, abs);
    result.written.push(l.path);
    step(l.path);
  }
  // Modes and times last, with blocking calls: each is a small in-memory change (a round trip to
  // the thread pool costs more), and a whole restore sets every folder's.
  for (const f of plan.touchFiles) {
    const abs = absPath(root, f.path);
    chmodSync(abs, f.mode);
    utimesSync(abs, f.mtimeMs / 1000, f.mtimeMs / 1000);
  }
  for (const d of plan.dirMeta) {
    const abs = absPath(root, d.path);
    chmodSync(abs, d.mode);
    utimesSync(abs, d.mtimeMs / 1000, d.mtimeMs / 1000);
  }
  return result;
}


/** Run `fn` on every item, PARALLEL_WRITES at a time; on the first error the rest are not started, and it is thrown once all running calls end. */
async function inParallel<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  const todo = items.slice().reverse();
  let failed: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    for (let item = todo.pop(); item !== undefined && !failed; item = todo.pop()) {
      try {
        await fn(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, todo.length) }, worker));
  if (failed) throw (failed as { error: unknown }).error;
}
