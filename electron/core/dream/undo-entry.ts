import { readFile } from 'node:fs/promises';
import type { Clock } from '../clock.js';
import { resolveInside } from '../memdir/safe-read.js';
import type { SnapshotStore } from '../snapshots/index.js';
import { hashOf } from './apply.js';
import { isEdit, makeDreamId, type DreamReports, type StoredDreamReport } from './reports.js';
import type { UndoResult } from './undo.js';
import type { UndoneChange } from './undone.js';

const pad = (n: number) => String(n).padStart(2, '0');
const local = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * Write the history entry of an undo: when, by whom (a person), which files went back, with a
 * diff per file; its snapshot is the state before the undo. It also lists the undone changes
 * with their files' hashes after the undo, so later dreams leave them undone (see undone.ts).
 */
export async function recordUndo(
  dream: StoredDreamReport,
  r: UndoResult,
  deps: { reports: DreamReports; store: SnapshotStore; clock: Clock },
): Promise<string> {
  const now = deps.clock();
  const files = [...r.restored, ...r.removed].sort();
  const text = async (f: string) => readFile(resolveInside(dream.memoryDir, f), 'utf8').catch(() => null);
  const before = async (f: string) => deps.store.readFile(r.snapshotId, f).then((b) => Buffer.from(b).toString('utf8'), () => null);
  const diffs = await Promise.all(files.map(async (file) => ({ file, before: await before(file), after: await text(file) })));
  const basis: Record<string, string | null> = {};
  for (const f of new Set(dream.changes.flatMap((c) => c.files))) basis[f] = await hashOf(resolveInside(dream.memoryDir, f));
  const undoneAt = new Date(now).toISOString();
  const undone: UndoneChange[] = dream.changes.map((c) => ({
    kind: c.kind,
    files: [...c.files],
    basis: Object.fromEntries(c.files.map((f) => [f, basis[f] ?? null])),
    dreamId: dream.dreamId,
    undoneAt: local(undoneAt),
  }));
  const id = makeDreamId(now);
  const n = files.length;
  // A person's edit is undone as an edit, not as a dream.
  const what = isEdit(dream) ? 'edit' : 'dream';
  await deps.reports.save({
    dreamId: id,
    memoryDir: dream.memoryDir,
    memoryDirId: dream.memoryDirId,
    startedAt: undoneAt,
    finishedAt: undoneAt,
    outcome: 'applied',
    summary: `Undid the ${what} of ${local(dream.startedAt)}: ${n} ${n === 1 ? 'file' : 'files'} put back as before`,
    snapshotId: r.snapshotId,
    trigger: 'manual',
    undoneBy: null,
    undoOf: dream.dreamId,
    changes: [
      {
        kind: 'dream-undone',
        files,
        reason: `You undid ${what} ${dream.dreamId} (“${dream.summary}”). Its changes stay undone while these files are unchanged.`,
        by: 'person',
        confidence: 'high',
        diffs,
      },
    ],
    findings: [],
    skipped: [],
    undone,
  });
  return id;
}
