import { readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { errnoCode, type FileProblem } from '../errors.js';
import { memoryDirId } from '../state.js';
import { expandHome, projectSlug, SLUG_MAX_CHARS, slugLabel } from './claude-paths.js';
import { canonicalGitRoot } from './git-root.js';
import { mapLimit } from './map-limit.js';
import { configuredMemoryDir } from './memory-path.js';
import { openClawDirs } from './openclaw-discover.js';
import type { MemoryDir, MemoryDirKind } from './types.js';
import { readTranscriptCwd } from '../sessions/transcript-cwd.js';

export interface DiscoverInput {
  configHome: string;
  env: NodeJS.ProcessEnv;
  home: string;
  /**
   * The memory-system skill's folder, overriding `skills["memory-system"].memoryDir` of
   * OpenClaw's config (used only if it exists).
   */
  openclawRoot?: string;
  /** Plain folders the person added. */
  extraFolders?: string[];
  platform?: NodeJS.Platform;
}

export interface Discovery {
  dirs: MemoryDir[];
  problems: FileProblem[];
}


/**
 * Every memory dir on this machine: Claude Code's `<config home>/projects/*\/memory` (and the
 * remote memory base's, when set), the dir set by env or settings, OpenClaw's agent workspaces
 * and memory-system skill folder, and the extra folders. One entry per realpath; the first place found names it.
 */
export async function discoverMemoryDirs(input: DiscoverInput): Promise<Discovery> {
  const { configHome, env, home } = input;
  const problems: FileProblem[] = [];
  const found: Array<Omit<MemoryDir, 'id'>> = [];

  const transcriptsRoot = join(configHome, 'projects');
  const bases = [transcriptsRoot];
  if (env.CLAUDE_CODE_REMOTE_MEMORY_DIR) {
    const remote = join(resolve(env.CLAUDE_CODE_REMOTE_MEMORY_DIR), 'projects');
    if (remote !== transcriptsRoot) bases.push(remote);
  }
  for (const base of bases) found.push(...(await claudeProjectDirs(base, transcriptsRoot, home, problems)));

  const configured = await configuredMemoryDir({ configHome, env, home, ...(input.platform && { platform: input.platform }) });
  problems.push(...configured.problems);
  if (configured.dir && (await isDir(configured.dir.path))) {
    found.push({ path: configured.dir.path, kind: 'claude-code', transcriptDir: null, projectRoot: null, label: basename(configured.dir.path) });
  }

  const openclaw = await openClawDirs({ env, home, ...(input.openclawRoot && { skillRoot: resolve(expandHome(input.openclawRoot, home)) }) });
  problems.push(...openclaw.problems);
  found.push(...openclaw.dirs);

  for (const folder of input.extraFolders ?? []) {
    const path = resolve(expandHome(folder, home));
    if (await isDir(path)) found.push({ path, kind: 'folder', transcriptDir: null, projectRoot: null, label: basename(path) });
    else problems.push({ file: path, reason: 'the folder does not exist or is not a folder; it is skipped' });
  }

  const dirs: MemoryDir[] = [];
  const seen = new Set<string>();
  for (const d of found) {
    const real = realpathOrNull(d.path);
    if (!real || seen.has(real)) continue;
    seen.add(real);
    dirs.push({ ...d, path: real, id: memoryDirId(real) });
  }
  return { dirs, problems };
}

/** `<base>/*\/memory` dirs; their transcripts live in `<config home>/projects/<same slug>`. */
async function claudeProjectDirs(base: string, transcriptsRoot: string, home: string, problems: FileProblem[]): Promise<Array<Omit<MemoryDir, 'id'>>> {
  let names: string[];
  try {
    names = (await readdir(base)).sort();
  } catch (e) {
    if (errnoCode(e) !== 'ENOENT') problems.push({ file: base, reason: `cannot be read (${errnoCode(e) ?? String(e)}); its projects are skipped` });
    return [];
  }
  const dirs = await mapLimit(names, 8, async (slug) => {
    const memory = join(base, slug, 'memory');
    if (!(await isDir(memory))) return null;
    const slugDir = join(transcriptsRoot, slug);
    const transcriptDir = (await isDir(slugDir)) ? slugDir : null;
    const { projectRoot, cwd } = transcriptDir ? await projectFromTranscripts(transcriptDir, slug) : { projectRoot: null, cwd: null };
    // A project folder that is gone is still best named by the last part of its recorded cwd.
    const named = projectRoot ?? (cwd && slugMatches(cwd, slug) ? cwd : null);
    const label = named ? basename(named) || named : slugLabel(slug, home);
    return { path: memory, kind: 'claude-code' as MemoryDirKind, transcriptDir, projectRoot, label };
  });
  return dirs.filter((d) => d !== null);
}

/**
 * The project a slug dir belongs to: the `cwd` recorded in its newest transcript, mapped to
 * its canonical git root. projectRoot is null when no transcript names a cwd or the cwd no
 * longer exists; cwd is the recorded one, when any.
 */
export async function projectFromTranscripts(transcriptDir: string, slug: string): Promise<{ projectRoot: string | null; cwd: string | null }> {
  const none = { projectRoot: null, cwd: null };
  let names: string[];
  // Blocking calls: a discovery makes a few tiny ones per project, several times faster without
  // each async call's thread-pool round trip (a status of 80 projects waited on ~1,000 of them).
  try {
    names = readdirSync(transcriptDir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return none;
  }
  const dated = names.map((n) => ({ path: join(transcriptDir, n), mtimeMs: statOrNull(join(transcriptDir, n))?.mtimeMs ?? -1 }));
  dated.sort((a, b) => b.mtimeMs - a.mtimeMs);
  // A few transcripts start with summary lines that carry no cwd: look at up to three.
  for (const t of dated.slice(0, 3)) {
    const cwd = await readTranscriptCwd(t.path);
    if (!cwd) continue;
    const realCwd = realpathOrNull(cwd);
    if (!realCwd) return { projectRoot: null, cwd };
    const gitRoot = await canonicalGitRoot(realCwd);
    // Prefer the candidate whose slug is this dir's name (a subfolder session has its own dir).
    const candidates = [gitRoot, realCwd, cwd].filter((c): c is string => c !== null);
    return { projectRoot: candidates.find((c) => slugMatches(c, slug)) ?? gitRoot ?? realCwd, cwd };
  }
  return none;
}

function slugMatches(path: string, slug: string): boolean {
  const s = projectSlug(path);
  return s === slug || (s.length > SLUG_MAX_CHARS && slug.startsWith(`${s.slice(0, SLUG_MAX_CHARS)}-`));
}

async function isDir(p: string): Promise<boolean> {
  return statOrNull(p)?.isDirectory() ?? false;
}

function statOrNull(p: string): Stats | null {
  try {
    return statSync(p, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

function realpathOrNull(p: string): string | null {
  try {
    return realpathSync.native(p);
  } catch {
    return null;
  }
}
