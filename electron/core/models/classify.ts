import { KEY_ENV, label } from './keys.js';
import { ModelError } from './model-error.js';
import { providerSays } from './redact.js';
import type { ProviderName } from './types.js';
import { AutodreamError } from '../errors.js';

/**
 * An SDK's error as one of ours. Both official SDKs throw the same family (APIError with a
 * status and headers; user-abort, connection and timeout errors), so one function reads both.
 * The provider's own message is kept only redacted.
 */

interface SdkErrorShape {
  status?: number | undefined;
  headers?: Headers | Record<string, string> | undefined;
  message?: string;
  error?: unknown;
  name?: string;
  constructor?: { name?: string };
}

export function classifyError(e: unknown, provider: ProviderName, secrets: readonly string[], signal?: AbortSignal): Error {
  if (e instanceof AutodreamError) return e;
  const err = (e ?? {}) as SdkErrorShape;
  const kind = err.constructor?.name ?? err.name ?? '';
  const who = label(provider);
  if (signal?.aborted || kind === 'APIUserAbortError' || (e instanceof Error && e.name === 'AbortError')) {
    return new AutodreamError('cancelled', 'The dream was cancelled.');
  }
  if (kind === 'APIConnectionTimeoutError') return new ModelError('timeout', `${who} did not answer in time`);
  if (kind === 'APIConnectionError') return new ModelError('network', `Could not reach ${who}: ${providerSays(err.message, secrets) || 'connection failed'}`);
  const status = typeof err.status === 'number' ? err.status : undefined;
  const says = providerSays(apiMessage(err), secrets);
  const tail = says ? ` (${who} says: ${says})` : '';
  if (status === 401 || status === 403) {
    return new ModelError('auth', `${who} refused the API key (HTTP ${status})${tail}`, {
      hint: `Check ${KEY_ENV[provider]} (or the key stored in the app's settings) and agent.baseUrl.`,
    });
  }
  if (status === 429) {
    const wait = retryAfterMs(err.headers);
    return new ModelError('rate-limited', `${who} is rate limiting (HTTP 429)${tail}`, wait !== undefined ? { retryAfterMs: wait } : {});
  }
  if (status === 529 || (status !== undefined && status >= 500)) return new ModelError('server', `${who} had a server error (HTTP ${status})${tail}`);
  if (status === 408) return new ModelError('timeout', `${who} timed out (HTTP 408)${tail}`);
  if (status !== undefined) {
    return new ModelError('bad-request', `${who} rejected the request (HTTP ${status})${tail}`, { hint: 'Check agent.model and agent.baseUrl.' });
  }
  return new ModelError('bad-response', `${who}'s answer could not be read: ${providerSays(err.message ?? String(e), secrets)}`);
}

function apiMessage(err: SdkErrorShape): string {
  const body = err.error as { message?: unknown; error?: { message?: unknown } } | undefined;
  const m = body?.error?.message ?? body?.message;
  return typeof m === 'string' ? m : '';
}

/** retry-after-ms, else retry-after as seconds or an HTTP date. */
export function retryAfterMs(headers: SdkErrorShape['headers'], now = Date.now()): number | undefined {
  const get = (name: string): string | null => {
    if (!headers) return null;
    if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
    return (headers as Record<string, string>)[name] ?? null;
  };
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = get('retry-after');
  if (raw === null) return undefined;
  const s = Number(raw);
  if (Number.isFinite(s) && s >= 0) return s * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}
