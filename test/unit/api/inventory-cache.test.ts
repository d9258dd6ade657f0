import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync } from 'node:fs';
import { chmod, link, mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InventoryCache, statSignature } from '../../../electron/core/api/inventory-cache.js';
import { watchMemoryDirs, type MemoryWatcher } from '../../../electron/core/api/memory-watcher.js';
import { MemorySearch } from '../../../electron/core/api/search.js';
import { memoryDirId } from '../../../electron/core/state.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';

describe('InventoryCache and MemorySearch', () => {
  let root: string;
  let dir: MemoryDir;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-inv-'));
    dir = { id: memoryDirId(root), path: root, kind: 'folder', transcriptDir: null, projectRoot: null, label: 'x' };
    await writeFile(join(root, 'a.md'), '---\nname: a\ndescription: first\ntype: user\n---\nI like tea.\n');
    await writeFile(join(root, 'b.md'), '---\nname: b\ndescription: 第二\ntype: project\n---\n我们项目用bun不用npm。\n');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('reuses an inventory while no file changed, and rereads after a write', async () => {
    const cache = new InventoryCache(0);
    const first = await cache.get(dir);
    expect(await cache.get(dir)).toBe(first);
    await writeFile(join(root, 'a.md'), '---\nname: a\ndescription: first\ntype: user\n---\nI like coffee now.\n');
    const past = new Date(Date.now() + 5000);
    await utimes(join(root, 'a.md'), past, past);
    const second = await cache.get(dir);
    expect(second).not.toBe(first);
    expect(second.files.find((f) => f.relPath === 'a.md')!.text).toContain('coffee');
  });

  it('a file named in capitals (NOTES.MD), which the inventory reads, is watched too: a write to it is read again', async () => {
    await writeFile(join(root, 'NOTES.MD'), '---\nname: notes\ndescription: caps\ntype: project\n---\nDeploys go out on Tuesday.\n');
    const cache = new InventoryCache(0);
    const first = await cache.get(dir);
    expect(first.files.find((f) => f.relPath === 'NOTES.MD')!.text).toContain('Tuesday');
    await writeFile(join(root, 'NOTES.MD'), '---\nname: notes\ndescription: caps\ntype: project\n---\nDeploys go out on Thursday now.\n');
    const later = new Date(Date.now() + 5000);
    await utimes(join(root, 'NOTES.MD'), later, later);
    expect((await cache.get(dir)).files.find((f) => f.relPath === 'NOTES.MD')!.text).toContain('Thursday');
  });

  it('within the recheck window trusts the last check; forget() drops it', async () => {
    const cache = new InventoryCache(60_000);
    const first = await cache.get(dir);
    await writeFile(join(root, 'c.md'), 'new\n');
    expect(await cache.get(dir)).toBe(first);
    cache.forget(dir.id);
    expect((await cache.get(dir)).files.map((f) => f.relPath)).toContain('c.md');
  });

  it('finds English and Chinese words in bodies, not in raw frontmatter keys', async () => {
    const search = new MemorySearch(new InventoryCache(0));
    expect((await search.search([dir], 'tea', 10)).hits.map((h) => h.file)).toEqual(['a.md']);
    expect((await search.search([dir], 'npm', 10)).hits.map((h) => h.file)).toEqual(['b.md']);
    expect((await search.search([dir], '项目', 10)).hits.map((h) => h.file)).toEqual(['b.md']);
    expect((await search.search([dir], 'description', 10)).hits).toEqual([]);
    await writeFile(join(root, 'a.md'), '---\nname: a\ndescription: first\ntype: user\n---\nI like green tea and 抹茶.\n');
    const later = new Date(Date.now() + 5000);
    await utimes(join(root, 'a.md'), later, later);
    expect((await search.search([dir], '抹茶', 10)).hits.map((h) => h.file)).toEqual(['a.md']);
  });
});

/*
 * Every kind of change shows in the next check, with no wait in between: edits that keep the
 * size, new, deleted and renamed files, new folders, mode changes; inside an OpenClaw
 * workspace's scope only. Once without a watch (each check walks the stats), once with the
 * daemon's file watch (a check walks only after the watch saw something, or cannot vouch).
 */
describe('InventoryCache sees every change at the next check', () => {
  let root: string;
  let dir: MemoryDir;
  let watcher: MemoryWatcher | null = null;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-inv-changes-'));
    dir = { id: memoryDirId(root), path: root, kind: 'folder', transcriptDir: null, projectRoot: null, label: 'x' };
    await mkdir(join(root, 'team'));
    await writeFile(join(root, 'a.md'), 'alpha\n');
    await writeFile(join(root, 'team', 'b.md'), 'bravo\n');
  });
  afterEach(async () => {
    await watcher?.close();
    watcher = null;
    await rm(root, { recursive: true, force: true });
  });

  const watched = async (dirs: MemoryDir[]) => {
    watcher = watchMemoryDirs({ dirs: async () => dirs.map((d) => ({ id: d.id, path: d.path })), onChange: () => undefined });
    await watcher.ready;
    return watcher;
  };
  const texts = async (cache: InventoryCache, d: MemoryDir = dir) => Object.fromEntries((await cache.get(d)).files.map((f) => [f.relPath, f.text]));

  /** Each change, then at once the cache's view of the dir; returns how many stat walks the changes cost. */
  const changes = async (cache: InventoryCache): Promise<number> => {
    expect(await texts(cache)).toEqual({ 'a.md': 'alpha\n', 'team/b.md': 'bravo\n' });
    const before = cache.walks;
    await writeFile(join(root, 'a.md'), 'ALPHA\n'); // same size
    expect(await texts(cache)).toEqual({ 'a.md': 'ALPHA\n', 'team/b.md': 'bravo\n' });
    await writeFile(join(root, 'team', 'c.md'), 'charlie\n');
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'team/b.md', 'team/c.md']);
    await rm(join(root, 'team', 'b.md'));
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'team/c.md']);
    await rename(join(root, 'team', 'c.md'), join(root, 'team', 'd.md'));
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'team/d.md']);
    await mkdir(join(root, 'new', 'deeper'), { recursive: true });
    await writeFile(join(root, 'new', 'deeper', 'e.md'), 'echo\n');
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'new/deeper/e.md', 'team/d.md']);
    // Written straight after its folder was made: before any watch on the new folder can exist.
    await mkdir(join(root, 'fresh'));
    await writeFile(join(root, 'fresh', 'f.md'), 'foxtrot\n');
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'fresh/f.md', 'new/deeper/e.md', 'team/d.md']);
    await writeFile(join(root, 'fresh', 'f.md'), 'FOXTROT\n');
    expect((await texts(cache))['fresh/f.md']).toBe('FOXTROT\n');
    // A folder moved out with its notes, and one moved back in.
    await rename(join(root, 'new'), join(tmpdir(), `ad-inv-out-${process.pid}`));
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'fresh/f.md', 'team/d.md']);
    await rename(join(tmpdir(), `ad-inv-out-${process.pid}`), join(root, 'back'));
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'back/deeper/e.md', 'fresh/f.md', 'team/d.md']);
    const signature = (await cache.peek(dir)).signature;
    await chmod(join(root, 'a.md'), 0o600);
    expect((await cache.peek(dir)).signature).not.toBe(signature);
    return cache.walks - before;
  };

  it('without a watch: each check walks the stats', async () => {
    const cache = new InventoryCache(0);
    expect(await changes(cache)).toBeGreaterThanOrEqual(11);
  });

  it('with the file watch: the same changes are seen, and an unchanged dir is not walked again', async () => {
    const w = await watched([dir]);
    const cache = new InventoryCache(0, () => w);
    await cache.get(dir);
    const walked = cache.walks;
    for (let i = 0; i < 5; i++) await cache.peek(dir);
    expect(cache.walks).toBe(walked);
    await changes(cache);
    // Quiet again: checks cost no walk.
    await new Promise((r) => setTimeout(r, 100));
    await cache.peek(dir);
    const quiet = cache.walks;
    for (let i = 0; i < 5; i++) await cache.peek(dir);
    expect(cache.walks).toBe(quiet);
  });

  it('with the file watch: a file with a second name outside (a hard link) is walked each time, so a write through that name shows', async () => {
    const other = await mkdtemp(join(tmpdir(), 'ad-inv-link-'));
    try {
      await link(join(root, 'a.md'), join(other, 'a-elsewhere.md'));
      const w = await watched([dir]);
      const cache = new InventoryCache(0, () => w);
      expect((await texts(cache))['a.md']).toBe('alpha\n');
      await writeFile(join(other, 'a-elsewhere.md'), 'ALPHA\n');
      expect((await texts(cache))['a.md']).toBe('ALPHA\n');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('with the file watch: folders deeper than it watches are walked each time', async () => {
    const deep = join(root, ...'abcdefghij'.split(''));
    await mkdir(deep, { recursive: true });
    await writeFile(join(deep, 'deep.md'), 'one\n');
    const w = await watched([dir]);
    const cache = new InventoryCache(0, () => w);
    expect(w.mark(dir.id)).toBeNull();
    expect((await texts(cache))['a/b/c/d/e/f/g/h/i/j/deep.md']).toBe('one\n');
    await writeFile(join(deep, 'deep.md'), 'two\n');
    expect((await texts(cache))['a/b/c/d/e/f/g/h/i/j/deep.md']).toBe('two\n');
  });

  it('with the file watch: a memory dir removed and made again is walked (its old watch sees nothing of the new one)', async () => {
    const w = await watched([dir]);
    const cache = new InventoryCache(0, () => w);
    await cache.get(dir);
    // In one go (no event handled in between): the new folder often gets the old one's inode.
    rmSync(root, { recursive: true });
    mkdirSync(root);
    await writeFile(join(root, 'z.md'), 'zulu\n');
    expect(await texts(cache)).toEqual({ 'z.md': 'zulu\n' });
    await writeFile(join(root, 'z.md'), 'ZULU\n');
    expect(await texts(cache)).toEqual({ 'z.md': 'ZULU\n' });
  });

  it('an OpenClaw workspace: only its memory counts, with or without the watch', async () => {
    const ws = join(root, 'workspace');
    const oc: MemoryDir = { id: memoryDirId(ws), path: ws, kind: 'openclaw-workspace', transcriptDir: null, projectRoot: null, label: 'oc' };
    await mkdir(join(ws, 'memory'), { recursive: true });
    await mkdir(join(ws, 'skills'), { recursive: true });
    await writeFile(join(ws, 'AGENTS.md'), 'not memory\n');
    for (const mode of ['walk', 'watch']) {
      await writeFile(join(ws, 'MEMORY.md'), '- tea\n');
      const cache = mode === 'walk' ? new InventoryCache(0) : new InventoryCache(0, () => watcher);
      if (mode === 'watch') await watched([oc]);
      const first = (await cache.peek(oc)).signature;
      await writeFile(join(ws, 'AGENTS.md'), `still not memory (${mode})\n`);
      await writeFile(join(ws, 'skills', 'tool.md'), `a skill (${mode})\n`);
      expect((await cache.peek(oc)).signature, mode).toBe(first);
      await writeFile(join(ws, 'memory', '2026-11-30.md'), '- a day\n');
      expect((await cache.peek(oc)).signature, mode).not.toBe(first);
      await writeFile(join(ws, 'MEMORY.md'), '- TEA\n');
      expect((await cache.get(oc)).files.find((f) => f.relPath === 'MEMORY.md')?.text, mode).toBe('- TEA\n');
      await rm(join(ws, 'memory', '2026-11-30.md'));
      expect((await cache.peek(oc)).signature, mode).not.toContain('2026-11-30');
    }
  });

  it('with the file watch: an OpenClaw workspace whose skill folder moved in the config is walked again, though no file in it changed', async () => {
    const ws = join(root, 'workspace');
    await mkdir(join(ws, 'memory', 'skill'), { recursive: true });
    await writeFile(join(ws, 'MEMORY.md'), '- tea\n');
    await writeFile(join(ws, 'memory', 'skill', 'SKILL.md'), 'the skill itself\n');
    const openclaw = { agentId: 'main', workspace: ws, sessionsDir: join(root, 'sessions'), skillDir: join(ws, 'memory', 'skill'), autoDream: { enabled: true, minHours: 24, minSessions: 5 } };
    const withSkill: MemoryDir = { id: memoryDirId(ws), path: ws, kind: 'openclaw-workspace', transcriptDir: null, projectRoot: null, label: 'oc', openclaw };
    const w = await watched([withSkill]);
    const cache = new InventoryCache(0, () => w);
    expect(Object.keys(await texts(cache, withSkill))).toEqual(['MEMORY.md']);
    expect(w.mark(withSkill.id)).not.toBeNull();
    const walked = cache.walks;
    expect(Object.keys(await texts(cache, withSkill))).toEqual(['MEMORY.md']);
    expect(cache.walks).toBe(walked);
    // The config no longer names the skill: its folder is memory like any other.
    const noSkill: MemoryDir = { ...withSkill, openclaw: { ...openclaw, skillDir: null } };
    expect(Object.keys(await texts(cache, noSkill)).sort()).toEqual(['MEMORY.md', 'memory/skill/SKILL.md']);
    expect(cache.walks).toBe(walked + 1);
  });

  it('forget() during a walk: the walk keeps nothing, the next check walks again', async () => {
    const cache = new InventoryCache(60_000);
    const walking = cache.peek(dir);
    cache.forget(dir.id);
    await walking;
    await writeFile(join(root, 'c.md'), 'charlie\n');
    expect(Object.keys(await texts(cache)).sort()).toEqual(['a.md', 'c.md', 'team/b.md']);
  });

  it('the signature lists the memory files with their stats, skipping dot-folders and other files', async () => {
    await mkdir(join(root, '.git'));
    await writeFile(join(root, '.git', 'x.md'), 'no');
    await writeFile(join(root, 'notes.txt'), 'no');
    await writeFile(join(root, 'CAPS.MD'), 'yes');
    const lines = (await statSignature(root)).split('\n').map((l) => l.split('\0')[0]);
    expect(lines).toEqual(['CAPS.MD', 'a.md', 'team/b.md']);
  });
});
