import { access, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FileProblem } from '../errors.js';
import { OPENCLAW_FOLDERS, OPENCLAW_STATE_FILE } from './openclaw.js';
import { readOpenClawConfig, SKILL_AUTO_DREAM_DEFAULTS, type OpenClawAgent } from './openclaw-config.js';
import { WORKSPACE_MEMORY_FILE } from './openclaw-workspace.js';
import type { MemoryDir, OpenClawDirInfo } from './types.js';

export interface OpenClawDiscoverInput {
  env: NodeJS.ProcessEnv;
  home: string;
  /** autodream's own setting for the skill's folder (wins over OpenClaw's config). */
  skillRoot?: string;
}

type Found = Omit<MemoryDir, 'id'>;

/**
 * OpenClaw's memory dirs, found as OpenClaw finds them: each configured agent's workspace
 * (`MEMORY.md` + `memory/` daily logs), and the memory-system skill's folder
 * (`skills["memory-system"].memoryDir`, default `<workspace>/memory`) when the skill is
 * configured or its files are there. Only folders that exist are listed.
 */
export async function openClawDirs(input: OpenClawDiscoverInput): Promise<{ dirs: Found[]; problems: FileProblem[] }> {
  const config = await readOpenClawConfig(input.env, input.home);
  const problems = [...config.problems];
  const dirs: Found[] = [];
  const autoDream = config.skill?.autoDream ?? SKILL_AUTO_DREAM_DEFAULTS;
  const explicitSkill = input.skillRoot ?? config.skill?.memoryDir ?? null;
  const many = config.agents.length > 1;
  let skillClaimed = false;
  for (const agent of config.agents) {
    const workspace = await firstDir(agent);
    if (!workspace) continue;
    const label = many ? `openclaw ${agent.id}` : 'openclaw';
    const skillDir = explicitSkill ?? join(workspace, 'memory');
    // The skill serves one folder; with a configured one, the first (default) agent owns it.
    const hasSkill = !skillClaimed && (await isDir(skillDir)) && (explicitSkill !== null || config.skill !== null || (await looksLikeSkill(skillDir)));
    const info: OpenClawDirInfo = { agentId: agent.id, workspace, sessionsDir: agent.sessionsDir, skillDir: hasSkill ? skillDir : null, autoDream };
    if ((await exists(join(workspace, WORKSPACE_MEMORY_FILE))) || (await isDir(join(workspace, 'memory')))) {
      dirs.push({ path: workspace, kind: 'openclaw-workspace', transcriptDir: null, projectRoot: null, label, openclaw: info });
    }
    if (hasSkill) {
      skillClaimed = explicitSkill !== null;
      dirs.push({ path: skillDir, kind: 'openclaw', transcriptDir: null, projectRoot: null, label: `${label} skill`, openclaw: info });
    }
  }
  if (explicitSkill && !skillClaimed) {
    if (await isDir(explicitSkill)) {
      const main = config.agents[0]!;
      dirs.push({ path: explicitSkill, kind: 'openclaw', transcriptDir: null, projectRoot: null, label: 'openclaw skill', openclaw: { agentId: main.id, workspace: main.workspaces[0]!, sessionsDir: main.sessionsDir, skillDir: explicitSkill, autoDream } });
    } else problems.push({ file: explicitSkill, reason: 'the OpenClaw memory-system folder does not exist or is not a folder' });
  }
  return { dirs, problems };
}

/** The skill's folder inside a workspace, relative (`memory`), or null when it lies elsewhere. */
export function skillRelPath(info: OpenClawDirInfo | undefined): string | null {
  if (!info?.skillDir) return null;
  const rel = relative(info.workspace, info.skillDir);
  if (rel.startsWith('..') || rel.startsWith(sep) || /^[a-zA-Z]:/.test(rel)) return null;
  return rel.split(sep).join('/');
}

/** The skill leaves its state file, its index or its category folders behind. */
async function looksLikeSkill(dir: string): Promise<boolean> {
  if (await exists(join(dir, OPENCLAW_STATE_FILE))) return true;
  if (await exists(join(dir, 'MEMORY.md'))) return true;
  for (const folder of Object.values(OPENCLAW_FOLDERS)) if (await isDir(join(dir, folder))) return true;
  return false;
}

async function firstDir(agent: OpenClawAgent): Promise<string | null> {
  for (const w of agent.workspaces) if (await isDir(w)) return w;
  return null;
}

async function isDir(p: string): Promise<boolean> {
  return (await stat(p).catch(() => null))?.isDirectory() ?? false;
}

async function exists(p: string): Promise<boolean> {
  return access(p).then(() => true, () => false);
}
