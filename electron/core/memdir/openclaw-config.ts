/**
 * Where OpenClaw keeps its state, its config and each agent's workspace, resolved the way
 * OpenClaw resolves them (docs/openclaw.md has the sources): env `OPENCLAW_HOME`,
 * `OPENCLAW_STATE_DIR`, `OPENCLAW_CONFIG_PATH`, `OPENCLAW_PROFILE`, `OPENCLAW_WORKSPACE_DIR`,
 * and the JSON5 config file `openclaw.json`. Also the memory-system skill's own settings,
 * `skills["memory-system"]`. Reads only; a config that fails to parse is reported, never guessed.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errnoCode, type FileProblem } from '../errors.js';

export interface OpenClawPaths {
  /** `$OPENCLAW_HOME`, else the user's home. */
  home: string;
  /** `$OPENCLAW_STATE_DIR`, else `<home>/.openclaw`. */
  stateDir: string;
  /** `$OPENCLAW_CONFIG_PATH`, else `<state dir>/openclaw.json`. */
  configPath: string;
  /** The default agent's workspace when the config names none. */
  defaultWorkspace: string;
}

/** A blank value, `undefined` or `null` counts as unset (as in OpenClaw). */
function envValue(env: NodeJS.ProcessEnv, name: string): string | null {
  const v = env[name]?.trim();
  return v && v !== 'undefined' && v !== 'null' ? v : null;
}

/** `~` and `~/x` inside `home`; anything else made absolute. */
export function resolveUserPath(p: string, home: string): string {
  const t = p.trim();
  if (t === '~') return home;
  if (t.startsWith('~/') || t.startsWith('~\\')) return join(home, t.slice(2));
  return resolve(t);
}

export function openClawPaths(env: NodeJS.ProcessEnv, osHome: string): OpenClawPaths {
  const homeEnv = envValue(env, 'OPENCLAW_HOME');
  const home = homeEnv ? resolveUserPath(homeEnv, osHome) : osHome;
  const stateEnv = envValue(env, 'OPENCLAW_STATE_DIR');
  const stateDir = stateEnv ? resolveUserPath(stateEnv, home) : join(home, '.openclaw');
  const configEnv = envValue(env, 'OPENCLAW_CONFIG_PATH');
  const configPath = configEnv ? resolveUserPath(configEnv, home) : join(stateDir, 'openclaw.json');
  const workspaceEnv = envValue(env, 'OPENCLAW_WORKSPACE_DIR');
  const profile = envValue(env, 'OPENCLAW_PROFILE');
  let defaultWorkspace: string;
  if (workspaceEnv) defaultWorkspace = resolveUserPath(workspaceEnv, home);
  else if (profile && profile.toLowerCase() !== 'default') defaultWorkspace = join(home, '.openclaw', `workspace-${profile}`);
  else if (stateEnv) defaultWorkspace = join(stateDir, 'workspace');
  else defaultWorkspace = join(home, '.openclaw', 'workspace');
  return { home, stateDir, configPath, defaultWorkspace };
}

/** The memory-system skill's `autoDream` block, with the skill's defaults. */
export interface SkillAutoDream {
  enabled: boolean;
  minHours: number;
  minSessions: number;
}

export const SKILL_AUTO_DREAM_DEFAULTS: SkillAutoDream = { enabled: true, minHours: 24, minSessions: 3 };

export interface OpenClawAgent {
  /** Normalised (lowercase) agent id; `main` when the config lists none. */
  id: string;
  /** Candidate workspaces, first existing one wins (OpenClaw's rule changed between versions). */
  workspaces: string[];
  /** `<state dir>/agents/<id>/sessions`: its session store and transcripts. */
  sessionsDir: string;
}

export interface OpenClawConfig {
  paths: OpenClawPaths;
  /** Whether the config file exists and parsed. */
  loaded: boolean;
  agents: OpenClawAgent[];
  /** `skills["memory-system"]`, when configured. */
  skill: { memoryDir: string | null; autoDream: SkillAutoDream } | null;
  problems: FileProblem[];
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Read and interpret `openclaw.json`; a missing file means defaults, a broken one a problem. */
export async function readOpenClawConfig(env: NodeJS.ProcessEnv, osHome: string): Promise<OpenClawConfig> {
  const paths = openClawPaths(env, osHome);
  const problems: FileProblem[] = [];
  let raw: Json = {};
  let loaded = false;
  try {
    const text = await readFile(paths.configPath, 'utf8');
    // The JSON5 parser loads only when there is a config to read (most homes have no OpenClaw).
    const { default: JSON5 } = await import('json5');
    const parsed: unknown = JSON5.parse(text);
    if (isObj(parsed)) {
      raw = parsed;
      loaded = true;
    } else problems.push({ file: paths.configPath, reason: 'OpenClaw config is not a JSON object; its agents and skill settings are ignored' });
  } catch (e) {
    const code = errnoCode(e);
    if (code !== 'ENOENT') {
      const why = code ?? (e instanceof Error ? e.message : String(e));
      problems.push({ file: paths.configPath, reason: `OpenClaw config cannot be read (${why}); default workspace and skill settings are used` });
    }
  }
  // The skill expands `~` in its memoryDir with the OS home ($HOME), not OPENCLAW_HOME.
  return { paths, loaded, agents: agentsOf(raw, paths), skill: skillOf(raw, osHome), problems };
}

function agentsOf(cfg: Json, paths: OpenClawPaths): OpenClawAgent[] {
  const agents = isObj(cfg.agents) ? cfg.agents : {};
  const defaults = isObj(agents.defaults) ? agents.defaults : {};
  const baseWorkspace = str(defaults.workspace);
  const defaultWorkspace = baseWorkspace ? resolveUserPath(baseWorkspace, paths.home) : paths.defaultWorkspace;
  // Two config shapes: `agents.list: [{id, workspace, default}]` and `agents.entries: {id: {workspace}}`.
  const listed: Array<{ id: string; workspace: string | null; isDefault: boolean }> = [];
  if (Array.isArray(agents.list)) {
    for (const a of agents.list) if (isObj(a) && str(a.id)) listed.push({ id: str(a.id)!.toLowerCase(), workspace: str(a.workspace), isDefault: a.default === true });
  }
  if (isObj(agents.entries)) {
    for (const [id, a] of Object.entries(agents.entries)) {
      if (isObj(a) && !listed.some((l) => l.id === id.toLowerCase())) listed.push({ id: id.toLowerCase(), workspace: str(a.workspace), isDefault: a.default === true });
    }
  }
  const sessionsDir = (id: string) => join(paths.stateDir, 'agents', id, 'sessions');
  if (listed.length === 0) return [{ id: 'main', workspaces: [defaultWorkspace], sessionsDir: sessionsDir('main') }];
  const defaultId = (listed.find((l) => l.isDefault) ?? listed[0])!.id;
  return listed.map((l) => {
    const own = l.workspace ? [resolveUserPath(l.workspace, paths.home)] : [];
    const fallbacks =
      l.id === defaultId || listed.length === 1
        ? [defaultWorkspace]
        : [...(baseWorkspace ? [join(defaultWorkspace, l.id)] : []), join(paths.stateDir, `workspace-${l.id}`), join(paths.home, '.openclaw', `workspace-${l.id}`)];
    return { id: l.id, workspaces: [...new Set([...own, ...(own.length ? [] : fallbacks)])], sessionsDir: sessionsDir(l.id) };
  });
}

function skillOf(cfg: Json, home: string): OpenClawConfig['skill'] {
  const skills = isObj(cfg.skills) ? cfg.skills : {};
  const entries = isObj(skills.entries) ? skills.entries : {};
  const direct = skills['memory-system'] ?? entries['memory-system'];
  if (!isObj(direct)) return null;
  // OpenClaw's skills.entries keep a skill's own settings under `config`; the skill's README puts them at the top.
  const s = isObj(direct.config) ? { ...direct.config, ...direct } : direct;
  const ad = isObj(s.autoDream) ? s.autoDream : {};
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : d);
  const memoryDir = str(s.memoryDir);
  return {
    memoryDir: memoryDir ? resolveUserPath(memoryDir, home) : null,
    autoDream: {
      enabled: typeof ad.enabled === 'boolean' ? ad.enabled : SKILL_AUTO_DREAM_DEFAULTS.enabled,
      minHours: num(ad.minHours, SKILL_AUTO_DREAM_DEFAULTS.minHours),
      minSessions: Math.round(num(ad.minSessions, SKILL_AUTO_DREAM_DEFAULTS.minSessions)),
    },
  };
}
