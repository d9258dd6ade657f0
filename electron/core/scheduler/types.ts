import type { Clock } from '../clock.js';

/**
 * What an idle source reports, in plain words:
 * - `idle`: no activity for the source's threshold; `active`: activity after being idle;
 * - `suspend` / `resume`: the machine sleeps and wakes;
 * - `lock-screen` / `unlock-screen`: the user locked the screen (away) or came back.
 */
export type IdleEvent = 'idle' | 'active' | 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen';

/** Where "the user is away" comes from: the OS (powerMonitor) or file activity (headless). */
export interface IdleSource {
  /** `powerMonitor`, `headless`, ... shown in the status. */
  readonly kind: string;
  /** Why this source is the one in use, when it is a fallback; null when nothing to say. */
  readonly note: string | null;
  /** Seconds since the last activity this source can see. */
  idleSeconds(): number;
  /** Subscribe to events; returns the unsubscribe function. */
  on(listener: (event: IdleEvent) => void): () => void;
  /** Why the machine counts as busy although nobody typed, when it knows: the load average. */
  busyWith?(): { reason: 'load'; detail: string } | null;
  close(): Promise<void>;
}

/** setTimeout-like, injectable so that tests drive time by hand. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Local clock times "HH:MM"; start > end wraps past midnight (22:00-07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

/** The settings the scheduler reads on every tick (so changes apply without a restart). */
export interface SchedulerSettings {
  /** Automatic dreams at all (Claude Code's `autoDreamEnabled`). */
  autoDream: boolean;
  /** The user counts as away after this many minutes without activity. */
  idleThresholdMinutes: number;
  /** Don't start (and stop) automatic dreams while on battery. */
  pauseOnBattery: boolean;
  /** Cancel a running automatic dream (rollback) when the user comes back; else let it finish. */
  stopOnReturn: boolean;
  /** Dream a memory dir whose MEMORY.md is past Claude Code's load limits even before the time gate. */
  dreamWhenIndexOverLimit: boolean;
  /** No automatic dreams start in this window; null = none. */
  quietHours: QuietHours | null;
  /** autodream's own pause: no automatic dream before this time (ms; Infinity = until resumed); null = not paused. */
  pausedUntilMs: number | null;
}

export const defaultSchedulerSettings: SchedulerSettings = {
  autoDream: true,
  idleThresholdMinutes: 10,
  pauseOnBattery: true,
  stopOnReturn: true,
  dreamWhenIndexOverLimit: true,
  quietHours: null,
  pausedUntilMs: null,
};

/** One memory dir as the scheduler sees it when it surveys them. */
export interface DirState {
  id: string;
  /** Absolute path of the memory dir. */
  path: string;
  label: string;
  /** Where its session transcripts are written, or null. */
  transcriptDir: string | null;
  /** All gates pass. */
  due: boolean;
  /** How long it has been due (ms); orders the queue, most overdue first. */
  overdueMs: number;
  /** MEMORY.md is past Claude Code's load limits: its newest entries are being lost. */
  indexOverLimit: boolean;
  /** Automatic dreams are off for this dir alone (autodream's per-dir setting): never a candidate. */
  paused?: boolean;
}

/** Why the scheduler starts a dream: the gates say so, or the index is losing entries. */
export type DreamReason = 'due' | 'index-over-limit';

/** The outcomes a dream can end with (the contract's words). */
export type DreamOutcomeName = 'applied' | 'dry-run' | 'not-due' | 'locked' | 'refused' | 'cancelled' | 'failed' | 'no-changes';

/** Everything the scheduler needs from the outside world; the composition root wires them. */
export interface SchedulerPorts {
  idle: IdleSource;
  clock: Clock;
  timers: Timers;
  settings(): SchedulerSettings;
  onBattery(): boolean;
  /** Every memory dir with its gate verdict (called at most once per scan interval while idle). */
  listDirs(): Promise<DirState[]>;
  /** Newest write time (ms) of a transcript dir's sessions, or null when there are none. */
  lastTranscriptWriteMs(transcriptDir: string): Promise<number | null>;
  /** Run one dream; aborting the signal must cancel it with a rollback (nothing half-written). */
  dream(id: string, opts: { signal: AbortSignal; reason: DreamReason }): Promise<{ outcome: DreamOutcomeName }>;
  /** Take the day's snapshot of a memory dir; a no-op when one exists for `day` (YYYY-MM-DD local). */
  dailySnapshot(id: string, day: string): Promise<void>;
  /** Drop snapshots past retention. */
  retention?(): Promise<void>;
  log?(message: string): void;
}

/** Tuning knobs with defaults that suit a desktop; tests shrink them. */
export interface SchedulerOptions {
  /** How often the loop looks around (default 60 s). */
  tickMs: number;
  /** How often memory dirs are surveyed while idle and nothing changed (default 10 min). */
  scanIntervalMs: number;
  /** First retry delay after a failed dream; doubles per failure (default 5 min). */
  backoffBaseMs: number;
  /** Longest retry delay (default 24 h). */
  backoffMaxMs: number;
  /** Retry delay when another process holds the lock (default 15 min). */
  lockedRetryMs: number;
  /** After a successful dream, the same dir is left alone this long whatever the survey says (default 6 h). */
  successCooldownMs: number;
  /** Daily chores (snapshots, retention) wait this long after start (default 2 min). */
  choresDelayMs: number;
}

export const defaultSchedulerOptions: SchedulerOptions = {
  tickMs: 60_000,
  scanIntervalMs: 10 * 60_000,
  backoffBaseMs: 5 * 60_000,
  backoffMaxMs: 24 * 60 * 60_000,
  lockedRetryMs: 15 * 60_000,
  successCooldownMs: 6 * 60 * 60_000,
  choresDelayMs: 2 * 60_000,
};

/** Why no automatic dream is running right now. */
export type PauseReason =
  | 'auto-dream-off'
  | 'paused'
  | 'user-active'
  | 'load'
  | 'on-battery'
  | 'quiet-hours'
  | 'just-resumed'
  | 'busy-dir'
  | 'nothing-due'
  | 'stopped';

/** What the tray and the status show about the scheduler. */
export interface SchedulerStatus {
  state: 'dreaming' | 'waiting' | 'stopped';
  /** Set when waiting. */
  pause: PauseReason | null;
  idleSource: { kind: string; note: string | null };
  running: { id: string; path: string; label: string; reason: DreamReason; startedAt: number } | null;
  /** Dirs that failed recently and when they will be tried again. */
  backoff: { id: string; failures: number; notBefore: number }[];
  /** When `pause` is `busy-dir`: the dirs an agent is working in (their transcripts are being written). */
  busyDirs: string[];
  /** When `pause` is `load`: the idle source's words for it. */
  busyWith: { reason: 'load'; detail: string } | null;
  lastTickAt: number | null;
}
