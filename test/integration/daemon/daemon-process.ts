import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (this file is test/integration/daemon/daemon-process.ts). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * How to run the CLI: the built `bin/autodream.js` (what `npm test` builds first), or
 * `$AUTODREAM_TEST_CLI`, a JS entry that behaves like it (e.g. a build in a temp dir).
 */
export function cliEntry(): string {
  const entry = process.env.AUTODREAM_TEST_CLI ?? join(repoRoot, 'bin', 'autodream.js');
  if (!process.env.AUTODREAM_TEST_CLI && !existsSync(join(repoRoot, 'dist', 'electron', 'cli', 'main.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before the daemon tests.');
  }
  return entry;
}

export interface RunningDaemon {
  child: ChildProcess;
  /** The whole first stdout line. */
  firstLine: string;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  token: string;
  stderr(): string;
  /** SIGTERM, then wait for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface DaemonDirs {
  configDir: string;
  stateDir: string;
  home: string;
}

/** Start `autodream --config-dir X --state-dir Y daemon --port 0 --no-open` and read its URL line. */
export async function startDaemon(dirs: DaemonDirs, env: Record<string, string> = {}): Promise<RunningDaemon> {
  const child = spawn(process.execPath, [cliEntry(), '--config-dir', dirs.configDir, '--state-dir', dirs.stateDir, 'daemon', '--port', '0', '--no-open', '--no-scheduler'], {
    cwd: dirs.home,
    env: { PATH: process.env.PATH ?? '', HOME: dirs.home, AUTODREAM_HOME: dirs.stateDir, CLAUDE_CONFIG_DIR: dirs.configDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstLine = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (d: string) => {
      out += d;
      const nl = out.indexOf('\n');
      if (nl >= 0) {
        child.stdout!.off('data', onData);
        resolve(out.slice(0, nl));
      }
    };
    child.stdout!.setEncoding('utf8').on('data', onData);
    void exited.then((code) => reject(new Error(`the daemon exited (${code}) before printing its URL:\n${err}`)));
  });
  const m = /^autodream daemon: (http:\/\/127\.0\.0\.1:(\d+))\/\?token=([A-Za-z0-9_-]+)$/.exec(firstLine);
  if (!m) throw new Error(`unexpected first line: ${JSON.stringify(firstLine)}`);
  return {
    child,
    firstLine,
    origin: m[1]!,
    port: Number(m[2]),
    token: m[3]!,
    stderr: () => err,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request exactly as written (node:http keeps `..` and any Host), unlike fetch which normalises. */
export function rawRequest(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers, setHost: !opts.headers?.Host }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Run the CLI to its end: exit code and output. */
export function runCli(args: string[], dirs: DaemonDirs): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry(), '--config-dir', dirs.configDir, '--state-dir', dirs.stateDir, ...args], {
      cwd: dirs.home,
      env: { PATH: process.env.PATH ?? '', HOME: dirs.home, AUTODREAM_HOME: dirs.stateDir, CLAUDE_CONFIG_DIR: dirs.configDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
