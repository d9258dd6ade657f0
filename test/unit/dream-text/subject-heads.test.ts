import { describe, expect, it } from 'vitest';
import { changedSubjectSpan, otherThingChanged } from '../../../electron/core/dream/text/subject-heads.js';

describe('otherThingChanged: a change of another thing of the same kind', () => {
  it.each([
    ['翻譯社的日文稿件由外包譯者小林負責。', '翻譯社的韓文稿件改由內部譯者負責，不再外包。'],
    ['驾校科目二的教练车是捷达。', '科目三的教练车从捷达换成了朗逸，科目二的车没有变。'],
    ['游泳馆东门停车场每小时收费五元。', '西门停车场收费改为每小时八元。'],
    ['Car deck bookings for the ferry are handled by the harbour office.', 'Foot-passenger bookings moved from the harbour office to the online shop.'],
    ["The kids' pool opens at 09:00.", "The lap pool's opening time is now 06:30."],
    ['The station’s news bulletins come from the Reuters feed.', 'The weather feed moved from the Met Office to Open-Meteo.'],
    ["The cardiology ward's night shift is led by Sister Mary.", "The surgical ward's night shift switched from Sister Mary to Nurse Okoro."],
  ])('%s / %s', (older, newer) => expect(otherThingChanged(older, newer)).toBe(true));

  it.each([
    // the same thing told in another order, or with a modifier on one side only
    ["The telescope's raw data is archived on the LTO tape robot in building 3.", "Raw telescope data is now archived on the university's Ceph cluster."],
    ['洗衣店的烘干机每次收费十元，店员每晚负责清理滤网。', '烘干机收费从每次十元调整为每次十二元。'],
    ['轮渡公司的环岛线每天开八班。', '环岛线班次改为每天十班。'],
    ['The food bank collects supermarket donations from Tesco Extra.', 'We moved the supermarket pick-up from Tesco Extra to the Aldi on Mill Road.'],
    ['The dental clinic opens at 08:00 on weekdays.', "The clinic's weekday opening time is now 07:30."],
    ['Ski lessons for children cost €45 per hour.', "Children's ski lessons are now €52 per hour."],
    ['Always wear gloves in the lab.', 'Nitrile gloves are now kept in the supply room instead of the lab.'],
    // no change word: nothing to read a changed subject from
    ['The north barn is locked at night.', 'The south barn is locked at night.'],
  ])('%s / %s are one thing', (older, newer) => expect(otherThingChanged(older, newer)).toBe(false));

  it('reads the object when an agent stands before the change word', () => {
    expect(changedSubjectSpan('We moved the supermarket pick-up from Tesco Extra to the Aldi.')?.trim()).toBe('the supermarket pick-up');
    expect(changedSubjectSpan('西门停车场收费改为每小时八元。')).toBe('西门停车场收费');
  });
});

describe("otherThingChanged: one owner's other thing", () => {
  it("a change of the surf school's wetsuit rentals is not of the surf school's café", () => {
    expect(otherThingChanged("The surf school's café takes card payments through Square.", "The surf school's wetsuit rentals moved from Square to SumUp.")).toBe(true);
    expect(otherThingChanged("The museum's shop takes cards through Square.", "The museum's ticket desk switched from Square to SumUp.")).toBe(true);
  });

  it('the same thing of the owner, or an owner on one side only, is one thing', () => {
    expect(otherThingChanged("The surf school's wetsuit rentals take payments through Square.", "The surf school's wetsuit rentals moved from Square to SumUp.")).toBe(false);
    expect(otherThingChanged('Wetsuit rentals at the surf school are paid through Square.', "The surf school's wetsuit rentals moved from Square to SumUp.")).toBe(false);
    expect(otherThingChanged('每日对账文件通过FTP发给合作银行。', '对账文件的传输方式由FTP改为SFTP。')).toBe(false);
  });
});

describe('otherThingChanged: a code of its own before one head', () => {
  it('U12队 is not U10队, A5會議室 not A2會議室', () => {
    expect(otherThingChanged('青年足球俱乐部的U10队在东区球场训练。', '青年足球俱乐部的U12队训练场从东区球场搬到了西区球场。')).toBe(true);
    expect(otherThingChanged('三樓的A2會議室用 Zoom Rooms 開會。', '三樓的A5會議室從 Zoom Rooms 換成了 Teams Rooms。')).toBe(true);
  });

  it('the same code, or a code on one side only, is one thing', () => {
    expect(otherThingChanged('仓库B区的货架由老王管理。', '仓库B区的货架改由小李管理了。')).toBe(false);
    expect(otherThingChanged('官网用Vue 2。', '官网从Vue 2升级到了Vue 3。')).toBe(false);
  });
});

describe('otherThingChanged: round 12 — a negator or a time adverb is no modifier; the old thing named in the change', () => {
  it.each([
    ['茶馆泡茶用农夫山泉的桶装水。', '不用农夫山泉了，现在泡茶都用虎跑泉水。'],
    ['西装锁边一律用金霸线。', '以后锁边统一用古特曼线，别再用金霸线了。'],
    ['The fish market weighs every crate on the Avery scale at the gate.', 'Since November we weigh the crates with the Marel scale instead of the Avery.'],
  ])('%s / %s is the same thing', (older, newer) => expect(otherThingChanged(older, newer)).toBe(false));

  it.each([
    ['The Lisbon office weighs parcels on the Avery scale.', 'The Porto office weighs parcels with the Marel scale instead of the Avery.'],
    ['驾校科目二的教练车是捷达。', '科目三的教练车从捷达换成了朗逸，科目二的车没有变。'],
  ])('%s / %s is another thing', (older, newer) => expect(otherThingChanged(older, newer)).toBe(true));
});
