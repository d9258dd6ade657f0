import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 5, part: merges, captured requests and the index. Written after the HELD-OUT 9 run from the categories it missed (never its
 * sentences), before the rule changes that followed it; the rules are developed against it.
 *
 * Other domains (a public library, a dental practice, a city parking office, a climbing gym, a
 * kindergarten, a food bank, a theatre company, a brewery, a ceramics studio, an architecture
 * studio, a car rental desk, a wedding planner, a translation agency, a recycling yard) and other
 * writers: terse notes, run-on chat, laughter and emoji, English inside Chinese, Simplified and
 * Traditional Chinese. Merges: the copy is a scratch, draft, untitled, "New Text Document",
 * "-old", "-wip", 草稿, 新建文本文档, （草稿）, 副本 file, sometimes the newer one; real names that
 * only look like one (draft-beer-lines, 备份策略) keep theirs. Traps: two files alike but for one
 * fact (kiln 1 / kiln 2, Old Town / New Town, 东区 / 西区), and a draft that differs from the real
 * file in one number. Captures: a request inside run-on chat, one real request among lines of
 * laughter, numbers and emoji holding "remember" or 记住, requests reported in logs (交代我記住,
 * 叫我记一下, "Reminder from ...: remember that"), a request said before its trigger ("..., make a
 * note of that", "…，记住这个"), more requests than a dream saves, facts typed as project or user.
 * Traps: chatter alone, "you don't have to remember this", 不用记下来, 不必記住, 不要记住, a request
 * already remembered in the other script or other words, "make the kiosk remember".
 * Index: dated desk notes, long paragraphs (Simplified, English), numbered Traditional notes next
 * to a full index, a full index with user and feedback pointers; traps inside the limits.
 *
 * 40 cases, 14 of them traps. Untouched first run (at main d69f6b9): recall 46.2 %, precision 30.5 %,
 * 15 harmful, 0 silent; merge 22 % (6 harmful: the real file merged into the scratch, untitled,
 * -old, 草稿 or （草稿） copy; 2 noisy traps), captures 42 % (9 harmful: chatter saved, 不用记下来 /
 * 不必記住 / 不要记住 saved, Chinese facts saved as feedback), index 100 %.
 * Memories are written on 2026-11-23 unless said otherwise; pairs are 2026-06-09 (older) and
 * 2026-11-16 (newer); what users said is from 2026-11-22, logs from 2026-11-21.
 */

const DAY = '2026-11-23';
const OLD = '2026-06-09';
const NEW = '2026-11-16';
const SAID = '2026-11-22';
const LOG = '2026-11-21';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));

/** Lines of chat that hold "remember" or 记住 and say nothing: laughter, numbers, emoji. */
const chatterEn = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`ok remember ${i} lol 😂`, `pls remember ${i + 3} haha`, `and remember ${i}!!! 🙃🙃`, `remember: ${i * 7} lmao`][i % 4]! }));
const chatterZh = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`哈哈哈 记住 ${i} 😂`, `记住：${i} 666`, `好 记住 ${i + 2} ok 👍`, `记一下 ${i * 3} 嘿嘿`][i % 4]! }));

/** Day i of a desk log that starts on 2026-03-02 (absolute dates, nothing to convert). */
const logDay = (i: number): string => new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10);
const deskNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${logDay(i)} desk shift ${i + 1}: returns trolley emptied and holds shelf checked (ticket DL-${300 + i})`);
const parentParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `【家长沟通 ${i + 1}】${'今天和家长当面沟通了孩子午睡和吃饭的情况，家长希望午饭后多安排十分钟的户外活动，也提醒我们孩子对花生过敏，点心要单独准备，离园时要核对接送卡，接送人换了要提前在班级群里说明；'.repeat(18)}`);
const vendorParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `Vendor note ${i + 1}: ${'the florist wants the final headcount ten days ahead, the caterer needs dietary needs by table, and the venue asks for the run sheet and the supplier insurance certificates one week before the wedding, all sent from the shared planning inbox; '.repeat(6)}`);
const lockerNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `（${i + 1}）第${i + 1}號置物櫃的密碼鎖要換電池，找場館管理員`);

export const TUNING_5_CAPTURE_CASES: QualityCase[] = [
  // ---- merges: the survivor is the real file, never a scratch, draft, untitled or old copy
  { id: 't5-mrg-scratch-name', category: 'merge', lang: 'en', memories: [mem('overdue-fines.md', "- Overdue fines are 20 cents a day per item.\n- Children's books never carry fines.", OLD, 'reference'), mem('scratch.md', "- Overdue fines are 20 cents a day per item.\n- Children's books never carry fines.", NEW, 'reference')], fixed: { files: ['overdue-fines.md'], gone: ['scratch.md'] } },
  { id: 't5-mrg-new-text-document', category: 'merge', lang: 'en', memories: [mem('recall-intervals.md', 'Hygiene recalls are booked six months out unless the dentist notes a shorter interval.', OLD), mem('New Text Document.md', 'Hygiene recalls are booked six months out unless the dentist notes a shorter interval.', NEW)], fixed: { files: ['recall-intervals.md'], gone: ['New Text Document.md'] } },
  { id: 't5-mrg-old-suffix-newer', category: 'merge', lang: 'en', memories: [mem('resident-permits.md', '- Resident permits are renewed every January.\n- A household may hold at most two permits.', OLD), mem('resident-permits-old.md', '- Resident permits are renewed every January.\n- A household may hold at most two permits.', NEW)], fixed: { files: ['resident-permits.md'], gone: ['resident-permits-old.md'] } },
  {
    id: 't5-mrg-wip-longer',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('belay-checks.md', '- Every new member passes a belay check before using the top-rope wall.\n- Belay checks are logged in the front-desk app.', OLD, 'feedback'),
      mem('belay-checks-wip.md', '- Every new member passes a belay check before using the top-rope wall, because the insurer asks for a signed record of it.\n- Belay checks are logged in the front-desk app.', NEW, 'feedback'),
    ],
    fixed: { files: ['belay-checks.md'], gone: ['belay-checks-wip.md'], contains: ['because the insurer asks for a signed record of it', 'Belay checks are logged in the front-desk app.'], absentLines: ['- Every new member passes a belay check before using the top-rope wall.'] },
  },
  { id: 't5-mrg-zh-caogao', category: 'merge', lang: 'zh', memories: [mem('午睡安排.md', '- 午睡时间是十二点半到两点半。\n- 午睡前老师要检查每个孩子的口袋。', OLD, 'feedback'), mem('草稿.md', '- 午睡时间是十二点半到两点半。\n- 午睡前老师要检查每个孩子的口袋。', NEW, 'feedback')], fixed: { files: ['午睡安排.md'], gone: ['草稿.md'] } },
  { id: 't5-mrg-zh-new-document', category: 'merge', lang: 'zh', memories: [mem('捐赠登记.md', '捐赠的物资当天入库登记，登记表放在前台。', OLD), mem('新建文本文档.md', '捐赠的物资当天入库登记，登记表放在前台。', NEW)], fixed: { files: ['捐赠登记.md'], gone: ['新建文本文档.md'] } },
  { id: 't5-mrg-hant-draft-paren', category: 'merge', lang: 'zh', memories: [mem('借閱規則.md', '- 每張借書證最多借十本書。\n- 逾期一天罰款五元。', OLD, 'reference'), mem('借閱規則（草稿）.md', '- 每張借書證最多借十本書。\n- 逾期一天罰款五元。', NEW, 'reference')], fixed: { files: ['借閱規則.md'], gone: ['借閱規則（草稿）.md'] } },
  // A real name that only looks like a copy's keeps it; the copy of it goes.
  { id: 't5-mrg-draft-beer-real', category: 'merge', lang: 'en', memories: [mem('draft-beer-lines.md', '- Draft beer lines are cleaned every 14 days.\n- Log each cleaning on the cellar sheet.', OLD, 'feedback'), mem('draft-beer-lines copy.md', '- Draft beer lines are cleaned every 14 days.\n- Log each cleaning on the cellar sheet.', NEW, 'feedback')], fixed: { files: ['draft-beer-lines.md'], gone: ['draft-beer-lines copy.md'] } },
  { id: 't5-mrg-zh-backup-policy-real', category: 'merge', lang: 'zh', memories: [mem('备份策略.md', '- 财务数据每晚十一点全量备份。\n- 备份保留九十天。', OLD, 'reference'), mem('备份策略 - 副本.md', '- 财务数据每晚十一点全量备份。\n- 备份保留九十天。', NEW, 'reference')], fixed: { files: ['备份策略.md'], gone: ['备份策略 - 副本.md'] } },
  // ---- merge traps: alike but for one fact; a draft that says another number
  { id: 't5-mrg-trap-kilns', category: 'merge', lang: 'en', trap: true, memories: [mem('kiln-1.md', '- Kiln 1 fires to cone 6 on Tuesdays.\n- Load the kiln from the bottom shelf up.', OLD, 'reference'), mem('kiln-2.md', '- Kiln 2 fires to cone 10 on Tuesdays.\n- Load the kiln from the bottom shelf up.', NEW, 'reference')], keep: ['Kiln 1 fires to cone 6 on Tuesdays.', 'Kiln 2 fires to cone 10 on Tuesdays.'], quiet: ['possible-duplicate'] },
  { id: 't5-mrg-trap-old-town', category: 'merge', lang: 'en', trap: true, memories: [mem('old-town-parking.md', '- Old Town residents park with a yellow permit.\n- Permits are renewed every January.', OLD, 'reference'), mem('new-town-parking.md', '- New Town residents park with a green permit.\n- Permits are renewed every January.', NEW, 'reference')], keep: ['Old Town residents park with a yellow permit.', 'New Town residents park with a green permit.'], quiet: ['possible-duplicate'] },
  { id: 't5-mrg-trap-zh-sites', category: 'merge', lang: 'zh', trap: true, memories: [mem('east-site-zh.md', '- 东区站点每周三下午收罐头。\n- 收到的罐头先查保质期。', OLD, 'reference'), mem('west-site-zh.md', '- 西区站点每周六上午收罐头。\n- 收到的罐头先查保质期。', NEW, 'reference')], keep: ['东区站点每周三下午收罐头。', '西区站点每周六上午收罐头。'], quiet: ['possible-duplicate'] },
  { id: 't5-mrg-trap-draft-other-number', category: 'merge', lang: 'en', trap: true, memories: [mem('parental-leave.md', 'Parental leave is 16 weeks at full pay.', OLD, 'reference'), mem('draft.md', 'Parental leave is 18 weeks at full pay.', NEW, 'reference')], keep: ['Parental leave is 16 weeks at full pay.', 'Parental leave is 18 weeks at full pay.'], quiet: ['possible-duplicate'] },

  // ---- captured requests: the user's own well-formed request, typed as what it is
  { id: 't5-cap-en-runon-anyway', category: 'captures', lang: 'en', memories: [mem('plotters.md', 'The studio has two plotters, both on the second floor.', OLD, 'reference')], said: said('ugh the plotter queue is stuck again, whatever, anyway remember that the plotter in room 4 only takes A1 rolls, ok back to the drawings'), fixed: { contains: ['the plotter in room 4 only takes A1 rolls'] }, forbid: ['How to apply', 'Avoid'], maxCreated: 1 },
  { id: 't5-cap-en-one-in-chatter', category: 'captures', lang: 'en', memories: [mem('auto-belays.md', 'The gym has six auto-belays on the east wall.', OLD, 'reference')], said: [...chatterEn(8), ...said("remember that the gym's auto-belays are inspected by Vertex Safety every quarter")], fixed: { contains: ['auto-belays are inspected by Vertex Safety every quarter'] }, maxCreated: 1 },
  { id: 't5-cap-zh-one-in-chatter', category: 'captures', lang: 'zh', memories: [mem('school-bus-zh.md', '幼儿园有两辆校车。', OLD, 'reference')], said: [...chatterZh(8), ...said('记住：校车每天早上七点二十从东门出发。')], fixed: { contains: ['校车每天早上七点二十从东门出发'] }, forbid: ['How to apply'], maxCreated: 1 },
  { id: 't5-cap-hant-reported-log', category: 'captures', lang: 'zh', memories: [mem('equipment-room-hant.md', '器材室在體育館二樓。', OLD, 'reference')], logs: { [LOG]: ['林主任交代我記住：器材室的鑰匙每天下班前要交回警衛室。'] }, fixed: { contains: ['器材室的鑰匙每天下班前要交回警衛室'] }, maxCreated: 1 },
  { id: 't5-cap-zh-reported-jiao', category: 'captures', lang: 'zh', memories: [mem('parent-meeting-zh.md', '家长会每学期开两次。', OLD, 'reference')], logs: { [LOG]: ['张老师叫我记一下，家长会的签到表放在三楼教务处。'] }, fixed: { contains: ['家长会的签到表放在三楼教务处'] }, forbid: ['How to apply'], maxCreated: 1 },
  { id: 't5-cap-en-reported-reminder', category: 'captures', lang: 'en', memories: [mem('wedding-contracts.md', 'Wedding contracts are signed through DocuSign.', OLD, 'reference')], logs: { [LOG]: ['Reminder from João: remember that wedding deposits are refundable until 60 days before the event.'] }, fixed: { contains: ['wedding deposits are refundable until 60 days before the event'] }, forbid: ['How to apply'], maxCreated: 1 },
  { id: 't5-cap-en-trailing-note', category: 'captures', lang: 'en', memories: [mem('recycling-yard.md', 'The recycling yard takes cardboard on weekdays.', OLD, 'reference')], said: said('the recycling baler jams on wet cardboard, make a note of that'), fixed: { contains: ['the recycling baler jams on wet cardboard'] }, maxCreated: 1 },
  { id: 't5-cap-zh-trailing-jizhu', category: 'captures', lang: 'zh', memories: [mem('garage-zh.md', '车库在办公楼地下二层。', OLD, 'reference')], said: said('车库的充电桩只给电动公务车用，记住这个。'), fixed: { contains: ['车库的充电桩只给电动公务车用'] }, maxCreated: 1 },
  {
    id: 't5-cap-en-bounded',
    category: 'captures',
    lang: 'en',
    memories: [mem('rental-desk.md', 'The rental desk opens at 07:00.', OLD, 'reference')],
    said: said(
      'remember that one-way rentals need a manager code',
      'remember that the Faro branch closes at 22:00',
      'remember that the deposit is taken as a card pre-authorisation',
      'remember that drivers under 25 pay a young driver fee',
      'remember that the vans need a C1 licence',
      'remember that the fuel policy is full to full',
      'remember that child seats must be booked when the car is reserved',
      'remember that the Porto branch has no automatic cars',
    ),
    fixed: { contains: ['one-way rentals need a manager code', 'the Faro branch closes at 22:00'] },
    maxCreated: 5,
  },
  { id: 't5-cap-en-user-fact', category: 'captures', lang: 'en', memories: [mem('food-bank-shifts.md', 'Food bank shifts are planned in the volunteer spreadsheet.', OLD, 'reference')], said: said("remember that I'm the volunteer coordinator and I don't do the accounting"), fixed: { contains: ["I'm the volunteer coordinator"] }, forbid: ['How to apply', 'Avoid'], maxCreated: 1 },
  { id: 't5-cap-zh-fact-type', category: 'captures', lang: 'zh', memories: [mem('copy-room-zh.md', '复印室在二楼东侧。', OLD, 'reference')], said: said('记住：复印室的碳粉放在二楼储物柜最下层。'), fixed: { contains: ['复印室的碳粉放在二楼储物柜最下层'] }, forbid: ['How to apply', 'Avoid'], maxCreated: 1 },
  { id: 't5-cap-mixed-tm-backup', category: 'captures', lang: 'zh', memories: [mem('cat-tools-zh.md', '翻译组用 Trados 做项目。', OLD, 'reference')], said: said('记一下：translation memory 的备份每周五导出到 NAS 上。'), fixed: { contains: ['translation memory 的备份每周五导出到 NAS'] }, maxCreated: 1 },
  // ---- capture traps: chatter, requests not to remember, requests already remembered
  { id: 't5-cap-trap-en-chatter', category: 'captures', lang: 'en', trap: true, memories: [mem('auto-belays.md', 'The gym has six auto-belays on the east wall.', OLD, 'reference')], said: chatterEn(40), maxCreated: 0 },
  { id: 't5-cap-trap-zh-chatter', category: 'captures', lang: 'zh', trap: true, memories: [mem('school-bus-zh.md', '幼儿园有两辆校车。', OLD, 'reference')], said: chatterZh(40), maxCreated: 0 },
  { id: 't5-cap-trap-en-dont-have-to', category: 'captures', lang: 'en', trap: true, memories: [mem('side-door.md', 'The side door is used for deliveries.', OLD, 'reference')], said: said("you don't have to remember this, it's a one-time thing: the side door code is 7731 until the lock is fixed"), maxCreated: 0 },
  { id: 't5-cap-trap-zh-buyong-jixia', category: 'captures', lang: 'zh', trap: true, memories: [mem('meeting-room-zh.md', '会议室可以在前台预约。', OLD, 'reference')], said: said('这条不用记下来，就这一次：会议室投影用 HDMI2 口。'), maxCreated: 0 },
  { id: 't5-cap-trap-hant-bubi', category: 'captures', lang: 'zh', trap: true, memories: [mem('printers-hant.md', '影印機有兩台，一台在二樓。', OLD, 'reference')], said: said('這個不必記住，只是臨時的：影印機改用三樓那台。'), maxCreated: 0 },
  { id: 't5-cap-trap-zh-buyao-jizhu', category: 'captures', lang: 'zh', trap: true, memories: [mem('printer-admin-zh.md', '打印机由行政部管理。', OLD, 'reference')], said: said('不要记住这个，临时用一下：打印机管理员密码是 8866。'), maxCreated: 0 },
  { id: 't5-cap-trap-hant-known', category: 'captures', lang: 'zh', trap: true, memories: [mem('donated-clothes-zh.md', '捐赠的衣物先消毒再上架。', OLD, 'feedback')], said: said('請記住：捐贈的衣物先消毒再上架'), keep: ['捐赠的衣物先消毒再上架。'], maxCreated: 0 },
  { id: 't5-cap-trap-en-make-it-remember', category: 'captures', lang: 'en', trap: true, memories: [mem('kiosk.md', 'The self-checkout kiosk prints to the front-desk printer.', OLD, 'reference')], said: said('trying to make the kiosk remember the last printer but it keeps resetting'), maxCreated: 0 },

  // ---- index over the limit: notes and paragraphs move out before any pointer is demoted
  { id: 't5-idx-en-desk-log', category: 'index', lang: 'en', memories: [mem('branch-hours.md', 'The branch library opens at 09:00 and closes at 20:00.', OLD, 'reference')], indexNotes: ['## desk log', '', ...deskNotes(212)], keep: ['(ticket DL-300)', '(ticket DL-511)'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(branch-hours.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(ticket DL-400)'] } },
  { id: 't5-idx-zh-parent-paras', category: 'index', lang: 'zh', memories: [mem('pickup-cards-zh.md', '接送卡由班主任发放。', OLD, 'reference')], indexNotes: ['## 家长沟通记录', '', ...parentParas(20)], keep: ['【家长沟通 1】', '【家长沟通 20】'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(pickup-cards-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['【家长沟通 9】'] } },
  { id: 't5-idx-en-vendor-paras', category: 'index', lang: 'en', memories: [mem('planning-inbox.md', 'Supplier mail goes to the shared planning inbox.', OLD, 'reference')], indexNotes: [...vendorParas(24)], keep: ['Vendor note 1:', 'Vendor note 24:'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(planning-inbox.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['Vendor note 12:'] } },
  {
    id: 't5-idx-hant-notes-before-pointers',
    category: 'index',
    lang: 'zh',
    memories: [mem('lockers-hant.md', '置物櫃由場館管理員統一管理。', OLD, 'reference')],
    extraMemories: 188,
    indexNotes: ['備忘', ...lockerNotes(12)],
    keep: ['（1）第1號置物櫃的密碼鎖要換電池', '（12）第12號置物櫃的密碼鎖要換電池'],
    indexKeep: ['(editor-setup.md)', '(test-names.md)', '(project-fact-001.md)', '(project-fact-095.md)', '(project-fact-188.md)', '(lockers-hant.md)'],
    fixed: { indexMaxLines: 200, indexAbsent: ['（6）第6號置物櫃的密碼鎖要換電池'] },
  },
  {
    id: 't5-idx-zh-user-feedback-stay',
    category: 'index',
    lang: 'zh',
    memories: [mem('coordinator-zh.md', '用户是食物银行的志愿者协调员，只看中文。', OLD, 'user'), mem('answer-first-zh.md', '回答先给结论，再给步骤。', OLD, 'feedback')],
    extraMemories: 225,
    keep: ['用户是食物银行的志愿者协调员，只看中文。', '回答先给结论，再给步骤。'],
    indexKeep: ['(coordinator-zh.md)', '(answer-first-zh.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
    fixed: { indexMaxLines: 200 },
  },
  // ---- index traps (inside the limits)
  { id: 't5-idx-trap-en-near-limit', category: 'index', lang: 'en', trap: true, memories: [mem('rehearsal-room.md', 'The rehearsal room is booked through the stage manager.', OLD, 'reference')], extraMemories: 183, indexNotes: ['## scratch', '', '- the fog machine fluid is under the stage left', '- the **blue** gaffer tape is for the floor only'], keep: ['The rehearsal room is booked through the stage manager.'], indexKeep: ['the fog machine fluid is under the stage left', 'the **blue** gaffer tape is for the floor only', '(rehearsal-room.md)', '(project-fact-183.md)'] },
  { id: 't5-idx-trap-hant-short-paras', category: 'index', lang: 'zh', trap: true, memories: [mem('taproom-hant.md', '酒吧的生啤機每兩週清洗一次。', OLD, 'reference')], indexNotes: ['## 備註', '', '每週一早上盤點酒桶，空桶放在後門。', '', '新進員工第一週只站吧台，不碰收銀。'], keep: ['酒吧的生啤機每兩週清洗一次。'], indexKeep: ['每週一早上盤點酒桶，空桶放在後門。', '新進員工第一週只站吧台，不碰收銀。', '(taproom-hant.md)'] },
];
