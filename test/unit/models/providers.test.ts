import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicModel } from '../../../electron/core/models/anthropic.js';
import { ModelError } from '../../../electron/core/models/model-error.js';
import { OpenAiModel } from '../../../electron/core/models/openai.js';
import { DEFAULT_RETRY, withRetries } from '../../../electron/core/models/retry.js';
import type { ChatModel, ProviderName, TurnRequest } from '../../../electron/core/models/types.js';
import { AutodreamError } from '../../../electron/core/errors.js';
import { startModelServer, type ModelServer } from '../../helpers/model-server.js';

const KEY = 'sk-test-SECRET-KEY-0123456789abcdef';
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const REQ: TurnRequest = {
  system: 'You tidy memory.',
  messages: [{ role: 'user', text: 'Begin.' }],
  tools: [{ name: 'read_memory', description: 'Read one file', inputSchema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] } }],
  maxOutputTokens: 1024,
};

function model(provider: ProviderName, stream: boolean, timeoutMs = 10_000): ChatModel {
  const opts = { model: provider === 'anthropic' ? 'claude-sonnet-4-6' : 'gpt-4.1', apiKey: KEY, timeoutMs, stream };
  return provider === 'anthropic' ? new AnthropicModel({ ...opts, baseUrl: server.anthropicUrl }) : new OpenAiModel({ ...opts, baseUrl: server.openaiUrl });
}

const FAST = { ...DEFAULT_RETRY, baseDelayMs: 10 };

for (const provider of ['anthropic', 'openai'] as const) {
  for (const stream of [false, true]) {
    describe(`${provider}${stream ? ' (streaming)' : ''} through the real SDK`, () => {
      it('sends the tools and reads back tool calls, text and reported usage', async () => {
        server.script([{ text: 'Reading.', toolCalls: [{ name: 'read_memory', input: { file: 'deploy.md' } }, { name: 'finish', input: { summary: 'done' } }], usage: { input: 321, output: 45 } }]);
        const t = await model(provider, stream).turn(REQ);
        expect(t.text).toBe('Reading.');
        expect(t.toolCalls.map((c) => [c.name, c.input])).toEqual([['read_memory', { file: 'deploy.md' }], ['finish', { summary: 'done' }]]);
        expect(t.stop).toBe('tools');
        expect(t.usage).toEqual({ inputTokens: 321, outputTokens: 45, estimated: false });
        const r = server.requests[0]!;
        expect(r.api).toBe(provider);
        expect(r.stream).toBe(stream);
        expect(r.raw).toContain('read_memory');
        // The key travels only in its header, the way the SDK sends it.
        expect(String(r.headers['x-api-key'] ?? r.headers.authorization)).toContain(KEY);
        expect(r.raw).not.toContain(KEY);
      });

      it('a follow-up turn carries the tool results back', async () => {
        server.script([{ text: 'All done.' }]);
        const t = await model(provider, stream).turn({
          ...REQ,
          messages: [...REQ.messages, { role: 'assistant', text: '', toolCalls: [{ id: 'c1', name: 'read_memory', input: { file: 'a.md' } }] }, { role: 'tool', results: [{ id: 'c1', name: 'read_memory', content: 'ERROR: no such file', isError: true }] }],
        });
        expect(t.stop).toBe('end');
        expect(t.toolCalls).toEqual([]);
        expect(server.requests[0]!.raw).toContain('ERROR: no such file');
      });

      it('401 says the key was refused and names the env var, without the key', async () => {
        server.script([{ status: 401, message: `invalid x-api-key ${KEY}` }]);
        const e = await model(provider, stream).turn(REQ).catch((x: unknown) => x);
        expect(e).toBeInstanceOf(ModelError);
        expect((e as ModelError).reason).toBe('auth');
        const said = (e as ModelError).describe();
        expect(said).toContain(provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY');
        expect(said).not.toContain(KEY);
        expect(said).not.toContain('SECRET-KEY');
      });

      it('429 with retry-after waits and tries again; a wait longer than allowed fails clearly', async () => {
        server.script([{ status: 429, headers: { 'retry-after': '0.2' } }, { text: 'ok' }]);
        const m = model(provider, stream);
        const t0 = Date.now();
        const t = await withRetries(() => m.turn(REQ), FAST);
        expect(t.text).toBe('ok');
        expect(Date.now() - t0).toBeGreaterThanOrEqual(180);
        server.script([{ status: 429, headers: { 'retry-after': '120' } }]);
        const e = await withRetries(() => m.turn(REQ), { ...FAST, maxWaitMs: 5000 }).catch((x: unknown) => x);
        expect((e as ModelError).reason).toBe('rate-limited');
        expect((e as ModelError).message).toMatch(/asked to wait 120 s/);
      });

      it('5xx is retried a bounded number of times', async () => {
        server.script([{ status: 500 }, { status: 503 }, { text: 'recovered' }]);
        expect((await withRetries(() => model(provider, stream).turn(REQ), FAST)).text).toBe('recovered');
        server.script([{ status: 500 }], { repeatLast: true });
        const before = server.requests.length;
        const e = await withRetries(() => model(provider, stream).turn(REQ), FAST).catch((x: unknown) => x);
        expect((e as ModelError).reason).toBe('server');
        expect((e as ModelError).message).toMatch(/after 3 tries/);
        expect(server.requests.length - before).toBe(3);
      });

      it('a provider that never answers times out', async () => {
        server.script([{ hang: true }], { repeatLast: true });
        const e = await withRetries(() => model(provider, stream, 150).turn(REQ), { ...FAST, maxRetries: 1 }).catch((x: unknown) => x);
        expect((e as ModelError).reason).toBe('timeout');
      });

      it('cancel aborts the request in flight', async () => {
        server.script([{ hang: true }]);
        const ac = new AbortController();
        const p = model(provider, stream).turn(REQ, ac.signal).catch((x: unknown) => x);
        await waitFor(() => server.requests.length === 1);
        ac.abort();
        const e = await p;
        expect(e).toBeInstanceOf(AutodreamError);
        expect((e as AutodreamError).code).toBe('cancelled');
        await waitFor(() => server.requests[0]!.aborted);
      });
    });
  }
}

describe('openai tool arguments', () => {
  it('arguments that are not JSON come back marked malformed, not thrown', async () => {
    server.script([{ toolCalls: [{ name: 'read_memory', rawArguments: '{"file": "a.md"' }] }]);
    const t = await model('openai', true).turn(REQ);
    expect(t.toolCalls[0]).toMatchObject({ name: 'read_memory', input: null, malformed: '{"file": "a.md"' });
  });
});

async function waitFor(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
