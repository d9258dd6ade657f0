import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { absolutizeDates, parseLocalDate } from '../../../electron/core/dream/text/dates.js';
import { AutodreamError } from '../../../electron/core/errors.js';

// 2026-11-20 is a Friday: this week starts Monday 2026-11-16, last week 2026-11-09.
const REF = '2026-11-20';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('absolutizeDates: English', () => {
  const table: [string, string][] = [
    ['We deployed yesterday.', 'We deployed on 2026-11-19.'],
    ['Yesterday we deployed.', 'On 2026-11-19 we deployed.'],
    ['The freeze starts today.', 'The freeze starts on 2026-11-20.'],
    ['The freeze is tomorrow.', 'The freeze is 2026-11-21.'],
    ['Deadline: tomorrow', 'Deadline: 2026-11-21'],
    ['Since yesterday, CI is red.', 'Since 2026-11-19, CI is red.'],
    ['We shipped it 3 days ago.', 'We shipped it on 2026-11-17.'],
    ['It broke two days ago.', 'It broke on 2026-11-18.'],
    ['It broke the day before yesterday.', 'It broke on 2026-11-18.'],
    ['We release in 5 days.', 'We release on 2026-11-25.'],
    ['It broke last Friday.', 'It broke on 2026-11-13.'],
    ['Next Monday we freeze.', 'On 2026-11-23 we freeze.'],
    ['We migrated last week.', 'We migrated in the week of 2026-11-09.'],
    ['Last week we migrated to bun.', 'In the week of 2026-11-09 we migrated to bun.'],
    ['Since last week, CI is flaky.', 'Since the week of 2026-11-09, CI is flaky.'],
    ['We moved two weeks ago.', 'We moved in the week of 2026-11-02.'],
    ['We will ship in two weeks.', 'We will ship in the week of 2026-11-30.'],
    ['Planning happens next week.', 'Planning happens in the week of 2026-11-23.'],
    ['Billing changed last month.', 'Billing changed in 2026-10.'],
    ['We moved to Fly two months ago.', 'We moved to Fly in 2026-09.'],
    ['We dropped Heroku last year.', 'We dropped Heroku in 2025.'],
    ['## Yesterday\n- deployed the new API', '## 2026-11-19\n- deployed the new API'],
    ['- Outage yesterday: the DB ran out of disk.', '- Outage on 2026-11-19: the DB ran out of disk.'],
  ];
  it.each(table)('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('absolutizeDates: Chinese (chrono.zh.hans plus the 上周/上个月/两周前 parser)', () => {
  const table: [string, string][] = [
    ['昨天我们部署了。', '2026-11-19我们部署了。'],
    ['我们今天发布。', '我们2026-11-20发布。'],
    ['明天冻结代码。', '2026-11-21冻结代码。'],
    ['前天出了事故。', '2026-11-18出了事故。'],
    ['三天前出了事故。', '2026-11-17出了事故。'],
    ['3天前换了数据库。', '2026-11-17换了数据库。'],
    ['我们上周迁移到了bun。', '我们2026-11-09至2026-11-15迁移到了bun。'],
    ['上星期开会决定了。', '2026-11-09至2026-11-15开会决定了。'],
    ['上个星期开会决定了。', '2026-11-09至2026-11-15开会决定了。'],
    ['两周前发布了v2。', '2026-11-02至2026-11-08发布了v2。'],
    ['上个月账单变了。', '2026-10账单变了。'],
    ['上月账单变了。', '2026-10账单变了。'],
    ['两个月前换了供应商。', '2026-09换了供应商。'],
    ['去年换了供应商。', '2025年换了供应商。'],
    ['上周五回滚了。', '2026-11-13回滚了。'],
    ['我们上周末加班了。', '我们2026-11-14至2026-11-15加班了。'],
    ['下周一上线。', '2026-11-23上线。'],
    ['本周三上线。', '2026-11-18上线。'],
    ['下周开始冻结。', '2026-11-23至2026-11-29开始冻结。'],
    ['昨晚回滚了。', '2026-11-19晚上回滚了。'],
    ['昨天下午三点回滚了。', '2026-11-19下午三点回滚了。'],
  ];
  it.each(table)('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('absolutizeDates: never touches', () => {
  const untouched: string[] = [
    'Never deploy on Fridays.',
    'Every Monday we sync with design.',
    'We sync on Mondays.',
    'Always check the dashboard today before merging.',
    "Use today's date in the changelog header.",
    "Yesterday's logs are rotated at midnight.",
    'Run `git log --since=yesterday` to see it.',
    'Read reports/today.md first.',
    'The flag is_today and the script yesterday-report stay.',
    'See https://example.com/reports/yesterday and www.example.com/today.',
    'See [the log](https://example.com/last-week).',
    'He said "see you tomorrow" and left.',
    'She wrote “we ship tomorrow” in the thread.',
    '> We deployed yesterday (quoted from Slack).',
    'The last week of each sprint is a freeze.',
    'During the last week of the quarter nobody deploys.',
    'The release was on 2026-11-01.',
    'Last week (2026-11-13) we moved.',
    'A few days ago it broke.',
    'Five days later it was fixed.',
    'Friday is demo day.',
    'Run the job from now on at 3am.',
    '每周一开会。',
    '每天早上跑一次备份。',
    '他说「明天见」。',
    '今天的日期写在标题里。',
    '线上周报写好了。',
    '下周期的计划还没定。',
    '上周报已经发到群里了。',
    '两天后修好了。',
    '前几天出了问题。',
  ];
  it.each(untouched)('%s', (input) => {
    const r = absolutizeDates(input, REF);
    expect(r.edits).toEqual([]);
    expect(r.text).toBe(input);
  });

  it('leaves fenced and indented code blocks alone but fixes the prose around them', () => {
    const body = [
      'We deployed yesterday.',
      '',
      '```sh',
      'echo "deployed yesterday"',
      'date -d yesterday',
      '```',
      '',
      '    # also code: yesterday',
      '',
      '~~~',
      '上周的脚本',
      '~~~',
    ].join('\n');
    const r = absolutizeDates(body, REF);
    expect(r.edits).toHaveLength(1);
    expect(r.text).toBe(body.replace('We deployed yesterday.', 'We deployed on 2026-11-19.'));
  });
});

describe('absolutizeDates: edits', () => {
  it('reports offsets into the original body and a reason naming the file', () => {
    const body = 'Intro.\n\nWe migrated last week. 昨天部署了。\n';
    const r = absolutizeDates(body, REF, { file: 'deploy.md' });
    expect(r.edits.map((e) => [e.before, e.after, e.granularity, e.value])).toEqual([
      ['last week', 'in the week of 2026-11-09', 'week', '2026-11-09'],
      ['昨天', '2026-11-19', 'day', '2026-11-19'],
    ]);
    for (const e of r.edits) expect(body.slice(e.start, e.end)).toBe(e.before);
    expect(r.edits[0]?.reason).toBe("'last week' in deploy.md written 2026-11-20 -> the week of 2026-11-09");
    expect(r.edits[1]?.reason).toBe("'昨天' in deploy.md written 2026-11-20 -> 2026-11-19");
    expect(r.text).toBe('Intro.\n\nWe migrated in the week of 2026-11-09. 2026-11-19部署了。\n');
  });

  it('is idempotent: a second pass changes nothing', () => {
    const once = run('Yesterday we moved; last month billing changed. 上周迁移了。');
    expect(absolutizeDates(once, REF).edits).toEqual([]);
  });

  it('handles several phrases in one line and keeps everything else byte-identical', () => {
    const body = 'Moved to bun yesterday, and to Fly 3 days ago.\r\nOther line stays.\r\n';
    expect(run(body)).toBe('Moved to bun on 2026-11-19, and to Fly on 2026-11-17.\r\nOther line stays.\r\n');
  });

  it('counts weeks Monday-first across a month and year boundary', () => {
    expect(absolutizeDates('We moved last week.', '2026-01-04').text).toBe('We moved in the week of 2025-12-22.');
    expect(absolutizeDates('上周迁移了。', '2026-01-05').text).toBe('2025-12-29至2026-01-04迁移了。');
    expect(absolutizeDates('上个月换了。', '2026-01-15').text).toBe('2025-12换了。');
  });

  it('rejects a reference that is not a calendar date', () => {
    expect(() => absolutizeDates('x', '2026-02-30')).toThrow(AutodreamError);
    expect(() => absolutizeDates('x', '20.11.2026')).toThrow(/YYYY-MM-DD/);
    expect(parseLocalDate('2026-11-20').getHours()).toBe(12);
  });

  it('gives the same local dates whatever the process timezone is', () => {
    const mod = fileURLToPath(new URL('../../../electron/core/dream/text/dates.ts', import.meta.url));
    const script = `import { absolutizeDates } from ${JSON.stringify(mod)};
      const r = absolutizeDates('Yesterday we moved. Last week too. 昨天部署了。上周迁移了。三天前回滚。', '2026-03-30');
      process.stdout.write(r.text);`;
    const outputs = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Shanghai'].map((tz) =>
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' }),
    );
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]).toBe('On 2026-03-29 we moved. In the week of 2026-03-23 too. 2026-03-29部署了。2026-03-23至2026-03-29迁移了。2026-03-27回滚。');
  });
});

describe('absolutizeDates: never corrupt (identifiers, generic and hypothetical sentences, rules)', () => {
  it.each([
    'Call today() to get the local day.',
    'Use now() from the clock module.',
    'The getYesterday helper returns the previous business day.',
    'The tomorrow_rate column stores the forecast.',
    'The isTomorrow(date) helper treats 00:00 as the next day.',
    'An order placed at 23:50 is not dated tomorrow in UTC.',
    'A ticket opened today must get an answer within four hours.',
    'An invoice created on the 31st would be due today if the grace period were zero.',
    'If a job is queued at 23:59 it would run tomorrow in Tokyo.',
    'Always rerun the export if it failed yesterday.',
    'Every week we compare error rates with last week.',
    '如果任务在23:59入队，按东京时间会在明天执行。',
    '每周三都要检查报表系统的备份。',
    '每个月初都要核对上个月的账单。',
    'Orders placed today ship within two business days.',
    'Refunds requested tomorrow are paid out on Monday.',
    // A generic subject, a definition: no event to date.
    'Anything merged after Friday noon ships next week.',
    'Orders placed before noon today ship tomorrow.',
    'Whatever lands after the cut-off goes out tomorrow.',
    "'Last week' in the usage report means the previous ISO week.",
    '周报里的上周数据指的是上一个自然周。',
    '所谓昨日新增，是指前一个自然日注册的用户。',
  ])('%s', (text) => {
    expect(run(text)).toBe(text);
  });
});

describe('absolutizeDates: events, also inside rules and at a sentence start', () => {
  const table: [string, string][] = [
    ['We decided yesterday to never deploy on Fridays.', 'We decided on 2026-11-19 to never deploy on Fridays.'],
    ['We learned yesterday that we must never store raw tokens.', 'We learned on 2026-11-19 that we must never store raw tokens.'],
    ['Maria changed this yesterday after the outage.', 'Maria changed this on 2026-11-19 after the outage.'],
    ['We agreed on this two weeks ago with the auditors.', 'We agreed on this in the week of 2026-11-02 with the auditors.'],
    ['Next Friday the API freeze starts.', 'On 2026-11-27 the API freeze starts.'],
    ['Priya moved the standup to 10:00 this morning.', 'Priya moved the standup to 10:00 on 2026-11-20.'],
    ['The meeting is at 3pm tomorrow.', 'The meeting is at 3pm on 2026-11-21.'],
    ['A user reported yesterday that login fails.', 'A user reported on 2026-11-19 that login fails.'],
    ['The invoices issued yesterday were wrong.', 'The invoices issued on 2026-11-19 were wrong.'],
    ['Orders placed yesterday shipped late.', 'Orders placed on 2026-11-19 shipped late.'],
  ];
  it.each(table)('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('absolutizeDates: Chinese phrases matched whole, before segmentation', () => {
  const table: [string, string][] = [
    ['下周三和运维一起切换数据库。', '2026-11-25和运维一起切换数据库。'],
    ['前天线上订单服务出现了超时。', '2026-11-18线上订单服务出现了超时。'],
    ['昨晚网关的证书过期了。', '2026-11-19晚上网关的证书过期了。'],
    ['大前天我们回滚了搜索服务。', '2026-11-17我们回滚了搜索服务。'],
    ['上上周调度器迁移到了新集群。', '2026-11-02至2026-11-08调度器迁移到了新集群。'],
    ['这个月初风控系统上线了新规则。', '2026年11月初风控系统上线了新规则。'],
    ['上个月底配置中心完成了切换。', '2026年10月底配置中心完成了切换。'],
    // Monday-first weeks: last week is 2026-11-09 .. 2026-11-15.
    ['上周日我们发布了。', '2026-11-15我们发布了。'],
    // A weekday's character that starts the next word: the week is meant.
    ['上周日志里有错误。', '2026-11-09至2026-11-15日志里有错误。'],
    ['上周一起排查了告警。', '2026-11-09至2026-11-15一起排查了告警。'],
    ['上周三天都在加班。', '2026-11-09至2026-11-15三天都在加班。'],
  ];
  it.each(table)('%s', (input, expected) => {
    const out = run(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/那一周/);
  });
});

describe('absolutizeDates: an offset used as a rolling cutoff in a rule is no event', () => {
  it.each([
    'Logs older than three days ago are deleted by the cleanup job.',
    'Snapshots taken more than two weeks ago can be pruned.',
    '三天前的日志会被自动删除。',
    '超过两周前的快照都可以清理。',
    '一个月前的订单不能再退款。',
  ])('untouched: %s', (input) => {
    expect(run(input)).toBe(input);
  });

  it.each([
    ['Three days ago the cleanup job deleted too many logs.', 'On 2026-11-17 the cleanup job deleted too many logs.'],
    ['三天前的发布出了问题，已经回滚。', '2026-11-17的发布出了问题，已经回滚。'],
    // a named day with a rule word after it is still that day
    ['昨天的会议要求所有接口统一返回JSON。', '2026-11-19的会议要求所有接口统一返回JSON。'],
  ])('still an event: %s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('absolutizeDates: a Chinese future offset is a day unless it counts from another event or a rule follows', () => {
  it.each([
    ['三天后发布支付服务的新版本。', '2026-11-23发布支付服务的新版本。'],
    ['3天后发版。', '2026-11-23发版。'],
    ['旧版接口两个月后下线，调用方已经通知。', '旧版接口2027-01下线，调用方已经通知。'],
  ])('%s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it.each(['订单创建三天后自动关闭。', '三天后自动取消未支付的订单。', '付款成功，七天后才能提现。', '报警持续三天后升级到值班经理。', '用户注册7天后发送提醒邮件。', '如果三天后还没修好就回滚。', '每次发布三天后复盘。', '上线后出了故障，两天后修好了。'])('untouched: %s', (input) => {
    expect(run(input)).toBe(input);
  });
});

describe('absolutizeDates: a date word inside a name, a title, a label or a table column is no date', () => {
  it.each([
    'The mobile build is code-named Tomorrow.',
    'Open the Today tab to see the open orders.',
    'Our podcast is called Yesterday Once More.',
    'The snooze preset labelled tomorrow is the default one.',
    'The sprint board has a Last Week column next to the backlog.',
    "Pick the preset 'Yesterday' in the report filter.",
    '| Shift | Today | Tomorrow |\n|---|---|---|\n| night | Ana | Li |',
    '| Store | Opening |\n|---|---|\n| Porto | tomorrow |',
    '运营位的代号叫今天，专门放限时活动。',
    '首页今日推荐由算法组维护。',
    '《明日之后》的联运合同在法务那里。',
    '昨日重现是这部剧的片尾曲。',
    '明日之星计划的名单在人事那里。',
    '| 门店 | 今日 | 明日 |\n|---|---|---|\n| 杭州 | 12 | 15 |',
  ])('%s', (text) => {
    expect(run(text)).toBe(text);
  });

  it.each([
    ['Tomorrow the ledger freezes for the audit.', 'On 2026-11-21 the ledger freezes for the audit.'],
    ['- [x] Yesterday: rotated the signing keys.', '- [x] 2026-11-19: rotated the signing keys.'],
    ['Deadline: Tomorrow', 'Deadline: 2026-11-21'],
    ['Status — Yesterday the import finished.', 'Status — On 2026-11-19 the import finished.'],
    ['| Day | Note |\n|---|---|\n| Fri | the import failed yesterday on a full disk |', '| Day | Note |\n|---|---|\n| Fri | the import failed on 2026-11-19 on a full disk |'],
    ['今日上午支付网关升级完成。', '2026-11-20上午支付网关升级完成。'],
    ['昨日已回滚到上一个版本。', '2026-11-19已回滚到上一个版本。'],
    ['明日起停用旧的登录接口。', '2026-11-21起停用旧的登录接口。'],
    ['搜索服务于昨日发布了新版本。', '搜索服务于2026-11-19发布了新版本。'],
  ])('still a date: %s', (input, expected) => {
    expect(run(input)).toBe(expected);
  });
});

describe('absolutizeDates: a fortnight, the week after next, N周后 are weeks', () => {
  it.each([
    ['We agreed a fortnight ago to drop IE support.', 'We agreed in the week of 2026-11-02 to drop IE support.'],
    ['The audit is in a fortnight.', 'The audit is in the week of 2026-11-30.'],
    ['Billing moves to Stripe the week after next.', 'Billing moves to Stripe in the week of 2026-11-30.'],
    ['The week before last CI was red for two days.', 'In the week of 2026-11-02 CI was red for two days.'],
    ['两周后上线新版结算。', '2026-11-30至2026-12-06上线新版结算。'],
    ['上周报表系统迁移到了新集群。', '2026-11-09至2026-11-15报表系统迁移到了新集群。'],
    ['旧接口三个星期后停用。', '旧接口2026-12-07至2026-12-13停用。'],
  ])('%s', (input, expected) => {
    const out = run(input);
    expect(out).toBe(expected);
    expect(absolutizeDates(out, REF).edits).toEqual([]);
  });

  it.each(['订单完成两周后自动结算给商家。', '用户注册两周后发送提醒邮件。', '上线后出了问题，两周后修好了。', 'Every fortnight we rotate the on-call.'])('untouched: %s', (input) => {
    expect(run(input)).toBe(input);
  });
});

describe('absolutizeDates: a part of a day, and offsets written with 之后 / 之前', () => {
  it.each([
    ['The queue backed up yesterday evening.', 'The queue backed up on the evening of 2026-11-19.'],
    ['Tomorrow morning the mirrors are resynced.', 'On the morning of 2026-11-21 the mirrors are resynced.'],
    ['Since yesterday afternoon the build is red.', 'Since the afternoon of 2026-11-19 the build is red.'],
    ['三天之后上线新的搜索服务。', '2026-11-23上线新的搜索服务。'],
    ['两周之前审计组抽查了权限配置。', '2026-11-02至2026-11-08审计组抽查了权限配置。'],
    ['旧的报表接口一个月之后下线。', '旧的报表接口2026-12下线。'],
  ])('%s', (input, expected) => {
    const out = run(input);
    expect(out).toBe(expected);
    expect(absolutizeDates(out, REF).edits).toEqual([]);
  });

  it.each(['If the sync fails tomorrow evening, rerun it by hand.', '用户注销三天之后数据自动清除。', '三天之前的快照会被自动删除。', '订单关闭两周之后不能再申请退款。'])('untouched: %s', (input) => {
    expect(run(input)).toBe(input);
  });
});
