import { createHash } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { AutodreamError, errnoCode } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { resolveInside } from '../memdir/safe-read.js';
import type { SnapshotStore } from '../snapshots/index.js';
import type { SnapshotTarget } from '../snapshots/types.js';
import { isOverflowIndex } from './overflow.js';
import type { Plan } from './plan.js';

/**
 * Write a plan: each file only if it still hashes to what the plan was made from (a file
 * changed meanwhile is skipped and reported). Order keeps every moment safe: new and changed
 * memories first, then the indexes, deletions last, so a crash leaves extra text, never lost
 * text. A deletion whose content went into a skipped file is skipped too.
 */

export interface ApplyOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number, file: string) => void;
  /** Test seam: runs just before each file is checked and written. */
  beforeWrite?: (file: string, index: number) => Promise<void> | void;
}

export interface AppliedFile {
  file: string;
  /** What the file was before (null = it did not exist). */
  basis: string | null;
  deleted: boolean;
}

export interface ApplyOutcome {
  written: AppliedFile[];
  skipped: Array<{ file: string; reason: string }>;
}

/** Thrown on cancel or failure mid-apply, carrying what was already written (to be put back). */
export class ApplyInterrupted extends Error {
  constructor(
    override readonly cause: unknown,
    readonly written: AppliedFile[],
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ApplyInterrupted';
  }
}

export async function applyPlan(plan: Plan, opts: ApplyOptions = {}): Promise<ApplyOutcome> {
  const ordered = orderWrites(plan);
  const groups = changeGroups(plan);
  const written: AppliedFile[] = [];
  const skipped: Array<{ file: string; reason: string }> = [];
  const skippedGroups = new Set<number>();
  let done = 0;
  for (const w of ordered) {
    try {
      if (opts.signal?.aborted) throw new AutodreamError('cancelled', 'The dream was cancelled.');
      await opts.beforeWrite?.(w.file, done);
      if (opts.signal?.aborted) throw new AutodreamError('cancelled', 'The dream was cancelled.');
      const group = groups.get(w.file);
      if (w.after === null && group !== undefined && skippedGroups.has(group)) {
        skipped.push({ file: w.file, reason: 'kept: the file its content was moved into changed meanwhile and was not written' });
        continue;
      }
      const abs = resolveInside(plan.memoryDir, w.file);
      const basis = plan.basis[w.file] ?? null;
      const now = await hashOf(abs);
      if (now !== basis) {
        skipped.push({ file: w.file, reason: basis === null ? 'appeared since the dream read the memory dir; left as it is' : now === null ? 'was deleted since the dream read it; left as it is' : 'changed since the dream read it; left as it is' });
        if (group !== undefined) skippedGroups.add(group);
        continue;
      }
      if (w.after === null) await unlink(abs);
      else await writeFileAtomic(abs, w.after);
      written.push({ file: w.file, basis, deleted: w.after === null });
    } catch (e) {
      throw new ApplyInterrupted(e, written);
    } finally {
      done += 1;
      opts.onProgress?.(done, ordered.length, w.file);
    }
  }
  return { written, skipped };
}

/**
 * Put back the files an interrupted apply wrote, byte for byte and with their mtime and mode,
 * from the pre-dream snapshot; files the dream created are removed.
 */
export async function restoreWritten(store: SnapshotStore, snapshotId: string, dir: SnapshotTarget, written: readonly AppliedFile[]): Promise<void> {
  const snap = await store.get(snapshotId);
  const entries = new Map(snap.entries.map((e) => [e.path, e]));
  for (const w of [...written].reverse()) {
    const abs = resolveInside(dir.path, w.file);
    const entry = entries.get(w.file);
    if (entry?.type === 'file') {
      const bytes = await store.readFile(snapshotId, w.file);
      await writeFileAtomic(abs, bytes, { mode: entry.mode, mtimeMs: entry.mtimeMs });
    } else if (w.basis === null) {
      await unlink(abs).catch((e: unknown) => {
        if (errnoCode(e) !== 'ENOENT') throw e;
      });
    } else {
      throw new AutodreamError('internal', `${w.file} is missing from the pre-dream snapshot ${snapshotId}; it was not put back.`, { file: w.file, hint: `Its content before the dream is in the dream report.` });
    }
  }
}

/** sha256 of a file's bytes, or null when it does not exist. */
export async function hashOf(abs: string): Promise<string | null> {
  try {
    return createHash('sha256').update(await readFile(abs)).digest('hex');
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return null;
    throw e;
  }
}

function orderWrites(plan: Plan): Plan['writes'] {
  const rank = (w: Plan['writes'][number]): number => {
    if (w.after === null) return 2;
    if (w.file === 'MEMORY.md' || w.file === 'team/MEMORY.md' || isOverflowIndex(w.file)) return 1;
    return 0;
  };
  return [...plan.writes].sort((a, b) => rank(a) - rank(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** Memory files that share a change (index files excluded: they touch everything). */
function changeGroups(plan: Plan): Map<string, number> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    parent.set(x, r);
    return r;
  };
  const add = (x: string): void => {
    if (!parent.has(x)) parent.set(x, x);
  };
  for (const c of plan.changes) {
    const files = c.files.filter((f) => f !== 'MEMORY.md' && f !== 'team/MEMORY.md' && !isOverflowIndex(f));
    files.forEach(add);
    for (let i = 1; i < files.length; i += 1) parent.set(find(files[i]!), find(files[0]!));
  }
  const ids = new Map<string, number>();
  const out = new Map<string, number>();
  for (const f of parent.keys()) {
    const r = find(f);
    if (!ids.has(r)) ids.set(r, ids.size);
    out.set(f, ids.get(r)!);
  }
  return out;
}
