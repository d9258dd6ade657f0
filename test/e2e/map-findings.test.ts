import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { callDaemon, type Daemon, dirIdOf, screenshot, startUiSession, stopUiSession } from './harness.js';

interface MapData {
  nodes: Array<{ id: string }>;
  edges: Array<{ source: string; target: string; kind: string; detail?: string }>;
}

const older = (name: string, type: string, body: string) => `---\nname: ${name}\ndescription: About ${name}\ntype: ${type}\n---\n${body}`;
const newer = (name: string, type: string, body: string, modified: string) => `---\nname: ${name}\ndescription: About ${name}\nmetadata:\n  type: ${type}\nmodified: ${modified}\n---\n${body}`;

/**
 * The map's finding edges from a real dream: a paraphrased duplicate and an implicit
 * contradiction become dashed `possible-duplicate` / `contradiction` edges, and hovering one
 * shows the finding in words.
 */
describe('the memory map shows findings as edges (Chromium, real daemon, real dream)', { timeout: 120_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let acmeId: string;
  let data: MapData;

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession());
    await page.locator('[data-testid=dir-card]').first().waitFor();
    acmeId = await dirIdOf(page, 'acme-shop');
    const old = new Date(Date.now() - 80 * 86_400_000);
    const files: Record<string, string> = {
      'feedback_tests_before_merge.md': older('tests-before-merge', 'feedback', 'Run the full test suite before merging a pull request.\n'),
      'feedback_pr_tests.md': older('pr-tests', 'feedback', 'Before a pull request is merged, the full test suite must pass.\n'),
      'project_main_db.md': older('main-db', 'project', 'The main database runs Postgres 14.\n'),
    };
    for (const [f, text] of Object.entries(files)) {
      await writeFile(join(fx.memoryDir, f), text);
      await utimes(join(fx.memoryDir, f), old, old);
    }
    await writeFile(join(fx.memoryDir, 'project_upgrades.md'), newer('upgrades', 'project', 'We upgraded the main database to Postgres 16.\n', new Date().toISOString()));
    const dream = await callDaemon<{ outcome: string; findings: Array<{ kind: string }> }>(daemon, 'dream.run', { memoryDirId: acmeId });
    expect(dream.outcome).toBe('applied');
    expect(dream.findings.map((f) => f.kind)).toEqual(expect.arrayContaining(['possible-duplicate', 'contradiction']));
    data = await callDaemon<MapData>(daemon, 'map.get', { memoryDirId: acmeId });
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  const findingEdges = (m: MapData) => m.edges.filter((e) => e.kind === 'possible-duplicate' || e.kind === 'contradiction');

  it('the graph the view renders has the dream’s finding edges, with their words', async () => {
    const pair = (e: { source: string; target: string }) => [e.source, e.target].sort().join(' ');
    const dup = findingEdges(data).find((e) => e.kind === 'possible-duplicate' && pair(e) === 'feedback_pr_tests.md feedback_tests_before_merge.md');
    const contra = findingEdges(data).find((e) => e.kind === 'contradiction' && pair(e) === 'project_main_db.md project_upgrades.md');
    expect(dup?.detail).toMatch(/feedback_pr_tests\.md|feedback_tests_before_merge\.md/);
    expect(contra?.detail).toMatch(/Postgres 14.*Postgres 16/);

    await page.goto(`${daemon.origin}/#/map/${encodeURIComponent(acmeId)}`);
    await page.locator('[data-testid=map-stage][data-ready=true]').waitFor();
    await page.locator('[data-testid=map-list] summary').click();
    await page.locator('[data-testid=map-edge]').first().waitFor({ state: 'attached' });
    const shown = await page.locator('[data-testid=map-edge]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')} ${e.getAttribute('data-source')} ${e.getAttribute('data-target')}`));
    expect(shown).toEqual(data.edges.map((e) => `${e.kind} ${e.source} ${e.target}`));
    expect(await page.locator('[data-testid=map-legend-dashed]').count()).toBeGreaterThanOrEqual(2);
  });

  it('hovering a dashed finding edge shows the finding', async () => {
    // Where the list says each finding edge is drawn (opening the list leaves the map's size alone).
    const ends = new Map<string, [[number, number], [number, number]]>();
    for (const e of findingEdges(data)) {
      const row = page.locator(`[data-testid=map-edge][data-kind=${e.kind}][data-source="${e.source}"][data-target="${e.target}"]`);
      ends.set(`${e.kind} ${e.source} ${e.target}`, (await row.getAttribute('data-screen'))!.split(' ').map((p) => p.split(',').map(Number)) as [[number, number], [number, number]]);
    }
    const canvas = page.locator('[data-testid=map-canvas]');
    for (const kind of ['contradiction', 'possible-duplicate']) {
      const edge = findingEdges(data).find((e) => e.kind === kind)!;
      const [[x1, y1], [x2, y2]] = ends.get(`${kind} ${edge.source} ${edge.target}`)!;
      // Points along the edge, away from its ends (where the nodes' own tips win).
      let tip = '';
      for (const t of [0.5, 0.4, 0.6, 0.3, 0.7]) {
        await canvas.hover({ position: { x: x1 + t * (x2 - x1), y: y1 + t * (y2 - y1) } });
        const el = page.locator(`[data-testid=map-tip][data-kind=${kind}]`);
        if (await el.waitFor({ timeout: 1000 }).then(() => true, () => false)) {
          tip = (await el.textContent()) ?? '';
          break;
        }
      }
      expect(tip).toContain(`${edge.source} ↔ ${edge.target}`);
      expect(tip).toContain(edge.detail!);
      expect(tip).toMatch(kind === 'contradiction' ? /^contradiction \(finding\)/ : /^possible duplicate \(finding\)/);
      // The canvas in view with its tip (the page scrolled to it).
      if (kind === 'contradiction') await screenshot(page, 'map-finding-hover', false);
    }
    // The map kept its size with the list open, then closed.
    const open = (await canvas.boundingBox())!;
    await page.locator('[data-testid=map-list] summary').click();
    await page.waitForTimeout(200);
    expect((await canvas.boundingBox())!.height).toBe(open.height);
    expect(errors).toEqual([]);
  });
});
