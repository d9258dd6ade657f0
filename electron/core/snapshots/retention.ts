import type { SnapshotInfo } from './types.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_RETENTION_DAYS = 7;

export interface RetentionPlan {
  keep: SnapshotInfo[];
  remove: SnapshotInfo[];
}

/**
 * Which snapshots to keep, per memory dir:
 * - every snapshot taken within the last `days` days;
 * - the newest whole-dir snapshot taken before that: it holds the state at the start of the
 *   window, the only copy of whatever was in the memory dir until the first snapshot inside it;
 * - the newest snapshot, however old.
 * So the memory dir as it was at any moment of the window stays restorable. (Scoped snapshots,
 * of one file, cannot stand for the state of the whole dir.)
 */
export function planRetention(snapshots: readonly SnapshotInfo[], now: number, days: number): RetentionPlan {
  const cutoff = now - days * DAY_MS;
  const byDir = new Map<string, SnapshotInfo[]>();
  for (const s of snapshots) {
    const list = byDir.get(s.memoryDirId) ?? [];
    list.push(s);
    byDir.set(s.memoryDirId, list);
  }
  const keep: SnapshotInfo[] = [];
  const remove: SnapshotInfo[] = [];
  for (const list of byDir.values()) {
    list.sort(newestFirst);
    let boundaryKept = false;
    for (const [i, s] of list.entries()) {
      if (i === 0 || Date.parse(s.createdAt) >= cutoff) keep.push(s);
      else if (!boundaryKept && !s.scope) {
        keep.push(s);
        boundaryKept = true;
      } else remove.push(s);
      if (!s.scope && Date.parse(s.createdAt) < cutoff) boundaryKept = true;
    }
  }
  return { keep: keep.sort(newestFirst), remove: remove.sort(newestFirst) };
}

export function newestFirst(a: SnapshotInfo, b: SnapshotInfo): number {
  const t = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return t !== 0 ? t : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
