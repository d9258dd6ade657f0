import { createDailyChores, type DailyChores } from './chores.js';
import { afterDream, candidates, isBusy, pauseReason, type DirRecord } from './decide.js';
import {
  defaultSchedulerOptions,
  type DirState,
  type DreamOutcomeName,
  type DreamReason,
  type IdleEvent,
  type PauseReason,
  type SchedulerOptions,
  type SchedulerPorts,
  type SchedulerStatus,
} from './types.js';

export interface Scheduler {
  start(): void;
  /** Stop ticking; a running automatic dream is cancelled (rolled back) and awaited. */
  stop(): Promise<void>;
  /** Look around now (settings changed, a manual dream finished, ...). */
  poke(): void;
  status(): SchedulerStatus;
  onChange(listener: (status: SchedulerStatus) => void): () => void;
  /** The memory dir an automatic dream is writing right now: idle sources ignore its writes. */
  runningPath(): string | null;
}

interface Running {
  dir: DirState;
  reason: DreamReason;
  startedAt: number;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The idle-aware loop: when the user is away it surveys the memory dirs and dreams where due,
 * one dream at a time, most overdue first; it takes the daily snapshots and applies retention.
 * Everything outside (idle, time, timers, the engine) comes in through `ports`.
 */
export function createScheduler(ports: SchedulerPorts, options: Partial<SchedulerOptions> = {}): Scheduler {
  const opts: SchedulerOptions = { ...defaultSchedulerOptions, ...options };
  const { clock, timers } = ports;
  const log = (m: string) => ports.log?.(m);
  const records = new Map<string, DirRecord>();
  const listeners = new Set<(s: SchedulerStatus) => void>();

  let started = false;
  let stopped = false;
  let timer: unknown = null;
  let scheduledAt = 0;
  let expectedAt = 0;
  let ticking = false;
  let tickAgain = false;
  let lastTickAt: number | null = null;
  let resumedAt: number | null = null;
  let screenLocked = false;
  let survey: DirState[] | null = null;
  let surveyAt = 0;
  let running: Running | null = null;
  let pause: PauseReason | null = null;
  let busyDirs: string[] = [];
  let chores: DailyChores | null = null;
  let unsubscribeIdle: (() => void) | null = null;

  const thresholdMs = () => Math.max(1, ports.settings().idleThresholdMinutes) * 60_000;
  const userIdle = () => screenLocked || ports.idle.idleSeconds() * 1000 >= thresholdMs();

  function status(): SchedulerStatus {
    return {
      state: stopped || !started ? 'stopped' : running ? 'dreaming' : 'waiting',
      // Not idle because of the load average (headless), not because someone typed: say so.
      pause: running ? null : stopped ? 'stopped' : pause === 'user-active' && ports.idle.busyWith?.() ? 'load' : pause,
      idleSource: { kind: ports.idle.kind, note: ports.idle.note },
      running: running && {
        id: running.dir.id,
        path: running.dir.path,
        label: running.dir.label,
        reason: running.reason,
        startedAt: running.startedAt,
      },
      backoff: [...records].filter(([, r]) => r.failures > 0).map(([id, r]) => ({ id, failures: r.failures, notBefore: r.notBefore })),
      busyDirs: !running && pause === 'busy-dir' ? busyDirs : [],
      busyWith: ports.idle.busyWith?.() ?? null,
      lastTickAt,
    };
  }

  function changed(): void {
    const s = status();
    for (const l of listeners) l(s);
  }

  function setPause(p: PauseReason | null, busy: string[] = []): void {
    if (p === pause && busy.join('\n') === busyDirs.join('\n')) return;
    pause = p;
    busyDirs = busy;
    changed();
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer !== null) timers.clearTimeout(timer);
    scheduledAt = clock();
    expectedAt = scheduledAt + delayMs;
    timer = timers.setTimeout(() => {
      timer = null;
      void tick();
    }, delayMs);
  }

  function abortRunning(why: string): void {
    if (!running || running.controller.signal.aborted) return;
    log(`cancelling the dream in ${running.dir.label}: ${why}`);
    running.controller.abort(why);
  }

  /** After sleep or a clock jump: wait a full idle threshold before dreaming again, re-survey. */
  function resumed(now: number, shiftMs: number): void {
    resumedAt = now;
    survey = null;
    // A clock set back keeps each wait's remaining length instead of stretching it.
    if (shiftMs < 0) for (const r of records.values()) r.notBefore += shiftMs;
  }

  function onIdleEvent(e: IdleEvent): void {
    if (stopped) return;
    switch (e) {
      case 'unlock-screen':
      case 'active':
        screenLocked = false;
        if (ports.settings().stopOnReturn) abortRunning('the user came back');
        if (!running) setPause('user-active');
        return;
      case 'lock-screen':
        screenLocked = true;
        poke();
        return;
      case 'idle':
        poke();
        return;
      case 'suspend':
        // No new dream between now and a full idle threshold after waking.
        resumed(clock(), 0);
        abortRunning('the machine is going to sleep');
        return;
      case 'resume':
        log('the machine woke up: waiting an idle threshold before dreaming');
        resumed(clock(), 0);
        poke();
        return;
    }
  }

  function startDream(dir: DirState, reason: DreamReason): void {
    const controller = new AbortController();
    const startedAt = clock();
    log(`dreaming in ${dir.label} (${reason === 'due' ? 'due' : 'MEMORY.md past its load limits'})`);
    const done = ports
      .dream(dir.id, { signal: controller.signal, reason })
      .then(
        (r): DreamOutcomeName => r.outcome,
        (e: unknown): DreamOutcomeName => {
          log(`dream in ${dir.label} failed: ${describe(e)}`);
          return controller.signal.aborted ? 'cancelled' : 'failed';
        },
      )
      .then((outcome) => {
        const rec = afterDream(records.get(dir.id), outcome, clock(), opts);
        records.set(dir.id, rec);
        if (rec.failures > 0 && (outcome === 'failed' || outcome === 'refused')) {
          log(`${dir.label}: ${outcome}; next try in ${Math.round((rec.notBefore - clock()) / 60_000)} min`);
        }
        running = null;
        changed();
        poke();
      });
    running = { dir, reason, startedAt, controller, done };
    pause = null;
    changed();
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    try {
      const now = clock();
      const late = now - expectedAt;
      if (lastTickAt !== null && (late > opts.tickMs || now < scheduledAt - opts.tickMs)) {
        log(`the clock moved ${Math.round(late / 60_000)} min past the plan (sleep or clock change): waiting an idle threshold`);
        resumed(now, late);
      }
      lastTickAt = now;
      const settings = ports.settings();

      if (running) {
        if (settings.stopOnReturn && !userIdle()) abortRunning('the user came back');
        else if (settings.pauseOnBattery && ports.onBattery()) abortRunning('on battery');
        else if (!settings.autoDream) abortRunning('automatic dreams were turned off');
        else if (settings.pausedUntilMs !== null && clock() < settings.pausedUntilMs) abortRunning('automatic dreams were paused');
        return;
      }

      await chores?.run(now, async () => survey ?? (await ports.listDirs()), () => stopped);
      if (stopped) return;

      const t = clock();
      const p = pauseReason({
        now: t,
        settings,
        userIdle: userIdle(),
        justResumed: resumedAt !== null && t >= resumedAt && t - resumedAt < thresholdMs(),
        onBattery: ports.onBattery(),
      });
      if (p) return setPause(p);

      if (!survey || t - surveyAt >= opts.scanIntervalMs || t < surveyAt) {
        surveyAt = t;
        try {
          survey = await ports.listDirs();
        } catch (e) {
          survey = [];
          log(`could not list the memory dirs: ${describe(e)}`);
        }
        if (stopped) return;
      }

      const busy: string[] = [];
      for (const c of candidates(survey, records, t, settings)) {
        if (c.dir.transcriptDir) {
          const last = await ports.lastTranscriptWriteMs(c.dir.transcriptDir);
          if (stopped) return;
          if (isBusy(last, clock(), thresholdMs())) {
            // An agent is working there; look again once its transcripts have been quiet a threshold.
            const rec = records.get(c.dir.id) ?? { failures: 0, notBefore: 0 };
            records.set(c.dir.id, { ...rec, notBefore: (last ?? 0) + thresholdMs() });
            busy.push(c.dir.label);
            continue;
          }
        }
        // The user may have come back while we looked.
        if (!userIdle()) return setPause('user-active');
        return startDream(c.dir, c.reason);
      }
      // Agents working in the dirs that want a dream: say which, until their transcripts go quiet.
      const stillBusy = busy.length ? busy : pause === 'busy-dir' ? busyDirs.filter((l) => survey?.some((d) => d.label === l && (records.get(d.id)?.notBefore ?? 0) > t)) : [];
      if (stillBusy.length) setPause('busy-dir', stillBusy);
      else setPause('nothing-due');
    } catch (e) {
      log(`scheduler tick failed: ${describe(e)}`);
    } finally {
      ticking = false;
      const again = tickAgain;
      tickAgain = false;
      schedule(again ? 0 : opts.tickMs);
    }
  }

  function poke(): void {
    if (!started || stopped) return;
    if (ticking) tickAgain = true;
    else schedule(0);
  }

  return {
    start() {
      if (started) return;
      started = true;
      chores = createDailyChores(ports, clock() + opts.choresDelayMs);
      unsubscribeIdle = ports.idle.on(onIdleEvent);
      schedule(0);
      changed();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      unsubscribeIdle?.();
      const r = running;
      abortRunning('autodream is stopping');
      if (r) await r.done;
      changed();
    },
    poke,
    status,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    runningPath: () => running?.dir.path ?? null,
  };
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
