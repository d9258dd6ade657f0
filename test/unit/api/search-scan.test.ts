import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { InventoryCache } from '../../../electron/core/api/inventory-cache.js';
import { MemorySearch } from '../../../electron/core/api/search.js';
import { editDistance } from '../../../electron/core/api/search-scan.js';
import { readMemoryDir } from '../../../electron/core/memdir/inventory.js';
import { memoryDirId } from '../../../electron/core/state.js';
import type { MemoryDir } from '../../../electron/core/memdir/types.js';

/*
 * While a big dir's index is built, a search reads the files instead (search-scan.ts). It must
 * find exactly what the index finds once built: the same files, titles and types, for exact
 * words, words a query word begins, typos within the index's edit distance, several words
 * (all must match), Chinese, titles and descriptions from the frontmatter (not its keys),
 * logs titled by date, files with unreadable frontmatter; never MEMORY.md or a binary file.
 */

const WORDS = 'deploy build staging database retry cache queue worker release branch review merge rollback latency metrics the a of to'.split(' ');

const files: Record<string, string> = {
  'MEMORY.md': '- [Deploys](deploys.md) — kraken zeppelin deploy\n',
  'deploys.md': '---\nname: Deployment checklist\ndescription: how we ship the zeppelin service\ntype: project\n---\nRun the deployment from the release branch; Deploy Staging first.\n',
  'typo.md': '---\nname: typo\ndescription: a note with typos\ntype: feedback\n---\nThe rolback of the databse took an hour.\n',
  'airship.md': '---\nname: Airship\ndescription: "caf\\u00e9 culture, na\\u00efvet\\u00e9, it\'s \\"quoted\\""\ntype: reference\n---\nThe zeppelin and the airship both float.\n',
  'single.md': "---\nname: 'o''k, it''s a zeppelin'\ndescription: single quotes\ntype: user\n---\nnothing else here\n",
  'keys-only.md': '---\nname: plain\ndescription: keys are not searched\ntype: project\nmetadata:\n  pinned: true\n---\nonly body words here\n',
  'quasar-notes.md': 'No frontmatter at all, the path is the title.\n',
  'broken.md': '---\nname: [unclosed\ndescription: broken yaml\n---\nThe kraken protocol is documented here.\n',
  'unclosed.md': '---\nname: never closed\nThe leviathan note has no closing line.\n',
  'zh.md': '---\nname: 发布流程\ndescription: 蓝绿发布的步骤\ntype: project\n---\n部署流程使用蓝绿发布，先在预发环境验证。\n',
  'Upper.md': '---\nname: CAPITALS\ndescription: SHOUTING\ntype: project\n---\nDEPLOY THE KRAKEN ON FRIDAY.\n',
  'logs/2024/05/2024-05-03.md': 'Talked about the kraken rollout and a rollback plan.\n',
  'team/shared.md': '---\nname: shared\ndescription: team memory\ntype: project\n---\nThe team deploys on Tuesdays.\n',
  // A common word on many lines: counted on its first lines, the rest estimated; still found exactly when it matches.
  'long.md': `---\nname: long\ndescription: a long note\ntype: project\n---\n${Array.from({ length: 60 }, (_, i) => `Line ${i}: the deploy went out and the cache held.`).join('\n')}\nLast line names the zeppelin once.\n`,
};

const QUERIES = ['deploy', 'rollback', 'rolback', 'zeppelin airship', 'kraken', '蓝绿', 'café', 'naïveté', "it's", "o'k", 'quasar', 'metadata', 'pinned', 'leviathan', 'the', '2024', 'Deploy Staging', 'friday', 'nonexistentword', 'databse', 'team'];

describe('search while the index is built', () => {
  let root: string;
  let dir: MemoryDir;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-search-scan-'));
    const mem = join(root, 'memory');
    dir = { id: memoryDirId(mem), path: mem, kind: 'claude-code', transcriptDir: null, projectRoot: null, label: 'x' };
    // More files than a search indexes before answering, so a first search reads them.
    for (let i = 0; i < 150; i++) {
      const body = Array.from({ length: 80 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
      files[`area-${i % 6}/n${i}.md`] = `---\nname: note ${i}\ndescription: filler ${i}\ntype: project\n---\n${body}\n`;
    }
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(dirname(join(mem, rel)), { recursive: true });
      await writeFile(join(mem, rel), text);
    }
    await writeFile(join(mem, 'binary.md'), Buffer.from([0x6b, 0x72, 0x61, 0x6b, 0x65, 0x6e, 0, 1, 2]));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const shown = (r: { hits: Array<{ file: string; title: string; type?: string | null }> }) =>
    r.hits.map((h) => `${h.file} | ${h.title} | ${h.type}`).sort();

  it.each(QUERIES)('%s: the files read find what the index finds', async (query) => {
    const search = new MemorySearch(new InventoryCache(0));
    const scanned = await search.search([dir], query, 500);
    expect(search.scans).toBe(1);
    await search.settled();
    const indexed = await search.search([dir], query, 500);
    expect(search.scans).toBe(1);
    expect(search.indexedFiles).toBeGreaterThan(150);
    expect(shown(scanned)).toEqual(shown(indexed));
    expect(scanned.total).toBe(indexed.total);
  });

  it('finds what it should (not only the same as the index)', async () => {
    const search = new MemorySearch(new InventoryCache(0));
    const found = async (q: string) => (await search.search([dir], q, 500)).hits.map((h) => h.file).sort();
    expect(await found('kraken')).toEqual(['Upper.md', 'broken.md', 'logs/2024/05/2024-05-03.md']);
    expect(await found('rolback')).toEqual(expect.arrayContaining(['typo.md', 'logs/2024/05/2024-05-03.md']));
    expect(await found('café')).toEqual(['airship.md']);
    expect(await found("it's")).toEqual(expect.arrayContaining(['airship.md', 'single.md']));
    // Written escaped in the frontmatter (\u00ef, '' for '): found by the value, not the spelling.
    expect(await found('naïveté')).toEqual(['airship.md']);
    expect(await found("o'k")).toEqual(['single.md']);
    expect(await found('quasar')).toEqual(['quasar-notes.md']);
    expect(await found('metadata')).toEqual([]);
    expect(await found('leviathan')).toEqual(['unclosed.md']);
    expect(await found('蓝绿')).toEqual(['zh.md']);
    expect(search.scans).toBeGreaterThan(0);
  });

  it('a file whose frontmatter cannot be read is found, titled by its path, and the inventory names its problem', async () => {
    const search = new MemorySearch(new InventoryCache(0));
    const hit = (await search.search([dir], 'kraken protocol', 10)).hits;
    expect(hit).toHaveLength(1);
    expect(hit[0]).toMatchObject({ file: 'broken.md', title: 'broken.md', type: null });
    expect(hit[0]!.snippet).toContain('kraken protocol');
    const inv = await readMemoryDir(dir);
    expect(inv.problems.find((p) => p.file === 'broken.md')?.reason).toMatch(/frontmatter/);
    expect(inv.files.some((f) => f.relPath === 'broken.md')).toBe(false);
  });

  it('edit distance stops early past its bound', () => {
    expect(editDistance('rollback', 'rolback', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});
