import { useEffect, useState } from 'react';
import { schedulerHeadline, tomorrowMorning, waitingWords } from '../../../electron/core/api/scheduler-words.js';
import { useApi, useCall, useEvent } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';

/** Re-render once a minute so "6 min ago" stays true. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/**
 * The scheduler's status at the top of the window, the same words as the tray's first line:
 * "Last dream: zh-blog 6 min ago · Next: big-monorepo when idle", with Pause / Resume.
 */
export function SchedulerBar() {
  const api = useApi();
  const { data, reload } = useCall('scheduler.status', {});
  const now = useMinute();
  const [error, setError] = useState<UiError | null>(null);
  const [choosing, setChoosing] = useState(false);
  useEvent('scheduler.changed', reload);
  useEvent('dream.started', reload);
  useEvent('dream.finished', reload);
  useEvent('dream.failed', reload);
  useEvent('settings.changed', reload);
  useEvent('snapshot.restored', reload);
  if (!data) return null;
  const act = (p: Promise<unknown>) => {
    setChoosing(false);
    p.then(() => (setError(null), reload()), (e: unknown) => setError(toUiError(e)));
  };
  const pause = (untilMs: number | null) => act(api.call('scheduler.pause', { until: untilMs === null ? null : new Date(untilMs).toISOString() }));
  const waiting = data.state === 'on' ? waitingWords(data) : null;
  return (
    <div className={`scheduler-bar scheduler-${data.state}`} role="status" data-testid="scheduler-status" data-state={data.state}>
      <span className="scheduler-text">
        <span data-testid="scheduler-headline">{schedulerHeadline(data, now)}</span>
        {waiting && <span className="muted" data-testid="scheduler-waiting"> · {waiting}</span>}
        {data.state === 'not-running' && <span className="muted"> · Start the tray app or `autodream daemon` without --no-scheduler for automatic dreams.</span>}
      </span>
      {data.state === 'paused' && <button type="button" className="btn btn-small" onClick={() => act(api.call('scheduler.resume', {}))} data-testid="scheduler-resume">Resume</button>}
      {(data.state === 'on' || data.state === 'not-running') && !choosing && (
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setChoosing(true)} data-testid="scheduler-pause">Pause…</button>
      )}
      {choosing && (
        <span className="scheduler-choices" role="group" aria-label="Pause automatic dreams">
          <button type="button" className="btn btn-small" onClick={() => pause(Date.now() + 3_600_000)} data-testid="pause-hour">1 hour</button>
          <button type="button" className="btn btn-small" onClick={() => pause(tomorrowMorning(Date.now()))} data-testid="pause-tomorrow">Until tomorrow</button>
          <button type="button" className="btn btn-small" onClick={() => pause(null)} data-testid="pause-indefinite">Until I resume</button>
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setChoosing(false)}>Cancel</button>
        </span>
      )}
      {error && <span className="field-error" role="alert">{error.message}</span>}
    </div>
  );
}
