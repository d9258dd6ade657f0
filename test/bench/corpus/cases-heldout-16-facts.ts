import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 16, facts part: dates (English, Chinese), supersessions, implicit contradictions and
 * paraphrased duplicates, written fresh from the issue's "Never corrupt" section and the first
 * three bullets of "Never stay silent" by a writer who read no rule code, no other case set and
 * no benchmark output (only the format of the first lines of set 15's facts part).
 *
 * What it asks.
 * - dates-en: a date word inside a name or a call stays (`getYesterdayDrops()`, a bare
 *   fetchTodayManifest() and now() outside backticks, columns tomorrow_rostered / last_week_km, a
 *   button labelled “Copy yesterday”), so does a generic or hypothetical sentence (an order after
 *   22:00 baked "the day after tomorrow", a fee that "would be due tomorrow") and a recurring rule
 *   ("Every Sunday night ... next week's timetable"). Events convert: a past decision inside a rule
 *   ("We decided yesterday to never"), "changed this yesterday", "agreed on this two weeks ago",
 *   "Next Monday" at a sentence start, a Slack paste with @name, emoji and an arrow ("last night"),
 *   meeting minutes ("Decided the day before yesterday:" beside a recurring row that stays), a
 *   changelog line ("(3 days ago)"), Indian English ("last week itself"), German English ("Since
 *   yesterday we use"), a ticket ("Fix by tomorrow:"), an event beside a generic sentence that must
 *   stay, and "next week" in a long sentence.
 * - dates-zh: names and words that only look like dates stay (「明日叶」, 《昨日的美食》,
 *   getTomorrowBatch(), “今日产量”看板, “明天见” as a sound cue, last_week_rides), so do a quoted
 *   hypothetical script (「如果明天挂八号风球…」), a generic HK rule (過咗十二點就當係聽日), a
 *   recurring TW rule (每週一 ... 上週) and a generic rule (要是今天翻面，明天就不用再翻). Whole
 *   phrases convert where a segmenter may glue them to the next word (下周四和, 前天线上, 昨晚窑炉,
 *   大前天装订机, 上周二和, 后天 supplier), 上上周, 下下周, 这个月初, TW 上週三, HK 上星期五, HK
 *   琴晚 / 聽日, a rule set at a past meeting (昨天开会定了：以后 ...); a week becomes a range or a
 *   week-of date (its Monday is expected), never "那一周四" / "那一周二".
 * - supersession (explicit: fixed or flagged, never neither): switched ... from ... to, moved ... to,
 *   has migrated to, replaced ... with, is deprecated, use, no longer ...; now, is now (against a
 *   YAML-ish block), 从…迁移到了, 不再…改用, 改为, 已棄用 (TW), 換咗做 (HK), code-switched
 *   "switched 到 ... 不再用". Eight carry more in the old statement (a Friday run, a harbour master's
 *   sign-off, a microscope check, the net's day and controller, a weekly backup, a wash track and
 *   sign-off, a morning calibration, an E string) that a rewrite must keep. Traps: another branch,
 *   a trial with nothing decided, a motion voted down, another subject's change (冷库 beside 菇房),
 *   a stopgap (缺貨期間暫時), a fare history that agrees with the newer memory (HK).
 * - contradiction: the same subject with another value in a later memory, with no change word or
 *   only "Upgraded ... to": a version, a weekday, a price, a person, a table row (its other row must
 *   stay), an opening time in run-on British prose (its booking clause must stay), an annealing
 *   temperature (German English), a hive count, a lunch time, a TW committee role, an HK steaming
 *   time, a moisture limit (code-switched), a brewing temperature, TW opening hours. Traps: two hubs,
 *   weekday / weekend staffing, a lower and an upper bound, summer / winter, a TW fee history that
 *   agrees with the newer memory, two HK roles.
 * - paraphrase: one rule in other words: negative and positive, British and American spelling,
 *   prose against terse bullets, formal against chat with emoji, non-native English, a note against
 *   a commit line, Simplified negative / positive, Simplified prose against prose, Traditional
 *   (Taiwan), Cantonese (HK), code-switched, a table row against a sentence. Flag
 *   `possible-duplicate` naming both; a merge is right too when the newer, shorter file goes (and a
 *   fact only it holds reaches the survivor). Traps: the same frame with another object (engines /
 *   alarms), another action (stored / inspected), weekday / weekend coaches, another species
 *   (意蜂 / 中蜂), cold / hot holding (TW), another object to wipe (HK).
 *
 * Domains: a bicycle courier co-op, a tram depot, an observatory's IT, a bakery chain's POS team, a
 * customs broker, a ferry line, a seed bank, a violin maker, a dental lab, a bee farm, a film archive,
 * a glassworks, a ham-radio club, a kite shop, a theatre lighting crew, a bookbindery, a school
 * canteen, a fish market, a locksmith, a tea house, a noodle factory, an HK minibus operator, a
 * Taiwan temple-festival committee, a bike-share operator, a cheese cave, an HK dim sum kitchen, an
 * HK karaoke chain, a rice mill, a Taiwan bubble-tea chain, a mushroom farm, a choir, a museum
 * conservation lab, a hot-spring inn, a Taiwan rowing club, an HK escape room, a Taiwan laundromat,
 * a Taiwan bento shop.
 * Writers: meeting minutes, a Slack paste with @names, emoji and arrows, YAML-ish lines, a changelog
 * line, a ticket title + body, Markdown tables and headings, a commit line, chat shorthand, Indian
 * English and German English, run-on British prose, very short notes, code-switched Chinese and
 * English, Simplified, Traditional (Taiwan office notes) and Hong Kong Cantonese (咗, 嘅, 琴晚, 聽日,
 * 而家, 上星期五).
 *
 * Calendar: every date case is written on 2026-11-18 (a Wednesday). yesterday / last night / 昨天 /
 * 昨晚 / 琴晚 2026-11-17; the day before yesterday / 前天 2026-11-16; 3 days ago / 大前天
 * 2026-11-15; 上星期五 2026-11-13; last week the week of 2026-11-09 (上周二 2026-11-10, 上週三
 * 2026-11-11); two weeks ago / 上上周 the week of 2026-11-02 (14 days back: 2026-11-04, either is
 * right, so those cases expect "2026-11-0" and forbid the wrong weeks); tomorrow / 明天 / 聽日
 * 2026-11-19; 后天 2026-11-20; Next Monday / next week the week of 2026-11-23 (下周四 2026-11-26);
 * 下下周 the week of 2026-11-30; 这个月初 early November 2026 (never expected as a bare month).
 * 下周三 is not used: it would be 2026-11-25, the benchmark's now, which checks neither expect nor
 * forbid. Checks never expect 2026-11-18 or a bare "2026-11" (the frontmatter holds them).
 * Pairs (supersession, contradiction, paraphrase) are 2026-05-06 (older) and 2026-10-27 (newer),
 * and hold no relative date. Flags name both memories by file name (without ".md"); no file name
 * of a case is part of another's.
 *
 * Counts: 97 cases, 32 traps (dates-en 19 / 7, dates-zh 21 / 7, supersession 19 / 6,
 * contradiction 20 / 6, paraphrase 18 / 6); 48 English, 49 Chinese, 18 of them Traditional
 * (Taiwan or Hong Kong). Supersession 10 English (3 traps) / 9 Chinese (3 traps), contradiction
 * 10 / 10 (3 / 3), paraphrase 9 / 9 (3 / 3).
 *
 * Untouched run (the rules at c4b8e17, the round's base; the lead alone runs this set): recall 63.1 %, precision 85.2 %, 3 harmful, 2 silent; dates-en 75 %, dates-zh 86 %, supersession 85 % (2 fixed, 9 flagged of 13), contradiction 21 %, paraphrase 50 %.
 */

const DAY = '2026-11-18';
const OLD = '2026-05-06';
const NEW = '2026-10-27';
const SUP = ['outdated', 'contradiction'];
const CON = ['contradiction', 'outdated'];
const DUP = ['possible-duplicate'];
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');
/** A finding of one of `kinds` naming both memories. */
const naming = (kinds: string[], a: CaseMemory, b: CaseMemory): { kinds: string[]; mentions: string[] } => ({ kinds, mentions: [stem(a.file), stem(b.file)] });

/** An explicit supersession: the old memory, the newer one that supersedes it, and what a rewrite leaves. */
const sup = (id: string, lang: 'en' | 'zh', old: CaseMemory, next: CaseMemory, fixed: NonNullable<QualityCase['fixed']>, keep?: string[]): QualityCase => ({
  id,
  category: 'supersession',
  lang,
  explicit: true,
  memories: [old, next],
  fixed,
  flag: naming(SUP, old, next),
  ...(keep ? { keep } : {}),
});

/** An implicit contradiction: the same subject with another value in a later memory. */
const con = (id: string, lang: 'en' | 'zh', old: CaseMemory, next: CaseMemory, fixed: NonNullable<QualityCase['fixed']>, keep?: string[]): QualityCase => ({
  id,
  category: 'contradiction',
  lang,
  memories: [old, next],
  fixed,
  flag: naming(CON, old, next),
  ...(keep ? { keep } : {}),
});

/** A paraphrased duplicate: flagged naming both, or merged with `gone` gone and every fact of it kept. */
const par = (id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, gone: CaseMemory, contains: string[] = [], keep?: string[]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  memories: [a, b],
  fixed: { gone: [gone.file], ...(contains.length ? { contains } : {}) },
  flag: naming(DUP, a, b),
  ...(keep ? { keep } : {}),
});

/** A two-memory trap: both bodies come through exactly, with no finding of the `quiet` kinds. */
const trapPair = (id: string, category: QualityCase['category'], lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, quiet: string[], keep: string[] = [a.body, b.body]): QualityCase => ({
  id,
  category,
  lang,
  trap: true,
  memories: [a, b],
  keep,
  quiet,
});

/** A one-memory date trap whose whole body must stay. */
const dateTrap = (id: string, category: 'dates-en' | 'dates-zh', lang: 'en' | 'zh', m: CaseMemory): QualityCase => ({ id, category, lang, trap: true, memories: [m], keep: [m.body] });

/** A one-memory date event: afterwards memory holds every `contains` text; `keep` stays exactly, `forbid` appears nowhere. */
const dateFix = (
  id: string,
  category: 'dates-en' | 'dates-zh',
  lang: 'en' | 'zh',
  m: CaseMemory,
  fixed: NonNullable<QualityCase['fixed']>,
  extra: { keep?: string[]; forbid?: string[] } = {},
): QualityCase => ({ id, category, lang, memories: [m], fixed, ...extra });

export const HELDOUT_16_FACTS_CASES: QualityCase[] = [
  // ---- dates-en traps: a date word inside a call, a column name, a UI label, a bare now()
  dateTrap('h16-den-trap-camel-calls', 'dates-en', 'en', mem('courier-dispatch-api.md', 'Dispatch API: `getYesterdayDrops()` feeds the morning board and fetchTodayManifest() feeds the rider app; both endpoints are read-only.')),
  dateTrap('h16-den-trap-columns', 'dates-en', 'en', mem('depot-shift-view.md', "Depot reporting: the view shift_plan has the columns tomorrow_rostered (drivers booked for the next service day) and last_week_km (odometer sum per tram). Don't rename them, the Power BI sheet depends on both.")),
  dateTrap('h16-den-trap-bare-now', 'dates-en', 'en', mem('dome-scheduler-clock.md', 'Observatory IT: the dome scheduler calls now() in UTC and compares it with the ephemeris, so a laptop left on local time opens the dome an hour early in winter.')),
  dateTrap('h16-den-trap-ui-label', 'dates-en', 'en', mem('germination-log-button.md', 'The germination log has a button labelled “Copy yesterday” that duplicates the previous entry; the techs press it every morning and then edit the counts.')),
  // ---- dates-en traps: generic, hypothetical and recurring sentences
  dateTrap('h16-den-trap-generic-cutoff', 'dates-en', 'en', mem('bakery-online-cutoff.md', "POS rule: an online order placed after 22:00 is not baked until the day after tomorrow, because the night shift's dough is already portioned by then.")),
  dateTrap('h16-den-trap-hypothetical-fee', 'dates-en', 'en', mem('broker-storage-fees.md', "If a container clears customs today, the storage fee would be due tomorrow and not on the day it arrived; brokers explain it to clients as 'free until tomorrow'.")),
  dateTrap('h16-den-trap-recurring', 'dates-en', 'en', mem('ferry-timetable-publishing.md', "Every Sunday night the ferry line publishes next week's timetable, and the Monday crossings are always the first ones to change.")),
  // ---- dates-en events: must be converted
  dateFix('h16-den-decided-never', 'dates-en', 'en', mem('varnish-booth-rule.md', 'We decided yesterday to never varnish a top in the spray booth while the dust extractor is off.', DAY, 'feedback'), { contains: ['2026-11-17', 'varnish a top in the spray booth'] }, { keep: ['to never varnish a top in the spray booth while the dust extractor is off.'] }),
  dateFix('h16-den-changed-this', 'dates-en', 'en', mem('scanner-margin-profile.md', 'Margin settings for the intraoral scanner: Priya changed this yesterday after three crowns came back short, so check the profile before every scan.'), { contains: ['2026-11-17'] }, { keep: ['so check the profile before every scan.'] }),
  dateFix('h16-den-agreed-two-weeks', 'dates-en', 'en', mem('varroa-treatment.md', 'Varroa treatment: the co-op agreed on this two weeks ago. Oxalic acid dribble only when the colonies are broodless, and never formic strips during the honey flow.'), { contains: ['2026-11-0'] }, { keep: ['Oxalic acid dribble only when the colonies are broodless, and never formic strips during the honey flow.'], forbid: ['2026-11-09', '2026-10-26', '2026-10-28'] }),
  dateFix('h16-den-next-monday', 'dates-en', 'en', mem('scanner-calibration-trip.md', 'Next Monday the 35mm film scanner goes to Hamburg for calibration; book the digitisation slots around it.'), { contains: ['2026-11-23'] }),
  dateFix('h16-den-slack-last-night', 'dates-en', 'en', mem('furnace-two-crucible.md', '@jonas furnace 2 cracked a crucible last night 😬 → running on furnace 1 only until the new crucible arrives'), { contains: ['2026-11-17'] }, { keep: ['running on furnace 1 only until the new crucible arrives'] }),
  dateFix('h16-den-minutes', 'dates-en', 'en', mem('radio-club-minutes.md', '## Club minutes\n- Present: G4XKR, M0PLQ, 2E0HBT\n- Decided the day before yesterday: the repeater CTCSS tone stays at 88.5 Hz.\n- Every Thursday the club net starts at 20:00.'), { contains: ['2026-11-16', '88.5 Hz'] }, { keep: ['- Every Thursday the club net starts at 20:00.'] }),
  dateFix('h16-den-changelog', 'dates-en', 'en', mem('kiteshop-sync-changelog.md', 'v2.4.1 (3 days ago): stock sync now skips kites with no SKU, so the webshop no longer lists them.'), { contains: ['2026-11-15', 'stock sync now skips kites with no SKU'] }),
  dateFix('h16-den-indian-english', 'dates-en', 'en', mem('dimmer-rack-repatch.md', 'Kindly note, the dimmer rack in bay 3 was re-patched last week itself, so channel 41 is now the cyc and not the house lights.'), { contains: ['2026-11-09'] }, { keep: ['so channel 41 is now the cyc and not the house lights.'] }),
  dateFix('h16-den-german-english', 'dates-en', 'en', mem('bindery-pva-glue.md', 'Since yesterday we use the new PVA from Planatol, the old one made the spines too stiff. Please do not mix them in the same pot.'), { contains: ['2026-11-17'] }, { keep: ['Please do not mix them in the same pot.'] }),
  dateFix('h16-den-ticket', 'dates-en', 'en', mem('allergen-board-ticket.md', 'CAN-212: Allergen board is wrong\n\nThe bakery supplier started using a sesame recipe for the sandwich bread and nobody updated the board. Fix by tomorrow: print new allergen cards for the counter.'), { contains: ['2026-11-19', 'print new allergen cards for the counter'] }),
  dateFix('h16-den-event-beside-generic', 'dates-en', 'en', mem('auction-ice-machine.md', 'The ice machine broke down yesterday and was running again by noon. As a rule, fish landed after 14:00 is sold tomorrow morning at the second auction.'), { contains: ['2026-11-17'] }, { keep: ['As a rule, fish landed after 14:00 is sold tomorrow morning at the second auction.'] }),
  dateFix('h16-den-long-sentence', 'dates-en', 'en', mem('locksmith-protec-blanks.md', 'The spare Protec2 key blanks that the wholesaler promised for October and then again for mid-November are now due next week, which means that until they are on the shelf nobody cuts a Protec2 copy for a walk-in customer, however much they offer to pay.'), { contains: ['2026-11-23'] }, { keep: ['nobody cuts a Protec2 copy for a walk-in customer, however much they offer to pay.'] }),

  // ---- dates-zh traps: names and words that only look like dates
  dateTrap('h16-dzh-trap-names', 'dates-zh', 'zh', mem('teahouse-cold-brew.md', '茶单上新加了「明日叶」冷泡茶，和《昨日的美食》联名的茶点放在同一页。')),
  dateTrap('h16-dzh-trap-call-label', 'dates-zh', 'zh', mem('noodle-batch-script.md', '排产脚本里的 getTomorrowBatch() 只读不写，车间门口的“今日产量”看板也是它喂的数据。')),
  dateTrap('h16-dzh-trap-sound-cue', 'dates-zh', 'zh', mem('bikeshare-lock-cue.md', '“明天见”是我们 App 落锁时的提示音文案，不要改；运营周报里的 last_week_rides 字段也别动。')),
  // ---- dates-zh traps: hypothetical, generic and recurring sentences
  dateTrap('h16-dzh-trap-quoted-script', 'dates-zh', 'zh', mem('ferry-typhoon-script.md', '客服话术：「如果明天挂八号风球，船票可以免费改期。」每次有台风预报都照这句回复。')),
  dateTrap('h16-dzh-trap-hk-generic', 'dates-zh', 'zh', mem('minibus-hk-waybill.md', '小巴車長守則：夜晚十二點後開出嘅車，路單一律寫翌日日期；即係話，過咗十二點就當係聽日。')),
  dateTrap('h16-dzh-trap-tw-recurring', 'dates-zh', 'zh', mem('temple-tw-ledger.md', '每週一早上廟方會把上週的香油錢對帳單寄給委員會，委員週三前要回覆。')),
  dateTrap('h16-dzh-trap-generic-rule', 'dates-zh', 'zh', mem('cheese-cave-turning.md', '奶酪入窖后的头一个月，要是今天翻过面，明天就不用再翻，隔天翻一次即可。')),
  // ---- dates-zh events: whole phrases, glued to the next word, weeks that read naturally
  dateFix('h16-dzh-next-thu-glued', 'dates-zh', 'zh', mem('seedbank-cold-room.md', '下周四和供应商一起检修零下二十度的冷库，当天所有样品暂停入库。'), { contains: ['2026-11-26', '当天所有样品暂停入库'] }, { forbid: ['那一周四', '23四和', '23 四和'] }),
  dateFix('h16-dzh-qiantian-glued', 'dates-zh', 'zh', mem('dentlab-order-system.md', '前天线上订单系统升级了，牙冠的交期现在按工作日算。'), { contains: ['2026-11-16', '线上订单系统升级了'] }),
  dateFix('h16-dzh-zuowan-glued', 'dates-zh', 'zh', mem('kiln-controller-alarm.md', '昨晚窑炉温控器报警，值班的老周把设定值从1180℃降到1150℃，等厂家来看。'), { contains: ['2026-11-17', '窑炉温控器报警'] }),
  dateFix('h16-dzh-daqiantian', 'dates-zh', 'zh', mem('bindery-glue-pot.md', '大前天装订机的胶锅换了新的加热片，温度稳定多了。'), { contains: ['2026-11-15', '装订机的胶锅换了新的加热片'] }),
  dateFix('h16-dzh-shangshangzhou', 'dates-zh', 'zh', mem('courier-coop-rain-fee.md', '上上周社员大会通过：雨天每单加价两块，月底统一结算。'), { contains: ['2026-11-0', '雨天每单加价两块'] }, { forbid: ['2026-11-09', '2026-10-26'] }),
  dateFix('h16-dzh-month-start', 'dates-zh', 'zh', mem('canteen-veggie-friday.md', '这个月初起，每周五午餐是素食日，家长群里已经通知过。'), { absent: ['这个月初'], contains: ['每周五午餐是素食日'] }, { keep: ['家长群里已经通知过。'] }),
  dateFix('h16-dzh-tw-last-wed', 'dates-zh', 'zh', mem('dome-tw-seal.md', '上週三颱風過後，望遠鏡圓頂的防水膠條重新貼過，下雨前仍要確認排水孔。'), { contains: ['2026-11-11', '望遠鏡圓頂的防水膠條重新貼過'] }, { keep: ['下雨前仍要確認排水孔。'], forbid: ['那一週三', '那一周三'] }),
  dateFix('h16-dzh-hk-last-friday', 'dates-zh', 'zh', mem('dimsum-hk-steamers.md', '上星期五蒸籠供應商加咗價，每個貴咗三蚊，老闆話暫時照用。'), { contains: ['2026-11-13', '蒸籠供應商加咗價'] }),
  dateFix('h16-dzh-hk-kam-maan', 'dates-zh', 'zh', mem('karaoke-hk-room3.md', '琴晚三號房部機死咗，師傅聽日朝早嚟整。'), { contains: ['2026-11-17', '2026-11-19'] }),
  dateFix('h16-dzh-xiaxiazhou', 'dates-zh', 'zh', mem('ricemill-overhaul.md', '下下周碾米机大修，大客户的订单要提前备货。'), { contains: ['2026-11-30', '碾米机大修'] }),
  dateFix('h16-dzh-code-switch', 'dates-zh', 'zh', mem('kiteshop-delta-delivery.md', '后天 supplier 会把新一批 delta kite 送到，记得先 check 骨架有没有裂。'), { contains: ['2026-11-20', 'delta kite'] }, { keep: ['记得先 check 骨架有没有裂。'] }),
  dateFix('h16-dzh-meeting-rule', 'dates-zh', 'zh', mem('beefarm-extraction-rule.md', '昨天开会定了：以后摇蜜前一律先测含水量，超过20%不摇。', DAY, 'feedback'), { contains: ['2026-11-17'] }, { keep: ['以后摇蜜前一律先测含水量，超过20%不摇。'] }),
  dateFix('h16-dzh-last-tue-glued', 'dates-zh', 'zh', mem('lighting-followspot.md', '上周二和导演对过灯位，第二幕的追光从舞台左侧进。'), { contains: ['2026-11-10', '第二幕的追光从舞台左侧进'] }, { forbid: ['那一周二', '09二和', '09 二和'] }),
  dateFix('h16-dzh-next-week', 'dates-zh', 'zh', mem('tram-catenary-nights.md', '下周整周夜班检修三号线的架空线，白班不受影响。'), { contains: ['2026-11-23', '三号线的架空线'] }),

  // ---- supersession, English: each a change word naming the old and the new value
  sup('h16-sup-switched-from-to', 'en',
    mem('rider-payout-provider.md', 'Rider payouts run through Wise every Friday at 16:00.', OLD),
    mem('payments-stripe-connect.md', 'We switched rider payouts from Wise to Stripe Connect.', NEW),
    { absent: ['payouts run through Wise'] }, ['every Friday at 16:00']),
  sup('h16-sup-moved-to', 'en',
    mem('ferry-booking-hosting.md', "The ferry booking site is hosted on Heroku, and every deploy needs sign-off from the harbour master's office.", OLD),
    mem('flyio-move-note.md', 'Moved the booking site to Fly.io.', NEW),
    { absent: ['hosted on Heroku'] }, ["every deploy needs sign-off from the harbour master's office"]),
  sup('h16-sup-migrated-to', 'en',
    mem('film-catalogue-db.md', 'The film catalogue lives in a FileMaker database on the archive NAS.', OLD),
    mem('collectiveaccess-rollout.md', 'The film catalogue has migrated to CollectiveAccess; the FileMaker file is kept read-only for reference.', NEW),
    { absent: ['lives in a FileMaker database'] }),
  sup('h16-sup-replaced-with', 'en',
    mem('zirconia-milling.md', 'Zirconia crowns are milled on the Roland DWX-52D, and every crown is checked under the stereo microscope before sintering.', OLD),
    mem('mill-purchase-october.md', 'Replaced the Roland DWX-52D with an imes-icore 250i in October.', NEW),
    { absent: ['milled on the Roland DWX-52D'] }, ['every crown is checked under the stereo microscope before sintering']),
  sup('h16-sup-deprecated-use', 'en',
    mem('night-image-ingest.md', 'Night images are ingested with the ingest.sh script on the dome PC.', OLD),
    mem('skycap-service.md', 'ingest.sh is deprecated, use the `skycap` service instead.', NEW),
    { absent: ['ingested with the ingest.sh script'] }),
  sup('h16-sup-no-longer-now', 'en',
    mem('till-receipt-printing.md', 'Tills print a paper receipt for every sale.', OLD),
    mem('receipt-opt-in.md', 'We no longer print receipts by default; now the till asks the customer first.', NEW),
    { absent: ['print a paper receipt for every sale'] }),
  sup('h16-sup-is-now-yaml', 'en',
    mem('weekly-net-details.md', 'net:\n  frequency: 145.500 MHz\n  day: Thursday\n  controller: G4XKR', OLD),
    mem('net-frequency-update.md', 'The club net frequency is now 145.475 MHz.', NEW),
    { absent: ['145.500'] }, ['day: Thursday', 'controller: G4XKR']),
  // ---- supersession, Chinese
  sup('h16-sup-zh-migrated', 'zh',
    mem('seedbank-intake-records.md', '种子库的入库记录存在 Access 数据库里，每周五由管理员备份到移动硬盘。', OLD),
    mem('postgres-intake-move.md', '入库记录已经从 Access 迁移到了 PostgreSQL。', NEW),
    { absent: ['存在 Access 数据库里'] }, ['每周五由管理员备份到移动硬盘']),
  sup('h16-sup-zh-no-longer', 'zh',
    mem('canteen-vegetable-supply.md', '食堂的蔬菜由城东农场每天早上七点送到。', OLD),
    mem('lvyuan-coop-delivery.md', '不再从城东农场进菜，改用绿源合作社配送。', NEW),
    { absent: ['由城东农场每天早上七点送到'] }),
  sup('h16-sup-zh-gaiwei', 'zh',
    mem('tram-exterior-wash.md', '电车外部清洗每周二夜里做，用三号洗车线，洗完要签字确认。', OLD),
    mem('wash-night-thursday.md', '电车外部清洗改为每周四夜里。', NEW),
    { absent: ['每周二夜里做'] }, ['三号洗车线', '洗完要签字确认']),
  sup('h16-sup-tw-deprecated', 'zh',
    mem('glass-tw-custom-orders.md', '客製訂單一律用 Google 表單收件，業務每天下午彙整。', OLD),
    mem('quote-system-tw.md', 'Google 表單已棄用，客製訂單請改用官網的詢價系統。', NEW),
    { absent: ['一律用 Google 表單收件'] }),
  sup('h16-sup-hk-replaced', 'zh',
    mem('fishstall-hk-scale.md', '魚檔用嘅電子磅係 A&D 牌，每朝開檔前要校一次。', OLD),
    mem('cas-scale-hk.md', 'A&D 部磅已經換咗做 CAS 牌。', NEW),
    { absent: ['電子磅係 A&D 牌'] }, ['每朝開檔前要校一次']),
  sup('h16-sup-zh-code-switch', 'zh',
    mem('student-violin-strings.md', '学生琴默认装 Dominant 琴弦，E 弦单独用 Pirastro Gold。', OLD),
    mem('tonica-default-note.md', '学生琴的默认琴弦 switched 到 Tonica 了，Dominant 不再用。', NEW),
    { absent: ['默认装 Dominant 琴弦'] }, ['E 弦单独用 Pirastro Gold']),
  // ---- supersession traps: another branch, a trial, a motion voted down, another subject, a stopgap, agreeing history
  trapPair('h16-sup-trap-other-branch', 'supersession', 'en',
    mem('hamburg-card-terminal.md', 'The Hamburg kite shop takes card payments through SumUp.', OLD),
    mem('berlin-card-terminal.md', 'The Berlin kite shop switched from SumUp to Zettle.', NEW), SUP),
  trapPair('h16-sup-trap-trial', 'supersession', 'en',
    mem('key-blank-supplier.md', 'Key blanks are ordered from Silca.', OLD),
    mem('jma-blank-trial.md', 'Trying JMA blanks for a month to compare prices; nothing is decided and Silca stays our supplier.', NEW), SUP),
  trapPair('h16-sup-trap-voted-down', 'supersession', 'en',
    mem('choir-rehearsal-venue.md', "Rehearsals are in St Mary's church hall.", OLD),
    mem('choir-agm-minutes.md', 'AGM minutes: motion to move rehearsals to the school gym was voted down, 4 for and 11 against.', NEW), SUP),
  trapPair('h16-sup-trap-other-subject', 'supersession', 'zh',
    mem('mushroom-grow-humidity.md', '菇房的湿度保持在90%左右。', OLD),
    mem('mushroom-cold-store.md', '冷库的温度从4℃改为2℃，菇房不变。', NEW), SUP),
  trapPair('h16-sup-trap-tw-stopgap', 'supersession', 'zh',
    mem('bubbletea-tw-milk.md', '鮮奶固定用光泉。', OLD),
    mem('milk-shortage-tw.md', '光泉缺貨期間暫時改用林鳳營，到貨後換回來。', NEW), SUP),
  trapPair('h16-sup-trap-hk-history', 'supersession', 'zh',
    mem('redvan-hk-fare-history.md', '紅van 旺角去觀塘嘅車費由 $12 加到 $14。', OLD),
    mem('redvan-hk-octopus.md', '旺角去觀塘車費 $14，八達通同現金一樣價。', NEW), SUP),

  // ---- contradiction, English: the same subject with another value in a later memory
  con('h16-con-version', 'en',
    mem('log-server-database.md', "The observatory's log server runs Postgres 14.", OLD),
    mem('postgres-upgrade-done.md', 'Upgraded the log server to Postgres 16.', NEW),
    { absent: ['runs Postgres 14'] }),
  con('h16-con-weekday', 'en',
    mem('focus-review-slot.md', 'The weekly focus review is on Monday at 10:00 in the grid.', OLD),
    mem('lighting-crew-calendar.md', 'Weekly focus review: Sunday, 15:00, on stage.', NEW),
    { absent: ['on Monday at 10:00'] }),
  con('h16-con-price', 'en',
    mem('sail-repair-cost.md', 'A sail repair costs €35 flat.', OLD),
    mem('workshop-price-list.md', 'Price list: sail repair €45, bridle replacement €20.', NEW),
    { absent: ['costs €35 flat'] }, ['bridle replacement €20']),
  con('h16-con-person', 'en',
    mem('gold-tooling-contact.md', 'Gold tooling orders go to Henrike.', OLD),
    mem('bindery-roster.md', 'Gold tooling: Matteo handles all orders.', NEW),
    { absent: ['go to Henrike'] }),
  con('h16-con-table-row', 'en',
    mem('lab-courier-table.md', '| Lab | Courier |\n|---|---|\n| Leeds | DPD |\n| York | Royal Mail |', OLD),
    mem('york-parcels.md', 'York lab parcels are sent with DPD.', NEW),
    { absent: ['| York | Royal Mail |'] }, ['| Leeds | DPD |']),
  con('h16-con-british-prose', 'en',
    mem('north-pier-office.md', 'The ticket office at the north pier opens at 06:30 on weekdays, which, as anyone who has tried to book a car space at short notice will know, is exactly when the phone queue is at its worst, so online bookings are always preferred.', OLD),
    mem('pier-office-hours.md', 'North pier ticket office: opens 07:15 on weekdays.', NEW),
    { absent: ['opens at 06:30'] }, ['so online bookings are always preferred.']),
  con('h16-con-german-english', 'en',
    mem('bowl-annealing.md', 'The annealing of the bowls we make at 480 degrees for four hours.', OLD),
    mem('lehr-settings.md', 'Lehr for bowls: 510 °C, four hours.', NEW),
    { absent: ['at 480 degrees'] }),
  // ---- contradiction, Chinese
  con('h16-con-zh-count', 'zh',
    mem('apiary-hive-total.md', '蜂场一共有 120 箱蜂。', OLD),
    mem('colony-census.md', '蜂场现有蜂群 150 箱。', NEW),
    { absent: ['一共有 120 箱蜂'] }),
  con('h16-con-zh-time', 'zh',
    mem('primary-lunch-time.md', '小学部午餐 11:30 开饭。', OLD),
    mem('canteen-sittings.md', '小学部：12:00 开饭；初中部：12:20 开饭。', NEW),
    { absent: ['午餐 11:30 开饭'] }, ['初中部：12:20 开饭']),
  con('h16-con-tw-person', 'zh',
    mem('procession-tw-traffic.md', '遶境的交管申請由陳主委負責。', OLD),
    mem('committee-tw-roles.md', '遶境交管申請：林總幹事負責。', NEW),
    { absent: ['由陳主委負責'] }),
  con('h16-con-hk-minutes', 'zh',
    mem('hargow-hk-steaming.md', '蝦餃蒸六分鐘。', OLD),
    mem('steamer-hk-timings.md', '蝦餃：蒸八分鐘，唔好多過。', NEW),
    { absent: ['蝦餃蒸六分鐘'] }),
  con('h16-con-zh-code-switch', 'zh',
    mem('paddy-moisture-limit.md', '稻谷入仓的含水率上限是 14.5%。', OLD),
    mem('mill-qc-standard.md', 'QC 标准：入仓含水率 max 13.5%。', NEW),
    { absent: ['上限是 14.5%'] }),
  con('h16-con-zh-temperature', 'zh',
    mem('greentea-water.md', '绿茶用 80℃ 的水冲泡。', OLD),
    mem('brewing-card.md', '冲绿茶：水温 85℃，第一泡 30 秒。', NEW),
    { absent: ['用 80℃ 的水冲泡'] }, ['第一泡 30 秒']),
  con('h16-con-tw-hours', 'zh',
    mem('laundromat-tw-closing.md', '自助洗衣店營業到晚上十一點。', OLD),
    mem('door-notice-tw.md', '門口告示：營業時間 07:00–24:00。', NEW),
    { absent: ['營業到晚上十一點'] }),
  // ---- contradiction traps: two hubs, weekday / weekend, two bounds, two seasons, agreeing history, two roles
  trapPair('h16-con-trap-two-hubs', 'contradiction', 'en',
    mem('north-hub-closing.md', 'The north courier hub closes at 19:00.', OLD),
    mem('south-hub-closing.md', 'The south courier hub closes at 21:00.', NEW), CON),
  trapPair('h16-con-trap-weekend', 'contradiction', 'en',
    mem('conservation-lab-weekdays.md', 'The conservation lab is staffed 08:00–16:00 on weekdays.', OLD),
    mem('conservation-lab-saturdays.md', 'On weekends the conservation lab is staffed 10:00–14:00 by one volunteer.', NEW), CON),
  trapPair('h16-con-trap-bounds', 'contradiction', 'en',
    mem('vault-humidity-floor.md', 'Seed vault relative humidity must not drop below 10%.', OLD),
    mem('vault-humidity-ceiling.md', 'Seed vault relative humidity must stay under 15%.', NEW), CON),
  trapPair('h16-con-trap-seasons', 'contradiction', 'zh',
    mem('onsen-summer-pool.md', '夏季露天池开放到晚上十点。', OLD),
    mem('onsen-winter-pool.md', '冬季露天池开放到晚上九点。', NEW), CON),
  trapPair('h16-con-trap-tw-history', 'contradiction', 'zh',
    mem('rowing-tw-fee-raise.md', '划船社年費今年起從 1,500 元調到 1,800 元。', OLD),
    mem('rowing-tw-membership.md', '划船社年費 1,800 元，新生減半。', NEW), CON),
  trapPair('h16-con-trap-hk-roles', 'contradiction', 'zh',
    mem('escape-hk-front-desk.md', '密室逃脫嘅前台由阿Ken負責。', OLD),
    mem('escape-hk-props.md', '密室逃脫嘅機關維修由阿Mi負責。', NEW), CON),

  // ---- paraphrase, English: one rule in other words (the newer, shorter one may be merged away)
  (() => {
    const a = mem('violin-showroom-humidity.md', 'Never leave a finished violin in the showroom when the humidity is below 40%, because the top can crack.', OLD, 'feedback');
    const b = mem('instrument-display-rule.md', 'Finished instruments go in the showroom only at 40% humidity or more.', NEW, 'feedback');
    return par('h16-par-negative-positive', 'en', a, b, b);
  })(),
  (() => {
    const a = mem('colour-batch-weighing.md', 'Colour batches must be weighed to the gram and labelled with the furnace number they are for.', OLD);
    const b = mem('color-batch-labels.md', 'Weigh every color batch to the gram and label it with its furnace number.', NEW);
    return par('h16-par-spelling', 'en', a, b, b);
  })(),
  (() => {
    const a = mem('fridge-temperature-log.md', 'Kitchen staff record the fridge temperature two times a day on the sheet taped to the fridge door, and it must never be above five degrees.', OLD);
    const b = mem('cold-chain-bullets.md', '- fridge temp logged 2x/day\n- max 5 °C\n- sheet on the door', NEW);
    return par('h16-par-prose-bullets', 'en', a, b, b);
  })(),
  (() => {
    const a = mem('lifejacket-locker-check.md', 'Before every departure the deckhand counts the life jackets in each locker and signs the check sheet.', OLD);
    const b = mem('deckhand-chat-paste.md', 'deckhand counts lifejackets in every locker b4 each sailing + signs the sheet 👍', NEW);
    return par('h16-par-formal-chat', 'en', a, b, b);
  })(),
  (() => {
    const a = mem('hs-code-second-check.md', 'Every shipment must have its HS code checked by a second broker before the declaration is submitted.', OLD);
    const b = mem('declaration-verify.md', 'Always the HS code is to be verified from another broker prior to submit the declaration.', NEW);
    return par('h16-par-non-native', 'en', a, b, b);
  })(),
  (() => {
    const a = mem('staff-discount-giftcards.md', 'Staff discounts must never be applied to gift-card purchases at the till.', OLD, 'feedback');
    const b = mem('pos-commit-line.md', 'fix(pos): block staff discount on gift cards (rule from ops)', NEW);
    return par('h16-par-commit-line', 'en', a, b, b);
  })(),
  // ---- paraphrase, Chinese
  (() => {
    const a = mem('hive-smoke-first.md', '开箱检查时一定要先喷烟，再揭盖。', OLD, 'feedback');
    const b = mem('lid-no-smoke.md', '没喷烟之前不要揭蜂箱盖。', NEW, 'feedback');
    return par('h16-par-zh-negative-positive', 'zh', a, b, b);
  })(),
  (() => {
    const a = mem('tram-brake-test.md', '每班出车前，司机要做一次制动测试，并在平板上打勾确认。', OLD);
    const b = mem('departure-precheck.md', '出车前必须测一下刹车，测完在平板上勾选。', NEW);
    return par('h16-par-zh-prose', 'zh', a, b, b);
  })(),
  (() => {
    const a = mem('shade-tw-lightbox.md', '比色一律在自然光燈箱下進行，不要在診間的日光燈下比。', OLD, 'feedback');
    const b = mem('colour-match-tw.md', '比色時請用燈箱的自然光，診間燈光不準。', NEW, 'feedback');
    return par('h16-par-tw', 'zh', a, b, b);
  })(),
  (() => {
    const a = mem('fish-hk-ice-first.md', '啲魚一上枱就要即刻落冰，唔好擺喺度等客。', OLD, 'feedback');
    const b = mem('stall-hk-chilling.md', '鮮魚上枱後馬上鋪冰。', NEW, 'feedback');
    return par('h16-par-hk', 'zh', a, b, b);
  })(),
  (() => {
    const a = mem('rider-helmet-rule.md', '骑手上路必须戴头盔，没戴的不派单。', OLD, 'feedback');
    const b = mem('no-helmet-no-orders.md', 'No helmet 就不派单，这是社里的规定。', NEW, 'feedback');
    return par('h16-par-zh-code-switch', 'zh', a, b, b);
  })(),
  (() => {
    const a = mem('bindery-paper-table.md', '| 用途 | 纸张 |\n|---|---|\n| 衬页 | 120g 米色艺术纸 |\n| 封面 | 灰板 2mm |', OLD);
    const b = mem('endpaper-choice.md', '衬页统一用 120 克的米色艺术纸。', NEW);
    return par('h16-par-zh-table-row', 'zh', a, b, b, [], ['| 封面 | 灰板 2mm |']);
  })(),
  // ---- paraphrase traps: the same frame with another object, action, day, species, temperature, object to wipe
  trapPair('h16-par-trap-object', 'paraphrase', 'en',
    mem('car-deck-engines.md', 'Cars must switch off their engines on the car deck.', OLD),
    mem('car-deck-alarms.md', 'Cars must switch off their alarms on the car deck.', NEW), DUP),
  trapPair('h16-par-trap-action', 'paraphrase', 'en',
    mem('nitrate-reel-storage.md', 'Nitrate reels are stored in the vault at 4 °C.', OLD),
    mem('nitrate-reel-inspection.md', 'Nitrate reels are inspected in the vault every six months.', NEW), DUP),
  trapPair('h16-par-trap-weekend-coach', 'paraphrase', 'en',
    mem('weekday-sculling-coach.md', 'Weekday sculling sessions are coached by Ines.', OLD),
    mem('weekend-sculling-coach.md', 'Weekend sculling sessions are coached by Tom.', NEW), DUP),
  trapPair('h16-par-trap-species', 'paraphrase', 'zh',
    mem('italian-bee-feeding.md', '意蜂越冬前喂 2:1 的糖水。', OLD),
    mem('eastern-bee-feeding.md', '中蜂越冬前喂 1:1 的糖水。', NEW), DUP),
  trapPair('h16-par-trap-tw-holding', 'paraphrase', 'zh',
    mem('bento-tw-chilled.md', '冷藏便當要在 7℃ 以下保存。', OLD),
    mem('bento-tw-warm.md', '熱便當要在 60℃ 以上保溫。', NEW), DUP),
  trapPair('h16-par-trap-hk-wipe', 'paraphrase', 'zh',
    mem('ktv-hk-mic-wipe.md', '每間房收房之後要抹咪。', OLD),
    mem('ktv-hk-remote-wipe.md', '每間房收房之後要抹遙控。', NEW), DUP),
];
