import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Candidate } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import { scanFiles, scanQuery, type ScanQuery, type Scanned } from './search-scan.js';

/**
 * A scan (search-scan.ts) shared with a helper thread: the files are cut into chunks that the
 * search's own thread and the helper claim one at a time from a shared counter, so on a machine
 * with two cores a first search of thousands of files takes about half as long, and a helper that
 * is busy or slow to start simply gets fewer chunks. The chunks' results are put back in file
 * order, so the matches, their order and their scores are those of one thread reading every file.
 * Without the helper (not built, failed) the search's thread scans every chunk itself.
 */

/** Files per claim: small enough to share the work evenly, big enough that claiming costs nothing. */
export const CHUNK = 64;
/** A scan of fewer files is not worth a message to the helper. */
const MIN_SHARED = 2 * CHUNK;

/** What the helper is asked to scan: the files of one dir and the query, with the counter both threads claim chunks from. */
export interface ScanJob {
  id: number;
  counter: SharedArrayBuffer;
  dir: MemoryDir;
  candidates: Candidate[];
  query: string;
}

/** One chunk the helper scanned (`start`: its first file). */
export interface HelperReport {
  id: number;
  start: number;
  scanned: Scanned;
}

/** Claim chunks of the job's files until none are left, scanning each; `report` gets each chunk's result. */
export async function scanClaimed(job: ScanJob, q: ScanQuery, pause: () => Promise<void> | null, report: (start: number, scanned: Scanned) => void): Promise<void> {
  const counter = new Int32Array(job.counter);
  for (;;) {
    const start = Atomics.add(counter, 0, CHUNK);
    if (start >= job.candidates.length) return;
    report(start, await scanFiles(job.dir, job.candidates.slice(start, start + CHUNK), q, pause));
  }
}

interface Waiting {
  chunks: Map<number, Scanned>;
  wake: (() => void) | null;
}

export class ScanHelper {
  private worker: Worker | null = null;
  private failed = false;
  private started: { promise: Promise<boolean>; resolve: (up: boolean) => void } | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  /** Chunks the helper scanned so far (tests, benchmarks). */
  helperChunks = 0;

  /** `url`: the helper's script (search-worker.js beside this file once built). */
  constructor(private readonly url: URL) {}

  /** Start the helper thread (it loads and warms its code meanwhile); nothing when its script is not there. */
  start(): void {
    if (this.worker || this.failed) return;
    if (!this.url.pathname.endsWith('.js') || !existsSync(fileURLToPath(this.url))) {
      this.failed = true;
      return;
    }
    let resolve!: (up: boolean) => void;
    this.started = { promise: new Promise<boolean>((r) => (resolve = r)), resolve };
    try {
      // A small heap: the helper holds a chunk's matches at a time (one that runs out ends, and the search scans its chunks).
      const w = new Worker(this.url, { resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 } });
      w.on('message', (m: HelperReport | 'ready') => (m === 'ready' ? resolve(true) : this.received(m)));
      w.on('error', () => this.stop());
      w.on('exit', () => this.stop());
      w.unref();
      this.worker = w;
    } catch {
      this.failed = true;
      resolve(false);
    }
  }

  /** Whether the helper is up (its code loaded and warmed); false when it could not start. */
  async ready(): Promise<boolean> {
    this.start();
    return (await this.started?.promise) ?? false;
  }

  /** The helper is gone: its unfinished chunks are scanned by the searches waiting for them. */
  private stop(): void {
    this.failed = true;
    this.worker = null;
    this.started?.resolve(false);
    for (const w of this.waiting.values()) w.wake?.();
  }

  private received(m: HelperReport): void {
    const w = this.waiting.get(m.id);
    if (!w) return;
    w.chunks.set(m.start, m.scanned);
    this.helperChunks += 1;
    w.wake?.();
  }

  /** Close the helper thread (tests). */
  async close(): Promise<void> {
    const w = this.worker;
    this.stop();
    await w?.terminate();
  }

  /** scanFiles over `candidates`, shared with the helper when it runs; `pause` as for scanFiles. */
  async scan(dir: MemoryDir, candidates: Candidate[], query: string, pause: () => Promise<void> | null): Promise<Scanned> {
    const q = scanQuery(query);
    if (candidates.length < MIN_SHARED) return scanFiles(dir, candidates, q, pause);
    this.start();
    const job: ScanJob = { id: this.nextId++, counter: new SharedArrayBuffer(4), dir, candidates, query };
    const waiting: Waiting = { chunks: new Map(), wake: null };
    this.waiting.set(job.id, waiting);
    try {
      if (this.worker) {
        try {
          this.worker.ref();
          this.worker.postMessage(job);
        } catch {
          // Not sent (a dir that cannot be copied to the thread): every chunk is scanned here.
        }
      }
      const mine = new Map<number, Scanned>();
      await scanClaimed(job, q, pause, (start, scanned) => mine.set(start, scanned));
      // Every chunk is claimed now: those not scanned here are the helper's. Wait for them, or scan them if it stopped.
      for (;;) {
        const missing: number[] = [];
        for (let start = 0; start < candidates.length; start += CHUNK) if (!mine.has(start) && !waiting.chunks.has(start)) missing.push(start);
        if (missing.length === 0) break;
        if (!this.worker) {
          for (const start of missing) mine.set(start, await scanFiles(dir, candidates.slice(start, start + CHUNK), q, pause));
          break;
        }
        await new Promise<void>((resolve) => (waiting.wake = resolve));
        waiting.wake = null;
      }
      const all: Scanned = { matches: [], filesRead: 0, length: 0 };
      for (let start = 0; start < candidates.length; start += CHUNK) {
        const s = mine.get(start) ?? waiting.chunks.get(start)!;
        for (const m of s.matches) all.matches.push(m);
        all.filesRead += s.filesRead;
        all.length += s.length;
      }
      return all;
    } finally {
      this.waiting.delete(job.id);
      if (this.waiting.size === 0) this.worker?.unref();
    }
  }
}

/** The process's scan helper: started by the daemon as it starts (warmSearch), else by the first big scan. */
export const scanHelper = new ScanHelper(new URL('./search-worker.js', import.meta.url));
