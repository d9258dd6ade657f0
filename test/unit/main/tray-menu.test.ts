import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { SchedulerStatusView } from '../../../electron/core/api/contract.js';
import { emptyShellState, type ShellState } from '../../../electron/main/shell-state.js';
import { ago, dirStatusLine, schedulerLine } from '../../../electron/main/status-line.js';
import { MAX_DIR_LINES, tomorrowMorning, trayMenuTemplate, WINDOW_ACCELERATOR, type TrayActions } from '../../../electron/main/tray-menu.js';
import { memoryDirStatus } from '../scheduler/fake-api.js';

const NOW = new Date(2026, 2, 10, 15, 0, 0).getTime();
const H = 3_600_000;
const MIN = 60_000;

const shop = memoryDirStatus({ id: 'shop', label: 'acme-shop', lastConsolidatedAt: new Date(NOW - 3 * H).toISOString(), sessionsSince: 2, minSessions: 5 });
const blog = memoryDirStatus({ id: 'blog', label: 'zh-blog', lastConsolidatedAt: null, sessionsSince: 1_204, minSessions: 5 });

function recorder() {
  const calls: string[] = [];
  const actions: TrayActions = {
    open: (r) => calls.push(`open ${r}`),
    dreamNow: (id) => calls.push(`dream ${id ?? 'all'}`),
    stopDreams: () => calls.push('stop'),
    setAutoDream: (on) => calls.push(`auto ${on}`),
    pause: (until) => calls.push(`pause ${until === null ? 'until resumed' : new Date(until).toISOString()}`),
    resume: () => calls.push('resume'),
    pauseDir: (id, paused) => calls.push(`${paused ? 'pause' : 'resume'} ${id}`),
    undo: (id) => calls.push(`undo ${id}`),
    quit: () => calls.push('quit'),
  };
  return { calls, actions };
}

const on: SchedulerStatusView = {
  state: 'on',
  pausedUntil: null,
  dreaming: null,
  waiting: { reason: 'user-active', detail: null },
  next: { memoryDirId: 'blog', label: 'zh-blog', reason: 'due', at: null },
  lastDream: { dreamId: 'd1', memoryDirId: 'shop', label: 'acme-shop', finishedAt: new Date(NOW - 6 * MIN).toISOString(), outcome: 'applied', undone: false },
  pausedDirs: [],
  idleSource: { kind: 'powerMonitor', note: null },
};

const state = (over: Partial<ShellState> = {}): ShellState => ({ ...emptyShellState, dirs: [shop, blog], status: on, ...over });
const labels = (items: MenuItemConstructorOptions[]) => items.map((i) => (i.type === 'separator' ? '---' : i.label));
const find = (items: MenuItemConstructorOptions[], label: string | RegExp) => {
  const item = items.find((i) => (typeof label === 'string' ? i.label === label : label.test(String(i.label))));
  if (!item) throw new Error(`no menu item "${String(label)}" in ${labels(items).join(' | ')}`);
  return item;
};
const sub = (items: MenuItemConstructorOptions[], label: string | RegExp) => find(items, label).submenu as MenuItemConstructorOptions[];
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.();

describe('status lines', () => {
  it('says when each memory dir last dreamed and how many sessions it has, with thousands separators', () => {
    expect(dirStatusLine(shop, state(), NOW)).toBe('acme-shop: dreamed 3 h ago · 2 of 5 sessions');
    expect(dirStatusLine(blog, state(), NOW)).toBe('zh-blog: never dreamed · 1,204 of 5 sessions');
    // OpenClaw's two layouts say which they are, with their counts (MEMORY.md lines as wc -l counts them).
    const ws = memoryDirStatus({ id: 'ws', label: 'openclaw main', kind: 'openclaw-workspace', sessionsSince: 1, minSessions: 3, files: 1, logFiles: 2, indexLines: 12 });
    expect(dirStatusLine(ws, state(), NOW)).toBe('openclaw main (OpenClaw workspace): never dreamed · 1 of 3 sessions · 1 memory + 2 daily logs · MEMORY.md 12 lines');
    const skill = memoryDirStatus({ id: 'sk', label: 'openclaw main skill', kind: 'openclaw', sessionsSince: 0, minSessions: 3, files: 2, indexLines: 1 });
    expect(dirStatusLine(skill, state(), NOW)).toBe('openclaw main skill (OpenClaw memory-system folder): never dreamed · 0 of 3 sessions · 2 memories · MEMORY.md 1 line');
    expect(dirStatusLine({ ...shop, paused: true }, state(), NOW)).toBe('acme-shop: dreamed 3 h ago · 2 of 5 sessions · paused');
  });

  it('shows a running dream with its phase in words, a failure, and an index over its limits', () => {
    expect(dirStatusLine(shop, state({ running: { shop: { trigger: 'scheduler', phase: 'consolidate' } } }), NOW)).toBe('acme-shop: dreaming… merging and fixing');
    expect(dirStatusLine(shop, state({ failed: { shop: 'disk full' } }), NOW)).toBe('acme-shop: last dream failed · disk full');
    const over = { ...shop, indexOverLimit: true, indexLostEntries: 1_400 };
    expect(dirStatusLine(over, state(), NOW)).toBe('acme-shop: dreamed 3 h ago · 2 of 5 sessions · MEMORY.md over limit, 1,400 entries unseen');
  });

  it('counts time in plain words', () => {
    expect([0, 59_000, 60_000, 59 * 60_000, H, 47 * H, 48 * H, 10 * 24 * H].map(ago)).toEqual([
      'just now', 'just now', '1 min ago', '59 min ago', '1 h ago', '47 h ago', '2 days ago', '10 days ago',
    ]);
  });
});

describe('the first line: the scheduler in each state', () => {
  const line = (s: Partial<SchedulerStatusView>) => schedulerLine(state({ status: { ...on, ...s } }), NOW);

  it('on: the last dream and the next candidate, and what it waits for', () => {
    expect(line({})).toBe('Last dream: acme-shop 6 min ago · Next: zh-blog when idle');
    expect(line({ waiting: { reason: 'load', detail: 'load average 3.1 on 2 cores' } })).toBe('Last dream: acme-shop 6 min ago · Next: zh-blog when the machine is less busy');
    expect(line({ waiting: { reason: 'quiet-hours', detail: '22:00–07:00' } })).toBe('Last dream: acme-shop 6 min ago · Next: zh-blog after quiet hours');
    expect(line({ waiting: { reason: 'on-battery', detail: null } })).toBe('Last dream: acme-shop 6 min ago · Next: zh-blog when plugged in');
    expect(line({ waiting: { reason: 'busy-dir', detail: 'zh-blog' } })).toBe('Last dream: acme-shop 6 min ago · Next: zh-blog when the agent working there stops');
    expect(line({ next: { memoryDirId: 'blog', label: 'zh-blog', reason: 'index-over-limit', at: null } })).toBe('Last dream: acme-shop 6 min ago · Next: zh-blog when idle (MEMORY.md is over the limit)');
    expect(line({ next: { memoryDirId: 'shop', label: 'acme-shop', reason: 'time', at: new Date(NOW + 3 * H).toISOString() }, waiting: { reason: 'nothing-due', detail: null } }))
      .toBe('Last dream: acme-shop 6 min ago · Next: acme-shop at 18:00 at the earliest');
    expect(line({ lastDream: null, next: null })).toBe('No dreams yet · Next: when enough sessions pass');
    expect(line({ lastDream: { ...on.lastDream!, undone: true } })).toBe('Last dream: acme-shop 6 min ago (undone) · Next: zh-blog when idle');
  });

  it('dreaming, paused, off and not running', () => {
    expect(line({ dreaming: { memoryDirId: 'blog', label: 'zh-blog', startedAt: new Date(NOW).toISOString(), reason: 'due' }, waiting: null })).toBe('Dreaming in zh-blog… · Last dream: acme-shop 6 min ago');
    expect(line({ state: 'paused', pausedUntil: new Date(NOW + H).toISOString(), waiting: null })).toBe('Automatic dreams paused until 16:00 · Last dream: acme-shop 6 min ago');
    expect(line({ state: 'paused', pausedUntil: new Date(tomorrowMorning(NOW)).toISOString() })).toBe('Automatic dreams paused until tomorrow 08:00 · Last dream: acme-shop 6 min ago');
    expect(line({ state: 'paused', pausedUntil: null })).toBe('Automatic dreams paused until you resume · Last dream: acme-shop 6 min ago');
    expect(line({ state: 'off', waiting: null })).toBe('Automatic dreams are off (Claude Code’s autoDreamEnabled) · Last dream: acme-shop 6 min ago');
    expect(line({ state: 'not-running', waiting: null, idleSource: null })).toBe('Automatic dreams are not running · Last dream: acme-shop 6 min ago');
    expect(schedulerLine(state({ status: null }), NOW)).toBeNull();
  });
});

describe('tray menu template (pure)', () => {
  it('on: the status lines, Dream now, Pause, Undo, the report, a submenu per dir, Claude Code’s switch, the windows, About and Quit', () => {
    const { actions } = recorder();
    expect(labels(trayMenuTemplate(state(), NOW, actions, '0.1.0'))).toEqual([
      'Last dream: acme-shop 6 min ago · Next: zh-blog when idle',
      'Waiting for you to step away from the computer',
      '---',
      'Dream now',
      'Pause automatic dreams',
      'Undo last dream (acme-shop, 6 min ago)',
      'Open last report',
      '---',
      'acme-shop: dreamed 3 h ago · 2 of 5 sessions',
      'zh-blog: never dreamed · 1,204 of 5 sessions',
      '---',
      'Claude Code’s auto dream (autoDreamEnabled)',
      '---',
      'Open autodream…',
      'Snapshots…',
      'Settings…',
      'About autodream 0.1.0',
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
    const dreamNow = sub(menu, 'Dream now');
    expect(labels(dreamNow)).toEqual(['All memory dirs', '---', 'acme-shop', 'zh-blog']);
    // A dir already dreaming cannot be started again.
    expect(find(dreamNow, 'zh-blog').enabled).toBe(false);
    click(find(dreamNow, 'All memory dirs'));
    click(find(dreamNow, 'acme-shop'));
    click(find(menu, 'Stop dreaming'));
    const pause = sub(menu, 'Pause automatic dreams');
    expect(labels(pause)).toEqual(['For 1 hour', 'Until tomorrow (08:00)', 'Until I resume']);
    pause.forEach(click);
    click(find(menu, /^Undo last dream/));
    click(find(menu, 'Open last report'));
    const perDir = sub(menu, /^acme-shop:/);
    expect(labels(perDir)).toEqual(['Dream now', 'Preview (dry run)', 'Browse', 'History', '---', 'Pause this dir']);
    perDir.forEach(click);
    click(find(menu, 'Claude Code’s auto dream (autoDreamEnabled)'));
    const open = find(menu, 'Open autodream…');
    expect(open.accelerator).toBe(WINDOW_ACCELERATOR);
    click(open);
    click(find(menu, 'Snapshots…'));
    click(find(menu, 'Settings…'));
    click(find(menu, 'About autodream'));
    click(find(menu, 'Quit'));
    expect(calls).toEqual([
      'dream all',
      'dream shop',
      'stop',
      `pause ${new Date(NOW + H).toISOString()}`,
      `pause ${new Date(tomorrowMorning(NOW)).toISOString()}`,
      'pause until resumed',
      'undo d1',
      'open /reports/d1',
      'dream shop',
      'open /dream/shop/preview',
      'open /browse/shop',
      'open /history/shop',
      'pause shop',
      'auto false',
      'open /dirs',
      'open /snapshots',
      'open /settings',
      'open /about',
      'quit',
    ]);
  });

  it('paused: offers Resume instead of Pause; a paused dir offers Resume this dir', () => {
    const { calls, actions } = recorder();
    const menu = trayMenuTemplate(state({ status: { ...on, state: 'paused', pausedUntil: null, waiting: null }, dirs: [{ ...shop, paused: true }, blog] }), NOW, actions);
    expect(menu[0]!.label).toBe('Automatic dreams paused until you resume · Last dream: acme-shop 6 min ago');
    expect(menu.some((i) => i.label === 'Pause automatic dreams')).toBe(false);
    click(find(menu, 'Resume automatic dreams'));
    click(find(sub(menu, /^acme-shop:/), 'Resume this dir'));
    expect(calls).toEqual(['resume', 'resume shop']);
  });

  it('off: says it is Claude Code’s switch that is off, and Pause is greyed out', () => {
    const { actions } = recorder();
    const menu = trayMenuTemplate(state({ autoDream: false, status: { ...on, state: 'off', waiting: null } }), NOW, actions);
    expect(menu[0]!.label).toMatch(/^Automatic dreams are off \(Claude Code’s autoDreamEnabled\)/);
    expect(find(menu, 'Pause automatic dreams').enabled).toBe(false);
    expect(find(menu, 'Claude Code’s auto dream (autoDreamEnabled)')).toMatchObject({ type: 'checkbox', checked: false });
  });

  it('not running: says so on the first line', () => {
    const { actions } = recorder();
    const menu = trayMenuTemplate(state({ status: { ...on, state: 'not-running', waiting: null, idleSource: null } }), NOW, actions);
    expect(menu[0]).toMatchObject({ label: 'Automatic dreams are not running · Last dream: acme-shop 6 min ago', enabled: false });
  });

  it('dreaming: the first line names the dir, and Stop dreaming appears', () => {
    const { actions } = recorder();
    const menu = trayMenuTemplate(state({ status: { ...on, waiting: null, dreaming: { memoryDirId: 'blog', label: 'zh-blog', startedAt: new Date(NOW).toISOString(), reason: 'due' } } }), NOW, actions);
    expect(menu[0]!.label).toBe('Dreaming in zh-blog… · Last dream: acme-shop 6 min ago');
    expect(find(menu, 'Stop dreaming')).toBeTruthy();
  });

  it('Undo is greyed out when the last dream was undone or changed nothing', () => {
    const { actions } = recorder();
    const undone = trayMenuTemplate(state({ status: { ...on, lastDream: { ...on.lastDream!, undone: true } } }), NOW, actions);
    expect(find(undone, 'Undo last dream').enabled).toBe(false);
    const none = trayMenuTemplate(state({ status: { ...on, lastDream: null } }), NOW, actions);
    expect(find(none, 'Undo last dream').enabled).toBe(false);
    expect(find(none, 'Open last report').enabled).toBe(false);
  });

  it('puts a fallback idle source and problems on top, and caps long lists', () => {
    const { calls, actions } = recorder();
    const many = Array.from({ length: MAX_DIR_LINES + 3 }, (_, i) => memoryDirStatus({ id: `p${i}`, label: `project-${i}` }));
    const menu = trayMenuTemplate(
      state({
        dirs: many,
        loadError: 'EACCES on ~/.claude/projects',
        status: { ...on, waiting: { reason: 'quiet-hours', detail: '22:00–07:00' }, idleSource: { kind: 'headless', note: 'Wayland gives apps no system idle time' } },
      }),
      NOW,
      actions,
    );
    expect(labels(menu).slice(0, 5)).toEqual([
      'Last dream: acme-shop 6 min ago · Next: zh-blog after quiet hours',
      'Quiet hours (22:00–07:00): no automatic dreams now',
      'Idle detection: Wayland gives apps no system idle time',
      'Cannot list memory dirs: EACCES on ~/.claude/projects',
      '---',
    ]);
    expect(menu.slice(0, 4).every((i) => i.enabled === false)).toBe(true);
    click(find(menu, '…and 3 more'));
    expect(calls).toEqual(['open /dirs']);
    expect(menu.filter((i) => String(i.label).startsWith('project-'))).toHaveLength(MAX_DIR_LINES);
    expect(menu.some((i) => i.label === 'Stop dreaming')).toBe(false);
  });

  it("shows today's model tokens and cost once the agent engine has spent any", () => {
    const { actions } = recorder();
    const usage = { day: '2026-11-30', inputTokens: 10_000, outputTokens: 2_345, tokens: 12_345, calls: 3, costUsd: 0.0652, unpricedTokens: 0, maxTokensPerDay: 2_000_000, maxCostPerDayUsd: null };
    const menu = trayMenuTemplate(state({ modelUsage: usage }), NOW, actions);
    // Among the status lines on top (after the scheduler's), before the first separator.
    expect(labels(menu).slice(0, 4)).toEqual([
      'Last dream: acme-shop 6 min ago · Next: zh-blog when idle',
      'Waiting for you to step away from the computer',
      'Model today: 12,345 of 2,000,000 tokens, $0.07',
      '---',
    ]);
    expect(labels(trayMenuTemplate(state({ modelUsage: { ...usage, calls: 0, tokens: 0 } }), NOW, actions)).some((l) => String(l).startsWith('Model today'))).toBe(false);
  });

  it('says so when there are no memory dirs, and disables Dream now', () => {
    const { actions } = recorder();
    const menu = trayMenuTemplate(state({ dirs: [], status: null }), NOW, actions);
    expect(find(menu, 'No memory dirs found yet').enabled).toBe(false);
    expect(find(menu, 'Dream now').enabled).toBe(false);
  });
});
