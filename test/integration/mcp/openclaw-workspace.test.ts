import { watch } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../electron/core/clock.js';
import { appLockDir, withAppLock } from '../../../electron/core/lock/app-lock.js';
import { runCli } from '../../helpers/cli.js';
import { hashDailyLogs, MAIN_MEMORY_MD, makeOpenClawHome, WORK_MEMORY_MD, type OpenClawHome } from '../../helpers/openclaw-workspaces.js';
import { startDaemon, type RunningDaemon } from '../daemon/daemon-process.js';
import { readTree } from '../daemon/memory-fixture.js';
import { call, connectStdio, type Dirs } from './mcp-child.js';

/**
 * memory_write and memory_flush in OpenClaw's own layout (a workspace: MEMORY.md is content,
 * memory/YYYY-MM-DD.md the raw daily logs), through the official SDK client over stdio and
 * over the daemon's /mcp. Bullets are only appended under their own heading; every other byte
 * of MEMORY.md, and every daily log, stays as it was.
 */
let root: string;
let dirs: Dirs;
let oc: OpenClawHome;
let client: Client;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-mcp-ws-'));
  oc = await makeOpenClawHome(root);
  dirs = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: oc.home };
  ({ client } = await connectStdio(dirs, ['--memory-dir', oc.main]));
});

afterAll(async () => {
  await client?.close();
  await rm(root, { recursive: true, force: true });
});

const memoryMd = () => readFile(join(oc.main, 'MEMORY.md'), 'utf8');
const today = () => localDay(Date.now());

describe('memory_write in an OpenClaw workspace (stdio)', () => {
  it('appends a bullet under "## Noted by agents" in MEMORY.md; the rest stays byte for byte; recorded and undoable', async () => {
    const logs = await hashDailyLogs(oc.main);
    const st = await call(client, 'memory_dream_status');
    expect(st.data.kind).toBe('openclaw-workspace');
    const w = await call(client, 'memory_write', { file: 'MEMORY.md', content: 'The staging database is rebuilt every Monday.', type: 'project', mode: 'append' });
    expect(w.isError, w.text).toBe(false);
    expect(w.text).toMatch(/added a bullet under "## Noted by agents" in MEMORY\.md/);
    const after = await memoryMd();
    expect(after).toBe(`${MAIN_MEMORY_MD}\n## Noted by agents\n\n- The staging database is rebuilt every Monday. (${today()})\n`);
    expect(await hashDailyLogs(oc.main)).toEqual(logs);

    const writeId = w.data.writeId as string;
    const report = JSON.parse(await readFile(join(dirs.stateDir, 'dreams', `${writeId}.json`), 'utf8')) as { trigger: string; snapshotId: string; changes: Array<{ by: string; files: string[] }> };
    expect(report.trigger).toBe('agent-tool');
    expect(report.changes[0]).toMatchObject({ by: 'agent-tool', files: ['MEMORY.md'] });
    // The pre-write snapshot holds what the write touches: MEMORY.md only.
    const cli = (...args: string[]) => runCli(['--config-dir', dirs.configDir, '--state-dir', dirs.stateDir, ...args], { env: { HOME: oc.home, AUTODREAM_HOME: dirs.stateDir } });
    const snaps = (await cli('snapshots', 'list', oc.main, '--json')).json<{ snapshots: Array<{ id: string; reason: string; files: number; scope?: string[] }> }>().snapshots;
    expect(snaps.find((x) => x.id === report.snapshotId)).toMatchObject({ reason: 'pre-write', files: 1, scope: ['MEMORY.md'] });
    const undo = await cli('undo', writeId);
    expect(undo.code, undo.stderr).toBe(0);
    expect(await memoryMd()).toBe(MAIN_MEMORY_MD);
  });

  it('a second write goes under the same heading, a bulleted note becomes one bullet each, and a repeat writes nothing', async () => {
    await call(client, 'memory_write', { file: 'MEMORY.md', content: 'Deploys need a green canary.', type: 'project', mode: 'append' });
    const two = await call(client, 'memory_write', { file: 'MEMORY.md', content: '- Sam reviews on Fridays.\n- Sam is on call in December.', type: 'user', mode: 'append' });
    expect(two.isError, two.text).toBe(false);
    expect(two.text).toMatch(/added 2 bullets/);
    const d = today();
    expect(await memoryMd()).toBe(`${MAIN_MEMORY_MD}\n## Noted by agents\n\n- Deploys need a green canary. (${d})\n- Sam reviews on Fridays. (${d})\n- Sam is on call in December. (${d})\n`);
    const before = await memoryMd();
    const again = await call(client, 'memory_write', { file: 'MEMORY.md', content: 'deploys need a green canary', type: 'project', mode: 'append' });
    expect(again.isError, again.text).toBe(false);
    expect(again.data.writeId).toBeNull();
    expect(again.text).toMatch(/already says that/);
    // A memory the person wrote counts too.
    const known = await call(client, 'memory_write', { file: 'MEMORY.md', content: 'Sam prefers short answers.', type: 'user', mode: 'append' });
    expect(known.data.writeId).toBeNull();
    expect(await memoryMd()).toBe(before);
  });

  it('writes a Chinese note under a Chinese heading in the Chinese workspace', async () => {
    const w = await call(client, 'memory_write', { memoryDir: oc.work, file: 'MEMORY.md', content: '发布前要先跑冒烟测试。', type: 'project', mode: 'append' });
    expect(w.isError, w.text).toBe(false);
    expect(await readFile(join(oc.work, 'MEMORY.md'), 'utf8')).toBe(`${WORK_MEMORY_MD}\n## 智能体记下\n\n- 发布前要先跑冒烟测试。 (${today()})\n`);
  });

  const refusals: Array<[string, Record<string, unknown>, RegExp]> = [
    ['replace mode (it would rewrite a person\'s text)', { file: 'MEMORY.md', content: 'x', type: 'project', mode: 'replace' }, /only appended to/],
    ['a file of its own (memories are bullets in MEMORY.md)', { file: 'notes.md', content: 'x', type: 'project', mode: 'append' }, /bullets in MEMORY\.md.*file "MEMORY\.md"/s],
    ['the agent\'s own files (AGENTS.md)', { file: 'AGENTS.md', content: 'x', type: 'project', mode: 'append' }, /bullets in MEMORY\.md/],
    ['a raw daily log', { file: 'memory/2026-11-28.md', content: 'x', type: 'project', mode: 'append' }, /raw daily log.*memory_flush/s],
    ['a path out of the workspace', { file: '../SOUL.md', content: 'x', type: 'project', mode: 'append' }, /contains "\.\."/],
    ['a type no layout has', { file: 'MEMORY.md', content: 'x', type: 'gossip', mode: 'append' }, /type must be one of/],
    ['a secret', { file: 'MEMORY.md', content: 'The deploy key is sk-ant-abcdefghijklmnopqrstuvwxyz0123', type: 'reference', mode: 'append' }, /looks like it holds an API key/],
  ];
  for (const [what, args, message] of refusals) {
    it(`refuses ${what}, writing nothing`, async () => {
      const before = await readTree(oc.main);
      const r = await call(client, 'memory_write', args);
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(message);
      expect(r.text).toMatch(/Nothing was written|nothing was written/);
      expect(await readTree(oc.main)).toEqual(before);
    });
  }
});

describe('memory_flush in an OpenClaw workspace, then a dream', () => {
  it('appends to memory/YYYY-MM-DD.md (other logs untouched); a dream takes up the note and leaves the log byte-identical', async () => {
    const logs = await hashDailyLogs(oc.main);
    const file = `memory/${today()}.md`;
    const f = await call(client, 'memory_flush', { content: 'Sam asked me to remember that the release freeze starts on December 18.' });
    expect(f.isError, f.text).toBe(false);
    expect(f.data.file).toBe(file);
    const log = await readFile(join(oc.main, file), 'utf8');
    expect(log).toMatch(new RegExp(`^# ${today()}\\n\\n## \\d{2}:\\d{2}\\n\\nSam asked me to remember that the release freeze starts on December 18\\.\\n$`));
    const now = await hashDailyLogs(oc.main);
    for (const [path, hash] of logs) expect(now.get(path)).toBe(hash);

    const d = await call(client, 'memory_dream', { force: true });
    expect(d.isError, d.text).toBe(false);
    expect(await readFile(join(oc.main, file), 'utf8')).toBe(log);
    expect(await memoryMd()).toMatch(/## Remembered from daily logs\n\n(?:- .*\n)*- The release freeze starts on December 18\. \(\d{4}-\d{2}-\d{2}\)\n/);
    // nothing new in the skill folder or anywhere else: no .consolidate-lock, no second MEMORY.md
    await expect(stat(join(oc.main, '.consolidate-lock'))).rejects.toThrow();
    await expect(stat(join(oc.main, 'memory', '.consolidate-lock'))).rejects.toThrow();
  });
});

describe('the locks of an agent write in an OpenClaw dir', () => {
  it('never creates a .consolidate-lock there, not even while it writes', async () => {
    const seen: string[] = [];
    const watchers = [watch(oc.main, (_e, name) => name && seen.push(name)), watch(join(oc.main, 'memory'), (_e, name) => name && seen.push(`memory/${name}`))];
    try {
      const w = await call(client, 'memory_write', { file: 'MEMORY.md', content: 'The coffee machine is descaled on the first Monday.', type: 'project', mode: 'append' });
      expect(w.isError, w.text).toBe(false);
      const f = await call(client, 'memory_flush', { content: 'Descaled the coffee machine.' });
      expect(f.isError, f.text).toBe(false);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      for (const x of watchers) x.close();
    }
    expect(seen).toContain('MEMORY.md');
    expect(seen.filter((n) => n.endsWith('.consolidate-lock'))).toEqual([]);
  });

  it('is refused, writing nothing, while a dream holds the in-app lock of the workspace', async () => {
    const before = await readTree(oc.main);
    const lockDir = appLockDir({ HOME: dirs.home });
    const r = await withAppLock(oc.main, () => call(client, 'memory_write', { file: 'MEMORY.md', content: 'Parking is in lot C.', type: 'project', mode: 'append' }), { lockDir });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/A dream is running on this memory dir; the write waits until it is done\..*Nothing was written/);
    expect(await readTree(oc.main)).toEqual(before);
  });

  it("is refused while OpenClaw's own promotion lock is held", async () => {
    const lock = join(oc.main, 'memory', '.dreams', 'short-term-promotion.lock');
    await mkdir(join(oc.main, 'memory', '.dreams'), { recursive: true });
    await writeFile(lock, `${process.pid}:${Date.now()}\n`);
    try {
      const before = await memoryMd();
      const r = await call(client, 'memory_write', { file: 'MEMORY.md', content: 'Parking is in lot D.', type: 'project', mode: 'append' });
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(/OpenClaw is promoting memories into openclaw main .*held by pid/);
      expect(await memoryMd()).toBe(before);
    } finally {
      await rm(join(oc.main, 'memory', '.dreams'), { recursive: true, force: true });
    }
  });
});

describe("memory_write to a workspace over the daemon's /mcp", () => {
  let daemon: RunningDaemon;
  let http: Client;
  beforeAll(async () => {
    daemon = await startDaemon({ ...dirs, stateDir: join(root, 'state-http') });
    http = new Client({ name: 'autodream-test', version: '1.0.0' });
    await http.connect(new StreamableHTTPClientTransport(new URL(`${daemon.origin}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${daemon.token}` } } }));
  });
  afterAll(async () => {
    await http?.close();
    await daemon?.stop();
  });

  it('appends the bullet and flushes the log, the same as over stdio', async () => {
    const w = await call(http, 'memory_write', { memoryDir: oc.work, file: 'MEMORY.md', content: '周会改在周二上午。', type: 'project', mode: 'append' });
    expect(w.isError, w.text).toBe(false);
    expect(await readFile(join(oc.work, 'MEMORY.md'), 'utf8')).toMatch(/## 智能体记下\n\n- 发布前要先跑冒烟测试。 \(\d{4}-\d{2}-\d{2}\)\n- 周会改在周二上午。 \(\d{4}-\d{2}-\d{2}\)\n$/);
    const f = await call(http, 'memory_flush', { memoryDir: oc.work, content: '今天讨论了周会时间。' });
    expect(f.isError, f.text).toBe(false);
    expect(await readFile(join(oc.work, 'memory', `${today()}.md`), 'utf8')).toContain('今天讨论了周会时间。\n');
    const bad = await call(http, 'memory_write', { memoryDir: oc.work, file: 'MEMORY.md', content: 'x', type: 'project', mode: 'replace' });
    expect(bad.isError).toBe(true);
  });
});
