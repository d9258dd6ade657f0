import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { type Daemon, screenshot, startUiSession, stopUiSession } from './harness.js';

/** Settings through the UI land in the right files; errors and a lost daemon are shown in words. */
describe('settings and connection errors (Chromium, real daemon)', { timeout: 60_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession('#/settings'));
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  it('toggling Auto dream flips autoDreamEnabled in settings.json and keeps every other key', async () => {
    const toggle = page.locator('[data-testid=setting-autoDreamEnabled]');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    const original = JSON.parse(fx.settingsText) as Record<string, unknown>;

    await toggle.click();
    await page.locator('#setting-autoDreamEnabled-status[data-testid=settings-saved]').waitFor();
    const off = await readFile(fx.settingsFile, 'utf8');
    expect(JSON.parse(off)).toEqual({ ...original, autoDreamEnabled: false });
    // Only that value changed: the user's formatting is kept.
    expect(off).toBe(fx.settingsText.replace('"autoDreamEnabled": true', '"autoDreamEnabled": false'));
    expect(await toggle.isChecked()).toBe(false);
    await screenshot(page, 'settings');

    await toggle.click();
    await page.locator('[data-testid=setting-autoDreamEnabled]:checked').waitFor();
    await page.locator('#setting-autoDreamEnabled-status[data-testid=settings-saved]').waitFor();
    expect(JSON.parse(await readFile(fx.settingsFile, 'utf8'))).toEqual(original);
  });

  it('an app setting is saved, and a bad value is refused with the engine’s words', async () => {
    const hours = page.locator('[data-testid=setting-minHours]');
    await hours.fill('12');
    await hours.press('Enter');
    await page.locator('#setting-minHours-status[data-testid=settings-saved]').waitFor();
    const saved = JSON.parse(await readFile(`${fx.stateDir}/settings.json`, 'utf8')) as Record<string, unknown>;
    expect(saved.minHours).toBe(12);

    await hours.fill('-3');
    await hours.press('Enter');
    const error = page.locator('#setting-minHours-status[data-testid=setting-error]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/minHours/);
    expect((JSON.parse(await readFile(`${fx.stateDir}/settings.json`, 'utf8')) as Record<string, unknown>).minHours).toBe(12);
    await screenshot(page, 'settings-error');
  });

  it('a lost daemon connection is shown in words, with what to do', async () => {
    await daemon.stop();
    await page.locator('[data-testid=nav-dirs]').click();
    const banner = page.locator('[data-testid=connection-banner]');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Lost the connection/);
    expect(await banner.textContent()).toMatch(/still running/);
    await screenshot(page, 'connection-lost');
  });

  it('raised no page errors while connected', () => {
    // Once the daemon is gone the browser logs failed requests; only earlier errors count.
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|EventSource/i.test(e))).toEqual([]);
  });
});
