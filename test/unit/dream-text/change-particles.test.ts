import { describe, expect, it } from 'vitest';
import { stillUses, switchAwayOf, switchConflicts } from '../../../electron/core/dream/text/switch-away.js';
import { contradictionSteps, findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import { markerOf, type DatedFact } from '../../../electron/core/dream/text/supersede.js';
import { otherScope, scopesOf, sideOnly } from '../../../electron/core/dream/text/scope.js';
import { measureOf, perDiffers, sameWord } from '../../../electron/core/dream/text/claim.js';

/**
 * Change verbs with their particles (off X onto Y, no more X, not X anymore, 已经不是X了, 没有再用X了),
 * an arrow as a label's value, a qualifier before the same head on each side (production / test,
 * upper / lower, 线上 / 测试, 西湖店 / 滨江店), a change of a side environment only, and amounts per
 * different things. Fresh pairs (other domains than the quality cases), traps included.
 */

const at = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });

describe('switchAwayOf and stillUses: change verbs with their particles', () => {
  it.each([
    ['Choir sheet music is shared through Dropbox.', 'We got off Dropbox and onto Google Drive for sheet music.'],
    ['The call centre arranges shift swaps in When I Work.', 'The call centre hopped off When I Work and onto Deputy for shift swaps.'],
    ['The pottery studio takes class payments through Square.', 'No more Square for class payments; it is all Stripe now.'],
    ['Yoga class bookings are made through Mindbody.', "Yoga class bookings: not Mindbody anymore, it's Momence since the summer."],
    ['The bike-share fleet is tracked with Fleetio.', "Fleet tracking isn't Fleetio any more; we use Samsara."],
    ['咖啡店的外送平台用的是 Foodpanda。', '外送平台已經不是 Foodpanda 了，現在是 Uber Eats。'],
    ['农场的灌溉控制用 Rachio。', '灌溉控制没有再用 Rachio 了，换到了 Hunter Hydrawise。'],
    ['剧团的票务用 Showstart。', '剧团票务已经从 Showstart 转移到 Damai 了。'],
  ])('%s / %s: still uses the old thing', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw).not.toBeNull();
    expect(stillUses(older, sw!)).toBe(true);
  });

  it.each([
    // an addition, not a switch
    ['Gym members book classes in the Glofox app.', 'Classes: not just Glofox anymore, members can also book at the front desk.'],
    // a bound, not a thing given up
    ['Each climbing class takes at most 8 people.', 'Climbing classes take no more than 10 people from January.'],
    // a plan
    ['Rota planning happens in Rotacloud.', 'We might move off Rotacloud onto Deputy next year.'],
    // another wing, another build server
    ['The upper car park barrier is run by Parkopedia.', 'The lower car park barrier moved off Parkopedia onto JustPark.'],
    // a sync direction: the label says nothing the older statement holds
    ['Project files are kept on the studio NAS.', 'Nightly backup sync: studio NAS → Backblaze B2'],
  ])('%s / %s: no finding', (older, newer) => {
    const sw = switchAwayOf(newer);
    expect(sw === null || !stillUses(older, sw)).toBe(true);
  });

  it('an arrow as the value of a label is about the label: every word of it in the older statement, as a verb too', () => {
    const sw = switchAwayOf('**Reminder texts:** Twilio => MessageBird')!;
    expect([...sw.label!]).toEqual(expect.arrayContaining(['reminder', 'text']));
    expect(stillUses('Vet reminder texts are sent through Twilio.', sw)).toBe(true);
    expect(stillUses('Twilio also carries the on-call pages.', sw)).toBe(false);
    // a word naming the kind of value (source, vendor) is no word the older statement must say
    expect(stillUses('marina tide tables: fetched from UKHO', switchAwayOf('Tide source: UKHO → NOAA')!)).toBe(true);
  });

  it('flags the older statement and names both', () => {
    const facts = [at('a.md', 'Parish newsletter subscribers are kept in Mailchimp.', '2026-05-01'), at('b.md', 'The parish migrated off Mailchimp onto Brevo for the newsletter list.', '2026-11-01')];
    const [c] = switchConflicts(facts, () => false);
    expect(c?.kind).toBe('outdated');
    expect(c?.reason).toContain('Mailchimp');
    expect(c?.reason).toContain('Brevo');
  });

  it('"not only X anymore" adds: no cessation for the supersession rule either', () => {
    expect(markerOf('Invoices: not only Xero anymore, we also send some through Stripe Billing.')?.kind).not.toBe('cessation');
    expect(markerOf('We do not use Xero anymore.')?.kind).toBe('cessation');
  });
});

describe('scopes: a qualifier before the same head, a change of a side environment only', () => {
  it.each([
    ['The production kiosk app runs on Android 12.', 'The test kiosk app moved from Android 12 to Android 14.'],
    ['The live ticket shop is hosted on Shopify.', 'The demo ticket shop moved from Shopify to Wix.'],
    ['The upper car park barrier is run by Parkopedia.', 'The lower car park barrier moved off Parkopedia onto JustPark.'],
    ['线上服务器用 Nginx 做反向代理。', '测试服务器的反向代理已经从 Nginx 换成了 Caddy。'],
    ['西湖店的点单系统用客如云。', '滨江店的点单系统已经不用客如云了，改用美团收银。'],
    ['北区仓库的盘点用金蝶。', '南区仓库的盘点已经从金蝶换成了用友。'],
  ])('%s / %s: two things', (a, b) => {
    expect(otherScope(a, b)).toBe(true);
  });

  it.each([
    ['Test files live next to the code they cover.', 'Production code is bundled with esbuild.'], // two heads: nothing told apart
    ['The production kiosk app runs on Android 12.', 'The production kiosk app moved from Android 12 to Android 14.'],
    ['门店收银系统用客如云。', '面包店的收银换成了银豹。'], // 门店 is any store
  ])('%s / %s: not told apart', (a, b) => {
    expect(otherScope(a, b)).toBe(false);
  });

  it('a change said of a staging or demo thing only is not of the same thing said without an environment', () => {
    const other = 'The booking API is hosted on Render.';
    expect(sideOnly(scopesOf('The staging booking API moved from Render to Railway.'), scopesOf(other), other)).toBe(true);
    expect(sideOnly(scopesOf('The demo booking API moved from Render to Railway.'), scopesOf(other), other)).toBe(true);
    // production is the main one; "test" and "dev" before a word are often a kind of thing ("test files")
    expect(sideOnly(scopesOf('The production booking API moved from Render to Railway.'), scopesOf(other), other)).toBe(false);
    expect(sideOnly(scopesOf('Unit test files moved from Jest to Vitest.'), scopesOf('Tests run on Jest.'), 'Tests run on Jest.')).toBe(false);
    // both name an environment: scopesClash decides
    expect(sideOnly(scopesOf('The staging API moved from Render to Railway.'), scopesOf('The staging API runs on Render.'), 'The staging API runs on Render.')).toBe(false);
  });
});

describe('contradictions: a label that says what the amount is per', () => {
  const pair = (a: string, b: string): DatedFact[] => [at('a.md', a, '2026-05-01'), at('b.md', b, '2026-11-01')];

  it.each([
    ["The orchestra's rehearsal fee is $40 per session.", 'Orchestra rehearsal fee per session: $45.'],
    ['Bike rental at the hostel costs €15 per day.', 'Bike rental per day: €18'],
    ['每辆共享单车的押金是99元。', '共享单车押金（每辆）：199元'],
  ])('%s / %s', (a, b) => {
    expect(findContradictions(pair(a, b))).toHaveLength(1);
  });

  it.each([
    ['Bike rental costs €15 per day.', 'Bike rental per week: €70.'],
    ['果园采摘每人门票30元。', '果园采摘团体门票：每团200元'],
  ])('amounts per two things: %s / %s', (a, b) => {
    expect(findContradictions(pair(a, b))).toHaveLength(0);
  });

  it('reads what an amount is per, and tells two of them apart only where neither subject says the other', () => {
    expect(measureOf('果园采摘每人门票30元')?.per).toBe('人');
    expect(measureOf('Locker rental costs $20 per month')?.per).toBe('month');
    expect(measureOf('液氮每周补充一次')?.per).toBeNull(); // a period, read whole
    expect(perDiffers(measureOf('每个啤酒桶的押金是200元')!, measureOf('啤酒桶押金（每桶）：300元')!)).toBe(false);
  });

  it('a short word and its plural are one word', () => {
    expect(sameWord('tle', 'tles')).toBe(true);
    expect(sameWord('api', 'apis')).toBe(true);
    expect(sameWord('api', 'apps')).toBe(false);
  });

  it('in steps, the same findings; it yields on a big input', () => {
    const facts: DatedFact[] = [];
    for (let i = 0; i < 1200; i += 1) facts.push(at(`m${i}.md`, `Pump ${i} of the fountain runs ${i % 7} hours a day.`, '2026-05-01'));
    facts.push(...pair('The lido opens at 07:00.', 'The lido opens at 06:30.'));
    const steps = contradictionSteps(facts);
    let yields = 0;
    let step = steps.next();
    while (!step.done) {
      yields += 1;
      step = steps.next();
    }
    expect(yields).toBeGreaterThanOrEqual(2);
    expect(step.value.map((c) => c.reason)).toEqual(findContradictions(facts).map((c) => c.reason));
    expect(step.value.some((c) => c.reason.includes('lido'))).toBe(true);
  });
});
