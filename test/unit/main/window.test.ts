import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../electron/main/csp.js';
import { shellPaths, trayIconFile } from '../../../electron/main/paths.js';
import { isOwnPageUrl, isSafeExternalUrl } from '../../../electron/main/trusted-url.js';
import { createWindowManager, hardenWebContents, pageUrl, windowOptions, type BrowserWindowLike, type WebContentsLike } from '../../../electron/main/window.js';

const page = { indexFile: '/opt/autodream/dist/renderer/index.html', devUrl: null };
const isOwnPage = (url: string) => isOwnPageUrl(url, page, 'linux');

// Stored loosely, called with what Electron would pass.
type Listener = (...a: never[]) => void;
const call = (l: Listener, ...args: unknown[]) => (l as (...a: unknown[]) => void)(...args);
class FakeContents implements WebContentsLike {
  listeners = new Map<string, Listener[]>();
  openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
  sent: [string, unknown][] = [];
  url = '';
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  setWindowOpenHandler(h: (d: { url: string }) => { action: 'deny' }) {
    this.openHandler = h;
  }
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  }
  getURL() {
    return this.url;
  }
  /** Fire a preventable event; returns whether it was prevented. */
  fire(event: string, url?: string): boolean {
    let prevented = false;
    const e = { preventDefault: () => (prevented = true), ...(url !== undefined && { url }) };
    for (const l of this.listeners.get(event) ?? []) call(l, e, url);
    return prevented;
  }
}

class FakeWindow implements BrowserWindowLike {
  static made: FakeWindow[] = [];
  webContents = new FakeContents();
  loaded: string[] = [];
  visible = false;
  destroyed = false;
  handlers = new Map<string, Listener[]>();
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakeWindow.made.push(this);
  }
  async loadURL(url: string) {
    this.loaded.push(url);
    this.webContents.url = url;
  }
  show() {
    this.visible = true;
  }
  focus() {}
  hide() {
    this.visible = false;
  }
  restore() {}
  isMinimized() {
    return false;
  }
  isDestroyed() {
    return this.destroyed;
  }
  on(event: string, l: Listener) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), l]);
    return this;
  }
  once(event: string, l: Listener) {
    return this.on(event, l);
  }
  emit(event: string): boolean {
    let prevented = false;
    for (const l of this.handlers.get(event) ?? []) call(l, { preventDefault: () => (prevented = true) });
    return prevented;
  }
}

describe('window options', () => {
  it('sandboxes the page: contextIsolation on, no Node, our preload only', () => {
    const o = windowOptions({ preloadPath: '/opt/autodream/dist/electron/preload/index.js' });
    expect(o.webPreferences).toMatchObject({
      preload: '/opt/autodream/dist/electron/preload/index.js',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(o.show).toBe(false);
  });

  it('addresses hash routes of the built renderer or the dev server', () => {
    expect(pageUrl(page, '/reports/d-1')).toBe('file:///opt/autodream/dist/renderer/index.html#/reports/d-1');
    expect(pageUrl({ ...page, devUrl: 'http://localhost:5173/' }, 'settings')).toBe('http://localhost:5173/#/settings');
  });

  it('has a strict content security policy', () => {
    const csp = contentSecurityPolicy(null);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(contentSecurityPolicy('http://localhost:5173')).toContain('connect-src \'self\' ws://localhost:5173');
  });

  it('finds its files beside the compiled main, or in resources when packaged', () => {
    expect(shellPaths({ mainDir: '/app/dist/electron/main', isPackaged: false, resourcesPath: '/x' })).toEqual({
      rendererIndex: '/app/dist/renderer/index.html',
      preload: '/app/dist/electron/preload/index.js',
      trayIcons: '/app/build/tray',
      appIcon: '/app/build/icon.png',
    });
    expect(shellPaths({ mainDir: '/r/app.asar/dist/electron/main', isPackaged: true, resourcesPath: '/r' }).trayIcons).toBe('/r/tray');
    expect(trayIconFile('/r/tray', 'dreaming', 'darwin')).toBe('/r/tray/mac/dreaming.png');
    expect(trayIconFile('/r/tray', 'dreaming', 'linux')).toBe('/r/tray/dreaming.png');
  });
});

describe('links and navigation', () => {
  it('trusts only our own page', () => {
    expect(isOwnPage('file:///opt/autodream/dist/renderer/index.html')).toBe(true);
    expect(isOwnPage('file:///opt/autodream/dist/renderer/index.html#/reports/x?y=1')).toBe(true);
    expect(isOwnPage('file:///opt/autodream/dist/renderer/other.html')).toBe(false);
    expect(isOwnPage('file://evil-host/opt/autodream/dist/renderer/index.html')).toBe(false);
    expect(isOwnPage('https://example.com/')).toBe(false);
    expect(isOwnPage('not a url')).toBe(false);
  });

  it('lets only http and https leave the app', () => {
    expect(isSafeExternalUrl('https://docs.anthropic.com/')).toBe(true);
    expect(isSafeExternalUrl('http://example.com/x')).toBe(true);
    for (const u of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'https://user:pw@example.com/', 'mailto:a@b.c', '']) {
      expect(isSafeExternalUrl(u)).toBe(false);
    }
  });

  it('blocks navigation away and new windows; http(s) goes to the browser, other schemes nowhere', () => {
    const contents = new FakeContents();
    const opened: string[] = [];
    hardenWebContents(contents, { isOwnPage, openExternal: (u) => opened.push(u) });
    hardenWebContents(contents, { isOwnPage, openExternal: (u) => opened.push(u) });
    expect(contents.fire('will-navigate', 'https://github.com/x/y')).toBe(true);
    expect(contents.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.fire('will-redirect', 'https://elsewhere.example/')).toBe(true);
    expect(contents.fire('will-navigate', 'file:///opt/autodream/dist/renderer/index.html#/dirs')).toBe(false);
    expect(contents.fire('will-attach-webview')).toBe(true);
    expect(contents.openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(contents.openHandler!({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    // Hardening twice does not open links twice.
    expect(opened).toEqual(['https://github.com/x/y', 'https://elsewhere.example/', 'https://example.com/']);
  });
});

describe('window manager', () => {
  it('creates the window on demand, hides it on close, and really closes it when quitting', () => {
    FakeWindow.made = [];
    const w = createWindowManager({ createWindow: (o) => new FakeWindow(o), page, preloadPath: '/p.js', isOwnPage, openExternal: () => undefined });
    expect(w.current()).toBeNull();
    w.show('/reports/d-9');
    const win = FakeWindow.made[0]!;
    expect(win.loaded).toEqual(['file:///opt/autodream/dist/renderer/index.html#/reports/d-9']);
    expect(win.options.webPreferences?.sandbox).toBe(true);
    win.emit('ready-to-show');
    expect(win.visible).toBe(true);

    expect(win.emit('close')).toBe(true);
    expect(win.visible).toBe(false);

    w.show('/settings');
    expect(FakeWindow.made).toHaveLength(1);
    expect(win.loaded.at(-1)).toBe('file:///opt/autodream/dist/renderer/index.html#/settings');
    expect(win.visible).toBe(true);

    w.send('autodream:event:dream.phase', { phase: 'gather' });
    expect(win.webContents.sent).toEqual([['autodream:event:dream.phase', { phase: 'gather' }]]);
    win.webContents.url = 'https://elsewhere.example/';
    w.send('autodream:event:dream.phase', { phase: 'prune' });
    expect(win.webContents.sent).toHaveLength(1);

    w.allowQuit();
    expect(win.emit('close')).toBe(false);
  });
});
