import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/cli.js';
import { writeAt } from '../../helpers/config-home.js';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';

/** Every file under a dir: its bytes and mtime. */
async function fingerprint(dir: string): Promise<Map<string, { body: string; mtimeMs: number }>> {
  const out = new Map<string, { body: string; mtimeMs: number }>();
  for (const rel of (await readdir(dir, { recursive: true })).sort()) {
    const st = await stat(join(dir, rel));
    if (st.isFile()) out.set(rel.split('\\').join('/'), { body: (await readFile(join(dir, rel))).toString('base64'), mtimeMs: st.mtimeMs });
  }
  return out;
}

/** What differs: names, bytes, or mtimes by more than 10 µs (a restore sets times as seconds in a double). */
function differences(a: Map<string, { body: string; mtimeMs: number }>, b: Map<string, { body: string; mtimeMs: number }>): string[] {
  const out: string[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(k);
    const y = b.get(k);
    if (!x || !y) out.push(`${k}: only in ${x ? 'the first' : 'the second'}`);
    else if (x.body !== y.body) out.push(`${k}: bytes differ`);
    else if (Math.abs(x.mtimeMs - y.mtimeMs) > 0.01) out.push(`${k}: mtime ${x.mtimeMs} vs ${y.mtimeMs}`);
  }
  return out;
}

describe('autodream snapshots restore (whole) from the command line', () => {
  let root: string;
  let mem: string;
  let args: string[];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-cli-snap-'));
    mem = join(root, 'memory');
    args = ['--state-dir', join(root, 'state'), '--config-dir', join(root, 'claude')];
    const old = Date.now() - 86_400_000;
    await writeAt(join(mem, 'MEMORY.md'), '- [Deploys](deploy.md) — how we ship\n', old);
    await writeAt(join(mem, 'deploy.md'), '---\nname: deploy\ntype: project\n---\nShip with bun.\n', old);
    for (let i = 0; i < 12; i++) await writeAt(join(mem, `logs/day-${i}.md`), `day ${i}\n`, old - i * 1000);
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('puts every file back as it was, removes files made since, and its pre-restore snapshot undoes it exactly', async () => {
    const before = await fingerprint(mem);
    const c = await runCli([...args, '--json', 'snapshots', 'create', '--memory-dir', mem]);
    expect(c.code).toBe(0);
    const snap = c.json<{ id: string }>();
    await writeFile(join(mem, 'deploy.md'), 'rewritten\n');
    await rm(join(mem, 'logs/day-3.md'));
    await writeFile(join(mem, 'logs/day-99.md'), 'made after the snapshot\n');
    const present = await fingerprint(mem);

    const r = await runCli([...args, '--json', 'snapshots', 'restore', snap.id]);
    expect(r.code).toBe(0);
    const out = r.json<{ written: string[]; removed: string[]; preRestoreSnapshotId: string }>();
    expect(out.written.sort()).toEqual(['deploy.md', 'logs/day-3.md']);
    expect(out.removed).toEqual(['logs/day-99.md']);
    expect(differences(await fingerprint(mem), before)).toEqual([]);

    const undo = await runCli([...args, '--json', 'snapshots', 'restore', out.preRestoreSnapshotId]);
    expect(undo.code).toBe(0);
    expect(differences(await fingerprint(mem), present)).toEqual([]);
    // No temp file is left behind by either run.
    expect((await readdir(mem, { recursive: true })).filter((f) => f.includes('.autodream-tmp-'))).toEqual([]);
  });

  it('an unknown snapshot id is a clear error and changes nothing', async () => {
    const before = await fingerprint(mem);
    const r = await runCli([...args, 'snapshots', 'restore', '20260101T000000Z-000000']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('No snapshot 20260101T000000Z-000000');
    expect(differences(await fingerprint(mem), before)).toEqual([]);
  });
});

describe('snapshot retention without the app', () => {
  let root: string;
  let mem: string;
  let state: string;
  let args: string[];
  const DAY = 86_400_000;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-cli-ret-'));
    mem = join(root, 'memory');
    state = join(root, 'state');
    args = ['--state-dir', state, '--config-dir', join(root, 'claude')];
    await writeAt(join(mem, 'MEMORY.md'), '- [Deploys](deploy.md) — how we ship\n', Date.now() - DAY);
    await writeAt(join(mem, 'deploy.md'), '---\nname: deploy\ntype: project\n---\nShip with bun.\n', Date.now() - DAY);
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('a command that adds a snapshot applies the 7-day retention once a day; one that adds none leaves the store alone', async () => {
    // The memory dir's id, from a run against another state dir.
    expect((await runCli(['--state-dir', join(root, 'scratch'), '--config-dir', join(root, 'claude'), 'snapshots', 'create', '--memory-dir', mem])).code).toBe(0);
    const [dirId] = await readdir(join(root, 'scratch', 'snapshots', 'manifests'));
    // Three snapshots of weeks ago, as a store on a clock set back takes them.
    const old: string[] = [];
    for (const daysAgo of [20, 15, 10]) {
      const store = new SnapshotStore(join(state, 'snapshots'), { clock: () => Date.now() - daysAgo * DAY });
      old.push((await store.create({ id: dirId!, path: mem }, 'manual')).id);
    }
    // The app's scheduler applied retention an hour ago.
    await writeFile(join(state, 'snapshots', 'retention-applied'), `${new Date(Date.now() - 3_600_000).toISOString()}\n`);
    expect((await runCli([...args, 'snapshots', 'create', '--memory-dir', mem])).code).toBe(0);
    const ids = async () => (await runCli([...args, '--json', 'snapshots', 'list'])).json<{ snapshots: Array<{ id: string }> }>().snapshots.map((s) => s.id);
    expect((await ids()).length).toBe(4);

    // Within the day of that, a new snapshot collects nothing.
    expect(await ids()).toEqual(expect.arrayContaining(old));
    expect((await runCli([...args, 'snapshots', 'create', '--memory-dir', mem])).code).toBe(0);

    // A day later (the mark made older), listing adds nothing and removes nothing...
    await writeFile(join(state, 'snapshots', 'retention-applied'), `${new Date(Date.now() - 2 * DAY).toISOString()}\n`);
    expect((await ids()).length).toBe(5);
    // ...and the next snapshot applies it: the two oldest go, the newest before the window stays.
    expect((await runCli([...args, 'snapshots', 'create', '--memory-dir', mem])).code).toBe(0);
    const kept = await ids();
    expect(kept.length).toBe(4);
    expect(kept).not.toContain(old[0]);
    expect(kept).not.toContain(old[1]);
    expect(kept).toContain(old[2]);
    expect(Date.parse((await readFile(join(state, 'snapshots', 'retention-applied'), 'utf8')).trim())).toBeGreaterThan(Date.now() - 60_000);
  });
});
