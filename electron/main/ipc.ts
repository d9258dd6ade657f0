import { events, methods, type AutodreamApi, type EventName, type MethodName } from '../core/api/contract.js';
import { describeZodError, toWireError, type WireError } from '../core/api/dispatch.js';

/*
 * The contract over Electron IPC: one `ipcMain.handle` channel per method, one channel per
 * event, names derived from the contract. The preload mirrors these names (a test keeps them equal).
 */

export const methodChannel = (method: MethodName): string => `autodream:call:${method}`;
export const eventChannel = (event: EventName): string => `autodream:event:${event}`;
export const methodNames = Object.keys(methods) as MethodName[];
export const eventNames = Object.keys(events) as EventName[];

/** What every call answers: the result, or the error as a value (Electron would flatten a thrown one). */
export type IpcReply = { ok: true; result: unknown } | { ok: false; error: WireError };

/** The bits of an IpcMainInvokeEvent we look at. */
export interface InvokeEventLike {
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/** Why a sender is refused, or null when it is our own top-level page. Pure. */
export function refuseSender(event: InvokeEventLike, isOwnPage: (url: string) => boolean): string | null {
  const frame = event.senderFrame;
  if (!frame) return 'the sending frame is gone';
  if (frame.parent !== null && frame.parent !== undefined) return 'calls from sub-frames are not accepted';
  if (!isOwnPage(frame.url)) return `"${frame.url.slice(0, 200)}" is not autodream's own page`;
  return null;
}

/**
 * Register a handler per contract method. A foreign sender is rejected before anything runs;
 * input is validated with the contract's schema; the engine's errors come back as values.
 * Returns a function that removes every handler.
 */
export function registerIpc(o: { ipcMain: IpcMainLike; api: AutodreamApi; isOwnPage: (url: string) => boolean; log?: (m: string) => void }): () => void {
  for (const method of methodNames) {
    o.ipcMain.handle(methodChannel(method), async (event, input): Promise<IpcReply> => {
      const refused = refuseSender(event, o.isOwnPage);
      if (refused) {
        o.log?.(`refused IPC ${method}: ${refused}`);
        throw new Error(`autodream refused ${method}: ${refused}.`);
      }
      const parsed = methods[method].input.safeParse(input ?? {});
      if (!parsed.success) {
        return { ok: false, error: { code: 'bad-input', message: `Invalid input for ${method}: ${describeZodError(parsed.error)}` } };
      }
      try {
        return { ok: true, result: await o.api.call(method, input as never) };
      } catch (e) {
        return { ok: false, error: toWireError(e) };
      }
    });
  }
  return () => {
    for (const method of methodNames) o.ipcMain.removeHandler(methodChannel(method));
  };
}

/** Forward every contract event to our windows. Returns the unsubscribe function. */
export function forwardEvents(api: AutodreamApi, send: (channel: string, payload: unknown) => void): () => void {
  const offs = eventNames.map((name) => api.on(name, (payload) => send(eventChannel(name), payload)));
  return () => {
    for (const off of offs) off();
  };
}
