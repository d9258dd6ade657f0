import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

/** Maps a session's cwd to its canonical git root (null = not in a repo / gone). */
export type GitRootOf = (cwd: string) => Promise<string | null>;

/**
 * A small default for GitRootOf (memdir has the full resolver): walk up from the realpath to
 * a `.git`; a `.git` file is a worktree or submodule, whose `commondir` leads to the main repo.
 */
export const findGitRoot: GitRootOf = async (cwd) => {
  let dir: string;
  try {
    dir = await realpath(cwd);
  } catch {
    return null;
  }
  for (;;) {
    const dotGit = join(dir, '.git');
    const s = await stat(dotGit).catch(() => null);
    if (s?.isDirectory()) return dir;
    if (s?.isFile()) return (await rootFromGitFile(dir, dotGit)) ?? dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
};

async function rootFromGitFile(dir: string, dotGit: string): Promise<string | null> {
  const text = await readFile(dotGit, 'utf8').catch(() => '');
  const m = /^gitdir:\s*(.+?)\s*$/m.exec(text);
  if (!m) return null;
  const gitDir = isAbsolute(m[1]!) ? m[1]! : resolve(dir, m[1]!);
  const common = (await readFile(join(gitDir, 'commondir'), 'utf8').catch(() => '')).trim();
  if (!common) return null; // a submodule: its own folder is the root
  const commonDir = await realpath(isAbsolute(common) ? common : resolve(gitDir, common)).catch(() => null);
  if (!commonDir) return null;
  // `<repo>/.git` -> `<repo>`; a bare repo's common dir is the repo itself.
  return basename(commonDir) === '.git' ? dirname(commonDir) : commonDir;
}
