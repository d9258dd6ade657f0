import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { localDay, systemClock, type Clock } from '../clock.js';
import { writeFileAtomic } from '../fsx/atomic.js';

/**
 * Tokens and dollars spent on models, per local day, in `<state dir>/model-usage.json`, counted
 * from the usage each provider reports. The daily budget reads it; `status` shows today. The CLI
 * and the daemon may both spend, so each update is a locked read-modify-write.
 */

/** One day's counts. */
interface DayCounts {
  inputTokens: number;
  outputTokens: number;
  calls: number;
  /** Dollars for the calls whose model has a price; `unpricedTokens` counts the others. */
  costUsd: number;
  unpricedTokens: number;
}
export type DayUsage = DayCounts & { day: string; tokens: number };
interface LedgerT {
  days: Record<string, DayCounts>;
}

let ledgerSchema: Promise<z.ZodType<LedgerT>> | undefined;
/** The file's shape; zod loads only when there is a ledger to read (a home that never called a model has none). */
const schema = () =>
  (ledgerSchema ??= import('zod').then(({ z }) => {
    const day = z.object({
      inputTokens: z.number().int().min(0),
      outputTokens: z.number().int().min(0),
      calls: z.number().int().min(0),
      costUsd: z.number().min(0),
      unpricedTokens: z.number().int().min(0),
    });
    return z.object({ days: z.record(z.string(), day) });
  }));

const KEEP_DAYS = 31;

export function usageLedgerPath(stateDir: string): string {
  return join(stateDir, 'model-usage.json');
}

export class UsageLedger {
  private readonly file: string;

  constructor(
    private readonly stateDir: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.file = usageLedgerPath(stateDir);
  }

  async today(): Promise<DayUsage> {
    return dayOf(await this.read(), localDay(this.clock()));
  }

  /** Add one call's usage to today; returns today's totals after it. */
  async add(u: { inputTokens: number; outputTokens: number; costUsd: number | null }): Promise<DayUsage> {
    await mkdir(this.stateDir, { recursive: true });
    const { default: lockfile } = await import('proper-lockfile');
    const release = await lockfile.lock(this.stateDir, {
      lockfilePath: `${this.file}.lock`,
      realpath: false,
      stale: 10_000,
      retries: { retries: 100, factor: 1, minTimeout: 20, maxTimeout: 100 },
    });
    try {
      const ledger = await this.read();
      const day = localDay(this.clock());
      const d = dayOf(ledger, day);
      ledger.days[day] = {
        inputTokens: d.inputTokens + Math.round(u.inputTokens),
        outputTokens: d.outputTokens + Math.round(u.outputTokens),
        calls: d.calls + 1,
        costUsd: d.costUsd + (u.costUsd ?? 0),
        unpricedTokens: d.unpricedTokens + (u.costUsd === null ? Math.round(u.inputTokens + u.outputTokens) : 0),
      };
      const kept = Object.keys(ledger.days).sort().slice(-KEEP_DAYS);
      const next: LedgerT = { days: Object.fromEntries(kept.map((k) => [k, ledger.days[k]!])) };
      await writeFileAtomic(this.file, `${JSON.stringify(next, null, 1)}\n`);
      return dayOf(next, day);
    } finally {
      await release().catch(() => undefined);
    }
  }

  /** A missing or damaged ledger reads as empty (it is a counter, not memory). */
  private async read(): Promise<LedgerT> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return { days: {} };
    try {
      const parsed = (await schema()).safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : { days: {} };
    } catch {
      return { days: {} };
    }
  }
}

function dayOf(ledger: LedgerT, day: string): DayUsage {
  const d = ledger.days[day] ?? { inputTokens: 0, outputTokens: 0, calls: 0, costUsd: 0, unpricedTokens: 0 };
  return { ...d, day, tokens: d.inputTokens + d.outputTokens };
}
