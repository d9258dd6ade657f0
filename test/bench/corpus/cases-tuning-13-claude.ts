import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 13, claude part: CLAUDE.md conflicts and implicit contradictions, written by the fixer of
 * these categories before its rule changes (round 16), from the kinds of misses HELD-OUT 16-18
 * showed, in other domains and other words.
 *
 * CLAUDE.md: a memory that allows what a rule forbids (said loosely: "can go back ... that's ok",
 * 只要…就可以, 直接…就好, 都冇問題), a rule in a Do / Don't table, a limit raised past the rule's
 * number, an "always X" rule against a memory that does Y, an English rule against a Chinese
 * memory; traps: an exception the CLAUDE.md itself grants, the rule said again with its how, the
 * rule's verb on another object (测试库), a consistent place (後巷, not the kitchen).
 *
 * Contradictions: a person in a sentence against a "label: name" line, a cap said as "no more
 * than" against "cap: N", a setpoint with more clauses after it, a weekday said in other words,
 * in Chinese a person (负责人是 / 负责人：), a closing time against an opening-hours range
 * (Taiwanese), a Cantonese monthly fee with more values after it; traps: two hire items, a weekly
 * rehearsal and one gig, two buildings' codes.
 *
 * 22 cases (7 traps; 13 English, 9 Chinese: Simplified, Taiwanese, Hong Kong Cantonese).
 */

const OLD = '2026-04-21';
const NEW = '2026-11-09';
const CON = ['contradiction', 'outdated'];
const BOTH = ['claude-md-conflict', 'in-claude-md'];
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;

const conflict = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({
  id: `t13-claude-cm-${id}`,
  category: 'claude-md',
  lang,
  claudeMd,
  memories: [mem(file, body, NEW, 'feedback')],
  flag: { kinds: ['claude-md-conflict'], mentions: [stem(file)] },
});
const cmTrap = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string, quiet: string[] = BOTH): QualityCase => ({
  id: `t13-claude-cm-trap-${id}`,
  category: 'claude-md',
  lang,
  trap: true,
  claudeMd,
  memories: [mem(file, body, NEW, 'feedback')],
  keep: [body],
  quiet,
});
/** Flagged naming both, or fixed: the older statement (`gone`, by default its whole body) superseded, the newer kept. */
const con = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string], gone: string = a[1]): QualityCase => ({
  id: `t13-claude-con-${id}`,
  category: 'contradiction',
  lang,
  memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
  fixed: { absent: [gone], contains: [b[1].split('\n')[0] ?? b[1]] },
  flag: { kinds: CON, mentions: [stem(a[0]), stem(b[0])] },
});
const conTrap = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id: `t13-claude-con-trap-${id}`,
  category: 'contradiction',
  lang,
  trap: true,
  memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
  keep: [a[1], b[1]],
  quiet: CON,
});

export const TUNING_13_CLAUDE_CASES: QualityCase[] = [
  // ---- CLAUDE.md, English conflicts
  conflict('en-refreeze-fish', 'en', rules('Saltmarsh Kitchen prep notes', 'Never refreeze fish once it has thawed.', 'Label every tub with the prep date.'), 'staff-meal-fish.md',
    "Thawed fish that didn't sell can go back in the freezer overnight for the staff meal, that's ok."),
  conflict('en-wifi-table', 'en',
    '# Gull Rock B&B guest app\n\n| Do | Don\'t |\n| --- | --- |\n| Tell guests the Wi-Fi password at check-in | Print the Wi-Fi password on the room key card |\n| Offer a late check-out when the room is free | Charge for the car park on Sundays |\n',
    'wifi-keycards.md', 'We print the guest Wi-Fi password straight onto the key cards now, so nobody has to come down and ask.'),
  conflict('en-drone-ceiling', 'en', rules('Quarry survey flights', 'Do not fly the survey drone higher than 120 m above ground.', 'Charge every battery the night before.'), 'quarry-drone-height.md',
    'For the Eastfield quarry the drone goes up to 150 m; the client said the extra height is fine.'),
  conflict('en-commit-language', 'en', '# Kesselhaus firmware\n\nAlways write commit messages in English.\n', 'commit-messages.md',
    'Commit messages here are written in German, the whole team reads it and it is quicker for everyone.'),
  conflict('en-rule-zh-memory-room-number', 'en', rules('Front desk assistant', "Never give a guest's room number to a caller.", 'Breakfast runs 07:00 to 10:30.'), '房号查询.md',
    '有人打电话来问客人住哪个房间，直接把房号告诉对方就行。'),
  // ---- CLAUDE.md, English traps
  cmTrap('en-exception-granted', 'en',
    "# Brookside depot ops\n\n- Never give out staff mobile numbers.\n  - Exception: the duty manager's mobile may be given to the fire brigade.\n- Fuel cards stay in the office safe.\n",
    'fire-brigade-contact.md', "When the fire brigade asks, give them the duty manager's mobile number.", ['claude-md-conflict']),
  cmTrap('en-repeat-with-how', 'en', rules('Members portal', 'Do not store member passwords in plain text.', 'Sessions expire after 30 minutes.'), 'password-storage.md',
    'Member passwords are hashed with Argon2 before they are saved; nothing is kept in plain text.', ['claude-md-conflict']),
  // ---- CLAUDE.md, Chinese conflicts
  conflict('zh-vape-minors', 'zh', rules('便利店收银须知', '不准向未成年人出售电子烟。', '每晚十点对一次账。'), '电子烟销售.md', '未成年人来买电子烟，只要有家长陪着就可以卖。'),
  conflict('zht-tw-records-line', 'zh', rules('康健診所 行政規範', '病歷不可以用 LINE 傳給病人。', '掛號費一律收現金。'), '病歷傳送.md', '病人要病歷的話，直接拍照用 LINE 傳給他就好，比較快。'),
  conflict('zht-hk-card-numbers', 'zh', rules('金龍酒樓 樓面規矩', '唔好將客人嘅信用卡號碼寫喺單度。', '訂枱要留電話。'), '卡號記錄.md', '客人嘅信用卡號碼抄低喺單度都冇問題，方便之後對數。'),
  // ---- CLAUDE.md, Chinese traps
  cmTrap('zh-other-table', 'zh', rules('订单系统 开发规范', '不要删除生产库订单表里的数据。', '接口返回统一用 JSON。'), '测试库清理.md', '测试库的订单表每天晚上可以清空重建。'),
  cmTrap('zht-hk-smoking-lane', 'zh', rules('好運茶記 員工守則', '唔准喺廚房食煙。', '收舖前清油隔。'), '食煙地方.md', '要食煙就去後巷，唔好喺門口企。', ['claude-md-conflict']),
  // ---- contradictions, English
  con('en-caretaker-label', 'en', ['scout-hut-caretaker.md', 'Mr. Hughes looks after the scout hut and keeps the spare key.'], ['hut-contacts.md', 'Scout hut caretaker: Priya Shah (spare key with her).'],
    'Mr. Hughes looks after the scout hut'),
  con('en-tool-loan-cap', 'en', ['tool-library-loans.md', 'Each borrower may take out no more than 6 tools from the tool library.'], ['tool-library-card.md', 'Tool library loan cap per borrower: 4 items, returned within a week.'],
    'no more than 6 tools'),
  con('en-vent-setpoint', 'en', ['greenhouse-vents.md', 'The glasshouse roof vents open at 24 °C.'], ['vent-controller.md', 'Roof vents on the glasshouse controller: open at 27 °C, close again at 22 °C, manual override on the panel.'],
    'open at 24 °C'),
  con('en-bin-day', 'en', ['allotment-bins.md', 'The allotment green bins are collected on Mondays.'], ['allotment-noticeboard.md', 'Green bins at the allotments go out for the Wednesday collection, lids shut.'],
    'collected on Mondays'),
  // ---- contradictions, English traps
  conTrap('en-two-hire-items', 'en', ['kayak-hire.md', 'Sea kayak hire is £40 a day.'], ['paddleboard-hire.md', 'Paddleboard hire: £25 a day, wetsuit included.']),
  conTrap('en-rehearsal-and-gig', 'en', ['band-rehearsal.md', 'The brass band rehearses on Tuesdays at 19:30.'], ['band-gig.md', "The brass band's Friday gig at the Crown starts at 21:00."]),
  // ---- contradictions, Chinese
  con('zh-forklift-owner', 'zh', ['forklift-owner.md', '仓库叉车的负责人是王建国，钥匙由他保管。'], ['warehouse-roles.md', '叉车负责人：刘芳。钥匙在她的抽屉里。'], '负责人是王建国'),
  con('zht-tw-pool-closing', 'zh', ['pool-hours.md', '社區游泳池每天晚上九點關門。'], ['pool-schedule.md', '社區游泳池開放時間：早上六點到晚上十點，週一清潔休館。'], '晚上九點關門'),
  con('zht-hk-parking-fee', 'zh', ['parking-fee.md', '大廈停車場月費係 $2,800。'], ['carpark-notice.md', '大廈停車場月費 $3,200，電單車 $900，按金一個月。'], '月費係 $2,800'),
  // ---- contradictions, Chinese traps
  conTrap('zh-two-buildings', 'zh', ['building-1-code.md', '一号楼的门禁密码是 4821。'], ['building-2-code.md', '二号楼门禁密码：7390。']),
];
