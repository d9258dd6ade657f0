import { EventEmitter } from 'node:events';
import type { EventName, EventPayload } from './contract.js';

/** Typed fan-out of contract events to every door (IPC, SSE, CLI progress). */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Many windows/SSE clients may listen; each adds one listener per event.
    this.emitter.setMaxListeners(0);
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    this.emitter.emit(event, payload);
  }

  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }
}
