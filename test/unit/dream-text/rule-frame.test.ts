import { describe, expect, it } from 'vitest';
import { frameOf, kinInPlace, otherObject } from '../../../electron/core/dream/text/rule-frame.js';

describe('frameOf: the action a rule governs and the thing it governs it over', () => {
  it.each([
    ['Never true a carbon wheel on the old stand.', { verb: 'tru', head: 'wheel', modifiers: ['carbon'] }],
    ['Never machine wash a silk scarf.', { verb: 'wash', head: 'scarf', modifiers: ['silk'] }],
    ['Keepers must always wear gloves when handling the poison dart frogs.', { verb: 'wear', head: 'glov', modifiers: [] }],
    ['Tickets are never refunded once the curtain is up.', { verb: 'refund', head: 'ticket', modifiers: [] }],
    ['Never let a trainee drive the pump engine on a call-out.', { verb: 'driv', head: 'engin', modifiers: ['pump'] }],
    ['Never leave the kiln unattended while it is firing.', { verb: 'leav', head: 'kiln', modifiers: [] }],
    ['Idling: Buses must not idle in the depot yard for more than five minutes', { verb: 'idl', head: 'bus', modifiers: [] }],
    ['**Labels:** Always print the allergen line on every bread label.', { verb: 'print', head: 'lin', modifiers: ['allergen'] }],
    ['Always run `make hil` (hardware-in-the-loop tests) before merging.', { verb: 'run', head: 'hil', modifiers: ['mak'] }],
  ])('%s', (rule, frame) => {
    expect(frameOf(rule)).toEqual(frame);
  });
});

describe('otherObject: the statement speaks of another thing than the rule governs', () => {
  it('another distinguishing word before the head, or no head at all, is another thing', () => {
    expect(otherObject(frameOf('Never true a carbon wheel on the old stand.')!, 'Truing an alloy wheel on the old stand is fine, it only wobbles with deep carbon rims.')).toBe(true);
    expect(otherObject(frameOf('Never feed the sea lions after 16:00.')!, 'The penguins may be fed after 16:00.')).toBe(true);
    expect(otherObject(frameOf('Never trim the rabbits with the electric clippers.')!, 'The poodles can be trimmed with the electric clippers.')).toBe(true);
  });
  it('the same head, with the rule’s modifier, with none, or under a rule that gives none, is the same thing', () => {
    expect(otherObject(frameOf('Never true a carbon wheel on the old stand.')!, 'Truing a carbon wheel there is fine.')).toBe(false);
    expect(otherObject(frameOf('Never true a carbon wheel on the old stand.')!, 'Truing the wheel on the old stand is fine.')).toBe(false);
    expect(otherObject(frameOf('Buses must not idle in the depot yard.')!, 'It is OK to let the night buses idle in the depot yard.')).toBe(false);
    expect(otherObject(frameOf('Never email patient X-rays to a personal address.')!, "Sending an X-ray to a patient's Gmail is fine.")).toBe(false);
  });
});

describe('kinInPlace: another Chinese word of the kind in the object’s place', () => {
  it('finds 白色 for 彩色 and 铁 for 铝 before the word both give', () => {
    expect(kinInPlace('禁止用漂白水洗彩色衣物。', '白色衣物可以用漂白水洗。')).toBe(true);
    expect(kinInPlace('不可以用钢刷清理铝框。', '铁框可以用钢刷清理。')).toBe(true);
  });
  it('does not take a quantifier, a count or the same words for another thing', () => {
    expect(kinInPlace('所有接口都必须做鉴权。', '内部接口不做鉴权也没问题。')).toBe(false);
    expect(kinInPlace('夜班必须两个人一起巡逻。', '夜班人手不够的时候，一个人巡逻也可以。')).toBe(false);
    expect(kinInPlace('禁止在机房里吃东西。', '在机房里吃点零食也没关系。')).toBe(false);
  });
});
