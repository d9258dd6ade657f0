import { describe, expect, it } from 'vitest';
import { dateEditsOf } from '../../../electron/core/dream/dates.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// Fresh variants, in no case set. 2026-11-18 is a Wednesday: tomorrow 2026-11-19, the day after 2026-11-20,
// two days ago / 前天 / 前日 2026-11-16, three days ago 2026-11-15, last Friday 2026-11-13, next Monday
// 2026-11-23, 下週三 2026-11-25, last week the week of 2026-11-09.
const REF = '2026-11-18';
const dated = (body: string): string => {
  let out = body;
  for (const e of [...dateEditsOf(body, { file: 'm.md', writtenOn: REF })].reverse()) out = out.slice(0, e.start) + e.after + out.slice(e.end);
  return out;
};
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a table cell under a header of when is a day: a past participle, a last or next time, a date of something, 日期 / 时间', () => {
  it.each([
    ['| Hive | Inspected | Note |\n|---|---|---|\n| 4 | two days ago | queen seen |', '| 4 | 2026-11-16 | queen seen |'],
    ['| Van | Last service |\n|---|---|\n| KX-12 | last Friday |', '| KX-12 | 2026-11-13 |'],
    ['| Task | Due date |\n|---|---|\n| Roof survey | next Monday |\n| Gutter clean | every spring |', '| Roof survey | 2026-11-23 |'],
    ['| Job | When |\n|---|---|\n| Chimney sweep | tomorrow 08:30 |', '2026-11-19 08:30'],
    ['| 设备 | 清洗日期 |\n|---|---|\n| 二号冷柜 | 前天 |', '| 二号冷柜 | 2026-11-16 |'],
    ['| 事項 | 時間 |\n|---|---|\n| 全館消毒 | 下週三上午 |', '2026-11-25'],
  ])('%s', (body, expected) => {
    expect(dated(body)).toContain(expected);
  });

  it('keeps a rota of day words alone, and a column that is no when', () => {
    for (const body of [
      '| 班次 | 日期 |\n|---|---|\n| 白班 | 今天 |\n| 夜班 | 后天 |',
      '| Crew | Day |\n|---|---|\n| Blue | tonight |\n| Green | tomorrow |',
      '| Phrase | Used for |\n|---|---|\n| next Monday | the booking page button |',
    ]) expect(dated(body)).toBe(body);
  });
});

describe('a message quoted as received, introduced by a line of its own, counts from the day written', () => {
  it.each([
    ['Message from the roofer, typed out:\n> Scaffold comes down the day after tomorrow, keep the side gate unlocked.', '2026-11-20'],
    ['房东在短信里的原话：\n> 明天上午十点来修热水器，家里要留人。', '2026-11-19'],
    ['師傅 WhatsApp 嘅原文：\n> 聽日下晝三點嚟換水泵。', '2026-11-19'],
  ])('%s', (body, expected) => {
    const out = dated(body);
    expect(out).toContain(expected);
    expect(out).not.toMatch(/day after tomorrow|明天|聽日/u);
  });

  it('leaves a message to copy, a standing text, a dated message and a quote with no introduction', () => {
    for (const body of [
      'Our auto-reply:\n> Thanks! We reply tomorrow before noon.',
      "From the ferry operator's website:\n> Tickets bought online today can be used tomorrow.",
      'Email from the landlord on 2026-10-02:\n> The boiler is serviced tomorrow.',
      'Yesterday the roofer texted:\n> Coming back tomorrow for the flashing.',
      '> Tomorrow is another day.',
    ]) expect(dated(body)).not.toContain('2026-11-19');
  });
});

describe('Cantonese 前日 and 後日 are days; the Mandarin literary 后日 is none', () => {
  it('converts them in a Cantonese sentence', () => {
    expect(run('前日部咖啡機壞咗，今朝已經整返好。')).toContain('2026-11-16');
    expect(run('後日朝早九點開會，記得帶埋份報價。')).toContain('2026-11-20');
  });
  it('leaves 后日 in Mandarin', () => {
    expect(run('此事后日再议。')).toBe('此事后日再议。');
  });
});

describe('a past event dated in its own clause, before what recurs or an aside', () => {
  it('converts a past verb with its object before the date', () => {
    expect(run('The council confirmed with us three days ago that bins are collected every other Tuesday.')).toContain('2026-11-15');
  });
  it('reads an aside in brackets as narrowing a word, no universal subject', () => {
    expect(run('Since last week the studio charges £10 for late key returns (any time after 22:00 or on bank holidays).')).toContain('the week of 2026-11-09');
  });
  it.each([
    'Each Friday we invoice whatever was delivered last week.',
    'Any parcel sent yesterday (or earlier) arrives by Monday.',
  ])('still leaves a rule: %s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });
});
