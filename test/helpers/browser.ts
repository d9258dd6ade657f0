import { accessSync, constants, existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * The browser for e2e tests and UI benches, found without apt-get:
 * `$CHROMIUM_PATH`, else a system Chromium or Chrome on PATH, else the Chromium that ships inside
 * the `@sparticuz/chromium` devDependency. Every choice gets a CJK font (Noto Sans SC, from the
 * `@expo-google-fonts/noto-sans-sc` devDependency) through its own fontconfig file, so Chinese
 * renders the same on every machine.
 */

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const COMMON_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface BrowserChoice {
  executablePath: string;
  args: string[];
  /** Where it came from, for messages: `$CHROMIUM_PATH`, `system`, `@sparticuz/chromium`. */
  source: string;
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

let choice: Promise<BrowserChoice> | undefined;

export function findBrowser(): Promise<BrowserChoice> {
  choice ??= (async () => {
    const fromEnv = process.env.CHROMIUM_PATH;
    if (fromEnv) {
      if (!existsSync(fromEnv)) throw new Error(`$CHROMIUM_PATH names ${fromEnv}, which does not exist.`);
      return { executablePath: fromEnv, args: COMMON_ARGS, source: '$CHROMIUM_PATH' };
    }
    for (const name of SYSTEM_NAMES) {
      const found = onPath(name);
      if (found) return { executablePath: found, args: COMMON_ARGS, source: 'system' };
    }
    const sparticuz = (await import('@sparticuz/chromium')).default;
    const executablePath = await sparticuz.executablePath();
    return { executablePath, args: sparticuz.args, source: '@sparticuz/chromium' };
  })();
  return choice;
}

let fontconfig: Promise<string> | undefined;

/** A fontconfig file: the system's fonts (if any), the sparticuz fonts dir, and Noto Sans SC. */
function cjkFontconfig(): Promise<string> {
  fontconfig ??= (async () => {
    const dir = join(tmpdir(), 'autodream-test-fonts');
    await mkdir(join(dir, 'fonts'), { recursive: true });
    const require = createRequire(import.meta.url);
    const ttf = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
    const target = join(dir, 'fonts', 'NotoSansSC-Regular.ttf');
    if (!existsSync(target)) await copyFile(ttf, target);
    const file = join(dir, 'fonts.conf');
    await writeFile(
      file,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
        `  <dir>${join(tmpdir(), 'fonts')}</dir>\n  <dir>${join(dir, 'fonts')}</dir>\n` +
        `  <cachedir>${join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
    );
    return file;
  })();
  return fontconfig;
}

export async function launchBrowser(): Promise<Browser> {
  const [found, fonts] = await Promise.all([findBrowser(), cjkFontconfig()]);
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  env.FONTCONFIG_FILE = fonts;
  delete env.FONTCONFIG_PATH;
  return chromium.launch({ executablePath: found.executablePath, args: found.args, env });
}
