import type { Clock } from '../clock.js';
import type { AppSettings } from '../settings/app-settings.js';
import { UsageLedger } from './usage-ledger.js';

// Apart from the agent's setup so that status reads the ledger without loading the provider SDKs.
/** Today's spend with the daily limits (status, the tray, the window). */
export async function modelUsageToday(settings: AppSettings, stateDir: string, clock: Clock) {
  const day = await new UsageLedger(stateDir, clock).today();
  return {
    day: day.day,
    inputTokens: day.inputTokens,
    outputTokens: day.outputTokens,
    tokens: day.tokens,
    calls: day.calls,
    costUsd: day.costUsd,
    unpricedTokens: day.unpricedTokens,
    maxTokensPerDay: settings['agent.maxTokensPerDay'],
    maxCostPerDayUsd: settings['agent.maxCostPerDayUsd'],
  };
}
