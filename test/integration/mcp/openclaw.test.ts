import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../electron/core/clock.js';
import { parseOpenClawEntries } from '../../../electron/core/memdir/openclaw.js';
import { readTree } from '../daemon/memory-fixture.js';
import { call, connectStdio, type Dirs } from './mcp-child.js';

let root: string;
let dirs: Dirs;
let memory: string;
let client: Client;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-mcp-oc-'));
  dirs = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: join(root, 'home') };
  memory = join(dirs.home, '.openclaw', 'workspace', 'memory');
  for (const f of ['user', 'project', 'reference', 'feedback/positive', 'feedback/negative', 'sessions']) await mkdir(join(memory, f), { recursive: true });
  await mkdir(dirs.configDir, { recursive: true });
  await writeFile(join(memory, 'project', 'tooling.md'), '# Project\n\n### Build tool\nThe build uses pnpm.\n**Date:** 2026-11-01\n');
  ({ client } = await connectStdio(dirs, ['--memory-dir', memory]));
});

afterAll(async () => {
  await client?.close();
  await rm(root, { recursive: true, force: true });
});

describe('memory_write in OpenClaw\'s memory-system folder', () => {
  it('adds a ### entry to the category file, with the feedback type and today\'s date', async () => {
    const w = await call(client, 'memory_write', { file: 'testing.md', content: 'Never mock the database in integration tests.', type: 'feedback-negative', mode: 'append', description: 'No database mocks' });
    expect(w.isError, w.text).toBe(false);
    const text = await readFile(join(memory, 'feedback', 'negative', 'testing.md'), 'utf8');
    expect(text).toBe(`# Negative feedback\n\n### No database mocks\nNever mock the database in integration tests.\n**Type:** negative\n**Date:** ${localDay(Date.now())}\n`);
    expect(parseOpenClawEntries(text)).toMatchObject([{ title: 'No database mocks', type: 'negative', body: 'Never mock the database in integration tests.' }]);
  });

  it('replace swaps the entry with the same title and keeps the others', async () => {
    await call(client, 'memory_write', { file: 'project/tooling.md', content: 'The CI runs on Node 20.', type: 'project', mode: 'append', description: 'CI runtime' });
    const r = await call(client, 'memory_write', { file: 'project/tooling.md', content: 'The build uses bun since November.', type: 'project', mode: 'replace', description: 'Build tool' });
    expect(r.isError, r.text).toBe(false);
    const entries = parseOpenClawEntries(await readFile(join(memory, 'project', 'tooling.md'), 'utf8'));
    expect(entries.map((e) => [e.title, e.body])).toEqual([['Build tool', 'The build uses bun since November.'], ['CI runtime', 'The CI runs on Node 20.']]);
  });

  it('refuses a type the layout does not have, a file in another category\'s folder, and a raw daily file', async () => {
    const before = await readTree(memory);
    const fb = await call(client, 'memory_write', { file: 'x.md', content: 'x', type: 'feedback', mode: 'append' });
    expect(fb.text).toMatch(/feedback-positive or feedback-negative/);
    // a type named like a property every plain object has is no type either
    const proto = await call(client, 'memory_write', { file: 'x.md', content: 'x', type: 'constructor', mode: 'append' });
    expect(proto.text).toMatch(/type must be one of user, project, reference, feedback-positive, feedback-negative/);
    const wrong = await call(client, 'memory_write', { file: 'user/x.md', content: 'x', type: 'project', mode: 'append' });
    expect(wrong.text).toMatch(/not in project\//);
    const daily = await call(client, 'memory_write', { file: '2026-11-30.md', content: 'x', type: 'project', mode: 'append' });
    expect(daily.text).toMatch(/raw daily log/);
    expect([fb.isError, proto.isError, wrong.isError, daily.isError]).toEqual([true, true, true, true]);
    expect(await readTree(memory)).toEqual(before);
  });

  it('memory_flush appends to today\'s YYYY-MM-DD.md at the root', async () => {
    const f = await call(client, 'memory_flush', { content: 'Switched the build to bun.' });
    expect(f.isError, f.text).toBe(false);
    expect(await readFile(join(memory, `${localDay(Date.now())}.md`), 'utf8')).toContain('Switched the build to bun.\n');
  });
});
