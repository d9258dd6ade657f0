import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The seventh HELD-OUT set: written fresh from the dream-quality issue's categories alone (not
 * from the rules or the other sets' sentences) before any fix of its round, and run only with
 * `--final7`; never tuned against. Other domains (ops, data science, mobile, game dev, infra,
 * legal and compliance) and other writers: terse bullets, checkboxes, emoji, tables, passive
 * voice, British spelling, typos, long prose, English and Chinese mixed in one line. About a
 * third are traps that must come through unchanged. Memories are written on 2026-11-19 (a
 * Thursday) unless said otherwise.
 */

const mem = (file: string, body: string, modified = '2026-11-19', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-04-28';
const NEW = '2026-11-17';

/** `n` dated notes in British style, as someone keeps them under the entries of MEMORY.md. */
const noteDay = (i: number): string => new Date(Date.UTC(2026, 2, 2) + i * 86_400_000).toUTCString().slice(5, 16);
const opsNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${noteDay(i)} – rotated the bastion host key (ticket OPS-${400 + i})`);
const checkNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ✅ ${noteDay(i)} nightly ETL backfill ${i + 1} verified by the data team`);
/** Long compliance paragraphs in Chinese (about 1,000 characters each). */
const auditParas = (n: number): string[] => Array.from({ length: n }, (_, i) => `第${i + 1}次合规审计纪要：${'访问日志保留不足一百八十天的系统需要整改，整改期间由安全组每周抽查一次并在审计台账里登记结果；'.repeat(22)}`);

export const HELDOUT_7_CASES: QualityCase[] = [
  // ---- dates, English: real events to convert
  { id: 'h7-den-passive-yesterday', category: 'dates-en', lang: 'en', memories: [mem('staging-tls.md', 'The staging TLS certificate was renewed yesterday by the infra on-call.')], fixed: { contains: ['2026-11-18', 'The staging TLS certificate was renewed'], absent: ['yesterday'] } },
  { id: 'h7-den-fortnight', category: 'dates-en', lang: 'en', memories: [mem('docs-spelling.md', 'We agreed a fortnight ago to standardise on British spelling in the user docs.', '2026-11-19', 'feedback')], fixed: { contains: ['the week of 2026-11-02', 'standardise on British spelling in the user docs'], absent: ['a fortnight ago'] } },
  { id: 'h7-den-checkbox-morning', category: 'dates-en', lang: 'en', memories: [mem('unity-version.md', '- [x] This morning we bumped the Unity editor to 2022.3.40f1 for the game client.')], fixed: { contains: ['2026-11-19', 'bumped the Unity editor to 2022.3.40f1'], absent: ['This morning'] } },
  { id: 'h7-den-next-wed-start', category: 'dates-en', lang: 'en', memories: [mem('kafka-decom.md', 'Next Wednesday the on-prem Kafka brokers are decommissioned; producers must point at MSK before then.', '2026-11-22')], fixed: { contains: ['2026-11-25', 'the on-prem Kafka brokers are decommissioned'], absent: ['Next Wednesday'] } },
  { id: 'h7-den-rule-agreed-yesterday', category: 'dates-en', lang: 'en', memories: [mem('paging.md', 'On-call agreed yesterday that pages are always acknowledged within five minutes.', '2026-11-19', 'feedback')], fixed: { contains: ['2026-11-18', 'pages are always acknowledged within five minutes'], absent: ['agreed yesterday'] } },
  { id: 'h7-den-typo-days-ago', category: 'dates-en', lang: 'en', memories: [mem('dpa-signoff.md', 'Legal signed of on the new DPA 2 days ago, so EU customer data may now go to the Frankfurt bucket.')], fixed: { contains: ['2026-11-17', 'EU customer data may now go to the Frankfurt bucket'], absent: ['2 days ago'] } },
  { id: 'h7-den-tomorrow-review', category: 'dates-en', lang: 'en', memories: [mem('app-review.md', 'The App Store review verdict for build 4.12 is expected tomorrow.')], fixed: { contains: ['2026-11-20', 'The App Store review verdict for build 4.12 is expected'], absent: ['tomorrow'] } },
  // ---- dates, English: traps
  { id: 'h7-den-trap-codename', category: 'dates-en', lang: 'en', trap: true, memories: [mem('release-train.md', 'The winter release train is code-named Yesterday; its branch is release/yesterday and Tomorrowland is the matchmaking rewrite.')], keep: ['The winter release train is code-named Yesterday; its branch is release/yesterday and Tomorrowland is the matchmaking rewrite.'] },
  { id: 'h7-den-trap-if-fails', category: 'dates-en', lang: 'en', trap: true, memories: [mem('etl-retries.md', 'If a nightly ETL job fails today, it would be retried tomorrow at 02:00 without paging anyone.')], keep: ['If a nightly ETL job fails today, it would be retried tomorrow at 02:00 without paging anyone.'] },
  { id: 'h7-den-trap-weekly-archive', category: 'dates-en', lang: 'en', trap: true, memories: [mem('event-archive.md', "Each Monday the data team archives last week's raw events to Glacier.")], keep: ["Each Monday the data team archives last week's raw events to Glacier."] },
  { id: 'h7-den-trap-bare-now', category: 'dates-en', lang: 'en', trap: true, memories: [mem('game-loop-clock.md', 'In game-loop code use clock.now() rather than Date.now() so that replays stay deterministic.', '2026-11-19', 'feedback')], keep: ['In game-loop code use clock.now() rather than Date.now() so that replays stay deterministic.'] },
  { id: 'h7-den-trap-table', category: 'dates-en', lang: 'en', trap: true, memories: [mem('kpi-columns.md', '| column | meaning |\n|---|---|\n| last_week_dau | daily actives over the previous 7 days |\n| today_revenue | revenue since local midnight |')], keep: ['| last_week_dau | daily actives over the previous 7 days |', '| today_revenue | revenue since local midnight |'] },
  { id: 'h7-den-trap-ui-label', category: 'dates-en', lang: 'en', trap: true, memories: [mem('date-picker.md', 'The report date picker has a "Yesterday" shortcut next to the "Today" button.')], keep: ['The report date picker has a "Yesterday" shortcut next to the "Today" button.'] },

  // ---- dates, Chinese: real events to convert
  { id: 'h7-dzh-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('pipeline-outage.md', '昨晚十一点数据管道挂了，凌晨两点才恢复。')], fixed: { contains: ['2026-11-18', '数据管道挂了'], absent: ['昨晚'] } },
  { id: 'h7-dzh-santianqian', category: 'dates-zh', lang: 'zh', memories: [mem('retention-policy.md', '三天前合规部门批准了新的数据保留政策。')], fixed: { contains: ['2026-11-16', '合规部门批准了新的数据保留政策'], absent: ['三天前'] } },
  { id: 'h7-dzh-xiazhousan-glue', category: 'dates-zh', lang: 'zh', memories: [mem('force-update.md', '下周三起移动端强制升级到3.0版本。')], fixed: { contains: ['2026-11-25', '移动端强制升级到3.0版本'], absent: ['下周三'] }, forbid: ['那一周三', '那一周'] },
  { id: 'h7-dzh-qiantian-tiantai', category: 'dates-zh', lang: 'zh', memories: [mem('dc-power.md', '前天台风导致机房断电两小时。')], fixed: { contains: ['2026-11-17', '台风导致机房断电两小时'], absent: ['前天'] } },
  { id: 'h7-dzh-shangshangzhou-load', category: 'dates-zh', lang: 'zh', memories: [mem('load-test-zh.md', '上上周游戏服务器做了一次压测，峰值在线五万人。')], fixed: { contains: ['2026-11-02', '游戏服务器做了一次压测'], absent: ['上上周'] }, forbid: ['那一周'] },
  { id: 'h7-dzh-yuechu', category: 'dates-zh', lang: 'zh', memories: [mem('bastion-zh.md', '这个月初运维把所有堡垒机的密码都换了一遍。')], fixed: { contains: ['2026', '运维把所有堡垒机的密码都换了一遍'], absent: ['这个月初'] } },
  { id: 'h7-dzh-mixed-last-friday', category: 'dates-zh', lang: 'zh', memories: [mem('gdpr-review.md', 'last Friday 跟 legal 过了一遍 GDPR 条款，没有新的问题。')], fixed: { contains: ['2026-11-13', '跟 legal 过了一遍 GDPR 条款'], absent: ['last Friday'] } },
  // ---- dates, Chinese: traps
  { id: 'h7-dzh-trap-weekly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('weekly-report-zh.md', '每周五下午把本周的线上问题汇总发到群里。')], keep: ['每周五下午把本周的线上问题汇总发到群里。'] },
  { id: 'h7-dzh-trap-game-name', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('collab-assets.md', '明日方舟联动活动的素材放在 assets/collab 目录。')], keep: ['明日方舟联动活动的素材放在 assets/collab 目录。'] },
  { id: 'h7-dzh-trap-toutiao', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('ad-channels.md', '广告投放渠道包括今日头条和抖音，预算按周分配。')], keep: ['广告投放渠道包括今日头条和抖音，预算按周分配。'] },
  { id: 'h7-dzh-trap-hypothetical', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('release-retry-zh.md', '假如今天晚上发版失败，第二天早上再重试即可，不用半夜叫人。', '2026-11-19', 'feedback')], keep: ['假如今天晚上发版失败，第二天早上再重试即可，不用半夜叫人。'] },

  // ---- supersession (explicit)
  { id: 'h7-sup-in-favour', category: 'supersession', lang: 'en', explicit: true, memories: [mem('flags.md', 'Feature flags are managed in LaunchDarkly.', OLD), mem('flags-unleash.md', 'We dropped LaunchDarkly in favour of Unleash for feature flags.', NEW)], fixed: { absent: ['Feature flags are managed in LaunchDarkly.'], contains: ['Unleash'] }, flag: { kinds: ['outdated'], mentions: ['LaunchDarkly', 'Unleash'] } },
  { id: 'h7-sup-no-longer-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('training-host.md', 'Nightly model training runs on the on-prem GPU box.', OLD), mem('training-sagemaker.md', 'We no longer train on the on-prem GPU box; nightly training now runs on SageMaker.', NEW)], fixed: { absent: ['Nightly model training runs on the on-prem GPU box.'], contains: ['SageMaker'] }, flag: { kinds: ['outdated'], mentions: ['GPU box', 'SageMaker'] } },
  { id: 'h7-sup-arrow-checkbox', category: 'supersession', lang: 'en', explicit: true, memories: [mem('secrets.md', 'Service secrets live in HashiCorp Vault.', OLD), mem('secrets-move.md', '- [x] secrets: HashiCorp Vault → AWS Secrets Manager (done for all services)', NEW)], fixed: { absent: ['Service secrets live in HashiCorp Vault.'], contains: ['AWS Secrets Manager'] }, flag: { kinds: ['outdated'], mentions: ['Vault', 'AWS Secrets Manager'] } },
  { id: 'h7-sup-keep-regions', category: 'supersession', lang: 'en', explicit: true, memories: [mem('game-servers.md', 'Game servers are hosted on Multiplay in the us-east and eu-west regions; capacity changes need sign-off from Priya.', OLD), mem('game-servers-agones.md', 'Game server hosting moved to Agones on GKE.', NEW)], fixed: { absent: ['hosted on Multiplay'], contains: ['Agones', 'us-east and eu-west regions', 'capacity changes need sign-off from Priya'] }, flag: { kinds: ['outdated'], mentions: ['Multiplay', 'Agones'] } },
  { id: 'h7-sup-keep-approval-legal', category: 'supersession', lang: 'en', explicit: true, memories: [mem('contract-review.md', 'Contract reviews go through Ironclad, and anything above €50k also needs the General Counsel.', OLD), mem('contract-clm.md', 'Contract reviews have been switched over from Ironclad to DocuSign CLM.', NEW)], fixed: { absent: ['go through Ironclad'], contains: ['DocuSign CLM', 'anything above €50k also needs the General Counsel'] }, flag: { kinds: ['outdated'], mentions: ['Ironclad', 'DocuSign CLM'] } },
  { id: 'h7-sup-zh-qiedao', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('alerting-zh.md', '监控告警走PagerDuty。', OLD), mem('alerting-feishu-zh.md', '告警通道已经从PagerDuty切到了飞书机器人。', NEW)], fixed: { absent: ['监控告警走PagerDuty。'], contains: ['飞书机器人'] }, flag: { kinds: ['outdated'], mentions: ['PagerDuty', '飞书机器人'] } },
  { id: 'h7-sup-zh-buyongle', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('tracking-zh.md', '用户行为埋点上报到神策。', OLD), mem('tracking-ch-zh.md', '神策不用了，埋点现在统一上报到自建的ClickHouse。', NEW)], fixed: { absent: ['用户行为埋点上报到神策。'], contains: ['ClickHouse'] }, flag: { kinds: ['outdated'], mentions: ['神策', 'ClickHouse'] } },
  { id: 'h7-sup-zh-gaiwei-push', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('push-zh.md', '移动端推送用极光推送。', OLD), mem('push-getui-zh.md', '推送服务由极光改为个推。', NEW)], fixed: { absent: ['移动端推送用极光推送。'], contains: ['个推'] }, flag: { kinds: ['outdated'], mentions: ['极光', '个推'] } },
  { id: 'h7-sup-zh-keep-retention', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('training-data-zh.md', '模型训练数据存在HDFS上，保留九十天，访问需要数据负责人审批。', OLD), mem('training-data-s3-zh.md', '训练数据从HDFS迁到了S3。', NEW)], fixed: { absent: ['存在HDFS上'], contains: ['S3', '保留九十天', '访问需要数据负责人审批'] }, flag: { kinds: ['outdated'], mentions: ['HDFS', 'S3'] } },
  { id: 'h7-sup-mixed-deprecated', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('bi-tool.md', 'Dashboard 用 Metabase 搭。', OLD), mem('bi-superset.md', 'Metabase 已弃用，dashboard 统一迁到 Superset。', NEW)], fixed: { absent: ['Dashboard 用 Metabase 搭。'], contains: ['Superset'] }, flag: { kinds: ['outdated'], mentions: ['Metabase', 'Superset'] } },
  // ---- supersession traps
  { id: 'h7-sup-trap-evaluated-stayed', category: 'supersession', lang: 'en', trap: true, memories: [mem('payments-psp.md', 'Card payments go through Stripe.', OLD), mem('adyen-eval.md', 'In Q3 we evaluated Adyen as a replacement for Stripe but decided to stay put.', NEW)], keep: ['Card payments go through Stripe.'], quiet: ['outdated'] },
  { id: 'h7-sup-trap-proposal', category: 'supersession', lang: 'en', trap: true, memories: [mem('log-shipping.md', 'Application logs ship to Datadog.', OLD), mem('loki-proposal.md', 'Proposal (not approved yet): move application logs from Datadog to Grafana Loki once the budget allows.', NEW)], keep: ['Application logs ship to Datadog.'], quiet: ['outdated'] },
  { id: 'h7-sup-trap-zh-other-platform', category: 'supersession', lang: 'zh', trap: true, memories: [mem('crash-android-zh.md', '安卓端崩溃上报用Bugly。', OLD), mem('crash-ios-zh.md', 'iOS端的崩溃上报从Bugly换成了Crashlytics。', NEW)], keep: ['安卓端崩溃上报用Bugly。'], quiet: ['outdated'] },

  // ---- contradiction
  { id: 'h7-con-emr-bullets', category: 'contradiction', lang: 'en', memories: [mem('spark-runtime.md', '- Spark jobs run on EMR 6.9', OLD), mem('spark-upgrade.md', '- Spark jobs: EMR 7.1 since the platform upgrade', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['6.9', '7.1'] }, fixed: { absent: ['Spark jobs run on EMR 6.9'], contains: ['EMR 7.1'] } },
  { id: 'h7-con-retro-day', category: 'contradiction', lang: 'en', memories: [mem('retro.md', 'The fortnightly retro is held on Thursday afternoons.', OLD), mem('retro-moved.md', 'The fortnightly retro is now held on Tuesday mornings.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Thursday', 'Tuesday'] }, fixed: { absent: ['held on Thursday afternoons'], contains: ['Tuesday mornings'] } },
  { id: 'h7-con-retention-days', category: 'contradiction', lang: 'en', memories: [mem('log-retention.md', 'Log retention is 30 days.', OLD), mem('log-retention-soc2.md', 'Log retention was raised to 90 days for the SOC 2 audit.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['30 days', '90 days'] }, fixed: { absent: ['Log retention is 30 days.'], contains: ['90 days'] } },
  { id: 'h7-con-zh-android-min', category: 'contradiction', lang: 'zh', memories: [mem('android-min-zh.md', 'Android最低支持版本是8.0。', OLD), mem('android-min-new-zh.md', 'Android最低支持版本提高到了10。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['8.0', '10'] }, fixed: { absent: ['Android最低支持版本是8.0。'], contains: ['提高到了10'] } },
  { id: 'h7-con-zh-refresh', category: 'contradiction', lang: 'zh', memories: [mem('dashboard-refresh-zh.md', '数据看板每小时刷新一次。', OLD), mem('dashboard-refresh-new-zh.md', '数据看板现在每十五分钟刷新一次。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['每小时', '十五分钟'] }, fixed: { absent: ['数据看板每小时刷新一次。'], contains: ['每十五分钟刷新一次'] } },
  // ---- contradiction traps
  { id: 'h7-con-trap-percentile', category: 'contradiction', lang: 'en', trap: true, memories: [mem('mm-p95.md', 'The p95 latency budget for the matchmaking API is 200 ms.', OLD), mem('mm-p99.md', 'The p99 latency budget for the matchmaking API is 500 ms.', NEW)], keep: ['The p95 latency budget for the matchmaking API is 200 ms.', 'The p99 latency budget for the matchmaking API is 500 ms.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h7-con-trap-zh-site', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('bandwidth-bj.md', '北京机房的出口带宽是10G。', OLD), mem('bandwidth-sh.md', '上海机房的出口带宽是40G。', NEW)], keep: ['北京机房的出口带宽是10G。', '上海机房的出口带宽是40G。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates
  { id: 'h7-par-terraform-polarity', category: 'paraphrase', lang: 'en', memories: [mem('no-local-apply.md', 'Never run terraform apply from a laptop.', OLD, 'feedback'), mem('apply-in-ci.md', 'terraform apply must only ever be run by the CI pipeline.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['no-local-apply.md', 'apply-in-ci.md'] } },
  { id: 'h7-par-pii-passive', category: 'paraphrase', lang: 'en', memories: [mem('pii-warehouse.md', 'PII must not be written to the analytics warehouse.', OLD, 'feedback'), mem('warehouse-privacy.md', 'Personal data is never to be loaded into the analytics warehouse (PII stays in the app DB).', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['pii-warehouse.md', 'warehouse-privacy.md'] } },
  { id: 'h7-par-zh-tests-polarity', category: 'paraphrase', lang: 'zh', memories: [mem('test-before-commit.md', '提交代码前先跑一遍单元测试。', OLD, 'feedback'), mem('no-untested-commit.md', '单元测试没跑过的代码不许提交。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['test-before-commit.md', 'no-untested-commit.md'] } },
  { id: 'h7-par-mixed-api-key', category: 'paraphrase', lang: 'zh', memories: [mem('mobile-keys.md', "Don't hardcode API keys in the mobile app.", OLD, 'feedback'), mem('app-key-zh.md', 'API key 不能写死在 App 里。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['mobile-keys.md', 'app-key-zh.md'] } },
  { id: 'h7-par-terse-emoji', category: 'paraphrase', lang: 'en', memories: [mem('commit-emoji.md', '- no emojis in commit msgs', OLD, 'feedback'), mem('commit-plain.md', 'Commit messages should be plain text, without any emoji.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['commit-emoji.md', 'commit-plain.md'] } },
  // ---- paraphrase traps
  { id: 'h7-par-trap-pr-rules', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('pr-review-time.md', 'Review open PRs within one working day.', OLD, 'feedback'), mem('pr-approval.md', 'Merge PRs only after one approving review.', NEW, 'feedback')], keep: ['Review open PRs within one working day.', 'Merge PRs only after one approving review.'], quiet: ['possible-duplicate'] },
  { id: 'h7-par-trap-zh-accounts', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('db-readonly.md', '生产数据库的只读账号给数据分析组用。', OLD, 'reference'), mem('db-write.md', '生产数据库的写账号只给DBA用。', NEW, 'reference')], keep: ['生产数据库的只读账号给数据分析组用。', '生产数据库的写账号只给DBA用。'], quiet: ['possible-duplicate'] },
  { id: 'h7-par-trap-timezones', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('server-tz.md', 'Use UTC timestamps in server logs.', OLD, 'feedback'), mem('ui-tz.md', "Use the player's local time in the mobile UI.", NEW, 'feedback')], keep: ['Use UTC timestamps in server logs.', "Use the player's local time in the mobile UI."], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md
  { id: 'h7-cmd-tls-conflict', category: 'claude-md', lang: 'en', claudeMd: '# Security\n\n- Do not disable TLS verification, even in tests.\n', memories: [mem('mock-tls.md', 'It is fine to turn off TLS verification in the integration tests that hit the local mock.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['TLS verification'] } },
  { id: 'h7-cmd-migrations-conflict', category: 'claude-md', lang: 'en', claudeMd: '# Database\n\n- Always write reversible migrations.\n', memories: [mem('analytics-migrations.md', 'Irreversible migrations are acceptable for the analytics schema.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['migrations'] } },
  { id: 'h7-cmd-zh-prod-db-conflict', category: 'claude-md', lang: 'zh', claudeMd: '# 规范\n\n- 禁止直接修改生产数据库。\n', memories: [mem('prod-hotfix-zh.md', '紧急情况下可以直接修改生产数据库，事后补工单就行。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['生产数据库'] } },
  { id: 'h7-cmd-repeat-conventional', category: 'claude-md', lang: 'en', claudeMd: '# Git\n\n- Use conventional commits.\n', memories: [mem('commit-style.md', 'Use conventional commits, e.g. feat:, fix:, chore: with a scope in parentheses when it helps.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['conventional commits'] }, quiet: ['claude-md-conflict'] },
  { id: 'h7-cmd-zh-repeat-comments', category: 'claude-md', lang: 'zh', claudeMd: '# 代码风格\n\n- 代码注释用中文写。\n', memories: [mem('comments-zh.md', '代码注释用中文写，比如函数说明和复杂逻辑的解释。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['代码注释'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps
  { id: 'h7-cmd-trap-branches', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Git\n\n- Never push directly to main.\n', memories: [mem('push-early.md', 'Push feature branches early so that CI runs on them.', NEW, 'feedback')], keep: ['Push feature branches early so that CI runs on them.'], quiet: ['claude-md-conflict'] },
  { id: 'h7-cmd-trap-zh-naming', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 规范\n\n- 接口返回的字段统一用驼峰命名。\n', memories: [mem('db-naming-zh.md', '数据库表的字段统一用下划线命名。', NEW, 'feedback')], keep: ['数据库表的字段统一用下划线命名。'], quiet: ['claude-md-conflict'] },

  // ---- merges
  { id: 'h7-mrg-finder-copy', category: 'merge', lang: 'en', memories: [mem('escalation-policy.md', '- Page the secondary after 15 minutes without an ack.\n- Escalate to the EM after 30 minutes.', OLD, 'reference'), mem('escalation-policy copy.md', '- Page the secondary after 15 minutes without an ack.\n- Escalate to the EM after 30 minutes.', NEW, 'reference')], fixed: { files: ['escalation-policy.md'], gone: ['escalation-policy copy.md'] } },
  { id: 'h7-mrg-reason-kept', category: 'merge', lang: 'en', memories: [mem('model-eval.md', '- Evaluate models on the frozen March test split.\n- Report macro-F1, not accuracy.', OLD, 'feedback'), mem('model-eval-notes.md', '- Evaluate models on the frozen March test split.\n- Report macro-F1, not accuracy, because the classes are heavily imbalanced.', NEW, 'feedback')], fixed: { contains: ['because the classes are heavily imbalanced', 'Evaluate models on the frozen March test split.'], absentLines: ['- Report macro-F1, not accuracy.'] } },
  { id: 'h7-mrg-zh-numbered-copy', category: 'merge', lang: 'zh', memories: [mem('上线检查清单.md', '- 上线前确认数据库迁移已执行。\n- 上线后检查错误率面板。', OLD), mem('上线检查清单(1).md', '- 上线前确认数据库迁移已执行。\n- 上线后检查错误率面板。\n- 上线结果发到发布群。', NEW)], fixed: { files: ['上线检查清单.md'], gone: ['上线检查清单(1).md'], contains: ['上线结果发到发布群。'] } },
  { id: 'h7-mrg-zh-longer-kept', category: 'merge', lang: 'zh', memories: [mem('hotfix-rules.md', '- 热更新包必须经过QA签字。\n- 热更新只在晚上十点后推送。', OLD, 'feedback'), mem('hotfix-rules-v2.md', '- 热更新包必须经过QA签字，签字记录贴在发布单里。\n- 热更新只在晚上十点后推送。', NEW, 'feedback')], fixed: { contains: ['签字记录贴在发布单里', '热更新只在晚上十点后推送'], absentLines: ['- 热更新包必须经过QA签字。'] } },
  { id: 'h7-mrg-trap-restores', category: 'merge', lang: 'en', trap: true, memories: [mem('restore-postgres.md', 'Restore Postgres from the nightly pg_dump in s3://backups/pg.', OLD, 'reference'), mem('restore-redis.md', 'Restore Redis from the hourly RDB snapshot in s3://backups/redis.', NEW, 'reference')], keep: ['Restore Postgres from the nightly pg_dump in s3://backups/pg.', 'Restore Redis from the hourly RDB snapshot in s3://backups/redis.'] },

  // ---- index over the limit
  { id: 'h7-idx-british-notes', category: 'index', lang: 'en', memories: [mem('bastion.md', 'The bastion host is bastion.internal, reachable over the VPN only.', OLD, 'reference')], indexNotes: ['## Ops diary', '', ...opsNotes(215)], keep: ['rotated the bastion host key (ticket OPS-400)', 'rotated the bastion host key (ticket OPS-614)'], indexKeep: ['(answer-style.md)', '(working-hours.md)', '(bastion.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(ticket OPS-500)'] } },
  { id: 'h7-idx-zh-audit-paras', category: 'index', lang: 'zh', memories: [mem('audit-owner-zh.md', '合规审计由安全组牵头，法务配合。', OLD, 'reference')], indexNotes: ['## 审计纪要', '', ...auditParas(30)], keep: ['第1次合规审计纪要：', '第30次合规审计纪要：'], indexKeep: ['(answer-style.md)', '(test-names.md)', '(audit-owner-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['第15次合规审计纪要：'] } },
  { id: 'h7-idx-notes-before-pointers', category: 'index', lang: 'en', memories: [mem('etl-owner.md', 'The nightly ETL is owned by the data platform team.', OLD, 'reference')], extraMemories: 185, indexNotes: ['Backfill checks:', ...checkNotes(14)], keep: ['nightly ETL backfill 7 verified by the data team'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(project-fact-001.md)', '(project-fact-185.md)', '(etl-owner.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['nightly ETL backfill 7 verified'] } },
  { id: 'h7-idx-trap-short-notes', category: 'index', lang: 'zh', trap: true, memories: [mem('audit-owner-zh.md', '合规审计由安全组牵头，法务配合。', OLD, 'reference')], indexNotes: ['## 备忘', '', '- 审计材料放在共享盘的“合规”目录。', '- 下一次外审的联系人是王律师。'], keep: ['合规审计由安全组牵头，法务配合。'], indexKeep: ['审计材料放在共享盘的“合规”目录。', '下一次外审的联系人是王律师。', '(audit-owner-zh.md)'] },

  // ---- shortened index hooks
  {
    id: 'h7-hook-en-feast',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('feature-store.md', 'Features are served from Feast backed by Redis.'), hook: 'Feature store; features are served from Feast backed by Redis; offline features are materialised to BigQuery every six hours by the feast-materialize job; NB tidy later; more in file' }],
    fixed: { contains: ['Offline features are materialised to BigQuery every six hours by the feast-materialize job.'], absent: ['NB tidy later', 'more in file'], indexAbsent: ['NB tidy later'] },
  },
  {
    id: 'h7-hook-en-licences',
    category: 'hooks',
    lang: 'en',
    memories: [{ ...mem('licences.md', 'All third-party licences are recorded in LICENSES.csv at the repo root.', OLD, 'reference'), hook: 'Licence compliance. All third-party licences are recorded in LICENSES.csv at the repo root. GPL-licensed code must not be linked into the iOS or Android apps. Work in progress, see the file for the rest.' }],
    fixed: { contains: ['GPL-licensed code must not be linked into the iOS or Android apps.'], absent: ['Work in progress', 'see the file for the rest'], indexAbsent: ['Work in progress'] },
  },
  {
    id: 'h7-hook-zh-hotfix',
    category: 'hooks',
    lang: 'zh',
    memories: [{ ...mem('hotfix-lua.md', '游戏热更新只允许修改Lua脚本，不允许修改C#代码，热更新包要先在内网灰度两小时，确认没有崩溃再推给全部玩家，这条规则由客户端组长负责检查，每个版本都要执行。'), hook: '热更新规则；游戏热更新只允许修改Lua脚本，不允许修改C#代码，热更新包要先在内网灰度两小时，确认没有崩溃再推给全部玩家，这条规则由客户端组长负责检查，每个版本都要执行；热更新包的版本号要写进CDN目录名，例如hotfix-3.2.1；待整理；看文件' }],
    fixed: { contains: ['热更新包的版本号要写进CDN目录名，例如hotfix-3.2.1。'], absent: ['待整理', '看文件'], indexAbsent: ['待整理'] },
    forbid: ['hotfix-3.2.1.'],
  },
  { id: 'h7-hook-trap-short', category: 'hooks', lang: 'en', trap: true, memories: [{ ...mem('cdn-purge.md', 'Purge the CDN with `make purge-cdn` after each asset deploy.'), hook: 'Purge the CDN with make purge-cdn after each asset deploy' }], keep: ['Purge the CDN with `make purge-cdn` after each asset deploy.'], indexKeep: ['Purge the CDN with make purge-cdn after each asset deploy'] },

  // ---- captured requests
  { id: 'h7-cap-reported-per', category: 'captures', lang: 'en', memories: [mem('qa-lab.md', 'The QA lab is on the third floor.', OLD, 'reference')], logs: { '2026-11-18': ['Per Marco: please remember that the QA devices are the Pixel 7 and the iPhone 13 mini.'] }, fixed: { contains: ['the QA devices are the Pixel 7 and the iPhone 13 mini'] }, maxCreated: 1 },
  { id: 'h7-cap-noisy-en', category: 'captures', lang: 'en', memories: [mem('unity-version.md', 'The game client is built with Unity 2022.3.')], said: [{ day: '2026-11-18', text: 'ugh build failed again lol. anyway, remember that the shader cache must be cleared after every Unity upgrade. retrying now' }], fixed: { contains: ['the shader cache must be cleared after every Unity upgrade'] }, maxCreated: 1 },
  { id: 'h7-cap-zh-bangwo', category: 'captures', lang: 'zh', memories: [mem('loadtest-env-zh.md', '压测环境在华东二区。', OLD, 'reference')], said: [{ day: '2026-11-18', text: '帮我记住：压测只能在周六凌晨做，平时会影响线上。' }], fixed: { contains: ['压测只能在周六凌晨做'] }, maxCreated: 1 },
  { id: 'h7-cap-mixed-btw', category: 'captures', lang: 'zh', memories: [mem('flags-zh.md', 'feature flag 在 Unleash 里管理。', OLD, 'reference')], said: [{ day: '2026-11-18', text: 'btw 记住 staging 环境的 feature flag 默认全部关闭。' }], fixed: { contains: ['feature flag 默认全部关闭'] }, maxCreated: 1 },
  // ---- capture traps
  { id: 'h7-cap-trap-salad-en', category: 'captures', lang: 'en', trap: true, memories: [mem('qa-lab.md', 'The QA lab is on the third floor.', OLD, 'reference')], said: [{ day: '2026-11-18', text: 'remember remember lol no dont dont ^C ^C ok remember' }], maxCreated: 0 },
  { id: 'h7-cap-trap-log-salad-zh', category: 'captures', lang: 'zh', trap: true, memories: [mem('loadtest-env-zh.md', '压测环境在华东二区。', OLD, 'reference')], said: [{ day: '2026-11-18', text: '[ERROR] 不要 重试 记住 timeout=30 记住 不要 [WARN] retry 3/3' }], maxCreated: 0 },
  { id: 'h7-cap-trap-known-zh', category: 'captures', lang: 'zh', trap: true, memories: [mem('tracking-names.md', '埋点字段统一用下划线命名。', OLD, 'feedback')], said: [{ day: '2026-11-18', text: '记住，埋点字段统一用下划线命名' }], maxCreated: 0 },
  { id: 'h7-cap-trap-question', category: 'captures', lang: 'en', trap: true, memories: [mem('qa-lab.md', 'The QA lab is on the third floor.', OLD, 'reference')], said: [{ day: '2026-11-18', text: 'Do you remember where the staging kubeconfig lives?' }], maxCreated: 0 },
  { id: 'h7-cap-trap-dont-remember', category: 'captures', lang: 'en', trap: true, memories: [mem('qa-lab.md', 'The QA lab is on the third floor.', OLD, 'reference')], said: [{ day: '2026-11-18', text: "Don't remember this, it's a one-off: point the client at port 8081 for this session only." }], maxCreated: 0 },
];
