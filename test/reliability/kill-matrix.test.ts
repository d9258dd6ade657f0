import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../electron/core/api/autodream.js';
import { readLock } from '../../electron/core/lock/index.js';
import { differing, makeDirs, runWriter, seedMemory, tree, type Dirs } from './helpers.js';
import { record, SEED, seeded } from './tally.js';

/**
 * Kill matrix: a dream, an undo, a restore or an agent's write SIGKILLed at a random file write (fixed seed),
 * then what a person would do next (undo what the history shows, dream again). Nothing may
 * be lost, no temp file may stay in the memory dir, and lastConsolidatedAt must be what it
 * was before the killed writer started.
 */

const PRIOR = Date.parse('2026-11-01T08:00:00Z');
const OPS = ['dream', 'undo', 'write', 'dream', 'restore', 'dream', 'undo', 'restore', 'write'] as const;
const rng = seeded(SEED);
const totals = { trials: 0, failures: 0, filesLost: 0 };

afterAll(() => record('kill-matrix', totals));

async function appFor(d: Dirs): Promise<Autodream> {
  process.env.AUTODREAM_LOCK_DIR = d.locks;
  return createAutodream({ configHome: d.config, stateDir: d.state });
}

async function dreamNow(app: Autodream, d: Dirs) {
  const dir = await app.call('memoryDirs.resolve', { memoryDir: d.memory });
  return app.call('dream.run', { memoryDirId: dir.id });
}

async function lockMtime(d: Dirs): Promise<number> {
  return (await readLock(d.memory, undefined, { lockDir: d.locks })).mtimeMs;
}

describe('kill matrix', () => {
  it(`${OPS.length} writers killed at random writes lose nothing and leave nothing behind`, { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    for (const [i, op] of OPS.entries()) {
      const killAt = 1 + Math.floor(rng() * 7);
      const d = await makeDirs();
      totals.trials += 1;
      const fail = (what: string) => problems.push(`#${i} ${op} killed at write ${killAt}: ${what}`);
      try {
        await seedMemory(d.memory);
        await writeFile(join(d.memory, '.consolidate-lock'), '');
        await utimes(join(d.memory, '.consolidate-lock'), PRIOR / 1000, PRIOR / 1000);
        const pre = await tree(d.memory);
        let app = await appFor(d);
        const job: Record<string, unknown> = { op, memory: d.memory, state: d.state, config: d.config, killAt };
        if (op === 'undo' || op === 'restore') {
          const first = await dreamNow(app, d);
          expect(first.outcome).toBe('applied');
          if (op === 'undo') job.dreamId = first.dreamId;
          else job.snapshotId = first.snapshotId;
        }
        await app.close();
        const before = await lockMtime(d);
        const run = await runWriter(job, { AUTODREAM_LOCK_DIR: d.locks }).out;
        const killed = run.signal === 'SIGKILL';
        if (!killed && !run.stdout.includes('"ok":true')) fail(`the writer failed: ${run.stdout}${run.stderr}`);
        // A writer that did not finish does not move lastConsolidatedAt.
        if (killed && (await lockMtime(d)) !== before) fail(`lastConsolidatedAt moved from ${new Date(before).toISOString()} to ${new Date(await lockMtime(d)).toISOString()}`);

        // What a person does next: undo what history shows, or run the restore again.
        app = await appFor(d);
        if (op === 'write') {
          // An agent's write adds a memory and its index line, or nothing: every earlier file and line stays.
          const now = await tree(d.memory);
          const changed = differing(pre, now).filter((f) => f !== 'agent-note.md' && !f.includes('.autodream-tmp-'));
          const index = Buffer.from(now['MEMORY.md'] ?? '', 'base64').toString();
          const kept = Buffer.from(pre['MEMORY.md']!, 'base64').toString().split('\n').every((l) => index.includes(l));
          if (changed.some((f) => f !== 'MEMORY.md') || !kept) fail(`an agent write lost text: ${changed.join(', ')}`);
          totals.filesLost += changed.filter((f) => f !== 'MEMORY.md').length + (kept ? 0 : 1);
          await dreamNow(app, d); // cleans what the killed write left
          await app.close();
          const stray = Object.keys(await tree(d.memory)).filter((f) => f.includes('.autodream-tmp-'));
          if (stray.length > 0) fail(`temp files left: ${stray.join(', ')}`);
          continue;
        }
        if (op === 'restore') {
          await app.call('snapshots.restore', { snapshotId: job.snapshotId as string });
        } else {
          for (const h of (await app.call('dreams.history', {})).dreams) {
            if (h.snapshotId && !h.undoneBy && (h.outcome === 'applied' || h.outcome === 'failed')) {
              await app.call('dreams.undo', { dreamId: h.dreamId }).catch((e: unknown) => {
                if (!/changed nothing/.test(String(e))) throw e;
              });
            }
          }
        }
        // Dreaming again cleans what a killed writer left; undoing it gives back the start.
        const again = await dreamNow(app, d);
        if (again.outcome === 'applied') await app.call('dreams.undo', { dreamId: again.dreamId! });
        await app.close();
        const lost = differing(pre, await tree(d.memory));
        if (lost.length > 0) {
          fail(`differs from the start: ${lost.join(', ')}`);
          totals.filesLost += lost.filter((f) => pre[f] !== undefined).length;
        }
      } finally {
        await d.cleanup();
      }
    }
    totals.failures = problems.length;
    expect(problems).toEqual([]);
  });
});
