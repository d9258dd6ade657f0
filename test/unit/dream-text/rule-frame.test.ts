import { describe, expect, it } from 'vitest';
import { asksOrLooksBack, frameOf, kinInPlace, otherObject, otherPartOf, otherPeriod, otherTime, peopleCountOf, saysAction, saysOmission, wantsCompany, zhPredicateOf } from '../../../electron/core/dream/text/rule-frame.js';
import { typedValuesOf } from '../../../electron/core/dream/text/typed-values.js';

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
    // another word right before the head, a word of degree shared further off
    expect(otherObject(frameOf('Never print full account numbers on receipts.')!, 'Printing full order numbers on receipts is fine.')).toBe(true);
    expect(otherObject(frameOf('Never print full account numbers on receipts.')!, 'Printing the full account number on the receipt is fine.')).toBe(false);
    expect(otherObject(frameOf('Never true a carbon wheel on the old stand.')!, 'Truing a carbon racing wheel there is fine.')).toBe(false);
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

describe('saysAction and saysOmission: the frame’s action in any form, or left out', () => {
  it('reads irregular participles, -ing forms and a prefixed verb', () => {
    expect(saysAction(frameOf('Never pay wages in cash.')!, 'Seasonal pickers may be paid their wages in cash.')).toBe(true);
    expect(saysAction(frameOf('Staff re-check the knot of every lead climber.')!, 'The knot check before a lead climb is optional.')).toBe(true);
    expect(saysAction(frameOf('Tickets are never refunded once the curtain is up.')!, 'A latecomer gets the ticket refunded.')).toBe(true);
    expect(saysAction(frameOf('Never sell paint thinner to under-18s.')!, 'Paint thinner lives in the aisle by the back door.')).toBe(false);
  });
  it('a permission to leave something out', () => {
    expect(saysOmission('the allergen line can be left off the sourdough labels')).toBe(true);
    expect(saysOmission('The ID number can be omitted for repeat customers.')).toBe(true);
    expect(saysOmission('The allergen line is printed on every label.')).toBe(false);
  });
});

describe('zhPredicateOf: a Chinese rule’s verb and what 把, 有, 在 and a coverb bring', () => {
  it.each([
    ['所有队员下水前一律穿上救生衣。', { verb: '穿', object: null, place: null, means: null }],
    ['绝不把客人的行李放在大厅。', { verb: '放', object: '行李', place: null, means: null }],
    ['不要把客户手机号写进日志。', { verb: '写', object: '客户手机号', place: null, means: null }],
    ['深水区任何时候都要有救生员在岗。', { verb: '有', object: '救生员', place: null, means: null }],
    ['不准在展厅里打电话。', { verb: '打电话', object: null, place: '展厅', means: null }],
    ['不要用热水洗羊毛衫。', { verb: null, object: null, place: null, means: '热水' }],
    ['拍品的底价一律不对外透露。', { verb: '透露', object: null, place: null, means: null }],
    ['不要给猫喂牛奶。', { verb: '喂', object: null, place: null, means: '猫', verbObject: '喂牛' }],
  ])('%s', (clause, want) => {
    expect(zhPredicateOf(clause)).toMatchObject(want);
  });
});

describe('peopleCountOf: how many people do it', () => {
  it('reads a typed count, and one person or alone as 1', () => {
    expect(peopleCountOf('夜班必须两个人一起巡逻。', typedValuesOf('夜班必须两个人一起巡逻。'))).toBe('2');
    expect(peopleCountOf('一个人巡逻也可以。', [])).toBe('1');
    expect(peopleCountOf('还车时一名员工检查车况就行。', [])).toBe('1');
    expect(peopleCountOf('The kiln can be unloaded alone.', [])).toBe('1');
    expect(peopleCountOf('一个东西忘了拿。', [])).toBeNull();
  });
});

describe('otherTime and wantsCompany', () => {
  it('another side of the same event keeps clear of the rule; the same side or another event does not', () => {
    expect(otherTime('Never open the fire door during service.', 'Opening the fire door after service is fine.')).toBe(true);
    expect(otherTime('下班前不要关服务器。', '下班后可以关服务器。')).toBe(true);
    expect(otherTime('Never open the fire door during service.', 'Opening the fire door during service is fine on hot nights.')).toBe(false);
    expect(otherTime('开园前不要浇花。', '闭园后可以浇花。')).toBe(false);
  });
  it('a rule of doing it with someone', () => {
    expect(wantsCompany('Children under ten must use the climbing wall with an adult.')).toBe(true);
    expect(wantsCompany('孩子必须有大人陪同才能上蹦床。')).toBe(true);
    expect(wantsCompany('Always wear a harness on the climbing wall.')).toBe(false);
  });
});

describe('asksOrLooksBack: a memory that grants nothing now', () => {
  it('a question, a former practice, and a report of once with no permission', () => {
    expect(asksOrLooksBack('Can we leave the kiln alone during a firing if the timer is set?', true)).toBe(true);
    expect(asksOrLooksBack('We used to store the oars on the floor, but not any more.', false)).toBe(true);
    expect(asksOrLooksBack('以前考生可以带手机进考场，现在不行了。', true)).toBe(true);
    expect(asksOrLooksBack('On 2026-11-14 someone left the kiln unattended and a shelf cracked.', false)).toBe(true);
  });
  it('a permission now, even one given on a day gone by', () => {
    expect(asksOrLooksBack('It is fine to leave the kiln alone during a firing.', true)).toBe(false);
    expect(asksOrLooksBack('The boss said yesterday that it is fine to leave the kiln alone.', true)).toBe(false);
    expect(asksOrLooksBack('Hairnets are no longer needed in the office.', true)).toBe(false);
  });
});

describe('otherPartOf and otherPeriod: another part of the rule’s thing, another time than its period', () => {
  it('one owner’s other part; the same part said otherwise is the same', () => {
    expect(otherPartOf('病历的诊断结论不得由实习生修改。', '病历的封面可以由实习生修改。')).toBe(true);
    expect(otherPartOf('病历的诊断结论不得由实习生修改。', '病历的诊断可以由实习生补充。')).toBe(false);
    expect(otherPartOf('病历的诊断结论不得由实习生修改。', '处方的封面可以由实习生修改。')).toBe(false);
  });
  it('before or after another event than the rule’s period; the period itself, or a time inside it, is not another', () => {
    expect(otherPeriod('演出期间不要调试音响。', '散场以后调试音响没问题。')).toBe(true);
    expect(otherPeriod('演出期间不要调试音响。', '演出中场休息的时候调试音响也可以。')).toBe(false);
    expect(otherPeriod('演出期间不要调试音响。', '演出结束以后调试音响没问题。')).toBe(false);
  });
});
