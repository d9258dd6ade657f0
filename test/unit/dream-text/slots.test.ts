import { describe, expect, it } from 'vitest';
import { aspectsApart, slotClashes, slotOf } from '../../../electron/core/dream/text/slots.js';
import { runSteps } from '../../../electron/core/dream/text/steps.js';

const clashes = (older: string, newer: string) =>
  runSteps(
    slotClashes(
      [
        { docId: 'older.md', factIndex: 0, text: older, date: '2026-03-09' },
        { docId: 'newer.md', factIndex: 0, text: newer, date: '2026-10-21' },
      ],
      new Set(),
      (a, b) => [a.docId, b.docId].sort().join('|'),
    ),
  );

describe('slotOf: a statement read as the slot it gives a value of', () => {
  it('leaves the owner, the adjuncts, verbs of having and changing and the values out of its core', () => {
    expect(slotOf("The seed bank's inventory database runs MariaDB 10.6.")?.core).toEqual(['inventory', 'database']);
    expect(slotOf('Upgraded the inventory database to MariaDB 11.4 over the weekend.')?.core).toEqual(['inventory', 'database']);
    expect(slotOf('Public skating at the rink closes at 21:00 on weekdays.')).toMatchObject({ core: ['public', 'skat'], aspect: 'end' });
    expect(slotOf('**Safety briefing:** Sunday mornings, 08:30, in the boathouse.')?.core).toEqual(['safety', 'brief']);
    expect(slotOf('公交车队的安全例会定在每周二下午。')?.han).toEqual(['安全例会']);
    expect(slotOf('水族館的觸摸池每天開放到下午四點。')).toMatchObject({ han: ['触摸池'], aspect: 'end' });
    expect(slotOf('大通鋪最多睡十四人。')).toMatchObject({ han: ['大通铺'], bound: 'max' });
  });

  it('reads no slot where no typed value is given', () => {
    expect(slotOf('The safety briefing is held in the boathouse.')).toBeNull();
  });
});

describe('slotClashes: one slot, two values of one type', () => {
  it.each([
    ["The seed bank's inventory database runs MariaDB 10.6.", 'Upgraded the inventory database to MariaDB 11.4 over the weekend.', 'MariaDB 10.6', 'MariaDB 11.4'],
    ["The sailing club's safety briefing is held on Saturday mornings.", '**Safety briefing:** Sunday mornings, 08:30, in the boathouse.', 'Saturday', 'Sunday'],
    ['Public skating at the rink closes at 21:00 on weekdays.', 'Weekday public skating ends at 22:00.', '21:00', '22:00'],
    ['公交车队的安全例会定在每周二下午。', '安全例会挪到每周四下午开。', '周二', '周四'],
    ['渡轮「海鸥号」的载客上限是 180 人。', '海鸥号 max capacity 按 150 人算。', '180 人', '150 人'],
    ['樂團的譜務由陳老師負責。', '譜務負責人：林小姐', '陈老师', '林小姐'],
    ['录音室的 Pro Tools 版本是 2023.6。', '录音室的 Pro Tools 已经升级到 2024.3 了。', '2023.6', '2024.3'],
    // a rate per a thing is the amount's, a word naming the kind of value is no subject; a counted unit is no qualifier
    ['**Sail repair rate:** £40 per hour', 'Sail repairs at the loft are billed at £55 an hour.', '£40', '£55'],
    ['The community choir has 42 members.', 'There are 38 singers in the community choir.', '42 members', '38 singers'],
    // the opening clause alone (an aside or another statement follows), a bracketed aside in a label's head, a number joined to its unit
    ['The reading room opens at 09:00 on weekdays, and readers must book a desk online.', 'Reading room weekday opening is 10:00, so the first delivery is at 10:15.', '09:00', '10:00'],
    ['A 3-hour kayak tour costs $60, paddle and vest included.', 'Kayak tour (3 h): $70 incl. paddle', '$60', '$70'],
    // a noun before a Han subject says whose (洗衣房早班 / 早班); a full-width colon before a number; Cantonese words of grammar; 每 far from the amount says how often
    ['洗衣房早班 6:30 开始。', '早班：7:00 到岗，先分拣床单。', '6:30', '7:00'],
    ['健身室月費係 300 元。', '健身室月費而家係 350 元。', '300', '350'],
    ['每個鐘頭嘅天氣報告長 2 分鐘。', '天氣報告而家係 3 分鐘，由阿 Ben 讀。', '2 分钟', '3 分钟'],
    // an English subject before its verb against a label's head
    ['The night bus to the airport leaves the depot at 23:10.', 'Airport night bus: 23:40', '23:10', '23:40'],
  ])('%s / %s', (older, newer, a, b) => {
    expect(clashes(older, newer)).toEqual([expect.objectContaining({ olderSaid: expect.stringContaining(a), newerSaid: expect.stringContaining(b) })]);
  });

  it.each([
    ['The Osprey ferry carries 200 passengers.', 'The Kestrel ferry carries 120 passengers.'],
    ['The indoor pool opens at 6:00.', 'The outdoor pool opens at 9:00.'],
    ['The pool opens at 6:00.', 'The indoor pool opens at 9:00.'],
    ['The pool opens at 6:00.', 'The pool closes at 21:00.'],
    ['The shop opens at 9:00.', 'The shop opens at 10:00 on Sundays.'],
    ['Skate hire costs £4 on weekdays.', 'Skate hire costs £6 at weekends and on bank holidays.'],
    ['Sourdough proves in the fridge for at least 12 hours.', 'Sourdough must not prove in the fridge for more than 18 hours.'],
    ["The web app's session timeout is 30 minutes.", "The admin app's session timeout is 10 minutes."],
    ['Bike docks in the old town hold 16 bikes.', 'Bike docks at the railway station hold 40 bikes.'],
    ['The p95 latency target is 200 ms.', 'The p99 latency target is 500 ms.'],
    ['东门诊所的洗牙价格是 200 元。', '西门诊所的洗牙价格是 260 元。'],
    ['蜂蜜批发价每公斤 60 元。', '蜂蜜零售价每公斤 90 元。'],
    ['主实验室的温度保持在22度。', '冷库的温度保持在零下20度。'],
    ['合唱團原本每週三練唱，2024 年起改成每週四。', '合唱團每週四晚上練唱。'],
    ['一號練習室每小時三百元。', '二號練習室每小時四百五十元。'],
    ['Lane hire costs $30 per hour.', 'Lane hire costs $150 per day for parties.'],
    // a lower bound and an upper one; a qualifier in the clause after; a letter before a Han noun; non-members; a modifier before a Han subject
    ['Keep the seed store above 5 °C.', 'Keep the seed store below 15 °C.'],
    ['The museum café opens at 9:00, except in winter.', 'The museum café opens at 10:00.'],
    ['The ferry leaves the island at 8:15, and the bus meets it at the pier.', 'The bus leaves the pier at 8:40.'],
    ['A 座冷库每周除霜 2 次。', 'B 座冷库每周除霜 3 次。'],
    ['健身房会员每月 200 元。', '健身房非会员每月 260 元。'],
    ['仓库室外堆场 6:00 开门。', '堆场 8:00 开门。'],
    ['蒸烤箱烘焙：200 度。', '烤箱烘焙温度设定在 180 度。'],
  ])('two things, or two cases of one: %s / %s', (older, newer) => {
    expect(clashes(older, newer)).toEqual([]);
  });
});

describe('aspectsApart: a start and an end are two times of one thing', () => {
  it.each([
    ['The swimming lessons start at 16:00.', 'The swimming lessons end at 17:00.', true],
    ['觸摸池九點開放。', '觸摸池開放到下午五點。', true],
    ['Public skating closes at 21:00.', 'Public skating ends at 22:00.', false],
    ['客服熱線的營業時間是早上九點到晚上六點。', '客服熱線營業時間：早上八點到晚上十點。', false],
  ])('%s / %s -> %s', (a, b, apart) => {
    expect(aspectsApart(a, b)).toBe(apart);
  });
});
