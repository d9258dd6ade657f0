import { appendFileSync } from 'node:fs';

/**
 * Totals of the reliability suite: each test file adds its trials, failures and files lost;
 * global-setup.ts prints the sum when the run ends.
 */
export interface Tally {
  trials: number;
  failures: number;
  filesLost: number;
}

export function record(suite: string, t: Partial<Tally>): void {
  const file = process.env.AUTODREAM_RELIABILITY_TALLY;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ suite, trials: t.trials ?? 0, failures: t.failures ?? 0, filesLost: t.filesLost ?? 0 })}\n`);
}

/** A small seeded PRNG (mulberry32): the same seed gives the same trials on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SEED = 0x9e3779b9;
