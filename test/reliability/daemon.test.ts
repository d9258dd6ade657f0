import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDirId } from '../../electron/core/state.js';
import { rawRequest, startDaemon, type DaemonDirs, type RunningDaemon } from '../integration/daemon/daemon-process.js';
import { buildMemoryFixture, type MemoryFixture } from '../integration/daemon/memory-fixture.js';
import { record } from './tally.js';

/**
 * Daemon probes: what a page, a script or another local user can try with or without the
 * token. The token must never be a key to the disk (item 12), and every refusal is clean.
 */

let root: string;
let dirs: DaemonDirs;
let d: RunningDaemon;
let fx: MemoryFixture;
let secretDir: string;
const totals = { trials: 0, failures: 0 };

beforeAll(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'ad-probe-')));
  dirs = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: join(root, 'home') };
  await Promise.all([mkdir(dirs.stateDir, { recursive: true }), mkdir(dirs.home, { recursive: true })]);
  fx = await buildMemoryFixture(dirs.configDir, Date.now());
  // A folder of the user's that autodream was never told about.
  secretDir = join(root, 'home', 'private');
  await mkdir(secretDir, { recursive: true });
  await writeFile(join(secretDir, 'passwords.md'), 'bank: hunter2\n');
  d = await startDaemon(dirs);
});
afterAll(async () => {
  await d?.stop('SIGKILL');
  await rm(root, { recursive: true, force: true });
  record('daemon-probes', totals);
});

const auth = () => ({ Authorization: `Bearer ${d.token}`, 'Content-Type': 'application/json' });
const call = (method: string, body: string, headers: Record<string, string> = auth()) => rawRequest(d.port, { method: 'POST', path: `/api/call/${method}`, body, headers });
const errorCode = (body: string) => (JSON.parse(body) as { error?: { code: string } }).error?.code;

describe('daemon probes', () => {
  it('the token is not a key to the disk: a folder autodream does not know is never resolved or read (item 12)', async () => {
    totals.trials += 3;
    const resolve = await call('memoryDirs.resolve', JSON.stringify({ memoryDir: secretDir }));
    expect(resolve.status).toBe(404);
    expect(resolve.body).toMatch(/is not a memory dir autodream knows/);
    const read = await call('memoryDirs.readFile', JSON.stringify({ memoryDirId: memoryDirId(secretDir), file: 'passwords.md' }));
    expect(read.status).toBe(404);
    expect(read.body).not.toContain('hunter2');
    // A discovered memory dir still resolves, by path or by project.
    const known = await call('memoryDirs.resolve', JSON.stringify({ memoryDir: fx.memoryDir }));
    expect(known.status, known.body).toBe(200);
  });

  it('an empty-body POST is refused like any body that is not JSON (item 12)', async () => {
    totals.trials += 2;
    for (const headers of [auth(), { Authorization: `Bearer ${d.token}` }]) {
      const r = await call('dream.cancel', '', headers);
      expect(r.status).toBe(400);
      expect(errorCode(r.body)).toBe('bad-input');
    }
  });

  it('every other probe is refused cleanly', async () => {
    const probes: Array<[string, () => Promise<{ status: number }>, number]> = [
      ['no token', () => call('settings.get', '{}', { 'Content-Type': 'application/json' }), 401],
      ['token in a wrong place', () => call('settings.get', '{}', { 'X-Token': d.token }), 401],
      ['DNS-rebound Host', () => call('settings.get', '{}', { ...auth(), Host: 'evil.example' }), 403],
      ['another site\'s Origin', () => call('settings.get', '{}', { ...auth(), Origin: 'https://evil.example' }), 403],
      ['form post', () => call('settings.get', 'a=1', { Authorization: `Bearer ${d.token}`, 'Content-Type': 'application/x-www-form-urlencoded' }), 400],
      ['text/plain simple request', () => call('settings.get', '{}', { Authorization: `Bearer ${d.token}`, 'Content-Type': 'text/plain' }), 400],
      ['unknown method', () => call('fs.read', '{}'), 404],
      ['GET a method', () => rawRequest(d.port, { path: '/api/call/settings.get', headers: auth() }), 405],
      ['read a file outside the dir', () => call('memoryDirs.readFile', JSON.stringify({ memoryDirId: memoryDirId(fx.memoryDir), file: '../../../../etc/passwd' })), 400],
      ['static path traversal', () => rawRequest(d.port, { path: '/..%2f..%2f..%2fetc%2fpasswd', headers: auth() }), 403],
      ['over 1 MiB body', () => call('settings.get', JSON.stringify({ x: 'y'.repeat(1_100_000) })), 413],
      ['extra input keys', () => call('settings.get', JSON.stringify({ path: '/' })), 400],
    ];
    const wrong: string[] = [];
    for (const [name, probe, status] of probes) {
      totals.trials += 1;
      const got = (await probe()).status;
      if (got !== status && !(status === 403 && got === 400) && !(status === 400 && got === 403)) wrong.push(`${name}: ${got}, expected ${status}`);
    }
    totals.failures += wrong.length;
    expect(wrong).toEqual([]);
  });
});
