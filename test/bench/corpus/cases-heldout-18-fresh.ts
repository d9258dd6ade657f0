import { cutMidWord, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 18, independent part ("fresh"): hand-written quality cases over every category, by a
 * writer who saw no other case set and none of the rules (only cases.ts, build.ts, interop.md
 * and the issue). Ids `h18i-`.
 *
 * What each category asks:
 * - dates-en / dates-zh: a relative date in a memory written on 2026-11-16 becomes absolute (a
 *   week becomes a range or a week-of date); date words inside names, code, song titles, generic,
 *   hypothetical or recurring sentences stay as they are. Chinese phrases glued to the next word
 *   (前天线上, 下周三和), Traditional (上上週) and Cantonese (尋日) forms.
 * - supersession: "switched from", "moved off ... to", "no longer ...; now", "replaced X with Y",
 *   迁移到了, 已棄用，改用, 改為; partly superseded statements keep their other clauses (or an
 *   `outdated` finding names both files). Traps: an unrelated move, another channel, a
 *   consistent restatement, an editing instruction that says 改為.
 * - contradiction: the same subject, another value, in a later memory; traps differ in scope
 *   (weekday vs 初一十五, language pair, shop).
 * - paraphrase: one rule said twice in other words (positive vs negative, Simplified, Traditional,
 *   across English and Chinese); traps share the sentence frame but not the subject.
 * - claude-md: a memory that says the opposite of a CLAUDE.md rule; traps repeat a rule with a
 *   consistent example, or share its words about another subject.
 * - merge: `_copy`, ` (1)`, `Copy of ` and `-copy` duplicates: the survivor is the plainly named
 *   file, the longer sentence with the reason is the one kept; traps are two wards, two routes,
 *   a file whose name says "copies".
 * - captures: a user's own request in a transcript (or one reported in a daily log) becomes one
 *   memory each, at most a bound; traps: word salad with 记住/不要, a request memory already holds,
 *   a question about remembering, a grumble.
 * - index: MEMORY.md over 200 lines or 25,000 chars: dated notes and pasted paragraphs leave the
 *   index first, user and feedback pointers never go; traps: exactly 200 lines, an index note
 *   that is about the index, a full but fitting index.
 * - hooks: an entry line of 150+ chars: the fact clauses go into the topic file, the chatter does
 *   not; traps: lines just under 150 chars, a Chinese hook short in characters but long in bytes.
 *
 * Domains: a hospital pharmacy, a winter indoor music festival crew, a university wet lab, a
 * family's shared notes, a freelance DE/EN/ZH translator, a game studio (Lanternfall), a Shanghai
 * cross-border e-commerce shop (Tmall Global, 9610 customs), a Hong Kong green minibus operator
 * (route 16, Cantonese), a Tainan temple committee (Traditional Chinese), a small-animal vet
 * clinic. Styles: terse bullets, a Markdown table, rambling notes with asides, pasted minutes,
 * Cantonese chat register, bilingual lines, code spans.
 *
 * Calendar (BENCH_NOW is 2026-11-25, a Wednesday):
 * - date memories are written on Monday 2026-11-16: yesterday / 昨晚 / 尋日 = 2026-11-15,
 *   前天 = 2026-11-14, 大前天 / last Friday = 2026-11-13, tomorrow = 2026-11-17,
 *   this Thursday = 2026-11-19, 下周三 = 2026-11-25, two weeks ago = 2026-11-02,
 *   next week = the week of 2026-11-23 (2026-11-23至2026-11-29), 上上週 = 2026-11-02至2026-11-08,
 *   last month = 2026-10, 这个月初 = early 2026-11;
 * - pairs: the older memory 2026-03-02 (Monday), the newer 2026-11-02 (Monday);
 * - transcripts and daily logs: 2026-11-21 (Sat) to 2026-11-24 (Tue).
 *
 * Counts: 105 cases, 35 traps; en 63, zh 42.
 *   category       cases  traps  en  zh
 *   dates-en          11      4  11   0
 *   dates-zh          11      4   0  11
 *   supersession      12      4   7   5
 *   contradiction     10      3   6   4
 *   paraphrase        10      3   6   4
 *   claude-md         10      4   6   4
 *   merge             10      3   7   3
 *   captures          12      4   8   4
 *   index              9      3   6   3
 *   hooks             10      3   6   4
 */

const W = '2026-11-16';
const OLD = '2026-03-02';
const NEW = '2026-11-02';

type MemOpts = Omit<CaseMemory, 'file' | 'body'>;

/** A memory written on `modified` (default: the date cases' day). */
const mem = (file: string, body: string, o: Partial<MemOpts> = {}): CaseMemory => ({ file, body, modified: o.modified ?? W, ...o });
const older = (file: string, body: string, o: Partial<MemOpts> = {}): CaseMemory => mem(file, body, { ...o, modified: OLD });
const newer = (file: string, body: string, o: Partial<MemOpts> = {}): CaseMemory => mem(file, body, { ...o, modified: NEW });

const CONTRA = ['contradiction', 'outdated'];
const DUP = ['possible-duplicate'];
const CLAUDE = ['claude-md-conflict', 'in-claude-md'];

// ---------------------------------------------------------------------------------------------
// dates-en
// ---------------------------------------------------------------------------------------------

const DATES_EN: QualityCase[] = [
  {
    id: 'h18i-den-pharmacy-last-friday',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'methotrexate-checks.md',
        'Oral methotrexate is dispensed once weekly only, never daily.\nThe medication safety group tightened the co-sign rule last Friday: a second pharmacist now initials every oral methotrexate label.\n**Why:** near miss on ward 6 (daily dosing typed in by a locum).\n**How to apply:** no co-sign, no release, even at 2 am.',
        { type: 'feedback', description: 'Methotrexate label co-sign rule' },
      ),
    ],
    fixed: { contains: ['2026-11-13'], absent: ['last Friday'] },
    keep: ['Oral methotrexate is dispensed once weekly only, never daily.', 'no co-sign, no release, even at 2 am.'],
  },
  {
    id: 'h18i-den-festival-table-tomorrow',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'hall-b-load-in.md',
        '| what | when | who |\n|---|---|---|\n| Hall B generator swap | tomorrow 07:00 | Dieter (has the keys) |\n| Barrier check | every morning 09:00 | security lead |\n\nWristbands: green = crew, orange = artists, grey = press.',
        { description: 'Hall B load-in schedule' },
      ),
    ],
    fixed: { contains: ['2026-11-17'], absent: ['tomorrow 07:00'] },
    keep: ['every morning 09:00', 'Wristbands: green = crew, orange = artists, grey = press.'],
  },
  {
    id: 'h18i-den-lab-two-weeks-ago',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'autoclave-use.md',
        "we agreed at lab meeting two weeks ago to stop running tip boxes through the old 3rd-floor autoclave (it keeps failing the Bowie-Dick test). Everything goes to the basement unit now, log it on the clipboard.",
        { description: 'Which autoclave to use' },
      ),
    ],
    fixed: { contains: ['2026-11-02'], absent: ['two weeks ago'] },
    keep: ['log it on the clipboard'],
  },
  {
    id: 'h18i-den-game-next-week-with-code',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'switch-cert.md',
        'Lanternfall Switch cert build is due next week.\nDo not touch `GetTomorrowRewardSlot()` until cert passes; it drives the daily login calendar and Nintendo already saw that flow.',
        { description: 'Switch certification freeze' },
      ),
    ],
    fixed: { contains: ['2026-11-23'], absent: ['due next week'] },
    keep: ['`GetTomorrowRewardSlot()`', 'it drives the daily login calendar'],
  },
  {
    id: 'h18i-den-translator-decided-never',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'client-blacklist.md',
        'Decided yesterday: I never take rush legal jobs from Kessler & Voss again. Third invoice 60+ days late.\nTheir regular (non-rush) patent work is fine if prepaid.',
        { type: 'user', description: 'Clients I no longer take rush work from' },
      ),
    ],
    fixed: { contains: ['2026-11-15'], absent: ['Decided yesterday'] },
    keep: ['never take rush legal jobs from Kessler & Voss again', 'Their regular (non-rush) patent work is fine if prepaid.'],
  },
  {
    id: 'h18i-den-family-this-thursday',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'kids-appointments.md',
        "This Thursday Mia has the orthodontist at 15:40 — Oma picks her up from school, NOT the after-school club.\nMia's retainer case is the purple one.",
        { type: 'user', description: 'Kids appointments' },
      ),
    ],
    fixed: { contains: ['2026-11-19'], absent: ['This Thursday'] },
    keep: ["Mia's retainer case is the purple one."],
  },
  {
    id: 'h18i-den-vet-last-month',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'after-hours-fees.md',
        "Since last month the clinic charges a flat EUR 45 call-out fee for after-hours visits (anything after 19:00 or on Sundays). Quote it on the phone before booking.",
        { description: 'After-hours fee at the vet clinic' },
      ),
    ],
    fixed: { contains: ['2026-10'], absent: ['Since last month'] },
    keep: ['Quote it on the phone before booking.'],
  },
  {
    id: 'h18i-den-trap-song-titles',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'closing-set.md',
        "Closing set on the main stage: the brass band plays 'Yesterday' and then 'Tomorrow Never Knows' as the encore.\nDo not let the stage manager cut the encore for curfew; the promoter signed off on a 23:10 finish.",
        { description: 'Main stage closing set' },
      ),
    ],
    keep: ["the brass band plays 'Yesterday' and then 'Tomorrow Never Knows' as the encore.", 'the promoter signed off on a 23:10 finish.'],
  },
  {
    id: 'h18i-den-trap-code-names',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'promo-scheduler.md',
        "Gotcha in the promo scheduler: `today()` returns UTC, not Shanghai time, and `is_tomorrow_cutoff` flips at 16:00 CST.\nAnything that compares against a bare `now()` needs the `tz='Asia/Shanghai'` argument.",
        { type: 'feedback', description: 'Timezone traps in the promo scheduler' },
      ),
    ],
    keep: ['`today()` returns UTC, not Shanghai time, and `is_tomorrow_cutoff` flips at 16:00 CST.', "Anything that compares against a bare `now()` needs the `tz='Asia/Shanghai'` argument."],
  },
  {
    id: 'h18i-den-trap-recurring-generic',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'cd-cupboard.md',
        'Every Monday the night team does a full count of the CD cupboard.\nIf a controlled-drug discrepancy is found, it has to be reported to the chief pharmacist by the next working day.',
        { description: 'Controlled drug cupboard routine' },
      ),
    ],
    keep: ['Every Monday the night team does a full count of the CD cupboard.', 'it has to be reported to the chief pharmacist by the next working day.'],
  },
  {
    id: 'h18i-den-trap-hypothetical-quote',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'rush-rates.md',
        'When an agency writes "we need it by tomorrow", quote the rush rate (1.5x) before saying yes.\nA day is 2,500 words for me, max.',
        { type: 'user', description: 'How I price rush jobs' },
      ),
    ],
    keep: ['When an agency writes "we need it by tomorrow", quote the rush rate (1.5x) before saying yes.'],
  },
];

// ---------------------------------------------------------------------------------------------
// dates-zh
// ---------------------------------------------------------------------------------------------

const DATES_ZH: QualityCase[] = [
  {
    id: 'h18i-dzh-ecom-qiantian-xianshang',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('live-promo.md', '前天线上直播间改了满减规则：满299减40，只对天猫国际店生效，抖音店不参加。', { description: '直播间满减规则' }),
    ],
    fixed: { contains: ['2026-11-14'], absent: ['前天'] },
    keep: ['满299减40，只对天猫国际店生效，抖音店不参加。'],
    forbid: ['前2026', '2026-11-14线线'],
  },
  {
    id: 'h18i-dzh-ecom-xiazhousan-he',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('customs-agent.md', '下周三和海关代理捷关对一下10月的9610申报单，差了三票。\n捷关对接人：小蒋。', { description: '和报关代理对账' }),
    ],
    fixed: { contains: ['2026-11-25'], absent: ['下周三'] },
    keep: ['捷关对接人：小蒋。'],
    forbid: ['2026-11-29三', '至2026-11-29三和'],
  },
  {
    id: 'h18i-dzh-minibus-cantonese-xunri',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('mirror-repair.md', '尋日收工前發現 LM 1234 嘅倒後鏡鬆咗，已經報咗車房，佢哋話要訂貨。\n呢架車未整好之前唔好排去行高速。', { description: '倒後鏡維修' }),
    ],
    fixed: { contains: ['2026-11-15'], absent: ['尋日'] },
    keep: ['呢架車未整好之前唔好排去行高速。'],
  },
  {
    id: 'h18i-dzh-temple-shangshangzhou',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem(
        'lantern-procession.md',
        '上上週爐主會議決定，2027 年元宵遶境改走民生路，不再經過中正路。\n鞭炮只能在廟埕放，沿路不放。',
        { description: '元宵遶境路線' },
      ),
    ],
    fixed: { contains: ['2026-11-02'], absent: ['上上週'] },
    keep: ['鞭炮只能在廟埕放，沿路不放。'],
  },
  {
    id: 'h18i-dzh-lab-zuowan',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('freezer-alarm.md', '昨晚 -80 冰箱报警，温度升到 -62℃，样品已经转到 3 号冰箱第二层。\n报警短信发给的是林老师和值班学生。', { description: '-80 冰箱报警' }),
    ],
    fixed: { contains: ['2026-11-15'], absent: ['昨晚'] },
    keep: ['报警短信发给的是林老师和值班学生。'],
  },
  {
    id: 'h18i-dzh-family-month-start',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('grandma-meds.md', '- 这个月初开始，外婆的降压药改成早上吃一片（之前是早晚各半片）\n- 药盒在电视柜左边抽屉', { type: 'user', description: '外婆吃药' }),
    ],
    fixed: { contains: ['2026-11'], absent: ['这个月初'] },
    keep: ['药盒在电视柜左边抽屉'],
  },
  {
    id: 'h18i-dzh-game-daqiantian',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('license-review.md', '版号材料大前天被退回来了，要补一份防沉迷系统说明和实名认证截图。\n材料统一由发行那边的周姐递交。', { description: '版号申请进度' }),
    ],
    fixed: { contains: ['2026-11-13'], absent: ['大前天'] },
    keep: ['材料统一由发行那边的周姐递交。'],
  },
  {
    id: 'h18i-dzh-trap-song-titles',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      mem('encore-songs.md', '返场曲目固定是《明天会更好》，不要临时换成《昨日重现》，版权只谈了前一首。', { description: '返场曲目' }),
    ],
    keep: ['返场曲目固定是《明天会更好》，不要临时换成《昨日重现》，版权只谈了前一首。'],
  },
  {
    id: 'h18i-dzh-trap-code-name',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      mem('rank-settlement.md', '`getYesterdayRank()` 只在每日 0 点结算任务里调用，客户端不要直接调，会被限流。', { type: 'feedback', description: '排行榜结算接口' }),
    ],
    keep: ['`getYesterdayRank()` 只在每日 0 点结算任务里调用，客户端不要直接调，会被限流。'],
  },
  {
    id: 'h18i-dzh-trap-temple-recurring',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      mem('mazu-birthday.md', '每年農曆三月廿三媽祖聖誕，前一天要先清香爐，當天早上五點開廟門。\n志工名單由總幹事前一週公告。', { description: '媽祖聖誕準備' }),
    ],
    keep: ['每年農曆三月廿三媽祖聖誕，前一天要先清香爐，當天早上五點開廟門。', '志工名單由總幹事前一週公告。'],
  },
  {
    id: 'h18i-dzh-trap-hypothetical',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [
      mem('cs-shipping-reply.md', '如果客户说“明天就要”，一律回复跨境直邮需要 7-15 个工作日，不要承诺次日达。', { type: 'feedback', description: '客服发货时效话术' }),
    ],
    keep: ['如果客户说“明天就要”，一律回复跨境直邮需要 7-15 个工作日，不要承诺次日达。'],
  },
];

// ---------------------------------------------------------------------------------------------
// supersession
// ---------------------------------------------------------------------------------------------

const SUPERSESSION: QualityCase[] = [
  {
    id: 'h18i-sup-pharmacy-switched-isolator',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      older('iv-compounding.md', 'IV chemo doses are compounded in the Baxa isolator in room 2.14; every bag needs a second-pharmacist check before it leaves.', { description: 'Where chemo is compounded' }),
      newer('isolator-change.md', 'We switched chemo compounding from the Baxa isolator to the new Comecer isolator in room 2.20.', { description: 'Isolator change' }),
    ],
    fixed: { contains: ['Comecer', 'every bag needs a second-pharmacist check before it leaves'], absent: ['compounded in the Baxa isolator in room 2.14'] },
    flag: { kinds: ['outdated'], mentions: ['iv-compounding', 'isolator-change'] },
    keep: ['We switched chemo compounding from the Baxa isolator to the new Comecer isolator in room 2.20.'],
  },
  {
    id: 'h18i-sup-festival-moved-channel-log',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [older('radio-channels.md', 'Security talks on radio channel 4. Medics are on channel 6.', { description: 'Radio channels' })],
    logs: { '2026-11-22': ['moved security off channel 4 to channel 9 (interference from the food court fridges)', 'hall C doors opened 20 min late'] },
    fixed: { contains: ['channel 9', 'Medics are on channel 6.'], absent: ['Security talks on radio channel 4.'] },
    flag: { kinds: ['outdated'], mentions: ['radio-channels'] },
  },
  {
    id: 'h18i-sup-ecom-migrated-warehouse',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      older('fulfilment.md', '发货仓用的是递四方东莞仓；退货统一寄回松江仓，由小周验货。', { description: '发货和退货仓' }),
      newer('warehouse-migration.md', '发货仓已经从递四方东莞仓迁移到了菜鸟嘉兴保税仓。', { description: '发货仓迁移' }),
    ],
    fixed: { contains: ['菜鸟嘉兴保税仓', '退货统一寄回松江仓，由小周验货'], absent: ['发货仓用的是递四方东莞仓'] },
    flag: { kinds: ['outdated'], mentions: ['fulfilment', 'warehouse-migration'] },
  },
  {
    id: 'h18i-sup-minibus-excel-deprecated',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      older('duty-roster.md', '司機更表用 Excel 檔，放喺公司 Dropbox；每星期日晚上由陳生更新。', { description: '司機更表' }),
      newer('roster-google-sheets.md', 'Excel 更表已棄用，改用 Google Sheets 嘅「16號綫更表」。', { description: '更表改用 Google Sheets' }),
    ],
    fixed: { contains: ['Google Sheets', '每星期日晚上由陳生更新'], absent: ['司機更表用 Excel 檔，放喺公司 Dropbox'] },
    flag: { kinds: ['outdated'], mentions: ['duty-roster', 'roster-google-sheets'] },
  },
  {
    id: 'h18i-sup-translator-no-longer-memoq',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      older('cat-tool.md', 'I do all client work in memoQ.\nGlossaries are exported as TBX, one per client.', { type: 'user', description: 'CAT tool setup' }),
      newer('trados-move.md', 'I no longer use memoQ; now everything runs in Trados Studio 2024 on the agency licence.', { type: 'user', description: 'Moved to Trados' }),
    ],
    fixed: { contains: ['Trados Studio 2024', 'Glossaries are exported as TBX, one per client.'], absent: ['I do all client work in memoQ.'] },
    flag: { kinds: ['outdated'], mentions: ['cat-tool', 'trados-move'] },
  },
  {
    id: 'h18i-sup-temple-registration-gaiwei',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      older('pudu-tables.md', '中元普渡的供桌登記由廟公阿財伯負責，登記費每桌600元。', { description: '普渡供桌登記' }),
      newer('pudu-online-form.md', '普渡供桌登記改為線上表單，由委員會秘書淑芬處理。', { description: '普渡登記改線上' }),
    ],
    fixed: { contains: ['淑芬', '每桌600元'], absent: ['由廟公阿財伯負責'] },
    flag: { kinds: ['outdated'], mentions: ['pudu-tables', 'pudu-online-form'] },
  },
  {
    id: 'h18i-sup-game-replaced-jenkins-log',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [older('build-pipeline.md', 'Nightly builds run on Jenkins at build01. Art assets over 2 GB must go through the LFS cache first.', { description: 'Nightly build pipeline' })],
    logs: { '2026-11-23': ['replaced Jenkins with TeamCity for the nightlies, build01 gets wiped on Friday', 'QA smoke test green on the TeamCity build'] },
    fixed: { contains: ['TeamCity', 'Art assets over 2 GB must go through the LFS cache first.'], absent: ['Nightly builds run on Jenkins at build01.'] },
    flag: { kinds: ['outdated'], mentions: ['build-pipeline'] },
  },
  {
    id: 'h18i-sup-vet-is-now',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      older('lab-samples.md', 'Blood samples go to Synlab by the 16:00 courier; results come back by email next morning.', { description: 'External lab for samples' }),
      newer('lab-provider.md', 'Our external lab is now IDEXX, not Synlab. Same 16:00 courier.', { description: 'External lab changed' }),
    ],
    fixed: { contains: ['IDEXX', 'results come back by email next morning'], absent: ['Blood samples go to Synlab'] },
    flag: { kinds: ['outdated'], mentions: ['lab-samples', 'lab-provider'] },
  },
  {
    id: 'h18i-sup-trap-moved-other-thing',
    category: 'supersession',
    lang: 'en',
    trap: true,
    memories: [
      older('confocal-booking.md', 'The confocal is booked through the faculty calendar; training with Dr. Ojo is required first.', { description: 'Confocal booking' }),
      newer('tc-hood.md', 'We moved the tissue culture hood from B204 to B210 over the weekend; re-certification is booked.', { description: 'Tissue culture hood location' }),
    ],
    keep: ['The confocal is booked through the faculty calendar; training with Dr. Ojo is required first.', 'We moved the tissue culture hood from B204 to B210'],
    quiet: ['outdated'],
  },
  {
    id: 'h18i-sup-trap-other-channel',
    category: 'supersession',
    lang: 'zh',
    trap: true,
    memories: [
      older('site-payments.md', '独立站收款用 Stripe，结算币种是美元。', { description: '独立站收款' }),
      newer('amazon-payments.md', '亚马逊店铺的收款从 PingPong 换成了连连支付。', { description: '亚马逊收款' }),
    ],
    keep: ['独立站收款用 Stripe，结算币种是美元。', '亚马逊店铺的收款从 PingPong 换成了连连支付。'],
    quiet: ['outdated'],
  },
  {
    id: 'h18i-sup-trap-consistent-restatement',
    category: 'supersession',
    lang: 'en',
    trap: true,
    memories: [
      older('artist-catering.md', "Artist catering switched from Bella's Kitchen to the Tofu Collective for the 2026 edition.", { description: 'Artist catering' }),
      newer('catering-menu.md', 'Artist catering is the Tofu Collective; vegan by default, fish on request 24h ahead.', { description: 'Catering menu rules' }),
    ],
    keep: ["Artist catering switched from Bella's Kitchen to the Tofu Collective for the 2026 edition.", 'vegan by default, fish on request 24h ahead.'],
    quiet: ['outdated'],
  },
  {
    id: 'h18i-sup-trap-edit-instruction',
    category: 'supersession',
    lang: 'zh',
    trap: true,
    memories: [
      older('guide-translation.md', '廟方英文導覽手冊由 Grace 翻譯，交稿格式是 Word。', { description: '導覽手冊翻譯' }),
      newer('guide-revision.md', '委員會要求把導覽手冊裡的簡體字全部改為繁體，再印一千本。', { description: '導覽手冊修訂' }),
    ],
    keep: ['廟方英文導覽手冊由 Grace 翻譯，交稿格式是 Word。', '委員會要求把導覽手冊裡的簡體字全部改為繁體，再印一千本。'],
    quiet: ['outdated'],
  },
];

// ---------------------------------------------------------------------------------------------
// contradiction
// ---------------------------------------------------------------------------------------------

const CONTRADICTION: QualityCase[] = [
  {
    id: 'h18i-con-pharmacy-insulin-days',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('insulin-storage.md', 'Ward insulin pens stay in use for 28 days after opening, then go in the sharps bin.', { description: 'Insulin pen storage' }),
      newer('opened-pens.md', 'Opened insulin pens are discarded after 42 days on the wards.', { description: 'Opened insulin pens' }),
    ],
    flag: { kinds: CONTRA, mentions: ['insulin-storage', 'opened-pens'] },
  },
  {
    id: 'h18i-con-festival-backstage-clear',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      older('backstage-curfew.md', '后台晚上十一点清场。', { description: '后台清场' }),
      newer('backstage-hours.md', '后台清场时间是午夜十二点，保安队长老韩确认过的。', { description: '后台开放时间' }),
    ],
    flag: { kinds: CONTRA, mentions: ['backstage-curfew', 'backstage-hours'] },
  },
  {
    id: 'h18i-con-lab-group-meeting',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('lab-meeting.md', 'Group meeting: Tuesdays 10:00, room 3.07. Bring one slide.', { description: 'Group meeting' }),
      newer('weekly-meeting-slot.md', 'Group meeting is on Thursdays at 14:00, same room as before.', { description: 'Weekly meeting slot' }),
    ],
    flag: { kinds: CONTRA, mentions: ['lab-meeting', 'weekly-meeting-slot'] },
  },
  {
    id: 'h18i-con-minibus-last-departure',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      older('last-bus.md', '16號綫尾班車由旺角開出時間係凌晨十二點半。', { description: '尾班車' }),
      newer('overnight-service.md', '16號綫尾班車係凌晨一點正由旺角開。', { description: '通宵班次' }),
    ],
    flag: { kinds: CONTRA, mentions: ['last-bus', 'overnight-service'] },
  },
  {
    id: 'h18i-con-game-age-rating',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('rating-target.md', 'We are aiming for PEGI 12 for Lanternfall.', { description: 'Age rating target' }),
      newer('lanternfall-rating.md', 'Lanternfall targets PEGI 16 now that the blood setting stays on by default.', { description: 'Lanternfall rating' }),
    ],
    fixed: { contains: ['PEGI 16'], absent: ['aiming for PEGI 12'] },
    flag: { kinds: CONTRA, mentions: ['rating-target', 'lanternfall-rating'] },
  },
  {
    id: 'h18i-con-family-metformin',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      older('grandpa-meds.md', '爷爷的二甲双胍每天两次，每次一片。', { type: 'user', description: '爷爷用药' }),
      newer('grandpa-diabetes.md', '爷爷现在二甲双胍每天三次，三餐饭后各一片。', { type: 'user', description: '爷爷血糖' }),
    ],
    fixed: { contains: ['每天三次'], absent: ['每天两次，每次一片'] },
    flag: { kinds: CONTRA, mentions: ['grandpa-meds', 'grandpa-diabetes'] },
  },
  {
    id: 'h18i-con-vet-fasting',
    category: 'contradiction',
    lang: 'en',
    memories: [
      older('pre-op-fasting.md', 'Dogs fast for 12 hours before a general anaesthetic; water is fine until 2 hours before.', { description: 'Pre-op fasting' }),
      newer('surgery-prep.md', 'Pre-op: dogs get no food for 6 hours before a GA (new RCVS-aligned protocol).', { description: 'Surgery prep' }),
    ],
    flag: { kinds: CONTRA, mentions: ['pre-op-fasting', 'surgery-prep'] },
  },
  {
    id: 'h18i-con-trap-two-shops',
    category: 'contradiction',
    lang: 'en',
    trap: true,
    memories: [
      older('tmall-returns.md', 'Tmall Global returns must be requested within 7 days of delivery.', { description: 'Tmall returns window' }),
      newer('shopify-returns.md', 'Returns on our own Shopify store are accepted within 30 days.', { description: 'Shopify returns window' }),
    ],
    keep: ['Tmall Global returns must be requested within 7 days of delivery.', 'Returns on our own Shopify store are accepted within 30 days.'],
    quiet: ['contradiction', 'outdated'],
  },
  {
    id: 'h18i-con-trap-temple-scope',
    category: 'contradiction',
    lang: 'zh',
    trap: true,
    memories: [
      older('temple-hours.md', '平日早上六點開廟門，晚上九點關。', { description: '開廟時間' }),
      newer('new-moon-hours.md', '農曆初一、十五凌晨五點就開廟門，信眾會很早來。', { description: '初一十五開廟' }),
    ],
    keep: ['平日早上六點開廟門，晚上九點關。', '農曆初一、十五凌晨五點就開廟門，信眾會很早來。'],
    quiet: ['contradiction', 'outdated'],
  },
  {
    id: 'h18i-con-trap-language-pairs',
    category: 'contradiction',
    lang: 'en',
    trap: true,
    memories: [
      older('rates-de-en.md', 'Standard rate for DE>EN is EUR 0.11 per source word.', { type: 'user', description: 'DE>EN rate' }),
      newer('rates-en-zh.md', 'Rate for EN>ZH is EUR 0.14 per source word, minimum fee EUR 40.', { type: 'user', description: 'EN>ZH rate' }),
    ],
    keep: ['Standard rate for DE>EN is EUR 0.11 per source word.', 'Rate for EN>ZH is EUR 0.14 per source word, minimum fee EUR 40.'],
    quiet: ['contradiction', 'outdated'],
  },
];

// ---------------------------------------------------------------------------------------------
// paraphrase
// ---------------------------------------------------------------------------------------------

const PARAPHRASE: QualityCase[] = [
  {
    id: 'h18i-par-pharmacy-tall-man',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('tall-man-labels.md', 'Always use tall-man lettering on shelf labels for look-alike drugs (hydrOXYzine / hydrALAZINE).', { type: 'feedback', description: 'Tall-man lettering' }),
      newer('shelf-label-printing.md', "Never print look-alike drug names on the shelf labels in plain lowercase; the capital letters are what stop picking errors.", { type: 'feedback', description: 'Shelf label printing' }),
    ],
    flag: { kinds: DUP, mentions: ['tall-man-labels', 'shelf-label-printing'] },
  },
  {
    id: 'h18i-par-ecom-refund-wording',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      older('cs-refund-wording.md', '回复退款问题时不要说“保证退款”，只能说“会尽快处理”。', { type: 'feedback', description: '退款话术' }),
      newer('refund-replies.md', '客服在退款咨询里禁止承诺“保证退款”，统一用“会尽快处理”。', { type: 'feedback', description: '退款咨询回复' }),
    ],
    flag: { kinds: DUP, mentions: ['cs-refund-wording', 'refund-replies'] },
  },
  {
    id: 'h18i-par-festival-earplugs',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('ear-protection.md', 'Hand out free earplugs at every stage entrance.', { description: 'Ear protection' }),
      newer('stage-entry-kit.md', 'each stage entrance gets a box of free earplugs for the crowd', { description: 'Stage entry kit' }),
    ],
    flag: { kinds: DUP, mentions: ['ear-protection', 'stage-entry-kit'] },
  },
  {
    id: 'h18i-par-temple-gold-paper',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      older('incense-burner.md', '金紙只能在金爐燒，不可以在廟埕空地燒。', { type: 'feedback', description: '燒金紙' }),
      newer('joss-paper.md', '信眾燒金紙一律到金爐，廟埕不准直接燒。', { type: 'feedback', description: '金紙規定' }),
    ],
    flag: { kinds: DUP, mentions: ['incense-burner', 'joss-paper'] },
  },
  {
    id: 'h18i-par-game-qa-weekends',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('crunch-policy.md', 'No mandatory weekend work for the QA team.', { type: 'feedback', description: 'Crunch policy' }),
      newer('qa-rota.md', 'QA testers are never required to work Saturdays or Sundays.', { type: 'feedback', description: 'QA rota' }),
    ],
    flag: { kinds: DUP, mentions: ['crunch-policy', 'qa-rota'] },
  },
  {
    id: 'h18i-par-translator-cross-language',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      older('claims-style.md', 'For Huang & Partners patents, keep each claim as one sentence; never split a claim.', { type: 'feedback', description: 'Patent claim style' }),
      newer('huang-claims.md', '黄氏律所（Huang & Partners）的专利权利要求：每条保持一句话，不要拆句。', { type: 'feedback', description: '黄氏律所权利要求' }),
    ],
    flag: { kinds: DUP, mentions: ['claims-style', 'huang-claims'] },
  },
  {
    id: 'h18i-par-vet-muzzle',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      older('nervous-dogs.md', "Muzzle any dog flagged 'caution' on its record before the exam starts.", { type: 'feedback', description: 'Nervous dogs' }),
      newer('exam-safety.md', "Don't start examining a dog whose file says caution until it's muzzled.", { type: 'feedback', description: 'Exam safety' }),
    ],
    flag: { kinds: DUP, mentions: ['nervous-dogs', 'exam-safety'] },
  },
  {
    id: 'h18i-par-trap-batch-number',
    category: 'paraphrase',
    lang: 'en',
    trap: true,
    memories: [
      older('cd-register.md', 'Always record the batch number in the CD register.', { type: 'feedback', description: 'CD register' }),
      newer('patient-labels.md', 'Never put the batch number on patient labels.', { type: 'feedback', description: 'Patient labels' }),
    ],
    keep: ['Always record the batch number in the CD register.', 'Never put the batch number on patient labels.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h18i-par-trap-eating-smoking',
    category: 'paraphrase',
    lang: 'zh',
    trap: true,
    memories: [
      older('no-eating.md', '車廂內唔准食嘢飲嘢，司機要開口提醒。', { type: 'feedback', description: '車廂飲食' }),
      newer('no-smoking.md', '車廂內唔准食煙，司機要開口提醒。', { type: 'feedback', description: '車廂吸煙' }),
    ],
    keep: ['車廂內唔准食嘢飲嘢，司機要開口提醒。', '車廂內唔准食煙，司機要開口提醒。'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h18i-par-trap-image-formats',
    category: 'paraphrase',
    lang: 'en',
    trap: true,
    memories: [
      older('gel-images.md', 'Save gel images as 16-bit TIFF from the ChemiDoc, never JPEG.', { type: 'feedback', description: 'Gel images' }),
      newer('confocal-stacks.md', 'Export confocal stacks as OME-TIFF with the metadata, never as flattened PNGs.', { type: 'feedback', description: 'Confocal stacks' }),
    ],
    keep: ['Save gel images as 16-bit TIFF from the ChemiDoc, never JPEG.', 'Export confocal stacks as OME-TIFF with the metadata, never as flattened PNGs.'],
    quiet: ['possible-duplicate'],
  },
];

// ---------------------------------------------------------------------------------------------
// claude-md
// ---------------------------------------------------------------------------------------------

const CLAUDE_MD: QualityCase[] = [
  {
    id: 'h18i-cmd-pharmacy-mrn-fixtures',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Dispensing app\n\n## Data\n- Never paste patient identifiers (MRN, name, date of birth) into prompts, logs or test fixtures.\n- Use the synthetic patients in `fixtures/synthetic/`.\n',
    memories: [mem('test-data.md', "It's fine to copy real MRNs into the test fixtures as long as the repo stays private.", { type: 'feedback', description: 'Test data' })],
    flag: { kinds: CLAUDE, mentions: ['test-data'] },
  },
  {
    id: 'h18i-cmd-ecom-float-prices',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 跨境店后台\n\n## 规则\n- 价格一律用人民币“分”（整数）存储，禁止用浮点数。\n- 汇率只从 `rates` 服务取。\n',
    memories: [mem('price-storage.md', '商品价格直接用 float 存“元”就行，前端显示方便。', { type: 'feedback', description: '价格存储' })],
    flag: { kinds: CLAUDE, mentions: ['price-storage'] },
  },
  {
    id: 'h18i-cmd-game-shader-cache',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Lanternfall\n\n- Do not commit generated shader caches (`ShaderCache/`, `*.ushaderbytecode`).\n- Run `make lint` before pushing.\n',
    memories: [mem('ci-speed.md', 'Commit the generated ShaderCache folder so the CI build is faster.', { type: 'feedback', description: 'CI speed tricks' })],
    flag: { kinds: CLAUDE, mentions: ['ci-speed'] },
  },
  {
    id: 'h18i-cmd-temple-donor-logs',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 聖安宮捐款系統\n\n- 信眾個資（姓名、電話、地址）不可以寫進 log。\n- 收據編號由系統產生，不要手動改。\n',
    memories: [mem('donation-debug.md', '捐款紀錄的 debug log 要把信眾姓名跟電話都印出來，對帳比較方便。', { type: 'feedback', description: '捐款除錯' })],
    flag: { kinds: CLAUDE, mentions: ['donation-debug'] },
  },
  {
    id: 'h18i-cmd-lab-random-seed',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# qPCR analysis\n\nAlways run analysis scripts with a fixed random seed (42) so figures are reproducible.\n',
    memories: [mem('bootstrap-runs.md', "Let the bootstrap scripts pick a fresh random seed on every run; pinning it hides the variance we're trying to show.", { type: 'feedback', description: 'Bootstrap runs' })],
    flag: { kinds: CLAUDE, mentions: ['bootstrap-runs'] },
  },
  {
    id: 'h18i-cmd-minibus-12-hour',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Route 16 passenger app\n\n- All timetables and departure times are shown in 24-hour time (e.g. 23:45).\n',
    memories: [mem('app-display.md', 'Show departure times in 12-hour format with am/pm on the passenger app — older riders asked for it.', { type: 'feedback', description: 'Passenger app display' })],
    flag: { kinds: CLAUDE, mentions: ['app-display'] },
  },
  {
    id: 'h18i-cmd-trap-rounding-example',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Dose calculator\n\n- All dose calculations are rounded only at the final step.\n',
    memories: [
      mem(
        'paeds-rounding.md',
        'Round only at the final step — e.g. for paediatric mg/kg doses keep full precision through the weight multiplication and round the final volume to 0.1 mL.',
        { type: 'feedback', description: 'Paediatric rounding' },
      ),
    ],
    keep: ['keep full precision through the weight multiplication and round the final volume to 0.1 mL.'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18i-cmd-trap-api-key-consistent',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 跨境店后台\n\n- 不要在代码里硬编码店铺的 API 密钥。\n',
    memories: [mem('shop-secrets.md', '店铺 API 密钥统一放在阿里云 KMS 里，不要硬编码，也不要写进 .env.example。', { type: 'feedback', description: '店铺密钥' })],
    keep: ['店铺 API 密钥统一放在阿里云 KMS 里，不要硬编码，也不要写进 .env.example。'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18i-cmd-trap-same-words-other-subject',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Festival access control\n\n- Never store wristband RFID UIDs in plain text.\n',
    memories: [mem('crew-sheet.md', "Wristband colours are kept in plain text in the crew sheet, that's fine, they're printed on the wristband anyway.", { description: 'Crew sheet' })],
    keep: ["Wristband colours are kept in plain text in the crew sheet, that's fine, they're printed on the wristband anyway."],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18i-cmd-trap-trad-repeat-with-list',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 聖安宮捐款系統\n\n- 收據編號由系統產生，不要手動改。\n',
    memories: [mem('receipt-numbers.md', '收據編號不要手動改，連作廢重開也一樣：作廢、補印、改抬頭都走系統的「重開收據」。', { type: 'feedback', description: '收據編號' })],
    keep: ['作廢、補印、改抬頭都走系統的「重開收據」。'],
    quiet: ['claude-md-conflict'],
  },
];

// ---------------------------------------------------------------------------------------------
// merge
// ---------------------------------------------------------------------------------------------

const MERGE: QualityCase[] = [
  {
    id: 'h18i-mrg-pharmacy-underscore-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      older('cold-chain-labels.md', 'Cold-chain totes get a blue label so the night porter spots them at the goods-in door.', { description: 'Cold chain labels' }),
      newer('cold-chain-labels_copy.md', 'Cold-chain totes get a blue label so the night porter spots them at the goods-in door.', { description: 'Cold chain labels' }),
    ],
    fixed: { gone: ['cold-chain-labels_copy.md'], files: ['cold-chain-labels.md'], contains: ['Cold-chain totes get a blue label so the night porter spots them at the goods-in door.'] },
    flag: { kinds: ['possible-duplicate', 'duplicate'], mentions: ['cold-chain-labels', 'cold-chain-labels_copy'] },
  },
  {
    id: 'h18i-mrg-festival-finder-copy-with-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      older('load-in-order.md', 'Load-in order for the main stage: lighting truss first, then PA, then backline.\nForklift keys are with Jonas.', { description: 'Main stage load-in order' }),
      newer(
        'load-in-order (1).md',
        'Load-in order for the main stage: lighting truss first, then PA, then backline, because the truss has to be flown before the PA wings go up.\nForklift keys are with Jonas.',
        { description: 'Main stage load-in order' },
      ),
    ],
    fixed: {
      gone: ['load-in-order (1).md'],
      files: ['load-in-order.md'],
      contains: ['because the truss has to be flown before the PA wings go up', 'Forklift keys are with Jonas.'],
      absentLines: ['Load-in order for the main stage: lighting truss first, then PA, then backline.'],
    },
  },
  {
    id: 'h18i-mrg-ecom-copy-longer',
    category: 'merge',
    lang: 'zh',
    memories: [
      older('customs-docs.md', '9610 申报要附上电子订单、支付单和物流单三单。\n报关代理是上海捷关。', { description: '9610 报关资料' }),
      newer('customs-docs-copy.md', '9610 申报要附上电子订单、支付单和物流单三单，三单信息必须一致，否则海关直接退单。\n报关代理是上海捷关。', { description: '9610 报关资料' }),
    ],
    fixed: {
      gone: ['customs-docs-copy.md'],
      files: ['customs-docs.md'],
      contains: ['三单信息必须一致，否则海关直接退单', '报关代理是上海捷关。'],
      absentLines: ['9610 申报要附上电子订单、支付单和物流单三单。'],
    },
  },
  {
    id: 'h18i-mrg-temple-copy-newer',
    category: 'merge',
    lang: 'zh',
    memories: [
      older('lantern-sales.md', '元宵燈籠認購：大燈一盞1200元、小燈500元，名字用紅紙寫好貼在燈上。', { description: '燈籠認購' }),
      newer('lantern-sales_copy.md', '元宵燈籠認購：大燈一盞1200元、小燈500元，名字用紅紙寫好貼在燈上。', { description: '燈籠認購' }),
    ],
    fixed: { gone: ['lantern-sales_copy.md'], files: ['lantern-sales.md'], contains: ['大燈一盞1200元、小燈500元'] },
    flag: { kinds: ['possible-duplicate', 'duplicate'], mentions: ['lantern-sales', 'lantern-sales_copy'] },
  },
  {
    id: 'h18i-mrg-lab-drive-copy-of',
    category: 'merge',
    lang: 'en',
    memories: [
      older('minus80-freezer.md', 'Minus-80 freezer map: rack 1 = Okafor group, racks 2-3 = shared, rack 4 = CRISPR clones.\nThe spare key is taped inside the lab manager\'s desk drawer.', { description: 'Minus 80 freezer map' }),
      newer('Copy of minus80-freezer.md', 'Minus-80 freezer map: rack 1 = Okafor group, racks 2-3 = shared, rack 4 = CRISPR clones.', { description: 'Minus 80 freezer map' }),
    ],
    fixed: {
      gone: ['Copy of minus80-freezer.md'],
      files: ['minus80-freezer.md'],
      contains: ['rack 4 = CRISPR clones', "The spare key is taped inside the lab manager's desk drawer."],
    },
  },
  {
    id: 'h18i-mrg-game-copy-extra-fact',
    category: 'merge',
    lang: 'en',
    memories: [
      older('localization-vendors.md', 'Japanese loc goes to Kumo Lingo; they need string IDs frozen before the cert submission.', { description: 'Localization vendors' }),
      newer(
        'localization-vendors_copy.md',
        'Japanese loc goes to Kumo Lingo; they need string IDs frozen before the cert submission.\nBrazilian Portuguese is done in-house by Rafa.',
        { description: 'Localization vendors' },
      ),
    ],
    fixed: {
      gone: ['localization-vendors_copy.md'],
      files: ['localization-vendors.md'],
      contains: ['Japanese loc goes to Kumo Lingo', 'Brazilian Portuguese is done in-house by Rafa.'],
    },
  },
  {
    id: 'h18i-mrg-vet-dash-copy-index-title',
    category: 'merge',
    lang: 'en',
    memories: [
      older('rabies-certificates.md', 'Rabies certificates for travel need the microchip number written on page 3 before the vet signs.', { description: 'Rabies travel certificates', hook: 'Rabies certs for pet passports' }),
      newer('rabies-certificates-copy.md', 'Rabies certificates for travel need the microchip number written on page 3 before the vet signs.', { description: 'Rabies travel certificates' }),
    ],
    fixed: { gone: ['rabies-certificates-copy.md'], files: ['rabies-certificates.md'], contains: ['microchip number written on page 3'] },
    flag: { kinds: ['possible-duplicate', 'duplicate'], mentions: ['rabies-certificates', 'rabies-certificates-copy'] },
  },
  {
    id: 'h18i-mrg-trap-two-wards',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      older('fridge-ward7.md', 'Ward 7 drug fridge: 2-8 °C, temperature checked at 08:00 and 20:00.', { description: 'Ward 7 fridge' }),
      newer('fridge-ward8.md', 'Ward 8 drug fridge: 2-8 °C, temperature checked at 07:00 and 19:00.', { description: 'Ward 8 fridge' }),
    ],
    keep: ['Ward 7 drug fridge: 2-8 °C, temperature checked at 08:00 and 20:00.', 'Ward 8 drug fridge: 2-8 °C, temperature checked at 07:00 and 19:00.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h18i-mrg-trap-two-routes',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      older('route-16.md', '16號綫：旺角（登打士街）↔ 藍田，繁忙時間班次10分鐘。', { description: '16號綫' }),
      newer('route-16m.md', '16M綫：旺角（登打士街）↔ 油塘，繁忙時間班次15分鐘。', { description: '16M綫' }),
    ],
    keep: ['16號綫：旺角（登打士街）↔ 藍田，繁忙時間班次10分鐘。', '16M綫：旺角（登打士街）↔ 油塘，繁忙時間班次15分鐘。'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h18i-mrg-trap-copies-in-name',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      older('passport-copies.md', 'Scanned passport copies are in the family Proton Drive, folder Docs/Passports.', { type: 'user', description: 'Where the passport scans are' }),
      newer('passports.md', "Passports: Lena's expires 2029-04, Tom's 2031-09. Both are in the grey safe.", { type: 'user', description: 'Passport expiry dates' }),
    ],
    keep: ['Scanned passport copies are in the family Proton Drive, folder Docs/Passports.', "Passports: Lena's expires 2029-04, Tom's 2031-09. Both are in the grey safe."],
    quiet: ['possible-duplicate'],
  },
];

// ---------------------------------------------------------------------------------------------
// captures
// ---------------------------------------------------------------------------------------------

const CAP_PHARM = 'Remember that the aseptic unit is closed on Sundays, so weekend chemo has to be made up on Saturday before 14:00.';
const CAP_TRANSLATOR = 'Please remember: never send Kessler & Voss a draft before the invoice for the previous job is paid.';
const CAP_GAME = "remember that Lanternfall's Steam app id is 2918470, I keep having to look it up";

const CAPTURES: QualityCase[] = [
  {
    id: 'h18i-cap-pharmacy-aseptic-sundays',
    category: 'captures',
    lang: 'en',
    memories: [mem('tpn-orders.md', 'TPN orders must reach the pharmacy by 11:00 for same-day bags.', { modified: NEW, description: 'TPN order cut-off' })],
    said: [
      { day: '2026-11-21', text: 'can you check why the worklist export drops the last row' },
      { day: '2026-11-21', text: CAP_PHARM },
    ],
    fixed: { contains: ['the aseptic unit is closed on Sundays'] },
    maxCreated: 1,
    forbid: cutMidWord(CAP_PHARM),
    keep: ['TPN orders must reach the pharmacy by 11:00 for same-day bags.'],
  },
  {
    id: 'h18i-cap-ecom-store-id',
    category: 'captures',
    lang: 'zh',
    memories: [mem('douyin-store.md', '抖音全球购店铺由运营小林负责。', { modified: NEW, description: '抖音店' })],
    said: [{ day: '2026-11-22', text: '记住：我们天猫国际的店铺 ID 是 TM-88213，跟独立站那个账号不是一个东西。' }],
    fixed: { contains: ['TM-88213'] },
    maxCreated: 1,
  },
  {
    id: 'h18i-cap-festival-reported-in-log',
    category: 'captures',
    lang: 'en',
    memories: [mem('hall-c-doors.md', 'Hall C doors open 45 minutes before the first act.', { modified: NEW, description: 'Hall C doors' })],
    logs: { '2026-11-23': ['Hall B soundcheck done, no issues.', 'Priya asked me to remember that the Hall B intercom runs on the Clear-Com belt packs, not the Riedel ones.'] },
    fixed: { contains: ['Clear-Com belt packs'] },
    maxCreated: 1,
  },
  {
    id: 'h18i-cap-temple-tax-id',
    category: 'captures',
    lang: 'zh',
    memories: [mem('receipt-printer.md', '收據印表機在辦公室左邊櫃子上，紙用 A5。', { modified: NEW, description: '收據印表機' })],
    said: [{ day: '2026-11-22', text: '請記住：廟裡開收據用的統一編號是 87654321，抬頭寫「台南市安南區聖安宮」。' }],
    fixed: { contains: ['87654321'] },
    maxCreated: 1,
  },
  {
    id: 'h18i-cap-translator-prohibition',
    category: 'captures',
    lang: 'en',
    memories: [mem('invoice-terms.md', 'My invoices are due 30 days after delivery.', { modified: NEW, type: 'user', description: 'Invoice terms' })],
    said: [{ day: '2026-11-24', text: CAP_TRANSLATOR }],
    fixed: { contains: ['before the invoice for the previous job is paid'] },
    maxCreated: 1,
    forbid: cutMidWord(CAP_TRANSLATOR),
  },
  {
    id: 'h18i-cap-game-app-id-not-avoid',
    category: 'captures',
    lang: 'en',
    memories: [mem('store-pages.md', 'Store page copy is owned by the marketing team, not engineering.', { modified: NEW, description: 'Store pages' })],
    said: [{ day: '2026-11-23', text: CAP_GAME }],
    fixed: { contains: ['2918470'] },
    maxCreated: 1,
    forbid: ['Avoid this', ...cutMidWord(CAP_GAME)],
  },
  {
    id: 'h18i-cap-minibus-two-requests',
    category: 'captures',
    lang: 'zh',
    memories: [mem('depot.md', '九龍灣車廠晚上十二點半落閘。', { modified: NEW, description: '車廠' })],
    said: [
      { day: '2026-11-24', text: '記住：車房喺觀塘鴻圖道，電話 2345 6789，搵肥佬明。' },
      { day: '2026-11-24', text: '幫我睇下個 csv 點解讀唔到' },
      { day: '2026-11-24', text: '仲有，記住 16 號綫嘅客運營業證編號係 PLB-16-2019。' },
    ],
    fixed: { contains: ['2345 6789', 'PLB-16-2019'] },
    maxCreated: 2,
  },
  {
    id: 'h18i-cap-family-reported-allergy',
    category: 'captures',
    lang: 'en',
    memories: [mem('school-forms.md', 'School forms go back in the blue folder on the fridge.', { modified: NEW, type: 'user', description: 'School forms' })],
    logs: { '2026-11-24': ['Printed the swimming permission slip.', 'Lena asked me to remember that Tom is allergic to penicillin; it goes on every school and camp form.'] },
    fixed: { contains: ['allergic to penicillin'] },
    maxCreated: 1,
  },
  {
    id: 'h18i-cap-trap-word-salad-zh',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('sku-naming.md', 'SKU 命名：品牌缩写-品类-颜色，比如 KX-MUG-BLK。', { modified: NEW, type: 'reference', description: 'SKU 命名' })],
    said: [
      { day: '2026-11-21', text: '记住不要那个 就是上次 呃 算了不要记住 随便吧哈哈' },
      { day: '2026-11-21', text: '不要不要 记住了吗 没事' },
    ],
    maxCreated: 0,
    keep: ['SKU 命名：品牌缩写-品类-颜色，比如 KX-MUG-BLK。'],
  },
  {
    id: 'h18i-cap-trap-already-known',
    category: 'captures',
    lang: 'en',
    memories: [mem('courier-cutoff.md', 'DHL pickup from the Songjiang warehouse is at 16:30 on weekdays.', { modified: NEW, description: 'Courier pickup time' })],
    trap: true,
    said: [{ day: '2026-11-22', text: 'Remember that DHL pickup from the Songjiang warehouse is at 16:30 on weekdays.' }],
    maxCreated: 0,
    keep: ['DHL pickup from the Songjiang warehouse is at 16:30 on weekdays.'],
  },
  {
    id: 'h18i-cap-trap-question',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('clone-tracking.md', 'CRISPR clones are tracked in the Benchling registry, one entry per clone.', { modified: NEW, type: 'reference', description: 'Clone tracking' })],
    said: [
      { day: '2026-11-23', text: "do you remember which freezer rack the new clones went into? I honestly don't remember either lol" },
      { day: '2026-11-23', text: "don't worry about the formatting, just give me the table" },
    ],
    maxCreated: 0,
    keep: ['CRISPR clones are tracked in the Benchling registry, one entry per clone.'],
  },
  {
    id: 'h18i-cap-trap-grumble',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('ticket-format.md', 'Jira tickets for the port start with LF-SW-.', { modified: NEW, type: 'reference', description: 'Ticket format' })],
    said: [{ day: '2026-11-24', text: "ugh I can't remember if I ever told you to remember the ticket format or not, whatever, just fix the failing test" }],
    maxCreated: 0,
    keep: ['Jira tickets for the port start with LF-SW-.'],
  },
];

// ---------------------------------------------------------------------------------------------
// index
// ---------------------------------------------------------------------------------------------

const PADDING_POINTERS = ['(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'];

/** A long pasted-in methods paragraph (for the 25,000-char case). */
const methods = (step: number): string =>
  `Protocol step ${step} (pasted from the shared methods doc, v${step}.2): thaw the aliquot on ice for ten minutes, spin briefly at 2,000 g, ` +
  `add ${step * 5} µL of master mix per well, seal the plate with the optical film (the Bio-Rad one, not the generic film, which lifts at the corners), ` +
  `run the cycler program QPCR-${step}A, export the Cq values as CSV into the group drive under qPCR/2026/run-${step}, and note any well that shows a late ` +
  `amplification curve in the run sheet. If the no-template control amplifies, throw the whole plate and start again with fresh water from a new bottle. ` +
  `Dr. Ojo wants the melt curves checked by a second person before anything goes into a figure, and the raw exports are never edited by hand. ` +
  `Keep the plate maps for five years (funder rule), and label the tubes with the run number, your initials and the primer pair, e.g. run-${step} / KM / GAPDH-F1R1. ` +
  `The cycler in room 3.11 is booked through the faculty calendar; the one in 3.09 is for teaching and is off limits in term time. ` +
  `Lids of the master-mix tubes are colour coded: blue for SYBR, green for probe chemistry, and the green ones stay in the dark box.`;

const INDEX: QualityCase[] = [
  {
    id: 'h18i-idx-pharmacy-dated-notes',
    category: 'index',
    lang: 'en',
    memories: [
      mem('oncall-pharmacist.md', 'The user is the on-call clinical pharmacist every third weekend.', { modified: NEW, type: 'user', description: 'On-call pattern' }),
      mem('label-wording.md', 'Write "take with food", not "take with meals", on labels.', { modified: NEW, type: 'feedback', description: 'Label wording' }),
      mem('formulary.md', 'The formulary committee meets on the first Wednesday of each month.', { modified: NEW, description: 'Formulary committee' }),
    ],
    extraMemories: 186,
    indexNotes: [
      '## Notes',
      '2026-11-03 — cytotoxic spill kit in the aseptic room restocked, next check due 2026-12-01.',
      '2026-11-05 — Dr. Haddad wants the vancomycin levels protocol reviewed before the January audit.',
      '2026-11-06 — locum pharmacist badge 7731 returned.',
      '2026-11-09 — robot picker arm B jammed twice on 10 mL vials; engineer visit booked 2026-11-27.',
      '2026-11-10 — ward 6 wants a second methotrexate poster.',
      '2026-11-11 — new fridge logger on ward 8, serial TL-55021.',
      '2026-11-12 — ran out of amber bottles 100 mL, ordered 40 boxes.',
      '2026-11-13 — CD register page 212 counter-signed late, reported.',
      '2026-11-14 — reminder: TPN audit sample due from ward 4.',
    ],
    fixed: {
      indexMaxLines: 200,
      contains: ['engineer visit booked 2026-11-27', 'serial TL-55021'],
      indexAbsent: ['serial TL-55021'],
      indexContains: ['(project-fact-001.md)', '(project-fact-186.md)', '(formulary.md)'],
    },
    keep: ['Dr. Haddad wants the vancomycin levels protocol reviewed before the January audit.', 'CD register page 212 counter-signed late, reported.'],
    indexKeep: ['(oncall-pharmacist.md)', '(label-wording.md)', ...PADDING_POINTERS],
  },
  {
    id: 'h18i-idx-ecom-paragraph',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('boss-preferences.md', '老板只看周报里的 GMV 和退款率两项。', { modified: NEW, type: 'user', description: '老板关注点' }),
      mem('listing-copy.md', '商品标题不要出现“最”“第一”这类极限词。', { modified: NEW, type: 'feedback', description: '标题用词' }),
    ],
    extraMemories: 185,
    indexNotes: [
      '备忘（11月）：',
      '双十一复盘：天猫国际店 GMV 比去年涨了 18%，抖音店持平；退款率 6.2%，主要是物流超时。',
      '菜鸟嘉兴仓的对接群里，周五下午一般没人回，急事直接打王姐电话。',
      '12 月要把 SKU 主数据从 Excel 搬到 ERP 里，负责人小林。',
      '9610 退单三票已经补材料，等海关回执。',
      '黑五期间独立站广告预算每天不超过 500 美元。',
      '618 的赠品库存还剩 340 个保温杯，放在松江仓 B 区。',
      '客服排班：双十二当天全员在线到凌晨一点。',
    ],
    fixed: {
      indexMaxLines: 200,
      contains: ['340 个保温杯', '负责人小林'],
      indexAbsent: ['340 个保温杯'],
    },
    keep: ['9610 退单三票已经补材料，等海关回执。', '黑五期间独立站广告预算每天不超过 500 美元。'],
    indexKeep: ['(boss-preferences.md)', '(listing-copy.md)', ...PADDING_POINTERS],
  },
  {
    id: 'h18i-idx-festival-pointers-only',
    category: 'index',
    lang: 'en',
    memories: [
      mem('crew-chief.md', 'The user is the Hall B crew chief and signs off the stage plots.', { modified: NEW, type: 'user', description: 'Role' }),
      mem('radio-etiquette.md', 'Keep radio calls under ten seconds; say the callsign first.', { modified: NEW, type: 'feedback', description: 'Radio etiquette' }),
    ],
    extraMemories: 215,
    fixed: { indexMaxLines: 200 },
    indexKeep: ['(crew-chief.md)', '(radio-etiquette.md)', ...PADDING_POINTERS],
  },
  {
    id: 'h18i-idx-temple-pasted-minutes',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('committee-role.md', '使用者是聖安宮管理委員會的總幹事，負責會議紀錄。', { modified: NEW, type: 'user', description: '總幹事' }),
      mem('minutes-format.md', '會議紀錄用條列式，每條寫負責人，不要寫成長段落。', { modified: NEW, type: 'feedback', description: '會議紀錄格式' }),
    ],
    extraMemories: 180,
    indexNotes: [
      '## 2026-11-08 委員會會議紀錄（先貼這裡）',
      '出席：主委、副主委、總幹事、財務、委員八人。',
      '一、2027 年元宵遶境路線：改走民生路，不經中正路，交管申請由副主委負責。',
      '二、金爐修繕：報價三家，最低 18 萬 6 千元，下次會議再議。',
      '三、普渡供桌登記改線上表單，秘書淑芬負責，紙本登記保留到 2026 年底。',
      '四、香油錢每週一由財務與一位委員共同點收，存入土地銀行。',
      '五、廟埕停車格重畫，共 24 格，身障車位 2 格。',
      '六、志工背心再訂 60 件，顏色維持紅色。',
      '七、臨時動議：廁所增設無障礙扶手，預算 3 萬元以內，通過。',
      '八、下次會議：2026-12-13（六）下午兩點，廟二樓會議室。',
      '紀錄：總幹事。',
      '',
      '## 雜記',
      '2026-11-10 土地銀行行員來電，存摺要換新。',
      '2026-11-12 鼓陣團長電話 0933-221-908。',
      '2026-11-13 龍柱清洗廠商說要等雨季過。',
      '2026-11-14 香客大樓 302 房冷氣漏水，已報修。',
      '2026-11-15 主委交代：遶境當天的便當訂 450 個。',
      '2026-11-15 金紙進貨 80 箱。',
    ],
    fixed: {
      indexMaxLines: 200,
      contains: ['0933-221-908', '最低 18 萬 6 千元'],
      indexAbsent: ['0933-221-908'],
    },
    keep: ['五、廟埕停車格重畫，共 24 格，身障車位 2 格。', '2026-11-15 金紙進貨 80 箱。'],
    indexKeep: ['(committee-role.md)', '(minutes-format.md)', ...PADDING_POINTERS],
  },
  {
    id: 'h18i-idx-lab-over-char-limit',
    category: 'index',
    lang: 'en',
    memories: [
      mem('phd-student.md', 'The user is a third-year PhD student in the Ojo lab working on qPCR of zebrafish gut samples.', { modified: NEW, type: 'user', description: 'Who the user is' }),
      mem('figure-style.md', 'Figures use the viridis palette and 8 pt Arial labels.', { modified: NEW, type: 'feedback', description: 'Figure style' }),
    ],
    extraMemories: 150,
    indexNotes: ['Pasted from the methods doc, sort out later:', ...Array.from({ length: 16 }, (_, i) => methods(i + 1))],
    fixed: { indexMaxChars: 25000, indexMaxLines: 200 },
    keep: ['run the cycler program QPCR-1A', 'run the cycler program QPCR-16A', 'run-9 / KM / GAPDH-F1R1'],
    indexKeep: ['(phd-student.md)', '(figure-style.md)', ...PADDING_POINTERS],
  },
  {
    id: 'h18i-idx-family-notes-and-demote',
    category: 'index',
    lang: 'en',
    memories: [
      mem('household.md', 'The user shares these notes with Lena; the kids are Mia (9) and Tom (6).', { modified: NEW, type: 'user', description: 'Household' }),
      mem('shopping-list-style.md', 'Shopping lists grouped by aisle, not alphabetically.', { modified: NEW, type: 'feedback', description: 'Shopping list style' }),
      mem('oma-visits.md', 'Oma stays with us over Christmas, 2026-12-22 to 2027-01-02.', { modified: NEW, type: 'user', description: 'Oma visits' }),
    ],
    extraMemories: 192,
    indexNotes: [
      'TODO dump (Lena, 2026-11-14):',
      '- car MOT booked 2026-12-03 at the Kwik Fit on Elm Road',
      '- Tom swimming moves to Wednesdays from 2026-12-02',
      '- return the library books (3) before 2026-11-28',
      '- boiler service 2026-11-30, engineer Dave, 8-12 slot',
    ],
    fixed: { indexMaxLines: 200, contains: ['engineer Dave'], indexAbsent: ['engineer Dave'] },
    keep: ['car MOT booked 2026-12-03 at the Kwik Fit on Elm Road', 'Tom swimming moves to Wednesdays from 2026-12-02'],
    indexKeep: ['(household.md)', '(shopping-list-style.md)', '(oma-visits.md)', ...PADDING_POINTERS],
  },
  {
    id: 'h18i-idx-trap-exactly-200',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [
      mem('studio-role.md', 'The user is a gameplay programmer on Lanternfall.', { modified: NEW, type: 'user', description: 'Role' }),
      mem('review-style.md', 'Keep PR descriptions to three bullets.', { modified: NEW, type: 'feedback', description: 'PR descriptions' }),
      mem('build-farm.md', 'The build farm has eight agents in the basement rack.', { modified: NEW, description: 'Build farm' }),
    ],
    extraMemories: 189,
    keep: ['The build farm has eight agents in the basement rack.'],
    indexKeep: ['(studio-role.md)', '(review-style.md)', '(build-farm.md)', '(project-fact-189.md)'],
  },
  {
    id: 'h18i-idx-trap-meta-note',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [
      mem('dispatcher.md', '使用者係16號綫嘅調度員，負責排更同處理投訴。', { modified: NEW, type: 'user', description: '調度員' }),
      mem('complaint-replies.md', '回覆乘客投訴要喺三個工作天之內，語氣要客氣。', { modified: NEW, type: 'feedback', description: '投訴回覆' }),
    ],
    extraMemories: 150,
    indexNotes: ['（索引由陳生維護，新增條目請保持一行。）'],
    keep: ['回覆乘客投訴要喺三個工作天之內，語氣要客氣。'],
    indexKeep: ['（索引由陳生維護，新增條目請保持一行。）', '(dispatcher.md)', '(complaint-replies.md)'],
  },
  {
    id: 'h18i-idx-trap-full-but-fitting',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [
      mem('translator-profile.md', 'The user is a freelance DE/EN/ZH translator based in Lisbon.', { modified: NEW, type: 'user', description: 'Profile' }),
      mem('delivery-format.md', 'Deliver bilingual tables as XLSX, not DOCX.', { modified: NEW, type: 'feedback', description: 'Delivery format' }),
    ],
    extraMemories: 188,
    keep: ['Deliver bilingual tables as XLSX, not DOCX.'],
    indexKeep: ['(translator-profile.md)', '(delivery-format.md)', '(project-fact-188.md)'],
  },
];

// ---------------------------------------------------------------------------------------------
// hooks
// ---------------------------------------------------------------------------------------------

const HOOKS: QualityCase[] = [
  {
    id: 'h18i-hk-pharmacy-night-handover',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('night-handover.md', 'Night handover is done at the pharmacy hatch, never on the ward.', {
        modified: NEW,
        description: 'Night handover',
        hook: 'Night shift handover — PLEASE read before your first night!! handover at the hatch; CD cupboard key is in lockbox 3, ask the site manager for the code; on-call pager is 2203; the emergency drug cupboard is next to theatre 4',
      }),
    ],
    fixed: { contains: ['lockbox 3', '2203', 'theatre 4'], indexAbsent: ['next to theatre 4'] },
    keep: ['Night handover is done at the pharmacy hatch, never on the ward.'],
    forbid: ['PLEASE read before your first night'],
  },
  {
    id: 'h18i-hk-ecom-bonded-warehouse',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('bonded-warehouse.md', '嘉兴保税仓负责天猫国际和抖音全球购的发货。', {
        modified: NEW,
        description: '保税仓',
        hook: '保税仓相关的事都在这里，有问题先看这个再问人：仓库联系人是运营部的王姐，电话 0573-8215 6620；每天下午四点截单，大促期间（双十一、618）截单提前到下午两点；退货不能寄回保税仓，要走松江退货仓；仓库周日不发货，周六只发加急单，加急单要提前在群里报单号',
      }),
    ],
    fixed: { contains: ['0573-8215 6620', '周日不发货'], indexAbsent: ['加急单要提前在群里报单号'] },
    keep: ['嘉兴保税仓负责天猫国际和抖音全球购的发货。'],
    forbid: ['有问题先看这个再问人'],
  },
  {
    id: 'h18i-hk-festival-artist-transport',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('artist-transport.md', 'Artist shuttles leave from the Hilton Garden Inn lobby.', {
        modified: NEW,
        description: 'Artist transport',
        hook: "Artist transport (the vans) - ugh this changed like five times, sorry: shuttles every 30 min from 14:00, last run back 01:30, driver lead is Marek (+49 151 2340 8871), and no artists ride in the gear van",
      }),
    ],
    fixed: { contains: ['01:30', '+49 151 2340 8871', 'gear van'], indexAbsent: ['no artists ride in the gear van'] },
    keep: ['Artist shuttles leave from the Hilton Garden Inn lobby.'],
    forbid: ['this changed like five times'],
  },
  {
    id: 'h18i-hk-temple-pilgrimage-bus',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('pilgrimage-bus.md', '進香團的遊覽車由永福交通負責。', {
        modified: NEW,
        description: '進香團遊覽車',
        hook: '進香團遊覽車（每次都有人問，所以寫在這）：永福交通聯絡人林先生 0912-345-678；每台車 43 個座位，每台車要配兩位隨車志工；出發地點在廟前廣場，早上五點半集合；回程一定要在北港停一個小時以上讓信眾參拜，午餐在新港吃，便當由廟方統一訂，素食要前三天跟總幹事登記',
      }),
    ],
    fixed: { contains: ['0912-345-678', '五點半'], indexAbsent: ['素食要前三天跟總幹事登記'] },
    keep: ['進香團的遊覽車由永福交通負責。'],
    forbid: ['每次都有人問'],
  },
  {
    id: 'h18i-hk-game-crash-reporting',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('crash-reporting.md', 'Crash dumps from playtests go to Backtrace, project `lanternfall-pt`.', {
        modified: NEW,
        description: 'Crash reporting',
        hook: 'Crash reporting — long story, see the #eng-infra thread if you care; symbols are uploaded by the `upload_syms` CI step; dumps over 200 MB are dropped by the Backtrace ingest, so keep minidumps on',
      }),
    ],
    fixed: { contains: ['upload_syms', '200 MB'], indexAbsent: ['dumps over 200 MB are dropped'] },
    keep: ['Crash dumps from playtests go to Backtrace, project `lanternfall-pt`.'],
    forbid: ['long story'],
  },
  {
    id: 'h18i-hk-translator-bilingual-hook',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('patent-client.md', '黄氏律所的专利翻译统一用 Trados 项目模板 HS-PAT。', {
        modified: NEW,
        type: 'reference',
        description: '黄氏律所',
        hook: '黄氏律所 (Huang & Partners) patents — 他们很挑剔，别怕多问：联系人刘小姐 liu.y@huangpartners.example；术语表每季度更新一次；发票寄 accounts@huangpartners.example，不要寄给刘小姐；交稿时必须附 QA 报告',
      }),
    ],
    fixed: { contains: ['liu.y@huangpartners.example', 'accounts@huangpartners.example'], indexAbsent: ['不要寄给刘小姐'] },
    keep: ['黄氏律所的专利翻译统一用 Trados 项目模板 HS-PAT。'],
    forbid: ['别怕多问'],
  },
  {
    id: 'h18i-hk-vet-exotics',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('exotics-referrals.md', 'Exotics (reptiles, birds) are referred to the Zoo Vet Practice in Hove.', {
        modified: NEW,
        type: 'reference',
        description: 'Exotics referrals',
        hook: "Exotics referrals, Zoo Vet Practice in Hove. Dr. Pereira takes the reptiles, the avian vet is only in on Tuesdays and Fridays, referral form goes by email to refer@zoovet.example, and owners pay them directly",
      }),
    ],
    fixed: { contains: ['refer@zoovet.example', 'Tuesdays and Fridays'], indexAbsent: ['owners pay them directly'] },
    keep: ['Exotics (reptiles, birds) are referred to the Zoo Vet Practice in Hove.'],
  },
  {
    id: 'h18i-hk-trap-just-under-en',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('depot-keys.md', 'Spare minibus keys hang in the Kowloon Bay depot office, cabinet 2; sign the key book.', {
        modified: NEW,
        description: 'Spare keys',
        hook: 'Spare minibus keys: Kowloon Bay depot office, cabinet 2, sign the key book; night shift asks the guard at gate B',
      }),
    ],
    keep: ['Spare minibus keys hang in the Kowloon Bay depot office, cabinet 2; sign the key book.'],
    indexKeep: ['Spare minibus keys: Kowloon Bay depot office, cabinet 2, sign the key book; night shift asks the guard at gate B'],
  },
  {
    id: 'h18i-hk-trap-chinese-short-in-chars',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [
      mem('incense-supplier.md', '香和金紙向鹽水的老店「德興香舖」進貨。', {
        modified: NEW,
        type: 'reference',
        description: '香舖',
        hook: '香與金紙都向鹽水德興香舖進貨，每月十日叫貨，老闆娘電話 06-652-1234，付現，過年前要多叫兩成並提早一週',
      }),
    ],
    keep: ['香和金紙向鹽水的老店「德興香舖」進貨。'],
    indexKeep: ['香與金紙都向鹽水德興香舖進貨，每月十日叫貨，老闆娘電話 06-652-1234，付現，過年前要多叫兩成並提早一週'],
  },
  {
    id: 'h18i-hk-trap-url-hook-under',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('school-portal.md', 'The school portal is where sick notes and trip payments go.', {
        modified: NEW,
        type: 'reference',
        description: 'School portal',
        hook: 'School portal, sick notes + trip payments: https://portal.elmroad-primary.example/parents (Lena has the login)',
      }),
    ],
    keep: ['The school portal is where sick notes and trip payments go.'],
    indexKeep: ['School portal, sick notes + trip payments: https://portal.elmroad-primary.example/parents (Lena has the login)'],
  },
];

export const HELDOUT_18_FRESH_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...SUPERSESSION, ...CONTRADICTION, ...PARAPHRASE, ...CLAUDE_MD, ...MERGE, ...CAPTURES, ...INDEX, ...HOOKS];
