import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 12, part changes: explicit supersessions and implicit contradictions, written by the fixer
 * of these categories before any rule change, from the kinds of misses HELD-OUT 17 showed (a change
 * marker whose old statement is said in other words: "no longer … ; now", "has been moved to",
 * "replaced … with", a chat "switched over from … to", a commit "drop X, use Y", 改成 / 不再, 改由,
 * Cantonese 唔用…轉咗; a value said again with its unit in another shape: a weight limit, a driver
 * version, a delivery day, a price as a label, a dough weight, a negated permission), in domains of
 * their own (a pottery, a beekeeping club, a cinema, a choir, a web theme, a guest house, a swimming
 * pool, a tea restaurant, an island ferry, a shop till, a farm shop, a car wash, a bakery, a
 * community tool library).
 *
 * Traps: a change marker said of another thing than the older statement names (a food bank's other
 * pickup day, a music shop's other goods, a gym's other machines in Cantonese, a deprecation of what
 * the older statement never used), another scope of one kind of value (small / large parcels, two
 * meeting rooms in Chinese), and one value said again in another shape (Android 12 with its build).
 *
 * 21 cases (7 traps; 13 English, 8 Chinese: Simplified, Taiwanese, Hong Kong Cantonese). Pairs are
 * 2026-04-14 (older) and 2026-10-20 (newer); flags name both memories by file name.
 */

const OLD = '2026-04-14';
const NEW = '2026-10-20';
const STILL = ['outdated', 'contradiction'];
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');

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

/** An implicit contradiction: a finding naming both, or the older value gone and the newer kept. */
function con(id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string], absent: string[]): QualityCase {
  return {
    id,
    category: 'contradiction',
    lang,
    memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
    fixed: { absent, contains: [b[1]] },
    flag: { kinds: STILL, mentions: [stem(a[0]), stem(b[0])] },
  };
}

/** Two memories that neither supersede nor contradict each other: both stay, no finding of these kinds. */
function trap(id: string, category: 'supersession' | 'contradiction', lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase {
  return { id, category, lang, trap: true, memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)], keep: [a[1], b[1]], quiet: STILL };
}

export const TUNING_12_CHANGES_CASES: QualityCase[] = [
  // ---- supersession, English
  sup('t12-changes-sup-en-kiln-anymore', 'en',
    ['bisque-firing.md', 'Bisque firings are done in the electric kiln on Thursdays; the firing log hangs by the door.'],
    ['gas-kiln-bisque.md', "We don't use the electric kiln for bisque anymore, bisque now goes in the gas kiln."],
    ['done in the electric kiln'], ['the firing log hangs by the door']),
  sup('t12-changes-sup-en-extractor-moved', 'en',
    ['honey-extractor.md', "The club's honey extractor is kept in Hal's garage and booked through the club calendar."],
    ['extractor-new-home.md', 'The honey extractor has been moved to the allotment shed.'],
    ["kept in Hal's garage"], ['booked through the club calendar']),
  sup('t12-changes-sup-en-scanners-replaced', 'en',
    ['ticket-scanning.md', 'Ticket scanning at the cinema doors uses two Zebra handheld scanners.'],
    ['scanning-phones.md', 'Replaced the Zebra handhelds with phones running Veezi Scan at both doors.'],
    ['uses two Zebra handheld scanners']),
  sup('t12-changes-sup-en-choir-switched-over', 'en',
    ['choir-sheet-music.md', 'Choir sheet music lives in a shared Dropbox folder; Maria uploads new pieces on Sundays.'],
    ['choir-drive-chat.md', 'heads up all, sheet music got switched over from dropbox to the parish Google Drive'],
    ['lives in a shared Dropbox folder'], ['Maria uploads new pieces on Sundays']),
  sup('t12-changes-sup-en-commit-drop-use', 'en',
    ['theme-css-build.md', 'The theme build compiles SCSS with node-sass; run npm run build:css before a release.'],
    ['theme-sass-commit.md', 'build(theme): drop node-sass, use sass (dart-sass) for the SCSS build'],
    ['compiles SCSS with node-sass'], ['run npm run build:css before a release']),

  // ---- supersession, Chinese: Simplified, Taiwanese, Cantonese
  sup('t12-changes-sup-zh-lock-code-gaicheng', 'zh',
    ['minsu-door-code.md', '民宿的门锁密码每周一通过短信发给房客，前台留底。'],
    ['minsu-door-code-wechat.md', '门锁密码现在改成用微信发，不再发短信了。'],
    ['通过短信发给房客'], ['前台留底']),
  sup('t12-changes-sup-zh-tw-lifeguard-gaiyou', 'zh',
    ['pool-lifeguard-roster.md', '社區游泳池的救生員排班由陳先生負責，每週日在公告欄更新。'],
    ['pool-roster-handover.md', '救生員排班從十月起改由林小姐負責。'],
    ['由陳先生負責'], ['每週日在公告欄更新']),
  sup('t12-changes-sup-zh-hk-delivery-zyunzo', 'zh',
    ['chaa-chaan-teng-delivery.md', '茶記嘅外賣單用 Foodpanda 接，朝早十點開始接單。'],
    ['delivery-keeta.md', '外賣已經唔再用 Foodpanda，轉咗用 Keeta。'],
    ['外賣單用 Foodpanda 接'], ['朝早十點開始接單']),

  // ---- supersession traps: the marker is said of another thing than the older statement names
  trap('t12-changes-sup-trap-en-other-day', 'supersession', 'en',
    ['food-bank-tuesday.md', "The food bank's Tuesday pickup is at the church hall from 17:00."],
    ['food-bank-thursday.md', 'We no longer run the Thursday pickup at the school gym; the Tuesday one is unchanged.']),
  trap('t12-changes-sup-trap-en-never-used', 'supersession', 'en',
    ['till-receipts.md', 'Till receipts print on the Epson TM-m30 by the register.'],
    ['till-printer-note.md', 'The old Star TSP100 driver is deprecated; nothing to do for the Epson.']),
  trap('t12-changes-sup-trap-zh-other-goods', 'supersession', 'zh',
    ['piano-tuner.md', '琴行的钢琴调音师是老周，每季度来一次。'],
    ['guitar-stock.md', '琴行不再卖二手吉他，调音照旧找老周。']),
  trap('t12-changes-sup-trap-zh-hk-other-machine', 'supersession', 'zh',
    ['gym-treadmills.md', '健身室嘅跑步機係 Life Fitness，每月保養一次。'],
    ['gym-bikes.md', '健身室啲單車換咗 Peloton，跑步機冇變。']),

  // ---- contradiction, English
  con('t12-changes-con-en-ferry-weight', 'en',
    ['ferry-luggage.md', 'Checked bags on the island ferry may weigh up to 20 kg each.'],
    ['ferry-luggage-limit.md', 'Island ferry luggage limit: 23 kg per checked bag.'],
    ['up to 20 kg']),
  con('t12-changes-con-en-driver-version', 'en',
    ['label-printer.md', 'The label printer at the till runs driver version 3.2.'],
    ['till-setup.md', 'label printer driver: v3.4 on both tills'],
    ['driver version 3.2']),
  con('t12-changes-con-en-bread-day', 'en',
    ['farm-shop-bread.md', 'The farm shop gets its bread delivery on Wednesdays.'],
    ['farm-shop-deliveries.md', 'Farm shop bread delivery: Fridays, before 08:00.'],
    ['bread delivery on Wednesdays']),
  con('t12-changes-con-en-trolley-may-not', 'en',
    ['tool-library-trolley.md', 'Volunteers may take the tool library trolley home overnight.'],
    ['tool-library-trolley-rule.md', 'Volunteers may not take the tool library trolley home overnight.'],
    ['Volunteers may take the tool library trolley home overnight.']),

  // ---- contradiction, Chinese
  con('t12-changes-con-zh-carwash-price', 'zh',
    ['xiche-jingxi.md', '洗车店的精洗套餐 88 元一次。'],
    ['xiche-price-list.md', '精洗套餐：98 元/次，含内饰吸尘。'],
    ['精洗套餐 88 元一次']),
  con('t12-changes-con-zh-tw-dough-weight', 'zh',
    ['toast-dough.md', '烘焙坊的吐司麵團每條秤 450 克。'],
    ['toast-dough-spec.md', '吐司麵團：每條 500 克，發酵 50 分鐘。'],
    ['每條秤 450 克']),

  // ---- contradiction traps: another scope, one value said again
  trap('t12-changes-con-trap-en-parcel-size', 'contradiction', 'en',
    ['small-parcel-postage.md', 'Small parcels ship for €4.90 within the country.'],
    ['large-parcel-postage.md', 'Large parcels: €9.90 shipping within the country.']),
  trap('t12-changes-con-trap-en-same-version', 'contradiction', 'en',
    ['kiosk-os.md', 'The lobby kiosk runs Android 12.'],
    ['kiosk-mdm.md', 'lobby kiosk: Android 12 (build SP1A), updates pushed by the MDM']),
  trap('t12-changes-con-trap-zh-two-rooms', 'contradiction', 'zh',
    ['room-2f.md', '二楼会议室能坐 12 人。'],
    ['room-3f.md', '三楼会议室：最多 20 人，要提前一天预约。']),
];
