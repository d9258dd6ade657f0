import { mkdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDream } from '../../electron/core/dream/run.js';
import { acquireLock, appLockDir, readLock, rollbackLock, withAppLock } from '../../electron/core/lock/index.js';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import { differing, dirOf, makeDirs, seedMemory, tree, type Dirs } from './helpers.js';
import { record } from './tally.js';

let d: Dirs;
const totals = { trials: 0, failures: 0 };
beforeEach(async () => {
  d = await makeDirs();
  totals.trials += 1;
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') totals.failures += 1;
  await d.cleanup();
});
afterAll(() => record('lock', totals));

const dream = () => runDream({ dir: dirOf(d.memory), stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots')), lock: { lockDir: d.locks } });

describe('the lock never follows a link (item 1)', () => {
  it('a symlinked .consolidate-lock: the dream is refused with a clear error and the link target is untouched', async () => {
    await seedMemory(d.memory);
    const outside = join(d.root, 'precious.txt');
    await writeFile(outside, 'not a lock: my notes\n');
    await symlink(outside, join(d.memory, '.consolidate-lock'));
    const before = await tree(d.memory, true);
    const r = await dream();
    expect(r.outcome).toBe('failed');
    expect(r.error).toMatch(/\.consolidate-lock is a symlink/);
    expect(await readFile(outside, 'utf8')).toBe('not a lock: my notes\n');
    expect(differing(before, await tree(d.memory, true))).toEqual([]);
    // Reading it never reads through the link either.
    expect(await readLock(d.memory)).toMatchObject({ held: false, invalid: expect.stringMatching(/symlink/) });
    // And a rollback (of some earlier acquire) leaves link and target alone.
    expect(await rollbackLock(d.memory, 1_700_000_000_000, { lockDir: d.locks })).toBe('skipped');
    expect(await readFile(outside, 'utf8')).toBe('not a lock: my notes\n');
  });

  it('a folder named .consolidate-lock is refused, not written into', async () => {
    await mkdir(join(d.memory, '.consolidate-lock'));
    await expect(acquireLock(d.memory, { lockDir: d.locks })).rejects.toThrow(/\.consolidate-lock is a folder/);
  });
});

describe('no cross-user denial (item 13)', () => {
  it('the in-app lock lives in a per-user folder, never the shared temp folder, created 0700', async () => {
    const env = { HOME: join(d.root, 'home') };
    const dir = appLockDir(env, 'linux');
    expect(dir.startsWith(tmpdir() + '/autodream-locks')).toBe(false);
    expect(dir).toBe(join(d.root, 'home', '.cache', 'autodream', 'locks'));
    expect(appLockDir({ ...env, XDG_RUNTIME_DIR: '/run/user/1000' }, 'linux')).toBe('/run/user/1000/autodream-locks');
    expect(appLockDir(env, 'darwin')).toBe(join(d.root, 'home', 'Library', 'Caches', 'autodream', 'locks'));
    await withAppLock(d.memory, async () => undefined, { env });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });
});

describe('a killed dream does not advance lastConsolidatedAt (item 8)', () => {
  it('the claim of a dead autodream: readLock reports the time before it, and the next acquire puts it back', async () => {
    const lock = join(d.memory, '.consolidate-lock');
    await writeFile(lock, '');
    await utimes(lock, 1_700_000_000, 1_700_000_000);
    const child = await import('node:child_process').then((cp) => cp.spawnSync(process.execPath, ['--import', 'tsx', '-e', `
      const { acquireLock } = await import(${JSON.stringify(new URL('../../electron/core/lock/index.js', import.meta.url).pathname)});
      const r = await acquireLock(${JSON.stringify(d.memory)}, { lockDir: ${JSON.stringify(d.locks)} });
      if (!r.acquired) process.exit(3);
      process.kill(process.pid, 'SIGKILL');
    `], { encoding: 'utf8' }));
    expect(child.signal).toBe('SIGKILL');
    expect((await stat(lock)).mtimeMs).not.toBe(1_700_000_000_000);
    expect(await readLock(d.memory, undefined, { lockDir: d.locks })).toMatchObject({ mtimeMs: 1_700_000_000_000, abandoned: true, held: false });
    const again = await acquireLock(d.memory, { lockDir: d.locks });
    expect(again).toEqual({ acquired: true, priorMtimeMs: 1_700_000_000_000 });
    await rollbackLock(d.memory, 1_700_000_000_000, { lockDir: d.locks });
    expect((await stat(lock)).mtimeMs).toBe(1_700_000_000_000);
  });

  it('a temp file a killed write left in the memory dir is gone after the next dream', async () => {
    await seedMemory(d.memory);
    const dead = 2 ** 22 + 12345; // above pid_max on common systems: never alive
    const leftover = `.MEMORY.md.autodream-tmp-${dead}-0badc0de`;
    await writeFile(join(d.memory, leftover), 'half a MEMORY.md');
    expect((await dream()).outcome).toBe('applied');
    expect(Object.keys(await tree(d.memory, true))).not.toContain(leftover);
  });
});
