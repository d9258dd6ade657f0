import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { callDaemon, type Daemon, dirIdOf, openUi, screenshot, startUiSession, stopUiSession } from './harness.js';

interface MapData {
  snapshotId: string | null;
  nodes: Array<{ id: string; label: string; type: string; reads: number; rings: string[] }>;
  edges: Array<{ source: string; target: string; kind: string; detail?: string }>;
  timeline: Array<{ id: string; reason: string }>;
}

/** A session that read memory files with tool calls, as Claude Code writes them. */
function readingSession(memoryDir: string, cwd: string, reads: Record<string, number>): string {
  const id = '7e57a11d-0000-4000-8000-00000000beef';
  const lines = Object.entries(reads).flatMap(([file, n]) =>
    Array.from({ length: n }, (_, i) => ({
      type: 'assistant',
      sessionId: id,
      cwd,
      timestamp: new Date(Date.now() - 3_600_000 + i * 1000).toISOString(),
      message: { role: 'assistant', content: [{ type: 'tool_use', id: `t${file}${i}`, name: 'Read', input: { file_path: join(memoryDir, file) } }] },
    })),
  );
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/** The memory map of the fixture dir, against the engine's own graph data. */
describe('the memory map (Chromium, real daemon)', { timeout: 120_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let acmeId: string;

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession());
    await page.locator('[data-testid=dir-card]').first().waitFor();
    acmeId = await dirIdOf(page, 'acme-shop');
    await writeFile(join(fx.transcriptDir, '7e57a11d-0000-4000-8000-00000000beef.jsonl'), readingSession(fx.memoryDir, fx.projectRoot, { 'project_deploy_freeze.md': 3, 'user_prefs_zh.md': 1 }));
    await writeFile(join(fx.memoryDir, 'reference_linear.md'), `${fx.files['reference_linear.md']!}\nRelated: [[user-role]], [[部署流程]]\n`);
    // A dream: merges the duplicate database memories, drops the stale pointer, snapshots first.
    const dream = await callDaemon<{ outcome: string }>(daemon, 'dream.run', { memoryDirId: acmeId });
    expect(dream.outcome).toBe('applied');
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  const openMap = async (p: Page) => {
    await p.goto(`${daemon.url.replace(/\/\?token=.*$/, '/')}#/map/${encodeURIComponent(acmeId)}`);
    await p.locator('[data-testid=map-stage][data-ready=true]').waitFor();
  };
  /** What the view drew, from its list of the same graph. */
  const shown = async (p: Page) => {
    const list = p.locator('[data-testid=map-list]');
    if (!(await list.evaluate((d) => (d as unknown as { open: boolean }).open))) await list.locator('summary').click();
    // The list renders its rows after the toggle: wait for them before reading.
    await p.locator('[data-testid=map-node]').first().waitFor({ state: 'attached' });
    const nodes = await p.locator('[data-testid=map-node]').evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-id'), type: e.getAttribute('data-type'), reads: Number(e.getAttribute('data-reads')), rings: e.getAttribute('data-rings') })));
    const edges = await p.locator('[data-testid=map-edge]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')} ${e.getAttribute('data-source')} ${e.getAttribute('data-target')}`));
    return { nodes, edges };
  };
  const asShown = (m: MapData) => ({
    nodes: m.nodes.map((n) => ({ id: n.id, type: n.type, reads: n.reads, rings: n.rings.join(' ') })),
    edges: m.edges.map((e) => `${e.kind} ${e.source} ${e.target}`),
  });

  it('draws the dir now: nodes by type and reads, rings, index, link and merge edges, exactly the engine graph', async () => {
    await openMap(page);
    const data = await callDaemon<MapData>(daemon, 'map.get', { memoryDirId: acmeId });
    const view = await shown(page);
    expect(view).toEqual(asShown(data));
    expect(Number(await page.locator('[data-testid=map-canvas]').getAttribute('data-nodes'))).toBe(data.nodes.length);
    const node = (id: string) => data.nodes.find((n) => n.id === id);
    expect(node('project_deploy_freeze.md')).toMatchObject({ type: 'project', reads: 3 });
    expect(node('user_prefs_zh.md')).toMatchObject({ label: '用户偏好', type: 'user', reads: 1 });
    expect(node('feedback_review.md')!.rings).toContain('unreadable');
    expect(node('team/oncall.md')!.type).toBe('team');
    expect(node('MEMORY.md')!.type).toBe('index');
    expect(view.edges).toContain('link reference_linear.md user_role.md');
    expect(view.edges).toContain('link reference_linear.md project_deploy_zh.md');
    expect(view.edges).toContain('index MEMORY.md project_deploy_freeze.md');
    const merge = data.edges.find((e) => e.kind === 'merge');
    expect(merge).toBeDefined();
    expect(node(merge!.target)!.type).toBe('merged');
    expect(data.timeline.map((s) => s.reason)).toContain('pre-dream');
    await screenshot(page, 'map', false);
  });

  it('replays the dir through its snapshots with the time slider', async () => {
    const slider = page.locator('[data-testid=map-slider]');
    const pre = (await callDaemon<MapData>(daemon, 'map.get', { memoryDirId: acmeId })).timeline.findIndex((s) => s.reason === 'pre-dream');
    await slider.fill(String(pre));
    await page.locator(`[data-testid=map-stage][data-ready=true][data-snapshot]:not([data-snapshot=""])`).waitFor();
    const snapshotId = await page.locator('[data-testid=map-stage]').getAttribute('data-snapshot');
    const before = await callDaemon<MapData>(daemon, 'map.get', { memoryDirId: acmeId, snapshotId });
    expect(await shown(page)).toEqual(asShown(before));
    // Before the dream: the stale pointer is there, the duplicate is a memory of its own, no merge yet.
    expect(before.nodes.find((n) => n.id === 'staging_notes.md')).toMatchObject({ type: 'missing', rings: ['stale'] });
    expect(before.edges.some((e) => e.kind === 'merge')).toBe(false);
    await slider.fill(String(before.timeline.length));
    await page.locator('[data-testid=map-stage][data-ready=true][data-snapshot=""]').waitFor();
  });

  it('clicking a node opens its file', async () => {
    await openMap(page);
    await shown(page);
    const at = await page.locator('[data-testid=map-node][data-id="user_prefs_zh.md"]').getAttribute('data-screen');
    const [x, y] = at!.split(',').map(Number);
    await page.locator('[data-testid=map-canvas]').click({ position: { x: x!, y: y! } });
    await page.locator('[data-testid=file-view][data-file="user_prefs_zh.md"]').waitFor();
    expect(page.url()).toContain(`#/browse/${encodeURIComponent(acmeId)}/user_prefs_zh.md`);
  });

  it('works in dark mode and in the 420 px popover', async () => {
    const dark = await openUi(browser, daemon, `#/map/${encodeURIComponent(acmeId)}`, 'dark');
    await dark.page.locator('[data-testid=map-stage][data-ready=true]').waitFor();
    await screenshot(dark.page, 'map-dark', false);
    await dark.page.setViewportSize({ width: 420, height: 640 });
    await dark.page.waitForTimeout(200);
    const box = await dark.page.locator('[data-testid=map-canvas]').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(420);
    expect(box!.height).toBeGreaterThan(200);
    await screenshot(dark.page, 'map-popover', false);
    await dark.page.close();
    expect([...errors, ...dark.errors]).toEqual([]);
  });
});
