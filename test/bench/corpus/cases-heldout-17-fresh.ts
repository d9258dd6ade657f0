import type { CaseMemory, QualityCase } from './cases.js';
import { cutMidWord } from './cases.js';

/**
 * HELD-OUT 17, independent part (`h17i-`): a fresh set over all ten categories, written without
 * looking at the rules, other case files or benchmark output.
 *
 * What each category asks:
 * - dates-en / dates-zh: a relative date in a memory written on 2026-11-18 (a Wednesday) becomes
 *   absolute (yesterday 2026-11-17, the day before 2026-11-16, 大前天 2026-11-15, tomorrow
 *   2026-11-19, 上週三 2026-11-11, last Friday 2026-11-13, two weeks ago 2026-11-04, last week =
 *   the week of 2026-11-09, 上上周 = the week of 2026-11-02, next week / Next Monday = 2026-11-23,
 *   下周三 2026-11-25); traps hold date words that are names or calls (`today()`, `getYesterday`,
 *   `tomorrow_rate`, now(), song and zine titles), generic rules, 后天 "acquired", 前天线 "front
 *   antenna", 上一周期 "the previous cycle", 前一天 "the day before (some event)".
 * - supersession: "switched from X to Y", "X is deprecated, use Y", "we no longer X, now Y",
 *   从X迁移到了Y, 不再X，改用Y; the old statement carries an extra clause that must survive
 *   (rewrite only the superseded part) or an `outdated` finding names both memories. Traps:
 *   a switch reverted the same day, a switch asked for and refused, a deprecation of another thing.
 * - contradiction: the same subject with another value later -> `contradiction` (or `outdated`)
 *   naming both, or a rewrite; traps are the same attribute of a different subject.
 * - paraphrase: same rule, other words (negative vs positive) -> `possible-duplicate`; traps share
 *   most words but state different rules.
 * - claude-md: a memory that says the opposite of a CLAUDE.md rule with few shared words -> a
 *   conflict finding; traps repeat the rule and add a consistent clause or an example list.
 * - merge: a duplicate pair where the survivor must be the well-named, well-titled memory (never
 *   `*_copy`, `untitled-*`, `new-note-*`, `copy-of-*`), and a near-identical sentence kept once
 *   (the longer one, with the reason); traps are look-alike memories of different subjects.
 * - captures: a user's own well-formed request (in a noisy or mixed-language transcript, or reported
 *   in a daily log) becomes one memory with a whole-word title; word salad with 记住 / 不要 and
 *   requests already remembered are not saved.
 * - index: MEMORY.md over 200 lines with non-entry notes: the notes move to a linked topic file,
 *   user and feedback pointers stay; traps are indexes under the limit holding notes.
 * - hooks: an index hook long enough to be shortened; its fact clauses go into the topic file as
 *   sentences in the file's language, its filler ("super important!!", 很重要) does not; traps are
 *   hooks short enough to stay.
 *
 * Domains (R to Z): a sail loft, a roller-derby league, a rice mill (Taiwan), a Shenzhen PCB fab, a
 * ski-wax lab, a zine distro (Hong Kong), a water-taxi service, a velodrome, a rope works, a
 * taxidermy studio, a tofu workshop, a Taipei karaoke bar, a yacht club, an umbrella repair shop,
 * a sauna club, a scaffolding firm, a reptile rescue, a vet van, a wig maker, a timber yard, salt
 * pans, a weather-balloon launch site, a yak-wool co-op.
 * Writers' styles: a transcribed voice memo with fillers, a telegram with STOP, a diary, a
 * conventional commit, a spreadsheet row with pipes, a German-English and an Indian-English writer,
 * formal legal register, a league bulletin, minutes, arrows (->, =>), a WeChat @全体 notice, a
 * Taiwan office notice in Traditional Chinese, Cantonese chat, half-English half-Chinese, a LINE
 * group paste, a checklist with [x], a quoted email.
 * Calendar: BENCH_NOW 2026-11-25; date cases written 2026-11-18 (Wed); pairs 2026-05-06 (older) and
 * 2026-10-27 (newer), without relative dates.
 *
 * Counts (cases / traps; en / zh):
 *   dates-en 8 / 3 (en 8)          dates-zh 8 / 3 (zh 8)
 *   supersession 8 / 3 (4 / 4)     contradiction 8 / 3 (4 / 4)
 *   paraphrase 8 / 3 (4 / 4)       claude-md 8 / 3 (4 / 4)
 *   merge 8 / 3 (4 / 4)            captures 8 / 3 (4 / 4)
 *   index 8 / 3 (4 / 4)            hooks 8 / 3 (4 / 4)
 *   total 80 / 30 (en 40, zh 40)
 */

type Opts = Partial<Omit<CaseMemory, 'file' | 'body'>>;

const mem = (file: string, body: string, o: Opts = {}): CaseMemory => ({ file, modified: '2026-07-20', body, ...o });
/** A memory written on the date cases' day, 2026-11-18. */
const dated = (file: string, body: string, o: Opts = {}): CaseMemory => mem(file, body, { modified: '2026-11-18', ...o });
const older = (file: string, body: string, o: Opts = {}): CaseMemory => mem(file, body, { modified: '2026-05-06', ...o });
const newer = (file: string, body: string, o: Opts = {}): CaseMemory => mem(file, body, { modified: '2026-10-27', ...o });

const PAIR_QUIET = ['outdated', 'contradiction'];
const DUP = ['possible-duplicate'];
const CONFLICT = ['claude-md-conflict', 'conflict', 'contradiction', 'claude-md'];
const claude = (...rules: string[]): string => `# CLAUDE.md\n\n${rules.map((r) => `- ${r}`).join('\n')}\n`;
/** For a capture: no title or file name cut mid-word, and no "Avoid" on a plain fact. */
const capForbid = (text: string, fact = false): string[] => [...cutMidWord(text), ...(fact ? ['Avoid'] : [])];

const DATES_EN: QualityCase[] = [
  {
    id: 'h17i-den-sail-voice-memo',
    category: 'dates-en',
    lang: 'en',
    memories: [
      dated('ventania-main-recut.md', "voice memo, transcribed: uh, so we re-cut the leech on Ventania's main yesterday, um, and the owner picks it up tomorrow before noon. bring the battens."),
    ],
    fixed: { contains: ['2026-11-17', '2026-11-19'], absent: ['leech on ventania\'s main yesterday', 'picks it up tomorrow'] },
    keep: ['bring the battens'],
  },
  {
    id: 'h17i-den-derby-next-monday',
    category: 'dates-en',
    lang: 'en',
    memories: [
      dated('rollerhaus-skate-check.md', 'LEAGUE BULLETIN. Next Monday the skate-check moves to the back door of Rollerhaus. The roster bot\'s `getYesterday()` helper is still off by one; do not trust its attendance column.'),
    ],
    fixed: { contains: ['2026-11-23'], absent: ['Next Monday'] },
    keep: ['`getYesterday()`'],
  },
  {
    id: 'h17i-den-rice-diary-rule',
    category: 'dates-en',
    lang: 'en',
    memories: [
      dated('paddy-dryer-ceiling.md', 'Dear diary. We decided two weeks ago to never dry paddy above 43 °C again, after the cracked-grain batch from the Chiayi farmers. Ah-Ming still grumbles about it.'),
    ],
    fixed: { contains: ['2026-11-04'], absent: ['two weeks ago'] },
    keep: ['to never dry paddy above 43 °C again'],
  },
  {
    id: 'h17i-den-pcb-telegram',
    category: 'dates-en',
    lang: 'en',
    memories: [
      dated('aoi-false-calls.md', 'AOI FALSE CALLS SPIKED LAST WEEK STOP ROOT CAUSE DIRTY LENS ON LINE 3 STOP LENS CLEANED LAST FRIDAY STOP RECHECK BASELINE AFTER EVERY LENS SWAP STOP'),
    ],
    fixed: { contains: ['2026-11-09', '2026-11-13'], absent: ['SPIKED LAST WEEK', 'CLEANED LAST FRIDAY'] },
    keep: ['RECHECK BASELINE AFTER EVERY LENS SWAP'],
  },
  {
    id: 'h17i-den-zine-changed-yesterday',
    category: 'dates-en',
    lang: 'en',
    memories: [
      dated('consignment-split.md', 'Consignment split for the shops is 60/40 in the shop\'s favour (Zed changed this yesterday, it was 50/50). The sheet column `split_now` holds the current one.'),
    ],
    fixed: { contains: ['2026-11-17', '60/40'], absent: ['changed this yesterday'] },
    keep: ['`split_now`'],
  },
  {
    id: 'h17i-den-trap-wax-code-names',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      dated('glide-export-script.md', "The lab's export script calls `today()` and names each CSV after it. The `tomorrow_rate` column is the forecast drop in snow temperature, and getYesterday in the old Excel macro reads the previous sheet."),
    ],
    keep: ['`today()`', '`tomorrow_rate`', 'getYesterday in the old Excel macro'],
  },
  {
    id: 'h17i-den-trap-watertaxi-generic',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      dated('late-booking-rule.md', "A booking made after 23:30 counts as tomorrow's first run on the roster, and a fare refunded today would be due back on the card within five working days. Skippers never promise a time for the next day's run."),
    ],
    keep: ["A booking made after 23:30 counts as tomorrow's first run on the roster", 'a fare refunded today would be due back on the card'],
  },
  {
    id: 'h17i-den-trap-zine-titles',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      dated('fair-stock-titles.md', "Best sellers at the fairs: Yesterday's Kids #4 and Tomorrow Is A Long Time (risograph, 40 pages). The stock sheet stamps each row with now() so the totals sort by time."),
    ],
    keep: ["Yesterday's Kids #4", 'Tomorrow Is A Long Time', 'with now() so the totals'],
  },
];

const DATES_ZH: QualityCase[] = [
  {
    id: 'h17i-dzh-pcb-qiantian-xianshang',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      dated('short-circuit-batch.md', '@全体 前天线上出了一批短路板（料号 SZ-4471），已经隔离在 B 区，等客户 8D 回复。'),
    ],
    fixed: { contains: ['2026-11-16'], absent: ['前天线上'] },
    keep: ['已经隔离在 B 区'],
    forbid: ['前2026', '2026-11-16线上线上'],
  },
  {
    id: 'h17i-dzh-rice-traditional-week',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      dated('dryer-power-trip.md', '公告：大前天烘乾機又跳電，上週三才請台電來看過，請大家先不要同時開兩台。'),
    ],
    fixed: { contains: ['2026-11-15', '2026-11-11'], absent: ['大前天', '上週三'] },
    keep: ['請大家先不要同時開兩台'],
    forbid: ['那一週三', '那一周三', '2026-11-09 那一週'],
  },
  {
    id: 'h17i-dzh-tofu-diary-xiazhousan-he',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      dated('brine-too-much.md', '日记：昨晚卤水放多了，豆腐偏老。下周三和供应商谈新的黄豆价格，记得带上个月的单据。'),
    ],
    fixed: { contains: ['2026-11-17', '2026-11-25'], absent: ['昨晚', '下周三'] },
    keep: ['和供应商谈新的黄豆价格'],
    forbid: ['那一周三'],
  },
  {
    id: 'h17i-dzh-derby-codeswitch-weeks',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      dated('nso-count.md', '上上周的 scrimmage 裁判不够 😩，所以下周开始每场 bout 要排 4 个 NSO。'),
    ],
    fixed: { contains: ['2026-11-02', '2026-11-23'], absent: ['上上周', '下周开始'] },
    keep: ['要排 4 个 NSO'],
    forbid: ['那一周三', '下2026'],
  },
  {
    id: 'h17i-dzh-karaoke-cantonese',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      dated('room-seven-machine.md', '琴日 7 號房部點歌機死咗，聽日師傅嚟整，今晚 7 號房唔好俾客。'),
    ],
    fixed: { contains: ['2026-11-17', '2026-11-19'], absent: ['琴日', '聽日'] },
    keep: ['師傅嚟整'],
  },
  {
    id: 'h17i-dzh-trap-antenna-cycle',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      dated('front-antenna-board.md', '前天线板的阻抗控制在 50 欧 ±10%；上一周期良率 96%，这一周期目标 97%。'),
    ],
    keep: ['前天线板的阻抗控制在 50 欧 ±10%', '上一周期良率 96%'],
    forbid: ['2026-11-16线板', '那一周期'],
  },
  {
    id: 'h17i-dzh-trap-tofu-acquired-taste',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      dated('salt-judgement.md', '咸淡的分寸是后天练出来的，不是天生的。每周三磨豆，每天早上五点开锅。'),
    ],
    keep: ['咸淡的分寸是后天练出来的', '每周三磨豆'],
  },
  {
    id: 'h17i-dzh-trap-karaoke-typhoon-songs',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      dated('typhoon-deposit-rule.md', '颱風天規則：如果隔天停班停課，前一天訂的包廂訂金全退。熱門點播：〈昨日重現〉、〈明天會更好〉。'),
    ],
    keep: ['如果隔天停班停課，前一天訂的包廂訂金全退', '〈昨日重現〉', '〈明天會更好〉'],
  },
];

const SUPERSESSION: QualityCase[] = [
  {
    id: 'h17i-sup-sail-thread-commit',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      older('seam-thread.md', 'Seams on racing mainsails are sewn with Gütermann Mara 70 polyester thread, approved by the loft foreman Rui before any cutting.'),
      newer('thread-switch-commit.md', 'chore(loft): switched seam thread from Gütermann Mara 70 to Tenara PTFE\n\nUV kills polyester on the Setúbal moorings.'),
    ],
    fixed: { absent: ['sewn with Gütermann Mara 70 polyester thread'] },
    flag: { kinds: ['outdated'], mentions: ['seam-thread', 'thread-switch-commit'] },
    keep: ['approved by the loft foreman Rui'],
  },
  {
    id: 'h17i-sup-derby-deprecated-use',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      older('bout-scoreboard.md', 'Bout scoring runs on the CRG scoreboard laptop, next to the penalty box at the Riverside rink.'),
      newer('scoreboard-bulletin.md', 'HEAD NSO SAYS: CRG scoreboard is deprecated for us, use DerbyJam Live on the two league tablets.'),
    ],
    fixed: { absent: ['runs on the CRG scoreboard laptop'] },
    flag: { kinds: ['outdated'], mentions: ['bout-scoreboard', 'scoreboard-bulletin'] },
    keep: ['at the Riverside rink'],
  },
  {
    id: 'h17i-sup-watertaxi-no-longer',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      older('fare-payment.md', 'Fares on the water taxi are paid in cash to the skipper; receipts only on request.'),
      newer('card-only-memo.md', 'voice memo: so, uh, we no longer take cash on board, um, now it is card or the TaxiAqua app only.'),
    ],
    fixed: { absent: ['paid in cash to the skipper'] },
    flag: { kinds: ['outdated'], mentions: ['fare-payment', 'card-only-memo'] },
    keep: ['receipts only on request'],
  },
  {
    id: 'h17i-sup-trap-velodrome-reverted',
    category: 'supersession',
    lang: 'en',
    trap: true,
    memories: [
      older('track-timing.md', 'Track timing uses the Tag Heuer loops under the boards, installed in 2019.'),
      newer('kids-session-timing.md', "Moved timing to the phone app Lapz for the kids' session, then moved it back to the Tag Heuer loops the same evening: the app missed every third lap."),
    ],
    keep: ['Track timing uses the Tag Heuer loops under the boards', 'moved it back to the Tag Heuer loops'],
    quiet: PAIR_QUIET,
  },
  {
    id: 'h17i-sup-pcb-wechat-migrated',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      older('solder-mask-ink.md', '阻焊油墨用太阳 PSR-4000，由品质部王工签字放行。'),
      newer('ink-switch-notice.md', '@全体 阻焊油墨从太阳 PSR-4000 迁移到了容大 H-9100，下单请用新料号。'),
    ],
    fixed: { absent: ['阻焊油墨用太阳 PSR-4000'] },
    flag: { kinds: ['outdated'], mentions: ['solder-mask-ink', 'ink-switch-notice'] },
    keep: ['由品质部王工签字放行'],
  },
  {
    id: 'h17i-sup-rice-traditional-buzai',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      older('moisture-meter.md', '糙米含水率以凱特 PM-410 量測，每批抽三包。'),
      newer('moisture-notice.md', '碾米廠公告：不再用凱特 PM-410 量含水率，改用佐竹線上感測器。'),
    ],
    fixed: { absent: ['以凱特 PM-410 量測'] },
    flag: { kinds: ['outdated'], mentions: ['moisture-meter', 'moisture-notice'] },
    keep: ['每批抽三包'],
  },
  {
    id: 'h17i-sup-trap-zine-refused',
    category: 'supersession',
    lang: 'zh',
    trap: true,
    memories: [
      older('mail-order-courier.md', '寄書一律用順豐到付。'),
      newer('courier-question.md', '有客問可唔可以改用郵政寄，我哋話唔得，照舊順豐到付。'),
    ],
    keep: ['寄書一律用順豐到付', '照舊順豐到付'],
    quiet: PAIR_QUIET,
  },
  {
    id: 'h17i-sup-trap-wax-other-thing',
    category: 'supersession',
    lang: 'zh',
    trap: true,
    memories: [
      older('base-wax-test.md', '底蜡测试用 Swix HF8，熨斗温度 130 度。'),
      newer('iron-swap.md', 'Swix T73 熨斗已弃用，换成 T77（温度还是 130 度）；底蜡 HF8 不变。'),
    ],
    keep: ['底蜡测试用 Swix HF8，熨斗温度 130 度'],
    quiet: PAIR_QUIET,
  },
];

const CONTRADICTION: QualityCase[] = [
  {
    id: 'h17i-con-sauna-spreadsheet',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('stove-setting.md', 'Main sauna stove | Harvia Legend 240 | set to 80 °C on club nights | Lauri'),
      newer('stove-row-october.md', 'Main sauna stove | Harvia Legend 240 | set to 90 °C on club nights | members voted'),
    ],
    fixed: { absent: ['set to 80 °C on club nights'] },
    flag: { kinds: ['contradiction', 'outdated'], mentions: ['stove-setting', 'stove-row-october'] },
  },
  {
    id: 'h17i-con-taxidermy-german-english',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('deer-hide-tanning.md', 'We tan all deer hides with Lutan F, 3 days in the drum.'),
      newer('drum-time.md', 'Deer hides go now 5 days in the drum, with Lutan F still, because the hair slipped otherwise.'),
    ],
    fixed: { absent: ['3 days in the drum'] },
    flag: { kinds: ['contradiction', 'outdated'], mentions: ['deer-hide-tanning', 'drum-time'] },
  },
  {
    id: 'h17i-con-yacht-minutes',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('race-briefing.md', 'The race briefing is on Saturday at 09:00 in the clubhouse.'),
      newer('committee-minutes.md', 'Sailing committee, item 4: race briefing held Friday 18:30 at the clubhouse bar from now on. Carried 6-1.'),
    ],
    fixed: { absent: ['Saturday at 09:00'] },
    flag: { kinds: ['contradiction', 'outdated'], mentions: ['race-briefing', 'committee-minutes'] },
  },
  {
    id: 'h17i-con-trap-umbrella-two-models',
    category: 'contradiction',
    lang: 'en',
    trap: true,
    memories: [
      older('long-canopy.md', 'Canopy fabric for the long walking umbrellas: 190T pongee, black only.'),
      newer('folding-canopy.md', 'Canopy fabric for the folding pocket umbrellas: 210T pongee, any colour.'),
    ],
    keep: ['190T pongee, black only', '210T pongee, any colour'],
    quiet: PAIR_QUIET,
  },
  {
    id: 'h17i-con-pcb-line-width',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      older('inner-layer-width.md', '内层线宽最小 4 mil，低于这个一律不接单。'),
      newer('new-exposure-unit.md', '新曝光机到位了，内层线宽最小做到 3 mil。'),
    ],
    fixed: { absent: ['内层线宽最小 4 mil'] },
    flag: { kinds: ['contradiction', 'outdated'], mentions: ['inner-layer-width', 'new-exposure-unit'] },
  },
  {
    id: 'h17i-con-karaoke-line-minimum',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      older('room-minimum.md', '包廂低消每人 300 元（含一杯飲料）。'),
      newer('line-group-paste.md', '[LINE 店長群] 陳店長：各位～包廂低消調成每人 350 元，週末也一樣喔 🙏'),
    ],
    fixed: { absent: ['低消每人 300 元'] },
    flag: { kinds: ['contradiction', 'outdated'], mentions: ['room-minimum', 'line-group-paste'] },
  },
  {
    id: 'h17i-con-trap-tofu-two-products',
    category: 'contradiction',
    lang: 'zh',
    trap: true,
    memories: [
      older('firm-tofu-temp.md', '老豆腐：豆浆煮到 95 度再点卤水。'),
      newer('silken-douhua-temp.md', '嫩豆花：豆浆煮到 85 度就冲石膏。'),
    ],
    keep: ['豆浆煮到 95 度再点卤水', '豆浆煮到 85 度就冲石膏'],
    quiet: PAIR_QUIET,
  },
  {
    id: 'h17i-con-trap-yak-wool-attributes',
    category: 'contradiction',
    lang: 'zh',
    trap: true,
    memories: [
      older('dehairer-service.md', '牦牛绒分梳机每周一停机保养。'),
      newer('dehairer-belt.md', '分梳机的传动皮带每个季度换一次，备件在二号库。'),
    ],
    keep: ['牦牛绒分梳机每周一停机保养', '传动皮带每个季度换一次'],
    quiet: PAIR_QUIET,
  },
];

const PARAPHRASE: QualityCase[] = [
  {
    id: 'h17i-par-scaffold-neg-pos',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('tower-outriggers.md', 'Never let anyone climb a mobile scaffold tower above 4 m unless the outriggers are fitted.'),
      newer('tower-height-rule.md', 'Outriggers have to be on before a climb on any tower taller than four metres.'),
    ],
    flag: { kinds: DUP, mentions: ['tower-outriggers', 'tower-height-rule'] },
  },
  {
    id: 'h17i-par-reptile-telegraphic',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('snake-feeding.md', 'Snakes: no handling for 48 h after a feed.'),
      newer('after-feeding.md', 'after feeding leave the snakes alone two days — they bring the mouse back up if you pick them up'),
    ],
    flag: { kinds: DUP, mentions: ['snake-feeding', 'after-feeding'] },
  },
  {
    id: 'h17i-par-vetvan-indian-english',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('rabies-vials.md', 'Rabies vials are to be kept between 2 and 8 degrees only, kindly do not keep them in the door shelf of the van fridge.'),
      newer('vaccine-storage.md', 'Store the rabies vaccine at 2–8 °C and never in the fridge door.'),
    ],
    flag: { kinds: DUP, mentions: ['rabies-vials', 'vaccine-storage'] },
  },
  {
    id: 'h17i-par-trap-wig-lace',
    category: 'paraphrase',
    lang: 'en',
    trap: true,
    memories: [
      older('lace-front-washing.md', 'Lace fronts are washed in cold water only, never with a hair dryer after.'),
      newer('lace-front-glue.md', 'Lace fronts are glued with medical adhesive only, never with craft glue.'),
    ],
    keep: ['washed in cold water only', 'glued with medical adhesive only'],
    quiet: DUP,
  },
  {
    id: 'h17i-par-rice-moisture',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      older('paddy-intake.md', '稻谷进仓前水分必须降到 14% 以下。'),
      newer('silo-rule.md', '水分没烘到 14% 以内的稻谷，不许入仓。'),
    ],
    flag: { kinds: DUP, mentions: ['paddy-intake', 'silo-rule'] },
  },
  {
    id: 'h17i-par-karaoke-minors',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      older('minors-curfew.md', '未滿 18 歲的客人十點後不能留在包廂。'),
      newer('late-night-rooms.md', '晚上 10 點以後，包廂裡不可以有未成年的客人。'),
    ],
    flag: { kinds: DUP, mentions: ['minors-curfew', 'late-night-rooms'] },
  },
  {
    id: 'h17i-par-trap-pcb-chain',
    category: 'paraphrase',
    lang: 'zh',
    trap: true,
    memories: [
      older('drill-to-pth.md', '钻孔后必须在 4 小时内沉铜。'),
      newer('pth-to-plating.md', '沉铜后必须在 4 小时内电镀。'),
    ],
    keep: ['钻孔后必须在 4 小时内沉铜', '沉铜后必须在 4 小时内电镀'],
    quiet: DUP,
  },
  {
    id: 'h17i-par-trap-zine-new-stock',
    category: 'paraphrase',
    lang: 'zh',
    trap: true,
    memories: [
      older('new-stock-post.md', '新貨到咗要喺 IG 出 post，tag 埋作者。'),
      newer('new-stock-count.md', '新貨到咗要先點數，再入倉。'),
    ],
    keep: ['新貨到咗要喺 IG 出 post', '新貨到咗要先點數'],
    quiet: DUP,
  },
];

const CLAUDE_MD: QualityCase[] = [
  {
    id: 'h17i-cmd-timber-kiln',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claude('Never run the kiln scheduler script against the production PLC.', 'Use metric board sizes.'),
    memories: [newer('kiln-shortcut.md', "It's fine to run the kiln scheduler script straight on the production PLC when Tomás is off site.")],
    flag: { kinds: CONFLICT, mentions: ['kiln-shortcut'] },
  },
  {
    id: 'h17i-cmd-saltpans-legal',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claude('Do not share harvest yield figures with buyers before the monthly report is out.'),
    memories: [newer('yield-disclosure.md', 'The Agent is hereby permitted to disclose harvest yield figures to any buyer at any time upon request, notwithstanding the monthly report.')],
    flag: { kinds: CONFLICT, mentions: ['yield-disclosure'] },
  },
  {
    id: 'h17i-cmd-balloon-timezone',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claude('Always log balloon launch times in UTC.'),
    memories: [newer('launch-clock.md', 'Launch times go in the log as Azores local time, not UTC — the ground crew reads them off the wall clock.')],
    flag: { kinds: CONFLICT, mentions: ['launch-clock'] },
  },
  {
    id: 'h17i-cmd-trap-wax-csv-repeat',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: claude('Never commit raw glide-test CSVs; they hold athlete names.'),
    memories: [newer('raw-csv-storage.md', 'Raw glide-test CSVs stay out of git (athlete names, and coach notes too); they go to the lab NAS under /wax/raw instead.')],
    keep: ['Raw glide-test CSVs stay out of git'],
    quiet: CONFLICT,
  },
  {
    id: 'h17i-cmd-pcb-customer-names',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claude('不要在工程文件里写客户名称，只用客户代码。'),
    memories: [newer('traveler-labels.md', '工程文件里可以直接写客户全名，方便产线一眼认出是谁的板。')],
    flag: { kinds: CONFLICT, mentions: ['traveler-labels'] },
  },
  {
    id: 'h17i-cmd-rice-roc-year',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claude('出貨單日期一律用民國年。'),
    memories: [newer('invoice-year.md', '出貨單日期寫西元年就好，不必再用民國年。')],
    flag: { kinds: CONFLICT, mentions: ['invoice-year'] },
  },
  {
    id: 'h17i-cmd-trap-karaoke-prices',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: claude('不要在程式碼裡寫死包廂價格。'),
    memories: [newer('room-price-config.md', '包廂價格不要寫死在程式碼裡，要從後台設定讀，例如大包、中包、小包、派對包。')],
    keep: ['例如大包、中包、小包、派對包'],
    quiet: CONFLICT,
  },
  {
    id: 'h17i-cmd-trap-tofu-celsius',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: claude('所有温度都用摄氏度记录。'),
    memories: [newer('temperature-log.md', '记录温度用摄氏度，比如点卤 95°C、压制时 60°C，别写华氏。')],
    keep: ['比如点卤 95°C、压制时 60°C'],
    quiet: CONFLICT,
  },
];

const MERGE: QualityCase[] = [
  {
    id: 'h17i-mrg-sail-copy-longer-sentence',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('sail-uv-covers.md', 'UV strips on furling genoas are Sunbrella Plus, sewn on the leech and the foot.\nReplace the strip once the stitching turns brittle.', { description: 'UV cover strips on roller-furling genoas' }),
      mem('uvcover_notes_copy.md', 'UV strips on furling genoas are Sunbrella Plus, sewn on the leech and the foot.\nReplace the strip when the stitching turns brittle, usually every 4 seasons on the Setúbal moorings.', { description: 'uvcover notes copy' }),
    ],
    fixed: { files: ['sail-uv-covers.md'], gone: ['uvcover_notes_copy.md'], contains: ['usually every 4 seasons on the Setúbal moorings', 'Sunbrella Plus'], absent: ['strip once the stitching'] },
  },
  {
    id: 'h17i-mrg-derby-untitled',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('untitled-memory-2.md', 'Bout day: [x] floor taped by 10:00 [x] first-aid kit at the NSO table [x] two spare wheel sets in the bench bag', { description: 'untitled memory 2' }),
      mem('bout-day-checklist.md', 'Bout day: [x] floor taped by 10:00 [x] first-aid kit at the NSO table [x] two spare wheel sets in the bench bag', { description: 'Bout-day checklist for the Rust Belt Rollers' }),
    ],
    fixed: { files: ['bout-day-checklist.md'], gone: ['untitled-memory-2.md'], contains: ['first-aid kit at the NSO table'] },
  },
  {
    id: 'h17i-mrg-velodrome-copy-of',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('velodrome-board-care.md', 'The Siberian pine boards get a damp microfibre wipe after every session.\nNo solvent on the boards, ever: it lifts the lacquer.', { description: 'Care of the velodrome track boards' }),
      mem('copy-of-wipe-down.md', 'The Siberian pine boards get a damp microfibre wipe after every session.\nNo solvent on the boards, it lifts the lacquer.', { description: 'copy of wipe down' }),
    ],
    fixed: { files: ['velodrome-board-care.md'], gone: ['copy-of-wipe-down.md'], contains: ['damp microfibre wipe', 'ever: it lifts the lacquer'], absent: ['boards, it lifts the lacquer'] },
  },
  {
    id: 'h17i-mrg-trap-umbrella-sizes',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('golf-23-ribs.md', 'Ribs for the 23-inch golf umbrella: fibreglass, 8 ribs, tips glued with epoxy.'),
      mem('golf-30-ribs.md', 'Ribs for the 30-inch golf umbrella: fibreglass, 16 ribs, tips glued with epoxy.'),
    ],
    keep: ['23-inch golf umbrella: fibreglass, 8 ribs', '30-inch golf umbrella: fibreglass, 16 ribs'],
  },
  {
    id: 'h17i-mrg-pcb-copy-longer-sentence',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('impedance-coupon-test.md', '每批板子抽 2 条阻抗条，用 Polar CITS880 测。\n超出 ±10% 整批隔离。', { description: '阻抗测试条的测试流程' }),
      mem('impedance_copy.md', '每批板子抽 2 条阻抗条，用 Polar CITS880 测。\n超出 ±10% 的话整批隔离，等客户确认后再决定报废还是返工。', { description: 'impedance copy' }),
    ],
    fixed: { files: ['impedance-coupon-test.md'], gone: ['impedance_copy.md'], contains: ['等客户确认后再决定报废还是返工'], absent: ['超出 ±10% 整批隔离'] },
  },
  {
    id: 'h17i-mrg-rice-new-note',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('rice-polisher-care.md', '白米機砂輥每碾 300 噸換一次。\n換砂輥時要停機上鎖。', { description: '碾米機（白米機）保養重點' }),
      mem('new-note-3.md', '白米機砂輥每碾 300 噸換一次。\n換砂輥時一定要停機上鎖，去年有人手套被捲進去。', { description: 'new note 3' }),
    ],
    fixed: { files: ['rice-polisher-care.md'], gone: ['new-note-3.md'], contains: ['去年有人手套被捲進去'], absent: ['換砂輥時要停機上鎖'] },
  },
  {
    id: 'h17i-mrg-trap-karaoke-rooms',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('room-a-audio.md', 'A 包廂音響：Yamaha MG10 混音器，無線麥克風 4 支，低音砲在沙發後面。'),
      mem('room-b-audio.md', 'B 包廂音響：Yamaha MG10 混音器，無線麥克風 2 支，低音砲在電視下面。'),
    ],
    keep: ['無線麥克風 4 支，低音砲在沙發後面', '無線麥克風 2 支，低音砲在電視下面'],
  },
  {
    id: 'h17i-mrg-trap-zine-seasons',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('summer-stall-hours.md', '夏天（6 至 9 月）深水埗檔口開 12:00 至 20:00，星期一休息。'),
      mem('winter-stall-hours.md', '冬天（12 至 2 月）深水埗檔口開 13:00 至 19:00，星期一休息。'),
    ],
    keep: ['開 12:00 至 20:00', '開 13:00 至 19:00'],
  },
];

const CAPTURES: QualityCase[] = [
  {
    id: 'h17i-cap-rope-noisy-en',
    category: 'captures',
    lang: 'en',
    memories: [mem('rope-reels.md', 'Reels are colour-coded by rope family.')],
    said: [
      { day: '2026-11-17', text: 'ok run the stock report again' },
      { day: '2026-11-17', text: 'hmm no the other one. whatever' },
      { day: '2026-11-17', text: 'please remember that the 12 mm three-strand goes on the blue reel, never on the red one' },
      { day: '2026-11-17', text: 'lol the printer is jammed again' },
    ],
    fixed: { contains: ['12 mm three-strand', 'blue reel'] },
    maxCreated: 1,
    forbid: capForbid('the 12 mm three-strand goes on the blue reel, never on the red one'),
  },
  {
    id: 'h17i-cap-wax-voice-fact',
    category: 'captures',
    lang: 'en',
    memories: [mem('kuhtai-tests.md', 'Glide tests run at the Kühtai test track.')],
    said: [
      { day: '2026-11-17', text: 'uh, sorry, mic was muted. so yeah' },
      { day: '2026-11-17', text: 'also remember: the climate chamber fan is set to 8 m/s for every glide test, Jonas calibrated it' },
      { day: '2026-11-17', text: 'can you rerun the plot with the new colours' },
    ],
    fixed: { contains: ['8 m/s'] },
    maxCreated: 1,
    forbid: capForbid('the climate chamber fan is set to 8 m/s for every glide test, Jonas calibrated it', true),
  },
  {
    id: 'h17i-cap-velodrome-reported-log',
    category: 'captures',
    lang: 'en',
    memories: [mem('lap-timer-sync.md', 'The lap timers sync to the track PC over Wi-Fi.')],
    logs: {
      '2026-11-17': ['Ran the lap-timer sync; 3 loops offline, restarted them.', 'Sam asked me to remember that the boards are waxed only on Mondays, when the track is closed.'],
    },
    fixed: { contains: ['waxed only on Mondays'] },
    maxCreated: 1,
    forbid: capForbid('the boards are waxed only on Mondays, when the track is closed', true),
  },
  {
    id: 'h17i-cap-trap-zine-already-known',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('invoice-day.md', 'Invoices to the shops go out on the 1st of each month from the billing inbox.')],
    said: [
      { day: '2026-11-17', text: 'remember that invoices go out on the 1st from the billing inbox' },
      { day: '2026-11-17', text: 'thx' },
    ],
    keep: ['Invoices to the shops go out on the 1st of each month from the billing inbox.'],
    maxCreated: 0,
  },
  {
    id: 'h17i-cap-pcb-word-salad-one-request',
    category: 'captures',
    lang: 'zh',
    memories: [mem('enig-shipping.md', '沉金板走空运出货。')],
    said: [
      { day: '2026-11-17', text: '记住 记住 ok ok 那个 不要 板子 test test' },
      { day: '2026-11-17', text: '不要不要 lol 记住了吗 哈 AOI AOI' },
      { day: '2026-11-17', text: '请记住：沉金板出货前都要做 24 小时盐雾测试。' },
      { day: '2026-11-17', text: '嗯嗯 不要 那个 记住 lah 明白' },
    ],
    fixed: { contains: ['盐雾测试'] },
    maxCreated: 1,
    forbid: ['记住 记住 ok ok', '不要不要 lol', '嗯嗯 不要 那个'],
  },
  {
    id: 'h17i-cap-rice-reported-log-traditional',
    category: 'captures',
    lang: 'zh',
    memories: [mem('warehouse-layout.md', '倉庫分成一到四號倉。')],
    logs: {
      '2026-11-17': ['烘乾機二號保養完成。', '阿明請我記住：糯米要跟蓬萊米分開倉放，不可以混。'],
    },
    fixed: { contains: ['糯米要跟蓬萊米分開倉放'] },
    maxCreated: 1,
  },
  {
    id: 'h17i-cap-trap-salad-only',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('ink-lot-check.md', '油墨到货先看批号。')],
    said: [
      { day: '2026-11-17', text: '记住记住记住' },
      { day: '2026-11-17', text: '不要 不要 啊啊啊 记住 那个谁' },
      { day: '2026-11-17', text: '哈哈 不要理他 记住个鬼' },
      { day: '2026-11-17', text: 'ok 先不要 push 等我一下' },
    ],
    maxCreated: 0,
  },
  {
    id: 'h17i-cap-trap-cantonese-known',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('booking-channel.md', '訂位一律用 WhatsApp，唔好用 IG DM。')],
    said: [
      { day: '2026-11-17', text: '記住訂位用 WhatsApp 呀，唔好用 IG DM' },
      { day: '2026-11-17', text: '好，冇嘢喇' },
    ],
    keep: ['訂位一律用 WhatsApp，唔好用 IG DM。'],
    maxCreated: 0,
  },
];

const datedNotesEn = [
  '2026-09-14: moved the plotter to bay 2.',
  '2026-09-21: Rui wants all repair tickets photographed before work starts.',
  '2026-09-30: the Hood loft in Lisbon lends us their big table in winter.',
  '2026-10-03: spare hot knife blades are in the red drawer.',
  '2026-10-12: insurance renewal paperwork is in the office binder.',
  '2026-10-19: the broadseam jig needs a new base board.',
  '2026-10-26: order more 3M 9460 tape before December.',
  '2026-11-02: the loft floor gets resealed in January.',
];

const INDEX: QualityCase[] = [
  {
    id: 'h17i-idx-sail-dated-notes',
    category: 'index',
    lang: 'en',
    memories: [mem('loft-owner-profile.md', 'The user runs a four-person sail loft in Setúbal and prefers short answers.', { type: 'user' })],
    extraMemories: 185,
    indexNotes: datedNotesEn,
    fixed: { contains: ['moved the plotter to bay 2', 'order more 3M 9460 tape before December'], indexAbsent: ['moved the plotter to bay 2'], indexMaxLines: 200 },
    indexKeep: ['(loft-owner-profile.md)', '(answer-style.md)', '(test-names.md)'],
  },
  {
    id: 'h17i-idx-derby-paragraphs',
    category: 'index',
    lang: 'en',
    memories: [mem('league-secretary.md', 'The user is the league secretary of the Rust Belt Rollers and writes the bulletins.', { type: 'user' })],
    extraMemories: 186,
    indexNotes: [
      'Scratch notes from the October board meeting, pasted in here so I do not lose them: the travel team wants a second practice slot, the rink owner said maybe Thursdays after the figure skaters, and nobody has asked the insurance people yet whether the scrimmages with the Ohio league count as bouts.',
      'Also: the merch table made 1,240 dollars at the Halloween bout, which is a record, and the referees asked for their own water cooler because they keep getting handed the skaters\' bottles.',
      'And the new skater intake is capped at twelve people per round from now on, because the coaches cannot watch more than that at once.',
      'The bout-day volunteer sign-up sheet lives on the corkboard by the rink office, not online, because half the volunteers do not use the group chat.',
      'Jammer helmet covers: we have eleven, two are torn, and the star decals are peeling off; Priya said she would reorder in bulk.',
      'The scoreboard projector bulb was replaced in September and the spare is in the equipment cage, top shelf, in a shoebox marked BULB.',
      'Travel budget for the away bouts is 300 dollars per skater per season, anything above that the skater pays.',
      'Reminder to self: the after-party venue wants the headcount by the Thursday before each home bout.',
    ],
    fixed: { contains: ['the merch table made 1,240 dollars at the Halloween bout'], indexAbsent: ['the merch table made 1,240 dollars'], indexMaxLines: 200 },
    indexKeep: ['(league-secretary.md)', '(answer-style.md)', '(test-names.md)'],
  },
  {
    id: 'h17i-idx-watertaxi-heading-notes',
    category: 'index',
    lang: 'en',
    memories: [
      mem('skipper-roster-owner.md', 'The user plans the skipper roster and reads memory on a phone.', { type: 'user' }),
      mem('no-tables-please.md', 'Do not answer with wide tables; the phone cuts them off.', { type: 'feedback' }),
    ],
    extraMemories: 186,
    indexNotes: ['## Scratch', 'Pier 3 ladder is loose, reported to the port.', 'Winter timetable starts with the first storm warning, not on a fixed day.', 'Fuel card PIN is with the office, not on the boats.', 'Skipper Inês is certified for night runs.', 'The backup boat is the old Tágide II.'],
    fixed: { contains: ['Skipper Inês is certified for night runs'], indexAbsent: ['Skipper Inês is certified for night runs'], indexMaxLines: 200 },
    indexKeep: ['(skipper-roster-owner.md)', '(no-tables-please.md)', '(answer-style.md)'],
  },
  {
    id: 'h17i-idx-trap-yacht-under-limit',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('club-secretary.md', 'The user is the yacht club secretary.', { type: 'user' })],
    extraMemories: 30,
    indexNotes: ['2026-10-04: the crane lift-out is booked for the last weekend of October.', '2026-10-18: the bar licence renewal went through.', 'Remember the RYA return is due in January.'],
    keep: ['the crane lift-out is booked for the last weekend of October', 'Remember the RYA return is due in January.'],
    indexKeep: ['(club-secretary.md)'],
  },
  {
    id: 'h17i-idx-pcb-dated-notes-zh',
    category: 'index',
    lang: 'zh',
    memories: [mem('process-engineer-profile.md', '用户是深圳一家 PCB 厂的工艺工程师，习惯中文回答。', { type: 'user' })],
    extraMemories: 185,
    indexNotes: [
      '2026-09-02：AOI 误报率降到 3%。',
      '2026-09-09：二号线换了新的蚀刻液供应商。',
      '2026-09-16：客户 K 的板子一律加测飞针。',
      '2026-09-23：夜班缺两个人，先从 QA 借调。',
      '2026-10-07：VCP 电镀线保养改到周日。',
      '2026-10-14：X-ray 检测机的钥匙在主管抽屉。',
      '2026-10-21：仓库温湿度计坏了一个，已报修。',
      '2026-11-04：年底盘点安排在 12 月最后一周。',
    ],
    fixed: { contains: ['AOI 误报率降到 3%', '客户 K 的板子一律加测飞针'], indexAbsent: ['AOI 误报率降到 3%'], indexMaxLines: 200 },
    indexKeep: ['(process-engineer-profile.md)', '(answer-style.md)', '(test-names.md)'],
  },
  {
    id: 'h17i-idx-karaoke-line-notes-zh',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('store-manager-profile.md', '使用者是台北一家 KTV 的店長，用繁體中文。', { type: 'user' }),
      mem('reply-in-traditional.md', '回答一律用繁體中文，不要用簡體。', { type: 'feedback' }),
    ],
    extraMemories: 187,
    indexNotes: [
      '[LINE 記事本貼上]',
      '陳店長：跨年夜包廂全部要預付訂金。',
      '小美：9 號房冷氣滴水，已經叫師傅。',
      '阿傑：新的點歌系統帳號密碼在櫃台鐵盒。',
      '陳店長：消防演練每半年一次，下次排在一月。',
      '小美：員工餐改成兩點和九點兩個時段。',
    ],
    fixed: { contains: ['跨年夜包廂全部要預付訂金'], indexAbsent: ['跨年夜包廂全部要預付訂金'], indexMaxLines: 200 },
    indexKeep: ['(store-manager-profile.md)', '(reply-in-traditional.md)', '(answer-style.md)'],
  },
  {
    id: 'h17i-idx-trap-tofu-under-limit-zh',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('workshop-owner.md', '用户是一家豆腐作坊的老板。', { type: 'user' })],
    extraMemories: 20,
    indexNotes: ['2026-10-10：换了新的石磨。', '2026-10-24：东北黄豆涨价 8%。', '年前要把冷库清一遍。', '老客户王阿姨每周要两板老豆腐。'],
    keep: ['2026-10-24：东北黄豆涨价 8%。', '老客户王阿姨每周要两板老豆腐。'],
    indexKeep: ['(workshop-owner.md)'],
  },
  {
    id: 'h17i-idx-trap-rice-medium-zh',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('mill-manager.md', '使用者是台南一家碾米廠的廠長。', { type: 'user' })],
    extraMemories: 110,
    indexNotes: ['## 待辦', '二期稻作收割前要把烘乾機全部保養。', '2026-10-30：農會的契作價格公布了。', '新的包裝機操作手冊在辦公室書架。', '2026-11-06：碾米線的集塵袋換新。'],
    keep: ['二期稻作收割前要把烘乾機全部保養。', '2026-11-06：碾米線的集塵袋換新。'],
    indexKeep: ['(mill-manager.md)'],
  },
];

const HOOKS: QualityCase[] = [
  {
    id: 'h17i-hk-rope-splice-filler',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('rope-splice-spec.md', 'Eye splices on three-strand nylon get five full tucks.', {
        hook: 'Eye splice spec for the rope works, five full tucks on nylon, polyester needs only four tucks, taper the last tuck with a hot knife; see the file, super important!!',
      }),
    ],
    fixed: { contains: ['polyester needs only four tucks', 'taper the last tuck with a hot knife'] },
    forbid: ['super important', 'Super important', 'see the file'],
  },
  {
    id: 'h17i-hk-wax-arrows',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('glide-wax-temps.md', 'Lab glide tests use the Swix CH series on the 2 m test skis.', {
        hook: 'Glide wax by snow temp -> CH4 below -12 °C, CH6 between -6 and -12 °C, CH7 between -2 and -8 °C => iron at 150 °C max, pls read b4 testing!!! thx',
      }),
    ],
    fixed: { contains: ['CH4 below -12 °C', '150 °C'] },
    forbid: ['pls read b4 testing', 'thx'],
  },
  {
    id: 'h17i-hk-vetvan-parentheses',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('vet-van-route.md', 'The vet van visits the hill villages on a fixed loop.', {
        hook: 'Vet van route (the loop) — Monday Alvito and Cuba, Wednesday Viana, Friday Portel (ferry over the reservoir at 08:15), as discussed, FYI, more in the file',
      }),
    ],
    fixed: { contains: ['Portel', 'ferry over the reservoir at 08:15'] },
    forbid: ['FYI', 'as discussed', 'more in the file'],
  },
  {
    id: 'h17i-hk-trap-short-hook-en',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('wig-cap-sizes.md', 'Wig caps come in petite, average and large.', { hook: 'Wig cap sizes: petite 21 in, average 22 in, large 23 in' })],
    keep: ['Wig caps come in petite, average and large.'],
  },
  {
    id: 'h17i-hk-pcb-aoi-filler-zh',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('aoi-settings.md', 'AOI 用的是奥宝 Fusion 22。', {
        hook: 'AOI 设定说明：最小线距按 3 mil 设，误报率超过 5% 就要重新建模，建模用金板不用喷锡板，夜班不准改参数，改完要在系统里留记录，镜头每周用无尘布擦一次，灯箱亮度保持在 80% 左右，换料号要先跑三块首件；详情见文件，很重要！！！一定要看！！！',
      }),
    ],
    fixed: { contains: ['误报率超过 5% 就要重新建模', '夜班不准改参数'] },
    forbid: ['很重要', '一定要看', '详情见文件'],
  },
  {
    id: 'h17i-hk-rice-traditional-zh',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('husker-rolls.md', '礱穀機用的是橡膠輥。', {
        hook: '礱穀機膠輥重點：每碾 400 公噸要換一對膠輥，長粒米間隙調 0.6 公釐，圓粒米調 0.8 公釐，換下來的舊輥放後面倉庫，不可以丟，廠商會回收，新輥到貨要先放陰涼處兩天再裝，裝好先空轉十分鐘，脫殼率低於 85% 就要調間隙；詳見檔案，拜託大家注意～～',
      }),
    ],
    fixed: { contains: ['每碾 400 公噸要換一對膠輥', '0.8 公釐'] },
    forbid: ['拜託大家注意', '詳見檔案'],
  },
  {
    id: 'h17i-hk-trap-short-hook-zh',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('douhua-syrup.md', '豆花糖水用片糖熬。', { hook: '豆花糖水：片糖 2 斤配水 5 斤，熬 20 分钟' })],
    keep: ['豆花糖水用片糖熬。'],
  },
  {
    id: 'h17i-hk-trap-medium-hook-zh',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('zine-consignment-hk.md', '寄賣書店名單見呢個檔。', { hook: '寄賣書店：旺角序言、深水埗 Mosses、西環 Books & Co.，月尾對數' })],
    keep: ['寄賣書店名單見呢個檔。'],
  },
];

export const HELDOUT_17_FRESH_CASES: QualityCase[] = [
  ...DATES_EN,
  ...DATES_ZH,
  ...SUPERSESSION,
  ...CONTRADICTION,
  ...PARAPHRASE,
  ...CLAUDE_MD,
  ...MERGE,
  ...CAPTURES,
  ...INDEX,
  ...HOOKS,
];
