import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The ninth HELD-OUT set: written fresh from the dream-quality issue's categories alone (not from
 * the rules nor the other sets' sentences), and run only with `--final9`; never tuned against.
 * Untouched first run (at main ac07eb7): recall 71.8 %, precision 71.4 %, 5 harmful, 3 silent (by
 * category in FINAL_SETS' label). 108 cases, 30 of them traps that must come through unchanged (and
 * unflagged where they name `quiet` kinds). Other domains (game development, agriculture IoT,
 * legal tech, a mobile banking app, warehouse robotics, open-source library maintenance, data
 * journalism, an education platform) and other writers: terse fragments, long run-on prose,
 * bullet lists, typos, emoji, markdown emphasis, English and Chinese in one sentence, Simplified
 * and Traditional Chinese.
 *
 * Calendar: every memory is written on 2026-11-10, a Tuesday, unless said otherwise, so:
 * yesterday, 昨天 and 昨晚 are 2026-11-09, two days ago and 前天 2026-11-08, three days ago and
 * 大前天 2026-11-07, last Friday and 上週五 2026-11-06, next Monday 2026-11-16, tomorrow and 明天
 * 2026-11-11, 下周三 2026-11-18 (next calendar week's Wednesday), last week the week of Monday
 * 2026-11-02, 上上周 the week of Monday 2026-10-26 (26 October to 1 November), 这个月初 early
 * November 2026 (11月初). One memory is written on 2026-11-07, a Saturday, so its "Next Friday" is
 * 2026-11-13; one on 2026-09-30, a Wednesday, so its "the day before yesterday" is 2026-09-28.
 * No expected date is 2026-11-10, the day in those memories' own frontmatter. Supersessions and
 * contradictions pair an older memory (2026-05-20) with a newer one (2026-11-03).
 */

const DAY = '2026-11-10';
const OLD = '2026-05-20';
const NEW = '2026-11-03';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });

/** Day i of a playtest log that starts on 2026-02-02 (absolute dates, so nothing to convert). */
const logDay = (i: number): string => new Date(Date.UTC(2026, 1, 2 + i)).toISOString().slice(0, 10);
const playtestNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} playtest session ${i + 1}: testers finished arena ${(i % 8) + 1} (build PT-${2000 + i})`);
const harvestNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} 第${i + 1}號溫室採收完成（批次 HV-${500 + i}）`);
const hearingParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `【庭审笔记 ${i + 1}】${'本次开庭双方围绕合同第七条的违约金条款展开辩论，对方律师提交了三份补充证据，我方当庭申请延期质证，法官同意给予十五个工作日准备，庭后需要整理笔录、核对证据目录并同步给客户法务，所有材料统一上传到案件管理系统的对应文件夹；'.repeat(17)}`);
const dockNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}) dock ${i + 1} charger firmware check pending — ask the robotics vendor`);
const chatter = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: '2026-11-09',
    text: [`sync#${i} 记住密码?? 不要 timeout timeout`, `<<< remember_me=${i} 不要 不要 ;;`, `记住 ${i} lol 不要管 haha 🙃`, `ERR ${i}: 不要 remember this frame dropped`][i % 4]!,
  }));

export const HELDOUT_9_CASES: QualityCase[] = [
  // ---- dates, English: real events to convert
  { id: 'h9-den-hotfix-yesterday', category: 'dates-en', lang: 'en', memories: [mem('switch-save-bug.md', 'hotfixed the save-game corruption on Switch yesterday, cert resubmission still pending')], fixed: { contains: ['2026-11-09', 'the save-game corruption on Switch'], absent: ['yesterday'] } },
  { id: 'h9-den-next-monday-probes', category: 'dates-en', lang: 'en', memories: [mem('bay3-probes.md', 'Next Monday the soil-moisture probes in bay 3 get fresh batteries, so expect a gap in their readings.')], fixed: { contains: ['2026-11-16', 'the soil-moisture probes in bay 3 get fresh batteries'], absent: ['Next Monday'] } },
  { id: 'h9-den-agreed-two-days', category: 'dates-en', lang: 'en', memories: [mem('retainer-clause.md', 'The partners agreed two days ago that every retainer template carries a 30-day termination clause.', DAY, 'feedback')], fixed: { contains: ['2026-11-08', 'every retainer template carries a 30-day termination clause'], absent: ['two days ago'] } },
  { id: 'h9-den-decided-never', category: 'dates-en', lang: 'en', memories: [mem('changelog-rule.md', 'We decided yesterday to never merge a PR into the 3.x branch without a changelog entry.', DAY, 'feedback')], fixed: { contains: ['2026-11-09', 'never merge a PR into the 3.x branch without a changelog entry'], absent: ['yesterday'] } },
  { id: 'h9-den-bullets-last-friday', category: 'dates-en', lang: 'en', memories: [mem('r14-localisation.md', '- robot R-14 lost localisation in aisle 7 last Friday\n- cause: reflective tape on the floor near the pallet racks')], fixed: { contains: ['2026-11-06', 'robot R-14 lost localisation in aisle 7'], absent: ['last Friday'] }, keep: ['cause: reflective tape on the floor near the pallet racks'] },
  { id: 'h9-den-typo-three-days', category: 'dates-en', lang: 'en', memories: [mem('appstore-reject.md', 'the app store reviewr rejected build 5.2.0 three days ago bc of the biometric prompt wording')], fixed: { contains: ['2026-11-07', 'rejected build 5.2.0'], absent: ['three days ago'] } },
  { id: 'h9-den-next-friday-saturday', category: 'dates-en', lang: 'en', memories: [mem('scraper-freeze.md', 'Next Friday the election-results scraper is frozen; no deploys to it after that.', '2026-11-07')], fixed: { contains: ['2026-11-13', 'the election-results scraper is frozen'], absent: ['Next Friday'] } },
  { id: 'h9-den-last-week-rubric', category: 'dates-en', lang: 'en', memories: [mem('cs101-rubric.md', 'The grading rubric for CS101 was rewritten last week by the curriculum team.')], fixed: { contains: ['2026-11-02', 'The grading rubric for CS101 was rewritten'], absent: ['last week'] } },
  { id: 'h9-den-bold-tomorrow', category: 'dates-en', lang: 'en', memories: [mem('replica-rebuild.md', '**Tomorrow** the ledger read replica gets rebuilt — balances may look stale for about an hour.')], fixed: { contains: ['2026-11-11', 'the ledger read replica gets rebuilt'], absent: ['Tomorrow'] } },
  { id: 'h9-den-old-day-before', category: 'dates-en', lang: 'en', memories: [mem('field12-drone.md', 'the day before yesterday the drone survey of field 12 found standing water near the east pivot', '2026-09-30')], fixed: { contains: ['2026-09-28', 'the drone survey of field 12 found standing water'], absent: ['the day before yesterday'] } },
  // ---- dates, English: traps
  { id: 'h9-den-trap-calls', category: 'dates-en', lang: 'en', trap: true, memories: [mem('daily-challenge.md', 'Daily challenges seed from getTomorrowSeed() and compare against `Time.now()`, so they roll over at midnight UTC.')], keep: ['Daily challenges seed from getTomorrowSeed() and compare against `Time.now()`, so they roll over at midnight UTC.'] },
  { id: 'h9-den-trap-columns', category: 'dates-en', lang: 'en', trap: true, memories: [mem('yield-columns.md', 'The column yesterday_yield_kg is filled by the nightly ETL, and tomorrow_forecast_mm comes from the weather API.', DAY, 'reference')], keep: ['The column yesterday_yield_kg is filled by the nightly ETL, and tomorrow_forecast_mm comes from the weather API.'] },
  { id: 'h9-den-trap-hypothetical', category: 'dates-en', lang: 'en', trap: true, memories: [mem('transfer-cutoff.md', "A transfer started after 22:00 would settle tomorrow rather than today under the partner bank's cut-off.")], keep: ["A transfer started after 22:00 would settle tomorrow rather than today under the partner bank's cut-off."] },
  { id: 'h9-den-trap-weekly-stats', category: 'dates-en', lang: 'en', trap: true, memories: [mem('download-stats.md', "Every Monday the bot posts last week's download numbers for the crate in the maintainers channel.")], keep: ["Every Monday the bot posts last week's download numbers for the crate in the maintainers channel."] },
  { id: 'h9-den-trap-bare-now', category: 'dates-en', lang: 'en', trap: true, memories: [mem('lms-deadlines.md', "Assignment deadlines are checked with now() on the server, never with the student's device clock.", DAY, 'feedback')], keep: ["Assignment deadlines are checked with now() on the server, never with the student's device clock."] },

  // ---- dates, Chinese: real events to convert
  { id: 'h9-dzh-qiantian-glued', category: 'dates-zh', lang: 'zh', memories: [mem('leaderboard-timeout-zh.md', '前天上线的排行榜接口超时了两次，已经加了缓存。')], fixed: { contains: ['2026-11-08', '排行榜接口超时了两次'], absent: ['前天'] } },
  { id: 'h9-dzh-xiazhousan-gen', category: 'dates-zh', lang: 'zh', memories: [mem('contract-retro-zh.md', '下周三跟律所客户开合同审查复盘会。')], fixed: { contains: ['2026-11-18', '跟律所客户开合同审查复盘会'], absent: ['下周三'] }, forbid: ['那一周三'] },
  { id: 'h9-dzh-zuowan-robots', category: 'dates-zh', lang: 'zh', memories: [mem('fleet-upgrade-zh.md', '昨晚仓库机器人集群升级到 v4.2，有两台没回到充电桩。')], fixed: { contains: ['2026-11-09', '仓库机器人集群升级到 v4.2'], absent: ['昨晚'] } },
  { id: 'h9-dzh-trad-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('valve-stuck-zh.md', '大前天灌溉控制器的韌體更新失敗，A區的電磁閥全部卡在開啟狀態。')], fixed: { contains: ['2026-11-07', '灌溉控制器的韌體更新失敗'], absent: ['大前天'] } },
  { id: 'h9-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('transfer-limit-zh.md', '上上周跟监管沟通过，手机银行的转账限额调整不用重新报备。', DAY, 'reference')], fixed: { contains: ['2026-10-26', '手机银行的转账限额调整不用重新报备'], absent: ['上上周'] }, forbid: ['那一周'] },
  { id: 'h9-dzh-trad-mixed-friday', category: 'dates-zh', lang: 'zh', memories: [mem('onboarding-zh.md', '上週五 PM 把 onboarding 流程改成三步，新手教學影片要重錄。')], fixed: { contains: ['2026-11-06', '新手教學影片要重錄'], absent: ['上週五'] }, forbid: ['那一週五', '那一周五'] },
  { id: 'h9-dzh-yuechu', category: 'dates-zh', lang: 'zh', memories: [mem('grade-entry-zh.md', '这个月初教务系统开放了期末成绩录入。')], fixed: { contains: ['11月初', '教务系统开放了期末成绩录入'], absent: ['这个月初'] } },
  { id: 'h9-dzh-rule-since', category: 'dates-zh', lang: 'zh', memories: [mem('two-approvals-zh.md', '从前天起，所有合并到 main 的 PR 都必须有两个 maintainer 批准。', DAY, 'feedback')], fixed: { contains: ['2026-11-08', '都必须有两个 maintainer 批准'], absent: ['前天'] } },
  { id: 'h9-dzh-emoji-zuotian', category: 'dates-zh', lang: 'zh', memories: [mem('push-typo-zh.md', '😅 昨天发的推送通知文案有错别字，已经撤回重发。')], fixed: { contains: ['2026-11-09', '推送通知文案有错别字'], absent: ['昨天'] } },
  { id: 'h9-dzh-mingtian-meeting', category: 'dates-zh', lang: 'zh', memories: [mem('vendor-acceptance-zh.md', '明天上午十点跟机器人供应商开验收会。')], fixed: { contains: ['2026-11-11', '跟机器人供应商开验收会'], absent: ['明天'] } },
  // ---- dates, Chinese: traps
  { id: 'h9-dzh-trap-fn', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('score-fn-zh.md', '`getYesterdayScore()` 只在结算页调用，排行榜里别用它。', DAY, 'feedback')], keep: ['`getYesterdayScore()` 只在结算页调用，排行榜里别用它。'] },
  { id: 'h9-dzh-trap-generic', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('dispatch-sla-zh.md', '如果今天的订单晚上十点以后才出库，就按明天的时效考核。')], keep: ['如果今天的订单晚上十点以后才出库，就按明天的时效考核。'] },
  { id: 'h9-dzh-trap-weekly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('sensor-backup-zh.md', '每周五晚上自动把上周的传感器数据备份到冷存储。')], keep: ['每周五晚上自动把上周的传感器数据备份到冷存储。'] },
  { id: 'h9-dzh-trap-hypothetical', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('save-loss-zh.md', '万一明天游戏服务器宕机，玩家存档最多丢失最近五分钟。')], keep: ['万一明天游戏服务器宕机，玩家存档最多丢失最近五分钟。'] },

  // ---- supersession, English
  { id: 'h9-sup-switched-crash', category: 'supersession', lang: 'en', explicit: true, memories: [mem('crash-reports.md', 'Crash reports for the game are collected by Crashlytics.', OLD), mem('sentry-crashes.md', 'Crash reporting switched from Crashlytics to Sentry.', NEW)], fixed: { absent: ['collected by Crashlytics'], contains: ['Sentry'] }, flag: { kinds: ['outdated'], mentions: ['Crashlytics', 'Sentry'] } },
  {
    id: 'h9-sup-deprecated-broker',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('sensor-broker.md', 'Field sensors publish readings over MQTT to the Mosquitto broker on the farm gateway.', OLD), mem('emqx-cluster.md', 'The Mosquitto broker is deprecated, use the EMQX cluster for all sensor traffic.', NEW)],
    fixed: { absent: ['to the Mosquitto broker on the farm gateway'], contains: ['EMQX', 'Field sensors publish readings over MQTT'] },
    flag: { kinds: ['outdated'], mentions: ['Mosquitto', 'EMQX'] },
  },
  { id: 'h9-sup-replaced-esign', category: 'supersession', lang: 'en', explicit: true, memories: [mem('esignatures.md', 'Contract e-signatures go through DocuSign.', OLD), mem('dropbox-sign.md', 'We replaced DocuSign with Dropbox Sign for e-signatures.', NEW)], fixed: { absent: ['go through DocuSign'], contains: ['Dropbox Sign'] }, flag: { kinds: ['outdated'], mentions: ['DocuSign', 'Dropbox Sign'] } },
  { id: 'h9-sup-no-longer-push', category: 'supersession', lang: 'en', explicit: true, memories: [mem('push-provider.md', 'Push notifications for the banking app are sent via OneSignal.', OLD), mem('fcm-push.md', 'we no longer use OneSignal - push notifications now go through Firebase Cloud Messaging directly', NEW)], fixed: { absent: ['sent via OneSignal'], contains: ['Firebase Cloud Messaging'] }, flag: { kinds: ['outdated'], mentions: ['OneSignal', 'Firebase Cloud Messaging'] } },
  { id: 'h9-sup-is-now-docs', category: 'supersession', lang: 'en', explicit: true, memories: [mem('docs-hosting.md', "The library's API docs are hosted on Read the Docs.", OLD, 'reference'), mem('docs-pages.md', 'API docs hosting is now GitHub Pages.', NEW, 'reference')], fixed: { absent: ['hosted on Read the Docs'], contains: ['GitHub Pages'] }, flag: { kinds: ['outdated'], mentions: ['Read the Docs', 'GitHub Pages'] } },
  {
    id: 'h9-sup-partial-telemetry',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('fleet-telemetry.md', 'Robot fleet telemetry goes to InfluxDB in eu-central-1, is retained for 90 days, and only the ops lead can drop buckets.', OLD), mem('timescale.md', 'Robot fleet telemetry moved from InfluxDB to TimescaleDB.', NEW)],
    fixed: { absent: ['goes to InfluxDB'], contains: ['TimescaleDB', 'retained for 90 days', 'only the ops lead can drop buckets'] },
    flag: { kinds: ['outdated'], mentions: ['InfluxDB', 'TimescaleDB'] },
    keep: ['retained for 90 days', 'only the ops lead can drop buckets'],
  },
  // ---- supersession, Chinese
  { id: 'h9-sup-zh-migrated-video', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('course-video-zh.md', '课程视频存放在阿里云OSS上。', OLD), mem('video-cos-zh.md', '课程视频已经从阿里云OSS迁移到了腾讯云COS。', NEW)], fixed: { absent: ['存放在阿里云OSS上'], contains: ['腾讯云COS'] }, flag: { kinds: ['outdated'], mentions: ['OSS', 'COS'] } },
  { id: 'h9-sup-zh-buzai-gaiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('iap-provider-zh.md', '游戏内支付走的是Xsolla。', OLD), mem('iap-stripe-zh.md', '不再用Xsolla，游戏内支付改用Stripe。', NEW)], fixed: { absent: ['走的是Xsolla'], contains: ['Stripe'] }, flag: { kinds: ['outdated'], mentions: ['Xsolla', 'Stripe'] } },
  { id: 'h9-sup-zh-gaiwei-sftp', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('recon-transfer-zh.md', '每日对账文件通过FTP发给合作银行。', OLD), mem('recon-sftp-zh.md', '对账文件的传输方式由FTP改为SFTP。', NEW)], fixed: { absent: ['通过FTP发给合作银行'], contains: ['SFTP'] }, flag: { kinds: ['outdated'], mentions: ['FTP', 'SFTP'] } },
  { id: 'h9-sup-zh-trad-deprecated', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('tax-module-zh.md', '報稅計算模組用的是舊版 taxcalc 函式庫。', OLD), mem('opentax-zh.md', 'taxcalc 已棄用，改用 opentax。', NEW)], fixed: { absent: ['用的是舊版 taxcalc 函式庫'], contains: ['opentax'] }, flag: { kinds: ['outdated'], mentions: ['taxcalc', 'opentax'] } },
  {
    id: 'h9-sup-zh-partial-weather',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [mem('weather-station-zh.md', '农场气象站的数据每十分钟上传到ThingsBoard，保留一年，只有农艺师能导出。', OLD), mem('weather-iot-zh.md', '气象站数据改为上传到AWS IoT Core。', NEW)],
    fixed: { absent: ['上传到ThingsBoard'], contains: ['AWS IoT Core', '保留一年', '只有农艺师能导出'] },
    flag: { kinds: ['outdated'], mentions: ['ThingsBoard', 'AWS IoT Core'] },
    keep: ['保留一年', '只有农艺师能导出'],
  },
  // ---- supersession traps
  { id: 'h9-sup-trap-other-client', category: 'supersession', lang: 'en', trap: true, memories: [mem('ios-tokens.md', 'The iOS app keeps session tokens in the Keychain.', OLD), mem('web-tokens.md', 'The web dashboard switched from localStorage to httpOnly cookies for session tokens.', NEW)], keep: ['The iOS app keeps session tokens in the Keychain.'], quiet: ['outdated'] },
  { id: 'h9-sup-trap-not-done', category: 'supersession', lang: 'en', trap: true, memories: [mem('robot-nav.md', 'Warehouse robots navigate with the ROS 1 navigation stack.', OLD), mem('ros2-discussion.md', 'We talked about moving the robots from ROS 1 to ROS 2 and decided to wait.', NEW)], keep: ['Warehouse robots navigate with the ROS 1 navigation stack.'], quiet: ['outdated'] },
  { id: 'h9-sup-trap-zh-other-app', category: 'supersession', lang: 'zh', trap: true, memories: [mem('student-cdn-zh.md', '学生端App的图片走七牛CDN。', OLD), mem('teacher-cdn-zh.md', '教师后台的图片从七牛迁移到了又拍云。', NEW)], keep: ['学生端App的图片走七牛CDN。'], quiet: ['outdated'] },

  // ---- implicit contradiction
  { id: 'h9-con-unity', category: 'contradiction', lang: 'en', memories: [mem('unity-version.md', 'The game client builds with Unity 2021.3 LTS.', OLD), mem('unity-upgrade.md', 'The game client builds with Unity 2022.3 LTS.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['2021.3', '2022.3'] }, fixed: { absent: ['with Unity 2021.3 LTS'], contains: ['2022.3'] } },
  { id: 'h9-con-poll-interval', category: 'contradiction', lang: 'en', memories: [mem('probe-polling.md', 'The irrigation controller polls the soil probes every 15 minutes.', OLD, 'reference'), mem('probe-interval.md', 'soil probe polling interval: 5 minutes', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['15 minutes', '5 minutes'] }, fixed: { absent: ['every 15 minutes'], contains: ['5 minutes'] } },
  { id: 'h9-con-standup', category: 'contradiction', lang: 'en', memories: [mem('standup-time.md', 'The legal-tech team standup is at 09:30 every weekday.', OLD, 'reference'), mem('standup-later.md', 'legal-tech team standup: 10:15 every weekday', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['09:30', '10:15'] }, fixed: { absent: ['standup is at 09:30'], contains: ['10:15'] } },
  { id: 'h9-con-min-ios', category: 'contradiction', lang: 'en', memories: [mem('ios-support.md', 'The banking app supports iOS 15 and later.', OLD), mem('ios-minimum.md', 'Minimum iOS version for the banking app: iOS 16.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['iOS 15', 'iOS 16'] }, fixed: { absent: ['supports iOS 15 and later'], contains: ['iOS 16'] } },
  { id: 'h9-con-zh-deadline', category: 'contradiction', lang: 'zh', memories: [mem('copy-deadline-zh.md', '编辑部的截稿时间是晚上八点。', OLD, 'reference'), mem('copy-deadline-new-zh.md', '编辑部截稿时间：晚上九点半。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['晚上八点', '晚上九点半'] }, fixed: { absent: ['截稿时间是晚上八点'], contains: ['晚上九点半'] } },
  { id: 'h9-con-zh-payload', category: 'contradiction', lang: 'zh', memories: [mem('robot-payload-zh.md', '仓库机器人的最大载重是300公斤。', OLD, 'reference'), mem('robot-payload-new-zh.md', '仓库机器人最大载重：500公斤。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['300', '500'] }, fixed: { absent: ['最大载重是300公斤'], contains: ['500公斤'] } },
  { id: 'h9-con-zh-trad-grades', category: 'contradiction', lang: 'zh', memories: [mem('grade-release-zh.md', '期末考試成績在考後五天內公布。', OLD), mem('grade-release-new-zh.md', '期末考試成績在考後十天內公布。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['五天', '十天'] }, fixed: { absent: ['考後五天內公布'], contains: ['考後十天內公布'] } },
  // ---- contradiction traps
  { id: 'h9-con-trap-node', category: 'contradiction', lang: 'en', trap: true, memories: [mem('staging-node.md', 'The staging API runs on Node 18.', OLD), mem('docs-node.md', 'The docs site builds with Node 22.', NEW)], keep: ['The staging API runs on Node 18.', 'The docs site builds with Node 22.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h9-con-trap-zh-orchards', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('apple-drip-zh.md', '苹果园的滴灌每天早上六点开。', OLD), mem('grape-drip-zh.md', '葡萄园的滴灌每天晚上七点开。', NEW)], keep: ['苹果园的滴灌每天早上六点开。', '葡萄园的滴灌每天晚上七点开。'], quiet: ['contradiction', 'outdated'] },
  { id: 'h9-con-trap-history', category: 'contradiction', lang: 'en', trap: true, memories: [mem('free-tier.md', 'Free-tier students can enrol in 3 courses at once.', OLD), mem('free-tier-history.md', 'Until 2024 free-tier students could enrol in only 1 course; the limit went up with the new pricing.', NEW)], keep: ['Free-tier students can enrol in 3 courses at once.', 'Until 2024 free-tier students could enrol in only 1 course'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates
  { id: 'h9-par-semver-neg-pos', category: 'paraphrase', lang: 'en', memories: [mem('semver-checks.md', 'Never publish a release of the crate without running cargo-semver-checks.', OLD, 'feedback'), mem('release-gate.md', 'cargo-semver-checks has to pass before every crate release.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['semver-checks.md', 'release-gate.md'] } },
  { id: 'h9-par-fixture-names', category: 'paraphrase', lang: 'en', memories: [mem('fixture-clients.md', "Don't put real client names in test fixtures.", OLD, 'feedback'), mem('fake-names.md', 'Test fixtures only ever use made-up client names.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['fixture-clients.md', 'fake-names.md'] } },
  { id: 'h9-par-battery-dock', category: 'paraphrase', lang: 'en', memories: [mem('low-battery.md', 'Robots must park at a charger when their battery drops below 20%.', OLD, 'feedback'), mem('dock-rule.md', 'below 20 % charge, send the robot back to its dock', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['low-battery.md', 'dock-rule.md'] } },
  { id: 'h9-par-zh-push-hours', category: 'paraphrase', lang: 'zh', memories: [mem('push-quiet-zh.md', '晚上十点以后不要给用户发营销推送。', OLD, 'feedback'), mem('push-window-zh.md', '营销推送只能在早上八点到晚上十点之间发送。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['push-quiet-zh.md', 'push-window-zh.md'] } },
  { id: 'h9-par-zh-fact-check', category: 'paraphrase', lang: 'zh', memories: [mem('second-editor-zh.md', '每篇稿件发布前都要有第二个编辑核对数据。', OLD, 'feedback'), mem('numbers-review-zh.md', '稿子上线之前，里面的数字必须由另一位编辑复核。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['second-editor-zh.md', 'numbers-review-zh.md'] } },
  { id: 'h9-par-zh-trad-mixed', category: 'paraphrase', lang: 'zh', memories: [mem('real-names-zh.md', '不要把學生的真實姓名顯示在排行榜上。', OLD, 'feedback'), mem('nickname-only-zh.md', 'leaderboard 上一律只顯示暱稱，不顯示真名。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['real-names-zh.md', 'nickname-only-zh.md'] } },
  // ---- paraphrase traps
  { id: 'h9-par-trap-pinning', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('pin-actions.md', 'Pin GitHub Actions to a full commit SHA.', OLD, 'feedback'), mem('pin-images.md', 'Pin Docker base images to a digest.', NEW, 'feedback')], keep: ['Pin GitHub Actions to a full commit SHA.', 'Pin Docker base images to a digest.'], quiet: ['possible-duplicate'] },
  { id: 'h9-par-trap-zh-prod', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('debug-log-zh.md', '不要在生产环境开启调试日志。', OLD, 'feedback'), mem('test-account-zh.md', '不要在生产环境使用测试账号。', NEW, 'feedback')], keep: ['不要在生产环境开启调试日志。', '不要在生产环境使用测试账号。'], quiet: ['possible-duplicate'] },
  { id: 'h9-par-trap-rename', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('guild-rename.md', 'Players may rename their guild once a week.', OLD, 'feedback'), mem('account-rename.md', 'Players may not rename their account.', NEW, 'feedback')], keep: ['Players may rename their guild once a week.', 'Players may not rename their account.'], quiet: ['possible-duplicate', 'contradiction'] },

  // ---- CLAUDE.md: conflicts (same subject, other polarity)
  { id: 'h9-cmd-account-numbers', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Never put raw account numbers in analytics events.\n', memories: [mem('fraud-events.md', 'It is fine to put raw account numbers in analytics events for the fraud team.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['account numbers'] } },
  { id: 'h9-cmd-cargo-fmt', category: 'claude-md', lang: 'en', claudeMd: '# Contributing\n\n- Always run `cargo fmt` before committing.\n', memories: [mem('fmt-skip.md', 'no need to run cargo fmt before committing, CI formats everything anyway', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['cargo fmt'] } },
  { id: 'h9-cmd-client-docs', category: 'claude-md', lang: 'en', claudeMd: '# Data handling\n\n- Do not use real client documents as test data.\n', memories: [mem('closed-matters.md', 'Real client documents are OK to use as test data once the matter is closed.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['client documents'] } },
  { id: 'h9-cmd-zh-api-key', category: 'claude-md', lang: 'zh', claudeMd: '# 规范\n\n- 禁止在代码里硬编码API密钥。\n', memories: [mem('script-keys-zh.md', '内部测试脚本里可以直接硬编码API密钥。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['API密钥'] } },
  { id: 'h9-cmd-zh-trad-export', category: 'claude-md', lang: 'zh', claudeMd: '# 規範\n\n- 學生個資不得匯出到個人電腦。\n', memories: [mem('pii-export-zh.md', '學生個資可以匯出到個人電腦上做分析。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['學生個資'] } },
  // ---- CLAUDE.md: repeats with a consistent clause (not conflicts)
  { id: 'h9-cmd-repeat-iso', category: 'claude-md', lang: 'en', claudeMd: '# Data desk\n\n- Write all dates in published datasets as ISO 8601.\n', memories: [mem('dataset-dates.md', 'Write all dates in published datasets as ISO 8601, for example in the elections, schools and air-quality tables.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['ISO 8601'] }, quiet: ['claude-md-conflict'] },
  { id: 'h9-cmd-repeat-zh-main-thread', category: 'claude-md', lang: 'zh', claudeMd: '# 客户端规范\n\n- 不要在主线程里做网络请求。\n', memories: [mem('main-thread-zh.md', '不要在主线程里做网络请求，否则低端机上会卡顿掉帧。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['主线程'] }, quiet: ['claude-md-conflict'] },
  { id: 'h9-cmd-repeat-migration', category: 'claude-md', lang: 'en', claudeMd: '# Backend\n\n- Always add a migration for every schema change.\n', memories: [mem('migrations.md', 'always add a migration for every schema change, including index-only ones like a new GIN index', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['migration'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps
  { id: 'h9-cmd-trap-env-example', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Rules\n\n- Never commit `.env` files with real secrets.\n', memories: [mem('env-example.md', 'Commit the `.env.example` template so new contributors see every required variable.', NEW, 'feedback')], keep: ['Commit the `.env.example` template so new contributors see every required variable.'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 'h9-cmd-trap-zh-sensors', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 规则\n\n- 农机控制指令必须经过人工确认。\n', memories: [mem('sensor-upload-zh.md', '传感器读数可以自动上报，不需要人工确认。', NEW, 'feedback')], keep: ['传感器读数可以自动上报，不需要人工确认。'], quiet: ['claude-md-conflict', 'in-claude-md'] },

  // ---- merges
  { id: 'h9-mrg-copy-suffix', category: 'merge', lang: 'en', memories: [mem('level-design.md', '- Every level needs a checkpoint at most 90 seconds of play apart.\n- Secrets never block the critical path.', OLD, 'feedback'), mem('level-design_copy.md', '- Every level needs a checkpoint at most 90 seconds of play apart.\n- Secrets never block the critical path.', NEW, 'feedback')], fixed: { files: ['level-design.md'], gone: ['level-design_copy.md'] } },
  { id: 'h9-mrg-numbered-dup', category: 'merge', lang: 'en', memories: [mem('courier-zones.md', '- Zone A covers the inner ring, served by the small robots.\n- Zone B covers the outer ring, served by the tuggers.', OLD, 'reference'), mem('courier-zones (1).md', '- Zone A covers the inner ring, served by the small robots.\n- Zone B covers the outer ring, served by the tuggers.', NEW, 'reference')], fixed: { files: ['courier-zones.md'], gone: ['courier-zones (1).md'] } },
  { id: 'h9-mrg-draft-name', category: 'merge', lang: 'en', memories: [mem('kyc-document-checks.md', 'KYC accepts a passport or a national ID card; a driving licence is never enough on its own.', OLD), mem('draft.md', 'KYC accepts a passport or a national ID card; a driving licence is never enough on its own.', NEW)], fixed: { files: ['kyc-document-checks.md'], gone: ['draft.md'] } },
  {
    id: 'h9-mrg-reason-kept',
    category: 'merge',
    lang: 'en',
    memories: [mem('release-tags.md', '- Tag releases from the release branch only.\n- Sign tags with the maintainer GPG key.', OLD, 'feedback'), mem('tagging.md', '- Tag releases from the release branch only, because main may hold unreleased breaking changes.\n- Sign tags with the maintainer GPG key.', NEW, 'feedback')],
    fixed: { contains: ['because main may hold unreleased breaking changes', 'Sign tags with the maintainer GPG key'], absentLines: ['- Tag releases from the release branch only.'] },
  },
  { id: 'h9-mrg-zh-trad-fuben', category: 'merge', lang: 'zh', memories: [mem('選課規則.md', '- 每學期最多選七門課。\n- 加退選截止後不能再改。', OLD), mem('選課規則 - 複本.md', '- 每學期最多選七門課。\n- 加退選截止後不能再改。', NEW)], fixed: { files: ['選課規則.md'], gone: ['選課規則 - 複本.md'] } },
  {
    id: 'h9-mrg-zh-reason-kept',
    category: 'merge',
    lang: 'zh',
    memories: [mem('charging-zh.md', '- 机器人充电前先检查电池温度。\n- 充电桩每周清洁一次。', OLD, 'feedback'), mem('charging-rules-zh.md', '- 机器人充电前先检查电池温度，超过45度的电池可能鼓包。\n- 充电桩每周清洁一次。', NEW, 'feedback')],
    fixed: { contains: ['超过45度的电池可能鼓包', '充电桩每周清洁一次'], absentLines: ['- 机器人充电前先检查电池温度。'] },
  },
  // ---- merge traps
  { id: 'h9-mrg-trap-platforms', category: 'merge', lang: 'en', trap: true, memories: [mem('android-release.md', '- Android builds: upload to the Play Console internal track.\n- Android builds: sign with the upload key.', OLD, 'reference'), mem('ios-release.md', '- iOS builds: upload to TestFlight.\n- iOS builds: sign with the distribution certificate.', NEW, 'reference')], keep: ['Android builds: upload to the Play Console internal track.', 'Android builds: sign with the upload key.', 'iOS builds: upload to TestFlight.', 'iOS builds: sign with the distribution certificate.'], quiet: ['possible-duplicate'] },
  { id: 'h9-mrg-trap-zh-grades', category: 'merge', lang: 'zh', trap: true, memories: [mem('primary-math-zh.md', '小学数学课每节25分钟。', OLD, 'reference'), mem('middle-math-zh.md', '初中数学课每节40分钟。', NEW, 'reference')], keep: ['小学数学课每节25分钟。', '初中数学课每节40分钟。'], quiet: ['possible-duplicate'] },

  // ---- captured requests
  { id: 'h9-cap-terse-en', category: 'captures', lang: 'en', memories: [mem('boss-fights.md', 'Boss fights are tuned by the combat designer.', OLD, 'reference')], said: [{ day: '2026-11-09', text: 'remember: the level 6 boss fight must stay under 90 seconds for speedrunners' }], fixed: { contains: ['the level 6 boss fight must stay under 90 seconds'] }, forbid: ['Avoid'], maxCreated: 1 },
  { id: 'h9-cap-reported-dana', category: 'captures', lang: 'en', memories: [mem('greenhouse-gateway.md', 'The greenhouse gateway is a Raspberry Pi in the pump room.', OLD, 'reference')], logs: { '2026-11-09': ['Dana asked me to remember that the greenhouse gateway reboots every night at 03:15.'] }, fixed: { contains: ['the greenhouse gateway reboots every night at 03:15'] }, maxCreated: 1 },
  { id: 'h9-cap-positive-so-dont', category: 'captures', lang: 'en', memories: [mem('aml-alerts.md', 'AML alerts are reviewed by the compliance team.', OLD, 'reference')], said: [{ day: '2026-11-09', text: "Remember that wire transfers above $10,000 need a second approver, so we don't trip the AML alerts." }], fixed: { contains: ['wire transfers above $10,000 need a second approver'] }, forbid: ['Avoid'], maxCreated: 1 },
  { id: 'h9-cap-prohibition', category: 'captures', lang: 'en', memories: [mem('docs-deploy.md', 'The docs site is deployed from the gh-pages branch.', OLD, 'reference')], said: [{ day: '2026-11-09', text: 'please remember: never force-push to the gh-pages branch' }], fixed: { contains: ['force-push to the gh-pages branch'] }, maxCreated: 1 },
  {
    id: 'h9-cap-runon-en',
    category: 'captures',
    lang: 'en',
    memories: [mem('map-tiles.md', 'Map tiles for the interactive graphics are served from the newsroom CDN.', OLD, 'reference')],
    said: [{ day: '2026-11-09', text: "hmm the map tiles are loading slowly again, probably the CDN, anyway remember that election night graphics must be pre-rendered by 18:00 because the live server can't take the load, ok back to the bug" }],
    fixed: { contains: ['election night graphics must be pre-rendered by 18:00'] },
    maxCreated: 1,
  },
  { id: 'h9-cap-zh-jizhu', category: 'captures', lang: 'zh', memories: [mem('certificates-zh.md', '课程证书在学员完成全部作业后发放。', OLD, 'reference')], said: [{ day: '2026-11-09', text: '记住：课程证书的PDF由后端生成，前端只负责下载。' }], fixed: { contains: ['课程证书的PDF由后端生成'] }, maxCreated: 1 },
  { id: 'h9-cap-zh-trad-mixed', category: 'captures', lang: 'zh', memories: [mem('fleet-manager-zh.md', '機器人車隊由 fleet manager 統一調度。', OLD, 'reference')], said: [{ day: '2026-11-09', text: '幫我記一下，robot 的 firmware 版本號要跟 fleet manager 的紀錄一致。' }], fixed: { contains: ['firmware 版本號要跟 fleet manager 的紀錄一致'] }, maxCreated: 1 },
  { id: 'h9-cap-zh-reported-log', category: 'captures', lang: 'zh', memories: [mem('nda-templates-zh.md', '保密协议模板放在共享盘的合同文件夹。', OLD, 'reference')], logs: { '2026-11-09': ['王律师让我记住：所有保密协议默认适用中国法律。'] }, fixed: { contains: ['所有保密协议默认适用中国法律'] }, maxCreated: 1 },
  { id: 'h9-cap-zh-one-in-noise', category: 'captures', lang: 'zh', memories: [mem('greenhouse-power-zh.md', '温室的主电源由园区统一供电。', OLD, 'reference')], said: [...chatter(8), { day: '2026-11-09', text: '记住：温室的备用发电机在二号仓库。' }], fixed: { contains: ['温室的备用发电机在二号仓库'] }, maxCreated: 1 },
  // ---- capture traps
  { id: 'h9-cap-trap-chatter', category: 'captures', lang: 'zh', trap: true, memories: [mem('greenhouse-power-zh.md', '温室的主电源由园区统一供电。', OLD, 'reference')], said: chatter(40), maxCreated: 0 },
  { id: 'h9-cap-trap-known-en', category: 'captures', lang: 'en', trap: true, memories: [mem('release-notes.md', 'Release notes are drafted in CHANGELOG.md under the Unreleased heading.', OLD, 'feedback')], said: [{ day: '2026-11-09', text: 'remember release notes are drafted in CHANGELOG.md under the Unreleased heading' }], keep: ['Release notes are drafted in CHANGELOG.md under the Unreleased heading.'], maxCreated: 0 },
  { id: 'h9-cap-trap-zh-session', category: 'captures', lang: 'zh', trap: true, memories: [mem('test-server-zh.md', '测试服由运维组维护。', OLD, 'reference')], said: [{ day: '2026-11-09', text: '这个只是这次会话临时用，不用记住：测试服端口现在是 8081。' }], maxCreated: 0 },
  { id: 'h9-cap-trap-error-text', category: 'captures', lang: 'en', trap: true, memories: [mem('legacy-auth.md', 'The legacy auth tables live in the accounts schema.', OLD, 'reference')], said: [{ day: '2026-11-09', text: 'what does this mean?\n```\nERROR: column "remember_token" does not exist\n```' }], maxCreated: 0 },

  // ---- index over the limit
  { id: 'h9-idx-playtest-log', category: 'index', lang: 'en', memories: [mem('arena-owners.md', 'Arenas 1 to 4 belong to the combat team, 5 to 8 to the level team.', OLD, 'reference')], indexNotes: ['## playtest log', '', ...playtestNotes(210)], keep: ['(build PT-2000)', '(build PT-2209)'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(arena-owners.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(build PT-2100)'] } },
  { id: 'h9-idx-zh-hearing-paras', category: 'index', lang: 'zh', memories: [mem('case-system-zh.md', '案件材料统一存放在案件管理系统里。', OLD, 'reference')], indexNotes: ['## 庭审笔记', '', ...hearingParas(20)], keep: ['【庭审笔记 1】', '【庭审笔记 20】'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(case-system-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['【庭审笔记 10】'] } },
  {
    id: 'h9-idx-notes-before-pointers',
    category: 'index',
    lang: 'en',
    memories: [mem('dock-chargers.md', 'Dock chargers are maintained by the robotics vendor under the service contract.', OLD, 'reference')],
    extraMemories: 186,
    indexNotes: ['dock reminders', ...dockNotes(14)],
    keep: ['1) dock 1 charger firmware check pending', '14) dock 14 charger firmware check pending'],
    indexKeep: ['(editor-setup.md)', '(test-names.md)', '(project-fact-001.md)', '(project-fact-090.md)', '(project-fact-186.md)', '(dock-chargers.md)'],
    fixed: { indexMaxLines: 200, indexAbsent: ['7) dock 7 charger firmware check pending'] },
  },
  {
    id: 'h9-idx-entries-only',
    category: 'index',
    lang: 'en',
    memories: [mem('user-background.md', 'The user is a data journalist who writes Python and reads SQL but not Rust.', OLD, 'user'), mem('chart-feedback.md', 'Label chart axes with units before tweaking colours.', OLD, 'feedback')],
    extraMemories: 220,
    keep: ['The user is a data journalist who writes Python and reads SQL but not Rust.', 'Label chart axes with units before tweaking colours.'],
    indexKeep: ['(user-background.md)', '(chart-feedback.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
    fixed: { indexMaxLines: 200 },
  },
  { id: 'h9-idx-trad-harvest-lines', category: 'index', lang: 'zh', memories: [mem('greenhouse-map-zh.md', '一到十號溫室種番茄，十一到二十號種草莓。', OLD, 'reference')], indexNotes: ['## 採收紀錄', '', ...harvestNotes(206)], keep: ['（批次 HV-500）', '（批次 HV-705）'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(greenhouse-map-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['（批次 HV-600）'] } },
  // ---- index traps (inside the limits)
  { id: 'h9-idx-trap-short-notes', category: 'index', lang: 'en', trap: true, memories: [mem('studio-access.md', 'Studio badges are issued by the office manager.', OLD, 'reference')], indexNotes: ['## notes', '', '- the build machine password rotates quarterly, ask Tomás', '- spare controllers are in the QA cupboard'], keep: ['Studio badges are issued by the office manager.'], indexKeep: ['the build machine password rotates quarterly, ask Tomás', 'spare controllers are in the QA cupboard', '(studio-access.md)'] },
  { id: 'h9-idx-trap-zh-near-limit', category: 'index', lang: 'zh', trap: true, memories: [mem('duty-roster-zh.md', '值班表在钉钉日历里。', OLD, 'reference')], extraMemories: 178, indexNotes: ['## 备忘', '', '- 温室门禁卡找园区物业办。', '- 备用传感器在工具间第二层。'], keep: ['值班表在钉钉日历里。'], indexKeep: ['温室门禁卡找园区物业办。', '备用传感器在工具间第二层。', '(duty-roster-zh.md)', '(project-fact-178.md)'] },

  // ---- shortened index hooks
  {
    id: 'h9-hook-en-matchmaking',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('matchmaking.md', 'Matchmaking pairs players by MMR within a band of 150.'), 'Matchmaking pairs players by MMR within a band of 150; the band widens by 50 every 20 seconds of queue time up to 400; parties of four are never matched against solo players; ping me if weird; old notes')],
    fixed: { contains: ['the band widens by 50 every 20 seconds of queue time up to 400', 'parties of four are never matched against solo players'], absent: ['ping me if weird', 'old notes'], indexAbsent: ['old notes'] },
  },
  {
    id: 'h9-hook-en-overdraft',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('overdraft.md', 'Overdraft is offered only to customers with six months of salary deposits.', OLD), 'Overdraft: offered only to customers with six months of salary deposits. The limit is capped at one monthly salary. Interest is charged daily on the used amount. (see file, tbd)')],
    fixed: { contains: ['The limit is capped at one monthly salary', 'Interest is charged daily on the used amount'], absent: ['see file, tbd'], indexAbsent: ['tbd'] },
  },
  {
    id: 'h9-hook-en-emoji-embargo',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('embargo.md', 'Embargoed reports are kept in the locked newsroom folder.', OLD, 'reference'), '🔒 embargoed reports live in the locked newsroom folder — nothing from them goes on social before the embargo lifts, and charts are exported without the source watermark until then — more in file, whatever')],
    fixed: { contains: ['nothing from them goes on social before the embargo lifts', 'charts are exported without the source watermark until then'], absent: ['more in file, whatever'], indexAbsent: ['whatever'] },
  },
  {
    id: 'h9-hook-zh-irrigation',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('irrigation-zh.md', '滴灌系统按土壤湿度自动开关。'),
        '滴灌规则：滴灌系统按土壤湿度自动开关，湿度低于百分之三十开阀，高于百分之四十五关阀；下雨天由气象站信号强制关闭所有阀门，雨停两小时后才恢复自动模式；手动开阀必须在管理后台登记原因和时长，单次手动开阀不超过四十分钟；冬季夜间气温低于零度时管道要排空防冻；细节见文件；回头再补',
      ),
    ],
    fixed: { contains: ['下雨天由气象站信号强制关闭所有阀门', '单次手动开阀不超过四十分钟'], absent: ['回头再补', '细节见文件'], indexAbsent: ['回头再补'] },
  },
  {
    id: 'h9-hook-zh-trad-contracts',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('contract-review-zh.md', '合約審閱由兩位律師交叉檢查。', OLD, 'reference'),
        '合約審閱：由兩位律師交叉檢查，第一位負責條款風險標註，第二位負責核對金額與日期，所有修改一律用追蹤修訂，不可以直接覆蓋原文，審閱意見要在兩個工作天內回覆客戶，涉及管轄法院或仲裁條款的修改必須先經合夥人同意，客戶的原始檔案不可以轉寄到個人信箱；詳見檔案；待整理',
      ),
    ],
    fixed: { contains: ['所有修改一律用追蹤修訂', '涉及管轄法院或仲裁條款的修改必須先經合夥人同意'], absent: ['詳見檔案', '待整理'], indexAbsent: ['待整理'] },
  },
  {
    id: 'h9-hook-zh-mixed-picking',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('picking-zh.md', '拣货机器人按波次领取任务。'),
        'picking waves：拣货机器人按波次领取任务，每个波次最多两百个订单，波次之间留五分钟给人工补货；急单可以插队，但每个波次最多插十单；机器人故障时任务自动退回队列，由调度员重新分配，不允许手动改机器人的任务状态；more details in file, TODO',
      ),
    ],
    fixed: { contains: ['每个波次最多两百个订单', '不允许手动改机器人的任务状态'], absent: ['TODO', 'more details in file'], indexAbsent: ['TODO'] },
  },
  // ---- hook traps (short enough already)
  { id: 'h9-hook-trap-tickrate', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('tick-rate.md', 'Ranked servers run at a 64 Hz tick rate, casual servers at 30 Hz.', OLD, 'reference'), 'Server tick rates: ranked 64 Hz, casual 30 Hz')], keep: ['Ranked servers run at a 64 Hz tick rate, casual servers at 30 Hz.'], indexKeep: ['Server tick rates: ranked 64 Hz, casual 30 Hz'] },
  { id: 'h9-hook-trap-zh-cold-chain', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('cold-chain-zh.md', '冷链仓温度保持在2到8度，每四小时巡检一次。', OLD, 'reference'), '冷链仓：2到8度，每四小时巡检')], keep: ['冷链仓温度保持在2到8度，每四小时巡检一次。'], indexKeep: ['冷链仓：2到8度，每四小时巡检'] },
];
