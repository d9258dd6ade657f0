import { useMemo, useState } from 'react';
import type { SnapshotInfo } from '../../../electron/core/api/contract.js';
import { useApi, useCall, useEvent } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';
import { DirPicker } from '../components/dir-picker.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { useNow } from '../components/time-text.js';
import { plural, snapshotReasonLabel } from '../lib/format.js';
import { absoluteTime, clockTime, dayKey, recentDays } from '../lib/time.js';
import { navigate } from '../router.js';
import { SnapshotDetail, type RestoreResult, type RestoreStep } from './snapshot-detail.js';
import { useScrollIntoViewOnChange } from '../lib/scroll-into-view.js';

interface LastRestore {
  result: RestoreResult;
  from: SnapshotInfo;
  steps: RestoreStep[];
}

function Timeline({ snapshots, selected, onSelect }: { snapshots: SnapshotInfo[]; selected: string | null; onSelect(id: string): void }) {
  const now = useNow();
  const days = recentDays(now, 7);
  const byDay = new Map<string, SnapshotInfo[]>();
  for (const s of snapshots) {
    const key = dayKey(Date.parse(s.createdAt));
    byDay.set(key, [...(byDay.get(key) ?? []), s]);
  }
  const recent = new Set(days.map((d) => d.key));
  const older = snapshots.filter((s) => !recent.has(dayKey(Date.parse(s.createdAt))));
  const group = (label: string, items: SnapshotInfo[], key: string) => (
    <li key={key} className="timeline-day" data-testid="timeline-day">
      <h3>{label}</h3>
      {items.length === 0 ? <p className="muted small">No snapshots</p> : (
        <ul className="timeline-items">
          {items.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={`snapshot-item reason-${s.reason}`}
                aria-pressed={selected === s.id}
                onClick={() => onSelect(s.id)}
                data-testid="snapshot-item"
                data-snapshot-id={s.id}
                data-reason={s.reason}
                title={absoluteTime(s.createdAt)}
              >
                <span className="snapshot-time">{clockTime(s.createdAt)}</span>
                <span className="snapshot-reason">{snapshotReasonLabel(s.reason)}</span>
                <span className="muted small">{s.scope ? `only ${s.scope.join(', ')}` : plural(s.files, 'file')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
  return (
    <ol className="timeline" aria-label="Snapshots of the last 7 days" data-testid="snapshot-timeline">
      {days.map((d) => group(d.label, byDay.get(d.key) ?? [], d.key))}
      {older.length > 0 && group('Older', older, 'older')}
    </ol>
  );
}

/** 7 days of snapshots per memory dir: compare any with now, restore all or one file, undo a restore. */
export function SnapshotsView({ dirId }: { dirId: string | null }) {
  const api = useApi();
  const dirs = useCall('memoryDirs.list', {});
  const effective = dirId ?? dirs.data?.memoryDirs[0]?.id ?? null;
  const { data, error, loading, reload } = useCall('snapshots.list', effective ? { memoryDirId: effective } : null);
  useEvent('snapshot.created', reload);
  useEvent('snapshot.restored', reload);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmOnLoad, setConfirmOnLoad] = useState(false);
  const [last, setLast] = useState<LastRestore | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<UiError | null>(null);
  const snapshots = useMemo(() => [...(data?.snapshots ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);
  const current = snapshots.find((s) => s.id === selected) ?? null;

  const take = async () => {
    if (!effective) return;
    setBusy(true);
    setActionError(null);
    try {
      const info = await api.call('snapshots.create', { memoryDirId: effective });
      reload();
      setSelected(info.id);
    } catch (e) {
      setActionError(toUiError(e));
    } finally {
      setBusy(false);
    }
  };
  const paneRef = useScrollIntoViewOnChange<HTMLDivElement>(selected);
  const select = (id: string, confirm = false) => {
    setSelected(id);
    setConfirmOnLoad(confirm);
  };
  return (
    <section className="page" aria-labelledby="snapshots-title">
      <div className="page-head">
        <h1 id="snapshots-title">Snapshots</h1>
        <p className="lede">autodream keeps a copy of each memory dir before every dream, once a day, and whenever you ask. Compare any of them with the files now and restore everything or a single file.</p>
        <div className="toolbar">
          {dirs.data && dirs.data.memoryDirs.length > 0 && (
            <DirPicker dirs={dirs.data.memoryDirs} value={effective} onChange={(id) => { setSelected(null); setLast(null); navigate({ name: 'snapshots', dirId: id }); }} />
          )}
          <button type="button" className="btn" onClick={() => void take()} disabled={!effective || busy} data-testid="snapshot-create">
            {busy ? 'Taking a snapshot…' : 'Take a snapshot now'}
          </button>
        </div>
      </div>
      {dirs.error && <ErrorBox error={dirs.error} title="Could not list memory dirs" onRetry={dirs.reload} />}
      {error && <ErrorBox error={error} title="Could not list snapshots" onRetry={reload} />}
      {actionError && <ErrorBox error={actionError} title="Could not take a snapshot" />}
      {last && (
        <div className="notice notice-good" role="status" data-testid="restore-result">
          <p className="notice-title">
            Restored {last.result.written.length + last.result.removed.length === 1 ? 'one file' : plural(last.result.written.length + last.result.removed.length, 'file')} from the snapshot of {absoluteTime(last.from.createdAt)}.
          </p>
          {last.result.written.length > 0 && <p>Written back: {last.result.written.join(', ')}</p>}
          {last.result.removed.length > 0 && <p>Removed: {last.result.removed.join(', ')}</p>}
          <p>The files as they were just before were kept as a snapshot.</p>
          <button type="button" className="btn" onClick={() => { select(last.result.preRestoreSnapshotId, true); setLast(null); }} data-testid="undo-last-restore">
            Undo this restore
          </button>
        </div>
      )}
      {!data && loading && <Loading />}
      {data && snapshots.length === 0 && <p className="empty">No snapshots yet for this memory dir. One is taken before every dream; you can also take one now.</p>}
      {snapshots.length > 0 && (
        <div className="snapshots-layout">
          <Timeline snapshots={snapshots} selected={selected} onSelect={(id) => select(id)} />
          <div className="snapshots-main" ref={paneRef} data-testid="snapshots-main">
            {current ? (
              <SnapshotDetail key={`${current.id}:${confirmOnLoad}`} snapshot={current} confirmOnLoad={confirmOnLoad} onRestored={(result, from, steps) => { setLast({ result, from, steps }); setConfirmOnLoad(false); reload(); }} />
            ) : (
              <p className="muted pane">Choose a snapshot on the left to see how it differs from the files now.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
