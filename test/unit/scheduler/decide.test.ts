import { describe, expect, it } from 'vitest';
import { afterDream, backoffMs, candidates, isBusy, pauseReason, type DirRecord } from '../../../electron/core/scheduler/decide.js';
import { localDay } from '../../../electron/core/clock.js';
import { inQuietHours, parseTimeOfDay } from '../../../electron/core/scheduler/quiet-hours.js';
import { defaultSchedulerOptions, defaultSchedulerSettings } from '../../../electron/core/scheduler/types.js';
import { HOUR, MIN, dir } from './fakes.js';

const at = (h: number, m = 0) => new Date(2026, 5, 1, h, m).getTime();
const settings = defaultSchedulerSettings;

describe('pauseReason', () => {
  const base = { now: at(12), settings, userIdle: true, justResumed: false, onBattery: false };
  it('lets a dream start only when idle, not just resumed, on AC, outside quiet hours, with auto dream on', () => {
    expect(pauseReason(base)).toBeNull();
    expect(pauseReason({ ...base, userIdle: false })).toBe('user-active');
    expect(pauseReason({ ...base, justResumed: true })).toBe('just-resumed');
    expect(pauseReason({ ...base, onBattery: true })).toBe('on-battery');
    expect(pauseReason({ ...base, onBattery: true, settings: { ...settings, pauseOnBattery: false } })).toBeNull();
    expect(pauseReason({ ...base, settings: { ...settings, autoDream: false } })).toBe('auto-dream-off');
    expect(pauseReason({ ...base, settings: { ...settings, quietHours: { start: '11:00', end: '13:00' } } })).toBe('quiet-hours');
  });

  it('honours autodream’s own pause until its time passes (Infinity = until resumed)', () => {
    expect(pauseReason({ ...base, settings: { ...settings, pausedUntilMs: at(13) } })).toBe('paused');
    expect(pauseReason({ ...base, settings: { ...settings, pausedUntilMs: at(11) } })).toBeNull();
    expect(pauseReason({ ...base, settings: { ...settings, pausedUntilMs: Number.POSITIVE_INFINITY } })).toBe('paused');
    // Claude Code's switch off says so first: that is the one to turn back on.
    expect(pauseReason({ ...base, settings: { ...settings, autoDream: false, pausedUntilMs: at(13) } })).toBe('auto-dream-off');
  });
});

describe('candidates', () => {
  it('orders an index losing entries first, then most overdue, and skips dirs backing off', () => {
    const dirs = [
      dir('b', { due: true, overdueMs: 2 * HOUR }),
      dir('a', { due: true, overdueMs: 2 * HOUR }),
      dir('c', { due: true, overdueMs: 9 * HOUR }),
      dir('idx', { indexOverLimit: true }),
      dir('waiting', { due: true, overdueMs: 99 * HOUR }),
      dir('fresh'),
    ];
    const records = new Map<string, DirRecord>([['waiting', { failures: 2, notBefore: at(13) }]]);
    const got = candidates(dirs, records, at(12), settings);
    expect(got.map((c) => `${c.dir.id}:${c.reason}`)).toEqual(['idx:index-over-limit', 'c:due', 'a:due', 'b:due']);
    expect(candidates(dirs, records, at(12), { ...settings, dreamWhenIndexOverLimit: false }).map((c) => c.dir.id)).toEqual(['c', 'a', 'b']);
    expect(candidates(dirs, records, at(14), settings).map((c) => c.dir.id)).toContain('waiting');
  });

  it('never picks a dir paused on its own, even with its index over the limit', () => {
    const dirs = [dir('p', { due: true, overdueMs: HOUR, paused: true }), dir('q', { indexOverLimit: true, paused: true }), dir('r', { due: true })];
    expect(candidates(dirs, new Map(), at(12), settings).map((c) => c.dir.id)).toEqual(['r']);
  });
});

describe('isBusy', () => {
  it('is busy when transcripts were written within the threshold', () => {
    expect(isBusy(null, at(12), 10 * MIN)).toBe(false);
    expect(isBusy(at(11, 55), at(12), 10 * MIN)).toBe(true);
    expect(isBusy(at(11, 50), at(12), 10 * MIN)).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles per failure from the base and stops at the cap', () => {
    const o = { backoffBaseMs: 5 * MIN, backoffMaxMs: 24 * HOUR };
    expect([0, 1, 2, 3, 4].map((f) => backoffMs(f, o) / MIN)).toEqual([0, 5, 10, 20, 40]);
    expect(backoffMs(20, o)).toBe(24 * HOUR);
    expect(backoffMs(5000, o)).toBe(24 * HOUR);
  });

  it('records what each outcome means for the next attempt', () => {
    const o = defaultSchedulerOptions;
    const now = at(12);
    expect(afterDream(undefined, 'failed', now, o)).toEqual({ failures: 1, notBefore: now + 5 * MIN });
    expect(afterDream({ failures: 3, notBefore: 0 }, 'refused', now, o)).toEqual({ failures: 4, notBefore: now + 40 * MIN });
    expect(afterDream({ failures: 3, notBefore: 0 }, 'applied', now, o)).toEqual({ failures: 0, notBefore: now + o.successCooldownMs });
    expect(afterDream({ failures: 3, notBefore: 0 }, 'cancelled', now, o)).toEqual({ failures: 3, notBefore: now + o.tickMs });
    expect(afterDream(undefined, 'locked', now, o)).toEqual({ failures: 0, notBefore: now + o.lockedRetryMs });
  });
});

describe('quiet hours', () => {
  it('parses times of day and rejects nonsense', () => {
    expect(parseTimeOfDay('07:30')).toBe(450);
    expect(parseTimeOfDay('7:05')).toBe(425);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('noon')).toBeNull();
  });

  it('handles windows within a day and past midnight, in local time', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(inQuietHours(at(23), night)).toBe(true);
    expect(inQuietHours(at(3), night)).toBe(true);
    expect(inQuietHours(at(7), night)).toBe(false);
    expect(inQuietHours(at(12), night)).toBe(false);
    const lunch = { start: '12:00', end: '13:30' };
    expect(inQuietHours(at(12, 45), lunch)).toBe(true);
    expect(inQuietHours(at(13, 30), lunch)).toBe(false);
    expect(inQuietHours(at(12), null)).toBe(false);
    expect(inQuietHours(at(12), { start: '09:00', end: '09:00' })).toBe(false);
  });

  it('names the local day', () => {
    expect(localDay(at(0, 5))).toBe('2026-06-01');
    expect(localDay(at(23, 59))).toBe('2026-06-01');
  });
});
