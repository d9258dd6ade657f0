import { useCallback, useEffect, useRef, useState } from 'react';
import type { MethodOutput } from '../../../electron/core/api/contract.js';

/**
 * The map drawn on one canvas: edges batched by kind, nodes batched by colour, rings, and
 * labels when there is room. Wheel zooms around the pointer, drag pans, hover shows what a
 * node or a finding is, click opens the memory. Colours are the page's CSS variables, so
 * light and dark both work; labels use the page's font stack (CJK included).
 */

type MapData = MethodOutput<'map.get'>;
export type MapNode = MapData['nodes'][number];
export type MapEdge = MapData['edges'][number];

export const TYPE_COLOURS: Record<string, string> = {
  user: '#2f80ed',
  feedback: '#d99100',
  project: '#7b61ff',
  reference: '#1d9a6c',
  team: '#d0457f',
  index: '#8a93a6',
  missing: '#8a93a6',
  merged: '#8a93a6',
  other: '#6b7385',
};
export const EDGE_STYLES: Record<MapEdge['kind'], { colour: string; dash: number[]; width: number; label: string }> = {
  index: { colour: '#8a93a6', dash: [], width: 0.6, label: 'in the index' },
  link: { colour: '#7b61ff', dash: [], width: 1.2, label: '[[link]]' },
  merge: { colour: '#1d9a6c', dash: [], width: 2, label: 'merged by a dream' },
  supersede: { colour: '#2f80ed', dash: [], width: 2, label: 'superseded by a dream' },
  'possible-duplicate': { colour: '#d99100', dash: [5, 4], width: 1.6, label: 'possible duplicate (finding)' },
  contradiction: { colour: '#e5484d', dash: [5, 4], width: 1.6, label: 'contradiction (finding)' },
};
export const RING_COLOURS: Record<string, string> = { stale: '#e5484d', unindexed: '#d99100', overflow: '#c2417a', unreadable: '#e5484d' };

/** Labels drawn at once: past this, text costs more than it tells. */
const MAX_LABELS = 120;

export function radiusOf(n: MapNode): number {
  if (n.type === 'index') return 9;
  return Math.min(22, 5 + 3 * Math.sqrt(n.reads));
}

export interface View {
  x: number;
  y: number;
  k: number;
}

export interface GraphCanvasProps {
  nodes: MapNode[];
  edges: MapEdge[];
  /** [x0, y0, x1, y1, ...] in layout units, or null while the layout starts. */
  positions: Float32Array | null;
  /** The layout has settled: the view fits the graph once more, unless the person moved it. */
  settled: boolean;
  /** Nodes new since the previous moment of the time slider. */
  fresh: ReadonlySet<string>;
  onOpen(node: MapNode): void;
  /** Called after a paint with how long it took (ms): the benchmark's frame time. */
  onPaint?(ms: number): void;
  /** The pan and zoom now: screen = (x + k * layoutX, y + k * layoutY). */
  onView?(view: View): void;
}

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function GraphCanvas({ nodes, edges, positions, settled, fresh, onOpen, onPaint, onView }: GraphCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ w: 400, h: 300 });
  const [view, setView] = useState<View | null>(null);
  const [hover, setHover] = useState<{ x: number; y: number; text: string } | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const font = useRef<string | null>(null);
  const index = useRef(new Map<string, number>());
  index.current = new Map(nodes.map((n, i) => [n.id, i]));

  // Follow the container's size (the 420 px popover as well as a full window).
  useEffect(() => {
    const el = canvas.current?.parentElement;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setSize({ w: Math.max(200, Math.floor(entry.contentRect.width)), h: Math.max(220, Math.floor(entry.contentRect.height)) });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Fit the whole graph once the layout has something to show.
  const fit = useCallback(() => {
    if (!positions || nodes.length === 0) return;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (let i = 0; i < nodes.length; i++) {
      minX = Math.min(minX, positions[i * 2]!);
      maxX = Math.max(maxX, positions[i * 2]!);
      minY = Math.min(minY, positions[i * 2 + 1]!);
      maxY = Math.max(maxY, positions[i * 2 + 1]!);
    }
    const k = Math.min(2, 0.9 * Math.min(size.w / Math.max(1, maxX - minX + 40), size.h / Math.max(1, maxY - minY + 40)));
    setView({ k, x: size.w / 2 - k * (minX + maxX) / 2, y: size.h / 2 - k * (minY + maxY) / 2 });
  }, [positions, nodes.length, size]);
  const fitted = useRef<'none' | 'first' | 'settled'>('none');
  const moved = useRef(false);
  useEffect(() => {
    if (!positions) return;
    if (fitted.current === 'none' || (settled && fitted.current === 'first' && !moved.current)) {
      fitted.current = settled ? 'settled' : 'first';
      fit();
    }
  }, [positions, settled, fit]);

  useEffect(() => {
    if (view) onView?.(view);
  }, [view, onView]);

  const toScreen = useCallback((i: number, v: View, p: Float32Array) => [v.x + v.k * p[i * 2]!, v.y + v.k * p[i * 2 + 1]!] as const, []);

  // Paint.
  useEffect(() => {
    const c = canvas.current;
    if (!c || !positions || !view) return;
    const t0 = performance.now();
    const dpr = window.devicePixelRatio || 1;
    if (c.width !== size.w * dpr || c.height !== size.h * dpr) {
      c.width = size.w * dpr;
      c.height = size.h * dpr;
    }
    const ctx = c.getContext('2d')!;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size.w, size.h);
    const text = cssVar('--text', '#1b1f2a');
    const surface = cssVar('--surface', '#ffffff');
    const at = (i: number) => toScreen(i, view, positions);
    for (const kind of Object.keys(EDGE_STYLES) as Array<MapEdge['kind']>) {
      const st = EDGE_STYLES[kind];
      ctx.beginPath();
      let any = false;
      for (const e of edges) {
        if (e.kind !== kind) continue;
        const a = index.current.get(e.source);
        const b = index.current.get(e.target);
        if (a === undefined || b === undefined) continue;
        const [x1, y1] = at(a);
        const [x2, y2] = at(b);
        // Off screen on one side: not drawn (zoomed in, most edges are).
        if ((x1 < 0 && x2 < 0) || (y1 < 0 && y2 < 0) || (x1 > size.w && x2 > size.w) || (y1 > size.h && y2 > size.h)) continue;
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
        any = true;
      }
      if (!any) continue;
      ctx.strokeStyle = st.colour;
      ctx.globalAlpha = kind === 'index' ? 0.35 : 0.85;
      ctx.lineWidth = st.width;
      ctx.setLineDash(st.dash);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    ctx.setLineDash([]);
    const scale = Math.max(0.5, Math.min(1.6, view.k));
    const byColour = new Map<string, number[]>();
    const visible = (i: number, pad: number) => {
      const [x, y] = at(i);
      return x >= -pad && y >= -pad && x <= size.w + pad && y <= size.h + pad;
    };
    nodes.forEach((n, i) => {
      if (!visible(i, 40)) return;
      const colour = TYPE_COLOURS[n.type] ?? TYPE_COLOURS.other!;
      const list = byColour.get(colour) ?? [];
      list.push(i);
      byColour.set(colour, list);
    });
    for (const [colour, list] of byColour) {
      ctx.beginPath();
      for (const i of list) {
        const n = nodes[i]!;
        if (n.type === 'missing' || n.type === 'merged') continue;
        const [x, y] = at(i);
        const r = radiusOf(n) * scale;
        if (n.type === 'index') ctx.rect(x - r, y - r, 2 * r, 2 * r);
        else {
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
        }
      }
      ctx.fillStyle = colour;
      ctx.fill();
    }
    // Rings: stale pointers dashed, unindexed and overflow solid; fresh nodes (time slider) a halo.
    nodes.forEach((n, i) => {
      if (!visible(i, 40)) return;
      const [x, y] = at(i);
      const r = radiusOf(n) * scale;
      if (n.type === 'merged') {
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.strokeStyle = TYPE_COLOURS.merged!;
        ctx.lineWidth = 1.5;
        ctx.setLineDash([]);
        ctx.stroke();
      }
      n.rings.forEach((ring, j) => {
        ctx.beginPath();
        ctx.arc(x, y, r + 2.5 + j * 3, 0, Math.PI * 2);
        ctx.strokeStyle = RING_COLOURS[ring] ?? text;
        ctx.lineWidth = 2;
        ctx.setLineDash(ring === 'stale' ? [3, 3] : []);
        ctx.stroke();
      });
      if (fresh.has(n.id)) {
        ctx.beginPath();
        ctx.arc(x, y, r + 6, 0, Math.PI * 2);
        ctx.strokeStyle = '#1d9a6c';
        ctx.globalAlpha = 0.5;
        ctx.lineWidth = 4;
        ctx.setLineDash([]);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
    });
    ctx.setLineDash([]);
    // Labels when they can be read (few nodes, or zoomed in): at most MAX_LABELS on screen, most-read first.
    if (nodes.length <= 250 || view.k >= 1.2) {
      const onScreen: number[] = [];
      nodes.forEach((_, i) => {
        const [x, y] = at(i);
        if (x >= -50 && y >= -20 && x <= size.w + 50 && y <= size.h + 20) onScreen.push(i);
      });
      const shown = onScreen.length <= MAX_LABELS ? onScreen : onScreen.sort((a, b) => nodes[b]!.reads - nodes[a]!.reads).slice(0, MAX_LABELS);
      ctx.font = `12px ${font.current ??= getComputedStyle(document.body).fontFamily}`;
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 3;
      ctx.strokeStyle = surface;
      ctx.fillStyle = text;
      for (const i of shown) {
        const n = nodes[i]!;
        const [x, y] = at(i);
        const lx = x + radiusOf(n) * scale + 4;
        ctx.strokeText(n.label, lx, y);
        ctx.fillText(n.label, lx, y);
      }
    }
    onPaint?.(performance.now() - t0);
  }, [nodes, edges, positions, view, size, fresh, toScreen, onPaint]);

  /** The node under a point (screen px), or null. */
  const nodeAt = (px: number, py: number): number | null => {
    if (!positions || !view) return null;
    const scale = Math.max(0.5, Math.min(1.6, view.k));
    let best: number | null = null;
    let bestD = Infinity;
    for (let i = 0; i < nodes.length; i++) {
      const [x, y] = toScreen(i, view, positions);
      const d = Math.hypot(x - px, y - py);
      if (d <= radiusOf(nodes[i]!) * scale + 4 && d < bestD) {
        best = i;
        bestD = d;
      }
    }
    return best;
  };

  /** The finding or history edge under a point, for its words on hover. */
  const edgeAt = (px: number, py: number): MapEdge | null => {
    if (!positions || !view) return null;
    for (const e of edges) {
      if (e.kind === 'index' || e.kind === 'link') continue;
      const a = index.current.get(e.source);
      const b = index.current.get(e.target);
      if (a === undefined || b === undefined) continue;
      const [x1, y1] = toScreen(a, view, positions);
      const [x2, y2] = toScreen(b, view, positions);
      const len2 = (x2 - x1) ** 2 + (y2 - y1) ** 2 || 1;
      const t = Math.max(0, Math.min(1, ((px - x1) * (x2 - x1) + (py - y1) * (y2 - y1)) / len2));
      if (Math.hypot(px - (x1 + t * (x2 - x1)), py - (y1 + t * (y2 - y1))) <= 4) return e;
    }
    return null;
  };

  const local = (e: { clientX: number; clientY: number }) => {
    const r = canvas.current!.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };

  return (
    <div className="map-canvas-wrap">
      <canvas
        ref={canvas}
        style={{ width: size.w, height: size.h }}
        data-testid="map-canvas"
        data-nodes={nodes.length}
        data-edges={edges.length}
        role="img"
        aria-label={`Memory map: ${nodes.length} nodes, ${edges.length} edges. The list below has the same memories.`}
        onWheel={(e) => {
          if (!view) return;
          const [px, py] = local(e);
          moved.current = true;
          const k = Math.max(0.05, Math.min(8, view.k * Math.exp(-e.deltaY * 0.0015)));
          setView({ k, x: px - (px - view.x) * (k / view.k), y: py - (py - view.y) * (k / view.k) });
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d && view && (e.buttons & 1)) {
            const dx = e.clientX - d.x;
            const dy = e.clientY - d.y;
            if (Math.abs(dx) + Math.abs(dy) > 2) d.moved = true;
            d.x = e.clientX;
            d.y = e.clientY;
            if (d.moved) {
              moved.current = true;
              setView({ ...view, x: view.x + dx, y: view.y + dy });
            }
            return;
          }
          const [px, py] = local(e);
          const i = nodeAt(px, py);
          if (i !== null) {
            const n = nodes[i]!;
            setHover({ x: px, y: py, text: `${n.label} · ${n.id} · ${n.type} · read ${n.reads}×${n.rings.length ? ` · ${n.rings.join(', ')}` : ''}` });
            return;
          }
          const edge = edgeAt(px, py);
          setHover(edge ? { x: px, y: py, text: `${EDGE_STYLES[edge.kind].label}: ${edge.source} ↔ ${edge.target}${edge.detail ? ` — ${edge.detail}` : ''}` } : null);
        }}
        onPointerLeave={() => setHover(null)}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          if (d?.moved) return;
          const [px, py] = local(e);
          const i = nodeAt(px, py);
          if (i !== null && nodes[i]!.type !== 'missing' && nodes[i]!.type !== 'merged') onOpen(nodes[i]!);
        }}
      />
      {hover && <div className="map-tip" role="tooltip" data-testid="map-tip" style={{ left: Math.min(hover.x + 12, size.w - 220), top: hover.y + 12 }}>{hover.text}</div>}
      <button type="button" className="btn btn-small map-fit" onClick={fit}>Fit</button>
    </div>
  );
}
