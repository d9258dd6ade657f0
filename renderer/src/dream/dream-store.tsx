import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DreamResult, EventPayload } from '../../../electron/core/api/contract.js';
import { useApi } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';

export type Phase = EventPayload<'dream.phase'>['phase'];

/** One dream as the window follows it, whoever started it (this window, the scheduler, the CLI). */
export interface DreamRun {
  memoryDirId: string;
  dryRun: boolean;
  state: 'running' | 'done' | 'failed';
  phases: Phase[];
  progress: { done: number; total: number; file?: string } | null;
  result: DreamResult | null;
  error: UiError | null;
  startedAt: number;
  finishedAt: number | null;
  cancelling: boolean;
}

interface DreamContextValue {
  runs: Record<string, DreamRun>;
  start(memoryDirId: string, opts: { dryRun: boolean }): Promise<void>;
  cancel(memoryDirId: string): Promise<void>;
  forget(memoryDirId: string): void;
}

const DreamContext = createContext<DreamContextValue | null>(null);

/** How long after a dream's answer its own late events are still taken as its own. */
const LATE_EVENT_MS = 2000;

function fresh(memoryDirId: string, dryRun: boolean): DreamRun {
  return { memoryDirId, dryRun, state: 'running', phases: [], progress: null, result: null, error: null, startedAt: Date.now(), finishedAt: null, cancelling: false };
}

export function DreamProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [runs, setRuns] = useState<Record<string, DreamRun>>({});
  const update = useCallback((id: string, change: (run: DreamRun | undefined) => DreamRun | undefined) => {
    setRuns((all) => {
      const next = change(all[id]);
      if (next === all[id]) return all;
      const copy = { ...all };
      if (next) copy[id] = next;
      else delete copy[id];
      return copy;
    });
  }, []);

  useEffect(() => {
    const offs = [
      api.on('dream.started', (p) => update(p.memoryDirId, (r) => {
        if (r?.state === 'running') return r;
        // Events and the call's answer travel on separate connections: a "started" that lands just
        // after the answer belongs to the dream that already finished.
        if (r?.finishedAt != null && Date.now() - r.finishedAt < LATE_EVENT_MS) return r;
        return fresh(p.memoryDirId, p.dryRun);
      })),
      api.on('dream.phase', (p) => update(p.memoryDirId, (r) => {
        const run = r ?? fresh(p.memoryDirId, false);
        if (run.phases.includes(p.phase)) return run;
        if (run.state !== 'running' && (run.finishedAt === null || Date.now() - run.finishedAt > LATE_EVENT_MS)) return run;
        return { ...run, phases: [...run.phases, p.phase] };
      })),
      api.on('dream.progress', (p) => update(p.memoryDirId, (r) => {
        const run = r ?? fresh(p.memoryDirId, false);
        if (run.state !== 'running') return run;
        return { ...run, progress: { done: p.done, total: p.total, ...(p.file !== undefined && { file: p.file }) } };
      })),
      api.on('dream.finished', (p) => update(p.memoryDirId, (r) => ({ ...(r ?? fresh(p.memoryDirId, p.outcome === 'dry-run')), state: 'done', result: p, finishedAt: r?.finishedAt ?? Date.now(), cancelling: false }))),
      api.on('dream.failed', (p) => update(p.memoryDirId, (r) => {
        const run = r ?? fresh(p.memoryDirId, false);
        if (run.state === 'done') return run;
        return { ...run, state: 'failed', error: run.error ?? { code: 'internal', message: p.error }, finishedAt: Date.now(), cancelling: false };
      })),
    ];
    return () => offs.forEach((off) => off());
  }, [api, update]);

  const start = useCallback(async (memoryDirId: string, opts: { dryRun: boolean }) => {
    update(memoryDirId, () => fresh(memoryDirId, opts.dryRun));
    try {
      const result = await api.call('dream.run', { memoryDirId, dryRun: opts.dryRun, trigger: 'manual' });
      update(memoryDirId, (r) => ({ ...(r ?? fresh(memoryDirId, opts.dryRun)), state: 'done', result, error: null, finishedAt: r?.finishedAt ?? Date.now(), cancelling: false }));
    } catch (e) {
      const error = toUiError(e);
      update(memoryDirId, (r) => ({ ...(r ?? fresh(memoryDirId, opts.dryRun)), state: 'failed', error, finishedAt: Date.now(), cancelling: false }));
    }
  }, [api, update]);

  const cancel = useCallback(async (memoryDirId: string) => {
    update(memoryDirId, (r) => (r ? { ...r, cancelling: true } : r));
    try {
      await api.call('dream.cancel', { memoryDirId });
    } catch (e) {
      update(memoryDirId, (r) => (r ? { ...r, cancelling: false, error: toUiError(e) } : r));
    }
  }, [api, update]);

  const forget = useCallback((memoryDirId: string) => update(memoryDirId, () => undefined), [update]);

  const value = useMemo(() => ({ runs, start, cancel, forget }), [runs, start, cancel, forget]);
  return <DreamContext.Provider value={value}>{children}</DreamContext.Provider>;
}

export function useDreams(): DreamContextValue {
  const ctx = useContext(DreamContext);
  if (!ctx) throw new Error('useDreams outside DreamProvider');
  return ctx;
}
