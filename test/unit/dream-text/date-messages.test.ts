import { describe, expect, it } from 'vitest';
import { dateEditsOf } from '../../../electron/core/dream/dates.js';
import { messageRanges } from '../../../electron/core/dream/text/date-messages.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';
import { scanLines } from '../../../electron/core/dream/text/markdown.js';

// 2026-12-10 is a Thursday: yesterday 2026-12-09, 前天 / 前日 2026-12-08, 上周三 2026-12-02, next Wednesday 2026-12-16.
const REF = '2026-12-10';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a message written to be sent names no day of the memory', () => {
  it.each([
    "The reminder SMS template is: 'Hi {name}, your session is tomorrow at {time}. Reply C to cancel.'",
    'Ready-for-pickup text: Hi <first name>, your bike is ready today until <closing time>. See you soon!',
    'Auto-reply for demo submissions: Thanks, {{artist}}! The team listens to it tomorrow and replies by {{reply_date}}.',
    '- driver app push string: %s, your pickup is booked for tomorrow at %s.',
    'The nightly cron mails ops the line Backup of $HOST finished today at $TIME, so nobody logs in.',
    'Sample message for new singers: Hi [name], rehearsal is tomorrow at 7, bring your [voice part] folder.',
    'Example voicemail greeting: Sorry I missed you, I am out of the office today.',
    "Canned reply for late cake orders: 'Sorry, your cake won't be ready today, we will ring you the moment it is out of the oven.'",
    'In contract translations, flag chatty phrasings such as see you tomorrow or sent it yesterday.',
    'Avoid vague words like tomorrow or next week in the client portal.',
    '短信模板：{姓名}您好，您预约的献血时间是明天{时间}，请带好身份证。',
    '範例訊息：[姓名]您好，您的車子今天下午可以取了。',
    '- 推送文案：%s，您订的茶点明天中午送到。',
    '自動回覆：$客戶 您好，您的訂單明日出貨。',
    '请假条示例：本人因病明日需请假一天，望批准。',
    '範本：親愛的 XXX，您的包裹今日已寄出。',
    '系统会给 {手机号} 发一条明天取件的提醒。',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('keeps the date of a sentence that tells the template was changed, outside the message', () => {
    expect(run('Yesterday we shortened the pickup text to: Hi {name}, your bike is ready.')).toBe('On 2026-12-09 we shortened the pickup text to: Hi {name}, your bike is ready.');
    expect(run("Example reply: 'Thanks, see you tomorrow!' We sent it to the whole list last night by mistake.")).toContain('the night of 2026-12-09');
    expect(run('昨天我们把短信模板改成了：{姓名}您好，您的座位已保留。')).toBe('2026-12-09我们把短信模板改成了：{姓名}您好，您的座位已保留。');
  });

  it('is not fooled by what only looks like a slot: a link, a checkbox, a leading tag, money, an HTML tag, a lab sample', () => {
    expect(run('See [the runbook](https://x.test) — we rotated the keys yesterday.')).toContain('2026-12-09');
    expect(run('- [x] rotated the keys yesterday')).toContain('2026-12-09');
    expect(run('[infra] rotated the keys yesterday')).toContain('2026-12-09');
    expect(run('We paid $40 for the courier yesterday.')).toContain('2026-12-09');
    expect(run('Moved the cabinet yesterday<br>')).toContain('2026-12-09');
    expect(run('Samples: collected yesterday from the north field.')).toContain('2026-12-09');
  });

  it('gives the message ranges in body offsets, after the label only', () => {
    const body = 'intro\nSMS template: Hi {name}, see you tomorrow.\n';
    const [r] = messageRanges(body, scanLines(body));
    expect(body.slice(r!.start, r!.end)).toBe(' Hi {name}, see you tomorrow.');
  });
});

describe('a plural generic subject under a modal is a rule; a booked day is a day', () => {
  it.each(['Donors who give blood today should not do heavy exercise tomorrow.', 'Members who renew today can bring a guest tomorrow.'])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('converts a day something is booked for', () => {
    expect(run('The landlord emailed yesterday: the boiler service is booked for next Wednesday.')).toBe('The landlord emailed on 2026-12-09: the boiler service is booked for 2026-12-16.');
    expect(absolutizeDates('Any invoice raised after 6 pm today is booked as the next day.', REF).edits).toEqual([]);
  });
});

describe('a past event before a rule said to hold from then on (以后, 今后) is dated', () => {
  it('converts the day it was decided or said', () => {
    expect(run('上周三我们决定以后每次上灯塔检修都必须两个人一起。')).toBe('2026-12-02我们决定以后每次上灯塔检修都必须两个人一起。');
    expect(run('昨天院长说以后每周三下午都不排手术。')).toBe('2026-12-09院长说以后每周三下午都不排手术。');
    expect(run('前天经理决定以后每月月底都盘点一次。')).toContain('2026-12-08');
  });

  it('leaves a date under the recurring word before it', () => {
    expect(absolutizeDates('每次月底盘点时，都要对照上个月的进货单核对一遍。', REF).edits).toEqual([]);
    expect(absolutizeDates('每次周会以后都要回顾上周的客诉。', REF).edits).toEqual([]);
  });
});

describe('formal and Traditional day words', () => {
  it('reads 前日, 今晨, 昨晨 and 昨日 opening a clause told as done', () => {
    expect(run('前日水電師傅已經把三樓的漏水修好了。')).toBe('2026-12-08水電師傅已經把三樓的漏水修好了。');
    expect(run('今晨六点温室停电。')).toBe('2026-12-10早上六点温室停电。');
    expect(run('昨晨仓库进水。')).toBe('2026-12-09早上仓库进水。');
    expect(run('昨日倉管盤點時發現少了三箱礦泉水。')).toBe('2026-12-09倉管盤點時發現少了三箱礦泉水。');
  });

  it.each(['茶馆日前换了新的烧水壶。', '昨日重现是一首老歌。', '今日头条上线了新功能。', '清理之前日志。', '明日方舟的活动很多。'])('no day: %s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('a memory body with only 前日 is read (the quick test before parsing lets it through)', () => {
    expect(dateEditsOf('前日客服已经把退款全部处理完了。\n', { file: 'refund.md', writtenOn: REF }).map((e) => e.value)).toEqual(['2026-12-08']);
  });
});

describe('a standing text, a greeting, direct speech of another day, a rule for whenever', () => {
  it.each([
    'The sign on the workshop door says: back tomorrow at nine.',
    'Out-of-office: I am away until tomorrow and will reply then.',
    'Voicemail greeting: You have reached the depot, we are closed today, call back tomorrow.',
    'When a customer asks, you can say the order ships tomorrow.',
    '门口的牌子写着：今天盘点，暂停营业。',
    '叫号屏幕显示：今日号源已满，请明天再来。',
  ])('%s', (text) => {
    expect(absolutizeDates(text, REF).edits).toEqual([]);
  });

  it('dates the speech, never its day words counted from the day it was made', () => {
    expect(run('前天客户在电话里说：明天下午来取货。')).toBe('2026-12-08客户在电话里说：明天下午来取货。');
    expect(run('Last Friday Ana wrote: I will send the figures tomorrow.')).toBe('On 2026-12-04 Ana wrote: I will send the figures tomorrow.');
  });

  it('converts speech of the memory day, a past when clause, and a when clause naming its own day', () => {
    expect(run('客户说：明天下午来取货。')).toBe('客户说：2026-12-11下午来取货。');
    expect(run('When we restocked yesterday, two crates were missing.')).toBe('When we restocked on 2026-12-09, two crates were missing.');
    expect(run('When the van arrives tomorrow, unload it first.')).toBe('When the van arrives on 2026-12-11, unload it first.');
    expect(run('Heads-up for tomorrow: the lift is out of service.')).toBe('Heads-up for 2026-12-11: the lift is out of service.');
    expect(run('上周的问题清单：明天统一处理。')).toContain('2026-12-11'); // 问题 is no 问 of asking
  });
});

describe('a weekday whose two readings differ is left; a weekday of a named week is a day', () => {
  // 2026-11-18 is a Wednesday.
  const wed = (text: string): string => absolutizeDates(text, '2026-11-18').text;
  it('converts only where both readings name one day', () => {
    expect(wed('We met last Tuesday.')).toBe('We met last Tuesday.');
    expect(wed('We meet next Friday.')).toBe('We meet next Friday.');
    expect(wed('We met this Monday.')).toBe('We met this Monday.');
    expect(wed('We met last Thursday.')).toBe('We met on 2026-11-12.');
    expect(wed('We met last Wednesday.')).toBe('We met on 2026-11-11.');
    expect(wed('We meet next Tuesday.')).toBe('We meet on 2026-11-24.');
    expect(wed('We meet this Friday.')).toBe('We meet on 2026-11-20.');
  });

  it('reads "Tuesday last week" and "Friday next week" as that day', () => {
    expect(wed('The kiln was fired Tuesday last week.')).toBe('The kiln was fired on 2026-11-10.');
    expect(wed('We met on Monday last week.')).toBe('We met on 2026-11-09.');
    expect(wed('Tuesday last week the kiln cracked.')).toBe('On 2026-11-10 the kiln cracked.');
    expect(wed('Deadline: Friday next week.')).toBe('Deadline: 2026-11-27.');
    expect(wed('Last week the kiln cracked.')).toBe('In the week of 2026-11-09 the kiln cracked.');
  });
});

describe('sayings, mentioned words and habits in Chinese', () => {
  it.each([
    '我们的口号是：今天下单，明天到家。',
    '我的口头禅是明天再说。',
    '明天会更好是这家店的招牌。',
    '客户下单后，明天就能发货是我们的承诺。',
    'Our motto is: never put off till tomorrow.',
    '合同里不要写明天、下周这种词。',
    '系统会自动把昨天的日志压缩。',
    '按惯例，上周的数据周一汇总。',
    '新来的同事常问：明天要不要打卡？',
  ])('%s', (text) => {
    expect(absolutizeDates(text, '2026-11-18').edits).toEqual([]);
  });

  it('still dates an event told beside such words', () => {
    const wed = (text: string): string => absolutizeDates(text, '2026-11-18').text;
    expect(wed('昨天系统自动重启了。')).toBe('2026-11-17系统自动重启了。');
    expect(wed('昨天我们改了口号。')).toBe('2026-11-17我们改了口号。');
    expect(wed('The slogan changed yesterday.')).toBe('The slogan changed on 2026-11-17.');
    expect(wed('自动化测试昨天挂了。')).toBe('自动化测试2026-11-17挂了。');
    expect(wed('昨天非常忙，常规检查没做。')).toBe('2026-11-17非常忙，常规检查没做。');
  });
});
