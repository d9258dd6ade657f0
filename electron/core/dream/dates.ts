import { splitFrontmatter } from '../memdir/frontmatter.js';
import { parseOpenClawEntries } from '../memdir/openclaw.js';
import type { Memory } from './orient.js';
import type { SentenceFate } from './plan.js';
import { absolutizeDates, parseLocalDate, type DateEdit } from './text/dates.js';
import { factsOf } from './text/sentences.js';
import { isCodeLine, scanLines } from './text/markdown.js';
import type { Workspace } from './workspace.js';

/**
 * Consolidate, dates: relative dates in memory bodies made absolute, each against the date
 * its text was written: an entry's `**Date:**`, else the memory's frontmatter `modified` /
 * `date`, else its mtime. One change per date, in file order, so each reads on its own.
 * Team memory is left alone (kept conservative); code, quotes and recurring rules are
 * never touched (text/dates.ts decides).
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
    let current = text;
    let delta = 0;
    for (const e of edits) {
      const at = offset + e.start + delta;
      const next = current.slice(0, at) + e.after + current.slice(at + e.before.length);
      const fact = facts.find((f) => f.start <= e.start && e.end <= f.end);
      const fates: SentenceFate[] = fact ? [{ file: m.file, sentence: fact.text, to: m.file, why: e.reason }] : [];
      ws.change('date-absolutized', e.reason, [{ file: m.file, after: next }], fates);
      delta += e.after.length - e.before.length;
      current = next;
    }
  }
}

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
  for (const s of segments) {
    // One prose line at a time: a number ending the line before ("Cassandra 11.") must not
    // run into the next line's phrase. Code lines are never read.
    for (const l of lines) {
      if (l.start < s.start || l.end > s.end || isCodeLine(l.kind) || l.kind === 'blank' || !MAYBE_DATE.test(body.slice(l.start, l.end))) continue;
      for (const e of absolutizeDates(body.slice(l.start, l.end), s.ref, { file: m.file }).edits) out.push({ ...e, start: e.start + l.start, end: e.end + l.start });
    }
  }
  return out;
}

const MAYBE_DATE = /yesterday|today|tomorrow|tonight|night|morning|afternoon|evening|ago|last|next|this|from now|\bin (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d)|[天周月年昨今明晚早]|星期|礼拜/i;

function isDay(s: string): boolean {
  try {
    parseLocalDate(s);
    return true;
  } catch {
    return false;
  }
}

