import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 4, part: dates in English and Chinese, and shortened index hooks. Written after the HELD-OUT 8 run from the categories it missed
 * (never its sentences), before the rule changes that followed it; the rules are developed against it.
 * Other domains (a farm co-op, a game studio, a law firm, a museum archive, a harbour, a bakery
 * chain) and writers: terse bullets, markdown emphasis, typos, English and Chinese in one line,
 * Traditional Chinese. What it asks: a date that starts a rule ("Starting tomorrow, every ...",
 * 从上周三开始，所有…都) is an event; a generic or conditional sentence (any, whenever, should it,
 * 凡是, 只要, 无论, 若) is not; a capitalised date word before a name-like word is a name (Tomorrow
 * Labs, 明天科技) but before a person still a date; "this coming Monday", "in three weeks' time",
 * weekends (last weekend, 上周末), parts of a day after a weekday or "last night", Traditional
 * 上週 / 下週; hooks split by dashes, with chatty asides ("ping me", "long story", 有问题问我), to-dos
 * in lower case or in brackets, and pointers in Traditional Chinese. About a third are traps.
 * Memories are written on 2026-11-25 (a Wednesday) unless said otherwise: yesterday 2026-11-24,
 * tomorrow 2026-11-26, last Friday 2026-11-20, this coming Monday 2026-11-30, last weekend
 * 2026-11-21/22, this week starts 2026-11-23, last week 2026-11-16, in three weeks the week of
 * 2026-12-14.
 */

const DAY = '2026-11-25';
const OLD = '2026-05-11';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });

const craneNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${new Date(Date.UTC(2026, 2, 2) + i * 86_400_000).toISOString().slice(0, 10)} crane ${(i % 4) + 1} greased, hook block inspected (log HB-${400 + i})`);
const harvestNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}）${Math.floor(i / 30) + 6}月${(i % 30) + 1}日：三号烘干机清理了一次滤网（记录 GR-${700 + i}）`);
const matterParas = (n: number): string[] => Array.from({ length: n }, (_, i) => `Matter note ${i + 1}: ${'the client asked for every draft to go through the supervising partner before it leaves the firm, and for redlines to be sent as PDF with the tracked changes listed on a cover page; '.repeat(8)}`);

export const TUNING_4_DATES_CASES: QualityCase[] = [
  // ---- dates, English: events to convert
  { id: 't4-den-this-coming', category: 'dates-en', lang: 'en', memories: [mem('archive-scanners.md', '- this coming Monday the museum scanners move to the basement storeroom')], fixed: { contains: ['2026-11-30', 'the museum scanners move to the basement storeroom'], absent: ['this coming Monday'] } },
  { id: 't4-den-weeks-time', category: 'dates-en', lang: 'en', memories: [mem('dryer-lease.md', 'The grain dryer lease comes up for renewal in three weeks\' time, so get two quotes before then.')], fixed: { contains: ['2026-12-14', 'The grain dryer lease comes up for renewal'], absent: ['in three weeks'] }, forbid: ["' time", "'s time"] },
  { id: 't4-den-starting-rule', category: 'dates-en', lang: 'en', memories: [mem('level-signoff.md', 'Starting tomorrow, every pull request in the level-editor repo needs a designer\'s sign-off.', DAY, 'feedback')], fixed: { contains: ['2026-11-26', 'every pull request in the level-editor repo needs a designer'], absent: ['Starting tomorrow'] } },
  { id: 't4-den-since-always', category: 'dates-en', lang: 'en', memories: [mem('tractor-gps.md', 'Since last Friday the tractor GPS units always report their position in UTC.', DAY, 'reference')], fixed: { contains: ['2026-11-20', 'the tractor GPS units always report their position in UTC'], absent: ['last Friday'] } },
  { id: 't4-den-late-last-night', category: 'dates-en', lang: 'en', memories: [mem('pos-reimage.md', 'The **bakery POS** in the Oak Street shop was reimaged late last night after teh card reader froze.')], fixed: { contains: ['2026-11-24', 'was reimaged'], absent: ['last night'] } },
  { id: 't4-den-last-weekend', category: 'dates-en', lang: 'en', memories: [mem('crane-firmware.md', 'Last weekend the harbour cranes got new PLC firmware; the operators were not told.')], fixed: { contains: ['2026-11-21', 'the harbour cranes got new PLC firmware'], absent: ['Last weekend'] } },
  { id: 't4-den-person-after', category: 'dates-en', lang: 'en', memories: [mem('wifi-password.md', 'Yesterday Priya rotated the museum guest Wi-Fi password and taped the new one inside the front desk drawer.')], fixed: { contains: ['2026-11-24', 'Priya rotated the museum guest Wi-Fi password'], absent: ['Yesterday Priya'] } },
  { id: 't4-den-weekday-part', category: 'dates-en', lang: 'en', memories: [mem('escrow-call.md', 'opposing counsel agreed to the escrow terms on a call last Thursday afternoon.')], fixed: { contains: ['2026-11-19', 'opposing counsel agreed to the escrow terms'], absent: ['last Thursday'] }, forbid: ['2026-11-19 afternoon'] },
  // ---- dates, English traps: a name, a generic or conditional sentence, a recurring rule, code
  { id: 't4-den-trap-company', category: 'dates-en', lang: 'en', trap: true, memories: [mem('jam-sponsor.md', 'Tomorrow Labs sponsored the spring game jam and wants its logo on the splash screen.', DAY, 'reference')], keep: ['Tomorrow Labs sponsored the spring game jam and wants its logo on the splash screen.'] },
  { id: 't4-den-trap-any', category: 'dates-en', lang: 'en', trap: true, memories: [mem('seed-orders.md', 'Any seed order placed after noon today ships with tomorrow\'s truck.', DAY, 'feedback')], keep: ["Any seed order placed after noon today ships with tomorrow's truck."] },
  { id: 't4-den-trap-whenever', category: 'dates-en', lang: 'en', trap: true, memories: [mem('kiln-overheat.md', 'Whenever the kiln overheats, the shift lead logs it today and files the incident form tomorrow.', DAY, 'feedback')], keep: ['Whenever the kiln overheats, the shift lead logs it today and files the incident form tomorrow.'] },
  { id: 't4-den-trap-should-it', category: 'dates-en', lang: 'en', trap: true, memories: [mem('ferry-delay.md', 'Should the ferry run late tomorrow, the crane shift starts an hour later.')], keep: ['Should the ferry run late tomorrow, the crane shift starts an hour later.'] },
  { id: 't4-den-trap-code', category: 'dates-en', lang: 'en', trap: true, memories: [mem('fixture-helpers.md', 'Fixtures are built with daysAgo(3) and due dates checked by isTomorrow(task), both from the test utils.', DAY, 'reference')], keep: ['Fixtures are built with daysAgo(3) and due dates checked by isTomorrow(task), both from the test utils.'] },

  // ---- dates, Chinese: events to convert
  { id: 't4-dzh-start-rule', category: 'dates-zh', lang: 'zh', memories: [mem('outbound-scan-zh.md', '从上周三开始，所有出库单都必须扫码复核。', DAY, 'feedback')], fixed: { contains: ['2026-11-18', '所有出库单都必须扫码复核'], absent: ['上周三'] } },
  { id: 't4-dzh-trad-monday-qi', category: 'dates-zh', lang: 'zh', memories: [mem('pos-switch-zh.md', '下週一起，門市收銀改用新版POS。')], fixed: { contains: ['2026-11-30', '門市收銀改用新版POS'], absent: ['下週一'] }, forbid: ['那一週', '那一周'] },
  { id: 't4-dzh-last-weekend', category: 'dates-zh', lang: 'zh', memories: [mem('cold-chain-zh.md', '上周末仓库断电，冷链温度数据丢了两小时。')], fixed: { contains: ['2026-11-21', '仓库断电，冷链温度数据丢了两小时'], absent: ['上周末'] } },
  { id: 't4-dzh-mixed-night', category: 'dates-zh', lang: 'zh', memories: [mem('matchmaking-zh.md', '昨天晚上 game server 的匹配队列卡住了，重启后恢复。')], fixed: { contains: ['2026-11-24', 'game server 的匹配队列卡住了'], absent: ['昨天晚上'] } },
  { id: 't4-dzh-bold-tomorrow', category: 'dates-zh', lang: 'zh', memories: [mem('harbour-meeting-zh.md', '- **明天上午**十点跟港口调度开会，带上泊位计划。')], fixed: { contains: ['2026-11-26', '十点跟港口调度开会'], absent: ['明天上午'] } },
  { id: 't4-dzh-trad-last-week', category: 'dates-zh', lang: 'zh', memories: [mem('archive-db-zh.md', '我們上週三把館藏資料庫升級到了新版本，舊的匯出腳本不能用了。')], fixed: { contains: ['2026-11-18', '把館藏資料庫升級到了新版本'], absent: ['上週三'] } },
  { id: 't4-dzh-month-start', category: 'dates-zh', lang: 'zh', memories: [mem('harvest-shifts-zh.md', '下个月初开始排收割季的夜班。')], fixed: { contains: ['2026年12月初', '开始排收割季的夜班'], absent: ['下个月初'] } },
  // ---- dates, Chinese traps
  { id: 't4-dzh-trap-fanshi', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('outbound-cutoff-zh.md', '凡是周五下午三点以后的出库申请，一律按下周一处理。', DAY, 'feedback')], keep: ['凡是周五下午三点以后的出库申请，一律按下周一处理。'] },
  { id: 't4-dzh-trap-zhiyao', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('picking-rain-zh.md', '只要明天有雨，采摘就顺延一天。')], keep: ['只要明天有雨，采摘就顺延一天。'] },
  { id: 't4-dzh-trap-company', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('art-vendor-zh.md', '明天科技是我们的外包美术团队，合同在法务那里。', DAY, 'reference')], keep: ['明天科技是我们的外包美术团队，合同在法务那里。'] },
  { id: 't4-dzh-trap-wulun', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('launch-notice-zh.md', '无论今天还是明天上线，都要先通知客服组。', DAY, 'feedback')], keep: ['无论今天还是明天上线，都要先通知客服组。'] },
  { id: 't4-dzh-trap-meifeng', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('visitor-log-zh.md', '每逢周一，前台都会把上周的访客记录归档。', DAY, 'reference')], keep: ['每逢周一，前台都会把上周的访客记录归档。'] },
  { id: 't4-dzh-trap-trad-ruo', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('vendor-retry-zh.md', '若明天匯出還是失敗，就直接通知供應商。', DAY, 'feedback')], keep: ['若明天匯出還是失敗，就直接通知供應商。'] },

  // ---- shortened hooks: chatty asides, dashes, lower-case to-dos, Traditional pointers
  {
    id: 't4-hook-en-dashes-ping',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('kiln-schedule.md', 'Kiln firings run on Tuesday and Friday nights.'), 'Kiln schedule — firings run on Tuesday and Friday nights — cone readings are logged in the green kiln book by whoever unloads — never open the lid above 150 °C — ping me w/ questions')],
    fixed: { contains: ['cone readings are logged in the green kiln book by whoever unloads', 'never open the lid above 150 °C'], absent: ['ping me'], indexAbsent: ['ping me'] },
  },
  {
    id: 't4-hook-en-tbd-etc',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('court-filings.md', 'Filings go through the county e-filing portal as PDF/A.', DAY, 'reference'), 'Court filings: e-filed through the county portal, PDF/A only; paper courtesy copies go to Room 210 by 4 pm on the filing day; exhibits are stamped by the paralegal first; (tbd: fax number); etc etc')],
    fixed: { contains: ['paper courtesy copies go to Room 210 by 4 pm on the filing day', 'exhibits are stamped by the paralegal first'], absent: ['tbd', 'etc etc'], indexAbsent: ['tbd'] },
  },
  {
    id: 't4-hook-en-long-story',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('gate-access.md', 'Trucks need a booking slot from the terminal app.'), '**Gate access** – trucks need a booking slot from the terminal app – drivers without a slot wait in lot C and are seen after 18:00, no exceptions – long story, ask Marta')],
    fixed: { contains: ['drivers without a slot wait in lot C and are seen after 18:00'], absent: ['long story', 'ask Marta'], indexAbsent: ['long story'] },
  },
  {
    id: 't4-hook-zh-ask-me',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('harvest-rota-zh.md', '每台收割机两班倒，白班六点到十八点。'), '收割排班：每台收割机两班倒，白班六点到十八点；夜班必须两人同车，不允许单人作业，也不允许在坡度超过十五度的地块夜间作业；油料在三号仓库领取，领用要登记车号、司机和领用时间，月底由合作社会计核对一次领用台账，多领的要写明原因；收割机的钥匙交班时当面交接，不放在驾驶室里；细节以后补；有问题问我')],
    fixed: { contains: ['夜班必须两人同车', '油料在三号仓库领取'], absent: ['细节以后补', '有问题问我'], indexAbsent: ['有问题问我'] },
  },
  {
    id: 't4-hook-zh-trad-pointer',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('store-returns-zh.md', '退貨一律要有發票。', DAY, 'feedback'), '門市退貨規則：退貨一律要有發票，沒有發票的只能換貨不能退款；生鮮商品售出後不退不換，蛋糕類商品要在取貨時當場確認；退款統一退回原付款方式，不給現金，也不給購物金，會員點數要在退款時一併扣回；節慶禮盒的退貨要先經過區經理同意，並在系統裡註記原因；其餘參見檔案；還沒寫完')],
    fixed: { contains: ['生鮮商品售出後不退不換', '退款統一退回原付款方式'], absent: ['其餘參見檔案', '還沒寫完'], indexAbsent: ['還沒寫完'] },
  },
  {
    id: 't4-hook-mixed-later',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('nightly-build-zh.md', 'nightly build 每天凌晨两点跑。'), 'nightly build 每天凌晨两点跑，失败要在群里@当周值班，并把日志链接贴到工单里；周五的 nightly 额外跑一遍完整的性能测试，结果发到 perf 频道；more details later；看下文件就知道了')],
    fixed: { contains: ['周五的 nightly 额外跑一遍完整的性能测试'], absent: ['more details later', '看下文件就知道了'], indexAbsent: ['more details later'] },
  },
  {
    id: 't4-hook-en-fact-like-pointer',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('escrow-terms.md', 'Escrow releases need both partners to sign.', DAY, 'reference'), 'Escrow releases need both partners to sign; the signed release forms are kept in the Clio matter, never in email; the bank needs two working days to move the funds after the forms arrive')],
    fixed: { contains: ['the signed release forms are kept in the Clio matter, never in email', 'the bank needs two working days to move the funds after the forms arrive'] },
  },
  // ---- hook traps: short enough already
  { id: 't4-hook-trap-short-ask', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('crane-vendor.md', 'Ask Marta before changing the crane firmware.', OLD, 'feedback'), 'Ask Marta before changing the crane firmware — she owns the vendor contract')], keep: ['Ask Marta before changing the crane firmware.'], indexKeep: ['Ask Marta before changing the crane firmware — she owns the vendor contract'] },
  { id: 't4-hook-trap-zh-short', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('sample-room-zh.md', '样品室钥匙在前台。', OLD, 'reference'), '样品室钥匙在前台，借用要登记，详见文件')], keep: ['样品室钥匙在前台。'], indexKeep: ['样品室钥匙在前台，借用要登记，详见文件'] },
  { id: 't4-hook-trap-trad-short', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('darkroom-zh.md', '暗房只在週二開放。', OLD, 'reference'), '暗房只在週二開放；鑰匙找館員')], keep: ['暗房只在週二開放。'], indexKeep: ['暗房只在週二開放；鑰匙找館員'] },

  // ---- index over the limit: notes move out before any pointer is demoted
  { id: 't4-idx-en-crane-log', category: 'index', lang: 'en', memories: [mem('crane-owners.md', 'Cranes 1 and 2 belong to the day crew, 3 and 4 to nights.', OLD, 'reference')], indexNotes: ['## crane log', '', ...craneNotes(215)], keep: ['(log HB-400)', '(log HB-614)'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(crane-owners.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(log HB-500)'] } },
  { id: 't4-idx-zh-dryer-log', category: 'index', lang: 'zh', memories: [mem('dryer-zh.md', '烘干机由合作社的机修组维护。', OLD, 'reference')], indexNotes: ['### 烘干机记录', '', ...harvestNotes(208)], keep: ['（记录 GR-700）', '（记录 GR-907）'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(dryer-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['（记录 GR-800）'] } },
  { id: 't4-idx-en-paragraphs', category: 'index', lang: 'en', memories: [mem('client-drafts.md', 'Drafts go through the supervising partner.', OLD, 'feedback')], indexNotes: ['## matter notes', '', ...matterParas(22)], keep: ['Matter note 1:', 'Matter note 22:'], indexKeep: ['(answer-style.md)', '(test-names.md)', '(client-drafts.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['Matter note 11:'] } },
  {
    id: 't4-idx-user-pointers-stay',
    category: 'index',
    lang: 'en',
    memories: [mem('user-farm-role.md', 'The user runs the co-op\'s IT on weekends and prefers short answers.', OLD, 'user'), mem('no-force-push.md', 'Never force-push to the shared inventory repo.', OLD, 'feedback')],
    extraMemories: 212,
    keep: ["The user runs the co-op's IT on weekends and prefers short answers.", 'Never force-push to the shared inventory repo.'],
    indexKeep: ['(user-farm-role.md)', '(no-force-push.md)', '(editor-setup.md)', '(answer-style.md)'],
    fixed: { indexMaxLines: 200 },
  },
  { id: 't4-idx-trap-en-few-notes', category: 'index', lang: 'en', trap: true, memories: [mem('harbour-radio.md', 'The harbour radio channel is 14.', OLD, 'reference')], indexNotes: ['## misc', '', '- spare radio batteries are in the tower cupboard', '- **tide tables** are printed every Monday'], keep: ['The harbour radio channel is 14.'], indexKeep: ['spare radio batteries are in the tower cupboard', '**tide tables** are printed every Monday', '(harbour-radio.md)'] },
  { id: 't4-idx-trap-zh-trad-notes', category: 'index', lang: 'zh', trap: true, memories: [mem('archive-keys-zh.md', '庫房鑰匙由館員保管。', OLD, 'reference')], indexNotes: ['## 備註', '', '- 除濕機每週一換水。', '- 掃描器的校色卡在第二個抽屜。'], keep: ['庫房鑰匙由館員保管。'], indexKeep: ['除濕機每週一換水。', '掃描器的校色卡在第二個抽屜。', '(archive-keys-zh.md)'] },
];
