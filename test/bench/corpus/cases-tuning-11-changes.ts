import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, changes part: explicit supersessions, written by the fixer of this category before its
 * rule changes, from the issue's own phrasings in styles no earlier part leaned on: a conventional
 * commit ("refactor(dates): replace moment with date-fns"), "X is deprecated — use Y", "we no longer
 * … ; now …", a key: value line superseded by "X is now Y", terse bullets with "switched from … to",
 * non-native "not anymore in cash … now", "have migrated to", an imperative "Moved … to"; Chinese
 * 从…迁移到了, 不再…改用, …改为…, …已弃用，请改用, Cantonese 唔再用…換咗, Taiwanese 已從…換成. Several
 * older statements carry more (a file, a schedule, a push rule) that a rewrite must keep. Traps: a
 * plan awaiting approval, a change rolled back, a deprecation of what the older statement already
 * left, a plan still weighed (Chinese), another branch's change, a trial
 * reverted (Cantonese).
 *
 * Domains: a web app, a vet clinic, a climbing gym, a hostel, a community library, a rowing club, a
 * pharmacy, a container registry, an API, a bicycle shop, a recording studio, a warehouse, a chain
 * of tea shops. Pairs are 2026-05-12 (older) and 2026-11-24 (newer).
 */

const OLD = '2026-05-12';
const NEW = '2026-11-24';
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const STILL = ['outdated', 'contradiction'];

/** An explicit supersession: the older memory's `absent` text goes, or a finding names both sides. */
function sup(id: string, lang: 'en' | 'zh', older: CaseMemory, newer: CaseMemory, fixed: { absent: string[]; contains: string[] }, names: [string, string], keep?: string[]): QualityCase {
  const kept = keep ?? [];
  return {
    id,
    category: 'supersession',
    lang,
    explicit: true,
    memories: [older, newer],
    ...(kept.length ? { keep: kept } : {}),
    fixed: { absent: fixed.absent, contains: [...fixed.contains, ...kept] },
    flag: { kinds: STILL, mentions: names },
  };
}

/** A trap: both memories stay as written and no finding of the change kinds is raised. */
function trap(id: string, lang: 'en' | 'zh', older: CaseMemory, newer: CaseMemory): QualityCase {
  return { id, category: 'supersession', lang, trap: true, memories: [older, newer], keep: [older.body, newer.body], quiet: STILL };
}

export const TUNING_11_CHANGES_CASES: QualityCase[] = [
  // ---- English
  sup('t11-chg-en-commit-replace', 'en', mem('web-dates.md', 'Date formatting in the web app uses moment.js, wrapped in src/lib/dates.ts.', OLD, 'reference'), mem('dates-commit.md', 'refactor(dates): replace moment with date-fns across the web app', NEW, 'reference'), { absent: ['uses moment.js'], contains: ['date-fns'] }, ['moment', 'date-fns'], ['src/lib/dates.ts']),
  sup('t11-chg-en-deprecated-use', 'en', mem('flags-helper.md', 'Feature flags are read with the getFlag() helper from @acme/flags.', OLD, 'feedback'), mem('flags-v2.md', 'getFlag() is deprecated — use useFlag() from @acme/flags-v2 instead.', NEW, 'feedback'), { absent: ['read with the getFlag() helper'], contains: ['useFlag()'] }, ['getFlag()', 'useFlag()']),
  sup('t11-chg-en-no-longer-now', 'en', mem('vet-reminders.md', 'The vet clinic sends appointment reminders by SMS through Twilio, two days before each visit.', OLD, 'reference'), mem('vet-reminders-new.md', 'We no longer send the reminders through Twilio; the clinic now uses MessageBird for them.', NEW, 'reference'), { absent: ['by SMS through Twilio'], contains: ['MessageBird'] }, ['Twilio', 'MessageBird'], ['two days before each visit']),
  sup('t11-chg-en-keyvalue-is-now', 'en', mem('staging-db.md', 'staging database host: db-staging-01.internal\nport: 5432', OLD, 'reference'), mem('staging-db-new.md', 'The staging database host is now pg-stage.eu-west.internal.', NEW, 'reference'), { absent: ['db-staging-01.internal'], contains: ['pg-stage.eu-west.internal'] }, ['db-staging-01', 'pg-stage'], ['port: 5432']),
  sup('t11-chg-en-bullets-switched', 'en', mem('gym-setting.md', '- climbing gym\n- route setting: Mondays\n- holds supplier: Flathold', OLD, 'reference'), mem('gym-holds.md', '- holds supplier: switched from Flathold to Kilter', NEW, 'reference'), { absent: ['holds supplier: Flathold'], contains: ['Kilter'] }, ['Flathold', 'Kilter'], ['route setting: Mondays']),
  sup('t11-chg-en-nonnative-anymore', 'en', mem('hostel-tax.md', 'Hostel guests pay the city tax in cash at the reception.', OLD, 'feedback'), mem('hostel-tax-card.md', 'City tax is not anymore taken in cash, the guests pay it by card on the terminal now.', NEW, 'feedback'), { absent: ['pay the city tax in cash'], contains: ['by card'] }, ['cash', 'card']),
  sup('t11-chg-en-have-migrated', 'en', mem('library-backups.md', 'Nightly backups of the library catalogue go to a Backblaze B2 bucket.', OLD, 'reference'), mem('library-backups-new.md', 'The catalogue backups have migrated to Wasabi.', NEW, 'reference'), { absent: ['go to a Backblaze B2 bucket'], contains: ['Wasabi'] }, ['Backblaze', 'Wasabi'], ['Nightly']),
  sup('t11-chg-en-moved-imperative', 'en', mem('rowing-launch.md', "The rowing club's safety launch is moored at the north pontoon.", OLD, 'reference'), mem('rowing-launch-move.md', 'Moved the safety launch to the boathouse slipway.', NEW, 'reference'), { absent: ['moored at the north pontoon'], contains: ['boathouse slipway'] }, ['north pontoon', 'boathouse slipway']),

  // ---- Chinese: Simplified, Cantonese, Taiwanese
  sup('t11-chg-zh-qianyi-daole', 'zh', mem('registry-zh.md', '项目的容器镜像放在 Docker Hub 的私有仓库里，CI 每次合并后推送。', OLD, 'reference'), mem('registry-new-zh.md', '镜像仓库已经从 Docker Hub 迁移到了阿里云 ACR。', NEW, 'reference'), { absent: ['放在 Docker Hub 的私有仓库里'], contains: ['阿里云 ACR'] }, ['Docker Hub', 'ACR'], ['CI 每次合并后推送']),
  sup('t11-chg-zh-buzai-gaiyong', 'zh', mem('pharmacy-print-zh.md', '药房的处方单用针式打印机打印。', OLD, 'reference'), mem('pharmacy-print-new-zh.md', '药房不再用针式打印机，改用热敏打印机打处方单。', NEW, 'reference'), { absent: ['处方单用针式打印机打印'], contains: ['热敏打印机'] }, ['针式打印机', '热敏打印机']),
  sup('t11-chg-zh-gaiwei', 'zh', mem('standup-zh.md', '组里的周会：每周一上午十点，线上开。', OLD, 'reference'), mem('standup-new-zh.md', '周会时间改为每周三下午两点。', NEW, 'reference'), { absent: ['每周一上午十点'], contains: ['每周三下午两点'] }, ['周一', '周三'], ['线上开']),
  sup('t11-chg-zh-yi-feiqi', 'zh', mem('api-auth-zh.md', '接口鉴权统一用 v1 token 签名。', OLD, 'feedback'), mem('api-auth-new-zh.md', 'v1 token 签名已弃用，请改用 OAuth2。', NEW, 'feedback'), { absent: ['统一用 v1 token 签名'], contains: ['OAuth2'] }, ['v1', 'OAuth2']),
  sup('t11-chg-zhhk-mzoi-wunzo', 'zh', mem('bike-tubes-hk.md', '單車舖嘅內胎一律用 Schwalbe。', OLD, 'feedback'), mem('bike-tubes-new-hk.md', '而家內胎唔再用 Schwalbe，換咗 Continental。', NEW, 'feedback'), { absent: ['一律用 Schwalbe'], contains: ['Continental'] }, ['Schwalbe', 'Continental']),
  sup('t11-chg-zht-cong-huancheng', 'zh', mem('library-ils-tw.md', '社區圖書館的借還書系統是 Koha，由館員每天盤點。', OLD, 'reference'), mem('library-ils-new-tw.md', '圖書館的借還書系統已從 Koha 換成 Alma。', NEW, 'reference'), { absent: ['借還書系統是 Koha'], contains: ['Alma'] }, ['Koha', 'Alma'], ['由館員每天盤點']),

  // ---- traps: a plan awaiting approval, a rollback, a deprecation already followed
  trap('t11-chg-trap-en-plan-approval', 'en', mem('deploys.md', 'Deploys go out through Heroku pipelines.', OLD, 'reference'), mem('deploy-plan.md', 'Plan: migrate deploys from Heroku to Fly.io once the budget is approved.', NEW)),
  trap('t11-chg-trap-en-rolled-back', 'en', mem('errors.md', 'Error tracking uses Sentry.', OLD, 'reference'), mem('errors-rollback.md', 'We switched error tracking to Rollbar for a while, then rolled back to Sentry.', NEW, 'reference')),
  trap('t11-chg-trap-en-deprecated-other', 'en', mem('orders-endpoint.md', 'The mobile app calls the /v2/orders endpoint.', OLD, 'reference'), mem('orders-deprecation.md', 'The /v1/orders endpoint is deprecated; use /v2/orders.', NEW, 'reference')),
  // ---- traps, Chinese: a plan still weighed, another branch, a trial reverted (Cantonese)
  trap('t11-chg-trap-zh-dasuan', 'zh', mem('warehouse-zh.md', '仓库的出库单用金蝶打印。', OLD, 'reference'), mem('warehouse-plan-zh.md', '打算把出库单从金蝶迁到用友，目前还在评估。', NEW)),
  trap('t11-chg-trap-zh-other-branch', 'zh', mem('shop-one-zh.md', '一号店的收银系统是客如云。', OLD, 'reference'), mem('shop-two-zh.md', '二号店的收银系统从客如云改为美团收银。', NEW, 'reference')),
  trap('t11-chg-trap-zhhk-huanfaan', 'zh', mem('studio-monitors-hk.md', '錄音室嘅監聽喇叭係 Genelec。', OLD, 'reference'), mem('studio-monitors-try-hk.md', '之前試過換 Adam 監聽，唔啱用，已經換返 Genelec。', NEW)),
];
