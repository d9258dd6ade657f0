/**
 * Just enough Markdown structure for the text algorithms: which lines are code, headings,
 * quotes, bullets or prose, and where inline code, links and URLs sit. Offsets index the
 * original string, so callers edit by splicing it (never by re-rendering Markdown).
 */

export type LineKind =
  | 'blank'
  | 'heading'
  | 'fence' // inside (or the fences of) a fenced code block
  | 'indented-code'
  | 'html' // HTML comment lines
  | 'hr'
  | 'quote'
  | 'bullet' // a list item's first line
  | 'continuation' // an indented line continuing a list item
  | 'table'
  | 'text';

export interface MdLine {
  kind: LineKind;
  /** Offset of the line start, and of its end (before `\r\n`/`\n`). */
  start: number;
  end: number;
  /** Where the content starts after markers (`- `, `> `, `## `, `1. `, `- [ ] `). */
  contentStart: number;
}

export interface Range {
  start: number;
  end: number;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]+|$)/;
const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}>[ \t]?/;
const BULLET = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\])?(?:[ \t]+|$)/;
const TABLE = /^[ \t]*\|/;

/** Classify every line of a Markdown body. */
export function scanLines(body: string): MdLine[] {
  const out: MdLine[] = [];
  let fence: { ch: string; len: number } | null = null;
  let inHtmlComment = false;
  let inList = false;
  let prevKind: LineKind = 'blank';
  let pos = 0;
  while (pos <= body.length) {
    let nl = body.indexOf('\n', pos);
    if (nl === -1) nl = body.length;
    let end = nl;
    if (end > pos && body[end - 1] === '\r') end -= 1;
    const line = body.slice(pos, end);
    const push = (kind: LineKind, contentStart = pos): void => {
      out.push({ kind, start: pos, end, contentStart });
      prevKind = kind;
    };

    if (fence) {
      push('fence');
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close?.[1] && close[1][0] === fence.ch && close[1].length >= fence.len) fence = null;
    } else if (inHtmlComment) {
      push('html');
      if (line.includes('-->')) inHtmlComment = false;
    } else {
      const open = FENCE_OPEN.exec(line);
      if (open?.[1]) {
        fence = { ch: open[1][0] ?? '`', len: open[1].length };
        push('fence');
        inList = false;
      } else if (/^[ \t]*$/.test(line)) {
        push('blank');
      } else if (/^ {0,3}<!--/.test(line)) {
        if (!line.includes('-->')) inHtmlComment = true;
        push('html');
      } else if (/^(?: {4}|\t)/.test(line) && !inList && (prevKind === 'blank' || prevKind === 'indented-code')) {
        push('indented-code');
      } else if (HEADING.test(line)) {
        push('heading', pos + (HEADING.exec(line)?.[0].length ?? 0));
        inList = false;
      } else if (HR.test(line)) {
        push('hr', end);
        inList = false;
      } else if (QUOTE.test(line)) {
        push('quote', pos + (QUOTE.exec(line)?.[0].length ?? 0));
        inList = false;
      } else if (BULLET.test(line)) {
        push('bullet', pos + (BULLET.exec(line)?.[0].length ?? 0));
        inList = true;
      } else if (inList && /^[ \t]+\S/.test(line)) {
        push('continuation', pos + (/^[ \t]*/.exec(line)?.[0].length ?? 0));
      } else if (TABLE.test(line)) {
        push('table', pos + (/^[ \t]*/.exec(line)?.[0].length ?? 0));
        inList = false;
      } else {
        // A lazy continuation of a list item stays in the list; anything after a blank leaves it.
        if (prevKind === 'blank') inList = false;
        push(inList ? 'continuation' : 'text', pos + (/^[ \t]*/.exec(line)?.[0].length ?? 0));
      }
    }
    if (nl >= body.length) break;
    pos = nl + 1;
  }
  return out;
}

/** The cells of a Markdown table row, trimmed, without its outer pipes; empty cells stay, since columns count by position. */
export function tableCells(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

export function isCodeLine(kind: LineKind): boolean {
  return kind === 'fence' || kind === 'indented-code' || kind === 'html';
}

/** Inline code spans (backtick runs of equal length), as ranges including the backticks. */
export function inlineCodeRanges(text: string, from = 0, to = text.length): Range[] {
  const out: Range[] = [];
  let i = from;
  while (i < to) {
    const open = text.indexOf('`', i);
    if (open === -1 || open >= to) break;
    let n = 1;
    while (text[open + n] === '`') n += 1;
    const ticks = '`'.repeat(n);
    let search = open + n;
    let close = -1;
    while (search < to) {
      const c = text.indexOf(ticks, search);
      if (c === -1 || c >= to) break;
      if (text[c + n] !== '`' && text[c - 1] !== '`') {
        close = c;
        break;
      }
      search = c + 1;
    }
    if (close === -1) {
      i = open + n;
      continue;
    }
    out.push({ start: open, end: close + n });
    i = close + n;
  }
  return out;
}

/** URLs, autolinks, link/image targets `](...)` and reference definitions. */
export function urlRanges(text: string, from = 0, to = text.length): Range[] {
  const out: Range[] = [];
  const slice = text.slice(from, to);
  const patterns = [
    /\]\([^)\s]*(?:\s+"[^"]*")?\)/g,
    /<[a-z][a-z0-9+.-]*:[^>\s]*>/gi,
    /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)[^\s<>()]*(?:\([^\s<>()]*\)[^\s<>()]*)*/gi,
    /^[ \t]*\[[^\]]+\]:\s*\S+.*$/gm,
  ];
  for (const re of patterns) {
    for (const m of slice.matchAll(re)) {
      const s = from + (m.index ?? 0);
      // A sentence's final period or comma is not part of a bare URL.
      const len = re === patterns[2] ? m[0].replace(/[.,;:!?'"]+$/, '').length : m[0].length;
      out.push({ start: s, end: s + len });
    }
  }
  return mergeRanges(out);
}

/** Quoted passages: "...", “...”, ‘...’, 「...」, 『...』 (straight quotes paired within a line). */
export function quotedRanges(text: string, from = 0, to = text.length): Range[] {
  const out: Range[] = [];
  const slice = text.slice(from, to);
  const patterns = [/"[^"\n]*"/g, /“[^”\n]*”/g, /(?<![\p{L}\p{N}])‘[^’\n]*’(?![\p{L}\p{N}])/gu, /「[^」\n]*」/g, /『[^』\n]*』/g];
  for (const re of patterns) {
    for (const m of slice.matchAll(re)) {
      const s = from + (m.index ?? 0);
      out.push({ start: s, end: s + m[0].length });
    }
  }
  return mergeRanges(out);
}

export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

export function overlaps(ranges: readonly Range[], start: number, end: number): boolean {
  return ranges.some((r) => r.start < end && start < r.end);
}

/** Replace every character of the ranges (except newlines) with `fill`, keeping offsets. */
export function maskRanges(text: string, ranges: readonly Range[], fill: string): string {
  if (ranges.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const r of mergeRanges([...ranges])) {
    if (r.start < at) continue;
    parts.push(text.slice(at, r.start));
    parts.push(text.slice(r.start, r.end).replace(/[^\n]/g, fill));
    at = r.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
