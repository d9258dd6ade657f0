import type { CaseMemory, Category, QualityCase } from './cases.js';

/**
 * HELD-OUT 19, facts part: a fresh, never-tuned set of hand-written quality cases.
 *
 * What each category asks:
 * - dates-en / dates-zh: a relative date that names an event becomes an absolute date (ISO; a
 *   week becomes a range or a week-of date, so only its Monday is expected). Harder spots: a
 *   relative date inside a markdown table cell, a list item, a quoted text message, "Next
 *   Wednesday" at a sentence start, "Last night's" as a possessive, a past decision inside a
 *   standing rule ("We decided yesterday that ... never ..."), "changed this two days ago", "agreed
 *   on this the week before last"; Chinese 前天线上 (segmentation may read 天线 "antenna"), 下周三和,
 *   昨晚 with 今天 beside it, 大前天 (never "大2026-…"), 上上周 (never "上2026-…"), and a defect
 *   sentence that also holds 送去年检 ("send for the annual inspection", where 去年 "last year"
 *   is no date: 2025 must never appear); Taiwan 下禮拜二, 上禮拜, 後天起; Cantonese 琴日, 聽日,
 *   前日, 下個禮拜三. Traps: date words inside calls or names (`get_yesterday_matches()`,
 *   `tomorrow_rota`, a bare `now()`, a POS button "Yesterday's Bread", the film 'Tomorrow Is
 *   Forever', a chat group 明天不下雨, a LINE account 「今天配、明天取」), hypothetical or
 *   generic sentences ("If a call-out comes in tonight ...", "Interpreters booked for tomorrow's
 *   list ...", 颱風停班停課的隔天, 凡係聽日要出車嘅司機), recurring rules (Every Monday ..., 逢禮拜三),
 *   a vague "the other day" (never a made-up day), and broken text 那一周三个班 (a week + three
 *   classes: no 周三 there).
 * - supersession: an older memory (2026-03-19) states X, mostly with a second fact beside it; a
 *   newer one (2026-10-08) replaces X: "We moved X to Y", "Replaced X with Y", "X is deprecated,
 *   use Y", "We no longer X; Y now", "X is now Y", "migrated to", "switched from X to Y",
 *   从X迁移到了Y, 不再X，改用Y, X改為Y, X已弃用, 換晒做. A right dream rewrites only the
 *   superseded part (the second fact is a `keep` text) or raises an `outdated` finding naming
 *   both; never neither. Two pairs cross languages (English older / Chinese newer and back).
 *   Traps: another subject switched (Year 10, not Year 11; English worksheets, not Chinese; the
 *   Kerrera ferry, not Lismore), a trial with no decision, a planned switch that did not happen,
 *   a switch that was reverted.
 * - contradiction: the same subject with another value in the newer memory and no switch word
 *   (times, a dose timing, a person, a price, a match format, a set point in °C, staff numbers,
 *   tonnes, a first bus, dumplings per basket, an hourly rate across languages, a cut-off across
 *   languages) -> a `contradiction` (or `outdated`) finding naming both, or a rewrite of the
 *   older value. Traps: other scopes (summer / winter, main / academy roster, weekday / weekend,
 *   weekday / holiday tea charge) and equal values in other units (1 g x 4 = 4000 mg a day;
 *   10 公斤 = 20 斤).
 * - paraphrase: the same rule in other words (negative vs positive, formal "shall" vs lower-case
 *   chat, an arrow note vs a sentence, written Chinese vs Cantonese, Chinese-English
 *   code-switching, English vs Chinese) -> a `possible-duplicate` finding naming both. Traps:
 *   high word overlap, different facts (two ferries, unopened vs in-use insulin, rye vs wheat
 *   starter, two floors, two subjects, two parts of a building).
 *
 * Domains: a hospital pharmacy, a Hebridean ferry line, a court interpreting service, a film
 * archive, an esports team, a bakery's POS, a mountain rescue team, a clock-repair shop, a canal
 * boat hire, a community orchestra library, a school timetable; 跨境电商仓库, 驾校, 中医馆, 剧本杀店,
 * 城市马拉松组委会, 无人机植保, 幼儿园, 社区团购, 二手书店, 养老院, 渔船队; Taiwan: 補習班, 手搖飲店,
 * 客運, 眼鏡行, 鳳梨酥工廠, 機車行, 豆花店; Hong Kong: 茶樓點心部, 街市魚檔, 唐樓維修, 的士車隊, 電車廠,
 * 補習社.
 *
 * Writers' styles: plain notes, a markdown table, list items, a copied text message in a
 * blockquote, a "heads up" chat line, formal "shall" rules, lower-case chat with "pls", arrow
 * notes, key: value lines, Taiwan shop notes, Cantonese chat, Chinese-English code-switching.
 *
 * Calendar: BENCH_NOW is 2026-11-25 (a Wednesday). Every date case is written on 2026-11-12, a
 * Thursday: yesterday / last night / 昨晚 / 琴日 = 2026-11-11; two days ago / 前天 / 前日 =
 * 2026-11-10; three days ago / 大前天 = 2026-11-09; tomorrow / 聽日 = 2026-11-13; 後天 =
 * 2026-11-14; next Tuesday / 下禮拜二 = 2026-11-17; Next Wednesday / 下周三 / 下個禮拜三 =
 * 2026-11-18; last week / 上禮拜 = week of 2026-11-02 (2026-11-02 to 2026-11-08); the week before
 * last / 上上周 = week of 2026-10-26 (2026-10-26 to 2026-11-01). The write day itself
 * (2026-11-12) is in every date case's frontmatter, so no case expects or forbids it. Pairs use
 * 2026-03-19 (older) and 2026-10-08 (newer) and hold no relative date.
 *
 * Counts: 90 cases, 32 traps (dates-en 18 / 8, dates-zh 18 / 6, supersession 18 / 6,
 * contradiction 18 / 6, paraphrase 18 / 6); en 47, zh 43. dates-zh: Simplified 7 (2 traps),
 * Taiwan Traditional 5 (2 traps), Cantonese / Hong Kong 6 (2 traps). 7 cross-language pairs (3
 * supersession, one of them a trap; 2 contradiction; 2 paraphrase), labelled by the newer
 * memory's language.
 */

const DAY = '2026-11-12';
const OLD = '2026-03-19';
const NEW = '2026-10-08';

type MemType = NonNullable<CaseMemory['type']>;
type Lang = QualityCase['lang'];

const mem = (modified: string) => (file: string, body: string, description?: string, type: MemType = 'project'): CaseMemory => ({
  file,
  modified,
  body,
  type,
  ...(description ? { description } : {}),
});
const d = mem(DAY);
const o = mem(OLD);
const n = mem(NEW);
const stem = (m: CaseMemory): string => m.file.replace(/\.md$/, '');

/** A relative date to fix: `contains` the ISO date(s), none of `absent` afterwards. */
function dated(id: string, category: Category, lang: Lang, memories: CaseMemory[], contains: string[], absent: string[], extra: Partial<QualityCase> = {}): QualityCase {
  return { id: `h19f-${id}`, category, lang, memories, fixed: { contains, absent }, ...extra };
}

/** A date trap: the text stays exactly as written, no change. */
function dateTrap(id: string, category: Category, lang: Lang, memories: CaseMemory[], keep: string[], forbid?: string[]): QualityCase {
  return { id: `h19f-${id}`, category, lang, memories, trap: true, keep, ...(forbid ? { forbid } : {}) };
}

/** An explicit supersession: the older statement goes (rewritten) or an `outdated` finding names both. */
function sup(id: string, lang: Lang, older: CaseMemory, newer: CaseMemory, absent: string[], keep: string[]): QualityCase {
  return {
    id: `h19f-${id}`,
    category: 'supersession',
    lang,
    memories: [older, newer],
    explicit: true,
    fixed: { absent },
    flag: { kinds: ['outdated'], mentions: [stem(older), stem(newer)] },
    keep,
  };
}

/** An implicit contradiction: a finding naming both, or the older value rewritten. */
function contra(id: string, lang: Lang, older: CaseMemory, newer: CaseMemory, absent: string[], keep?: string[]): QualityCase {
  return {
    id: `h19f-${id}`,
    category: 'contradiction',
    lang,
    memories: [older, newer],
    fixed: { absent },
    flag: { kinds: ['contradiction', 'outdated'], mentions: [stem(older), stem(newer)] },
    ...(keep ? { keep } : {}),
  };
}

/** A paraphrased duplicate: a `possible-duplicate` finding naming both. */
function para(id: string, lang: Lang, a: CaseMemory, b: CaseMemory): QualityCase {
  return { id: `h19f-${id}`, category: 'paraphrase', lang, memories: [a, b], flag: { kinds: ['possible-duplicate'], mentions: [stem(a), stem(b)] } };
}

/** A pair that only looks like a supersession, a contradiction or a duplicate: both stay, unflagged. */
function pairTrap(id: string, category: Category, lang: Lang, a: CaseMemory, b: CaseMemory, quiet: string[]): QualityCase {
  return { id: `h19f-${id}`, category, lang, memories: [a, b], trap: true, keep: [a.body, b.body], quiet };
}

const SUP_QUIET = ['outdated', 'contradiction'];
const CON_QUIET = ['contradiction', 'outdated'];
const DUP_QUIET = ['possible-duplicate', 'contradiction', 'outdated'];

const DATES_EN: QualityCase[] = [
  dated('den-pharmacy-fridge', 'dates-en', 'en', [d('satellite-fridge-alarm.md', 'The cold-chain fridge in satellite pharmacy B alarmed yesterday at 02:10; the vaccines were moved to fridge C and quarantined.', 'Cold-chain fridge alarm in satellite pharmacy B')], ['2026-11-11'], ['yesterday'], { keep: ['the vaccines were moved to fridge C and quarantined'] }),
  dated('den-ferry-drydock', 'dates-en', 'en', [d('fleet-cover.md', 'Fleet cover while the Corran is away:\n- MV Corran goes into dry dock next Tuesday\n- the Maid of Glencoul covers the 07:15 while she is out', 'Which boat covers which sailing')], ['2026-11-17'], ['next Tuesday'], { keep: ['the Maid of Glencoul covers the 07:15 while she is out'] }),
  dated('den-court-next-wed', 'dates-en', 'en', [d('almeida-hearing.md', 'Next Wednesday the Portuguese interpreter for the Almeida hearing is Rui, not Carla. Court 4, 10:00 start.', 'Interpreter for the Almeida hearing')], ['2026-11-18'], ['Next Wednesday'], { keep: ['Court 4, 10:00 start.'] }),
  dated('den-archive-rule-decided', 'dates-en', 'en', [d('nitrate-handling.md', 'We decided yesterday that nitrate reels never leave vault 2 without two signatures on the movement sheet.', 'Nitrate reel movement rule', 'feedback')], ['2026-11-11'], ['decided yesterday'], { keep: ['never leave vault 2 without two signatures on the movement sheet'] }),
  dated('den-esports-changed', 'dates-en', 'en', [d('scrim-block.md', 'Scrim block is 19:00-22:00 CET now. Jonas changed this two days ago after the patch dropped.', 'Scrim block time')], ['2026-11-10'], ['two days ago'], { keep: ['Scrim block is 19:00-22:00 CET now.'] }),
  dated('den-bakery-table', 'dates-en', 'en', [d('pos-price-list.md', '| Item | POS price | Note |\n|---|---|---|\n| Sourdough loaf | £4.20 | raised last week |\n| Cinnamon bun | £2.60 | unchanged |', 'POS price list')], ['2026-11-02'], ['last week'], { keep: ['| Cinnamon bun | £2.60 | unchanged |'] }),
  dated('den-rescue-last-night', 'dates-en', 'en', [d('sgurr-callout.md', "Last night's call-out to Sgurr nan Gillean ended at 04:30. The winch cable was logged for inspection.", 'Call-out to Sgurr nan Gillean')], ['2026-11-11'], ['Last night'], { keep: ['The winch cable was logged for inspection.'] }),
  dated('den-clock-three-days', 'dates-en', 'en', [d('vulliamy-bracket-clock.md', 'The Vulliamy bracket clock came in three days ago (fusee chain snapped). Quote sent, waiting on the owner.', 'Vulliamy bracket clock job')], ['2026-11-09'], ['three days ago'], { keep: ['Quote sent, waiting on the owner.'] }),
  dated('den-canal-agreed', 'dates-en', 'en', [d('changeover-days.md', 'Boats return by 16:00 on changeover days — agreed on this with the marina the week before last.', 'Changeover day return time')], ['2026-10-26'], ['week before last'], { keep: ['Boats return by 16:00 on changeover days'] }),
  dated('den-orchestra-quote', 'dates-en', 'en', [d('mahler-parts.md', 'Mahler 5 parts are at the bindery.\n\n> Priya (text): they come back from the bindery tomorrow, I will leave them at the stage door', 'Mahler 5 parts at the bindery')], ['2026-11-13'], ['tomorrow'], { keep: ['Mahler 5 parts are at the bindery.'] }),
  dateTrap('den-trap-stats-call', 'dates-en', 'en', [d('stats-bot.md', 'The stats bot pulls match history with `get_yesterday_matches()` and posts the summary to #results at 09:00 CET.', 'Stats bot')], ['The stats bot pulls match history with `get_yesterday_matches()` and posts the summary to #results at 09:00 CET.'], ['2026-11-11']),
  dateTrap('den-trap-pos-button', 'dates-en', 'en', [d('reduced-bread-button.md', 'The POS has a button called "Yesterday\'s Bread" for the 30 % off shelf; staff tap it before ringing up any loaf from the basket by the door.', 'POS button for the reduced bread')], ['a button called "Yesterday\'s Bread"'], ['2026-11-11']),
  dateTrap('den-trap-hypothetical', 'dates-en', 'en', [d('duty-vehicle.md', 'If a call-out comes in tonight and the duty vehicle is off the road, take the Land Rover from the Glenbrittle hut.', 'Duty vehicle fallback', 'feedback')], ['If a call-out comes in tonight and the duty vehicle is off the road, take the Land Rover from the Glenbrittle hut.']),
  dateTrap('den-trap-every-monday', 'dates-en', 'en', [d('cd-register.md', 'Every Monday the controlled-drugs register is counted by two pharmacists before 10:00, and any discrepancy goes to the accountable officer the same day.', 'Controlled-drugs register count')], ['Every Monday the controlled-drugs register is counted by two pharmacists before 10:00'], ['2026-11-16', '2026-11-09']),
  dateTrap('den-trap-film-title', 'dates-en', 'en', [d('tomorrow-is-forever.md', "The restored print of 'Tomorrow Is Forever' (1946) screens only from the safety copy, never the original nitrate.", 'Tomorrow Is Forever print')], ["'Tomorrow Is Forever' (1946)"], ['2026-11-13']),
  dateTrap('den-trap-other-day', 'dates-en', 'en', [d('car-deck-crates.md', 'The other day a passenger left a dog crate on the car deck. Lost property keeps crates for 14 days, then they go to the Oban depot.', 'Crates left on the car deck')], ['The other day a passenger left a dog crate on the car deck.'], ['2026-11-11', '2026-11-10', '2026-11-09']),
  dateTrap('den-trap-rota-vars', 'dates-en', 'en', [d('timetable-export.md', 'The timetable export fills `tomorrow_rota` from the cover sheet, and a bare `now()` stamps each row when the sheet is saved.', 'Timetable export fields', 'reference')], ['The timetable export fills `tomorrow_rota` from the cover sheet, and a bare `now()` stamps each row when the sheet is saved.'], ['2026-11-13']),
  dateTrap('den-trap-generic-tomorrow', 'dates-en', 'en', [d('listing-confirmations.md', "Interpreters booked for tomorrow's list confirm with the listing office by 18:00, otherwise the slot is offered to the reserve.", 'Confirming bookings with the listing office', 'feedback')], ["Interpreters booked for tomorrow's list confirm with the listing office by 18:00"], ['2026-11-13']),
];

const DATES_ZH: QualityCase[] = [
  // Simplified
  dated('dzh-warehouse-glued', 'dates-zh', 'zh', [d('picking-upgrade.md', '前天线上仓的拣货系统升级，升级后波次间隔是两小时。', '线上仓拣货系统升级')], ['2026-11-10'], ['前天'], { keep: ['线上仓的拣货系统升级'] }),
  dated('dzh-driving-school-glued', 'dates-zh', 'zh', [d('mock-exam-cancelled.md', '下周三和周四的科目二模拟考取消，教练车送去年检。', '科目二模拟考取消')], ['2026-11-18'], ['下周三'], { keep: ['教练车送去年检'], forbid: ['2025'] }),
  dated('dzh-tcm-last-night', 'dates-zh', 'zh', [d('decoction-boiler.md', '昨晚煎药房的锅炉跳闸，夜班的代煎订单顺延到今天下午出。', '煎药房锅炉跳闸')], ['2026-11-11'], ['昨晚', '今天']),
  dated('dzh-script-shop-three-days', 'dates-zh', 'zh', [d('host-manual.md', '大前天有客人把《长安夜》的主持人手册带走了，已经补印一本放在吧台抽屉。', '《长安夜》主持人手册')], ['2026-11-09'], ['大前天'], { forbid: ['大2026'], keep: ['已经补印一本放在吧台抽屉'] }),
  dated('dzh-marathon-two-weeks', 'dates-zh', 'zh', [d('water-stations.md', '上上周的补给站复盘会定了：每 2.5 公里设一个水站，30 公里后加设能量胶点。', '补给站设置')], ['2026-10-26'], ['上上周'], { forbid: ['上2026'], keep: ['每 2.5 公里设一个水站'] }),
  dateTrap('dzh-trap-broken-week', 'dates-zh', 'zh', [d('playground-rota.md', '开学那一周三个班轮流用操场，之后固定每周二、周四给大班用。', '操场使用安排')], ['开学那一周三个班轮流用操场，之后固定每周二、周四给大班用。'], ['2026-11-18', '2026-11-19']),
  dateTrap('dzh-trap-group-name', 'dates-zh', 'zh', [d('pilot-group.md', '飞手群的群名叫“明天不下雨”，老客户都认这个群名，别改。', '飞手微信群')], ['“明天不下雨”'], ['2026-11-13']),
  // Taiwan
  dated('dzh-tw-cram-next-tue', 'dates-zh', 'zh', [d('mock-test-room.md', '下禮拜二的模擬考改在三樓大教室，二樓冷氣還沒修好。', '模擬考教室')], ['2026-11-17'], ['下禮拜二'], { keep: ['二樓冷氣還沒修好'] }),
  dated('dzh-tw-boba-last-week', 'dates-zh', 'zh', [d('tapioca-batches.md', '上禮拜開始珍珠每兩小時煮一鍋，不要一次煮三鍋放著。', '珍珠煮法')], ['2026-11-02'], ['上禮拜'], { keep: ['不要一次煮三鍋放著'] }),
  dated('dzh-tw-bus-day-after', 'dates-zh', 'zh', [d('last-bus.md', '後天起紅 27 路末班車延到 23:40，司機排班表已經更新。', '紅 27 末班車')], ['2026-11-14'], ['後天'], { keep: ['司機排班表已經更新'] }),
  dateTrap('dzh-tw-trap-line-name', 'dates-zh', 'zh', [d('line-account.md', 'LINE 官方帳號的名稱是「今天配、明天取」，跟招牌一樣，不要改。', 'LINE 官方帳號')], ['「今天配、明天取」'], ['2026-11-13']),
  dateTrap('dzh-tw-trap-typhoon', 'dates-zh', 'zh', [d('typhoon-shipping.md', '只要颱風停班停課，隔天的出貨就一律順延一天，禮盒先封膜放冷氣房。', '颱風天出貨規則', 'feedback')], ['只要颱風停班停課，隔天的出貨就一律順延一天'], ['2026-11-13']),
  // Cantonese / Hong Kong
  dated('dzh-hk-yum-cha-kamyat', 'dates-zh', 'zh', [d('har-gow-wrapper.md', '琴日蝦餃皮換咗澄麵牌子，師傅話要試多幾籠先定。', '蝦餃皮澄麵')], ['2026-11-11'], ['琴日'], { keep: ['師傅話要試多幾籠先定'] }),
  dated('dzh-hk-fish-tingyat', 'dates-zh', 'zh', [d('fish-market-run.md', '聽日朝早六點前要去香港仔魚市場攞貨，老闆話唔好遲。', '香港仔魚市場攞貨')], ['2026-11-13'], ['聽日'], { keep: ['老闆話唔好遲'] }),
  dated('dzh-hk-tong-lau-cinyat', 'dates-zh', 'zh', [d('repair-levy.md', '前日夾份嘅維修費已經交咗俾法團，收據喺藍色文件夾。', '唐樓維修費')], ['2026-11-10'], ['前日'], { keep: ['收據喺藍色文件夾'] }),
  dated('dzh-hk-taxi-next-wed', 'dates-zh', 'zh', [d('night-shift-handover.md', '下個禮拜三開始，夜更交更時間由凌晨四點改做五點。', '夜更交更時間')], ['2026-11-18'], ['下個禮拜三']),
  dateTrap('dzh-hk-trap-generic', 'dates-zh', 'zh', [d('driver-checkin.md', '凡係聽日要出車嘅司機，今晚十點前要喺 WhatsApp 群報到。', '司機報到規矩', 'feedback')], ['凡係聽日要出車嘅司機，今晚十點前要喺 WhatsApp 群報到。'], ['2026-11-13']),
  dateTrap('dzh-hk-trap-recurring', 'dates-zh', 'zh', [d('tram-depot-checks.md', '逢禮拜三下晝三點後電車廠做例行檢查，唔好排加班車。', '電車廠例行檢查')], ['逢禮拜三下晝三點後電車廠做例行檢查，唔好排加班車。'], ['2026-11-18']),
];

const SUPERSESSION: QualityCase[] = [
  sup('sup-cleanroom-moved', 'en',
    o('iv-compounding.md', "Antibiotic IV bags are compounded in the aseptic unit on level 2. Batches over 40 bags need the chief pharmacist's sign-off.", 'Where IV antibiotics are compounded'),
    n('cleanroom-move.md', 'We moved IV antibiotic compounding from the level 2 aseptic unit to the new east-wing cleanroom.', 'IV compounding moved to the east-wing cleanroom'),
    ['compounded in the aseptic unit on level 2'], ["Batches over 40 bags need the chief pharmacist's sign-off."]),
  sup('sup-comms-replaced', 'en',
    o('team-comms.md', 'Team voice comms run on Discord. The coach joins muted during official matches.', 'Team voice comms'),
    n('comms-change.md', 'Replaced Discord with Mumble for match comms — lower latency on LAN.', 'Match comms change'),
    ['comms run on Discord'], ['The coach joins muted during official matches.']),
  sup('sup-giftcard-deprecated', 'en',
    o('gift-cards.md', 'Gift cards are redeemed through the Loyverse add-on. Refunds on gift cards go to store credit only.', 'Gift card redemption'),
    n('pos-gift-card-screen.md', 'The Loyverse gift-card add-on is deprecated, use the Square gift card screen instead.', 'Gift card screen on the POS'),
    ['redeemed through the Loyverse add-on'], ['Refunds on gift cards go to store credit only.']),
  sup('sup-fax-no-longer', 'en',
    o('casualty-reports.md', 'Casualty reports are faxed to the Raigmore HEMS desk after every call-out.\nCuillin ridge incidents use radio channel 3.', 'Casualty reports and radio channels'),
    n('sarcall-reports.md', 'We no longer fax casualty reports; they go through the SARCALL web form now.', 'Casualty reports via SARCALL'),
    ['faxed to the Raigmore HEMS desk'], ['Cuillin ridge incidents use radio channel 3.']),
  sup('sup-harbour-is-now', 'en',
    o('harbour-office.md', '- Harbour office contact: Donald Reid, ext 214\n- Vehicles over 6 m must pre-book', 'Harbour office basics'),
    n('harbour-contact.md', 'The harbour office contact is now Fiona MacLeod (Donald Reid retired).', 'Harbour office contact'),
    ['contact: Donald Reid'], ['Vehicles over 6 m must pre-book']),
  sup('sup-catalogue-migrated', 'en',
    o('catalogue.md', 'The catalogue lives in the FileMaker database on the vault PC. Accession numbers start with FA- followed by the year.', 'Film catalogue'),
    n('catalogue-migration.md', 'Catalogue migrated to CollectiveAccess; the old FileMaker file on the vault PC is read-only.', 'Catalogue migration'),
    ['catalogue lives in the FileMaker database'], ['Accession numbers start with FA- followed by the year.']),
  sup('sup-zh-booking-migrated', 'zh',
    o('appointment-booking.md', '患者预约走的是好大夫平台。初诊患者需要提前一天电话确认。', '患者预约方式'),
    n('booking-miniapp.md', '预约系统已经从好大夫平台迁移到了馆里自己的微信小程序。', '预约系统迁移'),
    ['预约走的是好大夫平台'], ['初诊患者需要提前一天电话确认。']),
  sup('sup-zh-bookshop-deprecated', 'zh',
    o('book-intake.md', '图书入库扫码用的是旧的书友通软件；每本书都要拍封面照。', '图书入库流程'),
    n('intake-software.md', '书友通已弃用，入库扫码现在用孔夫子旧书网的商家后台。', '入库扫码软件'),
    ['用的是旧的书友通软件'], ['每本书都要拍封面照。']),
  sup('sup-tw-douhua-gaiwei', 'zh',
    o('soy-milk-cooking.md', '豆漿每天凌晨三點開磨，磨好的豆漿用柴火鍋煮。', '豆漿怎麼煮'),
    n('steam-kettle.md', '柴火鍋改為電蒸汽鍋，是消防局檢查後要求的。', '煮豆漿的鍋'),
    ['用柴火鍋煮'], ['豆漿每天凌晨三點開磨']),
  sup('sup-hk-radio-swapped', 'zh',
    o('taxi-radio.md', '車隊對講機用開 Motorola 舊機。夜更司機要喺九點前報到。', '車隊對講機'),
    n('radio-upgrade.md', '對講機已經全部換晒做 Hytera 新機，Motorola 舊機唔再用。', '對講機換新'),
    ['用開 Motorola 舊機'], ['夜更司機要喺九點前報到。']),
  sup('sup-cross-invoices', 'zh',
    o('interpreter-invoices.md', "Interpreter invoices are submitted through the Clarion portal. Anything above 8 hours needs the clerk's approval.", 'Interpreter invoices'),
    n('invoice-system.md', '口译员发票不再走 Clarion 门户，改用法院新的 eBilling 系统提交。', '口译员发票系统'),
    ['submitted through the Clarion portal'], ["Anything above 8 hours needs the clerk's approval."]),
  sup('sup-cross-eu-carrier', 'en',
    o('eu-parcels.md', '发往欧洲的包裹都走 DHL 小包；超过 2 公斤的要单独报关。', '欧洲包裹物流'),
    n('eu-carrier.md', 'EU parcels: switched from DHL small-packet to Yanwen Tracked.', 'EU parcel carrier'),
    ['都走 DHL 小包'], ['超过 2 公斤的要单独报关']),
  pairTrap('sup-trap-other-year', 'supersession', 'en',
    o('chem-practicals.md', 'Year 11 chemistry practicals run in Lab 3.', 'Year 11 chemistry practicals'),
    n('lab-swap.md', 'Year 10 practicals moved from Lab 3 to Lab 5 while the fume hood is replaced.', 'Year 10 lab swap'), SUP_QUIET),
  pairTrap('sup-trap-trial', 'supersession', 'en',
    o('jersey-supplier.md', 'Jersey orders go through Owayo; allow five weeks.', 'Jersey supplier'),
    n('kit-trial.md', 'Trialling Kitlocker for jerseys — no decision until the sample arrives, keep ordering from Owayo meanwhile.', 'Kitlocker trial'), SUP_QUIET),
  pairTrap('sup-trap-plan-fell-through', 'supersession', 'zh',
    o('group-buy-supply.md', '团购的蔬菜统一从城南批发市场拿货。', '团购蔬菜货源'),
    n('coop-plan.md', '之前打算改从合作社直采，但合同没签成，蔬菜还是从城南批发市场拿。', '合作社直采计划'), SUP_QUIET),
  pairTrap('sup-tw-trap-reverted', 'supersession', 'zh',
    o('tyre-supplier.md', '輪胎都跟正新叫貨。', '輪胎叫貨'),
    n('tyre-supplier-note.md', '之前試過改跟瑪吉斯叫貨，交期太慢，已經改回正新。', '輪胎叫貨備註'), SUP_QUIET),
  pairTrap('sup-hk-trap-other-subject', 'supersession', 'zh',
    o('chinese-worksheets.md', '中文科嘅補充練習用《階梯閱讀》。', '中文科補充練習'),
    n('english-worksheets.md', '英文科嘅練習由 Longman 轉咗做 Oxford。', '英文科練習'), SUP_QUIET),
  pairTrap('sup-cross-trap-other-route', 'supersession', 'zh',
    o('lismore-ferry-payment.md', 'The Lismore ferry takes cash and cards.', 'Lismore ferry payment'),
    n('kerrera-ferry-payment.md', 'Kerrera 渡轮从只收现金改为可以刷卡了。', 'Kerrera 渡轮付款'), SUP_QUIET),
];

const CONTRADICTION: QualityCase[] = [
  contra('con-last-sailing', 'en',
    o('kerrera-last-sailing.md', 'Last sailing from Kerrera on weekdays leaves at 17:40.', 'Kerrera last sailing'),
    n('kerrera-evening.md', 'Weekday last boat back from Kerrera: 18:10.', 'Kerrera evening boat'), ['17:40']),
  contra('con-vanc-trough', 'en',
    o('vanc-troughs.md', 'Vancomycin trough levels are drawn before the fourth dose.', 'Vancomycin troughs', 'reference'),
    n('tdm-notes.md', 'Vanc troughs -> take the sample before the third dose.', 'Drug level monitoring notes', 'reference'), ['before the fourth dose']),
  contra('con-duty-phone', 'en',
    o('duty-phone.md', 'Ewan carries the team duty phone for the winter season. The charger lives in the base radio room.', 'Team duty phone'),
    n('winter-rota.md', 'Winter duty phone holder: Morag (she swaps with Calum when she is on the hill).', 'Winter rota'),
    ['Ewan carries the team duty phone'], ['The charger lives in the base radio room.']),
  contra('con-croissant-price', 'en',
    o('croissant-price.md', 'Croissant price on the POS: £2.10.', 'Croissant price'),
    n('viennoiserie-prices.md', 'Croissants ring up at £2.40; pain au chocolat at £2.60.', 'Viennoiserie prices'), ['£2.10']),
  contra('con-scrim-format', 'en',
    o('scrim-format.md', 'Ranked scrims are played best of three.', 'Scrim format'),
    n('scrim-rules.md', 'Ranked scrims: Bo5, side swap after map 2.', 'Scrim rules'), ['best of three']),
  contra('con-vault-setpoint', 'en',
    o('nitrate-vault.md', 'Vault 2, the nitrate vault, is held at 4 °C and 35 % RH.', 'Nitrate vault climate'),
    n('vault-2-setpoint.md', 'Vault 2 (nitrate) set point: 2 °C, RH 35 %.', 'Vault 2 set point'), ['4 °C']),
  contra('con-zh-night-nurses', 'zh',
    o('night-nurses.md', '三楼护理站夜班只排一名护士。', '三楼夜班护士'),
    n('floor3-night.md', '三楼夜班护士配两名，其中一名专门负责翻身。', '三楼夜班配置'), ['只排一名护士']),
  contra('con-zh-ice-load', 'zh',
    o('ice-load.md', '冰鲜船每次出海最多带 12 吨冰。', '冰鲜船带冰量'),
    n('ice-limit.md', '冰鲜船载冰上限：15 吨。', '冰鲜船载冰上限'), ['12 吨']),
  contra('con-tw-first-bus', 'zh',
    o('first-bus.md', '紅 27 路頭班車早上 5:50 從板橋發車。', '紅 27 頭班車'),
    n('route-27.md', '紅27 首班車 06:10 板橋站開。', '紅27 時刻'), ['5:50']),
  contra('con-hk-har-gow', 'zh',
    o('har-gow.md', '蝦餃每籠四粒。', '蝦餃份量'),
    n('dim-sum-portions.md', '蝦餃一籠三粒，燒賣一籠四粒。', '點心份量'), ['蝦餃每籠四粒']),
  contra('con-cross-interpreter-rate', 'zh',
    o('interpreter-rates.md', 'Mandarin interpreters are paid £42 an hour at the Crown Court.', 'Interpreter rates'),
    n('crown-court-rates.md', '刑事法院普通话口译时薪 45 英镑。', '刑事法院口译时薪'), ['£42']),
  contra('con-cross-cutoff', 'en',
    o('cutoff.md', '仓库每天下午四点截单。', '仓库截单时间'),
    n('dispatch-cutoff.md', 'Warehouse cut-off for same-day dispatch is 15:00.', 'Same-day dispatch cut-off'), ['下午四点截单']),
  pairTrap('con-trap-seasons', 'contradiction', 'en',
    o('summer-sailings.md', 'Summer timetable: 14 return sailings a day to Craignure.', 'Summer sailings'),
    n('winter-sailings.md', 'Winter timetable: 9 return sailings a day to Craignure.', 'Winter sailings'), CON_QUIET),
  pairTrap('con-trap-same-dose', 'contradiction', 'en',
    o('iv-paracetamol.md', 'Adult IV paracetamol: 1 g every 6 hours, at most 4 doses a day.', 'IV paracetamol dosing', 'reference'),
    n('paracetamol-max.md', 'Max IV paracetamol for an adult over 50 kg: 4000 mg in 24 hours.', 'IV paracetamol maximum', 'reference'), CON_QUIET),
  pairTrap('con-trap-rosters', 'contradiction', 'en',
    o('bootcamp-main.md', 'Main roster bootcamp is in Katowice.', 'Main roster bootcamp'),
    n('bootcamp-academy.md', 'Academy roster bootcamp: Berlin, same dates as the main roster.', 'Academy bootcamp'), CON_QUIET),
  pairTrap('con-zh-trap-weekend', 'contradiction', 'zh',
    o('visiting-weekday.md', '工作日探视时间是下午两点到五点。', '工作日探视时间'),
    n('visiting-weekend.md', '周末探视时间是上午十点到下午五点。', '周末探视时间'), CON_QUIET),
  pairTrap('con-zh-trap-jin', 'contradiction', 'zh',
    o('hairtail-box.md', '每箱冰鲜带鱼净重 10 公斤。', '带鱼每箱重量'),
    n('hairtail-packing.md', '带鱼装箱：每箱净重 20 斤。', '带鱼装箱'), CON_QUIET),
  pairTrap('con-hk-trap-holiday', 'contradiction', 'zh',
    o('tea-charge-weekday.md', '平日早茶茶位每位 $12。', '平日茶位'),
    n('tea-charge-weekend.md', '星期六日同公眾假期茶位每位 $15。', '假日茶位'), CON_QUIET),
];

const PARAPHRASE: QualityCase[] = [
  para('par-crush-tablets', 'en',
    o('crushing-tablets.md', 'Never crush extended-release tablets for NG tubes.', 'Crushing tablets', 'feedback'),
    n('tube-feeding-meds.md', 'Modified-release tablets must be given whole; if the patient is tube-fed, ask for a liquid formulation.', 'Meds for tube-fed patients', 'feedback')),
  para('par-self-deploy', 'en',
    o('self-deploy.md', 'Team members shall not self-deploy to an incident without a call-out from the team leader.', 'Self-deployment', 'feedback'),
    n('shout-etiquette.md', "don't just turn up at a shout unless the TL has actually paged you pls", 'Turning up at shouts', 'feedback')),
  para('par-reduced-shelf', 'en',
    o('reduced-shelf.md', 'Pastries left over from the previous day go on the reduced shelf at 30 % off.', 'Reduced shelf'),
    n('day-old-pastries.md', 'Day-old viennoiserie is sold at 30% off from the reduced shelf.', 'Day-old pastries')),
  para('par-vod-review', 'en',
    o('vod-review.md', 'VOD review -> within 24h of every official. no exceptions', 'VOD review', 'feedback'),
    n('match-review.md', 'We review the recording of each official match within a day of playing it.', 'Match review', 'feedback')),
  para('par-gloves', 'en',
    o('film-gloves.md', 'Wear nitrile gloves when handling film; cotton gloves snag on splices.', 'Gloves for film handling', 'feedback'),
    n('inspection-room.md', 'Cotton gloves are banned in the inspection room because they catch on splices — use nitrile.', 'Inspection room rules', 'feedback')),
  para('par-year13-cover', 'en',
    o('year13-cover.md', 'Cover supervisors are never placed with Year 13 classes.', 'Year 13 cover'),
    n('sixth-form-cover.md', 'Year 13 lessons always get a subject teacher as cover, not a cover supervisor.', 'Sixth form cover')),
  para('par-zh-pre-drive', 'zh',
    o('pre-drive-check.md', '学员上车前必须先检查安全带和后视镜。', '上车前检查', 'feedback'),
    n('before-ignition.md', '上车第一件事：调后视镜、系安全带，没做完不许点火。', '点火前', 'feedback')),
  para('par-zh-battery-label', 'zh',
    o('battery-labels.md', '所有带锂电池的货都要贴 UN3481 标签。', '锂电池标签'),
    n('lithium-sku.md', '含锂电池的 SKU 一律要贴 UN3481 label，漏贴会被 carrier 退回。', '锂电池 SKU')),
  para('par-tw-ice-water', 'zh',
    o('ice-water.md', '冰塊不能用水龍頭的水做，一定要用 RO 水。', '冰塊用水', 'feedback'),
    n('ice-machine.md', '製冰機只接 RO 逆滲透水，不接自來水。', '製冰機接水', 'feedback')),
  para('par-hk-live-fish', 'zh',
    o('live-fish.md', '活魚必須在顧客面前宰殺。', '活魚宰殺規定', 'feedback'),
    n('fish-stall-rule.md', '啲生猛魚一定要喺客面前劏，唔好攞入後面先劏。', '魚檔規矩', 'feedback')),
  para('par-cross-full-rendering', 'zh',
    o('full-rendering.md', 'Interpreters must not summarise testimony; every answer is rendered in full.', 'Rendering testimony', 'feedback'),
    n('testimony-zh.md', '证人的回答要完整口译，不能概括。', '证词口译', 'feedback')),
  para('par-cross-pregnancy-rx', 'en',
    o('pregnancy-rx.md', '孕妇的方子一律要主任医师复核。', '孕妇处方复核', 'feedback'),
    n('pregnancy-prescriptions.md', 'Any prescription for a pregnant patient has to be double-checked by the chief physician.', 'Prescriptions in pregnancy', 'feedback')),
  pairTrap('par-trap-two-ferries', 'paraphrase', 'en',
    o('lismore-dogs.md', 'Dogs on the Lismore ferry must stay on the car deck.', 'Dogs on the Lismore ferry'),
    n('kerrera-dogs.md', 'Dogs on the Kerrera ferry must stay in the passenger cabin on a lead.', 'Dogs on the Kerrera ferry'), DUP_QUIET),
  pairTrap('par-trap-insulin', 'paraphrase', 'en',
    o('insulin-unopened.md', 'Insulin pens are stored in the fridge until first use.', 'Unopened insulin pens', 'reference'),
    n('insulin-in-use.md', 'Insulin pens in use are kept at room temperature for up to 28 days.', 'Insulin pens in use', 'reference'), DUP_QUIET),
  pairTrap('par-trap-starters', 'paraphrase', 'en',
    o('rye-starter.md', 'The rye sourdough starter is fed at 06:00 with equal parts flour and water.', 'Rye starter'),
    n('wheat-starter.md', 'The wheat sourdough starter is fed at 06:00 with twice its weight in flour and water.', 'Wheat starter'), DUP_QUIET),
  pairTrap('par-zh-trap-floors', 'paraphrase', 'zh',
    o('floor2-meds.md', '二楼老人晚饭后七点服药。', '二楼服药时间'),
    n('floor3-meds.md', '三楼老人晚饭后八点服药。', '三楼服药时间'), DUP_QUIET),
  pairTrap('par-tw-trap-subjects', 'paraphrase', 'zh',
    o('essay-chinese.md', '國文作文簿每週五收。', '國文作文簿'),
    n('essay-english.md', '英文作文簿每週一收。', '英文作文簿'), DUP_QUIET),
  pairTrap('par-hk-trap-building', 'paraphrase', 'zh',
    o('roof-tank.md', '天台水缸每半年洗一次。', '天台水缸'),
    n('water-meter-room.md', '地下水錶房每半年檢查一次。', '水錶房'), DUP_QUIET),
];

export const HELDOUT_19_FACTS_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...SUPERSESSION, ...CONTRADICTION, ...PARAPHRASE];
