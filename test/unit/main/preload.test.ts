import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, methods } from '../../../electron/core/api/contract.js';
import { eventChannel, methodChannel } from '../../../electron/main/ipc.js';

const root = resolve(import.meta.dirname, '../../..');
const preloadDir = join(root, 'electron', 'preload');

interface Bridge {
  invoke(method: string, input?: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

/** Compile the preload with its own tsconfig (CommonJS) and run it against a fake electron. */
function loadPreload() {
  const config = ts.getParsedCommandLineOfConfigFile(join(preloadDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
  if (!config) throw new Error('cannot read electron/preload/tsconfig.json');
  const source = readFileSync(join(preloadDir, 'index.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: config.options, fileName: 'index.ts' });

  const exposed: Record<string, unknown> = {};
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const invoked: [string, unknown][] = [];
  const ipcRenderer = {
    invoke: async (channel: string, input: unknown) => {
      invoked.push([channel, input]);
      return { ok: true, result: { echoed: input } };
    },
    on(channel: string, l: (...a: unknown[]) => void) {
      listeners.set(channel, new Set([...(listeners.get(channel) ?? []), l]));
      return ipcRenderer;
    },
    removeListener(channel: string, l: (...a: unknown[]) => void) {
      listeners.get(channel)?.delete(l);
      return ipcRenderer;
    },
    send: () => {
      throw new Error('the page must not reach raw ipcRenderer');
    },
  };
  const contextBridge = {
    exposeInMainWorld(key: string, api: unknown) {
      exposed[key] = api;
    },
  };
  const required: string[] = [];
  const fakeRequire = (id: string) => {
    required.push(id);
    if (id === 'electron') return { contextBridge, ipcRenderer };
    throw new Error(`a sandboxed preload cannot require "${id}"`);
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', outputText)(fakeRequire, module, module.exports);
  const fire = (channel: string, payload: unknown) => {
    for (const l of listeners.get(channel) ?? []) l({ sender: 'the IPC event' }, payload);
  };
  return { exposed, exports: module.exports, invoked, listeners, fire, required };
}

let loaded: ReturnType<typeof loadPreload>;
beforeAll(() => {
  loaded = loadPreload();
});

describe('preload', () => {
  it('exposes exactly {invoke, on} as window.autodream, and requires nothing but electron', () => {
    expect(Object.keys(loaded.exposed)).toEqual(['autodream']);
    const bridge = loaded.exposed.autodream as Bridge;
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(loaded.required).toEqual(['electron']);
  });

  it('knows exactly the contract method and event names, on the main process channels', () => {
    expect([...(loaded.exports.METHOD_NAMES as string[])].sort()).toEqual(Object.keys(methods).sort());
    expect([...(loaded.exports.EVENT_NAMES as string[])].sort()).toEqual(Object.keys(events).sort());
    const mc = loaded.exports.methodChannel as (m: string) => string;
    const ec = loaded.exports.eventChannel as (e: string) => string;
    for (const m of Object.keys(methods)) expect(mc(m)).toBe(methodChannel(m as keyof typeof methods));
    for (const e of Object.keys(events)) expect(ec(e)).toBe(eventChannel(e as keyof typeof events));
  });

  it('invokes contract methods only', async () => {
    const bridge = loaded.exposed.autodream as Bridge;
    await expect(bridge.invoke('dreams.report', { dreamId: 'd1' })).resolves.toEqual({ ok: true, result: { echoed: { dreamId: 'd1' } } });
    expect(loaded.invoked.at(-1)).toEqual(['autodream:call:dreams.report', { dreamId: 'd1' }]);
    await expect(bridge.invoke('settings.get')).resolves.toMatchObject({ ok: true });
    expect(loaded.invoked.at(-1)).toEqual(['autodream:call:settings.get', {}]);
    const before = loaded.invoked.length;
    await expect(bridge.invoke('shell.openExternal', 'file:///etc/passwd')).rejects.toThrow('Unknown autodream method "shell.openExternal".');
    expect(loaded.invoked).toHaveLength(before);
  });

  it('subscribes to contract events, hands over only the payload, and unsubscribes', () => {
    const bridge = loaded.exposed.autodream as Bridge;
    const got: unknown[][] = [];
    const off = bridge.on('dream.phase', (...args) => got.push(args));
    loaded.fire('autodream:event:dream.phase', { memoryDirId: 'shop', phase: 'gather' });
    expect(got).toEqual([[{ memoryDirId: 'shop', phase: 'gather' }]]);
    off();
    loaded.fire('autodream:event:dream.phase', { memoryDirId: 'shop', phase: 'prune' });
    expect(got).toHaveLength(1);
    expect(loaded.listeners.get('autodream:event:dream.phase')?.size).toBe(0);
    expect(() => bridge.on('ipc.raw', () => undefined)).toThrow('Unknown autodream event "ipc.raw".');
  });
});
