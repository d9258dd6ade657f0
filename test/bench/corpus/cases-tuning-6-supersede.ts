import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 6, part: supersessions and contradictions. Written after the HELD-OUT 10 run from the categories it missed (never
 * its sentences), before the rule changes that followed it; the rules are developed against it.
 * Other domains (a public library, a brewery, a hotel, a climbing gym, a food truck, a wildlife
 * rescue, a vineyard, a cycling club, a pharmacy, a recording studio, a dairy farm, a print shop,
 * a guesthouse, a kayak hire, a winery, a hospital ward) and other registers: terse labels with an
 * arrow (→, =>, ->, ➜; bold, bullet, Chinese label), change verbs with their particles ("came off X
 * and onto Y", "moved off X onto Y", "dropped X … picked up Y", 转移到, 改到), "no more X", "not X
 * any more", 已经不用X了, 已经不是X了, 沒有再用X了; an old statement that says more than what changed.
 * Traps: another environment or site named on each side (live / demo, 正式 / 测试, north / south
 * barn, 台北店 / 台中店), an addition ("not just X anymore, we now also …"), a plan ("looking to
 * move off X onto Y"), a condition (…的时候，临时改用), a sync direction written with an arrow.
 * Implicit contradictions where the label's subject says what the amount is per ("Room deposit per
 * night: €150", 押金（每桶）), and traps of two things, each with its own per-unit amount.
 * Untouched run (the rules as they were when these were written, at 04c7399): 28 cases, recall 55.6 %, precision 0 % (3
 * outputs, all findings traps must not raise), 0 harmful, 7 silent; supersession 7 of 14 flagged, 0 fixed, 2 traps noisy
 * (live / demo site, 正式 / 测试服务器); contradiction 3 of 4 flagged, 1 trap noisy (每人 / 每团).
 * Memories are written on 2026-11-30 unless said otherwise; the older ones on 2026-06-09.
 */

const OLD = '2026-06-09';
const NEW = '2026-11-30';
const mem = (file: string, body: string, modified = NEW, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });

export const TUNING_6_SUPERSEDE_CASES: QualityCase[] = [
  // ---- supersession, English
  { id: 't6-sup-arrow-label-unicode', category: 'supersession', lang: 'en', explicit: true, memories: [mem('ebook-loans.md', 'Library e-book loans are handled through OverDrive.', OLD, 'reference'), mem('ebook-platform.md', 'e-book lending platform: OverDrive → BorrowBox', NEW, 'reference')], fixed: { absent: ['handled through OverDrive'], contains: ['BorrowBox'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['OverDrive', 'BorrowBox'] } },
  { id: 't6-sup-arrow-bold-label', category: 'supersession', lang: 'en', explicit: true, memories: [mem('label-printing.md', 'Bottle labels at the brewery are designed in ZebraDesigner.', OLD), mem('label-software.md', '**Label design:** ZebraDesigner => BarTender', NEW)], fixed: { absent: ['designed in ZebraDesigner'], contains: ['BarTender'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['ZebraDesigner', 'BarTender'] } },
  { id: 't6-sup-arrow-bullet-aside', category: 'supersession', lang: 'en', explicit: true, memories: [mem('reservations.md', 'Hotel reservations are managed in Opera PMS.', OLD, 'reference'), mem('pms.md', '- hotel PMS: Opera -> Mews (done in October)', NEW, 'reference')], fixed: { absent: ['managed in Opera PMS'], contains: ['Mews'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Opera', 'Mews'] } },
  { id: 't6-sup-came-off-onto', category: 'supersession', lang: 'en', explicit: true, memories: [mem('gym-checkins.md', 'Climbing gym check-ins are handled by Rock Gym Pro.', OLD), mem('capitan.md', 'We came off Rock Gym Pro and onto Capitan for check-ins this autumn.', NEW)], fixed: { absent: ['handled by Rock Gym Pro'], contains: ['Capitan'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Rock Gym Pro', 'Capitan'] } },
  { id: 't6-sup-no-more', category: 'supersession', lang: 'en', explicit: true, memories: [mem('truck-payments.md', 'The food truck takes card payments with Square.', OLD), mem('sumup.md', 'No more Square at the food truck: card payments go through SumUp now.', NEW)], fixed: { absent: ['payments with Square'], contains: ['SumUp'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Square', 'SumUp'] } },
  { id: 't6-sup-not-any-more-dash', category: 'supersession', lang: 'en', explicit: true, memories: [mem('donations.md', 'Wildlife rescue donations are collected through JustGiving.', OLD), mem('donations-now.md', "donations — not JustGiving any more, we're on Donorbox these days", NEW)], fixed: { absent: ['collected through JustGiving'], contains: ['Donorbox'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['JustGiving', 'Donorbox'] } },
  {
    id: 't6-sup-off-onto-partial',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      mem('vineyard-lab.md', 'Vineyard lab results are kept in the ETS portal, shared with the winemaker every Friday, and archived for five years.', OLD),
      mem('vinassist.md', 'Lab results moved off the ETS portal onto VinAssist.', NEW),
    ],
    fixed: { absent: ['kept in the ETS portal'], contains: ['VinAssist', 'shared with the winemaker every Friday', 'archived for five years'] },
    flag: { kinds: ['outdated', 'contradiction'], mentions: ['ETS portal', 'VinAssist'] },
    keep: ['shared with the winemaker every Friday', 'archived for five years'],
  },
  { id: 't6-sup-dropped-picked-up', category: 'supersession', lang: 'en', explicit: true, memories: [mem('ride-planning.md', 'Cycling club ride routes are planned in Strava.', OLD), mem('komoot.md', 'The club dropped Strava for route planning and picked up Komoot.', NEW)], fixed: { absent: ['planned in Strava'], contains: ['Komoot'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Strava', 'Komoot'] } },
  // ---- supersession, Chinese (Simplified, Traditional, mixed)
  { id: 't6-sup-zh-yijing-buyong-le', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('pharmacy-stock-zh.md', '药房的库存盘点用金蝶做。', OLD), mem('pharmacy-stock-new-zh.md', '库存盘点已经不用金蝶了，都换成管家婆了。', NEW)], fixed: { absent: ['盘点用金蝶做'], contains: ['管家婆'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['金蝶', '管家婆'] } },
  { id: 't6-sup-zh-arrow-label', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('library-system-zh.md', '图书馆的借阅系统用的是汇文。', OLD, 'reference'), mem('library-interlib-zh.md', '借阅系统：汇文 → 图创', NEW, 'reference')], fixed: { absent: ['用的是汇文'], contains: ['图创'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['汇文', '图创'] } },
  { id: 't6-sup-zht-zhuanyi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('studio-daw-zh.md', '錄音室的混音都在 Pro Tools 上做。', OLD), mem('studio-cubase-zh.md', '錄音室的混音已經從 Pro Tools 轉移到 Cubase 了。', NEW)], fixed: { absent: ['在 Pro Tools 上做'], contains: ['Cubase'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Pro Tools', 'Cubase'] } },
  { id: 't6-sup-mixed-bushi-le', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('truck-pos-zh.md', '餐车的 POS 用的是 Loyverse。', OLD, 'reference'), mem('truck-pos-new-zh.md', '餐车 POS 已经不是 Loyverse 了，现在是 Zettle。', NEW, 'reference')], fixed: { absent: ['用的是 Loyverse'], contains: ['Zettle'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Loyverse', 'Zettle'] } },
  { id: 't6-sup-zht-meiyou-zai-yong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('dairy-milk-zh.md', '牧場的擠奶紀錄用 DelPro 管理。', OLD), mem('dairy-afimilk-zh.md', '擠奶紀錄沒有再用 DelPro 了，全部改到 Afimilk。', NEW)], fixed: { absent: ['用 DelPro 管理'], contains: ['Afimilk'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['DelPro', 'Afimilk'] } },
  { id: 't6-sup-mixed-arrow-bullet', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('rip-zh.md', '印刷厂的 RIP 软件是 Onyx。', OLD, 'reference'), mem('rip-new-zh.md', '- RIP 软件：Onyx ➜ Caldera（十月起）', NEW, 'reference')], fixed: { absent: ['RIP 软件是 Onyx'], contains: ['Caldera'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Onyx', 'Caldera'] } },
  // ---- supersession traps
  { id: 't6-sup-trap-live-demo', category: 'supersession', lang: 'en', trap: true, memories: [mem('live-site.md', 'The live booking site is hosted on WP Engine.', OLD, 'reference'), mem('demo-site.md', 'The demo booking site moved from WP Engine to Kinsta.', NEW, 'reference')], keep: ['The live booking site is hosted on WP Engine.', 'The demo booking site moved from WP Engine to Kinsta.'], quiet: ['outdated', 'contradiction'] },
  { id: 't6-sup-trap-zh-test-server', category: 'supersession', lang: 'zh', trap: true, memories: [mem('prod-server-zh.md', '正式服务器跑在 CentOS 7 上。', OLD, 'reference'), mem('test-server-zh.md', '测试服务器已经从 CentOS 7 迁到了 Rocky Linux 9。', NEW, 'reference')], keep: ['正式服务器跑在 CentOS 7 上。', '测试服务器已经从 CentOS 7 迁到了 Rocky Linux 9。'], quiet: ['outdated', 'contradiction'] },
  { id: 't6-sup-trap-barns', category: 'supersession', lang: 'en', trap: true, memories: [mem('north-barn.md', 'The north barn milking robots report to Lely T4C.', OLD, 'reference'), mem('south-barn.md', 'The south barn moved off Lely T4C onto DelPro.', NEW, 'reference')], keep: ['The north barn milking robots report to Lely T4C.', 'The south barn moved off Lely T4C onto DelPro.'], quiet: ['outdated', 'contradiction'] },
  { id: 't6-sup-trap-not-just-anymore', category: 'supersession', lang: 'en', trap: true, memories: [mem('donations-paypal.md', 'Rescue donations come in through PayPal.', OLD), mem('donations-more.md', 'Donations: not just PayPal anymore, we now also take bank transfers.', NEW)], keep: ['Rescue donations come in through PayPal.'], quiet: ['outdated'] },
  { id: 't6-sup-trap-plan-off-onto', category: 'supersession', lang: 'en', trap: true, memories: [mem('newsletter.md', 'The cycling club newsletter goes out through Mailchimp.', OLD), mem('newsletter-plan.md', "We're looking to move off Mailchimp onto Buttondown after the spring issue.", NEW)], keep: ['The cycling club newsletter goes out through Mailchimp.'], quiet: ['outdated'] },
  { id: 't6-sup-trap-zh-condition', category: 'supersession', lang: 'zh', trap: true, memories: [mem('rota-zh.md', '护士排班表放在飞书上。', OLD), mem('rota-fallback-zh.md', '飞书出故障的时候，排班表临时改用腾讯文档。', NEW)], keep: ['护士排班表放在飞书上。'], quiet: ['outdated'] },
  { id: 't6-sup-trap-sync-arrow', category: 'supersession', lang: 'en', trap: true, memories: [mem('project-files.md', 'Project files are kept on the studio NAS.', OLD, 'reference'), mem('backup-sync.md', 'Nightly backup sync: studio NAS → Backblaze B2', NEW, 'reference')], keep: ['Project files are kept on the studio NAS.'], quiet: ['outdated', 'contradiction'] },
  { id: 't6-sup-trap-zht-other-store', category: 'supersession', lang: 'zh', trap: true, memories: [mem('taipei-crm-zh.md', '台北店的會員系統用 iCHEF。', OLD, 'reference'), mem('taichung-crm-zh.md', '台中店的會員系統已經不用 iCHEF 了，改用 Ocard。', NEW, 'reference')], keep: ['台北店的會員系統用 iCHEF。'], quiet: ['outdated', 'contradiction'] },

  // ---- implicit contradiction: the label says what the amount is per
  { id: 't6-con-per-night-label', category: 'contradiction', lang: 'en', memories: [mem('room-deposit.md', "The guesthouse's room deposit is €100 per night.", OLD, 'reference'), mem('deposit-label.md', 'Room deposit per night: €150.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['€100', '€150'] }, fixed: { absent: ['deposit is €100'], contains: ['€150'] } },
  { id: 't6-con-per-month-label', category: 'contradiction', lang: 'en', memories: [mem('lockers.md', 'Locker rental at the climbing gym costs $20 per month.', OLD, 'reference'), mem('locker-fee.md', 'Locker rental per month: $25', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['$20', '$25'] }, fixed: { absent: ['costs $20 per month'], contains: ['$25'] } },
  { id: 't6-con-zh-per-keg', category: 'contradiction', lang: 'zh', memories: [mem('keg-deposit-zh.md', '每个啤酒桶的押金是200元。', OLD, 'reference'), mem('keg-deposit-new-zh.md', '啤酒桶押金（每桶）：300元', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['200元', '300元'] }, fixed: { absent: ['押金是200元'], contains: ['300元'] } },
  { id: 't6-con-zht-per-room', category: 'contradiction', lang: 'zh', memories: [mem('room-deposit-zh.md', '民宿每間房的訂金是1500元。', OLD, 'reference'), mem('room-deposit-new-zh.md', '每間房訂金：2000元。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['1500元', '2000元'] }, fixed: { absent: ['訂金是1500元'], contains: ['2000元'] } },
  // ---- contradiction traps
  { id: 't6-con-trap-per-board', category: 'contradiction', lang: 'en', trap: true, memories: [mem('kayak-deposit.md', 'Kayak hire deposit is £50 per kayak.', OLD, 'reference'), mem('board-deposit.md', 'Paddleboard hire deposit per board: £80.', NEW, 'reference')], keep: ['Kayak hire deposit is £50 per kayak.', 'Paddleboard hire deposit per board: £80.'], quiet: ['contradiction', 'outdated'] },
  { id: 't6-con-trap-zh-per-group', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('tour-person-zh.md', '酒庄参观每人押金50元。', OLD, 'reference'), mem('tour-group-zh.md', '酒庄参观团体押金：每团300元', NEW, 'reference')], keep: ['酒庄参观每人押金50元。', '酒庄参观团体押金：每团300元'], quiet: ['contradiction', 'outdated'] },
];
