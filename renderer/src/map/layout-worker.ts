import { createLayout, type LayoutRequest } from './layout.js';

/** The map's layout off the main thread: positions every few ticks, then a last message with `done`. */
self.onmessage = (e: MessageEvent<LayoutRequest & { id: number }>) => {
  const { id, ...req } = e.data;
  const layout = createLayout(req);
  let done = false;
  while (!done) {
    done = layout.step(15);
    const positions = layout.positions().slice();
    (self as unknown as Worker).postMessage({ id, positions, done }, [positions.buffer]);
  }
};
