import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The fifth HELD-OUT set, kept for the final report: written together with held-out 4, before
 * any rule change, and run only with `--final`. Its first run (recall 90.5 %, precision 86.7 %,
 * 1 harmful edit, 1 silent supersession) was looked at and two of its misses fixed by general
 * rules, so it is no longer an untuned set; held-out 6 is. Smaller, every category in a few other phrasings, English and Chinese. Memories are
 * written on 2026-11-20 (a Friday) unless said otherwise.
 */

const mem = (file: string, body: string, modified = '2026-11-20', type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const OLD = '2026-04-07';
const NEW = '2026-11-12';

export const HELDOUT_5_CASES: QualityCase[] = [
  // ---- dates
  { id: 'h5-den-two-days', category: 'dates-en', lang: 'en', memories: [mem('signing-key.md', 'Two days ago we rotated the signing key.')], fixed: { contains: ['2026-11-18', 'we rotated the signing key'], absent: ['Two days ago'] } },
  { id: 'h5-den-day-before', category: 'dates-en', lang: 'en', memories: [mem('dns.md', '- the day before yesterday: DNS moved to Route 53')], fixed: { contains: ['2026-11-18', 'DNS moved to Route 53'], absent: ['day before yesterday'] } },
  { id: 'h5-den-trap-fn', category: 'dates-en', lang: 'en', trap: true, memories: [mem('stats-cache.md', '`lastWeekStats()` is cached for an hour.')], keep: ['`lastWeekStats()` is cached for an hour.'] },
  { id: 'h5-den-trap-generic', category: 'dates-en', lang: 'en', trap: true, memories: [mem('shipping-rule.md', 'Orders placed before noon today ship tomorrow.')], keep: ['Orders placed before noon today ship tomorrow.'] },
  { id: 'h5-dzh-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('db-switch-zh.md', '昨晚数据库做了主从切换。')], fixed: { contains: ['2026-11-19', '数据库做了主从切换'], absent: ['昨晚'] } },
  { id: 'h5-dzh-shangzhousan', category: 'dates-zh', lang: 'zh', memories: [mem('legal.md', '上周三和法务开了会，合同模板定稿了。')], fixed: { contains: ['2026-11-11', '和法务开了会'], absent: ['上周三'] }, forbid: ['那一周三'] },
  { id: 'h5-dzh-houtian', category: 'dates-zh', lang: 'zh', memories: [mem('power.md', '后天机房断电维护。')], fixed: { contains: ['2026-11-22', '机房断电维护'], absent: ['后天'] } },
  { id: 'h5-dzh-trap-weekly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('deps-zh.md', '每周一早上更新依赖。')], keep: ['每周一早上更新依赖。'] },
  { id: 'h5-dzh-trap-name', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('deals.md', '「今日特价」模块由运营配置。')], keep: ['「今日特价」模块由运营配置。'] },

  // ---- supersession
  { id: 'h5-sup-biome', category: 'supersession', lang: 'en', explicit: true, memories: [mem('lint.md', 'Lint with ESLint and format with Prettier.', OLD, 'feedback'), mem('biome.md', 'We now use Biome instead of ESLint and Prettier.', NEW, 'feedback')], fixed: { absent: ['Lint with ESLint and format with Prettier.'], contains: ['Biome'] }, flag: { kinds: ['outdated'], mentions: ['ESLint', 'Biome'] } },
  { id: 'h5-sup-swapped', category: 'supersession', lang: 'en', explicit: true, memories: [mem('unit-tests.md', 'Unit tests run with Jest.', OLD), mem('vitest.md', 'Swapped Jest for Vitest in the unit tests.', NEW)], fixed: { absent: ['Unit tests run with Jest.'], contains: ['Vitest'] }, flag: { kinds: ['outdated'], mentions: ['Jest', 'Vitest'] } },
  { id: 'h5-sup-retired', category: 'supersession', lang: 'en', explicit: true, memories: [mem('backups.md', 'Nightly backups go to S3.', OLD), mem('backups-b2.md', 'The S3 backups are retired; nightly backups now go to Backblaze B2.', NEW)], fixed: { absent: ['Nightly backups go to S3.'], contains: ['Backblaze B2'] }, flag: { kinds: ['outdated'], mentions: ['S3', 'Backblaze B2'] } },
  { id: 'h5-sup-zh-qianzhi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('repo-host.md', '代码托管在GitLab。', OLD), mem('repo-github.md', '代码托管已从GitLab迁至GitHub。', NEW)], fixed: { absent: ['代码托管在GitLab。'], contains: ['GitHub'] }, flag: { kinds: ['outdated'], mentions: ['GitLab', 'GitHub'] } },
  { id: 'h5-sup-zh-yihou', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('npm-zh.md', '依赖用npm安装。', OLD, 'feedback'), mem('yarn-zh.md', '以后依赖统一用Yarn安装，npm不要再用了。', NEW, 'feedback')], fixed: { absent: ['依赖用npm安装。'], contains: ['Yarn'] }, flag: { kinds: ['outdated'], mentions: ['npm', 'Yarn'] } },
  { id: 'h5-sup-trap-en', category: 'supersession', lang: 'en', trap: true, memories: [mem('billing-psp.md', 'The billing service charges cards through Stripe.', OLD), mem('donations.md', 'The donations page switched from Stripe to PayPal.', NEW)], keep: ['The billing service charges cards through Stripe.'], quiet: ['outdated'] },
  { id: 'h5-sup-trap-zh', category: 'supersession', lang: 'zh', trap: true, memories: [mem('tools-py.md', '内部工具用Python 3.8。', OLD), mem('pipeline-py.md', '数据管道从Python 3.8升级到了3.11。', NEW)], keep: ['内部工具用Python 3.8。'], quiet: ['outdated'] },

  // ---- contradiction
  { id: 'h5-con-freeze', category: 'contradiction', lang: 'en', memories: [mem('freeze.md', 'Code freeze starts on the 20th of each month.', OLD), mem('freeze-new.md', 'Code freeze starts on the 25th of each month.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['20th', '25th'] }, fixed: { absent: ['on the 20th'], contains: ['25th'] } },
  { id: 'h5-con-zh-coverage', category: 'contradiction', lang: 'zh', memories: [mem('coverage.md', '测试覆盖率要求是80%。', OLD), mem('coverage-new.md', '测试覆盖率要求是70%。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['80%', '70%'] }, fixed: { absent: ['要求是80%'], contains: ['70%'] } },
  { id: 'h5-con-trap', category: 'contradiction', lang: 'en', trap: true, memories: [mem('android-sdk.md', 'The Android min SDK is 24.', OLD), mem('ios-target.md', 'The iOS deployment target is 15.', NEW)], keep: ['The Android min SDK is 24.'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrase
  { id: 'h5-par-flags', category: 'paraphrase', lang: 'en', memories: [mem('risky-flags.md', 'Put risky changes behind a feature flag.', OLD, 'feedback'), mem('flag-risky.md', 'Risky changes must ship behind feature flags.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['risky-flags.md', 'flag-risky.md'] } },
  { id: 'h5-par-zh-select', category: 'paraphrase', lang: 'zh', memories: [mem('select-star.md', 'SQL里不要用SELECT *。', OLD, 'feedback'), mem('select-fields.md', '查询时禁止使用SELECT *，要写明字段。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['select-star.md', 'select-fields.md'] } },
  { id: 'h5-par-trap', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('branch-names.md', 'Name branches feat/<ticket>.', OLD, 'feedback'), mem('tag-names.md', 'Name release tags v<semver>.', NEW, 'feedback')], keep: ['Name branches feat/<ticket>.', 'Name release tags v<semver>.'], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md
  { id: 'h5-cmd-strict', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Never turn off TypeScript strict mode.\n', memories: [mem('prototypes.md', 'Turning off TypeScript strict mode is fine for prototypes.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['strict mode'] } },
  { id: 'h5-cmd-zh-prod', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 禁止直接修改生产数据库。\n', memories: [mem('hotfix-db.md', '紧急情况下可以直接修改生产数据库。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['生产数据库'] } },
  { id: 'h5-cmd-repeat', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Prefer async/await over callbacks.\n', memories: [mem('async.md', 'Prefer async/await over callbacks, for example in the file watcher.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['Prefer async/await over callbacks'] }, quiet: ['claude-md-conflict'] },

  // ---- merges
  { id: 'h5-mrg-copy', category: 'merge', lang: 'en', memories: [mem('oncall-notes.md', '- Pages go to the primary first.\n- Escalate after 15 minutes.', OLD), mem('oncall-notes_copy.md', '- Pages go to the primary first.\n- Escalate after 15 minutes.', NEW)], fixed: { files: ['oncall-notes.md'], gone: ['oncall-notes_copy.md'] } },
  { id: 'h5-mrg-zh-reason', category: 'merge', lang: 'zh', memories: [mem('index-rules.md', '- 大表加索引要在低峰期做。\n- 加索引前先备份。', OLD, 'feedback'), mem('index-rules-2.md', '- 大表加索引要在低峰期做，因为会锁表几分钟。\n- 加索引前先备份。', NEW, 'feedback')], fixed: { contains: ['因为会锁表几分钟'], absentLines: ['- 大表加索引要在低峰期做。'] } },

  // ---- captures
  { id: 'h5-cap-reported', category: 'captures', lang: 'en', memories: [mem('finance.md', 'Finance closes the books monthly.')], logs: { '2026-11-19': ['Jordan asked me to remember that invoices are generated on the 1st.'] }, fixed: { contains: ['invoices are generated on the 1st'] } },
  { id: 'h5-cap-zh-said', category: 'captures', lang: 'zh', memories: [mem('finance-zh.md', '财务每月结账。')], said: [{ day: '2026-11-19', text: '请记住：周五下午不发版。' }], fixed: { contains: ['周五下午不发版'] } },
  { id: 'h5-cap-trap-question', category: 'captures', lang: 'en', trap: true, memories: [mem('finance.md', 'Finance closes the books monthly.')], said: [{ day: '2026-11-19', text: 'What did I ask you to remember yesterday?' }], maxCreated: 0 },
];
