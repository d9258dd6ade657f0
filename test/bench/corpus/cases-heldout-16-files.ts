import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 16, files part: CLAUDE.md, merges, captured requests, the index over its limits and
 * shortened index hooks. Written fresh from the issue's "CLAUDE.md" bullet and its "Better output"
 * section alone (the confidence bullet left out), by a writer who read no rule, no test and no
 * other set (only cases.ts, score.ts and the doc comment and helpers of set 15's files part, for
 * the format).
 *
 * What the part asks (one category per bullet):
 * - claude-md: compare by subject and polarity, not word overlap. A memory that permits what a
 *   CLAUDE.md rule forbids, or waives what it requires, is a conflict (`claude-md-conflict`): "it's
 *   fine to keep", "we may also simply keep ... not necessary" (German-English), a Slack "ok to put
 *   ... 👍", a ticket's "you may push straight to ... can be skipped", 可以直接, 也可以，不必,
 *   Cantonese 就得，唔使; the rule as a bullet, a bold label, a table row, a numbered list. A memory
 *   that repeats a rule and adds a reason or an example list is a repeat (`in-claude-md`), never a
 *   conflict, also where one says it positively and the other negatively. Traps: the same frame
 *   with another object (the timetable site beside the booking service, 熔炉观察孔 beside 退火炉炉门,
 *   the shack laptop beside the linear amplifier), another attribute of the same subject (hive
 *   label colours beside the hive ID format, 報關單備註欄 beside its HS 編碼), a prohibition on another
 *   action that shares the words (不要更新备份控台 beside 保持备份控台在线).
 * - merge: the duplicate ends as one file, the survivor chosen by index title and name, never
 *   `*_copy`, `Copy of *`, `* (1)`, `* (Priya's conflicted copy)`, `* - Copy`, `*_copy` with an
 *   underscore name, `*-副本`, `*_备份`, `* - 複製`, `*（副本）`, `* (2)`, whether the copy is older or
 *   newer; a near-identical sentence is kept once, the longer one with the reason (English,
 *   Simplified, Cantonese); a copy whose one line differs in a value keeps both values (or is
 *   flagged). Traps: "access copy" of a film, 收据副本 (a receipt's duplicate print) beside 收据打印,
 *   two domes, two ports, two shops: near-identical frames about other subjects.
 * - captures: only the user's own well-formed request becomes a memory: "please remember that",
 *   "Remember that", "don't forget that" (never titled "Avoid"), "Remember: never ..." (a real
 *   prohibition), 记住：, 请帮我记住, 請幫我記住, 别忘了 (never 避免); requests reported in daily logs
 *   ("Tomasz asked me to remember that", 老马让我记一下, Cantonese 阿輝叫我記住). A fact is typed
 *   project, user or reference, never feedback; titles and file names are not cut mid-word; bounded
 *   (24 well-formed requests in one session: at most 12 saved); one request inside a noisy
 *   code-switching transcript is saved alone. Traps: questions and "don't remember that", word
 *   salad of 记住 / 不要, 记住我 as a login checkbox, a request whose fact is already a memory
 *   (English, Traditional).
 * - index: over 200 lines or 25,000 characters, the non-entry content (dated notes, long
 *   paragraphs, a heading with a table, a fenced code block; English, Simplified, Traditional,
 *   Cantonese) goes to a linked topic file before any pointer is demoted (every pointer stays where
 *   that suffices); where entries alone overflow, the user and feedback pointers stay in MEMORY.md.
 *   Traps: exactly 200 lines with notes, 199 lines with Chinese notes, just under 25,000
 *   characters (English, Traditional), 130 Cantonese entries under 150 characters that are over
 *   25,000 bytes together.
 * - hooks: an entry of 150+ characters is shortened (its long hook gone from MEMORY.md); its fact
 *   clauses reach the topic file as sentences in the file's language (never opening lowercase,
 *   never a Chinese sentence closed by an ASCII full stop), its filler does not: openers ("hey all
 *   👋 quick one from dispatch", "So, as we discussed already in the team round", "Hi team, further
 *   to my previous email", "ok so like I was saying on the net", 先跟大家说一声哈, 【工作室公告】請各位同仁配合,
 *   喂大家留意下（又講多次）, FYI 一下), sign-offs ("cheers, Dev", "that's all from me!", "best regards
 *   Jürgen", "Kind regards, Dr. Okafor", "over and out", "ok ty 🙏", 就这样，谢谢大家啦～, 以上，感謝配合！——工作室
 *   阿芳, 講完，唔該晒各位🙏, 以上请大家记牢，辛苦了！, thx all ✌️) and labels ("NB =>"). Shapes: a Slack
 *   paste, numbered (1) (2) (3), German-English run-on, terse arrows with `;`, an email fragment,
 *   dictated text without punctuation, Chinese clauses split by ASCII ". ", a Taiwan office notice
 *   with a dash signature, Cantonese with （…）, ①②③④⑤, slashes with English inside Chinese. Traps:
 *   entries under 150 characters (semicolons with "thanks!", one of exactly 149 characters, CJK ones of
 *   120 to 155 bytes with 感恩～🙏, 多謝晒～, 辛苦大家啦～💡).
 *
 * Domains: a bicycle courier co-op, a violin maker, a seed bank, a ferry line, a dental lab, a bee
 * farm, a film archive, an observatory's IT, a school canteen, a tram depot, a bookbindery, a fish
 * market, a glassworks, a theatre lighting crew, a bakery chain's POS team, a customs broker, a
 * ham-radio club, a kite shop.
 * Writers: terse bullets, a bold label, a Markdown table, numbered lists, a ticket title and body,
 * a Slack paste with @names and emoji, an email fragment, German-English prose,
 * dictated text with no punctuation, arrows, code-switching, Simplified, Traditional (Taiwan) and
 * Cantonese (Hong Kong).
 *
 * Calendar: no date is asked for in this part and no case holds a relative date phrase (the
 * recurring "every morning", 每晚, 每三個月 and the like are rules, not events). Memories are written
 * on 2026-11-18 (a Wednesday) unless said otherwise; claude-md memories are from 2026-10-27 (the
 * newer day of the pairs; 2026-05-06 the older, for the older file of a merge); what users said
 * and the daily logs are from 2026-11-18; the filler memories of the index cases are the builder's
 * (2026-06-01). Dated index notes are absolute days of 2026-08 and 2026-09.
 *
 * Counts: 83 cases, 26 traps: claude-md 17 (6 traps; 9 en / 8 zh), merge 16 (5; 8 / 8), captures
 * 17 (5; 8 / 9), index 16 (5; 8 / 8), hooks 17 (5; 8 / 9); 41 English, 42 Chinese, 18 of them
 * Traditional (10 Taiwan usage, 8 Hong Kong Cantonese).
 *
 * Untouched run (the rules at c4b8e17, the round's base; the lead alone runs this set): recall 71.9 %, precision 75.8 %, 9 harmful, 0 silent; claude-md 45 %, merge 100 %, captures 83 %, index 100 %, hooks 33 %.
 */

const DAY = '2026-11-18';
const OLD = '2026-05-06';
const NEW = '2026-10-27';
const SAID = '2026-11-18';
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

/** The user and feedback pointers of the builder's padding memories, which must stay in MEMORY.md. */
const PAD_POINTERS = ['(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'];

// ---------------------------------------------------------------- index helpers

const PAD_NAMES = ['editor-setup', 'working-hours', 'latency-dashboards', 'glossary', 'answer-style', 'test-names'];
const titleOf = (name: string): string => name.replace(/[-_]/g, ' ').replace(/^\w/, (ch) => ch.toUpperCase());

/** The length of MEMORY.md as the case builder writes it (entries, then a blank line and the notes). */
const indexLength = (mems: CaseMemory[], extra: number, notes: string[]): number => {
  const lines = ['# Memory', ''];
  const entry = (file: string, hook: string): string => `- [${titleOf(file.replace(/\.md$/, ''))}](${/[\s()<>]/.test(file) ? `<${file}>` : file}) — ${hook}`;
  for (const m of mems) lines.push(entry(m.file, m.hook ?? m.description ?? m.file.replace(/\.md$/, '').replace(/[-_]/g, ' ')));
  for (const n of PAD_NAMES) lines.push(entry(`${n}.md`, n.replace(/[-_]/g, ' ')));
  for (let i = 1; i <= extra; i++) lines.push(entry(`project-fact-${String(i).padStart(3, '0')}.md`, `project fact ${String(i).padStart(3, '0')}`));
  if (notes.length) lines.push('', ...notes);
  return `${lines.join('\n')}\n`.length;
};

/** Notes plus one last note, `head` followed by as many items `item(i)` as fit so that MEMORY.md stays at most `target` characters (just under it). */
const fitNotes = (target: number, mems: CaseMemory[], extra: number, notes: string[], head: string, item: (i: number) => string, sep: string, end: string): string[] => {
  const base = indexLength(mems, extra, [...notes, `${head}${end}`]);
  let room = target - base;
  const parts: string[] = [];
  for (let i = 0; room > 0; i++) {
    const piece = `${i === 0 ? '' : sep}${item(i)}`;
    if (piece.length > room) break;
    parts.push(piece);
    room -= piece.length;
  }
  const last = `${head}${parts.join('')}${end}`;
  return [...notes, last];
};

// Courier co-op: dated notes kept in MEMORY.md itself.
const courierNotes = [
  '2026-08-03: the Hackney hub opens at 07:00 and the shutter remote hangs on the hook by the fuse box.',
  '2026-08-05: rider payouts are run by Femi from the co-op bank account on the 1st and the 15th.',
  '2026-08-10: the Urban Arrow with the blue box is reserved for the pharmacy round.',
  '2026-08-12: helmets that hit the ground are retired, no exceptions; the bin is under the stairs.',
  '2026-08-17: the Islington pickup point is the back door of Café Nube, ring twice.',
  '2026-08-19: spare 48 V batteries are charged in the fireproof cabinet only.',
  '2026-08-24: the co-op insurance is with Zego, policy PDF in the shared drive under Admin.',
  '2026-08-26: new riders shadow a senior rider for three shifts before solo rounds.',
  '2026-08-31: the radio channel for dispatch is 4, the backup channel is 9.',
  '2026-09-02: tyre levers and pumps are signed out on the whiteboard.',
  '2026-09-07: the cargo trailer hitch pin is kept in the red tin on the workbench.',
  '2026-09-09: Dalston Flowers pays on invoice at the end of the month, never cash.',
  '2026-09-14: the lost-parcel form goes to Aisha, copy to the customer.',
  '2026-09-16: the hub wifi password is on the card inside the first-aid box.',
  '2026-09-21: the co-op meeting minutes are kept in the Minutes folder, one file per meeting.',
];

// Seed bank: long protocol paragraphs kept in MEMORY.md itself.
const SPECIES = ['Allium ursinum', 'Primula veris', 'Pulsatilla vulgaris', 'Dianthus carthusianorum', 'Campanula rotundifolia', 'Silene nutans', 'Anthyllis vulneraria', 'Scabiosa columbaria', 'Centaurea scabiosa', 'Knautia arvensis', 'Salvia pratensis', 'Thymus pulegioides', 'Origanum vulgare', 'Galium verum', 'Filipendula vulgaris', 'Ranunculus bulbosus', 'Lotus corniculatus', 'Trifolium montanum', 'Hypericum perforatum', 'Leucanthemum vulgare', 'Succisa pratensis', 'Betonica officinalis', 'Helianthemum nummularium', 'Hippocrepis comosa', 'Euphrasia officinalis', 'Rhinanthus minor', 'Prunella vulgaris', 'Agrimonia eupatoria', 'Sanguisorba minor', 'Linum catharticum', 'Briza media', 'Carex flacca', 'Festuca ovina', 'Koeleria macrantha', 'Bromopsis erecta', 'Avenula pratensis', 'Cirsium acaule', 'Gentianella amarella', 'Orchis mascula', 'Ophrys apifera', 'Anacamptis pyramidalis', 'Gymnadenia conopsea', 'Platanthera chlorantha', 'Neottia ovata'];
const seedParagraph = (s: string, i: number): string =>
  `Protocol for ${s} (drawer ${i + 1} of the cold room): the seed is cleaned by hand over a 1 mm sieve and an aspirator, dried to 15 % relative humidity in the drying room at 15 °C for at least four weeks, counted in lots of 50 with the Contador, sealed in three-layer foil bags with the Audion sealer and stored at -20 °C; the germination test runs on 1 % agar at 20/10 °C with a 12-hour photoperiod, is scored twice a week for six weeks, and the lot is banked only if at least ${70 + (i % 6) * 3} % of the seeds germinate.`;
const seedNotes = SPECIES.map(seedParagraph);

// Observatory IT: a heading with a table kept in MEMORY.md.
const observatoryNotes = [
  '## Instrument owners',
  '',
  '| Instrument | Owner | Host |',
  '|---|---|---|',
  '| FLI camera | Ines | obs-cam-01 |',
  '| Echelle spectrograph | Rahul | obs-spec-02 |',
  '| All-sky camera | Mette | obs-sky-01 |',
  '| Weather station | Bruno | obs-wx-01 |',
  '| Dome controller | Rahul | obs-dome-01 |',
  '| Guider | Ines | obs-guide-01 |',
  '| Seeing monitor | Mette | obs-dimm-01 |',
  '| Archive NAS | Bruno | obs-nas-01 |',
  '',
  'The table is the one the night assistants print for the control room wall.',
];

// Dental lab: a fenced code block and a paragraph kept in MEMORY.md.
const dentalNotes = [
  '## Syncing cases from the scanners',
  '',
  '```bash',
  'lab-sync --pull cases --from scanner-3shape',
  'lab-sync --pull cases --from scanner-medit',
  'lab-sync --verify --since-last',
  'lab-sync --push milling-queue --to dwx52',
  '```',
  '',
  'Run the four commands in this order at the start of the shift; the verify step lists any STL that failed to transfer.',
  'The milling queue accepts zirconia and PMMA jobs only, e.max goes to the press furnace list by hand.',
  'If lab-sync hangs, restart the Lab Sync service on the front-desk PC, not the scanner PCs.',
  'Case folders are named by the clinic code and the patient initials, never the full name.',
  'The nightly backup copies the case folders to the NAS in the plaster room.',
  'The scanner licences are renewed by Margit, the login is in the office safe.',
  'Old cases older than ten years are archived to the cold storage bucket.',
];

// Bee farm: exactly 200 lines with notes.
const beeNotes = [
  '2026-08-04: the extraction room is booked by whoever gets to the chalkboard first.',
  '2026-08-06: Hollow Oak apiary gets the heather supers, not the clover ones.',
  '2026-08-11: the queen cages are in the fridge door, top shelf.',
  '2026-08-13: the honey bucket labels come from the Stickerlab order, box under the desk.',
  '2026-08-18: the uncapping fork is washed in cold water first, then hot.',
  '2026-08-20: the smokers are emptied into the metal bin behind the shed.',
  '2026-08-25: the wax melter runs on the garage socket only.',
  '2026-08-27: the jar supplier is Freshways, order in cases of 72.',
  '2026-09-01: the apiary gate at Long Meadow has a combination lock, code from Ruth.',
  '2026-09-03: honey for the farm shop is filtered through the 200 micron sieve.',
];

// Film archive: just under 25,000 characters of paragraphs.
const archiveMems: CaseMemory[] = [mem('nitrate-vault-access.md', 'Access to the nitrate vault is logged on the clipboard inside the airlock.')];
const ARCHIVE_PARA = (i: number): string =>
  `Shelf ${String.fromCharCode(65 + (i % 8))}${i + 1} of the cold store holds the ${['newsreel', 'amateur', 'documentary', 'feature', 'advertising', 'industrial'][i % 6]} collection in vented cans; each can carries an FA accession label, the inspection sheet sits in the can lid, shrinkage is measured with the gauge on the bench before any winding, vinegar-syndrome reels are moved to the isolation room with A-D strip readings noted on the sheet, and only the conservators sign a reel out for scanning.`;
const archiveBase = Array.from({ length: 38 }, (_, i) => ARCHIVE_PARA(i));
const archiveNotes = fitNotes(24990, archiveMems, 40, archiveBase, 'Reels inspected in the last round, by accession number: ', (i) => `FA-${String(1000 + i).padStart(5, '0')}`, ', ', '.');

// Ham-radio club: notes and entries that overflow by themselves.
const hamNotes = [
  '2026-08-09: the club net on 145.550 MHz is run by Dave G4XKT.',
  '2026-08-16: the contest logging PC uses N1MM, the profile is called CLUB-2026.',
  '2026-08-23: the field day generator is stored in Ken\'s garage.',
  '2026-08-30: the shack key is held by the secretary and the chair.',
  '2026-09-06: Morse practice is in the back room, the key and oscillator are in the cupboard.',
];

// School canteen: Simplified dated notes.
const canteenNotes = [
  '2026-08-14：三号灶的燃气阀是新装的，扳手在后勤办公室的抽屉里。',
  '2026-08-18：面粉从粮油公司进货，每次五十袋，放在干货库左边。',
  '2026-08-21：留样柜的钥匙由值班厨师长保管。',
  '2026-08-25：清真窗口的餐具单独消毒，消毒柜贴了绿色标签。',
  '2026-08-28：学生饭卡充值机坏了找信息中心的小周。',
  '2026-09-01：初一年级的午饭提前十分钟开餐。',
  '2026-09-04：冷库的温度记录表挂在冷库门外。',
  '2026-09-08：洗碗机的洗涤剂由蓝月亮的业务员补货。',
  '2026-09-11：食品安全员是刘老师，检查前先通知她。',
  '2026-09-15：剩饭剩菜由环卫公司的车收走，桶要盖好。',
  '2026-09-18：家长开放日的试吃餐按三十份准备。',
  '2026-09-22：食堂的消防通道不能堆放纸箱。',
  '2026-09-25：菜价表每月由采购员更新在公告栏。',
  '2026-09-28：糕点房的烤箱只允许面点师傅操作。',
  '2026-09-30：员工体检报告复印件放在人事档案柜。',
];

// Tram depot: long Chinese paragraphs.
const TRAM_LINES = ['1 号线', '2 号线', '3 号线', '4 号线', '5 号线', '6 号线', '7 号线', '8 号线', '9 号线', '10 号线', '11 号线', '12 号线', '机场线', '环线', '滨江线', '大学城线', '高新区线', '南站线', '北站线', '会展线', '老城线', '港口线', '新区线', '支线甲', '支线乙', '支线丙', '东站线', '西站线', '科学城线', '体育中心线'];
const tramParagraph = (l: string, i: number): string =>
  `${l}的低地板电车（车号 ${100 + i * 4} 至 ${103 + i * 4}）按里程做保养：每跑满五千公里进库做一次日常检查，内容包括受电弓碳滑板厚度、车门门控板的故障记录、空调滤网、轮缘润滑装置的油量和司机室的无线电；每跑满四万公里做一次架修，要把转向架拆下来送到二号厂房，由转向架班组检查轮对、一系弹簧和制动盘，同时电气班组要检查牵引变流器和蓄电池组；所有检查结果都要录入检修系统，录入人和复核人不能是同一个人，发现的问题按一级、二级、三级分类，一级问题当班就要处理完，二级问题要在下一次进库前处理，三级问题汇总到月度检修会上讨论，检修记录的纸质版放在${i % 2 === 0 ? '东' : '西'}侧资料室的第 ${i + 1} 号档案盒里，保存五年。`;
const tramWinter = (l: string, i: number): string =>
  `${l}的冬季和清洁作业：气温低于零度的夜里，${l}停在${i % 2 === 0 ? '东' : '西'}库的电车要把受电弓升起来保持接触网供电，让车厢加热器和轨道电热器开着，防止车门密封条和道岔结冰；第二天首班车出库前，司机要先试一遍车门、刮雨器和撒砂装置，撒砂箱的砂子由库房按周补充，每次补充要登记车号；车厢清洁由保洁公司负责，每晚回库后扫地、倒垃圾、擦扶手，每月一次用专用清洗剂深度清洁座椅和地板，车窗外侧由洗车机清洗，洗车机只在气温高于五度时使用；车内的广告贴纸由运营部统一更换，检修人员不要自己撕；发现车厢内有遗失物品要交到${i + 1} 号调度台，并在交班本上写清车号、时间和物品。`;
const tramSafety = (l: string, i: number): string =>
  `${l}的安全作业要求：在库内移动车辆之前，调车员要先确认检修坑上没有人、车底没有放工具，并且要鸣笛两次再动车；库内限速每小时五公里，进出库门的时候限速每小时三公里；带电作业只能由持证的电工做，必须两个人一起，一个人操作一个人监护；每次断电、送电都要在${i + 1} 号配电室的操作票上签字，操作票由车间主任每周检查；新来的员工要先参加三天的安全培训并通过考试才能进库，培训记录由安全员存档。`;
const tramNotes = TRAM_LINES.flatMap((l, i) => [tramParagraph(l, i), tramWinter(l, i), tramSafety(l, i)]);

// Bookbindery: Traditional heading with a table.
const bindNotes = [
  '## 材料供應商一覽',
  '',
  '| 材料 | 供應商 | 聯絡人 |',
  '|---|---|---|',
  '| 山羊皮 | 台中皮革行 | 吳先生 |',
  '| 小麥澱粉 | 和光化學 | 陳小姐 |',
  '| 和紙 | 埔里紙寮 | 黃老闆 |',
  '| 麻線 | 永樂布市 | 林太太 |',
  '| 金箔 | 金鋒箔業 | 張先生 |',
  '| 紙板 | 大華紙業 | 郭先生 |',
  '| 書布 | 三和布行 | 許小姐 |',
  '',
  '以上供應商的報價單都放在工作室的藍色資料夾裡。',
];

// Fish market: Cantonese dated notes.
const fishNotes = [
  '2026-08-02：冰機保養搵開源冷氣嘅陳師傅，電話喺收銀機旁邊。',
  '2026-08-05：大嶼山嗰間酒樓只要活蝦，死咗嘅唔收。',
  '2026-08-09：發泡膠箱喺後巷嗰個貨櫃度，鎖匙喺阿輝度。',
  '2026-08-12：魚缸嘅氧氣泵有兩部，後備嗰部喺閣樓。',
  '2026-08-16：月尾同酒樓對數，單據夾喺紅色文件夾。',
  '2026-08-19：秤要每個月畀街市辦事處檢一次。',
  '2026-08-23：朝早四點半開閘，閘掣喺門口右手邊。',
  '2026-08-26：斑類嘅價由阿輝定，其他人唔好自己改。',
  '2026-08-30：垃圾袋用黑色特大號，喺雜物櫃最底格。',
  '2026-09-02：冰鮮貨同活魚分開兩個枱擺。',
  '2026-09-06：街市颱風期間嘅安排睇門口張告示。',
  '2026-09-09：收數簿一個月一本，舊嘅放入夾萬。',
  '2026-09-13：送貨車嘅油咭喺司機阿強度。',
  '2026-09-16：魚鱗刨有三把，用完要放返掛牆度。',
  '2026-09-20：檔口牌照續期由阿輝老婆處理。',
];

// Bakery chain POS: 199 lines with Chinese notes.
const posNotes = [
  '2026-08-06：中山路分店的收银机编号是 ZS-POS-01 和 ZS-POS-02。',
  '2026-08-10：会员积分规则由总部市场部定，门店不能改。',
  '2026-08-13：小票打印机的热敏纸在仓库第三层。',
  '2026-08-17：扫码枪坏了先换备用的，再报 IT 工单。',
  '2026-08-20：门店 wifi 和 POS 网络是分开的两个网段。',
  '2026-08-24：新店开业前要在测试门店验证商品价目表。',
  '2026-08-27：POS 后台的管理员账号只有店长有。',
  '2026-08-31：退款超过两百元要店长授权。',
  '2026-09-03：外卖平台的订单也走 POS 结账。',
  '2026-09-07：蛋糕预订单要打印两联，一联给顾客。',
];

// Customs broker: just under 25,000 characters of Traditional paragraphs.
const customsMems: CaseMemory[] = [mem('報關窗口.md', '報關代理的聯絡窗口是林組長，分機 312。', DAY, 'reference')];
const PORTS = ['基隆港', '台北港', '台中港', '高雄港', '安平港', '花蓮港', '蘇澳港', '桃園機場'];
const customsParagraph = (i: number): string =>
  `${PORTS[i % PORTS.length]}第 ${i + 1} 類進口貨物的作業說明：收到客戶的商業發票、裝箱單和提單之後，先由承辦人核對品名、數量和單價是否一致，再查詢稅則確認 HS 編碼，必要時向客戶索取型錄或成分表；報單送出前要由另一位同事複核，複核無誤才能傳輸到關港貿單一窗口；如果被抽中查驗，要先跟倉儲聯絡安排拆櫃時間，並通知客戶準備補件；放行後的稅費單據要在三個工作天內寄給客戶，所有紙本文件歸檔在辦公室第 ${(i % 12) + 1} 號檔案櫃，電子檔存到 NAS 的報關資料夾，保存五年備查。`;
const customsBase = Array.from({ length: 72 }, (_, i) => customsParagraph(i));
const customsNotes = fitNotes(24985, customsMems, 30, customsBase, '本季已結案的報單號碼：', (i) => `AA${String(15000 + i * 7)}`, '、', '。');

// Kite shop: 130 Cantonese entries, each under 150 characters, over 25,000 bytes together.
const KITES = ['三角風箏', '菱形風箏', '章魚風箏', '蝴蝶風箏', '老鷹風箏', '運動特技風箏', '軟風箏', '盒子風箏', '龍頭蜈蚣風箏', '小魚風箏'];
const kiteMems: CaseMemory[] = Array.from({ length: 130 }, (_, i) => {
  const hook = `${KITES[i % KITES.length]}第 ${i + 1} 號款：貨喺後面倉第 ${(i % 9) + 1} 格，配嘅風箏線係 ${20 + (i % 5) * 10} 米，客人試飛要去海濱公園嗰邊，唔好喺鋪頭門口試，賣剩三件就要同供應商落單補貨，價錢睇價錢牌。`;
  return mem(`kite-item-${String(i + 1).padStart(3, '0')}.md`, `${KITES[i % KITES.length]}第 ${i + 1} 號款嘅存貨同擺位。`, DAY, 'project', { description: hook });
});

// ---------------------------------------------------------------- hooks helpers

/** A hook that makes its entry (`- [Dome weather station](dome-weather-station.md) — ` and the hook) exactly 149 characters. */
const OBS_HOOK = 'Vaisala WXT536 on the mast; its rain sensor closes the dome; reset it from the control room panel';

// ---------------------------------------------------------------- captures helpers

/** Word salad of 记住 / 不要 from a glassworks group chat, with no request in it. */
const SALAD_GLASS = ['记住记住 哈哈哈', '不要不要不要😂', '记住个鬼啦', '不要……嗯 记住？', '[表情] 记住', '不要 啦 啦', '记住了没 记住了没', '啊啊啊 不要', '记住 +1', '不要 不要 [捂脸]', '哈 记住 不要 哈', '记住！！！！'];
/** Twenty-four hives, each a well-formed request. */
const QUEEN = ['white', 'yellow', 'red', 'green', 'blue'];
const hiveRequests = Array.from({ length: 24 }, (_, i) => `please remember that hive ${101 + i} sits on stand ${i + 1} at Long Meadow and its queen is marked ${QUEEN[i % 5]}`);

export const HELDOUT_16_FILES_CASES: QualityCase[] = [
  // ================================================================ claude-md
  {
    id: 'h16f-cmd-en-courier-home-address',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Dispatch app\n\n## Rules\n- Never store riders\' home addresses in the job log.\n- Run `npm run lint` before pushing.\n',
    memories: [mem('rider-address-logging.md', "For night shifts it's fine to keep the rider's home address in the job log so the dispatcher can send a cab.", NEW, 'feedback')],
    flag: conflict('rider-address-logging'),
  },
  {
    id: 'h16f-cmd-en-violin-top-weighing-repeat',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Workshop inventory tool\n\n- Always weigh each spruce top before carving and record the weight in `tops.csv`.\n- Keep the humidity log in `humidity/`.\n',
    memories: [mem('top-weighing.md', 'Every spruce top gets weighed before any carving starts, and the weight goes into tops.csv; this includes the Engelmann and the Lutz tops, because their density varies the most.', NEW, 'feedback')],
    flag: repeat('top-weighing'),
    quiet: ['claude-md-conflict'],
    keep: ['because their density varies the most'],
  },
  {
    id: 'h16f-cmd-en-seedbank-lims-table',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Seed bank LIMS scripts\n\n| Area | Rule |\n|---|---|\n| Cold room | Do not open the -18 °C vault door for more than 60 seconds. |\n| Data | Germination results go into the LIMS, not into spreadsheets. |\n',
    memories: [mem('germination-sheets.md', 'Germination results we may also simply keep in the shared Excel sheet, the LIMS entry is not necessary for the small trials.', NEW, 'feedback')],
    flag: conflict('germination-sheets'),
  },
  {
    id: 'h16f-cmd-trap-en-ferry-timetable-site',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Ferry booking\n\n- Never deploy the booking service during the sailing window (06:00–22:00).\n- Fares are read from `fares.yaml`, never hard-coded.\n',
    memories: [mem('timetable-site-deploys.md', 'The static timetable website can be deployed at any time, including during sailing hours; it is plain HTML on the CDN and does not touch bookings.', NEW, 'reference')],
    keep: ['The static timetable website can be deployed at any time, including during sailing hours'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h16f-cmd-en-dental-patient-name-slack',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Lab case tracker\n\n**Patient data:** Do not paste patient names into commit messages or issues.\n\n**Shades:** Use the VITA classical codes.\n',
    memories: [mem('case-ticket-names.md', '@lena fyi ok to put the patient name in the issue title when the lab case is a remake 👍 makes it way easier to find in the tracker', NEW, 'feedback')],
    flag: conflict('case-ticket-names'),
  },
  {
    id: 'h16f-cmd-trap-en-beefarm-label-colour',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Hive scale firmware\n\n- Never change the hive ID format (`H-<apiary>-<nnn>`); the scale firmware parses it.\n',
    memories: [mem('hive-label-print.md', 'The printed hive labels can use any font and colour; yellow on black reads best from the track.', NEW, 'reference')],
    keep: ['The printed hive labels can use any font and colour'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h16f-cmd-en-filmarchive-nitrate-repeat-polarity',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Film archive scanning\n\n- Always handle nitrate reels in the vault annex.\n- Scans are written to the `masters/` share.\n',
    memories: [mem('nitrate-handling.md', 'Nitrate reels never go into the main scanning room — they are inspected and scanned only in the vault annex, since the annex has the fire suppression.', NEW, 'feedback')],
    flag: repeat('nitrate-handling'),
    quiet: ['claude-md-conflict'],
    keep: ['since the annex has the fire suppression'],
  },
  {
    id: 'h16f-cmd-en-observatory-hotfix-ticket',
    category: 'claude-md',
    lang: 'en',
    claudeMd: '# Telescope control\n\n1. Never push to `main` of telescope-control without a second reviewer.\n2. Keep the dome firmware pinned in `firmware.lock`.\n',
    memories: [mem('hotfix-flow.md', '## OBS-212 hotfix flow for telescope-control\n\nFor hotfixes during an observing night you may push straight to main of telescope-control; the second review can be skipped and done after the night is over.', NEW, 'feedback')],
    flag: conflict('hotfix-flow'),
  },
  {
    id: 'h16f-cmd-trap-en-hamradio-shack-laptop',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: '# Club station scripts\n\n- Never leave the linear amplifier powered on unattended.\n- Log every contest contact with the club callsign.\n',
    memories: [mem('shack-laptop.md', "It's fine to leave the shack laptop powered on unattended overnight — it runs the APRS digipeater.", NEW, 'reference')],
    keep: ["It's fine to leave the shack laptop powered on unattended overnight"],
    quiet: BOTH_CMD,
  },
  {
    id: 'h16f-cmd-zh-canteen-allergy-export',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 食堂点餐系统\n\n- 不要把学生的过敏信息导出到 Excel。\n- 菜单数据以后台为准。\n',
    memories: [mem('过敏名单导出.md', '为了方便打饭阿姨查，学生过敏信息可以直接导出成 Excel 打印出来贴在窗口。', NEW, 'feedback')],
    flag: conflict('过敏名单导出'),
  },
  {
    id: 'h16f-cmd-zh-tram-pit-power-repeat',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 车辆段检修系统\n\n- 进入检修坑之前必须先断开接触网电源并挂牌。\n',
    memories: [mem('检修坑断电.md', '下检修坑前一定要先断接触网电源、挂上禁止合闸牌，3 号坑和 5 号坑的车也一样，没有例外。', NEW, 'feedback')],
    flag: repeat('检修坑断电'),
    quiet: ['claude-md-conflict'],
    keep: ['3 号坑和 5 号坑的车也一样'],
  },
  {
    id: 'h16f-cmd-zht-bookbind-paste-tw',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 修復工作室\n\n- 修復古籍時一律使用小麥澱粉漿糊，禁止使用化學膠。\n- 每本書的修復紀錄都要拍照。\n',
    memories: [mem('古籍黏合.md', '趕件的時候，修復古籍用白膠也可以，不必堅持用澱粉漿糊。', NEW, 'feedback')],
    flag: conflict('古籍黏合'),
  },
  {
    id: 'h16f-cmd-zht-fishmarket-price-check-hk',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 魚檔報價系統\n\n- 拍賣價一定要經過第二個人核對先可以發佈。\n',
    memories: [mem('拍賣價發佈.md', '朝早趕住開檔，拍賣價自己睇過就得，唔使等第二個人核對，直接發佈上網。', NEW, 'feedback')],
    flag: conflict('拍賣價發佈'),
  },
  {
    id: 'h16f-cmd-trap-zh-glass-furnace-peephole',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 玻璃工坊排程\n\n- 退火炉运行时不要打开炉门。\n',
    memories: [mem('熔炉观察孔.md', '熔炉运行时可以打开观察孔看料液颜色，这个不影响温度曲线。', NEW, 'reference')],
    keep: ['熔炉运行时可以打开观察孔看料液颜色'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h16f-cmd-trap-zh-lighting-backup-console',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 灯光组工具\n\n- 演出中必须保持备份控台在线。\n',
    memories: [mem('备份控台升级.md', '演出中不要升级备份控台的软件，升级放到换景日做。', NEW, 'feedback')],
    keep: ['演出中不要升级备份控台的软件'],
    quiet: BOTH_CMD,
  },
  {
    id: 'h16f-cmd-zh-pos-receipt-staging-repeat',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: '# 门店 POS\n\n- POS 收据模板的改动必须先在测试门店的 staging 环境验证。\n',
    memories: [mem('收据模板验证.md', '收据 template 的任何改动都要先在测试门店 staging 环境验证过，再推到全部门店，比如加会员积分那一行、换 logo 的时候。', NEW, 'feedback')],
    flag: repeat('收据模板验证'),
    quiet: ['claude-md-conflict'],
    keep: ['比如加会员积分那一行、换 logo 的时候'],
  },
  {
    id: 'h16f-cmd-trap-zht-customs-remarks-field-tw',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: '# 報關系統\n\n- 報關單的 HS 編碼不得由系統自動帶入，必須人工確認。\n',
    memories: [mem('報關單備註欄.md', '報關單的備註欄可以由系統自動帶入上一票的內容，這樣比較省時間。', NEW, 'reference')],
    keep: ['報關單的備註欄可以由系統自動帶入上一票的內容'],
    quiet: BOTH_CMD,
  },

  // ================================================================ merge
  {
    id: 'h16f-merge-en-courier-tyres-copy-newer',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('cargo-bike-tyres.md', 'The Bullitt cargo bikes run 20-inch Schwalbe Big Apple tyres at 3.5 bar.\nSpare tubes are in the green crate by the door.', OLD, 'project', { description: 'Tyres and tubes for the Bullitt cargo bikes' }),
      mem('cargo-bike-tyres_copy.md', 'The Bullitt cargo bikes run 20-inch Schwalbe Big Apple tyres at 3.5 bar.\nSpare tubes are in the green crate by the door.\nPuncture kits are reordered from Velo Supply when fewer than five remain.', NEW),
    ],
    fixed: {
      gone: ['cargo-bike-tyres_copy.md'],
      files: ['cargo-bike-tyres.md'],
      contains: ['Schwalbe Big Apple tyres at 3.5 bar', 'green crate by the door', 'Puncture kits are reordered from Velo Supply'],
    },
  },
  {
    id: 'h16f-merge-en-violin-varnish-kept-once',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('varnish-recipe.md', 'The oil varnish is cooked for six hours at 180 °C.\nIt is applied in thin coats.', OLD, 'project', { description: 'How the oil varnish is cooked and applied' }),
      mem('Copy of varnish-recipe.md', 'The oil varnish is cooked for six hours at 180 °C.\nIt is applied in thin coats, because thick coats wrinkle as they dry in the UV cabinet.', NEW),
    ],
    fixed: {
      gone: ['Copy of varnish-recipe.md'],
      files: ['varnish-recipe.md'],
      contains: ['cooked for six hours at 180 °C', 'because thick coats wrinkle as they dry in the UV cabinet'],
      absentLines: ['It is applied in thin coats.'],
    },
  },
  {
    id: 'h16f-merge-en-seedbank-accession-copy-older',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('accession-numbering.md', 'Accession numbers are SB- followed by the year and a five-digit serial, e.g. SB-2024-00412.\nThe serial never restarts.\nWild-collected seeds get a W suffix.', NEW, 'project', { description: 'How seed accessions are numbered' }),
      mem('accession-numbering (1).md', 'Accession numbers are SB- followed by the year and a five-digit serial, e.g. SB-2024-00412.\nThe serial never restarts.', OLD),
    ],
    fixed: {
      gone: ['accession-numbering (1).md'],
      files: ['accession-numbering.md'],
      contains: ['five-digit serial', 'The serial never restarts', 'Wild-collected seeds get a W suffix'],
    },
  },
  {
    id: 'h16f-merge-en-ferry-conflicted-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('vehicle-deck-limits.md', 'The MV Corran takes vehicles up to 4.2 m high on the centre lane.\nCamper vans over 7 m must book the centre lane.', OLD, 'project', { description: 'Height and length limits on the MV Corran vehicle deck' }),
      mem("vehicle-deck-limits (Priya's conflicted copy).md", 'The MV Corran takes vehicles up to 4.2 m high on the centre lane.\nCamper vans over 7 m must book the centre lane.\nMotorbikes are strapped to the rail at the bow ramp.', NEW),
    ],
    fixed: {
      gone: ["vehicle-deck-limits (Priya's conflicted copy).md"],
      files: ['vehicle-deck-limits.md'],
      contains: ['up to 4.2 m high on the centre lane', 'Camper vans over 7 m', 'Motorbikes are strapped to the rail at the bow ramp'],
    },
  },
  {
    id: 'h16f-merge-en-dental-sintering-value-differs',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('zirconia-sintering.md', 'Zirconia crowns are sintered at 1450 °C in the Dekema furnace.\nThe cycle takes 9 hours including cooling.', OLD, 'project', { description: 'Sintering zirconia crowns in the Dekema furnace' }),
      mem('zirconia_sintering_copy.md', 'Zirconia crowns are sintered at 1530 °C in the Dekema furnace.\nThe cycle takes 9 hours including cooling.', NEW),
    ],
    fixed: {
      gone: ['zirconia_sintering_copy.md'],
      files: ['zirconia-sintering.md'],
      contains: ['1450 °C', '1530 °C', 'The cycle takes 9 hours including cooling'],
    },
    flag: { kinds: ['contradiction', 'possible-duplicate'], mentions: ['zirconia-sintering', 'zirconia_sintering_copy'] },
  },
  {
    id: 'h16f-merge-en-beefarm-varroa-dash-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('varroa-treatment.md', 'Hollow Oak hives get oxalic acid by trickling in the broodless period.\nThe dose is 5 ml per seam of bees.', OLD, 'project', { description: 'Varroa treatment schedule for the Hollow Oak apiary' }),
      mem('varroa-treatment - Copy.md', 'Hollow Oak hives get oxalic acid by trickling in the broodless period.\nThe dose is 5 ml per seam of bees.\nMite drop is counted on the sticky boards one week after treatment.', NEW),
    ],
    fixed: {
      gone: ['varroa-treatment - Copy.md'],
      files: ['varroa-treatment.md'],
      contains: ['oxalic acid by trickling', '5 ml per seam of bees', 'Mite drop is counted on the sticky boards'],
    },
  },
  {
    id: 'h16f-merge-trap-en-filmarchive-access-copy',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('access-copy-policy.md', 'Access copies are ProRes 422 HQ files on LTO-9 shelf B.\nResearchers get access copies only, never the master.', DAY, 'project', { description: 'What an access copy is and who gets one' }),
      mem('preservation-master-policy.md', 'Preservation masters are 16-bit DPX files on LTO-9 shelf A.\nMasters leave the vault only for rescans.', DAY, 'project', { description: 'What a preservation master is and where it lives' }),
    ],
    keep: ['Access copies are ProRes 422 HQ files on LTO-9 shelf B.', 'Preservation masters are 16-bit DPX files on LTO-9 shelf A.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h16f-merge-trap-en-observatory-two-domes',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('dome-east-shutter.md', "The east dome's shutter motor is a Nord SK 1SI; reset it by holding the red button for ten seconds.", DAY),
      mem('dome-west-shutter.md', "The west dome's shutter motor is a SEW Movimot; reset it from the panel in the control room.", DAY),
    ],
    keep: ["The east dome's shutter motor is a Nord SK 1SI", "The west dome's shutter motor is a SEW Movimot"],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h16f-merge-zh-canteen-menu-fuben',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('菜单轮换.md', '午餐菜单按四周轮换。\n清真窗口单独备菜，不与其他窗口共用锅具。', OLD, 'project', { description: '午餐菜单的轮换和清真窗口' }),
      mem('菜单轮换-副本.md', '午餐菜单按四周轮换。\n清真窗口单独备菜，不与其他窗口共用锅具。\n汤品每天换一种，周期和菜单一致。', NEW),
    ],
    fixed: {
      gone: ['菜单轮换-副本.md'],
      files: ['菜单轮换.md'],
      contains: ['午餐菜单按四周轮换', '不与其他窗口共用锅具', '汤品每天换一种'],
    },
  },
  {
    id: 'h16f-merge-zh-tram-pantograph-beifen-kept-once',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('受电弓检查.md', '受电弓碳滑板磨耗到 5 毫米就要更换。\n检查记录写在 TD-7 表格里。', OLD, 'project', { description: '受电弓碳滑板的检查和更换' }),
      mem('受电弓检查_备份.md', '受电弓碳滑板磨耗到 5 毫米就要更换，因为再薄就会刮伤接触线。\n检查记录写在 TD-7 表格里。', NEW),
    ],
    fixed: {
      gone: ['受电弓检查_备份.md'],
      files: ['受电弓检查.md'],
      contains: ['因为再薄就会刮伤接触线', '检查记录写在 TD-7 表格里'],
      absentLines: ['受电弓碳滑板磨耗到 5 毫米就要更换。'],
    },
  },
  {
    id: 'h16f-merge-zht-bookbind-foil-fuzhi-tw',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('燙金溫度.md', '燙金機的溫度設在 110 度，皮面要降到 95 度。\n金箔放在乾燥櫃第二層。\n布面書封不用預熱。', NEW, 'project', { description: '燙金機的溫度設定' }),
      mem('燙金溫度 - 複製.md', '燙金機的溫度設在 110 度，皮面要降到 95 度。\n金箔放在乾燥櫃第二層。', OLD),
    ],
    fixed: {
      gone: ['燙金溫度 - 複製.md'],
      files: ['燙金溫度.md'],
      contains: ['皮面要降到 95 度', '金箔放在乾燥櫃第二層', '布面書封不用預熱'],
    },
  },
  {
    id: 'h16f-merge-zht-fishmarket-ice-kept-once-hk',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('冰鮮貨處理.md', '冰鮮魚入倉之前要鋪冰。\n倉門密碼問阿強攞。', OLD, 'project', { description: '冰鮮貨入倉嘅處理' }),
      mem('冰鮮貨處理（副本）.md', '冰鮮魚入倉之前要鋪冰，唔係魚肚好快會爛。\n倉門密碼問阿強攞。', NEW),
    ],
    fixed: {
      gone: ['冰鮮貨處理（副本）.md'],
      files: ['冰鮮貨處理.md'],
      contains: ['唔係魚肚好快會爛', '倉門密碼問阿強攞'],
      absentLines: ['冰鮮魚入倉之前要鋪冰。'],
    },
  },
  {
    id: 'h16f-merge-zh-glass-blowpipe-2',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('吹管清洗.md', '吹管每天收工前用铜刷清理管口。\n旧吹管放在西墙的架子上。', OLD, 'project', { description: '吹管的清洗和存放' }),
      mem('吹管清洗 (2).md', '吹管每天收工前用铜刷清理管口。\n旧吹管放在西墙的架子上。\n新来的学徒先用 1.2 米的短吹管。', NEW),
    ],
    fixed: {
      gone: ['吹管清洗 (2).md'],
      files: ['吹管清洗.md'],
      contains: ['用铜刷清理管口', '旧吹管放在西墙的架子上', '1.2 米的短吹管'],
    },
  },
  {
    id: 'h16f-merge-trap-zh-pos-receipt-duplicate-print',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('收据副本打印.md', '顾客要求时才打印收据副本，副本上会自动印“重印”两个字。', DAY, 'project', { description: '收据副本（重印）怎么打' }),
      mem('收据打印.md', '每笔交易默认打印一张收据，热敏纸用 80 毫米的。', DAY, 'project', { description: '收据打印的默认设置' }),
    ],
    keep: ['顾客要求时才打印收据副本', '每笔交易默认打印一张收据'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h16f-merge-trap-zht-customs-two-ports-tw',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('基隆港報關截止.md', '基隆港的海運報關截止時間是開船前 24 小時。', DAY),
      mem('高雄港報關截止.md', '高雄港的海運報關截止時間是開船前 36 小時。', DAY),
    ],
    keep: ['基隆港的海運報關截止時間是開船前 24 小時', '高雄港的海運報關截止時間是開船前 36 小時'],
    quiet: ['possible-duplicate', 'contradiction'],
  },
  {
    id: 'h16f-merge-trap-zht-kite-two-shops-hk',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('旺角店開鋪.md', '旺角店朝早十一點開鋪，鎖匙喺阿明度。', DAY),
      mem('沙田店開鋪.md', '沙田店朝早十點開鋪，鎖匙喺阿芬度。', DAY),
    ],
    keep: ['旺角店朝早十一點開鋪', '沙田店朝早十點開鋪'],
    quiet: ['possible-duplicate', 'contradiction'],
  },

  // ================================================================ captures
  {
    id: 'h16f-cap-en-courier-please-remember',
    category: 'captures',
    lang: 'en',
    memories: [mem('rounds-overview.md', 'The co-op runs four bakery and pharmacy rounds from the Hackney hub.', OLD)],
    said: said('please remember that the Mill Lane Bakery run always needs the trailer, not the Bullitt, because of the flour sacks'),
    fixed: { contains: ['Mill Lane Bakery', 'trailer'] },
    forbid: [...AS_FEEDBACK, ...cutInside('Bakery', 'trailer', 'Bullitt')],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-en-violin-reported-in-log',
    category: 'captures',
    lang: 'en',
    memories: [mem('bench-layout.md', 'The carving bench is by the north window.', OLD)],
    logs: { [LOG]: ['Fitted the new soundpost on the 1921 Voller copy.', 'Tomasz asked me to remember that the Hill bridge blanks for the cellos are stored in drawer 14 of the tall cabinet.'] },
    fixed: { contains: ['bridge blanks', 'drawer 14'] },
    forbid: [...AS_FEEDBACK, ...cutInside('bridge', 'blanks', 'cellos', 'cabinet')],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-en-seedbank-dont-forget',
    category: 'captures',
    lang: 'en',
    memories: [mem('freezer-inventory.md', 'The -80 freezer holds the tissue samples, racks 1 to 6.', OLD, 'reference')],
    said: said("don't forget that the -80 freezer alarm calls Ingrid first and then the facilities desk"),
    fixed: { contains: ['calls Ingrid first'] },
    forbid: ['Avoid', ...AS_FEEDBACK, ...cutInside('freezer', 'facilities', 'Ingrid')],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-en-ferry-remember-prohibition',
    category: 'captures',
    lang: 'en',
    memories: [mem('boarding-order.md', 'Vehicles board first, foot passengers second, on every sailing of the MV Corran.', OLD)],
    said: said('Remember: never let foot passengers walk onto the ramp before the vehicle deck is chained off.'),
    fixed: { contains: ['foot passengers', 'vehicle deck is chained'] },
    forbid: cutInside('passengers', 'chained', 'vehicle'),
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-trap-en-dental-questions-and-noise',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('shade-guide.md', 'Shades are taken with the VITA classical guide under the daylight lamp.', OLD, 'reference')],
    said: said('can you remember what shade the Okafor bridge was?', "don't remember that, the A3 was a one-off for the try-in", 'remember remember lol', "don't don't 😅", 'ok whatever, next case'),
    maxCreated: 0,
  },
  {
    id: 'h16f-cap-en-beefarm-bounded',
    category: 'captures',
    lang: 'en',
    memories: [mem('apiary-sites.md', 'The farm keeps hives at Long Meadow and Hollow Oak.', OLD)],
    said: said(...hiveRequests),
    fixed: { contains: ['hive 101'] },
    forbid: AS_FEEDBACK,
    maxCreated: 12,
  },
  {
    id: 'h16f-cap-trap-en-hamradio-already-remembered',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('repeater-offset.md', "The club's 2 m repeater GB3HC uses a -600 kHz offset and a 77.0 Hz CTCSS tone.", OLD, 'reference')],
    said: said('please remember that GB3HC is -600 kHz offset with CTCSS 77.0 Hz'),
    keep: ["The club's 2 m repeater GB3HC uses a -600 kHz offset and a 77.0 Hz CTCSS tone."],
    maxCreated: 0,
  },
  {
    id: 'h16f-cap-en-kite-long-title',
    category: 'captures',
    lang: 'en',
    memories: [mem('lending-desk.md', 'The lending desk is next to the till.', OLD)],
    said: said('Remember that the Prism Quantum demonstration kites are lent out only against a deposit of forty pounds and a signed lending card'),
    fixed: { contains: ['deposit of forty pounds', 'signed lending card'] },
    forbid: [...AS_FEEDBACK, ...cutInside('Quantum', 'demonstration', 'deposit', 'lending', 'signed')],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-zh-canteen-jizhu',
    category: 'captures',
    lang: 'zh',
    memories: [mem('送餐路线.md', '送餐车从食堂后门出发，先送一年级。', OLD)],
    said: said('记住：三年级二班的午饭要在 11:40 之前送到，他们下午第一节是游泳课。'),
    fixed: { contains: ['三年级二班', '11:40'] },
    forbid: ['避免', 'Avoid', ...AS_FEEDBACK],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-zh-tram-reported-in-log',
    category: 'captures',
    lang: 'zh',
    memories: [mem('备件柜.md', '车辆段有三个备件柜，按编号放。', OLD, 'reference')],
    logs: { [LOG]: ['7 号车的空调滤网换完了。', '老马让我记一下：7 号车的门控板用的是 B 版，备件在二号柜。'] },
    fixed: { contains: ['门控板', '二号柜'] },
    forbid: [...AS_FEEDBACK],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-zht-bookbind-please-tw',
    category: 'captures',
    lang: 'zh',
    memories: [mem('客戶訂單.md', '客戶訂單都記在櫃檯的登記簿裡。', OLD, 'reference')],
    said: said('請幫我記住：陳小姐的家譜要用藏青色布面，書脊燙銀字。'),
    fixed: { contains: ['藏青色布面', '燙銀字'] },
    forbid: ['避免', ...AS_FEEDBACK],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-zht-fishmarket-reported-hk',
    category: 'captures',
    lang: 'zh',
    memories: [mem('酒樓客.md', '大嶼山嗰間酒樓逢朝早六點前要送到。', OLD)],
    logs: { [LOG]: ['石斑入咗二十斤，放咗落二號魚缸。', '阿輝叫我記住：大嶼山嗰間酒樓嘅蝦要用發泡膠箱裝。'] },
    fixed: { contains: ['發泡膠箱'] },
    forbid: [...AS_FEEDBACK],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-trap-zh-glass-word-salad',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('窑炉排班.md', '熔炉夜班由两位师傅轮流看守。', OLD)],
    said: said(...SALAD_GLASS),
    maxCreated: 0,
  },
  {
    id: 'h16f-cap-zh-pos-noisy-mixed',
    category: 'captures',
    lang: 'zh',
    memories: [mem('门店设备.md', '每家门店有两台收银机和一台小票打印机。', OLD, 'reference')],
    said: said('remember remember 哈', '不要 lah', '记住 ok ok', '请帮我记住：中山路分店的 POS 机编号是 ZS-POS-03，坏了找 vendor 阿 Ken。', '不要 不要 lol', 'rememberrr 记住', "ok don't 😂"),
    fixed: { contains: ['ZS-POS-03'] },
    forbid: [...AS_FEEDBACK],
    maxCreated: 1,
  },
  {
    id: 'h16f-cap-trap-zht-customs-already-remembered-tw',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('報關窗口聯絡.md', '報關代理的聯絡窗口是林組長，分機 312。', OLD, 'reference')],
    said: said('請幫我記住：報關代理的窗口是林組長，分機是 312。'),
    keep: ['報關代理的聯絡窗口是林組長，分機 312。'],
    maxCreated: 0,
  },
  {
    id: 'h16f-cap-trap-zh-lighting-remember-me-checkbox',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('灯控电脑.md', '灯控电脑是后台那台公用的 Windows 电脑。', OLD, 'reference')],
    said: said('灯控软件登录页那个“记住我”勾上了没？', '别勾“记住我”，那是公用电脑', '不要记住这个密码，临时改的', '记住我 这个选项在哪'),
    maxCreated: 0,
  },
  {
    id: 'h16f-cap-zh-kite-bie-wang-le',
    category: 'captures',
    lang: 'zh',
    memories: [mem('风筝线进货.md', '风筝线有 20 米、30 米、50 米三种规格。', OLD, 'reference')],
    said: said('别忘了：风筝线的库存低于二十卷就要找义乌的供应商补货。'),
    fixed: { contains: ['低于二十卷', '义乌'] },
    forbid: ['避免', 'Avoid'],
    maxCreated: 1,
  },

  // ================================================================ index
  {
    id: 'h16f-idx-en-courier-dated-notes',
    category: 'index',
    lang: 'en',
    memories: [mem('hub-opening.md', 'The Hackney hub is the co-op\'s only depot.')],
    extraMemories: 178,
    indexNotes: courierNotes,
    fixed: {
      contains: ['shutter remote hangs on the hook by the fuse box', 'the lost-parcel form goes to Aisha'],
      indexAbsent: ['shutter remote hangs on the hook by the fuse box', 'the lost-parcel form goes to Aisha'],
      indexContains: ['(hub-opening.md)', '(project-fact-001.md)', '(project-fact-178.md)'],
      ...LIMITS,
    },
    keep: ['the shutter remote hangs on the hook by the fuse box', 'the lost-parcel form goes to Aisha'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-en-seedbank-long-paragraphs',
    category: 'index',
    lang: 'en',
    memories: [mem('cold-room-access.md', 'The cold room badge list is kept by the curator.')],
    extraMemories: 60,
    indexNotes: seedNotes,
    fixed: {
      contains: ['Protocol for Allium ursinum', 'Protocol for Neottia ovata'],
      indexAbsent: ['Protocol for Allium ursinum', 'Protocol for Neottia ovata'],
      indexContains: ['(cold-room-access.md)', '(project-fact-060.md)'],
      ...LIMITS,
    },
    keep: ['Protocol for Primula veris (drawer 2 of the cold room)'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-en-ferry-entries-only',
    category: 'index',
    lang: 'en',
    memories: [
      mem('captain-preferences.md', 'Captain Morag wants the passenger count on the bridge radio before the ramp goes up.', DAY, 'user'),
      mem('report-format.md', 'Sailing reports are one paragraph, the delays first.', DAY, 'feedback'),
    ],
    extraMemories: 205,
    fixed: { ...LIMITS },
    indexKeep: [...PAD_POINTERS, '(captain-preferences.md)', '(report-format.md)'],
  },
  {
    id: 'h16f-idx-en-observatory-heading-table',
    category: 'index',
    lang: 'en',
    memories: [mem('night-assistant-rota.md', 'The night assistants swap shifts through the ops channel.')],
    extraMemories: 180,
    indexNotes: observatoryNotes,
    fixed: {
      contains: ['| FLI camera | Ines | obs-cam-01 |', '| Archive NAS | Bruno | obs-nas-01 |'],
      indexAbsent: ['| FLI camera | Ines | obs-cam-01 |', '## Instrument owners'],
      indexContains: ['(night-assistant-rota.md)', '(project-fact-180.md)'],
      ...LIMITS,
    },
    keep: ['| Echelle spectrograph | Rahul | obs-spec-02 |'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-en-dental-code-block',
    category: 'index',
    lang: 'en',
    memories: [mem('milling-machines.md', 'The lab mills on a Roland DWX-52 and a DWX-42W.')],
    extraMemories: 176,
    indexNotes: dentalNotes,
    fixed: {
      contains: ['lab-sync --verify --since-last', 'restart the Lab Sync service on the front-desk PC'],
      indexAbsent: ['lab-sync --verify --since-last', 'restart the Lab Sync service on the front-desk PC'],
      indexContains: ['(milling-machines.md)', '(project-fact-176.md)'],
      ...LIMITS,
    },
    keep: ['lab-sync --pull cases --from scanner-medit', 'never the full name'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-trap-en-beefarm-exactly-200-lines',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('extraction-room.md', 'The extraction room is the old dairy behind the farmhouse.')],
    // 2 heading lines + 187 entries (1 + 6 padding + 180) + 1 blank + 10 notes = 200 lines.
    extraMemories: 180,
    indexNotes: beeNotes,
    keep: beeNotes,
    indexKeep: ['2026-08-11: the queen cages are in the fridge door, top shelf.', '(project-fact-180.md)'],
  },
  {
    id: 'h16f-idx-trap-en-filmarchive-under-chars',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: archiveMems,
    extraMemories: 40,
    indexNotes: archiveNotes,
    keep: [ARCHIVE_PARA(0), ARCHIVE_PARA(37)],
    indexKeep: [ARCHIVE_PARA(5), '(nitrate-vault-access.md)', '(project-fact-040.md)'],
  },
  {
    id: 'h16f-idx-en-hamradio-notes-then-entries',
    category: 'index',
    lang: 'en',
    memories: [
      mem('operator-habits.md', 'The club secretary, Ken, prefers contest summaries as a table.', DAY, 'user'),
      mem('log-review-style.md', 'When reviewing logs, point out dupes first and then rate errors.', DAY, 'feedback'),
    ],
    extraMemories: 200,
    indexNotes: hamNotes,
    fixed: {
      contains: ['the club net on 145.550 MHz is run by Dave G4XKT', 'the shack key is held by the secretary and the chair'],
      indexAbsent: ['the club net on 145.550 MHz is run by Dave G4XKT'],
      ...LIMITS,
    },
    keep: ['the contest logging PC uses N1MM'],
    indexKeep: [...PAD_POINTERS, '(operator-habits.md)', '(log-review-style.md)'],
  },
  {
    id: 'h16f-idx-zh-canteen-dated-notes',
    category: 'index',
    lang: 'zh',
    memories: [mem('食堂值班.md', '食堂值班表由后勤主任排。')],
    extraMemories: 178,
    indexNotes: canteenNotes,
    fixed: {
      contains: ['留样柜的钥匙由值班厨师长保管', '食品安全员是刘老师'],
      indexAbsent: ['留样柜的钥匙由值班厨师长保管', '食品安全员是刘老师'],
      indexContains: ['(食堂值班.md)', '(project-fact-178.md)'],
      ...LIMITS,
    },
    keep: ['清真窗口的餐具单独消毒'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-zh-tram-long-paragraphs',
    category: 'index',
    lang: 'zh',
    memories: [mem('车辆段门禁.md', '车辆段门禁卡由安保室办理。')],
    extraMemories: 80,
    indexNotes: tramNotes,
    fixed: {
      contains: ['1 号线的低地板电车（车号 100 至 103）', '体育中心线的低地板电车'],
      indexAbsent: ['1 号线的低地板电车（车号 100 至 103）', '体育中心线的低地板电车'],
      indexContains: ['(车辆段门禁.md)', '(project-fact-080.md)'],
      ...LIMITS,
    },
    keep: ['录入人和复核人不能是同一个人'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-zht-bookbind-table-tw',
    category: 'index',
    lang: 'zh',
    memories: [mem('工作室營業時間.md', '工作室週二到週六營業。')],
    extraMemories: 182,
    indexNotes: bindNotes,
    fixed: {
      contains: ['| 和紙 | 埔里紙寮 | 黃老闆 |', '| 金箔 | 金鋒箔業 | 張先生 |'],
      indexAbsent: ['| 和紙 | 埔里紙寮 | 黃老闆 |', '## 材料供應商一覽'],
      indexContains: ['(工作室營業時間.md)', '(project-fact-182.md)'],
      ...LIMITS,
    },
    keep: ['| 山羊皮 | 台中皮革行 | 吳先生 |'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-zht-fishmarket-notes-hk',
    category: 'index',
    lang: 'zh',
    memories: [mem('檔口位置.md', '魚檔喺街市二樓 23 號。')],
    extraMemories: 178,
    indexNotes: fishNotes,
    fixed: {
      contains: ['大嶼山嗰間酒樓只要活蝦', '秤要每個月畀街市辦事處檢一次'],
      indexAbsent: ['大嶼山嗰間酒樓只要活蝦', '秤要每個月畀街市辦事處檢一次'],
      indexContains: ['(檔口位置.md)', '(project-fact-178.md)'],
      ...LIMITS,
    },
    keep: ['斑類嘅價由阿輝定'],
    indexKeep: PAD_POINTERS,
  },
  {
    id: 'h16f-idx-zh-glass-entries-only',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('师傅偏好.md', '老周师傅喜欢先听结论，再看温度曲线。', DAY, 'user'),
      mem('汇报格式.md', '窑炉日报只写异常，正常的不用列。', DAY, 'feedback'),
    ],
    extraMemories: 204,
    fixed: { ...LIMITS },
    indexKeep: [...PAD_POINTERS, '(师傅偏好.md)', '(汇报格式.md)'],
  },
  {
    id: 'h16f-idx-trap-zh-pos-199-lines',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('门店编号.md', '门店编号按城市缩写加两位数字。')],
    // 2 heading lines + 186 entries (1 + 6 padding + 179) + 1 blank + 10 notes = 199 lines.
    extraMemories: 179,
    indexNotes: posNotes,
    keep: posNotes,
    indexKeep: ['2026-08-31：退款超过两百元要店长授权。', '(project-fact-179.md)'],
  },
  {
    id: 'h16f-idx-trap-zht-customs-under-chars-tw',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: customsMems,
    extraMemories: 30,
    indexNotes: customsNotes,
    keep: [customsParagraph(0), customsParagraph(71)],
    indexKeep: [customsParagraph(3), '(報關窗口.md)', '(project-fact-030.md)'],
  },
  {
    id: 'h16f-idx-trap-zht-kite-entries-bytes-hk',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: kiteMems,
    indexKeep: ['(kite-item-001.md)', '(kite-item-130.md)', kiteMems[64]!.description!],
  },

  // ================================================================ hooks
  {
    id: 'h16f-hook-en-courier-slack-paste',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('cargo-fleet.md', 'Cargo bike fleet notes for the co-op.', DAY, 'project', {
        hook: 'hey all 👋 quick one from dispatch: the Bullitt fleet is charged overnight in bay 2, the key safe code is held by the shift lead, and the Urban Arrow goes to Velo Fix for brakes. cheers, Dev 🚲🚲',
      }),
    ],
    fixed: {
      contains: ['Bullitt fleet is charged overnight in bay 2', 'key safe code is held by the shift lead', 'Urban Arrow goes to Velo Fix for brakes'],
      indexAbsent: ['cheers, Dev', 'Velo Fix for brakes'],
    },
    forbid: ['hey all', 'quick one from dispatch', 'cheers, Dev', '🚲🚲', ...lowerStarts('the Bullitt', 'the key safe', 'the Urban Arrow')],
  },
  {
    id: 'h16f-hook-en-violin-numbered',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('workshop-routines.md', 'Daily routines in the violin workshop.', DAY, 'project', {
        hook: "(1) hide glue pot stays at 60 °C (2) the cello mould lives in the loft (3) tonewood from the Bavarian supplier is air-dried ten years minimum (4) plane irons are oiled every evening — thanks, that's all from me!",
      }),
    ],
    fixed: {
      contains: ['hide glue pot stays at 60 °C', 'cello mould lives in the loft', 'air-dried ten years minimum', 'plane irons are oiled every evening'],
      indexAbsent: ["that's all from me", 'plane irons are oiled every evening'],
    },
    forbid: ["that's all from me", 'thanks, that', ...lowerStarts('hide glue', 'the cello', 'tonewood', 'plane irons')],
  },
  {
    id: 'h16f-hook-en-seedbank-german-runon',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('allium-processing.md', 'Processing steps for the Allium seed lots.', DAY, 'project', {
        hook: 'So, as we discussed already in the team round, the seed lots of Allium are dried down to 15 % relative humidity before sealing, the foil bags are sealed with the Audion sealer at setting 4, and the viability test is repeated every ten years, best regards Jürgen',
      }),
    ],
    fixed: {
      contains: ['seed lots of Allium are dried down to 15 % relative humidity before sealing', 'sealed with the Audion sealer at setting 4', 'viability test is repeated every ten years'],
      indexAbsent: ['best regards Jürgen', 'viability test is repeated every ten years'],
    },
    forbid: ['as we discussed already in the team round', 'best regards Jürgen', ...lowerStarts('the seed lots', 'the foil bags', 'the viability')],
  },
  {
    id: 'h16f-hook-en-ferry-arrows',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('deck-equipment.md', 'Deck equipment on the MV Corran.', DAY, 'project', {
        hook: 'NB => ramp 2 hydraulic oil -> checked every morning; life rafts -> serviced by Survitec in Leith; gangway -> max 12 persons at a time; car deck fans -> on 10 min before unloading; ok ty 🙏',
      }),
    ],
    fixed: {
      contains: ['checked every morning', 'serviced by Survitec in Leith', 'max 12 persons at a time', '10 min before unloading'],
      indexAbsent: ['ok ty', '10 min before unloading'],
    },
    forbid: ['ok ty', '🙏', 'NB =>', ...lowerStarts('ramp 2', 'life rafts', 'gangway', 'car deck')],
  },
  {
    id: 'h16f-hook-en-dental-email',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('milling-upkeep.md', 'Upkeep of the milling and scanning equipment.', DAY, 'project', {
        hook: 'Hi team, further to my previous email: the milling burs of the Roland DWX-52 are changed after 40 units, the scanner is calibrated with the blue plate, and e.max blocks are ordered through Henry Schein. Kind regards, Dr. Okafor',
      }),
    ],
    fixed: {
      contains: ['milling burs of the Roland DWX-52 are changed after 40 units', 'scanner is calibrated with the blue plate', 'e.max blocks are ordered through Henry Schein'],
      indexAbsent: ['Kind regards', 'ordered through Henry Schein'],
    },
    forbid: ['Hi team', 'further to my previous email', 'Kind regards', ...lowerStarts('the milling', 'the scanner', 'e.max blocks')],
  },
  {
    id: 'h16f-hook-trap-en-beefarm-short-thanks',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('smoker-fuel.md', 'What the smokers burn and where the spare kit is.', DAY, 'project', { hook: 'Smoker fuel is pine needles; spare veils are in the shed — thanks!' })],
    indexKeep: ['Smoker fuel is pine needles; spare veils are in the shed — thanks!'],
  },
  {
    id: 'h16f-hook-trap-en-observatory-149-chars',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('dome-weather-station.md', 'The weather station that guards the dome.', DAY, 'reference', { hook: OBS_HOOK })],
    indexKeep: [OBS_HOOK],
  },
  {
    id: 'h16f-hook-en-hamradio-dictated',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('station-hardware.md', 'Club station hardware.', DAY, 'reference', {
        hook: 'ok so like I was saying on the net the club antenna rotator is the Yaesu G-450 the coax up the tower is LMR-400 and the key to the tower cabinet hangs in the shack by the door over and out',
      }),
    ],
    fixed: {
      contains: ['Yaesu G-450', 'LMR-400', 'key to the tower cabinet hangs in the shack by the door'],
      indexAbsent: ['over and out', 'hangs in the shack by the door'],
    },
    forbid: ['over and out', 'like I was saying on the net', 'ok so like'],
  },
  {
    id: 'h16f-hook-zh-canteen-opener-signoff',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('食堂卫生.md', '食堂卫生和食品留样的要求。', DAY, 'project', {
        hook: '先跟大家说一声哈，这几条检查组每次都会看：食堂冷库温度要保持在零下十八度以下，每餐的留样盒要冷藏四十八小时并写上餐次，送餐车每天收工后用含氯消毒水擦一遍，切生肉和切熟食的砧板要用不同颜色分开，员工进后厨必须戴帽子和口罩，外来送货人员不能进入操作间，垃圾桶要加盖并每餐清运。就这样，谢谢大家啦～',
      }),
    ],
    fixed: {
      contains: ['冷库温度要保持在零下十八度以下', '留样盒要冷藏四十八小时', '砧板要用不同颜色分开', '垃圾桶要加盖并每餐清运'],
      indexAbsent: ['谢谢大家啦', '垃圾桶要加盖并每餐清运'],
    },
    forbid: ['先跟大家说一声哈', '谢谢大家啦', '就这样', ...asciiStops('零下十八度以下', '并写上餐次', '每餐清运')],
  },
  {
    id: 'h16f-hook-zh-tram-ascii-full-stops',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('三号线回库.md', '3 号线电车回库后的作业。', DAY, 'project', {
        hook: '3 号线的电车每晚回库后要清扫车厢并检查座椅. 司机室的无线电要交给调度室充电. 受电弓由夜班电工逐台检查碳滑板. 轮对镟修由外包的华轨公司负责. 车门故障要在交班本上写清车号和门号. 洗车机只在气温高于五度时使用. 夜班交班前要把当晚的故障单全部录入检修系统. 蓄电池电压低于标准的车不能出库',
      }),
    ],
    fixed: {
      contains: ['受电弓由夜班电工逐台检查碳滑板', '轮对镟修由外包的华轨公司负责', '洗车机只在气温高于五度时使用', '蓄电池电压低于标准的车不能出库'],
      indexAbsent: ['蓄电池电压低于标准的车不能出库'],
    },
    forbid: asciiStops('检查座椅', '调度室充电', '检查碳滑板', '华轨公司负责', '车号和门号', '高于五度时使用', '录入检修系统', '不能出库'),
  },
  {
    id: 'h16f-hook-zht-bookbind-notice-tw',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('工作室規定.md', '工作室的日常規定。', DAY, 'project', {
        hook: '【工作室公告】請各位同仁配合以下事項：裁紙機的刀片每三個月更換一次，換下來的刀片要用膠帶包好再丟；皮革一律放在除濕櫃，濕度保持在百分之五十左右；客戶取件前要先確認尾款已經入帳；裁好的紙張要平放在紙架上，不可以直立；燙金機用完要關電源並拔插頭。以上，感謝配合！——工作室 阿芳',
      }),
    ],
    fixed: {
      contains: ['裁紙機的刀片每三個月更換一次', '皮革一律放在除濕櫃', '客戶取件前要先確認尾款已經入帳', '燙金機用完要關電源並拔插頭'],
      indexAbsent: ['感謝配合', '燙金機用完要關電源並拔插頭'],
    },
    forbid: ['【工作室公告】', '請各位同仁配合', '感謝配合', '——工作室 阿芳', ...asciiStops('更換一次', '五十左右', '已經入帳', '不可以直立', '拔插頭')],
  },
  {
    id: 'h16f-hook-zht-fishmarket-cantonese-hk',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('檔口日常.md', '魚檔每日嘅例行嘢。', DAY, 'project', {
        hook: '喂大家留意下（又講多次）：冰機每朝五點開（唔好遲），魚缸嘅過濾棉每三日換一次，收數簿放喺收銀機下面（第二格），活蝦要另外用氧氣袋裝，石斑同老虎斑要分開缸養，死魚唔准擺出嚟賣，秤每個月要畀街市辦事處檢一次，膠兜同發泡膠箱唔好堆喺通道，收檔前要沖地、收好把刀，同埋關晒燈。講完，唔該晒各位🙏',
      }),
    ],
    fixed: {
      contains: ['冰機每朝五點開', '魚缸嘅過濾棉每三日換一次', '活蝦要另外用氧氣袋裝', '收檔前要沖地、收好把刀'],
      indexAbsent: ['唔該晒各位', '收檔前要沖地、收好把刀'],
    },
    forbid: ['喂大家留意下', '又講多次', '唔該晒各位', '🙏', ...asciiStops('換一次', '氧氣袋裝', '檢一次', '關晒燈')],
  },
  {
    id: 'h16f-hook-zh-glass-circled-numbers',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('车间守则.md', '玻璃车间的守则。', DAY, 'project', {
        hook: '①退火炉的程序统一用 B 曲线，改曲线要先问老周师傅 ②色料和金属氧化物放在二楼仓库的铁柜里 ③学徒不能单独开熔炉，必须有师傅在场 ④碎玻璃按颜色分桶，透明的单独一桶 ⑤吹制区不许穿化纤衣服，长头发要扎起来，手机放在休息室的柜子里，不要带进车间 以上请大家记牢，辛苦了！',
      }),
    ],
    fixed: {
      contains: ['退火炉的程序统一用 B 曲线', '色料和金属氧化物放在二楼仓库的铁柜里', '学徒不能单独开熔炉', '吹制区不许穿化纤衣服', '手机放在休息室的柜子里'],
      indexAbsent: ['辛苦了', '手机放在休息室的柜子里'],
    },
    forbid: ['以上请大家记牢', '辛苦了', ...asciiStops('老周师傅', '铁柜里', '师傅在场', '单独一桶', '化纤衣服', '柜子里', '带进车间')],
  },
  {
    id: 'h16f-hook-zh-pos-slashes-code-switching',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('门店pos须知.md', '门店 POS 的注意事项。', DAY, 'project', {
        hook: 'FYI 一下 / POS 终端的 firmware 统一由总部 IT 远程推送，门店不要自己升级 / 每晚打烊后店长要做 Z report 并拍照发到群里 / 小票打印机只用 80mm 的热敏纸 / 扫码枪有问题先找 vendor 阿 Ken / 会员积分规则门店不能改 / thx all ✌️',
      }),
    ],
    fixed: {
      contains: ['firmware 统一由总部 IT 远程推送', '每晚打烊后店长要做 Z report', '80mm 的热敏纸', '会员积分规则门店不能改'],
      indexAbsent: ['thx all', '会员积分规则门店不能改'],
    },
    forbid: ['FYI 一下', 'thx all', '✌️', ...asciiStops('自己升级', '发到群里', '热敏纸', '阿 Ken', '不能改')],
  },
  {
    id: 'h16f-hook-trap-zht-customs-under-150-tw',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [
      mem('報關單據.md', '報關單據的存放方式。', DAY, 'reference', { hook: '報關單據正本放在三號櫃，副本掃描存到 NAS 的報關資料夾，有疑問找林組長，感恩～🙏' }),
    ],
    indexKeep: ['報關單據正本放在三號櫃，副本掃描存到 NAS 的報關資料夾，有疑問找林組長，感恩～🙏'],
  },
  {
    id: 'h16f-hook-trap-zht-kite-under-150-hk',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('鋪頭擺位.md', '鋪頭貨品嘅擺位。', DAY, 'reference', { hook: '風箏線喺後面倉，大隻嘅三角風箏掛喺天花，收銀機鎖匙喺阿明度，多謝晒～' })],
    indexKeep: ['風箏線喺後面倉，大隻嘅三角風箏掛喺天花，收銀機鎖匙喺阿明度，多謝晒～'],
  },
  {
    id: 'h16f-hook-trap-zh-lighting-under-150',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('灯位图.md', '灯光组的灯位图。', DAY, 'reference', { hook: '灯位图在共享盘的灯光文件夹，换色片前先断电，辛苦大家啦～💡' })],
    indexKeep: ['灯位图在共享盘的灯光文件夹，换色片前先断电，辛苦大家啦～💡'],
  },
];
