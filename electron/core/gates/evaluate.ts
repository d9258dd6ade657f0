import { formatDuration, formatHours, formatLocalTime } from './words.js';

/**
 * Whether a memory dir is due for a dream: Claude Code's gates, cheapest first
 * (enabled -> time -> throttle -> sessions -> lock). Evaluation stops at the first gate that
 * fails; the gates after it are omitted from `gates` (not evaluated, so nothing to say).
 *
 * A manual dream ("Dream now", `autodream dream`) skips time, throttle and sessions but still
 * needs the lock. It also ignores autoDreamEnabled, which governs automatic dreams only; it
 * still needs auto memory on (with it off, Claude Code neither writes nor reads that memory).
 */

export type GateName = 'enabled' | 'time' | 'throttle' | 'sessions' | 'lock';

export interface GateResult {
  gate: GateName;
  pass: boolean;
  detail: string;
}

export interface GateInput {
  enabled: { autoMemoryEnabled: boolean; autoDreamEnabled: boolean; reasons: string[] };
  /** Lock mtime; 0 = never dreamed. */
  lastConsolidatedAtMs: number;
  nowMs: number;
  minHours: number;
  minSessions: number;
  /** When sessions were last counted before this check; null = never. */
  lastScanAtMs: number | null;
  scanThrottleMs: number;
  /** Sessions since lastConsolidatedAt (related ones included); null = not counted. */
  sessionsSince: number | null;
  /** Of those, how many came from subfolders/worktrees of the same git root. */
  relatedSessionsSince?: number;
  /** false: the memory dir has no session transcripts, so time alone decides. Default true. */
  hasTranscripts?: boolean;
  lock: { held: boolean; pid: number | null; holder?: string | null };
  manual?: boolean;
  /** How times read in details; default local "YYYY-MM-DD HH:MM". */
  formatTime?: (ms: number) => string;
}

export interface GateEvaluation {
  gates: GateResult[];
  due: boolean;
  /**
   * When a dream could start: now when due; when the time gate opens (or the next session
   * count is allowed, or a held lock goes stale); null when disabled or waiting for sessions.
   */
  nextEligibleAt: number | null;
}

/** A lock older than this no longer counts as held (Claude Code's rule). */
const LOCK_STALE_MS = 3_600_000;

export function evaluateGates(input: GateInput): GateEvaluation {
  const fmt = input.formatTime ?? formatLocalTime;
  const now = input.nowMs;
  const gates: GateResult[] = [];
  const stop = (gate: GateName, detail: string, nextEligibleAt: number | null): GateEvaluation => {
    gates.push({ gate, pass: false, detail });
    return { gates, due: false, nextEligibleAt };
  };
  const pass = (gate: GateName, detail: string) => gates.push({ gate, pass: true, detail });

  const { autoMemoryEnabled, autoDreamEnabled, reasons } = input.enabled;
  if (!autoMemoryEnabled) return stop('enabled', reasons.join('; ') || 'auto memory is off', null);
  if (!autoDreamEnabled && !input.manual) return stop('enabled', reasons.join('; ') || 'auto dream is off', null);
  pass('enabled', autoDreamEnabled ? 'auto memory and auto dream are on' : `a manual dream runs although ${reasons.join('; ') || 'auto dream is off'}`);

  if (!input.manual) {
    const last = input.lastConsolidatedAtMs;
    const needs = formatHours(input.minHours);
    const opensAt = last + input.minHours * 3_600_000;
    if (last <= 0) pass('time', `never dreamed; needs ${needs}`);
    else if (now < opensAt) return stop('time', `dreamed ${formatDuration(now - last)} ago; needs ${needs}: eligible at ${fmt(opensAt)}`, opensAt);
    else pass('time', `dreamed ${formatDuration(now - last)} ago; needs ${needs}`);

    const lastScan = input.lastScanAtMs;
    if (lastScan !== null && now - lastScan < input.scanThrottleMs) {
      const nextScan = lastScan + input.scanThrottleMs;
      return stop('throttle', `sessions were counted ${formatDuration(now - lastScan)} ago; next count at ${fmt(nextScan)}`, nextScan);
    }
    pass('throttle', lastScan === null ? 'sessions not counted yet' : `sessions last counted ${formatDuration(now - lastScan)} ago`);

    if (input.hasTranscripts === false) pass('sessions', 'no session transcripts for this memory dir: time alone decides');
    else if (input.sessionsSince === null) return stop('sessions', 'sessions not counted', null);
    else {
      const related = input.relatedSessionsSince ?? 0;
      const also = related > 0 ? ` (including ${related} from subfolders/worktrees)` : '';
      const detail = `${input.sessionsSince} of ${input.minSessions} sessions since last dream${also}`;
      if (input.sessionsSince < input.minSessions) return stop('sessions', detail, null);
      pass('sessions', detail);
    }
  }

  const { held, pid, holder } = input.lock;
  if (held) {
    const staleAt = input.lastConsolidatedAtMs > 0 ? input.lastConsolidatedAtMs + LOCK_STALE_MS : null;
    const who = holder ? `${holder} pid ${pid ?? '?'}` : `pid ${pid ?? '?'}`;
    return stop('lock', `held by ${who}${staleAt !== null ? `; stale at ${fmt(staleAt)} at the latest` : ''}`, staleAt === null ? null : Math.max(now, staleAt));
  }
  pass('lock', 'free');
  return { gates, due: true, nextEligibleAt: now };
}
