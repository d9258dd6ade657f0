import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, SnapshotStore, planRetention } from '../../../electron/core/snapshots/index.js';
import type { SnapshotInfo, SnapshotTarget } from '../../../electron/core/snapshots/index.js';
import { countObjects, fakeClock, makeMemoryDir, removeTemp, tempDir, type FakeClock } from './helpers.js';

const info = (id: string, dirId: string, createdAtMs: number): SnapshotInfo => ({
  id,
  createdAt: new Date(createdAtMs).toISOString(),
  reason: 'daily',
  memoryDir: `/m/${dirId}`,
  memoryDirId: dirId,
  files: 1,
  bytes: 1,
  problems: 0,
});

describe('planRetention', () => {
  const now = Date.UTC(2026, 10, 29, 12);
  it('keeps the window, plus the newest snapshot before it, per memory dir', () => {
    const snaps = [
      info('a-now', 'a', now - 1000),
      info('a-6d', 'a', now - 6 * DAY_MS),
      info('a-7d', 'a', now - 7 * DAY_MS), // exactly at the edge: inside
      info('a-8d', 'a', now - 8 * DAY_MS), // the state at the window's start
      info('a-9d', 'a', now - 9 * DAY_MS),
      info('b-30d', 'b', now - 30 * DAY_MS), // a quiet memory dir keeps its newest
      info('b-40d', 'b', now - 40 * DAY_MS),
    ];
    const plan = planRetention(snaps, now, 7);
    expect(plan.keep.map((s) => s.id)).toEqual(['a-now', 'a-6d', 'a-7d', 'a-8d', 'b-30d']);
    expect(plan.remove.map((s) => s.id)).toEqual(['a-9d', 'b-40d']);
  });
  it('a scoped (single-file) snapshot never stands for the state at the window start', () => {
    const scoped = (id: string, t: number): SnapshotInfo => ({ ...info(id, 'a', t), reason: 'pre-restore', scope: ['x.md'] });
    const plan = planRetention([info('a-1d', 'a', now - DAY_MS), scoped('a-8d-scoped', now - 8 * DAY_MS), info('a-9d', 'a', now - 9 * DAY_MS), info('a-10d', 'a', now - 10 * DAY_MS)], now, 7);
    expect(plan.keep.map((s) => s.id)).toEqual(['a-1d', 'a-9d']);
    // The newest snapshot stays even when it is scoped and old, and so does the newest whole one.
    const plan2 = planRetention([scoped('s', now - 20 * DAY_MS), info('w', 'a', now - 21 * DAY_MS), info('w2', 'a', now - 22 * DAY_MS)], now, 7);
    expect(plan2.keep.map((s) => s.id)).toEqual(['s', 'w']);
  });

  it('with 0 days keeps only the newest of each memory dir', () => {
    const plan = planRetention([info('x1', 'x', now - 5), info('x2', 'x', now - 1), info('y1', 'y', now - 9)], now, 0);
    expect(plan.keep.map((s) => s.id).sort()).toEqual(['x2', 'y1']);
  });
});

describe('applyRetention over 10 simulated days', () => {
  let tmp: string;
  let clock: FakeClock;
  let store: SnapshotStore;
  let dir: SnapshotTarget;
  const start = new Date(2026, 10, 1, 9, 0, 0).getTime();

  beforeEach(async () => {
    tmp = await tempDir();
    clock = fakeClock(start);
    store = new SnapshotStore(join(tmp, 'snapshots'), { clock, lockStaleMs: 2000 });
    dir = await makeMemoryDir(tmp, { 'MEMORY.md': '- index\n', 'stable.md': 'never changes\n' });
  });
  afterEach(async () => removeTemp(tmp));

  it('keeps exactly what it promises, everything kept stays restorable, the rest is collected', async () => {
    const taken: Array<{ info: SnapshotInfo; files: Record<string, string> }> = [];
    const objectCount = () => countObjects(store.root);
    for (let day = 0; day < 10; day++) {
      clock.set(start + day * DAY_MS);
      // Each day: a file that exists only that day, and one that changes every day.
      await rm(join(dir.path, `only-day-${day - 1}.md`), { force: true });
      const files: Record<string, string> = { 'MEMORY.md': '- index\n', 'stable.md': 'never changes\n', 'today.md': `day ${day}\n`, [`only-day-${day}.md`]: `only on day ${day}\n` };
      for (const [k, v] of Object.entries(files)) await writeFile(join(dir.path, k), v);
      const daily = await store.ensureDaily(dir);
      expect(daily.taken).toBe(true);
      expect((await store.ensureDaily(dir)).taken).toBe(false);
      taken.push({ info: daily.snapshot, files });
      if (day % 3 === 0) {
        clock.advance(5 * 3600_000);
        await writeFile(join(dir.path, 'today.md'), `day ${day} evening\n`);
        taken.push({ info: await store.create(dir, 'manual'), files: { ...files, 'today.md': `day ${day} evening\n` } });
      }

      const result = await store.applyRetention(7);
      const now = clock();
      const inWindow = taken.filter((t) => Date.parse(t.info.createdAt) >= now - 7 * DAY_MS);
      const before = taken.filter((t) => Date.parse(t.info.createdAt) < now - 7 * DAY_MS);
      const expected = [...inWindow, ...before.slice(-1)].map((t) => t.info.id).sort();
      const kept = (await store.list()).map((s) => s.id).sort();
      expect(kept).toEqual(expected);
      expect(result.deletedSnapshots.every((id) => !expected.includes(id))).toBe(true);

      // Every kept snapshot can still give back every file it had, byte for byte.
      for (const t of taken.filter((x) => kept.includes(x.info.id))) {
        for (const [rel, body] of Object.entries(t.files)) expect((await store.readFile(t.info.id, rel)).toString()).toBe(body);
      }
      // Objects: exactly the distinct contents of the kept snapshots.
      const distinct = new Set(taken.filter((x) => kept.includes(x.info.id)).flatMap((x) => Object.values(x.files)));
      expect(await objectCount()).toBe(distinct.size);
      if (day >= 8) expect(result.deletedObjects).toBeGreaterThan(0);
    }
    expect(taken.length).toBe(14);
  });

  it('never deletes the newest snapshot of a memory dir, however old', async () => {
    const only = await store.create(dir, 'manual');
    clock.advance(100 * DAY_MS);
    const r = await store.applyRetention(7);
    expect(r.deletedSnapshots).toEqual([]);
    expect((await store.list()).map((s) => s.id)).toEqual([only.id]);
    expect((await store.readFile(only.id, 'stable.md')).toString()).toBe('never changes\n');
  });

  it('refuses a negative or non-numeric window', async () => {
    await expect(store.applyRetention(-1)).rejects.toMatchObject({ code: 'bad-input' });
    await expect(store.applyRetention(Number.NaN)).rejects.toMatchObject({ code: 'bad-input' });
  });
});

describe('applyRetentionIfDue: once a day, whoever runs it', () => {
  let tmp: string;
  let clock: FakeClock;
  let dir: SnapshotTarget;
  const start = new Date(2026, 10, 1, 9, 0, 0).getTime();
  const storeAt = () => new SnapshotStore(join(tmp, 'snapshots'), { clock, lockStaleMs: 2000 });

  beforeEach(async () => {
    tmp = await tempDir();
    clock = fakeClock(start);
    dir = await makeMemoryDir(tmp, { 'MEMORY.md': '- index\n', 'a.md': 'a\n' });
  });
  afterEach(async () => removeTemp(tmp));

  it('runs when no process applied retention in the last day, and is held off by one that did', async () => {
    const store = storeAt();
    expect(store.addedSnapshots).toBe(false);
    const old = await store.create(dir, 'manual');
    expect(store.addedSnapshots).toBe(true);
    clock.advance(DAY_MS);
    const middle = await store.create(dir, 'manual');
    clock.advance(10 * DAY_MS);
    await writeFile(join(dir.path, 'a.md'), 'changed\n');
    const now = await store.create(dir, 'manual');

    // Never applied: due. The oldest goes, the newest before the window stays.
    expect((await store.applyRetentionIfDue(7))?.deletedSnapshots).toEqual([old.id]);
    await store.create(dir, 'manual');
    // Another process (a fresh store object, as the next CLI run) sees the mark: not due.
    clock.advance(DAY_MS - 1000);
    expect(await storeAt().applyRetentionIfDue(7)).toBeNull();
    clock.advance(2000);
    const later = await storeAt().applyRetentionIfDue(7);
    expect(later).not.toBeNull();
    expect((await store.list()).map((s) => s.id)).toContain(now.id);
    expect((await store.list()).map((s) => s.id)).toContain(middle.id);
  });

  it('a mark from the future (a clock set back) or a damaged mark does not hold retention off', async () => {
    const store = storeAt();
    await store.create(dir, 'manual');
    await writeFile(join(store.root, 'retention-applied'), `${new Date(start + 30 * DAY_MS).toISOString()}\n`);
    expect(await store.applyRetentionIfDue(7)).not.toBeNull();
    await writeFile(join(store.root, 'retention-applied'), 'not a time\n');
    expect(await store.applyRetentionIfDue(7)).not.toBeNull();
    expect(await store.applyRetentionIfDue(7)).toBeNull();
  });
});
