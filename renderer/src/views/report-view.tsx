import { useCall } from '../client/api-context.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { TimeText } from '../components/time-text.js';
import { whoWords } from '../lib/format.js';
import { routeHref } from '../router.js';
import { Report } from './report.js';

/** A stored dream report, opened from History. */
export function ReportView({ dreamId, focusUndo = false }: { dreamId: string; focusUndo?: boolean }) {
  const { data, error, loading, reload } = useCall('dreams.report', { dreamId });
  return (
    <section className="page" aria-labelledby="report-title">
      <div className="page-head">
        <p className="crumbs"><a href={routeHref({ name: 'history', dirId: data?.memoryDirId ?? null })}>History</a> ›</p>
        <h1 id="report-title">{data?.edit ? 'Edit' : data?.undoOf ? 'Undo' : 'Dream report'}</h1>
        {data && (
          <p className="lede">
            <code className="path">{data.memoryDir}</code> · started <TimeText iso={data.startedAt} />
            {data.trigger && <> · <span data-testid="report-who">{data.edit || data.undoOf ? whoWords(data) : data.trigger === 'scheduler' ? 'automatic' : data.trigger === 'cli' ? 'from the command line' : data.trigger === 'agent-tool' ? 'written by an agent through a memory tool' : 'started by you'}</span></>}
            {data.depth && <> · depth {data.depth}</>}
          </p>
        )}
      </div>
      {error && <ErrorBox error={error} title="Could not open this report" onRetry={reload} />}
      {!data && loading && <Loading />}
      {data && <Report report={data} onUndone={reload} focusUndo={focusUndo} />}
    </section>
  );
}
