import { join } from 'node:path';
import type { Clock } from '../clock.js';
import { checkGates } from '../gates/check.js';
import type { ScanThrottle } from '../gates/scan-throttle.js';
import type { MemoryDirInventory } from '../memdir/inventory.js';
import type { MemoryDir } from '../memdir/types.js';
import type { AppSettings } from '../settings/app-settings.js';
import type { ClaudeSettings } from '../settings/claude-settings.js';
import type { MemoryDirStatus } from './contract.js';

export interface StatusDeps {
  clock: Clock;
  configHome: string;
  stateDir: string;
  env: NodeJS.ProcessEnv;
  appSettings: AppSettings;
  claudeSettings: ClaudeSettings | null;
  throttle?: ScanThrottle;
}

const iso = (ms: number | null) => (ms === null || ms <= 0 ? null : new Date(ms).toISOString());

/** Everything `autodream status` and the window say about one memory dir. */
export async function memoryDirStatus(dir: MemoryDir, inv: MemoryDirInventory, deps: StatusDeps): Promise<MemoryDirStatus> {
  const report = await checkGates(dir, {
    clock: deps.clock,
    configHome: deps.configHome,
    stateDir: deps.stateDir,
    env: deps.env,
    appSettings: deps.appSettings,
    ...(deps.claudeSettings && { claudeSettings: deps.claudeSettings }),
    ...(deps.throttle && { throttle: deps.throttle }),
    alwaysCount: true,
    projectsDir: join(deps.configHome, 'projects'),
  });
  const load = inv.index?.load;
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
    lock: { held: report.lock.held, pid: report.lock.held ? report.lock.pid : null },
    gates: report.gates,
    due: report.due,
    nextEligibleAt: iso(report.nextEligibleAt),
    files: inv.files.length,
    indexLines: load?.totalLines ?? 0,
    indexOverLimit: load ? load.truncated : false,
    indexLostEntries: load?.lostEntries.length ?? 0,
    problems: inv.problems.map((p) => ({ file: p.file, reason: p.reason, ...(p.line !== undefined && { line: p.line }) })),
  };
}
