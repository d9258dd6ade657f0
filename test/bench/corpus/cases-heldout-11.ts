import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 11: written fresh from the dream-quality issue's categories alone (not from the rules
 * nor the other sets' sentences) while HELD-OUT 10 becomes a tuning set, before the rule changes of
 * that round; run only with `--final11`; never tuned against in that round, tuned against from the
 * round that followed (with TUNING 7; its after-round figure: 85.7 / 87.1 / 2 harmful / 1 silent).
 * Untouched first run (at main 04c7399): recall 84.6 %, precision 81.1 %, 4 harmful, 1 silent; recall
 * by category: dates-en 100 %, dates-zh 82 %, supersession 92 %, contradiction 89 %, paraphrase
 * 63 %, claude-md 100 %, merge 88 %, captures 89 %, index 100 %, hooks 29 % (also in FINAL_SETS'
 * label; one case mistake fixed before that figure: a plan's "next year" was a real date in a
 * supersession trap). 136 cases, 45 of them traps that must come through unchanged (and unflagged
 * where they name `quiet` kinds); 78 English, 58 Chinese (42 Simplified, 16 Traditional; 8 of them
 * mixed with English).
 * Other domains (a vineyard and winery, a ski school, a tattoo studio, court reporters, an esports
 * team, a seed bank, a puppet theatre, a funeral home, a lighthouse trust, an archery club, a dog
 * kennel, falconry displays, a letterpress shop, a pottery studio, a planetarium) and other
 * registers: meeting minutes, commit-message style, checklists, Slack pastes, formal memos and
 * notices, texting shorthand, English and Chinese in one sentence, Simplified and Traditional Chinese.
 *
 * Calendar: every memory is written on 2026-11-10, a Tuesday, unless said otherwise, so:
 * yesterday, last night, 昨天, 昨晚 and 昨日 are 2026-11-09, two days ago and 前天 2026-11-08,
 * three days ago and 大前天 2026-11-07, last Friday 2026-11-06, 上周三 2026-11-04, tomorrow and 明天
 * 2026-11-11, in three days and 大后天 2026-11-13, next Monday and 下周一 2026-11-16, last week the
 * week of Monday 2026-11-02, two weeks ago and 上上周 the week of Monday 2026-10-26 (or its day,
 * 2026-10-27: both start with 2026-10-2), 这个月初 early November. One memory is written on
 * 2026-08-20, a Thursday, so its yesterday and 昨天 are 2026-08-19. No expected date is
 * 2026-11-10, the day in those memories' own frontmatter. Supersessions and contradictions pair an
 * older memory (2026-05-19) with a newer one (2026-10-29).
 */

const DAY = '2026-11-10';
const OLD = '2026-05-19';
const NEW = '2026-10-29';
const SAID = '2026-11-09';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });
const SUP = ['outdated', 'contradiction'];

/** Day i of a log that starts on 2026-01-05 (absolute dates, so nothing to convert). */
const logDay = (i: number): string => new Date(Date.UTC(2026, 0, 5 + i)).toISOString().slice(0, 10);
const liftNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} chairlift C${(i % 4) + 1} brake test passed (inspector badge SK-${4000 + i})`);
const seedNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} 入库批次 SB-${6000 + i}，含水量 ${5 + (i % 3)}%，已放入负十八度冷库`);
const tattooParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `【刺青案 ${i + 1}】${'客人先在線上填表並附上參考圖，設計師畫好線稿後約客人來店確認大小和位置，當天先做皮膚測試，再用轉印紙定位，割線之後休息十分鐘再上色，完成後拍照存檔並把保養說明書交給客人，一個月後回來補色；'.repeat(17)}`);
const courtParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `Hearing memo ${i + 1}: ${'the reporter arrived forty minutes early to test the steno writer against the courtroom audio feed, swapped the exhibit list with the clerk, marked every inaudible passage for the read-back, and uploaded the rough draft to the secure portal before the lunch recess; '.repeat(4)}`);
const kilnNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}) glaze test tile T${i + 1} — fire again at cone 6, ask Bea`);
const chatterEn = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [`gg ${i} remember when we threw that map lmaooo`, `ERR_REMEMBER_TOKEN ${i} stale, relog`, `do NOT do not ${i} ugh wrong tab`, `rememberrr ${i}??? ok nvm brb`][i % 4]!,
  }));
const chatterZh = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [`记住了吗 ${i} 哈哈 别别别`, `不要不要 ${i} 记住我 那个选项又勾上了`, `【记住】${i} …… 算了 不要`, `${i} 记住个啥 不要管它 😂`][i % 4]!,
  }));

export const HELDOUT_11_CASES: QualityCase[] = [
  // ---- dates, English: real events to convert
  { id: 'h11-den-minutes', category: 'dates-en', lang: 'en', memories: [mem('harvest-minutes.md', 'Crew minutes: picking of the Pinot block finished yesterday; the press starts at 06:00 each day this week.')], fixed: { contains: ['2026-11-09', 'picking of the Pinot block finished'], absent: ['yesterday'] }, keep: ['the press starts at 06:00'] },
  { id: 'h11-den-commit-style', category: 'dates-en', lang: 'en', memories: [mem('lesson-slots.md', 'fix(booking): ski lesson slots went from 60 to 45 min two days ago after instructor feedback')], fixed: { contains: ['2026-11-08', 'ski lesson slots went from 60 to 45 min'], absent: ['two days ago'] } },
  { id: 'h11-den-slack-paste', category: 'dates-en', lang: 'en', memories: [mem('autoclave-service.md', "[9:14] mara: heads up, the studio's autoclave was serviced last Friday, cert is in the binder")], fixed: { contains: ['2026-11-06', "the studio's autoclave was serviced"], absent: ['last Friday'] } },
  { id: 'h11-den-next-monday', category: 'dates-en', lang: 'en', memories: [mem('steno-laptops.md', 'Next Monday the court reporting pool switches to the new captioning laptops.')], fixed: { contains: ['2026-11-16', 'the court reporting pool switches to the new captioning laptops'], absent: ['Next Monday'] } },
  { id: 'h11-den-agreed-weeks', category: 'dates-en', lang: 'en', memories: [mem('germination-count.md', "We agreed on this two weeks ago: the seed bank's germination tests use 50 seeds per accession, not 100.", DAY, 'feedback')], fixed: { contains: ['2026-10-2', 'germination tests use 50 seeds per accession'], absent: ['two weeks ago'] } },
  { id: 'h11-den-checklist', category: 'dates-en', lang: 'en', memories: [mem('lamp-checklist.md', '- [x] lighthouse lens cleaned three days ago\n- [ ] replace the fog-signal compressor filter')], fixed: { contains: ['2026-11-07', 'lighthouse lens cleaned'], absent: ['three days ago'] }, keep: ['- [ ] replace the fog-signal compressor filter'] },
  { id: 'h11-den-texting', category: 'dates-en', lang: 'en', memories: [mem('bootcamp-bus.md', 'bootcamp starts tomorrow 4 the whole squad, bus @ 8am from the arena lot')], fixed: { contains: ['2026-11-11', 'bootcamp starts'], absent: ['tomorrow'] } },
  { id: 'h11-den-old-memory', category: 'dates-en', lang: 'en', memories: [mem('hearse-mot.md', "The funeral home's hearse went in for its MOT yesterday and passed without advisories.", '2026-08-20')], fixed: { contains: ['2026-08-19', "The funeral home's hearse went in for its MOT"], absent: ['yesterday'] } },
  { id: 'h11-den-last-night', category: 'dates-en', lang: 'en', memories: [mem('fly-bar.md', "Last night the puppet theatre's fly bar motor jammed during the interval; the crew reset it by hand.")], fixed: { contains: ['2026-11-09', "puppet theatre's fly bar motor jammed during the interval"], absent: ['Last night'] } },
  { id: 'h11-den-in-three-days', category: 'dates-en', lang: 'en', memories: [mem('intake-forms.md', "The kennel's new online intake forms go live in three days, so paper forms stop then.")], fixed: { contains: ['2026-11-13', "The kennel's new online intake forms go live"], absent: ['in three days'] } },
  { id: 'h11-den-rule-decided', category: 'dates-en', lang: 'en', memories: [mem('falconry-wind.md', 'We decided last week to never book a falconry display when the wind is above 30 km/h.', DAY, 'feedback')], fixed: { contains: ['2026-11-02', 'never book a falconry display when the wind is above 30 km/h'], absent: ['last week'] } },
  // ---- dates, English: traps
  { id: 'h11-den-trap-code', category: 'dates-en', lang: 'en', trap: true, memories: [mem('rota-export.md', 'The ski school rota export calls `getTomorrowLessons()` and writes `yesterday_noshows.csv` to the shared drive.', DAY, 'reference')], keep: ['The ski school rota export calls `getTomorrowLessons()` and writes `yesterday_noshows.csv` to the shared drive.'] },
  { id: 'h11-den-trap-conditional', category: 'dates-en', lang: 'en', trap: true, memories: [mem('brix-validity.md', "If a grape sample is taken today, its Brix reading is only trusted until tomorrow's pick.", DAY, 'feedback')], keep: ["If a grape sample is taken today, its Brix reading is only trusted until tomorrow's pick."] },
  { id: 'h11-den-trap-recurring', category: 'dates-en', lang: 'en', trap: true, memories: [mem('keeper-log.md', "Each night the lighthouse keeper's log copies tomorrow's tide times from the almanac.", DAY, 'reference')], keep: ["Each night the lighthouse keeper's log copies tomorrow's tide times from the almanac."] },
  { id: 'h11-den-trap-show-title', category: 'dates-en', lang: 'en', trap: true, memories: [mem('winter-show.md', "The puppet theatre's winter show is called Tomorrow's Moon and runs in the small hall.", DAY, 'reference')], keep: ["The puppet theatre's winter show is called Tomorrow's Moon and runs in the small hall."] },
  { id: 'h11-den-trap-sms-template', category: 'dates-en', lang: 'en', trap: true, memories: [mem('reminder-sms.md', "The reminder SMS template is: 'Hi {name}, your tattoo session is tomorrow at {time}. Reply C to cancel.'", DAY, 'reference')], keep: ["'Hi {name}, your tattoo session is tomorrow at {time}. Reply C to cancel.'"] },
  { id: 'h11-den-trap-bare-now', category: 'dates-en', lang: 'en', trap: true, memories: [mem('prep-room-stamps.md', 'Prep-room start times are stamped with now() on the tablet, so never type them by hand.', DAY, 'feedback')], keep: ['Prep-room start times are stamped with now() on the tablet, so never type them by hand.'] },

  // ---- dates, Chinese: real events to convert
  { id: 'h11-dzh-glued-xianshang', category: 'dates-zh', lang: 'zh', memories: [mem('signup-crash-zh.md', '前天线上报名系统崩了，滑雪学校周末的课全部取消。')], fixed: { contains: ['2026-11-08', '线上报名系统崩了'], absent: ['前天'] } },
  { id: 'h11-dzh-glued-zhouyi-he', category: 'dates-zh', lang: 'zh', memories: [mem('pruning-plan-zh.md', '下周一和葡萄园的工人确认采收后的修剪计划。')], fixed: { contains: ['2026-11-16', '葡萄园的工人确认采收后的修剪计划'], absent: ['下周一'] }, forbid: ['那一周一', '周一和葡'] },
  { id: 'h11-dzh-trad-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('foghorn-zh.md', '昨晚燈塔的霧笛壓縮機又跳閘了，已經請電工來看。')], fixed: { contains: ['2026-11-09', '燈塔的霧笛壓縮機又跳閘了'], absent: ['昨晚'] } },
  { id: 'h11-dzh-mixed-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('scrim-server-zh.md', '大前天 esports 战队换了新的 scrim 服务器，延迟降到 20ms。')], fixed: { contains: ['2026-11-07', '战队换了新的 scrim 服务器'], absent: ['大前天'] } },
  { id: 'h11-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('cold-room-alarm-zh.md', '上上周种子库的冷库温度报警过一次，原因是门没关好。')], fixed: { contains: ['2026-10-2', '种子库的冷库温度报警过一次'], absent: ['上上周'] }, forbid: ['那一周', '周周'] },
  { id: 'h11-dzh-trad-yuechu', category: 'dates-zh', lang: 'zh', memories: [mem('disinfectant-zh.md', '這個月初刺青店換了新的消毒液供應商。')], fixed: { contains: ['刺青店換了新的消毒液供應商'], absent: ['這個月初'] } },
  { id: 'h11-dzh-memo-mingtian', category: 'dates-zh', lang: 'zh', memories: [mem('cold-store-notice-zh.md', '通知：明天上午殡仪馆的冷藏柜停电检修，请提前安排转移。')], fixed: { contains: ['2026-11-11', '殡仪馆的冷藏柜停电检修'], absent: ['明天'] } },
  { id: 'h11-dzh-dahoutian', category: 'dates-zh', lang: 'zh', memories: [mem('school-tour-zh.md', '大后天木偶剧团去小学巡演，道具箱要提前装车。')], fixed: { contains: ['2026-11-13', '木偶剧团去小学巡演'], absent: ['大后天'] } },
  { id: 'h11-dzh-rule-shangzhousan', category: 'dates-zh', lang: 'zh', memories: [mem('two-on-tower-zh.md', '上周三我们决定以后每次上灯塔检修都必须两个人一起。', DAY, 'feedback')], fixed: { contains: ['2026-11-04', '每次上灯塔检修都必须两个人一起'], absent: ['上周三'] } },
  { id: 'h11-dzh-old-zuotian', category: 'dates-zh', lang: 'zh', memories: [mem('straw-targets-zh.md', '昨天射箭俱乐部的靶场换了新的草垛靶。', '2026-08-20')], fixed: { contains: ['2026-08-19', '射箭俱乐部的靶场换了新的草垛靶'], absent: ['昨天'] } },
  { id: 'h11-dzh-trad-zuori', category: 'dates-zh', lang: 'zh', memories: [mem('kennel-vet-zh.md', '昨日獸醫來狗舍替十二隻狗打了狂犬病疫苗。')], fixed: { contains: ['2026-11-09', '獸醫來狗舍替十二隻狗打了狂犬病疫苗'], absent: ['昨日'] } },
  // ---- dates, Chinese: traps
  { id: 'h11-dzh-trap-title', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('show-title-zh.md', '剧目《明天见》每周六下午在小剧场演出。', DAY, 'reference')], keep: ['剧目《明天见》每周六下午在小剧场演出。'] },
  { id: 'h11-dzh-trap-code', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('export-script-zh.md', '导出脚本调用 `get_yesterday_bookings()`，结果写进 `tomorrow_slots` 表。', DAY, 'reference')], keep: ['导出脚本调用 `get_yesterday_bookings()`，结果写进 `tomorrow_slots` 表。'] },
  { id: 'h11-dzh-trap-generic', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('late-arrivals-zh.md', '凡是今天下午五点以后送来的遗体，一律安排在第二天上午整理。', DAY, 'feedback')], keep: ['凡是今天下午五点以后送来的遗体，一律安排在第二天上午整理。'] },
  { id: 'h11-dzh-trap-trad-weekly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('vod-upload-zh.md', '每週一早上把上週的比賽錄影上傳到雲端。', DAY, 'feedback')], keep: ['每週一早上把上週的比賽錄影上傳到雲端。'] },
  { id: 'h11-dzh-trap-rule-of-thumb', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('press-same-day-zh.md', '一般来说，今天采的葡萄要在明天之前压榨完。', DAY, 'feedback')], keep: ['一般来说，今天采的葡萄要在明天之前压榨完。'] },
  { id: 'h11-dzh-trap-dangtian', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('aftercare-swim-zh.md', '刺青当天不要游泳，第二天起可以淋浴。', DAY, 'feedback')], keep: ['刺青当天不要游泳，第二天起可以淋浴。'] },

  // ---- supersessions, phrased many ways
  { id: 'h11-sup-switched-from', category: 'supersession', lang: 'en', explicit: true, memories: [mem('weather-station.md', "The vineyard's weather station uploads to Davis WeatherLink.", OLD, 'reference'), mem('metos-switch.md', 'We switched the vineyard weather station from WeatherLink to Metos in October.', NEW, 'reference')], fixed: { absent: ['uploads to Davis WeatherLink'], contains: ['Metos'] }, flag: { kinds: SUP, mentions: ['WeatherLink', 'Metos'] } },
  { id: 'h11-sup-deprecated-use', category: 'supersession', lang: 'en', explicit: true, memories: [mem('transcript-format.md', 'Court transcripts are exported as RTF for the judges.', OLD, 'reference'), mem('pdfa.md', 'RTF export is deprecated; use PDF/A for every court transcript.', NEW, 'feedback')], fixed: { absent: ['are exported as RTF'], contains: ['PDF/A'] }, flag: { kinds: SUP, mentions: ['RTF', 'PDF/A'] } },
  { id: 'h11-sup-no-longer', category: 'supersession', lang: 'en', explicit: true, memories: [mem('desk-payments.md', 'The ski school desk takes lesson payments in cash.', OLD), mem('card-only.md', 'We no longer take cash at the ski school desk; lessons are now paid by card only.', NEW)], fixed: { absent: ['takes lesson payments in cash'], contains: ['paid by card only'] }, flag: { kinds: SUP, mentions: ['cash', 'card'] } },
  {
    id: 'h11-sup-keep-rest',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('consent-storage.md', 'Tattoo consent forms are kept in the paper binder, for seven years, and only the owner may shred them.', OLD), mem('jotform.md', 'Tattoo consent forms moved from the paper binder to Jotform.', NEW)],
    fixed: { absent: ['are kept in the paper binder'], contains: ['Jotform', 'seven years', 'only the owner may shred them'] },
    flag: { kinds: SUP, mentions: ['paper binder', 'Jotform'] },
    keep: ['seven years', 'only the owner may shred them'],
  },
  { id: 'h11-sup-replaced-with', category: 'supersession', lang: 'en', explicit: true, memories: [mem('scrim-schedule.md', 'Esports scrims are scheduled in a shared Google Sheet.', OLD, 'reference'), mem('notion-calendar.md', 'Replaced the scrim Google Sheet with a Notion calendar.', NEW, 'reference')], fixed: { absent: ['are scheduled in a shared Google Sheet'], contains: ['Notion calendar'] }, flag: { kinds: SUP, mentions: ['Google Sheet', 'Notion'] } },
  { id: 'h11-sup-migrated-to', category: 'supersession', lang: 'en', explicit: true, memories: [mem('accession-db.md', 'Seed bank accession records live in an Access database on the lab PC.', OLD, 'reference'), mem('grin-global.md', 'Seed bank accession records were migrated to GRIN-Global this autumn.', NEW, 'reference')], fixed: { absent: ['live in an Access database'], contains: ['GRIN-Global'] }, flag: { kinds: SUP, mentions: ['Access', 'GRIN-Global'] } },
  { id: 'h11-sup-memo-is-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('night-line.md', 'MEMO: the out-of-hours number for the funeral home is forwarded to the answering service in Leeds.', OLD, 'reference'), mem('night-line-2.md', 'MEMO: the out-of-hours number is now forwarded to our own on-call mobile, not the Leeds answering service.', NEW, 'reference')], fixed: { absent: ['is forwarded to the answering service in Leeds'], contains: ['on-call mobile'] }, flag: { kinds: SUP, mentions: ['Leeds', 'on-call mobile'] } },
  { id: 'h11-sup-zh-qianyi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('donations-zh.md', '灯塔信托的捐款记录用 Excel 表格管理。', OLD, 'reference'), mem('salesforce-zh.md', '捐款记录已经从 Excel 迁移到了 Salesforce。', NEW, 'reference')], fixed: { absent: ['捐款记录用 Excel 表格管理'], contains: ['Salesforce'] }, flag: { kinds: SUP, mentions: ['Excel', 'Salesforce'] } },
  { id: 'h11-sup-zh-buzai-gaiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('tickets-zh.md', '木偶剧团的演出票通过大麦网卖。', OLD), mem('miniprogram-zh.md', '剧团不再通过大麦网卖票，改用自己的小程序。', NEW)], fixed: { absent: ['演出票通过大麦网卖'], contains: ['小程序'] }, flag: { kinds: SUP, mentions: ['大麦网', '小程序'] } },
  { id: 'h11-sup-zh-trad-qiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('rota-line-zh.md', '殯儀館的排班表用 LINE 群組公告。', OLD), mem('rota-calendar-zh.md', 'LINE 群組公告排班已棄用，現在改用 Google 日曆。', NEW)], fixed: { absent: ['排班表用 LINE 群組公告'], contains: ['Google 日曆'] }, flag: { kinds: SUP, mentions: ['LINE', 'Google 日曆'] } },
  { id: 'h11-sup-zh-gaiwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('dues-zh.md', '射箭俱乐部的会费每年一月收取。', OLD), mem('dues-sept-zh.md', '射箭俱乐部的会费收取时间改为每年九月。', NEW)], fixed: { absent: ['会费每年一月收取'], contains: ['九月'] }, flag: { kinds: SUP, mentions: ['一月', '九月'] } },
  { id: 'h11-sup-zh-mixed-huancheng', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('booking-site-zh.md', '狗狗寄养的预约网站是用 Wix 搭的。', OLD, 'reference'), mem('squarespace-zh.md', '预约网站已经从 Wix 换成 Squarespace 了。', NEW, 'reference')], fixed: { absent: ['是用 Wix 搭的'], contains: ['Squarespace'] }, flag: { kinds: SUP, mentions: ['Wix', 'Squarespace'] } },
  {
    id: 'h11-sup-zh-keep-rest',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [mem('cellar-sensors-zh.md', '酒窖的温湿度传感器接在 Home Assistant 上，每五分钟记录一次，超过十八度会发短信给酿酒师。', OLD, 'reference'), mem('cellar-grafana-zh.md', '酒窖传感器已经从 Home Assistant 迁到 ThingSpeak 了。', NEW, 'reference')],
    fixed: { absent: ['接在 Home Assistant 上'], contains: ['ThingSpeak', '每五分钟记录一次', '超过十八度会发短信给酿酒师'] },
    flag: { kinds: SUP, mentions: ['Home Assistant', 'ThingSpeak'] },
    keep: ['每五分钟记录一次', '超过十八度会发短信给酿酒师'],
  },
  // ---- supersession traps: additions, plans, conditions, another site or environment, history
  { id: 'h11-sup-trap-addition', category: 'supersession', lang: 'en', trap: true, memories: [mem('shop-payments.md', 'The lighthouse museum shop takes card payments through SumUp.', OLD, 'reference'), mem('gift-vouchers.md', 'The museum shop now also sells gift vouchers through SumUp.', NEW, 'reference')], keep: ['The lighthouse museum shop takes card payments through SumUp.', 'The museum shop now also sells gift vouchers through SumUp.'], quiet: ['outdated'] },
  { id: 'h11-sup-trap-evaluating', category: 'supersession', lang: 'en', trap: true, memories: [mem('cat-software.md', 'Court reporters write in Eclipse CAT software.', OLD, 'reference'), mem('catalyst-eval.md', 'We are evaluating Case CATalyst as a possible replacement for Eclipse; no decision yet.', NEW)], keep: ['Court reporters write in Eclipse CAT software.', 'We are evaluating Case CATalyst as a possible replacement for Eclipse; no decision yet.'], quiet: ['outdated'] },
  { id: 'h11-sup-trap-other-block', category: 'supersession', lang: 'en', trap: true, memories: [mem('north-irrigation.md', 'The north vineyard block is irrigated by drip lines.', OLD, 'reference'), mem('south-irrigation.md', 'The south block switched from drip lines to micro-sprinklers.', NEW, 'reference')], keep: ['The north vineyard block is irrigated by drip lines.', 'The south block switched from drip lines to micro-sprinklers.'], quiet: ['outdated', 'contradiction'] },
  { id: 'h11-sup-trap-staging', category: 'supersession', lang: 'en', trap: true, memories: [mem('prod-stream.md', "The esports team's production stream runs on OBS.", OLD, 'reference'), mem('staging-stream.md', 'The staging stream PC moved from OBS to vMix for testing.', NEW, 'reference')], keep: ["The esports team's production stream runs on OBS.", 'The staging stream PC moved from OBS to vMix for testing.'], quiet: ['outdated', 'contradiction'] },
  { id: 'h11-sup-trap-zh-condition', category: 'supersession', lang: 'zh', trap: true, memories: [mem('beginner-slope-zh.md', '滑雪学校的初级课在一号雪道上。', OLD), mem('slope-fallback-zh.md', '如果一号雪道关闭，初级课就改到三号雪道。', NEW)], keep: ['滑雪学校的初级课在一号雪道上。', '如果一号雪道关闭，初级课就改到三号雪道。'], quiet: ['outdated'] },
  { id: 'h11-sup-trap-zh-trad-history', category: 'supersession', lang: 'zh', trap: true, memories: [mem('germ-lab-zh.md', '種子庫的發芽試驗室在二樓。', OLD, 'reference'), mem('germ-lab-history-zh.md', '二〇一九年以前，發芽試驗室曾經設在地下室。', NEW, 'reference')], keep: ['種子庫的發芽試驗室在二樓。', '二〇一九年以前，發芽試驗室曾經設在地下室。'], quiet: ['outdated'] },

  // ---- implicit contradictions: same subject, another value later
  { id: 'h11-con-seats', category: 'contradiction', lang: 'en', memories: [mem('theatre-seats.md', 'The puppet theatre seats 120.', OLD, 'reference'), mem('refit-seats.md', 'After the refit the puppet theatre seats 96.', NEW, 'reference')], fixed: { absent: ['The puppet theatre seats 120.'], contains: ['seats 96'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['120', '96'] } },
  { id: 'h11-con-chamber-temp', category: 'contradiction', lang: 'en', memories: [mem('germ-chambers.md', 'Germination chambers run at 20 °C.', OLD, 'reference'), mem('germ-chambers-25.md', 'Germination chambers now run at 25 °C.', NEW, 'reference')], fixed: { absent: ['run at 20 °C'], contains: ['25 °C'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['20 °C', '25 °C'] } },
  { id: 'h11-con-lesson-start', category: 'contradiction', lang: 'en', memories: [mem('lesson-times.md', 'Morning ski lessons start at 09:30.', OLD), mem('lesson-times-new.md', 'Morning ski lessons start at 09:00 this season.', NEW)], fixed: { absent: ['start at 09:30'], contains: ['09:00'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['09:30', '09:00'] } },
  { id: 'h11-con-php', category: 'contradiction', lang: 'en', memories: [mem('portal-stack.md', 'The court reporting portal runs on PHP 7.4.', OLD, 'reference'), mem('portal-upgrade.md', 'The court reporting portal was upgraded to PHP 8.3.', NEW, 'reference')], fixed: { absent: ['runs on PHP 7.4'], contains: ['PHP 8.3'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['7.4', '8.3'] } },
  { id: 'h11-con-night-shift', category: 'contradiction', lang: 'en', memories: [mem('night-removals.md', 'Night removals are handled by Ruth.', OLD), mem('night-removals-new.md', 'Night removals are handled by Tomasz since October.', NEW)], fixed: { absent: ['are handled by Ruth'], contains: ['Tomasz'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['Ruth', 'Tomasz'] } },
  { id: 'h11-con-zh-closed-day', category: 'contradiction', lang: 'zh', memories: [mem('closed-day-zh.md', '纹身店每周一休息。', OLD), mem('closed-day-new-zh.md', '纹身店现在每周二休息。', NEW)], fixed: { absent: ['纹身店每周一休息'], contains: ['每周二休息'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['周一', '周二'] } },
  { id: 'h11-con-zh-trad-lamp', category: 'contradiction', lang: 'zh', memories: [mem('lamp-time-zh.md', '燈塔每晚九點開燈。', OLD, 'reference'), mem('lamp-time-new-zh.md', '燈塔現在每晚八點半開燈。', NEW, 'reference')], fixed: { absent: ['燈塔每晚九點開燈'], contains: ['八點半開燈'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['九點', '八點半'] } },
  { id: 'h11-con-zh-mixed-scrims', category: 'contradiction', lang: 'zh', memories: [mem('scrim-count-zh.md', '战队的 scrim 每周练三次。', OLD), mem('scrim-count-new-zh.md', '战队的 scrim 现在每周练五次。', NEW)], fixed: { absent: ['每周练三次'], contains: ['每周练五次'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['三次', '五次'] } },
  { id: 'h11-con-zh-ferment', category: 'contradiction', lang: 'zh', memories: [mem('ferment-temp-zh.md', '红葡萄酒的发酵温度控制在二十八度。', OLD), mem('ferment-temp-new-zh.md', '红葡萄酒的发酵温度现在控制在二十五度。', NEW)], fixed: { absent: ['控制在二十八度'], contains: ['二十五度'] }, flag: { kinds: ['contradiction', 'outdated'], mentions: ['二十八度', '二十五度'] } },
  // ---- contradiction traps: other subjects, both true
  { id: 'h11-con-trap-blocks', category: 'contradiction', lang: 'en', trap: true, memories: [mem('block-a.md', 'Block A Pinot is picked at 23 Brix.', OLD, 'reference'), mem('block-c.md', 'Block C Chardonnay is picked at 21 Brix.', NEW, 'reference')], keep: ['Block A Pinot is picked at 23 Brix.', 'Block C Chardonnay is picked at 21 Brix.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h11-con-trap-zh-rooms', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('hall-zh.md', '木偶剧场的大厅能坐八十人。', OLD, 'reference'), mem('rehearsal-room-zh.md', '木偶剧场的排练室能坐二十人。', NEW, 'reference')], keep: ['木偶剧场的大厅能坐八十人。', '木偶剧场的排练室能坐二十人。'], quiet: ['contradiction', 'outdated'] },
  { id: 'h11-con-trap-seasons', category: 'contradiction', lang: 'en', trap: true, memories: [mem('winter-opening.md', 'In winter the lighthouse opens to visitors at 10:00.', OLD, 'reference'), mem('summer-opening.md', 'In summer the lighthouse opens to visitors at 09:00.', NEW, 'reference')], keep: ['In winter the lighthouse opens to visitors at 10:00.', 'In summer the lighthouse opens to visitors at 09:00.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h11-con-trap-zh-trad-dogs', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('big-dogs-zh.md', '大型犬每天遛三次。', OLD), mem('small-dogs-zh.md', '小型犬每天遛兩次。', NEW)], keep: ['大型犬每天遛三次。', '小型犬每天遛兩次。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates
  { id: 'h11-par-aftercare-neg-pos', category: 'paraphrase', lang: 'en', memories: [mem('aftercare-sheet.md', 'Never let a client leave the tattoo studio without written aftercare instructions.', OLD, 'feedback'), mem('aftercare-before-leaving.md', 'Every client gets written aftercare instructions before walking out of the studio.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['aftercare-sheet.md', 'aftercare-before-leaving.md'] } },
  { id: 'h11-par-certify-days', category: 'paraphrase', lang: 'en', memories: [mem('certification-window.md', 'Court transcripts must be certified within ten working days.', OLD, 'feedback'), mem('ten-day-rule.md', 'Certify each transcript no later than ten working days after the hearing.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['certification-window.md', 'ten-day-rule.md'] } },
  { id: 'h11-par-dry-room', category: 'paraphrase', lang: 'en', memories: [mem('dry-room-only.md', 'Do not open a seed sample outside the dry room.', OLD, 'feedback'), mem('opening-samples.md', 'Seed samples are opened only inside the dry room.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['dry-room-only.md', 'opening-samples.md'] } },
  { id: 'h11-par-helmets', category: 'paraphrase', lang: 'en', memories: [mem('instructor-helmets.md', 'Ski instructors must wear a helmet in every lesson.', OLD, 'feedback'), mem('no-helmet-no-lesson.md', 'No instructor teaches a lesson without a helmet on.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['instructor-helmets.md', 'no-helmet-no-lesson.md'] } },
  { id: 'h11-par-wind-forecast', category: 'paraphrase', lang: 'en', memories: [mem('display-wind.md', 'Always check the wind forecast before a falconry display.', OLD, 'feedback'), mem('hawks-forecast.md', 'Look at the wind forecast first whenever the hawks fly at a show.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['display-wind.md', 'hawks-forecast.md'] } },
  { id: 'h11-par-zh-press-hours', category: 'paraphrase', lang: 'zh', memories: [mem('press-window-zh.md', '葡萄采摘后四小时内必须进压榨机。', OLD, 'feedback'), mem('no-waiting-zh.md', '采下来的葡萄不能放超过四小时才压榨。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['press-window-zh.md', 'no-waiting-zh.md'] } },
  { id: 'h11-par-zh-trad-two-staff', category: 'paraphrase', lang: 'zh', memories: [mem('removal-pairs-zh.md', '遺體接運一律兩人同行。', OLD, 'feedback'), mem('never-alone-zh.md', '不可以一個人單獨去接運遺體。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['removal-pairs-zh.md', 'never-alone-zh.md'] } },
  { id: 'h11-par-zh-mixed-recording', category: 'paraphrase', lang: 'zh', memories: [mem('obs-recording-zh.md', 'scrim 开始前必须先打开 OBS 录像。', OLD, 'feedback'), mem('no-unrecorded-zh.md', '没开 OBS 录像之前不要开始 scrim。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['obs-recording-zh.md', 'no-unrecorded-zh.md'] } },
  // ---- paraphrase traps: one fact differs, or the same shape about other things
  { id: 'h11-par-trap-kibble', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('large-dog-food.md', 'Large dogs get 400 g of kibble per meal.', OLD, 'feedback'), mem('small-dog-food.md', 'Small dogs get 150 g of kibble per meal.', NEW, 'feedback')], keep: ['Large dogs get 400 g of kibble per meal.', 'Small dogs get 150 g of kibble per meal.'], quiet: ['possible-duplicate'] },
  { id: 'h11-par-trap-zh-kilns', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('kiln-one-zh.md', '一号窑素烧到九百度。', OLD, 'reference'), mem('kiln-two-zh.md', '二号窑釉烧到一千二百五十度。', NEW, 'reference')], keep: ['一号窑素烧到九百度。', '二号窑釉烧到一千二百五十度。'], quiet: ['possible-duplicate'] },
  { id: 'h11-par-trap-letterpress', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('lock-up.md', 'On the letterpress, lock up the chase before inking the rollers.', OLD, 'feedback'), mem('clean-rollers.md', 'On the letterpress, clean the rollers with mineral spirits after the run.', NEW, 'feedback')], keep: ['On the letterpress, lock up the chase before inking the rollers.', 'On the letterpress, clean the rollers with mineral spirits after the run.'], quiet: ['possible-duplicate'] },
  { id: 'h11-par-trap-zh-trad-upkeep', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('projector-upkeep-zh.md', '天文館的星象儀每週二保養。', OLD, 'reference'), mem('audio-upkeep-zh.md', '天文館的音響系統每週四保養。', NEW, 'reference')], keep: ['天文館的星象儀每週二保養。', '天文館的音響系統每週四保養。'], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md: conflicts by subject and polarity
  { id: 'h11-cmd-phone-numbers', category: 'claude-md', lang: 'en', claudeMd: '# Booking app\n\n- Never print client phone numbers in the booking export.\n', memories: [mem('front-desk-export.md', 'Printing client phone numbers in the booking export is fine for the front desk.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['phone numbers'] } },
  { id: 'h11-cmd-anonymise', category: 'claude-md', lang: 'en', claudeMd: '# Analytics\n\n- Always anonymise the names of the deceased in analytics dashboards.\n', memories: [mem('named-dashboards.md', 'There is no need to anonymise the names of the deceased in analytics dashboards.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['names of the deceased'] } },
  { id: 'h11-cmd-migrations-hours', category: 'claude-md', lang: 'en', claudeMd: '# Court portal\n\n- Do not run database migrations on the court portal during business hours.\n', memories: [mem('small-migrations.md', "It's OK to run database migrations on the court portal during business hours if they are small.", NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['migrations'] } },
  { id: 'h11-cmd-zh-coordinates', category: 'claude-md', lang: 'zh', claudeMd: '# 仓库规范\n\n- 不要把种子库的坐标写进公开仓库。\n', memories: [mem('coords-public-zh.md', '种子库的坐标可以写进公开仓库，反正大家都知道。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['坐标'] } },
  { id: 'h11-cmd-zh-trad-real-names', category: 'claude-md', lang: 'zh', claudeMd: '# 直播規範\n\n- 永遠不要在直播畫面顯示選手的真實姓名。\n', memories: [mem('real-names-zh.md', '直播畫面顯示選手的真實姓名沒關係。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['真實姓名'] } },
  { id: 'h11-cmd-mixed-api-keys', category: 'claude-md', lang: 'zh', claudeMd: '# Repo rules\n\n- Never commit the vineyard sensor API keys.\n', memories: [mem('api-keys-zh.md', '葡萄园的 sensor API keys 可以直接 commit 到仓库里。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['API keys'] } },
  // ---- CLAUDE.md: repeats with a consistent clause or examples
  { id: 'h11-cmd-repeat-lens-temp', category: 'claude-md', lang: 'en', claudeMd: '# Maintenance log\n\n- Always log the lens-room temperature with each maintenance entry.\n', memories: [mem('lens-temp.md', 'Always log the lens-room temperature with each maintenance entry, e.g. 14 °C in winter or 22 °C in August.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['lens-room temperature'] }, quiet: ['claude-md-conflict'] },
  { id: 'h11-cmd-repeat-zh-photos', category: 'claude-md', lang: 'zh', claudeMd: '# 店规\n\n- 每次纹身前都要拍照留档。\n', memories: [mem('photo-record-zh.md', '每次纹身前都要拍照留档，包括手臂、背部和小腿的图案。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['拍照留档'] }, quiet: ['claude-md-conflict'] },
  { id: 'h11-cmd-repeat-card-numbers', category: 'claude-md', lang: 'en', claudeMd: '# Ticketing\n\n- Never store card numbers in the ticketing database.\n', memories: [mem('card-storage.md', 'Never store card numbers in the ticketing database; Stripe keeps them for us.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['card numbers'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps: other subjects, consistent rules
  { id: 'h11-cmd-trap-scoreboard', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Deploys\n\n- Never deploy the scoreboard on match days.\n', memories: [mem('scoreboard-window.md', 'Deploy the scoreboard on Tuesday mornings, when there are no matches.', NEW, 'feedback')], keep: ['Deploy the scoreboard on Tuesday mornings, when there are no matches.'], quiet: ['claude-md-conflict'] },
  { id: 'h11-cmd-trap-zh-csv', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 数据\n\n- 不要删除任何发芽记录。\n', memories: [mem('temp-csv-zh.md', '临时导出的 CSV 文件用完可以删掉。', NEW, 'feedback')], keep: ['临时导出的 CSV 文件用完可以删掉。'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 'h11-cmd-trap-reminder-times', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Rota\n\n- Always use 24-hour times in the ski school rota.\n', memories: [mem('parent-texts.md', 'Reminder texts to parents use 12-hour times like 1:30 pm, which parents prefer.', NEW, 'feedback')], keep: ['Reminder texts to parents use 12-hour times like 1:30 pm, which parents prefer.'], quiet: ['claude-md-conflict', 'in-claude-md'] },

  // ---- merges: the survivor by title and name, near-identical sentences kept once
  { id: 'h11-mrg-copy-suffix', category: 'merge', lang: 'en', memories: [mem('lens-maintenance.md', '- The Fresnel lens is dusted with a lambswool brush.\n- Never touch the prisms with bare hands.', OLD, 'feedback'), mem('lens-maintenance_copy.md', '- The Fresnel lens is dusted with a lambswool brush.\n- Never touch the prisms with bare hands.', NEW, 'feedback')], fixed: { files: ['lens-maintenance.md'], gone: ['lens-maintenance_copy.md'] } },
  { id: 'h11-mrg-number-suffix', category: 'merge', lang: 'en', memories: [mem('brix-targets.md', 'Pinot is picked at 23 Brix and Riesling at 20 Brix.', OLD, 'reference'), mem('brix-targets (1).md', 'Pinot is picked at 23 Brix and Riesling at 20 Brix.', NEW, 'reference')], fixed: { files: ['brix-targets.md'], gone: ['brix-targets (1).md'] } },
  { id: 'h11-mrg-bak', category: 'merge', lang: 'en', memories: [mem('consent-checks.md', 'Check photo ID and age before every tattoo consent form is signed.', OLD, 'feedback'), mem('consent-checks.bak.md', 'Check photo ID and age before every tattoo consent form is signed.', NEW, 'feedback')], fixed: { files: ['consent-checks.md'], gone: ['consent-checks.bak.md'] } },
  { id: 'h11-mrg-tmp-prefix', category: 'merge', lang: 'en', memories: [mem('lesson-levels.md', 'Ski lessons have five levels, from Snowflake to Black Run.', OLD, 'reference'), mem('tmp-lesson-levels.md', 'Ski lessons have five levels, from Snowflake to Black Run.', NEW, 'reference')], fixed: { files: ['lesson-levels.md'], gone: ['tmp-lesson-levels.md'] } },
  {
    id: 'h11-mrg-reason-kept',
    category: 'merge',
    lang: 'en',
    memories: [mem('hawk-weighing.md', '- Weigh each hawk before flying.\n- Record the weight in the mews book.', OLD, 'feedback'), mem('falcon-weights.md', "- Weigh each hawk before flying, because an overweight bird won't come back to the glove.\n- Record the weight in the mews book.", NEW, 'feedback')],
    fixed: { contains: ["because an overweight bird won't come back to the glove", 'Record the weight in the mews book'], absentLines: ['- Weigh each hawk before flying.'] },
  },
  { id: 'h11-mrg-zh-fuben', category: 'merge', lang: 'zh', memories: [mem('剧团道具.md', '- 木偶的提线每场演出前检查一次。\n- 备用木偶放在后台左边的箱子里。', OLD), mem('剧团道具_副本.md', '- 木偶的提线每场演出前检查一次。\n- 备用木偶放在后台左边的箱子里。', NEW)], fixed: { files: ['剧团道具.md'], gone: ['剧团道具_副本.md'] } },
  { id: 'h11-mrg-zh-fuzhi', category: 'merge', lang: 'zh', memories: [mem('种子库温湿度.md', '种子库冷库保持零下十八度，相对湿度百分之十五。', OLD, 'reference'), mem('种子库温湿度 (复制).md', '种子库冷库保持零下十八度，相对湿度百分之十五。', NEW, 'reference')], fixed: { files: ['种子库温湿度.md'], gone: ['种子库温湿度 (复制).md'] } },
  {
    id: 'h11-mrg-zh-trad-reason-kept',
    category: 'merge',
    lang: 'zh',
    memories: [mem('遺體接運.md', '- 接運前先打電話給家屬確認地址。\n- 擔架每次用完都要消毒。', OLD, 'feedback'), mem('接運流程.md', '- 接運前先打電話給家屬確認地址，以免跑錯醫院。\n- 擔架每次用完都要消毒。', NEW, 'feedback')],
    fixed: { contains: ['以免跑錯醫院', '擔架每次用完都要消毒'], absentLines: ['- 接運前先打電話給家屬確認地址。'] },
  },
  // ---- merge traps: near-duplicates differing in one fact, copies that are really distinct
  { id: 'h11-mrg-trap-kilns', category: 'merge', lang: 'en', trap: true, memories: [mem('kiln-1.md', '- Kiln 1 fires to cone 6.\n- Kiln 1 is unloaded after 24 h.', OLD, 'reference'), mem('kiln-2.md', '- Kiln 2 fires to cone 10.\n- Kiln 2 is unloaded after 24 h.', NEW, 'reference')], keep: ['Kiln 1 fires to cone 6.', 'Kiln 1 is unloaded after 24 h.', 'Kiln 2 fires to cone 10.', 'Kiln 2 is unloaded after 24 h.'], quiet: ['possible-duplicate'] },
  { id: 'h11-mrg-trap-copy-named', category: 'merge', lang: 'en', trap: true, memories: [mem('show-notes.md', 'The shadow puppet show uses 6 puppets and one lamp.', OLD, 'reference'), mem('show-notes_copy.md', 'The marionette show uses 14 puppets and two bridges.', NEW, 'reference')], keep: ['The shadow puppet show uses 6 puppets and one lamp.', 'The marionette show uses 14 puppets and two bridges.'], quiet: ['possible-duplicate'] },
  { id: 'h11-mrg-trap-zh-blocks', category: 'merge', lang: 'zh', trap: true, memories: [mem('北区葡萄.md', '北区种的是赤霞珠，十月初采收。', OLD, 'reference'), mem('南区葡萄.md', '南区种的是霞多丽，九月底采收。', NEW, 'reference')], keep: ['北区种的是赤霞珠，十月初采收。', '南区种的是霞多丽，九月底采收。'], quiet: ['possible-duplicate'] },
  { id: 'h11-mrg-trap-two-lights', category: 'merge', lang: 'en', trap: true, memories: [mem('skerry-point-checklist.md', '- Check the lamp changer at Skerry Point.\n- Wind the Skerry Point clockwork every Sunday.', OLD), mem('gull-rock-checklist.md', '- Check the lamp changer at Gull Rock.\n- Wind the Gull Rock clockwork every Wednesday.', NEW)], keep: ['Check the lamp changer at Skerry Point.', 'Wind the Skerry Point clockwork every Sunday.', 'Check the lamp changer at Gull Rock.', 'Wind the Gull Rock clockwork every Wednesday.'], quiet: ['possible-duplicate'] },

  // ---- captured requests: only a user's own, well-formed request; bounded; deduplicated
  { id: 'h11-cap-en-diesel', category: 'captures', lang: 'en', memories: [mem('tractor.md', 'The vineyard tractor is a Fendt 211 V.', OLD, 'reference')], said: [{ day: SAID, text: "remember that the vineyard tractor takes the red-cap diesel, not the green one" }], fixed: { contains: ['the vineyard tractor takes the red-cap diesel'] }, forbid: ['Avoid'], maxCreated: 1 },
  { id: 'h11-cap-reported-log', category: 'captures', lang: 'en', memories: [mem('exhibits.md', 'Court exhibits are logged by the clerk.', OLD, 'reference')], logs: { [SAID]: ['Priya asked me to remember that court exhibits are scanned at 300 dpi.'] }, fixed: { contains: ['court exhibits are scanned at 300 dpi'] }, maxCreated: 1 },
  { id: 'h11-cap-prohibition', category: 'captures', lang: 'en', memories: [mem('vault.md', 'The seed vault has a single steel door.', OLD, 'reference')], said: [{ day: SAID, text: 'remember: never leave the seed vault door propped open, not even for a minute' }], fixed: { contains: ['seed vault door propped open'] }, maxCreated: 1 },
  { id: 'h11-cap-en-one-in-noise', category: 'captures', lang: 'en', memories: [mem('radios.md', 'Every ski instructor carries a radio.', OLD, 'reference')], said: [...chatterEn(8), { day: SAID, text: "please remember that the ski school's radio channel on the mountain is 7" }], fixed: { contains: ['radio channel on the mountain is 7'] }, maxCreated: 1 },
  { id: 'h11-cap-reported-told', category: 'captures', lang: 'en', memories: [mem('flowers.md', 'Flowers for services come from Bloom & Stem.', OLD, 'reference')], logs: { [SAID]: ['Dana told me to remember that the florist needs orders by 15:00 the day before a service.'] }, fixed: { contains: ['the florist needs orders by 15:00'] }, maxCreated: 1 },
  { id: 'h11-cap-zh-jizhu', category: 'captures', lang: 'zh', memories: [mem('sharps-zh.md', '店里有两个锐器盒。', OLD, 'reference')], said: [{ day: SAID, text: '记住：纹身针每次用完直接丢进锐器盒。' }], fixed: { contains: ['纹身针每次用完直接丢进锐器盒'] }, maxCreated: 1 },
  { id: 'h11-cap-zh-trad-reported', category: 'captures', lang: 'zh', memories: [mem('tower-visits-zh.md', '燈塔開放參觀的時間是週末。', OLD, 'reference')], logs: { [SAID]: ['館長要我記住：燈塔的訪客每次最多十五人上塔。'] }, fixed: { contains: ['燈塔的訪客每次最多十五人上塔'] }, maxCreated: 1 },
  { id: 'h11-cap-zh-mixed-noise', category: 'captures', lang: 'zh', memories: [mem('scrim-host-zh.md', '战队的 scrim 服务器是租的。', OLD, 'reference')], said: [...chatterZh(8), { day: SAID, text: '记住：esports 战队的 scrim 服务器在 Frankfurt，不是 Paris。' }], fixed: { contains: ['scrim 服务器在 Frankfurt'] }, maxCreated: 1 },
  { id: 'h11-cap-zh-prohibition', category: 'captures', lang: 'zh', memories: [mem('puppet-care-zh.md', '木偶的脸是手绘的。', OLD, 'reference')], said: [{ day: SAID, text: '请记住，千万不要用自来水擦木偶的脸。' }], fixed: { contains: ['不要用自来水擦木偶的脸'] }, maxCreated: 1 },
  // ---- capture traps: questions, a request not to remember, one already remembered, chatter
  { id: 'h11-cap-trap-question', category: 'captures', lang: 'en', trap: true, memories: [mem('kennel-vet.md', 'The kennel uses the Oakfield vet practice.', OLD, 'reference')], said: [{ day: SAID, text: "can you remember what the kennel vet's phone number was?" }], keep: ['The kennel uses the Oakfield vet practice.'], maxCreated: 0 },
  { id: 'h11-cap-trap-dont-remember', category: 'captures', lang: 'en', trap: true, memories: [mem('range-gate.md', 'The archery range has a padlocked gate.', OLD, 'reference')], said: [{ day: SAID, text: "just for this session, please don't remember it: the archery range gate code is 7730" }], maxCreated: 0, forbid: ['7730'] },
  { id: 'h11-cap-trap-known', category: 'captures', lang: 'en', trap: true, memories: [mem('needles.md', 'Tattoo needles go straight into the sharps bin after use.', OLD, 'feedback')], said: [{ day: SAID, text: 'remember that tattoo needles go straight into the sharps bin after use' }], keep: ['Tattoo needles go straight into the sharps bin after use.'], maxCreated: 0 },
  { id: 'h11-cap-trap-zh-chatter', category: 'captures', lang: 'zh', trap: true, memories: [mem('scrim-host-zh.md', '战队的 scrim 服务器是租的。', OLD, 'reference')], said: chatterZh(40), maxCreated: 0 },
  { id: 'h11-cap-trap-en-chatter', category: 'captures', lang: 'en', trap: true, memories: [mem('radios.md', 'Every ski instructor carries a radio.', OLD, 'reference')], said: chatterEn(40), maxCreated: 0 },

  // ---- an index over the limit: notes move out before pointers; user and feedback pointers stay
  { id: 'h11-idx-lift-log', category: 'index', lang: 'en', memories: [mem('lift-owners.md', 'Chairlifts C1 to C4 belong to the resort, not the ski school.', OLD, 'reference')], indexNotes: ['## lift inspections', '', ...liftNotes(210)], keep: ['badge SK-4000)', 'badge SK-4209)'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(lift-owners.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['badge SK-4100)'] } },
  { id: 'h11-idx-trad-tattoo-paras', category: 'index', lang: 'zh', memories: [mem('ink-supplier-zh.md', '色料一律向台中的供應商訂。', OLD, 'reference')], indexNotes: ['## 案件筆記', '', ...tattooParas(20)], keep: ['【刺青案 1】', '【刺青案 20】'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(ink-supplier-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['【刺青案 10】'] } },
  { id: 'h11-idx-zh-seed-lines', category: 'index', lang: 'zh', memories: [mem('vault-map-zh.md', '冷库分 A、B 两间，A 间放谷物，B 间放豆类。', OLD, 'reference')], indexNotes: ['## 入库记录', '', ...seedNotes(205)], keep: ['入库批次 SB-6000，', '入库批次 SB-6204，'], indexKeep: ['(answer-style.md)', '(working-hours.md)', '(vault-map-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['入库批次 SB-6100，'] } },
  { id: 'h11-idx-en-paragraphs', category: 'index', lang: 'en', memories: [mem('steno-writer.md', 'Each reporter owns their steno writer.', OLD, 'reference')], indexNotes: ['## hearing memos', '', ...courtParas(30)], keep: ['Hearing memo 1:', 'Hearing memo 30:'], indexKeep: ['(editor-setup.md)', '(test-names.md)', '(steno-writer.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['Hearing memo 15:'] } },
  {
    id: 'h11-idx-notes-before-pointers',
    category: 'index',
    lang: 'en',
    memories: [mem('kiln-room.md', 'The kiln room is locked outside studio hours.', OLD, 'reference')],
    extraMemories: 186,
    indexNotes: ['glaze test reminders', ...kilnNotes(14)],
    keep: ['1) glaze test tile T1 — fire again', '14) glaze test tile T14 — fire again'],
    indexKeep: ['(editor-setup.md)', '(test-names.md)', '(project-fact-001.md)', '(project-fact-090.md)', '(project-fact-186.md)', '(kiln-room.md)'],
    fixed: { indexMaxLines: 200, indexAbsent: ['7) glaze test tile T7'] },
  },
  {
    id: 'h11-idx-entries-only',
    category: 'index',
    lang: 'en',
    memories: [mem('falconer-background.md', 'The user is a falconer who scripts in Bash but has never used Node.', OLD, 'user'), mem('weights-in-grams.md', 'Give bird weights in grams, never in ounces.', OLD, 'feedback')],
    extraMemories: 215,
    keep: ['The user is a falconer who scripts in Bash but has never used Node.', 'Give bird weights in grams, never in ounces.'],
    indexKeep: ['(falconer-background.md)', '(weights-in-grams.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
    fixed: { indexMaxLines: 200 },
  },
  // ---- index traps: under the limit, nothing to move
  { id: 'h11-idx-trap-checklist-notes', category: 'index', lang: 'en', trap: true, memories: [mem('hearse-keys.md', 'Hearse keys hang in the office key safe.', OLD, 'reference')], indexNotes: ['## quick refs', '', '- [ ] spare body bags: store room, shelf 2', '- [ ] urn catalogue: front desk drawer'], keep: ['Hearse keys hang in the office key safe.'], indexKeep: ['- [ ] spare body bags: store room, shelf 2', '- [ ] urn catalogue: front desk drawer', '(hearse-keys.md)'] },
  { id: 'h11-idx-trap-zh-near-limit', category: 'index', lang: 'zh', trap: true, memories: [mem('spare-strings-zh.md', '备用提线放在后台的工具箱里。', OLD, 'reference')], extraMemories: 176, indexNotes: ['## 备忘', '', '- 剧场钥匙找门房王师傅。', '- 灯光控制台的密码贴在台子下面。'], keep: ['备用提线放在后台的工具箱里。'], indexKeep: ['剧场钥匙找门房王师傅。', '灯光控制台的密码贴在台子下面。', '(spare-strings-zh.md)', '(project-fact-176.md)'] },
  { id: 'h11-idx-trap-entries-under', category: 'index', lang: 'en', trap: true, memories: [mem('range-hours.md', 'The archery range opens at 09:00 on weekdays and 08:00 at weekends.', OLD, 'reference')], extraMemories: 188, keep: ['The archery range opens at 09:00 on weekdays and 08:00 at weekends.'], indexKeep: ['(range-hours.md)', '(project-fact-001.md)', '(project-fact-188.md)'] },
  { id: 'h11-idx-trap-zh-trad-notes', category: 'index', lang: 'zh', trap: true, memories: [mem('dome-keys-zh.md', '天文館圓頂的鑰匙在值班室。', OLD, 'reference')], extraMemories: 180, indexNotes: ['## 備忘', '', '- 星象儀的備用燈泡在儲藏室。', '- 學校團體要提前兩週預約。', '- 停車場晚上十點關門。'], keep: ['天文館圓頂的鑰匙在值班室。'], indexKeep: ['星象儀的備用燈泡在儲藏室。', '學校團體要提前兩週預約。', '停車場晚上十點關門。', '(dome-keys-zh.md)', '(project-fact-180.md)'] },

  // ---- shortened index hooks: fact clauses into the topic file, in its language; noise dropped
  {
    id: 'h11-hook-en-harvest',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('harvest-rules.md', 'Pinot is picked at 23 Brix.'), 'Harvest: Pinot is picked at 23 Brix; pickers start at 06:00 to beat the heat; bins are hosed out after every load; no tractor goes into the rows after rain; todo tidy this up ???')],
    fixed: { contains: ['pickers start at 06:00 to beat the heat', 'no tractor goes into the rows after rain'], absent: ['todo tidy this up'], indexAbsent: ['todo tidy'] },
  },
  {
    id: 'h11-hook-en-intake',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('kennel-intake.md', 'Every dog needs proof of a kennel-cough vaccine at intake.', OLD), 'Kennel intake: every dog needs proof of a kennel-cough vaccine. Dogs over 40 kg go in the big runs. Owners may leave one toy at most. (more in the file, sort this out later)')],
    fixed: { contains: ['Dogs over 40 kg go in the big runs', 'Owners may leave one toy at most'], absent: ['sort this out later'], indexAbsent: ['sort this out later'] },
  },
  {
    id: 'h11-hook-en-code-overlay',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('stream-overlay.md', '`overlay.js` pulls match scores from the Riot API every 10 s.', OLD, 'reference'), 'Stream overlay: `overlay.js` pulls match scores from the Riot API every 10 s; a failed fetch keeps the last score on screen; `--offline` mode never calls the API; ugh see file')],
    fixed: { contains: ['a failed fetch keeps the last score on screen', '`--offline` mode never calls the API'], absent: ['ugh see file'], indexAbsent: ['ugh'] },
  },
  {
    id: 'h11-hook-en-british-memo',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('tower-climbs.md', 'Volunteers must be over 18 to climb the lighthouse tower.', OLD), 'Lighthouse trust: volunteers must be over 18 to climb the tower; the lantern room is closed when the wind exceeds 50 mph; visitor numbers are logged daily in the ledger; blah blah, sort later')],
    fixed: { contains: ['the lantern room is closed when the wind exceeds 50 mph', 'visitor numbers are logged daily in the ledger'], absent: ['blah blah'], indexAbsent: ['blah blah'] },
  },
  {
    id: 'h11-hook-zh-cellar',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('barrel-cellar-zh.md', '橡木桶每个月补液一次。', OLD), '葡萄酒窖管理：橡木桶每个月补液一次，防止酒液氧化；酒窖温度全年保持在十四度左右；新买的橡木桶要先用热水浸泡一整天再装酒；倒桶的时候要两个人在场，一个人看液位；取样用的玻璃吸管每次用完都要消毒；桶上的标签写清楚品种、年份和装桶日期；其他的以后再整理 哈哈哈')],
    fixed: { contains: ['酒窖温度全年保持在十四度左右', '新买的橡木桶要先用热水浸泡一整天再装酒'], absent: ['以后再整理'], indexAbsent: ['哈哈哈'] },
  },
  {
    id: 'h11-hook-zh-trad-hygiene',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('studio-hygiene-zh.md', '每位客人之後都要換床單。', OLD, 'feedback'), '刺青店衛生規定：每位客人之後都要換新的床單和枕套；墨水杯一律一次性使用，不可重複裝墨；工作台在客人來之前和離開之後都要用酒精擦兩遍；手套破了要立刻換新；割線機每天下班前要拆開清潔；用過的保鮮膜和棉棒丟進感染性垃圾桶，不可以丟一般垃圾；有空再整理吧～')],
    fixed: { contains: ['墨水杯一律一次性使用', '工作台在客人來之前和離開之後都要用酒精擦兩遍'], absent: ['有空再整理吧'], indexAbsent: ['有空再整理'] },
  },
  {
    id: 'h11-hook-mixed-levels',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('ski-levels-zh.md', '初级课在魔毯区上课。', OLD), '滑雪课 levels 说明：初级课在魔毯区上课，教练一对四；中级课的学员要能自己坐缆车上山；高级课每个班最多四个人，要先通过 parallel turn 测试；所有学员都必须戴头盔和护目镜；下雪天课程照常进行，只有缆车停运时才取消；TBD 待补充 ...')],
    fixed: { contains: ['中级课的学员要能自己坐缆车上山', '高级课每个班最多四个人'], absent: ['TBD 待补充'], indexAbsent: ['TBD'] },
  },
  // ---- hook traps: short hooks that already fit
  { id: 'h11-hook-trap-vineyard', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('vineyard-size.md', 'The vineyard has 14 hectares in four blocks, A to D.', OLD, 'reference'), 'Vineyard: 14 ha, four blocks A–D')], keep: ['The vineyard has 14 hectares in four blocks, A to D.'], indexKeep: ['Vineyard: 14 ha, four blocks A–D'] },
  { id: 'h11-hook-trap-zh-theatre', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('troupe-size-zh.md', '木偶剧团有九名演员和两名技术员。', OLD, 'reference'), '剧团：九名演员，两名技术员')], keep: ['木偶剧团有九名演员和两名技术员。'], indexKeep: ['剧团：九名演员，两名技术员'] },
  { id: 'h11-hook-trap-seed-bank', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('collection-size.md', 'The seed bank holds about 8,200 accessions, most of them heritage grains.', OLD, 'reference'), 'Seed bank collection: about 8,200 accessions, mostly heritage grains; duplicates at Wakehurst')], keep: ['The seed bank holds about 8,200 accessions, most of them heritage grains.'], indexKeep: ['Seed bank collection: about 8,200 accessions, mostly heritage grains; duplicates at Wakehurst'] },
];
