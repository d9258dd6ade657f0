import { spawnSync } from 'node:child_process';
import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, repoRoot, seedMemory, type Dirs } from './helpers.js';
import { record } from './tally.js';

/**
 * Private stays private (item 10): under umask 022 a real `autodream` process creates the
 * state dir, reports, snapshot objects and settings 0700/0600, and a memory file a dream
 * creates takes the mode of the dir's own files.
 */

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
afterAll(() => record('modes', totals));

/** Run the CLI with umask 022, as a login shell has it. */
function cli(...args: string[]) {
  const script = `process.umask(0o022); const { main } = await import(${JSON.stringify(join(repoRoot, 'electron/cli/main.ts'))}); process.exitCode = await main(${JSON.stringify(args)});`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, AUTODREAM_LOCK_DIR: d.locks, AUTODREAM_HOME: d.state, CLAUDE_CONFIG_DIR: d.config },
    encoding: 'utf8',
  });
}

async function walk(root: string): Promise<Array<{ path: string; mode: number; dir: boolean }>> {
  const out = [{ path: root, mode: (await stat(root)).mode & 0o777, dir: true }];
  for (const rel of await readdir(root, { recursive: true })) {
    const st = await stat(join(root, rel));
    out.push({ path: rel, mode: st.mode & 0o777, dir: st.isDirectory() });
  }
  return out;
}

describe('file modes under umask 022', () => {
  it('the state dir and all it holds are owner-only; a new memory file takes the mode of its dir', { timeout: 60_000 }, async () => {
    // Over 200 memories: MEMORY.md overflows, so the dream creates a new index file.
    await seedMemory(d.memory, 215);
    for (const n of await readdir(d.memory)) await chmod(join(d.memory, n), 0o600);
    const set = cli('settings', 'set', 'depth', 'deep');
    expect(set.status, set.stderr).toBe(0);
    const r = cli('dream', '--memory-dir', d.memory, '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ outcome: 'applied' });
    const open = (await walk(d.state)).filter((e) => (e.dir ? e.mode !== 0o700 : e.mode !== 0o600) && !e.path.endsWith('.lock'));
    expect(open).toEqual([]);
    const files = await readdir(d.memory);
    expect(files.filter((f) => f.startsWith('MEMORY-overflow-')).length).toBeGreaterThan(0);
    for (const n of files.filter((f) => f.endsWith('.md'))) expect(((await stat(join(d.memory, n))).mode & 0o777).toString(8), n).toBe('600');
  });
});
