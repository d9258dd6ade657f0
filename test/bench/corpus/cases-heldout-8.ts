import type { CaseMemory, QualityCase } from './cases.js';

/**
 * The eighth HELD-OUT set: written fresh from the dream-quality issue's categories alone (not from
 * the rules nor the other sets' sentences), before the round of fixes that follows HELD-OUT 7, and
 * run only with `--final8`; never tuned against. Untouched first run (at main 7f61ff6): recall
 * 62.0 %, precision 86.5 %, 1 harmful, 4 silent (by category in FINAL_SETS' label). Other domains
 * (healthcare IT, embedded firmware, e-commerce operations, research code, fintech compliance,
 * localisation, a hardware lab) and other writers: terse lower-case notes, long run-on prose,
 * numbered lists, emoji, typos, English and Chinese in one sentence, Simplified and Traditional
 * Chinese. 29 of the 100 cases are traps that must come through unchanged (and unflagged where they
 * name `quiet` kinds).
 *
 * Memories are written on 2026-11-19, a Thursday, unless said otherwise, so: yesterday and 昨晚 are
 * 2026-11-18, two days ago and 前天 2026-11-17, three days ago and 大前天 2026-11-16 (a Monday), last
 * Friday and 上週五 2026-11-13, next Monday 2026-11-23, 下周三 2026-11-25, two weeks ago and 上上周 the
 * week of Monday 2026-11-02 (02 to 08), 这个月初 early November 2026. One memory is written on
 * 2026-10-30, a Friday (three days before it is 2026-10-27). No expected date is 2026-11-19, the
 * day in every memory's own frontmatter. Whether a capture is typed project, user or reference and
 * how its file is named cannot be told apart from the padding memories by this format, so those two
 * bullets are checked only through "Avoid" (`forbid`) and the capture's text.
 */

const DAY = '2026-11-19';
const OLD = '2026-04-14';
const NEW = '2026-11-17';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const hooked = (m: CaseMemory, hook: string): CaseMemory => ({ ...m, hook });

/** Day i of a lab diary that starts on 2026-01-05 (absolute dates, so nothing to convert). */
const diaryDay = (i: number): string => new Date(Date.UTC(2026, 0, 5 + i)).toISOString().slice(0, 10);
const scopeNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${diaryDay(i)} 🔬 recalibrated the scope on bench ${(i % 6) + 1} (cal ref CAL-${1000 + i})`);
const sampleNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `- ${diaryDay(i)} 第${i + 1}批血清樣本已入庫（冰箱B-${i + 1}）`);
const labParas = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `【實驗紀錄 ${i + 1}】${'本批次的離心與分裝都按標準流程完成，分裝後的樣本先在零下八十度冰箱暫存，再由值班同學核對標籤、登記到樣本管理系統，發現標籤模糊或數量不符時要當天通知負責老師並拍照留底；'.repeat(18)}`);
const carrierNotes = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}. carrier cut-over reminder #${i + 1} — check the DHL manifest before 16:00`);
const noise = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({
    day: '2026-11-18',
    text: [`[build ${i}] 不要 retry 记住 记住 ok?? exit=137`, `remember ${i} 不要 不要 lol ^C`, `>>> 记住 tmp_${i} 不要动 …… 算了`, `WARN retry ${i}/5 remember-me cookie 不要 清`][i % 4]!,
  }));

export const HELDOUT_8_CASES: QualityCase[] = [
  // ---- dates, English: real events to convert
  { id: 'h8-den-fw-yesterday', category: 'dates-en', lang: 'en', memories: [mem('rev-c-bootloader.md', 'flashed bootloader v2.3 onto the rev-C boards yesterday, two of them bricked.')], fixed: { contains: ['2026-11-18', 'bootloader v2.3 onto the rev-C boards'], absent: ['yesterday'] } },
  { id: 'h8-den-next-monday', category: 'dates-en', lang: 'en', memories: [mem('leipzig-returns.md', 'Next Monday the Leipzig warehouse stops accepting returns by post; from then on returns go through the drop-off lockers.')], fixed: { contains: ['2026-11-23', 'the Leipzig warehouse stops accepting returns by post'], absent: ['Next Monday'] } },
  { id: 'h8-den-rule-since-call', category: 'dates-en', lang: 'en', memories: [mem('phi-masking.md', 'As of the compliance call two days ago, PHI fields are always masked in every staging export.', DAY, 'feedback')], fixed: { contains: ['2026-11-17', 'PHI fields are always masked in every staging export'], absent: ['two days ago'] } },
  {
    id: 'h8-den-runon-two-weeks',
    category: 'dates-en',
    lang: 'en',
    memories: [mem('figure-env.md', "the lab agreed on this about two weeks ago at group meeting, after Wen's replication failed, so from now on every figure in the paper is regenerated from the pinned conda environment and never from someone's laptop", DAY, 'feedback')],
    fixed: { contains: ['2026-11-02', 'every figure in the paper is regenerated from the pinned conda environment'], absent: ['two weeks ago'] },
  },
  { id: 'h8-den-numbered-changed', category: 'dates-en', lang: 'en', memories: [mem('kyc-threshold.md', '1. Manual KYC review kicks in above EUR 15,000.\n2. Legal changed this yesterday (it was EUR 10,000).')], fixed: { contains: ['2026-11-18', 'Manual KYC review kicks in above EUR 15,000'], absent: ['yesterday'] } },
  { id: 'h8-den-emoji-last-friday', category: 'dates-en', lang: 'en', memories: [mem('bench4-scope.md', "🔧 last Friday the oscilloscope on bench 4 went out for calibration; use bench 2 until it's back.")], fixed: { contains: ['2026-11-13', 'the oscilloscope on bench 4 went out for calibration'], absent: ['last Friday'] } },
  { id: 'h8-den-own-day', category: 'dates-en', lang: 'en', memories: [mem('german-strings.md', 'The German strings were sent to the translation vendor 3 days ago and are due back within ten working days.', '2026-10-30')], fixed: { contains: ['2026-10-27', 'The German strings were sent to the translation vendor'], absent: ['3 days ago'] } },
  // ---- dates, English: traps
  { id: 'h8-den-trap-calls', category: 'dates-en', lang: 'en', trap: true, memories: [mem('sms-reminders.md', 'Reminder SMS go out when isToday(slot.start) is true, with now() taken from the scheduler clock, not the host.')], keep: ['Reminder SMS go out when isToday(slot.start) is true, with now() taken from the scheduler clock, not the host.'] },
  { id: 'h8-den-trap-identifiers', category: 'dates-en', lang: 'en', trap: true, memories: [mem('fx-rates.md', 'The fx_tomorrow_rate table holds the provisional rate; settlement always uses yesterdays_close.')], keep: ['The fx_tomorrow_rate table holds the provisional rate; settlement always uses yesterdays_close.'] },
  { id: 'h8-den-trap-hypothetical', category: 'dates-en', lang: 'en', trap: true, memories: [mem('dhl-sla.md', 'A parcel handed to DHL after 17:00 would count as shipped tomorrow in the SLA report, even if its label was printed today.')], keep: ['A parcel handed to DHL after 17:00 would count as shipped tomorrow in the SLA report, even if its label was printed today.'] },
  { id: 'h8-den-trap-recurring', category: 'dates-en', lang: 'en', trap: true, memories: [mem('nightly-reflash.md', "Every night the CI rig reflashes all boards with whatever was merged that day, and each morning the first job posts yesterday's failures.")], keep: ["Every night the CI rig reflashes all boards with whatever was merged that day, and each morning the first job posts yesterday's failures."] },

  // ---- dates, Chinese: real events to convert
  { id: 'h8-dzh-qiantian-glued', category: 'dates-zh', lang: 'zh', memories: [mem('erp-sync-zh.md', '前天下单的订单有一批没同步到ERP，运营已经手工补录。')], fixed: { contains: ['2026-11-17', '订单有一批没同步到ERP'], absent: ['前天'] } },
  { id: 'h8-dzh-xiazhousan-he', category: 'dates-zh', lang: 'zh', memories: [mem('his-joint-test.md', '下周三和医院信息科一起做HIS接口联调。')], fixed: { contains: ['2026-11-25', '和医院信息科一起做HIS接口联调'], absent: ['下周三'] }, forbid: ['那一周三'] },
  { id: 'h8-dzh-zuowan', category: 'dates-zh', lang: 'zh', memories: [mem('ota-rollback-zh.md', '昨晚固件OTA推送失败了三百多台，已经回滚到v1.8.2。')], fixed: { contains: ['2026-11-18', '固件OTA推送失败了三百多台'], absent: ['昨晚'] } },
  { id: 'h8-dzh-trad-daqiantian', category: 'dates-zh', lang: 'zh', memories: [mem('ja-strings-zh.md', '大前天翻譯廠商交回了日文版的字串檔，還沒校對。')], fixed: { contains: ['2026-11-16', '翻譯廠商交回了日文版的字串檔'], absent: ['大前天'] } },
  { id: 'h8-dzh-shangshangzhou', category: 'dates-zh', lang: 'zh', memories: [mem('aml-retention-zh.md', '上上周和审计师确认了：反洗钱报告保留七年。', DAY, 'reference')], fixed: { contains: ['2026-11-02', '反洗钱报告保留七年'], absent: ['上上周'] }, forbid: ['那一周'] },
  { id: 'h8-dzh-trad-mixed-friday', category: 'dates-zh', lang: 'zh', memories: [mem('button-copy-zh.md', '上週五 vendor 把 Figma 稿更新了，新版按鈕文案要重新翻譯。')], fixed: { contains: ['2026-11-13', '新版按鈕文案要重新翻譯'], absent: ['上週五'] }, forbid: ['那一週五', '那一周五'] },
  { id: 'h8-dzh-yuechu', category: 'dates-zh', lang: 'zh', memories: [mem('new-scope-zh.md', '这个月初实验室换了新的示波器，旧的那台送去计量了。')], fixed: { contains: ['11月初', '实验室换了新的示波器'], absent: ['这个月初'] } },
  { id: 'h8-dzh-rule-since', category: 'dates-zh', lang: 'zh', memories: [mem('regression-rule-zh.md', '从昨天开始，每次发版前都必须先跑一遍回归测试。', DAY, 'feedback')], fixed: { contains: ['2026-11-18', '每次发版前都必须先跑一遍回归测试'], absent: ['昨天'] } },
  // ---- dates, Chinese: traps
  { id: 'h8-dzh-trap-fn', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('dose-fn-zh.md', '`calcTomorrowDose()` 按病人体重计算剂量，不要手工改剂量表。', DAY, 'feedback')], keep: ['`calcTomorrowDose()` 按病人体重计算剂量，不要手工改剂量表。'] },
  { id: 'h8-dzh-trap-generic', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('refund-cutoff-zh.md', '凡是今天下午五点以后提交的退款，都算作明天的单据。')], keep: ['凡是今天下午五点以后提交的退款，都算作明天的单据。'] },
  { id: 'h8-dzh-trap-weekly', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('recon-report-zh.md', '每周一早上自动生成上周的对账报告。')], keep: ['每周一早上自动生成上周的对账报告。'] },
  { id: 'h8-dzh-trap-hypothetical', category: 'dates-zh', lang: 'zh', trap: true, memories: [mem('lab-power-zh.md', '假如明天机房断电，采集机只会丢最近一小时的数据。')], keep: ['假如明天机房断电，采集机只会丢最近一小时的数据。'] },

  // ---- supersession, English
  { id: 'h8-sup-no-longer-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('lab-results.md', 'Lab results come in through the Mirth interface engine.', OLD), mem('fhir-gateway.md', 'we no longer use Mirth for lab results; they all arrive through the new FHIR gateway now', NEW)], fixed: { absent: ['come in through the Mirth interface engine'], contains: ['FHIR gateway'] }, flag: { kinds: ['outdated'], mentions: ['Mirth', 'FHIR gateway'] } },
  { id: 'h8-sup-replaced-with', category: 'supersession', lang: 'en', explicit: true, memories: [mem('fw-signing.md', 'Firmware images are signed with the HSM in the Oslo office.', OLD), mem('cloudhsm.md', 'We replaced the Oslo HSM with AWS CloudHSM for signing firmware images.', NEW)], fixed: { absent: ['signed with the HSM in the Oslo office'], contains: ['CloudHSM'] }, flag: { kinds: ['outdated'], mentions: ['Oslo', 'CloudHSM'] } },
  { id: 'h8-sup-is-now', category: 'supersession', lang: 'en', explicit: true, memories: [mem('free-shipping.md', 'Free shipping starts at €49.', OLD), mem('q4-pricing.md', 'free shipping threshold is now €59 (marketing, Q4 pricing)', NEW)], fixed: { absent: ['Free shipping starts at €49'], contains: ['€59'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['€49', '€59'] } },
  { id: 'h8-sup-deprecated-use', category: 'supersession', lang: 'en', explicit: true, memories: [mem('corpus-loading.md', "Load corpora with the lab's `dataio` package.", OLD, 'feedback'), mem('datasets-lib.md', "`dataio` is deprecated; use the `datasets` library with the lab's loading script.", NEW, 'feedback')], fixed: { absent: ["Load corpora with the lab's `dataio` package"], contains: ['`datasets` library'] }, flag: { kinds: ['outdated'], mentions: ['dataio', 'datasets'] } },
  {
    id: 'h8-sup-partial-screening',
    category: 'supersession',
    lang: 'en',
    explicit: true,
    memories: [mem('sanctions-screening.md', 'Sanctions screening runs on ComplyAdvantage, results are kept for 5 years, and only the MLRO can clear a false positive.', OLD), mem('dow-jones.md', 'Sanctions screening moved from ComplyAdvantage to Dow Jones Risk.', NEW)],
    fixed: { absent: ['runs on ComplyAdvantage'], contains: ['Dow Jones Risk', 'results are kept for 5 years', 'only the MLRO can clear a false positive'] },
    flag: { kinds: ['outdated'], mentions: ['ComplyAdvantage', 'Dow Jones Risk'] },
    keep: ['results are kept for 5 years', 'only the MLRO can clear a false positive'],
  },
  { id: 'h8-sup-switched-typo', category: 'supersession', lang: 'en', explicit: true, memories: [mem('translation-memory.md', 'Translation memory lives in Trados Studio.', OLD, 'reference'), mem('phrase-tms.md', 'switched teh translation memory from Trados to Phrase TMS, exports come from there now', NEW, 'reference')], fixed: { absent: ['lives in Trados Studio'], contains: ['Phrase TMS'] }, flag: { kinds: ['outdated'], mentions: ['Trados', 'Phrase TMS'] } },
  // ---- supersession, Chinese
  { id: 'h8-sup-zh-qianyi', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('pacs-zh.md', '患者影像存储在本地PACS服务器上。', OLD), mem('oss-zh.md', '影像存储已经从本地PACS迁移到了云端对象存储（OSS）。', NEW)], fixed: { absent: ['存储在本地PACS服务器上'], contains: ['OSS'] }, flag: { kinds: ['outdated'], mentions: ['PACS', 'OSS'] } },
  { id: 'h8-sup-zh-buzai-gaiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('fw-version-zh.md', '固件版本号用日期命名，比如 20260301。', OLD, 'feedback'), mem('semver-zh.md', '固件版本号不再用日期命名，改用语义化版本号（如 2.4.1）。', NEW, 'feedback')], fixed: { absent: ['固件版本号用日期命名'], contains: ['语义化版本号'] }, flag: { kinds: ['outdated'], mentions: ['日期命名', '语义化版本号'] } },
  { id: 'h8-sup-zh-trad-gaiwei', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('return-window-zh.md', '退貨期限為七天。', OLD), mem('return-window-new-zh.md', '退貨期限改為十四天，從雙十一開始適用。', NEW)], fixed: { absent: ['退貨期限為七天'], contains: ['十四天'] }, flag: { kinds: ['outdated', 'contradiction'], mentions: ['七天', '十四天'] } },
  { id: 'h8-sup-zh-qiyong', category: 'supersession', lang: 'zh', explicit: true, memories: [mem('recon-script-zh.md', '对账脚本是 recon.py，每天手动跑。', OLD), mem('recon-airflow-zh.md', 'recon.py 已弃用，对账统一走 Airflow 任务 recon_daily。', NEW)], fixed: { absent: ['对账脚本是 recon.py'], contains: ['recon_daily'] }, flag: { kinds: ['outdated'], mentions: ['recon.py', 'recon_daily'] } },
  {
    id: 'h8-sup-zh-partial-tickets',
    category: 'supersession',
    lang: 'zh',
    explicit: true,
    memories: [mem('ticketing-zh.md', '客服工单系统用的是Zendesk，工单保留两年，只有客服主管能删除工单。', OLD), mem('freshdesk-zh.md', '客服工单系统换成了Freshdesk。', NEW)],
    fixed: { absent: ['用的是Zendesk'], contains: ['Freshdesk', '工单保留两年', '只有客服主管能删除工单'] },
    flag: { kinds: ['outdated'], mentions: ['Zendesk', 'Freshdesk'] },
    keep: ['工单保留两年', '只有客服主管能删除工单'],
  },
  // ---- supersession traps
  { id: 'h8-sup-trap-other-scope', category: 'supersession', lang: 'en', trap: true, memories: [mem('portal-email.md', 'The patient portal sends email through Amazon SES.', OLD), mem('newsletter.md', 'The staff newsletter switched from SES to Mailchimp.', NEW)], keep: ['The patient portal sends email through Amazon SES.'], quiet: ['outdated'] },
  { id: 'h8-sup-trap-zh-not-moved', category: 'supersession', lang: 'zh', trap: true, memories: [mem('fw-build-zh.md', '固件打包在 Jenkins 上跑。', OLD), mem('ci-discussion-zh.md', '讨论过把固件打包从Jenkins迁移到GitHub Actions，结论是暂时不迁。', NEW)], keep: ['固件打包在 Jenkins 上跑。'], quiet: ['outdated'] },
  { id: 'h8-sup-trap-trad-other-board', category: 'supersession', lang: 'zh', trap: true, memories: [mem('fixture-mcu-zh.md', '測試治具用 STM32F4 控制。', OLD), mem('pmic-board-zh.md', '電源管理板的主控從 STM32F1 改為 STM32G0。', NEW)], keep: ['測試治具用 STM32F4 控制。'], quiet: ['outdated'] },

  // ---- implicit contradiction
  { id: 'h8-con-java', category: 'contradiction', lang: 'en', memories: [mem('pacs-viewer.md', 'The PACS viewer requires Java 8.', OLD), mem('pacs-viewer-runtime.md', 'The PACS viewer runs on Java 17.', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['Java 8', 'Java 17'] }, fixed: { absent: ['requires Java 8'], contains: ['Java 17'] } },
  { id: 'h8-con-uart-list', category: 'contradiction', lang: 'en', memories: [mem('debug-port.md', '1. Console UART baud rate: 115200\n2. JTAG header is J5', OLD, 'reference'), mem('console-uart.md', 'Console UART runs at 921600 baud.', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['115200', '921600'] }, fixed: { absent: ['115200'], contains: ['921600'] }, keep: ['JTAG header is J5'] },
  { id: 'h8-con-cutoff', category: 'contradiction', lang: 'en', memories: [mem('dispatch-cutoff.md', 'Order cut-off for same-day dispatch is 14:00.', OLD), mem('same-day.md', 'same-day dispatch cut-off: 15:30', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['14:00', '15:30'] }, fixed: { absent: ['is 14:00'], contains: ['15:30'] } },
  { id: 'h8-con-zh-venue', category: 'contradiction', lang: 'zh', memories: [mem('paper-venue-zh.md', '论文投稿的目标会议是ACL。', OLD), mem('paper-target-zh.md', '论文目标会议：EMNLP。', NEW)], flag: { kinds: ['contradiction', 'outdated'], mentions: ['ACL', 'EMNLP'] }, fixed: { absent: ['目标会议是ACL'], contains: ['EMNLP'] } },
  { id: 'h8-con-zh-report-day', category: 'contradiction', lang: 'zh', memories: [mem('weekly-report-zh.md', '周报每周五下午交。', OLD, 'feedback'), mem('weekly-report-new-zh.md', '周报现在每周四晚上交。', NEW, 'feedback')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['周五', '周四'] }, fixed: { absent: ['周报每周五下午交'], contains: ['周四晚上'] } },
  { id: 'h8-con-zh-trad-hotline', category: 'contradiction', lang: 'zh', memories: [mem('hotline-zh.md', '客服熱線的營業時間是早上九點到晚上六點。', OLD, 'reference'), mem('hotline-hours-zh.md', '客服熱線營業時間：早上八點到晚上十點。', NEW, 'reference')], flag: { kinds: ['contradiction', 'outdated'], mentions: ['晚上六點', '晚上十點'] }, fixed: { absent: ['晚上六點'], contains: ['晚上十點'] } },
  // ---- contradiction traps
  { id: 'h8-con-trap-replica', category: 'contradiction', lang: 'en', trap: true, memories: [mem('his-db.md', 'The production HIS database runs SQL Server 2019.', OLD), mem('reporting-replica.md', 'The reporting replica runs SQL Server 2022.', NEW)], keep: ['The production HIS database runs SQL Server 2019.', 'The reporting replica runs SQL Server 2022.'], quiet: ['contradiction', 'outdated'] },
  { id: 'h8-con-trap-history', category: 'contradiction', lang: 'en', trap: true, memories: [mem('refund-limit.md', 'Support agents can refund up to $200 without approval.', OLD), mem('refund-history.md', 'Before 2025 the agent refund limit was $100; it was raised after the holiday backlog.', NEW)], keep: ['Support agents can refund up to $200 without approval.', 'Before 2025 the agent refund limit was $100'], quiet: ['contradiction', 'outdated'] },
  { id: 'h8-con-trap-zh-rooms', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('lab-temp-zh.md', '主实验室的温度保持在22度。', OLD), mem('cold-room-zh.md', '冷库的温度保持在零下20度。', NEW)], keep: ['主实验室的温度保持在22度。', '冷库的温度保持在零下20度。'], quiet: ['contradiction', 'outdated'] },

  // ---- paraphrased duplicates
  { id: 'h8-par-friday-neg-pos', category: 'paraphrase', lang: 'en', memories: [mem('no-friday-ota.md', 'Never roll out firmware to the field fleet on a Friday.', OLD, 'feedback'), mem('ota-days.md', 'Field fleet OTA rollouts only happen Monday to Thursday.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['no-friday-ota.md', 'ota-days.md'] } },
  { id: 'h8-par-pharmacists', category: 'paraphrase', lang: 'en', memories: [mem('dosage-signoff.md', "Always get a second pharmacist's sign-off before changing a dosage table.", OLD, 'feedback'), mem('dosage-tables.md', 'dosage table changes need two pharmacists to sign off', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['dosage-signoff.md', 'dosage-tables.md'] } },
  { id: 'h8-par-currency-neg-pos', category: 'paraphrase', lang: 'en', memories: [mem('currency-symbols.md', 'Do not hardcode currency symbols in UI strings.', OLD, 'feedback'), mem('locale-formatter.md', 'Currency symbols must come from the locale formatter (Intl.NumberFormat), not from the string files.', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['currency-symbols.md', 'locale-formatter.md'] } },
  { id: 'h8-par-zh-names-neg-pos', category: 'paraphrase', lang: 'zh', memories: [mem('log-names-zh.md', '不要把患者姓名写进日志。', OLD, 'feedback'), mem('log-ids-zh.md', '日志里只能出现患者ID，姓名一律脱敏。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['log-names-zh.md', 'log-ids-zh.md'] } },
  { id: 'h8-par-zh-nas', category: 'paraphrase', lang: 'zh', memories: [mem('nas-sync-zh.md', '实验数据每天下班前要同步到NAS。', OLD, 'feedback'), mem('nas-copy-zh.md', '每天离开实验室之前，把当天的数据拷到NAS上。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['nas-sync-zh.md', 'nas-copy-zh.md'] } },
  { id: 'h8-par-zh-trad-mixed', category: 'paraphrase', lang: 'zh', memories: [mem('refund-review-zh.md', '退款超過五千元要主管審核。', OLD, 'feedback'), mem('refund-approve-zh.md', 'refund > 5000 元的，必須 supervisor approve 才能退。', NEW, 'feedback')], flag: { kinds: ['possible-duplicate'], mentions: ['refund-review-zh.md', 'refund-approve-zh.md'] } },
  // ---- paraphrase traps
  { id: 'h8-par-trap-rounding', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('ledger-rounding.md', "Round monetary amounts half-even (banker's rounding) in ledger code.", OLD, 'feedback'), mem('percent-rounding.md', 'Round displayed percentages to one decimal place.', NEW, 'feedback')], keep: ["Round monetary amounts half-even (banker's rounding) in ledger code.", 'Round displayed percentages to one decimal place.'], quiet: ['possible-duplicate'] },
  { id: 'h8-par-trap-zh-direct', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('fw-branch-zh.md', '不要在主分支上直接提交固件代码。', OLD, 'feedback'), mem('prod-ddl-zh.md', '不要在生产数据库上直接执行DDL。', NEW, 'feedback')], keep: ['不要在主分支上直接提交固件代码。', '不要在生产数据库上直接执行DDL。'], quiet: ['possible-duplicate'] },
  { id: 'h8-par-trap-phones', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('oncall-phones.md', 'Staff may use personal phones to view the on-call dashboard.', OLD, 'feedback'), mem('records-phones.md', 'Staff may not use personal phones to view patient records.', NEW, 'feedback')], keep: ['Staff may use personal phones to view the on-call dashboard.', 'Staff may not use personal phones to view patient records.'], quiet: ['possible-duplicate', 'contradiction'] },

  // ---- CLAUDE.md: conflicts (same subject, other polarity)
  { id: 'h8-cmd-phi', category: 'claude-md', lang: 'en', claudeMd: '# House rules\n\n- Never send PHI to third-party analytics.\n', memories: [mem('funnel-analytics.md', 'Sending PHI to Mixpanel is OK for the funnel dashboards.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['PHI'] } },
  { id: 'h8-cmd-hil', category: 'claude-md', lang: 'en', claudeMd: '# Firmware\n\n- Always run `make hil` (hardware-in-the-loop tests) before merging firmware changes.\n', memories: [mem('hil-skip.md', 'skipping make hil is fine for firmware PRs that only touch comments', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['make hil'] } },
  { id: 'h8-cmd-locales', category: 'claude-md', lang: 'en', claudeMd: '# Localisation\n\n- Do not edit translation files (locales/*.json) by hand; they are synced from Phrase.\n', memories: [mem('locale-typos.md', 'Small typo fixes can be made directly in locales/*.json by hand.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['locales/*.json'] } },
  { id: 'h8-cmd-zh-real-data', category: 'claude-md', lang: 'zh', claudeMd: '# 规范\n\n- 禁止在测试环境使用真实客户数据。\n', memories: [mem('test-data-zh.md', '测试环境可以直接用生产导出的真实客户数据，方便复现问题。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['真实客户数据'] } },
  { id: 'h8-cmd-zh-trad-float', category: 'claude-md', lang: 'zh', claudeMd: '# 規範\n\n- 金額一律用整數「分」儲存，不可用浮點數。\n', memories: [mem('amount-float-zh.md', '金額用浮點數存就好，顯示時再四捨五入。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['金額'] } },
  // ---- CLAUDE.md: repeats with a consistent clause (not conflicts)
  { id: 'h8-cmd-repeat-utc', category: 'claude-md', lang: 'en', claudeMd: '# Rules\n\n- Use UTC for all timestamps stored in the database.\n', memories: [mem('utc-columns.md', 'Store every DB timestamp in UTC, e.g. order.created_at, shipment.dispatched_at, refund.settled_at.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['UTC'] }, quiet: ['claude-md-conflict'] },
  { id: 'h8-cmd-repeat-zh-build', category: 'claude-md', lang: 'zh', claudeMd: '# 规则\n\n- 不要提交编译产物（build/ 目录）。\n', memories: [mem('build-dir-zh.md', '不要提交编译产物（build/ 目录），它们由CI生成并上传到制品库。', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['build/'] }, quiet: ['claude-md-conflict'] },
  { id: 'h8-cmd-repeat-release', category: 'claude-md', lang: 'en', claudeMd: '# Git\n\n- Never push directly to the release branch.\n', memories: [mem('release-push.md', 'never push to the release branch directly - open a PR and get a second approval, same as for main', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['release branch'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps
  { id: 'h8-cmd-trap-openapi', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Rules\n\n- Never commit secrets to the repo.\n', memories: [mem('openapi-client.md', 'Commit the generated OpenAPI client to the repo so the mobile team can build without the codegen toolchain.', NEW, 'feedback')], keep: ['Commit the generated OpenAPI client to the repo so the mobile team can build without the codegen toolchain.'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 'h8-cmd-trap-zh-log-fields', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 规则\n\n- 日志里不要打印身份证号。\n', memories: [mem('request-id-zh.md', '日志里要打印请求ID，方便追踪问题。', NEW, 'feedback')], keep: ['日志里要打印请求ID，方便追踪问题。'], quiet: ['claude-md-conflict', 'in-claude-md'] },

  // ---- merges
  { id: 'h8-mrg-underscore-copy-newer', category: 'merge', lang: 'en', memories: [mem('sterilisation-log.md', '- Log every autoclave cycle in the sterilisation sheet.\n- A failed indicator strip means the whole load is reprocessed.', OLD), mem('sterilisation-log_copy.md', '- Log every autoclave cycle in the sterilisation sheet.\n- A failed indicator strip means the whole load is reprocessed.', NEW)], fixed: { files: ['sterilisation-log.md'], gone: ['sterilisation-log_copy.md'] } },
  { id: 'h8-mrg-copy-of', category: 'merge', lang: 'en', memories: [mem('vendor-contacts.md', '- Translation vendor: Lingotek account manager, via the shared inbox.\n- Voice-over studio: booked through the Berlin office.', OLD, 'reference'), mem('Copy of vendor-contacts.md', '- Translation vendor: Lingotek account manager, via the shared inbox.\n- Voice-over studio: booked through the Berlin office.', NEW, 'reference')], fixed: { files: ['vendor-contacts.md'], gone: ['Copy of vendor-contacts.md'] } },
  { id: 'h8-mrg-untitled', category: 'merge', lang: 'en', memories: [mem('pci-scope.md', 'Only the payments service and the vault are in PCI DSS scope; nothing else may touch raw card data.', OLD), mem('untitled-3.md', 'Only the payments service and the vault are in PCI DSS scope; nothing else may touch raw card data.', NEW)], fixed: { files: ['pci-scope.md'], gone: ['untitled-3.md'] } },
  {
    id: 'h8-mrg-reason-kept',
    category: 'merge',
    lang: 'en',
    memories: [mem('load-cell.md', '- Calibrate the load cell before each test run.\n- Log the ambient temperature with every run.', OLD, 'feedback'), mem('load-cell-notes.md', '- Calibrate the load cell before each test run, since it drifts about 0.5 % overnight.\n- Log the ambient temperature with every run.', NEW, 'feedback')],
    fixed: { contains: ['since it drifts about 0.5 % overnight', 'Log the ambient temperature with every run'], absentLines: ['- Calibrate the load cell before each test run.'] },
  },
  { id: 'h8-mrg-zh-fuben', category: 'merge', lang: 'zh', memories: [mem('对账规则.md', '- 每天上午十点前完成前一日的渠道对账。\n- 差额超过一百元要开差错单。', OLD), mem('对账规则 - 副本.md', '- 每天上午十点前完成前一日的渠道对账。\n- 差额超过一百元要开差错单。', NEW)], fixed: { files: ['对账规则.md'], gone: ['对账规则 - 副本.md'] } },
  {
    id: 'h8-mrg-zh-reason-kept',
    category: 'merge',
    lang: 'zh',
    memories: [mem('centrifuge-zh.md', '- 样本离心前先配平。\n- 离心机转速不超过12000转。', OLD, 'feedback'), mem('centrifuge-rules-zh.md', '- 样本离心前先配平，否则转子会损坏。\n- 离心机转速不超过12000转。', NEW, 'feedback')],
    fixed: { contains: ['否则转子会损坏', '离心机转速不超过12000转'], absentLines: ['- 样本离心前先配平。'] },
  },
  // ---- merge traps
  { id: 'h8-mrg-trap-revisions', category: 'merge', lang: 'en', trap: true, memories: [mem('rev-c-bringup.md', '- Rev-C boards: flash over SWD.\n- Rev-C boards: power them from the 5 V rail.', OLD, 'reference'), mem('rev-d-bringup.md', '- Rev-D boards: flash over USB DFU.\n- Rev-D boards: power them from the 3.3 V rail.', NEW, 'reference')], keep: ['Rev-C boards: flash over SWD.', 'Rev-C boards: power them from the 5 V rail.', 'Rev-D boards: flash over USB DFU.', 'Rev-D boards: power them from the 3.3 V rail.'], quiet: ['possible-duplicate'] },
  { id: 'h8-mrg-trap-zh-scripts', category: 'merge', lang: 'zh', trap: true, memories: [mem('hans-review-zh.md', '上線前確認簡體中文翻譯已審校。', OLD, 'feedback'), mem('hant-review-zh.md', '上線前確認繁體中文翻譯已審校。', NEW, 'feedback')], keep: ['上線前確認簡體中文翻譯已審校。', '上線前確認繁體中文翻譯已審校。'], quiet: ['possible-duplicate'] },

  // ---- captured requests
  { id: 'h8-cap-terse-en', category: 'captures', lang: 'en', memories: [mem('bench-psu.md', 'Bench supplies are in the cabinet by the window.', OLD, 'reference')], said: [{ day: '2026-11-18', text: 'remember: rev-D boards need the 12V bench supply, not 5V' }], fixed: { contains: ['rev-D boards need the 12V bench supply'] }, forbid: ['Avoid'], maxCreated: 1 },
  { id: 'h8-cap-reported-sam', category: 'captures', lang: 'en', memories: [mem('epic-sandbox.md', 'The Epic sandbox is used for interface testing.', OLD, 'reference')], logs: { '2026-11-18': ['Sam asked me to remember that the Epic sandbox resets every Sunday at 02:00 UTC.'] }, fixed: { contains: ['the Epic sandbox resets every Sunday at 02:00 UTC'] }, maxCreated: 1 },
  { id: 'h8-cap-positive-with-dont', category: 'captures', lang: 'en', memories: [mem('finance-queue.md', 'The finance queue is staffed 9 to 5 CET.', OLD, 'reference')], said: [{ day: '2026-11-18', text: "Please remember that refunds over €500 go to the finance queue, so that agents don't approve them alone." }], fixed: { contains: ['refunds over €500 go to the finance queue'] }, forbid: ['Avoid'], maxCreated: 1 },
  {
    id: 'h8-cap-runon-en',
    category: 'captures',
    lang: 'en',
    memories: [mem('usb-test.md', 'The USB enumeration test is known to be flaky on the rev-C rig.', OLD)],
    said: [{ day: '2026-11-18', text: "ok so the build is red again because of the flaky usb test, whatever, I'll rerun it, oh and remember the Saleae logic analyser in the lab belongs to the EE team so book it in their calendar before using it, anyway where was I" }],
    fixed: { contains: ['the Saleae logic analyser in the lab belongs to the EE team'] },
    maxCreated: 1,
  },
  { id: 'h8-cap-zh-jiyixia', category: 'captures', lang: 'zh', memories: [mem('his-vendor-zh.md', 'HIS系统由厂商负责运维。', OLD, 'reference')], said: [{ day: '2026-11-18', text: '记一下：病理报告的PDF模板在HIS里不能改，只能找厂商改。' }], fixed: { contains: ['病理报告的PDF模板在HIS里不能改'] }, maxCreated: 1 },
  { id: 'h8-cap-zh-trad-mixed', category: 'captures', lang: 'zh', memories: [mem('stripe-zh.md', '線上收款走 Stripe。', OLD, 'reference')], said: [{ day: '2026-11-18', text: '幫我記住，staging 的 Stripe webhook secret 每個月輪換一次。' }], fixed: { contains: ['Stripe webhook secret 每個月輪換一次'] }, maxCreated: 1 },
  { id: 'h8-cap-zh-reported-log', category: 'captures', lang: 'zh', memories: [mem('l10n-vendor-zh.md', '日文和韩文翻译外包给同一家公司。', OLD, 'reference')], logs: { '2026-11-17': ['小林让我记住：翻译交付物一律用 XLIFF 2.0 格式。'] }, fixed: { contains: ['翻译交付物一律用 XLIFF 2.0 格式'] }, maxCreated: 1 },
  { id: 'h8-cap-zh-one-in-noise', category: 'captures', lang: 'zh', memories: [mem('cold-room-zh.md', '冷库在地下一层。', OLD, 'reference')], said: [...noise(8), { day: '2026-11-18', text: '记住：冷库的钥匙在前台，借用要登记。' }], fixed: { contains: ['冷库的钥匙在前台'] }, maxCreated: 1 },
  // ---- capture traps
  { id: 'h8-cap-trap-salad-many', category: 'captures', lang: 'zh', trap: true, memories: [mem('cold-room-zh.md', '冷库在地下一层。', OLD, 'reference')], said: noise(40), maxCreated: 0 },
  { id: 'h8-cap-trap-known-zh', category: 'captures', lang: 'zh', trap: true, memories: [mem('hil-release-zh.md', '固件发布前必须经过HIL测试。', OLD, 'feedback')], said: [{ day: '2026-11-18', text: '记住 固件发布前必须经过 HIL 测试' }], maxCreated: 0 },
  { id: 'h8-cap-trap-session-only', category: 'captures', lang: 'en', trap: true, memories: [mem('mock-server.md', 'The mock server is started with `npm run mock`.', OLD)], said: [{ day: '2026-11-18', text: 'no need to remember this, it is just for this session: the mock server is on port 4010 today' }], maxCreated: 0 },
  { id: 'h8-cap-trap-code-comment', category: 'captures', lang: 'en', trap: true, memories: [mem('uart-driver.md', 'The UART driver lives in drivers/uart.c.', OLD)], said: [{ day: '2026-11-18', text: 'why does this segfault?\n```c\n// remember to free the rx buffer\nfree(rx_buf);\nfree(rx_buf);\n```' }], maxCreated: 0 },

  // ---- index over the limit
  { id: 'h8-idx-scope-diary', category: 'index', lang: 'en', memories: [mem('bench-owners.md', 'Benches 1 to 3 belong to the firmware team, 4 to 6 to hardware.', OLD, 'reference')], indexNotes: ['## bench diary', '', ...scopeNotes(210)], keep: ['(cal ref CAL-1000)', '(cal ref CAL-1209)'], indexKeep: ['(editor-setup.md)', '(answer-style.md)', '(bench-owners.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['(cal ref CAL-1100)'] } },
  { id: 'h8-idx-trad-paragraphs', category: 'index', lang: 'zh', memories: [mem('sample-owner-zh.md', '樣本庫由陳老師負責管理。', OLD, 'reference')], indexNotes: ['## 實驗紀錄', '', ...labParas(20)], keep: ['【實驗紀錄 1】', '【實驗紀錄 20】'], indexKeep: ['(working-hours.md)', '(test-names.md)', '(sample-owner-zh.md)'], fixed: { indexMaxChars: 25_000, indexAbsent: ['【實驗紀錄 10】'] } },
  {
    id: 'h8-idx-notes-before-pointers',
    category: 'index',
    lang: 'en',
    memories: [mem('carrier-accounts.md', 'DHL and UPS accounts are managed by the logistics lead.', OLD, 'reference')],
    extraMemories: 185,
    indexNotes: ['carrier reminders:', ...carrierNotes(15)],
    keep: ['carrier cut-over reminder #1 —', 'carrier cut-over reminder #15 —'],
    indexKeep: ['(editor-setup.md)', '(test-names.md)', '(project-fact-001.md)', '(project-fact-100.md)', '(project-fact-185.md)', '(carrier-accounts.md)'],
    fixed: { indexMaxLines: 200, indexAbsent: ['carrier cut-over reminder #8 —'] },
  },
  {
    id: 'h8-idx-entries-only',
    category: 'index',
    lang: 'en',
    memories: [mem('user-role.md', 'The user is a firmware engineer who reads C fluently and Rust slowly.', OLD, 'user'), mem('review-style.md', 'Point out undefined behaviour before style issues in reviews.', OLD, 'feedback')],
    extraMemories: 215,
    keep: ['The user is a firmware engineer who reads C fluently and Rust slowly.', 'Point out undefined behaviour before style issues in reviews.'],
    indexKeep: ['(user-role.md)', '(review-style.md)', '(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'],
    fixed: { indexMaxLines: 200 },
  },
  { id: 'h8-idx-trad-sample-lines', category: 'index', lang: 'zh', memories: [mem('freezer-map-zh.md', '冰箱B放血清樣本，冰箱C放組織樣本。', OLD, 'reference')], indexNotes: ['## 入庫紀錄', '', ...sampleNotes(205)], keep: ['（冰箱B-1）', '（冰箱B-205）'], indexKeep: ['(answer-style.md)', '(editor-setup.md)', '(freezer-map-zh.md)'], fixed: { indexMaxLines: 200, indexAbsent: ['（冰箱B-100）'] } },
  // ---- index traps (inside the limits)
  { id: 'h8-idx-trap-short-notes', category: 'index', lang: 'en', trap: true, memories: [mem('lab-access.md', 'Lab access cards are issued by facilities.', OLD, 'reference')], indexNotes: ['## notes', '', '- the lab door code changes monthly, ask Priya', '- scope probes live in drawer 3'], keep: ['Lab access cards are issued by facilities.'], indexKeep: ['the lab door code changes monthly, ask Priya', 'scope probes live in drawer 3', '(lab-access.md)'] },
  { id: 'h8-idx-trap-zh-near-limit', category: 'index', lang: 'zh', trap: true, memories: [mem('oncall-zh.md', '值班表在飞书日历里。', OLD, 'reference')], extraMemories: 180, indexNotes: ['## 备注', '', '- 机房门禁找行政开通。', '- 备用钥匙在前台抽屉。'], keep: ['值班表在飞书日历里。'], indexKeep: ['机房门禁找行政开通。', '备用钥匙在前台抽屉。', '(oncall-zh.md)', '(project-fact-180.md)'] },

  // ---- shortened index hooks
  {
    id: 'h8-hook-en-hl7',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('lab-orders.md', 'Lab orders are sent to the LIS as HL7 ORM messages.'), 'Lab orders go to the LIS as HL7 ORM messages; results come back as ORU messages on port 6661 via the Mirth channel lab-results-in; ask me if unclear; long story')],
    fixed: { contains: ['results come back as ORU messages on port 6661 via the Mirth channel lab-results-in'], absent: ['ask me if unclear', 'long story'], indexAbsent: ['long story'] },
  },
  {
    id: 'h8-hook-en-returns',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('returns-process.md', 'Returns are processed in the Leipzig warehouse.'), 'Returns: processed in the Leipzig warehouse. Damaged items are photographed and logged in the RMA sheet before any refund. Refunds are issued within 5 working days of arrival. (todo: cleanup)')],
    fixed: { contains: ['Damaged items are photographed and logged in the RMA sheet before any refund', 'Refunds are issued within 5 working days of arrival'], absent: ['todo: cleanup'], indexAbsent: ['todo: cleanup'] },
  },
  {
    id: 'h8-hook-en-chargebacks',
    category: 'hooks',
    lang: 'en',
    memories: [hooked(mem('chargebacks.md', 'Chargebacks are handled by the disputes team.', OLD), 'chargebacks 💳 handled by the disputes team — evidence must be uploaded to the Adyen portal within 7 days of the notification, otherwise we lose by default — see file lol')],
    fixed: { contains: ['evidence must be uploaded to the Adyen portal within 7 days of the notification'], absent: ['see file lol'], indexAbsent: ['see file lol'] },
  },
  {
    id: 'h8-hook-zh-ota',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('ota-batches-zh.md', '固件通过OTA分批推送，每批不超过设备总数的百分之五。'),
        'OTA推送规则：固件通过OTA分批推送，每批不超过设备总数的百分之五；每批推送后观察两小时的崩溃率，超过千分之一就自动暂停后续批次并通知固件值班；暂停后要由固件负责人在发布群里确认原因才能继续推送，恢复推送时从上一批的一半开始；推送期间不允许合并新的固件代码，也不允许改动OTA服务器的配置；具体参数见文件；以后再整理',
      ),
    ],
    fixed: { contains: ['每批推送后观察两小时的崩溃率', '推送期间不允许合并新的固件代码'], absent: ['以后再整理', '具体参数见文件'], indexAbsent: ['以后再整理'] },
  },
  {
    id: 'h8-hook-zh-trad-xliff',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('ja-vendor-zh.md', '日文翻譯由東京的外包團隊負責。', OLD, 'reference'),
        '日文翻譯：由東京的外包團隊負責，交付格式是XLIFF 2.0，每次交付都要附上術語表的差異清單，交付後要在三個工作天內完成校對並回覆意見，校對意見統一寫在共用的試算表裡，不要直接改對方的檔案，也不要用郵件來回傳檔案，遇到品牌名稱一律保留英文原文，不要音譯；日期格式一律改成日本慣用的年月日寫法；詳見檔案；待補充',
      ),
    ],
    fixed: { contains: ['交付後要在三個工作天內完成校對並回覆意見', '遇到品牌名稱一律保留英文原文'], absent: ['詳見檔案', '待補充'], indexAbsent: ['待補充'] },
  },
  {
    id: 'h8-hook-zh-mixed-settlement',
    category: 'hooks',
    lang: 'zh',
    memories: [
      hooked(
        mem('settlement-batch-zh.md', '结算批处理每天凌晨三点跑。'),
        'settlement batch：结算批处理每天凌晨三点跑，失败会自动重试三次，三次都失败就 page 值班的 SRE，并且当天的对账报告要标记为“未完成”，第二天上午由财务运营人工复核差额后再补跑；补跑必须用只读账号先做一次 dry run，确认差额为零后再用正式账号执行；details in file, WIP',
      ),
    ],
    fixed: { contains: ['失败会自动重试三次', '补跑必须用只读账号先做一次 dry run'], absent: ['WIP', 'details in file'], indexAbsent: ['WIP'] },
  },
  // ---- hook traps (short enough already)
  { id: 'h8-hook-trap-psu', category: 'hooks', lang: 'en', trap: true, memories: [hooked(mem('psu-limits.md', 'Set the bench supply to 12 V with a 3 A current limit for rev-D boards.', OLD, 'reference'), 'Bench PSU limits for rev-D: 12 V / 3 A')], keep: ['Set the bench supply to 12 V with a 3 A current limit for rev-D boards.'], indexKeep: ['Bench PSU limits for rev-D: 12 V / 3 A'] },
  { id: 'h8-hook-trap-zh-freezer', category: 'hooks', lang: 'zh', trap: true, memories: [hooked(mem('freezer-temp-zh.md', '样本冰箱保持零下80度，每天早上记录一次温度。', OLD, 'reference'), '样本冰箱：零下80度，每天早上记温度')], keep: ['样本冰箱保持零下80度，每天早上记录一次温度。'], indexKeep: ['样本冰箱：零下80度，每天早上记温度'] },
];
