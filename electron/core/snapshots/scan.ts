import { lstatSync, readFileSync, readdirSync, readlinkSync, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { AutodreamError, errnoCode, type FileProblem } from '../errors.js';
import { sha256 } from './codec.js';
import { LOCK_FILE } from './relPath.js';
import type { FileEntry, ManifestEntry, ProgressListener } from './types.js';

/**
 * A file changed this close to the previous scan may have changed again within the same
 * timestamp tick (coarse kernel clocks, 2 s on FAT), so its cached hash is not trusted.
 */
export const RACY_MS = 2000;
/** Keep at most this much new content waiting to be stored before reading more. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;

export interface StatCache {
  files: Map<string, FileEntry>;
  /** When the scan that produced `files` began (file-system wall clock). */
  scanStartedMs: number;
}

export interface ScanOptions {
  /** The previous snapshot of this memory dir: unchanged files are recognised without reading them. */
  cache?: StatCache | undefined;
  /** Content that was read (not known from the cache): the store keeps it. */
  onContent?: ((hash: string, content: Buffer, path: string) => Promise<unknown> | void) | undefined;
  onProgress?: ProgressListener | undefined;
}

export interface ScanResult {
  entries: ManifestEntry[];
  problems: FileProblem[];
  skipped: FileProblem[];
  scanStartedMs: number;
  /** Files whose content was read (cache misses). */
  read: number;
}

function kindOf(st: Stats): string {
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  if (st.isBlockDevice() || st.isCharacterDevice()) return 'a device';
  return 'not a regular file';
}

function sameStat(prev: FileEntry, st: Stats, cache: StatCache): boolean {
  return (
    prev.ino !== -1 &&
    prev.size === st.size &&
    prev.mtimeMs === st.mtimeMs &&
    prev.ctimeMs === st.ctimeMs &&
    prev.ino === st.ino &&
    prev.ctimeMs < cache.scanStartedMs - RACY_MS
  );
}

/**
 * Walk a memory dir without following any link out of it. Symlinks are recorded as links,
 * special files are skipped with a note, unreadable files are reported, Claude Code's lock is
 * left out. Metadata calls are synchronous on purpose: for thousands of small files they are
 * several times faster than the promise API, and the walk yields to the event loop regularly.
 */
export async function scanMemoryDir(root: string, opts: ScanOptions = {}): Promise<ScanResult> {
  let rootStat: Stats;
  try {
    rootStat = statSync(root);
  } catch (e) {
    throw new AutodreamError(errnoCode(e) === 'ENOENT' ? 'not-found' : 'unreadable', `Memory dir cannot be read (${errnoCode(e) ?? String(e)}).`, { file: root, cause: e });
  }
  if (!rootStat.isDirectory()) throw new AutodreamError('bad-input', 'Memory dir is not a folder.', { file: root });

  // Real time, not the injected clock: it is compared with the file system's own timestamps.
  const scanStartedMs = Date.now();
  const entries: ManifestEntry[] = [];
  const problems: FileProblem[] = [];
  const skipped: FileProblem[] = [];
  let pending: Array<Promise<unknown>> = [];
  let pendingBytes = 0;
  let seen = 0;
  let read = 0;
  const stack: string[] = [''];
  const prefix = root.endsWith(sep) ? root : root + sep;

  while (stack.length > 0) {
    const relDir = stack.pop()!;
    let names: string[];
    try {
      names = readdirSync(relDir === '' ? root : join(root, relDir));
    } catch (e) {
      problems.push({ file: relDir, reason: `folder cannot be read (${errnoCode(e) ?? String(e)})` });
      continue;
    }
    names.sort();
    const subdirs: string[] = [];
    for (const name of names) {
      if (relDir === '' && name === LOCK_FILE) continue;
      const rel = relDir === '' ? name : `${relDir}/${name}`;
      const abs = prefix + (sep === '/' ? rel : rel.split('/').join(sep));
      let st: Stats | undefined;
      try {
        st = lstatSync(abs, { throwIfNoEntry: false });
      } catch (e) {
        problems.push({ file: rel, reason: `cannot be examined (${errnoCode(e) ?? String(e)})` });
        continue;
      }
      if (!st) continue; // removed while we were looking: it is simply not there now
      if (++seen % 1000 === 0) {
        opts.onProgress?.({ phase: 'scan', files: seen });
        await new Promise((r) => setImmediate(r));
      }
      if (st.isSymbolicLink()) {
        try {
          entries.push({ type: 'symlink', path: rel, target: readlinkSync(abs), mtimeMs: st.mtimeMs });
        } catch (e) {
          problems.push({ file: rel, reason: `link cannot be read (${errnoCode(e) ?? String(e)})` });
        }
      } else if (st.isDirectory()) {
        entries.push({ type: 'dir', path: rel, mode: st.mode & 0o7777, mtimeMs: st.mtimeMs });
        subdirs.push(rel);
      } else if (st.isFile()) {
        const prev = opts.cache?.files.get(rel);
        if (prev && opts.cache && sameStat(prev, st, opts.cache)) {
          entries.push(prev.mode === (st.mode & 0o7777) ? prev : { ...prev, mode: st.mode & 0o7777 });
          continue;
        }
        let content: Buffer;
        try {
          content = readFileSync(abs);
        } catch (e) {
          problems.push({ file: rel, reason: `cannot be read (${errnoCode(e) ?? String(e)})` });
          continue;
        }
        read++;
        const hash = sha256(content);
        const after = lstatSync(abs, { throwIfNoEntry: false });
        // Written to while we read it: keep what we read, but never trust this stat next time.
        const stable = after !== undefined && after.size === st.size && after.mtimeMs === st.mtimeMs && after.ctimeMs === st.ctimeMs;
        entries.push({
          type: 'file',
          path: rel,
          hash,
          size: content.length,
          mode: st.mode & 0o7777,
          mtimeMs: st.mtimeMs,
          ino: stable ? st.ino : -1,
          ctimeMs: st.ctimeMs,
        });
        const p = opts.onContent?.(hash, content, rel);
        if (p) {
          pending.push(p);
          pendingBytes += content.length;
          if (pendingBytes > MAX_PENDING_BYTES) {
            await Promise.all(pending);
            pending = [];
            pendingBytes = 0;
          }
        }
      } else {
        skipped.push({ file: rel, reason: `skipped: ${kindOf(st)}, not a regular file` });
      }
    }
    // Reverse so that the stack pops folders in name order.
    for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]!);
  }
  await Promise.all(pending);
  return { entries, problems, skipped, scanStartedMs, read };
}
