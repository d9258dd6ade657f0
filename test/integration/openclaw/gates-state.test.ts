import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAutodream, type Autodream } from '../../../electron/core/api/autodream.js';
import type { MemoryDirStatus } from '../../../electron/core/api/contract.js';
import { hashDailyLogs, makeOpenClawHome, MAIN_MEMORY_MD, SKILL_STATE, WORK_MEMORY_MD, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { makeTmp } from '../../unit/memdir/tmp.js';

let tmp: Awaited<ReturnType<typeof makeTmp>>;
let oc: OpenClawHome;
let engine: Autodream;
const NOW = Date.parse('2026-11-30T12:00:00Z');

beforeEach(async () => {
  tmp = await makeTmp();
  oc = await makeOpenClawHome(tmp.dir);
  engine = await createAutodream({ configHome: join(oc.home, '.claude'), stateDir: join(tmp.dir, 'state'), env: { AUTODREAM_LOCK_DIR: join(tmp.dir, 'locks') }, home: oc.home, clock: () => NOW });
});
afterEach(async () => {
  await engine.close();
  await tmp.cleanup();
});

async function statuses(): Promise<MemoryDirStatus[]> {
  engine.registry.invalidate(); // discovery (and with it OpenClaw's config) is otherwise reused for 2 s
  return (await engine.call('memoryDirs.list', {})).memoryDirs.filter((d) => d.kind.startsWith('openclaw'));
}

const wcl = (s: string) => s.split('\n').length - 1;

describe('OpenClaw dirs in status', () => {
  it('shows both layouts with their kind, file counts and MEMORY.md lines as wc -l counts them', async () => {
    const s = await statuses();
    expect(s.map((d) => [d.kind, d.label, d.files, d.indexLines])).toEqual([
      ['openclaw-workspace', 'openclaw main', 1, wcl(MAIN_MEMORY_MD)],
      ['openclaw', 'openclaw main skill', 2, 2],
      ['openclaw-workspace', 'openclaw work', 1, wcl(WORK_MEMORY_MD)],
    ]);
  });

  it('gates come from the skill: its autoDream, its state file and its session count', async () => {
    const skill = (await statuses()).find((d) => d.kind === 'openclaw')!;
    expect(skill.lastConsolidatedAt).toBe(new Date(SKILL_STATE.lastConsolidatedAt).toISOString());
    expect(skill.minSessions).toBe(3);
    // two session files, one already counted at the last dream: 1 of 3.
    expect(skill.sessionsSince).toBe(1);
    expect(skill.due).toBe(false);
    expect(skill.gates.find((g) => g.gate === 'sessions')).toMatchObject({ pass: false, detail: '1 of 3 sessions since last dream' });
    expect(skill.lock).toMatchObject({ held: false, pid: null, state: 'free' });

    // The skill's own settings move the gate.
    const cfg = await readFile(join(oc.stateDir, 'openclaw.json'), 'utf8');
    await writeFile(join(oc.stateDir, 'openclaw.json'), cfg.replace('minSessions: 3', 'minSessions: 1'));
    expect((await statuses()).find((d) => d.kind === 'openclaw')!.due).toBe(true);
    await writeFile(join(oc.stateDir, 'openclaw.json'), cfg.replace('enabled: true', 'enabled: false'));
    const off = (await statuses()).find((d) => d.kind === 'openclaw')!;
    expect(off.due).toBe(false);
    expect(off.gates[0]).toMatchObject({ gate: 'enabled', pass: false });
    expect(off.gates[0]!.detail).toMatch(/autoDream\.enabled is false/);
  });

  it('a workspace counts sessions from OpenClaw\'s session store, never a Claude Code lock', async () => {
    const sessions = join(oc.stateDir, 'agents', 'main', 'sessions');
    await mkdir(sessions, { recursive: true });
    for (const n of ['a', 'b', 'c']) await writeFile(join(sessions, `${n}.jsonl`), '{}\n');
    await writeFile(join(sessions, 'sessions.json'), '{}');
    const old = new Date(NOW - 48 * 3_600_000);
    await utimes(join(sessions, 'a.jsonl'), old, old);
    const ws = (await statuses()).find((d) => d.label === 'openclaw main')!;
    expect(ws.sessionsSince).toBe(3); // never dreamed: every transcript counts
    expect(ws.due).toBe(true);
    expect(ws.gates.map((g) => g.gate)).toEqual(['enabled', 'time', 'throttle', 'sessions', 'lock']);
  });

  it('OpenClaw\'s held promotion lock shows as held and stops a dream; nothing is written', async () => {
    // OpenClaw is another live process: its PID holds the promotion lock.
    const openclaw = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await mkdir(join(oc.main, 'memory', '.dreams'), { recursive: true });
      await writeFile(join(oc.main, 'memory', '.dreams', 'short-term-promotion.lock'), `${openclaw.pid}:${NOW}\n`);
      const skill = (await statuses()).find((d) => d.kind === 'openclaw')!;
      expect(skill.lock).toMatchObject({ held: true, pid: openclaw.pid, state: 'held' });
      const before = await readFile(join(oc.skill, '.auto-dream-state.json'), 'utf8');
      const r = await engine.call('dream.run', { memoryDirId: skill.id });
      expect(r.outcome).toBe('locked');
      expect(await readFile(join(oc.skill, '.auto-dream-state.json'), 'utf8')).toBe(before);
    } finally {
      openclaw.kill();
    }
  });
});

describe('a dream of the skill folder', () => {
  it('writes .auto-dream-state.json in the skill\'s format, no .consolidate-lock, and leaves daily logs byte-identical', async () => {
    const logs = await hashDailyLogs(oc.main);
    expect(logs.size).toBe(2);
    const skill = (await statuses()).find((d) => d.kind === 'openclaw')!;
    const r = await engine.call('dream.run', { memoryDirId: skill.id });
    expect(['applied', 'no-changes']).toContain(r.outcome);
    const text = await readFile(join(oc.skill, '.auto-dream-state.json'), 'utf8');
    expect(text).toBe(JSON.stringify({ lastConsolidatedAt: NOW, lastConsolidatedSessions: 2 }, null, 2));
    expect(await readdir(oc.skill)).not.toContain('.consolidate-lock');
    expect(await readdir(oc.main)).not.toContain('.consolidate-lock');
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
    const after = (await statuses()).find((d) => d.kind === 'openclaw')!;
    expect(after.lastConsolidatedAt).toBe(new Date(NOW).toISOString());
    expect(after.sessionsSince).toBe(0);
  });
});
