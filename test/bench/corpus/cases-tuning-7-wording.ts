import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 7, wording part: shortened index hooks, merges, captured requests and the index. Written
 * after the HELD-OUT 11 run from the categories it missed (never its sentences), before the rule
 * changes that followed it; the rules are developed against it.
 *
 * Other domains (a beekeeping co-op, a bicycle courier firm, a public aquarium, a bakery, an
 * orchestra library, a ferry line, a community radio station, a hospital pharmacy, a film archive,
 * a tea house, a sailing club, an animal shelter, a museum conservation lab, a language school, a
 * food truck, a solar farm, a bike repair shop, a choir, a surf school, an ice rink) and other
 * writers: texting shorthand, tired end-of-shift notes, formal notices, Slack pastes, English inside
 * Chinese, Simplified and Traditional. Hooks: fact clauses next to asides of every kind the writer
 * makes about the note itself (interjections, laughter, emoji, repeated punctuation, promises to tidy
 * or finish, apologies for the mess: "meh, will fix", "sorry for the mess 🙈", "brain dump, sort
 * out later", 回头再说哈, 懒得写了, 先这样吧😂, 之後有空再補吧～, 回頭再整理啦XD), and fact clauses
 * that hold the same words and still say something ("TODO comments fail the lint step", "WIP
 * branches are deleted after 30 days", "see the vet nurse before 10:00 if a dog limps", 客户说
 * "以后再说" 的单子一周后回访). Traps: hooks inside the limit that hold an aside (left alone).
 * Merges: a copy named by a prefix (tmp_, temp-, draft-, old_, backup-, "Copy of ", ~$) or a suffix
 * (.orig, -2, "(conflicted copy)", .old, -备份2, （旧）, 临时-); traps: a name whose mark word is the
 * subject's own (temp-readings about temperatures, old-harbour about the Old Harbour), and a scratch
 * name that says something else. Captures: short Chinese requests with a value (记住保险柜密码是 0917),
 * an interjection or a pointer before the statement (记住啊，…, 记住这个：…), requests reported in
 * logs in other words (said to, wants us to, 让我记住, 提醒我们要记住), one request in mixed-language
 * chatter; traps: 记住了 as "got it", a request taken back in other words ("no wait, forget it",
 * 哦不对，别记了, 當我沒說), an errand the user gave someone else ("I asked Tom to remember the cake"),
 * questions, a request already remembered. Index: mixed-language bullets, a Traditional paragraph,
 * a markdown table, notes next to a nearly full index with user and feedback pointers, entries
 * only; traps inside the limits.
 *
 * 59 cases, 22 of them traps. Untouched first run (at main 3098044): recall 48.6 %, precision 42.6 %,
 * 10 harmful, 0 silent; hooks 15 % (every aside but a parenthesised "(Apologies, to be tidied up.)"
 * copied into the topic file; the TODO / WIP fact clauses dropped), merge 60 % (4 harmful: the real
 * file merged into tmp_, old_ or 临时- copies, temp-readings merged into readings), captures 56 % (6
 * harmful: 记住啊 / 记住这个： kept in the statement, 记住了 "got it" and an errand for 小王 saved,
 * mixed-language chatter saved; 记住保险柜密码是 0917 dropped), index 100 %. One case mistake fixed
 * after that run: the two forbid texts of 记住啊 / 记住这个： name the saved sentence, not the words
 * themselves, which a feedback memory rightly quotes in its **Why:** line. A second one fixed in
 * round 10: 记住保险柜密码是 0917 asks to keep a secret, which is never written to memory (plain text
 * every session reads; at most a finding), so that case is a trap now: nothing saved, 0917 nowhere.
 *
 * Memories are written on 2026-11-27 unless said otherwise; pairs are 2026-05-21 (older) and
 * 2026-11-19 (newer); what users said is from 2026-11-26, logs from 2026-11-25.
 */

const DAY = '2026-11-27';
const OLD = '2026-05-21';
const NEW = '2026-11-19';
const SAID = '2026-11-26';
const LOG = '2026-11-25';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));

/** Chat lines in two languages that hold a trigger and ask for nothing. */
const mixedChatter = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: SAID,
    text: [`lol 记住 ${i} 这个 bug 又来了 😅`, `don't 不要 ${i} click that`, `remember 那次 ${i} demo 翻车吗 哈哈哈`, `记得 ${i}?? nvm 不要紧`, `pls 不要再 ${i} 了啦 🙈🙈`][i % 5]!,
  }));

/** Day i of a log that starts on 2026-02-02 (absolute dates, nothing to convert). */
const logDay = (i: number): string => new Date(Date.UTC(2026, 1, 2 + i)).toISOString().slice(0, 10);
const ferryNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} ferry MV Skye 渡轮 crossing ${i + 1}: bilge pump checked, 乘客 ${40 + (i % 30)} 人 (ref FX-${700 + i})`);
const archiveParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `片庫紀錄 ${i + 1}：${'今天從片庫調出一批硝酸片基的拷貝，先在通風櫃裡檢查片基有沒有黏連或起泡，再量醋酸味的程度，把結果填進狀況表，需要修補的片段貼上黃色標籤，送到修復室排隊，掃描前要先讓片子回溫兩個小時；'.repeat(16)}`);
const tableRows = (n: number): string[] => ['| hive | apiary | queen marked | last inspection |', '| --- | --- | --- | --- |', ...Array.from({ length: n }, (_, i) => `| H-${100 + i} | apiary ${(i % 5) + 1} | ${['white', 'yellow', 'red', 'green', 'blue'][i % 5]} | ${logDay(i)} |`)];
const reedNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `* oboe reed batch R${i + 1}: soak 3 min, trim if flat (ask Ines)`);

export const TUNING_7_WORDING_CASES: QualityCase[] = [
  // ---- shortened index hooks: fact clauses into the topic file, the writer's asides dropped
  {
    id: 't7-hook-en-hive-meh',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('hive-inspections.md', 'Hives are inspected every nine days in swarm season.'), 'Hive inspections: hives are inspected every nine days in swarm season; smoke the entrance before lifting the crown board; queen cells are counted and photographed; meh, will fix')],
    fixed: { contains: ['smoke the entrance before lifting the crown board', 'queen cells are counted and photographed'], absent: ['will fix'], indexAbsent: ['meh'] },
  },
  {
    id: 't7-hook-en-courier-sorry',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('courier-radio.md', 'Riders check in on channel 4 at the start of a shift.', OLD), 'Courier shifts: riders check in on channel 4 at the start of a shift. Parcels over 8 kg go by cargo bike. No deliveries to the canal path after dark. sorry for the mess 🙈')],
    fixed: { contains: ['Parcels over 8 kg go by cargo bike', 'No deliveries to the canal path after dark'], absent: ['sorry for the mess'], indexAbsent: ['sorry for the mess'] },
  },
  {
    id: 't7-hook-en-aquarium-braindump',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('reef-tank.md', 'The reef tank is kept at 25.5 °C.', OLD, 'reference'), 'Reef tank — kept at 25.5 °C — salinity is checked with the refractometer every morning — the octopus gets fed after closing only — brain dump, sort out later!!')],
    fixed: { contains: ['salinity is checked with the refractometer every morning', 'the octopus gets fed after closing only'], absent: ['brain dump'], indexAbsent: ['sort out later'] },
  },
  {
    id: 't7-hook-en-bakery-argh',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('sourdough.md', 'The sourdough starter is fed at 06:00 and 18:00.', OLD, 'feedback'), 'Sourdough: the starter is fed at 06:00 and 18:00; rye loaves proof for 14 hours in the walk-in; the deck oven runs at 250 °C for baguettes; argh... future me, tidy this pls')],
    fixed: { contains: ['rye loaves proof for 14 hours in the walk-in', 'the deck oven runs at 250 °C for baguettes'], absent: ['future me'], indexAbsent: ['argh'] },
  },
  {
    id: 't7-hook-en-todo-is-fact',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('radio-playout.md', 'The playout server restarts at 04:00 every night.', OLD, 'reference'), 'Playout box: the server restarts at 04:00 every night; TODO comments in the scheduler scripts fail the lint step; WIP branches are deleted after 30 days; hmm, needs a rewrite lol')],
    fixed: { contains: ['TODO comments in the scheduler scripts fail the lint step', 'WIP branches are deleted after 30 days'], absent: ['needs a rewrite'], indexAbsent: ['hmm'] },
  },
  {
    id: 't7-hook-en-see-is-fact',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('shelter-intake.md', 'Every new dog is scanned for a microchip at intake.', OLD, 'feedback'), 'Shelter intake: every new dog is scanned for a microchip; see the vet nurse before 10:00 if a dog limps; later arrivals sleep in the quarantine block; the file cabinet keys are at reception; ugh!!! ok')],
    fixed: { contains: ['see the vet nurse before 10:00 if a dog limps', 'later arrivals sleep in the quarantine block', 'the file cabinet keys are at reception'], absent: ['ugh'], indexAbsent: ['ugh'] },
  },
  {
    id: 't7-hook-en-pharmacy-formal',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('controlled-drugs.md', 'Controlled drugs are counted by two pharmacists at each handover.', OLD, 'feedback'), 'Controlled drugs: counted by two pharmacists at each handover. The CD register is never taken off the ward. Discrepancies are reported to the chief pharmacist within the hour. (Apologies, to be tidied up.)')],
    fixed: { contains: ['The CD register is never taken off the ward', 'Discrepancies are reported to the chief pharmacist within the hour'], absent: ['Apologies'], indexAbsent: ['Apologies'] },
  },
  {
    id: 't7-hook-zh-tea-huitou',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('tea-brewing-zh.md', '乌龙茶用九十五度的水冲泡。', OLD, 'feedback'), '茶馆冲泡规则：乌龙茶用九十五度的水冲泡；绿茶的水温不要超过八十度；普洱要先洗茶一次再出汤；茶具每天打烊后用开水烫一遍；新到的茶叶先放进恒温柜，标签写上到货日期和产地；客人自带的茶叶收二十元茶位费；包厢里的香只能点檀香，不能点别的；每周一下午盘点一次库存；回头再说哈')],
    fixed: { contains: ['绿茶的水温不要超过八十度', '普洱要先洗茶一次再出汤'], absent: ['回头再说'], indexAbsent: ['回头再说'] },
  },
  {
    id: 't7-hook-zh-sailing-lazy',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('dinghy-rules-zh.md', '风力超过五级时小帆船不出海。', OLD), '帆船俱乐部规定：风力超过五级时小帆船不出海；每条船出海前都要登记船号和人数；救生衣放在码头左边的蓝色柜子里；学员第一次出海必须有教练跟船；回港后要把帆收好再用淡水冲洗；俱乐部的对讲机频道是十六；天气预报有雷暴时所有课程取消；船坞的钥匙只有值班教练有；懒得写了，先这样吧😂')],
    fixed: { contains: ['每条船出海前都要登记船号和人数', '救生衣放在码头左边的蓝色柜子里'], absent: ['懒得写了'], indexAbsent: ['先这样吧'] },
  },
  {
    id: 't7-hook-zh-hant-conservation',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('paper-conservation-hant.md', '修復室的濕度維持在百分之五十。', OLD, 'reference'), '文物修復室守則：修復室的濕度維持在百分之五十；紙本文物一律戴棉手套拿取；修補用的漿糊當天調當天用完；紫外燈下檢查前要先關掉頂燈；每件修好的文物都要拍照存檔；外借的文物要附上狀況報告和溫濕度紀錄；化學藥品櫃每週五盤點一次；實習生不可以單獨處理絹本；之後有空再補吧～')],
    fixed: { contains: ['紙本文物一律戴棉手套拿取', '修補用的漿糊當天調當天用完'], absent: ['有空再補'], indexAbsent: ['有空再補'] },
  },
  {
    id: 't7-hook-zh-hant-school-xd',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('class-rules-hant.md', '每班最多十二個學生。', OLD), '語言學校排課：每班最多十二個學生；分級測驗在開課前一週完成；缺課超過三次要通知家長；教室的投影機遙控器放在櫃台；老師請假要提前兩天在群組裡說；學費一律在開課第一週收齊；試聽課每個學生只能上一次；期末證書要等成績送出後才能印；回頭再整理啦XD')],
    fixed: { contains: ['分級測驗在開課前一週完成', '缺課超過三次要通知家長'], absent: ['回頭再整理'], indexAbsent: ['XD'] },
  },
  {
    id: 't7-hook-zh-quoted-later-is-fact',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('food-truck-sales-zh.md', '餐车每周三和周六去科技园出摊。'), '餐车销售：每周三和周六去科技园出摊；客户说"以后再说"的团餐单子一周后要回访；现金每天收摊后存进保险箱；调料的补货清单写在白板上；下雨天不出摊，要提前在公众号上通知；油炸锅的油每两天换一次；健康证过期的员工不能上车帮忙；嗯……就这些吧～～')],
    fixed: { contains: ['客户说"以后再说"的团餐单子一周后要回访', '现金每天收摊后存进保险箱'], absent: ['就这些吧'], indexAbsent: ['就这些'] },
  },
  {
    id: 't7-hook-mixed-solar',
    category: 'hooks',
    lang: 'zh',
    memories: [hooked(mem('solar-farm-zh.md', '逆变器每季度巡检一次。', OLD, 'reference'), 'Solar farm 运维：逆变器每季度巡检一次；组件清洗安排在阴天的早上；SCADA 告警超过十五分钟没恢复要打电话给值班工程师；除草只能用割草机，不能用除草剂；汇流箱打开之前要先断开直流开关；无人机巡检每个月做一次，照片传到共享盘；太乱了 之后整理 orz')],
    fixed: { contains: ['组件清洗安排在阴天的早上', 'SCADA 告警超过十五分钟没恢复要打电话给值班工程师'], absent: ['太乱了'], indexAbsent: ['orz'] },
  },
  // ---- hook traps: lines inside the limit that hold an aside are left as they are
  { id: 't7-hook-trap-en-short-lol', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('rink-resurfacing.md', 'The ice is resurfaced every 90 minutes.', OLD, 'reference'), 'Rink: resurfaced every 90 min lol')], keep: ['The ice is resurfaced every 90 minutes.'], indexKeep: ['Rink: resurfaced every 90 min lol'] },
  { id: 't7-hook-trap-zh-short-aside', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('choir-seating-zh.md', '合唱团按声部坐，女高音在左边。', OLD, 'reference'), '合唱团座位：按声部坐，女高音在左 哈哈')], keep: ['合唱团按声部坐，女高音在左边。'], indexKeep: ['合唱团座位：按声部坐，女高音在左 哈哈'] },
  { id: 't7-hook-trap-hant-short', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('surf-boards-hant.md', '初學者一律用軟板。', OLD, 'feedback'), '衝浪課：初學者用軟板，之後再說')], keep: ['初學者一律用軟板。'], indexKeep: ['衝浪課：初學者用軟板，之後再說'] },
  { id: 't7-hook-trap-en-todo-fact', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('bike-repairs.md', 'Repair tickets marked TODO are done before tickets marked later.', OLD, 'reference'), 'Repair tickets: TODO before later; see board')], keep: ['Repair tickets marked TODO are done before tickets marked later.'], indexKeep: ['Repair tickets: TODO before later; see board'] },

  // ---- merges: the survivor by name shape, a name that is another plus a scratch mark loses
  { id: 't7-mrg-tmp-underscore', category: 'merge', lang: 'en', memories: [mem('swarm-calls.md', 'Swarm calls from the public go to the co-op hotline first.', OLD, 'reference'), mem('tmp_swarm-calls.md', 'Swarm calls from the public go to the co-op hotline first.', NEW, 'reference')], fixed: { files: ['swarm-calls.md'], gone: ['tmp_swarm-calls.md'] } },
  { id: 't7-mrg-copy-of-prefix', category: 'merge', lang: 'en', memories: [mem('bowing-marks.md', '- Bowing marks are added in pencil only.\n- Parts go back to the library within a week of the concert.', OLD, 'feedback'), mem('Copy of bowing-marks.md', '- Bowing marks are added in pencil only.\n- Parts go back to the library within a week of the concert.', NEW, 'feedback')], fixed: { files: ['bowing-marks.md'], gone: ['Copy of bowing-marks.md'] } },
  { id: 't7-mrg-old-prefix', category: 'merge', lang: 'en', memories: [mem('tide-tables.md', 'Ferry timetables follow the tide tables printed each Monday.', OLD, 'reference'), mem('old_tide-tables.md', 'Ferry timetables follow the tide tables printed each Monday.', NEW, 'reference')], fixed: { files: ['tide-tables.md'], gone: ['old_tide-tables.md'] } },
  { id: 't7-mrg-conflicted-copy', category: 'merge', lang: 'en', memories: [mem('cold-chain.md', 'Insulin is stored between 2 and 8 °C in the ward fridge.', OLD, 'feedback'), mem("cold-chain (Ana's conflicted copy).md", 'Insulin is stored between 2 and 8 °C in the ward fridge.', NEW, 'feedback')], fixed: { files: ['cold-chain.md'], gone: ["cold-chain (Ana's conflicted copy).md"] } },
  { id: 't7-mrg-orig-suffix', category: 'merge', lang: 'en', memories: [mem('reel-handling.md', 'Film reels are handled by the edges with cotton gloves.', OLD, 'feedback'), mem('reel-handling.orig.md', 'Film reels are handled by the edges with cotton gloves.', NEW, 'feedback')], fixed: { files: ['reel-handling.md'], gone: ['reel-handling.orig.md'] } },
  { id: 't7-mrg-dash-number', category: 'merge', lang: 'en', memories: [mem('wetsuit-sizes.md', 'Wetsuits are hung by size, smallest nearest the door.', OLD, 'reference'), mem('wetsuit-sizes-2.md', 'Wetsuits are hung by size, smallest nearest the door.', NEW, 'reference')], fixed: { files: ['wetsuit-sizes.md'], gone: ['wetsuit-sizes-2.md'] } },
  { id: 't7-mrg-zh-linshi-prefix', category: 'merge', lang: 'zh', memories: [mem('出摊清单.md', '- 出摊前检查煤气罐的压力。\n- 灭火器放在餐车门口。', OLD, 'feedback'), mem('临时-出摊清单.md', '- 出摊前检查煤气罐的压力。\n- 灭火器放在餐车门口。', NEW, 'feedback')], fixed: { files: ['出摊清单.md'], gone: ['临时-出摊清单.md'] } },
  { id: 't7-mrg-hant-old-paren', category: 'merge', lang: 'zh', memories: [mem('茶葉進貨.md', '茶葉一律向南投的茶農直接進貨。', OLD, 'reference'), mem('茶葉進貨（舊）.md', '茶葉一律向南投的茶農直接進貨。', NEW, 'reference')], fixed: { files: ['茶葉進貨.md'], gone: ['茶葉進貨（舊）.md'] } },
  { id: 't7-mrg-zh-backup-number', category: 'merge', lang: 'zh', memories: [mem('领养流程.md', '领养人要先来shelter看两次狗，再签领养协议。', OLD), mem('领养流程-备份2.md', '领养人要先来shelter看两次狗，再签领养协议。', NEW)], fixed: { files: ['领养流程.md'], gone: ['领养流程-备份2.md'] } },
  // A mark word that is the subject's own (temperature readings, the Old Harbour) is part of the name.
  { id: 't7-mrg-temp-is-subject', category: 'merge', lang: 'en', memories: [mem('temp-readings.md', 'Fridge temperature readings are written down at 08:00 and 16:00.', OLD, 'feedback'), mem('readings.md', 'Fridge temperature readings are written down at 08:00 and 16:00.', NEW, 'feedback')], fixed: { files: ['temp-readings.md'], gone: ['readings.md'] } },
  // ---- merge traps: alike but for one fact, or a scratch-looking name that says something else
  { id: 't7-mrg-trap-tmp-other-text', category: 'merge', lang: 'en', trap: true, memories: [mem('mooring-fees.md', 'Club members pay 40 euros a month for a mooring.', OLD, 'reference'), mem('tmp-mooring-fees.md', 'Visitors pay 15 euros a night for a mooring.', NEW, 'reference')], keep: ['Club members pay 40 euros a month for a mooring.', 'Visitors pay 15 euros a night for a mooring.'], quiet: ['possible-duplicate'] },
  { id: 't7-mrg-trap-number-other', category: 'merge', lang: 'en', trap: true, memories: [mem('line-check.md', 'Courier van 1 gets its tyres checked on Mondays.', OLD, 'reference'), mem('line-check-2.md', 'Courier van 2 gets its tyres checked on Thursdays.', NEW, 'reference')], keep: ['Courier van 1 gets its tyres checked on Mondays.', 'Courier van 2 gets its tyres checked on Thursdays.'], quiet: ['possible-duplicate'] },
  { id: 't7-mrg-trap-zh-old-new-pier', category: 'merge', lang: 'zh', trap: true, memories: [mem('旧码头.md', '旧码头只停靠货运渡轮。', OLD, 'reference'), mem('码头.md', '新码头停靠所有客运渡轮。', NEW, 'reference')], keep: ['旧码头只停靠货运渡轮。', '新码头停靠所有客运渡轮。'], quiet: ['possible-duplicate'] },
  { id: 't7-mrg-trap-hant-two-tanks', category: 'merge', lang: 'zh', trap: true, memories: [mem('一號缸.md', '- 一號缸養小丑魚，水溫二十六度。\n- 每週換水百分之十。', OLD, 'reference'), mem('一號缸-2.md', '- 二號缸養海馬，水溫二十三度。\n- 每週換水百分之十。', NEW, 'reference')], keep: ['一號缸養小丑魚，水溫二十六度。', '二號缸養海馬，水溫二十三度。'], quiet: ['possible-duplicate'] },
  { id: 't7-mrg-trap-draft-other-day', category: 'merge', lang: 'en', trap: true, memories: [mem('rehearsal-day.md', 'Choir rehearsal is on Tuesday evenings.', OLD, 'reference'), mem('draft-rehearsal-day.md', 'Choir rehearsal is on Thursday evenings.', NEW, 'reference')], keep: ['Choir rehearsal is on Tuesday evenings.', 'Choir rehearsal is on Thursday evenings.'], quiet: ['possible-duplicate'] },

  // ---- captured requests: short Chinese requests with a value, reported in other words, in chatter
  { id: 't7-cap-zh-short-code', category: 'captures', lang: 'zh', trap: true, memories: [mem('safe-zh.md', '办公室有一个保险柜。', OLD, 'reference')], said: said('记住保险柜密码是 0917'), keep: ['办公室有一个保险柜。'], forbid: ['0917'], maxCreated: 0 },
  { id: 't7-cap-hant-short-slot', category: 'captures', lang: 'zh', memories: [mem('parking-hant.md', '公司在地下室有停車位。', OLD, 'reference')], said: said('記住我的車位是 B2-17'), fixed: { contains: ['車位是 B2-17'] }, maxCreated: 1 },
  { id: 't7-cap-zh-interjection', category: 'captures', lang: 'zh', memories: [mem('bins-zh.md', '垃圾桶在后门。', OLD, 'reference')], said: said('记住啊，厨余垃圾每周三早上八点前拿出去'), fixed: { contains: ['厨余垃圾每周三早上八点前拿出去'] }, forbid: ['啊，厨余垃圾每周三早上八点前拿出去。'], maxCreated: 1 },
  { id: 't7-cap-zh-pointer-colon', category: 'captures', lang: 'zh', memories: [mem('vaccines-zh.md', '疫苗由药房统一管理。', OLD, 'reference')], said: said('记住这个：疫苗放在冰箱第二层，不要放门上'), fixed: { contains: ['疫苗放在冰箱第二层'] }, forbid: ['这个：疫苗放在冰箱第二层，不要放门上。'], maxCreated: 1 },
  { id: 't7-cap-en-said-to', category: 'captures', lang: 'en', memories: [mem('ferry-tickets.md', 'Ferry tickets are sold at the harbour kiosk.', OLD, 'reference')], logs: { [LOG]: ['The harbour master said to remember that the last ferry waits 10 minutes for the train.'] }, fixed: { contains: ['the last ferry waits 10 minutes for the train'] }, maxCreated: 1 },
  { id: 't7-cap-en-wants-us-to', category: 'captures', lang: 'en', memories: [mem('archive-vault.md', 'The nitrate vault is in the basement.', OLD, 'reference')], logs: { [LOG]: ['Marguerite wants us to remember that nitrate reels never leave the vault without a fire marshal.'] }, fixed: { contains: ['nitrate reels never leave the vault without a fire marshal'] }, maxCreated: 1 },
  { id: 't7-cap-zh-rang-wo', category: 'captures', lang: 'zh', memories: [mem('oven-zh.md', '面包房有两台烤炉。', OLD, 'reference')], logs: { [LOG]: ['师傅让我记住：法棍出炉后要放在铁架上晾二十分钟再装袋。'] }, fixed: { contains: ['法棍出炉后要放在铁架上晾二十分钟再装袋'] }, maxCreated: 1 },
  { id: 't7-cap-hant-tixing', category: 'captures', lang: 'zh', memories: [mem('pool-hant.md', '水族館的觸摸池在二樓。', OLD, 'reference')], logs: { [LOG]: ['館長提醒我們要記住：觸摸池的海星每次只能讓遊客摸三十秒。'] }, fixed: { contains: ['觸摸池的海星每次只能讓遊客摸三十秒'] }, maxCreated: 1 },
  { id: 't7-cap-mixed-chatter-one', category: 'captures', lang: 'zh', memories: [mem('studio-zh.md', '电台有两间直播间。', OLD, 'reference')], said: [...mixedChatter(10), ...said('记住：直播间 B 的 mic 3 接触不良，直播前先换掉。')], fixed: { contains: ['直播间 B 的 mic 3 接触不良'] }, maxCreated: 1 },
  // ---- capture traps: an acknowledgement, a request taken back, an errand for someone else, questions, known
  { id: 't7-cap-trap-zh-got-it', category: 'captures', lang: 'zh', trap: true, memories: [mem('deliveries-zh.md', '面粉每周一送到。', OLD, 'reference')], said: said('好的，记住了，明天见', '记住了记住了 哈哈 下次一定'), maxCreated: 0, forbid: ['明天见', '下次一定'] },
  { id: 't7-cap-trap-en-no-wait', category: 'captures', lang: 'en', trap: true, memories: [mem('van-keys.md', 'The courier vans are parked in bay 3.', OLD, 'reference')], said: said("remember the van key is under the front mat — no wait, forget it, I'll just tell Sam"), maxCreated: 0, forbid: ['under the front mat'] },
  { id: 't7-cap-trap-zh-budui', category: 'captures', lang: 'zh', trap: true, memories: [mem('cage-zh.md', '猫笼每天消毒一次。', OLD, 'reference')], said: said('记一下：三号猫笼的锁坏了……哦不对，是四号，别记了我自己去看'), maxCreated: 0, forbid: ['猫笼的锁坏了'] },
  { id: 't7-cap-trap-hant-meishuo', category: 'captures', lang: 'zh', trap: true, memories: [mem('stage-hant.md', '合唱團在禮堂排練。', OLD, 'reference')], said: said('記住：禮堂的鋼琴下週調音。算了，當我沒說'), maxCreated: 0, forbid: ['鋼琴下週調音'] },
  { id: 't7-cap-trap-en-errand', category: 'captures', lang: 'en', trap: true, memories: [mem('party.md', 'The choir party is in the parish hall.', OLD, 'reference')], said: said('I asked Tom to remember the cake for Friday, fingers crossed lol'), maxCreated: 0, forbid: ['cake for Friday'] },
  { id: 't7-cap-trap-zh-question', category: 'captures', lang: 'zh', trap: true, memories: [mem('wifi-zh.md', '茶馆有免费 wifi。', OLD, 'reference')], said: said('你还记得 wifi 密码是多少吗', '记住了没，上次那个供应商叫什么来着？'), maxCreated: 0 },
  { id: 't7-cap-trap-hant-known', category: 'captures', lang: 'zh', trap: true, memories: [mem('lifejackets-zh.md', '救生衣放在码头左边的蓝色柜子里。', OLD, 'reference')], said: said('記住：救生衣放在碼頭左邊的藍色櫃子裡'), keep: ['救生衣放在码头左边的蓝色柜子里。'], maxCreated: 0 },
  { id: 't7-cap-trap-en-quoted-sign', category: 'captures', lang: 'en', trap: true, memories: [mem('dock.md', 'The surf school launches from the north dock.', OLD, 'reference')], said: said('lol the sign on the dock literally says "Remember: no diving" and a kid dove in anyway'), maxCreated: 0, forbid: ['No diving'] },
  { id: 't7-cap-trap-zh-errand', category: 'captures', lang: 'zh', trap: true, memories: [mem('party-zh.md', '年会在三楼大厅办。', OLD, 'reference')], said: said('我让小王记住周五带蛋糕过来，希望他别忘了 哈哈'), maxCreated: 0, forbid: ['周五带蛋糕'] },
  { id: 't7-cap-trap-en-mixed-chatter', category: 'captures', lang: 'en', trap: true, memories: [mem('studio-zh.md', '电台有两间直播间。', OLD, 'reference')], said: mixedChatter(40), maxCreated: 0 },

  // ---- an index over the limit: notes move out before pointers; user and feedback pointers stay
  { id: 't7-idx-mixed-ferry-log', category: 'index', lang: 'zh', memories: [mem('ferry-crew-zh.md', '每班渡轮至少两名船员。', OLD, 'reference')], indexNotes: ['## crossings 航次', '', ...ferryNotes(206)], keep: ['(ref FX-700)', '(ref FX-905)'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(ferry-crew-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(ref FX-800)'] } },
  { id: 't7-idx-hant-archive-paras', category: 'index', lang: 'zh', memories: [mem('nitrate-vault-hant.md', '硝酸片基的拷貝全部存在地下片庫。', OLD, 'reference')], indexNotes: ['## 片庫紀錄', '', ...archiveParas(22)], keep: ['片庫紀錄 1：', '片庫紀錄 22：'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(nitrate-vault-hant.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['片庫紀錄 11：'] } },
  { id: 't7-idx-en-hive-table', category: 'index', lang: 'en', memories: [mem('apiaries.md', 'The co-op keeps hives at five apiaries around the valley.', OLD, 'reference')], indexNotes: ['## hive register', '', ...tableRows(204)], keep: ['| H-100 | apiary 1 |', '| H-303 | apiary 4 |'], indexKeep: ['(editor-setup.md)', '(test-names.md)', '(apiaries.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['| H-200 |'] } },
  {
    id: 't7-idx-reed-notes-before-pointers',
    category: 'index',
    lang: 'en',
    memories: [mem('reed-desk.md', 'Oboe reeds are made at the desk by the library window.', OLD, 'reference'), mem('librarian.md', 'The user is the orchestra librarian and reads scores, not code.', OLD, 'user')],
    extraMemories: 184,
    indexNotes: ['reed batches', ...reedNotes(16)],
    keep: ['* oboe reed batch R1: soak 3 min', '* oboe reed batch R16: soak 3 min'],
    indexKeep: ['(librarian.md)', '(answer-style.md)', '(project-fact-001.md)', '(project-fact-184.md)', '(reed-desk.md)'],
    fixed: { indexMaxLines: 200, indexAbsent: ['oboe reed batch R8:'] },
  },
  {
    id: 't7-idx-hant-entries-only',
    category: 'index',
    lang: 'zh',
    memories: [mem('pharmacist-hant.md', '使用者是醫院藥師，不寫程式。', OLD, 'user'), mem('units-hant.md', '劑量一律寫毫克，不寫克。', OLD, 'feedback')],
    extraMemories: 221,
    keep: ['使用者是醫院藥師，不寫程式。', '劑量一律寫毫克，不寫克。'],
    indexKeep: ['(pharmacist-hant.md)', '(units-hant.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
    fixed: { indexMaxLines: 200 },
  },
  // ---- index traps: inside the limits, nothing to move
  { id: 't7-idx-trap-en-table-small', category: 'index', lang: 'en', trap: true, memories: [mem('apiaries.md', 'The co-op keeps hives at five apiaries around the valley.', OLD, 'reference')], extraMemories: 170, indexNotes: ['## hive register', '', ...tableRows(6)], keep: ['The co-op keeps hives at five apiaries around the valley.'], indexKeep: ['| H-100 | apiary 1 |', '| H-105 | apiary 1 |', '(project-fact-170.md)'] },
  { id: 't7-idx-trap-mixed-notes', category: 'index', lang: 'zh', trap: true, memories: [mem('rink-zh.md', '冰场每九十分钟浇一次冰。', OLD, 'reference')], extraMemories: 178, indexNotes: ['## notes 备忘', '', '- Zamboni 的钥匙在 office 抽屉里。', '- 周日早上 hockey 队包场。'], keep: ['冰场每九十分钟浇一次冰。'], indexKeep: ['Zamboni 的钥匙在 office 抽屉里。', '周日早上 hockey 队包场。', '(rink-zh.md)', '(project-fact-178.md)'] },
  { id: 't7-idx-trap-hant-paragraph', category: 'index', lang: 'zh', trap: true, memories: [mem('tea-room-hant.md', '茶室週一公休。', OLD, 'reference')], indexNotes: ['## 備註', '', '客人預約包廂要先付訂金，訂金不退。', '', '外帶的茶葉一律用鋁箔袋裝。'], keep: ['茶室週一公休。'], indexKeep: ['客人預約包廂要先付訂金，訂金不退。', '外帶的茶葉一律用鋁箔袋裝。', '(tea-room-hant.md)'] },
];
