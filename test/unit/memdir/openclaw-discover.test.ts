import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statSignature } from '../../../electron/core/api/inventory-cache.js';
import { discoverMemoryDirs } from '../../../electron/core/memdir/discover.js';
import { memoryScope, readMemoryDir } from '../../../electron/core/memdir/inventory.js';
import { openClawPaths, readOpenClawConfig } from '../../../electron/core/memdir/openclaw-config.js';
import { wcLines } from '../../../electron/core/memdir/openclaw-workspace.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';
import { makeOpenClawHome, MAIN_LOGS, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { makeTmp, writeTree } from './tmp.js';

describe('openClawPaths', () => {
  it('follows OPENCLAW_HOME, OPENCLAW_STATE_DIR, OPENCLAW_CONFIG_PATH, OPENCLAW_PROFILE and OPENCLAW_WORKSPACE_DIR', () => {
    expect(openClawPaths({}, '/h')).toEqual({ home: '/h', stateDir: '/h/.openclaw', configPath: '/h/.openclaw/openclaw.json', defaultWorkspace: '/h/.openclaw/workspace' });
    expect(openClawPaths({ OPENCLAW_HOME: '/svc' }, '/h').defaultWorkspace).toBe('/svc/.openclaw/workspace');
    const moved = openClawPaths({ OPENCLAW_STATE_DIR: '~/state', OPENCLAW_CONFIG_PATH: '/etc/oc.json5' }, '/h');
    expect(moved).toMatchObject({ stateDir: '/h/state', configPath: '/etc/oc.json5', defaultWorkspace: '/h/state/workspace' });
    expect(openClawPaths({ OPENCLAW_PROFILE: 'lab' }, '/h').defaultWorkspace).toBe('/h/.openclaw/workspace-lab');
    expect(openClawPaths({ OPENCLAW_PROFILE: 'default' }, '/h').defaultWorkspace).toBe('/h/.openclaw/workspace');
    expect(openClawPaths({ OPENCLAW_WORKSPACE_DIR: '/ws', OPENCLAW_PROFILE: 'lab' }, '/h').defaultWorkspace).toBe('/ws');
    // Blank, "undefined" and "null" count as unset.
    expect(openClawPaths({ OPENCLAW_STATE_DIR: ' ', OPENCLAW_HOME: 'undefined' }, '/h').stateDir).toBe('/h/.openclaw');
  });
});

describe('OpenClaw discovery', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let oc: OpenClawHome;
  beforeEach(async () => {
    tmp = await makeTmp();
    oc = await makeOpenClawHome(tmp.dir);
  });
  afterEach(() => tmp.cleanup());

  const discover = (env: NodeJS.ProcessEnv = {}) => discoverMemoryDirs({ configHome: join(oc.home, '.claude'), env, home: oc.home });

  it('reads the JSON5 config: agents, their workspaces and session stores, the skill and its autoDream', async () => {
    const cfg = await readOpenClawConfig({}, oc.home);
    expect(cfg.loaded).toBe(true);
    expect(cfg.agents.map((a) => [a.id, a.workspaces[0], a.sessionsDir])).toEqual([
      ['main', oc.main, join(oc.stateDir, 'agents', 'main', 'sessions')],
      ['work', oc.work, join(oc.stateDir, 'agents', 'work', 'sessions')],
    ]);
    expect(cfg.skill).toEqual({ memoryDir: oc.skill, autoDream: { enabled: true, minHours: 24, minSessions: 3 } });
  });

  it('finds each workspace with the right kind, and the skill folder separately', async () => {
    const { dirs, problems } = await discover();
    expect(problems).toEqual([]);
    const oc2 = dirs.filter((d) => d.kind.startsWith('openclaw')).map((d) => [d.kind, d.label, d.path]);
    expect(oc2).toEqual([
      ['openclaw-workspace', 'openclaw main', oc.main],
      ['openclaw', 'openclaw main skill', oc.skill],
      ['openclaw-workspace', 'openclaw work', oc.work],
    ]);
    const main = dirs.find((d) => d.path === oc.main)!;
    expect(main.openclaw).toMatchObject({ agentId: 'main', workspace: oc.main, skillDir: oc.skill, autoDream: { minHours: 24, minSessions: 3 } });
    expect(dirs.find((d) => d.path === oc.work)!.openclaw).toMatchObject({ agentId: 'work', skillDir: null });
  });

  it('moves with OPENCLAW_STATE_DIR and OPENCLAW_CONFIG_PATH', async () => {
    const state = join(tmp.dir, 'elsewhere');
    await rename(oc.stateDir, state);
    expect((await discover()).dirs.filter((d) => d.kind.startsWith('openclaw')).map((d) => d.path)).toEqual([]);
    const { dirs } = await discover({ OPENCLAW_STATE_DIR: state });
    // The config still names the skill at ~/.openclaw/workspace/memory, which moved away: only the
    // default workspace (now <state>/workspace) and the work agent are found, and the missing
    // skill folder is said.
    expect(dirs.filter((d) => d.kind.startsWith('openclaw')).map((d) => [d.kind, d.path])).toEqual([
      ['openclaw-workspace', join(state, 'workspace')],
      ['openclaw-workspace', oc.work],
    ]);
    await mkdir(join(tmp.dir, 'cfg'));
    await writeFile(join(tmp.dir, 'cfg', 'oc.json'), '{ agents: { list: [{ id: "solo", workspace: "~/work-ws" }] } }');
    const viaPath = await discover({ OPENCLAW_STATE_DIR: state, OPENCLAW_CONFIG_PATH: join(tmp.dir, 'cfg', 'oc.json') });
    expect(viaPath.dirs.filter((d) => d.kind.startsWith('openclaw')).map((d) => [d.label, d.path])).toEqual([['openclaw', oc.work]]);
  });

  it('reports a broken config by name and still finds the default workspace', async () => {
    await writeFile(join(oc.stateDir, 'openclaw.json'), '{ agents: [ ');
    const { dirs, problems } = await discover();
    expect(problems).toEqual([expect.objectContaining({ file: join(oc.stateDir, 'openclaw.json') })]);
    expect(problems[0]!.reason).toMatch(/cannot be read/);
    expect(dirs.filter((d) => d.kind.startsWith('openclaw')).map((d) => [d.kind, d.path])).toEqual([
      ['openclaw-workspace', oc.main],
      ['openclaw', oc.skill], // the skill's files are there, so its folder counts without config
    ]);
  });

  it('a workspace inventory holds MEMORY.md as content and the daily logs, nothing else of the workspace', async () => {
    const { dirs } = await discover();
    const main = dirs.find((d) => d.path === oc.main)!;
    const inv = await readMemoryDir(main);
    expect(inv.index).toBeNull();
    expect(inv.files.map((f) => [f.relPath, f.category])).toEqual([['MEMORY.md', 'topic']]);
    expect(inv.logs.map((l) => [l.relPath, l.date])).toEqual(Object.keys(MAIN_LOGS).sort().map((p) => [p, p.slice(7, 17)]));
    const skill = await readMemoryDir(dirs.find((d) => d.path === oc.skill)!);
    expect(skill.index?.relPath).toBe('MEMORY.md');
    expect(skill.files.map((f) => [f.relPath, f.category])).toEqual([
      ['feedback/negative/bun.md', 'feedback-negative'],
      ['user/sam.md', 'user'],
    ]);
  });

  it('without the skill, memory/ topic notes count and OpenClaw dreaming reports do not', async () => {
    const tmp2 = await makeTmp();
    try {
      const oc2 = await makeOpenClawHome(tmp2.dir, { skill: false });
      await writeTree(oc2.main, { 'memory/projects/site.md': '- The site runs on Hugo.\n', 'memory/dreaming/deep/2026-11-29.md': '## Deep Sleep\n', 'memory/.dreams/x.md': 'x' });
      const { dirs } = await discoverMemoryDirs({ configHome: join(oc2.home, '.claude'), env: {}, home: oc2.home });
      expect(dirs.some((d) => d.kind === 'openclaw')).toBe(false);
      const main = dirs.find((d) => d.path === oc2.main)!;
      const inv = await readMemoryDir(main);
      expect(inv.files.map((f) => f.relPath)).toEqual(['MEMORY.md', 'memory/projects/site.md']);
      expect(inv.logs).toHaveLength(2);
    } finally {
      await tmp2.cleanup();
    }
  });

  it('the stat signature of a workspace changes with its memory, not with the agent’s other files', async () => {
    const main: Pick<MemoryDir, 'kind' | 'openclaw'> = (await discover()).dirs.find((d) => d.path === oc.main)!;
    const before = await statSignature(oc.main, memoryScope(main));
    await writeFile(join(oc.main, 'notes', 'todo.md'), 'changed, much longer than before\n');
    await writeFile(join(oc.main, 'AGENTS.md'), 'changed, much longer than before\n');
    expect(await statSignature(oc.main, memoryScope(main))).toBe(before);
    await writeFile(join(oc.main, 'MEMORY.md'), '- one\n');
    expect(await statSignature(oc.main, memoryScope(main))).not.toBe(before);
  });

  it('counts lines as wc -l does', () => {
    expect(wcLines('')).toBe(0);
    expect(wcLines('a')).toBe(0);
    expect(wcLines('a\n')).toBe(1);
    expect(wcLines('\n\na\nb')).toBe(3);
  });
});
