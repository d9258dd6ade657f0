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
 * harmful). After it, 84 cases more: the probe variants each of this round's rule changes was checked on
 * (written before that change, in no other set: secrets and retractions, 后天 as a word of kind, two
 * days away without the article and 前晚, form fields and habit tails, table cells, possessives,
 * every / 每 before a thing, polite requests asked as questions, typing a rule said of a thing, a Chinese request's name), kept
 * as regression cover; they were not part of the untouched figure above.
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
  // ---- Regression cover: the probe variants each rule change of this round was checked on (written before that change, in no other set)
  // cap1 variants
  ...((): QualityCase[] => {
    const PAD = { file: 'yard.md', modified: '2026-11-20', type: 'reference' as const, body: 'The boat yard closes at 6 pm.' };
    const D = '2026-11-24';
    const said = (...t: string[]) => t.map((text) => ({ day: D, text }));
    return [
  { id: 't8v-sec-en-wifi', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('please remember our wifi password is Tern!Gull88'), maxCreated: 0, forbid: ['Tern!Gull88'] },
  { id: 't8v-sec-hant-safe', category: 'captures', lang: 'zh', trap: true, memories: [PAD], said: said('記住：保險櫃的密碼是 0917'), maxCreated: 0, forbid: ['0917'] },
  { id: 't8v-sec-zh-log-door', category: 'captures', lang: 'zh', trap: true, memories: [PAD], logs: { [D]: ['盘点了一遍库存。', '老陈让我记住，仓库门禁码是 3390。'] }, maxCreated: 0, forbid: ['3390'] },
  { id: 't8v-sec-en-label-gate', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('remember this: gate code 7741#'), maxCreated: 0, forbid: ['7741'] },
  { id: 't8v-sec-en-token', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('Note to self: the API token for the courier portal is sk_live_98ff21'), maxCreated: 0, forbid: ['sk_live_98ff21'] },
  { id: 't8v-sec-ok-where', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that the wifi password is printed on the sticker under the router'), fixed: { contains: ['printed on the sticker under the router'] }, maxCreated: 1 },
  { id: 't8v-sec-ok-zh-rule', category: 'captures', lang: 'zh', memories: [PAD], said: said('记住：系统密码每90天要换一次。'), fixed: { contains: ['密码每90天要换一次'] }, maxCreated: 1 },
  { id: 't8v-sec-ok-status', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that the status code is 503 when the queue is full'), fixed: { contains: ['status code is 503'] }, maxCreated: 1 },
  { id: 't8v-back-en-scratch', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('remember that the spare kayak paddles are in shed 3', 'scratch that, they moved them'), maxCreated: 0, forbid: ['shed 3'] },
  { id: 't8v-back-zh-bie-ji', category: 'captures', lang: 'zh', trap: true, memories: [PAD], said: said('记住：周四的例会改到三楼会议室。', '刚才那条别记了，还没定'), maxCreated: 0, forbid: ['三楼会议室'] },
  { id: 't8v-back-hant-buyao-ji', category: 'captures', lang: 'zh', trap: true, memories: [PAD], said: said('記住：新人的制服尺寸表在櫃檯抽屜。', '剛剛那個不要記，我搞錯了'), maxCreated: 0, forbid: ['櫃檯抽屜'] },
  { id: 't8v-back-en-nvm', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('from now on, use the blue bins for glass', 'nvm, forget it'), maxCreated: 0, forbid: ['blue bins'] },
  { id: 't8v-back-ok-ignore-other', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that the boat trailer key hangs in the office', 'thanks! also, ignore the noise from the compressor'), fixed: { contains: ['boat trailer key hangs in the office'] }, maxCreated: 1 },
  { id: 't8v-back-ok-dont-keep-door', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that the yoga mats are washed on Fridays', "don't keep the door open, it's cold in here"), fixed: { contains: ['yoga mats are washed on Fridays'] }, maxCreated: 1 },
];
  })(),
  // houtian variants
  ...((): QualityCase[] => {
    const m = (file: string, body: string) => ({ file, body, modified: '2026-11-20', type: 'reference' as const });
    return [
  { id: 't8v-ht-trap-shi-de', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('stutter-zh.md', '口吃大多是后天形成的，跟家族遗传关系不大。')], keep: ['口吃大多是后天形成的，跟家族遗传关系不大。'] },
  { id: 't8v-ht-trap-hant-shuyu', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('skin-hant.md', '這類皮膚病多屬於後天因素。')], keep: ['這類皮膚病多屬於後天因素。'] },
  { id: 't8v-ht-trap-pair', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('talent-zh.md', '先天条件一般，后天努力很重要。')], keep: ['先天条件一般，后天努力很重要。'] },
  { id: 't8v-ht-trap-xing', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('myopia-zh.md', '后天性近视在学生里很常见。')], keep: ['后天性近视在学生里很常见。'] },
  { id: 't8v-ht-trap-tiansheng', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('pitch-zh.md', '绝对音感不是天生的，是后天训练出来的。')], keep: ['绝对音感不是天生的，是后天训练出来的。'] },
  { id: 't8v-ht-date-morning', category: 'dates-zh', lang: 'zh', memories: [m('drill-zh.md', '后天上午十点消防检查。')], fixed: { contains: ['2026-11-22', '消防检查'], absent: ['后天'] } },
  { id: 't8v-ht-date-shi-yao-de', category: 'dates-zh', lang: 'zh', memories: [m('forms-zh.md', '报名材料是后天要交的，别拖。')], fixed: { contains: ['2026-11-22', '报名材料'], absent: ['后天'] } },
  { id: 't8v-ht-date-de-noun', category: 'dates-zh', lang: 'zh', memories: [m('training-zh.md', '后天的培训改在二楼。')], fixed: { contains: ['2026-11-22', '培训改在二楼'], absent: ['后天'] } },
  { id: 't8v-ht-date-hant-flight', category: 'dates-zh', lang: 'zh', memories: [m('flight-hant.md', '後天早上的航班改到九點。')], fixed: { contains: ['2026-11-22', '航班改到九點'], absent: ['後天'] } },
];
  })(),
  // dayphrase variants
  ...((): QualityCase[] => {
    const m = (file: string, body: string) => ({ file, body, modified: '2026-11-20', type: 'project' as const });
    return [
  { id: 't8v-dp-en-back-dat', category: 'dates-en', lang: 'en', memories: [m('plumber.md', "Plumber's back day after tomorrow to finish the radiators.")], fixed: { contains: ['2026-11-22', 'to finish the radiators'], absent: ['day after tomorrow'] }, forbid: ['2026-11-21'] },
  { id: 't8v-dp-en-label-dby', category: 'dates-en', lang: 'en', memories: [m('goats.md', '- day before yesterday: vet came out for the goats, all fine')], fixed: { contains: ['2026-11-18', 'vet came out for the goats'], absent: ['day before yesterday'] } },
  { id: 't8v-dp-en-start-dby', category: 'dates-en', lang: 'en', memories: [m('mains.md', 'Day before yesterday the mains water was off for two hours.')], fixed: { contains: ['2026-11-18', 'the mains water was off'], absent: ['Day before yesterday'] } },
  { id: 't8v-dp-en-night-before-last', category: 'dates-en', lang: 'en', memories: [m('fox.md', 'A fox got into the hen run the night before last and took two birds.')], fixed: { contains: ['2026-11-18', 'A fox got into the hen run'], absent: ['the night before last'] } },
  { id: 't8v-dp-en-trap-if', category: 'dates-en', lang: 'en', trap: true, memories: [m('glue.md', 'If the glue has set by the day after tomorrow, the joiner can start painting.')], keep: ['If the glue has set by the day after tomorrow, the joiner can start painting.'] },
  { id: 't8v-dp-zh-qianwan', category: 'dates-zh', lang: 'zh', memories: [m('heating-zh.md', '前晚值班室的暖气漏水了。')], fixed: { contains: ['2026-11-18', '值班室的暖气漏水了'], absent: ['前晚'] } },
  { id: 't8v-dp-zh-mingchen', category: 'dates-zh', lang: 'zh', memories: [m('boats-zh.md', '明晨六点船队出海，码头六点前清场。')], fixed: { contains: ['2026-11-21', '船队出海'], absent: ['明晨'] } },
  { id: 't8v-dp-hant-label-qianwan', category: 'dates-zh', lang: 'zh', memories: [m('aircon-hant.md', '- 前晚：冷氣機的濾網換新了')], fixed: { contains: ['2026-11-18', '冷氣機的濾網換新了'], absent: ['前晚'] } },
  { id: 't8v-dp-zh-trap-exam-eve', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('exam-zh.md', '学生们考试前晚都要早点熄灯。')], keep: ['学生们考试前晚都要早点熄灯。'] },
  { id: 't8v-dp-zh-trap-christmas-eve', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('mall-zh.md', '商场在圣诞前夜营业到十点。')], keep: ['商场在圣诞前夜营业到十点。'] },
];
  })(),
  // fields variants
  ...((): QualityCase[] => {
    const m = (file: string, body: string, type: 'project' | 'reference' = 'reference') => ({ file, body, modified: '2026-11-20', type });
    return [
  { id: 't8v-ff-en-shift-template', category: 'dates-en', lang: 'en', trap: true, memories: [m('shift-log.md', 'Shift log template:\n\n- Arrived today at:\n- Leaving tomorrow at:')], keep: ['- Arrived today at:', '- Leaving tomorrow at:'] },
  { id: 't8v-ff-en-standup-card', category: 'dates-en', lang: 'en', trap: true, memories: [m('standup.md', 'Daily stand-up card:\n- What I did yesterday:\n- What I will do today:\n- Blockers:')], keep: ['- What I did yesterday:', '- What I will do today:'] },
  { id: 't8v-ff-hant-fields', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('duty-hant.md', '值班表欄位：\n- 昨日交接：\n- 今日重點：')], keep: ['- 昨日交接：', '- 今日重點：'] },
  { id: 't8v-ff-zh-placeholder', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('packing-zh.md', '出差清单：\n- 明天要带的东西：____\n- 联系人：____')], keep: ['- 明天要带的东西：____'] },
  { id: 't8v-ff-en-label-value', category: 'dates-en', lang: 'en', memories: [m('repairs.md', '- Fixed yesterday: the walk-in door seal', 'project')], fixed: { contains: ['2026-11-19', 'the walk-in door seal'], absent: ['Fixed yesterday'] } },
  { id: 't8v-ff-en-heading-children', category: 'dates-en', lang: 'en', memories: [m('deliveries.md', '- Delivered today:\n  - 40 crates of apples\n  - 12 sacks of flour', 'project')], fixed: { contains: ['40 crates of apples'], absent: ['Delivered today'] } },
  { id: 't8v-ff-zh-heading-children', category: 'dates-zh', lang: 'zh', memories: [m('stock-zh.md', '昨天到货：\n- 面粉 20 袋\n- 黄油 5 箱', 'project')], fixed: { contains: ['2026-11-19', '面粉 20 袋'], absent: ['昨天到货'] } },
  { id: 't8v-ff-zh-trap-every-day-tail', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('bread-zh.md', '今天剩下的面包明天早上打折卖，每天都是这样。')], keep: ['今天剩下的面包明天早上打折卖，每天都是这样。'] },
  { id: 't8v-ff-hant-trap-tail', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('report-hant.md', '昨天的報表今天一早要交，天天如此。')], keep: ['昨天的報表今天一早要交，天天如此。'] },
  { id: 't8v-ff-zh-every-event', category: 'dates-zh', lang: 'zh', memories: [m('teams-zh.md', '昨天每个班组都交了安全报表。', 'project')], fixed: { contains: ['2026-11-19', '每个班组都交了安全报表'], absent: ['昨天'] } },
];
  })(),
  // cells variants
  ...((): QualityCase[] => {
    const m = (file: string, body: string, type: 'project' | 'reference' = 'project') => ({ file, body, modified: '2026-11-20', type });
    return [
  { id: 't8v-tc-en-two-words', category: 'dates-en', lang: 'en', memories: [m('pumps.md', '| Pump | Note |\n|---|---|\n| Sump pump | replaced yesterday |\n| Fire pump | ok |')], keep: ['| Fire pump | ok |'], fixed: { contains: ['2026-11-19', 'Sump pump'], absent: ['replaced yesterday'] } },
  { id: 't8v-tc-hant-short', category: 'dates-zh', lang: 'zh', memories: [m('lifts-hant.md', '| 項目 | 狀態 |\n|---|---|\n| 電梯 | 前天修好了 |\n| 門禁 | 正常 |')], keep: ['| 門禁 | 正常 |'], fixed: { contains: ['2026-11-18', '修好了'], absent: ['前天'] } },
  { id: 't8v-tc-zh-past-guo', category: 'dates-zh', lang: 'zh', memories: [m('filters-zh.md', '| 设备 | 记录 |\n|---|---|\n| 净水器 | 上周五换过滤芯 |')], fixed: { contains: ['2026-11-13', '换过滤芯'], absent: ['上周五'] } },
  { id: 't8v-tc-en-trap-rota', category: 'dates-en', lang: 'en', trap: true, memories: [m('rota.md', '| Shift | When |\n|---|---|\n| Early | today |\n| Late | tomorrow |', 'reference')], keep: ['| Early | today |', '| Late | tomorrow |'] },
  { id: 't8v-tc-zh-trap-plan', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('plan-zh.md', '| 班次 | 日期 |\n|---|---|\n| 早班 | 明天 |\n| 晚班 | 后天 |', 'reference')], keep: ['| 早班 | 明天 |', '| 晚班 | 后天 |'] },
];
  })(),
  // poss variants
  ...((): QualityCase[] => {
    const m = (file: string, body: string, type: 'project' | 'reference' = 'project') => ({ file, body, modified: '2026-11-20', type });
    return [
  { id: 't8v-ps-delivery-was', category: 'dates-en', lang: 'en', memories: [m('milk.md', "Yesterday's delivery was short by two crates of milk.")], fixed: { contains: ['2026-11-19', 'delivery was short by two crates'], absent: ["Yesterday's"] } },
  { id: 't8v-ps-fix-went-out', category: 'dates-en', lang: 'en', memories: [m('outage.md', "The fix for yesterday's outage went out at noon.")], fixed: { contains: ['2026-11-19', 'went out at noon'], absent: ["yesterday's"] } },
  { id: 't8v-ps-standup-cancelled', category: 'dates-en', lang: 'en', memories: [m('standup-note.md', "- Today's standup was cancelled because half the team was at the fair.")], fixed: { contains: ['standup was cancelled'], absent: ["Today's"] } },
  { id: 't8v-ps-trap-always', category: 'dates-en', lang: 'en', trap: true, memories: [m('figures.md', "Yesterday's figures are always uploaded before 9.", 'reference')], keep: ["Yesterday's figures are always uploaded before 9."] },
  { id: 't8v-ps-trap-present', category: 'dates-en', lang: 'en', trap: true, memories: [m('terrace.md', "Tomorrow's forecast decides whether we open the terrace.", 'reference')], keep: ["Tomorrow's forecast decides whether we open the terrace."] },
  { id: 't8v-ps-trap-each', category: 'dates-en', lang: 'en', trap: true, memories: [m('tills.md', "Each morning the manager checks yesterday's till rolls against the bank slip.", 'reference')], keep: ["Each morning the manager checks yesterday's till rolls against the bank slip."] },
];
  })(),
  // every variants
  ...((): QualityCase[] => {
    const m = (file: string, body: string, type: 'project' | 'reference' = 'project') => ({ file, body, modified: '2026-11-20', type });
    return [
  { id: 't8v-ev-en-each-volunteer', category: 'dates-en', lang: 'en', memories: [m('lanyards.md', 'Yesterday each volunteer got a new lanyard with the site map on it.')], fixed: { contains: ['2026-11-19', 'each volunteer got a new lanyard'], absent: ['Yesterday'] } },
  { id: 't8v-ev-en-every-table', category: 'dates-en', lang: 'en', memories: [m('candles.md', 'The caterers replaced every table candle last night after the power cut.')], fixed: { contains: ['2026-11-19', 'replaced every table candle'], absent: ['last night'] } },
  { id: 't8v-ev-zh-meiwei', category: 'dates-zh', lang: 'zh', memories: [m('vouchers-zh.md', '上周五每位客人都收到了一张代金券。')], fixed: { contains: ['2026-11-13', '每位客人都收到了一张代金券'], absent: ['上周五'] } },
  { id: 't8v-ev-en-trap-each-morning', category: 'dates-en', lang: 'en', trap: true, memories: [m('baker.md', 'Each morning the baker checks what sold out yesterday.', 'reference')], keep: ['Each morning the baker checks what sold out yesterday.'] },
  { id: 't8v-ev-en-trap-every-other-week', category: 'dates-en', lang: 'en', trap: true, memories: [m('vats.md', 'Every other week the crew reseals whatever leaked last week.', 'reference')], keep: ['Every other week the crew reseals whatever leaked last week.'] },
  { id: 't8v-ev-zh-trap-every-two-weeks', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('temps-zh.md', '每两周检查一次上周的温度记录。', 'reference')], keep: ['每两周检查一次上周的温度记录。'] },
  { id: 't8v-ev-hant-trap-meifeng', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('attendance-hant.md', '每逢週一，主管會檢查上週的出勤表。', 'reference')], keep: ['每逢週一，主管會檢查上週的出勤表。'] },
  { id: 't8v-ev-en-trap-every-shift', category: 'dates-en', lang: 'en', trap: true, memories: [m('signoff.md', 'Every shift the lead signs off what was cleaned last night.', 'reference')], keep: ['Every shift the lead signs off what was cleaned last night.'] },
  { id: 't8v-ev-zh-trap-tail', category: 'dates-zh', lang: 'zh', trap: true, memories: [m('cakes-zh.md', '昨天没卖完的蛋糕，今天打八折，每天都这样。', 'reference')], keep: ['昨天没卖完的蛋糕，今天打八折，每天都这样。'] },
  { id: 't8v-ev-en-trap-tail', category: 'dates-en', lang: 'en', trap: true, memories: [m('leftovers.md', "Orders left over today are shipped tomorrow - it's the same every week.", 'reference')], keep: ["Orders left over today are shipped tomorrow - it's the same every week."] },
];
  })(),
  // ask variants
  ...((): QualityCase[] => {
    const PAD = { file: 'yard.md', modified: '2026-11-20', type: 'reference' as const, body: 'The boat yard closes at 6 pm.' };
    const D = '2026-11-24';
    const said = (...t: string[]) => t.map((text) => ({ day: D, text }));
    return [
  { id: 't8v-ask-en-can-please', category: 'captures', lang: 'en', memories: [PAD], said: said("Can you please remember that the van's tyre pressure is 3.5 bar?"), fixed: { contains: ['tyre pressure is 3.5 bar'] }, maxCreated: 1 },
  { id: 't8v-ask-en-could-note-down', category: 'captures', lang: 'en', memories: [PAD], said: said('Could you note down that the piano tuner prefers Tuesday visits?'), fixed: { contains: ['piano tuner prefers Tuesday visits'] }, maxCreated: 1 },
  { id: 't8v-ask-en-for-me', category: 'captures', lang: 'en', memories: [PAD], said: said('would you remember for me that the slipway is closed at high tide?'), fixed: { contains: ['the slipway is closed at high tide'] }, forbid: ['For me'], maxCreated: 1 },
  { id: 't8v-ask-zh-ma', category: 'captures', lang: 'zh', memories: [PAD], said: said('可以帮我记住冷库的温度要保持在零下十八度吗？'), fixed: { contains: ['冷库的温度要保持在零下十八度'] }, maxCreated: 1 },
  { id: 't8v-ask-hant-nengbuneng', category: 'captures', lang: 'zh', memories: [PAD], said: said('能不能幫我記住：投影機要先開電源再開電腦？'), fixed: { contains: ['投影機要先開電源再開電腦'] }, maxCreated: 1 },
  { id: 't8v-ask-trap-what', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('Can you remember what the tyre pressure was?'), maxCreated: 0 },
  { id: 't8v-ask-trap-if', category: 'captures', lang: 'en', trap: true, memories: [PAD], said: said('Could you remember if the gate was locked?'), maxCreated: 0 },
  { id: 't8v-ask-trap-zh-ni-jide', category: 'captures', lang: 'zh', trap: true, memories: [PAD], said: said('你还记得住仓库钥匙放哪了吗？'), maxCreated: 0 },
];
  })(),
  // type variants
  ...((): QualityCase[] => {
    const PAD = { file: 'yard.md', modified: '2026-11-20', type: 'reference' as const, body: 'The boat yard closes at 6 pm.' };
    const D = '2026-11-24';
    const said = (...t: string[]) => t.map((text) => ({ day: D, text }));
    return [
  { id: 't8v-ty-en-freezer', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that the walk-in freezer must stay below -18 °C'), fixed: { contains: ['walk-in freezer must stay below', 'type: project'] }, maxCreated: 1 },
  { id: 't8v-ty-en-log-gate', category: 'captures', lang: 'en', memories: [PAD], logs: { [D]: ['Checked the moorings.', 'Ola asked me to remember that the yard gate is never left open after dark.'] }, fixed: { contains: ['the yard gate is never left open after dark', 'type: project'] }, maxCreated: 1 },
  { id: 't8v-ty-zh-door', category: 'captures', lang: 'zh', memories: [PAD], said: said('记住：冷库的门每次都要随手关上。'), fixed: { contains: ['冷库的门每次都要随手关上', 'type: project'] }, maxCreated: 1 },
  { id: 't8v-ty-hant-sprinkler', category: 'captures', lang: 'zh', memories: [PAD], said: said('記住：溫室的灑水器每天早上六點要開。'), fixed: { contains: ['溫室的灑水器每天早上六點要開', 'type: project'] }, maxCreated: 1 },
  { id: 't8v-ty-en-you-feedback', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that you must run the linter before pushing'), fixed: { contains: ['run the linter before pushing', 'type: feedback'] }, maxCreated: 1 },
  { id: 't8v-ty-en-imperative-feedback', category: 'captures', lang: 'en', memories: [PAD], said: said('remember to always label the sample jars with the shelf number'), fixed: { contains: ['label the sample jars', 'type: feedback'] }, maxCreated: 1 },
  { id: 't8v-ty-zh-imperative-feedback', category: 'captures', lang: 'zh', memories: [PAD], said: said('记住：提交代码前一定要先跑测试。'), fixed: { contains: ['提交代码前一定要先跑测试', 'type: feedback'] }, maxCreated: 1 },
];
  })(),
  // names variants
  ...((): QualityCase[] => {
    const PAD = { file: 'yard.md', modified: '2026-11-20', type: 'reference' as const, body: 'The boat yard closes at 6 pm.' };
    const D = '2026-11-24';
    const said = (...t: string[]) => t.map((text) => ({ day: D, text }));
    const noHash = ['Project 2026', 'Feedback 2026', 'User 2026', 'Reference 2026'];
    return [
  { id: 't8v-nm-zh', category: 'captures', lang: 'zh', memories: [PAD], said: said('记住：船坞的吊机每周二上午保养。'), fixed: { contains: ['船坞的吊机每周二上午保养'], indexAbsent: noHash }, forbid: ['保养.。'], maxCreated: 1 },
  { id: 't8v-nm-hant', category: 'captures', lang: 'zh', memories: [PAD], said: said('請幫我記下來：救生衣放在二號倉庫的鐵櫃裡。'), fixed: { contains: ['救生衣放在二號倉庫的鐵櫃裡'], indexAbsent: noHash }, maxCreated: 1 },
  { id: 't8v-nm-mixed', category: 'captures', lang: 'zh', memories: [PAD], said: said('记住：Slack 的值班频道每周一换人。'), fixed: { contains: ['Slack 的值班频道每周一换人'], indexAbsent: noHash }, maxCreated: 1 },
  { id: 't8v-nm-log', category: 'captures', lang: 'zh', memories: [PAD], logs: { [D]: ['检查了缆绳。', '老李让我记住：油料单每月五号前交到财务。'] }, fixed: { contains: ['油料单每月五号前交到财务'], indexAbsent: noHash }, maxCreated: 1 },
  { id: 't8v-nm-en-kebab', category: 'captures', lang: 'en', memories: [PAD], said: said('remember that the slipway winch is greased every Friday'), fixed: { contains: ['slipway winch is greased every Friday'], files: ['the-slipway-winch-is-greased-every-friday.md'] }, maxCreated: 1 },
];
  })(),
];
