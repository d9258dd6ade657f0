import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryRole, entryText, searchTranscripts, type TranscriptHit } from '../../../electron/core/sessions/index.js';
import { assistantLine, toolResultLine, userLine } from './make-transcript.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ad-search-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function transcript(name: string, lines: string[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, lines.join('\n') + '\n');
  return file;
}

const brief = (h: TranscriptHit) => [h.lineNo, h.pattern, h.text];

describe('searchTranscripts', () => {
  it('finds patterns in what the user wrote: string content and text blocks', async () => {
    const file = await transcript('a.jsonl', [
      userLine('Remember: we deploy with bun'),
      assistantLine('I will remember that'),
      toolResultLine('remember this output'),
      userLine([{ type: 'text', text: '以后不要用 npm' }, { type: 'image', source: {} }, { type: 'text', text: 'REMEMBER it' }]),
      userLine('nothing here'),
      userLine('<command-name>/remember</command-name>', { isMeta: true }),
    ]);
    const { hits, stats } = await searchTranscripts([file], ['remember', '不要']);
    expect(hits.map(brief)).toEqual([
      [1, 'remember', 'Remember: we deploy with bun'],
      [4, 'remember', '以后不要用 npm\nREMEMBER it'],
      [4, '不要', '以后不要用 npm\nREMEMBER it'],
    ]);
    expect(hits[0]).toMatchObject({ file, sessionId: 'sess-1', timestamp: '2026-11-20T10:00:00.000Z', role: 'user' });
    expect(stats).toMatchObject({ files: 1, candidateLines: 5, brokenLines: 0 });
  });

  it('searches other roles when asked, and is case-sensitive when asked', async () => {
    const file = await transcript('a.jsonl', [userLine('Remember'), assistantLine('remember')]);
    expect((await searchTranscripts([file], ['remember'], { roles: ['assistant'] })).hits.map((h) => h.role)).toEqual(['assistant']);
    expect((await searchTranscripts([file], ['Remember'], { roles: ['user', 'assistant'], caseInsensitive: false })).hits.map((h) => h.lineNo)).toEqual([1]);
  });

  it('matches patterns that JSON escapes (quotes, backslashes)', async () => {
    const file = await transcript('a.jsonl', [userLine('always say "yes" to C:\\tools')]);
    const { hits } = await searchTranscripts([file], ['say "yes"', 'c:\\tools']);
    expect(hits.map((h) => h.pattern)).toEqual(['say "yes"', 'c:\\tools']);
  });

  it('only entries after sinceMs; files untouched since are not read', async () => {
    const a = await transcript('a.jsonl', [
      userLine('remember old', { timestamp: '2026-11-01T00:00:00Z' }),
      userLine('remember new', { timestamp: '2026-11-21T00:00:00Z' }),
    ]);
    const b = await transcript('b.jsonl', [userLine('remember in an old file', { timestamp: '2026-11-21T00:00:00Z' })]);
    const since = Date.parse('2026-11-10T00:00:00Z');
    await utimes(b, since / 1000 - 60, since / 1000 - 60);
    const { hits, stats } = await searchTranscripts([a, b], ['remember'], { sinceMs: since });
    expect(hits.map((h) => h.text)).toEqual(['remember new']);
    expect(stats).toMatchObject({ files: 1, filesSkipped: 1 });
  });

  it('counts broken lines, stops at maxHits, skips a missing file', async () => {
    const file = await transcript('a.jsonl', ['{"remember": ', ...Array.from({ length: 20 }, (_, i) => userLine(`remember ${i}`))]);
    const { hits, stats } = await searchTranscripts([join(dir, 'gone.jsonl'), file], ['remember'], { maxHits: 5 });
    expect(hits.map((h) => h.lineNo)).toEqual([2, 3, 4, 5, 6]);
    expect(stats).toMatchObject({ brokenLines: 1, truncated: true });
  });

  it('supports one-character patterns', async () => {
    const file = await transcript('a.jsonl', [userLine('no'), userLine('use X')]);
    expect((await searchTranscripts([file], ['x'])).hits.map((h) => h.lineNo)).toEqual([2]);
  });

  it('refuses an empty pattern list', async () => {
    await expect(searchTranscripts([], ['', ''])).rejects.toMatchObject({ code: 'usage' });
  });

  it('agrees with a naive parse-everything search on a random transcript, at any chunk size', async () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const words = ['Remember', 'deploy', 'bun', '记住', '以后', '不要', 'from now on', 'FROM NOW ON', 'npm', 'x', '"quoted"', 'é', 'ok'];
    const text = () => Array.from({ length: 1 + rand(12) }, () => words[rand(words.length)]).join(' ');
    const lines: string[] = [];
    for (let i = 0; i < 600; i++) {
      const r = rand(10);
      if (r < 4) lines.push(userLine(text(), { timestamp: new Date(Date.UTC(2026, 10, 1 + rand(28))).toISOString() }));
      else if (r < 6) lines.push(userLine([{ type: 'text', text: text() }, { type: 'text', text: text() }]));
      else if (r < 8) lines.push(toolResultLine(text().repeat(1 + rand(50))));
      else if (r < 9) lines.push(assistantLine(text()));
      else lines.push(rand(2) ? '' : `{"broken": "${text()}`);
    }
    const file = await transcript('r.jsonl', lines);
    const patterns = ['remember', '记住', 'from now on', '不要', '"quoted"'];
    const since = Date.UTC(2026, 10, 10);
    const naive: Array<[number, string]> = [];
    (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
      let e: unknown;
      try {
        e = JSON.parse(line);
      } catch {
        return;
      }
      const entry = e as Parameters<typeof entryText>[0];
      if (entryRole(entry) !== 'user' || Date.parse(entry.timestamp ?? '') <= since) return;
      const t = entryText(entry).toLowerCase();
      for (const p of patterns) if (t.includes(p)) naive.push([i + 1, p]);
    });
    expect(naive.length).toBeGreaterThan(20);
    for (const chunkBytes of [64, 1000, 1 << 20]) {
      const { hits } = await searchTranscripts([file], patterns, { sinceMs: since, chunkBytes, maxHits: 1e6 });
      expect(hits.map((h) => [h.lineNo, h.pattern]), `chunk ${chunkBytes}`).toEqual(naive);
    }
  });

  it('streams a large file with bounded memory', async () => {
    const file = join(dir, 'big.jsonl');
    const out = createWriteStream(file);
    const filler = toolResultLine('lorem ipsum dolor sit amet '.repeat(400));
    let bytes = 0;
    for (let i = 0; bytes < 96 * 1024 * 1024; i++) {
      const line = (i % 500 === 0 ? userLine(`remember ${i}`) : filler) + '\n';
      bytes += line.length;
      if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((r) => out.end(() => r()));
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - base)), 1);
    const { hits, stats } = await searchTranscripts([file], ['remember'], { maxHits: 1e6 });
    clearInterval(timer);
    expect(stats.bytes).toBeGreaterThan(96 * 1024 * 1024);
    expect(hits.length).toBeGreaterThan(5);
    expect(peak).toBeLessThan(24 * 1024 * 1024);
  }, 120_000);
});
