import type { Depth, Finding } from '../api/contract.js';
import type { Orientation } from './orient.js';
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
  /** Key terms of a text, computed once per plan (word segmentation is the costly part). */
  terms(text: string): Set<string>;
}

/** A memoised keyTerms for one plan. */
export function termCache(keyTerms: (text: string) => Set<string>): (text: string) => Set<string> {
  const cache = new Map<string, Set<string>>();
  return (text) => {
    let t = cache.get(text);
    if (!t) {
      t = keyTerms(text);
      cache.set(text, t);
    }
    return t;
  };
}

/** Depth at least `d`: light < rem < deep. */
export function atLeast(depth: Depth, d: Depth): boolean {
  const order: Depth[] = ['light', 'rem', 'deep'];
  return order.indexOf(depth) >= order.indexOf(d);
}
