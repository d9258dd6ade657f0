import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, type Fixture } from './fixture.js';

export { launchBrowser };

/** Browser-test plumbing: the real daemon as a child process, Chromium, screenshots, file trees. */

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const screenshotDir = join(repoRoot, 'test-artifacts', 'screenshots');

/** The daemon serves the built CLI and renderer: `npm test` builds them first. */
export function assertBuilt(): void {
  for (const f of ['dist/electron/cli/main.js', 'dist/renderer/index.html']) {
    if (!existsSync(join(repoRoot, f))) throw new Error(`${f} is missing: run \`npm run build\` before the browser tests.`);
  }
}

export interface Daemon {
  child: ChildProcess;
  /** The page URL with its token, as printed. */
  url: string;
  origin: string;
  token: string;
  stderr(): string;
  stop(): Promise<void>;
}

/** The CLI to run: the built `bin/autodream.js`, or `$AUTODREAM_E2E_CLI` (another build of it). */
function cliEntry(): string {
  if (process.env.AUTODREAM_E2E_CLI) return process.env.AUTODREAM_E2E_CLI;
  assertBuilt();
  return join(repoRoot, 'bin', 'autodream.js');
}

/**
 * `node bin/autodream.js --config-dir CFG --state-dir STATE daemon --port 0 --no-open [--no-scheduler]`;
 * URL from its first stdout line. The scheduler stays off unless asked for (`scheduler: true`).
 */
export async function startDaemon(fx: Pick<Fixture, 'configHome' | 'stateDir' | 'home'>, o: { scheduler?: boolean; port?: number; args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<Daemon> {
  const args = [cliEntry(), '--config-dir', fx.configHome, '--state-dir', fx.stateDir, 'daemon', '--port', String(o.port ?? 0), '--no-open', ...(o.scheduler ? [] : ['--no-scheduler']), ...(o.args ?? [])];
  const child = spawn(process.execPath, args, {
    cwd: fx.home,
    env: { PATH: process.env.PATH ?? '', HOME: fx.home, LANG: 'C.UTF-8', TZ: process.env.TZ ?? 'UTC', ...o.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the daemon printed no URL within 20 s:\n${err}`)), 20_000);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const nl = out.indexOf('\n');
      if (nl >= 0) {
        clearTimeout(timer);
        resolve(out.slice(0, nl));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the daemon exited before printing its URL:\n${err}`));
    });
  });
  const m = /^autodream daemon: ((http:\/\/127\.0\.0\.1:\d+)\/\?token=([A-Za-z0-9_-]+))$/.exec(line);
  if (!m) throw new Error(`unexpected first line from the daemon: ${JSON.stringify(line)}\n${err}`);
  return {
    child,
    url: m[1]!,
    origin: m[2]!,
    token: m[3]!,
    stderr: () => err,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface UiPage {
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/** A fresh page on the daemon's UI (token in the URL, as a person opens it). */
export async function openUi(browser: Browser, daemon: Daemon, hash = '#/dirs', colorScheme: 'light' | 'dark' = 'light'): Promise<UiPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, colorScheme });
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${daemon.url}${hash}`);
  return { page, errors };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** Every file under a dir (relative path -> bytes), except the lock file, whose mtime is the protocol. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && e.name !== '.consolidate-lock') out.set(relative(dir, p).split('\\').join('/'), await readFile(p));
    }
  };
  await walk(dir);
  return out;
}

/** The memory dir id the UI uses in its URLs, read from the dir card. */
export async function dirIdOf(page: Page, label: string): Promise<string> {
  const card = page.locator('[data-testid=dir-card]', { has: page.locator('[data-testid=dir-label]', { hasText: label }) });
  const id = await card.getAttribute('data-dir-id');
  if (!id) throw new Error(`no memory dir card labelled ${label}`);
  return id;
}

/** Ask the daemon directly (to check what the UI shows against the engine's own answer). */
export async function callDaemon<T>(daemon: Daemon, method: string, input: unknown): Promise<T> {
  const res = await fetch(`${daemon.origin}/api/call/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${daemon.token}` },
    body: JSON.stringify(input),
  });
  const doc = (await res.json()) as { ok: boolean; result?: T; error?: { message: string } };
  if (!doc.ok) throw new Error(`${method}: ${doc.error?.message ?? res.status}`);
  return doc.result as T;
}

export interface UiSession extends UiPage {
  fx: Fixture;
  daemon: Daemon;
  browser: Browser;
}

/** A fresh fixture, a real daemon over it (with `env` added to its environment), and Chromium on its UI at `hash`. */
export async function startUiSession(hash = '#/dirs', env: NodeJS.ProcessEnv = {}): Promise<UiSession> {
  const fx = await createFixture();
  const daemon = await startDaemon(fx, { env });
  const browser = await launchBrowser();
  return { fx, daemon, browser, ...(await openUi(browser, daemon, hash)) };
}

/** Close what startUiSession opened (parts may be missing when it failed half way). */
export async function stopUiSession(s: Partial<Pick<UiSession, 'fx' | 'daemon' | 'browser'>>): Promise<void> {
  await s.browser?.close();
  await s.daemon?.stop();
  await s.fx?.cleanup();
}
