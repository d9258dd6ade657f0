/**
 * MEMORY.md, the index Claude Code loads into every session: one `- [Title](file.md) — hook`
 * line per memory. Parsed line by line so that a rewrite touches only the lines it changes.
 */

/** Claude Code loads only this many lines of MEMORY.md ... */
export const INDEX_MAX_LINES = 200;
/** ... and then at most this many UTF-16 code units (JS string length), cut at a newline. */
export const INDEX_MAX_UNITS = 25_000;
/** An index entry should stay under this many characters. */
export const ENTRY_MAX_CHARS = 150;

export type LineEnding = '\n' | '\r\n' | '';

export interface IndexEntryLine {
  kind: 'entry';
  title: string;
  file: string;
  /** The one-line hook after the separator; '' when there is none. */
  hook: string;
  /** The line as written, without its line ending. */
  raw: string;
  /** 1-based line number in the parsed text (0 for a line made by entryLine). */
  lineNo: number;
  /** The line's own ending ('' for a last line without one); undefined for new lines. */
  eol?: LineEnding;
}

export interface IndexOtherLine {
  kind: 'other';
  raw: string;
  lineNo: number;
  eol?: LineEnding;
}

export type IndexLine = IndexEntryLine | IndexOtherLine;

export interface IndexEntry {
  title: string;
  file: string;
  hook?: string;
}

// `- [Title](file.md) — hook`: bullet - or *, title may hold one level of [brackets],
// separator em dash, en dash, ` - ` or `:`; the hook is optional.
const ENTRY_RE = /^\s*[-*]\s+\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*<?([^()<>]*?)>?\s*\)\s*(?:(?:—|–|:|-(?=\s|$))\s*)?(.*?)\s*$/;

/** Split MEMORY.md into lines: entries and everything else, each with its own line ending. */
export function parseIndex(text: string): IndexLine[] {
  const lines: IndexLine[] = [];
  let pos = 0;
  let lineNo = 1;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    const crlf = nl !== -1 && end > pos && text[end - 1] === '\r';
    const raw = text.slice(pos, crlf ? end - 1 : end);
    const eol: LineEnding = nl === -1 ? '' : crlf ? '\r\n' : '\n';
    lines.push(parseIndexLine(raw, lineNo, eol));
    pos = nl === -1 ? text.length : nl + 1;
    lineNo++;
  }
  return lines;
}

/** One line of MEMORY.md (without its line ending). */
export function parseIndexLine(raw: string, lineNo: number, eol?: LineEnding): IndexLine {
  const m = ENTRY_RE.exec(raw);
  const file = m?.[2]?.trim() ?? '';
  // A web link is not a pointer to a memory file.
  if (!m || file === '' || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(file)) return withEol({ kind: 'other', raw, lineNo }, eol);
  return withEol({ kind: 'entry', title: m[1]!.trim(), file, hook: m[3] ?? '', raw, lineNo }, eol);
}

/**
 * Join lines back into text. A parsed line keeps its own ending, so parse -> serialize is
 * byte-identical; a new line (no eol) gets the file's usual ending.
 */
export function serializeIndex(lines: readonly IndexLine[]): string {
  const usual = lines.find((l) => l.eol === '\r\n' || l.eol === '\n')?.eol ?? '\n';
  let out = '';
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    let eol = line.eol ?? usual;
    if (eol === '' && !last) eol = usual;
    out += line.raw + eol;
  });
  return out;
}

/** The canonical entry line: `- [Title](file.md) — hook` (em dash). */
export function formatEntry({ title, file, hook }: IndexEntry): string {
  const h = hook?.trim();
  return `- [${title}](${file})${h ? ` — ${h}` : ''}`;
}

/** A new entry line for serializeIndex. */
export function entryLine(entry: IndexEntry): IndexEntryLine {
  return { kind: 'entry', title: entry.title, file: entry.file, hook: entry.hook?.trim() ?? '', raw: formatEntry(entry), lineNo: 0 };
}

export interface IndexLoad {
  /** What Claude Code puts in the agent's context (before its warning line). */
  loadedText: string;
  loadedLines: number;
  loadedUnits: number;
  /** Lines and units of the whole index, after Claude Code's trim of surrounding blank space. */
  totalLines: number;
  units: number;
  /** Lines past the 200-line limit (0 when within). */
  overLines: number;
  /** Units past the 25,000-unit limit (0 when within). */
  overUnits: number;
  truncated: boolean;
  /** Entries the agent never sees, in file order. */
  lostEntries: IndexEntryLine[];
}

/**
 * What Claude Code actually loads from MEMORY.md: the trimmed text, its first 200 lines, then
 * cut at the last newline before 25,000 UTF-16 units. Everything past that is silently lost.
 */
/** How much of an index its agent loads: Claude Code's 200 lines / 25,000 units, or no cut. */
export interface IndexLimits {
  maxLines: number;
  maxUnits: number;
}

export const CLAUDE_INDEX_LIMITS: IndexLimits = { maxLines: INDEX_MAX_LINES, maxUnits: INDEX_MAX_UNITS };

/**
 * The limits of a dir kind's index. OpenClaw's memory-system skill reads its whole MEMORY.md
 * (its rules: one entry per line, <= 150 characters, absolute dates; no line or size cap), so
 * Claude Code's cut does not apply there (docs/openclaw.md).
 */
export function indexLimitsFor(kind: string): IndexLimits {
  return kind === 'openclaw' ? { maxLines: Infinity, maxUnits: Infinity } : CLAUDE_INDEX_LIMITS;
}

/** What Claude Code loads of an index text, and the entries it does not see (`lines`: the text's parseIndex, when the caller has it). */
export function indexLoad(text: string, limits: IndexLimits = CLAUDE_INDEX_LIMITS, lines: readonly IndexLine[] = parseIndex(text)): IndexLoad {
  const trimmed = text.trim();
  const leading = text.length - text.trimStart().length;
  const firstLineNo = countNewlines(text, 0, leading) + 1;
  const all = trimmed === '' ? [] : trimmed.split('\n');
  const overLines = Math.max(0, all.length - limits.maxLines);
  let loaded = overLines > 0 ? all.slice(0, limits.maxLines).join('\n') : trimmed;
  if (loaded.length > limits.maxUnits) {
    const cutAt = loaded.lastIndexOf('\n', limits.maxUnits);
    loaded = loaded.slice(0, cutAt > 0 ? cutAt : limits.maxUnits);
  }
  const loadedLines = loaded === '' ? 0 : countNewlines(loaded, 0, loaded.length) + 1;
  // A line cut in the middle (no newline before the unit limit) is not fully seen either.
  const wholeLines = loaded.length === 0 || loaded === all.slice(0, loadedLines).join('\n') ? loadedLines : loadedLines - 1;
  const lastSeenLineNo = firstLineNo + wholeLines - 1;
  const lostEntries = lines.filter((l): l is IndexEntryLine => l.kind === 'entry' && l.lineNo > lastSeenLineNo);
  return {
    loadedText: loaded,
    loadedLines,
    loadedUnits: loaded.length,
    totalLines: all.length,
    units: trimmed.length,
    overLines,
    overUnits: Math.max(0, trimmed.length - limits.maxUnits),
    truncated: loaded.length < trimmed.length,
    lostEntries,
  };
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

function withEol<T extends IndexLine>(line: T, eol: LineEnding | undefined): T {
  if (eol !== undefined) line.eol = eol;
  return line;
}
