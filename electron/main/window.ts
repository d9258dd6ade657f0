import { pathToFileURL } from 'node:url';
import type { BrowserWindowConstructorOptions } from 'electron';
import { isSafeExternalUrl, type OwnPage } from './trusted-url.js';

/** The window's options: sandboxed, isolated, no Node in the page. Pure. */
export function windowOptions(o: { preloadPath: string; iconPath?: string | undefined }): BrowserWindowConstructorOptions {
  return {
    width: 1180,
    height: 800,
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'autodream',
    autoHideMenuBar: true,
    ...(o.iconPath !== undefined && { icon: o.iconPath }),
    webPreferences: {
      preload: o.preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

/** The URL of a hash route of our page, e.g. `/reports/<dreamId>`. Pure. */
export function pageUrl(page: OwnPage, route = '/'): string {
  const base = (page.devUrl ?? pathToFileURL(page.indexFile).href).replace(/#.*$/, '');
  return `${base}#${route.startsWith('/') ? route : `/${route}`}`;
}

interface PreventableEvent {
  preventDefault(): void;
  url?: string;
}

/** The bits of WebContents the shell uses. */
export interface WebContentsLike {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url?: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

const hardened = new WeakSet<object>();

/**
 * No navigation away from our page, no new windows, no webviews; http(s) links open in the
 * user's browser, every other scheme is dropped. Once per web contents.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  o: { isOwnPage: (url: string) => boolean; openExternal: (url: string) => unknown },
): void {
  if (hardened.has(contents)) return;
  hardened.add(contents);
  const leave = (url: string) => {
    if (isSafeExternalUrl(url)) void Promise.resolve(o.openExternal(url)).catch(() => undefined);
  };
  const guard = (event: PreventableEvent, legacyUrl?: string) => {
    const url = event.url ?? legacyUrl ?? '';
    if (o.isOwnPage(url)) return;
    event.preventDefault();
    leave(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    leave(url);
    return { action: 'deny' };
  });
}

export interface BrowserWindowLike {
  webContents: WebContentsLike & { send(channel: string, payload: unknown): void; getURL(): string };
  loadURL(url: string): Promise<void>;
  show(): void;
  focus(): void;
  hide(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  on(event: 'close', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  once(event: 'ready-to-show', listener: () => void): unknown;
}

export interface WindowManager {
  /** Show the window (creating it if needed), at a hash route when given. */
  show(route?: string): void;
  /** Send an event to the window if it shows our page. */
  send(channel: string, payload: unknown): void;
  /** From now on closing the window really closes it (the app is quitting). */
  allowQuit(): void;
  current(): BrowserWindowLike | null;
}

/** One main window that hides on close (the tray stays) and comes back on demand. */
export function createWindowManager(o: {
  createWindow: (options: BrowserWindowConstructorOptions) => BrowserWindowLike;
  page: OwnPage;
  preloadPath: string;
  iconPath?: string;
  isOwnPage: (url: string) => boolean;
  openExternal: (url: string) => unknown;
  log?: (m: string) => void;
}): WindowManager {
  let win: BrowserWindowLike | null = null;
  let quitting = false;
  const load = (w: BrowserWindowLike, route: string) =>
    w.loadURL(pageUrl(o.page, route)).catch((e: unknown) => o.log?.(`could not load the window: ${e instanceof Error ? e.message : String(e)}`));

  function create(route: string): BrowserWindowLike {
    const w = o.createWindow(windowOptions({ preloadPath: o.preloadPath, iconPath: o.iconPath }));
    hardenWebContents(w.webContents, { isOwnPage: o.isOwnPage, openExternal: o.openExternal });
    w.on('close', (event) => {
      if (quitting) return;
      event.preventDefault();
      w.hide();
    });
    w.on('closed', () => {
      if (win === w) win = null;
    });
    w.once('ready-to-show', () => {
      w.show();
      w.focus();
    });
    void load(w, route);
    return w;
  }

  return {
    show(route) {
      if (!win || win.isDestroyed()) {
        win = create(route ?? '/');
        return;
      }
      // Only the hash changes: the page stays loaded and its router follows.
      if (route !== undefined) void load(win, route);
      if (win.isMinimized()) win.restore();
      win.show();
      win.focus();
    },
    send(channel, payload) {
      if (win && !win.isDestroyed() && o.isOwnPage(win.webContents.getURL())) win.webContents.send(channel, payload);
    },
    allowQuit() {
      quitting = true;
    },
    current: () => win,
  };
}
