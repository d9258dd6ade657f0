/**
 * A small Markdown block parser: enough for memory files (headings, lists, code, quotes,
 * tables, rules, paragraphs). It produces plain data; rendering escapes everything.
 */
export type Block =
  | { t: 'heading'; level: number; text: string }
  | { t: 'code'; lang: string; text: string }
  | { t: 'quote'; children: Block[] }
  | { t: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { t: 'table'; header: string[]; rows: string[][] }
  | { t: 'hr' }
  | { t: 'para'; text: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const HR = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}>\s?/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])(\s+|$)(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function indentOf(line: string): number {
  const m = /^[ \t]*/.exec(line)?.[0] ?? '';
  return [...m].reduce((n, c) => n + (c === '\t' ? 4 : 1), 0);
}

/** Remove up to `n` columns of leading whitespace. */
function dedent(line: string, n: number): string {
  let col = 0;
  let i = 0;
  while (i < line.length && col < n && (line[i] === ' ' || line[i] === '\t')) {
    col += line[i] === '\t' ? 4 : 1;
    i++;
  }
  return line.slice(i);
}

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || HR.test(line) || QUOTE.test(line) || LIST_ITEM.test(line);
}

function splitRow(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((c) => c.trim());
}

export function parseBlocks(text: string): Block[] {
  return parseLines(text.replace(/\r\n?/g, '\n').split('\n'));
}

function parseLines(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`).test(lines[i]!)) body.push(lines[i++]!);
      i++; // closing fence (or end of text)
      blocks.push({ t: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ t: 'heading', level: heading[1]!.length, text: heading[2] ?? '' });
      i++;
      continue;
    }
    if (HR.test(line)) {
      blocks.push({ t: 'hr' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !isBlank(lines[i]!) && (QUOTE.test(lines[i]!) || !startsBlock(lines[i]!))) inner.push(lines[i++]!.replace(QUOTE, ''));
      blocks.push({ t: 'quote', children: parseLines(inner) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      i = parseList(lines, i, blocks);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]!) && lines[i + 1]!.includes('-')) {
      const header = splitRow(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i]!) && lines[i]!.includes('|')) rows.push(splitRow(lines[i++]!));
      blocks.push({ t: 'table', header, rows });
      continue;
    }
    const para: string[] = [line.trim()];
    i++;
    while (i < lines.length && !isBlank(lines[i]!) && !startsBlock(lines[i]!)) para.push(lines[i++]!.trim());
    blocks.push({ t: 'para', text: para.join('\n') });
  }
  return blocks;
}

/** Parse one list starting at `start`; returns the index after it. */
function parseList(lines: string[], start: number, out: Block[]): number {
  const first = LIST_ITEM.exec(lines[start]!)!;
  const ordered = /\d/.test(first[2]!);
  const baseIndent = first[1]!.length;
  const items: Block[][] = [];
  let i = start;
  while (i < lines.length) {
    const m = LIST_ITEM.exec(lines[i]!);
    if (!m || m[1]!.length !== baseIndent || /\d/.test(m[2]!) !== ordered) break;
    const contentIndent = baseIndent + m[2]!.length + Math.min(Math.max(m[3]!.length, 1), 4);
    const body: string[] = [m[4] ?? ''];
    i++;
    let lastBlank = false;
    while (i < lines.length) {
      const next = lines[i]!;
      if (isBlank(next)) {
        lastBlank = true;
        body.push('');
        i++;
        continue;
      }
      if (indentOf(next) >= contentIndent) {
        body.push(dedent(next, contentIndent));
      } else if (indentOf(next) > baseIndent && LIST_ITEM.test(next)) {
        body.push(dedent(next, Math.min(indentOf(next), contentIndent)));
      } else if (!lastBlank && !startsBlock(next)) {
        body.push(next.trim()); // lazy continuation of the item's paragraph
      } else {
        break;
      }
      lastBlank = false;
      i++;
    }
    while (body.length && isBlank(body[body.length - 1]!)) body.pop();
    items.push(parseLines(body));
    // A blank line followed by something that is not the next item ends the list.
    if (lastBlank && (i >= lines.length || !LIST_ITEM.test(lines[i]!))) break;
  }
  out.push({ t: 'list', ordered, start: ordered ? Number.parseInt(first[2]!, 10) : 1, items });
  return i;
}
