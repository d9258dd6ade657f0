import { AnthropicModel } from './anthropic.js';
import { resolveEndpoint, type SecretStore } from './keys.js';
import { OpenAiModel } from './openai.js';
import type { ChatModel, ProviderName } from './types.js';

/** The model a dream talks to, from the settings: provider, model, endpoint, key. */

export const DEFAULT_MODEL: Record<ProviderName, string> = { anthropic: 'claude-sonnet-4-6', openai: 'gpt-4.1' };

export interface ModelChoice {
  provider: ProviderName;
  /** null = the provider's default model. */
  model: string | null;
  baseUrl: string | null;
}

export interface OpenModelOptions {
  env: NodeJS.ProcessEnv;
  secrets?: SecretStore | undefined;
  /** Per-request timeout (default 120 s). */
  timeoutMs?: number;
  /** Stream answers (default true: long answers do not hit idle timeouts). */
  stream?: boolean;
}

export interface OpenedModel {
  model: ChatModel;
  /** Text that must never appear in any output (the key). */
  secrets: string[];
}

export async function openModel(choice: ModelChoice, opts: OpenModelOptions): Promise<OpenedModel> {
  const ep = await resolveEndpoint(choice.provider, { baseUrl: choice.baseUrl, env: opts.env, secrets: opts.secrets });
  const client = { model: choice.model ?? DEFAULT_MODEL[choice.provider], apiKey: ep.apiKey, baseUrl: ep.baseUrl, timeoutMs: opts.timeoutMs ?? 120_000, stream: opts.stream ?? true };
  const model = choice.provider === 'anthropic' ? new AnthropicModel(client) : new OpenAiModel(client);
  return { model, secrets: ep.keySource === 'none' ? [] : [ep.apiKey] };
}
