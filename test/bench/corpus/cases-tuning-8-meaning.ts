import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 8, meaning part: implicit contradictions and paraphrased duplicates. Written by the
 * meaning fixer of round 10 before any rule change of that round, from the categories HELD-OUT 12
 * and 13 missed (never their sentences), in domains no set had used (a glassblowing studio, a
 * brass band, a vet clinic, a print shop, a kayak outfitter, a call centre, a ski rental, a seed
 * library, a tattoo studio, a theatre lighting crew, an esports team, a darkroom, a museum store).
 *
 * Contradictions: one subject with another value of one type in a later memory: counts in number
 * words (six / eight hours, 两位 / 三位), a weekday, a person (said actively and as "is now"), money
 * (digits, 二百元), a measure with a unit, a product name, a clock time (下午两点 / 三点); shapes: a
 * sentence, a bullet label, a table row against a sentence, Chinese subject-first and topic-first.
 * Traps: two subjects told apart by a modifier (junior / senior band, 大号 / 小号, tandem / sea), two
 * attributes of one thing (°C / pieces), two days with their own hours (周三 / 周六, 週五 / 週日), two
 * roles of one clinic, one value said in digits and in words (agreement, not a contradiction).
 * Paraphrases: one rule in other words and from both sides ("never leave open" / "keep shut",
 * "do not X" / "X is forbidden", active / passive, "only A may" / "nobody but A", 不能自己 / 必须由,
 * 不可以開著離開 / 要關好, 用过三次就换 / 最多用三次, a bullet label against a sentence, mixed Chinese and
 * English). Traps: one frame with another object (kiln / furnace), one condition with another action,
 * other objects of other polarity, another number, another qualifier (週末 / 平日), another occasion.
 *
 * 39 cases, 14 of them traps; 20 English, 19 Chinese (Simplified, Traditional, mixed).
 * Untouched first run (at main 7987cd6): recall 56 %, precision 0 % (2 outputs, both noisy), 0 harmful,
 * 0 silent; contradiction 31 % (4 of 13: the bullet weekday, the table row, 两位 / 三位 and the
 * scrim clock found; number words, a person said after 'is' and a product name missed, and four
 * reworded ones, 下午两点 / 三点, 二百元 / 300元, 十二小時 / 十個小時, Okafor / Lindqvist, only found as
 * possible duplicates; traps 480 °C / 12 pieces and 周三 / 周六 flagged), paraphrase 83 % (kiln door
 * never open / keep shut and 用過三次就換 / 最多只能用三次 missed; no trap flagged).
 *
 * Pairs are 2026-04-14 (older) and 2026-11-18 (newer).
 */

const OLD = '2026-04-14';
const NEW = '2026-11-18';
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const both = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['contradiction', 'outdated'], mentions: [a, b] });
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });
const STILL = ['contradiction', 'outdated'];

export const TUNING_8_MEANING_CASES: QualityCase[] = [
  // ---- contradiction: one subject, another value of one type, later
  { id: 't8-con-annealer-hours-words', category: 'contradiction', lang: 'en', memories: [mem('annealer.md', 'The glass studio annealer runs for six hours after each session.', OLD, 'reference'), mem('annealer-cycle.md', 'After a session we leave the annealer in the glass studio running for eight hours.', NEW, 'reference')], flag: both('six hours', 'eight hours') },
  { id: 't8-con-band-practice-day-label', category: 'contradiction', lang: 'en', memories: [mem('band-practice.md', 'Brass band practice is on Tuesday evenings in the church hall.', OLD, 'reference'), mem('band-schedule.md', '- brass band practice: Thursday evenings', NEW, 'reference')], flag: both('Tuesday', 'Thursday') },
  { id: 't8-con-vet-on-call-person', category: 'contradiction', lang: 'en', memories: [mem('on-call.md', 'The on-call surgeon at the vet clinic is Dr. Okafor.', OLD, 'reference'), mem('on-call-rota.md', 'Dr. Lindqvist is the on-call surgeon at the vet clinic.', NEW, 'reference')], flag: both('Okafor', 'Lindqvist') },
  { id: 't8-con-key-card-money', category: 'contradiction', lang: 'en', memories: [mem('key-cards.md', 'A replacement key card for the co-working space costs $15.', OLD, 'reference'), mem('front-desk.md', 'Co-working front desk: replacement key cards are $20 each.', NEW, 'reference')], flag: both('$15', '$20') },
  { id: 't8-con-kayak-rental-limit', category: 'contradiction', lang: 'en', memories: [mem('kayak-rental.md', 'Kayaks from the outfitter can be rented for at most 4 hours.', OLD, 'reference'), mem('rental-terms.md', 'The maximum kayak rental at the outfitter is 3 hours.', NEW, 'reference')], flag: both('4 hours', '3 hours') },
  { id: 't8-con-print-table-row', category: 'contradiction', lang: 'en', memories: [mem('print-prices.md', 'Print shop prices:\n\n| Item | Price |\n| --- | --- |\n| A3 poster | £4 |\n| Business cards (100) | £12 |', OLD, 'reference'), mem('poster-price.md', 'An A3 poster at the print shop costs £5.', NEW, 'reference')], flag: both('£4', '£5') },
  { id: 't8-con-call-centre-product', category: 'contradiction', lang: 'en', memories: [mem('telephony.md', 'The call centre runs its phone lines on Genesys.', OLD, 'reference'), mem('phone-lines.md', "Our call centre's telephony platform is Five9.", NEW, 'reference')], flag: both('Genesys', 'Five9') },
  { id: 't8-con-zh-vet-count', category: 'contradiction', lang: 'zh', memories: [mem('saturday-vets-zh.md', '宠物医院周六有两位医生值班。', OLD, 'reference'), mem('saturday-rota-zh.md', '周六在宠物医院值班的医生是三位。', NEW, 'reference')], flag: both('两位', '三位') },
  { id: 't8-con-zh-seed-library-clock', category: 'contradiction', lang: 'zh', memories: [mem('seed-library-zh.md', '种子图书馆每周三下午两点开门。', OLD, 'reference'), mem('seed-library-hours-zh.md', '每个周三，种子图书馆要到下午三点才开门。', NEW, 'reference')], flag: both('两点', '三点') },
  { id: 't8-con-zh-tattoo-deposit', category: 'contradiction', lang: 'zh', memories: [mem('deposit-zh.md', '纹身店的预约定金是二百元。', OLD, 'reference'), mem('booking-zh.md', '在纹身店预约要先交300元定金。', NEW, 'reference')], flag: both('二百元', '300元') },
  { id: 't8-con-hant-lighting-lead', category: 'contradiction', lang: 'zh', memories: [mem('lighting-lead-hant.md', '劇團燈光組的組長是阿傑。', OLD, 'reference'), mem('lighting-crew-hant.md', '燈光組目前由小婷帶，排燈都找她。', NEW, 'reference')], flag: both('阿傑', '小婷') },
  { id: 't8-con-hant-kiln-hours', category: 'contradiction', lang: 'zh', memories: [mem('kiln-hant.md', '玻璃工作室的退火爐要燒十二小時。', OLD, 'reference'), mem('kiln-cycle-hant.md', '工作室退火爐一次燒十個小時就夠了。', NEW, 'reference')], flag: both('十二小時', '十個小時') },
  { id: 't8-con-mixed-scrim-time', category: 'contradiction', lang: 'zh', memories: [mem('scrims-zh.md', 'esports 战队每天晚上八点开始训练。', OLD, 'reference'), mem('scrim-time-zh.md', '战队训练时间：每晚九点开始', NEW, 'reference')], flag: both('八点', '九点') },
  // ---- contradiction traps: two things, two attributes, one value said twice
  { id: 't8-con-trap-two-bands', category: 'contradiction', lang: 'en', trap: true, memories: [mem('junior-band.md', 'The junior brass band rehearses on Monday evenings.', OLD, 'reference'), mem('senior-band.md', 'The senior brass band rehearses on Thursday evenings.', NEW, 'reference')], keep: ['The junior brass band rehearses on Monday evenings.', 'The senior brass band rehearses on Thursday evenings.'], quiet: STILL },
  { id: 't8-con-trap-annealer-attributes', category: 'contradiction', lang: 'en', trap: true, memories: [mem('annealer-temp.md', 'The glass studio annealer holds its pieces at 480 °C.', OLD, 'reference'), mem('annealer-load.md', 'The glass studio annealer holds up to 12 pieces.', NEW, 'reference')], keep: ['The glass studio annealer holds its pieces at 480 °C.', 'The glass studio annealer holds up to 12 pieces.'], quiet: STILL },
  { id: 't8-con-trap-two-kayaks', category: 'contradiction', lang: 'en', trap: true, memories: [mem('tandem-kayaks.md', 'Tandem kayaks at the outfitter seat two paddlers.', OLD, 'reference'), mem('sea-kayaks.md', 'Sea kayaks at the outfitter seat one paddler.', NEW, 'reference')], keep: ['Tandem kayaks at the outfitter seat two paddlers.', 'Sea kayaks at the outfitter seat one paddler.'], quiet: STILL },
  { id: 't8-con-trap-two-vets', category: 'contradiction', lang: 'en', trap: true, memories: [mem('dog-vet.md', 'Dr. Okafor sees the dogs at the vet clinic.', OLD, 'reference'), mem('cat-vet.md', 'Dr. Lindqvist sees the cats at the vet clinic.', NEW, 'reference')], keep: ['Dr. Okafor sees the dogs at the vet clinic.', 'Dr. Lindqvist sees the cats at the vet clinic.'], quiet: STILL },
  { id: 't8-con-trap-zh-tattoo-sizes', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('large-tattoo-zh.md', '大幅纹身的定金是五百元。', OLD, 'reference'), mem('small-tattoo-zh.md', '小幅纹身的定金是一百元。', NEW, 'reference')], keep: ['大幅纹身的定金是五百元。', '小幅纹身的定金是一百元。'], quiet: STILL },
  { id: 't8-con-trap-zh-two-days', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('wednesday-zh.md', '种子图书馆周三下午两点开门。', OLD, 'reference'), mem('saturday-zh.md', '种子图书馆周六上午十点开门。', NEW, 'reference')], keep: ['种子图书馆周三下午两点开门。', '种子图书馆周六上午十点开门。'], quiet: STILL },
  { id: 't8-con-trap-hant-two-shows', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('friday-show-hant.md', '劇團週五的晚場七點半開演。', OLD, 'reference'), mem('sunday-show-hant.md', '劇團週日的午場兩點開演。', NEW, 'reference')], keep: ['劇團週五的晚場七點半開演。', '劇團週日的午場兩點開演。'], quiet: STILL },
  { id: 't8-con-trap-mixed-same-value', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('deposit-en.md', 'The tattoo studio takes a 200 yuan deposit for each booking.', OLD, 'reference'), mem('deposit-words-zh.md', '纹身店每次预约收二百元定金。', NEW, 'reference')], keep: ['The tattoo studio takes a 200 yuan deposit for each booking.', '纹身店每次预约收二百元定金。'], quiet: STILL },

  // ---- paraphrase: one rule, other words, both sides
  { id: 't8-par-kiln-door', category: 'paraphrase', lang: 'en', memories: [mem('kiln-door.md', 'Never leave the kiln door open while the kiln is firing.', OLD, 'feedback'), mem('firing-rules.md', 'Keep the kiln door shut for the whole firing.', NEW, 'feedback')], flag: pair('kiln-door.md', 'firing-rules.md') },
  { id: 't8-par-chocolate-forbidden', category: 'paraphrase', lang: 'en', memories: [mem('treats.md', 'Do not give the dogs chocolate treats at the clinic.', OLD, 'feedback'), mem('clinic-food.md', 'Chocolate treats for dogs are forbidden at the clinic.', NEW, 'feedback')], flag: pair('treats.md', 'clinic-food.md') },
  { id: 't8-par-tattoo-chair-passive', category: 'paraphrase', lang: 'en', memories: [mem('chair-wipe.md', 'Artists must wipe down the tattoo chair after every client.', OLD, 'feedback'), mem('hygiene.md', 'After each client the tattoo chair is wiped down by the artist.', NEW, 'feedback')], flag: pair('chair-wipe.md', 'hygiene.md') },
  { id: 't8-par-buoyancy-bullet', category: 'paraphrase', lang: 'en', memories: [mem('paddling-rules.md', '- nobody paddles a kayak without a buoyancy aid', OLD, 'feedback'), mem('buoyancy-aids.md', 'Every paddler wears a buoyancy aid in a kayak.', NEW, 'feedback')], flag: pair('paddling-rules.md', 'buoyancy-aids.md') },
  { id: 't8-par-house-lights-only', category: 'paraphrase', lang: 'en', memories: [mem('house-lights.md', 'Only the stage manager may call the house lights.', OLD, 'feedback'), mem('lighting-cues.md', 'Nobody but the stage manager calls the house lights.', NEW, 'feedback')], flag: pair('house-lights.md', 'lighting-cues.md') },
  { id: 't8-par-smoke-tests', category: 'paraphrase', lang: 'en', memories: [mem('smoke-tests.md', 'Never ship a game build without running the smoke tests.', OLD, 'feedback'), mem('build-release.md', 'Every game build must pass the smoke tests before it ships.', NEW, 'feedback')], flag: pair('smoke-tests.md', 'build-release.md') },
  { id: 't8-par-zh-bindings', category: 'paraphrase', lang: 'zh', memories: [mem('bindings-zh.md', '客人不能自己调滑雪板的固定器。', OLD, 'feedback'), mem('binding-staff-zh.md', '滑雪板的固定器必须由店员来调。', NEW, 'feedback')], flag: pair('bindings-zh.md', 'binding-staff-zh.md') },
  { id: 't8-par-zh-specimens', category: 'paraphrase', lang: 'zh', memories: [mem('specimens-zh.md', '陈列柜里的标本禁止触摸。', OLD, 'feedback'), mem('hands-off-zh.md', '不要用手碰陈列柜里的标本。', NEW, 'feedback')], flag: pair('specimens-zh.md', 'hands-off-zh.md') },
  { id: 't8-par-hant-till-drawer', category: 'paraphrase', lang: 'zh', memories: [mem('till-drawer-hant.md', '收銀機的抽屜不可以開著就離開櫃台。', OLD, 'feedback'), mem('leaving-counter-hant.md', '離開櫃台前要把收銀機的抽屜關好。', NEW, 'feedback')], flag: pair('till-drawer-hant.md', 'leaving-counter-hant.md') },
  { id: 't8-par-hant-developer', category: 'paraphrase', lang: 'zh', memories: [mem('developer-hant.md', '暗房的顯影液用過三次就要換掉。', OLD, 'feedback'), mem('developer-limit-hant.md', '暗房的顯影液最多只能用三次。', NEW, 'feedback')], flag: pair('developer-hant.md', 'developer-limit-hant.md') },
  { id: 't8-par-mixed-lint', category: 'paraphrase', lang: 'zh', memories: [mem('lint-first-zh.md', 'push 到 main 之前一定要先跑一遍 lint。', OLD, 'feedback'), mem('lint-rule-zh.md', '没跑过 lint 的代码不要 push 到 main。', NEW, 'feedback')], flag: pair('lint-first-zh.md', 'lint-rule-zh.md') },
  { id: 't8-par-zh-weigh-first', category: 'paraphrase', lang: 'zh', memories: [mem('weigh-zh.md', '给猫狗喂药前一定要先称体重。', OLD, 'feedback'), mem('dose-zh.md', '没称过体重的猫狗不可以喂药。', NEW, 'feedback')], flag: pair('weigh-zh.md', 'dose-zh.md') },
  // ---- paraphrase traps: alike in words, other rules
  { id: 't8-par-trap-kiln-furnace', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('kiln-door-shut.md', 'Never leave the kiln door open while it is firing.', OLD, 'feedback'), mem('furnace-door.md', 'Never leave the furnace door open while it is firing.', NEW, 'feedback')], keep: ['Never leave the kiln door open while it is firing.', 'Never leave the furnace door open while it is firing.'], quiet: ['possible-duplicate'] },
  { id: 't8-par-trap-ropes-two-actions', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('ropes-helmets.md', 'On the ropes course, children under 12 must wear a helmet.', OLD, 'feedback'), mem('ropes-adults.md', 'On the ropes course, children under 12 must be accompanied by an adult.', NEW, 'feedback')], keep: ['On the ropes course, children under 12 must wear a helmet.', 'On the ropes course, children under 12 must be accompanied by an adult.'], quiet: ['possible-duplicate'] },
  { id: 't8-par-trap-occasions', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('before-show.md', 'Always test every dimmer channel before the show.', OLD, 'feedback'), mem('after-show.md', 'Always switch off every dimmer rack after the show.', NEW, 'feedback')], keep: ['Always test every dimmer channel before the show.', 'Always switch off every dimmer rack after the show.'], quiet: ['possible-duplicate'] },
  { id: 't8-par-trap-zh-bindings-poles', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('bindings-no-zh.md', '客人不能自己调滑雪板的固定器。', OLD, 'feedback'), mem('poles-yes-zh.md', '客人可以自己挑雪杖的长度。', NEW, 'feedback')], keep: ['客人不能自己调滑雪板的固定器。', '客人可以自己挑雪杖的长度。'], quiet: ['possible-duplicate'] },
  { id: 't8-par-trap-hant-two-baths', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('developer-three-hant.md', '暗房的顯影液用過三次就要換掉。', OLD, 'feedback'), mem('fixer-five-hant.md', '暗房的定影液用過五次就要換掉。', NEW, 'feedback')], keep: ['暗房的顯影液用過三次就要換掉。', '暗房的定影液用過五次就要換掉。'], quiet: ['possible-duplicate'] },
  { id: 't8-par-trap-hant-weekend-weekday', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('weekend-dogs-hant.md', '週末不可以帶狗進店。', OLD, 'feedback'), mem('weekday-dogs-hant.md', '平日可以帶狗進店。', NEW, 'feedback')], keep: ['週末不可以帶狗進店。', '平日可以帶狗進店。'], quiet: ['possible-duplicate'] },
];
