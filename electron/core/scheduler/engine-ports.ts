import { publicSnapshot, type Autodream } from '../api/autodream.js';
import { readMemoryDir } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import type { WatchedDir } from './headless-idle.js';
import type { SchedulerPorts } from './types.js';

/**
 * The chores the contract has no method for, straight from the engine: the daily snapshot
 * (reason "daily", at most one a day per memory dir) and snapshot retention.
 */
export function engineChorePorts(
  engine: Pick<Autodream, 'snapshotStore' | 'registry' | 'emit'>,
  retentionDays: () => number,
): Required<Pick<SchedulerPorts, 'dailySnapshot' | 'retention'>> {
  return {
    async dailySnapshot(id) {
      const dir = await engine.registry.get(id);
      // An OpenClaw workspace is the agent's whole working folder: keep only its memory.
      const scope = dir.kind === 'openclaw-workspace' ? { scope: await workspaceMemoryFiles(dir) } : {};
      const { taken, snapshot: s } = await (await engine.snapshotStore()).ensureDaily(dir, scope);
      if (taken) {
        engine.emit('snapshot.created', publicSnapshot(s));
      }
    },
    async retention() {
      await (await engine.snapshotStore()).applyRetention(retentionDays());
    },
  };
}

/** `snapshotRetentionDays` from the app settings (7 when unset or invalid). */
export function retentionDaysFrom(app: Record<string, unknown> | undefined): number {
  const d = app?.snapshotRetentionDays;
  return typeof d === 'number' && Number.isFinite(d) && d >= 1 ? d : 7;
}

/** The dirs a headless idle source watches, from discovery alone (no gates, no file reads). */
export function engineWatchedDirs(engine: Pick<Autodream, 'registry'>): () => Promise<WatchedDir[]> {
  return async () => (await engine.registry.list()).dirs.map((d) => ({ memoryDir: d.path, transcriptDir: d.transcriptDir }));
}

async function workspaceMemoryFiles(dir: MemoryDir): Promise<string[]> {
  const inv = await readMemoryDir(dir);
  return [...inv.files.map((f) => f.relPath), ...inv.logs.map((l) => l.relPath)];
}
