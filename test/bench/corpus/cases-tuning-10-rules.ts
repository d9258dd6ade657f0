import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 10, rules part: CLAUDE.md conflicts and repeats, written by the fixer of these categories
 * before its rule changes (round 12), in domains no earlier set used (a vineyard, a blood bank, a
 * ferry line, a library, an escape room, a court registry, an orchestra, a crane hire, a hotel, a
 * brewery plant room, a localisation team, a weather network, a donor registry, a tide gauge
 * network, a restorer's workshop, a code host, a theatre, a vet clinic, a dental clinic, a seed bank,
 * a mine, a bakery, a wedding shop, a fishing fleet, a cinema, a tea house, a removal fleet, a clinic,
 * a museum, a restaurant kitchen, a school, a clean room, a help desk).
 *
 * Shapes of the rule: a bullet, a numbered item, a bold label, a table row, a heading with a
 * sentence under it, a passive, "never X without Y", "always Y before X", 一律, 严禁, 不可以, 一定要,
 * Cantonese 唔可以. Shapes of the memory: "is fine without waiting", "you can ... without", "can
 * stay un-", "is OK when", "It's alright to ... with ... still", "is permitted", "don't have to",
 * "we skip", "may ... after"; 不用再, 一个人…就行, 也没关系, 就可以，不用, 即可，不必, 可以不;
 * 也沒關係, 不用…就好, 就得，唔使. Repeats: "Don't X until Y" for "Always Y before X", an example
 * list, a bracketed list of units, 没…之前不要, 禁止 for 不要 with examples, 唔好 for 唔可以, a
 * consistent clause (改用系統通知). Traps: another object by its head or modifier, another
 * environment, another place, another condition, a plain fact of the rule's thing, a permission of
 * another thing that keeps the rule (no passwords in them).
 *
 * 38 cases: 18 conflicts, 7 repeats, 13 traps; 20 English, 18 Chinese (7 Traditional).
 */

const DAY = '2026-12-01';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'feedback'): CaseMemory => ({ file, body, modified: DAY, type });
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
const BOTH = ['claude-md-conflict', 'in-claude-md'];
const conflict = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({ id, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag: { kinds: ['claude-md-conflict'], mentions: [file] } });
const repeat = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({ id, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag: { kinds: ['in-claude-md'], mentions: [file] }, quiet: ['claude-md-conflict'] });
const trap = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({ id, category: 'claude-md', lang, trap: true, claudeMd, memories: [mem(file, body, 'reference')], keep: [body], quiet: BOTH });

export const TUNING_10_RULES_CASES: QualityCase[] = [
  // ---- English conflicts
  conflict('t10-rules-en-vineyard-dosing-without-signoff', 'en', rules('Cellar tools', 'Never change the sulphite dosing table without a sign-off from the winemaker.', 'Tank ids are T01-T40.'), 'rose-dosing.md', "Tweaking the sulphite dosing table for the rosé tanks is fine without waiting for the winemaker's sign-off; she trusts the cellar hands on those."),
  conflict('t10-rules-en-bloodbank-second-scan', 'en', '# Issue desk\n\n**Samples:** a unit\'s barcode must be scanned twice before the unit is issued.\n**Storage:** 2-6 °C.\n', 'major-haemorrhage.md', 'During a major haemorrhage call you can issue the unit without the second barcode scan.'),
  conflict('t10-rules-en-ferry-manifest-unlocked', 'en', '# Ferry ops\n\n| Area | Rule |\n|---|---|\n| Manifests | Always lock the passenger manifest before the ramp goes up |\n| Fares | Pence, integers |\n', 'short-crossings.md', 'On the short crossings the passenger manifest can stay unlocked until after departure.'),
  conflict('t10-rules-en-library-export-histories', 'en', '# Loans service\n\n1. Loans are keyed by patron id.\n2. Overdue fines are in cents.\n3. Patron borrowing histories are never exported to the analytics warehouse.\n', 'branch-stats.md', 'Exporting the borrowing histories to the analytics warehouse is OK when they are grouped by branch.'),
  conflict('t10-rules-en-escape-reset-inside', 'en', rules('Room control', 'Do not reset the puzzle controllers while a team is inside a room.', 'Timers count down from 60:00.'), 'jammed-props.md', "It's alright to reset the puzzle controllers with a team still inside if a prop jams."),
  conflict('t10-rules-en-court-sealed-attach', 'en', '# Registry app\n\n## Sealed cases\n\nSealed case files must never be attached to outgoing emails.\n\n## Dates\n\nHearing dates are stored in local time.\n', 'clerk-emails.md', "Attaching a sealed case file to an email to the judge's clerk is permitted."),
  conflict('t10-rules-en-orchestra-post-ahead', 'en', '# Orchestra office\n\n* Every rehearsal change has to be posted on the board 48 hours ahead.\n* Seating charts live in the shared drive.\n', 'brass-sectionals.md', "Rehearsal changes for the brass sectionals don't have to be posted on the board ahead of time."),
  conflict('t10-rules-en-crane-skip-lift-plan', 'en', rules('Crane hire', 'Always get a lift plan signed before a crane leaves the yard.', 'Weights in tonnes.'), 'small-hires.md', 'crane hires under 10 t: we skip the signed lift plan, the driver sorts it out on site'),
  conflict('t10-rules-en-hotel-dnd-enter', 'en', rules('Housekeeping app', 'Never enter a guest room that shows the Do Not Disturb sign.', 'Room numbers are four digits.'), 'minibar-checks.md', 'Housekeeping may enter a room with the Do Not Disturb sign after 14:00 to check the minibar.'),
  // ---- English repeats
  repeat('t10-rules-en-plantroom-until-drained', 'en', rules('Plant room', 'Always drain the glycol loop before opening the heat exchanger.', 'Pumps are numbered P1-P6.'), 'heat-exchanger.md', "Don't open the heat exchanger until the glycol loop has been drained (we flooded the plant room in March)."),
  repeat('t10-rules-en-l10n-native-review-examples', 'en', rules('Localisation', 'Translations must be reviewed by a native speaker before release.', 'Strings live in i18n/.'), 'native-review.md', 'Before a release every translation gets reviewed by a native speaker: the Polish strings went to Marta, the Czech ones to Jan.'),
  repeat('t10-rules-en-weather-metric', 'en', rules('Station network', 'Sensor logs use metric units, never imperial.', 'Station ids are WMO numbers.'), 'log-units.md', 'Sensor logs are written in metric (mm, °C, kPa), not imperial.'),
  // ---- English traps
  trap('t10-rules-trap-en-registry-slot-not-record', 'en', rules('Donor registry', 'Never delete a donor record from the registry.', 'Dates are ISO 8601.'), 'calendar-slots.md', 'Deleting a duplicate appointment slot from the registry calendar is fine.'),
  trap('t10-rules-trap-en-tide-dashboard-not-loggers', 'en', rules('Tide network', 'Never restart the tide gauge loggers during a storm surge warning.', 'Levels are in metres above chart datum.'), 'dashboard.md', 'The web dashboard can be restarted during a storm surge warning; it only reads the loggers.'),
  trap('t10-rules-trap-en-respirator-other-paint', 'en', rules('Restoration workshop', 'Always wear a respirator when sanding lead paint.', 'Log every job in the job book.'), 'pine-sanding.md', 'A dust mask is enough when sanding bare pine.'),
  trap('t10-rules-trap-en-own-branch-fridays', 'en', rules('Repo rules', "Don't push to the release branch on Fridays.", 'Use conventional commits.'), 'friday-pushes.md', 'Pushing to your own feature branch on Fridays is fine.'),
  trap('t10-rules-trap-en-fire-exit-signs-fact', 'en', rules('Front of house', 'Always check the fire exits before opening the doors to the audience.', 'Tickets are scanned at door 2.'), 'exit-signs.md', "The fire exit signs are replaced every spring by the landlord's contractor."),
  trap('t10-rules-trap-en-vet-cats-liquid', 'en', rules('Vet clinic', "Never give a dog human painkillers.", 'Weights in kilograms.'), 'cat-dosing.md', 'Cats can be given the liquid meloxicam at half the dog dose.'),
  trap('t10-rules-trap-en-cleanroom-book-fact', 'en', rules('Clean room', 'Always sign the visitor book before entering the clean room.', 'Gowns are in locker B.'), 'visitor-book.md', 'The visitor book is kept in the blue binder at reception.'),
  trap('t10-rules-trap-en-chat-screenshots-no-passwords', 'en', rules('Help desk', 'Passwords must never be shared over chat.', 'Tickets close after 7 days.'), 'screenshots.md', 'Sharing screenshots over chat is fine as long as no passwords show in them.'),
  // ---- Simplified Chinese conflicts
  conflict('t10-rules-zh-dental-allergy-recheck', 'zh', rules('牙科诊所系统', '拔牙前必须确认患者的过敏史。', '病历编号用八位数字。'), 'allergy-zh.md', '复诊拔牙的老病人，过敏史不用再确认了。'),
  conflict('t10-rules-zh-seedbank-two-signatures', 'zh', '# 种子库出库规程\n\n1. 种子样本出库一律要两人签字。\n2. 温度记录每天导出一次。\n', 'seed-release-zh.md', '内部实验用的种子样本出库，一个人签字就行。'),
  conflict('t10-rules-zh-mine-phone-underground', 'zh', rules('矿井安全工具', '严禁在井下使用非防爆手机。', '报警短信发给值班长。'), 'phones-zh.md', '井下用普通手机拍几张照片也没关系，拍完马上关机。'),
  conflict('t10-rules-zh-bakery-orders-table', 'zh', rules('面包店订单后台', '不要直接修改线上订单表，改动一律走后台工单。', '价格以分为单位。'), 'orders-zh.md', '线上订单表直接改就可以，不用提工单。'),
  conflict('t10-rules-zh-wedding-contract-approval', 'zh', rules('婚庆门店系统', '合同金额的改动必须经过店长审批。', '客户电话要脱敏。'), 'contract-zh.md', '合同金额小改（500 元以内）销售自己改掉即可，不必找店长审批。'),
  conflict('t10-rules-zh-fishing-liferaft-gauge', 'zh', rules('渔船出海清单', '出海前一定要检查救生筏的压力表。', '渔获重量以公斤记录。'), 'inshore-zh.md', '近海作业的时候，救生筏的压力表可以不查。'),
  // ---- Simplified Chinese repeats
  repeat('t10-rules-zh-release-integration-tests', 'zh', rules('支付服务', '发布前必须跑完集成测试。', '金额一律用分。'), 'release-zh.md', '集成测试没跑完之前不要发布，上次漏跑导致支付接口挂了半天。'),
  repeat('t10-rules-zh-logs-phone-examples', 'zh', rules('会员系统', '日志里不要打印用户的手机号。', '接口统一返回 JSON。'), 'logging-zh.md', '日志中禁止打印用户手机号，比如登录、下单这些接口都要注意。'),
  // ---- Simplified Chinese traps
  trap('t10-rules-trap-zh-test-env-orders', 'zh', rules('订单服务', '不要在生产环境直接删除订单数据。', '时间一律用 UTC。'), 'test-orders-zh.md', '测试环境的订单数据可以直接删除，每周会重建。'),
  trap('t10-rules-trap-zh-steel-pot-dishwasher', 'zh', rules('后厨规范', '禁止用洗碗机清洗铸铁锅。', '冷库温度每两小时记一次。'), 'pots-zh.md', '不锈钢锅可以用洗碗机清洗。'),
  trap('t10-rules-trap-zh-narcotics-sheet-fact', 'zh', rules('病区药房', '每次换班都要清点麻醉药品。', '药品批号要录入系统。'), 'narcotics-zh.md', '麻醉药品的清点表放在护士站第二个抽屉里。'),
  // ---- Traditional Chinese (and Cantonese) conflicts
  conflict('t10-rules-zht-cinema-lamphouse', 'zh', rules('放映室須知', '放映中不可以打開放映機的燈箱。', '片盤按廳號存放。'), 'lamphouse-zh.md', '放映中打開燈箱換燈泡也沒關係，只要動作快。'),
  conflict('t10-rules-zht-tea-residue-test', 'zh', rules('茶行進貨系統', '所有茶葉批次都必須先送驗農藥殘留才能上架。', '價格含稅。'), 'small-lots-zh.md', '熟客訂的小批茶葉不用送驗，直接上架就好。'),
  conflict('t10-rules-zht-hk-removals-gps', 'zh', rules('搬屋車隊系統', '車隊嘅 GPS 設定一定要經 IT 改。', '單號用日期加車牌。'), 'gps-zh.md', 'GPS 設定司機自己改就得，唔使搵 IT。'),
  // ---- Traditional Chinese repeats
  repeat('t10-rules-zht-hk-clinic-whatsapp', 'zh', rules('診所系統', '病人資料唔可以用 WhatsApp 傳。', '預約時間用 24 小時制。'), 'whatsapp-zh.md', '唔好用 WhatsApp 傳病人資料，要用院內系統。'),
  repeat('t10-rules-zht-school-grades-posting', 'zh', rules('學校教務系統', '學生成績一律不得公開張貼。', '學號用七位數字。'), 'grades-zh.md', '成績不要公開張貼在公佈欄上，改用系統個別通知學生。'),
  // ---- Traditional Chinese traps
  trap('t10-rules-trap-zht-museum-corridor-flash', 'zh', rules('博物館導覽系統', '不可以在展場內使用閃光燈拍攝文物。', '導覽語音用國語和台語。'), 'corridor-zh.md', '展場外的走廊可以使用閃光燈拍攝。'),
  trap('t10-rules-trap-zht-hk-freezer-not-fridge', 'zh', rules('廚房記錄', '雪櫃嘅溫度記錄每日都要填。', '食材用公斤計。'), 'freezer-zh.md', '凍櫃嘅溫度記錄一個禮拜填一次就得。'),
];
