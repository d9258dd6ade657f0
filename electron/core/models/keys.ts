import { isIP } from 'node:net';
import type { ProviderName } from './types.js';
import { ModelError } from './model-error.js';

/**
 * Where a provider's key and endpoint come from: the standard env vars every client honours,
 * else (desktop app) the key stored encrypted with Electron's safeStorage. The key lives in
 * memory only as long as the call needs it; it is never written in plain text.
 */

export const KEY_ENV: Record<ProviderName, string> = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' };
export const BASE_URL_ENV: Record<ProviderName, string> = { anthropic: 'ANTHROPIC_BASE_URL', openai: 'OPENAI_BASE_URL' };

/** Keys kept encrypted at rest (Electron safeStorage in the app; absent in the CLI and daemon). */
export interface SecretStore {
  get(name: string): Promise<string | null>;
  set(name: string, value: string): Promise<void>;
  delete(name: string): Promise<void>;
}

/** The secret-store name of a provider's key. */
export function keyName(provider: ProviderName): string {
  return `${provider}.apiKey`;
}

export interface ResolvedEndpoint {
  baseUrl: string | undefined;
  apiKey: string;
  keySource: 'env' | 'secret-store' | 'none';
}

/** The endpoint: the `agent.baseUrl` setting, else the provider's env var, else the SDK's default. */
export function resolveBaseUrl(provider: ProviderName, setting: string | null | undefined, env: NodeJS.ProcessEnv): string | undefined {
  return setting || env[BASE_URL_ENV[provider]] || undefined;
}

export async function resolveEndpoint(provider: ProviderName, opts: { baseUrl: string | null | undefined; env: NodeJS.ProcessEnv; secrets?: SecretStore | undefined }): Promise<ResolvedEndpoint> {
  const baseUrl = resolveBaseUrl(provider, opts.baseUrl, opts.env);
  const fromEnv = opts.env[KEY_ENV[provider]]?.trim();
  if (fromEnv) return { baseUrl, apiKey: fromEnv, keySource: 'env' };
  const stored = (await opts.secrets?.get(keyName(provider)).catch(() => null))?.trim();
  if (stored) return { baseUrl, apiKey: stored, keySource: 'secret-store' };
  // A model served on this machine (Ollama, LM Studio, vLLM) needs no key; the SDK wants one anyway.
  if (provider === 'openai' && baseUrl && isLoopback(baseUrl)) return { baseUrl, apiKey: 'local-no-key', keySource: 'none' };
  throw new ModelError('no-key', `No ${label(provider)} API key: set ${KEY_ENV[provider]}${opts.secrets ? ' or store a key in the app\'s settings' : ''}.`, {
    hint: provider === 'openai' ? 'A local OpenAI-compatible server (Ollama, LM Studio) needs none: set agent.baseUrl to its loopback URL.' : 'Or switch back with `autodream settings set engine builtin`.',
  });
}

export function label(provider: ProviderName): string {
  return provider === 'anthropic' ? 'Anthropic' : 'OpenAI';
}

function isLoopback(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}
