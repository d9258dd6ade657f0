import { lineChunks, type LineChunkOptions } from './line-chunks.js';
import { isTranscriptEntry, type TranscriptEntry } from './transcript-entry.js';

export interface TranscriptLine {
  /** 1-based line number in the file. */
  lineNo: number;
  entry: TranscriptEntry;
}

export interface TranscriptStats {
  lines: number;
  /** Lines that are not a JSON object (half-written, corrupted): skipped. */
  brokenLines: number;
  /** Lines longer than maxLineBytes: skipped unread. */
  oversizedLines: number;
  /** The first few broken line numbers, for a message a person can check. */
  firstBrokenLineNos: number[];
}

/**
 * A session transcript, one entry at a time, streamed with bounded memory. Broken lines are
 * skipped and counted in `stats` (complete once iteration ends).
 */
export class TranscriptStream implements AsyncIterable<TranscriptLine> {
  readonly stats: TranscriptStats = { lines: 0, brokenLines: 0, oversizedLines: 0, firstBrokenLineNos: [] };

  constructor(
    readonly file: string,
    private readonly opts: LineChunkOptions = {},
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<TranscriptLine> {
    const stats = this.stats;
    let lineNo = 0;
    for await (const chunk of lineChunks(this.file, this.opts)) {
      if (chunk.kind === 'oversized') {
        lineNo++;
        stats.lines++;
        stats.oversizedLines++;
        continue;
      }
      const { buf, end } = chunk;
      let start = 0;
      while (start < end) {
        let nl = buf.indexOf(10, start);
        if (nl < 0 || nl >= end) nl = end;
        lineNo++;
        stats.lines++;
        const text = buf.toString('utf8', start, nl);
        start = nl + 1;
        if (text.trim() === '') continue;
        let entry: unknown;
        try {
          entry = JSON.parse(text);
        } catch {
          entry = undefined;
        }
        if (!isTranscriptEntry(entry)) {
          stats.brokenLines++;
          if (stats.firstBrokenLineNos.length < 10) stats.firstBrokenLineNos.push(lineNo);
          continue;
        }
        yield { lineNo, entry };
      }
    }
  }
}

export function streamTranscript(file: string, opts: LineChunkOptions = {}): TranscriptStream {
  return new TranscriptStream(file, opts);
}
