import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, stat, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InventoryCache } from '../../../electron/core/api/inventory-cache.js';
import { StatusSummaries, summaryOf } from '../../../electron/core/api/status-summary.js';
import { readMemoryDir } from '../../../electron/core/memdir/inventory.js';
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

  it('after a change only the changed files are read again, and the summary is what a full read gives', async () => {
    const mem = dir.path;
    const topic = (name: string, body = 'body') => `---\nname: ${name}\ndescription: ${name}\ntype: project\n---\n${body}\n`;
    await mkdir(join(mem, 'logs', '2026', '11'), { recursive: true });
    await mkdir(join(mem, 'team'), { recursive: true });
    await writeFile(join(mem, 'logs', '2026', '11', '2026-11-30.md'), '- a log line\n');
    await writeFile(join(mem, 'team', 'MEMORY.md'), '- [T](t.md) — team\n');
    await writeFile(join(mem, 'team', 't.md'), topic('t'));
    await writeFile(join(mem, 'broken.md'), '---\nname: [unclosed\n---\nbody\n');
    for (let i = 0; i < 20; i += 1) await writeFile(join(mem, `n${i}.md`), topic(`n${i}`));
    const truth = async () => summaryOf(dir, await readMemoryDir(dir));
    const first = await cold().get(dir);
    expect(first).toEqual(await truth());
    expect(first.problems.map((p) => p.file)).toEqual(['broken.md']);

    // One memory broken, one fixed, one added, one removed, the index grown past Claude Code's limit.
    await writeFile(join(mem, 'n3.md'), '---\nname: [unclosed\n---\nnow broken\n');
    await writeFile(join(mem, 'broken.md'), topic('broken', 'fixed now'));
    await writeFile(join(mem, 'added.md'), topic('added'));
    await rm(join(mem, 'n7.md'));
    await writeFile(join(mem, 'MEMORY.md'), Array.from({ length: 230 }, (_, i) => `- [N${i}](n${i % 20}.md) — note ${i}`).join('\n') + '\n');
    const s = cold();
    const later = await s.get(dir);
    expect(s.lastReread.sort()).toEqual(['MEMORY.md', 'added.md', 'broken.md', 'n3.md']);
    expect(later).toEqual(await truth());
    expect(later).toMatchObject({ files: 23, logFiles: 1, indexLines: 230, indexOverLimit: true, indexLostEntries: 30 });
    expect(later.problems.map((p) => p.file)).toEqual(['n3.md']);

    // Nothing changed since: nothing is read.
    const again = cold();
    expect(await again.get(dir)).toEqual(later);
    expect(again.lastReread).toEqual([]);
  });

  it('an OpenClaw workspace: MEMORY.md is a memory counted by its lines, daily notes are logs, other files are out of scope', async () => {
    const ws = join(root, 'workspace');
    const oc: MemoryDir = { id: memoryDirId(ws), path: ws, kind: 'openclaw-workspace', transcriptDir: null, projectRoot: null, label: 'oc' };
    await mkdir(join(ws, 'memory'), { recursive: true });
    await writeFile(join(ws, 'MEMORY.md'), '# Memory\n- tea\n');
    await writeFile(join(ws, 'memory', '2026-11-30.md'), '- a day\n');
    await writeFile(join(ws, 'AGENTS.md'), 'not memory\n');
    await cold().get(oc);
    await writeFile(join(ws, 'MEMORY.md'), '# Memory\n- tea\n- coffee\n- water\n');
    await writeFile(join(ws, 'memory', '2026-12-01.md'), '- another day\n');
    const s = cold();
    const later = await s.get(oc);
    expect(s.lastReread.sort()).toEqual(['MEMORY.md', 'memory/2026-12-01.md']);
    expect(later).toEqual(summaryOf(oc, await readMemoryDir(oc)));
    expect(later).toMatchObject({ files: 1, logFiles: 2, indexLines: 4 });
  });
});
