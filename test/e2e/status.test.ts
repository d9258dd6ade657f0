import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerStatusView } from '../../electron/core/api/contract.js';
import { createFixture, type Fixture } from './fixture.js';
import { callDaemon, launchBrowser, openUi, screenshot, startDaemon, type Daemon } from './harness.js';

/** The scheduler's status at the top of the window, in each state, against the daemon's own answer. */
describe('scheduler status line (Chromium, real daemon)', { timeout: 90_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon | undefined;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  const bar = () => page.locator('[data-testid=scheduler-status]');
  const headline = () => page.locator('[data-testid=scheduler-headline]').textContent();
  const inState = (state: string) => page.locator(`[data-testid=scheduler-status][data-state=${state}]`).waitFor();

  beforeAll(async () => {
    fx = await createFixture();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    await fx?.cleanup();
  });

  it('with --no-scheduler the window says automatic dreams are not running', async () => {
    daemon = await startDaemon(fx);
    ({ page, errors } = await openUi(browser, daemon));
    await inState('not-running');
    expect(await headline()).toBe('Automatic dreams are not running · No dreams yet');
    expect(await bar().textContent()).toMatch(/without --no-scheduler/);
    expect((await callDaemon<SchedulerStatusView>(daemon, 'scheduler.status', {})).state).toBe('not-running');
    await screenshot(page, 'status-not-running', false);
    await daemon.stop();
  });

  it('with the scheduler on: the next candidate and what it waits for', async () => {
    daemon = await startDaemon(fx, { scheduler: true });
    // The first page stays open (closing a page ends this single-process headless Chromium).
    ({ page, errors } = await openUi(browser, daemon));
    await inState('on');
    // acme-shop has 6 sessions of 5 and never dreamed: the next one. The fixture was written just
    // now (not idle), and on a loaded test machine the load average may be what it waits for.
    const view = await callDaemon<SchedulerStatusView>(daemon, 'scheduler.status', {});
    expect(view).toMatchObject({ state: 'on', next: { label: 'acme-shop', reason: 'due' } });
    expect(['user-active', 'load']).toContain(view.waiting?.reason);
    expect(await headline()).toMatch(/^No dreams yet · Next: acme-shop when (idle|the machine is less busy)$/);
    expect(await page.locator('[data-testid=scheduler-waiting]').textContent()).toMatch(/step away|less busy \(load average \d+\.\d on \d+ cores?\)/);
    await screenshot(page, 'status-on', false);
  });

  it('pause for an hour is autodream’s own: Claude Code’s settings.json is untouched; resume clears it', async () => {
    const before = await readFile(fx.settingsFile, 'utf8');
    await page.locator('[data-testid=scheduler-pause]').click();
    await page.locator('[data-testid=pause-hour]').click();
    await inState('paused');
    expect(await headline()).toMatch(/^Automatic dreams paused until (tomorrow )?\d\d:\d\d · No dreams yet$/);
    const state = JSON.parse(await readFile(`${fx.stateDir}/settings.json`, 'utf8')) as { pausedUntil?: string };
    expect(Date.parse(state.pausedUntil ?? '') - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(await readFile(fx.settingsFile, 'utf8')).toBe(before);
    await screenshot(page, 'status-paused', false);

    await page.locator('[data-testid=scheduler-resume]').click();
    await inState('on');
    expect((JSON.parse(await readFile(`${fx.stateDir}/settings.json`, 'utf8')) as { pausedUntil?: string }).pausedUntil).toBeUndefined();

    await page.locator('[data-testid=scheduler-pause]').click();
    await page.locator('[data-testid=pause-indefinite]').click();
    await inState('paused');
    expect(await headline()).toBe('Automatic dreams paused until you resume · No dreams yet');
    await page.locator('[data-testid=scheduler-resume]').click();
    await inState('on');
  });

  it('off when Claude Code’s autoDreamEnabled is false, and names that switch', async () => {
    await callDaemon(daemon!, 'settings.set', { key: 'autoDreamEnabled', value: false });
    await inState('off');
    expect(await headline()).toBe('Automatic dreams are off (Claude Code’s autoDreamEnabled) · No dreams yet');
    await screenshot(page, 'status-off', false);
    await callDaemon(daemon!, 'settings.set', { key: 'autoDreamEnabled', value: true });
    await inState('on');
  });

  it('after a dream: "Last dream: acme-shop just now", and the next candidate moves on', async () => {
    const dirs = await callDaemon<{ memoryDirs: Array<{ id: string; label: string }> }>(daemon!, 'memoryDirs.list', {});
    const acme = dirs.memoryDirs.find((d) => d.label === 'acme-shop')!;
    await callDaemon(daemon!, 'dream.run', { memoryDirId: acme.id, trigger: 'manual' });
    await page.locator('[data-testid=scheduler-headline]', { hasText: 'Last dream: acme-shop just now' }).waitFor();
    expect(await headline()).not.toMatch(/Next: acme-shop when idle/);
    await screenshot(page, 'status-after-dream', false);
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
