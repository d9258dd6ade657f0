import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AutodreamError, errnoCode } from '../errors.js';

/**
 * Which files in a transcript dir are sessions, exactly as Claude Code counts them:
 * `<uuid>.jsonl` directly in the dir. Subagent transcripts (`agent-*.jsonl`, anything under
 * `<uuid>/subagents/`) never count.
 */

const SESSION_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jsonl$/i;

export function isSessionFileName(name: string): boolean {
  return SESSION_FILE.test(name);
}

export interface SessionFile {
  file: string;
  sessionId: string;
  mtimeMs: number;
  size: number;
}

export interface SessionListOptions {
  /** Sessions to leave out (Claude Code leaves out the one it is running in). */
  excludeSessionIds?: Iterable<string>;
}

/**
 * All session transcripts directly in `transcriptDir`; a missing dir has none. Listed and
 * stat'ed with blocking calls: a status of many projects makes hundreds of tiny stats, several
 * times faster without each async call's thread-pool round trip.
 */
export async function listSessionFiles(transcriptDir: string, opts: SessionListOptions = {}): Promise<SessionFile[]> {
  let names: string[];
  try {
    const entries = readdirSync(transcriptDir, { withFileTypes: true });
    names = entries.filter((d) => d.isFile() && isSessionFileName(d.name)).map((d) => d.name);
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw new AutodreamError('unreadable', `Cannot list session transcripts (${code ?? String(e)}).`, { file: transcriptDir, cause: e });
  }
  const exclude = new Set(opts.excludeSessionIds ?? []);
  const out: SessionFile[] = [];
  for (const name of names) {
    const sessionId = name.slice(0, -'.jsonl'.length);
    if (exclude.has(sessionId)) continue;
    const file = join(transcriptDir, name);
    // A transcript deleted between readdir and stat simply is not there any more.
    const s = statOrNull(file);
    if (s) out.push({ file, sessionId, mtimeMs: s.mtimeMs, size: s.size });
  }
  return out;
}

/** Sessions touched strictly after `sinceMs` (lastConsolidatedAt; 0 = never, so all count). */
export async function listSessionsSince(transcriptDir: string, sinceMs: number, opts: SessionListOptions = {}): Promise<SessionFile[]> {
  return (await listSessionFiles(transcriptDir, opts)).filter((s) => s.mtimeMs > sinceMs);
}

export async function countSessionsSince(transcriptDir: string, sinceMs: number, opts: SessionListOptions = {}): Promise<number> {
  return (await listSessionsSince(transcriptDir, sinceMs, opts)).length;
}

function statOrNull(file: string): { mtimeMs: number; size: number } | null {
  try {
    return statSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}
