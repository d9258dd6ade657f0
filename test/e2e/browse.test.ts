import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { type Daemon, dirIdOf, screenshot, startUiSession, stopUiSession } from './harness.js';

/** The memory dirs view, the memory browser and search, against the real daemon over real files. */
describe('memory dirs, browser and search (Chromium, real daemon)', { timeout: 60_000 }, () => {
  let fx: Fixture;
  let daemon: Daemon;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let acmeId: string;

  beforeAll(async () => {
    ({ fx, daemon, browser, page, errors } = await startUiSession());
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  const card = (label: string) => page.locator('[data-testid=dir-card]', { has: page.locator('[data-testid=dir-label]', { hasText: label }) });

  it('lists every memory dir with its status, and takes the token out of the address bar', async () => {
    await card('acme-shop').waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    const labels = await page.locator('[data-testid=dir-label]').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['acme-shop', 'legacy-api', 'old-notes']));
    acmeId = await dirIdOf(page, 'acme-shop');

    const acme = card('acme-shop');
    expect(await acme.locator('[data-testid=dir-kind]').textContent()).toBe('Claude Code');
    // Six transcripts since the last dream (there was none); the subagent transcript does not count.
    expect(await acme.locator('[data-testid=sessions-since] strong').textContent()).toBe('6');
    expect(await acme.locator('[data-testid=last-dream]').textContent()).toContain('never');
    expect(await acme.locator('[data-testid=problem]').first().textContent()).toContain('feedback_review.md');
    // The lock of legacy-api is held by this test process.
    expect(await card('legacy-api').locator('[data-testid=lock-holder]').textContent()).toContain(String(process.pid));
    await screenshot(page, 'dirs');
  });

  it('shows MEMORY.md with working links, a stale pointer marked, and files grouped by type', async () => {
    await card('acme-shop').locator('[data-testid=browse-link]').click();
    await page.locator('[data-testid=index-view]').waitFor();
    const link = page.locator('[data-testid=index-body] a', { hasText: 'Deploy freeze' });
    expect(await link.getAttribute('href')).toBe(`#/browse/${encodeURIComponent(acmeId)}/project_deploy_freeze.md`);
    const stale = page.locator('[data-testid=index-body] a', { hasText: 'Old staging notes' });
    expect(await stale.getAttribute('data-missing')).toBe('true');
    const stalePointers = await page.locator('[data-testid=stale-pointers]').textContent();
    expect(stalePointers).toContain('staging_notes.md');
    // The malformed file exists: its index line is not a stale pointer.
    expect(stalePointers).not.toContain('feedback_review.md');

    await page.locator('.file-list[data-ready=true]').waitFor();
    // The list is virtualized: read the group headers at the top, then at the bottom.
    const headers = async () => (await page.locator('[data-testid=group-header]').allTextContents()).map((g) => g.replace(/\s*\d+$/, ''));
    const seen = new Set(await headers());
    await page.locator('[data-testid=file-list]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    // The rows at the bottom are drawn on the scroll's next frame (a fixed 100 ms wait was too short under load once).
    await page.locator('[data-testid=group-header]').filter({ hasText: /^Logs/ }).waitFor({ timeout: 10_000 });
    for (const h of await headers()) seen.add(h);
    expect([...seen]).toEqual(['User', 'Feedback', 'Project', 'Reference', 'Team', 'Logs']);
    const total = Number(await page.locator('[data-testid=file-list]').getAttribute('data-count'));
    // Every file but the two indexes (MEMORY.md, team/MEMORY.md), the malformed one included, plus six headers.
    expect(total).toBe(Object.keys(fx.files).length - 2 + 6);
    await page.locator('[data-testid=file-list]').evaluate((el) => el.scrollTo(0, 0));
    // The filter narrows the list; each file sits under its type.
    const filter = page.locator('[data-testid=file-filter]');
    await filter.fill('oncall');
    await page.locator('[data-testid=file-row][data-file="team/oncall.md"]').waitFor();
    expect(await page.locator('[data-testid=group-header]').allTextContents()).toEqual([expect.stringMatching(/^Team/)]);
    await filter.fill('');
    await screenshot(page, 'browse-index', false);

    // Following an index link opens the file: frontmatter shown, body rendered as Markdown.
    await link.click();
    const view = page.locator('[data-testid=file-view][data-file="project_deploy_freeze.md"]');
    await view.locator('[data-testid=file-body]').waitFor();
    const frontmatter = await view.locator('[data-testid=frontmatter]').textContent();
    expect(frontmatter).toContain('deploy-freeze');
    expect(frontmatter).toContain('2026-03-11T09:30:00Z');
    expect(await view.locator('[data-testid=file-body] p').first().textContent()).toContain('Yesterday we agreed');
    expect(await view.locator('[data-testid=file-body] strong').first().textContent()).toBe('Why:');
    await screenshot(page, 'browse-file', false);
  });

  /** Open a file from the list the way a person finds it among many: filter, then click. */
  async function openFromList(file: string): Promise<void> {
    await page.locator('[data-testid=file-filter]').fill(file.replace(/\.md$/, ''));
    await page.locator(`[data-testid=file-row][data-file="${file}"]`).click();
    await page.locator('[data-testid=file-filter]').fill('');
  }

  it('renders a Chinese memory file', async () => {
    await openFromList('project_deploy_zh.md');
    const body = page.locator('[data-testid=file-view][data-file="project_deploy_zh.md"] [data-testid=file-body]');
    await body.waitFor();
    expect(await body.textContent()).toContain('部署前必须在运维频道通知运维团队');
    // A CJK font is in use: a Chinese character is about as wide as it is tall (no narrow tofu boxes).
    const box = await body.locator('p').first().evaluate((p) => {
      const r = p.ownerDocument.createRange();
      r.setStart(p.firstChild!, 0);
      r.setEnd(p.firstChild!, 1);
      const b = r.getBoundingClientRect();
      return { w: b.width, h: b.height };
    });
    expect(box.w).toBeGreaterThan(box.h * 0.6);
    await screenshot(page, 'browse-file-zh', false);
  });

  it('shows a malformed file’s problem in words, with its line and what to do', async () => {
    await openFromList('feedback_review.md');
    const view = page.locator('[data-testid=file-view][data-file="feedback_review.md"]');
    const problem = view.locator('[data-testid=error-box]').first();
    await problem.waitFor();
    expect(await problem.getAttribute('data-code')).toBe('malformed-file');
    const text = await problem.textContent();
    expect(text).toContain('feedback_review.md');
    expect(text).toMatch(/What to do:/);
    // The raw text stays visible so a person can fix it.
    expect(await view.locator('[data-testid=file-body]').textContent()).toContain('Keep review comments short');
    await screenshot(page, 'browse-malformed', false);
  });

  it('shows markup inside a memory as text: no element or script from the file ever runs', async () => {
    await openFromList('reference_markup.md');
    const body = page.locator('[data-testid=file-view][data-file="reference_markup.md"] [data-testid=file-body]');
    await body.waitFor();
    expect(await body.textContent()).toContain('<img src=x onerror="window.__pwned=1">');
    expect(await body.locator('img, script').count()).toBe(0);
    expect(await body.locator('a', { hasText: 'login page' }).count()).toBe(0);
    expect(await body.locator('a', { hasText: 'new docs' }).getAttribute('href')).toBe('https://docs.example.com/ingest');
    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  it('searches a Chinese term across memory dirs and marks the hits', async () => {
    await page.locator('[data-testid=search-input]').fill('部署');
    await page.locator('[data-testid=search-input]').press('Enter');
    const hit = page.locator('[data-testid=search-hit][data-file="project_deploy_zh.md"]');
    await hit.waitFor();
    const marks = await hit.locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => m.includes('部署'))).toBe(true);
    await screenshot(page, 'search-zh');
  });

  it('searches an English term and opens a hit', async () => {
    await page.locator('[data-testid=search-input]').fill('Postgres');
    await page.locator('[data-testid=search-input]').press('Enter');
    const hit = page.locator('[data-testid=search-hit][data-file="project_database.md"]');
    await hit.waitFor();
    expect((await hit.locator('mark').allTextContents()).some((m) => /postgres/i.test(m))).toBe(true);
    expect(await page.locator('[data-testid=search-hit][data-file="project_deploy_zh.md"]').count()).toBe(0);
    await screenshot(page, 'search-en');
    await hit.locator('a').first().click();
    await page.locator('[data-testid=file-view][data-file="project_database.md"] [data-testid=file-body]').waitFor();
  });

  it('the dark theme renders the same views', async () => {
    await page.locator('[data-testid=theme-toggle]').click(); // system -> light
    await page.locator('[data-testid=theme-toggle]').click(); // light -> dark
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const bg = await page.locator('body').evaluate((b) => b.ownerDocument.defaultView!.getComputedStyle(b).backgroundColor);
    expect(bg).not.toBe('rgb(246, 247, 251)');
    await page.goto(`${daemon.origin}/#/dirs`);
    await card('acme-shop').waitFor();
    await screenshot(page, 'dirs-dark');
    await page.locator('[data-testid=theme-toggle]').click(); // dark -> system
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
