import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/lock/${name}`, import.meta.url));

/** A TS child process with a queue of its stdout lines. */
export interface Child {
  proc: ChildProcess;
  pid: number;
  nextLine(timeoutMs?: number): Promise<string>;
  /** Close stdin (the fixtures exit on that) and wait for the exit. */
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

export function spawnTs(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const queue: string[] = [];
  const waiters: Array<(line: string) => void> = [];
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    const w = waiters.shift();
    if (w) w(line);
    else queue.push(line);
  });
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  return {
    proc,
    pid: proc.pid!,
    exited,
    nextLine(timeoutMs = 20_000) {
      const ready = queue.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolveLine, reject) => {
        const timer = setTimeout(() => reject(new Error(`no output from ${script} within ${timeoutMs} ms; stderr: ${stderr}`)), timeoutMs);
        waiters.push((line) => {
          clearTimeout(timer);
          resolveLine(line);
        });
        exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`${script} exited (${code}) before printing; stderr: ${stderr}`));
        });
      });
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.stdin!.end();
      await exited;
    },
  };
}

/** The PID of a process that has certainly exited. */
export async function deadPid(): Promise<number> {
  const proc = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((done) => proc.on('exit', done));
  return proc.pid!;
}
