import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 14, facts part: dates (English, Chinese), supersessions, implicit contradictions and
 * paraphrased duplicates, written fresh from issue 11 by a writer who read no rule code and no
 * other case set (only the format of the first cases of TUNING 6); the round's test set, run only
 * with --final14, never tuned against.
 *
 * What it asks. Dates: a date word inside a name or a call stays (isTomorrow(...), a bare now(),
 * a shelf called Yesterday's Bakes, a tile called Tomorrow's Front Page, published_today, 今日头条,
 * 《明日方舟》, getTomorrowSlots()), so do words that only look like dates (后天训练, 下周期), a
 * hypothetical or generic sentence (a race "were abandoned today", results "phoned through
 * tomorrow morning", 如果考生今天缺考) and a date word under a recurring frame (every month ... last
 * month, 每逢月底 ... 上個月); a past event inside a rule converts ("decided yesterday that ... never",
 * "Since last Tuesday every ...", 前天定下的新规矩), so do sentence-start phrases ("Next Friday the
 * ...", "Tomorrow the ...", "Last week ..."), label values, table cells, commit and chat lines, and
 * Chinese phrases matched whole where a segmenter may glue them (大前天线下, 下周二和, 昨晚船廠,
 * 大后天上午, 上上周, 这个月初, 上週, 上周三), a week reading naturally (never "那一周三").
 * Supersession: change words of many shapes (swapped over from, has been replaced by, is deprecated
 * ... instead, no longer ...; now, is now, migrated, were moved to, Q&A, 迁到了, 不再…改用, 改為, 已弃用,
 * 換成, English verbs inside Chinese), three where the old statement says more (a refund approval
 * rule, a confirmation rule) that the rewrite must keep; explicit ones count as right when fixed or
 * flagged. Traps: another branch, a plan, history of another subject, an addition (也), a stopgap
 * (臨時), a change voted down (否决了). Contradiction: a version upgraded, a day, a price, a closing
 * time, a person, a reorder point, a capacity, as labels, dashes and sentences; traps: two boats,
 * weekday / weekend prices, a lower and an upper bound, two clinics, wholesale / retail, a history
 * that agrees with the newer memory. Paraphrase: one rule said negatively and positively, with
 * synonyms, British / American spelling, a bullet against prose, chat against formal; traps: the
 * same frame with another object, loaf, species, action or tea, weekday / weekend desks.
 *
 * Domains: bakery, ferry operator, newsroom, sailing club, vet clinic, bus and tram depot, ice rink,
 * observatory shop, law firm, orchestra, beekeepers, dental clinic, seed bank, esports team, bike
 * shop, dog groomer, shipyard, tea house, choir, piano tuning, flower shop, exam office,
 * bookbinder, colour swatches. Writers: terse bullets, bold labels, Markdown tables, commit
 * messages, chat shorthand, Q&A, non-native English, Chinese inside English, English inside
 * Chinese, Simplified and Traditional, British and American spelling.
 * Calendar: memories are written on 2026-11-23 (a Monday): yesterday 2026-11-22, 前天 2026-11-21,
 * 大前天 / 3 days ago 2026-11-20, last Thursday 2026-11-19, 上周三 2026-11-18, last Tuesday
 * 2026-11-17, last week / 上週 the week of 2026-11-16, two weeks ago / 上上周 the week of
 * 2026-11-09, tomorrow 2026-11-24, 大后天 2026-11-26, 下周二 2026-12-01, 下周 the week of 2026-11-30;
 * pairs are 2026-05-19 (older) and 2026-11-10 (newer). Checks never expect 2026-11-23 or a bare
 * "2026-11" alone, which the frontmatter holds anyway; week phrases forbid the wrong weeks instead.
 *
 * Counts: 95 cases, 32 traps (dates-en 19 / 7, dates-zh 20 / 7, supersession 21 / 6, contradiction
 * 18 / 6, paraphrase 17 / 6); 48 English, 47 Chinese, 18 of them Traditional.
 * Corrected after the first run (the writer's own mistakes): h14-con-trap-zht-history-agrees held a
 * real relative date (去年, rightly converted), now an absolute year; h14-den-commit-last-thursday
 * kept an old id after its sentence changed. Two cases were added after it
 * (h14-sup-zht-huancheng-keeps-rule, h14-sup-en-were-moved), and are in the figures below.
 * Untouched run (the rules at 7987cd6): recall 63.5 %, precision 96.3 % (27 outputs, 26 right),
 * 0 harmful, 3 silent; dates-en 75 % (9 of 12 fixed), dates-zh 92 % (12 of 13 fixed), supersession
 * 80 % (2 fixed, 10 flagged of 15; 3 silent; 1 trap noisy), contradiction 42 % (5 of 12 flagged),
 * paraphrase 18 % (2 of 11 flagged).
 */

const DAY = '2026-11-23';
const OLD = '2026-05-19';
const NEW = '2026-11-10';
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });

export const HELDOUT_14_FACTS_CASES: QualityCase[] = [
  // ---- dates-en traps: a date word inside a name or a call
  { id: 'h14-den-trap-code-istomorrow', category: 'dates-en', lang: 'en', trap: true, memories: [mem('preorder-script.md', 'The bakery preorder script skips a loaf whenever isTomorrow(pickupDate) comes back false.', DAY, 'reference')], keep: ['The bakery preorder script skips a loaf whenever isTomorrow(pickupDate) comes back false.'] },
  { id: 'h14-den-trap-shelf-name', category: 'dates-en', lang: 'en', trap: true, memories: [mem('half-price-shelf.md', "Unsold sourdough goes onto the Yesterday's Bakes shelf at half price.", DAY, 'reference')], keep: ["Unsold sourdough goes onto the Yesterday's Bakes shelf at half price."] },
  { id: 'h14-den-trap-bare-now', category: 'dates-en', lang: 'en', trap: true, memories: [mem('ferry-bookings-table.md', 'In the ferry bookings table, sailed_at defaults to now() and nobody edits it by hand.', DAY, 'reference')], keep: ['In the ferry bookings table, sailed_at defaults to now() and nobody edits it by hand.'] },
  { id: 'h14-den-trap-tile-and-flag', category: 'dates-en', lang: 'en', trap: true, memories: [mem('newsroom-dashboard.md', "**Dashboard:** the tile called Tomorrow's Front Page is fed by the published_today flag of the CMS.", DAY, 'reference')], keep: ["**Dashboard:** the tile called Tomorrow's Front Page is fed by the published_today flag of the CMS."] },
  // ---- dates-en traps: hypothetical, generic and recurring sentences
  { id: 'h14-den-trap-hypothetical-race', category: 'dates-en', lang: 'en', trap: true, memories: [mem('race-abandoned.md', 'If a race were abandoned today, the results would stand from the last completed lap.', DAY, 'reference')], keep: ['If a race were abandoned today, the results would stand from the last completed lap.'] },
  { id: 'h14-den-trap-generic-lab-results', category: 'dates-en', lang: 'en', trap: true, memories: [mem('lab-callbacks.md', 'Any blood result that lands after 18:00 is phoned through to the owner tomorrow morning, never the same night.', DAY, 'feedback')], keep: ['Any blood result that lands after 18:00 is phoned through to the owner tomorrow morning, never the same night.'] },
  { id: 'h14-den-trap-monthly-brake-pads', category: 'dates-en', lang: 'en', trap: true, memories: [mem('brake-pad-orders.md', 'On the first of every month the bus depot reorders the brake pads it fitted last month.', DAY, 'reference')], keep: ['On the first of every month the bus depot reorders the brake pads it fitted last month.'] },
  // ---- dates-en events: must be converted
  { id: 'h14-den-decided-never', category: 'dates-en', lang: 'en', memories: [mem('resurfacing.md', 'We decided yesterday that the ice rink will never be resurfaced during a public session again.', DAY, 'feedback')], fixed: { contains: ['2026-11-22', 'the ice rink will never be resurfaced during a public session again'], absent: ['decided yesterday'] } },
  { id: 'h14-den-reset-last-night', category: 'dates-en', lang: 'en', memories: [mem('till-float.md', "Tomas reset the observatory shop's till float to £150 last night.")], fixed: { contains: ['2026-11-22', "Tomas reset the observatory shop's till float to £150"], absent: ['last night'] } },
  { id: 'h14-den-signed-off-weeks-ago', category: 'dates-en', lang: 'en', memories: [mem('conflict-form.md', 'The partners signed off on the new conflict-check form two weeks ago, so every intake uses it.')], keep: ['so every intake uses it'], fixed: { contains: ['2026-11-09', 'The partners signed off on the new conflict-check form'], absent: ['two weeks ago'] } },
  { id: 'h14-den-next-friday-start', category: 'dates-en', lang: 'en', memories: [mem('small-hall.md', 'Next Friday the orchestra rehearses in the small hall instead of on the main stage.')], fixed: { contains: ['the orchestra rehearses in the small hall instead of on the main stage'], absent: ['Next Friday'] }, forbid: ['2026-11-20', '2026-11-13'] },
  { id: 'h14-den-table-cell', category: 'dates-en', lang: 'en', memories: [mem('apiary-jobs.md', 'Apiary job log:\n\n| Job | When |\n|---|---|\n| Hive inspection, apiary B | yesterday |\n| Varroa count | every Sunday |')], keep: ['| Varroa count | every Sunday |'], fixed: { contains: ['2026-11-22', 'Hive inspection, apiary B'], absent: ['| yesterday |'] } },
  { id: 'h14-den-bold-label-value', category: 'dates-en', lang: 'en', memories: [mem('boiler-check.md', '**Last boiler inspection:** the day before yesterday (passed, next one due in spring)')], fixed: { contains: ['2026-11-21', 'Last boiler inspection'], absent: ['the day before yesterday'] } },
  { id: 'h14-den-commit-last-thursday', category: 'dates-en', lang: 'en', memories: [mem('wash-bay.md', 'fix(rota): tram depot wash bay slot moved to Saturdays, done last Thursday')], fixed: { contains: ['2026-11-19', 'tram depot wash bay slot moved to Saturdays'], absent: ['last Thursday'] }, forbid: ['2026-11-26', '2026-11-12'] },
  { id: 'h14-den-since-rule-starts', category: 'dates-en', lang: 'en', memories: [mem('packet-labels.md', 'Since last Tuesday every seed packet leaving the seed bank is labelled with the year of its germination test.', DAY, 'feedback')], fixed: { contains: ['2026-11-17', 'every seed packet leaving the seed bank is labelled with the year of its germination test'], absent: ['last Tuesday'] } },
  { id: 'h14-den-chat-days-ago', category: 'dates-en', lang: 'en', memories: [mem('groomer-van.md', "fyi the dog groomer's van broke down 3 days ago, bookings r on paper till it's fixed")], fixed: { contains: ['2026-11-20', 'bookings r on paper'], absent: ['3 days ago'] } },
  { id: 'h14-den-last-week-nonnative', category: 'dates-en', lang: 'en', memories: [mem('hull-plates.md', 'Last week the shipyard is receiving the new steel plates for hull 42, all of them checked.')], fixed: { contains: ['the shipyard is receiving the new steel plates for hull 42'], absent: ['Last week'] }, forbid: ['2026-11-09', '2026-11-02', '2026-11-30'] },
  { id: 'h14-den-tomorrow-chinese-inside', category: 'dates-en', lang: 'en', memories: [mem('tasting-evening.md', 'Tomorrow the tea house closes early for the 品茶会 tasting evening.')], fixed: { contains: ['2026-11-24', 'the tea house closes early for the 品茶会 tasting evening'], absent: ['Tomorrow the'] } },
  { id: 'h14-den-generic-next-to-event', category: 'dates-en', lang: 'en', memories: [mem('repair-quotes.md', 'Repairs booked in today are quoted within two working days. Yesterday the bike shop stopped giving quotes over the phone.', DAY, 'feedback')], keep: ['Repairs booked in today are quoted within two working days.'], fixed: { contains: ['2026-11-22', 'the bike shop stopped giving quotes over the phone'], absent: ['Yesterday the bike shop'] } },

  // ---- dates-zh traps: names, words that only look like dates, hypothetical and recurring sentences
  { id: 'h14-dzh-trap-app-name', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('news-leads-zh.md', '编辑部的热点线索主要来自今日头条和微博热搜。', DAY, 'reference')], keep: ['编辑部的热点线索主要来自今日头条和微博热搜。'] },
  { id: 'h14-dzh-trap-hant-game-name', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('esports-squad-zh.md', '電競隊的二隊專打《明日方舟》速通，一隊打英雄聯盟。', DAY, 'reference')], keep: ['電競隊的二隊專打《明日方舟》速通，一隊打英雄聯盟。'] },
  { id: 'h14-dzh-trap-houtian-acquired', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('choir-pitch-zh.md', '合唱团指挥认为音准主要靠后天训练，而不是天赋。', DAY, 'feedback')], keep: ['合唱团指挥认为音准主要靠后天训练，而不是天赋。'] },
  { id: 'h14-dzh-trap-next-cycle', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('hive-subsidy-zh.md', '下周期的蜂箱补贴预算由合作社统一申报。', DAY, 'reference')], keep: ['下周期的蜂箱补贴预算由合作社统一申报。'] },
  { id: 'h14-dzh-trap-hant-bare-call', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('booking-slots-zh.md', '預約系統用 getTomorrowSlots() 列出可約的洗牙時段。', DAY, 'reference')], keep: ['預約系統用 getTomorrowSlots() 列出可約的洗牙時段。'] },
  { id: 'h14-dzh-trap-hypothetical', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('absent-candidates-zh.md', '如果考生今天缺考，成绩单上就会记为零分，不能补考。', DAY, 'feedback')], keep: ['如果考生今天缺考，成绩单上就会记为零分，不能补考。'] },
  { id: 'h14-dzh-trap-hant-monthly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('leftover-tea-zh.md', '每逢月底，茶館都把上個月剩下的散茶折價賣出。', DAY, 'reference')], keep: ['每逢月底，茶館都把上個月剩下的散茶折價賣出。'] },
  // ---- dates-zh events: whole phrases, glued to the next word, weeks that read naturally
  { id: 'h14-dzh-daqiantian-glued', category: 'dates-zh', lang: 'zh', memories: [mem('signup-desk-zh.md', '大前天线下报名点搬到了二楼。')], fixed: { contains: ['2026-11-20', '线下报名点搬到了二楼'], absent: ['大前天'] }, forbid: ['2026-11-21', '大2026'] },
  { id: 'h14-dzh-xiazhouer-he', category: 'dates-zh', lang: 'zh', memories: [mem('dental-emergency-zh.md', '下周二和周五牙科诊所只看急诊。')], fixed: { contains: ['2026-12-01', '牙科诊所只看急诊'], absent: ['下周二'] }, forbid: ['那一周二', '2026-11-30那', '2026-11-24'] },
  { id: 'h14-dzh-hant-zuowan-and-today', category: 'dates-zh', lang: 'zh', memories: [mem('gantry-crane-zh.md', '昨晚船廠的龍門吊被雷擊中，今天全面停工檢查。')], fixed: { contains: ['2026-11-22', '2026-11-23', '船廠的龍門吊被雷擊中', '全面停工檢查'], absent: ['昨晚', '今天全面'] } },
  { id: 'h14-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('accompanist-zh.md', '上上周合唱团换了新的钢琴伴奏老师。')], fixed: { contains: ['合唱团换了新的钢琴伴奏老师'], absent: ['上上周'] }, forbid: ['2026-11-16', '2026-11-02', '2026-11-30', '那一周合'] },
  { id: 'h14-dzh-zhegeyuechu', category: 'dates-zh', lang: 'zh', memories: [mem('rapeseed-hives-zh.md', '这个月初蜂场把三十箱蜂转到了油菜花田。')], fixed: { contains: ['蜂场把三十箱蜂转到了油菜花田'], absent: ['这个月初'] }, forbid: ['2026-12', '2026-10'] },
  { id: 'h14-dzh-hant-shangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('archive-room-zh.md', '上週律師事務所把檔案室搬到了八樓。')], fixed: { contains: ['律師事務所把檔案室搬到了八樓'], absent: ['上週'] }, forbid: ['2026-11-30', '2026-11-09', '那一週律'] },
  { id: 'h14-dzh-shangzhousan', category: 'dates-zh', lang: 'zh', memories: [mem('ice-plant-zh.md', '上周三冰场的制冰机漏氟，维修工来了两次。')], fixed: { contains: ['2026-11-18', '冰场的制冰机漏氟'], absent: ['上周三'] }, forbid: ['那一周三', '那周三', '2026-11-16'] },
  { id: 'h14-dzh-rule-set-qiantian', category: 'dates-zh', lang: 'zh', memories: [mem('tuning-rule-zh.md', '前天定下的新规矩：以后每次调音前都要先记录琴房室温。', DAY, 'feedback')], keep: ['以后每次调音前都要先记录琴房室温'], fixed: { contains: ['2026-11-21'], absent: ['前天定下'] } },
  { id: 'h14-dzh-hant-english-inside', category: 'dates-zh', lang: 'zh', memories: [mem('bakery-till-zh.md', '昨天下午 Grace 把麵包店的收銀機換成了 iPad 版。')], fixed: { contains: ['2026-11-22', 'Grace 把麵包店的收銀機換成了 iPad 版'], absent: ['昨天'] } },
  { id: 'h14-dzh-houtian-event', category: 'dates-zh', lang: 'zh', memories: [mem('tulip-delivery-zh.md', '大后天上午花店会进一批荷兰郁金香，要空出冷柜。')], fixed: { contains: ['2026-11-26', '花店会进一批荷兰郁金香'], absent: ['后天上午'] }, forbid: ['大2026'] },
  { id: 'h14-dzh-xiazhou-week', category: 'dates-zh', lang: 'zh', memories: [mem('exam-printing-zh.md', '下周考务办要把所有期末试卷送去印刷厂。')], fixed: { contains: ['考务办要把所有期末试卷送去印刷厂'], absent: ['下周'] }, forbid: ['2026-11-16', '2026-12-07', '那一周考'] },
  { id: 'h14-dzh-hant-shanggeyue', category: 'dates-zh', lang: 'zh', memories: [mem('cold-room-logger-zh.md', '上個月種子庫的冷庫溫度記錄器故障過一次，資料缺了兩天。')], fixed: { contains: ['2026-10', '種子庫的冷庫溫度記錄器故障過一次'], absent: ['上個月'] }, forbid: ['2026-11-01', '2026-09'] },
  { id: 'h14-dzh-table-cell', category: 'dates-zh', lang: 'zh', memories: [mem('depot-log-zh.md', '车场记事：\n\n| 日期 | 事项 |\n|---|---|\n| 昨天 | 3 号位的洗车机坏了 |\n| 每周五 | 公交车例行保养 |')], keep: ['| 每周五 | 公交车例行保养 |'], fixed: { contains: ['2026-11-22', '3 号位的洗车机坏了'], absent: ['| 昨天 |'] } },

  // ---- supersession, English: each a change word naming the old and the new value
  { id: 'h14-sup-en-swapped-over', category: 'supersession', lang: 'en', explicit: true, memories: [mem('fuel-cards.md', 'Bus depot fuel cards are issued by Shell Fleet.', OLD, 'reference'), mem('fuel-cards-allstar.md', 'The depot swapped over from Shell Fleet to Allstar fuel cards in October.', NEW, 'reference')], fixed: { absent: ['issued by Shell Fleet'], contains: ['Allstar'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Shell Fleet', 'Allstar'] } },
  { id: 'h14-sup-en-replaced-passive', category: 'supersession', lang: 'en', explicit: true, memories: [mem('xray-viewer.md', 'X-rays at the dental clinic are viewed in Dexis.', OLD, 'reference'), mem('xray-viewer-new.md', 'Dexis has been replaced by Sidexis for viewing X-rays at the clinic.', NEW, 'reference')], fixed: { absent: ['viewed in Dexis'], contains: ['Sidexis'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Dexis', 'Sidexis'] } },
  { id: 'h14-sup-en-deprecated-instead', category: 'supersession', lang: 'en', explicit: true, memories: [mem('counsel-sharing.md', 'Client files are shared with outside counsel through ShareFile.', OLD), mem('kiteworks.md', 'ShareFile is deprecated at the firm — share client files with counsel via Kiteworks instead.', NEW, 'feedback')], fixed: { absent: ['shared with outside counsel through ShareFile'], contains: ['Kiteworks'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['ShareFile', 'Kiteworks'] } },
  { id: 'h14-sup-en-no-longer-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('race-results.md', 'Sailing club race results are published with HalSail.', OLD, 'reference'), mem('sailwave.md', 'We no longer publish race results with HalSail; they now go out through Sailwave.', NEW, 'reference')], fixed: { absent: ['published with HalSail'], contains: ['Sailwave'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['HalSail', 'Sailwave'] } },
  {
    id: 'h14-sup-en-is-now-keeps-approval',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      mem('ticket-payments.md', 'Ferry ticket payments are processed by Adyen, and every refund over £200 is approved by the duty manager.', OLD),
      mem('payments-stripe.md', 'The ferry ticket payment processor is now Stripe.', NEW),
    ],
    fixed: { absent: ['processed by Adyen'], contains: ['Stripe', 'every refund over £200 is approved by the duty manager'] },
    flag: { kinds: ['outdated', 'contradiction'], mentions: ['Adyen', 'Stripe'] },
    keep: ['every refund over £200 is approved by the duty manager'],
  },
  { id: 'h14-sup-en-commit-migrated', category: 'supersession', lang: 'en', explicit: true, memories: [mem('wire-photos.md', "The newsroom's wire photos are stored in Fotoware.", OLD, 'reference'), mem('wire-photos-canto.md', 'chore(photo-desk): migrated wire photo storage to Canto, Fotoware switched off', NEW, 'reference')], fixed: { absent: ['stored in Fotoware'], contains: ['Canto'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Fotoware', 'Canto'] } },
  { id: 'h14-sup-en-question-answer', category: 'supersession', lang: 'en', explicit: true, memories: [mem('vet-reminders.md', 'The vet clinic sends appointment reminders by SMS through Textlocal.', OLD), mem('reminders-faq.md', 'Q: What sends the appointment reminders now?\nA: PetsApp. Textlocal was retired and PetsApp took over the reminders.', NEW, 'reference')], fixed: { absent: ['by SMS through Textlocal'], contains: ['PetsApp'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Textlocal', 'PetsApp'] } },
  // ---- supersession, Chinese (Simplified, Traditional, English inside)
  { id: 'h14-sup-zh-qiandao', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('honey-yield-zh.md', '蜂场的产蜜记录记在石墨文档里。', OLD), mem('honey-yield-new-zh.md', '产蜜记录已经从石墨文档迁到了飞书多维表格。', NEW)], fixed: { absent: ['记在石墨文档里'], contains: ['飞书多维表格'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['石墨文档', '飞书多维表格'] } },
  { id: 'h14-sup-zh-buzai-gaiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('invigilators-zh.md', '考务办用 QQ 群通知监考老师。', OLD), mem('invigilators-wecom-zh.md', '考务办不再用 QQ 群发监考通知，改用企业微信。', NEW)], fixed: { absent: ['用 QQ 群通知监考老师'], contains: ['企业微信'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['QQ 群', '企业微信'] } },
  { id: 'h14-sup-zht-gaiwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('member-points-zh.md', '茶館的會員積分記在 Excel 表裡。', OLD, 'reference'), mem('member-points-ichef-zh.md', '會員積分從 Excel 改為用 iCHEF 管理。', NEW, 'reference')], fixed: { absent: ['記在 Excel 表裡'], contains: ['iCHEF'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Excel', 'iCHEF'] } },
  {
    id: 'h14-sup-zh-yiqiyong-keeps-rule',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      mem('rehearsal-dates-zh.md', '乐团的排练日程用 Doodle 发布，由首席确认后生效。', OLD),
      mem('rehearsal-notion-zh.md', 'Doodle 已弃用，排练日程改在 Notion 上发布。', NEW),
    ],
    fixed: { absent: ['用 Doodle 发布'], contains: ['Notion', '由首席确认后生效'] },
    flag: { kinds: ['outdated', 'contradiction'], mentions: ['Doodle', 'Notion'] },
    keep: ['由首席确认后生效'],
  },
  { id: 'h14-sup-zht-huancheng', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('bindery-orders-zh.md', '裝訂工坊的訂單用 Trello 追蹤。', OLD), mem('bindery-airtable-zh.md', '訂單追蹤已全面換成 Airtable，Trello 看板停用了。', NEW)], fixed: { absent: ['用 Trello 追蹤'], contains: ['Airtable'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Trello', 'Airtable'] } },
  { id: 'h14-sup-zh-english-verb', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('rink-tickets-zh.md', '冰场的票务走的是大麦网。', OLD, 'reference'), mem('rink-tickets-new-zh.md', '冰场票务已经 switch 到猫眼了，大麦网不再合作。', NEW, 'reference')], fixed: { absent: ['票务走的是大麦网'], contains: ['猫眼'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['大麦网', '猫眼'] } },
  {
    id: 'h14-sup-zht-huancheng-keeps-rule',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      mem('refund-gateway-zh.md', '渡輪公司的船票退款經由綠界金流處理，超過五千元須經站長核准。', OLD),
      mem('refund-gateway-new-zh.md', '船票金流已由綠界換成藍新。', NEW),
    ],
    fixed: { absent: ['經由綠界金流處理'], contains: ['藍新', '超過五千元須經站長核准'] },
    flag: { kinds: ['outdated', 'contradiction'], mentions: ['綠界', '藍新'] },
    keep: ['超過五千元須經站長核准'],
  },
  { id: 'h14-sup-en-were-moved', category: 'supersession', lang: 'en', explicit: true, memories: [mem('workshop-bookings.md', 'Workshop bookings at the bike shop are taken through Calendly.', OLD, 'reference'), mem('bookinglab.md', 'Workshop bookings were moved to Bookinglab; the old Calendly page just redirects there.', NEW, 'reference')], fixed: { absent: ['taken through Calendly'], contains: ['Bookinglab'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Calendly', 'Bookinglab'] } },
  // ---- supersession traps: another branch, a plan, an addition, a stopgap, history of another subject, a refused change
  { id: 'h14-sup-trap-other-branch', category: 'supersession', lang: 'en', trap: true, memories: [mem('riverside-flour.md', 'The Riverside bakery orders its flour from Shipton Mill.', OLD, 'reference'), mem('harbour-flour.md', 'The Harbour Street bakery switched from Shipton Mill to Wessex Mill.', NEW, 'reference')], keep: ['The Riverside bakery orders its flour from Shipton Mill.', 'The Harbour Street bakery switched from Shipton Mill to Wessex Mill.'], quiet: ['outdated', 'contradiction'] },
  { id: 'h14-sup-trap-only-a-plan', category: 'supersession', lang: 'en', trap: true, memories: [mem('scrims.md', 'Team scrims are scheduled in Discord.', OLD), mem('scrim-idea.md', "We're thinking about moving scrim scheduling off Discord onto Guilded next season — nothing is decided yet.", NEW)], keep: ['Team scrims are scheduled in Discord.', "We're thinking about moving scrim scheduling off Discord onto Guilded next season — nothing is decided yet."], quiet: ['outdated', 'contradiction'] },
  { id: 'h14-sup-trap-history-other-subject', category: 'supersession', lang: 'en', trap: true, memories: [mem('choir-recordings.md', 'Choir rehearsal recordings are shared on Google Drive.', OLD, 'reference'), mem('sheet-music.md', 'Back in 2019 the choir moved its sheet music from Dropbox to Google Drive.', NEW, 'reference')], keep: ['Choir rehearsal recordings are shared on Google Drive.', 'Back in 2019 the choir moved its sheet music from Dropbox to Google Drive.'], quiet: ['outdated', 'contradiction'] },
  { id: 'h14-sup-trap-zh-addition', category: 'supersession', lang: 'zh', trap: true, memories: [mem('germination-data-zh.md', '种子库的发芽试验数据存在 LabArchives。', OLD), mem('germination-backup-zh.md', '除了 LabArchives，发芽试验数据现在也每晚同步备份到 NAS。', NEW)], keep: ['种子库的发芽试验数据存在 LabArchives。', '除了 LabArchives，发芽试验数据现在也每晚同步备份到 NAS。'], quiet: ['outdated', 'contradiction'] },
  { id: 'h14-sup-trap-zht-stopgap', category: 'supersession', lang: 'zh', trap: true, memories: [mem('welding-supply-zh.md', '船廠的焊材向林德採購。', OLD, 'reference'), mem('welding-stopgap-zh.md', '林德缺貨的這兩個月，焊材臨時改向空氣化工採購，到貨後照舊。', NEW, 'reference')], keep: ['船廠的焊材向林德採購。', '林德缺貨的這兩個月，焊材臨時改向空氣化工採購，到貨後照舊。'], quiet: ['outdated', 'contradiction'] },
  { id: 'h14-sup-trap-zh-refused', category: 'supersession', lang: 'zh', trap: true, memories: [mem('e-seal-zh.md', '律所的电子签章用的是 e签宝。', OLD, 'reference'), mem('e-seal-vote-zh.md', '有人提议把电子签章迁移到法大大，合伙人会上否决了，继续用 e签宝。', NEW, 'reference')], keep: ['律所的电子签章用的是 e签宝。', '有人提议把电子签章迁移到法大大，合伙人会上否决了，继续用 e签宝。'], quiet: ['outdated', 'contradiction'] },

  // ---- contradiction: the same subject with another value in a later memory
  { id: 'h14-con-en-upgraded-version', category: 'contradiction', lang: 'en', memories: [mem('inventory-db.md', "The seed bank's inventory database runs MariaDB 10.6.", OLD, 'reference'), mem('inventory-upgrade.md', 'Upgraded the inventory database to MariaDB 11.4 over the weekend.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['10.6', '11.4'] }, fixed: { absent: ['runs MariaDB 10.6'], contains: ['11.4'] } },
  { id: 'h14-con-en-label-day', category: 'contradiction', lang: 'en', memories: [mem('safety-briefing.md', "The sailing club's safety briefing is held on Saturday mornings.", OLD), mem('briefing-card.md', '**Safety briefing:** Sunday mornings, 08:30, in the boathouse.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Saturday', 'Sunday'] } },
  { id: 'h14-con-en-dash-price', category: 'contradiction', lang: 'en', memories: [mem('service-price.md', 'A standard bike service at the shop costs £65.', OLD, 'reference'), mem('price-list.md', 'Standard bike service — £75 (parts extra)', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['£65', '£75'] } },
  { id: 'h14-con-en-closing-time', category: 'contradiction', lang: 'en', memories: [mem('public-skating.md', 'Public skating at the rink closes at 21:00 on weekdays.', OLD, 'reference'), mem('weekday-skating.md', 'Weekday public skating ends at 22:00.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['21:00', '22:00'] } },
  { id: 'h14-con-en-person-label', category: 'contradiction', lang: 'en', memories: [mem('night-desk.md', 'The weekend night editor at the paper is Hollis.', OLD, 'reference'), mem('night-desk-rota.md', 'Weekend night editor: Okafor', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Hollis', 'Okafor'] } },
  { id: 'h14-con-en-reorder-point', category: 'contradiction', lang: 'en', memories: [mem('planispheres.md', 'The reorder point for planispheres in the observatory shop is 40 units.', OLD), mem('shop-stock.md', '- planisphere reorder point: 25 units', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['40 units', '25 units'] } },
  { id: 'h14-con-zh-upgraded', category: 'contradiction', lang: 'zh', memories: [mem('imaging-server-zh.md', '牙科诊所的影像服务器跑的是 Windows Server 2016。', OLD, 'reference'), mem('imaging-upgrade-zh.md', '影像服务器已经升级到 Windows Server 2022。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['2016', '2022'] }, fixed: { absent: ['跑的是 Windows Server 2016'], contains: ['Windows Server 2022'] } },
  { id: 'h14-con-zh-meeting-moved', category: 'contradiction', lang: 'zh', memories: [mem('safety-meeting-zh.md', '公交车队的安全例会定在每周二下午。', OLD), mem('safety-meeting-new-zh.md', '安全例会挪到每周四下午开。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['周二', '周四'] }, fixed: { absent: ['定在每周二下午'], contains: ['每周四下午'] } },
  { id: 'h14-con-zht-minimum-spend', category: 'contradiction', lang: 'zh', memories: [mem('private-room-zh.md', '茶館的包廂低消是每人三百元。', OLD, 'reference'), mem('private-room-new-zh.md', '包廂低消：每人四百元', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['三百元', '四百元'] } },
  { id: 'h14-con-zht-saturday-hours', category: 'contradiction', lang: 'zh', memories: [mem('saturday-clinic-zh.md', '動物醫院週六只看診到中午十二點。', OLD, 'reference'), mem('saturday-hours-zh.md', '週六門診看到下午三點。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['十二點', '三點'] } },
  { id: 'h14-con-zh-mixed-capacity', category: 'contradiction', lang: 'zh', memories: [mem('seagull-ferry-zh.md', '渡轮「海鸥号」的载客上限是 180 人。', OLD, 'reference'), mem('seagull-capacity-zh.md', '海鸥号 max capacity 按 150 人算。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['180', '150'] } },
  { id: 'h14-con-zht-librarian', category: 'contradiction', lang: 'zh', memories: [mem('score-library-zh.md', '樂團的譜務由陳老師負責。', OLD, 'reference'), mem('score-library-new-zh.md', '譜務負責人：林小姐', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['陳老師', '林小姐'] } },
  // ---- contradiction traps: two things, two conditions, two bounds, a history that agrees
  { id: 'h14-con-trap-two-boats', category: 'contradiction', lang: 'en', trap: true, memories: [mem('osprey.md', 'The Osprey ferry carries 200 passengers.', OLD, 'reference'), mem('kestrel.md', 'The Kestrel ferry carries 120 passengers.', NEW, 'reference')], keep: ['The Osprey ferry carries 200 passengers.', 'The Kestrel ferry carries 120 passengers.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h14-con-trap-weekday-weekend', category: 'contradiction', lang: 'en', trap: true, memories: [mem('skate-hire-weekdays.md', 'Skate hire costs £4 on weekdays.', OLD, 'reference'), mem('skate-hire-weekends.md', 'Skate hire costs £6 at weekends and on bank holidays.', NEW, 'reference')], keep: ['Skate hire costs £4 on weekdays.', 'Skate hire costs £6 at weekends and on bank holidays.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h14-con-trap-two-bounds', category: 'contradiction', lang: 'en', trap: true, memories: [mem('proving-min.md', 'Sourdough proves in the fridge for at least 12 hours.', OLD, 'feedback'), mem('proving-max.md', 'Sourdough must not prove in the fridge for more than 18 hours.', NEW, 'feedback')], keep: ['Sourdough proves in the fridge for at least 12 hours.', 'Sourdough must not prove in the fridge for more than 18 hours.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h14-con-trap-zh-two-clinics', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('east-clinic-zh.md', '东门诊所的洗牙价格是 200 元。', OLD, 'reference'), mem('west-clinic-zh.md', '西门诊所的洗牙价格是 260 元。', NEW, 'reference')], keep: ['东门诊所的洗牙价格是 200 元。', '西门诊所的洗牙价格是 260 元。'], quiet: ['contradiction', 'outdated'] },
  { id: 'h14-con-trap-zht-history-agrees', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('choir-history-zh.md', '合唱團原本每週三練唱，2024 年起改成每週四。', OLD, 'reference'), mem('choir-night-zh.md', '合唱團每週四晚上練唱。', NEW, 'reference')], keep: ['合唱團原本每週三練唱，2024 年起改成每週四。', '合唱團每週四晚上練唱。'], quiet: ['contradiction', 'outdated'] },
  { id: 'h14-con-trap-zh-wholesale-retail', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('honey-wholesale-zh.md', '蜂蜜批发价每公斤 60 元。', OLD, 'reference'), mem('honey-retail-zh.md', '蜂蜜零售价每公斤 90 元。', NEW, 'reference')], keep: ['蜂蜜批发价每公斤 60 元。', '蜂蜜零售价每公斤 90 元。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrase: the same rule in other words (negative / positive, synonyms, registers)
  { id: 'h14-par-en-never-vs-every-time', category: 'paraphrase', lang: 'en', memories: [mem('sedated-cats.md', 'Never handle a sedated cat without gloves.', OLD, 'feedback'), mem('cat-gloves.md', 'Gloves on before you touch any cat under sedation, every time.', NEW, 'feedback')], flag: pair('sedated-cats.md', 'cat-gloves.md') },
  { id: 'h14-par-en-synonyms', category: 'paraphrase', lang: 'en', memories: [mem('scripts-safe.md', 'Exam scripts must be locked in the safe overnight.', OLD, 'feedback'), mem('strongroom.md', 'When the office shuts for the night, completed papers go into the strongroom safe.', NEW, 'feedback')], flag: pair('scripts-safe.md', 'strongroom.md') },
  { id: 'h14-par-en-passive-vs-imperative', category: 'paraphrase', lang: 'en', memories: [mem('pva-leather.md', 'PVA glue is not to be used on leather spines.', OLD, 'feedback'), mem('spine-paste.md', "Don't put PVA on a leather spine; wheat-starch paste is what we use there.", NEW, 'feedback')], flag: pair('pva-leather.md', 'spine-paste.md') },
  { id: 'h14-par-en-british-american', category: 'paraphrase', lang: 'en', memories: [mem('colour-samples.md', "Label every colour sample with the customer's surname.", OLD, 'feedback'), mem('swatch-names.md', "Each color swatch gets the client's last name written on it.", NEW, 'feedback')], flag: pair('colour-samples.md', 'swatch-names.md') },
  { id: 'h14-par-en-bullet-vs-prose', category: 'paraphrase', lang: 'en', memories: [mem('tyre-tread.md', '- no bus leaves the depot with less than 3 mm of tyre tread', OLD, 'feedback'), mem('tread-check.md', 'Buses whose tyre tread is below three millimetres have to stay in the depot.', NEW, 'feedback')], flag: pair('tyre-tread.md', 'tread-check.md') },
  { id: 'h14-par-en-chat-vs-formal', category: 'paraphrase', lang: 'en', memories: [mem('no-scrim-streams.md', 'dont let anyone stream our scrims lol, other teams watch', OLD, 'feedback'), mem('scrim-privacy.md', 'Scrim sessions must never be streamed publicly, because rival teams would study our strategies.', NEW, 'feedback')], flag: pair('no-scrim-streams.md', 'scrim-privacy.md') },
  { id: 'h14-par-zh-neg-vs-only-after', category: 'paraphrase', lang: 'zh', memories: [mem('zamboni-zh.md', '浇冰车作业时，不要让任何人进入冰面。', OLD, 'feedback'), mem('ice-entry-zh.md', '只有等浇冰车离场后，才允许人员上冰。', NEW, 'feedback')], flag: pair('zamboni-zh.md', 'ice-entry-zh.md') },
  { id: 'h14-par-zh-must-vs-cannot', category: 'paraphrase', lang: 'zh', memories: [mem('seed-drying-zh.md', '种子入库前必须先烘干到含水量 6% 以下。', OLD, 'feedback'), mem('seed-moisture-zh.md', '含水量没降到 6% 以下的种子，不能放进冷库。', NEW, 'feedback')], flag: pair('seed-drying-zh.md', 'seed-moisture-zh.md') },
  { id: 'h14-par-zht-neg-vs-only-when', category: 'paraphrase', lang: 'zh', memories: [mem('patient-talk-zh.md', '不要在病人面前討論其他病人的病情。', OLD, 'feedback'), mem('case-talk-zh.md', '其他病人的病情只能在沒有病人在場時討論。', NEW, 'feedback')], flag: pair('patient-talk-zh.md', 'case-talk-zh.md') },
  { id: 'h14-par-zht-bullet-vs-long', category: 'paraphrase', lang: 'zh', memories: [mem('client-mail-zh.md', '- 客戶文件不得寄到私人信箱', OLD, 'feedback'), mem('office-mailbox-zh.md', '任何客戶的文件都只能寄到事務所的公司信箱，絕對不要用自己的私人信箱收發。', NEW, 'feedback')], flag: pair('client-mail-zh.md', 'office-mailbox-zh.md') },
  { id: 'h14-par-zh-mixed-push', category: 'paraphrase', lang: 'zh', memories: [mem('unverified-push-zh.md', '未经核实的消息不要发 push。', OLD, 'feedback'), mem('push-verified-zh.md', 'Push 通知只推送已经核实过的新闻。', NEW, 'feedback')], flag: pair('unverified-push-zh.md', 'push-verified-zh.md') },
  // ---- paraphrase traps: alike but for one object, one side, one species, one action
  { id: 'h14-par-trap-en-other-object', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('safety-boat-radio.md', 'Never launch the safety boat without a charged radio.', OLD, 'feedback'), mem('safety-boat-fuel.md', 'Never launch the safety boat without a full fuel tank.', NEW, 'feedback')], keep: ['Never launch the safety boat without a charged radio.', 'Never launch the safety boat without a full fuel tank.'], quiet: ['possible-duplicate'] },
  { id: 'h14-par-trap-en-two-loaves', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('score-sourdough.md', 'Always score the sourdough before it goes into the oven.', OLD, 'feedback'), mem('rye-no-score.md', 'Never score the rye loaves before baking; they crack on their own.', NEW, 'feedback')], keep: ['Always score the sourdough before it goes into the oven.', 'Never score the rye loaves before baking; they crack on their own.'], quiet: ['possible-duplicate'] },
  { id: 'h14-par-trap-en-two-species', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('weigh-dogs.md', 'Dogs are weighed at every visit to the vet clinic.', OLD, 'feedback'), mem('weigh-cats.md', 'Cats are weighed only at their vaccination visits.', NEW, 'feedback')], keep: ['Dogs are weighed at every visit to the vet clinic.', 'Cats are weighed only at their vaccination visits.'], quiet: ['possible-duplicate'] },
  { id: 'h14-par-trap-zh-other-action', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('handover-brakes-zh.md', '司机交班前要检查刹车。', OLD, 'feedback'), mem('handover-fuel-zh.md', '司机交班前要把油箱加满。', NEW, 'feedback')], keep: ['司机交班前要检查刹车。', '司机交班前要把油箱加满。'], quiet: ['possible-duplicate'] },
  { id: 'h14-par-trap-zht-two-teas', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('green-tea-zh.md', '綠茶要用八十度的水沖泡。', OLD, 'feedback'), mem('oolong-zh.md', '烏龍茶要用九十五度的水沖泡。', NEW, 'feedback')], keep: ['綠茶要用八十度的水沖泡。', '烏龍茶要用九十五度的水沖泡。'], quiet: ['possible-duplicate'] },
  { id: 'h14-par-trap-zh-weekday-weekend', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('weekday-cms-zh.md', '周一到周五的稿件用 CMS 发布。', OLD, 'feedback'), mem('weekend-wp-zh.md', '周末的稿件用 WordPress 发布。', NEW, 'feedback')], keep: ['周一到周五的稿件用 CMS 发布。', '周末的稿件用 WordPress 发布。'], quiet: ['possible-duplicate', 'contradiction'] },
];
