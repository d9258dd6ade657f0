import { execFileSync } from 'node:child_process';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DreamReports } from '../../electron/core/dream/reports.js';
import { runDream } from '../../electron/core/dream/run.js';
import { writeHook } from '../../electron/core/fsx/hooks.js';
import { readLock } from '../../electron/core/lock/index.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { differing, dirOf, makeDirs, seedMemory, tree, type Dirs } from './helpers.js';
import { record } from './tally.js';

/**
 * A full disk (or a folder that stops being writable) at every stage of a dream that writes:
 * the state dir before the journal, the state dir for the final report, the memory dir at
 * each file. Whatever fails, the dream's words are true and no memory is lost: either it is
 * applied and recorded, or every file is as it was and the lock is rolled back.
 */

const PRIOR = Date.parse('2026-11-01T08:00:00Z');
let d: Dirs;
const totals = { trials: 0, failures: 0, filesLost: 0 };
beforeEach(async () => {
  d = await makeDirs();
  await seedMemory(d.memory);
  await writeFile(join(d.memory, '.consolidate-lock'), '');
  await utimes(join(d.memory, '.consolidate-lock'), PRIOR / 1000, PRIOR / 1000);
});
afterEach(async (ctx) => {
  writeHook.before = undefined;
  if (ctx.task.result?.state === 'fail') totals.failures += 1;
  await d.cleanup();
});
afterAll(() => record('full-disk', totals));

const enospc = (path: string) => Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC' });
const dream = (stateDir = d.state) => runDream({ dir: dirOf(d.memory), stateDir, store: new SnapshotStore(join(stateDir, 'snapshots')), lock: { lockDir: d.locks } });

/** The dream either changed nothing, or is in history, applied. */
async function checkTruth(r: Awaited<ReturnType<typeof dream>>, pre: Record<string, string>, stateDir = d.state): Promise<void> {
  totals.trials += 1;
  const changed = differing(pre, await tree(d.memory));
  if (r.outcome === 'applied') {
    expect((await new DreamReports(stateDir).get(r.dreamId!)).outcome).toBe('applied');
    return;
  }
  expect(r.outcome).toBe('failed');
  expect(r.summary).toMatch(/nothing was changed|every one was put back/);
  totals.filesLost += changed.filter((f) => pre[f] !== undefined).length;
  expect(changed).toEqual([]);
  expect((await readLock(d.memory, undefined, { lockDir: d.locks })).mtimeMs).toBe(PRIOR);
}

describe('full disk, by write hook (always runs)', () => {
  it('state dir full when the final report is saved: every file is put back and the message says so (item 2)', async () => {
    const pre = await tree(d.memory);
    let journaled = false;
    writeHook.before = (path) => {
      if (!path.startsWith(join(d.state, 'dreams'))) return;
      if (!journaled) {
        if (path.endsWith('.json') && !path.endsWith('history.json')) journaled = true;
        return;
      }
      if (path.endsWith('history.json')) return;
      throw enospc(path);
    };
    const r = await dream();
    expect(r.outcome).toBe('failed');
    expect(r.summary).toMatch(/^The dream failed after writing \d+ files?; every one was put back as it was$/);
    expect(r.error).toMatch(/report could not be saved .*ENOSPC/);
    await checkTruth(r, pre);
  });

  it('state dir full before the journal: nothing is written and the dream says nothing was changed', async () => {
    const pre = await tree(d.memory);
    writeHook.before = (path) => {
      if (path.startsWith(join(d.state, 'dreams'))) throw enospc(path);
    };
    const r = await dream();
    expect(r.summary).toBe('The dream failed: nothing was changed');
    await checkTruth(r, pre);
  });

  it('memory dir full at each file write in turn: put back whole every time', async () => {
    for (let k = 1; k <= 6; k += 1) {
      const pre = await tree(d.memory);
      let n = 0;
      writeHook.before = (path) => {
        if (path.startsWith(`${d.memory}/`) && !path.endsWith('.consolidate-lock') && ++n === k) throw enospc(path);
      };
      const r = await dream();
      writeHook.before = undefined;
      await checkTruth(r, pre);
      if (r.outcome === 'applied') break; // fewer writes than k: the dream completed
    }
  });
});

describe('full disk, on a real small tmpfs', () => {
  const mnt = () => join(d.root, 'small');
  let mounted = false;
  let why = '';
  beforeEach(async () => {
    await mkdir(mnt());
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mnt()], { stdio: 'pipe' });
      mounted = true;
    } catch (e) {
      mounted = false;
      why = `cannot mount a tmpfs here (${(e as { stderr?: Buffer }).stderr?.toString().trim() || String(e)})`;
    }
  });
  afterEach(() => {
    if (mounted) execFileSync('umount', ['-l', mnt()], { stdio: 'pipe' });
  });

  it('the state dir fills up while the dream writes: the report fails with ENOSPC and every file is put back (item 2)', async (ctx) => {
    if (!mounted) return ctx.skip(why);
    const state = join(mnt(), 'state');
    const pre = await tree(d.memory);
    // Fill the disk right after the journal, as another program might.
    let filled = false;
    const r = await runDream({
      dir: dirOf(d.memory),
      stateDir: state,
      store: new SnapshotStore(join(state, 'snapshots')),
      lock: { lockDir: d.locks },
      beforeWrite: async () => {
        if (filled) return;
        filled = true;
        const blob = Buffer.alloc(64 * 1024, 1);
        for (let i = 0; ; i += 1) {
          try {
            await writeFile(join(mnt(), `filler-${i}`), blob);
          } catch {
            break;
          }
        }
        for (let i = 0; i < 64; i += 1) {
          try {
            await writeFile(join(mnt(), `crumb-${i}`), Buffer.alloc(512, 1));
          } catch {
            break;
          }
        }
      },
    });
    expect(r.outcome).toBe('failed');
    expect(r.error).toMatch(/ENOSPC/);
    await checkTruth(r, pre, state);
    // The journal made it before the disk filled: the dream is on record with its snapshot.
    expect((await readdir(join(state, 'dreams'))).some((n) => /^\d{8}T\d{6}Z-[0-9a-f]{6}\.json$/.test(n))).toBe(true);
    expect((await stat(join(state, 'snapshots'))).isDirectory()).toBe(true);
  });
});
