import { describe, expect, it } from 'vitest';
import { dateEditsOf } from '../../../electron/core/dream/dates.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// 2026-11-20 is a Friday: yesterday 2026-11-19, 前天 2026-11-18, 上周五 2026-11-13.
const REF = '2026-11-20';
const run = (text: string): string => absolutizeDates(text, REF).text;
const inMemory = (body: string): string => {
  let out = body;
  for (const e of [...dateEditsOf(body, { file: 'm.md', writtenOn: REF })].reverse()) out = out.slice(0, e.start) + e.after + out.slice(e.end);
  return out;
};

describe("a day's possessive of an event told in the past is that event's day", () => {
  it.each([
    ["Yesterday's hailstorm cracked two panes in the palm house; the glazier is booked.", 'The 2026-11-19 hailstorm cracked two panes in the palm house; the glazier is booked.'],
    ["The fix for yesterday's outage went out at noon.", 'The fix for the 2026-11-19 outage went out at noon.'],
    ["We reviewed last Friday's incident with the vendor.", 'We reviewed the 2026-11-13 incident with the vendor.'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });

  it.each(["Yesterday's figures are always uploaded before 9.", "Tomorrow's forecast decides whether we open the terrace.", "Each morning the manager checks yesterday's till rolls against the bank slip.", "Today's specials board is wiped at close and rewritten by the morning chef.", "Each morning the keepers watch last night's footage."])('%s stays as written', (text) => {
    expect(run(text)).toBe(text);
  });
});

describe("a form's empty fields are no dates; a label over what it lists still is", () => {
  it.each(['Handover sheet fields:\n\n- Done today:\n- Carry over to tomorrow:\n- On call tonight:', 'Daily stand-up card:\n- What I did yesterday:\n- What I will do today:\n- Blockers:', '交接班记录：\n\n- 今日完成：\n- 明日待办：', '出差清单：\n- 明天要带的东西：____\n- 联系人：____'])('%s stays as written', (body) => {
    expect(inMemory(body)).toBe(body);
  });

  it.each([
    ['- Delivered today:\n  - 40 crates of apples\n  - 12 sacks of flour', '2026-11-20'],
    ['昨天到货：\n- 面粉 20 袋\n- 黄油 5 箱', '2026-11-19到货'],
    ['- Fixed yesterday: the walk-in door seal', '2026-11-19'],
  ])('%s is dated', (body, want) => {
    expect(inMemory(body)).toContain(want);
  });
});

describe('a short table cell that tells an event is no label', () => {
  it.each([
    ['| Pump | Note |\n|---|---|\n| Sump pump | replaced yesterday |', '| Sump pump | replaced on 2026-11-19 |'],
    ['| 項目 | 狀態 |\n|---|---|\n| 電梯 | 前天修好了 |', '| 電梯 | 2026-11-18修好了 |'],
  ])('%s', (body, want) => {
    expect(inMemory(body)).toContain(want);
  });

  it.each(['| Shift | When |\n|---|---|\n| Early | today |\n| Late | tomorrow |', '| 班次 | 日期 |\n|---|---|\n| 早班 | 明天 |'])('%s stays as written', (body) => {
    expect(inMemory(body)).toBe(body);
  });
});

describe('every / each and 每 recur only before a unit of time', () => {
  it.each([
    ['Yesterday each volunteer got a new lanyard.', 'On 2026-11-19 each volunteer got a new lanyard.'],
    ['昨天每个班组都交了安全报表。', '2026-11-19每个班组都交了安全报表。'],
    ['上周五每位客人都收到了一张代金券。', '2026-11-13每位客人都收到了一张代金券。'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });

  it.each(['Each morning the baker checks what sold out yesterday.', 'Every other week the crew reseals whatever leaked last week.', '每两周检查一次上周的温度记录。', '每逢週一，主管會檢查上週的出勤表。', '今天没处理完的工单，明天一早要优先处理，天天如此。', '昨天没卖完的蛋糕，今天打八折，每天都这样。'])('%s stays as written', (text) => {
    expect(run(text)).toBe(text);
  });
});
