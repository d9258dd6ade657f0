import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/cli.js';
import { waitFor, writeAt } from '../../helpers/config-home.js';

/** Every file under a dir with its bytes and mtime: "nothing changed" means this is equal. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const e of await readdir(join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else out[r] = `${(await stat(join(dir, r))).mtimeMs}:${(await readFile(join(dir, r))).toString('base64')}`;
    }
  };
  await walk('');
  return out;
}

const DAY = 86_400_000;

describe('autodream dream / undo / history / snapshots from the command line', () => {
  let root: string;
  let mem: string;
  let args: string[];
  let holder: ChildProcess | undefined;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-cli-'));
    mem = join(root, 'memory');
    args = ['--state-dir', join(root, 'state'), '--config-dir', join(root, 'claude')];
    const old = Date.now() - 3 * DAY;
    await writeAt(join(mem, 'MEMORY.md'), '- [Deploys](deploy.md) — how we ship\n- [Gone](gone.md) — deleted long ago\n', old);
    await writeAt(join(mem, 'deploy.md'), '---\nname: deploy\ndescription: how we ship\ntype: project\nmodified: 2026-11-20T10:00:00Z\n---\nThe release went out yesterday.\n', old);
    await writeAt(join(mem, 'testing.md'), '---\nname: testing\ndescription: test rules\ntype: feedback\n---\nDo not mock the database in integration tests.\n', old);
    await writeAt(join(mem, 'broken.md'), '---\nname: [unclosed\ntype: user\n---\nbody\n', old);
  });
  afterEach(async () => {
    holder?.kill('SIGKILL');
    holder = undefined;
    await rm(root, { recursive: true, force: true });
  });

  it('a dry run shows changes with reasons and writes nothing, not even the lock', async () => {
    const before = await fingerprint(mem);
    const r = await runCli([...args, '--json', 'dream', '--memory-dir', mem, '--dry-run']);
    expect(r.code).toBe(0);
    const out = r.json<{ outcome: string; changes: { kind: string; reason: string; files: string[] }[]; dreamId: string | null }>();
    expect(out.outcome).toBe('dry-run');
    expect(out.changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['date-absolutized', 'pointer-removed', 'pointer-added']));
    expect(out.changes.find((c) => c.kind === 'date-absolutized')!.reason).toMatch(/yesterday.*2026-11-19/);
    expect(await fingerprint(mem)).toEqual(before);
  });

  it('applies, records history, and undo gives back identical bytes; malformed files are left alone', async () => {
    const before = await fingerprint(mem);
    const brokenBefore = await readFile(join(mem, 'broken.md'));
    const r = await runCli([...args, '--json', 'dream', '--memory-dir', mem]);
    expect(r.code).toBe(0);
    const out = r.json<{ outcome: string; dreamId: string; snapshotId: string; summary: string }>();
    expect(out.outcome).toBe('applied');
    expect(out.snapshotId).toBeTruthy();
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toContain('2026-11-19');
    expect(await readFile(join(mem, 'MEMORY.md'), 'utf8')).not.toContain('gone.md');
    expect(await readFile(join(mem, 'broken.md'))).toEqual(brokenBefore);
    // The lock is left the way Claude Code leaves it after a successful dream: our PID, mtime = now.
    expect(await readFile(join(mem, '.consolidate-lock'), 'utf8')).toMatch(/^\d+$/);

    const h = await runCli([...args, '--json', 'history', '--memory-dir', mem]);
    expect(h.json<{ dreams: { dreamId: string; outcome: string }[] }>().dreams[0]).toMatchObject({ dreamId: out.dreamId, outcome: 'applied' });

    const u = await runCli([...args, '--json', 'undo', out.dreamId]);
    expect(u.code).toBe(0);
    const after = await fingerprint(mem);
    for (const [file, print] of Object.entries(before)) expect(after[file]?.split(':')[1], file).toBe(print.split(':')[1]);
    // Undoing twice is refused with a way forward.
    const again = await runCli([...args, 'undo', out.dreamId]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already undone/);
  });

  it('exits 3 and writes nothing while another process holds the lock', async () => {
    const lock = join(mem, '.consolidate-lock');
    holder = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(lock)}, String(process.pid)); setInterval(() => {}, 1000)`], { stdio: 'ignore' });
    await waitFor(() => readFile(lock, 'utf8').then((b) => b === String(holder!.pid), () => false));
    const before = await fingerprint(mem);
    const r = await runCli([...args, '--json', 'dream', '--memory-dir', mem]);
    expect(r.code).toBe(3);
    expect(r.json<{ outcome: string }>().outcome).toBe('locked');
    expect(await fingerprint(mem)).toEqual(before);
  });

  it('exits 4 when the guard refuses a mass removal, and --force applies it', async () => {
    const same = '---\nname: style\ndescription: writing style\ntype: feedback\n---\nUse short sentences in docs.\n';
    for (const f of ['style.md', 'style-2.md', 'style-3.md']) await writeFile(join(mem, f), same);
    await rm(join(mem, 'testing.md'));
    await rm(join(mem, 'deploy.md'));
    await writeFile(join(mem, 'MEMORY.md'), '');
    const before = await fingerprint(mem);
    const r = await runCli([...args, 'dream', '--memory-dir', mem]);
    expect(r.code).toBe(4);
    expect(r.stdout).toMatch(/refused/);
    expect(await fingerprint(mem)).toEqual(before);
    const forced = await runCli([...args, '--json', 'dream', '--memory-dir', mem, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.json<{ outcome: string }>().outcome).toBe('applied');
  });

  it('--if-due on a folder dreamed an hour ago is not due and writes nothing', async () => {
    await writeAt(join(mem, '.consolidate-lock'), '', Date.now() - 3_600_000);
    const before = await fingerprint(mem);
    const r = await runCli([...args, '--json', 'dream', '--memory-dir', mem, '--if-due']);
    expect(r.code).toBe(0);
    expect(r.json<{ outcome: string }>().outcome).toBe('not-due');
    expect(await fingerprint(mem)).toEqual(before);
  });

  it('snapshots: create, list, diff, restore one file (nothing else touched), restore is undoable', async () => {
    const c = await runCli([...args, '--json', 'snapshots', 'create', '--memory-dir', mem]);
    expect(c.code).toBe(0);
    const snap = c.json<{ id: string; reason: string; files: number }>();
    expect(snap.reason).toBe('manual');
    await writeFile(join(mem, 'deploy.md'), 'changed\n');
    await writeFile(join(mem, 'testing.md'), 'also changed\n');
    const l = await runCli([...args, '--json', 'snapshots', 'list', '--memory-dir', mem]);
    expect(l.json<{ snapshots: { id: string }[] }>().snapshots.map((s) => s.id)).toContain(snap.id);
    const d = await runCli([...args, '--json', 'snapshots', 'diff', snap.id]);
    expect(d.json<{ changed: { file: string }[] }>().changed.map((x) => x.file).sort()).toEqual(['deploy.md', 'testing.md']);
    const r = await runCli([...args, '--json', 'snapshots', 'restore', snap.id, '--file', 'deploy.md']);
    expect(r.code).toBe(0);
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toContain("The release went out");
    expect(await readFile(join(mem, 'testing.md'), 'utf8')).toBe('also changed\n');
    const back = await runCli([...args, 'snapshots', 'restore', r.json<{ preRestoreSnapshotId: string }>().preRestoreSnapshotId]);
    expect(back.code).toBe(0);
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toBe('changed\n');
    const bad = await runCli([...args, 'snapshots', 'restore', snap.id, '--file', '../outside.md']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/\.\./);
  });
});
