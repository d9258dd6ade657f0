import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, REPO } from '../../helpers/cli.js';
import { writeAt } from '../../helpers/config-home.js';

describe('autodream dream cancelled with SIGINT', () => {
  let root: string;
  let mem: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-cancel-'));
    mem = join(root, 'memory');
    // Enough memories that planning takes a while, each with something to change.
    const index: string[] = [];
    for (let i = 0; i < 3000; i++) {
      await writeAt(join(mem, `m${i}.md`), `---\nname: m${i}\ndescription: memory ${i}\ntype: project\nmodified: 2026-11-20T10:00:00Z\n---\nRelease ${i} went out yesterday after review ${i * 7}.\n`);
      index.push(`- [M${i}](m${i}.md) — memory ${i}`);
    }
    await writeAt(join(mem, 'MEMORY.md'), `${index.slice(0, 150).join('\n')}\n`);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('exits 5, writes nothing and leaves no lock', async () => {
    const before = await readFile(join(mem, 'm1.md'), 'utf8');
    const child = spawn(process.execPath, [BIN, '--state-dir', join(root, 'state'), '--json', 'dream', '--memory-dir', mem], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    // Planning 3,000 memories takes seconds: this lands while the CLI loads or while it plans,
    // and both must end the same way.
    setTimeout(() => child.kill('SIGINT'), 1500);
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code).toBe(5);
    if (stdout) expect(JSON.parse(stdout).outcome).toBe('cancelled');
    expect(await readFile(join(mem, 'm1.md'), 'utf8')).toBe(before);
    expect(await stat(join(mem, '.consolidate-lock')).catch(() => null)).toBeNull();
    expect((await readdir(mem)).filter((f) => !f.endsWith('.md'))).toEqual([]);
  });
});
