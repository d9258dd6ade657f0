import { describe, expect, it } from 'vitest';
import { notYetNote, unrealisedChange } from '../../../electron/core/dream/text/change-mood.js';
import { changeReading } from '../../../electron/core/dream/text/change-reading.js';

describe('unrealisedChange: a change named but not made', () => {
  it.each([
    'Plan: migrate the pattern files from Gerber to Optitex once the licence runs out.',
    'Idea for next spring: move the wine club newsletters to Klaviyo.',
    'TODO: switch the rota from the sheet to Deputy.',
    'Moving the X-rays from the Carestream server to a cloud archive was turned down by the partners.',
    'The migration from Jenkins to GitHub Actions is on hold.',
    'We need to move the mailing list from Mailchimp to Buttondown.',
    'The kiln controller should be replaced with a Genesis.',
    'We did not switch; it stays.',
    "We haven't moved the backups to B2.",
    '提议：把盘点从周五改到周一。',
    '把会员卡从纸质换成电子卡的方案被否了。',
    '原本要把旧闸机换成人脸识别闸机，后来预算没批，没有换。',
    '我们还没有迁移会员资料。',
  ])('%s', (text) => expect(unrealisedChange(text)).toBe(true));

  it.each([
    'We moved the supermarket pick-up from Tesco Extra to the Aldi on Mill Road.',
    'Change: the weekly stock count moved from Friday to Monday.',
    'The house lager switched from W-34/70 to Novalager.',
    'Twilio was replaced by MessageBird for the frost alarm texts.',
    'The launch was postponed to March.',
    '客户资料已经从 Excel 迁移到了 Salesforce。',
    '午睡时间从十二点半到两点调整为一点到两点半。',
    '会议推迟到周五。',
    'Okafor & Sons no longer tune the hall pianos; Lindqvist Tuning does it now.',
  ])('%s is a change made', (text) => expect(unrealisedChange(text)).toBe(false));
});

describe('notYetNote: a memory saying its change is not made yet', () => {
  it.each(['Nothing has been moved yet.', 'Not started.', '- Status: undecided', '还没开始。', '目前还没定。'])('%s', (t) => expect(notYetNote(t)).toBe(true));
  it.each(['Nothing is stored on the old server.', 'The move started on Monday.', '已经开始迁移了。'])('%s is no such note', (t) => expect(notYetNote(t)).toBe(false));
});

describe('a modal of possibility governs a change: it is not made', () => {
  it.each([
    'We might move the makerspace tool bookings from Skedda to Nexudus after the audit.',
    'The rota could be switched to Deputy in spring.',
    'Bookings may migrate to Resova later.',
    '发廊的预约系统可能会换成美团。',
    '報名表也許改用 Google 表單。',
  ])('%s', (text) => expect(unrealisedChange(text)).toBe(true));

  it('a change told as done with no modal is made', () => {
    expect(unrealisedChange('We moved the makerspace tool bookings from Skedda to Nexudus.')).toBe(false);
    expect(unrealisedChange('发廊的预约系统换成了美团。')).toBe(false);
  });
});

describe('unrealisedChange: round 12 — an outcome in another clause with its own subject', () => {
  it.each([
    '扫描件已经从本地 NAS 迁移到了阿里云 OSS，目录结构没动。',
    'Motorola 對講機已經由 Hytera 取代了，頻道照舊。',
    '会员数据已经迁到了腾讯云，字段名没改。',
  ])('a change made: %s', (text) => expect(unrealisedChange(text)).toBe(false));

  it.each([
    '原本想把会员数据迁到腾讯云，老板没批。',
    '打算把收银机换成 Shopify，但是没批。',
    '会员数据没有迁到腾讯云。',
  ])('not made: %s', (text) => expect(unrealisedChange(text)).toBe(true));
});

describe('unrealisedChange: a conventional commit reports, a revert undoes', () => {
  it.each([
    'refactor(dates): replace moment with date-fns across the web app',
    'chore(ci): switch from CircleCI to GitHub Actions',
    'feat!: move uploads to R2',
  ])('made, as the rules read it: %s', (text) => expect(unrealisedChange(changeReading(text))).toBe(false));

  it.each([
    'revert: switch error reporting to Bugsnag',
    'Revert "move uploads to R2"',
    'Plan: migrate deploys from Heroku to Fly.io once the budget is approved.',
  ])('not made: %s', (text) => expect(unrealisedChange(changeReading(text))).toBe(true));
});
