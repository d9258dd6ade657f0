import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createShellState, emptyShellState, type ShellState } from '../../../electron/main/shell-state.js';
import { trayIconState } from '../../../electron/main/status-line.js';
import { createTrayController, type TrayLike } from '../../../electron/main/tray.js';
import type { TrayActions } from '../../../electron/main/tray-menu.js';
import { FakeApi, memoryDirStatus } from '../scheduler/fake-api.js';
import { FakeTime, flush } from '../scheduler/fakes.js';

class FakeTray implements TrayLike<string, MenuItemConstructorOptions[]> {
  images: string[] = [];
  tooltips: string[] = [];
  menus: MenuItemConstructorOptions[][] = [];
  clickListeners: (() => void)[] = [];
  destroyed = false;
  constructor(first: string) {
    this.images.push(first);
  }
  setImage(image: string) {
    this.images.push(image);
  }
  setToolTip(t: string) {
    this.tooltips.push(t);
  }
  setContextMenu(menu: MenuItemConstructorOptions[] | null) {
    if (menu) this.menus.push(menu);
  }
  on(_event: 'click', listener: () => void) {
    this.clickListeners.push(listener);
  }
  destroy() {
    this.destroyed = true;
  }
}

const noop = () => undefined;
const noActions: TrayActions = { open: noop, dreamNow: noop, stopDreams: noop, setAutoDream: noop, pause: noop, resume: noop, pauseDir: noop, undo: noop, quit: noop };
/** The menu line of a memory dir (its status line; a submenu holds its actions). */
const dirLine = (menu: MenuItemConstructorOptions[] | undefined, label: string) => menu?.find((i) => String(i.label).startsWith(`${label}:`))?.label;
const shop = memoryDirStatus({ id: 'shop', label: 'acme-shop' });

function staticStore(initial: ShellState) {
  let s = initial;
  const ls = new Set<(s: ShellState) => void>();
  return {
    get: () => s,
    onChange: (l: (s: ShellState) => void) => (ls.add(l), () => ls.delete(l)),
    set(next: ShellState) {
      s = next;
      for (const l of ls) l(s);
    },
    listeners: () => ls.size,
  };
}

describe('tray icon from state', () => {
  it('is dreaming while any dream runs, attention on failures or an index over its limit, idle otherwise', () => {
    const base = { ...emptyShellState, dirs: [shop] };
    expect(trayIconState(base)).toBe('idle');
    expect(trayIconState({ ...base, failed: { shop: 'boom' } })).toBe('attention');
    expect(trayIconState({ ...base, dirs: [{ ...shop, indexOverLimit: true }] })).toBe('attention');
    expect(trayIconState({ ...base, settingsError: 'settings.json line 3: unexpected }' })).toBe('attention');
    expect(trayIconState({ ...base, failed: { shop: 'boom' }, running: { shop: { trigger: 'manual', phase: null } } })).toBe('dreaming');
  });
});

describe('tray controller', () => {
  it('creates the tray through the factory and follows the state with icon, tooltip and menu', () => {
    const time = new FakeTime(Date.parse('2026-03-10T12:00:00Z'));
    const store = staticStore({ ...emptyShellState, dirs: [shop] });
    let tray: FakeTray | null = null;
    const c = createTrayController({
      createTray: (icon: string) => (tray = new FakeTray(icon)),
      buildMenu: (t) => t,
      icons: { idle: 'idle.png', dreaming: 'dreaming.png', attention: 'attention.png' },
      store,
      actions: noActions,
      clock: time.clock,
      timers: time,
    });
    const t = tray as unknown as FakeTray;
    expect(t.images).toEqual(['idle.png']);
    expect(t.tooltips).toEqual(['autodream: 1 memory dir']);
    expect(t.menus).toHaveLength(1);

    store.set({ ...store.get(), running: { shop: { trigger: 'scheduler', phase: null } } });
    expect(c.iconState()).toBe('dreaming');
    expect(t.images.at(-1)).toBe('dreaming.png');
    expect(t.tooltips.at(-1)).toBe('autodream: dreaming in acme-shop');

    store.set({ ...store.get(), running: {}, failed: { shop: 'disk full' } });
    expect(t.images.at(-1)).toBe('attention.png');
    expect(dirLine(t.menus.at(-1), 'acme-shop')).toBe('acme-shop: last dream failed · disk full');

    // Same state: nothing is rebuilt.
    const menus = t.menus.length;
    const images = t.images.length;
    c.render();
    expect(t.menus).toHaveLength(menus);
    expect(t.images).toHaveLength(images);

    c.dispose();
    expect(t.destroyed).toBe(true);
    expect(store.listeners()).toBe(0);
    expect(time.pendingCount).toBe(0);
  });

  it('redraws once a minute so "3 h ago" stays true, and opens the window on click where asked', async () => {
    const time = new FakeTime(Date.parse('2026-03-10T12:00:00Z'));
    const dir = { ...shop, lastConsolidatedAt: '2026-03-10T11:00:00Z' };
    const store = staticStore({ ...emptyShellState, dirs: [dir] });
    let tray: FakeTray | null = null;
    const opened: string[] = [];
    createTrayController({
      createTray: (icon: string) => (tray = new FakeTray(icon)),
      buildMenu: (t) => t,
      icons: { idle: 'i', dreaming: 'd', attention: 'a' },
      store,
      actions: { ...noActions, open: (r) => opened.push(r) },
      clock: time.clock,
      timers: time,
      openOnClick: '/dirs',
    });
    const t = tray as unknown as FakeTray;
    expect(dirLine(t.menus.at(-1), 'acme-shop')).toBe('acme-shop: dreamed 1 h ago · 0 of 5 sessions');
    await time.advance(60 * 60_000);
    expect(dirLine(t.menus.at(-1), 'acme-shop')).toBe('acme-shop: dreamed 2 h ago · 0 of 5 sessions');
    t.clickListeners.forEach((l) => l());
    expect(opened).toEqual(['/dirs']);
  });
});

const offStatus = { state: 'off' as const, pausedUntil: null, dreaming: null, waiting: null, next: null, lastDream: null, pausedDirs: [], idleSource: null };

describe('shell state from contract events', () => {
  it('tracks running dreams, phases and failures, and re-reads after a dream', async () => {
    const time = new FakeTime(0);
    let list = [shop];
    const api = new FakeApi()
      .handle('memoryDirs.list', () => ({ memoryDirs: list }))
      .handle('settings.get', () => ({ app: {}, claude: { configHome: '/c', autoDreamEnabled: false, autoMemoryEnabled: null, error: null } }))
      .handle('scheduler.status', () => ({ ...offStatus }));
    const store = createShellState({ api, timers: time });
    await store.refresh();
    expect(store.get().dirs.map((d) => d.label)).toEqual(['acme-shop']);
    expect(store.get().autoDream).toBe(false);
    expect(store.get().status?.state).toBe('off');

    api.emit('dream.started', { memoryDirId: 'shop', dryRun: false, trigger: 'manual' });
    api.emit('dream.phase', { memoryDirId: 'shop', phase: 'prune' });
    expect(store.get().running).toEqual({ shop: { trigger: 'manual', phase: 'prune' } });

    api.emit('dream.failed', { memoryDirId: 'shop', error: 'EACCES: deploy.md' });
    expect(store.get().running).toEqual({});
    expect(store.get().failed).toEqual({ shop: 'EACCES: deploy.md' });

    list = [{ ...shop, lastConsolidatedAt: '2026-03-10T12:00:00Z' }];
    api.emit('dream.finished', { memoryDir: '/m', memoryDirId: 'shop', outcome: 'applied', dreamId: 'd1', snapshotId: 's1', summary: 'Merged 2', changes: [], findings: [] });
    await flush();
    expect(store.get().failed).toEqual({});
    expect(store.get().dirs[0]!.lastConsolidatedAt).toBe('2026-03-10T12:00:00Z');

    store.dispose();
    expect(api.listenerCount()).toBe(0);
    expect(time.pendingCount).toBe(0);
  });

  it('says why the dirs could not be listed', async () => {
    const api = new FakeApi()
      .handle('memoryDirs.list', () => {
        throw new Error('EACCES: ~/.claude/projects');
      })
      .handle('settings.get', () => ({ app: {}, claude: { configHome: '/c', autoDreamEnabled: null, autoMemoryEnabled: null, error: null } }));
    const store = createShellState({ api, timers: new FakeTime(0) });
    await store.refresh();
    expect(store.get().loadError).toBe('EACCES: ~/.claude/projects');
    store.dispose();
  });
});
