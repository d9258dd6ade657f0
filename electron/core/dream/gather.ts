import { dirname } from 'node:path';
import type { Finding } from '../api/contract.js';
import { isAutodreamError } from '../errors.js';
import { readLock } from '../lock/index.js';
import type { LogFile } from '../memdir/types.js';
import { listSessionFiles, type SessionFile } from '../sessions/session-files.js';
import { readTranscriptCwd } from '../sessions/transcript-cwd.js';
import { canonicalGitRoot } from '../memdir/git-root.js';
import { relatedTranscriptDirs } from '../sessions/related.js';
import { searchTranscripts } from '../sessions/search.js';
import { localDay } from '../clock.js';
import type { Orientation } from './orient.js';
import { countMemoryReads } from './reads.js';
import type { SourceStatement } from './supersessions.js';
import { detectMemoryRequests, REQUEST_LITERALS } from './text/requests.js';
import { TAKE_BACK_LITERALS, takesBackEarlier } from './text/request-shape.js';
import { factsOf } from './text/sentences.js';
import type { MemoryType } from '../memdir/types.js';

/**
 * Phase 2, Gather: the raw sources, read and never written. Daily logs first (their
 * statements and explicit requests), then a narrow streamed search of the transcripts since
 * the last dream for explicit memory requests in what the user typed, then how often
 * sessions read each memory file (for importance). Drift is checked in drift.ts.
 */

export interface FoundRequest {
  statement: string;
  type: MemoryType;
  vague: boolean;
  /** The sentence the request came from, as typed. */
  quote: string;
  source: { kind: 'session' | 'log'; id: string; date: string };
}

export interface Gathered {
  logs: LogFile[];
  /** Statements of the logs, dated by their log: they may supersede older memory. */
  sources: SourceStatement[];
  requests: FoundRequest[];
  /** The project the memory belongs to (for drift and CLAUDE.md), when known. */
  projectRoot: string | null;
  /** How many times sessions read each memory file (relative path -> count). */
  readCounts: Map<string, number>;
  /** lastConsolidatedAt used for the transcript search (0 = never). */
  sinceMs: number;
  sessionsSearched: number;
  /** What could not be read (transcripts), as findings. */
  findings: Finding[];
}

export interface GatherOptions {
  /** Transcripts to read; default: the memory dir's transcript dir plus related dirs. */
  sessions?: SessionFile[];
  /** Only transcript messages after this; default: the lock's mtime (lastConsolidatedAt). */
  sinceMs?: number;
  projectRoot?: string | null;
  signal?: AbortSignal;
  /** Read counts cover sessions touched in this window before now (default 30 days). */
  readWindowMs?: number;
  now: number;
}

export async function gather(o: Orientation, opts: GatherOptions): Promise<Gathered> {
  const logs = [...o.inventory.logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.relPath < b.relPath ? -1 : 1));
  const sources: SourceStatement[] = [];
  const requests: FoundRequest[] = [];
  for (const log of logs) {
    const text = logProse(log);
    for (const f of factsOf(text)) sources.push({ source: log.relPath, text: f.text, date: log.date });
    // `>` marks what the user typed (entry logs); in a day log a quoted line is the user's too.
    const userText = log.form === 'entry' ? userLines(log.text) : text.replace(/^>[ \t]?/gm, '');
    for (const r of detectMemoryRequests(userText)) {
      // Taken back on the next line ("- remember that … / - scratch that"): nothing is kept.
      if (takesBackEarlier(nextLine(userText, r.end))) continue;
      requests.push({ statement: r.statement, type: r.type, vague: r.vague, quote: userText.slice(r.start, r.end).trim(), source: { kind: 'log', id: log.relPath, date: log.date } });
    }
  }
  opts.signal?.throwIfAborted();

  const sinceMs = opts.sinceMs ?? (await readLock(o.dir.path).catch(() => null))?.mtimeMs ?? 0;
  const sessions = opts.sessions ?? (await sessionsOf(o, opts));
  const projectRoot = opts.projectRoot !== undefined ? opts.projectRoot : o.dir.projectRoot ?? (await rootFromSessions(sessions));
  let sessionsSearched = 0;
  const findings: Finding[] = [];
  const found = sessions.length === 0 ? null : await searchTranscripts(sessions.map((s) => s.file), [...REQUEST_LITERALS, ...TAKE_BACK_LITERALS], { sinceMs, roles: ['user'], ...(opts.signal && { signal: opts.signal }) }).catch((e: unknown) => {
    if (opts.signal?.aborted) throw e;
    // Transcripts are a bonus source: a dream goes on without them, and says so.
    findings.push({ kind: 'unreadable-transcript', file: isAutodreamError(e) && e.file ? e.file : o.dir.transcriptDir ?? '', detail: `session transcripts could not be searched for memory requests: ${e instanceof Error ? e.message : String(e)}` });
    return null;
  });
  if (found) {
    sessionsSearched = found.stats.files;
    // Each session's hits in the order typed: a message that takes back what was asked just before
    // ("wait no, don't keep that", 剛剛那個不要記) drops that message's requests.
    const hits = [...found.hits].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.lineNo - b.lineNo));
    let last: { file: string; at: number; lineNo: number; requests: FoundRequest[] } | null = null;
    for (const hit of hits) {
      const at = hit.timestamp && Number.isFinite(Date.parse(hit.timestamp)) ? Date.parse(hit.timestamp) : opts.now;
      const date = localDay(at);
      if (last && last.file === hit.file && takesBackEarlier(hit.text) && withdrawnSoon(last, hit.lineNo, at)) {
        for (const r of last.requests) requests.splice(requests.indexOf(r), 1);
        last = null;
      }
      const asked: FoundRequest[] = [];
      for (const r of detectMemoryRequests(hit.text)) {
        asked.push({ statement: r.statement, type: r.type, vague: r.vague, quote: hit.text.slice(r.start, r.end).trim(), source: { kind: 'session', id: hit.sessionId, date } });
      }
      requests.push(...asked);
      if (asked.length > 0) last = { file: hit.file, at, lineNo: hit.lineNo, requests: asked };
    }
  }
  opts.signal?.throwIfAborted();
  const windowStart = opts.now - (opts.readWindowMs ?? 30 * 86_400_000);
  const recent = sessions.filter((s) => s.mtimeMs > windowStart).map((s) => s.file);
  const readCounts = recent.length > 0 ? await countMemoryReads(recent, o.dir.path, opts.signal) : new Map<string, number>();
  return { logs, sources, requests: dedupeRequests(requests), projectRoot, readCounts, sinceMs, sessionsSearched, findings };
}

/** The memory dir's own sessions plus those of subfolders and worktrees of the same project. */
async function sessionsOf(o: Orientation, opts: GatherOptions): Promise<SessionFile[]> {
  const dir = o.dir.transcriptDir;
  if (!dir) return [];
  const own = await listSessionFiles(dir).catch(() => [] as SessionFile[]);
  if (!o.dir.projectRoot) return own;
  const related = await relatedTranscriptDirs(dirname(dir), o.dir.projectRoot, dir, opts.signal ? { signal: opts.signal } : {}).catch(() => []);
  const more: SessionFile[] = [];
  for (const r of related) more.push(...(await listSessionFiles(r.dir).catch(() => [] as SessionFile[])));
  return [...own, ...more];
}

/** The git root of the newest session's cwd. */
async function rootFromSessions(sessions: SessionFile[]): Promise<string | null> {
  for (const s of [...sessions].sort((a, b) => b.mtimeMs - a.mtimeMs).slice(0, 3)) {
    const cwd = await readTranscriptCwd(s.file);
    if (cwd) return (await canonicalGitRoot(cwd)) ?? cwd;
  }
  return null;
}

/** A retraction belongs to the request before it when typed soon after: within 15 minutes and 40 transcript lines. */
function withdrawnSoon(last: { at: number; lineNo: number }, lineNo: number, at: number): boolean {
  return lineNo > last.lineNo && lineNo - last.lineNo <= 40 && at >= last.at - 1000 && at - last.at <= 15 * 60_000;
}

/** The line after the one holding offset `at` (or '' at the end). */
function nextLine(text: string, at: number): string {
  const end = text.indexOf('\n', Math.max(0, at - 1));
  if (end < 0) return '';
  const next = text.indexOf('\n', end + 1);
  return text.slice(end + 1, next < 0 ? undefined : next).replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
}

/** A log's prose: entry logs drop tool lines (`.`) and the `>`/`<` speaker marks. */
function logProse(log: LogFile): string {
  if (log.form !== 'entry') return log.text;
  return log.text
    .split('\n')
    .filter((l) => !/^\.\s/.test(l))
    .map((l) => l.replace(/^[<>]\s?/, ''))
    .join('\n');
}

/** What the user typed in an entry log: the `>` lines, without the mark. */
function userLines(text: string): string {
  return text
    .split('\n')
    .filter((l) => /^>\s?/.test(l))
    .map((l) => l.replace(/^>\s?/, ''))
    .join('\n');
}

/** The same statement asked for several times is one request (the first time it was asked). */
function dedupeRequests(requests: FoundRequest[]): FoundRequest[] {
  const seen = new Set<string>();
  const out: FoundRequest[] = [];
  for (const r of [...requests].sort((a, b) => (a.source.date < b.source.date ? -1 : a.source.date > b.source.date ? 1 : 0))) {
    const key = r.statement.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return out;
}
