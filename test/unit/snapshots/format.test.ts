import { readFile, readdir, readlink, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import type { SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { FIXTURE_FILES, checkStoreIntegrity, countObjects, expectSameTree, makeMemoryDir, openOldStore, readTree, removeTemp, type FakeClock } from './helpers.js';

/**
 * A store written by the version before packs (one loose file per object under objects/): two
 * snapshots of memory dir `old-0123456789` taken on 2026-11-20, one whole and one scoped to user.md.
 */
const OLD_WHOLE = '20261120T120000Z-000c6a';

describe('snapshot store format', () => {
  let tmp: string;
  let root: string;
  let clock: FakeClock;
  let store: SnapshotStore;
  let dir: SnapshotTarget;

  beforeEach(async () => {
    ({ tmp, root, clock, store, dir } = await openOldStore('store-v1', 'old-0123456789'));
  });
  afterEach(async () => removeTemp(tmp));

  it('restores a snapshot written by the previous version (loose objects), byte for byte with its mtimes', async () => {
    expect((await store.list()).map((s) => s.id).sort()).toEqual([OLD_WHOLE, '20261120T120000Z-0019c7']);
    const r = await store.restore(OLD_WHOLE, dir);
    expect(r.written.sort()).toEqual([...Object.keys(FIXTURE_FILES), 'deploy-link.md'].sort());
    expect(r.removed).toEqual(['stray.md']);
    let t = Date.UTC(2026, 10, 20) / 1000;
    for (const [rel, body] of Object.entries(FIXTURE_FILES)) {
      expect(await readFile(join(dir.path, rel)), rel).toEqual(Buffer.from(body));
      t += 3600.5;
      expect(Math.abs((await stat(join(dir.path, rel))).mtimeMs - t * 1000), rel).toBeLessThan(0.01);
    }
    expect(await readlink(join(dir.path, 'deploy-link.md'))).toBe('deploy.md');
    expect((await store.readFile(OLD_WHOLE, 'user.md')).toString()).toBe(FIXTURE_FILES['user.md']);
    // The pre-restore snapshot went into a pack beside the old objects, and undoes the restore.
    expect(await readdir(join(root, 'packs'))).toHaveLength(1);
    await store.restore(r.preRestoreSnapshotId, dir);
    expect(await readFile(join(dir.path, 'stray.md'), 'utf8')).toBe('not in the old snapshot\n');
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
  });

  it('reuses old objects, and retention collects old and new ones alike', async () => {
    await store.restore(OLD_WHOLE, dir);
    const before = await countObjects(root);
    // Unchanged content is not stored again: only the new file is.
    await writeFile(join(dir.path, 'new.md'), 'added after the upgrade\n');
    clock.advance(3_600_000);
    const fresh = await store.create(dir, 'manual');
    expect(await countObjects(root)).toBe(before + 1);
    const freshTree = await readTree(dir.path);

    // Ten days on, only the newest snapshot of the dir stays: every object it does not name goes.
    clock.advance(10 * 86_400_000);
    const gone = await store.applyRetention(7);
    expect(gone.deletedSnapshots.length).toBe(3);
    expect((await store.list()).map((s) => s.id)).toEqual([fresh.id]);
    expect(await countObjects(root)).toBe(fresh.files);
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
    await writeFile(join(dir.path, 'MEMORY.md'), 'broken\n');
    await store.restore(fresh.id, dir);
    expect(expectSameTree(await readTree(dir.path), freshTree, (rel) => rel === 'MEMORY.md' || rel === '.')).toEqual([]);
    expect(await readFile(join(dir.path, 'MEMORY.md'), 'utf8')).toBe(FIXTURE_FILES['MEMORY.md']);
  });

  it('a truncated pack fails a restore before any file is touched, naming the lost file', async () => {
    const fresh = await makeMemoryDir(tmp, { 'a.md': 'alpha\n', 'b.md': 'bravo\n' }, 'new-0123456789');
    const snap = await store.create(fresh, 'manual');
    await writeFile(join(fresh.path, 'a.md'), 'changed\n');
    const [pack] = await readdir(join(root, 'packs'));
    await truncate(join(root, 'packs', pack!), 20); // its header and 3 bytes of the first object
    const present = await readTree(fresh.path);
    // The store that wrote the pack (it knows its index) and a new process (it cannot read the index).
    for (const s of [store, new SnapshotStore(root, { clock, lockStaleMs: 2000 })]) {
      await expect(s.restore(snap.id, fresh)).rejects.toMatchObject({ code: 'corrupt', message: expect.stringMatching(/content of (a|b)\.md/) });
      expect(expectSameTree(await readTree(fresh.path), present)).toEqual([]);
    }
    // The old snapshots, in loose objects, are untouched by it.
    await store.restore(OLD_WHOLE, dir);
    expect(await readFile(join(dir.path, 'tiny.md'), 'utf8')).toBe('x\n');
  });

  it('merges many small packs when collecting garbage, and every snapshot still reads back', async () => {
    const many = await makeMemoryDir(tmp, { 'a.md': 'alpha\n' }, 'many-0123456789');
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      await writeFile(join(many.path, 'a.md'), `version ${i}\n`);
      clock.advance(60_000);
      ids.push((await store.create(many, 'manual')).id);
    }
    expect(await readdir(join(root, 'packs'))).toHaveLength(40);
    const r = await store.applyRetention(30);
    expect(r.deletedSnapshots).toEqual([]);
    expect(r.deletedObjects).toBe(0);
    expect(await readdir(join(root, 'packs'))).toHaveLength(1);
    for (const [i, id] of ids.entries()) expect((await store.readFile(id, 'a.md')).toString()).toBe(`version ${i}\n`);
    // Another process, which never saw the small packs, reads the merged one.
    expect((await new SnapshotStore(root).readFile(ids[0]!, 'a.md')).toString()).toBe('version 0\n');
    expect((await new SnapshotStore(root).readFile(OLD_WHOLE, 'tiny.md')).toString()).toBe('x\n');
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
  });
});
