import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 3, part: dates written in other ways than the tuned sets, and date words inside names (code names, product names, identifiers), plus shortened index hooks. Written from the categories HELD-OUT 7 missed (never its sentences),
 * before the rule changes that followed it; the rules are developed against it.
 * Other domains (retail, logistics, finance, media) and phrasings: a fortnight, the week after
 * next, N周后 / N个星期后, the literary 今日/昨日/明日 as a date and inside a name or a label, a date
 * word as a code name, a tab, a newsletter title, a table column; hooks whose extra clauses are
 * to-dos ("clean up later", 回头再整理), pointers ("rest in file", 详情看文件) or a leading label;
 * an index over its limit with numbered notes, a Chinese diary, long paragraphs. About a third
 * are traps. Memories are written on 2026-11-20 (a Friday) unless said otherwise: this week
 * starts 2026-11-16, last week 2026-11-09, the week before last 2026-11-02, next week
 * 2026-11-23, the week after next 2026-11-30.
 */

const mem = (file: string, body: string, modified = '2026-11-20', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-05-04';

const vpnNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}. ${new Date(Date.UTC(2026, 1, 2) + i * 86_400_000).toISOString().slice(0, 10)} — rotated the VPN certificate (ticket NET-${100 + i})`);
const diskNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${Math.floor(i / 28) + 1}月${(i % 28) + 1}日：清理了一次日志盘（工单 OPS-${300 + i}）`);
const shipNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `* carrier check ${i + 1}: DHL label batch reprinted by the warehouse team`);
const reviewParas = (n: number): string[] => Array.from({ length: n }, (_, i) => `第${i + 1}次仓储复盘：${'夜班拣货超时的订单需要在次日早会上逐单说明原因，并由仓储主管在复盘表里登记改进措施；'.repeat(20)}`);

export const TUNING_3_DATES_CASES: QualityCase[] = [
  // ---- dates, English: a fortnight, the week after next / before last, a capital at a sentence start
  { id: 't3-den-fortnight-ago', category: 'dates-en', lang: 'en', memories: [mem('search-reindex.md', 'The product search index was rebuilt a fortnight ago after the schema change.')], fixed: { contains: ['the week of 2026-11-02', 'The product search index was rebuilt'], absent: ['a fortnight ago'] } },
  { id: 't3-den-in-a-fortnight', category: 'dates-en', lang: 'en', memories: [mem('sdk-beta.md', 'The SDK 3.0 beta goes out to partners in a fortnight.')], fixed: { contains: ['the week of 2026-11-30', 'The SDK 3.0 beta goes out to partners'], absent: ['in a fortnight'] } },
  { id: 't3-den-week-after-next', category: 'dates-en', lang: 'en', memories: [mem('offline-mode.md', 'Offline mode ships to the pilot stores the week after next.')], fixed: { contains: ['the week of 2026-11-30', 'Offline mode ships to the pilot stores'], absent: ['the week after next'] } },
  { id: 't3-den-week-before-last', category: 'dates-en', lang: 'en', memories: [mem('warehouse-export.md', 'The week before last the warehouse export failed twice on a full disk.')], fixed: { contains: ['In the week of 2026-11-02', 'the warehouse export failed twice on a full disk'], absent: ['The week before last'] } },
  { id: 't3-den-capital-start', category: 'dates-en', lang: 'en', memories: [mem('ledger-freeze.md', '- Tomorrow the payments team freezes the ledger schema for the audit.')], fixed: { contains: ['2026-11-21', 'the payments team freezes the ledger schema'], absent: ['Tomorrow the payments'] } },
  // ---- dates, English traps: a date word that is a name, a label, a title or a table column
  { id: 't3-den-trap-codename', category: 'dates-en', lang: 'en', trap: true, memories: [mem('mobile-rewrite.md', 'The mobile rewrite goes by the code name Tomorrow, and its design doc is in Notion.')], keep: ['The mobile rewrite goes by the code name Tomorrow, and its design doc is in Notion.'] },
  { id: 't3-den-trap-ui-tabs', category: 'dates-en', lang: 'en', trap: true, memories: [mem('calendar-widget.md', 'The calendar widget shows a Today pill and a Next Week tab above the grid.')], keep: ['The calendar widget shows a Today pill and a Next Week tab above the grid.'] },
  { id: 't3-den-trap-newsletter', category: 'dates-en', lang: 'en', trap: true, memories: [mem('sponsorship.md', 'The team sponsors This Week in Rust and gets a logo in each issue.')], keep: ['The team sponsors This Week in Rust and gets a logo in each issue.'] },
  { id: 't3-den-trap-called', category: 'dates-en', lang: 'en', trap: true, memories: [mem('cron-presets.md', 'New reminders default to the snooze option called tomorrow.', '2026-11-20', 'reference')], keep: ['New reminders default to the snooze option called tomorrow.'] },
  { id: 't3-den-trap-table-header', category: 'dates-en', lang: 'en', trap: true, memories: [mem('capacity-forecast.md', '| Region | Today | Tomorrow |\n|---|---|---|\n| eu-west | 12 pickers | 14 pickers |', '2026-11-20', 'reference')], keep: ['| Region | Today | Tomorrow |'] },

  // ---- dates, English: a part of a day ("yesterday evening") reads as one phrase, never "on 2026-11-19 evening"
  { id: 't3-den-part-of-day-evening', category: 'dates-en', lang: 'en', memories: [mem('card-timeouts.md', 'The card processor started timing out yesterday evening.')], fixed: { contains: ['the evening of 2026-11-19', 'The card processor started timing out'], absent: ['yesterday evening'] }, forbid: ['2026-11-19 evening'] },
  { id: 't3-den-part-of-day-morning', category: 'dates-en', lang: 'en', memories: [mem('cdn-rotation.md', 'Tomorrow morning the CDN certificates are rotated by the edge team.')], fixed: { contains: ['On the morning of 2026-11-21', 'the CDN certificates are rotated by the edge team'], absent: ['Tomorrow morning'] }, forbid: ['2026-11-21 morning'] },
  { id: 't3-den-trap-part-of-day-if', category: 'dates-en', lang: 'en', trap: true, memories: [mem('import-rerun.md', 'If the import fails tomorrow morning, the on-call reruns it by hand.', '2026-11-20', 'feedback')], keep: ['If the import fails tomorrow morning, the on-call reruns it by hand.'] },

  // ---- dates, Chinese: N周后 / N个星期后 as a week, the literary 今日/昨日/明日 as a day
  { id: 't3-dzh-liangzhouhou', category: 'dates-zh', lang: 'zh', memories: [mem('billing-switch-zh.md', '两周后切换到新的计费系统，财务已经知道。')], fixed: { contains: ['2026-11-30至2026-12-06', '切换到新的计费系统'], absent: ['两周后'] }, forbid: ['那一周'] },
  { id: 't3-dzh-sangexingqihou', category: 'dates-zh', lang: 'zh', memories: [mem('ticket-sunset-zh.md', '旧的工单系统三个星期后停用。')], fixed: { contains: ['2026-12-07至2026-12-13', '旧的工单系统'], absent: ['三个星期后'] } },
  { id: 't3-dzh-jinri-lingchen', category: 'dates-zh', lang: 'zh', memories: [mem('db-failover-zh.md', '今日凌晨订单库做了一次主从切换，业务无感知。')], fixed: { contains: ['2026-11-20凌晨', '订单库做了一次主从切换'], absent: ['今日凌晨'] } },
  { id: 't3-dzh-zuori-yi', category: 'dates-zh', lang: 'zh', memories: [mem('merchant-recon-zh.md', '昨日已完成全部商户的对账。')], fixed: { contains: ['2026-11-19', '已完成全部商户的对账'], absent: ['昨日'] } },
  { id: 't3-dzh-mingri-qi', category: 'dates-zh', lang: 'zh', memories: [mem('signup-pause-zh.md', '明日起暂停旧版App的新用户注册。')], fixed: { contains: ['2026-11-21起', '暂停旧版App的新用户注册'], absent: ['明日起'] } },
  // ---- dates, Chinese: 之后 / 之前 written out (三天之后, 两周之前, 一个月之后)
  { id: 't3-dzh-santianzhihou', category: 'dates-zh', lang: 'zh', memories: [mem('membership-zh.md', '三天之后发布新的会员体系。')], fixed: { contains: ['2026-11-23', '发布新的会员体系'], absent: ['三天之后'] } },
  { id: 't3-dzh-liangzhouzhiqian', category: 'dates-zh', lang: 'zh', memories: [mem('risk-rules-zh.md', '两周之前风控规则做过一次大调整。')], fixed: { contains: ['2026-11-02至2026-11-08', '风控规则做过一次大调整'], absent: ['两周之前'] } },
  { id: 't3-dzh-yigeyuezhihou', category: 'dates-zh', lang: 'zh', memories: [mem('points-api-zh.md', '旧的积分接口一个月之后下线。')], fixed: { contains: ['2026-12', '旧的积分接口'], absent: ['一个月之后'] } },
  { id: 't3-dzh-trap-zhihou-rule', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('account-delete-zh.md', '用户注销三天之后数据自动清除。', '2026-11-20', 'feedback')], keep: ['用户注销三天之后数据自动清除。'] },
  { id: 't3-dzh-trap-zhiqian-cutoff', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('snapshot-prune-zh.md', '三天之前的快照会被自动删除。', '2026-11-20', 'reference')], keep: ['三天之前的快照会被自动删除。'] },
  // ---- dates, Chinese traps: a date word inside a label, a code name, a show's name, a table column, a rule
  { id: 't3-dzh-trap-ui-label', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('home-modules-zh.md', '首页的今日推荐模块由算法组维护。', '2026-11-20', 'reference')], keep: ['首页的今日推荐模块由算法组维护。'] },
  { id: 't3-dzh-trap-codename', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('overseas-team-zh.md', '负责海外业务的小组代号叫明天，组长是周宁。', '2026-11-20', 'reference')], keep: ['负责海外业务的小组代号叫明天，组长是周宁。'] },
  { id: 't3-dzh-trap-show-names', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('brand-deals-zh.md', '品牌合作名单里有今日说法和明日之子两个节目。', '2026-11-20', 'reference')], keep: ['品牌合作名单里有今日说法和明日之子两个节目。'] },
  { id: 't3-dzh-trap-table', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('daily-report-zh.md', '| 指标 | 今日 | 昨日 |\n|---|---|---|\n| 新增用户 | 120 | 98 |', '2026-11-20', 'reference')], keep: ['| 指标 | 今日 | 昨日 |'] },
  { id: 't3-dzh-trap-zhouhou-rule', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('merchant-settle-zh.md', '订单完成两周后自动结算给商家。', '2026-11-20', 'feedback')], keep: ['订单完成两周后自动结算给商家。'] },

  // ---- shortened hooks: to-dos, pointers and a leading label never become facts in the topic file
  {
    id: 't3-hook-en-label-todo',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('search-cluster.md', 'The search cluster runs OpenSearch 2.11 on three nodes.'), hook: 'Search infra; the search cluster runs OpenSearch 2.11 on three nodes; index snapshots go to the s3://search-snapshots bucket every night; clean up later; rest in file' }],
    fixed: { contains: ['Index snapshots go to the s3://search-snapshots bucket every night.'], absent: ['clean up later', 'rest in file', 'Search infra'], indexAbsent: ['clean up later'] },
  },
  {
    id: 't3-hook-en-wip-comma',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('payments-runbook.md', 'Refunds over $500 need a second approver.', '2026-11-20', 'reference'), description: 'how refunds and chargebacks are handled', hook: 'Payments runbook. Refunds over $500 need a second approver. Chargebacks are answered within 7 days by the disputes desk, WIP, see the file for more.' }],
    fixed: { contains: ['Chargebacks are answered within 7 days by the disputes desk.'], absent: ['WIP', 'see the file for more', 'Payments runbook'], indexAbsent: ['WIP'] },
  },
  {
    id: 't3-hook-en-later-is-a-fact',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('refund-settlement.md', 'Card refunds are settled later by the nightly finance batch, never inline in the request.'), hook: 'Card refunds are settled later by the nightly finance batch, never inline in the request; the batch posts a summary to #finance and pages the payments on-call when more than ten refunds fail' }],
    fixed: { contains: ['Card refunds are settled later by the nightly finance batch', 'The batch posts a summary to #finance and pages the payments on-call when more than ten refunds fail.'] },
    keep: ['Card refunds are settled later by the nightly finance batch, never inline in the request.'],
  },
  {
    id: 't3-hook-zh-todo-pointer',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('refund-rules-zh.md', '退款超过一千元要财务主管审批，审批记录保存在财务系统里，客服不能直接修改退款金额，所有例外情况都要在工单里写明原因并抄送财务组和风控组的负责人，不允许口头确认。', '2026-11-20', 'feedback'), hook: '退款规则；退款超过一千元要财务主管审批，审批记录保存在财务系统里，客服不能直接修改退款金额，所有例外情况都要在工单里写明原因并抄送财务组和风控组的负责人，不允许口头确认；跨境订单的退款走人工审核，由客服二组处理；回头再整理；详情看文件' }],
    fixed: { contains: ['跨境订单的退款走人工审核，由客服二组处理。'], absent: ['回头再整理', '详情看文件'], indexAbsent: ['回头再整理'] },
  },
  {
    id: 't3-hook-zh-label-later',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('gateway-config-zh.md', '网关的限流阈值是每秒两千次请求，超过阈值的请求直接返回429，限流配置放在配置中心的gateway命名空间里，修改前要在变更群里通知值班同学并附上压测报告，不允许口头确认。'), hook: '网关配置；网关的限流阈值是每秒两千次请求，超过阈值的请求直接返回429，限流配置放在配置中心的gateway命名空间里，修改前要在变更群里通知值班同学并附上压测报告，不允许口头确认；灰度流量按用户ID尾号分配；有空再补充' }],
    fixed: { contains: ['灰度流量按用户ID尾号分配。'], absent: ['有空再补充', '网关配置'], indexAbsent: ['有空再补充'] },
  },
  {
    id: 't3-hook-zh-kan-wenjianjia',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('design-review-zh.md', '设计评审每周二下午开，产品、设计和前端负责人都要到场，评审结论写在评审记录表里，没有结论的稿子不能进入开发排期，紧急需求可以找设计负责人单独加评审，加评审的结论同样要写进记录表，不允许口头确认。', '2026-11-20', 'feedback'), hook: '设计评审每周二下午开，产品、设计和前端负责人都要到场，评审结论写在评审记录表里，没有结论的稿子不能进入开发排期，紧急需求可以找设计负责人单独加评审，加评审的结论同样要写进记录表，不允许口头确认；评审前先看共享盘设计文件夹里的最新稿' }],
    fixed: { contains: ['评审前先看共享盘设计文件夹里的最新稿。'] },
  },
  { id: 't3-hook-trap-short-pointer', category: 'hooks', lang: 'en', trap: true, memories: [{ ...mem('billing-cron.md', 'Ask Lena before touching the billing cron.', '2026-11-20', 'feedback'), hook: 'Ask Lena before touching the billing cron; more in the runbook' }], keep: ['Ask Lena before touching the billing cron.'], indexKeep: ['Ask Lena before touching the billing cron; more in the runbook'] },
  { id: 't3-hook-trap-zh-short', category: 'hooks', lang: 'zh', trap: true, memories: [{ ...mem('oncall-phone-zh.md', '值班手机由当周值班的同学保管。', '2026-11-20', 'reference'), hook: '值班手机由当周值班的同学保管，待整理' }], keep: ['值班手机由当周值班的同学保管。'], indexKeep: ['值班手机由当周值班的同学保管，待整理'] },

  // ---- index over the limit: notes move out before any pointer is demoted
  { id: 't3-idx-en-numbered', category: 'index', lang: 'en', memories: [mem('vpn.md', 'The VPN is WireGuard, managed by the network team.', OLD, 'reference')], indexNotes: ['## Network log', '', ...vpnNotes(212)], keep: ['rotated the VPN certificate (ticket NET-100)', 'rotated the VPN certificate (ticket NET-311)'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(vpn.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(ticket NET-200)'] } },
  { id: 't3-idx-zh-diary', category: 'index', lang: 'zh', memories: [mem('log-disk-zh.md', '日志盘挂在/data/logs，容量两TB。', OLD, 'reference')], indexNotes: ['## 运维日记', '', ...diskNotes(220)], keep: ['清理了一次日志盘（工单 OPS-300）', '清理了一次日志盘（工单 OPS-519）'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(log-disk-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['（工单 OPS-400）'] } },
  { id: 't3-idx-en-notes-before-pointers', category: 'index', lang: 'en', memories: [mem('carriers.md', 'Parcels ship with DHL in the EU and UPS in the US.', OLD, 'reference')], extraMemories: 188, indexNotes: ['Carrier checks:', ...shipNotes(12)], keep: ['carrier check 9: DHL label batch reprinted by the warehouse team'], indexKeep: ['(answer-style.md)', '(working-hours.md)', '(project-fact-001.md)', '(project-fact-188.md)', '(carriers.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['carrier check 9:'] } },
  { id: 't3-idx-zh-paras', category: 'index', lang: 'zh', memories: [mem('warehouse-zh.md', '仓储系统由物流组维护。', OLD, 'reference')], indexNotes: ['## 仓储复盘', '', ...reviewParas(32)], keep: ['第1次仓储复盘：', '第32次仓储复盘：'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(warehouse-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['第16次仓储复盘：'] } },
  { id: 't3-idx-trap-en-short-notes', category: 'index', lang: 'en', trap: true, memories: [mem('vpn.md', 'The VPN is WireGuard, managed by the network team.', OLD, 'reference')], indexNotes: ['## Reminders', '', '- Renew the wildcard certificate before it expires in March.', '- The network team sits in room 4.12.'], keep: ['The VPN is WireGuard, managed by the network team.'], indexKeep: ['Renew the wildcard certificate before it expires in March.', 'The network team sits in room 4.12.', '(vpn.md)'] },
  { id: 't3-idx-trap-zh-table', category: 'index', lang: 'zh', trap: true, memories: [mem('warehouse-zh.md', '仓储系统由物流组维护。', OLD, 'reference')], indexNotes: ['## 联系人', '', '| 系统 | 负责人 |', '|---|---|', '| 仓储 | 李娜 |', '| 配送 | 王强 |'], keep: ['仓储系统由物流组维护。'], indexKeep: ['| 仓储 | 李娜 |', '| 配送 | 王强 |', '(warehouse-zh.md)'] },
];
