import { useEffect, useState } from 'react';
import { createLayout, type LayoutRequest } from './layout.js';

export interface LayoutState {
  positions: Float32Array | null;
  done: boolean;
  /** Wall time from the request to the settled layout (ms), for the benchmark. */
  ms: number | null;
  offMainThread: boolean;
}

let nextId = 1;

/**
 * Lay out a graph in a Web Worker, showing progress as it goes; where a worker cannot start
 * (a page without worker support), the same layout runs on the main thread a few ticks a frame.
 */
export function useLayout(req: LayoutRequest | null): LayoutState {
  const [state, setState] = useState<LayoutState>({ positions: null, done: false, ms: null, offMainThread: true });
  useEffect(() => {
    if (!req) return;
    const id = nextId++;
    const started = performance.now();
    let worker: Worker | null = null;
    try {
      worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      worker = null;
    }
    if (worker) {
      const w = worker;
      w.onmessage = (e: MessageEvent<{ id: number; positions: Float32Array; done: boolean }>) => {
        if (e.data.id !== id) return;
        setState({ positions: e.data.positions, done: e.data.done, ms: e.data.done ? performance.now() - started : null, offMainThread: true });
        if (e.data.done) w.terminate();
      };
      w.postMessage({ id, ...req });
      return () => w.terminate();
    }
    const layout = createLayout(req);
    let frame = 0;
    const slice = () => {
      const t = performance.now();
      let done = false;
      while (!done && performance.now() - t < 8) done = layout.step(2);
      setState({ positions: layout.positions().slice(), done, ms: done ? performance.now() - started : null, offMainThread: false });
      if (!done) frame = requestAnimationFrame(slice);
    };
    frame = requestAnimationFrame(slice);
    return () => cancelAnimationFrame(frame);
  }, [req]);
  return state;
}
