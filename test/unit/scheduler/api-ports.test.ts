import { describe, expect, it } from 'vitest';
import {
  apiSchedulerPorts,
  createSettingsFeed,
  dirStateFrom,
  overdueMs,
  quietHoursFrom,
  schedulerSettingsFrom,
} from '../../../electron/core/scheduler/api-ports.js';
import { localDay } from '../../../electron/core/clock.js';
import { defaultSchedulerSettings } from '../../../electron/core/scheduler/types.js';
import { FakeApi, memoryDirStatus } from './fake-api.js';
import { HOUR, flush } from './fakes.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const view = (app: Record<string, unknown>, autoDreamEnabled: boolean | null = null) => ({
  app,
  claude: { configHome: '/home/u/.claude', autoDreamEnabled, autoMemoryEnabled: null, error: null },
});

describe('from memory dir status to scheduler state', () => {
  it('measures how long a dir has been due', () => {
    expect(overdueMs({ due: false, nextEligibleAt: '2026-03-10T10:00:00Z', lastConsolidatedAt: null }, NOW)).toBe(0);
    expect(overdueMs({ due: true, nextEligibleAt: '2026-03-10T10:00:00Z', lastConsolidatedAt: '2026-03-09T10:00:00Z' }, NOW)).toBe(2 * HOUR);
    expect(overdueMs({ due: true, nextEligibleAt: null, lastConsolidatedAt: '2026-03-09T12:00:00Z' }, NOW)).toBe(24 * HOUR);
    // Never dreamed: the most overdue of all.
    expect(overdueMs({ due: true, nextEligibleAt: null, lastConsolidatedAt: null }, NOW)).toBe(NOW);
  });

  it('keeps id, path, label, transcript dir and the index flag', () => {
    const s = memoryDirStatus({ due: true, indexOverLimit: true, lastConsolidatedAt: '2026-03-09T12:00:00Z' });
    expect(dirStateFrom(s, NOW)).toEqual({
      id: s.id,
      path: s.memoryDir,
      label: 'acme-shop',
      transcriptDir: s.transcriptDir,
      due: true,
      overdueMs: 24 * HOUR,
      indexOverLimit: true,
      paused: false,
    });
    expect(dirStateFrom({ ...s, paused: true }, NOW).paused).toBe(true);
  });
});

describe('scheduler settings from the settings view', () => {
  it('uses defaults for missing or wrong values', () => {
    expect(schedulerSettingsFrom(view({}))).toEqual(defaultSchedulerSettings);
    expect(schedulerSettingsFrom(view({ idleMinutes: 'ten', dreamOnBattery: 'yes', quietHours: 5 }))).toEqual(defaultSchedulerSettings);
    expect(schedulerSettingsFrom(view({ idleMinutes: 0 })).idleThresholdMinutes).toBe(1);
    expect(schedulerSettingsFrom(view({ idleMinutes: -3 })).idleThresholdMinutes).toBe(10);
  });

  it('reads every key and follows autoDreamEnabled', () => {
    const s = schedulerSettingsFrom(
      view({ idleMinutes: 25, dreamOnBattery: true, stopOnReturn: false, dreamWhenIndexOverLimit: false, quietHours: '22:00-07:00', pausedUntil: '2026-03-10T13:00:00Z' }, false),
    );
    expect(s).toEqual({
      autoDream: false,
      idleThresholdMinutes: 25,
      pauseOnBattery: false,
      stopOnReturn: false,
      dreamWhenIndexOverLimit: false,
      quietHours: { start: '22:00', end: '07:00' },
      pausedUntilMs: Date.parse('2026-03-10T13:00:00Z'),
    });
    expect(schedulerSettingsFrom(view({}, true)).autoDream).toBe(true);
    // autodream's own pause: a time, or until resumed; Claude Code's switch is a separate thing.
    expect(schedulerSettingsFrom(view({ pausedUntil: 'until-resumed' }, true))).toMatchObject({ autoDream: true, pausedUntilMs: Number.POSITIVE_INFINITY });
    expect(schedulerSettingsFrom(view({ pausedUntil: 'soon' }, true)).pausedUntilMs).toBeNull();
  });

  it('accepts quiet hours as an object or "HH:MM-HH:MM"', () => {
    expect(quietHoursFrom({ start: '12:00', end: '13:00' })).toEqual({ start: '12:00', end: '13:00' });
    expect(quietHoursFrom('23:30 – 6:00')).toEqual({ start: '23:30', end: '6:00' });
    expect(quietHoursFrom('late')).toBeNull();
    expect(quietHoursFrom({ start: '25:00', end: '01:00' })).toBeNull();
  });

  it('re-reads settings when they change', async () => {
    let minutes = 10;
    const api = new FakeApi().handle('settings.get', () => view({ idleMinutes: minutes }));
    const feed = createSettingsFeed(api);
    await feed.ready;
    expect(feed.current().idleThresholdMinutes).toBe(10);
    minutes = 30;
    api.emit('settings.changed', { key: 'idleMinutes' });
    await flush();
    expect(feed.current().idleThresholdMinutes).toBe(30);
    feed.dispose();
    expect(api.listenerCount()).toBe(0);
  });
});

describe('engine ports through the contract', () => {
  it('runs a due dream with the gates, an over-limit one without the time gate', async () => {
    const api = new FakeApi().handle('dream.run', (i) => ({
      memoryDir: '/m',
      memoryDirId: i.memoryDirId,
      outcome: 'applied',
      dreamId: 'd1',
      snapshotId: 's1',
      summary: 'Merged 2',
      changes: [],
      findings: [],
    }));
    const ports = apiSchedulerPorts(api, () => NOW);
    const signal = new AbortController().signal;
    expect(await ports.dream('a', { signal, reason: 'due' })).toEqual({ outcome: 'applied' });
    await ports.dream('b', { signal, reason: 'index-over-limit' });
    expect(api.callsOf('dream.run')).toEqual([
      { memoryDirId: 'a', trigger: 'scheduler', ifDue: true },
      { memoryDirId: 'b', trigger: 'scheduler', ifDue: false },
    ]);
  });

  it('cancels through dream.cancel when the signal aborts', async () => {
    let finish: (outcome: 'cancelled') => void = () => undefined;
    const api = new FakeApi()
      .handle('dream.run', (i) => new Promise((resolve) => {
        finish = (outcome) => resolve({ memoryDir: '/m', memoryDirId: i.memoryDirId, outcome, dreamId: null, snapshotId: null, summary: '', changes: [], findings: [] });
      }))
      .handle('dream.cancel', () => {
        finish('cancelled');
        return { cancelled: true };
      });
    const controller = new AbortController();
    const result = apiSchedulerPorts(api, () => NOW).dream('a', { signal: controller.signal, reason: 'due' });
    await flush();
    controller.abort();
    expect(await result).toEqual({ outcome: 'cancelled' });
    expect(api.callsOf('dream.cancel')).toEqual([{ memoryDirId: 'a' }]);
  });

  it('takes a daily snapshot only when that day has none yet', async () => {
    const today = localDay(NOW);
    const snaps: { createdAt: string }[] = [{ createdAt: new Date(NOW - 48 * HOUR).toISOString() }];
    const api = new FakeApi()
      .handle('snapshots.list', () => ({
        snapshots: snaps.map((s, i) => ({ id: `s${i}`, createdAt: s.createdAt, reason: 'daily' as const, memoryDir: '/m', memoryDirId: 'a', files: 1, bytes: 1 })),
      }))
      .handle('snapshots.create', () => {
        snaps.push({ createdAt: new Date(NOW).toISOString() });
        return { id: 'new', createdAt: new Date(NOW).toISOString(), reason: 'manual', memoryDir: '/m', memoryDirId: 'a', files: 1, bytes: 1 };
      });
    const ports = apiSchedulerPorts(api, () => NOW);
    await ports.dailySnapshot('a', today);
    await ports.dailySnapshot('a', today);
    expect(api.callsOf('snapshots.create')).toEqual([{ memoryDirId: 'a' }]);
  });

  it('lists dirs as scheduler state', async () => {
    const api = new FakeApi().handle('memoryDirs.list', () => ({ memoryDirs: [memoryDirStatus({ due: true, nextEligibleAt: new Date(NOW - HOUR).toISOString() })] }));
    const dirs = await apiSchedulerPorts(api, () => NOW).listDirs();
    expect(dirs.map((d) => [d.label, d.due, d.overdueMs])).toEqual([['acme-shop', true, HOUR]]);
  });
});
