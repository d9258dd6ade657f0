import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalGitRoot } from '../../../electron/core/memdir/git-root.js';
import { git, makeTmp } from './tmp.js';

describe('canonicalGitRoot', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let repo: string;
  beforeAll(async () => {
    tmp = await makeTmp();
    repo = join(tmp.dir, 'repo');
    await mkdir(join(repo, 'src', 'deep'), { recursive: true });
    git(tmp.dir, 'init', '-q', repo);
    git(repo, 'commit', '-q', '--allow-empty', '-m', 'init');
  });
  afterAll(async () => tmp.cleanup());

  it('is the repo root from the root and from subfolders', async () => {
    expect(await canonicalGitRoot(repo)).toBe(repo);
    expect(await canonicalGitRoot(join(repo, 'src', 'deep'))).toBe(repo);
  });

  it('maps a linked worktree (and its subfolders) to the main repo', async () => {
    const wt = join(tmp.dir, 'wt-feature');
    git(repo, 'worktree', 'add', '-q', '-b', 'feature', wt);
    await mkdir(join(wt, 'sub'), { recursive: true });
    expect(await canonicalGitRoot(wt)).toBe(repo);
    expect(await canonicalGitRoot(join(wt, 'sub'))).toBe(repo);
  });

  it('follows a symlink to the realpath first', async () => {
    const link = join(tmp.dir, 'link-to-deep');
    await symlink(join(repo, 'src', 'deep'), link);
    expect(await canonicalGitRoot(link)).toBe(repo);
  });

  it('uses the bare repo itself for a worktree of a bare repo', async () => {
    const bare = join(tmp.dir, 'bare.git');
    git(tmp.dir, 'clone', '-q', '--bare', repo, bare);
    const wt = join(tmp.dir, 'bare-wt');
    git(bare, 'worktree', 'add', '-q', wt, 'main');
    expect(await canonicalGitRoot(wt)).toBe(bare);
  });

  it('keeps a submodule-style .git file without commondir as its own root', async () => {
    const sub = join(tmp.dir, 'subm');
    const modules = join(tmp.dir, 'modules-sub');
    await mkdir(join(sub, 'x'), { recursive: true });
    await mkdir(modules);
    await writeFile(join(sub, '.git'), `gitdir: ../modules-sub\n`);
    expect(await canonicalGitRoot(join(sub, 'x'))).toBe(sub);
  });

  it('is null outside a repo and for a missing path', async () => {
    const plain = join(tmp.dir, 'plain');
    await mkdir(plain);
    // tmp.dir itself must not be inside a repo for this to mean anything.
    expect(await canonicalGitRoot(tmp.dir)).toBeNull();
    expect(await canonicalGitRoot(plain)).toBeNull();
    expect(await canonicalGitRoot(join(tmp.dir, 'nope'))).toBeNull();
  });

  it('stays the worktree root when the main repo moved away (commondir dangling)', async () => {
    const r2 = join(tmp.dir, 'r2');
    git(tmp.dir, 'init', '-q', r2);
    git(r2, 'commit', '-q', '--allow-empty', '-m', 'init');
    const wt2 = join(tmp.dir, 'wt2');
    git(r2, 'worktree', 'add', '-q', '-b', 'b2', wt2);
    await rename(r2, join(tmp.dir, 'r2-moved'));
    expect(await canonicalGitRoot(wt2)).toBe(wt2);
  });
});
