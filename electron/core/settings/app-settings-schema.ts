import { z } from 'zod';
import { AutodreamError } from '../errors.js';
import { lineColumnAt, type JsonNode } from './json-spans.js';
import { parseSettingsText, type JsonObjectNode } from './settings-text.js';

/**
 * The shape of autodream's settings file, defaults included: the one source of truth for what a
 * value read or written must be. Loaded only when a settings file exists or is written; a home
 * without one reads DEFAULT_APP_SETTINGS (app-settings-defaults.ts, held equal to this
 * schema's defaults by a test) without loading zod.
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

/** The settings a file's text holds, defaults filled in; throws AutodreamError(onFail) naming the file, line, column and key. */
export function validateAppSettings(file: string, text: string, onFail: 'malformed-file' | 'bad-input'): AppSettings {
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
