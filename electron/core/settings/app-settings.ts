import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import { statePaths } from '../state.js';
import { defaultAppSettings } from './app-settings-defaults.js';
import type { AppSettings, DirSettings } from './app-settings-schema.js';
import { readSettingsFile, setTopLevelKey } from './settings-text.js';

/**
 * autodream's own settings, `<state dir>/settings.json`. The file holds only what a person
 * changed; everything else comes from the defaults (app-settings-defaults.ts). A file that does
 * not parse or validate is reported (file, line, column, key) and never overwritten. The schema
 * (and zod) loads only when there is a file to validate or one is written.
 */

export { DEFAULT_APP_SETTINGS, APP_SETTING_KEYS, defaultAppSettings } from './app-settings-defaults.js';
export type { AppSettings, DirSettings } from './app-settings-schema.js';
export type AppSettingKey = keyof AppSettings;
/** A key set to undefined goes back to its default (it is removed from the file). */
export type AppSettingsPatch = { [K in AppSettingKey]?: AppSettings[K] | undefined };

const schema = () => import('./app-settings-schema.js');

export interface EffectiveDirSettings {
  enabled: boolean;
  minHours: number;
  minSessions: number;
}

/** The settings one memory dir runs with: its own overrides over the global values. */
export function effectiveDirSettings(settings: AppSettings, id: string): EffectiveDirSettings {
  const own = Object.hasOwn(settings.memoryDirs, id) ? settings.memoryDirs[id] : undefined;
  return {
    enabled: own?.enabled ?? true,
    minHours: own?.minHours ?? settings.minHours,
    minSessions: own?.minSessions ?? settings.minSessions,
  };
}

/** The engine one memory dir dreams with: its own `engine`, else the global one. */
export function engineFor(settings: AppSettings, id: string): 'builtin' | 'agent' {
  const own = Object.hasOwn(settings.memoryDirs, id) ? settings.memoryDirs[id] : undefined;
  return own?.engine ?? settings.engine;
}

export function appSettingsPath(stateDir: string): string {
  return statePaths(stateDir).settings;
}

const readText = (file: string) => readSettingsFile(file, "autodream's settings");

/** Missing file = defaults. Throws AutodreamError('malformed-file') naming the file, line and key. */
export async function loadAppSettings(stateDir: string): Promise<AppSettings> {
  const file = appSettingsPath(stateDir);
  const text = await readText(file);
  return text === null ? defaultAppSettings() : (await schema()).validateAppSettings(file, text, 'malformed-file');
}

// One update at a time per file within this process, so read-modify-write never interleaves.
const queues = new Map<string, Promise<unknown>>();

/**
 * Change some settings atomically: each key's text is replaced in place (a person's own
 * formatting of the rest survives). Validates the result before writing anything.
 */
export async function updateAppSettings(
  stateDir: string,
  patch: AppSettingsPatch | ((current: AppSettings) => AppSettingsPatch),
): Promise<AppSettings> {
  const file = appSettingsPath(stateDir);
  const run = async (): Promise<AppSettings> => {
    const { validateAppSettings } = await schema();
    const before = await readText(file);
    const current = before === null ? defaultAppSettings() : validateAppSettings(file, before, 'malformed-file');
    const changes = typeof patch === 'function' ? patch(current) : patch;
    let text = before ?? '';
    for (const key of Object.keys(changes) as AppSettingKey[]) {
      text = setTopLevelKey(file, text, key, changes[key]);
    }
    const next = validateAppSettings(file, text, 'bad-input');
    if (text !== (before ?? '')) {
      await mkdirPrivate(stateDir);
      await writeFileAtomic(file, text, { mode: 0o600, followSymlink: true });
    }
    return next;
  };
  const previous = queues.get(file) ?? Promise.resolve();
  const result = previous.then(run, run);
  queues.set(file, result.catch(() => undefined));
  return result;
}

/** Change one memory dir's overrides; null removes them (back to the global values). */
export async function setDirSettings(stateDir: string, id: string, patch: DirSettings | null): Promise<AppSettings> {
  return updateAppSettings(stateDir, (current) => {
    const memoryDirs = { ...current.memoryDirs };
    if (patch === null) delete memoryDirs[id];
    else memoryDirs[id] = { ...memoryDirs[id], ...patch };
    return { memoryDirs };
  });
}
