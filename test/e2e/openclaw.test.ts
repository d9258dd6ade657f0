import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { createFixture } from './fixture.js';
import { type Daemon, launchBrowser, openUi, screenshot, startDaemon } from './harness.js';
import { hashDailyLogs, makeOpenClawHome, MAIN_MEMORY_MD, type OpenClawHome } from '../helpers/openclaw-workspaces.js';

/** OpenClaw's own layout in the window: its card, the browse view and a dream report, in Chromium against the real daemon. */
describe('OpenClaw workspaces (Chromium, real daemon)', { timeout: 90_000 }, () => {
  let fx: Fixture;
  let oc: OpenClawHome;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    fx = await createFixture();
    oc = await makeOpenClawHome(fx.root); // ~/.openclaw in the fixture's home
    expect(oc.home).toBe(fx.home);
    daemon = await startDaemon(fx);
    browser = await launchBrowser();
    ({ page, errors } = await openUi(browser, daemon));
  });
  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    await fx?.cleanup();
  });

  const card = (label: string) => page.locator('[data-testid=dir-card]', { has: page.locator('[data-testid=dir-label]', { hasText: new RegExp(`^${label}$`) }) });

  it('shows each workspace and the skill folder with their kind, file count and MEMORY.md lines', async () => {
    await card('openclaw main').waitFor();
    expect(await card('openclaw main').locator('[data-testid=dir-kind]').textContent()).toBe('OpenClaw');
    expect(await card('openclaw main skill').locator('[data-testid=dir-kind]').textContent()).toBe('OpenClaw memory-system');
    expect(await card('openclaw work').locator('[data-testid=dir-kind]').textContent()).toBe('OpenClaw');
    const lines = MAIN_MEMORY_MD.split('\n').length - 1;
    expect(await card('openclaw main').textContent()).toContain(`1 memory + 2 daily logs · MEMORY.md ${lines} lines`);
    await screenshot(page, 'openclaw-dirs');
  });

  it('browses a workspace: MEMORY.md as the memory itself, the daily logs listed, nothing else of the workspace', async () => {
    await card('openclaw main').locator('[data-testid=browse-link]').click();
    // The pane opens on MEMORY.md itself (not an index view) and renders its memories.
    await page.locator('[data-testid=file-view][data-file="MEMORY.md"]', { hasText: "Sam's blog lives at blog.example.com." }).waitFor();
    expect(await page.locator('[data-testid=index-link]').textContent()).toContain('long-term memory');
    const rows = await page.locator('[data-testid=file-row]').evaluateAll((els) => els.map((e) => e.getAttribute('data-file')));
    expect(rows.sort()).toEqual(['MEMORY.md', 'memory/2026-11-28.md', 'memory/2026-11-29-standup.md']);
    // MEMORY.md is the memory, not an index: no row says it is missing from one.
    expect(await page.locator('[data-testid=file-row][data-file="MEMORY.md"]').textContent()).not.toContain('not in index');
    expect(await page.locator('[data-testid=file-row]', { hasText: 'not in index' }).count()).toBe(0);
    await screenshot(page, 'openclaw-browse');
  });

  it('dreams: the report names each change with its reason and diff; the daily logs stay byte-identical', async () => {
    const logs = await hashDailyLogs(oc.main);
    const id = await (async () => {
      await page.locator('[data-testid=nav-dirs]').click();
      await card('openclaw main').waitFor();
      return (await card('openclaw main').getAttribute('data-dir-id'))!;
    })();
    await card('openclaw main').locator('[data-testid=dream-now]').click();
    expect(page.url()).toContain(`#/dream/${encodeURIComponent(id)}`);
    await page.locator('[data-testid=report]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=dream-outcome]').getAttribute('data-outcome')).toBe('applied');
    const kinds = await page.locator('[data-testid=change]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(['duplicates-merged', 'fact-superseded', 'signal-captured']);
    const reasons = await page.locator('[data-testid=change-reason]').allTextContents();
    expect(reasons.join('\n')).toContain('Sam moved the blog to sam.dev.');
    expect(await page.locator('[data-testid=change] [data-testid=diff]').count()).toBe(3);
    await screenshot(page, 'openclaw-dream-report');
    const text = await readFile(join(oc.main, 'MEMORY.md'), 'utf8');
    expect(text).toContain("Sam's blog lives at sam.dev.");
    expect(await hashDailyLogs(oc.main)).toEqual(logs);
    expect(errors).toEqual([]);
  });
});
