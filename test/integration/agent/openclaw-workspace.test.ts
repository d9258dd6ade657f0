import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream } from '../../../electron/core/api/autodream.js';
import { openModelPass } from '../../../electron/core/dream/agent/setup.js';
import { DreamReports } from '../../../electron/core/dream/reports.js';
import { runDream, type RunDreamOptions } from '../../../electron/core/dream/run.js';
import { undoDream } from '../../../electron/core/dream/undo.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';
import { DEFAULT_RETRY } from '../../../electron/core/models/retry.js';
import { appSettingsSchema } from '../../../electron/core/settings/app-settings-schema.js';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import { startModelServer, type ModelServer, type ScriptStep } from '../../helpers/model-server.js';
import { hashDailyLogs, makeOpenClawHome, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { makeTmp } from '../../unit/memdir/tmp.js';

/**
 * The agent engine on OpenClaw's own layout: after the rules, a model (the scripted server, real
 * SDK clients) works on the workspace's MEMORY.md. It may change memories only: merge, settle,
 * add bullets; never a heading, a daily log or another file. Logs are hashed before and after.
 */
const KEY = 'sk-ant-api03-TESTKEY-openclaw-9c1d';
const NOW = Date.parse('2026-11-30T12:00:00Z');
const clock = () => NOW;
let server: ModelServer;
let tmp: Awaited<ReturnType<typeof makeTmp>>;
let oc: OpenClawHome;
let dir: MemoryDir;

const MEMORY = `# Long-term memory

## Preferences
- Sam likes the dark theme in the editor.
- Sam likes a dark theme in the editor.

## Work
- The standup is at 9:30 in room 4.
- Deadline for the Q3 report is 2026-12-15.
`;
/** MEMORY.md after the rules ran (they add what the fixture's standup log asked to remember): the model works on this. */
const AFTER_RULES = `${MEMORY}\n## Remembered from daily logs\n\n- The team sync is on Tuesdays. (2026-11-29)\n`;
const LOG = '# 2026-11-29\n\n- Standup: 10:00 from Monday on, room 4 stays booked.\n';

beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  tmp = await makeTmp();
  oc = await makeOpenClawHome(tmp.dir, { skill: false });
  await writeFile(join(oc.main, 'MEMORY.md'), MEMORY);
  await writeFile(join(oc.main, 'memory', '2026-11-29.md'), LOG);
  const engine = await createAutodream({ configHome: join(oc.home, '.claude'), stateDir: join(tmp.dir, 'state'), env: {}, home: oc.home, clock });
  dir = (await engine.registry.list(0)).dirs.find((d) => d.kind === 'openclaw-workspace' && d.path === oc.main)!;
  await engine.close();
  server.requests.length = 0;
});
afterEach(() => tmp.cleanup());

async function options(extra: Partial<RunDreamOptions> = {}): Promise<RunDreamOptions> {
  const s = appSettingsSchema.parse({ engine: 'agent', 'agent.provider': 'anthropic', 'agent.model': 'claude-sonnet-4-6', 'agent.baseUrl': server.anthropicUrl });
  const state = join(tmp.dir, 'state');
  const agent = await openModelPass({ settings: s, stateDir: state, env: { ANTHROPIC_API_KEY: KEY }, clock, tuning: { timeoutMs: 1500, stream: true, retry: { ...DEFAULT_RETRY, baseDelayMs: 10, maxWaitMs: 3000 }, maxTurns: 6 } });
  return { dir, stateDir: state, store: new SnapshotStore(join(state, 'snapshots'), { clock }), clock, lock: { lockDir: join(tmp.dir, 'locks') }, agent, ...extra };
}

const MERGED = `# Long-term memory

## Preferences
- Sam likes the dark theme in the editor.

## Work
- The standup is at 10:00 in room 4 (from 2026-11-30).
- Deadline for the Q3 report is 2026-12-15.

## Remembered from daily logs

- The team sync is on Tuesdays. (2026-11-29)
`;

const GOOD: ScriptStep[] = [
  { toolCalls: [{ name: 'read_memory', input: { file: 'MEMORY.md' } }, { name: 'read_memory', input: { file: 'memory/2026-11-29.md' } }] },
  { toolCalls: [{ name: 'write_memory', input: { file: 'MEMORY.md', content: MERGED, reason: 'the two dark-theme bullets say the same; the 2026-11-29 log moves the standup to 10:00', supersedes: ['The standup is at 9:30 in room 4.'] } }] },
  { toolCalls: [{ name: 'finish', input: { summary: 'Merged the theme preference and moved the standup to 10:00.' } }] },
];

describe('the agent engine in an OpenClaw workspace', () => {
  it('runs its model pass on MEMORY.md: the rewrite applies by: model with its reason, logs stay byte-identical, undo gives the bytes back', async () => {
    const logs = await hashDailyLogs(oc.main);
    server.script(GOOD);
    const r = await runDream(await options());
    expect(r.error).toBeUndefined();
    expect(r.outcome).toBe('applied');
    expect(r.engine).toBe('agent');
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toBe(MERGED);
    const model = r.changes.filter((c) => c.by === 'model');
    expect(model).toHaveLength(1);
    expect(model[0]).toMatchObject({ kind: 'memory-rewritten', files: ['MEMORY.md'], confidence: 'review', model: { provider: 'anthropic', model: 'claude-sonnet-4-6' } });
    expect(model[0]!.reason).toContain('moves the standup to 10:00');
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
    // The model was oriented on the workspace: its prompt and MEMORY.md as the memory, the rules' findings as candidates.
    const first = server.requests[0]!.raw;
    expect(first).toContain('OpenClaw workspace');
    expect(first).toContain("OpenClaw's long-term memory itself, not an index");
    expect(first).toContain('(possible-duplicate) MEMORY.md');
    const report = await new DreamReports(join(tmp.dir, 'state')).get(r.dreamId!);
    expect(report.agent).toMatchObject({ finished: true, refusals: [] });
    await undoDream({ dreamId: r.dreamId!, stateDir: join(tmp.dir, 'state'), store: new SnapshotStore(join(tmp.dir, 'state', 'snapshots'), { clock }) });
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toBe(MEMORY);
  });

  it('refuses every write but a memory edit of MEMORY.md: a log, another file, a heading, a silently dropped bullet, a delete', async () => {
    const logs = await hashDailyLogs(oc.main);
    const agents = await readFile(join(oc.main, 'AGENTS.md'), 'utf8');
    server.script([
      {
        toolCalls: [
          { name: 'write_memory', input: { file: 'memory/2026-11-29.md', content: '# cleaned\n', reason: 'tidy the log' } },
          { name: 'write_memory', input: { file: 'AGENTS.md', content: '# Agents\n', reason: 'keep instructions short' } },
          { name: 'write_memory', input: { file: 'MEMORY.md', content: AFTER_RULES.replace('## Work', '## Job'), reason: 'a better heading' } },
          { name: 'write_memory', input: { file: 'MEMORY.md', content: AFTER_RULES.replace('- Deadline for the Q3 report is 2026-12-15.\n', ''), reason: 'old news' } },
          { name: 'delete_memory', input: { file: 'MEMORY.md', reason: 'start over' } },
        ],
      },
      { toolCalls: [{ name: 'finish', input: { summary: 'Nothing I may change.' } }] },
    ]);
    const r = await runDream(await options());
    expect(r.error).toBeUndefined();
    expect(r.changes.filter((c) => c.by === 'model')).toEqual([]);
    const report = await new DreamReports(join(tmp.dir, 'state')).get(r.dreamId ?? '').catch(() => null);
    const refusals = (report?.agent ?? r.agent)!.refusals;
    expect(refusals.map((x) => x.file)).toEqual(['memory/2026-11-29.md', 'AGENTS.md', 'MEMORY.md', 'MEMORY.md', 'MEMORY.md']);
    expect(refusals[0]!.reason).toMatch(/is not MEMORY\.md/);
    expect(refusals[2]!.reason).toMatch(/heading "## Work"/);
    expect(refusals[3]!.reason).toMatch(/would drop line 9 \("Deadline for the Q3 report is 2026-12-15\."\)/);
    expect(refusals[4]!.reason).toMatch(/cannot be deleted here/);
    // The model saw each refusal as an error result.
    expect(server.requests[1]!.raw).toContain('Refused: AGENTS.md');
    expect(await readFile(join(oc.main, 'AGENTS.md'), 'utf8')).toBe(agents);
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toContain('- Deadline for the Q3 report is 2026-12-15.\n');
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
  });

  it('a rewording that loses a specific is refused by the guard, and nothing is written', async () => {
    server.script([
      { toolCalls: [{ name: 'write_memory', input: { file: 'MEMORY.md', content: AFTER_RULES.replace('- The standup is at 9:30 in room 4.', '- The standup is in the morning in room 4.'), reason: 'simpler' } }] },
      { toolCalls: [{ name: 'finish', input: {} }] },
    ]);
    const r = await runDream(await options());
    expect(r.outcome).toBe('refused');
    expect(r.summary).toMatch(/specifics .* would no longer be stated.*"9" \(MEMORY\.md\), "30" \(MEMORY\.md\)/);
    expect(await readFile(join(oc.main, 'MEMORY.md'), 'utf8')).toBe(MEMORY);
  });
});
