import { describe, expect, it } from 'vitest';
import { complementOf, isFirstPersonFact, namesAgentsWork } from '../../../electron/core/dream/text/request-clause.js';
import { detectMemoryRequests } from '../../../electron/core/dream/text/requests.js';

const found = (text: string): [string, string][] => detectMemoryRequests(text).map((r) => [r.statement, r.type]);

describe('what a request hands over: an action, a statement of fact, or either', () => {
  it.each([
    ['remember to ', false, 'to'],
    ["don't forget to ", false, 'to'],
    ['keep in mind that ', false, 'that'],
    ['remember ', true, 'that'],
    ['remember: ', false, 'open'],
  ] as const)('%s (glued %s) hands over %s', (trigger, glued, kind) => {
    expect(complementOf(trigger, glued)).toBe(kind);
  });
});

describe('the user as the subject of a fact', () => {
  it.each([
    ['I look after plots 12 to 18', true],
    ["I'm on call every other Friday", true],
    ['我每周二和周四晚上负责关店', true],
    ['I prefer the summary before the details', false],
    ['I want you to cc Hana on invoices', false],
    ['我希望你每次都先给结论', false],
    ['我们每周五发版', false],
    ['The spare key is with Ken', false],
  ])('%s: %s', (statement, yes) => {
    expect(isFirstPersonFact(statement)).toBe(yes);
  });

  it('reads a noun phrase naming the agent’s own work', () => {
    expect(namesAgentsWork('以后给我写的档案说明都要附上馆藏编号')).toBe(true);
    expect(namesAgentsWork('你发的邮件都要抄送老板')).toBe(true);
    expect(namesAgentsWork('仓库的冰柜每周五晚上要除霜')).toBe(false);
  });
});

describe('requests typed by their main clause', () => {
  it.each([
    ['remember that I look after plots 12 to 18 and I only come in on weekends', 'user'],
    ['帮我记一下，我每周二和周四晚上负责关店。', 'user'],
    ['記住：我星期六都不在店裡，有事打給阿珍。', 'user'],
    ['remember I prefer the summary before the details when you write notes', 'feedback'],
    ['remember that late arrivals collect their key from the lockbox by the side gate', 'project'],
    ['remember deliveries come through the back lane after 10 on weekdays', 'project'],
    ["don't forget that pickup slots fill up by Tuesday night", 'project'],
    ['remember that you need to cc Hana on every invoice email', 'feedback'],
    ['keep in mind that we squash-merge every PR', 'feedback'],
    ['remember to tell the parents the glacier trip is off if the wind is strong', 'feedback'],
    ['记住：以后帮我整理的会议纪要都要标出负责人。', 'feedback'],
    ['记住：仓库的冰柜每周五晚上要除霜。', 'project'],
  ])('%s: %s', (text, type) => {
    expect(found(text).map(([, t]) => t)).toEqual([type]);
  });

  it('hands over the statement after "for u" and after the Cantonese 記低', () => {
    expect(found('note to self for u: never play the station ID over a live caller')).toEqual([['Never play the station ID over a live caller', 'feedback']]);
    expect(found('記低：洗衣舖嘅硬幣機逢星期日清一次錢。').map(([s]) => s)).toEqual(['洗衣舖嘅硬幣機逢星期日清一次錢']);
  });

  it('reads a request reported with 要我 / 让我 / 叫我 before 记得 / 记着, not "as long as I remember" or "I recall"', () => {
    expect(found('小美要我記得：速度賽的計時器電池放在櫃台後面的鐵盒裡。').map(([s]) => s)).toEqual(['速度賽的計時器電池放在櫃台後面的鐵盒裡']);
    expect(found('老板让我记得：周五的网店订单要提前一天打包。').map(([s]) => s)).toEqual(['周五的网店订单要提前一天打包']);
    expect(found('阿珍叫我記著：三號車的後門要用力關才鎖得上。').map(([s]) => s)).toEqual(['三號車的後門要用力關才鎖得上']);
    expect(found('只要我记得，每次烧窑前都会检查窑门。')).toEqual([]);
    expect(found('我记得釉料是上个月买的。')).toEqual([]);
  });
});
