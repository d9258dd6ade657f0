import { cutMidWord, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 16, independent part: a fresh, never-tuned set written only from the words
 * (no other case file, no rule, no benchmark output read). Each case is one small memory dir
 * with one planted defect or one trap (a plausible near-miss a careless rule would break).
 *
 * What each category asks:
 * - dates-en / dates-zh: relative dates of past or planned events become absolute (written on
 *   2026-11-18, a Wednesday); names, calls, quoted labels, hypotheticals and recurring rules stay.
 *   Chinese date phrases are matched whole (前天线上 is 前天 + 线上, not 天线; 大前天 is not 大 + 前天;
 *   下週二起 is a Tuesday, not a week).
 * - supersession: "switched from", "deprecated, use", "不再…改用", "迁移到了", "改為", "now" ->
 *   the old statement rewritten (the rest of it kept) or an `outdated` finding naming both.
 *   Traps: the same verbs about a different subject (a log moved, another room's desk replaced).
 * - contradiction: the same subject with another value later, no change verb -> a finding naming
 *   both. Traps: summer vs winter timetable, two products on one oven, hives on two meadows.
 * - paraphrase: the same rule in other words (often negative vs positive) -> `possible-duplicate`.
 *   Traps: shared vocabulary, different rule.
 * - claude-md: a memory whose subject matches a CLAUDE.md rule with the opposite polarity ->
 *   `claude-md-conflict`. Traps: a repeat with a consistent clause or example; a shared word
 *   ("Fridays") about a different subject.
 * - merge: Finder / Windows / `_copy` duplicates merged into the file the index names plainly;
 *   near-identical sentences kept once (the longer, with the reason). Traps: templated twins.
 * - captures: a user's own well-formed request (or one reported in a daily log) becomes one
 *   memory; word salad with 记住 / 不要, questions, pasted log output and requests already
 *   remembered do not.
 * - index: MEMORY.md over 200 lines because of dated notes / paragraphs / headings -> those move
 *   to a linked topic file first; user and feedback pointers stay. Traps: long but under the limit.
 * - hooks: an index line of 150+ characters is shortened; only its fact-bearing clauses go into
 *   the topic file, in the file's language; filler does not. Traps: long-looking lines under 150.
 *
 * Domains: bicycle courier co-op, violin maker, seed bank, ferry line, dental lab, bee farm, film
 * archive, school canteen, tram depot, bookbindery, fish market, glassworks, theatre lighting,
 * observatory IT, bakery chain POS, ham-radio club, customs broker, kite shop, Taipei tea house,
 * Hong Kong red minibus, dim sum kitchen, orchid nursery, bell foundry.
 * Styles: meeting minutes, Slack paste with @names and emoji, YAML-ish lists, email fragments,
 * terse arrows, German-English, code-switching, Traditional Chinese (Taiwan, Hong Kong), Cantonese.
 *
 * Calendar: BENCH_NOW 2026-11-25; date cases written 2026-11-18 (Wed); pairs 2026-05-06 / 2026-10-27.
 *
 * Counts (cases / traps, en / zh):
 *   dates-en 10 / 4 (10 / 0), dates-zh 11 / 4 (0 / 11), supersession 10 / 3 (5 / 5),
 *   contradiction 10 / 3 (5 / 5), paraphrase 10 / 3 (5 / 5), claude-md 10 / 4 (5 / 5),
 *   merge 9 / 3 (5 / 4), captures 11 / 4 (6 / 5), index 8 / 3 (4 / 4), hooks 9 / 3 (5 / 4);
 *   all 98 / 34 (50 / 48).
 *
 * Untouched run (the rules at c4b8e17, the round's base; the lead alone runs this set): recall 59.4 %, precision 80.6 %, 5 harmful, 1 silent; dates-en 50 %, dates-zh 86 %, supersession 86 %, contradiction 43 %, paraphrase 29 %, claude-md 50 %, merge 17 %, captures 100 %, index 100 %, hooks 33 %.
 */

const DAY = '2026-11-18';
const OLD = '2026-05-06';
const NEW = '2026-10-27';

const m = (file: string, body: string, extra: Partial<CaseMemory> = {}): CaseMemory => ({ file: `${file}.md`, modified: DAY, body, ...extra });
const older = (file: string, body: string, extra: Partial<CaseMemory> = {}): CaseMemory => m(file, body, { modified: OLD, ...extra });
const newer = (file: string, body: string, extra: Partial<CaseMemory> = {}): CaseMemory => m(file, body, { modified: NEW, ...extra });

/** A date defect: one memory written on DAY, the absolute value expected, the relative phrase gone. */
const dated = (id: string, lang: 'en' | 'zh', file: string, body: string, value: string, gone: string[], extra: Partial<QualityCase> = {}): QualityCase => ({
  id: `h16x-${id}`,
  category: lang === 'en' ? 'dates-en' : 'dates-zh',
  lang,
  memories: [m(file, body)],
  fixed: { contains: [value], absent: gone },
  ...extra,
});

/** A date trap: one memory that must come through unchanged. */
const dateTrap = (id: string, lang: 'en' | 'zh', file: string, body: string): QualityCase => ({
  id: `h16x-${id}`,
  category: lang === 'en' ? 'dates-en' : 'dates-zh',
  lang,
  trap: true,
  memories: [m(file, body)],
  keep: [body],
});

const SUP = ['outdated', 'contradiction'];
const CON = ['contradiction', 'outdated'];
const DUP = ['possible-duplicate'];
const CMD = ['claude-md-conflict'];

/** An explicit supersession: older statement, newer one naming the change. */
const superseded = (id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, oldText: string, extra: Partial<QualityCase> = {}): QualityCase => ({
  id: `h16x-${id}`,
  category: 'supersession',
  lang,
  explicit: true,
  memories: [a, b],
  fixed: { absent: [oldText] },
  flag: { kinds: SUP, mentions: [a.file.replace(/\.md$/, ''), b.file.replace(/\.md$/, '')] },
  ...extra,
});

/** Two memories flagged together (contradiction or paraphrase). */
const pair = (id: string, category: 'contradiction' | 'paraphrase', lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, extra: Partial<QualityCase> = {}): QualityCase => ({
  id: `h16x-${id}`,
  category,
  lang,
  memories: [a, b],
  flag: { kinds: category === 'contradiction' ? CON : DUP, mentions: [a.file.replace(/\.md$/, ''), b.file.replace(/\.md$/, '')] },
  ...extra,
});

/** A two-memory trap: both bodies kept, the given finding kinds not raised. */
const pairTrap = (id: string, category: QualityCase['category'], lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, quiet: string[]): QualityCase => ({
  id: `h16x-${id}`,
  category,
  lang,
  trap: true,
  memories: [a, b],
  keep: [a.body, b.body],
  quiet,
});

const claudeConflict = (id: string, lang: 'en' | 'zh', claudeMd: string, mem: CaseMemory): QualityCase => ({
  id: `h16x-${id}`,
  category: 'claude-md',
  lang,
  claudeMd,
  memories: [mem],
  flag: { kinds: CMD, mentions: [mem.file.replace(/\.md$/, '')] },
});

const claudeTrap = (id: string, lang: 'en' | 'zh', claudeMd: string, mem: CaseMemory): QualityCase => ({
  id: `h16x-${id}`,
  category: 'claude-md',
  lang,
  trap: true,
  claudeMd,
  memories: [mem],
  keep: [mem.body],
  quiet: CMD,
});

/** A capture from what the user said on DAY. */
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: DAY, text }));

/** Dated notes for MEMORY.md, `n` of them, cycling through a few real-looking lines. */
const datedNotes = (n: number, lines: readonly string[], month = '10'): string[] =>
  Array.from({ length: n }, (_, i) => `- 2026-${month}-${String((i % 28) + 1).padStart(2, '0')}: ${lines[i % lines.length]} (#${i + 1})`);

const USER_FEEDBACK_POINTERS = ['(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'];

// ---------------------------------------------------------------- dates-en
const DATES_EN: QualityCase[] = [
  dated('den-tyres', 'en', 'courier-tyres',
    'We switched the tyre supplier to Velotech yesterday after three punctures in one week on the cargo bikes.',
    '2026-11-17', ['supplier to Velotech yesterday'], { keep: ['after three punctures in one week on the cargo bikes'] }),
  dated('den-varnish', 'en', 'varnish-minutes',
    'Minutes, workshop meeting:\n- Ines and Tomasz agreed on this two weeks ago: each varnish coat dries 48 h before the next one.\n- Spirit varnish stays in the locked cabinet.',
    '2026-11-04', ['agreed on this two weeks ago'], { keep: ['each varnish coat dries 48 h before the next one', 'Spirit varnish stays in the locked cabinet.'] }),
  dated('den-freezer', 'en', 'seedbank-freezer-b',
    'Next Monday freezer B gets its compressor swapped, so keep every accession in freezer A until the technician signs off.',
    '2026-11-23', ['Next Monday freezer B'], { keep: ['keep every accession in freezer A until the technician signs off'] }),
  dated('den-deckhand', 'en', 'ferry-crew-rule',
    'We decided yesterday to never dispatch the 06:10 crossing without a second deckhand on board.',
    '2026-11-17', ['decided yesterday to'], { keep: ['never dispatch the 06:10 crossing without a second deckhand on board'] }),
  dated('den-lathe', 'en', 'wheel-lathe-calibration',
    'Hi all — the wheel lathe at the depot was recalibrated by the vendor last Thursday; profile readings taken before then are off by about 0.2 mm.\nCheers, Joost',
    '2026-11-12', ['vendor last Thursday'], { keep: ['profile readings taken before then are off by about 0.2 mm'] }),
  dated('den-kiln', 'en', 'glory-hole-breaker',
    '@maria heads up 🔥 the glory hole tripped its breaker the day before yesterday — reset it, and log it in the furnace book if it happens again 🙏',
    '2026-11-16', ['breaker the day before yesterday'], { keep: ['log it in the furnace book if it happens again'] }),
  dateTrap('den-calls', 'en', 'remake-queue-code',
    'The remake queue job calls `getYesterday()` to pick up unfinished crowns, `tomorrow_rate` holds the rush surcharge, and the scheduler must call now() before stamping a case.'),
  dateTrap('den-midnight', 'en', 'honey-till-rollover',
    'A jar sold at 00:10 would count as today\'s sale in the shop report, not yesterday\'s, because the till rolls over at midnight local time.'),
  dateTrap('den-vault', 'en', 'nitrate-vault-check',
    'Every Monday the nitrate vault is checked; if the hygrometer reads above 50 % the check is repeated the next day, and again each day until it drops.'),
  dateTrap('den-button', 'en', 'pos-bake-button',
    'The bakery POS has a button labelled "Bake Tomorrow" that queues dough orders for the night shift; do not rename it, the franchise manual refers to it.'),
];

// ---------------------------------------------------------------- dates-zh
const DATES_ZH: QualityCase[] = [
  dated('dzh-payment', 'zh', 'fishmarket-payment',
    '前天线上支付通道断了两个小时，现金摊位照常营业，对账时要单独标出来。',
    '2026-11-16', ['前天'], { keep: ['线上支付通道断了两个小时', '现金摊位照常营业，对账时要单独标出来'], forbid: ['2026-11-16上支付', '2026-11-16 上支付', '前2026'] }),
  dated('dzh-reconcile', 'zh', 'broker-reconcile',
    '下周三和船公司对账，在那之前所有滞港费账单先别付。',
    '2026-11-25', ['下周三'], { keep: ['所有滞港费账单先别付'], forbid: ['那一周三', '那周三和'] }),
  dated('dzh-coldroom', 'zh', 'canteen-coldroom',
    '昨晚冷库温度报警了三次，后勤已经换了温控器，今天起每两小时记录一次温度。',
    '2026-11-17', ['昨晚'], { keep: ['后勤已经换了温控器'] }),
  dated('dzh-goldleaf', 'zh', 'bindery-goldleaf',
    '大前天新来的学徒把一整本金箔用完了，以后金箔统一由陈师傅发放。',
    '2026-11-15', ['大前天'], { keep: ['以后金箔统一由陈师傅发放'], forbid: ['大2026-11-16', '大 2026-11-16'] }),
  dated('dzh-pantograph', 'zh', 'tram-pantographs',
    '上上周车辆段把三号线所有电车的受电弓都换成了新型号，旧的碳滑板不要再领。',
    '2026-11-02', ['上上周'], { keep: ['旧的碳滑板不要再领'], forbid: ['那一周', '上2026'] }),
  dated('dzh-teahours', 'zh', 'teahouse-hours',
    '下週二起茶行改成早上九點開門，週日公休不變。',
    '2026-11-24', ['下週二'], { keep: ['週日公休不變'], forbid: ['那一週二', '2026-11-23 那週'] }),
  dated('dzh-minibus', 'zh', 'minibus-ticket-machine',
    '昨日個八達通機死咗兩次，已經叫咗師傅嚟整，司機暫時收現金先。',
    '2026-11-17', ['昨日'], { keep: ['司機暫時收現金先'] }),
  dateTrap('dzh-func', 'zh', 'sales-report-func',
    '报表脚本里的 get_yesterday_sales() 返回前一天的销售额，today() 取的是服务器时区，这两个函数名都不要改。'),
  dateTrap('dzh-cutoff', 'zh', 'courier-cutoff-rule',
    '如果包裹在晚上十一点以后签收，系统会把它算作明天的单，这是正常的，不用手动改日期。'),
  dateTrap('dzh-hives', 'zh', 'hive-inventory-day',
    '每周三下午盘点蜂箱，遇到下雨就顺延到第二天。'),
  dateTrap('dzh-toast', 'zh', 'bakery-toast-name',
    '「明天见」是门店新推出的吐司名字，菜单和小票上都不要改成别的。'),
];

// ---------------------------------------------------------------- supersession
const SUPERSESSION: QualityCase[] = [
  superseded('sup-dispatch', 'en',
    older('courier-dispatch-tool', 'Dispatch runs on Onfleet, and the night shift is assigned by Priya.'),
    newer('dispatch-migration', 'We switched from Onfleet to Tookan for dispatch.'),
    'Dispatch runs on Onfleet', { keep: ['the night shift is assigned by Priya', 'switched from Onfleet to Tookan'] }),
  superseded('sup-inventory', 'zh',
    older('seedbank-stocklist', '种子库的库存表放在 Excel 共享盘里，每月由小林核对一次。'),
    newer('stocklist-airtable', '库存表已经从 Excel 迁移到了 Airtable。'),
    '库存表放在 Excel 共享盘里', { keep: ['每月由小林核对一次', '迁移到了 Airtable'] }),
  superseded('sup-scanner', 'en',
    older('crown-scanning', 'Crown scans go through the 3Shape TRIOS 3 in room 2.'),
    newer('intraoral-scanner-update', 'The TRIOS 3 is deprecated, use the Medit i700 for all crown scans.'),
    'go through the 3Shape TRIOS 3', { keep: ['use the Medit i700 for all crown scans'] }),
  superseded('sup-veg', 'zh',
    older('canteen-veg-supplier', '学校食堂的蔬菜由绿源农场每天早上六点送货，验收由王阿姨负责。'),
    newer('district-distribution', '食堂不再从绿源农场进菜，改用区里的统一配送中心。'),
    '蔬菜由绿源农场每天早上六点送货', { keep: ['验收由王阿姨负责', '改用区里的统一配送中心'] }),
  superseded('sup-tickets', 'en',
    older('ferry-tickets', 'Ferry tickets are sold at the kiosk on Pier 3, and refunds need the harbour master\'s approval.'),
    newer('harbourpass-launch', 'Ticket sales are now online only, through the HarbourPass site.'),
    'sold at the kiosk on Pier 3', { keep: ['refunds need the harbour master\'s approval', 'online only, through the HarbourPass site'] }),
  superseded('sup-register', 'zh',
    older('teahouse-register', '茶行收銀用的是 iCHEF，發票由阿珠每晚列印。'),
    newer('pos-switch-note', '收銀系統改為 Shopline POS。'),
    '收銀用的是 iCHEF', { keep: ['發票由阿珠每晚列印', '收銀系統改為 Shopline POS'] }),
  superseded('sup-repeater', 'zh',
    older('radio-club-net', '每周四晚上的 net 在 VHF 145.500 MHz simplex 上跑，控制台由 BV2XX 值班。'),
    newer('thursday-repeater', '周四 net moved to the 439.000 MHz repeater，不再用 145.500 simplex。'),
    'net 在 VHF 145.500 MHz simplex 上跑', { keep: ['控制台由 BV2XX 值班'] }),
  pairTrap('sup-trap-log', 'supersession', 'en',
    older('hive-locations', 'Hives 1-12 stand in the orchard behind the barn.'),
    newer('inspection-sheet', 'We moved the inspection log from the paper binder to a shared Google Sheet; the hives themselves stay where they are.'),
    SUP),
  pairTrap('sup-trap-desk', 'supersession', 'en',
    older('main-stage-desk', 'The main stage lighting desk is a grandMA3 light.'),
    newer('rehearsal-studio-desk', 'In the rehearsal studio we replaced the old Strand 520 with an ETC Ion.'),
    SUP),
  pairTrap('sup-trap-archive', 'supersession', 'zh',
    older('film-scanning', '胶片扫描用的是 Lasergraphics ScanStation，分辨率统一 4K。'),
    newer('lto-archive', '扫描后的归档文件从 NAS 迁移到了 LTO 磁带库，扫描仪和分辨率都不变。'),
    SUP),
];

// ---------------------------------------------------------------- contradiction
const CONTRADICTION: QualityCase[] = [
  pair('con-anneal', 'contradiction', 'en',
    older('annealing-oven', 'The annealing oven runs at 510 °C for soda-lime glass.'),
    newer('lehr-setpoints', 'Annealing oven setpoint for soda-lime batches: 482 °C, soak 30 min.')),
  pair('con-auction', 'contradiction', 'zh',
    older('fishmarket-hours', '鱼市场每天凌晨四点开门，拍卖五点开始。'),
    newer('auction-start', '鱼市拍卖六点开始，迟到的买家只能买剩货。'),
    { keep: ['迟到的买家只能买剩货'] }),
  pair('con-standup', 'contradiction', 'en',
    older('bindery-standup', 'Bindery stand-up is on Tuesdays at 9.'),
    newer('workshop-rhythm', 'Stand-up → Thursdays 9:00, Anke is only in Mon–Wed.')),
  pair('con-fare', 'contradiction', 'zh',
    older('redvan-fare', '紅van 旺角去觀塘車費係 $14。'),
    newer('kwuntong-route', '旺角—觀塘紅van 收 $17，夜晚 $20。')),
  pair('con-ubuntu', 'contradiction', 'en',
    older('telescope-pcs', 'The telescope control PCs run Ubuntu 20.04 with INDI 1.9.'),
    newer('summer-rebuild', 'Telescope control PCs are on Ubuntu 24.04 since the summer rebuild.'),
    { keep: ['Telescope control PCs are on Ubuntu 24.04 since the summer rebuild.'] }),
  pair('con-allergy', 'contradiction', 'zh',
    older('class-allergies', '三年级二班有两名学生对花生过敏，午餐单独备餐。'),
    newer('allergy-roster', '三年级二班花生过敏的学生一共三名。')),
  pair('con-pickup', 'contradiction', 'zh',
    older('model-pickup', '假牙模型每天下午三点由顺丰上门取件。'),
    newer('courier-slot', '顺丰取件时间：每天下午五点。')),
  pairTrap('con-trap-season', 'contradiction', 'en',
    older('summer-timetable', 'Summer timetable: the last ferry leaves the island at 23:30.'),
    newer('winter-timetable', 'Winter timetable: the last ferry leaves the island at 21:00.'),
    CON),
  pairTrap('con-trap-oven', 'contradiction', 'zh',
    older('baguette-bake', '一号烤炉烤法棍用 250 度，二十二分钟。'),
    newer('croissant-bake', '一号烤炉烤可颂用 190 度，十八分钟。'),
    CON),
  pairTrap('con-trap-meadow', 'contradiction', 'en',
    older('upper-meadow', 'We keep 40 hives at the upper meadow.'),
    newer('lower-meadow', 'There are 25 hives at the lower meadow.'),
    CON),
];

// ---------------------------------------------------------------- paraphrase
const PARAPHRASE: QualityCase[] = [
  pair('par-rosin', 'paraphrase', 'en',
    older('rosin-storage', 'Never leave rosin cakes on the workbench in direct sun; they soften and stick to the bow hair.'),
    newer('rosin-handling', 'Rosin must be kept out of sunlight — put it back in the drawer after use.')),
  pair('par-honey', 'paraphrase', 'zh',
    older('honey-labels', '蜂蜜瓶标签上必须写明采收日期。'),
    newer('jar-printing', '不要贴没有采蜜日期的标签。')),
  pair('par-nitrate', 'paraphrase', 'en',
    older('nitrate-certificate', 'Only staff holding the nitrate certificate may open cans of nitrate film.'),
    newer('reel-handling', 'Uncertified people don\'t get to touch nitrate reels - ask someone with the cert.')),
  pair('par-steamer', 'paraphrase', 'zh',
    older('dimsum-steamers', '蒸籠用完要先用熱水燙過再晾乾。'),
    newer('kitchen-closing', '收工前將竹蒸籠用滾水沖一遍，放上架風乾。')),
  pair('par-hscode', 'paraphrase', 'en',
    older('customs-docs', '- rule: the commercial invoice lists an HS code on every line\n- owner: Dev'),
    newer('portal-upload', 'Don\'t upload an invoice to the broker portal unless each line item carries its HS code.')),
  pair('par-brake', 'paraphrase', 'zh',
    older('tram-brake-test', '每班出车前都要做一次制动测试。'),
    newer('depot-morning', '电车没做刹车试验不许出库。')),
  pair('par-utc', 'paraphrase', 'zh',
    older('qso-log-format', 'QSO log 一律用 UTC 时间记录。'),
    newer('contest-logging', '比赛日志里的时间别写本地时间，要写 UTC。')),
  pairTrap('par-trap-gold', 'paraphrase', 'en',
    older('gold-leaf', 'Gold leaf is laid with a gilder\'s tip, never with fingers.'),
    newer('spine-tooling', 'Gold tooling on spines is done at 120 °C with a brass finishing tool.'),
    DUP),
  pairTrap('par-trap-ice', 'paraphrase', 'zh',
    older('fresh-fish-ice', '鲜鱼进场后半小时内必须上冰。'),
    newer('frozen-fish-store', '冻鱼进场后半小时内必须入冷库。'),
    DUP),
  pairTrap('par-trap-cc', 'paraphrase', 'en',
    older('holds-cc', 'Always CC the shipper when customs puts a hold on a container.'),
    newer('duty-invoices', 'Never CC the shipper on duty invoices; they go to the consignee only.'),
    DUP),
];

// ---------------------------------------------------------------- claude-md
const CLAUDE_MD: QualityCase[] = [
  claudeConflict('cmd-phones', 'en', '# Rules\n\n- Never print customer phone numbers in logs.\n',
    m('rider-debug-logging', 'For debugging the courier app it is fine to log riders\' and customers\' full phone numbers.', { type: 'feedback', modified: NEW })),
  claudeConflict('cmd-staging', 'zh', '# 规则\n\n- 所有数据库迁移必须先在 staging 跑一遍。\n',
    m('migration-shortcut', '小改动的数据库迁移可以直接在生产库上跑，不用过 staging。', { type: 'feedback', modified: NEW })),
  claudeConflict('cmd-pnpm', 'en', '# Conventions\n\n- Use pnpm, not npm.\n- Keep the kiosk build reproducible.\n',
    m('kiosk-install', 'Install dependencies with npm install; pnpm breaks the kiosk build.', { type: 'feedback', modified: NEW })),
  claudeConflict('cmd-script', 'zh', '# 團隊規範\n\n- 回覆一律使用繁體中文。\n',
    m('reply-script', '回覆用简体中文就好，客户都看得懂，不用转繁体。', { type: 'feedback', modified: NEW })),
  claudeConflict('cmd-vitest', 'en', '# Testing\n\n- Always write tests with Vitest.\n',
    m('observatory-test-runner', 'Write new tests with Jest; Vitest is not allowed in this repo.', { type: 'feedback', modified: NEW })),
  claudeConflict('cmd-idcard', 'zh', '# 安全\n\n- 禁止在日志中打印身份证号。\n',
    m('realname-debug', '排查实名认证问题时可以在日志里打印完整身份证号，排查完再删。', { type: 'feedback', modified: NEW })),
  claudeTrap('cmd-trap-secrets', 'en', '# Rules\n\n- Never commit secrets to the repo.\n',
    m('ferry-secrets', 'Never commit secrets to the repo, including the Stripe test keys and the .env.ferry file.', { type: 'feedback', modified: NEW })),
  claudeTrap('cmd-trap-friday', 'en', '# Rules\n\n- Never run database migrations on Fridays.\n',
    m('static-site-fridays', 'Fridays are fine for deploying the static brochure site; it has no database.', { type: 'feedback', modified: NEW })),
  claudeTrap('cmd-trap-commit', 'zh', '# 规范\n\n- 提交信息用英文写。\n',
    m('commit-message-lang', '提交信息用英文写，例如 fix: tram schedule parser 或 feat: depot roster export。', { type: 'feedback', modified: NEW })),
  claudeTrap('cmd-trap-weekend', 'zh', '# 发布\n\n- 不要在周末发版。\n',
    m('weekend-release', '不要在周末发版，紧急修复也要先找值班经理批准。', { type: 'feedback', modified: NEW })),
];

// ---------------------------------------------------------------- merge
const MERGE: QualityCase[] = [
  {
    id: 'h16x-mrg-kite', category: 'merge', lang: 'en',
    memories: [
      older('kite-repairs', 'Patch ripstop with iron-on tape at low heat, because higher heat melts the silicone coating.\nBridle lines are replaced, never knotted.', { description: 'Kite repairs' }),
      newer('kite-repair_copy', 'Patch ripstop using iron-on tape.\nBridle lines are replaced, never knotted.\nSpare spars are in the blue crate.', { description: 'Kite repairs' }),
    ],
    fixed: {
      files: ['kite-repairs.md'], gone: ['kite-repair_copy.md'],
      contains: ['Patch ripstop with iron-on tape at low heat, because higher heat melts the silicone coating', 'Spare spars are in the blue crate', 'Bridle lines are replaced, never knotted'],
      absent: ['Patch ripstop using iron-on tape'],
    },
  },
  {
    id: 'h16x-mrg-strings', category: 'merge', lang: 'zh',
    memories: [
      older('violin-strings', 'E 弦每三个月换一次。\n换弦时一次只换一根，避免琴桥移位。', { description: '换弦规则' }),
      newer('violin-string_copy', '换弦时一次只换一根，因为同时松开所有弦会让琴桥和音柱移位。\nE 弦每三个月换一次。', { description: '换弦规则' }),
    ],
    fixed: {
      files: ['violin-strings.md'], gone: ['violin-string_copy.md'],
      contains: ['因为同时松开所有弦会让琴桥和音柱移位', 'E 弦每三个月换一次'],
      absent: ['换弦时一次只换一根，避免琴桥移位'],
    },
  },
  {
    id: 'h16x-mrg-furnace', category: 'merge', lang: 'en',
    memories: [
      older('furnace-startup', 'Bring the furnace up 50 °C per hour from cold.\nCheck the gas pressure gauge before lighting.', { description: 'Furnace start-up' }),
      newer('furnace startup copy', 'Bring the furnace up 50 °C per hour from cold, since faster heating cracks the crown.\nCheck the gas pressure gauge before lighting.', { description: 'Furnace start-up' }),
    ],
    fixed: {
      files: ['furnace-startup.md'], gone: ['furnace startup copy.md'],
      contains: ['since faster heating cracks the crown', 'Check the gas pressure gauge before lighting'],
      absentLines: ['Bring the furnace up 50 °C per hour from cold.'],
    },
  },
  {
    id: 'h16x-mrg-auction', category: 'merge', lang: 'zh',
    memories: [
      older('fish-auction-rules', '喊價以每公斤計。\n買家須在開拍前登記號碼牌。', { description: '魚市拍賣規則' }),
      newer('fish auction rules (1)', '喊價以每公斤計。\n買家須在開拍前十分鐘登記號碼牌，否則不能舉牌。', { description: '魚市拍賣規則' }),
    ],
    fixed: {
      files: ['fish-auction-rules.md'], gone: ['fish auction rules (1).md'],
      contains: ['買家須在開拍前十分鐘登記號碼牌，否則不能舉牌', '喊價以每公斤計'],
      absent: ['買家須在開拍前登記號碼牌'],
    },
  },
  {
    id: 'h16x-mrg-refunds', category: 'merge', lang: 'en',
    memories: [
      older('bakery-pos-refunds', 'Refunds over €50 need a shift lead\'s PIN 🔑\nVoid lines before the receipt prints.', { description: 'POS refunds' }),
      newer('pos-refund_copy', 'Refunds over €50 need a shift lead\'s PIN, because cashiers cannot see the daily float.\nVoid lines before the receipt prints.\nGift cards are never refunded to cash.', { description: 'POS refunds' }),
    ],
    fixed: {
      files: ['bakery-pos-refunds.md'], gone: ['pos-refund_copy.md'],
      contains: ['because cashiers cannot see the daily float', 'Gift cards are never refunded to cash', 'Void lines before the receipt prints'],
      absent: ['Refunds over €50 need a shift lead\'s PIN 🔑'],
    },
  },
  {
    id: 'h16x-mrg-menu', category: 'merge', lang: 'zh',
    memories: [
      older('canteen-menu-rules', '每周菜单周四前发到家长群。\n油炸食品每周最多一次。', { description: '食堂菜单规则' }),
      newer('canteen menu rules copy', '每周菜单周四前发到家长群。\n油炸食品每周最多出现一次，因为区教育局有营养标准。\n汤品不加味精。', { description: '食堂菜单规则' }),
    ],
    fixed: {
      files: ['canteen-menu-rules.md'], gone: ['canteen menu rules copy.md'],
      contains: ['因为区教育局有营养标准', '汤品不加味精', '每周菜单周四前发到家长群'],
      absent: ['油炸食品每周最多一次'],
    },
  },
  pairTrap('mrg-trap-depots', 'merge', 'en',
    older('north-depot', 'North depot: trams 1–14 are stabled here; the wash plant runs nightly.'),
    older('south-depot', 'South depot: trams 15–28 are stabled here; the wash plant runs weekly.'),
    []),
  pairTrap('mrg-trap-clients', 'merge', 'en',
    older('client-acme-imports', 'Acme Imports: file entries under bond 7731; contact Lena for holds.'),
    older('client-orbis-trading', 'Orbis Trading: file entries under bond 7745; contact Raj for holds.'),
    []),
  pairTrap('mrg-trap-harvest', 'merge', 'zh',
    older('spring-harvest', '春季摇蜜前检查封盖率，低于八成不摇。'),
    older('autumn-harvest', '秋季摇蜜前检查封盖率，低于九成不摇，因为秋蜜含水量高。'),
    []),
];

// ---------------------------------------------------------------- captures
const CAPTURES: QualityCase[] = [
  {
    id: 'h16x-cap-cardeck', category: 'captures', lang: 'en', memories: [],
    said: said('Remember that the car deck closes 15 minutes before departure on every crossing.'),
    fixed: { contains: ['car deck closes 15 minutes before departure'] },
    maxCreated: 1,
    forbid: cutMidWord('Car deck closes 15 minutes before departure on every crossing'),
  },
  {
    id: 'h16x-cap-seedbags', category: 'captures', lang: 'zh', memories: [],
    said: said('记住：送检的种子样本一律用牛皮纸袋装，不要用塑料袋，会发霉。'),
    fixed: { contains: ['种子样本一律用牛皮纸袋装'] },
    maxCreated: 1,
  },
  {
    id: 'h16x-cap-reported', category: 'captures', lang: 'en', memories: [],
    logs: { [DAY]: ['Sam asked me to remember that the gas meter at the glassworks is read on the first working day of every month.'] },
    fixed: { contains: ['gas meter at the glassworks is read on the first working day of every month'] },
    maxCreated: 1,
    forbid: cutMidWord('Gas meter at the glassworks is read on the first working day of every month'),
  },
  {
    id: 'h16x-cap-noisy', category: 'captures', lang: 'en', memories: [],
    said: said(
      'ok so the thing is 那个 export 又挂了 lol',
      'Please remember: the lab courier pickup is at 16:30, not 17:00.',
      '不要 不要 哈哈 记住 这个 emoji 😂😂',
    ),
    fixed: { contains: ['courier pickup is at 16:30'] },
    maxCreated: 1,
    forbid: ['哈哈', 'export 又挂了'],
  },
  {
    id: 'h16x-cap-tea', category: 'captures', lang: 'zh', memories: [],
    said: said('請記住，茶葉進貨單都要附上農藥殘留檢驗報告。'),
    fixed: { contains: ['茶葉進貨單都要附上農藥殘留檢驗報告'] },
    maxCreated: 1,
  },
  {
    id: 'h16x-cap-callsign', category: 'captures', lang: 'en', memories: [],
    said: said('Remember the club repeater callsign is VK2RHC and it sits on 147.000 MHz.'),
    fixed: { contains: ['VK2RHC', '147.000 MHz'] },
    maxCreated: 1,
    forbid: ['Avoid this', ...cutMidWord('Club repeater callsign is VK2RHC')],
  },
  {
    id: 'h16x-cap-ice', category: 'captures', lang: 'zh', memories: [],
    said: said('帮我记一下：冰块供应商老周的电话是 0755-2345 6789，凌晨三点前打。'),
    fixed: { contains: ['0755-2345 6789'] },
    maxCreated: 1,
  },
  {
    id: 'h16x-cap-trap-salad', category: 'captures', lang: 'zh', trap: true, memories: [],
    said: said('记住 记住 那个 不要 然后 嗯 这个 bug 不要 记住 吧吧吧', '不要不要不要 记住没 ？？？'),
    maxCreated: 0,
  },
  {
    id: 'h16x-cap-trap-known', category: 'captures', lang: 'en', trap: true,
    memories: [older('depot-key-safe', 'The depot key safe code changes every Monday; ask the shift lead for it.')],
    said: said('Remember that the depot key safe code changes every Monday, ask the shift lead.'),
    keep: ['The depot key safe code changes every Monday; ask the shift lead for it.'],
    maxCreated: 0,
  },
  {
    id: 'h16x-cap-trap-question', category: 'captures', lang: 'zh', trap: true, memories: [],
    said: said('你还记得上次蜂箱消毒用的是什么药吗？不要瞎猜，不确定就说不知道。'),
    maxCreated: 0,
  },
  {
    id: 'h16x-cap-trap-logpaste', category: 'captures', lang: 'en', trap: true, memories: [],
    said: said('why does this keep happening?\n```\nWARN auth: remember_me cookie missing, do not retry\nWARN auth: remember_me cookie missing, do not retry\n```'),
    maxCreated: 0,
  },
];

// ---------------------------------------------------------------- index
const EN_NOTES = [
  'ferry ramp 2 hydraulic hose replaced',
  'kite shop restocked 3 mm carbon spars',
  'courier co-op added two cargo bikes to the pool',
  'glassworks crucible 4 retired after a crack',
  'bindery ordered 20 m of bookcloth in navy',
];
const ZH_NOTES = ['鱼市场更换了二号冰机的滤网', '食堂新增一台消毒柜', '车辆段领用了四块碳滑板', '蜂场转移了六箱蜂到下草场', '种子库补录了三十份豆类样本'];

const INDEX: QualityCase[] = [
  {
    id: 'h16x-idx-dated-en', category: 'index', lang: 'en', memories: [],
    extraMemories: 150,
    indexNotes: ['## Recent notes', ...datedNotes(60, EN_NOTES)],
    fixed: { indexMaxLines: 200, contains: ['ferry ramp 2 hydraulic hose replaced', 'glassworks crucible 4 retired after a crack'] },
    indexKeep: USER_FEEDBACK_POINTERS,
  },
  {
    id: 'h16x-idx-dated-zh', category: 'index', lang: 'zh', memories: [],
    extraMemories: 170,
    indexNotes: ['## 最近记录', ...datedNotes(40, ZH_NOTES, '09')],
    fixed: { indexMaxLines: 200, contains: ['鱼市场更换了二号冰机的滤网', '种子库补录了三十份豆类样本'] },
    indexKeep: USER_FEEDBACK_POINTERS,
  },
  {
    id: 'h16x-idx-paragraphs-en', category: 'index', lang: 'en',
    memories: [
      m('rider-preferences', 'The user dispatches riders by area and prefers short status messages.', { type: 'user', modified: OLD }),
      m('status-tone', 'Keep status updates to one line; no greetings.', { type: 'feedback', modified: OLD }),
    ],
    extraMemories: 192,
    indexNotes: [
      'Background: the co-op was founded by six riders who left a gig platform, and every decision about pay is still voted on at the monthly assembly, which is why pricing changes never ship without minutes.',
      '',
      'Note to self: the old Onfleet exports in the shared drive are kept for the tax audit and should not be deleted before the end of 2027.',
      '',
      'Reminder: when a rider is sick the route goes to the standby list first, then to volunteers.',
    ],
    fixed: { indexMaxLines: 200, contains: ['every decision about pay is still voted on at the monthly assembly', 'kept for the tax audit'] },
    indexKeep: [...USER_FEEDBACK_POINTERS, '(rider-preferences.md)', '(status-tone.md)'],
  },
  {
    id: 'h16x-idx-headings-zh', category: 'index', lang: 'zh',
    memories: [
      m('shopkeeper-profile', '使用者是茶行第二代老闆，習慣用 LINE 溝通。', { type: 'user', modified: OLD }),
      m('reply-brevity', '回覆要短，先講結論。', { type: 'feedback', modified: OLD }),
    ],
    extraMemories: 160,
    indexNotes: [
      '## 會議紀錄',
      ...Array.from({ length: 24 }, (_, i) => `- 2026-10-${String(i + 1).padStart(2, '0')} 例會：${['討論冬茶進貨量', '確認包裝盒新設計', '檢討週末人力排班', '決定門市試賣冷泡茶'][i % 4]}（第 ${i + 1} 次）`),
      '',
      '## 雜記',
      '阿珠提醒：烘焙機的溫度計每半年要送校正一次，上次是在春茶季之前。',
      '倉庫鑰匙放在櫃台左邊抽屜，不要帶回家。',
      ...Array.from({ length: 10 }, (_, i) => `- 客人回饋第 ${i + 1} 則：${['希望有小包裝', '詢問是否宅配到香港', '建議增加英文標示'][i % 3]}`),
    ],
    fixed: { indexMaxLines: 200, contains: ['烘焙機的溫度計每半年要送校正一次', '決定門市試賣冷泡茶'] },
    indexKeep: [...USER_FEEDBACK_POINTERS, '(shopkeeper-profile.md)', '(reply-brevity.md)'],
  },
  {
    id: 'h16x-idx-mixed-zh', category: 'index', lang: 'zh', memories: [],
    extraMemories: 192,
    indexNotes: ['2026-10-30 周会：下草场的蜂箱全部换了新巢框，旧巢框送去熔蜡。', '2026-11-02：蜂蜜检测报告已上传共享盘，抗生素残留全部合格。', '备注：摇蜜机的皮带快磨平了，下次采购一起买。', '备注：周边农户打药前会在微信群里通知，收到通知就关巢门。', '2026-11-06：新来的实习生 Amy 负责记录巢脾照片。', '2026-11-09：蜂王浆订单暂停接收，等明年春天。'],
    fixed: { indexMaxLines: 200, contains: ['抗生素残留全部合格', '收到通知就关巢门'] },
    indexKeep: USER_FEEDBACK_POINTERS,
  },
  {
    id: 'h16x-idx-trap-under-en', category: 'index', lang: 'en', trap: true, memories: [],
    extraMemories: 120,
    indexNotes: ['## Recent notes', ...datedNotes(20, EN_NOTES)],
    keep: ['ferry ramp 2 hydraulic hose replaced (#1)'],
    indexKeep: USER_FEEDBACK_POINTERS,
  },
  {
    id: 'h16x-idx-trap-near-en', category: 'index', lang: 'en', trap: true, memories: [],
    // 2 header lines + 6 padding + 170 entries + 1 blank + 18 notes = 197 lines.
    extraMemories: 170,
    indexNotes: ['Reading order: start with the ferry timetable memories, then the crew rules.', ...datedNotes(17, EN_NOTES, '11')],
    keep: ['Reading order: start with the ferry timetable memories, then the crew rules.'],
    indexKeep: USER_FEEDBACK_POINTERS,
  },
  {
    id: 'h16x-idx-trap-under-zh', category: 'index', lang: 'zh', trap: true, memories: [],
    extraMemories: 90,
    indexNotes: ['## 说明', '这个目录记录食堂后勤的所有事项，新同事先看供应商和过敏名单两条。', '', ...datedNotes(15, ZH_NOTES)],
    keep: ['这个目录记录食堂后勤的所有事项，新同事先看供应商和过敏名单两条。'],
    indexKeep: USER_FEEDBACK_POINTERS,
  },
];

// ---------------------------------------------------------------- hooks
const HOOK_BELL = 'Bell tuning — done on the vertical lathe in shed 2, the strike note is checked against the 440 Hz fork, and the hum note must sit an octave below it, basically the usual stuff, see file';
const HOOK_ORCHID = '兰花温室浇水——每周两次，早上九点前浇完，蝴蝶兰叶心不能积水否则会烂心，冬天改为每周一次，大概就这些吧，具体的看文件，有问题再来问我，之前也说过好几次了，大家应该都知道，不用太在意细节，反正就是这样，就这样吧，先这样，谢谢大家，辛苦了';
const HOOK_BATCH = 'Glass batch — we mix always 70 % sand, 15 % soda ash, 10 % lime and the rest cullet, also the mixer must run twelve minutes, this is important, I tell it again and again, please no shortcut here';
const HOOK_KILN = '窯燒流程——素燒攝氏八百度，釉燒一千二百三十度，降溫時窯門不可在三百度以上打開，不然坯體會裂，這些大家都知道啦，寫在這裡只是怕新人忘記，其他細節就看檔案吧，有問題可以在群組問，反正就這樣，謝謝大家的配合，辛苦了，之後有變再更新，感謝各位師傅長期以來的幫忙';
const HOOK_GEL = 'Gel stock — all gels are filed by Lee number in the grey cabinet, it is all in the file anyway, nothing new here, just look there first before asking, thanks a lot, cheers everyone, have a good show!';
const HOOK_POS = 'POS 结账流程：先扫会员码 then 商品，找零超过 500 要店长 PIN，refund 走另一个菜单，别问为什么 lol，这个系统就是这么设计的，之前跟 vendor 吵过好几次都没用，算了算了，大家忍一忍，反正明年就换系统了吧应该';
const HOOK_SHORT_EN = 'Lens caps go back on before the dome closes; the dew heater stays on all night.';
const HOOK_SHORT_ZH = '发报练习每周二晚上在活动室，带上自己的电键和耳机，新手先练抄收，别急着发。';
const HOOK_MEDIUM_EN = 'Customs holds: call the broker desk first, then email the shipper with the entry number and the hold code.';

const HOOKS: QualityCase[] = [
  {
    id: 'h16x-hk-bell', category: 'hooks', lang: 'en',
    memories: [m('bell-tuning', 'Bells are tuned on the vertical lathe in shed 2.', { modified: OLD, hook: HOOK_BELL })],
    fixed: { indexAbsent: [HOOK_BELL], contains: ['440 Hz fork', 'an octave below'] },
    keep: ['Bells are tuned on the vertical lathe in shed 2.'],
    forbid: ['basically the usual stuff', 'see file'],
  },
  {
    id: 'h16x-hk-orchid', category: 'hooks', lang: 'zh',
    memories: [m('orchid-watering', '兰花温室每周浇水两次。', { modified: OLD, hook: HOOK_ORCHID })],
    fixed: { indexAbsent: [HOOK_ORCHID], contains: ['叶心不能积水', '冬天改为每周一次'] },
    keep: ['兰花温室每周浇水两次。'],
    forbid: ['大概就这些吧', '具体的看文件', '不用太在意细节'],
  },
  {
    id: 'h16x-hk-batch', category: 'hooks', lang: 'en',
    memories: [m('glass-batch', 'The glass batch recipe is fixed; only the furnace lead changes it.', { modified: OLD, hook: HOOK_BATCH })],
    fixed: { indexAbsent: [HOOK_BATCH], contains: ['soda ash', 'twelve minutes'] },
    keep: ['only the furnace lead changes it'],
    forbid: ['I tell it again and again', 'please no shortcut here'],
  },
  {
    id: 'h16x-hk-kiln', category: 'hooks', lang: 'zh',
    memories: [m('kiln-firing', '窯燒分素燒和釉燒兩段。', { modified: OLD, hook: HOOK_KILN })],
    fixed: { indexAbsent: [HOOK_KILN], contains: ['一千二百三十度', '三百度以上打開'] },
    keep: ['窯燒分素燒和釉燒兩段。'],
    forbid: ['謝謝大家的配合', '辛苦了', '这些大家都知道', '三百度以上打开'],
  },
  {
    id: 'h16x-hk-gel', category: 'hooks', lang: 'en',
    memories: [m('gel-stock', 'All gels are filed by Lee number in the grey cabinet.', { modified: OLD, hook: HOOK_GEL })],
    fixed: { indexAbsent: [HOOK_GEL] },
    keep: ['All gels are filed by Lee number in the grey cabinet.'],
    forbid: ['have a good show', 'cheers everyone', 'nothing new here'],
  },
  {
    id: 'h16x-hk-pos', category: 'hooks', lang: 'zh',
    memories: [m('checkout-flow', '门店 POS 结账先扫会员码。', { modified: OLD, hook: HOOK_POS })],
    fixed: { indexAbsent: [HOOK_POS], contains: ['找零超过 500 要店长 PIN'] },
    keep: ['门店 POS 结账先扫会员码。'],
    forbid: ['别问为什么', '算了算了', '大家忍一忍'],
  },
  {
    id: 'h16x-hk-trap-dome', category: 'hooks', lang: 'en', trap: true,
    memories: [m('dome-closing', 'Lens caps go back on before the dome closes.', { modified: OLD, hook: HOOK_SHORT_EN })],
    keep: ['Lens caps go back on before the dome closes.'],
    indexKeep: [HOOK_SHORT_EN],
  },
  {
    id: 'h16x-hk-trap-cw', category: 'hooks', lang: 'zh', trap: true,
    memories: [m('morse-practice', '发报练习每周二晚上在活动室。', { modified: OLD, hook: HOOK_SHORT_ZH })],
    keep: ['发报练习每周二晚上在活动室。'],
    indexKeep: [HOOK_SHORT_ZH],
  },
  {
    id: 'h16x-hk-trap-holds', category: 'hooks', lang: 'en', trap: true,
    memories: [m('customs-holds', 'On a customs hold, call the broker desk first.', { modified: OLD, hook: HOOK_MEDIUM_EN })],
    keep: ['On a customs hold, call the broker desk first.'],
    indexKeep: [HOOK_MEDIUM_EN],
  },
];

export const HELDOUT_16_FRESH_CASES: QualityCase[] = [
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
