import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, contradictions part: implicit contradictions (one subject, another value in a later
 * memory, no change word needed), written by the fixer of this category before any rule change, in
 * domains of its own (a CI image, a choir, a climbing gym, a hostel, a tram depot, an aquarium, a
 * bike shop, a study room, a night market, a Hong Kong tea house, a tutoring centre, a community
 * radio, a recycling centre, a library, a dormitory).
 *
 * Contradictions: a software version against a commit-style note, a weekday against a bullet, a
 * price said by a non-native writer, a person against a key: value line, a count said as a label, a
 * table row against a sentence (its other row must stay), a duration in minutes against hours; in
 * Chinese a closing time against a label in 24-hour time, a Taiwanese monthly rent in Han numerals
 * against digits with a bracketed aside, a Hong Kong Cantonese person (由…管 / 而家係…管), a class size
 * by 最多 against 上限, a weekday by 改到. Traps: adults / children, two towns, servicing / washing
 * (another kind of event), term / holidays, weekdays / weekends (zh), a deposit / a rent (another
 * kind of value, Taiwanese), one time said twice in two forms (Cantonese), two dormitories.
 *
 * 20 cases (8 traps; 11 English, 9 Chinese: Simplified, Taiwanese, Hong Kong Cantonese). Pairs are
 * 2026-03-09 (older) and 2026-10-14 (newer); flags name both memories by file name.
 */

const OLD = '2026-03-09';
const NEW = '2026-10-14';
const CON = ['contradiction', 'outdated'];
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');

/** Flagged naming both, or fixed: the older statement (`gone`, by default its whole body) superseded, the newer kept. */
const con = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string], keep?: string[], gone: string = a[1]): QualityCase => ({
  id,
  category: 'contradiction',
  lang,
  memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
  fixed: { absent: [gone], contains: [b[1].split('\n')[0] ?? b[1]] },
  flag: { kinds: CON, mentions: [stem(a[0]), stem(b[0])] },
  ...(keep ? { keep } : {}),
});

/** Two statements about different things: both come through exactly, with no contradiction raised. */
const trap = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id,
  category: 'contradiction',
  lang,
  trap: true,
  memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
  keep: [a[1], b[1]],
  quiet: CON,
});

export const TUNING_11_CONTRADICTIONS_CASES: QualityCase[] = [
  // ---- contradictions, English
  con('t11-con-en-version-commit', 'en', ['ci-build-image.md', 'The CI build image runs Node 18.'], ['ci-image-note.md', 'ci: build image on Node 20 (LTS)']),
  con('t11-con-en-weekday-bullet', 'en', ['choir-rehearsal.md', 'Choir rehearsal is every Tuesday at 19:30 in the church hall.'], ['choir-calendar.md', '- choir rehearsal: Thursdays 19:30, church hall']),
  con('t11-con-en-price-nonnative', 'en', ['gym-day-pass.md', 'A day pass at the climbing gym costs £14.'], ['gym-prices.md', 'For the climbing gym the day pass is £16, shoes not included.']),
  con('t11-con-en-person-keyvalue', 'en', ['hostel-night-shift.md', 'The hostel night shift is covered by Aleksander.'], ['hostel-rota.md', 'Hostel night shift: Fatima']),
  con('t11-con-en-count-label', 'en', ['tram-fleet.md', 'The tram depot has 24 trams in service.'], ['depot-status.md', 'Trams in service at the depot: 27.']),
  con('t11-con-en-table-sentence', 'en',
    ['aquarium-tanks.md', 'Tank temperatures:\n\n| Tank | Temperature |\n|---|---|\n| Reef tank | 25 °C |\n| Cold-water tank | 14 °C |'],
    ['reef-tank.md', 'The reef tank is kept at 26 °C now.'], ['| Cold-water tank | 14 °C |'], '| Reef tank | 25 °C |'),
  con('t11-con-en-minutes-hours', 'en', ['bike-service.md', 'A full bike service at the shop takes 90 minutes.'], ['workshop-times.md', 'Full bike service: 2 hours.']),
  // ---- contradictions, Chinese
  con('t11-con-zh-closing-label', 'zh', ['study-room-zh.md', '自习室晚上 10 点关门。'], ['study-room-hours-zh.md', '自习室关门时间：22:30。']),
  con('t11-con-zhtw-rent', 'zh', ['stall-rent-tw.md', '夜市攤位的月租是八千元。'], ['stall-contract-tw.md', '夜市攤位月租：9,000 元（含水電）。']),
  con('t11-con-zhhk-person', 'zh', ['dimsum-hk-lead.md', '茶樓嘅點心部由明哥管。'], ['dimsum-hk-now.md', '茶樓點心部而家係阿強管。']),
  con('t11-con-zh-class-size', 'zh', ['tutoring-class-zh.md', '补习班每班最多 15 个学生。'], ['tutoring-rules-zh.md', '补习班每班上限 12 人。']),
  con('t11-con-zh-weekday', 'zh', ['radio-show-zh.md', '社区电台的周播节目在周三晚上录。'], ['radio-show-new-zh.md', '社区电台周播节目改到周五晚上录。']),
  // ---- traps: two things that look alike
  trap('t11-con-trap-en-adults-children', 'en', ['gym-adult-pass.md', "The climbing gym's day pass costs £14 for adults."], ['gym-child-pass.md', "The climbing gym's day pass costs £9 for children."]),
  trap('t11-con-trap-en-two-towns', 'en', ['northgate-glass.md', 'The Northgate recycling centre takes glass on Mondays.'], ['eastfield-glass.md', 'The Eastfield recycling centre takes glass on Wednesdays.']),
  trap('t11-con-trap-en-other-kind', 'en', ['tram-service-interval.md', 'Tram 14 is serviced every 30 days.'], ['tram-wash-interval.md', 'Tram 14 is washed every 7 days.']),
  trap('t11-con-trap-en-term-holidays', 'en', ['library-term.md', 'During term the library opens at 8:00.'], ['library-holidays.md', 'In the holidays the library opens at 10:00.']),
  trap('t11-con-trap-zh-weekend', 'zh', ['study-weekday-zh.md', '自习室平日开到 22:00。'], ['study-weekend-zh.md', '自习室周末开到 18:00。']),
  trap('t11-con-trap-zhtw-deposit-rent', 'zh', ['stall-deposit-tw.md', '夜市攤位的押金是一萬元。'], ['stall-monthly-tw.md', '夜市攤位的月租是八千元。']),
  trap('t11-con-trap-zhhk-same-time', 'zh', ['teahouse-hk-open.md', '茶樓星期六九點開門。'], ['teahouse-hk-hours.md', '茶樓逢星期六 09:00 開門。']),
  trap('t11-con-trap-zh-two-dorms', 'zh', ['dorm-boys-zh.md', '男生宿舍晚上 11 点熄灯。'], ['dorm-girls-zh.md', '女生宿舍晚上 11 点半熄灯。']),
];
