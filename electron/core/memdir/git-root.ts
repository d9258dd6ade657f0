import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * The canonical git root of a path, as Claude Code uses it for the memory dir: the realpath,
 * walked up to the first `.git` (dir or file). A `.git` file (`gitdir: ...`) is a worktree or
 * submodule: a worktree's `<gitdir>/commondir` leads to the main repo, so all worktrees and
 * subfolders of one repo share one root. When the common dir is a bare repo, the bare repo
 * itself is the root. Null when the path does not exist or is not in a repo.
 */
export async function canonicalGitRoot(path: string): Promise<string | null> {
  let dir: string;
  try {
    dir = await realpath(path);
    if (!(await stat(dir)).isDirectory()) dir = dirname(dir);
  } catch {
    return null;
  }
  for (;;) {
    const found = await rootAt(dir);
    if (found !== undefined) return found;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The root if `dir` holds a `.git`, null if it holds a broken one, undefined to keep walking. */
async function rootAt(dir: string): Promise<string | null | undefined> {
  const dotGit = join(dir, '.git');
  const st = await stat(dotGit).catch(() => null);
  if (!st) return undefined;
  if (st.isDirectory()) return dir;
  if (!st.isFile()) return undefined;
  const gitDir = await readGitDirPointer(dotGit);
  // A `.git` file we cannot follow still marks this dir as the repo's top.
  if (!gitDir) return dir;
  const commonDir = await readCommonDir(gitDir);
  if (!commonDir) return dir; // a submodule (no commondir): its own repo
  const common = await realpath(commonDir).catch(() => null);
  if (!common) return dir;
  return basename(common) === '.git' ? dirname(common) : common;
}

async function readGitDirPointer(dotGitFile: string): Promise<string | null> {
  const text = await readFile(dotGitFile, 'utf8').catch(() => null);
  const m = text && /^gitdir:\s*(.+?)\s*$/m.exec(text);
  if (!m?.[1]) return null;
  return isAbsolute(m[1]) ? m[1] : resolve(dirname(dotGitFile), m[1]);
}

async function readCommonDir(gitDir: string): Promise<string | null> {
  const text = await readFile(join(gitDir, 'commondir'), 'utf8').catch(() => null);
  const rel = text?.trim();
  if (!rel) return null;
  return isAbsolute(rel) ? rel : resolve(gitDir, rel);
}
