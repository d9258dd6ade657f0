import { AutodreamError } from '../errors.js';
import { isTransient, ModelError } from './model-error.js';

/**
 * Bounded retries around one model call. A 429 waits as long as the provider asks (its
 * retry-after) if that fits in the time this dream may wait; 5xx, timeouts and dropped
 * connections are tried again a few times with backoff. Everything else fails at once.
 */

export interface RetryPolicy {
  /** Retries after a 5xx, a timeout or a dropped connection (default 2). */
  maxRetries: number;
  /** Total time one call may spend waiting on rate limits and backoff (default 60 s). */
  maxWaitMs: number;
  /** First backoff after a transient failure (default 1 s, doubling). */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, maxWaitMs: 60_000, baseDelayMs: 1000 };

export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  let waited = 0;
  let transient = 0;
  for (;;) {
    try {
      return await call();
    } catch (e) {
      if (!(e instanceof ModelError)) throw e;
      let delay: number;
      if (e.reason === 'rate-limited') {
        delay = e.retryAfterMs ?? policy.baseDelayMs * 2 ** Math.min(transient, 5);
        if (waited + delay > policy.maxWaitMs) {
          throw new ModelError('rate-limited', `${e.message}; the provider asked to wait ${seconds(delay)}, more than the ${seconds(policy.maxWaitMs - waited)} this dream may still wait`, {
            hint: 'Try again later, or raise the rate limit of your account.',
            ...(e.retryAfterMs !== undefined && { retryAfterMs: e.retryAfterMs }),
          });
        }
      } else if (isTransient(e) && transient < policy.maxRetries) {
        delay = Math.min(policy.baseDelayMs * 2 ** transient, Math.max(0, policy.maxWaitMs - waited));
        transient += 1;
      } else {
        if (isTransient(e)) throw new ModelError(e.reason, `${e.message} (after ${transient + 1} tries)`, e.hint !== undefined ? { hint: e.hint } : {});
        throw e;
      }
      waited += delay;
      await sleep(delay, signal);
    }
  }
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AutodreamError('cancelled', 'The dream was cancelled.'));
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new AutodreamError('cancelled', 'The dream was cancelled.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
