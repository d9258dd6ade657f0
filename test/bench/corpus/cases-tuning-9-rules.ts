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
 * 36 cases: 22 conflicts, 4 repeats, 10 traps; 19 English, 17 Chinese (8 Traditional).
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
];
