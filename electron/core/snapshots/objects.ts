import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AutodreamError, errnoCode } from '../errors.js';
import { syncDir } from '../fsx/atomic.js';
import { decode, decodeSync, encode, encodeSync, sha256 } from './codec.js';
import { PackWriter, packIndexOrNull, readPacked, type PackIndex, type PackedObject } from './packs.js';

/**
 * Below this size, compression and decompression run inline: for Markdown-sized objects the
 * thread-pool round trip costs many times the work (295 small decodes: 260 ms async, 12 ms inline).
 */
const ASYNC_CODEC_FROM = 256 * 1024;
/**
 * Brotli quality for new objects. 1 stores Markdown within about a tenth of quality 5's size at
 * a sixth of its CPU (git stores loose objects at zlib's fastest level for the same reason).
 */
const QUALITY = 1;
/** Past this many packs, garbage collection merges the small ones into one. */
const MAX_PACKS = 32;
/** Content put with `defer` waits uncompressed up to this many bytes; past it, it is compressed at once. */
const MAX_DEFERRED_BYTES = 32 * 1024 * 1024;
const SMALL_PACK_BYTES = 4 * 1024 * 1024;
/** How long inline compression runs before the event loop may turn. */
const SLICE_MS = 4;

interface PackedAt extends PackedObject {
  pack: string;
}

/**
 * File contents stored once, named by the SHA-256 of their bytes (compressed, see codec.ts).
 * New objects go into packs (`packs/*.pack`, see packs.ts): one file per snapshot, written whole
 * and renamed into place. Stores written before packs hold loose objects (`objects/ab/cdef...`,
 * one file each); those are still read, and dropped by garbage collection like any other.
 */
export class ObjectStore {
  readonly dir: string;
  readonly packsDir: string;
  readonly tmpDir: string;
  /** The packs read so far (see refresh()), newest first; null: a pack whose index cannot be read (its objects count as missing). */
  private packs = new Map<string, PackIndex | null>();
  /** The same, as a list (a lookup walks it for every object of a snapshot or restore). */
  private packList: Array<{ pack: string; index: PackIndex }> = [];
  /** The pack being written by the snapshot under way, if any. */
  private writer: PackWriter | null = null;
  /** Packs kept open while `holdPacksOpen()` is in force: a restore reads hundreds of objects from a few packs. */
  private openPacks: Map<string, number> | null = null;
  /** False once refresh() saw no `objects/` folder: a store begun with packs looks up no loose files. */
  private mayHaveLoose = true;
  /** Content put with `defer`, compressed and added to the pack by flush(). */
  private deferred = new Map<string, Buffer>();
  private deferredBytes = 0;

  constructor(root: string) {
    this.dir = join(root, 'objects');
    this.packsDir = join(root, 'packs');
    this.tmpDir = join(root, 'tmp');
  }

  private loosePath(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash.slice(2));
  }

  /** Read the indexes of packs added by other processes, forget packs they removed. */
  async refresh(): Promise<void> {
    this.mayHaveLoose = existsSync(this.dir);
    const names = (await readdir(this.packsDir).catch((e: unknown) => {
      if (errnoCode(e) === 'ENOENT') return [] as string[];
      throw e;
    })).filter((n) => n.endsWith('.pack'));
    const now = names.map((n) => join(this.packsDir, n)).sort().reverse();
    if (now.length === this.packs.size && now.every((p) => this.packs.has(p))) return;
    // Newest first (names begin with the time): a lookup finds recent content soonest.
    this.setPacks(new Map(now.map((p) => [p, this.packs.has(p) ? this.packs.get(p)! : packIndexOrNull(p)])));
  }

  private setPacks(packs: Map<string, PackIndex | null>): void {
    this.packs = packs;
    this.packList = [];
    for (const [pack, index] of packs) if (index) this.packList.push({ pack, index });
  }

  /** Keep each pack read from open until closePacks() (the store does, while it holds its lock). */
  holdPacksOpen(): void {
    this.openPacks ??= new Map();
  }

  closePacks(): void {
    const open = this.openPacks;
    this.openPacks = null;
    for (const fd of open?.values() ?? []) closeSync(fd);
  }

  private readPackedAt(at: PackedAt): Buffer {
    if (!this.openPacks) return readPacked(at.pack, at);
    let fd = this.openPacks.get(at.pack);
    if (fd === undefined) this.openPacks.set(at.pack, (fd = openSync(at.pack, 'r')));
    return readPacked(at.pack, at, fd);
  }

  /** Where a packed object is (packs as of the last refresh()). */
  private packed(hash: string): PackedAt | undefined {
    for (const { pack, index } of this.packList) {
      const at = index.get(hash);
      if (at) return { pack, offset: at.offset, length: at.length };
    }
    return undefined;
  }

  /** Whether the store has this object (packs as of the last refresh()). */
  has(hash: string): boolean {
    return this.deferred.has(hash) || this.writer?.index.has(hash) === true || this.packed(hash) !== undefined || (this.mayHaveLoose && existsSync(this.loosePath(hash)));
  }

  /**
   * Add `content` (whose hash the caller computed) to the pack under way unless the store has
   * it. Returns the bytes it adds (0 if present). Nothing is visible until flush(). Large content
   * is compressed on the thread pool, so a scan keeps reading meanwhile. With `defer`, it is
   * compressed only by flush() (a restore compresses its pre-restore snapshot while the thread
   * pool creates the files it stages), up to MAX_DEFERRED_BYTES waiting.
   */
  async put(hash: string, content: Buffer, opts: { defer?: boolean } = {}): Promise<number> {
    if (this.has(hash)) return 0;
    if (opts.defer && this.deferredBytes + content.length <= MAX_DEFERRED_BYTES) {
      this.deferred.set(hash, content);
      this.deferredBytes += content.length;
      return content.length;
    }
    return this.pack(hash, content);
  }

  /** Compress the content put with `defer` into the pack under way (flush() does too). */
  async packDeferred(): Promise<void> {
    const deferred = this.deferred;
    this.deferred = new Map();
    this.deferredBytes = 0;
    let sliceStart = performance.now();
    for (const [hash, content] of deferred) {
      await this.pack(hash, content);
      // Small content is compressed inline: let the event loop turn now and then (a restore's
      // temp files are written and fsynced meanwhile).
      if (performance.now() - sliceStart >= SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  }

  /** Compress `content` into the pack under way: small content inline, large on the thread pool. Returns the bytes added. */
  private async pack(hash: string, content: Buffer): Promise<number> {
    const inline = content.length < ASYNC_CODEC_FROM;
    const stored = inline ? encodeSync(content, QUALITY) : await encode(content, QUALITY, true);
    // Another put of the same content may have finished while this one was compressed.
    if (!inline && this.has(hash)) return 0;
    this.writer ??= new PackWriter(this.tmpDir);
    await this.writer.add(hash, stored);
    return stored.length;
  }

  /**
   * Make the objects put since the last flush durable and visible, before a manifest names
   * them: their pack is written whole, fsynced (if `durable`), renamed into `packs/`, and the
   * folder fsynced. One fsync for the whole snapshot, however many files it stored.
   */
  async flush(durable = true): Promise<void> {
    await this.packDeferred();
    const writer = this.writer;
    this.writer = null;
    if (!writer || writer.count === 0) return;
    await mkdir(this.packsDir, { recursive: true, mode: 0o700 });
    let pack: string;
    try {
      pack = await writer.finish(this.packsDir, durable);
    } catch (e) {
      await writer.discard();
      throw e;
    }
    if (durable) await syncDir(this.packsDir);
    this.setPacks(new Map([[pack, writer.index], ...this.packs]));
  }

  /** Drop the objects put since the last flush (a snapshot that failed half-way). */
  async discard(): Promise<void> {
    this.deferred = new Map();
    this.deferredBytes = 0;
    const writer = this.writer;
    this.writer = null;
    await writer?.discard();
  }

  /** The original bytes of an object, checked against its hash. Throws `corrupt` if missing or damaged. */
  async read(hash: string, forPath?: string): Promise<Buffer> {
    const found = await this.readStored(hash);
    if ('error' in found) {
      throw new AutodreamError('corrupt', `The snapshot store has lost the content of ${forPath ?? hash} (object ${hash.slice(0, 12)} is ${found.error === 'ENOENT' ? 'missing' : 'unreadable'}).`, {
        file: found.where,
        hint: 'Choose another snapshot; this one cannot be restored in full.',
        cause: found.cause,
      });
    }
    let content: Buffer;
    try {
      content = found.stored.length < ASYNC_CODEC_FROM ? decodeSync(found.stored) : await decode(found.stored);
    } catch (e) {
      throw corrupt(hash, found.where, forPath, e);
    }
    if (sha256(content) !== hash) throw corrupt(hash, found.where, forPath);
    return content;
  }

  /** The stored bytes: from a pack (reading new packs once if it is not known), else loose. */
  private async readStored(hash: string, refreshed = false): Promise<{ stored: Buffer; where: string } | { error: string; where: string; cause?: unknown }> {
    const at = this.packed(hash);
    if (at) {
      try {
        return { stored: this.readPackedAt(at), where: at.pack };
      } catch (e) {
        // Rewritten by another process's garbage collection since we read its index.
        if (errnoCode(e) === 'ENOENT' && !refreshed) {
          await this.refresh();
          return this.readStored(hash, true);
        }
        return { error: errnoCode(e) ?? 'EIO', where: at.pack, cause: e };
      }
    }
    const where = this.loosePath(hash);
    try {
      return { stored: await readFile(where), where };
    } catch (e) {
      if (errnoCode(e) === 'ENOENT' && !refreshed) {
        await this.refresh();
        if (this.packed(hash)) return this.readStored(hash, true);
      }
      return { error: errnoCode(e) ?? 'EIO', where, cause: e };
    }
  }

  /** Every object in the store (loose or packed, as of the last refresh()). */
  async list(): Promise<string[]> {
    const all = new Set((await this.looseObjects()).map((o) => o.hash));
    for (const index of this.packs.values()) if (index) for (const hash of index.keys()) all.add(hash);
    return [...all];
  }

  /**
   * Delete every object not in `live` (under the store lock). Loose objects are unlinked; a pack
   * of dead objects only is deleted; a pack holding both is written again with its live objects
   * (the new pack is durable before the old one goes). Returns what was freed.
   */
  async retain(live: ReadonlySet<string>): Promise<{ deletedObjects: number; freedBytes: number }> {
    this.closePacks(); // packs may be deleted below
    await this.refresh();
    const deleted = new Set<string>();
    let freedBytes = 0;
    for (const o of await this.looseObjects()) {
      if (live.has(o.hash)) continue;
      await unlink(this.loosePath(o.hash)).catch((e: unknown) => {
        if (errnoCode(e) !== 'ENOENT') throw e;
      });
      deleted.add(o.hash);
      freedBytes += o.bytes;
    }
    // Packs that hold dead objects are written again with their live ones; so are small packs
    // when there are many (each process reads every pack's index once). All into one new pack,
    // durable before any old pack goes.
    const packs: Array<{ pack: string; index: PackIndex; dead: number; bytes: number }> = [];
    for (const [pack, index] of [...this.packs].reverse()) {
      if (!index) continue; // unreadable: its objects already count as missing; leave it to be looked at
      const dead = [...index.keys()].filter((h) => !live.has(h));
      for (const h of dead) deleted.add(h);
      packs.push({ pack, index, dead: dead.length, bytes: (await stat(pack)).size });
    }
    const keptWhole = packs.filter((p) => p.dead === 0);
    const merge = keptWhole.length > MAX_PACKS ? keptWhole.filter((p) => p.bytes < SMALL_PACK_BYTES) : [];
    const rewrite = [...packs.filter((p) => p.dead > 0), ...merge];
    if (rewrite.length > 0) {
      const writer = new PackWriter(this.tmpDir);
      try {
        for (const { pack, index } of rewrite) for (const [hash, at] of index) if (live.has(hash) && !writer.index.has(hash)) await writer.add(hash, readPacked(pack, at));
        if (writer.count > 0) freedBytes -= (await stat(await writer.finish(this.packsDir, true))).size;
        else await writer.discard();
      } catch (e) {
        await writer.discard();
        throw e;
      }
      await syncDir(this.packsDir);
      for (const { pack, bytes } of rewrite) {
        await unlink(pack);
        freedBytes += bytes;
      }
    }
    await syncDir(this.packsDir);
    this.setPacks(new Map());
    await this.refresh();
    return { deletedObjects: [...deleted].filter((h) => !this.has(h)).length, freedBytes };
  }

  private async looseObjects(): Promise<Array<{ hash: string; bytes: number }>> {
    const out: Array<{ hash: string; bytes: number }> = [];
    let subs: string[];
    try {
      subs = await readdir(this.dir);
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return out;
      throw e;
    }
    for (const sub of subs) {
      if (!/^[0-9a-f]{2}$/.test(sub)) continue;
      for (const rest of await readdir(join(this.dir, sub))) {
        if (!/^[0-9a-f]{62}$/.test(rest)) continue;
        const st = await stat(join(this.dir, sub, rest)).catch(() => null);
        if (st) out.push({ hash: sub + rest, bytes: st.size });
      }
    }
    return out;
  }

  /** Remove temp files left by a process that was killed mid-write. Only call while holding the store lock. */
  async cleanTmp(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tmpDir);
    } catch (e) {
      if (errnoCode(e) !== 'ENOENT') throw e;
      names = [];
    }
    for (const name of names) await rm(join(this.tmpDir, name), { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    return names.length;
  }
}


function corrupt(hash: string, where: string, forPath: string | undefined, cause?: unknown): AutodreamError {
  return new AutodreamError('corrupt', `The stored content of ${forPath ?? hash} is damaged (object ${hash.slice(0, 12)} does not match its hash).`, {
    file: where,
    hint: 'Nothing was changed. Choose another snapshot; this one cannot be restored in full.',
    ...(cause !== undefined && { cause }),
  });
}
