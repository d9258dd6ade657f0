import type { Depth, Finding } from '../api/contract.js';
import type { Orientation } from './orient.js';
import { keyTermSet } from './text/compare.js';
import type { Workspace } from './workspace.js';

/** What the phases of one plan share while they run, in order, over one workspace. */
export interface PlanContext {
  ws: Workspace;
  o: Orientation;
  depth: Depth;
  /** Clock time of planning (ms): new memories are stamped with it. */
  now: number;
  findings: Finding[];
  /** Memory files this plan removes, and where their content went (null = removed on purpose). */
  removed: Map<string, { into: string | null; why: string }>;
  /** Memory files this plan creates, with the local date their content was asked for. */
  created: Map<string, string>;
  /** Key terms of a text, computed once and shared (word segmentation is the costly part); read-only. */
  terms(text: string): Set<string>;
}

/**
 * PlanContext.terms: a text's key terms from the memo every rule shares (compare.ts), the same
 * set for every caller, as a per-plan cache of copies gave before without a second copy of each.
 * Callers only read it.
 */
export function sharedTerms(text: string): Set<string> {
  return keyTermSet(text) as Set<string>;
}

/** Depth at least `d`: light < rem < deep. */
export function atLeast(depth: Depth, d: Depth): boolean {
  const order: Depth[] = ['light', 'rem', 'deep'];
  return order.indexOf(depth) >= order.indexOf(d);
}
