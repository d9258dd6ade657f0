import type { Depth, EventName, EventPayload } from '../api/contract.js';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError } from '../errors.js';
import type { MemoryDir } from '../memdir/types.js';
import { planCaptures } from './capture.js';
import { claudeMdFindings } from './claude-md.js';
import { finishWorkspacePlan, startWorkspacePlan } from './openclaw/plan-workspace.js';
import { workspacePassInput } from './openclaw/model-pass.js';
import { otherCardFacts, withoutKnownLogRequests } from './openclaw/shared-logs.js';
import { sharedTerms, type PlanContext } from './context.js';
import { planDates } from './dates.js';
import { findDrift } from './drift.js';
import { gather, type GatherOptions, type Gathered } from './gather.js';
import { liveMemories } from './live.js';
import { planLinks } from './links.js';
import { planMerges } from './merges.js';
import { loadedIndexTokens, orient, type Orientation } from './orient.js';
import { entryTarget, isOverflowIndex } from './overflow.js';
import type { Plan, PlanCounts } from './plan.js';
import { planIndex } from './prune.js';
import { derivableContent, readClaudeMd } from './rules.js';
import { planSupersessions } from './supersessions.js';
import { parseIndexLines } from './text/index-layout.js';
import { releaseTextMemos } from './text/text-memo.js';
import { estimateTokens } from './text/tokens.js';
import { Workspace, type WorkspaceFile } from './workspace.js';
import { performance } from 'node:perf_hooks';
import { setImmediate as turn } from 'node:timers/promises'; // one turn of the event loop: signal handlers and other calls run

/**
 * A Plan for one memory dir: orient -> gather -> consolidate -> prune. Reads the memory dir,
 * its logs and transcripts (and the project, for drift); writes nothing anywhere.
 */

export type DreamEventSink = <E extends EventName>(name: E, payload: EventPayload<E>) => void;

export interface PlanOptions {
  depth?: Depth;
  clock?: Clock;
  signal?: AbortSignal;
  onEvent?: DreamEventSink;
  /** Override what gather reads (transcripts, lastConsolidatedAt, project root). */
  gather?: Omit<Partial<GatherOptions>, 'now' | 'signal'>;
  /** The agent engine's model pass: runs on the workspace after consolidation, before prune & index. */
  modelPass?: ModelPassHook;
}

/** A pass over the workspace between the builtin consolidation and prune & index. */
export type ModelPassHook = (ctx: PlanContext, g: Gathered, findings: Plan['findings'], signal?: AbortSignal) => Promise<void>;

export async function planDream(dir: MemoryDir, opts: PlanOptions = {}): Promise<Plan> {
  const clock = opts.clock ?? systemClock;
  const now = clock();
  const depth = opts.depth ?? 'rem';
  const emit = opts.onEvent ?? (() => {});
  const phase = (p: EventPayload<'dream.phase'>['phase']): void => {
    checkCancel(opts.signal);
    emit('dream.phase', { memoryDirId: dir.id, phase: p });
  };
  const progress = (done: number, total: number): void => emit('dream.progress', { memoryDirId: dir.id, done, total });

  phase('orient');
  const o = await orient(dir);
  if (dir.kind === 'openclaw-workspace') {
    // OpenClaw's own layout: MEMORY.md is content and the daily logs are the sources.
    phase('consolidate');
    const started = startWorkspacePlan(o, { depth, now, known: await otherCardFacts(dir) });
    if (opts.modelPass) {
      // The agent engine: a model works on MEMORY.md's memories after the rules, in the same sandbox.
      const { ctx, g } = workspacePassInput(started);
      await opts.modelPass(ctx, g, started.findings, opts.signal);
      checkCancel(opts.signal);
    }
    return finishWorkspacePlan(started);
  }
  phase('gather');
  // Daily logs shared with an OpenClaw workspace: a request the workspace already holds is not captured again.
  const g = withoutKnownLogRequests(await gather(o, { ...opts.gather, now, ...(opts.signal && { signal: opts.signal }) }), await otherCardFacts(dir));
  const drift = await findDrift(o.memories, g.projectRoot, opts.signal);
  const claude = await readClaudeMd(g.projectRoot);
  phase('consolidate');
  const planOpts: PlanFromOptions = { depth, now, drift, claude, progress, signal: opts.signal, beforePrune: () => phase('prune') };
  if (!opts.modelPass) return planFrom(o, g, planOpts);
  const started = await startPlan(o, g, planOpts);
  await opts.modelPass(started.ctx, g, findingsOf(started, planOpts), opts.signal);
  checkCancel(opts.signal);
  return finishPlan(started, planOpts);
}

export interface PlanFromOptions {
  depth: Depth;
  now: number;
  drift?: Plan['findings'];
  claude?: Awaited<ReturnType<typeof readClaudeMd>>;
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal | undefined;
  /** Called when consolidation is done and prune & index starts. */
  beforePrune?: () => void;
}

/** The pure part: a plan from what orient and gather read. */
export async function planFrom(o: Orientation, g: Gathered, opts: PlanFromOptions): Promise<Plan> {
  return finishPlan(await startPlan(o, g, opts), opts);
}

/** A plan under way: consolidation done, prune & index still to come. */
export interface StartedPlan {
  o: Orientation;
  g: Gathered;
  ctx: PlanContext;
}

const CONSOLIDATE_STEPS = 5;
/** The longest stretch of planning without a turn of the event loop, where the work is sliced. */
const SLICE_MS = 20;
/** Memories whose dates are planned between two looks for a cancel (each is planned on its own). */
const DATES_SLICE = 100;
const ALL_STEPS = CONSOLIDATE_STEPS + 1;
/**
 * Memories (characters of text) above which a plan empties the text memos once consolidation is
 * done: their results take ~20 bytes per character of memory (70 MB for 10,000 memories), and
 * only a small dir's next plan gains much from finding them.
 */
const RELEASE_MEMOS_ABOVE_CHARS = 1_000_000;

/** Consolidate: dates, duplicates, captured requests, supersessions, links. */
export async function startPlan(o: Orientation, g: Gathered, opts: PlanFromOptions): Promise<StartedPlan> {
  const initial = new Map<string, WorkspaceFile>();
  for (const f of o.inventory.files) if (!o.links.has(f.relPath)) initial.set(f.relPath, { text: f.text, sha256: f.sha256 });
  if (o.inventory.index) initial.set(o.inventory.index.relPath, { text: o.inventory.index.text, sha256: o.inventory.index.sha256 });
  if (o.inventory.teamIndex) initial.set(o.inventory.teamIndex.relPath, { text: o.inventory.teamIndex.text, sha256: o.inventory.teamIndex.sha256 });
  const ws = new Workspace(initial);
  const ctx: PlanContext = { ws, o, depth: opts.depth, now: opts.now, findings: [], removed: new Map(), created: new Map(), terms: sharedTerms };
  // Between steps, and between the passes of a long step: a cancel is seen within one pass.
  let lastTurn = performance.now();
  const pause = async (): Promise<void> => {
    await turn(); // let a cancel (Ctrl+C, SIGTERM, the window's button) be seen
    lastTurn = performance.now();
    checkCancel(opts.signal);
  };
  // Inside the long loops, every slice of work: a turn when the last one is SLICE_MS old.
  const slice = async (): Promise<void> => {
    if (performance.now() - lastTurn >= SLICE_MS) await pause();
    else checkCancel(opts.signal);
  };
  const steps: Array<() => void | Promise<void>> = [
    async () => {
      for (let i = 0; i < o.memories.length; i += DATES_SLICE) {
        planDates(ws, o.memories.slice(i, i + DATES_SLICE));
        await slice();
      }
    },
    () => planMerges(ctx, pause, slice),
    () => planCaptures(ctx, g.requests),
    () => planSupersessions(ctx, g.sources, slice),
    () => planLinks(ctx, liveMemories(ctx)),
  ];
  for (const [i, step] of steps.entries()) {
    await pause();
    await step();
    opts.progress?.(i + 1, ALL_STEPS);
  }
  return { o, g, ctx };
}

/** Prune & index, then the Plan: what to write, on what basis, with every finding. */
export async function finishPlan(started: StartedPlan, opts: PlanFromOptions): Promise<Plan> {
  const { o, g, ctx } = started;
  const { ws } = ctx;
  const pause = async (): Promise<void> => {
    await turn();
    checkCancel(opts.signal);
  };
  await pause();
  // Consolidation is done with the text memos (prune & index reads none): a big dir's results go now.
  if (memoryChars(o) > RELEASE_MEMOS_ABOVE_CHARS) releaseTextMemos();
  opts.beforePrune?.();
  await planIndex(ctx, g.readCounts, pause);
  opts.progress?.(ALL_STEPS, ALL_STEPS);
  await pause();
  const findings = findingsOf(started, opts);
  const writes = ws.writes();
  const basis = ws.planBasis(writes);
  const readOnly = new Set<string>([...o.inventory.logs.map((l) => l.relPath), ...o.problems.map((p) => p.file), ...o.links, ...o.inventory.files.filter((f) => f.category === 'session').map((f) => f.relPath)]);
  return {
    memoryDir: o.dir.path,
    memoryDirId: o.dir.id,
    depth: opts.depth,
    plannedAt: opts.now,
    changes: ws.changes,
    findings,
    problems: o.problems,
    basis,
    writes,
    memoryBefore: new Map(o.memories.map((m) => [m.file, m.info.text])),
    readOnly,
    counts: countsOf(o, ws, ctx),
  };
}

function memoryChars(o: Orientation): number {
  let n = 0;
  for (const m of o.memories) n += m.info.text.length;
  return n;
}

function findingsOf({ o, g, ctx }: StartedPlan, opts: PlanFromOptions): Plan['findings'] {
  return [...g.findings, ...(opts.drift ?? []), ...derivableContent(o.memories), ...claudeMdFindings(o.memories, opts.claude ?? [], ctx.terms), ...ctx.findings];
}

function countsOf(o: Orientation, ws: Workspace, ctx: PlanContext): PlanCounts {
  const memoryFiles = new Set(o.memories.map((m) => m.file));
  const reachable = (text: (f: string) => string | null, files: string[]): Set<string> => {
    const out = new Set<string>();
    for (const f of files) {
      for (const l of parseIndexLines(text(f) ?? '')) {
        if (l.kind !== 'entry') continue;
        const t = entryTarget(f, l.file);
        if (t !== null && !isOverflowIndex(t, text(t))) out.add(t);
      }
    }
    return out;
  };
  const indexesBefore = ['MEMORY.md', ...o.overflow.map((x) => x.file)];
  const before = [...reachable((f) => ws.original(f), indexesBefore)].filter((t) => memoryFiles.has(t));
  const after = reachable((f) => ws.text(f), ['MEMORY.md', ...ws.files().filter((f) => isOverflowIndex(f, ws.text(f)))]);
  let memoryTokensAfter = 0;
  for (const m of liveMemories(ctx)) memoryTokensAfter += estimateTokens(m.text);
  return {
    memoriesBefore: o.memories.length,
    memoriesAfter: o.memories.filter((m) => ws.exists(m.file)).length + [...ctx.created.keys()].filter((f) => ws.exists(f)).length,
    indexEntriesBefore: before.length,
    // An entry whose memory was merged into one that is still indexed is not lost.
    indexEntriesLost: before.filter((t) => !after.has(t) && !after.has(ctx.removed.get(t)?.into ?? '')).length,
    indexTokensBefore: o.tokens.indexLoaded,
    indexTokensAfter: loadedIndexTokens(ws.text('MEMORY.md')),
    memoryTokensBefore: o.tokens.memories,
    memoryTokensAfter,
  };
}


function checkCancel(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AutodreamError('cancelled', 'The dream was cancelled.');
}
