import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeBodies } from '../../../electron/core/dream/text/merge.js';
import { oneValuePutForAnother } from '../../../electron/core/dream/text/swaps.js';
import { type DreamDirs, makeDirs, newerMemory, olderMemory, writeFiles } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

/** Fresh variants (in no case set): a copy's one-letter slips, a longer sentence after a word opening on 除, one value put for another. */
const padding = (): Record<string, string> =>
  Object.fromEntries(['Nomad', 'ECS', 'Fly', 'Heroku', 'Kubernetes', 'Render'].map((host, i) => [`other-${i}.md`, olderMemory(`other-${i}`, 'project', `Service ${i} runs on ${host}.\n`)]));
const LATER = '2026-11-20T12:00:00Z';

describe('mergeBodies: a sentence with one word misspelt is the same sentence, kept once as first said', () => {
  it.each([
    ['Rinse the filters with warm water every Tuesday.\nStore them dry.\n', 'Rinse the filters with warm water every Tusday.\nStore them dry.\n'],
    ['Calibrate the scale before weighing the flour.\n', 'Calibrate the scale before wieghing the flour.\n'],
    ['- The generator is tested after every storm.\n', '- The generator is tested after every strom.\n'],
    // a word that only ends like a number word (-ty, -th) is no number word
    ['Log the humidity of the proof box every hour.\n', 'Log the humidty of the proof box every hour.\n'],
    ['Check the safety valve on the boiler each morning.\n', 'Check the saftey valve on the boiler each morning.\n'],
    ['Measure the depth of the sump before pumping it out.\n', 'Measure the detph of the sump before pumping it out.\n'],
    ['The quality check comes before the packing line.\n', 'The qualtiy check comes before the packing line.\n'],
  ])('%s', (a, b) => {
    expect(mergeBodies([a, b])).toBe(a);
  });

  it.each([
    ['Bay 2 takes the long trailers.\n', 'Bay 3 takes the long trailers.\n'],
    ['Order the fifth pallet of flour from the depot.\n', 'Order the fifty pallet of flour from the depot.\n'],
    ['Book the sixteen seats in the front row.\n', 'Book the sixteenth seats in the front row.\n'],
    ['Restock the shelf on the seventh day.\n', 'Restock the shelf on the seventy day.\n'],
    ['Ring the bell twice.\n', 'Ring the ball twice.\n'],
  ])('another value or a short word is another sentence: %s', (a, b) => {
    expect(mergeBodies([a, b])).toContain(b.trim());
  });
});

describe('mergeBodies: a longer sentence after a word that opens on 除 (除湿, 除垢) is the shorter said at more length', () => {
  it('keeps the longer once; 除了 still opens an exception', () => {
    expect(mergeBodies(['烘干机每周除湿一次。\n', '烘干机每周除湿一次，除湿盒放在门后面。\n'])).toBe('烘干机每周除湿一次，除湿盒放在门后面。\n');
    expect(mergeBodies(['周末照常营业。\n', '周末照常营业，除了春节。\n'])).toContain('周末照常营业。');
  });
});

describe('one value put for another', () => {
  it.each([
    ['Spare fuses are in drawer 2.', 'Spare fuses are in drawer 3.', true],
    ['备用钥匙放在A柜。', '备用钥匙放在B柜。', true],
    ['The ferry leaves at 07:10 on weekdays.', 'The ferry leaves at 07:40 on weekdays.', true],
    ['Check the pump before each trip.', 'Check the pump before every trip.', false],
    ['Seatpost clamps on carbon posts get 6 Nm.', 'Seatpost clamps on alloy posts get 8 Nm.', false],
  ])('%s / %s', (a, b, expected) => {
    expect(oneValuePutForAnother(a, b)).toBe(expected);
  });
});

describe('merges: a copy that puts one value for another is left apart', () => {
  let d: DreamDirs;
  beforeEach(async () => {
    d = await makeDirs();
  });
  afterEach(async () => {
    await d.cleanup();
  });

  it('drawer 2 / drawer 3 and A柜 / B柜 are not merged; a copy with a slip and one with "every" for "each" are', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'workshop-fuses.md': olderMemory('workshop-fuses', 'project', 'Spare fuses are in drawer 2.\nThe main switch is behind the blue door.\n', 'Workshop fuses'),
      'workshop-fuses copy.md': newerMemory('workshop-fuses copy', 'project', 'Spare fuses are in drawer 3.\nThe main switch is behind the blue door.\n', LATER, 'Workshop fuses'),
      '仓库备忘.md': olderMemory('仓库备忘', 'project', '备用钥匙放在A柜。\n叉车每天下班前充电。\n', '仓库备忘'),
      '仓库备忘-副本.md': newerMemory('仓库备忘-副本', 'project', '备用钥匙放在B柜。\n叉车每天下班前充电。\n', LATER, '仓库备忘'),
      'pump-checks.md': olderMemory('pump-checks', 'project', 'Check the bilge pump before each trip.\nThe spare impeller is in the galley locker.\nThe hatch seals are greased in April.\n', 'Pump checks'),
      'pump-checks_copy.md': newerMemory('pump-checks_copy', 'project', 'Check the bilge pump before every trip.\nThe spare impeller is in the galley locker.\nThe hatch seals are greased in Arpil.\n', LATER, 'Pump checks'),
    });
    const p = await planOf(d.memory);
    const merged = p.changes.filter((c) => c.kind === 'duplicates-merged').map((c) => c.reason);
    expect(merged.some((r) => r.startsWith('workshop-fuses copy.md'))).toBe(false);
    expect(merged.some((r) => r.startsWith('仓库备忘-副本.md'))).toBe(false);
    expect(written(p, 'pump-checks_copy.md')).toBeNull();
    expect(written(p, 'pump-checks.md')).not.toContain('Arpil');
    expect(p.findings.filter((f) => f.kind === 'possible-duplicate' && /drawer|柜/u.test(f.detail))).toEqual([]);
  });
});
