import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, dates part: English and Chinese relative dates, and captured requests. Written by the
 * dates fixer of round 14 before any rule change of that round, from the words (never from
 * a rule), in domains no earlier set used: a plant nursery, a print shop, a climbing gym, a dog
 * groomer, a piano tuner, a cider press, a pottery school, a bike kitchen, a puppet theatre, a
 * harbour chandlery, a tattoo studio, a food bank, a falconry centre. Writers: a commit line,
 * non-native English, a label before a rule, Simplified, Taiwanese and Hong Kong Chinese, a
 * reported request in a log, a pasted line of tool output.
 *
 * What it asks. Dates: a date word inside a name or a call stays (a cron job in backticks, a bare
 * isToday(d), a column next_week_slots); a generic sentence stays even behind a label ('Rule of
 * thumb:', 'Shop policy —'), and so does a recurring rule; an event beside a labelled rule
 * converts, so do a commit line, non-native English and 'agreed on this last Tuesday'. Chinese:
 * whole phrases convert where a segmenter may glue them (前天台风, 上周三和, 大前天晚上), Taiwanese
 * 上禮拜五 and Cantonese 尋日 convert; generic 凡是 / 如果 rules and a recurring 每周一 … 上周 stay.
 * Captures: a reported request in a log is captured as a fact (not feedback); a request already
 * remembered in other words is not saved again; a pasted line of tool output that says 'Remember
 * to' is no request; a Chinese fact is typed project or reference.
 *
 * 20 cases (dates-en 8, dates-zh 8, captures 4), 9 of them traps; 10 English, 10 Chinese.
 *
 * Calendar: memories are written on 2026-11-17, a Tuesday: yesterday / 昨天 / 尋日 2026-11-16, the
 * day before yesterday / 前天 2026-11-15, three days ago / 大前天 / 三天前 2026-11-14, tomorrow / 明天
 * 2026-11-18, last Tuesday 2026-11-10, last Friday / 上禮拜五 2026-11-13, 上周三 2026-11-11.
 * Requests are said on 2026-11-23, logs 2026-11-21.
 */

const DAY = '2026-11-17';
const OLD = '2026-11-02';
const SAID = '2026-11-23';
const LOG = '2026-11-21';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const typed = (t: string): string => `type: ${t}\nmodified: 2026-11`;
const AS_FEEDBACK = [typed('feedback')];
/** A one-memory date trap whose whole body must stay. */
const dateTrap = (id: string, category: 'dates-en' | 'dates-zh', lang: 'en' | 'zh', m: CaseMemory): QualityCase => ({ id, category, lang, trap: true, memories: [m], keep: [m.body] });

export const TUNING_11_DATES_CASES: QualityCase[] = [
  // ---- dates-en: names and calls, generic rules behind a label, a recurring rule (traps)
  dateTrap('t11-dates-en-trap-calls-columns', 'dates-en', 'en', mem('print-queue-jobs.md', 'Print shop backend: the cron job `purge_yesterday_proofs` runs at 03:00, isToday(d) in utils/time.ts decides the rush flag, and the column next_week_slots feeds the booking page.')),
  dateTrap('t11-dates-en-trap-rule-of-thumb', 'dates-en', 'en', mem('nursery-frost.md', 'Rule of thumb: a seedling tray watered after 16:00 is left on the bench until tomorrow, never moved into the cold frame wet.', DAY, 'feedback')),
  dateTrap('t11-dates-en-trap-policy-dash', 'dates-en', 'en', mem('groomer-late-drop.md', 'Shop policy — dogs dropped off after 5 pm are groomed tomorrow morning and the owner gets a text when they are ready.', DAY, 'feedback')),
  dateTrap('t11-dates-en-trap-recurring', 'dates-en', 'en', mem('foodbank-rota.md', 'Each Friday the coordinator sends out next week\'s driver rota, and anyone who cannot make it swaps by Sunday.', DAY, 'reference')),
  // ---- dates-en: events convert, beside a rule too
  { id: 't11-dates-en-commit-line', category: 'dates-en', lang: 'en', memories: [mem('bike-kitchen-pos.md', 'fix(till): receipt printer firmware rolled back yesterday, v3.2 drops the last line of every receipt')], fixed: { contains: ['2026-11-16', 'receipt printer firmware rolled back'], absent: ['back yesterday'] } },
  { id: 't11-dates-en-nonnative', category: 'dates-en', lang: 'en', memories: [mem('puppet-theatre-hoist.md', 'Yesterday evening the hoist of the puppet theatre is broken again, technician come tomorrow to change the motor.')], fixed: { contains: ['2026-11-16', '2026-11-18', 'hoist of the puppet theatre'], absent: ['Yesterday evening', 'come tomorrow'] } },
  { id: 't11-dates-en-agreed-last-tuesday', category: 'dates-en', lang: 'en', memories: [mem('chandlery-invoices.md', 'Heads up: we agreed on this last Tuesday. Invoices over €5,000 need two signatures before the chandlery pays them.', DAY, 'feedback')], fixed: { contains: ['2026-11-10'], absent: ['last Tuesday'] }, keep: ['Invoices over €5,000 need two signatures before the chandlery pays them.'] },
  { id: 't11-dates-en-event-beside-label-rule', category: 'dates-en', lang: 'en', memories: [mem('climbing-gym-ropes.md', 'Two top ropes on wall C were retired yesterday after the annual check. Gym rule: a rope that catches a factor-2 fall is retired the same day.', DAY, 'feedback')], fixed: { contains: ['2026-11-16', 'Two top ropes on wall C were retired'], absent: ['retired yesterday'] }, keep: ['Gym rule: a rope that catches a factor-2 fall is retired the same day.'] },

  // ---- dates-zh: generic, hypothetical, recurring rules and a name (traps)
  dateTrap('t11-dates-zh-trap-fanshi', 'dates-zh', 'zh', mem('tattoo-booking-zh.md', '凡是晚上十点以后付的定金，都按明天的预约排。', DAY, 'feedback')),
  dateTrap('t11-dates-zh-trap-hk-ruguo', 'dates-zh', 'zh', mem('falconry-hk-rain.md', '如果聽日掛黑雨，飛行表演就取消，門票原價退。', DAY, 'reference')),
  dateTrap('t11-dates-zh-trap-recurring', 'dates-zh', 'zh', mem('piano-tuner-weekly-zh.md', '每周一早上开例会，上周调过音的琴在会上逐台过一遍。', DAY, 'reference')),
  // ---- dates-zh: glued phrases, Taiwanese and Cantonese words convert
  { id: 't11-dates-zh-qiantian-taifeng', category: 'dates-zh', lang: 'zh', memories: [mem('nursery-greenhouse-zh.md', '前天台风把二号大棚的塑料膜掀了，苗先搬到一号棚。')], fixed: { contains: ['2026-11-15', '台风把二号大棚的塑料膜掀了'], absent: ['前天'] } },
  { id: 't11-dates-zh-last-wed-glued', category: 'dates-zh', lang: 'zh', memories: [mem('print-shop-landlord-zh.md', '上周三和物业确认过，地下车库周末不对外开放。')], fixed: { contains: ['2026-11-11', '物业确认过'], absent: ['上周三'] }, forbid: ['那一周三', '09三和', '09 三和'] },
  { id: 't11-dates-zh-daqiantian-wan', category: 'dates-zh', lang: 'zh', memories: [mem('cider-cellar-zh.md', '大前天晚上酒窖的温控器坏了，三号桶的温度升到了十九度。')], fixed: { contains: ['2026-11-14', '酒窖的温控器坏了'], absent: ['大前天'] } },
  { id: 't11-dates-zh-tw-shang-libai-wu', category: 'dates-zh', lang: 'zh', memories: [mem('foodbank-tw-stock.md', '上禮拜五倉庫盤點完，少了三箱罐頭，已經跟志工隊長講了。')], fixed: { contains: ['2026-11-13', '倉庫盤點完'], absent: ['上禮拜五'] } },
  { id: 't11-dates-zh-hk-cam-yat', category: 'dates-zh', lang: 'zh', memories: [mem('groomer-hk-dryer.md', '尋日店舖部吹水機燒咗，暫時用返舊嗰部。')], fixed: { contains: ['2026-11-16', '店舖部吹水機燒咗'], absent: ['尋日'] } },

  // ---- captures: a reported request in a log, a Chinese fact; traps: already remembered, tool output
  { id: 't11-dates-cap-en-reported-in-log', category: 'captures', lang: 'en', memories: [mem('chandlery-hours.md', 'The chandlery opens at 08:00 on weekdays.', OLD, 'reference')], logs: { [LOG]: ['Restocked the rope aisle.', 'Dana asked me to remember that the fuel dock closes at 15:00 on Fridays.', 'Closed the till.'] }, fixed: { contains: ['fuel dock closes at 15:00 on Fridays'] }, maxCreated: 1, forbid: ['Avoid', ...AS_FEEDBACK] },
  { id: 't11-dates-cap-zh-fact-jiyixia', category: 'captures', lang: 'zh', memories: [mem('pottery-rooms-zh.md', '陶艺教室有两间拉坯室。', OLD)], said: said('好的', '帮我记一下，二号拉坯室的投影仪要用 HDMI 转接头才能连笔记本。'), fixed: { contains: ['二号拉坯室的投影仪要用 HDMI 转接头'] }, maxCreated: 1, forbid: ['避免', 'Avoid', '下，', ...AS_FEEDBACK] },
  { id: 't11-dates-cap-trap-en-already', category: 'captures', lang: 'en', trap: true, memories: [mem('gym-auto-belay.md', 'The auto-belays on wall B are inspected by the supplier every six months.', OLD, 'reference')], said: said('remember the supplier inspects the wall B auto-belays every 6 months'), maxCreated: 0, keep: ['The auto-belays on wall B are inspected by the supplier every six months.'] },
  { id: 't11-dates-cap-trap-en-tool-output', category: 'captures', lang: 'en', trap: true, memories: [mem('tattoo-site.md', 'The studio site is a static build on Netlify.', OLD, 'reference')], said: said('the deploy printed this:\n> Remember to clear the CDN cache after changing env vars\nis that normal?'), maxCreated: 0, keep: ['The studio site is a static build on Netlify.'] },
];
