/**
 * Snapshot store benchmark: size and speed against two baselines measured in the same run,
 * `cp -a` of the memory dir and git used as a snapshot store.
 *
 *   node --import tsx test/bench/snapshots.bench.ts
 *   SNAPSHOT_BENCH_SCALE=0.1 node --import tsx test/bench/snapshots.bench.ts   (500 files / 5 MB)
 *
 * A generated memory dir of 5,000 Markdown files / 50 MB (times the scale), 1 % of the files
 * changed per day, 7 daily snapshots. Each day's snapshot uses a new SnapshotStore, as a fresh
 * CLI process would (no warm in-memory cache); one more incremental is timed with the store kept
 * open, as the daemon does. Durable (fsync) snapshots, the default.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SnapshotStore } from '../../electron/core/snapshots/index.js';
import type { SnapshotTarget } from '../../electron/core/snapshots/index.js';

const WORDS = (
  'the a of to and in is for on with that this we use deploy build test staging prod database api key service user ' +
  'prefers feedback project reference memory bun npm pnpm docker kubernetes migration schema auth token retry timeout ' +
  'cache queue worker cron release branch review merge rollback incident latency metrics dashboard alert owner team ' +
  'always never because why how apply decided agreed customer invoice billing search index vector embedding model'
).split(' ');

export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

function paragraph(rnd: () => number, bytes: number): string {
  const out: string[] = [];
  let size = 0;
  while (size < bytes) {
    const n = 6 + Math.floor(rnd() * 14);
    const words = Array.from({ length: n }, () => WORDS[Math.floor(rnd() * WORDS.length)]!);
    const line = rnd() < 0.3 ? `- ${words.join(' ')}.` : `${words.join(' ')}. ${rnd() < 0.2 ? `**Why:** ${words.slice(0, 5).join(' ')}.` : ''}`;
    out.push(line);
    size += line.length + 1;
  }
  return out.join('\n');
}

function relOf(i: number): string {
  // A fifth at the top level (Claude Code topic files), the rest in 40 folders (logs, team, ...).
  return i % 5 === 0 ? `topic-${i}.md` : `area-${i % 40}/note-${i}.md`;
}

export async function generate(dir: string, files: number, totalBytes: number, rnd: () => number): Promise<void> {
  for (let i = 0; i < files; i++) {
    const rel = relOf(i);
    const size = Math.max(200, Math.floor((totalBytes / files) * (0.3 + rnd() * 1.4)));
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), `---\nname: note-${i}\ndescription: ${JSON.stringify(paragraph(rnd, 60).split('\n')[0])}\ntype: project\n---\n${paragraph(rnd, size)}\n`);
  }
}

/** 1 % of the files: a line rewritten, a line appended. */
export async function changeADay(dir: string, files: number, day: number, rnd: () => number): Promise<string[]> {
  const changed: string[] = [];
  for (let k = 0; k < Math.max(1, Math.round(files / 100)); k++) {
    const rel = relOf(Math.floor(rnd() * files));
    const text = await readFile(join(dir, rel), 'utf8');
    const lines = text.split('\n');
    lines[6 + Math.floor(rnd() * Math.max(1, lines.length - 8))] = `Updated on day ${day}: ${paragraph(rnd, 80)}`;
    lines.push(`- ${paragraph(rnd, 100).split('\n')[0]} (day ${day})`);
    await writeFile(join(dir, rel), lines.join('\n'));
    changed.push(rel);
  }
  return changed;
}

interface Cost {
  wallMs: number;
  /** CPU time (user + system): far less disturbed than wall time by other work on the machine. */
  cpuMs: number;
}

/** Wall and CPU time of a command (CPU from GNU time, when it is there). */
function runCmd(cmd: string, args: string[], env?: NodeJS.ProcessEnv): Cost {
  const timed = existsSync('/usr/bin/time');
  const t = performance.now();
  const r = timed
    ? spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } })
    : spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  const wallMs = performance.now() - t;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr.toString()}`);
  const m = /CPU ([\d.]+) ([\d.]+)/.exec(r.stderr.toString());
  return { wallMs, cpuMs: m ? (Number(m[1]) + Number(m[2])) * 1000 : Number.NaN };
}

async function ourCost(fn: () => Promise<unknown>): Promise<Cost> {
  const c = process.cpuUsage();
  const t = performance.now();
  await fn();
  const wallMs = performance.now() - t;
  const d = process.cpuUsage(c);
  return { wallMs, cpuMs: (d.user + d.system) / 1000 };
}

const medOf = (xs: Cost[]): Cost => ({ wallMs: median(xs.map((x) => x.wallMs)), cpuMs: median(xs.map((x) => x.cpuMs)) });
const add = (a: Cost, b: Cost): Cost => ({ wallMs: a.wallMs + b.wallMs, cpuMs: a.cpuMs + b.cpuMs });

const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
const duBytes = (p: string) => Number(execFileSync('du', ['-sb', p]).toString().split('\t')[0]);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const cost = (c: Cost) => `${c.wallMs.toFixed(0)}/${c.cpuMs.toFixed(0)} ms`;
const mb = (x: number) => `${(x / 1e6).toFixed(2)} MB`;

export interface SnapshotBenchResult {
  files: number;
  dirBytes: number;
  storeBytes: number;
  gitObjectsBytes: number;
  gitObjectsAfterGcBytes: number;
  firstSnapshot: Cost;
  /** Medians over days 1-6. */
  incremental: Cost;
  gitIncremental: Cost;
  cpIncremental: Cost;
  /** Medians of the per-day ratios (each day's three runs are measured back to back). */
  ratioVsCp: Cost;
  ratioVsGit: Cost;
  warmIncremental: Cost;
  singleFileRestoreMs: number;
  /** Whole restore of the oldest snapshot, medians of 5: as it runs, with fsync off, and git checkout. */
  wholeRestore: { files: number; durable: Cost; noFsync: Cost; git: Cost };
}

export async function main(): Promise<SnapshotBenchResult> {
  const scale = Number(process.env.SNAPSHOT_BENCH_SCALE ?? '1');
  const files = Math.max(10, Math.round(5000 * scale));
  const totalBytes = Math.round(50e6 * scale);
  const work = await mkdtemp(join(tmpdir(), 'ad-bench-snap-'));
  try {
    const dir: SnapshotTarget = { id: 'bench-0123456789', path: join(work, 'memory') };
    const root = join(work, 'state', 'snapshots');
    const gitDir = join(work, 'git-store');
    const gitEnv = { GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' };
    const git = (...args: string[]) => ['--git-dir', gitDir, '--work-tree', dir.path, ...args];
    const rnd = prng(20261129);
    await generate(dir.path, files, totalBytes, rnd);
    execFileSync('git', ['init', '-q', '--bare', gitDir]);
    const dirBytes = duBytes(dir.path);
    console.log(`memory dir: ${files} files, ${mb(dirBytes)} (du -sb), scale ${scale}; times are wall / cpu`);

    const ours: Cost[] = [];
    const gits: Cost[] = [];
    const cps: Cost[] = [];
    const ids: string[] = [];
    const day0 = Date.UTC(2026, 10, 20, 9);
    for (let day = 0; day < 7; day++) {
      if (day > 0) await changeADay(dir.path, files, day, rnd);
      // Edits happen during the day, not in the same instant as the snapshot: wait out the stat
      // cache's racy window (files changed < 2 s before a scan are read again next time).
      await sleep(2100);
      const store = new SnapshotStore(root, { clock: () => day0 + day * 86_400_000 });
      ours.push(await ourCost(async () => ids.push((await store.ensureDaily(dir)).snapshot.id)));
      // git as a snapshot store: add + commit, as a script would run it.
      gits.push(add(runCmd('git', git('add', '-A'), gitEnv), runCmd('git', git('commit', '-q', '--no-verify', '-m', `day ${day}`), gitEnv)));
      cps.push(runCmd('cp', ['-a', dir.path, join(work, `copy-${day}`)]));
      console.log(`day ${day}: autodream ${cost(ours[day]!)}  git add+commit ${cost(gits[day]!)}  cp -a ${cost(cps[day]!)}`);
    }

    const storeBytes = duBytes(root);
    const gitObjectsBytes = duBytes(join(gitDir, 'objects'));
    execFileSync('git', ['--git-dir', gitDir, 'gc', '-q']);
    const gitObjectsAfterGcBytes = duBytes(join(gitDir, 'objects'));

    // The daemon keeps its store open: the previous manifest is already in memory.
    const warmStore = new SnapshotStore(root, { clock: () => day0 + 7 * 86_400_000 });
    await warmStore.create(dir, 'manual');
    await changeADay(dir.path, files, 7, rnd);
    await sleep(2100);
    const warmIncremental = await ourCost(() => warmStore.create(dir, 'manual'));

    // Single-file restore from the oldest snapshot, of files that changed since (so each one is written).
    const changedSince = (await new SnapshotStore(root).diff(ids[0]!, dir)).changed.map((c) => c.file);
    const restores: number[] = [];
    for (const file of changedSince.slice(0, 5)) {
      const store = new SnapshotStore(root, { clock: () => day0 + 7 * 86_400_000 });
      const t = performance.now();
      const r = await store.restore(ids[0]!, dir, { file });
      restores.push(performance.now() - t);
      if (r.written[0] !== file) throw new Error(`restore of ${file} wrote ${JSON.stringify(r.written)}`);
    }

    // Whole restore of the oldest snapshot after 1 file in 17 changed, in-process with a new store
    // (as a CLI run would have it, without the CLI's start), next to `git checkout <first commit> -- .`
    // on the same changes; ours once as it runs (every file and folder fsynced) and once with fsync
    // off (a store made with durable: false, for this figure only), alternating, to show what the
    // durability that git's checkout skips costs.
    const firstCommit = execFileSync('git', ['--git-dir', gitDir, 'rev-list', '--max-parents=0', 'HEAD']).toString().trim();
    const names = (await readdir(dir.path, { recursive: true })).filter((f) => f.endsWith('.md')).sort();
    const touch = async (tag: string) => {
      for (let i = 0; i < names.length; i += 17) await writeFile(join(dir.path, names[i]!), `${tag} ${i}\n`, { flag: 'a' });
    };
    const ROUNDS = 5;
    const wholeRestore = { durable: [] as Cost[], noFsync: [] as Cost[], git: [] as Cost[] };
    for (let round = 0; round < ROUNDS; round++) {
      await touch(`git ${round}`);
      wholeRestore.git.push(runCmd('git', git('checkout', firstCommit, '--', '.')));
      for (const durable of round % 2 ? [false, true] : [true, false]) {
        await touch(`ours ${round} ${durable}`);
        const store = new SnapshotStore(root, { durable });
        const c = await ourCost(() => store.restore(ids[0]!, dir));
        (durable ? wholeRestore.durable : wholeRestore.noFsync).push(c);
      }
    }

    const days = [1, 2, 3, 4, 5, 6];
    const med = (xs: Cost[]): Cost => ({ wallMs: median(days.map((d) => xs[d]!.wallMs)), cpuMs: median(days.map((d) => xs[d]!.cpuMs)) });
    const ratio = (xs: Cost[], base: Cost[]): Cost => ({
      wallMs: median(days.map((d) => xs[d]!.wallMs / base[d]!.wallMs)),
      cpuMs: median(days.map((d) => xs[d]!.cpuMs / base[d]!.cpuMs)),
    });
    const result: SnapshotBenchResult = {
      files,
      dirBytes,
      storeBytes,
      gitObjectsBytes,
      gitObjectsAfterGcBytes,
      firstSnapshot: ours[0]!,
      incremental: med(ours),
      gitIncremental: med(gits),
      cpIncremental: med(cps),
      ratioVsCp: ratio(ours, cps),
      ratioVsGit: ratio(ours, gits),
      warmIncremental,
      singleFileRestoreMs: median(restores),
      wholeRestore: { files: Math.ceil(names.length / 17), durable: medOf(wholeRestore.durable), noFsync: medOf(wholeRestore.noFsync), git: medOf(wholeRestore.git) },
    };
    const r2 = (c: Cost) => `${c.wallMs.toFixed(3)}x wall / ${c.cpuMs.toFixed(3)}x cpu`;
    console.log('');
    console.log(`store size after 7 snapshots: ${mb(storeBytes)}  vs git objects after 7 commits (loose objects, no gc): ${mb(gitObjectsBytes)} (after git gc: ${mb(gitObjectsAfterGcBytes)})  vs 7 x cp -a: ${mb(7 * dirBytes)}`);
    console.log(`first snapshot: ${cost(ours[0]!)} (git add+commit ${cost(gits[0]!)}, cp -a ${cost(cps[0]!)})`);
    console.log(`incremental snapshot, new store each day as a CLI run (median of days 1-6): ${cost(result.incremental)}; git add+commit ${cost(result.gitIncremental)}; cp -a ${cost(result.cpIncremental)}`);
    console.log(`  vs cp -a: ${r2(result.ratioVsCp)} (target <= 0.15x);  vs git add+commit: ${r2(result.ratioVsGit)}`);
    console.log(`incremental snapshot with the store kept open (the daemon): ${cost(warmIncremental)} = ${(warmIncremental.wallMs / result.cpIncremental.wallMs).toFixed(3)}x wall / ${(warmIncremental.cpuMs / result.cpIncremental.cpuMs).toFixed(3)}x cpu of cp -a`);
    console.log(`single-file restore from the oldest snapshot (median of ${restores.length}, includes its pre-restore snapshot): ${ms(result.singleFileRestoreMs)} (target < 50 ms)`);
    const wr = result.wholeRestore;
    const vsGit = (c: Cost) => `${(c.wallMs / wr.git.wallMs).toFixed(2)}x wall / ${(c.cpuMs / wr.git.cpuMs).toFixed(2)}x cpu`;
    console.log(`whole restore, ${wr.files} files differ (in-process, new store, median of ${ROUNDS}): ${cost(wr.durable)} = ${vsGit(wr.durable)} of git checkout <c> -- . (${cost(wr.git)})`);
    console.log(
      `  same code with fsync off: ${cost(wr.noFsync)} = ${vsGit(wr.noFsync)}; the fsyncs (git's checkout does none) cost ${(wr.durable.wallMs - wr.noFsync.wallMs).toFixed(0)} ms wall / ${(wr.durable.cpuMs - wr.noFsync.cpuMs).toFixed(0)} ms cpu`,
    );
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
