import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../fsx/atomic.js';
import { statePaths } from '../state.js';

/**
 * Embedding vectors of one memory dir for one model, in the state dir (never in the memory
 * dir): `<state>/vectors/<memory dir id>/<model hash>.bin`, keyed by the content hash of what
 * was embedded, so an unchanged file is never embedded again and a changed one is.
 * File: a 4-byte header length, a JSON header {model, dims, hashes}, then the Float32 vectors.
 */

/** Where every dir's vectors live. */
export function vectorsRoot(stateDir: string): string {
  return join(statePaths(stateDir).root, 'vectors');
}

/** The file name of one model's vectors. */
export function vectorFileName(model: string): string {
  return `${createHash('sha256').update(model).digest('hex').slice(0, 16)}.bin`;
}

/** The memory dir a vector file was made for (files written before it was recorded: null). */
export async function vectorFileDir(file: string): Promise<string | null> {
  try {
    const buf = await readFile(file);
    const len = buf.readUInt32LE(0);
    const header = JSON.parse(buf.subarray(4, 4 + len).toString('utf8')) as { memoryDir?: unknown };
    return typeof header.memoryDir === 'string' ? header.memoryDir : null;
  } catch {
    return null;
  }
}

export class VectorStore {
  private readonly vectors = new Map<string, Float32Array>();
  private dims = 0;
  private dirty = false;

  private constructor(readonly file: string, readonly model: string, readonly memoryDir: string) {}

  static async open(stateDir: string, dir: { id: string; path: string }, model: string): Promise<VectorStore> {
    const store = new VectorStore(join(vectorsRoot(stateDir), dir.id, vectorFileName(model)), model, dir.path);
    await store.load();
    return store;
  }

  get size(): number {
    return this.vectors.size;
  }

  get(hash: string): Float32Array | undefined {
    return this.vectors.get(hash);
  }

  has(hash: string): boolean {
    return this.vectors.has(hash);
  }

  set(hash: string, v: Float32Array): void {
    if (this.dims !== 0 && v.length !== this.dims) {
      // The model changed its dimensions (a different model under the same name): start over.
      this.vectors.clear();
    }
    this.dims = v.length;
    this.vectors.set(hash, v);
    this.dirty = true;
  }

  /** Forget vectors of content that no longer exists. */
  keepOnly(hashes: ReadonlySet<string>): void {
    for (const h of this.vectors.keys()) {
      if (!hashes.has(h)) {
        this.vectors.delete(h);
        this.dirty = true;
      }
    }
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    const hashes = [...this.vectors.keys()];
    const header = Buffer.from(JSON.stringify({ model: this.model, memoryDir: this.memoryDir, dims: this.dims, hashes }));
    const out = Buffer.alloc(4 + header.length + hashes.length * this.dims * 4);
    out.writeUInt32LE(header.length, 0);
    header.copy(out, 4);
    let at = 4 + header.length;
    for (const h of hashes) {
      const v = this.vectors.get(h)!;
      Buffer.from(v.buffer, v.byteOffset, v.byteLength).copy(out, at);
      at += v.byteLength;
    }
    await writeFileAtomic(this.file, out, { fsync: false });
    this.dirty = false;
  }

  private async load(): Promise<void> {
    let buf: Buffer;
    try {
      buf = await readFile(this.file);
    } catch {
      return;
    }
    try {
      const len = buf.readUInt32LE(0);
      const header = JSON.parse(buf.subarray(4, 4 + len).toString('utf8')) as { model: string; dims: number; hashes: string[] };
      if (header.model !== this.model || buf.length !== 4 + len + header.hashes.length * header.dims * 4) return;
      // Copy into an aligned buffer: Float32Array needs a multiple-of-4 offset.
      const data = new Float32Array(header.hashes.length * header.dims);
      new Uint8Array(data.buffer).set(buf.subarray(4 + len));
      header.hashes.forEach((h, i) => this.vectors.set(h, data.subarray(i * header.dims, (i + 1) * header.dims)));
      this.dims = header.dims;
    } catch {
      // A damaged file is rebuilt from the memory files: vectors are only a cache.
      this.vectors.clear();
    }
  }
}
