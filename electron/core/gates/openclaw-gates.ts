import { readPromotionLock } from '../lock/openclaw-lock.js';
import type { MemoryDir } from '../memdir/types.js';
import { SKILL_AUTO_DREAM_DEFAULTS } from '../memdir/openclaw-config.js';
import { effectiveDirSettings, loadAppSettings } from '../settings/app-settings.js';
import type { CheckGatesDeps, GateReport } from './check.js';
import { evaluateGates } from './evaluate.js';
import { openClawStateFile, readSkillState, skillSessionFiles, storeSessionsSince } from './openclaw-state.js';

/**
 * The gates of an OpenClaw dir, from OpenClaw's side: the memory-system skill's
 * `autoDream {enabled, minHours, minSessions}` (24 h / 3 sessions by default; a per-dir
 * override in autodream's settings still wins), the last dream from `.auto-dream-state.json`,
 * sessions counted as the skill counts them (its `sessions/*.json` minus
 * `lastConsolidatedSessions`) or, without that folder and for a workspace, from OpenClaw's
 * session store (`*.jsonl` written since the last dream); the lock is OpenClaw's file-based
 * promotion lock when one is held. No Claude Code lock is read.
 */
export async function checkOpenClawGates(dir: MemoryDir, deps: CheckGatesDeps): Promise<GateReport> {
  const now = deps.clock();
  const appSettings = deps.appSettings ?? (await loadAppSettings(deps.stateDir));
  const own = Object.hasOwn(appSettings.memoryDirs, dir.id) ? appSettings.memoryDirs[dir.id] : undefined;
  const base = effectiveDirSettings(appSettings, dir.id);
  const skill = dir.openclaw?.autoDream ?? SKILL_AUTO_DREAM_DEFAULTS;
  const settings = { enabled: base.enabled, minHours: own?.minHours ?? skill.minHours, minSessions: own?.minSessions ?? skill.minSessions };

  const reasons: string[] = [];
  if (!skill.enabled) reasons.push('auto dream is off: skills["memory-system"].autoDream.enabled is false in OpenClaw\'s config');
  if (!base.enabled) reasons.push("automatic dreams are off for this memory dir in autodream's settings");
  const switches = { autoMemoryEnabled: true, autoDreamEnabled: skill.enabled && base.enabled, reasons };

  const state = await readSkillState(openClawStateFile(dir, deps.stateDir));
  const last = state.lastConsolidatedAt;
  const skillDir = dir.kind === 'openclaw' ? dir.path : null;
  const skillCount = skillDir ? await skillSessionFiles(skillDir) : null;
  let sessionsSince: number | null;
  if (skillCount !== null) sessionsSince = Math.max(0, skillCount - state.lastConsolidatedSessions);
  else sessionsSince = dir.openclaw ? await storeSessionsSince(dir.openclaw.sessionsDir, last) : null;
  const hasTranscripts = sessionsSince !== null;

  const workspace = dir.openclaw?.workspace ?? null;
  const promo = workspace ? await readPromotionLock(workspace, now) : null;
  const lock = {
    file: promo?.file ?? '',
    exists: promo?.exists ?? false,
    pid: promo?.pid ?? null,
    mtimeMs: last,
    holderAlive: promo?.holderAlive ?? false,
    held: promo?.held ?? false,
    holder: promo?.held ? "OpenClaw's dreaming (memory/.dreams/short-term-promotion.lock)" : null,
  };
  const evaluation = evaluateGates({
    enabled: switches,
    lastConsolidatedAtMs: last,
    nowMs: now,
    minHours: settings.minHours,
    minSessions: settings.minSessions,
    // Counting a folder of a few files costs nothing: no throttle.
    lastScanAtMs: null,
    scanThrottleMs: 0,
    sessionsSince,
    hasTranscripts,
    lock: { held: lock.held, pid: lock.pid, holder: lock.holder },
    manual: deps.manual ?? false,
    ...(deps.formatTime && { formatTime: deps.formatTime }),
  });
  return { ...evaluation, memoryDir: dir, lastConsolidatedAtMs: last, sessionsSince, relatedSessionsSince: 0, lock, switches, settings, scanned: false };
}
