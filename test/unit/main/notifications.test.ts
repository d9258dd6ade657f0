import type { NotificationConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { DreamResult } from '../../../electron/core/api/contract.js';
import { createNotifier, noticeForResult, type NotificationLike, type NotificationMode } from '../../../electron/main/notifications.js';
import { FakeApi } from '../scheduler/fake-api.js';
import { flush } from '../scheduler/fakes.js';

/** Records every notification shown; tests fire its click/action like the OS would. */
class RecordingNotification implements NotificationLike {
  static shown: RecordingNotification[] = [];
  handlers = new Map<string, ((...a: never[]) => void)[]>();
  constructor(readonly options: NotificationConstructorOptions) {}
  show() {
    RecordingNotification.shown.push(this);
  }
  on(event: string, listener: (...a: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const l of this.handlers.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
  }
}

const applied: DreamResult = {
  memoryDir: '/m',
  memoryDirId: 'shop',
  outcome: 'applied',
  dreamId: 'dream-42',
  snapshotId: 'snap-1',
  summary: 'Merged 2, fixed 5 dates, removed 2 stale pointers',
  changes: [],
  findings: [],
};

function setup(o: { supportsActions?: boolean; supported?: boolean; mode?: NotificationMode } = {}) {
  RecordingNotification.shown = [];
  let now = 1_000_000;
  const opened: string[] = [];
  const api = new FakeApi().handle('dreams.undo', ({ dreamId }) => ({ dreamId, snapshotId: 'snap-1', restored: ['deploy.md', 'MEMORY.md'], removed: [] }));
  const notifier = createNotifier({
    api,
    Notification: RecordingNotification,
    supported: o.supported ?? true,
    supportsActions: o.supportsActions ?? true,
    labelFor: (id) => (id === 'shop' ? 'acme-shop' : id),
    open: (r) => opened.push(r),
    clock: () => now,
    ...(o.mode && { mode: () => o.mode! }),
  });
  return { api, notifier, opened, shown: RecordingNotification.shown, tick: (ms: number) => (now += ms) };
}

describe('notifications', () => {
  it('announces a finished dream with what changed; a click opens its report; Undo undoes it', async () => {
    const { api, opened, shown } = setup();
    api.emit('dream.started', { memoryDirId: 'shop', dryRun: false, trigger: 'scheduler' });
    api.emit('dream.finished', applied);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.options).toMatchObject({
      title: 'Dream finished',
      body: 'acme-shop: merged 2, fixed 5 dates, removed 2 stale pointers',
      actions: [{ type: 'button', text: 'Undo' }],
    });
    shown[0]!.fire('click');
    expect(opened).toEqual(['/reports/dream-42']);
    shown[0]!.fire('action', { actionIndex: 0 }, 0);
    await flush();
    expect(api.callsOf('dreams.undo')).toEqual([{ dreamId: 'dream-42' }]);
    expect(shown[1]!.options).toMatchObject({ title: 'Dream undone', body: '2 files put back as before' });
  });

  it('has no Undo button where the platform has no actions (Linux): a click opens the report with Undo focused', () => {
    const { api, shown, opened } = setup({ supportsActions: false });
    api.emit('dream.finished', applied);
    expect(shown[0]!.options.actions).toBeUndefined();
    expect(shown[0]!.handlers.has('action')).toBe(false);
    shown[0]!.fire('click');
    expect(opened).toEqual(['/reports/dream-42/undo']);
  });

  it('can be limited to failures and refusals, or turned off', () => {
    const failures = setup({ mode: 'failures' });
    failures.api.emit('dream.finished', applied);
    failures.api.emit('dream.finished', { ...applied, outcome: 'refused', dreamId: null, summary: 'Refused: 2 of 4 memories would go' });
    failures.api.emit('dream.failed', { memoryDirId: 'other', error: 'EACCES: deploy.md' });
    expect(failures.shown.map((n) => n.options.title)).toEqual(['Dream refused, nothing written', 'Dream failed']);

    const off = setup({ mode: 'off' });
    off.api.emit('dream.finished', applied);
    off.api.emit('dream.failed', { memoryDirId: 'shop', error: 'EACCES' });
    expect(off.shown).toHaveLength(0);
  });

  it('announces a failed dream once even when the engine sends both events', () => {
    const { api, shown, opened, tick } = setup();
    api.emit('dream.failed', { memoryDirId: 'shop', error: 'EACCES: permission denied, deploy.md' });
    api.emit('dream.finished', { ...applied, outcome: 'failed', dreamId: null, error: 'EACCES: permission denied, deploy.md' });
    expect(shown.map((n) => [n.options.title, n.options.body])).toEqual([['Dream failed', 'acme-shop: EACCES: permission denied, deploy.md']]);
    shown[0]!.fire('click');
    expect(opened).toEqual(['/history/shop']);
    tick(5 * 60_000);
    api.emit('dream.failed', { memoryDirId: 'shop', error: 'again' });
    expect(shown).toHaveLength(2);
  });

  it('announces a restored snapshot', () => {
    const { api, shown } = setup();
    api.emit('snapshot.restored', { snapshotId: 's', memoryDirId: 'shop', files: ['a.md', 'b.md', 'MEMORY.md'] });
    expect(shown[0]!.options).toMatchObject({ title: 'Snapshot restored', body: 'acme-shop: 3 files put back' });
  });

  it('stays quiet about automatic dreams that changed nothing, but answers a manual one', () => {
    const { api, shown } = setup();
    const nothing = { ...applied, outcome: 'no-changes' as const, summary: 'Nothing to change' };
    api.emit('dream.started', { memoryDirId: 'shop', dryRun: false, trigger: 'scheduler' });
    api.emit('dream.finished', nothing);
    expect(shown).toHaveLength(0);
    api.emit('dream.started', { memoryDirId: 'shop', dryRun: false, trigger: 'manual' });
    api.emit('dream.finished', nothing);
    expect(shown.map((n) => n.options.body)).toEqual(['acme-shop: nothing to change']);
  });

  it('shows nothing where notifications are not supported, and unsubscribes on dispose', () => {
    const { api, notifier, shown } = setup({ supported: false });
    api.emit('dream.finished', applied);
    expect(shown).toHaveLength(0);
    notifier.dispose();
    expect(api.listenerCount()).toBe(0);
  });

  it('words a refused plan', () => {
    expect(noticeForResult({ ...applied, outcome: 'refused', summary: 'Would remove 23 of 40 memories' }, 'acme-shop', 'scheduler')).toMatchObject({
      title: 'Dream refused, nothing written',
      body: 'acme-shop: would remove 23 of 40 memories',
      open: '/reports/dream-42',
      undoDreamId: null,
    });
  });
});
