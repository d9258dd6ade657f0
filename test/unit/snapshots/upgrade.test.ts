import { readFile, readdir, readlink, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import type { SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { FIXTURE_FILES, checkStoreIntegrity, countObjects, expectSameTree, openOldStore, readTree, removeTemp, type FakeClock } from './helpers.js';

/**
 * A store written by the version before binary indexes and manifests (packs with a JSON index,
 * manifests of compressed JSON), of memory dir `packs-0123456789` on 2026-11-21: a whole snapshot,
 * a pre-dream one after deploy.md changed and notes/new.md was added (a second pack), and the
 * scoped pre-restore snapshot of a single-file restore of deploy.md.
 */
const FIRST = '20261121T120000Z-0000bf';
const DREAM = '20261121T130000Z-000c51';
const SCOPED = '20261121T140000Z-000053';
const FILES: Record<string, string | Buffer> = {
  ...FIXTURE_FILES,
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
    ({ tmp, root, clock, store, dir } = await openOldStore('store-packs-v1', 'packs-0123456789'));
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
