import { open } from 'node:fs/promises';

/**
 * A file read in chunks that always end on a line break, with bounded memory however big the
 * file is: two read-ahead blocks (the next read runs while the caller scans) and one work
 * buffer. An unfinished line that grows past `maxLineBytes` is skipped and reported as one
 * `oversized` event, so line numbers stay right.
 */

export type LineChunk =
  /** Whole lines in `buf[0, end)`; valid only until the next chunk is requested. */
  | { kind: 'lines'; buf: Buffer; end: number }
  | { kind: 'oversized' };

export interface LineChunkOptions {
  signal?: AbortSignal;
  chunkBytes?: number;
  maxLineBytes?: number;
}

export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

export async function* lineChunks(file: string, opts: LineChunkOptions = {}): AsyncGenerator<LineChunk> {
  const maxLineBytes = opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const blockBytes = Math.max(1, opts.chunkBytes ?? 1024 * 1024);
  const blocks = [Buffer.allocUnsafeSlow(blockBytes), Buffer.allocUnsafeSlow(blockBytes)] as const;
  let work = Buffer.allocUnsafeSlow(blockBytes * 2);
  const fh = await open(file, 'r');
  let turn = 0;
  let position = 0;
  let pending: Promise<{ bytesRead: number }> | null = fh.read(blocks[0], 0, blockBytes, 0);
  try {
    let carry = 0; // bytes of an unfinished line at the start of work
    let skipping = false; // inside an oversized line: drop bytes until its end
    for (;;) {
      opts.signal?.throwIfAborted();
      const { bytesRead } = await pending!;
      pending = null;
      const block = blocks[turn]!;
      const eof = bytesRead === 0;
      if (!eof) {
        position += bytesRead;
        turn ^= 1;
        pending = fh.read(blocks[turn]!, 0, blockBytes, position);
      }
      let from = 0;
      if (skipping) {
        const nl = block.subarray(0, bytesRead).indexOf(10);
        if (nl < 0) {
          if (eof) return;
          continue;
        }
        skipping = false;
        from = nl + 1;
      }
      const end = carry + bytesRead - from;
      if (end > work.length) {
        const bigger = Buffer.allocUnsafeSlow(Math.max(end, work.length * 2));
        work.copy(bigger, 0, 0, carry);
        work = bigger;
      }
      block.copy(work, carry, from, bytesRead);
      if (eof) {
        if (end > 0) yield { kind: 'lines', buf: work, end };
        return;
      }
      const last = end > 0 ? work.lastIndexOf(10, end - 1) : -1;
      if (last >= 0) {
        yield { kind: 'lines', buf: work, end: last + 1 };
        work.copyWithin(0, last + 1, end);
      }
      carry = end - (last + 1);
      if (carry > maxLineBytes) {
        skipping = true;
        carry = 0;
        yield { kind: 'oversized' };
      }
    }
  } finally {
    // A read still in flight must finish before its file handle closes.
    await pending?.catch(() => undefined);
    await fh.close();
  }
}
