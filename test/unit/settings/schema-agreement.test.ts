/**
 * A home without settings files reads its settings without zod (app-settings-defaults.ts and the
 * key lists), while the zod schemas stay the one source of truth for what a value must be: these
 * hold the two equal, so a setting added to a schema but not to the zod-free side (or the other
 * way round) fails here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSettingsSchema } from '../../../electron/core/settings/app-settings-schema.js';
import { APP_SETTING_KEYS, DEFAULT_APP_SETTINGS, defaultAppSettings, loadAppSettings } from '../../../electron/core/settings/app-settings.js';
import { CLAUDE_SETTING_SCHEMAS } from '../../../electron/core/settings/claude-settings-schema.js';
import { CLAUDE_SETTING_KEYS, isClaudeSettingKey } from '../../../electron/core/settings/claude-settings.js';

describe('zod-free settings side agrees with the schemas', () => {
  it("the defaults a missing file reads are exactly the schema's defaults", () => {
    expect(DEFAULT_APP_SETTINGS).toEqual(appSettingsSchema.parse({}));
    expect(defaultAppSettings()).toEqual(appSettingsSchema.parse({}));
    // And they validate as a whole file would.
    expect(appSettingsSchema.parse({ ...DEFAULT_APP_SETTINGS })).toEqual(DEFAULT_APP_SETTINGS);
  });

  it("the setting keys are the schema's keys, in its order", () => {
    expect(APP_SETTING_KEYS).toEqual(Object.keys(appSettingsSchema.shape));
    expect([...CLAUDE_SETTING_KEYS]).toEqual(Object.keys(CLAUDE_SETTING_SCHEMAS));
    for (const k of CLAUDE_SETTING_KEYS) expect(isClaudeSettingKey(k)).toBe(true);
    expect(isClaudeSettingKey('toString')).toBe(false);
  });

  it('each missing-file read gets its own list and map (changing one never changes the defaults)', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'ad-defaults-'));
    try {
      const a = await loadAppSettings(stateDir);
      a.extraFolders.push('/x');
      a.memoryDirs.d = { enabled: false };
      a.minHours = 1;
      const b = await loadAppSettings(stateDir);
      expect(b).toEqual(appSettingsSchema.parse({}));
      expect(DEFAULT_APP_SETTINGS.extraFolders).toEqual([]);
      expect(DEFAULT_APP_SETTINGS.memoryDirs).toEqual({});
      // A file that sets nothing reads the same through the schema.
      await writeFile(join(stateDir, 'settings.json'), '{}\n');
      expect(await loadAppSettings(stateDir)).toEqual(b);
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});
