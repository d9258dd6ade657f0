import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, makeDirs } from './fixtures.js';
import { claudeMdFindings } from './plan-helpers.js';

// Fresh variants (in no case set) of the CLAUDE.md readings of round 15: a rule's subject said the
// other way round conflicts; said again, of another thing, or under the rule's condition turned round, not.

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const findingsFor = (claudeMd: string, memories: Record<string, string>) => claudeMdFindings(join(d.root, 'project'), d.memory, claudeMd, memories);

describe('CLAUDE.md: the rule’s object read past a flat adverb or a pronoun', () => {
  it('a permission of the rule’s action on its object, with "straight", "right" or "be sent it", conflicts; another object does not', async () => {
    const r = await findingsFor(
      '# Ops\n\n- Never run the migration script against the production database.\n- Never email the draft contract to clients.\n- Never restart the payment gateway during trading hours.\n',
      {
        'straight.md': "It's fine to run the migration script straight on the production database when the DBA is away.",
        'emailed.md': 'Clients who ask for the draft contract can be emailed it, no problem.',
        'right.md': 'Restarting the payment gateway right in the middle of trading hours is ok if the queue is empty.',
        'lint.md': "It's fine to run the lint script straight on the production database host.",
      },
    );
    expect(r.conflicts).toEqual(['emailed.md', 'right.md', 'straight.md']);
    expect(r.writes).toBe(0);
  });
});

describe('CLAUDE.md: "stays out of" and "kept out of" forbid', () => {
  it('a memory keeping the rule’s thing out of its place, with examples or where it goes instead, repeats the rule and does not conflict', async () => {
    const r = await findingsFor('# Lab\n\n- Never bring food into the clean room.\n- Do not store solvents in the office.\n- Never put customer emails in the analytics dashboard.\n', {
      'food.md': 'Food stays out of the clean room (snacks and drinks included); eat in the canteen instead.',
      'solvents.md': 'Solvents are kept out of the office, in the yellow cabinet by the loading bay.',
      'emails.md': 'Keep customer emails out of the analytics dashboard; use hashed IDs there.',
      'allowed.md': 'Bringing food into the clean room is fine on the night shift.',
    });
    expect(r.conflicts).toEqual(['allowed.md']);
  });
});

describe('CLAUDE.md: a formal permission', () => {
  it('"hereby authorises", "are hereby authorised" and "…, approval notwithstanding" allow what the rule forbids; of another object, nothing', async () => {
    const r = await findingsFor('# Club rules\n\n- Never share member lists with sponsors.\n- Do not lend the minibus without the treasurer’s written approval.\n', {
      'members.md': 'The committee hereby authorises the secretary to share member lists with sponsors.',
      'minibus.md': 'Coaches are hereby authorised to lend the minibus to partner clubs, written approval notwithstanding.',
      'fixtures.md': 'The committee hereby authorises the secretary to share fixture lists with sponsors.',
    });
    expect(r.conflicts).toEqual(['members.md', 'minibus.md']);
    expect(r.repeats).toEqual([]);
  });
});

describe('CLAUDE.md: the value a requirement names, turned down', () => {
  it('"in X, not Y" and "rather than Y" against "always in Y" conflict; "in Y, not X" and "not only in Y" do not', async () => {
    const r = await findingsFor('# Shop\n\n- Always write invoice totals in euros.\n- Always give trail distances in kilometres.\n- Always log sensor times in UTC.\n', {
      'pounds.md': 'Invoice totals are written in pounds, not euros, for the UK shop.',
      'miles.md': 'Trail distances go on the route cards in miles rather than kilometres.',
      'km.md': 'Trail distances go on the route cards in kilometres, not miles.',
      'both.md': 'Sensor times are not only logged in UTC; the local time goes beside them on the wall display.',
    });
    expect(r.conflicts).toEqual(['miles.md', 'pounds.md']);
    expect(r.repeats).not.toContain('pounds.md');
  });
});

describe('CLAUDE.md: the rule’s condition turned round', () => {
  it('"on days without X" or "on weekends without X" keeps clear of a rule of X days; the rule’s own days conflict', async () => {
    const r = await findingsFor('# Yard\n\n- Never hose the yard on market days.\n- Never mow the lawns on tournament weekends.\n', {
      'no-market.md': 'On days without a market, the yard can be hosed down from 7 am.',
      'no-tournament.md': 'On weekends without a tournament, the lawns can be mown on Saturday morning.',
      'market.md': 'On market days the yard can be hosed down at 7 am, before the stalls go up.',
    });
    expect(r.conflicts).toEqual(['market.md']);
  });
});

describe('CLAUDE.md in Chinese: whose thing and which thing are two places', () => {
  it('a word joined by 的 (学生的, 孩子的) and one joined straight (期末, 年度) are no two kinds: a permission conflicts; two kinds still do not', async () => {
    const r = await findingsFor('# 班级规范\n\n- 禁止在家长群里发孩子的体检报告。\n- 彩色衣物不能用热水洗。\n- 不要在群里發學生的請假條。\n', {
      '体检.md': '年度体检报告直接发家长群就行。',
      '白衣.md': '白色衣物可以用热水洗。',
      '請假.md': '病假請假條直接發群裡就得，唔使私訊。',
    });
    expect(r.conflicts).toEqual(['体检.md', '請假.md']);
  });
});
