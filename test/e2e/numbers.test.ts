import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, slugOf, type Fixture } from './fixture.js';
import { callDaemon, dirIdOf, launchBrowser, openUi, screenshot, startDaemon, type Daemon } from './harness.js';

const BIG = 1_050;

/**
 * One meaning per number: MEMORY.md lines equal `wc -l` on the card and in the browser, counts carry
 * thousands separators and say what they count; the lock says "dreaming" only while a dream runs;
 * "next dream" and "why not now" in words; search says "100 of 1,050 matches" with plain snippets.
 */
describe('numbers, lock words and search caps (Chromium, real daemon)', { timeout: 90_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let bigDir: string;

  beforeAll(async () => {
    fx = await createFixture();
    // big-notes: a just-pruned index of exactly 200 lines, and 1,050 memories that all mention deploys.
    bigDir = join(fx.configHome, 'projects', slugOf(join(fx.root, 'code', 'big-notes')), 'memory');
    await mkdir(bigDir, { recursive: true });
    const index = Array.from({ length: 200 }, (_, i) => `- [Deploy note ${i}](deploy_${i}.md) — deploy step ${i}`).join('\n') + '\n';
    await writeFile(join(bigDir, 'MEMORY.md'), index);
    for (let i = 0; i < BIG; i++) {
      await writeFile(
        join(bigDir, `deploy_${i}.md`),
        `---\nname: deploy-${i}\ndescription: deploy step ${i}\ntype: project\n---\n\n## Step ${i}\n\nBefore the **deploy** of [service ${i}](https://example.com/s/${i}), run \`make check-${i}\` and tell the on-call engineer about the deploy window.\n`,
      );
    }
    daemon = await startDaemon(fx);
    browser = await launchBrowser();
    ({ page, errors } = await openUi(browser, daemon));
  });
  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    await fx?.cleanup();
  });

  const card = (label: string) => page.locator('[data-testid=dir-card]', { has: page.locator('[data-testid=dir-label]', { hasText: label }) });
  const wcL = (file: string) => Number(execFileSync('wc', ['-l', file], { encoding: 'utf8' }).trim().split(/\s+/)[0]);

  it('MEMORY.md lines on every card equal `wc -l`; memories are counted as memories, with separators', async () => {
    await card('big-notes').waitFor();
    for (const [label, dir] of [['acme-shop', fx.memoryDir], ['legacy-api', fx.lockedMemoryDir], ['old-notes', fx.refusedMemoryDir], ['big-notes', bigDir]] as const) {
      const lines = wcL(join(dir, 'MEMORY.md'));
      expect(await card(label).locator('[data-testid=index-lines]').textContent(), label).toBe(`${lines.toLocaleString('en')} ${lines === 1 ? 'line' : 'lines'}`);
    }
    expect(await card('big-notes').locator('[data-testid=memory-count]').textContent()).toBe('1,050 memories');
    // Exactly at the limit is not over it: no warning, no red.
    expect(await card('big-notes').locator('[data-testid=index-warning]').count()).toBe(0);
    expect(await card('big-notes').locator('[data-testid=index-lines].over').count()).toBe(0);
    expect(await card('acme-shop').locator('[data-testid=dir-counts] dd').textContent()).toMatch(/^10 memories \+ 1 daily log · MEMORY.md 10 lines$/);
    await screenshot(page, 'numbers-cards');
  });

  it('the browser shows the same line count, "200 / 200", not in red', async () => {
    await card('big-notes').locator('[data-testid=browse-link]').click();
    const count = page.locator('[data-testid=index-line-count]');
    await count.waitFor();
    expect(await count.textContent()).toBe(`${wcL(join(bigDir, 'MEMORY.md'))} / 200 lines`);
    expect(await count.getAttribute('class')).toBeNull();
    await page.locator('.file-list[data-ready=true]').waitFor();
    expect(await page.locator('.file-list-head p').textContent()).toBe('1,050 memory files');
    await screenshot(page, 'numbers-browse', false);
  });

  it('the lock: another live process is "in use"; a finished dream of the daemon leaves "last dream", not "Locked"', async () => {
    await page.goto(`${daemon.origin}/#/dirs`);
    await card('legacy-api').waitFor();
    expect(await card('legacy-api').locator('[data-testid=lock-holder] dd').textContent()).toBe(`In use by process ${process.pid}`);
    expect(await card('legacy-api').locator('[data-testid=lock-badge]').textContent()).toBe('In use');

    const acmeId = await dirIdOf(page, 'acme-shop');
    const r = await callDaemon<{ outcome: string }>(daemon, 'dream.run', { memoryDirId: acmeId, trigger: 'manual' });
    expect(r.outcome).toBe('applied');
    // The daemon's PID stays in the lock file (Claude Code's protocol), yet nothing is dreaming.
    const lockBody = execFileSync('cat', [join(fx.memoryDir, '.consolidate-lock')], { encoding: 'utf8' });
    expect(lockBody.trim()).toBe(String(daemon.child.pid));
    await page.reload();
    await card('acme-shop').waitFor();
    await card('acme-shop').locator('[data-testid=lock-holder] dd', { hasText: 'Free (last dream’s marker)' }).waitFor();
    expect(await card('acme-shop').locator('[data-testid=lock-badge]').count()).toBe(0);
  });

  it('"next dream" and "why not now" in words, agreeing with the switches', async () => {
    // No scheduler in this daemon: a due dir says dreams wait for one to run.
    expect(await card('big-notes').locator('[data-testid=next-eligible] dd').textContent()).toMatch(/^(Due now|After \d+ more sessions?|Not before .+)/);
    expect(await card('old-notes').locator('[data-testid=next-eligible] dd').textContent()).toBe('After 4 more sessions');
    const why = await card('old-notes').locator('[data-testid=why-not-now]').textContent();
    expect(why).toBe('Why not now: 1 of 5 sessions since last dream');

    await callDaemon(daemon, 'settings.set', { key: 'autoDreamEnabled', value: false });
    await card('old-notes').locator('[data-testid=next-eligible] dd', { hasText: 'Off: Claude Code’s autoDreamEnabled is false' }).waitFor();
    // The gate's own words, not its id (once the list has been read again).
    await card('old-notes').locator('[data-testid=why-not-now]', { hasText: 'auto dream is off' }).waitFor();
    expect(await card('old-notes').locator('[data-testid=why-not-now]').textContent()).toMatch(/^Why not now: auto dream is off: autoDreamEnabled is false in /);
    await screenshot(page, 'numbers-auto-dream-off');
    await callDaemon(daemon, 'settings.set', { key: 'autoDreamEnabled', value: true });
  });

  it('search says "100 of 1,050 matches" and shows plain text around the hit', async () => {
    await page.locator('[data-testid=search-input]').fill('deploy');
    await page.locator('[data-testid=search-submit]').click();
    const results = page.locator('[data-testid=search-results]');
    await results.waitFor();
    const api = await callDaemon<{ total: number; hits: unknown[] }>(daemon, 'search', { query: 'deploy', limit: 100 });
    expect(api.hits).toHaveLength(100);
    expect(api.total).toBeGreaterThanOrEqual(BIG);
    expect(await results.getAttribute('data-total')).toBe(String(api.total));
    // (Followed by " · words only" when no embeddings provider is set.)
    expect(await page.locator('[data-testid=search-count]').textContent()).toMatch(new RegExp(`^100 of ${api.total.toLocaleString('en')} matches, best first\\. Add a word to narrow it down\\.`));
    const snippets = await page.locator('[data-testid=search-hit] .hit-snippet').allTextContents();
    expect(snippets.length).toBe(100);
    for (const s of snippets) {
      expect(s).not.toMatch(/\*\*|\]\(|`|^#|## /);
      // Cut between words: no fragment like "ploy" at the start or "depl" at the end.
      expect(s).toMatch(/^(…\s?)?\S/);
      expect(s.replace(/…$/, '')).not.toMatch(/\s\S{1,2}$/);
    }
    expect(snippets.some((s) => /Before the deploy of service \d+, run make check-\d+/.test(s))).toBe(true);
    await screenshot(page, 'search-capped', false);
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
