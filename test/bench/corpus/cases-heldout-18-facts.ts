import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 18, facts part: a fresh, never-tuned set of hand-written quality cases.
 *
 * What each category asks:
 * - dates-en / dates-zh: a relative date that names an event becomes an absolute date (ISO; a
 *   week becomes a range or a week-of date). Harder spots: a relative date inside a list item,
 *   inside a table cell, inside a quoted message (a WeChat / text message copied the day it
 *   came), "this morning" / "tonight" / 今早, "Next Friday" at a sentence start, a fortnight
 *   ahead, a past event inside a standing rule, 上個禮拜, 上个礼拜五, 下禮拜五, 这个月底, 大前天才
 *   (where segmentation may glue 天 to 才), Cantonese 琴日 / 聽日 / 前日. Traps: vague words that
 *   name no day ("the other day", 前几天: they stay as written and must never become a wrong
 *   day, so those days are forbidden), date words inside names or calls (`tonight_window()`, a
 *   bare `now()`, `yesterday_tm`, `due_tomorrow`, `get_yesterday_orders()`, `today_cutoff`),
 *   titles (the song 'Yesterday', a concert series "Tomorrow's Brass", 〈明天會更好〉, the film
 *   《后天》), generic or hypothetical sentences, and recurring rules (every Friday night, 每個禮拜二
 *   公休, 每周六晚上).
 * - supersession: an older memory (2026-04-14) states X, often with more beside it; a newer one
 *   (2026-10-30) replaces X, said as a changelog line, an arrow "X -> Y", "we ditched X for Y",
 *   "X is out, Y is in", "we no longer X; Y now", "X is deprecated", 换成, 改用, 停用X，改用Y,
 *   搬咗去, 從X遷移到Y, X已弃用…改为Y. A right dream rewrites only the superseded part of the older
 *   memory and keeps the rest (the `keep` texts), or raises an `outdated` finding naming both;
 *   never neither. Traps: a switch of another subject (the gift shop's lights, route 36 not 32),
 *   an evaluation not decided, a planned switch that did not happen, a reverted switch, values
 *   of different scopes (natural birth / caesarean).
 * - contradiction: the same subject with a different value in the newer memory and no switch
 *   word: numbers with units (N·m, °C, metres), times, the person in charge, prices -> a
 *   `contradiction` (or `outdated`) finding naming both, or a rewrite of the older value.
 *   Traps: other scopes (weekday / Sunday, German / Japanese, day crew / night crew, big boat /
 *   small boat) and equal values in other units (25 m/s = 90 km/h; 1 台斤 = 16 兩, so 四兩 600 元
 *   is 2400 元 a 斤).
 * - paraphrase: the same rule in other words (one negative, one positive; formal vs chatty;
 *   written Chinese vs Cantonese; code-switched Chinese-English; a terse arrow note) -> a
 *   `possible-duplicate` finding naming both. Traps: high word overlap but different facts (two
 *   grow rooms, piano vs safe moves, two inks, two reading areas, milk tea vs yuenyeung, two
 *   night-market stalls).
 *
 * Domains: a piano tuner, a community radio station, a mushroom farm, a glassblowing studio, a
 * beekeeping co-op, a rare-book bindery, a pipe-organ workshop, a seed bank, a wind-farm crew, a
 * marionette theatre, a sake brewery, a letterpress shop, a planetarium, an observatory, a rowing
 * club, an ice rink, a brass band, a translation agency, an orchid nursery, a dive shop, a
 * removals firm, a bouldering gym, a vineyard, a sign-language interpreting agency, a lighthouse
 * museum; 电竞俱乐部, 海带养殖, 钣金车间, 古籍修复, 快递驿站, 民宿, 风筝节, 盐田, 社区图书馆, 排练室,
 * 异宠医院, 普洱茶厂, 社区菜场, 露天电影; Taiwan: 月子中心, 廟會遶境, 南投茶園, 台中婚禮企劃, 夜市攤,
 * 便當店; Hong Kong: 舞獅團, 茶餐廳, 裁縫鋪, 小巴, 龍舟隊.
 *
 * Writers' styles: a changelog line, arrows, a standup list, a markdown table, a copied text
 * message in a blockquote, a maintenance card, formal regulations ("shall"), lower-case chat
 * with "pls", a WeChat quote, Taiwan office notes in Traditional Chinese, Cantonese chat,
 * Chinese-English code-switching, terse key: value lines, rules with **Why:** lines.
 *
 * Calendar: BENCH_NOW is 2026-11-25 (a Wednesday). Every date case is written on 2026-11-20,
 * a Friday: this morning / tonight / 今早 = 2026-11-20; yesterday / 昨天 / 琴日 = 2026-11-19;
 * the day before yesterday / two days ago / 前天 / 前日 = 2026-11-18; three days ago / 大前天 =
 * 2026-11-17; a week ago / 上个礼拜五 = 2026-11-13; ten days ago = 2026-11-10; last week /
 * 上個禮拜 = week of 2026-11-09 (2026-11-09 to 2026-11-15); 上上周 = week of 2026-11-02;
 * tomorrow / 明晚 / 聽日 = 2026-11-21 (Saturday); next Monday / 下周一 = 2026-11-23; Next Friday /
 * 下禮拜五 = 2026-11-27; 这个月底 = 2026-11-30; a fortnight from now = 2026-12-04. Pairs use
 * 2026-04-14 (older) and 2026-10-30 (newer) and hold no relative date. (The frontmatter holds
 * `modified: 2026-11-20…`, so for "this morning" / "tonight" / 今早 the `absent` check does
 * the work.)
 *
 * Counts (cases / traps, en / zh):
 * - dates-en:      18 / 6  (all en)
 * - dates-zh:      19 / 6  (all zh; 8 in Traditional, Taiwan or Cantonese)
 * - supersession:  18 / 6  (en 9 / zh 9)
 * - contradiction: 18 / 6  (en 9 / zh 9)
 * - paraphrase:    18 / 6  (en 9 / zh 9)
 */

const WRITTEN = '2026-11-20';
const OLDER = '2026-04-14';
const NEWER = '2026-10-30';

type MemOpts = Partial<Omit<CaseMemory, 'file' | 'body' | 'modified'>>;

const mem = (name: string, modified: string, body: string, o: MemOpts = {}): CaseMemory => ({ file: `${name}.md`, modified, body, ...o });
const older = (name: string, body: string, o: MemOpts = {}): CaseMemory => mem(name, OLDER, body, o);
const newer = (name: string, body: string, o: MemOpts = {}): CaseMemory => mem(name, NEWER, body, o);
const stem = (m: CaseMemory): string => m.file.replace(/\.md$/, '');
const lines = (body: string): string[] => body.split('\n').map((l) => l.trim()).filter((l) => l !== '');

type DateCat = 'dates-en' | 'dates-zh';

/** A memory written on 2026-11-20 with a relative date to make absolute. */
function dateFix(
  id: string,
  category: DateCat,
  name: string,
  body: string,
  expect: { contains: string[]; absent: string[]; keep?: string[]; forbid?: string[] },
  o: MemOpts = {},
): QualityCase {
  return {
    id,
    category,
    lang: category === 'dates-en' ? 'en' : 'zh',
    memories: [mem(name, WRITTEN, body, o)],
    fixed: { contains: expect.contains, absent: expect.absent },
    ...(expect.keep ? { keep: expect.keep } : {}),
    ...(expect.forbid ? { forbid: expect.forbid } : {}),
  };
}

/** A memory written on 2026-11-20 whose date-looking words are no event: every line stays as written. */
function dateTrap(id: string, category: DateCat, name: string, body: string, forbid: string[] = [], o: MemOpts = {}): QualityCase {
  return {
    id,
    category,
    lang: category === 'dates-en' ? 'en' : 'zh',
    trap: true,
    memories: [mem(name, WRITTEN, body, o)],
    keep: lines(body),
    ...(forbid.length ? { forbid } : {}),
  };
}

const PAIR_KINDS = ['outdated', 'contradiction'];

/** An older and a newer memory where the newer one supersedes or contradicts part of the older. */
function pairFix(
  id: string,
  category: 'supersession' | 'contradiction',
  lang: 'en' | 'zh',
  old: CaseMemory,
  cur: CaseMemory,
  expect: { contains?: string[]; absent: string[]; keep?: string[] },
): QualityCase {
  return {
    id,
    category,
    lang,
    memories: [old, cur],
    fixed: { contains: expect.contains ?? [], absent: expect.absent },
    flag: { kinds: category === 'supersession' ? ['outdated'] : PAIR_KINDS, mentions: [stem(old), stem(cur)] },
    keep: [lines(cur.body)[0]!, ...(expect.keep ?? [])],
    ...(category === 'supersession' ? { explicit: true } : {}),
  };
}

/** Two memories that look like a switch or a conflict but are both still true: both stay, unflagged. */
function pairTrap(id: string, category: 'supersession' | 'contradiction', lang: 'en' | 'zh', old: CaseMemory, cur: CaseMemory): QualityCase {
  return {
    id,
    category,
    lang,
    trap: true,
    memories: [old, cur],
    keep: [...lines(old.body), ...lines(cur.body)],
    quiet: PAIR_KINDS,
  };
}

/** The same rule in other words in two memories: a possible-duplicate finding naming both. */
function paraFix(id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory): QualityCase {
  return {
    id,
    category: 'paraphrase',
    lang,
    memories: [a, b],
    flag: { kinds: ['possible-duplicate'], mentions: [stem(a), stem(b)] },
    keep: [lines(a.body)[0]!, lines(b.body)[0]!],
  };
}

/** Two memories with many shared words but different facts: both stay, unflagged. */
function paraTrap(id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory): QualityCase {
  return {
    id,
    category: 'paraphrase',
    lang,
    trap: true,
    memories: [a, b],
    keep: [...lines(a.body), ...lines(b.body)],
    quiet: ['possible-duplicate', 'contradiction'],
  };
}

// ---------------------------------------------------------------------------------------------
// dates-en (written Friday 2026-11-20)
// ---------------------------------------------------------------------------------------------

const DATES_EN: QualityCase[] = [
  dateFix(
    'h18f-den-chapel-piano',
    'dates-en',
    'westbrook-chapel-piano',
    'Tuned the Steinway B at Westbrook chapel yesterday; pitch had dropped 3 cents since the heating came on.\n**Why:** the chapel heating dries out the soundboard.\n**How to apply:** recheck the Westbrook piano in January.',
    { contains: ['2026-11-19'], absent: ['yesterday'], keep: ['**How to apply:** recheck the Westbrook piano in January.'] },
  ),
  dateFix(
    'h18f-den-radio-standup',
    'dates-en',
    'transmitter-site-status',
    'Transmitter site, KXRF community radio:\n- new STL link antenna went up two days ago, fade margin is 6 dB better\n- backup generator still on order\n- fuel tank topped up to 80 %',
    { contains: ['2026-11-18'], absent: ['two days ago'], keep: ['- backup generator still on order', '- fuel tank topped up to 80 %'] },
  ),
  dateFix(
    'h18f-den-grow-room-table',
    'dates-en',
    'grow-room-log',
    'Pinning log for the farm:\n\n| Room | Pinned | Crop |\n|---|---|---|\n| Grow room 2 | three days ago | lion\'s mane, second flush |\n| Grow room 5 | 2026-10-29 | oyster, resting |',
    { contains: ['2026-11-17'], absent: ['three days ago'], keep: ['| Grow room 5 | 2026-10-29 | oyster, resting |'] },
  ),
  dateFix(
    'h18f-den-gas-fitter-text',
    'dates-en',
    'furnace-gas-line',
    'Text from Dario (our gas fitter), pasted as he sent it:\n> Regulator on the main furnace is swapped. Coming back tomorrow to pressure-test the line, don\'t light the glory hole before that.\n\nDario\'s number is in the studio phone under "Gas".',
    { contains: ['2026-11-21'], absent: ['tomorrow'], keep: ['Dario\'s number is in the studio phone under "Gas".'] },
  ),
  dateFix(
    'h18f-den-oxalic-tonight',
    'dates-en',
    'hillcrest-varroa-treatment',
    'Oxalic acid vaporisation of the Hillcrest apiary is tonight after dusk, once the colonies are clustered. Bring the vaporiser, the 12 V battery and the half-mask respirator.',
    { contains: ['2026-11-20'], absent: ['tonight'], keep: ['Bring the vaporiser, the 12 V battery and the half-mask respirator.'] },
  ),
  dateFix(
    'h18f-den-psalter-next-friday',
    'dates-en',
    'psalter-collection',
    'Next Friday the conservator from the state library collects the 1793 psalter. Its new brass clasps have to be fitted and the box labelled by then.',
    { contains: ['2026-11-27'], absent: ['Next Friday'], keep: ['Its new brass clasps have to be fitted and the box labelled by then.'] },
  ),
  dateFix(
    'h18f-den-organ-blower-rule',
    'dates-en',
    'organ-blower-limit',
    'Since the blower motor at St Aldhelm\'s burned out a week ago, we never run the organ blower for more than 90 minutes at a stretch.\n**Why:** the replacement motor is a loan and runs hot.',
    { contains: ['2026-11-13'], absent: ['a week ago'], keep: ['for more than 90 minutes at a stretch', '**Why:** the replacement motor is a loan and runs hot.'] },
  ),
  dateFix(
    'h18f-den-sorghum-last-week',
    'dates-en',
    'sorghum-viability',
    'Germination tests on the 2019 sorghum accessions were redone last week. Viability came back at 71 %, so those lots go on the regeneration list for the spring sowing.',
    { contains: ['2026-11-09'], absent: ['last week'], keep: ['Viability came back at 71 %, so those lots go on the regeneration list for the spring sowing.'] },
  ),
  dateFix(
    'h18f-den-yaw-brake-morning',
    'dates-en',
    't14-yaw-brake',
    'T14 yaw brake pads replaced this morning (crew B). Torque checked at 320 Nm, no oil on the disc.',
    { contains: ['2026-11-20'], absent: ['this morning'], keep: ['Torque checked at 320 Nm, no oil on the disc.'] },
  ),
  dateFix(
    'h18f-den-marionette-bridge',
    'dates-en',
    'marionette-bridge-height',
    'The day before yesterday we lowered the marionette bridge to 1.9 m because Noor, the new puppeteer, is shorter than the rest of the company. All rehearsals now use the lower bridge.',
    { contains: ['2026-11-18'], absent: ['the day before yesterday'], keep: ['All rehearsals now use the lower bridge.'] },
  ),
  dateFix(
    'h18f-den-koji-thermostat',
    'dates-en',
    'koji-room-thermostat',
    'The koji room thermostat gets replaced a fortnight from now. Until the new one is in, check the room temperature by hand every four hours and write it on the whiteboard.',
    { contains: ['2026-12-04'], absent: ['a fortnight from now'], keep: ['check the room temperature by hand every four hours and write it on the whiteboard.'] },
  ),
  dateFix(
    'h18f-den-offcuts-agreement',
    'dates-en',
    'paper-offcuts-pickup',
    'We agreed with Harrow Mill ten days ago that they collect our paper offcuts on the first Tuesday of every month, free of charge as long as it is at least two sacks.',
    { contains: ['2026-11-10'], absent: ['ten days ago'], keep: ['on the first Tuesday of every month'] },
  ),
  dateTrap(
    'h18f-den-trap-other-day',
    'dates-en',
    'dome-phone-flash',
    'The other day a visitor\'s phone flash set off the dome\'s smoke sensor mid-show.\nAsk every group to put phones in flight mode before the lights go down.',
    ['2026-11-19', '2026-11-18', '2026-11-17', '2026-11-13'],
  ),
  dateTrap(
    'h18f-den-trap-scheduler-calls',
    'dates-en',
    'dome-scheduler',
    'The dome scheduler\'s `tonight_window()` returns the usable seeing window for the main scope.\nA bare `now()` in the cron config is UTC, not local time, so shift observing jobs by hand.',
  ),
  dateTrap(
    'h18f-den-trap-river-gauge',
    'dates-en',
    'river-gauge-rule',
    'Whenever a crew asks on the WhatsApp group whether they can row tomorrow, the answer comes from the river gauge reading at 06:00, not from the weather forecast.\nAbove the amber mark, no eights go out.',
  ),
  dateTrap(
    'h18f-den-trap-friday-night',
    'dates-en',
    'rink-closing-times',
    'Every Friday night the rink closes to the public at 22:00 for the hockey league; other nights public skating runs until 23:00.',
  ),
  dateTrap(
    'h18f-den-trap-band-titles',
    'dates-en',
    'band-encore',
    'Our encore is always \'Yesterday\' in the Sparke arrangement; the second cornet takes the solo.\nThe spring concert series is called Tomorrow\'s Brass and is booked through the town hall.',
  ),
  dateTrap(
    'h18f-den-trap-cat-tool-tags',
    'dates-en',
    'cat-tool-fields',
    'In the CAT tool, `yesterday_tm` is the nightly translation-memory dump.\nA job tagged `due_tomorrow` means the client bought next-business-day delivery; it is a service level, not a deadline to write down.',
  ),
];

// ---------------------------------------------------------------------------------------------
// dates-zh (written Friday 2026-11-20)
// ---------------------------------------------------------------------------------------------

const DATES_ZH: QualityCase[] = [
  dateFix(
    'h18f-dzh-esports-list',
    'dates-zh',
    'training-room-gear',
    '训练室设备清单：\n- 3号机位的显示器前天换成了 240Hz\n- 键盘统一用红轴\n- 耳机线不要缠在椅背上',
    { contains: ['2026-11-18'], absent: ['前天'], keep: ['- 键盘统一用红轴', '- 耳机线不要缠在椅背上'] },
  ),
  dateFix(
    'h18f-dzh-kelp-morning',
    'dates-zh',
    'kelp-raft-repair',
    '今早潮位偏低，2号筏区断了四根浮绠，已经让阿强补上了。下次大潮前要把整排浮绠检查一遍。',
    { contains: ['2026-11-20'], absent: ['今早'], keep: ['下次大潮前要把整排浮绠检查一遍。'] },
  ),
  dateFix(
    'h18f-dzh-press-brake-glue',
    'dates-zh',
    'press-brake-arrival',
    '新的数控折弯机大前天才到货，操作培训还没排，老设备先别拆。',
    { contains: ['2026-11-17'], absent: ['大前天'], keep: ['操作培训还没排，老设备先别拆。'], forbid: ['2026-11-18', '大2026'] },
  ),
  dateFix(
    'h18f-dzh-deacid-month-end',
    'dates-zh',
    'nongzheng-deacidification',
    '馆里要求这个月底前把《农政全书》残卷的脱酸处理做完，做完后送数字化组扫描。',
    { contains: ['2026-11-30'], absent: ['这个月底'], keep: ['做完后送数字化组扫描。'] },
  ),
  dateFix(
    'h18f-dzh-parcel-hours',
    'dates-zh',
    'parcel-station-hours',
    '从上个礼拜五开始，驿站晚上改成九点关门，业主群里已经发过通知。',
    { contains: ['2026-11-13'], absent: ['上个礼拜五'], keep: ['业主群里已经发过通知。'] },
  ),
  dateFix(
    'h18f-dzh-guesthouse-heater',
    'dates-zh',
    'guesthouse-water-heater',
    '上上周房东把热水器从燃气的换成了空气能。客人洗澡前要先放一分钟冷水，入住时记得提醒。',
    { contains: ['2026-11-02'], absent: ['上上周'], keep: ['客人洗澡前要先放一分钟冷水，入住时记得提醒。'], forbid: ['上2026'] },
  ),
  dateFix(
    'h18f-dzh-kite-table',
    'dates-zh',
    'kite-festival-tasks',
    '风筝节筹备：\n\n| 事项 | 时间 | 负责人 |\n|---|---|---|\n| 场地踩点 | 下周一 | 老郑 |\n| 线轴采购 | 已完成 | 小敏 |',
    { contains: ['2026-11-23'], absent: ['下周一'], keep: ['| 线轴采购 | 已完成 | 小敏 |'] },
  ),
  dateFix(
    'h18f-dzh-saltpan-wechat',
    'dates-zh',
    'saltpan-cold-wave',
    '盐场老板在微信里的原话：\n> 明晚有寒潮，盐池的闸门八点前全部关上，结晶池盖好塑料布。\n\n闸门钥匙在值班室抽屉里。',
    { contains: ['2026-11-21'], absent: ['明晚'], keep: ['闸门钥匙在值班室抽屉里。'] },
  ),
  dateFix(
    'h18f-dzh-tw-bath-time',
    'dates-zh',
    'newborn-bath-time',
    '上個禮拜護理長開會決定，新生兒洗澡時間一律改到上午十點以後，避開早上查房。',
    { contains: ['2026-11-09'], absent: ['上個禮拜'], keep: ['避開早上查房。'] },
  ),
  dateFix(
    'h18f-dzh-tw-procession-route',
    'dates-zh',
    'procession-route',
    '昨天跟爐主確認過了，遶境路線改走中正路，不經過傳統市場。鞭炮只在廟口放。',
    { contains: ['2026-11-19'], absent: ['昨天'], keep: ['鞭炮只在廟口放。'] },
  ),
  dateFix(
    'h18f-dzh-hk-lion-head',
    'dates-zh',
    'new-lion-head',
    '琴日師傅話咗，新嘅獅頭要聽日先到，練習住用返舊嗰個先。',
    { contains: ['2026-11-19', '2026-11-21'], absent: ['琴日', '聽日'] },
  ),
  dateFix(
    'h18f-dzh-hk-fridge',
    'dates-zh',
    'cafe-fridge-fault',
    '前日雪櫃溫度升到 9 度，已經叫咗師傅嚟睇。修好之前，凍檸茶嘅檸檬唔好放入嗰個雪櫃。',
    { contains: ['2026-11-18'], absent: ['前日'], keep: ['修好之前，凍檸茶嘅檸檬唔好放入嗰個雪櫃。'] },
  ),
  dateFix(
    'h18f-dzh-tw-winter-pick',
    'dates-zh',
    'winter-tea-picking',
    '下禮拜五要採冬片，採茶班的阿姨已經約好了，早上六點在茶園入口集合。',
    { contains: ['2026-11-27'], absent: ['下禮拜五'], keep: ['早上六點在茶園入口集合。'] },
  ),
  dateTrap(
    'h18f-dzh-trap-few-days',
    'dates-zh',
    'market-wet-floor',
    '前几天有摊主反映水产区地面太滑，管理处说会铺防滑垫。\n以后拖地只用干拖把。',
    ['2026-11-19', '2026-11-18', '2026-11-17'],
  ),
  dateTrap(
    'h18f-dzh-trap-tw-song',
    'dates-zh',
    'temple-evening-show',
    '晚會壓軸固定唱〈明天會更好〉，由國小合唱團上台。\n每年農曆三月遶境，日子由擲筊決定。',
  ),
  dateTrap(
    'h18f-dzh-trap-film-title',
    'dates-zh',
    'open-air-cinema',
    '每周六晚上小区放露天电影，不放《后天》这类灾难片，小朋友会怕。',
  ),
  dateTrap(
    'h18f-dzh-trap-order-job',
    'dates-zh',
    'order-sync-job',
    '定时任务里的 `get_yesterday_orders()` 只拉前一天的订单，别在早上八点前跑。\n`today_cutoff` 按北京时间算，不要改成 UTC。',
  ),
  dateTrap(
    'h18f-dzh-trap-hk-rain-rule',
    'dates-zh',
    'dragon-boat-rain-rule',
    '長期規矩：任何一日，如果天文台預報聽日有黃雨或以上，聽日嘅練水就取消，唔使再問教練。',
  ),
  dateTrap(
    'h18f-dzh-trap-tw-closed-day',
    'dates-zh',
    'night-market-stall-days',
    '每個禮拜二公休，颱風天也休，下雨天照開。\n攤位租金每個月五號前匯給自治會。',
  ),
];

// ---------------------------------------------------------------------------------------------
// supersession (older 2026-04-14, newer 2026-10-30)
// ---------------------------------------------------------------------------------------------

const SUPERSESSION: QualityCase[] = [
  pairFix(
    'h18f-sup-orchid-changelog',
    'supersession',
    'en',
    older('phalaenopsis-potting', 'Phalaenopsis seedlings are potted in New Zealand sphagnum moss. Repot every 18 months, never while in spike.'),
    newer('nursery-changelog', 'CHANGELOG 2026-10: potting medium for Phalaenopsis seedlings changed from sphagnum moss to fine bark with perlite (less crown rot).'),
    { absent: ['potted in New Zealand sphagnum moss'], keep: ['Repot every 18 months, never while in spike.'] },
  ),
  pairFix(
    'h18f-sup-nitrox-arrow',
    'supersession',
    'en',
    older('nitrox-fills', 'Customer nitrox fills are blended by partial pressure in the back room. Only Marta or Jun may sign the fill log.'),
    newer('fill-station-refit', 'Nitrox blending: partial pressure -> membrane system (continuous blending), since the compressor refit.'),
    { absent: ['blended by partial pressure'], keep: ['Only Marta or Jun may sign the fill log.'] },
  ),
  pairFix(
    'h18f-sup-crates-ditched',
    'supersession',
    'en',
    older('office-move-crates', 'For office moves we rent plastic crates from CrateHire Ltd. Crates are always counted back in at the depot by two people.'),
    newer('crate-supplier', 'We ditched CrateHire for Boxwise — their crates stack with the lids on, which saves van space.'),
    { absent: ['rent plastic crates from CrateHire Ltd'], keep: ['Crates are always counted back in at the depot by two people.'] },
  ),
  pairFix(
    'h18f-sup-chalk-out-in',
    'supersession',
    'en',
    older('bouldering-floor-chalk', 'Loose chalk is allowed on the bouldering floor. Members keep their chalk bags in the cubbies by the front desk.'),
    newer('floor-rules-autumn', 'Loose chalk is out, liquid chalk is in. The new air filters clog otherwise.'),
    { absent: ['Loose chalk is allowed on the bouldering floor'], keep: ['Members keep their chalk bags in the cubbies by the front desk.'] },
  ),
  pairFix(
    'h18f-sup-frost-no-longer',
    'supersession',
    'en',
    older('lower-block-frost', 'Frost protection in the lower block uses straw-bale fires lit by the night crew. The insurer wants a call log of every frost night.'),
    newer('frost-wind-machine', 'We no longer burn straw bales in the lower block; a wind machine now starts automatically below 0.5 °C.'),
    { absent: ['straw-bale fires lit by the night crew'], keep: ['The insurer wants a call log of every frost night.'] },
  ),
  pairFix(
    'h18f-sup-rota-deprecated',
    'supersession',
    'en',
    older('hospital-interpreter-bookings', 'Interpreter bookings from hospitals come in through the Rota24 portal. Hospital jobs longer than 90 minutes need two interpreters.'),
    newer('booking-intake', 'Rota24 is deprecated for all bookings; hospital requests arrive in the NHS e-Referral inbox instead.'),
    { absent: ['come in through the Rota24 portal'], keep: ['Hospital jobs longer than 90 minutes need two interpreters.'] },
  ),
  pairFix(
    'h18f-sup-book-drop-huan',
    'supersession',
    'zh',
    older('library-book-returns', '还书统一投到一楼的自助还书箱。逾期罚款每本每天两毛。'),
    newer('library-rfid-returns', '一楼的自助还书箱已经换成了 RFID 智能还书机，还书后当场打印回执。'),
    { absent: ['还书统一投到一楼的自助还书箱'], keep: ['逾期罚款每本每天两毛。'] },
  ),
  pairFix(
    'h18f-sup-rehearsal-gaiyong',
    'supersession',
    'zh',
    older('rehearsal-room-booking', '排练室预约用腾讯文档的共享表格。每个乐队一周最多订六小时。'),
    newer('rehearsal-booking-app', '排练室预约不再用共享表格了，改用小程序「排练派」，它会自动防止撞档。'),
    { absent: ['排练室预约用腾讯文档的共享表格'], keep: ['每个乐队一周最多订六小时。'] },
  ),
  pairFix(
    'h18f-sup-anaesthesia-stop',
    'supersession',
    'zh',
    older('rabbit-anaesthesia', '兔子和豚鼠手术用异氟烷面罩诱导麻醉。术前禁食不超过两小时，兔子不用禁水。'),
    newer('anaesthesia-protocol', '全院停用异氟烷面罩诱导，改用七氟烷，兔子苏醒更快。'),
    { absent: ['兔子和豚鼠手术用异氟烷面罩诱导麻醉'], keep: ['术前禁食不超过两小时，兔子不用禁水。'] },
  ),
  pairFix(
    'h18f-sup-hk-tailor-moved',
    'supersession',
    'zh',
    older('tailor-shop-address', '鋪頭喺佐敦廟街 88 號二樓，客人試身要預約。星期日休息。'),
    newer('tailor-new-shop', '鋪頭搬咗去油麻地上海街 210 號地舖，客人唔使再行樓梯。'),
    { absent: ['鋪頭喺佐敦廟街 88 號二樓'], keep: ['星期日休息。'] },
  ),
  pairFix(
    'h18f-sup-tw-crm-migrated',
    'supersession',
    'zh',
    older('wedding-client-records', '客戶資料都放在 Excel 總表，存在公司 NAS 上。簽約前一定要先收三成訂金。'),
    newer('client-records-hubspot', '客戶資料已經從 Excel 總表遷移到 HubSpot，NAS 上那份不要再更新。'),
    { absent: ['客戶資料都放在 Excel 總表'], keep: ['簽約前一定要先收三成訂金。'] },
  ),
  pairFix(
    'h18f-sup-withering-deprecated',
    'supersession',
    'zh',
    older('maocha-withering', '晒青毛茶的萎凋在竹筛上自然晾。鲜叶进厂后四小时内必须摊开。'),
    newer('withering-trough', '竹筛萎凋已弃用，统一改为萎凋槽吹风，时长控制在八到十小时。'),
    { absent: ['萎凋在竹筛上自然晾'], keep: ['鲜叶进厂后四小时内必须摊开。'] },
  ),
  pairTrap(
    'h18f-sup-trap-giftshop-lights',
    'supersession',
    'en',
    older('lens-room-lighting', 'The lens room is lit with halogen track lights on a dimmer, kept below 50 lux.'),
    newer('gift-shop-lighting', 'Gift shop lighting switched from halogen spots to LED strips.'),
  ),
  pairTrap(
    'h18f-sup-trap-timing-trial',
    'supersession',
    'en',
    older('regatta-timing', 'Race timing at the club regatta uses stopwatches plus a finish-line camera.'),
    newer('gps-timing-trial', 'Trialling the RaceSplit GPS timing app at the autumn head race. The committee decides at the AGM whether to adopt it; nothing changes until then.'),
  ),
  pairTrap(
    'h18f-sup-trap-hollow-reverted',
    'supersession',
    'en',
    older('hire-skate-sharpening', 'Hire skates are sharpened on the Blademaster with a 1/2 inch hollow.'),
    newer('hollow-experiment', 'We moved hire skates to a 5/8 inch hollow for a month, figure skaters complained, and we went back to 1/2 inch.'),
  ),
  pairTrap(
    'h18f-sup-trap-fee-plan-dropped',
    'supersession',
    'zh',
    older('market-stall-fee', '菜场管理费按月交现金给管理处老周，他会开收据。'),
    newer('stall-fee-online-plan', '原本计划把管理费改成线上缴，后来街道没批，还是照旧交现金。'),
  ),
  pairTrap(
    'h18f-sup-trap-tw-sesame-chicken',
    'supersession',
    'zh',
    older('natural-birth-meals', '自然產媽媽的麻油雞用米酒全酒煮，產後第二週開始供應。'),
    newer('caesarean-meals', '剖腹產媽媽的麻油雞改用無酒精版本，傷口比較不會發炎。'),
  ),
  pairTrap(
    'h18f-sup-trap-hk-route-36',
    'supersession',
    'zh',
    older('minibus-32-terminus', '32 號小巴總站喺荃灣西站，尾班車凌晨一點。'),
    newer('minibus-36-terminus', '36 號線嘅總站搬咗去荃灣如心廣場，32 號唔變。'),
  ),
];

// ---------------------------------------------------------------------------------------------
// contradiction (older 2026-04-14, newer 2026-10-30)
// ---------------------------------------------------------------------------------------------

const CONTRADICTION: QualityCase[] = [
  pairFix(
    'h18f-con-bolt-torque',
    'contradiction',
    'en',
    older('blade-root-bolts', 'Blade root bolts on the V90s are torqued to 1,450 Nm.'),
    newer('v90-maintenance-card', 'V90 blade root bolts: torque to 1,650 Nm, in three passes, star pattern.'),
    { absent: ['1,450 Nm'] },
  ),
  pairFix(
    'h18f-con-show-time',
    'contradiction',
    'en',
    older('saturday-shows', 'The last public show on Saturdays starts at 20:30. School groups get the 10:00 slot.'),
    newer('dome-programme', 'Saturday\'s last public show begins at 19:45, doors at 19:30.'),
    { absent: ['starts at 20:30'], keep: ['School groups get the 10:00 slot.'] },
  ),
  pairFix(
    'h18f-con-cold-room-owner',
    'contradiction',
    'en',
    older('cold-room-inventory', 'Dr. Okafor is responsible for the cold-room inventory and signs off every seed withdrawal.'),
    newer('seedbank-roles', 'Cold-room inventory owner: Lena Varga. She signs every withdrawal form.'),
    { absent: ['Dr. Okafor is responsible for the cold-room inventory'] },
  ),
  pairFix(
    'h18f-con-tuning-price',
    'contradiction',
    'en',
    older('tuning-prices', 'A standard tuning for an upright costs £85. Grand pianos are £110.'),
    newer('upright-visit-price', 'Upright piano, standard tuning visit: £95.'),
    { absent: ['costs £85'], keep: ['Grand pianos are £110.'] },
  ),
  pairFix(
    'h18f-con-koji-temp',
    'contradiction',
    'en',
    older('koji-room-climate', 'The koji room is held at 34 °C and 90 % humidity.'),
    newer('koji-setpoints', 'Koji room target: 30 °C, humidity 90 %.'),
    { absent: ['34 °C'] },
  ),
  pairFix(
    'h18f-con-student-depth',
    'contradiction',
    'en',
    older('open-water-depth', 'Max depth for Open Water students on the reef dives is 18 m.'),
    newer('reef-dive-briefing', 'OW students on the reef dives: don\'t go past 12 m. Full stop.'),
    { absent: ['18 m'] },
  ),
  pairFix(
    'h18f-con-raft-spacing',
    'contradiction',
    'zh',
    older('raft-layout', '海带筏架间距是 6 米。每根苗绳挂 30 株。'),
    newer('raft-spacing-note', '筏架间距：8 米（渔政站的要求）。'),
    { absent: ['间距是 6 米'], keep: ['每根苗绳挂 30 株。'] },
  ),
  pairFix(
    'h18f-con-training-start',
    'contradiction',
    'zh',
    older('first-team-schedule', '一队每天下午两点开训，晚上十点复盘。'),
    newer('first-team-hours', '一队开训时间：下午三点，迟到按队规罚款。'),
    { absent: ['下午两点开训'], keep: ['晚上十点复盘'] },
  ),
  pairFix(
    'h18f-con-tw-head-organiser',
    'contradiction',
    'zh',
    older('procession-organiser', '遶境的總幹事是林文雄，香油錢由他統一保管。'),
    newer('procession-contacts', '遶境總幹事：陳玉珠。有事直接打她的手機。'),
    { absent: ['總幹事是林文雄'] },
  ),
  pairFix(
    'h18f-con-hk-set-price',
    'contradiction',
    'zh',
    older('set-meal-prices', '常餐 $52，跟凍飲加 $3。'),
    newer('menu-prices', '常餐 $58，凍飲照加 $3，外賣唔收膠袋錢。'),
    { absent: ['常餐 $52'] },
  ),
  pairFix(
    'h18f-con-kite-line',
    'contradiction',
    'zh',
    older('kite-line-limit', '比赛风筝线最长 150 米，超过的直接取消成绩。'),
    newer('contest-rules', '参赛风筝线长度上限 100 米，检录时现场量。'),
    { absent: ['最长 150 米'] },
  ),
  pairFix(
    'h18f-con-tw-bento-cutoff',
    'contradiction',
    'zh',
    older('group-bento-orders', '公司團訂便當最晚早上十點前下單，十二點前送到。'),
    newer('bento-order-cutoff', '團訂截單時間是上午九點，十二點前送到。'),
    { absent: ['十點前下單'] },
  ),
  pairTrap(
    'h18f-con-trap-boathouse-sunday',
    'contradiction',
    'en',
    older('boathouse-weekday-hours', 'The boathouse opens at 05:30 on weekdays.'),
    newer('boathouse-sunday-hours', 'On Sundays the boathouse opens at 07:00.'),
  ),
  pairTrap(
    'h18f-con-trap-sworn-rates',
    'contradiction',
    'en',
    older('sworn-german-rate', 'Sworn translations from German cost €1.60 per line.'),
    newer('sworn-japanese-rate', 'Sworn translations from Japanese cost €2.40 per line.'),
  ),
  pairTrap(
    'h18f-con-trap-cutout-units',
    'contradiction',
    'en',
    older('v90-cut-out', 'Cut-out wind speed for the V90s is 25 m/s.'),
    newer('v90-cut-out-kmh', 'V90 cut-out: 90 km/h (25 m/s), ten-minute average.'),
  ),
  pairTrap(
    'h18f-con-trap-parcel-shifts',
    'contradiction',
    'zh',
    older('day-shift-parcels', '白班由小刘负责签收大件。'),
    newer('night-shift-parcels', '夜班的大件签收由阿芳负责。'),
  ),
  pairTrap(
    'h18f-con-trap-hk-boats',
    'contradiction',
    'zh',
    older('big-dragon-training', '大龍隊逢星期二、四晚上七點喺筲箕灣避風塘練水。'),
    newer('small-dragon-training', '小龍隊練水時間係星期六朝早九點，同一個碼頭集合。'),
  ),
  pairTrap(
    'h18f-con-trap-tw-tea-units',
    'contradiction',
    'zh',
    older('winter-oolong-price', '冬片烏龍每台斤 2400 元。'),
    newer('winter-oolong-gift-pack', '冬片烏龍也有四兩裝，一盒 600 元，算下來跟整台斤同價。'),
  ),
];

// ---------------------------------------------------------------------------------------------
// paraphrase (older 2026-04-14, newer 2026-10-30)
// ---------------------------------------------------------------------------------------------

const PARAPHRASE: QualityCase[] = [
  paraFix(
    'h18f-par-pva-starch',
    'en',
    older('text-block-adhesive', 'Never use PVA on the text block of a pre-1850 book; it cannot be reversed.', { type: 'feedback' }),
    newer('pre-1850-glue', 'For pre-1850 text blocks, wheat-starch paste only, because a later conservator must be able to undo the repair.', { type: 'feedback' }),
  ),
  paraFix(
    'h18f-par-marionette-storage',
    'en',
    older('marionette-storage', 'Marionettes shall be hung by their control bars on the storage rail and shall not be laid flat in crates.'),
    newer('puppet-putaway', 'pls hang the puppets up by their controls on the rail after the show, don\'t chuck them flat in the boxes, the strings tangle like crazy'),
  ),
  paraFix(
    'h18f-par-red-light',
    'en',
    older('dome-torch-rule', 'Only red torches inside the telescope dome after dark.', { type: 'feedback' }),
    newer('night-vision', 'No white light in the dome once it is dark: it wrecks everyone\'s night vision for twenty minutes.', { type: 'feedback' }),
  ),
  paraFix(
    'h18f-par-dump-button',
    'en',
    older('on-air-swearing', 'Presenters must press the dump button within the seven-second delay whenever a caller swears on air.'),
    newer('delay-dump', 'caller swears -> hit DUMP (7 s delay), every time, no exceptions'),
  ),
  paraFix(
    'h18f-par-organ-heating',
    'en',
    older('organ-tuning-conditions', 'Do not tune the organ unless the church has been at service temperature for at least 24 hours.'),
    newer('tuning-prerequisite', 'Tuning only happens once the building has sat at its normal Sunday temperature for a full day or longer.'),
  ),
  paraFix(
    'h18f-par-annealer',
    'en',
    older('annealer-straight-away', 'Every finished piece goes into the annealer the moment it is knocked off the pipe.', { type: 'feedback' }),
    newer('no-bench-cooling', 'Don\'t leave finished glass cooling on the bench, not even for a minute. It cracks.', { type: 'feedback' }),
  ),
  paraFix(
    'h18f-par-replay-code-switch',
    'zh',
    older('scrim-replay', 'scrim 开始前必须先把 replay 录制打开，不然复盘没素材。'),
    newer('training-recording', '训练赛开打之前务必开启录像功能，赛后复盘要用。'),
  ),
  paraFix(
    'h18f-par-tw-nursery-glass',
    'zh',
    older('nursery-no-visitors', '嬰兒室不開放訪客進入，家屬只能隔著玻璃看寶寶。'),
    newer('newborn-viewing', '家屬探視新生兒一律在嬰兒室的玻璃窗外。'),
  ),
  paraFix(
    'h18f-par-hk-lion-head-care',
    'zh',
    older('lion-head-care', '獅頭使用完畢後須以乾布抹淨，並置於通風處風乾，不得直接收入箱內。'),
    newer('lion-head-drying', '啲獅頭用完記得抹乾，晾喺有風嘅地方先，唔好即刻塞入箱。'),
  ),
  paraFix(
    'h18f-par-rare-book-hands',
    'zh',
    older('rare-book-handling', '阅览善本时用洗净擦干的双手直接翻页。', { type: 'feedback' }),
    newer('no-cotton-gloves', '看善本别戴棉手套，手套容易把脆掉的纸页带起来。', { type: 'feedback' }),
  ),
  paraFix(
    'h18f-par-guesthouse-quiet',
    'zh',
    older('guesthouse-quiet-hours', '晚上十点以后，公共区域请保持安静。'),
    newer('noise-complaints', '过了22点客厅和院子里别大声喧哗，隔壁邻居真的会去投诉。'),
  ),
  paraFix(
    'h18f-par-tw-vendor-payment',
    'zh',
    older('vendor-final-payment', '廠商尾款一定要等婚禮結束後才付，不要提前付。'),
    newer('final-payment-release', 'Vendor 的 final payment 一律等 wedding 結束才 release。'),
  ),
  paraTrap(
    'h18f-par-trap-grow-rooms',
    'en',
    older('grow-room-2-humidity', 'Grow room 2 is kept at 90 % humidity for the lion\'s mane.'),
    newer('grow-room-5-humidity', 'Grow room 5 is kept at 85 % humidity for the oysters.'),
  ),
  paraTrap(
    'h18f-par-trap-piano-safe',
    'en',
    older('piano-moves', 'Piano moves need three movers and the stair-climber trolley.'),
    newer('safe-moves', 'Safe moves need three movers and the stair-climber trolley, plus a floor-load check first.'),
  ),
  paraTrap(
    'h18f-par-trap-roller-wash',
    'en',
    older('oil-ink-cleanup', 'Clean the Heidelberg windmill\'s rollers with vegetable-oil wash after oil-based inks.'),
    newer('rubber-ink-cleanup', 'Clean the Heidelberg windmill\'s rollers with California wash after rubber-based inks.'),
  ),
  paraTrap(
    'h18f-par-trap-reading-areas',
    'zh',
    older('kids-area-food', '儿童阅览区不允许带食物进入。'),
    newer('study-area-food', '成人自习区不允许带食物进入，但可以带有盖的水杯。'),
  ),
  paraTrap(
    'h18f-par-trap-hk-milk-tea',
    'zh',
    older('milk-tea-method', '港式奶茶用淡奶，茶底撞四次。'),
    newer('yuenyeung-method', '鴛鴦用淡奶，茶底撞四次之後再溝咖啡，七比三。'),
  ),
  paraTrap(
    'h18f-par-trap-tw-fryer-oil',
    'zh',
    older('chicken-stall-oil', '雞排攤的炸油每天收攤後過濾，三天全部換新。'),
    newer('sweet-potato-stall-oil', '地瓜球攤的炸油每天收攤後過濾，五天全部換新。'),
  ),
];

export const HELDOUT_18_FACTS_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...SUPERSESSION, ...CONTRADICTION, ...PARAPHRASE];
