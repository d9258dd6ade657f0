import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MethodOutput } from '../../../electron/core/api/contract.js';
import { useCall, useEvent } from '../client/api-context.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { snapshotReasonLabel } from '../lib/format.js';
import { absoluteTime } from '../lib/time.js';
import { navigate, routeHref } from '../router.js';
import { EDGE_STYLES, GraphCanvas, RING_COLOURS, TYPE_COLOURS, type MapNode, type View } from './graph-canvas.js';
import type { LayoutRequest } from './layout.js';
import { useLayout } from './use-layout.js';
import './map.css';

type MapData = MethodOutput<'map.get'>;

const EDGE_STRENGTH: Record<string, number> = { index: 0.03, link: 0.5, merge: 0.6, supersede: 0.6, 'possible-duplicate': 0.3, contradiction: 0.3 };

/** The layout's input: index edges pull weakly (MEMORY.md would otherwise gather everything in one clump). */
function layoutRequest(data: MapData, seed: ReadonlyMap<string, [number, number]>): LayoutRequest {
  const at = new Map(data.nodes.map((n, i) => [n.id, i]));
  return {
    nodes: data.nodes.map((n) => {
      const p = seed.get(n.id);
      return { id: n.id, weight: n.type === 'index' ? 6 : Math.min(4, Math.sqrt(n.reads)), ...(p && { x: p[0], y: p[1] }) };
    }),
    edges: data.edges.flatMap((e) => {
      const source = at.get(e.source);
      const target = at.get(e.target);
      return source === undefined || target === undefined ? [] : [{ source, target, strength: EDGE_STRENGTH[e.kind] ?? 0.2 }];
    }),
    ticks: seed.size > 0 ? 120 : 300,
  };
}

function Legend({ data }: { data: MapData }) {
  const types = [...new Set(data.nodes.map((n) => n.type))];
  const kinds = [...new Set(data.edges.map((e) => e.kind))];
  const rings = [...new Set(data.nodes.flatMap((n) => n.rings))];
  return (
    <ul className="map-legend" aria-label="Legend">
      {types.map((t) => <li key={t}><span className="swatch" style={{ background: TYPE_COLOURS[t] ?? TYPE_COLOURS.other }} />{t}</li>)}
      {rings.map((r) => <li key={r}><span className="swatch ring" style={{ borderColor: RING_COLOURS[r] }} />{r}</li>)}
      {kinds.map((k) => <li key={k} data-testid={EDGE_STYLES[k].dash.length ? 'map-legend-dashed' : undefined}><span className="swatch line" style={{ borderTopColor: EDGE_STYLES[k].colour, borderTopStyle: EDGE_STYLES[k].dash.length ? 'dashed' : 'solid' }} />{EDGE_STYLES[k].label}</li>)}
      <li className="muted">size: read by sessions</li>
    </ul>
  );
}

/** The same graph as a list: for keyboards, screen readers and tests. */
function GraphList({ data, onOpen, where }: { data: MapData; onOpen(n: MapNode): void; where(i: number): string }) {
  const at = new Map(data.nodes.map((n, i) => [n.id, i]));
  const [open, setOpen] = useState(false);
  return (
    <details className="map-list" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-testid="map-list">
      <summary>{data.nodes.length} nodes and {data.edges.length} edges as a list</summary>
      {open && (
        <>
          <ul>
            {data.nodes.map((n, i) => (
              <li key={n.id} data-testid="map-node" data-id={n.id} data-type={n.type} data-reads={n.reads} data-rings={n.rings.join(' ')} data-screen={where(i)}>
                {n.type === 'missing' || n.type === 'merged' ? <span>{n.label}</span> : <a href={routeHref({ name: 'browse', dirId: data.memoryDirId, file: n.type === 'index' && n.id === 'MEMORY.md' ? null : n.id })} onClick={(e) => { e.preventDefault(); onOpen(n); }}>{n.label}</a>}
                {' '}<code>{n.id}</code> · {n.type} · read {n.reads}×{n.rings.length > 0 && ` · ${n.rings.join(', ')}`}
              </li>
            ))}
          </ul>
          <ul>
            {data.edges.map((e) => (
              <li key={`${e.kind}:${e.source}:${e.target}`} data-testid="map-edge" data-kind={e.kind} data-source={e.source} data-target={e.target} data-screen={at.has(e.source) && at.has(e.target) ? `${where(at.get(e.source)!)} ${where(at.get(e.target)!)}` : ''}>
                <code>{e.source}</code> → <code>{e.target}</code>: {EDGE_STYLES[e.kind].label}{e.detail ? ` (${e.detail})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

export function MapView({ dirId }: { dirId: string }) {
  const [stop, setStop] = useState<string | null>(null); // a snapshot id, or null for now
  const { data, error, loading, reload } = useCall('map.get', stop === null ? { memoryDirId: dirId } : { memoryDirId: dirId, snapshotId: stop });
  useEvent('memoryDir.changed', (p) => p.memoryDirId === dirId && stop === null && reload());
  const previous = useRef<{ data: MapData; positions: Float32Array } | null>(null);
  const [shown, setShown] = useState<MapData | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<View | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  // The canvas work of the last paint, on the stage for the benchmark (no re-render for it).
  const onPaint = useCallback((ms: number, drawn: { visible: number; edges: number; rings: boolean; labels: number }) => {
    const el = stage.current;
    if (!el) return;
    el.setAttribute('data-paint-ms', ms.toFixed(2));
    el.setAttribute('data-drawn', `${drawn.visible} nodes, ${drawn.edges} edges, ${drawn.labels} labels${drawn.rings ? ', rings' : ''}`);
  }, []);

  // A new answer: lay it out starting from where the same memories were (the time slider replays in place).
  const req = useMemo(() => {
    if (!data) return null;
    const seed = new Map<string, [number, number]>();
    const prev = previous.current;
    if (prev) prev.data.nodes.forEach((n, i) => seed.set(n.id, [prev.positions[i * 2]!, prev.positions[i * 2 + 1]!]));
    return layoutRequest(data, seed);
  }, [data]);
  useEffect(() => {
    if (!data) return;
    const before = previous.current?.data;
    setFresh(before ? new Set(data.nodes.filter((n) => !before.nodes.some((b) => b.id === n.id)).map((n) => n.id)) : new Set());
    setShown(data);
  }, [data]);
  const layout = useLayout(req);
  useEffect(() => {
    if (shown && layout.positions && layout.positions.length === shown.nodes.length * 2) previous.current = { data: shown, positions: layout.positions };
  }, [shown, layout.positions]);

  const open = (n: MapNode) => navigate({ name: 'browse', dirId, file: n.id === 'MEMORY.md' ? null : n.id });
  if (error && !data) return <section className="page"><ErrorBox error={error} title="Could not draw the memory map" onRetry={reload} /></section>;
  const timeline = data?.timeline ?? shown?.timeline ?? [];
  const stopIndex = stop === null ? timeline.length : Math.max(0, timeline.findIndex((s) => s.id === stop));
  const current = stop === null ? null : timeline[stopIndex];
  const graph = shown && layout.positions?.length === shown.nodes.length * 2 ? shown : null;
  return (
    <section className="map-page" aria-labelledby="map-title">
      {/* The map fills the window; the list opens below it (the page scrolls), never shrinking the map. */}
      <div className="map-frame">
        <header className="map-head">
          <p className="crumbs"><a href={routeHref({ name: 'browse', dirId, file: null })}>Back to the memory dir</a></p>
          <h1 id="map-title">Memory map</h1>
          {shown && <Legend data={shown} />}
        </header>
        <div className="map-time">
          <label htmlFor="map-slider">{current ? `${snapshotReasonLabel(current.reason)} · ${absoluteTime(current.createdAt)}` : 'Now'}</label>
          <input
            id="map-slider"
            type="range"
            min={0}
            max={timeline.length}
            value={stopIndex}
            disabled={timeline.length === 0}
            onChange={(e) => {
              const i = Number(e.target.value);
              setStop(i >= timeline.length ? null : timeline[i]!.id);
            }}
            data-testid="map-slider"
            aria-valuetext={current ? `snapshot of ${absoluteTime(current.createdAt)}` : 'now'}
          />
          <span className="muted">{timeline.length === 0 ? 'No snapshots yet' : `${timeline.length} snapshot${timeline.length === 1 ? '' : 's'}, then now`}</span>
        </div>
        <div ref={stage} className="map-stage" data-testid="map-stage" data-ready={Boolean(graph && layout.done && !loading)} data-snapshot={shown?.snapshotId ?? ''} data-layout-ms={layout.ms === null ? '' : layout.ms.toFixed(1)} data-off-main-thread={layout.offMainThread}>
          {graph ? <GraphCanvas nodes={graph.nodes} edges={graph.edges} positions={layout.positions} settled={layout.done} fresh={fresh} onOpen={open} onView={setView} onPaint={onPaint} /> : <Loading label="Laying out the map…" />}
        </div>
      </div>
      {shown && (
        <GraphList
          data={shown}
          onOpen={open}
          where={(i) => (graph === shown && view && layout.positions ? `${Math.round(view.x + view.k * layout.positions[i * 2]!)},${Math.round(view.y + view.k * layout.positions[i * 2 + 1]!)}` : '')}
        />
      )}
    </section>
  );
}
