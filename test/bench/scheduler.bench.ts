/**
 * Scheduler cost while idle: 50 memory dirs (each with 20 session transcripts), the real
 * headless idle source (fs.watch on the memory dirs' folders, transcript mtimes polled) and the real
 * scheduler loop, nobody writing and nothing due: the steady state of a machine left alone.
 *
 * Run: node --import tsx test/bench/scheduler.bench.ts [seconds per phase, default 30]
 *
 * Figures: CPU time of this process (process.cpuUsage) over wall time, per phase, beside a
 * baseline phase in the same run (same process, nothing scheduled). Phase "accelerated" runs
 * every interval 30x faster (a 30 s phase covers 15 minutes of ticks, polls and surveys); its
 * cost divided by 30 estimates the real-rate cost including surveys.
 */
import { mkdtemp, mkdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AutodreamApi, EventName, MemoryDirStatus, MethodInput, MethodName, MethodOutput } from '../../electron/core/api/contract.js';
import { startScheduler } from '../../electron/core/scheduler/start.js';

const DIRS = 50;
const SESSIONS = 20;
const PHASE_S = Number(process.argv[2] ?? 30);
const HOUR = 3_600_000;

async function makeCorpus(root: string): Promise<{ memoryDir: string; transcriptDir: string }[]> {
  const out = [];
  const old = (Date.now() - 2 * HOUR) / 1000;
  for (let i = 0; i < DIRS; i++) {
    const transcriptDir = join(root, 'projects', `-home-u-project-${i}`);
    const memoryDir = join(transcriptDir, 'memory');
    await mkdir(memoryDir, { recursive: true });
    await writeFile(join(memoryDir, 'MEMORY.md'), '- [Deploy](deploy.md) — how we ship\n- [Style](style.md) — review rules\n');
    await writeFile(join(memoryDir, 'deploy.md'), '---\nname: deploy\ntype: project\n---\nShip on Fridays.\n');
    await writeFile(join(memoryDir, 'style.md'), '---\nname: style\ntype: feedback\n---\nSmall PRs.\n');
    await writeFile(join(memoryDir, '.consolidate-lock'), '');
    for (let s = 0; s < SESSIONS; s++) {
      const f = join(transcriptDir, `${String(s).padStart(8, '0')}-1111-4222-8333-944445555666.jsonl`);
      await writeFile(f, '{"type":"user","message":{"role":"user","content":"hi"}}\n');
      await utimes(f, old, old);
    }
    await utimes(memoryDir, old, old);
    await utimes(transcriptDir, old, old);
    out.push({ memoryDir, transcriptDir });
  }
  return out;
}

/** Just enough engine behind the contract: a gate-like status per dir from the lock and transcript mtimes. */
function benchApi(dirs: { memoryDir: string; transcriptDir: string }[], counters: { list: number; dreams: number }): AutodreamApi {
  const status = async (d: (typeof dirs)[number], i: number): Promise<MemoryDirStatus> => {
    const lock = await stat(join(d.memoryDir, '.consolidate-lock'));
    return {
      id: `project-${i}`,
      memoryDir: d.memoryDir,
      label: `project-${i}`,
      kind: 'claude-code',
      transcriptDir: d.transcriptDir,
      projectRoot: null,
      lastConsolidatedAt: new Date(lock.mtimeMs).toISOString(),
      sessionsSince: 0,
      relatedSessionsSince: 0,
      minSessions: 5,
      lock: { held: false, pid: null },
      gates: [],
      due: false,
      nextEligibleAt: new Date(lock.mtimeMs + 24 * HOUR).toISOString(),
      files: 2,
      indexLines: 2,
      indexOverLimit: false,
      indexLostEntries: 0,
      problems: [],
    };
  };
  const handlers: Partial<Record<MethodName, (input: unknown) => Promise<unknown>>> = {
    'memoryDirs.list': async () => {
      counters.list++;
      return { memoryDirs: await Promise.all(dirs.map(status)) };
    },
    'settings.get': async () => ({
      app: { idleMinutes: 1 },
      claude: { configHome: '/nowhere', autoDreamEnabled: true, autoMemoryEnabled: true, error: null },
    }),
    'snapshots.list': async () => ({ snapshots: [{ id: 's', createdAt: new Date().toISOString(), reason: 'daily', memoryDir: '', memoryDirId: '', files: 0, bytes: 0 }] }),
    'dream.run': async () => {
      counters.dreams++;
      return { memoryDir: '', memoryDirId: '', outcome: 'no-changes', dreamId: null, snapshotId: null, summary: '', changes: [], findings: [] };
    },
  };
  return {
    async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
      const h = handlers[method];
      if (!h) throw new Error(`bench api: ${method} not offered`);
      return (await h(input)) as MethodOutput<M>;
    },
    on: (_event: EventName) => () => undefined,
  };
}

async function measure(label: string, seconds: number): Promise<{ label: string; cpuMs: number; wallMs: number; pct: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const c = process.cpuUsage(c0);
  const wallMs = performance.now() - t0;
  const cpuMs = (c.user + c.system) / 1000;
  return { label, cpuMs, wallMs, pct: (100 * cpuMs) / wallMs };
}

async function phase(dirs: Awaited<ReturnType<typeof makeCorpus>>, speedup: number) {
  const counters = { list: 0, dreams: 0 };
  const api = benchApi(dirs, counters);
  let ready: Promise<void> = Promise.resolve();
  const running = await startScheduler({
    api,
    onBattery: () => false,
    options: {
      tickMs: 60_000 / speedup,
      scanIntervalMs: 600_000 / speedup,
      choresDelayMs: 0,
    },
    // Load from other processes on this machine must not hide the idle path being measured.
    headless: { pollMs: 30_000 / speedup, refreshDirsMs: 600_000 / speedup, loadAverage: () => 0 },
    idle: ({ headless }) => {
      const h = headless(null);
      ready = h.ready();
      return h;
    },
  });
  await ready;
  if (running.idle.idleSeconds() < 60) throw new Error('bench setup: the idle source should start idle (all files are 2 h old)');
  // Let the initial scan and chores settle before measuring the steady state.
  await new Promise((r) => setTimeout(r, 1500));
  const m = await measure(speedup === 1 ? 'scheduler, real intervals' : `scheduler, intervals ${speedup}x faster`, PHASE_S);
  const status = running.scheduler.status();
  await running.stop();
  return { ...m, surveys: counters.list, dreams: counters.dreams, pause: status.pause };
}

async function main(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'ad-bench-sched-'));
  try {
    const dirs = await makeCorpus(root);
    // Let the garbage of building the corpus settle, then measure the bare process.
    await new Promise((r) => setTimeout(r, 2000));
    const baseline = await measure('baseline (nothing scheduled)', PHASE_S);
    const real = await phase(dirs, 1);
    const fast = await phase(dirs, 30);
    const rows = [baseline, real, fast];
    console.log(`scheduler bench: ${DIRS} memory dirs x ${SESSIONS} transcripts, ${PHASE_S} s per phase, ${cpus().length} cores`);
    for (const r of rows) console.log(`  ${r.label.padEnd(36)} cpu ${r.cpuMs.toFixed(1).padStart(8)} ms / wall ${(r.wallMs / 1000).toFixed(1)} s = ${r.pct.toFixed(3)} % of one core`);
    console.log(`  surveys of all dirs: real ${real.surveys}, accelerated ${fast.surveys}; dreams started: ${real.dreams + fast.dreams}; state: ${real.pause}`);
    const own = Math.max(0, fast.pct - baseline.pct) / 30;
    const estimated = own + baseline.pct;
    console.log(`  scheduler's own cost at real rate, incl. surveys ((accelerated - baseline) / 30): ${own.toFixed(3)} %`);
    console.log(`  estimated whole process at real rate (own + baseline): ${estimated.toFixed(3)} %`);
    console.log(`  ratio real-rate phase / baseline: ${(real.pct / Math.max(baseline.pct, 1e-6)).toFixed(2)}x`);
    const verdict = Math.max(real.pct, estimated) < 1 ? 'PASS' : 'FAIL';
    console.log(`  steady state under 1 % of one core: ${verdict}`);
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
