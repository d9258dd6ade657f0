import type { Clock } from '../../clock.js';
import { isAutodreamError } from '../../errors.js';
import { openClawStateFile, readSkillState, skillSessionFiles, writeSkillState } from '../../gates/openclaw-state.js';
import { withAppLock, type AppLockOptions, type DreamLockResult } from '../../lock/index.js';
import { readPromotionLock } from '../../lock/openclaw-lock.js';
import type { MemoryDir } from '../../memdir/types.js';

/**
 * The dream lock of an OpenClaw dir: autodream's in-app lock only (no Claude Code
 * `.consolidate-lock` is ever written there), refused while OpenClaw's own file-based
 * promotion lock is held. When the work succeeds the last dream time is recorded where the
 * skill keeps it (`.auto-dream-state.json`, with the skill's session count) or, for a
 * workspace, in autodream's state dir. A failure records nothing. See docs/openclaw.md.
 */
export async function withOpenClawDreamLock<T>(
  dir: MemoryDir,
  stateDir: string,
  opts: AppLockOptions & { clock: Clock; signal?: AbortSignal },
  fn: (signal: AbortSignal) => Promise<T>,
): Promise<DreamLockResult<T>> {
  const signal = opts.signal ?? new AbortController().signal;
  if (signal.aborted) return { outcome: 'cancelled', rolledBack: 'not-acquired' };
  const stateFile = openClawStateFile(dir, stateDir);
  const prior = await readSkillState(stateFile);
  try {
    return await withAppLock(
      dir.path,
      async () => {
        const promo = dir.openclaw ? await readPromotionLock(dir.openclaw.workspace, opts.clock()) : null;
        if (promo?.held) return { outcome: 'locked', holderPid: promo.pid, reason: 'held' } as const;
        let value: T;
        try {
          value = await fn(signal);
        } catch (error) {
          if (signal.aborted) return { outcome: 'cancelled', rolledBack: 'skipped' } as const;
          return { outcome: 'failed', error, rolledBack: null } as const;
        }
        const sessions = dir.kind === 'openclaw' ? ((await skillSessionFiles(dir.path)) ?? prior.lastConsolidatedSessions) : 0;
        await writeSkillState(stateFile, opts.clock(), sessions);
        return { outcome: 'done', value, priorMtimeMs: prior.lastConsolidatedAt } as const;
      },
      { ...(opts.lockDir !== undefined && { lockDir: opts.lockDir }), ...(opts.waitMs !== undefined && { waitMs: opts.waitMs }), ...(opts.env && { env: opts.env }) },
    );
  } catch (e) {
    if (isAutodreamError(e) && e.code === 'locked') return { outcome: 'locked', holderPid: null, reason: 'busy' };
    throw e;
  }
}
