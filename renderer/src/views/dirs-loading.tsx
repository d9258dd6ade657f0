import { useEffect, useMemo, useRef, useState } from 'react';
import type { MemoryDirStatus, MethodOutput } from '../../../electron/core/api/contract.js';
import { useCall, useEvent, useEventsReady, type CallState } from '../client/api-context.js';
import { plural } from '../lib/format.js';

/**
 * A first load of the memory dirs that shows something at once: a skeleton while the dirs are
 * found, then one card per dir (its name and path, "reading…") while memoryDirs.list reads them,
 * each card filling in as its status arrives (`memoryDir.status`), and a line saying which dirs
 * are read and which are still being read.
 */

export type KnownDir = MethodOutput<'memoryDirs.known'>['memoryDirs'][number];

export interface DirsLoad extends CallState<MethodOutput<'memoryDirs.list'>> {
  /** The dirs there are (before they are read), once known. */
  known: KnownDir[] | undefined;
  /** Statuses that came ahead of the whole list, by dir id. */
  early: ReadonlyMap<string, MemoryDirStatus>;
}

export function useDirsLoad(): DirsLoad {
  const eventsReady = useEventsReady();
  const [ready, setReady] = useState(false);
  const [early, setEarly] = useState<ReadonlyMap<string, MemoryDirStatus>>(new Map());
  // Only a first load needs them: once the list is in, other windows' listings change nothing here.
  const listed = useRef(false);
  useEvent('memoryDir.status', (s) => listed.current || setEarly((m) => new Map(m).set(s.id, s)));
  // Ask for the list once events can arrive, so each dir's status shows as soon as it is read.
  useEffect(() => {
    let live = true;
    void eventsReady().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [eventsReady]);
  const known = useCall('memoryDirs.known', {});
  const list = useCall('memoryDirs.list', ready ? {} : null);
  listed.current = list.data !== undefined;
  return { ...list, loading: list.loading || !ready, known: known.data?.memoryDirs, early };
}

/** A card that holds a dir's place while it is read. */
export function DirSkeleton({ dir }: { dir: KnownDir | null }) {
  return (
    <article className="card dir-card dir-skeleton" data-testid="dir-skeleton" data-dir-id={dir?.id ?? ''} data-state="reading" aria-busy="true">
      <header className="card-head">
        <div>
          <h2>{dir ? dir.label : <span className="skeleton-bar skeleton-title" />}</h2>
          <p className="path">{dir ? dir.memoryDir : <span className="skeleton-bar" />}</p>
        </div>
        <div className="badges"><span className="badge">{dir ? 'Reading…' : 'Finding…'}</span></div>
      </header>
      <dl className="stats" aria-hidden="true">
        {['Last dream', 'Sessions since', 'Lock', 'Next dream', 'Memory'].map((label) => (
          <div className="stat" key={label}>
            <dt>{label}</dt>
            <dd><span className="skeleton-bar" /></dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** "Read 3 of 5 memory dirs · still reading: big-monorepo, zh-blog" while a first load runs. */
export function LoadProgress({ known, early }: { known: KnownDir[] | undefined; early: ReadonlyMap<string, MemoryDirStatus> }) {
  const waiting = useMemo(() => known?.filter((d) => !early.has(d.id)) ?? [], [known, early]);
  if (!known) return <p className="loading" role="status" aria-live="polite" data-testid="dirs-progress" data-read={0} data-total="">Finding memory dirs…</p>;
  const read = known.length - waiting.length;
  return (
    <p className="loading" role="status" aria-live="polite" data-testid="dirs-progress" data-read={read} data-total={known.length}>
      Read {read.toLocaleString('en')} of {plural(known.length, 'memory dir')}
      {waiting.length > 0 && <> · still reading: <span data-testid="dirs-waiting">{waiting.slice(0, 5).map((d) => d.label).join(', ')}{waiting.length > 5 ? `, and ${(waiting.length - 5).toLocaleString('en')} more` : ''}</span></>}
    </p>
  );
}
