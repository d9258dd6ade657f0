import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = fileURLToPath(new URL('../../bin/autodream.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  json<T = unknown>(): T;
}

/** Run the real `autodream` bin (the built dist/) as a child process. */
export function runCli(args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number; /** Node's own flags, before the bin. */ nodeArgs?: string[] } = {}): Promise<CliRun> {
  if (!existsSync(new URL('../../dist/electron/cli/main.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), BIN, ...args], {
      cwd: opts.cwd ?? REPO,
      env: { ...process.env, AUTODREAM_DEBUG: '', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, json: <T>() => JSON.parse(stdout) as T });
    });
  });
}
