import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 12, rules part: CLAUDE.md conflicts and repeats, and merges of duplicate memories, written
 * by the fixer of these categories before its rule changes (round 15), from the kinds of misses
 * HELD-OUT 17 showed, in other domains and other words.
 *
 * CLAUDE.md: a memory that says the rule's subject the other way round, in words of its own (a
 * permission said loosely, a board's formal wording, a ticked checklist line, "in X, not Y" against
 * "always in Y", Cantonese 唔使 / 就得, a plain habit of doing what a rule forbids); traps: the rule's
 * thing under the rule's condition turned round (on days without a fixture), the rule said again
 * with an example list in brackets and where the thing goes instead, another object of the rule's
 * verb (your own branch), another environment (测试环境), a consistent time (收舖之後).
 *
 * Merges: copies in a YAML shape with a line said at more length, a note under a default name of a
 * notes app or file manager (Untitled, 未命名, 新建文本文档), lines written "A -> B" with a copy
 * from a download ("(2)"), a copy named after another title than the original's, a copy's sentence
 * said again with a reason; traps: one template said of two warehouses and two halls, each with
 * its own value.
 *
 * 21 cases: 11 CLAUDE.md (6 conflicts, 5 traps), 10 merges (7 merges, 3 traps); 13 English, 8
 * Chinese (4 Traditional, 2 of them Cantonese).
 */

const OLD = '2026-06-03';
const NEW = '2026-11-21';
const mem = (file: string, body: string, modified = NEW, more: Partial<CaseMemory> = {}): CaseMemory => ({ file, body, modified, type: 'feedback', ...more });
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
const BOTH = ['claude-md-conflict', 'in-claude-md'];
const conflict = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({ id: `t12-rules-cm-${id}`, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag: { kinds: ['claude-md-conflict'], mentions: [file] } });
const cmTrap = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string, quiet: string[] = BOTH): QualityCase => ({ id: `t12-rules-cm-trap-${id}`, category: 'claude-md', lang, trap: true, claudeMd, memories: [mem(file, body)], keep: [body], quiet });
const mergeTrap = (id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory): QualityCase => ({ id: `t12-rules-md-trap-${id}`, category: 'merge', lang, trap: true, memories: [a, b], keep: [a.body, b.body], quiet: ['possible-duplicate', 'contradiction', 'outdated'] });

export const TUNING_12_RULES_CASES: QualityCase[] = [
  // ---- CLAUDE.md, English conflicts
  conflict('en-gate-code-texting', 'en', rules('Harbour View holiday flats', 'Never send the key-safe code by text message; guests get it in the booking app.', 'Check-out is at 10:00.'), 'gate-code-texts.md', "Guests who ask for the key-safe code by text can just be sent it by text, that's perfectly fine."),
  conflict('en-donor-names-board', 'en', rules('Riverside Food Bank', 'Do not publish donor names without their written consent.', 'Tins past their date go to the compost partner.'), 'newsletter-donors.md', 'The Board hereby authorises the newsletter editor to publish the names of donors at her discretion, written consent notwithstanding.'),
  conflict('en-dough-temperature-units', 'en', rules('Crumb & Co. bakery', 'Always record dough temperatures in Celsius.', 'Starter is fed at 06:00 and 18:00.'), 'dough-probe.md', 'Dough temperatures go on the sheet in Fahrenheit, not Celsius: the old probe only reads °F.'),
  conflict('en-filter-checklist', 'en', rules('Clearwater dive centre', 'Never reuse a single-use compressor filter cartridge.', 'Log every fill in the fill book.'), 'compressor-filters.md', '- [x] single-use filter cartridges: reuse up to three times after a rinse\n- [x] fill book checked on Fridays'),
  // ---- CLAUDE.md, English traps
  cmTrap('en-pitch-mowing-no-fixture', 'en', rules('Elm Park cricket ground', 'Never mow the pitches on match days.', 'Covers go on when rain is forecast.'), 'mowing-window.md', 'On days with no fixture, the pitches can be mown from 8 am once the dew is off.', ['claude-md-conflict']),
  cmTrap('en-phone-numbers-slack-repeat', 'en', rules('Helpdesk', 'Never paste customer phone numbers into Slack; they are personal data.', 'Tickets close after 7 days without a reply.'), 'slack-phone-numbers.md', 'Customer phone numbers stay out of Slack (mobiles and landlines alike); look them up in the CRM instead.', ['claude-md-conflict']),
  cmTrap('en-own-branch-push', 'en', rules('Contributing', 'Never push directly to the release branch.', 'Every PR needs one approval.'), 'feature-branch-pushes.md', 'Pushing directly to your own feature branch is fine, rebase it as often as you like.'),
  // ---- CLAUDE.md, Chinese conflicts
  conflict('zh-report-cards-group', 'zh', rules('星光小学 三年级二班', '禁止在班级群里发学生的成绩单。', '作业每天 19:00 前发布。'), '期末成绩.md', '期末成绩单直接发班级群就行，家长看着方便。'),
  conflict('zht-hk-refund-manager', 'zh', rules('旺記茶餐廳 收銀', '退款一定要經理批准。', '現金每晚入夾萬。'), '退款.md', '退款收銀員自己批就得，唔使搵經理，快啲。'),
  // ---- CLAUDE.md, Chinese traps
  cmTrap('zh-test-env-database', 'zh', rules('后端规范', '生产环境的数据库不要手动改。', '接口一律返回 JSON。'), '测试库.md', '测试环境的数据库可以手动改，改完记得重置。'),
  cmTrap('zht-hk-mop-after-closing', 'zh', rules('旺角分店 清潔', '營業時間內唔准拖地。', '垃圾十點前倒。'), '拖地時間.md', '收舖之後先拖地，拖完開抽氣扇。', ['claude-md-conflict']),
  // ---- Merges, English
  {
    id: 't12-rules-md-en-boiler-yaml',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('boiler-service.md', 'service:\n  interval: every 12 months\n  engineer: Gas Safe registered only\n  access: key from the caretaker', OLD),
      mem('boiler-service-2.md', 'service:\n  interval: every 12 months, in September before the heating goes on\n  engineer: Gas Safe registered only\n  access: key from the caretaker\n  log: stamp the service book in the boiler cupboard'),
    ],
    fixed: { files: ['boiler-service.md'], gone: ['boiler-service-2.md'], contains: ['in September before the heating goes on', 'stamp the service book in the boiler cupboard', 'Gas Safe registered only'], absentLines: ['  interval: every 12 months'] },
  },
  {
    id: 't12-rules-md-en-untitled-note',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('greenhouse-watering.md', 'The tomato house is watered at 07:00 from the rain butt.\nSeed trays are misted, never soaked.', OLD, { description: 'Greenhouse watering routine' }),
      mem('Untitled 2.md', 'The tomato house is watered at 07:00 from the rain butt.\nSeed trays are misted, never soaked, because soaking washes the seed out of the compost.', NEW, { description: 'Untitled 2' }),
    ],
    fixed: { files: ['greenhouse-watering.md'], gone: ['Untitled 2.md'], contains: ['because soaking washes the seed out of the compost', 'watered at 07:00 from the rain butt'], absentLines: ['Seed trays are misted, never soaked.'] },
  },
  {
    id: 't12-rules-md-en-arrow-lines-download',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('confined-space-entry.md', 'before entry -> test oxygen at the hatch\ninside -> one attendant stays at the hatch\nafter -> sign the permit off', OLD),
      mem('confined-space-entry (2).md', 'before entry -> test oxygen at the hatch, below 19.5 % nobody goes in\ninside -> one attendant stays at the hatch\nafter -> sign the permit off\nradio -> channel 4'),
    ],
    fixed: { files: ['confined-space-entry.md'], gone: ['confined-space-entry (2).md'], contains: ['below 19.5 % nobody goes in', 'radio -> channel 4', 'sign the permit off'], absentLines: ['before entry -> test oxygen at the hatch'] },
  },
  {
    id: 't12-rules-md-en-copy-other-title',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('climbing-wall-holds.md', 'Holds are washed in warm soapy water every second month.\nA spun hold is tightened the same day.', OLD, { description: 'Climbing wall hold maintenance' }),
      mem('copy of hold washing.md', 'Holds are washed in warm soapy water every second month.\nA spun hold is tightened the same day, before the evening session opens.', NEW, { description: 'copy of hold washing' }),
    ],
    fixed: { files: ['climbing-wall-holds.md'], gone: ['copy of hold washing.md'], contains: ['before the evening session opens', 'warm soapy water'], absentLines: ['A spun hold is tightened the same day.'] },
  },
  {
    id: 't12-rules-md-en-sentence-longer-reason',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('print-shop-guillotine.md', 'The guillotine blade is changed after 5,000 cuts.\nLock the blade before clearing offcuts.', OLD, { description: 'Guillotine care in the print shop' }),
      mem('guillotine_copy.md', 'The guillotine blade is changed after 5,000 cuts.\nAlways lock the blade before clearing offcuts, since a trainee lost a fingertip in 2024.', NEW, { description: 'guillotine copy' }),
    ],
    fixed: { files: ['print-shop-guillotine.md'], gone: ['guillotine_copy.md'], contains: ['since a trainee lost a fingertip in 2024'], absentLines: ['Lock the blade before clearing offcuts.'] },
  },
  // ---- Merges, Chinese
  {
    id: 't12-rules-md-zh-new-text-document',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('冷库巡检.md', '冷库每两小时巡检一次。\n门帘破了当天换。', OLD, { description: '冷库巡检要点' }),
      mem('新建文本文档.md', '冷库每两小时巡检一次，夜班也一样。\n门帘破了当天换。', NEW, { description: '新建文本文档' }),
    ],
    fixed: { files: ['冷库巡检.md'], gone: ['新建文本文档.md'], contains: ['夜班也一样', '门帘破了当天换'], absentLines: ['冷库每两小时巡检一次。'] },
  },
  {
    id: 't12-rules-md-zht-untitled-memo',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('鍋爐房守則.md', '進鍋爐房要戴耳罩。\n壓力錶每班抄一次。', OLD, { description: '鍋爐房守則' }),
      mem('未命名.md', '進鍋爐房要戴耳罩，因為噪音超過 90 分貝。\n壓力錶每班抄一次。', NEW, { description: '未命名' }),
    ],
    fixed: { files: ['鍋爐房守則.md'], gone: ['未命名.md'], contains: ['因為噪音超過 90 分貝', '壓力錶每班抄一次'], absentLines: ['進鍋爐房要戴耳罩。'] },
  },
  // ---- Merge traps
  mergeTrap('zh-two-cold-rooms', 'zh', mem('一号冷库.md', '一号库温度设定 -18°C，每晚十点巡检。', OLD), mem('二号冷库.md', '二号库温度设定 -25°C，每晚十点巡检。')),
  mergeTrap('zht-two-halls-floats', 'zh', mem('hall-a-float.md', 'A 館售票處備用金 NT$20,000，每朝九點點算。', OLD), mem('hall-b-float.md', 'B 館售票處備用金 NT$35,000，每朝九點點算。')),
  mergeTrap('en-two-depots-yaml', 'en', mem('depot-north.md', 'depot: North\n  opens: 05:30\n  fuel card: green', OLD), mem('depot-south.md', 'depot: South\n  opens: 06:15\n  fuel card: blue')),
];
