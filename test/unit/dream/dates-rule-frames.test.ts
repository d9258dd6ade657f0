import { describe, expect, it } from 'vitest';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// 2026-11-25 is a Wednesday: yesterday 2026-11-24, the day before 2026-11-23, last Friday 2026-11-20,
// in two days 2026-11-27, next week the week of 2026-11-30.
const REF = '2026-11-25';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a rule behind its label or a phrase of generality names no day', () => {
  it.each([
    'Kitchen policy: a delivery signed for after 15:00 is put away tomorrow morning.',
    'As a rule, parcels scanned after the last van go out tomorrow.',
    'House rules — whoever locks up takes the bins out tomorrow.',
    'Note: an invoice raised after 17:00 is dated tomorrow.',
    "'Next week' in the rota means the ISO week after this one.",
    // a clock time's colon is no label: the generic subject is read as before
    'Crates weighed after 16:30 are shipped tomorrow.',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });
});

describe('an event inside or beside a labelled rule still converts', () => {
  it.each([
    ['Ward protocol: we agreed yesterday to never leave the trolley unlocked.', 'Ward protocol: we agreed on 2026-11-24 to never leave the trolley unlocked.'],
    ['Rollback procedure: yesterday we rolled back the release by hand.', 'Rollback procedure: on 2026-11-24 we rolled back the release by hand.'],
    [
      'The compressor was serviced yesterday. As a general rule, filters changed after 18:00 are logged tomorrow.',
      'The compressor was serviced on 2026-11-24. As a general rule, filters changed after 18:00 are logged tomorrow.',
    ],
    ['We signed off on this last Friday.', 'We signed off on this on 2026-11-20.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('a condition rules over its own clause only', () => {
  it('an "if" in a clause of its own after a semicolon leaves the event before it', () => {
    expect(run('the lift jammed on floor 3 the day before yesterday; call Otis if it happens again')).toBe('the lift jammed on floor 3 on 2026-11-23; call Otis if it happens again');
  });

  it('a clause that opens with the condition after a dash is an afterthought to the date', () => {
    expect(absolutizeDates('The boiler is serviced tomorrow — if the engineer can get in.', REF).edits).toEqual([]);
  });
});

describe('"in two days" is a stretch, not a day ahead, after a count or a past verb', () => {
  it.each(['Four walk-ins cancelled in two days, so we open the waiting list.', 'The bakery sold 300 loaves in two days during the fair.', 'It rained twice in two days.', 'The tickets sold out in two days.'])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('a day ahead still converts, after a past verb of deciding too', () => {
    expect(run('The new shelving arrives in two days.')).toBe('The new shelving arrives on 2026-11-27.');
    expect(run('We agreed to ship in two weeks.')).toBe('We agreed to ship in the week of 2026-12-07.');
  });
});

describe('a consequence and a version are no definition and no date', () => {
  it.each([
    ['The grant money arrives next week, which means the lab can order the centrifuge.', 'The grant money arrives in the week of 2026-11-30, which means the lab can order the centrifuge.'],
    ['v3.0.2 (2 days ago): exports now skip empty rows.', 'v3.0.2 (2026-11-23): exports now skip empty rows.'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('a date already given before the bracket stays', () => {
    expect(absolutizeDates('Released on 2026-11-20 (five days ago).', REF).edits).toEqual([]);
  });
});

describe('Cantonese day words and particles', () => {
  it.each([
    ['琴晚貨倉部冷氣機停咗，今朝已經搵人睇過。', '2026-11-24晚上貨倉部冷氣機停咗，今朝已經搵人睇過。'],
    ['尋日啲貨遲咗到，客人要求退運費。', '2026-11-24啲貨遲咗到，客人要求退運費。'],
    ['昨日個網站死咗半個鐘。', '2026-11-24個網站死咗半個鐘。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('琴 inside a word is no day (钢琴晚会)', () => {
    expect(absolutizeDates('这场钢琴晚会很成功。', REF).edits).toEqual([]);
  });
});

describe('a Chinese category in a clause of its own after an event', () => {
  it('the event converts', () => {
    expect(run('上周五系统迁移完成了，现在运费按重量计算。')).toBe('2026-11-20系统迁移完成了，现在运费按重量计算。');
  });

  it('a clause that only leads up to the category stays', () => {
    expect(absolutizeDates('今天下单的，都算明天的单。', REF).edits).toEqual([]);
  });
});

describe('a Chinese rule frame (原则上, 按规定, 店规：, 規矩係：) is a rule, an event under it told as done still converts', () => {
  it.each(['原则上，周五以后提交的报销下周一处理。', '店規：下午五點後送來的衣服，明天才洗。', '規矩係：夜晚十點後收到嘅單，聽日先出貨。'])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it.each([
    ['昨天仓库漏水了。按规定，晚上送到的货明天验收。', '2026-11-24仓库漏水了。按规定，晚上送到的货明天验收。'],
    ['按规定，昨天的单已经全部退款了。', '按规定，2026-11-24的单已经全部退款了。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});
