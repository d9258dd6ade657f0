import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EDGE_STYLES, nodeScale, paintMap, radiusOf, TextWidths, type MapEdge, type MapNode, type Palette, type View } from './paint.js';

export { EDGE_STYLES, RING_COLOURS, TYPE_COLOURS, type MapEdge, type MapNode, type View } from './paint.js';

/**
 * The map drawn on one canvas (see paint.ts for what a paint costs). Wheel zooms around the
 * pointer, drag pans, hover shows what a node or a finding is, click opens the memory. Pan and
 * zoom only move the view: positions stay, nothing is laid out again, and paints are coalesced
 * to one per animation frame. Colours are the page's CSS variables (read once per theme), so
 * light and dark both work; labels use the page's font stack (CJK included).
 */

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
  /** Called after a paint with how long it took (ms) and what it drew: the benchmark's frame time. */
  onPaint?(ms: number, drawn: { visible: number; edges: number; rings: boolean; labels: number }): void;
  /** The pan and zoom now (after a fit at once, while moving once it rests): screen = (x + k * layoutX, y + k * layoutY). */
  onView?(view: View): void;
}

function readPalette(): Palette & { font: string } {
  const css = getComputedStyle(document.documentElement);
  return { text: css.getPropertyValue('--text').trim() || '#1b1f2a', surface: css.getPropertyValue('--surface').trim() || '#ffffff', font: getComputedStyle(document.body).fontFamily };
}

/** The page's colours, read again only when the theme changes (system scheme or the app's own switch). */
function usePalette(): Palette & { font: string } {
  const [palette, setPalette] = useState(readPalette);
  useEffect(() => {
    const update = () => setPalette(readPalette());
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', update);
    const mo = new MutationObserver(update);
    mo.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    return () => {
      media.removeEventListener('change', update);
      mo.disconnect();
    };
  }, []);
  return palette;
}

export function GraphCanvas({ nodes, edges, positions, settled, fresh, onOpen, onPaint, onView }: GraphCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ w: 400, h: 300 });
  const [view, setView] = useState<View | null>(null);
  const [hover, setHover] = useState<{ x: number; y: number; text: string; kind: string } | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const palette = usePalette();
  const widths = useRef(new TextWidths());
  const index = useMemo(() => new Map(nodes.map((n, i) => [n.id, i])), [nodes]);
  const ends = useMemo(() => {
    const out = new Int32Array(edges.length * 2);
    edges.forEach((e, j) => {
      out[j * 2] = index.get(e.source) ?? -1;
      out[j * 2 + 1] = index.get(e.target) ?? -1;
    });
    return out;
  }, [edges, index]);

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

  // The view goes out at once after a fit, and once it rests while the person zooms or pans.
  const viewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const viewNow = useRef<View | null>(null);
  const changeView = useCallback((v: View, rested: boolean) => {
    viewNow.current = v;
    setView(v);
    clearTimeout(viewTimer.current);
    if (rested) onView?.(v);
    else viewTimer.current = setTimeout(() => onView?.(v), 150);
  }, [onView]);
  useEffect(() => () => clearTimeout(viewTimer.current), []);

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
    changeView({ k, x: size.w / 2 - k * (minX + maxX) / 2, y: size.h / 2 - k * (minY + maxY) / 2 }, true);
  }, [positions, nodes.length, size, changeView]);
  const fitted = useRef<'none' | 'first' | 'settled'>('none');
  const moved = useRef(false);
  useEffect(() => {
    if (!positions) return;
    if (fitted.current === 'none' || (settled && fitted.current === 'first' && !moved.current)) {
      fitted.current = settled ? 'settled' : 'first';
      fit();
    }
  }, [positions, settled, fit]);

  const toScreen = useCallback((i: number, v: View, p: Float32Array) => [v.x + v.k * p[i * 2]!, v.y + v.k * p[i * 2 + 1]!] as const, []);

  // Paint: at most once per animation frame, however many wheel or pointer events came in it.
  const paint = useRef<() => void>(() => {});
  const frame = useRef(0);
  paint.current = () => {
    frame.current = 0;
    const c = canvas.current;
    if (!c || !positions || !view || positions.length < nodes.length * 2) return;
    const t0 = performance.now();
    const dpr = window.devicePixelRatio || 1;
    if (c.width !== size.w * dpr || c.height !== size.h * dpr) {
      c.width = size.w * dpr;
      c.height = size.h * dpr;
    }
    const ctx = c.getContext('2d')!;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const drawn = paintMap({ ctx, w: size.w, h: size.h, nodes, edges, ends, positions, view, fresh, palette, fontFamily: palette.font, widths: widths.current });
    onPaint?.(performance.now() - t0, drawn);
  };
  useEffect(() => {
    if (!frame.current) frame.current = requestAnimationFrame(() => paint.current());
  }, [nodes, edges, ends, positions, view, size, fresh, palette, onPaint]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** The node under a point (screen px), or null. */
  const nodeAt = (px: number, py: number): number | null => {
    const view = viewNow.current;
    if (!positions || !view) return null;
    const scale = nodeScale(view.k);
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
    const view = viewNow.current;
    if (!positions || !view) return null;
    for (let j = 0; j < edges.length; j++) {
      const e = edges[j]!;
      if (e.kind === 'index' || e.kind === 'link') continue;
      const a = ends[j * 2]!;
      const b = ends[j * 2 + 1]!;
      if (a < 0 || b < 0) continue;
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
          // The latest view, not this render's: several wheel events can come before the next render.
          const view = viewNow.current;
          if (!view) return;
          const [px, py] = local(e);
          moved.current = true;
          const k = Math.max(0.05, Math.min(8, view.k * Math.exp(-e.deltaY * 0.0015)));
          changeView({ k, x: px - (px - view.x) * (k / view.k), y: py - (py - view.y) * (k / view.k) }, false);
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          const view = viewNow.current;
          if (d && view && (e.buttons & 1)) {
            const dx = e.clientX - d.x;
            const dy = e.clientY - d.y;
            if (Math.abs(dx) + Math.abs(dy) > 2) d.moved = true;
            d.x = e.clientX;
            d.y = e.clientY;
            if (d.moved) {
              moved.current = true;
              changeView({ ...view, x: view.x + dx, y: view.y + dy }, false);
            }
            return;
          }
          const [px, py] = local(e);
          const i = nodeAt(px, py);
          if (i !== null) {
            const n = nodes[i]!;
            setHover({ x: px, y: py, kind: 'node', text: `${n.label} · ${n.id} · ${n.type} · read ${n.reads}×${n.rings.length ? ` · ${n.rings.join(', ')}` : ''}` });
            return;
          }
          const edge = edgeAt(px, py);
          setHover(edge ? { x: px, y: py, kind: edge.kind, text: `${EDGE_STYLES[edge.kind].label}: ${edge.source} ↔ ${edge.target}${edge.detail ? ` — ${edge.detail}` : ''}` } : null);
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
      {hover && <div className="map-tip" role="tooltip" data-testid="map-tip" data-kind={hover.kind} style={{ left: Math.min(hover.x + 12, size.w - 220), top: hover.y + 12 }}>{hover.text}</div>}
      <button type="button" className="btn btn-small map-fit" onClick={fit}>Fit</button>
    </div>
  );
}
