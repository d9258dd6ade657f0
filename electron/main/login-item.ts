import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode } from '../core/errors.js';
import { writeFileAtomic } from '../core/fsx/atomic.js';

/** Quote arguments for a .desktop file's Exec key (the freedesktop rules). Pure. */
export function desktopExec(args: readonly string[]): string {
  return args.map((a) => `"${a.replace(/(["`$\\])/g, '\\$1')}"`).join(' ');
}

export function autostartFile(env: NodeJS.ProcessEnv, home: string): string {
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'autostart', 'autodream.desktop');
}

export function autostartEntry(command: readonly string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=autodream',
    "Comment=Keeps AI coding agents' memory healthy while you are away",
    `Exec=${desktopExec(command)}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/**
 * Start at login (setting `startAtLogin`): macOS and Windows through app.setLoginItemSettings;
 * Linux, where Electron has none, through an XDG autostart entry that is ours alone.
 */
export async function applyStartAtLogin(o: {
  want: boolean;
  platform: NodeJS.Platform;
  app: { setLoginItemSettings(settings: { openAtLogin: boolean }): void };
  env: NodeJS.ProcessEnv;
  home: string;
  /** How to launch this app: the AppImage or executable (plus the app dir when unpackaged). */
  command: readonly string[];
}): Promise<void> {
  if (o.platform === 'darwin' || o.platform === 'win32') {
    o.app.setLoginItemSettings({ openAtLogin: o.want });
    return;
  }
  const file = autostartFile(o.env, o.home);
  if (o.want) {
    const entry = autostartEntry(o.command);
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current !== entry) await writeFileAtomic(file, entry, { fsync: false, followSymlink: true });
    return;
  }
  try {
    await rm(file);
  } catch (e) {
    if (errnoCode(e) !== 'ENOENT') throw e;
  }
}
