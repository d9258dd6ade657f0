import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createSseParser } from '../../electron/core/api/http-client.js';
import { createFixture, slugOf, type Fixture } from './fixture.js';
import { type Daemon, launchBrowser, screenshot, startDaemon } from './harness.js';

/** Memory files in the big dir: enough that a cold daemon reads it for a while after the small dirs. */
const BIG = 5000;

/**
 * In the page before its own scripts: every change of the dir list is written down (which dirs
 * show as skeletons, which as cards, the progress line), so the order of what a person saw can
 * be checked after the load; and whether its event stream is open. A string, not a function: it runs as it is in the page.
 */
const RECORDER = `
window.__loadStates = [];
// Whether the page's event stream is open (it asks for the list once it is, or after a second without).
window.__streamOpen = false;
window.EventSource = class extends window.EventSource {
  constructor(...args) {
    super(...args);
    this.addEventListener('open', () => (window.__streamOpen = true));
  }
};
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

/**
 * A pause of the daemon (SIGSTOP) as soon as every one of `dirs` has had its status sent: a
 * stream of the test's own reads the daemon's events, so the pause lands within a few ms of the
 * last of them, whatever the page is doing. Open it after the page's stream: the daemon writes
 * each event to its streams in the order they opened, so the page's copy is out before ours.
 */
async function pauseOnceRead(daemon: Daemon, dirs: string[]): Promise<{ order: string[]; paused: Promise<void>; resume(): void; close(): Promise<void> }> {
  const order: string[] = [];
  let stopped = false;
  let pause!: () => void;
  const paused = new Promise<void>((resolve) => (pause = resolve));
  const parser = createSseParser((name, data) => {
    if (name !== 'memoryDir.status') return;
    order.push((JSON.parse(data) as { id: string }).id);
    if (stopped || !dirs.every((id) => order.includes(id))) return;
    stopped = true;
    process.kill(daemon.child.pid!, 'SIGSTOP');
    pause();
  });
  const abort = new AbortController();
  // Resolves once the daemon holds the stream (it sends the headers and a first comment when it does).
  const res = await fetch(`${daemon.origin}/api/events`, { headers: { Authorization: `Bearer ${daemon.token}`, Accept: 'text/event-stream' }, signal: abort.signal });
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) parser.push(decoder.decode(chunk as Uint8Array, { stream: true }));
  })().catch(() => undefined);
  return {
    order,
    paused,
    resume: () => stopped && process.kill(daemon.child.pid!, 'SIGCONT'),
    async close() {
      abort.abort();
      await reading;
    },
  };
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

  /*
   * What is proved, and how without a race: the first states come before any data (the list is
   * asked for only once the dirs show by name), and the small dirs do not wait for the big one:
   * the daemon is paused the moment the last small dir's status is out, so a daemon that reads
   * the big dir after them is caught mid-read and the page must show the small cards beside the
   * big skeleton. One that made them wait would have sent the big dir's status with theirs,
   * before the pause, and the page would show all four together.
   */
  it('shows a skeleton at once, then the small dirs while the big one is still being read, then every card', async () => {
    const { memoryDirs: dirs } = await createHttpClient({ baseUrl: daemon.origin, token: daemon.token }).call('memoryDirs.known', {});
    const big = dirs.find((d) => d.label === 'big-monorepo')!.id;
    const small = dirs.filter((d) => d.id !== big).map((d) => d.id);
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript({ content: RECORDER });
    // The scheduler's status reads every dir too (sending no events): held until the list is in,
    // so the big dir is read by the list alone, after the small ones.
    let listed!: () => void;
    const listIn = new Promise<void>((resolve) => (listed = resolve));
    await page.route('**/api/call/scheduler.status', async (route) => {
      await listIn;
      await route.continue();
    });
    let gateOpen!: (g: Awaited<ReturnType<typeof pauseOnceRead>>) => void;
    const gate = new Promise<Awaited<ReturnType<typeof pauseOnceRead>>>((resolve) => (gateOpen = resolve));
    await page.route('**/api/call/memoryDirs.list', async (route) => {
      await page.locator('[data-testid=dir-skeleton]:not([data-dir-id=""])').nth(dirs.length - 1).waitFor();
      await page.waitForFunction(() => (globalThis as unknown as { __streamOpen: boolean }).__streamOpen);
      gateOpen(await pauseOnceRead(daemon, small));
      await route.continue();
    });
    await page.goto(`${daemon.url}#/dirs`);
    const g = await gate;
    try {
      await g.paused;
      // The daemon is paused: once the small cards are in, the page shows what it shows while the big dir is read.
      await page.locator('[data-testid=dir-card]').nth(small.length - 1).waitFor();
      await screenshot(page, 'first-load-progress');
      const during = await page.evaluate(() => (globalThis as unknown as { __loadStates: LoadState[] }).__loadStates.at(-1)!);
      expect(g.order, "the big dir's status came with the small ones' (they waited for it) or before them").not.toContain(big);
      expect([...during.cards].sort()).toEqual([...small].sort());
      expect(during.skeletons).toEqual([big]);
      expect(during.progress).toBe('Read 3 of 4 memory dirs · still reading: big-monorepo');
    } finally {
      g.resume();
    }
    await page.locator('[data-testid=dir-card]').nth(dirs.length - 1).waitFor();
    await page.locator('[data-testid=dirs-progress]').waitFor({ state: 'detached' });
    listed();
    await g.close();
    expect(g.order.at(-1)).toBe(big);
    const states = await page.evaluate(() => (globalThis as unknown as { __loadStates: LoadState[] }).__loadStates);
    const cards = await page.locator('[data-testid=dir-card]').evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-dir-id'), label: e.querySelector('[data-testid=dir-label]')?.textContent })));
    expect(cards.map((c) => c.label).sort()).toEqual(['acme-shop', 'big-monorepo', 'legacy-api', 'old-notes']);
    const shown = states.filter((s) => s.skeletons.length + s.cards.length > 0);

    // Before any data: skeletons and a progress line, no card; then the dirs by name, each still being read.
    expect(shown[0]!.cards).toEqual([]);
    expect(shown[0]!.skeletons.length).toBeGreaterThan(0);
    expect(shown[0]!.progress).toMatch(/^(Finding memory dirs…|Read 0 of 4 memory dirs · still reading: )/);
    expect(shown.some((s) => s.skeletons.length === 4 && s.skeletons.includes(big) && s.cards.length === 0)).toBe(true);
    // The end: every card, no skeleton, the big dir's count from its data.
    const last = states.at(-1)!;
    expect(last.skeletons).toEqual([]);
    expect(last.cards.length).toBe(4);
    const bigCard = page.locator(`[data-testid=dir-card][data-dir-id="${big}"]`);
    expect(await bigCard.locator('[data-testid=memory-count]').textContent()).toBe(`${BIG.toLocaleString('en')} memories`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
