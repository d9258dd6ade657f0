import { describe, expect, it } from 'vitest';
import type { IdleEvent, IdleSource } from '../../../electron/core/scheduler/types.js';
import { createPowerIdleSource, powerMonitorUnusable, type PowerMonitorLike } from '../../../electron/main/power-idle-source.js';
import { FakeTime, MIN } from '../scheduler/fakes.js';

class FakePowerMonitor implements PowerMonitorLike {
  idleTime = 0;
  state: 'active' | 'idle' | 'locked' | 'unknown' = 'active';
  listeners = new Map<string, Set<() => void>>();
  getSystemIdleTime() {
    return this.idleTime;
  }
  getSystemIdleState() {
    return this.state;
  }
  on(e: string, l: () => void) {
    this.listeners.set(e, new Set([...(this.listeners.get(e) ?? []), l]));
  }
  removeListener(e: string, l: () => void) {
    this.listeners.get(e)?.delete(l);
  }
  emit(e: string) {
    for (const l of this.listeners.get(e) ?? []) l();
  }
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

function fakeHeadless(note: string): IdleSource & { closed: boolean; emit(e: IdleEvent): void } {
  const ls = new Set<(e: IdleEvent) => void>();
  return {
    kind: 'headless',
    note,
    closed: false,
    idleSeconds: () => 4242,
    on: (l) => (ls.add(l), () => ls.delete(l)),
    emit: (e) => ls.forEach((l) => l(e)),
    async close() {
      this.closed = true;
    },
  };
}

function setup(o: { env?: NodeJS.ProcessEnv; state?: FakePowerMonitor['state'] } = {}) {
  const time = new FakeTime(0);
  const pm = new FakePowerMonitor();
  if (o.state) pm.state = o.state;
  let fallback: ReturnType<typeof fakeHeadless> | null = null;
  const events: IdleEvent[] = [];
  const src = createPowerIdleSource({
    powerMonitor: pm,
    fallback: (note) => (fallback = fakeHeadless(note)),
    thresholdSeconds: () => 600,
    clock: time.clock,
    timers: time,
    env: o.env ?? { DISPLAY: ':0' },
    platform: 'linux',
  });
  src.on((e) => events.push(e));
  return { time, pm, src, events, fallback: () => fallback };
}

describe('powerMonitor idle source', () => {
  it('turns polled idle time into idle and active events', async () => {
    const { time, pm, src, events } = setup();
    expect(src.kind).toBe('powerMonitor');
    expect(src.note).toBeNull();
    pm.idleTime = 300;
    await time.advance(10_000);
    expect(events).toEqual([]);
    pm.idleTime = 601;
    await time.advance(10_000);
    expect(events).toEqual(['idle']);
    expect(src.idleSeconds()).toBe(601);
    pm.idleTime = 2;
    await time.advance(10_000);
    expect(events).toEqual(['idle', 'active']);
  });

  it('forwards suspend, resume and the lock screen', () => {
    const { pm, events } = setup();
    for (const e of ['suspend', 'resume', 'lock-screen', 'unlock-screen']) pm.emit(e);
    expect(events).toEqual(['suspend', 'resume', 'lock-screen', 'unlock-screen']);
  });

  it('falls back to the headless source on Wayland and says so', () => {
    const { src, fallback } = setup({ env: { WAYLAND_DISPLAY: 'wayland-0', XDG_SESSION_TYPE: 'wayland' } });
    expect(src.kind).toBe('headless');
    expect(src.note).toMatch(/^Wayland gives apps no system idle time: idle means no memory or transcript writes/);
    expect(src.idleSeconds()).toBe(4242);
    expect(fallback()).not.toBeNull();
  });

  it("falls back where the OS reports its idle state as 'unknown'", () => {
    const { src } = setup({ state: 'unknown' });
    expect(src.kind).toBe('headless');
    expect(src.fallbackReason).toBe('the system reports its idle state as unknown');
  });

  it('falls back when the idle time stays at 0 for half an hour, and keeps forwarding its events', async () => {
    const { time, src, events, fallback } = setup();
    await time.advance(29 * MIN);
    expect(src.kind).toBe('powerMonitor');
    await time.advance(2 * MIN);
    expect(src.kind).toBe('headless');
    expect(src.note).toMatch(/stayed at 0 for 30 min/);
    fallback()!.emit('idle');
    expect(events).toEqual(['idle']);
  });

  it('trusts the idle time once it has moved', async () => {
    const { time, pm, src } = setup();
    pm.idleTime = 3;
    await time.advance(10_000);
    pm.idleTime = 0;
    await time.advance(60 * MIN);
    expect(src.kind).toBe('powerMonitor');
  });

  it('stops polling and listening on close, closing the fallback too', async () => {
    const a = setup();
    await a.src.close();
    expect(a.time.pendingCount).toBe(0);
    expect(a.pm.count()).toBe(0);
    const b = setup({ state: 'unknown' });
    await b.src.close();
    expect(b.fallback()!.closed).toBe(true);
  });

  it('knows when not to try', () => {
    expect(powerMonitorUnusable({ XDG_SESSION_TYPE: 'wayland', DISPLAY: ':0' }, 'linux', 'active')).toMatch(/Wayland/);
    expect(powerMonitorUnusable({ DISPLAY: ':0' }, 'linux', 'active')).toBeNull();
    expect(powerMonitorUnusable({}, 'darwin', 'idle')).toBeNull();
  });
});
