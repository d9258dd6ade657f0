import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createSseParser, type EventSourceLike } from '../../../electron/core/api/http-client.js';
import { AutodreamError } from '../../../electron/core/errors.js';

/**
 * The client's own mechanics against a tiny stand-in HTTP server (not our daemon): SSE parsing,
 * reconnection, the token on the wire, wire errors and a lost connection. The real daemon is in
 * contract.test.ts.
 */
let server: Server;
let base: string;
const streams: ServerResponse[] = [];
const closedStreams = new Set<ServerResponse>();
const seen: { url: string; auth: string | undefined }[] = [];
let callReply: { status: number; body: string } = { status: 200, body: '{"ok":true,"result":{"hello":1}}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    if (req.url?.startsWith('/api/events')) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': connected\n\n');
      streams.push(res);
      res.on('close', () => closedStreams.add(res));
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(callReply.status, { 'Content-Type': 'application/json' });
      res.end(callReply.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of streams) s.destroy();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('createSseParser', () => {
  it('reads named events split across chunks, with CRLF, comments and multi-line data', () => {
    const got: [string, string][] = [];
    const p = createSseParser((n, d) => got.push([n, d]));
    p.push(': ping\n\nevent: dream.phase\nda');
    p.push('ta: {"a":1}\r\n\r');
    p.push('\nevent: x\ndata: line1\ndata:line2\n\ndata: plain\n\n');
    p.push('event: half\ndata: 1\n');
    expect(got).toEqual([['dream.phase', '{"a":1}'], ['x', 'line1\nline2'], ['message', 'plain']]);
  });
});

describe('createHttpClient', () => {
  it('POSTs calls with the bearer token and returns the result', async () => {
    callReply = { status: 200, body: '{"ok":true,"result":{"hello":1}}' };
    const client = createHttpClient({ baseUrl: `${base}/`, token: 'T0K' });
    await expect(client.call('settings.get', {})).resolves.toEqual({ hello: 1 });
    expect(seen.at(-1)).toEqual({ url: '/api/call/settings.get', auth: 'Bearer T0K' });
  });

  it('turns an {ok:false} answer into the AutodreamError it describes', async () => {
    callReply = { status: 409, body: JSON.stringify({ ok: false, error: { code: 'locked', message: 'Another dream holds the lock.', file: 'x.md', line: 3, hint: 'Wait.' } }) };
    const client = createHttpClient({ baseUrl: base, token: 'T0K' });
    const e = await client.call('dream.run', { memoryDirId: 'a' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AutodreamError);
    expect(e).toMatchObject({ code: 'locked', message: 'Another dream holds the lock.', file: 'x.md', line: 3, hint: 'Wait.' });
  });

  it('says plainly when an answer is not the protocol', async () => {
    callReply = { status: 502, body: '<html>bad gateway</html>' };
    const e = await createHttpClient({ baseUrl: base, token: 'T' }).call('settings.get', {}).catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'internal' });
    expect((e as Error).message).toMatch(/HTTP 502/);
  });

  it('reports a lost connection with the URL and what to do', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((r) => closed.close(() => r()));
    const e = await createHttpClient({ baseUrl: url, token: 'T' }).call('settings.get', {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AutodreamError);
    expect(e).toMatchObject({ code: 'internal', message: `Lost the connection to the autodream daemon at ${url}`, hint: 'Is it still running? Restart it with `autodream daemon`.' });
  });

  it('shares one event stream between listeners, and reconnects when it drops', async () => {
    const before = streams.length;
    const client = createHttpClient({ baseUrl: base, token: 'T0K', reconnectMs: 20 });
    const phases: unknown[] = [];
    const finished: unknown[] = [];
    const offA = client.on('dream.phase', (p) => phases.push(p));
    const offB = client.on('dream.finished', (p) => finished.push(p));
    await until(() => streams.length === before + 1);
    // Over fetch the token goes in the header, never the URL.
    expect(seen.filter((s) => s.url.startsWith('/api/events')).at(-1)).toEqual({ url: '/api/events', auth: 'Bearer T0K' });
    const first = streams.at(-1)!;
    first.write('event: dream.phase\ndata: {"memoryDirId":"a","phase":"orient"}\n\n');
    first.write('event: dream.finished\ndata: {"outcome":"applied"}\n\n');
    await until(() => phases.length === 1 && finished.length === 1);
    first.end();
    await until(() => streams.length === before + 2);
    streams.at(-1)!.write('event: dream.phase\ndata: {"memoryDirId":"a","phase":"apply"}\n\n');
    await until(() => phases.length === 2);
    expect(phases).toEqual([{ memoryDirId: 'a', phase: 'orient' }, { memoryDirId: 'a', phase: 'apply' }]);
    offA();
    offB();
    // No listeners left: the stream is released.
    await until(() => closedStreams.has(streams.at(-1)!));
    client.close();
  });

  it('uses an injected EventSource, with the token in the query, and reconnects after it closes', async () => {
    const made: FakeEventSource[] = [];
    class FakeEventSource implements EventSourceLike {
      readyState = 0;
      onerror: ((ev: unknown) => void) | null = null;
      onopen: ((ev: unknown) => void) | null = null;
      readonly handlers = new Map<string, (ev: { data?: unknown }) => void>();
      constructor(readonly url: string) {
        made.push(this);
      }
      addEventListener(type: string, fn: (ev: { data?: unknown }) => void) {
        this.handlers.set(type, fn);
      }
      close() {
        this.readyState = 2;
      }
    }
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9', token: 'a b', EventSource: FakeEventSource, reconnectMs: 10 });
    const got: unknown[] = [];
    client.on('snapshot.created', (p) => got.push(p));
    client.on('settings.changed', (p) => got.push(p));
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toBe('http://127.0.0.1:9/api/events?token=a%20b');
    made[0]!.handlers.get('settings.changed')!({ data: '{"key":"k"}' });
    made[0]!.handlers.get('settings.changed')!({ data: 'not json' });
    expect(got).toEqual([{ key: 'k' }]);
    made[0]!.readyState = 2;
    made[0]!.onerror!({});
    await until(() => made.length === 2);
    client.close();
    expect(made[1]!.readyState).toBe(2);
  });
});
