/**
 * The agent pass against the scripted model server, at 100 / 1,000 / 10,000 memories: what a
 * dream sends (tokens as the server counts them, bytes of the orientation and per memory) and
 * the wall time of the pass excluding the model, as a ratio to the builtin plan of the same
 * corpus in the same run. The orientation is bounded: its bytes per memory must fall as the
 * memory dir grows (target: the 10,000-memory orientation under 3x the 100-memory one).
 *
 *   npm run bench agent
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ModelPass } from '../../electron/core/dream/agent/pass.js';
import { planDream } from '../../electron/core/dream/plan-dream.js';
import { AnthropicModel } from '../../electron/core/models/anthropic.js';
import { Budget } from '../../electron/core/models/budget.js';
import type { ChatModel } from '../../electron/core/models/types.js';
import { UsageLedger } from '../../electron/core/models/usage-ledger.js';
import { startModelServer, type ModelServer } from '../helpers/model-server.js';
import { BENCH_NOW, buildCorpus } from './corpus/build.js';
import { scaledSpec } from './dream-speed.bench.js';

export const ORIENTATION_GROWTH_TARGET = 3;

interface Row {
  memories: number;
  builtinMs: number;
  agentMs: number;
  modelMs: number;
  inputTokens: number;
  requestBytes: number;
  orientationBytes: number;
  sentBytes: number;
}

async function measure(server: ModelServer, n: number, seed: number): Promise<Row> {
  const root = await mkdtemp(join(tmpdir(), 'ad-agent-bench-'));
  try {
    const truth = await buildCorpus(root, scaledSpec(n, seed));
    const dir = { id: `agent-${n}`, path: truth.memoryDir, kind: 'claude-code' as const, transcriptDir: truth.transcriptDir, projectRoot: null, label: 'agent' };
    const opts = { depth: 'rem' as const, clock: () => BENCH_NOW.getTime(), gather: { sinceMs: 0 } };
    let t0 = performance.now();
    await planDream(dir, opts);
    const builtinMs = performance.now() - t0;

    const inner = new AnthropicModel({ model: 'claude-sonnet-4-6', apiKey: 'bench-key-000000', baseUrl: server.anthropicUrl, timeoutMs: 60_000, stream: true });
    let modelMs = 0;
    const timed: ChatModel = {
      provider: inner.provider,
      model: inner.model,
      async turn(req, signal) {
        const s = performance.now();
        try {
          return await inner.turn(req, signal);
        } finally {
          modelMs += performance.now() - s;
        }
      },
    };
    const budget = new Budget({ maxTokensPerDream: 1e9, maxTokensPerDay: 1e12, maxCostPerDayUsd: null }, new UsageLedger(join(root, 'state')), {}, inner.model, join(root, 'state'));
    const pass = new ModelPass({ model: timed, budget, secrets: [], sendTranscripts: true });
    server.script([
      { toolCalls: [{ name: 'list_memories', input: {} }, { name: 'read_memory', input: { file: 'MEMORY.md' } }] },
      { toolCalls: [{ name: 'search_memories', input: { query: 'deploy staging database' } }] },
      { toolCalls: [{ name: 'finish', input: { summary: 'nothing to change' } }] },
    ]);
    server.requests.length = 0;
    t0 = performance.now();
    await planDream(dir, { ...opts, modelPass: (ctx, g, findings, signal) => pass.run(ctx, g, findings, signal) });
    const agentMs = performance.now() - t0;
    // The builtin plan again, after: the faster of the two is the baseline (the file cache is warm by now).
    t0 = performance.now();
    await planDream(dir, opts);
    const builtinAgainMs = performance.now() - t0;
    const r = pass.report;
    return {
      memories: n,
      builtinMs: Math.min(builtinMs, builtinAgainMs),
      agentMs,
      modelMs,
      inputTokens: r.tokens.input,
      requestBytes: r.requestBytes,
      orientationBytes: r.sent.find((s) => s.source === 'orientation')?.bytes ?? 0,
      sentBytes: r.sent.reduce((k, s) => k + s.bytes, 0),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const server = await startModelServer();
try {
  await measure(server, 100, 98); // warm up
  const rows: Row[] = [];
  for (const [n, seed] of [[100, 21], [1_000, 22], [10_000, 23]] as const) rows.push(await measure(server, n, seed));
  const out = ['agent pass against the scripted model (3 turns: list, read, search, finish)', '  memories | tokens sent | request bytes | orientation bytes | per memory | memory text sent | agent dream minus model time vs builtin plan'];
  for (const r of rows) {
    const overhead = (r.agentMs - r.modelMs) / r.builtinMs;
    out.push(`  ${String(r.memories).padStart(8)} | ${String(r.inputTokens).padStart(11)} | ${String(r.requestBytes).padStart(13)} | ${String(r.orientationBytes).padStart(17)} | ${(r.orientationBytes / r.memories).toFixed(1).padStart(10)} | ${String(r.sentBytes).padStart(16)} | ${Math.round(r.agentMs - r.modelMs)} ms vs ${Math.round(r.builtinMs)} ms (${overhead.toFixed(2)}x)`);
  }
  const growth = rows[2]!.orientationBytes / rows[0]!.orientationBytes;
  const ok = growth <= ORIENTATION_GROWTH_TARGET;
  out.push(`  orientation 10,000 vs 100 memories: ${growth.toFixed(2)}x for 100x the memories (target <= ${ORIENTATION_GROWTH_TARGET}x): ${ok ? 'met' : 'NOT MET'}`);
  process.stdout.write(`${out.join('\n')}\n`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.close();
}
