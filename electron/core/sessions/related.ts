import { readdirSync, realpathSync, statSync } from 'node:fs';
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
  /** Every transcript dir's cwd and git root, read once for many queries (transcriptDirMap). */
  map?: TranscriptDirMap;
}

/** One transcript dir: where its sessions ran and the git root of that place. */
export interface TranscriptDirInfo {
  dir: string;
  canonical: string;
  /** The cwd recorded in one of its newest transcripts (null: none recorded). */
  cwd: string | null;
  /** Canonical git root of cwd (null: not in a repo, or gone). */
  gitRoot: string | null;
}

/** The transcript dirs under one projects dir, each read once however many memory dirs ask. */
export type TranscriptDirMap = () => Promise<TranscriptDirInfo[]>;

async function canonical(path: string): Promise<string> {
  try {
    return realpathSync.native(path);
  } catch {
    return resolve(path);
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Reads every transcript dir under `projectsDir` (its newest sessions' cwd and that cwd's git
 * root) on the first call, and answers later calls from that: a listing of N projects reads
 * the projects dir once instead of N times.
 */
export function transcriptDirMap(projectsDir: string, opts: Omit<RelatedOptions, 'map'> = {}): TranscriptDirMap {
  let built: Promise<TranscriptDirInfo[]> | null = null;
  return () => (built ??= readTranscriptDirs(projectsDir, opts));
}

async function readTranscriptDirs(projectsDir: string, opts: Omit<RelatedOptions, 'map'>): Promise<TranscriptDirInfo[]> {
  const gitRootOf = opts.gitRootOf ?? canonicalGitRoot;
  let names: string[];
  try {
    // Blocking calls here and below: one listing makes a few small calls per project, each several
    // times faster without the thread-pool round trip of an async call.
    names = readdirSync(projectsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
  const out: TranscriptDirInfo[] = [];
  // Only answers of the real resolver are kept across calls (a caller's own resolver may answer differently).
  const reuse = opts.gitRootOf === undefined;
  for (const name of names.sort()) {
    opts.signal?.throwIfAborted();
    const dir = join(projectsDir, name);
    const mtimeMs = reuse ? mtimeOf(dir) : null;
    const kept = mtimeMs === null ? undefined : known.get(dir);
    if (kept && kept.mtimeMs === mtimeMs && Date.now() - kept.at < KEEP_MS) {
      out.push(kept.info);
      continue;
    }
    const sessions = (await listSessionFiles(dir)).sort((a, b) => b.mtimeMs - a.mtimeMs);
    let cwd: string | null = null;
    for (const s of sessions.slice(0, 3)) {
      cwd = await readTranscriptCwd(s.file);
      if (cwd) break;
    }
    const mapped = cwd ? await gitRootOf(cwd) : null;
    const info = { dir, canonical: await canonical(dir), cwd, gitRoot: mapped === null ? null : await canonical(mapped) };
    if (mtimeMs !== null) known.set(dir, { mtimeMs, at: Date.now(), info });
    out.push(info);
  }
  return out;
}

function mtimeOf(path: string): number | null {
  try {
    return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
  } catch {
    return null;
  }
}

/**
 * Each transcript dir's info while the dir's mtime is unchanged (a new session file changes it),
 * for at most KEEP_MS (a repo made or moved later is seen then): the daemon reads a dir's newest
 * transcripts once, not on every listing.
 */
const known = new Map<string, { mtimeMs: number; at: number; info: TranscriptDirInfo }>();
const KEEP_MS = 5 * 60_000;

/** Other transcript dirs under `projectsDir` whose sessions ran inside `gitRoot`. */
export async function relatedTranscriptDirs(
  projectsDir: string,
  gitRoot: string,
  exclude: string | string[],
  opts: RelatedOptions = {},
): Promise<RelatedTranscriptDir[]> {
  const root = await canonical(gitRoot);
  const excluded = new Set(await Promise.all((Array.isArray(exclude) ? exclude : [exclude]).map(canonical)));
  const infos = await (opts.map ?? transcriptDirMap(projectsDir, opts))();
  const out: RelatedTranscriptDir[] = [];
  for (const d of infos) {
    if (d.cwd === null || excluded.has(d.canonical)) continue;
    const related = d.gitRoot !== null ? d.gitRoot === root : isInside(resolve(d.cwd), root) || isInside(resolve(d.cwd), resolve(gitRoot));
    if (related) out.push({ dir: d.dir, cwd: d.cwd });
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
