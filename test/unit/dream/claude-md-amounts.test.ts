import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, makeDirs } from './fixtures.js';
import { claudeMdFindings } from './plan-helpers.js';
import { otherAmount } from '../../../electron/core/dream/text/rule-amount.js';

// Fresh variants (in no case set): a memory that gives the thing a CLAUDE.md rule sets an amount of
// another amount of the same unit, and a memory that records one occasion of what a rule allows.

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const findingsFor = (claudeMd: string, memories: Record<string, string>) => claudeMdFindings(join(d.root, 'project'), d.memory, claudeMd, memories);

describe('a rule’s amount said otherwise', () => {
  it('another amount of the same unit for the rule’s thing, in either language', () => {
    expect(otherAmount('Build artefacts are deleted after 14 days.', 'We keep build artefacts for 60 days now that storage is cheap.')).not.toBeNull();
    expect(otherAmount('发票必须在 3 天内开出。', '发票 7 天内开出就行。')).not.toBeNull();
    expect(otherAmount('滤芯每使用 200 小时更换一次。', '滤芯用到 400 小时再换，省点钱。')).not.toBeNull();
    expect(otherAmount('未满十八岁的顾客不可以玩卡丁车。', '小李十五岁也可以玩卡丁车，家长签字就行。')).not.toBeNull();
    // (a span of time in two units is one quantity: 2 hours is 120 minutes)
    expect(otherAmount('Patch cables are soak-tested for 2 hours.', 'Patch cables are soak-tested for 30 minutes.')).not.toBeNull();
  });

  it('the same amount, another thing, another unit, another language or an amount inside the bound is none', () => {
    expect(otherAmount('Build artefacts are deleted after 14 days.', 'We keep build artefacts for 14 days in the bucket.')).toBeNull();
    expect(otherAmount('Patch cables are soak-tested for 2 hours.', 'Patch cables are soak-tested for 120 minutes.')).toBeNull();
    expect(otherAmount('Build artefacts are deleted after 14 days.', 'Crash dumps are deleted after 60 days.')).toBeNull();
    expect(otherAmount('Build artefacts are deleted after 14 days.', 'Build artefacts are about 40 MB each.')).toBeNull();
    expect(otherAmount('Build artefacts are kept for at most 30 days.', 'Build artefacts are kept for 7 days.')).toBeNull();
    expect(otherAmount('Summer rentals of the kayaks last 3 hours.', 'Winter rentals of the kayaks last 2 hours.')).toBeNull();
    expect(otherAmount('发票必须在 3 天内开出。', 'Receipts are emailed within 7 days.')).toBeNull();
    expect(otherAmount('滤芯每使用 200 小时更换一次。', '水泵每运行 400 小时保养一次。')).toBeNull();
  });

  it('is raised as a conflict with the rule, and never edits', async () => {
    const r = await findingsFor(
      '# Print shop\n\n- Proof files are deleted after 14 days.\n- 油墨罐开封满 30 天就要报废。\n',
      {
        'proof-files.md': 'We keep proof files for 90 days so repeat customers can reorder.',
        'ink-tins.md': '油墨罐开封用到 60 天再报废也可以，颜色没变。',
        'proof-size.md': 'Proof files are exported as PDF/X-4.',
      },
    );
    expect(r.conflicts).toEqual(['ink-tins.md', 'proof-files.md']);
    expect(r.writes).toBe(0);
  });
});

describe('a record of one occasion', () => {
  it('says no rule again: no in-claude-md for a dated report of what the rule allows', async () => {
    const r = await findingsFor('# Site office\n\n- Visitors may use the loading bay with a day pass.\n', {
      'loading-bay.md': 'A visitor with a day pass used the loading bay on 2026-03-04 to drop off forty chairs.',
    });
    expect(r.repeats).toEqual([]);
    expect(r.conflicts).toEqual([]);
  });

  it('a memory that says the rule itself is still a repeat', async () => {
    const r = await findingsFor('# Site office\n\n- Visitors may use the loading bay with a day pass.\n', {
      'loading-bay.md': 'Visitors may use the loading bay with a day pass.',
    });
    expect(r.repeats).toEqual(['loading-bay.md']);
  });
});
