import type { IncomingMessage, ServerResponse } from 'node:http';
import { events, type AutodreamApi, type EventName } from '../../core/api/contract.js';

/** A client that stops reading is dropped once this much is queued for it. */
const MAX_QUEUED_BYTES = 1024 * 1024;

export interface EventHub {
  /** Turn a request into an event stream that lasts until the client or the hub goes. */
  attach(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void;
  /** How many streams are open (for tests and the status line). */
  size(): number;
  /** Unsubscribe from the engine and end every open stream. */
  close(): void;
}

/** `event: <name>\ndata: <json>\n\n`: JSON.stringify never emits a raw newline, so one data line. */
export function sseFrame(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload ?? null)}\n\n`;
}

/** One subscription per contract event, fanned out to every open stream; a `ping` event every `pingMs` shows the stream is alive. */
export function createEventHub(api: Pick<AutodreamApi, 'on'>, pingMs = 2_000): EventHub {
  const clients = new Set<ServerResponse>();
  const send = (res: ServerResponse, text: string) => {
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_QUEUED_BYTES) {
      clients.delete(res);
      res.destroy();
      return;
    }
    res.write(text);
  };
  const broadcast = (text: string) => {
    for (const res of clients) send(res, text);
  };
  const offs = (Object.keys(events) as EventName[]).map((name) =>
    api.on(name, (payload) => {
      // Never throw back into the engine's emit: a transport problem is not the dream's problem.
      try {
        broadcast(sseFrame(name, payload));
      } catch {
        // an unserialisable payload is dropped
      }
    }),
  );
  // A real event (not a comment), so a page can tell a quiet stream from a dead one within seconds.
  const ping = setInterval(() => broadcast(sseFrame('ping', {})), pingMs);
  ping.unref();

  return {
    attach(req, res, headers) {
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      // When the stream ends (daemon stopping), close its socket too instead of idling for reuse.
      res.shouldKeepAlive = false;
      // A first comment flushes the headers, so the client knows the stream is open; retry soon after a drop.
      res.write(': connected\nretry: 1000\n\n');
      req.socket.setKeepAlive(true);
      req.socket.setNoDelay(true);
      clients.add(res);
      const drop = () => clients.delete(res);
      req.on('close', drop);
      res.on('close', drop);
      res.on('error', drop);
    },
    size: () => clients.size,
    close() {
      clearInterval(ping);
      for (const off of offs) off();
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
