import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The second HELD-OUT set: written after the first held-out set had been looked at, and
 * before the rules were changed again; never tuned against. Other subjects, other phrasings
 * ("stopped using", "was replaced by", "已下线", "换成了"), other styles (bullet lists, dated
 * notes, long index hooks, paragraphs in MEMORY.md), English and Chinese in every category.
 * Memories here are written on 2026-11-26 (a Thursday) unless said otherwise.
 */

const mem = (file: string, body: string, modified = '2026-11-26', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-07-20';
const NEW = '2026-11-18';

/** `n` dated notes, one a line, as people keep them at the bottom of MEMORY.md. */
const day = (i: number): string => new Date(Date.UTC(2026, 3, 1) + i * 86_400_000).toISOString().slice(0, 10);
const notesEn = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${day(i)}: deployed build ${100 + i} to staging`);
const notesZh = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${day(i)}：第${100 + i}版发布到了预发环境`);
/** Long paragraphs (about 1,000 characters each). */
const paraEn = (n: number): string[] => Array.from({ length: n }, (_, i) => `Incident ${i + 1} review: ${'the checkout queue backed up because a consumer stalled on a poison message, and the retry policy kept it alive; '.repeat(9).trim()}`);
const paraZh = (n: number): string[] => Array.from({ length: n }, (_, i) => `第${i + 1}次故障复盘：${'结算队列积压是因为一个消费者卡在了毒消息上，而重试策略让它一直存活；'.repeat(30)}`);

export const HELDOUT_2_CASES: QualityCase[] = [
  // ---- dates, English
  { id: 'h2-den-ident', category: 'dates-en', lang: 'en', trap: true, memories: [mem('calendar.md', '- `getLastWeek()` returns the previous ISO week.\n- The nextMonthBudget setting caps spend.')], keep: ['`getLastWeek()` returns the previous ISO week.', 'The nextMonthBudget setting caps spend.'] },
  { id: 'h2-den-generic', category: 'dates-en', lang: 'en', trap: true, memories: [mem('invoices-due.md', 'Invoices issued today are payable within 30 days.')], keep: ['Invoices issued today are payable within 30 days.'] },
  { id: 'h2-den-hypo', category: 'dates-en', lang: 'en', trap: true, memories: [mem('partitions.md', "If the cron fired at midnight, the row could land in tomorrow's partition.")], keep: ["the row could land in tomorrow's partition"] },
  { id: 'h2-den-code', category: 'dates-en', lang: 'en', trap: true, memories: [mem('scheduling.md', 'Run `deploy --at tomorrow` to schedule a deploy.')], keep: ['Run `deploy --at tomorrow` to schedule a deploy.'] },
  { id: 'h2-den-yesterday', category: 'dates-en', lang: 'en', memories: [mem('schema.md', 'Yesterday the team agreed to freeze the schema.')], fixed: { contains: ['On 2026-11-25 the team agreed to freeze the schema.'] } },
  { id: 'h2-den-days-ago', category: 'dates-en', lang: 'en', memories: [mem('cron-utc.md', '- We switched the cron jobs to UTC three days ago.')], fixed: { contains: ['We switched the cron jobs to UTC on 2026-11-23.'] } },
  { id: 'h2-den-tomorrow', category: 'dates-en', lang: 'en', memories: [mem('migration-start.md', 'Tomorrow Lena starts the database migration.')], fixed: { contains: ['On 2026-11-27 Lena starts the database migration.'] } },
  { id: 'h2-den-rule-event', category: 'dates-en', lang: 'en', memories: [mem('squash.md', 'The team decided last week to always squash merges.')], fixed: { contains: ['The team decided in the week of 2026-11-16 to always squash merges.'] }, keep: ['to always squash merges'] },

  // ---- dates, Chinese
  { id: 'h2-dzh-zuotian-xiawu', category: 'dates-zh', lang: 'zh', memories: [mem('gateway-keys.md', '昨天下午支付网关换了新的密钥。')], fixed: { contains: ['2026-11-25下午支付网关换了新的密钥。'] } },
  { id: 'h2-dzh-dahoutian', category: 'dates-zh', lang: 'zh', memories: [mem('release-3.md', '大后天发布3.0版本。')], fixed: { contains: ['2026-11-29发布3.0版本。'] } },
  { id: 'h2-dzh-shangzhouer', category: 'dates-zh', lang: 'zh', memories: [mem('failover.md', '- 上周二数据库做了主从切换。')], fixed: { contains: ['2026-11-17数据库做了主从切换。'] }, forbid: ['那一周二', '那一周'] },
  { id: 'h2-dzh-santianqian', category: 'dates-zh', lang: 'zh', memories: [mem('cache-scale.md', '三天前缓存集群扩容了。')], fixed: { contains: ['2026-11-23缓存集群扩容了。'] } },
  { id: 'h2-dzh-xiazhou', category: 'dates-zh', lang: 'zh', memories: [mem('pentest.md', '下周我们和安全团队做渗透测试。')], fixed: { contains: ['2026-11-30', '我们和安全团队做渗透测试。'], absent: ['下周'] }, forbid: ['那一周'] },
  { id: 'h2-dzh-trap-weekly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('weekly-report.md', '每周五下午发布周报。')], keep: ['每周五下午发布周报。'] },
  { id: 'h2-dzh-trap-label', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('dashboard-labels.md', '报表里的「昨日新增」指的是前一个自然日的新增用户。')], keep: ['报表里的「昨日新增」指的是前一个自然日的新增用户。'] },
  { id: 'h2-dzh-trap-hypo', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('settlement.md', '假如订单在周日晚上创建，结算会推迟到下周一。')], keep: ['假如订单在周日晚上创建，结算会推迟到下周一。'] },

  // ---- supersession, English
  { id: 'h2-sup-moved', category: 'supersession', lang: 'en', explicit: true, memories: [mem('docs-host.md', 'Our docs are hosted on GitBook.', OLD), mem('docs-mintlify.md', 'Docs hosting moved from GitBook to Mintlify.', NEW)], fixed: { absent: ['hosted on GitBook'], contains: ['Mintlify'] }, flag: { kinds: ['outdated'], mentions: ['GitBook', 'Mintlify'] } },
  { id: 'h2-sup-stopped', category: 'supersession', lang: 'en', explicit: true, memories: [mem('builds.md', 'Builds run on Jenkins.', OLD), mem('builds-gha.md', 'We stopped using Jenkins; builds now run on GitHub Actions.', NEW)], fixed: { absent: ['Builds run on Jenkins.'], contains: ['GitHub Actions'] }, flag: { kinds: ['outdated'], mentions: ['Builds run on Jenkins', 'GitHub Actions'] } },
  { id: 'h2-sup-replaced-by', category: 'supersession', lang: 'en', explicit: true, memories: [mem('flags.md', 'Feature flags are managed in LaunchDarkly.', OLD), mem('flags-unleash.md', 'LaunchDarkly was replaced by Unleash for feature flags.', NEW)], fixed: { absent: ['managed in LaunchDarkly'], contains: ['Unleash'] }, flag: { kinds: ['outdated'], mentions: ['LaunchDarkly', 'Unleash'] } },
  { id: 'h2-sup-partial', category: 'supersession', lang: 'en', explicit: true, memories: [mem('metrics.md', 'The metrics stack is Prometheus with 15-day retention.', OLD), mem('metrics-vm.md', 'We migrated the metrics stack from Prometheus to VictoriaMetrics.', NEW)], keep: ['15-day retention'], fixed: { contains: ['VictoriaMetrics', '15-day retention'], absent: ['stack is Prometheus with'] }, flag: { kinds: ['outdated'], mentions: ['Prometheus with 15-day retention', 'VictoriaMetrics'] } },
  { id: 'h2-sup-deprecated', category: 'supersession', lang: 'en', explicit: true, memories: [mem('billing-events.md', 'Publish billing events to the legacy-billing queue.', OLD), mem('billing-queue.md', 'The legacy-billing queue is deprecated; publish billing events to billing-v2 instead.', NEW)], fixed: { absent: ['Publish billing events to the legacy-billing queue.'], contains: ['billing-v2'] }, flag: { kinds: ['outdated'], mentions: ['Publish billing events to the legacy-billing queue', 'deprecated'] } },
  { id: 'h2-sup-is-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('staging-url.md', 'The staging URL is staging.acme.dev.', OLD, 'reference'), mem('staging-url-new.md', 'The staging URL is now preview.acme.dev.', NEW, 'reference')], fixed: { absent: ['The staging URL is staging.acme.dev.'], contains: ['preview.acme.dev'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['staging.acme.dev', 'preview.acme.dev'] } },
  { id: 'h2-sup-trap-other', category: 'supersession', lang: 'en', trap: true, memories: [mem('ios-deps.md', 'The iOS app uses CocoaPods.', OLD), mem('android-build.md', 'The Android app switched from Gradle Groovy scripts to the Kotlin DSL.', NEW)], keep: ['The iOS app uses CocoaPods.'], quiet: ['outdated'] },
  { id: 'h2-sup-trap-unrelated', category: 'supersession', lang: 'en', trap: true, memories: [mem('errors.md', 'We use Sentry for error tracking.', OLD), mem('uptime.md', 'We switched the uptime checks from Pingdom to Checkly.', NEW)], keep: ['We use Sentry for error tracking.'], quiet: ['outdated'] },

  // ---- supersession, Chinese
  { id: 'h2-sup-zh-qianyi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('log-store.md', '日志存储在Elasticsearch。', OLD), mem('log-loki.md', '日志存储从Elasticsearch迁移到了Loki。', NEW)], fixed: { absent: ['日志存储在Elasticsearch。'], contains: ['Loki'] }, flag: { kinds: ['outdated'], mentions: ['日志存储在Elasticsearch', 'Loki'] } },
  { id: 'h2-sup-zh-buzai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('mq.md', '消息队列用RabbitMQ。', OLD), mem('mq-kafka.md', '消息队列不再用RabbitMQ，改用Kafka。', NEW)], fixed: { absent: ['消息队列用RabbitMQ。'], contains: ['Kafka'] }, flag: { kinds: ['outdated'], mentions: ['消息队列用RabbitMQ', 'Kafka'] } },
  { id: 'h2-sup-zh-gaiwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('release-approval.md', '发版审批走邮件。', OLD), mem('release-approval-new.md', '发版审批改为走飞书审批流。', NEW)], fixed: { absent: ['发版审批走邮件。'], contains: ['飞书审批流'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['走邮件', '飞书审批流'] } },
  { id: 'h2-sup-zh-xiaxian', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('risk-api.md', '订单服务调用旧版风控接口。', OLD), mem('risk-api-new.md', '旧版风控接口已下线，订单服务改用新版风控接口。', NEW)], fixed: { absent: ['订单服务调用旧版风控接口。'], contains: ['新版风控接口'] }, flag: { kinds: ['outdated'], mentions: ['订单服务调用旧版风控接口', '已下线'] } },
  { id: 'h2-sup-zh-partial', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('avatars.md', '用户头像存放在七牛云，保留90天。', OLD), mem('avatars-oss.md', '用户头像的存储从七牛云换成了阿里云OSS。', NEW)], keep: ['保留90天'], fixed: { contains: ['阿里云OSS', '保留90天'], absent: ['存放在七牛云'] }, flag: { kinds: ['outdated'], mentions: ['七牛云', '阿里云OSS'] } },
  { id: 'h2-sup-zh-xianzai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('test-db.md', '测试环境的数据库是MySQL。', OLD), mem('test-db-pg.md', '测试环境的数据库现在是PostgreSQL。', NEW)], fixed: { absent: ['测试环境的数据库是MySQL。'], contains: ['PostgreSQL'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['MySQL', 'PostgreSQL'] } },
  { id: 'h2-sup-zh-trap', category: 'supersession', lang: 'zh', trap: true, memories: [mem('order-dc.md', '订单服务部署在北京机房。', OLD), mem('search-dc.md', '搜索服务从北京机房迁移到了上海机房。', NEW)], keep: ['订单服务部署在北京机房。'], quiet: ['outdated'] },

  // ---- contradiction
  { id: 'h2-con-rate', category: 'contradiction', lang: 'en', memories: [mem('rate-limit.md', 'The API rate limit is 100 requests per minute.', OLD), mem('rate-limit-new.md', 'The API rate limit is 300 requests per minute.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['100 requests', '300 requests'] }, fixed: { absent: ['limit is 100 requests'], contains: ['300 requests'] } },
  { id: 'h2-con-channel', category: 'contradiction', lang: 'en', memories: [mem('data-channel.md', "The data team's Slack channel is #data-eng.", OLD, 'reference'), mem('data-channel-new.md', "The data team's Slack channel is #analytics.", NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['#data-eng', '#analytics'] }, fixed: { absent: ['channel is #data-eng'], contains: ['#analytics'] } },
  { id: 'h2-con-redis', category: 'contradiction', lang: 'en', memories: [mem('cache-version.md', 'The session cache runs Redis 6.', OLD), mem('cache-upgrade.md', 'The session cache was upgraded to Redis 7.2.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Redis 6', 'Redis 7.2'] }, fixed: { absent: ['runs Redis 6'], contains: ['Redis 7.2'] } },
  { id: 'h2-con-retro', category: 'contradiction', lang: 'en', memories: [mem('retro.md', '- The sprint retro is on Friday afternoons.', OLD), mem('retro-moved.md', '- The sprint retro is on Thursday mornings.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Friday', 'Thursday'] }, fixed: { absent: ['retro is on Friday'], contains: ['Thursday mornings'] } },
  { id: 'h2-con-trap-region', category: 'contradiction', lang: 'en', trap: true, memories: [mem('eu-logs.md', 'The EU region keeps logs for 30 days.', OLD), mem('us-logs.md', 'The US region keeps logs for 90 days.', NEW)], keep: ['The EU region keeps logs for 30 days.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h2-con-zh-review', category: 'contradiction', lang: 'zh', memories: [mem('code-review.md', '代码评审需要一人批准。', OLD, 'feedback'), mem('code-review-new.md', '代码评审需要两人批准。', NEW, 'feedback')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['一人', '两人'] }, fixed: { absent: ['需要一人批准'], contains: ['两人批准'] } },
  { id: 'h2-con-zh-servers', category: 'contradiction', lang: 'zh', memories: [mem('app-servers.md', '生产环境有4台应用服务器。', OLD), mem('app-servers-new.md', '生产环境有6台应用服务器。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['4台', '6台'] }, fixed: { absent: ['生产环境有4台应用服务器。'], contains: ['6台应用服务器'] } },
  { id: 'h2-con-zh-meeting', category: 'contradiction', lang: 'zh', memories: [mem('weekly-meeting.md', '周会在周一上午开。', OLD), mem('weekly-meeting-new.md', '周会改到了周三下午开。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['周一上午', '周三下午'] }, fixed: { absent: ['周会在周一上午开。'], contains: ['周三下午'] } },
  { id: 'h2-con-zh-trap', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('bj-dc.md', '北京机房有8台服务器。', OLD), mem('sh-dc.md', '上海机房有12台服务器。', NEW)], keep: ['北京机房有8台服务器。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates (flag; never remove either)
  { id: 'h2-par-migrations', category: 'paraphrase', lang: 'en', memories: [mem('migrations-tx.md', 'Always run migrations in a transaction.', OLD, 'feedback'), mem('migration-wrap.md', 'Database migrations must be wrapped in a transaction.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['migrations-tx.md', 'migration-wrap.md'] } },
  { id: 'h2-par-exports', category: 'paraphrase', lang: 'en', memories: [mem('no-default-export.md', 'Do not use default exports.', OLD, 'feedback'), mem('named-exports.md', 'Use named exports, not default exports.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['no-default-export.md', 'named-exports.md'] } },
  { id: 'h2-par-functions', category: 'paraphrase', lang: 'en', memories: [mem('short-functions.md', 'Keep functions under 50 lines.', OLD, 'feedback'), mem('function-length.md', 'A function should not be longer than 50 lines.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['short-functions.md', 'function-length.md'] } },
  { id: 'h2-par-trap', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('py-names.md', 'Use snake_case for Python function names.', OLD, 'feedback'), mem('ts-names.md', 'Use camelCase for TypeScript function names.', NEW, 'feedback')], keep: ['Use snake_case for Python function names.', 'Use camelCase for TypeScript function names.'] },
  { id: 'h2-par-zh-urls', category: 'paraphrase', lang: 'zh', memories: [mem('api-urls.md', '不要在前端代码里写死接口地址。', OLD, 'feedback'), mem('hardcoded-urls.md', '接口地址不能硬编码在前端代码中。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['api-urls.md', 'hardcoded-urls.md'] } },
  { id: 'h2-par-zh-phone', category: 'paraphrase', lang: 'zh', memories: [mem('phone-logs.md', '日志里不要打印用户手机号。', OLD, 'feedback'), mem('phone-privacy.md', '用户手机号不能出现在日志中。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['phone-logs.md', 'phone-privacy.md'] } },
  { id: 'h2-par-zh-only', category: 'paraphrase', lang: 'zh', memories: [mem('mock-data.md', '生产环境不要使用模拟数据。', OLD, 'feedback'), mem('mock-env.md', '模拟数据只能在测试环境使用。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['mock-data.md', 'mock-env.md'] } },
  { id: 'h2-par-zh-trap', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('prod-logs.md', '生产环境的日志保留30天。', OLD, 'feedback'), mem('test-logs.md', '测试环境的日志保留7天。', NEW, 'feedback')], keep: ['生产环境的日志保留30天。', '测试环境的日志保留7天。'] },

  // ---- CLAUDE.md
  { id: 'h2-cmd-main', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Never push directly to main.\n', memories: [mem('typo-fixes.md', 'Pushing directly to main is fine for typo fixes.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['directly to main'] } },
  { id: 'h2-cmd-lint', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Run the linter before every commit.\n', memories: [mem('lint.md', 'There is no need to run the linter before every commit.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['linter'] } },
  { id: 'h2-cmd-repeat', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Write a test for every bug fix.\n', memories: [mem('bugfix-tests.md', 'Write a test for every bug fix, for example a regression test that reproduces the report.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['Write a test for every bug fix'] }, quiet: ['claude-md-conflict'] },
  { id: 'h2-cmd-trap', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Rules\n\n- Use tabs in Go files.\n', memories: [mem('yaml-indent.md', 'Use two spaces in YAML files.', NEW, 'feedback')], keep: ['Use two spaces in YAML files.'], quiet: ['claude-md-conflict'] },
  { id: 'h2-cmd-zh-keys', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 禁止在代码中提交密钥。\n', memories: [mem('test-keys.md', '测试用的密钥可以提交在代码中。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['密钥'] } },
  { id: 'h2-cmd-zh-auth', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 所有接口都必须鉴权。\n', memories: [mem('internal-auth.md', '内部接口都不必鉴权。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['鉴权'] } },
  { id: 'h2-cmd-zh-repeat', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 提交信息用英文写。\n', memories: [mem('commit-lang.md', '提交信息用英文写，比如 fix: handle empty cart。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['提交信息用英文写'] }, quiet: ['claude-md-conflict'] },

  // ---- merges
  { id: 'h2-mrg-copy-suffix', category: 'merge', lang: 'en', memories: [mem('deploy-notes.md', '- Deploys go out at 14:00.\n- Announce each deploy in #releases.', OLD), mem('deploy-notes-copy.md', '- Deploys go out at 14:00.\n- Announce each deploy in #releases.', NEW)], fixed: { files: ['deploy-notes.md'], gone: ['deploy-notes-copy.md'] } },
  { id: 'h2-mrg-copy-longer', category: 'merge', lang: 'en', memories: [mem('oncall-rotation.md', '- The rotation changes every Monday at 09:00.\n- Swaps are agreed in #oncall.', OLD, 'reference'), mem('oncall-rotation_copy.md', '- The rotation changes every Monday at 09:00.\n- Swaps are agreed in #oncall.\n- The secondary covers weekends.', NEW, 'reference')], fixed: { files: ['oncall-rotation.md'], gone: ['oncall-rotation_copy.md'], contains: ['The secondary covers weekends.'] } },
  { id: 'h2-mrg-reason', category: 'merge', lang: 'en', memories: [mem('release-rules.md', '- Tag releases from main.\n- Bump the version in package.json.', OLD, 'feedback'), mem('release-rules-2.md', '- Tag releases from main, because hotfix branches miss the changelog.\n- Bump the version in package.json.', NEW, 'feedback')], fixed: { contains: ['because hotfix branches miss the changelog'], absentLines: ['- Tag releases from main.'] } },
  { id: 'h2-mrg-trap', category: 'merge', lang: 'en', trap: true, memories: [mem('deploy-api.md', 'Deploy the API with `make deploy-api` after the migrations ran.', OLD), mem('deploy-web.md', 'Deploy the web app with `make deploy-web` after the assets were built.', NEW)], keep: ['Deploy the API with `make deploy-api`', 'Deploy the web app with `make deploy-web`'] },
  { id: 'h2-mrg-zh-fuben', category: 'merge', lang: 'zh', memories: [mem('payment-rules.md', '支付回调必须校验签名。\n支付流水保存五年。', OLD, 'feedback'), mem('payment-rules 副本.md', '支付回调必须校验签名。\n支付流水保存五年。', NEW, 'feedback')], fixed: { files: ['payment-rules.md'], gone: ['payment-rules 副本.md'] } },
  { id: 'h2-mrg-zh-reason', category: 'merge', lang: 'zh', memories: [mem('db-changes.md', '- 数据库变更必须先在预发环境验证。\n- 变更窗口是周二和周四。', OLD, 'feedback'), mem('db-changes-again.md', '- 数据库变更必须先在预发环境验证，因为预发的数据量和生产接近。\n- 变更窗口是周二和周四。', NEW, 'feedback')], fixed: { contains: ['因为预发的数据量和生产接近'], absentLines: ['- 数据库变更必须先在预发环境验证。'] } },
  { id: 'h2-mrg-zh-copy', category: 'merge', lang: 'zh', memories: [mem('search-rules.md', '搜索索引每天凌晨重建。\n重建期间搜索走缓存。', OLD), mem('search-rules_copy.md', '搜索索引每天凌晨重建。\n重建期间搜索走缓存。\n重建失败要通知搜索组。', NEW)], fixed: { files: ['search-rules.md'], gone: ['search-rules_copy.md'], contains: ['重建失败要通知搜索组。'] } },

  // ---- captured requests
  { id: 'h2-cap-reported-en', category: 'captures', lang: 'en', memories: [mem('staging.md', 'Staging mirrors production settings.')], logs: { '2026-11-24': ['Alex asked me to remember that the staging database is reset every Sunday.'] }, fixed: { contains: ['the staging database is reset every Sunday'] } },
  { id: 'h2-cap-user', category: 'captures', lang: 'en', memories: [mem('staging.md', 'Staging mirrors production settings.')], said: [{ day: '2026-11-24', text: 'Remember that I prefer answers with the command first.' }], fixed: { contains: ['answers with the command first', 'type: user'] } },
  { id: 'h2-cap-known-en', category: 'captures', lang: 'en', trap: true, memories: [mem('lint-push.md', 'Always run the linter before pushing.', OLD, 'feedback')], said: [{ day: '2026-11-24', text: 'Remember: always run the linter before pushing.' }], maxCreated: 0 },
  { id: 'h2-cap-zh-said', category: 'captures', lang: 'zh', memories: [mem('support.md', '客服团队在杭州。')], said: [{ day: '2026-11-24', text: '记住：发布前要通知客服团队。' }], fixed: { contains: ['发布前要通知客服团队'] } },
  { id: 'h2-cap-zh-reported', category: 'captures', lang: 'zh', memories: [mem('support.md', '客服团队在杭州。')], logs: { '2026-11-24': ['李雷让我记一下：测试账号的密码每月1号更换。'] }, fixed: { contains: ['测试账号的密码每月1号更换'] } },
  { id: 'h2-cap-zh-salad', category: 'captures', lang: 'zh', trap: true, memories: [mem('support.md', '客服团队在杭州。')], said: [{ day: '2026-11-24', text: '记住 不要 不要 记住 啊啊 ok ok 记住' }, { day: '2026-11-24', text: '不要不要 的 的 remember 嗯' }], maxCreated: 0 },
  {
    id: 'h2-cap-bounded',
    category: 'captures',
    lang: 'en',
    memories: [mem('staging.md', 'Staging mirrors production settings.')],
    said: ['the billing cron runs at 02:00 UTC', 'the search index is rebuilt nightly', 'the CDN purge key is in 1Password', 'release notes go to the #changelog channel', 'the QA team signs off every Thursday', 'mobile builds are signed on the Mac mini', 'the data warehouse is Snowflake', 'the load balancer idles out after 60 seconds'].map((t) => ({ day: '2026-11-24', text: `Please remember that ${t}.` })),
    maxCreated: 5,
    fixed: { contains: ['the billing cron runs at 02:00 UTC'] },
  },

  // ---- MEMORY.md over Claude Code's limits: notes and paragraphs move out before any pointer does
  { id: 'h2-idx-notes-en', category: 'index', lang: 'en', memories: [mem('deploys.md', 'Deploys need a green build.')], indexNotes: ['## Deploy log', '', ...notesEn(200)], keep: ['2026-04-01: deployed build 100 to staging', 'deployed build 299 to staging'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(deploys.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['deployed build 150 to staging'] } },
  { id: 'h2-idx-paras-en', category: 'index', lang: 'en', memories: [mem('checkout.md', 'Checkout runs on the orders cluster.')], indexNotes: ['## Incident notes', '', ...paraEn(26)], keep: ['Incident 1 review:', 'Incident 26 review:'], indexKeep: ['(answer-style.md)', '(working-hours.md)', '(checkout.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['Incident 13 review:'] } },
  { id: 'h2-idx-notes-zh', category: 'index', lang: 'zh', memories: [mem('release-zh.md', '发布前要跑冒烟测试。')], indexNotes: ['## 发布记录', '', ...notesZh(210)], keep: ['2026-04-01：第100版发布到了预发环境', '第309版发布到了预发环境'], indexKeep: ['(answer-style.md)', '(test-names.md)', '(release-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['第150版发布到了预发环境'] } },
  { id: 'h2-idx-paras-zh', category: 'index', lang: 'zh', memories: [mem('queue-zh.md', '结算队列由订单组维护。')], indexNotes: ['## 故障复盘', '', ...paraZh(28)], keep: ['第1次故障复盘：', '第28次故障复盘：'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(queue-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['第14次故障复盘：'] } },
  { id: 'h2-idx-many-en', category: 'index', lang: 'en', memories: [mem('deploys.md', 'Deploys need a green build.')], extraMemories: 200, indexNotes: ['Notes:', ...notesEn(12)], keep: ['2026-04-12: deployed build 111 to staging'], indexKeep: ['(answer-style.md)', '(test-names.md)', '(editor-setup.md)', '(working-hours.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['deployed build 111 to staging'] } },
  { id: 'h2-idx-many-zh', category: 'index', lang: 'zh', memories: [mem('release-zh.md', '发布前要跑冒烟测试。', NEW, 'feedback')], extraMemories: 195, indexNotes: ['备注：', ...notesZh(15)], keep: ['第114版发布到了预发环境'], indexKeep: ['(release-zh.md)', '(answer-style.md)', '(editor-setup.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['第114版发布到了预发环境'] } },
  { id: 'h2-idx-trap-en', category: 'index', lang: 'en', trap: true, memories: [mem('deploys.md', 'Deploys need a green build.')], indexNotes: ['## Deploy log', '', ...notesEn(20)], keep: ['Deploys need a green build.'], indexKeep: ['deployed build 119 to staging', '(deploys.md)'] },
  { id: 'h2-idx-trap-zh', category: 'index', lang: 'zh', trap: true, memories: [mem('release-zh.md', '发布前要跑冒烟测试。')], indexNotes: ['## 发布记录', '', ...notesZh(25)], keep: ['发布前要跑冒烟测试。'], indexKeep: ['第124版发布到了预发环境', '(release-zh.md)'] },

  // ---- shortened index hooks: only clauses that carry facts reach the topic file, in its language
  {
    id: 'h2-hook-en-rollback',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('deploy-checklist.md', 'Run the smoke tests after each deploy.'), hook: 'Deploy checklist; run the smoke tests after each deploy; the rollback script lives in ops/rollback.sh; see the file for details and more notes' }],
    fixed: { contains: ['The rollback script lives in ops/rollback.sh.'], absent: ['see the file for details'], indexAbsent: ['more notes'] },
  },
  {
    id: 'h2-hook-en-owner',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('search-service.md', 'The search service indexes products every hour.'), hook: 'Search service notes. The search service indexes products every hour. Its owner is the discovery team, reachable in #discovery. More below, read the whole file.' }],
    fixed: { contains: ['Its owner is the discovery team, reachable in #discovery.'], absent: ['More below', 'read the whole file'], indexAbsent: ['read the whole file'] },
  },
  {
    id: 'h2-hook-en-todo',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('weekly-report.md', 'The weekly report goes out on Mondays.'), hook: 'The weekly report goes out on Mondays; the template is the Notion page named Weekly Report; TODO tidy this entry up; (updated, see below)' }],
    fixed: { contains: ['The template is the Notion page named Weekly Report.'], absent: ['TODO tidy', 'see below'], indexAbsent: ['TODO tidy'] },
  },
  {
    id: 'h2-hook-zh-cache',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('cache-keys.md', '缓存键必须带版本号，否则发布后会读到旧数据，这一点在上次故障复盘里也强调过，所有服务都要遵守，新服务上线前由架构组检查，这条规则从今年三月开始执行，执行情况每月复查一次。'), hook: '缓存规则；缓存键必须带版本号，否则发布后会读到旧数据，这一点在上次故障复盘里也强调过，所有服务都要遵守，新服务上线前由架构组检查，这条规则从今年三月开始执行，执行情况每月复查一次；缓存过期时间是10分钟，热点商品的缓存过期时间是30秒；详见文件' }],
    fixed: { contains: ['缓存过期时间是10分钟，热点商品的缓存过期时间是30秒。'], absent: ['详见文件'], indexAbsent: ['热点商品的缓存过期时间是30秒'] },
    forbid: ['30秒.'],
  },
  {
    id: 'h2-hook-zh-oncall',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('oncall-zh.md', '值班每周一早上交接，交接时要把未关闭的告警逐条说明，并把本周的故障记录整理到值班文档里，下一位值班同学确认后才算交接完成，这条规则从今年三月开始执行，执行情况每月复查一次。'), hook: '值班说明。值班每周一早上交接，交接时要把未关闭的告警逐条说明，并把本周的故障记录整理到值班文档里，下一位值班同学确认后才算交接完成，这条规则从今年三月开始执行，执行情况每月复查一次。值班手机号写在飞书群公告里，换人时要同步更新群公告和值班表。更多内容见下文。' }],
    fixed: { contains: ['值班手机号写在飞书群公告里，换人时要同步更新群公告和值班表。'], absent: ['更多内容见下文'], indexAbsent: ['换人时要同步更新群公告和值班表'] },
    forbid: ['值班表.'],
  },
  {
    id: 'h2-hook-zh-semicolons',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('refunds-zh.md', '退款需要财务复核，复核通过后才能打款，打款结果要回写订单系统，回写失败时由财务手工补录，并在当天的对账单里标注出来，这条规则从今年三月开始执行，执行情况每月复查一次。'), hook: '退款流程；退款需要财务复核，复核通过后才能打款，打款结果要回写订单系统，回写失败时由财务手工补录，并在当天的对账单里标注出来，这条规则从今年三月开始执行，执行情况每月复查一次；超过5000元的退款要主管审批，审批记录保存在OA系统里；具体见下面' }],
    fixed: { contains: ['超过5000元的退款要主管审批，审批记录保存在OA系统里。'], absent: ['具体见下面'], indexAbsent: ['审批记录保存在OA系统里'] },
    forbid: ['OA系统里.'],
  },
];
