import { constants, lstatSync, readFileSync, readdirSync, readlinkSync, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { AutodreamError, errnoCode, type FileProblem } from '../errors.js';
import { sha256 } from './codec.js';
import { LOCK_FILE, absPath, ancestorsOf } from './relPath.js';
import type { FileEntry, ManifestEntry, ProgressListener } from './types.js';
import { tempFileOwner } from '../fsx/atomic.js';
import { isPidAlive } from '../lock/pid.js';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A file changed this close to the previous scan may have changed again within the same
 * timestamp tick (coarse kernel clocks, 2 s on FAT), so its cached hash is not trusted.
 */
export const RACY_MS = 2000;
/** File types from the mode bits: one comparison each instead of Stats' methods (a walk of thousands of files runs this code cold). */
const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = constants;

/** Keep at most this much new content waiting to be stored before reading more. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;
/** Objects being compressed and written at once (on the thread pool) while the walk reads on. */
const MAX_INFLIGHT = 16;

export interface StatCache {
  files: Map<string, FileEntry>;
  /** When the scan that produced `files` began (this process's wall clock). */
  scanStartedMs: number;
  /**
   * When that scan began by the file system's own clock: the ctime of a file created just
   * before it, on device `dev`. For files on that device this replaces the wide RACY_MS margin.
   */
  scanClock?: FsClock | undefined;
}

/** A file system's clock reading: the ctime of a freshly created file on device `dev`. */
export interface FsClock {
  dev: number;
  ms: number;
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
  /**
   * Temp files of our atomic writes left by processes that are gone (half-written by nature):
   * never recorded; the caller may remove them (the walk already found them: no second listing).
   */
  staleTemps: string[];
}

function kindOf(st: Stats): string {
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  if (st.isBlockDevice() || st.isCharacterDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * Unchanged size, mtime, ctime and inode mean unchanged content, unless the file changed in the
 * same timestamp tick as the previous scan began (a later write in that tick leaves the same
 * stat). On the device whose clock was read at that scan's start, "before that tick" is exact
 * (both stamps come from one clock, as git compares with its index file's mtime); elsewhere,
 * a margin of RACY_MS against our own clock.
 */
function sameStat(prev: FileEntry, st: Stats, cache: StatCache): boolean {
  const settled = cache.scanClock !== undefined && cache.scanClock.dev === st.dev ? prev.ctimeMs < cache.scanClock.ms : prev.ctimeMs < cache.scanStartedMs - RACY_MS;
  return prev.ino !== -1 && prev.size === st.size && prev.mtimeMs === st.mtimeMs && prev.ctimeMs === st.ctimeMs && prev.ino === st.ino && settled;
}

function rootChecked(root: string): void {
  let rootStat: Stats;
  try {
    rootStat = statSync(root);
  } catch (e) {
    throw new AutodreamError(errnoCode(e) === 'ENOENT' ? 'not-found' : 'unreadable', `Memory dir cannot be read (${errnoCode(e) ?? String(e)}).`, { file: root, cause: e });
  }
  if (!rootStat.isDirectory()) throw new AutodreamError('bad-input', 'Memory dir is not a folder.', { file: root });
}

/** Records what it is shown into a ScanResult; shared by the full walk and the few-paths scan. */
class Recorder {
  // Real time, not the injected clock: it is compared with the file system's own timestamps.
  readonly result: ScanResult = { entries: [], problems: [], skipped: [], scanStartedMs: Date.now(), read: 0, staleTemps: [] };
  /** Stores under way, oldest first; they never reject (a failure is kept in `failure`). */
  private pending: Array<{ done: Promise<void>; bytes: number }> = [];
  private pendingBytes = 0;
  private failure: { error: unknown } | null = null;

  constructor(private readonly opts: ScanOptions) {}

  /**
   * Record one entry; true if it is a folder to descend into. Synchronous (a walk of thousands of
   * unchanged files pays no promise per file); after it, await `relieve()` when `overloaded`.
   */
  record(rel: string, abs: string, st: Stats): boolean {
    const { entries, problems, skipped } = this.result;
    const type = st.mode & S_IFMT;
    if (type === S_IFREG) {
      const cache = this.opts.cache;
      const prev = cache?.files.get(rel);
      if (prev && sameStat(prev, st, cache!)) {
        entries.push(prev.mode === (st.mode & 0o7777) ? prev : { ...prev, mode: st.mode & 0o7777 });
        return false;
      }
      this.readFile(rel, abs, st);
      return false;
    }
    if (type === S_IFLNK) {
      try {
        entries.push({ type: 'symlink', path: rel, target: readlinkSync(abs), mtimeMs: st.mtimeMs });
      } catch (e) {
        problems.push({ file: rel, reason: `link cannot be read (${errnoCode(e) ?? String(e)})` });
      }
      return false;
    }
    if (type === S_IFDIR) {
      entries.push({ type: 'dir', path: rel, mode: st.mode & 0o7777, mtimeMs: st.mtimeMs });
      return true;
    }
    skipped.push({ file: rel, reason: `skipped: ${kindOf(st)}, not a regular file` });
    return false;
  }

  /** A regular file not known from the cache: read, hash and hand it to the store. */
  private readFile(rel: string, abs: string, st: Stats): void {
    const { entries, problems } = this.result;
    let content: Buffer;
    try {
      content = readFileSync(abs);
    } catch (e) {
      problems.push({ file: rel, reason: `cannot be read (${errnoCode(e) ?? String(e)})` });
      return;
    }
    this.result.read++;
    const hash = sha256(content);
    const after = lstatSync(abs, { throwIfNoEntry: false });
    // Written to while we read it: keep what we read, but never trust this stat next time.
    const stable = after !== undefined && after.size === st.size && after.mtimeMs === st.mtimeMs && after.ctimeMs === st.ctimeMs;
    entries.push({ type: 'file', path: rel, hash, size: content.length, mode: st.mode & 0o7777, mtimeMs: st.mtimeMs, ino: stable ? st.ino : -1, ctimeMs: st.ctimeMs });
    const p = this.opts.onContent?.(hash, content, rel);
    if (p) {
      const done = p.then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= { error };
        },
      );
      this.pending.push({ done, bytes: content.length });
      this.pendingBytes += content.length;
    }
  }

  /** Too many stores (or too many bytes) under way: the caller awaits `relieve()` before reading more. */
  get overloaded(): boolean {
    return this.pending.length > MAX_INFLIGHT || this.pendingBytes > MAX_PENDING_BYTES;
  }

  /** A sliding window: wait for the oldest stores until few enough are under way. */
  async relieve(): Promise<void> {
    while (this.overloaded) {
      const oldest = this.pending.shift()!;
      await oldest.done;
      this.pendingBytes -= oldest.bytes;
      this.throwIfFailed();
    }
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  async drain(): Promise<ScanResult> {
    const all = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    await Promise.all(all.map((x) => x.done));
    this.throwIfFailed();
    return this.result;
  }
}

function lstatOrProblem(abs: string, rel: string, rec: Recorder): Stats | undefined {
  try {
    return lstatSync(abs, { throwIfNoEntry: false });
  } catch (e) {
    rec.result.problems.push({ file: rel, reason: `cannot be examined (${errnoCode(e) ?? String(e)})` });
    return undefined;
  }
}

/** One of our temp files (`.name.autodream-tmp-PID-HEX`) whose writer is gone. */
function isStaleTemp(name: string): boolean {
  const pid = tempFileOwner(name);
  return pid !== null && pid !== process.pid && !isPidAlive(pid);
}

/**
 * Walk a memory dir without following any link out of it. Symlinks are recorded as links,
 * special files are skipped with a note, unreadable files are reported, Claude Code's lock and
 * the temp files of dead writers are left out. Metadata calls are synchronous on purpose: for
 * thousands of small files they are several times faster than the promise API, and the walk
 * yields to the event loop regularly.
 */
export async function scanMemoryDir(root: string, opts: ScanOptions = {}): Promise<ScanResult> {
  rootChecked(root);
  const rec = new Recorder(opts);
  let seen = 0;
  const stack: string[] = [''];
  const prefix = root.endsWith(sep) ? root : root + sep;

  while (stack.length > 0) {
    const relDir = stack.pop()!;
    let names: string[];
    try {
      names = readdirSync(relDir === '' ? root : join(root, relDir));
    } catch (e) {
      rec.result.problems.push({ file: relDir, reason: `folder cannot be read (${errnoCode(e) ?? String(e)})` });
      continue;
    }
    names.sort();
    const subdirs: string[] = [];
    for (const name of names) {
      if (relDir === '' && name === LOCK_FILE) continue;
      const rel = relDir === '' ? name : `${relDir}/${name}`;
      // A name like `..\\x` is legal here but would read as a way out of the dir elsewhere: leave it out, said.
      if (name.includes('\\') && name.split('\\').includes('..')) {
        rec.result.problems.push({ file: rel, reason: 'name contains "..\\", which cannot be restored safely on every platform' });
        continue;
      }
      const abs = prefix + (sep === '/' ? rel : rel.split('/').join(sep));
      const st = lstatOrProblem(abs, rel, rec);
      if (!st) continue; // gone (or reported): it is simply not there now
      if (++seen % 1000 === 0) {
        opts.onProgress?.({ phase: 'scan', files: seen });
        await nextTurn();
      }
      if (name.charCodeAt(0) === 0x2e && (st.mode & S_IFMT) === S_IFREG && isStaleTemp(name)) {
        rec.result.staleTemps.push(rel);
        continue;
      }
      if (rec.record(rel, abs, st)) subdirs.push(rel);
      if (rec.overloaded) await rec.relieve();
    }
    // Reverse so that the stack pops folders in name order.
    for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]!);
  }
  return rec.drain();
}

/**
 * Only the given paths (checked relative paths): what a single-file restore replaces. A path
 * under a link or a non-folder is "not there" (it cannot be inside the memory dir); a folder is
 * recorded as a folder, not descended.
 */
export async function scanPaths(root: string, rels: readonly string[], opts: ScanOptions = {}): Promise<ScanResult> {
  rootChecked(root);
  const rec = new Recorder(opts);
  for (const rel of rels) {
    if (rel === LOCK_FILE) continue;
    const inside = ancestorsOf(rel).every((a) => lstatSync(absPath(root, a), { throwIfNoEntry: false })?.isDirectory() === true);
    if (!inside) continue;
    const abs = absPath(root, rel);
    const st = lstatOrProblem(abs, rel, rec);
    if (st) rec.record(rel, abs, st);
    if (rec.overloaded) await rec.relieve();
  }
  return rec.drain();
}
