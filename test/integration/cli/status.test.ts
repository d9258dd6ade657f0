import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { realisticHome, type RealisticHome } from '../../helpers/config-home.js';
import { runCli } from '../../helpers/cli.js';
import type { MemoryDirStatus } from '../../../electron/core/api/contract.js';

const HOUR = 3_600_000;

describe('autodream status on a realistic config home', () => {
  let h: RealisticHome;
  let dirs: MemoryDirStatus[];
  const byLabel = (l: string) => dirs.find((d) => d.label === l)!;

  beforeAll(async () => {
    h = await realisticHome();
    const r = await runCli(['status', '--json', '--config-dir', h.configHome, '--state-dir', h.stateDir], { env: { HOME: h.root } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    dirs = r.json<{ memoryDirs: MemoryDirStatus[] }>().memoryDirs;
  });
  afterAll(() => h?.cleanup());

  it('lists each memory dir once, named after its project', () => {
    expect(dirs.map((d) => d.label).sort()).toEqual(['acme-shop', 'blog', 'notes']);
    for (const d of dirs) expect(d.kind).toBe('claude-code');
    expect(byLabel('acme-shop').transcriptDir).toBe(join(h.configHome, 'projects', h.repos.shop.replace(/[^a-zA-Z0-9]/g, '-')));
  });

  it('counts sessions like Claude Code, plus those from worktrees and subfolders, never agent transcripts', () => {
    const shop = byLabel('acme-shop');
    // 5 + 1 (with a broken line) direct sessions since the last dream; the 40 h old one is before it.
    expect(shop.sessionsSince - shop.relatedSessionsSince).toBe(6);
    expect(shop.relatedSessionsSince).toBe(2);
    expect(shop.due).toBe(true);
    expect(shop.gates.every((g) => g.pass)).toBe(true);
    expect(Date.parse(shop.lastConsolidatedAt!)).toBeCloseTo(h.now - 30 * HOUR, -4);
  });

  it('reports the time gate with its reason and the next eligible time', () => {
    const notes = byLabel('notes');
    expect(notes.due).toBe(false);
    const time = notes.gates.find((g) => g.gate === 'time')!;
    expect(time.pass).toBe(false);
    expect(time.detail).toMatch(/24/);
    expect(Date.parse(notes.nextEligibleAt!)).toBeGreaterThan(h.now + 21 * HOUR);
    expect(Date.parse(notes.nextEligibleAt!)).toBeLessThan(h.now + 23 * HOUR);
    expect(notes.sessionsSince).toBe(1);
  });

  it('shows the live holder of a lock taken the way Claude Code takes it', () => {
    const blog = byLabel('blog');
    expect(blog.lock).toEqual({ held: true, pid: h.lockHolder.pid, state: 'held' });
    expect(blog.due).toBe(false);
  });

  it('changes nothing on disk', async () => {
    const lock = join(h.memory.shop, '.consolidate-lock');
    expect((await stat(lock)).mtimeMs).toBeCloseTo(h.now - 30 * HOUR, -4);
    expect(await readFile(lock, 'utf8')).toBe('');
  });

  it('prints a short human summary without --json', async () => {
    const r = await runCli(['status', '--config-dir', h.configHome, '--state-dir', h.stateDir], { env: { HOME: h.root } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/acme-shop/);
    expect(r.stdout).toMatch(/held by pid \d+/);
    expect(r.stdout).toMatch(/also 2 from subfolders\/worktrees/);
  });

  it('names a malformed settings file with line and column and exits 1 for settings set', async () => {
    const file = join(h.configHome, 'settings.json');
    await writeFile(file, '{\n  "model": "x",\n  "autoDreamEnabled": tru\n}\n');
    const before = await readFile(file, 'utf8');
    const r = await runCli(['settings', 'set', 'autoDreamEnabled', 'false', '--config-dir', h.configHome, '--state-dir', h.stateDir], { env: { HOME: h.root } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file}:3:`);
    expect(await readFile(file, 'utf8')).toBe(before);
    await writeFile(file, '{\n\t"model": "x",\n\t"env": { "A": "1" }\n}\n');
  });

  it('settings set autoDreamEnabled writes only that key', async () => {
    const file = join(h.configHome, 'settings.json');
    await writeFile(file, '{\n\t"model": "x",\n\t"env": { "A": "1" }\n}\n');
    const r = await runCli(['settings', 'set', 'autoDreamEnabled', 'false', '--json', '--config-dir', h.configHome, '--state-dir', h.stateDir], { env: { HOME: h.root } });
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({ autoDreamEnabled: false });
    expect(await readFile(file, 'utf8')).toBe('{\n\t"model": "x",\n\t"env": { "A": "1" },\n\t"autoDreamEnabled": false\n}\n');
    const s = await runCli(['status', '--json', '--config-dir', h.configHome, '--state-dir', h.stateDir], { env: { HOME: h.root } });
    const shop = s.json<{ memoryDirs: MemoryDirStatus[] }>().memoryDirs.find((d) => d.label === 'acme-shop')!;
    expect(shop.due).toBe(false);
    expect(shop.gates[0]).toMatchObject({ gate: 'enabled', pass: false });
  });

  it('exits 2 with usage for unknown commands and flags', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    const r = await runCli(['status', '--bogus']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bogus/);
  });
});
