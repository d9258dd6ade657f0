import { cutMidWord, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 19 (fresh): hand-written quality cases the builtin dream rules were never tuned
 * against, written blind to the rules (only the case types, the scorer, build.ts and the
 * interop notes were read). Ids `h19i-`.
 *
 * What each category asks:
 * - dates-en / dates-zh: a relative date inside a memory becomes an absolute one, resolved
 *   against the memory's `modified` day (or against a section's `**Date:**` line, as build.ts
 *   does); a week becomes a range or week-of form (only its Monday is expected). Traps: date
 *   words inside names, songs, games, apps, channel names, function names, generic or recurring
 *   rules, anaphoric "那一周", and glued text (前天线 = front antenna, 这周三十个 = this week's thirty).
 * - supersession: an explicit change ("moved X to Y", "X is deprecated; use Y", 从X迁移到了Y,
 *   不再X，改用Y, X改為Y) in a later memory or a daily log; the old statement carries more than the
 *   change (an approval rule, a bucket, a reconciliation day) which must survive. Traps: another
 *   subject, a plan not yet done, a migration considered and rejected, a change already applied.
 * - contradiction: the same subject with another value in a later memory (times, retention,
 *   addresses, rooms), incl. a Markdown table. Traps: same value in other units, other subjects
 *   (weekday vs weekend, Shanghai vs Guangzhou warehouse), consistent staffing numbers.
 * - paraphrase: one rule in other words, often negative in one file and positive in the other.
 *   Traps: the same sentence shape about other subjects (feature vs release branches, ferns vs
 *   cacti, personal vs company invoices, two soups).
 * - claude-md: a memory that contradicts CLAUDE.md by polarity, or only repeats it. Traps: a
 *   repeat with a consistent extra clause or example list, a related but consistent memory.
 * - merge: duplicates where the survivor is the well-named file (never `_copy`, `-copy`,
 *   `-again`, `untitled-3`, 新文件) and a near-identical sentence is kept once (the longer one with
 *   the reason). Traps: `newsletter-copy` / `menu-copy` (copy = marketing text), parallel
 *   backups, two meatball recipes.
 * - captures: a user's own well-formed request (transcript) or a reported one (daily log)
 *   becomes one memory, its title not cut mid-word, no "Avoid this" for a positive main clause.
 *   Traps: a request memory already holds, word salad with 记住/不要, an ephemeral task
 *   instruction plus a question, a question about a log line containing 不要.
 * - index: MEMORY.md over 200 lines: notes move to a linked topic file before any pointer is
 *   demoted; user and feedback pointers stay. Traps: exactly 200 lines, 199 lines, notes under
 *   the limit.
 * - hooks: an index entry line of 150+ characters is shortened; fact clauses missing from the
 *   topic file move into it, fluff does not. Traps: lines of 140-149 characters, short zh lines.
 *
 * Domains: payments SRE, etcd, Postgres, Terraform, KYC/AML and GDPR compliance, a thesis on
 * causal inference, 3D printing, sourdough, beekeeping, pottery, drones, succulents, a tea
 * shop in Hangzhou, a Hong Kong hair salon and dessert shop, a Taiwanese pottery class,
 * e-commerce returns and invoicing.
 * Writers: a terse SRE (lower case, arrows), a rambling PhD student, a bilingual shop owner
 * (English, Simplified, Cantonese), a formal compliance officer, hobbyists, a Taiwanese teacher.
 *
 * Calendar: BENCH_NOW is Wed 2026-11-25. Mondays: 2026-11-02, 11-09, 11-16, 11-23, 11-30.
 * "next <weekday>" is only used from a Saturday, "last <weekday>" only from a Monday, so that
 * both readings agree.
 *
 * Counts: 104 cases, 40 traps; en 60, zh 44 (Simplified 24, Traditional/Taiwan 10, Cantonese/HK 10).
 * Per category (cases / traps): dates-en 11/4, dates-zh 11/4, supersession 11/4, contradiction
 * 10/4, paraphrase 10/4, claude-md 10/4, merge 10/4, captures 11/4, index 10/4, hooks 10/4.
 */

type Extra = Partial<Omit<CaseMemory, 'file' | 'modified' | 'body'>>;

const mem = (file: string, modified: string, body: string, o: Extra = {}): CaseMemory => ({ file, modified, body, ...o });
const fb = (file: string, modified: string, body: string, o: Extra = {}): CaseMemory => mem(file, modified, body, { type: 'feedback', ...o });
const usr = (file: string, modified: string, body: string, o: Extra = {}): CaseMemory => mem(file, modified, body, { type: 'user', ...o });

/** The padding memories cases.ts adds to every case dir (names only: their index lines). */
const PADDING_FILES = ['editor-setup', 'working-hours', 'latency-dashboards', 'glossary', 'answer-style', 'test-names'];

const titleOf = (name: string): string => name.replace(/[-_]/g, ' ').replace(/^\w/, (ch) => ch.toUpperCase());

/** The index entry line cases.ts writes for a memory. */
const entryLine = (m: CaseMemory): string => {
  const name = m.file.replace(/\.md$/, '');
  const description = m.description ?? name.replace(/[-_]/g, ' ');
  const link = /[\s()<>]/.test(m.file) ? `<${m.file}>` : m.file;
  return `- [${titleOf(name)}](${link}) — ${m.hook ?? description}`;
};

/** MEMORY.md as cases.ts builds it. */
const indexText = (memories: CaseMemory[], extra = 0, notes: string[] = []): string => {
  const lines = ['# Memory', ''];
  for (const m of memories) lines.push(entryLine(m));
  for (const p of PADDING_FILES) lines.push(`- [${titleOf(p)}](${p}.md) — ${p.replace(/[-_]/g, ' ')}`);
  for (let i = 0; i < extra; i++) {
    const name = `project-fact-${String(i + 1).padStart(3, '0')}`;
    lines.push(`- [${titleOf(name)}](${name}.md) — ${name.replace(/[-_]/g, ' ')}`);
  }
  if (notes.length) lines.push('', ...notes);
  return `${lines.join('\n')}\n`;
};

/** extraMemories that make MEMORY.md exactly `lines` lines long. */
const fillTo = (lines: number, memories: CaseMemory[], notes: string[] = []): number => {
  const extra = lines - 2 - memories.length - PADDING_FILES.length - (notes.length ? notes.length + 1 : 0);
  if (extra < 0) throw new Error('fillTo: too few lines');
  return extra;
};

/**
 * The most MEMORY.md may hold after the long hook of `long` is cut to a 149-character line and
 * nothing else grows. Throws when the line is not 150+ characters (a broken case).
 */
const shortenedMax = (memories: CaseMemory[], long: CaseMemory): number => {
  const line = entryLine(long);
  if (line.length < 150) throw new Error(`hook of ${long.file} is only ${line.length} chars`);
  return indexText(memories).length - (line.length - 149);
};

/** Asserts an entry line stays under 150 characters (a hook trap). */
const under150 = (m: CaseMemory, min = 0): CaseMemory => {
  const n = entryLine(m).length;
  if (n >= 150 || n < min) throw new Error(`hook trap ${m.file} is ${n} chars`);
  return m;
};

/**
 * `cutMidWord` for a capture's forbid, minus the prefixes that are real words a right title or
 * file name may end with (e.g. "Friday" of "Fridays", "close" of "closes").
 */
const cutForbid = (text: string, words: string[]): string[] => {
  const ok = new Set(words.map((w) => w.toLowerCase()));
  return cutMidWord(text).filter((f) => !ok.has(f.replace(/(\n|…|\.\.\.|\.md)$/, '').toLowerCase()));
};

const DATE_QUIET: string[] = [];
const SUP_QUIET = ['outdated', 'contradiction'];
const DUP_QUIET = ['possible-duplicate'];
const CLAUDE_QUIET = ['claude-md-conflict', 'in-claude-md'];
const SUP_FLAG = ['outdated', 'contradiction'];
const CON_FLAG = ['contradiction', 'outdated'];
const CLAUDE_FLAG = ['claude-md-conflict', 'in-claude-md'];

// ---------------------------------------------------------------------------------------------
// dates-en
// ---------------------------------------------------------------------------------------------

const DATES_EN: QualityCase[] = [
  {
    id: 'h19i-den-01-sre-rollback',
    category: 'dates-en',
    lang: 'en',
    memories: [mem('ledger-canary.md', '2026-11-20', 'ledger-api canary rolled back yesterday, p99 went 180ms -> 1.4s. root cause still open. ping @oksana before re-enabling.')],
    fixed: { contains: ['2026-11-19'], absent: ['rolled back yesterday'] },
    keep: ['ping @oksana before re-enabling.'],
  },
  {
    id: 'h19i-den-02-phd-last-thursday',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'thesis-committee.md',
        '2026-11-16',
        "So the committee meeting (which honestly I've been dreading since spring) got reshuffled, and after a lot of back and forth with Prof. Adeyemi's assistant we agreed last Thursday that chapter 3 goes to the readers before the methods appendix, because Dr. Lindqvist wants to see the sampling argument before anything else.",
      ),
    ],
    fixed: { contains: ['2026-11-12'], absent: ['last Thursday'] },
    keep: ['Dr. Lindqvist wants to see the sampling argument'],
  },
  {
    id: 'h19i-den-03-sourdough-next-tuesday',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem('sourdough-starter.md', '2026-11-21', "Bread log.\n\nNext Tuesday the starter (her name is Gerald, long story) goes to 100% rye. Feeding ratio stays 1:5:5 and she lives on top of the fridge where it's warm."),
    ],
    fixed: { contains: ['2026-11-24'], absent: ['Next Tuesday'] },
    keep: ['Feeding ratio stays 1:5:5'],
  },
  {
    id: 'h19i-den-04-compliance-entry-date',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'access-review.md',
        '2026-11-24',
        'Findings of the quarterly access review are recorded below.\n\n### Dormant admin account\nThe contractor account `ext-mbeaumont` held admin rights without a ticket and was disabled the day before yesterday.\n**Date:** 2026-10-15',
      ),
    ],
    fixed: { contains: ['2026-10-13'], absent: ['the day before yesterday'] },
    forbid: ['2026-11-22'],
    keep: ['`ext-mbeaumont`'],
  },
  {
    id: 'h19i-den-05-rule-with-past-event',
    category: 'dates-en',
    lang: 'en',
    memories: [mem('migration-dry-runs.md', '2026-11-18', 'Since the incident three days ago, every schema migration needs a dry run against the snapshot DB first.')],
    fixed: { contains: ['2026-11-15'], absent: ['three days ago'] },
    keep: ['every schema migration needs a dry run against the snapshot DB first'],
  },
  {
    id: 'h19i-den-06-shop-this-morning-tomorrow',
    category: 'dates-en',
    lang: 'en',
    memories: [
      mem(
        'tea-supplier.md',
        '2026-11-23',
        "Mr. Leung from the tea supplier came by this morning — new price list from December, oolong up 8%. He'll call back tomorrow about the osmanthus.",
      ),
    ],
    fixed: { contains: ['2026-11-23', '2026-11-24'], absent: ['this morning', 'back tomorrow'] },
    keep: ['oolong up 8%'],
  },
  {
    id: 'h19i-den-07-sre-last-week',
    category: 'dates-en',
    lang: 'en',
    memories: [mem('pg-upgrade.md', '2026-11-25', 'pg 15 -> 16 on the reporting replica: done last week. primary stays on 15 until the vendor certifies 16.')],
    fixed: { contains: ['2026-11-16'], absent: ['done last week'] },
    keep: ['primary stays on 15 until the vendor certifies 16.'],
  },
  {
    id: 'h19i-den-08-trap-function-names',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      usr(
        'cutoff-vocabulary.md',
        '2026-11-19',
        "When the user says \"the cutoff\" they mean `tomorrowCutoff()`, the settlement job's deadline, not the UI banner. `isYesterdayClosed(ledger)` is the guard they call before reopening a period, and `now()` is frozen in tests.",
      ),
    ],
    keep: ['`tomorrowCutoff()`', '`isYesterdayClosed(ledger)`', '`now()` is frozen in tests'],
    quiet: DATE_QUIET,
  },
  {
    id: 'h19i-den-09-trap-song-titles',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'band-setlist.md',
        '2026-11-22',
        "Setlist rules: we always open with 'Tomorrow Never Knows' and close with 'Yesterday'. If someone's late we start with the instrumental and swap the two.",
      ),
    ],
    keep: ["we always open with 'Tomorrow Never Knows' and close with 'Yesterday'."],
  },
  {
    id: 'h19i-den-10-trap-generic-handoff',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'oncall-handoff.md',
        '2026-11-10',
        "Handoff is every Monday 09:30 CET.\nIf a page fires in the last hour before handoff, the outgoing person keeps it until tomorrow's standup — whoever got paged owns it to the end.",
      ),
    ],
    keep: ["the outgoing person keeps it until tomorrow's standup"],
  },
  {
    id: 'h19i-den-11-trap-channel-names',
    category: 'dates-en',
    lang: 'en',
    trap: true,
    memories: [
      mem(
        'regulatory-channels.md',
        '2026-11-05',
        "Regulatory updates are posted in the #today-in-compliance channel and summarised in the monthly \"Yesterday's Risks\" digest. Neither is a system of record; the GRC register is.",
        { type: 'reference' },
      ),
    ],
    keep: ['#today-in-compliance', '"Yesterday\'s Risks"'],
  },
];

// ---------------------------------------------------------------------------------------------
// dates-zh
// ---------------------------------------------------------------------------------------------

const DATES_ZH: QualityCase[] = [
  {
    id: 'h19i-dzh-01-glue-dadaqiantian-xiawu',
    category: 'dates-zh',
    lang: 'zh',
    memories: [mem('taoci-gongying.md', '2026-11-20', '佛山那家陶瓷厂大前天下午来电，说釉料从12月1日起涨价8%，之前下的单还按旧价。')],
    fixed: { contains: ['2026-11-17'], absent: ['大前天'] },
    keep: ['釉料从12月1日起涨价8%'],
  },
  {
    id: 'h19i-dzh-02-sre-zuowan-shangxian',
    category: 'dates-zh',
    lang: 'zh',
    memories: [mem('redis-lianjiechi.md', '2026-11-19', '昨晚上线的 v3.2 把 redis 连接池从 50 调到 200，观察中，别回滚。')],
    fixed: { contains: ['2026-11-18'], absent: ['昨晚'] },
    keep: ['连接池从 50 调到 200'],
  },
  {
    id: 'h19i-dzh-03-phd-xiazhousan-he',
    category: 'dates-zh',
    lang: 'zh',
    memories: [mem('lunwen-jindu.md', '2026-11-25', '导师说下周三和二审专家一起过一遍第四章，让我提前把所有图都重画成矢量图。')],
    fixed: { contains: ['2026-12-02'], absent: ['下周三'] },
    keep: ['二审专家一起过一遍第四章'],
  },
  {
    id: 'h19i-dzh-04-tw-shangzhou-shangshangzhou',
    category: 'dates-zh',
    lang: 'zh',
    memories: [mem('duorou-jilu.md', '2026-11-23', '上週把多肉全部換成顆粒土，澆水改成十天一次；上上週買的那盆熊童子已經開始長新葉了。')],
    fixed: { contains: ['2026-11-16', '2026-11-09'], absent: ['上週'] },
    keep: ['熊童子已經開始長新葉了'],
  },
  {
    id: 'h19i-dzh-05-hk-kamyat-tingyat',
    category: 'dates-zh',
    lang: 'zh',
    memories: [mem('pou-tau-zou-yeuk.md', '2026-11-24', '琴日同業主傾好咗，續租兩年，租金加5%。聽日要交按金支票俾陳生。')],
    fixed: { contains: ['2026-11-23', '2026-11-25'], absent: ['琴日', '聽日'] },
    keep: ['續租兩年，租金加5%'],
  },
  {
    id: 'h19i-dzh-06-glue-zhezhou-sanshi',
    category: 'dates-zh',
    lang: 'zh',
    memories: [mem('tuihuo-tongji.md', '2026-11-19', '这周三十个退货单里有二十一个是尺码问题，准备在详情页加尺码表。')],
    fixed: { contains: ['2026-11-16'], absent: ['这周'] },
    keep: ['三十个退货单'],
    forbid: ['2026-11-18十个'],
  },
  {
    id: 'h19i-dzh-07-formal-entry-date',
    category: 'dates-zh',
    lang: 'zh',
    memories: [
      mem('neishen-faxian.md', '2026-11-24', '内审发现记录如下。\n\n### 数据导出越权\n财务系统的批量导出权限已于前天收回，仅保留给两名复核人。\n**Date:** 2026-10-22'),
    ],
    fixed: { contains: ['2026-10-20'], absent: ['前天'] },
    forbid: ['2026-11-22'],
    keep: ['仅保留给两名复核人'],
  },
  {
    id: 'h19i-dzh-08-trap-antenna-game',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [mem('chuanyueji.md', '2026-11-21', '穿越机的前天线有点松，起飞前要用热熔胶补一下；备用桨放在《明日方舟》那个周边盒子里。')],
    keep: ['穿越机的前天线有点松', '《明日方舟》'],
  },
  {
    id: 'h19i-dzh-09-trap-tw-recurring-generic',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [mem('nas-beifen.md', '2026-11-12', '每週三晚上十點自動備份 NAS；如果當天備份失敗，隔天早上手動再跑一次就好。')],
    keep: ['每週三晚上十點自動備份 NAS；如果當天備份失敗，隔天早上手動再跑一次就好。'],
  },
  {
    id: 'h19i-dzh-10-trap-nayizhou-app',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [mem('tianye-diaocha.md', '2026-11-09', '做田野调查的那一周三个受访者临时取消，以后约访谈至少多备两个人。招募广告投在今日头条上效果最差。')],
    keep: ['那一周三个受访者临时取消', '今日头条'],
  },
  {
    id: 'h19i-dzh-11-trap-hk-song-recurring',
    category: 'dates-zh',
    lang: 'zh',
    trap: true,
    memories: [mem('tong-sui-pou.md', '2026-11-14', '舖頭播開嗰張歌單叫「明天會更好」，唔好改名。逢星期一休息，星期一嘅貨會改喺星期二朝早到。')],
    keep: ['「明天會更好」', '逢星期一休息'],
  },
];

// ---------------------------------------------------------------------------------------------
// supersession
// ---------------------------------------------------------------------------------------------

const SUPERSESSION: QualityCase[] = [
  {
    id: 'h19i-sup-01-sre-moved-paging',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      mem('paging-setup.md', '2026-09-02', 'Alerts route to PagerDuty, service `payments-core`; SEV1 pages must be acked within 5 minutes.'),
      mem('opsgenie-cutover.md', '2026-11-10', 'We moved paging from PagerDuty to Opsgenie (team: payments). Escalation policy copied over 1:1.'),
    ],
    fixed: { absent: ['route to PagerDuty'] },
    flag: { kinds: SUP_FLAG, mentions: ['paging-setup', 'opsgenie-cutover'] },
    keep: ['SEV1 pages must be acked within 5 minutes'],
  },
  {
    id: 'h19i-sup-02-formal-deprecated-use',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      mem('vendor-kyc.md', '2026-08-14', 'Customer identity checks are performed through Onfido. Any manual override requires written sign-off from the MLRO.'),
      mem('kyc-provider-2026.md', '2026-11-03', 'Onfido is deprecated for identity checks; use Veriff for all onboarding from now on.'),
    ],
    fixed: { absent: ['performed through Onfido'] },
    flag: { kinds: SUP_FLAG, mentions: ['vendor-kyc', 'kyc-provider-2026'] },
    keep: ['Any manual override requires written sign-off from the MLRO.'],
  },
  {
    id: 'h19i-sup-03-hobby-replaced-sheet',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [
      mem('ender-pla-profile.md', '2026-07-20', 'The Ender prints PLA at 205°C on the textured sheet, first layer at 0.28 mm.'),
      mem('build-plate-swap.md', '2026-11-15', "Replaced the textured sheet with a smooth PEI one (textured kept leaving marks on the bottoms)."),
    ],
    fixed: { absent: ['on the textured sheet'] },
    flag: { kinds: SUP_FLAG, mentions: ['ender-pla-profile', 'build-plate-swap'] },
    keep: ['205°C'],
  },
  {
    id: 'h19i-sup-04-log-migrated-cron',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('nightly-export.md', '2026-08-30', 'The nightly CSV export runs from cron on box-7 and lands in s3://acme-exports/daily.')],
    logs: { '2026-11-17': ['Migrated the nightly CSV export off the box-7 cron to a GitHub Actions schedule; bucket unchanged.'] },
    fixed: { absent: ['runs from cron on box-7'] },
    flag: { kinds: SUP_FLAG, mentions: ['nightly-export'] },
    keep: ['s3://acme-exports/daily'],
  },
  {
    id: 'h19i-sup-05-zh-qianyi-dao',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      mem('baoxiao-liucheng.md', '2026-06-10', '报销走钉钉审批，超过5000元需要财务总监签字。'),
      mem('baoxiao-gengxin.md', '2026-11-05', '报销审批从钉钉迁移到了飞书，审批节点不变。'),
    ],
    fixed: { absent: ['报销走钉钉审批'] },
    flag: { kinds: SUP_FLAG, mentions: ['baoxiao-liucheng', 'baoxiao-gengxin'] },
    keep: ['超过5000元需要财务总监签字'],
  },
  {
    id: 'h19i-sup-06-tw-buzai-gaiyong',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      mem('dianzi-fapiao.md', '2026-05-12', '電子發票由綠界開立，每月5號前跟會計對帳。'),
      mem('jinliu-qiehuan.md', '2026-11-12', '不再用綠界開發票，改用藍新金流；對帳時間照舊。'),
    ],
    fixed: { absent: ['由綠界開立'] },
    flag: { kinds: SUP_FLAG, mentions: ['dianzi-fapiao', 'jinliu-qiehuan'] },
    keep: ['每月5號前跟會計對帳'],
  },
  {
    id: 'h19i-sup-07-hk-gaiwei',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [
      mem('sung-fo-fong-sik.md', '2026-07-01', '送貨用 Lalamove，下晝三點前落單即日送到。'),
      mem('sung-fo-gaai.md', '2026-11-18', '送貨改為用 GoGoVan，Lalamove 唔再用喇。'),
    ],
    fixed: { absent: ['送貨用 Lalamove'] },
    flag: { kinds: SUP_FLAG, mentions: ['sung-fo-fong-sik', 'sung-fo-gaai'] },
    keep: ['下晝三點前落單即日送到'],
  },
  {
    id: 'h19i-sup-08-trap-other-subject',
    category: 'supersession',
    lang: 'en',
    trap: true,
    memories: [
      mem('staging-cache.md', '2026-08-01', 'Staging still runs Redis 6 on a single node; nobody cares about its uptime.'),
      mem('prod-cache-migration.md', '2026-11-12', 'The production cache moved from Redis 6 to Valkey 8 (cluster mode, 3 shards). Staging was left alone on purpose.'),
    ],
    keep: ['Staging still runs Redis 6 on a single node'],
    quiet: SUP_QUIET,
  },
  {
    id: 'h19i-sup-09-trap-plan-not-done',
    category: 'supersession',
    lang: 'en',
    trap: true,
    memories: [
      mem('product-search.md', '2026-09-10', 'Product search runs on Elasticsearch 7.17, two data nodes.'),
      mem('search-roadmap.md', '2026-11-20', 'We plan to migrate product search to OpenSearch once the licence review finishes; until then nothing changes.'),
    ],
    keep: ['Product search runs on Elasticsearch 7.17'],
    quiet: SUP_QUIET,
  },
  {
    id: 'h19i-sup-10-trap-zh-considered-stayed',
    category: 'supersession',
    lang: 'zh',
    trap: true,
    memories: [
      mem('goutong-gongju.md', '2026-08-01', '团队日常沟通用企业微信，外部客户也拉进企业微信群。'),
      mem('gongju-pinggu.md', '2026-11-14', '评估过改用飞书，试用一个月后决定不迁移，继续用企业微信。'),
    ],
    keep: ['团队日常沟通用企业微信'],
    quiet: SUP_QUIET,
  },
  {
    id: 'h19i-sup-11-trap-already-applied',
    category: 'supersession',
    lang: 'en',
    trap: true,
    memories: [
      mem('lab-wiki.md', '2026-11-01', 'The lab wiki is now on Outline (wiki.okafor-lab.org); the old Confluence space is read-only.', { type: 'reference' }),
      mem('new-student-setup.md', '2026-11-10', 'New students get an Outline account from Mirela in their first week, plus cluster access from IT.'),
    ],
    keep: ['The lab wiki is now on Outline', 'New students get an Outline account from Mirela'],
    quiet: SUP_QUIET,
  },
];

// ---------------------------------------------------------------------------------------------
// contradiction
// ---------------------------------------------------------------------------------------------

const CONTRADICTION: QualityCase[] = [
  {
    id: 'h19i-con-01-shop-pickup-time',
    category: 'contradiction',
    lang: 'en',
    memories: [
      mem('courier-pickup.md', '2026-08-11', 'DHL picks up parcels at 15:00 on weekdays.'),
      mem('dispatch-cutoff.md', '2026-11-09', 'DHL collection is at 16:30, Monday to Friday, so packing stops at 16:00.'),
    ],
    flag: { kinds: CON_FLAG, mentions: ['courier-pickup', 'dispatch-cutoff'] },
    fixed: { absent: ['picks up parcels at 15:00'] },
  },
  {
    id: 'h19i-con-02-sre-retention-table',
    category: 'contradiction',
    lang: 'en',
    memories: [
      mem('pg-backups.md', '2026-07-03', 'Postgres base backups are kept for 14 days.'),
      mem('retention-matrix.md', '2026-11-11', '| data | retention |\n|---|---|\n| Postgres base backups | 35 days |\n| WAL archives | 7 days |', { type: 'reference' }),
    ],
    flag: { kinds: CON_FLAG, mentions: ['pg-backups', 'retention-matrix'] },
    keep: ['| WAL archives | 7 days |'],
  },
  {
    id: 'h19i-con-03-phd-meeting-slot',
    category: 'contradiction',
    lang: 'en',
    memories: [
      mem('advisor-meetings.md', '2026-09-15', 'Meetings with Prof. Okafor are on Wednesdays at 14:00 in room B217.'),
      mem('weekly-rhythm.md', '2026-11-13', 'my weekly 1:1 with Okafor is thursday 10:00, still B217. bring the plots printed, she hates laptops in meetings'),
    ],
    flag: { kinds: CON_FLAG, mentions: ['advisor-meetings', 'weekly-rhythm'] },
    keep: ['she hates laptops in meetings'],
  },
  {
    id: 'h19i-con-04-zh-return-address',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      mem('tuihuo-dizhi.md', '2026-06-20', '退货地址：杭州市余杭区仓前街道良睦路18号，收件人阿杰。'),
      mem('shouhou-shuoming.md', '2026-11-08', '退货请寄到杭州市西湖区文三路90号，收件人小吴，电话写店里的座机。'),
    ],
    flag: { kinds: CON_FLAG, mentions: ['tuihuo-dizhi', 'shouhou-shuoming'] },
    keep: ['电话写店里的座机'],
  },
  {
    id: 'h19i-con-05-tw-weekly-meeting',
    category: 'contradiction',
    lang: 'zh',
    memories: [
      mem('zhouhui.md', '2026-08-05', '週會固定在週一早上九點，用 Google Meet 開。'),
      mem('tuandui-jiezou.md', '2026-11-16', '週會在每週二早上十點，用 Teams 開，會議紀錄輪流寫。'),
    ],
    flag: { kinds: CON_FLAG, mentions: ['zhouhui', 'tuandui-jiezou'] },
    keep: ['會議紀錄輪流寫'],
  },
  {
    id: 'h19i-con-06-formal-recording-retention',
    category: 'contradiction',
    lang: 'en',
    memories: [
      mem('call-recording-policy.md', '2026-05-02', 'Customer call recordings must be deleted after 90 days.'),
      mem('recording-storage.md', '2026-10-28', 'Call recordings are retained for six months before deletion and are stored encrypted in the EU region.'),
    ],
    flag: { kinds: CON_FLAG, mentions: ['call-recording-policy', 'recording-storage'] },
    keep: ['stored encrypted in the EU region'],
  },
  {
    id: 'h19i-con-07-trap-same-value-units',
    category: 'contradiction',
    lang: 'en',
    trap: true,
    memories: [
      mem('gateway-timeout.md', '2026-09-01', 'The upstream gateway timeout is 90 seconds.'),
      mem('client-retries.md', '2026-11-10', "Keep the client's total retry budget under the gateway's 1.5-minute timeout."),
    ],
    keep: ['The upstream gateway timeout is 90 seconds.', "under the gateway's 1.5-minute timeout"],
    quiet: CON_FLAG,
  },
  {
    id: 'h19i-con-08-trap-weekday-weekend',
    category: 'contradiction',
    lang: 'en',
    trap: true,
    memories: [
      mem('shop-hours.md', '2026-08-01', 'Weekday opening hours: 10:00–19:00.'),
      mem('weekend-hours.md', '2026-11-02', 'Saturday and Sunday we open 11:00–17:00; closed on public holidays.'),
    ],
    keep: ['Weekday opening hours: 10:00–19:00.', 'Saturday and Sunday we open 11:00–17:00'],
    quiet: CON_FLAG,
  },
  {
    id: 'h19i-con-09-trap-zh-two-warehouses',
    category: 'contradiction',
    lang: 'zh',
    trap: true,
    memories: [
      mem('shanghai-cang.md', '2026-07-10', '上海仓每天下午四点截单。'),
      mem('guangzhou-cang.md', '2026-11-05', '广州仓每天下午六点截单，周日不发货。'),
    ],
    keep: ['上海仓每天下午四点截单。', '广州仓每天下午六点截单'],
    quiet: CON_FLAG,
  },
  {
    id: 'h19i-con-10-trap-hk-staffing-consistent',
    category: 'contradiction',
    lang: 'zh',
    trap: true,
    memories: [
      mem('saloon-yan-sau.md', '2026-09-09', '洗頭位平日最少兩個人手，星期六最少三個。'),
      mem('sing-kei-luk-paai-baan.md', '2026-11-11', '星期六排班：Ada、阿詩、Kelvin 三個人，Kelvin 負責開舖。'),
    ],
    keep: ['星期六最少三個', 'Kelvin 負責開舖'],
    quiet: CON_FLAG,
  },
];

// ---------------------------------------------------------------------------------------------
// paraphrase
// ---------------------------------------------------------------------------------------------

const PARAPHRASE: QualityCase[] = [
  {
    id: 'h19i-par-01-neg-pos-deploy-days',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      fb('no-friday-ships.md', '2026-06-01', 'Never ship to production on a Friday.'),
      fb('release-weekdays.md', '2026-10-20', 'Production releases only go out Monday through Thursday.'),
    ],
    flag: { kinds: ['possible-duplicate'], mentions: ['no-friday-ships', 'release-weekdays'] },
  },
  {
    id: 'h19i-par-02-hobby-glaze-drying',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      mem('glaze-drying.md', '2026-07-07', 'Glazed pieces need a full 24 hours of drying before they go in the kiln.'),
      mem('kiln-loading.md', '2026-11-01', "don't load anything glazed that hasn't dried for at least a day!!"),
    ],
    flag: { kinds: ['possible-duplicate'], mentions: ['glaze-drying', 'kiln-loading'] },
  },
  {
    id: 'h19i-par-03-formal-passport-numbers',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      fb('pii-in-tickets.md', '2026-04-15', "Support tickets must not contain customers' passport numbers."),
      fb('ticket-hygiene.md', '2026-10-30', 'Strip passport numbers out of a ticket before it is saved.'),
    ],
    flag: { kinds: ['possible-duplicate'], mentions: ['pii-in-tickets', 'ticket-hygiene'] },
  },
  {
    id: 'h19i-par-04-phd-vector-figures',
    category: 'paraphrase',
    lang: 'en',
    memories: [
      fb('figure-format.md', '2026-05-20', 'All thesis figures should be vector PDFs, not PNG screenshots.'),
      fb('dissertation-plots.md', '2026-11-04', 'Export every dissertation plot as a vector PDF; raster images get bounced by the grad school template check.'),
    ],
    flag: { kinds: ['possible-duplicate'], mentions: ['figure-format', 'dissertation-plots'] },
  },
  {
    id: 'h19i-par-05-zh-customer-address-form',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      fb('kehu-chenghu.md', '2026-06-01', '回复客户时不要用“亲”这个称呼。'),
      fb('kefu-huashu.md', '2026-10-18', '客服话术里称呼客户一律用“您”，别叫“亲”。'),
    ],
    flag: { kinds: ['possible-duplicate'], mentions: ['kehu-chenghu', 'kefu-huashu'] },
  },
  {
    id: 'h19i-par-06-tw-two-approvals',
    category: 'paraphrase',
    lang: 'zh',
    memories: [
      fb('daima-shencha.md', '2026-07-15', 'PR 至少要兩個人核准才能合併。'),
      fb('hebing-menjian.md', '2026-11-06', '合併之前要有兩位以上的 reviewer 按 approve，少一個都不行。'),
    ],
    flag: { kinds: ['possible-duplicate'], mentions: ['daima-shencha', 'hebing-menjian'] },
  },
  {
    id: 'h19i-par-07-trap-feature-vs-release',
    category: 'paraphrase',
    lang: 'en',
    trap: true,
    memories: [
      fb('squash-features.md', '2026-06-12', 'Always squash-merge feature branches.'),
      fb('release-merges.md', '2026-10-02', 'Never squash release branches; use a merge commit so the tags stay reachable.'),
    ],
    keep: ['Always squash-merge feature branches.', 'Never squash release branches'],
    quiet: [...DUP_QUIET, 'contradiction'],
  },
  {
    id: 'h19i-par-08-trap-ferns-cacti',
    category: 'paraphrase',
    lang: 'en',
    trap: true,
    memories: [
      mem('ferns.md', '2026-08-08', 'Water the ferns every three days, rainwater if the barrel has any.'),
      mem('cacti.md', '2026-10-21', 'Water the cacti every three weeks in winter, and never from above.'),
    ],
    keep: ['Water the ferns every three days', 'Water the cacti every three weeks in winter'],
    quiet: DUP_QUIET,
  },
  {
    id: 'h19i-par-09-trap-zh-invoice-kinds',
    category: 'paraphrase',
    lang: 'zh',
    trap: true,
    memories: [
      mem('geren-kaipiao.md', '2026-07-02', '个人客户开票，抬头写姓名即可，不需要税号。'),
      mem('qiye-kaipiao.md', '2026-11-03', '企业客户开票必须提供税号，抬头写公司全称。'),
    ],
    keep: ['个人客户开票，抬头写姓名即可', '企业客户开票必须提供税号'],
    quiet: DUP_QUIET,
  },
  {
    id: 'h19i-par-10-trap-hk-two-soups',
    category: 'paraphrase',
    lang: 'zh',
    trap: true,
    memories: [
      mem('hung-dau-sa.md', '2026-08-20', '紅豆沙每日煲一鍋，賣晒就算。'),
      mem('lou-fo-tong.md', '2026-11-07', '老火湯每日煲兩鍋，賣剩嘅唔好留到第二日。'),
    ],
    keep: ['紅豆沙每日煲一鍋', '老火湯每日煲兩鍋'],
    quiet: DUP_QUIET,
  },
];

// ---------------------------------------------------------------------------------------------
// claude-md
// ---------------------------------------------------------------------------------------------

const CLAUDE_MD: QualityCase[] = [
  {
    id: 'h19i-cmd-01-sre-local-apply',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Infra rules\n\n- Never run `terraform apply` from a laptop; applies go through the Atlantis PR flow.\n- Secrets stay in Vault, never in tfvars.\n',
    memories: [fb('dns-shortcut.md', '2026-11-02', "For small DNS record changes it's fine to run terraform apply locally — Atlantis takes too long for a TXT record.")],
    flag: { kinds: CLAUDE_FLAG, mentions: ['dns-shortcut'] },
  },
  {
    id: 'h19i-cmd-02-formal-prod-data-local',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '## Data handling\n\nDo not copy production customer data into local databases, not even anonymised samples.\n',
    memories: [mem('debug-snapshots.md', '2026-10-19', 'Anonymised production snapshots may be loaded into the local Postgres when debugging reconciliation issues.')],
    flag: { kinds: CLAUDE_FLAG, mentions: ['debug-snapshots'] },
  },
  {
    id: 'h19i-cmd-03-hobby-spelling',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '- Always answer in British English spelling.\n- Keep replies short; I read them on my phone in the workshop.\n',
    memories: [fb('spelling-pref.md', '2026-11-08', 'Use American spelling (color, organize, gray) in every reply.')],
    flag: { kinds: CLAUDE_FLAG, mentions: ['spelling-pref'] },
  },
  {
    id: 'h19i-cmd-04-pure-repeat',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Conventions\n\n- Run `pnpm lint` before every commit.\n- Prefer small PRs.\n',
    memories: [fb('lint-before-commit.md', '2026-10-11', 'Lint with pnpm before committing anything.')],
    flag: { kinds: ['in-claude-md'], mentions: ['lint-before-commit'] },
    fixed: { gone: ['lint-before-commit.md'] },
  },
  {
    id: 'h19i-cmd-05-zh-commit-language',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 项目约定\n\n- 提交信息一律用中文写。\n- 不要在代码里硬编码手机号。\n',
    memories: [fb('tijiao-xinxi.md', '2026-11-04', '提交信息用英文写就行，方便海外同事看。')],
    flag: { kinds: CLAUDE_FLAG, mentions: ['tijiao-xinxi'] },
  },
  {
    id: 'h19i-cmd-06-tw-id-numbers-in-logs',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '## 資安\n\n- 禁止在日誌中輸出使用者的身分證字號。\n',
    memories: [mem('chucuo-rizhi.md', '2026-11-15', '除錯的時候可以把身分證字號完整印在日誌裡，上線前再拿掉就好。')],
    flag: { kinds: CLAUDE_FLAG, mentions: ['chucuo-rizhi'] },
  },
  {
    id: 'h19i-cmd-07-trap-repeat-with-examples',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '- Never commit `.env` files.\n- Use UTC in all timestamps.\n',
    memories: [
      fb(
        'env-files.md',
        '2026-10-27',
        'Never commit .env files — that includes .env.local, .env.staging and the ones the seed script writes; add any new one to .gitignore straight away.',
      ),
    ],
    keep: ['that includes .env.local, .env.staging and the ones the seed script writes'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h19i-cmd-08-trap-related-consistent',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '- Do not email customers directly from scripts; use the CRM campaign tool.\n',
    memories: [mem('newsletter-cadence.md', '2026-11-06', 'The customer newsletter goes out through the CRM campaign tool on the first Tuesday of each month.')],
    keep: ['The customer newsletter goes out through the CRM campaign tool on the first Tuesday of each month.'],
    quiet: CLAUDE_QUIET,
  },
  {
    id: 'h19i-cmd-09-trap-zh-cents-display',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '- 所有金额用分（整数）存储，不要用浮点数。\n',
    memories: [mem('jine-xianshi.md', '2026-11-09', '页面上显示金额时除以100，保留两位小数，例如 1999 显示为 19.99。')],
    keep: ['例如 1999 显示为 19.99'],
    quiet: CLAUDE_QUIET,
  },
  {
    id: 'h19i-cmd-10-trap-hk-repeat-plus-clause',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '- 唔好喺 main branch 直接 push。\n',
    memories: [fb('push-lau-cing.md', '2026-11-13', '唔好直接 push 上 main，開 PR 俾阿 Ken 睇完先 merge，hotfix 都一樣。')],
    keep: ['開 PR 俾阿 Ken 睇完先 merge，hotfix 都一樣'],
    quiet: ['claude-md-conflict'],
  },
];

// ---------------------------------------------------------------------------------------------
// merge
// ---------------------------------------------------------------------------------------------

const MERGE: QualityCase[] = [
  {
    id: 'h19i-mrg-01-copy-has-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('deploy-freeze.md', '2026-10-01', 'No deploys between 2026-12-20 and 2027-01-03.', { description: 'Holiday deploy freeze' }),
      mem('deploy-freeze_copy.md', '2026-11-12', 'No deploys between 2026-12-20 and 2027-01-03, because support runs on a skeleton crew.', { description: 'Holiday deploy freeze' }),
    ],
    fixed: {
      files: ['deploy-freeze.md'],
      gone: ['deploy-freeze_copy.md'],
      contains: ['because support runs on a skeleton crew'],
      absentLines: ['No deploys between 2026-12-20 and 2027-01-03.'],
    },
  },
  {
    id: 'h19i-mrg-02-untitled-newer',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('kiln-schedule.md', '2026-08-02', 'Bisque firings are on Thursdays; glaze firings on the second Saturday of the month.', { description: 'Kiln firing schedule' }),
      mem('untitled-3.md', '2026-11-18', 'Bisque firings are on Thursdays; glaze firings on the second Saturday of the month.\nThe kiln sitter cone is 06 for bisque.'),
    ],
    fixed: { files: ['kiln-schedule.md'], gone: ['untitled-3.md'], contains: ['The kiln sitter cone is 06 for bisque.'] },
  },
  {
    id: 'h19i-mrg-03-sre-exact-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('dns-runbook.md', '2026-07-14', 'Route53 changes for example.net go through the `dns-changes` repo; TTL is 300 except MX (3600).', { type: 'reference', description: 'How DNS changes are made' }),
      mem('dns-runbook-copy.md', '2026-07-15', 'Route53 changes for example.net go through the `dns-changes` repo; TTL is 300 except MX (3600).', { type: 'reference', description: 'How DNS changes are made' }),
    ],
    fixed: { files: ['dns-runbook.md'], gone: ['dns-runbook-copy.md'], contains: ['TTL is 300 except MX (3600)'] },
  },
  {
    id: 'h19i-mrg-04-phd-again-adds-line',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('quals-reading.md', '2026-06-03', 'Core reading for quals: Pearl (Causality, ch. 1-3) and Hernán & Robins (What If, part I).', { description: 'Reading list for the qualifying exam' }),
      mem(
        'quals-reading-again.md',
        '2026-09-21',
        "Core reading for quals: Pearl (Causality, ch. 1-3) and Hernán & Robins (What If, part I).\nSkip Pearl ch. 4, Okafor says it isn't examined.",
        { description: 'Reading list for the qualifying exam' },
      ),
    ],
    fixed: { files: ['quals-reading.md'], gone: ['quals-reading-again.md'], contains: ['Skip Pearl ch. 4'] },
  },
  {
    id: 'h19i-mrg-05-zh-copy-longer-sentence',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('jinhuo-qudao.md', '2026-05-30', '茶叶从安溪的林老板那里进，每次起订20斤。', { description: '进货渠道' }),
      mem('jinhuo-qudao_copy.md', '2026-10-09', '茶叶从安溪的林老板那里进，每次起订20斤，因为少于20斤他不包运费。', { description: '进货渠道' }),
    ],
    fixed: {
      files: ['jinhuo-qudao.md'],
      gone: ['jinhuo-qudao_copy.md'],
      contains: ['因为少于20斤他不包运费'],
      absentLines: ['茶叶从安溪的林老板那里进，每次起订20斤。'],
    },
  },
  {
    id: 'h19i-mrg-06-tw-new-file',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('yuyue-xitong.md', '2026-07-11', '門市預約用 SimplyBook，每個時段 30 分鐘。', { description: '門市預約系統' }),
      mem('xin-wenjian.md', '2026-11-02', '門市預約用 SimplyBook，每個時段 30 分鐘。\n取消要提前 24 小時通知。', { description: '新文件' }),
    ],
    fixed: { files: ['yuyue-xitong.md'], gone: ['xin-wenjian.md'], contains: ['取消要提前 24 小時通知'] },
  },
  {
    id: 'h19i-mrg-07-trap-newsletter-copy',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('newsletter.md', '2026-08-19', 'The newsletter is sent through Buttondown on the first Monday of the month.', { description: 'Newsletter sending' }),
      fb('newsletter-copy.md', '2026-10-30', 'Newsletter copy: 300 words at most, one call to action, no exclamation marks in subject lines.', { description: 'Rules for newsletter copywriting' }),
    ],
    keep: ['The newsletter is sent through Buttondown', 'Newsletter copy: 300 words at most'],
    quiet: DUP_QUIET,
  },
  {
    id: 'h19i-mrg-08-trap-parallel-backups',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('backup-fra.md', '2026-09-04', 'Frankfurt DB backups run at 02:00 UTC and go to bucket fra-bak.'),
      mem('backup-osa.md', '2026-09-05', 'Osaka DB backups run at 04:00 JST and go to bucket osa-bak.'),
    ],
    keep: ['Frankfurt DB backups run at 02:00 UTC', 'Osaka DB backups run at 04:00 JST'],
    quiet: DUP_QUIET,
  },
  {
    id: 'h19i-mrg-09-trap-zh-meatballs',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('zhurou-wan.md', '2026-06-01', '猪肉丸：肥瘦三七开，每斤肉加一个蛋清。'),
      mem('niurou-wan.md', '2026-06-02', '牛肉丸：纯瘦肉，每斤肉加半两冰水，不加蛋清。'),
    ],
    keep: ['猪肉丸：肥瘦三七开', '牛肉丸：纯瘦肉'],
    quiet: DUP_QUIET,
  },
  {
    id: 'h19i-mrg-10-trap-hk-menu-copy',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('menu.md', '2026-09-12', '午市套餐 $68 起，包飲品，凍飲加 $5。', { description: '午市餐牌' }),
      fb('menu-copy.md', '2026-10-03', '餐牌文案用繁體，英文放喺下一行，唔好用全大寫。', { description: '餐牌文案點寫' }),
    ],
    keep: ['午市套餐 $68 起', '餐牌文案用繁體'],
    quiet: DUP_QUIET,
  },
];

// ---------------------------------------------------------------------------------------------
// captures
// ---------------------------------------------------------------------------------------------

const REQ_PRINTER = 'Please remember that the office printer on floor 4 only accepts jobs from the VPN subnet 10.8.0.0/16.';
const REQ_BACKUP = "Remember: the backup drive gets unplugged after every backup so ransomware can't reach it.";
const REQ_SOC2 = 'For the record, please remember that our SOC 2 Type II audit window runs from 1 October to 31 March each year.';
const LOG_DOCK = 'Dana asked me to remember that the loading dock closes at 17:00 on Fridays.';

const CAPTURES: QualityCase[] = [
  {
    id: 'h19i-cap-01-printer-subnet',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [{ day: '2026-11-23', text: REQ_PRINTER }],
    fixed: { contains: ['10.8.0.0/16'] },
    maxCreated: 1,
    forbid: cutForbid(REQ_PRINTER, ['off', 'print', 'accept']),
  },
  {
    id: 'h19i-cap-02-log-reported-dock',
    category: 'captures',
    lang: 'en',
    memories: [],
    logs: { '2026-11-20': ['Shipped the pallet labels.', LOG_DOCK, 'Lunch with the Hamburg buyer.'] },
    fixed: { contains: ['loading dock', '17:00'] },
    maxCreated: 1,
    forbid: cutForbid(LOG_DOCK, ['load', 'close', 'Fri', 'Friday']),
  },
  {
    id: 'h19i-cap-03-positive-main-clause',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [{ day: '2026-11-21', text: REQ_BACKUP }],
    fixed: { contains: ['unplugged'] },
    maxCreated: 1,
    forbid: ['Avoid this', ...cutForbid(REQ_BACKUP, ['back', 'unplug', 'plug', 'ransom', 'rem'])],
  },
  {
    id: 'h19i-cap-04-formal-audit-window',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [
      { day: '2026-11-18', text: 'Could you draft the vendor questionnaire reply?' },
      { day: '2026-11-18', text: REQ_SOC2 },
    ],
    fixed: { contains: ['1 October to 31 March'] },
    maxCreated: 1,
    forbid: cutForbid(REQ_SOC2, ['rec', 'win', 'wind', 'Oct', 'plea']),
  },
  {
    id: 'h19i-cap-05-zh-invoice-title',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: [{ day: '2026-11-22', text: '记住：开发票的时候抬头统一写“杭州小满茶事有限公司”，税号找我要。' }],
    fixed: { contains: ['杭州小满茶事有限公司'] },
    maxCreated: 1,
  },
  {
    id: 'h19i-cap-06-hk-early-close',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: [{ day: '2026-11-24', text: '記住呀，我哋逢星期三早收工，六點就閂門。' }],
    fixed: { contains: ['星期三'] },
    maxCreated: 1,
  },
  {
    id: 'h19i-cap-07-tw-log-reported',
    category: 'captures',
    lang: 'zh',
    memories: [],
    logs: { '2026-11-19': ['幫阿凱整理了報價單。', '阿凱要我記住：冷氣濾網每兩個禮拜要洗一次。'] },
    fixed: { contains: ['冷氣濾網'] },
    maxCreated: 1,
  },
  {
    id: 'h19i-cap-08-trap-already-known',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('guest-wifi.md', '2026-10-02', 'The guest Wi-Fi password is rotated on the first of every month and posted behind the till.')],
    said: [{ day: '2026-11-20', text: 'remember the guest wifi password gets rotated on the 1st of each month and is posted behind the till' }],
    maxCreated: 0,
    keep: ['The guest Wi-Fi password is rotated on the first of every month'],
  },
  {
    id: 'h19i-cap-09-trap-zh-word-salad',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-23', text: '记住 不要 那个 嗯 就是 不要 记住 对 ok ok' }],
    maxCreated: 0,
  },
  {
    id: 'h19i-cap-10-trap-ephemeral-and-question',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: [
      { day: '2026-11-24', text: "For now don't touch the CSS, I'll fix the header after lunch." },
      { day: '2026-11-24', text: 'Do you remember which port the mock server was on?' },
    ],
    maxCreated: 0,
  },
  {
    id: 'h19i-cap-11-trap-zh-log-line-question',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-21', text: '日志里有一行 “WARN 不要重试 (retry disabled)”，这是什么意思？要记住这个吗还是忽略就行？' }],
    maxCreated: 0,
  },
];

// ---------------------------------------------------------------------------------------------
// index
// ---------------------------------------------------------------------------------------------

const IDX1_MEMS = [
  usr('owner-profile.md', '2026-06-01', 'The user runs the payments SRE team and prefers terse answers.'),
  fb('review-tone.md', '2026-06-02', 'Point out risky changes first in a review, nits last.'),
  mem('cold-storage.md', '2026-06-03', 'Ledger archives older than 7 years go to Glacier Deep Archive.'),
];
const IDX1_NOTES = [
  '## Notes',
  '2026-11-02: rotated the Vault unseal keys; new shares are with Ines and Bo.',
  '2026-11-06: ledger-api p99 budget raised to 250 ms after the fraud-check call was added.',
  '2026-11-09: decommissioned box-3 and box-4.',
  '2026-11-13: status page moved to status.example.net.',
  '2026-11-17: added the EU-only routing flag to payments-core.',
  '2026-11-19: the Kafka cluster is on 3.7 everywhere.',
  '2026-11-20: on-call rota now has six people.',
  '2026-11-23: quarterly DR test passed (RTO 41 min).',
];

const IDX2_MEMS = [
  usr('phd-student.md', '2026-05-01', 'The user is a third-year PhD student in epidemiology working on causal inference.'),
  fb('explain-math.md', '2026-05-02', 'Write out derivations step by step; do not skip algebra.'),
];
const IDX2_NOTES = [
  'Random thoughts that I keep here because this file is the first thing I open:',
  'The sensitivity analysis should probably use E-values rather than the Rosenbaum bounds, since the committee knows E-values and Lindqvist asked about them at the proposal defence.',
  'Also the cohort from the 2019 wave has 3,412 participants after exclusions, not 3,470; the 58 difference is the people with missing baseline BMI.',
  'And the data use agreement with the registry expires on 2027-06-30, so every extraction has to be done before then.',
  'Chapter order: intro, background, methods, three papers, discussion.',
];

const IDX3_MEMS = [
  usr('dianzhu.md', '2026-04-01', '用户在杭州开一家茶叶店，也做淘宝网店。'),
  fb('huida-fengge.md', '2026-04-02', '回答先给结论，再给步骤。'),
  mem('kuaidi.md', '2026-04-03', '快递默认发顺丰，偏远地区发邮政。'),
];
const IDX3_NOTES = [
  '## 备忘',
  '2026-11-01：双十一备货，龙井进了80斤。',
  '2026-11-05：包装盒换成牛皮纸款，供应商是义乌的周姐。',
  '2026-11-12：双十一总单量1,306单，退货率3.1%。',
  '2026-11-16：店铺评分4.9。',
  '2026-11-20：新招了一个客服小吴，负责晚班。',
  '2026-11-23：年货礼盒定价198元和298元两档。',
];

const IDX4_MEMS = [
  usr('beekeeper.md', '2026-03-01', 'The user keeps two beehives in a back garden in Leeds.'),
  fb('units.md', '2026-03-02', 'Give weights in kilograms and temperatures in Celsius.'),
  mem('hive-inspections.md', '2026-03-03', 'Hive inspections are logged in the paper notebook in the shed.'),
];

const IDX5_MEMS = [
  usr('laoshi.md', '2026-03-01', '使用者是台中的國中理化老師，週末開陶藝課。'),
  fb('yongci.md', '2026-03-02', '回覆請用台灣用語和繁體字。'),
];

const IDX6_MEMS = [
  usr('officer-role.md', '2026-02-01', 'The user is the compliance officer for the EU entity.'),
  fb('cite-sources.md', '2026-02-02', 'Cite the regulation article for every compliance statement.'),
  mem('gdpr-register.md', '2026-02-03', 'The record of processing activities lives in the OneTrust tenant.'),
];
const IDX6_NOTES = [
  'Open items as of 2026-11-20:',
  '2026-11-04: DPIA for the call-recording tool signed off by the DPO.',
  '2026-11-11: annual AML training completion at 96 %.',
  '2026-11-18: the sanctions list vendor contract was renewed until 2028-01-31.',
];

const IDXT1_MEMS = [usr('hobby-printer.md', '2026-05-01', 'The user prints miniatures on an Ender 3 and a resin printer.'), fb('short-answers.md', '2026-05-02', 'Keep answers under ten lines.')];
const IDXT2_MEMS = [usr('salon-owner.md', '2026-05-01', '用戶喺旺角開髮型屋，請咗四個髮型師。'), fb('gong-gwong-dung-waa.md', '2026-05-02', '用廣東話書面語回覆。')];
const IDXT2_NOTES = ['2026-11-03: 新髮型師 Kelvin 返工。', '2026-11-17: 冷氣年檢完成。'];
const IDXT3_MEMS = [usr('shop-owner-tea.md', '2026-04-01', '用户在杭州开茶叶店。'), fb('xian-jielun.md', '2026-04-02', '先说结论。')];
const IDXT3_NOTES = ['## 备忘', '2026-11-12：双十一总单量1,306单。', '2026-11-20：新招客服小吴。'];
const IDXT4_MEMS = [usr('sre-lead.md', '2026-02-01', 'The user leads the storage SRE team.'), fb('no-emoji.md', '2026-02-02', 'No emoji in answers.'), mem('ceph-pools.md', '2026-02-03', 'The Ceph cluster has three pools: rbd, cephfs and rgw.')];

const INDEX: QualityCase[] = [
  {
    id: 'h19i-idx-01-sre-dated-notes',
    category: 'index',
    lang: 'en',
    memories: IDX1_MEMS,
    indexNotes: IDX1_NOTES,
    extraMemories: fillTo(205, IDX1_MEMS, IDX1_NOTES),
    fixed: { indexMaxLines: 200, contains: ['rotated the Vault unseal keys'], indexAbsent: ['rotated the Vault unseal keys'] },
    keep: ['rotated the Vault unseal keys; new shares are with Ines and Bo', 'quarterly DR test passed (RTO 41 min)'],
    indexKeep: ['(owner-profile.md)', '(review-tone.md)', '(answer-style.md)', '(test-names.md)'],
  },
  {
    id: 'h19i-idx-02-phd-paragraph-notes',
    category: 'index',
    lang: 'en',
    memories: IDX2_MEMS,
    indexNotes: IDX2_NOTES,
    extraMemories: fillTo(203, IDX2_MEMS, IDX2_NOTES),
    fixed: { indexMaxLines: 200, contains: ['3,412 participants'], indexAbsent: ['3,412 participants'] },
    keep: ['3,412 participants after exclusions', 'expires on 2027-06-30'],
    indexKeep: ['(phd-student.md)', '(explain-math.md)', '(answer-style.md)'],
  },
  {
    id: 'h19i-idx-03-zh-shop-notes',
    category: 'index',
    lang: 'zh',
    memories: IDX3_MEMS,
    indexNotes: IDX3_NOTES,
    extraMemories: fillTo(204, IDX3_MEMS, IDX3_NOTES),
    fixed: { indexMaxLines: 200, contains: ['退货率3.1%'], indexAbsent: ['退货率3.1%'] },
    keep: ['双十一总单量1,306单，退货率3.1%', '供应商是义乌的周姐'],
    indexKeep: ['(dianzhu.md)', '(huida-fengge.md)', '(test-names.md)'],
  },
  {
    id: 'h19i-idx-04-en-no-notes-far-over',
    category: 'index',
    lang: 'en',
    memories: IDX4_MEMS,
    extraMemories: fillTo(236, IDX4_MEMS),
    fixed: { indexMaxLines: 200 },
    indexKeep: ['(beekeeper.md)', '(units.md)', '(editor-setup.md)', '(answer-style.md)'],
  },
  {
    id: 'h19i-idx-05-tw-no-notes-over',
    category: 'index',
    lang: 'zh',
    memories: IDX5_MEMS,
    extraMemories: fillTo(212, IDX5_MEMS),
    fixed: { indexMaxLines: 200 },
    indexKeep: ['(laoshi.md)', '(yongci.md)', '(working-hours.md)', '(test-names.md)'],
  },
  {
    id: 'h19i-idx-06-formal-notes-not-enough',
    category: 'index',
    lang: 'en',
    memories: IDX6_MEMS,
    indexNotes: IDX6_NOTES,
    extraMemories: fillTo(214, IDX6_MEMS, IDX6_NOTES),
    fixed: { indexMaxLines: 200, contains: ['DPIA for the call-recording tool'], indexAbsent: ['DPIA for the call-recording tool'] },
    keep: ['DPIA for the call-recording tool signed off by the DPO', 'renewed until 2028-01-31'],
    indexKeep: ['(officer-role.md)', '(cite-sources.md)', '(answer-style.md)'],
  },
  {
    id: 'h19i-idx-07-trap-exactly-200',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: IDXT1_MEMS,
    extraMemories: fillTo(200, IDXT1_MEMS),
    indexKeep: ['(hobby-printer.md)', '(short-answers.md)'],
  },
  {
    id: 'h19i-idx-08-trap-hk-200-with-notes',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: IDXT2_MEMS,
    indexNotes: IDXT2_NOTES,
    extraMemories: fillTo(200, IDXT2_MEMS, IDXT2_NOTES),
    keep: ['新髮型師 Kelvin 返工'],
    indexKeep: ['(salon-owner.md)', '(gong-gwong-dung-waa.md)', '新髮型師 Kelvin 返工'],
  },
  {
    id: 'h19i-idx-09-trap-zh-small-with-notes',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: IDXT3_MEMS,
    indexNotes: IDXT3_NOTES,
    extraMemories: fillTo(60, IDXT3_MEMS, IDXT3_NOTES),
    keep: ['新招客服小吴'],
    indexKeep: ['(shop-owner-tea.md)', '(xian-jielun.md)'],
  },
  {
    id: 'h19i-idx-10-trap-199',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: IDXT4_MEMS,
    extraMemories: fillTo(199, IDXT4_MEMS),
    indexKeep: ['(sre-lead.md)', '(no-emoji.md)', '(ceph-pools.md)'],
  },
];

// ---------------------------------------------------------------------------------------------
// hooks
// ---------------------------------------------------------------------------------------------

const HK1 = mem('etcd-defrag.md', '2026-10-04', 'Defrag etcd members one at a time, leader last.', {
  description: 'etcd defrag procedure',
  hook: 'etcd maintenance: defrag members one at a time with the leader last, the NOSPACE alarm fires at 7.5 GiB on prod, and the defrag cronjob stays paused during the Black Friday freeze',
});
const HK2 = mem('bee-hives.md', '2026-09-14', 'Two hives in the back garden: Hive A (Buckfast) and Hive B (a local mongrel colony).', {
  description: 'The two beehives',
  hook: 'Bee hives!!! super important, read this first; Hive A is Buckfast and Hive B is a local mongrel, varroa treatment is oxalic acid only, in December when broodless, smoker fuel is in the shed',
});
const HK3 = mem('dsar-handling.md', '2026-08-21', 'Data subject access requests are answered within one calendar month of receipt.', {
  description: 'DSAR deadlines',
  hook: 'DSAR handling: answered within one calendar month of receipt, extendable by two further months for complex requests with notice to the requester; identity is verified in the portal before any data leaves',
});
const HK4 = mem('kucun-pandian.md', '2026-10-10', '每月最后一个周日盘点库存。', {
  description: '库存盘点',
  hook: '库存盘点：每月最后一个周日盘点，盘点当天暂停线上发货，差异超过百分之二要拍照留底并在群里说明原因，盘点表模板在共享盘的仓库表格目录里，临期商品单独放在三号货架最下层，由阿芳负责复核，复核完成以后才能恢复线上发货，盘亏金额超过五百元需要老板本人签字确认',
});
const HK5 = mem('taoyi-ke.md', '2026-10-18', '陶藝課每週六下午兩點開始。', {
  description: '陶藝課安排',
  hook: '陶藝課安排：每週六下午兩點開始，每班最多八個人，學員自備圍裙，拉坯機只有六台所以第七、八位學員先做手捏，課後一定要把泥桶蓋好不然泥會乾掉，黏土向鶯歌的老林訂，每次訂二十公斤，颱風天停課並且用 LINE 群組通知所有學員，學費每期四千五百元，第一堂課之前要先繳清',
});
const HK6 = mem('gpu-quota.md', '2026-11-03', "Our group's GPU quota on the university cluster is 4 A100s.", {
  description: 'Cluster GPU quota',
  hook: 'cluster stuff (ugh): we get 4 A100s, jobs running over 48h get killed without warning so checkpoint every few hours, and scratch is wiped every 30 days which I learned the hard way',
});
const HT1 = under150(
  mem('ci-runners.md', '2026-09-09', 'CI jobs touching CUDA run on the self-hosted runner gpu-01; the rest use GitHub-hosted runners.', {
    description: 'CI runners',
    hook: 'CUDA jobs run on self-hosted gpu-01, the rest on GitHub-hosted runners; ask Mirela before adding labels to runners',
  }),
  140,
);
const HT2 = under150(
  mem('fahuo-shixiao.md', '2026-10-11', '江浙沪次日达，其他地区三到五天，新疆西藏不包邮。', {
    description: '发货时效',
    hook: '发货时效：江浙沪次日达，其他地区三到五天，新疆西藏不包邮，偏远地区加收运费十元，大件商品走德邦物流，下单后四十八小时内必须发出',
  }),
);
const HT3 = under150(
  mem('grafana-links.md', '2026-09-30', 'Checkout latency lives on the Checkout board in Grafana.', {
    type: 'reference',
    description: 'Where the checkout latency dashboards are',
    hook: 'Checkout latency board: https://grafana.example.net/d/chk-lat/checkout?orgId=1 (p50/p95/p99 per region)',
  }),
  130,
);
const HT4 = under150(
  mem('yuyue-gwai-zak.md', '2026-10-21', '預約遲到十五分鐘就當取消，訂金唔退。', {
    description: '預約規則',
    hook: '預約規則：遲到十五分鐘當取消，訂金唔退；熟客可以改期一次，但要提早一日 WhatsApp 通知，星期六日唔接受改期',
  }),
);

const HOOKS: QualityCase[] = [
  {
    id: 'h19i-hk-01-sre-facts-in-hook',
    category: 'hooks',
    lang: 'en',
    memories: [HK1],
    fixed: { contains: ['7.5 GiB'], indexMaxChars: shortenedMax([HK1], HK1) },
    keep: ['Defrag etcd members one at a time, leader last.'],
  },
  {
    id: 'h19i-hk-02-hobby-fluff-stays-out',
    category: 'hooks',
    lang: 'en',
    memories: [HK2],
    fixed: { contains: ['oxalic acid'], indexMaxChars: shortenedMax([HK2], HK2) },
    forbid: ['super important, read this first', 'Bee hives!!!'],
    keep: ['Hive A (Buckfast)'],
  },
  {
    id: 'h19i-hk-03-formal-extension',
    category: 'hooks',
    lang: 'en',
    memories: [HK3],
    fixed: { contains: ['two further months'], indexMaxChars: shortenedMax([HK3], HK3) },
    keep: ['Data subject access requests are answered within one calendar month of receipt.'],
  },
  {
    id: 'h19i-hk-04-zh-stocktake',
    category: 'hooks',
    lang: 'zh',
    memories: [HK4],
    fixed: { contains: ['三号货架'], indexMaxChars: shortenedMax([HK4], HK4) },
    keep: ['每月最后一个周日盘点库存。'],
  },
  {
    id: 'h19i-hk-05-tw-pottery-class',
    category: 'hooks',
    lang: 'zh',
    memories: [HK5],
    fixed: { contains: ['鶯歌'], indexMaxChars: shortenedMax([HK5], HK5) },
    keep: ['陶藝課每週六下午兩點開始。'],
  },
  {
    id: 'h19i-hk-06-phd-rambling',
    category: 'hooks',
    lang: 'en',
    memories: [HK6],
    fixed: { contains: ['48h', '30 days'], indexMaxChars: shortenedMax([HK6], HK6) },
    keep: ['4 A100s'],
  },
  {
    id: 'h19i-hk-07-trap-just-under',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [HT1],
    keep: ['CI jobs touching CUDA run on the self-hosted runner gpu-01'],
    indexKeep: [entryLine(HT1)],
  },
  {
    id: 'h19i-hk-08-trap-zh-dense-short',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [HT2],
    keep: ['江浙沪次日达'],
    indexKeep: [entryLine(HT2)],
  },
  {
    id: 'h19i-hk-09-trap-url-hook',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [HT3],
    keep: ['Checkout latency lives on the Checkout board in Grafana.'],
    indexKeep: [entryLine(HT3)],
  },
  {
    id: 'h19i-hk-10-trap-hk-booking',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [HT4],
    keep: ['預約遲到十五分鐘就當取消，訂金唔退。'],
    indexKeep: [entryLine(HT4)],
  },
];

export const HELDOUT_19_FRESH_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...SUPERSESSION, ...CONTRADICTION, ...PARAPHRASE, ...CLAUDE_MD, ...MERGE, ...CAPTURES, ...INDEX, ...HOOKS];
