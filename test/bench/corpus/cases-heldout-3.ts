import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The third HELD-OUT set: written after the second held-out set's misses were reported and
 * before any rule was changed for them; never tuned against. Other people's styles (terse
 * notes, "we ditched", "no longer lives in", bullet lists, 换成了 / 弃用 / 改为), other
 * subjects, English and Chinese in every category it covers. Memories are written on
 * 2026-11-23 (a Monday) unless said otherwise.
 */

const mem = (file: string, body: string, modified = '2026-11-23', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-06-02';
const NEW = '2026-11-16';

export const HELDOUT_3_CASES: QualityCase[] = [
  // ---- dates, English (written on Monday 2026-11-23)
  { id: 'h3-den-day-before', category: 'dates-en', lang: 'en', memories: [mem('vpn.md', 'The day before yesterday the VPN certificate was renewed.')], fixed: { contains: ['2026-11-21', 'the VPN certificate was renewed'], absent: ['day before yesterday'] } },
  { id: 'h3-den-last-friday', category: 'dates-en', lang: 'en', memories: [mem('payroll.md', '- Payroll export was moved to the finance bucket last Friday.')], fixed: { contains: ['2026-11-20'], absent: ['last Friday'] } },
  { id: 'h3-den-trap-fn', category: 'dates-en', lang: 'en', trap: true, memories: [mem('helpers.md', 'Use `daysAgo(n)` and isYesterday() from utils/time.ts for relative dates.')], keep: ['Use `daysAgo(n)` and isYesterday() from utils/time.ts for relative dates.'] },
  { id: 'h3-den-trap-column', category: 'dates-en', lang: 'en', trap: true, memories: [mem('warehouse.md', 'The yesterday_revenue view sums orders closed before midnight UTC.')], keep: ['The yesterday_revenue view sums orders closed before midnight UTC.'] },
  { id: 'h3-den-trap-generic', category: 'dates-en', lang: 'en', trap: true, memories: [mem('support-sla.md', 'A ticket opened today must get a first answer by tomorrow noon.')], keep: ['A ticket opened today must get a first answer by tomorrow noon.'] },

  // ---- dates, Chinese (written on 周一 2026-11-23)
  { id: 'h3-dzh-qiantian', category: 'dates-zh', lang: 'zh', memories: [mem('cdn.md', '前天CDN证书续期了。')], fixed: { contains: ['2026-11-21', 'CDN证书续期了'], absent: ['前天'] } },
  { id: 'h3-dzh-shangzhouwu', category: 'dates-zh', lang: 'zh', memories: [mem('oncall-swap.md', '- 上周五值班表调整了。')], fixed: { contains: ['2026-11-20', '值班表调整了'], absent: ['上周五'] }, forbid: ['那一周五', '那一周'] },
  { id: 'h3-dzh-mingtian', category: 'dates-zh', lang: 'zh', memories: [mem('db-upgrade.md', '明天上午数据库升级到新版本。')], fixed: { contains: ['2026-11-24', '数据库升级到新版本'], absent: ['明天'] } },
  { id: 'h3-dzh-trap-every', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('billing-cycle.md', '每月初生成上个月的账单。')], keep: ['每月初生成上个月的账单。'] },
  { id: 'h3-dzh-trap-hypo', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('cutoff.md', '如果用户今天晚上十点后下单，订单会算到明天。')], keep: ['如果用户今天晚上十点后下单，订单会算到明天。'] },

  // ---- supersession, English
  { id: 'h3-sup-ditched', category: 'supersession', lang: 'en', explicit: true, memories: [mem('bundler.md', 'The frontend is bundled with Webpack.', OLD), mem('bundler-vite.md', 'We ditched Webpack for Vite.', NEW)], fixed: { absent: ['bundled with Webpack'], contains: ['Vite'] }, flag: { kinds: ['outdated'], mentions: ['Webpack', 'Vite'] } },
  { id: 'h3-sup-no-longer', category: 'supersession', lang: 'en', explicit: true, memories: [mem('tf-state.md', 'Terraform state lives in an S3 bucket.', OLD, 'reference'), mem('tf-cloud.md', 'Terraform state no longer lives in S3; it is now kept in Terraform Cloud.', NEW, 'reference')], fixed: { absent: ['Terraform state lives in an S3 bucket.'], contains: ['Terraform Cloud'] }, flag: { kinds: ['outdated'], mentions: ['S3', 'Terraform Cloud'] } },
  { id: 'h3-sup-replaced-with', category: 'supersession', lang: 'en', explicit: true, memories: [mem('email.md', 'Transactional email goes through Mailgun.', OLD), mem('email-postmark.md', 'Replaced Mailgun with Postmark for transactional email.', NEW)], fixed: { absent: ['goes through Mailgun'], contains: ['Postmark'] }, flag: { kinds: ['outdated'], mentions: ['Mailgun', 'Postmark'] } },
  { id: 'h3-sup-partial', category: 'supersession', lang: 'en', explicit: true, memories: [mem('search-cluster.md', 'The search cluster runs Elasticsearch in eu-west-1.', OLD), mem('search-os.md', 'We switched the search cluster from Elasticsearch to OpenSearch.', NEW)], keep: ['eu-west-1'], fixed: { contains: ['OpenSearch', 'eu-west-1'], absent: ['runs Elasticsearch in'] }, flag: { kinds: ['outdated'], mentions: ['Elasticsearch in eu-west-1', 'OpenSearch'] } },
  { id: 'h3-sup-deprecated-use', category: 'supersession', lang: 'en', explicit: true, memories: [mem('install.md', 'Install dependencies with yarn.', OLD, 'feedback'), mem('pnpm.md', 'yarn is deprecated in this repo, use pnpm.', NEW, 'feedback')], fixed: { absent: ['Install dependencies with yarn.'], contains: ['pnpm'] }, flag: { kinds: ['outdated'], mentions: ['yarn', 'pnpm'] } },
  { id: 'h3-sup-trap-other-app', category: 'supersession', lang: 'en', trap: true, memories: [mem('admin-css.md', 'The admin panel uses Bootstrap.', OLD), mem('marketing-css.md', 'The marketing site moved from Bootstrap to Tailwind.', NEW)], keep: ['The admin panel uses Bootstrap.'], quiet: ['outdated'] },

  // ---- supersession, Chinese
  { id: 'h3-sup-zh-huanchengle', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('fe-bundle.md', '前端用Webpack打包。', OLD), mem('fe-vite.md', '前端打包工具从Webpack换成了Vite。', NEW)], fixed: { absent: ['前端用Webpack打包。'], contains: ['Vite'] }, flag: { kinds: ['outdated'], mentions: ['Webpack', 'Vite'] } },
  { id: 'h3-sup-zh-buzai-shiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('ci.md', 'CI跑在Jenkins上。', OLD), mem('ci-gitlab.md', '不再使用Jenkins，CI改用GitLab CI。', NEW)], fixed: { absent: ['CI跑在Jenkins上。'], contains: ['GitLab CI'] }, flag: { kinds: ['outdated'], mentions: ['Jenkins', 'GitLab CI'] } },
  { id: 'h3-sup-zh-gaiwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('sms.md', '短信服务商是阿里云。', OLD, 'reference'), mem('sms-new.md', '短信服务商改为腾讯云。', NEW, 'reference')], fixed: { absent: ['短信服务商是阿里云。'], contains: ['腾讯云'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['阿里云', '腾讯云'] } },
  { id: 'h3-sup-zh-qiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('config-center.md', '服务配置放在Consul里。', OLD), mem('config-nacos.md', 'Consul配置中心已弃用，服务配置改用Nacos。', NEW)], fixed: { absent: ['服务配置放在Consul里。'], contains: ['Nacos'] }, flag: { kinds: ['outdated'], mentions: ['Consul', 'Nacos'] } },
  { id: 'h3-sup-zh-partial', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('image-svc.md', '图片服务部署在上海机房，每天凌晨备份。', OLD), mem('image-svc-hz.md', '图片服务从上海机房迁移到了杭州机房。', NEW)], keep: ['每天凌晨备份'], fixed: { contains: ['杭州机房', '每天凌晨备份'], absent: ['部署在上海机房'] }, flag: { kinds: ['outdated'], mentions: ['上海机房', '杭州机房'] } },
  { id: 'h3-sup-zh-trap', category: 'supersession', lang: 'zh', trap: true, memories: [mem('order-db.md', '订单库用MySQL。', OLD), mem('log-db.md', '日志库从MySQL迁移到了ClickHouse。', NEW)], keep: ['订单库用MySQL。'], quiet: ['outdated'] },

  // ---- contradiction (same subject, another value later)
  { id: 'h3-con-token', category: 'contradiction', lang: 'en', memories: [mem('tokens.md', 'Session tokens expire after 24 hours.', OLD), mem('tokens-new.md', 'Session tokens expire after 12 hours.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['24 hours', '12 hours'] }, fixed: { absent: ['expire after 24 hours'], contains: ['12 hours'] } },
  { id: 'h3-con-handoff', category: 'contradiction', lang: 'en', memories: [mem('handoff.md', 'The on-call handoff happens on Tuesdays.', OLD), mem('handoff-new.md', 'The on-call handoff happens on Wednesdays.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Tuesdays', 'Wednesdays'] }, fixed: { absent: ['happens on Tuesdays'], contains: ['Wednesdays'] } },
  { id: 'h3-con-owner', category: 'contradiction', lang: 'en', memories: [mem('checkout-owner.md', 'The product owner for checkout is Maria.', OLD, 'reference'), mem('checkout-owner-new.md', 'The product owner for checkout is Tom.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Maria', 'Tom'] }, fixed: { absent: ['checkout is Maria'], contains: ['checkout is Tom'] } },
  { id: 'h3-con-trap-env', category: 'contradiction', lang: 'en', trap: true, memories: [mem('staging-db.md', 'The staging database has 2 replicas.', OLD), mem('prod-db.md', 'The production database has 5 replicas.', NEW)], keep: ['The staging database has 2 replicas.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h3-con-trap-platform', category: 'contradiction', lang: 'en', trap: true, memories: [mem('android-api.md', 'Phone builds target API level 34.', OLD), mem('wear-api.md', 'Watch builds target API level 30.', NEW)], keep: ['Phone builds target API level 34.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h3-con-zh-timeout', category: 'contradiction', lang: 'zh', memories: [mem('timeout.md', '接口超时时间是3秒。', OLD), mem('timeout-new.md', '接口超时时间是5秒。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['3秒', '5秒'] }, fixed: { absent: ['接口超时时间是3秒。'], contains: ['5秒'] } },
  { id: 'h3-con-zh-talk', category: 'contradiction', lang: 'zh', memories: [mem('tech-talk.md', '技术分享会在每周四下午。', OLD), mem('tech-talk-new.md', '技术分享会在每周二晚上。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['周四下午', '周二晚上'] }, fixed: { absent: ['每周四下午'], contains: ['每周二晚上'] } },
  { id: 'h3-con-zh-trap', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('ios-min.md', 'iOS端的最低版本是iOS 15。', OLD), mem('android-min.md', '安卓端的最低版本是Android 10。', NEW)], keep: ['iOS端的最低版本是iOS 15。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates (flag; never remove either)
  { id: 'h3-par-composition', category: 'paraphrase', lang: 'en', memories: [mem('composition.md', 'Prefer composition over inheritance.', OLD, 'feedback'), mem('favor-composition.md', 'Favor composition rather than class inheritance.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['composition.md', 'favor-composition.md'] } },
  { id: 'h3-par-mocks', category: 'paraphrase', lang: 'en', memories: [mem('no-db-mocks.md', 'Do not mock the database in integration tests.', OLD, 'feedback'), mem('real-db.md', 'Integration tests must hit a real database, never a mocked one.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['no-db-mocks.md', 'real-db.md'] } },
  { id: 'h3-par-request-id', category: 'paraphrase', lang: 'en', memories: [mem('error-logs.md', 'Log errors together with the request id.', OLD, 'feedback'), mem('request-id.md', 'Every error log line must include the request id.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['error-logs.md', 'request-id.md'] } },
  { id: 'h3-par-trap', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('make-tabs.md', 'Use tabs in Makefiles.', OLD, 'feedback'), mem('py-spaces.md', 'Use four spaces in Python files.', NEW, 'feedback')], keep: ['Use tabs in Makefiles.', 'Use four spaces in Python files.'], quiet: ['possible-duplicate'] },
  { id: 'h3-par-zh-tests', category: 'paraphrase', lang: 'zh', memories: [mem('unit-before-commit.md', '提交代码前必须跑单元测试。', OLD, 'feedback'), mem('no-commit-red.md', '单元测试没跑通之前不能提交代码。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['unit-before-commit.md', 'no-commit-red.md'] } },
  { id: 'h3-par-zh-loop', category: 'paraphrase', lang: 'zh', memories: [mem('loop-query.md', '不要在循环里查数据库。', OLD, 'feedback'), mem('n-plus-one.md', '禁止在循环中执行数据库查询。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['loop-query.md', 'n-plus-one.md'] } },
  { id: 'h3-par-zh-trap', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('fe-indent.md', '前端代码用两个空格缩进。', OLD, 'feedback'), mem('be-indent.md', '后端代码用四个空格缩进。', NEW, 'feedback')], keep: ['前端代码用两个空格缩进。', '后端代码用四个空格缩进。'], quiet: ['possible-duplicate'] },

  // ---- shortened index hooks: only fact clauses reach the topic file, and the line itself keeps only facts
  {
    id: 'h3-hook-en-fixme',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('payments.md', 'Refunds over $500 need a second approver.'), hook: 'Payments rules; refunds over $500 need a second approver; the Stripe webhook secret rotates every quarter; FIXME reword this line; details in the file' }],
    fixed: { contains: ['The Stripe webhook secret rotates every quarter.'], absent: ['FIXME', 'details in the file'], indexAbsent: ['FIXME', 'details in the file'] },
  },
  {
    id: 'h3-hook-en-sentences',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('mobile-release.md', 'Mobile releases ship every second Wednesday.'), hook: 'Mobile release notes. Mobile releases ship every second Wednesday. Store screenshots are kept in the design drive under Store. WIP, check the file for more.' }],
    fixed: { contains: ['Store screenshots are kept in the design drive under Store.'], absent: ['WIP', 'check the file for more'], indexAbsent: ['WIP', 'check the file'] },
  },
  {
    id: 'h3-hook-zh-todo',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('gray-release.md', '灰度发布先放量百分之五，观察半小时没有告警再放量到百分之五十，再观察一小时后全量，放量期间值班同学要盯住错误率和延迟两个指标，任何一个超过阈值就立即回滚，这条规则从今年五月开始执行，由发布负责人确认每一步。'), hook: '灰度规则；灰度发布先放量百分之五，观察半小时没有告警再放量到百分之五十，再观察一小时后全量，放量期间值班同学要盯住错误率和延迟两个指标，任何一个超过阈值就立即回滚，这条规则从今年五月开始执行，由发布负责人确认每一步；回滚开关在发布平台的设置页；待补充；详见文件' }],
    fixed: { contains: ['回滚开关在发布平台的设置页。'], absent: ['待补充', '详见文件'], indexAbsent: ['待补充', '详见文件'] },
    forbid: ['设置页.'],
  },
];
