import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InventoryCache } from '../../../electron/core/api/inventory-cache.js';
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
