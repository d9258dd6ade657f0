import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 12, files part: CLAUDE.md conflicts, merges, captured requests, the index over its
 * limits and shortened hooks. Written from the issue alone (never reading the rules nor any
 * other set beyond the format examples writer.md allows), never tuned against.
 *
 * Domains: an apiary, a tea room, a dragon-boat team, a climbing gym, a brewery, a driving
 * school, a bicycle workshop, a watch repairer, a swimming pool, a choir, an ice rink, a hot
 * spring inn, a TCM pharmacy, a kayak rental, a piano tuner, a tea roaster, a removals firm, a
 * campsite, a surf school, an incense shop, a mountain hut, a farm, a tofu workshop, a glass
 * studio, an escape room, a rowing club, a marathon crew, a community radio desk. Writers:
 * terse bullets, tables, bold labels, group-chat shorthand, non-native English, English inside
 * Chinese, Simplified and Traditional Chinese.
 *
 * What it asks:
 * - claude-md: a memory that reverses a CLAUDE.md rule on the same subject in other words
 *   ("is fine", "optional", "we skip", "works fine as", 也没问题, 可以不, 不用, 不必, 也可以接受)
 *   is a 'claude-md-conflict' naming the subject; traps: the rule repeated with a consistent
 *   clause or example list, another subject with the same verb, an exception CLAUDE.md itself
 *   grants.
 * - merge: of two copies the survivor is the file whose name is canonical (never -copy, tmp-,
 *   .old, -backup, draft-, " - 副本", " (1)"), even when the copy is newer or longer, and a
 *   sentence the two say almost alike is kept once, the longer one with its reason; traps: two
 *   files alike in shape holding different facts (summer / winter, van 1 / van 2, east / west
 *   shop), and names where backup- or draft- is a domain word (backup generator, draft horses).
 * - captures: a user's own request ("please remember", 帮我记一下, 請幫我記住), a reported one in
 *   a daily log ("Ines asked me to make a note", 老周让我记住, 阿明要我記下來), one real request
 *   among group-chat noise holding 记住 / remember / 不要; a fact typed project (checked as
 *   'type: project' where the case holds no other project memory), a working prohibition not
 *   project; traps: already remembered (other words, or a log), taken back, declined, noise alone.
 * - index: MEMORY.md over 200 lines or 25,000 characters with dated notes, paragraphs, a table,
 *   link-less bullets: the notes move out to a linked topic file and no pointer is demoted when
 *   that is enough; where entries alone are too many, user and feedback pointers stay; traps:
 *   exactly 200 lines, 199 lines, a small index with a few notes, a long one under 25,000 chars.
 * - hooks: an entry line over 150 characters is shortened, its fact clauses go to the memory as
 *   sentences and the asides (jokes, emoji, "will tidy this later", 有空再整理, 之後再整理, TODO)
 *   go nowhere; a fact clause starting like an aside (以后新来的学徒…, "ask the lifeguard…")
 *   stays; traps: lines under 150 UTF-16 units (Chinese ones long in bytes, one with an emoji).
 *
 * Calendar: memories written on 2026-11-18 (a Wednesday) unless said otherwise, older ones on
 * 2026-04-14, what users said and logs on 2026-11-17. No relative date word is used anywhere.
 *
 * 70 cases, 25 traps (5 in each category of 14); 35 English, 35 Chinese, 14 of them Traditional.
 * Untouched first run (main at 3098044, the cases as first written): recall 57.8 %, precision 70.5 %,
 * 3 harmful, 0 silent; claude-md 22 %, merge 67 %, captures 89 %, index 100 %, hooks 11 %.
 * Case mistakes fixed after it: h12-hook-en-glass-asides checked "ask Dan why" absent, but that
 * parenthesis names who knows the reason, so it is not clearly an aside (dropped; 'will tidy this
 * later' is still checked). Checks added after it, from the brief, not from the output: four captures
 * whose request is a plain fact (蜂王, annealer, UV torches, 鍋爐) now also check the new memory is
 * typed project ('type: project'; none of their own or padding memories is project); the first
 * draft checked the type in one case only.
 * As committed (untouched engine, 3098044): recall 53.3 %, precision 65.9 %, 3 harmful, 0 silent;
 * claude-md 22 % (2 of 9 flagged), merge 67 % (2 harmful), captures 56 % (1 harmful), index 100 %,
 * hooks 22 %.
 */

const DAY = '2026-11-18';
const OLD = '2026-04-14';
const NEWER = '2026-10-21';
const SAID = '2026-11-17';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const conflict = (mention: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions: [mention] });

/** The padding memories' user and feedback pointers, which must stay in MEMORY.md. */
const PERSONAL_POINTERS = ['](editor-setup.md)', '](working-hours.md)', '](answer-style.md)', '](test-names.md)'];

/** Dated notes of a rowing club, one a line, none of them an entry. */
const rowingNotes = (n: number): string[] => {
  const what = [
    'the coxless four got a new set of oars from Concept2',
    'the slipway was pressure-washed and the algae is gone',
    'two novices passed their capsize drill in the pool',
    'the launch outboard was serviced by Harbour Marine',
    'the erg leaderboard was reset for the winter season',
    'the boathouse alarm code was changed by the committee',
    'the junior squad moved their sessions to the early slot',
    'the club bought six new life jackets in size M',
  ];
  return Array.from({ length: n }, (_, i) => `2026-0${(i % 9) + 1}-${String((i * 3) % 27 + 1).padStart(2, '0')}: ${what[i % what.length]}.`);
};

/** Paragraph notes of a marathon crew, each a long line of minutes. */
const marathonParagraph = (i: number): string => {
  const s = [
    'The water station at kilometre 12 ran out of cups twice and the volunteers refilled from the spare crates behind the van',
    'Barriers along the river path were delivered by the council before the race and counted by two marshals',
    'The medical tent asked for more foil blankets because the wind on the bridge was stronger than forecast',
    'Bib collection in the sports hall took longer than planned since the printer jammed on the second batch',
    'Pacers for the four-hour group wore orange flags and reported that the crowd near the old mill was thin',
    'The timing mats at the halfway point were checked by the timing company and one cable was replaced',
    'Volunteers at the finish handed out medals in two lines, which halved the queue compared with the spring race',
    'Portable toilets near the start were emptied at noon by the supplier as agreed in the contract',
    'The bag drop used numbered tags matching the bib numbers and only three bags were left unclaimed',
    'Road closures were announced on the local radio and on the signs the council put up a week ahead',
    'The sweeper bus followed the last runner and picked up four people at the long climb',
    'Cheering points with drums at kilometres 30 and 35 were popular and the runners asked to keep them',
  ];
  return `Meeting ${i + 1}: ${Array.from({ length: 10 }, (_, k) => s[(i * 5 + k) % s.length]).join('. ')}.`;
};

/** Paragraph notes of a rowing committee, each a long line, for an index too long in characters. */
const committeeParagraph = (i: number): string => {
  const s = [
    'The treasurer reported that boat insurance went up and the committee agreed to spread the cost over the membership',
    'The safety officer walked the riverbank and marked two mooring rings that need replacing before the spring',
    'The coaching lead asked for a second launch on Saturday mornings so that the junior crews are never unescorted',
    'The social secretary booked the clubhouse bar for the end of season dinner and asked for a headcount',
    'The boatman reported a soft spot in the hull of the old wooden pair and suggested it be retired to the wall',
    'Members asked for the changing rooms to be heated earlier in the morning during the winter months',
    'The regatta team listed the volunteer roles still open, mostly umpires and launch drivers for the heats',
    'A neighbour complained about trailers parked on the verge and the committee agreed to mark the bays with paint',
    'The erg room now has a booking sheet on the door and sessions are limited to forty minutes at busy times',
    'The club website was moved to a new host and the captain will post the race calendar there',
    'Subscriptions are collected by direct debit and the few members paying by cheque will be contacted one by one',
    'The youth section asked for a safeguarding refresher and the welfare officer will run one in the clubhouse',
  ];
  return `Committee minutes ${i + 1}: ${Array.from({ length: 11 }, (_, k) => s[(i * 7 + k) % s.length]).join('. ')}.`;
};

export const HELDOUT_12_FILES_CASES: QualityCase[] = [
  // ---- claude-md: the same subject with the opposite polarity, said in other words
  { id: 'h12-cmd-smoker-fine-calm-hives', category: 'claude-md', lang: 'en', claudeMd: '# Apiary\n\n- Never open a hive without lighting the smoker first.\n', memories: [mem('calm-colonies.md', 'Opening the hives with no smoker lit is fine for the calm Buckfast colonies.', DAY, 'feedback')], flag: conflict('hive') },
  { id: 'h12-cmd-zh-green-tea-boiling', category: 'claude-md', lang: 'zh', claudeMd: '# 茶室规矩\n\n1. 泡绿茶的水温不能超过八十度。\n2. 茶具用完当场洗净。\n', memories: [mem('green-tea-zh.md', '绿茶直接用刚烧开的水冲泡也没问题，客人喝不出区别。', DAY, 'feedback')], flag: conflict('绿茶') },
  { id: 'h12-cmd-hant-life-vest-swimmers', category: 'claude-md', lang: 'zh', claudeMd: '## 龍舟隊安全守則\n\n- 所有隊員下水前一律穿上救生衣。\n- 雷雨時不下水。\n', memories: [mem('swimmers-hant.md', '會游泳的隊員練習時可以不穿救生衣。', DAY, 'feedback')], flag: conflict('救生衣') },
  { id: 'h12-cmd-table-knot-check-optional', category: 'claude-md', lang: 'en', claudeMd: '# Climbing gym\n\n| Rule | Why |\n|---|---|\n| Staff re-check the knot of every lead climber before they leave the ground | a half-tied figure eight is the classic accident |\n| Chalk balls only, no loose chalk | dust |\n', memories: [mem('regulars.md', 'For regulars we know well, the knot check before a lead climb is optional.', DAY, 'feedback')], flag: conflict('knot') },
  { id: 'h12-cmd-bold-skip-sanitising', category: 'claude-md', lang: 'en', claudeMd: '# Brewhouse\n\n**Sanitising:** always sanitise a fermenter with peracetic acid before filling it.\n**Yeast:** pitch at 18 °C.\n', memories: [mem('fermenter-shortcut.md', 'We skip sanitising a fermenter that was already cleaned within the previous 24 hours.', DAY, 'feedback')], flag: conflict('fermenter') },
  { id: 'h12-cmd-zh-instructor-passenger-seat', category: 'claude-md', lang: 'zh', claudeMd: '# 驾校\n\n- 学员第一次上路，必须有教练坐在副驾驶。\n', memories: [mem('first-road-zh.md', '学员第一次上路的时候，教练不用坐副驾，让他们自己开就行 (saves time)。', DAY, 'feedback')], flag: conflict('副驾') },
  { id: 'h12-cmd-wd40-chain-lube', category: 'claude-md', lang: 'en', claudeMd: '# Workshop\n\n- Do not use WD-40 on bicycle chains.\n- Torque carbon seatposts by hand with the 5 Nm key.\n', memories: [mem('rental-fleet.md', 'On the rental bikes, WD-40 works fine as the chain lube.', DAY, 'feedback')], flag: conflict('WD-40') },
  { id: 'h12-cmd-hant-watch-photo-skip', category: 'claude-md', lang: 'zh', claudeMd: '# 鐘錶行\n\n- 客人送修的機械錶，拆殼前一定要先拍照存檔。\n', memories: [mem('watch-repair-hant.md', '機械錶拆殼前不必拍照，直接修就好，比較快。', DAY, 'feedback')], flag: conflict('拆殼') },
  { id: 'h12-cmd-zh-deep-end-no-lifeguard', category: 'claude-md', lang: 'zh', claudeMd: '# 游泳馆\n\n- 深水区任何时候都要有救生员在岗。\n', memories: [mem('night-shift-zh.md', '晚上人少的时候，深水区没有救生员值守也可以接受。', DAY, 'feedback')], flag: conflict('深水区') },
  // traps: a repeat with a consistent example list or clause, another subject, an exception CLAUDE.md grants
  { id: 'h12-cmd-trap-keys-examples', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Workshop\n\n- Never hang customer bike keys on the open hook board.\n', memories: [mem('key-safe.md', 'Customer bike keys never go on the open hook board; they go in the locked key safe, e.g. for e-bikes, cargo bikes and tandems.', DAY, 'feedback')], keep: ['Customer bike keys never go on the open hook board; they go in the locked key safe, e.g. for e-bikes, cargo bikes and tandems.'], quiet: ['claude-md-conflict'] },
  { id: 'h12-cmd-trap-zh-batch-drawer', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 药房\n\n- 中药饮片必须按批号分开存放。\n', memories: [mem('herb-batches-zh.md', '中药饮片必须按批号分开存放，同一批号的放在同一个抽屉里，方便追溯。', DAY, 'feedback')], keep: ['中药饮片必须按批号分开存放，同一批号的放在同一个抽屉里，方便追溯。'], quiet: ['claude-md-conflict'] },
  { id: 'h12-cmd-trap-scrubber-not-resurfacer', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Ice rink\n\n- Never run the ice resurfacer while skaters are on the rink.\n', memories: [mem('lobby-cleaning.md', 'The lobby floor scrubber can run while skaters are on the ice.', DAY, 'feedback')], keep: ['The lobby floor scrubber can run while skaters are on the ice.'], quiet: ['claude-md-conflict'] },
  { id: 'h12-cmd-trap-hant-typhoon-exception', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 溫泉旅館\n\n- 溫泉池每天清池換水，颱風停電時除外。\n', memories: [mem('typhoon-hant.md', '颱風停電的時候，溫泉池可以不換水。', DAY, 'feedback')], keep: ['颱風停電的時候，溫泉池可以不換水。'], quiet: ['claude-md-conflict'] },
  { id: 'h12-cmd-trap-choir-librarian-phone', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Choir\n\n- Phones stay off during rehearsal, except for the librarian, who uses one to scan scores.\n', memories: [mem('librarian.md', 'The choir librarian may keep a phone on during rehearsal to scan scores.', DAY, 'feedback')], keep: ['The choir librarian may keep a phone on during rehearsal to scan scores.'], quiet: ['claude-md-conflict'] },

  // ---- merge: the survivor is the canonically named file; a sentence said twice is kept once, the longer with its reason
  {
    id: 'h12-mrg-copy-suffix-kayak',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('kayak-rinse.md', '- Rental kayaks are rinsed with fresh water after every trip.\n- Spray skirts dry on the rack by the boathouse door.', OLD),
      mem('kayak-rinse-copy.md', '- Rental kayaks are rinsed with fresh water after every trip.\n- Spray skirts dry on the rack by the boathouse door, never in the sun, because UV cracks the neoprene.', DAY),
    ],
    fixed: { files: ['kayak-rinse.md'], gone: ['kayak-rinse-copy.md'], contains: ['Rental kayaks are rinsed with fresh water after every trip', 'because UV cracks the neoprene'], absentLines: ['- Spray skirts dry on the rack by the boathouse door.'] },
  },
  {
    id: 'h12-mrg-tmp-prefix-hives',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('hive-inspections.md', 'Hives are inspected every 9 days from April to August. Queen cells found during an inspection are reported to Tomasz.', OLD),
      mem('tmp-hive-inspections.md', 'Hives are inspected every 9 days from April to August. Queen cells found during an inspection are reported to Tomasz. Inspection notes go in the blue binder in the honey room.', DAY),
    ],
    fixed: { files: ['hive-inspections.md'], gone: ['tmp-hive-inspections.md'], contains: ['Hives are inspected every 9 days from April to August', 'Inspection notes go in the blue binder in the honey room'] },
  },
  {
    id: 'h12-mrg-zh-windows-copy-name',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('piano-tuning-zh.md', '钢琴每半年调一次音。梅雨季节前要多调一次。', OLD),
      mem('piano-tuning-zh - 副本.md', '钢琴每半年调一次音。梅雨季节前要多调一次。音乐厅那台施坦威调到 A=442。', DAY),
    ],
    fixed: { files: ['piano-tuning-zh.md'], gone: ['piano-tuning-zh - 副本.md'], contains: ['钢琴每半年调一次音', '音乐厅那台施坦威调到 A=442'] },
  },
  {
    id: 'h12-mrg-hant-old-suffix',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('tea-roasting-hant.md', '凍頂烏龍每批焙火兩次，中間要退火三天。焙好的茶放進錫罐密封。', OLD),
      mem('tea-roasting-hant.old.md', '凍頂烏龍每批焙火兩次，中間要退火三天。焙好的茶放進錫罐密封。炭焙用的是龍眼木炭。', DAY),
    ],
    fixed: { files: ['tea-roasting-hant.md'], gone: ['tea-roasting-hant.old.md'], contains: ['中間要退火三天', '炭焙用的是龍眼木炭'] },
  },
  {
    id: 'h12-mrg-backup-newer-longer',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('moving-crates.md', 'Fine art travels in double-walled crates.\nCrates are never stacked above 1.8 m in the van.', OLD),
      mem('moving-crates-backup.md', 'Fine art travels in double-walled crates.\nCrates are never stacked above 1.8 m in the van.\nEmpty crates are returned to the Leyton depot within a week of the move.', NEWER),
    ],
    fixed: { files: ['moving-crates.md'], gone: ['moving-crates-backup.md'], contains: ['Crates are never stacked above 1.8 m in the van', 'Empty crates are returned to the Leyton depot within a week of the move'] },
  },
  {
    id: 'h12-mrg-draft-prefix-campsite',
    category: 'merge',
    lang: 'en',
    memories: [
      { ...mem('campsite-rules.md', 'Quiet hours on the campsite run from 22:00 to 07:00. Campfires are allowed only in the steel fire pits.', OLD), description: 'campsite rules' },
      { ...mem('draft-campsite-rules.md', 'Quiet hours on the campsite run from 22:00 to 07:00. Campfires are allowed only in the steel fire pits. Dogs stay on a lead in the meadow field.', DAY), description: 'draft of the campsite rules' },
    ],
    fixed: { files: ['campsite-rules.md'], gone: ['draft-campsite-rules.md'], contains: ['Campfires are allowed only in the steel fire pits', 'Dogs stay on a lead in the meadow field'] },
  },
  {
    id: 'h12-mrg-zh-reason-kept',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('bee-boxes-zh.md', '蜂箱放在果园东边的坡上。\n蜂箱要离地三十公分。', OLD),
      mem('bee-boxes-zh-copy.md', '蜂箱放在果园东边的坡上。\n蜂箱要离地三十公分，防止蚂蚁和潮气。', DAY),
    ],
    fixed: { files: ['bee-boxes-zh.md'], gone: ['bee-boxes-zh-copy.md'], contains: ['蜂箱放在果园东边的坡上', '蜂箱要离地三十公分，防止蚂蚁和潮气'], absentLines: ['蜂箱要离地三十公分。'] },
  },
  {
    id: 'h12-mrg-download-numbered-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('surf-board-wax.md', 'Boards are waxed with cold-water wax from November to April. Old wax is scraped off at the end of March.', OLD),
      mem('surf-board-wax (1).md', 'Boards are waxed with cold-water wax from November to April. Old wax is scraped off at the end of March, because warm wax on top of cold wax goes slick.', DAY),
    ],
    fixed: { files: ['surf-board-wax.md'], gone: ['surf-board-wax (1).md'], contains: ['cold-water wax from November to April', 'because warm wax on top of cold wax goes slick'] },
  },
  {
    id: 'h12-mrg-hant-backup-reason',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('incense-orders-hant.md', '線香每月向鹿港的師傅訂一次貨。\n沉香要放在防潮箱裡，濕度不能超過百分之五十五，不然會發霉。', OLD),
      mem('incense-orders-hant-backup.md', '線香每月向鹿港的師傅訂一次貨。\n沉香要放在防潮箱裡。\n訂單金額超過三萬元要先給老闆娘簽名。', DAY),
    ],
    fixed: { files: ['incense-orders-hant.md'], gone: ['incense-orders-hant-backup.md'], contains: ['濕度不能超過百分之五十五，不然會發霉', '訂單金額超過三萬元要先給老闆娘簽名'], absentLines: ['沉香要放在防潮箱裡。'] },
  },
  // traps: alike in shape, different facts; backup- and draft- as domain words
  { id: 'h12-mrg-trap-pool-summer-winter', category: 'merge', lang: 'en', trap: true, memories: [mem('pool-hours-summer.md', 'In summer the outdoor pool opens from 07:00 to 21:00 and the diving boards are open.', OLD), mem('pool-hours-winter.md', 'In winter the outdoor pool opens from 10:00 to 17:00 and the diving boards are closed.', DAY)], keep: ['In summer the outdoor pool opens from 07:00 to 21:00 and the diving boards are open.', 'In winter the outdoor pool opens from 10:00 to 17:00 and the diving boards are closed.'], quiet: ['possible-duplicate'] },
  { id: 'h12-mrg-trap-zh-two-vans', category: 'merge', lang: 'zh', trap: true, memories: [mem('van-1-zh.md', '一号搬家车的车厢长四米二，限高三米。', OLD), mem('van-2-zh.md', '二号搬家车的车厢长三米八，限高二米六。', DAY)], keep: ['一号搬家车的车厢长四米二，限高三米。', '二号搬家车的车厢长三米八，限高二米六。'], quiet: ['possible-duplicate'] },
  { id: 'h12-mrg-trap-backup-generator', category: 'merge', lang: 'en', trap: true, memories: [mem('backup-generator.md', 'The backup generator at the mountain hut runs on diesel and is tested on the first Sunday of each month.', OLD), mem('main-generator.md', 'The main generator at the mountain hut runs on propane and powers the kitchen and the drying room.', DAY)], keep: ['The backup generator at the mountain hut runs on diesel and is tested on the first Sunday of each month.', 'The main generator at the mountain hut runs on propane and powers the kitchen and the drying room.'], quiet: ['possible-duplicate'] },
  { id: 'h12-mrg-trap-hant-east-west-shop', category: 'merge', lang: 'zh', trap: true, memories: [mem('watch-shop-east-hant.md', '東門店換一顆手錶電池收兩百元，大約二十分鐘可以取件。', OLD), mem('watch-shop-west-hant.md', '西門店換一顆手錶電池收兩百五十元，要留店一天才能取件。', DAY)], keep: ['東門店換一顆手錶電池收兩百元，大約二十分鐘可以取件。', '西門店換一顆手錶電池收兩百五十元，要留店一天才能取件。'], quiet: ['possible-duplicate'] },
  { id: 'h12-mrg-trap-draft-horses', category: 'merge', lang: 'en', trap: true, memories: [mem('draft-horses.md', "The farm's two draft horses, Bess and Major, are shod every six weeks.", OLD), mem('riding-ponies.md', "The farm's three riding ponies are shod every eight weeks.", DAY)], keep: ["The farm's two draft horses, Bess and Major, are shod every six weeks.", "The farm's three riding ponies are shod every eight weeks."], quiet: ['possible-duplicate'] },

  // ---- captures: a user's own request, a reported one in a log, one real request among noise
  { id: 'h12-cap-en-please-remember-project', category: 'captures', lang: 'en', memories: [mem('wall-map.md', 'The bouldering wall map hangs next to the chalk station.', OLD, 'reference')], said: said("please remember that the climbing gym's auto-belays are inspected by Vertec every March"), fixed: { contains: ['auto-belays are inspected by Vertec every March', 'type: project'], indexAbsent: ['please remember'] }, maxCreated: 1 },
  { id: 'h12-cap-zh-bangwo-jiyixia', category: 'captures', lang: 'zh', memories: [mem('apiary-map-zh.md', '蜂场在山脚的果园里。', OLD, 'reference')], said: said('帮我记一下：蜂场的蜂王每两年换一次。'), fixed: { contains: ['蜂王每两年换一次', 'type: project'], indexAbsent: ['帮我记一下'] }, maxCreated: 1 },
  { id: 'h12-cap-log-reported-en', category: 'captures', lang: 'en', memories: [mem('studio-layout.md', 'The glass studio has two furnaces and one annealer.', OLD, 'reference')], logs: { [SAID]: ['Opened the studio and checked the furnace temperatures.', 'Ines asked me to make a note that the annealer must stay at 482 °C overnight on production days.', 'Swept the floor.'] }, fixed: { contains: ['482 °C overnight on production days', 'type: project'] }, maxCreated: 1 },
  { id: 'h12-cap-log-reported-zh', category: 'captures', lang: 'zh', memories: [mem('tofu-shop-zh.md', '豆腐坊在老街东口。', OLD, 'reference')], logs: { [SAID]: ['早上泡了二十斤黄豆。', '老周让我记住：豆腐坊点豆腐只用盐卤，不能换成石膏。', '下午送了两趟货。'] }, fixed: { contains: ['只用盐卤'] }, maxCreated: 1 },
  { id: 'h12-cap-en-prohibition-feedback', category: 'captures', lang: 'en', memories: [mem('choir-folders.md', 'Choir folders are handed out by the librarian before each rehearsal.', OLD, 'reference')], said: said("remember this one: never reformat the choir's score PDFs, the librarian annotates them by page number"), fixed: { contains: ["never reformat the choir's score PDFs"], absent: ['type: project'] }, maxCreated: 1 },
  {
    id: 'h12-cap-zh-noisy-group-chat-one-real',
    category: 'captures',
    lang: 'zh',
    memories: [mem('driving-school-zh.md', '驾校的训练场在城北。', OLD, 'reference')],
    said: said('不要不要的 哈哈哈 remember the boss fight lol', '记住了吗 记住了吗 🤣🤣', "don't don't DON'T 不要啊啊啊", 'remember_token 又过期了 又是这个 bug', '你还记得住那首歌吗 不要停 🎵', '记住：驾校的科目二练习车是 3 号和 5 号，别排到 7 号车。', '不要 @ 我 lol', 'remember remember 哈哈 都在刷屏'),
    fixed: { contains: ['科目二练习车是 3 号和 5 号'] },
    maxCreated: 1,
  },
  {
    id: 'h12-cap-en-noisy-lyrics-one-real',
    category: 'captures',
    lang: 'en',
    memories: [mem('escape-room.md', 'The escape room has three rooms: the Vault, the Lab and the Attic.', OLD, 'reference')],
    said: said('remember, remember the fifth of November 🎆', "don't stop believin' 🎶 lol", 'do u remember that time the lock jammed hahaha', '不要 lah, so lame', "Can you remember for me that the escape room's UV torches charge in the cupboard behind reception?", 'remember me? no? ok 😂', "don't. just don't."),
    fixed: { contains: ['UV torches charge in the cupboard behind reception', 'type: project'] },
    maxCreated: 1,
  },
  { id: 'h12-cap-hant-user-colour', category: 'captures', lang: 'zh', memories: [mem('report-hant.md', '月報放在共用雲端的「報表」資料夾。', OLD, 'reference')], said: said('記住：我是色弱，圖表不要只用紅色和綠色來區分。'), fixed: { contains: ['色弱'] }, maxCreated: 1 },
  { id: 'h12-cap-hant-log-reported', category: 'captures', lang: 'zh', memories: [mem('inn-rooms-hant.md', '溫泉旅館一共有十二間客房。', OLD, 'reference')], logs: { [SAID]: ['巡了一遍客房。', '阿明要我記下來：溫泉旅館的鍋爐每週一早上要排水。', '補了備品。'] }, fixed: { contains: ['鍋爐每週一早上要排水', 'type: project'] }, maxCreated: 1 },
  // traps: already remembered, taken back, declined, noise alone
  { id: 'h12-cap-trap-en-already-known', category: 'captures', lang: 'en', trap: true, memories: [mem('skate-blades.md', 'Blades on the rental skates are sharpened after every 40 hours of use.', OLD, 'project')], said: said('remember that rental skate blades get sharpened every 40 hours of use'), keep: ['Blades on the rental skates are sharpened after every 40 hours of use.'], maxCreated: 0 },
  { id: 'h12-cap-trap-zh-log-already-known', category: 'captures', lang: 'zh', trap: true, memories: [mem('herb-drawers-zh.md', '当归放在第三排左边的抽屉。', OLD, 'reference')], logs: { [SAID]: ['王姐让我记住当归在第三排左边的抽屉。', '盘点了一遍黄芪。'] }, keep: ['当归放在第三排左边的抽屉。'], maxCreated: 0 },
  { id: 'h12-cap-trap-en-taken-back', category: 'captures', lang: 'en', trap: true, memories: [mem('workshop-tools.md', 'The torque wrenches hang above bench 2.', OLD, 'reference')], said: said("remember that the shop's torque wrench is set to 5 Nm", "wait no, don't keep that, I was only testing a setting"), keep: ['The torque wrenches hang above bench 2.'], maxCreated: 0, forbid: ['set to 5 Nm'] },
  { id: 'h12-cap-trap-hant-declined', category: 'captures', lang: 'zh', trap: true, memories: [mem('warehouse-hant.md', '茶行的倉庫在後巷。', OLD, 'reference')], said: said('要不要把倉庫的密碼記起來？', '不用了，密碼常常換，不要記。'), keep: ['茶行的倉庫在後巷。'], maxCreated: 0 },
  {
    id: 'h12-cap-trap-zh-noise-only',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('radio-desk-zh.md', '电台的直播间在三楼。', OLD, 'reference')],
    said: said('不要不要的好看 😍😍', '记住 记住 记住 （背单词 app 又在叫）', 'remember me? lol 老同学', "don't @ me 不要 @ 我", '你还记得住吗 哈哈哈', '不要啊 又掉线了', 'remember 那个梗吗 🤣', '记住个鬼 哈哈', '不要不要 不要不要', '好的好的 remember remember'),
    keep: ['电台的直播间在三楼。'],
    maxCreated: 0,
  },

  // ---- index: notes move out to a linked topic file before any pointer is demoted
  {
    id: 'h12-idx-en-dated-notes-over-200',
    category: 'index',
    lang: 'en',
    memories: [mem('boathouse.md', 'The boathouse key is kept by the captain.', OLD), mem('cox-contact.md', 'The user coxes the women\'s eight on Tuesdays.', OLD, 'user')],
    extraMemories: 180,
    indexNotes: ['## Notes', ...rowingNotes(14), '2026-10-02: the river authority moved the red buoy 40 m downstream of the bridge.'],
    fixed: { indexMaxLines: 200, contains: ['the river authority moved the red buoy 40 m downstream of the bridge'], indexAbsent: ['moved the red buoy'], indexContains: ['(project-fact-001.md)', '(project-fact-180.md)'] },
    indexKeep: [...PERSONAL_POINTERS, '](cox-contact.md)'],
  },
  {
    id: 'h12-idx-zh-paragraphs-over-200',
    category: 'index',
    lang: 'zh',
    memories: [mem('tea-room-zh.md', '茶室周一休息。', OLD), mem('tea-style-zh.md', '回答茶叶问题时先说产地再说冲泡方法。', OLD, 'feedback')],
    extraMemories: 182,
    indexNotes: [
      '以下是茶室的整理记录，先放在这里：',
      '2026-09-12 茶室的会员卡改成电子卡，旧的纸卡在 2026-12-31 前都还能用，老会员来的时候顺便帮他们换。',
      '2026-09-30 龙井的进货渠道换成梅家坞的王师傅，每斤比原来便宜四十元，品质差不多。',
      '2026-10-15 二楼包间的空调坏了，已经报修，修好之前包间只接四人以下的客人。',
      '2026-10-28 茶艺课改成每期八节，每节一个半小时，报名满六人才开班。',
      '2026-11-05 周末下午茶套餐加了桂花糕，成本每份六元。',
      '2026-11-09 储藏室的除湿机每天晚上要倒一次水。',
      '2026-11-11 茶叶罐上都贴了进货日期的标签。',
      '2026-11-12 新来的服务员小林负责周三和周五的晚班。',
      '2026-11-13 外卖平台的茶饮只卖冷泡茶，不卖热茶。',
      '2026-11-14 普洱饼一律放在木架最上层。',
      '2026-11-15 茶渣倒进后门的绿色桶。',
      '2026-11-16 收银台旁边的小黑板每周换一次推荐茶。',
      '2026-11-17 茶具消毒柜温度调到一百二十度。',
      '2026-11-17 包间最低消费是两百元。',
    ],
    fixed: { indexMaxLines: 200, contains: ['龙井的进货渠道换成梅家坞的王师傅'], indexAbsent: ['梅家坞'], indexContains: ['(project-fact-182.md)'] },
    indexKeep: [...PERSONAL_POINTERS, '](tea-style-zh.md)'],
  },
  {
    id: 'h12-idx-en-over-25000-chars',
    category: 'index',
    lang: 'en',
    memories: [mem('club-kit.md', 'Club kit is ordered through the captain twice a year.', OLD), mem('coach-style.md', 'Give rowing advice as short numbered steps.', OLD, 'feedback')],
    extraMemories: 32,
    indexNotes: ['## Committee minutes (pasted in, to sort out)', 'Minutes of the AGM: the club agreed that the annual subscription for juniors stays at 90 pounds and that the boat levy is dropped.', ...Array.from({ length: 24 }, (_, i) => committeeParagraph(i))],
    fixed: { indexMaxChars: 25_000, indexMaxLines: 200, contains: ['the annual subscription for juniors stays at 90 pounds'], indexAbsent: ['annual subscription for juniors'], indexContains: ['(project-fact-032.md)'] },
    indexKeep: [...PERSONAL_POINTERS, '](coach-style.md)'],
  },
  {
    id: 'h12-idx-en-entries-over-keep-personal',
    category: 'index',
    lang: 'en',
    memories: [
      mem('crew-role.md', 'The user is the race director of the city marathon.', OLD, 'user'),
      mem('crew-languages.md', 'The user reads Portuguese and Spanish, not French.', OLD, 'user'),
      mem('marshal-briefs.md', 'Write marshal briefings as one page with a map, never as email threads.', OLD, 'feedback'),
      mem('numbers-style.md', 'Give distances in kilometres with one decimal.', OLD, 'feedback'),
      mem('route.md', 'The marathon route crosses the river twice.', OLD),
    ],
    extraMemories: 200,
    indexNotes: ['2026-10-04: the sponsor asked for the finish arch to face the town hall.', '2026-10-19: medal order confirmed at 4,200 pieces.', '2026-11-02: the first-aid provider changed to St Anne Ambulance.'],
    fixed: { indexMaxLines: 200, contains: ['medal order confirmed at 4,200 pieces'], indexAbsent: ['4,200 pieces'] },
    indexKeep: [...PERSONAL_POINTERS, '](crew-role.md)', '](crew-languages.md)', '](marshal-briefs.md)', '](numbers-style.md)'],
  },
  {
    id: 'h12-idx-hant-dated-notes',
    category: 'index',
    lang: 'zh',
    memories: [mem('temple-fair-hant.md', '廟會每年農曆三月舉辦。', OLD), mem('reply-hant.md', '回覆時請用繁體中文。', OLD, 'feedback')],
    extraMemories: 184,
    indexNotes: ['## 雜記', '2026-08-02：香爐換成銅製的，重六十公斤。', '2026-08-20：金紙改向嘉義的廠商訂。', '2026-09-03：廟前廣場的停車格重新畫線，共四十格。', '2026-09-18：志工排班表改用 LINE 群組公告。', '2026-10-01：光明燈一盞一年一千二百元。', '2026-10-09：大殿的監視器多裝了兩支。', '2026-10-22：香客的遺失物放在服務台抽屜。', '2026-11-03：平安符改成每批五百個。', '2026-11-10：素食便當每份八十元。', '2026-11-16：廁所的清潔時間是早晚各一次。'],
    fixed: { indexMaxLines: 200, contains: ['光明燈一盞一年一千二百元'], indexAbsent: ['光明燈'], indexContains: ['(project-fact-184.md)'] },
    indexKeep: [...PERSONAL_POINTERS, '](reply-hant.md)'],
  },
  {
    id: 'h12-idx-en-table-notes',
    category: 'index',
    lang: 'en',
    memories: [mem('fleet.md', 'The club owns eleven boats.', OLD)],
    extraMemories: 180,
    indexNotes: [
      '## Boat roster (copied from the whiteboard)',
      '',
      '| Boat | Crew | Slot |',
      '|---|---|---|',
      '| Heron | novice women | Sat 08:00 |',
      '| Kingfisher | masters men | Sun 07:30 |',
      '| Otter | juniors | Wed 17:00 |',
      '| Swift | veterans mixed | Thu 18:00 |',
      '| Teal | development squad | Tue 06:30 |',
      '| Moorhen | adaptive rowing | Fri 10:00 |',
      '| Grebe | university crew | Mon 06:00 |',
      '| Coot | learn-to-row | Sat 10:00 |',
      '| Dipper | sculling squad | Sun 09:00 |',
      '| Plover | corporate crews | Wed 19:00 |',
      '| Egret | masters women | Thu 06:30 |',
      '| Snipe | juniors B | Sat 12:00 |',
      '| Curlew | recreational | Sun 11:00 |',
    ],
    fixed: { indexMaxLines: 200, contains: ['| Kingfisher | masters men | Sun 07:30 |'], indexAbsent: ['Kingfisher'], indexContains: ['(project-fact-001.md)', '(project-fact-180.md)'] },
    indexKeep: PERSONAL_POINTERS,
  },
  {
    id: 'h12-idx-zh-linkless-bullets',
    category: 'index',
    lang: 'zh',
    memories: [mem('surf-school-zh.md', '冲浪学校在海滩北端。', OLD), mem('surf-user-zh.md', '用户是冲浪学校的前台。', OLD, 'user')],
    extraMemories: 178,
    indexNotes: [
      '待整理：',
      '- 2026-07-03 软板新到十二块，放在二号柜',
      '- 2026-07-15 防寒衣按尺码挂，S 在最左边',
      '- 2026-07-29 教练证书复印件交给了前台',
      '- 2026-08-06 救生员周末加一个人',
      '- 2026-08-21 淋浴间热水器换成燃气的',
      '- 2026-09-02 团体课八人起开',
      '- 2026-09-17 浪板打蜡用冷水蜡',
      '- 2026-09-30 台风天全部停课，学费顺延',
      '- 2026-10-08 停车场每小时十元',
      '- 2026-10-20 储物柜钥匙押金五十元',
      '- 2026-10-31 冬季只开周末班',
      '- 2026-11-06 新的拍照服务每组三百元',
      '- 2026-11-12 冲浪板维修交给阿杰',
      '- 2026-11-14 年卡会员可以免费租板',
      '- 2026-11-16 海滩清洁日是每月最后一个周六',
      '- 2026-11-17 前台的对讲机是 4 频道',
      '- 2026-11-17 小朋友的课要家长陪同',
      '- 2026-11-17 防晒霜在前台可以买到',
    ],
    fixed: { indexMaxLines: 200, contains: ['台风天全部停课，学费顺延'], indexAbsent: ['学费顺延'], indexContains: ['(project-fact-178.md)'] },
    indexKeep: [...PERSONAL_POINTERS, '](surf-user-zh.md)'],
  },
  {
    id: 'h12-idx-en-feedback-many-over',
    category: 'index',
    lang: 'en',
    memories: [
      mem('reply-length.md', 'Keep replies about the inn under ten lines.', OLD, 'feedback'),
      mem('no-emoji.md', 'Do not use emoji in guest emails.', OLD, 'feedback'),
      mem('prices-format.md', 'Write prices with the currency after the number, as in 120 EUR.', OLD, 'feedback'),
    ],
    extraMemories: 205,
    indexNotes: ['Scratch: the sauna heater stones were replaced in October.', 'Scratch: breakfast moves to the garden room from May.'],
    fixed: { indexMaxLines: 200, contains: ['the sauna heater stones were replaced in October'], indexAbsent: ['sauna heater stones'] },
    indexKeep: [...PERSONAL_POINTERS, '](reply-length.md)', '](no-emoji.md)', '](prices-format.md)'],
  },
  {
    id: 'h12-idx-zh-mixed-scratch-heading',
    category: 'index',
    lang: 'zh',
    memories: [mem('glass-studio-zh.md', '玻璃工作室有两座熔炉。', OLD), mem('glass-answers-zh.md', '回答时中英文术语都要写，比如 glory hole（加热炉）。', OLD, 'feedback')],
    extraMemories: 184,
    indexNotes: [
      '## Scratch（以后再整理）',
      '2026-09-04 annealer 的程序 3 专门给高脚杯用。',
      '2026-09-19 color rod 从德国的 Kugler 订，一次订十公斤。',
      '2026-10-06 学员的作品要在退火炉里放过夜才能取。',
      '2026-10-21 工作台的 marver 每周打磨一次。',
      '2026-11-02 熔炉的燃气账单每季度付一次。',
      '2026-11-09 jacks 和 shears 用完挂在墙上的磁条上。',
      '2026-11-13 周末体验课每人一千二百元。',
      '2026-11-16 防护眼镜放在门口的蓝色盒子里。',
    ],
    fixed: { indexMaxLines: 200, contains: ['color rod 从德国的 Kugler 订，一次订十公斤'], indexAbsent: ['Kugler'], indexContains: ['(project-fact-184.md)'] },
    indexKeep: [...PERSONAL_POINTERS, '](glass-answers-zh.md)'],
  },
  // traps: within both limits
  { id: 'h12-idx-trap-exactly-200-lines', category: 'index', lang: 'en', trap: true, memories: [mem('rink-hours.md', 'Public skating runs from 14:00 to 17:00.', OLD), mem('rink-user.md', 'The user manages the ice rink cafe.', OLD, 'user')], extraMemories: 190, keep: ['Public skating runs from 14:00 to 17:00.'], indexKeep: [...PERSONAL_POINTERS, '](rink-user.md)', '](project-fact-001.md)', '](project-fact-190.md)'] },
  { id: 'h12-idx-trap-en-small-with-notes', category: 'index', lang: 'en', trap: true, memories: [mem('campsite-office.md', 'The campsite office opens at 08:30.', OLD)], extraMemories: 30, indexNotes: ['2026-10-12: the shower block token price went up to 1 EUR.', '2026-11-01: the site closes for the winter on 2026-12-15.'], keep: ['2026-10-12: the shower block token price went up to 1 EUR.', '2026-11-01: the site closes for the winter on 2026-12-15.'], indexKeep: [...PERSONAL_POINTERS, '](project-fact-030.md)'] },
  { id: 'h12-idx-trap-zh-199-lines', category: 'index', lang: 'zh', trap: true, memories: [mem('driving-range-zh.md', '驾校训练场早上七点开门。', OLD), mem('coach-user-zh.md', '用户是驾校的排班员。', OLD, 'user')], extraMemories: 183, indexNotes: ['备注：', '2026-10-08 科目三的考试路线换成了南环路。', '2026-10-30 教练车每月第一个周一保养。', '2026-11-11 学员体检统一去市第二医院。', '2026-11-16 夜间练车到九点结束。'], keep: ['2026-10-08 科目三的考试路线换成了南环路。', '2026-11-16 夜间练车到九点结束。'], indexKeep: [...PERSONAL_POINTERS, '](coach-user-zh.md)', '](project-fact-183.md)'] },
  { id: 'h12-idx-trap-en-long-under-25000', category: 'index', lang: 'en', trap: true, memories: [mem('race-day.md', 'Race day starts with the elite wave at 08:00.', OLD)], extraMemories: 30, indexNotes: Array.from({ length: 19 }, (_, i) => marathonParagraph(i)), keep: [marathonParagraph(0)], indexKeep: [...PERSONAL_POINTERS, '](project-fact-030.md)'] },
  { id: 'h12-idx-trap-hant-small-notes', category: 'index', lang: 'zh', trap: true, memories: [mem('inn-hant.md', '溫泉旅館的大浴場晚上十一點關門。', OLD), mem('inn-owner-hant.md', '使用者是溫泉旅館的老闆娘。', OLD, 'user')], extraMemories: 60, indexNotes: ['備忘：', '2026-10-05 露天風呂的竹簾換新的了。', '2026-11-08 冬季住房一晚加收三百元暖氣費。'], keep: ['2026-10-05 露天風呂的竹簾換新的了。', '2026-11-08 冬季住房一晚加收三百元暖氣費。'], indexKeep: [...PERSONAL_POINTERS, '](inn-owner-hant.md)'] },

  // ---- hooks: a line over 150 characters is shortened; fact clauses go to the memory, asides nowhere
  {
    id: 'h12-hook-en-glass-asides',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('glory-hole.md', 'The glory hole is relit with the pilot first, then the main burner.', OLD, 'reference'), 'Glory hole: relit with the pilot first, then the main burner; never leave its door open more than 10 s (lol, ask Dan why); gaffer gloves hang left of the bench; will tidy this later; annealer program 3 is for goblets')],
    fixed: { contains: ['gaffer gloves hang left of the bench', 'annealer program 3 is for goblets'], absent: ['will tidy this later'], indexAbsent: ['will tidy this later'] },
  },
  {
    id: 'h12-hook-zh-apiary-emoji',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('apiary-rules-zh.md', '开箱前先点喷烟器。', OLD, 'reference'), '蜂场规矩：开箱前先点喷烟器；蜂箱之间留一米宽的通道；夏天每七天检查一次王台；摇蜜前要确认封盖率超过八成；被蜇了先用卡片刮掉蜂针，别用手捏；分蜂的时候先通知隔壁果园；蜂箱编号用油漆笔写在箱盖内侧；冬天蜂箱外面要包一层草帘；大家辛苦啦🐝🐝😂；有空再整理')],
    fixed: { contains: ['蜂箱之间留一米宽的通道', '摇蜜前要确认封盖率超过八成'], absent: ['大家辛苦啦', '有空再整理'], indexAbsent: ['有空再整理'] },
  },
  {
    id: 'h12-hook-hant-onsen-joke',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('onsen-guests-hant.md', '大浴場晚上十一點關門。', OLD, 'reference'), '溫泉旅館住客須知：大浴場晚上十一點關門；露天風呂下雨照常開放；毛巾一人兩條，用完放門口的籃子；退房時間是早上十點，延到十一點要加收五百元；寵物不能進房間，可以寄放在櫃台旁的籠子；晚餐六點開始；老闆說泡太久會變成溫泉蛋哈哈；這段之後再整理')],
    fixed: { contains: ['毛巾一人兩條', '退房時間是早上十點'], absent: ['溫泉蛋', '之後再整理'], indexAbsent: ['之後再整理'] },
  },
  {
    id: 'h12-hook-en-piano-meta-remark',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('tuning-visits.md', 'A tuning visit is booked for 90 minutes per upright.', OLD, 'reference'), 'Tuning visits: 90 minutes per upright, 2 h for a grand; the church Steinway is tuned to A=442; never leave forks on the soundboard; customers get a humidity card (this hook is way too long, sorry, will split it up someday)')],
    fixed: { contains: ['the church Steinway is tuned to A=442', 'customers get a humidity card'], absent: ['way too long', 'will split it up someday'], indexAbsent: ['will split it up someday'] },
  },
  {
    id: 'h12-hook-zh-driving-english-asides',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('practice-slots-zh.md', '科目二每人每次练 40 分钟。', OLD, 'reference'), '科目二练车安排：每人每次练 40 分钟；倒车入库先练左边再练右边；3 号车的离合比较紧，新学员先别用；雨天暂停练坡道起步；教练的排班表在 Google Sheet 里；学员迟到十五分钟就取消当次练车；btw 这条写得有点乱 sorry；TODO 以后整理')],
    fixed: { contains: ['雨天暂停练坡道起步', '教练的排班表在 Google Sheet 里'], absent: ['写得有点乱', 'TODO 以后整理'], indexAbsent: ['TODO 以后整理'] },
  },
  {
    id: 'h12-hook-hant-tea-filler',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('tea-stock-hant.md', '烏龍茶每季向鹿谷的茶農直接進貨。', OLD, 'reference'), '茶行進貨：烏龍茶每季向鹿谷的茶農直接進貨；包種茶只收春茶；每批茶都要留一百公克當樣品；倉庫濕度要保持在百分之六十以下；新茶到貨先試泡再上架；紅茶改向花蓮的瑞穗訂；茶葉罐的標籤要寫產地和焙火程度；試喝的茶杯每天收店前要煮過消毒；嗯嗯，大概就是這樣啦；其他的想到再說')],
    fixed: { contains: ['每批茶都要留一百公克當樣品', '倉庫濕度要保持在百分之六十以下'], absent: ['大概就是這樣啦', '想到再說'], indexAbsent: ['想到再說'] },
  },
  {
    id: 'h12-hook-en-fact-that-reads-like-aside',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('surf-lessons.md', 'Surf lessons take at most 8 students per instructor.', OLD, 'reference'), 'Surf lessons: max 8 students per instructor; foam boards for the first 3 lessons; wetsuits rinsed in the blue tub; ask the lifeguard before using the north peak; leashes checked every morning; more later, promise 🤙')],
    fixed: { contains: ['ask the lifeguard before using the north peak', 'wetsuits rinsed in the blue tub'], absent: ['more later, promise'], indexAbsent: ['more later, promise'] },
  },
  {
    id: 'h12-hook-zh-fact-starting-yihou',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('tofu-steps-zh.md', '豆腐坊凌晨四点开始泡豆。', OLD, 'reference'), '豆腐坊流程：凌晨四点开始泡豆；卤水点完要静置十五分钟；豆渣送给隔壁养猪场；以后新来的学徒先学压豆腐，再学点卤；压好的豆腐放进冷水里降温；石磨每周清洗一次；豆腐板用完要晒干；卖剩的豆腐做成豆腐干；黄豆只买东北的；哈哈我字打错了好多；先记这么多')],
    fixed: { contains: ['以后新来的学徒先学压豆腐', '豆渣送给隔壁养猪场'], absent: ['我字打错了好多', '先记这么多'], indexAbsent: ['先记这么多'] },
  },
  {
    id: 'h12-hook-en-commit-style-wip',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('crating.md', 'Fine art goes in double-walled crates.', OLD, 'reference'), 'crating: fine art -> double-walled crates; pianos need 4 movers + the skid board; no crates stacked above 1.8 m in the van; invoices go out through Xero; wip, feel free to reword; 🚚🚚🚚')],
    fixed: { contains: ['pianos need 4 movers', 'no crates stacked above 1.8 m in the van'], absent: ['feel free to reword', '🚚'], indexAbsent: ['feel free to reword'] },
  },
  // traps: lines under 150 UTF-16 units (long in bytes, or with an emoji)
  { id: 'h12-hook-trap-zh-long-in-bytes', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('tofu-sales-zh.md', '豆腐每天早上六点开始卖。', OLD, 'reference'), '豆腐坊卖货：早上六点开卖；老豆腐每斤四元，嫩豆腐每斤五元；豆浆一杯两元；豆腐皮只在周末做；熟客可以赊账，月底结清；送货只送老街附近，满二十元才送；过年的年货豆腐要先预订')], keep: ['豆腐每天早上六点开始卖。'], indexKeep: ['豆腐坊卖货：早上六点开卖；老豆腐每斤四元，嫩豆腐每斤五元；豆浆一杯两元；豆腐皮只在周末做；熟客可以赊账，月底结清；送货只送老街附近，满二十元才送；过年的年货豆腐要先预订'] },
  { id: 'h12-hook-trap-en-just-under', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('rink-rentals.md', 'Skate rental costs 4 EUR.', OLD, 'reference'), 'Skate rental 4 EUR; helmets free for under-12s; lockers take 1 EUR coins; sharpening 6 EUR a pair; sizes 36-47')], keep: ['Skate rental costs 4 EUR.'], indexKeep: ['Skate rental 4 EUR; helmets free for under-12s; lockers take 1 EUR coins; sharpening 6 EUR a pair; sizes 36-47'] },
  { id: 'h12-hook-trap-hant-under', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('boat-care-hant.md', '龍舟每次練完都要把船底的水舀乾淨。', OLD, 'reference'), '龍舟保養：練完把船底的水舀乾淨；槳放回架上；鼓和鼓棒收進倉庫；每個月檢查一次船身有沒有裂縫；比賽前重新上漆')], keep: ['龍舟每次練完都要把船底的水舀乾淨。'], indexKeep: ['龍舟保養：練完把船底的水舀乾淨；槳放回架上；鼓和鼓棒收進倉庫；每個月檢查一次船身有沒有裂縫；比賽前重新上漆'] },
  { id: 'h12-hook-trap-en-emoji-under', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('escape-hints.md', 'Each team gets three hints per room.', OLD, 'reference'), '3 hints per room 💡; the Vault timer is 60 min; the Attic lights stay dim on purpose')], keep: ['Each team gets three hints per room.'], indexKeep: ['3 hints per room 💡; the Vault timer is 60 min; the Attic lights stay dim on purpose'] },
  { id: 'h12-hook-trap-zh-mixed-under', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('radio-schedule-zh.md', '早间新闻七点开始。', OLD, 'reference'), '直播排班：早间新闻 7:00；music hour 交给 DJ 阿凯；周五晚上是 call-in 节目；广告插播每小时不超过六分钟')], keep: ['早间新闻七点开始。'], indexKeep: ['直播排班：早间新闻 7:00；music hour 交给 DJ 阿凯；周五晚上是 call-in 节目；广告插播每小时不超过六分钟'] },
];
