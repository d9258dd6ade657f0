/**
 * A dream over an OpenClaw workspace (OpenClaw's own layout). `MEMORY.md` is content: its
 * bullets, paragraphs and `### ` entries are the memories, edited one at a time and never
 * turned into an index, never split into files. The daily logs under `memory/` are raw
 * sources: read, never written. The only file a plan may write is `MEMORY.md`.
 *  - duplicates inside MEMORY.md: an exact repeat goes (the first stays); a near one is flagged;
 *  - dates: a relative date in an entry with `**Date:**` becomes absolute; elsewhere flagged;
 *  - contradictions and supersessions between memories of the file: flagged;
 *  - a daily log line that changes a durable fact updates the matching memory when the old and
 *    the new value are both clear, else flags it (a candidate for the agent engine); a line that
 *    only reads as a change ("now", "going forward", an arrow) flags the memory it names;
 *  - a reported request ("Sam asked me to remember that ...") adds a bullet under its own
 *    heading unless MEMORY.md already says it.
 */
import type { Depth, Finding } from '../../api/contract.js';
import { parseMemoryItems, addUnderHeading, type MemoryItem } from '../../memdir/openclaw-memory-md.js';
import { WORKSPACE_MEMORY_FILE } from '../../memdir/openclaw-workspace.js';
import type { Orientation } from '../orient.js';
import type { Plan, SentenceFate } from '../plan.js';
import { keyTerms } from '../text/compare.js';
import { absolutizeDates } from '../text/dates.js';
import { sameRule } from '../text/duplicates.js';
import { isAlreadyRemembered } from '../text/requests.js';
import { factsOf, normalizeFact } from '../text/sentences.js';
import { findSupersessions } from '../text/supersede.js';
import { estimateTokens } from '../text/tokens.js';
import { Workspace, type WorkspaceFile } from '../workspace.js';
import { readLog, type LogChange } from './distill.js';
import { flagPossibleChange } from './possible-change.js';

const FILE = WORKSPACE_MEMORY_FILE;
/** Pairwise checks stop being worth it past this many memories in one file. */
const MAX_PAIRWISE = 1500;

/** A workspace plan under way: the rules are done, a model pass may still work on `ws`. */
export interface StartedWorkspacePlan {
  o: Orientation;
  ws: Workspace;
  findings: Finding[];
  depth: Depth;
  now: number;
}

/** The rules' part: repeats, dates, contradictions, what the daily logs change or ask for. */
export function startWorkspacePlan(o: Orientation, opts: { depth: Depth; now: number; known?: readonly string[] }): StartedWorkspacePlan {
  const memFile = o.inventory.files.find((f) => f.relPath === FILE) ?? null;
  const initial = new Map<string, WorkspaceFile>();
  if (memFile) initial.set(FILE, { text: memFile.text, sha256: memFile.sha256 });
  const ws = new Workspace(initial);
  const findings: Finding[] = [];
  // Memories elsewhere count as remembered: the workspace's notes, and the skill folder's entries when it reads the same logs.
  const others = [...o.inventory.files.filter((f) => f.relPath !== FILE).map((f) => f.text), ...(opts.known ?? [])];

  if (memFile) {
    dedupe(ws, findings);
    absoluteDates(ws, findings);
    contradictions(ws.text(FILE) ?? '', findings);
  }
  distill(o, ws, findings, others);
  return { o, ws, findings, depth: opts.depth, now: opts.now };
}

/** The plan: only MEMORY.md may be written; the logs and every other file are read-only. */
export function finishWorkspacePlan({ o, ws, findings, depth, now }: StartedWorkspacePlan): Plan {
  const memFile = o.inventory.files.find((f) => f.relPath === FILE) ?? null;
  const readOnly = new Set<string>([...o.inventory.logs.map((l) => l.relPath), ...o.inventory.files.filter((f) => f.relPath !== FILE).map((f) => f.relPath), ...o.problems.map((p) => p.file)]);
  const writes = ws.writes();
  const basis = ws.planBasis(writes);
  const tokensOf = (t: string | null) => (t === null ? 0 : estimateTokens(t));
  const allTokens = o.inventory.files.reduce((n, f) => n + (f.relPath === FILE ? 0 : estimateTokens(f.text)), 0);
  return {
    memoryDir: o.dir.path,
    memoryDirId: o.dir.id,
    depth,
    plannedAt: now,
    changes: ws.changes,
    findings,
    problems: o.problems,
    basis,
    writes,
    memoryBefore: new Map(o.inventory.files.map((f) => [f.relPath, f.text])),
    readOnly,
    counts: {
      memoriesBefore: o.inventory.files.length,
      memoriesAfter: o.inventory.files.length + (memFile === null && ws.exists(FILE) ? 1 : 0),
      indexEntriesBefore: 0,
      indexEntriesLost: 0,
      indexTokensBefore: tokensOf(ws.original(FILE)),
      indexTokensAfter: tokensOf(ws.text(FILE)),
      memoryTokensBefore: allTokens + tokensOf(ws.original(FILE)),
      memoryTokensAfter: allTokens + tokensOf(ws.text(FILE)),
    },
  };
}

const norm = (item: MemoryItem) => normalizeFact(item.content);
const fatesOf = (item: MemoryItem, to: string | null, why: string): SentenceFate[] => {
  const facts = factsOf(item.content);
  return (facts.length ? facts.map((f) => f.text) : [item.content]).map((sentence) => ({ file: FILE, sentence, to, why }));
};

/** Exact repeats go (the first stays); near repeats are flagged. */
function dedupe(ws: Workspace, findings: Finding[]): void {
  const text = ws.text(FILE) ?? '';
  const items = parseMemoryItems(text);
  const firstOf = new Map<string, MemoryItem>();
  const drop: Array<{ item: MemoryItem; first: MemoryItem }> = [];
  for (const it of items) {
    const key = norm(it);
    if (!key) continue;
    const first = firstOf.get(key);
    if (first) drop.push({ item: it, first });
    else firstOf.set(key, it);
  }
  if (drop.length > 0) {
    let after = text;
    for (const { item } of [...drop].sort((a, b) => b.item.start - a.item.start)) after = after.slice(0, item.start) + after.slice(item.end);
    const fates = drop.flatMap(({ item, first }) => fatesOf(item, FILE, `repeats line ${first.line} of ${FILE}`));
    const lines = drop.map(({ item, first }) => `line ${item.line} repeats line ${first.line}`).join(', ');
    ws.change('duplicates-merged', `${FILE}: ${lines}; the repeat${drop.length === 1 ? ' is' : 's are'} removed, the first kept`, [{ file: FILE, after }], fates, drop.length);
  }
  const kept = [...firstOf.values()];
  if (kept.length > MAX_PAIRWISE) return;
  for (let i = 0; i < kept.length; i++) {
    for (let j = i + 1; j < kept.length; j++) {
      const a = kept[i]!;
      const b = kept[j]!;
      if (sameRule(a.content, b.content, 0.8) !== null) {
        findings.push({ kind: 'possible-duplicate', file: FILE, detail: `line ${b.line} ("${clip(b.content)}") says nearly what line ${a.line} says ("${clip(a.content)}"); merge them if they are the same memory` });
      }
    }
  }
}

/** Relative dates: made absolute where the entry says its own date, else flagged. */
function absoluteDates(ws: Workspace, findings: Finding[]): void {
  const text = ws.text(FILE) ?? '';
  let after = text;
  const reasons: string[] = [];
  for (const it of [...parseMemoryItems(text)].reverse()) {
    const probe = absolutizeDates(it.content, it.date ?? '2000-01-01', { file: FILE });
    if (probe.edits.length === 0) continue;
    if (it.kind !== 'entry' || !it.date) {
      findings.push({ kind: 'relative-date', file: FILE, detail: `line ${it.line} ("${clip(it.content)}") says "${probe.edits[0]!.before}" without a date to count from; write the date itself` });
      continue;
    }
    const raw = after.slice(it.start, it.end);
    const res = absolutizeDates(raw, it.date, { file: FILE });
    after = after.slice(0, it.start) + res.text + after.slice(it.end);
    reasons.push(...res.edits.map((e) => e.reason));
  }
  if (reasons.length > 0) ws.change('date-absolutized', reasons.join('; '), [{ file: FILE, after }], [], reasons.length);
}

/** Two memories of the file that contradict or supersede each other: flagged, never guessed. */
function contradictions(text: string, findings: Finding[]): void {
  const items = parseMemoryItems(text);
  if (items.length > MAX_PAIRWISE) return;
  const facts = items.map((it, i) => ({ docId: `${FILE}#${i}`, factIndex: 0, text: it.content, date: it.date ?? '1970-01-01' }));
  const report = findSupersessions(facts);
  const lineOf = (docId: string) => items[Number(docId.split('#')[1])]!.line;
  for (const s of report.supersessions) {
    findings.push({ kind: 'superseded-memory', file: FILE, detail: `line ${lineOf(s.newer.docId)} ("${clip(s.newer.text)}") replaces line ${lineOf(s.older.docId)} ("${clip(s.older.text)}"): ${s.reason}` });
  }
  for (const c of report.conflicts) {
    findings.push({ kind: 'contradiction', file: FILE, detail: `line ${lineOf(c.a.docId)} ("${clip(c.a.text)}") and line ${lineOf(c.b.docId)} ("${clip(c.b.text)}") disagree: ${c.reason}` });
  }
}

/** Daily log lines that change a durable fact or report a request. */
function distill(o: Orientation, ws: Workspace, findings: Finding[], others: string[]): void {
  const logs = [...o.inventory.logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.relPath < b.relPath ? -1 : 1));
  const added: Array<{ statement: string; date: string; log: string }> = [];
  for (const log of logs) {
    const { changes, hints, requests } = readLog(log.text);
    const unmatched = changes.filter((c) => !applyChange(ws, findings, c, log.relPath, log.date));
    for (const h of [...unmatched, ...hints]) {
      const finding = flagPossibleChange(ws.text(FILE) ?? '', FILE, `${log.relPath} line ${h.lineNo} ("${clip(h.line)}")`, h.line, clip);
      if (finding) findings.push(finding);
    }
    for (const r of requests) {
      if (r.change) {
        const finding = flagPossibleChange(ws.text(FILE) ?? '', FILE, `${log.relPath} line ${r.lineNo} ("${clip(r.line)}")`, r.statement, clip);
        if (finding) {
          findings.push(finding);
          continue;
        }
      }
      // A bullet added by an earlier dream ends with its log's date: not part of the fact.
      const known = [...parseMemoryItems(ws.text(FILE) ?? '').map((i) => i.content.replace(/\s*\(\d{4}-\d{2}-\d{2}\)$/, '')), ...others, ...added.map((a) => a.statement)];
      if (isAlreadyRemembered(r.statement, known)) continue;
      added.push({ statement: r.statement, date: log.date, log: `${log.relPath} line ${r.lineNo}` });
    }
  }
  if (added.length === 0) return;
  const zh = added.every((a) => /[\u3400-\u9fff]/.test(a.statement));
  const heading = zh ? '从每日日志记下' : 'Remembered from daily logs';
  const after = addUnderHeading(ws.text(FILE) ?? '', heading, added.map((a) => `${a.statement} (${a.date})`));
  const from = added.map((a) => `"${clip(a.statement)}" (${a.log})`).join('; ');
  ws.change('signal-captured', `asked to be remembered in the daily logs, added under "## ${heading}" in ${FILE}: ${from}`, [{ file: FILE, after }], [], added.length);
}

/** Updates or flags the memory a change names; false when no memory matches its subject. */
function applyChange(ws: Workspace, findings: Finding[], c: LogChange, logFile: string, logDate: string): boolean {
  const text = ws.text(FILE);
  if (text === null) return true;
  const subject = keyTerms(c.subject);
  if (subject.size === 0) return false;
  const items = parseMemoryItems(text).map((item) => ({ item, terms: keyTerms(item.content) }));
  // A subject word many memories hold ("address", 地址) tells them apart less than a rare one.
  const rarity = (t: string) => 1 / Math.max(1, items.filter((i) => i.terms.has(t)).length);
  const scored = items
    .map(({ item, terms }) => {
      let shared = 0;
      let weight = 0;
      let named = false; // a shared word, not just a shared number
      for (const t of subject) {
        if (!terms.has(t)) continue;
        shared++;
        weight += rarity(t);
        if (!/^\d+$/.test(t)) named = true;
      }
      return { item, score: named ? shared / subject.size : 0, weight };
    })
    .filter((s) => s.score >= 0.5)
    .sort((a, b) => b.score - a.score || b.weight - a.weight);
  if (scored.length === 0) return false; // the line as a whole may still name a memory (possible-change.ts)
  const where = `${logFile} line ${c.lineNo} ("${clip(c.line)}")`;
  const tied = scored.filter((s) => s.score === scored[0]!.score && s.weight === scored[0]!.weight);
  if (tied.length > 1) {
    findings.push({ kind: 'log-changes-fact', file: FILE, detail: `${where} changes "${c.subject}", which lines ${tied.map((s) => `${s.item.line} ("${clip(s.item.content)}")`).join(', ')} of ${FILE} mention; update the right one` });
    return true;
  }
  const { item } = scored[0]!;
  const lower = item.content.toLowerCase();
  if (lower.includes(c.value.toLowerCase())) return true; // already says the new value
  if (item.date && item.date > logDate) {
    findings.push({ kind: 'log-changes-fact', file: FILE, detail: `${where} disagrees with line ${item.line} ("${clip(item.content)}"), which is dated later (${item.date}); check which is true` });
    return true;
  }
  const old = oldValue(item.content, c, subject);
  const single = !/\s/.test(c.value) || valuesOf(c.value).join('') === c.value.replace(/[.。]+$/, '');
  if (old === null || !single) {
    findings.push({ kind: 'log-changes-fact', file: FILE, detail: `${where} changes what line ${item.line} says ("${clip(item.content)}"); update that memory (the old value is not clear enough to replace by rule)` });
    return true;
  }
  const raw = text.slice(item.start, item.end);
  const at = raw.toLowerCase().indexOf(old.toLowerCase());
  const value = c.value.replace(/[.。]+$/, '');
  const updated = raw.slice(0, at) + value + raw.slice(at + old.length);
  const after = text.slice(0, item.start) + updated + text.slice(item.end);
  ws.change('fact-superseded', `${where} changes "${old}" to "${value}" in line ${item.line} of ${FILE}`, [{ file: FILE, after }], fatesOf(item, FILE, `updated from ${logFile}: "${old}" -> "${value}"`));
  return true;
}

/** A value a fact can hold: a URL, a host or dotted name, an @handle, a time, a number with its unit. */
const VALUE = /(?:https?:\/\/[^\s)>\]]+|[\p{L}\d][\p{L}\d_-]*(?:\.[\p{L}\d_-]+)+|@[\w-]+|\b\d{1,2}:\d{2}\b)/gu;
const valuesOf = (text: string) => [...text.matchAll(VALUE)].map((m) => m[0].replace(/[.,;:!?]+$/, '')).filter((v) => /[\p{L}\d]/u.test(v));

/** The value a change replaces: the one it names ("from X"), else the memory's only value that the subject does not name. */
function oldValue(content: string, c: LogChange, subject: ReadonlySet<string>): string | null {
  const lower = content.toLowerCase();
  if (c.from && lower.includes(c.from.toLowerCase())) return c.from;
  const newShape = valuesOf(c.value);
  if (newShape.length !== 1) return null;
  const candidates = [...new Set(valuesOf(content))].filter((v) => !subject.has(v.toLowerCase()));
  return candidates.length === 1 ? candidates[0]! : null;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 90 ? `${one.slice(0, 87)}...` : one;
}
