/**
 * Memory tools speed: memory_search over 5,000 memories (keyword, and hybrid with vectors from
 * a scripted loopback embeddings server, both warm) and memory_write including the index update
 * (snapshot, atomic writes, report), through the official MCP client and server (linked in
 * process, so the tool path is measured without process start-up). The anchor, run in the same
 * process on the same files: `rg -F -i -l` when installed, else `grep -rFil` (the output says which).
 *   npm run bench mcp        (BENCH_MCP_MEMORIES to change the count)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createAutodream } from '../../electron/core/api/autodream.js';
import { createMemoryServer } from '../../electron/cli/mcp/server.js';
import { startEmbeddingsServer } from '../helpers/embeddings-server.js';

const COUNT = Number(process.env.BENCH_MCP_MEMORIES ?? 5000);
const ROUNDS = 5;
const WORDS = ('deploy staging gate release train thursday database postgres migration test integration mock cache redis queue worker ' +
  'editor helix vim review pull request squash merge branch main api version latency dashboard grafana oncall rota runbook ' +
  'billing invoice customer tenant schema index shard replica backup restore secret vault token rotate config flag rollout').split(' ');
const TYPES = ['user', 'feedback', 'project', 'reference'] as const;
const QUERIES = ['staging gate', 'postgres migration', 'helix editor', 'oncall runbook', 'rollout flag', 'invoice tenant', 'redis queue', 'squash merge'];

function prng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

async function corpus(memoryDir: string): Promise<void> {
  const r = prng(7);
  const sentence = () => Array.from({ length: 8 + r(10) }, () => WORDS[r(WORDS.length)]).join(' ');
  const index: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const type = TYPES[i % 4]!;
    const file = `${type}_${i}.md`;
    const desc = sentence();
    await writeFile(join(memoryDir, file), `---\nname: ${type}-${i}\ndescription: ${desc}\ntype: ${type}\n---\n\n${sentence()}.\n\n${sentence()}.\n`);
    if (i < 150) index.push(`- [${type} ${i}](${file}) — ${desc.slice(0, 80)}`);
  }
  await writeFile(join(memoryDir, 'MEMORY.md'), `${index.join('\n')}\n`);
}

const anchorTool = spawnSync('rg', ['--version']).status === 0 ? 'rg' : 'grep';

function anchorSearch(dir: string, term: string): Promise<number> {
  const args = anchorTool === 'rg' ? ['-F', '-i', '-l', '-e', term, dir] : ['-r', '-F', '-i', '-l', '-e', term, dir];
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const p = spawn(anchorTool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('error', reject);
    p.on('close', () => resolve(performance.now() - t0));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'ad-bench-mcp-'));
  const memoryDir = join(root, 'claude', 'projects', '-bench', 'memory');
  await mkdir(memoryDir, { recursive: true });
  await mkdir(join(root, 'home'), { recursive: true });
  const embeddings = await startEmbeddingsServer();
  try {
    await corpus(memoryDir);
    const app = await createAutodream({ configHome: join(root, 'claude'), stateDir: join(root, 'state'), env: { HOME: join(root, 'home') }, home: join(root, 'home') });
    const dir = await app.call('memoryDirs.resolve', { memoryDir });
    const server = createMemoryServer({ api: app, defaultDir: async () => dir, version: 'bench' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(a);
    const client = new Client({ name: 'bench', version: '1' });
    await client.connect(b);
    const tool = async (name: string, args: Record<string, unknown>) => {
      const t0 = performance.now();
      const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
      if (r.isError) throw new Error(`${name}: ${JSON.stringify(r.content)}`);
      return { ms: performance.now() - t0, r };
    };

    const anchor: number[] = [];
    const keyword: number[] = [];
    const hybrid: number[] = [];
    // Warm: the inventory and keyword index are built by the first search.
    for (const q of QUERIES) await tool('memory_search', { query: q });
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of QUERIES) {
        anchor.push(await anchorSearch(memoryDir, q.split(' ')[0]!));
        keyword.push((await tool('memory_search', { query: q })).ms);
      }
    }
    await app.call('settings.set', { key: 'embeddingsProvider', value: 'ollama' });
    await app.call('settings.set', { key: 'embeddingsModel', value: 'bench-embed' });
    await app.call('settings.set', { key: 'embeddingsBaseUrl', value: embeddings.url });
    const t0 = performance.now();
    const first = await tool('memory_search', { query: QUERIES[0] });
    const embedAllMs = performance.now() - t0;
    if ((first.r.structuredContent as { mode?: string }).mode !== 'hybrid') throw new Error('hybrid search did not run');
    for (const q of QUERIES) await tool('memory_search', { query: q });
    for (let round = 0; round < ROUNDS; round++) for (const q of QUERIES) hybrid.push((await tool('memory_search', { query: q })).ms);

    const writes: number[] = [];
    await tool('memory_write', { file: 'project_warmup.md', content: 'warm-up write', type: 'project', mode: 'replace' });
    for (let i = 0; i < 20; i++) {
      writes.push((await tool('memory_write', { file: `project_bench_${i}.md`, content: `Bench note ${i}: ${QUERIES[i % QUERIES.length]}.`, type: 'project', mode: 'replace', description: `bench note ${i}` })).ms);
    }
    const anchorMs = median(anchor);
    const fig = {
      memories: COUNT,
      anchor: anchorTool === 'rg' ? 'rg -F -i -l' : 'grep -rFil (rg not installed)',
      anchorMs: +anchorMs.toFixed(1),
      keywordMs: +median(keyword).toFixed(1),
      hybridMs: +median(hybrid).toFixed(1),
      writeMs: +median(writes).toFixed(1),
      firstEmbedAllMs: Math.round(embedAllMs),
      keywordVsAnchor: +(median(keyword) / anchorMs).toFixed(2),
      hybridVsAnchor: +(median(hybrid) / anchorMs).toFixed(2),
      writeVsAnchor: +(median(writes) / anchorMs).toFixed(2),
    };
    console.log(`memory_search over ${COUNT} memories (median of ${keyword.length}, warm): keyword ${fig.keywordMs} ms, hybrid ${fig.hybridMs} ms; ${fig.anchor}: ${fig.anchorMs} ms`);
    console.log(`memory_write incl. snapshot, MEMORY.md line and report (median of ${writes.length}): ${fig.writeMs} ms`);
    console.log(`ratios (ours / ${anchorTool}, lower is faster): keyword ${fig.keywordVsAnchor}, hybrid ${fig.hybridVsAnchor}, write ${fig.writeVsAnchor}; first hybrid search embedded all ${COUNT} in ${fig.firstEmbedAllMs} ms`);
    console.log(JSON.stringify(fig));
    await client.close();
    await app.close();
  } finally {
    await embeddings.close();
    await rm(root, { recursive: true, force: true });
  }
}

await main();
