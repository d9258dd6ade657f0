import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, rules part: CLAUDE.md conflicts and repeats, written by the fixer of these categories
 * before its rule changes (round 13), from what users write: a payments team, a migrations chore in
 * commit style, a non-native reviewer, a support desk, a package manifest, a secrets file, an
 * on-call channel, an order-number log, a load test window, generated code, a backup bucket; a
 * card log in Chinese, a Taiwanese release checklist, a Hong Kong shop's WhatsApp group, a config
 * centre, a code review habit, an ID-card number, a POS host after closing, a cash register's
 * backups, thawing meat.
 *
 * Conflicts say the rule's action on the rule's object is fine, needless or allowed ("fine to log
 * the full card number while", "ok for", "is no problem", "don't need pinning", 没问题, 不用…就好啦,
 * 都冇問題, 也可以); repeats say the rule again with an example list or a consistent clause; traps
 * speak of another object (order numbers, 订单号, .proto definitions), another condition (outside
 * business hours, 打烊之後), another kind (冷藏的蔬菜 / 冷冻肉类), or a plain fact of the rule's thing.
 *
 * 20 cases: 9 conflicts, 3 repeats, 8 traps; 11 English, 9 Chinese (4 Traditional, 2 of them
 * Cantonese).
 */

const DAY = '2026-12-02';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'feedback'): CaseMemory => ({ file, body, modified: DAY, type });
const rules = (title: string, ...lines: string[]): string => `# ${title}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
const BOTH = ['claude-md-conflict', 'in-claude-md'];
const conflict = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string): QualityCase => ({ id, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag: { kinds: ['claude-md-conflict'], mentions: [file] } });
const repeat = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string, added: string): QualityCase => ({ id, category: 'claude-md', lang, claudeMd, memories: [mem(file, body)], flag: { kinds: ['in-claude-md'], mentions: [file] }, quiet: ['claude-md-conflict'], keep: [added] });
const trap = (id: string, lang: 'en' | 'zh', claudeMd: string, file: string, body: string, type: CaseMemory['type'] = 'reference'): QualityCase => ({ id, category: 'claude-md', lang, trap: true, claudeMd, memories: [mem(file, body, type)], keep: [body], quiet: BOTH });

export const TUNING_11_RULES_CASES: QualityCase[] = [
  // ---- English conflicts
  conflict('t11-rules-en-payments-full-card-debug', 'en', rules('Payments service', 'Never log full card numbers; mask all but the last four digits.', 'Amounts are integers in minor units.'), 'webhook-debugging.md', "its fine to log the full card number while we debug the Adyen webhook, just clean the logs up after"),
  conflict('t11-rules-en-migrations-commit-style', 'en', rules('Database', 'Always run migrations against a copy of production before applying them to production.', 'Migration files are named YYYYMMDD_slug.sql.'), 'index-migrations.md', 'chore(db): index-only migrations ok to apply straight to production, no copy run'),
  conflict('t11-rules-en-nonnative-red-ci-merge', 'en', rules('Contributing', 'Do not merge a pull request while CI is red.', 'Squash commits on merge.'), 'docs-prs.md', 'For the docs-only pull request we can merge also when CI is red, this is no problem because docs have no tests.'),
  conflict('t11-rules-en-support-personal-address', 'en', '# Support desk tooling\n\n## Email\n\nCustomer emails must always be sent from the support@ alias.\n\n## Tickets\n\nTag every ticket with a product area.\n', 'alias-outage.md', '- the alias is down again\n- replying to customers from your personal address is ok until it is back'),
  conflict('t11-rules-en-manifest-pinning', 'en', rules('Frontend repo', 'Always pin exact dependency versions in package.json.', 'Node 22 LTS.'), 'dependency-ranges.md', "Dependency versions in package.json don't need pinning, caret ranges are fine for us."),
  // ---- English repeats
  repeat('t11-rules-en-env-files-examples', 'en', rules('Repo hygiene', 'Never commit .env files.', 'Use conventional commits.'), 'env-files.md', "Don't commit .env files (.env, .env.local, .env.production) — we leaked a Stripe key that way in May.", 'we leaked a Stripe key that way in May'),
  repeat('t11-rules-en-oncall-tag-consistent', 'en', rules('Deploys', 'Always tag the on-call engineer when a deploy fails.', 'Deploys run from the `deploy` workflow.'), 'failed-deploys.md', 'When a deploy fails, tag whoever is on call in #ops (the @oncall handle pages them), and paste the failing step.', 'and paste the failing step'),
  // ---- English traps
  trap('t11-rules-trap-en-order-numbers-not-cards', 'en', rules('Payments service', 'Never log full card numbers.', 'Amounts are integers in minor units.'), 'order-numbers.md', 'Logging full order numbers is fine; support searches the logs by them.', 'feedback'),
  trap('t11-rules-trap-en-loadtest-sunday-night', 'en', rules('Performance', "Don't run load tests against production during business hours.", 'Results go to the perf dashboard.'), 'load-test-window.md', 'Load tests against production are OK on Sunday nights, when traffic is lowest.', 'feedback'),
  trap('t11-rules-trap-en-proto-definitions', 'en', rules('API', 'Do not hand-edit the generated protobuf code under gen/.', 'Run `make proto` to regenerate.'), 'proto-changes.md', 'Hand-editing the .proto definitions in proto/ is how every API change starts; regenerate afterwards.'),
  trap('t11-rules-trap-en-backup-bucket-fact', 'en', rules('Ops', 'Always encrypt backups before uploading them to S3.', 'Hosts are named by region.'), 'backup-schedule.md', 'Backups are uploaded to the s3://acme-backups bucket every night at 02:00 UTC.'),
  // ---- Simplified Chinese conflicts
  conflict('t11-rules-zh-card-number-log', 'zh', rules('支付网关', '禁止在日志中输出完整的银行卡号。', '金额统一用分。'), '回调排查.md', '排查支付回调的时候，日志里打完整卡号没问题，查完删掉就行。'),
  conflict('t11-rules-zh-db-password-config-centre', 'zh', rules('后端规范', '数据库密码不能写在代码里，统一走配置中心。', '接口返回统一用 JSON。'), '本地调试.md', '本地调试时数据库密码直接写死在代码里也可以，省得连配置中心。'),
  // ---- Simplified Chinese repeat
  repeat('t11-rules-zh-review-before-main', 'zh', rules('代码仓库', '合并到 main 之前必须有人 code review。', '提交信息用中文。'), '合并前评审.md', '合 main 之前一定要找人 code review，比如支付、登录这些模块更要仔细看。', '比如支付、登录这些模块更要仔细看'),
  // ---- Simplified Chinese traps
  trap('t11-rules-trap-zh-order-id-not-id-card', 'zh', rules('客服群规范', '不要在群里发客户的身份证号。', '工单一律在系统里建。'), '订单号.md', '客户的订单号可以直接发群里，方便同事查。', 'feedback'),
  trap('t11-rules-trap-zh-chilled-veg-not-frozen-meat', 'zh', rules('中央厨房', '冷冻肉类不能在室温下解冻。', '留样要保存 48 小时。'), '蔬菜备料.md', '冷藏的蔬菜可以在室温下放一会儿再切。'),
  // ---- Traditional Chinese (Taiwan, Hong Kong) conflicts
  conflict('t11-rules-zht-tw-regression-small-change', 'zh', rules('發版流程', '上線前一定要跑過回歸測試。', '版本號用語意化版本。'), '小改動上線.md', '小改動的話不用跑回歸測試，直接上線就好啦。'),
  conflict('t11-rules-zht-hk-phone-whatsapp-group', 'zh', rules('門市系統', '客人嘅電話號碼唔可以 send 去 WhatsApp group。', '單號用日期開頭。'), '急單.md', '急單嘅話，客人電話直接 send 落 WhatsApp group 都冇問題。'),
  // ---- Traditional Chinese traps
  trap('t11-rules-trap-zht-tw-pos-after-closing', 'zh', rules('門市 POS', '營業時間內不可以重開 POS 主機。', '發票號碼由系統產生。'), 'POS重開.md', '打烊之後重開 POS 主機沒關係，更新也是那時候跑。', 'feedback'),
  trap('t11-rules-trap-zht-hk-till-backup-fact', 'zh', rules('收銀系統', '每日收工前要備份收銀機數據。', '價錢用港幣。'), '備份位置.md', '收銀機嘅備份檔放喺 NAS 嘅 backup 資料夾。'),
];
