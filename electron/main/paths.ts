import { join, resolve } from 'node:path';
import type { TrayIconState } from './status-line.js';

export interface ShellPaths {
  /** dist/renderer/index.html */
  rendererIndex: string;
  /** dist/electron/preload/index.js (CommonJS) */
  preload: string;
  /** Folder of the tray PNGs: idle.png, dreaming.png, attention.png (mac/ holds 16 pt + @2x). */
  trayIcons: string;
  /** The window icon (Linux and Windows show it). */
  appIcon: string;
}

/**
 * Where the shell's files are, from the folder of the compiled main (dist/electron/main).
 * Packaged, the icons sit in the resources folder (electron-builder extraResources). Pure.
 */
export function shellPaths(o: { mainDir: string; isPackaged: boolean; resourcesPath: string }): ShellPaths {
  const dist = resolve(o.mainDir, '..', '..');
  const build = o.isPackaged ? o.resourcesPath : resolve(dist, '..', 'build');
  return {
    rendererIndex: join(dist, 'renderer', 'index.html'),
    preload: join(dist, 'electron', 'preload', 'index.js'),
    trayIcons: join(build, 'tray'),
    appIcon: join(build, 'icon.png'),
  };
}

/** macOS menu bars take 16 pt icons (with @2x beside them); others get 32 px and scale. Pure. */
export function trayIconFile(dir: string, state: TrayIconState, platform: NodeJS.Platform): string {
  return platform === 'darwin' ? join(dir, 'mac', `${state}.png`) : join(dir, `${state}.png`);
}
