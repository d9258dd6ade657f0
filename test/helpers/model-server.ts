import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A scripted model server on a loopback port. It speaks Anthropic Messages (`POST
 * /v1/messages`) and OpenAI Chat Completions (`POST /v1/chat/completions`), streaming (SSE)
 * and not, in each provider's real wire format, and answers each request with the next step of
 * a script: tool calls, text, an HTTP error, or silence. Tests point the real SDK clients at it.
 */

export interface ScriptedCall {
  name: string;
  input?: unknown;
  /** OpenAI only: the arguments text exactly as sent (to script malformed JSON). */
  rawArguments?: string;
}

export type ScriptStep =
  | { toolCalls: ScriptedCall[]; text?: string; usage?: { input: number; output: number } }
  | { text: string; usage?: { input: number; output: number }; toolCalls?: undefined }
  | { status: number; headers?: Record<string, string>; message?: string }
  /** Never answer (the client's timeout or cancel ends it). */
  | { hang: true }
  /** Answer with `then` after a pause. */
  | { delayMs: number; then: ScriptStep };

export interface RecordedRequest {
  api: 'anthropic' | 'openai';
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
  body: Record<string, unknown>;
  stream: boolean;
  /** Set when the client closed the connection before the answer was complete. */
  aborted: boolean;
}

export interface ModelServer {
  /** baseURL for the Anthropic SDK (it appends /v1/messages). */
  anthropicUrl: string;
  /** baseURL for the OpenAI SDK (it appends /chat/completions). */
  openaiUrl: string;
  requests: RecordedRequest[];
  /** Replace the script; `repeatLast` answers every further request with the last step. */
  script(steps: ScriptStep[], opts?: { repeatLast?: boolean }): void;
  close(): Promise<void>;
}

export async function startModelServer(): Promise<ModelServer> {
  let steps: ScriptStep[] = [];
  let repeatLast = false;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let n = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const api = req.url === '/v1/messages' ? 'anthropic' : req.url === '/v1/chat/completions' ? 'openai' : null;
      if (req.method !== 'POST' || api === null) return json(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(res, 400, { error: { message: 'body is not JSON' } });
      }
      const rec: RecordedRequest = { api, path: req.url!, headers: req.headers, raw, body, stream: body.stream === true, aborted: false };
      requests.push(rec);
      res.on('close', () => {
        if (!res.writableFinished) rec.aborted = true;
      });
      const step = steps.length > 0 ? steps.shift()! : repeatLast ? last : undefined;
      if (steps.length === 0 && step) last = step;
      if (!step) return json(res, 400, { error: { message: 'the model script is exhausted' } });
      answer(api, step, rec, res, () => ++n);
    });
  });
  let last: ScriptStep | undefined;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    anthropicUrl: `http://127.0.0.1:${port}`,
    openaiUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(s, opts = {}) {
      steps = [...s];
      last = undefined;
      repeatLast = opts.repeatLast ?? false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(api: 'anthropic' | 'openai', step: ScriptStep, rec: RecordedRequest, res: ServerResponse, next: () => number): void {
  if ('hang' in step) return;
  if ('delayMs' in step) {
    const t = setTimeout(() => answer(api, step.then, rec, res, next), step.delayMs);
    res.on('close', () => clearTimeout(t));
    return;
  }
  if ('status' in step) return error(api, res, step.status, step.message ?? 'scripted error', step.headers ?? {});
  const id = next();
  const calls = (step.toolCalls ?? []).map((c, i) => ({ ...c, id: `${api === 'anthropic' ? 'toolu' : 'call'}_${id}_${i}` }));
  const text = step.text ?? '';
  const outBytes = text.length + calls.reduce((k, c) => k + (c.rawArguments ?? JSON.stringify(c.input ?? {})).length, 0);
  const usage = step.usage ?? { input: Math.ceil(rec.raw.length / 4), output: Math.max(1, Math.ceil(outBytes / 4)) };
  const model = String(rec.body.model ?? 'scripted');
  if (api === 'anthropic') anthropic(res, rec.stream, { id, model, text, calls, usage });
  else openai(res, rec.stream, { id, model, text, calls, usage });
}

interface Answer {
  id: number;
  model: string;
  text: string;
  calls: Array<ScriptedCall & { id: string }>;
  usage: { input: number; output: number };
}

function anthropic(res: ServerResponse, stream: boolean, a: Answer): void {
  const content: Array<Record<string, unknown>> = [];
  if (a.text) content.push({ type: 'text', text: a.text });
  for (const c of a.calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.input ?? {} });
  const stop = a.calls.length > 0 ? 'tool_use' : 'end_turn';
  const usage = { input_tokens: a.usage.input, output_tokens: a.usage.output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  const message = { id: `msg_${a.id}`, type: 'message', role: 'assistant', model: a.model, stop_sequence: null };
  if (!stream) return json(res, 200, { ...message, content, stop_reason: stop, usage }, { 'request-id': `req_${a.id}` });
  const events: Array<[string, unknown]> = [['message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } }]];
  content.forEach((block, index) => {
    if (block.type === 'text') {
      events.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }]);
      for (const part of split(String(block.text))) events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: part } }]);
    } else {
      events.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } }]);
      for (const part of split(JSON.stringify(block.input))) events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: part } }]);
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
  });
  events.push(['message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: a.usage.output } }]);
  events.push(['message_stop', { type: 'message_stop' }]);
  sse(res, events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
}

function openai(res: ServerResponse, stream: boolean, a: Answer): void {
  const created = Math.floor(Date.now() / 1000);
  const toolCalls = a.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.rawArguments ?? JSON.stringify(c.input ?? {}) } }));
  const finish = a.calls.length > 0 ? 'tool_calls' : 'stop';
  const usage = { prompt_tokens: a.usage.input, completion_tokens: a.usage.output, total_tokens: a.usage.input + a.usage.output };
  const base = { id: `chatcmpl-${a.id}`, created, model: a.model };
  if (!stream) {
    return json(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: a.text || null, refusal: null, ...(toolCalls.length > 0 && { tool_calls: toolCalls }) }, finish_reason: finish, logprobs: null }],
      usage,
    });
  }
  const chunk = (delta: unknown, finishReason: string | null = null) => ({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] });
  const out: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const part of a.text ? split(a.text) : []) out.push(chunk({ content: part }));
  toolCalls.forEach((c, index) => {
    out.push(chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.function.name, arguments: '' } }] }));
    for (const part of split(c.function.arguments)) out.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  out.push(chunk({}, finish));
  out.push({ ...base, object: 'chat.completion.chunk', choices: [], usage });
  sse(res, [...out.map((d) => `data: ${JSON.stringify(d)}\n\n`), 'data: [DONE]\n\n']);
}

function error(api: 'anthropic' | 'openai', res: ServerResponse, status: number, message: string, headers: Record<string, string>): void {
  const type = status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  const body = api === 'anthropic' ? { type: 'error', error: { type, message } } : { error: { message, type, code: status === 401 ? 'invalid_api_key' : null, param: null } };
  json(res, status, body, headers);
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Server-sent events, written in a few separate writes like a real stream. */
function sse(res: ServerResponse, frames: string[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const f of frames) res.write(f);
  res.end();
}

/** A string in pieces of at most 24 chars (streamed deltas). */
function split(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += 24) out.push(s.slice(i, i + 24));
  return out.length > 0 ? out : [''];
}
