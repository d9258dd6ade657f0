import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import fs, { constants, lstatSync, realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dirname, isAbsolute, join, relative, resolve, sep, win32 } from 'node:path';
import { AutodreamError, errnoCode, type FileProblem } from '../errors.js';

/** Memory files are small notes; anything bigger is refused unread. */
export const MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;

export interface MemoryText {
  ok: true;
  /** The exact text (a BOM is kept, so encoding it again gives the same bytes). */
  text: string;
  /** Size in bytes. */
  bytes: number;
  /** Of the bytes read; '' when the reader asked for none (search reads every file and needs only the text). */
  sha256: string;
  mtimeMs: number;
  /** Changes with every write, rename or mode change, even one that keeps the mtime and size. */
  ctimeMs: number;
  /** Permission bits (e.g. 0o644). */
  mode: number;
}

export type ReadResult = MemoryText | { ok: false; problem: FileProblem };

export interface ReadOptions {
  /** Refuse files larger than this (default 2 MiB). */
  maxBytes?: number;
}

/** Why a relative path may not be used inside a memory dir, or null when it is fine. */
export function relPathProblem(relPath: string): string | null {
  if (relPath === '') return 'is an empty path';
  if (relPath.includes('\0')) return 'contains a NUL character';
  if (isAbsolute(relPath) || win32.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) return 'is an absolute path, not one inside the memory dir';
  if (relPath.split(/[\\/]/).includes('..')) return 'contains ".." and could leave the memory dir';
  return null;
}

/**
 * The absolute path of `relPath` inside the memory dir, for writers. Throws
 * AutodreamError('outside-memory-dir') for a path that leaves the dir: by `..`, by being
 * absolute, or through a symlink (the file itself or a parent folder) that resolves outside.
 */
export function resolveInside(memoryDirPath: string, relPath: string): string {
  const why = relPathProblem(relPath);
  const refuse = (reason: string) =>
    new AutodreamError('outside-memory-dir', `${relPath} ${reason}`, { file: relPath, hint: `Only files inside ${memoryDirPath} may be written.` });
  if (why) throw refuse(why);
  const dir = resolve(memoryDirPath);
  const abs = resolve(dir, relPath);
  if (!isInside(dir, abs) || abs === dir) throw refuse('does not name a file inside the memory dir');
  let realDir: string;
  try {
    realDir = realpathSync.native(dir);
  } catch {
    return abs; // no dir yet: nothing on disk can redirect the path
  }
  const existing = deepestExisting(abs, dir);
  let real: string;
  try {
    real = realpathSync.native(existing);
  } catch (e) {
    throw refuse(`cannot be resolved (${errnoCode(e) ?? String(e)}), e.g. a dangling or looping symlink`);
  }
  if (!isInside(realDir, real)) {
    const folder = symlinkedFolder(dir, relPath);
    throw refuse(folder ? `is inside ${folder}/, a symlinked folder that leads outside the memory dir (to ${realpathSync.native(join(dir, folder))})` : `resolves through a symlink to ${real}, outside the memory dir`);
  }
  return abs;
}

/**
 * Read one memory file as text without ever throwing for a problem with that file:
 * refused (with a plain reason) when the path leaves the dir, when it is a symlink that
 * leads out, binary, not UTF-8, over the size limit (checked before reading), or unreadable.
 */
export async function readMemoryText(memoryDirPath: string, relPath: string, opts: ReadOptions = {}): Promise<ReadResult> {
  const fail = (reason: string): ReadResult => ({ ok: false, problem: { file: relPath, reason } });
  const why = relPathProblem(relPath);
  if (why) return fail(`${why}; not read`);
  let realDir: string;
  try {
    realDir = await realpath(memoryDirPath);
  } catch (e) {
    return fail(`cannot be read: the memory dir ${memoryDirPath} is not accessible (${errnoCode(e) ?? String(e)})`);
  }
  let real: string;
  try {
    real = await realpath(join(memoryDirPath, relPath));
  } catch (e) {
    return fail(errnoReason(e));
  }
  if (!isInside(realDir, real)) {
    const folder = symlinkedFolder(memoryDirPath, relPath);
    return fail(folder ? `is inside ${folder}/, a symlinked folder that leads outside the memory dir; not read` : `is a symlink that leads outside the memory dir (to ${real}); not read`);
  }
  return readFileChecked(real, relPath, opts.maxBytes ?? MAX_MEMORY_FILE_BYTES);
}

/**
 * Read a file already known to lie inside the memory dir (the inventory's walk never follows
 * symlinks), with the size, binary and UTF-8 checks. `relPath` names it in problems.
 * Size is checked on the open descriptor before reading, so a huge file is never read.
 */
export async function readFileChecked(absPath: string, relPath: string, maxBytes: number): Promise<ReadResult> {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO or device opens at once instead of blocking; fstat then refuses it.
    fd = await fsOpen(absPath, OPEN_FLAGS);
  } catch (e) {
    return failed(relPath, errnoReason(e));
  }
  try {
    const st = await fsFstat(fd);
    const refused = statProblem(st, maxBytes);
    if (refused) return failed(relPath, refused);
    const buf = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1);
    let n = 0;
    for (let got = -1; got !== 0 && n < buf.length; n += got) got = await fsRead(fd, buf, n, buf.length - n, n);
    return textOfBytes(buf.subarray(0, n), st, relPath, maxBytes);
  } catch (e) {
    return failed(relPath, errnoReason(e));
  } finally {
    await fsClose(fd).catch(() => undefined);
  }
}

/**
 * The same as readFileChecked, blocking. For the inventory, which reads thousands of small
 * local files in short slices (several times faster than one async round trip per call).
 */
export function readFileCheckedSync(absPath: string, relPath: string, maxBytes: number, opts: { hash?: boolean; buffer?: Buffer } = {}): ReadResult {
  const read = readBytesSync(absPath, relPath, maxBytes, opts.buffer);
  return read.ok ? textOfBytes(read.bytes, read.stat, relPath, maxBytes, opts.hash ?? true) : read;
}

/**
 * Up to `buffer.length` bytes of a plain file the caller's walk found (blocking, no stat): for a
 * scan of thousands of files, most of which fail a cheap test on their bytes. Null when the file
 * cannot be opened or fills the buffer (the caller reads it with readFileCheckedSync instead,
 * which has every check). The bytes are a view of `buffer`, valid until it is used again.
 */
export function peekBytesSync(absPath: string, buffer: Buffer): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(absPath, OPEN_FLAGS);
  } catch {
    return null;
  }
  try {
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return n < buffer.length ? buffer.subarray(0, n) : null;
  } catch {
    return null;
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      // already closed: nothing to release
    }
  }
}

/**
 * A file's bytes (blocking), with the size and file-type checks but not yet the binary and UTF-8
 * ones (textOfBytes): search looks at the bytes of thousands of files and decodes only the few
 * that may match. A lent `buffer` is used when big enough; the bytes are then a view of it,
 * valid until it is lent again.
 */
export function readBytesSync(absPath: string, relPath: string, maxBytes: number, buffer?: Buffer): { ok: true; bytes: Buffer; stat: fs.Stats } | { ok: false; problem: FileProblem } {
  let fd: number;
  try {
    fd = fs.openSync(absPath, OPEN_FLAGS);
  } catch (e) {
    return failed(relPath, errnoReason(e));
  }
  try {
    const st = fs.fstatSync(fd);
    const refused = statProblem(st, maxBytes);
    if (refused) return failed(relPath, refused);
    const want = Math.min(st.size, maxBytes) + 1;
    const buf = buffer && buffer.length >= want ? buffer.subarray(0, want) : Buffer.allocUnsafe(want);
    let n = 0;
    // A short read of a regular file is its end: no second call just to be told so.
    while (n < buf.length) {
      const asked = buf.length - n;
      const got = fs.readSync(fd, buf, n, asked, n);
      n += got;
      if (got < asked) break;
    }
    return { ok: true, bytes: buf.subarray(0, n), stat: st };
  } catch (e) {
    return failed(relPath, errnoReason(e));
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      // already closed: nothing to release
    }
  }
}

function failed(relPath: string, reason: string): { ok: false; problem: FileProblem } {
  return { ok: false, problem: { file: relPath, reason } };
}

function statProblem(st: fs.Stats, maxBytes: number): string | null {
  if (!st.isFile()) return 'is not a regular file; not read';
  if (st.size > maxBytes) return `is oversized: ${formatBytes(st.size)}, over the ${formatBytes(maxBytes)} limit for a memory file; not read`;
  return null;
}

/** The text of the bytes read (at most maxBytes + 1, in case the file grew since fstat), if they pass the binary and UTF-8 checks. */
export function textOfBytes(bytes: Buffer, st: fs.Stats, relPath: string, maxBytes: number, hash = true): ReadResult {
  if (bytes.length > maxBytes) return failed(relPath, `grew past the ${formatBytes(maxBytes)} limit for a memory file while being read; not read`);
  const nul = bytes.indexOf(0);
  if (nul !== -1) return failed(relPath, `looks binary (a NUL byte at byte ${nul}); not read`);
  // Validated by simdutf, then decoded: several times faster than a fatal TextDecoder, and as strict (a BOM is kept).
  if (!isUtf8(bytes)) return failed(relPath, `is not valid UTF-8 (first bad byte on line ${firstBadUtf8Line(bytes)}); not read`);
  const text = bytes.toString('utf8');
  return {
    ok: true,
    text,
    bytes: bytes.length,
    sha256: hash ? createHash('sha256').update(bytes).digest('hex') : '',
    mtimeMs: st.mtimeMs,
    ctimeMs: st.ctimeMs,
    mode: st.mode & 0o7777,
  };
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
// The callback fs API, promisified: several times faster than FileHandle for many small files.
const fsOpen = promisify(fs.open) as (path: string, flags: number) => Promise<number>;
const fsFstat = promisify(fs.fstat) as (fd: number) => Promise<fs.Stats>;
const fsClose = promisify(fs.close);
const fsRead = (fd: number, buf: Buffer, offset: number, length: number, position: number) =>
  new Promise<number>((res, rej) => fs.read(fd, buf, offset, length, position, (err, bytesRead) => (err ? rej(err) : res(bytesRead))));

/** True when `p` is `dir` or inside it (both absolute and already resolved). */
export function isInside(dir: string, p: string): boolean {
  const rel = relative(dir, p);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1).replace(/\.0$/, '')} KiB`;
  return `${(n / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;
}

function errnoReason(e: unknown): string {
  switch (errnoCode(e)) {
    case 'ENOENT':
      return 'does not exist (or is a dangling symlink)';
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read: permission denied';
    case 'ELOOP':
      return 'is a symlink loop; not read';
    case 'EISDIR':
      return 'is a folder, not a file';
    case 'ENOTDIR':
      return 'has a file where a folder is expected in its path';
    default:
      return `cannot be read (${errnoCode(e) ?? String(e)})`;
  }
}

/** The deepest path from `abs` up to `stopAt` that exists (lstat), for realpath checks of new files. */
/** The first parent folder of relPath (inside the dir) that is a symlink, or null. */
function symlinkedFolder(dir: string, relPath: string): string | null {
  const parts = relPath.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const rel = parts.slice(0, i).join('/');
    if (fs.lstatSync(join(dir, rel), { throwIfNoEntry: false })?.isSymbolicLink()) return rel;
  }
  return null;
}

function deepestExisting(abs: string, stopAt: string): string {
  let p = abs;
  while (p !== stopAt) {
    try {
      lstatSync(p);
      return p;
    } catch {
      const up = dirname(p);
      if (up === p) break;
      p = up;
    }
  }
  return stopAt;
}

/** 1-based line of the first invalid UTF-8 sequence: a newline byte never sits inside a valid sequence. */
function firstBadUtf8Line(bytes: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    try {
      decoder.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    line++;
    start = end + 1;
  }
  return line;
}
