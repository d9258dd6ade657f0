import { readdir, realpath } from 'node:fs/promises';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { canonicalGitRoot } from '../memdir/git-root.js';
import type { GitRootOf } from './git-root.js';
import { countSessionsSince, listSessionFiles, type SessionListOptions } from './session-files.js';
import { readTranscriptCwd } from './transcript-cwd.js';

/**
 * Claude Code files transcripts under the slug of the session's cwd but memory under the slug
 * of the git root, so sessions started in a subfolder or a worktree live in other transcript
 * dirs. These are found by each dir's recorded `cwd`, mapped to its git root.
 */

export interface RelatedTranscriptDir {
  dir: string;
  /** The cwd recorded in its newest transcript. */
  cwd: string;
}

export interface RelatedOptions {
  gitRootOf?: GitRootOf;
  signal?: AbortSignal;
}

async function canonical(path: string): Promise<string> {
  return realpath(path).catch(() => resolve(path));
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Other transcript dirs under `projectsDir` whose sessions ran inside `gitRoot`. */
export async function relatedTranscriptDirs(
  projectsDir: string,
  gitRoot: string,
  exclude: string | string[],
  opts: RelatedOptions = {},
): Promise<RelatedTranscriptDir[]> {
  const gitRootOf = opts.gitRootOf ?? canonicalGitRoot;
  const root = await canonical(gitRoot);
  const excluded = new Set(await Promise.all((Array.isArray(exclude) ? exclude : [exclude]).map(canonical)));
  let names: string[];
  try {
    names = (await readdir(projectsDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
  const out: RelatedTranscriptDir[] = [];
  for (const name of names.sort()) {
    opts.signal?.throwIfAborted();
    const dir = join(projectsDir, name);
    if (excluded.has(await canonical(dir))) continue;
    const sessions = (await listSessionFiles(dir)).sort((a, b) => b.mtimeMs - a.mtimeMs);
    let cwd: string | null = null;
    for (const s of sessions.slice(0, 3)) {
      cwd = await readTranscriptCwd(s.file);
      if (cwd) break;
    }
    if (!cwd) continue;
    const mapped = await gitRootOf(cwd);
    const related = mapped !== null ? (await canonical(mapped)) === root : isInside(resolve(cwd), root) || isInside(resolve(cwd), resolve(gitRoot));
    if (related) out.push({ dir, cwd });
  }
  return out;
}

/** Sessions since `sinceMs` in all related transcript dirs together. */
export async function countRelatedSessionsSince(
  dirs: RelatedTranscriptDir[],
  sinceMs: number,
  opts: SessionListOptions = {},
): Promise<number> {
  let n = 0;
  for (const d of dirs) n += await countSessionsSince(d.dir, sinceMs, opts);
  return n;
}
