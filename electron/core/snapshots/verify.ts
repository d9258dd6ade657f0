import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ObjectStore } from './objects.js';
import type { FileEntry, ProgressListener } from './types.js';

/** Verified content is kept for the write phase up to this much; beyond it, it is read (and checked) again. */
const KEEP_BYTES = 256 * 1024 * 1024;
/**
 * Checking small objects is all blocking work: after this long, let the event loop turn, so that
 * the temp files a restore is creating meanwhile are written (and fsynced) as their checks pass.
 */
const SLICE_MS = 4;
const PARALLEL = 4;

/** The outcome of one object's check: its content (unless past the memory budget), or the error. */
type Checked = { content: Buffer | undefined } | { error: unknown };

/**
 * Reads and hash-checks every object that `files` need, in their order, before a restore writes
 * anything a reader sees. `done` rejects with the first `corrupt` error (nothing after it is
 * checked); `content` gives one object's checked bytes as soon as its own check passed.
 */
export class ObjectCheck {
  readonly done: Promise<void>;
  private readonly results = new Map<string, Checked>();
  private readonly waiting = new Map<string, Array<(c: Checked) => void>>();
  private failure: { error: unknown } | null = null;
  private finished = false;

  constructor(
    private readonly objects: ObjectStore,
    files: readonly FileEntry[],
    private readonly onProgress?: ProgressListener,
  ) {
    // Begun on the next microtask: the caller first hands the thread pool the temp files to create.
    this.done = Promise.resolve().then(() => this.run(files));
    this.done.catch(() => undefined); // reported through `done` and `content`
  }

  /** The checked bytes of `hash` (read again if past the memory budget); rejects if its check, or an earlier one, failed. */
  async content(hash: string, path: string): Promise<Buffer> {
    const checked = this.results.get(hash) ?? this.failure ?? (this.finished ? { content: undefined } : await new Promise<Checked>((resolve) => this.waiting.set(hash, [...(this.waiting.get(hash) ?? []), resolve])));
    if ('error' in checked) throw checked.error;
    return checked.content ?? this.objects.read(hash, path);
  }

  private async run(files: readonly FileEntry[]): Promise<void> {
    const byHash = new Map<string, string>();
    for (const f of files) if (!byHash.has(f.hash)) byHash.set(f.hash, f.path);
    const todo = byHash.entries();
    let keptBytes = 0;
    let verified = 0;
    let sliceStart = performance.now();
    // A few at once: a large object is decoded on the thread pool while the next ones are read.
    const worker = async () => {
      for (let next = todo.next(); !next.done && !this.failure; next = todo.next()) {
        const [hash, path] = next.value;
        const content = await this.objects.read(hash, path);
        const keep = keptBytes + content.length <= KEEP_BYTES;
        if (keep) keptBytes += content.length;
        this.settle(hash, { content: keep ? content : undefined });
        this.onProgress?.({ phase: 'verify', verified: ++verified, total: byHash.size });
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL, byHash.size) }, worker));
    } catch (error) {
      this.failure ??= { error };
      throw error;
    } finally {
      // Waiting for an object that failed, was never reached, or is not in the list: settle them all.
      for (const hash of [...this.waiting.keys()]) this.settle(hash, this.failure ?? { content: undefined });
      this.finished = true;
    }
  }

  private settle(hash: string, checked: Checked): void {
    this.results.set(hash, checked);
    for (const resolve of this.waiting.get(hash) ?? []) resolve(checked);
    this.waiting.delete(hash);
  }
}
