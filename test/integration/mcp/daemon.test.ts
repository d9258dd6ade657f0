import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startDaemon, type DaemonDirs, type RunningDaemon } from '../daemon/daemon-process.js';
import { buildMemoryFixture, readTree, type MemoryFixture } from '../daemon/memory-fixture.js';
import { call } from './mcp-child.js';

let root: string;
let dirs: DaemonDirs;
let fx: MemoryFixture;
let daemon: RunningDaemon;

const connect = async (headers: Record<string, string>) => {
  const client = new Client({ name: 'autodream-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${daemon.origin}/mcp`), { requestInit: { headers } }));
  return client;
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-mcp-http-'));
  dirs = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: join(root, 'home') };
  await mkdir(dirs.home, { recursive: true });
  fx = await buildMemoryFixture(dirs.configDir, Date.now());
  daemon = await startDaemon(dirs);
});

afterAll(async () => {
  await daemon?.stop();
  await rm(root, { recursive: true, force: true });
});

describe("the daemon's /mcp (Streamable HTTP)", () => {
  it('serves the memory tools to a client with the token', async () => {
    const client = await connect({ Authorization: `Bearer ${daemon.token}` });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['memory_dream', 'memory_dream_status', 'memory_flush', 'memory_get', 'memory_search', 'memory_write']);
      // The daemon runs outside any project: a tool without memoryDir says what to do.
      const none = await call(client, 'memory_dream_status');
      expect(none.isError).toBe(true);
      expect(none.text).toMatch(/No default memory dir.*Pass memoryDir/);

      const w = await call(client, 'memory_write', { memoryDir: fx.memoryDir, file: 'reference_runbooks.md', content: 'Runbooks live in ops/runbooks.', type: 'reference', mode: 'replace', description: 'where the runbooks are' });
      expect(w.isError, w.text).toBe(false);
      expect(await readFile(join(fx.memoryDir, 'MEMORY.md'), 'utf8')).toContain('- [Reference runbooks](reference_runbooks.md) — where the runbooks are\n');
      const s = await call(client, 'memory_search', { memoryDir: fx.memoryDir, query: 'runbooks' });
      expect((s.data.hits as Array<{ file: string }>).map((h) => h.file)).toContain('reference_runbooks.md');
      const g = await call(client, 'memory_get', { memoryDir: fx.memoryDir, file: 'reference_runbooks.md' });
      expect(g.text).toContain('Runbooks live in ops/runbooks.');
      const st = await call(client, 'memory_dream_status', { memoryDir: fx.memoryDir });
      expect(st.isError, st.text).toBe(false);
      expect(st.data.files).toBe(6);

      const refused = await call(client, 'memory_write', { memoryDir: fx.memoryDir, file: '../../evil.md', content: 'x', type: 'project', mode: 'replace' });
      expect(refused.isError).toBe(true);
      expect(refused.text).toMatch(/contains "\.\."/);
    } finally {
      await client.close();
    }
  });

  it('refuses a client without the token, or with a wrong one, and writes nothing', async () => {
    const before = await readTree(fx.memoryDir);
    await expect(connect({})).rejects.toThrow(/401|token|Unauthorized/i);
    await expect(connect({ Authorization: 'Bearer not-the-token' })).rejects.toThrow(/401|token|Unauthorized/i);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'memory_write', arguments: { memoryDir: fx.memoryDir, file: 'x.md', content: 'x', type: 'project', mode: 'replace' } } });
    const raw = await rawRequest(daemon.port, { method: 'POST', path: '/mcp', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body });
    expect(raw.status).toBe(401);
    expect(await readTree(fx.memoryDir)).toEqual(before);
  });

  it('refuses other sites (Origin) and rebound hosts (Host) even with the token', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const base = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${daemon.token}` };
    expect((await rawRequest(daemon.port, { method: 'POST', path: '/mcp', headers: { ...base, Origin: 'http://evil.example' }, body })).status).toBe(403);
    expect((await rawRequest(daemon.port, { method: 'POST', path: '/mcp', headers: { ...base, Host: `evil.example:${daemon.port}` }, body })).status).toBe(403);
    expect((await rawRequest(daemon.port, { method: 'GET', path: '/mcp', headers: base })).status).toBe(405);
  });
});
