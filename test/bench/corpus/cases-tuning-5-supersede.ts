import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 5, part: supersessions and contradictions. Written after the HELD-OUT 9 run from the categories it missed (never its
 * sentences), before the rule changes that followed it; the rules are developed against it.
 * Other domains (a veterinary clinic, a community radio station, a ferry line, a museum, an
 * observatory, a water utility, a bakery chain, a film post-production house, a biology lab) and
 * other registers: terse notes, arrows, bullet fragments, long sentences, typos, markdown
 * emphasis, mixed English and Chinese, Traditional characters.
 * Groups: "no longer X" / "不再X" with the new value in another clause ("now ... go through Y",
 * "现在统一用Y"); a change stated about a noun for the thing rather than the old sentence's verb
 * ("X software is now Y", "X系统现在是Y"); "X -> Y" notes; "swapped out for", "instead of",
 * "更換為", "取而代之"; an old statement that says more than what changed (rewrite that part only,
 * else a finding). Traps: "no longer" about another thing, another subject or site, a change only
 * planned or conditional, a history that ends at the current value, a change considered and
 * rejected. Implicit contradictions with no change word, where one side is a label ("wind limit:
 * 50 km/h", "Minimum ...: ...", "频率：...") and the other a sentence; traps with two subjects, a
 * minimum and a value that meets it, a past value dated as past.
 * Memories are written on 2026-11-24 unless said otherwise; the older ones on 2026-06-02.
 */

const OLD = '2026-06-02';
const NEW = '2026-11-24';
const mem = (file: string, body: string, modified = NEW, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });

export const TUNING_5_SUPERSEDE_CASES: QualityCase[] = [
  // ---- supersession, English
  { id: 't5-sup-en-dont-anymore-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('clinic-invoices.md', 'Invoices for the vet clinic are printed from QuickBooks Desktop.', OLD), mem('xero-invoices.md', "we don't use QuickBooks Desktop anymore, clinic invoices are now generated in Xero", NEW)], fixed: { absent: ['printed from QuickBooks Desktop'], contains: ['Xero'] }, flag: { kinds: ['outdated'], mentions: ['QuickBooks Desktop', 'Xero'] } },
  { id: 't5-sup-en-noun-is-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('playout.md', "The radio station's playout runs on RadioDJ.", OLD, 'reference'), mem('playout-software.md', 'Playout software is now mAirList.', NEW, 'reference')], fixed: { absent: ['playout runs on RadioDJ'], contains: ['mAirList'] }, flag: { kinds: ['outdated'], mentions: ['RadioDJ', 'mAirList'] } },
  { id: 't5-sup-en-swapped-out', category: 'supersession', lang: 'en', explicit: true, memories: [mem('ferry-tickets.md', 'Ferry ticket sales go through Bokun.', OLD), mem('checkfront.md', 'Bokun has been swapped out for Checkfront for all ferry ticket sales.', NEW)], fixed: { absent: ['sales go through Bokun'], contains: ['Checkfront'] }, flag: { kinds: ['outdated'], mentions: ['Bokun', 'Checkfront'] } },
  { id: 't5-sup-en-instead-of', category: 'supersession', lang: 'en', explicit: true, memories: [mem('exhibit-planning.md', 'Exhibit planning for the museum is tracked on Trello boards.', OLD), mem('exhibit-coda.md', "Instead of Trello, the museum's exhibit planning now lives in Coda.", NEW)], fixed: { absent: ['tracked on Trello boards'], contains: ['Coda'] }, flag: { kinds: ['outdated'], mentions: ['Trello', 'Coda'] } },
  { id: 't5-sup-en-arrow-note', category: 'supersession', lang: 'en', explicit: true, memories: [mem('meter-reads.md', 'Water meter readings are collected with Itron handhelds.', OLD, 'reference'), mem('meter-vendor.md', '- meter reading vendor: Itron -> Kamstrup (since Sept)', NEW, 'reference')], fixed: { absent: ['collected with Itron handhelds'], contains: ['Kamstrup'] }, flag: { kinds: ['outdated'], mentions: ['Itron', 'Kamstrup'] } },
  {
    id: 't5-sup-en-partial-storage',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      mem('sky-frames.md', 'Raw sky frames from the observatory are stored on the dome NAS, copied nightly to LTO tape, and only the night astronomer may delete them.', OLD),
      mem('wasabi-frames.md', 'Raw sky frames are no longer kept on the dome NAS; they go straight to Wasabi now.', NEW),
    ],
    fixed: { absent: ['are stored on the dome NAS'], contains: ['Wasabi', 'copied nightly to LTO tape', 'only the night astronomer may delete them'] },
    flag: { kinds: ['outdated'], mentions: ['dome NAS', 'Wasabi'] },
    keep: ['copied nightly to LTO tape', 'only the night astronomer may delete them'],
  },
  // ---- supersession, Chinese (and mixed, Traditional)
  { id: 't5-sup-zh-buzou-xianzai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('vet-sms-zh.md', '宠物医院的预约提醒短信通过容联云发送。', OLD), mem('vet-sms-new-zh.md', '预约提醒短信已经不走容联云了，现在统一用腾讯云短信。', NEW)], fixed: { absent: ['通过容联云发送'], contains: ['腾讯云短信'] }, flag: { kinds: ['outdated'], mentions: ['容联云', '腾讯云短信'] } },
  { id: 't5-sup-zh-noun-xianzai-shi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('bakery-pos-zh.md', '面包店的收银用的是客如云。', OLD, 'reference'), mem('bakery-pos-new-zh.md', '门店收银系统现在是银豹。', NEW, 'reference')], fixed: { absent: ['收银用的是客如云'], contains: ['银豹'] }, flag: { kinds: ['outdated'], mentions: ['客如云', '银豹'] } },
  {
    id: 't5-sup-zh-partial-gaicheng',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [mem('ferry-schedule-zh.md', '渡轮班次数据每小时同步到石墨表格，保留半年，只有调度员可以修改。', OLD), mem('ferry-yida-zh.md', '班次数据现在改成同步到钉钉宜搭了。', NEW)],
    fixed: { absent: ['同步到石墨表格'], contains: ['钉钉宜搭', '保留半年', '只有调度员可以修改'] },
    flag: { kinds: ['outdated'], mentions: ['石墨', '宜搭'] },
    keep: ['保留半年', '只有调度员可以修改'],
  },
  { id: 't5-sup-zht-genghuanwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('museum-tickets-zh.md', '博物館的門票系統使用 Ticketmaster。', OLD), mem('museum-kktix-zh.md', '門票系統已由 Ticketmaster 更換為 KKTIX。', NEW)], fixed: { absent: ['門票系統使用 Ticketmaster'], contains: ['KKTIX'] }, flag: { kinds: ['outdated'], mentions: ['Ticketmaster', 'KKTIX'] } },
  { id: 't5-sup-mixed-render-farm', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('render-farm-zh.md', '后期的 render farm 用 Deadline 调度。', OLD), mem('render-flamenco-zh.md', 'render farm 的调度已经从 Deadline 换到 Flamenco 了', NEW)], fixed: { absent: ['用 Deadline 调度'], contains: ['Flamenco'] }, flag: { kinds: ['outdated'], mentions: ['Deadline', 'Flamenco'] } },
  { id: 't5-sup-zh-qudai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('lab-notebook-zh.md', '实验室的电子记录本用的是 LabArchives。', OLD, 'reference'), mem('lab-elab-zh.md', '**LabArchives 已弃用**，取而代之的是 eLabFTW。', NEW, 'reference')], fixed: { absent: ['用的是 LabArchives'], contains: ['eLabFTW'] }, flag: { kinds: ['outdated'], mentions: ['LabArchives', 'eLabFTW'] } },
  // ---- supersession traps
  { id: 't5-sup-trap-en-no-longer-other', category: 'supersession', lang: 'en', trap: true, memories: [mem('xray-storage.md', 'X-ray images at the clinic are stored on the Orthanc server.', OLD), mem('xray-prints.md', 'We no longer print X-ray images for pet owners; they get a download link instead.', NEW)], keep: ['X-ray images at the clinic are stored on the Orthanc server.'], quiet: ['outdated'] },
  { id: 't5-sup-trap-en-other-subject', category: 'supersession', lang: 'en', trap: true, memories: [mem('crew-roster.md', 'The ferry crew roster is kept in Google Sheets.', OLD), mem('cargo-airtable.md', 'Cargo manifests for the ferry moved from Google Sheets to Airtable.', NEW)], keep: ['The ferry crew roster is kept in Google Sheets.'], quiet: ['outdated'] },
  { id: 't5-sup-trap-en-conditional', category: 'supersession', lang: 'en', trap: true, memories: [mem('obs-backups.md', 'Observatory backups are written to LTO tape every night.', OLD), mem('wasabi-trial.md', "If the Wasabi trial goes well, we'll move observatory backups from tape to Wasabi in the spring.", NEW)], keep: ['Observatory backups are written to LTO tape every night.'], quiet: ['outdated'] },
  { id: 't5-sup-trap-zh-other-store', category: 'supersession', lang: 'zh', trap: true, memories: [mem('west-pos-zh.md', '城西店的收银系统用客如云。', OLD), mem('east-pos-zh.md', '城东店的收银系统换成了银豹。', NEW)], keep: ['城西店的收银系统用客如云。'], quiet: ['outdated'] },
  { id: 't5-sup-trap-zh-history', category: 'supersession', lang: 'zh', trap: true, memories: [mem('shop-zh.md', '线上商城用的是微盟。', OLD), mem('shop-history-zh.md', '线上商城最初用的是有赞，2024年换成了微盟，一直用到现在。', NEW)], keep: ['线上商城用的是微盟。'], quiet: ['outdated'] },
  { id: 't5-sup-trap-zht-rejected', category: 'supersession', lang: 'zh', trap: true, memories: [mem('tickets-zh.md', '博物館門票系統使用 Ticketmaster。', OLD), mem('tickets-eval-zh.md', '曾評估把門票系統換成 KKTIX，最後決定維持 Ticketmaster。', NEW)], keep: ['博物館門票系統使用 Ticketmaster。'], quiet: ['outdated'] },

  // ---- implicit contradiction
  { id: 't5-con-en-wind-label', category: 'contradiction', lang: 'en', memories: [mem('dome-wind.md', 'The observatory dome closes when the wind goes above 40 km/h.', OLD, 'reference'), mem('dome-limits.md', 'dome wind limit: 50 km/h', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['40 km/h', '50 km/h'] }, fixed: { absent: ['above 40 km/h'], contains: ['50 km/h'] } },
  { id: 't5-con-en-python-minimum', category: 'contradiction', lang: 'en', memories: [mem('lab-python.md', "The lab's analysis scripts need Python 3.9 or newer.", OLD), mem('lab-python-min.md', 'Required Python for the analysis scripts: 3.11 or newer.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['3.9', '3.11'] }, fixed: { absent: ['Python 3.9 or newer'], contains: ['3.11'] } },
  { id: 't5-con-en-starter-feeding', category: 'contradiction', lang: 'en', memories: [mem('starter.md', "The bakery's sourdough starter is fed twice a day.", OLD, 'feedback'), mem('starter-feeding.md', 'Sourdough starter feeding: *three times a day*.', NEW, 'feedback')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['twice a day', 'three times a day'] }, fixed: { absent: ['fed twice a day'], contains: ['three times a day'] } },
  { id: 't5-con-en-ferry-bullets', category: 'contradiction', lang: 'en', memories: [mem('ferry-facts.md', '- ferry capacity: 120 passengers\n- crossing time: 40 min', OLD, 'reference'), mem('ferry-capacity.md', 'The ferry carries up to 150 passengers.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['120', '150'] }, fixed: { absent: ['ferry capacity: 120 passengers'], contains: ['150 passengers'] }, keep: ['crossing time: 40 min'] },
  { id: 't5-con-en-bulletin-typo', category: 'contradiction', lang: 'en', memories: [mem('news-bulletin.md', 'the news bulletin airs evry 30 minutes', OLD), mem('news-hourly.md', 'The news bulletin airs every 60 minutes, on the hour.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['30 minutes', '60 minutes'] }, fixed: { absent: ['airs evry 30 minutes'], contains: ['60 minutes'] } },
  { id: 't5-con-zh-registration', category: 'contradiction', lang: 'zh', memories: [mem('clinic-reg-zh.md', '门诊的挂号截止时间是下午四点半。', OLD, 'reference'), mem('clinic-reg-new-zh.md', '门诊挂号截止：下午五点。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['下午四点半', '下午五点'] }, fixed: { absent: ['截止时间是下午四点半'], contains: ['下午五点'] } },
  { id: 't5-con-zh-hall-capacity', category: 'contradiction', lang: 'zh', memories: [mem('hall-zh.md', '每个展厅最多容纳80人。', OLD, 'reference'), mem('hall-cap-zh.md', '展厅容量：每厅120人。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['80人', '120人'] }, fixed: { absent: ['最多容纳80人'], contains: ['120人'] } },
  { id: 't5-con-zht-nitrogen', category: 'contradiction', lang: 'zh', memories: [mem('ln2-zh.md', '實驗室的液態氮每週補充一次。', OLD), mem('ln2-freq-zh.md', '液態氮補充頻率：每兩週一次。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['每週補充一次', '每兩週一次'] }, fixed: { absent: ['每週補充一次'], contains: ['每兩週一次'] } },
  { id: 't5-con-mixed-pool', category: 'contradiction', lang: 'zh', memories: [mem('db-pool-zh.md', 'staging 的 DB 连接池大小是 20。', OLD), mem('db-pool-new-zh.md', 'staging DB pool size：50', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['20', '50'] }, fixed: { absent: ['连接池大小是 20'], contains: ['50'] } },
  // ---- contradiction traps
  { id: 't5-con-trap-en-two-bakeries', category: 'contradiction', lang: 'en', trap: true, memories: [mem('downtown-bakery.md', 'The downtown bakery opens at 06:00.', OLD, 'reference'), mem('airport-bakery.md', 'The airport bakery opens at 05:00.', NEW, 'reference')], keep: ['The downtown bakery opens at 06:00.', 'The airport bakery opens at 05:00.'], quiet: ['contradiction', 'outdated'] },
  { id: 't5-con-trap-en-minimum-met', category: 'contradiction', lang: 'en', trap: true, memories: [mem('crew-minimum.md', 'Every ferry crossing needs at least 3 crew on board.', OLD), mem('night-crew.md', 'The night ferry runs with 5 crew.', NEW)], keep: ['Every ferry crossing needs at least 3 crew on board.', 'The night ferry runs with 5 crew.'], quiet: ['contradiction', 'outdated'] },
  { id: 't5-con-trap-zh-dog-sizes', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('small-dogs-zh.md', '小型犬的驱虫每三个月做一次。', OLD), mem('large-dogs-zh.md', '大型犬的驱虫每两个月做一次。', NEW)], keep: ['小型犬的驱虫每三个月做一次。', '大型犬的驱虫每两个月做一次。'], quiet: ['contradiction', 'outdated'] },
  { id: 't5-con-trap-zh-past-value', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('bulletin-zh.md', '新闻简报每小时播一次。', OLD), mem('bulletin-history-zh.md', '2023年以前新闻简报是每半小时播一次。', NEW)], keep: ['新闻简报每小时播一次。', '2023年以前新闻简报是每半小时播一次。'], quiet: ['contradiction', 'outdated'] },
];
