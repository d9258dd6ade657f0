import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, makeDirs, newerMemory, olderMemory, writeFiles } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

/**
 * Fresh variants (in no case set): a file named as a copy of another that shares a sentence with it while each says
 * more of its own is no sure copy (a finding, no merge); a copy edited apart (one side's own sentences each the other's
 * said otherwise, beside sentences added) and a copy that adds to the original are merged; a copy with one character slipped is a finding.
 */
const padding = (): Record<string, string> =>
  Object.fromEntries(['Nomad', 'ECS', 'Fly', 'Heroku', 'Kubernetes', 'Render'].map((host, i) => [`other-${i}.md`, olderMemory(`other-${i}`, 'project', `Service ${i} runs on ${host}.\n`)]));
const LATER = '2026-11-20T12:00:00Z';

describe('merges: the copy route where the name may mark no copy', () => {
  let d: DreamDirs;
  beforeEach(async () => {
    d = await makeDirs();
  });
  afterEach(async () => {
    await d.cleanup();
  });

  it('a shared line beside sentences of their own: a finding, both files kept; a copy edited apart and a copy that adds are merged', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'open-day-flyer.md': olderMemory('open-day-flyer', 'project', 'The open-day flyer goes to the library and the three primary schools.\nPrinting is done by Kestrel Print on recycled card.\n', 'Who gets the open-day flyer'),
      'open-day-flyer-copy.md': newerMemory('open-day-flyer-copy', 'project', 'Lead the flyer with the new pottery wheel and keep it under 80 words.\nPrinting is done by Kestrel Print on recycled card.\n', LATER, 'Flyer wording'),
      '午餐菜单.md': olderMemory('午餐菜单', 'project', '午餐十一点半开始供应，周末不开。\n价格已经含服务费。\n', '午餐菜单'),
      '午餐菜单-副本.md': newerMemory('午餐菜单-副本', 'project', '菜单文案里菜名不超过六个字，不写英文。\n价格已经含服务费。\n', LATER, '菜单文案'),
      'pump-settings.md': olderMemory('pump-settings', 'project', '- Pump A runs at 40 Hz in winter.\n- The filter is changed on the first Monday.\n', 'Pump settings'),
      'pump-settings_copy.md': newerMemory('pump-settings_copy', 'project', '- Pump B runs at 55 Hz in summer.\n- The filter is changed on the first Monday.\n', LATER, 'Pump settings'),
      'rye-proofing.md': olderMemory('rye-proofing', 'project', 'Proof the rye overnight at 4 °C, because a warm proof tears the crust.\nFlour comes from the Mill Lane co-op.\n', 'Rye proofing'),
      'rye-proofing_copy.md': newerMemory('rye-proofing_copy', 'project', 'Proof the rye overnight.\nFlour comes from the Mill Lane co-op.\nThe banneton brushes hang by the oven.\n', LATER, 'Rye proofing'),
      'kiln-loading.md': olderMemory('kiln-loading', 'project', 'Load the kiln from the back shelf forward.\n', 'Kiln loading'),
      'kiln-loading (1).md': newerMemory('kiln-loading (1)', 'project', 'Load the kiln from the back shelf forward.\nWads go under every lidded pot.\n', LATER, 'Kiln loading'),
    });
    const p = await planOf(d.memory);
    const merged = p.changes.filter((c) => c.kind === 'duplicates-merged').map((c) => c.reason);
    expect(merged.some((r) => r.includes('open-day-flyer'))).toBe(false);
    expect(merged.some((r) => r.includes('午餐菜单'))).toBe(false);
    const flagged = p.findings.filter((f) => f.kind === 'possible-duplicate').map((f) => `${f.file} ${f.detail}`);
    expect(flagged.some((f) => f.includes('open-day-flyer-copy.md'))).toBe(true);
    expect(flagged.some((f) => f.includes('午餐菜单-副本.md'))).toBe(true);
    expect(written(p, 'pump-settings_copy.md')).toBeNull();
    expect(written(p, 'pump-settings.md')).toContain('Pump B runs at 55 Hz in summer.');
    expect(written(p, 'rye-proofing_copy.md')).toBeNull();
    expect(written(p, 'rye-proofing.md')).toContain('because a warm proof tears the crust');
    expect(written(p, 'rye-proofing.md')).toContain('The banneton brushes hang by the oven.');
    expect(written(p, 'kiln-loading (1).md')).toBeNull();
    expect(written(p, 'kiln-loading.md')).toContain('Wads go under every lidded pot.');
  });

  it('a copy with one character slipped (箱 / 相) is a finding; one with another number (一号 / 二号) is not', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      '收银交班.md': olderMemory('收银交班', 'project', '每晚关店前要清点现金，零钱放回保险箱。\n', '收银交班'),
      '收银交班_副本.md': newerMemory('收银交班_副本', 'project', '每晚关店前要清点现金，零钱放回保险相。\n', LATER, '收银交班'),
      '冷库巡检.md': olderMemory('冷库巡检', 'project', '每天早上先检查一号冷库的温度记录。\n', '冷库巡检'),
      '冷库巡检-副本.md': newerMemory('冷库巡检-副本', 'project', '每天早上先检查二号冷库的温度记录。\n', LATER, '冷库巡检'),
    });
    const p = await planOf(d.memory);
    expect(p.changes.filter((c) => c.kind === 'duplicates-merged')).toEqual([]);
    const flagged = p.findings.filter((f) => f.kind === 'possible-duplicate').map((f) => `${f.file} ${f.detail}`);
    expect(flagged.some((f) => f.includes('收银交班_副本.md'))).toBe(true);
    expect(flagged.some((f) => f.includes('冷库巡检-副本.md'))).toBe(false);
  });
});
