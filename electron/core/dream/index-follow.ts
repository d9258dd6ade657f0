import { parseIndex } from '../memdir/index-file.js';
import { entryTarget, isOverflowIndex } from './overflow.js';
import type { Plan } from './plan.js';

/**
 * Indexes follow what was really written. An index write was planned against memory writes
 * and deletions that may have been skipped (a file changed meanwhile); written anyway it could
 * drop the pointer to a memory that stayed, or to entries moved to an overflow index that was
 * not written, and leave that memory unreachable from MEMORY.md. So, once every memory write
 * and deletion is done, an index write is skipped when:
 * - it changes the index hand in hand with a memory write that was skipped (a demoted line
 *   whose new topic file was not written, a merge whose survivor was not), or
 * - it drops a pointer to a file that still exists, unless another index that is written
 *   (or already on disk) points at it.
 * A skipped index write can make another one unsafe, so the check runs until nothing changes.
 */

export function isIndexFile(file: string): boolean {
  return file === 'MEMORY.md' || file === 'team/MEMORY.md' || isOverflowIndex(file);
}

type Write = Plan['writes'][number];

export async function skippedIndexWrites(
  plan: Plan,
  ordered: readonly Write[],
  skipped: ReadonlyArray<{ file: string }>,
  hashNow: (file: string) => Promise<string | null>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const indexes = ordered.filter((w) => isIndexFile(w.file));
  const wasSkipped = new Set(skipped.map((s) => s.file));
  // Index files that will not be written anyway (changed meanwhile): their disk text stays.
  for (const w of indexes) {
    if ((await hashNow(w.file)) !== (plan.basis[w.file] ?? null)) out.set(w.file, 'changed since the dream read it; left as it is');
  }
  const links = (file: string, text: string | null): Set<string> => {
    const set = new Set<string>();
    for (const line of parseIndex(text ?? '')) {
      if (line.kind !== 'entry') continue;
      const t = entryTarget(file, line.file);
      if (t !== null) set.add(t);
    }
    return set;
  };
  const before = new Map(indexes.map((w) => [w.file, links(w.file, originalText(plan, w.file))]));
  const after = new Map(indexes.map((w) => [w.file, links(w.file, w.after)]));
  // Pointers held by index files this plan does not touch.
  const untouched = new Set<string>();
  for (const [file, text] of plan.memoryBefore) if (isIndexFile(file) && !after.has(file)) for (const t of links(file, text)) untouched.add(t);
  const exists = async (f: string): Promise<boolean> => (await hashNow(f)) !== null;

  for (let changed = true; changed; ) {
    changed = false;
    for (const w of indexes) {
      if (out.has(w.file)) continue;
      const why = partnerSkipped(plan, w.file, wasSkipped) ?? (await dropsReachable(w.file));
      if (why !== null) {
        out.set(w.file, why);
        changed = true;
      }
    }
  }
  return out;

  async function dropsReachable(file: string): Promise<string | null> {
    const now = after.get(file)!;
    for (const target of before.get(file)!) {
      // Still pointed at, or gone (deleted as planned, or a stale pointer): nothing to lose.
      if (now.has(target) || isIndexFile(target) || !(await exists(target))) continue;
      const elsewhere = untouched.has(target) || indexes.some((o) => o.file !== file && (out.has(o.file) ? before.get(o.file)!.has(target) : after.get(o.file)!.has(target)));
      if (!elsewhere) return `kept as it was: it would drop the pointer to ${target}, which was kept, and leave it unreachable`;
    }
    return null;
  }
}

/** A memory file that changed together with this index in one change and was skipped. */
function partnerSkipped(plan: Plan, indexFile: string, wasSkipped: ReadonlySet<string>): string | null {
  for (const c of plan.changes) {
    if (!c.diffs.some((d) => d.file === indexFile)) continue;
    for (const f of [...c.files, ...(c.dependsOn ?? [])]) {
      if (f !== indexFile && !isIndexFile(f) && wasSkipped.has(f)) return `kept as it was: ${f}, which this index change goes with, was not written`;
    }
  }
  return null;
}

/** The text an index had when the dream read it: the `before` of the first change to touch it. */
function originalText(plan: Plan, file: string): string | null {
  for (const c of plan.changes) for (const d of c.diffs) if (d.file === file) return d.before;
  return plan.memoryBefore.get(file) ?? null;
}
