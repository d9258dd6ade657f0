import { realpath } from 'node:fs/promises';
import { join, normalize, posix, resolve, win32 } from 'node:path';
import { AutodreamError, type FileProblem } from '../errors.js';
import { expandHome, findSlugDir, projectSlug } from './claude-paths.js';
import { canonicalGitRoot } from './git-root.js';
import { readUserSettings, stringSetting } from './user-settings.js';

/**
 * Check a memory dir path the way Claude Code does before using it: absolute, at least 3
 * chars, not a bare drive (`C:`), not UNC (`\\server`, `//server`), no NUL.
 * Returns the normalised path without a trailing separator.
 */
export function validateMemoryPath(p: string, platform: NodeJS.Platform = process.platform): string {
  const bad = (why: string) =>
    new AutodreamError('bad-input', `memory path ${JSON.stringify(p)} ${why}`, { hint: 'Use an absolute path to a folder.' });
  if (p.includes('\0')) throw bad('contains a NUL character');
  if (/^[A-Za-z]:[\\/]?$/.test(p)) throw bad('is a bare drive');
  if (p.length < 3) throw bad('is too short (under 3 characters)');
  if (p.startsWith('\\\\') || p.startsWith('//')) throw bad('is a UNC network path');
  const windows = platform === 'win32';
  const absolute = windows ? /^[A-Za-z]:[\\/]/.test(p) : posix.isAbsolute(p);
  if (!absolute) throw bad('is not absolute');
  const norm = (windows ? win32.normalize(p) : normalize(p)).replace(/[\\/]+$/, '');
  if (norm.length < 3) throw bad('is too short (under 3 characters)');
  return norm;
}

export type MemoryDirSource = 'env-override' | 'setting' | 'default';

export interface MemoryDirForProjectInput {
  configHome: string;
  env: NodeJS.ProcessEnv;
  home: string;
  platform?: NodeJS.Platform;
}

export interface ProjectMemoryPaths {
  /** The memory dir Claude Code uses for this project (it may not exist yet). */
  memoryDir: string;
  /** Which rule chose it. */
  source: MemoryDirSource;
  /** realpath of the project, or the path as given when it does not exist. */
  projectRoot: string;
  /** Canonical git root, or null outside a repo. */
  gitRoot: string | null;
  /** Where this project's transcripts live: `<config home>/projects/<slug(project path)>`. */
  transcriptDir: string;
  /** `<memory base>/projects/<slug(git root ?? project root)>`: the dir holding the default memory dir. */
  gitRootSlugDir: string;
  /** Settings or env values that were set but could not be used (the next rule applied). */
  problems: FileProblem[];
}

/**
 * Claude Code's memory dir for a project, first rule that applies:
 * 1. env CLAUDE_COWORK_MEMORY_PATH_OVERRIDE (taken as is, no `~`);
 * 2. `autoMemoryDirectory` in the user settings (`~/` expanded);
 * 3. `<memory base>/projects/<slug(git root ?? project root)>/memory`,
 *    memory base = $CLAUDE_CODE_REMOTE_MEMORY_DIR, else the config home.
 * An invalid value in rule 1 or 2 is skipped (as Claude Code does) and reported in problems.
 */
export async function memoryDirForProject(projectPath: string, input: MemoryDirForProjectInput): Promise<ProjectMemoryPaths> {
  const { configHome, env } = input;
  const problems: FileProblem[] = [];
  const projectRoot = await realpath(resolve(projectPath)).catch(() => resolve(projectPath));
  const gitRoot = await canonicalGitRoot(projectRoot);

  const projectsDir = join(configHome, 'projects');
  // Claude Code names the transcript dir after the cwd it saw: try the realpath, then the path as given.
  const transcriptDir =
    (await findSlugDir(projectsDir, projectRoot)) ?? (await findSlugDir(projectsDir, resolve(projectPath))) ?? join(projectsDir, projectSlug(projectRoot));
  const memoryBase = env.CLAUDE_CODE_REMOTE_MEMORY_DIR ? resolve(env.CLAUDE_CODE_REMOTE_MEMORY_DIR) : configHome;
  const memoryProjects = join(memoryBase, 'projects');
  const keyPath = gitRoot ?? projectRoot;
  const gitRootSlugDir = (await findSlugDir(memoryProjects, keyPath)) ?? join(memoryProjects, projectSlug(keyPath));
  const base = { projectRoot, gitRoot, transcriptDir, gitRootSlugDir, problems };

  const configured = await configuredMemoryDir(input);
  problems.push(...configured.problems);
  if (configured.dir) return { ...base, memoryDir: configured.dir.path, source: configured.dir.source };

  return { ...base, memoryDir: join(gitRootSlugDir, 'memory'), source: 'default' };
}

export interface ConfiguredMemoryDir {
  /** The dir set by env or settings (rules 1 and 2), or null when the default rule applies. */
  dir: { path: string; source: Exclude<MemoryDirSource, 'default'> } | null;
  problems: FileProblem[];
}

/**
 * Rules 1 and 2 alone (they do not depend on the project): env
 * CLAUDE_COWORK_MEMORY_PATH_OVERRIDE, else the user setting `autoMemoryDirectory`.
 */
export async function configuredMemoryDir(input: MemoryDirForProjectInput): Promise<ConfiguredMemoryDir> {
  const { configHome, env, home } = input;
  const platform = input.platform ?? process.platform;
  const problems: FileProblem[] = [];
  const override = env.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE;
  if (override) {
    const valid = tryValidate(override, platform, 'CLAUDE_COWORK_MEMORY_PATH_OVERRIDE', problems);
    if (valid) return { dir: { path: valid, source: 'env-override' }, problems };
  }
  const settings = await readUserSettings(configHome);
  if (settings.problem) problems.push(settings.problem);
  const setting = stringSetting(settings, 'autoMemoryDirectory');
  if (setting.problem) problems.push(setting.problem);
  if (setting.value) {
    const expanded = expandHomeStrict(setting.value, home);
    if (expanded === null) {
      problems.push({ file: settings.path, reason: `autoMemoryDirectory ${JSON.stringify(setting.value)} points at the home dir or above it; it is ignored` });
    } else {
      const valid = tryValidate(expanded, platform, `${settings.path} autoMemoryDirectory`, problems);
      if (valid) return { dir: { path: valid, source: 'setting' }, problems };
    }
  }
  return { dir: null, problems };
}

/** `~/x` -> `<home>/x`; null for `~`, `~/`, `~/.`, `~/..` which would mean the home dir or its parent. */
function expandHomeStrict(p: string, home: string): string | null {
  if (p === '~' || p.startsWith('~/') || p.startsWith('~\\')) {
    const rest = p.slice(2).replace(/[\\/]+$/, '');
    if (rest === '' || rest === '.' || rest === '..') return null;
    return expandHome(p, home);
  }
  return p;
}

function tryValidate(p: string, platform: NodeJS.Platform, where: string, problems: FileProblem[]): string | null {
  try {
    return validateMemoryPath(p, platform);
  } catch (e) {
    problems.push({ file: where, reason: `${(e as Error).message}; it is ignored` });
    return null;
  }
}

/** Why auto memory is off, or null when it is on (the default). */
export function autoMemoryOffReason(env: NodeJS.ProcessEnv, settings: Record<string, unknown>): string | null {
  if (isTruthy(env.CLAUDE_CODE_DISABLE_AUTO_MEMORY)) return 'CLAUDE_CODE_DISABLE_AUTO_MEMORY is set';
  if (env.CLAUDE_CODE_SIMPLE !== undefined && env.CLAUDE_CODE_SIMPLE !== '') return 'CLAUDE_CODE_SIMPLE is set';
  if (settings.autoMemoryEnabled === false) return 'autoMemoryEnabled is false in settings.json';
  return null;
}

/** Claude Code's auto-memory switch (env and user settings). */
export function autoMemoryEnabled(env: NodeJS.ProcessEnv, settings: Record<string, unknown>): boolean {
  return autoMemoryOffReason(env, settings) === null;
}

function isTruthy(v: string | undefined): boolean {
  return v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase());
}
