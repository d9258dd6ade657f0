import { describe, expect, it } from 'vitest';
import type { DreamRecord, MethodOutput } from '../../../electron/core/api/contract.js';
import { schedulerStatusView } from '../../../electron/core/api/scheduler-status.js';
import type { SchedulerStatus } from '../../../electron/core/scheduler/types.js';
import { memoryDirStatus } from '../scheduler/fake-api.js';

const NOW = Date.parse('2026-03-10T15:00:00Z');
const H = 3_600_000;

const settings = (app: Record<string, unknown> = {}, autoDreamEnabled: boolean | null = null): MethodOutput<'settings.get'> => ({
  app,
  claude: { configHome: '/c', autoDreamEnabled, autoMemoryEnabled: null, error: null },
});
const live = (over: Partial<SchedulerStatus> = {}): SchedulerStatus => ({
  state: 'waiting',
  pause: 'user-active',
  idleSource: { kind: 'powerMonitor', note: null },
  running: null,
  backoff: [],
  busyDirs: [],
  busyWith: null,
  lastTickAt: NOW,
  ...over,
});
const shop = memoryDirStatus({ id: 'shop', label: 'acme-shop', nextEligibleAt: new Date(NOW + 5 * H).toISOString() });
const monorepo = memoryDirStatus({ id: 'mono', label: 'big-monorepo', due: true, nextEligibleAt: new Date(NOW - H).toISOString() });
const blog = memoryDirStatus({ id: 'blog', label: 'zh-blog', indexOverLimit: true });
const record = (id: string, dir: string, finishedMs: number, outcome: DreamRecord['outcome'], undoneBy: string | null = null): DreamRecord => ({
  dreamId: id,
  memoryDir: `/m/${dir}`,
  memoryDirId: dir,
  startedAt: new Date(finishedMs - 1000).toISOString(),
  finishedAt: new Date(finishedMs).toISOString(),
  outcome,
  summary: '',
  snapshotId: null,
  undoneBy,
});

describe('scheduler.status from the scheduler, the settings, the dirs and the history', () => {
  const base = { live: live(), settings: settings(), dirs: [shop, monorepo], history: [record('d2', 'shop', NOW - 6 * 60_000, 'applied'), record('d1', 'mono', NOW - 2 * H, 'applied')], now: NOW };

  it('on: what it waits for, the next candidate, the last dream', () => {
    expect(schedulerStatusView(base)).toEqual({
      state: 'on',
      pausedUntil: null,
      dreaming: null,
      waiting: { reason: 'user-active', detail: null },
      next: { memoryDirId: 'mono', label: 'big-monorepo', reason: 'due', at: null },
      lastDream: { dreamId: 'd2', memoryDirId: 'shop', label: 'acme-shop', finishedAt: new Date(NOW - 6 * 60_000).toISOString(), outcome: 'applied', undone: false },
      pausedDirs: [],
      idleSource: { kind: 'powerMonitor', note: null },
    });
  });

  it('an index over the limit comes first; a dir paused on its own never; nothing due names the earliest time', () => {
    expect(schedulerStatusView({ ...base, dirs: [shop, monorepo, blog] }).next).toMatchObject({ memoryDirId: 'blog', reason: 'index-over-limit' });
    expect(schedulerStatusView({ ...base, dirs: [shop, { ...monorepo, paused: true }] })).toMatchObject({
      next: { memoryDirId: 'shop', reason: 'time', at: new Date(NOW + 5 * H).toISOString() },
      pausedDirs: ['mono'],
    });
    expect(schedulerStatusView({ ...base, dirs: [{ ...shop, nextEligibleAt: null }] }).next).toBeNull();
  });

  it('says why it waits: load with its figure, a busy dir by name, quiet hours with the window', () => {
    expect(schedulerStatusView({ ...base, live: live({ pause: 'load', busyWith: { reason: 'load', detail: 'load average 3.1 on 2 cores' } }) }).waiting).toEqual({ reason: 'load', detail: 'load average 3.1 on 2 cores' });
    expect(schedulerStatusView({ ...base, live: live({ pause: 'busy-dir', busyDirs: ['big-monorepo'] }) }).waiting).toEqual({ reason: 'busy-dir', detail: 'big-monorepo' });
    expect(schedulerStatusView({ ...base, settings: settings({ quietHours: { start: '22:00', end: '07:00' } }), live: live({ pause: 'quiet-hours' }) }).waiting).toEqual({ reason: 'quiet-hours', detail: '22:00–07:00' });
  });

  it('paused until a time or until resumed; off is Claude Code’s switch; no scheduler is "not running"', () => {
    const until = new Date(NOW + H).toISOString();
    expect(schedulerStatusView({ ...base, settings: settings({ pausedUntil: until }) })).toMatchObject({ state: 'paused', pausedUntil: until, waiting: null });
    expect(schedulerStatusView({ ...base, settings: settings({ pausedUntil: 'until-resumed' }) })).toMatchObject({ state: 'paused', pausedUntil: null });
    // A pause whose time has passed is over.
    expect(schedulerStatusView({ ...base, settings: settings({ pausedUntil: new Date(NOW - 1).toISOString() }) }).state).toBe('on');
    expect(schedulerStatusView({ ...base, settings: settings({}, false) })).toMatchObject({ state: 'off', waiting: null });
    expect(schedulerStatusView({ ...base, live: null })).toMatchObject({ state: 'not-running', waiting: null, idleSource: null });
    expect(schedulerStatusView({ ...base, live: live({ state: 'stopped', pause: 'stopped' }) }).state).toBe('not-running');
  });

  it('dreaming names the dir; the last dream skips previews and says when it was undone', () => {
    const dreaming = schedulerStatusView({ ...base, live: live({ state: 'dreaming', pause: null, running: { id: 'mono', path: '/m', label: 'big-monorepo', reason: 'due', startedAt: NOW } }) });
    expect(dreaming).toMatchObject({ dreaming: { memoryDirId: 'mono', label: 'big-monorepo', startedAt: new Date(NOW).toISOString(), reason: 'due' }, waiting: null });
    const history = [record('d3', 'shop', NOW - 60_000, 'dry-run'), record('d2', 'shop', NOW - 6 * 60_000, 'applied', 'snap-1')];
    expect(schedulerStatusView({ ...base, history }).lastDream).toMatchObject({ dreamId: 'd2', undone: true });
    expect(schedulerStatusView({ ...base, history: [] }).lastDream).toBeNull();
  });
});
