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

// Fresh variants, in no case set: an explicit change whose old side the older memory says in other
// words, or behind a message's opener, is rewritten, removed or flagged, never silent.
describe('an explicit change read through its message, its time and its new side is never silent', () => {
  it.each([
    // who said it, or what kind of message it is, opens the statement: no word of what changed
    ['Match video is tagged on the Hudl laptop in the clubhouse.', 'Per the head coach: the Hudl laptop is retired, use the club iPad for match video.', 'tagged on the Hudl laptop'],
    ['The shop card reader is a Zettle.', 'Update from Lena: the shop card reader is now SumUp.', 'is a Zettle'],
    ['Kiln firings are booked on the Trello board by the door.', 'STUDIO MANAGER SAYS: the Trello board is deprecated for firings, use the Notion calendar.', 'on the Trello board'],
    ['会员积分每消费 20 元积 1 分，月底清零。', '店长通知：会员积分改为每消费 10 元积 1 分。', '每消费 20 元积 1 分'],
    // what replaces it, after the change's clause ("…, use Y"): the subject's own names are in both
    ['The API signs JWTs with python-jose before they go to the gateway.', 'chore(api): drop python-jose, use jose for the JWTs', 'signs JWTs with python-jose'],
    // the act stopped told again in its new form, by a clause of what is done now
    ['Swimmers buy day passes at the pool kiosk.', 'We no longer sell day passes at the pool kiosk; swimmers now buy them online.', 'at the pool kiosk'],
    ['Customers collect parcels at the post counter with their pickup code.', 'We no longer hand parcels out at the post counter; customers now collect them from the lockers.', 'at the post counter'],
    // a Chinese time phrase between the subject and the change word (从下月起, 自十一月起)
    ['值班表由李老师负责，每周一更新。', '值班表从下月起改由王老师负责。', '由李老师负责'],
    ['櫃台收銀由阿珍負責，下午三點交班。', '櫃台收銀自十一月起改由阿芬負責。', '由阿珍負責'],
    ['周报汇总由小王负责，周五下班前发出。', '公告：周报汇总从 12 月起改由小李负责。', '由小王负责'],
    // a move to a place with 去, and the place it was told with 在 / Cantonese 喺
    ['雪糕車平時喺碼頭停車場。', '雪糕車已經搬咗去海濱公園門口。', '喺碼頭停車場'],
    ['备用钥匙在保安室的抽屉里。', '备用钥匙迁去前台了。', '在保安室'],
    // a chat paste's tag and speaker open the line; an addition in another clause is no addition to the change
    ['包廂低消每人 300 元（含一杯飲料）。', '[LINE 店長群] 陳店長：各位～包廂低消調成每人 350 元，週末也一樣喔 🙏', '低消每人 300 元'],
    ['The school bus pickup is at 7:00 by the main gate.', '[WhatsApp parents] Okafor: the school bus pickup is now 7:20, Fridays too', 'pickup is at 7:00'],
    ['洗衣房每台洗衣机每次 4 元。', '[微信 宿舍群] 楼长：洗衣机每次改为 5 元，烘干机也一样。', '每次 4 元'],
    // "with effect from" is when, not what was left; a doer's noun is its act's word
    ['Allotment renters are billed through Plotbook.', 'The society has moved allotment renting to Growbase with effect from the new season.', 'through Plotbook'],
  ])('%s / %s', async (older, newer, oldText) => {
    const { findings, after } = await dreamOf(older, newer);
    const gone = after === null || (typeof after === 'string' && !after.includes(oldText));
    expect(gone || findings.length > 0).toBe(true);
  });
});

describe('a change of another thing, or an act stopped that the older memory never did, stays quiet', () => {
  it.each([
    // no clause of what is done now: the stopped act is not the older statement's
    ['X-ray images are stored in PACS for ten years.', 'We no longer print X-ray images for patients.'],
    ['Lab reports are filed in the patient folder.', 'We no longer print lab reports at reception; results now go out by email.'],
    // another model of one make (Swix T73 / Swix HF8), the older one's said to stay
    ['Base wax tests use the Toko P12 wax at 120 degrees.', 'The Toko T8 iron is deprecated, use the T14 iron; the P12 wax stays.'],
    // a time phrase leaves another subject another subject
    ['二楼会议室由行政部管理。', '三楼会议室从十月起改由研发部管理。'],
    // an addition in the change's own clause replaces nothing
    ['The school bus pickup is at 7:00 by the main gate.', '[WhatsApp parents] Okafor: the school bus pickup is now also at 7:40 by the library.'],
    // a message opener leaves the change's own subject: another thing
    ['Room bookings come through Bookeo.', 'Update from Sam: gift cards moved from Bookeo to Square.'],
  ])('%s / %s', async (older, newer) => {
    const { findings, after, newerAfter } = await dreamOf(older, newer);
    expect(findings).toEqual([]);
    expect(after).toBeUndefined();
    expect(newerAfter).toBeUndefined();
  });
});
