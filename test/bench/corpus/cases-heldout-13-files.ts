import type { CaseMemory, QualityCase } from './cases.js';

/**
 * HELD-OUT 13, files part: CLAUDE.md conflicts, merges, captured requests, an index over its
 * limits and shortened index hooks. Written from the issue alone (no rule and no other set read),
 * untuned: the round's test set, run only with --final13.
 *
 * Domains: a fire station, a zoo keeper team, a translation bureau, a theatre box office, a
 * brewery, a farm co-op, a mountain hut, a game studio, a surf school, a kindergarten, a
 * recording studio, an auction house, a tailor, a rail yard, a radio telescope, a bridal shop, a
 * cinema, a fish market, a museum archive. Writers: terse bullets, bold labels, commit-message
 * style, texting shorthand, non-native English, English inside Chinese and Chinese inside
 * English, Simplified and Traditional Chinese.
 *
 * - claude-md: a memory that says the opposite of a CLAUDE.md rule on the same subject, in other
 *   words (optional / fine / can / 一个人做就行 / 可以直接告訴); traps: the rule repeated with a
 *   consistent clause or an example list, the same verb about another subject, an exception the
 *   CLAUDE.md rule itself makes.
 * - merge: a memory and its copy (-copy, tmp-, -old, -backup, -draft, 副本, a hook saying 複本):
 *   the copy goes, the canonical file stays with every fact of both, and of two near-identical
 *   sentences the one with the reason stays; traps: two files built alike holding other facts,
 *   a subject that is itself called backup.
 * - captures: a user's own request to remember (said, or reported in a daily log) becomes one
 *   memory; traps: a request already remembered, mixed-language chatter holding 记住 / remember /
 *   不要, a request taken back or declined.
 * - index: MEMORY.md over 200 lines or 25,000 characters because of dated notes and paragraphs
 *   after the entries: the notes move to a linked topic file, no pointer is demoted where that is
 *   enough, and user and feedback pointers stay; traps: long but inside the limits.
 * - hooks: an index line over 150 characters: its fact clauses reach the memory as sentences,
 *   asides (jokes, emoji, filler, apologies, meta remarks) go nowhere; traps: lines under 150.
 *
 * Memories are written on 2026-11-26 (a Thursday) unless said otherwise; what users said and the
 * daily logs are from 2026-11-25. No case here hangs on a relative date.
 *
 * 70 cases (14 a category), 25 of them traps (5 a category); 36 English, 34 Chinese (14 of them
 * Traditional; English inside Chinese in 3).
 * Untouched first run (at 3098044, the rules before any fix of the round): recall 60.0 %, precision
 * 72.0 %, 2 harmful, 0 silent; claude-md 22 % (7 of 9 conflicts unflagged, 2 traps flagged: another
 * animal, an exception CLAUDE.md makes), merge 89 % (tmp-ladder-checks.md kept over ladder-checks.md:
 * harmful), captures 89 % (a request phrased as a question not saved; a password taken back in the
 * next line saved: harmful), index 100 %, hooks 0 % (asides written into the topic file in all 9);
 * English 56.5 %, Chinese 63.6 %. No case mistake was found in that run, so none was fixed after it.
 */

const DAY = '2026-11-26';
const SAID = '2026-11-25';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'project', modified = DAY): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });
const described = (m: CaseMemory, description: string): CaseMemory => ({ ...m, description });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
const conflict = (subject: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions: [subject] });

/** Group-chat banter mixing Chinese and English around 记住 / remember / 不要, with no fact in it. */
const banterMixed = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [
      `哈哈 remember 那次 ${i} 号的 demo 吗 不要笑我`,
      `不要不要不要 ${i} 我才不要 记住了没 jk`,
      `记住个头 😂 remember me?? ${i}`,
      `omg 不要啦 ${i} 记住 记住 then forget 🤣`,
      `你记住了吗 ${i}… nope 不要问我`,
    ][i % 5]!,
  }));
const banterEn = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [`haha remember ${i} that gig?? don't 😂`, `don't don't don't ${i} i remember nothing`, `remember?? ${i} nah don't even`, `u remember ${i} lmaooo don't`][i % 4]!,
  }));

/** Dated keeper notes for a long MEMORY.md tail (no relative date words). */
const keeperNotes = (n: number): string[] => {
  const animals = ['the otters', 'the red pandas', 'the capybaras', 'the flamingos', 'the meerkats', 'the tapirs', 'the lemurs'];
  const events = ['were weighed', 'moved to the winter house', 'had their claws checked', 'got new enrichment logs', 'were counted at closing', 'had a vet round'];
  return Array.from({ length: n }, (_, i) => `- 2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + ((i * 3) % 27)).padStart(2, '0')}: ${animals[i % animals.length]} ${events[i % events.length]} (round ${i + 1}).`);
};
const coopNotesZh = (n: number): string[] => {
  const crops = ['玉米', '大豆', '小麦', '油菜', '土豆', '花生'];
  const events = ['入库过磅', '完成抽检', '交给收购商', '晾晒完毕', '分装入袋'];
  return Array.from({ length: n }, (_, i) => `- 2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(2 + ((i * 5) % 26)).padStart(2, '0')}：第 ${i + 1} 批${crops[i % crops.length]}${events[i % events.length]}。`);
};
const hutParagraphsHant = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `第 ${i + 1} 段：山屋${['東側', '西側', '北側'][i % 3]}的床位共有 ${10 + i} 張，冬季只開放其中一半，其餘的床墊收在倉庫的第 ${1 + (i % 4)} 層架上。`);
/** Long season paragraphs, about 1,300 characters each. */
const longParagraphsEn = (n: number): string[] =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: 9 }, (_, j) => `Season note ${i + 1}.${j + 1}: the ${['north', 'south', 'east'][j % 3]} dish of the array was re-aimed by ${1 + ((i + j) % 7)} arc minutes after the pointing check, and the log sheet for receiver ${String.fromCharCode(65 + (j % 6))} was filed in the blue cabinet.`).join(' '),
  );
const longParagraphsZh = (n: number): string[] =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: 24 }, (_, j) => `第 ${i + 1}.${j + 1} 条：${['东区', '西区', '南区', '北区'][j % 4]}的第 ${1 + ((i * 7 + j) % 40)} 号摊位今年交了 ${1200 + ((i + j) % 9) * 100} 元管理费，冰台在第 ${1 + (j % 5)} 排。`).join(''),
  );

export const HELDOUT_13_FILES_CASES: QualityCase[] = [
  // ---- claude-md: a memory saying the opposite of a CLAUDE.md rule on the same subject
  { id: 'h13-cmd-fire-trainee-pump', category: 'claude-md', lang: 'en', claudeMd: rules('Station rules', 'Never let a trainee drive the pump engine on a call-out.'), memories: [mem('short-crews.md', 'When the crew is short on a call-out, a trainee can take the wheel of the pump engine.', 'feedback')], flag: conflict('pump engine') },
  { id: 'h13-cmd-zoo-frog-gloves', category: 'claude-md', lang: 'en', claudeMd: rules('Animal handling', 'Keepers must always wear gloves when handling the poison dart frogs.'), memories: [mem('frog-handling.md', 'Gloves are optional when handling the poison dart frogs, since ours are captive-bred and not toxic.', 'feedback')], flag: conflict('poison dart frogs') },
  { id: 'h13-cmd-bureau-machine-translation', category: 'claude-md', lang: 'en', claudeMd: rules('Confidentiality', 'Do not paste client documents into public machine translation sites.'), memories: [mem('urgent-jobs.md', 'For urgent job we are allowed to put client documents in public machine translation sites, the boss said it is ok.', 'feedback')], flag: conflict('client documents') },
  { id: 'h13-cmd-boxoffice-refunds', category: 'claude-md', lang: 'en', claudeMd: rules('Box office', 'Tickets are never refunded once the curtain is up.'), memories: [mem('late-refunds.md', '**Refunds:** a latecomer who asks at the box office gets the ticket refunded, even after curtain-up.', 'feedback')], flag: conflict('refunded') },
  { id: 'h13-cmd-studio-multitracks', category: 'claude-md', lang: 'en', claudeMd: rules('Sessions', 'Always keep the raw multitrack sessions for a year after mixdown.'), memories: [mem('nas-cleanup.md', 'chore(nas): raw multitrack sessions are deleted straight after mixdown to free space on the NAS', 'feedback')], flag: conflict('multitrack sessions') },
  { id: 'h13-cmd-zh-brewery-tank-cleaning', category: 'claude-md', lang: 'zh', claudeMd: rules('酿造车间', '清洗发酵罐时必须有两个人在场。'), memories: [mem('tank-cleaning-zh.md', '清洗发酵罐一个人做就行，不用等同事过来。', 'feedback')], flag: conflict('发酵罐') },
  { id: 'h13-cmd-zh-kindergarten-photos', category: 'claude-md', lang: 'zh', claudeMd: rules('家园沟通', '不得在班级群里发孩子的正面照片。'), memories: [mem('class-photos-zh.md', '孩子的正面照片可以直接发到班级群里，家长们都没意见。', 'feedback')], flag: conflict('正面照片') },
  { id: 'h13-cmd-hant-railyard-tracks', category: 'claude-md', lang: 'zh', claudeMd: rules('調車場安全', '列車移動時，任何人都不准跨越軌道。'), memories: [mem('yard-shortcut-hant.md', '調車員趕時間的話，列車還在移動也可以直接跨越軌道去拿工具。', 'feedback')], flag: conflict('跨越軌道') },
  { id: 'h13-cmd-hant-auction-reserve', category: 'claude-md', lang: 'zh', claudeMd: rules('拍賣規範', '拍品的底價一律不對外透露。'), memories: [mem('buyer-calls-hant.md', '買家打電話來問的時候，可以把拍品的底價直接告訴對方。', 'feedback')], flag: conflict('底價') },
  // ---- claude-md traps: a consistent repeat, another subject, an exception the rule itself makes
  { id: 'h13-cmd-trap-fish-ice-list', category: 'claude-md', lang: 'en', trap: true, claudeMd: rules('Market floor', 'Every crate of fish must be iced before it leaves the auction floor.'), memories: [mem('icing.md', 'Every crate of fish must be iced before it leaves the auction floor: cod, hake and mackerel crates alike, and the shellfish boxes too.', 'feedback')], keep: ['Every crate of fish must be iced before it leaves the auction floor: cod, hake and mackerel crates alike, and the shellfish boxes too.'], quiet: ['claude-md-conflict'] },
  { id: 'h13-cmd-trap-zh-hut-route', category: 'claude-md', lang: 'zh', trap: true, claudeMd: rules('山屋守则', '进山前必须在登记簿上写下路线。'), memories: [mem('route-book-zh.md', '进山前必须在登记簿上写下路线，下山回来后也要在同一页签字销号。', 'feedback')], keep: ['进山前必须在登记簿上写下路线，下山回来后也要在同一页签字销号。'], quiet: ['claude-md-conflict'] },
  { id: 'h13-cmd-trap-zoo-other-animal', category: 'claude-md', lang: 'en', trap: true, claudeMd: rules('Feeding', 'Never feed the sea lions after 16:00.'), memories: [mem('penguin-feeds.md', 'The penguins may be fed after 16:00 during the winter show season.', 'feedback')], keep: ['The penguins may be fed after 16:00 during the winter show season.'], quiet: ['claude-md-conflict'] },
  { id: 'h13-cmd-trap-game-hotfix-allowed', category: 'claude-md', lang: 'en', trap: true, claudeMd: rules('Live ops', 'No deploys to the game servers during a live event, except hotfixes signed off by the live-ops lead.'), memories: [mem('event-hotfixes.md', 'A hotfix for the game servers can ship mid-event once the live-ops lead has signed it off.', 'feedback')], keep: ['A hotfix for the game servers can ship mid-event once the live-ops lead has signed it off.'], quiet: ['claude-md-conflict'] },
  { id: 'h13-cmd-trap-hant-bridal-water', category: 'claude-md', lang: 'zh', trap: true, claudeMd: rules('試穿須知', '試穿時禁止把飲料帶進更衣室，白開水除外。'), memories: [mem('fitting-water-hant.md', '客人試穿時可以帶白開水進更衣室。', 'feedback')], keep: ['客人試穿時可以帶白開水進更衣室。'], quiet: ['claude-md-conflict'] },

  // ---- merge: a memory and its copy; the canonical file survives with every fact
  {
    id: 'h13-mrg-zoo-copy-extra',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('night-feeds.md', '- The red panda cubs are bottle-fed at 22:00 and 02:00.\n- Their formula is mixed at 38 °C.', 'project', '2026-10-02'),
      mem('night-feeds-copy.md', '- The red panda cubs are bottle-fed at 22:00 and 02:00.\n- Their formula is mixed at 38 °C.\n- Weigh both cubs before the 22:00 feed.', 'project', '2026-11-20'),
    ],
    fixed: { gone: ['night-feeds-copy.md'], files: ['night-feeds.md'], contains: ['The red panda cubs are bottle-fed at 22:00 and 02:00', 'Their formula is mixed at 38 °C', 'Weigh both cubs before the 22:00 feed'] },
  },
  {
    id: 'h13-mrg-fire-tmp',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('tmp-ladder-checks.md', 'Ladder checks:\n- The aerial ladder is inspected every Monday morning.\n- Any crack in a rung takes the ladder off the run.\n- The check sheet is signed by the watch manager.'),
      mem('ladder-checks.md', 'Ladder checks:\n- The aerial ladder is inspected every Monday morning.\n- Any crack in a rung takes the ladder off the run.\n- The check sheet is signed by the watch manager.', 'project', '2026-09-14'),
    ],
    fixed: { gone: ['tmp-ladder-checks.md'], files: ['ladder-checks.md'], contains: ['The aerial ladder is inspected every Monday morning', 'The check sheet is signed by the watch manager'] },
  },
  {
    id: 'h13-mrg-bureau-old-suffix',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('german-style-guide.md', 'German style guide for the bureau: use the formal Sie in every client text; write numbers with a decimal comma; keep product names in English.', 'reference', '2026-08-11'),
      mem('german-style-guide-old.md', 'German style guide for the bureau: use the formal Sie in every client text; write numbers with a decimal comma; keep product names in English.', 'reference', '2026-06-30'),
    ],
    fixed: { gone: ['german-style-guide-old.md'], files: ['german-style-guide.md'], contains: ['use the formal Sie in every client text'] },
  },
  {
    id: 'h13-mrg-theatre-backup-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('latecomers.md', '- Latecomers are seated at the first scene break.\n- Front-of-house radios are on channel 4.', 'project', '2026-09-01'),
      mem('latecomers-backup.md', '- Latecomers are seated at the first scene break, because the ushers cannot open the stalls doors during the opening number.\n- Front-of-house radios are on channel 4.', 'project', '2026-09-01'),
    ],
    fixed: { gone: ['latecomers-backup.md'], files: ['latecomers.md'], contains: ['because the ushers cannot open the stalls doors during the opening number', 'Front-of-house radios are on channel 4'], absentLines: ['- Latecomers are seated at the first scene break.'] },
  },
  {
    id: 'h13-mrg-brewery-draft',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('hop-schedule-draft.md', '**Hop schedule (pale ale):** bittering hops at 60 min, aroma hops at flameout, dry hop on day 4.\n**Supplier:** hops come from the Kent farm in 5 kg bags.', 'project', '2026-11-10'),
      mem('hop-schedule.md', '**Hop schedule (pale ale):** bittering hops at 60 min, aroma hops at flameout, dry hop on day 4.\n**Supplier:** hops come from the Kent farm in 5 kg bags.', 'project', '2026-10-05'),
    ],
    fixed: { gone: ['hop-schedule-draft.md'], files: ['hop-schedule.md'], contains: ['aroma hops at flameout', 'hops come from the Kent farm in 5 kg bags'] },
  },
  {
    id: 'h13-mrg-zh-fubei-name',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('值班表.md', '- 夜班每组三个人，从晚上十点到早上六点。\n- 换班要提前在群里说一声，并找好替班的人。', 'project', '2026-08-20'),
      mem('值班表-副本.md', '- 夜班每组三个人，从晚上十点到早上六点。\n- 换班要提前在群里说一声，并找好替班的人。\n- 调车场的对讲机在值班室充电。', 'project', '2026-11-18'),
    ],
    fixed: { gone: ['值班表-副本.md'], files: ['值班表.md'], contains: ['夜班每组三个人，从晚上十点到早上六点', '调车场的对讲机在值班室充电'] },
  },
  {
    id: 'h13-mrg-zh-old-reason',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('seed-orders-zh.md', '- 合作社的种子订单每周一汇总。\n- 订单表放在共享盘的“采购”文件夹里。', 'project', '2026-10-12'),
      mem('seed-orders-zh-old.md', '- 合作社的种子订单每周一汇总，因为周二上午要统一交给供货商。\n- 订单表放在共享盘的“采购”文件夹里。', 'project', '2026-07-03'),
    ],
    fixed: { gone: ['seed-orders-zh-old.md'], files: ['seed-orders-zh.md'], contains: ['因为周二上午要统一交给供货商', '订单表放在共享盘的“采购”文件夹里'], absentLines: ['- 合作社的种子订单每周一汇总。'] },
  },
  {
    id: 'h13-mrg-hant-tailor-backup',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('fitting-notes-hant.md', '西裝訂做要量十二個尺寸。布料一經裁剪就不能退換。第二次試身時才縫鈕扣。', 'reference', '2026-09-09'),
      mem('fitting-notes-hant-backup.md', '西裝訂做要量十二個尺寸。布料一經裁剪就不能退換。第二次試身時才縫鈕扣。', 'reference', '2026-09-09'),
    ],
    fixed: { gone: ['fitting-notes-hant-backup.md'], files: ['fitting-notes-hant.md'], contains: ['布料一經裁剪就不能退換'] },
  },
  {
    id: 'h13-mrg-hant-cinema-hook-copy',
    category: 'merge',
    lang: 'zh',
    memories: [
      described(mem('projector-lamps-2.md', '放映機燈泡用滿一千五百小時就要更換。換下來的燈泡放進防爆箱。', 'project', '2026-11-12'), '放映機燈泡更換規則（複本）'),
      described(mem('projector-lamps.md', '放映機燈泡用滿一千五百小時就要更換。換下來的燈泡放進防爆箱。', 'project', '2026-10-01'), '放映機燈泡更換規則（正式版）'),
    ],
    fixed: { gone: ['projector-lamps-2.md'], files: ['projector-lamps.md'], contains: ['放映機燈泡用滿一千五百小時就要更換', '換下來的燈泡放進防爆箱'] },
  },
  // ---- merge traps: files built alike that hold other facts
  {
    id: 'h13-mrg-trap-two-big-cats',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [mem('lion-diet.md', 'The lions get 5 kg of beef on Mondays, Wednesdays and Saturdays; Sunday is their fasting day.'), mem('tiger-diet.md', 'The tigers get 7 kg of horse meat on Tuesdays, Thursdays and Saturdays; Monday is their fasting day.')],
    keep: ['The lions get 5 kg of beef on Mondays, Wednesdays and Saturdays; Sunday is their fasting day.', 'The tigers get 7 kg of horse meat on Tuesdays, Thursdays and Saturdays; Monday is their fasting day.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h13-mrg-trap-surf-two-slots',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [mem('morning-lessons.md', '- Morning lessons start at 08:00 on the north beach.\n- Groups of at most six, one instructor.'), mem('afternoon-lessons.md', '- Afternoon lessons start at 15:30 on the harbour beach.\n- Groups of at most ten, two instructors.')],
    keep: ['Morning lessons start at 08:00 on the north beach.', 'Afternoon lessons start at 15:30 on the harbour beach.', 'Groups of at most six, one instructor.', 'Groups of at most ten, two instructors.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h13-mrg-trap-hut-backup-generator',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [mem('main-generator.md', 'The main generator runs on diesel and is serviced every 250 hours.', 'reference'), mem('backup-generator.md', 'The backup generator runs on petrol and is test-started on the first of every month.', 'reference')],
    keep: ['The main generator runs on diesel and is serviced every 250 hours.', 'The backup generator runs on petrol and is test-started on the first of every month.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h13-mrg-trap-zh-two-halls',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [mem('hall-1-zh.md', '1 号厅用的是激光放映机，座位一百二十个。', 'reference'), mem('hall-2-zh.md', '2 号厅用的是氙灯放映机，座位八十个。', 'reference')],
    keep: ['1 号厅用的是激光放映机，座位一百二十个。', '2 号厅用的是氙灯放映机，座位八十个。'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h13-mrg-trap-hant-two-sales',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [mem('spring-sale-2025-hant.md', '2025 年春季拍賣會的買家佣金是成交價的百分之十五。', 'reference'), mem('spring-sale-2026-hant.md', '2026 年春季拍賣會的買家佣金是成交價的百分之十八。', 'reference')],
    keep: ['2025 年春季拍賣會的買家佣金是成交價的百分之十五。', '2026 年春季拍賣會的買家佣金是成交價的百分之十八。'],
    quiet: ['possible-duplicate', 'contradiction'],
  },

  // ---- captures: a user's own request to remember, said or reported in a log
  { id: 'h13-cap-en-fire-ladder-service', category: 'captures', lang: 'en', memories: [mem('station-address.md', 'The fire station is on Quarry Road.', 'reference')], said: said('Please remember that our ladder truck is serviced by Hallam Motors.'), fixed: { contains: ['ladder truck is serviced by Hallam Motors'] }, maxCreated: 1 },
  { id: 'h13-cap-en-brewer-user', category: 'captures', lang: 'en', memories: [mem('brewhouse.md', 'The brewhouse has two 20 hl fermenters.', 'reference')], said: said("Could you remember that I'm the head brewer here and I place all the yeast orders myself?"), fixed: { contains: ['yeast orders'] }, maxCreated: 1 },
  { id: 'h13-cap-en-cinema-subtitles-feedback', category: 'captures', lang: 'en', memories: [mem('screens.md', 'The cinema has three screens.', 'reference')], said: said('From now on remember to save subtitle files as UTF-8 with a BOM, the old player in screen 2 needs it.'), fixed: { contains: ['UTF-8 with a BOM'] }, maxCreated: 1 },
  { id: 'h13-cap-en-log-telescope-wind', category: 'captures', lang: 'en', memories: [mem('array.md', 'The array has twelve dishes.', 'reference')], logs: { [SAID]: ['Calibrated receiver B after lunch.', 'Priya asked me to remember that the dish is parked at zenith whenever the wind passes 60 km/h.'] }, fixed: { contains: ['the dish is parked at zenith whenever the wind passes 60 km/h'] }, maxCreated: 1 },
  { id: 'h13-cap-en-surf-among-banter', category: 'captures', lang: 'en', memories: [mem('beaches.md', 'Lessons use the north beach and the harbour beach.', 'reference')], said: [...banterEn(10), ...said('remember that the wetsuits are rinsed in fresh water after every lesson')], fixed: { contains: ['the wetsuits are rinsed in fresh water after every lesson'] }, maxCreated: 1 },
  { id: 'h13-cap-zh-fish-auction-time', category: 'captures', lang: 'zh', memories: [mem('market-zh.md', '鱼市在老码头旁边。', 'reference')], said: said('帮我记住：鱼市的拍卖每天凌晨四点开始。'), fixed: { contains: ['拍卖每天凌晨四点开始'] }, maxCreated: 1 },
  { id: 'h13-cap-zh-log-coop-keys', category: 'captures', lang: 'zh', memories: [mem('coop-zh.md', '合作社有三台拖拉机。', 'reference')], logs: { [SAID]: ['上午把玉米种子分装完了。', '老周让我记一下，拖拉机的钥匙挂在二号棚的挂板上。'] }, fixed: { contains: ['拖拉机的钥匙挂在二号棚的挂板上'] }, maxCreated: 1 },
  { id: 'h13-cap-hant-archive-humidity', category: 'captures', lang: 'zh', memories: [mem('archive-hant.md', '檔案室在博物館的地下一樓。', 'reference')], said: said('請幫我記下來：檔案室的除濕機要一直設定在百分之四十五。'), fixed: { contains: ['檔案室的除濕機要一直設定在百分之四十五'] }, maxCreated: 1 },
  { id: 'h13-cap-zh-tailor-among-banter', category: 'captures', lang: 'zh', memories: [mem('shop-zh.md', '裁缝店周一休息。', 'reference')], said: [...banterMixed(10), ...said('记住：客人的 fitting 预约都要提前两天打电话确认。')], fixed: { contains: ['fitting 预约都要提前两天打电话确认'] }, maxCreated: 1 },
  // ---- captures traps: already remembered, chatter only, taken back or declined
  { id: 'h13-cap-trap-en-already-known', category: 'captures', lang: 'en', trap: true, memories: [mem('ladder-service.md', 'The ladder truck is serviced by Hallam Motors.', 'reference')], said: said('remember that Hallam Motors services our ladder truck'), keep: ['The ladder truck is serviced by Hallam Motors.'], maxCreated: 0 },
  { id: 'h13-cap-trap-zh-already-known', category: 'captures', lang: 'zh', trap: true, memories: [mem('commission-zh.md', '拍卖行的买家佣金是成交价的百分之十五。', 'reference')], said: said('记住，买家佣金按成交价的百分之十五收。'), keep: ['拍卖行的买家佣金是成交价的百分之十五。'], maxCreated: 0 },
  { id: 'h13-cap-trap-mixed-banter-only', category: 'captures', lang: 'zh', trap: true, memories: [mem('studio-zh.md', '录音棚有两个控制室。', 'reference')], said: [...banterMixed(25), ...banterEn(15)], keep: ['录音棚有两个控制室。'], maxCreated: 0 },
  { id: 'h13-cap-trap-en-declined', category: 'captures', lang: 'en', trap: true, memories: [mem('yard-radio.md', 'Shunters carry a radio on every shift.', 'reference')], said: said("remember that the shunting radio channel is 7 — hmm, no, it changes every shift, don't store that"), keep: ['Shunters carry a radio on every shift.'], maxCreated: 0, forbid: ['channel is 7'] },
  { id: 'h13-cap-trap-hant-taken-back', category: 'captures', lang: 'zh', trap: true, memories: [mem('studio-b-hant.md', '錄音室 B 有一台老式類比混音台。', 'reference')], said: said('記住：錄音室 B 門禁的密碼是 4821。', '剛剛那個密碼不要記，我打錯了，而且密碼本來就不該存。'), keep: ['錄音室 B 有一台老式類比混音台。'], maxCreated: 0, forbid: ['4821'] },

  // ---- index: MEMORY.md over its limits because of notes after the entries
  {
    id: 'h13-idx-en-keeper-notes-fit',
    category: 'index',
    lang: 'en',
    memories: [mem('keeper-role.md', 'The user is the senior keeper of the small-mammals section.', 'user'), mem('radio-calls.md', 'On the keeper radio, say the enclosure number before the animal name.', 'feedback')],
    extraMemories: 150,
    indexNotes: ['## Keeper notes', ...keeperNotes(58), '- 2026-11-03: the otter pool filter was replaced with the larger model.'],
    fixed: { contains: ['the otter pool filter was replaced with the larger model'], indexAbsent: ['the otter pool filter was replaced'], indexMaxLines: 200, indexContains: ['project-fact-150.md', 'keeper-role.md', 'radio-calls.md'] },
    indexKeep: ['(keeper-role.md)', '(radio-calls.md)', '(editor-setup.md)', '(answer-style.md)'],
  },
  {
    id: 'h13-idx-zh-coop-notes-fit',
    category: 'index',
    lang: 'zh',
    memories: [mem('coop-role-zh.md', '用户是合作社的仓储负责人。', 'user'), mem('weigh-slips-zh.md', '过磅单上的重量一律写到小数点后一位。', 'feedback')],
    extraMemories: 170,
    indexNotes: ['## 入库记录', ...coopNotesZh(38), '- 2026-11-05：烘干机的温控器换成了新型号。'],
    fixed: { contains: ['烘干机的温控器换成了新型号'], indexAbsent: ['烘干机的温控器'], indexMaxLines: 200, indexContains: ['project-fact-170.md'] },
    indexKeep: ['(coop-role-zh.md)', '(weigh-slips-zh.md)', '(working-hours.md)'],
  },
  {
    id: 'h13-idx-hant-hut-paragraphs',
    category: 'index',
    lang: 'zh',
    memories: [mem('hut-warden-hant.md', '使用者是山屋的冬季管理員。', 'user'), mem('radio-check-hant.md', '每天晚上八點要用無線電跟山下的管理站報平安。', 'feedback')],
    extraMemories: 180,
    indexNotes: [...hutParagraphsHant(11).flatMap((p) => [p, '']), '山屋的備用發電機在廚房後面的小屋裡，燃料桶最多只能存放四桶。'],
    fixed: { contains: ['燃料桶最多只能存放四桶'], indexAbsent: ['燃料桶最多只能存放四桶'], indexMaxLines: 200 },
    indexKeep: ['(hut-warden-hant.md)', '(radio-check-hant.md)'],
  },
  {
    id: 'h13-idx-en-demote-keep-user',
    category: 'index',
    lang: 'en',
    memories: [mem('shift-pattern.md', 'The user works the four-on four-off pattern at the station.', 'user'), mem('incident-reports.md', 'Write incident reports in the past tense and leave out names of the public.', 'feedback'), mem('crew-language.md', 'The user prefers short answers with the commands first.', 'user')],
    extraMemories: 200,
    indexNotes: ['Notes from the watch:', '2026-09-02: the breathing-apparatus board was moved next to the muster bay.', '2026-09-19: hydrant H14 on Mill Lane was reported dry.', '2026-10-07: the thermal camera battery was swapped for a new pack.', '2026-10-21: the drill yard tower got new anchor points.', '2026-11-04: the foam stock was topped up to 800 litres.', '2026-11-11: the turntable ladder passed its annual test.'],
    fixed: { contains: ['hydrant H14 on Mill Lane was reported dry', 'the foam stock was topped up to 800 litres'], indexAbsent: ['hydrant H14 on Mill Lane'], indexMaxLines: 200 },
    indexKeep: ['(shift-pattern.md)', '(incident-reports.md)', '(crew-language.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
  },
  {
    id: 'h13-idx-zh-demote-keep-feedback',
    category: 'index',
    lang: 'zh',
    memories: [mem('reply-style-zh.md', '回复的时候先说结论，再列理由。', 'feedback'), mem('naming-zh.md', '新建的关卡文件要用拼音命名，不要用中文。', 'feedback')],
    extraMemories: 210,
    indexNotes: ['版本备忘：', '2026-08-14：美术资源包拆成了三个。', '2026-09-09：服务器迁到了新机房。', '2026-10-16：打包机换成了三十二核的型号。', '2026-11-06：海外版的商店页面上线了。'],
    fixed: { contains: ['打包机换成了三十二核的型号'], indexAbsent: ['打包机换成了三十二核'], indexMaxLines: 200 },
    indexKeep: ['(reply-style-zh.md)', '(naming-zh.md)', '(answer-style.md)', '(test-names.md)', '(editor-setup.md)'],
  },
  {
    id: 'h13-idx-en-telescope-chars',
    category: 'index',
    lang: 'en',
    memories: [mem('observer-role.md', 'The user is an observer on the night rota of the array.', 'user')],
    extraMemories: 10,
    indexNotes: [...longParagraphsEn(20).flatMap((p) => [p, '']), 'The cryogenic pump of receiver C is replaced every 18 months by the vendor.'],
    fixed: { contains: ['The cryogenic pump of receiver C is replaced every 18 months by the vendor'], indexAbsent: ['cryogenic pump of receiver C'], indexMaxChars: 25_000, indexContains: ['project-fact-010.md'] },
    indexKeep: ['(observer-role.md)'],
  },
  {
    id: 'h13-idx-zh-market-chars',
    category: 'index',
    lang: 'zh',
    memories: [mem('stall-manager-zh.md', '用户负责鱼市的摊位管理。', 'user')],
    extraMemories: 10,
    indexNotes: [...longParagraphsZh(26).flatMap((p) => [p, '']), '鱼市的制冰机每年十月由厂家上门保养一次。'],
    fixed: { contains: ['鱼市的制冰机每年十月由厂家上门保养一次'], indexAbsent: ['制冰机每年十月'], indexMaxChars: 25_000, indexContains: ['project-fact-010.md'] },
    indexKeep: ['(stall-manager-zh.md)'],
  },
  {
    id: 'h13-idx-en-boxoffice-handover',
    category: 'index',
    lang: 'en',
    memories: [mem('boxoffice-role.md', 'The user runs the box office on weekday evenings.', 'user'), mem('till-summaries.md', 'End each till summary with the card and cash totals on separate lines.', 'feedback')],
    extraMemories: 185,
    indexNotes: [
      '## Handover',
      'The season brochure went to print with the wrong interval length for the opera, so ushers should tell patrons the real interval is 25 minutes.',
      '',
      '- 2026-09-12: wheelchair spaces in row K were moved to row M.',
      '- 2026-10-01: the group booking form now asks for a contact phone number.',
      '- 2026-10-15: the hearing loop in the circle was repaired.',
      '- 2026-11-02: gift vouchers can be used for the bar as well.',
      '',
      'Complimentary tickets for the press are collected at window 3, never at the main counter.',
    ],
    fixed: { contains: ['the real interval is 25 minutes', 'Complimentary tickets for the press are collected at window 3'], indexAbsent: ['Complimentary tickets for the press'], indexMaxLines: 200 },
    indexKeep: ['(boxoffice-role.md)', '(till-summaries.md)'],
  },
  {
    id: 'h13-idx-hant-demote-keep-user',
    category: 'index',
    lang: 'zh',
    memories: [mem('bridal-owner-hant.md', '使用者是婚紗店的老闆娘，負責所有訂製款的設計。', 'user'), mem('customer-messages-hant.md', '回覆客人的訊息要用敬語，不要用貼圖。', 'feedback')],
    extraMemories: 205,
    indexNotes: ['店務筆記：', '2026-08-08：試衣間的鏡子換成了落地款。', '2026-09-03：蕾絲布料改跟台中的廠商進貨。', '2026-10-10：租借合約加上了污損賠償條款。', '2026-11-01：攝影棚的補光燈換成了 LED。'],
    fixed: { contains: ['租借合約加上了污損賠償條款'], indexAbsent: ['污損賠償條款'], indexMaxLines: 200 },
    indexKeep: ['(bridal-owner-hant.md)', '(customer-messages-hant.md)', '(editor-setup.md)', '(answer-style.md)'],
  },
  // ---- index traps: long, but inside the limits
  {
    id: 'h13-idx-trap-en-under-lines',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('keeper-rota.md', 'Keepers swap sections every quarter.')],
    extraMemories: 170,
    indexNotes: ['## Keeper notes', ...keeperNotes(9)],
    keep: ['Keepers swap sections every quarter.', 'the otters were weighed (round 1).'],
    indexKeep: ['(keeper-rota.md)', 'the otters were weighed (round 1).', '(project-fact-170.md)'],
  },
  {
    id: 'h13-idx-trap-zh-under-lines',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('dryer-zh.md', '烘干机一次最多放两吨玉米。')],
    extraMemories: 160,
    indexNotes: ['## 入库记录', ...coopNotesZh(26)],
    keep: ['烘干机一次最多放两吨玉米。', '第 1 批玉米入库过磅。'],
    indexKeep: ['(dryer-zh.md)', '第 1 批玉米入库过磅。', '(project-fact-160.md)'],
  },
  {
    id: 'h13-idx-trap-en-near-limit',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('dish-parking.md', 'Dishes are parked at zenith for maintenance.', 'reference')],
    extraMemories: 175,
    indexNotes: ['Maintenance log:', '2026-07-07: dish 3 got a new drive motor.', '2026-08-18: the control room UPS was replaced.', '2026-09-23: dish 9 was repainted.', '2026-10-14: the weather mast anemometer was recalibrated.', '2026-10-30: dish 11 got new cabling.', '2026-11-09: the correlator fans were cleaned.', 'The spare receiver is kept in the shielded room.', 'The shielded room key hangs in the control room.', 'Visitors are never allowed past the yellow line.', 'Anything else goes in the shift log.'],
    keep: ['Dishes are parked at zenith for maintenance.', 'dish 3 got a new drive motor.', 'Visitors are never allowed past the yellow line.'],
    indexKeep: ['(dish-parking.md)', 'dish 3 got a new drive motor.', 'Visitors are never allowed past the yellow line.', '(project-fact-175.md)'],
  },
  {
    id: 'h13-idx-trap-hant-paragraphs-under',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('hut-beds-hant.md', '山屋冬季只開放一半的床位。')],
    extraMemories: 160,
    indexNotes: hutParagraphsHant(12).flatMap((p) => [p, '']),
    keep: ['山屋冬季只開放一半的床位。', '第 1 段：山屋東側的床位共有 10 張'],
    indexKeep: ['(hut-beds-hant.md)', '第 1 段：山屋東側的床位共有 10 張', '(project-fact-160.md)'],
  },
  {
    id: 'h13-idx-trap-en-long-chars-under',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('receiver-cabinet.md', 'Receiver log sheets are filed in the blue cabinet.', 'reference')],
    extraMemories: 10,
    indexNotes: longParagraphsEn(12).flatMap((p) => [p, '']),
    keep: ['Receiver log sheets are filed in the blue cabinet.', 'Season note 1.1: the north dish of the array'],
    indexKeep: ['(receiver-cabinet.md)', 'Season note 1.1: the north dish of the array', 'Season note 12.9'],
  },

  // ---- hooks: index lines over 150 characters; the fact clauses reach the memory, the asides do not
  {
    id: 'h13-hook-en-fire-hoses',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('hose-testing.md', 'Every hose length is pressure-tested at 15 bar each spring.', 'reference'), 'Hose testing: every length pressure-tested at 15 bar each spring; failed lengths get a red tag and go to the back store; results are logged in the yellow binder on the watch desk; honestly nobody enjoys this one lmao; more detail some other day')],
    fixed: { contains: ['failed lengths get a red tag and go to the back store', 'results are logged in the yellow binder on the watch desk'], absent: ['nobody enjoys this one', 'more detail some other day'], indexAbsent: ['lmao', 'some other day'] },
  },
  {
    id: 'h13-hook-en-zoo-meta',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('giraffe-feeding.md', 'The giraffes get browse branches at 08:30.'), 'Giraffe feeding: browse branches at 08:30; pellets at 15:00, never more than 2 kg per animal; the calf Juno is fed on her own behind the barn gate; (sorry, this entry got way too long, note to self: split it); typed in a hurry')],
    fixed: { contains: ['pellets at 15:00, never more than 2 kg per animal', 'the calf Juno is fed on her own behind the barn gate'], absent: ['note to self', 'typed in a hurry'], indexAbsent: ['note to self', 'typed in a hurry'] },
  },
  {
    id: 'h13-hook-en-surf-shorthand',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('surf-lessons.md', 'Beginner lessons run at low tide only.'), 'surf lessons: beginners at low tide only, no lessons when the red flag is up, board and wetsuit included in the price, ask the lifeguard hut before taking a group out past the sandbar, tbh idk, anyway yeah thats about it 🤙')],
    fixed: { contains: ['no lessons when the red flag is up', 'board and wetsuit included in the price', 'ask the lifeguard hut before taking a group out past the sandbar'], absent: ['tbh idk', 'thats about it', '🤙'], indexAbsent: ['tbh idk', '🤙'] },
  },
  {
    id: 'h13-hook-en-bureau-nonnative',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('sworn-translations.md', 'Sworn translations need the stamp of a certified translator.', 'reference'), 'Sworn translations: need stamp of certified translator; the client must send the original paper, a scan is not accepted by the court; delivery is minimum three working days; my English is not so good here, please forgive; thank you so much')],
    fixed: { contains: ['the client must send the original paper', 'a scan is not accepted by the court', 'delivery is minimum three working days'], absent: ['please forgive', 'thank you so much'], indexAbsent: ['please forgive', 'thank you so much'] },
  },
  {
    id: 'h13-hook-zh-brewery-filler',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('mash-zh.md', '糖化温度控制在六十五度。', 'reference'), '糖化流程：糖化温度控制在六十五度；麦汁煮沸六十分钟，酒花分三次投入；取样必须用消过毒的取样阀，不能直接打开罐盖；酵母最多回收使用五代，超过五代就换新的；出酒前要记录比重和温度；清洗记录贴在罐体旁边的白板上；灌装线每次换品种前要用清水空跑五分钟；反正差不多就这样；大家懂的嘿嘿')],
    fixed: { contains: ['酒花分三次投入', '取样必须用消过毒的取样阀', '酵母最多回收使用五代', '清洗记录贴在罐体旁边的白板上'], absent: ['反正差不多就这样', '大家懂的'], indexAbsent: ['大家懂的'] },
  },
  {
    id: 'h13-hook-zh-kindergarten-emoji',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('nap-time-zh.md', '午睡时间是十二点半到两点半。', 'reference'), '午休安排：午睡时间是十二点半到两点半；起床后先喝水再吃水果；对花生过敏的孩子名单贴在厨房门上，点心一律不能含花生；午睡室的空调设定在二十六度；家长接孩子时要在门卫处登记，陌生人代接必须先打电话给家长核实；各位老师辛苦啦😭😭；我先去喝口水（笑）')],
    fixed: { contains: ['对花生过敏的孩子名单贴在厨房门上', '午睡室的空调设定在二十六度', '家长接孩子时要在门卫处登记'], absent: ['各位老师辛苦啦', '我先去喝口水', '😭'], indexAbsent: ['😭', '我先去喝口水'] },
  },
  {
    id: 'h13-hook-hant-archive-meta',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('archive-rules-hant.md', '檔案室的溫度維持在十八度。', 'reference'), '檔案室規定：溫度維持在十八度，濕度百分之四十五；調閱古籍一定要戴棉手套；翻拍時不能開閃光燈；借出的文件閉館前要歸還並簽名；外來研究人員要先預約才能進入，並且只能使用鉛筆做筆記；以上是我自己整理的，不一定齊全；有錯再跟我說喔～')],
    fixed: { contains: ['調閱古籍一定要戴棉手套', '翻拍時不能開閃光燈', '借出的文件閉館前要歸還並簽名', '外來研究人員要先預約才能進入'], absent: ['以上是我自己整理的', '有錯再跟我說'], indexAbsent: ['有錯再跟我說'] },
  },
  {
    id: 'h13-hook-hant-tailor-joke',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('tailoring-hant.md', '西裝訂做要量十二個尺寸。', 'reference'), '訂做流程：西裝要量十二個尺寸；布料一經裁剪就不能退換；第二次試身時才縫鈕扣；改褲長免費，改腰身另收三百元；取件要出示訂單收據；訂金是總價的三成，開工後不退；完工後三個月內可以免費修改一次；外套內襯的顏色可以自選；師傅的手比尺還準啦（開玩笑的）；就醬')],
    fixed: { contains: ['布料一經裁剪就不能退換', '第二次試身時才縫鈕扣', '改腰身另收三百元', '取件要出示訂單收據', '訂金是總價的三成，開工後不退'], absent: ['師傅的手比尺還準', '開玩笑的'], indexAbsent: ['開玩笑的', '就醬'] },
  },
  {
    id: 'h13-hook-zh-game-english-asides',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('build-pipeline-zh.md', '每晚十点自动打包一次。', 'reference'), '打包流程：每晚十点自动打包一次；打包失败会在 #build 频道里 @ 值班的人；正式版必须经过 QA 签字才能上传商店；美术资源超过 50 MB 要先压缩再提交；anyway whatever works；just my two cents XD')],
    fixed: { contains: ['正式版必须经过 QA 签字才能上传商店', '美术资源超过 50 MB 要先压缩再提交'], absent: ['whatever works', 'two cents'], indexAbsent: ['whatever works', 'two cents'] },
  },
  // ---- hooks traps: lines under 150 characters stay as written
  {
    id: 'h13-hook-trap-en-cinema-short',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [hooked(mem('group-bookings.md', 'Seats for a group booking are held for 48 hours.', 'reference'), 'Group bookings: seats held 48 h, then released; school groups pay the matinee rate 🎬')],
    keep: ['Seats for a group booking are held for 48 hours.'],
    indexKeep: ['Group bookings: seats held 48 h, then released; school groups pay the matinee rate 🎬'],
  },
  {
    id: 'h13-hook-trap-zh-hut-short',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [hooked(mem('hut-water-zh.md', '山屋的饮用水要烧开再喝。', 'reference'), '饮用水：一定要烧开再喝，水箱每周清洗一次，别偷懒哈')],
    keep: ['山屋的饮用水要烧开再喝。'],
    indexKeep: ['饮用水：一定要烧开再喝，水箱每周清洗一次，别偷懒哈'],
  },
  {
    id: 'h13-hook-trap-hant-bridal-short',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [hooked(mem('alterations-hant.md', '婚紗修改一律由二樓的裁縫師處理。', 'reference'), '婚紗修改：一律由二樓裁縫師處理；蕾絲款只能手縫（老闆娘堅持的啦）')],
    keep: ['婚紗修改一律由二樓的裁縫師處理。'],
    indexKeep: ['婚紗修改：一律由二樓裁縫師處理；蕾絲款只能手縫（老闆娘堅持的啦）'],
  },
  {
    id: 'h13-hook-trap-en-telescope-near-limit',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [hooked(mem('night-shifts.md', 'Night shifts at the array run from 20:00 to 06:00.', 'reference'), 'Night shifts: 20:00 to 06:00, two observers, the second sleeps in the bunk room; be nice to the coffee machine')],
    keep: ['Night shifts at the array run from 20:00 to 06:00.'],
    indexKeep: ['Night shifts: 20:00 to 06:00, two observers, the second sleeps in the bunk room; be nice to the coffee machine'],
  },
  {
    id: 'h13-hook-trap-mixed-railyard-short',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [hooked(mem('yard-radio-zh.md', '调车作业一律用三号频道沟通。', 'reference'), '调车：一律用 channel 3 沟通；night shift 有急事先打给调度，别发微信 🙏')],
    keep: ['调车作业一律用三号频道沟通。'],
    indexKeep: ['调车：一律用 channel 3 沟通；night shift 有急事先打给调度，别发微信 🙏'],
  },
];
