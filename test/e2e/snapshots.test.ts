import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { type Daemon, dirIdOf, readTree, screenshot, startUiSession, stopUiSession } from './harness.js';

/** Snapshots: take one, diff it against now, restore one file, undo the restore, in Chromium. */
describe('snapshots (Chromium, real daemon)', { timeout: 60_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let beforeRestore: Map<string, Buffer>;

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession());
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  it('restores one file after a confirmation naming exactly that file; nothing else changes on disk', { timeout: 60_000 }, async () => {
    await page.locator('[data-testid=dir-card]').first().waitFor();
    const acmeId = await dirIdOf(page, 'acme-shop');
    await page.goto(`${daemon.origin}/#/snapshots/${encodeURIComponent(acmeId)}`);
    await page.locator('[data-testid=snapshot-create]').click();
    const manual = page.locator('[data-testid=snapshot-item][data-reason=manual]');
    await manual.waitFor();
    expect(await manual.getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-testid=snapshot-same]').waitFor();

    // Two files change after the snapshot (as an agent or a person would edit them).
    await writeFile(join(fx.memoryDir, 'user_role.md'), `${fx.files['user_role.md']}\nThey now also own the billing service.\n`);
    await writeFile(join(fx.memoryDir, 'reference_linear.md'), fx.files['reference_linear.md']!.replace('INGEST', 'PIPELINE'));
    await page.locator('[data-testid=snapshot-refresh]').click();
    const userRole = page.locator('[data-testid=snapshot-file][data-file="user_role.md"]');
    await userRole.waitFor();
    const listed = await page.locator('[data-testid=snapshot-file]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-file')}:${e.getAttribute('data-action')}`));
    expect(listed.sort()).toEqual(['reference_linear.md:revert', 'user_role.md:revert']);
    await userRole.locator('summary').click();
    // The diff reads snapshot -> now: the new sentence is an added line.
    await userRole.locator('[data-testid=diff] tr.diff-add', { hasText: 'They now also own the billing service.' }).waitFor();
    await screenshot(page, 'snapshots');

    beforeRestore = await readTree(fx.memoryDir);
    await userRole.locator('[data-testid=restore-file]').click();
    const dialog = page.locator('[data-testid=confirm-dialog]');
    await dialog.waitFor();
    const steps = await dialog.locator('[data-testid=restore-steps] li').evaluateAll((els) => els.map((e) => e.getAttribute('data-file')));
    expect(steps).toEqual(['user_role.md']);
    await screenshot(page, 'snapshots-restore-confirm', false);
    await dialog.locator('[data-testid=confirm-ok]').click();
    await page.locator('[data-testid=restore-result]').waitFor();

    const after = await readTree(fx.memoryDir);
    expect(after.get('user_role.md')?.toString('utf8')).toBe(fx.files['user_role.md']);
    for (const [file, bytes] of beforeRestore) {
      if (file !== 'user_role.md') expect(after.get(file)?.equals(bytes), `${file} unchanged`).toBe(true);
    }
    expect([...after.keys()].sort()).toEqual([...beforeRestore.keys()].sort());
    // The restore is undoable: its pre-restore snapshot is in the timeline.
    await page.locator('[data-testid=snapshot-item][data-reason=pre-restore]').waitFor();
    await screenshot(page, 'snapshots-restored');
  });

  it('"Undo this restore" puts the files back as they were just before the restore', { timeout: 60_000 }, async () => {
    await page.locator('[data-testid=undo-last-restore]').click();
    const dialog = page.locator('[data-testid=confirm-dialog]');
    await dialog.waitFor();
    const steps = await dialog.locator('[data-testid=restore-steps] li').evaluateAll((els) => els.map((e) => e.getAttribute('data-file')));
    expect(steps).toEqual(['user_role.md']);
    await dialog.locator('[data-testid=confirm-ok]').click();
    await page.locator('[data-testid=restore-result]').waitFor();
    const now = await readTree(fx.memoryDir);
    expect([...now.keys()].sort()).toEqual([...beforeRestore.keys()].sort());
    for (const [file, bytes] of beforeRestore) expect(now.get(file)?.equals(bytes), file).toBe(true);
    expect(await readFile(join(fx.memoryDir, 'user_role.md'), 'utf8')).toContain('billing service');
    await screenshot(page, 'snapshots-restore-undone');
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
