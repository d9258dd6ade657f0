import type { AutodreamApi, MemoryDirStatus, ModelUsage, SchedulerStatusView } from '../core/api/contract.js';
import type { Timers } from '../core/scheduler/types.js';

/** A dream in progress, as the contract's events tell it. */
export interface RunningDream {
  trigger: string;
  phase: string | null;
}

/** Everything the tray shows, in one value (the menu and icon are pure functions of it). */
export interface ShellState {
  dirs: MemoryDirStatus[];
  running: Readonly<Record<string, RunningDream>>;
  /** Last failure per memory dir, until a later dream there succeeds. */
  failed: Readonly<Record<string, string>>;
  /** Claude Code's autoDreamEnabled (unset counts as on). */
  autoDream: boolean;
  /** Claude Code's settings.json could not be read. */
  settingsError: string | null;
  /** The memory dirs could not be listed. */
  loadError: string | null;
  /** The contract's `scheduler.status` (on / paused / off / not running, next dir, last dream). */
  status: SchedulerStatusView | null;
  /** Today's model tokens and cost (agent engine); null until read. */
  modelUsage?: ModelUsage | null;
}

export const emptyShellState: ShellState = {
  dirs: [],
  running: {},
  failed: {},
  autoDream: true,
  settingsError: null,
  loadError: null,
  status: null,
};

export interface ShellStateStore {
  get(): ShellState;
  onChange(listener: (state: ShellState) => void): () => void;
  /** Re-read memory dirs and settings (coalesced while one read is running). */
  refresh(): Promise<void>;
  dispose(): void;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Keeps the tray's state: memory dirs and settings read through the contract, dreams in
 * progress and failures from its events, the scheduler's status (`scheduler.status`); re-reads
 * every `refreshMs` and whenever an event says something changed.
 */
export function createShellState(o: { api: AutodreamApi; timers: Timers; refreshMs?: number }): ShellStateStore {
  let state: ShellState = { ...emptyShellState };
  const listeners = new Set<(s: ShellState) => void>();
  let inFlight: Promise<void> | null = null;
  let again = false;
  let disposed = false;
  let timer: unknown = null;

  const set = (patch: Partial<ShellState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l(state);
  };
  const without = <T>(rec: Readonly<Record<string, T>>, key: string): Record<string, T> => {
    const { [key]: _gone, ...rest } = rec;
    return rest;
  };

  async function read(): Promise<void> {
    const [dirs, settings, status, usage] = await Promise.allSettled([
      o.api.call('memoryDirs.list', {}),
      o.api.call('settings.get', {}),
      o.api.call('scheduler.status', {}),
      o.api.call('agent.usage', {}),
    ]);
    if (disposed) return;
    set({
      ...(status.status === 'fulfilled' && { status: status.value }),
      ...(usage.status === 'fulfilled' && { modelUsage: usage.value }),
      ...(dirs.status === 'fulfilled' ? { dirs: dirs.value.memoryDirs, loadError: null } : { loadError: message(dirs.reason) }),
      ...(settings.status === 'fulfilled' && {
        autoDream: settings.value.claude.autoDreamEnabled !== false,
        settingsError: settings.value.claude.error,
      }),
    });
  }

  function refresh(): Promise<void> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = read()
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
        if (again && !disposed) {
          again = false;
          void refresh();
        }
      });
    return inFlight;
  }

  function schedule(): void {
    if (disposed) return;
    timer = o.timers.setTimeout(() => {
      void refresh().finally(schedule);
    }, o.refreshMs ?? 10 * 60_000);
  }

  const offs = [
    o.api.on('dream.started', (p) => set({ running: { ...state.running, [p.memoryDirId]: { trigger: p.trigger, phase: null } } })),
    o.api.on('dream.phase', (p) => {
      const r = state.running[p.memoryDirId];
      if (r) set({ running: { ...state.running, [p.memoryDirId]: { ...r, phase: p.phase } } });
    }),
    o.api.on('dream.finished', (p) => {
      const failed =
        p.outcome === 'failed' ? { ...state.failed, [p.memoryDirId]: p.error ?? p.summary } : p.outcome === 'applied' || p.outcome === 'no-changes' ? without(state.failed, p.memoryDirId) : state.failed;
      set({ running: without(state.running, p.memoryDirId), failed });
      void refresh();
    }),
    o.api.on('dream.failed', (p) => {
      set({ running: without(state.running, p.memoryDirId), failed: { ...state.failed, [p.memoryDirId]: p.error } });
      void refresh();
    }),
    o.api.on('memoryDir.changed', () => void refresh()),
    o.api.on('snapshot.restored', () => void refresh()),
    o.api.on('settings.changed', () => void refresh()),
    o.api.on('scheduler.changed', () => void refresh()),
  ];
  schedule();

  return {
    get: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    dispose() {
      disposed = true;
      if (timer !== null) o.timers.clearTimeout(timer);
      for (const off of offs) off();
      listeners.clear();
    },
  };
}
