import { lstatSync } from 'node:fs';
import { chmod, lutimes, mkdir, rename, rmdir, symlink, unlink, utimes } from 'node:fs/promises';
import { AutodreamError, errnoCode } from '../errors.js';
import { tempNameFor, writeFileAtomic } from '../fsx/atomic.js';
import { absPath, ancestorsOf } from './relPath.js';
import type { RestorePlan } from './restorePlan.js';
import type { ProgressListener } from './types.js';

export interface ApplyResult {
  written: string[];
  removed: string[];
  kept: string[];
}

/** Files written at once by a restore. */
const PARALLEL_WRITES = 8;

const ignore = (...codes: string[]) => (e: unknown) => {
  if (!codes.includes(errnoCode(e) ?? '')) throw e;
};

/**
 * Carry out a restore plan. Every file is written atomically (the old bytes or the new ones,
 * never half), so a restore killed at any point is finished by running it again.
 * Nothing is ever written through a symlink: the plan removes links that are in the way, and
 * each parent folder is checked to be a real folder right before writing into it.
 */
export async function applyRestorePlan(root: string, plan: RestorePlan, contentOf: (hash: string, path: string) => Promise<Buffer>, onProgress?: ProgressListener): Promise<ApplyResult> {
  const result: ApplyResult = { written: [], removed: [], kept: [...plan.keptDirs] };
  const total = plan.removeFiles.length + plan.removeDirs.length + plan.writes.length + plan.links.length;
  let done = 0;
  const step = (path: string) => onProgress?.({ phase: 'restore', done: ++done, total, path });
  const realDirs = new Set<string>();
  const assertRealParents = (rel: string) => {
    for (const a of ancestorsOf(rel)) {
      if (realDirs.has(a)) continue;
      const st = lstatSync(absPath(root, a), { throwIfNoEntry: false });
      if (!st?.isDirectory()) {
        throw new AutodreamError('conflict', `Cannot restore ${rel}: ${a} is not a folder (it changed during the restore).`, { file: a, hint: 'Run the restore again.' });
      }
      realDirs.add(a);
    }
  };

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
  // Files are independent once their folders exist: a few at a time, so their fsyncs overlap.
  const writes = plan.writes.slice().reverse();
  const writer = async (): Promise<void> => {
    for (let f = writes.pop(); f !== undefined; f = writes.pop()) {
      assertRealParents(f.path);
      const abs = absPath(root, f.path);
      // A link in the way is replaced, never written through.
      if (lstatSync(abs, { throwIfNoEntry: false })?.isSymbolicLink()) await unlink(abs);
      await writeFileAtomic(abs, await contentOf(f.hash, f.path), { mode: f.mode });
      await utimes(abs, f.mtimeMs / 1000, f.mtimeMs / 1000);
      step(f.path);
    }
  };
  let failed: { error: unknown } | null = null;
  const stopOnError = async (): Promise<void> => {
    try {
      await writer();
    } catch (error) {
      failed ??= { error };
      writes.length = 0; // the other writers stop after their current file
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, writes.length) }, stopOnError));
  if (failed) throw (failed as { error: unknown }).error;
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
  for (const f of plan.touchFiles) {
    const abs = absPath(root, f.path);
    await chmod(abs, f.mode);
    await utimes(abs, f.mtimeMs / 1000, f.mtimeMs / 1000);
  }
  for (const d of plan.dirMeta) {
    const abs = absPath(root, d.path);
    await chmod(abs, d.mode);
    await utimes(abs, d.mtimeMs / 1000, d.mtimeMs / 1000);
  }
  return result;
}
