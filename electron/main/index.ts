/*
 * The composition root of the desktop app: the only module that touches Electron's values.
 * It builds the engine, the scheduler (powerMonitor idle, headless fallback), IPC, the tray,
 * notifications and the window, and tears them down on quit (a running dream is rolled back).
 */
import { BrowserWindow, Menu, Notification, Tray, app, globalShortcut, ipcMain, nativeImage, powerMonitor, session, shell } from 'electron';
import { homedir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAutodream } from '../core/api/autodream.js';
import { safeStorageSecrets } from './secrets.js';
import { systemClock } from '../core/clock.js';
import { engineChorePorts, engineWatchedDirs, retentionDaysFrom } from '../core/scheduler/engine-ports.js';
import { startScheduler } from '../core/scheduler/start.js';
import { systemTimers } from '../core/scheduler/timers.js';
import { resolveStateDir } from '../core/state.js';
import { contentSecurityPolicy, installCsp } from './csp.js';
import { forwardEvents, registerIpc } from './ipc.js';
import { applyStartAtLogin } from './login-item.js';
import { createNotifier, type NotificationMode } from './notifications.js';
import { shellPaths, trayIconFile } from './paths.js';
import { createPowerIdleSource } from './power-idle-source.js';
import { routes } from './routes.js';
import { createShellState } from './shell-state.js';
import type { TrayIconState } from './status-line.js';
import { createTrayController } from './tray.js';
import { createTrayActions } from './tray-actions.js';
import { WINDOW_ACCELERATOR } from './tray-menu.js';
import { isOwnPageUrl, type OwnPage } from './trusted-url.js';
import { createWindowManager, hardenWebContents } from './window.js';

const log = (m: string) => console.log(`[autodream] ${m}`);
const notificationModeFrom = (v: unknown): NotificationMode => (v === 'failures' || v === 'off' ? v : 'all');

async function main(): Promise<void> {
  const env = process.env;
  const home = homedir();
  const platform = process.platform;
  const paths = shellPaths({ mainDir: dirname(fileURLToPath(import.meta.url)), isPackaged: app.isPackaged, resourcesPath: process.resourcesPath });
  const page: OwnPage = { indexFile: paths.rendererIndex, devUrl: app.isPackaged ? null : (env.AUTODREAM_DEV_URL ?? null) };
  const isOwnPage = (url: string) => isOwnPageUrl(url, page, platform);
  const openExternal = (url: string) => shell.openExternal(url);

  // The window hides on close and the tray stays: closing it must not quit the app.
  app.on('window-all-closed', () => undefined);
  // Every web contents, whoever creates it, stays on our page.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, { isOwnPage, openExternal }));

  await app.whenReady();
  if (platform === 'darwin') app.dock?.hide();
  // Windows shows notifications only for an app with an id (the appId of electron-builder.yml).
  if (platform === 'win32') app.setAppUserModelId('dev.autodream.app');
  installCsp(session.defaultSession, contentSecurityPolicy(page.devUrl));

  const configHome = env.CLAUDE_CONFIG_DIR ? resolve(env.CLAUDE_CONFIG_DIR) : resolve(home, '.claude');
  const stateDir = resolveStateDir(env);
  const engine = await createAutodream({ configHome, stateDir, env, home, secrets: safeStorageSecrets(stateDir) });

  const windows = createWindowManager({
    createWindow: (options) => new BrowserWindow(options),
    page,
    preloadPath: paths.preload,
    iconPath: paths.appIcon,
    isOwnPage,
    openExternal,
    log,
  });
  // Handlers first: the page calls the contract as soon as it loads.
  const offIpc = registerIpc({ ipcMain, api: engine, isOwnPage, log });
  const offEvents = forwardEvents(engine, (channel, payload) => windows.send(channel, payload));
  app.on('second-instance', () => windows.show());
  app.on('activate', () => windows.show());
  // A tray app starts without a window; `--show` opens it (first launch from a menu, tests).
  if (process.argv.includes('--show')) windows.show();

  let retentionDays = 7;
  const running = await startScheduler({
    api: engine,
    idle: ({ thresholdSeconds, headless }) =>
      createPowerIdleSource({ powerMonitor, fallback: headless, thresholdSeconds, clock: systemClock, timers: systemTimers, env, platform }),
    onBattery: () => powerMonitor.isOnBatteryPower(),
    watchedDirs: engineWatchedDirs(engine),
    ...engineChorePorts(engine, () => retentionDays),
    log,
  });
  if (running.idle.note) log(`idle detection: ${running.idle.note}`);
  const detachScheduler = engine.attachScheduler(running.scheduler);
  // Live refresh of open views when memory files change on disk.
  const stopWatching = await engine.watchFiles({ log });

  const store = createShellState({ api: engine, timers: systemTimers });
  void store.refresh();
  const labelFor = (id: string) => store.get().dirs.find((d) => d.id === id)?.label ?? id;

  const notifier = createNotifier({
    api: engine,
    Notification,
    supported: Notification.isSupported(),
    supportsActions: platform === 'darwin' || platform === 'win32',
    labelFor,
    open: (route) => windows.show(route),
    clock: systemClock,
    mode: () => notificationModeFrom(running.settings.view()?.app.notifications),
  });

  const actions = createTrayActions({
    api: engine,
    state: store.get,
    show: (route) => windows.show(route),
    quit: () => app.quit(),
    problem: (title, body) => notifier.show({ title, body, open: null, undoDreamId: null, problem: true }),
  });
  const icon = (state: TrayIconState) => {
    const image = nativeImage.createFromPath(trayIconFile(paths.trayIcons, state, platform));
    // macOS menu bars tint template images for light and dark bars.
    if (platform === 'darwin') image.setTemplateImage(true);
    return image;
  };
  const tray = createTrayController({
    createTray: (image) => new Tray(image),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    icons: { idle: icon('idle'), dreaming: icon('dreaming'), attention: icon('attention') },
    store,
    actions,
    clock: systemClock,
    timers: systemTimers,
    version: app.getVersion(),
    ...(platform === 'win32' && { openOnClick: routes.memoryDirs }),
  });
  // The window's accelerator works from anywhere (a tray menu's accelerators only show).
  if (!globalShortcut.register(WINDOW_ACCELERATOR, () => windows.show(routes.memoryDirs))) log(`the shortcut ${WINDOW_ACCELERATOR} is taken by another app`);

  // Settings that belong to the shell: start at login; snapshot retention for the chores.
  const applySettings = () => {
    const view = running.settings.view();
    retentionDays = retentionDaysFrom(view?.app);
    void applyStartAtLogin({
      want: view?.app.startAtLogin === true,
      platform,
      app,
      env,
      home,
      command: app.isPackaged ? [env.APPIMAGE ?? process.execPath] : [process.execPath, app.getAppPath()],
    }).catch((e: unknown) => log(`could not apply startAtLogin: ${e instanceof Error ? e.message : String(e)}`));
  };
  applySettings();
  const offSettings = running.settings.onChange(applySettings);

  let cleanedUp = false;
  app.on('before-quit', (event) => {
    windows.allowQuit();
    if (cleanedUp) return;
    event.preventDefault();
    cleanedUp = true;
    void (async () => {
      try {
        offSettings();
        globalShortcut.unregisterAll();
        tray.dispose();
        notifier.dispose();
        store.dispose();
        offEvents();
        offIpc();
        detachScheduler();
        await stopWatching();
        await running.stop();
        await engine.close();
      } catch (e) {
        log(`while quitting: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        app.quit();
      }
    })();
  });
}

// One autodream per user: a second launch shows the first one's window and exits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  main().catch((e: unknown) => {
    console.error(`autodream could not start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    app.exit(1);
  });
}
