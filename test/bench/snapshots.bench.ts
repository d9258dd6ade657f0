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
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

function prng(seed: number): () => number {
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

async function generate(dir: string, files: number, totalBytes: number, rnd: () => number): Promise<void> {
  for (let i = 0; i < files; i++) {
    const rel = relOf(i);
    const size = Math.max(200, Math.floor((totalBytes / files) * (0.3 + rnd() * 1.4)));
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), `---\nname: note-${i}\ndescription: ${paragraph(rnd, 60).split('\n')[0]}\ntype: project\n---\n${paragraph(rnd, size)}\n`);
  }
}

/** 1 % of the files: a line rewritten, a line appended. */
async function changeADay(dir: string, files: number, day: number, rnd: () => number): Promise<string[]> {
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

function timeCmd(cmd: string, args: string[], env?: NodeJS.ProcessEnv): number {
  const t = performance.now();
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr.toString()}`);
  return performance.now() - t;
}

const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
const duBytes = (p: string) => Number(execFileSync('du', ['-sb', p]).toString().split('\t')[0]);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mb = (x: number) => `${(x / 1e6).toFixed(2)} MB`;

export interface SnapshotBenchResult {
  files: number;
  dirBytes: number;
  storeBytes: number;
  gitObjectsBytes: number;
  gitObjectsAfterGcBytes: number;
  firstSnapshotMs: number;
  incrementalMs: number;
  warmIncrementalMs: number;
  gitIncrementalMs: number;
  cpIncrementalMs: number;
  ratioVsCp: number;
  ratioVsGit: number;
  singleFileRestoreMs: number;
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
    console.log(`memory dir: ${files} files, ${mb(dirBytes)} (du -sb), scale ${scale}`);

    const ours: number[] = [];
    const gits: number[] = [];
    const cps: number[] = [];
    const ids: string[] = [];
    const day0 = Date.UTC(2026, 10, 20, 9);
    for (let day = 0; day < 7; day++) {
      if (day > 0) await changeADay(dir.path, files, day, rnd);
      // Edits happen during the day, not in the same instant as the snapshot: wait out the stat
      // cache's racy window (files changed < 2 s before a scan are read again next time).
      await sleep(2100);
      const store = new SnapshotStore(root, { clock: () => day0 + day * 86_400_000 });
      let t = performance.now();
      ids.push((await store.ensureDaily(dir)).snapshot.id);
      ours.push(performance.now() - t);
      // git add + commit, one command line as a script would run it.
      t = performance.now();
      timeCmd('git', git('add', '-A'), gitEnv);
      timeCmd('git', git('commit', '-q', '--no-verify', '-m', `day ${day}`), gitEnv);
      gits.push(performance.now() - t);
      cps.push(timeCmd('cp', ['-a', dir.path, join(work, `copy-${day}`)]));
      console.log(`day ${day}: autodream ${ms(ours[day]!)}  git add+commit ${ms(gits[day]!)}  cp -a ${ms(cps[day]!)}`);
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
    let t = performance.now();
    await warmStore.create(dir, 'manual');
    const warmIncrementalMs = performance.now() - t;

    // Single-file restore from the oldest snapshot, of files that changed since (so each one is written).
    const changedSince = (await new SnapshotStore(root).diff(ids[0]!, dir)).changed.map((c) => c.file);
    const restores: number[] = [];
    for (const file of changedSince.slice(0, 5)) {
      const store = new SnapshotStore(root, { clock: () => day0 + 7 * 86_400_000 });
      t = performance.now();
      const r = await store.restore(ids[0]!, dir, { file });
      restores.push(performance.now() - t);
      if (r.written[0] !== file) throw new Error(`restore of ${file} wrote ${JSON.stringify(r.written)}`);
    }

    const inc = median(ours.slice(1));
    const gitInc = median(gits.slice(1));
    const cpInc = median(cps.slice(1));
    const result: SnapshotBenchResult = {
      files,
      dirBytes,
      storeBytes,
      gitObjectsBytes,
      gitObjectsAfterGcBytes,
      firstSnapshotMs: ours[0]!,
      incrementalMs: inc,
      warmIncrementalMs,
      gitIncrementalMs: gitInc,
      cpIncrementalMs: cpInc,
      ratioVsCp: inc / cpInc,
      ratioVsGit: inc / gitInc,
      singleFileRestoreMs: median(restores),
    };
    console.log('');
    console.log(`store size after 7 snapshots: ${mb(storeBytes)}  vs git objects after 7 commits (loose, no gc): ${mb(gitObjectsBytes)} (after git gc: ${mb(gitObjectsAfterGcBytes)})  vs 7 x cp -a: ${mb(7 * dirBytes)}`);
    console.log(`first snapshot: ${ms(ours[0]!)} (git add+commit ${ms(gits[0]!)}, cp -a ${ms(cps[0]!)})`);
    console.log(`incremental snapshot (median of days 1-6): ${ms(inc)} = ${result.ratioVsCp.toFixed(3)}x cp -a (${ms(cpInc)}; target <= 0.15x), ${result.ratioVsGit.toFixed(3)}x git add+commit (${ms(gitInc)})`);
    console.log(`incremental snapshot with the store kept open (the daemon): ${ms(warmIncrementalMs)} = ${(warmIncrementalMs / cpInc).toFixed(3)}x cp -a`);
    console.log(`single-file restore from the oldest snapshot (median of ${restores.length}, includes the pre-restore snapshot): ${ms(result.singleFileRestoreMs)} (target < 50 ms)`);
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
