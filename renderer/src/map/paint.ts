import type { MethodOutput } from '../../../electron/core/api/contract.js';
import { clipSegment } from './clip.js';

/**
 * One paint of the memory map, costing what is on screen, not what is in the dir: nodes and
 * edges off screen are skipped, edges are clipped to the view and batched into one path per
 * style, nodes into one path per colour, rings into one path per colour and dash. Level of
 * detail: rings only when there is room for them, labels only when zoomed in (or few nodes
 * show), at most MAX_LABELS, most-read first, none on top of another; label widths are measured
 * once per text. Positions come from the layout and never change here (pan and zoom are a view).
 */

type MapData = MethodOutput<'map.get'>;
export type MapNode = MapData['nodes'][number];
export type MapEdge = MapData['edges'][number];

export interface View {
  x: number;
  y: number;
  k: number;
}

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
const EDGE_KINDS = Object.keys(EDGE_STYLES) as Array<MapEdge['kind']>;

/** Labels drawn at once: past this, text costs more than it tells. */
const MAX_LABELS = 120;
/** Rings are drawn when at most this many nodes are on screen, or zoomed in past RING_ZOOM. */
const RING_NODES = 400;
const RING_ZOOM = 0.7;
/** Labels are drawn when at most this many nodes are on screen, or zoomed in past LABEL_ZOOM. */
const LABEL_NODES = 250;
const LABEL_ZOOM = 1.2;
const LABEL_PX = 12;

export function radiusOf(n: MapNode): number {
  if (n.type === 'index') return 9;
  return Math.min(22, 5 + 3 * Math.sqrt(n.reads));
}

/** Node radius on screen grows with the zoom, within bounds. */
export function nodeScale(k: number): number {
  return Math.max(0.5, Math.min(1.6, k));
}

export interface Palette {
  text: string;
  surface: string;
}

/** Text widths by label, for one font: measured once, reused by every paint. */
export class TextWidths {
  private font = '';
  private widths = new Map<string, number>();
  measure(ctx: CanvasRenderingContext2D, font: string, text: string): number {
    if (font !== this.font) {
      this.font = font;
      this.widths.clear();
    }
    let w = this.widths.get(text);
    if (w === undefined) {
      w = ctx.measureText(text).width;
      this.widths.set(text, w);
    }
    return w;
  }
}

export interface PaintInput {
  ctx: CanvasRenderingContext2D;
  w: number;
  h: number;
  nodes: readonly MapNode[];
  edges: readonly MapEdge[];
  /** Each edge's node indices [a0, b0, a1, b1, ...], -1 where a node is not in the graph. */
  ends: Int32Array;
  positions: Float32Array;
  view: View;
  fresh: ReadonlySet<string>;
  palette: Palette;
  fontFamily: string;
  widths: TextWidths;
}

/** What one paint drew: for the page's data attributes (tests and the benchmark). */
export interface PaintStats {
  visible: number;
  edges: number;
  rings: boolean;
  labels: number;
}

export function paintMap(p: PaintInput): PaintStats {
  const { ctx, w, h, nodes, edges, ends, positions, view, fresh, palette } = p;
  const n = nodes.length;
  // Screen positions, once per paint.
  const sx = new Float32Array(n);
  const sy = new Float32Array(n);
  const pad = 40;
  const visible: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = view.x + view.k * positions[i * 2]!;
    const y = view.y + view.k * positions[i * 2 + 1]!;
    sx[i] = x;
    sy[i] = y;
    if (x >= -pad && y >= -pad && x <= w + pad && y <= h + pad) visible.push(i);
  }
  ctx.clearRect(0, 0, w, h);

  // Edges: one path per style, each clipped to the view.
  let edgeCount = 0;
  const byKind = new Map<MapEdge['kind'], number[]>();
  for (let e = 0; e < edges.length; e++) {
    const list = byKind.get(edges[e]!.kind);
    if (list) list.push(e);
    else byKind.set(edges[e]!.kind, [e]);
  }
  for (const kind of EDGE_KINDS) {
    const list = byKind.get(kind);
    if (!list) continue;
    const st = EDGE_STYLES[kind];
    ctx.beginPath();
    let any = false;
    for (const e of list) {
      const a = ends[e * 2]!;
      const b = ends[e * 2 + 1]!;
      if (a < 0 || b < 0) continue;
      const seg = clipSegment(sx[a]!, sy[a]!, sx[b]!, sy[b]!, -2, -2, w + 2, h + 2);
      if (!seg) continue;
      ctx.moveTo(seg[0], seg[1]);
      ctx.lineTo(seg[2], seg[3]);
      any = true;
      edgeCount++;
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

  // Nodes: one path per colour.
  const scale = nodeScale(view.k);
  const byColour = new Map<string, number[]>();
  for (const i of visible) {
    const t = nodes[i]!.type;
    if (t === 'missing' || t === 'merged') continue;
    const colour = TYPE_COLOURS[t] ?? TYPE_COLOURS.other!;
    const list = byColour.get(colour);
    if (list) list.push(i);
    else byColour.set(colour, [i]);
  }
  for (const [colour, list] of byColour) {
    ctx.beginPath();
    for (const i of list) {
      const nd = nodes[i]!;
      const r = radiusOf(nd) * scale;
      if (nd.type === 'index') ctx.rect(sx[i]! - r, sy[i]! - r, 2 * r, 2 * r);
      else {
        ctx.moveTo(sx[i]! + r, sy[i]!);
        ctx.arc(sx[i]!, sy[i]!, r, 0, Math.PI * 2);
      }
    }
    ctx.fillStyle = colour;
    ctx.fill();
  }

  // Rings (stale dashed, the others solid), merged outlines and fresh halos: one path per style.
  const rings = visible.length <= RING_NODES || view.k >= RING_ZOOM;
  if (rings) {
    const paths = new Map<string, { colour: string; dash: number[]; width: number; alpha: number; circles: number[] }>();
    const add = (key: string, style: { colour: string; dash: number[]; width: number; alpha: number }, x: number, y: number, r: number) => {
      let path = paths.get(key);
      if (!path) paths.set(key, (path = { ...style, circles: [] }));
      path.circles.push(x, y, r);
    };
    for (const i of visible) {
      const nd = nodes[i]!;
      const r = radiusOf(nd) * scale;
      if (nd.type === 'merged') add('merged', { colour: TYPE_COLOURS.merged!, dash: [], width: 1.5, alpha: 1 }, sx[i]!, sy[i]!, r);
      nd.rings.forEach((ring, j) => add(`ring:${ring}`, { colour: RING_COLOURS[ring] ?? palette.text, dash: ring === 'stale' ? [3, 3] : [], width: 2, alpha: 1 }, sx[i]!, sy[i]!, r + 2.5 + j * 3));
      if (fresh.has(nd.id)) add('fresh', { colour: '#1d9a6c', dash: [], width: 4, alpha: 0.5 }, sx[i]!, sy[i]!, r + 6);
    }
    for (const path of paths.values()) {
      ctx.beginPath();
      for (let c = 0; c < path.circles.length; c += 3) {
        const [x, y, r] = [path.circles[c]!, path.circles[c + 1]!, path.circles[c + 2]!];
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, Math.PI * 2);
      }
      ctx.strokeStyle = path.colour;
      ctx.lineWidth = path.width;
      ctx.globalAlpha = path.alpha;
      ctx.setLineDash(path.dash);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    ctx.setLineDash([]);
  }

  // Labels: only when they can be read; most-read first, never on top of one already placed.
  let labels = 0;
  if (visible.length <= LABEL_NODES || view.k >= LABEL_ZOOM) {
    const font = `${LABEL_PX}px ${p.fontFamily}`;
    ctx.font = font;
    ctx.textBaseline = 'middle';
    const order = visible.filter((i) => sx[i]! > -pad && sx[i]! < w && sy[i]! > -10 && sy[i]! < h + 10).sort((a, b) => nodes[b]!.reads - nodes[a]!.reads || a - b);
    const placed: number[] = []; // x0, y0, x1, y1 of each placed label
    const boxes: number[] = [];
    for (const i of order) {
      if (labels >= MAX_LABELS) break;
      const nd = nodes[i]!;
      const tw = p.widths.measure(ctx, font, nd.label);
      const x0 = sx[i]! + radiusOf(nd) * scale + 4;
      const y0 = sy[i]! - LABEL_PX / 2 - 1;
      const x1 = x0 + tw;
      const y1 = y0 + LABEL_PX + 2;
      let free = true;
      for (let q = 0; q < placed.length && free; q += 4) free = x1 < placed[q]! || x0 > placed[q + 2]! || y1 < placed[q + 1]! || y0 > placed[q + 3]!;
      if (!free) continue;
      placed.push(x0, y0, x1, y1);
      boxes.push(i);
      labels++;
    }
    // A plate under the labels (one path) instead of an outline around each glyph.
    ctx.beginPath();
    for (let q = 0; q < placed.length; q += 4) ctx.rect(placed[q]! - 2, placed[q + 1]!, placed[q + 2]! - placed[q]! + 4, placed[q + 3]! - placed[q + 1]!);
    ctx.fillStyle = palette.surface;
    ctx.globalAlpha = 0.8;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.fillStyle = palette.text;
    boxes.forEach((i, q) => ctx.fillText(nodes[i]!.label, placed[q * 4]!, sy[i]!));
  }
  return { visible: visible.length, edges: edgeCount, rings, labels };
}
