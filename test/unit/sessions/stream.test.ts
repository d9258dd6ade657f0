import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streamTranscript, type TranscriptLine } from '../../../electron/core/sessions/index.js';
import { assistantLine, userLine } from './make-transcript.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ad-stream-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function collect(file: string, opts = {}) {
  const stream = streamTranscript(file, opts);
  const out: TranscriptLine[] = [];
  for await (const line of stream) out.push(line);
  return { out, stats: stream.stats };
}

describe('streamTranscript', () => {
  it('yields entries with line numbers; broken lines are skipped and counted', async () => {
    const file = join(dir, 't.jsonl');
    const lines = [userLine('one'), '{"type":"user","message":{"ro', assistantLine('two'), '', '42', '  ', userLine('记住 three')];
    await writeFile(file, lines.join('\n'));
    for (const chunkBytes of [16, 64, 1 << 20]) {
      const { out, stats } = await collect(file, { chunkBytes });
      expect(out.map((l) => l.lineNo), `chunk ${chunkBytes}`).toEqual([1, 3, 7]);
      expect(out[2]!.entry.message?.content).toBe('记住 three');
      expect(stats).toEqual({ lines: 7, brokenLines: 2, oversizedLines: 0, firstBrokenLineNos: [2, 5] });
    }
  });

  it('handles CRLF line ends and a final line without a break', async () => {
    const file = join(dir, 't.jsonl');
    await writeFile(file, `${userLine('a')}\r\n${userLine('b')}`);
    const { out } = await collect(file);
    expect(out.map((l) => l.entry.message?.content)).toEqual(['a', 'b']);
  });

  it('skips a line longer than maxLineBytes without losing count', async () => {
    const file = join(dir, 't.jsonl');
    await writeFile(file, [userLine('first'), userLine('x'.repeat(5000)), userLine('third')].join('\n') + '\n');
    const { out, stats } = await collect(file, { chunkBytes: 256, maxLineBytes: 1024 });
    expect(out.map((l) => [l.lineNo, l.entry.message?.content])).toEqual([
      [1, 'first'],
      [3, 'third'],
    ]);
    expect(stats.oversizedLines).toBe(1);
    const whole = await collect(file, { chunkBytes: 256, maxLineBytes: 8192 });
    expect(whole.out).toHaveLength(3);
  });

  it('stops when aborted', async () => {
    const file = join(dir, 't.jsonl');
    await writeFile(file, Array.from({ length: 100 }, (_, i) => userLine(`m${i}`)).join('\n'));
    const ac = new AbortController();
    const stream = streamTranscript(file, { signal: ac.signal, chunkBytes: 512 });
    let n = 0;
    await expect(
      (async () => {
        for await (const _ of stream) if (++n === 3) ac.abort();
      })(),
    ).rejects.toThrow(/abort/i);
    expect(n).toBeLessThan(100);
  });
});
