import { cutMidWord, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 20, files part (ids `h20l-`): never tuned against, written from the categories
 * alone, blind to the rules and to how they do.
 *
 * - claude-md: a memory that says the opposite of a CLAUDE.md rule, loosens a limit it sets or
 *   skips a step it requires is raised as a `claude-md-conflict` naming the memory. CLAUDE.md
 *   comes as bullets under headings, a numbered list, a DO / DON'T table, one sentence with an
 *   "except" clause, Simplified and Taiwan Chinese, and an English CLAUDE.md with Cantonese
 *   memories. Traps (unchanged, not raised as conflicts): a memory that uses the exception the
 *   rule grants, one that repeats a rule and adds a consistent detail, one on another season,
 *   one on another object (raw tapioca against cooked pearls).
 * - merge: a `_copy`, ` (1)`, ` copy`, `-copy` or ` (2)` twin, a typo'd twin and a copy with the
 *   better description merge into the memory whose name is no copy's; a sentence only the copy
 *   holds survives, and of two bullets that differ by a reason clause the longer one stays.
 *   Traps: two water tanks, a poster's print job and its copywriting (`-copy` that is no copy),
 *   two booking lead times, two delivery trucks, a menu board's hardware and its 文案, two
 *   pier storerooms.
 * - captures: a request typed by the user (plain, non-native, a correction, Simplified,
 *   Cantonese, mixed English and Chinese) or reported in a daily log becomes at most one
 *   memory, its title and file name not cut mid-word. Traps (nothing created): a question, a
 *   pasted email asked to be summarised, a request memory already holds, word salad with
 *   记住 / 不要, a customer's quoted 「記住…不要…」, a Cantonese 記唔記得 question, a pasted
 *   TypeScript comment 记住：不要删掉….
 * - index: MEMORY.md over 200 lines or 25,000 characters: dated notes, an HTML comment to-do,
 *   a long pasted site diary (over the character limit only), a "## Scratch" code block, a
 *   Markdown table, a checkbox list, a "## 雜項" section and pasted paragraphs move out into a
 *   linked topic file before any pointer is demoted; where the entries alone pass 200 lines,
 *   the user and feedback pointers stay. Traps: under the limits with notes, a table, an HTML
 *   comment or long paragraphs just under 25,000 characters, and two indexes at exactly 200
 *   lines.
 * - hooks: an entry whose hook is over 150 characters is shortened, and only the hook's facts
 *   (not "hope this helps", "you all rock", 辛苦大家了, 唔該晒各位) reach the topic file, as
 *   sentences in its language (no ASCII full stop after a Chinese fact). Hooks with
 *   semicolons, slashes, parentheses (ASCII and full-width), a URL, an extension, emoji, 、
 *   lists, Cantonese with English, non-native comma chains. Traps: short hooks with emoji,
 *   arrows, a URL, filler and a Chinese line just under 150 characters.
 *
 * Domains: an escape-room business, a theatre lighting crew, an archaeological dig, an organic
 * veg-box scheme, airport ground handling (机坪), a mountain hut, a university debate club, a
 * sign-language interpreting agency (手語翻譯), a Hong Kong ferry-pier kiosk (碼頭士多), a
 * Guangzhou garment factory (制衣厂), a Taiwanese bubble-tea chain (茶飲店), a Beijing hutong
 * hostel (胡同青旅), a software team's repo conventions.
 * Calendar: no relative dates (memories 2026-06 to 2026-11-20; notes carry absolute dates;
 * transcripts and logs 2026-11-20 to 2026-11-23).
 *
 * Counts (cases / traps, en / zh): claude-md 16 / 6, 8 / 8; merge 16 / 6, 8 / 8; captures
 * 16 / 7, 8 / 8; index 16 / 6, 8 / 8; hooks 16 / 6, 8 / 8; all 80 / 31, 40 / 40.
 */

const mem = (file: string, modified: string, body: string, more: Partial<CaseMemory> = {}): CaseMemory => ({ file, modified, body, ...more });
const stem = (file: string): string => file.replace(/\.md$/, '');

// ---------------------------------------------------------------- claude-md

const CONFLICT = ['claude-md-conflict'];

const clash = (id: string, lang: 'en' | 'zh', claudeMd: string, m: CaseMemory): QualityCase => ({
  id: `h20l-cm-${id}`,
  category: 'claude-md',
  lang,
  claudeMd,
  memories: [m],
  flag: { kinds: CONFLICT, mentions: [stem(m.file)] },
});

const agrees = (id: string, lang: 'en' | 'zh', claudeMd: string, m: CaseMemory): QualityCase => ({
  id: `h20l-cm-${id}`,
  category: 'claude-md',
  lang,
  claudeMd,
  memories: [m],
  trap: true,
  keep: [m.body],
  quiet: CONFLICT,
});

const CLAUDE_MD: QualityCase[] = [
  clash(
    'final-padlock',
    'en',
    '# Lockstep Escape Rooms: booking & GM tools\n\n## Game masters\n- Never open the final padlock for a team before the 60-minute mark; give a hint card instead.\n- Reset every room fully between bookings, UV ink clues included.\n- Do not show booking surnames on the lobby screen.\n',
    mem('birthday-padlock.md', '2026-10-14', "For kids' birthday parties the GM just opens the final padlock at about 45 minutes when the group is stuck, so the party gets to the cake on time."),
  ),
  clash(
    'genie-spotter',
    'en',
    'Lighting department rules (read before touching the rig files)\n\n1. Nobody goes up the Genie lift without a spotter at the base.\n2. Every gel change is written into the focus sheet the same night.\n3. Haze stays off for the whole pyro sequence (Q140 to Q152).\n',
    mem('solo-refocus.md', '2026-09-28', 'Re-aiming the side specials between shows is a one-person job: Marco takes the Genie up on his own while the rest of the crew are on their break.'),
  ),
  clash(
    'beacon-hold',
    'en',
    "# Ramp safety (stand ops app)\n\n| DO | DON'T |\n| --- | --- |\n| Wait for the anti-collision beacon to go off before approaching the aircraft | Don't drive under the wing |\n| Chock the nose wheel first | Don't stand in the engine intake zone (7.5 m) |\n",
    mem('aft-hold-early.md', '2026-11-03', 'Our baggage team starts opening the aft hold as soon as the engines spool down, even with the beacon still flashing; captains often forget to switch it off and we lose four minutes waiting.'),
  ),
  clash(
    'force-push',
    'en',
    '# Conventions\n\n- `main` is protected: never force-push to it, not even for hotfixes.\n- Database migrations run through `make migrate`, never raw `psql`.\n- Squash-merge feature branches.\n',
    mem('hotfix-flow.md', '2026-10-30', "Hotfix flow: cut the tag, then force-push the cleaned-up branch straight onto main so the revert commits disappear from history (Priya's way of doing it)."),
  ),
  clash(
    'walkin-nights',
    'en',
    '# Cabane du Vélan: reservations bot\n\nWalk-in guests without a reservation may sleep one night only in the winter room, except mountain rescue teams, who may stay as long as an operation lasts.\nQuiet hours run from 22:00 to 06:00.\n',
    mem('walkin-storm.md', '2026-11-11', 'When the forecast is bad, walk-in hikers can stay up to three nights in the winter room; no need to send anyone down into a storm.'),
  ),
  clash(
    'cutting-gloves',
    'zh',
    '# 白云制衣厂 · 生产系统说明\n\n## 裁床\n- 裁床开机前必须戴好防割手套。\n- 面料入仓前先验色差，再上架。\n- 已出货的订单，系统里不得再改数量。\n',
    mem('裁床手套.md', '2026-10-20', '赶货的时候，裁床师傅可以不戴防割手套，戴着手套拉布太慢，组长也同意了。'),
  ),
  clash(
    'fresh-milk',
    'zh',
    '# 茶語門市 POS 與備料規範\n\n1. 鮮奶開封後冷藏，三天內用完，過期一律倒掉。\n2. 珍珠煮好後四小時內賣完。\n3. 杯貼不可以印客人的手機號碼。\n',
    mem('milk-shelf-life.md', '2026-11-06', '鮮奶開封後其實放到第五天都還可以用，聞起來沒問題就繼續做鮮奶茶，不用急著倒掉。'),
  ),
  clash(
    'float-count',
    'zh',
    '# Central Pier 5 kiosk: till app\n\n- The cash float is counted by two staff together at closing, and both sign the sheet.\n- Never sell Octopus top-ups above HK$1,000 in one transaction.\n',
    mem('closing-float.md', '2026-10-25', '收檔嗰陣得一個人數錢箱都得㗎，簽埋兩個名就收工，唔使等另一個同事返嚟。'),
  ),
  clash(
    'passport-copy',
    'zh',
    '## 前台入住（什刹海胡同青旅）\n\n- 入住必须核对护照或身份证原件，不接受复印件或照片。\n- 22:00 以后院子里不放音乐。\n',
    mem('late-arrival-checkin.md', '2026-09-17', '外国客人半夜到的，可以先用护照照片办入住，原件第二天早上再看。'),
  ),
  clash(
    'two-interpreters',
    'zh',
    '# 手語翻譯派案系統\n\n- 超過兩小時的場次，一律派兩位手語翻譯員輪替。\n- 醫療與法院場次不得派實習翻譯員。\n',
    mem('seminar-staffing.md', '2026-11-12', '三小時的研討會如果主辦單位預算不夠，可以只派一位翻譯員，中間休息十五分鐘就好。'),
  ),
  agrees(
    'sherd-brushing',
    'en',
    '# Hillfort excavation 2026: finds database\n\nFinds are bagged with their context number before they leave the trench, and nothing is washed on site except pottery sherds, which may be brushed dry in the trench.\n',
    mem('sherd-cleaning.md', '2026-08-06', 'Pottery sherds can be brushed dry in the trench before bagging; use the soft brush and never water, the slip on the Iron Age ware flakes off.'),
  ),
  agrees(
    'speech-times',
    'en',
    '# Debating Union: timekeeping app\n\n- Substantive speeches: 7 minutes, first and last minute protected.\n- Motions are never published before the official motion release.\n',
    mem('timekeeper-knocks.md', '2026-10-09', 'Substantive speeches are 7 minutes with the first and last minute protected; the timekeeper knocks once at 1:00 and once at 6:00 so speakers know when POIs are open, and twice at 7:00.'),
  ),
  agrees(
    'winter-salad',
    'en',
    '## Packing rules\n\n- In summer (June to August), bagged salad never goes on a van route longer than 4 hours.\n- Allergy notes are printed on the box label, not handwritten.\n',
    mem('dartmoor-route-salad.md', '2026-11-02', "From November to February the long Dartmoor route (about 6 hours on the van) may carry bagged salad; the van isn't chilled but it is cold enough outside."),
  ),
  agrees(
    'topup-limit',
    'zh',
    '# Central Pier 5 kiosk: till app\n\n- Never sell Octopus top-ups above HK$1,000 in one transaction.\n- The cash float is counted by two staff together at closing.\n',
    mem('octopus-big-topup.md', '2026-09-30', '客人要增值超過一千蚊，一單最多幫佢入$1,000，其餘叫佢去碼頭入口嗰部增值機自己入。'),
  ),
  agrees(
    'dry-pearls',
    'zh',
    '# 茶語門市備料\n\n- 珍珠煮好後超過四小時一律倒掉，不可以回鍋。\n- 茶湯每兩小時重泡一次。\n',
    mem('raw-tapioca-storage.md', '2026-10-18', '還沒煮的生珍珠（乾粉圓）開封後夾好封口夾，放乾貨櫃，一個月內用完就好。'),
  ),
  agrees(
    'new-year-music',
    'zh',
    '## 院子规矩\n\n- 22:00 以后院子里不许放音乐，除夕夜除外，可以放到凌晨一点。\n- 院子里禁止生明火。\n',
    mem('chuxi-party.md', '2026-11-15', '除夕夜院子里的音乐可以放到凌晨一点，十二点一起包饺子，提前一天在住客群里通知。'),
  ),
];

// ---------------------------------------------------------------- merge

/** A survivor and its copy: the copy goes, the survivor stays with `contains`. */
const twins = (id: string, lang: 'en' | 'zh', survivor: CaseMemory, copy: CaseMemory, contains: string[], more: { absent?: string[]; absentLines?: string[] } = {}): QualityCase => ({
  id: `h20l-mg-${id}`,
  category: 'merge',
  lang,
  memories: [survivor, copy],
  fixed: { contains, gone: [copy.file], files: [survivor.file], indexAbsent: [copy.file], ...more },
});

/** Two memories that look alike but say different things: both stay as they are. */
const lookalikes = (id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory): QualityCase => ({
  id: `h20l-mg-${id}`,
  category: 'merge',
  lang,
  memories: [a, b],
  trap: true,
  keep: [a.body, b.body],
  quiet: ['possible-duplicate'],
});

const RESET = 'Between bookings: re-lock all six padlocks, wipe the UV ink clues off the mirror, put the scarab back in the sarcophagus and reset the laser grid from the tablet.';
const DIMMER = 'Dimmer rack B is fed from breaker 14 in the dock-door board. If the rack trips, reset breaker 14 only after the LX chief has checked the load sheet.';
const GPU = 'Ground power cables at stands 21 to 34 are checked at the start of every shift: look for cut insulation and a loose 400 Hz plug. Damaged cables go to the GSE workshop with a red tag.';
const OILING = '平车每天开工前加一次油，用白色缝纫机油，不要用黄油。加完油先在碎布上空车走几行，免得油渍弄脏大货。';
const SUGAR = '甜度分五級：正常糖、少糖、半糖、微糖、無糖。微糖是正常糖的兩分，半糖是五分；黑糖系列只能做到半糖以上。';
const FEES = '一般場次每小時新台幣1,600元，醫療與法院場次每小時2,000元，兩小時起算。交通費實報實銷，開案前48小時內取消收一半費用。';

const MERGE: QualityCase[] = [
  twins(
    'reset-checklist',
    'en',
    mem('room-reset-checklist.md', '2026-09-10', RESET),
    mem('room-reset-checklist_copy.md', '2026-09-12', `${RESET} Check the magnet lock on the bookcase door with the test card.`),
    ['magnet lock on the bookcase door', RESET],
  ),
  twins('dimmer-rack', 'en', mem('dimmer-rack.md', '2026-08-20', DIMMER), mem('dimmer-rack (1).md', '2026-08-20', DIMMER), ['breaker 14 in the dock-door board']),
  twins(
    'context-sheets',
    'en',
    mem('context-sheets.md', '2026-07-22', 'Context sheets are filled in pencil, never pen, and handed to Joanna at the finds tent before 16:30. Each sheet needs the trench letter, the context number and a sketch with a north arrow.'),
    mem('contxt-sheets.md', '2026-07-22', 'Contxt sheets are filled in pencil, never pen, and handed to Joanna at the finds tent before 16:30. Each sheet needs the trench letter, the context number and a sketch with a nroth arrow.'),
    ['north arrow', 'finds tent before 16:30'],
    { absent: ['nroth arrow', 'Contxt sheets'] },
  ),
  twins(
    'chiller-reason',
    'en',
    mem('van-loading.md', '2026-10-01', '- Load the chiller boxes last.\n- Eggs ride in the front crate, never under the potatoes.\n- Mushrooms go in paper bags, not plastic.'),
    mem('van-loading-copy.md', '2026-10-04', '- Load the chiller boxes last, so they come off first at the farm shop and stay cold.\n- Eggs ride in the front crate, never under the potatoes.\n- Mushrooms go in paper bags, not plastic.'),
    ['so they come off first at the farm shop', 'never under the potatoes', 'paper bags'],
    { absentLines: ['- Load the chiller boxes last.'] },
  ),
  twins(
    'gpu-better-description',
    'en',
    mem('gpu-cables.md', '2026-06-18', GPU),
    mem('gpu-cables_copy.md', '2026-06-19', GPU, { description: 'GPU cable shift check at stands 21-34 (400 Hz plug, red tag to GSE)' }),
    ['red tag'],
  ),
  twins(
    'sewing-oil',
    'zh',
    mem('sewing-machine-oiling.md', '2026-09-05', OILING),
    mem('sewing-machine-oiling_copy.md', '2026-09-08', `${OILING}针板每周拆下来清一次线头和布毛。`),
    ['针板每周拆下来清一次线头', '不要用黄油'],
  ),
  twins('sugar-levels', 'zh', mem('sugar-levels.md', '2026-07-30', SUGAR), mem('sugar-levels copy.md', '2026-07-30', SUGAR), ['黑糖系列只能做到半糖以上']),
  twins(
    'fridge-reason',
    'zh',
    mem('fridge-restock.md', '2026-10-12', '- 汽水雪櫃朝早九點前要補滿。\n- 維他奶同檸檬茶放左手邊第二格。\n- 雪條櫃唔好塞得太滿，會結霜。'),
    mem('fridge-restock-copy.md', '2026-10-15', '- 汽水雪櫃朝早九點前要補滿，因為第一班船九點半泊岸，啲人一落船就買嘢飲。\n- 維他奶同檸檬茶放左手邊第二格。\n- 雪條櫃唔好塞得太滿，會結霜。'),
    ['第一班船九點半泊岸', '左手邊第二格', '會結霜'],
    { absentLines: ['- 汽水雪櫃朝早九點前要補滿。'] },
  ),
  twins(
    'wifi-typo',
    'zh',
    mem('wifi-passwords.md', '2026-08-02', '院子的 WiFi 叫 Hutong-Yard，密码 siheyuan2026；前台的叫 Hutong-Desk，密码只给员工。路由器在前台柜子下面，断网先拔电源等三十秒。'),
    mem('wifi-pasword.md', '2026-08-02', '院子的 WiFi 叫 Hutong-Yard，密吗 siheyuan2026；前台的叫 Hutong-Desk，密码只给员工。路由器在前台柜子下面，断网先拔电源等三十秒。'),
    ['siheyuan2026', '拔电源等三十秒'],
    { absent: ['密吗'] },
  ),
  twins(
    'fee-better-description',
    'zh',
    mem('fee-schedule.md', '2026-07-14', FEES),
    mem('fee-schedule (2).md', '2026-07-15', FEES, { description: '手語翻譯收費標準（一般／醫療法院、兩小時起算、取消費）' }),
    ['兩小時起算', '收一半費用'],
  ),
  lookalikes(
    'two-tanks',
    'en',
    mem('upper-tank.md', '2026-07-03', 'Upper tank (snowmelt, 8,000 l) feeds the toilets and the boot-room tap. Close valve U2 when the gauge drops under 20 %.'),
    mem('lower-tank.md', '2026-07-03', 'Lower tank (spring, 5,000 l) feeds the kitchen and the drinking-water tap. Close valve L1 when the gauge drops under 20 %.'),
  ),
  lookalikes(
    'poster-copy',
    'en',
    mem('tournament-poster.md', '2026-10-20', 'The IV tournament poster is printed A3 on 170 gsm silk, 40 copies, collected from the campus print shop; the Union pays with the society card.'),
    mem('tournament-poster-copy.md', '2026-10-21', "Poster copy for the IV tournament: headline 'This House Would Argue Back', strapline 'Open to all years, no experience needed'; the Union crest goes bottom right, never the university logo."),
  ),
  lookalikes(
    'lead-times',
    'en',
    mem('lead-time-hospital.md', '2026-09-09', "Hospital appointments for Deaf patients need at least 48 hours' notice; book a BSL interpreter with NRCPD registration."),
    mem('lead-time-court.md', '2026-09-09', "Court hearings need at least 10 working days' notice; book a BSL interpreter with NRCPD registration and court experience."),
  ),
  lookalikes(
    'two-trucks',
    'zh',
    mem('truck-baiyun.md', '2026-10-02', '粤A·3K27 小货车每天早上七点送白云区的面料市场，司机老陈，电话 138 2200 4417。'),
    mem('truck-panyu.md', '2026-10-02', '粤A·8M51 小货车每天早上八点送番禺的成衣仓，司机阿强，电话 139 2866 0935。'),
  ),
  lookalikes(
    'menu-copy',
    'zh',
    mem('menu-board.md', '2026-09-25', '菜單燈箱是 120×60 公分，換季時請廠商來換燈片，鑰匙在店長抽屜；燈箱電源跟冷氣同一個開關。'),
    mem('menu-board-copy.md', '2026-09-26', '菜單看板文案：主打「黑糖珍珠鮮奶」，標語寫「每一顆都是現煮的」；價格字體用思源黑體 Heavy，不要用新細明體。'),
  ),
  lookalikes(
    'two-storerooms',
    'zh',
    mem('storeroom-pier4.md', '2026-08-14', '四號碼頭個貨倉鎖匙喺收銀機下面個抽屜，密碼鎖係 2846，汽水同薯片放入面。'),
    mem('storeroom-pier5.md', '2026-08-14', '五號碼頭個貨倉鎖匙掛喺亭仔後面個掛鈎，密碼鎖係 5170，報紙同雜誌放入面。'),
  ),
];

// ---------------------------------------------------------------- captures

type Said = Array<{ day: string; text: string }>;

/** A request (typed or reported) that becomes one memory holding `contains`. */
const request = (id: string, lang: 'en' | 'zh', memories: CaseMemory[], src: { said?: Said; logs?: Record<string, string[]> }, contains: string[]): QualityCase => {
  const text = [...(src.said ?? []).map((s) => s.text), ...Object.values(src.logs ?? {}).flat()].join('\n');
  return {
    id: `h20l-cap-${id}`,
    category: 'captures',
    lang,
    memories,
    ...src,
    fixed: { contains },
    maxCreated: 1,
    forbid: cutMidWord(text),
  };
};

/** Text that looks like a request but is none (or one memory already holds): nothing is created. */
const noRequest = (id: string, lang: 'en' | 'zh', memories: CaseMemory[], src: { said?: Said; logs?: Record<string, string[]> }): QualityCase => ({
  id: `h20l-cap-${id}`,
  category: 'captures',
  lang,
  memories,
  ...src,
  trap: true,
  maxCreated: 0,
  keep: memories.map((m) => m.body),
});

const CAPTURES: QualityCase[] = [
  request(
    'sarcophagus-lid',
    'en',
    [mem('pharaoh-room.md', '2026-08-30', 'The Pharaoh room takes 2 to 6 players and runs 75 minutes.')],
    { said: [{ day: '2026-11-22', text: "Remember that the sarcophagus lid in the Pharaoh room sticks when it's humid, so GMs should lift it from the left corner, never the middle." }] },
    ['sarcophagus', 'left corner'],
  ),
  request(
    'truss-load',
    'en',
    [mem('rig-plot.md', '2026-09-02', 'The Hamlet rig plot is version 7; the specials are numbered 1 to 18 from stage left.')],
    { logs: { '2026-11-21': ['Focus call for Hamlet overran by an hour.', 'Dana asked me to remember that the FOH truss is rated for 250 kg in total, so no more than six movers on it.', 'Swapped the gel in special 12 to L201.'] } },
    ['250 kg', 'FOH truss'],
  ),
  request(
    'tow-bar',
    'en',
    [mem('pushback-crew.md', '2026-10-11', 'Each pushback needs a driver and a wing walker.')],
    { said: [{ day: '2026-11-23', text: 'pls remember for A321neo we use the tow bar TBL-50 only, the old grey bar is for A320ceo, it not fit the neo.' }] },
    ['TBL-50', 'A321neo'],
  ),
  request(
    'swede-not-turnip',
    'en',
    [mem('box-notes.md', '2026-09-15', 'The weekly box notes go out with the Thursday boxes and list every vegetable in the box.')],
    {
      said: [
        { day: '2026-11-20', text: "Can you draft the box notes for the Thursday boxes? Swede, kale, leeks, beetroot." },
        { day: '2026-11-20', text: "No, don't call the swede a turnip in the box notes, our Scottish customers complained about it. Swede is swede. Please remember that." },
      ],
    },
    ['swede'],
  ),
  request(
    'heli-drop',
    'en',
    [mem('supply-runs.md', '2026-07-19', 'Fresh food comes up on the Thursday mule train from Bourg-St-Pierre.')],
    { said: [{ day: '2026-11-21', text: 'From now on keep in mind that the helicopter supply drop is booked through Alpine Lift Heli, and the contact there is Reto on +41 27 329 14 15.' }] },
    ['Alpine Lift', '329 14 15'],
  ),
  request(
    'care-labels',
    'zh',
    [mem('export-orders.md', '2026-10-09', '出口订单的外箱唛头由跟单部出稿，车间不用管。')],
    { said: [{ day: '2026-11-22', text: '记住：出口欧盟的订单，洗水唛一律用英法双语印，德国客户的还要加德语。' }] },
    ['洗水唛', '德语'],
  ),
  request(
    'sealing-film',
    'zh',
    [mem('xinyi-branch.md', '2026-08-11', '信義店營業時間是早上十點到晚上十點，店長是阿芳。')],
    { logs: { '2026-11-21': ['早班：珍珠煮了三鍋，茶湯重泡兩次。', '阿芳請我記住：信義店的封口膜要叫 95mm 口徑的，跟其他分店的 90mm 不一樣，叫貨時不要搞混。'] } },
    ['95mm'],
  ),
  request(
    'sunday-papers',
    'zh',
    [mem('newspaper-order.md', '2026-09-21', '報紙每朝六點半由報販送到士多門口。')],
    { said: [{ day: '2026-11-23', text: '幫我記住，星期日天星碼頭嗰檔唔使入英文報，冇人買，淨係入東方同星島就得。' }] },
    ['英文報', '星島'],
  ),
  request(
    'airport-shuttle',
    'zh',
    [mem('front-desk.md', '2026-10-03', '前台早上七点到晚上十一点有人，夜里有事打值班电话。')],
    { said: [{ day: '2026-11-22', text: 'btw 记住 the airport shuttle 接人点 is 东四十条地铁站 exit B, 6:30am 发车, 司机姓王.' }] },
    ['exit B', '6:30'],
  ),
  noRequest('haze-question', 'en', [mem('haze-policy.md', '2026-08-25', 'The front of house manager is told before any show that uses haze.')], {
    said: [{ day: '2026-11-21', text: 'Do you remember which DMX channel the hazer was patched to? I think it was 301 but not sure.' }],
  }),
  noRequest('pasted-email', 'en', [mem('finds-register.md', '2026-07-08', 'Small finds get a four-digit SF number from the register in the finds tent.')], {
    said: [
      {
        day: '2026-11-20',
        text: "Here's Joanna's email, can you turn it into three bullet points for the site newsletter?\n\n> Hi all, please remember to log every small find in the register before 4pm, and don't leave the finds trays in the tent overnight. Thanks, Joanna",
      },
    ],
  }),
  noRequest('gate-code-known', 'en', [mem('gate-b7-code.md', '2026-10-01', 'The airside gate B7 keypad code changes on the 1st of every month; Ops emails the new code to the ramp leads.')], {
    said: [{ day: '2026-11-22', text: 'remember the B7 gate code gets changed on the first of each month and ops sends it round by email to the ramp leads' }],
  }),
  noRequest('word-salad', 'zh', [mem('qc-team.md', '2026-09-29', '品控部梁姐负责验布和尾查。')], {
    said: [{ day: '2026-11-23', text: '记住 不要 那个 对 就是 嗯 记住 不要 好的 那个那个' }],
  }),
  noRequest('quoted-customer', 'zh', [mem('review-replies-tw.md', '2026-10-27', 'Google 評論由各店店長在三天內回覆。')], {
    said: [{ day: '2026-11-21', text: '客人在 Google 評論寫「記住我的甜度，不要每次都做錯」，幫我想一段有禮貌的回覆。' }],
  }),
  noRequest('typhoon-question', 'zh', [mem('typhoon-stock.md', '2026-09-06', '打風前一日入多兩箱樽裝水同杯麵。')], {
    said: [{ day: '2026-11-22', text: '你仲記唔記得打八號風球嗰陣，碼頭幾點停航㗎？' }],
  }),
  noRequest('code-comment', 'zh', [mem('retry-policy.md', '2026-10-16', 'The mobile API client retries on 502 and 503 only.')], {
    said: [{ day: '2026-11-23', text: '```ts\n// 记住：不要删掉这个 fallback，旧版 Android 会崩\nconst RETRY_LIMIT = 3;\n```\n这段为什么 retry 是 3？能不能改成 5？' }],
  }),
];

// ---------------------------------------------------------------- index

/** The padding's user and feedback pointers, which an index fix must never demote. */
const PINNED = ['[Editor setup](editor-setup.md)', '[Working hours](working-hours.md)', '[Answer style](answer-style.md)', '[Test names](test-names.md)'];
/** The link of every padding-filler memory 1..n (none of them may be demoted where moving the notes out is enough). */
const fillers = (n: number): string[] => Array.from({ length: n }, (_, i) => `(project-fact-${String(i + 1).padStart(3, '0')}.md)`);

/** Notes push MEMORY.md over a limit; they move out and no pointer is demoted (`demotes`: the entries alone are over, pointers go too). */
const crowded = (
  id: string,
  lang: 'en' | 'zh',
  memories: CaseMemory[],
  extraMemories: number,
  indexNotes: string[],
  moved: string[],
  opts: { demotes?: boolean; chars?: boolean } = {},
): QualityCase => ({
  id: `h20l-ix-${id}`,
  category: 'index',
  lang,
  memories,
  extraMemories,
  indexNotes,
  fixed: {
    contains: moved,
    indexAbsent: moved,
    indexContains: opts.demotes ? [] : [...memories.map((m) => `(${m.file})`), ...fillers(extraMemories)],
    indexMaxLines: 200,
    indexMaxChars: 25000,
  },
  indexKeep: [...PINNED, ...memories.filter((m) => m.type === 'user' || m.type === 'feedback').map((m) => `(${m.file})`)],
});

/** Inside the limits: nothing changes. */
const roomy = (id: string, lang: 'en' | 'zh', memories: CaseMemory[], extraMemories: number, indexNotes: string[]): QualityCase => ({
  id: `h20l-ix-${id}`,
  category: 'index',
  lang,
  memories,
  extraMemories,
  ...(indexNotes.length ? { indexNotes } : {}),
  trap: true,
  keep: [...memories.map((m) => m.body), ...indexNotes],
  indexKeep: [...PINNED, ...memories.map((m) => `(${m.file})`)],
});

const day = (start: string, i: number): string => {
  const d = new Date(`${start}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + i);
  return d.toISOString().slice(0, 10);
};

/** A pasted site diary: long lines that pass 25,000 characters but not 200 lines. */
const SOILS = ['dark brown silty clay', 'mid grey sandy loam', 'orange-brown gravelly clay', 'black charcoal-rich lens', 'pale yellow redeposited natural'];
const FINDS = ['two abraded sherds of Iron Age ware', 'a bone pin fragment', 'burnt flint and charred hazelnut shell', 'a copper-alloy ring', 'nothing but a few flecks of charcoal', 'a spindle whorl in fired clay'];
const WEATHER = ['sunny and dry', 'light rain after lunch', 'overcast and still', 'hot, so the sections were hosed at 3pm', 'windy, the spoil heap was sheeted'];
const DIG_DIARY = Array.from(
  { length: 48 },
  (_, i) =>
    `Site diary ${day('2026-07-06', i)}: Trench ${'ABCD'[i % 4]}, context ${1040 + i} (${SOILS[i % SOILS.length]}) taken down in 10 cm spits across the eastern half of the slot; ${FINDS[i % FINDS.length]} bagged and labelled with the context number; bulk samples <${300 + 2 * i}> and <${301 + 2 * i}> taken for flotation, 40 litres each; section drawn at 1:10 and photographed with the scale and north arrow; levels from TBM 2 at 64.${String(10 + i).padStart(2, '0')} m OD; weather ${WEATHER[i % WEATHER.length]}; ${6 + (i % 5)} volunteers on site.`,
);

/** A pasted booking log of the interpreting agency: long lines, the whole index just under 25,000 characters. */
const SETTINGS = ['GP surgery', 'hospital outpatients', 'job interview', 'university lecture', 'parents evening', 'housing office'];
const CITIES = ['Leeds', 'Bradford', 'Wakefield', 'Halifax', 'Huddersfield'];
const BOOKING_LOG = Array.from(
  { length: 56 },
  (_, i) =>
    `Booking log ${day('2026-09-01', i)}: request from the ${SETTINGS[i % SETTINGS.length]} in ${CITIES[i % CITIES.length]} for ${1 + (i % 3)} hours, BSL/English, Deaf client prefers a ${i % 2 ? 'female' : 'male'} interpreter; confirmed with interpreter ${String.fromCharCode(65 + (i % 12))} (NRCPD registered) ${2 + (i % 4)} days ahead; travel ${10 + (i % 7) * 5} minutes, mileage claimed at 45p; client feedback form sent after the appointment, invoice number INV-${4100 + i}.`,
);

const INDEX: QualityCase[] = [
  crowded(
    'escape-dated-notes',
    'en',
    [mem('booking-system.md', '2026-08-05', 'Bookings come in through Bookeo; the GM tablet syncs every five minutes.')],
    182,
    [
      '2026-09-02: Pharaoh room laser grid recalibrated by Tomasz.',
      '2026-09-05: hint card set C printed, set B retired.',
      '2026-09-09: UV torch batteries swapped in all three rooms.',
      '2026-09-14: Crypt room fog machine serviced, new fluid.',
      '2026-09-18: lobby screen now hides surnames.',
      '2026-09-22: corporate booking for 24 people split over two rooms.',
      '2026-09-27: bookcase magnet lock replaced (12 V).',
      '2026-10-01: price for weekday mornings dropped to £18 a head.',
      '2026-10-06: Jess trained as a GM.',
      '2026-10-11: sarcophagus hinge oiled.',
      '2026-10-15: new countdown clock in the Lab room.',
      '2026-10-20: Google reviews now answered by Sunita.',
    ],
    ['laser grid recalibrated by Tomasz', 'answered by Sunita'],
  ),
  crowded(
    'lighting-html-todo',
    'en',
    [mem('hamlet-rig.md', '2026-09-02', 'The Hamlet rig uses 64 conventionals and 12 movers on the FOH and mid-stage bars.')],
    186,
    [
      '<!-- TODO before the tech:',
      '- re-gel specials 7 to 12 in L201',
      '- check the DMX terminator on universe 2',
      '- label the new 15 A extension reels',
      '- ask the SM for the final cue list (v9)',
      '- replace the lamp in the followspot on the perch',
      '- order two more safety bonds',
      '- update the focus sheet for the ghost special',
      '- book the Genie for the Monday focus',
      '-->',
    ],
    ['re-gel specials 7 to 12', 'order two more safety bonds'],
  ),
  crowded('dig-diary-chars', 'en', [mem('trench-layout.md', '2026-07-01', 'Trenches A to D run east to west across the inner rampart, each 2 m wide.')], 100, DIG_DIARY, [
    'context 1040 (dark brown silty clay)',
    'context 1083',
  ]),
  crowded(
    'vegbox-entries-over',
    'en',
    [mem('packing-shed-lead.md', '2026-06-20', 'The user runs the packing shed and writes the weekly box notes.', { type: 'user' })],
    200,
    [
      '2026-10-02: new cardboard boxes from Smurfit, 40 x 30 x 20 cm.',
      '2026-10-09: the Totnes round now starts at the station car park.',
      '2026-10-16: egg supplier changed its crate size, two crates per van shelf.',
      '2026-10-23: Dartington pick-up point moved indoors for the winter.',
      '2026-10-30: 14 boxes returned with the ice packs still inside.',
    ],
    ['new cardboard boxes from Smurfit', 'ice packs still inside'],
    { demotes: true },
  ),
  crowded(
    'repo-scratch-code',
    'en',
    [mem('invoice-backfill.md', '2026-11-05', 'The invoices backfill has to finish before the December billing run.')],
    188,
    [
      '## Scratch',
      '```sh',
      'make migrate ENV=staging',
      "psql \"$STAGING_URL\" -c \"select count(*) from invoices where status = 'stuck'\"",
      '```',
      '- ask Priya whether the invoices backfill can run on a Friday',
    ],
    ['make migrate ENV=staging', 'backfill can run on a Friday'],
  ),
  crowded(
    'ramp-table',
    'zh',
    [mem('stand-allocation.md', '2026-09-12', '远机位 401 到 412 只停窄体机，宽体机一律上廊桥。')],
    186,
    [
      '| 日期 | 机位 | 事项 |',
      '| --- | --- | --- |',
      '| 2026-10-03 | 405 | 地面电源插头松动，已报机务 |',
      '| 2026-10-07 | 409 | 引导线油漆磨损，待重画 |',
      '| 2026-10-12 | 402 | 轮挡少了一个，已从 403 借 |',
      '| 2026-10-18 | 411 | 行李拖车爆胎，拖回特种车间 |',
      '| 2026-10-21 | 407 | 夜间照明灯坏两盏 |',
      '| 2026-10-26 | 404 | 廊桥对接前有 FOD，已清理 |',
      '| 2026-11-02 | 410 | 气源车管子漏气，停用 |',
    ],
    ['地面电源插头松动', '气源车管子漏气'],
  ),
  crowded(
    'garment-dated-notes',
    'zh',
    [mem('order-system.md', '2026-08-18', '大货订单在 ERP 里建单，跟单员每天下午四点前更新进度。')],
    182,
    [
      '2026-10-08：雪纺面料到货 3,200 米，色差 4 级，已入二号仓。',
      '2026-10-10：三号拉的平车换了新针板。',
      '2026-10-12：德国客户的样衣寄出，顺丰单号 SF1402 8837 261。',
      '2026-10-15：裁床新来两个学徒，梁姐带。',
      '2026-10-17：锅炉房停气半天，整烫推迟。',
      '2026-10-19：汗布缩水率测出 4.5%，整卷退回供应商。',
      '2026-10-22：二号仓漏水，已经报修。',
      '2026-10-24：英国订单加急，周六加班。',
      '2026-10-27：新的洗水唛模板定稿。',
      '2026-10-29：验布机皮带换了。',
      '2026-11-01：广交会样品全部回仓。',
      '2026-11-03：十一月排期表贴在车间门口。',
    ],
    ['雪纺面料到货 3,200 米', '排期表贴在车间门口'],
  ),
  crowded(
    'teashop-checkboxes',
    'zh',
    [mem('supplier-list.md', '2026-08-27', '茶葉向南投的大樹茶園叫貨，粉圓向台中的廠商叫貨。')],
    185,
    [
      '## 待辦',
      '- [ ] 跟大樹茶園確認十二月的四季春報價',
      '- [ ] 信義店的封口機送修，追進度',
      '- [x] 冬季菜單燈片送印',
      '- [ ] 新人教育訓練排班（三位）',
      '- [ ] 統計十一月的黑糖用量',
      '- [ ] 問會計電子發票載具的設定',
      '- [ ] 汰換公館店的製冰機濾心',
      '- [x] 更新 Google 商家營業時間',
      '- [ ] 準備年終尾牙的抽獎名單',
    ],
    ['四季春報價', '尾牙的抽獎名單'],
  ),
  crowded(
    'kiosk-misc',
    'zh',
    [mem('opening-hours.md', '2026-07-25', '士多朝早六點半開門，最後一班船開咗就收檔。')],
    187,
    [
      '## 雜項',
      '2026-10-04：維他奶加價，每支 $8。',
      '2026-10-09：雪櫃壓縮機維修，師傅電話 6012 3344。',
      '2026-10-13：新咗一部八達通機，舊嗰部交返公司。',
      '2026-10-18：颱風過後鐵閘有啲卡，要上油。',
      '2026-10-24：報紙佬改咗六點送。',
      '2026-10-29：收到食環署通知，十二月巡查。',
      '2026-11-03：多咗一款魚蛋杯，$12。',
      '2026-11-08：Ken 哥話聖誕節照開。',
      '2026-11-12：二號雪櫃燈泡壞咗。',
    ],
    ['師傅電話 6012 3344', '二號雪櫃燈泡壞咗'],
  ),
  crowded(
    'hostel-feedback-kept',
    'zh',
    [
      mem('review-replies.md', '2026-09-08', '回复住客差评时先道歉、再说明原因，不要和客人争论。\n**Why:** 有一条回复跟客人吵起来，被截图发到了小红书。\n**How to apply:** 差评回复先给店长看一眼再发。', {
        type: 'feedback',
      }),
    ],
    198,
    [
      '店长十月例会的纪要：冬季院子里的水管每天晚上要放空，防止冻裂；东屋的暖气片由物业在11月15日统一开启，开启前给住客多发一床被子；前台夜班改为两人轮班，一人负责入住，一人巡院子和锅炉房。',
      '另外：鼓楼那家洗衣厂的合同续签到2027年6月，价格不变；床单破损率偏高，交接时要当面清点，破损的单独装袋写上房号，月底一起对账。',
    ],
    ['水管每天晚上要放空', '合同续签到2027年6月'],
    { demotes: true },
  ),
  roomy('hut-under', 'en', [mem('hut-keys.md', '2026-06-30', 'The hut keys are kept in the key safe by the winter-room door; the warden has the code.')], 40, [
    '2026-10-03: last guests of the summer season left.',
    '2026-10-05: water turned off in the main building.',
    '2026-10-06: winter room stocked with 20 blankets.',
    '2026-10-08: solar batteries checked, 80 % charge.',
    '2026-10-12: helicopter took the empty gas bottles down.',
    '2026-10-15: shutters closed and wired.',
  ]),
  roomy('debate-200', 'en', [mem('motion-release.md', '2026-10-02', 'Motions are released fifteen minutes before each round starts.')], 187, [
    'Committee note: the motion bank is being cleaned up by Priya and Tomás, so please do not move files in the Motions folder.',
    'Adjudication core for the IV: Hana (chief), Dev and Lorcan.',
    'Room bookings for the IV are in the Union office diary.',
  ]),
  roomy('agency-near-chars', 'en', [mem('booking-rules.md', '2026-08-19', 'Every booking needs the client name, the setting and whether the client prefers a male or female interpreter.')], 90, BOOKING_LOG),
  roomy('teashop-table-under', 'zh', [mem('branch-list.md', '2026-07-09', '目前有信義、公館、板橋三家門市。')], 60, [
    '| 門市 | 店長 | 電話 |',
    '| --- | --- | --- |',
    '| 信義 | 阿芳 | 02-2720-1188 |',
    '| 公館 | 小楊 | 02-2365-4470 |',
    '| 板橋 | 雅婷 | 02-2960-3321 |',
  ]),
  roomy('ferry-200', 'zh', [mem('ferry-times.md', '2026-09-14', '平日頭班船六點四十五分開，尾班船十一點半，星期日加開一班十二點嘅。')], 191, []),
  roomy('hostel-comment-under', 'zh', [mem('room-types.md', '2026-07-20', '东屋四间双人间，西屋两间六人间，北屋是员工宿舍。')], 120, [
    '<!-- 交接备忘：',
    '西屋六人间的上铺护栏松了，已经报修；',
    '北屋的热水器下午两点到四点检修，这段时间员工去东屋洗。',
    '-->',
  ]),
];

// ---------------------------------------------------------------- hooks

/** An entry whose hook is over 150 characters: shortened, its facts in the topic file, its talk nowhere. */
const longHook = (id: string, lang: 'en' | 'zh', m: CaseMemory, facts: string[], talk: string[], badEnds: string[] = []): QualityCase => ({
  id: `h20l-hk-${id}`,
  category: 'hooks',
  lang,
  memories: [m],
  fixed: { contains: facts, indexAbsent: [talk[talk.length - 1]!] },
  keep: [m.body],
  forbid: [...talk, ...badEnds],
});

/** A hook inside the limit: the line stays as it is. */
const shortHook = (id: string, lang: 'en' | 'zh', m: CaseMemory): QualityCase => ({
  id: `h20l-hk-${id}`,
  category: 'hooks',
  lang,
  memories: [m],
  trap: true,
  keep: [m.body],
  indexKeep: [m.hook!],
});

const HOOKS: QualityCase[] = [
  longHook(
    'fog-fluid',
    'en',
    mem('fog-machine.md', '2026-10-05', 'The fog machine for the Crypt room sits behind the false wall panel.', {
      description: 'Crypt room fog machine',
      hook: 'Crypt fog machine behind the false wall panel; fluid is Antari FLR-5L, refill after every 8 bookings; the remote lives in the GM drawer 😅 hope this helps, ping me if anything breaks!! thanks team 🙏',
    }),
    ['Antari FLR-5L', 'GM drawer'],
    ['hope this helps', 'thanks team'],
  ),
  longHook(
    'show-file',
    'en',
    mem('eos-backup.md', '2026-09-19', "The Eos desk's show file is backed up after every performance.", {
      description: 'Eos show file backup',
      hook: "Eos show file backup / file is HAMLET_v14 on the red USB stick in the SM desk / DMX universe 3 = haze + fog / lol don't ask why / cheers all, see you at the tech run 🍻 / Jonas",
    }),
    ['HAMLET_v14', 'universe 3'],
    ["lol don't ask why", 'see you at the tech run'],
  ),
  longHook(
    'pushback-radio',
    'en',
    mem('pushback-radio.md', '2026-11-01', 'Pushback crews talk to ramp control on the handheld radios.', {
      description: 'Pushback radio',
      hook: 'Pushback: ramp control on radio channel 4 (if the radio is dead call ext. 2241 from the stand phone); the A321neo tow bar is kept in GSE bay 6. Thanks a lot for reading this far, have a good shift everyone!!',
    }),
    ['channel 4', '2241', 'bay 6'],
    ['Thanks a lot for reading this far', 'have a good shift everyone'],
  ),
  longHook(
    'staging-runbook',
    'en',
    mem('staging-deploys.md', '2026-10-22', 'Staging deploys need the office VPN.', {
      description: 'Staging deploys',
      hook: 'Staging deploys need VPN; runbook: https://wiki.example.internal/ops/staging-runbook (read the rollback section first); ask in #infra if stuck, happy to help anytime :) you all rock',
    }),
    ['https://wiki.example.internal/ops/staging-runbook', 'rollback section'],
    ['happy to help anytime', 'you all rock'],
  ),
  longHook(
    'winter-room',
    'en',
    mem('winter-room.md', '2026-10-28', 'The winter room is open when the hut is closed, from October to June.', {
      description: 'Winter room',
      hook: 'winter room open oct-june when hut closed, 12 mattresses and 20 blankets, the key box code is 1954, firewood is under the terrace not in the room, thank you thank you and good climbing to all 🙂',
    }),
    ['1954', 'under the terrace', '12 mattresses'],
    ['thank you thank you', 'good climbing to all'],
  ),
  longHook(
    'fabric-inspection',
    'zh',
    mem('fabric-inspection.md', '2026-09-14', '大货面料到仓后先验布，再开裁。', {
      description: '验布流程',
      hook: '大货面料到仓先验布再开裁；常用面料有纯棉平纹、涤棉府绸、雪纺、针织汗布和罗纹；验布用四分制，每一百码不超过二十分；缩水率要求在百分之三以内，超过的整卷退回供应商；验完的布卷贴绿色合格标签再上架，验布单上要签名；验布机在三楼东边，钥匙找品控部的梁姐拿；以上就是这次要注意的地方，有问题再问我哈，辛苦大家了🙏',
    }),
    ['四分制', '三楼东边', '百分之三以内'],
    ['有问题再问我', '辛苦大家了'],
    ['二十分.', '供应商.', '梁姐拿.'],
  ),
  longHook(
    'ice-levels',
    'zh',
    mem('ice-levels.md', '2026-10-10', '冰塊分正常冰、少冰、微冰、去冰四種。', {
      description: '冰量標準',
      hook: '冰量分正常冰、少冰、微冰、去冰（熱飲另外做）；少冰是正常冰的七分滿，微冰是三分，大杯的冰量要再多一匙；外送平台的單一律少冰，避免融化後太淡；製冰機每週二、五下午要清洗（廠商是冰點企業，電話 02-2598-6611）；冬天去冰的單會變多，記得先把茶湯冰鎮好；大家辛苦了，有任何問題都可以在群組問我喔～謝謝大家😊',
    }),
    ['七分滿', '02-2598-6611'],
    ['大家辛苦了', '謝謝大家'],
    ['多一匙.', '太淡.', '冰鎮好.', '6611）.', '6611).'],
  ),
  longHook(
    'typhoon-closing',
    'zh',
    mem('typhoon-closing.md', '2026-09-03', '打三號風球照開，八號風球預警一出就準備收檔。', {
      description: '打風收檔',
      hook: '三號波照開，八號預警一出就收檔：先熄 coffee machine、拔晒雪櫃以外嘅插頭，鐵閘落兩把鎖（鎖匙喺 cash drawer 下面）；記得 WhatsApp 通知 Ken 哥 9123 4567；收檔前將報紙架搬入亭仔，影低錢箱數目 send 落 group；唔該晒各位，辛苦晒，大家注意安全呀🙏🙏',
    }),
    ['9123 4567', 'cash drawer'],
    ['唔該晒各位', '大家注意安全呀'],
    ['下面）.', '下面).', '4567.', '亭仔.'],
  ),
  longHook(
    'hostel-laundry',
    'zh',
    mem('laundry.md', '2026-08-22', '床单被罩每天由洗衣厂上门收送。', {
      description: '布草收送',
      hook: '床单被罩由鼓楼洗衣厂每天上午十点上门收、下午四点送回；联系人刘师傅 135 0116 2290；破损的单独装蓝色袋子并在登记表上写房号；登记表在 https://docs.qq.com/sheet/hutong-laundry ；每月五号对账，对账单发给店长；好啦就这些，有啥不清楚的随时问我，大家辛苦啦！',
    }),
    ['135 0116 2290', '蓝色袋子', 'https://docs.qq.com/sheet/hutong-laundry'],
    ['有啥不清楚的随时问我', '大家辛苦啦'],
    ['送回.', '2290.', '写房号.', '发给店长.'],
  ),
  longHook(
    'hospital-checkin',
    'zh',
    mem('hospital-checkin.md', '2026-11-09', '台大醫院的案子，翻譯員要提早二十分鐘到。', {
      description: '台大醫院報到',
      hook: '台大醫院案子提早 20 分鐘到；check-in 在東址一樓志工服務台（不是西址！），跟志工說是 interpreter for 聽障病人就好；停車場在常德街入口，停車費可以報帳；有狀況打辦公室 (02) 2391-0555 分機 12；結束後記得在 App 填工時；以上 FYI，感謝大家的配合 🙏 辛苦了',
    }),
    ['東址一樓志工服務台', '2391-0555', '常德街'],
    ['以上 FYI', '感謝大家的配合'],
    ['分機 12.', '可以報帳.', '填工時.'],
  ),
  shortHook(
    'spoil-arrow',
    'en',
    mem('spoil-heap.md', '2026-07-11', 'Spoil from trench C goes on the north heap only.', { hook: 'Trench C spoil → north heap only (south side is the car park) 🏺 no metal detecting!' }),
  ),
  shortHook(
    'rounds-map',
    'en',
    mem('delivery-map.md', '2026-09-03', 'Delivery rounds are planned in the shared map.', { hook: 'Rounds map: https://maps.example.org/vegbox/rounds-2026 (Tue = Totnes, Thu = Dartington), ask Cal for edit access' }),
  ),
  shortHook(
    'motion-bank',
    'en',
    mem('motion-bank.md', '2026-10-07', 'The motion bank lives in the committee shared drive.', { hook: 'Motion bank is in the committee drive under /Motions, thanks Priya!! 🙌 lol' }),
  ),
  shortHook(
    'breakfast-list',
    'zh',
    mem('breakfast.md', '2026-08-09', '早餐在东屋，七点到九点半。', { hook: '早餐：豆浆、油条、包子、鸡蛋，七点到九点半，在东屋' }),
  ),
  shortHook(
    'topping-limit',
    'zh',
    mem('topping-rules.md', '2026-10-30', '每杯加料最多兩份，超過 POS 會擋。', {
      hook: '加料上限：每杯最多兩份（珍珠、椰果、仙草、布丁、芋圓都算），超過 POS 會自動擋下來；客人堅持要加的話，請他分開點兩杯，或改點「大滿足」系列，那個本來就是三種配料、不另外加價；店長可以用主管卡解鎖一次並寫交班本，謝謝',
    }),
  ),
  shortHook(
    'uncle-chan-papers',
    'zh',
    mem('regular-customers.md', '2026-09-27', '陳伯每朝七點嚟攞報紙。', { hook: '街坊報紙要留兩份東方畀陳伯，佢朝早七點嚟攞，唔該晒🙏' }),
  ),
];

export const HELDOUT_20_FILES_CASES: QualityCase[] = [...CLAUDE_MD, ...MERGE, ...CAPTURES, ...INDEX, ...HOOKS];
