import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../fsx/atomic.js';
import { OPENCLAW_STATE_FILE } from '../memdir/openclaw.js';
import type { MemoryDir } from '../memdir/types.js';

/**
 * When an OpenClaw dir was last dreamed, kept where OpenClaw's side keeps it, so that the
 * memory-system skill and autodream agree: the skill folder's `.auto-dream-state.json`
 * (`{ lastConsolidatedAt: ms, lastConsolidatedSessions: n }`, 2-space JSON, no final newline).
 * A workspace (OpenClaw's own layout) has no such file and OpenClaw would create none, so its
 * time lives in autodream's state dir. See docs/openclaw.md.
 */

export interface SkillState {
  lastConsolidatedAt: number;
  lastConsolidatedSessions: number;
}

/** Where the last dream time of an OpenClaw dir is kept. */
export function openClawStateFile(dir: Pick<MemoryDir, 'id' | 'kind' | 'path'>, stateDir: string): string {
  return dir.kind === 'openclaw' ? join(dir.path, OPENCLAW_STATE_FILE) : join(stateDir, 'openclaw', `${dir.id}.json`);
}

/** The state as the skill reads it: missing or unreadable = zeros (the skill's own fallback). */
export async function readSkillState(file: string): Promise<SkillState & { problem: string | null }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { lastConsolidatedAt: 0, lastConsolidatedSessions: 0, problem: null };
  }
  try {
    const o = JSON.parse(text) as Partial<Record<keyof SkillState, unknown>>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
    return { lastConsolidatedAt: num(o.lastConsolidatedAt), lastConsolidatedSessions: Math.floor(num(o.lastConsolidatedSessions)), problem: null };
  } catch {
    return { lastConsolidatedAt: 0, lastConsolidatedSessions: 0, problem: `${OPENCLAW_STATE_FILE} is not valid JSON; it reads as "never dreamed" and is rewritten after the next dream` };
  }
}

/**
 * Record a dream that finished at `atMs`: both fields, as the skill writes them, keeping any
 * other keys already in the file.
 */
export async function writeSkillState(file: string, atMs: number, sessions: number): Promise<void> {
  let other: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) other = parsed as Record<string, unknown>;
  } catch {
    // missing or broken: written fresh
  }
  const next = { ...other, lastConsolidatedAt: Math.round(atMs), lastConsolidatedSessions: sessions };
  await writeFileAtomic(file, JSON.stringify(next, null, 2), { mode: 0o644 });
}

/** The skill's session count: `*.json` files directly in `<skill folder>/sessions`, or null without that folder. */
export async function skillSessionFiles(skillDir: string): Promise<number | null> {
  try {
    const entries = await readdir(join(skillDir, 'sessions'), { withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith('.json')).length;
  } catch {
    return null;
  }
}

/**
 * Sessions in OpenClaw's session store (`<state dir>/agents/<id>/sessions/*.jsonl`, one
 * transcript per session) written after `sinceMs`; null when the store does not exist.
 */
export async function storeSessionsSince(sessionsDir: string, sinceMs: number): Promise<number | null> {
  let names: string[];
  try {
    names = (await readdir(sessionsDir)).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return null;
  }
  let n = 0;
  await Promise.all(
    names.map(async (name) => {
      const st = await stat(join(sessionsDir, name)).catch(() => null);
      if (st?.isFile() && st.mtimeMs > sinceMs) n++;
    }),
  );
  return n;
}
