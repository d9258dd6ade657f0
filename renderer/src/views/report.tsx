import { useEffect, useMemo, useRef, useState } from 'react';
import type { AgentRun, Change, DreamOutcome, Finding, MethodOutput } from '../../../electron/core/api/contract.js';
import { useApi } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { DiffModeToggle, DiffView } from '../components/diff-view.js';
import { ErrorBox } from '../components/error-box.js';
import { formatBytes, kindLabel, outcomeLabel, outcomeTone, plural } from '../lib/format.js';
import { useDiffMode } from '../lib/preferences.js';
import { routeHref } from '../router.js';

/** What a report view needs, from a finished DreamResult or a stored DreamReport. */
export interface ReportData {
  memoryDirId: string;
  dreamId: string | null;
  outcome: DreamOutcome;
  summary: string;
  changes: Change[];
  findings: Finding[];
  skipped: Array<{ file: string; reason: string }>;
  undoneBy?: string | null | undefined;
  undoOf?: string | undefined;
  /** A person's edit (window or `autodream edit`), not a dream. */
  edit?: boolean | undefined;
  error?: string | undefined;
  /** An agent dream: what the model pass did, sent and was refused. */
  agent?: AgentRun | undefined;
}

type UndoResult = MethodOutput<'dreams.undo'>;

function ChangeCard({ change, index, dirId, mode, open }: { change: Change; index: number; dirId: string; mode: 'unified' | 'split'; open: boolean }) {
  return (
    <li className="change" data-testid="change" data-kind={change.kind}>
      <div className="change-head">
        <span className="badge badge-accent">{kindLabel(change.kind)}</span>
        {change.by === 'model' && (
          <span className="badge badge-warn" data-testid="model-change" title={change.model ? `Proposed by ${change.model.model} (${change.model.provider}); check it before you keep it` : 'Proposed by a model; check it before you keep it'}>
            Model · review{change.model ? ` · ${change.model.model}` : ''}
          </span>
        )}
        {change.by !== 'model' && change.confidence === 'review' ? <span className="badge badge-warn" data-testid="change-review" title="Found by a heuristic rule: worth a look">review</span> : null}
        <span className="change-files">
          {change.files.map((f) => <a key={f} href={routeHref({ name: 'browse', dirId, file: f === 'MEMORY.md' ? null : f })}><code>{f}</code></a>)}
        </span>
      </div>
      <p className="change-reason" data-testid="change-reason">{change.reason}</p>
      {change.diffs && change.diffs.length > 0 ? (
        <details className="change-diffs" open={open}>
          <summary>Show the diff{change.diffs.length > 1 ? ` (${change.diffs.length} files)` : ''}</summary>
          {change.diffs.map((d) => (
            <div key={d.file} className="diff-file">
              <p className="diff-file-name">
                <code>{d.file}</code> {d.before === null ? <span className="badge badge-good">new file</span> : d.after === null ? <span className="badge badge-warn">removed (kept in the snapshot)</span> : null}
              </p>
              <DiffView source={d} mode={mode} label={`Change ${index + 1} in ${d.file}`} />
            </div>
          ))}
        </details>
      ) : (
        <p className="muted small">No diff recorded for this change.</p>
      )}
    </li>
  );
}

/** The model pass of an agent dream: tokens, what was sent, what the sandbox refused. */
function AgentSummary({ agent }: { agent: AgentRun }) {
  const sent = agent.sent.reduce((n, s) => n + s.bytes, 0);
  return (
    <div className="agent-summary" data-testid="agent-summary">
      <p>
        <strong>{agent.model}</strong> ({agent.provider}) · {plural(agent.turns, 'turn')} · {plural(agent.tokens.total, 'token')}{agent.tokens.estimated ? ' (estimated)' : ''}
        {agent.costUsd !== null && <> · ${agent.costUsd.toFixed(4)}</>}
        {!agent.finished && <> · did not finish</>}
      </p>
      {agent.summary && <p className="muted">The model says: {agent.summary}</p>}
      <p className="muted small">
        Sent {formatBytes(sent)} of memory text{agent.transcriptsShared ? '' : ' (transcripts not shared)'}: {agent.sent.slice(0, 8).map((s) => `${s.source} ${formatBytes(s.bytes)}`).join(', ')}{agent.sent.length > 8 ? ', …' : ''}
      </p>
      {agent.refusals.length > 0 && (
        <details data-testid="agent-refusals">
          <summary>{plural(agent.refusals.length, 'call')} refused by the sandbox</summary>
          <ul>{agent.refusals.map((r, i) => <li key={i}><code>{r.tool}</code> <code>{r.file}</code>: {r.reason}</li>)}</ul>
        </details>
      )}
    </div>
  );
}

/** Everything a dream did, why, and the way back. */
export function Report({ report, onUndone, focusUndo = false }: { report: ReportData; onUndone?: (r: UndoResult) => void; focusUndo?: boolean }) {
  const undoButton = useRef<HTMLButtonElement>(null);
  const noun = report.edit ? 'edit' : 'dream';
  // Opened from a notification without buttons (Linux): Undo is one key press away.
  useEffect(() => {
    if (focusUndo) undoButton.current?.focus();
  }, [focusUndo]);
  const api = useApi();
  const [mode, setMode] = useDiffMode();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [undo, setUndo] = useState<UndoResult | null>(null);
  const [error, setError] = useState<UiError | null>(null);
  const files = useMemo(() => [...new Set(report.changes.flatMap((c) => c.files))].sort(), [report.changes]);
  const byKind = useMemo(() => {
    const counts = new Map<string, number>();
    for (const c of report.changes) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]);
  }, [report.changes]);
  const undone = Boolean(report.undoneBy) || undo !== null;
  // An undo entry is not undone again from here (restore its snapshot to redo the dream).
  const canUndo = report.outcome === 'applied' && report.dreamId !== null && report.changes.length > 0 && !undone && !report.undoOf;
  const doUndo = async () => {
    if (!report.dreamId) return;
    setBusy(true);
    setError(null);
    try {
      const out = await api.call('dreams.undo', { dreamId: report.dreamId });
      setUndo(out);
      onUndone?.(out);
    } catch (e) {
      setError(toUiError(e));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const openDiffs = report.changes.length <= 8;
  const byModel = report.changes.filter((c) => c.by === 'model').length;
  return (
    <div className="report" data-testid="report" data-outcome={report.outcome}>
      <section className="report-summary card" data-testid="report-summary" aria-label="Summary">
        <div className="report-summary-head">
          <span className={`badge badge-${outcomeTone(report.outcome)}`} data-testid="report-outcome">{report.undoOf ? 'Undo' : report.edit ? 'Edit' : outcomeLabel(report.outcome)}</span>
          {undone && <span className="badge badge-warn" data-testid="report-undone-badge">Undone</span>}
          <p className="report-summary-text">{report.summary}</p>
        </div>
        <dl className="counts">
          <div><dt>Changes</dt><dd data-testid="count-changes">{report.changes.length}</dd></div>
          <div><dt>Files touched</dt><dd>{files.length}</dd></div>
          <div><dt>To review</dt><dd data-testid="count-findings">{report.findings.length}</dd></div>
          <div><dt>Skipped</dt><dd>{report.skipped.length}</dd></div>
          {report.agent && <div><dt>By the model</dt><dd data-testid="count-model">{byModel}</dd></div>}
        </dl>
        {report.agent && <AgentSummary agent={report.agent} />}
        {byKind.length > 0 && (
          <ul className="kind-chips" aria-label="Changes by kind">
            {byKind.map(([k, n]) => <li key={k}><span className="chip">{kindLabel(k)} <strong>{n}</strong></span></li>)}
          </ul>
        )}
        {report.error && <p className="report-error">{report.error}</p>}
        {(canUndo || undone) && (
          <div className="report-undo">
            {canUndo && (
              <button ref={undoButton} type="button" className="btn btn-danger-outline" onClick={() => setConfirming(true)} data-testid="undo-button">
                Undo this {noun}
              </button>
            )}
            {undone && !undo && <p className="muted">This {noun} has been undone.</p>}
          </div>
        )}
        {undo && (
          <div className="notice notice-good" role="status" data-testid="undo-result">
            <p className="notice-title">Undone: the memory is back as it was before this {noun}.</p>
            {undo.restored.length > 0 && <p>Put back {plural(undo.restored.length, 'file')}: {undo.restored.join(', ')}</p>}
            {undo.removed.length > 0 && <p>Removed {plural(undo.removed.length, 'file')} the {noun} had created: {undo.removed.join(', ')}</p>}
            <p>The state just before the undo was kept as a snapshot (<a href={routeHref({ name: 'snapshots', dirId: report.memoryDirId })}>Snapshots</a>), so this can be reversed too.</p>
          </div>
        )}
        {error && <ErrorBox error={error} title={`Could not undo this ${noun}`} />}
      </section>

      {report.changes.length > 0 && (
        <section className="report-section" aria-labelledby="changes-title">
          <div className="section-head">
            <h2 id="changes-title">Changes</h2>
            <DiffModeToggle mode={mode} onChange={setMode} />
          </div>
          <ol className="changes">
            {report.changes.map((c, i) => <ChangeCard key={i} change={c} index={i} dirId={report.memoryDirId} mode={mode} open={openDiffs} />)}
          </ol>
        </section>
      )}

      {report.findings.length > 0 && (
        <section className="report-section" aria-labelledby="findings-title">
          <h2 id="findings-title">To review</h2>
          <p className="muted">Things a dream noticed but did not change. They need a person’s judgement.</p>
          <ul className="findings">
            {report.findings.map((f, i) => (
              <li key={i} className="finding" data-testid="finding" data-kind={f.kind}>
                <span className="badge badge-warn">{kindLabel(f.kind)}</span>{' '}
                <a href={routeHref({ name: 'browse', dirId: report.memoryDirId, file: f.file === 'MEMORY.md' ? null : f.file })}><code>{f.file}</code></a>
                <p>{f.detail}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {report.skipped.length > 0 && (
        <section className="report-section" aria-labelledby="skipped-title">
          <h2 id="skipped-title">Left untouched</h2>
          <ul className="skipped">
            {report.skipped.map((s, i) => <li key={i} data-testid="skipped"><code>{s.file}</code>: {s.reason}</li>)}
          </ul>
        </section>
      )}

      {confirming && (
        <ConfirmDialog title={`Undo this ${noun}?`} confirmLabel={`Undo the ${noun}`} danger busy={busy} onConfirm={() => void doUndo()} onCancel={() => setConfirming(false)}>
          <p>These files go back to exactly how they were before the {noun}:</p>
          <ul className="file-bullets">{files.map((f) => <li key={f}><code>{f}</code></li>)}</ul>
          <p className="muted">Files the {noun} created are removed. A snapshot of the present is taken first, so you can reverse the undo.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
