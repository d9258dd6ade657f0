/**
 * Memory map speed at 500 and 2,000 memories (linked, indexed, read by sessions), served by the
 * real daemon and drawn in Chromium. For each size, in the same run:
 *
 * - baseline: the plain file list of the same dir, from opening it to the list painted, and
 *   its frame time while scrolled (one scroll step per animation frame);
 * - map: from opening the map to the layout settled (the worker's wall time), and the frame
 *   time while zoomed (one wheel step per animation frame, every step a full repaint), a first
 *   pass (labels and their fonts appear as it zooms in) and a second, warm one.
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

/** Frame times (ms between animation frames) while `step` runs once per frame. */
async function frameTimes(page: Page, selector: string, kind: 'wheel' | 'scroll'): Promise<{ median: number; p95: number }> {
  return page.evaluate(
    async ({ selector, kind, frames }) => {
      // Runs in the page (this file is type-checked without the DOM library).
      interface El { getBoundingClientRect(): { left: number; top: number; width: number; height: number }; dispatchEvent(e: unknown): void; scrollTop: number }
      const w = globalThis as unknown as { document: { querySelector(s: string): El }; WheelEvent: new (type: string, init: object) => unknown; requestAnimationFrame(cb: () => void): void };
      const el = w.document.querySelector(selector);
      const r = el.getBoundingClientRect();
      const times: number[] = [];
      let last = performance.now();
      for (let i = 0; i < frames; i++) {
        if (kind === 'wheel') el.dispatchEvent(new w.WheelEvent('wheel', { deltaY: i % 40 < 20 ? -60 : 60, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true }));
        else el.scrollTop = (i % 2 === 0 ? 1 : -1) * 400 + el.scrollTop;
        await new Promise((done) => w.requestAnimationFrame(() => done(null)));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      times.sort((a, b) => a - b);
      return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
    },
    { selector, kind, frames: FRAMES },
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
    // First pass: labels appear as it zooms in (fonts, CJK fallback, load on first use); second pass: warm.
    const mapFramesCold = await frameTimes(page, '[data-testid=map-canvas]', 'wheel');
    const mapFrames = await frameTimes(page, '[data-testid=map-canvas]', 'wheel');
    const paintMs = Number(await stage.getAttribute('data-paint-ms'));

    const f = (x: number) => `${x.toFixed(1)} ms`;
    console.log(`\n${n.toLocaleString('en')} memories: ${nodes} nodes, ${edges} edges (layout ${offMain === 'true' ? 'in a worker' : 'on the main thread'})`);
    console.log(`  baseline file list: open -> painted ${f(listMs)}; frame while scrolling median ${f(listFrames.median)}, p95 ${f(listFrames.p95)}`);
    console.log(`  map: open -> settled ${f(mapMs)} (layout ${f(layoutMs)}); frame while zooming median ${f(mapFrames.median)}, p95 ${f(mapFrames.p95)} (first pass median ${f(mapFramesCold.median)}, p95 ${f(mapFramesCold.p95)}; last paint ${f(paintMs)} of canvas calls)`);
    console.log(`  ratios to the list: open ${(mapMs / listMs).toFixed(2)}x, frame median ${(mapFrames.median / listFrames.median).toFixed(2)}x, p95 ${(mapFrames.p95 / listFrames.p95).toFixed(2)}x`);
  } finally {
    await browser.close();
    await daemon.stop();
    await rm(root, { recursive: true, force: true });
  }
}

for (const n of SIZES) await measure(n);
