import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countSessionsSince, isSessionFileName, listSessionsSince } from '../../../electron/core/sessions/index.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ad-sess-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const U1 = '0f8fad5b-d9cb-469f-a165-70867728950e';
const U2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const U3 = 'A3BB189E-8BF9-3888-9912-ACE4E6543002';
const U4 = '16fd2706-8baf-433b-82eb-8c7fada847da';

async function touch(path: string, mtimeSec: number) {
  await writeFile(path, '{}\n');
  await utimes(path, mtimeSec, mtimeSec);
}

describe('countSessionsSince (Claude Code rules)', () => {
  it('counts UUID-named .jsonl directly in the dir with mtime strictly after since', async () => {
    const since = 1_700_000_000;
    await touch(join(dir, `${U1}.jsonl`), since + 1);
    await touch(join(dir, `${U2}.jsonl`), since + 3600);
    await touch(join(dir, `${U3}.jsonl`), since + 10); // upper-case UUID still a UUID
    await touch(join(dir, `${U4}.jsonl`), since); // equal: not after
    await touch(join(dir, 'agent-1234.jsonl'), since + 10);
    await touch(join(dir, 'notes.jsonl'), since + 10);
    await touch(join(dir, `${U1}.json`), since + 10);
    await mkdir(join(dir, U1, 'subagents'), { recursive: true });
    await touch(join(dir, U1, 'subagents', `agent-${U2}.jsonl`), since + 10);
    await touch(join(dir, U1, 'subagents', `${U4}.jsonl`), since + 10);
    await mkdir(join(dir, `${U4.replace('16', '26')}.jsonl`)); // a dir with a session-like name
    expect(await countSessionsSince(dir, since * 1000)).toBe(3);
    expect(await countSessionsSince(dir, 0)).toBe(4);
    expect((await listSessionsSince(dir, since * 1000)).map((s) => s.sessionId).sort()).toEqual([U1, U2, U3].sort());
  });

  it('leaves out excluded sessions (Claude Code leaves out its current one)', async () => {
    await touch(join(dir, `${U1}.jsonl`), 2_000_000_000);
    await touch(join(dir, `${U2}.jsonl`), 2_000_000_000);
    expect(await countSessionsSince(dir, 0, { excludeSessionIds: [U1] })).toBe(1);
  });

  it('a missing dir has no sessions', async () => {
    expect(await countSessionsSince(join(dir, 'nope'), 0)).toBe(0);
    await writeFile(join(dir, 'file'), '');
    expect(await countSessionsSince(join(dir, 'file'), 0)).toBe(0);
  });

  it('recognises session file names', () => {
    expect(isSessionFileName(`${U1}.jsonl`)).toBe(true);
    expect(isSessionFileName(`agent-${U1}.jsonl`)).toBe(false);
    expect(isSessionFileName(`${U1}.jsonl.bak`)).toBe(false);
  });
});
