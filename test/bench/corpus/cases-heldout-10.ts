import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 10: written fresh from the dream-quality issue's categories alone (not from the rules
 * nor the other sets' sentences) while HELD-OUT 9 becomes a tuning set, before the rule changes of
 * that round; run only with `--final10` and never tuned against.
 * Untouched first run (at main d69f6b9): recall 86.9 %, precision 67.1 %, 8 harmful, 3 silent; recall
 * by category: dates-en 100 %, dates-zh 100 %, supersession 77 %, contradiction 86 %, paraphrase
 * 100 %, claude-md 89 %, merge 67 %, captures 78 %, index 100 %, hooks 67 % (also in FINAL_SETS'
 * label). 126 cases, 42 of them traps that must come through unchanged (and unflagged where they
 * name `quiet` kinds); 73 English, 53 Chinese (33 Simplified, 13 Traditional, 7 mixed with English).
 * Other domains (a bike-share fleet, an apiary, a genomics lab, a wind farm, a sailing charter, a
 * dental clinic, a satellite ground station, a cheese dairy, a coffee roastery, escape rooms, a
 * glassblowing studio, a subtitle agency, a theatre and orchestra, an observatory) and other
 * writers: long chatty notes, terse bullets, Markdown tables, code-heavy notes, British spelling,
 * typos, emoji, arrows, English and Chinese in one sentence, Simplified and Traditional Chinese.
 *
 * Calendar: every memory is written on 2026-10-22, a Thursday, unless said otherwise, so:
 * yesterday, 昨天 and 昨晚 are 2026-10-21, two days ago and 前天 2026-10-20, three days ago and
 * 大前天 2026-10-19, last Friday and 上周五 2026-10-16, tomorrow and 明天 2026-10-23, the day after
 * tomorrow and 后天 2026-10-24, next week the week of Monday 2026-10-26, 下周三 2026-10-28, last
 * week and 上周 the week of Monday 2026-10-12, a fortnight ago and 上上週 the week of Monday
 * 2026-10-05, 这个月初 early October (10月初). One memory is written on 2026-10-17, a Saturday, so its
 * "Next Friday" is 2026-10-23; one on 2026-09-03, so its "two days ago" is 2026-09-01. No expected
 * date is 2026-10-22, the day in those memories' own frontmatter. Supersessions and contradictions
 * pair an older memory (2026-04-14) with a newer one (2026-10-06).
 */

const DAY = '2026-10-22';
const OLD = '2026-04-14';
const NEW = '2026-10-06';
const SAID = '2026-10-21';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });

/** Day i of a log that starts on 2026-03-02 (absolute dates, so nothing to convert). */
const logDay = (i: number): string => new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10);
const roastNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} roast RB-${3000 + i} dropped at 208 °C (roaster ${(i % 2) + 1})`);
const turbineNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} ${(i % 12) + 1}号风机巡检完成（工单 WO-${7000 + i}）`);
const subtitleParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `【字幕專案 ${i + 1}】${'這一集的對白很密，譯者先做粗翻，再由校對對照原片逐句檢查時間軸，專有名詞一律查術語表，人名第一次出現時加註原文，歌詞只翻副歌，片尾名單不翻，交付前要用播放器完整看一遍並截圖給客戶確認；'.repeat(17)}`);
const sailingParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `Sailing school note ${i + 1}: ${'we spent most of the session on reefing drills because the forecast kept changing, then did three man-overboard recoveries under engine, logged the fuel used, rinsed the sails and checked every shackle before handing the boat back to the yard; '.repeat(4)}`);
const mooringNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}. mooring ${i + 1} shackle check due — ask the harbour master`);
const chatterEn = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [`remember_me=${i} cookie dropped, 401 again`, `lol do u even remember ${i}`, `[WARN] dock ${i} forgot pairing — remember?? retry`, `don't don't don't ${i} never mind`][i % 4]!,
  }));
const chatterZh = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [`记住 ${i} 哈哈哈 不要不要`, `不要 ${i}!!! 记住密码 那个勾选框`, `<<记住>> ${i} …… 不要`, `超时 ${i} 不要重试 记住 记住 🙈`][i % 4]!,
  }));

export const HELDOUT_10_CASES: QualityCase[] = [
  // ---- dates, English: real events to convert
  {
    id: 'h10-den-chatty-dock',
    category: 'dates-en',
    lang: 'en',
    memories: [mem('harbour-row-dock.md', "So the big news, after weeks of nagging the council: the new dock at Harbour Row finally went live yesterday, and it's already the busiest one in the network, which nobody expected honestly.")],
    fixed: { contains: ['2026-10-21', 'the new dock at Harbour Row finally went live'], absent: ['yesterday'] },
  },
  { id: 'h10-den-fortnight-british', category: 'dates-en', lang: 'en', memories: [mem('mahler-seating.md', 'The conductor agreed a fortnight ago that the second violins sit on the right for the Mahler.', DAY, 'feedback')], fixed: { contains: ['2026-10-05', 'the second violins sit on the right for the Mahler'], absent: ['a fortnight ago'] } },
  { id: 'h10-den-next-friday-saturday', category: 'dates-en', lang: 'en', memories: [mem('cheddar-panel.md', 'Next Friday the tasting panel grades the autumn cheddar batch.', '2026-10-17')], fixed: { contains: ['2026-10-23', 'the tasting panel grades the autumn cheddar batch'], absent: ['Next Friday'] } },
  { id: 'h10-den-changed-this', category: 'dates-en', lang: 'en', memories: [mem('hive4-excluder.md', "Hive 4's queen excluder is off now; Aled changed this yesterday after the swarm check.")], fixed: { contains: ['2026-10-21', "Hive 4's queen excluder is off now"], absent: ['yesterday'] } },
  { id: 'h10-den-since-never', category: 'dates-en', lang: 'en', memories: [mem('sequencer-overnight.md', 'Since last Friday we never run the sequencer overnight without a second person on call.', DAY, 'feedback')], fixed: { contains: ['2026-10-16', 'never run the sequencer overnight without a second person on call'], absent: ['last Friday'] } },
  { id: 'h10-den-terse-bullets', category: 'dates-en', lang: 'en', memories: [mem('t07-gearbox.md', '- turbine T07 gearbox oil swapped two days ago\n- next check in 500 h')], fixed: { contains: ['2026-10-20', 'turbine T07 gearbox oil swapped'], absent: ['two days ago'] }, keep: ['next check in 500 h'] },
  { id: 'h10-den-table-row', category: 'dates-en', lang: 'en', memories: [mem('hive-events.md', '| hive | event |\n|---|---|\n| 7 | requeened three days ago |\n| 9 | varroa count 2 per 100 bees |')], fixed: { contains: ['2026-10-19', 'requeened'], absent: ['three days ago'] }, keep: ['| 9 | varroa count 2 per 100 bees |'] },
  { id: 'h10-den-day-after-tomorrow', category: 'dates-en', lang: 'en', memories: [mem('dome-motor.md', 'The telescope dome motor gets replaced the day after tomorrow, so no observing that night.')], fixed: { contains: ['2026-10-24', 'The telescope dome motor gets replaced'], absent: ['the day after tomorrow'] } },
  { id: 'h10-den-next-week', category: 'dates-en', lang: 'en', memories: [mem('halloween-refit.md', 'Next week the escape rooms close for the Halloween refit.')], fixed: { contains: ['2026-10-26', 'the escape rooms close for the Halloween refit'], absent: ['Next week'] } },
  { id: 'h10-den-old-two-days', category: 'dates-en', lang: 'en', memories: [mem('autoclave-spore.md', "two days ago the clinic's autoclave failed its spore test, so every pouch from that week was reprocessed", '2026-09-03')], fixed: { contains: ['2026-09-01', "the clinic's autoclave failed its spore test"], absent: ['two days ago'] } },
  { id: 'h10-den-typo-emoji', category: 'dates-en', lang: 'en', memories: [mem('crucible.md', 'furnace crucible replced yesterday, melts take ~40 min longer now 🔥')], fixed: { contains: ['2026-10-21', 'furnace crucible replced'], absent: ['yesterday'] } },
  // ---- dates, English: traps
  { id: 'h10-den-trap-code', category: 'dates-en', lang: 'en', trap: true, memories: [mem('turbine-kwh.md', 'Turbine output is summed by `sum_yesterday_kwh()` and the dashboard reads the `next_week_forecast` table.', DAY, 'reference')], keep: ['Turbine output is summed by `sum_yesterday_kwh()` and the dashboard reads the `next_week_forecast` table.'] },
  { id: 'h10-den-trap-song', category: 'dates-en', lang: 'en', trap: true, memories: [mem('quartet-set.md', "The string quartet's wedding set always closes with 'Yesterday' and opens with 'Here Comes the Sun'.", DAY, 'reference')], keep: ["The string quartet's wedding set always closes with 'Yesterday' and opens with 'Here Comes the Sun'."] },
  { id: 'h10-den-trap-generic', category: 'dates-en', lang: 'en', trap: true, memories: [mem('late-cancel.md', 'An appointment cancelled today for tomorrow is still charged the late-cancellation fee.', DAY, 'feedback')], keep: ['An appointment cancelled today for tomorrow is still charged the late-cancellation fee.'] },
  { id: 'h10-den-trap-recurring', category: 'dates-en', lang: 'en', trap: true, memories: [mem('friday-dispatch.md', 'Every Friday the roastery ships the wholesale orders that came in since last Friday.')], keep: ['Every Friday the roastery ships the wholesale orders that came in since last Friday.'] },
  { id: 'h10-den-trap-bare-now', category: 'dates-en', lang: 'en', trap: true, memories: [mem('pass-times.md', 'Ground-station pass times are computed with now() in UTC, never in local time.', DAY, 'feedback')], keep: ['Ground-station pass times are computed with now() in UTC, never in local time.'] },
  { id: 'h10-den-trap-template', category: 'dates-en', lang: 'en', trap: true, memories: [mem('inspection-template.md', 'Hive inspection template:\n\n## Today\n- brood pattern\n- stores (frames of honey)\n- temper', DAY, 'reference')], keep: ['## Today\n- brood pattern'] },

  // ---- dates, Chinese: real events to convert
  { id: 'h10-dzh-glued-wujin', category: 'dates-zh', lang: 'zh', memories: [mem('chassis-sample-zh.md', '上周五金属机箱的样品到了，尺寸偏大两毫米。')], fixed: { contains: ['2026-10-16', '金属机箱的样品到了'], absent: ['上周五'] } },
  { id: 'h10-dzh-trad-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('pitch-alarm-zh.md', '昨晚三號風機的變槳系統報警，已經派人上塔檢查。')], fixed: { contains: ['2026-10-21', '三號風機的變槳系統報警'], absent: ['昨晚'] } },
  { id: 'h10-dzh-glued-he', category: 'dates-zh', lang: 'zh', memories: [mem('implant-stock-zh.md', '下周三和牙科诊所的供应商对一下种植体的库存。')], fixed: { contains: ['2026-10-28', '牙科诊所的供应商对一下种植体的库存'], absent: ['下周三'] }, forbid: ['那一周三'] },
  { id: 'h10-dzh-mixed-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('flow-cell-zh.md', '大前天 sequencer 的 flow cell 报错，换了一张新的。')], fixed: { contains: ['2026-10-19', 'flow cell 报错'], absent: ['大前天'] } },
  { id: 'h10-dzh-trad-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('rehearsal-late-zh.md', '上上週跟劇院確認過，彩排可以延長到晚上十一點。', DAY, 'reference')], fixed: { contains: ['2026-10-05', '彩排可以延長到晚上十一點'], absent: ['上上週'] } },
  { id: 'h10-dzh-yuechu', category: 'dates-zh', lang: 'zh', memories: [mem('cave-thermostat-zh.md', '这个月初奶酪窖换了新的温控器。')], fixed: { contains: ['10月初', '奶酪窖换了新的温控器'], absent: ['这个月初'] } },
  { id: 'h10-dzh-rule-since', category: 'dates-zh', lang: 'zh', memories: [mem('bee-suits-zh.md', '从昨天开始，所有蜂箱开箱检查都要穿全套防护服。', DAY, 'feedback')], fixed: { contains: ['2026-10-21', '所有蜂箱开箱检查都要穿全套防护服'], absent: ['昨天'] } },
  { id: 'h10-dzh-houtian', category: 'dates-zh', lang: 'zh', memories: [mem('roaster-inspection-zh.md', '后天咖啡烘焙机要做年检，那天不接新订单。')], fixed: { contains: ['2026-10-24', '咖啡烘焙机要做年检'], absent: ['后天'] } },
  { id: 'h10-dzh-shangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('glossary-update-zh.md', '上周字幕组把术语表全部更新了一遍。')], fixed: { contains: ['2026-10-12', '字幕组把术语表全部更新了一遍'], absent: ['上周'] } },
  { id: 'h10-dzh-trad-emoji-mingtian', category: 'dates-zh', lang: 'zh', memories: [mem('extra-rehearsal-zh.md', '🎻 明天下午樂團加排一次，曲目是馬勒第五。')], fixed: { contains: ['2026-10-23', '樂團加排一次'], absent: ['明天'] } },
  // ---- dates, Chinese: traps
  { id: 'h10-dzh-trap-muqian', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('radome-hatch-zh.md', '目前天线罩的检修口朝东南。', DAY, 'reference')], keep: ['目前天线罩的检修口朝东南。'] },
  { id: 'h10-dzh-trap-song', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('wedding-set-zh.md', '婚礼弦乐四重奏的固定曲目里有《昨日重现》和《月亮代表我的心》。', DAY, 'reference')], keep: ['婚礼弦乐四重奏的固定曲目里有《昨日重现》和《月亮代表我的心》。'] },
  { id: 'h10-dzh-trap-sql', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('booking-query-zh.md', '查预约用这条：\n\n```sql\nSELECT * FROM bookings WHERE day = CURRENT_DATE + 1; -- 明天的预约\n```', DAY, 'reference')], keep: ['SELECT * FROM bookings WHERE day = CURRENT_DATE + 1; -- 明天的预约'] },
  { id: 'h10-dzh-trap-generic', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('order-cutoff-zh.md', '凡是今天下午五点以后下的烘焙订单，都算明天的单。', DAY, 'feedback')], keep: ['凡是今天下午五点以后下的烘焙订单，都算明天的单。'] },
  { id: 'h10-dzh-trap-hypothetical', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('feathering-zh.md', '要是明天风速超过每秒二十五米，风机会自动顺桨停机。')], keep: ['要是明天风速超过每秒二十五米，风机会自动顺桨停机。'] },
  { id: 'h10-dzh-trap-trad-monthly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('timesheets-zh.md', '每個月初把上個月的字幕工時表寄給客戶。', DAY, 'feedback')], keep: ['每個月初把上個月的字幕工時表寄給客戶。'] },

  // ---- supersession, English
  { id: 'h10-sup-retired-favour', category: 'supersession', lang: 'en', explicit: true, memories: [mem('van-routing.md', 'Bike-share rebalancing vans are routed with Routific.', OLD), mem('ortools-planner.md', 'Routific has been retired in favour of our own OR-Tools planner for van routing.', NEW)], fixed: { absent: ['routed with Routific'], contains: ['OR-Tools'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Routific', 'OR-Tools'] } },
  { id: 'h10-sup-swapped-for', category: 'supersession', lang: 'en', explicit: true, memories: [mem('green-inventory.md', "The roastery's green-coffee inventory lives in a Google Sheet.", OLD), mem('baserow-inventory.md', "We've swapped the Google Sheet for Baserow for green-coffee inventory.", NEW)], fixed: { absent: ['lives in a Google Sheet'], contains: ['Baserow'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Google Sheet', 'Baserow'] } },
  { id: 'h10-sup-y-replaces-x', category: 'supersession', lang: 'en', explicit: true, memories: [mem('scada-paging.md', 'Turbine SCADA alarms are paged through Opsgenie.', OLD, 'reference'), mem('incident-io.md', 'incident.io replaces Opsgenie for turbine SCADA alarm paging.', NEW, 'reference')], fixed: { absent: ['paged through Opsgenie'], contains: ['incident.io'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Opsgenie', 'incident.io'] } },
  { id: 'h10-sup-arrow-terse', category: 'supersession', lang: 'en', explicit: true, memories: [mem('tle-source.md', 'ground station TLEs: fetched from Space-Track', OLD, 'reference'), mem('tle-celestrak.md', 'TLE source: Space-Track → CelesTrak', NEW, 'reference')], fixed: { absent: ['fetched from Space-Track'], contains: ['CelesTrak'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Space-Track', 'CelesTrak'] } },
  {
    id: 'h10-sup-partial-xrays',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('xray-storage.md', 'Clinic X-rays are stored in Dentrix, kept for 10 years, and only dentists can delete them.', OLD), mem('curve-dental.md', 'Clinic X-ray storage moved from Dentrix to Curve Dental.', NEW)],
    fixed: { absent: ['are stored in Dentrix'], contains: ['Curve Dental', 'kept for 10 years', 'only dentists can delete them'] },
    flag: { kinds: ['outdated', 'contradiction'], mentions: ['Dentrix', 'Curve Dental'] },
    keep: ['kept for 10 years', 'only dentists can delete them'],
  },
  { id: 'h10-sup-moved-off-onto', category: 'supersession', lang: 'en', explicit: true, memories: [mem('room-bookings.md', 'Escape-room bookings are taken through Bookeo.', OLD), mem('resova.md', "heads up, we've moved off Bookeo onto Resova for all room bookings", NEW)], fixed: { absent: ['taken through Bookeo'], contains: ['Resova'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Bookeo', 'Resova'] } },
  { id: 'h10-sup-not-anymore', category: 'supersession', lang: 'en', explicit: true, memories: [mem('studio-dues.md', 'Glass studio members pay their dues through PayPal.', OLD), mem('gocardless.md', "membership dues: not PayPal anymore, it's GoCardless direct debit now", NEW)], fixed: { absent: ['dues through PayPal'], contains: ['GoCardless'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['PayPal', 'GoCardless'] } },
  // ---- supersession, Chinese
  { id: 'h10-sup-zh-qiehuan', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('pipeline-cluster-zh.md', '测序数据的分析流程跑在本地的 Slurm 集群上。', OLD), mem('aws-batch-zh.md', '测序分析流程已经由本地 Slurm 集群切换到 AWS Batch。', NEW)], fixed: { absent: ['跑在本地的 Slurm 集群上'], contains: ['AWS Batch'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Slurm', 'AWS Batch'] } },
  { id: 'h10-sup-zh-trad-taotai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('timing-tool-zh.md', '字幕時間軸用 Aegisub 來對。', OLD), mem('subtitle-edit-zh.md', 'Aegisub 已淘汰，字幕時間軸改用 Subtitle Edit。', NEW)], fixed: { absent: ['用 Aegisub 來對'], contains: ['Subtitle Edit'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Aegisub', 'Subtitle Edit'] } },
  { id: 'h10-sup-zh-xiaxian', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('work-orders-zh.md', '风场的工单系统用的是 Maximo。', OLD, 'reference'), mem('sap-pm-zh.md', 'Maximo 下线了，风场工单现在用 SAP PM。', NEW, 'reference')], fixed: { absent: ['用的是 Maximo'], contains: ['SAP PM'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Maximo', 'SAP PM'] } },
  { id: 'h10-sup-zh-huancheng', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('cave-logger-zh.md', '奶酪熟成库的温湿度记录仪是 Testo 的。', OLD, 'reference'), mem('elitech-zh.md', '熟成库的温湿度记录仪已经换成 Elitech 了。', NEW, 'reference')], fixed: { absent: ['记录仪是 Testo 的'], contains: ['Elitech'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['Testo', 'Elitech'] } },
  {
    id: 'h10-sup-zh-partial-observatory',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [mem('observing-data-zh.md', '望远镜的观测数据存放在所里的 NAS 上，保留五年，只有台长能删除。', OLD), mem('minio-zh.md', '观测数据已从 NAS 迁移到对象存储 MinIO。', NEW)],
    fixed: { absent: ['存放在所里的 NAS 上'], contains: ['MinIO', '保留五年', '只有台长能删除'] },
    flag: { kinds: ['outdated', 'contradiction'], mentions: ['NAS', 'MinIO'] },
    keep: ['保留五年', '只有台长能删除'],
  },
  { id: 'h10-sup-zh-mixed-banle', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('scores-pdf-zh.md', 'Orchestra 的乐谱 PDF 放在坚果云。', OLD, 'reference'), mem('scores-drive-zh.md', '乐谱 PDF 从坚果云搬到了 Google Drive。', NEW, 'reference')], fixed: { absent: ['放在坚果云'], contains: ['Google Drive'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['坚果云', 'Google Drive'] } },
  // ---- supersession traps
  { id: 'h10-sup-trap-addition', category: 'supersession', lang: 'en', trap: true, memories: [mem('hive-scales.md', 'Hive scales report weights over Sigfox.', OLD, 'reference'), mem('hive-temp.md', 'Hive scales now also report brood temperature over Sigfox.', NEW, 'reference')], keep: ['Hive scales report weights over Sigfox.', 'Hive scales now also report brood temperature over Sigfox.'], quiet: ['outdated'] },
  { id: 'h10-sup-trap-plan', category: 'supersession', lang: 'en', trap: true, memories: [mem('dock-payments.md', 'Bike-share docks take payments through Stripe.', OLD), mem('mollie-idea.md', 'We might move dock payments from Stripe to Mollie at some point; nothing is decided yet.', NEW)], keep: ['Bike-share docks take payments through Stripe.', 'We might move dock payments from Stripe to Mollie at some point; nothing is decided yet.'], quiet: ['outdated'] },
  { id: 'h10-sup-trap-other-station', category: 'supersession', lang: 'en', trap: true, memories: [mem('prod-station-os.md', 'The production ground station runs on Ubuntu 22.04.', OLD, 'reference'), mem('test-station-os.md', 'The test ground station moved from Ubuntu 22.04 to Debian 12.', NEW, 'reference')], keep: ['The production ground station runs on Ubuntu 22.04.', 'The test ground station moved from Ubuntu 22.04 to Debian 12.'], quiet: ['outdated', 'contradiction'] },
  { id: 'h10-sup-trap-condition', category: 'supersession', lang: 'en', trap: true, memories: [mem('courier.md', 'Roastery orders ship with DPD.', OLD, 'reference'), mem('courier-fallback.md', "If DPD can't collect, orders ship with Royal Mail instead.", NEW, 'reference')], keep: ['Roastery orders ship with DPD.', "If DPD can't collect, orders ship with Royal Mail instead."], quiet: ['outdated'] },
  { id: 'h10-sup-trap-zh-trial', category: 'supersession', lang: 'zh', trap: true, memories: [mem('apiary-weights-zh.md', '蜂场的称重数据传到 ThingsBoard。', OLD, 'reference'), mem('blynk-trial-zh.md', '三号蜂场试用两周 Blynk，其他蜂场还是传到 ThingsBoard。', NEW, 'reference')], keep: ['蜂场的称重数据传到 ThingsBoard。', '三号蜂场试用两周 Blynk，其他蜂场还是传到 ThingsBoard。'], quiet: ['outdated'] },
  { id: 'h10-sup-trap-zh-history', category: 'supersession', lang: 'zh', trap: true, memories: [mem('ticketing-zh.md', '剧院售票用的是大麦。', OLD, 'reference'), mem('ticketing-history-zh.md', '2023 年以前剧院售票用的是猫眼，后来换成了大麦。', NEW, 'reference')], keep: ['剧院售票用的是大麦。', '2023 年以前剧院售票用的是猫眼，后来换成了大麦。'], quiet: ['outdated', 'contradiction'] },

  // ---- implicit contradiction
  { id: 'h10-con-deposit', category: 'contradiction', lang: 'en', memories: [mem('charter-deposit.md', "The sailing charter's deposit is £500 per boat.", OLD, 'reference'), mem('deposit-now.md', 'Charter deposit per boat: £750.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['£500', '£750'] }, fixed: { absent: ['deposit is £500'], contains: ['£750'] } },
  { id: 'h10-con-cave-temp', category: 'contradiction', lang: 'en', memories: [mem('cave-temp.md', 'The cheese cave is kept at 11 °C.', OLD, 'reference'), mem('cave-setpoint.md', 'The cheese cave is kept at 13 °C.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['11 °C', '13 °C'] }, fixed: { absent: ['kept at 11 °C'], contains: ['13 °C'] } },
  { id: 'h10-con-slots', category: 'contradiction', lang: 'en', memories: [mem('sequencer-slots.md', 'Sequencer runs are booked in 2-hour slots.', OLD, 'reference'), mem('slot-length.md', 'sequencer run booking: 4-hour slots', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['2-hour', '4-hour'] }, fixed: { absent: ['booked in 2-hour slots'], contains: ['4-hour slots'] } },
  { id: 'h10-con-stock-day', category: 'contradiction', lang: 'en', memories: [mem('stock-order.md', "The dental clinic's stock order goes out every Tuesday.", OLD, 'reference'), mem('stock-thursday.md', "The dental clinic's stock order goes out every Thursday.", NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Tuesday', 'Thursday'] }, fixed: { absent: ['goes out every Tuesday'], contains: ['every Thursday'] } },
  { id: 'h10-con-zh-cutout', category: 'contradiction', lang: 'zh', memories: [mem('cut-out-zh.md', '风机的切出风速是每秒25米。', OLD, 'reference'), mem('cut-out-new-zh.md', '风机切出风速：每秒22米。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['25米', '22米'] }, fixed: { absent: ['切出风速是每秒25米'], contains: ['每秒22米'] } },
  { id: 'h10-con-zh-trad-timer', category: 'contradiction', lang: 'zh', memories: [mem('room-timer-zh.md', '逃脫密室每場限時60分鐘。', OLD, 'reference'), mem('room-timer-new-zh.md', '逃脫密室每場限時75分鐘。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['60分鐘', '75分鐘'] }, fixed: { absent: ['每場限時60分鐘'], contains: ['每場限時75分鐘'] } },
  { id: 'h10-con-zh-mixed-annealer', category: 'contradiction', lang: 'zh', memories: [mem('anneal-temp-zh.md', 'Annealer 的退火温度是 510 度。', OLD, 'reference'), mem('anneal-new-zh.md', 'Annealer 退火温度：480 度。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['510', '480'] }, fixed: { absent: ['退火温度是 510 度'], contains: ['480 度'] } },
  // ---- contradiction traps
  { id: 'h10-con-trap-docks', category: 'contradiction', lang: 'en', trap: true, memories: [mem('oldtown-docks.md', 'Bike docks in the old town hold 16 bikes.', OLD, 'reference'), mem('station-docks.md', 'Bike docks at the railway station hold 40 bikes.', NEW, 'reference')], keep: ['Bike docks in the old town hold 16 bikes.', 'Bike docks at the railway station hold 40 bikes.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h10-con-trap-zh-caves', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('cave-one-zh.md', '一号窖的湿度保持在90%。', OLD, 'reference'), mem('cave-two-zh.md', '二号窖的湿度保持在85%。', NEW, 'reference')], keep: ['一号窖的湿度保持在90%。', '二号窖的湿度保持在85%。'], quiet: ['contradiction', 'outdated'] },
  { id: 'h10-con-trap-history', category: 'contradiction', lang: 'en', trap: true, memories: [mem('flagship-blend.md', "The roastery's flagship blend is Harbour Dark.", OLD, 'reference'), mem('blend-history.md', 'Until 2025 the flagship blend was Old Quay; Harbour Dark replaced it.', NEW, 'reference')], keep: ["The roastery's flagship blend is Harbour Dark.", 'Until 2025 the flagship blend was Old Quay; Harbour Dark replaced it.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h10-con-trap-zh-trad-seasons', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('winter-session-zh.md', '冬季的觀測夜最晚到凌晨兩點結束。', OLD, 'reference'), mem('summer-session-zh.md', '夏季的觀測夜最晚到晚上十一點半結束。', NEW, 'reference')], keep: ['冬季的觀測夜最晚到凌晨兩點結束。', '夏季的觀測夜最晚到晚上十一點半結束。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates
  { id: 'h10-par-hive-neg-pos', category: 'paraphrase', lang: 'en', memories: [mem('cold-hives.md', 'Never leave a hive open for more than ten minutes in cold weather.', OLD, 'feedback'), mem('close-quickly.md', 'In cold weather, close the hive again within ten minutes.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['cold-hives.md', 'close-quickly.md'] } },
  { id: 'h10-par-subtitle-length', category: 'paraphrase', lang: 'en', memories: [mem('line-length.md', 'Subtitles must not exceed 42 characters per line.', OLD, 'feedback'), mem('cps-rule.md', 'Keep each subtitle line to 42 characters or fewer.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['line-length.md', 'cps-rule.md'] } },
  { id: 'h10-par-british-handpieces', category: 'paraphrase', lang: 'en', memories: [mem('handpieces.md', 'Always sterilise dental handpieces between patients.', OLD, 'feedback'), mem('between-patients.md', 'No dental handpiece is reused on the next patient before it has been sterilised.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['handpieces.md', 'between-patients.md'] } },
  { id: 'h10-par-code-lint', category: 'paraphrase', lang: 'en', memories: [mem('lint-first.md', 'Run `make lint` before pushing to the roastery-shop repo.', OLD, 'feedback'), mem('push-gate.md', 'Before any push to roastery-shop, `make lint` has to pass.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['lint-first.md', 'push-gate.md'] } },
  { id: 'h10-par-zh-nacelle', category: 'paraphrase', lang: 'zh', memories: [mem('nacelle-cover-zh.md', '不要在风机运行时打开机舱盖。', OLD, 'feedback'), mem('stop-first-zh.md', '机舱盖只能在风机停机以后打开。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['nacelle-cover-zh.md', 'stop-first-zh.md'] } },
  { id: 'h10-par-zh-trad-lighting', category: 'paraphrase', lang: 'zh', memories: [mem('lighting-freeze-zh.md', '開演前兩小時內不可以再調整舞台燈光。', OLD, 'feedback'), mem('lighting-deadline-zh.md', '舞台燈光的調整必須在開演兩小時前完成。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['lighting-freeze-zh.md', 'lighting-deadline-zh.md'] } },
  { id: 'h10-par-zh-mixed-qc', category: 'paraphrase', lang: 'zh', memories: [mem('qubit-qc-zh.md', '测序前一定要做 Qubit QC，浓度不达标的样本不上机。', OLD, 'feedback'), mem('failed-qc-zh.md', 'Qubit QC 没通过的样本不能上机测序。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['qubit-qc-zh.md', 'failed-qc-zh.md'] } },
  // ---- paraphrase traps
  { id: 'h10-par-trap-ppe', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('sack-gloves.md', 'Wear gloves when handling green coffee sacks.', OLD, 'feedback'), mem('ear-defenders.md', 'Wear ear defenders when the roaster is running.', NEW, 'feedback')], keep: ['Wear gloves when handling green coffee sacks.', 'Wear ear defenders when the roaster is running.'], quiet: ['possible-duplicate'] },
  { id: 'h10-par-trap-seasons', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('summer-inspections.md', 'Inspect every hive every 7 days in summer.', OLD, 'feedback'), mem('winter-inspections.md', 'Inspect every hive every 21 days in winter.', NEW, 'feedback')], keep: ['Inspect every hive every 7 days in summer.', 'Inspect every hive every 21 days in winter.'], quiet: ['possible-duplicate', 'contradiction'] },
  { id: 'h10-par-trap-zh-photos', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('phone-photos-zh.md', '不要用个人手机拍病人的口腔照片。', OLD, 'feedback'), mem('email-photos-zh.md', '不要用个人邮箱发送病人的检查报告。', NEW, 'feedback')], keep: ['不要用个人手机拍病人的口腔照片。', '不要用个人邮箱发送病人的检查报告。'], quiet: ['possible-duplicate'] },
  { id: 'h10-par-trap-zh-trad-boats', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('lifejackets-zh.md', '出船前要檢查救生衣的數量。', OLD, 'feedback'), mem('fuel-check-zh.md', '還船後要檢查油箱剩多少油。', NEW, 'feedback')], keep: ['出船前要檢查救生衣的數量。', '還船後要檢查油箱剩多少油。'], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md: conflicts
  { id: 'h10-cmd-fastq', category: 'claude-md', lang: 'en', claudeMd: '# Lab repo rules\n\n- Never commit raw FASTQ reads to the repo.\n', memories: [mem('small-fastq.md', "It's fine to commit raw FASTQ reads to the repo when the sample is small.", NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['FASTQ'] } },
  { id: 'h10-cmd-units', category: 'claude-md', lang: 'en', claudeMd: '# Reporting\n\n- Always use metric units in turbine reports.\n', memories: [mem('imperial-reports.md', 'Turbine reports can use imperial units instead of metric units when the client is American.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['units'] } },
  { id: 'h10-cmd-british-patients', category: 'claude-md', lang: 'en', claudeMd: '# Clinic software\n\n- Do not store patient names in log files.\n', memories: [mem('front-desk-logs.md', 'Storing patient names in log files is acceptable for the front-desk app, as it is only used on site.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['patient names'] } },
  { id: 'h10-cmd-zh-raw-video', category: 'claude-md', lang: 'zh', claudeMd: '# 规范\n\n- 禁止把客户的原始视频上传到公网网盘。\n', memories: [mem('raw-video-zh.md', '客户的原始视频可以上传到公网网盘，方便字幕组下载。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['原始视频'] } },
  { id: 'h10-cmd-zh-trad-weekend', category: 'claude-md', lang: 'zh', claudeMd: '# 部署\n\n- 不要在週末部署售票系統。\n', memories: [mem('weekend-deploy-zh.md', '週末部署售票系統沒問題，反正流量不大。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['售票系統'] } },
  { id: 'h10-cmd-mixed-interlock', category: 'claude-md', lang: 'zh', claudeMd: '# Studio safety\n\n- Never disable the furnace gas interlock.\n', memories: [mem('interlock-debug-zh.md', '调试燃烧器的时候可以先 disable the furnace gas interlock。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['gas interlock'] } },
  // ---- CLAUDE.md: repeats with a consistent addition
  { id: 'h10-cmd-repeat-dock-id', category: 'claude-md', lang: 'en', claudeMd: '# Data\n\n- Always tag every bike record with its dock ID.\n', memories: [mem('dock-tags.md', 'Always tag every bike record with its dock ID, for example HR-03 or QS-11.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['dock ID'] }, quiet: ['claude-md-conflict'] },
  { id: 'h10-cmd-repeat-zh-hive-record', category: 'claude-md', lang: 'zh', claudeMd: '# 蜂场规范\n\n- 每次开箱检查后都要填写蜂箱记录。\n', memories: [mem('hive-record-zh.md', '每次开箱检查后都要填写蜂箱记录，包括蜂王状态和蜜量。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['蜂箱记录'] }, quiet: ['claude-md-conflict'] },
  { id: 'h10-cmd-repeat-norad', category: 'claude-md', lang: 'en', claudeMd: '# Ground station code\n\n- Do not hard-code NORAD IDs in pass-prediction code.\n', memories: [mem('norad-ids.md', 'Do not hard-code NORAD IDs in pass-prediction code, because satellites get re-catalogued.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['NORAD IDs'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps
  { id: 'h10-cmd-trap-branches', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Git\n\n- Never push to the `release` branch directly.\n', memories: [mem('push-daily.md', 'Push feature branches to origin every evening so no work is lost.', NEW, 'feedback')], keep: ['Push feature branches to origin every evening so no work is lost.'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 'h10-cmd-trap-zh-schedule', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 剧院\n\n- 演员的联系方式不得外传。\n', memories: [mem('show-times-zh.md', '演出时间表可以公开分享给票务代理。', NEW, 'feedback')], keep: ['演出时间表可以公开分享给票务代理。'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 'h10-cmd-trap-utc-display', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Logging\n\n- Always write times in UTC in ground-station logs.\n', memories: [mem('visitor-display.md', 'The visitor-centre display shows the next pass in local time.', NEW, 'feedback')], keep: ['The visitor-centre display shows the next pass in local time.'], quiet: ['claude-md-conflict', 'in-claude-md'] },

  // ---- merges
  { id: 'h10-mrg-copy-of', category: 'merge', lang: 'en', memories: [mem('tide-tables.md', '- Tide tables come from the UKHO EasyTide feed.\n- Skippers check them the evening before a charter.', OLD, 'reference'), mem('Copy of tide-tables.md', '- Tide tables come from the UKHO EasyTide feed.\n- Skippers check them the evening before a charter.', NEW, 'reference')], fixed: { files: ['tide-tables.md'], gone: ['Copy of tide-tables.md'] } },
  { id: 'h10-mrg-old-suffix', category: 'merge', lang: 'en', memories: [mem('varroa-treatment.md', 'Varroa is treated with oxalic acid in December, when the colonies are broodless.', OLD), mem('varroa-treatment-old.md', 'Varroa is treated with oxalic acid in December, when the colonies are broodless.', NEW)], fixed: { files: ['varroa-treatment.md'], gone: ['varroa-treatment-old.md'] } },
  { id: 'h10-mrg-untitled', category: 'merge', lang: 'en', memories: [mem('cave-ageing.md', 'Wheels in the cave are turned twice a week for the first three months.', OLD), mem('untitled.md', 'Wheels in the cave are turned twice a week for the first three months.', NEW)], fixed: { files: ['cave-ageing.md'], gone: ['untitled.md'] } },
  {
    id: 'h10-mrg-reason-kept',
    category: 'merge',
    lang: 'en',
    memories: [mem('italics.md', '- Italicise off-screen voices.\n- Put song lyrics in italics too.', OLD, 'feedback'), mem('subtitle-italics.md', '- Italicise off-screen voices, so viewers can tell who is speaking.\n- Put song lyrics in italics too.', NEW, 'feedback')],
    fixed: { contains: ['so viewers can tell who is speaking', 'Put song lyrics in italics too'], absentLines: ['- Italicise off-screen voices.'] },
  },
  { id: 'h10-mrg-zh-beifen', category: 'merge', lang: 'zh', memories: [mem('风机巡检.md', '- 每月爬塔检查一次螺栓力矩。\n- 巡检结果写进工单。', OLD), mem('风机巡检_备份.md', '- 每月爬塔检查一次螺栓力矩。\n- 巡检结果写进工单。', NEW)], fixed: { files: ['风机巡检.md'], gone: ['风机巡检_备份.md'] } },
  {
    id: 'h10-mrg-zh-reason-kept',
    category: 'merge',
    lang: 'zh',
    memories: [mem('implant-zh.md', '- 种植前必须拍 CBCT。\n- 术后二十四小时内不要漱口。', OLD, 'feedback'), mem('implant-steps-zh.md', '- 种植前必须拍 CBCT，以便确认神经管的位置。\n- 术后二十四小时内不要漱口。', NEW, 'feedback')],
    fixed: { contains: ['以便确认神经管的位置', '术后二十四小时内不要漱口'], absentLines: ['- 种植前必须拍 CBCT。'] },
  },
  // ---- merge traps
  { id: 'h10-mrg-trap-docks', category: 'merge', lang: 'en', trap: true, memories: [mem('dock-hr03.md', '- Dock HR-03 has 24 slots.\n- Dock HR-03 is serviced on Mondays.', OLD, 'reference'), mem('dock-qs11.md', '- Dock QS-11 has 24 slots.\n- Dock QS-11 is serviced on Mondays.', NEW, 'reference')], keep: ['Dock HR-03 has 24 slots.', 'Dock HR-03 is serviced on Mondays.', 'Dock QS-11 has 24 slots.', 'Dock QS-11 is serviced on Mondays.'], quiet: ['possible-duplicate'] },
  { id: 'h10-mrg-trap-zh-cheeses', category: 'merge', lang: 'zh', trap: true, memories: [mem('cheddar-zh.md', '切达奶酪熟成十二个月。', OLD, 'reference'), mem('gouda-zh.md', '高达奶酪熟成六个月。', NEW, 'reference')], keep: ['切达奶酪熟成十二个月。', '高达奶酪熟成六个月。'], quiet: ['possible-duplicate'] },
  { id: 'h10-mrg-trap-copy-name', category: 'merge', lang: 'en', trap: true, memories: [mem('rehearsal-plan.md', 'Rehearsals for Carmen run in the main hall.', OLD, 'reference'), mem('rehearsal-plan (2).md', 'Rehearsals for Tosca run in the studio theatre.', NEW, 'reference')], keep: ['Rehearsals for Carmen run in the main hall.', 'Rehearsals for Tosca run in the studio theatre.'], quiet: ['possible-duplicate'] },

  // ---- captured requests
  { id: 'h10-cap-terse-en', category: 'captures', lang: 'en', memories: [mem('dish-park.md', 'The S-band dish is parked by the ops team.', OLD, 'reference')], said: [{ day: SAID, text: 'remember: the S-band dish parks at azimuth 180 when wind is above 60 km/h' }], fixed: { contains: ['parks at azimuth 180 when wind is above 60 km/h'] }, forbid: ['Avoid'], maxCreated: 1 },
  {
    id: 'h10-cap-chatty-en',
    category: 'captures',
    lang: 'en',
    memories: [mem('roaster-maint.md', 'The roaster is serviced by Giesen every spring.', OLD, 'reference')],
    said: [{ day: SAID, text: 'ok so long story, the roaster tripped again this morning and I lost a whole batch. anyway, please remember that the afterburner has to be on before the drum passes 200 °C, the council inspector checks that.' }],
    fixed: { contains: ['the afterburner has to be on before the drum passes 200 °C'] },
    forbid: ['Avoid'],
    maxCreated: 1,
  },
  { id: 'h10-cap-reported-log', category: 'captures', lang: 'en', memories: [mem('cave-alarms.md', 'Cave alarms go to the dairy manager.', OLD, 'reference')], logs: { [SAID]: ['Grace asked me to remember that the cheese cave humidity alarm is set at 92 %.'] }, fixed: { contains: ['the cheese cave humidity alarm is set at 92 %'] }, maxCreated: 1 },
  { id: 'h10-cap-prohibition', category: 'captures', lang: 'en', memories: [mem('annealer.md', 'Pieces cool overnight in the annealer.', OLD, 'reference')], said: [{ day: SAID, text: "remember: never open the annealer door while it's above 480 °C" }], fixed: { contains: ['annealer door'] }, maxCreated: 1 },
  { id: 'h10-cap-positive-so-dont', category: 'captures', lang: 'en', memories: [mem('deliverables.md', 'Subtitle deliverables are uploaded to the client portal.', OLD, 'reference')], said: [{ day: SAID, text: "Please remember that subtitles are delivered as SRT unless the client asks for TTML, so don't assume WebVTT." }], fixed: { contains: ['subtitles are delivered as SRT unless the client asks for TTML'] }, forbid: ['Avoid'], maxCreated: 1 },
  { id: 'h10-cap-en-one-in-noise', category: 'captures', lang: 'en', memories: [mem('dew-heater.md', 'The telescope has a dew heater on the corrector plate.', OLD, 'reference')], said: [...chatterEn(8), { day: SAID, text: "remember that the telescope's dew heater must be on whenever humidity is above 85 %" }], fixed: { contains: ['dew heater must be on whenever humidity is above 85 %'] }, maxCreated: 1 },
  { id: 'h10-cap-zh-jizhu', category: 'captures', lang: 'zh', memories: [mem('yaw-zh.md', '风机的偏航系统由厂家维护。', OLD, 'reference')], said: [{ day: SAID, text: '记住：风机的偏航轴承每半年要加一次润滑脂。' }], fixed: { contains: ['偏航轴承每半年要加一次润滑脂'] }, maxCreated: 1 },
  { id: 'h10-cap-zh-trad-reported', category: 'captures', lang: 'zh', memories: [mem('implant-followup-zh.md', '植牙病人術後第七天回診拆線。', OLD, 'reference')], logs: { [SAID]: ['陳醫師要我記住：植牙病人術後一週內不能安排洗牙。'] }, fixed: { contains: ['植牙病人術後一週內', '安排洗牙'] }, maxCreated: 1 },
  { id: 'h10-cap-zh-mixed-noise', category: 'captures', lang: 'zh', memories: [mem('room-three-zh.md', 'Escape room 第三关是一个密码锁。', OLD, 'reference')], said: [...chatterZh(8), { day: SAID, text: '记一下：escape room 第三关的密码锁每周一要换密码。' }], fixed: { contains: ['第三关的密码锁每周一要换密码'] }, maxCreated: 1 },
  // ---- capture traps
  { id: 'h10-cap-trap-question', category: 'captures', lang: 'en', trap: true, memories: [mem('mount-controller.md', 'The telescope mount controller is a Raspberry Pi in the dome.', OLD, 'reference')], said: [{ day: SAID, text: 'do you remember which port the mount controller listens on?' }], keep: ['The telescope mount controller is a Raspberry Pi in the dome.'], maxCreated: 0 },
  { id: 'h10-cap-trap-dont-save', category: 'captures', lang: 'en', trap: true, memories: [mem('test-bike.md', 'The test bike lives in the workshop.', OLD, 'reference')], said: [{ day: SAID, text: "don't save this to memory, it's only for today: the test bike's lock code is 4412" }], maxCreated: 0, forbid: ['4412'] },
  { id: 'h10-cap-trap-known', category: 'captures', lang: 'en', trap: true, memories: [mem('run-booking.md', 'Sequencing runs are booked in the lab calendar.', OLD, 'reference')], said: [{ day: SAID, text: 'remember that sequencing runs are booked in the lab calendar' }], keep: ['Sequencing runs are booked in the lab calendar.'], maxCreated: 0 },
  { id: 'h10-cap-trap-zh-chatter', category: 'captures', lang: 'zh', trap: true, memories: [mem('room-three-zh.md', 'Escape room 第三关是一个密码锁。', OLD, 'reference')], said: chatterZh(40), maxCreated: 0 },

  // ---- index over the limit
  { id: 'h10-idx-roast-log', category: 'index', lang: 'en', memories: [mem('roaster-owners.md', 'Roaster 1 is for wholesale batches, roaster 2 for samples.', OLD, 'reference')], indexNotes: ['## roast log', '', ...roastNotes(210)], keep: ['roast RB-3000 dropped', 'roast RB-3209 dropped'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(roaster-owners.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['roast RB-3100 dropped'] } },
  { id: 'h10-idx-trad-subtitle-paras', category: 'index', lang: 'zh', memories: [mem('glossary-zh.md', '術語表放在共用雲端硬碟的字幕資料夾。', OLD, 'reference')], indexNotes: ['## 專案筆記', '', ...subtitleParas(20)], keep: ['【字幕專案 1】', '【字幕專案 20】'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(glossary-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['【字幕專案 10】'] } },
  {
    id: 'h10-idx-notes-before-pointers',
    category: 'index',
    lang: 'en',
    memories: [mem('moorings.md', 'Moorings in the inner harbour belong to the charter company.', OLD, 'reference')],
    extraMemories: 186,
    indexNotes: ['mooring reminders', ...mooringNotes(14)],
    keep: ['1. mooring 1 shackle check due', '14. mooring 14 shackle check due'],
    indexKeep: ['(editor-setup.md)', '(test-names.md)', '(project-fact-001.md)', '(project-fact-093.md)', '(project-fact-186.md)', '(moorings.md)'],
    fixed: { indexMaxLines: 200, indexAbsent: ['7. mooring 7 shackle check due'] },
  },
  {
    id: 'h10-idx-entries-only',
    category: 'index',
    lang: 'en',
    memories: [mem('skipper-background.md', 'The user is a sailing instructor who reads Python but not TypeScript.', OLD, 'user'), mem('tide-units.md', 'Give tide heights in metres, never in feet.', OLD, 'feedback')],
    extraMemories: 220,
    keep: ['The user is a sailing instructor who reads Python but not TypeScript.', 'Give tide heights in metres, never in feet.'],
    indexKeep: ['(skipper-background.md)', '(tide-units.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
    fixed: { indexMaxLines: 200 },
  },
  { id: 'h10-idx-zh-turbine-lines', category: 'index', lang: 'zh', memories: [mem('turbine-map-zh.md', '一到六号风机在北坡，七到十二号在南坡。', OLD, 'reference')], indexNotes: ['## 巡检记录', '', ...turbineNotes(205)], keep: ['（工单 WO-7000）', '（工单 WO-7204）'], indexKeep: ['(answer-style.md)', '(working-hours.md)', '(turbine-map-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['（工单 WO-7100）'] } },
  { id: 'h10-idx-en-paragraphs', category: 'index', lang: 'en', memories: [mem('yard.md', 'The boats are lifted out at the Northshore yard.', OLD, 'reference')], indexNotes: ['## school notes', '', ...sailingParas(30)], keep: ['Sailing school note 1:', 'Sailing school note 30:'], indexKeep: ['(editor-setup.md)', '(test-names.md)', '(yard.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['Sailing school note 15:'] } },
  // ---- index traps (inside the limits)
  { id: 'h10-idx-trap-table-notes', category: 'index', lang: 'en', trap: true, memories: [mem('lab-keys.md', 'Lab keys are signed out at the front desk.', OLD, 'reference')], indexNotes: ['## where things are', '', '| thing | where |', '|---|---|', '| spare flow cells | freezer B, top shelf |', '| pipette calibration log | binder on the bench |'], keep: ['Lab keys are signed out at the front desk.'], indexKeep: ['| spare flow cells | freezer B, top shelf |', '| pipette calibration log | binder on the bench |', '(lab-keys.md)'] },
  { id: 'h10-idx-trap-zh-near-limit', category: 'index', lang: 'zh', trap: true, memories: [mem('duty-phone-zh.md', '值班手机放在蜂场仓库门口的抽屉里。', OLD, 'reference')], extraMemories: 175, indexNotes: ['## 备忘', '', '- 蜂场钥匙找村委会老李。', '- 备用巢框在仓库第二层。'], keep: ['值班手机放在蜂场仓库门口的抽屉里。'], indexKeep: ['蜂场钥匙找村委会老李。', '备用巢框在仓库第二层。', '(duty-phone-zh.md)', '(project-fact-175.md)'] },
  { id: 'h10-idx-trap-entries-under', category: 'index', lang: 'en', trap: true, memories: [mem('clinic-hours.md', 'The clinic opens at 08:00 on weekdays and 09:00 on Saturdays.', OLD, 'reference')], extraMemories: 185, keep: ['The clinic opens at 08:00 on weekdays and 09:00 on Saturdays.'], indexKeep: ['(clinic-hours.md)', '(project-fact-001.md)', '(project-fact-185.md)'] },

  // ---- shortened index hooks
  {
    id: 'h10-hook-en-rebalancing',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('rebalancing.md', 'Rebalancing vans visit docks that are under 20 % full.'), 'Rebalancing: vans visit docks under 20 % full; the Harbour Row dock is topped up first on weekday mornings; no van enters the old town between 11:00 and 16:00; e-bikes below 30 % battery are swapped, not moved; etc etc; wip')],
    fixed: { contains: ['the Harbour Row dock is topped up first on weekday mornings', 'no van enters the old town between 11:00 and 16:00'], absent: ['etc etc', 'wip'], indexAbsent: ['etc etc'] },
  },
  {
    id: 'h10-hook-en-sterilisation',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('sterilisation.md', 'Instruments go through the autoclave at 134 °C for 3 minutes.', OLD), 'Sterilisation: instruments go through the autoclave at 134 °C for 3 minutes. Pouches are dated and used within six months. The spore test runs every Monday. (notes in file, tidy later)')],
    fixed: { contains: ['Pouches are dated and used within six months', 'The spore test runs every Monday'], absent: ['tidy later'], indexAbsent: ['tidy later'] },
  },
  {
    id: 'h10-hook-en-code-passes',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('pass-prediction.md', '`predict.py` uses SGP4 with TLEs refreshed every 6 h.', OLD, 'reference'), 'Pass prediction: `predict.py` uses SGP4 with TLEs refreshed every 6 h; passes below 10° elevation are skipped; the S-band dish needs 90 s to slew between passes; `--dry-run` never commands the rotator; see file lol')],
    fixed: { contains: ['passes below 10° elevation are skipped', 'the S-band dish needs 90 s to slew between passes'], absent: ['see file lol'], indexAbsent: ['lol'] },
  },
  {
    id: 'h10-hook-zh-ripening',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('ripening-zh.md', '切达奶酪每周翻面一次。'),
        '熟成规则：切达每周翻面一次，表面出现蓝霉用盐水擦掉；熟成库湿度保持在百分之八十八到九十二，温度保持在十一到十三度之间；出库前要抽样检测李斯特菌，检测不合格的整批销毁，并且当天通知质检主管；出库记录要写批号、重量和出库日期，纸质记录保留两年；新入库的奶酪要单独放一排，七天后再和其他批次混放；详情看文件；以后再整理',
      ),
    ],
    fixed: { contains: ['出库前要抽样检测李斯特菌', '检测不合格的整批销毁'], absent: ['以后再整理', '详情看文件'], indexAbsent: ['以后再整理'] },
  },
  {
    id: 'h10-hook-zh-trad-backstage',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('backstage-zh.md', '演出前九十分鐘封閉後台。', OLD, 'feedback'),
        '後台規則：演出前九十分鐘封閉後台，只有持證人員可以進出，訪客一律在前台登記；中場休息時道具組不得更換佈景以外的道具；煙霧效果每場最多使用兩次，使用前要通知消防值班；演出結束後半小時內要清點道具，短少的要當晚回報舞台監督；樂池的譜架燈散場後才可以關；其他見檔案；再補',
      ),
    ],
    fixed: { contains: ['煙霧效果每場最多使用兩次', '演出結束後半小時內要清點道具'], absent: ['其他見檔案', '再補'], indexAbsent: ['再補'] },
  },
  {
    id: 'h10-hook-zh-mixed-profiles',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('roast-profiles-zh.md', '每个 roast profile 都要记录 charge temp 和 drop temp。'),
        'roast profiles：每个 profile 都要记录 charge temp 和 drop temp；Ethiopia 的 development time 不超过 90 秒；新豆子先烘 200 克的样品再上大锅；烘完的 profile 上传到 Cropster 并标注批号；details in file, TODO later',
      ),
    ],
    fixed: { contains: ['新豆子先烘 200 克的样品再上大锅', '烘完的 profile 上传到 Cropster 并标注批号'], absent: ['TODO later', 'details in file'], indexAbsent: ['TODO'] },
  },
  // ---- hook traps (short enough already)
  { id: 'h10-hook-trap-wind-farm', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('wind-farm.md', 'The wind farm has 12 Vestas V90 turbines, numbered T01 to T12.', OLD, 'reference'), 'Wind farm: 12 turbines, T01–T12, Vestas V90')], keep: ['The wind farm has 12 Vestas V90 turbines, numbered T01 to T12.'], indexKeep: ['Wind farm: 12 turbines, T01–T12, Vestas V90'] },
  { id: 'h10-hook-trap-zh-apiary', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('apiary-size-zh.md', '蜂场一共有四十箱蜂，分在三个地方。', OLD, 'reference'), '蜂场：共四十箱，分三处')], keep: ['蜂场一共有四十箱蜂，分在三个地方。'], indexKeep: ['蜂场：共四十箱，分三处'] },
  { id: 'h10-hook-trap-rooms', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('rooms.md', 'There are five escape rooms; each takes at most six players.', OLD, 'reference'), 'Escape rooms: five rooms, at most six players each')], keep: ['There are five escape rooms; each takes at most six players.'], indexKeep: ['Escape rooms: five rooms, at most six players each'] },
];
