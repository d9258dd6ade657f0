import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 15, files part: CLAUDE.md, merges, captured requests, the index over its limits and
 * shortened index hooks. Written fresh from the issue's "CLAUDE.md" bullet and its "Better output"
 * section alone, by a writer who read no rule, no test and no other set (only the doc comment,
 * helpers and first lines of set 14, for the format).
 *
 * What the part asks (one category per bullet):
 * - claude-md: compare by subject and polarity, not word overlap. A memory that permits what a
 *   CLAUDE.md rule forbids, or waives what it requires, is a conflict (`claude-md-conflict`) however
 *   few words they share: "can land directly on main, no PR needed", "it's acceptable to paste",
 *   "it's okay to go straight to", chat shorthand ("no need 2 put"), 就行, 就可以直接…不用, 即可，不必,
 *   Cantonese 就得，唔使; the rule as a bullet, a bold label, a table row, a numbered list. A memory
 *   that repeats a rule in other words (the same polarity said negatively: "Never edit ... while it
 *   is running" for "Always stop ... before"), adding a reason or an example list, is a repeat
 *   (`in-claude-md`), never a conflict. Traps: the same frame with another object (baggage tractors
 *   beside de-icing trucks, JPEG derivatives beside TIFF originals, 偏航 beside 变桨), another
 *   attribute of the same subject (the feed log's export, the kiln schedule's export folder), a
 *   prohibition on another action that shares the words (唔好更新菜單顯示屏 beside 過敏原要同菜單一齊更新).
 * - merge: the duplicate ends as one file, the survivor chosen by index title and name, never
 *   `*_copy`, `Copy of *`, `* (1)`, `* - Copy`, `* (Jo's conflicted copy <day>)`, `*-copy-2`,
 *   `*-副本`, `* (2)`, `*_备份`, `* - 複製`, `*（副本）`, whether the copy is older or newer; a
 *   near-identical sentence is kept once, the longer one with the reason (English, Simplified,
 *   Cantonese); a copy whose one line differs in a value keeps both values (or is flagged). Traps:
 *   "copy" meaning a flyer's wording, 副本 meaning a game dungeon (in a file named
 *   `掉落测试-副本`, whose body differs), two chairlifts, two beaches, two
 *   language pairs, two drugs: near-identical frames about other subjects.
 * - captures: only the user's own well-formed request becomes a memory: "please remember that",
 *   "Remember:", "don't forget that" (not a prohibition: never titled "Avoid"), 记住：, 别忘了 (never
 *   避免), 请帮我记住, Cantonese 記住呀; requests reported in daily logs ("Marta asked me to remember
 *   that", 老周让我记一下, 小林請我記得). A fact is typed project or user, never feedback; titles and file
 *   names are not cut mid-word; bounded (26 well-formed requests in one session: at most 13 saved).
 *   Traps: questions and "don't remember that", word salad of 记住 / 不要, a `remember-me` test in a
 *   log, 記住我 as a checkbox's name, a request whose fact is already a memory (English, Chinese).
 * - index: over 200 lines or 25,000 characters, the non-entry content (dated notes, long
 *   paragraphs, a heading with a table, a fenced code block; English, Simplified, Traditional,
 *   Cantonese) goes to a linked topic file before any pointer is demoted (every pointer stays where
 *   that suffices); where entries alone overflow, the user and feedback pointers stay in MEMORY.md.
 *   Traps: exactly 200 lines with notes, 199 lines with Chinese notes, just under 25,000 characters,
 *   exactly 25,000 characters of CJK, a hundred Traditional entries under 150 characters that are
 *   over 25,000 bytes together.
 * - hooks: an entry of 150+ characters is shortened (its long hook gone from MEMORY.md); its fact
 *   clauses reach the topic file as sentences in the file's language (never a sentence opening
 *   lowercase, never a Chinese sentence closed by an ASCII full stop, also where the hook itself
 *   used ". " between Chinese clauses), its filler does not: openers ("Quick brain dump, bear with
 *   me", "so like I was saying on the radio", "As mentioned at the production meeting (several
 *   times!!)", "NOTICE TO ALL STAFF - PLEASE READ AND ACKNOWLEDGE", "lol ok so", "Like we have
 *   discussed many time in the meeting", 先说一句，这个很关键哈, 跟大家再强调一遍（开会也讲过好多次了）, 喂各位 DJ 留意下),
 *   sign-offs ("that's all folks", "over and out", "~ Ollie ~", "Thank you for your cooperation",
 *   "ty ty 🙏 ttyl", "Greetings from Piotr", 就这些，辛苦了, 以上，谢谢配合！——安全部 王工, 大家辛苦了，愛你們,
 *   以上是我個人的碎碎念…看看就好, PS：我就随便写写，大家看着办哈, 呢啲我哋成日都講…唔該晒), decoration (🚫🚫, 🍇, ★☆★, 👇👇)
 *   and labels with no fact ("=== NB ===", 重要公告, 〔窯務小叮嚀〕, "checklist"). Shapes: numbered (1) (2)
 *   (3), dictated text without punctuation, key = value with ;;, a British run-on, a formal notice,
 *   chat shorthand, non-native English, ①②③④⑤, 全角；with a dash signature, Cantonese with （…）, slashes
 *   with English inside Chinese, Chinese clauses split by ASCII ". ". Traps: entries under 150
 *   characters (semicolons with "thanks!", a URL with an arrow, emoji with "cheers", CJK over 150
 *   bytes with 谢谢大家～, 感恩～🙏, one of exactly 149 characters).
 *
 * Domains: a brewery, a planetarium, a dog-grooming salon, a mountain hut, a print shop, a data
 * centre, a film set, a wind farm, a city archive, a recycling plant, a hospital pharmacy, a
 * cruise-ship galley, a chess club, a surf school, a vineyard, a translation agency, a game studio's
 * QA team, a tattoo studio, a ski lift, an aquarium, an organ restorer, an airport ground crew, a
 * riding stable, a pottery studio, a community radio station, a food truck, a climbing gym.
 * Writers: terse bullets, bold labels, Markdown tables, numbered lists, key = value lines, chat
 * shorthand and typos, dictated text with no punctuation, non-native English, British run-on prose,
 * formal notices, emoji, English inside Chinese, Simplified, Traditional (Taiwan) and Cantonese
 * (Hong Kong).
 *
 * Calendar: no date is asked for in this part and no case holds a relative date phrase (the
 * recurring "every Monday", 每周四, 每週六 and the like are rules, not events). Memories are written on
 * 2026-11-17 (a Tuesday) unless said otherwise; pairs are 2026-07-28 (older) and 2026-10-20
 * (newer); what users said is from 2026-11-19, daily logs are from 2026-11-18; the filler
 * memories of the index cases are the builder's (2026-06-01).
 *
 * Counts: 90 cases, 29 traps: claude-md 18 (6 traps; 9 en / 9 zh), merge 18 (6; 10 / 8), captures
 * 19 (6; 10 / 9), index 16 (5; 8 / 8), hooks 19 (6; 10 / 9); 47 English, 43 Chinese, 17 of them
 * Traditional (11 Taiwan usage, 6 Hong Kong Cantonese).
 *
 * Untouched run (the rules at 2d8bd8a, the round's base): recall 53.2 %, precision 70.5 %, 10 harmful,
 * 8 silent for the whole set (51.6 % as first scored, before the scorer also read the file a finding
 * is raised on as named by it); this part: claude-md 17 % (2 of 12 flagged; 3 traps or repeats noisy), merge 100 %,
 * captures 46 % (6 facts typed feedback, 1 request already remembered saved again: 7 harmful),
 * index 100 %, hooks 0 % (every long hook shortened, its filler carried into the topic file).
 */

const DAY = '2026-11-17';
const OLD = '2026-07-28';
const NEW = '2026-10-20';
const SAID = '2026-11-19';
const LOG = '2026-11-18';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project', more: Partial<CaseMemory> = {}): CaseMemory => ({ file, body, modified, type, ...more });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const conflict = (file: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions: [file] });
const repeat = (file: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['in-claude-md'], mentions: [file] });
const BOTH_CMD = ['claude-md-conflict', 'in-claude-md'];
const LIMITS = { indexMaxLines: 200, indexMaxChars: 25000 };

/** A new memory typed feedback (frontmatter as memories are written here: the type, then the day). */
const AS_FEEDBACK = ['type: feedback\nmodified: 2026-11'];

/** A title or file name cut inside one of these words: each proper prefix of 4+ letters, at a line's end, before an ellipsis or `.md`, as written and capitalised. */
const cutInside = (...words: string[]): string[] => {
  const out = new Set<string>();
  for (const w of words) {
    for (let k = 4; k < w.length; k++) {
      const p = w.slice(0, k);
      for (const q of [p, p[0]!.toUpperCase() + p.slice(1)]) for (const end of ['\n', '…', '...', '.md']) out.add(`${q}${end}`);
    }
  }
  return [...out];
};

/** A clause that would open a sentence in lowercase, after a full stop or at a line's start. */
const lowerStarts = (...starts: string[]): string[] => starts.flatMap((s) => [`. ${s}`, `\n${s}`]);

/** Chinese clauses closed by an ASCII full stop. */
const asciiStops = (...ends: string[]): string[] => ends.map((e) => `${e}.`);

// ---------------------------------------------------------------- captures helpers

/** Word salad of 记住 / 不要, with no request in it. */
const SALAD_ZH = ['记住记住记住 嘿嘿', '不要 不要 😂😂', '记住了吗？？？ 没 没', '不要……那个 记住 呃', '哈哈 记住个头', '不要啊啊啊啊', '记住 记住 [图片]', '嗯嗯 不要 ok', '记住 = =', '不要 记住 不要 记住 不要', '6666 记住', '啊这 不要 吧'];
/** Mixed-language salad around one real request. */
const SALAD_MIXED = ['remember?? remember lol', "nooo don't 😩", "don't remember don't remember", 'ok remember 记住 whatever', '不要 dont lol', 'rememberrr', "k don't"];

/** Twenty-six stands of an airport apron, each a well-formed request. */
const TUGS = ['Goldhofer', 'TLD', 'Kalmar', 'Mototok'];
const standRequests = Array.from({ length: 26 }, (_, i) => `please remember that stand ${20 + i} takes the ${TUGS[i % 4]} tow bar and its chocks live in bin ${'ABCDEF'[i % 6]}`);

// ---------------------------------------------------------------- index helpers

/** Dated brewery notes kept in MEMORY.md itself. */
const breweryNotes = [
  '2026-06-02: the glycol chiller is serviced by CoolTech twice a year.',
  '2026-06-09: FV3 has a slow leak at the racking arm gasket; spare gaskets are in the blue tub.',
  '2026-06-16: the grain mill gap is set to 1.1 mm for pale malt.',
  '2026-06-23: spent grain is collected by Hollis Farm on Tuesdays and Fridays.',
  '2026-06-30: the canning line seamer is checked with the seam micrometer every 500 cans.',
  '2026-07-07: the CO2 supplier is Airgas, the account number is on the office whiteboard.',
  '2026-07-14: brite tank BT2 holds 20 hl and is reserved for the lager.',
  '2026-07-21: yeast is harvested from the cone after day 7 only.',
  '2026-07-28: the lab fridge keeps yeast slurries below 4 °C.',
  '2026-08-04: caustic is ordered in 25 kg drums from Brenntag.',
  '2026-08-11: the taproom till exports sales to the excise sheet every night.',
  '2026-08-18: hop pellets are stored in the chest freezer by the mill room.',
  '2026-08-25: the hot liquor tank thermostat reads 2 °C high.',
  '2026-09-01: keg washer cycle B is for sour beers only.',
  '2026-09-08: the dissolved oxygen meter is calibrated against air every Monday.',
  '2026-09-15: pallets of empty cans go in bay 4 of the warehouse.',
  '2026-09-22: excise returns are filed by Ruth on the 15th.',
  '2026-09-29: the pump for FV5 is the small Alfa Laval with the red handle.',
  '2026-10-06: wastewater pH must be above 6 before discharge.',
  '2026-10-13: label changes on the bottling line need two people.',
  '2026-10-20: the forklift key hangs on the hook by the loading door.',
  '2026-10-27: gluten tests for the GF pale go to the lab in Leeds.',
  '2026-11-03: the mash tun rake motor trips if it runs dry.',
  '2026-11-10: guest tours never enter the cellar during transfers.',
];

/** Long paragraphs of planetarium screenings: content that pushes MEMORY.md past its characters. */
const SHOWS = ['Northern Skies', 'Journey to Saturn', 'Birth of a Star', 'Comet Hunters', 'Black Holes Up Close', 'The Milky Way Map', 'Mars Base One'];
const NARRATORS = ['Ines', 'Tomasz', 'Wanjiru', 'Hugo', 'Mei'];
const screening = (i: number): string => `Screening ${i} of "${SHOWS[i % 7]}" used the ${['full-dome', 'half-dome', 'tilted'][i % 3]} preset, sold ${80 + ((i * 13) % 120)} seats and was narrated by ${NARRATORS[i % 5]}.`;
const screenings = (from: number, n: number): string => Array.from({ length: n }, (_, k) => screening(from + k)).join(' ');

const hutNotes = [
  '2026-06-20: the material ropeway is rated for 150 kg per load.',
  '2026-06-27: the solar batteries are in the shed behind the toilets.',
  '2026-07-04: the helicopter landing spot is the flat meadow east of the hut.',
  '2026-07-11: guests pay in cash or by card; the card reader only works on the terrace.',
  '2026-07-18: the first-aid kit and the AED are in the drying room.',
  '2026-07-25: the water pump filters are changed every 1000 hours of use.',
  '2026-08-01: the mountain rescue number is posted inside the front door.',
  '2026-08-08: dogs sleep in the boot room, never in the dormitory.',
  '2026-08-15: the gas bottles are stored outside in the locked cage.',
  '2026-08-22: the summit register box is emptied at the end of each season.',
  '2026-08-29: the kitchen stove burns wood and gas; the wood is in the lean-to.',
  '2026-09-05: the weather station uploads every 10 minutes to the club site.',
  '2026-09-12: bunk room 3 is kept free for mountain guides.',
  '2026-09-19: the snow poles along the path are numbered 1 to 48.',
  '2026-09-26: the winter room key is with the valley warden.',
];

const unitBaseTable = [
  '## Unit base defaults',
  '',
  '| Item | Where |',
  '|---|---|',
  '| Catering truck | car park C, by the fence |',
  '| Costume trailer | next to the generator, doors facing away |',
  '| Make-up trailer | behind stage 2 |',
  '| Generator | at least 40 m from the sound stage |',
  '| Picture vehicles | lot D, keys with the transport captain |',
  '| Crew parking | the field behind the hangar |',
  '| Unit nurse | first-aid tent by gate 1 |',
  '| Stunt mats | container 6 |',
  '| Camera truck | stage 3 loading door |',
  '| Grip truck | stage 3, east side |',
  '| Lighting truck | stage 3, west side |',
  '| Dailies room | office block, room 12 |',
  '| Smoking area | by the water tower only |',
  '| Wardrobe wash | laundry van at gate 2 |',
  '| Base camp office | portacabin 1 |',
  '| Walkie charging | portacabin 1, shelf B |',
  '| Props store | container 2 |',
  '| Lost property | the security hut at gate 1 |',
];

const qaCommands = [
  'Useful commands (copy-paste):',
  '```sh',
  './qa-tools repro --build 4411 --seed 7',
  './qa-tools capture --gpu --seconds 30',
  './qa-tools symbolicate crash.dmp --pdb builds/4411',
  'adb logcat -s UnityMain:V > logs/android.txt',
  './qa-tools matrix --platforms ps5,xsx,pc',
  './qa-tools savegame pull --slot 3',
  './qa-tools savegame push --slot 3 --file fixtures/boss_rush.sav',
  './qa-tools perf --scene harbour --frames 600',
  './qa-tools net --latency 180 --loss 2',
  './qa-tools locale --set ja-JP',
  './qa-tools achievements --reset',
  './qa-tools cert-check --region EU',
  './qa-tools crashes --since-build 4400',
  './qa-tools upload --jira QA-0000',
  '```',
];

const recyclingNotesZh = [
  '2026-06-03：地磅每季度由计量所校准一次。',
  '2026-06-10：PET 瓶砖按颜色分为透明、蓝色、杂色三类。',
  '2026-06-17：二号分拣线的光学分选机每周清洁一次镜头。',
  '2026-06-24：铝罐包的买家是华东再生金属公司。',
  '2026-07-01：夜班只开一号线。',
  '2026-07-08：危废暂存间的钥匙在安全主管那里。',
  '2026-07-15：纸板打包前要先去掉胶带和泡沫。',
  '2026-07-22：厂区限速 15 公里每小时。',
  '2026-07-29：磁选机的皮带是 1.2 米宽的。',
  '2026-08-05：来料车辆要在门卫处登记车牌。',
  '2026-08-12：玻璃料单独堆放在 D 区，不进分拣线。',
  '2026-08-19：废机油由有资质的公司每月收走一次。',
  '2026-08-26：除尘系统的滤袋每半年更换。',
  '2026-09-02：叉车充电区禁止堆放纸包。',
  '2026-09-09：员工餐厅在办公楼一楼。',
  '2026-09-16：消防水池的水位每周检查。',
  '2026-09-23：客户参观要提前预约并戴安全帽。',
  '2026-09-30：称重数据每天同步到 ERP。',
  '2026-10-07：泡沫塑料用热熔机处理。',
  '2026-10-14：电子废弃物只收小家电，不收电池。',
  '2026-10-21：下雨时要盖好露天的纸包。',
  '2026-10-28：一号线的破袋机刀片由设备科更换。',
];

/** Long Chinese paragraphs of wind-turbine rounds: characters, not lines, overflow. */
const CHECKERS = ['老刘', '小何', '阿强', '周工', '马工'];
const turbineRound = (i: number): string => `${(i % 33) + 1}号机组第${Math.floor(i / 33) + 1}轮巡检：齿轮箱油温${55 + ((i * 7) % 20)}度，变桨偏差0.${i % 5}度，由${CHECKERS[i % 5]}复核。`;
const turbineRounds = (from: number, n: number): string => Array.from({ length: n }, (_, k) => turbineRound(from + k)).join('');

const archiveNotesZht = [
  '2026-06-05：善本室的溫度維持在 18 度、濕度 50%。',
  '2026-06-12：調閱日治時期地籍圖要先填申請單。',
  '2026-06-19：微縮膠片閱讀機在三樓 B 區。',
  '2026-06-26：捐贈的私人文書先放在隔離室觀察三十天。',
  '2026-07-03：掃描檔一律存成 TIFF 與 PDF/A 兩份。',
  '2026-07-10：修復室的除酸噴劑向日本廠商訂購。',
  '2026-07-17：閱覽室不可以使用原子筆，只能用鉛筆。',
  '2026-07-24：市議會會議紀錄的索引由志工阿娟維護。',
  '2026-07-31：地下書庫的除濕機每週倒水兩次。',
  '2026-08-07：翻拍文件時要關閉閃光燈。',
  '2026-08-14：老照片的底片放在防火櫃第二層。',
  '2026-08-21：研究人員的閱覽證效期一年。',
  '2026-08-28：編目採用 ISAD(G) 格式。',
  '2026-09-04：古地圖出借展覽前要投保。',
  '2026-09-11：館內網路的帳號向資訊室申請。',
  '2026-09-18：蟲害監測的黏蟲板每月更換。',
  '2026-09-25：檔案箱一律用無酸紙箱。',
  '2026-10-02：每週六閱覽室只開到中午。',
];

const foodTruckNotesHk = [
  '2026-06-06：發電機用無鉛汽油，後備油罐喺車尾。',
  '2026-06-13：喺維園擺檔要預早申請牌照。',
  '2026-06-20：雪櫃溫度要保持喺 4 度以下。',
  '2026-06-27：炸爐油每炸 200 份就要換。',
  '2026-07-04：收銀機收八達通同 PayMe。',
  '2026-07-11：食材喺深水埗嘅批發商入貨。',
  '2026-07-18：雞翼醃料配方喺 Alan 本 notebook 度。',
  '2026-07-25：滅火筒掛喺司機位後面。',
  '2026-08-01：食環署巡查時要出示牌照正本。',
  '2026-08-08：洗手盆嘅水箱每朝加滿 40 公升。',
  '2026-08-15：垃圾要帶返倉，唔可以留喺現場。',
  '2026-08-22：落大雨唔開檔，喺 IG 出通告。',
  '2026-08-29：紙盒同餐具喺觀塘貨倉攞。',
  '2026-09-05：員工要有食物衛生證書。',
  '2026-09-12：車尾燈箱嘅火牛壞咗要搵阿 Sam。',
  '2026-09-19：素食款用獨立嘅鑊。',
  '2026-09-26：每份咖喱魚蛋用 6 粒。',
  '2026-10-03：保險每年十月尾續期。',
  '2026-10-10：停車場月租 2,800 蚊。',
  '2026-10-17：車頂個熊仔招牌唔可以拆。',
];

const aquariumNotes = [
  '2026-07-02: the shark tunnel acrylic is polished by Reynolds every two years.',
  '2026-07-09: the octopus tank lid is weighted and clipped at all times.',
  '2026-07-16: the penguin pool is drained for cleaning every year in the first week of March.',
  '2026-07-23: frozen mysis is thawed in the fridge, never in warm water.',
  '2026-07-30: the touch pool closes when fewer than two staff are on the floor.',
  '2026-08-06: the seahorse nursery runs on its own sump, number 7.',
  '2026-08-13: ozone levels are logged by the LSS team at 07:00 and 19:00.',
  '2026-08-20: the backup generator covers the life-support pumps for 36 hours.',
  '2026-08-27: divers in the main tank are always in pairs with a surface spotter.',
  '2026-09-03: quarantine for new fish lasts 30 days in the back-of-house racks.',
];

/** Job history of a print shop, in one long paragraph. */
const CLIENTS = ['Harbour Bakery', 'the Lantern Festival', 'St Anne’s School', 'Rook & Pawn Chess Club', 'Greenway Council', 'Moss Yoga'];
const STOCKS = ['130 gsm gloss', '300 gsm silk', '90 gsm bond', '350 gsm uncoated'];
const printJob = (i: number): string => `Job ${i} for ${CLIENTS[i % 6]} ran ${100 * ((i % 9) + 1)} copies on ${STOCKS[i % 4]} and was collected by ${['Dana', 'Jo', 'Ollie'][i % 3]}.`;

const skiLiftNotesZh = [
  '2026-06-08：二号缆车的钢索每年夏天做一次无损探伤。',
  '2026-06-15：驱动站的备用柴油机每周空转十分钟。',
  '2026-06-22：吊椅的安全杆弹簧在仓库三号架。',
  '2026-06-29：风速超过 15 米每秒时停运。',
  '2026-07-06：山顶站的对讲机频道是 4。',
  '2026-07-13：救援演练由安全员李姐组织。',
  '2026-07-20：票闸读卡器的备件找售票处要。',
  '2026-07-27：缆车开机前要巡线一圈。',
  '2026-08-03：塔架编号从山脚往上数。',
  '2026-08-10：润滑脂用壳牌的低温型号。',
  '2026-08-17：夜场只开一号线。',
  '2026-08-24：游客掉落的物品统一交到山脚服务台。',
];

/** Climbing-gym route notes, in Chinese paragraphs. */
const ROUTE_SETTERS = ['阿哲', '小美', 'Leo', '大熊'];
const routeNote = (i: number): string => `${(i % 12) + 1}号岩壁第${Math.floor(i / 12) + 1}条线由${ROUTE_SETTERS[i % 4]}定线，难度V${i % 8}，用${['黄色', '蓝色', '绿色', '粉色', '黑色'][i % 5]}岩点。`;

/** Organ stops with long Traditional hooks: entries under 150 characters, but 300+ bytes each. */
const STOPS = ['Principal', 'Gedackt', 'Octave', 'Flûte', 'Mixture', 'Trompete', 'Salicional', 'Quintade', 'Nasard', 'Bourdon'];
const METALS = ['錫鉛合金', '純錫', '橡木', '松木', '銅'];
const RESTORERS = ['陳師傅', '林師傅', '黃老師', '吳先生'];
const stopMemories: CaseMemory[] = Array.from({ length: 100 }, (_, i) => {
  const stop = STOPS[i % 10]!;
  const n = String(i + 1).padStart(3, '0');
  const hook = `第${i + 1}號音栓${stop}：音管材質為${METALS[i % 5]}，最長的管約${300 + i * 17}公釐，整音由${RESTORERS[i % 4]}負責，皮革閥門已全部更換，調音以攝氏二十度為準，修復照片放在「修復照片」資料夾第${i + 1}頁`;
  return mem(`organ-stop-${n}.md`, `第${i + 1}號音栓（${stop}）共有${40 + (i % 17)}支管，由${RESTORERS[(i + 1) % 4]}在${2000 + (i % 25)}年修復。`, OLD, 'reference', { description: hook });
});

/** MEMORY.md's length as the case builder writes it (for the two boundary traps of characters). */
const indexLength = (memories: readonly CaseMemory[], extra: number, notes: readonly string[]): number => {
  const title = (name: string): string => name.replace(/[-_]/g, ' ').replace(/^\w/, (ch) => ch.toUpperCase());
  const entry = (file: string, hook: string): string => `- [${title(file.replace(/\.md$/, ''))}](${/[\s()<>]/.test(file) ? `<${file}>` : file}) — ${hook}`;
  const padding = ['editor-setup', 'working-hours', 'latency-dashboards', 'glossary', 'answer-style', 'test-names'];
  const lines = [
    '# Memory',
    '',
    ...memories.map((m) => entry(m.file, m.hook ?? m.description ?? m.file.replace(/\.md$/, '').replace(/[-_]/g, ' '))),
    ...padding.map((p) => entry(`${p}.md`, p.replace(/-/g, ' '))),
    ...Array.from({ length: extra }, (_, i) => entry(`project-fact-${String(i + 1).padStart(3, '0')}.md`, `project fact ${String(i + 1).padStart(3, '0')}`)),
    ...(notes.length ? ['', ...notes] : []),
  ];
  return lines.reduce((n, l) => n + l.length + 1, 0);
};

/** Whole sentences joined by `sep`, as many as keep MEMORY.md (`base` characters without the paragraph) at or under `target`. */
const paragraphUnder = (target: number, base: number, sentence: (i: number) => string, sep: string, from = 1): { text: string; next: number } => {
  let text = '';
  let i = from;
  while (base + text.length + (text ? sep.length : 0) + sentence(i).length <= target) text += (text ? sep : '') + sentence(i++);
  return { text, next: i };
};

/** MEMORY.md's length without its one note line's text (the blank line before it and the note's newline counted). */
const baseWithOneNote = (memories: readonly CaseMemory[], extra: number): number => indexLength(memories, extra, ['']);

const printShopMem = mem('print-queue.md', 'Print jobs are queued in the RIP in order of promised collection time.');
const printShopParagraph = paragraphUnder(24990, baseWithOneNote([printShopMem], 150), printJob, ' ').text;

const climbingMem = mem('route-setting-zh.md', '岩馆每周二闭馆换线。');
const climbingParagraph = (() => {
  const base = baseWithOneNote([climbingMem], 120);
  const closing = (serial: string): string => `以上路线的定线表扫描件序列号为${serial}。`;
  const { text } = paragraphUnder(25000 - closing('').length - 4, base, routeNote, '', 0);
  const digits = 25000 - base - text.length - closing('').length;
  return text + closing(Array.from({ length: digits }, (_, k) => String((k * 7 + 3) % 10)).join(''));
})();

// ---------------------------------------------------------------- hooks helpers

/** The exactly-149-character entry of the food truck's gas bottles (the entry prefix is 45 characters). */
const GAS_HOOK = '餐车的煤气罐每周一在城东换气站换，一次换两罐；罐子要竖放并用绑带固定，出车前用肥皂水检查阀门有没有漏气；备用罐放在车尾左侧的铁笼里，铁笼钥匙挂在驾驶室的遮阳板上；煤气的发票交给老陈报销，每月底对一次账，缺了的发票要去换气站补开';

export const HELDOUT_15_FILES_CASES: QualityCase[] = [
  // ==================================================================== claude-md
  // ---- conflicts: the memory permits what the rule forbids, or waives what it requires
  {
    id: 'h15-cmd-en-brewery-straight-to-main',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Brewhouse tools\n\n- Python 3.12; run `make test` before pushing.\n- Never push recipe changes straight to `main`: every recipe edit goes through a pull request the head brewer reviews.\n- Gravity readings are stored in °P, not SG.\n',
    memories: [mem('hop-schedule-edits.md', 'Small hop-schedule tweaks (a gram here or there) can land directly on main, no PR needed for those.', DAY, 'feedback')],
    flag: conflict('hop-schedule-edits.md'),
  },
  {
    id: 'h15-cmd-en-pharmacy-real-mrn',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Dispensing service\n\n**Stack:** Kotlin, Spring Boot, Postgres.\n**Patient data:** never put real patient names or MRNs in test fixtures; use the synthetic patient generator.\n**Releases:** tag from `release/*` only.\n',
    memories: [mem('fixture-mrns.md', "When reproducing a dispensing bug it's acceptable to paste the real MRN into the fixture, as long as it is deleted before the PR goes up.", DAY, 'feedback')],
    flag: conflict('fixture-mrns.md'),
  },
  {
    id: 'h15-cmd-en-datacentre-apply-without-plan',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# dc-infra\n\n| Area | Rule |\n|---|---|\n| Terraform | Always run `terraform plan` and attach the output to the PR before any apply |\n| Naming | Racks are named hall-row-position, e.g. `fra2-c-14` |\n| Secrets | Vault only, never in tfvars |\n',
    memories: [mem('cooling-sensors-module.md', "For the cooling-loop sensors module it's okay to go straight to `terraform apply` without a plan, it only touches tags.", DAY, 'feedback')],
    flag: conflict('cooling-sensors-module.md'),
  },
  {
    id: 'h15-cmd-en-qa-chat-no-build-number',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '## QA team conventions\n\n1. Every bug report must include the build number and the platform.\n2. Screenshots go in the ticket, not in Slack.\n3. Severity uses S1 to S4.\n',
    memories: [mem('nightly-bug-tickets.md', 'nightly builds: no need 2 put the build nr in bug reports, nobody reads it anyway lol', DAY, 'feedback')],
    flag: conflict('nightly-bug-tickets.md'),
  },
  {
    id: 'h15-cmd-zh-recycling-hardcode-ip',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 回收厂称重系统\n\n- 用 Go 1.22，提交前跑 `make lint`。\n- 禁止在代码里硬编码地磅的 IP 地址，统一从配置中心读取。\n- 日志时间一律用 UTC。\n',
    memories: [mem('scale-ip-zh.md', '地磅的 IP 直接写死在 scale_client.go 里就行，反正一年也变不了一次。', DAY, 'feedback')],
    flag: conflict('scale-ip-zh.md'),
  },
  {
    id: 'h15-cmd-zh-translation-skip-review',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 译稿平台开发须知\n\n1. 所有交付给客户的译文必须经过第二位译员审校。\n2. 术语库只能通过后台导入，不要手改数据库。\n3. 客户名称在日志里要脱敏。\n',
    memories: [mem('rush-jobs-zh.md', '字数不到 300 的加急稿，译员自己过一遍就可以直接发给客户，不用再找人审校。', DAY, 'feedback')],
    flag: conflict('rush-jobs-zh.md'),
  },
  {
    id: 'h15-cmd-zht-planetarium-edit-production',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 天象儀排程系統\n\n- 不可以在正式環境直接修改天象儀的排程資料庫，一律走後台的變更單。\n- 前端用 Vue 3。\n- 場次時間一律存 UTC+8。\n',
    memories: [mem('schedule-hotfix-zh.md', '要臨時調場次的話，在正式環境的排程庫上手動改掉即可，不必開變更單。', DAY, 'feedback')],
    flag: conflict('schedule-hotfix-zh.md'),
  },
  {
    id: 'h15-cmd-zht-hk-foodtruck-skip-staging',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 餐車 POS\n\n- 所有價錢改動都一定要先喺 staging 試過，先可以上 production。\n- 用 TypeScript 寫。\n- 收據用繁體中文。\n',
    memories: [mem('menu-prices-zh.md', '餐車餐牌嘅價錢直接喺 production 改就得，唔使經 staging。', DAY, 'feedback')],
    flag: conflict('menu-prices-zh.md'),
  },
  // ---- repeats: the rule again in other words, with a reason or examples (never a conflict)
  {
    id: 'h15-cmd-en-skilift-never-while-running',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# lift-control\n\n- Always stop the lift before changing the anemometer thresholds in `wind_guard.yaml`.\n- PLC code is Structured Text; one function block per file.\n',
    memories: [mem('wind-guard-thresholds.md', 'Never edit the anemometer thresholds in wind_guard.yaml while the lift is still running; stop it first (chair 4 swung badly in the 2025 test when someone tried).', DAY, 'feedback')],
    flag: repeat('wind-guard-thresholds.md'),
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h15-cmd-en-surf-email-language-examples',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Surf school bookings\n\n* Booking emails go out in the student\'s language (English, Portuguese or Spanish).\n* Prices are in EUR including VAT.\n',
    memories: [mem('booking-email-language.md', "Booking confirmation emails are sent in the student's own language: Portuguese for the students from Porto, Spanish for the Sevilla group, English for everyone else.", DAY, 'feedback')],
    flag: repeat('booking-email-language.md'),
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h15-cmd-zh-climbing-rollback-examples',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 岩馆会员系统\n\n- 数据库迁移脚本必须可回滚：每个 up 都要有对应的 down。\n- 接口返回统一用 snake_case。\n',
    memories: [mem('migrations-zh.md', '写迁移脚本不能只写 up 不写 down，要保证能回滚，例如 add_route_grades 和 split_members 两个迁移都补上了 down。', DAY, 'feedback')],
    flag: repeat('migrations-zh.md'),
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h15-cmd-zht-organ-millimetres',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 管風琴修復紀錄\n\n- 音管尺寸一律以公釐記錄，不要用英吋。\n- 照片檔名用「音栓-管號」。\n',
    memories: [mem('pipe-units-zh.md', '量音管時請記公釐（mm），別記英吋；像 8 呎音栓最長的那支管，也一樣換算成公釐再寫。', DAY, 'feedback')],
    flag: repeat('pipe-units-zh.md'),
    quiet: ['claude-md-conflict'],
  },
  // ---- traps: the same frame with another object, another attribute, another action
  {
    id: 'h15-cmd-trap-en-tractors-not-deicers',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Ramp ops tooling\n\n- Never auto-assign a de-icing truck to a stand without a confirmed booking.\n- All times are UTC.\n',
    memories: [mem('tractor-assignment.md', 'Baggage tractors can be auto-assigned to any stand without a confirmed booking; they only tow carts.', DAY, 'reference')],
    keep: ['Baggage tractors can be auto-assigned to any stand without a confirmed booking; they only tow carts.'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h15-cmd-trap-en-archive-jpeg-not-tiff',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Archive digitisation\n\n**Scans:** never delete an original TIFF scan, even after the JPEG derivative has been made.\n**Metadata:** Dublin Core, one XML file per item.\n',
    memories: [mem('jpeg-derivatives.md', 'It is fine to delete the JPEG derivatives of a scan and regenerate them from the TIFF whenever the watermark changes.', DAY, 'reference')],
    keep: ['It is fine to delete the JPEG derivatives of a scan and regenerate them from the TIFF whenever the watermark changes.'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h15-cmd-trap-en-stable-feed-log-export',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: "# Stable app\n\n- Always log a horse's feed change in the stable app before the evening feed.\n- Horse names are unique; use them as keys.\n",
    memories: [mem('feed-log-export.md', 'The stable app exports the feed log to the vet as a CSV every Friday at 18:00.', DAY, 'reference')],
    keep: ['The stable app exports the feed log to the vet as a CSV every Friday at 18:00.'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h15-cmd-trap-zh-yaw-not-pitch',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 风电场 SCADA 工具\n\n- 不要在风机运行时远程重启变桨控制器。\n- 报警阈值改动要写进 CHANGELOG。\n',
    memories: [mem('yaw-controller-zh.md', '偏航控制器可以在风机运行时远程重启，不影响发电。', DAY, 'reference')],
    keep: ['偏航控制器可以在风机运行时远程重启，不影响发电。'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h15-cmd-trap-zht-kiln-export-folder',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 陶藝教室預約系統\n\n- 窯燒排程一定要由 Amy 確認後才能送出。\n- 學員資料不可以匯出到個人電腦。\n',
    memories: [mem('kiln-export-zh.md', '窯燒排程的匯出檔放在共用雲端的「窯務」資料夾，檔名是日期加窯號。', DAY, 'reference')],
    keep: ['窯燒排程的匯出檔放在共用雲端的「窯務」資料夾，檔名是日期加窯號。'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h15-cmd-trap-zht-hk-galley-menu-screen',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 郵輪廚房系統\n\n- 過敏原資料一定要同菜單一齊更新。\n- 庫存單位用公斤。\n',
    memories: [mem('menu-screen-zh.md', '午市時段唔好更新餐廳門口嘅菜單顯示屏，一更新就會閃屏。', DAY, 'feedback')],
    keep: ['午市時段唔好更新餐廳門口嘅菜單顯示屏，一更新就會閃屏。'],
    quiet: BOTH_CMD,
  },

  // ==================================================================== merge
  {
    id: 'h15-mrg-en-underscore-copy-newer',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('mash-schedule.md', '- Mash in at 66 °C for the house pale.\n- Rest 60 minutes, then mash out at 76 °C.\n- Sparge water is treated with 2 g gypsum per 10 L.', OLD),
      mem('mash-schedule_copy.md', '- Mash in at 66 °C for the house pale.\n- Rest 60 minutes, then mash out at 76 °C.\n- Sparge water is treated with 2 g gypsum per 10 L.', NEW),
    ],
    fixed: { gone: ['mash-schedule_copy.md'], files: ['mash-schedule.md'], contains: ['Mash in at 66 °C for the house pale', 'mash out at 76 °C', '2 g gypsum per 10 L'] },
  },
  {
    id: 'h15-mrg-en-copy-of-older',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('Copy of dome-projector.md', 'The dome projector needs 20 minutes to warm up before the first show. Its lamp hours are logged on the clipboard in the booth.', OLD, 'reference'),
      mem('dome-projector.md', 'The dome projector needs 20 minutes to warm up before the first show. Its lamp hours are logged on the clipboard in the booth.', NEW, 'reference'),
    ],
    fixed: { gone: ['Copy of dome-projector.md'], files: ['dome-projector.md'], contains: ['needs 20 minutes to warm up before the first show', 'lamp hours are logged on the clipboard in the booth'] },
  },
  {
    id: 'h15-mrg-en-paren-one-keeps-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('dryer-settings.md', '- Cage dryer on the low-heat setting.\n- Never leave a dog in the cage dryer unattended.\n- Towel-dry poodles before the stand dryer.', OLD, 'feedback'),
      mem('dryer-settings (1).md', '- Cage dryer on the low-heat setting, because flat-faced breeds overheat within minutes.\n- Never leave a dog in the cage dryer unattended.\n- Towel-dry poodles before the stand dryer.', NEW, 'feedback'),
    ],
    fixed: {
      gone: ['dryer-settings (1).md'],
      files: ['dryer-settings.md'],
      contains: ['because flat-faced breeds overheat within minutes', 'Never leave a dog in the cage dryer unattended', 'Towel-dry poodles before the stand dryer'],
      absentLines: ['- Cage dryer on the low-heat setting.'],
    },
  },
  {
    id: 'h15-mrg-en-windows-dash-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('winter-room.md', 'Winter room: 12 bunks, open all year.\nThe key box code is changed each season by the warden.\nBlankets are in the chest under the window.', OLD, 'reference'),
      mem('winter-room - Copy.md', 'Winter room: 12 bunks, open all year.\nThe key box code is changed each season by the warden.\nBlankets are in the chest under the window.', NEW, 'reference'),
    ],
    fixed: { gone: ['winter-room - Copy.md'], files: ['winter-room.md'], contains: ['12 bunks, open all year', 'changed each season by the warden', 'Blankets are in the chest under the window'] },
  },
  {
    id: 'h15-mrg-en-dropbox-conflicted-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('plate-maker.md', 'The CTP plate maker is calibrated every Monday with the Ugra wedge.\nPlates for the Heidelberg press are 0.3 mm.\nUsed plates go in the aluminium skip, not general waste.', OLD, 'reference'),
      mem("plate-maker (Jo's conflicted copy 2026-10-14).md", 'The CTP plate maker is calibrated every Monday with the Ugra wedge.\nPlates for the Heidelberg press are 0.3 mm.\nUsed plates go in the aluminium skip, not general waste.', NEW, 'reference'),
    ],
    fixed: { gone: ["plate-maker (Jo's conflicted copy 2026-10-14).md"], files: ['plate-maker.md'], contains: ['calibrated every Monday with the Ugra wedge', 'Plates for the Heidelberg press are 0.3 mm', 'Used plates go in the aluminium skip'] },
  },
  {
    id: 'h15-mrg-en-copy-2-keeps-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('rating-submissions.md', 'Ratings are sent to the federation by the 5th.\nThe arbiter, Mrs Okafor, signs every submission.\nRapid games are rated separately from standard games.', NEW),
      mem('rating-submissions-copy-2.md', 'Ratings are sent to the federation by the 5th of each month, since late files are rejected.\nThe arbiter, Mrs Okafor, signs every submission.\nRapid games are rated separately from standard games.', OLD),
    ],
    fixed: {
      gone: ['rating-submissions-copy-2.md'],
      files: ['rating-submissions.md'],
      contains: ['by the 5th of each month, since late files are rejected', 'The arbiter, Mrs Okafor, signs every submission', 'Rapid games are rated separately from standard games'],
      absentLines: ['Ratings are sent to the federation by the 5th.'],
    },
  },
  {
    id: 'h15-mrg-en-copy-differs-in-value',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('turbine-climbs.md', '- Climbs stop when the wind at hub height is above 15 m/s.\n- Two technicians per climb, always.\n- The rescue kit is checked at the tower base before each climb.', OLD, 'feedback'),
      mem('turbine-climbs_copy.md', '- Climbs stop when the wind at hub height is above 12 m/s.\n- Two technicians per climb, always.\n- The rescue kit is checked at the tower base before each climb.', NEW, 'feedback'),
    ],
    fixed: { gone: ['turbine-climbs_copy.md'], files: ['turbine-climbs.md'], contains: ['above 15 m/s', 'above 12 m/s', 'Two technicians per climb, always', 'The rescue kit is checked at the tower base before each climb'] },
    flag: { kinds: ['contradiction', 'possible-duplicate'], mentions: ['turbine-climbs.md', 'turbine-climbs_copy.md'] },
  },
  {
    id: 'h15-mrg-zh-dash-fuben-older',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('bale-press-zh-副本.md', '打包机每包压到 450 公斤左右。\n铝罐和塑料瓶分开打包。\n钢丝每包捆四道。', OLD, 'reference'),
      mem('bale-press-zh.md', '打包机每包压到 450 公斤左右。\n铝罐和塑料瓶分开打包。\n钢丝每包捆四道。', NEW, 'reference'),
    ],
    fixed: { gone: ['bale-press-zh-副本.md'], files: ['bale-press-zh.md'], contains: ['打包机每包压到 450 公斤左右', '铝罐和塑料瓶分开打包', '钢丝每包捆四道'] },
  },
  {
    id: 'h15-mrg-zh-paren-two-keeps-reason',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('harvest-order-zh.md', '- 先采北坡的霞多丽。\n- 采收箱每箱不超过 15 公斤。\n- 雨后停采一天。', OLD, 'feedback'),
      mem('harvest-order-zh (2).md', '- 先采北坡的霞多丽，因为北坡的糖度最先到 22 Brix。\n- 采收箱每箱不超过 15 公斤。\n- 雨后停采一天。', NEW, 'feedback'),
    ],
    fixed: {
      gone: ['harvest-order-zh (2).md'],
      files: ['harvest-order-zh.md'],
      contains: ['因为北坡的糖度最先到 22 Brix', '采收箱每箱不超过 15 公斤', '雨后停采一天'],
      absentLines: ['- 先采北坡的霞多丽。'],
    },
  },
  {
    id: 'h15-mrg-zh-underscore-beifen',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('jellyfish-tank-zh.md', '水母缸只能用柔和的环流，不能用普通水泵。\n海月水母每天喂两次丰年虾。\n缸温保持在 18 到 20 度。', OLD, 'reference'),
      mem('jellyfish-tank-zh_备份.md', '水母缸只能用柔和的环流，不能用普通水泵。\n海月水母每天喂两次丰年虾。\n缸温保持在 18 到 20 度。', NEW, 'reference'),
    ],
    fixed: { gone: ['jellyfish-tank-zh_备份.md'], files: ['jellyfish-tank-zh.md'], contains: ['水母缸只能用柔和的环流', '海月水母每天喂两次丰年虾', '缸温保持在 18 到 20 度'] },
  },
  {
    id: 'h15-mrg-zht-windows-fuzhi',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('消毒流程.md', '- 針具一律拋棄式，用完丟利器桶。\n- 機器握把每位客人之間用 75% 酒精擦拭並包保鮮膜。\n- 高壓滅菌鍋每週做一次生物指示劑測試。', OLD, 'feedback'),
      mem('消毒流程 - 複製.md', '- 針具一律拋棄式，用完丟利器桶。\n- 機器握把每位客人之間用 75% 酒精擦拭並包保鮮膜。\n- 高壓滅菌鍋每週做一次生物指示劑測試。', NEW, 'feedback'),
    ],
    fixed: { gone: ['消毒流程 - 複製.md'], files: ['消毒流程.md'], contains: ['針具一律拋棄式，用完丟利器桶', '機器握把每位客人之間用 75% 酒精擦拭並包保鮮膜', '高壓滅菌鍋每週做一次生物指示劑測試'] },
  },
  {
    id: 'h15-mrg-zht-hk-fullwidth-fuben-keeps-reason',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('播音室守則（副本）.md', '- 直播時咪高峰旁邊唔准放飲品，因為之前試過倒瀉咖啡燒壞混音台。\n- 離開前要熄晒啲 monitor。\n- 嘉賓要喺接待處登記。', NEW, 'feedback'),
      mem('播音室守則.md', '- 直播時咪高峰旁邊唔准放飲品。\n- 離開前要熄晒啲 monitor。\n- 嘉賓要喺接待處登記。', OLD, 'feedback'),
    ],
    fixed: {
      gone: ['播音室守則（副本）.md'],
      files: ['播音室守則.md'],
      contains: ['因為之前試過倒瀉咖啡燒壞混音台', '離開前要熄晒啲 monitor', '嘉賓要喺接待處登記'],
      absentLines: ['- 直播時咪高峰旁邊唔准放飲品。'],
    },
  },
  // ---- traps: look-alike names and near-identical frames about other subjects
  {
    id: 'h15-mrg-trap-en-flyer-copy-is-wording',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('flyer.md', 'Flyers print on 170 gsm silk, A5, in runs of 500.', OLD, 'reference'),
      mem('flyer-copy.md', 'Flyer copy (the wording) arrives from the client as a .docx and is never retyped by us.', NEW, 'feedback'),
    ],
    keep: ['Flyers print on 170 gsm silk, A5, in runs of 500.', 'Flyer copy (the wording) arrives from the client as a .docx and is never retyped by us.'],
  },
  {
    id: 'h15-mrg-trap-en-two-chairlifts',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('chairlift-a-grips.md', 'Chairlift A: grip inspection every Monday before 08:00, signed off by the lift mechanic on duty.', OLD),
      mem('chairlift-b-grips.md', 'Chairlift B: grip inspection every Thursday before 08:00, signed off by the lift mechanic on duty.', NEW),
    ],
    keep: ['Chairlift A: grip inspection every Monday before 08:00, signed off by the lift mechanic on duty.', 'Chairlift B: grip inspection every Thursday before 08:00, signed off by the lift mechanic on duty.'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h15-mrg-trap-en-two-drugs',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('vancomycin-check.md', 'Vancomycin infusions are checked by two pharmacists before they leave the aseptic unit.', OLD, 'feedback'),
      mem('gentamicin-check.md', 'Gentamicin infusions are checked by two pharmacists before they leave the aseptic unit.', NEW, 'feedback'),
    ],
    keep: ['Vancomycin infusions are checked by two pharmacists before they leave the aseptic unit.', 'Gentamicin infusions are checked by two pharmacists before they leave the aseptic unit.'],
    quiet: ['contradiction'],
  },
  {
    id: 'h15-mrg-trap-zh-two-beaches',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('north-beach-lifeguards-zh.md', '北滩每天 9 点到 17 点有救生员值守，周一休息。', OLD, 'reference'),
      mem('south-beach-lifeguards-zh.md', '南滩每天 9 点到 17 点有救生员值守，周三休息。', NEW, 'reference'),
    ],
    keep: ['北滩每天 9 点到 17 点有救生员值守，周一休息。', '南滩每天 9 点到 17 点有救生员值守，周三休息。'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h15-mrg-trap-zh-fuben-is-dungeon',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('掉落测试.md', '掉落测试的结果统一填在 drop_rates.xlsx 里，按版本号分 sheet。', OLD, 'reference'),
      mem('掉落测试-副本.md', '副本（地下城）的掉落测试：每个副本刷 50 次，统计橙装掉率，用 QA-07 账号。', NEW, 'reference'),
    ],
    keep: ['掉落测试的结果统一填在 drop_rates.xlsx 里，按版本号分 sheet。', '副本（地下城）的掉落测试：每个副本刷 50 次，统计橙装掉率，用 QA-07 账号。'],
  },
  {
    id: 'h15-mrg-trap-zht-two-language-pairs',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('日文稿費.md', '日文譯中文每千字 1,200 元，由 Yuki 派案。', OLD, 'reference'),
      mem('韓文稿費.md', '韓文譯中文每千字 1,200 元，由 Minji 派案。', NEW, 'reference'),
    ],
    keep: ['日文譯中文每千字 1,200 元，由 Yuki 派案。', '韓文譯中文每千字 1,200 元，由 Minji 派案。'],
    quiet: ['possible-duplicate', 'contradiction'],
  },

  // ==================================================================== captures
  {
    id: 'h15-cap-en-please-remember-generator',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said('the hut log is in the usual folder right?', 'please remember that the hut generator only takes diesel with winter additive from October to April', 'thanks'),
    maxCreated: 1,
    fixed: { contains: ['generator', 'winter additive'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-en-log-asked-me-to-remember',
    category: 'captures',
    lang: 'en',
    memories: [],
    logs: { [LOG]: ['Rebuilt the seat map for the dome', 'Marta asked me to remember that school shows always start with the house lights at 30 %', 'Fixed the typo on the gift shop page'] },
    maxCreated: 1,
    fixed: { contains: ['school shows', 'house lights at 30'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-en-dont-forget-not-avoid',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said("don't forget that Saturday lessons meet at the blue hut, not in the car park", 'cool'),
    maxCreated: 1,
    fixed: { contains: ['Saturday lessons', 'blue hut'] },
    forbid: ['Avoid', 'avoid', ...AS_FEEDBACK],
  },
  {
    id: 'h15-cap-en-user-fact-on-call',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said('please remember that I cover the Frankfurt hall on the on-call rota, not Dublin', 'ok'),
    maxCreated: 1,
    fixed: { contains: ['Frankfurt hall'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-en-long-request-readable-title',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said("remember that the organ's swell box shutters are driven by the pneumatic motor under the console, and its leather was renewed during the 2019 restoration"),
    maxCreated: 1,
    fixed: { contains: ['swell box', 'pneumatic motor'] },
    forbid: [...cutInside('pneumatic', 'console', 'leather', 'restoration'), ...AS_FEEDBACK],
  },
  {
    id: 'h15-cap-en-one-request-in-salad',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said(...SALAD_MIXED.slice(0, 4), 'Remember: stall 6 is only for Juniper, she kicks her neighbours', ...SALAD_MIXED.slice(4)),
    maxCreated: 1,
    fixed: { contains: ['stall 6', 'Juniper'] },
  },
  {
    id: 'h15-cap-en-bounded-26-stands',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said(...standRequests),
    maxCreated: 13,
    fixed: { contains: ['tow bar'] },
  },
  {
    id: 'h15-cap-zh-jizhu-probe-offset',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: said('记住：酒庄 3 号发酵罐的温控探头偏低，读数要加 2 度', '好的谢谢'),
    maxCreated: 1,
    fixed: { contains: ['3 号发酵罐', '加 2 度'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-zh-log-rang-wo-ji',
    category: 'captures',
    lang: 'zh',
    memories: [],
    logs: { [LOG]: ['更新了地磅的报表模板', '老周让我记一下，打包机的液压油每 800 小时换一次，用 46 号抗磨液压油', '修了称重页面的分页'] },
    maxCreated: 1,
    fixed: { contains: ['液压油', '800 小时'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-zh-biewangle-not-avoid',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: said('别忘了：餐车每周四早上去中央厨房拉冻肉，车钥匙在收银台的抽屉里'),
    maxCreated: 1,
    fixed: { contains: ['中央厨房', '收银台的抽屉'] },
    forbid: ['避免', 'Avoid', ...AS_FEEDBACK],
  },
  {
    id: 'h15-cap-zh-qing-bang-wo-jizhu',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: said('请帮我记住：水母缸只能用人工海水，盐度抓 1.024，不可以直接接自来水', '谢谢'),
    maxCreated: 1,
    fixed: { contains: ['水母缸', '1.024'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-zht-hk-jizhu-ah',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: said('記住呀，電台嘅後備發射機喺天台機房，鎖匙喺 Ken 度', '唔該'),
    maxCreated: 1,
    fixed: { contains: ['後備發射機', '天台機房'] },
    forbid: AS_FEEDBACK,
  },
  {
    id: 'h15-cap-zht-log-qing-wo-jide',
    category: 'captures',
    lang: 'zh',
    memories: [],
    logs: { [LOG]: ['整理了岩壁路線的難度標籤', '小林請我記得：自動確保器每 6 個月要送原廠檢驗一次', '修正會員續約通知的錯字'] },
    maxCreated: 1,
    fixed: { contains: ['自動確保器', '6 個月'] },
    forbid: AS_FEEDBACK,
  },
  // ---- traps: no request, or one already remembered
  {
    id: 'h15-cap-trap-en-questions-and-dont-remember',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: said('do you remember where the grain mill manual went?', "I can't remember the kiosk password, is it in the readme?", 'remember when FV2 foamed over? what a mess 😂', "no wait, don't remember that last bit, it was a typo", 'thanks, looks good'),
    maxCreated: 0,
  },
  {
    id: 'h15-cap-trap-en-already-remembered',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('keg-storage.md', 'Full kegs are kept in cold room 2; empties are stacked by the loading door.', OLD, 'reference')],
    said: said('remember that full kegs go in cold room 2 and the empties get stacked by the loading door', 'ok cheers'),
    maxCreated: 0,
    keep: ['Full kegs are kept in cold room 2; empties are stacked by the loading door.'],
  },
  {
    id: 'h15-cap-trap-en-log-remember-me-test',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    logs: { [LOG]: ['Ran the remember-me cookie test on the booking site: 3 failures, ticket QA-512 opened', 'Sam could not remember the office alarm code, so the front desk reset it', 'Cleaned up the wetsuit size table'] },
    maxCreated: 0,
  },
  {
    id: 'h15-cap-trap-zh-word-salad',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: said(...SALAD_ZH),
    maxCreated: 0,
  },
  {
    id: 'h15-cap-trap-zh-already-remembered',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('kiln-limit-zh.md', '陶艺室的电窑最高只烧到 1230 度，超过会烧坏硅碳棒。', OLD, 'reference')],
    said: said('记住，电窑最高只能烧到 1230 度', '嗯'),
    maxCreated: 0,
    keep: ['陶艺室的电窑最高只烧到 1230 度，超过会烧坏硅碳棒。'],
  },
  {
    id: 'h15-cap-trap-zht-log-remember-me-checkbox',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    logs: { [LOG]: ['[ERROR] remember_token expired for user 1182（記住我）', '登入頁的「記住我」勾選框預設是關閉的，測過三次都一樣', '測試帳號用完記得登出了'] },
    maxCreated: 0,
  },

  // ==================================================================== index
  {
    id: 'h15-idx-en-dated-notes-brewery',
    category: 'index',
    lang: 'en',
    memories: [mem('dry-hop-timing.md', 'Dry hop on day 3 of fermentation, never after the diacetyl rest.', DAY, 'feedback'), mem('cellar-layout.md', 'Fermenters FV1 to FV6 stand along the north wall of the cellar.', DAY, 'reference')],
    extraMemories: 180,
    indexNotes: breweryNotes,
    fixed: { ...LIMITS, contains: ['FV3 has a slow leak at the racking arm gasket', 'guest tours never enter the cellar during transfers'], indexContains: ['project-fact-180.md', 'cellar-layout.md'] },
    indexKeep: ['dry-hop-timing.md', 'editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'],
  },
  {
    id: 'h15-idx-en-paragraphs-over-chars',
    category: 'index',
    lang: 'en',
    memories: [mem('show-schedule.md', 'Shows start on the hour; the doors open ten minutes before.', DAY, 'reference')],
    extraMemories: 150,
    indexNotes: [screenings(1, 55), '', screenings(56, 55), '', screenings(111, 55)],
    fixed: { ...LIMITS, contains: [screening(1), screening(165)], indexContains: ['project-fact-150.md', 'show-schedule.md'] },
    indexKeep: ['editor-setup.md', 'answer-style.md'],
  },
  {
    id: 'h15-idx-en-entries-alone-overflow',
    category: 'index',
    lang: 'en',
    memories: [mem('night-shift.md', 'The user is the night-shift engineer for hall FRA2.', DAY, 'user'), mem('alarm-acks.md', 'Acknowledge a BMS alarm in the ticket before silencing it on the panel.', DAY, 'feedback')],
    extraMemories: 230,
    fixed: { ...LIMITS },
    indexKeep: ['night-shift.md', 'alarm-acks.md', 'editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'],
  },
  {
    id: 'h15-idx-en-notes-and-entries-overflow',
    category: 'index',
    lang: 'en',
    memories: [mem('hut-deputy.md', "The user is the hut warden's deputy and handles bookings.", DAY, 'user'), mem('notice-language.md', 'Write hut notices in German first, then in English.', DAY, 'feedback')],
    extraMemories: 205,
    indexNotes: hutNotes,
    fixed: { ...LIMITS, contains: ['the material ropeway is rated for 150 kg per load', 'the winter room key is with the valley warden'] },
    indexKeep: ['hut-deputy.md', 'notice-language.md', 'editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'],
  },
  {
    id: 'h15-idx-en-heading-and-table',
    category: 'index',
    lang: 'en',
    memories: [mem('call-sheets.md', 'Call sheets are emailed by the second AD, Farah.', DAY, 'reference')],
    extraMemories: 172,
    indexNotes: unitBaseTable,
    fixed: { ...LIMITS, contains: ['car park C, by the fence', 'the security hut at gate 1'], indexContains: ['project-fact-172.md', 'call-sheets.md'] },
    indexKeep: ['editor-setup.md', 'answer-style.md'],
  },
  {
    id: 'h15-idx-en-fenced-commands',
    category: 'index',
    lang: 'en',
    memories: [mem('repro-builds.md', 'Repro builds are fetched from the QA share, never from the nightly bucket.', DAY, 'feedback')],
    extraMemories: 176,
    indexNotes: qaCommands,
    fixed: { ...LIMITS, contains: ['./qa-tools repro --build 4411 --seed 7', './qa-tools locale --set ja-JP'], indexContains: ['project-fact-176.md'] },
    indexKeep: ['repro-builds.md', 'editor-setup.md', 'answer-style.md'],
  },
  {
    id: 'h15-idx-zh-dated-notes-recycling',
    category: 'index',
    lang: 'zh',
    memories: [mem('shift-report-zh.md', '交班报告用中文写，数字用阿拉伯数字。', DAY, 'feedback')],
    extraMemories: 180,
    indexNotes: recyclingNotesZh,
    fixed: { ...LIMITS, contains: ['PET 瓶砖按颜色分为透明、蓝色、杂色三类', '一号线的破袋机刀片由设备科更换'], indexContains: ['project-fact-180.md'] },
    indexKeep: ['shift-report-zh.md', 'editor-setup.md', 'answer-style.md'],
  },
  {
    id: 'h15-idx-zh-paragraphs-over-chars',
    category: 'index',
    lang: 'zh',
    memories: [mem('turbine-rounds-zh.md', '风机巡检记录按机组编号归档。', DAY, 'reference')],
    extraMemories: 140,
    indexNotes: [turbineRounds(1, 160), '', turbineRounds(161, 160), '', turbineRounds(321, 160)],
    fixed: { ...LIMITS, contains: [turbineRound(1), turbineRound(480)], indexContains: ['project-fact-140.md', 'turbine-rounds-zh.md'] },
    indexKeep: ['editor-setup.md', 'answer-style.md'],
  },
  {
    id: 'h15-idx-zht-dated-notes-archive',
    category: 'index',
    lang: 'zh',
    memories: [mem('reading-room-zh.md', '回覆研究人員時用正式書信格式，稱謂用「您」。', DAY, 'feedback')],
    extraMemories: 184,
    indexNotes: archiveNotesZht,
    fixed: { ...LIMITS, contains: ['捐贈的私人文書先放在隔離室觀察三十天', '每週六閱覽室只開到中午'], indexContains: ['project-fact-184.md'] },
    indexKeep: ['reading-room-zh.md', 'editor-setup.md', 'answer-style.md'],
  },
  {
    id: 'h15-idx-zht-hk-notes-foodtruck',
    category: 'index',
    lang: 'zh',
    memories: [mem('truck-owner-zh.md', '用家係餐車老闆阿 Ben，主要喺觀塘同維園開檔。', DAY, 'user')],
    extraMemories: 178,
    indexNotes: foodTruckNotesHk,
    fixed: { ...LIMITS, contains: ['炸爐油每炸 200 份就要換', '素食款用獨立嘅鑊'], indexContains: ['project-fact-178.md'] },
    indexKeep: ['truck-owner-zh.md', 'editor-setup.md', 'working-hours.md'],
  },
  {
    id: 'h15-idx-zh-entries-alone-overflow',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('user-role-zh.md', '用户是酒庄的酿酒师助理，负责发酵记录。', DAY, 'user'),
      mem('reply-lang-zh.md', '回答用简体中文，代码注释用英文。', DAY, 'feedback'),
      mem('units-zh.md', '温度一律用摄氏度，体积用升。', DAY, 'feedback'),
    ],
    extraMemories: 236,
    fixed: { ...LIMITS },
    indexKeep: ['user-role-zh.md', 'reply-lang-zh.md', 'units-zh.md', 'editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'],
  },
  // ---- traps: at or under the limits
  {
    id: 'h15-idx-trap-en-exactly-200-lines-with-notes',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('sea-otter-feeds.md', 'Sea otters are fed five times a day, the last feed at 17:00.', DAY, 'reference')],
    extraMemories: 180,
    indexNotes: aquariumNotes,
    keep: [aquariumNotes[0]!, aquariumNotes[9]!],
    indexKeep: [aquariumNotes[0]!, 'project-fact-180.md'],
  },
  {
    id: 'h15-idx-trap-en-just-under-chars',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [printShopMem],
    extraMemories: 150,
    indexNotes: [printShopParagraph],
    keep: [printJob(1)],
    indexKeep: [printJob(1), 'project-fact-150.md'],
  },
  {
    id: 'h15-idx-trap-zh-199-lines',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('lift-operators-zh.md', '缆车操作员每班两人，一人在驱动站，一人在山顶站。', DAY, 'reference')],
    extraMemories: 177,
    indexNotes: skiLiftNotesZh,
    keep: [skiLiftNotesZh[0]!, skiLiftNotesZh[11]!],
    indexKeep: [skiLiftNotesZh[0]!, 'project-fact-177.md'],
  },
  {
    id: 'h15-idx-trap-zh-exactly-25000-chars',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [climbingMem],
    extraMemories: 120,
    indexNotes: [climbingParagraph],
    keep: [routeNote(0)],
    indexKeep: [routeNote(0), 'project-fact-120.md'],
  },
  {
    id: 'h15-idx-trap-zht-cjk-entries-over-bytes',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: stopMemories,
    keep: [stopMemories[0]!.body, stopMemories[99]!.body],
    indexKeep: [stopMemories[0]!.description!, stopMemories[99]!.description!],
  },

  // ==================================================================== hooks
  {
    id: 'h15-hk-en-numbered-brain-dump',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('fermenter-cleaning.md', 'Fermenters are cleaned in place after every batch.', DAY, 'reference', {
        hook: "Quick brain dump, bear with me: (1) caustic wash runs at 80 °C for 20 minutes (2) acid rinse uses the blue drum only (3) the spray ball in FV4 clogs, so check it by eye ... that's all folks",
      }),
    ],
    fixed: {
      contains: ['caustic wash runs at 80 °C for 20 minutes', 'acid rinse uses the blue drum only', 'the spray ball in FV4 clogs'],
      absent: ['brain dump', 'bear with me', "that's all folks"],
      indexAbsent: ['Quick brain dump, bear with me'],
    },
    forbid: lowerStarts('caustic wash', 'acid rinse'),
  },
  {
    id: 'h15-hk-en-dictated-no-punctuation',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('hut-water.md', 'Drinking water at the hut comes from the spring tank.', DAY, 'reference', {
        hook: 'so like I was saying on the radio the spring tank freezes below minus ten so open the bypass valve and the UV lamp gets changed every 1000 hours thats basically it over and out',
      }),
    ],
    fixed: {
      contains: ['the spring tank freezes below minus ten', 'open the bypass valve', 'the UV lamp gets changed every 1000 hours'],
      absent: ['like I was saying', 'on the radio', 'thats basically it', 'over and out'],
      indexAbsent: ['so like I was saying on the radio'],
    },
    forbid: lowerStarts('so like', 'the spring tank', 'the UV lamp', 'open the bypass'),
  },
  {
    id: 'h15-hk-en-key-value-semicolons',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('wide-format-printer.md', 'The wide-format printer is the Epson in the back room.', DAY, 'reference', {
        hook: '=== NB === media = satin 260 gsm for posters ;; colour profile = PosterSatin_v3 ;; head clean before any run over 10 m ;; ~ Ollie ~',
      }),
    ],
    fixed: {
      contains: ['satin 260 gsm for posters', 'PosterSatin_v3', 'head clean before any run over 10 m'],
      absent: ['=== nb', 'ollie'],
      indexAbsent: ['=== NB === media'],
    },
    forbid: lowerStarts('media', 'colour profile', 'head clean'),
  },
  {
    id: 'h15-hk-en-british-run-on-meeting',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('honeywagon.md', 'The honeywagon is the toilet trailer for cast and crew.', DAY, 'reference', {
        hook: 'As mentioned at the production meeting (several times!!), the honeywagon parks at least 30 m from set, it gets pumped out every Wednesday by Loo Crew Ltd, and it is not a quiet room 🚫🚫',
      }),
    ],
    fixed: {
      contains: ['parks at least 30 m from set', 'pumped out every Wednesday by Loo Crew Ltd', 'not a quiet room'],
      absent: ['as mentioned at the production meeting', 'several times', '🚫'],
      indexAbsent: ['As mentioned at the production meeting'],
    },
    forbid: lowerStarts('it gets pumped', 'it is not', 'the honeywagon parks', 'and it is not'),
  },
  {
    id: 'h15-hk-en-formal-notice',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('cd-cupboard.md', 'The controlled drugs cupboard is in the dispensary, left of the fridge.', DAY, 'feedback', {
        hook: 'NOTICE TO ALL STAFF - PLEASE READ AND ACKNOWLEDGE: two signatures for every CD register entry; the cupboard key is held by the shift lead; balance check each Sunday at 22:00. Thank you for your cooperation.',
      }),
    ],
    fixed: {
      contains: ['two signatures for every CD register entry', 'the cupboard key is held by the shift lead', 'balance check each Sunday at 22:00'],
      absent: ['notice to all staff', 'please read and acknowledge', 'thank you for your cooperation'],
      indexAbsent: ['NOTICE TO ALL STAFF'],
    },
    forbid: lowerStarts('two signatures', 'the cupboard key', 'balance check'),
  },
  {
    id: 'h15-hk-en-chat-shorthand-emoji',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('club-clocks.md', 'The club owns twelve DGT clocks.', DAY, 'reference', {
        hook: 'lol ok so 🙈 clocks r in the grey cupboard, spare AA batteries in the tin on top, set them all to 90+30 for league nights, ty ty 🙏 ttyl',
      }),
    ],
    fixed: {
      contains: ['in the grey cupboard', 'spare AA batteries in the tin on top', '90+30 for league nights'],
      absent: ['lol', '🙈', 'ty ty', '🙏', 'ttyl'],
      indexAbsent: ['lol ok so'],
    },
    forbid: lowerStarts('clocks r', 'spare AA', 'set them all'),
  },
  {
    id: 'h15-hk-en-non-native-greetings',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('blade-inspection.md', 'Blade inspections are done by the rope access team from Gdańsk.', DAY, 'reference', {
        hook: 'Like we have discussed many time in the meeting, the drone inspection is always before the rope team, leading edge erosion over 2 mm must be reported to the OEM, photos go in folder BLD-2026. Greetings from Piotr',
      }),
    ],
    fixed: {
      contains: ['the drone inspection is always before the rope team', 'leading edge erosion over 2 mm must be reported to the OEM', 'photos go in folder BLD-2026'],
      absent: ['like we have discussed', 'many time in the meeting', 'greetings from piotr'],
      indexAbsent: ['Like we have discussed many time'],
    },
    forbid: lowerStarts('the drone inspection', 'leading edge', 'photos go'),
  },
  {
    id: 'h15-hk-zh-circled-numbers',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('pruning-zh.md', '葡萄园冬季修剪由老杨负责。', DAY, 'reference', {
        hook: '先说一句，这个很关键哈：①赤霞珠每根结果母枝只留 2 个芽 ②剪下来的枝条要在收工前运出园区，免得传病 ③剪刀每换一行就用 75% 酒精消毒一次 ④霜冻预报低于零下 5 度时暂停修剪 ⑤修剪记录写在仓库门口的白板上，按地块编号，就这些，辛苦了🍇🍇',
      }),
    ],
    fixed: {
      contains: ['赤霞珠每根结果母枝只留 2 个芽', '剪下来的枝条要在收工前运出园区', '剪刀每换一行就用 75% 酒精消毒一次', '霜冻预报低于零下 5 度时暂停修剪', '修剪记录写在仓库门口的白板上'],
      absent: ['先说一句', '这个很关键哈', '就这些', '辛苦了', '🍇'],
      indexAbsent: ['先说一句，这个很关键哈'],
    },
    forbid: asciiStops('个芽', '传病', '一次', '暂停修剪', '地块编号'),
  },
  {
    id: 'h15-hk-zh-semicolons-signed',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('baler-safety-zh.md', '打包机只能由持证操作员使用。', DAY, 'feedback', {
        hook: '跟大家再强调一遍（开会也讲过好多次了）：开机前必须确认 E-stop 已复位；清理料斗时要挂 LOTO 锁，钥匙带在自己身上；液压站油温超过 65 度就停机，降到 50 度以下再开；压好的铝罐包一律堆到 C 区，不要和纸包混放；以上，谢谢配合！——安全部 王工',
      }),
    ],
    fixed: {
      contains: ['开机前必须确认 E-stop 已复位', '清理料斗时要挂 LOTO 锁', '钥匙带在自己身上', '液压站油温超过 65 度就停机', '压好的铝罐包一律堆到 C 区'],
      absent: ['跟大家再强调一遍', '开会也讲过好多次了', '谢谢配合', '安全部 王工'],
      indexAbsent: ['跟大家再强调一遍'],
    },
    forbid: asciiStops('已复位', '身上', '再开', '混放'),
  },
  {
    id: 'h15-hk-zh-slashes-english-inside',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('auto-belay-zh.md', '岩馆一共有 6 台自动保护器。', DAY, 'feedback', {
        hook: '自动保护器 checklist 👇👇 每天开馆前拉一次测试绳 / 绳子外皮磨到露芯就立刻停用 / 序列号和检查记录都填在 Google Sheet「Belay Log」里 / 一个教练不能同时看两台 / PS：我就随便写写，大家看着办哈',
      }),
    ],
    fixed: {
      contains: ['每天开馆前拉一次测试绳', '绳子外皮磨到露芯就立刻停用', 'Belay Log', '一个教练不能同时看两台'],
      absent: ['👇', 'checklist', '随便写写', '大家看着办'],
      indexAbsent: ['自动保护器 checklist'],
    },
    forbid: asciiStops('测试绳', '停用', '两台'),
  },
  {
    id: 'h15-hk-zht-stars-announcement',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('aftercare-zh.md', '刺青後的保養說明卡放在櫃台。', DAY, 'reference', {
        hook: '★☆★ 重要公告 ★☆★ 刺完後保鮮膜留 2 到 3 小時再拆，14 天內不能泡溫泉或游泳，修護膏我們推薦 Hustle Butter，櫃台有賣，一條 450 元，每位客人結帳時都要口頭提醒一次；洗澡時用溫水和無香皂輕洗即可；大家辛苦了，愛你們～',
      }),
    ],
    fixed: {
      contains: ['保鮮膜留 2 到 3 小時再拆', '14 天內不能泡溫泉或游泳', 'Hustle Butter', '一條 450 元', '結帳時都要口頭提醒一次', '洗澡時用溫水和無香皂輕洗即可'],
      absent: ['★', '重要公告', '大家辛苦了', '愛你們'],
      indexAbsent: ['★☆★ 重要公告'],
    },
    forbid: asciiStops('再拆', '游泳', '450 元', '提醒一次', '輕洗即可'),
  },
  {
    id: 'h15-hk-zht-hk-cantonese-aside',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('studio-b-zh.md', 'B 錄音室用嚟錄預錄節目。', DAY, 'reference', {
        hook: '喂各位 DJ 留意下：B 錄音室部 mixer 第 5 條 channel 壞咗，唔好用住；夜晚 11 點後要鎖門，鎖匙交返保安；錄完要 backup 去 NAS 嘅 /prerecord 資料夾；咪高峰個防噴罩用完要掛返上架（呢啲我哋成日都講，費事再講，唔該晒）',
      }),
    ],
    fixed: {
      contains: ['第 5 條 channel 壞咗', '夜晚 11 點後要鎖門', '鎖匙交返保安', '/prerecord', '防噴罩用完要掛返上架'],
      absent: ['喂各位 DJ 留意下', '成日都講', '費事再講', '唔該晒'],
      indexAbsent: ['喂各位 DJ 留意下'],
    },
    forbid: asciiStops('唔好用住', '保安', '資料夾', '上架'),
  },
  {
    id: 'h15-hk-zht-tw-ascii-stops-in-hook',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('kiln-firing-zh.md', '陶藝教室有兩座電窯，一大一小。', DAY, 'reference', {
        hook: '〔窯務小叮嚀〕素燒到 800 度就好. 釉燒大窯 1230 度、小窯 1220 度. 開窯前溫度要降到 100 度以下. 學員作品底部一定要先擦乾淨. 窯具架子用完要刷氧化鋁漿. 以上是我個人的碎碎念（只是怕大家忘記而已啦），看看就好',
      }),
    ],
    fixed: {
      contains: ['素燒到 800 度就好', '釉燒大窯 1230 度、小窯 1220 度', '開窯前溫度要降到 100 度以下', '學員作品底部一定要先擦乾淨', '窯具架子用完要刷氧化鋁漿'],
      absent: ['窯務小叮嚀', '碎碎念', '怕大家忘記', '看看就好'],
      indexAbsent: ['〔窯務小叮嚀〕'],
    },
    forbid: asciiStops('就好', '1220 度', '以下', '擦乾淨', '氧化鋁漿'),
  },
  // ---- traps: entries under 150 characters stay as they are
  {
    id: 'h15-hk-trap-en-semicolons-thanks',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('ice-machine.md', 'The galley ice machine is a Hoshizaki on deck 3.', DAY, 'reference', { hook: 'Galley ice machine: descale every month; filter cartridge IM-44; service tech sits on deck 3, thanks!' })],
    keep: ['The galley ice machine is a Hoshizaki on deck 3.'],
    indexKeep: ['Galley ice machine: descale every month; filter cartridge IM-44; service tech sits on deck 3, thanks!'],
  },
  {
    id: 'h15-hk-trap-en-url-arrow',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('feeding-chart.md', 'Tank feeding follows the chart on the husbandry wiki.', DAY, 'reference', { hook: 'Feeding chart → https://wiki.reefcity.example/husbandry/feeding?tank=all&view=week (Kim owns it)' })],
    keep: ['Tank feeding follows the chart on the husbandry wiki.'],
    indexKeep: ['Feeding chart → https://wiki.reefcity.example/husbandry/feeding?tank=all&view=week (Kim owns it)'],
  },
  {
    id: 'h15-hk-trap-en-emoji-cheers',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('farrier-rota.md', 'The farrier is Dale Price from Upton.', DAY, 'reference', { hook: '🐴 Farrier rota: Pepper every 6 wks, Juniper every 8 wks, the ponies every 10 wks ✅ cheers' })],
    keep: ['The farrier is Dale Price from Upton.'],
    indexKeep: ['🐴 Farrier rota: Pepper every 6 wks, Juniper every 8 wks, the ponies every 10 wks ✅ cheers'],
  },
  {
    id: 'h15-hk-trap-zh-cjk-bytes-thanks',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('crash-tickets-zh.md', '崩溃复现步骤写在 Jira 的 Repro 字段里。', DAY, 'feedback', { hook: '崩溃单必须附 dump 文件和复现视频，先在 QA-03 机器上复现两次再提单；严重度按 S1 到 S4 填，拿不准就问组长，谢谢大家～' })],
    keep: ['崩溃复现步骤写在 Jira 的 Repro 字段里。'],
    indexKeep: ['崩溃单必须附 dump 文件和复现视频，先在 QA-03 机器上复现两次再提单；严重度按 S1 到 S4 填，拿不准就问组长，谢谢大家～'],
  },
  {
    id: 'h15-hk-trap-zh-gratitude-emoji',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('glaze-cabinet-zh.md', '釉料柜在二楼工作室。', DAY, 'feedback', { hook: '釉料柜在二楼窗边，含铅的釉只能用在装饰件，不能上碗盘内侧；用完请把盖子拧紧，感恩～🙏' })],
    keep: ['釉料柜在二楼工作室。'],
    indexKeep: ['釉料柜在二楼窗边，含铅的釉只能用在装饰件，不能上碗盘内侧；用完请把盖子拧紧，感恩～🙏'],
  },
  {
    id: 'h15-hk-trap-zh-exactly-149',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('truck-gas-zh.md', '餐车的煤气罐由老陈负责采购和更换。', DAY, 'reference', { hook: GAS_HOOK })],
    keep: ['餐车的煤气罐由老陈负责采购和更换。'],
    indexKeep: [GAS_HOOK],
  },
];
