import type { AutodreamApi } from '../core/api/contract.js';
import type { ShellState } from './shell-state.js';
import type { TrayActions } from './tray-menu.js';
import { routes } from './routes.js';

const message = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e);

/**
 * What the tray menu's items do. "Dream now" on all memory dirs runs them one after another
 * (like the scheduler); "Stop dreaming" cancels the running one and the rest of the queue.
 */
export function createTrayActions(o: {
  api: AutodreamApi;
  state: () => ShellState;
  show(route: string): void;
  quit(): void;
  /** Tell the person about something that did not start (a notification). */
  problem(title: string, body: string): void;
}): TrayActions & { queueLength(): number } {
  let queue: string[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    try {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const label = o.state().dirs.find((d) => d.id === id)?.label ?? id;
        try {
          await o.api.call('dream.run', { memoryDirId: id, trigger: 'manual' });
        } catch (e) {
          o.problem('Dream did not start', `${label}: ${message(e)}`);
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    open: (route) => o.show(route),
    dreamNow(memoryDirId) {
      const s = o.state();
      const ids = memoryDirId === null ? s.dirs.filter((d) => s.running[d.id] === undefined).map((d) => d.id) : [memoryDirId];
      queue.push(...ids.filter((id) => !queue.includes(id)));
      void drain();
    },
    stopDreams() {
      queue = [];
      o.api.call('dream.cancel', {}).catch((e: unknown) => o.problem('Could not stop the dream', message(e)));
    },
    setAutoDream(on) {
      o.api.call('settings.set', { key: 'autoDreamEnabled', value: on }).catch((e: unknown) => o.problem('Could not change Auto dream', message(e)));
    },
    pause(untilMs) {
      const until = untilMs === null ? null : new Date(untilMs).toISOString();
      o.api.call('scheduler.pause', { until }).catch((e: unknown) => o.problem('Could not pause automatic dreams', message(e)));
    },
    resume() {
      o.api.call('scheduler.resume', {}).catch((e: unknown) => o.problem('Could not resume automatic dreams', message(e)));
    },
    pauseDir(memoryDirId, paused) {
      void (async () => {
        const { app } = await o.api.call('settings.get', {});
        const all = { ...((app.memoryDirs ?? {}) as Record<string, Record<string, unknown>>) };
        const { enabled: _was, ...rest } = all[memoryDirId] ?? {};
        if (paused) all[memoryDirId] = { ...rest, enabled: false };
        else if (Object.keys(rest).length) all[memoryDirId] = rest;
        else delete all[memoryDirId];
        await o.api.call('settings.set', { key: 'memoryDirs', value: all });
      })().catch((e: unknown) => o.problem(paused ? 'Could not pause this memory dir' : 'Could not resume this memory dir', message(e)));
    },
    undo(dreamId) {
      o.api.call('dreams.undo', { dreamId }).then(
        () => o.show(routes.report(dreamId)),
        (e: unknown) => o.problem('Undo failed', message(e)),
      );
    },
    quit: () => o.quit(),
    queueLength: () => queue.length,
  };
}
