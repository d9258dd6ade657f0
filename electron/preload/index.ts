/*
 * The preload: exposes exactly the contract to the page as `window.autodream` =
 * { invoke(method, input), on(event, listener) }. No raw ipcRenderer, no Node.
 *
 * A sandboxed preload cannot require our other files, so the contract's method and event
 * names are listed here; test/unit/main/preload.test.ts keeps them equal to the contract.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRenderer, IpcRendererEvent } from 'electron';

export const METHOD_NAMES = [
  'memoryDirs.list',
  'memoryDirs.known',
  'memoryDirs.resolve',
  'memoryDirs.read',
  'memoryDirs.readFile',
  'search',
  'dream.run',
  'dream.cancel',
  'dreams.history',
  'dreams.report',
  'dreams.undo',
  'snapshots.list',
  'snapshots.create',
  'snapshots.diff',
  'snapshots.restore',
  'memory.write',
  'memory.flush',
  'settings.get',
  'settings.set',
  'agent.usage',
  'agent.setKey',
  'memory.read',
  'memory.save',
  'memory.create',
  'memory.rename',
  'memory.delete',
  'map.get',
  'scheduler.status',
  'scheduler.pause',
  'scheduler.resume',
] as const;

export const EVENT_NAMES = [
  'dream.started',
  'dream.phase',
  'dream.progress',
  'dream.finished',
  'dream.failed',
  'snapshot.created',
  'snapshot.restored',
  'settings.changed',
  'memoryDir.changed',
  'scheduler.changed',
  'memoryDir.status',
] as const;

/** Channel names, derived the same way as electron/main/ipc.ts. */
export const methodChannel = (method: string): string => `autodream:call:${method}`;
export const eventChannel = (event: string): string => `autodream:event:${event}`;

const knownMethods = new Set<string>(METHOD_NAMES);
const knownEvents = new Set<string>(EVENT_NAMES);

export interface AutodreamBridge {
  /** Resolves with `{ok: true, result}` or `{ok: false, error: {code, message, file?, line?, hint?}}`. */
  invoke(method: string, input?: unknown): Promise<unknown>;
  /** Subscribe to a contract event; returns the unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void;
}

export function createBridge(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): AutodreamBridge {
  return Object.freeze({
    invoke(method: string, input?: unknown): Promise<unknown> {
      if (typeof method !== 'string' || !knownMethods.has(method)) {
        return Promise.reject(new Error(`Unknown autodream method "${String(method)}".`));
      }
      return ipc.invoke(methodChannel(method), input ?? {});
    },
    on(event: string, listener: (payload: unknown) => void): () => void {
      if (typeof event !== 'string' || !knownEvents.has(event)) throw new Error(`Unknown autodream event "${String(event)}".`);
      if (typeof listener !== 'function') throw new TypeError('autodream.on needs a listener function.');
      // The page gets the payload only, never the IPC event (it carries the sender object).
      const wrapped = (_e: IpcRendererEvent, payload: unknown) => listener(payload);
      ipc.on(eventChannel(event), wrapped);
      return () => {
        ipc.removeListener(eventChannel(event), wrapped);
      };
    },
  });
}

contextBridge.exposeInMainWorld('autodream', createBridge(ipcRenderer));
