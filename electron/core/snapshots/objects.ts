import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AutodreamError, errnoCode } from '../errors.js';
import { decode, encode, encodeSync, sha256 } from './codec.js';

const ASYNC_ENCODE_FROM = 4096;

/**
 * File contents stored once, named by the SHA-256 of their bytes:
 * `objects/ab/cdef...` (compressed, see codec.ts). Every object is written to `tmp/` first and
 * renamed into place, so an object either exists whole or not at all.
 */
export class ObjectStore {
  readonly dir: string;
  readonly tmpDir: string;
  private readonly madeDirs = new Set<string>();
  /** Objects written since the last flush(). */
  private unflushed: string[] = [];

  constructor(root: string) {
    this.dir = join(root, 'objects');
    this.tmpDir = join(root, 'tmp');
  }

  pathOf(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash.slice(2));
  }

  has(hash: string): boolean {
    return existsSync(this.pathOf(hash));
  }

  /**
   * Store `content` (whose hash the caller computed) unless it is already there. Returns stored
   * bytes written (0 if present). Compression and writes run on the thread pool, so a scan that
   * starts many puts keeps reading while earlier objects are compressed and written.
   */
  async put(hash: string, content: Buffer): Promise<number> {
    const final = this.pathOf(hash);
    if (existsSync(final)) return 0;
    const tmp = join(this.tmpDir, `obj-${hash.slice(0, 16)}-${process.pid}-${randomBytes(4).toString('hex')}`);
    // Tiny objects: compressing inline costs less than the thread-pool round trip.
    const stored = content.length < ASYNC_ENCODE_FROM ? encodeSync(content) : await encode(content, 5, true);
    const fh = await open(tmp, 'wx', 0o600);
    try {
      await fh.writeFile(stored);
    } finally {
      await fh.close();
    }
    const sub = join(this.dir, hash.slice(0, 2));
    if (!this.madeDirs.has(sub)) {
      await mkdir(sub, { recursive: true, mode: 0o700 });
      this.madeDirs.add(sub);
    }
    await rename(tmp, final);
    this.unflushed.push(final);
    return stored.length;
  }

  /**
   * Make the objects written so far durable (file data and their folder entries) before a
   * manifest names them. All at once and in parallel: the file system commits them together,
   * far faster than one fsync per write.
   */
  async flush(): Promise<void> {
    const files = this.unflushed;
    this.unflushed = [];
    const dirs = [...new Set(files.map((f) => dirname(f)))];
    const todo = [...files, ...dirs];
    const worker = async () => {
      for (let p = todo.pop(); p !== undefined; p = todo.pop()) {
        const fh = await open(p, 'r').catch((e: unknown) => {
          // Written by an earlier, failed snapshot and collected since: nothing to flush.
          if (errnoCode(e) === 'ENOENT') return null;
          throw e;
        });
        if (!fh) continue;
        try {
          await fh.sync();
        } catch (e) {
          // Some file systems cannot fsync a folder; the data itself was synced.
          if (!dirs.includes(p)) throw e;
        } finally {
          await fh.close();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(16, todo.length) }, worker));
  }

  /** The original bytes of an object, checked against its hash. Throws `corrupt` if missing or damaged. */
  async read(hash: string, forPath?: string): Promise<Buffer> {
    const where = this.pathOf(hash);
    let stored: Buffer;
    try {
      stored = await readFile(where);
    } catch (e) {
      throw new AutodreamError('corrupt', `The snapshot store has lost the content of ${forPath ?? hash} (object ${hash.slice(0, 12)} is ${errnoCode(e) === 'ENOENT' ? 'missing' : 'unreadable'}).`, {
        file: where,
        hint: 'Choose another snapshot; this one cannot be restored in full.',
        cause: e,
      });
    }
    let content: Buffer;
    try {
      content = await decode(stored);
    } catch (e) {
      throw corrupt(hash, where, forPath, e);
    }
    if (sha256(content) !== hash) throw corrupt(hash, where, forPath);
    return content;
  }

  /** Every object in the store with its stored size, for garbage collection. */
  async list(): Promise<Array<{ hash: string; bytes: number }>> {
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

  async remove(hash: string): Promise<void> {
    await unlink(this.pathOf(hash)).catch((e: unknown) => {
      if (errnoCode(e) !== 'ENOENT') throw e;
    });
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
