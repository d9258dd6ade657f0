import { AutodreamError } from '../../core/errors.js';
import { EXIT } from '../exit-codes.js';
import type { Command } from './types.js';

const USAGE = 'usage: autodream settings get [KEY] | settings set KEY VALUE   (e.g. settings set autoDreamEnabled false)';

/** "false" -> false, "24" -> 24, '["a"]' -> ["a"], anything else stays a string. */
export function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export const settings: Command = {
  usage: USAGE,
  options: {},
  async run(ctx, { positionals }) {
    const [verb, key, raw, ...extra] = positionals;
    if (verb === 'get' && raw === undefined) {
      const view = await ctx.app.call('settings.get', {});
      const all: Record<string, unknown> = { ...view.app, autoDreamEnabled: view.claude.autoDreamEnabled, autoMemoryEnabled: view.claude.autoMemoryEnabled };
      if (key === undefined) {
        ctx.print(view, () => Object.entries(all).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join('\n') + (view.claude.error ? `\nwarning: ${view.claude.error}` : ''));
      } else {
        if (!Object.hasOwn(all, key)) throw new AutodreamError('usage', `Unknown setting "${key}".`, { hint: `Known: ${Object.keys(all).join(', ')}.` });
        ctx.print({ [key]: all[key] }, () => JSON.stringify(all[key]));
      }
      return EXIT.ok;
    }
    if (verb === 'set' && key !== undefined && raw !== undefined && extra.length === 0) {
      const value = parseValue(raw);
      const view = await ctx.app.call('settings.set', { key, value });
      const now = key in view.app ? view.app[key] : (view.claude as Record<string, unknown>)[key];
      ctx.print({ [key]: now }, () => `${key} = ${JSON.stringify(now)}`);
      return EXIT.ok;
    }
    throw new AutodreamError('usage', 'Expected "get [KEY]" or "set KEY VALUE".');
  },
};
