import { mkdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore, checkRelPath, isSnapshotId, makeSnapshotId, snapshotIdTime } from '../../../electron/core/snapshots/index.js';
import { RACY_MS, scanMemoryDir, type StatCache } from '../../../electron/core/snapshots/scan.js';
import type { FileEntry, SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { fakeClock, makeMemoryDir, removeTemp, tempDir } from './helpers.js';

describe('diff', () => {
  let tmp: string;
  let store: SnapshotStore;
  let dir: SnapshotTarget;
  beforeEach(async () => {
    tmp = await tempDir();
    store = new SnapshotStore(join(tmp, 'snapshots'), { clock: fakeClock(Date.UTC(2026, 10, 29)), lockStaleMs: 2000 });
    dir = await makeMemoryDir(tmp, {
      'MEMORY.md': '- [A](a.md) — a\n- [B](b.md) — b\n',
      'a.md': 'line 1\nline 2\nline 3\n',
      'gone.md': 'bye\n',
      'img.bin': Buffer.from([0, 159, 146, 150, 0]),
      'same.md': 'unchanged\n',
    });
    await symlink('a.md', join(dir.path, 'alias.md'));
  });
  afterEach(async () => removeTemp(tmp));

  it('lists added, removed and changed files, with a unified diff for text', async () => {
    const snap = await store.create(dir, 'manual');
    expect((await store.diff(snap.id, dir))).toMatchObject({ added: [], removed: [], changed: [] });

    await writeFile(join(dir.path, 'a.md'), 'line 1\nline two\nline 3\n');
    await rm(join(dir.path, 'gone.md'));
    await mkdir(join(dir.path, 'sub'));
    await writeFile(join(dir.path, 'sub/new.md'), 'hello\n');
    await writeFile(join(dir.path, 'img.bin'), Buffer.from([0, 1, 2]));
    await rm(join(dir.path, 'alias.md'));
    await symlink('MEMORY.md', join(dir.path, 'alias.md'));

    const d = await store.diff(snap.id, dir);
    expect(d).toMatchObject({ snapshotId: snap.id, memoryDirId: dir.id, added: ['sub/new.md'], removed: ['gone.md'] });
    expect(d.changed.map((c) => [c.file, c.kind])).toEqual([['a.md', 'text'], ['alias.md', 'symlink'], ['img.bin', 'binary']]);
    const patch = d.changed[0]!.patch!;
    expect(patch).toContain('--- a/a.md');
    expect(patch).toContain('+++ b/a.md');
    expect(patch).toContain('-line 2\n+line two\n');
    expect(d.changed[2]!.patch).toBeNull();
  });
});

describe('scan and its stat cache', () => {
  let tmp: string;
  let dir: SnapshotTarget;
  beforeEach(async () => {
    tmp = await tempDir();
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`f${i}.md`] = `file ${i}\n`;
    dir = await makeMemoryDir(tmp, files);
  });
  afterEach(async () => removeTemp(tmp));

  const asCache = (entries: Awaited<ReturnType<typeof scanMemoryDir>>, scanStartedMs: number): StatCache => ({
    files: new Map(entries.entries.filter((e): e is FileEntry => e.type === 'file').map((e) => [e.path, e])),
    scanStartedMs,
  });

  it('reads only files whose stat changed since the previous snapshot', async () => {
    const first = await scanMemoryDir(dir.path);
    expect(first.read).toBe(50);
    // Pretend the previous scan was long after these files last changed (not racy).
    const cache = asCache(first, Date.now() + RACY_MS + 10_000);
    await writeFile(join(dir.path, 'f3.md'), 'file 3 changed\n');
    await writeFile(join(dir.path, 'f4.md'), 'file 4\n'); // same bytes, new stat: read again, same hash
    const second = await scanMemoryDir(dir.path, { cache });
    expect(second.read).toBe(2);
    const byPath = new Map(second.entries.map((e) => [e.path, e]));
    expect((byPath.get('f3.md') as FileEntry).hash).not.toBe((cache.files.get('f3.md') as FileEntry).hash);
    expect((byPath.get('f4.md') as FileEntry).hash).toBe((cache.files.get('f4.md') as FileEntry).hash);
  });

  it('does not trust the cache for files changed just before the previous scan (same-tick writes)', async () => {
    const first = await scanMemoryDir(dir.path);
    const racy = asCache(first, first.scanStartedMs);
    // Same size, same mtime forced back: only the racy rule catches this change.
    const before = first.entries.find((e) => e.path === 'f1.md') as FileEntry;
    await writeFile(join(dir.path, 'f1.md'), 'FILE 1\n');
    await utimes(join(dir.path, 'f1.md'), before.mtimeMs / 1000, before.mtimeMs / 1000);
    const second = await scanMemoryDir(dir.path, { cache: racy });
    expect(second.read).toBe(50);
    expect((second.entries.find((e) => e.path === 'f1.md') as FileEntry).hash).not.toBe(before.hash);
  });
  it('on the device whose clock was read at the previous scan, trusts exactly the files last changed before that reading', async () => {
    const first = await scanMemoryDir(dir.path);
    const files = first.entries.filter((e): e is FileEntry => e.type === 'file');
    const dev = (await stat(dir.path)).dev;
    const newest = Math.max(...files.map((f) => f.ctimeMs));
    // Our own clock says "just now" (the wide margin would trust nothing); the file system's clock is exact.
    const exact = (ms: number): StatCache => ({ ...asCache(first, 0), scanClock: { dev, ms } });
    await writeFile(join(dir.path, 'f3.md'), 'file 3 changed\n');
    expect((await scanMemoryDir(dir.path, { cache: exact(newest + 1) })).read).toBe(1);
    // Changed in the very tick the clock was read: a later write in that tick would look the same, so it is read again.
    const f7 = files.find((f) => f.path === 'f7.md')!;
    const sameTick = await scanMemoryDir(dir.path, { cache: exact(f7.ctimeMs) });
    expect(sameTick.read).toBe(1 + files.filter((f) => f.path !== 'f3.md' && f.ctimeMs >= f7.ctimeMs).length);
    // Another device's clock says nothing about these files: the margin applies.
    expect((await scanMemoryDir(dir.path, { cache: { ...asCache(first, 0), scanClock: { dev: dev + 1, ms: newest + 1 } } })).read).toBe(50);
  });
});

describe('ids and paths', () => {
  it('snapshot ids sort by time to the millisecond and carry their time', () => {
    const t = Date.UTC(2026, 10, 29, 12, 28, 3, 45);
    const a = makeSnapshotId(t, 0xfff);
    const b = makeSnapshotId(t + 1, 0);
    expect(a).toBe('20261129T122803Z-02dfff');
    expect(isSnapshotId(a)).toBe(true);
    expect(a < b).toBe(true);
    expect(snapshotIdTime(b)).toBe(t + 1);
    expect(isSnapshotId('../x')).toBe(false);
  });
  it('relative paths: cleaned, and never outside the memory dir', () => {
    expect(checkRelPath('./a//b.md')).toBe('a/b.md');
    for (const bad of ['../a', 'a/../../b', '/etc/passwd', 'C:\\x', 'a\\..\\..\\b']) expect(() => checkRelPath(bad)).toThrow(expect.objectContaining({ code: 'outside-memory-dir' }));
    for (const bad of ['', '.', 'a\0b']) expect(() => checkRelPath(bad)).toThrow(expect.objectContaining({ code: 'bad-input' }));
  });
});
