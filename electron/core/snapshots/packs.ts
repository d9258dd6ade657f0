import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A pack: many stored objects (codec byte + body, see codec.ts) in one file, so a snapshot of
 * thousands of files costs one file write and one fsync instead of thousands:
 *
 *   "autodream-pack/1\n" | object | object | ... | index (JSON [[hash, offset, length], ...]) | footer
 *   footer (16 bytes): index offset (uint64 BE), index length (uint32 BE), "ADPK"
 *
 * A pack is written whole in the store's tmp folder, fsynced, then renamed into `packs/`, so it
 * exists whole or not at all. Packs are never changed; garbage collection writes a new one.
 */
const HEAD = Buffer.from('autodream-pack/1\n');
const MAGIC = 'ADPK';
const FOOTER = 16;
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
    const entries = [...this.index].map(([h, o]) => [h, o.offset, o.length]);
    const index = Buffer.from(JSON.stringify(entries));
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

/** One object of a pack's index: hash, offset, length. */
export type PackIndexEntry = [hash: string, offset: number, length: number];

/**
 * The objects of a pack, as its index lists them. Throws if the file is not a whole pack.
 * Blocking, like readPacked: every process reads every pack's index once, and three reads from
 * the page cache cost less than five thread-pool round trips each.
 */
function readPackIndex(path: string): PackIndexEntry[] {
  const fd = openSync(path, 'r');
  try {
    const { size } = fstatSync(fd);
    if (size < HEAD.length + FOOTER) throw new Error('too short for a pack');
    const footer = readAt(fd, size - FOOTER, FOOTER);
    if (footer.toString('latin1', 12) !== MAGIC) throw new Error('no pack footer');
    const at = Number(footer.readBigUInt64BE(0));
    const length = footer.readUInt32BE(8);
    if (at + length + FOOTER !== size) throw new Error('pack footer does not match its size');
    const entries = JSON.parse(readAt(fd, at, length).toString('utf8')) as unknown;
    if (!Array.isArray(entries)) throw new Error('pack index is not a list');
    // Each object's bytes are checked against its hash when read, so a hash here needs only its
    // shape; offsets must stay inside the pack.
    for (const e of entries as unknown[]) {
      const [hash, offset, len] = e as [unknown, unknown, unknown];
      if (typeof hash !== 'string' || hash.length !== 64 || typeof offset !== 'number' || typeof len !== 'number' || offset < HEAD.length || offset + len > at) {
        throw new Error('pack index entry is invalid');
      }
    }
    return entries as PackIndexEntry[];
  } finally {
    closeSync(fd);
  }
}

/** A pack's index, or null when it cannot be read (its objects then count as missing). */
export function packEntriesOrNull(path: string): PackIndexEntry[] | null {
  try {
    return readPackIndex(path);
  } catch {
    return null;
  }
}

/** The objects of a pack by hash, or null when its index cannot be read. */
export function packIndexOrNull(path: string): Map<string, PackedObject> | null {
  const entries = packEntriesOrNull(path);
  return entries && new Map(entries.map(([hash, offset, length]) => [hash, { offset, length }]));
}

/**
 * The stored bytes of one object in a pack. Blocking: one read of a few KB from the page cache
 * costs less than the thread-pool round trips of open, read and close (a restore reads hundreds).
 */
export function readPacked(path: string, at: PackedObject): Buffer {
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
