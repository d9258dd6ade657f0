import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, hooks part: shortened index hooks and the index over its limits, written by the
 * fixer of these categories before any rule change.
 *
 * The hooks are long enough to be shortened and wrap their facts in the talk people put around a
 * message: a greeting or a vocative opening the line ("morning folks!", "Dear colleagues",
 * "Hello together", 各位好, 同大家講聲, 各位夥伴辛苦了), a sign-off closing it ("ta, Priya", "With best
 * wishes, Marek", "that's it from me", 唔該晒大家🙏, 麻煩大家了，謝謝～ 店長 小莉, 就酱，有事 @我), a request
 * to the reader with no object but the note ("pls don't skip any of this"). Two look-alikes hold a
 * greeting and a sign-off as quoted values of a script ('Kind regards, the Harbour Lodge team',
 * “祝您生活愉快”) and must keep them. Traps: entries under 150 characters with thanks and a
 * signature, which must not be touched. Index cases: dated notes over 200 lines (English,
 * Cantonese), entries alone over 200 lines with user and feedback pointers, a trap of 198 lines.
 *
 * Writers: a Slack paste with emoji, a non-native email, a commit title, dictated text with no
 * punctuation, bullets, a German-English notice, a WeChat group notice, a Taiwan shop notice, a
 * Hong Kong cha chaan teng, Chinese-English dev chat.
 */

const DAY = '2026-11-24';
const mem = (file: string, body: string, hook?: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified: DAY, type, ...(hook === undefined ? {} : { hook }) });
const LIMITS = { indexMaxLines: 200, indexMaxChars: 25000 };
/** The user and feedback pointers of the builder's padding memories, which must stay in MEMORY.md. */
const PAD_POINTERS = ['(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'];
/** Chinese clauses closed by an ASCII full stop. */
const asciiStops = (...ends: string[]): string[] => ends.map((e) => `${e}.`);

const GYM = 'morning folks! 👋 reminder from the front desk: the sauna is switched off at 21:30, towels are swapped on Tuesdays and the steam room key sits in drawer 3 of the desk. ta, Priya';
const AUTOCLAVE = 'Dear colleagues, as agreed in the meeting I want to inform you that the autoclave runs at 134 °C for 18 minutes, the log book is signed by the operator and spore tests go to the lab each Monday. With best wishes, Marek';
const BREWERY = "chore(brewery): fermenters FV1-FV4 are cleaned with PBW at 60 °C; the CO2 alarm is tested monthly; the hop store stays below 4 °C; grain deliveries come on Wednesdays — pls don't skip any of this, thx";
const MARINA = "right so for the record the marina fuel dock closes at six the pump-out station is free for berth holders and the harbour master listens on channel 12 that's it from me";
const CLIMB = 'Quick heads-up everyone • the bouldering wall is re-set every second Friday • ropes are retired after 5 years • chalk balls only, no loose chalk • auto-belays are checked daily • have a great session!';
const LASER = 'Hello together, short info from my side: the laser cutter is only used with the extraction on, acrylic up to 8 mm is ok, PVC is never cut and the lens is cleaned every Friday. Greetings from the workshop, Tobias';
const HOTEL = "Front desk script: greet every guest with 'Good evening, welcome to Harbour Lodge'; sign guest emails with 'Kind regards, the Harbour Lodge team'; never promise late checkout past 11:00. thanks!";
const WAREHOUSE = '各位好，跟大家同步一下：仓库的叉车每天下班前要充电，冷链货物必须在两小时内入库，退货统一放在三号门旁边的货架上，夜班保安十点以后锁南门，消防通道任何时候都不能堆货，破损的纸箱要压扁后放到回收区，周六的盘点由王主管负责，叉车钥匙统一挂在值班室的墙上。有问题随时找我，谢谢！';
const CAFE = '各位夥伴辛苦了，提醒一下：咖啡機每天打烊後要逆洗，鮮奶開封後冷藏不超過三天，咖啡豆一律放在密封罐裡，每週一早上盤點庫存，外帶杯蓋放在櫃檯下方第二層，收銀機的零用金固定五千元，垃圾每晚十點前拿到後門的子母車，制服每週五送洗，製冰機每個月清一次。麻煩大家了，謝謝～ 店長 小莉';
const TEA = '同大家講聲：凍櫃每朝開舖要睇溫度，要喺四度以下，奶茶茶底每日換兩次，收銀機嘅零錢每晚由經理點數，外賣單要寫埋客人電話號碼，熱水爐逢星期三洗，雪房門要隨手關，啲碗碟要用洗碗機洗兩次，炸爐嘅油每兩日換一次，送貨嘅阿伯星期一同四嚟，凍檸茶唔可以預先溝定。冇咩特別，唔該晒大家🙏';
const DEPLOY = 'hi 大家，deploy 相关的几点：staging 每天晚上 11 点自动部署，prod 发布必须两个人 review，回滚脚本在 ops/rollback.sh，feature flag 统一在 LaunchDarkly 里管，周五下午不发版。就酱，有事 @我 哈';
const PHONE = '客服话术：接电话先说“您好，这里是绿源物业”，挂电话前说“祝您生活愉快”，投诉工单必须在二十四小时内回访，报修电话是 400-820-1234，夜间来电由物业前台转接到值班经理，业主的手机号不能告诉外人，录音系统的密码每季度更换一次，停水停电通知由前台群发。以上，谢谢配合！';

const WIFI = 'Guest Wi-Fi password is on the fridge; checkout is at 10 — cheers!';
const PRINTER = '打印机卡纸先关电源再开盖，碳粉在二楼柜子里，谢谢大家～';
const FISH = '雪櫃溫度要喺四度以下，魚要朝早六點前落冰，唔該晒🙏';
const COPIER = '【公告】影印機每週五上午保養，當天下午才能使用。——總務 阿明';
const KAYAK = 'Kayaks are rinsed with fresh water after every trip, paddles hang on rack B, spray decks dry inside — over & out';

const BAKERY_NOTES = [
  '2026-08-04: the deck oven is preheated to 250 °C from 04:30 by the early baker.',
  '2026-08-06: the rye sour is fed at 06:00 and at 18:00, 1:5:5.',
  '2026-08-11: flour comes from Mühle Kohler on Tuesdays; the invoice goes to Ruth.',
  '2026-08-13: the proving cabinet is set to 28 °C and 80 % humidity.',
  '2026-08-18: the slicer blade is sharpened by Kessler every second month.',
  '2026-08-20: the market stall van is loaded by 06:15 on Saturdays.',
  '2026-08-25: nut-free loaves are baked first thing, before any nut dough is out.',
  '2026-08-27: leftover bread goes to the Tafel at 18:30.',
  '2026-09-01: the dough mixer is cleaned with the blue brushes only.',
  '2026-09-03: the walk-in cooler alarm calls Marco first, then Ruth.',
  '2026-09-08: pretzels are dipped in 4 % lye with gloves and goggles.',
  '2026-09-10: the oven steam valve is descaled on the first Monday of the month.',
  '2026-09-15: the café tills are counted by the shift lead at close.',
  '2026-09-17: the wholesale price list is in the Sales folder, one sheet per customer.',
  '2026-09-22: the flour silo is topped up when the gauge reads under 30 %.',
];
const GARAGE_NOTES = [
  '2026-08-03：車房嘅升降台每個月由阿強檢查一次。',
  '2026-08-05：機油一律用 5W-30，換油貼紙要寫埋下次公里數。',
  '2026-08-10：客人嘅車匙放喺前台嘅鎖匙箱，唔可以放喺車入面。',
  '2026-08-12：輪胎供應商係旺角嘅永興，星期二送貨。',
  '2026-08-17：廢機油每兩個星期由環保公司收一次。',
  '2026-08-19：試車只可以喺工業區入面，唔好出大路。',
  '2026-08-24：電池充電機放喺後樓梯旁邊，用完要拔插頭。',
  '2026-08-26：保險公司嘅估價單要影印一份留底。',
  '2026-08-31：新師傅頭一個月要跟住師傅做，唔可以自己開工。',
  '2026-09-02：收現金要即刻開收據，月尾由老闆娘對數。',
  '2026-09-07：噴油房開機前要開抽風。',
  '2026-09-09：的士車隊嘅單月尾先結，唔收現金。',
  '2026-09-14：冷氣雪種嘅罐要鎖喺鐵櫃。',
];
const STUDIO_NOTES = [
  '2026-08-05: the recording booth is booked through the shared calendar.',
  '2026-08-07: the Neumann mic lives in the locked case, key with the engineer.',
  '2026-08-12: session files are backed up to the NAS every night at 02:00.',
  '2026-08-14: the control room door stays shut while the red light is on.',
  '2026-08-19: guitar strings are charged to the client at cost.',
  '2026-08-21: the piano is tuned before every classical session.',
  '2026-08-26: masters are exported at 24-bit / 48 kHz unless the client asks otherwise.',
  '2026-08-28: the lounge fridge is cleared out on Fridays.',
  '2026-09-02: late sessions end by 23:00 because of the neighbours.',
  '2026-09-04: invoices go out within five working days of the session.',
];

export const TUNING_11_HOOKS_CASES: QualityCase[] = [
  // ------------------------------------------------------------ hooks: talk around the facts
  {
    id: 't11-hooks-en-gym-slack-signoff',
    category: 'hooks',
    lang: 'en',
    memories: [mem('leisure-centre.md', 'The leisure centre has a sauna, a steam room and a climbing wall.', GYM)],
    fixed: { contains: ['sauna is switched off at 21:30', 'towels are swapped on Tuesdays', 'steam room key sits in drawer 3'], indexAbsent: [GYM] },
    forbid: ['morning folks', 'reminder from the front desk', 'ta, Priya'],
  },
  {
    id: 't11-hooks-en-autoclave-email-nonnative',
    category: 'hooks',
    lang: 'en',
    memories: [mem('sterilisation.md', 'Instruments are sterilised in the back room.', AUTOCLAVE)],
    fixed: { contains: ['autoclave runs at 134 °C for 18 minutes', 'log book is signed by the operator', 'spore tests go to the lab each Monday'], indexAbsent: [AUTOCLAVE] },
    forbid: ['Dear colleagues', 'I want to inform you', 'With best wishes'],
  },
  {
    id: 't11-hooks-en-brewery-commit-plea',
    category: 'hooks',
    lang: 'en',
    memories: [mem('brewhouse.md', 'The brewhouse runs two brews a day.', BREWERY)],
    fixed: { contains: ['cleaned with PBW at 60 °C', 'CO2 alarm is tested monthly', 'hop store stays below 4 °C', 'grain deliveries come on Wednesdays'], indexAbsent: [BREWERY] },
    forbid: ["pls don't skip", 'thx', 'chore(brewery)'],
  },
  {
    id: 't11-hooks-en-marina-dictated',
    category: 'hooks',
    lang: 'en',
    memories: [mem('marina-services.md', 'The marina has 140 berths.', MARINA, 'reference')],
    fixed: { contains: ['fuel dock closes at six', 'harbour master listens on channel 12'], indexAbsent: [MARINA] },
    forbid: ["that's it from me", 'right so for the record'],
  },
  {
    id: 't11-hooks-en-climbing-bullets-wish',
    category: 'hooks',
    lang: 'en',
    memories: [mem('bouldering.md', 'The bouldering hall opens at 10:00.', CLIMB)],
    fixed: { contains: ['re-set every second Friday', 'ropes are retired after 5 years', 'chalk balls only', 'auto-belays are checked daily'], indexAbsent: [CLIMB] },
    forbid: ['heads-up everyone', 'have a great session'],
  },
  {
    id: 't11-hooks-en-laser-german-greeting',
    category: 'hooks',
    lang: 'en',
    memories: [mem('laser-cutter.md', 'The makerspace laser cutter is an Epilog Fusion.', LASER)],
    fixed: { contains: ['only used with the extraction on', 'acrylic up to 8 mm', 'PVC is never cut', 'lens is cleaned every Friday'], indexAbsent: [LASER] },
    forbid: ['Hello together', 'short info from my side', 'Greetings from the workshop'],
  },
  {
    id: 't11-hooks-en-hotel-quoted-script',
    category: 'hooks',
    lang: 'en',
    memories: [mem('front-desk.md', 'The front desk is staffed from 07:00 to 23:00.', HOTEL)],
    fixed: { contains: ['Kind regards, the Harbour Lodge team', 'never promise late checkout past 11:00'], indexAbsent: [HOTEL] },
    forbid: ['thanks!'],
  },
  {
    id: 't11-hooks-zh-warehouse-wechat',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('仓库规定.md', '仓库分冷链区和常温区。', WAREHOUSE)],
    fixed: { contains: ['冷链货物必须在两小时内入库', '夜班保安十点以后锁南门', '消防通道任何时候都不能堆货', '破损的纸箱要压扁后放到回收区'], indexAbsent: [WAREHOUSE] },
    forbid: ['各位好', '跟大家同步一下', '有问题随时找我', ...asciiStops('不能堆货', '回收区')],
  },
  {
    id: 't11-hooks-zht-cafe-notice-tw',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('門市規定.md', '門市早上七點半開門。', CAFE)],
    fixed: { contains: ['鮮奶開封後冷藏不超過三天', '咖啡豆一律放在密封罐裡', '外帶杯蓋放在櫃檯下方第二層', '收銀機的零用金固定五千元'], indexAbsent: [CAFE] },
    forbid: ['各位夥伴辛苦了', '麻煩大家了', '店長 小莉'],
  },
  {
    id: 't11-hooks-zhhk-chachaanteng-cantonese',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('茶餐廳日常.md', '茶餐廳朝早六點半開舖。', TEA)],
    fixed: { contains: ['奶茶茶底每日換兩次', '收銀機嘅零錢每晚由經理點數', '熱水爐逢星期三洗', '雪房門要隨手關'], indexAbsent: [TEA] },
    forbid: ['同大家講聲', '冇咩特別', '唔該晒大家'],
  },
  {
    id: 't11-hooks-mixed-zh-deploy-chat',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('发布流程.md', '发布走 GitHub Actions。', DEPLOY)],
    fixed: { contains: ['prod 发布必须两个人 review', 'ops/rollback.sh', 'LaunchDarkly', '周五下午不发版'], indexAbsent: [DEPLOY] },
    forbid: ['hi 大家', '就酱', '有事 @我'],
  },
  {
    id: 't11-hooks-zh-property-quoted-script',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('客服话术.md', '物业客服热线早八点到晚八点有人接。', PHONE)],
    fixed: { contains: ['祝您生活愉快', '投诉工单必须在二十四小时内回访', '400-820-1234', '业主的手机号不能告诉外人'], indexAbsent: [PHONE] },
    forbid: ['谢谢配合'],
  },
  // ------------------------------------------------------------ hooks: traps under 150 characters
  {
    id: 't11-hooks-trap-en-wifi-cheers',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('guest-wifi.md', 'Guests get the Wi-Fi password at check-in.', WIFI)],
    indexKeep: [WIFI],
  },
  {
    id: 't11-hooks-trap-zh-printer-thanks',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('打印机.md', '办公室的打印机是兄弟牌的。', PRINTER)],
    indexKeep: [PRINTER],
  },
  {
    id: 't11-hooks-trap-zhhk-fish-thanks',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('魚檔.md', '魚檔喺街市地下。', FISH)],
    indexKeep: [FISH],
  },
  {
    id: 't11-hooks-trap-zht-copier-signed-tw',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('影印機.md', '影印機在二樓茶水間旁邊。', COPIER)],
    indexKeep: [COPIER],
  },
  {
    id: 't11-hooks-trap-en-kayak-over-and-out',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('kayak-care.md', 'The club owns twelve sea kayaks.', KAYAK)],
    indexKeep: [KAYAK],
  },
  // ------------------------------------------------------------ index over its limits
  {
    id: 't11-index-en-bakery-dated-notes',
    category: 'index',
    lang: 'en',
    memories: [mem('bakery-shifts.md', 'The bakery runs an early and a late shift.')],
    // 2 heading lines + 187 entries + 1 blank + 15 notes = 205 lines.
    extraMemories: 180,
    indexNotes: BAKERY_NOTES,
    fixed: {
      contains: ['the rye sour is fed at 06:00 and at 18:00', 'the flour silo is topped up when the gauge reads under 30 %'],
      indexAbsent: ['the rye sour is fed at 06:00 and at 18:00', 'the flour silo is topped up when the gauge reads under 30 %'],
      indexContains: ['(bakery-shifts.md)', '(project-fact-001.md)', '(project-fact-180.md)'],
      ...LIMITS,
    },
    keep: ['pretzels are dipped in 4 % lye with gloves and goggles'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 't11-index-zhhk-garage-dated-notes',
    category: 'index',
    lang: 'zh',
    memories: [mem('車房地址.md', '車房喺觀塘鴻圖道。')],
    // 2 heading lines + 189 entries + 1 blank + 13 notes = 205 lines.
    extraMemories: 182,
    indexNotes: GARAGE_NOTES,
    fixed: {
      contains: ['機油一律用 5W-30', '冷氣雪種嘅罐要鎖喺鐵櫃'],
      indexAbsent: ['機油一律用 5W-30', '冷氣雪種嘅罐要鎖喺鐵櫃'],
      indexContains: ['(車房地址.md)', '(project-fact-182.md)'],
      ...LIMITS,
    },
    keep: ['試車只可以喺工業區入面'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 't11-index-en-entries-only-user-feedback',
    category: 'index',
    lang: 'en',
    memories: [
      mem('conductor-preferences.md', 'The conductor, Ilse, wants the rehearsal plan by Thursday noon.', undefined, 'user'),
      mem('setlist-format.md', 'Setlists are one page, the encores at the bottom.', undefined, 'feedback'),
    ],
    extraMemories: 203,
    fixed: { ...LIMITS },
    indexKeep: [...PAD_POINTERS, '(conductor-preferences.md)', '(setlist-format.md)'],
  },
  {
    id: 't11-index-trap-en-studio-198-lines',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('studio-rates.md', 'The studio charges by the half day.')],
    // 2 heading lines + 185 entries + 1 blank + 10 notes = 198 lines.
    extraMemories: 178,
    indexNotes: STUDIO_NOTES,
    keep: STUDIO_NOTES,
    indexKeep: ['2026-09-02: late sessions end by 23:00 because of the neighbours.', '(project-fact-178.md)'],
  },
];
