import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyStartAtLogin, autostartFile, desktopExec } from '../../../electron/main/login-item.js';

let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'ad-login-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

describe('start at login', () => {
  it('uses the login item settings on macOS and Windows', async () => {
    const calls: unknown[] = [];
    for (const platform of ['darwin', 'win32'] as const) {
      await applyStartAtLogin({ want: true, platform, app: { setLoginItemSettings: (s) => calls.push(s) }, env: {}, home, command: ['/x'] });
    }
    expect(calls).toEqual([{ openAtLogin: true }, { openAtLogin: true }]);
  });

  it('writes and removes an XDG autostart entry on Linux', async () => {
    const env = { XDG_CONFIG_HOME: join(home, 'cfg') };
    const app = { setLoginItemSettings: () => { throw new Error('not on Linux'); } };
    const file = autostartFile(env, home);
    expect(file).toBe(join(home, 'cfg', 'autostart', 'autodream.desktop'));
    await applyStartAtLogin({ want: true, platform: 'linux', app, env, home, command: ['/opt/My Apps/autodream.AppImage'] });
    const text = await readFile(file, 'utf8');
    expect(text).toContain('[Desktop Entry]');
    expect(text).toContain('Exec="/opt/My Apps/autodream.AppImage"');
    await applyStartAtLogin({ want: false, platform: 'linux', app, env, home, command: [] });
    await expect(readFile(file, 'utf8')).rejects.toThrow(/ENOENT/);
    // Turning it off twice is fine.
    await applyStartAtLogin({ want: false, platform: 'linux', app, env, home, command: [] });
  });

  it('quotes Exec arguments the freedesktop way', () => {
    expect(desktopExec(['/usr/bin/electron', '/home/u/my "app"', 'a$b'])).toBe('"/usr/bin/electron" "/home/u/my \\"app\\"" "a\\$b"');
  });
});
