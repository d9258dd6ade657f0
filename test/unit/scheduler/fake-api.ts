import type { AutodreamApi, EventName, EventPayload, MemoryDirStatus, MethodInput, MethodName, MethodOutput } from '../../../electron/core/api/contract.js';

type Handler<M extends MethodName> = (input: MethodInput<M>) => Promise<MethodOutput<M>> | MethodOutput<M>;

/**
 * A stand-in for the engine behind the contract: records every call, answers with the given
 * handlers, and lets the test emit contract events.
 */
export class FakeApi implements AutodreamApi {
  calls: { method: MethodName; input: unknown }[] = [];
  private handlers: { [M in MethodName]?: Handler<M> } = {};
  private listeners = new Map<string, Set<(p: unknown) => void>>();

  handle<M extends MethodName>(method: M, handler: Handler<M>): this {
    (this.handlers as Record<string, unknown>)[method] = handler;
    return this;
  }

  async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
    this.calls.push({ method, input });
    const h = this.handlers[method] as Handler<M> | undefined;
    if (!h) throw new Error(`no handler for ${method}`);
    return h(input);
  }

  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (p: unknown) => void);
    this.listeners.set(event, set);
    return () => set.delete(listener as (p: unknown) => void);
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }

  listenerCount(event?: EventName): number {
    if (event) return this.listeners.get(event)?.size ?? 0;
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }

  callsOf(method: MethodName): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.input);
  }
}

export function memoryDirStatus(over: Partial<MemoryDirStatus> = {}): MemoryDirStatus {
  return {
    id: 'acme-shop-0123456789',
    memoryDir: '/home/u/.claude/projects/-home-u-acme-shop/memory',
    label: 'acme-shop',
    kind: 'claude-code',
    transcriptDir: '/home/u/.claude/projects/-home-u-acme-shop',
    projectRoot: '/home/u/acme-shop',
    lastConsolidatedAt: null,
    sessionsSince: 0,
    relatedSessionsSince: 0,
    minSessions: 5,
    lock: { held: false, pid: null },
    gates: [],
    due: false,
    nextEligibleAt: null,
    files: 3,
    indexLines: 3,
    indexOverLimit: false,
    indexLostEntries: 0,
    problems: [],
    ...over,
  };
}
