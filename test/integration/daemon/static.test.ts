import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startDaemon, type RunningDaemon } from './daemon-process.js';

/** The web UI files the daemon serves: content types, SPA fallback, traversal refused, missing build. */
let root: string;
let d: RunningDaemon;
let bare: RunningDaemon;
const SECRET = 'secret-beside-the-renderer-7f3a';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-static-'));
  const ui = join(root, 'renderer');
  await mkdir(join(ui, 'assets'), { recursive: true });
  await writeFile(join(ui, 'index.html'), '<!doctype html><title>autodream ui</title><script type="module" src="/assets/app.js"></script>');
  await writeFile(join(ui, 'assets', 'app.js'), 'console.log("ui")');
  await writeFile(join(ui, 'assets', 'app.css'), 'body{}');
  await writeFile(join(ui, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'secret.txt'), SECRET);
  await symlink(join(root, 'secret.txt'), join(ui, 'link.txt'));
  const base = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: join(root, 'home') };
  await Promise.all([mkdir(join(base.configDir, 'projects'), { recursive: true }), mkdir(base.home, { recursive: true })]);
  [d, bare] = await Promise.all([
    startDaemon(base, { AUTODREAM_RENDERER_DIR: ui }),
    startDaemon({ ...base, stateDir: join(root, 'state2') }, { AUTODREAM_RENDERER_DIR: join(root, 'not-built') }),
  ]);
});

afterAll(async () => {
  await Promise.all([d?.stop(), bare?.stop()]);
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, daemon = d) => rawRequest(daemon.port, { path, headers: { Authorization: `Bearer ${daemon.token}` } });

describe('static files of the web UI', () => {
  it('serves index.html for / with the CSP and nosniff', async () => {
    const r = await get('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body).toContain('autodream ui');
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves files with their content types', async () => {
    const cases: [string, string, string][] = [
      ['/assets/app.js', 'text/javascript; charset=utf-8', 'console.log("ui")'],
      ['/assets/app.css', 'text/css; charset=utf-8', 'body{}'],
      ['/icon.svg', 'image/svg+xml', '<svg'],
    ];
    for (const [path, type, text] of cases) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type'], path).toBe(type);
      expect(r.body).toContain(text);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers app routes with index.html (SPA) and a missing asset with 404', async () => {
    const route = await get('/dreams/some-id');
    expect(route.status).toBe(200);
    expect(route.body).toContain('autodream ui');
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('autodream ui');
  });

  it('answers HEAD without a body', async () => {
    const r = await rawRequest(d.port, { method: 'HEAD', path: '/assets/app.js', headers: { Authorization: `Bearer ${d.token}` } });
    expect(r.status).toBe(200);
    expect(r.headers['content-length']).toBe(String('console.log("ui")'.length));
    expect(r.body).toBe('');
  });

  it('refuses paths that leave the UI folder: .., encoded .., encoded slashes, backslashes, symlinks', async () => {
    const paths = [
      '/../secret.txt',
      '/../package.json',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/package.json',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets\\..\\..\\secret.txt',
      '/link.txt',
      '/%00index.html',
    ];
    for (const path of paths) {
      const r = await get(path);
      expect(r.status, path).toBe(403);
      expect(r.body, path).not.toContain(SECRET);
      expect(r.body, path).not.toContain('"devDependencies"');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('still requires the token for files', async () => {
    const r = await rawRequest(d.port, { path: '/assets/app.js' });
    expect(r.status).toBe(401);
    expect(r.body).not.toContain('console.log');
  });

  it('says to run npm run build when the UI is not built, for / and app routes', async () => {
    for (const path of ['/', '/settings']) {
      const r = await get(path, bare);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.body).toContain('npm run build');
      expect(r.headers['content-security-policy']).toBeDefined();
    }
    // The API works without the UI.
    const api = await rawRequest(bare.port, { method: 'POST', path: '/api/call/settings.get', body: '{}', headers: { Authorization: `Bearer ${bare.token}` } });
    expect(api.status).toBe(200);
  });
});
