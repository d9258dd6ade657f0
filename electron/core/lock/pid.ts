/**
 * Liveness of a local process, exactly as Claude Code decides it for `.consolidate-lock`:
 * `process.kill(pid, 0)` succeeds. pid <= 1 and every error (EPERM included) count as dead,
 * so a PID we may not signal never blocks a dream forever.
 */
export function isPidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 1) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The lock body as Claude Code reads it: parseInt of the text, NaN = no holder. */
export function parseLockBody(body: string): number | null {
  const pid = Number.parseInt(body, 10);
  return Number.isNaN(pid) ? null : pid;
}
