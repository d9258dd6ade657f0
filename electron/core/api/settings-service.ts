import { AutodreamError, isAutodreamError } from '../errors.js';
import { APP_SETTING_KEYS, loadAppSettings, updateAppSettings, type AppSettingsPatch } from '../settings/app-settings.js';
import { isClaudeSettingKey, readClaudeSettings, setClaudeSetting, CLAUDE_SETTING_KEYS, type ClaudeSettingKey } from '../settings/claude-settings.js';
import type { MethodOutput } from './contract.js';

type View = MethodOutput<'settings.get'>;

/** autodream's settings and Claude Code's switches, as one view for every door. */
export async function readSettingsView(stateDir: string, configHome: string): Promise<View> {
  const app = await loadAppSettings(stateDir);
  try {
    const claude = await readClaudeSettings(configHome);
    return {
      app,
      claude: {
        configHome,
        autoDreamEnabled: claude.autoDreamEnabled ?? null,
        autoMemoryEnabled: claude.autoMemoryEnabled ?? null,
        error: claude.problems.length ? claude.problems.map((p) => p.detail).join('; ') : null,
      },
    };
  } catch (e) {
    if (!isAutodreamError(e)) throw e;
    return { app, claude: { configHome, autoDreamEnabled: null, autoMemoryEnabled: null, error: e.describe() } };
  }
}

/**
 * Set one key. Claude Code's keys (`autoDreamEnabled`, ...) go to its settings.json, changing
 * only that key; everything else is autodream's own. null resets a key to its default.
 */
export async function setSetting(stateDir: string, configHome: string, key: string, value: unknown): Promise<View> {
  if (isClaudeSettingKey(key)) {
    await setClaudeSetting(configHome, key as ClaudeSettingKey, value === null ? undefined : (value as never));
  } else if ((APP_SETTING_KEYS as string[]).includes(key)) {
    await updateAppSettings(stateDir, { [key]: value === null ? undefined : value } as AppSettingsPatch);
  } else {
    throw new AutodreamError('usage', `Unknown setting "${key}".`, { hint: `Known: ${[...CLAUDE_SETTING_KEYS, ...APP_SETTING_KEYS].join(', ')}.` });
  }
  return readSettingsView(stateDir, configHome);
}
