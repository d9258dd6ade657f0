import { describe, expect, it } from 'vitest';
import { dateEditsOf } from '../../../electron/core/dream/dates.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// 2026-11-18 is a Wednesday: yesterday 2026-11-17, 前天 2026-11-16, last Thursday / 上周四 2026-11-12, last Friday 2026-11-13.
const REF = '2026-11-18';
const dated = (body: string): string => {
  let out = body;
  for (const e of [...dateEditsOf(body, { file: 'm.md', writtenOn: REF })].reverse()) out = out.slice(0, e.start) + e.after + out.slice(e.end);
  return out;
};

describe('a table row is read under its header: a day gone by in a column of when is the day of its event', () => {
  it.each([
    ['Cellar jobs:\n\n| Job | When |\n|---|---|\n| Kegs cleaned, cold room | yesterday |\n| Line flush | every Friday |', '| Kegs cleaned, cold room | 2026-11-17 |'],
    ['| When | Who | Unit |\n|---|---|---|\n| last Friday | Priya | auto-belay 2 |', '| 2026-11-13 | Priya | auto-belay 2 |'],
    ['| 日期 | 事项 |\n|---|---|\n| 前天 | 二号冷柜除霜 |\n| 每周一 | 补货 |', '| 2026-11-16 | 二号冷柜除霜 |'],
    ['| 日期 | 事項 |\n|---|---|\n| 昨天 | 三號房的冷氣修好了 |', '| 2026-11-17 | 三號房的冷氣修好了 |'],
  ])('%s', (body, row) => {
    const out = dated(body);
    expect(out).toContain(row);
    expect(out).not.toContain('| yesterday |');
  });

  it('keeps the recurring rows, a rota of days to come, and a column that is no when', () => {
    expect(dated('| Job | When |\n|---|---|\n| Line flush | every Friday |')).toContain('| Line flush | every Friday |');
    for (const body of [
      '| Shift | When |\n|---|---|\n| Early | today |\n| Late | tomorrow |',
      '| 班別 | 日期 |\n|---|---|\n| 早班 | 今天 |\n| 晚班 | 明天 |',
      '| Word | Means |\n|---|---|\n| today | the shift day, from 06:00 |\n| yesterday | the shift before |',
      "| Board | Day |\n|---|---|\n| Yesterday's Brews | every Monday |",
    ]) expect(dated(body)).toBe(body);
  });
});

describe("a schedule that is where a change went is no frame over the sentence", () => {
  it.each([
    ['fix(rota): tram depot wash bay slot moved to Saturdays, done last Thursday', 'done on 2026-11-12'],
    ['Quiz night at the bowling alley was moved to Thursdays last week.', 'in the week of 2026-11-09'],
    ['chore(gym): kids climbing club switched to weekends, done yesterday', 'done on 2026-11-17'],
    ['店里的例会改到每周四，上周四已经通知大家了。', '2026-11-12已经通知'],
    ['床單送洗改到每週六，昨天已經公告了。', '2026-11-17已經公告'],
  ])('%s', (text, expected) => expect(absolutizeDates(text, REF).text).toContain(expected));

  it.each([
    'Each Monday we archive the files closed last week.',
    'The gym standup moves to Mondays and reviews last week.',
    '每周四的例会改到每周五，会上回顾上周的进度。',
  ])('a recurring frame still holds: %s', (text) => expect(absolutizeDates(text, REF).edits).toEqual([]));
});
