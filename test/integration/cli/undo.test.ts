import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/cli.js';
import { writeAt } from '../../helpers/config-home.js';

/** Every file under a dir (but Claude Code's lock) and its bytes. */
async function contents(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of (await readdir(dir, { recursive: true })).sort()) {
    if (rel === '.consolidate-lock' || !(await stat(join(dir, rel))).isFile()) continue;
    out[rel.split('\\').join('/')] = (await readFile(join(dir, rel))).toString('base64');
  }
  return out;
}

const memory = (name: string, body: string) => `---\nname: ${name}\ndescription: About ${name}\nmetadata:\n  type: project\nmodified: 2026-11-20T09:00:00Z\n---\n${body}`;

describe('autodream undo from the command line', () => {
  let root: string;
  let mem: string;
  let args: string[];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-cli-undo-'));
    mem = join(root, 'memory');
    args = ['--state-dir', join(root, 'state'), '--config-dir', join(root, 'claude')];
    const at = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 10; i++) await writeAt(join(mem, `topic-${i}.md`), memory(`topic-${i}`, `Subsystem ${i} talks to queue q${i * 3} over gRPC.\n`), at);
    await writeAt(join(mem, 'deploy.md'), memory('deploy', 'We deployed the billing API yesterday.\nDeploys need a green CI run.\n'), at);
    await writeAt(join(mem, 'deploy-notes.md'), memory('deploy-notes', 'Deploys need a green CI run.\nWe deployed the billing API on 2026-11-19.\n'), at);
    await writeAt(join(mem, 'MEMORY.md'), ['- [Deploy](deploy.md) — how deploys work', '- [Old notes](old-notes.md) — gone since October', '- [Topic 0](topic-0.md) — subsystem 0', ''].join('\n'), at);
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it("keeps just the dream's files before undoing, and restoring that snapshot redoes the dream exactly", async () => {
    const before = await contents(mem);
    const r = await runCli([...args, '--json', 'dream', '--memory-dir', mem]);
    expect(r.code).toBe(0);
    const dream = r.json<{ outcome: string; dreamId: string }>();
    expect(dream.outcome).toBe('applied');
    const dreamed = await contents(mem);
    // The dream merged the two deploy memories (one file gone) and rewrote the index.
    expect(Object.keys(dreamed).length).toBeLessThan(Object.keys(before).length);

    const u = await runCli([...args, '--json', 'undo', dream.dreamId]);
    expect(u.code).toBe(0);
    const undone = u.json<{ snapshotId: string; restored: string[]; removed: string[] }>();
    expect(await contents(mem)).toEqual(before);
    const list = await runCli([...args, '--json', 'snapshots', 'list', '--memory-dir', mem]);
    const pre = list.json<{ snapshots: Array<{ id: string; reason: string; files: number }> }>().snapshots.find((s) => s.id === undone.snapshotId)!;
    expect(pre.reason).toBe('pre-undo');
    // Only the files the dream touched, not the ten topics it left alone.
    expect(pre.files).toBeLessThan(Object.keys(dreamed).length - 5);

    const redo = await runCli([...args, '--json', 'snapshots', 'restore', undone.snapshotId]);
    expect(redo.code).toBe(0);
    expect(await contents(mem)).toEqual(dreamed);
  });
});
