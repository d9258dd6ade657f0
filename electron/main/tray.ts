import type { MenuItemConstructorOptions } from 'electron';
import type { Clock } from '../core/clock.js';
import type { Timers } from '../core/scheduler/types.js';
import type { ShellState } from './shell-state.js';
import { trayIconState, trayTooltip, type TrayIconState } from './status-line.js';
import { trayMenuTemplate, type TrayActions } from './tray-menu.js';

/** The bits of Electron's Tray the controller uses (a fake in tests). */
export interface TrayLike<Icon, Menu> {
  setImage(image: Icon): void;
  setToolTip(tooltip: string): void;
  setContextMenu(menu: Menu | null): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

export interface TrayController {
  /** Re-draw now (icon, tooltip, menu) if anything visible changed. */
  render(): void;
  iconState(): TrayIconState;
  dispose(): void;
}

/** A stable text of a template: what a person would see, so unchanged menus are not rebuilt. */
function signature(items: MenuItemConstructorOptions[]): string {
  return JSON.stringify(items, (key, value: unknown) => (key === 'click' ? undefined : value));
}

/**
 * The tray icon and its menu, redrawn from the shell state when it changes and once a
 * minute (for "3 h ago"). The tray itself comes from an injected factory.
 */
export function createTrayController<Icon, Menu>(o: {
  createTray(icon: Icon): TrayLike<Icon, Menu>;
  buildMenu(template: MenuItemConstructorOptions[]): Menu;
  icons: Record<TrayIconState, Icon>;
  store: { get(): ShellState; onChange(listener: (s: ShellState) => void): () => void };
  actions: TrayActions;
  clock: Clock;
  timers: Timers;
  /** Where a click on the icon opens the window (Windows); Linux trays send no clicks. */
  openOnClick?: string;
  redrawMs?: number;
  /** Shown in "About autodream 0.1.0". */
  version?: string;
}): TrayController {
  let shown: TrayIconState = trayIconState(o.store.get());
  const tray = o.createTray(o.icons[shown]);
  let lastTooltip = '';
  let lastMenu = '';
  let timer: unknown = null;
  let disposed = false;

  function render(): void {
    if (disposed) return;
    const state = o.store.get();
    const icon = trayIconState(state);
    if (icon !== shown) {
      shown = icon;
      tray.setImage(o.icons[icon]);
    }
    const tooltip = trayTooltip(state);
    if (tooltip !== lastTooltip) {
      lastTooltip = tooltip;
      tray.setToolTip(tooltip);
    }
    const template = trayMenuTemplate(state, o.clock(), o.actions, o.version);
    const sig = signature(template);
    if (sig !== lastMenu) {
      lastMenu = sig;
      tray.setContextMenu(o.buildMenu(template));
    }
  }

  function tick(): void {
    render();
    if (!disposed) timer = o.timers.setTimeout(tick, o.redrawMs ?? 60_000);
  }

  const route = o.openOnClick;
  if (route !== undefined) tray.on('click', () => o.actions.open(route));
  const off = o.store.onChange(() => render());
  tick();

  return {
    render,
    iconState: () => shown,
    dispose() {
      disposed = true;
      off();
      if (timer !== null) o.timers.clearTimeout(timer);
      tray.destroy();
    },
  };
}
