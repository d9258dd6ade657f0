import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DreamReport } from '../../electron/core/api/contract.js';
import type { Fixture } from './fixture.js';
import { callDaemon, type Daemon, dirIdOf, screenshot, startUiSession, stopUiSession } from './harness.js';

/**
 * A change's confidence in the window: a real dream over the fixture dir, with an explicit
 * supersession added (a heuristic rewrite: `review`) next to the fixture's word-for-word
 * duplicate (a mechanical merge: `high`). The report shows the review badge on the first only.
 */
describe('review badges in the dream report (Chromium, real daemon, real dream)', { timeout: 120_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession());
    const old = new Date(Date.now() - 80 * 86_400_000);
    await writeFile(join(fx.memoryDir, 'project_payments.md'), '---\nname: payments\ndescription: where payments run\ntype: project\n---\nPayments run on Heroku and deploys need approval from Dana.\n');
    await utimes(join(fx.memoryDir, 'project_payments.md'), old, old);
    await writeFile(join(fx.memoryDir, 'project_moves.md'), `---\nname: moves\ndescription: platform moves\nmetadata:\n  type: project\nmodified: ${new Date().toISOString()}\n---\nPayments moved from Heroku to Fly.io.\n`);
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  /** Which change cards carry the review badge, in order, with their kinds. */
  const badges = (p: Page) => p.locator('[data-testid=change]').evaluateAll((els) => els.map((e) => ({ kind: e.getAttribute('data-kind'), review: e.querySelector('[data-testid=change-review]') !== null })));
  const expected = (r: DreamReport) => r.changes.map((c) => ({ kind: c.kind, review: c.by !== 'model' && c.confidence === 'review' }));

  it('shows "review" on a heuristic change and nothing on a mechanical one, live and in the stored report', async () => {
    const acmeId = await dirIdOf(page, 'acme-shop');
    const card = page.locator(`[data-testid=dir-card][data-dir-id="${acmeId}"]`);
    await card.locator('[data-testid=dream-now]').click();
    await page.locator('[data-testid=report]').waitFor({ timeout: 90_000 });
    expect(await page.locator('[data-testid=dream-outcome]').getAttribute('data-outcome')).toBe('applied');
    const history = await callDaemon<{ dreams: Array<{ dreamId: string }> }>(daemon, 'dreams.history', { memoryDirId: acmeId });
    const report = await callDaemon<DreamReport>(daemon, 'dreams.report', { dreamId: history.dreams[0]!.dreamId });

    // The engine's own answer: the supersession is `review`, the exact-duplicate merge `high`.
    const superseded = report.changes.find((c) => c.kind === 'fact-superseded' && c.files.includes('project_payments.md'));
    const merged = report.changes.find((c) => c.kind === 'duplicates-merged' && c.files.includes('project_database_copy.md'));
    expect(superseded?.confidence).toBe('review');
    expect(merged?.confidence).toBe('high');

    // The window: a badge exactly where the confidence is `review`.
    const live = await badges(page);
    expect(live).toEqual(expected(report));
    expect(live.filter((b) => b.kind === 'fact-superseded' && b.review)).not.toEqual([]);
    expect(live.find((b) => b.kind === 'duplicates-merged')!.review).toBe(false);
    const badge = page.locator('[data-testid=change][data-kind=fact-superseded] [data-testid=change-review]').first();
    expect(await badge.textContent()).toBe('review');
    await badge.scrollIntoViewIfNeeded();
    await screenshot(page, 'report-review-badge', false);

    // The same in the stored report, opened from History.
    await page.goto(`${daemon.origin}/#/reports/${encodeURIComponent(report.dreamId)}`);
    await page.locator('[data-testid=report] [data-testid=change]').first().waitFor();
    expect(await badges(page)).toEqual(expected(report));
    expect(errors).toEqual([]);
  });
});
