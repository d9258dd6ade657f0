import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AutodreamApi, EventName, EventPayload, MethodInput, MethodName, MethodOutput } from '../../../electron/core/api/contract.js';
import type { HttpClient } from '../../../electron/core/api/http-client.js';
import { isConnectionError, toUiError, type UiError } from './ui-error.js';

export type Connection = 'ok' | 'lost';

interface ApiContextValue {
  api: AutodreamApi;
  connection: Connection;
  /** Try the engine again after a lost connection. */
  reconnect(): Promise<void>;
  /** Resolves once events can arrive (the daemon's event stream is open; at once over IPC), or after `maxMs`. */
  eventsReady(maxMs?: number): Promise<void>;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/**
 * Wraps the client so that every failed call due to a lost daemon flips one shared flag
 * (shown as a banner), and every success clears it.
 */
export function ApiProvider({ client, children }: { client: AutodreamApi; children: ReactNode }) {
  const [connection, setConnection] = useState<Connection>('ok');
  const api = useMemo<AutodreamApi>(() => ({
    async call(method, input) {
      try {
        const out = await client.call(method, input);
        setConnection('ok');
        return out;
      } catch (e) {
        const err = toUiError(e);
        if (isConnectionError(err)) setConnection('lost');
        throw err;
      }
    },
    on: (event, listener) => client.on(event, listener),
  }), [client]);
  const reconnect = useCallback(async () => {
    try {
      await api.call('settings.get', {});
      window.dispatchEvent(new Event('autodream:reconnected'));
    } catch {
      // The banner stays; the user can try again.
    }
  }, [api]);
  // While lost, keep knocking every few seconds so the banner clears itself when the daemon returns.
  useEffect(() => {
    if (connection !== 'lost') return;
    const timer = setInterval(() => void reconnect(), 5000);
    return () => clearInterval(timer);
  }, [connection, reconnect]);
  // The event stream tells first: a dropped stream shows within seconds, even with no call in flight,
  // and when it is back every view reloads (what changed meanwhile was not sent to us).
  useEffect(() => {
    const streamed = client as Partial<Pick<HttpClient, 'onStreamState'>>;
    if (typeof streamed.onStreamState !== 'function') return;
    let wasLost = false;
    return streamed.onStreamState((state) => {
      if (state === 'lost') {
        wasLost = true;
        setConnection('lost');
      } else if (state === 'open' && wasLost) {
        wasLost = false;
        setConnection('ok');
        window.dispatchEvent(new Event('autodream:reconnected'));
      }
    });
  }, [client]);
  const eventsReady = useCallback((maxMs = 1000) => {
    const streamed = client as Partial<Pick<HttpClient, 'onStreamState' | 'streamState'>>;
    if (typeof streamed.streamState !== 'function' || typeof streamed.onStreamState !== 'function' || streamed.streamState() === 'open') return Promise.resolve();
    const follow = streamed.onStreamState;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, maxMs);
      const stop = follow((state) => state === 'open' && done());
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }, [client]);
  const value = useMemo(() => ({ api, connection, reconnect, eventsReady }), [api, connection, reconnect, eventsReady]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const ctx = useContext(ApiContext);
  if (!ctx) throw new Error('useApi outside ApiProvider');
  return ctx;
}

export function useApi(): AutodreamApi {
  return useApiContext().api;
}

/** See ApiContextValue.eventsReady. */
export function useEventsReady(): (maxMs?: number) => Promise<void> {
  return useApiContext().eventsReady;
}

export function useConnection(): { connection: Connection; reconnect(): Promise<void> } {
  const { connection, reconnect } = useApiContext();
  return { connection, reconnect };
}

/** Subscribe to one contract event while mounted. */
export function useEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): void {
  const api = useApi();
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => api.on(event, (p) => ref.current(p)), [api, event]);
}

export interface CallState<T> {
  data: T | undefined;
  error: UiError | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * Call a method and keep its latest answer. `input === null` means "not yet" (nothing is called).
 * A reload keeps the previous data on screen until the new answer arrives.
 */
export function useCall<M extends MethodName>(method: M, input: MethodInput<M> | null): CallState<MethodOutput<M>> {
  const api = useApi();
  const key = input === null ? null : JSON.stringify(input);
  const [state, setState] = useState<{ key: string | null; data?: MethodOutput<M>; error?: UiError; loading: boolean }>({ key, loading: input !== null });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  useEffect(() => {
    const onBack = () => setGeneration((g) => g + 1);
    window.addEventListener('autodream:reconnected', onBack);
    return () => window.removeEventListener('autodream:reconnected', onBack);
  }, []);
  useEffect(() => {
    if (key === null) {
      setState({ key, loading: false });
      return;
    }
    let live = true;
    setState((s) => (s.key === key ? { ...s, loading: true } : { key, loading: true }));
    api.call(method, JSON.parse(key) as MethodInput<M>).then(
      (data) => live && setState({ key, data, loading: false }),
      (e: unknown) => live && setState((s) => ({ key, data: s.key === key ? s.data : undefined, error: toUiError(e), loading: false })),
    );
    return () => {
      live = false;
    };
  }, [api, method, key, generation]);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: fresh ? state.loading : input !== null,
    reload,
  };
}
