import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, slugOf, type Fixture } from './fixture.js';
import { type Daemon, launchBrowser, screenshot, startDaemon } from './harness.js';

/** Memory files in the big dir: enough that a cold daemon reads it for a while after the small dirs. */
const BIG = 5000;

/**
 * In the page before its own scripts: every change of the dir list is written down (which dirs
 * show as skeletons, which as cards, the progress line), so the order of what a person saw can
 * be checked after the load. A string, not a function: it runs as it is in the page.
 */
const RECORDER = `
window.__loadStates = [];
new MutationObserver(() => {
  const ids = (sel) => Array.from(document.querySelectorAll(sel)).map((e) => e.getAttribute('data-dir-id'));
  const progress = document.querySelector('[data-testid=dirs-progress]');
  const state = { at: performance.now(), skeletons: ids('[data-testid=dir-skeleton]'), cards: ids('[data-testid=dir-card]'), progress: progress ? progress.textContent : null };
  const last = window.__loadStates[window.__loadStates.length - 1];
  if (!last || JSON.stringify([last.skeletons, last.cards, last.progress]) !== JSON.stringify([state.skeletons, state.cards, state.progress])) window.__loadStates.push(state);
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

interface LoadState {
  at: number;
  skeletons: string[];
  cards: string[];
  progress: string | null;
}

/** A first load on a cold daemon: a skeleton at once, then each dir's card as it is read. */
describe('first load: skeleton and per-dir progress before the data (Chromium, real daemon)', { timeout: 120_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;

  beforeAll(async () => {
    fx = await createFixture();
    // A big project: BIG memories the daemon has never read (no summary in the state dir yet).
    const projectRoot = join(fx.root, 'code', 'big-monorepo');
    await mkdir(join(projectRoot, '.git'), { recursive: true });
    const transcriptDir = join(fx.configHome, 'projects', slugOf(projectRoot));
    const memoryDir = join(transcriptDir, 'memory');
    await mkdir(memoryDir, { recursive: true });
    // One session, so the dir is named after its project (the transcript's cwd).
    const sid = '0b6c6a0e-3f1e-4a4e-9d3e-2f1a7c9b5e01';
    await writeFile(join(transcriptDir, `${sid}.jsonl`), `${JSON.stringify({ type: 'user', cwd: projectRoot, sessionId: sid, timestamp: new Date().toISOString(), message: { role: 'user', content: 'hi' } })}\n`);
    const index: string[] = [];
    for (let i = 0; i < BIG; i++) {
      const name = `project_note_${i}`;
      await writeFile(join(memoryDir, `${name}.md`), `---\nname: ${name}\ndescription: note ${i} about the build cache and the deploy queue\ntype: project\n---\n\nThe build cache for service ${i} is keyed by the lockfile hash; deploys queue behind it.\n`);
      if (i < 150) index.push(`- [Note ${i}](${name}.md) — note ${i}`);
    }
    await writeFile(join(memoryDir, 'MEMORY.md'), `${index.join('\n')}\n`);
    daemon = await startDaemon(fx);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    await fx?.cleanup();
  });

  it('shows a skeleton at once, then the small dirs while the big one is still being read, then every card', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript({ content: RECORDER });
    await page.goto(`${daemon.url}#/dirs`);
    // Best effort: a picture of the load in progress (the assertions below do not depend on it).
    await page.locator('[data-testid=dirs-progress]').waitFor({ timeout: 10_000 }).then(() => screenshot(page, 'first-load-progress'), () => undefined);
    await page.locator('[data-testid=dir-card]').nth(3).waitFor();
    await page.locator('[data-testid=dirs-progress]').waitFor({ state: 'detached' });
    const states = await page.evaluate(() => (globalThis as unknown as { __loadStates: LoadState[] }).__loadStates);
    const cards = await page.locator('[data-testid=dir-card]').evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-dir-id'), label: e.querySelector('[data-testid=dir-label]')?.textContent })));
    expect(cards.map((c) => c.label).sort()).toEqual(['acme-shop', 'big-monorepo', 'legacy-api', 'old-notes']);
    const big = cards.find((c) => c.label === 'big-monorepo')!.id!;
    const shown = states.filter((s) => s.skeletons.length + s.cards.length > 0);

    // 1. Before any data: skeletons and a progress line, no card.
    expect(shown[0]!.cards).toEqual([]);
    expect(shown[0]!.skeletons.length).toBeGreaterThan(0);
    expect(shown[0]!.progress).toMatch(/^(Finding memory dirs…|Read 0 of 4 memory dirs · still reading: )/);
    // 2. The dirs by name, each still being read.
    expect(shown.some((s) => s.skeletons.length === 4 && s.skeletons.includes(big) && s.cards.length === 0)).toBe(true);
    // 3. Progress per dir: the small dirs' cards are in while the big one is still a skeleton, and the line says so.
    const partial = shown.find((s) => s.cards.length > 0 && s.skeletons.includes(big));
    expect(partial, `states seen: ${JSON.stringify(shown.map((s) => [s.skeletons.length, s.cards.length, s.progress]))}`).toBeDefined();
    expect(partial!.cards).not.toContain(big);
    expect(partial!.progress).toMatch(new RegExp(`^Read ${partial!.cards.length} of 4 memory dirs · still reading: .*big-monorepo`));
    // 4. The end: every card, no skeleton, the big dir's count from its data.
    const last = states.at(-1)!;
    expect(last.skeletons).toEqual([]);
    expect(last.cards.length).toBe(4);
    const bigCard = page.locator(`[data-testid=dir-card][data-dir-id="${big}"]`);
    expect(await bigCard.locator('[data-testid=memory-count]').textContent()).toBe(`${BIG.toLocaleString('en')} memories`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
