import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { AutodreamError } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';
import type { ClaudeSettingValue } from './claude-settings-schema.js';
import { parseSettingsText, readSettingsFile, setTopLevelKey } from './settings-text.js';

/**
 * Claude Code's user settings, `<config home>/settings.json`: the keys autodream reads and
 * writes. Writing one key changes only that key's value text (see settings-text.ts); a file
 * that does not parse is reported with line and column and never overwritten.
 */

/** The keys autodream reads and writes there; their types are in claude-settings-schema.ts (zod, loaded only when the file exists or is written). */
export const CLAUDE_SETTING_KEYS = ['autoDreamEnabled', 'autoMemoryEnabled', 'autoMemoryDirectory'] as const;
export type ClaudeSettingKey = (typeof CLAUDE_SETTING_KEYS)[number];
export type { ClaudeSettingValue } from './claude-settings-schema.js';

const schemas = async () => (await import('./claude-settings-schema.js')).CLAUDE_SETTING_SCHEMAS;

export interface ClaudeSettings {
  file: string;
  exists: boolean;
  autoDreamEnabled?: boolean;
  autoMemoryEnabled?: boolean;
  autoMemoryDirectory?: string;
  /** Known keys present with a wrong type, in words ("autoDreamEnabled is "no", not true or false"). */
  problems: Array<{ key: ClaudeSettingKey; detail: string }>;
}

export function claudeSettingsPath(configHome: string): string {
  return join(configHome, 'settings.json');
}

export function isClaudeSettingKey(key: string): key is ClaudeSettingKey {
  return (CLAUDE_SETTING_KEYS as readonly string[]).includes(key);
}

const readText = (file: string) => readSettingsFile(file, "Claude Code's settings");

/** Throws AutodreamError('malformed-file') with line and column when the file does not parse. */
export async function readClaudeSettings(configHome: string): Promise<ClaudeSettings> {
  const file = claudeSettingsPath(configHome);
  const text = await readText(file);
  const out: ClaudeSettings = { file, exists: text !== null, problems: [] };
  if (text === null) return out;
  const { values } = parseSettingsText(file, text);
  const present = CLAUDE_SETTING_KEYS.filter((key) => Object.hasOwn(values, key));
  if (present.length === 0) return out;
  const types = await schemas();
  for (const key of present) {
    const parsed = types[key].safeParse(values[key]);
    if (parsed.success) (out as unknown as Record<string, unknown>)[key] = parsed.data;
    else out.problems.push({ key, detail: `${key} is ${JSON.stringify(values[key])}, not ${expectedOf(key)}` });
  }
  return out;
}

/** A key's type in words, for errors. */
export function expectedOf(key: ClaudeSettingKey): string {
  return key === 'autoMemoryDirectory' ? 'a folder path' : 'true or false';
}

/**
 * Set (or, with undefined, remove) one key in Claude Code's settings.json, atomically,
 * preserving every other byte. A missing file is created as `{\n  "key": value\n}\n`.
 */
export async function setClaudeSetting<K extends ClaudeSettingKey>(
  configHome: string,
  key: K,
  value: ClaudeSettingValue<K> | undefined,
): Promise<void> {
  if (!isClaudeSettingKey(key)) throw new AutodreamError('usage', `Unknown Claude Code setting "${String(key)}".`, { hint: `Known: ${CLAUDE_SETTING_KEYS.join(', ')}.` });
  if (value !== undefined) {
    const parsed = (await schemas())[key].safeParse(value);
    if (!parsed.success) throw new AutodreamError('usage', `${key} must be ${expectedOf(key)}; got ${JSON.stringify(value)}.`);
  }
  const file = claudeSettingsPath(configHome);
  const before = (await readText(file)) ?? '';
  const after = setTopLevelKey(file, before, key, value);
  if (after === before) return;
  // Belt and braces: the edit must change exactly that key, or nothing is written.
  const old = parseSettingsText(file, before).values;
  const next = parseSettingsText(file, after).values;
  const expectedNext = { ...old };
  if (value === undefined) delete expectedNext[key];
  else expectedNext[key] = value;
  if (!isDeepStrictEqual(Object.keys(next).sort(), Object.keys(expectedNext).sort()) || !isDeepStrictEqual(next, expectedNext)) {
    throw new AutodreamError('internal', `Editing ${key} would have changed more than that key; nothing was written.`, { file });
  }
  // Kept in a dotfiles repo, settings.json is often a link: the file it names is what Claude Code reads.
  await writeFileAtomic(file, after, { followSymlink: true });
}
