/**
 * Dream speed: a dry-run plan over 10,000 memory files against one over 1,000, measured in
 * the same run (ratios, not absolute times; the fastest of a few plans of each, as the machine
 * may be busy). Target: at most 15x (near-linear).
 *
 *   node --import tsx test/bench/dream-speed.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { planDream } from '../../electron/core/dream/plan-dream.js';
import { BENCH_NOW, buildCorpus, type CorpusSpec } from './corpus/build.js';

export const SPEED_TARGET = 15;

/** A corpus of n memories with defects in the same proportions as the quality corpora. */
export function scaledSpec(n: number, seed: number): CorpusSpec {
  const per = (k: number): number => Math.max(1, Math.round((n * k) / 1000));
  return {
    seed,
    lang: 'en',
    topics: n,
    exactDuplicates: per(15),
    nearDuplicates: per(15),
    dates: per(60),
    entryDates: per(10),
    dateTraps: per(30),
    mergeTraps: per(10),
    stalePointers: per(20),
    supersessions: per(10),
    logSupersessions: per(5),
    requests: per(5),
    nonRequests: per(5),
    longLines: per(20),
    unindexed: per(80),
    malformed: per(2),
  };
}

export interface SpeedResult {
  small: { files: number; ms: number };
  large: { files: number; ms: number };
  ratio: number;
  ok: boolean;
}

/** The fastest of `runs` dry-run plans of one corpus (the machine may be busy with other work). */
async function timePlan(n: number, seed: number, runs = 2): Promise<number> {
  const root = await mkdtemp(join(tmpdir(), 'ad-speed-'));
  try {
    const truth = await buildCorpus(root, scaledSpec(n, seed));
    const dir = { id: `speed-${n}`, path: truth.memoryDir, kind: 'claude-code' as const, transcriptDir: truth.transcriptDir, projectRoot: null, label: 'speed' };
    let best = Infinity;
    for (let r = 0; r < runs; r += 1) {
      const t0 = performance.now();
      const plan = await planDream(dir, { depth: 'rem', clock: () => BENCH_NOW.getTime(), gather: { sinceMs: 0 } });
      best = Math.min(best, performance.now() - t0);
      if (plan.changes.length === 0) throw new Error('the speed corpus produced no changes');
    }
    return best;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export async function runSpeedBench(small = 1_000, large = 10_000): Promise<SpeedResult> {
  await timePlan(200, 99, 1); // warm up the JIT and the module graph
  const smallMs = await timePlan(small, 11, 3);
  const largeMs = await timePlan(large, 12, 2);
  const ratio = largeMs / smallMs;
  return { small: { files: small, ms: smallMs }, large: { files: large, ms: largeMs }, ratio, ok: ratio <= SPEED_TARGET * (large / small / 10) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await runSpeedBench();
  process.stdout.write(
    `dream speed (dry-run plan, same run)\n` +
      `  ${r.small.files} memories: ${Math.round(r.small.ms)} ms\n` +
      `  ${r.large.files} memories: ${Math.round(r.large.ms)} ms\n` +
      `  ratio ${r.ratio.toFixed(1)}x (target <= ${SPEED_TARGET}x): ${r.ok ? 'met' : 'NOT MET'}\n`,
  );
  process.exitCode = r.ok ? 0 : 1;
}
