import { replaceBody } from '../memdir/frontmatter.js';
import { parseOpenClawEntries } from '../memdir/openclaw.js';
import { atLeast, type PlanContext } from './context.js';
import { bodyOf } from './guard.js';
import { localDay } from '../clock.js';
import { editFacts, type FactEdit } from './prose-edit.js';
import type { SentenceFate } from './plan.js';
import { findSupersessionsScaled } from './supersede-scale.js';
import { contradictionSteps } from './text/contradictions.js';
import { runStepsSliced } from './text/steps.js';
import { switchConflicts } from './text/switch-away.js';
import { moveConflicts } from './text/move-to.js';
import { announcedConflicts } from './text/announced-change.js';
import { absolutizeDates } from './text/dates.js';
import { tableCells } from './text/markdown.js';
import { notYetNote } from './text/change-mood.js';
import { otherThingChanged } from './text/subject-heads.js';
import { factsOf, normalizeFact, type Fact } from './text/sentences.js';
import type { DatedFact, Supersession } from './text/supersede.js';

/**
 * Consolidate, superseded facts: when a newer statement replaces an older one ("switched from
 * npm to bun", "no longer", 改用), the older statement is removed from its
 * file (the file goes when nothing is left). When the newer statement lives only in a raw
 * log, it takes the older one's place instead, so the memory keeps the current fact.
 * What cannot be settled becomes a finding. Team memory is never edited here.
 */

/** Labels of lines that explain a rule (`**Why:**`); other labels (`**Deprecated:**`, `**Note:**`) open statements. */
const EXPLAINS = /^(?:why|how to apply|how|reason|because|原因|为什么|理由|怎么用|如何应用|如何使用)$/u;

/** A statement from a raw source (a daily log) that may supersede memory; never edited. */
export interface SourceStatement {
  source: string;
  text: string;
  date: string;
}

export async function planSupersessions(ctx: PlanContext, sources: readonly SourceStatement[], pause: () => Promise<void> = async () => {}): Promise<void> {
  if (!atLeast(ctx.depth, 'rem')) return;
  const { ws, o } = ctx;
  const factsByFile = new Map<string, { offset: number; facts: Fact[] }>();
  const dated: DatedFact[] = [];
  // A block of key: value lines is one statement to the sentence reader; the change rules read each line
  // of it too, under its parent key, as the older side only (flagged, never edited: the block is one fact).
  const lines: DatedFact[] = [];
  const liveMemories = o.memories.filter((m) => !m.team && ws.exists(m.file));
  const createdFiles = [...ctx.created.keys()].filter((f) => ws.exists(f));
  for (const file of [...liveMemories.map((m) => m.file), ...createdFiles]) {
    const text = ws.text(file)!;
    const body = bodyOf(text);
    const facts = factsOf(body);
    factsByFile.set(file, { offset: text.length - body.length, facts });
    const memory = o.byFile.get(file);
    const fileDate = memory?.writtenOn ?? ctx.created.get(file) ?? localDay(ctx.now);
    const entries = parseOpenClawEntries(body).filter((e) => e.date && /^\d{4}-\d{2}-\d{2}$/.test(e.date.trim()));
    const tables = changeTablesOf(body);
    facts.forEach((f, i) => {
      if (f.label !== undefined && EXPLAINS.test(f.label)) return; // Why / How to apply explain a rule; they are not rules
      if (/^Source: /.test(f.text)) return; // where a captured memory came from: not a statement
      const entry = entries.find((e) => e.start <= f.start && f.end <= e.end);
      const date = entry?.date?.trim() ?? fileDate;
      dated.push({ docId: file, factIndex: i, text: tableChangeOf(tables, f) ?? f.text, date });
      keyValueLines(f.text).forEach((text, k) => lines.push({ docId: file, factIndex: -(i * MAX_LINES + k) - 1, text, date }));
    });
  }
  sources.forEach((s, i) => dated.push({ docId: `source:${s.source}`, factIndex: i, text: s.text, date: s.date }));

  // A memory that says the change it names has not been made ("Nothing has been moved yet.", 还没开始)
  // replaces nothing with any of its statements.
  const undone = new Set(dated.filter((f) => notYetNote(f.text)).map((f) => f.docId));
  const memoryNorms = new Set<string>();
  for (const { facts } of factsByFile.values()) for (const f of facts) memoryNorms.add(f.norm);
  const read = [...dated, ...lines];
  const isLine = (f: DatedFact): boolean => f.factIndex < 0;
  const report = await findSupersessionsScaled(read, ctx.terms, pause);
  // (a line is the older side only, and only of an outdated finding: never edited, never the newer statement)
  report.conflicts = report.conflicts.filter((c) => !isLine(c.b) && (!isLine(c.a) || c.kind === 'outdated'));
  for (const s of report.supersessions.filter((x) => isLine(x.older) && !isLine(x.newer))) report.conflicts.push({ kind: 'outdated', a: s.older, b: s.newer, reason: s.reason.replace(/ is (?:superseded|outdated in part) by /, ' may be outdated by ') });
  report.supersessions = report.supersessions.filter((x) => !isLine(x.older) && !isLine(x.newer));
  // A change of another thing of the same kind (the Korean jobs, not the Japanese ones) replaces nothing the older statement says.
  const other = (older: DatedFact, newer: DatedFact): boolean => otherThingChanged(older.text, newer.text);
  report.supersessions = report.supersessions.filter((s) => !undone.has(s.newer.docId) && !other(s.older, s.newer));
  report.conflicts = report.conflicts.filter((c) => !undone.has(c.a.docId) && !undone.has(c.b.docId) && !other(c.a, c.b));
  await pause();
  const paired = new Set([...report.supersessions.map((s) => pairKey(s.older, s.newer)), ...report.conflicts.map((c) => pairKey(c.a, c.b))]);
  // The contradiction pass reads every statement again (half a second on a big dir): it turns between its steps.
  // (nor is a change of another thing of one kind a contradiction of the older statement: the U12 team's pitch, not the U10's)
  for (const c of await runStepsSliced(contradictionSteps(dated, ctx.terms), pause)) if (!paired.has(pairKey(c.a, c.b)) && !other(...olderFirst(c.a, c.b))) report.conflicts.push(c);
  // Each rule below reads every statement again: a cancel is seen between them.
  await pause();
  // An explicit switch the rules above could not settle is still never silent, told in a memory or
  // in a daily log line ("Ditched Shopify for Square Online"); what is flagged as outdated is always
  // a memory's statement, never a log line (a log is what happened, never edited nor flagged).
  const skip = (older: DatedFact, newer: DatedFact): boolean => older.docId.startsWith('source:') || isLine(newer) || undone.has(newer.docId) || paired.has(pairKey(older, newer)) || other(older, newer);
  for (const c of switchConflicts(read, skip)) {
    report.conflicts.push(c);
    paired.add(pairKey(c.a, c.b));
  }
  await pause();
  // A move that names only where something went ("migrated to Render"): the older home is flagged.
  for (const c of moveConflicts(read, skip)) {
    report.conflicts.push(c);
    paired.add(pairKey(c.a, c.b));
  }
  await pause();
  // Any other announced change ("no longer", 改为, "is deprecated") whose old side an earlier
  // memory still states: flagged with both, so an explicit change is never silent.
  for (const c of announcedConflicts(read, skip)) report.conflicts.push(c);
  for (const c of report.conflicts) {
    const file = [c.a.docId, c.b.docId].find((d) => !d.startsWith('source:'));
    if (file) ctx.findings.push({ kind: c.kind, file, detail: c.reason.replace(/source:/g, '') });
  }

  const byFile = new Map<string, Supersession[]>();
  for (const s of report.supersessions) {
    if (s.older.docId.startsWith('source:') || !factsByFile.has(s.older.docId)) continue;
    byFile.set(s.older.docId, [...(byFile.get(s.older.docId) ?? []), s]);
  }
  for (const [file, list] of byFile) {
    const { offset, facts } = factsByFile.get(file)!;
    const text = ws.text(file)!;
    const body = text.slice(offset);
    const edits: FactEdit[] = [];
    list.sort((a, b) => a.older.factIndex - b.older.factIndex);
    list.forEach((s, k) => {
      const fact = facts[s.older.factIndex];
      if (!fact) return;
      edits.push({ start: fact.start, end: fact.end, replacement: replacementFor(s, memoryNorms) });
      const result = editFacts(body, edits);
      const last = k === list.length - 1;
      const gone = last && result.empty;
      const fates: SentenceFate[] = [{ file, sentence: fact.text, to: edits[edits.length - 1]!.replacement === null ? null : file, why: s.reason }];
      if (gone) {
        const why = `left over in ${file} after its statements were superseded`;
        for (const f of factsOf(result.body)) fates.push({ file, sentence: f.text, to: null, why });
        for (const f of result.orphaned) fates.push({ file, sentence: f.text, to: null, why });
      } else {
        for (const f of result.orphaned) fates.push({ file, sentence: f.text, to: null, why: `belonged to a superseded entry in ${file}` });
      }
      const after = gone ? null : replaceBody(text, result.body);
      const said = s.reason.replace(/source:/g, '');
      const reason = gone ? `${said}; nothing else was left in ${file}, so it is removed` : said;
      const change = ws.change('fact-superseded', reason, [{ file, after }], fates);
      // Heuristic: which statement is current is read from words ("switched from", 改用).
      if (change) change.confidence = 'review';
      if (change && gone) ctx.removed.set(file, { into: null, why: 'its statements were superseded' });
    });
  }
}

/** Lines read of one block at most: a line's place is kept apart from every statement's. */
const MAX_LINES = 1000;
const KEY_VALUE = /^(\s*)(?:[-*+]\s+)?([^:：\n]{1,40}?)\s*[:：]\s*(.*)$/u;

/**
 * The lines of a block of key: value lines ("net:\n  frequency: 145.500 MHz\n  day: Thursday"), each read
 * under its parent keys ("net frequency: 145.500 MHz"); none for a statement that is not such a block.
 */
function keyValueLines(text: string): string[] {
  const rows = text.split('\n').filter((l) => l.trim() !== '');
  if (rows.length < 2 || rows.length > MAX_LINES) return [];
  const parents: Array<{ indent: number; key: string }> = [];
  const out: string[] = [];
  for (const row of rows) {
    const m = KEY_VALUE.exec(row);
    if (!m || m[3]!.startsWith('//')) return []; // a link, no key
    const indent = m[1]!.length;
    while (parents.length > 0 && parents[parents.length - 1]!.indent >= indent) parents.pop();
    const key = m[2]!.trim();
    const value = m[3]!.trim();
    if (value === '') parents.push({ indent, key });
    else out.push(`${[...parents.map((p) => p.key), key].join(' ')}: ${value}`);
  }
  return out.length >= 2 ? out : [];
}

const OLD_COLUMN = /^(?:old|before|from|was|previous(?:ly)?|formerly|旧|舊|原|原来|原來|之前|以前|变更前|變更前)$/iu;
const NEW_COLUMN = /^(?:new|after|to|now|current(?:ly)?|新|现|現|现在|現在|目前|变更后|變更後)$/iu;

/** A table whose header names an old and a new column (| Thing | Old | New |): where it runs and which columns. */
interface ChangeTable {
  start: number;
  end: number;
  from: number;
  to: number;
}

const cellsOf = (line: string): string[] => tableCells(line).map((c) => c.replace(/^\*\*|\*\*$/g, ''));

/** The change tables of a body, in one pass over its lines. */
function changeTablesOf(body: string): ChangeTable[] {
  const out: ChangeTable[] = [];
  if (!body.includes('|')) return out;
  const lines = body.split('\n');
  let at = 0;
  let open: ChangeTable | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const isRow = /^\s*\|/.test(line);
    if (open && !isRow) open = null;
    else if (!open && isRow && /^\s*\|?[\s:|-]+$/.test(lines[i + 1] ?? '') && /-/.test(lines[i + 1] ?? '')) {
      const head = cellsOf(line);
      const from = head.findIndex((c) => OLD_COLUMN.test(c));
      const to = head.findIndex((c) => NEW_COLUMN.test(c));
      if (from >= 0 && to >= 0) out.push((open = { start: at, end: at, from, to }));
    }
    if (open) open.end = at + line.length;
    at += line.length + 1;
  }
  return out;
}

/** A row of a change table read as "thing: old → new", the way an arrow says it; null for any other statement. */
function tableChangeOf(tables: readonly ChangeTable[], f: Fact): string | null {
  if (tables.length === 0 || !/^\s*\|/.test(f.text)) return null;
  const t = tables.find((x) => x.start <= f.start && f.end <= x.end);
  if (!t) return null;
  const row = cellsOf(f.text);
  const label = row.filter((c, i) => i !== t.from && i !== t.to && c !== '').join(' ');
  const [was, now] = [row[t.from], row[t.to]];
  return was && now && label && !/^[\s:-]+$/.test(was) ? `${label}: ${was} → ${now}` : null;
}

/** The two statements of a pair, the older first. */
function olderFirst(a: DatedFact, b: DatedFact): [DatedFact, DatedFact] {
  return a.date.slice(0, 10) <= b.date.slice(0, 10) ? [a, b] : [b, a];
}

function pairKey(a: DatedFact, b: DatedFact): string {
  return [`${a.docId}\u0000${a.factIndex}`, `${b.docId}\u0000${b.factIndex}`].sort().join('\u0001');
}

/**
 * null removes the older statement; an older statement that says more than what was replaced
 * is rewritten in that part only; a newer statement found only in a raw log replaces it.
 */
function replacementFor(s: Supersession, memoryNorms: ReadonlySet<string>): string | null {
  if (s.rewrite !== undefined) return s.rewrite;
  if (!s.newer.docId.startsWith('source:')) return null;
  const newer = absolutizeDates(s.newer.text.trim(), s.newer.date.slice(0, 10)).text;
  return memoryNorms.has(normalizeFact(newer)) ? null : newer;
}
