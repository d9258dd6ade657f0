import { splitFrontmatter } from '../memdir/frontmatter.js';
import { parseOpenClawEntries } from '../memdir/openclaw.js';
import type { Memory } from './orient.js';
import type { SentenceFate } from './plan.js';
import { emptyFieldRanges, isTableHeader } from './text/date-names.js';
import { receivedQuoteLines } from './text/date-messages.js';
import { absolutizeDates, parseLocalDate, type DateEdit } from './text/dates.js';
import { factsOf } from './text/sentences.js';
import { isCodeLine, scanLines } from './text/markdown.js';
import type { Workspace } from './workspace.js';

/**
 * Consolidate, dates: relative dates in memory bodies made absolute, each against the date
 * its text was written: an entry's `**Date:**`, else the memory's frontmatter `modified` /
 * `date`, else its mtime. One change per date, in file order, so each reads on its own.
 * Team memory is left alone (kept conservative); code, quotes (but a message pasted as
 * received) and recurring rules are never touched (text/dates.ts decides).
 */
export function planDates(ws: Workspace, memories: readonly Memory[]): void {
  for (const m of memories) {
    if (m.team) continue;
    const text = ws.text(m.file);
    if (text === null) continue;
    const split = splitFrontmatter(text);
    if (!split.ok) continue;
    const offset = split.split.bodyOffset;
    const body = text.slice(offset);
    const edits = dateEditsOf(body, m);
    if (edits.length === 0) continue;
    // Facts and edits are both in offsets of the body as read: the guard checks that text.
    const facts = factsOf(body);
    let f = 0;
    const fateOf = (e: DateEdit): SentenceFate[] => {
      while (f < facts.length && facts[f]!.end < e.end) f += 1; // edits and facts are in body order
      const fact = facts[f];
      return fact && fact.start <= e.start && e.end <= fact.end ? [{ file: m.file, sentence: fact.text, to: m.file, why: e.reason }] : [];
    };
    if (edits.length > SEPARATE_CHANGES_UP_TO || text.length > SEPARATE_CHANGES_BELOW_CHARS) {
      // A long log: one change with every date, the text rebuilt once (a change per date would
      // hold a copy of the whole file each: quadratic time and memory on a 2 MiB file).
      const pieces: string[] = [];
      let at = 0;
      for (const e of edits) {
        pieces.push(text.slice(at, offset + e.start), e.after);
        at = offset + e.start + e.before.length;
      }
      pieces.push(text.slice(at));
      const reason = `${edits.length} relative dates made absolute, each against the date its text was written (first: ${edits[0]!.reason})`;
      ws.change('date-absolutized', reason, [{ file: m.file, after: pieces.join('') }], edits.flatMap(fateOf), edits.length);
      continue;
    }
    let current = text;
    let delta = 0;
    for (const e of edits) {
      const at = offset + e.start + delta;
      const next = current.slice(0, at) + e.after + current.slice(at + e.before.length);
      ws.change('date-absolutized', e.reason, [{ file: m.file, after: next }], fateOf(e));
      delta += e.after.length - e.before.length;
      current = next;
    }
  }
}

/** Up to this many dates in a file of up to this size, each date is a change of its own (read on its own in the report). */
const SEPARATE_CHANGES_UP_TO = 40;
const SEPARATE_CHANGES_BELOW_CHARS = 64 * 1024;

/** Date edits of a body, each sentence against its own reference date, in body order. */
export function dateEditsOf(body: string, m: Pick<Memory, 'file' | 'writtenOn'>): DateEdit[] {
  const segments: Array<{ start: number; end: number; ref: string }> = [];
  let at = 0;
  for (const entry of parseOpenClawEntries(body)) {
    const date = entry.date?.trim();
    if (!date || !isDay(date)) continue;
    if (entry.start > at) segments.push({ start: at, end: entry.start, ref: m.writtenOn });
    segments.push({ start: entry.start, end: entry.end, ref: date });
    at = entry.end;
  }
  if (at < body.length) segments.push({ start: at, end: body.length, ref: m.writtenOn });
  const out: DateEdit[] = [];
  const lines = scanLines(body);
  // A form's empty fields ("- Done today:" next to "- Carry over to tomorrow:") are told by their neighbours: read on the whole body.
  const fields = new Set(emptyFieldRanges(body, lines).map((r) => r.start));
  // A message pasted as received ("Text from Dario:" over "> … tomorrow …") is told by its introduction: read on the whole body.
  const received = receivedQuoteLines(body, lines);
  let first = 0; // segments and lines are both in body order: walk them together
  for (const s of segments) {
    while (first < lines.length && lines[first]!.start < s.start) first += 1;
    // One prose line at a time: a number ending the line before ("Cassandra 11.") must not
    // run into the next line's phrase. Code lines are never read.
    for (let k = first; k < lines.length && lines[k]!.start < s.end; k += 1) {
      const l = lines[k]!;
      if (l.end > s.end || isCodeLine(l.kind) || l.kind === 'blank' || !MAYBE_DATE.test(body.slice(l.start, l.end))) continue;
      if (isTableHeader(body, lines, k) || fields.has(l.contentStart)) continue; // column names and form fields, never dates (the line alone cannot tell)
      // A table row is read under its header and delimiter, which say what its columns hold ("| Job | When |").
      const head = l.kind === 'table' ? tableHeadOf(body, lines, k) : '';
      for (const e of absolutizeDates(head + body.slice(l.start, l.end), s.ref, { file: m.file, readQuotes: received.has(l.start) }).edits) {
        if (e.start >= head.length) out.push({ ...e, start: e.start - head.length + l.start, end: e.end - head.length + l.start });
      }
    }
  }
  return out;
}

/** The header row and delimiter of the table row `k` stands in, with their line breaks; '' when it has none. */
function tableHeadOf(body: string, lines: ReturnType<typeof scanLines>, k: number): string {
  let h = k;
  while (h > 0 && lines[h - 1]!.kind === 'table') h -= 1;
  if (h + 1 >= k || !isTableHeader(body, lines, h)) return '';
  return `${body.slice(lines[h]!.start, lines[h]!.end)}\n${body.slice(lines[h + 1]!.start, lines[h + 1]!.end)}\n`;
}

const MAYBE_DATE = /\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b|yesterday|today|tomorrow|tonight|night|morning|afternoon|evening|ago|last|next|this|from now|\bin (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d)|coming|tmr|2mor|yday|tomm?or|yest|[天周週月年昨今明晚早晨]|前日|[聽听琴尋寻噚]日|星期|礼拜|禮拜/i;

function isDay(s: string): boolean {
  try {
    parseLocalDate(s);
    return true;
  } catch {
    return false;
  }
}

