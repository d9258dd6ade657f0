import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, type DreamDirs } from './fixtures.js';
import { dreamOfPair } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const dreamOf = (older: string, newer: string) => dreamOfPair(d.memory, older, newer);

// Fresh variants, in no case set: an explicit change told in one language whose old name an older
// memory in the other language gives as its value is flagged with both, never silent; the name
// alone is no bridge where the older memory is about it, names another thing or says the new one.
describe('an explicit change told in the other language is never silent', () => {
  it.each([
    ['Lab results are sent to the wards through Cerner.', '化验结果不再通过 Cerner 发到病房，改用 Epic 的消息中心。', 'through Cerner'],
    ['Choir rehearsal recordings are shared via Dropbox.', '合唱團排練錄音不再用 Dropbox 分享，改用 Google Drive。', 'via Dropbox'],
    ['门店会员积分用 Weimob 后台管理。', 'Membership points: moved from Weimob to Youzan.', '用 Weimob 后台管理'],
    ['仓库的温湿度数据上传到 ThingSpeak。', 'Warehouse sensor data switched from ThingSpeak to AWS IoT Core.', '上传到 ThingSpeak'],
  ])('%s / %s', async (older, newer, oldText) => {
    const { findings, after } = await dreamOf(older, newer);
    const settled = after === null || (typeof after === 'string' && !after.includes(oldText)) || findings.length > 0;
    expect(settled).toBe(true);
  });
});

describe('a shared name across languages alone stays quiet', () => {
  it.each([
    // the older memory is about the name itself
    ['Dropbox holds the scanned contracts.', '合唱团排练录音不再用 Dropbox 分享，改用 Google Drive。'],
    // another named thing (the Lismore ferry, not the Kerrera one)
    ['The Lismore ferry books freight through Calmac Online.', 'Kerrera 渡轮的货运不再走 Calmac Online，改用电话预订。'],
    // it already says the new thing
    ['Rehearsal recordings are shared via Dropbox and Google Drive.', '合唱团排练录音不再用 Dropbox 分享，改用 Google Drive。'],
    ['门店会员积分用 Weimob 和 Youzan 两个后台管理。', 'Membership points: moved from Weimob to Youzan.'],
  ])('%s / %s', async (older, newer) => {
    const { findings, after } = await dreamOf(older, newer);
    expect(findings).toEqual([]);
    expect(after).toBeUndefined();
  });
});

describe('a change of a thing named by another number stays quiet', () => {
  it.each([
    ['Court 5 hearings are held in the annex.', 'Court 2 hearings moved from the annex to the main building.'],
    ['Route 15 buses leave from stand B.', 'Route 12 buses now leave from stand C instead of stand B.'],
    ['Ward 6 handovers are done in the day room.', 'Ward 3 handovers moved from the day room to the nurses station.'],
    ['Year 9 art lessons run in Studio 1.', 'Year 8 art lessons switched from Studio 1 to Studio 2.'],
  ])('%s / %s', async (older, newer) => {
    const { findings, after } = await dreamOf(older, newer);
    expect(findings).toEqual([]);
    expect(after).toBeUndefined();
  });

  it('the same number is the same thing: flagged or rewritten', async () => {
    const { findings, after } = await dreamOf('Ward 6 handovers are done in the day room.', 'Ward 6 handovers moved from the day room to the nurses station.');
    expect(after !== undefined || findings.length > 0).toBe(true);
  });
});
