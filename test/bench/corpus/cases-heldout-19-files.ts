import { cutMidWord as cut, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 19, files part (ids `h19l-`): never tuned against, written blind to the rules.
 *
 * What each category asks:
 * - claude-md: a memory is compared with the project's CLAUDE.md by subject and polarity, not
 *   word overlap. CLAUDE.md comes as a heading with bullets, a numbered list, a DO / DON'T
 *   table, one long sentence with an "except" clause, Chinese CLAUDE.md with an English memory
 *   and an English CLAUDE.md with a Cantonese memory. A memory that says the opposite of a rule
 *   (guard propped open, pens in the reading room, 素食禮盒跟蛋黃酥一起裝箱), loosens a limit the
 *   rule sets (90 days against 30, 500 hours against 300, fourteen against sixteen) or skips a
 *   step the rule requires (the licensed broker's check) is flagged naming the memory. Traps
 *   stay unchanged and are not raised as conflicts: a memory that uses the exception the
 *   CLAUDE.md grants (diplomatic pouches, the turnip-cake griddle oil), one that repeats a rule
 *   and adds a consistent detail (the green solvent can, 1:8 淀粉浆, the in-shop 量身簿), one on
 *   another scope (internal QA bug titles against player-facing dialogue; 回診時間 against the
 *   full hearing report), and one that does the part the rule allows (single-page shots).
 * - merge: near-identical memories merge into the one whose name is not a copy's (`_copy`,
 *   ` copy`, ` (1)`, `-copy`), even when the copy has the better description; a fact only the
 *   copy holds survives; bullets that only differ in order are kept once each; of two
 *   sentences that differ only by a reason clause the longer is kept; a typo'd twin goes.
 *   Traps: two shade systems, summer and winter vehicle decks, a `press-release-copy` that is
 *   the release's wording (copywriting) next to the release's logistics, two EMU types' wheel
 *   checks, two orchid houses, typhoon signal 3 and signal 8 rules for a ferry.
 * - captures: a user's own well-formed request (typed, or reported in a daily log) becomes one
 *   memory (bounded by `maxCreated`), titles not cut mid-word, "Avoid this" only for
 *   prohibitions. Mixed-language requests (记住 the JP build…, btw 幫我記低…), "From now on,
 *   never…", 以后不要…, 阿明要我記住… (reported), 記住呀… are requests; "can you remember
 *   where…?" and 你还记得…吗？ are questions; a pasted stack trace with remember_token and a
 *   Python comment 記住不要改, word salad with 记住 / 不要, and requests memory already holds in
 *   other words create nothing.
 * - index: MEMORY.md over 200 lines: dated notes, a Markdown table, pasted meeting paragraphs,
 *   an HTML comment to-do list and a "## Scratch" section leave MEMORY.md for a linked topic
 *   file before any pointer is demoted; where the entries alone pass 200 lines, project
 *   pointers are demoted but user and feedback pointers never are. Traps: indexes under the
 *   limit with notes, a table or a paragraph, and two at exactly 200 lines.
 * - hooks: an entry line of 150+ characters is shortened; the hook's clauses that carry facts
 *   (not "you rock 🙌", "lol", "ty ty", 谢谢大家配合, 唔該晒各位師傅) go into the topic file as
 *   sentences in the file's language (a Chinese fact never ends with an ASCII full stop). Hooks
 *   come with semicolons (; and ；), slashes, parentheses (ASCII and full-width), URLs, emoji,
 *   、 enumerations, phone extensions and mixed Chinese-English. Traps: short hooks with
 *   parentheses and emoji, a URL, a 、 list, filler, and lines just under 150 characters.
 *
 * Domains: a letterpress studio, a choir, a customs broker, a dental lab, a game localisation
 * team, a library's rare-books room, a cold-chain vaccine warehouse (冷链仓库), an ancient-book
 * restoration lab (古籍修复室), a Chengdu hotpot central kitchen (火锅中央厨房), a Tainan
 * pineapple-cake bakery (鳳梨酥), a Taiwan hearing-aid clinic (助聽器中心), a Taiwan climbing gym
 * (攀岩館), a Hong Kong lion-dance troupe (醒獅隊), a Hong Kong dim sum kitchen, a Hong Kong
 * tailor (裁縫舖), a glassblowing studio, an organ builder, a beekeeping co-op, an observatory,
 * a car ferry, a Yunnan coffee estate (咖啡庄园), an auction house (拍卖行), a high-speed rail
 * depot (动车所), a Taiwan glove-puppet troupe (布袋戲), a Taiwan night-market stall (夜市攤),
 * a Taiwan orchid nursery (蘭園), a Hong Kong outlying-island ferry (街渡), a mushroom farm
 * (菇房), a Hong Kong ferry pier, a museum conservator's office.
 * Writers' styles: headings with bullets, numbered rules, a DO / DON'T table, Cantonese chat,
 * Taiwan shop notes, terse fragments ("ty ty", "thx all"), pasted stack traces and Python,
 * HTML comment to-do lists, a tariff table, minutes pasted as paragraphs, slash-separated
 * hooks, emoji, bilingual chat (记住 the JP build…, btw 幫我記低…).
 * Calendar: no relative dates anywhere (memories 2026-05 to 2026-11-20; notes carry absolute
 * dates; transcripts and logs 2026-11-21 to 2026-11-24; BENCH_NOW is 2026-11-25).
 *
 * Counts (cases / traps, en / zh):
 * - claude-md 18 / 8, 9 / 9
 * - merge 17 / 6, 8 / 9
 * - captures 18 / 8, 9 / 9
 * - index 17 / 6, 9 / 8
 * - hooks 18 / 7, 9 / 9
 * - all 88 / 35, 44 / 44
 */

const mem = (file: string, modified: string, body: string, more: Partial<CaseMemory> = {}): CaseMemory => ({ file, modified, body, ...more });

/** Both kinds a CLAUDE.md conflict may be raised as. */
const CM = ['claude-md-conflict', 'in-claude-md'];
/** The padding's user and feedback pointers, which an index fix must never demote. */
const PINNED = ['[Editor setup](editor-setup.md)', '[Working hours](working-hours.md)', '[Answer style](answer-style.md)', '[Test names](test-names.md)'];

const conflict = (id: string, lang: 'en' | 'zh', claudeMd: string, m: CaseMemory): QualityCase => ({
  id: `h19l-cm-${id}`,
  category: 'claude-md',
  lang,
  claudeMd,
  memories: [m],
  flag: { kinds: CM, mentions: [m.file.replace(/\.md$/, '')] },
});

const cmTrap = (id: string, lang: 'en' | 'zh', claudeMd: string, m: CaseMemory, quiet: string[] = CM): QualityCase => ({
  id: `h19l-cm-${id}`,
  category: 'claude-md',
  lang,
  claudeMd,
  memories: [m],
  trap: true,
  keep: [m.body],
  quiet,
});

const CLAUDE_MD: QualityCase[] = [
  conflict(
    'windmill-guard',
    'en',
    '# Ink & Iron Press\n\n## Press room\n- Never run the Heidelberg windmill with the guard open.\n- Wash up with the low-VOC solvent only.\n- Lock the type cabinet at the end of the day.\n',
    mem('windmill-guard.md', '2026-10-08', 'Running the windmill with the guard propped open is fine for short runs under 200 sheets; Ines does it all the time to reach the grippers.'),
  ),
  cmTrap(
    'solvent-can',
    'en',
    '# Ink & Iron Press\n\n## Press room\n- Never run the Heidelberg windmill with the guard open.\n- Wash up with the low-VOC solvent only.\n',
    mem('wash-up.md', '2026-09-30', 'Wash-up uses the low-VOC solvent only (the green Varn can, not the blue one); oily rags go in the red steel bin by the back door.'),
    ['claude-md-conflict'],
  ),
  conflict(
    'hs-code-shortcut',
    'en',
    'Rules for this repo (customs brokerage back office):\n\n1. Do not file an entry without the commercial invoice attached.\n2. HS codes are confirmed by a licensed broker before submission.\n3. Keep client EORI numbers out of commit messages.\n',
    mem('hs-code-shortcut.md', '2026-11-02', 'For repeat shippers we submit the HS code ourselves straight away and the licensed broker looks it over later in the week when she has time.'),
  ),
  cmTrap(
    'diplomatic-pouch',
    'en',
    '# Holds\n\nNever release a customs hold without the duty receipt, except diplomatic pouches, which are released on the consulate letter alone.\n',
    mem('diplomatic-pouch.md', '2026-08-19', 'Diplomatic pouches are released on the consulate letter; no duty receipt is needed for them. Scan the letter into the client folder first.'),
  ),
  conflict(
    'cooling-shortcut',
    'en',
    '# Dental lab: furnace\n\n| DO | DON\'T |\n| --- | --- |\n| Sinter zirconia at 1,530 °C | Don\'t shorten the cooling phase |\n| Log every firing in the furnace book | Don\'t open the muffle above 200 °C |\n',
    mem('cooling-shortcut.md', '2026-10-21', 'When the courier is already waiting, the cooling phase can be cut to 40 minutes; the crowns come out fine.'),
  ),
  conflict(
    'recording-retention',
    'en',
    '## St Brendan Chamber Choir: data\n\n- Rehearsal recordings are deleted after 30 days.\n- Members\' phone numbers stay in the membership sheet, never in the repo.\n',
    mem('recording-retention.md', '2026-09-12', 'We keep rehearsal recordings for 90 days so the section leaders can go back over the tricky bars.'),
  ),
  cmTrap(
    'qa-titles-mt',
    'en',
    '# Localisation pipeline\n\n- Never machine-translate player-facing dialogue strings.\n- Every locale gets the same string freeze date.\n',
    mem('qa-titles-mt.md', '2026-10-27', 'Internal QA bug titles from the Seoul vendor may be machine-translated for triage; they live only in Jira and never ship to players.'),
  ),
  conflict(
    'pens-far-table',
    'en',
    '# Rare Books Reading Room\n\n- Readers may use pencils only; no pens in the reading room.\n- Book cradles for every volume with a tight binding.\n',
    mem('pens-far-table.md', '2026-11-05', 'Ballpoint pens are OK in the reading room as long as the reader sits at the far table by the window.'),
  ),
  cmTrap(
    'single-page-shots',
    'en',
    '# Rare Books Reading Room\n\n- Do not photograph a whole manuscript for any reader.\n- Single-page reference shots are allowed with the curator\'s slip.\n',
    mem('single-page-shots.md', '2026-10-12', 'A reader with the curator\'s slip took reference shots of two single pages of MS 114 (fol. 3r and 7v) on 2026-10-12.'),
  ),
  conflict(
    'cold-room-stocktake',
    'zh',
    '# 仓库规则\n\n- 疫苗冷柜温度必须保持在 2–8 ℃。\n- 禁止在冷柜门开着的时候盘点，盘点要分批、每批关门。\n',
    mem('cold-room-stocktake.md', '2026-10-15', '盘点的时候可以把冷柜门一直开着，反正十分钟之内温度不会超标，这样快很多。'),
  ),
  cmTrap(
    'wheat-paste',
    'zh',
    '# 古籍修复室\n\n- 修复用浆糊只用小麦淀粉浆，禁止使用化学胶水。\n- 修复前后都要拍照存档。\n',
    mem('wheat-paste.md', '2026-09-03', '修补虫蛀页用小麦淀粉浆，浓度按 1:8 调，冬天兑一点温水；化学胶水一律不用。'),
    ['claude-md-conflict'],
  ),
  conflict(
    'allergen-label-mild',
    'zh',
    '# 中央厨房\n\n- 底料炒制时必须有持证师傅在场。\n- 过敏原标签上花生一项不能省略，任何锅底都一样。\n',
    mem('allergen-label-mild.md', '2026-11-09', 'Peanut can be left off the allergen label for the mild broth, since it only has trace amounts from the shared wok.'),
  ),
  conflict(
    'vegan-box-packing',
    'zh',
    '## 出貨規定\n\n1. 宅配訂單一律在下午四點前封箱。\n2. 不得把含蛋黃的品項和素食禮盒裝在同一箱。\n',
    mem('vegan-box-packing.md', '2026-10-29', '素食禮盒跟蛋黃酥一起裝箱沒關係，客人收到都會自己分開，還可以省運費。'),
  ),
  cmTrap(
    'recall-time-phone',
    'zh',
    '# 聽力中心注意事項\n\n- 不可在電話中告知客人聽力檢查的完整報告，報告一律當面說明。\n',
    mem('recall-time-phone.md', '2026-09-24', '電話中可以告訴客人下次回診的時間和地點，也可以提醒他帶助聽器的充電盒。'),
  ),
  conflict(
    'rope-hours',
    'zh',
    '# 岩館安全\n\n- 上攀繩使用滿 300 小時就要汰換，並記在繩索卡上。\n',
    mem('rope-hours.md', '2026-11-11', '上攀繩用到 500 小時再換就好，目前外皮看起來都還很新。'),
  ),
  conflict(
    'pole-age',
    'zh',
    '# 醒獅隊規矩\n\n- 未滿十六歲嘅學員唔可以上樁。\n- 上樁一定要有兩個師兄喺下面睇住。\n',
    mem('pole-age.md', '2026-10-18', '阿俊十四歲都可以上樁練高樁，佢爸爸已經話冇問題。'),
  ),
  cmTrap(
    'griddle-oil',
    'zh',
    '# Dim sum kitchen\n\nNever reuse frying oil for more than two services, except the turnip-cake griddle oil, which is simply changed once a day.\n',
    mem('griddle-oil.md', '2026-08-30', '蘿蔔糕煎板嘅油每日換一次就得，唔使兩輪就換；炸春卷嗰鑊就照兩輪換。'),
  ),
  cmTrap(
    'measurements-trello',
    'zh',
    '# 裁縫舖\n\n- 客人嘅身型尺寸唔好寫落公開嘅 Trello 卡。\n',
    mem('measurements-trello.md', '2026-09-16', '尺寸只記喺店內嘅量身簿，唔寫落公開 Trello 卡；Trello 卡只寫交貨日期同布料編號。'),
    ['claude-md-conflict'],
  ),
];

const MERGE: QualityCase[] = [
  {
    id: 'h19l-mg-sectionals-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('sectional-schedule.md', '2026-09-02', 'Sectionals run on Tuesdays: sopranos and altos in the crypt at 19:00, tenors and basses in the vestry at 19:30.', { description: 'sectionals' }),
      mem('sectional-schedule_copy.md', '2026-09-02', 'Sectionals run on Tuesdays: sopranos and altos in the crypt at 19:00, tenors and basses in the vestry at 19:30.', { description: 'Tuesday sectional rehearsal rooms and times for each voice part' }),
    ],
    fixed: { gone: ['sectional-schedule_copy.md'], files: ['sectional-schedule.md'], contains: ['tenors and basses in the vestry at 19:30'] },
  },
  {
    id: 'h19l-mg-annealer-space-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('annealer-settings.md', '2026-07-14', '- Annealer holds at 482 °C for soda-lime pieces.\n- Ramp down 60 °C an hour to room temperature.'),
      mem('annealer-settings copy.md', '2026-07-20', '- Annealer holds at 482 °C for soda-lime pieces.\n- Ramp down 60 °C an hour to room temperature.\n- Borosilicate goes in the small kiln at 565 °C instead.'),
    ],
    fixed: { gone: ['annealer-settings copy.md'], files: ['annealer-settings.md'], contains: ['Borosilicate goes in the small kiln at 565 °C instead', 'Annealer holds at 482 °C'] },
  },
  {
    id: 'h19l-mg-voicing-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('voicing-notes.md', '2026-06-11', '- Voice the Principal 8\' pipes last.\n- Cut-ups on the Gedackt are 1/4 of the mouth width.'),
      mem('voicing-notes (1).md', '2026-06-12', '- Voice the Principal 8\' pipes last, because the swell box changes their tone once it is closed.\n- Cut-ups on the Gedackt are 1/4 of the mouth width.'),
    ],
    fixed: {
      gone: ['voicing-notes (1).md'],
      files: ['voicing-notes.md'],
      contains: ['because the swell box changes their tone once it is closed', 'Cut-ups on the Gedackt are 1/4 of the mouth width'],
      absentLines: ['- Voice the Principal 8\' pipes last.'],
    },
    flag: { kinds: ['possible-duplicate'], mentions: ['voicing-notes'] },
  },
  {
    id: 'h19l-mg-hive-order',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('hive-inspection.md', '2026-05-28', 'Hive inspection checklist:\n- Look for eggs and young larvae.\n- Check the bottom bars for queen cells.\n- Heft the back of the hive to judge the stores.'),
      mem('hive-inspection-copy.md', '2026-05-29', 'Hive inspection checklist:\n- Heft the back of the hive to judge the stores.\n- Look for eggs and young larvae.\n- Check the bottom bars for queen cells.'),
    ],
    fixed: {
      gone: ['hive-inspection-copy.md'],
      files: ['hive-inspection.md'],
      contains: ['Look for eggs and young larvae', 'Check the bottom bars for queen cells', 'Heft the back of the hive to judge the stores'],
    },
  },
  {
    id: 'h19l-mg-dome-typo',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('dome-closing.md', '2026-08-05', 'Close the dome if the humidity passes 85 %. The rain sensor on the east mast is the one that counts.'),
      mem('dome-closing_copy.md', '2026-08-06', 'Close the dome if the humiditiy passes 85 %. The rain sensor on the east mast is the one that counts.'),
    ],
    fixed: { gone: ['dome-closing_copy.md'], files: ['dome-closing.md'], absent: ['humiditiy'], contains: ['rain sensor on the east mast'] },
    flag: { kinds: ['possible-duplicate'], mentions: ['dome-closing'] },
  },
  {
    id: 'h19l-mg-shade-guides-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('shade-guide-vita.md', '2026-09-09', 'Dr. Brandt\'s cases use the VITA classical guide; A2 is his default for anteriors and we photograph the tab next to the tooth.'),
      mem('shade-guide-ivoclar.md', '2026-09-10', 'Dr. Moreau\'s cases use the Ivoclar Chromascop guide; 2B is her default for anteriors and she sends her own shade photos.'),
    ],
    keep: ['A2 is his default for anteriors', '2B is her default for anteriors'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h19l-mg-vehicle-decks-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('vehicle-deck-summer.md', '2026-05-02', 'Summer timetable: the vehicle deck loads campervans first, then cars, and the last vehicle is waved on 10 minutes before sailing.'),
      mem('vehicle-deck-winter.md', '2026-10-20', 'Winter timetable: the vehicle deck loads lorries first, then cars, and the last vehicle is waved on 15 minutes before sailing.'),
    ],
    keep: ['loads campervans first', 'loads lorries first', '15 minutes before sailing'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h19l-mg-press-release-copy-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('press-release.md', '2026-10-01', 'The open-studio press release goes to the Herald and to the arts council list; Marta signs it off and we send it as a PDF.', { description: 'who gets the open-studio press release and who signs it off' }),
      mem('press-release-copy.md', '2026-10-03', 'Wording for the open-studio release: lead with the 1910 Albion press, say "hand-set, hand-inked", keep it under 120 words.', { description: 'the release copy (its wording)' }),
    ],
    keep: ['Marta signs it off', 'lead with the 1910 Albion press'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h19l-mg-drying-beds-copy',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('drying-beds.md', '2026-10-06', '日晒豆铺在高架床上，厚度不超过 3 厘米，每两小时翻一次。'),
      mem('drying-beds_copy.md', '2026-10-07', '日晒豆铺在高架床上，厚度不超过 3 厘米，每两小时翻一次。下雨前用黑色遮阳网盖好，不要用塑料布。'),
    ],
    fixed: { gone: ['drying-beds_copy.md'], files: ['drying-beds.md'], contains: ['下雨前用黑色遮阳网盖好', '每两小时翻一次'] },
  },
  {
    id: 'h19l-mg-lot-photos-reason',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('lot-intake.md', '2026-08-21', '- 拍品入库后先拍照。\n- 入库单一式两份，一份给委托人。'),
      mem('lot-intake copy.md', '2026-08-22', '- 拍品入库后先拍照，因为保险理赔要看入库时的状态。\n- 入库单一式两份，一份给委托人。'),
    ],
    fixed: {
      gone: ['lot-intake copy.md'],
      files: ['lot-intake.md'],
      contains: ['因为保险理赔要看入库时的状态', '入库单一式两份'],
      absentLines: ['- 拍品入库后先拍照。'],
    },
    flag: { kinds: ['possible-duplicate'], mentions: ['lot-intake'] },
  },
  {
    id: 'h19l-mg-emu-wheels-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('crh380-wheel-check.md', '2026-07-08', 'CRH380A 车组每 4000 公里做一次轮对探伤，踏面磨耗限度 8 毫米。'),
      mem('cr400-wheel-check.md', '2026-07-09', 'CR400AF 车组每 5500 公里做一次轮对探伤，踏面磨耗限度 7 毫米。'),
    ],
    keep: ['每 4000 公里做一次轮对探伤', '每 5500 公里做一次轮对探伤'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h19l-mg-puppet-repair-dup',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('puppet-repair.md', '2026-06-17', '戲偶的手掌斷了就用樟木重刻，不要用塑膠補土；上漆前要先打底三層。'),
      mem('puppet-repair (1).md', '2026-06-17', '戲偶的手掌斷了就用樟木重刻，不要用塑膠補土；上漆前要先打底三層。'),
    ],
    fixed: { gone: ['puppet-repair (1).md'], files: ['puppet-repair.md'], contains: ['上漆前要先打底三層'] },
  },
  {
    id: 'h19l-mg-oil-screen-typo',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('stall-closing.md', '2026-09-27', '每晚收攤後要刷洗油網，瓦斯桶關緊再離開。'),
      mem('stall-closing_copy.md', '2026-09-28', '每晚收灘後要刷洗油網，瓦斯桶關緊再離開。'),
    ],
    fixed: { gone: ['stall-closing_copy.md'], files: ['stall-closing.md'], absent: ['收灘'], contains: ['瓦斯桶關緊再離開'] },
    flag: { kinds: ['possible-duplicate'], mentions: ['stall-closing'] },
  },
  {
    id: 'h19l-mg-orchid-houses-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('orchid-house-a.md', '2026-08-12', 'A 棟溫室種蝴蝶蘭，濕度維持 70%，夜溫不低於 18 度。'),
      mem('orchid-house-b.md', '2026-08-12', 'B 棟溫室種文心蘭，濕度維持 55%，夜溫不低於 14 度。'),
    ],
    keep: ['濕度維持 70%', '濕度維持 55%'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h19l-mg-har-gow-order',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('har-gow-fold.md', '2026-07-25', '蝦餃要點摺：\n- 皮要擀到半透明。\n- 每隻摺十三褶。\n- 蝦要先用生粉洗過。'),
      mem('har-gow-fold copy.md', '2026-07-26', '蝦餃要點摺：\n- 每隻摺十三褶。\n- 蝦要先用生粉洗過。\n- 皮要擀到半透明。\n- 蒸四分鐘就要攞出嚟。'),
    ],
    fixed: { gone: ['har-gow-fold copy.md'], files: ['har-gow-fold.md'], contains: ['皮要擀到半透明', '每隻摺十三褶', '蝦要先用生粉洗過', '蒸四分鐘就要攞出嚟'] },
  },
  {
    id: 'h19l-mg-typhoon-signals-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('kaito-signal-3.md', '2026-06-30', '三號風球：街渡照開，但唔收單車同大件行李，船長每半個鐘報一次浪高。'),
      mem('kaito-signal-8.md', '2026-06-30', '八號風球：街渡即刻停航，船泊返避風塘，等天文台除波先復航。'),
    ],
    keep: ['街渡照開', '街渡即刻停航'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h19l-mg-conservator-copy',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('loan-crates.md', '2026-09-18', '外借展品的木箱要用无酸纸包角，箱内放湿度卡。', { description: '外借木箱' }),
      mem('loan-crates-copy.md', '2026-09-18', '外借展品的木箱要用无酸纸包角，箱内放湿度卡。', { description: '外借展品木箱的包装要求（无酸纸、湿度卡）' }),
    ],
    fixed: { gone: ['loan-crates-copy.md'], files: ['loan-crates.md'], contains: ['箱内放湿度卡'] },
  },
];

const NO_AVOID = ['Avoid this'];

const CAPTURES: QualityCase[] = [
  {
    id: 'h19l-cp-tympan',
    category: 'captures',
    lang: 'en',
    memories: [mem('press-inventory.md', '2026-09-01', 'We have a Vandercook SP-15 and a 1910 Albion hand press.')],
    said: [
      { day: '2026-11-22', text: 'ok the proof looks good now' },
      { day: '2026-11-22', text: "Please remember that the Vandercook's tympan gets replaced every 2,000 impressions." },
    ],
    fixed: { contains: ['tympan gets replaced every 2,000 impressions'] },
    maxCreated: 1,
    forbid: [...cut("Please remember that the Vandercook's tympan gets replaced every 2,000 impressions."), ...NO_AVOID],
  },
  {
    id: 'h19l-cp-log-felixstowe',
    category: 'captures',
    lang: 'en',
    memories: [mem('entry-checklist.md', '2026-08-14', 'Every entry needs the commercial invoice and the packing list attached.')],
    logs: {
      '2026-11-23': [
        'Reconciled the October duty statement.',
        'Dana asked me to remember that Felixstowe entries go through the deferment account ending 4471, not the Southampton one.',
        'Chased the haulier about the missing POD.',
      ],
    },
    fixed: { contains: ['Felixstowe entries go through the deferment account ending 4471'] },
    maxCreated: 1,
    forbid: [...cut('Felixstowe entries go through the deferment account ending 4471, not the Southampton one.'), ...NO_AVOID],
  },
  {
    id: 'h19l-cp-soprano-files',
    category: 'captures',
    lang: 'en',
    memories: [mem('score-library.md', '2026-07-30', 'Scores are scanned at 600 dpi and named composer_title_voice.pdf.')],
    said: [{ day: '2026-11-21', text: 'From now on, never put the soprano part files in the shared Dropbox root; they go in /Scores/SATB/Soprano.' }],
    fixed: { contains: ['soprano part files'] },
    maxCreated: 1,
    forbid: cut('From now on, never put the soprano part files in the shared Dropbox root; they go in /Scores/SATB/Soprano.'),
  },
  {
    id: 'h19l-cp-question-messiah-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('recordings.md', '2026-06-10', 'Concert recordings are archived on the NAS under /audio/concerts by year.')],
    said: [
      { day: '2026-11-23', text: 'can you remember where we stored the 2019 Messiah recordings? the NAS folder looks empty' },
      { day: '2026-11-23', text: 'never mind, found them in the 2020 folder' },
    ],
    keep: ['Concert recordings are archived on the NAS under /audio/concerts by year.'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-stacktrace-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('export-job.md', '2026-10-02', 'The subtitle export job runs nightly and writes one XLIFF per locale.')],
    said: [
      {
        day: '2026-11-24',
        text: "got this when running the export, any idea?\n```\nError: remember_token missing for session 8f2c\n    at Session.restore (src/session.ts:88:11)\n    at Exporter.run (src/export.ts:41:5)\n// TODO don't forget to remember the locale fallback\n```",
      },
    ],
    keep: ['The subtitle export job runs nightly and writes one XLIFF per locale.'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-known-dock-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('dock-hours.md', '2026-09-15', 'The bonded warehouse loading dock closes at 15:30 on weekdays.')],
    said: [{ day: '2026-11-22', text: 'remember: weekday cutoff for the bonded dock is half past three in the afternoon' }],
    keep: ['The bonded warehouse loading dock closes at 15:30 on weekdays.'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-mixed-kansai',
    category: 'captures',
    lang: 'en',
    memories: [mem('locale-tags.md', '2026-08-08', 'Locale folders follow BCP 47 tags, for example ko-KR and zh-Hant-TW.')],
    said: [{ day: '2026-11-21', text: '记住 the JP build always uses the ja-JP-x-kansai tag for the Osaka NPC lines, ok?' }],
    fixed: { contains: ['ja-JP-x-kansai'] },
    maxCreated: 1,
    forbid: [...cut('the JP build always uses the ja-JP-x-kansai tag for the Osaka NPC lines'), ...NO_AVOID],
  },
  {
    id: 'h19l-cp-two-requests',
    category: 'captures',
    lang: 'en',
    memories: [mem('lab-clients.md', '2026-07-04', 'Our biggest client is the Harbour Street practice, with four dentists.')],
    said: [
      { day: '2026-11-23', text: 'Remember that the Programat furnace needs a calibration firing every Monday morning before the first batch.' },
      { day: '2026-11-23', text: 'the courier is late again, ugh' },
      { day: '2026-11-24', text: 'Also keep in mind that Dr. Okafor wants all his crowns glaze-only, with no external stain.' },
    ],
    fixed: { contains: ['calibration firing every Monday morning', 'glaze-only'] },
    maxCreated: 2,
    forbid: [
      ...cut('Remember that the Programat furnace needs a calibration firing every Monday morning before the first batch.'),
      ...cut('Dr. Okafor wants all his crowns glaze-only, with no external stain.'),
    ],
  },
  {
    id: 'h19l-cp-salad-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('crates.md', '2026-09-20', 'Loan crates are lined with acid-free tissue.')],
    said: [{ day: '2026-11-22', text: 'remember the remember of not the crate 不要 the the ok ok so' }],
    keep: ['Loan crates are lined with acid-free tissue.'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-humidity-zh',
    category: 'captures',
    lang: 'zh',
    memories: [mem('stack-room.md', '2026-08-02', '善本库在地下一层，进出要登记。')],
    said: [{ day: '2026-11-22', text: '请记住：善本库的湿度要控制在 50% 到 55% 之间，超过了就开除湿机。' }],
    fixed: { contains: ['湿度要控制在 50% 到 55% 之间'] },
    maxCreated: 1,
    forbid: NO_AVOID,
  },
  {
    id: 'h19l-cp-bleach-mixed',
    category: 'captures',
    lang: 'zh',
    memories: [mem('grow-room.md', '2026-09-11', '菇房一共六间，每间有独立的温湿度控制器。')],
    said: [{ day: '2026-11-23', text: '以后不要在菇房里用 bleach 消毒了，改用过氧乙酸，稀释到 0.2%。' }],
    fixed: { contains: ['过氧乙酸'] },
    maxCreated: 1,
  },
  {
    id: 'h19l-cp-salad-zh-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('lot-numbering.md', '2026-07-19', '拍品编号按“年份-场次-序号”编排。')],
    said: [{ day: '2026-11-24', text: '记住 不要 那个 就是 嗯 的的 吧 记住 不要' }],
    keep: ['拍品编号按“年份-场次-序号”编排。'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-question-zh-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('grow-temps.md', '2026-10-09', '出菇期菇房温度保持在 14 到 16 度。')],
    said: [{ day: '2026-11-21', text: '你还记得三号菇房的二氧化碳报警值设的是多少吗？我找不到说明书了' }],
    keep: ['出菇期菇房温度保持在 14 到 16 度。'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-log-camphor-tw',
    category: 'captures',
    lang: 'zh',
    memories: [mem('puppet-storage.md', '2026-06-25', '戲偶平常收在後台的樟木箱裡，一尊一格。')],
    logs: {
      '2026-11-22': ['整理了下個月的巡演行程。', '阿明要我記住：戲偶的木頭頭部旁邊不能放樟腦丸，會傷到漆面。', '訂了新的戲台布幕。'],
    },
    fixed: { contains: ['不能放樟腦丸'] },
    maxCreated: 1,
  },
  {
    id: 'h19l-cp-python-comment-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('booking-sync.md', '2026-10-14', '預約系統每十五分鐘同步一次到 Google 日曆。')],
    said: [
      {
        day: '2026-11-23',
        text: '幫我看一下這段為什麼會一直 timeout：\n```python\nRETRY = 3  # 記住不要改這個值\ndef sync():\n    # 不要在這裡 sleep\n    return client.pull(timeout=RETRY)\n```',
      },
    ],
    keep: ['預約系統每十五分鐘同步一次到 Google 日曆。'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-fresh-prawns-hk',
    category: 'captures',
    lang: 'zh',
    memories: [mem('dim-sum-menu.md', '2026-08-27', '週末點心紙有二十八款，蝦餃燒賣長期有。')],
    said: [{ day: '2026-11-24', text: '記住呀，星期日嘅蝦餃一定要用新鮮蝦，唔好用急凍嗰啲。' }],
    fixed: { contains: ['蝦餃一定要用新鮮蝦'] },
    maxCreated: 1,
  },
  {
    id: 'h19l-cp-known-trolley-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('pier-trolleys.md', '2026-09-05', '碼頭嘅行李手推車每晚十點前要鎖返入倉。')],
    said: [{ day: '2026-11-22', text: '幫我記住手推車夜晚十點之前要鎖入倉呀' }],
    keep: ['碼頭嘅行李手推車每晚十點前要鎖返入倉。'],
    maxCreated: 0,
  },
  {
    id: 'h19l-cp-museum-putty-mixed',
    category: 'captures',
    lang: 'zh',
    memories: [mem('lion-heads.md', '2026-07-12', '隊裡有四個佛山獅頭，兩個鶴山獅頭。')],
    said: [
      { day: '2026-11-21', text: '今晚排練辛苦晒' },
      { day: '2026-11-21', text: 'btw 幫我記低，獅頭嘅 mirror 要用 museum putty 黐，唔好用 hot glue，會整花個漆。' },
    ],
    fixed: { contains: ['museum putty'] },
    maxCreated: 1,
  },
];

interface IndexSpec {
  id: string;
  lang: 'en' | 'zh';
  memories: CaseMemory[];
  extra: number;
  notes: string[];
}

/** Lines MEMORY.md has as built: heading, blank, entries (case + 6 padding + extra), blank, notes. */
const indexLines = (s: IndexSpec): number => 2 + s.memories.length + 6 + s.extra + (s.notes.length ? 1 + s.notes.length : 0);

const overIndex = (s: IndexSpec, moved: string[], pinned: string[] = []): QualityCase => {
  if (indexLines(s) <= 200) throw new Error(`${s.id} is not over the limit`);
  return {
    id: `h19l-ix-${s.id}`,
    category: 'index',
    lang: s.lang,
    memories: s.memories,
    extraMemories: s.extra,
    indexNotes: s.notes,
    fixed: { indexMaxLines: 200, contains: moved },
    indexKeep: [...PINNED, ...pinned],
  };
};

const underIndex = (s: IndexSpec, keep: string[]): QualityCase => {
  if (indexLines(s) > 200) throw new Error(`${s.id} is over the limit`);
  return {
    id: `h19l-ix-${s.id}`,
    category: 'index',
    lang: s.lang,
    memories: s.memories,
    extraMemories: s.extra,
    indexNotes: s.notes,
    trap: true,
    keep,
    indexKeep: PINNED,
  };
};

const INDEX: QualityCase[] = [
  overIndex(
    {
      id: 'press-dated-notes',
      lang: 'en',
      memories: [mem('studio-owner.md', '2026-05-10', 'The user runs the letterpress studio and sets most of the type by hand.', { type: 'user' })],
      extra: 182,
      notes: [
        '## Press log',
        '2026-09-14: re-inked the Kelsey 5x8 with the rubber-based black.',
        '2026-09-21: new packing on the Vandercook, 0.004 in under the tympan.',
        '2026-10-02: the 12 pt Caslon case is short of lowercase e; ordered a font from Hill Press.',
        '2026-10-09: Albion platen re-levelled after the move.',
        '2026-10-16: wedding job for the Okoros printed on Crane Lettra 220.',
        '2026-10-23: broken quoin key replaced.',
        '2026-10-30: rollers sent away for re-covering.',
        '2026-11-06: rollers back, durometer 25.',
        '2026-11-13: Ines started the wood-type inventory.',
        '2026-11-17: open-studio posters, 300 copies on the Vandercook.',
        '2026-11-20: the composing stick with the bent knee is retired.',
      ],
    },
    ['short of lowercase e; ordered a font from Hill Press', 'rollers back, durometer 25'],
    ['[Studio owner](studio-owner.md)'],
  ),
  overIndex(
    {
      id: 'tariff-table',
      lang: 'en',
      memories: [mem('broker-role.md', '2026-04-30', 'The user is a licensed customs broker who handles the EU import side.', { type: 'user' })],
      extra: 180,
      notes: [
        '| Commodity | HS code | Duty |',
        '| --- | --- | --- |',
        '| Roasted coffee | 0901 21 | 7.5 % |',
        '| Olive oil, virgin | 1509 20 | 0 % |',
        '| Bicycle frames | 8714 91 | 4.7 % |',
        '| Wool yarn | 5107 10 | 3.8 % |',
        '| Ceramic tiles | 6907 21 | 5 % |',
        '| Cotton T-shirts | 6109 10 | 12 % |',
        '| Umbrellas | 6601 91 | 4.7 % |',
        '| Piano parts | 9209 91 | 3.2 % |',
        '| Maple syrup | 1702 20 | 8 % |',
        '| Hand tools | 8205 59 | 3.7 % |',
      ],
    },
    ['Bicycle frames', '9209 91'],
    ['[Broker role](broker-role.md)'],
  ),
  overIndex(
    {
      id: 'observatory-minutes',
      lang: 'en',
      memories: [mem('dome-motor.md', '2026-08-01', 'The dome motor is a 0.75 kW geared unit on the north rail.')],
      extra: 185,
      notes: [
        'Minutes of the volunteers meeting, 2026-11-04. Present: Farid, Lotte, Ahmed, June. The public nights move to Thursdays from 2026-11-05 because the school booking is now on Wednesdays. Lotte will retrain the two new guides on the 16-inch reflector, and Farid will write down the dome closing steps so that nobody has to phone him at midnight again.',
        'The 2027 budget request is for a new CCD camera (about 4,200 EUR) and a dehumidifier for the eyepiece cabinet; June will get a second quote. Ahmed reported that the rain sensor on the east mast gave two false alarms in October and will swap it for the spare.',
        'Action items: Farid, closing steps by 2026-11-18; June, quotes by 2026-11-30; Ahmed, swap the sensor; Lotte, guide training on 2026-11-12.',
        'Next meeting 2026-12-02 in the library annex.',
        '',
        'Parking for public nights: the gravel strip past the gate, never the grass.',
        'The spare key for the dome is with the caretaker, Mr. Brennan.',
        'Coffee machine in the warm room is decalcified on the first of each month.',
        'Telescope covers go back on before the dome closes.',
      ],
    },
    ['The 2027 budget request is for a new CCD camera', 'spare key for the dome is with the caretaker'],
  ),
  overIndex(
    {
      id: 'loc-html-todo',
      lang: 'en',
      memories: [mem('loc-lead.md', '2026-06-20', 'The user leads the localisation team and reviews every Japanese string.', { type: 'user' })],
      extra: 183,
      notes: [
        '<!--',
        'TODO before the 1.4 string freeze (2026-12-01):',
        '- chase the Korean vendor about the 212 untranslated tooltips',
        '- glossary: decide between "Guild" and "Order" for 騎士団',
        '- recheck the Brazilian Portuguese plural rules in the shop UI',
        '- voice pickups: book Studio Kestrel for 2026-12-08',
        '- font fallback for Thai in the credits',
        '- ask QA for the truncation report on 4:3 screens',
        '- ship the zh-Hant glossary to the Taipei reviewers',
        '-->',
      ],
    },
    ['212 untranslated tooltips', 'truncation report on 4:3 screens'],
    ['[Loc lead](loc-lead.md)'],
  ),
  overIndex(
    {
      id: 'dental-entries-over',
      lang: 'en',
      memories: [
        mem('lab-tech.md', '2026-05-18', 'The user is the senior ceramist and signs off every anterior case.', { type: 'user' }),
        mem('photo-feedback.md', '2026-06-02', 'Send shade photos with the grey card in frame; the user asked for this after two remakes.', { type: 'feedback' }),
      ],
      extra: 196,
      notes: [
        '2026-11-03: new Programat P710 installed in bay 2.',
        '2026-11-10: Harbour Street practice switched to digital impressions.',
        '2026-11-16: zirconia pucks reordered, lot 44817.',
        '2026-11-19: Kelvin off until 2026-12-01.',
      ],
    },
    ['Programat P710 installed in bay 2', 'zirconia pucks reordered, lot 44817'],
    ['[Lab tech](lab-tech.md)', '[Photo feedback](photo-feedback.md)'],
  ),
  overIndex(
    {
      id: 'rare-books-scratch',
      lang: 'en',
      memories: [mem('reading-room.md', '2026-07-07', 'The rare-books reading room opens 10:00 to 16:00, Tuesday to Friday.')],
      extra: 186,
      notes: [
        '## Scratch',
        '- MS 114 goes to the conservation studio on 2026-12-03 for the spine.',
        '- Dr. Halvorsen wants the 1623 folio kept out of the January exhibition.',
        '- The cradle with the cracked wedge is in the cupboard, do not use.',
        '- Snake weights: we have 14, two need new covers.',
        '- The visiting fellow from Leiden starts on 2026-12-07, desk 3.',
        '- Light meter reads 48 lux at the far table.',
        '- Humidity logger battery changed on 2026-11-12.',
      ],
    },
    ['1623 folio kept out of the January exhibition', 'Light meter reads 48 lux at the far table'],
  ),
  underIndex(
    {
      id: 'choir-notes-under-trap',
      lang: 'en',
      memories: [mem('choir-librarian.md', '2026-06-14', 'The user is the choir librarian and keeps the score cupboard.', { type: 'user' })],
      extra: 100,
      notes: ['2026-10-11: Fauré Requiem scores returned to the county library.', '2026-11-08: 40 copies of the Rutter carols bought.', 'Cupboard key: the blue tag on the vestry hook.'],
    },
    ['Fauré Requiem scores returned to the county library', 'Cupboard key: the blue tag on the vestry hook.'],
  ),
  underIndex(
    {
      id: 'ferry-exact-200-trap',
      lang: 'en',
      memories: [mem('ferry-crew.md', '2026-05-05', 'The user is the car ferry\'s second mate and writes the loading plans.', { type: 'user' })],
      extra: 185,
      notes: ['## Deck notes', '2026-10-19: ramp hydraulic hose replaced.', '2026-11-02: lane 4 marking repainted.', '2026-11-16: new chocks for the motorbikes.', 'Lashing chains are counted every Sunday.'],
    },
    ['ramp hydraulic hose replaced', 'Lashing chains are counted every Sunday.'],
  ),
  underIndex(
    {
      id: 'glass-table-trap',
      lang: 'en',
      memories: [mem('glass-colours.md', '2026-08-18', 'Colour frit is stored by COE, 96 on the left rack and 104 on the right.')],
      extra: 150,
      notes: ['| Furnace | Temp | Notes |', '| --- | --- | --- |', '| Main | 1,150 °C | charged on Sundays |', '| Glory hole | 1,100 °C | gas only |', '| Annealer | 482 °C | 14 h ramp |'],
    },
    ['| Glory hole | 1,100 °C | gas only |'],
  ),
  overIndex(
    {
      id: 'cold-chain-dated-zh',
      lang: 'zh',
      memories: [mem('warehouse-role.md', '2026-05-21', '用户是冷链仓库的质量负责人，负责疫苗的收货验收。', { type: 'user' })],
      extra: 183,
      notes: [
        '## 仓库记录',
        '2026-09-08：三号冷库压缩机换了新的，厂家是开利。',
        '2026-09-22：温度记录仪全部校准完毕。',
        '2026-10-06：B 门的门帘破了，已报修。',
        '2026-10-20：新到一批流感疫苗，共 3,200 支。',
        '2026-11-03：二号冷柜报警两次，原因是门没关严。',
        '2026-11-10：叉车电池更换。',
        '2026-11-17：年度 GSP 检查通过。',
        '2026-11-20：防寒服新买了十套。',
      ],
    },
    ['三号冷库压缩机换了新的', '年度 GSP 检查通过'],
    ['[Warehouse role](warehouse-role.md)'],
  ),
  overIndex(
    {
      id: 'restoration-minutes-zh',
      lang: 'zh',
      memories: [mem('paper-stock.md', '2026-07-22', '修复用纸以皮纸和竹纸为主，存放在二号柜。')],
      extra: 188,
      notes: [
        '2026-11-05 修复室例会纪要：到会有王老师、小林、阿娟。决定从 2026-11-09 起，所有入室修复的古籍都先做纸张纤维检测，结果写进修复档案；王老师负责联系高校实验室。小林反映去年买的竹纸偏黄，要跟供货商换一批。',
        '阿娟提出明年的预算里加一台冷光源拷贝台，大约一万二千元，王老师同意先报上去。另外，清代家谱那一批虫蛀严重，先冷冻杀虫两周再动手。',
        '下次例会：2026-12-03。',
        '',
        '修复台上的镊子用完要放回磁性架。',
        '浆糊当天调当天用，剩下的倒掉。',
      ],
    },
    ['清代家谱那一批虫蛀严重', '浆糊当天调当天用'],
  ),
  underIndex(
    {
      id: 'hotpot-notes-under-trap',
      lang: 'zh',
      memories: [mem('broth-base.md', '2026-08-15', '红锅底料每锅用二荆条辣椒 12 斤、汉源花椒 3 斤。')],
      extra: 120,
      notes: ['2026-10-12：新换了一台炒料机。', '2026-11-02：牛油供应商改为本地的一家。', '冻库钥匙在前台抽屉里。'],
    },
    ['2026-10-12：新换了一台炒料机。', '冻库钥匙在前台抽屉里。'],
  ),
  overIndex(
    {
      id: 'bakery-table-tw',
      lang: 'zh',
      memories: [mem('bakery-owner.md', '2026-05-30', '使用者是鳳梨酥店的第二代老闆，負責門市和宅配。', { type: 'user' })],
      extra: 181,
      notes: [
        '| 品項 | 保存期限 | 備註 |',
        '| --- | --- | --- |',
        '| 土鳳梨酥 | 21 天 | 不含蛋黃 |',
        '| 蛋黃酥 | 7 天 | 需冷藏 |',
        '| 綠豆椪 | 10 天 | 素食 |',
        '| 牛軋餅 | 30 天 | 含奶 |',
        '| 太陽餅 | 14 天 | 含奶 |',
        '| 鳳梨酥禮盒 | 21 天 | 12 入 |',
        '| 素食禮盒 | 14 天 | 全素 |',
        '| 芋頭酥 | 7 天 | 需冷藏 |',
        '| 核桃酥 | 20 天 | 含堅果 |',
        '| 咖啡鳳梨酥 | 21 天 | 新品 |',
      ],
    },
    ['綠豆椪', '核桃酥'],
    ['[Bakery owner](bakery-owner.md)'],
  ),
  overIndex(
    {
      id: 'climbing-entries-over-tw',
      lang: 'zh',
      memories: [
        mem('gym-manager.md', '2026-06-06', '使用者是岩館的店長，負責排班和器材。', { type: 'user' }),
        mem('reply-format.md', '2026-06-07', '回覆排班問題時先給表格，再補說明；使用者說這樣比較好轉給教練。', { type: 'feedback' }),
      ],
      extra: 195,
      notes: ['2026-11-04：抱石區換了新的軟墊。', '2026-11-11：第三條上攀繩退役。', '2026-11-18：兒童班改成每班六人。'],
    },
    ['抱石區換了新的軟墊', '第三條上攀繩退役'],
    ['[Gym manager](gym-manager.md)', '[Reply format](reply-format.md)'],
  ),
  underIndex(
    {
      id: 'hearing-exact-200-html-trap',
      lang: 'zh',
      memories: [mem('clinic-hours.md', '2026-07-01', '聽力中心週一到週六開，週日公休。')],
      extra: 184,
      notes: ['<!--', '待辦：', '- 補貨耳模清潔錠', '- 打電話給林先生約調機', '-->', '電池一律放在櫃檯左邊第二格。'],
    },
    ['打電話給林先生約調機', '電池一律放在櫃檯左邊第二格。'],
  ),
  overIndex(
    {
      id: 'lion-dance-dated-hk',
      lang: 'zh',
      memories: [mem('troupe-coach.md', '2026-05-12', '用戶係醒獅隊嘅教練，負責排練同出隊安排。', { type: 'user' })],
      extra: 184,
      notes: [
        '## 出隊記錄',
        '2026-09-26：中環商場開幕，出咗兩隻獅。',
        '2026-10-03：元朗婚宴，鼓手阿強病咗，由阿Ben頂。',
        '2026-10-17：新買咗一對鈸，四百蚊。',
        '2026-10-31：屯門學校表演，高樁冇用。',
        '2026-11-07：獅頭眼簾整返好。',
        '2026-11-14：觀塘酒樓開張，收咗利是分咗落公數。',
        '2026-11-21：大鼓換咗新皮。',
        '2026-11-22：新學員多咗三個。',
      ],
    },
    ['鼓手阿強病咗，由阿Ben頂', '大鼓換咗新皮'],
    ['[Troupe coach](troupe-coach.md)'],
  ),
  underIndex(
    {
      id: 'tailor-paragraph-under-trap',
      lang: 'zh',
      memories: [mem('cloth-suppliers.md', '2026-08-09', '英國布主要喺上環嘅布行入貨，意大利布就叫代理寄。')],
      extra: 90,
      notes: [
        '舖頭規矩：量身之後一個禮拜內要試第一次身，客人唔得閒可以改期但唔好超過三個禮拜，因為布料會被其他單搶咗用。師傅放假前要將手上嘅單交俾阿May跟。',
      ],
    },
    ['量身之後一個禮拜內要試第一次身'],
  ),
];

interface HookSpec {
  id: string;
  lang: 'en' | 'zh';
  file: string;
  modified: string;
  body: string;
  hook: string;
}

const longHook = (s: HookSpec, facts: string[], forbid: string[] = []): QualityCase => {
  const line = `- [${s.file.replace(/\.md$/, '').replace(/[-_]/g, ' ')}](${s.file}) — ${s.hook}`;
  if (line.length < 150) throw new Error(`${s.id}: hook line is only ${line.length} characters`);
  return {
    id: `h19l-hk-${s.id}`,
    category: 'hooks',
    lang: s.lang,
    memories: [mem(s.file, s.modified, s.body, { hook: s.hook })],
    fixed: { contains: facts, indexAbsent: [s.hook] },
    forbid,
  };
};

const shortHook = (s: HookSpec, max = 150): QualityCase => {
  const line = `- [${s.file.replace(/\.md$/, '').replace(/[-_]/g, ' ')}](${s.file}) — ${s.hook}`;
  if (line.length >= max) throw new Error(`${s.id}: hook line is ${line.length} characters`);
  return {
    id: `h19l-hk-${s.id}`,
    category: 'hooks',
    lang: s.lang,
    memories: [mem(s.file, s.modified, s.body, { hook: s.hook })],
    trap: true,
    keep: [s.body],
    indexKeep: [s.hook],
  };
};

const HOOKS: QualityCase[] = [
  longHook(
    {
      id: 'glory-hole',
      lang: 'en',
      file: 'hot-shop.md',
      modified: '2026-09-19',
      body: 'Hot shop settings for the glassblowing studio.',
      hook: 'Glory hole reheats at 1,100 °C (never above 1,200); annealer ramps down over 14 hours for pieces thicker than 2 cm; blowpipe rack is by the east door, you rock 🙌',
    },
    ['ramps down over 14 hours', 'blowpipe rack is by the east door'],
    ['you rock', '🙌'],
  ),
  longHook(
    {
      id: 'choir-warmups',
      lang: 'en',
      file: 'advent-rehearsals.md',
      modified: '2026-11-12',
      body: 'Advent concert rehearsals for the chamber choir.',
      hook: 'Sopranos / altos: warm-up at 18:45 in Room B / tenors + basses: 19:00 in the nave / scores at https://example.org/choir/advent-2026 / cheers!! 🎶🎶 see you all there',
    },
    ['18:45 in Room B', '19:00 in the nave', 'https://example.org/choir/advent-2026'],
    ['cheers!!', '🎶', 'see you all there'],
  ),
  longHook(
    {
      id: 'isf-filings',
      lang: 'en',
      file: 'us-filings.md',
      modified: '2026-10-26',
      body: 'US import filings we handle for the Rotterdam clients.',
      hook: 'ISF is due 24 h before vessel loading; the bond number is on the blue sheet; the Rotterdam agent is Van Dijk Forwarding (ask for Marijke); lol the printer on 3 still eats A4 anyway',
    },
    ['24 h before vessel loading', 'Van Dijk Forwarding'],
    ['lol', 'eats A4'],
  ),
  longHook(
    {
      id: 'zirconia-mill',
      lang: 'en',
      file: 'zirconia-workflow.md',
      modified: '2026-10-04',
      body: 'Zirconia crown workflow at the lab.',
      hook: 'Mill zirconia crowns on the DWX-52 (not the old 51), sinter at 1,530 °C for 2 h, glaze firing at 770 °C; e.max presses go to Kelvin\'s bench; remakes are logged in the red binder, ty ty',
    },
    ['DWX-52', '1,530 °C for 2 h', 'red binder'],
    ['ty ty'],
  ),
  longHook(
    {
      id: 'string-freeze',
      lang: 'en',
      file: 'patch-14-loc.md',
      modified: '2026-11-18',
      body: 'Localisation plan for the 1.4 patch.',
      hook: 'String freeze for 1.4: no new keys after the freeze, FIGS + JP + KO + zh-Hans all get the same build, voice pickups are booked with Studio Kestrel in Leeds... sorry for the wall of text 😅',
    },
    ['no new keys after the freeze', 'Studio Kestrel in Leeds'],
    ['wall of text', '😅'],
  ),
  shortHook({
    id: 'tympan-emoji-trap',
    lang: 'en',
    file: 'tympan.md',
    modified: '2026-09-03',
    body: 'The Vandercook tympan is oiled manila, replaced every 2,000 impressions.',
    hook: 'Tympan + packing sheets (Vandercook SP-15) 🖨️',
  }),
  shortHook({
    id: 'request-url-trap',
    lang: 'en',
    file: 'reader-requests.md',
    modified: '2026-08-23',
    body: 'Readers request items through the online form at least two days ahead.',
    hook: 'Rare-books request form: https://library.example.edu/rb/request',
  }),
  shortHook({
    id: 'under-150-trap',
    lang: 'en',
    file: 'hive-treatments.md',
    modified: '2026-08-29',
    body: 'Varroa treatments for the co-op hives.',
    hook: 'Oxalic acid in December (broodless); formic strips after the August harvest; sugar-roll counts monthly',
  }),
  longHook(
    {
      id: 'reading-room-handling',
      lang: 'en',
      file: 'handling-rules.md',
      modified: '2026-10-30',
      body: 'Handling rules for the rare-books reading room.',
      hook: 'Foam wedges + snake weights for anything pre-1800; no gloves for paper (gloves for photographs and metal bindings only); the curator on call is Dr. Halvorsen, ext. 4412 ... thx all',
    },
    ['foam wedges', 'gloves for photographs and metal bindings only', 'ext. 4412'],
    ['thx all'],
  ),
  longHook(
    {
      id: 'cold-room-3',
      lang: 'zh',
      file: 'cold-room-3.md',
      modified: '2026-11-06',
      body: '三号冷库的日常管理要求。',
      hook: '三号冷库：温度保持在零下十八度以下（报警阈值是零下十五度）；除霜安排在每周二凌晨两点；叉车充电区在 B 门左侧；进库必须穿防寒服并戴手套；温度记录每四小时抄一次，写在蓝色记录本上；有问题找值班主管老周，分机 8021；谢谢大家配合，辛苦了！！',
    },
    ['除霜安排在每周二凌晨两点', '叉车充电区在 B 门左侧', '分机 8021'],
    ['谢谢大家配合', '辛苦了', '两点.', '左侧.', '8021.'],
  ),
  longHook(
    {
      id: 'auction-preview',
      lang: 'zh',
      file: 'autumn-preview.md',
      modified: '2026-10-22',
      body: '秋季拍卖会预展的安排。',
      hook: '秋拍预展：瓷器、玉器、书画、古籍善本分四个展厅，书画厅的灯光不超过 50 lux；Lot 108 到 Lot 126 的宋元瓷器只能在玻璃柜里看，不能上手；condition report 统一由小沈出，英文版给海外买家；预展最后一天下午五点撤展，搬运公司是安达物流，大家加油哈哈哈',
    },
    ['书画厅的灯光不超过 50 lux', '不能上手', '安达物流'],
    ['大家加油', '哈哈哈', '物流.'],
  ),
  shortHook({
    id: 'enum-short-trap',
    lang: 'zh',
    file: 'storage-rooms.md',
    modified: '2026-09-14',
    body: '拍品按材质分库存放，库房恒温恒湿。',
    hook: '瓷器、玉器、书画分库存放（恒温恒湿）',
  }),
  longHook(
    {
      id: 'shipping-cutoff-tw',
      lang: 'zh',
      file: 'home-delivery.md',
      modified: '2026-11-01',
      body: '宅配出貨的流程。',
      hook: '宅配出貨：下午四點前封箱（黑貓 5:30 來收）；蛋黃酥一定要走冷藏，常溫箱不收；禮盒外箱貼「易碎」貼紙；超過十盒的團購單要先打電話跟客人確認地址；出貨單影本夾在藍色資料夾；週日和國定假日一律不出貨；辛苦大家了，今年中秋也拜託了🙏🙏',
    },
    ['下午四點前封箱', '蛋黃酥一定要走冷藏', '藍色資料夾'],
    ['辛苦大家了', '拜託了', '🙏', '封箱.', '資料夾.'],
  ),
  longHook(
    {
      id: 'route-setting-tw',
      lang: 'zh',
      file: 'route-setting.md',
      modified: '2026-10-25',
      body: '定線的規則。',
      hook: '定線 / route setting：每週四閉館後換線，一次換抱石區三分之一；V0–V2 用綠色膠帶、V3–V5 用藍色、V6 以上用黑色；新線要先給兩位教練試爬才能開放；岩點清洗用中性清潔劑，不要用漂白水；有新線照片請丟到 Line 群組，感恩感恩～',
    },
    ['每週四閉館後換線', '新線要先給兩位教練試爬才能開放', '不要用漂白水'],
    ['感恩感恩', '換線.', '開放.'],
  ),
  shortHook({
    id: 'filler-emoji-trap-tw',
    lang: 'zh',
    file: 'night-session.md',
    modified: '2026-10-08',
    body: '夜間場晚上九點收場，九點半關燈。',
    hook: '夜間場九點收場 🙏 感謝大家',
  }),
  longHook(
    {
      id: 'lion-dance-outing-hk',
      lang: 'zh',
      file: 'outing-checklist.md',
      modified: '2026-11-15',
      body: '醒獅隊出隊前嘅準備。',
      hook: '出隊前：獅頭同獅被要前一晚裝好袋（眼簾、耳仔逐樣檢查）；大鼓、鈸、鑼一定要有人點數先上車；生菜同利是封由阿May負責買；高樁要預早兩個鐘去場地搭；出隊服一律著黑色功夫褲、紅腰帶；返到館要抹乾淨獅頭先好收；唔該晒各位師傅，辛苦晒！！',
    },
    ['獅頭同獅被要前一晚裝好袋', '生菜同利是封由阿May負責買', '高樁要預早兩個鐘去場地搭'],
    ['唔該晒各位師傅', '辛苦晒', '裝好袋.', '場地搭.'],
  ),
  shortHook(
    {
      id: 'just-under-150-hk-trap',
      lang: 'zh',
      file: 'sunday-dim-sum.md',
      modified: '2026-09-21',
      body: '星期日早市嘅點心安排。',
      hook: '星期日早市：蝦餃、燒賣、叉燒包、腸粉同鳳爪都要雙倍份量；六點半開爐，七點正開門；蒸籠用完即刻浸水；豉汁排骨嘅豉汁要前一晚整好；外賣單由 Ah Ling 跟（WhatsApp 9123 4567）；茶位每位十二蚊',
    },
    150,
  ),
  shortHook({
    id: 'url-paren-hk-trap',
    lang: 'zh',
    file: 'pier-timetable.md',
    modified: '2026-08-16',
    body: '街渡時間表以運輸署網頁為準，假期會加班。',
    hook: '街渡時間表（假期加班）：https://example.hk/kaito/timetable',
  }),
];

export const HELDOUT_19_FILES_CASES: QualityCase[] = [...CLAUDE_MD, ...MERGE, ...CAPTURES, ...INDEX, ...HOOKS];
