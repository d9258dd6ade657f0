import type { NotificationConstructorOptions } from 'electron';
import type { AutodreamApi, DreamResult, EventPayload } from '../core/api/contract.js';
import type { Clock } from '../core/clock.js';
import { routes } from './routes.js';

/** The bits of Electron's Notification used here (a recording fake in tests). */
export interface NotificationLike {
  show(): void;
  on(event: 'click', listener: () => void): unknown;
  on(event: 'action', listener: (details: unknown, actionIndex?: number) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}
export type NotificationClass = new (options: NotificationConstructorOptions) => NotificationLike;

/** A notification to show, as data. */
export interface Notice {
  title: string;
  body: string;
  /** Hash route opened by a click. */
  open: string | null;
  /** A dream to undo from the notification's button, where the platform has buttons. */
  undoDreamId: string | null;
  /** A failure or refusal: still shown when notifications are limited to those. */
  problem?: boolean;
}

/** The `notifications` setting: every finished dream, only failures and refusals, or none. */
export type NotificationMode = 'all' | 'failures' | 'off';

/** Whether a notice is shown under a mode. Pure. */
export function shouldShow(notice: Notice, mode: NotificationMode): boolean {
  return mode === 'all' || (mode === 'failures' && notice.problem === true);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "acme-shop: merged 2, fixed 5 dates, removed 2 stale pointers" and friends; null = stay silent. Pure. */
export function noticeForResult(r: DreamResult, label: string, trigger: string | null): Notice | null {
  const report = r.dreamId ? routes.report(r.dreamId) : routes.browse(r.memoryDirId);
  switch (r.outcome) {
    case 'applied':
      return { title: 'Dream finished', body: `${label}: ${lowerFirst(r.summary || `${r.changes.length} changes`)}`, open: report, undoDreamId: r.dreamId };
    case 'refused':
      return { title: 'Dream refused, nothing written', body: `${label}: ${lowerFirst(r.summary || 'the integrity guard refused the plan')}`, open: report, undoDreamId: null, problem: true };
    case 'failed':
      return { title: 'Dream failed', body: `${label}: ${r.error ?? r.summary}`, open: routes.history(r.memoryDirId), undoDreamId: null, problem: true };
    case 'no-changes':
    case 'not-due':
    case 'locked':
      // Asked for by hand: say what happened. The scheduler's quiet outcomes stay quiet.
      if (trigger !== 'manual') return null;
      return {
        title: 'Dream finished',
        body: `${label}: ${r.outcome === 'locked' ? 'another dream holds the lock, try again later' : lowerFirst(r.summary || 'nothing to change')}`,
        open: report,
        undoDreamId: null,
      };
    default:
      return null;
  }
}

export function noticeForRestore(p: EventPayload<'snapshot.restored'>, label: string): Notice {
  const n = p.files.length;
  return { title: 'Snapshot restored', body: `${label}: ${n} ${n === 1 ? 'file' : 'files'} put back`, open: routes.snapshots(p.memoryDirId), undoDreamId: null };
}

/**
 * Notifications driven by contract events: dream finished (with Undo where the platform has
 * buttons; a click opens the report), dream failed, snapshot restored.
 */
export function createNotifier(o: {
  api: AutodreamApi;
  Notification: NotificationClass;
  supported: boolean;
  /** macOS and Windows show buttons; Linux notifications get none. */
  supportsActions: boolean;
  labelFor(memoryDirId: string): string;
  open(route: string): void;
  clock: Clock;
  icon?: string;
  log?: (m: string) => void;
  /** The `notifications` setting, read at each notice (default: all). */
  mode?: () => NotificationMode;
}): { show(notice: Notice): void; dispose(): void } {
  // Electron drops a notification's handlers when it is garbage collected: keep them until closed.
  const live = new Set<NotificationLike>();
  const triggers = new Map<string, string>();
  const recentFailures = new Map<string, number>();

  function show(notice: Notice): void {
    if (!o.supported || !shouldShow(notice, o.mode?.() ?? 'all')) return;
    const withUndo = notice.undoDreamId !== null && o.supportsActions;
    // No buttons (Linux): the click opens the report with its Undo button focused instead.
    const open = notice.undoDreamId !== null && !o.supportsActions ? routes.reportUndo(notice.undoDreamId) : notice.open;
    const n = new o.Notification({
      title: notice.title,
      body: notice.body,
      ...(o.icon !== undefined && { icon: o.icon }),
      ...(withUndo && { actions: [{ type: 'button', text: 'Undo' }] }),
    });
    live.add(n);
    if (open) n.on('click', () => o.open(open));
    const dreamId = notice.undoDreamId;
    if (withUndo && dreamId) n.on('action', () => void undo(dreamId));
    n.on('close', () => live.delete(n));
    n.show();
  }

  async function undo(dreamId: string): Promise<void> {
    try {
      const r = await o.api.call('dreams.undo', { dreamId });
      const n = r.restored.length + r.removed.length;
      show({ title: 'Dream undone', body: `${n} ${n === 1 ? 'file' : 'files'} put back as before`, open: routes.report(dreamId), undoDreamId: null });
    } catch (e) {
      show({ title: 'Undo failed', body: e instanceof Error ? e.message : String(e), open: routes.report(dreamId), undoDreamId: null, problem: true });
    }
  }

  /** The engine may send both dream.finished (failed) and dream.failed: one notification. */
  function firstFailure(memoryDirId: string): boolean {
    const now = o.clock();
    const last = recentFailures.get(memoryDirId);
    recentFailures.set(memoryDirId, now);
    return last === undefined || now - last > 60_000;
  }

  const offs = [
    o.api.on('dream.started', (p) => triggers.set(p.memoryDirId, p.trigger)),
    o.api.on('dream.finished', (r) => {
      const trigger = triggers.get(r.memoryDirId) ?? null;
      triggers.delete(r.memoryDirId);
      if (r.outcome === 'failed' && !firstFailure(r.memoryDirId)) return;
      const notice = noticeForResult(r, o.labelFor(r.memoryDirId), trigger);
      if (notice) show(notice);
    }),
    o.api.on('dream.failed', (p) => {
      triggers.delete(p.memoryDirId);
      if (!firstFailure(p.memoryDirId)) return;
      show({ title: 'Dream failed', body: `${o.labelFor(p.memoryDirId)}: ${p.error}`, open: routes.history(p.memoryDirId), undoDreamId: null, problem: true });
    }),
    o.api.on('snapshot.restored', (p) => show(noticeForRestore(p, o.labelFor(p.memoryDirId)))),
  ];

  return {
    show,
    dispose() {
      for (const off of offs) off();
      live.clear();
    },
  };
}
