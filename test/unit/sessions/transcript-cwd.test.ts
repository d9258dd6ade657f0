import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTranscriptCwd } from '../../../electron/core/sessions/transcript-cwd.js';

describe('readTranscriptCwd', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ad-cwd-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const file = async (name: string, text: string) => {
    const f = join(dir, name);
    await writeFile(f, text);
    return f;
  };

  it('takes the first complete line that names a cwd, past summary lines and broken ones', async () => {
    const text = `${JSON.stringify({ type: 'summary', summary: 'x' })}\n{"cwd": broken\n${JSON.stringify({ type: 'user', cwd: '/work/ä project' })}\n${JSON.stringify({ cwd: '/later' })}\n`;
    expect(await readTranscriptCwd(await file('a.jsonl', text))).toBe('/work/ä project');
  });

  it('searches a first line longer than the probe as text, and gives null when nothing names a cwd', async () => {
    const long = `{"type":"user","cwd":"/deep/repo","message":"${'x'.repeat(200)}`;
    expect(await readTranscriptCwd(await file('b.jsonl', long), 100)).toBe('/deep/repo');
    expect(await readTranscriptCwd(await file('c.jsonl', `${JSON.stringify({ type: 'summary' })}\n`))).toBeNull();
    expect(await readTranscriptCwd(await file('d.jsonl', ''))).toBeNull();
    expect(await readTranscriptCwd(join(dir, 'missing.jsonl'))).toBeNull();
  });

  it('reads past the first 8 KB when the lines there name no cwd, up to the probe', async () => {
    const summary = `${JSON.stringify({ type: 'summary', summary: 'y'.repeat(10_000) })}\n`;
    expect(await readTranscriptCwd(await file('e.jsonl', `${summary}${JSON.stringify({ cwd: '/second/line' })}\n`))).toBe('/second/line');
    expect(await readTranscriptCwd(await file('f.jsonl', `${summary.repeat(7)}${JSON.stringify({ cwd: '/too/far' })}\n`))).toBeNull();
  });
});
