import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkGates, ScanThrottle } from '../../../electron/core/gates/index.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';

const H = 3_600_000;
let root: string;
let configHome: string;
let stateDir: string;
let dir: MemoryDir;
let now: number;
const clock = () => now;
let n = 0;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-gates-'));
  configHome = join(root, 'claude');
  stateDir = join(root, 'state');
  const transcriptDir = join(configHome, 'projects', '-work-repo');
  dir = { id: 'repo-abc', path: join(transcriptDir, 'memory'), kind: 'claude-code', transcriptDir, projectRoot: '/work/repo', label: 'repo' };
  await mkdir(dir.path, { recursive: true });
  now = Date.UTC(2026, 10, 29, 12, 0);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function lockAt(ms: number, body = '') {
  const f = join(dir.path, '.consolidate-lock');
  await writeFile(f, body);
  await utimes(f, ms / 1000, ms / 1000);
}

async function sessionsAt(ms: number, count: number, transcriptDir = dir.transcriptDir!) {
  await mkdir(transcriptDir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const f = join(transcriptDir, `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}.jsonl`);
    await writeFile(f, JSON.stringify({ type: 'user', cwd: '/work/repo/sub', message: { role: 'user', content: 'hi' } }) + '\n');
    await utimes(f, ms / 1000, ms / 1000);
  }
}

const deps = (over = {}) => ({ clock, configHome, stateDir, env: {}, formatTime: (ms: number) => new Date(ms).toISOString(), ...over });

describe('checkGates', () => {
  it('due: dreamed 30 h ago, 5 sessions since, lock free', async () => {
    await lockAt(now - 30 * H);
    await sessionsAt(now - 2 * H, 5);
    await sessionsAt(now - 40 * H, 3); // before the last dream: not counted
    const r = await checkGates(dir, deps());
    expect(r).toMatchObject({ due: true, sessionsSince: 5, lastConsolidatedAtMs: now - 30 * H, scanned: true, nextEligibleAt: now });
  });

  it('reads minHours/minSessions from autodream settings (per-dir override)', async () => {
    await mkdir(stateDir, { recursive: true });
    await writeFile(join(stateDir, 'settings.json'), JSON.stringify({ minHours: 48, memoryDirs: { 'repo-abc': { minSessions: 2 } } }));
    await lockAt(now - 30 * H);
    await sessionsAt(now - H, 2);
    const r = await checkGates(dir, deps());
    expect(r.settings).toEqual({ enabled: true, minHours: 48, minSessions: 2 });
    expect(r.gates.at(-1)).toMatchObject({ gate: 'time', pass: false });
    expect(r.sessionsSince).toBeNull(); // not counted: the time gate failed first
    expect((await checkGates(dir, deps({ alwaysCount: true }))).sessionsSince).toBe(2);
  });

  it('honours autoDreamEnabled=false in Claude Code settings, but a manual dream still runs', async () => {
    await mkdir(configHome, { recursive: true });
    await writeFile(join(configHome, 'settings.json'), '{ "autoDreamEnabled": false }');
    const auto = await checkGates(dir, deps());
    expect(auto).toMatchObject({ due: false, nextEligibleAt: null });
    expect(auto.gates[0]!.detail).toMatch(/autoDreamEnabled is false/);
    const manual = await checkGates(dir, deps({ manual: true }));
    expect(manual.due).toBe(true);
    expect(manual.gates.map((g) => g.gate)).toEqual(['enabled', 'lock']);
  });

  it('a broken Claude settings.json pauses automatic dreams with file:line:col', async () => {
    await mkdir(configHome, { recursive: true });
    await writeFile(join(configHome, 'settings.json'), '{\n  "a": 1,\n}');
    const r = await checkGates(dir, deps());
    expect(r.due).toBe(false);
    expect(r.gates[0]!.detail).toContain(`${join(configHome, 'settings.json')}:3:1`);
  });

  it('env switch turns auto memory off', async () => {
    const r = await checkGates(dir, deps({ env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' } }));
    expect(r.switches.autoMemoryEnabled).toBe(false);
    expect(r.due).toBe(false);
  });

  it('throttle: one count per 10 minutes per memory dir', async () => {
    await sessionsAt(now - H, 2);
    const throttle = new ScanThrottle();
    const first = await checkGates(dir, deps({ throttle }));
    expect(first).toMatchObject({ scanned: true, sessionsSince: 2, due: false });
    await sessionsAt(now, 3);
    now += 5 * 60_000;
    const second = await checkGates(dir, deps({ throttle }));
    expect(second).toMatchObject({ scanned: false, sessionsSince: 2, due: false });
    expect(second.gates.at(-1)).toMatchObject({ gate: 'throttle', pass: false });
    now += 5 * 60_000;
    const third = await checkGates(dir, deps({ throttle }));
    expect(third).toMatchObject({ scanned: true, sessionsSince: 5, due: true });
  });

  it('lock held by a live process (this one) blocks; the holder is named', async () => {
    await lockAt(now - 10 * 60_000, String(process.pid));
    const r = await checkGates(dir, deps({ manual: true }));
    expect(r.lock).toMatchObject({ held: true, pid: process.pid, holder: 'this autodream' });
    expect(r.gates.at(-1)).toMatchObject({ gate: 'lock', pass: false });
    expect(r.gates.at(-1)!.detail).toMatch(new RegExp(`^held by this autodream pid ${process.pid}`));
  });

  it('counts sessions from subfolders/worktrees of the same git root', async () => {
    await sessionsAt(now - H, 3);
    await sessionsAt(now - H, 2, join(configHome, 'projects', '-work-repo-sub'));
    const r = await checkGates(dir, deps({ projectsDir: join(configHome, 'projects'), gitRootOf: async (cwd: string) => (cwd.startsWith('/work/repo') ? '/work/repo' : null) }));
    expect(r).toMatchObject({ sessionsSince: 5, relatedSessionsSince: 2, due: true });
    expect(r.gates[3]!.detail).toBe('5 of 5 sessions since last dream (including 2 from subfolders/worktrees)');
  });

  it('a folder without transcripts is due on time alone', async () => {
    const folder: MemoryDir = { ...dir, kind: 'folder', transcriptDir: null, projectRoot: null };
    expect(await checkGates(folder, deps())).toMatchObject({ due: true, sessionsSince: null });
  });
});
