import { mkdir, mkdtemp, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  countRelatedSessionsSince,
  readTranscriptCwd,
  relatedTranscriptDirs,
} from '../../../electron/core/sessions/index.js';
import { transcriptDirMap } from '../../../electron/core/sessions/related.js';
import { userLine } from './make-transcript.js';
import { canonicalGitRoot } from '../../../electron/core/memdir/git-root.js';

let root: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'ad-rel-')));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const slug = (p: string) => p.replace(/[^a-zA-Z0-9]/g, '-');
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

async function session(projectsDir: string, cwd: string, lines?: string[], mtimeSec?: number): Promise<string> {
  const dir = join(projectsDir, slug(cwd));
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${uuid()}.jsonl`);
  await writeFile(file, (lines ?? [JSON.stringify({ type: 'summary', summary: 'x' }), userLine('hi', { cwd })]).join('\n') + '\n');
  if (mtimeSec !== undefined) await utimes(file, mtimeSec, mtimeSec);
  return file;
}

describe('readTranscriptCwd', () => {
  it('reads cwd from the first lines, skipping lines without it', async () => {
    const f = await session(join(root, 'p'), '/work/repo/sub');
    expect(await readTranscriptCwd(f)).toBe('/work/repo/sub');
  });

  it('finds cwd in a first line longer than the 64 KB probe', async () => {
    const f = join(root, 'long.jsonl');
    await writeFile(f, `{"cwd":"/a \\"q\\"","type":"user","message":{"role":"user","content":"${'x'.repeat(100_000)}"}}\n`);
    expect(await readTranscriptCwd(f)).toBe('/a "q"');
  });

  it('null when there is none, or no file', async () => {
    const f = join(root, 'none.jsonl');
    await writeFile(f, '{"type":"summary"}\n');
    expect(await readTranscriptCwd(f)).toBeNull();
    expect(await readTranscriptCwd(join(root, 'missing.jsonl'))).toBeNull();
  });

  it('reads no further than the probe', async () => {
    const f = join(root, 'late.jsonl');
    await writeFile(f, `${JSON.stringify({ type: 'summary', s: 'y'.repeat(70_000) })}\n${userLine('hi', { cwd: '/late' })}\n`);
    expect(await readTranscriptCwd(f)).toBeNull();
  });
});

describe('the default git root (memdir canonicalGitRoot)', () => {
  it('walks up to .git; a worktree leads to its main repo; a submodule is its own root', async () => {
    const repo = join(root, 'repo');
    await mkdir(join(repo, '.git', 'worktrees', 'feat'), { recursive: true });
    await mkdir(join(repo, 'src', 'deep'), { recursive: true });
    expect(await canonicalGitRoot(join(repo, 'src', 'deep'))).toBe(repo);

    const wt = join(root, 'repo-feat');
    await mkdir(join(wt, 'pkg'), { recursive: true });
    await writeFile(join(wt, '.git'), `gitdir: ${join(repo, '.git', 'worktrees', 'feat')}\n`);
    await writeFile(join(repo, '.git', 'worktrees', 'feat', 'commondir'), '../..\n');
    expect(await canonicalGitRoot(join(wt, 'pkg'))).toBe(repo);

    const sub = join(repo, 'vendor', 'lib');
    await mkdir(join(repo, '.git', 'modules', 'lib'), { recursive: true });
    await mkdir(sub, { recursive: true });
    await writeFile(join(sub, '.git'), 'gitdir: ../../.git/modules/lib\n');
    expect(await canonicalGitRoot(sub)).toBe(sub);

    expect(await canonicalGitRoot(join(root, 'nowhere'))).toBeNull();
  });
});

describe('relatedTranscriptDirs', () => {
  it('finds subfolder and worktree sessions of the same git root (injected mapping)', async () => {
    const projects = join(root, 'projects');
    await session(projects, '/work/repo');
    await session(projects, '/work/repo/packages/api');
    await session(projects, '/work/repo-wt/feature');
    await session(projects, '/work/other');
    await session(projects, '/work/repo-gone/sub'); // cwd gone, not inside the root
    const map: Record<string, string | null> = {
      '/work/repo/packages/api': '/work/repo',
      '/work/repo-wt/feature': '/work/repo',
      '/work/other': '/work/other',
      '/work/repo-gone/sub': null,
    };
    const related = await relatedTranscriptDirs(projects, '/work/repo', join(projects, slug('/work/repo')), {
      gitRootOf: async (cwd) => map[cwd] ?? null,
    });
    expect(related.map((r) => r.cwd).sort()).toEqual(['/work/repo-wt/feature', '/work/repo/packages/api']);
  });

  it('with the default mapping: real folders, and a deleted subfolder still counts by path', async () => {
    const repo = join(root, 'repo');
    await mkdir(join(repo, '.git'), { recursive: true });
    await mkdir(join(repo, 'web'), { recursive: true });
    const projects = join(root, 'projects');
    await session(projects, repo);
    await session(projects, join(repo, 'web'), undefined, 2_000_000_000);
    await session(projects, join(repo, 'web'), undefined, 1_000_000_000);
    await session(projects, join(repo, 'deleted-dir'));
    await session(projects, join(root, 'elsewhere'));
    const related = await relatedTranscriptDirs(projects, repo, join(projects, slug(repo)));
    expect(related.map((r) => r.cwd).sort()).toEqual([join(repo, 'deleted-dir'), join(repo, 'web')]);
    expect(await countRelatedSessionsSince(related, 1_500_000_000_000)).toBe(2);
    expect(await countRelatedSessionsSince(related, 0)).toBe(3);
  });

  it('a missing projects dir has none', async () => {
    expect(await relatedTranscriptDirs(join(root, 'nope'), '/x', [])).toEqual([]);
  });
});

describe('transcriptDirMap across listings', () => {
  it('reuses a transcript dir read by an earlier listing while the dir has no new session file', async () => {
    const projects = join(root, 'projects');
    const repo = join(root, 'repo');
    await mkdir(join(repo, 'sub'), { recursive: true });
    const first = await session(projects, join(repo, 'sub'));
    const dirOf = (map: Awaited<ReturnType<ReturnType<typeof transcriptDirMap>>>) => map.find((d) => d.dir === join(projects, slug(join(repo, 'sub'))));
    expect(dirOf(await transcriptDirMap(projects)())?.cwd).toBe(join(repo, 'sub'));
    // Rewritten in place (the dir itself unchanged): the next listing does not read it again.
    await writeFile(first, `${userLine('hi', { cwd: '/elsewhere' })}\n`);
    expect(dirOf(await transcriptDirMap(projects)())?.cwd).toBe(join(repo, 'sub'));
    // A new session in the dir changes its mtime: read again.
    await new Promise((r) => setTimeout(r, 20));
    await session(projects, join(repo, 'sub'), [userLine('hi', { cwd: '/elsewhere' })]);
    expect(dirOf(await transcriptDirMap(projects)())?.cwd).toBe('/elsewhere');
  });
});
