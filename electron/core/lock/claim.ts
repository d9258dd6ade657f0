import { readFile, unlink } from 'node:fs/promises';
import { errnoCode } from '../errors.js';
import { writeFileAtomic } from '../fsx/atomic.js';

/**
 * What an autodream writes, beside its in-app lock, right before it puts its PID in
 * `.consolidate-lock`: which PID claimed it and the lastConsolidatedAt it found. When that
 * process is killed before it finishes or rolls back, the next reader sees the claim of a dead
 * PID and knows the lock's mtime is not a dream that finished: readLock reports the prior
 * time, and the next acquire puts the file back as it was. A finished dream marks its claim
 * finished: its PID, left in the lock as the protocol asks, then keeps no other autodream out.
 */
export interface LockClaim {
  memoryDir: string;
  pid: number;
  priorMtimeMs: number;
  claimedAtMs: number;
  /** Its dream finished: the PID stays in the lock (Claude Code's protocol) but holds nothing any more. */
  finished?: boolean;
}

export function claimPath(appLockPath: string): string {
  return `${appLockPath.slice(0, -'.lock'.length)}.claim.json`;
}

export async function readClaim(file: string): Promise<LockClaim | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const c = JSON.parse(text) as Partial<LockClaim>;
    if (typeof c.pid === 'number' && typeof c.priorMtimeMs === 'number' && typeof c.claimedAtMs === 'number' && typeof c.memoryDir === 'string') return c as LockClaim;
  } catch {
    // a torn claim is no claim
  }
  return null;
}

export async function writeClaim(file: string, claim: LockClaim): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(claim), { mode: 0o600 });
}

export async function clearClaim(file: string): Promise<void> {
  await unlink(file).catch((e: unknown) => {
    if (errnoCode(e) !== 'ENOENT') throw e;
  });
}
