/**
 * A Markdown body as "facts": sentences of prose, list items, quote lines and table rows,
 * each with its offsets in the body. Code (fenced, indented, HTML comments) is never a
 * fact; headings are structure and only returned when asked for.
 */
import { TextMemo } from './text-memo.js';
import { foldText, isCjkChar } from './tokens.js';
import { inlineCodeRanges, isCodeLine, mergeRanges, scanLines, urlRanges } from './markdown.js';
import type { MdLine, Range } from './markdown.js';

export type FactKind = 'sentence' | 'bullet' | 'quote' | 'table' | 'heading';

export interface Fact {
  /** The fact exactly as written (body.slice(start, end)). */
  text: string;
  /** Normalised for comparison (see normalizeFact). */
  norm: string;
  start: number;
  end: number;
  kind: FactKind;
  /** 0-based line of the body where the fact starts. */
  line: number;
  /** `why` for a `**Why:** ...` line, `how to apply` for `**How to apply:**`, ... */
  label?: string;
}

export interface FactsOptions {
  /** Include headings as facts of kind 'heading' (default false). */
  headings?: boolean;
}

/** A run of lines that reads as one unit (a paragraph, a list item, a quote line, a row). */
export interface TextUnit {
  kind: FactKind;
  start: number; // content start (after markers)
  end: number;
  firstLine: number;
  lastLine: number;
  /** Starts with a `**Label:**`. */
  labelled?: boolean;
}

const TABLE_SEPARATOR = /^\|?[\s:|-]+\|?$/;

export function unitsOf(body: string, lines: MdLine[] = scanLines(body)): TextUnit[] {
  const units: TextUnit[] = [];
  let open: TextUnit | null = null;
  const close = (): void => {
    if (open) units.push(open);
    open = null;
  };
  lines.forEach((l, i) => {
    const content = body.slice(l.contentStart, l.end);
    if (l.kind === 'continuation' && open && open.kind === 'bullet') {
      open.end = l.end;
      open.lastLine = i;
      return;
    }
    // Prose lines join into one paragraph, but a labelled line (`**Why:** ...`) is a unit of its own.
    if (l.kind === 'text' && open && open.kind === 'sentence' && !open.labelled && labelOf(content) === undefined) {
      open.end = l.end;
      open.lastLine = i;
      return;
    }
    close();
    if (isCodeLine(l.kind) || l.kind === 'blank' || l.kind === 'hr') return;
    if (content.trim() === '') return;
    switch (l.kind) {
      case 'heading': {
        const trimmed = content.replace(/[ \t]+#+[ \t]*$/, '');
        units.push({ kind: 'heading', start: l.contentStart, end: l.contentStart + trimmed.length, firstLine: i, lastLine: i });
        return;
      }
      case 'quote':
        units.push({ kind: 'quote', start: l.contentStart, end: l.end, firstLine: i, lastLine: i });
        return;
      case 'table':
        if (!TABLE_SEPARATOR.test(content.trim())) units.push({ kind: 'table', start: l.contentStart, end: l.end, firstLine: i, lastLine: i });
        return;
      case 'bullet':
      case 'continuation': // a list item's later paragraph (after a blank line)
        open = { kind: 'bullet', start: l.contentStart, end: l.end, firstLine: i, lastLine: i };
        return;
      default:
        open = { kind: 'sentence', start: l.contentStart, end: l.end, firstLine: i, lastLine: i, labelled: labelOf(content) !== undefined };
    }
  });
  close();
  return units;
}

/** Split a Markdown body into facts with offsets. */
export function factsOf(body: string, opts: FactsOptions = {}): Fact[] {
  // Every rule asks for the facts of the same bodies: split each body once (copies of the list).
  // (its headings are facts of their own: without them, the same facts but those)
  if (opts.headings) return factsWithHeadings.get(body, splitFacts).slice();
  return factsWithoutHeadings.get(body, (b) => factsWithHeadings.get(b, splitFacts).filter((f) => f.kind !== 'heading')).slice();
}
const factsWithHeadings = new TextMemo<readonly Readonly<Fact>[]>(16_000_000);
const factsWithoutHeadings = new TextMemo<readonly Readonly<Fact>[]>(16_000_000);

/** Every fact of a body, its headings included. */
function splitFacts(body: string): Fact[] {
  const lines = scanLines(body);
  const lineStarts = lines.map((l) => l.start);
  const facts: Fact[] = [];
  for (const unit of unitsOf(body, lines)) {
    const label = labelOf(body.slice(unit.start, unit.end));
    const pieces = unit.kind === 'table' || unit.kind === 'heading' ? [trimRange(body, unit.start, unit.end)] : splitSentences(body, unit.start, unit.end);
    for (const p of pieces) {
      if (!p || p.end <= p.start) continue;
      const text = body.slice(p.start, p.end);
      facts.push({
        text,
        norm: normalizeFact(text),
        start: p.start,
        end: p.end,
        kind: unit.kind,
        line: lineIndexAt(lineStarts, p.start),
        ...(label !== undefined && { label }),
      });
    }
  }
  return facts;
}

/** `**Why:** x` -> 'why'; `**How to apply:** y` -> 'how to apply'. */
export function labelOf(text: string): string | undefined {
  const m = /^\s*(?:\*\*|__)([^*_\n]{1,40}?)(?::(?:\*\*|__)|(?:\*\*|__)\s*:)/.exec(text);
  return m?.[1] ? m[1].trim().toLowerCase() : undefined;
}

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'mr', 'mrs', 'ms', 'dr', 'st', 'no', 'inc', 'ltd', 'jr', 'sr', 'fig', 'al', 'resp', 'incl', 'esp']);
const CLOSERS = new Set(['"', '”', '’', "'", ')', ']', '*', '_', '」', '』', '）']);
const CJK_ENDS = new Set(['。', '！', '？']);

/** Sentence ranges inside [from, to), trimmed; inline code, links and URLs never split. */
export function splitSentences(text: string, from = 0, to = text.length): Range[] {
  const guarded = mergeRanges([...inlineCodeRanges(text, from, to), ...urlRanges(text, from, to)]);
  const out: Range[] = [];
  let segStart = from;
  let g = 0;
  for (let i = from; i < to; i += 1) {
    while (g < guarded.length && (guarded[g]?.end ?? 0) <= i) g += 1;
    const gr = guarded[g];
    if (gr && gr.start <= i && i < gr.end) {
      i = gr.end - 1;
      continue;
    }
    const ch = text[i] ?? '';
    let j = i + 1;
    if (CJK_ENDS.has(ch)) {
      while (j < to && (CJK_ENDS.has(text[j] ?? '') || CLOSERS.has(text[j] ?? ''))) j += 1;
    } else if (ch === '.' || ch === '!' || ch === '?') {
      while (j < to && ('.!?'.includes(text[j] ?? '') || CLOSERS.has(text[j] ?? ''))) j += 1;
      if (j < to && !/\s/.test(text[j] ?? '')) continue;
      let k = j;
      while (k < to && /\s/.test(text[k] ?? '')) k += 1;
      if (k < to && !startsSentence(text[k] ?? '')) continue;
      if (ch === '.' && isAbbreviation(text, i)) continue;
    } else {
      continue;
    }
    const r = trimRange(text, segStart, j);
    if (r) out.push(r);
    segStart = j;
    i = j - 1;
  }
  const last = trimRange(text, segStart, to);
  if (last) out.push(last);
  return out;
}

function startsSentence(ch: string): boolean {
  return /[\p{Lu}\p{N}"“‘'([*`_「『]/u.test(ch) || isCjkChar(ch);
}

function isAbbreviation(text: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[\p{L}.]/u.test(text[s - 1] ?? '')) s -= 1;
  const word = text.slice(s, dot);
  if (/^\p{Lu}$/u.test(word) && (s === 0 || /\s/.test(text[s - 1] ?? ''))) return true; // an initial: "J. Smith"
  return ABBREVIATIONS.has(word.toLowerCase());
}

function trimRange(text: string, start: number, end: number): Range | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? '')) s += 1;
  while (e > s && /\s/.test(text[e - 1] ?? '')) e -= 1;
  return e > s ? { start: s, end: e } : null;
}

function lineIndexAt(lineStarts: number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * A fact as compared: full-width folded, lowercased, Markdown markers and emphasis removed,
 * link targets kept (two links to different places are different facts), whitespace
 * collapsed, trailing sentence punctuation dropped.
 */
export function normalizeFact(text: string): string {
  let s = foldText(text);
  s = s.replace(/^\s*(?:>\s*)+/, '').replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/, '').replace(/^\s*#{1,6}\s+/, '');
  s = s.replace(/!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, '$1 $2');
  s = s.replace(/\*\*|__|~~|`+/g, '');
  s = s.replace(/(^|[^\p{L}\p{N}])[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_](?=[^\p{L}\p{N}]|$)/gu, '$1$2');
  s = s.toLowerCase().replace(/\s+/g, ' ').trim();
  s = s.replace(/[\s.。!！;；,，:：、]+$/u, '');
  return s;
}
