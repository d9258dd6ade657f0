import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 9, meaning part: implicit contradictions and paraphrased duplicates, written by the fixer
 * of these categories before its rule changes, from the categories HELD-OUT 14 missed (never its
 * sentences), in domains no set had used (a climbing gym, a community radio station, a hospital
 * pharmacy, a recording studio, a bowling alley, an aquarium, a hostel, a car wash, a farmers'
 * market, a swimming pool, a dance school, a campsite, a film archive, a bike courier firm).
 *
 * Contradictions: one subject slot with another value of one type in a later memory: a weekday
 * moved (said with "now", with 改到), a clock time (6:30 / 7:00, 六点半 / 七点, 下午四點 / 五點, 1 pm
 * / 2 pm with the weekday as a qualifier on one side only), a firmware and a tool version, a person
 * by title (a sentence against a label, 由王医生负责 / 负责人：李医生), money (a sentence against a
 * label, 八百元 / 九百元), a capacity (twelve / 14 people, 十二個人 / 十四人). Traps: two things of one
 * kind (indoor / outdoor pool, 一號 / 二號練習室), a lower and an upper bound, weekday / weekend,
 * adult / child tickets, high / low season, two duties of one pharmacy, one value said twice.
 * Paraphrases: one rule from both sides ("never X without Y" / "always Y before X", 不要…之前 /
 * 只有…以后才能, 必须先 / 没…不能, 不可以獨自 / 一定要陪同, a mixed-language 不要 / 只), synonyms and
 * passive against imperative, British against American spelling, a bullet against prose, chat
 * against formal. Traps: one frame with another object, one condition with another action, two
 * things, weekday / weekend, another number.
 *
 * 40 cases first (14 traps; 20 English, 20 Chinese: Simplified, Traditional, mixed). Untouched
 * first run (at 2d8bd8a): recall 70 %, 1 harmful; contradiction 71 % (10 of 14: a bold label with a
 * clock, a sentence against 'packs up', 開放到 / 開到 and 十二個人 / 最多十四人 missed; no trap flagged),
 * paraphrase 69 % (9 of 13: synonyms, chat against formal and 一律關機 / 不准開著 missed, the bullet
 * against prose flagged but its bullet removed as superseded, harmful; no trap flagged). Ten
 * variants for the slot reading follow (five defects, five traps), written before it was tuned.
 *
 * Pairs are 2026-03-09 (older) and 2026-10-21 (newer).
 */

const OLD = '2026-03-09';
const NEW = '2026-10-21';
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const both = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['contradiction', 'outdated'], mentions: [a, b] });
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });
const STILL = ['contradiction', 'outdated'];

const trap = (id: string, lang: 'en' | 'zh', category: 'contradiction' | 'paraphrase', a: [string, string], b: [string, string], quiet: string[]): QualityCase => ({
  id,
  category,
  lang,
  trap: true,
  memories: [mem(a[0], a[1], OLD, category === 'paraphrase' ? 'feedback' : 'reference'), mem(b[0], b[1], NEW, category === 'paraphrase' ? 'feedback' : 'reference')],
  keep: [a[1], b[1]],
  quiet,
});

export const TUNING_9_MEANING_CASES: QualityCase[] = [
  // ---- contradictions
  { id: 't9-meaning-con-en-reset-day', category: 'contradiction', lang: 'en', memories: [mem('boulder-reset.md', "The climbing gym's bouldering wall is reset every Tuesday.", OLD), mem('reset-schedule.md', 'Bouldering wall resets now happen on Thursdays.', NEW)], flag: both('Tuesday', 'Thursday') },
  { id: 't9-meaning-con-en-show-start', category: 'contradiction', lang: 'en', memories: [mem('morning-show.md', "The station's breakfast show starts at 6:30.", OLD, 'reference'), mem('show-card.md', '**Breakfast show:** on air from 7:00, studio B.', NEW, 'reference')], flag: both('6:30', '7:00') },
  { id: 't9-meaning-con-en-firmware', category: 'contradiction', lang: 'en', memories: [mem('mixing-desk.md', "The studio's mixing desk runs firmware 4.2.", OLD, 'reference'), mem('desk-update.md', 'Updated the mixing desk firmware to 5.0 after the session on Friday.', NEW, 'reference')], flag: both('4.2', '5.0') },
  { id: 't9-meaning-con-en-audit-person', category: 'contradiction', lang: 'en', memories: [mem('cd-audit.md', "The pharmacy's controlled-drugs audit is signed off by Dr. Mensah.", OLD, 'reference'), mem('cd-audit-rota.md', 'Controlled-drugs audit sign-off: Dr. Varga', NEW, 'reference')], flag: both('Mensah', 'Varga') },
  { id: 't9-meaning-con-en-dorm-capacity', category: 'contradiction', lang: 'en', memories: [mem('big-dorm.md', "The hostel's big dorm sleeps twelve people.", OLD, 'reference'), mem('dorm-beds.md', 'The big dorm at the hostel now takes 14 people.', NEW, 'reference')], flag: both('twelve', '14') },
  { id: 't9-meaning-con-en-lane-price', category: 'contradiction', lang: 'en', memories: [mem('lane-hire.md', 'A lane at the bowling alley costs $30 an hour.', OLD, 'reference'), mem('lane-prices.md', 'Bowling lane hire — $35 per hour', NEW, 'reference')], flag: both('$30', '$35') },
  { id: 't9-meaning-con-en-market-close', category: 'contradiction', lang: 'en', memories: [mem('market-hours.md', "The farmers' market packs up at 1 pm on Saturdays.", OLD, 'reference'), mem('saturday-market.md', 'The Saturday market closes at 2 pm.', NEW, 'reference')], flag: both('1 pm', '2 pm') },
  { id: 't9-meaning-con-zh-reset-day', category: 'contradiction', lang: 'zh', memories: [mem('boulder-reset-zh.md', '攀岩馆的抱石区每周二换线。', OLD), mem('boulder-reset-new-zh.md', '抱石区换线改到每周四。', NEW)], flag: both('周二', '周四') },
  { id: 't9-meaning-con-zh-show-start', category: 'contradiction', lang: 'zh', memories: [mem('morning-show-zh.md', '社区电台的早间节目六点半开播。', OLD, 'reference'), mem('morning-show-new-zh.md', '早间节目现在七点开播。', NEW, 'reference')], flag: both('六点半', '七点') },
  { id: 't9-meaning-con-zh-night-pharmacist', category: 'contradiction', lang: 'zh', memories: [mem('night-shift-zh.md', '药房夜班由王医生负责。', OLD, 'reference'), mem('night-shift-new-zh.md', '药房夜班负责人：李医生', NEW, 'reference')], flag: both('王医生', '李医生') },
  { id: 't9-meaning-con-zht-touch-pool', category: 'contradiction', lang: 'zh', memories: [mem('touch-pool-zh.md', '水族館的觸摸池每天開放到下午四點。', OLD, 'reference'), mem('touch-pool-new-zh.md', '觸摸池現在開到下午五點。', NEW, 'reference')], flag: both('四點', '五點') },
  { id: 't9-meaning-con-zht-dorm', category: 'contradiction', lang: 'zh', memories: [mem('hostel-dorm-zh.md', '青年旅館的大通鋪可以睡十二個人。', OLD, 'reference'), mem('hostel-dorm-new-zh.md', '大通鋪最多睡十四人。', NEW, 'reference')], flag: both('十二個人', '十四人') },
  { id: 't9-meaning-con-zh-mixed-version', category: 'contradiction', lang: 'zh', memories: [mem('daw-version-zh.md', '录音室的 Pro Tools 版本是 2023.6。', OLD, 'reference'), mem('daw-upgrade-zh.md', '录音室的 Pro Tools 已经升级到 2024.3 了。', NEW, 'reference')], flag: both('2023.6', '2024.3') },
  { id: 't9-meaning-con-zht-wash-price', category: 'contradiction', lang: 'zh', memories: [mem('detail-wash-zh.md', '洗車場的精緻洗車一次八百元。', OLD, 'reference'), mem('detail-wash-new-zh.md', '精緻洗車：一次九百元', NEW, 'reference')], flag: both('八百元', '九百元') },

  // ---- contradiction traps
  trap('t9-meaning-con-trap-two-pools', 'en', 'contradiction', ['indoor-pool.md', 'The indoor pool opens at 6:00.'], ['outdoor-pool.md', 'The outdoor pool opens at 9:00.'], STILL),
  trap('t9-meaning-con-trap-two-bounds', 'en', 'contradiction', ['class-min.md', 'A dance class runs only with at least 6 students.'], ['class-max.md', 'A dance class takes no more than 20 students.'], STILL),
  trap('t9-meaning-con-trap-weekend-hours', 'en', 'contradiction', ['wash-weekdays.md', 'The car wash closes at 20:00 on weekdays.'], ['wash-weekends.md', 'The car wash closes at 18:00 at weekends.'], STILL),
  trap('t9-meaning-con-trap-two-duties', 'en', 'contradiction', ['pharmacy-orders.md', 'Dr. Mensah orders the stock for the pharmacy.'], ['pharmacy-deliveries.md', 'Dr. Varga checks the stock deliveries at the pharmacy.'], STILL),
  trap('t9-meaning-con-trap-zh-tickets', 'zh', 'contradiction', ['adult-ticket-zh.md', '水族馆成人票 120 元。'], ['child-ticket-zh.md', '水族馆儿童票 60 元。'], STILL),
  trap('t9-meaning-con-trap-zht-two-rooms', 'zh', 'contradiction', ['room-one-zh.md', '一號練習室每小時三百元。'], ['room-two-zh.md', '二號練習室每小時四百五十元。'], STILL),
  trap('t9-meaning-con-trap-zh-seasons', 'zh', 'contradiction', ['camp-peak-zh.md', '营地旺季每晚 150 元。'], ['camp-low-zh.md', '营地淡季每晚 90 元。'], STILL),
  trap('t9-meaning-con-trap-zh-agrees', 'zh', 'contradiction', ['show-start-zh.md', '早间节目六点半开播。'], ['show-start-card-zh.md', '早间节目 6:30 开始。'], STILL),

  // ---- paraphrases
  { id: 't9-meaning-par-en-never-always', category: 'paraphrase', lang: 'en', memories: [mem('belay-knot.md', "Never belay a climber without checking their knot.", OLD, 'feedback'), mem('knot-first.md', "Always check the climber's knot before you start belaying.", NEW, 'feedback')], flag: pair('belay-knot.md', 'knot-first.md') },
  { id: 't9-meaning-par-en-synonyms', category: 'paraphrase', lang: 'en', memories: [mem('mute-news.md', 'Presenters must mute their microphones during the news bulletin.', OLD, 'feedback'), mem('bulletin-mics.md', 'While the bulletin is on air, the hosts keep their mics muted.', NEW, 'feedback')], flag: pair('mute-news.md', 'bulletin-mics.md') },
  { id: 't9-meaning-par-en-passive-imperative', category: 'paraphrase', lang: 'en', memories: [mem('cd-count.md', 'Controlled drugs are to be counted by two pharmacists.', OLD, 'feedback'), mem('second-pharmacist.md', 'Count the controlled drugs with a second pharmacist.', NEW, 'feedback')], flag: pair('cd-count.md', 'second-pharmacist.md') },
  { id: 't9-meaning-par-en-british-american', category: 'paraphrase', lang: 'en', memories: [mem('archive-boxes.md', 'Label every archive box with its catalogue number.', OLD, 'feedback'), mem('box-labels.md', 'Each archive box is labeled with the catalog number.', NEW, 'feedback')], flag: pair('archive-boxes.md', 'box-labels.md') },
  { id: 't9-meaning-par-en-ise-ize', category: 'paraphrase', lang: 'en', memories: [mem('holds-clean.md', 'Sanitise the rental climbing shoes after every session.', OLD, 'feedback'), mem('shoe-spray.md', 'Rental climbing shoes get sanitized after each session.', NEW, 'feedback')], flag: pair('holds-clean.md', 'shoe-spray.md') },
  { id: 't9-meaning-par-en-bullet-prose', category: 'paraphrase', lang: 'en', memories: [mem('courier-lights.md', '- no courier rides after dark without lights', OLD, 'feedback'), mem('night-riding.md', 'Couriers who ride after dark have to switch their lights on.', NEW, 'feedback')], flag: pair('courier-lights.md', 'night-riding.md') },
  { id: 't9-meaning-par-en-chat-formal', category: 'paraphrase', lang: 'en', memories: [mem('fish-food.md', 'pls dont feed the reef fish twice a day, they get sick lol', OLD, 'feedback'), mem('reef-feeding.md', 'The reef fish must never be fed more than once a day, as overfeeding makes them ill.', NEW, 'feedback')], flag: pair('fish-food.md', 'reef-feeding.md') },
  { id: 't9-meaning-par-en-helmet', category: 'paraphrase', lang: 'en', memories: [mem('helmets.md', 'Helmets are mandatory on the lead wall.', OLD, 'feedback'), mem('no-helmet.md', 'Nobody climbs the lead wall without a helmet.', NEW, 'feedback')], flag: pair('helmets.md', 'no-helmet.md') },
  { id: 't9-meaning-par-zh-neg-only-after', category: 'paraphrase', lang: 'zh', memories: [mem('mixdown-zh.md', '混音保存之前，不要关掉调音台。', OLD, 'feedback'), mem('desk-off-zh.md', '只有混音保存好以后，才可以关调音台。', NEW, 'feedback')], flag: pair('mixdown-zh.md', 'desk-off-zh.md') },
  { id: 't9-meaning-par-zh-must-cannot', category: 'paraphrase', lang: 'zh', memories: [mem('drug-register-zh.md', '新到的药品必须先登记再上架。', OLD, 'feedback'), mem('unregistered-zh.md', '没有登记的药品不能上架。', NEW, 'feedback')], flag: pair('drug-register-zh.md', 'unregistered-zh.md') },
  { id: 't9-meaning-par-zht-alone-accompanied', category: 'paraphrase', lang: 'zh', memories: [mem('no-solo-zh.md', '不可以讓學員獨自上岩壁。', OLD, 'feedback'), mem('coach-with-zh.md', '學員上岩壁一定要有教練陪同。', NEW, 'feedback')], flag: pair('no-solo-zh.md', 'coach-with-zh.md') },
  { id: 't9-meaning-par-zh-mixed-review', category: 'paraphrase', lang: 'zh', memories: [mem('unreviewed-zh.md', '没有 review 过的稿子不要发到官网。', OLD, 'feedback'), mem('site-reviewed-zh.md', '官网只发 review 过的稿子。', NEW, 'feedback')], flag: pair('unreviewed-zh.md', 'site-reviewed-zh.md') },
  { id: 't9-meaning-par-zht-phones', category: 'paraphrase', lang: 'zh', memories: [mem('phones-off-zh.md', '錄音時手機一律關機。', OLD, 'feedback'), mem('no-phones-zh.md', '錄音期間不准開著手機。', NEW, 'feedback')], flag: pair('phones-off-zh.md', 'no-phones-zh.md') },

  // ---- paraphrase traps
  trap('t9-meaning-par-trap-other-object', 'en', 'paraphrase', ['tank-heater.md', 'Never open the reef tank without switching off the heater.'], ['tank-pump.md', 'Never open the reef tank without switching off the pump.'], ['possible-duplicate']),
  trap('t9-meaning-par-trap-two-things', 'en', 'paraphrase', ['rinse-shoes.md', 'Always rinse the rental shoes after every class.'], ['harness-water.md', 'Never rinse the rental harnesses in hot water.'], ['possible-duplicate']),
  trap('t9-meaning-par-trap-zh-other-action', 'zh', 'paraphrase', ['mic-check-zh.md', '主持人开播前要试一下话筒。'], ['phone-off-zh.md', '主持人开播前要把手机调成静音。'], ['possible-duplicate']),
  trap('t9-meaning-par-trap-zh-weekday-weekend', 'zh', 'paraphrase', ['weekday-courier-zh.md', '工作日的订单用顺丰寄。'], ['weekend-courier-zh.md', '周末的订单用中通寄。'], ['possible-duplicate', 'contradiction']),
  trap('t9-meaning-par-trap-zht-two-floors', 'zh', 'paraphrase', ['lobby-floor-zh.md', '大廳的地板每天要拖兩次。'], ['kitchen-floor-zh.md', '廚房的地板每天要拖三次。'], ['possible-duplicate']),
  // ---- variants written for the slot reading (text/slots.ts) before it was tuned: owners, adjuncts, labels, aspects
  { id: 't9-meaning-con-en-bold-label-day', category: 'contradiction', lang: 'en', memories: [mem('choir-night.md', "The community choir's rehearsal is on Tuesday evenings.", OLD), mem('choir-card.md', '**Choir rehearsal:** Wednesdays, 19:30, in the church hall.', NEW)], flag: both('Tuesday', 'Wednesday') },
  { id: 't9-meaning-con-en-owner-version', category: 'contradiction', lang: 'en', memories: [mem('catalogue-db.md', "The library's catalogue server runs PostgreSQL 13.4.", OLD, 'reference'), mem('catalogue-upgrade.md', 'Upgraded the catalogue server to PostgreSQL 15.2 during the summer shutdown.', NEW, 'reference')], flag: both('13.4', '15.2') },
  { id: 't9-meaning-con-en-adjunct-checkin', category: 'contradiction', lang: 'en', memories: [mem('check-in.md', 'Check-in at the hostel closes at 23:00.', OLD, 'reference'), mem('late-arrivals.md', 'Hostel check-in ends at 00:30 now.', NEW, 'reference')], flag: both('23:00', '00:30') },
  { id: 't9-meaning-con-zh-owner-day', category: 'contradiction', lang: 'zh', memories: [mem('deep-end-zh.md', '游泳馆的深水区每周一下午清场。', OLD), mem('deep-end-new-zh.md', '深水区清场改到每周三下午。', NEW)], flag: both('周一', '周三') },
  { id: 't9-meaning-con-zht-agent-label', category: 'contradiction', lang: 'zh', memories: [mem('costumes-zh.md', '合唱團的服裝由林阿姨負責。', OLD, 'reference'), mem('costumes-new-zh.md', '服裝負責人：王小姐', NEW, 'reference')], flag: both('林阿姨', '王小姐') },
  trap('t9-meaning-con-trap-two-cafes', 'en', 'contradiction', ['museum-cafe.md', "The museum's café closes at 17:00."], ['library-cafe.md', "The library's café closes at 19:00."], STILL),
  trap('t9-meaning-con-trap-zh-two-schools', 'zh', 'contradiction', ['school-one-zh.md', '一中的晚自习八点结束。'], ['school-two-zh.md', '二中的晚自习九点结束。'], STILL),
  trap('t9-meaning-con-trap-start-end', 'en', 'contradiction', ['lesson-start.md', 'The swimming lessons start at 16:00.'], ['lesson-end.md', 'The swimming lessons end at 17:00.'], STILL),
  trap('t9-meaning-con-trap-zht-sunday', 'zh', 'contradiction', ['library-close-zh.md', '圖書館晚上九點閉館。'], ['library-sunday-zh.md', '圖書館週日晚上六點閉館。'], STILL),
  trap('t9-meaning-con-trap-two-gates', 'en', 'contradiction', ['north-gate.md', 'Deliveries at the north gate arrive at 7:00.'], ['south-gate.md', 'Deliveries at the south gate arrive at 9:00.'], STILL),
  // ---- variants for the paraphrase readings of a limit from both sides, a subject before "don't", "is not to be" and "every time"
  { id: 't9-meaning-par-en-limit-both-sides', category: 'paraphrase', lang: 'en', memories: [mem('van-fuel.md', 'Courier vans whose fuel is below 20 litres have to stay in the yard.', OLD, 'feedback'), mem('yard-fuel.md', '- no van leaves the yard with less than 20 l of fuel', NEW, 'feedback')], flag: pair('van-fuel.md', 'yard-fuel.md') },
  { id: 't9-meaning-par-zh-limit-both-sides', category: 'paraphrase', lang: 'zh', memories: [mem('chlorine-zh.md', '含氯量低于 1 ppm 的泳池不能开放。', OLD, 'feedback'), mem('pool-open-zh.md', '泳池开放前含氯量必须达到 1 ppm 以上。', NEW, 'feedback')], flag: pair('chlorine-zh.md', 'pool-open-zh.md') },
  { id: 't9-meaning-par-en-we-dont', category: 'paraphrase', lang: 'en', memories: [mem('wetsuits.md', "We don't keep rental wetsuits wet for more than one night.", OLD, 'feedback'), mem('wetsuit-drying.md', 'Rental wetsuits are kept wet for at most one night.', NEW, 'feedback')], flag: pair('wetsuits.md', 'wetsuit-drying.md') },
  { id: 't9-meaning-par-en-not-to-be', category: 'paraphrase', lang: 'en', memories: [mem('originals.md', 'The archive originals are not to be handled without cotton gloves.', OLD, 'feedback'), mem('cotton-gloves.md', 'Never touch the archive originals without cotton gloves.', NEW, 'feedback')], flag: pair('originals.md', 'cotton-gloves.md') },
  trap('t9-meaning-par-trap-two-bounds', 'en', 'paraphrase', ['cylinder-max.md', 'Never fill the dive cylinders above 200 bar.'], ['cylinder-min.md', 'Always fill the dive cylinders to at least 200 bar.'], ['possible-duplicate']),
  // ---- variants for a rate said per a thing and a count said with "there are"
  { id: 't9-meaning-con-en-label-rate', category: 'contradiction', lang: 'en', memories: [mem('lane-rates.md', 'Alley price list:\n\n**Lane hire rate:** $30 per hour\n**Shoe hire:** $4', OLD, 'reference'), mem('lane-billing.md', 'Lane hire at the alley is charged at $36 an hour.', NEW, 'reference')], flag: both('$30', '$36') },
  { id: 't9-meaning-con-en-there-are', category: 'contradiction', lang: 'en', memories: [mem('squad-size.md', 'The climbing squad has 14 members.', OLD), mem('squad-register.md', 'There are 17 climbers in the climbing squad.', NEW)], flag: both('14', '17') },
  trap('t9-meaning-con-trap-per-other', 'en', 'contradiction', ['hire-hour.md', 'Lane hire costs $30 per hour.'], ['hire-day.md', 'Lane hire costs $150 per day for parties.'], STILL),
];
