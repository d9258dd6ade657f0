/**
 * The dream engine: orient -> gather -> consolidate -> prune => Plan; guard; apply; report; undo.
 * The facade (api/autodream.ts) calls these entry points.
 */
export { runDream, withDiffs, type RunDreamOptions, type RunDreamResult } from './run.js';
export { planDream, planFrom, type PlanOptions, type DreamEventSink } from './plan-dream.js';
export { guardPlan, findLostFacts, MAX_REMOVED_SHARE, type GuardVerdict, type LostFact } from './guard.js';
export { applyPlan, type ApplyOptions, type ApplyOutcome } from './apply.js';
export { DreamReports, makeDreamId, isDreamId, type StoredDreamReport } from './reports.js';
export { undoDream, type UndoOptions, type UndoResult } from './undo.js';
export { summarize } from './summary.js';
export { orient, type Orientation, type Memory } from './orient.js';
export type { Plan, PlanChange, ChangeKind, FileDiff, SentenceFate, PlanCounts } from './plan.js';
