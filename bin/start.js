#!/usr/bin/env node
// `npm start`: run the desktop app where Electron can run, else the daemon (scheduler + web UI).
// Electron's package downloads its binary on first require('electron'), so this only looks for
// a binary that is already there (node_modules/electron/path.txt and the file it names).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The Electron binary, or why there is none. */
export function findElectron(env = process.env, dir = join(root, 'node_modules', 'electron')) {
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return { binary: null, why: 'the Electron binary is not installed (node_modules/electron/path.txt is missing)' };
  const rel = readFileSync(pathFile, 'utf8').trim();
  const binary = env.ELECTRON_OVERRIDE_DIST_PATH ? join(env.ELECTRON_OVERRIDE_DIST_PATH, rel || 'electron') : join(dir, 'dist', rel);
  if (!rel || !existsSync(binary)) return { binary: null, why: `the Electron binary is missing (${binary})` };
  return { binary, why: null };
}

/** Why there is no screen to show a window on, or null. */
export function noDisplay(env = process.env, platform = process.platform) {
  if (platform === 'darwin' || platform === 'win32') return null;
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return 'there is no display (DISPLAY and WAYLAND_DISPLAY are unset)';
  return null;
}

function run(command, args, label) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: process.env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('error', (e) => {
    console.error(`autodream: could not start ${label}: ${e.message}`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

function main() {
  const mainFile = join(root, 'dist', 'electron', 'main', 'index.js');
  const { binary, why: noElectron } = findElectron();
  const why = noElectron ?? noDisplay();
  if (binary && !why) {
    if (!existsSync(mainFile)) {
      console.error('autodream: dist/electron/main/index.js is missing; run `npm run build` first.');
      process.exitCode = 1;
      return;
    }
    // The app dir, not the file: package.json's "main" points at dist/electron/main/index.js
    // and gives the app its name (and so its userData folder).
    run(binary, [root, ...process.argv.slice(2)], 'Electron');
    return;
  }
  console.error(`autodream: not starting the desktop app: ${why}.`);
  console.error('autodream: starting the daemon instead (scheduler + web UI on 127.0.0.1); its address follows.');
  run(process.execPath, [join(root, 'bin', 'autodream.js'), 'daemon', ...process.argv.slice(2)], 'the daemon');
}

// Run only as a program, so tests can import the checks above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
