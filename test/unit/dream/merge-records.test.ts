import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nameAgainst, isPlaceholderName } from '../../../electron/core/dream/text/copy-names.js';
import { stressedAtMoreLength } from '../../../electron/core/dream/text/longer-form.js';
import { mergeBodies } from '../../../electron/core/dream/text/merge.js';
import { type DreamDirs, makeDirs, newerMemory, olderMemory, writeFiles } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

// Fresh variants (in no case set) of the merge readings of round 15: records a line, names
// with scratch marks, placeholders of notes apps, an original found by what its copy says,
// sentences said again with stress words.

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const padding = (): Record<string, string> =>
  Object.fromEntries(['Nomad', 'ECS', 'Fly', 'Heroku', 'Kubernetes', 'Render'].map((host, i) => [`other-${i}.md`, olderMemory(`other-${i}`, 'project', `Service ${i} runs on ${host}.\n`)]));
const LATER = '2026-11-20T12:00:00Z';

describe('mergeBodies: a paragraph of records says one thing a line', () => {
  it('keeps a record line once, in its longer form, and puts a new record on a line of its own, indented as the others', () => {
    const merged = mergeBodies([
      'firing:\n  cone: 6\n  hold: 10 minutes at peak\n  cooling: lid closed',
      'firing:\n  cone: 6\n  hold: 10 minutes at peak, longer for thick glazes\n  cooling: lid closed\n  vents: open below 600 °C',
    ]);
    expect(merged).toBe('firing:\n  cone: 6\n  hold: 10 minutes at peak, longer for thick glazes\n  cooling: lid closed\n  vents: open below 600 °C');
  });
  it('reads arrows and full-width colons as records too', () => {
    expect(mergeBodies(['焊前 → 清理坡口\n焊后 → 保温缓冷', '焊前 → 清理坡口，油污要除净\n焊后 → 保温缓冷\n返修 → 同一部位最多两次'])).toBe('焊前 → 清理坡口，油污要除净\n焊后 → 保温缓冷\n返修 → 同一部位最多两次');
    expect(mergeBodies(['上火：200 度\n下火：180 度', '上火：200 度\n下火：180 度\n時間：25 分鐘'])).toBe('上火：200 度\n下火：180 度\n時間：25 分鐘');
  });
  it('leaves a sentence wrapped over lines one sentence', () => {
    expect(mergeBodies(['Note: the kiln stays hot\nfor hours after a firing.', 'Note: the kiln stays hot\nfor hours after a firing.\nWear the long gloves.'])).toBe('Note: the kiln stays hot\nfor hours after a firing. Wear the long gloves.');
  });
});

describe('stressedAtMoreLength: stress words put in, and perhaps more after', () => {
  it.each([
    ['Gloves off at the drill press.', 'Gloves off at the drill press, always.'],
    ['出库前要核对批号。', '出库前务必要核对批号，上个月发错过一批。'],
    ['超過 3 公斤要兩個人搬。', '超過 3 公斤的話要兩個人搬，腰受過傷的同事不搬。'],
  ])('%s / %s', (shorter, longer) => {
    expect(stressedAtMoreLength(shorter, longer)).toBe(true);
    expect(stressedAtMoreLength(longer, shorter)).toBe(false);
  });
  it.each([
    // another word put in: another thing (white towels); an exception after it; nothing put in
    ['Wash the towels at 60 °C.', 'Wash the white towels at 60 °C.'],
    ['出库前要核对批号。', '出库前一定要核对批号，但急单除外。'],
    ['Wash the towels at 60 °C.', 'Wash the towels at 60 °C and fold them warm.'],
  ])('%s / %s stay two', (a, b) => {
    expect(stressedAtMoreLength(a, b)).toBe(false);
  });
});

describe('names: a number beside a word of the name, and the placeholders of notes apps', () => {
  it('a number is the subject’s own only beside a word of the name', () => {
    expect(nameAgainst('boiler-service-2', 'boiler-service', 'filters: No.2 mesh, changed every 12 months')).toBe(1);
    expect(nameAgainst('pump-3', 'pump', 'Pump 3 is the spare one.')).toBe(-1);
    expect(nameAgainst('冷库-2', '冷库', '2号冷库只放冻品。')).toBe(-1);
  });
  it.each(['新建笔记', '無標題筆記', '新增記事 (2)', 'Untitled memo', 'new-doc-4'])('%s is a placeholder', (name) => {
    expect(isPlaceholderName(name)).toBe(true);
  });
  it.each(['新闻稿', '新员工入职', 'newsletter', 'new-hires'])('%s is a name', (name) => {
    expect(isPlaceholderName(name)).toBe(false);
  });
});

describe('planned merges: copies found by a scratch mark or by what they say', () => {
  it('merges name-2 of a record memory, and a placeholder or copy whose name finds nothing into the one memory saying its sentences', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'kiln-log.md': olderMemory('kiln-log', 'project', 'firing:\n  cone: 6\n  hold: 10 minutes at peak\n  cooling: lid closed overnight\n'),
      'kiln-log-2.md': newerMemory('kiln-log-2', 'project', 'firing:\n  cone: 6\n  hold: 10 minutes at peak, longer for thick glazes\n  cooling: lid closed overnight\n  vents: open below 600 °C\n', LATER),
      'forklift-charging.md': olderMemory('forklift-charging', 'project', 'Forklifts charge in bay C overnight.\nUnplug before moving the truck.\n', 'Forklift charging'),
      '新建笔记.md': newerMemory('新建笔记', 'project', 'Forklifts charge in bay C overnight.\nAlways unplug before moving the truck, since a cable was torn out in March.\n', LATER, '新建笔记'),
      'dock-safety.md': olderMemory('dock-safety', 'project', '卸货区地面湿了要立刻放警示牌。\n叉车倒车要有人指挥。\n', '卸货区安全'),
      'dock_copy.md': newerMemory('dock_copy', 'project', '卸货区地面湿了要立刻放警示牌。\n叉车倒车一定要有人指挥，有个司机差点撞到人。\n', LATER, 'dock copy'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'kiln-log-2.md')).toBeNull();
    expect(written(p, 'kiln-log.md')).toContain('  hold: 10 minutes at peak, longer for thick glazes\n  cooling: lid closed overnight\n  vents: open below 600 °C');
    expect(written(p, '新建笔记.md')).toBeNull();
    expect(written(p, 'forklift-charging.md')).toContain('since a cable was torn out in March');
    expect(written(p, 'forklift-charging.md')).not.toContain('\nUnplug before moving the truck.');
    expect(written(p, 'dock_copy.md')).toBeNull();
    expect(written(p, 'dock-safety.md')).toContain('叉车倒车一定要有人指挥，有个司机差点撞到人。');
    expect(written(p, 'dock-safety.md')).not.toContain('叉车倒车要有人指挥。');
  });

  it('leaves a placeholder alone where two memories share its sentences, or where it shares too little; and a name-2 that says another thing', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'boat-checks.md': olderMemory('boat-checks', 'project', 'Check the bilge pump before each trip.\nLife jackets hang in locker A.\n'),
      'boat-checks-2.md': newerMemory('boat-checks-2', 'project', 'Check the bilge pump before each trip.\nThe dinghy is kept on the east pontoon.\n', LATER),
      '泵房巡检.md': olderMemory('泵房巡检', 'project', '- 1号泵房每周巡检。\n- 钥匙在值班室。\n'),
      '泵房巡检-2.md': newerMemory('泵房巡检-2', 'project', '- 2号泵房每月巡检。\n- 钥匙在值班室。\n', LATER),
      'north-yard.md': olderMemory('north-yard', 'project', 'Gates are locked at 22:00.\nThe north yard takes 40-foot boxes.\n'),
      'south-yard.md': olderMemory('south-yard', 'project', 'Gates are locked at 22:00.\nThe south yard takes reefers.\n'),
      'Untitled 3.md': newerMemory('Untitled 3', 'project', 'Gates are locked at 22:00.\nCranes are inspected on Mondays.\n', LATER, 'Untitled 3'),
      'bar-stock.md': olderMemory('bar-stock', 'project', 'Kegs are changed by the duty manager.\nSpirits are counted on Sundays.\nWine is ordered on Tuesdays.\nThe cellar is kept at 12 °C.\n'),
      'scratch.md': newerMemory('scratch', 'project', 'Kegs are changed by the duty manager.\nCall Jon about the quiz night.\nThe PA needs a new cable.\nBook the band for May.\n', LATER, 'scratch'),
    });
    const p = await planOf(d.memory);
    expect(p.changes.filter((c) => c.kind === 'duplicates-merged')).toEqual([]);
  });
});

describe('contradictions: one template said of two subjects is two things', () => {
  it('"The north kiosk till float …" / "The VIP lounge till float …" and 大堂 / VIP 區 raise nothing; one subject with two values still does', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'north-kiosk.md': olderMemory('north-kiosk', 'project', 'The north kiosk till float is HK$2,000, counted every morning at six.\n'),
      'south-kiosk.md': newerMemory('south-kiosk', 'project', 'The VIP lounge till float is HK$5,000, counted every morning at six.\n', LATER),
      'window-1.md': olderMemory('window-1', 'project', '大堂收銀櫃底數 NT$30,000，每晚十點點數。\n'),
      'window-2.md': newerMemory('window-2', 'project', 'VIP 區收銀櫃底數 NT$50,000，每晚十點點數。\n', LATER),
      'car-park.md': olderMemory('car-park', 'project', 'The staff car park closes at 22:00.\n'),
      'car-park-hours.md': newerMemory('car-park-hours', 'project', 'The staff car park closes at 23:00.\n', LATER),
    });
    const p = await planOf(d.memory);
    const clashes = p.findings.filter((f) => f.kind === 'contradiction').map((f) => f.file).sort();
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatch(/^car-park/u);
  });
});
