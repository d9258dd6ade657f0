import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemoryFiles, readMemoryDir } from '../../../electron/core/memdir/inventory.js';
import { mapLimit } from '../../../electron/core/memdir/map-limit.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';
import { makeTmp, writeTree } from './tmp.js';

/** Every entry under a dir with its bytes hash (or link target) and mtime, to prove nothing changed. */
async function fingerprint(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const ent of await readdir(join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${ent.name}` : ent.name;
      const st = await lstat(join(root, r));
      if (ent.isDirectory()) await walk(r);
      else if (ent.isFile()) out[r] = `${createHash('sha256').update(await readFile(join(root, r))).digest('hex')} ${st.mtimeMs} ${st.mode}`;
      else out[r] = `link ${st.mtimeMs}`;
    }
  };
  await walk('');
  return out;
}

const dirOf = (path: string, kind: MemoryDir['kind'] = 'claude-code'): MemoryDir => ({ id: 'x', path, kind, transcriptDir: null, projectRoot: null, label: 'x' });

describe('readMemoryDir (Claude Code layout)', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let mem: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    tmp = await makeTmp();
    mem = join(tmp.dir, 'memory');
    await writeTree(mem, {
      'MEMORY.md': '- [Deploy](deploy.md) — staging first\n- [Prefs](prefs.md) — how Ann works\n',
      'deploy.md': '---\nname: Deploy\ndescription: staging first\ntype: project\n---\nDeploy via staging.\n',
      'prefs.md': '---\nname: prefs\ndescription: how Ann works\nmetadata:\n  type: user\nmodified: 2026-01-01T00:00:00Z\n---\nAnn likes tests.\n',
      'plain.md': 'no frontmatter\n',
      'broken-yaml.md': '---\nname: x\ndescription: a: b\n---\nbody\n',
      'no-close.md': '---\nname: x\nbody\n',
      'latin1.md': Buffer.from([0x63, 0x61, 0x66, 0xe9]),
      'binary.md': Buffer.from([0x00, 0xff, 0x00]),
      '.consolidate-lock': '12345',
      'notes.txt': 'not markdown',
      'team/MEMORY.md': '- [Conventions](conventions.md) — team rules\n',
      'team/conventions.md': '---\nname: conventions\ntype: project\n---\nteam rule\n',
      'logs/2026/03/2026-03-05.md': '> user said\n< assistant said\n',
      'logs/2026/03/05/abc-title.md': '> hi\n',
      'logs/2026/03/2026-04-01.md': 'wrong month folder\n',
      'archive/old.md': '---\nname: old\ntype: reference\n---\nold\n',
      '.hidden/secret.md': 'skipped',
    });
    await writeTree(tmp.dir, { 'outside/secret.md': '---\nname: secret\n---\nsecret\n' });
    await symlink(join(tmp.dir, 'outside', 'secret.md'), join(mem, 'leak.md'));
    await symlink(join(tmp.dir, 'outside'), join(mem, 'leakdir'));
    await symlink(join(mem, 'deploy.md'), join(mem, 'alias.md'));
    await symlink(join(mem, 'archive'), join(mem, 'archive-link')); // inside, but folders are never followed
    execFileSync('truncate', ['-s', '50M', join(mem, 'huge.md')]);
    before = await fingerprint(tmp.dir);
  });
  afterAll(async () => tmp.cleanup());

  it('lists index, memory files, logs and one problem per bad file, and changes nothing', async () => {
    const inv = await readMemoryDir(dirOf(mem));

    expect(inv.index?.lines.filter((l) => l.kind === 'entry')).toHaveLength(2);
    expect(inv.index?.load.truncated).toBe(false);
    expect(inv.teamIndex?.relPath).toBe('team/MEMORY.md');

    expect(inv.files.map((f) => [f.relPath, f.category, f.team])).toEqual([
      ['alias.md', 'topic', false],
      ['archive/old.md', 'nested', false],
      ['deploy.md', 'topic', false],
      ['logs/2026/03/2026-04-01.md', 'nested', false],
      ['plain.md', 'topic', false],
      ['prefs.md', 'topic', false],
      ['team/conventions.md', 'team', true],
    ]);
    const deploy = inv.files.find((f) => f.relPath === 'deploy.md')!;
    expect(deploy.frontmatter).toMatchObject({ name: 'Deploy', type: 'project', generation: 'older' });
    expect(deploy.sha256).toBe(createHash('sha256').update(await readFile(join(mem, 'deploy.md'))).digest('hex'));
    expect(deploy.size).toBe(deploy.text.length);
    expect(inv.files.find((f) => f.relPath === 'prefs.md')!.frontmatter).toMatchObject({ type: 'user', generation: 'newer' });

    expect(inv.logs.map((l) => [l.relPath, l.date, l.form])).toEqual([
      ['logs/2026/03/05/abc-title.md', '2026-03-05', 'entry'],
      ['logs/2026/03/2026-03-05.md', '2026-03-05', 'day'],
    ]);

    const problems = Object.fromEntries(inv.problems.map((p) => [p.file, p]));
    expect(Object.keys(problems).sort()).toEqual(['binary.md', 'broken-yaml.md', 'huge.md', 'latin1.md', 'leak.md', 'leakdir', 'no-close.md']);
    expect(problems['broken-yaml.md']).toMatchObject({ line: 3 });
    expect(problems['broken-yaml.md']!.reason).toMatch(/malformed YAML/);
    expect(problems['no-close.md']!.reason).toMatch(/no closing ---/);
    expect(problems['latin1.md']!.reason).toMatch(/UTF-8/);
    expect(problems['binary.md']!.reason).toMatch(/binary/);
    expect(problems['huge.md']!.reason).toMatch(/over the 2 MiB limit/);
    expect(problems['leak.md']!.reason).toMatch(/outside the memory dir/);
    expect(problems['leakdir']!.reason).toMatch(/outside the memory dir/);

    expect(await fingerprint(tmp.dir)).toEqual(before);
  });

  it('reports a missing memory dir instead of throwing', async () => {
    const inv = await readMemoryDir(dirOf(join(tmp.dir, 'nope')));
    expect(inv.files).toEqual([]);
    expect(inv.problems[0]?.reason).toMatch(/cannot be read/);
  });
});

describe('readMemoryDir (OpenClaw layout)', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  beforeAll(async () => {
    tmp = await makeTmp();
    await writeTree(tmp.dir, {
      'MEMORY.md': '# index\n',
      '.auto-dream-state.json': '{}',
      'user/prefs.md': '### Likes tests\n**Type:** positive\n',
      'feedback/positive/a.md': '### A\n**Type:** positive\n',
      'feedback/negative/b.md': '### B\n**Type:** negative\n',
      'project/p.md': 'p',
      'reference/r.md': 'r',
      'sessions/s.md': 's',
      '2026-03-01.md': 'daily raw log',
      'misc.md': 'm',
    });
  });
  afterAll(async () => tmp.cleanup());

  it('categorises files by folder and daily files as logs', async () => {
    const inv = await readMemoryDir(dirOf(tmp.dir, 'openclaw'));
    expect(inv.index).not.toBeNull();
    expect(inv.files.map((f) => [f.relPath, f.category])).toEqual([
      ['feedback/negative/b.md', 'feedback-negative'],
      ['feedback/positive/a.md', 'feedback-positive'],
      ['misc.md', 'topic'],
      ['project/p.md', 'project'],
      ['reference/r.md', 'reference'],
      ['sessions/s.md', 'session'],
      ['user/prefs.md', 'user'],
    ]);
    expect(inv.logs.map((l) => [l.relPath, l.date, l.form])).toEqual([['2026-03-01.md', '2026-03-01', 'day']]);
    expect(inv.problems).toEqual([]);
  });
});

describe('readMemoryDir at scale', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  const N = 10_000;
  beforeAll(async () => {
    tmp = await makeTmp();
    await mapLimit(Array.from({ length: 100 }, (_, i) => i), 8, async (d) => {
      const sub = d === 0 ? tmp.dir : join(tmp.dir, `area-${d}`);
      await mkdir(sub, { recursive: true });
      for (let i = 0; i < N / 100; i++) {
        await writeFile(join(sub, `m-${d}-${i}.md`), `---\nname: m-${d}-${i}\ndescription: memory ${i}\ntype: project\n---\nFact ${i} [[m-${d}-${i + 1}]].\n`);
      }
    });
  }, 120_000);
  afterAll(async () => tmp.cleanup());

  it('inventories 10,000 small files', async () => {
    const t0 = performance.now();
    const inv = await readMemoryDir(dirOf(tmp.dir));
    const ms = performance.now() - t0;
    console.log(`inventory of ${N} files: ${ms.toFixed(0)} ms`);
    expect(inv.files).toHaveLength(N);
    expect(inv.problems).toEqual([]);
    expect(inv.files.every((f) => f.frontmatter.type === 'project' && f.frontmatter.links.length === 1)).toBe(true);
  }, 120_000);
});

describe('mapLimit', () => {
  it('keeps order and never exceeds the limit', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimit(Array.from({ length: 50 }, (_, i) => i), 4, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, n % 3));
      inFlight--;
      return n * 2;
    });
    expect(out).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(peak).toBe(4);
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });
});

describe('findMemoryFiles order', () => {
  it('lists the same files in the same (sorted) order on every walk, though folders are read concurrently', async () => {
    const tmp = await makeTmp();
    try {
      const files: Record<string, string> = {};
      // Folders of very different sizes, so concurrent reads finish in varying order.
      for (let f = 0; f < 12; f++) for (let i = 0; i < (f % 3 === 0 ? 120 : 3); i++) files[`t${(f * 7) % 12}/n${i}.md`] = `note ${f} ${i}\n`;
      files['MEMORY.md'] = '';
      await writeTree(tmp.dir, files);
      const dir = dirOf(tmp.dir);
      const walks = await Promise.all(Array.from({ length: 4 }, () => findMemoryFiles(dir)));
      const expected = Object.keys(files).sort();
      for (const w of walks) expect(w.candidates.map((c) => c.relPath)).toEqual(expected);
    } finally {
      await tmp.cleanup();
    }
  });
});
