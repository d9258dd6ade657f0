import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 8, rules part: CLAUDE.md conflicts, shortened index hooks and an index over its limits,
 * written by the rules fixer of round 10 before any of its rule changes, in domains and shapes no
 * earlier set used (a pottery, a press shop, an off-licence, a farm payroll, a blood lab, a
 * hospital ward, a goat farm, a night watch, a kitchen, a clean room, a notary office, a care
 * home, a gift shop; a bakery, a vet clinic, a courier firm, a library, a vineyard, a dental
 * clinic, a hotel, a warehouse, a greenhouse, a choir, a boiler room). Shapes: plain rules,
 * a bold label, a table row, a passive, a prohibition said as a statement; permissions said as
 * "fine", "can", "may", "not needed", 也可以, 可以, 不用; English, Simplified and Traditional.
 *
 * - claude-md: a memory that grants what a CLAUDE.md rule forbids, or waives what it requires,
 *   over the same object (its head noun, whatever its modifiers), in other words; traps: the rule
 *   repeated with an example list or a consistent clause, the same verb over another object, the
 *   rule's own exception, another condition (工作日 / 周末), a permission of something else.
 * - hooks: index lines over 150 characters whose clauses mix facts and asides (feelings, jokes,
 *   greetings, sign-offs, apologies, "that's all folks"); two whose facts look like asides (a
 *   sorry-note, 有问题打给老王 with a number); traps: lines under 150 with an aside, as written.
 * - index: dated notes after the entries push MEMORY.md over 200 lines; trap: inside the limits.
 *
 * 37 cases (20 claude-md, 15 hooks, 2 index), 11 of them traps; 20 English, 17 Chinese (6 Traditional).
 * The hook cases t8r-vh-* and t8r-vh2-* were added after the chatter rule (asides.ts) landed: its
 * probe variants, as regression cover (8 of 8 and 7 of 8 when it landed).
 * Untouched first run (at 7987cd6, --cases): recall 34.6 %, precision 23.1 %, 0 harmful, 0 silent;
 * claude-md 46 % (6 of 13 conflicts flagged; the 7 missed: "fine to leave the kiln alone" for
 * "never leave ... unattended", a bold-label rule, and five Chinese: 一个人巡逻也可以, 不用換無塵衣,
 * 可以带回家, 可以自己發藥, 可以直接退现金; no trap flagged), hooks 17 % (asides written into the topic
 * file in 10 of 12: feelings, sign-offs, apologies, "that's all folks", 呜呜, 么么哒, 大家加油), index 100 %.
 */

const DAY = '2026-11-30';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'project', modified = DAY): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
const conflict = (subject: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions: [subject] });
const memOn = (file: string, body: string, type: CaseMemory['type'] = 'reference'): CaseMemory => mem(file, body, type);
const quietCmd = (file: string, body: string, claudeMd: string, id: string, lang: 'en' | 'zh'): QualityCase => ({ id, category: 'claude-md', lang, trap: true, claudeMd, memories: [mem(file, body, 'feedback')], keep: [body], quiet: ['claude-md-conflict'] });

const tastingNotes = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `- 2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + ((i * 7) % 27)).padStart(2, '0')}: barrel ${i + 1} of the ${['merlot', 'syrah', 'grenache', 'pinot'][i % 4]} was topped up and tasted.`);

export const TUNING_8_RULES_CASES: QualityCase[] = [
  // ---- claude-md: the memory grants what the rule forbids (or waives what it requires), same object
  { id: 't8r-cmd-kiln-unattended', category: 'claude-md', lang: 'en', claudeMd: rules('Studio', 'Never leave the kiln unattended while it is firing.'), memories: [mem('kiln-timer.md', 'It is fine to leave the kiln alone during a firing as long as the timer is set.', 'feedback')], flag: conflict('kiln') },
  { id: 't8r-cmd-ear-defenders', category: 'claude-md', lang: 'en', claudeMd: rules('Press shop', 'Always wear ear defenders in the press shop.'), memories: [mem('visits.md', 'Ear defenders are not needed in the press shop for a quick visit.', 'feedback')], flag: conflict('ear defenders') },
  { id: 't8r-cmd-id-check-regulars', category: 'claude-md', lang: 'en', claudeMd: rules('Till', 'Staff must check the ID of every customer buying alcohol.'), memories: [mem('regulars.md', 'Regulars buying alcohol can skip the ID check, we know them.', 'feedback')], flag: conflict('ID') },
  { id: 't8r-cmd-bold-cash-wages', category: 'claude-md', lang: 'en', claudeMd: '# Farm office\n\n**Wages:** never pay wages in cash.\n', memories: [mem('pickers.md', 'Seasonal pickers may be paid their wages in cash at the end of the week.', 'feedback')], flag: conflict('wages') },
  { id: 't8r-cmd-table-freeze-samples', category: 'claude-md', lang: 'en', claudeMd: '# Lab\n\n| Area | Rule |\n|---|---|\n| Samples | Never freeze the whole blood samples |\n| Bench | Wipe down with 70 % ethanol |\n', memories: [mem('weekend-samples.md', 'Whole blood samples can go straight into the freezer over the weekend.', 'feedback')], flag: conflict('blood samples') },
  { id: 't8r-cmd-passive-dogs-ward', category: 'claude-md', lang: 'en', claudeMd: rules('Ward rules', 'Dogs are not allowed on the ward.'), memories: [mem('therapy-dogs.md', 'Therapy dogs are allowed on the ward on Tuesday afternoons.', 'feedback')], flag: conflict('dogs') },
  { id: 't8r-cmd-instagram-consent', category: 'claude-md', lang: 'en', claudeMd: rules('Social media', 'Do not post photos of customers on the shop Instagram.'), memories: [mem('insta.md', 'Photos of happy customers can go on the shop Instagram, it is good publicity.', 'feedback')], flag: conflict('Instagram') },
  { id: 't8r-cmd-zh-patrol-two', category: 'claude-md', lang: 'zh', claudeMd: rules('保安守则', '夜班必须两个人一起巡逻。'), memories: [mem('night-patrol-zh.md', '夜班人手不够的时候，一个人巡逻也可以。', 'feedback')], flag: conflict('巡逻') },
  { id: 't8r-cmd-zh-steel-wool', category: 'claude-md', lang: 'zh', claudeMd: rules('厨房', '不要用钢丝球刷不粘锅。'), memories: [mem('pans-zh.md', '不粘锅可以用钢丝球刷，洗得更干净。', 'feedback')], flag: conflict('钢丝球') },
  { id: 't8r-cmd-hant-cleanroom-suit', category: 'claude-md', lang: 'zh', claudeMd: rules('無塵室', '進入無塵室前一定要換上無塵衣。'), memories: [mem('quick-entry-hant.md', '只是進去拿個東西的話，不用換無塵衣。', 'feedback')], flag: conflict('無塵衣') },
  { id: 't8r-cmd-zh-id-copies', category: 'claude-md', lang: 'zh', claudeMd: rules('公证处', '客户的身份证复印件不得带出办公室。'), memories: [mem('id-copies-zh.md', '身份证复印件可以带回家整理，周一再交回来。', 'feedback')], flag: conflict('身份证复印件') },
  { id: 't8r-cmd-hant-meds-nurse', category: 'claude-md', lang: 'zh', claudeMd: rules('照護規範', '住民的藥只能由護理師發放。'), memories: [mem('family-meds-hant.md', '家屬來探望時，可以自己發藥給住民。', 'feedback')], flag: conflict('住民') },
  { id: 't8r-cmd-zh-cash-refund', category: 'claude-md', lang: 'zh', claudeMd: rules('礼品店', '退货一律退回原支付方式，不退现金。'), memories: [mem('refunds-zh.md', '顾客退货时可以直接退现金，省得麻烦。', 'feedback')], flag: conflict('现金') },
  // ---- claude-md traps
  quietCmd('jar-labels.md', 'Every jar gets a label with the date it was opened: jam, pickles and chutney alike.', rules('Pantry', 'Always label every jar with the date it was opened.'), 't8r-cmd-trap-jar-examples', 'en'),
  quietCmd('drill-press.md', 'The drill press can run without its chuck guard when sanding with a drum.', rules('Workshop', 'Never run the bandsaw without the blade guard.'), 't8r-cmd-trap-other-machine', 'en'),
  quietCmd('contractors.md', 'Contractors with a signed permit may stay in the lab after 18:00.', rules('Lab access', 'No visitors in the lab after 18:00, except contractors with a signed permit.'), 't8r-cmd-trap-rule-exception', 'en'),
  quietCmd('horse-treats.md', 'The horses can have carrots and apples as treats.', rules('Stables', 'Never feed the horses grass clippings.'), 't8r-cmd-trap-other-food', 'en'),
  quietCmd('reagents-zh.md', '试剂瓶打开后必须写上开封日期，并签上自己的名字。', rules('实验室', '试剂瓶打开后必须写上开封日期。'), 't8r-cmd-trap-zh-consistent-clause', 'zh'),
  quietCmd('smoking-hant.md', '員工可以在後門的吸菸區抽菸。', rules('倉庫安全', '不准在倉庫裡抽菸。'), 't8r-cmd-trap-hant-other-place', 'zh'),
  quietCmd('overtime-zh.md', '工作日可以安排加班，但每周不超过八小时。', rules('排班', '周末不得安排加班。'), 't8r-cmd-trap-zh-other-condition', 'zh'),

  // ---- hooks: over 150 characters; fact clauses reach the file, asides do not
  {
    id: 't8r-hook-en-bakery-feelings',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('sourdough.md', 'The sourdough starter is fed at 06:00 and 18:00.', 'reference'), 'Sourdough: starter fed at 06:00 and 18:00; the rye levain lives in the walk-in on shelf 2; loaves proof 14 h at 4 °C; honestly this is my favourite part of the job haha; anyway, you get the idea')],
    fixed: { contains: ['the rye levain lives in the walk-in on shelf 2', 'loaves proof 14 h at 4 °C'], absent: ['my favourite part of the job', 'you get the idea'], indexAbsent: ['you get the idea'] },
  },
  {
    id: 't8r-hook-en-vet-signoff',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('intake.md', 'At intake cats wait in the quiet room and dogs in the main hall.', 'reference'), 'Vet intake: cats in the quiet room, dogs in the main hall; weigh every animal before the consult; rabbits are seen by Dr. Okafor only; hope this makes sense!!; cheers, Mira')],
    fixed: { contains: ['weigh every animal before the consult', 'rabbits are seen by Dr. Okafor only'], absent: ['hope this makes sense', 'cheers'], indexAbsent: ['hope this makes sense', 'cheers'] },
  },
  {
    id: 't8r-hook-en-courier-dashes',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('courier-runs.md', 'Courier pickups close at 16:30.', 'reference'), 'Courier runs — pickups close at 16:30 — parcels over 20 kg need the van — signatures required for pharmacy drops — ugh I really hate writing these up — ttyl')],
    fixed: { contains: ['parcels over 20 kg need the van', 'signatures required for pharmacy drops'], absent: ['hate writing these', 'ttyl'], indexAbsent: ['hate writing these', 'ttyl'] },
  },
  {
    id: 't8r-hook-en-library-apology',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('loans.md', 'Books are lent for three weeks.', 'reference'), 'Library loans: 3 weeks for books, 1 week for DVDs; the overdue fine is 20p a day; reference books never leave the building; sorry for the wall of text, I typed it on my phone on the bus')],
    fixed: { contains: ['the overdue fine is 20p a day', 'reference books never leave the building'], absent: ['wall of text', 'on my phone'], indexAbsent: ['wall of text'] },
  },
  {
    id: 't8r-hook-en-greenhouse-bracket',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('greenhouse.md', 'The tomatoes are watered at 07:00 and 19:00.', 'reference'), "Greenhouse: tomatoes watered at 07:00 and 19:00; heaters on below 8 °C; side vents open above 26 °C (yes I know, I'm obsessed 😅); thrips traps changed every Monday; that's all folks")],
    fixed: { contains: ['heaters on below 8 °C', 'thrips traps changed every Monday'], absent: ["I'm obsessed", "that's all folks"], indexAbsent: ["that's all folks"] },
  },
  {
    id: 't8r-hook-en-facts-that-look-like-asides',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('choir.md', 'Choir rehearsal is on Tuesdays at 19:30 in the crypt.', 'reference'), 'Choir: rehearsal Tuesdays 19:30 in the crypt; sorry-notes for absences go to the secretary; jokes and games only in the last ten minutes; the caretaker switches the hall heating on at 18:45; tea after')],
    fixed: { contains: ['sorry-notes for absences go to the secretary', 'jokes and games only in the last ten minutes', 'the caretaker switches the hall heating on at 18:45'] },
  },
  {
    id: 't8r-hook-zh-vineyard-feeling',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('harvest-zh.md', '采摘从早上六点开始。', 'reference'), '采摘安排：早上六点开始采摘；每筐不超过二十公斤；霞多丽先摘，赤霞珠等糖度到了再摘；采下来的葡萄两小时内必须送到压榨间；中午十一点到一点不采；下雨天停采，等叶子干了再说；采摘工的午饭由酒庄提供，在仓库二楼吃；每天收工后把剪刀交回工具房清点；压榨间的温度要保持在十五度以下；这个表我做了好久呜呜；就先这样吧')],
    fixed: { contains: ['每筐不超过二十公斤', '采下来的葡萄两小时内必须送到压榨间', '中午十一点到一点不采'], absent: ['这个表我做了好久', '就先这样吧'], indexAbsent: ['就先这样吧'] },
  },
  {
    id: 't8r-hook-zh-dental-tired',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('sterile-zh.md', '器械用完先泡酶液十分钟。', 'reference'), '消毒流程：器械用完先泡酶液十分钟；再用超声波清洗；高压灭菌温度是一百三十四度；灭菌包上要写日期和操作人；每天下班前检查灭菌器的水位；灭菌后的器械包在无菌柜里最多放七天；一次性的吸唾管用完直接扔进黄色垃圾桶；每周五做一次生物监测，结果记在蓝色本子上；写得好累，明天继续补；么么哒')],
    fixed: { contains: ['高压灭菌温度是一百三十四度', '灭菌包上要写日期和操作人', '每天下班前检查灭菌器的水位'], absent: ['写得好累', '么么哒'], indexAbsent: ['么么哒'] },
  },
  {
    id: 't8r-hook-hant-library-cheer',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('library-hant.md', '每人最多借十本書。', 'reference'), '圖書館規定：借書最多十本；逾期每天罰五元；期刊只能在館內閱讀；自修室晚上十點關門；團體導覽要提前一週預約；影印機每張兩元，只收零錢；兒童區的書不能借回家；還書箱在正門右手邊，二十四小時開放；遺失借書證要補辦，工本費一百元；嘿嘿我是不是很認真；大家加油～')],
    fixed: { contains: ['逾期每天罰五元', '期刊只能在館內閱讀', '團體導覽要提前一週預約'], absent: ['我是不是很認真', '大家加油'], indexAbsent: ['大家加油'] },
  },
  {
    id: 't8r-hook-hant-hotel-complaint',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('housekeeping-hant.md', '每間房打掃限時三十分鐘。', 'reference'), '房務流程：每間房打掃限時三十分鐘；床單每天換，毛巾看住客要求；迷你吧補貨要記在平板上；發現遺失物交給櫃台登記；退房後的房間要在中午十二點前整理好；清潔劑放在每層樓的工作車上，不可以混用；客人掛了請勿打擾的牌子就不要敲門；老實說這工作真的很累；先寫到這裡，改天再補')],
    fixed: { contains: ['迷你吧補貨要記在平板上', '發現遺失物交給櫃台登記'], absent: ['這工作真的很累', '先寫到這裡'], indexAbsent: ['先寫到這裡'] },
  },
  {
    id: 't8r-hook-zh-warehouse-english-asides',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('warehouse-zh.md', '叉车只能由持证人员驾驶。', 'reference'), '仓库规则：叉车只能由持证人员驾驶；货架最上层不放超过五十公斤的货；每天下班前关掉充电区的总闸；消防通道不能堆货；退货区在三号门旁边，每周二清一次；盘点每个月最后一个周六做；外来司机不能进入库区，只能在装卸平台等；lol this got so long, sorry；good luck guys')],
    fixed: { contains: ['货架最上层不放超过五十公斤的货', '每天下班前关掉充电区的总闸', '消防通道不能堆货'], absent: ['this got so long', 'good luck guys'], indexAbsent: ['good luck guys'] },
  },
  {
    id: 't8r-hook-zh-fact-looks-like-aside',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('boiler-zh.md', '锅炉房每两小时巡检一次。', 'reference'), '锅炉房：每两小时巡检一次；水压低于一公斤要补水；有问题打给老王，电话 138 0000 1234；夜班的钥匙放在门卫室的抽屉里；冬天锅炉不能停；烟道每年十月清一次；软化水的盐每周一补充两袋；巡检记录要写清楚时间和压力读数；锅炉房里不准堆放纸箱和杂物；交接班的时候要当面说明设备状态')],
    fixed: { contains: ['有问题打给老王，电话 138 0000 1234', '夜班的钥匙放在门卫室的抽屉里', '烟道每年十月清一次'] },
  },
  // ---- hooks traps: under 150 characters, with an aside, stay as written
  { id: 't8r-hook-trap-en-short-lol', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('dry-store.md', 'Flour bins are on the left of the dry store.', 'reference'), "Dry store: flour on the left, sugar on the right, lol don't mix them up")], keep: ['Flour bins are on the left of the dry store.'], indexKeep: ["Dry store: flour on the left, sugar on the right, lol don't mix them up"] },
  { id: 't8r-hook-trap-zh-short', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('cold-room-zh.md', '冷库温度是零下十八度。', 'reference'), '冷库：零下十八度，进去要穿棉衣，别待太久哈')], keep: ['冷库温度是零下十八度。'], indexKeep: ['冷库：零下十八度，进去要穿棉衣，别待太久哈'] },
  { id: 't8r-hook-trap-hant-short', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('till-hant.md', '每天關店前要點鈔兩次。', 'reference'), '收銀：每天關店前點鈔兩次，誤差超過一百元要回報（拜託大家了）')], keep: ['每天關店前要點鈔兩次。'], indexKeep: ['收銀：每天關店前點鈔兩次，誤差超過一百元要回報（拜託大家了）'] },

  // ---- index: dated notes after the entries push MEMORY.md over 200 lines
  {
    id: 't8r-idx-en-cellar-notes',
    category: 'index',
    lang: 'en',
    memories: [mem('cellar-role.md', 'The user is the cellar master of the winery.', 'user'), mem('tasting-style.md', 'Write tasting notes as three short phrases.', 'feedback')],
    extraMemories: 160,
    indexNotes: ['## Cellar log', ...tastingNotes(50), '- 2026-11-20: the press was serviced and its membrane replaced.'],
    fixed: { contains: ['the press was serviced and its membrane replaced'], indexAbsent: ['its membrane replaced'], indexMaxLines: 200, indexContains: ['project-fact-160.md'] },
    indexKeep: ['(cellar-role.md)', '(tasting-style.md)', '(answer-style.md)'],
  },
  { id: 't8r-idx-trap-en-notes-inside', category: 'index', lang: 'en', trap: true, memories: [mem('cellar-hours.md', 'The cellar door opens at 10:00.')], extraMemories: 40, indexNotes: ['2026-11-02: the bottling line was booked for the 14th.', '2026-11-18: corks were ordered from the usual supplier.'], keep: ['2026-11-02: the bottling line was booked for the 14th.', '2026-11-18: corks were ordered from the usual supplier.'], indexKeep: ['(cellar-hours.md)', '(project-fact-040.md)'] },
  // ---- hooks, added after the chatter rule as regression cover: its probe variants (two batches), in no other set
  { id: 't8r-vh-en-pool', category: 'hooks', lang: 'en', memories: [hooked(memOn('pool.md', 'The pool opens at 06:30 on weekdays.'), 'Pool: opens 06:30 weekdays; lane ropes go back on the reel after the club session; chlorine is tested every two hours; the sauna is switched off at 21:00; phew, what a day lol; catch you later!')], fixed: { contains: ['lane ropes go back on the reel after the club session', 'the sauna is switched off at 21:00'], absent: ['what a day', 'catch you later'] } },
  { id: 't8r-vh-en-printshop-feel', category: 'hooks', lang: 'en', memories: [hooked(memOn('press.md', 'The Heidelberg press is inked before 08:00.'), 'Print shop: Heidelberg inked before 08:00; proofs are signed by the customer before the run; paper offcuts go to the school next door; I absolutely love this old machine, seriously; thanks for reading')], fixed: { contains: ['proofs are signed by the customer before the run', 'paper offcuts go to the school next door'], absent: ['love this old machine', 'thanks for reading'] } },
  { id: 't8r-vh-zh-clinic', category: 'hooks', lang: 'zh', memories: [hooked(memOn('clinic-zh.md', '门诊早上八点开始挂号。', 'reference'), '门诊须知：早上八点开始挂号；初诊病人先到二号窗口建档；化验单在自助机上打印；医保卡要本人带来；下午的号在中午十二点放出；周日只开急诊；候诊区不能吃东西；取药窗口在一楼大厅的右手边，排队时请保持一米距离；住院部的探视时间是下午三点到晚上八点；我真的写不动了哈；你们自己看着办吧')], fixed: { contains: ['初诊病人先到二号窗口建档', '化验单在自助机上打印', '候诊区不能吃东西'], absent: ['写不动了', '看着办吧'] } },
  { id: 't8r-vh-hant-ferry', category: 'hooks', lang: 'zh', memories: [hooked(memOn('ferry-hant.md', '渡輪每半小時開一班。', 'reference'), '渡輪須知：每半小時開一班；機車上船要另外買票；颱風警報發布後全面停駛；最後一班是晚上十點半；船上禁止吸菸；售票亭在碼頭左邊；寵物要裝在籠子裡才能上船，大型犬不能上船；學生證可以打八折，要出示證件；救生衣放在每排座位底下；嗚嗚今天被客人罵了；好啦不說了，晚安')], fixed: { contains: ['機車上船要另外買票', '颱風警報發布後全面停駛', '售票亭在碼頭左邊'], absent: ['被客人罵了', '晚安'] } },
  { id: 't8r-vh-en-kennel-trap-firstperson-fact', category: 'hooks', lang: 'en', memories: [hooked(memOn('kennel.md', 'Dogs are walked at 07:00 and 17:00.'), 'Kennel: dogs walked 07:00 and 17:00; I lock the food store myself every evening; my deputy Sam has the spare key; bedding is washed on Fridays; the vet comes on the first Monday of the month')], fixed: { contains: ['I lock the food store myself every evening', 'my deputy Sam has the spare key', 'bedding is washed on Fridays'] } },
  { id: 't8r-vh-en-shop-trap-sorry-fact', category: 'hooks', lang: 'en', memories: [hooked(memOn('complaints.md', 'Complaints are logged in the red book.'), 'Complaints: log them in the red book; say sorry first and offer a voucher; thank-you cards go out with refunds; the manager calls back anyone who asked for it; the area manager sees the book each quarter')], fixed: { contains: ['say sorry first and offer a voucher', 'thank-you cards go out with refunds', 'the manager calls back anyone who asked for it'] } },
  { id: 't8r-vh-zh-trap-dajia-fact', category: 'hooks', lang: 'zh', memories: [hooked(memOn('office-zh.md', '办公室的钥匙放在前台。', 'reference'), '办公室：钥匙放在前台；大家轮流打扫茶水间；打印纸在储物间的第二个柜子里；快递统一寄到前台，由行政签收；会议室需要提前在系统里预订；空调遥控器在白板下面的盒子里；周五下午大家一起点外卖，钱从团建经费里出；离开前最后一个人负责关灯锁门；饮水机的桶装水打电话给楼下的水站送')], fixed: { contains: ['大家轮流打扫茶水间', '快递统一寄到前台，由行政签收', '空调遥控器在白板下面的盒子里'] } },
  { id: 't8r-vh-hant-trap-short', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(memOn('plants-hant.md', '植物每週澆水兩次。', 'reference'), '植物：每週澆水兩次，陽台那盆不用（懶得搬啦）')], keep: ['植物每週澆水兩次。'], indexKeep: ['植物：每週澆水兩次，陽台那盆不用（懶得搬啦）'] },
  { id: 't8r-vh2-en-bars', category: 'hooks', lang: 'en', memories: [hooked(memOn('bar.md', 'The bar opens at 17:00.'), 'Bar | opens 17:00 | kegs are changed by whoever is on the late shift | the ice machine is descaled monthly | happy hour ends at 19:00 | not gonna lie this place is chaos on Fridays | peace out ✌️')], fixed: { contains: ['kegs are changed by whoever is on the late shift', 'the ice machine is descaled monthly'], absent: ['not gonna lie', 'peace out'] } },
  { id: 't8r-vh2-en-middle-aside', category: 'hooks', lang: 'en', memories: [hooked(memOn('lab.md', 'Pipettes are calibrated every March.'), 'Lab: pipettes calibrated every March; the -80 freezer alarm rings on the duty phone; sorry, I know this is a lot; gloves are in the drawer under the sink; waste bags are collected on Thursdays')], fixed: { contains: ['gloves are in the drawer under the sink', 'waste bags are collected on Thursdays'], absent: ['I know this is a lot'] } },
  { id: 't8r-vh2-zh-commit-style', category: 'hooks', lang: 'zh', memories: [hooked(memOn('ticket-zh.md', '景区门票成人八十元。', 'reference'), '景区门票：成人八十元，儿童半价；一米二以下免票；索道票另外买，往返一百二；景区晚上六点清场；电瓶车只在南门和北门之间开；导游证要挂在胸前；寄存处在游客中心一楼，押金二十元；山顶的厕所冬天关闭，只能用半山腰的；下雨天玻璃栈道暂停开放；呃，写到这我自己都晕了；拜拜啦各位')], fixed: { contains: ['索道票另外买，往返一百二', '电瓶车只在南门和北门之间开', '导游证要挂在胸前'], absent: ['自己都晕了', '拜拜啦各位'] } },
  { id: 't8r-vh2-hant-middle', category: 'hooks', lang: 'zh', memories: [hooked(memOn('bakery-hant.md', '麵包店早上七點開門。', 'reference'), '麵包店：早上七點開門；吐司每天只烤三批；奶油一定要放冷藏；說真的我超愛這份工作；過期的麵包晚上捐給教會；收銀機的零錢每天早上補到兩千元；外送只送兩公里內的地址；生日蛋糕要提前三天預訂，可以寫字；烤箱每週日晚上清理一次；員工可以免費帶走當天沒賣完的餐包')], fixed: { contains: ['過期的麵包晚上捐給教會', '收銀機的零錢每天早上補到兩千元'], absent: ['我超愛這份工作'] } },
  { id: 't8r-vh2-en-trap-thanks-fact', category: 'hooks', lang: 'en', memories: [hooked(memOn('donors.md', 'Donors get a receipt within a week.'), 'Donations: receipts within a week; thank-you letters are signed by the chair; anonymous donors are never named in the newsletter; gift aid forms go to the treasurer; big gifts get a call from Ana')], fixed: { contains: ['thank-you letters are signed by the chair', 'gift aid forms go to the treasurer', 'big gifts get a call from Ana'] } },
  { id: 't8r-vh2-en-trap-my-fact', category: 'hooks', lang: 'en', memories: [hooked(memOn('my-setup.md', 'The user works on a standing desk.', 'user'), 'My setup: standing desk; I take calls from the small meeting room; my headset charges overnight; I keep the laptop lid closed on the dock; I print nothing, all docs go to the shared drive')], fixed: { contains: ['I take calls from the small meeting room', 'my headset charges overnight', 'I keep the laptop lid closed on the dock'] } },
  { id: 't8r-vh2-zh-trap-wo-fact', category: 'hooks', lang: 'zh', memories: [hooked(memOn('duty-zh.md', '周一的早会由我主持。', 'user'), '我的工作：周一的早会由我主持；客户投诉我来回复；报销单我周五统一交给财务；新人入职的培训我负责安排；仓库钥匙我和老李各有一把；出差的机票找行政订；每月的销售报表我在三号之前发给老板；周三下午我固定去工厂看货；年假我一般安排在十月；供应商的合同续签由我跟进，到期前一个月提醒')], fixed: { contains: ['客户投诉我来回复', '新人入职的培训我负责安排', '仓库钥匙我和老李各有一把'] } },
  { id: 't8r-vh2-en-trap-short', category: 'hooks', lang: 'en', trap: true, memories: [hooked(memOn('cafe.md', 'The cafe closes at 16:00.', 'reference'), 'Cafe: closes 16:00, oat milk in the back fridge, sorry no card under 3 EUR 🙃')], keep: ['The cafe closes at 16:00.'], indexKeep: ['Cafe: closes 16:00, oat milk in the back fridge, sorry no card under 3 EUR 🙃'] },
];
