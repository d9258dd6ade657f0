import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export type LockHolderKind = 'this autodream' | 'autodream' | 'Claude Code';

/**
 * Who a lock PID is, in words for the status ("held by Claude Code pid 4242"). Best effort:
 * /proc on Linux, `ps` on macOS; null when it cannot tell.
 */
export async function describeLockHolder(pid: number): Promise<LockHolderKind | null> {
  if (pid === process.pid) return 'this autodream';
  const cmd = await commandLine(pid);
  if (cmd === null) return null;
  if (/autodream/i.test(cmd)) return 'autodream';
  if (/claude/i.test(cmd)) return 'Claude Code';
  return null;
}

async function commandLine(pid: number): Promise<string | null> {
  if (process.platform === 'linux') {
    return readFile(`/proc/${pid}/cmdline`, 'utf8').then(
      (s) => s.replace(/\0/g, ' '),
      () => null,
    );
  }
  if (process.platform === 'darwin') {
    return new Promise((done) => {
      execFile('ps', ['-o', 'command=', '-p', String(pid)], { timeout: 2000 }, (err, out) => done(err ? null : out));
    });
  }
  return null;
}
