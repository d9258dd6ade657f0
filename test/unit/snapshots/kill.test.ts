import { randomBytes } from 'node:crypto';
import { readFile, readdir, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import type { RestoreResult, SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { checkStoreIntegrity, expectSameTree, makeMemoryDir, prng, readTree, removeTemp, runChild, tempDir, type TreeItem } from './helpers.js';

/**
 * Real processes, really killed (SIGKILL), at exact points (the k-th object or file, through the
 * progress hook) and at random moments. The store lock of a killed process goes stale after 2 s,
 * so every rerun here also proves that a dead holder does not block the store for good.
 */
const many = (n: number, body: (i: number) => string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`notes/n${String(i).padStart(2, '0')}.md`, body(i)]));

// Temp files of our atomic writes and link restores (`.x.md.autodream-tmp-PID-HEX`): partial by nature, never memory files.
const isTemp = (rel: string) => rel.includes('.autodream-');

describe('killed while snapshotting', () => {
  let tmp: string;
  let root: string;
  let dir: SnapshotTarget;
  beforeEach(async () => {
    tmp = await tempDir();
    root = join(tmp, 'snapshots');
    dir = await makeMemoryDir(tmp, many(40, (i) => `note ${i}\n${'text '.repeat(400 + i)}\n`));
  });
  afterEach(async () => removeTemp(tmp));

  it('after the k-th object, or right after the manifest: no manifest points at a missing object; the next run cleans up', async () => {
    const store = new SnapshotStore(root, { lockStaleMs: 2000 });
    let manifests = 0;
    const points = [['object', 1], ['object', 9], ['object', 40], ['manifest', 1]] as const;
    for (const [round, [phase, k]] of points.entries()) {
      // New content in every file, so that each run has 40 objects to write.
      // Incompressible, so that objects take several writes each and a kill can land inside one.
      for (let i = 0; i < 40; i++) await writeFile(join(dir.path, `notes/n${String(i).padStart(2, '0')}.md`), `round ${round} note ${i}\n${randomBytes(60_000).toString('base64')}`);
      const run = await runChild({ op: 'create', root, dir, killAt: { phase, n: k } });
      expect(run.signal).toBe('SIGKILL');
      if (phase === 'manifest') manifests += 1; // killed after its commit point: the snapshot exists
      const check = await checkStoreIntegrity(root);
      expect(check.problems).toEqual([]);
      expect(check.manifests).toBe(manifests);
      const info = await store.create(dir, 'manual');
      manifests += 1;
      expect(info.files).toBe(40);
      expect(await readdir(join(root, 'tmp'))).toEqual([]);
      expect((await store.readFile(info.id, 'notes/n07.md')).toString()).toContain(`round ${round} note 7`);
    }
  }, 120_000);

  it('at random moments: every manifest stays whole and points only at objects that exist', async () => {
    const rnd = prng(7);
    for (let round = 0; round < 3; round++) {
      let completed = 0;
      const run = await runChild({ op: 'create-loop', root, dir }, (line) => (line.startsWith('done ') && ++completed >= 1 ? Math.floor(rnd() * 120) : null));
      expect(run.signal).toBe('SIGKILL');
      const check = await checkStoreIntegrity(root);
      expect(check.problems).toEqual([]);
      expect(check.manifests).toBeGreaterThan(round);
    }
    const store = new SnapshotStore(root, { lockStaleMs: 2000 });
    await store.create(dir, 'manual');
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
    // Objects of the killed runs that no manifest names are garbage, and go.
    const r = await store.applyRetention(7);
    expect(r.deletedSnapshots).toEqual([]);
    expect((await checkStoreIntegrity(root)).problems).toEqual([]);
  }, 120_000);
});

describe('killed while restoring', () => {
  let tmp: string;
  afterEach(async () => removeTemp(tmp));
  beforeEach(async () => {
    tmp = await tempDir();
  });

  /** A snapshot, then a lot of change: returns the trees of both states. */
  async function scenario(n: number) {
    const root = join(tmp, `snapshots-${n}`);
    const dir = await makeMemoryDir(tmp, many(30, (i) => `original ${i}\n${'o'.repeat(3000 + i)}\n`), `proj${n}-0123456789`);
    const store = new SnapshotStore(root, { lockStaleMs: 2000 });
    const snap = await store.create(dir, 'manual');
    const snapTree = await readTree(dir.path);
    for (let i = 0; i < 20; i++) await writeFile(join(dir.path, `notes/n${String(i).padStart(2, '0')}.md`), `changed ${i}\n`);
    for (let i = 20; i < 25; i++) await rm(join(dir.path, `notes/n${i}.md`));
    for (let i = 0; i < 5; i++) await writeFile(join(dir.path, `added-${i}.md`), `added ${i}\n`);
    return { root, dir, store, snap, snapTree, changedTree: await readTree(dir.path) };
  }

  /** Every file is whole: exactly its bytes before the restore, or exactly the snapshot's. */
  function expectNoHalfFiles(now: Map<string, TreeItem>, before: Map<string, TreeItem>, snap: Map<string, TreeItem>) {
    for (const [rel, item] of now) {
      if (item.type !== 'file' || isTemp(rel)) continue;
      const options = [before.get(rel)?.content, snap.get(rel)?.content];
      expect(options, rel).toContain(item.content);
    }
  }

  it.each([1, 9, 27])('after the %i-th file: no half-written file, and running it again finishes it', async (k) => {
    const s = await scenario(k);
    const run = await runChild({ op: 'restore', root: s.root, dir: s.dir, id: s.snap.id, killAt: { phase: 'restore', n: k } });
    expect(run.signal).toBe('SIGKILL');
    expectNoHalfFiles(await readTree(s.dir.path), s.changedTree, s.snapTree);
    expect((await checkStoreIntegrity(s.root)).problems).toEqual([]);

    const again = await s.store.restore(s.snap.id, s.dir);
    expect(expectSameTree(await readTree(s.dir.path), s.snapTree)).toEqual([]);
    // The killed run's pre-restore snapshot is whole: restoring it gives back the state before.
    const pre = (await s.store.list(s.dir.id)).filter((x) => x.reason === 'pre-restore').map((x) => x.id).sort();
    expect(pre).toHaveLength(2);
    expect(pre[1]).toBe(again.preRestoreSnapshotId);
    await s.store.restore(pre[0]!, s.dir);
    expect(expectSameTree(await readTree(s.dir.path), s.changedTree)).toEqual([]);
  }, 60_000);

  it('at random moments: files stay whole, and a rerun finishes the restore', async () => {
    const rnd = prng(42);
    for (let round = 0; round < 2; round++) {
      const s = await scenario(100 + round);
      const run = await runChild({ op: 'restore', root: s.root, dir: s.dir, id: s.snap.id }, (line) => (line === 'restoring' ? Math.floor(rnd() * 40) : null));
      expectNoHalfFiles(await readTree(s.dir.path), s.changedTree, s.snapTree);
      if (run.signal !== 'SIGKILL') expect((JSON.parse(run.stdout.split('\n').at(-2)!) as RestoreResult).snapshotId).toBe(s.snap.id);
      await s.store.restore(s.snap.id, s.dir);
      expect(expectSameTree(await readTree(s.dir.path), s.snapTree)).toEqual([]);
      expect(await readFile(join(s.dir.path, 'notes/n00.md'), 'utf8')).toContain('original 0');
    }
  }, 120_000);
});
