import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { DreamRecord, DreamReport } from '../api/contract.js';
import { AutodreamError, errnoCode } from '../errors.js';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import { statePaths } from '../state.js';
import type { UndoneChange } from './undone.js';

/**
 * Dream reports in the state dir: `<state>/dreams/<dreamId>.json` (the whole report, written
 * atomically) and `<state>/dreams/history.json` (one DreamRecord per dream, newest first, so
 * history lists without opening every report). The history is rebuilt from the reports when
 * it is missing or damaged.
 */

type DreamRecordT = DreamRecord;
type DreamReportT = DreamReport;

/** What a stored report holds beyond the contract's DreamReport. */
export interface StoredDreamReport extends DreamReportT {
  /** Counts before/after (memories, index entries, token estimates). */
  counts?: Record<string, number>;
  /** Why the guard refused, when it refused (force applied it anyway, or it was refused). */
  refusals?: string[];
  forced?: boolean;
  error?: string;
  /**
   * The journal entry of a dream that was writing: saved before its first memory write and
   * replaced by the final report. Still set = the dream was killed half-way; undo puts back
   * what it wrote.
   */
  interrupted?: boolean;
  /** On an undo entry: the changes it took back, so a later dream does not make them again. */
  undone?: UndoneChange[];
}

/** Reports hold memory text: only their owner may read them. */
const PRIVATE = { mode: 0o600 } as const;

const ID_RE = /^(\d{8}T\d{6}Z)-([0-9a-f]{6})$/;

/** `20261129T122803Z-1a2b3c`: sortable by time, unique enough, safe as a file name. */
export function makeDreamId(nowMs: number, random = randomInt(0, 0x1000000)): string {
  const iso = new Date(nowMs).toISOString(); // 2026-11-29T12:28:03.123Z
  const stamp = iso.slice(0, 19).replace(/[-:]/g, '') + 'Z';
  return `${stamp}-${random.toString(16).padStart(6, '0')}`;
}

export function isDreamId(id: string): boolean {
  return ID_RE.test(id);
}

export class DreamReports {
  readonly dir: string;

  constructor(stateDir: string) {
    this.dir = statePaths(stateDir).dreams;
  }

  /** Write a report and add it to the history. */
  async save(report: StoredDreamReport): Promise<void> {
    checkId(report.dreamId);
    await mkdirPrivate(this.dir);
    await writeFileAtomic(this.reportPath(report.dreamId), `${JSON.stringify(report, null, 1)}\n`, PRIVATE);
    await this.updateHistory((records) => [recordOf(report), ...records.filter((r) => r.dreamId !== report.dreamId)]);
  }

  /** Past dreams, newest first (of one memory dir if given). */
  async list(memoryDirId?: string): Promise<DreamRecordT[]> {
    let records = await this.readHistory();
    if (records === null) records = await this.rebuild();
    return memoryDirId === undefined ? records : records.filter((r) => r.memoryDirId === memoryDirId);
  }

  async get(dreamId: string): Promise<StoredDreamReport> {
    checkId(dreamId);
    let text: string;
    try {
      text = await readFile(this.reportPath(dreamId), 'utf8');
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') throw new AutodreamError('not-found', `No dream ${dreamId}.`, { hint: 'See `autodream history`.' });
      throw new AutodreamError('unreadable', `Cannot read the report of dream ${dreamId} (${errnoCode(e) ?? String(e)}).`, { file: this.reportPath(dreamId) });
    }
    const raw = parseJson(text);
    const parsed = DreamReport.safeParse(raw);
    if (!parsed.success) throw new AutodreamError('corrupt', `The report of dream ${dreamId} is damaged.`, { file: this.reportPath(dreamId) });
    const extra = raw as Partial<StoredDreamReport>;
    return {
      ...parsed.data,
      ...(extra.counts !== undefined && { counts: extra.counts }),
      ...(extra.refusals !== undefined && { refusals: extra.refusals }),
      ...(extra.forced !== undefined && { forced: extra.forced }),
      ...(extra.error !== undefined && { error: extra.error }),
      ...(extra.interrupted === true && { interrupted: true }),
      ...(Array.isArray(extra.undone) && { undone: extra.undone }),
      ...(isEdit(parsed.data) && { edit: true }),
    };
  }

  /** Record that a dream was undone, and by which pre-undo snapshot. */
  async markUndone(dreamId: string, undoneBy: string): Promise<void> {
    const report = await this.get(dreamId);
    await writeFileAtomic(this.reportPath(dreamId), `${JSON.stringify({ ...report, undoneBy }, null, 1)}\n`, PRIVATE);
    await this.updateHistory((records) => records.map((r) => (r.dreamId === dreamId ? { ...r, undoneBy } : r)));
  }

  /** The changes people undid in a memory dir (newest undo entries first, those not themselves undone). */
  async undoneChanges(memoryDirId: string, max = 50): Promise<UndoneChange[]> {
    const undos = (await this.list(memoryDirId)).filter((r) => r.undoOf !== undefined && !r.undoneBy).slice(0, max);
    const out: UndoneChange[] = [];
    for (const r of undos) out.push(...((await this.get(r.dreamId).catch(() => null))?.undone ?? []));
    return out;
  }

  reportPath(dreamId: string): string {
    return join(this.dir, `${dreamId}.json`);
  }

  private get historyPath(): string {
    return join(this.dir, 'history.json');
  }

  private async readHistory(): Promise<DreamRecordT[] | null> {
    let text: string;
    try {
      text = await readFile(this.historyPath, 'utf8');
    } catch {
      return null;
    }
    const parsed = DreamRecord.array().safeParse((parseJson(text) as { dreams?: unknown } | null)?.dreams);
    return parsed.success ? parsed.data : null;
  }

  /** Every report, read back into records (when history.json is missing or damaged). */
  private async rebuild(): Promise<DreamRecordT[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const out: DreamRecordT[] = [];
    for (const n of names) {
      const id = n.endsWith('.json') ? n.slice(0, -5) : '';
      if (!isDreamId(id)) continue;
      const r = await this.get(id).catch(() => null);
      if (r) out.push(recordOf(r));
    }
    return out.sort((a, b) => (a.dreamId < b.dreamId ? 1 : -1));
  }

  /** Read-modify-write the history under a lock: the daemon and the CLI may both finish dreams. */
  private async updateHistory(fn: (records: DreamRecordT[]) => DreamRecordT[]): Promise<void> {
    await mkdirPrivate(this.dir);
    const release = await lockfile.lock(this.dir, {
      lockfilePath: join(this.dir, 'history.lock'),
      realpath: false,
      stale: 10_000,
      retries: { retries: 100, factor: 1, minTimeout: 50, maxTimeout: 100 },
    });
    try {
      const records = (await this.readHistory()) ?? (await this.rebuild());
      const next = fn(records).sort((a, b) => (a.dreamId < b.dreamId ? 1 : -1));
      await writeFileAtomic(this.historyPath, `${JSON.stringify({ dreams: next })}\n`, PRIVATE);
    } finally {
      await release().catch(() => undefined);
    }
  }
}

function recordOf(r: DreamReportT): DreamRecordT {
  return {
    dreamId: r.dreamId,
    memoryDir: r.memoryDir,
    memoryDirId: r.memoryDirId,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    outcome: r.outcome,
    summary: r.summary,
    snapshotId: r.snapshotId,
    ...(r.trigger !== undefined && { trigger: r.trigger }),
    ...(r.depth !== undefined && { depth: r.depth }),
    ...(r.undoneBy !== undefined && { undoneBy: r.undoneBy }),
    ...(r.undoOf !== undefined && { undoOf: r.undoOf }),
    ...(isEdit(r) && { edit: true }),
  };
}

/** A person's edit (edit-service): every change made by a person on a memory file, and not an undo. */
export function isEdit(r: Pick<DreamReportT, 'changes' | 'undoOf'>): boolean {
  return r.undoOf === undefined && r.changes.length > 0 && r.changes.every((c) => c.by === 'person' && c.kind.startsWith('memory-'));
}

function checkId(id: string): void {
  if (!isDreamId(id)) throw new AutodreamError('not-found', `No dream ${JSON.stringify(id)}: a dream id looks like 20261129T122803Z-1a2b3c.`, { hint: 'See `autodream history`.' });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
