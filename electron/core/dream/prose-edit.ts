import { scanLines } from './text/markdown.js';
import { factsOf, unitsOf, type Fact } from './text/sentences.js';

/**
 * Remove or replace single facts (sentences, list items) in a Markdown body by splicing the
 * original text: the rest stays byte-for-byte, a list item or paragraph that loses all its
 * facts loses its lines, and a `###` section left with no facts goes with them.
 */

export interface FactEdit {
  /** Offsets of the fact in the body (from factsOf). */
  start: number;
  end: number;
  /** null removes the fact; a string replaces it. */
  replacement: string | null;
}

export interface FactEditResult {
  body: string;
  /** Facts that went with a removed section (its `**Why:**` line, ...), as they were. */
  orphaned: Fact[];
  /** True when no fact other than labelled lines (`**Why:**`) is left. */
  empty: boolean;
}

export function editFacts(body: string, edits: readonly FactEdit[]): FactEditResult {
  const lines = scanLines(body);
  const units = unitsOf(body, lines);
  const facts = factsOf(body);
  const removed = edits.filter((e) => e.replacement === null);
  const cuts: Cut[] = [];
  const orphaned: Fact[] = [];
  const handled = new Set<FactEdit>();

  // A `###` section (an OpenClaw entry, a sub-topic) whose every plain fact goes, goes whole.
  for (const sec of sections(body, lines)) {
    const inside = facts.filter((f) => f.start >= sec.start && f.end <= sec.end);
    const goneHere = removed.filter((e) => e.start >= sec.start && e.end <= sec.end);
    if (goneHere.length === 0 || sec.hasCode) continue;
    const plain = inside.filter((f) => f.label === undefined);
    if (!plain.every((f) => goneHere.some((e) => e.start <= f.start && f.end <= e.end))) continue;
    cuts.push({ start: sec.start, end: sec.end, text: '' });
    orphaned.push(...inside.filter((f) => f.label !== undefined));
    for (const e of goneHere) handled.add(e);
  }

  const byUnit = new Map<number, FactEdit[]>();
  for (const e of removed) {
    if (handled.has(e)) continue;
    const u = units.findIndex((x) => x.start <= e.start && e.end <= x.end);
    if (u === -1) continue;
    byUnit.set(u, [...(byUnit.get(u) ?? []), e]);
  }
  for (const [u, gone] of byUnit) {
    const unit = units[u]!;
    const inUnit = facts.filter((f) => unit.start <= f.start && f.end <= unit.end);
    if (inUnit.every((f) => gone.some((e) => e.start <= f.start && f.end <= e.end))) {
      // The whole unit goes: its lines, and one blank line after it when it stood alone.
      const from = lines[unit.firstLine]!.start;
      let to = lineEndWithBreak(body, lines[unit.lastLine]!.end);
      const prevBlank = unit.firstLine === 0 || lines[unit.firstLine - 1]?.kind === 'blank';
      const next = lines[unit.lastLine + 1];
      if (prevBlank && next?.kind === 'blank') to = lineEndWithBreak(body, next.end);
      cuts.push({ start: from, end: to, text: '' });
      continue;
    }
    for (const e of gone) {
      // A sentence inside a paragraph: take the spaces after it too (or before it at the end).
      let s = e.start;
      let t = e.end;
      while (t < unit.end && /[ \t]/.test(body[t] ?? '')) t += 1;
      if (t === unit.end) while (s > unit.start && /[ \t]/.test(body[s - 1] ?? '')) s -= 1;
      // A sentence that is a whole line of its paragraph takes its line break along.
      const lineStart = s === 0 || body[s - 1] === '\n';
      if (lineStart && (body[t] === '\n' || body[t] === '\r')) t = lineEndWithBreak(body, t);
      else if (!lineStart && t < body.length && (body[t] === '\n' || body[t] === '\r')) while (s > 0 && /[ \t]/.test(body[s - 1] ?? '')) s -= 1;
      cuts.push({ start: s, end: t, text: '' });
    }
  }
  for (const e of edits) if (e.replacement !== null) cuts.push({ start: e.start, end: e.end, text: e.replacement });

  const out = applyCuts(body, cuts);
  return { body: out, orphaned, empty: factsOf(out).every((f) => f.label !== undefined) };
}

interface Cut {
  start: number;
  end: number;
  text: string;
}

function lineEndWithBreak(body: string, end: number): number {
  if (body[end] === '\r' && body[end + 1] === '\n') return end + 2;
  if (body[end] === '\n') return end + 1;
  return end;
}

/** Apply non-overlapping cuts; a cut inside a wider one is dropped (the wider one wins). */
function applyCuts(body: string, cuts: Cut[]): string {
  const sorted = [...cuts].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Cut[] = [];
  for (const c of sorted) {
    const last = kept[kept.length - 1];
    if (last && c.start < last.end) continue;
    kept.push(c);
  }
  let out = body;
  for (let i = kept.length - 1; i >= 0; i -= 1) {
    const c = kept[i]!;
    out = out.slice(0, c.start) + c.text + out.slice(c.end);
  }
  return out;
}

/** `###`-or-deeper sections: from the heading line to the next heading (any level). */
function sections(body: string, lines: ReturnType<typeof scanLines>): Array<{ start: number; end: number; hasCode: boolean }> {
  const out: Array<{ start: number; end: number; hasCode: boolean }> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i]!;
    if (l.kind !== 'heading' || !/^ {0,3}#{3,6}(?:\s|$)/.test(body.slice(l.start, l.end))) continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.kind !== 'heading') j += 1;
    const hasCode = lines.slice(i + 1, j).some((x) => x.kind === 'fence' || x.kind === 'indented-code');
    out.push({ start: l.start, end: j < lines.length ? lines[j]!.start : body.length, hasCode });
  }
  return out;
}
