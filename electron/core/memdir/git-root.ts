import { readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * The canonical git root of a path, as Claude Code uses it for the memory dir: the realpath,
 * walked up to the first `.git` (dir or file). A `.git` file (`gitdir: ...`) is a worktree or
 * submodule: a worktree's `<gitdir>/commondir` leads to the main repo, so all worktrees and
 * subfolders of one repo share one root. When the common dir is a bare repo, the bare repo
 * itself is the root. Null when the path does not exist or is not in a repo.
 * Blocking calls: a few tiny stats per level, asked once per project of a listing, are several
 * times faster without the thread-pool round trip of each async call.
 */
export async function canonicalGitRoot(path: string): Promise<string | null> {
  let dir: string;
  try {
    dir = realpathSync.native(path);
    if (!statSync(dir).isDirectory()) dir = dirname(dir);
  } catch {
    return null;
  }
  for (;;) {
    const found = rootAt(dir);
    if (found !== undefined) return found;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The root if `dir` holds a `.git`, null if it holds a broken one, undefined to keep walking. */
function rootAt(dir: string): string | null | undefined {
  const dotGit = join(dir, '.git');
  const st = orNull(() => statSync(dotGit));
  if (!st) return undefined;
  if (st.isDirectory()) return dir;
  if (!st.isFile()) return undefined;
  const gitDir = readGitDirPointer(dotGit);
  // A `.git` file we cannot follow still marks this dir as the repo's top.
  if (!gitDir) return dir;
  const commonDir = readCommonDir(gitDir);
  if (!commonDir) return dir; // a submodule (no commondir): its own repo
  const common = orNull(() => realpathSync.native(commonDir));
  if (!common) return dir;
  return basename(common) === '.git' ? dirname(common) : common;
}

function readGitDirPointer(dotGitFile: string): string | null {
  const text = orNull(() => readFileSync(dotGitFile, 'utf8'));
  const m = text && /^gitdir:\s*(.+?)\s*$/m.exec(text);
  if (!m?.[1]) return null;
  return isAbsolute(m[1]) ? m[1] : resolve(dirname(dotGitFile), m[1]);
}

function readCommonDir(gitDir: string): string | null {
  const text = orNull(() => readFileSync(join(gitDir, 'commondir'), 'utf8'));
  const rel = text?.trim();
  if (!rel) return null;
  return isAbsolute(rel) ? rel : resolve(gitDir, rel);
}

function orNull<T extends string | Stats>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
