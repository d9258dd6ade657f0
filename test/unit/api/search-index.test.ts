import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InventoryCache } from '../../../electron/core/api/inventory-cache.js';
import { MemorySearch } from '../../../electron/core/api/search.js';
import { memoryDirId } from '../../../electron/core/state.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';

const WORDS = 'deploy build staging database retry cache queue worker release branch review merge rollback latency metrics'.split(' ');

describe('MemorySearch index', () => {
  let root: string;
  let stateDir: string;
  let dir: MemoryDir;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-search-'));
    stateDir = join(root, 'state');
    const mem = join(root, 'memory');
    dir = { id: memoryDirId(mem), path: mem, kind: 'folder', transcriptDir: null, projectRoot: null, label: 'x' };
    await mkdir(mem, { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const note = (i: number, extra = '') =>
    `---\nname: note ${i}\ndescription: note number ${i}\ntype: project\n---\n${Array.from({ length: 60 }, (_, k) => WORDS[(i + k) % WORDS.length]).join(' ')} ${extra}\n`;
  const files = (hits: { hits: Array<{ file: string }> }) => hits.hits.map((h) => h.file).sort();

  it('is kept in the state dir: a new process indexes only what changed since, and forgets what is gone', async () => {
    for (let i = 0; i < 20; i++) await writeFile(join(dir.path, `n${i}.md`), note(i, i === 3 ? 'zeppelin' : ''));
    const first = new MemorySearch(new InventoryCache(0), stateDir);
    expect(files(await first.search([dir], 'zeppelin', 10))).toEqual(['n3.md']);
    expect(first.indexedFiles).toBe(20);
    // The texts are not kept in the stored index, only words and a few fields.
    expect(await readFile(join(stateDir, 'cache', 'search', `${dir.id}.json`), 'utf8')).not.toContain(note(5).slice(60, 140));

    const second = new MemorySearch(new InventoryCache(0), stateDir);
    expect(files(await second.search([dir], 'zeppelin', 10))).toEqual(['n3.md']);
    expect(second.indexedFiles).toBe(0);

    await writeFile(join(dir.path, 'n3.md'), note(3, 'dirigible'));
    const later = new Date(Date.now() + 5000);
    await utimes(join(dir.path, 'n3.md'), later, later);
    await unlink(join(dir.path, 'n4.md'));
    const third = new MemorySearch(new InventoryCache(0), stateDir);
    expect(files(await third.search([dir], 'zeppelin', 10))).toEqual([]);
    expect(files(await third.search([dir], 'dirigible', 10))).toEqual(['n3.md']);
    expect(third.indexedFiles).toBe(1);
    expect((await third.search([dir], 'note', 50)).total).toBe(19);
    // Snippets come from the file as it is now.
    expect((await third.search([dir], 'dirigible', 1)).hits[0]!.snippet).toContain('dirigible');
  });

  it('a damaged stored index is rebuilt', async () => {
    for (let i = 0; i < 5; i++) await writeFile(join(dir.path, `n${i}.md`), note(i));
    await new MemorySearch(new InventoryCache(0), stateDir).search([dir], 'deploy', 10);
    await writeFile(join(stateDir, 'cache', 'search', `${dir.id}.json`), '{"version":1,"path"');
    const again = new MemorySearch(new InventoryCache(0), stateDir);
    expect((await again.search([dir], 'deploy', 10)).total).toBe(5);
    expect(again.indexedFiles).toBe(5);
  });

  it('a first search of a big dir reads the files while the index is built, giving the event loop back; then the index answers', async () => {
    for (let i = 0; i < 1500; i++) await writeFile(join(dir.path, `n${i}.md`), note(i));
    const search = new MemorySearch(new InventoryCache(0), stateDir);
    // Every turn of the event loop while the search runs: the longest stretch without one is the longest any other call could wait.
    // Counted in this process's CPU time, not wall time: on a loaded box the OS may set the whole process aside for a
    // stretch longer than all of its work, which says nothing about how it slices that work.
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    let done = false;
    const turns: number[] = [cpu()];
    const tick = () => {
      turns.push(cpu());
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const found = await search.search([dir], 'rollback', 5);
    await search.settled();
    done = true;
    turns.push(cpu());
    expect(found.total).toBe(1500);
    expect(search.scans).toBe(1);
    expect(search.indexedFiles).toBe(1500);
    // A loop, not Math.max(...gaps): a slow box takes hundreds of thousands of turns, past the spread's stack limit.
    let longest = 0;
    for (let i = 1; i < turns.length; i++) longest = Math.max(longest, turns[i]! - turns[i - 1]!);
    const whole = turns.at(-1)! - turns[0]!;
    // A scan or build that held the thread is one stretch of most of the whole; sliced, the longest (a GC pause, the index's
    // toJSON) is a small part of it.
    expect(longest).toBeLessThan(whole / 2);
    // Built: the next search is answered by the index.
    expect((await search.search([dir], 'rollback', 5)).total).toBe(1500);
    expect(search.scans).toBe(1);
  });

  it('searches that keep coming do not hold the build off for ever: the index soon answers them instead of a scan each', async () => {
    for (let i = 0; i < 400; i++) await writeFile(join(dir.path, `n${i}.md`), note(i));
    const search = new MemorySearch(new InventoryCache(0), stateDir);
    // Back to back, never a quiet spell: before, the build waited for one, so every search read all 400 files.
    let searches = 0;
    for (;;) {
      const scansBefore = search.scans;
      searches += 1;
      expect((await search.search([dir], 'rollback', 5)).total).toBe(400);
      if (search.scans === scansBefore) break; // answered by the index
      if (searches >= 600) throw new Error(`every one of ${searches} searches read the files (${search.indexedFiles} indexed)`);
    }
    expect(search.indexedFiles).toBe(400);
    expect(search.scans).toBeGreaterThan(0);
  }, 120_000);

  it('a rewrite that keeps the size and mtime (only the ctime changes) is indexed again', async () => {
    for (let i = 0; i < 5; i++) await writeFile(join(dir.path, `n${i}.md`), note(i, 'zeppelin'));
    const search = new MemorySearch(new InventoryCache(0), stateDir);
    expect(files(await search.search([dir], 'zeppelin', 10))).toHaveLength(5);
    const file = join(dir.path, 'n2.md');
    const { mtime } = await stat(file);
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(file, note(2, 'airships')); // as long as 'zeppelin': the size is kept
    await utimes(file, mtime, mtime);
    expect((await stat(file)).size).toBe(Buffer.byteLength(note(2, 'zeppelin')));
    expect(files(await search.search([dir], 'zeppelin', 10))).toEqual(['n0.md', 'n1.md', 'n3.md', 'n4.md']);
    expect(files(await search.search([dir], 'airships', 10))).toEqual(['n2.md']);
  });
});
