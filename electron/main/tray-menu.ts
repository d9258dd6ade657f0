import type { MenuItemConstructorOptions } from 'electron';
import { routes } from './routes.js';
import type { ShellState } from './shell-state.js';
import { dirStatusLine, schedulerLine } from './status-line.js';

/** What the menu's items do; the tray controller wires them to the engine and the window. */
export interface TrayActions {
  open(route: string): void;
  /** A manual dream in one memory dir, or in all of them (null), one after another. */
  dreamNow(memoryDirId: string | null): void;
  stopDreams(): void;
  setAutoDream(on: boolean): void;
  quit(): void;
}

/** More lines than this and the rest is one "…and N more" item opening the browser. */
export const MAX_DIR_LINES = 12;

/**
 * The tray menu, from state alone. Every action is a menu item: Linux trays send no clicks.
 * Pure: same state and time, same template.
 */
export function trayMenuTemplate(state: ShellState, now: number, actions: TrayActions): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  const info = (label: string): MenuItemConstructorOptions => ({ label, enabled: false });

  const doing = schedulerLine(state.scheduler);
  if (doing) items.push(info(doing));
  const note = state.scheduler?.idleSource.note;
  if (note) items.push(info(`Idle detection: ${note}`));
  if (state.loadError) items.push(info(`Cannot list memory dirs: ${state.loadError}`));
  if (state.settingsError) items.push(info(`Claude Code settings: ${state.settingsError}`));
  const usage = state.modelUsage;
  if (usage && usage.calls > 0) items.push(info(`Model today: ${usage.tokens.toLocaleString('en')} of ${usage.maxTokensPerDay.toLocaleString('en')} tokens${usage.costUsd > 0 ? `, $${usage.costUsd.toFixed(2)}` : ''}`));
  if (items.length) items.push({ type: 'separator' });

  if (state.dirs.length === 0 && !state.loadError) items.push(info('No memory dirs found yet'));
  for (const dir of state.dirs.slice(0, MAX_DIR_LINES)) {
    items.push({ label: dirStatusLine(dir, state, now), click: () => actions.open(routes.browse(dir.id)) });
  }
  if (state.dirs.length > MAX_DIR_LINES) {
    items.push({ label: `…and ${state.dirs.length - MAX_DIR_LINES} more`, click: () => actions.open(routes.memoryDirs) });
  }
  items.push({ type: 'separator' });

  const anyRunning = Object.keys(state.running).length > 0 || state.scheduler?.running != null;
  items.push({
    label: 'Dream now',
    enabled: state.dirs.length > 0,
    submenu: [
      { label: 'All memory dirs', enabled: state.dirs.length > 0, click: () => actions.dreamNow(null) },
      { type: 'separator' },
      ...state.dirs.map(
        (dir): MenuItemConstructorOptions => ({
          label: dir.label,
          enabled: state.running[dir.id] === undefined,
          click: () => actions.dreamNow(dir.id),
        }),
      ),
    ],
  });
  if (anyRunning) items.push({ label: 'Stop dreaming', click: () => actions.stopDreams() });
  items.push({
    label: 'Auto dream',
    type: 'checkbox',
    checked: state.autoDream,
    click: () => actions.setAutoDream(!state.autoDream),
  });
  items.push({ type: 'separator' });
  items.push({ label: 'Open memory browser…', click: () => actions.open(routes.memoryDirs) });
  items.push({ label: 'Snapshots…', click: () => actions.open(routes.snapshots()) });
  items.push({ label: 'Settings…', click: () => actions.open(routes.settings) });
  items.push({ type: 'separator' });
  items.push({ label: 'Quit', click: () => actions.quit() });
  return items;
}
