import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 12, facts part: dates (English, Simplified and Traditional Chinese), supersessions,
 * contradictions and paraphrases. Written fresh from issue 11 by a writer who read neither the
 * rules nor any earlier set's cases (only the scorer and the format of a few tuning cases); never
 * tuned against.
 *
 * Domains no earlier set used: an apiary, a bicycle workshop, a community radio station, a sail
 * loft, a choir, a food bank, a hot-air balloon operator, a locksmith, a climbing gym, a concert
 * hall's piano tuning, a translation agency, an arborist crew, a rowing club, a wedding planner,
 * a bus company; in Chinese a driving school (驾校), a bubble-tea shop (奶茶店), a guesthouse
 * (民宿), a tea garden (茶园), a piano shop (琴行), a swimming hall (游泳館), a fishing boat.
 * Writers: plain prose, terse bullets, bold labels, a table, commit-message style, Slack and
 * texting shorthand, non-native English, English inside Chinese and Chinese inside English.
 *
 * What it asks. Dates: a relative date word in a real event becomes an absolute date (a day as
 * YYYY-MM-DD, a week as a range or 'week of' its Monday, so only that Monday is checked; a month
 * part as its month, written either way); a whole Chinese phrase is matched before segmentation can
 * glue it to the next word (前天线上, 下周三和, 昨天下午 across 天下, 上週游泳 across 週游) and is
 * never half-converted (大前天 is not 大 + 前天, 上上周 not 上 + 上周). Traps: names and calls
 * (`tomorrow_rate`, a bare getTomorrow()), a generic or hypothetical sentence, a recurring rule,
 * quoted sign text, song titles, date characters inside other words (前天线 'front antenna',
 * 下周期 'next cycle', 今日头条, 后天 'acquired'); real events next to such text still convert.
 * Supersessions (explicit, English and Chinese: migrated, switched, moved, deprecated, is now,
 * no longer, 迁移到, 不再…改用, 改为, 換成, 停用), some where the older statement carries more than
 * the newer one (only the superseded part may go); traps: a negated, a hypothetical, a planned
 * but undecided change, and a change of another thing. Contradictions: the same subject with
 * another value in a later memory and no change verb; traps: two values of two things.
 * Paraphrases: one rule in other words, often negative on one side and positive on the other;
 * traps: the same frame around another action, object or condition.
 *
 * Calendar: memories are written on 2026-11-18 (a Wednesday) unless said otherwise: yesterday /
 * 昨天 / 昨晚 2026-11-17, the day before yesterday / 前天 / 前晚 2026-11-16, 大前天 and three days
 * ago 2026-11-15, tomorrow 2026-11-19, the day after tomorrow / 后天 2026-11-20, next Monday
 * 2026-11-23, 下周三 2026-11-25, 下周四 2026-11-26, 下下週一 2026-11-30, last Thursday 2026-11-12,
 * 上周五 2026-11-13, last week / 上週 the week of 2026-11-09, 上上周 the week of 2026-11-02, two
 * weeks ago 2026-11-04 (or the week of 2026-11-02: the check is on '2026-11-0'), 上个月底 late
 * 2026-10 (as 2026-10 or 2026年10月). Supersession and contradiction pairs: older 2026-04-14, newer 2026-10-21.
 *
 * 86 cases, 28 of them traps; 46 English, 40 Chinese (16 of them Traditional). By category:
 * dates-en 17 (6 traps), dates-zh 18 (6 traps, 6 Traditional), supersession 19 (6 traps, 8
 * Chinese), contradiction 16 (5 traps, 7 Chinese), paraphrase 16 (5 traps, 7 Chinese).
 * Untouched first run (at main 3098044): recall 62.1 %, precision 87.1 %, 1 harmful, 3 silent;
 * dates-en 91 %, dates-zh 92 % (1 harmful: 后天 'acquired' dated), supersession 77 % (3 silent,
 * 1 noisy trap), contradiction 36 %, paraphrase 9 % (1 noisy trap). One case mistake fixed after
 * that run: h12-dzh-last-month-end checked for the ISO month '2026-10' only, where 2026年10月底 is
 * as right; it now checks the phrase is gone, the sentence kept and no wrong month written (the
 * figures above are after that fix; before it, dates-zh was 83 % and recall 60.3 %).
 */

const DAY = '2026-11-18';
const OLD = '2026-04-14';
const NEW = '2026-10-21';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
/** A finding that names the older and the newer statement. */
const both = (older: string, newer: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['outdated', 'contradiction'], mentions: [older, newer] });
/** A finding that names both files as one rule. */
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });
const QUIET_CHANGE = ['outdated', 'contradiction'];

export const HELDOUT_12_FACTS_CASES: QualityCase[] = [
  // ---- dates-en: real events
  { id: 'h12-den-apiary-yesterday', category: 'dates-en', lang: 'en', memories: [mem('hive-health.md', 'Yesterday the bee inspector found chalkbrood in hive 7.')], fixed: { contains: ['2026-11-17', 'the bee inspector found chalkbrood in hive 7'], absent: ['Yesterday the bee inspector'] } },
  { id: 'h12-den-next-monday-sentence-start', category: 'dates-en', lang: 'en', memories: [mem('workshop-tools.md', 'Next Monday the new truing stand for the bike workshop arrives from the wholesaler.')], fixed: { contains: ['2026-11-23', 'the new truing stand for the bike workshop arrives'], absent: ['Next Monday'] } },
  { id: 'h12-den-changed-this-yesterday', category: 'dates-en', lang: 'en', memories: [mem('playout-access.md', 'The playout server admin password was rotated after the break-in scare. Dev changed this yesterday.', DAY, 'reference')], fixed: { contains: ['2026-11-17', 'Dev changed this'], absent: ['changed this yesterday'] } },
  { id: 'h12-den-agreed-two-weeks-ago', category: 'dates-en', lang: 'en', memories: [mem('loft-hours.md', 'We agreed on this two weeks ago: the sail loft closes at 4 pm on Saturdays.', DAY, 'feedback')], keep: ['the sail loft closes at 4 pm on Saturdays'], fixed: { contains: ['2026-11-0', 'the sail loft closes at 4 pm on Saturdays'], absent: ['two weeks ago'] } },
  { id: 'h12-den-rule-decided-last-thursday', category: 'dates-en', lang: 'en', memories: [mem('rehearsal-rooms.md', 'We decided last Thursday that the choir will never again rehearse in the crypt, because of the damp.', DAY, 'feedback')], fixed: { contains: ['2026-11-12', 'the choir will never again rehearse in the crypt'], absent: ['last Thursday'] } },
  { id: 'h12-den-last-week', category: 'dates-en', lang: 'en', memories: [mem('stock-gaps.md', 'The food bank ran out of tinned tomatoes last week and had to turn two families away.')], fixed: { contains: ['2026-11-09', 'the food bank ran out of tinned tomatoes'], absent: ['last week'] } },
  { id: 'h12-den-commit-day-before-yesterday', category: 'dates-en', lang: 'en', memories: [mem('webshop-incidents.md', 'fix(checkout): revert the VAT rounding patch — it broke card payments on the bike webshop the day before yesterday', DAY, 'reference')], fixed: { contains: ['2026-11-16', 'it broke card payments on the bike webshop'], absent: ['the day before yesterday'] } },
  { id: 'h12-den-bold-label-tomorrow', category: 'dates-en', lang: 'en', memories: [mem('next-flight.md', 'Balloon flight plan:\n\n**Launch:** tomorrow, 06:40, from the Ashton field\n**Pilot:** Marta\n**Passengers:** 8')], fixed: { contains: ['2026-11-19', '06:40, from the Ashton field'], absent: ['**Launch:** tomorrow'] } },
  { id: 'h12-den-call-next-to-event', category: 'dates-en', lang: 'en', memories: [mem('stock-app.md', 'In the food bank stock app, `getYesterdayTotals()` returned zeros yesterday after the server was moved to UTC.', DAY, 'reference')], keep: ['`getYesterdayTotals()`'], fixed: { contains: ['2026-11-17', 'getYesterdayTotals()'], absent: ['returned zeros yesterday'] } },
  { id: 'h12-den-table-template-and-event', category: 'dates-en', lang: 'en', memories: [mem('wall-reset.md', 'Wall reset sheet:\n\n| Today | Tomorrow |\n| --- | --- |\n| strip the holds | wash the holds |\n\nThe competition wall was re-graded three days ago.', DAY, 'reference')], keep: ['| Today | Tomorrow |'], fixed: { contains: ['2026-11-15', 'the competition wall was re-graded'], absent: ['three days ago'] } },
  { id: 'h12-den-non-native', category: 'dates-en', lang: 'en', memories: [mem('locksmith-visit.md', 'Locksmith will come day after tomorrow in the morning for change the cylinder of back door.')], fixed: { contains: ['2026-11-20', 'for change the cylinder of back door'], absent: ['day after tomorrow'] } },
  // ---- dates-en traps: names and calls, generic, hypothetical, recurring, quoted, titles
  { id: 'h12-den-trap-rate-and-call', category: 'dates-en', lang: 'en', trap: true, memories: [mem('seat-pricing.md', 'In the balloon booking app, `tomorrow_rate` holds the next-day seat price; getTomorrow() reads it from the pricing table.', DAY, 'reference')], keep: ['`tomorrow_rate` holds the next-day seat price; getTomorrow() reads it from the pricing table.'] },
  { id: 'h12-den-trap-generic-drop-off', category: 'dates-en', lang: 'en', trap: true, memories: [mem('workshop-intake.md', 'A bike dropped off after 4 pm is booked in as tomorrow’s job.', DAY, 'feedback')], keep: ['A bike dropped off after 4 pm is booked in as tomorrow’s job.'] },
  { id: 'h12-den-trap-hypothetical-cancel', category: 'dates-en', lang: 'en', trap: true, memories: [mem('wedding-terms.md', 'Under the new terms, a wedding cancelled today would still lose its deposit.', DAY, 'reference')], keep: ['a wedding cancelled today would still lose its deposit'] },
  { id: 'h12-den-trap-nightly-log', category: 'dates-en', lang: 'en', trap: true, memories: [mem('station-log.md', 'Each evening the station log lists tomorrow’s playlist and today’s ad slots.', DAY, 'reference')], keep: ['Each evening the station log lists tomorrow’s playlist and today’s ad slots.'] },
  { id: 'h12-den-trap-quoted-sign', category: 'dates-en', lang: 'en', trap: true, memories: [mem('loft-door.md', 'The laminated sign we hang on the loft door reads "Back tomorrow at 9".', DAY, 'reference')], keep: ['"Back tomorrow at 9"'] },
  { id: 'h12-den-trap-song-titles', category: 'dates-en', lang: 'en', trap: true, memories: [mem('winter-concert.md', "For the winter concert the choir is learning 'Yesterday' and 'Tomorrow' from Annie.")], keep: ["'Yesterday' and 'Tomorrow' from Annie"] },

  // ---- dates-zh: whole phrases, glued to the next word, weeks, month parts
  { id: 'h12-dzh-glued-qiantian-xianshang', category: 'dates-zh', lang: 'zh', memories: [mem('exam-booking-zh.md', '前天线上约考系统宕机了一个小时，学员都打电话来问。')], fixed: { contains: ['2026-11-16', '线上约考系统宕机了一个小时'], absent: ['前天'] } },
  { id: 'h12-dzh-glued-two-weekdays-he', category: 'dates-zh', lang: 'zh', memories: [mem('pickers-zh.md', '下周三和下周四茶园要多请六个临时采茶工。')], fixed: { contains: ['2026-11-25', '2026-11-26', '茶园要多请六个临时采茶工'], absent: ['下周三', '下周四'] }, forbid: ['那一周三', '那一周四'] },
  { id: 'h12-dzh-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('water-heater-zh.md', '大前天民宿的热水器坏了，已经换了新的。')], fixed: { contains: ['2026-11-15', '民宿的热水器坏了'], absent: ['大前天'] }, forbid: ['大2026', '2026-11-16'] },
  { id: 'h12-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('used-pianos-zh.md', '上上周琴行进了一批二手雅马哈钢琴。')], fixed: { contains: ['2026-11-02', '琴行进了一批二手雅马哈钢琴'], absent: ['上上周'] }, forbid: ['上2026', '2026-11-09'] },
  { id: 'h12-dzh-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('ice-machine-zh.md', '昨晚奶茶店的制冰机漏水，后厨地板全泡了。')], fixed: { contains: ['2026-11-17', '奶茶店的制冰机漏水'], absent: ['昨晚'] } },
  { id: 'h12-dzh-last-month-end', category: 'dates-zh', lang: 'zh', memories: [mem('exam-route-zh.md', '上个月底驾校把科目三的考试路线改了。')], fixed: { contains: ['驾校把科目三的考试路线改了'], absent: ['上个月底'] }, forbid: ['2026-11月', '2026年11月', '2026-09', '2026年9月', '2026年09月'] },
  { id: 'h12-dzh-rule-from-meeting', category: 'dates-zh', lang: 'zh', memories: [mem('honey-stock-zh.md', '上周五开会定了：以后每周一早上盘点蜂蜜库存。', DAY, 'feedback')], keep: ['以后每周一早上盘点蜂蜜库存'], fixed: { contains: ['2026-11-13', '以后每周一早上盘点蜂蜜库存'], absent: ['上周五'] } },
  { id: 'h12-dzh-inside-english', category: 'dates-zh', lang: 'zh', memories: [mem('tea-supplier.md', 'Supplier on WeChat: the new Longjing lands 后天, cash on delivery.')], fixed: { contains: ['2026-11-20', 'the new Longjing lands'], absent: ['后天'] } },
  { id: 'h12-dzh-hant-yesterday-afternoon', category: 'dates-zh', lang: 'zh', memories: [mem('wifi-outage-hant.md', '昨天下午民宿的 Wi-Fi 斷線了三小時，客人抱怨連連。')], fixed: { contains: ['2026-11-17', '民宿的 Wi-Fi 斷線了三小時'], absent: ['昨天'] } },
  { id: 'h12-dzh-hant-last-week-glued', category: 'dates-zh', lang: 'zh', memories: [mem('lifeguard-rota-hant.md', '上週游泳館換了新的救生員排班表。')], fixed: { contains: ['2026-11-09', '游泳館換了新的救生員排班表'], absent: ['上週'] }, forbid: ['2026-11-16'] },
  { id: 'h12-dzh-hant-week-after-next', category: 'dates-zh', lang: 'zh', memories: [mem('recital-hant.md', '下下週一琴行要辦學生成果發表會，場地已經訂好了。')], fixed: { contains: ['2026-11-30', '琴行要辦學生成果發表會'], absent: ['下下週一'] }, forbid: ['下2026', '2026-11-23'] },
  { id: 'h12-dzh-hant-qianwan', category: 'dates-zh', lang: 'zh', memories: [mem('shade-nets-hant.md', '前晚寒流來襲，茶園的遮陰網被風吹破了兩片。')], fixed: { contains: ['2026-11-16', '茶園的遮陰網被風吹破了兩片'], absent: ['前晚'] } },
  // ---- dates-zh traps: date characters inside other words, names, titles, generic and hypothetical
  { id: 'h12-dzh-trap-front-antenna', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('boat-radio-zh.md', '渔船的前天线和后天线每个月都要检查一次接头。', DAY, 'reference')], keep: ['渔船的前天线和后天线每个月都要检查一次接头。'] },
  { id: 'h12-dzh-trap-billing-cycle', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('membership-fee-zh.md', '本周期结束后，下周期的会员费按新价格收取。', DAY, 'reference')], keep: ['本周期结束后，下周期的会员费按新价格收取。'] },
  { id: 'h12-dzh-trap-app-name', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('ads-zh.md', '奶茶店的新品广告投在今日头条和抖音上。', DAY, 'reference')], keep: ['奶茶店的新品广告投在今日头条和抖音上。'] },
  { id: 'h12-dzh-trap-acquired-skill', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('coach-sayings-zh.md', '教练常说，倒车入库的手感是后天练出来的，不是天生的。', DAY, 'reference')], keep: ['倒车入库的手感是后天练出来的，不是天生的'] },
  { id: 'h12-dzh-trap-hant-hypothetical', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('deposit-hant.md', '如果房客今天才取消，訂金一樣不退。', DAY, 'reference')], keep: ['如果房客今天才取消，訂金一樣不退。'] },
  { id: 'h12-dzh-trap-hant-song-titles', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('practice-pieces-hant.md', '琴行這一季主推的練習曲是〈昨日重現〉和〈明天會更好〉。', DAY, 'reference')], keep: ['〈昨日重現〉和〈明天會更好〉'] },

  // ---- supersession: explicit, English
  { id: 'h12-sup-migrated-bookings', category: 'supersession', lang: 'en', explicit: true, memories: [mem('climbing-bookings.md', 'Bookings for the climbing gym are taken in Mindbody.', OLD), mem('booking-migration.md', 'Climbing gym bookings have been migrated from Mindbody to Rezoom.', NEW)], fixed: { absent: ['are taken in Mindbody'], contains: ['Rezoom'] }, flag: both('are taken in Mindbody', 'Rezoom') },
  { id: 'h12-sup-switched-cutter', category: 'supersession', lang: 'en', explicit: true, memories: [mem('sail-cutting.md', 'New sails are cut on the Gerber plotter.', OLD), mem('loft-cutter.md', 'The loft switched from the Gerber plotter to a Zünd cutter for every new sail.', NEW)], fixed: { absent: ['cut on the Gerber plotter'], contains: ['Zünd cutter'] }, flag: both('cut on the Gerber plotter', 'Zünd') },
  { id: 'h12-sup-deprecated-format-partial', category: 'supersession', lang: 'en', explicit: true, memories: [mem('jingle-format.md', 'Radio jingles are stored as MP2 files on the playout server.', OLD, 'reference'), mem('jingles-flac.md', 'MP2 is deprecated for jingles; use FLAC for every new one.', NEW, 'feedback')], fixed: { absent: ['stored as MP2 files'], contains: ['FLAC', 'playout server'] }, flag: both('stored as MP2 files', 'FLAC') },
  { id: 'h12-sup-moved-pickup', category: 'supersession', lang: 'en', explicit: true, memories: [mem('donation-pickup.md', 'The food bank collects supermarket donations from Tesco Extra.', OLD), mem('pickup-change.md', 'We moved the supermarket pick-up from Tesco Extra to the Aldi on Mill Road.', NEW)], fixed: { absent: ['donations from Tesco Extra'], contains: ['Aldi on Mill Road'] }, flag: both('donations from Tesco Extra', 'Aldi') },
  { id: 'h12-sup-rate-is-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('legal-rate.md', 'The agency charges 0.12 EUR per word for legal translation.', OLD, 'reference'), mem('rate-card.md', 'Legal translation is now 0.15 EUR per word.', NEW, 'reference')], fixed: { absent: ['charges 0.12 EUR'], contains: ['0.15 EUR per word'] }, flag: both('charges 0.12 EUR', '0.15 EUR') },
  { id: 'h12-sup-briefer-partial', category: 'supersession', lang: 'en', explicit: true, memories: [mem('passenger-checkin.md', 'Balloon passengers are weighed at check-in, then briefed by Marta; everyone signs the briefing sheet.', OLD), mem('briefings.md', 'Safety briefings are given by Jonas now, not by Marta.', NEW)], keep: ['everyone signs the briefing sheet'], fixed: { absent: ['briefed by Marta'], contains: ['Jonas', 'weighed at check-in', 'signs the briefing sheet'] }, flag: both('briefed by Marta', 'Jonas') },
  { id: 'h12-sup-no-longer-tuner-partial', category: 'supersession', lang: 'en', explicit: true, memories: [mem('hall-pianos.md', 'The concert hall’s two Steinways are tuned by Okafor & Sons twice a year, before each season opens.', OLD, 'reference'), mem('tuning-contract.md', 'Okafor & Sons no longer tune the hall pianos; Lindqvist Tuning does it now.', NEW, 'reference')], fixed: { absent: ['tuned by Okafor & Sons'], contains: ['Lindqvist', 'twice a year'] }, flag: both('tuned by Okafor', 'Lindqvist') },
  // ---- supersession: explicit, Chinese
  { id: 'h12-sup-zh-migrated-files', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('student-files-zh.md', '驾校的学员档案都存在金数据表单里。', OLD, 'reference'), mem('student-files-move-zh.md', '学员档案已经从金数据迁移到了飞书多维表格。', NEW, 'reference')], fixed: { absent: ['都存在金数据表单里'], contains: ['飞书多维表格'] }, flag: both('存在金数据表单', '飞书多维表格') },
  { id: 'h12-sup-zh-no-longer-use-instead', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('delivery-zh.md', '奶茶店的外卖订单都走美团。', OLD), mem('delivery-switch-zh.md', '外卖不再走美团了，现在全部改用饿了么。', NEW)], fixed: { absent: ['外卖订单都走美团'], contains: ['饿了么'] }, flag: both('外卖订单都走美团', '饿了么') },
  { id: 'h12-sup-zh-changed-to-partial', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('door-codes-zh.md', '民宿的门锁密码由前台老周每周一更换，再用短信发给房客。', OLD, 'feedback'), mem('door-codes-owner-zh.md', '门锁密码改为由管家小林负责更换。', NEW, 'feedback')], keep: ['再用短信发给房客'], fixed: { absent: ['由前台老周每周一更换'], contains: ['小林', '每周一', '用短信发给房客'] }, flag: both('前台老周', '小林') },
  { id: 'h12-sup-hant-changed-to', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('lockers-hant.md', '游泳館更衣室的置物櫃用投幣鎖。', OLD, 'reference'), mem('lockers-band-hant.md', '置物櫃已從投幣鎖改為感應手環。', NEW, 'reference')], fixed: { absent: ['置物櫃用投幣鎖'], contains: ['感應手環'] }, flag: both('置物櫃用投幣鎖', '感應手環') },
  { id: 'h12-sup-hant-chat-swapped', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('shop-site-hant.md', '琴行的網站架在 Wix 上。', OLD, 'reference'), mem('shop-site-move-hant.md', '網站換成 Shopify 了喔～Wix 那個帳號到期就不續了', NEW, 'reference')], fixed: { absent: ['網站架在 Wix 上'], contains: ['Shopify'] }, flag: both('架在 Wix 上', 'Shopify') },
  { id: 'h12-sup-hant-discontinued-partial', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('breakfast-hant.md', '民宿的早餐由隔壁的阿美早餐店供應，七點半送到，房客可選中式或西式。', OLD), mem('breakfast-new-hant.md', '已停用阿美早餐店，早餐改由晨光廚房供應。', NEW)], keep: ['房客可選中式或西式'], fixed: { absent: ['由隔壁的阿美早餐店供應'], contains: ['晨光廚房', '七點半送到', '中式或西式'] }, flag: both('隔壁的阿美早餐店', '晨光廚房') },
  // ---- supersession traps: negated, hypothetical, planned but undecided, another thing changed
  { id: 'h12-sup-trap-negated', category: 'supersession', lang: 'en', trap: true, memories: [mem('scoreboard.md', 'The rowing club scoreboard is driven by a Raspberry Pi.', OLD, 'reference'), mem('scoreboard-trial.md', 'We did not replace the scoreboard’s Raspberry Pi with the Arduino kit after all; the trial was dropped.', NEW, 'reference')], keep: ['The rowing club scoreboard is driven by a Raspberry Pi.'], quiet: QUIET_CHANGE },
  { id: 'h12-sup-trap-hypothetical', category: 'supersession', lang: 'en', trap: true, memories: [mem('wedding-flowers.md', 'Wedding flowers come from Bloom & Stem.', OLD), mem('flower-backup.md', 'If Bloom & Stem put their prices up again, we would switch to the New Covent Garden flower market.', NEW)], keep: ['Wedding flowers come from Bloom & Stem.', 'we would switch to the New Covent Garden flower market'], quiet: QUIET_CHANGE },
  { id: 'h12-sup-trap-proposal-not-voted', category: 'supersession', lang: 'en', trap: true, memories: [mem('sheet-music.md', 'The choir keeps its sheet music in a shared Dropbox folder.', OLD, 'reference'), mem('agm-proposals.md', 'AGM proposal (not voted on yet): move the sheet music from Dropbox to Google Drive.', NEW)], keep: ['The choir keeps its sheet music in a shared Dropbox folder.'], quiet: QUIET_CHANGE },
  { id: 'h12-sup-trap-other-feed', category: 'supersession', lang: 'en', trap: true, memories: [mem('news-feed.md', 'The station’s news bulletins come from the Reuters feed.', OLD, 'reference'), mem('weather-feed.md', 'The weather feed moved from the Met Office to Open-Meteo.', NEW, 'reference')], keep: ['The station’s news bulletins come from the Reuters feed.'], quiet: QUIET_CHANGE },
  { id: 'h12-sup-trap-zh-other-subject', category: 'supersession', lang: 'zh', trap: true, memories: [mem('training-cars-zh.md', '驾校科目二的教练车是捷达。', OLD, 'reference'), mem('training-cars-k3-zh.md', '科目三的教练车从捷达换成了朗逸，科目二的车没有变。', NEW, 'reference')], keep: ['驾校科目二的教练车是捷达。'], quiet: QUIET_CHANGE },
  { id: 'h12-sup-trap-hant-undecided', category: 'supersession', lang: 'zh', trap: true, memories: [mem('members-hant.md', '游泳館的會員資料存在 Excel 裡。', OLD, 'reference'), mem('members-plan-hant.md', '館長在考慮要不要把會員資料從 Excel 搬到 Ragic，還沒決定。', NEW)], keep: ['游泳館的會員資料存在 Excel 裡。'], quiet: QUIET_CHANGE },

  // ---- contradiction: the same subject, another value, a later memory, no change verb
  { id: 'h12-con-inspection-interval', category: 'contradiction', lang: 'en', memories: [mem('auto-belays.md', 'The auto-belays at the climbing gym are inspected every three months.', OLD, 'reference'), mem('gym-safety.md', 'Auto-belay inspections at the climbing gym happen every six months.', NEW, 'reference')], flag: both('every three months', 'every six months') },
  { id: 'h12-con-bold-rate', category: 'contradiction', lang: 'en', memories: [mem('loft-prices.md', 'Sail loft price list:\n\n**Sail repair rate:** £40 per hour\n**Rush surcharge:** 25 %', OLD, 'reference'), mem('repair-billing.md', 'Sail repairs at the loft are billed at £55 an hour.', NEW, 'reference')], flag: both('£40', '£55') },
  { id: 'h12-con-member-count', category: 'contradiction', lang: 'en', memories: [mem('choir-size.md', 'The community choir has 42 members.', OLD), mem('choir-register.md', 'There are 38 singers in the community choir.', NEW)], flag: both('42', '38') },
  { id: 'h12-con-warehouse-manager', category: 'contradiction', lang: 'en', memories: [mem('food-bank-team.md', 'Priya manages the food bank warehouse.', OLD), mem('warehouse-contacts.md', 'The food bank warehouse manager is Tomasz.', NEW)], flag: both('Priya', 'Tomasz') },
  { id: 'h12-con-firmware-table', category: 'contradiction', lang: 'en', memories: [mem('device-firmware.md', '| Device | Firmware |\n| --- | --- |\n| Rowing club scoreboard | 2.1 |\n| Boathouse door controller | 1.4 |', OLD, 'reference'), mem('scoreboard-firmware.md', 'The rowing club scoreboard runs firmware 3.0.', NEW, 'reference')], flag: both('2.1', '3.0') },
  { id: 'h12-con-slack-show-time', category: 'contradiction', lang: 'en', memories: [mem('breakfast-show.md', 'The breakfast show on the community radio starts at 7:00.', OLD, 'reference'), mem('show-times.md', 'heads up: breakfast show on community radio kicks off at 6:30', NEW, 'reference')], flag: both('7:00', '6:30') },
  { id: 'h12-con-zh-gearbox', category: 'contradiction', lang: 'zh', memories: [mem('practice-cars-zh.md', '驾校科目二的练习车是手动挡的。', OLD, 'reference'), mem('practice-cars-2-zh.md', '驾校科目二的练习车都是自动挡。', NEW, 'reference')], flag: both('手动挡', '自动挡') },
  { id: 'h12-con-zh-checkout-time', category: 'contradiction', lang: 'zh', memories: [mem('checkout-zh.md', '民宿的退房时间是中午十二点。', OLD, 'reference'), mem('house-rules-zh.md', '民宿退房时间为上午十一点。', NEW, 'reference')], flag: both('十二点', '十一点') },
  { id: 'h12-con-zh-picker-wage', category: 'contradiction', lang: 'zh', memories: [mem('picker-pay-zh.md', '茶园采茶工的日薪是180元。', OLD), mem('picker-wage-zh.md', '采茶工每天的工钱是200元。', NEW)], flag: both('180', '200') },
  { id: 'h12-con-hant-tuner', category: 'contradiction', lang: 'zh', memories: [mem('tuner-hant.md', '琴行的鋼琴調音師是陳師傅。', OLD, 'reference'), mem('tuner-contact-hant.md', '琴行的調音師是林師傅，電話在櫃台。', NEW, 'reference')], flag: both('陳師傅', '林師傅') },
  { id: 'h12-con-hant-pool-temperature', category: 'contradiction', lang: 'zh', memories: [mem('pool-temp-hant.md', '游泳館的池水溫度保持在28度。', OLD, 'reference'), mem('pool-water-hant.md', '游泳館池水的溫度是26度。', NEW, 'reference')], flag: both('28度', '26度') },
  // ---- contradiction traps: two values of two things
  { id: 'h12-con-trap-two-courses', category: 'contradiction', lang: 'en', trap: true, memories: [mem('adult-course.md', 'The adult beginners’ climbing course costs £60.', OLD, 'reference'), mem('kids-course.md', 'The kids’ climbing course costs £45.', NEW, 'reference')], keep: ['The adult beginners’ climbing course costs £60.', 'The kids’ climbing course costs £45.'], quiet: QUIET_CHANGE },
  { id: 'h12-con-trap-two-sections', category: 'contradiction', lang: 'en', trap: true, memories: [mem('sopranos.md', 'The choir’s soprano section has 14 singers.', OLD), mem('altos.md', 'The choir’s alto section has 11 singers.', NEW)], keep: ['The choir’s soprano section has 14 singers.', 'The choir’s alto section has 11 singers.'], quiet: QUIET_CHANGE },
  { id: 'h12-con-trap-two-depots', category: 'contradiction', lang: 'en', trap: true, memories: [mem('north-depot.md', 'The north bus depot opens at 5:00.', OLD, 'reference'), mem('riverside-depot.md', 'The riverside bus depot opens at 5:30.', NEW, 'reference')], keep: ['The north bus depot opens at 5:00.', 'The riverside bus depot opens at 5:30.'], quiet: QUIET_CHANGE },
  { id: 'h12-con-trap-zh-room-types', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('double-room-zh.md', '民宿的大床房每晚380元。', OLD, 'reference'), mem('twin-room-zh.md', '民宿的双床房每晚420元。', NEW, 'reference')], keep: ['民宿的大床房每晚380元。', '民宿的双床房每晚420元。'], quiet: QUIET_CHANGE },
  { id: 'h12-con-trap-hant-two-pools', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('kids-pool-hant.md', '游泳館的兒童池水深80公分。', OLD, 'reference'), mem('adult-pool-hant.md', '游泳館的成人池水深150公分。', NEW, 'reference')], keep: ['游泳館的兒童池水深80公分。', '游泳館的成人池水深150公分。'], quiet: QUIET_CHANGE },

  // ---- paraphrase: one rule in other words (often negative on one side, positive on the other)
  { id: 'h12-par-ladders-overnight', category: 'paraphrase', lang: 'en', memories: [mem('ladders.md', 'Never leave a ladder standing against a tree overnight.', OLD, 'feedback'), mem('end-of-day.md', 'At the end of every working day, take the ladders down from the trees.', NEW, 'feedback')], flag: pair('ladders.md', 'end-of-day.md') },
  { id: 'h12-par-hive-cold', category: 'paraphrase', lang: 'en', memories: [mem('hive-cold.md', 'Don’t open a hive when the air is colder than 12 °C.', OLD, 'feedback'), mem('inspection-weather.md', 'Only inspect the hives when it is 12 °C or warmer.', NEW, 'feedback')], flag: pair('hive-cold.md', 'inspection-weather.md') },
  { id: 'h12-par-uncollected-bikes', category: 'paraphrase', lang: 'en', memories: [mem('uncollected-bikes.md', 'Repaired bikes that nobody collects are kept for at most 30 days.', OLD, 'feedback'), mem('storage-limit.md', 'We don’t hold on to an uncollected repaired bike for more than 30 days.', NEW, 'feedback')], flag: pair('uncollected-bikes.md', 'storage-limit.md') },
  { id: 'h12-par-explicit-lyrics', category: 'paraphrase', lang: 'en', memories: [mem('explicit-lyrics.md', 'Tracks with explicit lyrics must not be played before 9 pm.', OLD, 'feedback'), mem('watershed.md', 'Explicit songs may only go on air after 9 pm.', NEW, 'feedback')], flag: pair('explicit-lyrics.md', 'watershed.md') },
  { id: 'h12-par-glossary-attached', category: 'paraphrase', lang: 'en', memories: [mem('glossary-delivery.md', 'Each translated file is delivered together with its glossary.', OLD, 'feedback'), mem('client-handoff.md', 'Never send a translation to a client without its glossary attached.', NEW, 'feedback')], flag: pair('glossary-delivery.md', 'client-handoff.md') },
  { id: 'h12-par-basket-handles', category: 'paraphrase', lang: 'en', memories: [mem('landing-position.md', '- landing: passengers keep hold of the rope handles until the basket has stopped moving', OLD, 'feedback'), mem('passenger-rules.md', 'Nobody lets go of the basket handles before the basket comes to a stop.', NEW, 'feedback')], flag: pair('landing-position.md', 'passenger-rules.md') },
  { id: 'h12-par-zh-rain-highway', category: 'paraphrase', lang: 'zh', memories: [mem('highway-rain-zh.md', '下雨天不得带学员上高速练车。', OLD, 'feedback'), mem('rain-lessons-zh.md', '雨天不要安排学员去高速上练习。', NEW, 'feedback')], flag: pair('highway-rain-zh.md', 'rain-lessons-zh.md') },
  { id: 'h12-par-zh-opened-milk', category: 'paraphrase', lang: 'zh', memories: [mem('milk-open-zh.md', '鲜奶开封后不能放超过24小时。', OLD, 'feedback'), mem('milk-use-zh.md', '开封的鲜奶必须在24小时内用完。', NEW, 'feedback')], flag: pair('milk-open-zh.md', 'milk-use-zh.md') },
  { id: 'h12-par-zh-cash-overnight', category: 'paraphrase', lang: 'zh', memories: [mem('cash-count-zh.md', '打烊时，收银机里的现金必须当晚点清。', OLD, 'feedback'), mem('cash-overnight-zh.md', '不要把没点过的现金留在收银机里过夜。', NEW, 'feedback')], flag: pair('cash-count-zh.md', 'cash-overnight-zh.md') },
  { id: 'h12-par-hant-no-smoking', category: 'paraphrase', lang: 'zh', memories: [mem('smoking-hant.md', '房客不可以在房間裡抽菸。', OLD, 'feedback'), mem('smoking-outdoor-hant.md', '房間內全面禁菸，想抽菸的房客請到戶外。', NEW, 'feedback')], flag: pair('smoking-hant.md', 'smoking-outdoor-hant.md') },
  { id: 'h12-par-hant-piano-lid', category: 'paraphrase', lang: 'zh', memories: [mem('piano-lid-hant.md', '離開琴房前一定要把琴蓋蓋好。', OLD, 'feedback'), mem('practice-room-hant.md', '琴房用完後，別讓琴蓋開著。', NEW, 'feedback')], flag: pair('piano-lid-hant.md', 'practice-room-hant.md') },
  // ---- paraphrase traps: the same frame around another action, object or condition
  { id: 'h12-par-trap-inspect-or-feed', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('inspection-weather.md', 'Only inspect the hives when it is 12 °C or warmer.', OLD, 'feedback'), mem('syrup-feeding.md', 'Only feed the hives sugar syrup when it is 12 °C or warmer.', NEW, 'feedback')], keep: ['Only inspect the hives when it is 12 °C or warmer.', 'Only feed the hives sugar syrup when it is 12 °C or warmer.'], quiet: ['possible-duplicate'] },
  { id: 'h12-par-trap-songs-or-adverts', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('watershed.md', 'Explicit songs may only go on air after 9 pm.', OLD, 'feedback'), mem('alcohol-ads.md', 'Alcohol adverts may only go on air after 9 pm.', NEW, 'feedback')], keep: ['Explicit songs may only go on air after 9 pm.', 'Alcohol adverts may only go on air after 9 pm.'], quiet: ['possible-duplicate'] },
  { id: 'h12-par-trap-bikes-or-quotes', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('uncollected-bikes.md', 'Repaired bikes that nobody collects are kept for at most 30 days.', OLD, 'feedback'), mem('repair-quotes.md', 'A repair quote is valid for at most 30 days.', NEW, 'feedback')], keep: ['Repaired bikes that nobody collects are kept for at most 30 days.', 'A repair quote is valid for at most 30 days.'], quiet: ['possible-duplicate'] },
  { id: 'h12-par-trap-zh-rain-or-night', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('highway-rain-zh.md', '下雨天不得带学员上高速练车。', OLD, 'feedback'), mem('highway-night-zh.md', '晚上不得带学员上高速练车。', NEW, 'feedback')], keep: ['下雨天不得带学员上高速练车。', '晚上不得带学员上高速练车。'], quiet: ['possible-duplicate'] },
  { id: 'h12-par-trap-hant-smoke-or-hotpot', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('smoking-hant.md', '房客不可以在房間裡抽菸。', OLD, 'feedback'), mem('hotpot-hant.md', '房客不可以在房間裡煮火鍋。', NEW, 'feedback')], keep: ['房客不可以在房間裡抽菸。', '房客不可以在房間裡煮火鍋。'], quiet: ['possible-duplicate'] },
];
