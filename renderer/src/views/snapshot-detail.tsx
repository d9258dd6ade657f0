import { useEffect, useState } from 'react';
import type { MethodOutput, SnapshotDiff, SnapshotInfo } from '../../../electron/core/api/contract.js';
import { useApi, useCall, useEvent } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { DiffModeToggle, DiffView } from '../components/diff-view.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { TimeText } from '../components/time-text.js';
import { formatBytes, plural, snapshotReasonLabel } from '../lib/format.js';
import { useDiffMode } from '../lib/preferences.js';
import { absoluteTime } from '../lib/time.js';

export type RestoreResult = MethodOutput<'snapshots.restore'>;

/** What a restore will do to each file, in words, from the snapshot's diff against now. */
export interface RestoreStep {
  file: string;
  action: 'revert' | 'bring-back' | 'remove';
}

/**
 * `added` = created since the snapshot (a full restore removes it), `removed` = deleted since
 * (restore brings it back), `changed` = differs (restore puts the snapshot's text back).
 */
export function restoreSteps(diff: SnapshotDiff, file?: string): RestoreStep[] {
  const steps: RestoreStep[] = [
    ...diff.changed.map((c) => ({ file: c.file, action: 'revert' as const })),
    ...diff.removed.map((f) => ({ file: f, action: 'bring-back' as const })),
    ...diff.added.map((f) => ({ file: f, action: 'remove' as const })),
  ];
  return file === undefined ? steps : steps.filter((s) => s.file === file);
}

const STEP_WORDS: Record<RestoreStep['action'], string> = {
  revert: 'goes back to its text in the snapshot',
  'bring-back': 'is brought back (it was deleted since)',
  remove: 'is removed (it was created since)',
};

function StepList({ steps }: { steps: RestoreStep[] }) {
  return (
    <ul className="file-bullets" data-testid="restore-steps">
      {steps.map((s) => <li key={s.file} data-file={s.file}><code>{s.file}</code> {STEP_WORDS[s.action]}</li>)}
    </ul>
  );
}

interface DetailProps {
  snapshot: SnapshotInfo;
  /** Open the confirmation as soon as the diff is known ("Undo this restore" from the banner). */
  confirmOnLoad: boolean;
  onRestored(result: RestoreResult, snapshot: SnapshotInfo, steps: RestoreStep[]): void;
}

/** One snapshot compared with the files now, with restore of everything or of one file. */
export function SnapshotDetail({ snapshot, confirmOnLoad, onRestored }: DetailProps) {
  const api = useApi();
  const { data: diff, error, loading, reload } = useCall('snapshots.diff', { snapshotId: snapshot.id });
  const [mode, setMode] = useDiffMode();
  const [pending, setPending] = useState<{ file?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [restoreError, setRestoreError] = useState<UiError | null>(null);
  const isPreRestore = snapshot.reason === 'pre-restore';
  const all = diff ? restoreSteps(diff) : [];
  useEvent('memoryDir.changed', (p) => p.memoryDirId === snapshot.memoryDirId && reload());

  useEffect(() => {
    if (confirmOnLoad && diff && restoreSteps(diff).length > 0) setPending({});
  }, [confirmOnLoad, diff]);

  const restore = async (file?: string) => {
    if (!diff) return;
    setBusy(true);
    setRestoreError(null);
    try {
      const steps = restoreSteps(diff, file);
      const result = await api.call('snapshots.restore', { snapshotId: snapshot.id, ...(file !== undefined && { file }) });
      setPending(null);
      onRestored(result, snapshot, steps);
      reload();
    } catch (e) {
      setRestoreError(toUiError(e));
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const when = absoluteTime(snapshot.createdAt);
  return (
    <article className="pane snapshot-detail" data-testid="snapshot-detail" data-snapshot-id={snapshot.id} aria-labelledby="snapshot-title">
      <header className="pane-head">
        <div>
          <h2 id="snapshot-title">{snapshotReasonLabel(snapshot.reason)} · <TimeText iso={snapshot.createdAt} compact /></h2>
          <p className="path">{when} · {plural(snapshot.files, 'file')} · {formatBytes(snapshot.bytes)}</p>
        </div>
        <div className="actions">
        <button type="button" className="btn btn-ghost" onClick={reload} data-testid="snapshot-refresh" aria-label="Compare with the files now again">Compare again</button>
        {diff && all.length > 0 && (
          <button type="button" className={`btn ${isPreRestore ? 'btn-primary' : ''}`} onClick={() => setPending({})} data-testid={isPreRestore ? 'undo-restore' : 'restore-all'}>
            {isPreRestore ? 'Undo this restore…' : 'Restore all…'}
          </button>
        )}
        </div>
      </header>
      {isPreRestore && <p className="notice notice-neutral">Taken just before a restore. Restoring it puts the files back as they were before that restore.</p>}
      {error && <ErrorBox error={error} title="Could not compare this snapshot with the files now" onRetry={reload} />}
      {restoreError && <ErrorBox error={restoreError} title="The restore did not happen" />}
      {!diff && loading && <Loading label="Comparing with the files now…" />}
      {diff && all.length === 0 && <p className="muted" data-testid="snapshot-same">The files now are identical to this snapshot. Nothing to restore.</p>}
      {diff && all.length > 0 && (
        <>
          <div className="section-head">
            <p className="muted" data-testid="snapshot-diff-summary">
              Compared with now: {plural(diff.changed.length, 'file')} changed, {plural(diff.removed.length, 'file')} deleted since, {plural(diff.added.length, 'file')} created since.
            </p>
            <DiffModeToggle mode={mode} onChange={setMode} />
          </div>
          <ul className="snapshot-files" data-testid="snapshot-diff">
            {all.map((s) => {
              const patch = diff.changed.find((c) => c.file === s.file)?.patch ?? null;
              return (
                <li key={s.file} className="snapshot-file" data-testid="snapshot-file" data-file={s.file} data-action={s.action}>
                  <div className="snapshot-file-head">
                    <code>{s.file}</code>
                    <span className={`badge ${s.action === 'revert' ? 'badge-accent' : s.action === 'bring-back' ? 'badge-warn' : 'badge-muted'}`}>
                      {s.action === 'revert' ? 'changed since' : s.action === 'bring-back' ? 'deleted since' : 'created since'}
                    </span>
                    {s.action !== 'remove' && (
                      <button type="button" className="btn btn-small" onClick={() => setPending({ file: s.file })} data-testid="restore-file" aria-label={`Restore ${s.file} from this snapshot`}>
                        Restore this file…
                      </button>
                    )}
                  </div>
                  {s.action === 'revert' && (
                    <details>
                      <summary>Show the diff (snapshot → now)</summary>
                      {patch ? <DiffView source={{ patch }} mode={mode} label={`${s.file}: snapshot against now`} /> : <p className="muted small">No text diff (binary or very large file).</p>}
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {pending && diff && (
        <ConfirmDialog
          title={pending.file ? `Restore ${pending.file}?` : isPreRestore ? 'Undo this restore?' : 'Restore the whole snapshot?'}
          confirmLabel={pending.file ? 'Restore this file' : isPreRestore ? 'Undo the restore' : 'Restore all'}
          busy={busy}
          onConfirm={() => void restore(pending.file)}
          onCancel={() => setPending(null)}
        >
          <p>From the snapshot of {when}:</p>
          <StepList steps={restoreSteps(diff, pending.file)} />
          <p>{pending.file ? 'No other file changes.' : 'Files not listed stay as they are.'} A snapshot of the files now is taken first, so you can undo this restore.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
