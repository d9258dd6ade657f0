import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * OpenClaw's own exclusion around its MEMORY.md writes, where autodream can see it: the
 * file-based memory-core (older versions) holds `<workspace>/memory/.dreams/short-term-promotion.lock`
 * (body `<pid>:<ms>\n`) while its dreaming promotes entries into MEMORY.md, and treats it as
 * abandoned once it is older than 60 s and its PID is dead or unreadable. Current versions
 * keep that lock in their SQLite state, out of reach. autodream only reads this file: it
 * never creates it (nor `memory/.dreams/`), and its own exclusion is the in-app lock.
 * See docs/openclaw.md.
 */

export const OPENCLAW_PROMOTION_LOCK = join('memory', '.dreams', 'short-term-promotion.lock');
const STALE_MS = 60_000;

export interface PromotionLockState {
  file: string;
  exists: boolean;
  pid: number | null;
  mtimeMs: number;
  holderAlive: boolean;
  held: boolean;
}

export async function readPromotionLock(workspace: string, now: number): Promise<PromotionLockState> {
  const file = join(workspace, OPENCLAW_PROMOTION_LOCK);
  const st = await stat(file).catch(() => null);
  if (!st?.isFile()) return { file, exists: false, pid: null, mtimeMs: 0, holderAlive: false, held: false };
  const body = await readFile(file, 'utf8').catch(() => '');
  const m = /^(\d+):/.exec(body.trim());
  const pid = m ? Number.parseInt(m[1]!, 10) : null;
  const holderAlive = pid !== null && pid > 0 && likelyAlive(pid);
  // OpenClaw's own rule: taken over only when older than 60 s AND the owner is gone.
  const held = now - st.mtimeMs <= STALE_MS || holderAlive;
  return { file, exists: true, pid, mtimeMs: st.mtimeMs, holderAlive, held };
}

/** As OpenClaw judges it: only "no such process" is dead; EPERM and the rest count as alive. */
function likelyAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
