import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AutodreamError, type FileProblem } from '../errors.js';
import { decodeSync } from './codec.js';
import { decodeEntries, encodeEntries } from './entryCodec.js';
import { SNAPSHOT_REASONS, type ManifestEntry, type Snapshot, type SnapshotInfo } from './types.js';
import { checkRelPath } from './relPath.js';
import type { FsClock } from './scan.js';

/**
 * A manifest file: one JSON line with the summary (so `list` reads a few hundred bytes), a
 * newline, then the entries. Format 2 (written now): the length of a small JSON document (the
 * problems and skipped files; uint32 LE), that document, then the entries as bytes (see
 * entryCodec.ts), which an incremental snapshot decodes and encodes in a few milliseconds.
 * Format 1 (still read): the entries as compressed JSON arrays:
 *   file:    ['f', path, hash, size, mode, mtimeMs, ino, ctimeMs]
 *   symlink: ['l', path, target, mtimeMs]
 *   dir:     ['d', path, mode, mtimeMs]
 */
const FORMAT = 'autodream-snapshot/2';
const FORMAT_1 = 'autodream-snapshot/1';

interface Header extends SnapshotInfo {
  format: string;
  /** Wall-clock time when the scan began: files changed after it are not trusted by the stat cache. */
  scanStartedMs: number;
  /** The same moment by the memory dir's file system clock (see scan.ts), when it could be read. */
  scanClock?: FsClock;
}

interface Notes {
  problems: FileProblem[];
  skipped: FileProblem[];
}

/** Format 1's body. */
interface Body extends Notes {
  entries: unknown[][];
}

export interface StoredSnapshot extends Snapshot {
  scanStartedMs: number;
  scanClock?: FsClock | undefined;
}

export function encodeManifest(s: StoredSnapshot): Buffer {
  const header: Header = { format: FORMAT, ...s.info, scanStartedMs: s.scanStartedMs, ...(s.scanClock && { scanClock: s.scanClock }) };
  const notes = Buffer.from(JSON.stringify({ problems: s.problems, skipped: s.skipped } satisfies Notes));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(notes.length, 0);
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), length, notes, encodeEntries(s.entries)]);
}

function damaged(file: string, why: string, cause?: unknown): AutodreamError {
  return new AutodreamError('corrupt', `Snapshot manifest is damaged: ${why}.`, {
    file,
    hint: 'Choose another snapshot.',
    ...(cause !== undefined && { cause }),
  });
}

function parseHeader(line: string, file: string): Header {
  let h: unknown;
  try {
    h = JSON.parse(line);
  } catch (e) {
    throw damaged(file, 'its summary line is not JSON', e);
  }
  const header = h as Header;
  if (typeof h !== 'object' || h === null || (header.format !== FORMAT && header.format !== FORMAT_1) || typeof header.id !== 'string' || !SNAPSHOT_REASONS.includes(header.reason)) {
    throw damaged(file, 'its summary line is not an autodream snapshot');
  }
  if (header.scope !== undefined) {
    try {
      if (!Array.isArray(header.scope)) throw new Error('scope is not a list');
      header.scope.forEach(entryPath);
    } catch (e) {
      throw damaged(file, 'its scope is invalid', e);
    }
  }
  return header;
}

function toInfo(h: Header): SnapshotInfo {
  const { format: _format, scanStartedMs: _scan, scanClock: _clock, ...info } = h;
  return info;
}

const num = (v: unknown): number => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error('bad number');
  return v;
};
const str = (v: unknown): string => {
  if (typeof v !== 'string') throw new Error('bad string');
  return v;
};

/** Manifest paths are stored clean; the common case is checked without splitting. */
function entryPath(v: unknown): string {
  const p = str(v);
  const plain = p.length > 0 && p[0] !== '/' && !p.includes('..') && !p.includes('//') && !p.includes('\\') && !p.includes('\0') && !p.includes('./') && !p.endsWith('/') && !p.endsWith('/.') && p !== '.';
  if (plain) return p;
  if (checkRelPath(p) !== p) throw new Error(`path not clean: ${p}`);
  return p;
}

function toEntry(a: unknown[]): ManifestEntry {
  const path = entryPath(a[1]);
  if (a[0] === 'f') {
    const hash = str(a[2]);
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('bad hash');
    return { type: 'file', path, hash, size: num(a[3]), mode: num(a[4]), mtimeMs: num(a[5]), ino: num(a[6]), ctimeMs: num(a[7]) };
  }
  if (a[0] === 'l') return { type: 'symlink', path, target: str(a[2]), mtimeMs: num(a[3]) };
  if (a[0] === 'd') return { type: 'dir', path, mode: num(a[2]), mtimeMs: num(a[3]) };
  throw new Error('unknown entry type');
}

export function decodeManifest(buf: Buffer, file: string): StoredSnapshot {
  const nl = buf.indexOf(0x0a);
  if (nl < 0) throw damaged(file, 'it is truncated');
  const header = parseHeader(buf.subarray(0, nl).toString('utf8'), file);
  const { entries, problems, skipped } = header.format === FORMAT_1 ? decodeBody1(buf.subarray(nl + 1), file) : decodeBody(buf.subarray(nl + 1), file);
  const clock = header.scanClock;
  const scanClock = clock && typeof clock.dev === 'number' && typeof clock.ms === 'number' && Number.isFinite(clock.ms) ? { dev: clock.dev, ms: clock.ms } : undefined;
  return { info: toInfo(header), entries, problems, skipped, scanStartedMs: header.scanStartedMs, scanClock };
}

function decodeBody(body: Buffer, file: string): Notes & { entries: ManifestEntry[] } {
  let notes: Notes;
  try {
    if (body.length < 4) throw new Error('truncated');
    const length = body.readUInt32LE(0);
    if (4 + length > body.length) throw new Error('truncated');
    notes = JSON.parse(body.toString('utf8', 4, 4 + length)) as Notes;
    if (typeof notes !== 'object' || notes === null) throw new Error('not an object');
    body = body.subarray(4 + length);
  } catch (e) {
    throw damaged(file, 'its notes cannot be read', e);
  }
  let entries: ManifestEntry[];
  try {
    entries = decodeEntries(body, entryPath);
  } catch (e) {
    throw damaged(file, 'its entries cannot be read', e);
  }
  return { entries, problems: notes.problems ?? [], skipped: notes.skipped ?? [] };
}

/** A manifest written by format 1: compressed JSON. */
function decodeBody1(compressed: Buffer, file: string): Notes & { entries: ManifestEntry[] } {
  let body: Body;
  try {
    body = JSON.parse(decodeSync(compressed).toString('utf8')) as Body;
  } catch (e) {
    throw damaged(file, 'its entries cannot be read', e);
  }
  let entries: ManifestEntry[];
  try {
    entries = body.entries.map(toEntry);
  } catch (e) {
    throw damaged(file, 'an entry is invalid', e);
  }
  return { entries, problems: body.problems ?? [], skipped: body.skipped ?? [] };
}

export async function readManifest(file: string): Promise<StoredSnapshot> {
  return decodeManifest(await readFile(file), file);
}

/** Only the summary line: `list` never decompresses entries. */
export async function readManifestInfo(file: string): Promise<SnapshotInfo> {
  const fh = await open(file, 'r');
  try {
    let size = 4096;
    for (;;) {
      const buf = Buffer.alloc(size);
      const { bytesRead } = await fh.read(buf, 0, size, 0);
      const nl = buf.subarray(0, bytesRead).indexOf(0x0a);
      if (nl >= 0) return toInfo(parseHeader(buf.subarray(0, nl).toString('utf8'), file));
      if (bytesRead < size) throw damaged(file, 'it is truncated');
      size *= 4;
    }
  } finally {
    await fh.close();
  }
}

/**
 * The manifest is the commit point of a snapshot: temp file, fsync, rename, fsync the folder.
 * `before` (the objects it names made durable) runs while the temp file is written; the
 * rename waits for both.
 */
export async function writeManifest(tmpDir: string, final: string, data: Buffer, durable = true, before?: () => Promise<void>): Promise<void> {
  const tmp = join(tmpDir, `manifest-${process.pid}-${randomBytes(4).toString('hex')}`);
  const write = async () => {
    const fh = await open(tmp, 'wx', 0o600);
    try {
      await fh.writeFile(data);
      if (durable) await fh.sync();
    } finally {
      await fh.close();
    }
  };
  const [written, ready] = await Promise.allSettled([write(), before?.()]);
  if (written.status === 'rejected' || ready.status === 'rejected') {
    await unlink(tmp).catch(() => undefined);
    throw ready.status === 'rejected' ? ready.reason : (written as PromiseRejectedResult).reason;
  }
  await rename(tmp, final);
  if (!durable) return;
  const dir = await open(dirname(final), 'r');
  try {
    await dir.sync();
  } catch {
    // Some platforms cannot fsync a folder; the rename is still atomic.
  } finally {
    await dir.close();
  }
}
