import type { ChangeKind, FileDiff, PlanChange, SentenceFate } from './plan.js';

export interface WorkspaceFile {
  text: string;
  sha256: string;
}

/**
 * The memory dir as a plan sees it while it is being made: texts in memory, edited change by
 * change. Each change sees the text the previous ones left, so the final text of a file is the
 * composition of every change in order, while each change keeps its own before/after.
 */
const BOM = '\uFEFF';

export class Workspace {
  private readonly current = new Map<string, string | null>();
  readonly changes: PlanChange[] = [];

  constructor(private readonly initial: ReadonlyMap<string, WorkspaceFile>) {}

  /** The text now (after the changes so far), or null for an absent file. */
  text(file: string): string | null {
    if (this.current.has(file)) return this.current.get(file) ?? null;
    return this.initial.get(file)?.text ?? null;
  }

  exists(file: string): boolean {
    return this.text(file) !== null;
  }

  /** The text as read from disk (null when the file did not exist). */
  original(file: string): string | null {
    return this.initial.get(file)?.text ?? null;
  }

  /**
   * Record one change. Files whose text does not change are left out; a change that changes
   * nothing is not recorded (returns null).
   */
  change(
    kind: ChangeKind,
    reason: string,
    edits: ReadonlyArray<{ file: string; after: string | null }>,
    fates: SentenceFate[] = [],
    count = 1,
  ): PlanChange | null {
    const diffs: FileDiff[] = [];
    for (const edit of edits) {
      const { file } = edit;
      const before = this.text(file);
      // A byte-order mark the person's editor wrote stays, once, at the start (rules see lines, not encodings).
      const after = edit.after !== null && before?.startsWith(BOM) ? BOM + edit.after.replace(/\uFEFF/g, '') : edit.after;
      if (before === after) continue;
      diffs.push({ file, before, after });
    }
    if (diffs.length === 0) return null;
    for (const d of diffs) this.current.set(d.file, d.after);
    const change: PlanChange = { kind, files: diffs.map((d) => d.file), reason, diffs, fates, count };
    this.changes.push(change);
    return change;
  }

  /** Files whose final text differs from what was read, with their final text. */
  writes(): Array<{ file: string; after: string | null }> {
    const out: Array<{ file: string; after: string | null }> = [];
    for (const [file, after] of this.current) {
      if (after !== this.original(file)) out.push({ file, after });
    }
    return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  /** The planned-on hash of a file (null = it did not exist when read). */
  basis(file: string): string | null {
    return this.initial.get(file)?.sha256 ?? null;
  }

  /** A plan's basis: the planned-on hash of every file it writes and of every file a change relies on. */
  planBasis(writes: ReadonlyArray<{ file: string }>): Record<string, string | null> {
    const basis: Record<string, string | null> = {};
    for (const w of writes) basis[w.file] = this.basis(w.file);
    for (const c of this.changes) for (const f of c.dependsOn ?? []) if (!(f in basis)) basis[f] = this.basis(f);
    return basis;
  }

  /** Every file that exists now (read files not deleted, plus new ones). */
  files(): string[] {
    const out = new Set<string>();
    for (const f of this.initial.keys()) if (this.exists(f)) out.add(f);
    for (const [f, t] of this.current) if (t !== null) out.add(f);
    return [...out].sort();
  }
}
