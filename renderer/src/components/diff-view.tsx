import { useMemo, type ReactNode } from 'react';
import { rowsFromPatch, rowsFromTexts, toSplitRows, wordParts, type DiffRow, type LineRow } from '../lib/diff-rows.js';

export type DiffMode = 'unified' | 'split';

type Source = { before: string | null; after: string | null } | { patch: string };

function Gap({ count, span }: { count: number | null; span: number }) {
  return (
    <tr className="diff-gap">
      <td colSpan={span}>{count === null ? '⋯' : `⋯ ${count.toLocaleString('en')} unchanged line${count === 1 ? '' : 's'}`}</td>
    </tr>
  );
}

/** Text of a line, with the changed words marked when its partner line is known. */
function LineText({ row, partner }: { row: LineRow; partner: LineRow | null }): ReactNode {
  if (!partner || row.kind === 'same') return row.text || '\u00a0';
  const parts = row.kind === 'del' ? wordParts(row.text, partner.text)?.old : wordParts(partner.text, row.text)?.new;
  if (!parts) return row.text || '\u00a0';
  return parts.map((p, i) => (p.changed ? <span key={i} className="diff-word">{p.text}</span> : p.text));
}

/** Pair each removed line with the added line at the same offset in its block, for word marks. */
function partners(rows: DiffRow[]): Map<LineRow, LineRow> {
  const map = new Map<LineRow, LineRow>();
  for (const pair of toSplitRows(rows)) {
    if (pair.left && pair.right && pair.left !== pair.right) {
      map.set(pair.left, pair.right);
      map.set(pair.right, pair.left);
    }
  }
  return map;
}

const SIGN = { same: ' ', del: '−', add: '+' } as const;

/** A diff rendered from data, never from HTML: unified (one column) or side by side. */
export function DiffView({ source, mode, label }: { source: Source; mode: DiffMode; label: string }) {
  const rows = useMemo(() => ('patch' in source ? rowsFromPatch(source.patch) : rowsFromTexts(source.before, source.after)), [source]);
  const pairs = useMemo(() => partners(rows), [rows]);
  if (!rows.some((r) => r.kind === 'add' || r.kind === 'del')) {
    return <p className="muted diff-empty" data-testid="diff">No line changes.</p>;
  }
  if (mode === 'split') {
    return (
      <div className="diff-wrap" data-testid="diff" data-mode="split">
        <table className="diff diff-split" aria-label={`${label}, side by side`}>
          <thead className="sr-only"><tr><th>Old line</th><th>Before</th><th>New line</th><th>After</th></tr></thead>
          <tbody>
            {toSplitRows(rows).map((p, i) => (p.gap !== undefined ? <Gap key={i} count={p.gap} span={4} /> : (
              <tr key={i}>
                <td className="diff-no">{p.left?.oldNo ?? ''}</td>
                <td className={`diff-text ${p.left ? `diff-${p.left.kind}` : 'diff-none'}`}>{p.left && <LineText row={p.left} partner={p.right === p.left ? null : p.right} />}</td>
                <td className="diff-no">{p.right?.newNo ?? ''}</td>
                <td className={`diff-text ${p.right ? `diff-${p.right.kind}` : 'diff-none'}`}>{p.right && <LineText row={p.right} partner={p.left === p.right ? null : p.left} />}</td>
              </tr>
            )))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="diff-wrap" data-testid="diff" data-mode="unified">
      <table className="diff diff-unified" aria-label={`${label}, unified`}>
        <thead className="sr-only"><tr><th>Old line</th><th>New line</th><th>Change</th><th>Text</th></tr></thead>
        <tbody>
          {rows.map((r, i) => (r.kind === 'gap' ? <Gap key={i} count={r.count} span={4} /> : (
            <tr key={i} className={`diff-${r.kind}`}>
              <td className="diff-no">{r.oldNo ?? ''}</td>
              <td className="diff-no">{r.newNo ?? ''}</td>
              <td className="diff-sign" aria-label={r.kind === 'del' ? 'removed' : r.kind === 'add' ? 'added' : undefined}>{SIGN[r.kind]}</td>
              <td className="diff-text"><LineText row={r} partner={pairs.get(r) ?? null} /></td>
            </tr>
          )))}
        </tbody>
      </table>
    </div>
  );
}

export function DiffModeToggle({ mode, onChange }: { mode: DiffMode; onChange(mode: DiffMode): void }) {
  return (
    <div className="segmented" role="group" aria-label="Diff layout">
      <button type="button" aria-pressed={mode === 'unified'} onClick={() => onChange('unified')} data-testid="diff-mode-unified">Unified</button>
      <button type="button" aria-pressed={mode === 'split'} onClick={() => onChange('split')} data-testid="diff-mode-split">Side by side</button>
    </div>
  );
}
