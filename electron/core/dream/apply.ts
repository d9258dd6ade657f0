import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, unlink } from 'node:fs/promises';
import { AutodreamError, errnoCode } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import { resolveInside } from '../memdir/safe-read.js';
import type { SnapshotStore } from '../snapshots/index.js';
import type { SnapshotTarget } from '../snapshots/types.js';
import { isIndexFile, skippedIndexWrites } from './index-follow.js';
import type { Plan } from './plan.js';

/**
 * Write a plan: each file only if it still hashes to what the plan was made from (a file
 * changed meanwhile is skipped and reported). Order keeps every moment safe: new and changed
 * memories first, then deletions of memories whose content is safely elsewhere, then the
 * indexes, so a crash leaves extra text or a stale pointer, never lost text. A deletion whose
 * content went into a skipped file is skipped too, and so is an index write that relies on
 * what was not written (see index-follow.ts): no memory is left without a pointer.
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
  const reliesOn = dependencies(plan);
  const written: AppliedFile[] = [];
  const skipped: Array<{ file: string; reason: string }> = [];
  let done = 0;
  let indexSkips: Map<string, string> | null = null;
  const newMode = await modeOfMemories(plan.memoryDir);
  for (const w of ordered) {
    try {
      if (opts.signal?.aborted) throw new AutodreamError('cancelled', 'The dream was cancelled.');
      await opts.beforeWrite?.(w.file, done);
      if (opts.signal?.aborted) throw new AutodreamError('cancelled', 'The dream was cancelled.');
      if (isIndexFile(w.file)) {
        // Decided once, when every memory write and deletion is done: indexes follow what was really written.
        indexSkips ??= await skippedIndexWrites(plan, ordered, skipped, (f) => hashOf(resolveInside(plan.memoryDir, f)));
        const why = indexSkips.get(w.file);
        if (why !== undefined) {
          skipped.push({ file: w.file, reason: why });
          continue;
        }
      } else if (w.after === null) {
        const broken = await brokenDependency(plan, reliesOn.get(w.file) ?? [], written, skipped);
        if (broken) {
          skipped.push({ file: w.file, reason: `kept: ${broken}, which holds its content, changed meanwhile` });
          continue;
        }
      }
      const abs = resolveInside(plan.memoryDir, w.file);
      if ((await lstat(abs).catch(() => null))?.isSymbolicLink()) {
        // Writing would replace the link with a file and leave its target behind.
        skipped.push({ file: w.file, reason: 'is a symlink; a dream does not rewrite links' });
        continue;
      }
      const basis = plan.basis[w.file] ?? null;
      const now = await hashOf(abs);
      if (now !== basis) {
        skipped.push({ file: w.file, reason: basis === null ? 'appeared since the dream read the memory dir; left as it is' : now === null ? 'was deleted since the dream read it; left as it is' : 'changed since the dream read it; left as it is' });
        continue;
      }
      if (w.after === null) await unlink(abs);
      else await writeFileAtomic(abs, w.after, basis === null && newMode !== undefined ? { mode: newMode } : {});
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

/** Memory writes, memory deletions, overflow index writes, MEMORY.md, then overflow indexes no longer needed. */
function orderWrites(plan: Plan): Plan['writes'] {
  const rank = (w: Plan['writes'][number]): number => {
    if (!isIndexFile(w.file)) return w.after === null ? 1 : 0;
    if (w.after === null) return 4;
    return w.file === 'MEMORY.md' || w.file === 'team/MEMORY.md' ? 3 : 2;
  };
  return [...plan.writes].sort((a, b) => rank(a) - rank(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * For each file a plan deletes, the other memory files its content went into (the files of
 * the change that deletes it, and what that change relies on). Index files are left out.
 */
function dependencies(plan: Plan): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const isIndex = isIndexFile;
  for (const c of plan.changes) {
    const deleted = c.diffs.filter((d) => d.after === null).map((d) => d.file);
    if (deleted.length === 0) continue;
    const partners = [...c.files, ...(c.dependsOn ?? [])].filter((f) => !isIndex(f) && !deleted.includes(f));
    for (const f of deleted) out.set(f, [...new Set([...(out.get(f) ?? []), ...partners])]);
  }
  return out;
}

/** The first partner that was skipped, or that changed on disk since planning; null when all hold. */
async function brokenDependency(plan: Plan, partners: readonly string[], written: readonly AppliedFile[], skipped: ReadonlyArray<{ file: string }>): Promise<string | null> {
  for (const p of partners) {
    if (skipped.some((s) => s.file === p)) return p;
    if (written.some((w) => w.file === p)) continue;
    const basis = plan.basis[p];
    if (basis === undefined) continue;
    if ((await hashOf(resolveInside(plan.memoryDir, p))) !== basis) return p;
  }
  return null;
}

/**
 * The mode a new memory file gets: that of MEMORY.md, else of the first memory file, so a dir
 * kept private (0600) stays private. undefined = the default (0644 less the umask).
 */
export async function modeOfMemories(memoryDir: string): Promise<number | undefined> {
  const index = await lstat(resolveInside(memoryDir, 'MEMORY.md')).catch(() => null);
  if (index?.isFile()) return index.mode & 0o666;
  const names = (await readdir(memoryDir).catch(() => [] as string[])).filter((n) => n.endsWith('.md')).sort();
  for (const n of names) {
    const st = await lstat(resolveInside(memoryDir, n)).catch(() => null);
    if (st?.isFile()) return st.mode & 0o666;
  }
  return undefined;
}
