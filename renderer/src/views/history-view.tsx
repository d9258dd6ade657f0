import { useCall, useEvent } from '../client/api-context.js';
import { DirPicker } from '../components/dir-picker.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { TimeText } from '../components/time-text.js';
import { outcomeLabel, outcomeTone, whoWords } from '../lib/format.js';
import { navigate, routeHref } from '../router.js';

/** Past dreams and edits, newest first; each opens its report. */
export function HistoryView({ dirId }: { dirId: string | null }) {
  const dirs = useCall('memoryDirs.list', {});
  const { data, error, loading, reload } = useCall('dreams.history', dirId ? { memoryDirId: dirId } : {});
  useEvent('dream.finished', reload);
  // An undo (from here, the tray or a notification) adds its own entry and marks the dream.
  useEvent('snapshot.restored', reload);
  const labels = new Map(dirs.data?.memoryDirs.map((d) => [d.id, d.label]) ?? []);
  const dreams = [...(data?.dreams ?? [])].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <section className="page" aria-labelledby="history-title">
      <div className="page-head">
        <h1 id="history-title">History</h1>
        <p className="lede">Every dream, with what it changed and why. Open one to see its diff or undo it.</p>
        {dirs.data && <DirPicker dirs={dirs.data.memoryDirs} value={dirId} onChange={(id) => navigate({ name: 'history', dirId: id })} allLabel="All memory dirs" />}
      </div>
      {error && <ErrorBox error={error} title="Could not load the history" onRetry={reload} />}
      {!data && loading && <Loading />}
      {data && dreams.length === 0 && <p className="empty">No dreams yet. Start one from <a href="#/dirs">Memory dirs</a> with “Dream now”.</p>}
      {dreams.length > 0 && (
        <ol className="history" data-testid="history-list">
          {dreams.map((d) => (
            <li key={d.dreamId} className="history-row" data-testid="history-row" data-dream-id={d.dreamId} data-outcome={d.outcome}>
              <a href={routeHref({ name: 'report', dreamId: d.dreamId })} className="history-link">
                {d.undoOf ? <span className="badge badge-neutral" data-testid="undo-entry-badge">Undo</span> : d.edit ? <span className="badge badge-neutral" data-testid="edit-entry-badge">Edit</span> : <span className={`badge badge-${outcomeTone(d.outcome)}`}>{outcomeLabel(d.outcome)}</span>}
                <span className="history-main">
                  <span className="history-summary">{d.summary || '—'}</span>
                  <span className="muted small" data-testid="history-who">
                    {labels.get(d.memoryDirId) ?? d.memoryDir} · <TimeText iso={d.startedAt} />
                    {d.trigger && <> · {whoWords(d)}</>}
                  </span>
                </span>
                {d.undoneBy && <span className="badge badge-warn" data-testid="undone-badge">Undone</span>}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
