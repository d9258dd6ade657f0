import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * autodream's own state dir: settings, dream reports, snapshots. Never inside a memory dir
 * (Claude Code loads every *.md under a memory dir).
 * `$AUTODREAM_HOME`, else the platform's app-data dir.
 */
export function resolveStateDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = homedir()): string {
  if (env.AUTODREAM_HOME) return resolve(env.AUTODREAM_HOME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'autodream');
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'autodream');
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'autodream');
}

/**
 * A stable id for a memory dir: a readable slug of its last path parts plus a hash of its
 * realpath, so two projects with the same name never share state.
 */
export function memoryDirId(realPath: string): string {
  const hash = createHash('sha256').update(realPath).digest('hex').slice(0, 10);
  const parts = realPath.split(/[\\/]+/).filter(Boolean);
  // `<config>/projects/<slug>/memory` reads better as its project slug than as "memory".
  const name = basename(realPath) === 'memory' && parts.length >= 2 ? parts[parts.length - 2]! : basename(realPath);
  const slug = name.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(-40) || 'memory';
  return `${slug}-${hash}`;
}

/** Where each part of the state lives, for one state dir. */
export function statePaths(stateDir: string) {
  return {
    root: stateDir,
    settings: join(stateDir, 'settings.json'),
    dreams: join(stateDir, 'dreams'),
    snapshots: join(stateDir, 'snapshots'),
  };
}
