/**
 * At most one session count per interval per memory dir (Claude Code: 10 minutes). Kept in
 * memory by the long-running scheduler; a one-shot CLI run starts with a fresh one.
 */
export class ScanThrottle {
  private readonly scans = new Map<string, { at: number; count: number | null }>();

  constructor(readonly intervalMs = 600_000) {}

  lastScanAt(memoryDirId: string): number | null {
    return this.scans.get(memoryDirId)?.at ?? null;
  }

  /** The count the last scan found, for showing while throttled. */
  lastCount(memoryDirId: string): number | null {
    return this.scans.get(memoryDirId)?.count ?? null;
  }

  mayScan(memoryDirId: string, nowMs: number): boolean {
    const at = this.lastScanAt(memoryDirId);
    return at === null || nowMs - at >= this.intervalMs;
  }

  record(memoryDirId: string, nowMs: number, count: number | null): void {
    this.scans.set(memoryDirId, { at: nowMs, count });
  }

  forget(memoryDirId: string): void {
    this.scans.delete(memoryDirId);
  }
}
