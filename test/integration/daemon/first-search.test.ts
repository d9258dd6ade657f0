import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Autodream } from '../../../electron/core/api/autodream.js';

/**
 * The first search of a big memory dir (no index yet) through the facade every door uses: other
 * calls are answered while it runs, and what it finds is what the index finds once built.
 */
const FILES = 1500;
const WORDS = 'deploy build staging database retry cache queue worker release branch review merge rollback latency metrics'.split(' ');

let root: string;
let ad: Autodream;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-first-search-'));
  const configHome = join(root, 'claude');
  const projectRoot = join(root, 'code', 'big');
  const transcriptDir = join(configHome, 'projects', projectRoot.replace(/[^a-zA-Z0-9]/g, '-'));
  const mem = join(transcriptDir, 'memory');
  await mkdir(join(projectRoot, '.git'), { recursive: true });
  await mkdir(mem, { recursive: true });
  for (let i = 0; i < FILES; i++) {
    const body = Array.from({ length: 300 }, (_, k) => WORDS[(i + k) % WORDS.length]).join(' ');
    await writeFile(join(mem, `n${i}.md`), `---\nname: note ${i}\ndescription: note ${i}\ntype: project\n---\n${body}${i % 100 === 7 ? ' zebrafish' : ''}\n`);
  }
  await writeFile(join(mem, 'MEMORY.md'), '- [Note](n0.md) — the first note\n');
  const line = { type: 'user', cwd: projectRoot, sessionId: 's', timestamp: new Date().toISOString(), message: { role: 'user', content: 'hi' } };
  await writeFile(join(transcriptDir, `${randomUUID()}.jsonl`), `${JSON.stringify(line)}\n`);
  const { createAutodream } = await import('../../../electron/core/api/autodream.js');
  ad = await createAutodream({ configHome, stateDir: join(root, 'state'), env: { HOME: root }, home: root });
});

afterAll(async () => {
  await ad?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the first search of a big dir', () => {
  it('lets a list call answer while it runs, and finds what the index finds later', async () => {
    // The window has listed the dirs once already (as it does on opening).
    const { memoryDirs } = await ad.call('memoryDirs.list', {});
    expect(memoryDirs).toHaveLength(1);
    // The first search loads the search code and starts the index build; the second, while it is built, reads the files again.
    const want = Array.from({ length: FILES / 100 }, (_, k) => `n${k * 100 + 7}.md`).sort();
    const first = await ad.call('search', { query: 'zebrafish', limit: 50 });
    expect(first.hits.map((h) => h.file).sort()).toEqual(want);
    const order: string[] = [];
    // A word in every file: each is parsed and compared word by word, the longest a search reads.
    const searching = ad.call('search', { query: 'rollback', limit: 50 }).then((r) => {
      order.push('search');
      return r;
    });
    await nextTurn();
    const listing = ad.call('memoryDirs.list', {}).then(() => order.push('list'));
    const [every] = await Promise.all([searching, listing]);
    expect(order).toEqual(['list', 'search']);
    expect(every.total).toBe(FILES);
    // Once the index is built (it is then kept in the state dir), it answers the same.
    const kept = join(root, 'state', 'cache', 'search', `${memoryDirs[0]!.id}.json`);
    for (let i = 0; i < 600 && !existsSync(kept); i++) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(kept)).toBe(true);
    const later = await ad.call('search', { query: 'zebrafish', limit: 50 });
    expect(later.hits.map((h) => h.file).sort()).toEqual(want);
    expect(later.total).toBe(first.total);
    expect((await ad.call('search', { query: 'rollback', limit: 50 })).total).toBe(FILES);
  }, 60_000);
});
