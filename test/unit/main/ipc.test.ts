import { describe, expect, it } from 'vitest';
import { events, methods } from '../../../electron/core/api/contract.js';
import { AutodreamError } from '../../../electron/core/errors.js';
import { eventChannel, forwardEvents, methodChannel, registerIpc, type InvokeEventLike, type IpcMainLike, type IpcReply } from '../../../electron/main/ipc.js';
import { isOwnPageUrl } from '../../../electron/main/trusted-url.js';
import { FakeApi, memoryDirStatus } from '../scheduler/fake-api.js';

class RecordingIpcMain implements IpcMainLike {
  handlers = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>>();
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>) {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invoke(channel: string, event: InvokeEventLike, input: unknown) {
    const h = this.handlers.get(channel);
    if (!h) throw new Error(`no handler for ${channel}`);
    return h(event, input);
  }
}

const page = { indexFile: '/opt/autodream/dist/renderer/index.html', devUrl: null };
const isOwnPage = (url: string) => isOwnPageUrl(url, page, 'linux');
const ours: InvokeEventLike = { senderFrame: { url: 'file:///opt/autodream/dist/renderer/index.html#/reports/d1', parent: null } };

function setup() {
  const ipcMain = new RecordingIpcMain();
  const api = new FakeApi().handle('memoryDirs.list', () => ({ memoryDirs: [memoryDirStatus()] }));
  const refusals: string[] = [];
  const off = registerIpc({ ipcMain, api, isOwnPage, log: (m) => refusals.push(m) });
  return { ipcMain, api, off, refusals };
}

describe('IPC registration', () => {
  it('registers one handler per contract method, on channels derived from the contract', () => {
    const { ipcMain, off } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.keys(methods).map((m) => `autodream:call:${m}`).sort());
    off();
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('answers our own page with the result as a value', async () => {
    const { ipcMain, api } = setup();
    const reply = (await ipcMain.invoke(methodChannel('memoryDirs.list'), ours, {})) as IpcReply;
    expect(reply.ok).toBe(true);
    expect(api.callsOf('memoryDirs.list')).toEqual([{}]);
  });

  it('rejects a foreign sender before anything runs', async () => {
    const { ipcMain, api, refusals } = setup();
    const foreign: InvokeEventLike = { senderFrame: { url: 'https://evil.example/', parent: null } };
    await expect(ipcMain.invoke(methodChannel('memoryDirs.list'), foreign, {})).rejects.toThrow(/refused memoryDirs.list: "https:\/\/evil.example\/" is not autodream's own page/);
    const otherFile: InvokeEventLike = { senderFrame: { url: 'file:///tmp/index.html', parent: null } };
    await expect(ipcMain.invoke(methodChannel('memoryDirs.list'), otherFile, {})).rejects.toThrow(/not autodream's own page/);
    const subFrame: InvokeEventLike = { senderFrame: { url: ours.senderFrame!.url, parent: {} } };
    await expect(ipcMain.invoke(methodChannel('memoryDirs.list'), subFrame, {})).rejects.toThrow(/sub-frames/);
    await expect(ipcMain.invoke(methodChannel('memoryDirs.list'), { senderFrame: null }, {})).rejects.toThrow(/frame is gone/);
    expect(api.calls).toEqual([]);
    expect(refusals).toHaveLength(4);
  });

  it('validates input with the contract and returns engine errors as values a person can read', async () => {
    const { ipcMain, api } = setup();
    const bad = (await ipcMain.invoke(methodChannel('memoryDirs.readFile'), ours, { memoryDirId: 'x', file: '../../etc/passwd' })) as IpcReply;
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    expect(!bad.ok && bad.error.message).toMatch(/file: must be a path inside the memory dir/);
    expect(api.calls).toEqual([]);

    api.handle('dreams.report', () => {
      throw new AutodreamError('corrupt', 'The report is damaged.', { file: '/state/dreams/d1.json', line: 3, hint: 'Other reports are fine.' });
    });
    const err = (await ipcMain.invoke(methodChannel('dreams.report'), ours, { dreamId: 'd1' })) as IpcReply;
    expect(err).toEqual({ ok: false, error: { code: 'corrupt', message: 'The report is damaged.', file: '/state/dreams/d1.json', line: 3, hint: 'Other reports are fine.' } });
  });

  it('accepts the dev server only when one is configured', () => {
    expect(isOwnPageUrl('http://localhost:5173/#/dirs', { ...page, devUrl: 'http://localhost:5173' }, 'linux')).toBe(true);
    expect(isOwnPageUrl('http://localhost:5173/#/dirs', page, 'linux')).toBe(false);
    expect(isOwnPageUrl('http://localhost:5174/', { ...page, devUrl: 'http://localhost:5173' }, 'linux')).toBe(false);
  });
});

describe('event forwarding', () => {
  it('sends every contract event to the windows on its own channel, until unsubscribed', () => {
    const api = new FakeApi();
    const sent: [string, unknown][] = [];
    const off = forwardEvents(api, (channel, payload) => sent.push([channel, payload]));
    expect(api.listenerCount()).toBe(Object.keys(events).length);
    api.emit('dream.phase', { memoryDirId: 'shop', phase: 'gather' });
    api.emit('settings.changed', { key: 'autoDreamEnabled' });
    expect(sent).toEqual([
      [eventChannel('dream.phase'), { memoryDirId: 'shop', phase: 'gather' }],
      ['autodream:event:settings.changed', { key: 'autoDreamEnabled' }],
    ]);
    off();
    expect(api.listenerCount()).toBe(0);
  });
});
