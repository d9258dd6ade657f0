import { dirStateFrom, pausedUntilMsFrom, schedulerSettingsFrom } from '../scheduler/api-ports.js';
import { candidates, type DirRecord } from '../scheduler/decide.js';
import type { SchedulerStatus } from '../scheduler/types.js';
import type { DreamRecord, MemoryDirStatus, MethodOutput, SchedulerStatusView, SchedulerWait } from './contract.js';

/** What the facade needs of a running scheduler (the daemon's or the Electron shell's). */
export interface LiveScheduler {
  status(): SchedulerStatus;
  onChange(listener: (status: SchedulerStatus) => void): () => void;
  /** Look around now (a pause was lifted, ...). */
  poke(): void;
}

/** Outcomes that count as "a dream happened" for the status line; previews and refusals to start do not. */
const FINISHED = new Set(['applied', 'no-changes', 'refused', 'failed', 'cancelled']);

const WAITS = new Set<string>(['user-active', 'load', 'on-battery', 'quiet-hours', 'busy-dir', 'just-resumed', 'nothing-due']);

const iso = (ms: number) => new Date(ms).toISOString();

export interface SchedulerViewInput {
  /** null: no scheduler in this process (`daemon --no-scheduler`, the CLI). */
  live: SchedulerStatus | null;
  settings: MethodOutput<'settings.get'>;
  dirs: MemoryDirStatus[];
  history: DreamRecord[];
  now: number;
}

/** The scheduler's state as the contract says it: one truth for the tray, the window and the CLI. Pure. */
export function schedulerStatusView(i: SchedulerViewInput): SchedulerStatusView {
  const settings = schedulerSettingsFrom(i.settings);
  const pausedUntilMs = pausedUntilMsFrom(i.settings.app.pausedUntil);
  const paused = pausedUntilMs !== null && i.now < pausedUntilMs;
  const state: SchedulerStatusView['state'] = i.live === null || i.live.state === 'stopped' ? 'not-running' : !settings.autoDream ? 'off' : paused ? 'paused' : 'on';
  const label = (id: string) => i.dirs.find((d) => d.id === id)?.label ?? id;

  const run = i.live?.running ?? null;
  const dreaming = run && { memoryDirId: run.id, label: run.label, startedAt: iso(run.startedAt), reason: run.reason };

  let waiting: SchedulerStatusView['waiting'] = null;
  const pause = i.live?.pause ?? null;
  if (state === 'on' && !dreaming && pause !== null && WAITS.has(pause)) {
    const reason = pause as SchedulerWait;
    const detail =
      reason === 'load' ? (i.live?.busyWith?.detail ?? null)
      : reason === 'busy-dir' ? (i.live?.busyDirs.join(', ') ?? null)
      : reason === 'quiet-hours' && settings.quietHours ? `${settings.quietHours.start}–${settings.quietHours.end}`
      : null;
    waiting = { reason, detail };
  }

  const records = new Map<string, DirRecord>((i.live?.backoff ?? []).map((b) => [b.id, { failures: b.failures, notBefore: b.notBefore }]));
  const states = i.dirs.map((d) => dirStateFrom(d, i.now));
  const first = candidates(states, records, i.now, settings)[0];
  let next: SchedulerStatusView['next'] = null;
  if (first) next = { memoryDirId: first.dir.id, label: first.dir.label, reason: first.reason, at: null };
  else {
    const later = states
      .map((s, k) => ({ s, at: i.dirs[k]!.nextEligibleAt === null ? NaN : Date.parse(i.dirs[k]!.nextEligibleAt!), backoff: records.get(s.id)?.notBefore ?? 0 }))
      .filter((x) => !x.s.paused && Number.isFinite(x.at))
      .map((x) => ({ ...x, at: Math.max(x.at, x.backoff) }))
      .sort((a, b) => a.at - b.at)[0];
    if (later) next = { memoryDirId: later.s.id, label: later.s.label, reason: 'time', at: iso(later.at) };
  }

  const last = i.history
    .filter((r) => FINISHED.has(r.outcome) && r.finishedAt !== null && r.undoOf === undefined && r.trigger !== 'agent-tool')
    .sort((a, b) => Date.parse(b.finishedAt!) - Date.parse(a.finishedAt!))[0];
  const lastDream = last
    ? { dreamId: last.dreamId, memoryDirId: last.memoryDirId, label: label(last.memoryDirId), finishedAt: last.finishedAt!, outcome: last.outcome, undone: Boolean(last.undoneBy) }
    : null;

  return {
    state,
    pausedUntil: state === 'paused' ? (pausedUntilMs === Number.POSITIVE_INFINITY ? null : iso(pausedUntilMs!)) : null,
    dreaming,
    waiting,
    next,
    lastDream,
    pausedDirs: i.dirs.filter((d) => d.paused).map((d) => d.id),
    idleSource: i.live ? i.live.idleSource : null,
  };
}
