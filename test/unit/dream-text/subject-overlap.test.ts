import { describe, expect, it } from 'vitest';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `overlap${(n += 1)}.md`, factIndex: 0, text, date });
const pair = (a: string, b: string) => findContradictions([fact(a, '2026-09-01'), fact(b, '2026-11-10')]);

describe('one subject said in other words, most of them shared, with another value of one type', () => {
  it.each([
    ['Last tram from Leith on Sundays departs at 23:10.', 'Sunday last tram back from Leith: 23:40.'],
    ['Guided walks around the abbey ruins on Saturdays leave at 10:30.', 'Saturday guided walk, abbey ruins: 11:00.'],
    ['二楼药房夜间只留一名药剂师。', '二楼夜间药剂师安排两名，其中一名负责急诊。'],
    ['渔船每次出港最多装 8 吨柴油。', '渔船装油上限：10 吨。'],
    ['二號倉庫週末只派一名保安。', '二號倉庫週末保安配兩名。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // a word before the shared head names another thing on each side
    ['Main squad training on Tuesdays starts at 18:00.', 'Tuesday reserve squad training: 19:30.'],
    // two scopes of a closed class
    ['Weekday lunch service at the canteen starts at 11:30.', 'Weekend lunch service at the canteen: 12:00.'],
    ['成人票价每位 80 元。', '儿童票价每位 40 元。'],
    // another numbered thing
    ['一号仓库夜班只排一名保安。', '二号仓库夜班保安配两名。'],
    // another room of one owner, another kind of one thing, the other direction
    ['音乐厅的大厅能坐三百人。', '音乐厅的排练室能坐四十人。'],
    ['客栈的大床房每晚 300 元。', '客栈的双床房每晚 360 元。'],
    ['日译中每千字 150 元。', '中译日的稿费是每千字 200 元。'],
    ['Subtitling English to French on weekdays costs £90 an hour.', 'Weekday subtitling, French to English: £110 an hour.'],
    // the same amount in another unit
    ['渔船每次出港最多装 8 吨柴油。', '渔船装油上限：8000 公斤。'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('a numeral in one Han subject only says which one', () => {
  it.each([
    ['二楼会议室能坐 12 人。', '三楼会议室：最多 20 人，要提前一天预约。'],
    ['一号码头渡轮最多载 80 人。', '二号码头渡轮载客上限：120 人。'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('a name with a number in one subject only says which one', () => {
  it.each([
    ['Pump P3 at the lower reservoir: impeller inspected every 4 months.', 'Pump P9 at the lower reservoir: impeller inspected every 6 months.'],
    ['Coach C2 on the airport run seats 49 people.', 'Coach C7 on the airport run: 53 people.'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});
