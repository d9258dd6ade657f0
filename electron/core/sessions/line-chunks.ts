import { open } from 'node:fs/promises';

/**
 * A file read in chunks that always end on a line break, with one reusable buffer: memory stays
 * bounded however big the file is. A line longer than `maxLineBytes` is skipped and reported
 * as one `oversized` event (so line numbers stay right).
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
  let buf = Buffer.allocUnsafeSlow(Math.min(opts.chunkBytes ?? 1024 * 1024, maxLineBytes));
  const fh = await open(file, 'r');
  try {
    let carry = 0; // bytes of an unfinished line at the start of buf
    let position = 0;
    let skipping = false; // inside an oversized line: drop bytes until its end
    for (;;) {
      opts.signal?.throwIfAborted();
      if (carry === buf.length) {
        if (buf.length < maxLineBytes) {
          const bigger = Buffer.allocUnsafeSlow(Math.min(maxLineBytes, buf.length * 2));
          buf.copy(bigger, 0, 0, carry);
          buf = bigger;
        } else {
          skipping = true;
          carry = 0;
          yield { kind: 'oversized' };
        }
      }
      const { bytesRead } = await fh.read(buf, carry, buf.length - carry, position);
      position += bytesRead;
      const eof = bytesRead === 0;
      let end = carry + bytesRead;
      if (skipping) {
        const nl = buf.subarray(0, end).indexOf(10, carry);
        if (nl < 0) {
          carry = 0;
          if (eof) return;
          continue;
        }
        skipping = false;
        buf.copyWithin(0, nl + 1, end);
        end -= nl + 1;
      }
      if (eof) {
        if (end > 0) yield { kind: 'lines', buf, end };
        return;
      }
      const last = end > 0 ? buf.lastIndexOf(10, end - 1) : -1;
      if (last < 0) {
        carry = end;
        continue;
      }
      yield { kind: 'lines', buf, end: last + 1 };
      buf.copyWithin(0, last + 1, end);
      carry = end - (last + 1);
    }
  } finally {
    await fh.close();
  }
}
