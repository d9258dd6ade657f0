import type { MenuItemConstructorOptions } from 'electron';
import { ago, tomorrowMorning } from '../core/api/scheduler-words.js';

export { tomorrowMorning };
import { routes } from './routes.js';
import type { ShellState } from './shell-state.js';
import { dirStatusLine, schedulerLine, waitingLine } from './status-line.js';

/** What the menu's items do; the tray controller wires them to the engine and the window. */
export interface TrayActions {
  open(route: string): void;
  /** A manual dream in one memory dir, or in all of them (null), one after another. */
  dreamNow(memoryDirId: string | null): void;
  stopDreams(): void;
  /** Claude Code's own `autoDreamEnabled` switch. */
  setAutoDream(on: boolean): void;
  /** autodream's own pause of automatic dreams until a time (ms), or until resumed (null). */
  pause(untilMs: number | null): void;
  resume(): void;
  /** Pause (or resume) automatic dreams of one memory dir. */
  pauseDir(memoryDirId: string, paused: boolean): void;
  undo(dreamId: string): void;
  quit(): void;
}

/** More dirs than this and the rest is one "…and N more" item opening the browser. */
export const MAX_DIR_LINES = 12;

/** The accelerator that opens the window (registered as a global shortcut by the shell). */
export const WINDOW_ACCELERATOR = 'CommandOrControl+Alt+M';

/**
 * The tray menu, from state alone. The first line is the scheduler's status; every action is a
 * menu item (Linux trays send no clicks). Pure: same state and time, same template.
 */
export function trayMenuTemplate(state: ShellState, now: number, actions: TrayActions, version = ''): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  const info = (label: string): MenuItemConstructorOptions => ({ label, enabled: false });
  const status = state.status;

  const headline = schedulerLine(state, now);
  if (headline) items.push(info(headline));
  const waiting = waitingLine(state);
  if (waiting) items.push(info(waiting));
  const note = status?.idleSource?.note;
  if (note) items.push(info(`Idle detection: ${note}`));
  if (state.loadError) items.push(info(`Cannot list memory dirs: ${state.loadError}`));
  if (state.settingsError) items.push(info(`Claude Code settings: ${state.settingsError}`));
  const usage = state.modelUsage;
  if (usage && usage.calls > 0) items.push(info(`Model today: ${usage.tokens.toLocaleString('en')} of ${usage.maxTokensPerDay.toLocaleString('en')} tokens${usage.costUsd > 0 ? `, $${usage.costUsd.toFixed(2)}` : ''}`));
  if (items.length) items.push({ type: 'separator' });

  const anyRunning = Object.keys(state.running).length > 0 || status?.dreaming != null;
  items.push({
    label: 'Dream now',
    enabled: state.dirs.length > 0,
    submenu: [
      { label: 'All memory dirs', enabled: state.dirs.length > 0, click: () => actions.dreamNow(null) },
      { type: 'separator' },
      ...state.dirs.map((dir): MenuItemConstructorOptions => ({ label: dir.label, enabled: state.running[dir.id] === undefined, click: () => actions.dreamNow(dir.id) })),
    ],
  });
  if (anyRunning) items.push({ label: 'Stop dreaming', click: () => actions.stopDreams() });
  if (status?.state === 'paused') {
    items.push({ label: 'Resume automatic dreams', click: () => actions.resume() });
  } else {
    const morning = tomorrowMorning(now);
    items.push({
      label: 'Pause automatic dreams',
      enabled: status?.state !== 'off',
      submenu: [
        { label: 'For 1 hour', click: () => actions.pause(now + 3_600_000) },
        { label: `Until tomorrow (${new Date(morning).toTimeString().slice(0, 5)})`, click: () => actions.pause(morning) },
        { label: 'Until I resume', click: () => actions.pause(null) },
      ],
    });
  }
  const last = status?.lastDream;
  const undoable = last && last.outcome === 'applied' && !last.undone ? last : null;
  items.push({
    label: undoable ? `Undo last dream (${undoable.label}, ${ago(Math.max(0, now - Date.parse(undoable.finishedAt)))})` : 'Undo last dream',
    enabled: undoable !== null,
    click: () => undoable && actions.undo(undoable.dreamId),
  });
  items.push({ label: 'Open last report', enabled: last != null, click: () => last && actions.open(routes.report(last.dreamId)) });
  items.push({ type: 'separator' });

  if (state.dirs.length === 0 && !state.loadError) items.push(info('No memory dirs found yet'));
  for (const dir of state.dirs.slice(0, MAX_DIR_LINES)) {
    const paused = dir.paused === true;
    items.push({
      label: dirStatusLine(dir, state, now),
      submenu: [
        { label: 'Dream now', enabled: state.running[dir.id] === undefined, click: () => actions.dreamNow(dir.id) },
        { label: 'Preview (dry run)', enabled: state.running[dir.id] === undefined, click: () => actions.open(routes.preview(dir.id)) },
        { label: 'Browse', click: () => actions.open(routes.browse(dir.id)) },
        { label: 'History', click: () => actions.open(routes.history(dir.id)) },
        { type: 'separator' },
        { label: paused ? 'Resume this dir' : 'Pause this dir', click: () => actions.pauseDir(dir.id, !paused) },
      ],
    });
  }
  if (state.dirs.length > MAX_DIR_LINES) {
    items.push({ label: `…and ${state.dirs.length - MAX_DIR_LINES} more`, click: () => actions.open(routes.memoryDirs) });
  }
  items.push({ type: 'separator' });

  items.push({
    label: 'Claude Code’s auto dream (autoDreamEnabled)',
    type: 'checkbox',
    checked: state.autoDream,
    enabled: state.settingsError === null,
    click: () => actions.setAutoDream(!state.autoDream),
  });
  items.push({ type: 'separator' });
  items.push({ label: 'Open autodream…', accelerator: WINDOW_ACCELERATOR, click: () => actions.open(routes.memoryDirs) });
  items.push({ label: 'Snapshots…', click: () => actions.open(routes.snapshots()) });
  items.push({ label: 'Settings…', click: () => actions.open(routes.settings) });
  items.push({ label: version ? `About autodream ${version}` : 'About autodream', click: () => actions.open(routes.about) });
  items.push({ type: 'separator' });
  items.push({ label: 'Quit', click: () => actions.quit() });
  return items;
}
