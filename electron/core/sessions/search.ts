import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { AutodreamError, errnoCode } from '../errors.js';
import { lineChunks } from './line-chunks.js';
import { LiteralMatcher } from './literal-matcher.js';
import { entryRole, entryText, isTranscriptEntry, type TranscriptEntry } from './transcript-entry.js';

/**
 * The dream's narrow keyword search of transcripts ("remember", "记住", ...): raw bytes are
 * scanned for the patterns first and only lines with a hit are parsed, then the pattern is
 * confirmed in the message text itself. Streams with one bounded buffer per file.
 */

export interface TranscriptHit {
  file: string;
  sessionId: string;
  lineNo: number;
  timestamp: string | null;
  role: string;
  /** The message text (string content or its text blocks), cut at maxTextChars. */
  text: string;
  pattern: string;
}

export interface SearchOptions {
  /** Only entries newer than this (and files touched after it); 0/absent = all. */
  sinceMs?: number;
  /** Message roles to search; default ['user']. */
  roles?: string[];
  /** ASCII letters match regardless of case (default true); other scripts match exactly. */
  caseInsensitive?: boolean;
  signal?: AbortSignal;
  /** Stop after this many hits (default 1000); stats.truncated says so. */
  maxHits?: number;
  maxTextChars?: number;
  maxLineBytes?: number;
  chunkBytes?: number;
}

export interface SearchStats {
  files: number;
  /** Files not read because they were last touched before sinceMs. */
  filesSkipped: number;
  bytes: number;
  /** Lines whose raw bytes contained a pattern (what `rg -c` would count). */
  candidateLines: number;
  brokenLines: number;
  oversizedLines: number;
  truncated: boolean;
}

export interface SearchResult {
  hits: TranscriptHit[];
  stats: SearchStats;
}

const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

export async function searchTranscripts(files: string[], patterns: string[], opts: SearchOptions = {}): Promise<SearchResult> {
  const wanted = [...new Set(patterns)].filter((p) => p.length > 0);
  if (wanted.length === 0) throw new AutodreamError('usage', 'A transcript search needs at least one non-empty pattern.');
  const ci = opts.caseInsensitive ?? true;
  // Inside a JSON line a pattern appears JSON-escaped (a quote as \"), so match that form.
  const matcher = new LiteralMatcher(
    wanted.map((p) => Buffer.from(JSON.stringify(p).slice(1, -1), 'utf8')),
    ci,
  );
  const needles = wanted.map((p) => (ci ? asciiLower(p) : p));
  const roles = new Set(opts.roles ?? ['user']);
  const sinceMs = opts.sinceMs ?? 0;
  const maxHits = opts.maxHits ?? 1000;
  const maxTextChars = opts.maxTextChars ?? 20_000;
  const stats: SearchStats = { files: 0, filesSkipped: 0, bytes: 0, candidateLines: 0, brokenLines: 0, oversizedLines: 0, truncated: false };
  const hits: TranscriptHit[] = [];

  const consider = (file: string, lineNo: number, entry: TranscriptEntry) => {
    const role = entryRole(entry);
    if (role === undefined || !roles.has(role) || entry.isMeta === true) return;
    const ts = typeof entry.timestamp === 'string' ? entry.timestamp : null;
    if (sinceMs > 0 && ts !== null && !(Date.parse(ts) > sinceMs)) return;
    const text = entryText(entry);
    if (text === '') return;
    const haystack = ci ? asciiLower(text) : text;
    needles.forEach((needle, i) => {
      if (hits.length >= maxHits || !haystack.includes(needle)) return;
      hits.push({
        file,
        sessionId: typeof entry.sessionId === 'string' ? entry.sessionId : basename(file, '.jsonl'),
        lineNo,
        timestamp: ts,
        role,
        text: text.length > maxTextChars ? `${text.slice(0, maxTextChars)}…` : text,
        pattern: wanted[i]!,
      });
    });
  };

  for (const file of files) {
    if (hits.length >= maxHits) {
      stats.truncated = true;
      break;
    }
    let size: number;
    try {
      const s = await stat(file);
      if (sinceMs > 0 && s.mtimeMs <= sinceMs) {
        stats.filesSkipped++;
        continue;
      }
      size = s.size;
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') continue; // deleted since it was listed
      throw new AutodreamError('unreadable', `Cannot read the transcript (${errnoCode(e) ?? String(e)}).`, { file, cause: e });
    }
    stats.files++;
    stats.bytes += size;
    let linesBefore = 0; // lines wholly before the current chunk
    for await (const chunk of lineChunks(file, { ...opts })) {
      if (chunk.kind === 'oversized') {
        linesBefore++;
        stats.oversizedLines++;
        continue;
      }
      const { buf, end } = chunk;
      let counted = 0; // newlines counted in buf[0, counted)
      let lineNo = linesBefore;
      let from = 0;
      while (from < end && hits.length < maxHits) {
        const at = matcher.find(buf, from, end);
        if (at < 0) break;
        const lineStart = at === 0 ? 0 : buf.lastIndexOf(10, at - 1) + 1;
        let lineEnd = buf.indexOf(10, at);
        if (lineEnd < 0 || lineEnd > end) lineEnd = end;
        for (let nl = buf.indexOf(10, counted); nl !== -1 && nl < lineStart; nl = buf.indexOf(10, nl + 1)) lineNo++;
        counted = lineStart;
        stats.candidateLines++;
        let entry: unknown;
        try {
          entry = JSON.parse(buf.toString('utf8', lineStart, lineEnd));
        } catch {
          entry = undefined;
        }
        if (isTranscriptEntry(entry)) consider(file, lineNo + 1, entry);
        else stats.brokenLines++;
        from = lineEnd + 1;
      }
      for (let nl = buf.indexOf(10, counted); nl !== -1 && nl < end; nl = buf.indexOf(10, nl + 1)) lineNo++;
      // A final line without a line break still counts as a line.
      linesBefore = end > 0 && buf[end - 1] !== 10 ? lineNo + 1 : lineNo;
      if (hits.length >= maxHits) {
        stats.truncated = true;
        break;
      }
    }
  }
  return { hits, stats };
}
