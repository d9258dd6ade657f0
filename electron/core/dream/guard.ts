import { relPathProblem } from '../memdir/safe-read.js';
import { splitFrontmatter } from '../memdir/frontmatter.js';
import { factsOf, normalizeFact } from './text/sentences.js';
import { findLostSpecifics, type LostSpecific } from './lost-specifics.js';
import type { Plan } from './plan.js';

/**
 * The integrity guard, run on a finished plan before anything is written. It refuses a plan
 * that would lose a fact without saying where it went or why, remove more than a quarter of
 * the memories or of the index entries, or write anywhere a dream must not.
 */

export const MAX_REMOVED_SHARE = 0.25;

export interface LostFact {
  file: string;
  sentence: string;
}

export interface GuardVerdict {
  ok: boolean;
  /** Plain-language reasons the plan was refused (empty when ok). */
  refusals: string[];
  lostFacts: LostFact[];
  lostSpecifics: LostSpecific[];
}

export function guardPlan(plan: Plan): GuardVerdict {
  const refusals: string[] = [];
  for (const w of plan.writes) {
    const why = writeProblem(w.file, plan.readOnly, plan.problems);
    if (why) refusals.push(`${w.file}: ${why}`);
  }

  const deleted = plan.writes.filter((w) => w.after === null && plan.memoryBefore.has(w.file)).length;
  const before = plan.counts.memoriesBefore;
  if (before > 0 && deleted / before > MAX_REMOVED_SHARE) {
    refusals.push(`it would remove ${deleted} of ${before} memories (${percent(deleted / before)}, more than ${percent(MAX_REMOVED_SHARE)})`);
  }
  const entries = plan.counts.indexEntriesBefore;
  const lost = plan.counts.indexEntriesLost;
  if (entries > 0 && lost / entries > MAX_REMOVED_SHARE) {
    refusals.push(`it would remove ${lost} of ${entries} index entries (${percent(lost / entries)}, more than ${percent(MAX_REMOVED_SHARE)})`);
  }

  const lostFacts = findLostFacts(plan);
  if (lostFacts.length > 0) {
    const first = lostFacts[0]!;
    refusals.push(
      `${lostFacts.length} sentence${lostFacts.length === 1 ? '' : 's'} of memory would disappear without a change saying where or why` +
        ` (first: "${clip(first.sentence)}" in ${first.file})`,
    );
  }
  const lostSpecifics = findLostSpecifics(plan, bodyOf);
  if (lostSpecifics.length > 0) {
    const shown = lostSpecifics.slice(0, 5).map((l) => `"${clip(l.specific)}" (${l.file})`).join(', ');
    refusals.push(
      `${lostSpecifics.length} specific${lostSpecifics.length === 1 ? '' : 's'} (numbers, versions, dates, names, paths, URLs, code) would no longer be stated anywhere` +
        ` and no change names ${lostSpecifics.length === 1 ? 'it' : 'them'} as superseded or dropped: ${shown}`,
    );
  }
  return { ok: refusals.length === 0, refusals, lostFacts, lostSpecifics };
}

/** Why a dream may not write this file, or null. A file that could not be read says why (oversized, not UTF-8, ...). */
export function writeProblem(file: string, readOnly: ReadonlySet<string>, problems: ReadonlyArray<{ file: string; reason: string }> = []): string | null {
  const outside = relPathProblem(file);
  if (outside) return `${outside} (a dream writes only inside the memory dir)`;
  if (file.split('/').some((part) => part.startsWith('.'))) return 'is a hidden file (tool state, like the lock), never written by a dream';
  if (!file.toLowerCase().endsWith('.md')) return 'is not a Markdown memory file';
  if (readOnly.has(file)) {
    const problem = problems.find((p) => p.file === file);
    if (problem) return `${problem.reason.replace(/; not read$/, '')}, so a dream never rewrites it`;
    return 'is a raw log, session note or unreadable file, which a dream never rewrites';
  }
  return null;
}

/**
 * Facts of the touched memories (as read) that are neither in any memory after the plan nor
 * accounted for by a change's fate (moved, rewritten or removed, with a reason).
 */
export function findLostFacts(plan: Plan): LostFact[] {
  const finalText = new Map<string, string | null>(plan.writes.map((w) => [w.file, w.after]));
  const present = new Set<string>();
  const addFacts = (text: string | null): void => {
    if (text !== null) for (const f of factsOf(bodyOf(text))) present.add(f.norm);
  };
  for (const [file, text] of plan.memoryBefore) addFacts(finalText.has(file) ? (finalText.get(file) ?? null) : text);
  for (const [file, text] of finalText) if (!plan.memoryBefore.has(file) && !plan.readOnly.has(file)) addFacts(text);

  const accounted = new Set<string>();
  // A fate accounts for its sentence wherever it was: a merged-in sentence may be superseded later.
  for (const c of plan.changes) for (const f of c.fates) accounted.add(normalizeFact(f.sentence));

  const lost: LostFact[] = [];
  for (const w of plan.writes) {
    const before = plan.memoryBefore.get(w.file);
    if (before === undefined) continue;
    for (const fact of factsOf(bodyOf(before))) {
      if (present.has(fact.norm) || accounted.has(fact.norm)) continue;
      lost.push({ file: w.file, sentence: fact.text });
    }
  }
  return lost;
}

/** The body of a memory file (after its frontmatter), or all of it when it has none. */
export function bodyOf(text: string): string {
  const s = splitFrontmatter(text);
  return s.ok ? text.slice(s.split.bodyOffset) : text;
}

function percent(x: number): string {
  return `${Math.round(x * 100)} %`;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}
