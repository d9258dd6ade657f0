import { describe, expect, it } from 'vitest';
import { dateEditsOf } from '../../../electron/core/dream/dates.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// Fresh variants, in no case set. 2026-12-10 is a Thursday: yesterday / 昨天 2026-12-09, 前天
// 2026-12-08, 后天 2026-12-12; "on Monday" told as done 2026-12-07, "on Friday" 2026-12-04.
const REF = '2026-12-10';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a Chinese day word whose last character starts the next word is no date', () => {
  it.each([
    '前天线板的阻抗控制在 50 欧 ±10%。',
    '后天线缆接头要用防水胶带缠三圈。',
    '全景车型的前天窗排水孔疏通了。',
    '后天窗的密封条老化了，要换。',
    '前天花板漏水了，先拿桶接着。',
    '主板前天线接口松了。',
  ])('%s', (text) => {
    expect(run(text)).toBe(text);
  });
});

describe('a day word before a word of its own, a verb or an adverb is still a day', () => {
  it.each([
    ['前天线上发布了新版本。', '2026-12-08线上发布了新版本。'],
    ['昨天线路检修完成，3 号杆的绝缘子全部换新。', '2026-12-09线路检修完成，3 号杆的绝缘子全部换新。'],
    ['前天下单的订单有一批没同步到仓库。', '2026-12-08下单的订单有一批没同步到仓库。'],
    ['前天才到货，还没验收。', '2026-12-08才到货，还没验收。'],
    ['我们前天来过了。', '我们2026-12-08来过了。'],
    ['前天台风过境，温室的膜吹破了。', '2026-12-08台风过境，温室的膜吹破了。'],
    ['後天線上直播改到晚上八點。', '2026-12-12線上直播改到晚上八點。'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });
});

describe('a weekday told as done is the last such day before the day written', () => {
  it.each([
    ['@mei heads up 🔧 the grease trap was emptied on Monday, invoice is in the shared drive 🙏', '@mei heads up 🔧 the grease trap was emptied on 2026-12-07, invoice is in the shared drive 🙏'],
    ['We re-strung the court 2 net on Friday, so it sits higher now.', 'We re-strung the court 2 net on 2026-12-04, so it sits higher now.'],
    ['Replaced the float switch on Tuesday.', 'Replaced the float switch on 2026-12-08.'],
    ['The courier said on Wednesday that the pallet is lost.', 'The courier said on 2026-12-09 that the pallet is lost.'],
    ['The walk-in fridge door seal was fitted by Arturo on Monday.', 'The walk-in fridge door seal was fitted by Arturo on 2026-12-07.'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });

  it('is read in a memory whose line has no other date word', () => {
    const edits = dateEditsOf('FYI the till printer on desk 3 was swapped on Tuesday. Paper rolls are in the back.', { file: 'till-printer.md', writtenOn: REF });
    expect(edits.map((e) => e.after)).toEqual(['on 2026-12-08']);
  });

  it.each([
    'The bins are emptied on Monday.',
    'The engineer will be back on Monday.',
    'The inspection is scheduled on Friday.',
    'I need the keys on Monday.',
    'Closed on Monday.',
    'The boiler was serviced on Thursday.',
    'Deliveries arrived on Mondays.',
    'The float switch was replaced on Monday 7 December.',
    'If the pump failed on Monday we would have lost the batch.',
    'We met on Sunday evening and agreed the price.',
    'Put the bins out on Monday.',
    'Shred the old rosters on Friday.',
    'Set the oven timer on Tuesday.',
  ])('stays: %s', (text) => {
    expect(run(text)).toBe(text);
  });
});
