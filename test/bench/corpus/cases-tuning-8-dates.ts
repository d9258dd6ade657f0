import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 8, dates part: English and Chinese relative dates, and captured requests. Written by the
 * dates fixer of round 10 before any rule change of that round, from the categories HELD-OUT 12 and
 * 13 missed (never their sentences), in domains no earlier set used: a palm house, a parish hall, a
 * joinery, a piano tuner, a specimen courier, a walk-in freezer, a gallery, a library, a night
 * porter, a property manager, a tea house, a fire inspection, a clinic, a choir, a community
 * fridge, a kiln, a forklift depot, a restaurant's invoices, a primary school, a bakery, a van pool.
 * Writers: Slack shorthand, bold labels, table rows, passives, bullets, colloquial and Traditional
 * Chinese, English inside Chinese, polite requests asked as questions, reported requests in logs.
 *
 * What it asks. Dates: a day phrase without its article ("day after tomorrow"), shorthand (yday), a
 * possessive of an event ("Yesterday's hailstorm cracked ..."), a label's value, a weekday of a
 * week, a table row in Chinese (a short cell), 前晚 in Traditional, 昨儿个, 大后天, 这周三 already
 * past, 下週一起; traps: a generic possessive ("Today's specials board"), form fields, a recurring
 * rule over "last week", an inverted conditional, a title, compounds where a day word forms an
 * adjective or a noun (后天性, 後天環境, 昨日黃花), a generic pair of days, a handover form. Captures:
 * "keep in mind", a polite request asked as a question, reported requests in logs ("wants us to
 * remember", 让我记下), Traditional, a user fact, a Chinese statement that must get a readable
 * title; traps: secrets (an alarm code, a bank password), a request taken back in the next message,
 * one already remembered, a first-person intention, an errand for someone else.
 *
 * Calendar: memories are written on 2026-11-20, a Friday: yesterday / yday / 昨儿个 2026-11-19,
 * last night 2026-11-19, the day before yesterday / 前晚 2026-11-18, three days ago 2026-11-17,
 * tomorrow 2026-11-21, day after tomorrow 2026-11-22, 大后天 and next Monday / 下週一 2026-11-23,
 * Tuesday last week 2026-11-10, 上周五 2026-11-13, 这周三 2026-11-18, 上個月初 2026年10月初. Requests are
 * said on 2026-11-24.
 *
 * 41 cases (dates-en 13, dates-zh 14, captures 14), 16 of them traps; 20 English, 21 Chinese (7 of
 * them Traditional). Untouched first run (the rules as at 7987cd6): recall 76.0 %, precision 59.4 %,
 * 9 harmful, 0 silent (dates-en 75 % / 2 harmful, dates-zh 78 % / 4 harmful, captures 75 % / 3
 * harmful).
 */

const DAY = '2026-11-20';
const SAID = '2026-11-24';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'project', modified = DAY): CaseMemory => ({ file, body, modified, type });
const PAD = mem('site-notes.md', 'The site office is in the portakabin by gate 2.', 'reference');

export const TUNING_8_DATES_CASES: QualityCase[] = [
  // ---- English events
  { id: 't8-den-slack-yday', category: 'dates-en', lang: 'en', memories: [mem('pos-terminal.md', 'heads up, pos terminal 2 froze yday during the lunch rush, rebooted it twice')], fixed: { contains: ['2026-11-19', 'pos terminal 2 froze'], absent: ['yday'] } },
  { id: 't8-den-possessive-event', category: 'dates-en', lang: 'en', memories: [mem('palm-house.md', "Yesterday's hailstorm cracked two panes in the palm house; the glazier is booked.")], fixed: { contains: ['2026-11-19', 'hailstorm cracked two panes in the palm house'], absent: ["Yesterday's"] } },
  { id: 't8-den-label-value-ago', category: 'dates-en', lang: 'en', memories: [mem('espresso.md', '- **Last descaled:** three days ago (espresso machine, bar 2)')], fixed: { contains: ['2026-11-17', 'espresso machine, bar 2'], absent: ['three days ago'] } },
  { id: 't8-den-passive-weekday-of-week', category: 'dates-en', lang: 'en', memories: [mem('fire-doors.md', 'The fire doors in wing C were re-hung on Tuesday last week by the joiners.')], fixed: { contains: ['2026-11-10', 'fire doors in wing C were re-hung'], absent: ['Tuesday last week'] } },
  { id: 't8-den-bullet-next-monday', category: 'dates-en', lang: 'en', memories: [mem('piano-tuner.md', 'Hall upkeep:\n\n- Next Monday the piano tuner comes at 10 to do the two uprights.\n- The stage curtains are cleaned in spring.')], keep: ['- The stage curtains are cleaned in spring.'], fixed: { contains: ['2026-11-23', 'the piano tuner comes at 10'], absent: ['Next Monday'] } },
  { id: 't8-den-day-after-tomorrow-bare', category: 'dates-en', lang: 'en', memories: [mem('courier.md', 'Courier collects the specimen crates day after tomorrow, before noon.')], fixed: { contains: ['2026-11-22', 'Courier collects the specimen crates'], absent: ['day after tomorrow'] }, forbid: ['2026-11-21'] },
  { id: 't8-den-rule-agreed-yesterday', category: 'dates-en', lang: 'en', memories: [mem('hall-lets.md', 'The parish council agreed yesterday that the hall is never let out for parties on Sundays.', 'feedback')], keep: ['the hall is never let out for parties on Sundays'], fixed: { contains: ['2026-11-19', 'the hall is never let out'], absent: ['agreed yesterday'] } },
  { id: 't8-den-table-row-last-night', category: 'dates-en', lang: 'en', memories: [mem('cold-room.md', '| Unit | Note |\n|---|---|\n| Walk-in freezer | alarm tripped last night, reset by Dee |\n| Bottle fridge | fine |')], keep: ['| Bottle fridge | fine |'], fixed: { contains: ['2026-11-19', 'alarm tripped'], absent: ['last night'] } },
  // ---- English traps
  { id: 't8-den-trap-generic-possessive', category: 'dates-en', lang: 'en', trap: true, memories: [mem('specials.md', "Today's specials board is wiped at close and rewritten by the morning chef.", 'reference')], keep: ["Today's specials board is wiped at close and rewritten by the morning chef."] },
  { id: 't8-den-trap-form-fields', category: 'dates-en', lang: 'en', trap: true, memories: [mem('handover.md', 'Handover sheet fields:\n\n- Done today:\n- Carry over to tomorrow:\n- On call tonight:', 'reference')], keep: ['- Done today:', '- Carry over to tomorrow:', '- On call tonight:'] },
  { id: 't8-den-trap-recurring-last-week', category: 'dates-en', lang: 'en', trap: true, memories: [mem('reshelving.md', 'Every Monday the librarian reshelves whatever was returned last week.', 'reference')], keep: ['Every Monday the librarian reshelves whatever was returned last week.'] },
  { id: 't8-den-trap-inverted-conditional', category: 'dates-en', lang: 'en', trap: true, memories: [mem('boiler-fail.md', 'Were the boiler to fail tonight, the night porter calls Hendry Heating first.', 'feedback')], keep: ['Were the boiler to fail tonight, the night porter calls Hendry Heating first.'] },
  { id: 't8-den-trap-title', category: 'dates-en', lang: 'en', trap: true, memories: [mem('winter-show.md', "The gallery's winter show is titled Tomorrow Is Another Country; posters go up in the foyer.", 'reference')], keep: ['titled Tomorrow Is Another Country'] },

  // ---- Chinese events
  { id: 't8-dzh-hant-qianwan-freezer', category: 'dates-zh', lang: 'zh', memories: [mem('freezer-hant.md', '前晚冷凍庫的壓縮機跳電，肉品都移到二號庫了。')], fixed: { contains: ['2026-11-18', '冷凍庫的壓縮機跳電'], absent: ['前晚'] } },
  { id: 't8-dzh-zuoerge-lift', category: 'dates-zh', lang: 'zh', memories: [mem('lift-zh.md', '昨儿个物业来修好了三号楼的电梯。')], fixed: { contains: ['2026-11-19', '物业来修好了三号楼的电梯'], absent: ['昨儿'] } },
  { id: 't8-dzh-last-friday-afternoon', category: 'dates-zh', lang: 'zh', memories: [mem('teahouse-zh.md', '上周五下午茶馆的咖啡机换了新滤网。')], fixed: { contains: ['2026-11-13', '茶馆的咖啡机换了新滤网'], absent: ['上周五'] } },
  { id: 't8-dzh-dahoutian-inspection', category: 'dates-zh', lang: 'zh', memories: [mem('inspection-zh.md', '大后天消防检查，走廊里的纸箱要提前清掉。')], fixed: { contains: ['2026-11-23', '消防检查'], absent: ['大后天'] } },
  { id: 't8-dzh-table-short-cell', category: 'dates-zh', lang: 'zh', memories: [mem('cold-store-zh.md', '| 设备 | 状态 |\n|---|---|\n| 冷库 | 三天前除过霜 |\n| 制冰机 | 正常 |')], keep: ['| 制冰机 | 正常 |'], fixed: { contains: ['2026-11-17', '除过霜'], absent: ['三天前'] } },
  { id: 't8-dzh-hant-next-monday-from', category: 'dates-zh', lang: 'zh', memories: [mem('library-hours-hant.md', '下週一起，圖書館週末延長開放到晚上九點。')], fixed: { contains: ['2026-11-23', '圖書館週末延長開放到晚上九點'], absent: ['下週一'] } },
  { id: 't8-dzh-mixed-tomorrow-demo', category: 'dates-zh', lang: 'zh', memories: [mem('demo-zh.md', '明天的 demo 改到下午三点，会议室换成 B2。')], fixed: { contains: ['2026-11-21', 'demo 改到下午三点'], absent: ['明天'] } },
  { id: 't8-dzh-this-wednesday-past', category: 'dates-zh', lang: 'zh', memories: [mem('stocktake-zh.md', '这周三仓库盘点少了两箱矿泉水。')], fixed: { contains: ['2026-11-18', '仓库盘点少了两箱矿泉水'], absent: ['这周三'] } },
  { id: 't8-dzh-hant-last-month-start', category: 'dates-zh', lang: 'zh', memories: [mem('clinic-booking-hant.md', '上個月初，診所把掛號系統換成了線上預約。')], fixed: { contains: ['診所把掛號系統換成了線上預約'], absent: ['上個月初'] } },
  // ---- Chinese traps
  { id: 't8-dzh-trap-houtianxing', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('hearing-zh.md', '他的听力损失属于后天性的，入职体检时已经登记。', 'reference')], keep: ['他的听力损失属于后天性的，入职体检时已经登记。'] },
  { id: 't8-dzh-trap-hant-houtian-environment', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('allergy-hant.md', '醫生說這種過敏跟先天體質和後天環境都有關係。', 'reference')], keep: ['醫生說這種過敏跟先天體質和後天環境都有關係。'] },
  { id: 't8-dzh-trap-hant-idiom', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('sign-off-hant.md', '那套紙本簽核流程早就是昨日黃花了，現在都走電子表單。', 'reference')], keep: ['那套紙本簽核流程早就是昨日黃花了，現在都走電子表單。'] },
  { id: 't8-dzh-trap-generic-pair', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('tickets-zh.md', '今天没处理完的工单，明天一早要优先处理，天天如此。', 'feedback')], keep: ['今天没处理完的工单，明天一早要优先处理，天天如此。'] },
  { id: 't8-dzh-trap-handover-form', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('handover-zh.md', '交接班记录：\n\n- 今日完成：\n- 明日待办：', 'reference')], keep: ['- 今日完成：', '- 明日待办：'] },

  // ---- Captures
  { id: 't8-cap-en-keep-in-mind', category: 'captures', lang: 'en', memories: [PAD], said: [{ day: SAID, text: "Please keep in mind that the choir's Sunday warm-up starts at 9:15, not 9:30." }], fixed: { contains: ['warm-up starts at 9:15'] }, maxCreated: 1 },
  { id: 't8-cap-en-could-you-question', category: 'captures', lang: 'en', memories: [PAD], said: [{ day: SAID, text: 'Could you please remember that the community fridge is cleaned out every Thursday evening?' }], fixed: { contains: ['community fridge is cleaned out every Thursday evening'] }, maxCreated: 1 },
  { id: 't8-cap-en-log-wants-us', category: 'captures', lang: 'en', memories: [PAD], logs: { [SAID]: ['Loaded the bisque kiln.', 'Leila wants us to remember that the kiln is never opened above 200 °C.'] }, fixed: { contains: ['the kiln is never opened above 200 °C'] }, maxCreated: 1 },
  { id: 't8-cap-en-user-allergy', category: 'captures', lang: 'en', memories: [PAD], said: [{ day: SAID, text: "remember that I'm allergic to latex, so keep latex gloves out of my kit" }], fixed: { contains: ['allergic to latex', 'type: user'] }, maxCreated: 1 },
  { id: 't8-cap-zh-forklift', category: 'captures', lang: 'zh', memories: [PAD], said: [{ day: SAID, text: '请记住，仓库的叉车每周三下午充电。' }], fixed: { contains: ['叉车每周三下午充电'] }, maxCreated: 1 },
  { id: 't8-cap-hant-invoice', category: 'captures', lang: 'zh', memories: [PAD], said: [{ day: SAID, text: '幫我記一下：公司發票抬頭一律寫全名「綠洲餐飲有限公司」。' }], fixed: { contains: ['綠洲餐飲有限公司'] }, maxCreated: 1 },
  { id: 't8-cap-zh-log-reported', category: 'captures', lang: 'zh', memories: [PAD], logs: { [SAID]: ['上午带三年级去了图书馆。', '王老师让我记下：三年级的午睡时间改成十二点半。'] }, fixed: { contains: ['午睡时间改成十二点半'] }, maxCreated: 1 },
  { id: 't8-cap-zh-readable-title', category: 'captures', lang: 'zh', memories: [PAD], said: [{ day: SAID, text: '记住：staging 的数据库每周日凌晨重置。' }], fixed: { contains: ['staging 的数据库每周日凌晨重置'], indexAbsent: ['Project 2026', 'Feedback 2026', 'Reference 2026'] }, maxCreated: 1 },
  // ---- Capture traps
  { id: 't8-cap-trap-en-alarm-code', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: [{ day: SAID, text: 'remember the alarm panel code is 5512' }], keep: ['The site office is in the portakabin by gate 2.'], maxCreated: 0, forbid: ['5512'] },
  { id: 't8-cap-trap-zh-bank-password', category: 'captures', lang: 'zh', trap: true, memories: [PAD], said: [{ day: SAID, text: '记住我的网银密码是 xk7719' }], keep: ['The site office is in the portakabin by gate 2.'], maxCreated: 0, forbid: ['xk7719'] },
  { id: 't8-cap-trap-en-taken-back-next', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: [{ day: SAID, text: 'remember that the pool van is parked in bay 4' }, { day: SAID, text: 'ignore that, it moves every day' }], keep: ['The site office is in the portakabin by gate 2.'], maxCreated: 0, forbid: ['bay 4'] },
  { id: 't8-cap-trap-zh-already-known', category: 'captures', lang: 'zh', trap: true, memories: [mem('bakery-zh.md', '面包房工作日早上六点半开门。', 'reference')], said: [{ day: SAID, text: '记住，面包房工作日六点半开门' }], keep: ['面包房工作日早上六点半开门。'], maxCreated: 0 },
  { id: 't8-cap-trap-en-first-person', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: [{ day: SAID, text: "I'll remember to bring the spare keys on Friday" }], keep: ['The site office is in the portakabin by gate 2.'], maxCreated: 0 },
  { id: 't8-cap-trap-hant-errand', category: 'captures', lang: 'zh', trap: true, memories: [PAD], said: [{ day: SAID, text: '提醒小李記得明天帶傘' }], keep: ['The site office is in the portakabin by gate 2.'], maxCreated: 0 },
];
