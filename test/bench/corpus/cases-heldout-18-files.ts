import { cutMidWord as cut, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 18, files part (ids `h18l-`): never tuned against, written blind to the rules.
 *
 * What each category asks:
 * - claude-md: a memory is compared with the project's CLAUDE.md by subject and polarity, not
 *   word overlap. CLAUDE.md comes as headings with bullets, a numbered list, DO / DON'T tables
 *   (English and Chinese), a Chinese CLAUDE.md with an English memory and the other way round.
 *   A memory that says the opposite of a rule, or loosens a threshold the rule sets (75 km/h
 *   against 60 km/h), or allows a part the rule explicitly forbids too ("包含部分號碼…也不行"),
 *   is flagged naming the memory. Traps stay unchanged and are not raised as conflicts: a memory
 *   that uses an exception the CLAUDE.md itself grants, one that allows a part where the rule
 *   only forbids the whole ("full passport number" against "the last three characters"), one
 *   that adds a consistent detail, and one on another scope (weekends against weekday rush hour,
 *   a magic carpet with no anemometer against the chairlift's interlock).
 * - merge: near-identical memories merge into the one whose name is not a copy's (`_copy`,
 *   ` copy`, ` (1)`), even when the copy has the better description; bullets that only differ
 *   in order are kept once each; a fact that only the copy holds survives; of two sentences
 *   that differ only by a reason clause the longer is kept; a typo'd twin sentence goes. Traps:
 *   two dinghy classes, two turbines, two branches' closing routines, two tea districts, a
 *   `winter-menu-copy` that is menu-board wording, a 双十二 shelf layout next to the normal one.
 * - captures: a user's own well-formed request (typed, or reported in a daily log) becomes one
 *   memory (bounded by `maxCreated`), titles not cut mid-word, "Avoid this" only for
 *   prohibitions. "pls keep in mind", "Can you remember that …", 以後都…, Cantonese 記得呀…,
 *   請幫我記一下 are requests; "can you remember which bay …?" and 你記唔記得…？ are questions;
 *   pasted stack traces and code comments containing 不要 / remember / 记住, word salad and a
 *   request already in memory in other words create nothing.
 * - index: MEMORY.md over 200 lines: dated notes, a Markdown table, long pasted paragraphs and
 *   HTML comments leave MEMORY.md for a linked topic file before any pointer is demoted; user
 *   and feedback pointers are never demoted. Traps: indexes under the limit with notes, a
 *   table, a paragraph or an HTML comment, and one at exactly 200 lines.
 * - hooks: an entry line of 150+ characters is shortened; the hook's clauses that carry facts
 *   (not the filler, emoji, "lol", 唔該晒大家, 谢谢配合) go into the topic file as sentences in
 *   the file's language (a Chinese fact never ends with an ASCII full stop). Hooks come with
 *   parentheses (ASCII and full-width), semicolons (; and ；), slashes, URLs, emoji, 、
 *   enumerations and mixed Chinese-English. Traps: short hooks with parentheses, emoji, a URL,
 *   a 、 list or filler, and one line just under 150 characters.
 *
 * Domains (R to Z and around): a late-night radio station, a tattoo studio, a parcel pickup
 * station (快递驿站), a harbourside vet, a water utility's SCADA repo, a youth hostel desk, a
 * Taiwan pharmacy (藥局), a Hong Kong cha chaan teng (茶餐廳), an Alpine chairlift, a seed bank
 * (种子库), a Taiwan temple's website (福德宮), a vineyard's spray program, a tram depot (电车车厂),
 * a sailing school, a hot-yoga studio, a zoo's reptile house, a ramen shop, a wind farm, a
 * watchmaker, a community health centre's vaccine fridge, a Taiwan bike shop, a Taiwan bento
 * shop, a Hong Kong pawnshop (當舖), a Fujian tea factory and Alishan tea districts, a Hong Kong
 * minibus line, a film unit, a wedding planner, an umbrella exporter, a wet-market stall, a
 * hotel front desk.
 * Writers' styles: headings and bullets, DO / DON'T tables, a numbered ops list, Cantonese chat,
 * Taiwan office notes, terse arrows ("sulphur -> fine"), pasted TypeScript, YAML, Python
 * tracebacks, keeper notes with ISO dates, a berth table, meeting minutes pasted as one
 * paragraph, HTML comment to-do lists, slash-separated hooks, emoji-heavy chat, filler talk.
 * Calendar: no relative dates (pairs are 2026-04-14 / 2026-10-30; logs and transcripts
 * 2026-11-21 to 2026-11-24; notes carry absolute dates only; BENCH_NOW is 2026-11-25).
 *
 * Counts (cases / traps, en / zh):
 * - claude-md 17 / 7, 9 / 8
 * - merge 17 / 6, 9 / 8
 * - captures 18 / 8, 9 / 9
 * - index 18 / 6, 9 / 9
 * - hooks 18 / 6, 9 / 9
 */

const OLD = '2026-04-14';
const NEW = '2026-10-30';

type MemOpts = Partial<Omit<CaseMemory, 'file' | 'body'>>;

/** A memory (default: a project memory written on the newer pair day). */
const mem = (file: string, body: string, o: MemOpts = {}): CaseMemory => ({ file, body, modified: NEW, ...o });

/** Finding kinds a CLAUDE.md conflict may be raised as. */
const CMD = ['claude-md-conflict', 'in-claude-md'];

/** Pointers of the shared padding's user and feedback memories: never demoted. */
const PAD_KEEP = ['(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'];

/** A feedback memory. */
const fb = (file: string, body: string, o: MemOpts = {}): CaseMemory => mem(file, body, { type: 'feedback', ...o });

// ---------------------------------------------------------------------------------------------
// claude-md
// ---------------------------------------------------------------------------------------------

const RADIO_MD = `# KXRW Night FM — notes for Claude

## On-air safety
- Never switch off the 7-second profanity delay during live call-in shows.
- The legal station ID plays at the top of every hour; do not move it.

## Playlist tooling
- Run \`npm run lint:playlists\` before committing a rotation file.
`;

const TATTOO_MD = `# Inkwell Studio booking app

House rules for the assistant:

| DO | DON'T |
| --- | --- |
| Check photo ID for every new client before the deposit is taken | Book anyone under 18, even with a parent's note |
| Keep signed consent forms in the locked cabinet | Email consent forms to anyone's personal inbox |
| Quote the deposit as non-refundable | Promise a touch-up date at booking |
`;

const PARCEL_MD = `# 驿站小助手 项目说明

## 取件
- 必须核对取件码后才能放件，不允许只凭手机尾号取件。
- 代取要有收件人本人发来的截图。

## 其他
- 生鲜件到站两小时内发短信通知。
`;

const VET_MD = `# Harbourside Vet — clinic system

## Controlled drugs
- Never record a ketamine withdrawal with only one signature; a second staff member co-signs every entry.
- Count the controlled-drugs safe at every shift change.

## Reminders
- Vaccine reminder emails go out from the practice address only.
`;

const WATER_MD = `# Millbrook Water — SCADA dashboard repo

- Never push straight to \`main\`; everything goes through a PR with one review.
  - Exception: during a declared outage the on-call engineer may push a one-line revert to \`main\`, then open a follow-up PR the same shift.
- Keep alarm thresholds in \`config/alarms.yaml\`, not in code.
`;

const HOSTEL_MD = `# Hostel desk bot

### Guest data
- Never write a guest's full passport number into logs, tickets or chat.
- Delete scanned IDs after check-out.

### Tone
- Answer guests in the language they wrote in.
`;

const PHARMACY_MD = `# 仁心藥局 POS 系統說明

## 個資
- 身分證字號一律不得寫進日誌或報表，包含部分號碼（例如末四碼）也不行。
- 健保卡資料只在結帳畫面顯示。

## 庫存
- 管制藥品每天盤點一次。
`;

const CAFE_MD = `# 好運茶餐廳 落單系統

## 收費
- 凍飲一律加 $3，唔可以自動免收。
- 外賣單要打印兩張。

## 其他
- 套餐飲品只可以揀熱飲或者凍飲，唔可以兩樣都要。
`;

const LIFT_MD = `# Alpenrose lift ops tooling

Operating rules (from the lift manual, section 4):

1. Stop the chairlift when gusts at the top station exceed 60 km/h.
2. Log every stop in the ops journal with the anemometer reading.
3. Never override the chairlift's anemometer interlock from the app.
`;

const SEEDS_MD = `# 西南种子库 样品登记系统

| 要做 | 不要做 |
| --- | --- |
| 入库前把种子含水量降到 6% 以下 | 把没干燥的样品直接放进 -18°C 冷库 |
| 每份样品登记采集地经纬度 | 用“附近”“山脚”之类的说法代替坐标 |
`;

const TEMPLE_MD = `# 福德宮 官網與粉專維護

- 光明燈、安太歲名單公開前，一定要先取得本人同意。
- 未經同意不可以公布信眾全名，最多寫「王○明」。
- 粉專貼文不放捐款金額。
`;

const VINEYARD_MD = `## Spray program (Hillcrest Vineyard)
- Don't schedule sulphur within 7 days of harvest.
- Always record the block, product and rate.
`;

const TRAM_MD = `# 城西电车车厂 调度脚本

- 不要在工作日早高峰（7:00–9:30）安排车辆出库检修。
- 检修单必须写车号。
`;

const CLAUDE_MD_CASES: QualityCase[] = [
  {
    id: 'h18l-cmd-radio-delay-off',
    category: 'claude-md',
    lang: 'en',
    claudeMd: RADIO_MD,
    memories: [
      fb(
        'call-in-delay.md',
        'For Nite Lines (the late call-in show) we run with the profanity delay switched off; DJ Marisol says the lag kills the banter.\n**Why:** callers talk over themselves when they hear the delayed feed.\n**How to apply:** leave `delay.enabled` false in the Nite Lines show profile.',
      ),
    ],
    flag: { kinds: CMD, mentions: ['call-in-delay'] },
  },
  {
    id: 'h18l-cmd-tattoo-table-email',
    category: 'claude-md',
    lang: 'en',
    claudeMd: TATTOO_MD,
    memories: [fb('consent-scans.md', "Artists like having the consent form on their phone, so it's fine to email the scan to their personal Gmail ahead of the session.")],
    flag: { kinds: CMD, mentions: ['consent-scans'] },
  },
  {
    id: 'h18l-cmd-tattoo-table-cabinet-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: TATTOO_MD,
    memories: [mem('consent-cabinet.md', "Signed consent forms go in the locked grey cabinet behind the reception desk; the key hangs inside the first-aid box.\nForms are kept seven years, then shredded by the landlord's service.")],
    keep: ['the key hangs inside the first-aid box', "then shredded by the landlord's service"],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18l-cmd-parcel-zh-rule-en-memory',
    category: 'claude-md',
    lang: 'en',
    claudeMd: PARCEL_MD,
    memories: [fb('phone-digit-pickup.md', 'When the queue goes out the door, staff can release parcels on the last four digits of the phone number alone, no pickup code needed.')],
    flag: { kinds: CMD, mentions: ['phone-digit-pickup'] },
  },
  {
    id: 'h18l-cmd-vet-en-rule-zh-memory',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: VET_MD,
    memories: [fb('ketamine-night-shift.md', '夜班只有一位獸醫的時候，愷他命領用可以只簽一個名字，第二個簽名等早班的人來了再補。')],
    flag: { kinds: CMD, mentions: ['ketamine-night-shift'] },
  },
  {
    id: 'h18l-cmd-water-allowed-exception-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: WATER_MD,
    memories: [
      fb(
        'outage-revert.md',
        'In a declared outage the on-call pushes the one-line revert to main, then opens the follow-up PR before handing over the shift. Dana walked us through it in the boil-water drill.\n**Why:** a broken alarm view during an outage is worse than a skipped review.',
      ),
    ],
    keep: ['the on-call pushes the one-line revert to main, then opens the follow-up PR before handing over the shift', 'a broken alarm view during an outage is worse than a skipped review'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18l-cmd-hostel-partial-passport-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: HOSTEL_MD,
    memories: [fb('passport-suffix.md', 'Logging only the last three characters of a passport number is fine; the night desk uses them to match late check-ins to bookings.')],
    keep: ['Logging only the last three characters of a passport number is fine'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18l-cmd-pharmacy-partial-id-tw',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: PHARMACY_MD,
    memories: [fb('id-last-four.md', '對帳的時候可以在 log 裡留身分證末四碼，比較好找是哪一位客人。')],
    flag: { kinds: CMD, mentions: ['id-last-four'] },
  },
  {
    id: 'h18l-cmd-cafe-iced-drink-hk',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: CAFE_MD,
    memories: [fb('regulars-iced-drinks.md', '啲熟客叫凍飲唔使收嗰 $3，系統見到會員卡就自動免咗佢。')],
    flag: { kinds: CMD, mentions: ['regulars-iced-drinks'] },
  },
  {
    id: 'h18l-cmd-cafe-two-slips-hk-trap',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: CAFE_MD,
    memories: [mem('takeaway-two-slips.md', '外賣單印兩張：一張俾廚房，一張釘喺外賣袋度，方便送餐哥哥核對。')],
    keep: ['一張俾廚房，一張釘喺外賣袋度，方便送餐哥哥核對。'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18l-cmd-lift-gust-threshold',
    category: 'claude-md',
    lang: 'en',
    claudeMd: LIFT_MD,
    memories: [fb('gust-limit.md', 'Gusts up to 75 km/h are fine for keeping the chair turning, as long as the top liftie agrees on the radio.')],
    flag: { kinds: CMD, mentions: ['gust-limit'] },
  },
  {
    id: 'h18l-cmd-lift-magic-carpet-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: LIFT_MD,
    memories: [mem('magic-carpet.md', 'The magic carpet on the nursery slope has no anemometer at all; it runs whenever the ski school asks for it.')],
    keep: ['The magic carpet on the nursery slope has no anemometer at all; it runs whenever the ski school asks for it.'],
    quiet: CMD,
  },
  {
    id: 'h18l-cmd-seeds-table-coordinates',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: SEEDS_MD,
    memories: [fb('collection-site.md', '采集地写个大概就可以，比如“水库北边山脚下”，经纬度有空再补。')],
    flag: { kinds: CMD, mentions: ['collection-site'] },
  },
  {
    id: 'h18l-cmd-seeds-drying-detail-trap',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: SEEDS_MD,
    memories: [mem('drying-cabinet.md', '含水量降到 6% 以下用的是二楼那台硅胶干燥柜，一般要五到七天，期间每天称一次重。')],
    keep: ['用的是二楼那台硅胶干燥柜，一般要五到七天，期间每天称一次重。'],
    quiet: ['claude-md-conflict'],
  },
  {
    id: 'h18l-cmd-temple-full-names-tw',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: TEMPLE_MD,
    memories: [fb('lantern-list.md', '光明燈名單直接用全名貼到粉專就好，信眾都習慣了，不用一個一個問。')],
    flag: { kinds: CMD, mentions: ['lantern-list'] },
  },
  {
    id: 'h18l-cmd-vineyard-terse-arrow',
    category: 'claude-md',
    lang: 'en',
    claudeMd: VINEYARD_MD,
    memories: [fb('sulphur-preharvest.md', "sulphur -> fine up to 2 days before picking if it's been raining, Marco ok'd it")],
    flag: { kinds: CMD, mentions: ['sulphur-preharvest'] },
  },
  {
    id: 'h18l-cmd-tram-weekend-scope-trap',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: TRAM_MD,
    memories: [mem('weekend-maintenance.md', '每逢周六、周日早上可以安排出库检修，车厂人手比较充足，一般先修 18 号和 23 号车。')],
    keep: ['每逢周六、周日早上可以安排出库检修，车厂人手比较充足'],
    quiet: ['claude-md-conflict'],
  },
];

// ---------------------------------------------------------------------------------------------
// merge
// ---------------------------------------------------------------------------------------------

const CAPSIZE = 'Run the capsize drill in the first lesson, in the shallow bay by the slipway.\nInstructors stay in the RIB within 10 m of the dinghy.\n**Why:** kids panic less once they have tipped over on purpose.';
const BOOM = 'Check the gooseneck pin and the boom vang on every Laser before it leaves the rack.\nReplace any split pin that has been bent twice.';
const LAMPS = 'Basking lamps in the desert tanks run 07:00–19:00 on the timer.\nSwap a lamp as soon as the surface reading drops under 45 °C.';
const VACCINE = '疫苗冰箱温度保持在 2–8°C，上午、下午各记录一次。\n停电超过 30 分钟要把疫苗转到备用冷藏箱，并通知防保科。';
const TIRES = '公路車胎壓依騎士體重抓：60 公斤以下 80 psi，60 到 80 公斤 90 psi，80 公斤以上 100 psi。\n無內胎的車再降 10 psi。';
const GOLD = '收金飾一定要試金石加酸水驗，唔好淨係睇鋼印。\n驗完要喺單據寫低成色。';

const MERGE_CASES: QualityCase[] = [
  {
    id: 'h18l-merge-sailing-exact-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      fb('capsize-drill.md', CAPSIZE, { modified: OLD, description: 'Capsize drill for beginners' }),
      fb('capsize-drill_copy.md', CAPSIZE, { description: 'Capsize drill for beginners' }),
    ],
    fixed: { gone: ['capsize-drill_copy.md'], files: ['capsize-drill.md'], contains: ['Instructors stay in the RIB within 10 m of the dinghy.'] },
    keep: ['Instructors stay in the RIB within 10 m of the dinghy.'],
  },
  {
    id: 'h18l-merge-boom-copy-better-title',
    category: 'merge',
    lang: 'en',
    memories: [
      fb('boom-check.md', BOOM, { modified: OLD }),
      fb('boom-check_copy.md', BOOM, { description: 'Weekly boom and gooseneck check before lessons start' }),
    ],
    fixed: { gone: ['boom-check_copy.md'], files: ['boom-check.md'], contains: ['Replace any split pin that has been bent twice.'] },
    keep: ['Replace any split pin that has been bent twice.'],
  },
  {
    id: 'h18l-merge-yoga-bullet-order',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('hot-room-checks.md', 'Before the 26-posture class:\n- Heat the room to 40 °C and 40 % humidity.\n- Put fresh towels on the front row.\n- Unlock the fire exit and hang its key on the hook.', { modified: OLD, description: 'Hot room checks before class' }),
      mem('hot-room-checks (1).md', 'Before the 26-posture class:\n- Put fresh towels on the front row.\n- Heat the room to 40 °C and 40 % humidity.\n- Unlock the fire exit and hang its key on the hook.', { description: 'Hot room checks before class' }),
    ],
    fixed: {
      gone: ['hot-room-checks (1).md'],
      files: ['hot-room-checks.md'],
      contains: ['Heat the room to 40 °C and 40 % humidity.', 'Put fresh towels on the front row.', 'Unlock the fire exit and hang its key on the hook.'],
    },
  },
  {
    id: 'h18l-merge-zoo-copy-adds-fact',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('basking-lamps.md', LAMPS, { modified: OLD, description: 'Basking lamps in the desert tanks' }),
      mem('basking-lamps_copy.md', `${LAMPS}\nSpare 160 W bulbs are in the blue tote under the prep sink.`, { description: 'Basking lamps in the desert tanks' }),
    ],
    fixed: { gone: ['basking-lamps_copy.md'], files: ['basking-lamps.md'], contains: ['Spare 160 W bulbs are in the blue tote under the prep sink.', 'Swap a lamp as soon as the surface reading drops under 45 °C.'] },
    keep: ['Spare 160 W bulbs are in the blue tote under the prep sink.'],
  },
  {
    id: 'h18l-merge-ramen-longer-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      fb('broth-cooling.md', 'Cool the tonkotsu broth in an ice bath before it goes in the walk-in.\nLabel every tub with the batch letter.', { modified: OLD, description: 'Cooling the tonkotsu broth' }),
      fb('broth-cooling_copy.md', 'Cool the tonkotsu broth in an ice bath before it goes in the walk-in, or the whole walk-in warms up and the chashu sweats.\nLabel every tub with the batch letter.', { description: 'Cooling the tonkotsu broth' }),
    ],
    fixed: {
      gone: ['broth-cooling_copy.md'],
      files: ['broth-cooling.md'],
      contains: ['or the whole walk-in warms up and the chashu sweats', 'Label every tub with the batch letter.'],
      absentLines: ['Cool the tonkotsu broth in an ice bath before it goes in the walk-in.'],
    },
  },
  {
    id: 'h18l-merge-watch-space-copy-typo',
    category: 'merge',
    lang: 'en',
    memories: [
      fb('demagnetiser.md', 'Demagnetise every automatic movement after servicing; three passes on the Elma unit.\nKeep the hairspring tweezers away from the demagnetiser.', { modified: OLD, description: 'Demagnetising movements after a service' }),
      fb('demagnetiser copy.md', 'Demagnetise every automatic movment after servicing; three passes on the Elma unit.\nKeep the hairspring tweezers away from the demagnetiser.', { description: 'Demagnetising movements after a service' }),
    ],
    fixed: {
      gone: ['demagnetiser copy.md'],
      files: ['demagnetiser.md'],
      contains: ['Demagnetise every automatic movement after servicing; three passes on the Elma unit.', 'Keep the hairspring tweezers away from the demagnetiser.'],
      absentLines: ['Demagnetise every automatic movment after servicing; three passes on the Elma unit.'],
    },
  },
  {
    id: 'h18l-merge-two-dinghy-classes-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('laser-rigging.md', 'Laser: rig the radial sail for under-16s; outhaul tight, cunningham off in under 10 knots.', { description: 'Rigging the Lasers' }),
      mem('topper-rigging.md', 'Topper: rig the 4.2 sail for under-12s; outhaul tight, cunningham off in under 8 knots.', { description: 'Rigging the Toppers' }),
    ],
    keep: ['Laser: rig the radial sail for under-16s', 'Topper: rig the 4.2 sail for under-12s'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h18l-merge-menu-board-copy-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('winter-menu.md', 'Winter menu runs from 2026-12-01: miso butter corn ramen ¥1,180 and black garlic tonkotsu ¥1,250.', { description: 'Winter menu dishes and prices' }),
      mem('winter-menu-copy.md', 'Board wording, approved by Aiko: "Miso butter corn: sweet, salty, steaming." and "Black garlic tonkotsu: our darkest bowl yet." Keep it to one line per dish.', { description: 'Wording for the winter menu board' }),
    ],
    keep: ['Winter menu runs from 2026-12-01', 'Board wording, approved by Aiko', 'Keep it to one line per dish.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h18l-merge-two-turbines-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('t07-gearbox.md', 'Turbine T07: gearbox oil sampled every 6 months; next sample due 2026-12-10. Vestas ticket #48213.', { description: 'Gearbox oil sampling on T07' }),
      mem('t12-gearbox.md', 'Turbine T12: gearbox oil sampled every 3 months since the 2026-08 bearing swap; next sample due 2026-11-30. Vestas ticket #48990.', { description: 'Gearbox oil sampling on T12' }),
    ],
    keep: ['next sample due 2026-12-10', 'next sample due 2026-11-30'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h18l-merge-vaccine-fridge-copy-zh',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('vaccine-fridge.md', VACCINE, { modified: OLD, description: '疫苗冰箱的温度和停电处理' }),
      mem('vaccine-fridge_copy.md', VACCINE, { description: '疫苗冰箱的温度和停电处理' }),
    ],
    fixed: { gone: ['vaccine-fridge_copy.md'], files: ['vaccine-fridge.md'], contains: ['停电超过 30 分钟要把疫苗转到备用冷藏箱，并通知防保科。'] },
    keep: ['停电超过 30 分钟要把疫苗转到备用冷藏箱，并通知防保科。'],
  },
  {
    id: 'h18l-merge-tire-copy-better-title-tw',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('tire-pressure.md', TIRES, { modified: OLD }),
      mem('tire-pressure_copy.md', TIRES, { description: '公路車胎壓建議（依騎士體重）' }),
    ],
    fixed: { gone: ['tire-pressure_copy.md'], files: ['tire-pressure.md'], contains: ['無內胎的車再降 10 psi。'] },
    keep: ['無內胎的車再降 10 psi。'],
  },
  {
    id: 'h18l-merge-bento-bullet-order-tw',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('bento-allergens.md', '便當過敏原標示：\n- 排骨便當：含麩質、大豆。\n- 鯖魚便當：含魚類。\n- 素食便當：含大豆、芝麻。', { modified: OLD, description: '便當過敏原標示' }),
      mem('bento-allergens (1).md', '便當過敏原標示：\n- 素食便當：含大豆、芝麻。\n- 排骨便當：含麩質、大豆。\n- 鯖魚便當：含魚類。', { description: '便當過敏原標示' }),
    ],
    fixed: { gone: ['bento-allergens (1).md'], files: ['bento-allergens.md'], contains: ['排骨便當：含麩質、大豆。', '鯖魚便當：含魚類。', '素食便當：含大豆、芝麻。'] },
  },
  {
    id: 'h18l-merge-pawnshop-copy-adds-fact-hk',
    category: 'merge',
    lang: 'zh',
    memories: [
      fb('gold-testing.md', GOLD, { modified: OLD, description: '收金飾點樣驗' }),
      fb('gold-testing_copy.md', `${GOLD}\n酸水樽放喺夾萬下面第二格。`, { description: '收金飾點樣驗' }),
    ],
    fixed: { gone: ['gold-testing_copy.md'], files: ['gold-testing.md'], contains: ['酸水樽放喺夾萬下面第二格。', '驗完要喺單據寫低成色。'] },
    keep: ['酸水樽放喺夾萬下面第二格。'],
  },
  {
    id: 'h18l-merge-tea-withering-longer-zh',
    category: 'merge',
    lang: 'zh',
    memories: [
      fb('tea-withering.md', '萎凋时间不要超过十八小时。\n摇青每两小时一次。', { modified: OLD, description: '乌龙茶萎凋和摇青' }),
      fb('tea-withering_copy.md', '萎凋时间不要超过十八小时，否则茶青发红、香气发闷。\n摇青每两小时一次。', { description: '乌龙茶萎凋和摇青' }),
    ],
    fixed: {
      gone: ['tea-withering_copy.md'],
      files: ['tea-withering.md'],
      contains: ['否则茶青发红、香气发闷', '摇青每两小时一次。'],
      absentLines: ['萎凋时间不要超过十八小时。'],
    },
  },
  {
    id: 'h18l-merge-two-tea-districts-tw-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('shizhuo-harvest.md', '石棹茶區：海拔 1,300 公尺，春茶大約四月下旬採，一心二葉，手採。', { description: '石棹茶區春茶採收' }),
      mem('xiding-harvest.md', '隙頂茶區：海拔 1,100 公尺，春茶大約四月中旬採，一心二葉，機採。', { description: '隙頂茶區春茶採收' }),
    ],
    keep: ['石棹茶區：海拔 1,300 公尺', '隙頂茶區：海拔 1,100 公尺'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h18l-merge-two-branches-closing-hk-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      fb('旺角分店收舖.md', '旺角分店十一點收舖：熄招牌、鎖後門、夾萬密碼交俾夜更。', { description: '旺角分店收舖程序' }),
      fb('觀塘分店收舖.md', '觀塘分店十點半收舖：熄招牌、鎖後門、夾萬鎖匙交俾保安。', { description: '觀塘分店收舖程序' }),
    ],
    keep: ['旺角分店十一點收舖', '觀塘分店十點半收舖'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h18l-merge-shelf-double12-variant-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('shelf-layout.md', '货架按取件码首位分区：A 区放 1–3 开头，B 区放 4–6，C 区放 7–9，大件放地台。', { modified: OLD, description: '平时的货架分区' }),
      mem('shelf-layout-double12.md', '双十二期间（2026-12-10 至 2026-12-14）临时分区：A、B 区只放小件，C 区和门口临时架放中件，大件一律放隔壁仓库。', { description: '双十二期间的临时货架分区' }),
    ],
    keep: ['货架按取件码首位分区', '双十二期间（2026-12-10 至 2026-12-14）临时分区'],
    quiet: ['possible-duplicate', 'contradiction', 'outdated'],
  },
];

// ---------------------------------------------------------------------------------------------
// captures
// ---------------------------------------------------------------------------------------------

const DEPOT_SAID =
  "ok so this is what blows up:\n```ts\nawait syncTimetable({ depot: 'Whitehall', batch: 500 });\n// -> 429 Too Many Requests\n```\nit's the depot API again. pls keep in mind the Whitehall depot API only allows 30 requests per minute, so batch the timetable sync accordingly";
const ZERMATT_SAID = 'Can you remember that the Zermatt school groups always pay in CHF, never euros? The invoices keep coming out wrong.';
const REFUND_SAID = 'From now on, always CC accounts@harbourhostel.example on any refund email to guests.';
const LARKSPUR_A = 'morning! quick one: remember that the Larkspur barn venue needs the final headcount 10 days before the wedding.';
const LARKSPUR_B = 'also, note that Bea from Larkspur only answers on WhatsApp, not email';

const CAPTURE_CASES: QualityCase[] = [
  {
    id: 'h18l-cap-keep-in-mind-code-block',
    category: 'captures',
    lang: 'en',
    memories: [mem('timetable-sync.md', 'The timetable sync runs from the depot server at 04:30 and pushes to the passenger app.', { description: 'Timetable sync job' })],
    said: [
      { day: '2026-11-21', text: 'can you look at why the timetable sync keeps dying halfway?' },
      { day: '2026-11-22', text: DEPOT_SAID },
    ],
    fixed: { contains: ['30 requests per minute'] },
    forbid: [...cut(DEPOT_SAID), 'Avoid this'],
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-stack-trace-remember-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: [
      {
        day: '2026-11-23',
        text: 'why does checkout keep failing?\n```\nError: remember_me token rejected (do not reuse a rotated token)\n    at verifyToken (auth/session.ts:88:11)\n    at async handler (api/checkout.ts:41:5)\nWARN [retry] 不要重试: idempotency key already used\n```',
      },
    ],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-can-you-remember-which-question-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-22', text: "can you remember which bay we left the spare snowcat tracks in? I can't find it in the notes" }],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-can-you-remember-that-request',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [{ day: '2026-11-24', text: ZERMATT_SAID }],
    fixed: { contains: ['CHF'] },
    forbid: [...cut(ZERMATT_SAID), 'Avoid this'],
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-cake-deposit-known-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('cake-deposit.md', 'Wedding cake orders need a 50 % deposit at booking; the balance is due at the tasting.', { description: 'Deposits for wedding cakes' })],
    said: [{ day: '2026-11-21', text: 'remember, couples pay half up front when they book a wedding cake' }],
    keep: ['Wedding cake orders need a 50 % deposit at booking'],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-cantonese-geidak-back-lane',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: [{ day: '2026-11-23', text: '記得呀，以後凍肉車一律泊後巷落貨，唔好泊正門，正門會阻住啲客。' }],
    fixed: { contains: ['後巷'] },
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-yihou-dou-twd-quotes',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: [
      { day: '2026-11-21', text: '報價單的格式先不用改，謝謝。' },
      { day: '2026-11-22', text: '以後都用新台幣報價給國內經銷商，不要再換算成美金了。' },
    ],
    fixed: { contains: ['新台幣'] },
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-log-reported-vet-line',
    category: 'captures',
    lang: 'en',
    memories: [],
    logs: {
      '2026-11-23': [
        'Sorted the vaccine reminder emails for the clinic.',
        "Priya asked me to remember that the after-hours line forwards to Dr. Okafor's mobile at weekends.",
        'Fixed the appointment grid overflowing on small screens.',
      ],
    },
    fixed: { contains: ['Okafor'] },
    forbid: [...cut("the after-hours line forwards to Dr. Okafor's mobile at weekends"), 'Avoid this'],
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-log-reported-zh',
    category: 'captures',
    lang: 'zh',
    memories: [],
    logs: {
      '2026-11-22': ['修好了冷链箱列表的分页。', '王姐让我记住：温度记录仪的电池每个月 1 号更换。', '核对了疫苗入库单。'],
    },
    fixed: { contains: ['温度记录仪'] },
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-word-salad-zh-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-22', text: '记住 那个 不要 就是 嗯嗯 先别 算了 反正 记住' }],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-yaml-comment-remember-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-24', text: 'this snippet came from the old repo:\n```yaml\n# Remember: never commit secrets.env\n# do not remove this line\nenv_file: secrets.env\n```\nis env_file still supported in compose v2?' }],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-python-traceback-zh-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: [
      {
        day: '2026-11-23',
        text: '这个报错什么意思？\n```\nTraceback (most recent call last):\n  File "batch.py", line 42, in submit\n    raise ValueError("不要传入空的批次号，记住先调用 init_batch()")\nValueError: 不要传入空的批次号，记住先调用 init_batch()\n```',
      },
    ],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-safe-key-known-tw-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [fb('safe-key-handover.md', '交班時保險箱鑰匙要親手交給值班經理，不可以放在櫃檯抽屜。', { description: '交班時保險箱鑰匙怎麼交' })],
    said: [{ day: '2026-11-21', text: '記得喔，交班的時候保險箱鑰匙給值班經理，別丟在櫃檯抽屜裡。' }],
    keep: ['交班時保險箱鑰匙要親手交給值班經理，不可以放在櫃檯抽屜。'],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-cantonese-question-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-24', text: '你記唔記得上個冷氣師傅叫咩名？佢個電話我搵唔到。' }],
    maxCreated: 0,
  },
  {
    id: 'h18l-cap-two-requests-among-chatter',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [
      { day: '2026-11-21', text: LARKSPUR_A },
      { day: '2026-11-22', text: 'ugh the florist is late again, can you draft a polite chaser?' },
      { day: '2026-11-23', text: LARKSPUR_B },
      { day: '2026-11-24', text: "thanks, that's all for the Larkspur stuff" },
    ],
    fixed: { contains: ['final headcount', 'WhatsApp'] },
    forbid: [...cut(LARKSPUR_A), ...cut(LARKSPUR_B)],
    maxCreated: 2,
  },
  {
    id: 'h18l-cap-prohibition-zh',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: [{ day: '2026-11-22', text: '记住：以后不要在周末给供应商发催款邮件，财务说会被投诉。' }],
    fixed: { contains: ['催款'] },
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-from-now-on-positive',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [{ day: '2026-11-23', text: REFUND_SAID }],
    fixed: { contains: ['accounts@harbourhostel.example'] },
    forbid: [...cut(REFUND_SAID), 'Avoid this'],
    maxCreated: 1,
  },
  {
    id: 'h18l-cap-please-note-freezer-tw',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: [{ day: '2026-11-21', text: '請幫我記一下：店裡的冷凍櫃要維持在零下十八度以下，超過就要打給冷凍行的陳師傅。' }],
    fixed: { contains: ['零下十八度'] },
    forbid: ['Avoid this'],
    maxCreated: 1,
  },
];

// ---------------------------------------------------------------------------------------------
// index
// ---------------------------------------------------------------------------------------------
// MEMORY.md lines = 2 (heading, blank) + case memories + 6 padding + extraMemories
//                   + (notes ? 1 blank + notes : 0).

const KEEPER_NOTES = [
  '## Keeper notes',
  '- 2026-11-21: T4 heater tripped twice overnight; electrician booked for 2026-11-28.',
  '- 2026-11-21: Uromastyx in T2 off food, weigh again on 2026-11-26.',
  '- 2026-11-22: new UVB tubes fitted in T1–T3 (Arcadia 12 %).',
  '- 2026-11-22: quarantine room thermostat reads 2 °C high; use the handheld probe.',
  '- 2026-11-23: school group booked for 2026-12-03, 30 kids, no handling session.',
  '- 2026-11-23: the blue tote of spare bulbs is nearly empty.',
  '- 2026-11-24: keeper radio channel 4 is noisy, use channel 6.',
  '- 2026-11-24: tortoise vet visit set for 2026-12-01.',
];

const BERTH_NOTES = [
  '## Winter berth list',
  '| Berth | Boat | Owner | Until |',
  '| --- | --- | --- | --- |',
  '| A1 | Petrel | J. Moss | 2027-03-31 |',
  '| A2 | Kittiwake | R. Anand | 2027-03-31 |',
  '| A3 | Sea Pie | the Lowrys | 2027-02-28 |',
  '| A4 | empty | — | — |',
  '| B1 | Moonraker | C. Ferreira | 2027-03-31 |',
  '| B2 | Little Auk | club boat | 2027-04-30 |',
  '| B3 | Halcyon | T. Okoro | 2027-01-31 |',
  '| B4 | Dunlin | M. Baptiste | 2027-03-31 |',
  '| C1 | Shearwater | club RIB | 2027-04-30 |',
  '| C2 | Gannet II | P. Szabo | 2027-03-31 |',
];

const VET_MEETING = [
  '## From the practice meeting',
  'Practice meeting 2026-11-23 (Dr. Okafor, Priya, Sam, Lucía): we agreed that the dental room gets the new scaler before the end of December, that Priya owns the vaccine reminder templates from here on, that the Saturday clinic stays at 09:00–13:00 because the afternoon slot never filled, that every exotic patient (rabbits, guinea pigs, the occasional bearded dragon) is booked in a 30-minute slot rather than 15, that the old X-ray processor goes to the recycler on 2026-12-04 and must be drained first, and that Sam will ask the landlord again about the damp patch in the kennel room, which the insurer wants fixed before the renewal on 2027-01-15; Lucía raised the idea of a student discount for the university pets but that was parked until the budget meeting on 2026-12-10.',
  'Also noted: the card machine at reception drops its connection when the microwave in the staff room runs, so the spare machine lives in the top drawer and Priya has reported it to the provider under reference CM-55190; the sharps bin collection is every second Tuesday and the contractor wants the bins sealed and stacked by the back door.',
];

const RADIO_NOTES = [
  '<!--',
  'old todo list, parked 2026-11-21:',
  '- ask Marisol about the jingle package licence (expires 2027-01-31)',
  '- the Nite Lines phone hybrid needs a new power brick',
  '-->',
  'Dated 2026-11-22: the backup transmitter test passed at 94 % power.',
];

const BLADE_NOTES = [
  '## Site log',
  '- 2026-11-21: drone blade inspection on T03–T09 done, leading-edge erosion on T05 blade B.',
  '- 2026-11-22: crane booking for the T05 blade repair confirmed for 2027-01-12.',
  '- 2026-11-22: access track to T11 washed out at the ford; 4x4 only.',
  '- 2026-11-23: SCADA alarm 3104 on T08 was a faulty sensor, replaced.',
  '- 2026-11-24: safety walk with the landowner, gate code changed to 4471.',
];

const YOGA_NOTES = [
  '2026-11-21: the boiler engineer comes back on 2026-12-02 for the hot room.',
  '2026-11-22: mats reordered from Yogamatters, order YM-77120.',
  '| Class | Teacher | Room |',
  '| --- | --- | --- |',
  '| 26+2 | Hana | Hot room |',
  '| Yin | Olu | Studio 2 |',
];

const PARCEL_NOTES = [
  '## 站内记录',
  '- 2026-11-21：3 号货架有一层松了，已经找物业报修。',
  '- 2026-11-21：菜鸟后台的对账单有三笔对不上，等客服回复。',
  '- 2026-11-22：门口的快递柜 5 号格锁坏了，贴了停用。',
  '- 2026-11-22：新来的兼职小刘只上晚班，到 2026-12-31。',
  '- 2026-11-23：生鲜件冰柜除霜，下午两点到四点暂停放生鲜。',
  '- 2026-11-24：物业通知 2026-11-29 上午停电检修。',
  '- 2026-11-24：顺丰的取件员换成了老周，电话贴在前台。',
];

const TEA_NOTES = [
  '## 冬茶採收紀錄',
  '| 茶區 | 品種 | 採收日 | 重量（台斤） |',
  '| --- | --- | --- | --- |',
  '| 石棹 | 青心烏龍 | 2026-11-02 | 420 |',
  '| 石棹 | 金萱 | 2026-11-04 | 380 |',
  '| 隙頂 | 青心烏龍 | 2026-11-06 | 510 |',
  '| 隙頂 | 四季春 | 2026-11-08 | 290 |',
  '| 太和 | 青心烏龍 | 2026-11-10 | 350 |',
  '| 太和 | 翠玉 | 2026-11-12 | 210 |',
  '| 瑞里 | 青心烏龍 | 2026-11-14 | 460 |',
  '| 瑞里 | 金萱 | 2026-11-16 | 330 |',
];

const CAFE_MEETING = [
  '## 開會記錄',
  '2026-11-22 夜晚收舖之後開咗個會（老闆、陳姐、阿輝、廚房阿強）：講好咗由 2026-12-01 開始早餐餐加$2，但係學生證照舊有折；凍檸茶嘅檸檬改用泰國檸檬，因為本地貨成日斷貨；廚房嗰部焗爐要喺 2026-12-06 之前搵師傅睇，唔係保險唔包；新嚟嘅樓面阿欣只做朝早更，佢唔識用收銀機，陳姐會教；外賣平台嘅抽成由 2027-01 起會再加，老闆話到時再睇使唔使加外賣價；另外阿輝提議星期日早少少收舖，大家都話好，不過要先同業主講。',
  '陳姐補充：收銀機嘅找續要每晚點兩次，夾萬匙由陳姐同老闆各自拎一條，唔好擺喺收銀櫃桶。',
];

const SEED_NOTES = ['<!-- 待办（2026-11-22 记）：', '- 二楼干燥柜的湿度计要校准', '- 云南那批样品的采集证明还没拿到', '-->', '2026-11-23：冷库备用压缩机试机正常。'];

const MINIBUS_NOTES = [
  '## 調度記錄',
  '- 2026-11-21：16 號線尾班車改由阿威揸，到 2026-12-31。',
  '- 2026-11-22：觀塘站牌嘅時間表貼錯咗，已經叫人重貼。',
  '- 2026-11-23：GX 8841 部車嘅冷氣壞咗，送咗去葵涌車房。',
  '- 2026-11-24：運輸署 2026-12-05 嚟查車，要預備行車紀錄。',
];

const INDEX_CASES: QualityCase[] = [
  {
    id: 'h18l-index-keeper-dated-notes',
    category: 'index',
    lang: 'en',
    memories: [
      mem('reptile-heaters.md', 'Every desert tank has a ceramic heater on a pulse thermostat set to 32 °C.', { modified: OLD }),
      mem('curator-role.md', 'The user is the reptile house curator and signs off all heater work.', { type: 'user', modified: OLD }),
    ],
    extraMemories: 183, // 2 + 2 + 6 + 183 + 1 + 9 = 203 lines
    indexNotes: KEEPER_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['electrician booked for 2026-11-28', 'use channel 6'],
      contains: ['electrician booked for 2026-11-28', 'use channel 6'],
      indexContains: ['(project-fact-183.md)', '(reptile-heaters.md)', '(curator-role.md)'],
    },
    indexKeep: [...PAD_KEEP, '(curator-role.md)'],
  },
  {
    id: 'h18l-index-berth-table',
    category: 'index',
    lang: 'en',
    memories: [
      mem('berth-fees.md', 'Winter berth fees are billed per metre, due by 2026-12-15.', { modified: OLD }),
      mem('harbourmaster.md', 'The user is the yacht club harbourmaster; questions about berths go to them.', { type: 'user', modified: OLD }),
    ],
    extraMemories: 185, // 10 + 185 + 1 + 13 = 209 lines
    indexNotes: BERTH_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['Kittiwake', 'Gannet II'],
      contains: ['Kittiwake', 'Gannet II'],
      indexContains: ['(project-fact-185.md)', '(berth-fees.md)', '(harbourmaster.md)'],
    },
    indexKeep: [...PAD_KEEP, '(harbourmaster.md)'],
  },
  {
    id: 'h18l-index-vet-long-paragraph',
    category: 'index',
    lang: 'en',
    memories: [
      mem('exotics-booking.md', 'Exotic patients are seen by Dr. Okafor or Lucía only.', { modified: OLD }),
      fb('client-emails.md', 'Keep client emails under 120 words and sign them from the practice, not a person.', { modified: OLD }),
    ],
    extraMemories: 187, // 10 + 187 + 1 + 3 = 201 lines
    indexNotes: VET_MEETING,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['damp patch in the kennel room', 'CM-55190'],
      contains: ['damp patch in the kennel room', 'CM-55190'],
      indexContains: ['(project-fact-187.md)', '(exotics-booking.md)', '(client-emails.md)'],
    },
    indexKeep: [...PAD_KEEP, '(client-emails.md)'],
  },
  {
    id: 'h18l-index-radio-html-comment',
    category: 'index',
    lang: 'en',
    memories: [
      mem('transmitter-site.md', 'The backup transmitter sits at the Crowhill mast; keys at the farm shop.', { modified: OLD }),
      mem('station-manager.md', 'The user is the station manager and does the overnight playlist checks.', { type: 'user', modified: OLD }),
    ],
    extraMemories: 186, // 10 + 186 + 1 + 6 = 203 lines
    indexNotes: RADIO_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['jingle package licence', 'backup transmitter test passed'],
      contains: ['jingle package licence', 'backup transmitter test passed'],
      indexContains: ['(project-fact-186.md)', '(transmitter-site.md)', '(station-manager.md)'],
    },
    indexKeep: [...PAD_KEEP, '(station-manager.md)'],
  },
  {
    id: 'h18l-index-film-demote-only',
    category: 'index',
    lang: 'en',
    memories: [
      fb('call-sheet-style.md', 'Keep call sheets to one page; the crew reads them on their phones.', { modified: OLD }),
      mem('producer-role.md', 'The user is the line producer on the harbour shoot.', { type: 'user', modified: OLD }),
    ],
    extraMemories: 205, // 10 + 205 = 215 lines, no notes
    fixed: { indexMaxLines: 200, indexContains: [...PAD_KEEP, '(call-sheet-style.md)', '(producer-role.md)'] },
    indexKeep: [...PAD_KEEP, '(call-sheet-style.md)', '(producer-role.md)'],
  },
  {
    id: 'h18l-index-wind-notes-then-demote',
    category: 'index',
    lang: 'en',
    memories: [
      mem('blade-inspection.md', 'Blade inspections are done by drone from the Skyline contractor, twice a year.', { modified: OLD }),
      mem('site-lead.md', 'The user is the wind farm site lead and approves every crane booking.', { type: 'user', modified: OLD }),
    ],
    extraMemories: 196, // 10 + 196 + 1 + 6 = 213 lines
    indexNotes: BLADE_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['gate code changed to 4471', 'washed out at the ford'],
      contains: ['gate code changed to 4471', 'washed out at the ford'],
      indexContains: [...PAD_KEEP, '(site-lead.md)'],
    },
    indexKeep: [...PAD_KEEP, '(site-lead.md)'],
  },
  {
    id: 'h18l-index-yoga-under-limit-trap',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('hot-room-boiler.md', 'The hot room boiler is a Baxi unit serviced by Corbett Heating.', { modified: OLD })],
    extraMemories: 20, // 2 + 1 + 6 + 20 + 1 + 6 = 36 lines
    indexNotes: YOGA_NOTES,
    indexKeep: ['2026-11-21: the boiler engineer comes back on 2026-12-02 for the hot room.', '| 26+2 | Hana | Hot room |'],
  },
  {
    id: 'h18l-index-html-comment-under-limit-trap',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('menu-prices.md', 'Ramen prices go up by ¥50 on 2027-01-06; the menu printer needs the file by 2026-12-20.', { modified: OLD })],
    extraMemories: 40, // 2 + 1 + 6 + 40 + 1 + 1 = 51 lines
    indexNotes: ['<!-- Aiko sorts this list by hand; keep the user entries near the top. -->'],
    indexKeep: ['<!-- Aiko sorts this list by hand; keep the user entries near the top. -->'],
  },
  {
    id: 'h18l-index-exactly-200-lines-trap',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [
      mem('mooring-checks.md', 'Mooring chains are checked by diver every spring.', { modified: OLD }),
      mem('race-officer.md', 'The user is the club race officer.', { type: 'user', modified: OLD }),
    ],
    extraMemories: 185, // 2 + 2 + 6 + 185 + 1 + 4 = 200 lines exactly
    indexNotes: ['## Notes', '- 2026-11-22: committee boat battery replaced.', '- 2026-11-23: race box key is with the bosun.', '- 2026-11-24: prize-giving booked for 2026-12-12.'],
    indexKeep: ['- 2026-11-22: committee boat battery replaced.', '- 2026-11-24: prize-giving booked for 2026-12-12.', '(project-fact-185.md)'],
  },
  {
    id: 'h18l-index-parcel-dated-notes-zh',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('shelf-zones.md', '货架按取件码首位分 A、B、C 三个区。', { modified: OLD }),
      mem('station-owner.md', '用户是驿站站长，负责对账和排班。', { type: 'user', modified: OLD }),
    ],
    extraMemories: 185, // 10 + 185 + 1 + 8 = 204 lines
    indexNotes: PARCEL_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['货架有一层松了', '顺丰的取件员换成了老周'],
      contains: ['货架有一层松了', '顺丰的取件员换成了老周'],
      indexContains: ['(project-fact-185.md)', '(shelf-zones.md)', '(station-owner.md)'],
    },
    indexKeep: [...PAD_KEEP, '(station-owner.md)'],
  },
  {
    id: 'h18l-index-tea-table-tw',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('tea-fields.md', '茶園分在石棹、隙頂、太和、瑞里四個茶區。', { modified: OLD }),
      fb('harvest-reports.md', '採收報表一律用台斤，不要換算成公斤。', { modified: OLD }),
    ],
    extraMemories: 186, // 10 + 186 + 1 + 11 = 208 lines
    indexNotes: TEA_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['四季春', '翠玉'],
      contains: ['四季春', '翠玉'],
      indexContains: ['(project-fact-186.md)', '(tea-fields.md)', '(harvest-reports.md)'],
    },
    indexKeep: [...PAD_KEEP, '(harvest-reports.md)'],
  },
  {
    id: 'h18l-index-cafe-meeting-paragraph-hk',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('lemon-supplier.md', '檸檬由旺角街市嘅德記供應，朝早八點前送到。', { modified: OLD }),
      mem('boss.md', '用戶係茶餐廳老闆，通常收舖之後先睇訊息。', { type: 'user', modified: OLD }),
    ],
    extraMemories: 187, // 10 + 187 + 1 + 3 = 201 lines
    indexNotes: CAFE_MEETING,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['泰國檸檬', '夾萬匙由陳姐同老闆各自拎一條'],
      contains: ['泰國檸檬', '夾萬匙由陳姐同老闆各自拎一條'],
      indexContains: ['(project-fact-187.md)', '(lemon-supplier.md)', '(boss.md)'],
    },
    indexKeep: [...PAD_KEEP, '(boss.md)'],
  },
  {
    id: 'h18l-index-seed-html-comment-zh',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('cold-store.md', '冷库设在负一楼，常年保持 -18°C，有一台备用压缩机。', { modified: OLD }),
      fb('label-format.md', '样品标签先写学名再写中文名，不要只写中文俗名。', { modified: OLD }),
    ],
    extraMemories: 188, // 10 + 188 + 1 + 5 = 204 lines
    indexNotes: SEED_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['云南那批样品的采集证明', '冷库备用压缩机试机正常'],
      contains: ['云南那批样品的采集证明', '冷库备用压缩机试机正常'],
      indexContains: ['(project-fact-188.md)', '(cold-store.md)', '(label-format.md)'],
    },
    indexKeep: [...PAD_KEEP, '(label-format.md)'],
  },
  {
    id: 'h18l-index-bike-demote-only-tw',
    category: 'index',
    lang: 'zh',
    memories: [
      fb('回覆語氣.md', '回覆客人用繁體中文，語氣客氣但不要太長。', { modified: OLD }),
      mem('使用者-店長.md', '使用者是腳踏車店店長，週末才看訊息。', { type: 'user', modified: OLD }),
    ],
    extraMemories: 204, // 10 + 204 = 214 lines, no notes
    fixed: { indexMaxLines: 200, indexContains: [...PAD_KEEP, '(回覆語氣.md)', '(使用者-店長.md)'] },
    indexKeep: [...PAD_KEEP, '(回覆語氣.md)', '(使用者-店長.md)'],
  },
  {
    id: 'h18l-index-minibus-notes-then-demote-hk',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('route-16.md', '16 號線由觀塘開去將軍澳，繁忙時間每 8 分鐘一班。', { modified: OLD }),
      mem('dispatcher.md', '用戶係 16 號線嘅調度員，負責排更。', { type: 'user', modified: OLD }),
    ],
    extraMemories: 197, // 10 + 197 + 1 + 5 = 213 lines
    indexNotes: MINIBUS_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['送咗去葵涌車房', '要預備行車紀錄'],
      contains: ['送咗去葵涌車房', '要預備行車紀錄'],
      indexContains: [...PAD_KEEP, '(dispatcher.md)'],
    },
    indexKeep: [...PAD_KEEP, '(dispatcher.md)'],
  },
  {
    id: 'h18l-index-pawnshop-notes-under-limit-hk-trap',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('gold-price.md', '金價每朝十點跟周大福牌價調整。', { modified: OLD })],
    extraMemories: 15, // 2 + 1 + 6 + 15 + 1 + 4 = 29 lines
    indexNotes: ['## 備忘', '- 2026-11-21：夾萬密碼已經換咗，新密碼喺老闆度。', '- 2026-11-22：有位客想贖回 2026-08 當嘅勞力士，約咗 2026-11-28。', '- 2026-11-23：閉路電視第三個鏡頭要抹。'],
    indexKeep: ['- 2026-11-21：夾萬密碼已經換咗，新密碼喺老闆度。', '- 2026-11-23：閉路電視第三個鏡頭要抹。'],
  },
  {
    id: 'h18l-index-temple-html-comment-tw-trap',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('lantern-season.md', '光明燈每年農曆正月初一開始登記。', { modified: OLD })],
    extraMemories: 30, // 2 + 1 + 6 + 30 + 1 + 1 = 41 lines
    indexNotes: ['<!-- 這份索引由廟務組維護，要改之前先問阿賢 -->'],
    indexKeep: ['<!-- 這份索引由廟務組維護，要改之前先問阿賢 -->'],
  },
  {
    id: 'h18l-index-tram-paragraph-under-limit-trap',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('depot-tracks.md', '车厂有 12 股道，7 到 12 股是检修股道。', { modified: OLD })],
    extraMemories: 25, // 2 + 1 + 6 + 25 + 1 + 1 = 36 lines
    indexNotes: ['2026-11-23 调度会纪要：冬季时刻表从 2026-12-08 开始执行，18 号车和 23 号车在 2026-12-01 前完成轮对检查，夜班检修组增加一名电工，车厂南门 2026-11-30 起晚上十点后关闭，车辆改走北门出入。'],
    indexKeep: ['冬季时刻表从 2026-12-08 开始执行'],
  },
];

// ---------------------------------------------------------------------------------------------
// hooks
// ---------------------------------------------------------------------------------------------

const TIDE_HOOK =
  'Tide windows for launching (only launch from the slipway between 2 h before and 1 h after high water; the bar at the harbour mouth dries at LAT, so no exits at low springs) — sorry this got long';
const AFTERCARE_HOOK =
  'Aftercare kit contents; second-skin film stays on 3–5 days; fragrance-free balm only; no swimming until it has peeled; hand over the printed sheet, not a QR code; restock from Dermalize';
const HYDRANT_HOOK =
  'Hydrant flushing: the public map is at https://maps.millbrookwater.example/flushing and must be updated before crews start; notify the fire service 48 h ahead; flush until turbidity is under 1 NTU';
const VENOM_HOOK =
  '🚨🚨 SUPER important!!! antivenom for the gaboon viper is in fridge 2, top shelf 🐍 call 999 first, then the on-call vet; never work the viper enclosure alone 🙏🙏';
const UNIT_HOOK =
  'So basically, just so you know, unit base for the harbour shoot is the ferry car park, kinda tight, honestly; generators must sit 30 m from the catering tent, lol, that is it really';
const LARKSPUR_HOOK =
  'Larkspur barn venue / final headcount due 10 days before the wedding / no confetti inside, dried petals only outside / last music at 23:00 / parking for 60 cars, overflow at the church';
const GRAPE_HOOK = 'Grape sampling: 200 berries per block, Brix and pH on the same day; block 7 sampled separately (young vines)';
const COLD_BOX_HOOK =
  '冷链箱出车前要检查的东西：温度计、冰排（至少四块，要在冷冻层冻足 12 小时）、封条、签收单、备用电池、消毒湿巾，一样都不能少；箱内温度要在 2 到 8 度之间才能出发；回来之后把温度记录导出来交给防保科的李医生，麻烦大家多留意一下哈，辛苦了，谢谢配合～';
const FITTING_HOOK =
  'Fitting 服務說明；預約制，一次大約兩個小時；費用 3,500 元，在店裡買車的客人打八折；客人要帶自己的卡鞋和車褲；量完的數據存在店裡的平板，客人可以拍照帶走；做完三十天內可以免費微調一次；加做坐墊壓力量測另收 500 元；週一公休不接預約';
const DONATION_HOOK =
  '線上添油香的頁面在 https://fudegong.example.tw/donate ，收據會在三個工作天內用 Email 寄出；要開抵稅收據的話，信眾要填身分證字號跟地址；金額超過五萬元要會計阿芬人工確認，不可以自動開立，拜託大家幫忙注意一下喔';
const MILK_TEA_HOOK =
  '絲襪奶茶配方😋😋其實好簡單嘅啫：紅茶葉用錫蘭同普洱三比一撈埋，撞茶要撞足四次，淡奶一定要用黑白淡奶，唔好用鮮奶；每朝開舖前煲一大煲，用到下晝三點就要倒咗重新煲；茶袋每個禮拜換新，開咗罐嘅淡奶要放返雪櫃，呢個真係好重要㗎，唔該晒大家🙏🙏';
const GERMINATION_HOOK =
  '发芽试验（每批入库样品都要做）：取 50 粒种子（不够 50 粒的按实有数量）放在 1% 琼脂培养皿上，20°C 恒温（光照 12 小时、黑暗 12 小时），第 28 天统计发芽率（低于 75% 的批次要重新采集），结果填到样品登记表的“活力”一栏';
const SMS_HOOK =
  '取件短信模板用阿里云 SMS 的 template ID SMS_88231，变量有 code、shelf、deadline 三个；生鲜件的短信要加上“请尽快取件”；21:00 以后的短信不发，排到早上 8:00 统一发；短信签名必须是“城西驿站”，不能用个人名字';

const HOOK_CASES: QualityCase[] = [
  {
    id: 'h18l-hook-tide-parentheses',
    category: 'hooks',
    lang: 'en',
    memories: [mem('tide-windows.md', 'The slipway is shared with the lifeboat station, who have right of way.', { description: 'Tide windows for launching', hook: TIDE_HOOK })],
    fixed: { indexAbsent: [TIDE_HOOK], contains: ['2 h before and 1 h after high water', 'dries at LAT'] },
    keep: ['The slipway is shared with the lifeboat station, who have right of way.'],
    forbid: ['sorry this got long'],
  },
  {
    id: 'h18l-hook-aftercare-semicolons',
    category: 'hooks',
    lang: 'en',
    memories: [mem('aftercare-kit.md', 'Every client leaves with an aftercare kit in a paper bag.', { description: 'Aftercare kit', hook: AFTERCARE_HOOK })],
    fixed: { indexAbsent: [AFTERCARE_HOOK], contains: ['second-skin film', 'fragrance-free balm', 'printed sheet', 'Dermalize'] },
    keep: ['Every client leaves with an aftercare kit in a paper bag.'],
  },
  {
    id: 'h18l-hook-hydrant-url',
    category: 'hooks',
    lang: 'en',
    memories: [mem('hydrant-flushing.md', 'Hydrant flushing runs district by district from the Eastfield depot.', { description: 'Hydrant flushing', hook: HYDRANT_HOOK })],
    fixed: { indexAbsent: [HYDRANT_HOOK], contains: ['https://maps.millbrookwater.example/flushing', '48 h', '1 NTU'] },
    keep: ['Hydrant flushing runs district by district from the Eastfield depot.'],
  },
  {
    id: 'h18l-hook-venom-emoji',
    category: 'hooks',
    lang: 'en',
    memories: [fb('venom-protocol.md', 'Venomous species are listed on the red board by the keeper door.', { description: 'Venomous bite protocol', hook: VENOM_HOOK })],
    fixed: { indexAbsent: [VENOM_HOOK], contains: ['fridge 2', 'work the viper enclosure alone'] },
    keep: ['Venomous species are listed on the red board by the keeper door.'],
    forbid: ['🚨', '🙏', '🐍', 'SUPER important'],
  },
  {
    id: 'h18l-hook-unit-base-filler',
    category: 'hooks',
    lang: 'en',
    memories: [mem('unit-base.md', 'The harbour shoot has a permit from the port authority for the ferry area.', { description: 'Unit base for the harbour shoot', hook: UNIT_HOOK })],
    fixed: { indexAbsent: [UNIT_HOOK], contains: ['ferry car park', '30 m from the catering tent'] },
    keep: ['The harbour shoot has a permit from the port authority for the ferry area.'],
    forbid: ['just so you know', ' lol', 'kinda tight, honestly', 'that is it really'],
  },
  {
    id: 'h18l-hook-larkspur-slashes',
    category: 'hooks',
    lang: 'en',
    memories: [mem('larkspur-barn.md', 'Larkspur barn is booked for two weddings in the spring.', { description: 'Larkspur barn venue', hook: LARKSPUR_HOOK })],
    fixed: { indexAbsent: [LARKSPUR_HOOK], contains: ['final headcount', 'dried petals', '23:00', '60 cars'] },
    keep: ['Larkspur barn is booked for two weddings in the spring.'],
  },
  {
    id: 'h18l-hook-short-parentheses-trap',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('rib-fuel.md', 'The RIB outboard takes premixed fuel from the red cans only.', { description: 'RIB fuel', hook: 'RIB fuel (2-stroke, 50:1 mix)' })],
    keep: ['The RIB outboard takes premixed fuel from the red cans only.'],
    indexKeep: ['RIB fuel (2-stroke, 50:1 mix)'],
  },
  {
    id: 'h18l-hook-short-emoji-trap',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('tip-jar.md', 'Tips are counted at close and split by the shift lead.', { description: 'Tip jar split', hook: 'Tip jar split 🍜 kitchen 60 / floor 40' })],
    keep: ['Tips are counted at close and split by the shift lead.'],
    indexKeep: ['Tip jar split 🍜 kitchen 60 / floor 40'],
  },
  {
    id: 'h18l-hook-just-under-150-trap',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('grape-sampling.md', 'Sampling results go into the harvest sheet by block number.', { description: 'Grape sampling', hook: GRAPE_HOOK })],
    keep: ['Sampling results go into the harvest sheet by block number.'],
    indexKeep: [GRAPE_HOOK],
  },
  {
    id: 'h18l-hook-cold-box-enumeration-zh',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('cold-chain-box.md', '冷链箱共有三个，编号贴在箱盖上。', { description: '冷链箱出车前检查', hook: COLD_BOX_HOOK })],
    fixed: { indexAbsent: [COLD_BOX_HOOK], contains: ['冰排', '备用电池', '2 到 8 度', '李医生'] },
    keep: ['冷链箱共有三个，编号贴在箱盖上。'],
    forbid: ['谢谢配合', '辛苦了', '～', '备用电池.', '李医生.', '出发.'],
  },
  {
    id: 'h18l-hook-fitting-fullwidth-semicolons-tw',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('bike-fitting.md', 'Fitting 由店長阿凱負責。', { description: 'Fitting 服務說明', hook: FITTING_HOOK })],
    fixed: { indexAbsent: [FITTING_HOOK], contains: ['3,500 元', '卡鞋', '免費微調一次', '500 元'] },
    keep: ['Fitting 由店長阿凱負責。'],
    forbid: ['免費微調一次.', '帶走.', '不接預約.'],
  },
  {
    id: 'h18l-hook-donation-url-tw',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('online-donation.md', '線上添油香用的是綠界金流。', { description: '線上添油香', hook: DONATION_HOOK })],
    fixed: { indexAbsent: [DONATION_HOOK], contains: ['https://fudegong.example.tw/donate', '三個工作天', '五萬元'] },
    keep: ['線上添油香用的是綠界金流。'],
    forbid: ['拜託大家幫忙注意一下喔', '自動開立.', '地址.'],
  },
  {
    id: 'h18l-hook-milk-tea-emoji-filler-hk',
    category: 'hooks',
    lang: 'zh',
    memories: [fb('milk-tea-recipe.md', '奶茶由阿強負責煲，佢唔喺度就由陳姐煲。', { description: '絲襪奶茶配方', hook: MILK_TEA_HOOK })],
    fixed: { indexAbsent: [MILK_TEA_HOOK], contains: ['三比一', '撞足四次', '黑白淡奶', '三點', '茶袋每個禮拜換新'] },
    keep: ['奶茶由阿強負責煲，佢唔喺度就由陳姐煲。'],
    forbid: ['😋', '🙏', '唔該晒大家', '其實好簡單嘅啫', '鮮奶.', '重新煲.'],
  },
  {
    id: 'h18l-hook-germination-fullwidth-parens-zh',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('germination-test.md', '发芽试验在一楼的培养室做，培养箱编号 G-2。', { description: '发芽试验', hook: GERMINATION_HOOK })],
    fixed: { indexAbsent: [GERMINATION_HOOK], contains: ['1% 琼脂', '第 28 天', '75%'] },
    keep: ['发芽试验在一楼的培养室做，培养箱编号 G-2。'],
    forbid: ['一栏.', '重新采集.'],
  },
  {
    id: 'h18l-hook-bento-short-enumeration-tw-trap',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('bento-sides.md', '配菜每天換一輪，週末只做兩種。', { description: '配菜輪替', hook: '配菜輪替：滷蛋、高麗菜、豆干、酸菜' })],
    keep: ['配菜每天換一輪，週末只做兩種。'],
    indexKeep: ['配菜輪替：滷蛋、高麗菜、豆干、酸菜'],
  },
  {
    id: 'h18l-hook-short-filler-hk-trap',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('sunday-closing.md', '星期日夜晚唔使做埋數，留返星期一朝先做。', { description: '星期日收舖時間', hook: '星期日早啲收，九點前走人啦😅' })],
    keep: ['星期日夜晚唔使做埋數，留返星期一朝先做。'],
    indexKeep: ['星期日早啲收，九點前走人啦😅'],
  },
  {
    id: 'h18l-hook-sms-mixed-zh-en',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('pickup-sms.md', '取件短信由驿站后台自动发送。', { description: '取件短信模板', hook: SMS_HOOK })],
    fixed: { indexAbsent: [SMS_HOOK], contains: ['SMS_88231', '请尽快取件', '21:00', '城西驿站'] },
    keep: ['取件短信由驿站后台自动发送。'],
    forbid: ['个人名字.', '统一发.'],
  },
  {
    id: 'h18l-hook-short-url-tw-trap',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('line-group.md', '志工排班都在 LINE 群組公告。', { description: 'LINE 群組', hook: 'LINE 群組：https://line.me/ti/g/fdg2026（志工專用）' })],
    keep: ['志工排班都在 LINE 群組公告。'],
    indexKeep: ['LINE 群組：https://line.me/ti/g/fdg2026（志工專用）'],
  },
];

export const HELDOUT_18_FILES_CASES: QualityCase[] = [...CLAUDE_MD_CASES, ...MERGE_CASES, ...CAPTURE_CASES, ...INDEX_CASES, ...HOOK_CASES];
