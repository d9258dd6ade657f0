import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture.js';
import { dirIdOf, launchBrowser, openUi, screenshot, startDaemon, type Daemon } from './harness.js';

/**
 * Live: an outside write (Claude Code mid-session) shows in the open views; a dropped event stream
 * is shown within seconds; after a daemon restart (same token) the page reconnects by itself;
 * a page without the token explains how to open the right URL.
 */
describe('live refresh and reconnect (Chromium, real daemon)', { timeout: 120_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let port: number;

  beforeAll(async () => {
    fx = await createFixture();
    daemon = await startDaemon(fx);
    port = Number(new URL(daemon.origin).port);
    browser = await launchBrowser();
    ({ page, errors } = await openUi(browser, daemon));
  });
  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    await fx?.cleanup();
  });

  it('a memory file written on disk refreshes the open file and the list, without a reload', async () => {
    await page.locator('[data-testid=dir-card]').first().waitFor();
    const acmeId = await dirIdOf(page, 'acme-shop');
    await page.goto(`${daemon.origin}/#/browse/${encodeURIComponent(acmeId)}/user_role.md`);
    await page.locator('[data-testid=file-body]').waitFor();
    const listCount = async () => Number(await page.locator('[data-testid=file-list]').getAttribute('data-count'));
    await page.locator('.file-list[data-ready=true]').waitFor();
    const before = await listCount();

    const file = join(fx.memoryDir, 'user_role.md');
    const started = Date.now();
    await writeFile(file, `${await readFile(file, 'utf8')}\nThey now also own the billing service.\n`);
    await page.locator('[data-testid=file-body]', { hasText: 'billing service' }).waitFor({ timeout: 5000 });
    const ms = Date.now() - started;
    console.log(`live refresh of an open file after an outside write: ${ms} ms`);

    await writeFile(join(fx.memoryDir, 'project_new_fact.md'), '---\nname: new-fact\ndescription: written by Claude Code mid-session\ntype: project\n---\n\nA new fact.\n');
    await expect.poll(listCount, { timeout: 5000, interval: 100 }).toBe(before + 1);
    await screenshot(page, 'live-refresh', false);
  });

  it('a dropped event stream is shown within seconds; after a restart on the same port the page reconnects by itself', async () => {
    await daemon.stop();
    const dropped = Date.now();
    const banner = page.locator('[data-testid=connection-banner]');
    // No click, no call: the stream alone must tell.
    await banner.waitFor({ timeout: 8000 });
    console.log(`dropped stream shown after ${Date.now() - dropped} ms`);
    expect(await banner.textContent()).toMatch(/Lost the connection/);
    await screenshot(page, 'connection-dropped', false);

    // The same state dir keeps the same token: the page's token still works.
    daemon = await startDaemon(fx, { port });
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    // Events flow again: an outside write shows up.
    await writeFile(join(fx.memoryDir, 'user_role.md'), `${await readFile(join(fx.memoryDir, 'user_role.md'), 'utf8')}\nAnd the invoicing API.\n`);
    await page.locator('[data-testid=file-body]', { hasText: 'invoicing API' }).waitFor({ timeout: 5000 });
  });

  it('a page without the token (or with an old one) says how to open the right URL', async () => {
    const res = await fetch(`${daemon.origin}/`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const other = await browser.newPage();
    await other.goto(`${daemon.origin}/?token=an-old-token-from-yesterday`);
    expect(await other.locator('h1').textContent()).toBe('This autodream page needs its access token');
    expect(await other.locator('body').textContent()).toMatch(/autodream daemon --new-token/);
    await screenshot(other, 'unauthorized', false);
  });

  it('raised no page errors while connected', () => {
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|EventSource/i.test(e))).toEqual([]);
  });
});
