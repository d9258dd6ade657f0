import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, stat, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InventoryCache } from '../../../electron/core/api/inventory-cache.js';
import { StatusSummaries } from '../../../electron/core/api/status-summary.js';
import { memoryDirId } from '../../../electron/core/state.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';

describe('StatusSummaries', () => {
  let root: string;
  let stateDir: string;
  let dir: MemoryDir;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-sum-'));
    stateDir = join(root, 'state');
    const mem = join(root, 'memory');
    dir = { id: memoryDirId(mem), path: mem, kind: 'claude-code', transcriptDir: null, projectRoot: null, label: 'x' };
    await mkdir(mem, { recursive: true });
    await writeFile(join(mem, 'MEMORY.md'), '- [A](a.md) — first\n- [B](b.md) — second\n');
    await writeFile(join(mem, 'a.md'), '---\nname: a\ndescription: first\ntype: user\n---\nI like tea.\n');
    await writeFile(join(mem, 'b.md'), '---\nname: b\ndescription: second\ntype: nonsense\n---\nbody\n');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const cold = () => new StatusSummaries(stateDir, new InventoryCache(0));
  const storedFile = () => join(stateDir, 'cache', 'status', `${dir.id}.json`);

  it('a cold process answers from the summary kept in the state dir while no file changed, and reads again after a change', async () => {
    const first = await cold().get(dir);
    expect(first).toMatchObject({ files: 2, logFiles: 0, indexLines: 2 });
    expect((await stat(storedFile())).mode & 0o777).toBe(0o600);
    // Prove the kept summary is what answers: mark it, keeping its key.
    const kept = JSON.parse(await readFile(storedFile(), 'utf8')) as { key: string; summary: { files: number } };
    await writeFile(storedFile(), JSON.stringify({ ...kept, summary: { ...kept.summary, files: 99 } }));
    expect((await cold().get(dir)).files).toBe(99);

    await writeFile(join(dir.path, 'c.md'), '---\nname: c\ndescription: third\ntype: user\n---\nnew\n');
    const later = await cold().get(dir);
    expect(later.files).toBe(3);
    expect(later).toEqual({ ...first, files: 3 });
  });

  it('a damaged or foreign summary file is ignored and replaced', async () => {
    const truth = await cold().get(dir);
    await writeFile(storedFile(), '{"key": 1');
    expect(await cold().get(dir)).toEqual(truth);
    await writeFile(storedFile(), JSON.stringify({ key: 'other', summary: { ...truth, files: 42 } }));
    expect(await cold().get(dir)).toEqual(truth);
    expect((JSON.parse(await readFile(storedFile(), 'utf8')) as { summary: unknown }).summary).toEqual(truth);
  });

  it('an edit that keeps the size but not the mtime is seen', async () => {
    await cold().get(dir);
    await writeFile(join(dir.path, 'MEMORY.md'), '- [A](a.md) — first\n- [B](b.md)\n— second\n');
    const t = new Date(Date.now() + 5000);
    await utimes(join(dir.path, 'MEMORY.md'), t, t);
    expect((await cold().get(dir)).indexLines).toBe(3);
  });
});
