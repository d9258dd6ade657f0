import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 7, dates part: dates and supersessions. Written after the HELD-OUT 11 run from the
 * categories it missed (never its sentences), before the rule changes that followed it; the rules
 * are developed against it. Other domains (a bike repair shop, a community radio, a taxi dispatch,
 * a choir, a translation agency, a bakery, a blood donation service, a water utility, a mountain
 * hut, a kite school, a greenhouse nursery, a tea house, a marina, a zoo, an animal shelter, a
 * brass band, a school bus operator, a beekeeping co-op, a physio clinic, a hospice) and writers:
 * labels before a message, canned replies, formal notices, Simplified and Traditional Chinese.
 * What it asks: what governs a date word. A message written to be sent (a template with
 * placeholders {x}, {{x}}, <x>, %s, $VAR, [x]; a sample or canned reply; an example of a phrasing)
 * names no day of the memory, quoted or not, while a sentence that tells the template was changed
 * still dates; a plural generic subject with a modal ("donors who give today should not ...") is a
 * rule; a past event that opens a recurring rule (上周二理事会决定，今后每次…, 前天店長宣布，以後每週日…)
 * is dated; formal and Traditional day words (昨日 before a subject, 前日, 今晨) are days, 日前
 * ("recently") is not. A change verb with only its destination ("were transferred to", "have been
 * moved into", 迁到了, 轉到, 挪到了) whose subject is an older statement's thing kept somewhere
 * supersedes it; so do "phased out X in favour of Y", "superseded by", 被…取代, 已停用…改用, "stopped
 * using X; Y does that now". Traps: a plan or a thought, a negation ("were not migrated", 还没有迁到),
 * a question, a copy synced elsewhere, another subject or another site on each side.
 * Memories are written on 2026-12-10, a Thursday, unless said otherwise: yesterday, last night,
 * 昨天 and 昨日 2026-12-09, two days ago, 前天 and 前日 2026-12-08, 上周二 2026-12-01, last Friday
 * 2026-12-04, last weekend and 上週末 2026-12-05, tomorrow and 明日 2026-12-11, next Wednesday
 * 2026-12-16, 上月底 2026年11月底. Supersessions pair an older memory (2026-05-12) with a newer one
 * (2026-11-26).
 * Untouched first run (the rules as at 3098044): 52 cases, recall 58.6 %, precision 53.6 %, 10 harmful,
 * 7 silent (dates-en 88 % / 6 harmful, dates-zh 60 % / 4 harmful, supersession 36 %: 1 fixed and 3
 * flagged of 11, 7 silent, 1 trap noisy).
 */

const DAY = '2026-12-10';
const OLD = '2026-05-12';
const NEW = '2026-11-26';
const SUP = ['outdated', 'contradiction'];
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });

export const TUNING_7_DATES_CASES: QualityCase[] = [
  // ---- English traps: a message written to be sent, with placeholders, samples and examples
  { id: 't7-den-trap-angle-template', category: 'dates-en', lang: 'en', trap: true, memories: [mem('pickup-text.md', 'Ready-for-pickup text: Hi <first name>, your bike is ready today until <closing time>. See you soon!', DAY, 'reference')], keep: ['Hi <first name>, your bike is ready today until <closing time>.'] },
  { id: 't7-den-trap-double-brace', category: 'dates-en', lang: 'en', trap: true, memories: [mem('demo-autoreply.md', 'Auto-reply for demo submissions: Thanks for your track, {{artist}}! The music team listens to it tomorrow and replies by {{reply_date}}.', DAY, 'reference')], keep: ['The music team listens to it tomorrow and replies by {{reply_date}}.'] },
  { id: 't7-den-trap-printf', category: 'dates-en', lang: 'en', trap: true, memories: [mem('driver-push.md', '- driver app push string: %s, your pickup is booked for tomorrow at %s.', DAY, 'reference')], keep: ['%s, your pickup is booked for tomorrow at %s.'] },
  { id: 't7-den-trap-env-var', category: 'dates-en', lang: 'en', trap: true, memories: [mem('backup-mail.md', 'The nightly cron mails ops the line Backup of $HOST finished today at $TIME, so nobody has to log in to check.', DAY, 'reference')], keep: ['Backup of $HOST finished today at $TIME'] },
  { id: 't7-den-trap-bracket-sample', category: 'dates-en', lang: 'en', trap: true, memories: [mem('new-singers.md', 'Sample message for new singers: Hi [name], rehearsal is tomorrow at 7 in the church hall, bring your [voice part] folder.', DAY, 'reference')], keep: ['Hi [name], rehearsal is tomorrow at 7 in the church hall'] },
  { id: 't7-den-trap-eg-phrasings', category: 'dates-en', lang: 'en', trap: true, memories: [mem('legal-register.md', 'In contract translations, flag chatty phrasings such as see you tomorrow or sent it yesterday and suggest a formal wording.', DAY, 'feedback')], keep: ['flag chatty phrasings such as see you tomorrow or sent it yesterday'] },
  { id: 't7-den-trap-canned-long-single', category: 'dates-en', lang: 'en', trap: true, memories: [mem('late-cakes.md', "Canned reply for late cake orders: 'Sorry, your cake won't be ready today, we will ring you the moment it is out of the oven.'", DAY, 'feedback')], keep: ["'Sorry, your cake won't be ready today, we will ring you the moment it is out of the oven.'"] },
  { id: 't7-den-trap-plural-generic-modal', category: 'dates-en', lang: 'en', trap: true, memories: [mem('donor-aftercare.md', 'Donors who give blood today should not do heavy exercise tomorrow.', DAY, 'feedback')], keep: ['Donors who give blood today should not do heavy exercise tomorrow.'] },
  // ---- English events, some next to a template: must still convert
  { id: 't7-den-template-changed', category: 'dates-en', lang: 'en', memories: [mem('pickup-text-change.md', 'Yesterday we shortened the pickup text to: Hi {name}, your bike is ready.', DAY, 'reference')], keep: ['Hi {name}, your bike is ready.'], fixed: { contains: ['2026-12-09', 'we shortened the pickup text'], absent: ['Yesterday we'] } },
  { id: 't7-den-sample-then-event', category: 'dates-en', lang: 'en', memories: [mem('wrong-list.md', "Example reply: 'Thanks, see you tomorrow!' We sent it to the whole mailing list last night by mistake.", DAY, 'feedback')], keep: ["'Thanks, see you tomorrow!'"], fixed: { contains: ['the night of 2026-12-09', 'to the whole mailing list'], absent: ['last night'] } },
  { id: 't7-den-reported-email', category: 'dates-en', lang: 'en', memories: [mem('boiler.md', 'The landlord emailed yesterday: the boiler service is booked for next Wednesday.')], fixed: { contains: ['2026-12-09', '2026-12-16', 'the boiler service is booked'], absent: ['yesterday', 'next Wednesday'] } },
  { id: 't7-den-past-opens-rule', category: 'dates-en', lang: 'en', memories: [mem('kite-rinse.md', 'Two days ago Karin ruled that every returned kite is rinsed in fresh water before it is hung up.', DAY, 'feedback')], fixed: { contains: ['2026-12-08', 'every returned kite is rinsed'], absent: ['Two days ago'] } },
  { id: 't7-den-next-weekday-start', category: 'dates-en', lang: 'en', memories: [mem('main-shutoff.md', 'Next Wednesday the water utility shuts the main on Elm Street for four hours.')], fixed: { contains: ['2026-12-16', 'the water utility shuts the main'], absent: ['Next Wednesday'] } },
  { id: 't7-den-since-then-every', category: 'dates-en', lang: 'en', memories: [mem('beacons.md', 'Since yesterday the hut warden checks the avalanche beacons every evening.', DAY, 'feedback')], fixed: { contains: ['2026-12-09', 'the hut warden checks the avalanche beacons'], absent: ['Since yesterday'] } },
  { id: 't7-den-will-future', category: 'dates-en', lang: 'en', memories: [mem('shop-window.md', 'The glazier will fit the new shop window tomorrow, so the front stays shut until noon.')], fixed: { contains: ['2026-12-11', 'The glazier will fit the new shop window'], absent: ['tomorrow'] } },
  { id: 't7-den-last-weekend', category: 'dates-en', lang: 'en', memories: [mem('seedlings.md', 'The greenhouse heater failed last weekend and about forty tomato seedlings froze.')], fixed: { contains: ['2026-12-05', 'about forty tomato seedlings froze'], absent: ['last weekend'] } },

  // ---- Chinese traps: templates, samples, formal words that are no day
  { id: 't7-dzh-trap-brace-template', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('donor-sms-zh.md', '短信模板：{姓名}您好，您预约的献血时间是明天{时间}，请带好身份证。', DAY, 'reference')], keep: ['{姓名}您好，您预约的献血时间是明天{时间}，请带好身份证。'] },
  { id: 't7-dzh-trap-trad-bracket-sample', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('repair-sample-zh.md', '範例訊息：[姓名]您好，您的車子今天下午可以取了，營業到晚上七點。', DAY, 'reference')], keep: ['[姓名]您好，您的車子今天下午可以取了'] },
  { id: 't7-dzh-trap-percent-copy', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('push-copy-zh.md', '- 推送文案：%s，您订的茶点明天中午送到，如需改时间请回复 %s。', DAY, 'reference')], keep: ['%s，您订的茶点明天中午送到'] },
  { id: 't7-dzh-trap-trad-dollar-var', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('order-autoreply-zh.md', '自動回覆：$客戶 您好，您的訂單明日出貨，追蹤碼為 $單號。', DAY, 'reference')], keep: ['$客戶 您好，您的訂單明日出貨'] },
  { id: 't7-dzh-trap-sample-note', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('leave-note-zh.md', '请假条示例：本人因病明日需请假一天，望批准。新员工照这个格式写就行。', DAY, 'reference')], keep: ['本人因病明日需请假一天，望批准。'] },
  { id: 't7-dzh-trap-riqian-vague', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('kettle-zh.md', '茶馆日前换了新的烧水壶，水温可以精确到一度。', DAY, 'reference')], keep: ['茶馆日前换了新的烧水壶'] },
  { id: 't7-dzh-trap-recurring-lastmonth', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('stocktake-zh.md', '每次月底盘点时，都要对照上个月的进货单核对一遍。', DAY, 'reference')], keep: ['每次月底盘点时，都要对照上个月的进货单核对一遍。'] },
  // ---- Chinese events: past events opening a rule, formal and Traditional day words
  { id: 't7-dzh-past-opens-rule', category: 'dates-zh', lang: 'zh', memories: [mem('tyre-check-zh.md', '上周二理事会决定，今后每次出车前都必须检查胎压。', DAY, 'feedback')], fixed: { contains: ['2026-12-01', '今后每次出车前都必须检查胎压'], absent: ['上周二'] } },
  { id: 't7-dzh-trad-past-opens-rule', category: 'dates-zh', lang: 'zh', memories: [mem('closing-zh.md', '前天店長宣布，以後每週日都提早一小時打烊。', DAY, 'feedback')], fixed: { contains: ['2026-12-08', '以後每週日都提早一小時打烊'], absent: ['前天'] } },
  { id: 't7-dzh-said-then-rule', category: 'dates-zh', lang: 'zh', memories: [mem('no-surgery-zh.md', '昨天院长说以后每周三下午都不排手术。', DAY, 'feedback')], fixed: { contains: ['2026-12-09', '以后每周三下午都不排手术'], absent: ['昨天'] } },
  { id: 't7-dzh-trad-zuori-subject', category: 'dates-zh', lang: 'zh', memories: [mem('water-count-zh.md', '昨日倉管盤點時發現少了三箱礦泉水。')], fixed: { contains: ['2026-12-09', '倉管盤點時發現少了三箱礦泉水'], absent: ['昨日'] } },
  { id: 't7-dzh-trad-qianri', category: 'dates-zh', lang: 'zh', memories: [mem('leak-fixed-zh.md', '前日水電師傅已經把三樓的漏水修好了。')], fixed: { contains: ['2026-12-08', '水電師傅已經把三樓的漏水修好了'], absent: ['前日'] } },
  { id: 't7-dzh-jinchen', category: 'dates-zh', lang: 'zh', memories: [mem('sprinkler-zh.md', '今晨温室的自动喷淋系统故障，部分苗床被淹。')], fixed: { contains: ['2026-12-10早上', '温室的自动喷淋系统故障'], absent: ['今晨'] } },
  { id: 't7-dzh-mingri-notice', category: 'dates-zh', lang: 'zh', memories: [mem('fire-drill-zh.md', '通知：明日上午九点礼堂进行消防演练，请各班提前到场。')], fixed: { contains: ['2026-12-11', '礼堂进行消防演练'], absent: ['明日上午'] } },
  { id: 't7-dzh-trad-weekend', category: 'dates-zh', lang: 'zh', memories: [mem('clothes-zh.md', '上週末志工們把倉庫的舊衣全部分類完了。')], fixed: { contains: ['2026-12-05', '志工們把倉庫的舊衣全部分類完了'], absent: ['上週末'] } },
  { id: 't7-dzh-template-changed', category: 'dates-zh', lang: 'zh', memories: [mem('seat-sms-zh.md', '昨天我们把短信模板改成了：{姓名}您好，您的座位已保留。', DAY, 'reference')], keep: ['{姓名}您好，您的座位已保留。'], fixed: { contains: ['2026-12-09', '我们把短信模板改成了'], absent: ['昨天'] } },
  { id: 't7-dzh-month-end', category: 'dates-zh', lang: 'zh', memories: [mem('reagents-zh.md', '上月底仓库已把过期的试剂全部销毁。')], fixed: { contains: ['2026年11月底', '仓库已把过期的试剂全部销毁'], absent: ['上月底'] } },

  // ---- supersession: a change verb with only its destination, and other shapes, English
  { id: 't7-sup-moved-into', category: 'supersession', lang: 'en', explicit: true, memories: [mem('volunteer-forms.md', "Signed volunteer agreements are kept in a binder behind the shelter's front desk.", OLD, 'reference'), mem('volunteer-esign.md', 'Signed volunteer agreements have been moved into DocuSign.', NEW, 'reference')], fixed: { absent: ['kept in a binder'], contains: ['DocuSign'] }, flag: { kinds: SUP, mentions: ['binder', 'DocuSign'] } },
  { id: 't7-sup-transferred-to', category: 'supersession', lang: 'en', explicit: true, memories: [mem('berths.md', 'Marina berth bookings are stored in a shared spreadsheet on the harbour office PC.', OLD, 'reference'), mem('berths-harba.md', 'Berth bookings were transferred to Harba over the winter.', NEW, 'reference')], fixed: { absent: ['stored in a shared spreadsheet'], contains: ['Harba'] }, flag: { kinds: SUP, mentions: ['spreadsheet', 'Harba'] } },
  { id: 't7-sup-relocated-place', category: 'supersession', lang: 'en', explicit: true, memories: [mem('paddles.md', 'The spare kayak paddles are stored in the container by the slipway.', OLD, 'reference'), mem('paddles-loft.md', 'The spare kayak paddles were relocated to the clubhouse loft.', NEW, 'reference')], fixed: { absent: ['stored in the container by the slipway'], contains: ['clubhouse loft'] }, flag: { kinds: SUP, mentions: ['container', 'clubhouse loft'] } },
  { id: 't7-sup-phased-out-favour', category: 'supersession', lang: 'en', explicit: true, memories: [mem('intake.md', 'Animal intake forms are filled in on Typeform.', OLD), mem('intake-jotform.md', 'We phased out Typeform in favour of Jotform for animal intake forms.', NEW)], fixed: { absent: ['filled in on Typeform'], contains: ['Jotform'] }, flag: { kinds: SUP, mentions: ['Typeform', 'Jotform'] } },
  { id: 't7-sup-superseded-by', category: 'supersession', lang: 'en', explicit: true, memories: [mem('gate-scan.md', 'Ticket scanning at the zoo gates runs on Vivenu.', OLD, 'reference'), mem('gate-scan-tixly.md', 'At the zoo gates, Vivenu has been superseded by Tixly for ticket scanning.', NEW, 'reference')], fixed: { absent: ['runs on Vivenu'], contains: ['Tixly'] }, flag: { kinds: SUP, mentions: ['Vivenu', 'Tixly'] } },
  { id: 't7-sup-stopped-using', category: 'supersession', lang: 'en', explicit: true, memories: [mem('band-notices.md', 'The brass band sends rehearsal notices through WhatsApp.', OLD), mem('band-app.md', "We've stopped using WhatsApp for rehearsal notices; the BAND app does that now.", NEW)], fixed: { absent: ['notices through WhatsApp'], contains: ['BAND app'] }, flag: { kinds: SUP, mentions: ['WhatsApp', 'BAND'] } },
  // ---- supersession, Chinese (Simplified and Traditional)
  { id: 't7-sup-zh-qiandao-to-only', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('homework-zh.md', '学生的作业提交在学校的 FTP 服务器上。', OLD, 'reference'), mem('homework-dingtalk-zh.md', '学生的作业提交已经迁到了钉钉。', NEW, 'reference')], fixed: { absent: ['提交在学校的 FTP 服务器上'], contains: ['钉钉'] }, flag: { kinds: SUP, mentions: ['FTP', '钉钉'] } },
  { id: 't7-sup-zh-nuodao-place', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('spare-keys-zh.md', '备用钥匙放在前台的抽屉里。', OLD, 'reference'), mem('spare-keys-new-zh.md', '备用钥匙已经挪到了保安室的钥匙箱。', NEW, 'reference')], fixed: { absent: ['放在前台的抽屉里'], contains: ['保安室的钥匙箱'] }, flag: { kinds: SUP, mentions: ['抽屉', '保安室'] } },
  { id: 't7-sup-zht-zhuandao-to-only', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('donor-records-zh.md', '捐血紀錄保存在紙本登記簿裡。', OLD, 'reference'), mem('donor-records-cloud-zh.md', '捐血紀錄已經全部轉到 BloodTrack 系統。', NEW, 'reference')], fixed: { absent: ['保存在紙本登記簿裡'], contains: ['BloodTrack'] }, flag: { kinds: SUP, mentions: ['登記簿', 'BloodTrack'] } },
  { id: 't7-sup-zh-bei-qudai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('points-zh.md', '茶馆的会员积分记在有赞上。', OLD), mem('points-weimob-zh.md', '有赞已经被微盟取代了，会员积分都记在微盟上。', NEW)], fixed: { absent: ['积分记在有赞上'], contains: ['微盟'] }, flag: { kinds: SUP, mentions: ['有赞', '微盟'] } },
  { id: 't7-sup-zht-tingyong-gaiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('sensors-zh.md', '溫室的溫濕度監測用 Govee 感測器。', OLD, 'reference'), mem('sensors-new-zh.md', 'Govee 感測器已停用，溫室的溫濕度監測統一改用 SwitchBot。', NEW, 'reference')], fixed: { absent: ['監測用 Govee 感測器'], contains: ['SwitchBot'] }, flag: { kinds: SUP, mentions: ['Govee', 'SwitchBot'] } },
  // ---- supersession traps: plans, negations, questions, copies, another subject or site
  { id: 't7-sup-trap-thinking-about', category: 'supersession', lang: 'en', trap: true, memories: [mem('rotas.md', 'Volunteer rotas are kept in a Google Sheet.', OLD), mem('rotas-idea.md', 'We are thinking about moving the volunteer rotas into Rosterfy.', NEW)], keep: ['Volunteer rotas are kept in a Google Sheet.'], quiet: SUP },
  { id: 't7-sup-trap-not-migrated', category: 'supersession', lang: 'en', trap: true, memories: [mem('physio-notes.md', 'Patient notes live in the Cliniko account.', OLD, 'reference'), mem('physio-notes-stay.md', 'Patient notes were not migrated to Jane App; they stay in Cliniko.', NEW, 'reference')], keep: ['Patient notes live in the Cliniko account.'], quiet: SUP },
  { id: 't7-sup-trap-other-records', category: 'supersession', lang: 'en', trap: true, memories: [mem('hive-log.md', 'Hive inspection records live in a paper logbook at the apiary.', OLD, 'reference'), mem('honey-sales.md', 'Honey sales records were migrated to Square.', NEW, 'reference')], keep: ['Hive inspection records live in a paper logbook at the apiary.'], quiet: SUP },
  { id: 't7-sup-trap-copy-synced', category: 'supersession', lang: 'en', trap: true, memories: [mem('choir-recordings.md', 'Choir recordings are stored on the church laptop.', OLD, 'reference'), mem('choir-backup.md', 'A copy of the choir recordings is synced to pCloud every week.', NEW, 'reference')], keep: ['Choir recordings are stored on the church laptop.'], quiet: SUP },
  { id: 't7-sup-trap-question', category: 'supersession', lang: 'en', trap: true, memories: [mem('waivers.md', 'Rental waivers are signed on paper at the counter.', OLD), mem('waivers-q.md', 'Should rental waivers move to Smartwaiver? Ask the owner first.', NEW)], keep: ['Rental waivers are signed on paper at the counter.'], quiet: SUP },
  { id: 't7-sup-trap-zh-plan', category: 'supersession', lang: 'zh', trap: true, memories: [mem('member-files-zh.md', '会员档案放在前台的铁皮柜里。', OLD, 'reference'), mem('member-files-plan-zh.md', '打算把会员档案迁到飞书，还没定。', NEW)], keep: ['会员档案放在前台的铁皮柜里。'], quiet: SUP },
  { id: 't7-sup-trap-zh-not-yet', category: 'supersession', lang: 'zh', trap: true, memories: [mem('samples-zh.md', '实验室的样本登记用纸质表格。', OLD, 'reference'), mem('samples-lims-zh.md', '样本登记还没有迁到 LIMS，仍然用纸质表格。', NEW, 'reference')], keep: ['实验室的样本登记用纸质表格。'], quiet: SUP },
  { id: 't7-sup-trap-zht-other-site', category: 'supersession', lang: 'zh', trap: true, memories: [mem('tainan-stock-zh.md', '台南倉庫的庫存記錄在 Excel 裡。', OLD, 'reference'), mem('kaohsiung-stock-zh.md', '高雄倉庫的庫存記錄已經轉到 SAP 了。', NEW, 'reference')], keep: ['台南倉庫的庫存記錄在 Excel 裡。'], quiet: SUP },
];
