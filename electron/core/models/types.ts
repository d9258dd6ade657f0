/**
 * The provider layer's own words: one conversation with tools, whatever the wire format.
 * `anthropic` (Messages API) and `openai` (Chat Completions, any compatible endpoint) both
 * speak it; the agent pass never sees a provider's types.
 */

export type ProviderName = 'anthropic' | 'openai';
export const PROVIDERS: readonly ProviderName[] = ['anthropic', 'openai'];

/** A tool the model may call: name, what it does, JSON Schema of its input. */
export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** One tool call as the model made it. `input` is null when its arguments were not valid JSON. */
export interface ToolCall {
  id: string;
  name: string;
  input: unknown;
  /** The raw arguments text when they did not parse (shown back to the model in the error). */
  malformed?: string;
}

export interface ToolResult {
  id: string;
  name: string;
  content: string;
  isError: boolean;
}

export type ChatMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; toolCalls: ToolCall[] }
  | { role: 'tool'; results: ToolResult[] };

/** Tokens a call used, as the provider reported them (estimated = the provider reported none). */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

export interface TurnRequest {
  system: string;
  messages: readonly ChatMessage[];
  tools: readonly ToolSpec[];
  maxOutputTokens: number;
}

export interface Turn {
  text: string;
  toolCalls: ToolCall[];
  /** `tools`: the model wants its calls answered; `end`: it stopped; `length`: it ran out of tokens. */
  stop: 'tools' | 'end' | 'length';
  usage: Usage;
  /** Bytes of the request body sent for this turn. */
  requestBytes: number;
}

/** One model behind one provider: a single request-response turn, cancellable. */
export interface ChatModel {
  readonly provider: ProviderName;
  readonly model: string;
  turn(req: TurnRequest, signal?: AbortSignal): Promise<Turn>;
}

export function totalTokens(u: Usage): number {
  return u.inputTokens + u.outputTokens;
}
