import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The Electron binary, found the way bin/start.js finds it (never by require('electron'), which downloads). */
function electronBinary(): string | null {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(root, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const hasDisplay = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const built = ['dist/electron/main/index.js', 'dist/electron/preload/index.js', 'dist/renderer/index.html'].every((f) => existsSync(join(root, f)));
const skipReason = !binary
  ? 'no Electron binary here (node_modules/electron/path.txt missing or naming no file)'
  : !hasDisplay
    ? 'no display (DISPLAY and WAYLAND_DISPLAY unset)'
    : !built
      ? 'the app is not built (run npm run build)'
      : null;

describe('Electron shell launch', () => {
  it.skipIf(skipReason !== null)(`opens a sandboxed window that talks only through window.autodream${skipReason ? ` (skipped: ${skipReason})` : ''}`, async () => {
    const home = await mkdtemp(join(tmpdir(), 'ad-electron-e2e-'));
    try {
      const configHome = join(home, '.claude');
      const memoryDir = join(configHome, 'projects', '-home-u-acme-shop', 'memory');
      await mkdir(memoryDir, { recursive: true });
      await writeFile(join(memoryDir, 'MEMORY.md'), '- [Deploy](deploy.md) — how we ship\n');
      await writeFile(join(memoryDir, 'deploy.md'), '---\nname: deploy\ndescription: how we ship\ntype: project\n---\nShip on Fridays.\n');

      const app = await _electron.launch({
        executablePath: binary!,
        args: [root, '--show', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
        env: { ...process.env, HOME: home, CLAUDE_CONFIG_DIR: configHome, AUTODREAM_HOME: join(home, 'state'), XDG_CONFIG_HOME: join(home, '.config') },
      });
      try {
        const win = await app.firstWindow();
        await win.waitForLoadState('domcontentloaded');
        expect(win.url()).toMatch(/^file:.*\/dist\/renderer\/index\.html#\//);

        // No Node in the page, exactly the contract on window.autodream.
        expect(await win.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
        expect(await win.evaluate(() => Object.keys((globalThis as unknown as { autodream: object }).autodream).sort())).toEqual(['invoke', 'on']);
        const reply = await win.evaluate(() => (globalThis as unknown as { autodream: { invoke(m: string, i: unknown): Promise<unknown> } }).autodream.invoke('memoryDirs.list', {}));
        expect(reply).toMatchObject({ ok: true, result: { memoryDirs: [{ label: expect.any(String) }] } });

        // Navigation away from our page is blocked.
        await win.evaluate(() => {
          (globalThis as unknown as { location: { href: string } }).location.href = 'https://example.com/';
        });
        await win.waitForTimeout(500);
        expect(win.url()).toMatch(/^file:/);

        await mkdir(join(root, 'test-artifacts'), { recursive: true });
        await win.screenshot({ path: join(root, 'test-artifacts', 'electron-launch.png') });
      } finally {
        await app.close();
      }
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});
