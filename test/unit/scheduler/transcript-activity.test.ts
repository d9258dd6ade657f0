import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestTranscriptWriteMs } from '../../../electron/core/scheduler/transcript-activity.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-tx-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('newestTranscriptWriteMs', () => {
  it('returns the newest session mtime in the dir, ignoring other files and subfolders', async () => {
    const day = 24 * 3600;
    const base = Math.floor(Date.now() / 1000) - 10 * day;
    await writeFile(join(root, 'a.jsonl'), '{}\n');
    await writeFile(join(root, 'b.jsonl'), '{}\n');
    await writeFile(join(root, 'notes.txt'), 'x');
    await mkdir(join(root, 'sub', 'subagents'), { recursive: true });
    await writeFile(join(root, 'sub', 'subagents', 'agent-1.jsonl'), '{}\n');
    await utimes(join(root, 'a.jsonl'), base, base);
    await utimes(join(root, 'b.jsonl'), base + day, base + day);
    await utimes(join(root, 'notes.txt'), base + 5 * day, base + 5 * day);
    await utimes(join(root, 'sub'), base, base);
    await utimes(root, base, base);
    expect(await newestTranscriptWriteMs(root)).toBe((base + day) * 1000);

    // Appending to a session moves it forward.
    await writeFile(join(root, 'a.jsonl'), '{}\n{}\n');
    expect(await newestTranscriptWriteMs(root)).toBeGreaterThan((base + 5 * day) * 1000);
  });

  it('is null for a missing dir', async () => {
    expect(await newestTranscriptWriteMs(join(root, 'nope'))).toBeNull();
  });
});
