import { describe, expect, it } from 'vitest';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `doc${(n += 1)}.md`, factIndex: 0, text, date });

describe('findContradictions: the same subject with another value, later', () => {
  it.each([
    ['The main database runs Postgres 14.', 'We upgraded the main database to Postgres 16.', '14', '16'],
    ['The weekly review is on Monday.', 'We moved the weekly review to Sunday.', 'monday', 'sunday'],
    ['The public API rate limit is 100 requests per minute.', 'The public API rate limit is 300 requests per minute.', '100', '300'],
    ['Payments on-call is owned by the Core team.', 'Payments on-call is owned by the Infra team.', 'core', 'infra'],
    ['周会在周一上午开。', '周会挪到了周三下午。', '周一', '周三'],
    ['日志保留30天。', '日志保留90天。', '30', '90'],
    // channels and handles are values, whole
    ['Alerts for the billing service go to #billing-alerts.', 'Alerts for the billing service go to #payments-oncall.', '#billing-alerts', '#payments-oncall'],
    // a part of the day is a value, like the weekday
    ['The release train leaves on Tuesday evenings.', 'The release train leaves on Monday mornings.', 'tuesday', 'monday'],
    // a Chinese count (一人 / 两人) is a value
    ['合并到主分支需要一人审批。', '合并到主分支需要两人审批。', '一人', '两人'],
    // a Chinese weekday with 每, and who does it (由X负责), are values
    ['技术分享会在每周四下午。', '技术分享会在每周二晚上。', '周四', '周二'],
    ['周报由小王负责。', '周报现在由小李负责。', '小王', '小李'],
    // a name with a number that the statement ends by saying is the value
    ['Our primary AWS region is us-east-1.', 'Our primary AWS region is eu-central-1.', 'us-east-1', 'eu-central-1'],
  ])('%s / %s', (a, b, was, now) => {
    const older = fact(a, '2026-09-01');
    const newer = fact(b, '2026-11-10');
    const found = findContradictions([older, newer]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'contradiction', a: older, b: newer });
    expect(found[0]!.reason).toContain(a);
    expect(found[0]!.reason).toContain(b);
    expect(found[0]!.reason).toMatch(new RegExp(`${was}.* vs .*${now}`));
  });

  it.each([
    ['The web app uses Postgres 14.', 'The analytics warehouse uses ClickHouse 23.'],
    ['The staging cluster has 3 nodes.', 'The production cluster has 12 nodes.'],
    ['The ledger-14 service must stay below 300 ms p99 latency.', 'The ledger-71 service must stay below 500 ms p99 latency.'],
    ['Run the linter before committing.', 'Run the formatter before committing.'],
    ["Don't deploy on Friday.", 'Deploy on Monday.'],
    // a name in the subject says which thing: other regions, other apps are other subjects
    ['The APAC region keeps backups for 7 days.', 'The EMEA region keeps backups for 35 days.'],
    ['The EU region keeps logs for 30 days.', 'The US region keeps logs for 90 days.'],
    ['The iOS app targets version 16.', 'The Android app targets version 13.'],
    // letters glued to a number name which thing (another percentile), not a value
    ['The p95 latency target is 200 ms.', 'The p99 latency target is 500 ms.'],
    ['P95延迟目标是200毫秒。', 'P99延迟目标是500毫秒。'],
    ['周报由小王负责。', '月报由小李负责。'],
  ])('never: %s / %s', (a, b) => {
    expect(findContradictions([fact(a, '2026-09-01'), fact(b, '2026-11-10')])).toEqual([]);
  });

  it('never within one file, and never through a frame that many statements share', () => {
    const same: DatedFact[] = [{ docId: 'a.md', factIndex: 0, text: 'Logs are kept 30 days.', date: '2026-09-01' }, { docId: 'a.md', factIndex: 1, text: 'Logs are kept 90 days.', date: '2026-09-01' }];
    expect(findContradictions(same)).toEqual([]);
    const template = Array.from({ length: 40 }, (_, i) => fact(`The service must stay below ${100 + i} ms.`, '2026-09-01'));
    expect(findContradictions(template)).toEqual([]);
  });
});

describe('findContradictions: versions, minimums, frequencies and counts told other ways', () => {
  it.each([
    // terse bullets, an aside of when it changed
    ['- Spark jobs run on EMR 6.9', '- Spark jobs: EMR 7.1 since the platform upgrade', '6.9', '7.1'],
    ['- Event bus: Kafka 3.4', '- Event bus runs Kafka 3.7 after the October upgrade', '3.4', '3.7'],
    // a minimum raised, a version word in one of them
    ['Android最低支持版本是8.0。', 'Android最低支持版本提高到了10。', '8.0', '10'],
    ['iOS客户端最低兼容到iOS 13。', 'iOS客户端最低兼容版本调整为iOS 15。', '13', '15'],
    ['后端服务用Go 1.21编译。', '后端服务的Go版本升到了1.23。', '1.21', '1.23'],
    ['支付回调的超时时间是30秒。', '支付回调超时调成了45秒。', '30', '45'],
    ['The staging cluster has 3 worker nodes.', 'The staging cluster was scaled out to 5 worker nodes.', '3', '5'],
    // frequencies are values whole
    ['The CRM sync job runs hourly.', 'The CRM sync job runs every 10 minutes.', 'hourly', 'every 10 minutes'],
    ['数据看板每小时刷新一次。', '数据看板现在每十五分钟刷新一次。', '每小时', '每十五分钟'],
    ['订单库每天备份一次。', '订单库现在每六小时备份一次。', '每天', '每六小时'],
  ])('%s / %s', (a, b, was, now) => {
    const older = fact(a, '2026-05-01');
    const newer = fact(b, '2026-11-20');
    const found = findContradictions([older, newer]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'contradiction', a: older, b: newer });
    expect(found[0]!.reason).toMatch(new RegExp(`${was}.* vs .*${now}`));
  });

  it.each([
    // another platform, environment or team: values of other things
    ['The minimum supported OS version on iOS is 15.', 'The minimum supported OS version on Android is 10.'],
    ['Staging database backups are kept for 7 days.', 'Production database backups are kept for 35 days.'],
    ['测试环境的网关副本数是2。', '生产环境的网关副本数是6。'],
    ['数据组的周会在周二。', '算法组的周会在周四。'],
    // another kind of the thing (全量 / 增量)
    ['生产库每天做一次全量备份。', '生产库每小时做一次增量备份。'],
    // a weekday with 每周 is a day, not a frequency; the same day is no contradiction
    ['周会在每周一上午。', '周会每周一上午开。'],
    // a number in the aside is a value, not an aside: the values agree
    ['Deleted accounts are purged after 30 days.', 'Deleted accounts are purged 30 days after deletion.'],
  ])('never: %s / %s', (a, b) => {
    expect(findContradictions([fact(a, '2026-05-01'), fact(b, '2026-11-20')])).toEqual([]);
  });
});

describe('findContradictions: labels, clock times in Chinese, bounds', () => {
  it.each([
    // a label that says its subject whole, against a sentence with a word or two more
    ["The brewery's fermentation tanks are held at 19 °C.", 'Fermentation tanks: 21 °C.', '19', '21'],
    ['Console UART baud rate: 115200', 'Console UART runs at 921600 baud.', '115200', '921600'],
    // a Latin word ending a Chinese statement is its value
    ['论文投稿的目标会议是ACL。', '论文目标会议：EMNLP。', 'acl', 'emnlp'],
    // Chinese clock times are values whole, not numerals in the frame
    ['客服熱線的營業時間是早上九點到晚上六點。', '客服熱線營業時間：早上八點到晚上十點。', '晚上六点', '晚上十点'],
    ['图书馆自习室开放到晚上十点。', '图书馆自习室开放时间：早上八点到晚上十一点。', '晚上十点', '晚上十一点'],
    // one bound in other words (限制 / 上限)
    ['无人机巡检的飞行高度限制是120米。', '无人机巡检飞行高度上限：150米。', '120', '150'],
    // a name with a number after a colon is the value said, as after "is"
    ['The office Wi-Fi password is hunter2.', 'Office Wi-Fi password: tr0ub4dor', 'hunter2', 'tr0ub4dor'],
    // a Latin name after 是 / ： in Chinese text
    ['发票抬头是 ABC 有限公司。', '发票抬头：XYZ 有限公司。', 'abc', 'xyz'],
  ])('%s / %s', (a, b, was, now) => {
    const found = findContradictions([fact(a, '2026-04-20'), fact(b, '2026-11-18')]);
    expect(found).toHaveLength(1);
    expect(found[0]!.reason).toMatch(new RegExp(`${was}.* vs .*${now}`));
  });

  it.each([
    ['The small fermenter holds 200 L.', 'The large fermenter holds 1000 L.'],
    ['A workshop needs at least 12 participants to run.', 'A workshop takes at most 30 participants.'],
    ['飞行高度下限：30米。', '飞行高度上限：150米。'],
    ['白班每班6人。', '夜班每班3人。'],
    ['一号仓库的温度保持在5度。', '二号仓库的温度保持在18度。'],
    // two words more only against a label: two sentences differing by two words are two things
    ['The staging build agents in the basement run Ubuntu 22.04.', 'The build agents run Ubuntu 24.04 on weekends.'],
  ])('never: %s / %s', (a, b) => {
    expect(findContradictions([fact(a, '2026-04-20'), fact(b, '2026-11-18')])).toEqual([]);
  });
});

describe('findContradictions: additions, other things, other kinds of value', () => {
  it.each([
    ['The API accepts JSON.', 'The API now also accepts XML.'],
    ['Customer support is available 9-17 on weekdays.', 'Customer support is now available on Saturdays too.'],
    ['支付方式支持支付宝。', '我们现在也支持微信支付。'],
    // the weekly job and the nightly job are two jobs
    ['The weekly job runs at 03:00 on Sundays.', 'The nightly job now runs at 02:00.'],
    // an algorithm and a time are values of two attributes
    ['Backups are encrypted with AES-256.', 'Backups now run at 01:00 instead of 03:00.'],
  ])('never: %s / %s', (a, b) => {
    expect(findContradictions([fact(a, '2026-03-02'), fact(b, '2026-11-12')])).toEqual([]);
  });

  it('code is a value whole', () => {
    const found = findContradictions([fact('Use the `deploy.sh` script to ship the web app.', '2026-03-02'), fact('The web app now ships with `make deploy`.', '2026-11-12')]);
    expect(found).toHaveLength(1);
    expect(found[0]!.reason).toMatch(/deploy\.sh.* vs .*make deploy/);
  });
});

describe('findContradictions: a name opening the sentence, a name after a verb of use', () => {
  it('reads them as values', () => {
    expect(findContradictions([fact('Maya is the safety officer.', '2026-05-01'), fact('The safety officer is Tom.', '2026-10-01')])).toHaveLength(1);
    expect(findContradictions([fact('The choir uses Planning Center for rotas.', '2026-05-01'), fact('The choir uses Google Sheets for rotas.', '2026-10-01')])).toHaveLength(1);
  });

  it('two roles, or a sentence opening on "The", are other subjects', () => {
    expect(findContradictions([fact('Maya is the safety officer.', '2026-05-01'), fact('Tom is the first-aid officer.', '2026-10-01')])).toEqual([]);
    expect(findContradictions([fact('The choir uses Planning Center for rotas.', '2026-05-01'), fact('The band uses Google Sheets for setlists.', '2026-10-01')])).toEqual([]);
  });
});

describe('findContradictions: what is used or where a thing is kept, in Chinese', () => {
  it('reads the words after 用 / 放在 up to the verb or place word as a value', () => {
    expect(findContradictions([fact('排班表用飞书表格管理。', '2026-05-01'), fact('排班表用钉钉管理。', '2026-10-01')])).toHaveLength(1);
    expect(findContradictions([fact('备用钥匙放在前台抽屉里。', '2026-05-01'), fact('备用钥匙放在保安室里。', '2026-10-01')])).toHaveLength(1);
  });

  it('another thing used or kept is no contradiction', () => {
    expect(findContradictions([fact('排班表用飞书表格管理。', '2026-05-01'), fact('报销单用钉钉审批。', '2026-10-01')])).toEqual([]);
    expect(findContradictions([fact('备用钥匙放在前台抽屉里。', '2026-05-01'), fact('急救箱放在保安室里。', '2026-10-01')])).toEqual([]);
  });
});

describe('findContradictions: a later statement that words the same frame with more around it', () => {
  it.each([
    ['The boiler is serviced every March.', 'We get the boiler serviced in October each year.'],
    ['The brewery tour runs on Saturdays.', 'Tours of the brewery happen every Sunday.'],
    ['The tattoo studio opens at 11 am.', 'Opening time at the tattoo studio is 12 pm.'],
    ['锅炉每年三月保养一次。', '每年十月请人来保养锅炉。'],
  ])('%s / %s contradict', (a, b) => {
    expect(findContradictions([fact(a, '2026-06-02'), fact(b, '2026-11-20')])).toHaveLength(1);
  });

  it.each([
    // a word more that qualifies the subject names another thing
    ['Sessions at the dog groomer last 45 minutes.', 'Puppy sessions at the dog groomer last 20 minutes.'],
    ['Members pay £30 a month for the allotment.', 'Non-members pay £45 a month for the allotment.'],
    ['发酵罐的温度控制在 12 度。', '新发酵罐的温度控制在 8 度。'],
    ['窑炉烧到1240度。', '小窑炉烧到1000度。'],
    ['仓库每周一盘点。', '冷仓库每周三盘点。'],
    ['港务长是李海。', '副港务长是王涛。'],
    // other things, other measures
    ['The boiler is serviced every March.', 'The chimney is swept every October.'],
    ['The kiln fires to 1240 °C for stoneware.', 'The kiln fires to 1000 °C for earthenware.'],
    ['The tattoo studio opens at 11 am.', 'The tattoo studio closes at 8 pm.'],
  ])('%s / %s do not', (a, b) => {
    expect(findContradictions([fact(a, '2026-06-02'), fact(b, '2026-11-20')])).toEqual([]);
  });
});

describe('findContradictions: number words, and values of two things or two attributes', () => {
  it('reads number words as the numbers they are', () => {
    const found = findContradictions([fact('Engine 3 rides out with a crew of four.', '2026-03-01'), fact('Engine 3 rides out with a crew of five.', '2026-11-01')]);
    expect(found).toHaveLength(1);
  });

  it.each([
    ['Engine 3 carries 2,000 litres of water.', 'Engine 5 carries 3,000 litres of water.'],
    ['Wetsuit rental at the surf school is €8 a day in summer.', 'Wetsuit rental at the surf school is €12 a day in winter, hood included.'],
    ['The glass studio annealer holds its pieces at 480 °C.', 'The glass studio annealer holds up to 12 pieces.'],
    ['Court 1 at the tennis club costs £20 an hour.', 'Court 3 at the tennis club costs £15 an hour.'],
  ])('%s / %s: no contradiction', (a, b) => {
    expect(findContradictions([fact(a, '2026-03-01'), fact(b, '2026-11-01')])).toEqual([]);
  });

  it('still reads a version after a name as the value', () => {
    expect(findContradictions([fact('The build image uses Node 18.', '2026-03-01'), fact('The build image uses Node 20.', '2026-11-01')])).toHaveLength(1);
  });
});

describe('findContradictions: bounds, labels by a letter and one value said twice stay quiet', () => {
  const both = (a: string, b: string) => findContradictions([fact(a, '2026-03-01'), fact(b, '2026-09-01')]);
  it.each([
    ['Keep the seed store above 5 °C.', 'Keep the seed store below 15 °C.'],
    ['A 閘口嘅登機由 Ken 負責。', 'B 閘口嘅登機由阿 May 負責。'],
    ['A jar of honey costs £6.', 'A jar of honey: £6.00'],
    ['健身房会员每月 200 元。', '健身房非会员每月 260 元。'],
    ['仓库室外堆场 6:00 开门。', '堆场 8:00 开门。'],
    ['A 座冷库每周除霜两次。', 'B 座冷库每周除霜三次。'],
  ])('%s / %s', (a, b) => {
    expect(both(a, b)).toEqual([]);
  });

  it('a threshold in a clause of when is a limit, as a label of one is', () => {
    expect(both('The greenhouse vents open when the air goes above 28 °C.', 'Greenhouse vent limit: 30 °C')).toHaveLength(1);
  });
});


describe('findContradictions: weekly moves, list items, opening adjuncts, titles and counts', () => {
  const both = (a: string, b: string) => findContradictions([fact(a, '2026-03-01'), fact(b, '2026-09-01')]);
  it.each([
    // a weekly thing moved to another day and time
    ['The weekly budget call is on Thursday at 16:00 on Zoom.', 'Weekly budget call: Tuesday, 11:30.'],
    ['The kit check is every Friday at 17:00.', 'The kit check is every Monday at 08:30.'],
    // an item of a label's list that names its thing
    ['A chain replacement costs $25.', 'Workshop prices: chain replacement $30, brake bleed $40.'],
    ['停车场营业到晚上十点。', '入口告示：营业时间 06:00–23:00。'],
    // an opening adjunct before the subject, and a negated aside
    ['A season ticket at the lido costs £90.', 'At the lido the season ticket is £110, lockers not included.'],
    // minutes against hours, 个 + a noun of people against 人, a title of office, a Cantonese form of address
    ['An eye test at the optician takes 40 minutes.', 'Eye test: 1 hour.'],
    ['舞蹈班每班最多 20 个学员。', '舞蹈班每班上限 16 人。'],
    ['社區大樓的保全由李組長負責。', '社區大樓保全：黃主委負責。'],
    ['糖水舖嘅收銀由芬姐睇。', '糖水舖收銀而家係阿玲睇。'],
    // a person named with no title, where a person is named
    ['Boiler servicing is done by Agnieszka.', 'Boiler servicing: Kwame does it now.'],
    ['The allotment shed keys go to Rosa.', 'Allotment shed keys — Bernard Achterberg'],
  ])('%s / %s', (a, b) => {
    expect(both(a, b)).toHaveLength(1);
  });

  it.each([
    // two days of a thing not said to be weekly
    ['图书馆周二下午三点开门。', '图书馆周日上午九点开门。'],
    ['The tool library opens every Tuesday at 18:00.', 'The tool library opens every Saturday at 10:00.'],
    // the other item of the list is another thing
    ['A brake bleed costs $40.', 'Workshop prices: chain replacement $30, brake bleed $40.'],
    // "a day pass" is a kind of pass, not a rate; adults / children
    ["The lido's day pass costs £6 for adults.", "The lido's day pass costs £3 for children."],
    // one span said in two units
    ['The kiln cools for 90 minutes.', 'Kiln cooling: 1.5 hours.'],
    // two things with their people; one person said with and without the surname
    ['The north gate keys go to Rosa.', 'The south gate keys go to Bernard.'],
    ['Grant reports go to Helen.', 'Expense reports go to Martin.'],
    ['The pottery wheel is maintained by Ines Duarte.', 'Pottery wheel steward — Ines'],
  ])('%s / %s: no contradiction', (a, b) => {
    expect(both(a, b)).toEqual([]);
  });
});
