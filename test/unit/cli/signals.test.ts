/**
 * A command that stops cleanly on Ctrl+C (dream, daemon) must not be killed by the signal when
 * proper-lockfile (and its exit hook, signal-exit) loads after the command started listening, as
 * it does now that locks load on first use. Real child processes, real signals.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const SIGNALS = fileURLToPath(new URL('../../../electron/cli/signals.ts', import.meta.url));

/** A process that listens, then loads proper-lockfile, says "ready", and on the first signal finishes its work in 300 ms and exits 5. */
function child(): { ready: Promise<void>; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>; kill: (s: NodeJS.Signals) => void } {
  const script = `
    const { onStopSignals } = await import(${JSON.stringify(SIGNALS)});
    onStopSignals(() => setTimeout(() => { console.log('stopped cleanly'); process.exit(5); }, 300));
    await import('proper-lockfile');
    console.log('ready');
    setInterval(() => {}, 1000);`;
  const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  let onReady: () => void = () => {};
  const ready = new Promise<void>((r) => (onReady = r));
  p.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    if (stdout.includes('ready')) onReady();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>((r) => p.on('close', (code, signal) => r({ code, signal, stdout })));
  return { ready, exit, kill: (s) => p.kill(s) };
}

describe('onStopSignals', () => {
  it('a first signal stops cleanly even though signal-exit registered after it', async () => {
    for (const s of ['SIGINT', 'SIGTERM'] as const) {
      const c = child();
      await c.ready;
      c.kill(s);
      const r = await c.exit;
      expect(r, s).toMatchObject({ code: 5, signal: null });
      expect(r.stdout).toContain('stopped cleanly');
    }
  });

  it('a second signal kills', async () => {
    const c = child();
    await c.ready;
    c.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 50));
    c.kill('SIGINT');
    const r = await c.exit;
    expect(r.signal).toBe('SIGINT');
    expect(r.stdout).not.toContain('stopped cleanly');
  });
});
