import { cp, readFile, readdir, readlink, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import type { SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { checkStoreIntegrity, countObjects, expectSameTree, fakeClock, makeMemoryDir, readTree, removeTemp, tempDir, type FakeClock } from './helpers.js';

/**
 * A store written by the version before binary indexes and manifests (packs with a JSON index,
 * manifests of compressed JSON), of memory dir `packs-0123456789` on 2026-11-21: a whole snapshot,
 * a pre-dream one after deploy.md changed and notes/new.md was added (a second pack), and the
 * scoped pre-restore snapshot of a single-file restore of deploy.md.
 */
const OLD_STORE = fileURLToPath(new URL('../../fixtures/snapshots/store-packs-v1', import.meta.url));
const FIRST = '20261121T120000Z-0000bf';
const DREAM = '20261121T130000Z-000c51';
const SCOPED = '20261121T140000Z-000053';
const FILES: Record<string, string | Buffer> = {
  'MEMORY.md': '- [Deploy](deploy.md) — how we deploy\n- [User](user.md) — who the user is\n',
  'deploy.md': '---\nname: deploy\ndescription: how we deploy\ntype: project\n---\nWe deploy with `bun run ship` from the release branch.\n'.repeat(40),
  'user.md': '---\nname: user\ndescription: who the user is\ntype: user\n---\nThe user prefers pnpm and short answers.\n',
  'logs/2026-11-20.md': '- 09:00 moved staging to eu-west-2\n',
  'tiny.md': 'x\n',
  'binary.bin': Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]),
  'notes/café ünïcode.md': 'Ünïcödé names survive: 日本語のメモ\n',
};
const T0 = Date.UTC(2026, 10, 20) / 1000;

describe('a store written before binary indexes and manifests', () => {
  let tmp: string;
  let root: string;
  let clock: FakeClock;
  let store: SnapshotStore;
  let dir: SnapshotTarget;

  beforeEach(async () => {
    tmp = await tempDir();
    root = join(tmp, 'state', 'snapshots');
    await cp(OLD_STORE, root, { recursive: true });
    clock = fakeClock(Date.UTC(2026, 10, 24, 9));
    store = new SnapshotStore(root, { clock, lockStaleMs: 2000 });
    dir = await makeMemoryDir(tmp, { 'MEMORY.md': '- gone wrong\n', 'stray.md': 'not in the old snapshot\n' }, 'packs-0123456789');
  });
  afterEach(async () => removeTemp(tmp));

  it('lists, restores and diffs every old snapshot, byte for byte with its mtimes', async () => {
    expect((await store.list()).map((s) => [s.id, s.reason, s.files])).toEqual([
      [SCOPED, 'pre-restore', 1],
      [DREAM, 'pre-dream', 8],
      [FIRST, 'manual', 7],
    ]);
    const r = await store.restore(FIRST, dir);
    expect(r.written.sort()).toEqual([...Object.keys(FILES), 'deploy-link.md'].sort());
    expect(r.removed).toEqual(['stray.md']);
    let t = T0;
    for (const [rel, body] of Object.entries(FILES)) {
      expect(await readFile(join(dir.path, rel)), rel).toEqual(Buffer.from(body));
      t += 3600.5;
      expect(Math.abs((await stat(join(dir.path, rel))).mtimeMs - t * 1000), rel).toBeLessThan(0.01);
    }
    expect(await readlink(join(dir.path, 'deploy-link.md'))).toBe('deploy.md');
    expect((await stat(join(dir.path, 'empty'))).isDirectory()).toBe(true);
    expect(await store.diff(FIRST, dir)).toMatchObject({ added: [], removed: [], changed: [] });

    // The later snapshot, from the second old pack; then the scoped one puts back deploy.md alone.
    await store.restore(DREAM, dir);
    expect(await readFile(join(dir.path, 'deploy.md'), 'utf8')).toBe('We deploy with `make ship` now.\n');
    expect(await readFile(join(dir.path, 'notes/new.md'), 'utf8')).toBe('a new note\n');
    await store.restore(FIRST, dir, { file: 'deploy.md' });
    expect(await readFile(join(dir.path, 'deploy.md'), 'utf8')).toBe(FILES['deploy.md']);
    await store.restore(SCOPED, dir);
    expect(await readFile(join(dir.path, 'deploy.md'), 'utf8')).toBe('We deploy with `make ship` now.\n');
    expect((await store.readFile(DREAM, 'notes/café ünïcode.md')).toString()).toBe(FILES['notes/café ünïcode.md']);
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
  });

  it('new snapshots reuse the old packs, old and new read side by side, and retention collects both', async () => {
    await store.restore(FIRST, dir);
    const before = await countObjects(root);
    const packs = (await readdir(join(root, 'packs'))).length;
    // Content the old packs hold is not stored again (the pre-restore snapshot stored MEMORY.md and stray.md).
    clock.advance(60_000);
    const same = await store.create(dir, 'manual');
    expect(await countObjects(root)).toBe(before);
    expect((await readdir(join(root, 'packs'))).length).toBe(packs);
    await writeFile(join(dir.path, 'new.md'), 'added after the upgrade\n');
    clock.advance(60_000);
    const fresh = await store.create(dir, 'manual');
    expect(await countObjects(root)).toBe(before + 1);
    const freshTree = await readTree(dir.path);
    // Another process reads old and new alike.
    const other = new SnapshotStore(root, { clock });
    expect((await other.readFile(fresh.id, 'new.md')).toString()).toBe('added after the upgrade\n');
    expect((await other.readFile(same.id, 'tiny.md')).toString()).toBe('x\n');
    expect((await other.readFile(DREAM, 'notes/new.md')).toString()).toBe('a new note\n');

    clock.advance(10 * 86_400_000);
    const gone = await store.applyRetention(7);
    expect(gone.deletedSnapshots.length).toBe(5);
    expect((await store.list()).map((s) => s.id)).toEqual([fresh.id]);
    expect(await countObjects(root)).toBe(fresh.files);
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
    await writeFile(join(dir.path, 'MEMORY.md'), 'broken\n');
    await new SnapshotStore(root, { clock }).restore(fresh.id, dir);
    expect(expectSameTree(await readTree(dir.path), freshTree, (rel) => rel === 'MEMORY.md' || rel === '.')).toEqual([]);
    expect(await readFile(join(dir.path, 'MEMORY.md'), 'utf8')).toBe(FILES['MEMORY.md']);
  });
});
