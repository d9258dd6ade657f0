import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../electron/core/api/http-client.js';
import type { Autodream } from '../../../electron/core/api/autodream.js';
import { methods, type EventName, type EventPayload, type MethodName, type MethodOutput } from '../../../electron/core/api/contract.js';
import { AutodreamError } from '../../../electron/core/errors.js';
import { startDaemon, type RunningDaemon } from './daemon-process.js';
import { buildMemoryFixture, readTree, type MemoryFixture } from './memory-fixture.js';

/**
 * The contract over HTTP: the calls the UI makes, through `createHttpClient`, against a real
 * daemon over a realistic config home. Read-only answers must equal what an in-process facade
 * over the same dirs answers; writes are checked on disk.
 */
let root: string;
let fx: MemoryFixture;
let env: Record<string, string>;
let d: RunningDaemon;
let client: HttpClient;
let local: Autodream | undefined;
let dirId: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-contract-'));
  const home = join(root, 'home');
  const stateDir = join(root, 'state');
  await Promise.all([mkdir(home, { recursive: true }), mkdir(stateDir, { recursive: true })]);
  fx = await buildMemoryFixture(join(root, 'claude'), Date.now());
  env = { HOME: home, AUTODREAM_HOME: stateDir, CLAUDE_CONFIG_DIR: fx.configDir };
  d = await startDaemon({ configDir: fx.configDir, stateDir, home });
  client = createHttpClient({ baseUrl: d.origin, token: d.token, reconnectMs: 50 });
  // The in-process facade over the same dirs: imported here so a missing facade fails this suite with its reason.
  const { createAutodream } = await import('../../../electron/core/api/autodream.js');
  local = await createAutodream({ configHome: fx.configDir, stateDir, env, home });
});

afterAll(async () => {
  client?.close();
  await local?.close();
  await d?.stop('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

/** A call over HTTP whose answer must fit the contract's output schema. */
async function call<M extends MethodName>(method: M, input: Parameters<HttpClient['call']>[1] & object): Promise<MethodOutput<M>> {
  const out = await client.call(method, input as never);
  const check = methods[method].output.safeParse(out);
  if (!check.success) throw new Error(`${method} answered outside the contract: ${check.error.message}`);
  return out as MethodOutput<M>;
}

/** The same call over HTTP and in process: the transport must not change a thing. */
async function same<M extends MethodName>(method: M, input: object): Promise<MethodOutput<M>> {
  const viaHttp = await call(method, input as never);
  const inProcess = await local!.call(method, input as never);
  expect(viaHttp).toEqual(JSON.parse(JSON.stringify(inProcess)));
  return viaHttp;
}

function nextEvent<E extends EventName>(event: E, match: (p: EventPayload<E>) => boolean = () => true): Promise<EventPayload<E>> {
  return new Promise((resolve) => {
    const off = client.on(event, (p) => {
      if (match(p)) {
        off();
        resolve(p);
      }
    });
  });
}

async function memoryFiles(): Promise<Record<string, string>> {
  const tree = await readTree(fx.memoryDir);
  return Object.fromEntries(Object.entries(tree).filter(([f]) => f.endsWith('.md')));
}

describe('the contract over HTTP (createHttpClient -> daemon)', () => {
  it('memoryDirs.list finds the project memory dir with its transcripts, as in process', async () => {
    const { memoryDirs } = await same('memoryDirs.list', {});
    const acme = memoryDirs.find((m) => m.memoryDir === fx.memoryDir);
    expect(acme, JSON.stringify(memoryDirs.map((m) => m.memoryDir))).toBeDefined();
    expect(acme).toMatchObject({ kind: 'claude-code', transcriptDir: fx.projectDir, lastConsolidatedAt: null, sessionsSince: 4 });
    expect(acme!.files).toBeGreaterThanOrEqual(5);
    dirId = acme!.id;
  });

  it('memoryDirs.known names the same dirs without reading them; a listing sends each status as memoryDir.status', async () => {
    const known = await same('memoryDirs.known', {});
    const { memoryDirs } = await call('memoryDirs.list', {});
    expect(known.memoryDirs.map((k) => k.id).sort()).toEqual(memoryDirs.map((m) => m.id).sort());
    expect(known.memoryDirs.find((k) => k.id === dirId)).toMatchObject({ memoryDir: fx.memoryDir, kind: 'claude-code' });
    // Listening opens the event stream; from then on a listing sends the dir's status as soon as it is read.
    let got: EventPayload<'memoryDir.status'> | undefined;
    void nextEvent('memoryDir.status', (p) => p.id === dirId).then((p) => (got = p));
    let again = memoryDirs;
    for (let i = 0; i < 50 && !got; i++) {
      again = (await call('memoryDirs.list', {})).memoryDirs;
      await new Promise((r) => setTimeout(r, 100));
    }
    const listed = again.find((m) => m.id === dirId)!;
    expect(got).toMatchObject({ id: dirId, memoryDir: fx.memoryDir, files: listed.files, indexLines: listed.indexLines, sessionsSince: listed.sessionsSince });
  });

  it('memoryDirs.resolve names the same dir by path', async () => {
    const r = await call('memoryDirs.resolve', { memoryDir: fx.memoryDir });
    expect(r.id).toBe(dirId);
  });

  it('memoryDirs.read gives the index, its entries and the files, as in process', async () => {
    const c = await same('memoryDirs.read', { memoryDirId: dirId });
    expect(c.index?.text).toBe(await readFile(join(fx.memoryDir, 'MEMORY.md'), 'utf8'));
    const entries = Object.fromEntries(c.index!.entries.map((e) => [e.file, e.exists]));
    expect(entries).toMatchObject({ 'user_role.md': true, 'project_deploy.md': true, 'old_runbook.md': false });
    const files = Object.fromEntries(c.files.map((f) => [f.file, f]));
    expect(files['user_role.md']).toMatchObject({ name: 'User role', type: 'user', group: 'user', indexed: true });
    expect(files['reference_dashboards.md']).toMatchObject({ group: 'reference', indexed: false });
  });

  it('memoryDirs.readFile returns the bytes on disk and the parsed frontmatter', async () => {
    const f = await same('memoryDirs.readFile', { memoryDirId: dirId, file: 'project_deploy.md' });
    expect(f.text).toBe(await readFile(join(fx.memoryDir, 'project_deploy.md'), 'utf8'));
    expect(f.frontmatter).toMatchObject({ name: 'Deploy process', type: 'project' });
    expect(f.body).toContain('staging gate');
  });

  it('errors cross the wire as AutodreamErrors with their codes', async () => {
    const missing = await client.call('memoryDirs.readFile', { memoryDirId: dirId, file: 'nope.md' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AutodreamError);
    expect(missing).toMatchObject({ code: 'not-found' });
    const traversal = await client.call('memoryDirs.readFile', { memoryDirId: dirId, file: '../../settings.json' }).catch((e: unknown) => e);
    expect(traversal).toMatchObject({ code: 'bad-input' });
    expect((traversal as Error).message).toMatch(/file: must be a path inside the memory dir/);
    const unknownDir = await client.call('memoryDirs.read', { memoryDirId: 'nothing-here-0000000000' }).catch((e: unknown) => e);
    expect(unknownDir).toMatchObject({ code: 'not-found' });
  });

  it('search finds a memory by its words, as in process', async () => {
    const { hits } = await same('search', { query: 'staging gate' });
    expect(hits.map((h) => h.file)).toContain('project_deploy.md');
    expect(hits.find((h) => h.file === 'project_deploy.md')!.memoryDirId).toBe(dirId);
  });

  it('settings.get answers as in process; settings.set writes Claude Code settings.json and tells listeners', async () => {
    const view = await same('settings.get', {});
    expect(view.claude.configHome).toBe(fx.configDir);
    const changed = nextEvent('settings.changed', (p) => p.key === 'autoDreamEnabled');
    const after = await call('settings.set', { key: 'autoDreamEnabled', value: true });
    expect(after.claude.autoDreamEnabled).toBe(true);
    expect(JSON.parse(await readFile(join(fx.configDir, 'settings.json'), 'utf8'))).toMatchObject({ autoDreamEnabled: true });
    await expect(changed).resolves.toEqual({ key: 'autoDreamEnabled' });
    const bad = await client.call('settings.set', { key: 'autoDreamEnabled', value: 'sometimes' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(AutodreamError);
    expect(JSON.parse(await readFile(join(fx.configDir, 'settings.json'), 'utf8'))).toMatchObject({ autoDreamEnabled: true });
  });

  let manual: MethodOutput<'snapshots.create'>;
  it('snapshots.create keeps the files, announces it, and snapshots.list/diff show it', async () => {
    const created = nextEvent('snapshot.created');
    manual = await call('snapshots.create', { memoryDirId: dirId });
    expect(manual).toMatchObject({ reason: 'manual', memoryDirId: dirId, memoryDir: fx.memoryDir });
    expect(manual.files).toBe(Object.keys(await memoryFiles()).length);
    await expect(created).resolves.toMatchObject({ id: manual.id });
    const { snapshots } = await same('snapshots.list', { memoryDirId: dirId });
    expect(snapshots.map((s) => s.id)).toContain(manual.id);
    const diff = await call('snapshots.diff', { snapshotId: manual.id });
    expect(diff).toMatchObject({ snapshotId: manual.id, added: [], removed: [], changed: [] });
  });

  it('dream.run dry run plans without writing, with events along the way', async () => {
    const before = await memoryFiles();
    const started = nextEvent('dream.started', (p) => p.memoryDirId === dirId);
    const finished = nextEvent('dream.finished', (p) => p.memoryDirId === dirId);
    const r = await call('dream.run', { memoryDirId: dirId, dryRun: true, depth: 'rem' });
    expect(r.outcome).toBe('dry-run');
    expect(r.dreamId === null || typeof r.dreamId === 'string').toBe(true);
    expect(r.changes.length).toBeGreaterThan(0);
    for (const c of r.changes) expect(c.reason.length).toBeGreaterThan(0);
    expect(await memoryFiles()).toEqual(before);
    await expect(started).resolves.toMatchObject({ memoryDirId: dirId, dryRun: true });
    await expect(finished).resolves.toMatchObject({ outcome: 'dry-run' });
  });

  let applied: MethodOutput<'dream.run'>;
  it('dream.run applies a plan; history and report record it', async () => {
    const before = await memoryFiles();
    applied = await call('dream.run', { memoryDirId: dirId, depth: 'rem' });
    expect(applied.outcome, applied.error ?? applied.summary).toBe('applied');
    expect(applied.dreamId).toBeTruthy();
    expect(applied.snapshotId).toBeTruthy();
    expect(await memoryFiles()).not.toEqual(before);
    const { dreams } = await same('dreams.history', { memoryDirId: dirId });
    expect(dreams.map((x) => x.dreamId)).toContain(applied.dreamId);
    const report = await call('dreams.report', { dreamId: applied.dreamId! });
    expect(report.changes.length).toBe(applied.changes.length);
    expect(report.snapshotId).toBe(applied.snapshotId);
  });

  it('dreams.undo puts back exactly the bytes from before the dream', async () => {
    const snapshotBefore = applied.snapshotId!;
    const diffNow = await call('snapshots.diff', { snapshotId: snapshotBefore });
    expect(diffNow.added.length + diffNow.removed.length + diffNow.changed.length).toBeGreaterThan(0);
    const undone = await call('dreams.undo', { dreamId: applied.dreamId! });
    expect(undone.dreamId).toBe(applied.dreamId);
    expect(await call('snapshots.diff', { snapshotId: snapshotBefore })).toMatchObject({ added: [], removed: [], changed: [] });
  });

  it('snapshots.restore puts one file back and keeps the present as a pre-restore snapshot', async () => {
    const path = join(fx.memoryDir, 'user_role.md');
    const original = await readFile(path, 'utf8');
    await writeFile(path, `${original}\nA line written after the snapshot.\n`);
    const r = await call('snapshots.restore', { snapshotId: manual.id, file: 'user_role.md' });
    expect(r.written).toEqual(['user_role.md']);
    expect(await readFile(path, 'utf8')).toBe(original);
    const { snapshots } = await call('snapshots.list', { memoryDirId: dirId });
    expect(snapshots.find((s) => s.id === r.preRestoreSnapshotId)?.reason).toBe('pre-restore');
  });

  it('dream.cancel with nothing running cancels nothing', async () => {
    await expect(call('dream.cancel', { memoryDirId: dirId })).resolves.toEqual({ cancelled: false });
  });

  // Last: stops the daemon.
  it('a call to a stopped daemon says the connection is lost and what to do', async () => {
    expect(await d.stop()).toBe(0);
    const e = await client.call('settings.get', {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AutodreamError);
    expect(e).toMatchObject({ code: 'internal', message: `Lost the connection to the autodream daemon at ${d.origin}` });
    expect((e as AutodreamError).hint).toMatch(/autodream daemon/);
  });
});
