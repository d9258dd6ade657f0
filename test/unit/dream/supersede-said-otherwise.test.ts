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
const settled = async (older: string, newer: string, oldText: string): Promise<boolean> => {
  const { findings, after } = await dreamOf(older, newer);
  return after === null || (typeof after === 'string' && !after.includes(oldText)) || findings.length > 0;
};

// Fresh variants, in no case set: an explicit change whose old side the older memory says by another
// verb, by an irregular form, word for word under the same subject, as a role's holder, or after a
// whole organisation as who changed it, is rewritten, removed or flagged, never silent.
describe('an explicit change the older memory says otherwise is never silent', () => {
  it.each([
    // the stopped act's object is what the older memory uses (a verb of use), or the act in an irregular form
    ['The back office relies on paper timesheets signed by the shift lead.', 'We no longer collect paper timesheets; hours are now clocked in the Deputy app.', 'relies on paper timesheets'],
    ['Invoices are sent to clients by post at the end of the month.', 'We no longer send invoices to clients by post, they go out by email now.', 'sent to clients by post'],
    ['The orphan lambs are fed milk replacer from buckets.', "We've stopped feeding the orphan lambs from buckets; they drink from the teat bar now.", 'from buckets'],
    // the old side said word for word, of a subject the change names whole
    ['Sourdough loaves are proofed in rattan bannetons overnight.', 'Proofing for the sourdough loaves changed from rattan bannetons to plastic tubs.', 'in rattan bannetons'],
    // a role given a new name, its old holder named through a relation
    ['Payroll files go to Brightpay every Friday before noon.', 'Our payroll provider is now Xero Payroll, not Brightpay.', 'go to Brightpay'],
    ['Tenancy deposits are lodged with MyDeposits within 30 days.', 'Our deposit scheme is now the DPS, not MyDeposits.', 'lodged with MyDeposits'],
    // a name put in place of a name ("Y replaces X"), the old one named through a relation
    ['The kiln is fired with propane from Calor.', 'Kiln gas supplier changed: Flogas replaces Calor from March.', 'from Calor'],
    ['Card payments at the market stall go through SumUp.', 'Zettle replaces SumUp at the stall.', 'through SumUp'],
    // a whole organisation as who made the change: no subject of its own
    ['门诊挂号用自助机缴费，现金窗口只收医保。', '全院停用自助机缴费，改用手机扫码。', '用自助机缴费'],
    ['教室投影用 HDMI 线连接笔记本。', '全校不再用 HDMI 线连接，统一改用无线投屏。', '用 HDMI 线连接'],
  ])('%s / %s', async (older, newer, oldText) => {
    expect(await settled(older, newer, oldText)).toBe(true);
  });
});

describe('a change of another act, subject or thing stays quiet', () => {
  it.each([
    // an act only done to the object, not its use
    ['Lab samples are stored in the blue freezer.', 'We no longer label lab samples by hand; the printer does it now.'],
    // the old side word for word, but of another subject
    ['The croissant dough is proofed in rattan bannetons.', 'Proofing for the sourdough loaves changed from rattan bannetons to plastic tubs.'],
    ['The ferry crew roster is kept in Google Sheets.', 'Cargo manifests for the ferry moved from Google Sheets to Airtable.'],
    // a role renamed whose old holder the older memory names as its subject, not through a relation
    ['Brightpay sends a reminder two days before each pay run.', 'Our payroll provider is now Xero Payroll, not Brightpay.'],
    ['SumUp sends the payout report on Mondays.', 'Zettle replaces SumUp at the stall.'],
    // a whole organisation's change of another thing
    ['食堂早餐七点开始供应。', '全校停用纸质饭票，改用校园卡。'],
  ])('%s / %s', async (older, newer) => {
    const { findings, after } = await dreamOf(older, newer);
    expect(findings).toEqual([]);
    expect(after).toBeUndefined();
  });
});
