import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, runCli, startDaemon, type DaemonDirs, type RunningDaemon } from './daemon-process.js';

/** The daemon's HTTP transport, against a real `autodream daemon` child process. */
let root: string;
let d: RunningDaemon;
let dirs: DaemonDirs;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-daemon-'));
  dirs = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: join(root, 'home') };
  await Promise.all([mkdir(join(dirs.configDir, 'projects'), { recursive: true }), mkdir(dirs.stateDir, { recursive: true }), mkdir(dirs.home, { recursive: true })]);
  d = await startDaemon(dirs);
});

afterAll(async () => {
  await d?.stop('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

const json = (body: unknown) => JSON.stringify(body);
function post(method: string, body: string, headers: Record<string, string> = {}) {
  return rawRequest(d.port, { method: 'POST', path: `/api/call/${method}`, body, headers: { 'Content-Type': 'application/json', ...headers } });
}
const bearer = () => ({ Authorization: `Bearer ${d.token}` });
function errorOf(body: string): { code: string; message: string; hint?: string } {
  const doc = JSON.parse(body) as { ok: boolean; error: { code: string; message: string } };
  expect(doc.ok).toBe(false);
  return doc.error;
}

describe('autodream daemon over HTTP', () => {
  it('prints its URL with a fresh 32-byte token as the first stdout line', () => {
    expect(d.firstLine).toBe(`autodream daemon: http://127.0.0.1:${d.port}/?token=${d.token}`);
    expect(Buffer.from(d.token, 'base64url')).toHaveLength(32);
    expect(d.port).toBeGreaterThan(0);
  });

  it('answers a call carrying the token in the Authorization header, a cookie or the query', async () => {
    const viaHeader = await post('settings.get', '{}', bearer());
    const viaCookie = await post('settings.get', '{}', { Cookie: `other=1; autodream_token=${d.token}` });
    const viaQuery = await rawRequest(d.port, { method: 'POST', path: `/api/call/settings.get?token=${d.token}`, body: '{}' });
    for (const r of [viaHeader, viaCookie, viaQuery]) {
      expect(r.status).toBe(200);
      const doc = JSON.parse(r.body) as { ok: boolean; result: { claude: { configHome: string } } };
      expect(doc.ok).toBe(true);
      expect(doc.result.claude.configHome).toBe(join(root, 'claude'));
    }
  });

  it('refuses requests without the token or with a wrong one (401)', async () => {
    const wrong = `${d.token.slice(0, -2)}xx`;
    const cases = [
      await post('settings.get', '{}'),
      await post('settings.get', '{}', { Authorization: `Bearer ${wrong}` }),
      await post('settings.get', '{}', { Authorization: `Bearer ${d.token}x` }),
      await post('settings.get', '{}', { Cookie: `autodream_token=${wrong}` }),
      await rawRequest(d.port, { method: 'POST', path: `/api/call/settings.get?token=${wrong}`, body: '{}' }),
      await rawRequest(d.port, { path: '/api/events' }),
    ];
    for (const r of cases) {
      expect(r.status).toBe(401);
      expect(errorOf(r.body).code).toBe('unauthorized');
    }
    // A page opened without the token (or with an old one) gets a page that says how to open the right URL.
    for (const path of ['/', `/?token=${wrong}`, '/settings']) {
      const page = await rawRequest(d.port, { path });
      expect(page.status, path).toBe(401);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(page.body, path).toContain('autodream daemon: http://127.0.0.1:PORT/?token=');
      expect(page.body, path).toContain('--new-token');
      expect(page.body, path).not.toContain(d.token);
    }
  });

  it('refuses a foreign Host header (DNS rebinding) and a foreign Origin (403), even with the token', async () => {
    const host = await post('settings.get', '{}', { ...bearer(), Host: `evil.example:${d.port}` });
    const hostNoPort = await post('settings.get', '{}', { ...bearer(), Host: '127.0.0.1' });
    const origin = await post('settings.get', '{}', { ...bearer(), Origin: 'http://evil.example' });
    const otherPort = await post('settings.get', '{}', { ...bearer(), Origin: `http://127.0.0.1:${d.port + 1}` });
    const nullOrigin = await post('settings.get', '{}', { ...bearer(), Origin: 'null' });
    for (const r of [host, hostNoPort, origin, otherPort, nullOrigin]) {
      expect(r.status).toBe(403);
      expect(errorOf(r.body).code).toBe('forbidden');
    }
    const page = await rawRequest(d.port, { path: `/?token=${d.token}`, headers: { Host: `evil.example:${d.port}` } });
    expect(page.status).toBe(403);
    expect(page.headers['set-cookie']).toBeUndefined();
    // Our own names for the loopback listener are fine.
    expect((await post('settings.get', '{}', { ...bearer(), Host: `localhost:${d.port}`, Origin: `http://localhost:${d.port}` })).status).toBe(200);
    expect((await post('settings.get', '{}', { ...bearer(), Origin: `http://127.0.0.1:${d.port}` })).status).toBe(200);
  });

  it('refuses a body over 1 MiB (413) and still answers afterwards', async () => {
    const big = json({ key: 'x', value: 'a'.repeat(2 * 1024 * 1024) });
    const r = await post('settings.set', big, bearer());
    expect(r.status).toBe(413);
    expect(errorOf(r.body).message).toMatch(/1 MiB/);
    expect((await post('settings.get', '{}', bearer())).status).toBe(200);
  });

  it('answers an unknown method with 404 and a usage error', async () => {
    const r = await post('memoryDirs.explode', '{}', bearer());
    expect(r.status).toBe(404);
    const e = errorOf(r.body);
    expect(e.code).toBe('usage');
    expect(e.message).toContain('memoryDirs.explode');
    // Inherited object keys are not methods either.
    expect((await post('constructor', '{}', bearer())).status).toBe(404);
  });

  it('answers bad input with 400 and words that say what is wrong', async () => {
    const traversal = await post('memoryDirs.readFile', json({ memoryDirId: 'x', file: '../../etc/passwd' }), bearer());
    expect(traversal.status).toBe(400);
    expect(errorOf(traversal.body)).toMatchObject({ code: 'bad-input' });
    expect(errorOf(traversal.body).message).toMatch(/memoryDirs\.readFile.*file: must be a path inside the memory dir/);

    const extra = await post('settings.get', json({ surprise: 1 }), bearer());
    expect(extra.status).toBe(400);
    expect(errorOf(extra.body).message).toMatch(/settings\.get/);

    const broken = await post('settings.get', '{"oops', bearer());
    expect(broken.status).toBe(400);
    expect(errorOf(broken.body).message).toMatch(/not valid JSON/);

    const form = await post('settings.get', 'a=1', { ...bearer(), 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    expect(errorOf(form.body).message).toMatch(/application\/json/);
  });

  it('maps engine errors to their status: an unknown memory dir is 404 not-found', async () => {
    const r = await post('memoryDirs.read', json({ memoryDirId: 'no-such-dir-0000000000' }), bearer());
    expect(r.status).toBe(404);
    expect(errorOf(r.body).code).toBe('not-found');
  });

  it('only POSTs calls (405)', async () => {
    const r = await rawRequest(d.port, { path: '/api/call/settings.get', headers: bearer() });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('POST');
  });

  it('sets an HttpOnly, SameSite=Strict cookie when the page is opened with ?token=, and the cookie alone then works', async () => {
    const page = await rawRequest(d.port, { path: `/?token=${d.token}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toContain(`autodream_token=${d.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    const pair = cookie.split(';')[0]!;
    expect((await post('settings.get', '{}', { Cookie: pair })).status).toBe(200);
    expect((await rawRequest(d.port, { path: '/', headers: { Cookie: pair } })).status).toBe(200);
    // A wrong query token sets nothing.
    const wrong = await rawRequest(d.port, { path: '/?token=nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('sends the CSP and nosniff headers on pages and API answers', async () => {
    for (const r of [await rawRequest(d.port, { path: '/', headers: bearer() }), await post('settings.get', '{}', bearer())]) {
      expect(r.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
      );
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('streams contract events over SSE to every open stream', async () => {
    const a = await openEvents();
    const b = await openEvents();
    try {
      const r = await post('settings.set', json({ key: 'autoDreamEnabled', value: false }), bearer());
      expect(r.status).toBe(200);
      for (const s of [a, b]) {
        const frame = await s.next('settings.changed');
        expect(JSON.parse(frame.data)).toMatchObject({ key: 'autoDreamEnabled' });
      }
    } finally {
      a.close();
      b.close();
    }
  });

  it('refuses a bad --port (exit 2) and a port in use (exit 1), saying what to do', async () => {
    const bad = await runCli(['daemon', '--port', '70000', '--no-open'], dirs);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--port must be a number from 0 to 65535/);
    expect(bad.stdout).not.toMatch(/autodream daemon: http/);
    const busy = await runCli(['daemon', '--port', String(d.port), '--no-open'], dirs);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(new RegExp(`Port ${d.port} on 127\\.0\\.0\\.1 is already in use.*--port 0`));
    expect(busy.stderr).not.toMatch(/\n\s+at /);
  });

  // Last: it stops the daemon.
  it('stops on SIGTERM with exit code 0, ending open event streams', async () => {
    const s = await openEvents();
    const ended = s.ended();
    const code = await d.stop('SIGTERM');
    expect(code).toBe(0);
    await expect(ended).resolves.toBe(true);
    expect(d.stderr()).not.toMatch(/\n\s+at /);
  });
});

interface EventStream {
  next(event: string): Promise<{ event: string; data: string }>;
  ended(): Promise<boolean>;
  close(): void;
}

/** A minimal SSE reader over fetch, independent of the client under test. */
async function openEvents(): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${d.origin}/api/events`, { headers: { Authorization: `Bearer ${d.token}` }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const frames: { event: string; data: string }[] = [];
  let wake: (() => void) | undefined;
  const pump = (async () => {
    try {
      for (;;) {
        const r = await reader.read();
        if (r.done) break;
        buffer += decoder.decode(r.value, { stream: true });
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== undefined && data !== undefined) frames.push({ event, data });
        }
        wake?.();
      }
    } catch {
      // aborted
    }
    done = true;
    wake?.();
  })();
  return {
    async next(event) {
      for (;;) {
        const i = frames.findIndex((f) => f.event === event);
        if (i >= 0) return frames.splice(i, 1)[0]!;
        if (done) throw new Error(`stream ended before ${event}`);
        await new Promise<void>((r) => (wake = r));
      }
    },
    async ended() {
      await pump;
      return !abort.signal.aborted;
    },
    close: () => abort.abort(),
  };
}
