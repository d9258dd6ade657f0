import { diffWordsWithSpace, parsePatch, structuredPatch, type StructuredPatchHunk } from 'diff';

/** One line of a diff as shown: unchanged, removed, added, or a fold of unchanged lines. */
export type DiffRow =
  | { kind: 'same' | 'del' | 'add'; oldNo: number | null; newNo: number | null; text: string }
  | { kind: 'gap'; count: number | null };

export type LineRow = Extract<DiffRow, { kind: 'same' | 'del' | 'add' }>;

function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function rowsFromHunks(hunks: StructuredPatchHunk[], oldTotal: number | null): DiffRow[] {
  const rows: DiffRow[] = [];
  let oldEnd = 1; // the next old line not yet shown
  for (const h of hunks) {
    const start = h.oldLines === 0 ? h.oldStart + 1 : h.oldStart;
    if (start > oldEnd) rows.push({ kind: 'gap', count: start - oldEnd });
    let o = start;
    let n = h.newLines === 0 ? h.newStart + 1 : h.newStart;
    for (const line of h.lines) {
      const mark = line[0];
      const text = line.slice(1);
      if (mark === ' ') rows.push({ kind: 'same', oldNo: o++, newNo: n++, text });
      else if (mark === '-') rows.push({ kind: 'del', oldNo: o++, newNo: null, text });
      else if (mark === '+') rows.push({ kind: 'add', oldNo: null, newNo: n++, text });
      // '\' = "No newline at end of file": nothing to show.
    }
    oldEnd = o;
  }
  if (oldTotal === null) {
    if (hunks.length) rows.push({ kind: 'gap', count: null });
  } else if (oldTotal >= oldEnd) {
    rows.push({ kind: 'gap', count: oldTotal - oldEnd + 1 });
  }
  return rows;
}

/** Rows for a before/after pair (null = the file does not exist on that side). */
export function rowsFromTexts(before: string | null, after: string | null, context = 3): DiffRow[] {
  const a = before ?? '';
  const b = after ?? '';
  const patch = structuredPatch('before', 'after', a, b, '', '', { context });
  return rowsFromHunks(patch.hunks, lineCount(a));
}

/** Rows for a unified patch as the engine sends it (snapshots.diff). */
export function rowsFromPatch(patch: string): DiffRow[] {
  const parsed = parsePatch(patch);
  return rowsFromHunks(parsed.flatMap((p) => p.hunks), null);
}

export interface SplitRow {
  left: LineRow | null;
  right: LineRow | null;
  gap?: number | null;
}

/** Pair removed and added lines side by side; unchanged lines sit on both sides. */
export function toSplitRows(rows: DiffRow[]): SplitRow[] {
  const out: SplitRow[] = [];
  let dels: LineRow[] = [];
  let adds: LineRow[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(dels.length, adds.length); i++) out.push({ left: dels[i] ?? null, right: adds[i] ?? null });
    dels = [];
    adds = [];
  };
  for (const r of rows) {
    if (r.kind === 'del') dels.push(r);
    else if (r.kind === 'add') adds.push(r);
    else {
      flush();
      if (r.kind === 'gap') out.push({ left: null, right: null, gap: r.count });
      else out.push({ left: r, right: r });
    }
  }
  flush();
  return out;
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'word' }) : undefined;

/** Word-level parts of a changed line pair, so a one-word fix stands out (Chinese included). */
export function wordParts(oldText: string, newText: string): { old: Array<{ text: string; changed: boolean }>; new: Array<{ text: string; changed: boolean }> } | null {
  if (oldText.length + newText.length > 2000) return null;
  const parts = diffWordsWithSpace(oldText, newText, segmenter ? { intlSegmenter: segmenter } : {});
  const oldParts = parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: p.removed }));
  const newParts = parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: p.added }));
  return { old: oldParts, new: newParts };
}
