import type { ChangeAuthor, Confidence, Depth, Finding } from '../api/contract.js';
import type { FileProblem } from '../errors.js';

/**
 * A Plan: what a dream would change in a memory dir, computed from what was read and nothing
 * written. Apply writes exactly `writes`, each only if the file still hashes to `basis`.
 */

export type ChangeKind =
  | 'date-absolutized'
  | 'duplicates-merged'
  | 'fact-superseded'
  | 'signal-captured'
  | 'links-added'
  | 'pointer-removed'
  | 'pointer-added'
  | 'index-entry-shortened'
  | 'index-line-moved'
  | 'index-demoted'
  | 'memory-created'
  | 'memory-rewritten'
  | 'memory-deleted';

/** One file's text before and after one change (null = the file is absent). */
export interface FileDiff {
  file: string;
  before: string | null;
  after: string | null;
}

/**
 * What happened to a sentence of memory that is no longer where it was, so the guard can tell
 * a moved or deliberately removed fact from a lost one.
 */
export interface SentenceFate {
  /** The file it was in. */
  file: string;
  sentence: string;
  /** The file it now lives in (possibly rewritten), or null when it was removed on purpose. */
  to: string | null;
  why: string;
}

export interface PlanChange {
  kind: ChangeKind;
  files: string[];
  /** Plain language: "'last week' in deploy.md written 2026-11-20 -> 2026-11-13". */
  reason: string;
  /** This change's own before/after per file, on the text as it was when this change was made. */
  diffs: FileDiff[];
  fates: SentenceFate[];
  /** How many things this change fixed, for the summary (dates in one edit, files merged, ...). */
  count: number;
  /** Files whose content this change relies on without changing them (a merge survivor). */
  dependsOn?: string[];
  /** Who proposed it (default `rules`) and how sure it is (default `high`). */
  by?: ChangeAuthor;
  confidence?: Confidence;
  model?: { provider: string; model: string };
  /** Statements this change says are no longer true (their specifics may disappear). */
  supersedes?: string[];
}

export interface PlanCounts {
  /** Memory files (topic files, team files, OpenClaw files) before and after. */
  memoriesBefore: number;
  memoriesAfter: number;
  /** Index entries that point at an existing memory, over MEMORY.md and its overflow indexes. */
  indexEntriesBefore: number;
  /** Of those, the ones whose memory no longer has an entry anywhere after the plan. */
  indexEntriesLost: number;
  /** Estimated tokens an agent loads (MEMORY.md as Claude Code cuts it) before and after. */
  indexTokensBefore: number;
  indexTokensAfter: number;
  /** Estimated tokens of all memory files. */
  memoryTokensBefore: number;
  memoryTokensAfter: number;
}

export interface Plan {
  memoryDir: string;
  memoryDirId: string;
  depth: Depth;
  /** Clock time of planning (ms). */
  plannedAt: number;
  changes: PlanChange[];
  findings: Finding[];
  /** Files that could not be read or parsed: reported, never touched. */
  problems: FileProblem[];
  /** sha256 of every touched or relied-on file as it was read (null = it did not exist). */
  basis: Record<string, string | null>;
  /** The final text of every touched file (null = delete), composed from all changes in order. */
  writes: Array<{ file: string; after: string | null }>;
  /** Every memory file's text as read (the guard checks that no sentence is lost). */
  memoryBefore: ReadonlyMap<string, string>;
  /** Files a dream must never write: raw logs, session notes, files it could not read or parse. */
  readOnly: ReadonlySet<string>;
  counts: PlanCounts;
}

export function changedFiles(plan: Plan): string[] {
  return plan.writes.map((w) => w.file);
}
