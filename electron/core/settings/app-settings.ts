import { z } from 'zod';
import { AutodreamError } from '../errors.js';
import { mkdirPrivate, writeFileAtomic } from '../fsx/atomic.js';
import { statePaths } from '../state.js';
import { lineColumnAt, type JsonNode } from './json-spans.js';
import { parseSettingsText, readSettingsFile, setTopLevelKey, type JsonObjectNode } from './settings-text.js';

/**
 * autodream's own settings, `<state dir>/settings.json`. The file holds only what a person
 * changed; everything else comes from the defaults here. A file that does not parse or
 * validate is reported (file, line, column, key) and never overwritten.
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as "HH:MM" (24-hour), e.g. "22:30"');

export const dirSettingsSchema = z.strictObject({
  enabled: z.boolean().optional(),
  minHours: z.number().min(0).optional(),
  minSessions: z.int().min(0).optional(),
  engine: z.enum(['builtin', 'agent']).optional(),
});

export const appSettingsSchema = z.strictObject({
  minHours: z.number().min(0).default(24),
  minSessions: z.int().min(0).default(5),
  idleMinutes: z.number().min(0).default(10),
  dreamOnBattery: z.boolean().default(false),
  stopOnReturn: z.boolean().default(true),
  dreamWhenIndexOverLimit: z.boolean().default(true),
  quietHours: z.strictObject({ start: hhmm, end: hhmm }).nullable().default(null),
  snapshotRetentionDays: z.number().min(1).default(7),
  depth: z.enum(['light', 'rem', 'deep']).default('rem'),
  extraFolders: z.array(z.string().min(1)).default([]),
  openclawRoot: z.string().min(1).nullable().default(null),
  startAtLogin: z.boolean().default(false),
  memoryDirs: z.record(z.string(), dirSettingsSchema).default({}),
  /** May agents write team memory (`team/`, shared with other people) through memory_write? */
  agentWritesTeamMemory: z.boolean().default(false),
  /** Semantic search: `ollama` (/api/embed) or `openai` (any OpenAI-compatible /v1/embeddings); null = keyword search only. */
  embeddingsProvider: z.enum(['ollama', 'openai']).nullable().default(null),
  embeddingsModel: z.string().min(1).nullable().default(null),
  /** e.g. http://127.0.0.1:11434 or https://api.openai.com/v1; the key comes from the environment, never from here. */
  embeddingsBaseUrl: z.url({ protocol: /^https?$/ }).nullable().default(null),
  /** Which engine dreams (agent.md): the builtin rules, or the rules plus a model. */
  engine: z.enum(['builtin', 'agent']).default('builtin'),
  'agent.provider': z.enum(['anthropic', 'openai']).default('anthropic'),
  /** null = the provider's default model. */
  'agent.model': z.string().trim().min(1).nullable().default(null),
  /** An OpenAI-compatible or Anthropic endpoint; null = the env var, else the provider's own. */
  'agent.baseUrl': z.url({ protocol: /^https?$/ }).nullable().default(null),
  'agent.maxTokensPerDream': z.int().min(1).default(200_000),
  'agent.maxTokensPerDay': z.int().min(1).default(2_000_000),
  'agent.maxCostPerDayUsd': z.number().min(0).nullable().default(null),
  'agent.sendTranscripts': z.boolean().default(true),
  /** Desktop notifications: every finished dream, only failures and refusals, or none. */
  notifications: z.enum(['all', 'failures', 'off']).default('all'),
  /** autodream's own pause of automatic dreams: an ISO time, or "until-resumed"; null = not paused. */
  pausedUntil: z.union([z.iso.datetime({ offset: true }), z.literal('until-resumed')]).nullable().default(null),
});

export type AppSettings = z.infer<typeof appSettingsSchema>;
export type DirSettings = z.infer<typeof dirSettingsSchema>;
export type AppSettingKey = keyof AppSettings;
/** A key set to undefined goes back to its default (it is removed from the file). */
export type AppSettingsPatch = { [K in AppSettingKey]?: AppSettings[K] | undefined };

export const DEFAULT_APP_SETTINGS: AppSettings = appSettingsSchema.parse({});

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

/** Where a zod issue's path points in the file: the value, or the key for unknown keys. */
function locate(root: JsonObjectNode | null, path: PropertyKey[], unknownKey?: string): number {
  let node: JsonNode | null = root;
  let at = root?.start ?? 0;
  const keys = unknownKey === undefined ? path : [...path, unknownKey];
  for (const [i, k] of keys.entries()) {
    if (node?.kind !== 'object') break;
    const member = node.members.filter((m) => m.key === String(k)).pop();
    if (!member) break;
    const last = i === keys.length - 1;
    at = last && unknownKey !== undefined ? member.keyStart : member.value.start;
    node = member.value;
  }
  return at;
}

function validate(file: string, text: string, onFail: 'malformed-file' | 'bad-input'): AppSettings {
  const { root, values } = parseSettingsText(file, text);
  const parsed = appSettingsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.map(String).join('.');
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const what =
    unknownKey !== undefined
      ? `unknown setting "${where ? `${where}.` : ''}${unknownKey}"`
      : `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
  const { line, column } = lineColumnAt(text, locate(root, issue.path, unknownKey));
  throw new AutodreamError(onFail, `Invalid setting: ${what}.`, {
    file,
    line,
    column,
    hint: onFail === 'malformed-file' ? 'Fix or remove it; autodream will not change this file until it is valid.' : 'Nothing was written.',
  });
}

/** Missing file = defaults. Throws AutodreamError('malformed-file') naming the file, line and key. */
export async function loadAppSettings(stateDir: string): Promise<AppSettings> {
  const file = appSettingsPath(stateDir);
  const text = await readText(file);
  return text === null ? { ...DEFAULT_APP_SETTINGS } : validate(file, text, 'malformed-file');
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
    const before = await readText(file);
    const current = before === null ? { ...DEFAULT_APP_SETTINGS } : validate(file, before, 'malformed-file');
    const changes = typeof patch === 'function' ? patch(current) : patch;
    let text = before ?? '';
    for (const key of Object.keys(changes) as AppSettingKey[]) {
      text = setTopLevelKey(file, text, key, changes[key]);
    }
    const next = validate(file, text, 'bad-input');
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
