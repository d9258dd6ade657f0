import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { stat } from 'node:fs/promises';
import { isMethodName, type AutodreamApi, type MethodName } from '../../core/api/contract.js';
import { toWireError, type WireError } from '../../core/api/dispatch.js';
import { knownDirsOnly } from '../../core/api/known-dirs.js';
import { AutodreamError, errnoCode } from '../../core/errors.js';
import { readJsonBody } from './body.js';
import { createEventHub } from './events.js';
import { createToken, hostAllowed, isAuthorized, originAllowed, TOKEN_COOKIE, tokenMatches } from './guard.js';
import { statusForErrorCode } from './http-status.js';
import { locateStatic, NO_BUILD_PAGE, sendFile, UNAUTHORIZED_PAGE } from './static.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMemoryServer, defaultDirResolver, serverVersion } from '../mcp/server.js';

/** The wire protocol's CSP: only our own scripts, no framing. */
export const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  // The page URL carries the token on first load: never send it on as a Referer.
  'Referrer-Policy': 'no-referrer',
};

export interface DaemonServerOptions {
  api: AutodreamApi;
  /** 0 = any free port. */
  port: number;
  host?: '127.0.0.1';
  /** The built renderer (dist/renderer); may be missing, then `/` says how to build it. */
  staticDir: string;
  /** Defaults to a fresh random token. */
  token?: string;
  /** Interval of `ping` events on event streams (default 2 s). */
  pingMs?: number;
  /** The memory tools at `/mcp` default to the memory dir of the project this folder is in (default: the cwd). */
  mcpCwd?: string;
}

export interface DaemonServer {
  /** `http://127.0.0.1:PORT` (no token). */
  url: string;
  port: number;
  token: string;
  /** Stop listening, end every event stream and open connection. */
  close(): Promise<void>;
}

/** Load the search code the facade loads on first use (the same modules), run the scan once, and start the scan's helper thread. */
async function warmSearch(): Promise<void> {
  const [scan, helper] = await Promise.all([import('../../core/api/search-scan.js'), import('../../core/api/search-helper.js'), import('../../core/api/search.js'), import('../../core/semantic/semantic-search.js')]);
  scan.warmScan();
  helper.scanHelper.start();
}

/** HTTP + SSE transport of the contract on loopback (see wire-protocol.md). */
export async function startDaemonServer(opts: DaemonServerOptions): Promise<DaemonServer> {
  const host = opts.host ?? '127.0.0.1';
  const token = opts.token ?? createToken();
  const hub = createEventHub(opts.api, opts.pingMs);
  // The token opens autodream, not the disk: paths resolve only to memory dirs autodream knows.
  const api = knownDirsOnly(opts.api);
  const mcpDefaultDir = defaultDirResolver(api, {}, opts.mcpCwd ?? process.cwd());
  const mcpVersion = serverVersion();
  let port = opts.port;

  // Open sockets and how many requests each is answering: a stopping server ends the idle ones
  // gracefully (flushing what was written), including spare sockets clients open ahead of use.
  const sockets = new Map<Socket, number>();
  let stopping = false;
  const endIfIdle = (socket: Socket) => {
    if (stopping && (sockets.get(socket) ?? 0) === 0) socket.end();
  };
  const server = createServer((req, res) => {
    const socket = req.socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    res.on('close', () => {
      const busy = sockets.get(socket);
      if (busy === undefined) return; // the socket itself is gone already
      sockets.set(socket, Math.max(0, busy - 1));
      endIfIdle(socket);
    });
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) sendError(res, 500, toWireError(e));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hostAllowed(req.headers.host, port)) {
      return sendError(res, 403, { code: 'forbidden', message: `Refused: the Host header must be 127.0.0.1:${port} or localhost:${port}.` });
    }
    if (!originAllowed(req.headers.origin, port)) {
      return sendError(res, 403, { code: 'forbidden', message: 'Refused: requests from other sites may not use the autodream daemon.' });
    }
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const path = q >= 0 ? raw.slice(0, q) : raw;
    const query = new URLSearchParams(q >= 0 ? raw.slice(q + 1) : '');
    if (!isAuthorized(req, query, token)) {
      const api = path === '/api' || path.startsWith('/api/');
      if (api) {
        return sendError(res, 401, {
          code: 'unauthorized',
          message: 'Missing or wrong access token.',
          hint: 'Open the URL that `autodream daemon` printed (it ends in ?token=...), or send `Authorization: Bearer TOKEN`.',
        });
      }
      // A person opened a page without the token (or with an old one): say how to open the right URL.
      res.writeHead(401, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : UNAUTHORIZED_PAGE);
      return;
    }
    if (path.startsWith('/api/call/')) return handleCall(req, res, path.slice('/api/call/'.length));
    if (path === '/mcp') return handleMcp(req, res);
    if (path === '/api/events') {
      if (req.method !== 'GET') return sendError(res, 405, { code: 'usage', message: 'Use GET for /api/events.' }, { Allow: 'GET' });
      return hub.attach(req, res, SECURITY_HEADERS);
    }
    if (path === '/api' || path.startsWith('/api/')) return sendError(res, 404, { code: 'not-found', message: `No API at ${path}: use POST /api/call/<method> or GET /api/events.` });
    return handleStatic(req, res, path, query);
  }

  async function handleCall(req: IncomingMessage, res: ServerResponse, rawMethod: string): Promise<void> {
    if (req.method !== 'POST') return sendError(res, 405, { code: 'usage', message: 'Use POST for /api/call/<method>.' }, { Allow: 'POST' });
    let method: string;
    try {
      method = decodeURIComponent(rawMethod);
    } catch {
      method = rawMethod;
    }
    const body = await readJsonBody(req);
    if (body.kind === 'aborted') return;
    if (body.kind === 'too-large') return sendError(res, 413, { code: 'bad-input', message: 'The request body is over 1 MiB.' }, { Connection: 'close' });
    if (!isMethodName(method)) return sendError(res, 404, { code: 'usage', message: `Unknown method "${method}".` });
    if (body.kind === 'bad-type') return sendError(res, 400, { code: 'bad-input', message: `Send the input as JSON (Content-Type: application/json), not ${body.contentType}.` });
    if (body.kind === 'bad-json') return sendError(res, 400, { code: 'bad-input', message: `The body of ${method} is not valid JSON: ${body.message}` });
    try {
      const result = await api.call(method as MethodName, body.value as never);
      sendJson(res, 200, { ok: true, result: result ?? null });
    } catch (e) {
      const wire = toWireError(e);
      sendError(res, statusForErrorCode(wire.code), wire);
    }
  }

  /** The memory tools over Streamable HTTP, stateless: one server and transport per request. */
  async function handleMcp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendError(res, 405, { code: 'usage', message: 'Use POST for /mcp (stateless Streamable HTTP: no event stream, no sessions).' }, { Allow: 'POST' });
    const server = createMemoryServer({ api, defaultDir: mcpDefaultDir, version: await mcpVersion });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, { code: 'usage', message: 'Only GET and HEAD serve files.' }, { Allow: 'GET, HEAD' });
    const headers: Record<string, string> = { ...SECURITY_HEADERS };
    // Loaded as /?token=...: keep the token in a cookie so the page's own requests carry it.
    if (tokenMatches(token, query.get('token') ?? undefined)) headers['Set-Cookie'] = `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
    const target = await locateStatic(opts.staticDir, path);
    if (target.kind === 'refused' || target.kind === 'bad-path') {
      return sendText(res, target.kind === 'refused' ? 403 : 400, 'Refused: that path is outside the web UI.\n', headers);
    }
    if (target.kind === 'missing') return sendText(res, 404, 'Not found.\n', headers);
    if (target.kind === 'file') return sendFile(req, res, target.path, headers);
    const index = join(opts.staticDir, 'index.html');
    if (await isFile(index)) return sendFile(req, res, index, headers);
    res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : NO_BUILD_PAGE);
  }

  function sendJson(res: ServerResponse, status: number, doc: unknown, extra: Record<string, string> = {}): void {
    const text = JSON.stringify(doc);
    res.writeHead(status, {
      ...SECURITY_HEADERS,
      ...extra,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
    });
    res.end(text);
  }

  function sendError(res: ServerResponse, status: number, error: WireError, extra: Record<string, string> = {}): void {
    sendJson(res, status, { ok: false, error }, extra);
  }

  function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  }

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.on('close', () => sockets.delete(socket));
  });

  // Search's code is loaded and run once now rather than on a person's first search (see warmScan).
  await warmSearch();

  await new Promise<void>((resolve, reject) => {
    const onError = (e: unknown) => {
      server.off('listening', onListening);
      hub.close();
      reject(listenError(e, host, opts.port));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(opts.port, host);
  });
  port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    token,
    close() {
      closing ??= new Promise<void>((resolve) => {
        stopping = true;
        hub.close();
        server.close(() => resolve());
        for (const socket of sockets.keys()) endIfIdle(socket);
        // In-flight calls get a moment to answer; whatever is still open after that is cut.
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      });
      return closing;
    },
  };
}

function listenError(e: unknown, host: string, port: number): AutodreamError {
  const code = errnoCode(e);
  if (code === 'EADDRINUSE') {
    return new AutodreamError('conflict', `Port ${port} on ${host} is already in use.`, { hint: 'Pick another with --port N, or --port 0 for any free port.' });
  }
  if (code === 'EACCES') {
    return new AutodreamError('usage', `Not allowed to listen on port ${port} of ${host}.`, { hint: 'Use a port above 1023, or --port 0.' });
  }
  return new AutodreamError('internal', `Could not listen on ${host}:${port}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
