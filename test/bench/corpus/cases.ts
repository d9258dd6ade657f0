import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Finding } from '../../../electron/core/api/contract.js';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { planDream } from '../../../electron/core/dream/plan-dream.js';
import { entryTarget } from '../../../electron/core/dream/overflow.js';
import type { Plan } from '../../../electron/core/dream/plan.js';
import { parseIndexLines } from '../../../electron/core/dream/text/index-layout.js';
import { BENCH_NOW } from './build.js';
import { finalState, norm } from './score.js';

/**
 * Hand-written quality cases: each a tiny memory dir (a few memories, maybe a daily log, a
 * transcript, a CLAUDE.md) with one planted defect or one trap, and what a right dream does
 * with it. Scored on the memory dir as the dry-run plan would leave it:
 * - recall: defects fixed (every `fixed` check holds) or flagged (a finding of an allowed kind
 *   naming what `flag.mentions` lists, in its detail or as the file it is raised on);
 * - precision: changes in cases that ended right, over all outputs: the changes plus the
 *   findings a trap must not raise (its `quiet` kinds);
 * - harmful: cases where a `keep` text was altered, a `forbid` text appeared, or a memory (a
 *   whole file, or a sentence removed on purpose) was removed that the case does not name as a
 *   duplicate or superseded (`fixed.gone`, `fixed.absent`, `fixed.absentLines`);
 * - silent explicit supersessions: supersession cases neither fixed nor flagged.
 */

export type Category =
  | 'dates-en'
  | 'dates-zh'
  | 'supersession'
  | 'contradiction'
  | 'paraphrase'
  | 'claude-md'
  | 'merge'
  | 'captures'
  | 'index'
  | 'hooks';

export const CATEGORIES: readonly Category[] = ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase', 'claude-md', 'merge', 'captures', 'index', 'hooks'];

export interface CaseMemory {
  file: string;
  /** Local day it was written (frontmatter `modified`). */
  modified: string;
  body: string;
  type?: 'user' | 'feedback' | 'project' | 'reference';
  description?: string;
  /** The hook of its MEMORY.md entry when it differs from the description. */
  hook?: string;
}

export interface QualityCase {
  id: string;
  category: Category;
  lang: 'en' | 'zh';
  memories: CaseMemory[];
  /** Daily logs: day -> lines. */
  logs?: Record<string, string[]>;
  /** What the user typed in one session, each with its day. */
  said?: Array<{ day: string; text: string }>;
  claudeMd?: string;
  /** Lines of MEMORY.md that are not entries (dated notes, paragraphs), after the entries. */
  indexNotes?: string[];
  /** This many more small project memories, indexed (to fill MEMORY.md). */
  extraMemories?: number;
  /** No defect: a trap that must come through unchanged (and unflagged when `quiet`). */
  trap?: boolean;
  /** Every text in `contains` is in some memory afterwards, none of `absent` is. */
  fixed?: {
    contains?: string[];
    absent?: string[];
    absentLines?: string[];
    files?: string[];
    gone?: string[];
    /** MEMORY.md afterwards: holds every text in `indexContains`, none of `indexAbsent`, inside these limits. */
    indexContains?: string[];
    indexAbsent?: string[];
    indexMaxLines?: number;
    indexMaxChars?: number;
  };
  /** A finding of one of these kinds whose detail names every `mentions` text also counts. */
  flag?: { kinds: string[]; mentions: string[] };
  /** Texts that must be in memory afterwards exactly as written (else: harmful). */
  keep?: string[];
  /** Texts that must stay in MEMORY.md itself (else: harmful), such as a user or feedback pointer. */
  indexKeep?: string[];
  /** Texts that must appear nowhere afterwards (broken or wrong output; else: harmful). */
  forbid?: string[];
  /** A trap that must not be flagged with these kinds either. */
  quiet?: string[];
  /** An explicit supersession: neither fixed nor flagged is a silent miss. */
  explicit?: boolean;
  /** Captures: at most this many new memories (default: no limit). */
  maxCreated?: number;
}

export interface CaseResult {
  id: string;
  category: Category;
  lang: 'en' | 'zh';
  defect: boolean;
  fixed: boolean;
  flagged: boolean;
  changes: number;
  /** Changes counted right (the case ended right). */
  right: number;
  harmful: string[];
  noisy: string[];
  silent: boolean;
  detail: string[];
}

/**
 * Unrelated memories every case dir also holds, so that a case is a small realistic dir and
 * not two files (the guard refuses to remove more than a quarter of a dir's memories).
 */
const PADDING: CaseMemory[] = [
  { file: 'editor-setup.md', modified: '2026-07-01', type: 'user', body: 'The user edits in Neovim with a dark theme.' },
  { file: 'working-hours.md', modified: '2026-07-01', type: 'user', body: 'The user works from Lisbon and reviews code in the mornings.' },
  { file: 'latency-dashboards.md', modified: '2026-07-01', type: 'reference', body: 'The latency dashboards live in the Grafana folder named Latency.' },
  { file: 'glossary.md', modified: '2026-07-01', type: 'reference', body: 'In this codebase an account means a billing tenant.' },
  { file: 'answer-style.md', modified: '2026-07-01', type: 'feedback', body: 'Show the code change first and the explanation after it.' },
  { file: 'test-names.md', modified: '2026-07-01', type: 'feedback', body: 'Name each test file after the module it covers.' },
];

// Bookkeeping a dream may add around any case (an index entry for a new memory, links).
const SIDE_KINDS = new Set(['pointer-added', 'links-added']);

/** A case's dry-run plan, with the memory dir's files before (names) and after the plan (texts). */
export interface PlannedCase {
  plan: Plan;
  before: ReadonlySet<string>;
  /** Every file's text before the plan. */
  initial: ReadonlyMap<string, string>;
  after: ReadonlyMap<string, string>;
}

export async function runCase(c: QualityCase): Promise<CaseResult> {
  const p = await planCase(c);
  return scoreCase(c, p.plan, p.after, p.before);
}

/** Builds the case's memory dir in a temp dir, plans a dream over it (dry run) and removes the dir. */
export async function planCase(c: QualityCase): Promise<PlannedCase> {
  const root = await mkdtemp(join(tmpdir(), 'ad-case-'));
  try {
    const memoryDir = join(root, 'memory');
    const transcriptDir = join(root, 'transcripts');
    const project = join(root, 'project');
    await mkdir(memoryDir, { recursive: true });
    await mkdir(transcriptDir, { recursive: true });
    await mkdir(project, { recursive: true });
    const index = ['# Memory', ''];
    const extra: CaseMemory[] = Array.from({ length: c.extraMemories ?? 0 }, (_, i) => ({
      file: `project-fact-${String(i + 1).padStart(3, '0')}.md`,
      modified: '2026-06-01',
      body: `Service number ${i + 1} answers on port ${9000 + i}.`,
    }));
    for (const m of [...c.memories, ...PADDING, ...extra]) {
      const name = m.file.replace(/\.md$/, '');
      const description = m.description ?? name.replace(/[-_]/g, ' ');
      const fm = `---\nname: ${name}\ndescription: ${description}\nmetadata:\n  type: ${m.type ?? 'project'}\nmodified: ${m.modified}T12:00:00.000Z\n---\n`;
      await put(memoryDir, m.file, `${fm}${m.body.trim()}\n`);
      const link = /[\s()<>]/.test(m.file) ? `<${m.file}>` : m.file;
      index.push(`- [${title(name)}](${link}) — ${m.hook ?? description}`);
    }
    if (c.indexNotes?.length) index.push('', ...c.indexNotes);
    await put(memoryDir, 'MEMORY.md', `${index.join('\n')}\n`);
    for (const [day, lines] of Object.entries(c.logs ?? {})) {
      await put(memoryDir, `logs/${day.slice(0, 4)}/${day.slice(5, 7)}/${day}.md`, `# ${day}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`);
    }
    if (c.said?.length) {
      const session = '0f0e0d0c-0b0a-4909-8807-0605040302aa';
      const lines = c.said.flatMap((s) => [
        JSON.stringify({ type: 'user', sessionId: session, timestamp: `${s.day}T10:00:00.000Z`, cwd: project, message: { role: 'user', content: s.text } }),
        JSON.stringify({ type: 'assistant', sessionId: session, timestamp: `${s.day}T10:00:05.000Z`, message: { role: 'assistant', content: [{ type: 'text', text: 'OK.' }] } }),
      ]);
      await put(transcriptDir, `${session}.jsonl`, `${lines.join('\n')}\n`);
    }
    if (c.claudeMd) await put(project, 'CLAUDE.md', c.claudeMd);
    const dir = { id: `case-${c.id}`, path: memoryDir, kind: 'claude-code' as const, transcriptDir, projectRoot: project, label: c.id };
    const initial = await finalState(memoryDir, { writes: [] } as unknown as Plan);
    const before = new Set(initial.keys());
    const plan = await planDream(dir, { depth: 'rem', clock: () => BENCH_NOW.getTime(), gather: { sinceMs: 0, projectRoot: project } });
    const after = await finalState(memoryDir, plan);
    return { plan, before, initial, after };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Scores one case on its plan and the files as the plan leaves them (see the file's comment). */
export function scoreCase(c: QualityCase, plan: Plan, after: ReadonlyMap<string, string>, before: ReadonlySet<string>): CaseResult {
  const texts = [...after.entries()].filter(([f]) => f !== 'MEMORY.md' && !f.startsWith('logs/')).map(([, t]) => t);
  const normed = texts.map(norm);
  const has = (s: string): boolean => normed.some((t) => t.includes(norm(s)));
  const detail: string[] = [];
  const defect = !c.trap;
  const contains = c.fixed?.contains ?? [];
  const absent = c.fixed?.absent ?? [];
  const lines = new Set(texts.flatMap((t) => t.split('\n').map((l) => l.trim())));
  const fx = c.fixed;
  const indexText = after.get('MEMORY.md') ?? '';
  const indexNorm = norm(indexText);
  const indexLines = indexText.split('\n').length - (indexText.endsWith('\n') ? 1 : 0);
  const indexOk =
    (fx?.indexContains ?? []).every((s) => indexNorm.includes(norm(s))) &&
    (fx?.indexAbsent ?? []).every((s) => !indexNorm.includes(norm(s))) &&
    indexLines <= (fx?.indexMaxLines ?? Infinity) &&
    indexText.length <= (fx?.indexMaxChars ?? Infinity);
  const fixed = defect && fx !== undefined && indexOk && contains.every(has) && absent.every((s) => !has(s)) && (fx.absentLines ?? []).every((l) => !lines.has(l)) && (fx.files ?? []).every((f) => after.has(f)) && (fx.gone ?? []).every((f) => !after.has(f));
  // A finding names a memory by its detail or by the file it is raised on.
  const mentions = (f: Finding, ms: readonly string[]): boolean => ms.every((m) => norm(`${f.file} ${f.detail}`).includes(norm(m)));
  const flagged = defect && c.flag !== undefined && plan.findings.some((f) => c.flag!.kinds.includes(f.kind) && mentions(f, c.flag!.mentions));
  const harmful: string[] = [];
  // Notes kept in MEMORY.md are memory too: where a case has them, a kept text may stay there.
  const kept = c.indexNotes?.length ? [...texts, after.get('MEMORY.md') ?? ''] : texts;
  for (const k of c.keep ?? []) if (!kept.some((t) => t.includes(k))) harmful.push(`changed: "${k}"`);
  for (const f of c.forbid ?? []) if (texts.some((t) => t.includes(f))) harmful.push(`produced: "${f}"`);
  if (c.maxCreated !== undefined) {
    const created = [...after.keys()].filter((f) => !before.has(f) && f !== 'MEMORY.md');
    if (created.length > c.maxCreated) harmful.push(`created ${created.length} memories (at most ${c.maxCreated})`);
  }
  for (const k of c.indexKeep ?? []) if (!indexText.includes(k)) harmful.push(`MEMORY.md lost: "${k}"`);
  harmful.push(...unreachable(after));
  harmful.push(...wrongRemovals(c, plan, after));
  const guard = guardPlan(plan);
  if (!guard.ok) harmful.push(`the guard refuses the plan: ${guard.refusals.join('; ')}`);
  const noisy = plan.findings.filter((f) => (c.quiet ?? []).includes(f.kind)).map((f) => `${f.kind}: ${f.detail}`);
  const changes = plan.changes.filter((ch) => !SIDE_KINDS.has(ch.kind));
  const ok = defect ? (fixed || flagged) && harmful.length === 0 : harmful.length === 0 && changes.length === 0;
  if (!ok || harmful.length) {
    for (const ch of changes) detail.push(`change ${ch.kind}: ${ch.reason}`);
    for (const f of plan.findings.filter((f) => !['derivable-content'].includes(f.kind))) detail.push(`finding ${f.kind}: ${f.detail}`);
  }
  // A right case with only a flag has no changes to count; a fixed one counts all its changes right.
  const right = ok && harmful.length === 0 && (fixed || !defect) ? changes.length : 0;
  return { id: c.id, category: c.category, lang: c.lang, defect, fixed, flagged, changes: changes.length, right, harmful, noisy, silent: Boolean(c.explicit) && !fixed && !flagged, detail };
}

/**
 * For a capture's `forbid`: a title or a file name cut mid-word: every proper prefix (3+ letters) of a 6+ letter word of
 * `text` that is no word of its own, at a line's end, before an ellipsis or before `.md`.
 */
export const cutMidWord = (text: string): string[] => {
  const whole = new Set((text.toLowerCase().match(/[a-z]+/g) ?? []));
  const out = new Set<string>();
  for (const w of text.match(/[A-Za-z]{6,}/g) ?? []) {
    for (let k = 3; k < w.length; k++) {
      const p = w.slice(0, k);
      if (whole.has(p.toLowerCase())) continue;
      for (const q of new Set([p, p.toLowerCase()])) for (const end of ['\n', '…', '...', '.md']) out.add(`${q}${end}`);
    }
  }
  return [...out];
};

/** Memories that no index (MEMORY.md or an index it links to) points at afterwards. */
function unreachable(after: ReadonlyMap<string, string>): string[] {
  const reached = new Set<string>();
  const queue = ['MEMORY.md'];
  while (queue.length > 0) {
    const f = queue.pop()!;
    if (reached.has(f)) continue;
    reached.add(f);
    if (f !== 'MEMORY.md' && !f.startsWith('MEMORY-')) continue;
    for (const l of parseIndexLines(after.get(f) ?? '')) {
      if (l.kind !== 'entry') continue;
      const t = entryTarget(f, l.file);
      if (t !== null && after.has(t)) queue.push(t);
    }
  }
  const out: string[] = [];
  for (const f of after.keys()) if (!reached.has(f) && !f.startsWith('logs/')) out.push(`${f} is not reachable from MEMORY.md`);
  return out.slice(0, 3);
}

/**
 * Removals the case does not call for: a memory of the case deleted, or one of its sentences
 * removed on purpose (a fate with no destination), when no `fixed.gone`, `fixed.absent` or
 * `fixed.absentLines` of the case names it. Removing a memory that is not a true duplicate or
 * superseded is a wrong edit, even where the case is also flagged.
 */
function wrongRemovals(c: QualityCase, plan: Plan, after: ReadonlyMap<string, string>): string[] {
  const absent = [...(c.fixed?.absent ?? []), ...(c.fixed?.absentLines ?? [])].map((s) => norm(s.replace(/^[-*]\s+/, '')));
  const gone = new Set(c.fixed?.gone ?? []);
  const expected = (text: string): boolean => absent.some((a) => a !== '' && norm(text).includes(a));
  const out: string[] = [];
  for (const m of c.memories) {
    if (after.has(m.file) || gone.has(m.file)) continue;
    if (!expected(m.body)) out.push(`removed ${m.file}, which is neither a duplicate nor superseded`);
  }
  const own = new Set(c.memories.map((m) => m.file));
  for (const ch of plan.changes) {
    for (const f of ch.fates) {
      if (f.to !== null || !own.has(f.file) || gone.has(f.file) || expected(f.sentence)) continue;
      out.push(`removed "${f.sentence}" from ${f.file} (${ch.kind}), which is neither a duplicate nor superseded`);
    }
  }
  return out;
}

export interface CaseSummary {
  table: string;
  recall: number;
  precision: number;
  harmful: number;
  silent: number;
  results: CaseResult[];
}

export async function runCases(label: string, cases: readonly QualityCase[]): Promise<CaseSummary> {
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await runCase(c));
  return summariseCases(label, results);
}

export function summariseCases(label: string, results: readonly CaseResult[]): CaseSummary {
  const rows = [`${label}`, 'category       cases  defects  fixed  flagged  recall  outputs  right  precision  harmful  silent  noisy'];
  const line = (name: string, rs: readonly CaseResult[]): string => {
    const defects = rs.filter((r) => r.defect);
    const found = defects.filter((r) => (r.fixed || r.flagged) && r.harmful.length === 0).length;
    const changes = sum(rs.map((r) => r.changes + r.noisy.length));
    const right = sum(rs.map((r) => r.right));
    return [
      name.padEnd(14),
      String(rs.length).padStart(5),
      String(defects.length).padStart(8),
      String(defects.filter((r) => r.fixed).length).padStart(6),
      String(defects.filter((r) => !r.fixed && r.flagged).length).padStart(8),
      pct(defects.length ? found / defects.length : 1).padStart(7),
      String(changes).padStart(8),
      String(right).padStart(6),
      pct(changes ? right / changes : 1).padStart(10),
      String(rs.filter((r) => r.harmful.length).length).padStart(8),
      String(rs.filter((r) => r.silent).length).padStart(7),
      String(rs.filter((r) => r.noisy.length).length).padStart(6),
    ].join(' ');
  };
  for (const cat of CATEGORIES) {
    const rs = results.filter((r) => r.category === cat);
    if (rs.length) rows.push(line(cat, rs));
  }
  rows.push(line('all', results));
  const defects = results.filter((r) => r.defect);
  const recall = defects.length ? defects.filter((r) => (r.fixed || r.flagged) && r.harmful.length === 0).length / defects.length : 1;
  // A finding a trap must not raise (its `quiet` kinds) is a wrong output too.
  const changes = sum(results.map((r) => r.changes + r.noisy.length));
  const precision = changes ? sum(results.map((r) => r.right)) / changes : 1;
  const harmful = results.filter((r) => r.harmful.length).length;
  const silent = results.filter((r) => r.silent).length;
  const misses: string[] = [];
  for (const r of results) {
    const wrong = r.defect ? !(r.fixed || r.flagged) || r.harmful.length > 0 : r.harmful.length > 0 || r.changes > 0;
    if (!wrong && r.noisy.length === 0) continue;
    misses.push(`  ${r.id}${r.harmful.length ? ` HARMFUL ${r.harmful.join('; ')}` : ''}${r.silent ? ' SILENT' : ''}${r.noisy.length ? ' NOISY' : ''}`);
    for (const d of [...r.detail, ...r.noisy].slice(0, 4)) misses.push(`      ${d.length > 220 ? `${d.slice(0, 219)}…` : d}`);
  }
  const table = [...rows, '', ...(misses.length ? ['not right:', ...misses] : ['every case right'])].join('\n');
  return { table, recall, precision, harmful, silent, results: [...results] };
}

async function put(root: string, rel: string, text: string): Promise<void> {
  const p = join(root, rel);
  await mkdir(dirname(p), { recursive: true });
  await writeFile(p, text);
}

function title(name: string): string {
  return name.replace(/[-_]/g, ' ').replace(/^\w/, (ch) => ch.toUpperCase());
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function pct(x: number): string {
  return `${(x * 100).toFixed(0)} %`;
}
