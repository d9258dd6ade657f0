import { describe, expect, it } from 'vitest';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';
import { carriesFact, missingFactClauses } from '../../../electron/core/dream/text/hook-clauses.js';

// 2026-12-02 is a Wednesday: yesterday 2026-12-01, tomorrow 2026-12-03, 前天 2026-11-30, last Friday / 上周五 2026-11-27.
const REF = '2026-12-02';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a generic sentence with a pair of date words names no day', () => {
  it.each([
    'An appointment cancelled today for tomorrow is still charged the late-cancellation fee.',
    'Shifts swapped today for tomorrow are paid at the overtime rate.',
    '- parcels dropped off today go out tomorrow on the first van',
    'Rooms booked today for tonight are charged in full.',
    'Tickets bought today for tonight cannot be refunded.',
    '今天下单明天发货，节假日顺延。',
    '今天報名、明天繳費的學員，仍然適用早鳥價。',
    '今日付款次日出票。',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('still converts a pair told as events', () => {
    expect(run('The print shop confirmed yesterday that the flyers will be ready tomorrow.')).toBe('The print shop confirmed on 2026-12-01 that the flyers will be ready on 2026-12-03.');
    expect(run('今天下单了，明天发货。')).toContain('2026-12-02');
    expect(run('The courier dropped off today the parcels we ordered.')).toContain('2026-12-02');
  });
});

describe('a date word under a recurring frame belongs to the rule', () => {
  it.each([
    'Every Friday the roastery ships the wholesale orders that came in since last Friday.',
    'Every Monday the vet practice reorders the vaccines used since last Monday.',
    'On Tuesdays the library posts letters for every loan overdue since last Tuesday.',
    '每周五财务核对上周五以来提交的报销单。',
    '每週一早上，倉庫會盤點上週一以來的退貨。',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('still converts where the rule starts, or a past event told before the rule', () => {
    expect(run('Since last Friday the tractor GPS units always report their position in UTC.')).toContain('2026-11-27');
    expect(run('Last Friday we agreed that every Monday the clinic phones patients overdue for a check-up.')).toBe('On 2026-11-27 we agreed that every Monday the clinic phones patients overdue for a check-up.');
    expect(run('从上周五开始，每次发版前都要跑冒烟测试。')).toContain('2026-11-27');
  });
});

describe('a heading, a label or a field name that is only a date word is a field, not a day', () => {
  it.each([
    'Daily standup template:\n\n## Yesterday\n- what shipped\n\n## Today\n- what I am on',
    'Hive inspection template:\n\n## Today\n- brood pattern\n- temper',
    'Handover:\n\n**Today:** jobs done\n**Tomorrow:** jobs planned',
    '- Tomorrow: planned work\n- Blockers: none',
    '### Next week\n1. goals',
    '巡检记录：\n\n今日：\n- 设备状态\n\n明日：\n- 计划工作',
    '## 今日\n- 冷藏庫溫度\n\n## 明日\n- 進貨清單',
    '**本周：** 完成的事项',
    '## Yesterday',
    '- Today: jobs planned\n- Tomorrow: what is next',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('still converts a value after a label and an event next to a field', () => {
    expect(run('**Deadline:** tomorrow')).toBe('**Deadline:** 2026-12-03');
    expect(run('## Today\n- what went well\n\nYesterday the team dropped the Friday demo.')).toBe('## Today\n- what went well\n\nOn 2026-12-01 the team dropped the Friday demo.');
    expect(run('今日：\n- 已完成的工作\n\n前天打印机的定影器坏了。')).toBe('今日：\n- 已完成的工作\n\n2026-11-30打印机的定影器坏了。');
    expect(run('## Deployed yesterday\n- api v2')).toContain('2026-12-01');
    expect(run('- yesterday: rotated the prod DB password')).toBe('- 2026-12-01: rotated the prod DB password');
    expect(run('Yesterday: the DB crashed.')).toBe('2026-12-01: the DB crashed.');
    expect(run('## Yesterday\n- deployed the new API')).toBe('## 2026-12-01\n- deployed the new API');
    expect(run('昨天：\n- 打印机坏了')).toContain('2026-12-01');
  });
});

describe('a promise of more, with or without its time word, is an aside', () => {
  it.each(['再補', '待補', '再说吧', '回頭再說', 'more when I have time', 'the rest once I get a minute'])('%s', (clause) => {
    expect(carriesFact(clause)).toBe(false);
  });

  it.each(['再版的書要重新申請條碼', '再補貨要先問倉管', '待補件的申請先退回', 'more staff when the ferry is full'])('a fact that starts like one stays: %s', (clause) => {
    expect(carriesFact(clause)).toBe(true);
  });

  it('leaves the aside out of the topic file', () => {
    const hook = '後台規則：演出前九十分鐘封閉後台；煙霧效果每場最多使用兩次；其他見檔案；再補';
    expect(missingFactClauses(hook, '演出前九十分鐘封閉後台。')).toEqual(['煙霧效果每場最多使用兩次。']);
  });
});
