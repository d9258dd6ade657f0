import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 5, part: paraphrases, shortened index hooks, Chinese dates and CLAUDE.md. Written after the HELD-OUT 9 run from the categories it missed (never its
 * sentences), before the rule changes that followed it; the rules are developed against it.
 *
 * Other domains (airline crew rostering, a hotel front desk, an insurance claims desk, a restaurant
 * kitchen, podcast production, solar inverters, a hospital pharmacy, a music streaming service, a
 * building site, a loyalty programme, a quant research desk, a property office) and other writers:
 * terse fragments with typos and abbreviations, passive and active voice, markdown emphasis, emoji,
 * Simplified and Traditional Chinese in one pair, English inside Chinese, one rule in English and
 * its twin in Chinese. Paraphrases: one rule from both sides (never more than / at most, deleted /
 * don't keep, never at weekends / only on working days), synonyms and colloquial words (复核 / 再审,
 * 核对 / 检查, OK / sign-off), counts said two ways (两名 / 两位, 五万元 / 五万以上). Traps: the same
 * subject with another requirement, the same condition with another action, one forbidding and one
 * requiring of other objects, one thing swapped, one rule per language.
 *
 * Calendar: every memory is written on 2026-11-19, a Thursday, unless said otherwise, so 昨天 and
 * 昨儿 are 2026-11-18, 前天 2026-11-17, 大后天 2026-11-22, 明早 2026-11-20, 上个星期三 2026-11-11,
 * 上週四 2026-11-12, 下禮拜一 2026-11-23, 上周一 2026-11-09, 下下周二 2026-12-01, 去年年底 late
 * 2025 (2025年年底). No expected date is 2026-11-19, the day in the memories'
 * own frontmatter.
 */

const DAY = '2026-11-19';
const OLD = '2026-05-12';
const NEW = '2026-11-12';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });

export const TUNING_5_WORDING_CASES: QualityCase[] = [
  // ---- paraphrase: one rule from both sides, other words, other languages
  { id: 't5-par-night-shifts', category: 'paraphrase', lang: 'en', memories: [mem('night-shifts.md', 'Never schedule a crew member for more than two night shifts in a row.', OLD, 'feedback'), mem('roster-limits.md', 'Crew rosters allow at most two consecutive night shifts per person.', NEW, 'feedback')], flag: pair('night-shifts.md', 'roster-limits.md') },
  { id: 't5-par-passport-keep', category: 'paraphrase', lang: 'en', memories: [mem('passport-scans.md', 'Passport scans are deleted as soon as the guest checks out.', OLD, 'feedback'), mem('guest-documents.md', "Don't keep guests' passport scans after checkout.", NEW, 'feedback')], flag: pair('passport-scans.md', 'guest-documents.md') },
  { id: 't5-par-translation-terse', category: 'paraphrase', lang: 'en', memories: [mem('translation-merge.md', '- pls dont merge translation files w/o a native speaker checking them', OLD, 'feedback'), mem('native-review.md', 'Every translation file needs sign-off from a native speaker before it is merged.', NEW, 'feedback')], flag: pair('translation-merge.md', 'native-review.md') },
  { id: 't5-par-firmware-signed', category: 'paraphrase', lang: 'en', memories: [mem('inverter-firmware.md', '**Do not** push a firmware image to the inverters unless it is signed.', OLD, 'feedback'), mem('signed-images.md', 'Only signed firmware images may be rolled out to the inverters.', NEW, 'feedback')], flag: pair('inverter-firmware.md', 'signed-images.md') },
  { id: 't5-par-generic-drugs', category: 'paraphrase', lang: 'en', memories: [mem('generic-substitution.md', 'Ask the pharmacist before substituting a generic drug.', OLD, 'feedback'), mem('pharmacist-ok.md', "Generic substitutions need the pharmacist's OK first.", NEW, 'feedback')], flag: pair('generic-substitution.md', 'pharmacist-ok.md') },
  { id: 't5-par-zh-claims-count', category: 'paraphrase', lang: 'zh', memories: [mem('claims-review-zh.md', '理赔金额超过五万元的，必须由两名理赔员复核。', OLD, 'feedback'), mem('big-claims-zh.md', '五万以上的理赔单，要两位理赔员再审一遍。', NEW, 'feedback')], flag: pair('claims-review-zh.md', 'big-claims-zh.md') },
  { id: 't5-par-hant-allergens', category: 'paraphrase', lang: 'zh', memories: [mem('allergen-hant.md', '每次換菜單前，要把菜單上的過敏原標示重新核對一遍。', OLD, 'feedback'), mem('allergen-zh.md', '换菜单之前，过敏原标注必须再检查一次。', NEW, 'feedback')], flag: pair('allergen-hant.md', 'allergen-zh.md') },
  { id: 't5-par-zh-weekend-calls', category: 'paraphrase', lang: 'zh', memories: [mem('supplier-calls-zh.md', '周末别给供应商打电话催货。', OLD, 'feedback'), mem('chase-weekdays-zh.md', '催货电话只在工作日打给供应商。', NEW, 'feedback')], flag: pair('supplier-calls-zh.md', 'chase-weekdays-zh.md') },
  { id: 't5-par-en-zh-loudness', category: 'paraphrase', lang: 'zh', memories: [mem('loudness.md', 'Podcast episodes must be loudness-normalised to -16 LUFS before they are published.', OLD, 'feedback'), mem('loudness-zh.md', '播客每集发布之前都要把响度统一到 -16 LUFS。', NEW, 'feedback')], flag: pair('loudness.md', 'loudness-zh.md') },
  { id: 't5-par-zh-en-room-number', category: 'paraphrase', lang: 'zh', memories: [mem('room-number-zh.md', '电话里不要把客人的房号告诉任何人。', OLD, 'feedback'), mem('room-number.md', "Never give out a guest's room number over the phone.", NEW, 'feedback')], flag: pair('room-number-zh.md', 'room-number.md') },
  // ---- paraphrase traps: the same subject with another rule
  { id: 't5-par-trap-passport-encrypt', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('passport-delete.md', 'Passport scans are deleted as soon as the guest checks out.', OLD, 'feedback'), mem('passport-encrypt.md', 'Passport scans are encrypted before they are stored.', NEW, 'feedback')], keep: ['Passport scans are deleted as soon as the guest checks out.', 'Passport scans are encrypted before they are stored.'], quiet: ['possible-duplicate'] },
  { id: 't5-par-trap-zh-claims-action', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('claims-two-zh.md', '理赔金额超过五万元必须两人复核。', OLD, 'feedback'), mem('claims-same-day-zh.md', '理赔金额超过五万元必须当天录入系统。', NEW, 'feedback')], keep: ['理赔金额超过五万元必须两人复核。', '理赔金额超过五万元必须当天录入系统。'], quiet: ['possible-duplicate'] },
  { id: 't5-par-trap-kids-channel', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('kids-explicit.md', 'Never play tracks with explicit lyrics on the kids channel.', OLD, 'feedback'), mem('kids-licensed.md', 'Only play licensed tracks on the kids channel.', NEW, 'feedback')], keep: ['Never play tracks with explicit lyrics on the kids channel.', 'Only play licensed tracks on the kids channel.'], quiet: ['possible-duplicate'] },
  { id: 't5-par-trap-hant-kitchen', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('kitchen-phone-hant.md', '廚房裡不可以用手機拍照。', OLD, 'feedback'), mem('kitchen-shoes-hant.md', '廚房裡不可以穿拖鞋。', NEW, 'feedback')], keep: ['廚房裡不可以用手機拍照。', '廚房裡不可以穿拖鞋。'], quiet: ['possible-duplicate'] },
  { id: 't5-par-trap-menu-languages', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('menu-english.md', 'Translate the tasting menu into English a week before the event.', OLD, 'feedback'), mem('menu-japanese-zh.md', '试吃会前一周要把菜单翻译成日文。', NEW, 'feedback')], keep: ['Translate the tasting menu into English a week before the event.', '试吃会前一周要把菜单翻译成日文。'], quiet: ['possible-duplicate'] },

  // ---- shortened index hooks: only the clauses that carry facts go into the topic file
  {
    id: 't5-hook-en-crane',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('crane-lifts.md', 'Tower crane TC-2 is booked through the site office.'), 'Crane lifts: tower crane TC-2 is booked through the site office; lifts over 5 t need a signed lift plan; no lifts when the wind is above 38 km/h; ask Dmitri if unsure; notes are messy')],
    fixed: { contains: ['lifts over 5 t need a signed lift plan', 'no lifts when the wind is above 38 km/h'], absent: ['ask Dmitri if unsure', 'notes are messy'], indexAbsent: ['notes are messy'] },
  },
  {
    id: 't5-hook-en-loyalty',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('loyalty-points.md', 'Members earn 1 point per euro spent.', OLD, 'reference'), 'Loyalty points: members earn 1 point per euro spent. Points expire after 18 months without a stay. Gold tier starts at 5,000 points. (more in the file, wip)')],
    fixed: { contains: ['Points expire after 18 months without a stay', 'Gold tier starts at 5,000 points'], absent: ['more in the file', 'wip'], indexAbsent: ['wip'] },
  },
  {
    id: 't5-hook-en-masters-emoji',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('mastering.md', 'Masters are delivered as 24-bit WAV files.', OLD, 'reference'), '🎧 masters are delivered as 24-bit WAV files — stems go in a separate zip per song — the loudness target for streaming is -14 LUFS — the rest is in my head lol, ask me')],
    fixed: { contains: ['stems go in a separate zip per song', 'the loudness target for streaming is -14 LUFS'], absent: ['the rest is in my head', 'ask me'], indexAbsent: ['lol'] },
  },
  {
    id: 't5-hook-en-ask-is-fact',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('front-desk-refunds.md', 'Front desk staff can refund a night up to EUR 200 on their own.', OLD, 'feedback'), 'Refunds at the front desk: staff can refund a night up to EUR 200 on their own; ask the duty manager before any refund above EUR 200; refunds go back to the original card only; todo: tidy')],
    fixed: { contains: ['ask the duty manager before any refund above EUR 200', 'refunds go back to the original card only'], absent: ['todo: tidy'], indexAbsent: ['todo'] },
  },
  {
    id: 't5-hook-zh-nurse-shifts',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('nurse-shifts-zh.md', '护士每周最多值三个夜班。'),
        '排班规则：护士每周最多值三个夜班，连续两个夜班之后必须休息四十八小时；节假日的排班表提前两周公布；换班要在排班系统里申请，由护士长批准后才生效；夜班交班前要把危重病人的情况当面交代给下一班护士，交接记录当天写进护理系统，漏写的由当班组长补录；其他的以后再说；有问题找我',
      ),
    ],
    fixed: { contains: ['节假日的排班表提前两周公布', '由护士长批准后才生效', '交接记录当天写进护理系统'], absent: ['其他的以后再说', '有问题找我'], indexAbsent: ['有问题找我'] },
  },
  {
    id: 't5-hook-zh-trad-freezer',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('freezer-hant.md', '冷凍庫溫度維持在零下十八度以下。', OLD, 'reference'),
        '倉儲溫控：冷凍庫溫度維持在零下十八度以下，每天早晚各記錄一次溫度，溫度異常超過三十分鐘要通報品管，停電時先把高單價的貨移到備用冷凍庫，備用冷凍庫的鑰匙在值班主管那裡，每月第一個星期一要檢查一次發電機，檢查結果記在溫控表背面；詳情看檔案；之後再補',
      ),
    ],
    fixed: { contains: ['每天早晚各記錄一次溫度', '停電時先把高單價的貨移到備用冷凍庫', '每月第一個星期一要檢查一次發電機'], absent: ['詳情看檔案', '之後再補'], indexAbsent: ['之後再補'] },
  },
  {
    id: 't5-hook-zh-mixed-release',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('release-train-zh.md', '每周四下午切 release 分支。'),
        'release 流程：每周四下午切 release 分支，QA 回归两天，周一上午先灰度百分之五，观察二十四小时没问题再全量；hotfix 不走这个流程，直接找值班负责人审批，审批记录要贴到发布工单里，上线后一小时内在群里同步结果，回滚也要同步；文件里都有；TBD',
      ),
    ],
    fixed: { contains: ['周一上午先灰度百分之五', 'hotfix 不走这个流程', '上线后一小时内在群里同步结果'], absent: ['文件里都有', 'TBD'], indexAbsent: ['TBD'] },
  },
  // ---- hook traps: short enough already
  { id: 't5-hook-trap-pallets', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('pallet-labels.md', 'Every pallet carries an SSCC barcode label on two adjacent sides.', OLD, 'reference'), 'Pallet labels: SSCC barcode on two adjacent sides')], keep: ['Every pallet carries an SSCC barcode label on two adjacent sides.'], indexKeep: ['Pallet labels: SSCC barcode on two adjacent sides'] },
  { id: 't5-hook-trap-zh-keys', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('site-keys-zh.md', '工地钥匙放在项目部的保险柜里，借用要登记。', OLD, 'reference'), '工地钥匙：项目部保险柜，借用登记')], keep: ['工地钥匙放在项目部的保险柜里，借用要登记。'], indexKeep: ['工地钥匙：项目部保险柜，借用登记'] },

  // ---- Chinese dates: whole date phrases, colloquial and Traditional forms, parts of a day
  { id: 't5-dzh-dahoutian', category: 'dates-zh', lang: 'zh', memories: [mem('power-cut-zh.md', '大后天机房断电检修，所有虚拟机要提前迁走。')], fixed: { contains: ['2026-11-22', '机房断电检修'], absent: ['大后天'] } },
  { id: 't5-dzh-qiantian-wanshang', category: 'dates-zh', lang: 'zh', memories: [mem('backtest-zh.md', '前天晚上跑的回测结果不对，因子数据少了一天。')], fixed: { contains: ['2026-11-17', '跑的回测结果不对', '因子数据少了一天'], absent: ['前天晚上'] } },
  { id: 't5-dzh-hant-xialibaiyi', category: 'dates-zh', lang: 'zh', memories: [mem('waybill-hant.md', '下禮拜一開始，出貨單一律改用新版範本。', DAY, 'feedback')], fixed: { contains: ['2026-11-23', '出貨單一律改用新版範本'], absent: ['下禮拜一'] }, forbid: ['那一禮拜一', '那一周一', '那一週一'] },
  { id: 't5-dzh-mixed-deploy', category: 'dates-zh', lang: 'zh', memories: [mem('search-rollback-zh.md', '昨天下午 deploy 的 v3.1 把搜索排序搞坏了，已经回滚。')], fixed: { contains: ['2026-11-18', 'v3.1 把搜索排序搞坏了'], absent: ['昨天'] } },
  { id: 't5-dzh-shangge-xingqisan', category: 'dates-zh', lang: 'zh', memories: [mem('chargers-zh.md', '上个星期三跟物业确认了，地下车库的充电桩归我们管。', DAY, 'reference')], fixed: { contains: ['2026-11-11', '地下车库的充电桩归我们管'], absent: ['上个星期三'] }, forbid: ['那一星期三', '那一周三'] },
  { id: 't5-dzh-mingzao', category: 'dates-zh', lang: 'zh', memories: [mem('budget-zh.md', '明早八点前要把年度预算表交给财务。')], fixed: { contains: ['2026-11-20', '要把年度预算表交给财务'], absent: ['明早'] } },
  { id: 't5-dzh-hant-shangzhousi', category: 'dates-zh', lang: 'zh', memories: [mem('printer-hant.md', '上週四列印伺服器的佇列卡住，重開之後就好了。')], fixed: { contains: ['2026-11-12', '列印伺服器的佇列卡住'], absent: ['上週四'] }, forbid: ['那一週四', '那一周四'] },
  { id: 't5-dzh-zuor', category: 'dates-zh', lang: 'zh', memories: [mem('cert-expired-zh.md', '昨儿个 CDN 证书过期了，官网挂了半小时。')], fixed: { contains: ['2026-11-18', 'CDN 证书过期了'], absent: ['昨儿个'] } },
  { id: 't5-dzh-zi-shangzhouyi', category: 'dates-zh', lang: 'zh', memories: [mem('receipts-zh.md', '自上周一起，所有报销单都要附上发票照片。', DAY, 'feedback')], fixed: { contains: ['2026-11-09', '所有报销单都要附上发票照片'], absent: ['上周一'] }, forbid: ['那一周一'] },
  { id: 't5-dzh-jiezhi-zuotian', category: 'dates-zh', lang: 'zh', memories: [mem('pos-migration-zh.md', '截至昨天，已经有三百个商户迁到了新的收银系统。', DAY, 'reference')], fixed: { contains: ['2026-11-18', '已经有三百个商户迁到了新的收银系统'], absent: ['昨天'] } },
  { id: 't5-dzh-xiaxiazhouer', category: 'dates-zh', lang: 'zh', memories: [mem('audit-meeting-zh.md', '下下周二跟审计开年度沟通会。')], fixed: { contains: ['2026-12-01', '跟审计开年度沟通会'], absent: ['下下周二'] }, forbid: ['那一周二'] },
  { id: 't5-dzh-qunian-niandi', category: 'dates-zh', lang: 'zh', memories: [mem('time-clocks-zh.md', '去年年底把旧的考勤机全部换掉了。', DAY, 'reference')], fixed: { contains: ['2025年年底', '把旧的考勤机全部换掉了'], absent: ['去年年底'] } },
  // ---- Chinese date traps: a name, a condition, a routine, code
  { id: 't5-dzh-trap-name', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('rising-stars-zh.md', '明日之星计划的报名表放在共享盘里。', DAY, 'reference')], keep: ['明日之星计划的报名表放在共享盘里。'] },
  { id: 't5-dzh-trap-conditional', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('settlement-zh.md', '如果明天是法定节假日，结算就顺延到下一个工作日。', DAY, 'feedback')], keep: ['如果明天是法定节假日，结算就顺延到下一个工作日。'] },
  { id: 't5-dzh-trap-daily', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('daily-sales-zh.md', '每天凌晨两点自动生成昨天的销售日报。', DAY, 'reference')], keep: ['每天凌晨两点自动生成昨天的销售日报。'] },
  { id: 't5-dzh-trap-code', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('shifts-api-zh.md', '`getTomorrowShifts()` 返回的排班不含请假的人。', DAY, 'reference')], keep: ['`getTomorrowShifts()` 返回的排班不含请假的人。'] },
  { id: 't5-dzh-trap-holiday-eve', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('holiday-freeze-zh.md', '节前一天下午不发版，有急事找值班经理。', DAY, 'feedback')], keep: ['节前一天下午不发版，有急事找值班经理。'] },

  // ---- CLAUDE.md: conflicts by subject and polarity, repeats with a consistent clause, traps
  { id: 't5-cmd-personal-address', category: 'claude-md', lang: 'en', claudeMd: '# Guests\n\n- Never email guests from a personal address.\n', memories: [mem('follow-ups.md', 'Emailing guests from your personal address is OK for quick follow-ups.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['personal address'] } },
  { id: 't5-cmd-zh-full-backup', category: 'claude-md', lang: 'zh', claudeMd: '# 运维\n\n- 禁止在工作日白天做数据库全量备份。\n', memories: [mem('backup-daytime-zh.md', '工作日白天做数据库全量备份也没问题，反正有只读副本。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['全量备份'] } },
  { id: 't5-cmd-repeat-utc', category: 'claude-md', lang: 'en', claudeMd: '# Data\n\n- Store every timestamp in UTC.\n', memories: [mem('utc-everywhere.md', 'Store every timestamp in UTC, e.g. in the audit log, the booking table and the nightly exports.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['UTC'] }, quiet: ['claude-md-conflict'] },
  { id: 't5-cmd-trap-zh-phone-display', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 隐私\n\n- 不要把客户手机号写进日志。\n', memories: [mem('phone-display-zh.md', '客服后台的订单详情页可以显示客户手机号。', NEW, 'feedback')], keep: ['客服后台的订单详情页可以显示客户手机号。'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 't5-cmd-trap-seed-outside', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Database\n\n- Always run migrations inside a transaction.\n', memories: [mem('seed-scripts.md', 'Seed scripts run outside a transaction so that partial data stays visible while debugging.', NEW, 'feedback')], keep: ['Seed scripts run outside a transaction so that partial data stays visible while debugging.'], quiet: ['claude-md-conflict', 'in-claude-md'] },
];
