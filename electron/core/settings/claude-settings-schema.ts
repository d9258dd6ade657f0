import { z } from 'zod';
import { AutodreamError } from '../errors.js';
import { expectedOf, type ClaudeSettingKey } from './claude-settings.js';

/**
 * The type of each key autodream reads and writes in Claude Code's settings.json: the one
 * source of truth for validating them. Loaded only when that file exists or is written.
 */
export const CLAUDE_SETTING_SCHEMAS = {
  autoDreamEnabled: z.boolean(),
  autoMemoryEnabled: z.boolean(),
  autoMemoryDirectory: z.string().min(1),
} as const satisfies Record<ClaudeSettingKey, z.ZodType>;

export type ClaudeSettingValue<K extends ClaudeSettingKey> = z.infer<(typeof CLAUDE_SETTING_SCHEMAS)[K]>;

/** A value typed on a command line, as the key's type ("false" -> false). */
export function parseClaudeSettingInput<K extends ClaudeSettingKey>(key: K, input: string): ClaudeSettingValue<K> {
  const raw: unknown = key === 'autoMemoryDirectory' ? input : input === 'true' ? true : input === 'false' ? false : input;
  const parsed = CLAUDE_SETTING_SCHEMAS[key].safeParse(raw);
  if (!parsed.success) throw new AutodreamError('usage', `${key} must be ${expectedOf(key)}; got ${JSON.stringify(input)}.`);
  return parsed.data as ClaudeSettingValue<K>;
}
