import type { DirState, DreamOutcomeName, DreamReason, IdleEvent, IdleSource, SchedulerPorts, SchedulerSettings, Timers } from '../../../electron/core/scheduler/types.js';
import { defaultSchedulerSettings } from '../../../electron/core/scheduler/types.js';

export const MIN = 60_000;
export const HOUR = 60 * MIN;

/** Let pending promise callbacks run (ports resolve immediately in these fakes). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((r) => setImmediate(r));
}

/**
 * Wall clock + timers under the test's control. Timers follow the monotonic clock: a sleep or
 * a clock change moves the wall clock and every pending timer with it, like the real thing.
 */
export class FakeTime implements Timers {
  now: number;
  private seq = 0;
  private pending: { id: number; at: number; fn: () => void }[] = [];

  constructor(start: number) {
    this.now = start;
  }

  clock = (): number => this.now;

  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.pending.push({ id, at: this.now + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending = this.pending.filter((t) => t.id !== handle);
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  /** Let `ms` pass, firing timers in order. */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    await flush();
    for (;;) {
      this.pending.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.pending[0];
      if (!next || next.at > target) break;
      this.pending.shift();
      this.now = Math.max(this.now, next.at);
      next.fn();
      await flush();
    }
    this.now = target;
    await flush();
  }

  /** The wall clock moves (suspend, or someone sets the clock) while timers keep their remaining time. */
  jump(ms: number): void {
    this.now += ms;
    for (const t of this.pending) t.at += ms;
  }
}

/** An idle source driven by the test: `input()` is the user touching the machine. */
export class FakeIdle implements IdleSource {
  kind = 'fake';
  note: string | null = null;
  private lastInput: number;
  private listeners = new Set<(e: IdleEvent) => void>();

  constructor(private readonly time: FakeTime) {
    this.lastInput = time.now;
  }

  idleSeconds(): number {
    return (this.time.now - this.lastInput) / 1000;
  }

  input(): void {
    this.lastInput = this.time.now;
  }

  /** Pretend the user has been away this long already. */
  awayFor(ms: number): void {
    this.lastInput = this.time.now - ms;
  }

  emit(e: IdleEvent): void {
    for (const l of this.listeners) l(e);
  }

  on(listener: (e: IdleEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {}
}

export interface DreamCall {
  id: string;
  reason: DreamReason;
  at: number;
  signal: AbortSignal;
  finish(outcome: DreamOutcomeName): void;
  fail(error: Error): void;
}

export function dir(id: string, over: Partial<DirState> = {}): DirState {
  return { id, path: `/mem/${id}`, label: id, transcriptDir: `/tx/${id}`, due: false, overdueMs: 0, indexOverLimit: false, ...over };
}

/**
 * Ports that record what the scheduler asks for. Dreams stay pending until the test finishes
 * them, unless `autoOutcome` is set.
 */
export function recordingPorts(time: FakeTime, idle: FakeIdle) {
  const state = {
    dirs: [] as DirState[],
    settings: { ...defaultSchedulerSettings } as SchedulerSettings,
    onBattery: false,
    transcriptWrites: new Map<string, number>(),
    autoOutcome: null as DreamOutcomeName | Error | null,
    abortOutcome: 'cancelled' as DreamOutcomeName,
    dreams: [] as DreamCall[],
    listCalls: 0,
    snapshots: [] as { id: string; day: string; at: number }[],
    retentions: [] as number[],
    failSnapshotsFor: new Set<string>(),
    logs: [] as string[],
  };
  const ports: SchedulerPorts = {
    idle,
    clock: time.clock,
    timers: time,
    settings: () => state.settings,
    onBattery: () => state.onBattery,
    listDirs: async () => {
      state.listCalls++;
      return state.dirs.map((d) => ({ ...d }));
    },
    lastTranscriptWriteMs: async (tdir) => state.transcriptWrites.get(tdir) ?? null,
    dream: (id, { signal, reason }) =>
      new Promise((resolve, reject) => {
        const call: DreamCall = {
          id,
          reason,
          at: time.now,
          signal,
          finish: (outcome) => resolve({ outcome }),
          fail: (e) => reject(e),
        };
        state.dreams.push(call);
        // A real engine rolls back and reports "cancelled" when its signal is aborted.
        signal.addEventListener('abort', () => resolve({ outcome: state.abortOutcome }), { once: true });
        const auto = state.autoOutcome;
        if (auto instanceof Error) reject(auto);
        else if (auto) resolve({ outcome: auto });
      }),
    dailySnapshot: async (id, day) => {
      if (state.failSnapshotsFor.has(id)) throw new Error(`disk full while snapshotting ${id}`);
      state.snapshots.push({ id, day, at: time.now });
    },
    retention: async () => {
      state.retentions.push(time.now);
    },
    log: (m) => state.logs.push(m),
  };
  return { ports, state };
}
