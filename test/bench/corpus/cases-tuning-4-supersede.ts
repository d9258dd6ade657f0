import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 4, part: supersession and implicit contradiction. Written after the HELD-OUT 8 run from the categories it missed
 * (never its sentences), before the rule changes that followed it; the rules are developed against it.
 * Other domains (podcasts, newsrooms, greenhouses, breweries, a climbing gym, a law firm, drones,
 * a hotel, a game studio, a nonprofit) and other registers: bullet fragments, terse notes, long
 * sentences, markdown emphasis, typos, mixed English and Chinese, Traditional characters.
 * Groups: explicit changes phrased with verbs the other sets do not use (retired in favour of,
 * migrated off X onto Y, switched over to, 下线…改走, 由X迁至Y, 调整为, 已停用…统一, 不再…而是);
 * an old statement that says more than what was replaced (a rewrite of that part only, else a
 * finding); traps: a change of another subject or site (the loyalty service, 上海机房), a change
 * only considered or planned, a history sentence that confirms the current value, "no longer"
 * about something else. Implicit contradictions with no change word (a value, a share, a weekday,
 * a time, a height, a count) and traps where the two statements are about two things (the small
 * and the large fermenter, 白班 / 夜班, a minimum and a maximum).
 * Memories are written on 2026-11-18 unless said otherwise; the bench runs on 2026-11-25.
 */

const OLD = '2026-04-20';
const NEW = '2026-11-18';
const mem = (file: string, body: string, modified = NEW, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });

export const TUNING_4_SUPERSEDE_CASES: QualityCase[] = [
  // ---- supersession, English
  { id: 't4-sup-en-bullet-no-longer', category: 'supersession', lang: 'en', explicit: true, memories: [mem('podcast-editing.md', 'Podcast episodes are edited in Audacity.', OLD), mem('podcast-tools.md', '- editing: no longer Audacity, we do it all in Descript now', NEW)], fixed: { absent: ['edited in Audacity'], contains: ['Descript'] }, flag: { kinds: ['outdated'], mentions: ['Audacity', 'Descript'] } },
  { id: 't4-sup-en-retired-in-favour', category: 'supersession', lang: 'en', explicit: true, memories: [mem('newsroom-drafts.md', 'Newsroom drafts are written in the Gutenberg editor.', OLD), mem('composer.md', "The Gutenberg editor was retired in favour of Arc XP's Composer for all newsroom drafts.", NEW)], fixed: { absent: ['written in the Gutenberg editor'], contains: ['Composer'] }, flag: { kinds: ['outdated'], mentions: ['Gutenberg', 'Composer'] } },
  { id: 't4-sup-en-closing-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('gym-hours.md', 'The climbing gym closes at 22:00 on weekdays.', OLD, 'reference'), mem('gym-hours-winter.md', 'Weekday closing time is now 23:00.', NEW, 'reference')], fixed: { absent: ['closes at 22:00'], contains: ['23:00'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['22:00', '23:00'] } },
  {
    id: 't4-sup-en-partial-off-onto',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('greenhouse-sensors.md', 'Greenhouse sensors report over LoRaWAN every 5 minutes, and readings older than 90 days are archived to cold storage.', OLD), mem('nb-iot.md', 'We migrated the greenhouse sensors off LoRaWAN onto NB-IoT.', NEW)],
    fixed: { absent: ['report over LoRaWAN every'], contains: ['NB-IoT', 'readings older than 90 days are archived to cold storage'] },
    flag: { kinds: ['outdated'], mentions: ['LoRaWAN', 'NB-IoT'] },
    keep: ['readings older than 90 days are archived to cold storage'],
  },
  { id: 't4-sup-en-deprecated-bold', category: 'supersession', lang: 'en', explicit: true, memories: [mem('android-build.md', 'Build the Android client of the game with the `gradle assemble` task.', OLD, 'feedback'), mem('android-build-script.md', '**Deprecated:** `gradle assemble`. Build the Android client with `./build.sh android` instead.', NEW, 'feedback')], fixed: { absent: ['with the `gradle assemble` task'], contains: ['./build.sh android'] }, flag: { kinds: ['outdated'], mentions: ['gradle assemble', 'build.sh android'] } },
  { id: 't4-sup-en-typo-over-to', category: 'supersession', lang: 'en', explicit: true, memories: [mem('donor-receipts.md', 'Donor receipts are emailed from Mailgun.', OLD), mem('postmark.md', 'swithced the donor receipts over to Postmark from Mailgun, DKIM is set up', NEW)], fixed: { absent: ['emailed from Mailgun'], contains: ['Postmark'] }, flag: { kinds: ['outdated'], mentions: ['Mailgun', 'Postmark'] } },
  { id: 't4-sup-en-replaced-by-long', category: 'supersession', lang: 'en', explicit: true, memories: [mem('ticket-scanners.md', 'Ticket inspectors scan QR codes with Zebra handhelds.', OLD), mem('inspector-phones.md', 'Since the October fleet refresh, the Zebra handhelds used by ticket inspectors have been replaced by iPhones running the inspector app.', NEW)], fixed: { absent: ['scan QR codes with Zebra handhelds'], contains: ['iPhones'] }, flag: { kinds: ['outdated'], mentions: ['Zebra', 'iPhones'] } },
  // ---- supersession, Chinese (and mixed)
  { id: 't4-sup-zh-xiaxian-gaizou', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('pay-callback-zh.md', '酒店订单的支付回调走的是老网关 paygw-v1。', OLD), mem('pay-gateway-zh.md', 'paygw-v1 已经下线，支付回调改走 paygw-v2。', NEW)], fixed: { absent: ['走的是老网关 paygw-v1'], contains: ['paygw-v2'] }, flag: { kinds: ['outdated'], mentions: ['paygw-v1', 'paygw-v2'] } },
  { id: 't4-sup-zh-you-qianzhi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('course-video-zh.md', '课程视频托管在 Vimeo 上。', OLD), mem('course-video-new-zh.md', '课程视频已由 Vimeo 迁至 B站。', NEW)], fixed: { absent: ['托管在 Vimeo 上'], contains: ['B站'] }, flag: { kinds: ['outdated'], mentions: ['Vimeo', 'B站'] } },
  { id: 't4-sup-zh-tiaozhengwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('cellar-temp-zh.md', '酒窖温控阈值设定为 18 度。', OLD), mem('cellar-temp-new-zh.md', '酒窖温控阈值调整为 16 度（夏季起）。', NEW)], fixed: { absent: ['设定为 18 度'], contains: ['16 度'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['18 度', '16 度'] } },
  {
    id: 't4-sup-zh-partial-recipes',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [mem('recipes-zh.md', '啤酒配方管理用的是 BeerSmith，配方改动要两位酿酒师签字，历史版本保留三年。', OLD), mem('brewfather-zh.md', '配方管理软件换成了 Brewfather。', NEW)],
    fixed: { absent: ['用的是 BeerSmith'], contains: ['Brewfather', '配方改动要两位酿酒师签字', '历史版本保留三年'] },
    flag: { kinds: ['outdated'], mentions: ['BeerSmith', 'Brewfather'] },
    keep: ['配方改动要两位酿酒师签字', '历史版本保留三年'],
  },
  { id: 't4-sup-zht-tingyong-tongyi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('contract-templates-zh.md', '律所的合約範本放在 NetDocuments。', OLD, 'reference'), mem('sharepoint-zh.md', 'NetDocuments 已停用，合約範本統一放到 SharePoint。', NEW, 'reference')], fixed: { absent: ['合約範本放在 NetDocuments'], contains: ['SharePoint'] }, flag: { kinds: ['outdated'], mentions: ['NetDocuments', 'SharePoint'] } },
  { id: 't4-sup-zh-buzai-ershi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('robot-sim-zh.md', '机械臂的仿真用 Gazebo Classic 跑。', OLD), mem('isaac-zh.md', '机械臂仿真不再用 Gazebo Classic 了，而是 Isaac Sim。', NEW)], fixed: { absent: ['仿真用 Gazebo Classic 跑'], contains: ['Isaac Sim'] }, flag: { kinds: ['outdated'], mentions: ['Gazebo Classic', 'Isaac Sim'] } },
  { id: 't4-sup-mixed-migrate', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('staging-host-zh.md', 'Staging 环境部署在 Render 上。', OLD), mem('staging-railway-zh.md', 'staging 已经从 Render migrate 到了 Railway。', NEW)], fixed: { absent: ['部署在 Render 上'], contains: ['Railway'] }, flag: { kinds: ['outdated'], mentions: ['Render', 'Railway'] } },
  // ---- supersession traps
  { id: 't4-sup-trap-en-other-service', category: 'supersession', lang: 'en', trap: true, memories: [mem('room-rates.md', 'The hotel booking API caches room rates in Redis.', OLD), mem('loyalty-store.md', 'The loyalty service moved from Redis to DynamoDB.', NEW)], keep: ['The hotel booking API caches room rates in Redis.'], quiet: ['outdated'] },
  { id: 't4-sup-trap-en-considered', category: 'supersession', lang: 'en', trap: true, memories: [mem('artifacts.md', 'Build artifacts are uploaded to Artifactory.', OLD), mem('packages-decision.md', 'We considered replacing Artifactory with GitHub Packages but decided against it for now.', NEW)], keep: ['Build artifacts are uploaded to Artifactory.'], quiet: ['outdated'] },
  { id: 't4-sup-trap-en-no-longer-other', category: 'supersession', lang: 'en', trap: true, memories: [mem('volunteer-signup.md', 'Volunteers sign up through the Google Form on the website.', OLD), mem('background-checks.md', 'Volunteers no longer need a background check for one-off events.', NEW)], keep: ['Volunteers sign up through the Google Form on the website.'], quiet: ['outdated'] },
  { id: 't4-sup-trap-zh-other-site', category: 'supersession', lang: 'zh', trap: true, memories: [mem('bj-logs-zh.md', '北京机房的日志收集用 Fluentd。', OLD), mem('sh-logs-zh.md', '上海机房的日志收集从 Fluentd 换成了 Vector。', NEW)], keep: ['北京机房的日志收集用 Fluentd。'], quiet: ['outdated'] },
  { id: 't4-sup-trap-zh-history', category: 'supersession', lang: 'zh', trap: true, memories: [mem('stream-zh.md', '赛事直播推流用 OBS。', OLD), mem('stream-history-zh.md', '早期的赛事直播曾经用过 XSplit，后来才换成 OBS。', NEW)], keep: ['赛事直播推流用 OBS。'], quiet: ['outdated'] },
  { id: 't4-sup-trap-zht-plan', category: 'supersession', lang: 'zh', trap: true, memories: [mem('ci-zh.md', '遊戲的 CI 跑在 Travis 上。', OLD), mem('ci-plan-zh.md', '打算把 CI 從 Travis 換成 GitLab CI，還沒開始。', NEW)], keep: ['遊戲的 CI 跑在 Travis 上。'], quiet: ['outdated'] },

  // ---- implicit contradiction
  { id: 't4-con-en-tank-temp', category: 'contradiction', lang: 'en', memories: [mem('fermentation.md', "The brewery's fermentation tanks are held at 19 °C.", OLD), mem('tank-settings.md', 'Fermentation tanks: 21 °C.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['19', '21'] }, fixed: { absent: ['held at 19 °C'], contains: ['21 °C'] } },
  { id: 't4-con-en-grade-list', category: 'contradiction', lang: 'en', memories: [mem('grading.md', '- Final exam: 50 % of the grade\n- Labs: 20 % of the grade', OLD, 'reference'), mem('final-exam.md', 'The final exam counts for 60 % of the grade.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['50 %', '60 %'] }, fixed: { absent: ['Final exam: 50 %'], contains: ['60 %'] }, keep: ['Labs: 20 % of the grade'] },
  { id: 't4-con-en-release-day', category: 'contradiction', lang: 'en', memories: [mem('release-train.md', 'The release train leaves every Tuesday.', OLD), mem('release-train-day.md', 'The release train leaves on Thursdays.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Tuesday', 'Thursday'] }, fixed: { absent: ['every Tuesday'], contains: ['Thursdays'] } },
  { id: 't4-con-zh-study-room', category: 'contradiction', lang: 'zh', memories: [mem('study-room-zh.md', '图书馆自习室开放到晚上十点。', OLD, 'reference'), mem('study-room-hours-zh.md', '图书馆自习室开放时间：早上八点到晚上十一点。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['晚上十点', '晚上十一点'] }, fixed: { absent: ['开放到晚上十点'], contains: ['晚上十一点'] } },
  { id: 't4-con-zh-drone-height', category: 'contradiction', lang: 'zh', memories: [mem('drone-zh.md', '无人机巡检的飞行高度限制是120米。', OLD), mem('drone-limit-zh.md', '无人机巡检飞行高度上限：150米。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['120米', '150米'] }, fixed: { absent: ['限制是120米'], contains: ['150米'] } },
  { id: 't4-con-zh-standup-day', category: 'contradiction', lang: 'zh', memories: [mem('standup-zh.md', '项目例会每周二开。', OLD, 'feedback'), mem('standup-new-zh.md', '项目例会在每周三上午。', NEW, 'feedback')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['周二', '周三'] }, fixed: { absent: ['例会每周二开'], contains: ['每周三上午'] } },
  { id: 't4-con-mixed-runner', category: 'contradiction', lang: 'zh', memories: [mem('runner-zh.md', 'CI runner 的并发数是 4。', OLD), mem('runner-new-zh.md', 'CI runner 并发数：8。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['4', '8'] }, fixed: { absent: ['并发数是 4'], contains: ['8'] } },
  // ---- contradiction traps
  { id: 't4-con-trap-en-fermenters', category: 'contradiction', lang: 'en', trap: true, memories: [mem('small-fermenter.md', 'The small fermenter holds 200 L.', OLD, 'reference'), mem('large-fermenter.md', 'The large fermenter holds 1000 L.', NEW, 'reference')], keep: ['The small fermenter holds 200 L.', 'The large fermenter holds 1000 L.'], quiet: ['contradiction', 'outdated'] },
  { id: 't4-con-trap-en-min-max', category: 'contradiction', lang: 'en', trap: true, memories: [mem('class-min.md', 'A workshop needs at least 12 participants to run.', OLD), mem('class-max.md', 'A workshop takes at most 30 participants.', NEW)], keep: ['A workshop needs at least 12 participants to run.', 'A workshop takes at most 30 participants.'], quiet: ['contradiction', 'outdated'] },
  { id: 't4-con-trap-zh-shifts', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('day-shift-zh.md', '白班每班6人。', OLD), mem('night-shift-zh.md', '夜班每班3人。', NEW)], keep: ['白班每班6人。', '夜班每班3人。'], quiet: ['contradiction', 'outdated'] },
  { id: 't4-con-trap-zh-warehouses', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('wh1-zh.md', '一号仓库的温度保持在5度。', OLD), mem('wh2-zh.md', '二号仓库的温度保持在18度。', NEW)], keep: ['一号仓库的温度保持在5度。', '二号仓库的温度保持在18度。'], quiet: ['contradiction', 'outdated'] },
];
