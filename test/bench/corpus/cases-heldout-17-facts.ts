import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 17, facts part: a fresh, never-tuned set of hand-written quality cases.
 *
 * What each category asks:
 * - dates-en / dates-zh: a relative date that names an event ("changed this yesterday",
 *   "agreed on this two weeks ago", "Next Monday" at a sentence start, 昨晚, 前天线上 glued by
 *   segmentation, 大前天, 上上周, 下周三和 …) becomes an absolute date that reads naturally
 *   (a week becomes a range or a week-of date, never "…那一周三"); a recurring rule keeps its
 *   words but a past event inside it is dated. Traps: date words inside names or calls
 *   (`getYesterday()`, `tomorrow_slot`, `get_tomorrow_hearings()`, a bare now()), generic or
 *   hypothetical sentences, recurring rules, and Chinese words that only contain a date word
 *   (前天线 = front antenna, 后天性 = acquired, 上周期 = previous cycle, 「明日之星」 = a sale's name).
 * - supersession: an older memory (2026-05-06) states X; a newer one (2026-10-27) says X was
 *   switched / moved / replaced / migrated / deprecated / renamed / 迁移 / 不再…改用 / 改为 / 已弃用 /
 *   搬咗 / 换成. A right dream rewrites only the superseded part and keeps the rest of the older
 *   statement, or raises an `outdated` finding naming both files; never neither. Traps: a switch
 *   of another subject, an evaluation not decided, a hypothetical fallback, another form deprecated.
 * - contradiction: the same subject with a different value in the newer memory, without a
 *   switch word (or only "upgraded") -> a `contradiction` finding naming both, or a rewrite.
 *   Traps: compatible values (a bound and a setpoint), another scope (van 1 / van 2, buyer /
 *   seller, adult / junior, car / motorcycle, a product made from the same milk), seasons.
 * - paraphrase: the same rule in other words (one negative, one positive; formal vs chatty;
 *   code-switched) -> a `possible-duplicate` finding naming both. Traps: high word overlap but
 *   different facts (two vans, two sites, two sole materials, two storage places).
 *
 * Domains (names A to H): a blood-donation van, an abacus school, an auction house (Taipei and
 * Hong Kong sales), a bowling alley, a cobbler with key cutting, a camel dairy, a court
 * stenographer pool (Taiwan), a crematorium office, a dance academy, a driving school (Singapore,
 * Hong Kong), an embroidery studio, an escape room, a falconry centre, a funicular railway, a
 * harbour pilot service (Hong Kong), a hearing-aid clinic (Hong Kong), a hydroponics start-up.
 *
 * Writers' styles: a voice-memo transcript, a changelog line, a commit message, a ticket title +
 * body, a standup note, a Slack paste with @names and emoji, a lawyer's formal register, an
 * email fragment, a diary line, a Singlish writer, a spreadsheet row pasted as text, a Q/A FAQ,
 * a checklist with [x], terse arrows, a WeChat message, Cantonese chat, Taiwan office notes in
 * Traditional Chinese, Chinese-English code-switching, very long and very short sentences.
 *
 * Calendar: BENCH_NOW is 2026-11-25. Every date case is written on 2026-11-18 (a Wednesday):
 * yesterday 2026-11-17, the day before 2026-11-16 (Monday), three days before 2026-11-15,
 * two weeks before 2026-11-04, last week = week of 2026-11-09, the week before = week of
 * 2026-11-02, last Friday 2026-11-13, last Wednesday 2026-11-11, tomorrow 2026-11-19, the day
 * after 2026-11-20, this Saturday 2026-11-21, next week = week of 2026-11-23 (next Monday
 * 2026-11-23, next Wednesday 2026-11-25). Pairs use 2026-05-06 (older) and 2026-10-27 (newer)
 * and hold no relative date.
 *
 * Counts (cases / traps, en / zh):
 * - dates-en:      18 / 5  (all en)
 * - dates-zh:      20 / 7  (all zh; 6 in Traditional, Taiwan or Hong Kong)
 * - supersession:  19 / 6  (en 10 / zh 9)
 * - contradiction: 21 / 8  (en 11 / zh 10)
 * - paraphrase:    18 / 6  (en 9 / zh 9)
 */

const WRITTEN = '2026-11-18';
const OLDER = '2026-05-06';
const NEWER = '2026-10-27';

type MemOpts = Partial<Omit<CaseMemory, 'file' | 'body' | 'modified'>>;

const mem = (name: string, modified: string, body: string, o: MemOpts = {}): CaseMemory => ({ file: `${name}.md`, modified, body, ...o });
const older = (name: string, body: string, o: MemOpts = {}): CaseMemory => mem(name, OLDER, body, o);
const newer = (name: string, body: string, o: MemOpts = {}): CaseMemory => mem(name, NEWER, body, o);

/** A memory written on 2026-11-18 with a relative date to make absolute. */
function dateFix(
  id: string,
  category: 'dates-en' | 'dates-zh',
  name: string,
  body: string,
  expect: { contains: string[]; absent: string[]; keep?: string[]; forbid?: string[] },
  o: MemOpts = {},
): QualityCase {
  return {
    id,
    category,
    lang: category === 'dates-en' ? 'en' : 'zh',
    memories: [mem(name, WRITTEN, body, o)],
    fixed: { contains: expect.contains, absent: expect.absent },
    ...(expect.keep ? { keep: expect.keep } : {}),
    ...(expect.forbid ? { forbid: expect.forbid } : {}),
  };
}

/** A memory written on 2026-11-18 whose date-looking words are no event: every line stays as written. */
function dateTrap(id: string, category: 'dates-en' | 'dates-zh', name: string, body: string, o: MemOpts = {}): QualityCase {
  return {
    id,
    category,
    lang: category === 'dates-en' ? 'en' : 'zh',
    trap: true,
    memories: [mem(name, WRITTEN, body, o)],
    keep: body.split('\n').map((l) => l.trim()).filter((l) => l !== ''),
  };
}

const PAIR_KINDS = ['outdated', 'contradiction'];

/** An older and a newer memory where the newer one supersedes or contradicts part of the older. */
function pairFix(
  id: string,
  category: 'supersession' | 'contradiction',
  lang: 'en' | 'zh',
  old: CaseMemory,
  cur: CaseMemory,
  expect: { contains?: string[]; absent: string[]; keep?: string[] },
): QualityCase {
  return {
    id,
    category,
    lang,
    memories: [old, cur],
    fixed: { contains: expect.contains ?? [], absent: expect.absent },
    flag: { kinds: category === 'supersession' ? ['outdated'] : PAIR_KINDS, mentions: [old.file.replace(/\.md$/, ''), cur.file.replace(/\.md$/, '')] },
    keep: [cur.body.trim().split('\n')[0]!.trim(), ...(expect.keep ?? [])],
    ...(category === 'supersession' ? { explicit: true } : {}),
  };
}

/** Two memories that look related but do not supersede, contradict or repeat each other. */
function pairTrap(id: string, category: 'supersession' | 'contradiction' | 'paraphrase', lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory): QualityCase {
  const lines = (m: CaseMemory): string[] => m.body.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return {
    id,
    category,
    lang,
    trap: true,
    memories: [a, b],
    keep: [...lines(a), ...lines(b)],
    quiet: category === 'paraphrase' ? ['possible-duplicate', 'contradiction', 'outdated'] : PAIR_KINDS,
  };
}

/** The same rule in two memories, in other words: a `possible-duplicate` finding naming both. */
function paraphrase(id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory): QualityCase {
  const lines = (m: CaseMemory): string[] => m.body.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return {
    id,
    category: 'paraphrase',
    lang,
    memories: [a, b],
    flag: { kinds: ['possible-duplicate'], mentions: [a.file.replace(/\.md$/, ''), b.file.replace(/\.md$/, '')] },
    keep: [...lines(a), ...lines(b)],
  };
}

// ---------------------------------------------------------------------------------------------
// dates-en
// ---------------------------------------------------------------------------------------------

const DATES_EN: QualityCase[] = [
  dateFix('h17f-den-blood-van-fridge', 'dates-en', 'bloodvan-fridge-fault',
    'The fridge on van 2 failed its temperature check yesterday; plasma bags go in van 1 until the compressor is replaced.',
    { contains: ['2026-11-17'], absent: ['check yesterday'], keep: ['plasma bags go in van 1 until the compressor is replaced'] }),
  dateFix('h17f-den-cobbler-voice-memo', 'dates-en', 'cobbler-tannery-agreement',
    'okay so, um, voice memo for the shop: we agreed on this two weeks ago with Hartley Leather, vegetable-tanned soles only for resoling jobs, no chrome-tanned, and they hold the price till March.',
    { contains: ['2026-11-04'], absent: ['two weeks ago'], keep: ['vegetable-tanned soles only for resoling jobs, no chrome-tanned'] }),
  dateFix('h17f-den-camel-changelog', 'dates-en', 'camel-pasteurizer-log',
    '- Changed this yesterday: pasteurizer setpoint for camel milk is 63 °C held 30 min, gentler on the lactoferrin.',
    { contains: ['2026-11-17'], absent: ['changed this yesterday'], keep: ['pasteurizer setpoint for camel milk is 63 °C held 30 min'] }),
  dateFix('h17f-den-steno-next-monday', 'dates-en', 'steno-licence-server',
    'Next Monday the pool moves to the new CAT licence server. Reporters re-sync their personal dictionaries before their first hearing on it.',
    { contains: ['2026-11-23'], absent: ['next monday'], keep: ['Reporters re-sync their personal dictionaries before their first hearing on it.'] }),
  dateFix('h17f-den-pilot-long-sentence', 'dates-en', 'pilotboat-haulout',
    'The pilot boat Kestrel was hauled out last week for antifouling and a new propeller shaft seal, so until she is back in the water all night transfers at the outer anchorage go by the launch Petrel, which is slower and needs the pilot ladder rigged on the lee side at least 1.5 m above the water.',
    { contains: ['2026-11-09'], absent: ['hauled out last week'], keep: ['needs the pilot ladder rigged on the lee side at least 1.5 m above the water'] }),
  dateFix('h17f-den-cremator-email', 'dates-en', 'cremator-b-service',
    'Hi all, quick one: the burner service on cremator B is done. The engineer came the day before yesterday and set the afterburner back to 850 °C. Regards, Denise',
    { contains: ['2026-11-16'], absent: ['the day before yesterday'], keep: ['set the afterburner back to 850 °C'] }),
  dateFix('h17f-den-hydro-standup', 'dates-en', 'hydro-standup-dosing',
    'standup: EC probes in rack 4 recalibrated, all green. pH dosing pump for rack 2 arrives tomorrow, keep rack 2 on manual dosing until it is fitted.',
    { contains: ['2026-11-19'], absent: ['arrives tomorrow'], keep: ['EC probes in rack 4 recalibrated, all green.'] }),
  dateFix('h17f-den-auction-formal', 'dates-en', 'auction-lot214-withdrawal',
    'Further to the consignor\'s written instructions received three days ago, Lot 214 (a famille-rose vase, Qianlong mark) shall be withdrawn from the December sale and returned to the consignor under clause 9 of the consignment agreement.',
    { contains: ['2026-11-15'], absent: ['three days ago'], keep: ['shall be withdrawn from the December sale and returned to the consignor under clause 9 of the consignment agreement'] }),
  dateFix('h17f-den-bowling-rule-with-event', 'dates-en', 'bowling-league-oiling',
    'We decided yesterday to never re-oil lanes 1-6 on league nights. The oiling machine runs only before 14:00.',
    { contains: ['2026-11-17'], absent: ['decided yesterday'], keep: ['to never re-oil lanes 1-6 on league nights', 'The oiling machine runs only before 14:00.'] }),
  dateFix('h17f-den-driving-singlish', 'dates-en', 'drivingschool-circuit-closure',
    'Eh the Bukit Batok circuit close for resurfacing from this Saturday leh, so all the parking practice go Ubi circuit first, confirm with Uncle Tan before booking students.',
    { contains: ['2026-11-21'], absent: ['this saturday'], keep: ['confirm with Uncle Tan before booking students'] }),
  dateFix('h17f-den-escape-slack', 'dates-en', 'escaperoom-maglock',
    '@mei @jonas heads up 🔒 the maglock on the Pharaoh room door was replaced on Monday, new override code is in 1Password under "Pharaoh maglock" 🙏',
    { contains: ['2026-11-16'], absent: ['replaced on monday'], keep: ['new override code is in 1Password under "Pharaoh maglock"'] }),
  dateFix('h17f-den-falconry-diary', 'dates-en', 'falconry-juno-weight',
    'Juno (Harris hawk) weighed 640 g yesterday evening, 30 g under her flying weight. No free flights until she is back at 670 g.',
    { contains: ['2026-11-17'], absent: ['yesterday evening'], keep: ['No free flights until she is back at 670 g.'] }),
  dateFix('h17f-den-funicular-ticket', 'dates-en', 'funicular-rope-test',
    'FUN-88 Annual rope inspection\nThe magnetic rope test is booked for next week. During the test the funicular runs on the reserve timetable, one car every 20 minutes.',
    { contains: ['2026-11-23'], absent: ['booked for next week'], keep: ['the funicular runs on the reserve timetable, one car every 20 minutes'] }),
  dateTrap('h17f-den-trap-hearing-calls', 'dates-en', 'hearingaid-fitting-app',
    'The fitting app\'s `getYesterday()` helper returns the previous clinic day and skips Sundays.\nThe `tomorrow_slot` field holds the first free audiogram slot, and `today()` is used only in the daily export.'),
  dateTrap('h17f-den-trap-embroidery-generic', 'dates-en', 'embroidery-rush-orders',
    'A rush order placed after 17:00 is not due tomorrow; its turnaround counts from the next working day.\nA monogram that would be due today on a Sunday moves to Monday.'),
  dateTrap('h17f-den-trap-dance-recurring', 'dates-en', 'danceacademy-floor-care',
    'Every Friday night the sprung floor in Studio A is mopped after the last class, and nobody rehearses on it until the next morning.'),
  dateTrap('h17f-den-trap-abacus-now', 'dates-en', 'abacus-score-macro',
    'The score sheet macro stamps each drill with now() from the tablet clock, so a drill finished at 23:59 can show the next day; the teacher corrects the date by hand.'),
  dateTrap('h17f-den-trap-cobbler-template', 'dates-en', 'cobbler-ticket-template',
    'The express heel ticket reads "Ready tomorrow after 4pm" by default.\nShoes left uncollected for more than 90 days are donated to the shelter on Elm Street.'),
];

// ---------------------------------------------------------------------------------------------
// dates-zh
// ---------------------------------------------------------------------------------------------

const NO_BROKEN_WEEK = ['那一周三', '那一周五', '那一週三', '那一週一'];

const DATES_ZH: QualityCase[] = [
  dateFix('h17f-dzh-bloodvan-glued', 'dates-zh', 'xianxueche-booking-outage',
    '前天线上预约系统宕机了两个小时，献血车临时改为现场登记，纸质登记表放在副驾驶座下面。',
    { contains: ['2026-11-16', '线上预约系统'], absent: ['前天'], keep: ['纸质登记表放在副驾驶座下面'], forbid: ['前2026'] }),
  dateFix('h17f-dzh-camel-next-wed-and', 'dates-zh', 'tuonai-buyer-call',
    '下周三和迪拜的买家开视频会，确认冻干驼奶粉的报价，报价单要提前发给老周审。',
    { contains: ['2026-11-25', '迪拜的买家'], absent: ['下周三'], keep: ['报价单要提前发给老周审'], forbid: NO_BROKEN_WEEK }),
  dateFix('h17f-dzh-cobbler-wechat-last-night', 'dates-zh', 'xiuxie-sole-stock',
    '【微信】老板昨晚说了：羊皮底暂时不进货，客人要换底的先推橡胶底，价格按老的来 👌',
    { contains: ['2026-11-17'], absent: ['昨晚'], keep: ['羊皮底暂时不进货，客人要换底的先推橡胶底'] }),
  dateFix('h17f-dzh-steno-tw-three-days', 'dates-zh', 'suji-deadline-notice',
    '大前天書記官通知：速記員交稿期限從五個工作天縮短為三個工作天，急件另計。',
    { contains: ['2026-11-15'], absent: ['大前天'], keep: ['急件另計'], forbid: ['大2026', '大 2026'] }),
  dateFix('h17f-dzh-pilot-week-before-last', 'dates-zh', 'yinhang-radio-swap',
    '上上周引航站换了新的 VHF 对讲机，旧的统一交回仓库，由值班主任登记序列号。',
    { contains: ['2026-11-02'], absent: ['上上周'], keep: ['由值班主任登记序列号'], forbid: ['上2026-11-09', '上 2026-11-09'] }),
  dateFix('h17f-dzh-crematorium-last-friday', 'dates-zh', 'huozang-niche-numbering',
    '上周五系统升级以后，骨灰寄存格位的编号改成“区-排-号”三段式，旧编号在备注栏保留。',
    { contains: ['2026-11-13'], absent: ['上周五'], keep: ['旧编号在备注栏保留'], forbid: NO_BROKEN_WEEK }),
  dateFix('h17f-dzh-hydro-codeswitch', 'dates-zh', 'shuigeng-led-driver',
    'rack 3 的 LED driver 昨天烧了，vendor 说下周寄新的过来，这几天先借 rack 5 的备用 driver。',
    { contains: ['2026-11-17', '2026-11-23'], absent: ['昨天烧了', '下周寄'], keep: ['先借 rack 5 的备用 driver'] }),
  dateFix('h17f-dzh-auction-tw-tomorrow', 'dates-zh', 'paimai-reserve-confirm',
    '明天下午兩點前，委託人要回覆第 38 號拍品的底價，逾時以估價下限為底價。',
    { contains: ['2026-11-19'], absent: ['明天'], keep: ['逾時以估價下限為底價'] }),
  dateFix('h17f-dzh-bowling-day-after', 'dates-zh', 'baolingqiu-pinsetter-belt',
    '后天上午维保公司来换回球机的皮带，期间 7 到 12 道停用，前台记得提前通知联赛队长。',
    { contains: ['2026-11-20'], absent: ['后天上午'], keep: ['前台记得提前通知联赛队长'] }),
  dateFix('h17f-dzh-driving-cantonese', 'dates-zh', 'jiache-hk-roster',
    '琴日教車師傅話，學車時間表改咗，星期六冇夜班，要補堂嘅學生改約星期日朝早。',
    { contains: ['2026-11-17'], absent: ['琴日'], keep: ['要補堂嘅學生改約星期日朝早'] }),
  dateFix('h17f-dzh-escape-three-days', 'dates-zh', 'mishi-pharaoh-lock',
    '三天前法老房的磁力锁换了新的，应急开门密码在店长的 1Password 里。',
    { contains: ['2026-11-15'], absent: ['三天前'], keep: ['应急开门密码在店长的 1Password 里'] }),
  dateFix('h17f-dzh-hearing-hk-next-monday', 'dates-zh', 'tingli-online-booking',
    '下星期一開始，驗耳預約改為網上登記，電話預約只保留俾長者。',
    { contains: ['2026-11-23'], absent: ['下星期一'], keep: ['電話預約只保留俾長者'] }),
  dateFix('h17f-dzh-embroidery-last-wed-and', 'dates-zh', 'cixiu-silk-price',
    '上周三和面料商谈好了，真丝缎每米降到 85 元，起订量 30 米。',
    { contains: ['2026-11-11', '面料商'], absent: ['上周三'], keep: ['真丝缎每米降到 85 元，起订量 30 米'], forbid: NO_BROKEN_WEEK }),
  dateTrap('h17f-dzh-trap-antenna', 'dates-zh', 'yinhangting-antenna-check',
    '引航艇的前天线和后天线每月检查一次接头防水，雨季加查一次。'),
  dateTrap('h17f-dzh-trap-acquired', 'dates-zh', 'xianxue-anemia-screening',
    '有先天性或后天性贫血史的献血者，要先做血红蛋白快速检测再决定能不能献。'),
  dateTrap('h17f-dzh-trap-cycle', 'dates-zh', 'shuigeng-cycle-records',
    '上周期的营养液配方数据存在 Notion 的 Cycle 页面；每个周期结束后清洗水箱。'),
  dateTrap('h17f-dzh-trap-recurring-wed', 'dates-zh', 'tuonai-cip-schedule',
    '每周三上午挤完奶给奶罐做 CIP 清洗，周三下午不收散户的奶。'),
  dateTrap('h17f-dzh-trap-tw-calls', 'dates-zh', 'suji-schedule-script',
    '排程腳本的 `get_tomorrow_hearings()` 會抓明日庭期表，`today_roster` 是當日值班名單。'),
  dateTrap('h17f-dzh-trap-hypothetical', 'dates-zh', 'huozang-pickup-register',
    '如果家属说“明天再来取”，登记表上只写“待取”，不要替家属写日期。'),
  dateTrap('h17f-dzh-trap-sale-name', 'dates-zh', 'paimai-rising-stars',
    '「明日之星」是我們新銳藝術家專場的名稱，每年春拍、秋拍各辦一場。'),
];

// ---------------------------------------------------------------------------------------------
// supersession
// ---------------------------------------------------------------------------------------------

const SUPERSESSION: QualityCase[] = [
  pairFix('h17f-sup-en-bloodvan-switched', 'supersession', 'en',
    older('donor-slot-booking', 'Donor slots are booked through Calendly, 15 minutes each, at most 40 donors per van day.'),
    newer('donor-booking-tool', 'We switched donor slot booking from Calendly to Doodle; old Calendly links redirect to the Doodle poll.'),
    { contains: ['15 minutes each', 'at most 40 donors per van day'], absent: ['booked through Calendly'] }),
  pairFix('h17f-sup-en-pilot-moved', 'supersession', 'en',
    older('pilot-duty-roster', 'The pilot duty roster lives in the shared Excel file on the Marine Ops drive; only the duty manager may edit it.'),
    newer('roster-commit-note', 'chore(ops): moved the pilot duty roster to Google Sheets (Ops > Rosters > Pilots 2026)'),
    { contains: ['only the duty manager may edit it'], absent: ['shared Excel file on the Marine Ops drive'] }),
  pairFix('h17f-sup-en-cobbler-replaced', 'supersession', 'en',
    older('resoling-cement', 'Resoling -> contact cement = Renia Colle de Cologne -> 2 coats, 10 min open time'),
    newer('cement-replacement', 'Replaced Renia Colle de Cologne with Barge All-Purpose Cement for all resoling (Renia no longer sold in our tin size).'),
    { absent: ['contact cement = Renia'] }),
  pairFix('h17f-sup-en-steno-deprecated', 'supersession', 'en',
    older('certified-transcript-delivery', 'Certified transcripts are delivered as PTX files within 10 business days of the hearing.'),
    newer('ptx-format-deprecated', 'PTX is deprecated for certified transcripts; use PDF/A with an embedded digital signature.'),
    { contains: ['within 10 business days of the hearing'], absent: ['delivered as PTX files'] }),
  pairFix('h17f-sup-en-crematorium-no-longer', 'supersession', 'en',
    older('ashes-handover', 'Families collect ashes at the front desk on weekdays between 10:00 and 16:00; photo ID is required.'),
    newer('remembrance-room-handover', 'We no longer hand ashes over at the front desk; families now collect them in the Remembrance Room, by appointment.'),
    { contains: ['photo ID is required'], absent: ['collect ashes at the front desk'] }),
  pairFix('h17f-sup-en-hydro-renamed', 'supersession', 'en',
    older('nutrient-concentrate-vendor', 'Nutrient concentrate A/B comes from GreenFlow Supply and is ordered every second Monday by Priya.'),
    newer('vendor-rename-verdant', 'GreenFlow Supply is now Verdant Nutrients (acquired in the summer); same catalogue, new invoice address.'),
    { contains: ['ordered every second Monday by Priya'], absent: ['comes from GreenFlow Supply'] }),
  pairFix('h17f-sup-en-auction-migrated', 'supersession', 'en',
    older('online-bidder-registration', 'Online bidders are registered via the-saleroom.com, and paddle numbers from 500 upward are reserved for them.'),
    newer('bidding-platform-notice', 'The house has migrated online bidding to LiveAuctioneers with effect from the autumn sale.'),
    { contains: ['paddle numbers from 500 upward are reserved for them'], absent: ['registered via the-saleroom.com'] }),
  pairTrap('h17f-sup-en-trap-other-subject', 'supersession', 'en',
    older('escape-bookings-bookeo', 'Room bookings come through Bookeo; walk-ins are written on the whiteboard by the host.'),
    newer('escape-giftcards-square', 'We switched gift cards from Bookeo to Square. Room bookings stay on Bookeo.')),
  pairTrap('h17f-sup-en-trap-evaluating', 'supersession', 'en',
    older('falcon-feed-supplier', 'Day-old chicks and quail come from Honeybrook Frozen Foods, delivered on Tuesdays.'),
    newer('falcon-feed-review', 'We are evaluating replacing Honeybrook with Kiezebrink for quail. No decision yet: keep ordering from Honeybrook.')),
  pairTrap('h17f-sup-en-trap-hypothetical', 'supersession', 'en',
    older('funicular-main-drive', 'The funicular\'s main drive runs on grid power from the valley substation.'),
    newer('funicular-diesel-fallback', 'If the valley substation fails, the operator would switch to the diesel emergency drive, which limits the cars to 1 m/s.')),
  pairFix('h17f-sup-zh-camel-migrated', 'supersession', 'zh',
    older('tuoqun-milk-records', '驼群的产奶记录存在 Excel 表里，每周五由兽医助理汇总。'),
    newer('tuoqun-herdapp', '产奶记录已经从 Excel 迁移到了 HerdApp，手机上就能录入。'),
    { contains: ['每周五由兽医助理汇总'], absent: ['存在 Excel 表里'] }),
  pairFix('h17f-sup-zh-bloodvan-no-longer', 'supersession', 'zh',
    older('xianxueche-generator', '2号献血车的发电机用 92 号汽油，每次出车前检查油量。'),
    newer('xianxueche-battery', '2号献血车不再用汽油发电机，改用锂电池储能柜，晚上回站里充电。'),
    { absent: ['发电机用 92 号汽油'] }),
  pairFix('h17f-sup-zh-steno-tw-changed', 'supersession', 'zh',
    older('suji-shift-table', '速記員輪班：早班 8:30 到 12:30，午班 13:30 到 17:30，每班兩人。'),
    newer('suji-shift-notice', '公告：早班改為 9:00 到 12:30，午班時間不變。'),
    { contains: ['每班兩人', '13:30 到 17:30'], absent: ['早班 8:30 到 12:30'] }),
  pairFix('h17f-sup-zh-hydro-deprecated', 'supersession', 'zh',
    older('shuigeng-ph-control', 'pH 控制用 Bluelab Guardian，告警推送到飞书群「水耕报警」。'),
    newer('shuigeng-ph-ezo', 'Bluelab Guardian 已弃用，pH 控制改用 Atlas Scientific EZO 模块。'),
    { contains: ['「水耕报警」'], absent: ['pH 控制用 Bluelab Guardian'] }),
  pairFix('h17f-sup-zh-pilot-hk-moved', 'supersession', 'zh',
    older('yinshui-boarding-point', '東博寮海峽嘅引水登輪點喺橫瀾島以南 2 海里，夜晚登輪一定要開 AIS。'),
    newer('yinshui-boarding-moved', '登輪點已經搬咗去橫瀾島東南 3 海里，海事處十月發咗通告。'),
    { contains: ['夜晚登輪一定要開 AIS'], absent: ['橫瀾島以南 2 海里'] }),
  pairFix('h17f-sup-zh-cobbler-supplier', 'supersession', 'zh',
    older('xiegen-yongxing', '鞋跟配件从义乌的永兴五金进货，每月 5 号下单。'),
    newer('xiegen-supplier-change', '鞋跟配件的供应商从永兴五金换成了温州的立达鞋材。'),
    { contains: ['每月 5 号下单'], absent: ['从义乌的永兴五金进货'] }),
  pairTrap('h17f-sup-zh-trap-other-product', 'supersession', 'zh',
    older('qiudao-oil-brand', '1 到 12 道用 Kegel 的 Defy 球道油，每天开门前上油。'),
    newer('proshop-cleaner-brand', '专卖店卖的保龄球清洁剂从 Storm 换成了 Brunswick，球道油不变。')),
  pairTrap('h17f-sup-zh-trap-tw-proposal', 'supersession', 'zh',
    older('paimai-catalogue-print', '圖錄委託永豐印刷承印，每本 120 頁，秋拍印 800 本。'),
    newer('paimai-ecatalogue-idea', '有同事提議圖錄改為只出電子版，但董事會尚未同意，目前照舊印刷。')),
  pairTrap('h17f-sup-zh-trap-other-form', 'supersession', 'zh',
    older('huohua-booking-form', '火化预约用纸质申请表 A3，家属签字后扫描存档。'),
    newer('jicun-form-retired', '旧版寄存申请表 B2 已弃用，骨灰寄存统一用新版 B5。')),
];

// ---------------------------------------------------------------------------------------------
// contradiction
// ---------------------------------------------------------------------------------------------

const CONTRADICTION: QualityCase[] = [
  pairFix('h17f-con-en-bloodvan-sim', 'contradiction', 'en',
    older('van-hotspot-sim', 'The blood van\'s mobile hotspot runs on a Vodafone SIM, number 07700 900123.'),
    newer('van-connectivity', 'Van connectivity: hotspot SIM is EE, number 07700 900456, data cap 100 GB.'),
    { absent: ['Vodafone SIM, number 07700 900123'] }),
  pairFix('h17f-con-en-pilot-knots', 'contradiction', 'en',
    older('boarding-speed-rule', 'Ships keep 6 knots while the pilot boards at the outer anchorage.'),
    newer('outer-anchorage-boarding', 'Outer anchorage boarding: ship holds 8 knots, lee side, ladder 1.5 m above the water.'),
    { absent: ['keep 6 knots'] }),
  pairFix('h17f-con-en-steno-rate-row', 'contradiction', 'en',
    older('realtime-feed-rate', 'Realtime feeds for counsel are billed at $4.50 per page.'),
    newer('rate-card-row', 'Service | Unit | Rate | Notes\nRealtime feed (counsel) | page | $5.25 | includes rough ASCII'),
    { absent: ['$4.50 per page'] }),
  pairFix('h17f-con-en-hydro-photoperiod', 'contradiction', 'en',
    older('butterhead-photoperiod', 'Butterhead lettuce in rack 1 gets 16 hours of light a day.'),
    newer('rack-one-light-schedule', 'Rack 1 (butterhead): lights on 06:00, off 00:00 = 18 h photoperiod.'),
    { absent: ['16 hours of light'] }),
  pairFix('h17f-con-en-dance-rent', 'contradiction', 'en',
    older('studio-b-rental', 'Studio B rents at £22 an hour for outside teachers.'),
    newer('outside-teacher-faq', 'Q: What does Studio B cost for outside teachers?\nA: £28 per hour, paid in advance by bank transfer.'),
    { absent: ['£22 an hour'] }),
  pairFix('h17f-con-en-abacus-upgraded', 'contradiction', 'en',
    older('abacus-app-stack', 'The abacus drill app runs on Django 4.2 with SQLite on the school laptop.'),
    newer('abacus-app-upgrade', 'Upgraded the drill app to Django 5.1; the database is still SQLite.'),
    { absent: ['runs on Django 4.2'] }),
  pairFix('h17f-con-en-embroidery-service-day', 'contradiction', 'en',
    older('tajima-service-day', 'The Tajima machines are serviced every Thursday morning, so no rush jobs are promised for Thursday mornings.'),
    newer('tajima-engineer-visits', 'Tajima engineer visits: Tuesday mornings, 08:00 to 11:00, machine 3 first.'),
    { absent: ['serviced every Thursday morning'] }),
  pairTrap('h17f-con-en-trap-bound-and-setpoint', 'contradiction', 'en',
    older('plasma-storage-bound', 'Plasma is held in the van freezer at -25 °C or colder until the depot run.'),
    newer('van-freezer-setpoint', 'The van freezer setpoint is -30 °C; the depot courier reads the logger at pickup.')),
  pairTrap('h17f-con-en-trap-adult-junior', 'contradiction', 'en',
    older('adult-league-fee', 'Adult league nights cost £9 per bowler per game.'),
    newer('junior-league-fee', 'Junior league Saturdays cost £5 per bowler per game.')),
  pairTrap('h17f-con-en-trap-seasons', 'contradiction', 'en',
    older('funicular-summer-timetable', 'From May to September the funicular runs every 10 minutes, 07:00 to 23:00.'),
    newer('funicular-winter-timetable', 'From October to April the funicular runs every 20 minutes, 08:00 to 20:00.')),
  pairTrap('h17f-con-en-trap-trial-refund', 'contradiction', 'en',
    older('hearingaid-trial-period', 'New hearing aids come with a 30-day home trial.'),
    newer('hearingaid-refund-window', 'Refunds are accepted up to 45 days after fitting, minus a £50 fitting fee.')),
  pairFix('h17f-con-zh-camel-milking', 'contradiction', 'zh',
    older('tuonai-milking-times', '骆驼每天挤两次奶：早上 5 点和下午 4 点。'),
    newer('tuonai-daily-flow', '每日流程：6:00 第一次挤奶，17:00 第二次挤奶，18:00 前奶罐降到 4°C。'),
    { absent: ['早上 5 点和下午 4 点'] }),
  pairFix('h17f-con-zh-cobbler-key-price', 'contradiction', 'zh',
    older('peiyaoshi-price', '配一把普通钥匙 8 元，防盗钥匙 25 元。'),
    newer('xiupu-price-wechat', '【价目】普通钥匙 10 元/把，防盗钥匙 25 元/把，换鞋跟 30 元起。'),
    { absent: ['普通钥匙 8 元'] }),
  pairFix('h17f-con-zh-steno-tw-version', 'contradiction', 'zh',
    older('suji-software-version', '速記系統用的是 CaseCATalyst 21。'),
    newer('suji-workstation-list', '速記工作站清單：CaseCATalyst 23、Windows 11、腳踏板 3 組。'),
    { absent: ['CaseCATalyst 21'] }),
  pairFix('h17f-con-zh-bloodvan-weight', 'contradiction', 'zh',
    older('donor-weight-limit', '女性献血者体重不低于 45 公斤，男性不低于 50 公斤。'),
    newer('donor-screen-checklist', '- [x] 体重：男女都不低于 50 公斤\n- [x] 血压：收缩压 90 到 140\n- [x] 24 小时内未饮酒'),
    { absent: ['女性献血者体重不低于 45 公斤'] }),
  pairFix('h17f-con-zh-hearing-hk-duration', 'contradiction', 'zh',
    older('pta-appointment-length', '純音聽力測試每次預約 30 分鐘。'),
    newer('hk-booking-rules', '預約規則：純音聽力測試要預 45 分鐘，連埋助聽器調校就預 90 分鐘。'),
    { absent: ['每次預約 30 分鐘'] }),
  pairFix('h17f-con-zh-hydro-tank', 'contradiction', 'zh',
    older('yingyangye-tank', '每个营养液水箱 200 升，EC 维持在 1.6。'),
    newer('tank-change-sop', 'SOP：水箱容量 300 升，换液时先排空，再用 RO 水冲洗一遍。'),
    { absent: ['水箱 200 升'], keep: ['EC 维持在 1.6'] }),
  pairTrap('h17f-con-zh-trap-two-vans', 'contradiction', 'zh',
    older('yihaoche-capacity', '1号献血车每天最多采 40 人。'),
    newer('erhaoche-capacity', '2号献血车车身小，每天最多采 25 人。')),
  pairTrap('h17f-con-zh-trap-tw-buyer-seller', 'contradiction', 'zh',
    older('buyer-premium-rate', '買家佣金為落槌價的 20%。'),
    newer('seller-commission-rate', '賣家佣金為落槌價的 10%，另收保險費 1%。')),
  pairTrap('h17f-con-zh-trap-icecream-mix', 'contradiction', 'zh',
    older('tuonai-pasteurize', '驼奶巴氏杀菌：63°C 保持 30 分钟。'),
    newer('bingqilin-mix-pasteurize', '驼奶冰淇淋的奶浆巴氏杀菌：72°C 保持 15 秒。')),
  pairTrap('h17f-con-zh-trap-hk-licence-lessons', 'contradiction', 'zh',
    older('sigache-lessons', '私家車考牌一般要上 30 堂先夠膽報考。'),
    newer('dianche-lessons', '電單車考牌一般上 12 堂就報得。')),
];

// ---------------------------------------------------------------------------------------------
// paraphrase
// ---------------------------------------------------------------------------------------------

const PARAPHRASE: QualityCase[] = [
  paraphrase('h17f-par-en-suede-neg-pos', 'en',
    older('suede-no-water', 'Never use water on suede repairs; it leaves tide marks.'),
    newer('suede-dry-treatment', 'Suede only ever gets dry treatment: the crepe brush and the eraser block.')),
  paraphrase('h17f-par-en-urn-release-id', 'en',
    older('urn-release-id-check', 'Ashes are released only after the collector shows photo ID matching the application form.'),
    newer('release-desk-procedure', 'Before handing over an urn, staff compare the collector\'s passport or driving licence with the name on the form.')),
  paraphrase('h17f-par-en-pilot-rest-slack', 'en',
    older('pilot-rest-minimum', 'A pilot gets at least 10 hours off between two jobs.'),
    newer('dispatch-rest-reminder', '@ops reminder 🙏 nobody gets dispatched again until they\'ve had ten hours of rest since their last move')),
  paraphrase('h17f-par-en-seedling-gloves', 'en',
    older('transplant-gloves', 'Wear nitrile gloves when transplanting seedlings into the rafts.'),
    newer('seedling-handling-hygiene', 'No bare hands on seedlings at transplant -> nitrile, always.')),
  paraphrase('h17f-par-en-condition-reports', 'en',
    older('condition-report-policy', 'Condition reports shall be issued in writing and are never to be given orally over the telephone.'),
    newer('phone-condition-questions', 'If a bidder rings about a lot\'s condition, don\'t describe it on the call; email them the written report.')),
  paraphrase('h17f-par-en-falconry-weights', 'en',
    older('hawk-weigh-in', 'Weigh every bird before each flying session and log the weight on the chart.'),
    newer('scales-before-flying', 'No bird flies unless it has been on the scales first and its weight is written up.')),
  pairTrap('h17f-par-en-trap-two-vans', 'paraphrase', 'en',
    older('van-one-parking', 'Van 1 parks at the Tesco car park on Mondays and Wednesdays.'),
    newer('van-two-parking', 'Van 2 parks at the Tesco car park on Tuesdays and Thursdays.')),
  pairTrap('h17f-par-en-trap-exhibits', 'paraphrase', 'en',
    older('plaintiff-exhibit-numbers', 'Plaintiff exhibits are numbered 1, 2, 3 in the transcript index.'),
    newer('defence-exhibit-letters', 'Defence exhibits are lettered A, B, C in the transcript index.')),
  pairTrap('h17f-par-en-trap-hints', 'paraphrase', 'en',
    older('kids-hint-policy', 'Kids\' groups get a free hint every 10 minutes.'),
    newer('adult-hint-policy', 'Adult groups get hints only when they ask, at most three per game.')),
  paraphrase('h17f-par-zh-camel-samples', 'zh',
    older('tuonai-liuyang', '每批驼奶出厂前都要留样 200 毫升，冷冻保存 30 天。'),
    newer('chuchang-sample-rule', '留样规则：出厂的每一批都留 200ml 冻起来，放满一个月再处理。')),
  paraphrase('h17f-par-zh-donor-meal-neg-pos', 'zh',
    older('donor-no-fasting', '献血前不要空腹，也不要吃油腻的东西。'),
    newer('donor-light-meal', '提醒献血者：来之前吃点清淡的，别饿着肚子来。')),
  paraphrase('h17f-par-zh-tw-unproofed', 'zh',
    older('suji-draft-confidential', '未校對的速記稿不得寄給當事人或律師。'),
    newer('suji-first-draft-internal', '速記初稿只在書記官室內部流通，校對完成前一律不外寄。')),
  paraphrase('h17f-par-zh-hk-battery', 'zh',
    older('battery-bin-rule', '用完嘅助聽器電池唔好掉落垃圾桶，要放入診所門口嘅回收箱。'),
    newer('zinc-air-recycling', '鋅空氣電池一律回收：放喺前台個回收盒，唔可以當一般垃圾咁掉。')),
  paraphrase('h17f-par-zh-bowling-shoes', 'zh',
    older('zuxie-disinfect', '租出去的球鞋收回后要喷消毒剂再上架。'),
    newer('shoe-return-hygiene', '球鞋归还后先消毒，消完毒才能放回鞋架。')),
  paraphrase('h17f-par-zh-hydro-flush-codeswitch', 'zh',
    older('shouge-feeding-stop', '收割前 48 小时停止施肥，只给清水。'),
    newer('preharvest-flush', 'harvest 前两天做 flush：nutrient 全停，只用 RO 水。')),
  pairTrap('h17f-par-zh-trap-sole-glue', 'paraphrase', 'zh',
    older('pidi-glue-wait', '皮底上胶后晾 10 分钟再压合。'),
    newer('xiangjiaodi-glue-wait', '橡胶底要先打磨，上胶后晾 20 分钟再压合。')),
  pairTrap('h17f-par-zh-trap-tw-preview-sites', 'paraphrase', 'zh',
    older('taipei-preview-hours', '台北預展時間：週五至週日 10:00 到 18:00。'),
    newer('hongkong-preview-hours', '香港預展時間：週四至週六 11:00 到 19:00。')),
  pairTrap('h17f-par-zh-trap-storage-places', 'paraphrase', 'zh',
    older('shinei-jicunjia-check', '室内寄存架上的骨灰盒每年清点一次。'),
    newer('guhuiqiang-inspection', '骨灰墙的格位每季度巡查一次，检查封板有没有松动。')),
];

export const HELDOUT_17_FACTS_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...SUPERSESSION, ...CONTRADICTION, ...PARAPHRASE];
