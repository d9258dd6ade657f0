import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { ClientOptions } from './anthropic.js';
import { classifyError } from './classify.js';
import { ModelError } from './model-error.js';
import type { ChatModel, ToolCall, Turn, TurnRequest } from './types.js';

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Ollama, LM Studio, vLLM, OpenRouter) through the
 * official SDK's Chat Completions with tools, streaming or not.
 */
export class OpenAiModel implements ChatModel {
  readonly provider = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly secrets: string[];

  constructor(private readonly opts: ClientOptions) {
    this.model = opts.model;
    this.secrets = [opts.apiKey];
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl ?? null, maxRetries: 0, timeout: opts.timeoutMs });
  }

  async turn(req: TurnRequest, signal?: AbortSignal): Promise<Turn> {
    const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: req.system }];
    for (const m of req.messages) {
      if (m.role === 'user') messages.push({ role: 'user', content: m.text });
      else if (m.role === 'assistant') {
        messages.push({
          role: 'assistant',
          content: m.text || null,
          ...(m.toolCalls.length > 0 && {
            tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.malformed ?? JSON.stringify(c.input ?? {}) } })),
          }),
        });
      } else for (const r of m.results) messages.push({ role: 'tool', tool_call_id: r.id, content: r.content });
    }
    const tools: ChatCompletionTool[] = req.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.inputSchema } }));
    // OpenAI's own API wants max_completion_tokens; compatible servers know max_tokens.
    const limit = this.opts.baseUrl === undefined || /api\.openai\.com/.test(this.opts.baseUrl) ? { max_completion_tokens: req.maxOutputTokens } : { max_tokens: req.maxOutputTokens };
    const params = { model: this.model, messages, tools, ...limit };
    const requestBytes = Buffer.byteLength(JSON.stringify(params));
    let acc: Accumulated;
    try {
      if (this.opts.stream) {
        const stream = await this.client.chat.completions.create({ ...params, stream: true, stream_options: { include_usage: true } }, { signal: signal ?? null });
        acc = emptyAccumulated();
        for await (const chunk of stream) addChunk(acc, chunk);
      } else {
        const r = await this.client.chat.completions.create(params, { signal: signal ?? null });
        const choice = r.choices?.[0];
        if (!choice) throw new ModelError('bad-response', 'OpenAI sent an answer without choices.');
        acc = {
          text: choice.message.content ?? '',
          calls: (choice.message.tool_calls ?? []).flatMap((c) => (c.type === 'function' ? [{ id: c.id, name: c.function.name, args: c.function.arguments }] : [])),
          finish: choice.finish_reason ?? null,
          usage: r.usage ? { input: r.usage.prompt_tokens, output: r.usage.completion_tokens } : null,
        };
      }
    } catch (e) {
      throw classifyError(e, 'openai', this.secrets, signal);
    }
    const toolCalls = acc.calls.map((c, i) => parseCall(c, i));
    return {
      text: acc.text,
      toolCalls,
      stop: toolCalls.length > 0 ? 'tools' : acc.finish === 'length' ? 'length' : 'end',
      usage: acc.usage
        ? { inputTokens: acc.usage.input, outputTokens: acc.usage.output, estimated: false }
        : { inputTokens: Math.ceil(requestBytes / 4), outputTokens: Math.ceil((acc.text.length + acc.calls.reduce((n, c) => n + c.args.length, 0)) / 4), estimated: true },
      requestBytes,
    };
  }
}

interface Accumulated {
  text: string;
  calls: Array<{ id: string; name: string; args: string }>;
  finish: string | null;
  usage: { input: number; output: number } | null;
}

function emptyAccumulated(): Accumulated {
  return { text: '', calls: [], finish: null, usage: null };
}

/** Streamed deltas into one answer: text appended, tool calls assembled by index. */
function addChunk(acc: Accumulated, chunk: ChatCompletionChunk): void {
  if (chunk.usage) acc.usage = { input: chunk.usage.prompt_tokens, output: chunk.usage.completion_tokens };
  const choice = chunk.choices?.[0];
  if (!choice) return;
  if (choice.delta?.content) acc.text += choice.delta.content;
  for (const d of choice.delta?.tool_calls ?? []) {
    const call = (acc.calls[d.index] ??= { id: '', name: '', args: '' });
    if (d.id) call.id = d.id;
    if (d.function?.name) call.name += d.function.name;
    if (d.function?.arguments) call.args += d.function.arguments;
  }
  if (choice.finish_reason) acc.finish = choice.finish_reason;
}

/** Arguments arrive as JSON text: text that does not parse becomes an error result for the model. */
function parseCall(c: { id: string; name: string; args: string }, i: number): ToolCall {
  const id = c.id || `call_${i}`;
  try {
    return { id, name: c.name, input: c.args.trim() === '' ? {} : (JSON.parse(c.args) as unknown) };
  } catch {
    return { id, name: c.name, input: null, malformed: c.args };
  }
}
