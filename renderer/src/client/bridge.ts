import type { AutodreamApi, EventName, EventPayload, MethodInput, MethodName, MethodOutput } from '../../../electron/core/api/contract.js';

/** What the Electron preload exposes as `window.autodream`: exactly the contract, nothing else. */
export interface AutodreamBridge {
  invoke(method: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): (() => void) | void;
}

declare global {
  interface Window {
    autodream?: AutodreamBridge;
  }
}

/** A wire error carried as a value: `{ok:false, error:{code, message, ...}}`. */
function unwrap(raw: unknown): unknown {
  if (typeof raw === 'object' && raw !== null && 'ok' in raw) {
    const env = raw as { ok: unknown; result?: unknown; error?: unknown };
    if (env.ok === false && env.error) throw env.error;
    if (env.ok === true && 'result' in env) return env.result;
  }
  return raw;
}

/** Electron turns a thrown error into "Error invoking remote method 'x': Error: message"; keep the message. */
function fromIpcError(e: unknown): unknown {
  if (e instanceof Error && !('code' in e)) {
    const m = /^Error invoking remote method '[^']*': (?:\w*Error: )?(.*)$/s.exec(e.message);
    const inner = m?.[1];
    if (inner) {
      try {
        const parsed = JSON.parse(inner) as unknown;
        if (typeof parsed === 'object' && parsed !== null && 'code' in parsed) return parsed;
      } catch {
        // Not JSON: a plain message.
      }
      return { code: 'internal', message: inner };
    }
  }
  return e;
}

export function createBridgeClient(bridge: AutodreamBridge): AutodreamApi {
  return {
    async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
      let raw: unknown;
      try {
        raw = await bridge.invoke(method, input);
      } catch (e) {
        throw fromIpcError(e);
      }
      return unwrap(raw) as MethodOutput<M>;
    },
    on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
      const off = bridge.on(event, listener as (payload: unknown) => void);
      return typeof off === 'function' ? off : () => undefined;
    },
  };
}
