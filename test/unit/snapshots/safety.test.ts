import { execFileSync } from 'node:child_process';
import { chmod, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import type { SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { damageObject, expectSameTree, fakeClock, makeMemoryDir, readTree, removeTemp, runChild, tempDir } from './helpers.js';

describe('snapshot safety', () => {
  let tmp: string;
  let root: string;
  let store: SnapshotStore;
  let dir: SnapshotTarget;
  let outside: string;

  beforeEach(async () => {
    tmp = await tempDir();
    root = join(tmp, 'state', 'snapshots');
    store = new SnapshotStore(root, { clock: fakeClock(Date.UTC(2026, 10, 29, 12)), lockStaleMs: 2000 });
    dir = await makeMemoryDir(tmp, { 'a.md': 'alpha\n', 'b.md': 'bravo\n', 'notes/c.md': 'charlie\n' });
    outside = join(tmp, 'outside');
    await mkdir(outside);
    await writeFile(join(outside, 'secret.txt'), 'not memory\n');
  });
  afterEach(async () => removeTemp(tmp));

  const hashOf = async (id: string, rel: string) => {
    const e = (await store.get(id)).entries.find((x) => x.path === rel);
    if (e?.type !== 'file') throw new Error(`no file ${rel}`);
    return e.hash;
  };

  it.each(['damaged', 'missing'] as const)('a %s object fails the restore before any file is touched', async (how) => {
    const snap = await store.create(dir, 'manual');
    await writeFile(join(dir.path, 'a.md'), 'A changed\n');
    await writeFile(join(dir.path, 'b.md'), 'B changed\n');
    await writeFile(join(dir.path, 'new.md'), 'new\n');
    await damageObject(root, await hashOf(snap.id, 'b.md'), how);
    const present = await readTree(dir.path);
    const listed = await store.list();

    await expect(store.restore(snap.id, dir)).rejects.toMatchObject({ code: 'corrupt' });
    await expect(store.restore(snap.id, dir, { file: 'b.md' })).rejects.toMatchObject({ code: 'corrupt' });
    await expect(store.readFile(snap.id, 'b.md')).rejects.toMatchObject({ code: 'corrupt' });
    expect(expectSameTree(await readTree(dir.path), present)).toEqual([]);
    expect(await store.list()).toEqual(listed);
    // The rest of the snapshot is still there for a single-file restore.
    await store.restore(snap.id, dir, { file: 'a.md' });
    expect(await readFile(join(dir.path, 'a.md'), 'utf8')).toBe('alpha\n');
  });

  it('records symlinks as links and never follows them out of the memory dir', async () => {
    await symlink(join(outside, 'secret.txt'), join(dir.path, 'link.md'));
    await symlink(outside, join(dir.path, 'linkdir'));
    await symlink('notes/c.md', join(dir.path, 'inner.md'));
    const snap = await store.create(dir, 'manual');
    const { entries } = await store.get(snap.id);
    expect(entries.find((e) => e.path === 'link.md')).toMatchObject({ type: 'symlink', target: join(outside, 'secret.txt') });
    expect(entries.find((e) => e.path === 'linkdir')).toMatchObject({ type: 'symlink', target: outside });
    expect(entries.some((e) => e.path.startsWith('linkdir/'))).toBe(false);
    expect(snap.files).toBe(3);
    await expect(store.readFile(snap.id, 'link.md')).rejects.toMatchObject({ code: 'bad-input' });

    // Links come back as links.
    await rm(join(dir.path, 'link.md'));
    await rm(join(dir.path, 'inner.md'));
    await writeFile(join(dir.path, 'inner.md'), 'a file now\n');
    await store.restore(snap.id, dir);
    const tree = await readTree(dir.path);
    expect(tree.get('link.md')).toMatchObject({ type: 'symlink', target: join(outside, 'secret.txt') });
    expect(tree.get('inner.md')).toMatchObject({ type: 'symlink', target: 'notes/c.md' });
  });

  it('never writes through a symlink that now stands where the snapshot had a file or folder', async () => {
    const snap = await store.create(dir, 'manual');
    const outsideBefore = await readTree(outside);
    await rm(join(dir.path, 'a.md'));
    await symlink(join(outside, 'secret.txt'), join(dir.path, 'a.md'));
    await rm(join(dir.path, 'notes'), { recursive: true });
    await writeFile(join(outside, 'c.md'), 'outside c\n');
    await symlink(outside, join(dir.path, 'notes'));

    await store.restore(snap.id, dir, { file: 'a.md' });
    expect(expectSameTree(await readTree(outside), outsideBefore, (k) => k === 'c.md')).toEqual([]);
    await expect(store.restore(snap.id, dir, { file: 'notes/c.md' })).rejects.toMatchObject({ code: 'conflict' });
    await store.restore(snap.id, dir);

    const tree = await readTree(dir.path);
    expect(tree.get('a.md')).toMatchObject({ type: 'file', content: Buffer.from('alpha\n').toString('base64') });
    expect(tree.get('notes')).toMatchObject({ type: 'dir' });
    expect(tree.get('notes/c.md')).toMatchObject({ type: 'file', content: Buffer.from('charlie\n').toString('base64') });
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('not memory\n');
    expect(await readFile(join(outside, 'c.md'), 'utf8')).toBe('outside c\n');
  });

  it('keeps odd but harmless names, and reports a name that reads as a way out on Windows', async () => {
    await writeFile(join(dir.path, 'a\\b.md'), 'backslash\n');
    await writeFile(join(dir.path, '..\\evil.md'), 'dots\n');
    await writeFile(join(dir.path, 'new\nline.md'), 'newline\n');
    const snap = await store.create(dir, 'manual');
    const full = await store.get(snap.id);
    expect(full.entries.map((e) => e.path)).toEqual(expect.arrayContaining(['a\\b.md', 'new\nline.md']));
    expect(full.problems).toEqual([{ file: '..\\evil.md', reason: expect.stringContaining('..') }]);
    expect((await store.readFile(snap.id, 'new\nline.md')).toString()).toBe('newline\n');
  });

  it('skips a FIFO with a note (no hang), and a restore leaves it alone', async () => {
    execFileSync('mkfifo', [join(dir.path, 'pipe')]);
    const snap = await store.create(dir, 'manual');
    const full = await store.get(snap.id);
    expect(full.entries.some((e) => e.path === 'pipe')).toBe(false);
    expect(full.skipped).toEqual([{ file: 'pipe', reason: expect.stringContaining('FIFO') }]);
    await writeFile(join(dir.path, 'a.md'), 'changed\n');
    await store.restore(snap.id, dir);
    expect((await readTree(dir.path)).get('pipe')?.type).toBe('other');
    expect(await readFile(join(dir.path, 'a.md'), 'utf8')).toBe('alpha\n');
  });

  it('reports an unreadable file in the snapshot problems, and a restore will not overwrite it', async () => {
    await writeFile(join(dir.path, 'locked.md'), 'private\n');
    await chmod(join(dir.path, 'locked.md'), 0o000);
    // root reads everything: take the snapshot as an ordinary user then.
    const asUser = process.getuid?.() === 0 ? 65534 : undefined;
    if (asUser !== undefined) {
      await chmod(tmp, 0o777);
      for (const p of [join(tmp, dir.id), dir.path, join(dir.path, 'notes')]) await chmod(p, 0o777);
      await mkdir(root, { recursive: true });
      await chmod(join(tmp, 'state'), 0o777);
      await chmod(root, 0o777);
    }
    const run = await runChild({ op: 'create', root, dir, ...(asUser !== undefined && { uid: asUser }) });
    expect(run.stderr).toBe('');
    const info = JSON.parse(run.stdout) as { id: string; problems: number; files: number };
    expect(info).toMatchObject({ problems: 1, files: 3 });
    const snap = await store.get(info.id);
    expect(snap.problems).toEqual([{ file: 'locked.md', reason: expect.stringContaining('EACCES') }]);
    expect(snap.entries.some((e) => e.path === 'locked.md')).toBe(false);
    if (asUser !== undefined) {
      // As that user, a restore that would have to replace the unreadable file refuses, naming it.
      await chmod(join(dir.path, 'locked.md'), 0o644);
      const withFile = await runChild({ op: 'create', root, dir, uid: asUser });
      await chmod(join(dir.path, 'locked.md'), 0o000);
      const id = (JSON.parse(withFile.stdout) as { id: string }).id;
      const restore = await runChild({ op: 'restore', root, dir, id, uid: asUser });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('locked.md');
      expect((await readdir(dir.path)).sort()).toEqual(['a.md', 'b.md', 'locked.md', 'notes']);
    }
  });
});
