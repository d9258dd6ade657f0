import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../electron/core/api/autodream.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { spawnTs, type Child } from '../unit/lock/children.js';
import { differing, makeDirs, runWriter, seedMemory, strayFiles, tree, type Dirs } from './helpers.js';
import { record } from './tally.js';

/**
 * Writers of one memory dir in different processes: a restore or an undo never runs inside
 * another process's dream (item 3), and of N simultaneous dreams exactly one applies (item 11).
 */

let d: Dirs;
let app: Autodream;
const children: Child[] = [];
const totals = { trials: 0, failures: 0 };
beforeEach(async () => {
  d = await makeDirs();
  await seedMemory(d.memory);
  process.env.AUTODREAM_LOCK_DIR = d.locks;
  app = await createAutodream({ configHome: d.config, stateDir: d.state });
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') totals.failures += 1;
  await Promise.all(children.splice(0).map((c) => (c.proc.exitCode === null ? (c.proc.kill('SIGKILL'), c.exited) : c.exited)));
  await app.close();
  await d.cleanup();
});
afterAll(() => record('writers', totals));

async function dreamHere() {
  const dir = await app.call('memoryDirs.resolve', { memoryDir: d.memory });
  return app.call('dream.run', { memoryDirId: dir.id });
}

describe('one writer at a time, across processes', () => {
  it('restore, undo and an agent\'s write wait for a dream of another process, saying who holds the dir (item 3)', async () => {
    totals.trials += 1;
    const first = await dreamHere();
    expect(first.outcome).toBe('applied');
    const now = await tree(d.memory);
    // Another process dreams (holds .consolidate-lock through the same protocol) and does not finish.
    const dreamer = spawnTs(fileURLToPath(new URL('../fixtures/lock/dreamer.ts', import.meta.url)), [d.memory], { AUTODREAM_LOCK_DIR: d.locks });
    children.push(dreamer);
    expect(JSON.parse(await dreamer.nextLine())).toMatchObject({ dreaming: true });
    await expect(app.call('snapshots.restore', { snapshotId: first.snapshotId! })).rejects.toThrow(new RegExp(`held by .*pid ${dreamer.pid}\\); the restore waits`));
    await expect(app.call('dreams.undo', { dreamId: first.dreamId! })).rejects.toThrow(new RegExp(`pid ${dreamer.pid}\\); undo waits`));
    // An agent's write through the memory tools waits too.
    await expect(app.call('memory.write', { memoryDirId: first.memoryDirId, file: 'agent-note.md', content: 'Builds run on Node 20.', type: 'project', mode: 'append' })).rejects.toThrow(new RegExp(`pid ${dreamer.pid}\\); the write waits`));
    expect(differing(now, await tree(d.memory))).toEqual([]);
  });

  it('of four simultaneous dreams in four processes exactly one applies; the others take no snapshot and write no history (item 11)', { timeout: 90_000 }, async () => {
    totals.trials += 1;
    const env = { AUTODREAM_LOCK_DIR: d.locks };
    const runs = await Promise.all([0, 1, 2, 3].map(() => runWriter({ op: 'dream', memory: d.memory, state: d.state, config: d.config }, env).out));
    const outcomes = runs.map((r) => (JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { result: { outcome: string } }).result.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    for (const o of outcomes) expect(['applied', 'locked', 'no-changes']).toContain(o);
    const snaps = await new SnapshotStore(join(d.state, 'snapshots')).list();
    expect(snaps.filter((s) => s.reason === 'pre-dream')).toHaveLength(1);
    const history = (await app.call('dreams.history', {})).dreams;
    expect(history.filter((h) => h.outcome === 'applied')).toHaveLength(1);
    expect(history.filter((h) => h.outcome === 'locked')).toHaveLength(0);
    expect(history).toHaveLength(outcomes.filter((o) => o !== 'locked').length);
  });

  it('every pair of writers started together: each finishes or says locked, nothing is lost or left behind', { timeout: 120_000 }, async () => {
    const first = await dreamHere();
    const jobs = {
      dream: { op: 'dream' },
      undo: { op: 'undo', dreamId: first.dreamId },
      restore: { op: 'restore', snapshotId: first.snapshotId },
    } as const;
    const pairs = [['dream', 'undo'], ['dream', 'restore'], ['undo', 'restore']] as const;
    const env = { AUTODREAM_LOCK_DIR: d.locks };
    const seen = new Set(Object.keys(await tree(d.memory)));
    for (const [a, b] of pairs) {
      totals.trials += 1;
      const runs = await Promise.all([a, b].map((op) => runWriter({ ...jobs[op], memory: d.memory, state: d.state, config: d.config }, env).out));
      for (const r of runs) {
        const line = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { ok: boolean; error?: { code: string; message: string } };
        // Refusals a person can act on, never a crash: locked, or the undo/restore's own checks.
        if (!line.ok) expect(['locked', 'conflict', 'bad-input']).toContain(line.error!.code);
      }
      for (const f of Object.keys(await tree(d.memory))) seen.add(f);
      expect(await strayFiles(d.memory, seen)).toEqual([]);
    }
    // Whatever happened, the pre-dream snapshot still puts everything back.
    await app.call('snapshots.restore', { snapshotId: first.snapshotId! });
  });
});
