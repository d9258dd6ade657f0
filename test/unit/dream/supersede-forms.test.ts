import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, newerMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const outdatedOf = (p: Awaited<ReturnType<typeof planOf>>, file: string): string[] => p.findings.filter((f) => (f.kind === 'outdated' || f.kind === 'contradiction') && f.file === file).map((f) => f.detail);

describe('a change told in a daily log is never silent, and a log line is never flagged', () => {
  it('flags the memory a log line switches away from, moves from or announces a change of', async () => {
    await writeFiles(d.memory, {
      'shop.md': newerMemory('shop', 'reference', 'The bakery takes online orders through Shopify.\n', '2026-04-14'),
      'consent.md': newerMemory('consent', 'reference', 'Signed consent forms are filed in the grey cabinet in room 4.\n', '2026-04-14'),
      'stock-zh.md': newerMemory('stock-zh', 'reference', '仓库的出入库记录用金蝶管理。\n', '2026-04-14'),
      'logs/2026/10/2026-10-21.md': '# 2026-10-21\n\n- Ditched Shopify for Square Online for the online orders.\n- Signed consent forms were moved to Egnyte.\n- 仓库已不再使用金蝶，出入库记录改由用友管理。\n',
    });
    const p = await planOf(d.memory);
    expect(outdatedOf(p, 'shop.md').join(' ')).toMatch(/Shopify.*Square Online/s);
    expect(outdatedOf(p, 'consent.md').join(' ')).toMatch(/grey cabinet.*Egnyte/s);
    // (told with its subject, the log line takes the older statement's place)
    expect(`${outdatedOf(p, 'stock-zh.md').join(' ')} ${written(p, 'stock-zh.md') ?? ''}`).toMatch(/用友/);
    expect(written(p, 'logs/2026/10/2026-10-21.md')).toBeUndefined();
    expect(p.findings.some((f) => f.file.startsWith('logs/'))).toBe(false);
  });

  it('a log line about another thing flags nothing', async () => {
    await writeFiles(d.memory, {
      'shop.md': newerMemory('shop', 'reference', 'The bakery takes online orders through Shopify.\n', '2026-04-14'),
      'logs/2026/10/2026-10-21.md': '# 2026-10-21\n\n- The florist next door ditched Wix for Squarespace.\n',
    });
    const p = await planOf(d.memory);
    expect(outdatedOf(p, 'shop.md')).toEqual([]);
  });
});

describe('a table with an old and a new column is a list of changes', () => {
  it('flags the statement of the old value, not one of a row about another thing', async () => {
    await writeFiles(d.memory, {
      'rota.md': newerMemory('rota', 'reference', 'Shift rotas are published in When I Work.\n', '2026-04-14'),
      'tills.md': newerMemory('tills', 'reference', 'The tills print receipts on an Epson printer.\n', '2026-04-14'),
      'tools.md': newerMemory('tools', 'reference', 'Tools we changed:\n\n| Thing | Old | New |\n|---|---|---|\n| shift rotas | When I Work | Rotacloud |\n| payroll | Sage | Xero |\n', '2026-10-21'),
    });
    const p = await planOf(d.memory);
    expect(outdatedOf(p, 'rota.md').join(' ')).toMatch(/When I Work.*Rotacloud/s);
    expect(outdatedOf(p, 'tills.md')).toEqual([]);
  });

  it('a table without an old and a new column says no change', async () => {
    await writeFiles(d.memory, {
      'rota.md': newerMemory('rota', 'reference', 'Shift rotas are published in When I Work.\n', '2026-04-14'),
      'tools.md': newerMemory('tools', 'reference', '| Thing | Tool | Owner |\n|---|---|---|\n| shift rotas | Rotacloud | Sam |\n', '2026-10-21'),
    });
    const p = await planOf(d.memory);
    expect(outdatedOf(p, 'rota.md').join(' ')).not.toMatch(/→/);
  });
});
