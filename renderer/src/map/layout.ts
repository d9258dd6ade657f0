import { forceCenter, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';

/**
 * The map's force layout (d3-force), the same code in the worker and, where no worker can
 * start, on the main thread in slices. Positions come back as one Float32Array [x0, y0, x1, ...].
 */

export interface LayoutRequest {
  nodes: Array<{ id: string; x?: number; y?: number; weight: number }>;
  edges: Array<{ source: number; target: number; strength: number }>;
  ticks: number;
}

interface SimNode extends SimulationNodeDatum {
  weight: number;
}

export interface Layout {
  /** Run up to n ticks; true when the layout has settled or used all its ticks. */
  step(n: number): boolean;
  positions(): Float32Array;
}

export function createLayout(req: LayoutRequest): Layout {
  const count = req.nodes.length;
  // Nodes with a known place (from the previous moment of the time slider) start there and stay near it.
  const nodes: SimNode[] = req.nodes.map((n, i) => {
    const angle = i * 2.399963; // golden angle: a spread-out start without randomness
    const r = 10 * Math.sqrt(i + 1);
    return { x: n.x ?? r * Math.cos(angle), y: n.y ?? r * Math.sin(angle), weight: n.weight };
  });
  const links = req.edges.map((e) => ({ source: e.source, target: e.target, strength: e.strength }));
  const sim = forceSimulation(nodes)
    .force('link', forceLink<SimNode, { source: number; target: number; strength: number }>(links).distance(36).strength((l) => l.strength))
    .force('charge', forceManyBody<SimNode>().strength((n) => -18 - 6 * n.weight).theta(0.95).distanceMax(420))
    .force('x', forceX(0).strength(0.04))
    .force('y', forceY(0).strength(0.04))
    .force('center', forceCenter(0, 0))
    .alphaDecay(1 - Math.pow(0.001, 1 / Math.max(1, req.ticks)))
    .stop();
  let done = 0;
  const out = new Float32Array(count * 2);
  return {
    step(n) {
      for (let i = 0; i < n && done < req.ticks; i++, done++) sim.tick();
      return done >= req.ticks || sim.alpha() < sim.alphaMin();
    },
    positions() {
      nodes.forEach((nd, i) => {
        out[i * 2] = nd.x ?? 0;
        out[i * 2 + 1] = nd.y ?? 0;
      });
      return out;
    },
  };
}
