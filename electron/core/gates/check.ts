import type { Clock } from '../clock.js';
import { isAutodreamError, type AutodreamError } from '../errors.js';
import { describeLockHolder } from '../lock/holder.js';
import { readLock, type LockState } from '../lock/consolidate-lock.js';
import { isOpenClawDir } from '../memdir/openclaw.js';
import type { MemoryDir } from '../memdir/types.js';
import { countSessionsSince } from '../sessions/session-files.js';
import { countRelatedSessionsSince, relatedTranscriptDirs, type TranscriptDirMap } from '../sessions/related.js';
import type { GitRootOf } from '../sessions/git-root.js';
import { effectiveDirSettings, loadAppSettings, type AppSettings, type EffectiveDirSettings } from '../settings/app-settings.js';
import { readClaudeSettings, type ClaudeSettings } from '../settings/claude-settings.js';
import { resolveSwitches, type Switches } from '../settings/switches.js';
import { evaluateGates, type GateEvaluation } from './evaluate.js';
import { checkOpenClawGates } from './openclaw-gates.js';
import type { ScanThrottle } from './scan-throttle.js';

export interface CheckGatesDeps {
  clock: Clock;
  /** Claude Code's config home (its settings.json holds the switches). */
  configHome: string;
  /** autodream's state dir (its settings.json holds minHours, minSessions, per-dir overrides). */
  stateDir: string;
  env?: NodeJS.ProcessEnv;
  /** Already loaded settings, to skip reading the files again. */
  appSettings?: AppSettings;
  claudeSettings?: ClaudeSettings;
  /** The scheduler's throttle; without one, every check may count. */
  throttle?: ScanThrottle;
  manual?: boolean;
  /**
   * Count sessions even when an earlier gate fails (for a status display). Such a count does
   * not touch the throttle.
   */
  alwaysCount?: boolean;
  /** `<config home>/projects`: also count sessions from subfolders/worktrees of the project. */
  projectsDir?: string | null;
  gitRootOf?: GitRootOf;
  /** The projects dir's transcript dirs read once for a whole listing (status is then linear in projects). */
  transcriptDirs?: TranscriptDirMap;
  describeHolder?: (pid: number) => Promise<string | null>;
  formatTime?: (ms: number) => string;
}

export interface GateReport extends GateEvaluation {
  memoryDir: MemoryDir;
  lastConsolidatedAtMs: number;
  /** All sessions since lastConsolidatedAt (related included); null = not counted. */
  sessionsSince: number | null;
  relatedSessionsSince: number;
  lock: LockState & { holder: string | null };
  switches: Switches;
  settings: EffectiveDirSettings;
  /** Whether this check counted sessions (and so used up the throttle interval). */
  scanned: boolean;
}

async function countAll(dir: MemoryDir, sinceMs: number, deps: CheckGatesDeps): Promise<{ total: number; related: number }> {
  if (dir.transcriptDir === null) return { total: 0, related: 0 };
  const own = await countSessionsSince(dir.transcriptDir, sinceMs);
  let related = 0;
  if (deps.projectsDir && dir.projectRoot) {
    const dirs = await relatedTranscriptDirs(deps.projectsDir, dir.projectRoot, dir.transcriptDir, {
      ...(deps.gitRootOf && { gitRootOf: deps.gitRootOf }),
      ...(deps.transcriptDirs && { map: deps.transcriptDirs }),
    });
    related = await countRelatedSessionsSince(dirs, sinceMs);
  }
  return { total: own + related, related };
}

/**
 * The gates for one memory dir, read from disk: lock, switches, settings, sessions. Sessions
 * are counted only when the cheaper gates pass (or alwaysCount) and the throttle allows it.
 */
export async function checkGates(memoryDir: MemoryDir, deps: CheckGatesDeps): Promise<GateReport> {
  if (isOpenClawDir(memoryDir)) return checkOpenClawGates(memoryDir, deps);
  const now = deps.clock();
  const lock = await readLock(memoryDir.path, deps.clock);
  const appSettings = deps.appSettings ?? (await loadAppSettings(deps.stateDir));
  const settings = effectiveDirSettings(appSettings, memoryDir.id);

  let claude: ClaudeSettings | null = deps.claudeSettings ?? null;
  let claudeError: AutodreamError | null = null;
  if (!claude) {
    try {
      claude = await readClaudeSettings(deps.configHome);
    } catch (e) {
      if (!isAutodreamError(e)) throw e;
      claudeError = e;
    }
  }
  const switches = resolveSwitches({ env: deps.env ?? process.env, claude, claudeError, dir: settings });

  const hasTranscripts = memoryDir.transcriptDir !== null;
  const lastScanAtMs = deps.throttle?.lastScanAt(memoryDir.id) ?? null;
  const timeOpen = now >= lock.mtimeMs + settings.minHours * 3_600_000;
  const gatesBeforeOpen = switches.autoMemoryEnabled && switches.autoDreamEnabled && timeOpen;
  const mayScan = !deps.throttle || deps.throttle.mayScan(memoryDir.id, now);

  let sessionsSince: number | null = null;
  let relatedSessionsSince = 0;
  let scanned = false;
  if (hasTranscripts && !deps.manual && gatesBeforeOpen && mayScan) {
    const c = await countAll(memoryDir, lock.mtimeMs, deps);
    sessionsSince = c.total;
    relatedSessionsSince = c.related;
    scanned = true;
    deps.throttle?.record(memoryDir.id, now, c.total);
  } else if (hasTranscripts && deps.alwaysCount) {
    const c = await countAll(memoryDir, lock.mtimeMs, deps);
    sessionsSince = c.total;
    relatedSessionsSince = c.related;
  } else if (hasTranscripts) {
    sessionsSince = deps.throttle?.lastCount(memoryDir.id) ?? null;
  }

  const holder = lock.held && lock.pid !== null ? await (deps.describeHolder ?? describeLockHolder)(lock.pid) : null;
  const evaluation = evaluateGates({
    enabled: switches,
    lastConsolidatedAtMs: lock.mtimeMs,
    nowMs: now,
    minHours: settings.minHours,
    minSessions: settings.minSessions,
    // The count before this check's own: the throttle judges whether this check could count.
    lastScanAtMs,
    scanThrottleMs: deps.throttle?.intervalMs ?? 600_000,
    sessionsSince,
    relatedSessionsSince,
    hasTranscripts,
    lock: { held: lock.held, pid: lock.pid, holder },
    manual: deps.manual ?? false,
    ...(deps.formatTime && { formatTime: deps.formatTime }),
  });
  return {
    ...evaluation,
    memoryDir,
    lastConsolidatedAtMs: lock.mtimeMs,
    sessionsSince,
    relatedSessionsSince,
    lock: { ...lock, holder },
    switches,
    settings,
    scanned,
  };
}
