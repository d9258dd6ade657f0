import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './fixture.js';
import { runCli } from '../helpers/cli.js';
import { callDaemon, type Daemon, dirIdOf, screenshot, startUiSession, stopUiSession } from './harness.js';

/** Editing memory in the window (CodeMirror), through the real daemon, on real files. */
describe('editing memory in the window (Chromium, real daemon)', { timeout: 90_000 }, () => {
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
  });
  afterAll(() => stopUiSession({ fx, daemon, browser }));

  const disk = (f: string) => readFile(join(fx.memoryDir, f), 'utf8');
  const openEditor = async (file: string, dirId = acmeId) => {
    await page.goto(`${daemon.url.replace(/\/\?token=.*$/, '/')}#/edit/${encodeURIComponent(dirId)}/${file.split('/').map(encodeURIComponent).join('/')}`);
    await page.locator('[data-testid=edit-view] .cm-content').waitFor();
  };
  /** Type at the end of the document, as a person would. */
  const typeAtEnd = async (text: string) => {
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(text);
  };

  it('edits through the form and the editor; the file on disk is what was typed, a snapshot exists, undo puts it back', async () => {
    await page.locator('[data-testid=dir-card]').first().waitFor();
    await page.goto(`${daemon.url.replace(/\/\?token=.*$/, '/')}#/browse/${encodeURIComponent(acmeId)}/feedback_testing.md`);
    await page.locator('[data-testid=edit-file]').click();
    await page.locator('[data-testid=edit-view] .cm-content').waitFor();
    const original = fx.files['feedback_testing.md']!;
    expect(await page.locator('[data-testid=fm-description]').inputValue()).toBe('integration tests hit a real database, never mocks');
    await page.locator('[data-testid=fm-description]').fill('integration tests hit a real Postgres: never mocks');
    await typeAtEnd('Added in the window. 在窗口中添加。');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=edit-save]').click();
    await page.locator('[data-testid=edit-saved]').waitFor();
    const expected = original.replace('description: integration tests hit a real database, never mocks', 'description: "integration tests hit a real Postgres: never mocks"') + 'Added in the window. 在窗口中添加。\n';
    expect(await disk('feedback_testing.md')).toBe(expected);
    const snaps = await callDaemon<{ snapshots: Array<{ reason: string }> }>(daemon, 'snapshots.list', { memoryDirId: acmeId });
    expect(snaps.snapshots.map((s) => s.reason)).toContain('pre-edit');
    const history = await callDaemon<{ dreams: Array<{ summary: string }> }>(daemon, 'dreams.history', { memoryDirId: acmeId });
    expect(history.dreams[0]?.summary).toBe('Edited feedback_testing.md by hand');
    await screenshot(page, 'edit-saved');
    await page.locator('[data-testid=edit-undo]').click();
    await page.locator('[data-testid=edit-saved]').waitFor({ state: 'detached' });
    expect(await disk('feedback_testing.md')).toBe(original);
    expect(await page.locator('[data-testid=fm-description]').inputValue()).toBe('integration tests hit a real database, never mocks');
  });

  it('a change written on disk while editing is never overwritten silently: both are shown and the person chooses', async () => {
    await openEditor('project_deploy_zh.md');
    await typeAtEnd('窗口里的修改。');
    const outside = `${fx.files['project_deploy_zh.md']!}Claude Code 同时写入的内容。\n`;
    await writeFile(join(fx.memoryDir, 'project_deploy_zh.md'), outside);
    await page.locator('[data-testid=edit-save]').click();
    await page.locator('[data-testid=edit-conflict]').waitFor();
    expect(await page.locator('[data-testid=conflict-theirs]').textContent()).toBe(outside);
    expect(await page.locator('[data-testid=conflict-yours]').textContent()).toContain('窗口里的修改。');
    expect(await disk('project_deploy_zh.md')).toBe(outside);
    await screenshot(page, 'edit-conflict');
    await page.locator('[data-testid=conflict-keep-mine]').click();
    await page.locator('[data-testid=edit-saved]').waitFor();
    expect(await disk('project_deploy_zh.md')).toBe(`${fx.files['project_deploy_zh.md']!}窗口里的修改。`);
  });

  it('invalid frontmatter is shown with its line and never saved', async () => {
    await openEditor('user_role.md');
    await page.locator('.cm-content').fill('---\nname: user-role\ndescription: [unclosed\ntype: user\n---\nBody.\n');
    await page.locator('[data-testid=edit-save]').click();
    const box = page.locator('[data-testid=error-box][data-code=malformed-file]');
    await box.waitFor();
    expect(await box.textContent()).toMatch(/user_role\.md, line [34]/);
    expect(await page.locator('.cm-error-line').count()).toBe(1);
    expect(await disk('user_role.md')).toBe(fx.files['user_role.md']);
  });

  it('MEMORY.md shows its limits live while typing', async () => {
    await openEditor('MEMORY.md');
    expect(await page.locator('[data-testid=limit-lines]').textContent()).toBe('10 / 200 lines');
    await typeAtEnd(`- [Long](long.md) — ${'x'.repeat(140)}`);
    expect(await page.locator('[data-testid=limit-long]').textContent()).toMatch(/1 entry over 150 characters \(line 11\)/);
  });

  it('is refused while a dream holds the lock, saying who holds it', async () => {
    const legacyId = await callDaemon<{ id: string }>(daemon, 'memoryDirs.resolve', { memoryDir: fx.lockedMemoryDir });
    await openEditor('api_versions.md', legacyId.id);
    await typeAtEnd('More.');
    await page.locator('[data-testid=edit-save]').click();
    const box = page.locator('[data-testid=error-box][data-code=locked]');
    await box.waitFor();
    expect(await box.textContent()).toContain(`PID ${process.pid}`);
    expect(await readFile(join(fx.lockedMemoryDir, 'api_versions.md'), 'utf8')).not.toContain('More.');
  });

  it('creates, renames and deletes a memory with the index and [[links]] following', async () => {
    await page.goto(`${daemon.url.replace(/\/\?token=.*$/, '/')}#/browse/${encodeURIComponent(acmeId)}`);
    await page.locator('[data-testid=new-memory-link]').click();
    await page.locator('[data-testid=new-title]').fill('发布检查清单');
    await page.locator('[data-testid=new-description]').fill('checks before each release');
    await page.locator('[data-testid=new-submit]').click();
    await page.locator('[data-testid=edit-view][data-file="project_发布检查清单.md"]').waitFor();
    expect(await disk('MEMORY.md')).toContain('- [发布检查清单](project_发布检查清单.md) — checks before each release\n');
    expect(await disk('project_发布检查清单.md')).toContain('name: 发布检查清单\n');

    // A memory that links to another by its file name; the rename must carry the link along.
    await writeFile(join(fx.memoryDir, 'user_role.md'), `${fx.files['user_role.md']!}See [[reference_linear]] for bugs.\n`);
    await openEditor('reference_linear.md');
    await page.locator('[data-testid=rename-input]').fill('reference_tracker.md');
    await page.locator('[data-testid=rename-submit]').click();
    await page.locator('[data-testid=edit-view][data-file="reference_tracker.md"]').waitFor();
    expect(await disk('MEMORY.md')).toContain('- [Bug tracker](reference_tracker.md) — pipeline bugs live in Linear project INGEST');
    expect(await disk('MEMORY.md')).not.toContain('(reference_linear.md)');
    expect(await disk('user_role.md')).toContain('See [[reference_tracker]] for bugs.');
    await expect(disk('reference_linear.md')).rejects.toThrow();

    await page.locator('[data-testid=delete-button]').click();
    await page.locator('[data-testid=confirm-dialog] button', { hasText: 'Delete' }).click();
    await page.locator('[data-testid=index-view]').waitFor();
    await expect(disk('reference_tracker.md')).rejects.toThrow();
    expect(await disk('MEMORY.md')).not.toContain('reference_tracker.md');
    // Kept in the snapshot taken first: restoring that one file brings it back.
    const snaps = await callDaemon<{ snapshots: Array<{ id: string; reason: string }> }>(daemon, 'snapshots.list', { memoryDirId: acmeId });
    const pre = snaps.snapshots.find((s) => s.reason === 'pre-edit')!;
    await callDaemon(daemon, 'snapshots.restore', { snapshotId: pre.id, file: 'reference_tracker.md' });
    expect(await disk('reference_tracker.md')).toContain('name: bug-tracker');
    // The refusals above (locked: 409, malformed frontmatter: 422) are answers, not page errors.
    expect(errors.filter((e) => !/status of (409|422) /.test(e))).toEqual([]);
  });
  it('history says who made each edit and through which door (window or autodream edit); an undo is its own entry', async () => {
    // An edit from a terminal: `autodream edit` with an "editor" script, on the daemon's own dirs.
    const before = await disk('user_role.md');
    const ed = join(fx.home, 'append-editor.sh');
    await writeFile(ed, '#!/bin/sh\nprintf "Edited in a terminal.\\n" >> "$1"\n');
    await chmod(ed, 0o755);
    const cli = await runCli(['--config-dir', fx.configHome, '--state-dir', fx.stateDir, 'edit', join(fx.memoryDir, 'user_role.md'), '--json'], { env: { HOME: fx.home, EDITOR: ed, VISUAL: '' } });
    expect(cli.stderr).toBe('');
    const saved = cli.json<{ status: string; editId: string }>();
    expect(saved.status).toBe('saved');
    expect(await disk('user_role.md')).toMatch(/Edited in a terminal\.\n$/);

    type Row = { dreamId: string; summary: string; trigger?: string; edit?: boolean; undoOf?: string; undoneBy?: string | null };
    const history = (await callDaemon<{ dreams: Row[] }>(daemon, 'dreams.history', { memoryDirId: acmeId })).dreams;
    const windowEdit = history.find((d) => d.summary === 'Edited feedback_testing.md by hand')!;
    expect(windowEdit).toMatchObject({ edit: true, trigger: 'manual' });
    expect(windowEdit.undoneBy).toBeTruthy();
    expect(history.find((d) => d.dreamId === saved.editId)).toMatchObject({ edit: true, trigger: 'cli', summary: 'Edited user_role.md by hand' });
    const undo = history.find((d) => d.undoOf === windowEdit.dreamId)!;
    expect(undo.summary).toMatch(/^Undid the edit of \d{4}-\d\d-\d\d \d\d:\d\d: 1 file put back as before$/);
    expect(undo.edit).toBeUndefined();

    await page.goto(`${daemon.url.replace(/\/\?token=.*$/, '/')}#/history/${encodeURIComponent(acmeId)}`);
    const row = (id: string) => page.locator(`[data-testid=history-row][data-dream-id="${id}"]`);
    await row(saved.editId).waitFor();
    expect(await row(saved.editId).locator('[data-testid=edit-entry-badge]').textContent()).toBe('Edit');
    expect(await row(saved.editId).locator('[data-testid=history-who]').textContent()).toContain('edited by you with autodream edit');
    expect(await row(windowEdit.dreamId).locator('[data-testid=history-who]').textContent()).toContain('edited by you in the window');
    expect(await row(windowEdit.dreamId).locator('[data-testid=undone-badge]').count()).toBe(1);
    expect(await row(undo.dreamId).locator('[data-testid=undo-entry-badge]').textContent()).toBe('Undo');
    expect(await row(undo.dreamId).locator('[data-testid=history-who]').textContent()).toContain('undone by you');
    await screenshot(page, 'edit-history');

    // The terminal edit's report: an edit, made with autodream edit, undone from the window as an edit.
    await row(saved.editId).locator('a').click();
    await page.locator('[data-testid=report]').waitFor();
    expect(await page.locator('#report-title').textContent()).toBe('Edit');
    expect(await page.locator('[data-testid=report-who]').textContent()).toBe('edited by you with autodream edit');
    expect(await page.locator('[data-testid=change-reason]').textContent()).toBe('user_role.md edited by a person, with `autodream edit`');
    await page.locator('[data-testid=undo-button]', { hasText: 'Undo this edit' }).click();
    await page.locator('[data-testid=confirm-dialog] button', { hasText: 'Undo the edit' }).click();
    await page.locator('[data-testid=undo-result]').waitFor();
    expect(await disk('user_role.md')).toBe(before);
  });
  it('a dream running in the dir refuses a save from the window (no edit lands under its plan); saved after it, both versions are shown and nothing is overwritten silently', { timeout: 120_000 }, async () => {
    // Padding memories (not indexed, so the dream's index work is bounded) make the dream plan for a while.
    for (let i = 0; i < 1500; i++) await writeFile(join(fx.memoryDir, `project_padding_${i}.md`), `---\nname: padding-${i}\ndescription: padding ${i}\ntype: project\n---\nService ${i} keeps its build cache for ${i % 30} days.\n`);
    await openEditor('project_deploy_freeze.md');
    await typeAtEnd('Edited while a dream ran.');
    const before = await disk('project_deploy_freeze.md');
    // The dream starts from a second window, as a person would click Dream now there.
    const other = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    other.setDefaultTimeout(60_000);
    await other.goto(`${daemon.url}#/dirs`);
    await other.locator(`[data-testid=dir-card][data-dir-id="${acmeId}"] [data-testid=dream-now]`).click();
    await other.locator('[data-testid=dream-progress][data-state=running]').waitFor();
    await page.locator('[data-testid=edit-save]').click();
    const refused = page.locator('[data-testid=error-box][data-code=locked]');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/dream/i);
    expect(await disk('project_deploy_freeze.md')).toBe(before);

    await other.locator('[data-testid=dream-outcome][data-outcome=applied]').waitFor({ timeout: 100_000 });
    const dreamt = await disk('project_deploy_freeze.md');
    expect(dreamt).not.toBe(before); // the dream fixed the relative date in this file
    expect(dreamt).not.toContain('Edited while a dream ran.');
    // Saving again: the file changed since it was opened, so both versions are shown; nothing is overwritten until the person chooses.
    await page.locator('[data-testid=edit-save]').click();
    await page.locator('[data-testid=edit-conflict]').waitFor();
    expect(await page.locator('[data-testid=conflict-theirs]').textContent()).toBe(dreamt);
    expect(await page.locator('[data-testid=conflict-yours]').textContent()).toContain('Edited while a dream ran.');
    expect(await disk('project_deploy_freeze.md')).toBe(dreamt);
    await page.locator('[data-testid=conflict-keep-mine]').click();
    await page.locator('[data-testid=edit-saved]').waitFor();
    expect(await disk('project_deploy_freeze.md')).toContain('Edited while a dream ran.');
    await other.close();
  });
});
