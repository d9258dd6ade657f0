import type { Clock } from '../../clock.js';
import { Budget } from '../../models/budget.js';
import type { SecretStore } from '../../models/keys.js';
import { openModel } from '../../models/open-model.js';
import { loadPrices } from '../../models/prices.js';
import type { RetryPolicy } from '../../models/retry.js';
import { UsageLedger } from '../../models/usage-ledger.js';
import type { AppSettings } from '../../settings/app-settings.js';
import { ModelPass } from './pass.js';

/** The agent engine as the settings describe it: provider, model, endpoint, key, budgets. */

export interface AgentTuning {
  /** Per-request timeout (ms). */
  timeoutMs?: number;
  stream?: boolean;
  retry?: RetryPolicy;
  maxTurns?: number;
}

export interface OpenPassOptions {
  settings: AppSettings;
  stateDir: string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  secrets?: SecretStore | undefined;
  tuning?: AgentTuning | undefined;
}

/** Throws ModelError('no-key') when no key can be found. */
export async function openModelPass(opts: OpenPassOptions): Promise<ModelPass> {
  const s = opts.settings;
  const t = opts.tuning ?? {};
  const { model, secrets } = await openModel(
    { provider: s['agent.provider'], model: s['agent.model'], baseUrl: s['agent.baseUrl'] },
    { env: opts.env, secrets: opts.secrets, ...(t.timeoutMs !== undefined && { timeoutMs: t.timeoutMs }), ...(t.stream !== undefined && { stream: t.stream }) },
  );
  const budget = new Budget(
    { maxTokensPerDream: s['agent.maxTokensPerDream'], maxTokensPerDay: s['agent.maxTokensPerDay'], maxCostPerDayUsd: s['agent.maxCostPerDayUsd'] },
    new UsageLedger(opts.stateDir, opts.clock),
    await loadPrices(opts.stateDir),
    model.model,
    opts.stateDir,
  );
  return new ModelPass({ model, budget, secrets, sendTranscripts: s['agent.sendTranscripts'], ...(t.retry && { retry: t.retry }), ...(t.maxTurns !== undefined && { maxTurns: t.maxTurns }) });
}

export { modelUsageToday } from '../../models/usage-today.js';
