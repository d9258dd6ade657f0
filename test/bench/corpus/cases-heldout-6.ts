import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The sixth HELD-OUT set: written fresh from the dream-quality issue's categories alone (not from
 * the rules or the other sets' sentences), after the HELD-OUT 5 fixes, and run only with
 * `--final6`. Untuned until its first run (recall 81.1 %, precision 95.5 %, 0 harmful, 4 silent);
 * its misses were then fixed by general rules written against cases-tuning-2.ts. Other phrasings
 * and styles (terse, bullets, long sentences, mixed language, typos), English and Chinese. Memories are written on 2026-11-24 (a Tuesday)
 * unless said otherwise.
 */

const mem = (file: string, body: string, modified = '2026-11-24', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-05-12';
const NEW = '2026-11-23';

export const HELDOUT_6_CASES: QualityCase[] = [
  // ---- dates, English: real events to convert
  { id: 'h6-den-agreed-two-weeks', category: 'dates-en', lang: 'en', memories: [mem('uuid-keys.md', 'New tables use UUIDv7 primary keys; we agreed on this two weeks ago after the sharding review.')], fixed: { contains: ['the week of 2026-11-09', 'New tables use UUIDv7 primary keys'], absent: ['two weeks ago'] } },
  { id: 'h6-den-next-monday-start', category: 'dates-en', lang: 'en', memories: [mem('old-bucket.md', 'Next Monday the legacy assets bucket gets deleted, so nothing new should point at it.')], fixed: { contains: ['2026-11-30', 'the legacy assets bucket gets deleted'], absent: ['Next Monday'] } },
  { id: 'h6-den-last-night-bullet', category: 'dates-en', lang: 'en', memories: [mem('login-incident.md', '- last night the deploy broke the login page\n- rolled back within 20 min')], fixed: { contains: ['2026-11-23', 'the deploy broke the login page'], absent: ['last night'] } },
  { id: 'h6-den-three-days', category: 'dates-en', lang: 'en', memories: [mem('gateway-keys.md', 'Rotated the payment gateway API keys 3 days ago.')], fixed: { contains: ['2026-11-21', 'Rotated the payment gateway API keys'], absent: ['3 days ago'] } },
  { id: 'h6-den-decided-never', category: 'dates-en', lang: 'en', memories: [mem('friday-migrations.md', 'We decided yesterday to never run schema migrations on a Friday.', '2026-11-24', 'feedback')], fixed: { contains: ['2026-11-23', 'never run schema migrations on a Friday'], absent: ['decided yesterday'] } },
  // ---- dates, English: traps
  { id: 'h6-den-trap-gettomorrow', category: 'dates-en', lang: 'en', trap: true, memories: [mem('tz-helper.md', '`getTomorrow()` returns local midnight, not UTC midnight.')], keep: ['`getTomorrow()` returns local midnight, not UTC midnight.'] },
  { id: 'h6-den-trap-column', category: 'dates-en', lang: 'en', trap: true, memories: [mem('report-columns.md', 'The yesterday_total column is filled by the nightly rollup job.')], keep: ['The yesterday_total column is filled by the nightly rollup job.'] },
  { id: 'h6-den-trap-hypothetical', category: 'dates-en', lang: 'en', trap: true, memories: [mem('sla.md', 'Under the SLA a ticket opened today would be due tomorrow, unless it is opened on a weekend.')], keep: ['Under the SLA a ticket opened today would be due tomorrow, unless it is opened on a weekend.'] },
  { id: 'h6-den-trap-recurring', category: 'dates-en', lang: 'en', trap: true, memories: [mem('daily-report.md', 'Every morning at 06:00 the bot posts yesterday\'s error counts to #ops.')], keep: ['Every morning at 06:00 the bot posts yesterday\'s error counts to #ops.'] },

  // ---- dates, Chinese: real events to convert
  { id: 'h6-dzh-zuotian-xiawu', category: 'dates-zh', lang: 'zh', memories: [mem('redis-upgrade.md', '昨天下午把缓存集群的Redis升级到了7.2。')], fixed: { contains: ['2026-11-23', '缓存集群的Redis升级到了7.2'], absent: ['昨天'] } },
  { id: 'h6-dzh-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('pay-timeout.md', '大前天客户反馈了支付超时，原因是回调地址配错。')], fixed: { contains: ['2026-11-21', '客户反馈了支付超时'], absent: ['大前天'] } },
  { id: 'h6-dzh-qiantian-glued', category: 'dates-zh', lang: 'zh', memories: [mem('outage-zh.md', '前天线上出了一次故障，已经回滚。')], fixed: { contains: ['2026-11-22', '线上出了一次故障'], absent: ['前天'] } },
  { id: 'h6-dzh-shangzhouwu', category: 'dates-zh', lang: 'zh', memories: [mem('prd-sync.md', '上周五和产品对齐了退款需求。')], fixed: { contains: ['2026-11-20', '和产品对齐了退款需求'], absent: ['上周五'] }, forbid: ['那一周五'] },
  { id: 'h6-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('json-spec.md', '上上周定的规范：所有接口统一返回JSON。', '2026-11-24', 'feedback')], fixed: { contains: ['2026-11-', '所有接口统一返回JSON'], absent: ['上上周'] }, forbid: ['那一周'] },
  { id: 'h6-dzh-mixed-yesterday', category: 'dates-zh', lang: 'zh', memories: [mem('index-plan.md', 'yesterday 和 DBA 确认了订单表的索引方案。')], fixed: { contains: ['2026-11-23', '确认了订单表的索引方案'], absent: ['yesterday'] } },
  // ---- dates, Chinese: traps
  { id: 'h6-dzh-trap-daily', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('backup-zh.md', '每天凌晨两点跑全量备份。')], keep: ['每天凌晨两点跑全量备份。'] },
  { id: 'h6-dzh-trap-fn', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('orders-fn.md', '`getYesterdayOrders()` 只查已支付的订单。')], keep: ['`getYesterdayOrders()` 只查已支付的订单。'] },
  { id: 'h6-dzh-trap-generic', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('shipping-zh.md', '如果今天下单，明天就能发货。')], keep: ['如果今天下单，明天就能发货。'] },

  // ---- supersession (explicit)
  { id: 'h6-sup-moved-ci', category: 'supersession', lang: 'en', explicit: true, memories: [mem('ci.md', 'CI runs on Jenkins.', OLD), mem('ci-actions.md', 'We moved CI from Jenkins to GitHub Actions.', NEW)], fixed: { absent: ['CI runs on Jenkins.'], contains: ['GitHub Actions'] }, flag: { kinds: ['outdated'], mentions: ['Jenkins', 'GitHub Actions'] } },
  { id: 'h6-sup-replaced-by', category: 'supersession', lang: 'en', explicit: true, memories: [mem('errors.md', 'Errors are reported to Rollbar.', OLD), mem('errors-sentry.md', 'Rollbar has been replaced by Sentry for error tracking.', NEW)], fixed: { absent: ['Errors are reported to Rollbar.'], contains: ['Sentry'] }, flag: { kinds: ['outdated'], mentions: ['Rollbar', 'Sentry'] } },
  { id: 'h6-sup-deprecated-use', category: 'supersession', lang: 'en', explicit: true, memories: [mem('dates-lib.md', 'Format dates with Moment.js.', OLD, 'feedback'), mem('date-fns.md', 'Moment.js is deprecated in this repo - use date-fns for anything new.', NEW, 'feedback')], fixed: { absent: ['Format dates with Moment.js.'], contains: ['date-fns'] }, flag: { kinds: ['outdated'], mentions: ['Moment.js', 'date-fns'] } },
  { id: 'h6-sup-typo-queue', category: 'supersession', lang: 'en', explicit: true, memories: [mem('jobs-queue.md', 'Background jobs use RabbitMQ.', OLD), mem('jobs-sqs.md', 'we swtiched the background job queue from RabbitMQ to SQS last sprint', NEW)], fixed: { absent: ['Background jobs use RabbitMQ.'], contains: ['SQS'] }, flag: { kinds: ['outdated'], mentions: ['RabbitMQ', 'SQS'] } },
  { id: 'h6-sup-keep-region', category: 'supersession', lang: 'en', explicit: true, memories: [mem('api-host.md', 'The public API runs on Heroku in the EU region, and only Dana can approve scaling changes.', OLD), mem('api-render.md', 'The public API migrated to Render.', NEW)], fixed: { absent: ['runs on Heroku in the EU region'], contains: ['Render', 'EU region', 'only Dana can approve scaling changes'] }, flag: { kinds: ['outdated'], mentions: ['Heroku', 'Render'] } },
  { id: 'h6-sup-zh-buzai', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('ci-zh.md', 'CI用Jenkins跑。', OLD), mem('ci-gitlab-zh.md', '不再用Jenkins，改用GitLab CI。', NEW)], fixed: { absent: ['CI用Jenkins跑。'], contains: ['GitLab CI'] }, flag: { kinds: ['outdated'], mentions: ['Jenkins', 'GitLab CI'] } },
  { id: 'h6-sup-zh-qianyi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('logs-zh.md', '日志存在ELK里。', OLD), mem('logs-loki-zh.md', '日志系统已经从ELK迁移到了Loki。', NEW)], fixed: { absent: ['日志存在ELK里。'], contains: ['Loki'] }, flag: { kinds: ['outdated'], mentions: ['ELK', 'Loki'] } },
  { id: 'h6-sup-zh-qiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('state-zh.md', '前端状态管理用Redux。', OLD, 'feedback'), mem('state-zustand-zh.md', 'Redux已弃用，新代码一律用Zustand。', NEW, 'feedback')], fixed: { absent: ['前端状态管理用Redux。'], contains: ['Zustand'] }, flag: { kinds: ['outdated'], mentions: ['Redux', 'Zustand'] } },
  { id: 'h6-sup-mixed-arrow', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('pm-zh.md', '装依赖用npm。', OLD, 'feedback'), mem('pm-pnpm-zh.md', '包管理器改为pnpm（原来是npm）。', NEW, 'feedback')], fixed: { absent: ['装依赖用npm。'], contains: ['pnpm'] }, flag: { kinds: ['outdated'], mentions: ['npm', 'pnpm'] } },
  // ---- supersession traps
  { id: 'h6-sup-trap-scope', category: 'supersession', lang: 'en', trap: true, memories: [mem('mobile-api.md', 'The mobile app talks to the backend over REST.', OLD), mem('admin-graphql.md', 'The admin panel moved from REST to GraphQL.', NEW)], keep: ['The mobile app talks to the backend over REST.'], quiet: ['outdated'] },
  { id: 'h6-sup-trap-went-back', category: 'supersession', lang: 'en', trap: true, memories: [mem('runtime.md', 'Build scripts run on Node 20.', OLD), mem('bun-trial.md', 'In March we tried Bun for the build scripts but went back to Node 20 because of native addons.', NEW)], keep: ['Build scripts run on Node 20.'], quiet: ['outdated'] },

  // ---- contradiction
  { id: 'h6-con-postgres', category: 'contradiction', lang: 'en', memories: [mem('db-version.md', 'Production runs Postgres 14.', OLD), mem('db-version-new.md', 'The production database is on Postgres 16 now.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['14', '16'] }, fixed: { absent: ['Production runs Postgres 14.'], contains: ['Postgres 16'] } },
  { id: 'h6-con-upload', category: 'contradiction', lang: 'en', memories: [mem('upload-limit.md', 'Max upload size is 10 MB.', OLD), mem('upload-cap.md', 'Max upload size is 25 MB.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['10 MB', '25 MB'] }, fixed: { absent: ['Max upload size is 10 MB.'], contains: ['25 MB'] } },
  { id: 'h6-con-zh-timeout', category: 'contradiction', lang: 'zh', memories: [mem('timeout-zh.md', '接口超时设置为30秒。', OLD), mem('timeout-new-zh.md', '接口超时设置为10秒。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['30秒', '10秒'] }, fixed: { absent: ['接口超时设置为30秒。'], contains: ['10秒'] } },
  { id: 'h6-con-zh-weekly', category: 'contradiction', lang: 'zh', memories: [mem('weekly-zh.md', '每周例会在周一上午。', OLD), mem('weekly-moved-zh.md', '每周例会挪到了周三上午。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['周一', '周三'] }, fixed: { absent: ['每周例会在周一上午。'], contains: ['周三上午'] } },
  { id: 'h6-con-trap-env', category: 'contradiction', lang: 'en', trap: true, memories: [mem('staging-node.md', 'Staging runs Node 18.', OLD), mem('prod-node.md', 'Production runs Node 22.', NEW)], keep: ['Staging runs Node 18.', 'Production runs Node 22.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h6-con-trap-zh-env', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('redis-test-zh.md', '测试环境的Redis版本是6.2。', OLD), mem('redis-prod-zh.md', '生产环境的Redis版本是7.0。', NEW)], keep: ['测试环境的Redis版本是6.2。', '生产环境的Redis版本是7.0。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates
  { id: 'h6-par-force-push', category: 'paraphrase', lang: 'en', memories: [mem('no-force-push.md', 'Never force-push to main.', OLD, 'feedback'), mem('main-history.md', 'Force pushing to the main branch is not allowed.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['no-force-push.md', 'main-history.md'] } },
  { id: 'h6-par-squash', category: 'paraphrase', lang: 'en', memories: [mem('squash-merge.md', 'Always squash commits when merging a PR.', OLD, 'feedback'), mem('pr-merging.md', '- PRs: squash-merge them, no merge commits', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['squash-merge.md', 'pr-merging.md'] } },
  { id: 'h6-par-zh-loop', category: 'paraphrase', lang: 'zh', memories: [mem('loop-query.md', '不要在循环里查数据库。', OLD, 'feedback'), mem('n-plus-one.md', '禁止在for循环中执行数据库查询。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['loop-query.md', 'n-plus-one.md'] } },
  { id: 'h6-par-zh-mixed-commit', category: 'paraphrase', lang: 'zh', memories: [mem('commit-lang.md', '提交信息用英文写。', OLD, 'feedback'), mem('commit-english.md', 'commit message 必须用英文。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['commit-lang.md', 'commit-english.md'] } },
  { id: 'h6-par-trap-indent', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('go-indent.md', 'Use tabs for indentation in Go files.', OLD, 'feedback'), mem('yaml-indent.md', 'Use two spaces for indentation in YAML files.', NEW, 'feedback')], keep: ['Use tabs for indentation in Go files.', 'Use two spaces for indentation in YAML files.'], quiet: ['possible-duplicate'] },
  { id: 'h6-par-trap-zh-prefix', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('api-prefix.md', '前端接口统一加 /api 前缀。', OLD, 'feedback'), mem('job-prefix.md', '后台任务名统一加 job_ 前缀。', NEW, 'feedback')], keep: ['前端接口统一加 /api 前缀。', '后台任务名统一加 job_ 前缀。'], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md
  { id: 'h6-cmd-env-file', category: 'claude-md', lang: 'en', claudeMd: '# Project rules\n\n- Never commit .env files.\n', memories: [mem('demo-env.md', 'Committing the .env file is fine for local demos.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['.env'] } },
  { id: 'h6-cmd-linter', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Always run the linter before committing.\n', memories: [mem('lint-skip.md', 'No need to run the linter before committing small fixes.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['linter'] } },
  { id: 'h6-cmd-zh-phone', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 不要在日志里打印用户手机号。\n', memories: [mem('phone-log.md', '日志里打印用户手机号没关系，方便排查问题。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['手机号'] } },
  { id: 'h6-cmd-repeat-pnpm', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Use pnpm, not npm.\n', memories: [mem('pnpm-usage.md', 'Use pnpm, not npm: pnpm add, pnpm run build, pnpm dlx.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['pnpm'] }, quiet: ['claude-md-conflict'] },
  { id: 'h6-cmd-zh-repeat', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 所有接口都要写单元测试。\n', memories: [mem('api-tests-zh.md', '所有接口都要写单元测试，比如登录和支付接口。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['单元测试'] }, quiet: ['claude-md-conflict'] },

  // ---- merges
  { id: 'h6-mrg-copy-zh', category: 'merge', lang: 'zh', memories: [mem('release-steps.md', '- 发版前先跑冒烟测试。\n- 发版后观察监控十五分钟。', OLD), mem('release-steps_copy.md', '- 发版前先跑冒烟测试。\n- 发版后观察监控十五分钟。', NEW)], fixed: { files: ['release-steps.md'], gone: ['release-steps_copy.md'] } },

  // ---- captured requests
  { id: 'h6-cap-said-en', category: 'captures', lang: 'en', memories: [mem('infra.md', 'Infra is managed with Terraform.')], said: [{ day: '2026-11-23', text: 'Please remember: the staging database is reset every Sunday night.' }], fixed: { contains: ['staging database is reset every Sunday night'] } },
  { id: 'h6-cap-reported-log', category: 'captures', lang: 'en', memories: [mem('infra.md', 'Infra is managed with Terraform.')], logs: { '2026-11-23': ['Priya asked me to remember that release notes go in CHANGELOG.md.'] }, fixed: { contains: ['release notes go in CHANGELOG.md'] } },
  { id: 'h6-cap-zh-said', category: 'captures', lang: 'zh', memories: [mem('infra-zh.md', '基础设施用Terraform管理。')], said: [{ day: '2026-11-23', text: '记住，数据库迁移脚本都放在 migrations 目录下。' }], fixed: { contains: ['数据库迁移脚本都放在 migrations 目录下'] } },
  { id: 'h6-cap-trap-salad', category: 'captures', lang: 'zh', trap: true, memories: [mem('infra-zh.md', '基础设施用Terraform管理。')], said: [{ day: '2026-11-23', text: '嗯 不要 那个 lol 记住 xx 不要 ok ok' }], maxCreated: 0 },
  { id: 'h6-cap-trap-known', category: 'captures', lang: 'en', trap: true, memories: [mem('changelog.md', 'Release notes go in CHANGELOG.md.', OLD, 'feedback')], said: [{ day: '2026-11-23', text: 'Remember that release notes go in CHANGELOG.md.' }], maxCreated: 0 },
];
