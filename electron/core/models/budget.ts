import { ModelError } from './model-error.js';
import { costOf, pricesPath, priceOf, type Price } from './prices.js';
import type { Usage } from './types.js';
import type { UsageLedger } from './usage-ledger.js';

/**
 * The budgets of `agent.maxTokensPerDream`, `agent.maxTokensPerDay` and (optional)
 * `agent.maxCostPerDayUsd`, checked before every model call against what the next call will at
 * least send, and counted from the usage the provider reports after it.
 */

export interface BudgetLimits {
  maxTokensPerDream: number;
  maxTokensPerDay: number;
  maxCostPerDayUsd: number | null;
}

export interface DreamSpend {
  inputTokens: number;
  outputTokens: number;
  tokens: number;
  /** null when the model has no price in the table. */
  costUsd: number | null;
  calls: number;
  estimated: boolean;
}

export class Budget {
  readonly spent: DreamSpend = { inputTokens: 0, outputTokens: 0, tokens: 0, costUsd: 0, calls: 0, estimated: false };
  private readonly price: Price | null;

  constructor(
    private readonly limits: BudgetLimits,
    private readonly ledger: UsageLedger,
    prices: Readonly<Record<string, Price>>,
    private readonly model: string,
    private readonly stateDir: string,
  ) {
    this.price = priceOf(prices, model);
    if (this.price === null) this.spent.costUsd = null;
  }

  /** Throws ModelError('budget') when a call sending about `inputTokens` would go over a limit. */
  async check(inputTokens: number): Promise<void> {
    const { limits } = this;
    if (this.spent.tokens + inputTokens > limits.maxTokensPerDream) {
      throw new ModelError('budget', `The model pass would go over agent.maxTokensPerDream (${fmt(limits.maxTokensPerDream)} tokens: ${fmt(this.spent.tokens)} used, the next call sends about ${fmt(inputTokens)})`, {
        hint: 'Nothing was written. Raise agent.maxTokensPerDream, or dream with fewer memories at a time.',
      });
    }
    const day = await this.ledger.today();
    if (day.tokens + inputTokens > limits.maxTokensPerDay) {
      throw new ModelError('budget', `Today's model budget is spent: agent.maxTokensPerDay is ${fmt(limits.maxTokensPerDay)} tokens and ${fmt(day.tokens)} were used today`, {
        hint: 'Nothing was written. The budget starts again tomorrow, or raise agent.maxTokensPerDay.',
      });
    }
    if (limits.maxCostPerDayUsd !== null) {
      if (this.price === null) {
        throw new ModelError('budget', `agent.maxCostPerDayUsd is set but the price table has no price for ${this.model}`, { hint: `Add it to ${pricesPath(this.stateDir)} as {"${this.model}": {"inputPerMTok": …, "outputPerMTok": …}}.` });
      }
      const next = costOf(this.price, { inputTokens, outputTokens: 0 });
      if (day.costUsd + next > limits.maxCostPerDayUsd) {
        throw new ModelError('budget', `Today's model budget is spent: agent.maxCostPerDayUsd is $${limits.maxCostPerDayUsd.toFixed(2)} and $${day.costUsd.toFixed(4)} was spent today`, {
          hint: 'Nothing was written. The budget starts again tomorrow, or raise agent.maxCostPerDayUsd.',
        });
      }
    }
  }

  async record(u: Usage): Promise<void> {
    const cost = this.price === null ? null : costOf(this.price, u);
    const s = this.spent;
    s.inputTokens += u.inputTokens;
    s.outputTokens += u.outputTokens;
    s.tokens = s.inputTokens + s.outputTokens;
    s.calls += 1;
    s.estimated ||= u.estimated;
    if (s.costUsd !== null && cost !== null) s.costUsd += cost;
    await this.ledger.add({ inputTokens: u.inputTokens, outputTokens: u.outputTokens, costUsd: cost });
  }
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
