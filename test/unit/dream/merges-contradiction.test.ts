import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, indexed, makeDirs, newerMemory, olderMemory, writeFiles } from './fixtures.js';
import { planOf } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const padding = {
  'p1.md': olderMemory('p1', 'user', 'The user edits in Neovim.\n'),
  'p2.md': olderMemory('p2', 'user', 'The user works from Lisbon.\n'),
  'p3.md': olderMemory('p3', 'reference', 'Dashboards live in the Grafana folder Latency.\n'),
  'p4.md': olderMemory('p4', 'feedback', 'Show the code change first.\n'),
};

describe('paraphrased statements with another value of one type', () => {
  it('are a contradiction naming both, older first, not a possible duplicate', async () => {
    await writeFiles(d.memory, indexed({
      ...padding,
      'seed-library-zh.md': newerMemory('seed-library-zh', 'reference', '种子图书馆每周三下午两点开门。\n', '2026-04-14T12:00:00Z'),
      'seed-library-hours-zh.md': newerMemory('seed-library-hours-zh', 'reference', '每个周三，种子图书馆要到下午三点才开门。\n', '2026-11-20T12:00:00Z'),
    }));
    const p = await planOf(d.memory);
    expect(p.findings.filter((f) => f.kind === 'possible-duplicate')).toEqual([]);
    const c = p.findings.filter((f) => f.kind === 'contradiction');
    expect(c.length).toBeGreaterThanOrEqual(1);
    expect(c[0]!.detail).toMatch(/^'种子图书馆每周三下午两点开门。' \(seed-library-zh\.md.*下午三点/u);
    expect(p.writes).toEqual([]);
  });

  it('stay a possible duplicate where the values agree, and nothing where two seasons are spoken of', async () => {
    await writeFiles(d.memory, indexed({
      ...padding,
      'wand.md': olderMemory('wand', 'feedback', 'Purge the steam wand after every 3 milk drinks.\n'),
      'wand-purge.md': olderMemory('wand-purge', 'feedback', 'After every three milk drinks, give the steam wand a purge.\n'),
      'winter-zh.md': olderMemory('winter-zh', 'reference', '冬季的觀測夜最晚到凌晨兩點結束。\n'),
      'summer-zh.md': newerMemory('summer-zh', 'reference', '夏季的觀測夜最晚到晚上十一點半結束。\n', '2026-11-20T12:00:00Z'),
    }));
    const p = await planOf(d.memory);
    expect(p.findings.filter((f) => f.kind === 'possible-duplicate').map((f) => f.detail).join('\n')).toMatch(/wand\.md/);
    expect(p.findings.filter((f) => f.kind === 'contradiction')).toEqual([]);
  });
});

describe('one subject slot with two values of one type', () => {
  it('is a contradiction naming both where one memory drops the owner or says the slot as a label', async () => {
    await writeFiles(d.memory, indexed({
      ...padding,
      'inventory-db.md': newerMemory('inventory-db', 'reference', "The seed bank's inventory database runs MariaDB 10.6.\n", '2026-04-14T12:00:00Z'),
      'inventory-upgrade.md': newerMemory('inventory-upgrade', 'reference', 'Upgraded the inventory database to MariaDB 11.4 over the weekend.\n', '2026-11-20T12:00:00Z'),
      'score-library-zh.md': newerMemory('score-library-zh', 'reference', '樂團的譜務由陳老師負責。\n', '2026-04-14T12:00:00Z'),
      'score-library-new-zh.md': newerMemory('score-library-new-zh', 'reference', '譜務負責人：林小姐\n', '2026-11-20T12:00:00Z'),
    }));
    const p = await planOf(d.memory);
    const c = p.findings.filter((f) => f.kind === 'contradiction').map((f) => f.detail).join('\n');
    expect(c).toMatch(/inventory-db\.md.*inventory-upgrade\.md.*10\.6.*11\.4/u);
    expect(c).toMatch(/score-library-zh\.md.*score-library-new-zh\.md.*陈老师.*林小姐/u);
    expect(p.writes).toEqual([]);
  });

  it('is nothing where owners or places tell two things apart', async () => {
    await writeFiles(d.memory, indexed({
      ...padding,
      'web-session.md': olderMemory('web-session', 'reference', "The web app's session timeout is 30 minutes.\n"),
      'admin-session.md': newerMemory('admin-session', 'reference', "The admin app's session timeout is 10 minutes.\n", '2026-11-20T12:00:00Z'),
      'east-clinic-zh.md': olderMemory('east-clinic-zh', 'reference', '东门诊所的洗牙价格是 200 元。\n'),
      'west-clinic-zh.md': newerMemory('west-clinic-zh', 'reference', '西门诊所的洗牙价格是 260 元。\n', '2026-11-20T12:00:00Z'),
    }));
    const p = await planOf(d.memory);
    expect(p.findings.filter((f) => f.kind === 'contradiction')).toEqual([]);
  });
});
