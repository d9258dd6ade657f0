import type { Change, Depth, DreamOutcome, DreamResult, Finding } from '../api/contract.js';
import { systemClock, type Clock } from '../clock.js';
import { AutodreamError, isAutodreamError } from '../errors.js';
import { removeStaleTempFiles } from '../fsx/atomic.js';
import { isPidAlive, withDreamLock, type AcquireOptions, type DreamLockResult } from '../lock/index.js';
import { isOpenClawDir } from '../memdir/openclaw.js';
import type { MemoryDir } from '../memdir/types.js';
import type { SnapshotStore } from '../snapshots/index.js';
import { ApplyInterrupted, applyPlan, hashOf, restoreWritten, type AppliedFile, type ApplyOptions } from './apply.js';
import { resolveInside } from '../memdir/safe-read.js';
import { guardPlan, type GuardVerdict } from './guard.js';
import type { Plan } from './plan.js';
import { planDream, type DreamEventSink, type PlanOptions } from './plan-dream.js';
import type { ModelPass } from './agent/pass.js';
import { isModelError } from '../models/model-error.js';
import { withoutUndone } from './undone.js';
import { withOpenClawDreamLock } from './openclaw/dream-lock.js';
import { DreamReports, makeDreamId, type StoredDreamReport } from './reports.js';
import { summarize } from './summary.js';

/**
 * One dream, end to end: (gates) -> plan -> guard -> lock -> pre-dream snapshot -> apply ->
 * report. A dry run, a refused plan and a cancel before the lock write nothing at all.
 * Writes happen only inside the dream lock. Before the first memory write a journal entry (the
 * report, marked interrupted, naming the snapshot) is durable in the state dir, so even a
 * killed dream can be undone. On failure or cancel the files already written are put back
 * from the snapshot and the lock is rolled back; so they are when the final report cannot be
 * saved, since a dream nobody can see or undo must not stay applied.
 */

export interface RunDreamOptions {
  dir: MemoryDir;
  stateDir: string;
  store: SnapshotStore;
  clock?: Clock;
  dryRun?: boolean;
  depth?: Depth;
  /** Apply a plan the integrity guard refused. */
  force?: boolean;
  /** Check the gates first (isDue); a manual dream leaves this off. */
  ifDue?: boolean;
  isDue?: () => Promise<boolean>;
  signal?: AbortSignal;
  onEvent?: DreamEventSink;
  trigger?: 'manual' | 'scheduler' | 'cli' | 'agent-tool';
  /** Passed to the consolidate lock (lock dir, wait, pid). */
  lock?: Omit<AcquireOptions, 'clock'>;
  /** Override what gather reads (tests, the facade's related-session knowledge). */
  gather?: PlanOptions['gather'];
  /** Test seam: runs before each file write of the apply. */
  beforeWrite?: ApplyOptions['beforeWrite'];
  /**
   * The agent engine: a model pass between consolidation and prune & index (absent: builtin).
   * A function opens it only once the gates said the dream is due (no key is needed before).
   */
  agent?: ModelPass | (() => Promise<ModelPass>);
  /** Set on the second attempt, after the first plan went stale while waiting for the lock. */
  replanned?: boolean;
}

/** The memory dir changed between planning and taking the lock (another dream finished meanwhile). */
class StalePlan extends Error {}

export interface RunDreamResult extends DreamResult {
  /** The plan (absent when the dream stopped before planning). */
  plan?: Plan;
  guard?: GuardVerdict;
}

export async function runDream(opts: RunDreamOptions): Promise<RunDreamResult> {
  const clock = opts.clock ?? systemClock;
  const { dir } = opts;
  const emit: DreamEventSink = opts.onEvent ?? (() => {});
  let agent = typeof opts.agent === 'function' ? undefined : opts.agent;
  const base = { memoryDir: dir.path, memoryDirId: dir.id };
  const engineInfo = () => (agent ? { engine: 'agent' as const, agent: { ...agent.report } } : opts.agent ? { engine: 'agent' as const } : {});
  const done = (outcome: DreamOutcome, summary: string, extra: Partial<RunDreamResult> = {}): RunDreamResult => ({
    ...base,
    ...engineInfo(),
    outcome,
    dreamId: null,
    snapshotId: null,
    summary,
    changes: [],
    findings: [],
    ...extra,
  });

  if (opts.ifDue && opts.isDue && !(await opts.isDue())) return done('not-due', 'Not due yet');
  if (typeof opts.agent === 'function') {
    try {
      agent = await opts.agent();
    } catch (e) {
      if (!isModelError(e)) throw e;
      return done('failed', 'The agent engine could not start; nothing was written', { error: e.describe(), reason: e.reason });
    }
  }
  const pass = agent;

  let plan: Plan;
  try {
    plan = await planDream(dir, {
      depth: opts.depth ?? 'rem',
      clock,
      ...(opts.signal && { signal: opts.signal }),
      onEvent: emit,
      ...(opts.gather && { gather: opts.gather }),
      ...(pass && { modelPass: (ctx, g, findings, signal) => pass.run(ctx, g, findings, signal) }),
    });
  } catch (e) {
    if (opts.signal?.aborted || (isAutodreamError(e) && e.code === 'cancelled')) return done('cancelled', 'Cancelled before anything was written');
    const error = pass ? pass.redact(describe(e)) : describe(e);
    if (isModelError(e)) {
      const why = e.reason === 'budget' ? 'the model budget is spent' : e.reason === 'turn-limit' ? 'the model never finished' : 'the model provider failed';
      return done('failed', `Stopped: ${why}; nothing was written`, { error, reason: e.reason });
    }
    return done('failed', 'The dream failed before anything was written', { error });
  }
  // What a person undid stays undone while its files are as the undo left them.
  plan = withoutUndone(plan, await new DreamReports(opts.stateDir).undoneChanges(dir.id).catch(() => []));
  emit('dream.phase', { memoryDirId: dir.id, phase: 'guard' });
  const guard = guardPlan(plan);
  const findings = [...plan.findings, ...plan.problems.map((p) => problemFinding(p))];
  const summary = summarize(plan.changes);
  const common = { plan, guard, findings };
  if (!guard.ok && !opts.force) {
    return done('refused', `Refused: ${guard.refusals.join('; ')}. Nothing was written (the plan: ${lower(summary)})`, { ...common, changes: withDiffs(plan, false) });
  }
  if (opts.dryRun) return done('dry-run', `Dry run: ${summary}`, { ...common, changes: withDiffs(plan, true) });
  if (opts.signal?.aborted) return done('cancelled', 'Cancelled before anything was written', common);

  const reports = new DreamReports(opts.stateDir);
  const startedAt = new Date(clock()).toISOString();
  const dreamId = makeDreamId(clock());
  // Set inside the lock callback; a holder object so the compiler does not narrow them to null.
  const st: { snapshotId: string | null; skipped: Array<{ file: string; reason: string }>; restoreFailed: boolean; putBack: number } = { snapshotId: null, skipped: [], restoreFailed: false, putBack: 0 };
  const report = (outcome: DreamOutcome, text: string, error?: string): StoredDreamReport => ({
    dreamId,
    ...base,
    startedAt,
    finishedAt: new Date(clock()).toISOString(),
    outcome,
    summary: text,
    snapshotId: st.snapshotId,
    ...(opts.trigger && { trigger: opts.trigger }),
    depth: plan.depth,
    undoneBy: null,
    changes: withDiffs(plan, true),
    findings,
    skipped: st.skipped,
    counts: { ...plan.counts },
    ...(guard.ok ? {} : { refusals: guard.refusals, forced: true }),
    ...engineInfo(),
    ...(error !== undefined && { error }),
  });

  const openclaw = isOpenClawDir(dir);
  const lockOpts = { ...opts.lock, clock, ...(opts.signal && { signal: opts.signal }) };
  // OpenClaw dirs take autodream's in-app lock only (no .consolidate-lock there): see docs/openclaw.md.
  const withLock = <T,>(fn: (signal: AbortSignal) => Promise<T>) => (openclaw ? withOpenClawDreamLock(dir, opts.stateDir, lockOpts, fn) : withDreamLock(dir.path, lockOpts, fn));
  let locked: DreamLockResult<'applied' | 'no-changes'>;
  try {
    locked = await withLock(async (signal): Promise<'applied' | 'no-changes'> => {
      // Half-written temp files of a killed autodream: never memories, never left in the dir.
      await removeStaleTempFiles(dir.path, isPidAlive);
      // Another dream may have finished while this one planned: then plan again, on what is there now.
      for (const w of plan.writes) {
        if ((await hashOf(resolveInside(dir.path, w.file)).catch(() => undefined)) !== (plan.basis[w.file] ?? null)) throw new StalePlan(w.file);
      }
      if (plan.writes.length === 0) {
        await reports.save(report('no-changes', 'Nothing to change'));
        return 'no-changes' as const;
      }
      emit('dream.phase', { memoryDirId: dir.id, phase: 'snapshot' });
      if (signal.aborted) throw new AutodreamError('cancelled', 'The dream was cancelled.');
      // An OpenClaw workspace is the agent's whole working folder: keep just what the dream writes.
      const scope = dir.kind === 'openclaw-workspace' ? { scope: plan.writes.map((w) => w.file) } : {};
      const snapshotId = (await opts.store.create(dir, 'pre-dream', { note: `before dream ${dreamId}`, ...scope })).id;
      st.snapshotId = snapshotId;
      // The journal: durable before the first memory write; a failure here has written nothing.
      await reports.save({ ...report('failed', `Interrupted while writing: undo it (autodream undo ${dreamId}) to put every file back from snapshot ${snapshotId}`), finishedAt: null, interrupted: true });
      emit('dream.phase', { memoryDirId: dir.id, phase: 'apply' });
      const putBack = async (written: AppliedFile[]): Promise<void> => {
        try {
          await restoreWritten(opts.store, snapshotId, dir, written);
          st.putBack = written.length;
        } catch (restoreError) {
          st.restoreFailed = true;
          throw new AutodreamError('internal', `The dream stopped half-way and ${written.length} file(s) could not be put back: ${describe(restoreError)}`, { file: dir.path, hint: `Restore snapshot ${snapshotId} (autodream snapshots restore ${snapshotId}).` });
        }
      };
      let applied: Awaited<ReturnType<typeof applyPlan>>;
      try {
        applied = await applyPlan(plan, {
          signal,
          onProgress: (n, total, file) => emit('dream.progress', { memoryDirId: dir.id, done: n, total, file }),
          ...(opts.beforeWrite && { beforeWrite: opts.beforeWrite }),
        });
        st.skipped = applied.skipped;
      } catch (e) {
        await putBack(e instanceof ApplyInterrupted ? e.written : []);
        const cause = e instanceof ApplyInterrupted ? e.cause : e;
        const cancelled = signal.aborted || (isAutodreamError(cause) && cause.code === 'cancelled');
        await reports.save(report(cancelled ? 'cancelled' : 'failed', cancelled ? 'Cancelled: every file was put back as it was' : 'Failed: every file was put back as it was', cancelled ? undefined : describe(cause))).catch(() => undefined);
        throw cancelled ? new AutodreamError('cancelled', 'The dream was cancelled.') : cause;
      }
      emit('dream.phase', { memoryDirId: dir.id, phase: 'report' });
      try {
        await reports.save(report('applied', skippedNote(summary, st.skipped)));
      } catch (e) {
        // Without its report nobody could see or undo this dream: put every file back instead.
        await putBack(applied.written);
        await reports.save(report('failed', 'Failed: the report could not be saved, so every file was put back as it was', describe(e))).catch(() => undefined);
        throw new AutodreamError('unreadable', `The dream report could not be saved (${describe(e)}); every file it wrote was put back as it was.`, { file: reports.dir, hint: 'Free some space in the state dir (or make it writable) and dream again.', cause: e });
      }
      return 'applied' as const;
    });
  } catch (e) {
    // The lock itself could not be taken (a symlinked or unwritable .consolidate-lock): nothing was written.
    return done('failed', 'The dream failed: nothing was changed', { ...common, error: describe(e) });
  }

  switch (locked.outcome) {
    case 'locked':
      return done('locked', locked.holderPid ? `Another dream holds the lock (PID ${locked.holderPid})` : 'Another dream is taking the lock', common);
    case 'cancelled':
      return done('cancelled', st.putBack > 0 ? 'Cancelled: every file written was put back as it was' : 'Cancelled: nothing was changed', { ...common, ...(st.snapshotId !== null && { dreamId, snapshotId: st.snapshotId }) });
    case 'failed':
      if (locked.error instanceof StalePlan) {
        if (!opts.replanned) return runDream({ ...opts, replanned: true });
        return done('locked', 'Another dream changed this memory dir while this one was planning; nothing was written', common);
      }
      return done('failed', st.restoreFailed ? `The dream failed half-way: restore snapshot ${st.snapshotId ?? ''} to put everything back` : st.putBack > 0 ? `The dream failed after writing ${st.putBack} file${st.putBack === 1 ? '' : 's'}; every one was put back as it was` : 'The dream failed: nothing was changed', { ...common, error: describe(locked.error), ...(st.snapshotId !== null && { dreamId, snapshotId: st.snapshotId }) });
    case 'done':
      if (locked.value === 'no-changes') return done('no-changes', 'Nothing to change', { ...common, dreamId });
      return done('applied', skippedNote(summary, st.skipped), { ...common, dreamId, snapshotId: st.snapshotId, changes: withDiffs(plan, false), skipped: st.skipped });
  }
}

/** Changes for a result: kind, files, reason (and the diffs when asked). */
export function withDiffs(plan: Plan, diffs: boolean): Change[] {
  return plan.changes.map((c) => ({
    kind: c.kind,
    files: c.files,
    reason: c.reason,
    ...(c.by && { by: c.by }),
    ...(c.confidence && { confidence: c.confidence }),
    ...(c.model && { model: c.model }),
    ...(diffs && { diffs: c.diffs }),
  }));
}

function problemFinding(p: Plan['problems'][number]): Finding {
  return { kind: 'unreadable-file', file: p.file, detail: `${p.reason}${p.line ? ` (line ${p.line})` : ''}` };
}

function skippedNote(summary: string, skipped: ReadonlyArray<{ file: string }>): string {
  return skipped.length === 0 ? summary : `${summary}; skipped ${skipped.length} file${skipped.length === 1 ? '' : 's'} changed meanwhile`;
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function describe(e: unknown): string {
  if (isAutodreamError(e)) return e.describe();
  return e instanceof Error ? e.message : String(e);
}
