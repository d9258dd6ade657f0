import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 9, rules part: CLAUDE.md conflicts and repeats, written by the fixer of these categories
 * before its rule changes, in domains no earlier set used (a tattoo studio, a dive shop, a data
 * centre, a car wash, a radio station, a print shop, a ski school, a pizza kitchen, a museum
 * archive, a photo lab, a laundry, a florist, a sailing club, a pet groomer, a campsite, a paint
 * shop, a piano mover, a darkroom, a parcel shop, a gallery, a frame workshop).
 *
 * Shapes of the rule: a bullet, a numbered item, a bold label, a table row, a heading with a
 * sentence under it, a passive, a bare 不 + verb, a rule of two clauses. Shapes of the memory: a
 * gerund "is fine", "optional", "no need to", "can", a flip (always / don't), a bold-label memory,
 * a plain affirmative with "even", a count other than the rule's; 也没关系, 不用, 可以, 可以不, 也行,
 * 就好, 不必. Traps: another object by its modifier (silk / cotton, 彩色 / 白色, 鋁框 / 鐵框), another
 * animal, another verb over the same object, the rule's own exception, another place, another
 * condition, and repeats that add an example list, a reason or a consistent clause.
 *
 * 36 cases: 22 conflicts, 4 repeats, 10 traps; 19 English, 17 Chinese (8 Traditional); at the
 * base 25 of 36 right. Then 18 variants (t9-rules-v-*), written after the frame reading's first
 * commit and before the predicate reading was run on them (a glassblowing studio, a boathouse, a
 * tailor, a kennel, a locksmith, a chess club, a hardware shop, a bowling alley, a cheese shop, a
 * car rental, a puppet theatre, a nail salon, a lighthouse museum, a chemist, a warehouse): 10
 * conflicts, 1 repeat, 7 traps; 10 English, 8 Chinese (2 Traditional); 13 of 18 right before it.
 * Then 7 more (t9-rules-v2-*), written after that reading landed and before the readings of time
 * and company: two sides of one event in three shapes, the same side, company against alone in
 * English and Chinese, and a trap of alone under another rule; 3 of 7 right before them.
 * Then 5 traps (t9-rules-v3-*) of memories that ask, report an incident on a day or tell a former
 * practice, in English, Simplified and Traditional; 0 of 5 right before the reading of them.
 * Then 6 traps (t9-rules-v4-*) of another food, means, verb or agent over the rule's thing; 5 of
 * 6 right before the reading of a coverb of a person (给猫喂牛奶 / 给猫喂猫粮).
 */

const DAY = '2026-12-01';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'feedback'): CaseMemory => ({ file, body, modified: DAY, type });
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
const conflict = (...mentions: string[]): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions });
const repeat = (...mentions: string[]): { kinds: string[]; mentions: string[] } => ({ kinds: ['in-claude-md'], mentions });
const cmd = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string, flag: { kinds: string[]; mentions: string[] }): QualityCase =>
  flag.kinds[0] === 'in-claude-md'
    ? { id, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag, quiet: ['claude-md-conflict'] }
    : { id, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag };
const trap = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({ id, category: 'claude-md', lang, trap: true, claudeMd, memories: [mem(file, body)], keep: [body], quiet: ['claude-md-conflict'] });

export const TUNING_9_RULES_CASES: QualityCase[] = [
  // English conflicts
  cmd('t9-rules-tattoo-cartridge-fine', 'en', rules('Studio hygiene', 'Never reuse a needle cartridge.'), 'cartridges.md', 'Reusing a needle cartridge is fine once it has been through the autoclave.', conflict('needle cartridge')),
  cmd('t9-rules-dive-pressure-optional', 'en', rules('Dive shop', 'Always check the tank pressure before a dive.'), 'shore-dives.md', 'For shore dives the tank pressure check is optional.', conflict('tank pressure')),
  cmd('t9-rules-dc-strap-no-need', 'en', rules('Data hall', 'Always wear an antistatic strap when swapping a drive.'), 'drive-swaps.md', 'No need to wear the antistatic strap for a quick drive swap.', conflict('antistatic strap')),
  cmd('t9-rules-carwash-roof-can', 'en', rules('Car wash', 'Never run the rotary brushes over a soft-top roof.'), 'soft-tops.md', 'The rotary brushes can run over a soft-top roof on the gentle setting.', conflict('soft-top')),
  cmd('t9-rules-radio-ident-flip', 'en', rules('On air', 'Always read the station ident at the top of the hour.'), 'idents.md', "Don't read the station ident at the top of the hour, the jingle already does it.", conflict('station ident')),
  cmd('t9-rules-print-bold-proof', 'en', '# Print shop\n\n**Proofs:** always send a proof to the client before a print run.\n**Paper:** store it flat.\n', 'reprints.md', 'Proofs do not need to go to the client for a reprint of an old job.', conflict('proof')),
  cmd('t9-rules-ski-table-chairlift', 'en', '# Ski school\n\n| Area | Rule |\n|---|---|\n| Lifts | Children under eight must ride the chairlift with an instructor |\n| Lessons | Start at 9:30 |\n', 'quiet-days.md', 'On quiet weekdays children under eight can ride the chairlift on their own.', conflict('chairlift')),
  cmd('t9-rules-pizza-heading-knives', 'en', '# Kitchen\n\n## Knives\n\nKnives are never left to soak in the sink.\n', 'closing.md', 'Leaving the knives to soak in the sink overnight is fine, the porter washes them at six.', conflict('knives')),
  cmd('t9-rules-archive-passive-photocopy', 'en', rules('Reading room', 'Original letters are never photocopied.'), 'researchers.md', "It's okay to photocopy original letters when a researcher asks for a copy.", conflict('original letters')),
  cmd('t9-rules-photolab-bold-memory', 'en', rules('Photo lab', 'Always wear cotton gloves when handling negatives.'), 'negatives.md', '**Handling:** cotton gloves are not needed for handling negatives that are already sleeved.', conflict('negatives')),
  cmd('t9-rules-laundry-numbered-even', 'en', '# Laundry\n\n1. Wool blankets are never tumble dried.\n2. Whites go on at 60 degrees.\n', 'blankets.md', 'We tumble dry the wool blankets on low heat, even the hand-knitted ones.', conflict('wool blankets')),
  cmd('t9-rules-groomer-alone-allowed', 'en', rules('Grooming', 'Never leave a dog alone on the grooming table.'), 'short-breaks.md', 'It is acceptable to leave a dog alone on the grooming table for a minute if it is clipped to the arm.', conflict('grooming table')),
  // English repeats
  cmd('t9-rules-repeat-florist-examples', 'en', rules('Florist', 'Always cut stems at an angle before they go in water.'), 'stems.md', 'Always cut stems at an angle before they go in water, e.g. roses, tulips and lilies.', repeat('stems')),
  cmd('t9-rules-repeat-sailing-clause', 'en', rules('Sailing club', 'Never leave the safety boat unattended at the pontoon.'), 'safety-boat.md', 'Never leave the safety boat unattended at the pontoon; one instructor stays with it while dinghies are out.', repeat('safety boat')),
  // English traps
  trap('t9-rules-trap-laundry-cotton-scarf', 'en', rules('Laundry', 'Never machine wash a silk scarf.'), 'scarves.md', 'Machine washing a cotton scarf is fine on the 40 degree cycle.'),
  trap('t9-rules-trap-groomer-other-animal', 'en', rules('Grooming', 'Never trim the rabbits with the electric clippers.'), 'clippers.md', 'The poodles can be trimmed with the electric clippers.'),
  trap('t9-rules-trap-parcel-exception', 'en', rules('Parcel shop', 'No customers behind the counter, except couriers signing for a collection.'), 'couriers.md', 'Couriers may come behind the counter to sign for a collection.'),
  trap('t9-rules-trap-paint-other-verb', 'en', rules('Paint shop', 'Never pour white spirit down the sink.'), 'white-spirit.md', 'White spirit can be stored under the sink in the sealed tin.'),
  trap('t9-rules-trap-sailing-other-condition', 'en', rules('Sailing club', 'Do not launch dinghies when the wind is over 25 knots.'), 'light-wind.md', 'Dinghies can be launched by juniors when the wind is under 12 knots.'),
  // Chinese conflicts (Simplified)
  cmd('t9-rules-zh-dc-food', 'zh', rules('机房守则', '禁止在机房里吃东西。'), 'machine-room-zh.md', '在机房里吃点零食也没关系，别洒在机柜上就行。', conflict('机房')),
  cmd('t9-rules-zh-florist-spray', 'zh', rules('花店', '每束花出门前必须喷水保湿。'), 'bouquets-zh.md', '花束出门前不用喷水，路上不远。', conflict('喷水')),
  cmd('t9-rules-zh-laundry-hot-water', 'zh', rules('洗衣房', '不要用热水洗羊毛衫。'), 'sweaters-zh.md', '羊毛衫可以用热水洗，洗完平铺晾干就行。', conflict('羊毛衫')),
  cmd('t9-rules-zh-dive-can-skip', 'zh', rules('潜水店', '下水前一律检查气瓶压力。'), 'shore-dive-zh.md', '岸潜的时候可以不检查气瓶压力。', conflict('气瓶压力')),
  cmd('t9-rules-zh-ski-bare-bu', 'zh', rules('滑雪学校', '八岁以下的孩子不单独坐缆车。'), 'lift-zh.md', '八岁以下的孩子单独坐缆车也行，缆车很慢。', conflict('缆车')),
  cmd('t9-rules-zh-piano-count', 'zh', rules('搬家公司', '搬钢琴必须三个人一起抬。'), 'piano-zh.md', '搬钢琴两个人抬就可以，不用等第三个人。', conflict('钢琴')),
  cmd('t9-rules-zh-print-bold', 'zh', '# 印刷厂\n\n**样稿：** 开印前必须先把样稿发给客户确认。\n**纸张：** 平放保存。\n', 'old-clients-zh.md', '老客户加印的订单不用把样稿发给客户确认，直接开印就好。', conflict('样稿')),
  // Chinese conflicts (Traditional)
  cmd('t9-rules-hant-luggage-lobby', 'zh', rules('民宿規則', '絕不把客人的行李放在大廳。'), 'luggage-hant.md', '客人的行李先放在大廳也行，反正櫃檯有人。', conflict('行李')),
  cmd('t9-rules-hant-tattoo-consent', 'zh', rules('刺青店', '刺青前一定要簽同意書。'), 'regulars-hant.md', '熟客刺青前不必簽同意書。', conflict('同意書')),
  cmd('t9-rules-hant-camp-stove', 'zh', rules('營地守則', '不可以在帳篷裡用瓦斯爐。'), 'rain-hant.md', '下雨的時候可以在帳篷裡用瓦斯爐煮東西。', conflict('瓦斯爐')),
  // Chinese repeats
  cmd('t9-rules-repeat-zh-spray-reason', 'zh', rules('花店', '每束花出门前必须喷水保湿。'), 'spray-zh.md', '每束花出门前必须喷水保湿，这样花瓣路上不会干。', repeat('喷水')),
  cmd('t9-rules-repeat-hant-consent-examples', 'zh', rules('刺青店', '刺青前一定要簽同意書。'), 'consent-hant.md', '刺青前一定要簽同意書，例如補色、蓋圖和小圖案也一樣。', repeat('同意書')),
  // Chinese traps
  trap('t9-rules-trap-zh-bleach-colour', 'zh', rules('洗衣房', '禁止用漂白水洗彩色衣物。'), 'whites-zh.md', '白色衣物可以用漂白水洗。'),
  trap('t9-rules-trap-zh-gallery-place', 'zh', rules('画廊', '不准在展厅里打电话。'), 'lobby-calls-zh.md', '可以在门口的休息区打电话。'),
  trap('t9-rules-trap-hant-darkroom-verb', 'zh', rules('暗房', '底片不可以帶出暗房。'), 'film-hant.md', '底片可以在暗房裡沖洗，洗完要掛在架上。'),
  trap('t9-rules-trap-hant-frame-other', 'zh', rules('裱框工作室', '不可以用鋼刷清理鋁框。'), 'iron-frames-hant.md', '鐵框可以用鋼刷清理。'),
  trap('t9-rules-trap-zh-counter-exception', 'zh', rules('收银台', '收银台上禁止放饮料，保温杯除外。'), 'flask-zh.md', '收银台上可以放保温杯。'),
  // Variants written after the frame reading and before it was run on them (ids t9-rules-v-*): other domains and shapes.
  cmd('t9-rules-v-glory-hole-okay', 'en', rules('Hot shop', 'Never leave the glory hole burning overnight.'), 'winter-term.md', 'Leaving the glory hole burning overnight is okay during the winter term.', conflict('glory hole')),
  cmd('t9-rules-v-rowing-bold-optional', 'en', '# Boathouse\n\n**Boats:** always wash the hull with fresh water after an outing.\n**Oars:** rack them blade up.\n', 'eights.md', 'Washing the hull after an outing is optional for the training eights.', conflict('hull')),
  cmd('t9-rules-v-tailor-table-without', 'en', '# Workroom\n\n| Topic | Rule |\n|---|---|\n| Fabric | Never steam a wool suit without a pressing cloth |\n| Pins | Count them back in |\n', 'steaming.md', 'Steaming a wool suit without a pressing cloth is fine if the iron is on low.', conflict('wool suit')),
  cmd('t9-rules-v-kennel-passive-plain', 'en', rules('Kennel', 'Dogs are never walked off the lead near the road.'), 'older-dogs.md', 'The older dogs get walked off the lead near the road, they are calm.', conflict('off the lead')),
  cmd('t9-rules-v-locksmith-left-off', 'en', '# Locksmith\n\n1. Always record the customer\'s ID number on the job sheet.\n2. Keep the key blanks locked.\n', 'repeat-customers.md', 'The ID number can be left off the job sheet for repeat customers.', conflict('job sheet')),
  cmd('t9-rules-v-chess-heading-no-need', 'en', '# Club\n\n## Clocks\n\nClocks must be reset after every game.\n', 'blitz.md', 'No need to reset the clocks after a blitz game.', conflict('clocks')),
  trap('t9-rules-v-trap-glass-soda-lime', 'en', rules('Hot shop', 'Never anneal a borosilicate piece in the small kiln.'), 'soda-lime.md', 'Annealing a soda-lime piece in the small kiln is fine.'),
  trap('t9-rules-v-trap-kennel-harness-on', 'en', rules('Kennel', 'Never walk a dog without its harness.'), 'harness.md', 'Walking the dogs is fine once their harness is on.'),
  trap('t9-rules-v-trap-rowing-river-level', 'en', rules('Boathouse', 'Do not take the single sculls out when the river is above 2 metres.'), 'low-river.md', 'Single sculls can go out when the river is below 1.5 metres.'),
  trap('t9-rules-v-trap-hardware-plain-fact', 'en', rules('Shop floor', 'Never sell paint thinner to under-18s.'), 'thinner.md', 'Paint thinner is sold in the aisle by the back door.'),
  cmd('t9-rules-v-zh-bowling-shoes', 'zh', rules('保龄球馆', '球道上禁止穿自己的鞋。'), 'regulars-zh.md', '常客在球道上穿自己的鞋也没关系。', conflict('球道')),
  cmd('t9-rules-v-hant-cheese-gloves', 'zh', rules('乳酪店', '切乳酪前一定要戴手套。'), 'gloves-hant.md', '切乳酪的時候不戴手套也可以。', conflict('手套')),
  cmd('t9-rules-v-zh-rental-count', 'zh', rules('租车行', '还车时必须有两名员工检查车况。'), 'returns-zh.md', '还车时一名员工检查车况就行。', conflict('检查车况')),
  cmd('t9-rules-v-zh-puppet-bare-bu', 'zh', rules('木偶剧场', '演出时不开后台的灯。'), 'backstage-zh.md', '演出时可以开后台的灯，观众看不到。', conflict('后台的灯')),
  trap('t9-rules-v-trap-zh-nail-other-verb', 'zh', rules('美甲店', '不要把卸甲水放在窗台上。'), 'remover-zh.md', '卸甲水可以用来清洁工具。'),
  trap('t9-rules-v-trap-zh-museum-other-place', 'zh', rules('灯塔博物馆', '禁止在展柜旁边吃东西。'), 'break-room-zh.md', '可以在休息室吃东西。'),
  cmd('t9-rules-v-repeat-hant-expiry', 'zh', rules('藥妝店', '進貨後必須先檢查有效期限。'), 'expiry-hant.md', '進貨後必須先檢查有效期限，過期的直接退回廠商。', repeat('有效期限')),
  trap('t9-rules-v-trap-zh-plain-fact', 'zh', rules('仓库', '严禁在仓库里使用明火。'), 'extinguishers-zh.md', '仓库里的灭火器每月检查一次。'),
  // Variants written after the predicate reading landed, before the readings of time and company (ids t9-rules-v2-*).
  trap('t9-rules-v2-trap-kitchen-after-service', 'en', rules('Kitchen', 'Never open the fire door during service.'), 'fire-door.md', 'Opening the fire door after service is fine, it airs the kitchen.'),
  cmd('t9-rules-v2-kitchen-during-service', 'en', rules('Kitchen', 'Never open the fire door during service.'), 'hot-nights.md', 'Opening the fire door during service is fine on hot nights.', conflict('fire door')),
  trap('t9-rules-v2-trap-zh-before-after', 'zh', rules('机房', '下班前不要关服务器。'), 'servers-zh.md', '下班后可以关服务器。'),
  trap('t9-rules-v2-trap-hant-before-after', 'zh', rules('植物園', '開園前不要澆花。'), 'watering-hant.md', '閉園後可以澆花。'),
  cmd('t9-rules-v2-wall-with-adult', 'en', rules('Climbing centre', 'Children under ten must use the climbing wall with an adult.'), 'weekday-kids.md', 'Children under ten can use the climbing wall on their own on weekday mornings.', conflict('climbing wall')),
  cmd('t9-rules-v2-zh-trampoline-company', 'zh', rules('蹦床公园', '孩子必须有大人陪同才能上蹦床。'), 'trampoline-zh.md', '孩子可以自己一个人上蹦床。', conflict('蹦床')),
  trap('t9-rules-v2-trap-wall-harness-alone', 'en', rules('Climbing centre', 'Always wear a harness on the climbing wall.'), 'alone.md', 'Teenagers can use the climbing wall on their own after school.'),
  // Traps written after those readings landed, of memories that report, ask or look back (ids t9-rules-v3-*).
  trap('t9-rules-v3-trap-incident-past', 'en', rules('Studio', 'Never leave the kiln unattended while it is firing.'), 'incident.md', 'On 2026-11-14 someone left the kiln unattended and a shelf cracked.'),
  trap('t9-rules-v3-trap-question', 'en', rules('Studio', 'Never leave the kiln unattended while it is firing.'), 'question.md', 'Can we leave the kiln alone during a firing if the timer is set?'),
  trap('t9-rules-v3-trap-used-to', 'en', rules('Boathouse', 'Never store the oars on the floor.'), 'oars-history.md', 'We used to store the oars on the floor, but not any more.'),
  trap('t9-rules-v3-trap-zh-no-longer', 'zh', rules('考务', '考生不得带手机进考场。'), 'phones-history-zh.md', '以前考生可以带手机进考场，现在不行了。'),
  trap('t9-rules-v4-trap-zh-cat-other-food', 'zh', rules('宠物店', '不要给猫喂牛奶。'), 'cat-food-zh.md', '可以给猫喂猫粮，一天两次。'),
  trap('t9-rules-v4-trap-en-cat-other-food', 'en', rules('Pet shop', 'Never give the cats milk.'), 'cat-food.md', 'The cats can be given dry food twice a day.'),
  trap('t9-rules-v4-trap-zh-kitchen-other-means', 'zh', rules('厨房', '厨房里不能用明火。'), 'induction-zh.md', '厨房里可以用电磁炉。'),
  trap('t9-rules-v4-trap-en-bikes-other-verb', 'en', rules('Hostel', 'Always lock the bikes to the rack.'), 'hallway.md', 'Bikes can be left in the hallway overnight when it rains.'),
  trap('t9-rules-v4-trap-en-pans-other-verb', 'en', rules('Kitchen', 'Never wash the cast-iron pans with soap.'), 'pans.md', 'The cast-iron pans can be rinsed with hot water after service.'),
  trap('t9-rules-v4-trap-hant-other-agent', 'zh', rules('診所', '病歷只能由醫師修改。'), 'records-hant.md', '護理師可以查看病歷，但不能修改。'),
  trap('t9-rules-v3-trap-hant-past-incident', 'zh', rules('倉庫', '禁止在倉庫裡抽菸。'), 'incident-hant.md', '11月14日有人在倉庫裡抽菸，被主管罵了。'),
];
