import { join } from 'node:path';
import type { Clock } from '../clock.js';
import { checkGates } from '../gates/check.js';
import type { ScanThrottle } from '../gates/scan-throttle.js';
import type { MemoryDir } from '../memdir/types.js';
import type { AppSettings } from '../settings/app-settings.js';
import type { ClaudeSettings } from '../settings/claude-settings.js';
import type { TranscriptDirMap } from '../sessions/related.js';
import type { MemoryDirStatus } from './contract.js';
import type { StatusSummary } from './status-summary.js';

export interface StatusDeps {
  clock: Clock;
  configHome: string;
  stateDir: string;
  env: NodeJS.ProcessEnv;
  appSettings: AppSettings;
  claudeSettings: ClaudeSettings | null;
  throttle?: ScanThrottle;
  /** A dream of this process is running in the dir (so its own PID in the lock means "dreaming now"). */
  dreaming?: (memoryDirId: string) => boolean;
  /** Shared by every dir of one listing: each transcript dir's cwd and git root read once. */
  transcriptDirs?: TranscriptDirMap;
}

const iso = (ms: number | null) => (ms === null || ms <= 0 ? null : new Date(ms).toISOString());

/** Everything `autodream status` and the window say about one memory dir. */
export async function memoryDirStatus(dir: MemoryDir, summary: StatusSummary, deps: StatusDeps): Promise<MemoryDirStatus> {
  const report = await checkGates(dir, {
    clock: deps.clock,
    configHome: deps.configHome,
    stateDir: deps.stateDir,
    env: deps.env,
    appSettings: deps.appSettings,
    ...(deps.claudeSettings && { claudeSettings: deps.claudeSettings }),
    ...(deps.throttle && { throttle: deps.throttle }),
    ...(deps.transcriptDirs && { transcriptDirs: deps.transcriptDirs }),
    alwaysCount: true,
    projectsDir: join(deps.configHome, 'projects'),
  });
  const lock = lockView(report.lock, deps.dreaming?.(dir.id) ?? false);
  // Our own PID left by a finished dream is a marker, not a holder (acquireLock agrees): the lock gate passes.
  const gates = lock.state === 'last-dream' ? report.gates.map((g) => (g.gate === 'lock' && !g.pass ? { gate: g.gate, pass: true, detail: 'free: only the marker of the last dream' } : g)) : report.gates;
  const due = gates.every((g) => g.pass) && gates.some((g) => g.gate === 'lock');
  return {
    id: dir.id,
    memoryDir: dir.path,
    label: dir.label,
    kind: dir.kind,
    transcriptDir: dir.transcriptDir,
    projectRoot: dir.projectRoot,
    lastConsolidatedAt: iso(report.lastConsolidatedAtMs),
    sessionsSince: report.sessionsSince ?? 0,
    relatedSessionsSince: report.relatedSessionsSince,
    minSessions: report.settings.minSessions,
    lock,
    gates,
    due: report.due || due,
    nextEligibleAt: iso(due && !report.due ? deps.clock() : report.nextEligibleAt),
    paused: !report.settings.enabled,
    ...summary,
  };
}

/** What the lock file means right now, for people: dreaming, held by another process, a finished dream's marker, or free. Pure. */
export function lockView(lock: { exists: boolean; pid: number | null; held: boolean }, dreamingHere: boolean, ownPid = process.pid): MemoryDirStatus['lock'] {
  if (dreamingHere) return { held: true, pid: ownPid, state: 'dreaming' };
  if (lock.held && lock.pid !== ownPid) return { held: true, pid: lock.pid, state: 'held' };
  if (lock.exists && lock.pid !== null) return { held: false, pid: null, state: 'last-dream' };
  return { held: false, pid: null, state: 'free' };
}
