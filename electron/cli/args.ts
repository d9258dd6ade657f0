import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AutodreamError } from '../core/errors.js';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Options every command accepts, before or after the command word. */
export const GLOBAL_OPTIONS = {
  'config-dir': { type: 'string' },
  'state-dir': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpec;

/** TARGET: --memory-dir DIR | --project PATH | --all */
export const TARGET_OPTIONS = {
  'memory-dir': { type: 'string' },
  project: { type: 'string' },
  all: { type: 'boolean' },
} as const satisfies OptionSpec;

export interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** Strict parsing: an unknown flag is a usage error that names it. */
export function parseCommandArgs(argv: string[], options: OptionSpec): Parsed {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { ...GLOBAL_OPTIONS, ...options }, allowPositionals: true, strict: true });
    return { values: values as Parsed['values'], positionals };
  } catch (e) {
    throw new AutodreamError('usage', e instanceof Error ? e.message.replace(/\. To specify a positional.*$/s, '.') : String(e), {
      hint: "Run 'autodream --help' for usage.",
    });
  }
}
