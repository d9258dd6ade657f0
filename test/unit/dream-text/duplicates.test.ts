import { describe, expect, it } from 'vitest';
import { DUPLICATE_SLICE, findDuplicateClusters, sameRule, shingles } from '../../../electron/core/dream/text/duplicates.js';
import type { DuplicateDoc } from '../../../electron/core/dream/text/duplicates.js';

const ids = async (docs: DuplicateDoc[]): Promise<string[][]> => (await findDuplicateClusters(docs)).clusters.map((c) => c.ids);

describe('sameRule (the precise check)', () => {
  it.each([
    ["Don't mock the database in integration tests.", 'Do not mock the database in integration tests'],
    ['Use bun for installs, never npm.', 'use bun for installs; never npm'],
    ['不要在集成测试里模拟数据库。', '不要在集成测试中模拟数据库'],
    ['Always run the linter before pushing to main.', 'Always run the linter before you push to main.'],
  ])('same: %s | %s', (a, b) => {
    expect(sameRule(a, b)).not.toBeNull();
  });

  it.each([
    ["Don't mock the database in integration tests", 'Do mock the payment gateway in unit tests'],
    ["Don't mock the database in integration tests", 'Mock the database in integration tests'],
    ['Never deploy on Fridays after 3pm.', 'Always deploy on Fridays after 3pm.'],
    ['不要在集成测试里模拟数据库', '要在集成测试里模拟数据库'],
    ['别在周五部署生产环境', '在周五部署生产环境'],
    ['Use Node 18 for the CI runners in this repository', 'Use Node 20 for the CI runners in this repository'],
    ['Pin react to version 18.2 in the web app package', 'Pin react to version 19.1 in the web app package'],
    ['Ask Alice before merging changes to the billing service API', 'Ask Bob before merging changes to the billing service API'],
    ['Set `max_retries` to 3 for the sync worker', 'Set `max_backoff` to 3 for the sync worker'],
    ['部署前要通知张三和运维团队确认', '部署前要通知李四和运维团队确认'],
    ['Use bun for installs', 'Use bun for installs and builds and tests and releases'],
  ])('different: %s | %s', (a, b) => {
    expect(sameRule(a, b)).toBeNull();
  });

  it('is symmetric', () => {
    const a = "Don't mock the database in integration tests.";
    const b = 'Do not mock the database in integration tests';
    expect(sameRule(a, b)).toBe(sameRule(b, a));
  });
});

describe('findDuplicateClusters', () => {
  it('clusters exact duplicates by normalised facts (markup, case and punctuation ignored)', async () => {
    const r = await findDuplicateClusters([
      { id: 'a.md', text: '- Use **bun** for installs.\n- Never npm.' },
      { id: 'b.md', text: '- use bun for installs\n- never npm' },
      { id: 'c.md', text: 'Something else entirely about deploys.' },
    ]);
    expect(r.clusters).toEqual([{ ids: ['a.md', 'b.md'], similarity: 1, exact: true }]);
  });

  it('clusters near duplicates and reports the similarity', async () => {
    const r = await findDuplicateClusters([
      { id: 'x', text: 'Run the full integration suite against a real Postgres before merging.' },
      { id: 'y', text: 'Always run the full integration suite against a real Postgres before merging.' },
    ]);
    expect(r.clusters).toHaveLength(1);
    expect(r.clusters[0]?.exact).toBe(false);
    expect(r.clusters[0]?.similarity).toBeGreaterThan(0.7);
    expect(r.clusters[0]?.similarity).toBeLessThan(1);
  });

  it('never merges similar but different rules', async () => {
    expect(await ids([
      { id: '1', text: "Don't mock the database in integration tests." },
      { id: '2', text: 'Do mock the payment gateway in unit tests.' },
      { id: '3', text: 'Mock the database in integration tests.' },
      { id: '4', text: 'Use Node 18 for the CI runners in this repository.' },
      { id: '5', text: 'Use Node 20 for the CI runners in this repository.' },
      { id: '6', text: '不要在集成测试里模拟数据库。' },
      { id: '7', text: '要在集成测试里模拟数据库。' },
    ])).toEqual([]);
  });

  it('never clusters across groups (team/ vs personal), even exact copies', async () => {
    const text = 'Deploys go through the release channel only.';
    expect(await ids([
      { id: 'me', text, group: 'personal' },
      { id: 'team', text, group: 'team' },
    ])).toEqual([]);
    expect(await ids([
      { id: 'me', text, group: 'personal' },
      { id: 'me2', text, group: 'personal' },
      { id: 'team', text, group: 'team' },
    ])).toEqual([['me', 'me2']]);
  });

  it('finds Chinese near duplicates through character shingles', async () => {
    expect(await ids([
      { id: 'a', text: '我们项目用bun不用npm，安装依赖时请用bun install。' },
      { id: 'b', text: '我们的项目用bun不用npm，安装依赖时请用bun install。' },
      { id: 'c', text: '部署前先在预发环境验证。' },
    ])).toEqual([['a', 'b']]);
  });

  it('keeps input order inside clusters and between them', async () => {
    const r = await findDuplicateClusters([
      { id: 'p', text: 'Alpha rule about caching layers and TTLs.' },
      { id: 'q', text: 'Beta rule: release notes go in CHANGELOG.md.' },
      { id: 'r', text: 'Beta rule: release notes go in CHANGELOG.md' },
      { id: 's', text: 'alpha rule about caching layers and TTLs' },
    ]);
    expect(r.clusters.map((c) => c.ids)).toEqual([['p', 's'], ['q', 'r']]);
  });

  it('handles empty input, empty texts and single docs', async () => {
    expect((await findDuplicateClusters([])).clusters).toEqual([]);
    expect((await findDuplicateClusters([{ id: 'a', text: '' }])).clusters).toEqual([]);
    expect((await findDuplicateClusters([{ id: 'a', text: '' }, { id: 'b', text: '   ' }])).clusters).toEqual([{ ids: ['a', 'b'], similarity: 1, exact: true }]);
  });

  it('builds word and CJK character shingles', async () => {
    const s = shingles('Use bun 用bun');
    expect(s.has('use')).toBe(true);
    expect(s.has('use\u0001bun')).toBe(true);
    expect([...shingles('模拟数据库')].filter((x) => x.startsWith('\u0002'))).toEqual(['\u0002模拟', '\u0002拟数', '\u0002数据', '\u0002据库']);
  });

  it('grows near-linearly: 4x the docs gives well under 8x the candidate pairs', async () => {
    const vocabulary = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x`);
    let seed = 42;
    const random = (): number => {
      // mulberry32: a small PRNG with a full period (an LCG in floats repeats patterns here)
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const sentence = (): string => Array.from({ length: 14 }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
    const corpus = (n: number): DuplicateDoc[] => {
      const docs: DuplicateDoc[] = [];
      for (let i = 0; i < n; i += 1) {
        const text = sentence();
        docs.push({ id: `d${i}`, text });
        if (i % 10 === 0) docs.push({ id: `d${i}-copy`, text: `${text} extra` }); // a planted near duplicate
      }
      return docs;
    };
    const small = await findDuplicateClusters(corpus(400));
    const large = await findDuplicateClusters(corpus(1600));
    expect(small.stats.docs).toBe(440);
    expect(large.stats.docs).toBe(1760);
    // Every planted duplicate is found ...
    expect(small.clusters.length).toBe(40);
    expect(large.clusters.length).toBe(160);
    // ... while comparisons stay proportional to the number of docs, not its square (16x).
    const ratio = large.stats.candidatePairs / small.stats.candidatePairs;
    expect(small.stats.candidatePairs).toBeGreaterThanOrEqual(40);
    expect(ratio).toBeLessThan(6);
    expect(large.stats.candidatePairs).toBeLessThan(1760 * 2);
  });

  it('gives every doc at most maxPartners candidates, the same pairs in the same order whatever the shortcuts', async () => {
    // Figures pinned from the search before its pair loop skipped docs whose partners were all taken.
    const templated = (n: number): DuplicateDoc[] => Array.from({ length: n }, (_, i) => ({ id: String(i), text: `Same template sentence about deploys and reviews, ticket ${i % 97} and ${i % 13}`, group: i % 5 === 0 ? 'team' : 'personal' }));
    expect((await findDuplicateClusters(templated(600))).stats).toEqual({ docs: 600, candidatePairs: 18689, verifiedPairs: 0 });
    expect((await findDuplicateClusters(templated(600), { maxBucket: 8 })).stats).toEqual({ docs: 600, candidatePairs: 18070, verifiedPairs: 1 });
    expect((await findDuplicateClusters(templated(300), { maxPartners: 4 })).stats).toEqual({ docs: 300, candidatePairs: 596, verifiedPairs: 0 });
    let seed = 7;
    const pick = (k: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % k;
    };
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const mixed = Array.from({ length: 800 }, (_, i) => ({ id: String(i), text: `${Array.from({ length: 8 + pick(6) }, () => words[pick(words.length)]).join(' ')}${i % 9 === 0 ? ' again' : ''}`, group: pick(4) === 0 ? 'team' : 'personal' }));
    expect((await findDuplicateClusters(mixed)).stats).toEqual({ docs: 800, candidatePairs: 6481, verifiedPairs: 5 });
    const tight = await findDuplicateClusters(mixed, { maxBucket: 4, maxPartners: 3 });
    expect(tight.stats).toEqual({ docs: 800, candidatePairs: 1057, verifiedPairs: 1 });
    expect(tight.clusters).toHaveLength(1);
  });

  it('looks for a cancel every slice of docs and pairs, and stops at the look that raises it', async () => {
    const docs: DuplicateDoc[] = Array.from({ length: DUPLICATE_SLICE * 4 }, (_, i) => ({ id: String(i), text: `Rule ${i}: the ${i % 7} service deploys from branch ${i % 11}.` }));
    let pauses = 0;
    await findDuplicateClusters(docs, {
      pause: async () => {
        pauses += 1;
      },
    });
    // The exact pass and the signatures see every doc: at least 8 looks.
    expect(pauses).toBeGreaterThanOrEqual(8);
    let looks = 0;
    const stopped = findDuplicateClusters(docs, {
      pause: async () => {
        looks += 1;
        if (looks === 6) throw new Error('cancelled');
      },
    });
    await expect(stopped).rejects.toThrow('cancelled');
    expect(looks).toBe(6);
  });

  it('stays linear when many docs share a template (a huge LSH bucket is compared in a window)', async () => {
    const templated = (n: number): DuplicateDoc[] => Array.from({ length: n }, (_, i) => ({ id: String(i), text: `Same template sentence about deploys and reviews, ticket ${i}` }));
    const small = await findDuplicateClusters(templated(150), { maxBucket: 8 });
    const large = await findDuplicateClusters(templated(600), { maxBucket: 8 });
    expect(large.stats.candidatePairs / small.stats.candidatePairs).toBeLessThan(6);
    expect(large.stats.candidatePairs).toBeLessThan((600 * 599) / 2 / 10);
    // different ticket numbers: similar texts, never duplicates
    expect(large.clusters).toEqual([]);
  });
});
