import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 3, part: paraphrased duplicates across phrasings and languages, CLAUDE.md conflicts by subject and polarity, and merges. Written from the categories HELD-OUT 7 missed (never its sentences),
 * before the rule changes that followed it; the rules are developed against it.
 *
 * Paraphrases: one rule in the passive and the active voice, with other negation words (avoid,
 * never, 别, 不得), with abbreviations (prod, DB, creds, docs, PR) and across English and
 * Chinese. CLAUDE.md: a permission (acceptable, allowed, OK, 没问题, 可以) against a requirement or
 * a prohibition, the subject said with a negative adjective (unsigned, unencrypted) or a negated
 * verb (不做…也没问题); repeats in the other voice or with an example list. Merges: copies named
 * as Windows and Chinese file managers name them, the sentence with the reason kept once. Some
 * in Traditional Chinese with Taiwan's words (資料庫, 設定檔, 程式碼), against Simplified or English. About
 * a third are traps: two rules told apart only by a qualifier (staging / production, frontend /
 * backend, 内网 / 外网, runtime / dev), or one actor allowed and another forbidden.
 */

const mem = (file: string, body: string, modified = '2026-11-20', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-08-14';
const NEW = '2026-11-12';

export const TUNING_3_WORDING_CASES: QualityCase[] = [
  // ---- paraphrase: voice, negation words, abbreviations, languages
  { id: 't3-par-passive-logs', category: 'paraphrase', lang: 'en', memories: [mem('no-log-copies.md', 'Do not copy production logs to personal laptops.', OLD, 'feedback'), mem('log-viewer.md', 'Production logs are never to be copied onto a personal laptop; read them in the log viewer instead.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['no-log-copies.md', 'log-viewer.md'] } },
  { id: 't3-par-avoid-ternaries', category: 'paraphrase', lang: 'en', memories: [mem('ternaries.md', 'Avoid nested ternaries in React components.', OLD, 'feedback'), mem('component-style.md', 'React components should not contain nested ternary expressions.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['ternaries.md', 'component-style.md'] } },
  { id: 't3-par-abbrev-creds', category: 'paraphrase', lang: 'en', memories: [mem('creds-docs.md', '- no prod DB creds in docs', OLD, 'feedback'), mem('docs-hygiene.md', 'Production database credentials must never be written into the documentation.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['creds-docs.md', 'docs-hygiene.md'] } },
  { id: 't3-par-abbrev-ticket', category: 'paraphrase', lang: 'en', memories: [mem('pr-ticket.md', '- every PR needs a linked ticket', OLD, 'feedback'), mem('ticket-links.md', 'Each pull request must link to its ticket.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['pr-ticket.md', 'ticket-links.md'] } },
  { id: 't3-par-en-zh-passwords', category: 'paraphrase', lang: 'zh', memories: [mem('password-storage.md', 'Never store user passwords in plain text.', OLD, 'feedback'), mem('password-zh.md', '用户密码禁止明文存储。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['password-storage.md', 'password-zh.md'] } },
  { id: 't3-par-en-zh-env', category: 'paraphrase', lang: 'zh', memories: [mem('env-files.md', 'Never commit .env files to the repo.', OLD, 'feedback'), mem('env-zh.md', '.env 文件不要提交到 Git 仓库。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['env-files.md', 'env-zh.md'] } },
  { id: 't3-par-zh-passive-tx', category: 'paraphrase', lang: 'zh', memories: [mem('tx-calls.md', '别在事务里调用外部接口。', OLD, 'feedback'), mem('tx-rules-zh.md', '外部接口不得在数据库事务中被调用。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['tx-calls.md', 'tx-rules-zh.md'] } },
  // ---- paraphrase traps: a qualifier or an actor makes two rules
  { id: 't3-par-trap-alerts', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('web-errors.md', 'Frontend errors are reported to the web alerts channel.', OLD, 'reference'), mem('api-errors.md', 'Backend errors are reported to the server alerts channel.', NEW, 'reference')], keep: ['Frontend errors are reported to the web alerts channel.', 'Backend errors are reported to the server alerts channel.'], quiet: ['possible-duplicate'] },
  { id: 't3-par-trap-export-actors', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('admin-export.md', 'Admins can export customer lists from the dashboard.', OLD, 'feedback'), mem('agent-export.md', 'Support agents must not export customer lists from the dashboard.', NEW, 'feedback')], keep: ['Admins can export customer lists from the dashboard.', 'Support agents must not export customer lists from the dashboard.'], quiet: ['possible-duplicate'] },
  { id: 't3-par-trap-zh-env-accounts', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('test-db-account.md', '测试环境的数据库账号可以给外包同事用。', OLD, 'reference'), mem('prod-db-account.md', '生产环境的数据库账号只给运维用。', NEW, 'reference')], keep: ['测试环境的数据库账号可以给外包同事用。', '生产环境的数据库账号只给运维用。'], quiet: ['possible-duplicate'] },
  { id: 't3-par-trap-zh-deploy-cadence', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('pre-deploy.md', '预发环境每天自动部署一次。', OLD, 'reference'), mem('prod-deploy.md', '生产环境每周手动部署一次。', NEW, 'reference')], keep: ['预发环境每天自动部署一次。', '生产环境每周手动部署一次。'], quiet: ['possible-duplicate'] },
  // ---- paraphrase in Traditional Chinese (Taiwan words: 資料庫, 迴圈, 金鑰, 設定檔)
  { id: 't3-par-hant-loop-query', category: 'paraphrase', lang: 'zh', memories: [mem('loop-query-hant.md', '不要在迴圈裡查詢資料庫。', OLD, 'feedback'), mem('loop-query-hans.md', '禁止在循环中查询数据库。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['loop-query-hant.md', 'loop-query-hans.md'] } },
  { id: 't3-par-hant-en-keys', category: 'paraphrase', lang: 'zh', memories: [mem('keys-config.md', 'Never store API keys in configuration files.', OLD, 'feedback'), mem('keys-hant.md', '別把 API 金鑰存放在設定檔裡。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['keys-config.md', 'keys-hant.md'] } },
  { id: 't3-par-trap-hant-sides', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('web-errors-hant.md', '前端的錯誤日誌送到 Sentry。', OLD, 'reference'), mem('api-errors-hant.md', '後端的錯誤日誌送到 Sentry。', NEW, 'reference')], keep: ['前端的錯誤日誌送到 Sentry。', '後端的錯誤日誌送到 Sentry。'], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md: permission against requirement or prohibition
  { id: 't3-cmd-unsigned-tags', category: 'claude-md', lang: 'en', claudeMd: '# Releases\n\n- Always sign release tags.\n', memories: [mem('nightly-tags.md', 'Unsigned release tags are acceptable for nightly builds.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['release tags'] } },
  { id: 't3-cmd-allowed-external', category: 'claude-md', lang: 'en', claudeMd: '# Testing\n\n- Never call external services from unit tests.\n', memories: [mem('slow-tests.md', 'Unit tests are allowed to call external services when they are tagged slow.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['external services'] } },
  { id: 't3-cmd-unencrypted-backups', category: 'claude-md', lang: 'en', claudeMd: '# Data\n\n- Database backups must always be encrypted.\n', memories: [mem('dev-backups.md', 'Unencrypted database backups are OK for the dev environment.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['backups'] } },
  { id: 't3-cmd-zh-waive-auth', category: 'claude-md', lang: 'zh', claudeMd: '# 接口\n\n- 所有接口都必须做鉴权。\n', memories: [mem('internal-auth-zh.md', '内部接口不做鉴权也没问题。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['鉴权'] } },
  { id: 't3-cmd-zh-friday', category: 'claude-md', lang: 'zh', claudeMd: '# 发布\n\n- 禁止周五下午发布。\n', memories: [mem('friday-release-zh.md', '周五下午发布也可以，只要值班同学在线。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['周五下午'] } },
  // ---- CLAUDE.md: repeats in other words (not a conflict)
  { id: 't3-cmd-repeat-passive', category: 'claude-md', lang: 'en', claudeMd: '# API\n\n- Never expose internal error messages to API clients.\n', memories: [mem('api-errors-style.md', 'Internal error messages must not be exposed to API clients; return a generic message with a request id.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['error messages'] }, quiet: ['claude-md-conflict'] },
  { id: 't3-cmd-zh-repeat-list', category: 'claude-md', lang: 'zh', claudeMd: '# 数据\n\n- 金额字段统一用整数分存储。\n', memories: [mem('money-zh.md', '金额字段统一用整数分存储，比如订单金额、退款金额和优惠金额。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['金额字段'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps: another qualifier, another rule
  { id: 't3-cmd-trap-load-staging', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Ops\n\n- Never run load tests against production.\n', memories: [mem('load-tests.md', 'Running load tests against staging is fine.', NEW, 'feedback')], keep: ['Running load tests against staging is fine.'], quiet: ['claude-md-conflict'] },
  { id: 't3-cmd-trap-dev-deps', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Dependencies\n\n- Do not add runtime dependencies without approval.\n', memories: [mem('dev-deps.md', 'Adding dev dependencies without approval is fine.', NEW, 'feedback')], keep: ['Adding dev dependencies without approval is fine.'], quiet: ['claude-md-conflict'] },
  { id: 't3-cmd-trap-zh-debug-log', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 日志\n\n- 禁止在生产环境打开调试日志。\n', memories: [mem('debug-log-zh.md', '测试环境可以打开调试日志。', NEW, 'feedback')], keep: ['测试环境可以打开调试日志。'], quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md in Traditional Chinese
  { id: 't3-cmd-hant-waive-tests', category: 'claude-md', lang: 'zh', claudeMd: '# 規範\n\n- 提交前必須通過所有單元測試。\n', memories: [mem('small-fix-hant.md', '小修改提交前不跑單元測試也沒問題。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['單元測試'] } },
  { id: 't3-cmd-hant-repeat', category: 'claude-md', lang: 'zh', claudeMd: '# 程式碼風格\n\n- 程式碼註解用英文寫。\n', memories: [mem('comments-hant.md', '程式碼註解用英文寫，包括函式說明和錯誤訊息。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['程式碼註解'] }, quiet: ['claude-md-conflict'] },
  { id: 't3-cmd-trap-hant-debug', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 日誌\n\n- 禁止在正式環境開啟除錯日誌。\n', memories: [mem('debug-hant.md', '測試環境可以開啟除錯日誌。', NEW, 'feedback')], keep: ['測試環境可以開啟除錯日誌。'], quiet: ['claude-md-conflict'] },

  // ---- merges: copies by name, the reason kept once
  { id: 't3-mrg-windows-copy', category: 'merge', lang: 'en', memories: [mem('backup-policy.md', '- Full backups run on Sundays.\n- Keep twelve weekly backups.', OLD, 'reference'), mem('backup-policy - Copy.md', '- Full backups run on Sundays.\n- Keep twelve weekly backups.', NEW, 'reference')], fixed: { files: ['backup-policy.md'], gone: ['backup-policy - Copy.md'] } },
  { id: 't3-mrg-zh-fuben', category: 'merge', lang: 'zh', memories: [mem('值班规则.md', '- 值班同学十分钟内响应告警。\n- 交班时写值班小结。', OLD, 'feedback'), mem('值班规则的副本.md', '- 值班同学十分钟内响应告警。\n- 交班时写值班小结。\n- 夜间告警先电话通知。', NEW, 'feedback')], fixed: { files: ['值班规则.md'], gone: ['值班规则的副本.md'], contains: ['夜间告警先电话通知。'] } },
  { id: 't3-mrg-otherwise', category: 'merge', lang: 'en', memories: [mem('node-version.md', '- Pin the Node version in .nvmrc.\n- Use the LTS line only.', OLD, 'feedback'), mem('node-version-notes.md', '- Pin the Node version in .nvmrc, otherwise CI and laptops drift apart.\n- Use the LTS line only.', NEW, 'feedback')], fixed: { contains: ['otherwise CI and laptops drift apart', 'Use the LTS line only.'], absentLines: ['- Pin the Node version in .nvmrc.'] } },
  { id: 't3-mrg-zh-yimian', category: 'merge', lang: 'zh', memories: [mem('freeze-deps.md', '- 发版前冻结依赖版本。\n- 发版说明写在变更日志里。', OLD, 'feedback'), mem('freeze-deps-2.md', '- 发版前冻结依赖版本，以免临时升级引入回归。\n- 发版说明写在变更日志里。', NEW, 'feedback')], fixed: { contains: ['以免临时升级引入回归', '发版说明写在变更日志里'], absentLines: ['- 发版前冻结依赖版本。'] } },
  // ---- merge traps: one qualifier apart
  { id: 't3-mrg-trap-cluster-snapshots', category: 'merge', lang: 'en', trap: true, memories: [mem('snapshots-staging.md', '- Snapshots of the staging cluster are kept for seven days.\n- Snapshots are taken every night.', OLD, 'reference'), mem('snapshots-prod.md', '- Snapshots of the production cluster are kept for seven days.\n- Snapshots are taken every night.', NEW, 'reference')], keep: ['Snapshots of the staging cluster are kept for seven days.', 'Snapshots of the production cluster are kept for seven days.'] },
  { id: 't3-mrg-trap-zh-timeouts', category: 'merge', lang: 'zh', trap: true, memories: [mem('intranet-timeout.md', '- 内网接口超时设为三秒。\n- 超时后重试一次。', OLD, 'feedback'), mem('internet-timeout.md', '- 外网接口超时设为三秒。\n- 超时后重试一次。', NEW, 'feedback')], keep: ['内网接口超时设为三秒。', '外网接口超时设为三秒。'] },
];
