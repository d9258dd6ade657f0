import { useEffect, useRef } from 'react';
import type { DreamResult } from '../../../electron/core/api/contract.js';
import { useCall } from '../client/api-context.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { useDreams, type DreamRun, type Phase } from '../dream/dream-store.js';
import { routeHref } from '../router.js';
import { Report, type ReportData } from './report.js';

const PHASES: Array<{ phase: Phase; label: string; writes?: boolean }> = [
  { phase: 'orient', label: 'Reading the memory dir' },
  { phase: 'gather', label: 'Gathering signals from logs and sessions' },
  { phase: 'consolidate', label: 'Consolidating memories' },
  { phase: 'prune', label: 'Pruning the index' },
  { phase: 'guard', label: 'Checking that nothing is lost' },
  { phase: 'snapshot', label: 'Taking a snapshot', writes: true },
  { phase: 'apply', label: 'Writing the changes', writes: true },
  { phase: 'report', label: 'Writing the report' },
];

function PhaseList({ run }: { run: DreamRun }) {
  const current = run.state === 'running' ? run.phases.at(-1) : undefined;
  // While running: the road ahead; once done: only what actually happened.
  const steps = run.state === 'running' ? PHASES.filter((p) => !(run.dryRun && p.writes) || run.phases.includes(p.phase)) : PHASES.filter((p) => run.phases.includes(p.phase));
  return (
    <ol className={`phases${run.state === 'running' ? '' : ' phases-compact'}`} data-testid="phase-list" aria-label="Dream phases">
      {steps.map((p) => {
        const seen = run.phases.includes(p.phase);
        const state = p.phase === current ? 'current' : seen ? 'done' : 'pending';
        return (
          <li key={p.phase} className={`phase phase-${state}`} data-testid="phase" data-phase={p.phase} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="phase-dot" aria-hidden="true">{state === 'done' ? '✓' : ''}</span>
            <span>{p.label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The outcome in words, and what to do about it. */
export function outcomeText(result: DreamResult): { title: string; body?: string; next?: string; tone: 'good' | 'neutral' | 'warn' | 'bad' } {
  switch (result.outcome) {
    case 'applied':
      return { title: 'Dream applied', body: 'Every change is listed below with its reason and diff. Undo puts all of it back in one step.', tone: 'good' };
    case 'dry-run':
      return { title: 'Preview: nothing was written', body: 'This is what a dream would change now.', next: 'Read the changes below; choose “Dream now (apply)” to make them.', tone: 'neutral' };
    case 'no-changes':
      return { title: 'Nothing to change', body: result.summary || 'This memory is already tidy.', tone: 'good' };
    case 'not-due':
      return { title: 'Not due yet', body: result.summary, tone: 'neutral' };
    case 'locked':
      return { title: 'Another dream is running on this memory dir', body: result.error ?? result.summary, next: 'Nothing was changed. Wait for the other dream (autodream or Claude Code) to finish, then try again.', tone: 'warn' };
    case 'refused':
      return { title: 'The integrity guard refused this dream', body: result.error ?? result.summary, next: 'Nothing was written. Read the reasons below. If you are sure the changes are right, run `autodream dream --force` in a terminal.', tone: 'warn' };
    case 'cancelled':
      return { title: 'Dream cancelled', body: result.summary, next: 'Nothing was written and the lock was released.', tone: 'warn' };
    case 'failed':
      return { title: 'The dream failed', body: result.error ?? result.summary, next: 'Nothing was written. Fix the problem named above and try again.', tone: 'bad' };
  }
}

function resultToReport(result: DreamResult): ReportData {
  return {
    memoryDirId: result.memoryDirId,
    dreamId: result.dreamId,
    outcome: result.outcome,
    summary: result.summary,
    changes: result.changes,
    findings: result.findings,
    skipped: result.skipped ?? [],
    error: result.error,
    agent: result.agent,
  };
}

/** The finished dream: its stored report (with diffs) when there is one, else the result itself. */
function Finished({ result }: { result: DreamResult }) {
  const stored = useCall('dreams.report', result.dreamId && result.outcome !== 'dry-run' ? { dreamId: result.dreamId } : null);
  const words = outcomeText(result);
  const report: ReportData = stored.data ? { ...stored.data, memoryDirId: result.memoryDirId } : resultToReport(result);
  const showReport = result.changes.length > 0 || result.findings.length > 0 || Boolean(stored.data);
  // The report repeats the summary; the notice then only says what happened and what to do.
  const body = showReport && (result.outcome === 'refused' || result.outcome === 'not-due') && !result.error ? undefined : words.body;
  return (
    <>
      <div className={`notice notice-${words.tone}`} role="status" data-testid="dream-outcome" data-outcome={result.outcome}>
        <p className="notice-title">{words.title}</p>
        {body && <p>{body}</p>}
        {words.next && <p className="notice-next"><strong>What to do:</strong> {words.next}</p>}
      </div>
      {stored.loading && !stored.data && <Loading label="Loading the report…" />}
      {showReport && <Report report={report} />}
    </>
  );
}

export function DreamView({ dirId, preview = false }: { dirId: string; preview?: boolean }) {
  const { runs, start, cancel, forget } = useDreams();
  // Opened as "Preview" (tray menu): start the dry run once, unless a dream already runs here.
  const started = useRef(false);
  useEffect(() => {
    if (!preview || started.current || runs[dirId]?.state === 'running') return;
    started.current = true;
    forget(dirId);
    void start(dirId, { dryRun: true });
  }, [preview, dirId, runs, start, forget]);
  const dirs = useCall('memoryDirs.list', {});
  const dir = dirs.data?.memoryDirs.find((d) => d.id === dirId);
  const run = runs[dirId];
  const label = dir?.label ?? dirId;
  const again = (dryRun: boolean) => {
    forget(dirId);
    void start(dirId, { dryRun });
  };
  return (
    <section className="page" aria-labelledby="dream-title">
      <div className="page-head">
        <p className="crumbs"><a href="#/dirs">Memory dirs</a> › <a href={routeHref({ name: 'browse', dirId, file: null })}>{label}</a> ›</p>
        <h1 id="dream-title">{run?.dryRun ? 'Dream preview' : 'Dream'}: {label}</h1>
      </div>
      {!run && (
        <div className="card">
          <p>No dream is running for this memory dir.</p>
          <div className="card-actions">
            <button type="button" className="btn btn-primary" onClick={() => again(false)} data-testid="dream-now">Dream now</button>
            <button type="button" className="btn" onClick={() => again(true)} data-testid="dream-preview">Preview (dry run)</button>
            <a className="btn btn-ghost" href={routeHref({ name: 'history', dirId })}>Past dreams</a>
          </div>
        </div>
      )}
      {run && (
        <div className="card dream-progress" data-testid="dream-progress" data-state={run.state} aria-live="polite">
          {(run.state === 'running' || run.phases.length > 0) && <PhaseList run={run} />}
          {run.state === 'running' && (
            <div className="progress-line">
              {run.progress ? (
                <>
                  <progress max={Math.max(run.progress.total, 1)} value={run.progress.done} aria-label="Files processed" />
                  <span data-testid="dream-progress-count">{run.progress.done} of {run.progress.total}</span>
                  {run.progress.file && <code className="progress-file" data-testid="dream-progress-file">{run.progress.file}</code>}
                </>
              ) : (
                <progress aria-label="Working" />
              )}
              <button type="button" className="btn" onClick={() => void cancel(dirId)} disabled={run.cancelling} data-testid="dream-cancel">
                {run.cancelling ? 'Cancelling…' : 'Cancel'}
              </button>
            </div>
          )}
          {run.state !== 'running' && (
            <div className="card-actions">
              {run.result?.outcome === 'dry-run' && <button type="button" className="btn btn-primary" onClick={() => again(false)} data-testid="dream-apply">Dream now (apply)</button>}
              <button type="button" className="btn" onClick={() => again(true)}>{run.result?.outcome === 'dry-run' ? 'Preview again' : 'Preview another dream'}</button>
            </div>
          )}
        </div>
      )}
      {run?.state === 'failed' && run.error && (
        <ErrorBox error={run.error} title={run.error.code === 'locked' ? 'Another dream is running on this memory dir' : run.error.code === 'refused' ? 'The integrity guard refused this dream' : 'The dream did not run'} />
      )}
      {run?.state === 'running' && run.error && <ErrorBox error={run.error} title="Could not cancel" />}
      {run?.state === 'done' && run.result && <Finished result={run.result} />}
    </section>
  );
}
