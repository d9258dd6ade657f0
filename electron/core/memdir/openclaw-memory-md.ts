/**
 * OpenClaw's `MEMORY.md` as memories: it is content, not an index. Each top-level bullet (with
 * its continuation lines) is one memory; so is each `### ` entry (heading to the next heading),
 * whose bullets belong to it; a plain paragraph under a heading is one too. Sections (`#`/`##`
 * headings) only group them. Offsets let a dream edit one memory and leave every other byte.
 */

export interface MemoryItem {
  kind: 'bullet' | 'entry' | 'paragraph';
  /** The memory's text without the bullet marker (an entry: its title line and body). */
  content: string;
  /** Offsets of the whole item in the file (UTF-16 units), line ends included. */
  start: number;
  end: number;
  /** 1-based line of its first line. */
  line: number;
  /** Title of the nearest `#`/`##` heading above it, or null. */
  section: string | null;
  /** An ISO date the item names (`**Date:**`, or the first YYYY-MM-DD in it), or null. */
  date: string | null;
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const BULLET = /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+/;
const FENCE = /^ {0,3}(```|~~~)/;
const DATE = /\b(\d{4}-\d{2}-\d{2})\b/;
const DATE_FIELD = /\*\*Date:?\*\*:?\s*(\d{4}-\d{2}-\d{2})/i;

interface Line {
  text: string;
  start: number;
  end: number; // after the line break
  no: number;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let pos = 0;
  let no = 1;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl + 1;
    out.push({ text: text.slice(pos, nl === -1 ? text.length : nl).replace(/\r$/, ''), start: pos, end, no });
    pos = end;
    no++;
  }
  return out;
}

export function parseMemoryItems(text: string): MemoryItem[] {
  const items: MemoryItem[] = [];
  const lines = linesOf(text);
  let section: string | null = null;
  let fence = false;
  let open: { kind: MemoryItem['kind']; from: number; to: number; contentFrom: number } | null = null;
  const close = () => {
    if (!open) return;
    const first = lines[open.from]!;
    const last = lines[open.to]!;
    const raw = text.slice(first.start, last.end);
    const content = (open.kind === 'bullet' ? raw.replace(BULLET, '') : open.kind === 'entry' ? raw.replace(/^ {0,3}###[ \t]+/, '') : raw).replace(/\s+$/, '');
    const date = DATE_FIELD.exec(raw)?.[1] ?? DATE.exec(raw)?.[1] ?? null;
    items.push({ kind: open.kind, content, start: first.start, end: last.end, line: first.no, section, date });
    open = null;
  };
  lines.forEach((l, i) => {
    if (FENCE.test(l.text)) {
      fence = !fence;
      if (open) open.to = i;
      return;
    }
    if (fence) {
      if (open) open.to = i;
      return;
    }
    const h = HEADING.exec(l.text);
    if (h) {
      close();
      if (h[1]!.length === 3) open = { kind: 'entry', from: i, to: i, contentFrom: i };
      else section = h[2]!;
      return;
    }
    if (open?.kind === 'entry') {
      if (l.text.trim()) open.to = i;
      return;
    }
    if (!l.text.trim()) {
      close();
      return;
    }
    if (BULLET.test(l.text)) {
      close();
      open = { kind: 'bullet', from: i, to: i, contentFrom: i };
      return;
    }
    if (open) open.to = i; // a continuation line (indented or lazy)
    else open = { kind: 'paragraph', from: i, to: i, contentFrom: i };
  });
  close();
  return items;
}

/**
 * The text with `lines` added as bullets at the end of the section titled `heading` (a `## `
 * heading, made at the end of the file when there is none). New facts go under their own
 * heading; nothing else in the file moves.
 */
export function addUnderHeading(text: string, heading: string, bullets: readonly string[]): string {
  if (bullets.length === 0) return text;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const block = bullets.map((b) => `- ${b}`).join(eol) + eol;
  const lines = linesOf(text);
  let fence = false;
  let at = -1;
  for (const [i, l] of lines.entries()) {
    if (FENCE.test(l.text)) fence = !fence;
    if (fence) continue;
    const h = HEADING.exec(l.text);
    if (at === -1 && h && h[2] === heading && h[1]!.length <= 2) at = i;
    else if (at !== -1 && h && h[1]!.length <= 2) {
      // insert before this next section, after the last non-blank line of ours
      let j = i - 1;
      while (j > at && !lines[j]!.text.trim()) j--;
      const pos = lines[j]!.end;
      const sep = text.slice(pos - 1, pos) === '\n' ? '' : eol;
      return text.slice(0, pos) + sep + block + text.slice(pos);
    }
  }
  if (at !== -1) {
    const trimmed = text.replace(/\s+$/, '');
    return trimmed + eol + block;
  }
  const body = text.replace(/\s+$/, '');
  return (body ? body + eol + eol : '') + `## ${heading}` + eol + eol + block;
}
