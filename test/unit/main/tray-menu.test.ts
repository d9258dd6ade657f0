import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { emptyShellState, type ShellState } from '../../../electron/main/shell-state.js';
import { ago, dirStatusLine, schedulerLine } from '../../../electron/main/status-line.js';
import { MAX_DIR_LINES, trayMenuTemplate, type TrayActions } from '../../../electron/main/tray-menu.js';
import { memoryDirStatus } from '../scheduler/fake-api.js';

const NOW = Date.parse('2026-03-10T15:00:00Z');
const H = 3_600_000;

const shop = memoryDirStatus({ id: 'shop', label: 'acme-shop', lastConsolidatedAt: new Date(NOW - 3 * H).toISOString(), sessionsSince: 2, minSessions: 5 });
const blog = memoryDirStatus({ id: 'blog', label: 'blog', lastConsolidatedAt: null, sessionsSince: 7, minSessions: 5 });

function recorder() {
  const calls: string[] = [];
  const actions: TrayActions = {
    open: (r) => calls.push(`open ${r}`),
    dreamNow: (id) => calls.push(`dream ${id ?? 'all'}`),
    stopDreams: () => calls.push('stop'),
    setAutoDream: (on) => calls.push(`auto ${on}`),
    quit: () => calls.push('quit'),
  };
  return { calls, actions };
}

const state = (over: Partial<ShellState> = {}): ShellState => ({ ...emptyShellState, dirs: [shop, blog], ...over });
const labels = (items: MenuItemConstructorOptions[]) => items.map((i) => (i.type === 'separator' ? '---' : i.label));
const find = (items: MenuItemConstructorOptions[], label: string) => {
  const item = items.find((i) => i.label === label);
  if (!item) throw new Error(`no menu item "${label}" in ${labels(items).join(' | ')}`);
  return item;
};
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.();

describe('status lines', () => {
  it('says when each memory dir last dreamed and how many sessions it has of the minimum', () => {
    expect(dirStatusLine(shop, state(), NOW)).toBe('acme-shop: dreamed 3 h ago · 2 of 5 sessions');
    expect(dirStatusLine(blog, state(), NOW)).toBe('blog: never dreamed · 7 of 5 sessions');
  });

  it('shows a running dream, a failure, and an index over its limits', () => {
    expect(dirStatusLine(shop, state({ running: { shop: { trigger: 'scheduler', phase: 'consolidate' } } }), NOW)).toBe('acme-shop: dreaming… (consolidate)');
    expect(dirStatusLine(shop, state({ failed: { shop: 'disk full' } }), NOW)).toBe('acme-shop: last dream failed · disk full');
    const over = { ...shop, indexOverLimit: true, indexLostEntries: 14 };
    expect(dirStatusLine(over, state(), NOW)).toBe('acme-shop: dreamed 3 h ago · 2 of 5 sessions · MEMORY.md over limit, 14 entries unseen');
  });

  it('counts time in plain words', () => {
    expect([0, 59_000, 60_000, 59 * 60_000, H, 47 * H, 48 * H, 10 * 24 * H].map(ago)).toEqual([
      'just now', 'just now', '1 min ago', '59 min ago', '1 h ago', '47 h ago', '2 days ago', '10 days ago',
    ]);
  });

  it('describes what the scheduler waits for', () => {
    const base = { state: 'waiting' as const, idleSource: { kind: 'powerMonitor', note: null }, running: null, backoff: [], lastTickAt: 0 };
    expect(schedulerLine({ ...base, pause: 'on-battery' })).toBe('Paused while on battery');
    expect(schedulerLine({ ...base, pause: 'user-active' })).toBe('Will dream when you step away');
    expect(schedulerLine({ ...base, state: 'stopped', pause: 'stopped' })).toBeNull();
    expect(schedulerLine(null)).toBeNull();
  });
});

describe('tray menu template (pure)', () => {
  it('lists one status line per memory dir, then Dream now, Auto dream, the windows and Quit', () => {
    const { actions } = recorder();
    expect(labels(trayMenuTemplate(state(), NOW, actions))).toEqual([
      'acme-shop: dreamed 3 h ago · 2 of 5 sessions',
      'blog: never dreamed · 7 of 5 sessions',
      '---',
      'Dream now',
      'Auto dream',
      '---',
      'Open memory browser…',
      'Snapshots…',
      'Settings…',
      '---',
      'Quit',
    ]);
  });

  it('is the same for the same state and time', () => {
    const { actions } = recorder();
    const sig = (t: MenuItemConstructorOptions[]) => JSON.stringify(t, (k, v: unknown) => (k === 'click' ? undefined : v));
    expect(sig(trayMenuTemplate(state(), NOW, actions))).toBe(sig(trayMenuTemplate(state(), NOW, actions)));
    expect(sig(trayMenuTemplate(state(), NOW + 2 * H, actions))).not.toBe(sig(trayMenuTemplate(state(), NOW, actions)));
  });

  it('reaches every action from the menu', () => {
    const { calls, actions } = recorder();
    const menu = trayMenuTemplate(state({ running: { blog: { trigger: 'manual', phase: null } } }), NOW, actions);
    click(menu[0]);
    const dreamNow = find(menu, 'Dream now').submenu as MenuItemConstructorOptions[];
    expect(labels(dreamNow)).toEqual(['All memory dirs', '---', 'acme-shop', 'blog']);
    // A dir already dreaming cannot be started again.
    expect(find(dreamNow, 'blog').enabled).toBe(false);
    click(find(dreamNow, 'All memory dirs'));
    click(find(dreamNow, 'acme-shop'));
    click(find(menu, 'Stop dreaming'));
    click(find(menu, 'Auto dream'));
    click(find(menu, 'Open memory browser…'));
    click(find(menu, 'Snapshots…'));
    click(find(menu, 'Settings…'));
    click(find(menu, 'Quit'));
    expect(calls).toEqual(['open /browse/shop', 'dream all', 'dream shop', 'stop', 'auto false', 'open /dirs', 'open /snapshots', 'open /settings', 'quit']);
  });

  it('binds the Auto dream checkbox to autoDreamEnabled', () => {
    const { calls, actions } = recorder();
    const off = find(trayMenuTemplate(state({ autoDream: false }), NOW, actions), 'Auto dream');
    expect(off).toMatchObject({ type: 'checkbox', checked: false });
    click(off);
    expect(find(trayMenuTemplate(state({ autoDream: true }), NOW, actions), 'Auto dream').checked).toBe(true);
    expect(calls).toEqual(['auto true']);
  });

  it('puts the scheduler, a fallback idle source and problems on top, and caps long lists', () => {
    const { calls, actions } = recorder();
    const many = Array.from({ length: MAX_DIR_LINES + 3 }, (_, i) => memoryDirStatus({ id: `p${i}`, label: `project-${i}` }));
    const menu = trayMenuTemplate(
      state({
        dirs: many,
        loadError: 'EACCES on ~/.claude/projects',
        scheduler: {
          state: 'waiting',
          pause: 'quiet-hours',
          idleSource: { kind: 'headless', note: 'Wayland gives apps no system idle time' },
          running: null,
          backoff: [],
          lastTickAt: 0,
        },
      }),
      NOW,
      actions,
    );
    expect(labels(menu).slice(0, 4)).toEqual([
      'Paused for quiet hours',
      'Idle detection: Wayland gives apps no system idle time',
      'Cannot list memory dirs: EACCES on ~/.claude/projects',
      '---',
    ]);
    expect(menu.slice(0, 3).every((i) => i.enabled === false)).toBe(true);
    click(find(menu, '…and 3 more'));
    expect(calls).toEqual(['open /dirs']);
    expect(menu.filter((i) => String(i.label).startsWith('project-'))).toHaveLength(MAX_DIR_LINES);
    expect(menu.some((i) => i.label === 'Stop dreaming')).toBe(false);
  });

  it("shows today's model tokens and cost once the agent engine has spent any", () => {
    const { actions } = recorder();
    const usage = { day: '2026-11-30', inputTokens: 10_000, outputTokens: 2_345, tokens: 12_345, calls: 3, costUsd: 0.0652, unpricedTokens: 0, maxTokensPerDay: 2_000_000, maxCostPerDayUsd: null };
    const menu = trayMenuTemplate(state({ modelUsage: usage }), NOW, actions);
    expect(labels(menu).slice(0, 2)).toEqual(['Model today: 12,345 of 2,000,000 tokens, $0.07', '---']);
    expect(labels(trayMenuTemplate(state({ modelUsage: { ...usage, calls: 0, tokens: 0 } }), NOW, actions)).some((l) => String(l).startsWith('Model today'))).toBe(false);
  });

  it('says so when there are no memory dirs, and disables Dream now', () => {
    const { actions } = recorder();
    const menu = trayMenuTemplate(state({ dirs: [] }), NOW, actions);
    expect(menu[0]).toMatchObject({ label: 'No memory dirs found yet', enabled: false });
    expect(find(menu, 'Dream now').enabled).toBe(false);
  });
});
