import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Claude Code cuts a slug at this many characters and appends a hash. */
export const SLUG_MAX_CHARS = 200;

export interface ConfigHomeInput {
  /** A `--config-dir` flag, when given. */
  configDir?: string | undefined;
  env: NodeJS.ProcessEnv;
  home: string;
}

/** Claude Code's config home: `--config-dir`, else `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
export function resolveConfigHome({ configDir, env, home }: ConfigHomeInput): string {
  if (configDir) return resolve(expandHome(configDir, home));
  if (env.CLAUDE_CONFIG_DIR) return resolve(expandHome(env.CLAUDE_CONFIG_DIR, home));
  return join(home, '.claude');
}

/** `~` or `~/x` (also `~\x`) -> inside home; anything else unchanged. */
export function expandHome(p: string, home: string): string {
  if (p === '~') return home;
  if (p.startsWith('~/') || p.startsWith('~\\')) return join(home, p.slice(2));
  return p;
}

/**
 * Claude Code's directory name for a path: every non-alphanumeric char becomes `-`.
 * Past 200 chars it keeps the first 200 and appends `-<hash>`; the hash function differs
 * between Claude Code builds, so look such dirs up with findSlugDir (prefix match).
 */
export function projectSlug(path: string): string {
  const slug = path.replace(/[^a-zA-Z0-9]/g, '-');
  if (slug.length <= SLUG_MAX_CHARS) return slug;
  return `${slug.slice(0, SLUG_MAX_CHARS)}-${slugHash(path)}`;
}

/** A 32-bit string hash in base 36 (the Node build of Claude Code uses one of this shape). */
function slugHash(s: string): string {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return Math.abs(h).toString(36);
}

/**
 * The existing slug dir of `path` under `projectsDir`, or null: the exact slug, else (for
 * slugs cut at 200 chars) a dir with the same 200-char prefix and any hash. Several
 * candidates: the most recently modified wins.
 */
export async function findSlugDir(projectsDir: string, path: string): Promise<string | null> {
  const slug = projectSlug(path);
  const exact = join(projectsDir, slug);
  if (await isDir(exact)) return exact;
  if (slug.length <= SLUG_MAX_CHARS) return null;
  const prefix = `${slug.slice(0, SLUG_MAX_CHARS)}-`;
  let names: string[];
  try {
    names = await readdir(projectsDir);
  } catch {
    return null;
  }
  let best: { dir: string; mtimeMs: number } | null = null;
  for (const name of names) {
    // The hash part never contains '-', which keeps /a-b/<long> from matching /a/<long>.
    if (!name.startsWith(prefix) || !/^[a-zA-Z0-9]+$/.test(name.slice(prefix.length))) continue;
    const dir = join(projectsDir, name);
    const st = await stat(dir).catch(() => null);
    if (st?.isDirectory() && (!best || st.mtimeMs > best.mtimeMs)) best = { dir, mtimeMs: st.mtimeMs };
  }
  return best?.dir ?? null;
}

/**
 * A short name for a slug dir whose project path is unknown: drop the home-dir prefix
 * (`-Users-foo-my-project` -> `my-project`), keep at most the last 40 chars.
 */
export function slugLabel(slug: string, home: string): string {
  const homeSlug = `${projectSlug(home)}-`;
  let tail = slug.startsWith(homeSlug) && slug.length > homeSlug.length ? slug.slice(homeSlug.length) : slug;
  tail = tail.replace(/^-+/, '');
  if (tail.length > 40) tail = tail.slice(-40).replace(/^-+/, '');
  return tail || slug;
}

async function isDir(p: string): Promise<boolean> {
  const st = await stat(p).catch(() => null);
  return st?.isDirectory() ?? false;
}
