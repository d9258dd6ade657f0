import { AutodreamError } from '../errors.js';
import { events, type AutodreamApi, type EventName, type EventPayload, type MethodInput, type MethodName, type MethodOutput } from './contract.js';
import { fromWireError, type WireError } from './dispatch.js';

/**
 * The contract over the daemon's wire protocol (HTTP POST + Server-Sent Events).
 * Plain TypeScript with injected fetch/EventSource, so both the browser UI and Node use it.
 */

/** What we need of an EventSource (the browser's fits). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((ev: unknown) => void) | null;
  onopen: ((ev: unknown) => void) | null;
  addEventListener(type: string, listener: (ev: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (url: string) => EventSourceLike;
type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** e.g. `http://127.0.0.1:4567` (a path or trailing slash is fine). */
  baseUrl: string;
  /** The daemon's token; '' = rely on the cookie the daemon set when the page was loaded. */
  token: string;
  fetch?: FetchLike;
  /** Default: the global EventSource, else a small SSE reader over fetch (Node). */
  EventSource?: EventSourceConstructor;
  /** Wait before reconnecting a lost event stream (default 1 s). */
  reconnectMs?: number;
  /** A stream that brings nothing (not even the daemon's ping) this long counts as lost and is reopened (default 5 s). */
  staleMs?: number;
}

/** Whether the event stream is open: `lost` within `staleMs` of a drop, `open` again after a reconnect. */
export type StreamState = 'connecting' | 'open' | 'lost';

export interface HttpClient extends AutodreamApi {
  /** Stop the event stream; calls still work. */
  close(): void;
  /** Follow the event stream's state (the window shows a lost one, and reloads after it is back). */
  onStreamState(listener: (state: StreamState) => void): () => void;
  /** The event stream's state now. */
  streamState(): StreamState;
}

/** The daemon's keep-alive event on every stream (not a contract event). */
export const PING_EVENT = 'ping';

const CLOSED = 2;

export function lostConnection(baseUrl: string, cause?: unknown): AutodreamError {
  return new AutodreamError('internal', `Lost the connection to the autodream daemon at ${baseUrl}`, {
    hint: 'Is it still running? Restart it with `autodream daemon`.',
    ...(cause !== undefined && { cause }),
  });
}

export function createHttpClient(opts: HttpClientOptions): HttpClient {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const authHeaders: Record<string, string> = opts.token ? { Authorization: `Bearer ${opts.token}` } : {};
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let stream: { close(): void } | undefined;
  let closed = false;
  const stateListeners = new Set<(state: StreamState) => void>();
  let streamState: StreamState = 'connecting';
  const setState = (next: StreamState) => {
    if (next === streamState) return;
    streamState = next;
    for (const l of [...stateListeners]) l(next);
  };

  async function call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
    let res: Response;
    try {
      res = await doFetch(`${base}/api/call/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authHeaders },
        body: JSON.stringify(input ?? {}),
      });
    } catch (e) {
      throw lostConnection(base, e);
    }
    let doc: { ok?: unknown; result?: unknown; error?: WireError };
    try {
      doc = (await res.json()) as typeof doc;
    } catch (e) {
      if (e instanceof SyntaxError) {
        throw new AutodreamError('internal', `The autodream daemon at ${base} answered ${method} with HTTP ${res.status} and no result.`, { cause: e });
      }
      throw lostConnection(base, e);
    }
    if (doc.ok === true) return doc.result as MethodOutput<M>;
    if (doc.error && typeof doc.error.code === 'string') throw fromWireError(doc.error);
    throw new AutodreamError('internal', `The autodream daemon at ${base} answered ${method} with HTTP ${res.status} and no result.`);
  }

  function deliver(name: string, data: string): void {
    const set = listeners.get(name);
    if (!set?.size) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const fn of [...set]) {
      try {
        fn(payload);
      } catch {
        // one listener's failure must not starve the others
      }
    }
  }

  function ensureStream(): void {
    if (stream || closed) return;
    const ES = opts.EventSource ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource;
    const url = `${base}/api/events`;
    const reconnectMs = opts.reconnectMs ?? 1000;
    // An EventSource cannot send headers: the token rides in the query (or the page's cookie does).
    stream = ES
      ? openEventSource(ES, opts.token ? `${url}?token=${encodeURIComponent(opts.token)}` : url, deliver, reconnectMs, opts.staleMs ?? 5000, setState)
      : openFetchStream(doFetch, url, authHeaders, deliver, reconnectMs);
  }

  function on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    const fn = listener as (payload: unknown) => void;
    set.add(fn);
    ensureStream();
    return () => {
      set.delete(fn);
      // Nobody listening any more: let the daemon forget this client.
      if ([...listeners.values()].every((s) => s.size === 0)) {
        stream?.close();
        stream = undefined;
      }
    };
  }

  return {
    call,
    on,
    close() {
      closed = true;
      stream?.close();
      stream = undefined;
    },
    onStreamState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    streamState: () => streamState,
  };
}

/**
 * A native EventSource reconnects by itself, except after a refused (non-2xx) answer: then we do.
 * The daemon pings every few seconds; a stream silent for `staleMs` (a hung socket, a sleeping
 * laptop) is reported lost and reopened.
 */
function openEventSource(
  ES: EventSourceConstructor,
  url: string,
  deliver: (name: string, data: string) => void,
  reconnectMs: number,
  staleMs: number,
  setState: (s: StreamState) => void,
): { close(): void } {
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let lastSeen = Date.now();
  const seen = () => {
    lastSeen = Date.now();
    setState('open');
  };
  const connect = () => {
    lastSeen = Date.now();
    const s = new ES(url);
    source = s;
    for (const name of Object.keys(events)) {
      s.addEventListener(name, (ev) => {
        seen();
        if (typeof ev.data === 'string') deliver(name, ev.data);
      });
    }
    s.addEventListener(PING_EVENT, seen);
    s.onopen = seen;
    s.onerror = () => {
      if (stopped || source !== s) return;
      setState('lost');
      if (s.readyState !== CLOSED) return;
      timer = setTimeout(connect, reconnectMs);
    };
  };
  const watchdog = setInterval(() => {
    if (stopped || Date.now() - lastSeen < staleMs) return;
    setState('lost');
    source?.close();
    if (timer !== undefined) clearTimeout(timer);
    connect();
  }, Math.max(100, Math.min(1000, staleMs / 5)));
  connect();
  return {
    close() {
      stopped = true;
      clearInterval(watchdog);
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
    },
  };
}

/** Where there is no EventSource (Node 20): read the stream over fetch, reconnecting when it drops. */
function openFetchStream(
  doFetch: FetchLike,
  url: string,
  headers: Record<string, string>,
  deliver: (name: string, data: string) => void,
  reconnectMs: number,
): { close(): void } {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Retry soon after a drop, then back off while the daemon keeps refusing or is gone.
  let delay = reconnectMs;
  const run = async () => {
    try {
      const res = await doFetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
      const isStream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
      if (res.ok && res.body && isStream) {
        delay = reconnectMs;
        const parser = createSseParser(deliver);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, { stream: true }));
        }
      } else {
        await res.body?.cancel();
        delay = Math.min(delay * 2, 30_000);
      }
    } catch {
      delay = Math.min(delay * 2, 30_000);
    }
    if (!abort.signal.aborted) timer = setTimeout(() => void run(), delay);
  };
  void run();
  return {
    close() {
      abort.abort();
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

/** The text/event-stream format: `event:`/`data:` fields, `:` comments, a blank line ends an event. */
export function createSseParser(deliver: (name: string, data: string) => void): { push(text: string): void } {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const line = (l: string) => {
    if (l === '') {
      if (data.length) deliver(name || 'message', data.join('\n'));
      name = '';
      data = [];
      return;
    }
    if (l.startsWith(':')) return;
    const colon = l.indexOf(':');
    const field = colon < 0 ? l : l.slice(0, colon);
    let value = colon < 0 ? '' : l.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(text) {
      buffer += text;
      for (;;) {
        const m = /\r\n|\r|\n/.exec(buffer);
        // A lone trailing \r may be the first half of \r\n: wait for more.
        if (!m || (m[0] === '\r' && m.index === buffer.length - 1)) break;
        line(buffer.slice(0, m.index));
        buffer = buffer.slice(m.index + m[0].length);
      }
    },
  };
}
