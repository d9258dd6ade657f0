import type { CaseMemory, Category, QualityCase } from './cases.js';

/**
 * HELD-OUT 20, facts part: a fresh, never-tuned set of hand-written quality cases, written from
 * the categories alone.
 *
 * - dates-en / dates-zh: a relative date naming an event becomes an absolute (ISO) date; a week
 *   becomes its Monday. Spots: a bullet, a markdown table cell, a terse log line, chat shorthand
 *   ("3 days ago"), non-native English ("the day before yesterday"), a formal rule holding a past
 *   event ("Following the hard landing last Saturday, pilots shall ..."), future events (tomorrow,
 *   next Monday, next Tuesday); Chinese 前天 inside a rule, 上周三 with code-switching, 明天线下
 *   (线下 "offline", not 天线), 上上周 (never "上2026-…"), Taiwan 昨晚 / 上禮拜 / 大前天 (never
 *   "大2026-…"), Cantonese 琴日 / 聽日 / 前日. Traps: a function name (`purge_yesterday_artifacts()`),
 *   a show title ('Yesterday Once More'), a hypothetical rule ("If tomorrow's forecast ..."), a
 *   recurring rule with "the next morning", a vague "the other day", a verbatim court quote;
 *   一周三次 ("three times a week", no 周三), a book title 《昨天的海》, a pickup label 「明天取」,
 *   a stall name 「明天再來」, a generic Cantonese rule with 聽日, a WhatsApp group 「聽日開鑼」.
 * - supersession: older (2026-04-14) X beside a second fact (a `keep`), newer (2026-09-22)
 *   replaces X: moved from ... to, is deprecated - use, we no longer ..., is now, replaced ...
 *   with, 从...换到了...不再, 不再...改用, 改為, 唔再...搬咗去, 已弃用. Two pairs cross languages.
 *   Traps: another balloon / another board changed, a trial, a revert, a plan not carried out, a
 *   trial that went back (Cantonese).
 * - contradiction: the same subject with another value and no word of change (a hawk's flying
 *   weight, a show's hours, a capacity, a turnaround, a rate across languages, a build size across
 *   languages, soup refills, a price, make-up time, a purchase price). Traps: summer / winter,
 *   kg / tonnes, weekday / Saturday, two branches, litres / millilitres, matinee / evening.
 * - paraphrase: the same rule twice (negative vs positive, formal "shall" vs chat, arrow note vs
 *   sentence, written Chinese vs Cantonese, code-switching, English vs Chinese both ways). Traps:
 *   another object or act (glue pots / humidifier), another place and tool (brushes), another
 *   bird and time, another field of translation across languages, freezer / fridge, costumes /
 *   headdresses.
 *
 * Domains: a beekeeping co-op, court stenography, a hot-air balloon operator, a municipal pool, a
 * violin maker's workshop, a community radio station, a falconry centre, a vineyard harvest crew,
 * a bouldering gym, a Cantonese opera troupe (HK), a Taipei night-market stall, a Chengdu hotpot
 * restaurant, a Shenzhen hardware startup, a Shanghai translation agency, a software team's CI and
 * on-call (four cases).
 *
 * Calendar (BENCH_NOW 2026-11-24/25; every relative date is read from the write day):
 * - WA 2026-10-28 (Wed): last night / yesterday = 10-27; two days ago / 前天 = 10-26; last Saturday
 *   = 10-24; last Friday = 10-23; tomorrow / 明天 / 聽日 = 10-29; next Monday = 11-02; 上禮拜 =
 *   week of 10-19.
 * - WB 2026-11-03 (Tue): the day before yesterday / 前日 = 11-01; 3 days ago / 大前天 = 10-31;
 *   上周三 = 10-28.
 * - WC 2026-11-13 (Fri): yesterday / 昨晚 / 琴日 = 11-12; last week = week of 11-02; 上上周 =
 *   week of 10-26; next Tuesday = 11-17.
 * The write day is in each memory's frontmatter, so no case expects it.
 */

const WA = '2026-10-28';
const WB = '2026-11-03';
const WC = '2026-11-13';
const OLD = '2026-04-14';
const NEW = '2026-09-22';

type MemType = NonNullable<CaseMemory['type']>;
type Lang = QualityCase['lang'];

const mem = (modified: string) => (file: string, body: string, description?: string, type: MemType = 'project'): CaseMemory => ({
  file,
  modified,
  body,
  type,
  ...(description ? { description } : {}),
});
const a = mem(WA);
const b = mem(WB);
const c = mem(WC);
const o = mem(OLD);
const n = mem(NEW);
const stem = (m: CaseMemory): string => m.file.replace(/\.md$/, '');
const ID = (id: string): string => `h20f-${id}`;

/** A relative date to fix: every ISO date of `contains` appears, none of `absent` stays. */
function dated(id: string, category: Category, lang: Lang, memories: CaseMemory[], contains: string[], absent: string[], extra: Partial<QualityCase> = {}): QualityCase {
  return { id: ID(id), category, lang, memories, fixed: { contains, absent }, ...extra };
}

/** A date trap: the texts stay exactly as written and nothing changes. */
function dateTrap(id: string, category: Category, lang: Lang, memories: CaseMemory[], keep: string[], forbid?: string[]): QualityCase {
  return { id: ID(id), category, lang, memories, trap: true, keep, ...(forbid ? { forbid } : {}) };
}

/** An explicit supersession: the older statement rewritten (the rest kept), or an `outdated` finding naming both. */
function sup(id: string, lang: Lang, older: CaseMemory, newer: CaseMemory, absent: string[], keep: string[]): QualityCase {
  return {
    id: ID(id),
    category: 'supersession',
    lang,
    memories: [older, newer],
    explicit: true,
    fixed: { absent },
    flag: { kinds: ['outdated'], mentions: [stem(older), stem(newer)] },
    keep,
  };
}

/** An implicit contradiction: a finding naming both, or the older value rewritten. */
function contra(id: string, lang: Lang, older: CaseMemory, newer: CaseMemory, absent: string[], keep?: string[]): QualityCase {
  return {
    id: ID(id),
    category: 'contradiction',
    lang,
    memories: [older, newer],
    fixed: { absent },
    flag: { kinds: ['contradiction', 'outdated'], mentions: [stem(older), stem(newer)] },
    ...(keep ? { keep } : {}),
  };
}

/** A paraphrased duplicate: a `possible-duplicate` finding naming both. */
function para(id: string, lang: Lang, x: CaseMemory, y: CaseMemory): QualityCase {
  return { id: ID(id), category: 'paraphrase', lang, memories: [x, y], flag: { kinds: ['possible-duplicate'], mentions: [stem(x), stem(y)] } };
}

/** A pair that looks like the category's defect but is not: both stay, no finding of these kinds. */
function pairTrap(id: string, category: Category, lang: Lang, x: CaseMemory, y: CaseMemory, keep: string[], quiet: string[]): QualityCase {
  return { id: ID(id), category, lang, memories: [x, y], trap: true, keep, quiet };
}

const SUP_QUIET = ['outdated', 'contradiction'];
const CONTRA_QUIET = ['contradiction', 'outdated'];
const DUP_QUIET = ['possible-duplicate'];

// ---------------------------------------------------------------------------------------------
// dates-en: 16 cases, 6 traps, all English
// ---------------------------------------------------------------------------------------------

const DATES_EN: QualityCase[] = [
  dated(
    'en-swarm-bullet',
    'dates-en',
    'en',
    [
      a(
        'apiary-hive-log.md',
        [
          '- Hive 7 (Ellen\'s plot): swarm caught last night in the Hendersons\' hedge, now in nuc box B.',
          '- Varroa drop on hive 7 tray: 3 per day, below the treatment line.',
          '- Hive 12 queenless, merge with hive 11 if no eggs by the next check.',
        ].join('\n'),
        'Hive-by-hive notes from the co-op apiary',
      ),
    ],
    ['2026-10-27'],
    ['last night'],
    { keep: ['- Varroa drop on hive 7 tray: 3 per day, below the treatment line.'] },
  ),
  dated(
    'en-lane-ropes-table',
    'dates-en',
    'en',
    [
      a(
        'pool-equipment-status.md',
        [
          '| Item | Status |',
          '| --- | --- |',
          '| Lane ropes, main pool | replaced two days ago |',
          '| Starting blocks 1-4 | anti-slip pads worn, order placed |',
          '| Hoist (accessible entry) | serviced, OK |',
        ].join('\n'),
        'Equipment status board for the main pool',
      ),
    ],
    ['2026-10-26'],
    ['two days ago'],
    { keep: ['| Hoist (accessible entry) | serviced, OK |'] },
  ),
  dated(
    'en-steno-terse',
    'dates-en',
    'en',
    [a('steno-machines.md', 'Machine #2 (Luminex II) back from repair last Friday. Realtime feed tested w/ CaseCATalyst, OK. #4 still out.', 'Which steno machines are in service')],
    ['2026-10-23'],
    ['last Friday'],
  ),
  dated(
    'en-comp-wall-chat',
    'dates-en',
    'en',
    [b('comp-wall-reset.md', 'heads up: setters stripped + reset the comp wall 3 days ago, all the old purple/teal probs are gone, dont send ppl looking for them', 'Competition wall reset')],
    ['2026-10-31'],
    ['3 days ago'],
  ),
  dated(
    'en-spruce-non-native',
    'dates-en',
    'en',
    [
      b(
        'tonewood-stock.md',
        'The spruce tops we have received the day before yesterday from Val di Fiemme, 14 pieces. Master say they must rest in the drying room minimum six months before we carve them.',
        'Tonewood arriving and drying',
      ),
    ],
    ['2026-11-01'],
    ['day before yesterday'],
    { keep: ['Master say they must rest in the drying room minimum six months before we carve them.'] },
  ),
  dated(
    'en-balloon-rule-past-event',
    'dates-en',
    'en',
    [
      a(
        'obrn-load-limit.md',
        [
          'Following the hard landing last Saturday, pilots shall not fly G-OBRN with more than six passengers until the basket inspection is signed off.',
          '',
          '**Why:** the basket floor cracked near the pilot compartment.',
          '**How to apply:** cap bookings for G-OBRN at six in the booking system.',
        ].join('\n'),
        'Temporary passenger cap on G-OBRN',
        'feedback',
      ),
    ],
    ['2026-10-24'],
    ['last Saturday'],
    { keep: ['**How to apply:** cap bookings for G-OBRN at six in the booking system.'] },
  ),
  dated(
    'en-pinot-pick',
    'dates-en',
    'en',
    [
      a('harvest-schedule.md', 'Pinot noir block C gets picked tomorrow. Crew meets at 06:30 at the east gate, bring secateurs and the yellow bins.', 'Picking schedule for the harvest crew'),
      a('harvest-crew-contacts.md', 'Crew lead is Marta (her mobile is on the shed whiteboard). Tractor driver is Ollie.', 'Who leads the harvest crew'),
    ],
    ['2026-10-29'],
    ['tomorrow'],
    { keep: ['Crew meets at 06:30 at the east gate, bring secateurs and the yellow bins.'] },
  ),
  dated(
    'en-transmitter-visit',
    'dates-en',
    'en',
    [a('transmitter-works.md', 'The transmitter engineer comes next Monday to swap the STL link on the mast; we will be on the backup feed from about 10:00 to 13:00.', 'Planned transmitter maintenance')],
    ['2026-11-02'],
    ['next Monday'],
  ),
  dated(
    'en-hawk-weight-week',
    'dates-en',
    'en',
    [c('juno-moult.md', 'Juno (Harris hawk) started her moult early. Weight dropped to 890 g last week, so no free flying until she is back above 900 g.', 'Juno moult and flying stop')],
    ['2026-11-02'],
    ['last week'],
    { keep: ['so no free flying until she is back above 900 g.'] },
  ),
  dated(
    'en-boiler-service',
    'dates-en',
    'en',
    [c('boiler-service.md', 'Pool hall closed next Tuesday 06:00-14:00 for the boiler service. Tell the Otters and the masters club, their early sessions are off.', 'Boiler service closure')],
    ['2026-11-17'],
    ['next Tuesday'],
  ),
  dateTrap(
    'en-trap-purge-function',
    'dates-en',
    'en',
    [c('ci-artifact-cleanup.md', 'The nightly cleanup job calls `purge_yesterday_artifacts()` at 02:00 UTC. Do not rename it, the retention dashboard greps for that name.', 'CI artifact cleanup job', 'reference')],
    ['`purge_yesterday_artifacts()`', 'Do not rename it, the retention dashboard greps for that name.'],
    ['2026-11-12'],
  ),
  dateTrap(
    'en-trap-show-title',
    'dates-en',
    'en',
    [a('sunday-schedule.md', "Sunday 10:00-11:00 is the oldies hour 'Yesterday Once More', hosted by Bev. It is pre-recorded on Fridays.", 'Sunday programme grid')],
    ["'Yesterday Once More'", 'It is pre-recorded on Fridays.'],
    ['2026-10-27'],
  ),
  dateTrap(
    'en-trap-forecast-rule',
    'dates-en',
    'en',
    [
      a(
        'wind-cancellation-rule.md',
        "If tomorrow's forecast shows surface wind above 10 kt, the ground crew phones every passenger before 18:00 and offers a new date or a voucher.",
        'When to call passengers about wind',
        'feedback',
      ),
    ],
    ["If tomorrow's forecast shows surface wind above 10 kt"],
    ['2026-10-29'],
  ),
  dateTrap(
    'en-trap-recurring-boom',
    'dates-en',
    'en',
    [b('deep-end-tuesdays.md', 'Every Tuesday the deep end closes at 19:00 for club training. The next morning the opening lifeguard moves the boom back to 25 m before public swim.', 'Tuesday deep-end closure')],
    ['The next morning the opening lifeguard moves the boom back to 25 m before public swim.'],
    ['2026-11-04'],
  ),
  dateTrap(
    'en-trap-other-day',
    'dates-en',
    'en',
    [c('cave-yellow-v3.md', 'A member said the other day that the yellow V3 in the cave spins on its bolt. Check it with the torque wrench on the next reset.', 'Loose hold report in the cave')],
    ['A member said the other day that the yellow V3 in the cave spins on its bolt.'],
  ),
  dateTrap(
    'en-trap-verbatim-quote',
    'dates-en',
    'en',
    [
      b(
        'harlow-transcript-note.md',
        'Harlow trial, day 2, page 41, line 14 must stay verbatim as read back to the court: "I saw him yesterday outside the bookmaker\'s." Counsel disputed it; the audio at 11:42:10 confirms the wording.',
        'A disputed line in the Harlow transcript',
      ),
    ],
    ['"I saw him yesterday outside the bookmaker\'s."'],
    ['2026-11-02'],
  ),
];

// ---------------------------------------------------------------------------------------------
// dates-zh: 16 cases, 6 traps, all Chinese (Simplified 6, Taiwan 5, Hong Kong Cantonese 5)
// ---------------------------------------------------------------------------------------------

const DATES_ZH: QualityCase[] = [
  // Simplified
  dated(
    'zh-peanut-rule',
    'dates-zh',
    'zh',
    [
      a(
        'hotpot-allergen-rule.md',
        ['前天有位客人对花生过敏，吃完蘸料送了医院。从那以后，每个锅底和蘸料台的配料牌都要写明是否含花生。', '', '**Why:** 老板说这种事不能再有第二次。'].join('\n'),
        '锅底和蘸料的过敏原标注',
        'feedback',
      ),
    ],
    ['2026-10-26'],
    ['前天'],
    { keep: ['每个锅底和蘸料台的配料牌都要写明是否含花生。'] },
  ),
  dated(
    'zh-board-proto',
    'dates-zh',
    'zh',
    [b('mainboard-proto.md', '上周三打样的 mainboard v0.3 回来了，USB-C 口偏了 0.5mm，外壳装不进去，要改 layout 再打一版。', '主板打样进度')],
    ['2026-10-28'],
    ['上周三'],
    { keep: ['USB-C 口偏了 0.5mm'] },
  ),
  dated(
    'zh-offline-training',
    'dates-zh',
    'zh',
    [a('translator-training.md', '明天线下培训，所有兼职译员上午 9 点到静安办公室，内容是新客户的术语表和保密协议。', '译员培训安排')],
    ['2026-10-29'],
    ['明天'],
    { keep: ['线下培训'] },
  ),
  dated(
    'zh-mould-confirm',
    'dates-zh',
    'zh',
    [c('enclosure-mould.md', '上上周跟东莞的模具厂确认过：外壳开模费 3.8 万，含两次修模，T1 样品 25 天出。', '外壳开模报价')],
    ['2026-10-26'],
    ['上上周'],
    { forbid: ['上2026'], keep: ['外壳开模费 3.8 万，含两次修模'] },
  ),
  dateTrap(
    'zh-trap-three-times-week',
    'dates-zh',
    'zh',
    [a('tallow-frying.md', '后厨牛油一周三次现炒，每次 40 斤，炒好当天用完，不用隔夜油。', '牛油炒制规矩', 'feedback')],
    ['后厨牛油一周三次现炒，每次 40 斤'],
  ),
  dateTrap(
    'zh-trap-book-title',
    'dates-zh',
    'zh',
    [b('novel-project.md', '出版社的长篇小说项目书名叫《昨天的海》，书名已经定了，译稿里不要改译，也不要加注。', '小说翻译项目')],
    ['《昨天的海》'],
    ['2026-11-02'],
  ),
  // Taiwan Traditional
  dated(
    'zh-tw-fryer-last-night',
    'dates-zh',
    'zh',
    [c('fryer-repair.md', '昨晚收攤的時候發現炸鍋的溫控壞了，油溫一直衝到 200 度以上，已經叫阿明師傅來修，修好前先用小鍋。', '炸鍋故障')],
    ['2026-11-12'],
    ['昨晚'],
  ),
  dated(
    'zh-tw-gas-supplier',
    'dates-zh',
    'zh',
    [a('gas-cylinders.md', '上禮拜開始桶裝瓦斯改叫大同瓦斯行送，一桶 20 公斤，打電話就好，不用再自己去載。', '桶裝瓦斯叫貨')],
    ['2026-10-19'],
    ['上禮拜'],
    { keep: ['一桶 20 公斤'] },
  ),
  dated(
    'zh-tw-rain-day',
    'dates-zh',
    'zh',
    [b('rain-day-fee.md', '大前天下大雨沒出攤，市場管理處說那天的清潔費可以不用繳，月底結帳時記得扣掉。', '雨天沒出攤的清潔費')],
    ['2026-10-31'],
    ['大前天'],
    { forbid: ['大2026'] },
  ),
  dateTrap(
    'zh-tw-trap-pickup-label',
    'dates-zh',
    'zh',
    [a('preorder-labels.md', '預購單上寫「明天取」的，當天不要先炸，隔天客人來了再下鍋，不然會軟掉。', '預購單怎麼處理', 'feedback')],
    ['預購單上寫「明天取」的，當天不要先炸'],
    ['2026-10-29'],
  ),
  dateTrap(
    'zh-tw-trap-stall-name',
    'dates-zh',
    'zh',
    [c('stall-name.md', '我們攤位的招牌叫「明天再來」雞排，統一發票的抬頭也是這個名字，印傳單不要改。', '攤位名稱')],
    ['「明天再來」雞排'],
    ['2026-11-14'],
  ),
  // Hong Kong Cantonese
  dated(
    'zh-hk-costume-seam',
    'dates-zh',
    'zh',
    [c('costume-repair.md', '琴日彩排嗰陣，二幫花旦件蟒袍爆咗線，已經交咗畀衣箱陳師傅補。', '戲服修補')],
    ['2026-11-12'],
    ['琴日'],
  ),
  dated(
    'zh-hk-stage-check',
    'dates-zh',
    'zh',
    [a('stage-check.md', '聽日下晝兩點喺高山劇場度台，全部人一點半前要到，樂師自己帶譜架。', '度台時間')],
    ['2026-10-29'],
    ['聽日'],
    { keep: ['樂師自己帶譜架'] },
  ),
  dated(
    'zh-hk-box-office',
    'dates-zh',
    'zh',
    [b('box-office-deal.md', '前日同戲院經理傾掂咗，十二月嗰三場改喺大堂擺售票枱，唔使再租隔籬舖位。', '十二月演出售票安排')],
    ['2026-11-01'],
    ['前日'],
  ),
  dateTrap(
    'zh-hk-trap-generic-rule',
    'dates-zh',
    'zh',
    [b('no-spicy-rule.md', '團規：聽日要上台嘅演員，今晚一律唔好食辣、唔好飲凍嘢，保護把聲。', '上台前嘅飲食規矩', 'feedback')],
    ['團規：聽日要上台嘅演員，今晚一律唔好食辣'],
    ['2026-11-04'],
  ),
  dateTrap(
    'zh-hk-trap-group-name',
    'dates-zh',
    'zh',
    [a('troupe-group-chat.md', '全團通告一律喺 WhatsApp 群組「聽日開鑼」出，唔好私訊個別演員。', '劇團通告渠道', 'reference')],
    ['WhatsApp 群組「聽日開鑼」'],
    ['2026-10-29'],
  ),
];

// ---------------------------------------------------------------------------------------------
// supersession: 16 cases, 6 traps; en 8, zh 8; two pairs across languages
// ---------------------------------------------------------------------------------------------

const SUPERSESSION: QualityCase[] = [
  sup(
    'sup-en-extraction-room',
    'en',
    o('honey-processing.md', "Members' honey is extracted in the Moss Lane shed on the first Saturday of the month. Jars and labels are bought in bulk by the co-op and sold to members at cost.", 'Where and how honey is processed'),
    n('extraction-unit.md', 'Extraction moved from the Moss Lane shed to the co-op unit on Cooper Street (food-grade floor, hot water, the council inspector signed it off).', 'New extraction unit'),
    ['extracted in the Moss Lane shed'],
    ['Jars and labels are bought in bulk by the co-op and sold to members at cost.'],
  ),
  sup(
    'sup-en-transcript-delivery',
    'en',
    o(
      'transcript-delivery.md',
      ['- Final transcripts go out as PDF through the court\'s shared Dropbox folder.', '- Realtime for Judge Okafor\'s courtroom runs on machine #3.'].join('\n'),
      'How transcripts reach the court',
    ),
    n('caselines-portal.md', 'Dropbox is deprecated for transcript delivery as of September: upload to the CaseLines portal instead, one bundle per hearing.', 'CaseLines for delivery'),
    ["through the court's shared Dropbox folder"],
    ["- Realtime for Judge Okafor's courtroom runs on machine #3."],
  ),
  sup(
    'sup-en-chlorine-testing',
    'en',
    o('water-testing.md', 'Chlorine is tested by hand with the DPD kit every two hours during opening. Lifeguards rotate chairs every 20 minutes.', 'Pool water testing routine'),
    n('chlorine-controller.md', 'We no longer test chlorine by hand every two hours; the Prominent controller logs it continuously and the duty manager signs the printout at opening and at close.', 'Automatic chlorine logging'),
    ['tested by hand with the DPD kit'],
    ['Lifeguards rotate chairs every 20 minutes.'],
  ),
  sup(
    'sup-en-ci-platform',
    'en',
    o('ci-setup.md', 'CI runs on the self-hosted Jenkins at ci.internal. Failed builds on main page the #build-alerts channel.', 'CI platform', 'reference'),
    n('ci-actions.md', 'CI is now GitHub Actions on our own runners in rack B. Jenkins was switched off on 2026-09-15.', 'CI platform today', 'reference'),
    ['CI runs on the self-hosted Jenkins'],
    ['Failed builds on main page the #build-alerts channel.'],
  ),
  // cross-language: older Chinese, newer English
  sup(
    'sup-en-termbase-cross',
    'en',
    o('termbase.md', '术语库用的是 Trados MultiTerm，每周五备份到 NAS。所有译稿一律由第二名译员审校。', '术语库和审校流程'),
    n('memoq-termbase.md', 'We replaced Trados MultiTerm with the memoQ termbase; the MultiTerm licences were cancelled in August.', 'Termbase tool'),
    ['术语库用的是 Trados MultiTerm'],
    ['所有译稿一律由第二名译员审校。'],
  ),
  // cross-language: older English, newer Chinese
  sup(
    'sup-zh-pcba-cross',
    'zh',
    o('pcb-assembly.md', 'PCB assembly is done by JLC in Shenzhen, lead time 5 working days. Firmware is flashed at our office with the pogo-pin jig.', 'Who assembles our boards'),
    n('pcba-vendor.md', '贴片已经从 JLC 换到华秋了，交期 4 个工作日；JLC 那边不再下单。', 'PCBA 供应商'),
    ['PCB assembly is done by JLC'],
    ['Firmware is flashed at our office with the pogo-pin jig.'],
  ),
  sup(
    'sup-zh-doubanjiang',
    'zh',
    o('soup-base.md', '锅底用的是郫县那家老字号的豆瓣酱，每周进一次货。鸳鸯锅只做微辣和中辣两种。', '锅底原料'),
    n('own-chili-paste.md', '不再用郫县老字号豆瓣了，改用后厨自己炒的二荆条辣酱做锅底，味道更香，成本也低。', '自炒辣酱'),
    ['锅底用的是郫县那家老字号的豆瓣酱'],
    ['鸳鸯锅只做微辣和中辣两种。'],
  ),
  sup(
    'sup-zh-tw-closing-time',
    'zh',
    o('stall-hours.md', '收攤時間是晚上十二點。攤位的電費跟隔壁滷味攤對分，每個月底結一次。', '營業時間和電費'),
    n('new-closing-rule.md', '配合市場管理處的新規定，收攤時間改為晚上十一點，十點半停止點餐。', '新的收攤時間'),
    ['收攤時間是晚上十二點'],
    ['攤位的電費跟隔壁滷味攤對分，每個月底結一次。'],
  ),
  sup(
    'sup-zh-hk-rehearsal-venue',
    'zh',
    o('rehearsal-venue.md', '排戲場地係土瓜灣高山劇場嘅排練室，逢星期二、四夜晚。戲服由陳師傅一手包辦。', '排戲地點同戲服'),
    n('rehearsal-move.md', '由十月起唔再喺高山排戲，搬咗去油麻地戲院嘅排練室，日子同時間照舊。', '新排戲地點'),
    ['排戲場地係土瓜灣高山劇場嘅排練室'],
    ['戲服由陳師傅一手包辦。'],
  ),
  sup(
    'sup-zh-waiver-form',
    'zh',
    o('member-waiver.md', '新会员到前台签纸质免责声明，签完放进蓝色文件夹。岩馆每周一闭馆换线。', '新会员入馆流程'),
    n('waiver-mini-program.md', '纸质免责声明已弃用，新会员一律在小程序里签电子版，前台只核对手机号。', '电子免责声明'),
    ['新会员到前台签纸质免责声明'],
    ['岩馆每周一闭馆换线。'],
  ),
  // traps
  pairTrap(
    'sup-trap-en-other-balloon',
    'supersession',
    'en',
    o('obrn-briefing.md', 'G-OBRN (the 12-seat basket) passenger briefing is done with the laminated landing-position card.', 'Briefing on the big balloon'),
    n('kstl-briefing-video.md', 'Replaced the laminated card with a two-minute tablet video on G-KSTL, the 4-seater we fly from the farm field.', 'Briefing on the small balloon'),
    ['G-OBRN (the 12-seat basket) passenger briefing is done with the laminated landing-position card.'],
    SUP_QUIET,
  ),
  pairTrap(
    'sup-trap-en-varnish-trial',
    'supersession',
    'en',
    o('varnish-recipe.md', 'All instruments get the Kremer oil varnish, cooked in the workshop: two coats of ground, then five of colour.', 'Workshop varnish'),
    n('joha-test.md', 'Testing the ready-made Joha varnish on viola No. 41 only. We compare it with the Kremer varnish in spring before deciding anything.', 'Varnish test piece'),
    ['All instruments get the Kremer oil varnish, cooked in the workshop'],
    SUP_QUIET,
  ),
  pairTrap(
    'sup-trap-en-deploy-revert',
    'supersession',
    'en',
    o('deploys.md', 'Production deploys go out through ArgoCD syncing the main branch.', 'How production deploys work', 'reference'),
    n('flux-rollback.md', 'We switched deploys to Flux for a week in August, then rolled back to ArgoCD after the Helm drift incident. ArgoCD stays.', 'Flux experiment'),
    ['Production deploys go out through ArgoCD syncing the main branch.'],
    SUP_QUIET,
  ),
  pairTrap(
    'sup-trap-zh-delivery-plan',
    'supersession',
    'zh',
    o('delivery-platform.md', '外卖只上美团，抖音团购暂时不做。', '外卖平台'),
    n('delivery-plan-dropped.md', '原本打算十月把外卖从美团换到饿了么，老板算了抽成之后决定不换。', '外卖平台调整（未执行）'),
    ['外卖只上美团'],
    SUP_QUIET,
  ),
  pairTrap(
    'sup-trap-zh-other-board',
    'supersession',
    'zh',
    o('devboard-mcu.md', 'v2 开发板的主控是 ESP32-S3，板载 8MB PSRAM。', '开发板主控'),
    n('sensor-node-mcu.md', 'v3 传感器节点的主控从 ESP32-S3 换成了 nRF52840，纽扣电池能撑一年。', '传感器节点主控'),
    ['v2 开发板的主控是 ESP32-S3，板载 8MB PSRAM。'],
    SUP_QUIET,
  ),
  pairTrap(
    'sup-trap-zh-hk-drums-trial',
    'supersession',
    'zh',
    o('percussion-setup.md', '棚面鑼鼓用返真鑼、真鈸，沙鼓係何師傅自己嗰個。', '鑼鼓配置'),
    n('electronic-drums-trial.md', '八月試咗兩場電子鑼鼓，觀眾話聲音薄，已經用返真鑼鼓，電子嗰套退咗返畀琴行。', '電子鑼鼓試用'),
    ['棚面鑼鼓用返真鑼、真鈸'],
    SUP_QUIET,
  ),
];

// ---------------------------------------------------------------------------------------------
// contradiction: 16 cases, 6 traps; en 8, zh 8; two pairs across languages
// ---------------------------------------------------------------------------------------------

const CONTRADICTION: QualityCase[] = [
  contra(
    'con-en-hawk-weight',
    'en',
    o('juno-profile.md', 'Juno, the female Harris hawk, has a flying weight of 920 g. She is flown on the east field only, never near the car park.', 'Juno the Harris hawk'),
    n(
      'flying-weights.md',
      ['| Bird | Flying weight |', '| --- | --- |', '| Juno (Harris, F) | 870 g |', '| Ash (Harris, M) | 640 g |', '| Pip (kestrel) | 190 g |'].join('\n'),
      'Flying weights of the display birds',
    ),
    ['flying weight of 920 g'],
    ['She is flown on the east field only, never near the car park.'],
  ),
  contra(
    'con-en-breakfast-show',
    'en',
    o('breakfast-show.md', 'The breakfast show runs 07:00-09:00 on weekdays and is presented by Priya.', 'Breakfast show slot'),
    n('weekday-grid.md', 'weekday grid: breakfast 06:30 to 09:00 (Priya), then Community Matters till 10, then music.', 'Weekday programme grid'),
    ['07:00-09:00'],
  ),
  contra(
    'con-en-gym-capacity',
    'en',
    o('floor-capacity.md', 'The gym holds at most 60 climbers at once under the fire certificate; the front desk counts with the clicker.', 'Fire capacity of the climbing floor'),
    n('capacity-signage.md', 'Capacity limit for the climbing floor is 75 people (fire certificate). The sign by the door says the same.', 'Capacity sign at the door'),
    ['at most 60 climbers'],
  ),
  contra(
    'con-en-expedited-turnaround',
    'en',
    o('turnaround-times.md', 'Turnaround for expedited transcripts is 3 business days from the order. Ordinary orders take 30 days.', 'Transcript turnaround'),
    n('expedited-orders.md', 'Expedited transcripts are due within 48 hours of the request; charge the expedited page rate.', 'Expedited transcript orders'),
    ['3 business days'],
    ['Ordinary orders take 30 days.'],
  ),
  // cross-language: older Chinese, newer English
  contra(
    'con-en-legal-rate-cross',
    'en',
    o('rate-card.md', '法律类译稿报价每千字 450 元（中译英），加急另加 30%。', '报价单'),
    n('legal-rates.md', 'Legal translation, Chinese into English: RMB 520 per 1,000 source characters.', 'Legal translation rate'),
    ['每千字 450 元'],
    ['加急另加 30%'],
  ),
  // cross-language: older English, newer Chinese
  contra(
    'con-zh-evt-build-cross',
    'zh',
    o('evt-plan.md', 'The EVT build is 50 units, split between drop tests and the field pilot.', 'EVT build plan'),
    n('evt-schedule.md', 'EVT 这一轮做 80 台，12 月第一周出货给试点客户。', 'EVT 排期'),
    ['The EVT build is 50 units'],
  ),
  contra(
    'con-zh-soup-refill',
    'zh',
    o('refill-policy.md', '锅底免费加汤，每桌最多加三次。', '加汤规定'),
    n('service-notes.md', '服务要点：\n- 加汤一律免费，不限次数\n- 蘸料台自助，香油蒜泥随便加', '前厅服务要点'),
    ['最多加三次'],
  ),
  contra(
    'con-zh-tw-chicken-price',
    'zh',
    o('price-list.md', '雞排一份賣 85 元，加辣不加價。', '價目表'),
    n('menu-board.md', '菜單看板：雞排 95 元／份，地瓜球 40 元，珍奶 60 元。', '攤位看板'),
    ['一份賣 85 元'],
    ['加辣不加價'],
  ),
  contra(
    'con-zh-hk-makeup-time',
    'zh',
    o('makeup-call.md', '每場演出前要預留兩個鐘化妝，勒頭同貼片要早做。', '化妝時間'),
    n('show-day-timeline.md', '演出日流程：開場前一個半鐘頭開始化妝，開場前半個鐘全部換好戲服。', '演出日流程'),
    ['預留兩個鐘化妝'],
  ),
  contra(
    'con-zh-honey-price',
    'zh',
    o('honey-purchase.md', '合作社收购社员蜂蜜的价格是每斤 38 元，现金结清。', '蜂蜜收购价'),
    n('purchase-terms.md', '蜂蜜收购价：42 元/斤，检测合格后月底统一转账。', '收购条款'),
    ['每斤 38 元'],
  ),
  // traps
  pairTrap(
    'con-trap-en-lido-season',
    'contradiction',
    'en',
    o('lido-summer.md', 'The outdoor lido opens 07:00-19:00 in summer (June to August).', 'Lido summer hours'),
    n('lido-winter.md', 'From September to May the lido opens 09:00-17:00, and the water is not heated.', 'Lido winter hours'),
    ['The outdoor lido opens 07:00-19:00 in summer (June to August).', 'From September to May the lido opens 09:00-17:00'],
    CONTRA_QUIET,
  ),
  pairTrap(
    'con-trap-en-bin-units',
    'contradiction',
    'en',
    o('picking-bins.md', 'Each picking bin holds 400 kg of grapes when full to the line.', 'Picking bin size'),
    n('bin-loading.md', 'A full bin is about 0.4 tonnes; never stack full bins more than two high on the trailer.', 'Loading bins on the trailer'),
    ['Each picking bin holds 400 kg of grapes', 'A full bin is about 0.4 tonnes'],
    CONTRA_QUIET,
  ),
  pairTrap(
    'con-trap-en-kids-days',
    'contradiction',
    'en',
    o('kids-saturday.md', "Kids' sessions run Saturday 09:00-11:00 in the training area, max 12 kids.", "Saturday kids' sessions"),
    n('kids-club-weekday.md', "Kids' club on weekdays runs 16:00-17:30 after school, Tuesday to Thursday.", "Weekday kids' club"),
    ["Kids' sessions run Saturday 09:00-11:00", "Kids' club on weekdays runs 16:00-17:30"],
    CONTRA_QUIET,
  ),
  pairTrap(
    'con-trap-zh-two-branches',
    'contradiction',
    'zh',
    o('chunxi-branch.md', '春熙路店营业到凌晨两点，夜宵时段人最多。', '春熙路店'),
    n('gaoxin-branch.md', '高新区店晚上十一点打烊，写字楼客人为主。', '高新区店'),
    ['春熙路店营业到凌晨两点', '高新区店晚上十一点打烊'],
    CONTRA_QUIET,
  ),
  pairTrap(
    'con-trap-zh-tw-soy-units',
    'contradiction',
    'zh',
    o('braise-recipe.md', '滷汁每一鍋用醬油 3 公升，冰糖一斤。', '滷汁配方'),
    n('braise-shopping.md', '叫貨備忘：滷一鍋要 3000 毫升醬油，一次叫一箱。', '滷汁叫貨'),
    ['滷汁每一鍋用醬油 3 公升', '滷一鍋要 3000 毫升醬油'],
    CONTRA_QUIET,
  ),
  pairTrap(
    'con-trap-zh-hk-matinee',
    'contradiction',
    'zh',
    o('evening-shows.md', '夜場七點半開鑼，七點鐘開閘入場。', '夜場時間'),
    n('matinee-shows.md', '日場下晝兩點開鑼，一點半開閘。', '日場時間'),
    ['夜場七點半開鑼', '日場下晝兩點開鑼'],
    CONTRA_QUIET,
  ),
];

// ---------------------------------------------------------------------------------------------
// paraphrase: 16 cases, 6 traps; en 8, zh 8; three pairs across languages
// ---------------------------------------------------------------------------------------------

const PARAPHRASE: QualityCase[] = [
  para(
    'para-en-hive-temperature',
    'en',
    o('inspection-weather.md', 'Never open a hive when it is below 14 °C; the brood chills.', 'Weather rule for inspections', 'feedback'),
    n('inspection-checklist.md', 'Hive inspections only on days of 14 °C or warmer.', 'Before an inspection', 'feedback'),
  ),
  para(
    'para-en-audio-retention',
    'en',
    o('audio-retention-policy.md', 'Audio backups of each court session shall be retained for a period of not less than seven (7) years.', 'Retention of session audio', 'feedback'),
    n('backup-notes.md', "keep session audio backups 7 yrs min, don't purge anything younger", 'Backup housekeeping', 'feedback'),
  ),
  para(
    'para-en-min-height',
    'en',
    o('passenger-height.md', 'Children shorter than 1.2 m are not allowed to fly in the basket.', 'Height rule for children', 'feedback'),
    n('booking-rules.md', 'min passenger height -> 120 cm (kids under that can\'t fly, refund the deposit)', 'Rules at booking time', 'feedback'),
  ),
  para(
    'para-en-explicit-lyrics',
    'en',
    o('watershed.md', 'Do not play any track with explicit lyrics before 21:00.', 'Watershed for explicit tracks', 'feedback'),
    n('presenter-guide.md', 'Explicit songs are only allowed from 9 pm onwards.', 'Guide for volunteer presenters', 'feedback'),
  ),
  // cross-language: Chinese, then English
  para(
    'para-en-second-review-cross',
    'en',
    o('review-rule.md', '译稿交付前必须经过第二名译员审校。', '审校规定', 'feedback'),
    n('qa-process.md', 'Every translation gets a review by a second translator before it goes to the client.', 'QA before delivery', 'feedback'),
  ),
  // cross-language: English, then Chinese
  para(
    'para-zh-burn-in-cross',
    'zh',
    o('burn-in.md', 'Never ship a unit without a 24-hour burn-in test.', 'Burn-in before shipping', 'feedback'),
    n('shipping-checklist.md', '每台设备出货前都要先做满 24 小时老化测试。', '出货检查清单', 'feedback'),
  ),
  para(
    'para-zh-tripe-seconds',
    'zh',
    o('tripe-serving.md', '服务员上毛肚时要提醒客人：七上八下，涮 15 秒左右就捞起来。', '上毛肚的提醒', 'feedback'),
    n('floor-staff-tips.md', '毛肚别让客人煮久了，端上桌就说一声，大概十五秒就可以吃。', '前厅小提示', 'feedback'),
  ),
  para(
    'para-zh-tw-fryer-lid',
    'zh',
    o('closing-lid.md', '收攤後油鍋一定要蓋上蓋子，避免老鼠跑進去。', '收攤防鼠', 'feedback'),
    n('closing-checklist.md', '每天收完攤，炸鍋都要蓋好再走（防鼠）。', '收攤檢查', 'feedback'),
  ),
  para(
    'para-zh-hk-call-time',
    'zh',
    o('call-time.md', '演出前一小時，所有演員必須到後台報到。', '報到時間', 'feedback'),
    n('troupe-reminders.md', '開場前一個鐘全部人要喺後台報到，唔好遲。', '劇團提提你', 'feedback'),
  ),
  para(
    'para-zh-incident-handover',
    'zh',
    o('oncall-handover.md', 'on-call 交接的时候，要把所有未关闭的 incident 逐个过一遍。', 'on-call 交接', 'feedback'),
    n('handover-checklist.md', 'Handover 时逐条 review 还 open 的 incident，不能只看 summary。', '交接清单', 'feedback'),
  ),
  // traps
  pairTrap(
    'para-trap-en-glue-humidifier',
    'paraphrase',
    'en',
    o('glue-pots.md', 'The hide glue pots must be switched off before leaving the workshop.', 'Glue pots at closing', 'feedback'),
    n('humidifier.md', 'The humidifier must be switched on before leaving the workshop.', 'Humidifier at closing', 'feedback'),
    ['The hide glue pots must be switched off before leaving the workshop.', 'The humidifier must be switched on before leaving the workshop.'],
    DUP_QUIET,
  ),
  pairTrap(
    'para-trap-en-hold-brushes',
    'paraphrase',
    'en',
    o('comp-wall-brushing.md', 'Brush holds on the competition wall with the soft nylon brushes only.', 'Brushing the comp wall', 'feedback'),
    n('outdoor-boulder-brushing.md', 'Brush holds on the outdoor training boulder with the brass brushes only.', 'Brushing the outdoor boulder', 'feedback'),
    ['Brush holds on the competition wall with the soft nylon brushes only.', 'Brush holds on the outdoor training boulder with the brass brushes only.'],
    DUP_QUIET,
  ),
  pairTrap(
    'para-trap-en-weighing',
    'paraphrase',
    'en',
    o('hawk-weighing.md', 'Hawks are weighed every morning before they fly.', 'Weighing the hawks', 'feedback'),
    n('owl-weighing.md', 'Owls are weighed every evening after they are fed.', 'Weighing the owls', 'feedback'),
    ['Hawks are weighed every morning before they fly.', 'Owls are weighed every evening after they are fed.'],
    DUP_QUIET,
  ),
  // cross-language trap: English, then Chinese
  pairTrap(
    'para-trap-zh-review-field-cross',
    'paraphrase',
    'zh',
    o('medical-review.md', 'Medical translations need a second review by a translator with a medical background.', 'Medical translation review', 'feedback'),
    n('legal-review.md', '法律类译稿必须由有法律背景的译员做二审。', '法律译稿二审', 'feedback'),
    ['Medical translations need a second review by a translator with a medical background.', '法律类译稿必须由有法律背景的译员做二审。'],
    DUP_QUIET,
  ),
  pairTrap(
    'para-trap-zh-freezer-fridge',
    'paraphrase',
    'zh',
    o('freezer-temp.md', '冻库温度要保持在零下 18 度以下，每天早晚各记一次。', '冻库温度', 'feedback'),
    n('fridge-temp.md', '冷藏柜温度要保持在 0 到 4 度之间，每天早晚各记一次。', '冷藏柜温度', 'feedback'),
    ['冻库温度要保持在零下 18 度以下', '冷藏柜温度要保持在 0 到 4 度之间'],
    DUP_QUIET,
  ),
  pairTrap(
    'para-trap-zh-hk-headdress',
    'paraphrase',
    'zh',
    o('costume-storage.md', '戲服用完要即晚掛返入衣箱房，唔好摺。', '戲服收納', 'feedback'),
    n('headdress-storage.md', '盔頭用完要即晚放返入盔頭箱，唔好掛。', '盔頭收納', 'feedback'),
    ['戲服用完要即晚掛返入衣箱房，唔好摺。', '盔頭用完要即晚放返入盔頭箱，唔好掛。'],
    DUP_QUIET,
  ),
];

export const HELDOUT_20_FACTS_CASES: QualityCase[] = [...DATES_EN, ...DATES_ZH, ...SUPERSESSION, ...CONTRADICTION, ...PARAPHRASE];
