import type { MemoryDirInventory } from '../memdir/inventory.js';
import { DreamReports } from '../dream/reports.js';
import { AutodreamError } from '../errors.js';
import { buildGraph, type HistoryTie } from '../map/graph.js';
import { ReadCounts } from '../map/read-counts.js';
import { readMemoryText } from '../memdir/safe-read.js';
import type { MemoryDir } from '../memdir/types.js';
import type { SnapshotStore } from '../snapshots/store.js';
import type { Finding, MethodInput, MethodOutput } from './contract.js';
import type { MemoryDirRegistry } from './registry.js';

/**
 * The memory map of one dir, now or as a snapshot had it: the graph (see map/graph.ts) with
 * read counts from transcripts, ties from dream history up to that moment, the newest
 * findings, and the dir's snapshots as the time slider's stops.
 */

export interface MapServiceDeps {
  stateDir: string;
  registry: MemoryDirRegistry;
  snapshots: SnapshotStore;
  inventory(dir: MemoryDir): Promise<MemoryDirInventory>;
}

/** How many recent dreams the map reads for merges, supersessions and findings. */
const HISTORY_DEPTH = 100;

export class MapService {
  private readonly reports: DreamReports;
  private readonly readCounts = new ReadCounts();
  /** Reports never change once written (except undoneBy, which the history list carries). */
  private readonly ties = new Map<string, { ties: HistoryTie[]; findings: Finding[] }>();

  constructor(private readonly deps: MapServiceDeps) {
    this.reports = new DreamReports(deps.stateDir);
  }

  async get({ memoryDirId, snapshotId }: MethodInput<'map.get'>): Promise<MethodOutput<'map.get'>> {
    const dir = await this.deps.registry.get(memoryDirId);
    const snaps = await this.deps.snapshots.list(dir.id);
    let texts: Map<string, string>;
    let unreadable = new Set<string>();
    let at: string;
    if (snapshotId !== undefined) {
      const info = snaps.find((s) => s.id === snapshotId);
      if (!info) throw new AutodreamError('not-found', `No snapshot ${snapshotId} of this memory dir.`, { hint: 'List them with `autodream snapshots list`.' });
      texts = await this.snapshotTexts(snapshotId);
      at = info.createdAt;
    } else {
      ({ texts, unreadable } = await liveTexts(dir, await this.deps.inventory(dir)));
      at = new Date().toISOString();
    }
    const [reads, history] = await Promise.all([this.readCounts.of(dir), this.history(dir.id, at)]);
    const graph = buildGraph({ texts, unreadable, openclaw: dir.kind === 'openclaw', reads, history: history.ties, findings: history.findings });
    return {
      memoryDirId: dir.id,
      snapshotId: snapshotId ?? null,
      at,
      ...graph,
      timeline: [...snaps].reverse().map((s) => ({ id: s.id, createdAt: s.createdAt, reason: s.reason, ...(s.note !== undefined && { note: s.note }) })),
    };
  }

  private async snapshotTexts(snapshotId: string): Promise<Map<string, string>> {
    const snap = await this.deps.snapshots.get(snapshotId);
    const out = new Map<string, string>();
    for (const e of snap.entries) {
      if (e.type !== 'file' || !e.path.toLowerCase().endsWith('.md')) continue;
      out.set(e.path, (await this.deps.snapshots.readFile(snapshotId, e.path)).toString('utf8'));
    }
    return out;
  }

  /** Merges and supersessions of applied, not undone dreams finished by `at`; findings of the newest dream that had any. */
  private async history(memoryDirId: string, at: string): Promise<{ ties: HistoryTie[]; findings: Finding[] }> {
    const records = (await this.reports.list(memoryDirId)).filter((r) => r.finishedAt !== null && r.finishedAt <= at).slice(0, HISTORY_DEPTH);
    const ties: HistoryTie[] = [];
    let findings: Finding[] | null = null;
    for (const r of records) {
      let got = this.ties.get(r.dreamId);
      if (!got) {
        const report = await this.reports.get(r.dreamId).catch(() => null);
        got = {
          ties: (report?.changes ?? []).filter((c) => c.kind === 'duplicates-merged' || c.kind === 'fact-superseded').map((c) => ({ kind: c.kind, files: c.files, reason: c.reason })),
          findings: report?.findings ?? [],
        };
        this.ties.set(r.dreamId, got);
      }
      if (r.outcome === 'applied' && !r.undoneBy) ties.push(...got.ties);
      if (findings === null && got.findings.length > 0) findings = got.findings;
    }
    return { ties, findings: findings ?? [] };
  }
}

/** The texts of the dir as the inventory read them, plus files it set aside (malformed ones are read here as text). */
async function liveTexts(dir: MemoryDir, inv: MemoryDirInventory): Promise<{ texts: Map<string, string>; unreadable: Set<string> }> {
  const texts = new Map<string, string>();
  const unreadable = new Set<string>();
  if (inv.index) texts.set(inv.index.relPath, inv.index.text);
  if (inv.teamIndex) texts.set(inv.teamIndex.relPath, inv.teamIndex.text);
  for (const f of inv.files) texts.set(f.relPath, f.text);
  for (const p of inv.problems) {
    if (!p.file.toLowerCase().endsWith('.md') || texts.has(p.file)) continue;
    const read = await readMemoryText(dir.path, p.file);
    if (read.ok) texts.set(p.file, read.text);
    else unreadable.add(p.file);
  }
  return { texts, unreadable };
}
