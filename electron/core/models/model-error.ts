import { AutodreamError } from '../errors.js';

/**
 * Why a model call or a model pass ended without a result. `budget` ends a dream with the
 * reason `budget`; the others with the reason named here. Messages are written by us (never a
 * provider's raw text unredacted) and name what to do: the env var, the setting, the wait.
 */
export type ModelFailure =
  | 'budget'
  | 'no-key'
  | 'auth'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'network'
  | 'bad-request'
  | 'bad-response'
  | 'turn-limit';

export class ModelError extends AutodreamError {
  readonly reason: ModelFailure;
  /** For `rate-limited`: how long the provider asked to wait (ms), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(reason: ModelFailure, message: string, opts: { hint?: string; retryAfterMs?: number } = {}) {
    super(reason === 'budget' ? 'budget' : 'provider', message, opts.hint !== undefined ? { hint: opts.hint } : {});
    this.name = 'ModelError';
    this.reason = reason;
    this.retryAfterMs = opts.retryAfterMs;
  }
}

export function isModelError(e: unknown): e is ModelError {
  return e instanceof ModelError;
}

/** Worth trying again after a pause: the provider was busy, down, slow or unreachable. */
export function isTransient(e: ModelError): boolean {
  return e.reason === 'server' || e.reason === 'timeout' || e.reason === 'network';
}
