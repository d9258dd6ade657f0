import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeTree } from '../unit/memdir/tmp.js';

/**
 * A home with a real-looking OpenClaw install: `~/.openclaw/openclaw.json` (JSON5, with
 * comments) naming two agents and the memory-system skill; the main agent's workspace in
 * English with both layouts (OpenClaw's MEMORY.md + daily logs, and the skill's folder with
 * its state file and entry-format files), the second agent's workspace in Chinese with
 * OpenClaw's layout only. Agent files (AGENTS.md, SOUL.md, notes/) are not memory.
 */
export interface OpenClawHome {
  home: string;
  stateDir: string;
  main: string;
  work: string;
  skill: string;
}

export const MAIN_MEMORY_MD = `# Long-term memory

## Preferences
- Sam prefers short answers.
- Sam's blog lives at blog.example.com.
- Sam prefers short answers.

## Projects
### Newsletter
The newsletter goes out on Substack every Friday.

- Deadline for the Q3 report is 2026-12-15.
`;

export const WORK_MEMORY_MD = `# 长期记忆

## 偏好
- 用户喜欢简洁的回答。
- 周报每周五发送。

## 项目
- 发布日期定在 2026-12-20。
`;

export const MAIN_LOGS: Record<string, string> = {
  'memory/2026-11-28.md': '# 2026-11-28\n\n- Talked about the Q3 report.\n- Sam moved the blog to sam.dev.\n',
  'memory/2026-11-29-standup.md': '# Standup\n\n- Sam asked me to remember that the team sync is on Tuesdays.\n',
};

export const WORK_LOGS: Record<string, string> = {
  'memory/2026-11-29.md': '# 2026-11-29\n\n- 周报改到每周四发送。\n- 今天讨论了发布计划。\n',
};

export const SKILL_STATE = { lastConsolidatedAt: 1_700_000_000_000, lastConsolidatedSessions: 1 };

export async function makeOpenClawHome(root: string, opts: { skill?: boolean } = {}): Promise<OpenClawHome> {
  const home = join(root, 'home');
  const stateDir = join(home, '.openclaw');
  const main = join(stateDir, 'workspace');
  const work = join(home, 'work-ws');
  const skill = join(main, 'memory');
  const withSkill = opts.skill ?? true;
  await writeTree(stateDir, {
    'openclaw.json': `// OpenClaw config (JSON5)
{
  agents: {
    defaults: { model: 'gpt-5' },
    list: [
      { id: 'main', default: true },
      { id: 'work', workspace: '~/work-ws' }, // the second agent
    ],
  },
  ${withSkill ? `skills: {
    'memory-system': {
      memoryDir: '~/.openclaw/workspace/memory',
      autoDream: { enabled: true, minHours: 24, minSessions: 3 },
    },
  },` : ''}
}
`,
  });
  await writeTree(main, {
    'MEMORY.md': MAIN_MEMORY_MD,
    ...MAIN_LOGS,
    'AGENTS.md': '# Agents\nOperating instructions.\n',
    'SOUL.md': '# Soul\n',
    'notes/todo.md': '- not memory\n',
  });
  if (withSkill) {
    await writeTree(skill, {
      'MEMORY.md': '# Memory index\n- [Use bun](feedback/negative/bun.md) — package manager\n',
      'feedback/negative/bun.md': '### Use bun, not npm\n**Type:** negative\n**Why:** npm broke the lockfile\n**How to apply:** run bun install\n**Date:** 2026-11-01\n',
      'user/sam.md': '### Sam\nSam is a backend engineer.\n**Date:** 2026-10-01\n',
      '.auto-dream-state.json': JSON.stringify(SKILL_STATE, null, 2),
      'sessions/2026-11-20.json': '{}',
      'sessions/2026-11-21.json': '{}',
    });
  }
  await writeTree(work, { 'MEMORY.md': WORK_MEMORY_MD, ...WORK_LOGS, 'SOUL.md': '# 灵魂\n' });
  return { home, stateDir, main, work, skill };
}

/** sha256 of every daily log under `<workspace>/memory` (path -> hash), to prove they never change. */
export async function hashDailyLogs(workspace: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (rel: string): Promise<void> => {
    for (const e of await readdir(join(workspace, rel), { withFileTypes: true }).catch(() => [])) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory() && !e.name.startsWith('.')) await walk(r);
      else if (/^\d{4}-\d{2}-\d{2}(?:-[^/]+)?\.md$/.test(e.name)) out.set(r, createHash('sha256').update(await readFile(join(workspace, r))).digest('hex'));
    }
  };
  await walk('memory');
  return out;
}
