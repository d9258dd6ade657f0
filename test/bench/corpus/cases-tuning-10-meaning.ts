import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 10, meaning part: implicit contradictions and paraphrased duplicates, written by the fixer
 * of these categories before its rule changes, in domains no set had used as far as its writer saw
 * (a ferry line, a veterinary clinic, a makerspace, an observatory, a ski rental, a food bank, a
 * school bus, a dental surgery, a darkroom, a theatre costume store, a laundromat, a greenhouse
 * nursery, a lending library, a volunteer fire station, a yoga studio, a museum gallery, a brewery
 * cold store, a bakery co-op, an orchestra).
 *
 * Contradictions: one subject slot with another typed value in a later memory: a key: value line
 * against a sentence, a table row against a sentence (its other row must stay), a person in a
 * sentence against an em-dash label, a weekday with "now", a price (€, a bullet), a software
 * version with "v", a count of volunteers, a class length in minutes; in Chinese a 的-phrase weekday
 * said with 改成…了, a clock time in Han numerals against Arabic (七点十分 / 7:25), a price in
 * Traditional (兩千元 / 2500元), a person by 负责 against 换成了, Hong Kong Cantonese (係 / 而家改咗),
 * a table row against a sentence (发酵室 18°C / 20°C). Traps: two studios told apart by a digit, weekday
 * / Sunday, a lower and an upper bound, cats / dogs, winter / summer, A棟 / B棟 (a label letter), two
 * halls (东厅 / 西厅), members / non-members, one value said twice in two forms.
 * Paraphrases: never / always-someone, a range with numbers spelled out, British / American spelling
 * (colour-code / color-coded), a terse bullet against prose, 不要…的情况下 / 必须, 禁止 / 一律不准, 不可以 /
 * 不要让 (Traditional), 三本 / 3本, passive against imperative, Cantonese 唔好 / 禁止. Traps: one frame
 * with another object, one subject with another action, another species (zh), weekday / holiday
 * orders (Traditional), two rooms by number.
 *
 * 38 cases (14 traps; 19 English, 19 Chinese: Simplified, Traditional, Hong Kong Cantonese). Untouched
 * first run (at c4b8e17): recall 75 %, precision 50 %, 0 harmful; contradiction 71 % (10 of 14: a key:
 * value line, an em-dash label, a bullet price and 係 / 而家改咗 missed; 4 traps noisy: bounds, A棟 / B棟,
 * 会员 / 非会员, £2 / £2.00), paraphrase 80 % (8 of 10: never / always-someone and a spelled-out range
 * missed; no trap flagged).
 *
 * Pairs are 2026-02-17 (older) and 2026-09-29 (newer); flags name both memories by file name.
 */

const OLD = '2026-02-17';
const NEW = '2026-09-29';
const CON = ['contradiction', 'outdated'];
const DUP = ['possible-duplicate'];
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');

/** Flagged naming both, or fixed: the older statement (`gone`, by default its whole body) superseded, the newer kept. */
const con = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string], keep?: string[], gone: string = a[1]): QualityCase => ({
  id,
  category: 'contradiction',
  lang,
  memories: [mem(a[0], a[1], OLD, 'reference'), mem(b[0], b[1], NEW, 'reference')],
  fixed: { absent: [gone], contains: [b[1].split('\n')[0] ?? b[1]] },
  flag: { kinds: CON, mentions: [stem(a[0]), stem(b[0])] },
  ...(keep ? { keep } : {}),
});

const par = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  memories: [mem(a[0], a[1], OLD, 'feedback'), mem(b[0], b[1], NEW, 'feedback')],
  fixed: { gone: [b[0]] },
  flag: { kinds: DUP, mentions: [stem(a[0]), stem(b[0])] },
});

const trap = (id: string, lang: 'en' | 'zh', category: 'contradiction' | 'paraphrase', a: [string, string], b: [string, string], quiet: string[]): QualityCase => ({
  id,
  category,
  lang,
  trap: true,
  memories: [mem(a[0], a[1], OLD, category === 'paraphrase' ? 'feedback' : 'reference'), mem(b[0], b[1], NEW, category === 'paraphrase' ? 'feedback' : 'reference')],
  keep: [a[1], b[1]],
  quiet,
});

const STILL = ['contradiction', 'outdated'];
const QUIET_DUP = ['possible-duplicate'];

export const TUNING_10_MEANING_CASES: QualityCase[] = [
  // ---- contradictions
  con('t10-meaning-con-en-ferry-keyvalue', 'en', ['island-ferry.md', 'The first ferry to the island leaves the pier at 8:15.'], ['ferry-timetable.md', 'First island ferry: 8:45\nLast island ferry: 19:30']),
  con('t10-meaning-con-en-table-sentence', 'en', ['rental-rates.md', 'Ski rental rates:\n\n| Item | Day rate |\n|---|---|\n| Skis and boots | €38 |\n| Helmet | €6 |'], ['ski-season.md', 'Skis and boots now go for €42 a day at the rental desk.'], ['| Helmet | €6 |'], '| Skis and boots | €38 |'),
  con('t10-meaning-con-en-person-dash', 'en', ['laser-cutter.md', 'The laser cutter at the makerspace is maintained by Priya Nair.'], ['tool-stewards.md', 'Laser cutter steward — Tom Becker']),
  con('t10-meaning-con-en-weekday-now', 'en', ['stargazing-night.md', 'Public stargazing at the observatory is on Fridays.'], ['observatory-public.md', 'The observatory now runs public stargazing on Saturdays.']),
  con('t10-meaning-con-en-price-bullet', 'en', ['bread-share.md', "A loaf from the bakery co-op's bread share costs €3.50."], ['coop-prices.md', '- bread share loaf: €4.10 (members)']),
  con('t10-meaning-con-en-version-v', 'en', ['dome-software.md', "The observatory's dome control software is at v2.7."], ['dome-notes.md', 'Dome control software was moved to v3.1 over the winter break.']),
  con('t10-meaning-con-en-volunteers', 'en', ['saturday-shift.md', "The food bank's Saturday sorting shift needs 8 volunteers."], ['shift-needs.md', 'Saturday sorting shift at the food bank needs 12 volunteers.']),
  con('t10-meaning-con-en-minutes', 'en', ['class-length.md', 'Vinyasa classes at the yoga studio last 60 minutes.'], ['studio-timetable.md', 'Vinyasa classes at the studio run for 75 minutes.']),
  con('t10-meaning-con-zh-de-weekday', 'zh', ['surgery-day-zh.md', '宠物医院的手术日是周四。'], ['surgery-day-new-zh.md', '宠物医院的手术日改成周五了。']),
  con('t10-meaning-con-zh-han-arabic-time', 'zh', ['school-bus-zh.md', '校车早上七点十分到小区门口。'], ['school-bus-new-zh.md', '校车现在 7:25 到小区门口。']),
  con('t10-meaning-con-zht-price', 'zh', ['tattoo-min-zh.md', '刺青工作室的最低消費是兩千元。'], ['tattoo-price-zh.md', '最低消費：2500元']),
  con('t10-meaning-con-zh-person-swap', 'zh', ['cold-store-zh.md', '啤酒厂冷库的巡检由赵工负责。'], ['cold-store-new-zh.md', '冷库巡检的负责人换成了孙工。']),
  con('t10-meaning-con-zhhk-last-ferry', 'zh', ['last-ferry-zh.md', '尾班渡輪係晚上十一點半開。'], ['last-ferry-new-zh.md', '尾班渡輪而家改咗十二點開。']),
  con('t10-meaning-con-zh-table-sentence', 'zh', ['proof-room-zh.md', '面包房温度：\n\n| 房间 | 温度 |\n|---|---|\n| 发酵室 | 26°C |\n| 冷藏间 | 4°C |'], ['proof-room-new-zh.md', '发酵室温度调到 28°C 了。'], ['| 冷藏间 | 4°C |'], '| 发酵室 | 26°C |'),

  // ---- contradiction traps
  trap('t10-meaning-con-trap-studio-digits', 'en', 'contradiction', ['studio-one.md', 'Studio 1 closes at 21:00.'], ['studio-two.md', 'Studio 2 closes at 22:00.'], STILL),
  trap('t10-meaning-con-trap-sunday', 'en', 'contradiction', ['laundromat-hours.md', 'The laundromat opens at 7:00 on weekdays.'], ['laundromat-sunday.md', 'On Sundays the laundromat opens at 9:00.'], STILL),
  trap('t10-meaning-con-trap-bounds', 'en', 'contradiction', ['greenhouse-min.md', 'Keep the propagation greenhouse above 12 °C.'], ['greenhouse-max.md', 'Keep the propagation greenhouse below 30 °C.'], STILL),
  trap('t10-meaning-con-trap-species', 'en', 'contradiction', ['cat-spay.md', 'Cats stay two nights at the clinic after spaying.'], ['dog-spay.md', 'Dogs stay one night at the clinic after spaying.'], STILL),
  trap('t10-meaning-con-trap-zh-seasons', 'zh', 'contradiction', ['ski-winter-zh.md', '滑雪场冬季每天八点开门。'], ['ski-summer-zh.md', '滑雪场夏季每天十点开门。'], STILL),
  trap('t10-meaning-con-trap-zht-blocks', 'zh', 'contradiction', ['block-a-lift-zh.md', 'A棟電梯每年保養兩次。'], ['block-b-lift-zh.md', 'B棟電梯每年保養四次。'], STILL),
  trap('t10-meaning-con-trap-zh-halls', 'zh', 'contradiction', ['east-hall-zh.md', '音乐厅的东厅可以坐 200 人。'], ['west-hall-zh.md', '音乐厅的西厅可以坐 120 人。'], STILL),
  trap('t10-meaning-con-trap-zh-members', 'zh', 'contradiction', ['member-price-zh.md', '创客空间会员每小时 20 元。'], ['guest-price-zh.md', '创客空间非会员每小时 35 元。'], STILL),
  trap('t10-meaning-con-trap-agrees', 'en', 'contradiction', ['proof-price.md', 'An A3 proof at the print desk costs £2.'], ['print-desk.md', 'A3 proofs at the print desk: £2.00 each.'], STILL),

  // ---- paraphrases
  par('t10-meaning-par-en-never-always', 'en', ['autoclave-watch.md', 'Never leave the dental autoclave running unattended.'], ['autoclave-staff.md', 'Someone must always stay with the dental autoclave while it is running.']),
  par('t10-meaning-par-en-spelled-range', 'en', ['vaccine-fridge.md', 'Keep the vaccine fridge between 2 and 8 °C.'], ['fridge-range.md', 'The vaccine fridge has to stay between two and eight degrees.']),
  par('t10-meaning-par-en-colour-color', 'en', ['mat-colours.md', 'Colour-code the yoga mats by thickness.'], ['mat-sizes.md', 'The yoga mats are color-coded by thickness.']),
  par('t10-meaning-par-en-bullet-prose', 'en', ['deck-glass.md', '- no glass bottles on the ferry deck'], ['ferry-deck-rules.md', 'Glass bottles are not allowed on the ferry deck.']),
  par('t10-meaning-par-en-passive-imperative', 'en', ['costume-returns.md', 'Tag every returned costume with the date it came back.'], ['returned-costumes.md', 'Returned costumes are tagged with the date they came back.']),
  par('t10-meaning-par-zh-not-without-must', 'zh', ['goggles-zh.md', '不要在没戴护目镜的情况下使用激光切割机。'], ['laser-goggles-zh.md', '使用激光切割机时必须戴护目镜。']),
  par('t10-meaning-par-zh-ban-all', 'zh', ['darkroom-phone-zh.md', '禁止在暗房里使用手机。'], ['darkroom-rule-zh.md', '暗房里一律不准使用手机。']),
  par('t10-meaning-par-zht-sun', 'zh', ['keg-sun-zh.md', '生啤酒桶不可以曬太陽。'], ['keg-shade-zh.md', '不要讓生啤酒桶曬到太陽。']),
  par('t10-meaning-par-zh-number-forms', 'zh', ['loan-limit-zh.md', '每位读者一次最多借三本书。'], ['loan-rule-zh.md', '读者一次最多只能借 3 本书。']),
  par('t10-meaning-par-zhhk-cantonese', 'zh', ['gallery-food-zh.md', '唔好喺展廳入面食嘢。'], ['gallery-rules-zh.md', '展廳入面禁止食嘢。']),

  // ---- paraphrase traps
  trap('t10-meaning-par-trap-other-object', 'en', 'paraphrase', ['hose-bleach.md', 'Never clean the brewing hoses with bleach.'], ['fermenter-bleach.md', 'Never clean the fermenters with bleach.'], QUIET_DUP),
  trap('t10-meaning-par-trap-other-action', 'en', 'paraphrase', ['van-logbook.md', 'Always sign the logbook before taking out the fire station van.'], ['van-refuel.md', 'Always refuel the fire station van before bringing it back.'], QUIET_DUP),
  trap('t10-meaning-par-trap-zh-species', 'zh', 'paraphrase', ['cat-fasting-zh.md', '猫做绝育手术前要禁食八小时。'], ['dog-fasting-zh.md', '狗做绝育手术前要禁食十二小时。'], ['possible-duplicate', 'contradiction']),
  trap('t10-meaning-par-trap-zht-holiday', 'zh', 'paraphrase', ['weekday-orders-zh.md', '平日的訂單下午三點前出貨。'], ['holiday-orders-zh.md', '假日的訂單隔天出貨。'], ['possible-duplicate', 'contradiction']),
  trap('t10-meaning-par-trap-zh-rooms', 'zh', 'paraphrase', ['darkroom-one-zh.md', '一号暗房不许开灯。'], ['darkroom-two-zh.md', '二号暗房不许带饮料。'], QUIET_DUP),
];
