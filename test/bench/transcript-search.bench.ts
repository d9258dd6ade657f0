/**
 * Transcript search speed against ripgrep, measured in the same run on the same files.
 * Generates ~600 MB of Claude-Code-like JSONL (BENCH_TRANSCRIPT_MB to change it) in a temp dir,
 * then runs `rg -F -c -i -e ...` (default threads and -j1) and searchTranscripts, interleaved,
 * a few rounds each. Prints MB/s and the ratio ours/rg (target >= 0.5).
 *   node --import tsx test/bench/transcript-search.bench.ts
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { searchTranscripts } from '../../electron/core/sessions/search.js';

export const PATTERNS = ['remember', 'from now on', "don't", '记住', '以后', '不要'];

export interface TranscriptSearchFigures {
  megabytes: number;
  files: number;
  rounds: number;
  rgMBps: number;
  rgSingleThreadMBps: number;
  oursMBps: number;
  /** ours / rg (default threads), best round each: the target is >= 0.5. */
  ratio: number;
  ratioSingleThread: number;
  rgMatchingLines: number;
  ourCandidateLines: number;
  ourHits: number;
}

// A small seeded PRNG so every run searches the same corpus.
function prng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) as number;
  };
}

const EN = 'the a to of and in is it for that on with this we use when file test build run error config server deploy bun npm type function return value module path data user api fix change should would could please make sure check update add remove'.split(' ');
const ZH = '我们 项目 用 不用 测试 部署 服务器 配置 文件 错误 构建 数据 这个 那个 需要 可以 然后 修改 检查 接口'.split(' ');
const CODE = [
  'export function handler(req: Request): Promise<Response> {',
  '  const value = await db.query("select * from users where id = $1", [id]);',
  '  if (!value) throw new Error(`not found: ${id}`);',
  'import { readFile } from "node:fs/promises";',
  '  return items.map((x) => x.name).filter(Boolean);',
  '}',
  '// TODO: handle the retry case',
  '  for (let i = 0; i < n; i++) total += weights[i] * xs[i];',
];

function makeWriter(rand: (n: number) => number) {
  const words = (n: number, zhShare: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(rand(100) < zhShare ? ZH[rand(ZH.length)]! : EN[rand(EN.length)]!);
    return out.join(' ');
  };
  const prompt = () => {
    const r = rand(100);
    const zh = rand(3) === 0;
    const body = words(6 + rand(40), zh ? 70 : 3);
    if (r < 4) return `Remember: ${body}`;
    if (r < 7) return `${body}. From now on ${words(8, 0)}`;
    if (r < 9) return `${body}, don't ${words(5, 0)}`;
    if (r < 11) return `记住，${body}`;
    if (r < 13) return `${body}，以后不要${words(4, 90)}`;
    return body;
  };
  const code = (lines: number) => Array.from({ length: lines }, () => CODE[rand(CODE.length)]!).join('\n');
  return (sessionId: string, cwd: string, t: number): string => {
    const ts = new Date(t).toISOString();
    const common = { parentUuid: null, isSidechain: false, userType: 'external', cwd, sessionId, version: '2.1.88', gitBranch: 'main' };
    const r = rand(100);
    if (r < 8) return JSON.stringify({ ...common, type: 'user', message: { role: 'user', content: prompt() }, uuid: `u${t}`, timestamp: ts });
    if (r < 40) {
      const text = rand(10) === 0 ? `I'll remember that. ${words(30, 5)}` : words(20 + rand(150), 5);
      const input = { file_path: `${cwd}/src/${EN[rand(EN.length)]}.ts`, old_string: code(2 + rand(6)), new_string: code(2 + rand(6)) };
      return JSON.stringify({
        ...common,
        type: 'assistant',
        message: { role: 'assistant', model: 'claude-opus', content: [{ type: 'text', text }, { type: 'tool_use', id: `t${t}`, name: 'Edit', input }] },
        uuid: `a${t}`,
        timestamp: ts,
      });
    }
    // Tool results carry most of the bytes: file contents, command output.
    const big = rand(50) === 0 ? 400 + rand(2000) : 10 + rand(120);
    return JSON.stringify({
      ...common,
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${t}`, content: code(big) }] },
      uuid: `r${t}`,
      timestamp: ts,
    });
  };
}

async function generate(dir: string, megabytes: number): Promise<string[]> {
  const rand = prng(20261129);
  const line = makeWriter(rand);
  const perFile = 24 * 1024 * 1024;
  const target = megabytes * 1024 * 1024;
  const files: string[] = [];
  let total = 0;
  let t = Date.UTC(2026, 9, 1);
  for (let f = 0; total < target; f++) {
    const sessionId = `00000000-0000-4000-8000-${String(f).padStart(12, '0')}`;
    const file = join(dir, `${sessionId}.jsonl`);
    files.push(file);
    const out = createWriteStream(file);
    let bytes = 0;
    const cwd = f % 3 === 0 ? '/Users/dev/work/shop' : '/Users/dev/work/shop/packages/api';
    while (bytes < perFile && total < target) {
      const l = line(sessionId, cwd, (t += 1000)) + '\n';
      bytes += Buffer.byteLength(l);
      total += Buffer.byteLength(l);
      if (!out.write(l)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((r) => out.end(() => r()));
  }
  return files;
}

function runRg(dir: string, singleThread: boolean): Promise<{ seconds: number; lines: number }> {
  const args = ['-F', '-c', '-i', '--no-messages', ...(singleThread ? ['-j1'] : []), ...PATTERNS.flatMap((p) => ['-e', p]), dir];
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const rg = spawn('rg', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    rg.stdout.on('data', (d: Buffer) => (out += d.toString()));
    rg.on('error', reject);
    rg.on('close', (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (code !== 0 && code !== 1) return reject(new Error(`rg exited ${code}`));
      const lines = out
        .split('\n')
        .filter(Boolean)
        .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(':') + 1)), 0);
      resolve({ seconds, lines });
    });
  });
}

async function runOurs(files: string[]) {
  const start = performance.now();
  const { hits, stats } = await searchTranscripts(files, PATTERNS, { maxHits: Number.MAX_SAFE_INTEGER });
  return { seconds: (performance.now() - start) / 1000, candidateLines: stats.candidateLines, hits: hits.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function main(): Promise<TranscriptSearchFigures> {
  const megabytes = Number(process.env.BENCH_TRANSCRIPT_MB ?? 600);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const dir = await mkdtemp(join(tmpdir(), 'ad-bench-transcripts-'));
  try {
    process.stdout.write(`generating ~${megabytes} MB of transcripts in ${dir} ...\n`);
    const files = await generate(dir, megabytes);
    const names = await readdir(dir);
    let bytes = 0;
    for (const n of names) bytes += (await stat(join(dir, n))).size;
    const mb = bytes / 1024 / 1024;

    await runRg(dir, false); // warm the page cache and the JIT before timing
    await runOurs(files.slice(0, 2));
    const rg: number[] = [];
    const rg1: number[] = [];
    const ours: number[] = [];
    let rgLines = 0;
    let last = { candidateLines: 0, hits: 0 };
    for (let r = 0; r < rounds; r++) {
      const a = await runRg(dir, false);
      const b = await runRg(dir, true);
      const c = await runOurs(files);
      rg.push(mb / a.seconds);
      rg1.push(mb / b.seconds);
      ours.push(mb / c.seconds);
      rgLines = a.lines;
      last = c;
      process.stdout.write(`round ${r + 1}: rg ${(mb / a.seconds).toFixed(0)} MB/s, rg -j1 ${(mb / b.seconds).toFixed(0)} MB/s, ours ${(mb / c.seconds).toFixed(0)} MB/s\n`);
    }
    const best = (xs: number[]) => Math.max(...xs);
    const figures: TranscriptSearchFigures = {
      megabytes: Math.round(mb),
      files: files.length,
      rounds,
      rgMBps: Math.round(best(rg)),
      rgSingleThreadMBps: Math.round(best(rg1)),
      oursMBps: Math.round(best(ours)),
      ratio: Number((best(ours) / best(rg)).toFixed(2)),
      ratioSingleThread: Number((best(ours) / best(rg1)).toFixed(2)),
      rgMatchingLines: rgLines,
      ourCandidateLines: last.candidateLines,
      ourHits: last.hits,
    };
    process.stdout.write(
      [
        `corpus: ${figures.megabytes} MB in ${figures.files} files; patterns: ${PATTERNS.join(', ')}`,
        `rg -F -c -i          best ${figures.rgMBps} MB/s (median ${median(rg).toFixed(0)})`,
        `rg -F -c -i -j1      best ${figures.rgSingleThreadMBps} MB/s (median ${median(rg1).toFixed(0)})`,
        `searchTranscripts    best ${figures.oursMBps} MB/s (median ${median(ours).toFixed(0)})`,
        `ratio ours/rg ${figures.ratio} (target >= 0.5); ours/rg -j1 ${figures.ratioSingleThread}`,
        `matching lines: rg ${rgLines}, ours ${last.candidateLines} (${rgLines === last.candidateLines ? 'same' : 'DIFFERENT'}); user-message hits ${last.hits}`,
      ].join('\n') + '\n',
    );
    return figures;
  } finally {
    if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
