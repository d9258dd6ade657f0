import { mkdir, utimes } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomicLib from 'write-file-atomic';

export interface AtomicWriteOptions {
  /** File mode for a new file; an existing file keeps its own. */
  mode?: number;
  /** Set the file's mtime (ms since epoch) after writing, e.g. when restoring a snapshot. */
  mtimeMs?: number;
  /** fsync the file before the rename (default true: memory is precious, writes are rare). */
  fsync?: boolean;
}

/**
 * Write a file so that a reader sees either the old bytes or the new ones, never half:
 * a temp file beside it, fsync, rename. Creates missing parent folders.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomicLib(path, typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    fsync: opts.fsync ?? true,
    ...(opts.mode !== undefined && { mode: opts.mode }),
  });
  if (opts.mtimeMs !== undefined) {
    const t = new Date(opts.mtimeMs);
    await utimes(path, t, t);
  }
}
