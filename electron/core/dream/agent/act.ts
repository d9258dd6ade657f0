import { localDay } from '../../clock.js';
import { searchTranscripts } from '../../sessions/search.js';
import { listSessionFiles } from '../../sessions/session-files.js';
import type { PlanContext } from '../context.js';
import { bodyOf } from '../guard.js';
import type { ChangeKind, PlanChange, SentenceFate } from '../plan.js';
import { jaccard } from '../text/compare.js';
import { factsOf } from '../text/sentences.js';
import type { ToolCall, ToolResult } from '../../models/types.js';
import { clip } from './candidates.js';
import { fileRows, rowLine } from './orientation.js';
import { contentRefusal, logText, readRefusal, writeRefusal, type Sandbox } from './sandbox.js';
import { isToolName, TOOL_INPUTS, type ToolInput } from './tools.js';
import { workspaceRewriteRefusal } from '../openclaw/memory-edits.js';

/**
 * The model's tool calls, carried out on the Workspace. Reads return text; writes and deletes
 * become changes made `by: model` with `confidence: review`, the model's reason, and the fates
 * of the sentences they reword or remove (the guard checks the specifics). Refusals go back to
 * the model as error results and into the report.
 */

export interface Refusal {
  tool: string;
  file: string;
  reason: string;
}

export interface ActState {
  ctx: PlanContext;
  sandbox: Sandbox;
  model: { provider: string; model: string };
  sendTranscripts: boolean;
  sinceMs: number;
  signal?: AbortSignal | undefined;
  /** Bytes of memory text sent to the model, by source (file, `transcript:<id>`, `orientation`). */
  sent: Map<string, number>;
  refusals: Refusal[];
  finished: { summary: string } | null;
}

const MAX_READ = 48 * 1024;
const PAGE = 200;

export async function act(st: ActState, call: ToolCall): Promise<ToolResult> {
  const done = (content: string, isError = false): ToolResult => ({ id: call.id, name: call.name, content, isError });
  if (!isToolName(call.name)) return done(`Unknown tool "${call.name}". The tools are: list_memories, read_memory, search_memories, search_transcripts, write_memory, delete_memory, finish.`, true);
  if (call.input === null) return done(`The arguments of ${call.name} were not valid JSON (${clip(call.malformed ?? '', 120)}). Send a JSON object.`, true);
  const parsed = TOOL_INPUTS[call.name].safeParse(call.input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return done(`Invalid arguments for ${call.name}: ${issue.path.join('.') || 'input'}: ${issue.message}.`, true);
  }
  const refuse = (file: string, reason: string): ToolResult => {
    st.refusals.push({ tool: call.name, file, reason });
    return done(`Refused: ${file} ${reason}.`, true);
  };
  const input = parsed.data as Record<string, unknown>;
  switch (call.name) {
    case 'list_memories': {
      const { offset = 0 } = input as ToolInput<'list_memories'>;
      const rows = fileRows(st.ctx);
      const page = rows.slice(offset, offset + PAGE);
      const text = [`${rows.length} memory files; ${page.length ? `${offset + 1}-${offset + page.length}` : 'none'} shown (file | type | size | modified | indexed | description).`, ...page.map(rowLine), ...(offset + PAGE < rows.length ? [`Next page: list_memories {"offset": ${offset + PAGE}}.`] : [])].join('\n');
      count(st, 'list_memories', text);
      return done(text);
    }
    case 'read_memory': {
      const { file } = input as ToolInput<'read_memory'>;
      const why = readRefusal(st.sandbox, file);
      if (why) return refuse(file, why);
      const text = st.ctx.ws.text(file) ?? logText(st.sandbox, file) ?? '';
      const shown = text.length > MAX_READ ? `${text.slice(0, MAX_READ)}\n[… cut: ${text.length - MAX_READ} more characters]` : text;
      count(st, file, shown);
      return done(shown);
    }
    case 'search_memories': {
      const { query } = input as ToolInput<'search_memories'>;
      const text = searchMemories(st, query);
      count(st, 'search_memories', text);
      return done(text);
    }
    case 'search_transcripts': {
      const { query } = input as ToolInput<'search_transcripts'>;
      if (!st.sendTranscripts) return done('Transcripts are not shared with the model here (agent.sendTranscripts is false). Work from the memory files and logs.', true);
      return done(await searchSessions(st, query));
    }
    case 'write_memory':
      return write(st, input as ToolInput<'write_memory'>, refuse, done);
    case 'delete_memory':
      return remove(st, input as ToolInput<'delete_memory'>, refuse, done);
    case 'finish': {
      st.finished = { summary: clip((input as ToolInput<'finish'>).summary ?? '', 500) };
      return done('Finished. The builtin rules now rebuild the index, then the plan goes to the integrity guard.');
    }
  }
}

function write(st: ActState, input: ToolInput<'write_memory'>, refuse: (f: string, r: string) => ToolResult, done: (c: string, e?: boolean) => ToolResult): ToolResult {
  const { file, content, reason } = input;
  const { ws } = st.ctx;
  const before = ws.text(file);
  const workspace = st.ctx.o.dir.kind === 'openclaw-workspace';
  const why = writeRefusal(st.sandbox, file) ?? contentRefusal(st.sandbox, content) ?? (workspace ? workspaceRewriteRefusal(before ?? '', content, input.supersedes) : null);
  if (why) return refuse(file, why);
  if (before === content) return done(`${file} already says exactly this; nothing changed.`, true);
  const afterNorms = new Set(factsOf(bodyOf(content)).map((f) => f.norm));
  const fates: SentenceFate[] = [];
  for (const text of new Set([ws.original(file), before])) {
    if (text === null) continue;
    for (const f of factsOf(bodyOf(text))) if (!afterNorms.has(f.norm)) fates.push({ file, sentence: f.text, to: file, why: `reworded by the model: ${reason}` });
  }
  const kind: ChangeKind = before === null ? 'memory-created' : 'memory-rewritten';
  record(st, ws.change(kind, reason, [{ file, after: content }], fates), input.supersedes);
  if (before === null && !st.ctx.o.byFile.has(file)) st.ctx.created.set(file, localDay(st.ctx.now));
  return done(`${before === null ? 'Created' : 'Rewrote'} ${file} (${Buffer.byteLength(content)} B).`);
}

function remove(st: ActState, input: ToolInput<'delete_memory'>, refuse: (f: string, r: string) => ToolResult, done: (c: string, e?: boolean) => ToolResult): ToolResult {
  const { file, reason, mergedInto } = input;
  const why = st.ctx.o.dir.kind === 'openclaw-workspace' ? 'cannot be deleted here: in an OpenClaw workspace MEMORY.md is the only memory file; drop a memory by writing MEMORY.md without it (name it in supersedes)' : writeRefusal(st.sandbox, file);
  if (why) return refuse(file, why);
  const { ws } = st.ctx;
  const before = ws.text(file);
  if (before === null) return refuse(file, 'does not exist (now)');
  if (mergedInto !== undefined) {
    const into = writeRefusal(st.sandbox, mergedInto) ?? (mergedInto === file ? 'is the file being deleted' : !ws.exists(mergedInto) ? 'does not exist: write it first' : null);
    if (into) return refuse(file, `cannot be merged into ${mergedInto}: ${mergedInto} ${into}`);
  }
  const fates: SentenceFate[] = [];
  for (const text of new Set([ws.original(file), before])) {
    if (text === null) continue;
    for (const f of factsOf(bodyOf(text))) fates.push({ file, sentence: f.text, to: mergedInto ?? null, why: mergedInto ? `merged into ${mergedInto} by the model: ${reason}` : `removed by the model: ${reason}` });
  }
  const change = ws.change('memory-deleted', reason, [{ file, after: null }], fates);
  if (change && mergedInto) change.dependsOn = [mergedInto];
  record(st, change, undefined);
  st.ctx.removed.set(file, { into: mergedInto ?? null, why: reason });
  return done(`Deleted ${file}${mergedInto ? ` (merged into ${mergedInto})` : ''}; it stays in the pre-dream snapshot.`);
}

function record(st: ActState, change: PlanChange | null, supersedes: string[] | undefined): void {
  if (!change) return;
  change.by = 'model';
  change.confidence = 'review';
  change.model = st.model;
  if (supersedes && supersedes.length > 0) change.supersedes = supersedes;
}

function searchMemories(st: ActState, query: string): string {
  const q = st.ctx.terms(query);
  if (q.size === 0) return 'No searchable words in the query.';
  const hits: Array<{ file: string; score: number; snippet: string }> = [];
  for (const r of fileRows(st.ctx)) {
    const body = bodyOf(st.ctx.ws.text(r.file) ?? '');
    const terms = st.ctx.terms(body);
    let shared = 0;
    for (const t of q) if (terms.has(t)) shared += 1;
    if (shared === 0) continue;
    let best = '';
    let bestScore = -1;
    for (const f of factsOf(body)) {
      const s = jaccard(q, st.ctx.terms(f.text));
      if (s > bestScore) [best, bestScore] = [f.text, s];
    }
    hits.push({ file: r.file, score: shared / q.size, snippet: clip(best, 200) });
  }
  hits.sort((a, b) => b.score - a.score || (a.file < b.file ? -1 : 1));
  if (hits.length === 0) return `No memory mentions ${JSON.stringify(query)}.`;
  return hits.slice(0, 10).map((h) => `- ${h.file} (${Math.round(h.score * 100)} %): ${h.snippet}`).join('\n');
}

async function searchSessions(st: ActState, query: string): Promise<string> {
  const dir = st.ctx.o.dir.transcriptDir;
  const files = dir ? (await listSessionFiles(dir).catch(() => [])).map((s) => s.file) : [];
  if (files.length === 0) return 'There are no session transcripts for this memory dir.';
  const found = await searchTranscripts(files, [query], { sinceMs: st.sinceMs, roles: ['user'], maxHits: 20, maxTextChars: 300, ...(st.signal && { signal: st.signal }) });
  if (found.hits.length === 0) return `No user turn since the last dream mentions ${JSON.stringify(query)}.`;
  const lines = found.hits.map((h) => {
    const line = `- session ${h.sessionId}${h.timestamp ? ` (${h.timestamp.slice(0, 10)})` : ''}: ${clip(h.text, 300)}`;
    count(st, `transcript:${h.sessionId}`, line);
    return line;
  });
  return lines.join('\n');
}

function count(st: ActState, source: string, text: string): void {
  st.sent.set(source, (st.sent.get(source) ?? 0) + Buffer.byteLength(text));
}

