import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 15, facts part: dates (English, Chinese), supersessions, implicit contradictions and
 * paraphrased duplicates, written fresh from the "Never corrupt" section and the first
 * three bullets of "Never stay silent" by a writer who read no rule code, no other case set and
 * no benchmark output (only the format of the first cases of set 14).
 *
 * What it asks.
 * - dates-en: a date word inside a name or a call stays (fetchTomorrowShows(), a column called
 *   yesterday_mwh, a bare now() outside backticks), so does a generic or hypothetical sentence (a
 *   truck tipped "tomorrow morning", a chairlift that "stopped today", a booking "already tomorrow
 *   in UTC") and a recurring rule ("Every Monday ... returned last week"). Events convert: a past
 *   decision inside a rule ("decided yesterday to never"), "changed this yesterday", "agreed on this
 *   two weeks ago", "Next Friday" / "Next week" at a sentence start, chat ("died last night"), a
 *   bold label, a table cell beside a recurring row, a commit line ("3 days ago"), dictated text with
 *   no punctuation ("so last week"), non-native English ("Since yesterday ... must to"), Chinese
 *   inside English, and an event sentence next to a generic one that must stay.
 * - dates-zh: names and words that only look like dates stay (《昨日重現》, 「今日印」小程序,
 *   buildTomorrowDoseList(), 明日之星), so do hypothetical (如果今天), generic (夜晚十一點後落嘅單 ...
 *   明日) and recurring (每週一 ... 上週) sentences. Whole phrases convert where a segmenter may glue
 *   them to the next word (下周三和, 前天线上, 昨晚機房, 大前天酒窖, 後天下午 / 天下, 下周游轮 / 周游,
 *   上上周, 下下周, 这个月初, 上週, HK 上星期五), a rule set at a past meeting (昨天开会定了：以后 ...),
 *   a table cell beside a recurring row; a week becomes a range or a week-of date (its Monday is
 *   expected), never "那一周三" or a stranded "三和".
 * - supersession (explicit: fixed or flagged, never neither): switched from ... to, moved ... to,
 *   has migrated to, is deprecated ... use, no longer ...; now, is now, ditched ... for (chat), moved
 *   off ... onto (key: value lines), 换成了, 从…迁移到了, 不再…改用, 改为, 已弃用, 由…取代咗 (HK). Six
 *   of them carry more in the old statement (a build-number tag, a drying rule, a second signature,
 *   a six-week cycle, a bitrate and mount, a folder layout, a label position, a radio channel) that a
 *   rewrite must keep. Traps: another branch, a trial with nothing decided, a proposal voted down,
 *   another subject's change (冷藏间 beside 发酵罐), a stopgap (缺貨期間暫時), a history that agrees
 *   with the newer memory, another attribute of the same subject (發票 beside 稿費).
 * - contradiction: the same subject with another value in a later memory, with no change word or
 *   only "upgraded to": a version, a weekday, a price, a person, an opening time (British prose
 *   whose booking clause must stay), a table row (its other row must stay), a bale weight, a glaze
 *   temperature, a shift start, a news length (HK), a minimum device, a contractor. Traps: two halls,
 *   weekday / weekend passes, a lower and an upper bound, summer / winter seasons, two translation
 *   directions, a history that agrees with the newer memory, two aprons (HK).
 * - paraphrase: one rule in other words: negative and positive, British and American spelling,
 *   bullets against prose with numbers spelled out, formal against chat, non-native English, a note
 *   against a commit line, a table row against a sentence, Simplified, Traditional (Taiwan, HK).
 *   Flag `possible-duplicate` naming both; a merge is right too when the newer, shorter file goes and
 *   every fact of it reaches the survivor (`fixed.gone` + `contains`). Traps: the same frame with
 *   another object (wetsuit / leash), another action (counted / destroyed), another language slot,
 *   weekday / weekend coaches, another species, cold / hot holding.
 *
 * Domains: a brewery, a planetarium, a dog-grooming salon, a mountain hut, a print shop, a data
 * centre, a puppet theatre, a wind farm, a city archive, a recycling plant, a hospital pharmacy, a
 * cruise-ship galley, a chess club, a surf school, a vineyard, a translation agency, a game studio's
 * QA team, a tattoo studio, a ski lift, an aquarium, an organ restorer, an airport ground crew, a
 * riding stable, a pottery studio, a community radio station, a food truck, a climbing gym.
 * Writers: terse bullets, bold labels, Markdown tables, key: value lines, chat shorthand and typos,
 * dictated text without punctuation, non-native English, run-on British prose, commit style,
 * English inside Chinese and Chinese inside English, Simplified, Traditional (Taiwan usage and
 * Hong Kong Cantonese: 咗, 嘅, 而家, 上星期五), British and American spelling.
 *
 * Calendar: every date case is written on 2026-11-13 (a Friday). yesterday / last night / 昨天 /
 * 昨晚 2026-11-12; the day before yesterday / 前天 2026-11-11; 3 days ago / 大前天 2026-11-10;
 * last Friday / 上星期五 2026-11-06; last week / 上周 / 上週 the week of 2026-11-02 (上周三
 * 2026-11-04); two weeks ago / 上上周 the week of 2026-10-26 (14 days back: 2026-10-30, either is
 * right, so that case forbids the wrong weeks only); tomorrow / 明天 2026-11-14; 后天 / 後天
 * 2026-11-15; next week / 下周 the week of 2026-11-16 (下周三 2026-11-18); Next Friday 2026-11-20;
 * 下下周 the week of 2026-11-23; 这个月初 early November 2026 (never expected as a bare month);
 * last month 2026-10. Checks never expect 2026-11-13 or a bare "2026-11" (the frontmatter holds
 * them), and never forbid them; they neither expect nor forbid the benchmark's now (2026-11-25).
 * Pairs (supersession, contradiction, paraphrase) are 2026-04-14 (older) and 2026-10-20 (newer),
 * and hold no relative date. Flags name both memories by file name (without ".md"); no file name
 * of a case is part of another's.
 *
 * Counts: 99 cases, 34 traps (dates-en 20 / 7, dates-zh 20 / 7, supersession 21 / 7,
 * contradiction 19 / 7, paraphrase 19 / 6); 51 English, 48 Chinese, 18 of them Traditional.
 * Untouched run (the rules at 2d8bd8a, the round's base): recall 53.2 %, precision 70.5 %, 10 harmful,
 * 8 silent for the whole set (51.6 % as first scored, before the scorer also read the file a finding
 * is raised on as named by it); this part: dates-en 77 % (3 generic-sentence traps harmful), dates-zh 92 %,
 * supersession 43 % (2 fixed, 4 flagged of 14; 8 silent), contradiction 42 % (5 of 12 flagged, 1 trap
 * noisy), paraphrase 23 % (3 of 13 flagged).
 */

const DAY = '2026-11-13';
const OLD = '2026-04-14';
const NEW = '2026-10-20';
const SUP = ['outdated', 'contradiction'];
const CON = ['contradiction', 'outdated'];
const DUP = ['possible-duplicate'];
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');
/** A finding of one of `kinds` naming both memories. */
const naming = (kinds: string[], a: CaseMemory, b: CaseMemory): { kinds: string[]; mentions: string[] } => ({ kinds, mentions: [stem(a.file), stem(b.file)] });

/** An explicit supersession: the old memory, the newer one that supersedes it, and what a rewrite leaves. */
const sup = (id: string, lang: 'en' | 'zh', old: CaseMemory, next: CaseMemory, fixed: NonNullable<QualityCase['fixed']>, keep?: string[]): QualityCase => ({
  id,
  category: 'supersession',
  lang,
  explicit: true,
  memories: [old, next],
  fixed,
  flag: naming(SUP, old, next),
  ...(keep ? { keep } : {}),
});

/** An implicit contradiction: the same subject with another value in a later memory. */
const con = (id: string, lang: 'en' | 'zh', old: CaseMemory, next: CaseMemory, fixed: NonNullable<QualityCase['fixed']>, keep?: string[]): QualityCase => ({
  id,
  category: 'contradiction',
  lang,
  memories: [old, next],
  fixed,
  flag: naming(CON, old, next),
  ...(keep ? { keep } : {}),
});

/** A paraphrased duplicate: flagged naming both, or merged with `gone` gone and every fact of it kept. */
const par = (id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, gone: CaseMemory, contains: string[] = [], keep?: string[]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  memories: [a, b],
  fixed: { gone: [gone.file], ...(contains.length ? { contains } : {}) },
  flag: naming(DUP, a, b),
  ...(keep ? { keep } : {}),
});

/** A two-memory trap: both bodies come through exactly, with no finding of the `quiet` kinds. */
const trapPair = (id: string, category: QualityCase['category'], lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, quiet: string[], keep: string[] = [a.body, b.body]): QualityCase => ({
  id,
  category,
  lang,
  trap: true,
  memories: [a, b],
  keep,
  quiet,
});

/** A one-memory date trap whose whole body must stay. */
const dateTrap = (id: string, category: 'dates-en' | 'dates-zh', lang: 'en' | 'zh', m: CaseMemory): QualityCase => ({ id, category, lang, trap: true, memories: [m], keep: [m.body] });

export const HELDOUT_15_FACTS_CASES: QualityCase[] = [
  // ---- dates-en traps: a date word inside a call, a column name, a bare now()
  dateTrap('h15-den-trap-call-fetch-shows', 'dates-en', 'en', mem('foyer-screen-feed.md', 'The foyer screen of the planetarium shows whatever fetchTomorrowShows() returns once the box office closes.', DAY, 'reference')),
  dateTrap('h15-den-trap-snake-column', 'dates-en', 'en', mem('scada-export.md', 'In the wind farm SCADA export the column yesterday_mwh is rebuilt at 02:00 from the ten-minute data, so never hand-edit it.', DAY, 'reference')),
  dateTrap('h15-den-trap-bare-now', 'dates-en', 'en', mem('job-ticket-schema.md', 'job_tickets.created_at = now() on insert; a reprint gets a new row instead of an update.', DAY, 'reference')),
  // ---- dates-en traps: generic, hypothetical and recurring sentences
  dateTrap('h15-den-trap-generic-weighbridge', 'dates-en', 'en', mem('late-trucks.md', 'A truck that crosses the weighbridge after 17:30 is tipped tomorrow morning, not the same evening.', DAY, 'feedback')),
  dateTrap('h15-den-trap-hypothetical-chairlift', 'dates-en', 'en', mem('rope-evacuation.md', 'If the chairlift stopped today with riders on it, the rope evacuation in the red binder would start after 15 minutes.', DAY, 'reference')),
  dateTrap('h15-den-trap-utc-booking', 'dates-en', 'en', mem('calendar-export-offset.md', 'A surf lesson booked at 23:30 in Sydney is already tomorrow in UTC, which is why the calendar export looks a day late.', DAY, 'reference')),
  dateTrap('h15-den-trap-weekly-reshelving', 'dates-en', 'en', mem('reshelving-round.md', 'Every Monday the city archive reshelves the boxes that readers returned last week.', DAY, 'reference')),
  // ---- dates-en events: must be converted
  { id: 'h15-den-decided-never-again', category: 'dates-en', lang: 'en', memories: [mem('shark-tank-topup.md', 'We decided yesterday to never top up the shark tank straight from the mains again; it goes through the RO unit first.', DAY, 'feedback')], keep: ['it goes through the RO unit first'], fixed: { contains: ['2026-11-12', 'never top up the shark tank straight from the mains again'], absent: ['decided yesterday'] } },
  { id: 'h15-den-changed-this', category: 'dates-en', lang: 'en', memories: [mem('nose-wheel-chocks.md', 'Chocks go on the nose wheel before the beacon goes off. Rui changed this yesterday, it used to be the main gear first.', DAY, 'feedback')], keep: ['Chocks go on the nose wheel before the beacon goes off.'], fixed: { contains: ['2026-11-12', 'it used to be the main gear first'], absent: ['changed this yesterday'] } },
  { id: 'h15-den-agreed-weeks-ago', category: 'dates-en', lang: 'en', memories: [mem('rated-clock.md', 'Rated games on Thursdays use 90 minutes plus 30 seconds a move — the committee agreed on this two weeks ago.', DAY, 'feedback')], fixed: { contains: ['Rated games on Thursdays use 90 minutes plus 30 seconds a move'], absent: ['two weeks ago'] }, forbid: ['2026-11-02', '2026-11-06', '2026-11-09', '2026-10-19', '2026-10-23'] },
  { id: 'h15-den-next-friday-start', category: 'dates-en', lang: 'en', memories: [mem('riesling-picking.md', 'Next Friday the pickers start on the late-harvest Riesling rows, weather permitting.')], fixed: { contains: ['2026-11-20', 'the pickers start on the late-harvest Riesling rows'], absent: ['Next Friday'] }, forbid: ['2026-11-06', '2026-11-27'] },
  { id: 'h15-den-chat-last-night', category: 'dates-en', lang: 'en', memories: [mem('truck-generator.md', 'ugh generator died last night at the Eastside market, running off the market hookup till Jonas gets the part')], fixed: { contains: ['2026-11-12', 'running off the market hookup till Jonas gets the part'], absent: ['last night'] } },
  { id: 'h15-den-bold-label-value', category: 'dates-en', lang: 'en', memories: [mem('star-field-calibration.md', '**Last star-field calibration:** the day before yesterday, by Ines — the next one after the new lamp goes in.')], fixed: { contains: ['2026-11-11', 'Last star-field calibration'], absent: ['the day before yesterday'] } },
  { id: 'h15-den-table-cell', category: 'dates-en', lang: 'en', memories: [mem('salon-equipment-log.md', 'Salon equipment log:\n\n| Job | When |\n|---|---|\n| Clipper blades resharpened | yesterday |\n| Tub drains descaled | every Sunday |')], keep: ['| Tub drains descaled | every Sunday |'], fixed: { contains: ['2026-11-12', 'Clipper blades resharpened'], absent: ['| yesterday |'] } },
  { id: 'h15-den-commit-days-ago', category: 'dates-en', lang: 'en', memories: [mem('chair-14-grip.md', 'fix(lift): chair 14 grip rebuilt 3 days ago, TÜV inspector signed it off')], fixed: { contains: ['2026-11-10', 'chair 14 grip rebuilt'], absent: ['3 days ago'] }, forbid: ['2026-11-11', '2026-11-09'] },
  { id: 'h15-den-dictated-last-week', category: 'dates-en', lang: 'en', memories: [mem('kiln-shelves.md', 'so last week the kiln shelves cracked again and we ordered silicon carbide ones from Potclays the old cordierite ones go in the skip')], fixed: { contains: ['2026-11-02', 'the kiln shelves cracked again'], absent: ['last week'] }, forbid: ['2026-11-09', '2026-10-26', '2026-11-16'] },
  { id: 'h15-den-nonnative-since', category: 'dates-en', lang: 'en', memories: [mem('legal-second-review.md', 'Since yesterday the translators must to send every legal file to second reviewer before delivery to client.', DAY, 'feedback')], fixed: { contains: ['2026-11-12', 'must to send every legal file to second reviewer'], absent: ['Since yesterday'] } },
  { id: 'h15-den-chinese-inside', category: 'dates-en', lang: 'en', memories: [mem('workshop-fire-inspection.md', 'Heads-up: the 木偶 workshop is shut tomorrow for the fire inspection, rehearse in the foyer.')], keep: ['rehearse in the foyer'], fixed: { contains: ['2026-11-14', 'the 木偶 workshop is shut'], absent: ['shut tomorrow'] } },
  { id: 'h15-den-generic-beside-event', category: 'dates-en', lang: 'en', memories: [mem('rope-retirement.md', 'A harness handed back after closing is inspected tomorrow before it goes back on the rack. Yesterday Mo retired both orange lead ropes after a core shot.', DAY, 'feedback')], keep: ['A harness handed back after closing is inspected tomorrow before it goes back on the rack.'], fixed: { contains: ['2026-11-12', 'Mo retired both orange lead ropes after a core shot'], absent: ['Yesterday Mo'] } },
  { id: 'h15-den-next-week-start', category: 'dates-en', lang: 'en', memories: [mem('ups-batteries.md', 'Next week the UPS batteries in hall B get swapped, one string per night, 22:00–04:00.')], keep: ['one string per night, 22:00–04:00'], fixed: { contains: ['2026-11-16', 'the UPS batteries in hall B get swapped'], absent: ['Next week'] }, forbid: ['2026-11-09', '2026-11-23'] },

  // ---- dates-zh traps: names and words that only look like dates
  dateTrap('h15-dzh-trap-hant-song-title', 'dates-zh', 'zh', mem('oldies-opener-hk.md', '電台週日晚上的懷舊節目，固定用《昨日重現》開場。', DAY, 'reference')),
  dateTrap('h15-dzh-trap-miniprogram', 'dates-zh', 'zh', mem('self-service-printer-zh.md', '打印店门口的自助机跑的是「今日印」小程序，扫码就能下单。', DAY, 'reference')),
  dateTrap('h15-dzh-trap-code-call', 'dates-zh', 'zh', mem('dose-list-job-zh.md', '药房系统每晚 22:00 跑 buildTomorrowDoseList()，生成的清单不要手动改。', DAY, 'reference')),
  dateTrap('h15-dzh-trap-rising-star', 'dates-zh', 'zh', mem('dressage-student-zh.md', '教练说小安是马场盛装舞步的明日之星，比赛报名优先考虑她。', DAY, 'user')),
  // ---- dates-zh traps: hypothetical, generic and recurring sentences
  dateTrap('h15-dzh-trap-hypothetical-snow', 'dates-zh', 'zh', mem('snow-closure-zh.md', '如果今天下大雪封了山路，山屋就按应急预案让客人留宿，不收房费。', DAY, 'feedback')),
  dateTrap('h15-dzh-trap-hk-generic-orders', 'dates-zh', 'zh', mem('late-orders-hk.md', '凡係夜晚十一點後落嘅單，一律當明日嘅單處理。', DAY, 'feedback')),
  dateTrap('h15-dzh-trap-hant-weekly', 'dates-zh', 'zh', mem('weekly-photos-tw.md', '每週一早上，陶藝教室都會把上週燒壞的作品拍照存檔。', DAY, 'reference')),
  // ---- dates-zh events: whole phrases, glued to the next word, weeks that read naturally
  { id: 'h15-dzh-xiazhousan-he', category: 'dates-zh', lang: 'zh', memories: [mem('hop-contract-zh.md', '下周三和酒花供应商开会，确认冬季的合同量。')], fixed: { contains: ['2026-11-18', '酒花供应商开会'], absent: ['下周三'] }, forbid: ['那一周三', '那周三', '6三和', '6 三和', '2三和', '2 三和', '2026-11-11'] },
  { id: 'h15-dzh-qiantian-xianshang', category: 'dates-zh', lang: 'zh', memories: [mem('booking-outage-zh.md', '前天线上预约系统崩了两个小时，客人只能打电话订位。')], fixed: { contains: ['2026-11-11', '线上预约系统崩了两个小时'], absent: ['前天'] }, forbid: ['前2026', '2026-11-12', '2026-11-10'] },
  { id: 'h15-dzh-hant-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('crac-trip-tw.md', '昨晚機房 B 區的冷氣跳機，值班的阿明手動重啟後就正常了。')], fixed: { contains: ['2026-11-12', '機房 B 區的冷氣跳機'], absent: ['昨晚'] } },
  { id: 'h15-dzh-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('cellar-thermostat-zh.md', '大前天酒窖的温控器坏了，橡木桶先挪到了二号库。')], fixed: { contains: ['2026-11-10', '酒窖的温控器坏了'], absent: ['前天'] }, forbid: ['大2026', '2026-11-11'] },
  { id: 'h15-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('boulder-reset-zh.md', '上上周攀岩馆把抱石区的岩点全部换了一遍。')], fixed: { contains: ['2026-10-26', '攀岩馆把抱石区的岩点全部换了一遍'], absent: ['上周'] }, forbid: ['2026-11-02', '2026-11-09', '上2026'] },
  { id: 'h15-dzh-zhegeyuechu', category: 'dates-zh', lang: 'zh', memories: [mem('board-rental-zh.md', '这个月初冲浪学校把租板价格涨到了每小时 80 元。')], fixed: { contains: ['冲浪学校把租板价格涨到了每小时 80 元'], absent: ['这个月初'] }, forbid: ['2026-10', '2026-12'] },
  { id: 'h15-dzh-hant-shangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('japanese-jobs-tw.md', '上週翻譯社把日文案件全部轉給了新來的 Yuki。')], fixed: { contains: ['2026-11-02', '翻譯社把日文案件全部轉給了新來的 Yuki'], absent: ['上週'] }, forbid: ['2026-11-09', '2026-10-26'] },
  { id: 'h15-dzh-xiazhou-youlun', category: 'dates-zh', lang: 'zh', memories: [mem('freezer-stocktake-zh.md', '下周游轮厨房要盘点全部冷冻库存，结果报给事务长。')], keep: ['结果报给事务长'], fixed: { contains: ['2026-11-16', '游轮厨房要盘点全部冷冻库存'], absent: ['下周'] }, forbid: ['2026-11-09', '2026-11-23'] },
  { id: 'h15-dzh-rule-set-at-meeting', category: 'dates-zh', lang: 'zh', memories: [mem('narcotics-key-zh.md', '昨天开会定了：以后麻醉药柜的钥匙只能由当班药师保管，不许交给护士。', DAY, 'feedback')], keep: ['以后麻醉药柜的钥匙只能由当班药师保管，不许交给护士。'], fixed: { contains: ['2026-11-12'], absent: ['昨天'] } },
  { id: 'h15-dzh-hant-houtian-tianxia', category: 'dates-zh', lang: 'zh', memories: [mem('ray-pool-tw.md', '後天下午水族館要幫魟魚池換水，餵食秀暫停一場。')], fixed: { contains: ['2026-11-15', '水族館要幫魟魚池換水'], absent: ['後天'] }, forbid: ['2026-11-14', '後2026'] },
  { id: 'h15-dzh-table-cell', category: 'dates-zh', lang: 'zh', memories: [mem('turbine-log-zh.md', '风机记事：\n\n| 日期 | 事项 |\n|---|---|\n| 前天 | 7 号风机更换了偏航电机 |\n| 每周六 | 塔筒爬梯例行检查 |')], keep: ['| 每周六 | 塔筒爬梯例行检查 |'], fixed: { contains: ['2026-11-11', '7 号风机更换了偏航电机'], absent: ['| 前天 |'] } },
  { id: 'h15-dzh-hk-shangxingqiwu', category: 'dates-zh', lang: 'zh', memories: [mem('tug-keys-hk.md', '上星期五，地勤把拖車鎖匙櫃搬咗去 3 號閘口隔離。')], fixed: { contains: ['2026-11-06', '地勤把拖車鎖匙櫃搬咗去 3 號閘口'], absent: ['上星期五'] }, forbid: ['2026-10-30', '2026-11-20', '那一星期'] },
  { id: 'h15-dzh-xiaxiazhou', category: 'dates-zh', lang: 'zh', memories: [mem('flu-vaccine-zh.md', '下下周请兽医来给全部马匹打流感疫苗，记得提前空出马厩。')], fixed: { contains: ['2026-11-23', '请兽医来给全部马匹打流感疫苗'], absent: ['下周'] }, forbid: ['2026-11-16', '2026-11-30', '下2026'] },

  // ---- supersession, English: each a change word naming the old and the new value
  sup('h15-sup-en-switched-from', 'en', mem('keg-washer.md', 'Kegs are cleaned on the Alfa Laval KW-1 washer.', OLD, 'reference'), mem('comac-line.md', 'Brewhouse switched from the Alfa Laval KW-1 to a Comac KW-2 keg washer.', NEW, 'reference'), { absent: ['cleaned on the Alfa Laval KW-1 washer'], contains: ['Comac'] }),
  sup('h15-sup-en-moved-to', 'en', mem('nightly-backups.md', 'Nightly backups are written to the LTO-8 tape library in hall A.', OLD, 'reference'), mem('backups-offsite.md', 'We moved the nightly backups to the Wasabi bucket dc-nightly.', NEW, 'reference'), { absent: ['written to the LTO-8 tape library'], contains: ['Wasabi'] }),
  sup('h15-sup-en-migrated-keeps-tag', 'en', mem('bug-filing.md', 'QA files every bug in Mantis, tagged with the build number it was found on.', OLD, 'feedback'), mem('jira-switchover.md', 'The QA team has migrated to Jira, and Mantis is kept read-only for old tickets.', NEW), { absent: ['files every bug in Mantis'], contains: ['Jira'] }, ['tagged with the build number it was found on']),
  sup('h15-sup-en-deprecated-use', 'en', mem('proof-format.md', 'Customer proofs go out as PDF/X-1a files.', OLD, 'feedback'), mem('pdfx4.md', 'PDF/X-1a is deprecated here, use PDF/X-4 for every customer proof.', NEW, 'feedback'), { absent: ['go out as PDF/X-1a'], contains: ['PDF/X-4'] }),
  sup('h15-sup-en-no-longer-keeps-drying', 'en', mem('wetsuit-rinse.md', 'Wetsuits are rinsed in the blue barrels behind the shack, and every suit is hung inside out overnight.', OLD, 'feedback'), mem('hose-rack.md', 'We no longer rinse wetsuits in the barrels; now they go on the hose rack by the showers.', NEW, 'feedback'), { absent: ['rinsed in the blue barrels'], contains: ['hose rack'] }, ['every suit is hung inside out overnight']),
  sup('h15-sup-en-is-now-keeps-signature', 'en', mem('cd-register.md', 'The controlled drugs register is the paper CD book in the safe, and every entry needs a second signature.', OLD, 'feedback'), mem('omnicell-module.md', 'The CD register is now the electronic module in Omnicell.', NEW), { absent: ['register is the paper CD book in the safe'], contains: ['Omnicell'] }, ['every entry needs a second signature']),
  sup('h15-sup-en-chat-ditched-keeps-cycle', 'en', mem('hoof-care.md', "The stable's farrier is Gwen Pryce, booked every six weeks.", OLD), mem('new-farrier.md', 'fyi we ditched Gwen for Tom Haddon as farrier, same 6-wk cycle', NEW), { absent: ['farrier is Gwen Pryce'], contains: ['Tom Haddon'] }, ['booked every six weeks']),
  sup('h15-sup-en-keyvalue-moved-off', 'en', mem('stream-setup.md', 'stream_host: Icecast on the studio PC\nbitrate: 128 kbps\nmount: /live', OLD, 'reference'), mem('radio-co.md', 'Stream moved off the studio PC onto Radio.co; bitrate and mount unchanged.', NEW, 'reference'), { absent: ['stream_host: Icecast'], contains: ['Radio.co'] }, ['bitrate: 128 kbps', 'mount: /live']),
  // ---- supersession, Chinese
  sup('h15-sup-zh-huancheng', 'zh', mem('dome-projector-zh.md', '天象厅的球幕节目用蔡司光学投影仪放映。', OLD, 'reference'), mem('digistar-zh.md', '我们已经把蔡司光学投影仪换成了 Digistar 7 数字系统。', NEW, 'reference'), { absent: ['用蔡司光学投影仪放映'], contains: ['Digistar 7'] }),
  sup('h15-sup-zh-qianyi-keeps-folders', 'zh', mem('scan-storage-zh.md', '档案馆的扫描件存放在本地 NAS 上，按年份分文件夹。', OLD, 'reference'), mem('oss-migration-zh.md', '扫描件已经从本地 NAS 迁移到了阿里云 OSS，目录结构没动。', NEW, 'reference'), { absent: ['存放在本地 NAS 上'], contains: ['阿里云 OSS'] }, ['按年份分文件夹']),
  sup('h15-sup-zht-buzai-gaiyong', 'zh', mem('stencil-paper-tw.md', '店裡轉印圖稿一律用 Spirit 轉印紙。', OLD, 'feedback'), mem('reprofx-tw.md', '我們不再用 Spirit 轉印紙，改用 ReproFX 的熱感應轉印紙。', NEW, 'feedback'), { absent: ['一律用 Spirit 轉印紙'], contains: ['ReproFX'] }),
  sup('h15-sup-zh-gaiwei-keeps-position', 'zh', mem('allergen-labels-zh.md', '厨房的过敏原标签用红色，贴在餐盒左上角。', OLD, 'feedback'), mem('label-colour-zh.md', '过敏原标签的颜色改为紫色。', NEW, 'feedback'), { absent: ['过敏原标签用红色'], contains: ['紫色'] }, ['贴在餐盒左上角']),
  sup('h15-sup-zh-yiqiyong', 'zh', mem('crash-upload-zh.md', '崩溃日志统一用 Backtrace 上传。', OLD, 'reference'), mem('sentry-zh.md', 'Backtrace 已弃用，崩溃日志现在走 Sentry。', NEW, 'reference'), { absent: ['统一用 Backtrace 上传'], contains: ['Sentry'] }),
  sup('h15-sup-zhhk-qudai-keeps-channel', 'zh', mem('apron-radios-hk.md', '停機坪拖車一律用 Motorola 對講機，頻道 3。', OLD), mem('hytera-hk.md', 'Motorola 對講機已經由 Hytera 取代咗，頻道照舊。', NEW), { absent: ['一律用 Motorola 對講機'], contains: ['Hytera'] }, ['頻道 3']),
  // ---- supersession traps: another branch, a trial, a proposal voted down, another subject, a stopgap, agreeing history, another attribute
  trapPair('h15-sup-trap-en-other-branch', 'supersession', 'en', mem('hamburg-press.md', 'The Hamburg shop prints on a Heidelberg Speedmaster SX 52.', OLD, 'reference'), mem('leipzig-press.md', 'The Leipzig shop switched from its Speedmaster to a Komori Lithrone.', NEW, 'reference'), SUP),
  trapPair('h15-sup-trap-en-trial-undecided', 'supersession', 'en', mem('lift-gates.md', 'Lift gates read Skidata keycards.', OLD, 'reference'), mem('gate-trial.md', 'We are trialling Axess gates as a possible replacement for Skidata at the lower station; nothing is decided.', NEW), SUP),
  trapPair('h15-sup-trap-en-voted-down', 'supersession', 'en', mem('rating-submission.md', 'Club ratings are submitted through the ECF portal by the match captain.', OLD, 'reference'), mem('agm-notes.md', 'Proposal to move rating submissions from the ECF portal to a shared Google Sheet was voted down at the AGM.', NEW), SUP),
  trapPair('h15-sup-trap-zh-other-subject', 'supersession', 'zh', mem('fermenters-zh.md', '酒厂用 Grundy 罐发酵淡色艾尔。', OLD, 'reference'), mem('chiller-zh.md', '冷藏间的制冷机从 Carrier 换成了大金。', NEW, 'reference'), SUP),
  trapPair('h15-sup-trap-zht-stopgap', 'supersession', 'zh', mem('sea-salt-tw.md', '水族館的人工海水一律用 Tropic Marin 鹽調配。', OLD, 'feedback'), mem('salt-shortage-tw.md', 'Tropic Marin 缺貨期間暫時改用 Red Sea 鹽，到貨後就換回來。', NEW), SUP),
  trapPair('h15-sup-trap-zh-history-agrees', 'supersession', 'zh', mem('booking-history-zh.md', '2025 年陶艺工作室把课程预约从纸本登记迁移到了 Acuity。', OLD, 'reference'), mem('class-booking-zh.md', '所有课程都在 Acuity 上预约，不接电话预约。', NEW, 'feedback'), SUP),
  trapPair('h15-sup-trap-zhhk-other-attribute', 'supersession', 'zh', mem('payouts-hk.md', '譯者稿費一律經 Wise 轉帳。', OLD, 'reference'), mem('invoicing-hk.md', '公司開俾客戶嘅發票，已經由 Xero 轉咗去 Sage。', NEW, 'reference'), SUP),

  // ---- contradiction, English: the same subject with another value in a later memory
  con('h15-con-en-version', 'en', mem('hypervisor.md', 'The compute cluster runs Proxmox VE 7.4.', OLD, 'reference'), mem('cluster-upgrade.md', 'Compute cluster upgraded to Proxmox VE 8.2; all 14 nodes came back cleanly.', NEW, 'reference'), { absent: ['runs Proxmox VE 7.4'], contains: ['8.2'] }),
  con('h15-con-en-weekday', 'en', mem('blitz-night.md', 'Blitz night is on Tuesdays from 19:30.', OLD), mem('club-calendar.md', 'Blitz night: Wednesdays, 19:30, upstairs room.', NEW), { absent: ['Blitz night is on Tuesdays'], contains: ['Wednesdays'] }),
  con('h15-con-en-price', 'en', mem('lesson-prices.md', 'A two-hour group lesson costs €45, board and wetsuit included.', OLD, 'reference'), mem('price-list.md', 'Group lesson (2 h): €50 incl. board + suit.', NEW, 'reference'), { absent: ['costs €45'], contains: ['€50'] }),
  con('h15-con-en-person', 'en', mem('aseptic-lead.md', 'Aseptic unit lead: Priya Nair.', OLD, 'reference'), mem('aseptic-contacts.md', 'Questions about the aseptic unit go to its lead, Daniel Okafor.', NEW, 'reference'), { absent: ['lead: Priya Nair'], contains: ['Daniel Okafor'] }),
  con(
    'h15-con-en-prose-opening-keeps-booking',
    'en',
    mem('reading-room.md', 'The reading room opens at 09:00 on weekdays, and researchers must book a desk in advance through the online form, which the duty archivist checks each afternoon before the stacks close.', OLD, 'reference'),
    mem('opening-times.md', 'Reading room weekday opening is 10:00, so the first document delivery is at 10:15.', NEW, 'reference'),
    { absent: ['opens at 09:00'], contains: ['10:00'] },
    ['researchers must book a desk in advance through the online form'],
  ),
  con('h15-con-en-table-row', 'en', mem('menu-prices.md', 'Menu board:\n\n| Item | Price |\n|---|---|\n| Pork belly bao (2) | $9 |\n| Kimchi fries | $5 |', OLD, 'reference'), mem('price-board.md', 'bao are $11 for two, kimchi fries still $5', NEW), { absent: ['| Pork belly bao (2) | $9 |'], contains: ['$11'] }, ['| Kimchi fries | $5 |']),
  // ---- contradiction, Chinese
  con('h15-con-zh-bale-weight', 'zh', mem('baler-zh.md', '打包机每包压到 450 公斤。', OLD, 'reference'), mem('bale-weight-zh.md', '现在打包机的设定是每包 500 公斤。', NEW, 'reference'), { absent: ['压到 450 公斤'], contains: ['500 公斤'] }),
  con('h15-con-zht-glaze-temperature', 'zh', mem('glaze-firing-tw.md', '釉燒溫度設定在 1230 度。', OLD, 'reference'), mem('kiln-notes-tw.md', '電窯釉燒：1250 度，Cone 7，慢速降溫。', NEW, 'reference'), { absent: ['設定在 1230 度'], contains: ['1250'] }),
  con('h15-con-zh-shift-start', 'zh', mem('galley-shift-zh.md', '厨房早班 5:30 开始。', OLD), mem('galley-rota-zh.md', '早班：6:00 到岗，先烤面包。', NEW), { absent: ['早班 5:30 开始'], contains: ['6:00'] }),
  con('h15-con-zhhk-news-length', 'zh', mem('news-slot-hk.md', '每個鐘頭整點新聞長 3 分鐘。', OLD, 'reference'), mem('programme-clock-hk.md', '整點新聞而家係 5 分鐘，由 Karen 負責。', NEW, 'reference'), { absent: ['整點新聞長 3 分鐘'], contains: ['5 分鐘'] }),
  con('h15-con-zh-min-device', 'zh', mem('test-devices-zh.md', '兼容性测试的最低机型是 iPhone 11。', OLD, 'reference'), mem('device-matrix-zh.md', '兼容性测试最低机型：iPhone 12（iOS 17）。', NEW, 'reference'), { absent: ['最低机型是 iPhone 11'], contains: ['iPhone 12'] }),
  con('h15-con-zh-contractor', 'zh', mem('blade-lifting-zh.md', '风机叶片吊装由大昌起重负责。', OLD, 'reference'), mem('crane-contractor-zh.md', '叶片吊装的承包商：永兴吊车，联系人老周。', NEW, 'reference'), { absent: ['由大昌起重负责'], contains: ['永兴吊车'] }),
  // ---- contradiction traps: two halls, weekday / weekend, two bounds, two seasons, two directions, agreeing history, two aprons
  trapPair('h15-con-trap-en-two-halls', 'contradiction', 'en', mem('hall-a-cooling.md', 'Hall A runs at 24 °C supply air.', OLD, 'reference'), mem('hall-b-cooling.md', 'Hall B is set to 27 °C supply air for the high-density racks.', NEW, 'reference'), CON),
  trapPair('h15-con-trap-en-weekday-weekend', 'contradiction', 'en', mem('weekday-pass.md', 'Weekday day pass: €14.', OLD, 'reference'), mem('weekend-pricing.md', 'A day pass at the weekend costs €17.', NEW, 'reference'), CON),
  trapPair('h15-con-trap-en-two-bounds', 'contradiction', 'en', mem('salinity-floor.md', 'Reef tank salinity must not drop below 1.024.', OLD, 'feedback'), mem('salinity-ceiling.md', 'Keep reef tank salinity under 1.026.', NEW, 'feedback'), CON),
  trapPair('h15-con-trap-en-two-seasons', 'contradiction', 'en', mem('summer-dinner.md', 'Summer season: the hut serves dinner at 18:30.', OLD, 'reference'), mem('winter-dinner.md', 'In the winter season dinner is at 18:00 sharp.', NEW, 'reference'), CON),
  trapPair('h15-con-trap-zh-two-directions', 'contradiction', 'zh', mem('en-zh-rate-zh.md', '英译中每千字 180 元。', OLD, 'reference'), mem('zh-en-rate-zh.md', '中译英的稿费是每千字 260 元。', NEW, 'reference'), CON),
  trapPair('h15-con-trap-zh-history-agrees', 'contradiction', 'zh', mem('machine-history-zh.md', '2024 年纹身店把 Cheyenne 机器全部换成了 FK Irons。', OLD, 'reference'), mem('tattoo-machines-zh.md', '店里的纹身机都是 FK Irons，备用针嘴在二号柜。', NEW, 'reference'), CON),
  trapPair('h15-con-trap-zhhk-two-aprons', 'contradiction', 'zh', mem('apron-a-rota-hk.md', 'A 停機坪嘅拖車由 Kelvin 排更。', OLD), mem('apron-b-rota-hk.md', 'B 停機坪嘅拖車由阿 Jo 排更。', NEW), CON),

  // ---- paraphrase, English: one rule in other words (the newer, shorter one may be merged away)
  ((): QualityCase => {
    const a = mem('second-skin.md', 'Never send a client home without second-skin film over the fresh work.', OLD, 'feedback');
    const b = mem('client-send-off.md', 'Every fresh tattoo gets covered with second-skin film before the client leaves.', NEW, 'feedback');
    return par('h15-par-en-negative-positive', 'en', a, b, b);
  })(),
  ((): QualityCase => {
    const a = mem('doodle-drying.md', 'Doodles are only dried on the low-heat setting: high heat frizzes the coat and irritates sensitised skin.', OLD, 'feedback');
    const b = mem('coat-dryer.md', 'Low heat only when blow-drying doodles, since high heat makes the coat frizz and irritates sensitized skin.', NEW, 'feedback');
    return par('h15-par-en-british-american', 'en', a, b, b, ['irritates sensitised skin']);
  })(),
  ((): QualityCase => {
    const a = mem('cip-caustic.md', '- CIP caustic: 2 %, 80 °C, 20 min\n- rinse until the pH reads neutral', OLD, 'reference');
    const b = mem('fermenter-cleaning.md', 'When we clean the fermenters we run the caustic at two percent and eighty degrees for twenty minutes.', NEW, 'reference');
    return par('h15-par-en-bullets-vs-prose', 'en', a, b, b, ['fermenter', 'rinse until the pH reads neutral']);
  })(),
  ((): QualityCase => {
    const a = mem('cage-escort.md', 'Visitors to customer cages must be escorted by a member of staff at all times.', OLD, 'feedback');
    const b = mem('cage-visitors.md', 'pls dont let anyone wander round the cages on their own, one of us stays w/ them the whole time', NEW, 'feedback');
    return par('h15-par-en-formal-vs-chat', 'en', a, b, b, ['escorted by a member of staff at all times']);
  })(),
  ((): QualityCase => {
    const a = mem('client-glossary.md', "Before translating, always check the client's glossary for fixed terms.", OLD, 'feedback');
    const b = mem('termbase-check.md', 'Translator must to look in client termbase before start the translation.', NEW, 'feedback');
    return par('h15-par-en-nonnative', 'en', a, b, b, ['fixed terms']);
  })(),
  ((): QualityCase => {
    const a = mem('bug-report-fields.md', 'Every bug report needs numbered repro steps and the build ID.', OLD, 'feedback');
    const b = mem('bounce-rule.md', 'docs(qa): reports missing build id or numbered steps get bounced back to the tester', NEW, 'feedback');
    return par('h15-par-en-note-vs-commit', 'en', a, b, b, ['bounced back']);
  })(),
  ((): QualityCase => {
    const a = mem('reed-tuning.md', 'Never tune the reed pipes with the wind off.', OLD, 'feedback');
    const b = mem('blower-running.md', 'Reeds are only ever tuned with the blower running and the swell box open.', NEW, 'feedback');
    return par('h15-par-en-organ-negative-positive', 'en', a, b, a, ['the swell box open']);
  })(),
  // ---- paraphrase, Chinese
  ((): QualityCase => {
    const a = mem('high-alert-check-zh.md', '高警示药品发药前必须两人核对。', OLD, 'feedback');
    const b = mem('single-check-zh.md', '高危药品不能只由一个人核对就发出去。', NEW, 'feedback');
    return par('h15-par-zh-negative-positive', 'zh', a, b, b);
  })(),
  ((): QualityCase => {
    const a = mem('belay-test-tw.md', '新會員要先通過確保考試，才能自己爬上攀。', OLD, 'feedback');
    const b = mem('top-rope-rule-tw.md', '沒考過確保檢定的會員，不可以自行上攀。', NEW, 'feedback');
    return par('h15-par-zht-synonyms', 'zh', a, b, b);
  })(),
  ((): QualityCase => {
    const a = mem('fod-walk-hk.md', '每次航機入位前，地勤要先做一次 FOD 巡查。', OLD, 'feedback');
    const b = mem('stand-sweep-hk.md', '飛機泊埋嚟之前，一定要喺機位行一轉，執走啲雜物。', NEW, 'feedback');
    return par('h15-par-zhhk-formal-vs-cantonese', 'zh', a, b, b);
  })(),
  ((): QualityCase => {
    const a = mem('rip-briefing-zh.md', '每节课下水前，教练都要讲一遍怎么识别离岸流。', OLD, 'feedback');
    const b = mem('safety-talk-zh.md', '开课前先给学员做 rip current 安全讲解，不讲不下水。', NEW, 'feedback');
    return par('h15-par-zh-english-inside', 'zh', a, b, b);
  })(),
  ((): QualityCase => {
    const a = mem('harvest-brix-zh.md', '采收标准：\n\n| 品种 | 糖度 |\n|---|---|\n| 赤霞珠 | 24 Brix |\n| 霞多丽 | 22 Brix |', OLD, 'reference');
    const b = mem('cabernet-picking-zh.md', '赤霞珠要等糖度到 24 Brix 才开始采。', NEW, 'feedback');
    return par('h15-par-zh-table-vs-sentence', 'zh', a, b, b, [], ['| 霞多丽 | 22 Brix |']);
  })(),
  ((): QualityCase => {
    const a = mem('marionette-storage-zh.md', '提线木偶收起来的时候，要把线绕回十字操纵板上，不能让线打结。', OLD, 'feedback');
    const b = mem('string-winding-zh.md', '收木偶前先把每根提线缠回操纵杆，免得线缠在一起。', NEW, 'feedback');
    return par('h15-par-zh-synonyms', 'zh', a, b, b);
  })(),
  // ---- paraphrase traps: the same frame with another object, action, language slot, day, species, temperature
  trapPair('h15-par-trap-en-other-object', 'paraphrase', 'en', mem('wetsuit-rinse-rule.md', 'Rinse every wetsuit in fresh water after each lesson.', OLD, 'feedback'), mem('leash-rinse-rule.md', 'Rinse every leash in fresh water after each lesson.', NEW, 'feedback'), DUP),
  trapPair('h15-par-trap-en-other-action', 'paraphrase', 'en', mem('cd-count.md', 'Controlled drugs are counted by two people at every shift change.', OLD, 'feedback'), mem('cd-destruction.md', 'Controlled drugs are destroyed only with two people present, one of them a pharmacist.', NEW, 'feedback'), DUP),
  trapPair('h15-par-trap-en-language-slots', 'paraphrase', 'en', mem('station-id-english.md', 'Station ID in English goes out at the top of every hour.', OLD, 'reference'), mem('station-id-cantonese.md', 'Station ID in 粵語 goes out at half past every hour.', NEW, 'reference'), DUP),
  trapPair('h15-par-trap-zh-weekday-weekend', 'paraphrase', 'zh', mem('weekday-coach-zh.md', '工作日的骑乘课由李教练带。', OLD, 'reference'), mem('weekend-coach-zh.md', '周末的骑乘课由王教练带。', NEW, 'reference'), DUP),
  trapPair('h15-par-trap-zht-species', 'paraphrase', 'zh', mem('jellyfish-feed-tw.md', '水母缸每天餵兩次豐年蝦。', OLD, 'feedback'), mem('seahorse-feed-tw.md', '海馬缸每天餵兩次豐年蝦。', NEW, 'feedback'), DUP),
  trapPair('h15-par-trap-zhhk-cold-hot', 'paraphrase', 'zh', mem('cold-box-hk.md', '凍櫃溫度要保持喺 4 度以下。', OLD, 'feedback'), mem('hot-box-hk.md', '熱櫃溫度要保持喺 60 度以上。', NEW, 'feedback'), DUP),
];
