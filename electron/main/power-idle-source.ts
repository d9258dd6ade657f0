import type { Clock } from '../core/clock.js';
import type { IdleEvent, IdleSource, Timers } from '../core/scheduler/types.js';

type PowerEvent = 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen';
const POWER_EVENTS: readonly PowerEvent[] = ['suspend', 'resume', 'lock-screen', 'unlock-screen'];

/** The bits of Electron's powerMonitor used here (a fake in tests). */
export interface PowerMonitorLike {
  getSystemIdleTime(): number;
  getSystemIdleState(idleThreshold: number): 'active' | 'idle' | 'locked' | 'unknown';
  on(event: PowerEvent, listener: () => void): unknown;
  removeListener(event: PowerEvent, listener: () => void): unknown;
}

/** Why the OS idle time cannot be trusted here, before polling at all; null = try it. Pure. */
export function powerMonitorUnusable(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, idleState: string): string | null {
  if (platform === 'linux' && (env.XDG_SESSION_TYPE === 'wayland' || (env.WAYLAND_DISPLAY && !env.DISPLAY))) {
    return 'Wayland gives apps no system idle time';
  }
  if (idleState === 'unknown') return 'the system reports its idle state as unknown';
  return null;
}

export interface PowerIdleSource extends IdleSource {
  /** The fallback took over (and why), or null while powerMonitor is used. */
  readonly fallbackReason: string | null;
}

/**
 * Idle from the OS: `getSystemIdleTime()` polled, plus suspend/resume and lock-screen events.
 * Where the OS gives nothing usable (Wayland, 'unknown', or a constant 0 for `zeroSuspectMs`)
 * it hands over to `fallback` (the headless source) and says so in `note`.
 */
export function createPowerIdleSource(o: {
  powerMonitor: PowerMonitorLike;
  fallback(note: string): IdleSource;
  thresholdSeconds(): number;
  clock: Clock;
  timers: Timers;
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  pollMs?: number;
  zeroSuspectMs?: number;
}): PowerIdleSource {
  const pm = o.powerMonitor;
  const pollMs = o.pollMs ?? 10_000;
  const zeroSuspectMs = o.zeroSuspectMs ?? 30 * 60_000;
  const listeners = new Set<(e: IdleEvent) => void>();
  const emit = (e: IdleEvent) => {
    for (const l of listeners) l(e);
  };

  let delegate: IdleSource | null = null;
  let offDelegate: (() => void) | null = null;
  let reason: string | null = null;
  let timer: unknown = null;
  let closed = false;
  let last = 0;
  let idle = false;
  const startedAt = o.clock();
  let seenNonZero = false;

  function fallBack(why: string): void {
    reason = why;
    if (timer !== null) o.timers.clearTimeout(timer);
    timer = null;
    delegate = o.fallback(`${why}: idle means no memory or transcript writes and a low load`);
    offDelegate = delegate.on((e) => {
      // Sleep and lock come from powerMonitor itself, which still works.
      if (e === 'idle' || e === 'active') emit(e);
    });
  }

  function poll(): void {
    timer = null;
    if (closed || delegate) return;
    const t = pm.getSystemIdleTime();
    if (t > 0) seenNonZero = true;
    if (!seenNonZero && o.clock() - startedAt >= zeroSuspectMs) {
      fallBack(`the system idle time stayed at 0 for ${Math.round(zeroSuspectMs / 60_000)} min`);
      return;
    }
    const threshold = o.thresholdSeconds();
    if (!idle && t >= threshold) {
      idle = true;
      emit('idle');
    } else if (idle && t < last && t < threshold) {
      idle = false;
      emit('active');
    }
    last = t;
    timer = o.timers.setTimeout(poll, pollMs);
  }

  const forward = POWER_EVENTS.map((e) => {
    const fn = () => emit(e);
    pm.on(e, fn);
    return () => pm.removeListener(e, fn);
  });

  const unusable = powerMonitorUnusable(o.env, o.platform, pm.getSystemIdleState(Math.max(1, Math.round(o.thresholdSeconds()))));
  if (unusable) fallBack(unusable);
  else poll();

  return {
    get kind() {
      return delegate ? delegate.kind : 'powerMonitor';
    },
    get note() {
      return delegate ? delegate.note : null;
    },
    get fallbackReason() {
      return reason;
    },
    idleSeconds: () => (delegate ? delegate.idleSeconds() : pm.getSystemIdleTime()),
    busyWith: () => delegate?.busyWith?.() ?? null,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (timer !== null) o.timers.clearTimeout(timer);
      for (const off of forward) off();
      offDelegate?.();
      await delegate?.close();
    },
  };
}
