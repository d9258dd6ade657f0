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

  it('an app setting is saved, and a bad value is refused next to its field', async () => {
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
    // Checked next to the field before anything is sent.
    expect(await error.textContent()).toMatch(/Enter a number from 0 to 720 hours/);
    expect((JSON.parse(await readFile(`${fx.stateDir}/settings.json`, 'utf8')) as Record<string, unknown>).minHours).toBe(12);
    await screenshot(page, 'settings-error');
  });

  it('settings are forms with field-level checks: quiet hours, the OpenClaw folder, per-dir overrides, notifications; never raw JSON', async () => {
    const stateFile = `${fx.stateDir}/settings.json`;
    const saved = async () => JSON.parse(await readFile(stateFile, 'utf8')) as Record<string, unknown>;

    // Quiet hours: a window that is no window is refused next to the field, and nothing is written.
    await page.locator('[data-testid=quiet-on]').check();
    await page.locator('[data-testid=quiet-start]').fill('22:00');
    await page.locator('[data-testid=quiet-end]').fill('22:00');
    await page.locator('[data-testid=quiet-save]').click();
    expect(await page.locator('#quietHours-status[data-testid=setting-error]').textContent()).toMatch(/same time/);
    expect((await saved()).quietHours).toBeUndefined();
    await page.locator('[data-testid=quiet-end]').fill('07:00');
    await page.locator('[data-testid=quiet-save]').click();
    await page.locator('#quietHours-status[data-testid=settings-saved]').waitFor();
    expect((await saved()).quietHours).toEqual({ start: '22:00', end: '07:00' });

    // The OpenClaw folder must be absolute.
    await page.locator('[data-testid=setting-openclawRoot]').fill('notes/openclaw');
    await page.locator('[data-testid=setting-openclawRoot]').press('Enter');
    expect(await page.locator('#openclawRoot-status[data-testid=setting-error]').textContent()).toMatch(/absolute path/);
    expect((await saved()).openclawRoot).toBeUndefined();

    // Per memory dir: pause one, give another its own hours; a bad number is refused in words.
    const row = page.locator('[data-testid=per-dir-row]').first();
    await row.waitFor();
    const dirId = await row.getAttribute('data-dir-id');
    await row.locator('[data-testid=per-dir-enabled]').click();
    await page.locator('#memoryDirs-status[data-testid=settings-saved]').waitFor();
    expect((await saved()).memoryDirs).toEqual({ [dirId!]: { enabled: false } });
    await row.locator('[data-testid=per-dir-sessions]').fill('2.5');
    await row.locator('[data-testid=per-dir-sessions]').press('Enter');
    expect(await page.locator('#memoryDirs-status[data-testid=setting-error]').textContent()).toMatch(/whole number from 0 to 10,000/);
    await row.locator('[data-testid=per-dir-sessions]').fill('3');
    await row.locator('[data-testid=per-dir-sessions]').press('Enter');
    await page.locator('#memoryDirs-status[data-testid=settings-saved]').waitFor();
    expect((await saved()).memoryDirs).toEqual({ [dirId!]: { enabled: false, minSessions: 3 } });

    await page.locator('[data-testid=setting-notifications]').selectOption('failures');
    await page.locator('#notifications-status[data-testid=settings-saved]').waitFor();
    expect((await saved()).notifications).toBe('failures');

    expect(await page.locator('main').textContent()).not.toMatch(/[{[]"/);
    await screenshot(page, 'settings-forms');
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
