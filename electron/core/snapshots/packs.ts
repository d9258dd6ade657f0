import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * A pack: many stored objects (codec byte + body, see codec.ts) in one file, so a snapshot of
 * thousands of files costs one file write and one fsync instead of thousands:
 *
 *   "autodream-pack/1\n" | object | object | ... | index | footer
 *   footer (16 bytes): index offset (uint64 BE), index length (uint32 BE), magic
 *
 * The index, by the footer's magic:
 * - "ADP2" (written now): CRC-32 of the rest (uint32 BE) | fan-out: 256 x uint32 BE (records whose
 *   hash's first byte is <= i) | records sorted by hash: sha256 (32 bytes), offset (uint64 BE),
 *   length (uint32 BE). Read as it is, without parsing: a lookup is a binary search (as git's
 *   pack .idx), so opening a store costs a few reads however many objects its packs hold.
 * - "ADPK" (packs written before): JSON [[hash, offset, length], ...].
 *
 * A pack is written whole in the store's tmp folder, fsynced, then renamed into `packs/`, so it
 * exists whole or not at all. Packs are never changed; garbage collection writes a new one.
 */
const HEAD = Buffer.from('autodream-pack/1\n');
const MAGIC_JSON = 'ADPK';
const MAGIC = 'ADP2';
const FOOTER = 16;
const FANOUT = 256 * 4;
const RECORD = 32 + 8 + 4;
/** Objects are gathered into writes of about this size... */
const CHUNK = 1024 * 1024;
/** ...and a writer waits when this many of them are not written yet. */
const MAX_UNWRITTEN_CHUNKS = 16;

export interface PackedObject {
  offset: number;
  length: number;
}

export class PackWriter {
  readonly tmpPath: string;
  readonly index = new Map<string, PackedObject>();
  private fh: FileHandle | null = null;
  private opening: Promise<FileHandle> | null = null;
  private size = HEAD.length;
  private chunk: Buffer[] = [HEAD];
  private chunkStart = 0;
  private chunkBytes = HEAD.length;
  private writes: Array<Promise<unknown>> = [];

  constructor(tmpDir: string) {
    this.tmpPath = join(tmpDir, `pack-${process.pid}-${randomBytes(6).toString('hex')}`);
  }

  get count(): number {
    return this.index.size;
  }

  /**
   * Append one stored object: its place is taken at once, its bytes are written in chunks. Waits
   * only when many chunks are still on their way to the disk, so a scan never gets far ahead of it.
   */
  async add(hash: string, stored: Buffer): Promise<void> {
    if (this.index.has(hash)) return;
    this.index.set(hash, { offset: this.size, length: stored.length });
    this.size += stored.length;
    this.chunk.push(stored);
    this.chunkBytes += stored.length;
    if (this.chunkBytes < CHUNK) return;
    this.writeChunk();
    if (this.writes.length > MAX_UNWRITTEN_CHUNKS) await this.writes[this.writes.length - 1 - MAX_UNWRITTEN_CHUNKS];
  }

  /** Write the index, fsync if `durable`, and move the pack into `packsDir` under a new name. */
  async finish(packsDir: string, durable: boolean): Promise<string> {
    const index = encodeIndex(this.index);
    const footer = Buffer.alloc(FOOTER);
    footer.writeBigUInt64BE(BigInt(this.size), 0);
    footer.writeUInt32BE(index.length, 8);
    footer.write(MAGIC, 12, 'latin1');
    this.chunk.push(index, footer);
    this.chunkBytes += index.length + FOOTER;
    this.writeChunk();
    const fh = await this.handle();
    try {
      await Promise.all(this.writes);
      if (durable) await fh.sync();
    } finally {
      await fh.close();
      this.fh = null;
    }
    const final = join(packsDir, `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.pack`);
    await rename(this.tmpPath, final);
    return final;
  }

  /** Give up: close and delete the half-written pack. */
  async discard(): Promise<void> {
    await Promise.allSettled(this.writes);
    const fh = this.fh ?? (this.opening ? await this.opening.catch(() => null) : null);
    await fh?.close().catch(() => undefined);
    this.fh = null;
    await unlink(this.tmpPath).catch(() => undefined);
  }

  private handle(): Promise<FileHandle> {
    this.opening ??= open(this.tmpPath, 'wx', 0o600).then((fh) => (this.fh = fh));
    return this.opening;
  }

  private writeChunk(): void {
    const data = Buffer.concat(this.chunk);
    const at = this.chunkStart;
    this.chunkStart += data.length;
    this.chunk = [];
    this.chunkBytes = 0;
    const done = this.handle().then(async (fh) => {
      for (let off = 0; off < data.length; ) off += (await fh.write(data, off, data.length - off, at + off)).bytesWritten;
    });
    // A failed write is reported by finish(); keep it from being an unhandled rejection meanwhile.
    done.catch(() => undefined);
    this.writes.push(done);
  }
}

/** The objects of one pack: where each is, by hash. */
export interface PackIndex extends Iterable<[hash: string, at: PackedObject]> {
  readonly size: number;
  get(hash: string): PackedObject | undefined;
  keys(): Iterable<string>;
}

function encodeIndex(objects: ReadonlyMap<string, PackedObject>): Buffer {
  const hashes = [...objects.keys()].sort();
  const buf = Buffer.alloc(4 + FANOUT + hashes.length * RECORD);
  const fanout = new Array<number>(256).fill(0);
  let at = 4 + FANOUT;
  for (const hash of hashes) {
    const { offset, length } = objects.get(hash)!;
    if (buf.write(hash, at, 'hex') !== 32) throw new Error(`not a sha256: ${hash}`);
    fanout[buf[at]!]!++;
    buf.writeUInt32BE(Math.floor(offset / 2 ** 32), at + 32);
    buf.writeUInt32BE(offset % 2 ** 32, at + 36);
    buf.writeUInt32BE(length, at + 40);
    at += RECORD;
  }
  let total = 0;
  for (let i = 0; i < 256; i++) buf.writeUInt32BE((total += fanout[i]!), 4 + i * 4);
  buf.writeUInt32BE(crc32(buf.subarray(4)), 0);
  return buf;
}

let lastHash = '';
let lastKey: { bytes: Buffer; head: number } | null = null;

/**
 * A hash as bytes, and its first four as a number; the last one is kept, since a lookup asks
 * every pack in turn for the same hash.
 */
function keyOf(hash: string): { bytes: Buffer; head: number } | null {
  if (hash !== lastHash) {
    const bytes = /^[0-9a-f]{64}$/.test(hash) ? Buffer.from(hash, 'hex') : null;
    lastKey = bytes && { bytes, head: bytes.readUInt32BE(0) };
    lastHash = hash;
  }
  return lastKey;
}

/** Format "ADP2": looked up in place. */
class SortedIndex implements PackIndex {
  readonly size: number;
  private readonly fanout: number[] = [];

  constructor(
    private readonly buf: Buffer,
    /** Where the index begins: every object lies before it. */
    private readonly end: number,
  ) {
    if (buf.length < 4 + FANOUT || (buf.length - 4 - FANOUT) % RECORD !== 0) throw new Error('pack index has the wrong size');
    if (crc32(buf.subarray(4)) !== buf.readUInt32BE(0)) throw new Error('pack index does not match its checksum');
    this.size = (buf.length - 4 - FANOUT) / RECORD;
    let prev = 0;
    for (let i = 0; i < 256; i++) {
      const n = buf.readUInt32BE(4 + i * 4);
      if (n < prev) throw new Error('pack index fan-out is not sorted');
      this.fanout.push((prev = n));
    }
    if (prev !== this.size) throw new Error('pack index fan-out does not match its records');
  }

  get(hash: string): PackedObject | undefined {
    const key = keyOf(hash);
    if (!key) return undefined;
    const first = key.bytes[0]!;
    let lo = first === 0 ? 0 : this.fanout[first - 1]!;
    let hi = this.fanout[first]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = 4 + FANOUT + mid * RECORD;
      // The first four bytes as numbers decide almost every step; all 32 only when they are equal.
      // (A store looks up each new object in every pack: a native compare per step cost more.)
      const head = this.buf.readUInt32BE(at);
      const c = head !== key.head ? (key.head < head ? -1 : 1) : key.bytes.compare(this.buf, at, at + 32);
      if (c < 0) hi = mid;
      else if (c > 0) lo = mid + 1;
      else return this.record(at);
    }
    return undefined;
  }

  /** Where a record says its object is; nothing if that is not inside the pack (the object counts as missing). */
  private record(at: number): PackedObject | undefined {
    const offset = this.buf.readUInt32BE(at + 32) * 2 ** 32 + this.buf.readUInt32BE(at + 36);
    const length = this.buf.readUInt32BE(at + 40);
    // Each object's bytes are checked against its hash when read; here only that they lie inside the pack.
    return offset >= HEAD.length && offset + length <= this.end ? { offset, length } : undefined;
  }

  *keys(): IterableIterator<string> {
    for (const [hash] of this) yield hash;
  }

  *[Symbol.iterator](): IterableIterator<[string, PackedObject]> {
    for (let i = 0; i < this.size; i++) {
      const at = 4 + FANOUT + i * RECORD;
      const object = this.record(at);
      if (object) yield [this.buf.toString('hex', at, at + 32), object];
    }
  }
}

/** Format "ADPK" (JSON): parsed into a map. */
function jsonIndex(raw: Buffer, end: number): PackIndex {
  const entries = JSON.parse(raw.toString('utf8')) as unknown;
  if (!Array.isArray(entries)) throw new Error('pack index is not a list');
  const map = new Map<string, PackedObject>();
  // Each object's bytes are checked against its hash when read, so a hash here needs only its
  // shape; offsets must stay inside the pack.
  for (const e of entries as unknown[]) {
    const [hash, offset, len] = e as [unknown, unknown, unknown];
    if (typeof hash !== 'string' || hash.length !== 64 || typeof offset !== 'number' || typeof len !== 'number' || offset < HEAD.length || offset + len > end) {
      throw new Error('pack index entry is invalid');
    }
    map.set(hash, { offset, length: len });
  }
  return map;
}

/**
 * A pack's index. Throws if the file is not a whole pack. Blocking, like readPacked: a process
 * reads each pack's index once, and three reads from the page cache cost less than five
 * thread-pool round trips each.
 */
function readPackIndex(path: string): PackIndex {
  const fd = openSync(path, 'r');
  try {
    const { size } = fstatSync(fd);
    if (size < HEAD.length + FOOTER) throw new Error('too short for a pack');
    const footer = readAt(fd, size - FOOTER, FOOTER);
    const magic = footer.toString('latin1', 12);
    if (magic !== MAGIC && magic !== MAGIC_JSON) throw new Error('no pack footer');
    const at = Number(footer.readBigUInt64BE(0));
    const length = footer.readUInt32BE(8);
    if (at + length + FOOTER !== size) throw new Error('pack footer does not match its size');
    const raw = readAt(fd, at, length);
    return magic === MAGIC ? new SortedIndex(raw, at) : jsonIndex(raw, at);
  } finally {
    closeSync(fd);
  }
}

/** A pack's index, or null when it cannot be read (its objects then count as missing). */
export function packIndexOrNull(path: string): PackIndex | null {
  try {
    return readPackIndex(path);
  } catch {
    return null;
  }
}

/**
 * The stored bytes of one object in a pack (through `openFd` when the caller keeps the pack
 * open). Blocking: one read of a few KB from the page cache costs less than the thread-pool
 * round trips of open, read and close (a restore reads hundreds).
 */
export function readPacked(path: string, at: PackedObject, openFd?: number): Buffer {
  if (openFd !== undefined) return readAt(openFd, at.offset, at.length);
  const fd = openSync(path, 'r');
  try {
    return readAt(fd, at.offset, at.length);
  } finally {
    closeSync(fd);
  }
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  for (let got = 0; got < length; ) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) throw new Error('pack is truncated');
    got += n;
  }
  return buf;
}
