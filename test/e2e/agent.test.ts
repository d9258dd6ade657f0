import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DreamReport } from '../../electron/core/api/contract.js';
import { startModelServer, type ModelServer } from '../helpers/model-server.js';
import type { Fixture } from './fixture.js';
import { type Daemon, callDaemon, dirIdOf, screenshot, startUiSession, stopUiSession } from './harness.js';

const KEY = 'sk-ant-api03-E2EKEY-not-for-the-page-55aa';
const NEW_MEMORY = `---\nname: release-checklist\ndescription: what a mobile release needs before the merge freeze ends\ntype: project\n---\n\nA mobile release needs the QA sign-off before the merge freeze ends.\n`;

/** The engine setting and a model dream's report, in Chromium against the real daemon and a scripted model. */
describe('agent engine in the window (Chromium, real daemon, scripted model)', { timeout: 90_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let model: ModelServer;

  beforeAll(async () => {
    model = await startModelServer();
    ({ fx, daemon, browser, page, errors } = await startUiSession('#/settings', { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: model.anthropicUrl }));
  });
  afterAll(async () => {
    await stopUiSession({ fx, daemon, browser });
    await model.close();
  });

  it('the engine setting is chosen in Settings and saved', async () => {
    const select = page.locator('[data-testid=setting-engine]');
    await select.waitFor();
    expect(await select.inputValue()).toBe('builtin');
    await select.selectOption('agent');
    await page.locator('#setting-engine-status[data-testid=settings-saved]').waitFor();
    const view = await callDaemon<{ app: Record<string, unknown> }>(daemon, 'settings.get', {});
    expect(view.app.engine).toBe('agent');
    await screenshot(page, 'settings-engine-agent');
  });

  it('Dream now runs the model pass; its changes are marked for review, with what was sent', async () => {
    model.script([
      { text: 'Writing one memory.', toolCalls: [{ name: 'write_memory', input: { file: 'release-checklist.md', content: NEW_MEMORY, reason: 'the 2026-11 log says QA signs off mobile releases; not in memory yet' } }] },
      { toolCalls: [{ name: 'finish', input: { summary: 'Saved the release checklist rule.' } }] },
    ]);
    await page.locator('[data-testid=nav-dirs]').click();
    const id = await dirIdOf(page, 'acme-shop');
    await page.locator('[data-testid=dir-card]', { has: page.locator('[data-testid=dir-label]', { hasText: 'acme-shop' }) }).locator('[data-testid=dream-now]').click();
    await page.locator('[data-testid=report]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=dream-outcome]').getAttribute('data-outcome')).toBe('applied');
    const marked = page.locator('[data-testid=change]', { has: page.locator('[data-testid=model-change]') });
    expect(await marked.count()).toBe(1);
    expect(await marked.first().getAttribute('data-kind')).toBe('memory-created');
    expect(await marked.first().locator('[data-testid=model-change]').textContent()).toContain('claude-sonnet-4-6');
    expect(await page.locator('[data-testid=count-model]').textContent()).toBe('1');
    const summary = await page.locator('[data-testid=agent-summary]').textContent();
    expect(summary).toMatch(/claude-sonnet-4-6.*2 turns/);
    expect(summary).toMatch(/Sent .* of memory text: orientation/);
    await screenshot(page, 'dream-report-agent');
    // The engine's own report agrees, and the key is on no page and in no answer.
    const history = await callDaemon<{ dreams: Array<{ dreamId: string; outcome: string }> }>(daemon, 'dreams.history', { memoryDirId: id });
    const report = await callDaemon<DreamReport>(daemon, 'dreams.report', { dreamId: history.dreams[0]!.dreamId });
    expect(report.changes.filter((c) => c.by === 'model')).toHaveLength(1);
    expect(JSON.stringify(report)).not.toContain('E2EKEY');
    expect(await page.content()).not.toContain('E2EKEY');
    expect(errors).toEqual([]);
  });
});
