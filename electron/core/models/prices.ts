import { join } from 'node:path';
import { z } from 'zod';
import { AutodreamError } from '../errors.js';
import { readSettingsFile } from '../settings/settings-text.js';
import type { Usage } from './types.js';

/**
 * What a model costs, in US dollars per million tokens, for `agent.maxCostPerDayUsd`. The
 * built-in table holds list prices at the time of writing; `<state dir>/prices.json` (same
 * shape, `{"model": {"inputPerMTok": 3, "outputPerMTok": 15}}`) adds models or overrides them.
 * A dated model id (`claude-sonnet-4-5-20250929`) uses the price of its longest listed prefix.
 */

export const Price = z.strictObject({ inputPerMTok: z.number().min(0), outputPerMTok: z.number().min(0) });
export type Price = z.infer<typeof Price>;
const PriceTable = z.record(z.string().min(1), Price);

export const DEFAULT_PRICES: Readonly<Record<string, Price>> = {
  'claude-opus-4-1': { inputPerMTok: 15, outputPerMTok: 75 },
  'claude-opus-4-5': { inputPerMTok: 5, outputPerMTok: 25 },
  'claude-sonnet-4-6': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-sonnet-4-5': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-sonnet-4': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-haiku-4-5': { inputPerMTok: 1, outputPerMTok: 5 },
  'claude-3-5-haiku': { inputPerMTok: 0.8, outputPerMTok: 4 },
  'gpt-5': { inputPerMTok: 1.25, outputPerMTok: 10 },
  'gpt-5-mini': { inputPerMTok: 0.25, outputPerMTok: 2 },
  'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 },
  'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 },
  'gpt-4o-mini': { inputPerMTok: 0.15, outputPerMTok: 0.6 },
};

export function pricesPath(stateDir: string): string {
  return join(stateDir, 'prices.json');
}

/** The built-in table with the person's own prices over it. A bad file is an error naming it. */
export async function loadPrices(stateDir: string): Promise<Record<string, Price>> {
  const file = pricesPath(stateDir);
  const text = await readSettingsFile(file, 'the model price table');
  if (text === null) return { ...DEFAULT_PRICES };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new AutodreamError('malformed-file', `The model price table is not valid JSON: ${e instanceof Error ? e.message : String(e)}.`, { file });
  }
  const parsed = PriceTable.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AutodreamError('malformed-file', `Invalid price for "${issue.path.map(String).join('.')}": ${issue.message}.`, { file, hint: 'Each model needs {"inputPerMTok": number, "outputPerMTok": number}.' });
  }
  return { ...DEFAULT_PRICES, ...parsed.data };
}

export function priceOf(prices: Readonly<Record<string, Price>>, model: string): Price | null {
  if (Object.hasOwn(prices, model)) return prices[model]!;
  let best: string | null = null;
  for (const k of Object.keys(prices)) if (model.startsWith(`${k}-`) && (best === null || k.length > best.length)) best = k;
  return best === null ? null : prices[best]!;
}

export function costOf(price: Price, usage: Pick<Usage, 'inputTokens' | 'outputTokens'>): number {
  return (usage.inputTokens * price.inputPerMTok + usage.outputTokens * price.outputPerMTok) / 1_000_000;
}
