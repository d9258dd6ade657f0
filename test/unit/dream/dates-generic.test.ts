import { describe, expect, it } from 'vitest';
import { isEventDate } from '../../../electron/core/dream/text/date-events.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// 2026-11-25 is a Wednesday: yesterday 2026-11-24, tomorrow 2026-11-26, last Friday 2026-11-20,
// this coming Monday 2026-11-30, last weekend 2026-11-21/22, last week 2026-11-16.
const REF = '2026-11-25';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a generic, universal or conditional sentence names no day (never converted)', () => {
  it.each([
    'Any seed order placed after noon today ships with tomorrow\'s truck.',
    'Any invoice raised after 6 pm today is booked as the next day.',
    'Refunds filed after 5 pm today are counted as next-day refunds.',
    'Whenever the kiln overheats, the shift lead logs it today and files the form tomorrow.',
    'Should the ferry run late tomorrow, the crane shift starts an hour later.',
    'In case the vendor is late tomorrow, use the spare printer.',
    'Each Monday the paralegals archive the files closed last week.',
    '凡是今天下午五点以后提交的退款，都算作明天的单据。',
    '凡是周五下午三点以后的出库申请，一律按下周一处理。',
    '只要明天有雨，采摘就顺延一天。',
    '一旦今天的对账出现差额，值班同学当晚处理。',
    '无论今天还是明天上线，都要先通知客服组。',
    '任何今天之后创建的账号默认开启双重验证。',
    '若明天匯出還是失敗，就直接通知供應商。',
    '按规定，今天提交的报销都算下个月的。',
    '每逢周一，前台都会把上周的访客记录归档。',
    '每天早上九点同步昨天的数据。',
    'The export defaults to yesterday.',
    'Use yesterday as the default end date in the export dialog.',
    'The report compares today with yesterday.',
    'We rotated the keys a week ago today.',
    '默认查询昨天的订单。',
    '报表默认显示今天的数据。',
    '把开始日期设为昨天。',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });
});

describe('a date that starts a rule, or an event told before the rule, is converted', () => {
  it.each([
    ['Starting tomorrow, every pull request needs a designer\'s sign-off.', 'Starting 2026-11-26, every pull request needs a designer\'s sign-off.'],
    ['Since last Friday the tractor GPS units always report in UTC.', 'Since 2026-11-20 the tractor GPS units always report in UTC.'],
    ['As of the compliance call two days ago, PHI fields are always masked.', 'As of the compliance call on 2026-11-23, PHI fields are always masked.'],
    ['From next Monday on, deploys always go out on Tuesdays.', 'From 2026-11-30 on, deploys always go out on Tuesdays.'],
    ['We agreed on this yesterday, so from now on every figure is regenerated from the pinned env.', 'We agreed on this on 2026-11-24, so from now on every figure is regenerated from the pinned env.'],
    ['从上周三开始，所有出库单都必须扫码复核。', '从2026-11-18开始，所有出库单都必须扫码复核。'],
    ['从昨天开始，每次发版前都必须先跑一遍回归测试。', '从2026-11-24开始，每次发版前都必须先跑一遍回归测试。'],
    ['自下周一起，每个合并请求都需要两人审批。', '自2026-11-30起，每个合并请求都需要两人审批。'],
    ['下週一起，門市收銀改用新版POS。', '2026-11-30起，門市收銀改用新版POS。'],
    // ICU reads 从前 ("formerly") as one word; the 从…起 frame still says a date starts the rule.
    ['从前天起，夜班必须两人值守。', '从2026-11-23起，夜班必须两人值守。'],
    ['从前天开始，退货单都要附照片。', '从2026-11-23开始，退货单都要附照片。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('从前 ("formerly") before 天天 is no date: only the 从…起 frame reads through the glued word', () => {
    expect(run('他从前天天加班，现在准时下班。')).toBe('他从前天天加班，现在准时下班。');
  });

  it('reads only the sentence: a recurring word before the date scopes over it, one after a clause does not', () => {
    const s = 'Each Monday, the team reviews what shipped last week.';
    expect(isEventDate(s, s.indexOf('last week'), s.indexOf('last week') + 9, 'en')).toBe(false);
    const t = 'The lab agreed on this two weeks ago, so every figure is regenerated.';
    expect(isEventDate(t, t.indexOf('two weeks ago'), t.indexOf('two weeks ago') + 13, 'en')).toBe(true);
    const u = 'We decided yesterday that if a build fails, we revert.';
    expect(isEventDate(u, u.indexOf('yesterday'), u.indexOf('yesterday') + 9, 'en')).toBe(true);
    const v = 'If it fails, we decided yesterday to revert.';
    expect(isEventDate(v, v.indexOf('yesterday'), v.indexOf('yesterday') + 9, 'en')).toBe(false);
  });
});

describe('a date word in a company\'s name is no date; before a person it still is', () => {
  it.each([
    'Tomorrow Labs sponsored the spring game jam.',
    'Tomorrow Capital invested in the seed round.',
    'The Today Show covered the launch.',
    'Yesterday Records will release the album.',
    'New reminders default to the snooze option called tomorrow.',
    '明天科技是我们的外包美术团队。',
    '明天资本投资了我们的A轮。',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it.each([
    ['Yesterday Priya rotated the guest Wi-Fi password.', 'On 2026-11-24 Priya rotated the guest Wi-Fi password.'],
    ['Tomorrow the team ships the beta.', 'On 2026-11-26 the team ships the beta.'],
    ['Tomorrow Marta signs the lease.', 'On 2026-11-26 Marta signs the lease.'],
    ['明天上午十点跟港口调度开会。', '2026-11-26上午十点跟港口调度开会。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('more ways to write a date', () => {
  it.each([
    ['We ship the beta this coming Monday.', 'We ship the beta on 2026-11-30.'],
    ['- coming Friday the scanners move', '- on 2026-11-27 the scanners move'],
    ["The lease comes up for renewal in three weeks' time.", 'The lease comes up for renewal in the week of 2026-12-14.'],
    ["The audit closes in a month's time.", 'The audit closes in 2026-12.'],
    ['Last weekend the harbour cranes got new firmware.', 'On the weekend of 2026-11-21 the harbour cranes got new firmware.'],
    ['We freeze merges this weekend.', 'We freeze merges on the weekend of 2026-11-28.'],
    ['The CDN failed over this past weekend.', 'The CDN failed over on the weekend of 2026-11-21.'],
    ['Counsel agreed on a call last Thursday afternoon.', 'Counsel agreed on a call on the afternoon of 2026-11-19.'],
    ['上周末仓库断电了。', '2026-11-21至2026-11-22仓库断电了。'],
    ['下个周末团队去团建。', '2026-12-05至2026-12-06团队去团建。'],
    ['我們上週三把資料庫升級了。', '我們2026-11-18把資料庫升級了。'],
    ['tmrw the auditors arrive at 9.', 'on 2026-11-26 the auditors arrive at 9.'],
    ['The build broke yday on arm64.', 'The build broke on 2026-11-24 on arm64.'],
    ['The scanner arrives tomorow morning.', 'The scanner arrives on the morning of 2026-11-26.'],
    ['We patched the router tommorow.', 'We patched the router on 2026-11-26.'],
    ['The vendor called yesterday about the contract.', 'The vendor called on 2026-11-24 about the contract.'],
    ['Last month, we paid every invoice in EUR.', 'In 2026-10, we paid every invoice in EUR.'],
    ['The demo went well this afternoon.', 'The demo went well on the afternoon of 2026-11-25.'],
    ['Tonight the batch runs with the new schema.', 'On the night of 2026-11-25 the batch runs with the new schema.'],
    ['We deployed last night.', 'We deployed on the night of 2026-11-24.'],
    ['Priya moved the standup to 10:00 this morning.', 'Priya moved the standup to 10:00 on 2026-11-25.'],
    ['昨儿个服务器重启了两次。', '2026-11-24服务器重启了两次。'],
    ['明儿上午跟审计开会。', '2026-11-26上午跟审计开会。'],
    ['上上个月换了供应商。', '2026-09换了供应商。'],
    ['下下个月开始收费。', '2027-01开始收费。'],
    ['大前年上线了第一版。', '2023年上线了第一版。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('a "past" weekend said during a weekend is unclear and stays as written', () => {
    expect(absolutizeDates('The CDN failed over this past weekend.', '2026-11-29').edits).toEqual([]);
  });

  it('下周一起 is "together next week" before an ordinary verb, "from Monday" before a pause or a change', () => {
    expect(run('下周一起去团建。')).toBe('2026-11-30至2026-12-06一起去团建。');
    expect(run('下周一起生效。')).toBe('2026-11-30起生效。');
  });
});

describe('a generic subject narrowed by a time condition states a rule; the event beside it still converts', () => {
  // 2026-11-25: yesterday 2026-11-24, tomorrow 2026-11-26.
  it.each([
    'A truck that crosses the weighbridge after 17:30 is tipped tomorrow morning.',
    'A parcel scanned after the last collection is sent out tomorrow.',
    'Bookings made after 20:00 are confirmed tomorrow by email.',
    'A kayak that comes back after dark is hosed down tomorrow.',
    'Loaves baked after midnight go on the shelf tomorrow.',
    'A ticket sold at 23:50 in Auckland is already tomorrow in the UTC ledger.',
    'Seed lots received on a Friday go into the drying room the day after tomorrow.',
    '下午四点后吹好的玻璃件，明天才能从退火炉里取出来。',
    '六点以后下的单，明天统一发货。',
    '关门后还回来的钥匙，明天交给店长。',
    '凌晨兩點後入嘅單，聽日先出貨。',
  ])('%s', (input) => {
    expect(run(input)).toBe(input);
  });

  it.each([
    ['A delivery van parked after 18:00 was towed yesterday.', 'A delivery van parked after 18:00 was towed on 2026-11-24.'],
    ['A plumber booked for 9am is coming tomorrow.', 'A plumber booked for 9am is coming on 2026-11-26.'],
    ['A water main burst yesterday under the yard, so buses use the north gate.', 'A water main burst on 2026-11-24 under the yard, so buses use the north gate.'],
    ['A boat left on the pontoon overnight is moved to the rack tomorrow morning. Yesterday someone cracked a rudder.', 'A boat left on the pontoon overnight is moved to the rack tomorrow morning. On 2026-11-24 someone cracked a rudder.'],
    ['下午三点前收到的样品，昨天全部检测完了。', '下午三点前收到的样品，2026-11-24全部检测完了。'],
    ['琴日部印刷機壞咗，聽日先有人嚟整。', '2026-11-24部印刷機壞咗，2026-11-26先有人嚟整。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('a past event told in its own clause after a recurring rule dates the rule', () => {
    expect(run('Rated games on Thursdays use 90 minutes — the committee agreed on this two weeks ago.')).toBe('Rated games on Thursdays use 90 minutes — the committee agreed on this in the week of 2026-11-09.');
    expect(run('Each Monday, the team archives what closed last week.')).toBe('Each Monday, the team archives what closed last week.');
  });
});
