import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DreamReport } from '../../electron/core/api/contract.js';
import type { Fixture } from './fixture.js';
import { type Daemon, callDaemon, dirIdOf, readTree, screenshot, startUiSession, stopUiSession } from './harness.js';

/** Dream now -> live progress -> report with reasons and diffs -> files on disk -> Undo, in Chromium. */
describe('dreams (Chromium, real daemon)', { timeout: 60_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let dreamId: string;
  let acmeId: string;

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession());
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  const card = (label: string) => page.locator('[data-testid=dir-card]', { has: page.locator('[data-testid=dir-label]', { hasText: label }) });

  it('Preview (dry run) shows the changes with their diffs and writes nothing', async () => {
    const before = await readTree(fx.memoryDir);
    await card('acme-shop').waitFor();
    await card('acme-shop').locator('[data-testid=dream-preview]').click();
    const outcome = page.locator('[data-testid=dream-outcome]');
    await outcome.waitFor({ timeout: 45_000 });
    expect(await outcome.getAttribute('data-outcome')).toBe('dry-run');
    expect(await page.locator('[data-testid=change] [data-testid=diff]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=undo-button]').count()).toBe(0);
    await page.locator('[data-testid=dream-apply]').waitFor();
    await screenshot(page, 'dream-preview');
    expect(await readTree(fx.memoryDir)).toEqual(before);
    await page.locator('[data-testid=nav-dirs]').click();
  });

  it('Dream now shows its progress, then every change with its reason and a diff; the files on disk match the report', { timeout: 90_000 }, async () => {
    const before = await readTree(fx.memoryDir);
    await card('acme-shop').waitFor();
    acmeId = await dirIdOf(page, 'acme-shop');
    await card('acme-shop').locator('[data-testid=dream-now]').click();
    expect(page.url()).toContain(`#/dream/${encodeURIComponent(acmeId)}`);
    await page.locator('[data-testid=dream-progress]').waitFor();
    const report = page.locator('[data-testid=report]');
    await report.waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=dream-outcome]').getAttribute('data-outcome')).toBe('applied');

    // Progress arrived live: the phases the engine announced are ticked off.
    const done = await page.locator('[data-testid=phase][data-state=done]').evaluateAll((els) => els.map((e) => e.getAttribute('data-phase')));
    expect(done).toEqual(expect.arrayContaining(['orient', 'guard', 'apply']));

    // Every change says why, in words, and shows a diff.
    const changes = page.locator('[data-testid=change]');
    const n = await changes.count();
    expect(n).toBeGreaterThan(0);
    for (const reason of await page.locator('[data-testid=change-reason]').allTextContents()) expect(reason.trim().length).toBeGreaterThan(10);
    expect(await page.locator('[data-testid=change] [data-testid=diff]').count()).toBeGreaterThan(0);
    const kinds = await changes.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['date-absolutized', 'pointer-removed']));
    expect(kinds.some((k) => k?.startsWith('duplicate'))).toBe(true);
    expect(Number(await page.locator('[data-testid=count-changes]').textContent())).toBe(n);
    await screenshot(page, 'dream-report');
    await page.locator('[data-testid=diff-mode-split]').click();
    await page.locator('[data-testid=diff][data-mode=split]').first().waitFor();
    await screenshot(page, 'dream-report-side-by-side');
    await page.locator('[data-testid=diff-mode-unified]').click();

    // The files on disk are exactly the report's "after" texts.
    const history = await callDaemon<{ dreams: Array<{ dreamId: string; outcome: string }> }>(daemon, 'dreams.history', { memoryDirId: acmeId });
    dreamId = history.dreams.find((d) => d.outcome === 'applied')!.dreamId;
    const stored = await callDaemon<DreamReport>(daemon, 'dreams.report', { dreamId });
    expect(stored.changes.length).toBe(n);
    const finalText = new Map<string, string | null>();
    for (const c of stored.changes) for (const d of c.diffs ?? []) finalText.set(d.file, d.after);
    expect(finalText.size).toBeGreaterThan(0);
    const after = await readTree(fx.memoryDir);
    for (const [file, text] of finalText) {
      if (text === null) expect(after.has(file), `${file} removed`).toBe(false);
      else expect(after.get(file)?.toString('utf8'), file).toBe(text);
    }
    for (const [file, bytes] of before) if (!finalText.has(file)) expect(after.get(file)?.equals(bytes), `${file} untouched`).toBe(true);
    // And concretely: the date is absolute, the stale pointer is gone, one of the duplicate pair is left.
    const freeze = await readFile(join(fx.memoryDir, 'project_deploy_freeze.md'), 'utf8');
    expect(freeze).not.toMatch(/Yesterday we agreed/);
    expect(freeze).toContain('2026-03-10');
    expect(await readFile(join(fx.memoryDir, 'MEMORY.md'), 'utf8')).not.toContain('staging_notes.md');
    expect([after.has('project_database.md'), after.has('project_database_copy.md')].filter(Boolean)).toHaveLength(1);
    // The malformed file is never rewritten.
    expect(after.get('feedback_review.md')?.equals(before.get('feedback_review.md')!)).toBe(true);
  });

  it('Undo puts every file back byte for byte', { timeout: 60_000 }, async () => {
    const beforeDream = new Map(Object.entries(fx.files).map(([k, v]) => [k, Buffer.from(v)]));
    await page.locator('[data-testid=undo-button]').click();
    const dialog = page.locator('[data-testid=confirm-dialog]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('project_deploy_freeze.md');
    await screenshot(page, 'dream-undo-confirm', false);
    await dialog.locator('[data-testid=confirm-ok]').click();
    await page.locator('[data-testid=undo-result]').waitFor();
    const now = await readTree(fx.memoryDir);
    expect([...now.keys()].sort()).toEqual([...beforeDream.keys()].sort());
    for (const [file, bytes] of beforeDream) expect(now.get(file)?.equals(bytes), file).toBe(true);
    await screenshot(page, 'dream-undone');
  });

  it('History lists the dream, marked undone, and opens its report', async () => {
    await page.locator('[data-testid=nav-history]').click();
    const row = page.locator(`[data-testid=history-row][data-dream-id="${dreamId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-outcome')).toBe('applied');
    await row.locator('[data-testid=undone-badge]', { hasText: 'Undone' }).waitFor();
    // The undo is its own entry: when, by whom, newest first.
    const first = page.locator('[data-testid=history-row]').first();
    expect(await first.locator('[data-testid=undo-entry-badge]').textContent()).toBe('Undo');
    expect(await first.textContent()).toMatch(/Undid the dream of \d{4}-\d\d-\d\d \d\d:\d\d: \d+ files? put back as before/);
    expect(await first.textContent()).toMatch(/undone by you/);
    await screenshot(page, 'history');
    await row.locator('a').click();
    await page.locator('[data-testid=report] [data-testid=change]').first().waitFor();
    expect(page.url()).toContain(`#/reports/${encodeURIComponent(dreamId)}`);
    expect(await page.locator('[data-testid=undo-button]').count()).toBe(0);
  });

  it('undo sticks: the next dream does not make the undone changes again while the files are unchanged', { timeout: 60_000 }, async () => {
    const before = await readTree(fx.memoryDir);
    const again = await callDaemon<DreamReport & { findings: Array<{ kind: string; detail: string }> }>(daemon, 'dream.run', { memoryDirId: acmeId, trigger: 'manual' });
    expect(again.outcome).toBe('no-changes');
    expect(again.findings.filter((f) => f.kind === 'kept-undone').length).toBeGreaterThan(0);
    expect(again.findings.find((f) => f.kind === 'kept-undone')!.detail).toMatch(/Not done again: you undid this change/);
    expect(await readTree(fx.memoryDir)).toEqual(before);
    // A person edits one of those files: that file's change may be made again, the rest stays undone.
    const file = join(fx.memoryDir, 'project_deploy_freeze.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('non-critical merges', 'non-critical merges and releases'));
    const third = await callDaemon<DreamReport>(daemon, 'dream.run', { memoryDirId: acmeId, trigger: 'manual', dryRun: true });
    const touched = new Set(third.changes.flatMap((c) => c.files));
    expect(touched.has('project_deploy_freeze.md')).toBe(true);
    expect(touched.has('project_database_copy.md')).toBe(false);
  });

  it('a dream on a locked memory dir is refused with words saying why and what to do', async () => {
    const before = await readTree(fx.lockedMemoryDir);
    await page.locator('[data-testid=nav-dirs]').click();
    await card('legacy-api').locator('[data-testid=dream-now]').click();
    const box = page.locator('[data-testid=error-box], [data-testid=dream-outcome][data-outcome=locked]').first();
    await box.waitFor({ timeout: 30_000 });
    const text = (await box.textContent()) ?? '';
    expect(text).toMatch(/lock|another dream/i);
    expect(text).toMatch(/What to do:/);
    expect(await readTree(fx.lockedMemoryDir)).toEqual(before);
    expect(await readFile(join(fx.lockedMemoryDir, '.consolidate-lock'), 'utf8')).toBe(String(process.pid));
    await screenshot(page, 'dream-locked');
  });

  it('a dream the integrity guard refuses says why, and writes nothing', { timeout: 60_000 }, async () => {
    const before = await readTree(fx.refusedMemoryDir);
    await page.locator('[data-testid=nav-dirs]').click();
    await card('old-notes').locator('[data-testid=dream-now]').click();
    const outcome = page.locator('[data-testid=dream-outcome][data-outcome=refused], [data-testid=error-box][data-code=refused]').first();
    await outcome.waitFor({ timeout: 45_000 });
    expect(await outcome.textContent()).toMatch(/refused/i);
    expect(await outcome.textContent()).toMatch(/What to do:/);
    // The guard's reason, in words: half of the memories would go at once.
    expect(await page.locator('main').textContent()).toMatch(/2 of 4 memories/);
    expect(await readTree(fx.refusedMemoryDir)).toEqual(before);
    await screenshot(page, 'dream-refused');
  });

  it('raised no page errors', () => {
    // Refusals travel as 4xx answers, which Chromium logs; anything else is a bug.
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
