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

// Fresh variants, in no case set: an explicit change is rewritten, removed or flagged, never silent.
describe('an explicit change told in more shapes is never silent', () => {
  it.each([
    // a conventional commit's imperative reports the change made
    ['CI runs on CircleCI with the docker executor.', 'chore(ci): switch from CircleCI to GitHub Actions', 'runs on CircleCI'],
    ['HTTP calls in the CLI use axios.create() with a 10 s timeout.', 'chore(deps): drop axios in favour of fetch', 'use axios.create()'],
    // a dash ends the deprecated thing's clause; a call's brackets are no aside
    ['Login goes through the legacyAuth() wrapper.', 'legacyAuth() is deprecated – call authenticate() instead.', 'through the legacyAuth() wrapper'],
    // who made a switch of the thing itself is no subject of it
    ['Dose-response curves are fitted in Prism 9.', 'The lab upgraded from Prism 9 to Prism 10.', 'fitted in Prism 9'],
    ['Card payments at events are taken on Square readers.', 'For the spring fair we replaced the Square readers with SumUp terminals.', 'taken on Square readers'],
    // Cantonese 而家 is "now", 部 a measure word
    ['餐廳嘅外賣單經 Foodpanda 接。', '而家外賣單唔再經 Foodpanda，轉咗用 Deliveroo。', '經 Foodpanda 接'],
    ['辦公室用嘅打印機係 Epson 牌。', 'Epson 部打印機已經換咗做 Brother 牌。', '打印機係 Epson 牌'],
    // a place of words, where the move too went to one
    ['The defibrillator is mounted at the east entrance.', 'Moved the defibrillator to the main lobby.', 'mounted at the east entrance'],
    // an attribute word closing a Chinese subject; a passive's participle after "no longer"; an act named by a noun
    ['新人培训：每周二晚上八点，线上。', '培训时间改为每周四晚上七点。', '每周二晚上八点'],
    ['Web shop parcels go out with DHL every afternoon.', 'Parcels are no longer shipped with DHL; we use GLS now.', 'go out with DHL'],
    ['Memberships are sold at the front desk.', 'Membership sales are now online only, via Clubspot.', 'sold at the front desk'],
    // a line of a key: value block, under its parent key
    ['smtp:\n  relay: Postmark\n  port: 587', 'The smtp relay is now Amazon SES.', 'relay: Postmark'],
  ])('%s / %s', async (older, newer, oldText) => {
    const { findings, after } = await dreamOf(older, newer);
    const gone = after === null || (typeof after === 'string' && !after.includes(oldText));
    expect(gone || findings.length > 0).toBe(true);
  });
});

describe('a change of another thing, undone or not made stays quiet', () => {
  it.each([
    ['Error reporting goes to Sentry.', 'revert: switch error reporting to Bugsnag'],
    ['The search API is deployed on Heroku.', 'The billing service moved from Heroku to Fly.io.'],
    ['The bakery takes card payments on Square.', 'The café switched from Square to SumUp.'],
    ['一号仓库的盘点用纸质表格。', '二号仓库的盘点从纸质表格换成了 PDA。'],
    ['Code reviews are discussed in the weekly meeting.', 'Moved the team meeting to the big room.'],
    ['cache:\n  host: redis-01.lan\n  ttl: 300', 'The db host is now mysql-02.lan.'],
    ['Concert tickets are sold at the box office.', 'Merchandise sales are now online only, via Shopify.'],
    ['收銀機用嘅係 iCHEF。', '之前試過轉 Eats365，唔慣，已經轉返 iCHEF。'],
    ['The mobile app stores sessions in SQLite.', 'refactor(web): replace SQLite with IndexedDB in the browser build'],
  ])('%s / %s', async (older, newer) => {
    const { findings, after } = await dreamOf(older, newer);
    expect(findings).toEqual([]);
    expect(after).toBeUndefined();
  });
});
