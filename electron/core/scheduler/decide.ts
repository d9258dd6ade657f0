import { inQuietHours } from './quiet-hours.js';
import type { DirState, DreamOutcomeName, DreamReason, PauseReason, SchedulerOptions, SchedulerSettings } from './types.js';

/** What the scheduler remembers about one memory dir between ticks. */
export interface DirRecord {
  /** Failed dreams in a row (reset by a success). */
  failures: number;
  /** No automatic dream in this dir before this time (ms). */
  notBefore: number;
}

/** The moment's facts that decide whether any automatic dream may start. */
export interface Situation {
  now: number;
  settings: SchedulerSettings;
  /** The user has been away for the threshold. */
  userIdle: boolean;
  /** The machine woke (or the clock jumped) less than a threshold ago. */
  justResumed: boolean;
  onBattery: boolean;
}

/** Why no automatic dream may start now, or null when one may. Pure. */
export function pauseReason(s: Situation): PauseReason | null {
  if (!s.settings.autoDream) return 'auto-dream-off';
  if (s.settings.pausedUntilMs !== null && s.now < s.settings.pausedUntilMs) return 'paused';
  if (s.settings.pauseOnBattery && s.onBattery) return 'on-battery';
  if (inQuietHours(s.now, s.settings.quietHours)) return 'quiet-hours';
  if (s.justResumed) return 'just-resumed';
  if (!s.userIdle) return 'user-active';
  return null;
}

export interface Candidate {
  dir: DirState;
  reason: DreamReason;
}

/**
 * The memory dirs that want a dream, most urgent first: an index that is losing entries now,
 * then the most overdue. Dirs backing off are left out. Pure.
 */
export function candidates(dirs: readonly DirState[], records: ReadonlyMap<string, DirRecord>, now: number, settings: SchedulerSettings): Candidate[] {
  const out: Candidate[] = [];
  for (const dir of dirs) {
    const rec = records.get(dir.id);
    if (dir.paused || (rec && rec.notBefore > now)) continue;
    if (dir.due) out.push({ dir, reason: 'due' });
    else if (dir.indexOverLimit && settings.dreamWhenIndexOverLimit) out.push({ dir, reason: 'index-over-limit' });
  }
  return out.sort(
    (a, b) =>
      Number(b.dir.indexOverLimit) - Number(a.dir.indexOverLimit) ||
      b.dir.overdueMs - a.dir.overdueMs ||
      a.dir.id.localeCompare(b.dir.id),
  );
}

/** An agent is working in this dir: its transcripts were written within the threshold. */
export function isBusy(lastTranscriptWriteMs: number | null, now: number, thresholdMs: number): boolean {
  return lastTranscriptWriteMs !== null && now - lastTranscriptWriteMs < thresholdMs;
}

/** Retry delay after `failures` failures in a row: base, 2x, 4x, ... capped. Pure. */
export function backoffMs(failures: number, opts: Pick<SchedulerOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  if (failures <= 0) return 0;
  return Math.min(opts.backoffMaxMs, opts.backoffBaseMs * 2 ** Math.min(failures - 1, 30));
}

/** The record after a dream ended with `outcome` (or threw: 'failed'). Pure. */
export function afterDream(prev: DirRecord | undefined, outcome: DreamOutcomeName, now: number, opts: SchedulerOptions): DirRecord {
  const failures = prev?.failures ?? 0;
  switch (outcome) {
    case 'applied':
    case 'no-changes':
    case 'dry-run':
      // Even if the survey keeps saying "due" (an index a dream cannot shrink), don't loop on it.
      return { failures: 0, notBefore: now + opts.successCooldownMs };
    case 'not-due':
      // The survey was stale; the next survey knows better. One tick of rest.
      return { failures, notBefore: now + opts.tickMs };
    case 'cancelled':
      // The user came back: try again at the next idle period, no penalty.
      return { failures, notBefore: now + opts.tickMs };
    case 'locked':
      return { failures, notBefore: now + opts.lockedRetryMs };
    case 'refused':
    case 'failed':
      return { failures: failures + 1, notBefore: now + backoffMs(failures + 1, opts) };
  }
}
