import type { Finding } from '../api/contract.js';
import type { Plan } from './plan.js';

/**
 * Undo sticks: a change a person undid is not made again while the files it touched are as the
 * undo left them. An undo records each change it took back with the hashes of its files right
 * after the undo; a later plan drops a change of the same kind on the same files whose hashes
 * still match, together with every change that shares a file with it (their texts are composed).
 */

export interface UndoneChange {
  kind: string;
  files: string[];
  /** sha256 of each file right after the undo (null = absent). */
  basis: Record<string, string | null>;
  /** The dream it came from and when it was undone, for the finding's words. */
  dreamId: string;
  undoneAt: string;
}

const sameFiles = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((f, i) => f === [...b].sort()[i]);

/** The plan without the changes a person undid (files unchanged since), with a finding for each. Pure. */
export function withoutUndone(plan: Plan, undone: readonly UndoneChange[]): Plan {
  if (undone.length === 0) return plan;
  const held = plan.changes.filter((c) =>
    undone.some((u) => u.kind === c.kind && sameFiles(u.files, c.files) && c.files.every((f) => (plan.basis[f] ?? null) === (u.basis[f] ?? null))),
  );
  if (held.length === 0) return plan;
  // Every change sharing a file with a held one goes too: a file's final text is composed of all of them.
  const files = new Set(held.flatMap((c) => c.files));
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of plan.changes) {
      if (c.files.some((f) => files.has(f)) && !c.files.every((f) => files.has(f))) {
        for (const f of c.files) files.add(f);
        grew = true;
      }
    }
  }
  const findings: Finding[] = held.map((c) => {
    const u = undone.find((x) => x.kind === c.kind && sameFiles(x.files, c.files))!;
    return {
      kind: 'kept-undone',
      file: c.files[0] ?? '',
      detail: `Not done again: you undid this change (dream ${u.dreamId}, undone ${u.undoneAt}); it stays undone while ${c.files.join(', ')} ${c.files.length === 1 ? 'is' : 'are'} unchanged. ${c.reason}`,
    };
  });
  return {
    ...plan,
    changes: plan.changes.filter((c) => !c.files.some((f) => files.has(f))),
    writes: plan.writes.filter((w) => !files.has(w.file)),
    findings: [...plan.findings, ...findings],
  };
}
