import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 12, part wording: paraphrased duplicates and relative dates, written by the fixer of its
 * categories before that fixer's rule changes, from the categories and the kinds of misses
 * HELD-OUT 16 and 17 showed (not their words), in domains no set had used as far as its writer saw:
 * a glass studio, a sheep-shearing crew, a squash club, a town library, a bakery, a bike shop, a
 * seafood cold store, a theatre's sound desk, a greenhouse, a karting track,
 * a car-care shop, a call centre, a power line crew, a restaurant kitchen, a data centre, a camera
 * rental, an HK swimming club, a drone school, a print works, a sourdough bakery, a film crew, a
 * Taiwan escape-room venue.
 *
 * Dates: a chat paste with a timestamp and an emoji, a spoken ramble with fillers, a past weekday
 * ("on Tuesday"), an event opening a rule ("settled it three days ago: no dogs ..."); traps: a shop
 * name and a column name holding a date word, a hypothetical ("is never promised for tomorrow").
 * Chinese: 前天晚上, Taiwanese 上禮拜二, and 昨天 before 线路 (天线 is a word too, the date
 * is still a date); traps where a date's characters belong to the words around them: 如今天气
 * (nowadays + weather), 提前天数 (days in advance), 前天窗 (front sunroof), 下周期 (next cycle).
 * Paraphrases (flag `possible-duplicate` naming both): one rule from both sides (never the
 * dishwasher / washed by hand only; 不要用纸巾 / 只能用镜头纸), formal against chatty (logbook at
 * reception / "pls ... sign in at the front desk b4"), Cantonese against Taiwanese formal, and a
 * code-switched Chinese rule against one in English. Traps (quiet): one subject and one stance with
 * another object (ear defenders / safety glasses), one subject with two rules (fed twice a day /
 * never kept in the fridge), one stance with another action (电池不要放在车里 / 不要和钥匙放在一起),
 * another day and lead time (週末 兩週 / 平日 三天).
 *
 * 22 cases (dates-en 6, dates-zh 7, paraphrase 9), 10 of them traps; 10 English, 12 Chinese (3 of
 * them Traditional: Taiwan or Hong Kong), one of them a Chinese rule against an English one.
 *
 * Calendar: memories are written on 2026-11-19, a Thursday: yesterday / 昨天 2026-11-18, the day
 * before yesterday / 前天 2026-11-17, three days ago 2026-11-16, on Tuesday 2026-11-17,
 * 上禮拜二 2026-11-10. Paraphrase pairs are 2026-04-14 (older) and 2026-10-20 (newer).
 */

const DAY = '2026-11-19';
const OLD = '2026-04-14';
const NEW = '2026-10-20';
const DUP = ['possible-duplicate'];
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');

/** A relative date to convert: `day` in the text afterwards, `phrase` gone, `keep` as written. */
const dateFix = (id: string, category: 'dates-en' | 'dates-zh', lang: 'en' | 'zh', file: string, body: string, day: string, phrase: string, keep: string[]): QualityCase => ({
  id,
  category,
  lang,
  memories: [mem(file, body)],
  fixed: { contains: [day], absent: [phrase] },
  keep,
});

/** No date to convert: the whole body stays as written. */
const dateTrap = (id: string, category: 'dates-en' | 'dates-zh', lang: 'en' | 'zh', file: string, body: string): QualityCase => ({
  id,
  category,
  lang,
  trap: true,
  memories: [mem(file, body)],
  keep: [body],
});

/** One rule in two memories, in other words: a `possible-duplicate` naming both; both stay. */
const par = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  memories: [mem(a[0], a[1], OLD, 'feedback'), mem(b[0], b[1], NEW, 'feedback')],
  flag: { kinds: DUP, mentions: [stem(a[0]), stem(b[0])] },
  keep: [a[1], b[1]],
});

/** Two memories alike in words or subject but not one rule: both come through exactly, unflagged. */
const trap = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  trap: true,
  memories: [mem(a[0], a[1], OLD, 'feedback'), mem(b[0], b[1], NEW, 'feedback')],
  keep: [a[1], b[1]],
  quiet: [...DUP, 'contradiction', 'outdated'],
});

const DATES_EN: QualityCase[] = [
  dateFix('t12-wording-den-chat-paste', 'dates-en', 'en', 'annealer-thermocouple.md',
    '[19/11, 08:12] Priya: annealer 2 got a new thermocouple yesterday 🔥 schedule back to normal, soak at 482 °C as usual',
    '2026-11-18', 'thermocouple yesterday', ['soak at 482 °C as usual']),
  dateFix('t12-wording-den-spoken-ramble', 'dates-en', 'en', 'shearing-handpiece.md',
    'right so, uh, note to self: the handpiece on the shearing trailer was, um, re-ground the day before yesterday by Colin, so no more swapping combs mid-run.',
    '2026-11-17', 'the day before yesterday', ['so no more swapping combs mid-run.']),
  dateFix('t12-wording-den-past-weekday', 'dates-en', 'en', 'court3-scoreboard.md',
    'FYI the scoreboard controller on court 3 was reflashed on Tuesday. If it freezes again, power-cycle it from the cabinet, not the wall socket.',
    '2026-11-17', 'reflashed on tuesday', ['If it freezes again, power-cycle it from the cabinet, not the wall socket.']),
  dateFix('t12-wording-den-event-opens-rule', 'dates-en', 'en', 'reading-room-dogs.md',
    'The committee settled it three days ago: no dogs in the reading room, guide dogs excepted.',
    '2026-11-16', 'three days ago', ['no dogs in the reading room, guide dogs excepted.']),
  dateTrap('t12-wording-den-trap-names', 'dates-en', 'en', 'day-old-loaves.md',
    "Day-old loaves go on the Yesterday's Bread shelf at half price, and the `tomorrow_orders` sheet is filled in before closing."),
  dateTrap('t12-wording-den-trap-hypothetical', 'dates-en', 'en', 'bike-repair-promises.md',
    'A bike left after 17:00 is never promised for tomorrow; the repair ticket always says two working days.'),
];

const DATES_ZH: QualityCase[] = [
  dateFix('t12-wording-dzh-glued-evening', 'dates-zh', 'zh', 'lengku-door-alarm.md',
    '前天晚上冷库门没关严，温度升到 -12°C，这批冻虾要重新检测。',
    '2026-11-17', '前天晚上', ['这批冻虾要重新检测。']),
  dateFix('t12-wording-dzh-tw-last-week-day', 'dates-zh', 'zh', 'yinkongtai-repair.md',
    '音控台上禮拜二送修了，演出先用備用機。',
    '2026-11-10', '上禮拜二', ['演出先用備用機。']),
  dateFix('t12-wording-dzh-date-before-word', 'dates-zh', 'zh', 'xianlu-jianxiu.md',
    '昨天线路检修完成，3 号杆的绝缘子全部换新。',
    '2026-11-18', '昨天线路', ['3 号杆的绝缘子全部换新。']),
  dateTrap('t12-wording-dzh-trap-nowadays', 'dates-zh', 'zh', 'wenshi-heater.md',
    '如今天气转凉，温室夜里要开暖风机。'),
  dateTrap('t12-wording-dzh-trap-advance-days', 'dates-zh', 'zh', 'kart-booking-lead.md',
    '包场预约的提前天数不少于 3 天，节假日不少于 7 天。'),
  dateTrap('t12-wording-dzh-trap-sunroof', 'dates-zh', 'zh', 'sunroof-drains.md',
    '全景车型的前天窗排水孔每季度疏通一次。'),
  dateTrap('t12-wording-dzh-trap-next-cycle', 'dates-zh', 'zh', 'paiban-cycle.md',
    '下周期的排班表由组长在本周期最后一天发出。'),
];

const PARAPHRASE: QualityCase[] = [
  par('t12-wording-par-en-neg-pos', 'en',
    ['cast-iron-dishwasher.md', 'Never put the cast-iron pans in the dishwasher.'],
    ['cast-iron-washing.md', 'Cast iron gets washed by hand only, then dried on the burner and oiled.']),
  par('t12-wording-par-en-formal-chatty', 'en',
    ['server-room-logbook.md', 'Visitors must sign the logbook at reception before entering the server room.'],
    ['server-room-sign-in.md', 'pls make sure visitors sign in at the front desk b4 they go into the server room 🙏']),
  par('t12-wording-par-zh-neg-pos', 'zh',
    ['jingtou-zhijin.md', '镜头不要用纸巾擦。'],
    ['jingtou-cleaning.md', '擦镜头只能用镜头纸。']),
  par('t12-wording-par-zh-hk-tw', 'zh',
    ['kids-pool-adult.md', '細路唔可以自己落泳池，一定要有大人陪住。'],
    ['children-pool-rule.md', '兒童須由成人陪同方可進入泳池。']),
  par('t12-wording-par-codeswitch', 'zh',
    ['propeller-check.md', '每次起飞前都要检查 propeller 有没有裂纹。'],
    ['preflight-props.md', 'Check the propellers for cracks before every takeoff.']),
  trap('t12-wording-par-trap-other-object', 'en',
    ['press-room-ears.md', 'Always wear ear defenders in the press room.'],
    ['press-room-eyes.md', 'Always wear safety glasses in the press room.']),
  trap('t12-wording-par-trap-one-subject-two-rules', 'en',
    ['starter-feeding.md', 'The sourdough starter is fed twice a day with rye flour.'],
    ['starter-storage.md', 'The sourdough starter is never kept in the fridge.']),
  trap('t12-wording-par-trap-zh-other-action', 'zh',
    ['battery-car.md', '电池不要放在车里过夜。'],
    ['battery-keys.md', '电池不要和钥匙放在同一个口袋里。']),
  trap('t12-wording-par-trap-tw-lead-times', 'zh',
    ['weekend-booking.md', '週末包場須提前兩週預約。'],
    ['weekday-booking.md', '平日包場須提前三天預約。']),
];

export const TUNING_12_WORDING_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...PARAPHRASE];
