import type { AutodreamError } from '../errors.js';
import type { EffectiveDirSettings } from './app-settings.js';
import type { ClaudeSettings } from './claude-settings.js';

/**
 * The switches that decide whether dreams may run, with the reason for each one that is off.
 * - autoMemoryEnabled: Claude Code's own rule (env CLAUDE_CODE_DISABLE_AUTO_MEMORY truthy,
 *   CLAUDE_CODE_SIMPLE set, or `autoMemoryEnabled: false` turn it off; default on).
 * - autoDreamEnabled: automatic dreams only. Off when Claude Code's `autoDreamEnabled` is false
 *   (one switch means one thing in both tools; absent = on), when this memory dir is disabled
 *   in autodream's settings, or when settings.json cannot be read (we cannot know the switch).
 */
export interface Switches {
  autoMemoryEnabled: boolean;
  autoDreamEnabled: boolean;
  /** Why a switch is off, in plain words; empty when both are on. */
  reasons: string[];
}

export interface SwitchInputs {
  env?: NodeJS.ProcessEnv;
  claude?: ClaudeSettings | null;
  /** Claude Code's settings.json could not be read or parsed. */
  claudeError?: AutodreamError | null;
  dir?: EffectiveDirSettings;
}

export function isEnvTruthy(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function resolveSwitches(inputs: SwitchInputs): Switches {
  const env = inputs.env ?? process.env;
  const claude = inputs.claude ?? null;
  const reasons: string[] = [];
  let autoMemoryEnabled = true;
  let autoDreamEnabled = true;

  if (isEnvTruthy(env.CLAUDE_CODE_DISABLE_AUTO_MEMORY)) {
    autoMemoryEnabled = false;
    reasons.push(`auto memory is off: CLAUDE_CODE_DISABLE_AUTO_MEMORY=${env.CLAUDE_CODE_DISABLE_AUTO_MEMORY}`);
  } else if (env.CLAUDE_CODE_SIMPLE) {
    autoMemoryEnabled = false;
    reasons.push('auto memory is off: CLAUDE_CODE_SIMPLE is set');
  } else if (claude?.autoMemoryEnabled === false) {
    autoMemoryEnabled = false;
    reasons.push(`auto memory is off: autoMemoryEnabled is false in ${claude.file}`);
  }

  if (inputs.claudeError) {
    autoDreamEnabled = false;
    reasons.push(`automatic dreams are paused: ${inputs.claudeError.describe()}`);
  } else if (claude?.autoDreamEnabled === false) {
    autoDreamEnabled = false;
    reasons.push(`auto dream is off: autoDreamEnabled is false in ${claude.file}`);
  }
  for (const p of claude?.problems ?? []) {
    // A switch we cannot read is treated as off until it is fixed: dreaming rewrites memory.
    if (p.key === 'autoDreamEnabled' && autoDreamEnabled) {
      autoDreamEnabled = false;
      reasons.push(`auto dream is off: ${p.detail} in ${claude?.file}`);
    }
    if (p.key === 'autoMemoryEnabled' && autoMemoryEnabled) {
      autoMemoryEnabled = false;
      reasons.push(`auto memory is off: ${p.detail} in ${claude?.file}`);
    }
  }
  if (inputs.dir && !inputs.dir.enabled) {
    autoDreamEnabled = false;
    reasons.push("automatic dreams are off for this memory dir in autodream's settings");
  }
  return { autoMemoryEnabled, autoDreamEnabled, reasons };
}
