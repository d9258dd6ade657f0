import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 13, part dates: English and Chinese relative dates and explicit supersessions, written by
 * the dates fixer of round 16 before any rule change of that round, from the kinds of misses
 * HELD-OUT 16-18 showed (never copies of them): a relative date in a Markdown table cell, in a
 * pasted message quoted with `>`, a day count said in words ("nine days ago"), "from last month
 * on", Cantonese 後日 and a Taiwanese 上個月; supersessions said as "went from X to Y" in release
 * notes, "X has taken over from Y", "we've stopped X; Y instead", 不再…改成, 已停用…改用
 * (Traditional), Cantonese 唔再用…改咗用.
 *
 * Domains none of the earlier sets used: a municipal boiler house, a letter-sorting office, a
 * rope-access crew, a cheese cave, a school canteen, a dog-sled kennel, a bell foundry, a
 * bicycle courier co-op, a pottery, a hat maker, a reptile shop, a 社区食堂, 古琴社, 茶行
 * (Taiwan), 花墟 stall (Hong Kong), 街市魚檔 (Hong Kong).
 *
 * Traps: a table whose date words are column headers of a rota template, a pasted shop policy
 * (generic: "orders after 2 pm ship tomorrow"), a hypothetical "if … tomorrow", a title
 * ("The Day After Tomorrow" screening), Chinese song title 《昨日重现》 and a generic 如果明天,
 * a recurring 每逢星期五 … 下個禮拜; supersession traps where the change is said of another
 * thing (another class's room, another attribute of the same van, a library's photocopier
 * against its hours).
 *
 * Calendar: date memories are written on Thursday 2026-11-19: the day before yesterday =
 * 2026-11-17, nine days ago = 2026-11-10, the day after tomorrow / 后天 / 後日 = 2026-11-21,
 * next Tuesday / 下周二 = 2026-11-24, last month / 上個月 = 2026-10. Pairs are 2026-04-14 (older)
 * and 2026-10-20 (newer) and hold no relative date; flags name both memories by file name.
 *
 * 22 cases, 8 traps: dates-en 7 (3 traps), dates-zh 6 (2 traps), supersession 9 (3 traps);
 * English 12, Chinese 10 (Simplified, Taiwanese, Hong Kong Cantonese).
 */

const DAY = '2026-11-19';
const OLD = '2026-04-14';
const NEW = '2026-10-20';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');
const lines = (body: string): string[] => body.split('\n').map((l) => l.trim()).filter((l) => l !== '');
type DateCat = 'dates-en' | 'dates-zh';
const langOf = (c: DateCat): 'en' | 'zh' => (c === 'dates-en' ? 'en' : 'zh');

function dateFix(id: string, category: DateCat, m: CaseMemory, contains: string[], absent: string[], keep: string[] = []): QualityCase {
  return { id, category, lang: langOf(category), memories: [m], fixed: { contains, absent }, ...(keep.length ? { keep } : {}) };
}

/** Date-looking words that are no event: every line stays as written. */
function dateTrap(id: string, category: DateCat, m: CaseMemory): QualityCase {
  return { id, category, lang: langOf(category), trap: true, memories: [m], keep: lines(m.body) };
}

/** An explicit supersession: the older memory's `absent` text goes, or an `outdated` finding names both. */
function sup(id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string], absent: string[], keep: string[] = []): QualityCase {
  return {
    id,
    category: 'supersession',
    lang,
    explicit: true,
    memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
    fixed: { absent, contains: keep },
    flag: { kinds: ['outdated'], mentions: [stem(a[0]), stem(b[0])] },
    keep: [b[1].split('\n')[0]!, ...keep],
  };
}

/** Two memories where the newer one changes something the older one does not say. */
function supTrap(id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase {
  return { id, category: 'supersession', lang, trap: true, memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)], keep: [a[1], b[1]], quiet: ['outdated', 'contradiction'] };
}

export const TUNING_13_DATES_CASES: QualityCase[] = [
  // ---- dates-en: a table cell, a quoted message, a day count in words, "from last month on", weeks
  dateFix('t13-dates-en-boiler-table-cell', 'dates-en',
    mem('boiler-house-status.md', 'Boiler house, weekly sheet:\n\n| Unit | Last flue clean | Note |\n|---|---|---|\n| Boiler 3 | the day before yesterday | soot was heavy |\n| Boiler 4 | 2026-10-02 | fine |'),
    ['2026-11-17'], ['the day before yesterday'], ['| Boiler 4 | 2026-10-02 | fine |']),
  dateFix('t13-dates-en-quoted-courier-sms', 'dates-en',
    mem('sorting-office-van.md', 'SMS from the hire company, as it came in:\n> Your replacement van is ready. Pick it up the day after tomorrow from the Eastgate depot, bring the damage form.\n\nThe hire contract is in the blue folder.'),
    ['2026-11-21'], ['the day after tomorrow'], ['The hire contract is in the blue folder.']),
  dateFix('t13-dates-en-nine-days-ago', 'dates-en',
    mem('rope-access-anchors.md', 'The roof anchors on block C were load-tested nine days ago by Ferrovia; the certificate runs for twelve months.'),
    ['2026-11-10'], ['nine days ago'], ['the certificate runs for twelve months.']),
  dateFix('t13-dates-en-from-last-month-on', 'dates-en',
    mem('cheese-cave-humidity.md', 'From last month on, the cheese cave humidity is logged twice a day instead of once; the logger sits on shelf 2.', DAY, 'feedback'),
    ['2026-10'], ['From last month on'], ['the logger sits on shelf 2.']),
  dateTrap('t13-dates-en-trap-rota-template-table', 'dates-en',
    mem('canteen-rota.md', 'Canteen rota template (copy it every Monday):\n\n| Task | Today | Tomorrow |\n|---|---|---|\n| Soup | whoever opens | whoever closes |\n| Salad bar | Jess | Omar |', DAY, 'reference')),
  dateTrap('t13-dates-en-trap-quoted-policy', 'dates-en',
    mem('kennel-shop-orders.md', 'The harness supplier\'s terms, quoted from their site:\n> Orders placed after 2 pm ship tomorrow. Custom sizes take five working days.\n\nWe order the X-back harnesses from them.', DAY, 'reference')),
  dateTrap('t13-dates-en-trap-film-title-if-tomorrow', 'dates-en',
    mem('foundry-open-day.md', 'Open-day film slot: "The Day After Tomorrow" plays in the casting hall at 15:00. If it rains tomorrow or on any open day, the bell pour moves indoors.', DAY, 'reference')),

  // ---- dates-zh: a table cell, a quoted WeChat message, Cantonese 後日 / 琴晚, Taiwanese 上個月
  dateFix('t13-dates-zh-canteen-table-cell', 'dates-zh',
    mem('shequ-shitang-jihua.md', '社区食堂这周安排：\n\n| 事项 | 时间 | 负责人 |\n|---|---|---|\n| 消防演练 | 后天下午 | 物业老吴 |\n| 菜单公示 | 每周一 | 小刘 |'),
    ['2026-11-21'], ['后天'], ['| 菜单公示 | 每周一 | 小刘 |']),
  dateFix('t13-dates-zh-guqin-quoted-wechat', 'dates-zh',
    mem('guqin-she-changdi.md', '社长在群里发的：\n> 下周二晚上的雅集改到三楼茶室，大家自己带琴。\n\n茶室钥匙找前台登记。'),
    ['2026-11-24'], ['下周二'], ['茶室钥匙找前台登记。']),
  dateFix('t13-dates-zh-hk-flower-stall-houjat', 'dates-zh',
    mem('flower-stall-delivery.md', '後日朝早七點花墟批發嗰邊送年桔嚟，記住留位俾貨車泊。'),
    ['2026-11-21'], ['後日'], []),
  dateFix('t13-dates-zh-tw-tea-last-month', 'dates-zh',
    mem('tea-shop-price-tw.md', '上個月開始，凍頂烏龍的散裝價一斤漲到 1,800 元，老客人照舊打九折。'),
    ['2026'], ['上個月'], ['老客人照舊打九折。']),
  dateTrap('t13-dates-zh-trap-song-title-ruguo', 'dates-zh',
    mem('guqin-she-qumu.md', '联欢会的合奏曲目是《昨日重现》改编版。如果明天下雨，联欢会就改在室内。', DAY, 'reference')),
  dateTrap('t13-dates-zh-trap-hk-recurring', 'dates-zh',
    mem('fish-stall-hk-rota.md', '每逢星期五收檔之後點存貨，下個禮拜要補嘅貨就寫喺白板度。', DAY, 'reference')),

  // ---- supersession, English: release notes "went from … to", "has taken over from", "stopped …; … instead"
  sup('t13-dates-sup-en-release-went-from', 'en',
    ['courier-exports.md', 'The co-op\'s nightly job exports finished deliveries as CSV files to the shared drive. Exports are kept for 30 days.'],
    ['courier-release-notes.md', 'Release 4.1: the nightly delivery export went from CSV to Parquet, same folder.'],
    ['as CSV files to the shared drive'], ['Exports are kept for 30 days.']),
  sup('t13-dates-sup-en-taken-over-from', 'en',
    ['hat-shop-felt.md', 'Rabbit felt hoods are bought from Tonak in Czechia. Every hood is steamed before blocking.'],
    ['felt-supplier.md', 'Fepsa has taken over from Tonak as our felt hood supplier.'],
    ['bought from Tonak in Czechia'], ['Every hood is steamed before blocking.']),
  sup('t13-dates-sup-en-stopped-instead', 'en',
    ['reptile-feeding.md', 'The corn snakes are fed live mice on Sundays. Water bowls are changed daily.'],
    ['snake-feeding-change.md', "We've stopped feeding live mice to the corn snakes; they get frozen-thawed mice instead."],
    ['fed live mice on Sundays'], ['Water bowls are changed daily.']),
  // ---- supersession, Chinese: 不再…改成, 已停用…改用 (Taiwan), 唔再用…改咗用 (Hong Kong)
  sup('t13-dates-sup-zh-canteen-bugai', 'zh',
    ['shequ-shitang-zhifu.md', '社区食堂的老人餐用饭票结算，每月一号在窗口换票。'],
    ['shitang-saoma.md', '食堂不再收饭票了，老人餐改成刷社保卡。'],
    ['老人餐用饭票结算'], []),
  sup('t13-dates-sup-zh-tw-tea-tingyong', 'zh',
    ['tea-shop-shipping-tw.md', '網購訂單用黑貓宅急便寄出，下午三點前付款當天出貨。'],
    ['tea-shop-shipping-change-tw.md', '已停用黑貓宅急便，網購訂單改用新竹物流寄送。'],
    ['用黑貓宅急便寄出'], []),
  sup('t13-dates-sup-zh-hk-fish-stall-payme', 'zh',
    ['fish-stall-payment.md', '魚檔收錢用八達通，大單先收現金。逢星期一休息。'],
    ['fish-stall-payme.md', '魚檔而家唔再用八達通收錢，改咗用 PayMe 同轉數快。'],
    ['魚檔收錢用八達通'], ['逢星期一休息。']),
  // ---- supersession traps: the change is said of another thing
  supTrap('t13-dates-sup-trap-en-other-class', 'en',
    ['pottery-tuesday-class.md', 'The Tuesday wheel class meets in the back studio.'],
    ['pottery-thursday-class.md', 'The Thursday handbuilding class no longer meets in the back studio; it is in the glaze room now.']),
  supTrap('t13-dates-sup-trap-en-other-attribute', 'en',
    ['kennel-van-service.md', 'The dog van is serviced at Northway Motors every 10,000 miles.'],
    ['kennel-van-insurer.md', 'The dog van is now insured with Harbour Mutual, not Aviva.']),
  supTrap('t13-dates-sup-trap-zh-other-thing', 'zh',
    ['library-hours-zh.md', '社区图书馆周六开放到下午五点。'],
    ['library-copier-zh.md', '图书馆的复印机不再收现金，改成扫码付款。']),
];
