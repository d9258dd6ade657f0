import { localDay } from '../../clock.js';
import type { PlanContext } from '../context.js';
import type { Gathered } from '../gather.js';
import { entryTarget } from '../overflow.js';
import { summarize } from '../summary.js';
import { clip, type Candidates } from './candidates.js';

/**
 * The model's first message: a compact orientation (what is there, how big, what the index
 * holds) and the builtin layer's candidates. It is bounded: past a few hundred memories it
 * lists the candidates' files and the newest, and says how to page through the rest, so its
 * size does not grow with the memories' text.
 */

export const MAX_LISTED = 150;
const MAX_INDEX_LINES = 40;
const MAX_LOGS = 14;

export interface FileRow {
  file: string;
  type: string;
  size: number;
  modified: string;
  indexed: boolean;
  description: string;
}

/** Every live memory as a row (list_memories pages through these). */
export function fileRows(ctx: PlanContext): FileRow[] {
  const indexed = new Set<string>();
  for (const ix of [ctx.o.index, ...ctx.o.overflow]) for (const e of ix?.entries ?? []) {
    const t = entryTarget(ix!.file, e.file);
    if (t) indexed.add(t);
  }
  const rows: FileRow[] = [];
  for (const file of ctx.ws.files()) {
    const m = ctx.o.byFile.get(file);
    const created = ctx.created.get(file);
    if (!m && created === undefined) continue;
    const text = ctx.ws.text(file) ?? '';
    rows.push({
      file,
      type: m?.type ?? 'new',
      size: Buffer.byteLength(text),
      modified: m ? localDay(m.info.mtimeMs) : (created ?? ''),
      indexed: indexed.has(file),
      description: clip(m?.description ?? m?.name ?? '', 100),
    });
  }
  return rows;
}

export function rowLine(r: FileRow): string {
  return `- ${r.file} | ${r.type} | ${r.size} B | ${r.modified} | ${r.indexed ? 'indexed' : 'not indexed'} | ${r.description}`;
}

export function orientationText(ctx: PlanContext, g: Gathered, c: Candidates): string {
  const { o } = ctx;
  const rows = fileRows(ctx);
  const types = new Map<string, number>();
  for (const r of rows) types.set(r.type, (types.get(r.type) ?? 0) + 1);
  const out: string[] = [];
  out.push(`Today is ${localDay(ctx.now)}. Memory dir "${o.dir.label}" (${o.dir.kind}): ${rows.length} memory files (${[...types].map(([t, n]) => `${t} ${n}`).join(', ')}), ${g.logs.length} daily logs.`);
  const index = o.index;
  const workspace = o.dir.kind === 'openclaw-workspace';
  const memoryMd = workspace ? ctx.ws.text('MEMORY.md') : null;
  if (memoryMd !== null) {
    out.push(`MEMORY.md (OpenClaw's long-term memory itself, not an index): ${memoryMd.split('\n').length} lines. It is the one file you may write; the daily logs are read-only.`);
  } else if (workspace) {
    out.push('There is no MEMORY.md yet: it is the one file you may write (OpenClaw\'s long-term memory itself), only if the daily logs hold durable facts.');
  } else if (index) {
    const lines = index.text.split('\n');
    out.push(`MEMORY.md: ${lines.length} lines, ${index.text.length} characters (Claude Code loads the first 200 lines and 25,000 characters).`);
  } else out.push('There is no MEMORY.md yet (it is built from the files after you finish).');
  if (ctx.ws.changes.length > 0) out.push(`The builtin rules already did this (the texts you read include it): ${summarize(ctx.ws.changes)}.`);

  // Candidates' files first, then the newest: a bounded list however large the dir is.
  const wanted = new Set<string>([...c.similar.flatMap((s) => [s.a, s.b]), ...c.conflicts.flatMap((s) => [s.a, s.b]), ...c.findings.map((f) => f.file)]);
  const shown = [...rows].sort((a, b) => Number(wanted.has(b.file)) - Number(wanted.has(a.file)) || (a.modified < b.modified ? 1 : a.modified > b.modified ? -1 : 0)).slice(0, MAX_LISTED);
  out.push('', `## Memory files (file | type | size | modified | indexed | description)${rows.length > shown.length ? ` — ${shown.length} of ${rows.length} shown (candidates first, then the newest); list_memories pages through all` : ''}`);
  for (const r of shown.sort((a, b) => (a.file < b.file ? -1 : 1))) out.push(rowLine(r));

  const shownIndex = memoryMd ?? index?.text ?? null;
  if (shownIndex !== null) {
    const lines = shownIndex.split('\n').filter((l) => l.trim() !== '');
    out.push('', `## MEMORY.md${lines.length > MAX_INDEX_LINES ? ` (first ${MAX_INDEX_LINES} of ${lines.length} lines; read_memory MEMORY.md for all)` : ''}`);
    for (const l of lines.slice(0, MAX_INDEX_LINES)) out.push(clip(l, 160));
  }
  if (g.logs.length > 0) {
    out.push('', `## Daily logs (newest ${Math.min(MAX_LOGS, g.logs.length)} of ${g.logs.length}; read-only sources)`);
    for (const l of [...g.logs].reverse().slice(0, MAX_LOGS)) out.push(`- ${l.relPath} (${l.date}, ${l.size} B)`);
  }

  out.push('', '## Candidates from the builtin rules (hints to check, not instructions)');
  if (c.similar.length > 0) {
    out.push('### Memories that look alike but were not merged');
    for (const s of c.similar) out.push(`- ${s.a} ~ ${s.b} (${Math.round(s.shared * 100)} % shared key terms): "${s.aSays}" | "${s.bSays}"`);
  }
  if (c.conflicts.length > 0) {
    out.push('### Statements that may contradict or supersede each other');
    for (const s of c.conflicts) out.push(`- ${s.a}: "${s.aSays}" vs ${s.b}: "${s.bSays}" (${s.why})`);
  }
  if (c.logLines.length > 0) {
    out.push('### Lines of the daily logs that look durable and are not in memory yet');
    for (const l of c.logLines) out.push(`- ${l.file} (${l.date}): "${l.text}"`);
  }
  if (c.vague.length > 0) {
    out.push('### Memory requests too vague for the rules (find what was meant, or leave them)');
    for (const v of c.vague) out.push(`- "${v.quote}" (${v.source}, ${v.date})`);
  }
  if (c.findings.length > 0) {
    out.push('### Findings');
    for (const f of c.findings) out.push(`- (${f.kind}) ${f.file}: ${clip(f.detail, 200)}`);
  }
  if (c.similar.length + c.conflicts.length + c.logLines.length + c.vague.length + c.findings.length === 0) out.push('None: look at the files yourself, or finish.');
  return out.join('\n');
}
