import { chmod, mkdir, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore, isSnapshotId, memoryDirOf } from '../../../electron/core/snapshots/index.js';
import { writeHook } from '../../../electron/core/fsx/hooks.js';
import type { SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { countObjects, expectSameTree, fakeClock, makeMemoryDir, readTree, removeTemp, tempDir, type FakeClock } from './helpers.js';

const NOON = new Date(2026, 10, 29, 12, 0, 0).getTime();

const FILES = {
  'MEMORY.md': '- [Deploy](notes/a.md) — how we deploy\n',
  'notes/a.md': '---\nname: deploy\n---\nDeploy with bun.\n',
  'notes/deep/b.md': 'b body\n',
  'bin.dat': Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]),
  'exe.sh': '#!/bin/sh\necho hi\n',
  'team/MEMORY.md': '- [Team](x.md)\n',
  '.consolidate-lock': '4242',
};

describe('SnapshotStore', () => {
  let tmp: string;
  let root: string;
  let clock: FakeClock;
  let store: SnapshotStore;
  let dir: SnapshotTarget;

  beforeEach(async () => {
    tmp = await tempDir();
    root = join(tmp, 'state', 'snapshots');
    clock = fakeClock(NOON);
    store = new SnapshotStore(root, { clock, lockStaleMs: 2000 });
    dir = await makeMemoryDir(tmp, FILES);
    await chmod(join(dir.path, 'exe.sh'), 0o755);
    await mkdir(join(dir.path, 'empty'));
  });
  afterEach(async () => removeTemp(tmp));

  it('restores identical bytes, modes and mtimes after files change, vanish and appear', async () => {
    const before = await readTree(dir.path);
    const snap = await store.create(dir, 'manual');
    expect(snap).toMatchObject({ reason: 'manual', memoryDir: dir.path, memoryDirId: dir.id, files: 6, problems: 0 });
    expect(isSnapshotId(snap.id)).toBe(true);

    clock.advance(60_000);
    await writeFile(join(dir.path, 'notes/a.md'), 'rewritten by a bad dream\n');
    await rm(join(dir.path, 'notes/deep'), { recursive: true });
    await writeFile(join(dir.path, 'new.md'), 'new\n');
    await mkdir(join(dir.path, 'extra/sub'), { recursive: true });
    await writeFile(join(dir.path, 'extra/sub/x.md'), 'x\n');
    await chmod(join(dir.path, 'exe.sh'), 0o600);
    await rm(join(dir.path, 'empty'), { recursive: true });
    await writeFile(join(dir.path, 'bin.dat'), Buffer.from([9, 9, 9]));
    await writeFile(join(dir.path, '.consolidate-lock'), '777');

    const res = await store.restore(snap.id, dir);
    const after = await readTree(dir.path);
    // Folders: their mtimes too, except the memory dir root (not an entry) and the lock.
    expect(expectSameTree(after, before, (k) => k === '.consolidate-lock')).toEqual([]);
    expect(await readFile(join(dir.path, '.consolidate-lock'), 'utf8')).toBe('777');
    expect(res.removed.sort()).toEqual(['extra', 'extra/sub', 'extra/sub/x.md', 'new.md']);
    expect(res.written.sort()).toEqual(['bin.dat', 'notes/a.md', 'notes/deep/b.md']);
    expect(res.preRestoreSnapshotId).not.toBe(snap.id);
  });

  it('a restore is undone by restoring its pre-restore snapshot', async () => {
    const snap = await store.create(dir, 'manual');
    await writeFile(join(dir.path, 'notes/a.md'), 'changed\n');
    await writeFile(join(dir.path, 'later.md'), 'written after the snapshot\n');
    await rm(join(dir.path, 'team'), { recursive: true });
    const present = await readTree(dir.path);

    clock.advance(1000);
    const res = await store.restore(snap.id, dir);
    expect(expectSameTree(await readTree(dir.path), present)).not.toEqual([]);
    const pre = (await store.list(dir.id)).find((s) => s.id === res.preRestoreSnapshotId);
    expect(pre).toMatchObject({ reason: 'pre-restore', note: `before restoring ${snap.id}` });

    clock.advance(1000);
    await store.restore(res.preRestoreSnapshotId, dir);
    expect(expectSameTree(await readTree(dir.path), present)).toEqual([]);
  });

  it("a restore's pre-restore content is in the store, compressed, before the restore returns: another store reads it back", async () => {
    const snap = await store.create(dir, 'manual');
    // Compressible and new to the store: what the pre-restore snapshot has to keep.
    const edited = Array.from({ length: 400 }, (_, i) => `- fact ${i % 7}: the deploy runs from the release branch\n`).join('');
    await writeFile(join(dir.path, 'notes/a.md'), edited);
    const packsBefore = await readdir(join(root, 'packs'));
    clock.advance(1000);
    const res = await store.restore(snap.id, dir);
    expect(await readFile(join(dir.path, 'notes/a.md'), 'utf8')).toBe(FILES['notes/a.md']);
    const added = (await readdir(join(root, 'packs'))).filter((p) => !packsBefore.includes(p));
    expect(added).toHaveLength(1);
    const packBytes = (await readFile(join(root, 'packs', added[0]!))).length;
    expect(packBytes).toBeLessThan(Buffer.byteLength(edited) / 4);
    // A second process (a new store) sees it: nothing of it was left in the first one's memory.
    const other = new SnapshotStore(root, { clock });
    expect((await other.readFile(res.preRestoreSnapshotId, 'notes/a.md')).toString()).toBe(edited);
  });

  it('a single-file restore touches no other file', async () => {
    const snap = await store.create(dir, 'manual');
    await writeFile(join(dir.path, 'notes/a.md'), 'changed a\n');
    await writeFile(join(dir.path, 'notes/deep/b.md'), 'changed b\n');
    await writeFile(join(dir.path, 'c.md'), 'new c\n');
    await utimes(join(dir.path, 'c.md'), 1_700_000_000.25, 1_700_000_000.25);
    const present = await readTree(dir.path, { dirs: false });

    const res = await store.restore(snap.id, dir, { file: './notes//a.md' });
    expect(res).toMatchObject({ written: ['notes/a.md'], removed: [] });
    const after = await readTree(dir.path, { dirs: false });
    expect(expectSameTree(after, present, (k) => k === 'notes/a.md')).toEqual([]);
    expect(await readFile(join(dir.path, 'notes/a.md'), 'utf8')).toBe(FILES['notes/a.md']);
    // Within 2 µs, as expectSameTree allows: utimes and stat each round through a double of seconds.
    expect(Math.abs(after.get('notes/a.md')!.mtimeMs - (await store.get(snap.id)).entries.find((e) => e.path === 'notes/a.md')!.mtimeMs)).toBeLessThanOrEqual(0.002);

    // A file that was deleted comes back, with its folder.
    await rm(join(dir.path, 'notes/deep'), { recursive: true });
    await store.restore(snap.id, dir, { file: 'notes/deep/b.md' });
    expect(await readFile(join(dir.path, 'notes/deep/b.md'), 'utf8')).toBe('b body\n');
  });

  it('a single-file restore saves just that file first; undoing it puts back only that file', async () => {
    const snap = await store.create(dir, 'manual');
    await writeFile(join(dir.path, 'notes/a.md'), 'edited a\n');
    await rm(join(dir.path, 'notes/deep/b.md'));
    const beforeA = await readTree(dir.path, { dirs: false });

    const res = await store.restore(snap.id, dir, { file: 'notes/a.md' });
    const pre = (await store.list(dir.id)).find((s) => s.id === res.preRestoreSnapshotId)!;
    expect(pre).toMatchObject({ reason: 'pre-restore', scope: ['notes/a.md'], files: 1, bytes: 'edited a\n'.length });
    expect(await store.diff(pre.id, dir)).toMatchObject({ added: [], removed: [], changed: [{ file: 'notes/a.md', kind: 'text' }] });

    // Meanwhile another file changes; the undo must not touch it.
    await writeFile(join(dir.path, 'MEMORY.md'), 'changed after the restore\n');
    const undo = await store.restore(pre.id, dir);
    expect(undo.written).toEqual(['notes/a.md']);
    const now = await readTree(dir.path, { dirs: false });
    expect(expectSameTree(now, beforeA, (k) => k === 'MEMORY.md')).toEqual([]);
    expect(await readFile(join(dir.path, 'MEMORY.md'), 'utf8')).toBe('changed after the restore\n');

    // A file that did not exist before its restore is removed again by the undo.
    const back = await store.restore(snap.id, dir, { file: 'notes/deep/b.md' });
    expect(await readFile(join(dir.path, 'notes/deep/b.md'), 'utf8')).toBe('b body\n');
    const undo2 = await store.restore(back.preRestoreSnapshotId, dir);
    expect(undo2.removed).toEqual(['notes/deep/b.md']);
    await expect(readFile(join(dir.path, 'notes/deep/b.md'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses .., absolute and lock paths for --file, and changes nothing', async () => {
    const snap = await store.create(dir, 'manual');
    await writeFile(join(dir.path, 'notes/a.md'), 'changed\n');
    const present = await readTree(dir.path);
    const count = (await store.list()).length;
    await expect(store.restore(snap.id, dir, { file: '../escape.md' })).rejects.toMatchObject({ code: 'outside-memory-dir' });
    await expect(store.restore(snap.id, dir, { file: 'notes/../../x' })).rejects.toMatchObject({ code: 'outside-memory-dir' });
    await expect(store.restore(snap.id, dir, { file: join(dir.path, 'notes/a.md') })).rejects.toMatchObject({ code: 'outside-memory-dir' });
    await expect(store.restore(snap.id, dir, { file: '.consolidate-lock' })).rejects.toMatchObject({ code: 'bad-input' });
    await expect(store.restore(snap.id, dir, { file: 'nope.md' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(store.readFile(snap.id, '../x')).rejects.toMatchObject({ code: 'outside-memory-dir' });
    expect(expectSameTree(await readTree(dir.path), present)).toEqual([]);
    expect((await store.list()).length).toBe(count);
  });

  it('never snapshots, restores or removes .consolidate-lock', async () => {
    const snap = await store.create(dir, 'manual');
    expect((await store.get(snap.id)).entries.map((e) => e.path)).not.toContain('.consolidate-lock');
    await rm(join(dir.path, '.consolidate-lock'));
    await store.restore(snap.id, dir);
    await expect(readFile(join(dir.path, '.consolidate-lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    await writeFile(join(dir.path, '.consolidate-lock'), '99');
    await store.restore(snap.id, dir);
    expect(await readFile(join(dir.path, '.consolidate-lock'), 'utf8')).toBe('99');
  });

  it("never snapshots a dead writer's temp files; a whole restore removes them, one of a file when asked; a live writer's stay", async () => {
    const dead = 2 ** 22 + 12345; // above pid_max on common systems: never alive
    const stale = [`.MEMORY.md.autodream-tmp-${dead}-0badc0de`, `notes/deep/.b.md.autodream-tmp-${dead}-00c0ffee`];
    const live = `notes/.a.md.autodream-tmp-${process.pid}-12345678`;
    for (const rel of [...stale, live]) await writeFile(join(dir.path, rel), 'half a file');
    const snap = await store.create(dir, 'manual');
    const paths = (await store.get(snap.id)).entries.map((e) => e.path);
    for (const rel of stale) expect(paths).not.toContain(rel);
    expect(paths).toContain(live);
    const r = await store.restore(snap.id, dir);
    for (const rel of stale) await expect(readFile(join(dir.path, rel))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(join(dir.path, live), 'utf8')).toBe('half a file');
    expect((await store.get(r.preRestoreSnapshotId)).entries.map((e) => e.path).filter((p) => p.includes('autodream-tmp'))).toEqual([live]);
    // A single-file restore touches nothing else, unless it is asked to sweep (as the writer lock's callers do).
    await writeFile(join(dir.path, stale[1]!), 'half a file');
    await store.restore(snap.id, dir, { file: 'MEMORY.md' });
    expect(await readFile(join(dir.path, stale[1]!), 'utf8')).toBe('half a file');
    await store.restore(snap.id, dir, { file: 'MEMORY.md', sweepTempFiles: true });
    await expect(readFile(join(dir.path, stale[1]!))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('stores identical content once across snapshots, days and memory dirs', async () => {
    const other = await makeMemoryDir(tmp, { ...FILES, 'only-here.md': 'unique\n' }, 'other-0123456789');
    await store.create(dir, 'manual');
    const unique = new Set(Object.entries(FILES).filter(([k]) => k !== '.consolidate-lock').map(([, v]) => v.toString()));
    expect(await countObjects(root)).toBe(unique.size);
    clock.advance(86_400_000);
    await store.create(dir, 'daily');
    await store.create(other, 'daily');
    expect(await countObjects(root)).toBe(unique.size + 1);
    await writeFile(join(other.path, 'notes/a.md'), 'changed\n');
    await store.create(other, 'manual');
    expect(await countObjects(root)).toBe(unique.size + 2);
    expect((await store.list()).length).toBe(4);
    expect((await store.list(other.id)).length).toBe(2);
  });

  it('lists newest first with the fields of `snapshots list`, and reads files back', async () => {
    const a = await store.create(dir, 'manual');
    const b = await store.create(dir, 'pre-dream', { note: 'dream 1' }); // same clock time: still ordered
    clock.advance(5000);
    const c = await store.create(dir, 'daily');
    const list = await store.list();
    expect(list.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(Date.parse(b.createdAt)).toBeGreaterThan(Date.parse(a.createdAt));
    expect(new Set(list.map((s) => s.id)).size).toBe(3);
    for (const s of list) expect(Object.keys(s)).toEqual(expect.arrayContaining(['id', 'createdAt', 'reason', 'memoryDir', 'memoryDirId', 'files', 'bytes']));
    expect(list[0]!.bytes).toBe(Object.entries(FILES).filter(([k]) => k !== '.consolidate-lock').reduce((n, [, v]) => n + Buffer.byteLength(v), 0));
    expect(await store.readFile(a.id, 'bin.dat')).toEqual(FILES['bin.dat']);
    expect(memoryDirOf(a)).toEqual(dir);
    await expect(store.get('20260101T000000Z-000000')).rejects.toMatchObject({ code: 'not-found' });
    await expect(store.get('../../etc/passwd')).rejects.toMatchObject({ code: 'not-found' });
    // One summary by id, from a new process's store too.
    expect(await new SnapshotStore(root).info(b.id)).toEqual(list.find((s) => s.id === b.id));
    await expect(store.info('20260101T000000Z-000000')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('a disk that fills up while a restore writes changes no file and leaves no temp file; the restore then runs whole', async () => {
    const snap = await store.create(dir, 'manual');
    await writeFile(join(dir.path, 'notes/a.md'), 'changed 1\n');
    await writeFile(join(dir.path, 'notes/deep/b.md'), 'changed 2\n');
    await writeFile(join(dir.path, 'MEMORY.md'), 'changed 3\n');
    await rm(join(dir.path, 'exe.sh'));
    // Files and links as they are (a folder's mtime moves when a temp file comes and goes in it).
    const present = await readTree(dir.path, { dirs: false });
    let writes = 0;
    writeHook.before = (path) => {
      if (++writes === 3) throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC' });
    };
    try {
      clock.advance(1000);
      await expect(store.restore(snap.id, dir)).rejects.toMatchObject({ code: 'ENOSPC' });
    } finally {
      writeHook.before = undefined;
    }
    expect(expectSameTree(await readTree(dir.path, { dirs: false }), present)).toEqual([]);
    expect((await readdir(dir.path, { recursive: true })).filter((f) => f.includes('.autodream-tmp-'))).toEqual([]);
    clock.advance(1000);
    await store.restore(snap.id, dir);
    expect((await readFile(join(dir.path, 'MEMORY.md'), 'utf8'))).toBe(FILES['MEMORY.md']);
    expect((await readFile(join(dir.path, 'exe.sh'), 'utf8'))).toBe(FILES['exe.sh']);
  });

  it('a whole restore of more files than one write batch puts every one back, and undoes exactly', async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 300; i++) many[`area-${i % 7}/note-${i}.md`] = `note ${i}\n${'body '.repeat(i % 50)}\n`;
    const big = await makeMemoryDir(tmp, many, 'many-0123456789');
    const before = await readTree(big.path);
    const snap = await store.create(big, 'manual');
    for (let i = 0; i < 300; i++) if (i % 3 !== 0) await writeFile(join(big.path, `area-${i % 7}/note-${i}.md`), `changed ${i}\n`);
    await writeFile(join(big.path, 'area-0/new.md'), 'created after the snapshot\n');
    const present = await readTree(big.path);

    clock.advance(1000);
    const res = await new SnapshotStore(root, { clock }).restore(snap.id, big);
    expect(res.written).toHaveLength(200);
    expect(res.removed).toEqual(['area-0/new.md']);
    expect(expectSameTree(await readTree(big.path), before)).toEqual([]);
    clock.advance(1000);
    await new SnapshotStore(root, { clock }).restore(res.preRestoreSnapshotId, big);
    expect(expectSameTree(await readTree(big.path), present)).toEqual([]);
  });

  it('refuses to restore or diff a snapshot into another memory dir', async () => {
    const other = await makeMemoryDir(tmp, { 'x.md': 'x' }, 'other-0123456789');
    const snap = await store.create(dir, 'manual');
    await expect(store.restore(snap.id, other)).rejects.toMatchObject({ code: 'bad-input' });
    await expect(store.diff(snap.id, other)).rejects.toMatchObject({ code: 'bad-input' });
    expect(await readdir(other.path)).toEqual(['x.md']);
  });

  it('a missing memory dir is a clear error naming it', async () => {
    await expect(store.create({ id: 'gone-0123456789', path: join(tmp, 'gone') }, 'manual')).rejects.toMatchObject({ code: 'not-found', file: join(tmp, 'gone') });
  });

  it('brings back a memory dir that was deleted entirely', async () => {
    const before = await readTree(dir.path);
    const snap = await store.create(dir, 'manual');
    await rm(dir.path, { recursive: true });
    await store.restore(snap.id, dir);
    expect(expectSameTree(await readTree(dir.path), before, (k) => k === '.consolidate-lock')).toEqual([]);
  });

  it('refuses a snapshot store inside the memory dir', async () => {
    const inside = new SnapshotStore(join(dir.path, '.snapshots'), { clock });
    await expect(inside.create(dir, 'manual')).rejects.toMatchObject({ code: 'bad-input' });
    await expect(readdir(join(dir.path, '.snapshots'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('ensureDaily takes one daily snapshot per local day', async () => {
    const first = await store.ensureDaily(dir);
    expect(first.taken).toBe(true);
    expect(first.snapshot.reason).toBe('daily');
    await store.create(dir, 'manual');
    clock.advance(3 * 3600_000);
    expect(await store.ensureDaily(dir)).toEqual({ taken: false, snapshot: first.snapshot });
    clock.set(new Date(2026, 10, 30, 0, 5).getTime());
    const next = await store.ensureDaily(dir);
    expect(next.taken).toBe(true);
    expect(next.snapshot.id).not.toBe(first.snapshot.id);
    expect((await store.list(dir.id)).filter((s) => s.reason === 'daily')).toHaveLength(2);
  });
});
