/**
 * Memory map speed at 500 and 2,000 memories (linked, indexed, read by sessions), served by the
 * real daemon and drawn in Chromium. For each size, in the same run:
 *
 * - baseline: the plain file list of the same dir, from opening it to the list painted, and
 *   its frame time while scrolled (one scroll step per animation frame);
 * - map: from opening the map to the layout settled (the worker's wall time), and the frame
 *   time (one wheel step per animation frame, every step a full repaint) zoomed out (the fitted
 *   view) and zoomed in (~6x: labels shown, most nodes off screen), a first zoomed-in pass (fonts
 *   load on first use) and a second, warm one.
 *
 * Printed as times and as ratios to the baseline. Not a timed test.
 *
 *   npm run build && npm run bench map
 *   MAP_BENCH_SIZES=500 node --import tsx test/bench/map.bench.ts
 */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { slugOf } from '../e2e/fixture.js';
import { launchBrowser, startDaemon } from '../e2e/harness.js';

const SIZES = (process.env.MAP_BENCH_SIZES ?? '500,2000').split(',').map(Number);
const FRAMES = 90;
const TYPES = ['user', 'feedback', 'project', 'reference'] as const;

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

/** A Claude Code project with `n` memories: two [[links]] each, 150 indexed, a session reading some. */
async function buildDir(root: string, n: number): Promise<{ configHome: string; stateDir: string; home: string }> {
  const home = join(root, 'home');
  const configHome = join(home, '.claude');
  const projectRoot = join(root, 'code', `map-${n}`);
  await mkdir(join(projectRoot, '.git'), { recursive: true });
  const transcriptDir = join(configHome, 'projects', slugOf(projectRoot));
  const memoryDir = join(transcriptDir, 'memory');
  await mkdir(memoryDir, { recursive: true });
  const rnd = prng(n);
  const index: string[] = [];
  for (let i = 0; i < n; i++) {
    const type = TYPES[i % TYPES.length]!;
    const name = i % 5 === 0 ? `部署笔记-${i}` : `${type}-note-${i}`;
    const links = [Math.floor(rnd() * n), Math.floor(rnd() * n)].map((j) => `[[${j % 5 === 0 ? `部署笔记-${j}` : `${TYPES[j % TYPES.length]}-note-${j}`}]]`).join(', ');
    await writeFile(join(memoryDir, `${type}_${i}.md`), `---\nname: ${name}\ndescription: note ${i}\ntype: ${type}\n---\n\nA note about subsystem ${i}.\n\nRelated: ${links}\n`);
    if (index.length < 150) index.push(`- [${name}](${type}_${i}.md) — note ${i}`);
  }
  await writeFile(join(memoryDir, 'MEMORY.md'), `${index.join('\n')}\n`);
  const sid = '0b6c6a0e-3f1e-4a4e-9d3e-2f1a7c9b5e01';
  const reads = Array.from({ length: 400 }, (_, k) => {
    const i = Math.floor(rnd() * Math.min(n, 200));
    return JSON.stringify({ type: 'assistant', sessionId: sid, cwd: projectRoot, timestamp: new Date().toISOString(), message: { role: 'assistant', content: [{ type: 'tool_use', id: `t${k}`, name: 'Read', input: { file_path: join(memoryDir, `${TYPES[i % TYPES.length]}_${i}.md`) } }] } });
  });
  await writeFile(join(transcriptDir, `${sid}.jsonl`), `${reads.join('\n')}\n`);
  await mkdir(join(root, 'state'), { recursive: true });
  await writeFile(join(root, 'state', 'settings.json'), '{ "idleMinutes": 1440 }\n');
  return { configHome, stateDir: join(root, 'state'), home };
}

/**
 * Frame times (ms between animation frames) with one repaint per frame: a scroll step for the
 * list; for the map, a wheel step of +-`step` (zoom in then out again around the pointer), after
 * `zoomIn` wheel steps that bring the view in close (0 = the fitted, zoomed-out view).
 */
async function frameTimes(page: Page, selector: string, kind: 'wheel' | 'scroll', o: { zoomIn?: number; step?: number } = {}): Promise<{ median: number; p95: number }> {
  return page.evaluate(
    async ({ selector, kind, frames, zoomIn, step }) => {
      // Runs in the page (this file is type-checked without the DOM library).
      interface El { getBoundingClientRect(): { left: number; top: number; width: number; height: number }; dispatchEvent(e: unknown): void; scrollTop: number }
      const w = globalThis as unknown as { document: { querySelector(s: string): El }; WheelEvent: new (type: string, init: object) => unknown; requestAnimationFrame(cb: () => void): void };
      const el = w.document.querySelector(selector);
      const r = el.getBoundingClientRect();
      // No named helpers in here: the bench's own transpiler would wrap them in a helper the page lacks.
      const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true };
      for (let i = 0; i < zoomIn; i++) {
        el.dispatchEvent(new w.WheelEvent('wheel', { ...at, deltaY: -100 }));
        await new Promise((done) => w.requestAnimationFrame(() => done(null)));
      }
      const times: number[] = [];
      let last = performance.now();
      for (let i = 0; i < frames; i++) {
        if (kind === 'wheel') el.dispatchEvent(new w.WheelEvent('wheel', { ...at, deltaY: i % 20 < 10 ? -step : step }));
        else el.scrollTop = (i % 2 === 0 ? 1 : -1) * 400 + el.scrollTop;
        await new Promise((done) => w.requestAnimationFrame(() => done(null)));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      // Back to where it started, so passes do not add up.
      for (let i = 0; i < zoomIn; i++) el.dispatchEvent(new w.WheelEvent('wheel', { ...at, deltaY: 100 }));
      await new Promise((done) => w.requestAnimationFrame(() => done(null)));
      times.sort((a, b) => a - b);
      return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
    },
    { selector, kind, frames: FRAMES, zoomIn: o.zoomIn ?? 0, step: o.step ?? 30 },
  );
}

async function measure(n: number): Promise<void> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'ad-mapbench-')));
  const dirs = await buildDir(root, n);
  const daemon = await startDaemon(dirs);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(300_000);
    await page.goto(`${daemon.url}#/dirs`);
    await page.locator('[data-testid=dir-card]').first().waitFor();
    const dirId = (await page.locator('[data-testid=dir-card]').first().getAttribute('data-dir-id'))!;
    const base = daemon.origin + '/';
    // Warm the daemon's caches (inventory, read counts) once for both views.
    await page.goto(`${base}#/browse/${encodeURIComponent(dirId)}`);
    await page.locator('.file-list[data-ready=true]').waitFor();
    await page.goto(`${base}#/map/${encodeURIComponent(dirId)}`);
    await page.locator('[data-testid=map-stage][data-ready=true]').waitFor();

    await page.goto(`${base}#/dirs`);
    await page.locator('[data-testid=dir-card]').first().waitFor();
    let t = Date.now();
    await page.goto(`${base}#/browse/${encodeURIComponent(dirId)}`);
    await page.locator('.file-list[data-ready=true]').waitFor();
    const listMs = Date.now() - t;
    const listFrames = await frameTimes(page, '[data-testid=file-list]', 'scroll');

    await page.goto(`${base}#/dirs`);
    await page.locator('[data-testid=dir-card]').first().waitFor();
    t = Date.now();
    await page.goto(`${base}#/map/${encodeURIComponent(dirId)}`);
    await page.locator('[data-testid=map-stage][data-ready=true]').waitFor();
    const mapMs = Date.now() - t;
    const stage = page.locator('[data-testid=map-stage]');
    const layoutMs = Number(await stage.getAttribute('data-layout-ms'));
    const offMain = await stage.getAttribute('data-off-main-thread');
    const nodes = Number(await page.locator('[data-testid=map-canvas]').getAttribute('data-nodes'));
    const edges = Number(await page.locator('[data-testid=map-canvas]').getAttribute('data-edges'));
    // Zoomed out (the fitted view, every node on screen), then zoomed in (12 wheel steps, ~6x: labels
    // drawn, most nodes off screen) twice: the first pass loads fonts (CJK fallback) on first use.
    const outFrames = await frameTimes(page, '[data-testid=map-canvas]', 'wheel');
    const inFramesCold = await frameTimes(page, '[data-testid=map-canvas]', 'wheel', { zoomIn: 12 });
    const inFrames = await frameTimes(page, '[data-testid=map-canvas]', 'wheel', { zoomIn: 12 });
    const paintMs = Number(await stage.getAttribute('data-paint-ms'));

    const f = (x: number) => `${x.toFixed(1)} ms`;
    console.log(`\n${n.toLocaleString('en')} memories: ${nodes} nodes, ${edges} edges (layout ${offMain === 'true' ? 'in a worker' : 'on the main thread'})`);
    console.log(`  baseline file list: open -> painted ${f(listMs)}; frame while scrolling median ${f(listFrames.median)}, p95 ${f(listFrames.p95)}`);
    console.log(`  map: open -> settled ${f(mapMs)} (layout ${f(layoutMs)})`);
    console.log(`  map frame zoomed out: median ${f(outFrames.median)}, p95 ${f(outFrames.p95)}`);
    console.log(`  map frame zoomed in:  median ${f(inFrames.median)}, p95 ${f(inFrames.p95)} (first pass median ${f(inFramesCold.median)}, p95 ${f(inFramesCold.p95)}; last paint ${f(paintMs)} of canvas calls)`);
    console.log(`  ratios to the list: open ${(mapMs / listMs).toFixed(2)}x, frame median out ${(outFrames.median / listFrames.median).toFixed(2)}x, in ${(inFrames.median / listFrames.median).toFixed(2)}x, p95 out ${(outFrames.p95 / listFrames.p95).toFixed(2)}x, in ${(inFrames.p95 / listFrames.p95).toFixed(2)}x`);
  } finally {
    await browser.close();
    await daemon.stop();
    await rm(root, { recursive: true, force: true });
  }
}

for (const n of SIZES) await measure(n);
