import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Message, Tool, ContentBlockParam } from '@anthropic-ai/sdk/resources/messages/messages';
import { classifyError } from './classify.js';
import { ModelError } from './model-error.js';
import type { ChatMessage, ChatModel, ToolCall, Turn, TurnRequest } from './types.js';

/** Claude through the official SDK (Messages API with tools), streaming or not. */

export interface ClientOptions {
  model: string;
  apiKey: string;
  baseUrl?: string | undefined;
  /** Per-request timeout (ms). */
  timeoutMs: number;
  stream: boolean;
}

export class AnthropicModel implements ChatModel {
  readonly provider = 'anthropic' as const;
  readonly model: string;
  private readonly client: Anthropic;
  private readonly secrets: string[];

  constructor(private readonly opts: ClientOptions) {
    this.model = opts.model;
    this.secrets = [opts.apiKey];
    // Retries are ours (retry.ts): they know the dream's budget of time and its cancel.
    this.client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseUrl ?? null, maxRetries: 0, timeout: opts.timeoutMs });
  }

  async turn(req: TurnRequest, signal?: AbortSignal): Promise<Turn> {
    const params = {
      model: this.model,
      max_tokens: req.maxOutputTokens,
      system: req.system,
      messages: toMessages(req.messages),
      tools: req.tools.map((t): Tool => ({ name: t.name, description: t.description, input_schema: t.inputSchema as Tool['input_schema'] })),
    };
    const requestBytes = Buffer.byteLength(JSON.stringify(params));
    let msg: Message;
    try {
      msg = this.opts.stream
        ? await this.client.messages.stream(params, { signal: signal ?? null }).finalMessage()
        : await this.client.messages.create(params, { signal: signal ?? null });
    } catch (e) {
      throw classifyError(e, 'anthropic', this.secrets, signal);
    }
    if (!Array.isArray(msg?.content)) throw new ModelError('bad-response', 'Anthropic sent an answer without content.');
    let text = '';
    const toolCalls: ToolCall[] = [];
    for (const b of msg.content) {
      if (b.type === 'text') text += b.text;
      else if (b.type === 'tool_use') toolCalls.push({ id: b.id, name: b.name, input: b.input });
    }
    const u = msg.usage;
    const input = (u?.input_tokens ?? 0) + (u?.cache_creation_input_tokens ?? 0) + (u?.cache_read_input_tokens ?? 0);
    return {
      text,
      toolCalls,
      stop: toolCalls.length > 0 ? 'tools' : msg.stop_reason === 'max_tokens' ? 'length' : 'end',
      usage: u ? { inputTokens: input, outputTokens: u.output_tokens ?? 0, estimated: false } : { inputTokens: Math.ceil(requestBytes / 4), outputTokens: Math.ceil(text.length / 4), estimated: true },
      requestBytes,
    };
  }
}

function toMessages(messages: readonly ChatMessage[]): MessageParam[] {
  const out: MessageParam[] = [];
  const push = (role: 'user' | 'assistant', blocks: ContentBlockParam[]): void => {
    const last = out[out.length - 1];
    // The Messages API alternates roles: consecutive user parts become one message.
    if (last && last.role === role && Array.isArray(last.content)) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const m of messages) {
    if (m.role === 'user') push('user', [{ type: 'text', text: m.text }]);
    else if (m.role === 'assistant') {
      const blocks: ContentBlockParam[] = [];
      if (m.text) blocks.push({ type: 'text', text: m.text });
      for (const c of m.toolCalls) blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: isObject(c.input) ? c.input : {} });
      if (blocks.length > 0) push('assistant', blocks);
    } else {
      push('user', m.results.map((r) => ({ type: 'tool_result', tool_use_id: r.id, content: r.content, is_error: r.isError })));
    }
  }
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
