import type { AutodreamApi, MemoryDirStatus, MethodOutput } from '../api/contract.js';
import type { Clock } from '../clock.js';
import { localDay } from '../clock.js';
import { parseTimeOfDay } from './quiet-hours.js';
import { newestTranscriptWriteMs } from './transcript-activity.js';
import { defaultSchedulerSettings, type DirState, type QuietHours, type SchedulerPorts, type SchedulerSettings } from './types.js';
import type { WatchedDir } from './headless-idle.js';

/*
 * The scheduler drives the engine the way a door does: through the contract. These adapters
 * turn contract calls into scheduler ports, for the Electron shell and the daemon alike.
 */

type SettingsView = MethodOutput<'settings.get'>;

/** How long a memory dir has been due (ms): since it became eligible, or since its last dream. Pure. */
export function overdueMs(s: Pick<MemoryDirStatus, 'due' | 'nextEligibleAt' | 'lastConsolidatedAt'>, now: number): number {
  if (!s.due) return 0;
  const since = s.nextEligibleAt ?? s.lastConsolidatedAt;
  const at = since === null ? 0 : Date.parse(since);
  return Number.isFinite(at) ? Math.max(0, now - at) : 0;
}

export function dirStateFrom(s: MemoryDirStatus, now: number): DirState {
  return {
    id: s.id,
    path: s.memoryDir,
    label: s.label,
    transcriptDir: s.transcriptDir,
    due: s.due,
    overdueMs: overdueMs(s, now),
    indexOverLimit: s.indexOverLimit,
    paused: isDirPaused(s),
  };
}

/** Automatic dreams are off for this dir alone (autodream's per-dir switch). Pure. */
export function isDirPaused(s: Pick<MemoryDirStatus, 'paused'>): boolean {
  return s.paused === true;
}

/** autodream's pause setting as a time (ms): Infinity = until resumed; null = not paused (or unreadable). Pure. */
export function pausedUntilMsFrom(v: unknown): number | null {
  if (v === 'until-resumed') return Number.POSITIVE_INFINITY;
  if (typeof v !== 'string') return null;
  const at = Date.parse(v);
  return Number.isFinite(at) ? at : null;
}

const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** `{start, end}` or "22:00-07:00"; anything else is no quiet hours. Pure. */
export function quietHoursFrom(v: unknown): QuietHours | null {
  let q: QuietHours | null = null;
  if (typeof v === 'string') {
    const [start, end] = v.split(/\s*[-–]\s*/);
    if (start !== undefined && end !== undefined) q = { start, end };
  } else if (v && typeof v === 'object' && 'start' in v && 'end' in v) {
    const { start, end } = v as { start: unknown; end: unknown };
    if (typeof start === 'string' && typeof end === 'string') q = { start, end };
  }
  return q && parseTimeOfDay(q.start) !== null && parseTimeOfDay(q.end) !== null ? q : null;
}

/**
 * Scheduler settings from the settings view. App keys (electron/core/settings): idleMinutes,
 * dreamOnBattery, stopOnReturn, dreamWhenIndexOverLimit, quietHours; automatic dreams follow
 * Claude Code's `autoDreamEnabled` (unset = on: the engine's enabled gate has the last word). Pure.
 */
export function schedulerSettingsFrom(view: SettingsView): SchedulerSettings {
  const app = view.app;
  const d = defaultSchedulerSettings;
  const minutes = app.idleMinutes;
  return {
    autoDream: view.claude.autoDreamEnabled !== false,
    // Under a minute would dream between keystrokes.
    idleThresholdMinutes: typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0 ? Math.min(Math.max(minutes, 1), 24 * 60) : d.idleThresholdMinutes,
    pauseOnBattery: !bool(app.dreamOnBattery, !d.pauseOnBattery),
    stopOnReturn: bool(app.stopOnReturn, d.stopOnReturn),
    dreamWhenIndexOverLimit: bool(app.dreamWhenIndexOverLimit, d.dreamWhenIndexOverLimit),
    quietHours: quietHoursFrom(app.quietHours),
    pausedUntilMs: pausedUntilMsFrom(app.pausedUntil),
  };
}

export interface SettingsFeed {
  /** The last settings read (defaults until the first read finishes). */
  current(): SchedulerSettings;
  view(): SettingsView | null;
  /** Resolves after the first read. */
  ready: Promise<void>;
  onChange(listener: () => void): () => void;
  dispose(): void;
}

/** Settings kept fresh from `settings.changed` events, so the scheduler reads them synchronously. */
export function createSettingsFeed(api: AutodreamApi, log: (m: string) => void = () => undefined): SettingsFeed {
  let view: SettingsView | null = null;
  let settings = defaultSchedulerSettings;
  const listeners = new Set<() => void>();
  const read = async () => {
    try {
      view = await api.call('settings.get', {});
      settings = schedulerSettingsFrom(view);
      for (const l of listeners) l();
    } catch (e) {
      log(`could not read settings: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const off = api.on('settings.changed', () => void read());
  return {
    current: () => settings,
    view: () => view,
    ready: read(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: off,
  };
}

/** The engine-facing ports of the scheduler, through the contract. */
export function apiSchedulerPorts(
  api: AutodreamApi,
  clock: Clock,
): Pick<SchedulerPorts, 'listDirs' | 'lastTranscriptWriteMs' | 'dream' | 'dailySnapshot'> {
  return {
    async listDirs() {
      const { memoryDirs } = await api.call('memoryDirs.list', {});
      const now = clock();
      return memoryDirs.map((s) => dirStateFrom(s, now));
    },
    lastTranscriptWriteMs: newestTranscriptWriteMs,
    async dream(id, { signal, reason }) {
      if (signal.aborted) return { outcome: 'cancelled' };
      // Cancel = the engine rolls back the lock and writes nothing more.
      const cancel = () => void api.call('dream.cancel', { memoryDirId: id }).catch(() => undefined);
      signal.addEventListener('abort', cancel, { once: true });
      try {
        // Past the index limits the dream skips the time gate, like a manual one.
        const r = await api.call('dream.run', { memoryDirId: id, trigger: 'scheduler', ifDue: reason === 'due' });
        return { outcome: r.outcome };
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    async dailySnapshot(id, day) {
      // Any snapshot taken that day (a pre-dream one too) is the day's snapshot.
      const { snapshots } = await api.call('snapshots.list', { memoryDirId: id });
      if (snapshots.some((s) => localDay(Date.parse(s.createdAt)) === day)) return;
      await api.call('snapshots.create', { memoryDirId: id });
    },
  };
}

/** The dirs a headless idle source watches, from the contract. */
export async function watchedDirsFrom(api: AutodreamApi): Promise<WatchedDir[]> {
  const { memoryDirs } = await api.call('memoryDirs.list', {});
  return memoryDirs.map((s) => ({ memoryDir: s.memoryDir, transcriptDir: s.transcriptDir }));
}
