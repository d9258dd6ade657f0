import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.js';
import { writeAt } from '../../helpers/config-home.js';
import { fixture, spawnTs } from '../../unit/lock/children.js';

/** `autodream edit FILE` with $EDITOR set to small shell scripts standing in for a person. */
describe('autodream edit', () => {
  let root: string;
  let mem: string;
  let args: string[];
  let env: NodeJS.ProcessEnv;
  const original = '---\nname: deploy\ndescription: how we ship\ntype: project\n---\nDeploys go through staging.\n';

  /** An "editor": a shell script run as `$EDITOR path-of-the-copy`. */
  async function editor(name: string, body: string): Promise<string> {
    const path = join(root, name);
    await writeFile(path, `#!/bin/sh\n${body}\n`);
    await chmod(path, 0o755);
    return path;
  }

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-edit-'));
    mem = join(root, 'memory');
    args = ['--state-dir', join(root, 'state'), '--config-dir', join(root, 'claude')];
    env = { AUTODREAM_LOCK_DIR: join(root, 'locks'), VISUAL: '' };
    await writeAt(join(mem, 'MEMORY.md'), '- [Deploy](deploy.md) — how we ship\n');
    await writeAt(join(mem, 'deploy.md'), original);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('saves what the editor wrote, with a snapshot and a history entry that undo reverses', async () => {
    const ed = await editor('append.sh', 'printf "Deploys freeze on Fridays.\\n" >> "$1"');
    const r = await runCli([...args, 'edit', join(mem, 'deploy.md'), '--json'], { env: { ...env, EDITOR: ed } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.json<{ status: string; editId: string; snapshotId: string }>();
    expect(out.status).toBe('saved');
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toBe(`${original}Deploys freeze on Fridays.\n`);
    const snaps = (await runCli([...args, 'snapshots', 'list', '--memory-dir', mem, '--json'])).json<{ snapshots: Array<{ id: string; reason: string }> }>();
    expect(snaps.snapshots).toContainEqual(expect.objectContaining({ id: out.snapshotId, reason: 'pre-edit' }));
    const undo = await runCli([...args, 'undo', out.editId], { env });
    expect(undo.code).toBe(0);
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toBe(original);
    // History names the edit, its door, and the undo as its own entry.
    const hist = await runCli([...args, 'history', '--memory-dir', mem], { env });
    expect(hist.stdout).toMatch(new RegExp(`^${out.editId}  .*  edit +.*\\n    Edited deploy\\.md by hand \\(edited by you with autodream edit\\) \\(undone\\)$`, 'm'));
    expect(hist.stdout).toMatch(/ undo +.*\n {4}Undid the edit of .*: 1 file put back as before \(undone by you\)$/m);
  });

  it('takes FILE inside the memory dir given by --memory-dir; an untouched copy saves nothing', async () => {
    const r = await runCli([...args, 'edit', 'deploy.md', '--memory-dir', mem], { env: { ...env, EDITOR: 'true' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/No changes to deploy.md/);
    const snaps = (await runCli([...args, 'snapshots', 'list', '--json'])).json<{ snapshots: unknown[] }>();
    expect(snaps.snapshots).toHaveLength(0);
  });

  it('never overwrites a change made on disk while the editor was open, and keeps the copy', async () => {
    const outside = `${original}Changed by Claude Code meanwhile.\n`;
    await writeFile(join(root, 'outside.md'), outside);
    const ed = await editor('race.sh', `cp '${join(root, 'outside.md')}' '${join(mem, 'deploy.md')}'\nprintf "Mine.\\n" >> "$1"`);
    const r = await runCli([...args, 'edit', join(mem, 'deploy.md')], { env: { ...env, EDITOR: ed } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/changed on disk while you were editing; nothing was saved/);
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toBe(outside);
    const kept = /kept in (\S+)\./.exec(r.stderr)?.[1];
    expect(kept).toBeDefined();
    expect(await readFile(kept!, 'utf8')).toBe(`${original}Mine.\n`);
  });

  it('refuses invalid frontmatter, naming the file and line, and saves nothing', async () => {
    const ed = await editor('break.sh', `printf -- '---\\nname: deploy\\ndescription: [unclosed\\n---\\nbody\\n' > "$1"`);
    const r = await runCli([...args, 'edit', join(mem, 'deploy.md')], { env: { ...env, EDITOR: ed } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/deploy\.md:\d+.*malformed YAML frontmatter/);
    expect(r.stderr).toMatch(/Your text is kept in /);
    expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toBe(original);
  });

  it('is refused with exit 3 while a dream holds the lock', async () => {
    const claude = spawnTs(fixture('claude-holder.ts'), [mem]);
    try {
      expect(JSON.parse(await claude.nextLine())).toMatchObject({ acquired: true });
      const ed = await editor('append2.sh', 'printf "x\\n" >> "$1"');
      const r = await runCli([...args, 'edit', join(mem, 'deploy.md')], { env: { ...env, EDITOR: ed } });
      expect(r.code).toBe(3);
      expect(r.stderr).toContain(`PID ${claude.pid}`);
      expect(await readFile(join(mem, 'deploy.md'), 'utf8')).toBe(original);
    } finally {
      await claude.stop();
    }
  });
});
