import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 14, files part: CLAUDE.md, merges, captured requests, the index over its limits and
 * shortened index hooks. Written fresh from the "CLAUDE.md" item and its "Better output"
 * section alone, by a writer who read no rule and no other set (but for the format of three tuning
 * sets' first cases).
 *
 * What the part asks (one category per bullet):
 * - claude-md: compare by subject and polarity, not word overlap. A memory that permits what a
 *   CLAUDE.md rule forbids (or forbids what it requires) is a conflict however few words they share
 *   ("is fine if", "is acceptable", "it is OK to", "don't put", 直接…就行, 可以…只要, 也沒關係, 就好);
 *   the rule as a bullet, a bold label, a table row. A memory that repeats a rule and adds a
 *   consistent clause or an example list is a repeat (`in-claude-md`), never a conflict. Traps: many
 *   shared words but another object (car deck / ticket, alloy / carbon wheel), the same polarity said
 *   negatively ("never goes out to one section alone"), another attribute of the same subject (the
 *   yard book's place, 冷库钥匙 beside 冷库温度, 影印 beside 帶出).
 * - merge: the survivor is chosen by index title and name, never `*_copy`, `copy-of-*`, `* (1)`,
 *   `*-副本`, `* 複本`, `*-copy` or `untitled-N`, whether the copy is the older or the newer file;
 *   near-identical sentences are kept once, the longer one with the reason (English, Simplified,
 *   Traditional, bullets and lines); two sentences of a copy that differ in a value both stay.
 *   Traps: "copy" that means newsroom copy, a backup crane, two courts, two apiaries, two menus.
 * - captures: a user's own well-formed request only (not word salad holding 记住 / 不要 / remember /
 *   don't, not questions, not a pasted log, not "記得…了" in a log, not a request not to remember);
 *   bounded (30 and 20 well-formed requests in one session: at most 15 and 10 saved); deduplicated
 *   against an existing memory; a fact typed project, user or reference, never feedback; "Avoid"
 *   (避免) only for a prohibition ("don't forget", 别忘了 are none); a readable title and file name
 *   (never cut mid-word); requests reported in daily logs (asked me to remember, 让我记一下, 請我記住).
 * - index: over 200 lines or 25,000 characters, the non-entry content (dated notes, a heading, a
 *   table, a fenced code block, paragraphs, English, Simplified, Traditional) goes to a linked topic
 *   file before any pointer is demoted (every pointer still in MEMORY.md where that suffices); where
 *   entries alone overflow, user and feedback pointers stay. Traps: 199 and exactly 200 lines, long
 *   CJK entries (under 150 characters, over 150 bytes), 150 long English entries under 25,000 chars.
 * - hooks: a hook that makes its entry 160-270 characters is shortened; its fact clauses reach the
 *   topic file as sentences (a clause that opened lowercase starts a sentence), its filler does not
 *   ("read before ...", "pls keep this updated thx", "misc stuff", "WIP, ping me", 很重要，大家一定要看,
 *   【必看】, 以上供參考, 有问题 DM 我), nor a Chinese clause closed with an ASCII full stop; shapes: an
 *   em-dash run-on, arrows, pipes and label: value, commit style, 【】 labels, >>>, mixed zh/en.
 *   Traps: entries under 150 characters (semicolons, CJK with many bytes, a URL, emoji).
 *
 * Domains: a dental clinic, a bakery, a newsroom, a bus depot, an ice rink, a vet clinic, an exam
 * office, a law firm, an observatory shop, an esports team, a bookbinder, a tea house, a ferry
 * operator, a choir, a bike shop, a shipyard, a seed bank, an orchestra, beekeepers, a tennis club, a
 * rowing club, a driving school, a locksmith, a florist, a sailing club, a flower-arranging class.
 * Writers: terse bullets, bold labels, Markdown tables, chat shorthand, commit style, run-on British
 * prose, formal notices, English inside Chinese, Simplified and Traditional.
 *
 * 85 cases, 26 traps: claude-md 18 (6 traps), merge 17 (5), captures 21 (6), index 14 (5), hooks 15
 * (5); 47 English, 38 Chinese (15 of them Traditional).
 *
 * Untouched run (the rules at 7987cd6, the round's base): recall 74.1 % (45 fixed, 8 flagged of 58),
 * precision 82.4 % (56 of 68 outputs), 11 harmful, 0 silent, 1 noisy; claude-md 67 % (8 of 12
 * flagged, 1 trap noisy), merge 92 %, captures 100 % (1 trap harmful), index 100 %, hooks 0 % (every
 * shortened hook fixed but its filler carried into the topic file: 10 harmful).
 * Filler that reaches the topic file fails its case (a `fixed.absent` check, compared case-blind),
 * as in the earlier sets, and is not counted harmful: it corrupts no fact and loses none. (As the
 * writer first wrote them the filler checks were `forbid`, so each leak also counted harmful: the
 * untouched run read 11 harmful, 10 of them hooks; moved by the lead before any rule change of the
 * round, with only broken output left in `forbid`: a sentence opening lowercase, a Chinese sentence
 * ending in an English full stop.)
 * Writer's mistakes found by the first run and fixed: the hooks' filler was forbidden only as written,
 * so a filler that opened the hook and was capitalised as a sentence start ("Misc stuff",
 * "Feat(rink)") went uncounted; it was then forbidden in both forms (now a case-blind absent check). The esports hook's last fact
 * clause had no check. (First run: recall 77.6 %, precision 85.3 %, 9 harmful, hooks 20 %.)
 *
 * Memories are written on 2026-11-23 (a Monday) unless said otherwise; pairs are 2026-08-11
 * (older) and 2026-10-27 (newer); what users said is from 2026-11-24, daily logs from 2026-11-20.
 * No case holds a relative date phrase, so no date rule has anything to do in this part.
 */

const DAY = '2026-11-23';
const OLD = '2026-08-11';
const NEW = '2026-10-27';
const SAID = '2026-11-24';
const LOG = '2026-11-20';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project', more: Partial<CaseMemory> = {}): CaseMemory => ({ file, body, modified, type, ...more });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const conflict = (...mentions: string[]): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions });
const repeat = (...mentions: string[]): { kinds: string[]; mentions: string[] } => ({ kinds: ['in-claude-md'], mentions });

/** A new memory typed feedback (its frontmatter as memories are written here: type, then the day). */
const NOT_FEEDBACK = ['type: feedback\nmodified: 2026-11'];

/**
 * A title or a file name cut mid-word: every proper prefix (3+ letters) of a 6+ letter word of
 * `text` that is no word of its own, at a line's end, before an ellipsis or before `.md`.
 */
const cutMidWord = (text: string): string[] => {
  const whole = new Set((text.toLowerCase().match(/[a-z]+/g) ?? []));
  const out = new Set<string>();
  for (const w of text.match(/[A-Za-z]{6,}/g) ?? []) {
    for (let k = 3; k < w.length; k++) {
      const p = w.slice(0, k);
      if (whole.has(p.toLowerCase())) continue;
      for (const q of new Set([p, p.toLowerCase()])) for (const end of ['\n', '…', '...', '.md']) out.add(`${q}${end}`);
    }
  }
  return [...out];
};


/** Chat that is no request: talk about the work, thanks, questions. */
const chatter = (...extra: string[]): Array<{ day: string; text: string }> => said('ok thanks, that worked', 'can you check the spelling in the second paragraph?', 'hmm no, the other file', ...extra);

/** Word salad holding 记住 / 不要 / 記住 / remember / don't, with no request in it. */
const saladZh = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`记住 记住 ${i} 哈哈哈 那个那个`, `不要不要不要 ${i}～ 记住了吗 嗯`, `记住${i}…不要…的 的 的`, `啊啊 不要 ${i} 记住密码 框 又 没了`, `记住 ok ok 不要 ${i} 233`][i % 5]! }));
const saladMixed = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`remember remember ${i} lol 記住`, `don't don't ${i} 不要 ok`, `記住 ${i} the the remember`, `不要 ${i}?? don't?? 記住!!`][i % 4]! }));

/** Thirty boats of a rowing club, each with its own rack: thirty well-formed requests. */
const BOATS = ['Kestrel', 'Heron', 'Osprey', 'Curlew', 'Plover', 'Dunlin', 'Merlin', 'Avocet', 'Godwit', 'Whimbrel', 'Petrel', 'Fulmar', 'Gannet', 'Shearwater', 'Skua', 'Tern', 'Puffin', 'Razorbill', 'Guillemot', 'Kittiwake', 'Sanderling', 'Turnstone', 'Redshank', 'Greenshank', 'Knot', 'Lapwing', 'Oystercatcher', 'Stint', 'Ruff', 'Phalarope'];
const boatRequests = BOATS.map((b, i) => `please remember that the ${b} is stored on rack ${i + 1} with its blades in locker ${String.fromCharCode(65 + (i % 6))}`);

/** Twenty lockers of a driving school, each with its instructor (Simplified). */
const INSTRUCTORS = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const lockerRequests = INSTRUCTORS.map((n, i) => `记住：${i + 1}号储物柜归${n}教练用，钥匙挂在前台第${(i % 4) + 1}排。`);

/** Index notes: dated lines that are memory content, not entries. */
const datedNotesEn = [
  '2026-09-03: the panoramic X-ray unit was serviced by Medix, next service due in March.',
  '2026-09-10: Dr Haddad covers the Thursday evening emergency slot until the new hygienist starts.',
  '2026-09-17: the suction pump in surgery 2 makes a rattling noise above 70 % load.',
  '2026-09-24: amalgam waste collection is booked with GreenCycle every eight weeks.',
  '2026-10-01: the intraoral scanner licence is registered to the practice email.',
  '2026-10-08: patients with latex allergy are flagged in red on the day list.',
  '2026-10-15: the compressor room key hangs inside the reception cupboard.',
  '2026-10-22: sterilisation pouches are ordered in boxes of 200 from Henry Schein.',
  '2026-10-29: surgery 3 has the only chair that reclines fully for sedation cases.',
  '2026-11-05: the recall letters go out on the first working day of each month.',
  '2026-11-12: the practice WiFi for patients is on the guest network, not the clinical one.',
  '2026-11-19: the fire assembly point is the car park by the pharmacy sign.',
];

/** A long paragraph of race results: content that pushes MEMORY.md past its characters. */
const MARKS = ['Bell', 'Spit', 'Ledge', 'Gull', 'Beacon', 'Narrows', 'Pier'];
const raceParagraph = (from: number, n: number): string =>
  Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return `Race ${i} of the autumn series started at the ${MARKS[i % 7]} mark with ${(i % 9) + 4} dinghies and was won by sail number ${1200 + ((i * 37) % 800)}.`;
  }).join(' ');

/** Sixty memories with long Chinese hooks: entries under 150 characters, but 200+ bytes each. */
const TEA = ['龙井', '碧螺春', '铁观音', '大红袍', '普洱', '白毫银针', '祁门红茶', '六安瓜片', '太平猴魁', '黄山毛峰'];
const POTS = ['紫砂壶', '盖碗', '玻璃杯', '白瓷壶', '公道杯', '陶壶'];
const teaMemories: CaseMemory[] = Array.from({ length: 60 }, (_, i) => {
  const tea = TEA[i % 10]!;
  const pot = POTS[Math.floor(i / 10)]!;
  const hook = `茶馆里${tea}用${pot}冲泡的做法：投茶量、水温、出汤时间和续水次数都按店里的老规矩，由当班茶艺师负责，客人要求更浓或更淡时先问过领班再调整，记录写在吧台后面那本蓝色的册子里第${i + 1}页`;
  return mem(`tea-brew-${String(i + 1).padStart(2, '0')}.md`, `${tea}用${pot}冲泡时，每${(i % 5) + 3}克茶叶配${100 + i * 5}毫升水，第${(i % 3) + 1}泡出汤最快。`, OLD, 'reference', { description: hook });
});

export const HELDOUT_14_FILES_CASES: QualityCase[] = [
  // ---- claude-md: the same subject with the other polarity is a conflict, whatever the word overlap
  { id: 'h14-cmd-dental-xray-gmail', category: 'claude-md', lang: 'en', claudeMd: '# Front desk\n\n- Never email patient X-rays to a personal address.\n', memories: [mem('xray-requests.md', "Sending an X-ray straight to a patient's Gmail is fine if they ask for it at the front desk.", NEW, 'feedback')], flag: conflict('X-ray') },
  { id: 'h14-cmd-bakery-allergen-bold', category: 'claude-md', lang: 'en', claudeMd: '# Bakery\n\n**Labels:** Always print the allergen line on every bread label.\n', memories: [mem('sourdough-labels.md', '**Labels** — the allergen line can be left off the sourdough labels, the loaves sell out before anyone reads them.', NEW, 'feedback')], flag: conflict('allergen line') },
  { id: 'h14-cmd-newsroom-sources-british', category: 'claude-md', lang: 'en', claudeMd: '# Newsroom\n\n- Do not name an anonymous source in a draft, ever.\n', memories: [mem('draft-sources.md', 'Naming anonymous sources in early drafts is acceptable; the subs strip them out before the page is sent to print.', NEW, 'feedback')], flag: conflict('anonymous source') },
  { id: 'h14-cmd-depot-idle-table', category: 'claude-md', lang: 'en', claudeMd: '# Depot rules\n\n| Topic | Rule |\n|---|---|\n| Idling | Buses must not idle in the depot yard for more than five minutes |\n| Fuel | Refuel at bay 2 only |\n', memories: [mem('winter-idling.md', 'In winter it is OK to let the night buses idle in the depot yard for as long as it takes to warm them up.', NEW, 'feedback')], flag: conflict('idle') },
  { id: 'h14-cmd-rink-initials-flip', category: 'claude-md', lang: 'en', claudeMd: '# Ice rink\n\n- Always sign the resurfacer log with the driver\'s initials.\n', memories: [mem('resurfacer-log.md', "Don't put anyone's initials in the resurfacer log, the rink manager hates it.", NEW, 'feedback')], flag: conflict('initials') },
  { id: 'h14-cmd-zh-vet-dosage', category: 'claude-md', lang: 'zh', claudeMd: '# 兽医诊所\n\n- 禁止在电话里告诉宠物主人药物剂量。\n', memories: [mem('phone-dosage-zh.md', '宠物主人打电话来问的话，药物剂量直接在电话里告诉他们就行。', NEW, 'feedback')], flag: conflict('药物剂量') },
  { id: 'h14-cmd-zh-exam-phones', category: 'claude-md', lang: 'zh', claudeMd: '# 考务办公室\n\n- 考生的手机必须在进考场前交给监考老师。\n', memories: [mem('exam-phones-zh.md', '考生可以把手机带进考场，只要关机放在桌角就行。', NEW, 'feedback')], flag: conflict('手机') },
  { id: 'h14-cmd-hant-law-drafts', category: 'claude-md', lang: 'zh', claudeMd: '## 事務所規則\n\n- 絕不可以把客戶的合約草稿上傳到公開的雲端硬碟。\n', memories: [mem('draft-sharing-hant.md', '客戶的合約草稿放到公開雲端硬碟分享給對方律師也沒關係。', NEW, 'feedback')], flag: conflict('合約草稿') },
  { id: 'h14-cmd-hant-telescope-focus', category: 'claude-md', lang: 'zh', claudeMd: '# 天文台商店\n\n- 望遠鏡展示機一律不准讓顧客自己調焦。\n', memories: [mem('demo-scope-hant.md', '顧客想試望遠鏡展示機的話，讓他們自己調焦就好，店員不用在旁邊。', NEW, 'feedback')], flag: conflict('望遠鏡展示機') },
  { id: 'h14-cmd-mixed-env-commit', category: 'claude-md', lang: 'zh', claudeMd: '# Esports stats bot\n\n- Never commit the `.env` file of the stats bot.\n', memories: [mem('stats-bot-env-zh.md', 'stats bot 的 `.env` 文件 commit 进仓库没问题，反正是 private repo。', NEW, 'feedback')], flag: conflict('.env') },
  // ---- claude-md: a repeat with a consistent clause or an example list is a repeat, not a conflict
  { id: 'h14-cmd-repeat-gold-leaf-examples', category: 'claude-md', lang: 'en', claudeMd: '# Bindery\n\n- Always wear nitrile gloves when handling gold leaf.\n', memories: [mem('gold-leaf-gloves.md', 'Always wear nitrile gloves when handling gold leaf, e.g. when tooling spines, titling covers or patching worn corners.', NEW, 'feedback')], flag: repeat('gold leaf'), quiet: ['claude-md-conflict'] },
  { id: 'h14-cmd-repeat-zh-tea-reason', category: 'claude-md', lang: 'zh', claudeMd: '# 茶馆\n\n- 茶叶开封后必须放进密封罐。\n', memories: [mem('tea-jars-zh.md', '茶叶开封后必须放进密封罐，这样香气才不会跑掉。', NEW, 'feedback')], flag: repeat('密封罐'), quiet: ['claude-md-conflict'] },
  // ---- claude-md traps: words shared but another subject, the same polarity said negatively, another attribute
  { id: 'h14-cmd-trap-ferry-vehicle-height', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Ferry office\n\n- Never sell a ferry ticket without checking the booking reference.\n', memories: [mem('car-deck-tickets.md', 'Never sell a car deck ticket without checking the vehicle height against the 2.4 m bar.', NEW, 'feedback')], keep: ['Never sell a car deck ticket without checking the vehicle height against the 2.4 m bar.'], quiet: ['claude-md-conflict'] },
  { id: 'h14-cmd-trap-choir-negative-same', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Choir\n\n- Always send the rehearsal schedule to the whole choir.\n', memories: [mem('schedule-mail.md', 'The rehearsal schedule never goes out to one section alone; every singer in the choir gets the same mail.', NEW, 'feedback')], keep: ['The rehearsal schedule never goes out to one section alone; every singer in the choir gets the same mail.'], quiet: ['claude-md-conflict'] },
  { id: 'h14-cmd-trap-bike-alloy-wheel', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Workshop\n\n- Never true a carbon wheel on the old stand.\n', memories: [mem('truing-stand.md', 'Truing an alloy wheel on the old stand is fine, it only wobbles with deep carbon rims.', NEW, 'feedback')], keep: ['Truing an alloy wheel on the old stand is fine, it only wobbles with deep carbon rims.'], quiet: ['claude-md-conflict'] },
  { id: 'h14-cmd-trap-shipyard-book-attribute', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Yard\n\n- Always log hot work permits in the yard book.\n', memories: [mem('yard-book.md', 'The yard book lives in the site office and goes back three years; old volumes are in the archive crate.', NEW, 'reference')], keep: ['The yard book lives in the site office and goes back three years; old volumes are in the archive crate.'], quiet: ['claude-md-conflict'] },
  { id: 'h14-cmd-trap-zh-seed-key', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 种子库\n\n- 种子库的冷库温度必须保持在零下十八度。\n', memories: [mem('cold-room-key-zh.md', '种子库冷库的钥匙由值班员保管，不要借给来参观的人。', NEW, 'feedback')], keep: ['种子库冷库的钥匙由值班员保管，不要借给来参观的人。'], quiet: ['claude-md-conflict'] },
  { id: 'h14-cmd-trap-hant-scores-copy', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 樂團\n\n- 樂譜不可以帶出排練室。\n', memories: [mem('score-copies-hant.md', '樂譜可以在排練室裡影印，印完要放回譜架。', NEW, 'feedback')], keep: ['樂譜可以在排練室裡影印，印完要放回譜架。'], quiet: ['claude-md-conflict'] },

  // ---- merge: the survivor by index title and name, never a copy; near-identical sentences kept once
  { id: 'h14-mrg-ferry-copy-suffix', category: 'merge', lang: 'en', memories: [mem('ferry-car-deck.md', 'Car deck loading starts 40 minutes before departure.\nVehicles over 2.4 m high use lane C.', OLD), mem('ferry-car-deck_copy.md', 'Car deck loading starts 40 minutes before departure.\nVehicles over 2.4 m high use lane C.', NEW)], fixed: { gone: ['ferry-car-deck_copy.md'], files: ['ferry-car-deck.md'], contains: ['Car deck loading starts 40 minutes before departure', 'Vehicles over 2.4 m high use lane C'] } },
  { id: 'h14-mrg-bakery-copy-newer-longer', category: 'merge', lang: 'en', memories: [mem('rye-proofing.md', 'Rye dough proofs for 90 minutes at 27 °C.', OLD), mem('rye-proofing_copy.md', 'Rye dough proofs for 90 minutes at 27 °C.\nThe proofing cabinet door is wedged shut with the blue block.', NEW)], fixed: { gone: ['rye-proofing_copy.md'], files: ['rye-proofing.md'], contains: ['Rye dough proofs for 90 minutes at 27 °C', 'The proofing cabinet door is wedged shut with the blue block'] } },
  { id: 'h14-mrg-dental-copy-of-prefix', category: 'merge', lang: 'en', memories: [mem('copy-of-autoclave-checks.md', '- The autoclave runs a Bowie-Dick test every morning before the first patient.\n- Failed test strips go in the red binder.', NEW), mem('autoclave-checks.md', '- The autoclave runs a Bowie-Dick test every morning before the first patient.\n- Failed test strips go in the red binder.', OLD)], fixed: { gone: ['copy-of-autoclave-checks.md'], files: ['autoclave-checks.md'], contains: ['Bowie-Dick test every morning before the first patient', 'Failed test strips go in the red binder'] } },
  { id: 'h14-mrg-vet-kennels-paren', category: 'merge', lang: 'en', memories: [mem('vet-kennels.md', 'Kennel 4 is kept free for post-surgery dogs.\nThe kennel floor is hosed down at 18:00.', OLD), mem('vet-kennels (1).md', 'Kennel 4 is kept free for post-surgery dogs.\nThe kennel floor is hosed down at 18:00.\nCats never go in the dog kennels, even when the cattery is full.', NEW)], fixed: { gone: ['vet-kennels (1).md'], files: ['vet-kennels.md'], contains: ['Kennel 4 is kept free for post-surgery dogs', 'The kennel floor is hosed down at 18:00', 'Cats never go in the dog kennels, even when the cattery is full'] } },
  { id: 'h14-mrg-rink-untitled-title', category: 'merge', lang: 'en', memories: [mem('untitled-4.md', 'The ice is resurfaced after every 45 minutes of public skating.\nThe resurfacer is refilled with hot water at 60 °C.', OLD), mem('ice-resurfacing.md', 'The ice is resurfaced after every 45 minutes of public skating.\nThe resurfacer is refilled with hot water at 60 °C.', NEW)], fixed: { gone: ['untitled-4.md'], files: ['ice-resurfacing.md'], contains: ['resurfaced after every 45 minutes of public skating', 'refilled with hot water at 60 °C'] } },
  { id: 'h14-mrg-choir-near-reason', category: 'merge', lang: 'en', memories: [mem('choir-seating.md', 'Sopranos sit to the left of the conductor.\nBasses stand in the back row on the risers.', OLD), mem('choir-seating_copy.md', 'Sopranos sit to the left of the conductor so the altos can hear the descant.\nBasses stand in the back row on the risers.', NEW)], fixed: { gone: ['choir-seating_copy.md'], files: ['choir-seating.md'], contains: ['Sopranos sit to the left of the conductor so the altos can hear the descant', 'Basses stand in the back row on the risers'], absentLines: ['Sopranos sit to the left of the conductor.'] }, keep: ['Sopranos sit to the left of the conductor so the altos can hear the descant.'] },
  { id: 'h14-mrg-bike-torque-both-values', category: 'merge', lang: 'en', memories: [mem('torque-values.md', '- Stem bolts are torqued to 5 Nm.\n- Seatpost clamps on carbon posts get 6 Nm.', OLD), mem('torque-values_copy.md', '- Stem bolts are torqued to 5 Nm.\n- Seatpost clamps on alloy posts get 8 Nm.', NEW)], fixed: { gone: ['torque-values_copy.md'], files: ['torque-values.md'], contains: ['Stem bolts are torqued to 5 Nm', 'Seatpost clamps on carbon posts get 6 Nm', 'Seatpost clamps on alloy posts get 8 Nm'] }, keep: ['Seatpost clamps on carbon posts get 6 Nm.', 'Seatpost clamps on alloy posts get 8 Nm.'] },
  { id: 'h14-mrg-zh-hive-copy', category: 'merge', lang: 'zh', memories: [mem('hive-inspection_copy.md', '每个蜂箱每十天开箱检查一次蜂王。\n发现王台要记在蜂场的本子上。', NEW), mem('hive-inspection.md', '每个蜂箱每十天开箱检查一次蜂王。\n发现王台要记在蜂场的本子上。', OLD)], fixed: { gone: ['hive-inspection_copy.md'], files: ['hive-inspection.md'], contains: ['每个蜂箱每十天开箱检查一次蜂王', '发现王台要记在蜂场的本子上'] } },
  { id: 'h14-mrg-zh-tea-near-reason-fuben', category: 'merge', lang: 'zh', memories: [mem('oolong-water.md', '泡乌龙茶的水温是九十五度。\n茶具用完马上用开水烫洗。', OLD), mem('oolong-water-副本.md', '泡乌龙茶的水温是九十五度，因为水温低了香气出不来。\n茶具用完马上用开水烫洗。', NEW)], fixed: { gone: ['oolong-water-副本.md'], files: ['oolong-water.md'], contains: ['泡乌龙茶的水温是九十五度，因为水温低了香气出不来', '茶具用完马上用开水烫洗'], absentLines: ['泡乌龙茶的水温是九十五度。'] }, keep: ['泡乌龙茶的水温是九十五度，因为水温低了香气出不来。'] },
  { id: 'h14-mrg-zh-bus-wash-copy-longer', category: 'merge', lang: 'zh', memories: [mem('bus-wash.md', '- 公交车每跑满八百公里进洗车房洗一次。\n- 洗车房的水闸在东墙上。', OLD), mem('bus-wash-copy.md', '- 公交车每跑满八百公里进洗车房洗一次，因为车身贴的广告膜太脏会被广告商罚款。\n- 洗车房的水闸在东墙上。', NEW)], fixed: { gone: ['bus-wash-copy.md'], files: ['bus-wash.md'], contains: ['因为车身贴的广告膜太脏会被广告商罚款', '洗车房的水闸在东墙上'], absentLines: ['- 公交车每跑满八百公里进洗车房洗一次。'] }, keep: ['公交车每跑满八百公里进洗车房洗一次，因为车身贴的广告膜太脏会被广告商罚款。'] },
  { id: 'h14-mrg-hant-seed-copy-space', category: 'merge', lang: 'zh', memories: [mem('seed-vault-humidity.md', '種子庫的除濕機水箱每天傍晚倒一次。\n濕度超過百分之十五要通知主任。', OLD), mem('seed-vault-humidity 複本.md', '種子庫的除濕機水箱每天傍晚倒一次。\n濕度超過百分之十五要通知主任。', NEW)], fixed: { gone: ['seed-vault-humidity 複本.md'], files: ['seed-vault-humidity.md'], contains: ['種子庫的除濕機水箱每天傍晚倒一次', '濕度超過百分之十五要通知主任'] } },
  { id: 'h14-mrg-hant-orchestra-near', category: 'merge', lang: 'zh', memories: [mem('orchestra-tuning.md', '雙簧管先給 A 音，整個樂團跟著調音。\n首席小提琴最後一個坐下。', OLD), mem('orchestra-tuning_copy.md', '雙簧管先給 A 音，整個樂團跟著調音，因為雙簧管的音高最不容易跑掉。\n首席小提琴最後一個坐下。', NEW)], fixed: { gone: ['orchestra-tuning_copy.md'], files: ['orchestra-tuning.md'], contains: ['因為雙簧管的音高最不容易跑掉', '首席小提琴最後一個坐下'], absentLines: ['雙簧管先給 A 音，整個樂團跟著調音。'] }, keep: ['雙簧管先給 A 音，整個樂團跟著調音，因為雙簧管的音高最不容易跑掉。'] },
  // ---- merge traps: "copy" in a name that is no copy, two courts, two apiaries, a backup crane, two menus
  { id: 'h14-mrg-trap-newsroom-copy-desk', category: 'merge', lang: 'en', trap: true, memories: [mem('copy-desk.md', 'Copy for the print edition is locked at 21:30 by the chief sub.', OLD), mem('copy-desk_rota.md', 'The copy desk rota puts two subs on each of the three late shifts.', NEW)], keep: ['Copy for the print edition is locked at 21:30 by the chief sub.', 'The copy desk rota puts two subs on each of the three late shifts.'] },
  { id: 'h14-mrg-trap-tennis-courts', category: 'merge', lang: 'en', trap: true, memories: [mem('court-1-lights.md', 'Court 1 floodlights switch off at 22:00 and are booked through the bar.', OLD), mem('court-2-lights.md', 'Court 2 floodlights switch off at 21:00 and are booked through the bar.', NEW)], keep: ['Court 1 floodlights switch off at 22:00 and are booked through the bar.', 'Court 2 floodlights switch off at 21:00 and are booked through the bar.'] },
  { id: 'h14-mrg-trap-shipyard-backup-crane', category: 'merge', lang: 'en', trap: true, memories: [mem('yard-cranes.md', 'The main gantry crane lifts up to 80 tonnes and is inspected every six months.', OLD, 'reference'), mem('yard-cranes-backup.md', 'The backup crane is the 20-tonne mobile crane parked by gate 3.', NEW, 'reference')], keep: ['The main gantry crane lifts up to 80 tonnes and is inspected every six months.', 'The backup crane is the 20-tonne mobile crane parked by gate 3.'] },
  { id: 'h14-mrg-trap-zh-two-apiaries', category: 'merge', lang: 'zh', trap: true, memories: [mem('apiary-north-zh.md', '北边蜂场有十二箱蜂，糖水每箱喂一升。', OLD), mem('apiary-south-zh.md', '南边蜂场有十二箱蜂，糖水每箱喂一升。', NEW)], keep: ['北边蜂场有十二箱蜂，糖水每箱喂一升。', '南边蜂场有十二箱蜂，糖水每箱喂一升。'] },
  { id: 'h14-mrg-trap-hant-two-menus', category: 'merge', lang: 'zh', trap: true, memories: [mem('tea-menu-hall-hant.md', '大廳菜單的凍頂烏龍一壺一百八十元，附一份茶點。', OLD, 'reference'), mem('tea-menu-garden-hant.md', '庭院座位菜單的凍頂烏龍一壺兩百二十元，附兩份茶點。', NEW, 'reference')], keep: ['大廳菜單的凍頂烏龍一壺一百八十元，附一份茶點。', '庭院座位菜單的凍頂烏龍一壺兩百二十元，附兩份茶點。'] },

  // ---- captures: a user's own well-formed request, typed right, "Avoid" only for a prohibition, readable names
  { id: 'h14-cap-en-depot-wash-bay', category: 'captures', lang: 'en', memories: [mem('depot-bays.md', 'Bay 2 is the only refuelling bay at the depot.', OLD, 'reference')], said: [...chatter('why is the timetable PDF so big?'), ...said('remember that the wash bay at the depot is shut on Sundays for maintenance')], fixed: { contains: ['wash bay at the depot is shut on Sundays for maintenance'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 'h14-cap-zh-dental-cabinet', category: 'captures', lang: 'zh', memories: [mem('clinic-rooms-zh.md', '诊所有三间诊室，二号诊室有显微镜。', OLD, 'reference')], said: [...said('这个表格帮我对齐一下', '好的谢谢', '记住：消毒柜每天下班前要清空，第二天早上重新装。')], fixed: { contains: ['消毒柜每天下班前要清空'] }, maxCreated: 1, forbid: ['Avoid', '避免'] },
  { id: 'h14-cap-hant-rink-sharpener', category: 'captures', lang: 'zh', memories: [mem('rink-hours-hant.md', '溜冰場平日晚上十點關門。', OLD, 'reference')], said: [...said('幫我看一下這段公告有沒有錯字', '謝啦', '請記住：溜冰場的磨刀機只有主任教練可以操作。')], fixed: { contains: ['溜冰場的磨刀機只有主任教練可以操作'] }, maxCreated: 1 },
  { id: 'h14-cap-en-rowing-bounded', category: 'captures', lang: 'en', memories: [mem('boathouse.md', 'The boathouse alarm code is held by the captain.', OLD, 'reference')], said: said(...boatRequests), fixed: { contains: ['the Kestrel is stored on rack 1'] }, maxCreated: 15 },
  { id: 'h14-cap-zh-lockers-bounded', category: 'captures', lang: 'zh', memories: [mem('school-front-desk-zh.md', '驾校前台早上八点开门。', OLD, 'reference')], said: said(...lockerRequests), fixed: { contains: ['1号储物柜归王教练用'] }, maxCreated: 10 },
  { id: 'h14-cap-en-dedupe-one-new', category: 'captures', lang: 'en', memories: [mem('harp-tuning.md', 'Lena tunes the orchestra harp before every concert.', OLD, 'reference')], said: [...chatter(), ...said('remember that Lena tunes the harp before each concert', 'also remember that the timpani covers live under the stage-left stairs')], fixed: { contains: ['timpani covers live under the stage-left stairs'] }, maxCreated: 1, keep: ['Lena tunes the orchestra harp before every concert.'] },
  { id: 'h14-cap-en-user-fact-typed', category: 'captures', lang: 'en', memories: [mem('warehouse-layout.md', 'The shipyard stores are in shed 5.', OLD, 'reference')], said: [...chatter(), ...said("remember that I'm the only one on the night shift who holds a forklift licence")], fixed: { contains: ['the only one on the night shift who holds a forklift licence'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 'h14-cap-en-dont-forget-not-prohibition', category: 'captures', lang: 'en', memories: [mem('van-kit.md', 'The locksmith van carries the pin kit and the bump keys.', OLD, 'reference')], said: [...chatter(), ...said("don't forget: the spare key for the locksmith van is in the office safe")], fixed: { contains: ['the spare key for the locksmith van is in the office safe'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 'h14-cap-zh-biewangle-not-prohibition', category: 'captures', lang: 'zh', memories: [mem('florist-van-zh.md', '花店的送货车平日都在。', OLD, 'reference')], said: [...said('这段文案帮我缩短一点', '可以'), ...said('别忘了，花店冷柜的温度设在四度。')], fixed: { contains: ['花店冷柜的温度设在四度'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...NOT_FEEDBACK] },
  { id: 'h14-cap-en-prohibition-bindery', category: 'captures', lang: 'en', memories: [mem('bindery-tools.md', 'The bindery has one bench grinder and two paring stones.', OLD, 'reference')], said: [...chatter(), ...said('never let the apprentices sharpen the paring knives on the bench grinder, please remember that')], fixed: { contains: ['sharpen the paring knives on the bench grinder'] }, maxCreated: 1 },
  { id: 'h14-cap-en-readable-name-ferry', category: 'captures', lang: 'en', memories: [mem('ferry-crew.md', 'Each ferry sails with four crew on weekdays.', OLD, 'reference')], said: [...chatter(), ...said("remember that the harbourmaster wants every skipper's crew list emailed before the 06:15 sailing leaves the breakwater")], fixed: { contains: ["the harbourmaster wants every skipper's crew list emailed before the 06:15 sailing"] }, maxCreated: 1, forbid: cutMidWord("the harbourmaster wants every skipper's crew list emailed before the 06:15 sailing leaves the breakwater") },
  { id: 'h14-cap-zh-reference-mixed', category: 'captures', lang: 'zh', memories: [mem('team-roster-zh.md', '战队一共六名队员，两名替补。', OLD)], said: [...said('这个 bracket 图好看吗', 'ok'), ...said('记住：战队的 scrim 记录都放在 Notion 的 Scrims 页面里。')], fixed: { contains: ['scrim 记录都放在 Notion 的 Scrims 页面里'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...NOT_FEEDBACK] },
  // ---- captures: requests reported in daily logs
  { id: 'h14-cap-log-reported-en', category: 'captures', lang: 'en', memories: [mem('photo-desk.md', 'The photo desk files pictures to the shared archive.', OLD, 'reference')], logs: { [LOG]: ['Filed the council story and sent it to the subs.', "Dana asked me to remember that the newsroom's photo archive turns read-only after 20:00.", 'Checked the captions on page 7.'] }, fixed: { contains: ["photo archive turns read-only after 20:00"] }, maxCreated: 1 },
  { id: 'h14-cap-log-reported-zh', category: 'captures', lang: 'zh', memories: [mem('training-cars-zh.md', '驾校一共有九辆教练车。', OLD, 'reference')], logs: { [LOG]: ['上午排了科目二的练车表。', '老周让我记一下：三号教练车保养只去城东那家修理厂。', '下午整理了学员档案。'] }, fixed: { contains: ['三号教练车保养只去城东那家修理厂'] }, maxCreated: 1 },
  { id: 'h14-cap-log-reported-hant', category: 'captures', lang: 'zh', memories: [mem('flower-class-hant.md', '花藝教室每班最多十二位學員。', OLD, 'reference')], logs: { [LOG]: ['整理了花材的訂單。', '阿美請我記住：花藝教室的剪刀每次下課都要用酒精消毒。', '回覆了兩封學員的信。'] }, fixed: { contains: ['花藝教室的剪刀每次下課都要用酒精消毒'] }, maxCreated: 1 },
  // ---- capture traps: word salad, questions, a request already remembered, a pasted log, a request not to remember
  { id: 'h14-cap-trap-zh-salad', category: 'captures', lang: 'zh', trap: true, memories: [mem('bakery-oven-zh.md', '面包房有两台层炉。', OLD, 'reference')], said: [...saladZh(30), ...saladMixed(12)], maxCreated: 0, keep: ['面包房有两台层炉。'] },
  { id: 'h14-cap-trap-en-questions', category: 'captures', lang: 'en', trap: true, memories: [mem('oars.md', 'Spare oars hang on the boathouse wall.', OLD, 'reference')], said: said('do you remember which rack the spare oars are on?', 'remember when the launch ran out of fuel mid-race lol', "don't you think the new sails look great?", "I don't remember, was it rack 3?"), maxCreated: 0, keep: ['Spare oars hang on the boathouse wall.'] },
  { id: 'h14-cap-trap-zh-already-remembered', category: 'captures', lang: 'zh', memories: [mem('smoker-zh.md', '蜂场的喷烟器放在工具棚的第二层。', OLD, 'reference')], trap: true, said: [...said('好的', '记住：喷烟器放在工具棚第二层。')], maxCreated: 0, keep: ['蜂场的喷烟器放在工具棚的第二层。'] },
  { id: 'h14-cap-trap-en-pasted-log', category: 'captures', lang: 'en', trap: true, memories: [mem('till-setup.md', 'The observatory shop till runs on a Raspberry Pi behind the counter.', OLD, 'reference')], said: said("here's what the till printed:\n```\n[warn] remember to close the serial port before exit\n[error] don't retry: printer offline\n```\nwhy does it crash after that?"), maxCreated: 0, keep: ['The observatory shop till runs on a Raspberry Pi behind the counter.'] },
  { id: 'h14-cap-trap-hant-log-not-request', category: 'captures', lang: 'zh', trap: true, memories: [mem('rehearsal-room-hant.md', '排練室在三樓。', OLD, 'reference')], logs: { [LOG]: ['阿傑記得把排練室的鑰匙帶回來了。', '指揮說她不記得曲目順序，要再排一次。'] }, said: said('你還記得排練室的門禁密碼嗎？'), maxCreated: 0, keep: ['排練室在三樓。'] },
  { id: 'h14-cap-trap-en-log-not-to-remember', category: 'captures', lang: 'en', trap: true, memories: [mem('lockers.md', 'Club lockers are assigned at the start of the season.', OLD, 'reference')], logs: { [LOG]: ["Omar asked me not to bother remembering the old locker codes, they're all being reset."] }, maxCreated: 0, keep: ['Club lockers are assigned at the start of the season.'] },

  // ---- index over the limit: non-entry content out to a linked topic file first; user and feedback pointers stay
  { id: 'h14-idx-en-dated-notes-over', category: 'index', lang: 'en', memories: [mem('dental-recall.md', 'Recall appointments are booked six months ahead.', OLD)], extraMemories: 186, indexNotes: ['## Notes', ...datedNotesEn], fixed: { indexMaxLines: 200, indexAbsent: ['rattling noise above 70 % load', 'fire assembly point is the car park'], contains: ['suction pump in surgery 2 makes a rattling noise above 70 % load', 'the fire assembly point is the car park by the pharmacy sign'], indexContains: ['project-fact-001.md', 'project-fact-186.md', 'dental-recall.md'] }, indexKeep: ['editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'], keep: ['2026-09-24: amalgam waste collection is booked with GreenCycle every eight weeks.'] },
  { id: 'h14-idx-en-race-paragraphs-chars', category: 'index', lang: 'en', memories: [mem('sailing-club-races.md', 'Club races start from the committee boat.', OLD)], indexNotes: ['Autumn series log:', '', raceParagraph(1, 100), '', raceParagraph(101, 100), '', raceParagraph(201, 100), '', raceParagraph(301, 100)], fixed: { indexMaxChars: 25000, indexAbsent: ['Race 250 of the autumn series'], contains: ['Race 250 of the autumn series', 'Race 399 of the autumn series'], indexContains: ['sailing-club-races.md'] }, indexKeep: ['editor-setup.md', 'answer-style.md'] },
  { id: 'h14-idx-en-entries-over-user-feedback', category: 'index', lang: 'en', memories: [mem('rink-manager-role.md', 'The user is the duty manager of the ice rink.', OLD, 'user'), mem('rink-answers.md', 'Give the rink schedule as a table, never as prose.', OLD, 'feedback')], extraMemories: 212, indexNotes: ['Pinned, 2026-10-14: the hockey league pays for the Tuesday ice by invoice, not card.', 'Pinned, 2026-11-02: figure skaters get the rink to themselves from 06:00 to 07:30.'], fixed: { indexMaxLines: 200, indexAbsent: ['hockey league pays for the Tuesday ice'], contains: ['hockey league pays for the Tuesday ice by invoice, not card', 'figure skaters get the rink to themselves from 06:00 to 07:30'] }, indexKeep: ['rink-manager-role.md', 'rink-answers.md', 'editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'] },
  { id: 'h14-idx-en-table-notes', category: 'index', lang: 'en', memories: [mem('depot-routes.md', 'Route buses are parked by route number.', OLD)], extraMemories: 184, indexNotes: ['| Bay | Route | Bus |', '|---|---|---|', ...Array.from({ length: 12 }, (_, i) => `| Bay ${i + 1} | Route ${40 + i * 3} | ${i % 3 === 0 ? 'electric' : 'diesel'} |`)], fixed: { indexMaxLines: 200, indexAbsent: ['Route 61'], contains: ['Route 61'], indexContains: ['project-fact-184.md', 'depot-routes.md'] }, indexKeep: ['editor-setup.md', 'answer-style.md'] },
  { id: 'h14-idx-en-code-block-notes', category: 'index', lang: 'en', memories: [mem('shop-till.md', 'The observatory shop till exports sales every night.', OLD, 'reference')], extraMemories: 183, indexNotes: ['### Till export (how Rosa does it)', '', '```sh', 'till-export --format csv --shop observatory > sales.csv', 'scp sales.csv accounts@books.local:/inbox/', '```', '', 'If the export stalls, the card reader is still holding the serial port; unplug it first.', 'The accounts inbox is emptied by the bookkeeper every Friday.', 'Gift-shop stock counts are kept in the grey folder under the till.', 'Planisphere refunds need the manager\'s PIN.', 'Star-map posters are reordered when fewer than ten remain.'], fixed: { indexMaxLines: 200, indexAbsent: ['till-export --format csv'], contains: ['till-export --format csv --shop observatory', 'the card reader is still holding the serial port'], indexContains: ['project-fact-183.md', 'shop-till.md'] }, indexKeep: ['editor-setup.md', 'answer-style.md'] },
  { id: 'h14-idx-zh-dated-notes', category: 'index', lang: 'zh', memories: [mem('bakery-ovens-zh.md', '面包房每天凌晨四点开炉。', OLD)], extraMemories: 186, indexNotes: ['## 备忘', '2026-09-14：二号烤箱的温控板送修，供应商是恒温电器。', '2026-09-28：黑麦粉改从城北粮站进货，每袋二十五公斤。', '2026-10-09：夜班面包师小吴负责周末的法棍。', '2026-10-21：店里的冷藏柜门封条漏气，已报修。', '2026-11-03：节日礼盒的包装纸放在二楼仓库。', '2026-11-16：每天卖剩的面包晚上八点送到社区食堂。'], fixed: { indexMaxLines: 200, indexAbsent: ['二号烤箱的温控板送修'], contains: ['二号烤箱的温控板送修，供应商是恒温电器', '每天卖剩的面包晚上八点送到社区食堂'], indexContains: ['project-fact-186.md', 'bakery-ovens-zh.md'] }, indexKeep: ['editor-setup.md', 'answer-style.md'] },
  { id: 'h14-idx-zh-feedback-kept', category: 'index', lang: 'zh', memories: [mem('vet-reply-style-zh.md', '回复宠物主人时先说结论，再说原因。', OLD, 'feedback'), mem('vet-units-zh.md', '药量一律写成毫克每公斤，不要写成片。', OLD, 'feedback'), mem('vet-language-zh.md', '给宠物主人的说明用中文写，不要夹英文缩写。', OLD, 'feedback')], extraMemories: 205, indexNotes: ['诊所备忘：周末只有一位值班兽医，急诊转到城南动物医院。', '诊所备忘：狂犬疫苗的冷链记录每天早上九点登记一次。', '诊所备忘：X 光室的铅衣挂在门后的第二个挂钩上。'], fixed: { indexMaxLines: 200, indexAbsent: ['急诊转到城南动物医院'], contains: ['急诊转到城南动物医院', '狂犬疫苗的冷链记录每天早上九点登记一次'] }, indexKeep: ['vet-reply-style-zh.md', 'vet-units-zh.md', 'vet-language-zh.md', 'answer-style.md', 'test-names.md', 'editor-setup.md', 'working-hours.md'] },
  { id: 'h14-idx-hant-paragraph-notes', category: 'index', lang: 'zh', memories: [mem('bindery-press-hant.md', '裝訂工作室有一台壓書機。', OLD)], extraMemories: 187, indexNotes: ['## 備忘', '', '壓書機的螺桿每個月上一次油，油放在工具櫃最下層。燙金機預熱要二十分鐘，溫度設在一百一十度。客人送來的古書一律先拍照存檔，再拆線。', '', '皮料放在除濕櫃裡，濕度保持在百分之五十以下。麂皮邊角料留給學員練習用，不要丟掉。', '', '學員來練習的時候，工作室要留兩張工作桌。裁紙刀的刀片每兩個月換一次。'], fixed: { indexMaxLines: 200, indexAbsent: ['燙金機預熱要二十分鐘'], contains: ['燙金機預熱要二十分鐘', '裁紙刀的刀片每兩個月換一次'], indexContains: ['project-fact-187.md', 'bindery-press-hant.md'] }, indexKeep: ['editor-setup.md', 'answer-style.md'] },
  { id: 'h14-idx-hant-user-kept-entries-over', category: 'index', lang: 'zh', memories: [mem('user-role-hant.md', '使用者是樂團的巡演經理。', OLD, 'user'), mem('user-city-hant.md', '使用者住在台中，常用繁體中文溝通。', OLD, 'user')], extraMemories: 208, indexNotes: ['巡演備忘：樂器卡車的司機是阿輝，電話存在巡演群組裡。', '巡演備忘：每場演出後的樂譜由譜務收回，鎖進譜箱。'], fixed: { indexMaxLines: 200, indexAbsent: ['樂器卡車的司機是阿輝'], contains: ['樂器卡車的司機是阿輝', '每場演出後的樂譜由譜務收回'] }, indexKeep: ['user-role-hant.md', 'user-city-hant.md', 'editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'] },
  // ---- index traps: inside the limits (199 and exactly 200 lines, long CJK entries far under 25,000 characters)
  { id: 'h14-idx-trap-en-199-lines', category: 'index', lang: 'en', trap: true, memories: [mem('bike-shop-hours.md', 'The bike shop workshop closes at 17:30.', OLD)], extraMemories: 190, keep: ['The bike shop workshop closes at 17:30.'], indexKeep: ['project-fact-001.md', 'project-fact-190.md', 'bike-shop-hours.md'] },
  { id: 'h14-idx-trap-en-exactly-200', category: 'index', lang: 'en', trap: true, memories: [mem('ferry-fares.md', 'Foot passengers pay 4.20 per crossing.', OLD, 'reference')], extraMemories: 191, keep: ['Foot passengers pay 4.20 per crossing.'], indexKeep: ['project-fact-001.md', 'project-fact-191.md', 'ferry-fares.md', 'answer-style.md'] },
  { id: 'h14-idx-trap-zh-cjk-hooks-bytes', category: 'index', lang: 'zh', trap: true, memories: teaMemories, keep: [teaMemories[0]!.body, teaMemories[59]!.body], indexKeep: ['tea-brew-01.md', 'tea-brew-60.md', `${teaMemories[59]!.description!}`] },
  { id: 'h14-idx-trap-hant-many-users-200', category: 'index', lang: 'zh', trap: true, memories: [mem('user-instrument-hant.md', '使用者在樂團裡拉中提琴。', OLD, 'user'), mem('user-reply-hant.md', '回覆使用者時請用繁體中文。', OLD, 'feedback')], extraMemories: 190, keep: ['使用者在樂團裡拉中提琴。', '回覆使用者時請用繁體中文。'], indexKeep: ['user-instrument-hant.md', 'user-reply-hant.md', 'project-fact-190.md'] },
  { id: 'h14-idx-trap-en-near-chars', category: 'index', lang: 'en', trap: true, memories: Array.from({ length: 150 }, (_, i) => mem(`choir-part-${String(i + 1).padStart(3, '0')}.md`, `Choir part file ${i + 1} is the ${['soprano', 'alto', 'tenor', 'bass', 'descant'][i % 5]} line of anthem ${Math.floor(i / 5) + 1}.`, OLD, 'reference', { description: `the ${['soprano', 'alto', 'tenor', 'bass', 'descant'][i % 5]} line of anthem ${Math.floor(i / 5) + 1}, printed on A4, marked up by the section leader, kept in folder ${(i % 12) + 1}` })), keep: ['Choir part file 1 is the soprano line of anthem 1.', 'Choir part file 150 is the descant line of anthem 30.'], indexKeep: ['choir-part-001.md', 'choir-part-150.md', 'kept in folder 6'] },

  // ---- hooks: a hook over the entry limit; only its fact clauses go to the topic file, as sentences in the file's language
  { id: 'h14-hook-en-gangway-filler', category: 'hooks', lang: 'en', memories: [mem('ferry-gangway.md', 'The stern gangway is used for foot passengers.', OLD, 'project', { description: 'ferry gangway', hook: 'Gangway notes — important, read before boarding starts; the bow gangway is closed when the swell exceeds 1.5 m, and the stern ramp takes bicycles only after the cars are loaded, see below for more' })], fixed: { contains: ['bow gangway is closed when the swell exceeds 1.5 m', 'stern ramp takes bicycles only after the cars are loaded'], absent: ['read before boarding starts', 'see below for more'] }, forbid: ['the bow gangway is closed'] },
  { id: 'h14-hook-en-bakery-arrows', category: 'hooks', lang: 'en', memories: [mem('bakery-ovens.md', 'Deck oven 2 is used for rye only.', OLD, 'project', { description: 'bakery ovens', hook: 'ovens!! -> deck oven 1 preheats to 250 °C by 04:30 -> baguettes go in at 05:10 -> pls keep this updated thx -> croissant trays sit on the top shelf of the rack oven' })], fixed: { contains: ['deck oven 1 preheats to 250 °C by 04:30', 'baguettes go in at 05:10', 'croissant trays sit on the top shelf of the rack oven'], absent: ['pls keep this updated', 'thx', 'ovens!!'] } },
  { id: 'h14-hook-en-exam-label-values', category: 'hooks', lang: 'en', memories: [mem('exam-scripts.md', 'Marked scripts are stored in cabinet B of the exam office.', OLD, 'project', { description: 'exam scripts', hook: 'Exam scripts | owner: Ms Okafor | collected at 16:00 from the sports hall door | every envelope sealed with red tamper tape | TODO tidy this line up | misc stuff' })], fixed: { contains: ['Ms Okafor', 'collected at 16:00 from the sports hall door', 'every envelope sealed with red tamper tape'], absent: ['TODO tidy this line up', 'misc stuff'] } },
  { id: 'h14-hook-en-moorings-british-runon', category: 'hooks', lang: 'en', memories: [mem('visitor-moorings.md', "Visitors' moorings are the yellow buoys off the slipway.", OLD, 'reference', { description: 'visitor moorings', hook: "Moorings — as discussed at some length by the committee and broadly agreed, the harbour authority charges £14 a night for a visitor's buoy and the club launch stops running at 19:30 in October, which everyone should probably note" })], fixed: { contains: ["the harbour authority charges £14 a night for a visitor's buoy", 'the club launch stops running at 19:30 in October'], absent: ['as discussed at some length by the committee', 'which everyone should probably note', 'broadly agreed'] } },
  { id: 'h14-hook-en-rink-commit-style', category: 'hooks', lang: 'en', memories: [mem('rink-sessions.md', 'Public sessions need a paid wristband.', OLD, 'project', { description: 'rink sessions', hook: 'feat(rink): sessions — public skating runs 13:00-15:30 on Saturdays; the hockey league has the ice every Tuesday and Thursday evening; skate hire closes 30 minutes before the end; WIP, ping me if wrong' })], fixed: { contains: ['public skating runs 13:00-15:30 on Saturdays', 'the hockey league has the ice every Tuesday and Thursday evening', 'skate hire closes 30 minutes before the end'], absent: ['WIP, ping me', 'feat(rink)'] }, forbid: ['public skating runs 13:00'] },
  { id: 'h14-hook-zh-vet-boarding', category: 'hooks', lang: 'zh', memories: [mem('vet-boarding-zh.md', '寄养区在诊所二楼，朝南的那几间。', OLD, 'project', { description: '宠物寄养', hook: '寄养须知——很重要，大家一定要看！！每只寄养的狗每天早晚各遛一次，每次至少二十分钟；猫砂盆每天早上和晚上各换一次；寄养押金是三百元，接走时退还；带来的粮食要贴上主人的名字和电话；生病的动物不收寄养，要先转到门诊看诊；有问题再说，先这样吧' })], fixed: { contains: ['每只寄养的狗每天早晚各遛一次', '猫砂盆每天早上和晚上各换一次', '寄养押金是三百元', '带来的粮食要贴上主人的名字和电话', '生病的动物不收寄养，要先转到门诊看诊'], absent: ['很重要，大家一定要看', '有问题再说', '先这样吧'] }, forbid: ['寄养押金是三百元.', '每只寄养的狗每天早晚各遛一次.'] },
  { id: 'h14-hook-zh-bus-depot-label', category: 'hooks', lang: 'zh', memories: [mem('depot-charging-zh.md', '电动公交在车场北区充电。', OLD, 'project', { description: '车场充电', hook: '充电桩【必看】【置顶】：北区的十二个充电桩晚上十一点以后才开始给电动公交充电，因为那时候电价最低；每根充电枪用完要挂回桩上；三号桩的屏幕坏了但还能用；充电时司机不能离开车场北区，要在休息室等；上面这些以后再整理，随便看看就好，有空再补充更多细节吧' })], fixed: { contains: ['晚上十一点以后才开始给电动公交充电', '每根充电枪用完要挂回桩上', '三号桩的屏幕坏了但还能用', '充电时司机不能离开车场北区，要在休息室等'], absent: ['【必看】', '【置顶】', '以后再整理', '随便看看就好', '有空再补充'] } },
  { id: 'h14-hook-hant-bookbinder', category: 'hooks', lang: 'zh', memories: [mem('bookbinding-glue-hant.md', '工作室用的是小麥澱粉漿糊。', OLD, 'project', { description: '裝訂用膠', hook: '膠水筆記（超級重要，拜託大家看一下喔）：小麥澱粉漿糊要當天煮當天用，隔夜的一律倒掉；動物膠要隔水加熱到六十度左右；PVA 只能用在書殼，不可以碰到書頁；用剩的漿糊要蓋上保鮮膜放進冰箱最下層，但隔天還是得倒掉；其他的等我有空再慢慢寫上來，謝謝各位的配合' })], fixed: { contains: ['小麥澱粉漿糊要當天煮當天用', '動物膠要隔水加熱到六十度左右', 'PVA 只能用在書殼，不可以碰到書頁'], absent: ['超級重要', '拜託大家看一下', '等我有空再慢慢寫', '謝謝各位的配合'] }, forbid: ['動物膠要隔水加熱到六十度左右.'] },
  { id: 'h14-hook-hant-seed-bank', category: 'hooks', lang: 'zh', memories: [mem('seed-drying-hant.md', '種子入庫前要先乾燥。', OLD, 'project', { description: '種子乾燥', hook: '乾燥室 >>> 種子在乾燥室放滿十四天才可以入庫，乾燥室的濕度要維持在百分之十五，豆類種子要單獨放在最下層的架子上，稻米種子的標籤用綠色，每一批種子入庫前都要抽一百粒做發芽測試並把結果寫在批次卡上，以上供參考，內容可能不完整，歡迎補充指正，有錯請告訴我' })], fixed: { contains: ['種子在乾燥室放滿十四天才可以入庫', '乾燥室的濕度要維持在百分之十五', '豆類種子要單獨放在最下層的架子上', '稻米種子的標籤用綠色', '每一批種子入庫前都要抽一百粒做發芽測試'], absent: ['以上供參考', '內容可能不完整', '歡迎補充指正', '有錯請告訴我'] } },
  { id: 'h14-hook-mixed-zh-esports', category: 'hooks', lang: 'zh', memories: [mem('esports-scrims-zh.md', '战队每周和两支队伍打训练赛。', OLD, 'project', { description: '训练赛', hook: 'Scrims 安排 (FYI, 随便看看)：训练赛统一在晚上八点开始，每次打三张图；对手名单放在 Discord 的 #scrims 频道；教练 Leo 负责每场的复盘录像；每张输掉的图都要写一份 review 文档；有问题 DM 我，lol，详情见群公告，大家辛苦啦' })], fixed: { contains: ['训练赛统一在晚上八点开始，每次打三张图', '对手名单放在 Discord 的 #scrims 频道', '教练 Leo 负责每场的复盘录像', '每张输掉的图都要写一份 review 文档'], absent: ['FYI, 随便看看', 'lol', '有问题 DM 我', '大家辛苦啦'] } },
  // ---- hook traps: entries inside the limit (short, CJK with many bytes, a URL, an emoji)
  { id: 'h14-hook-trap-en-short-semicolons', category: 'hooks', lang: 'en', trap: true, memories: [mem('lifejackets.md', 'Lifejackets are checked before each sailing.', OLD, 'project', { description: 'lifejackets: 60 on deck 2; child sizes in the blue locker; checked before each sailing' })], keep: ['Lifejackets are checked before each sailing.'], indexKeep: ['lifejackets: 60 on deck 2; child sizes in the blue locker; checked before each sailing'] },
  { id: 'h14-hook-trap-zh-cjk-bytes', category: 'hooks', lang: 'zh', trap: true, memories: [mem('dental-sterile-zh.md', '器械包消毒后有效期七天。', OLD, 'project', { description: '器械包消毒后有效期七天，过期的要重新打包消毒；消毒记录贴在消毒间门口，每月底由护士长检查签字，检查完放回文件夹，不要带出消毒间' })], keep: ['器械包消毒后有效期七天。'], indexKeep: ['器械包消毒后有效期七天，过期的要重新打包消毒；消毒记录贴在消毒间门口，每月底由护士长检查签字，检查完放回文件夹，不要带出消毒间'] },
  { id: 'h14-hook-trap-hant-short', category: 'hooks', lang: 'zh', trap: true, memories: [mem('tea-house-water-hant.md', '茶館用的是山泉水。', OLD, 'reference', { description: '山泉水每十天送來一次，一次二十桶；空桶放在後門，送水的人會收走' })], keep: ['茶館用的是山泉水。'], indexKeep: ['山泉水每十天送來一次，一次二十桶；空桶放在後門，送水的人會收走'] },
  { id: 'h14-hook-trap-en-url', category: 'hooks', lang: 'en', trap: true, memories: [mem('newsroom-wire.md', 'Wire copy is pulled from the agency feed.', OLD, 'reference', { description: 'agency feed at https://wire.example.org/feed?desk=news — login on the desk card' })], keep: ['Wire copy is pulled from the agency feed.'], indexKeep: ['agency feed at https://wire.example.org/feed?desk=news — login on the desk card'] },
  { id: 'h14-hook-trap-en-emoji', category: 'hooks', lang: 'en', trap: true, memories: [mem('hive-alerts.md', 'Hive scales report weight every hour.', OLD, 'reference', { description: '🐝 hive scale alerts go to the beekeepers\' group chat 📱 when a hive drops 2 kg in a day' })], keep: ['Hive scales report weight every hour.'], indexKeep: ["🐝 hive scale alerts go to the beekeepers' group chat 📱 when a hive drops 2 kg in a day"] },
];
