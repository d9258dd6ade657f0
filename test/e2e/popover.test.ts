import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture.js';
import { callDaemon, dirIdOf, launchBrowser, screenshot, startDaemon, type Daemon } from './harness.js';

const WIDTH = 420;

/** What sticks out past the window's right edge; runs in the page (as text: this file has no DOM types). */
const TOO_WIDE = `(() => {
  const vw = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > vw + 1 || r.width > vw + 1) {
      const id = el.getAttribute('data-testid') || String(el.className || '');
      out.push(el.tagName.toLowerCase() + '.' + id.slice(0, 40) + ' right=' + Math.round(r.right) + ' width=' + Math.round(r.width));
    }
  }
  if (document.scrollingElement && document.scrollingElement.scrollWidth > vw + 1) out.push('page scrollWidth=' + document.scrollingElement.scrollWidth);
  return out.slice(0, 10);
})()`;

const tooWide = (page: Page): Promise<string[]> => page.evaluate(TOO_WIDE) as Promise<string[]>;

/** The window as a 420 px tray popover: one-row header, the chosen file or snapshot in view, no sideways scroll anywhere. */
describe('420 px popover layout (Chromium, real daemon)', { timeout: 120_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let acmeId: string;

  beforeAll(async () => {
    fx = await createFixture();
    daemon = await startDaemon(fx);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: WIDTH, height: 640 } });
    page.setDefaultTimeout(15_000);
    await page.goto(`${daemon.url}#/dirs`);
    await page.locator('[data-testid=dir-card]').first().waitFor();
    acmeId = await dirIdOf(page, 'acme-shop');
  });
  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    await fx?.cleanup();
  });

  it('the header is one row, and the memory dirs fit', async () => {
    const header = await page.locator('.app-header').boundingBox();
    expect(header!.height).toBeLessThan(56);
    const nav = await page.locator('[data-testid=nav-settings]').boundingBox();
    const brand = await page.locator('.brand').boundingBox();
    expect(Math.abs(nav!.y - brand!.y)).toBeLessThan(20);
    expect(await tooWide(page)).toEqual([]);
    await screenshot(page, 'popover-dirs');
  });

  it('a file chosen in the browser scrolls into view, and nothing is wider than the window', async () => {
    await page.goto(`${daemon.origin}/#/browse/${encodeURIComponent(acmeId)}`);
    await page.locator('.file-list[data-ready=true]').waitFor();
    expect(await tooWide(page)).toEqual([]);
    await page.locator('[data-testid=file-row][data-file="project_deploy_freeze.md"], [data-file="project_deploy_freeze.md"] a, a[href$="project_deploy_freeze.md"]').first().click();
    const pane = page.locator('[data-testid=file-view][data-file="project_deploy_freeze.md"]');
    await pane.waitFor();
    await page.waitForTimeout(200);
    const box = await pane.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(-1);
    expect(box!.y).toBeLessThan(640);
    expect(await tooWide(page)).toEqual([]);
    await screenshot(page, 'popover-file', false);
  });

  it('a dream report with diffs, history, snapshots (a chosen one in view), search and settings fit too', async () => {
    const r = await callDaemon<{ dreamId: string }>(daemon, 'dream.run', { memoryDirId: acmeId, trigger: 'manual' });
    for (const hash of [`#/reports/${r.dreamId}`, '#/history', '#/search/deploy', '#/settings', '#/about']) {
      await page.goto(`${daemon.origin}/${hash}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(300);
      expect(await tooWide(page), hash).toEqual([]);
    }
    await page.goto(`${daemon.origin}/#/reports/${r.dreamId}`);
    await page.locator('[data-testid=report]').waitFor();
    await screenshot(page, 'popover-report', false);

    await page.goto(`${daemon.origin}/#/snapshots/${encodeURIComponent(acmeId)}`);
    const item = page.locator('.timeline button, [data-testid=snapshot-item]').first();
    await item.waitFor();
    await item.click();
    const main = page.locator('[data-testid=snapshots-main]');
    await page.waitForTimeout(300);
    const box = await main.boundingBox();
    expect(box!.y).toBeLessThan(640);
    expect(box!.y).toBeGreaterThanOrEqual(-1);
    expect(await tooWide(page)).toEqual([]);
    await screenshot(page, 'popover-snapshot', false);
  });
});
