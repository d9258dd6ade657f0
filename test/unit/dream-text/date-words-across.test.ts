import { describe, expect, it } from 'vitest';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// Fresh variants, in no case set. 2026-12-10 is a Thursday: 去年 2025, 这个月 2026-12, this week
// 2026-12-07 to 2026-12-13, last week 2026-11-30 to 2026-12-06, next week 2026-12-14 to 2026-12-20.
const REF = '2026-12-10';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a Chinese date word whose characters belong to the words beside it is no date', () => {
  it.each([
    // the head is a verb's complement (送去, 拿去), the tail the next word's (年检, 年审)
    '两台叉车都送去年检了。',
    '把旧车拿去年审，下午取回。',
    '展板带去年会上展示。',
    // a demonstrative with its measure word, then a noun (这个 + 月饼)
    '这个月饼是莲蓉馅的，别放冰箱。',
    '這個月餅要冷藏，不然會壞。',
  ])('%s', (text) => {
    expect(run(text)).toBe(text);
  });
});

describe('a date word beside such words is still a date', () => {
  it.each([
    ['我们去年检查过锅炉。', '我们2025年检查过锅炉。'],
    ['上个月饼干卖得最好。', '2026-11饼干卖得最好。'],
    ['这个月底前把报表交上来。', '2026年12月底前把报表交上来。'],
    ['他去年来过一次。', '他2025年来过一次。'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });
});

describe("a weekday's numeral that goes on as a number is a count in that week", () => {
  it.each([
    ['这周三十个订单都要发完。', '2026-12-07至2026-12-13三十个订单都要发完。'],
    ['上周二十多个学员补考了。', '2026-11-30至2026-12-06二十多个学员补考了。'],
    ['下周二三十人来参观。', '2026-12-14至2026-12-20二三十人来参观。'],
    ['上週五十箱鳳梨酥全部出貨了。', '2026-11-30至2026-12-06五十箱鳳梨酥全部出貨了。'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });

  it.each([
    ['下周三十点开会。', '2026-12-16十点开会。'],
    ['这周三十二点前交。', '2026-12-09十二点前交。'],
  ])('a clock time after it is the time of that day: %s', (text, want) => {
    expect(run(text)).toBe(want);
  });
});

describe("a day's possessive in a generic sentence about those a participle picks out names no day", () => {
  it.each([
    "Interpreters booked for tomorrow's list confirm with the listing office by 18:00.",
    "Drivers rostered on tomorrow's early shift collect the keys from the depot by 06:00.",
    "Volunteers signed up for tomorrow's beach clean meet at the pier at 09:00.",
    "Parcels left at yesterday's pop-up stall wait at the front desk.",
  ])('%s', (text) => {
    expect(run(text)).toBe(text);
  });

  it.each([
    ["We booked tomorrow's ferry for the whole crew.", 'We booked the 2026-12-11 ferry for the whole crew.'],
    ["Engineers from Arco fixed yesterday's outage by noon.", 'Engineers from Arco fixed the 2026-12-09 outage by noon.'],
    ["Boxes packed for yesterday's market run went out at 07:15.", 'Boxes packed for the 2026-12-09 market run went out at 07:15.'],
  ])('one told as done still is: %s', (text, want) => {
    expect(run(text)).toBe(want);
  });
});
