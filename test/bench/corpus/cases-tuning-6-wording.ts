import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 6, part: paraphrases, CLAUDE.md and captured requests. Written after the HELD-OUT 10 run from the categories it missed (never
 * its sentences), before the rule changes that followed it; the rules are developed against it.
 *
 * Other domains (a cold store, a drone survey firm, a woodworking shop, a hospital lab, a greenhouse,
 * an invoicing desk, a CAD office, a release train, a kiln studio, a warehouse, a VPN admin) and other
 * writers. Paraphrases: one rule said negatively in one file and positively in the other ("never ...
 * for more than" / "within", "do not let ... beyond" / "keep ... within", 不要…超过 / 控制在…以内,
 * 不可以…超過 / 最多只能), English, Simplified, Traditional. Traps: two rules alike but for one
 * object (vents / heater, 切片机 / 离心机), one forbidding and one requiring of other actions.
 * CLAUDE.md: a permission that waives an always/never rule under a condition ("can X instead of Y
 * when", "may ... if", 可以…代替…, 可以改用) is a conflict; traps: the rule repeated with a consistent
 * example, "instead of" that keeps to the rule, another attribute of the same subject.
 * Captures: one real request among chatter built of UI labels and fragments holding 记住 / 不要 /
 * remember / don't (记住登录状态, "Remember password"), English, Simplified, Traditional, mixed;
 * traps: that chatter alone, a request taken back in the same line ("actually no, scratch that",
 * 算了，不用记了).
 *
 * 28 cases, 11 of them traps. Untouched first run (at main 04c7399): recall 41.2 %, precision 0.0 %, 9 harmful, 0 silent;
 * paraphrase 83 % (the Traditional 不可以…超過 / 最多只能 pair missed), claude-md 29 % (four waivers called repeats of
 * their rule, one missed), captures 0 % (9 harmful: UI-label chatter saved in every case, both taken-back requests saved).
 *
 * Memories are written on 2026-11-26 unless said otherwise; pairs are 2026-05-20 (older) and
 * 2026-11-18 (newer); what users said is from 2026-11-25.
 */

const DAY = '2026-11-26';
const OLD = '2026-05-20';
const NEW = '2026-11-18';
const SAID = '2026-11-25';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });

/** Chat lines that are UI labels and fragments holding 记住 / 不要, with no fact in them. */
const labelChatterZh = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`记住登录状态 ${i} 那个选项 哈哈`, `不要 不要 ${i}… 记住账号`, `【记住我】${i} 又没勾上 😩`, `不要再提示 ${i}!! 记住 记住`][i % 4]! }));
const labelChatterHant = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`記住我 ${i} 那個框框 哈哈`, `不要 ${i}!!! 記住帳號`, `<記住密碼> ${i} 又跳出來`][i % 3]! }));
const labelChatterEn = (n: number): Array<{ day: string; text: string }> =>
  Array.from({ length: n }, (_, i) => ({ day: SAID, text: [`Remember password ${i} checkbox again lol`, `don't show again ${i}!!! remember me`, `[remember me] ${i} unticked 🙄`, `don't ${i} don't, remember?`][i % 4]! }));

export const TUNING_6_WORDING_CASES: QualityCase[] = [
  // ---- paraphrase: one rule said negatively in one file and positively in the other
  { id: 't6-par-freezer-neg-pos', category: 'paraphrase', lang: 'en', memories: [mem('freezer-door.md', 'Never leave the walk-in freezer door open for more than two minutes during a delivery.', OLD, 'feedback'), mem('deliveries.md', 'During a delivery, shut the walk-in freezer door again within two minutes.', NEW, 'feedback')], flag: pair('freezer-door.md', 'deliveries.md') },
  { id: 't6-par-drone-sight', category: 'paraphrase', lang: 'en', memories: [mem('drone-range.md', 'Do not let a survey drone fly beyond visual line of sight.', OLD, 'feedback'), mem('pilot-rules.md', 'Keep every survey drone within visual line of sight of its pilot.', NEW, 'feedback')], flag: pair('drone-range.md', 'pilot-rules.md') },
  { id: 't6-par-centrifuge-lid', category: 'paraphrase', lang: 'en', memories: [mem('centrifuge.md', 'Never start the centrifuge without the lid locked.', OLD, 'feedback'), mem('lid-lock.md', 'Only start the centrifuge once its lid is locked.', NEW, 'feedback')], flag: pair('centrifuge.md', 'lid-lock.md') },
  { id: 't6-par-zh-forklift', category: 'paraphrase', lang: 'zh', memories: [mem('forklift-speed-zh.md', '仓库里的叉车车速不要超过每小时十公里。', OLD, 'feedback'), mem('forklift-limit-zh.md', '仓库里的叉车车速要控制在每小时十公里以内。', NEW, 'feedback')], flag: pair('forklift-speed-zh.md', 'forklift-limit-zh.md') },
  { id: 't6-par-hant-timber', category: 'paraphrase', lang: 'zh', memories: [mem('timber-rain-hant.md', '雨天不可以把木料放在室外超過一小時。', OLD, 'feedback'), mem('timber-outside-hant.md', '雨天時，木料在室外最多只能放一小時。', NEW, 'feedback')], flag: pair('timber-rain-hant.md', 'timber-outside-hant.md') },
  { id: 't6-par-mixed-samples', category: 'paraphrase', lang: 'zh', memories: [mem('sample-fridge-zh.md', '血样离开 4 °C 冰箱不要超过三十分钟。', OLD, 'feedback'), mem('sample-return-zh.md', '血样拿出 4 °C 冰箱后，三十分钟内必须放回去。', NEW, 'feedback')], flag: pair('sample-fridge-zh.md', 'sample-return-zh.md') },
  // ---- paraphrase traps: alike but for one object, or another action
  { id: 't6-par-trap-greenhouse', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('frost-vents.md', 'Never leave the greenhouse vents open for more than an hour during a frost.', OLD, 'feedback'), mem('frost-heater.md', 'Never leave the greenhouse heater off for more than an hour during a frost.', NEW, 'feedback')], keep: ['Never leave the greenhouse vents open for more than an hour during a frost.', 'Never leave the greenhouse heater off for more than an hour during a frost.'], quiet: ['possible-duplicate'] },
  { id: 't6-par-trap-zh-interns', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('microtome-zh.md', '夜班时不要让实习生单独操作切片机。', OLD, 'feedback'), mem('centrifuge-zh.md', '夜班时不要让实习生单独操作离心机。', NEW, 'feedback')], keep: ['夜班时不要让实习生单独操作切片机。', '夜班时不要让实习生单独操作离心机。'], quiet: ['possible-duplicate'] },
  { id: 't6-par-trap-drone-battery', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('battery-unattended.md', 'Never leave a drone battery charging unattended.', OLD, 'feedback'), mem('battery-bag.md', 'Always store drone batteries in the fireproof bag.', NEW, 'feedback')], keep: ['Never leave a drone battery charging unattended.', 'Always store drone batteries in the fireproof bag.'], quiet: ['possible-duplicate'] },

  // ---- CLAUDE.md: a permission that waives an always/never rule under a condition is a conflict
  { id: 't6-cmd-invoice-language', category: 'claude-md', lang: 'en', claudeMd: '# Invoicing\n\n- Always write invoices in English.\n', memories: [mem('austria-invoices.md', 'Invoices can be written in German instead of English when the customer is in Austria.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['invoices'] } },
  { id: 't6-cmd-friday-hotfix', category: 'claude-md', lang: 'en', claudeMd: '# Releases\n\n- Never deploy the billing service on Fridays.\n', memories: [mem('friday-hotfix.md', 'Hotfixes to the billing service may be deployed on Fridays if the on-call lead approves.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['billing service'] } },
  { id: 't6-cmd-yaml-indent', category: 'claude-md', lang: 'en', claudeMd: '# Style\n\n- Always use two-space indentation in YAML files.\n', memories: [mem('generated-yaml.md', 'Generated YAML files can use four-space indentation instead of two-space indentation when the upstream tool emits it.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['indentation'] } },
  { id: 't6-cmd-zh-quote-currency', category: 'claude-md', lang: 'zh', claudeMd: '# 报价\n\n- 报价单一律用人民币报价。\n', memories: [mem('overseas-quotes-zh.md', '海外客户的报价单可以用美元代替人民币报价。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['报价单'] } },
  { id: 't6-cmd-hant-drawings', category: 'claude-md', lang: 'zh', claudeMd: '# 繪圖規範\n\n- 施工圖一律使用公制單位。\n', memories: [mem('us-drawings-hant.md', '美國客戶的施工圖可以改用英制單位。', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['施工圖'] } },
  { id: 't6-cmd-docs-suite', category: 'claude-md', lang: 'en', claudeMd: '# Merging\n\n- Always run the full test suite before merging a pull request.\n', memories: [mem('docs-prs.md', 'Docs-only pull requests may be merged without running the full test suite.', NEW, 'feedback')], flag: { kinds: ['claude-md-conflict'], mentions: ['full test suite'] } },
  { id: 't6-cmd-repeat-kiln-log', category: 'claude-md', lang: 'en', claudeMd: '# Studio\n\n- Always photograph the kiln log after every firing.\n', memories: [mem('kiln-photos.md', 'Always photograph the kiln log after every firing, for example the bisque and the glaze firings.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['kiln log'] }, quiet: ['claude-md-conflict'] },
  // ---- CLAUDE.md traps: consistent "instead of", another attribute of the same subject
  { id: 't6-cmd-trap-metres-instead', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Reports\n\n- Always use metric units in survey reports.\n', memories: [mem('survey-heights.md', 'Survey reports give every height in metres instead of feet.', NEW, 'feedback')], keep: ['Survey reports give every height in metres instead of feet.'], quiet: ['claude-md-conflict'] },
  { id: 't6-cmd-trap-zh-quote-format', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 报价\n\n- 报价单一律用人民币报价。\n', memories: [mem('quote-pdf-zh.md', '报价单可以用 PDF 代替 Word 发给客户。', NEW, 'feedback')], keep: ['报价单可以用 PDF 代替 Word 发给客户。'], quiet: ['claude-md-conflict'] },
  { id: 't6-cmd-trap-thursday', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Releases\n\n- Never deploy the billing service on Fridays.\n', memories: [mem('thursday-release.md', 'The billing service release train leaves on Thursdays.', NEW, 'feedback')], keep: ['The billing service release train leaves on Thursdays.'], quiet: ['claude-md-conflict'] },

  // ---- captures: one real request among UI-label chatter, English, Simplified, Traditional, mixed
  { id: 't6-cap-zh-among-labels', category: 'captures', lang: 'zh', memories: [mem('alerts-zh.md', '监控告警发到运维群。', OLD, 'reference')], said: [...labelChatterZh(8), ...said('记住：dashboard 的告警阈值每个季度要复核一次。')], fixed: { contains: ['告警阈值每个季度要复核一次'] }, maxCreated: 1 },
  { id: 't6-cap-en-among-labels', category: 'captures', lang: 'en', memories: [mem('vpn.md', 'Staff connect to staging through the office VPN.', OLD, 'reference')], said: [...labelChatterEn(8), ...said('please remember that the staging VPN certificate expires every 90 days')], fixed: { contains: ['the staging VPN certificate expires every 90 days'] }, maxCreated: 1 },
  { id: 't6-cap-hant-among-labels', category: 'captures', lang: 'zh', memories: [mem('warehouse-hant.md', '倉庫在廠區北側。', OLD, 'reference')], said: [...labelChatterHant(6), ...said('請記住：倉庫的溫控器每個月一號要校正。')], fixed: { contains: ['倉庫的溫控器每個月一號要校正'] }, maxCreated: 1 },
  { id: 't6-cap-mixed-among-labels', category: 'captures', lang: 'zh', memories: [mem('kiln-zh.md', '陶艺室有两台电窑。', OLD, 'reference')], said: [...labelChatterZh(4), ...labelChatterEn(4), ...said('记一下：kiln log 每次烧完都要拍照上传到共享盘。')], fixed: { contains: ['每次烧完都要拍照上传到共享盘'] }, maxCreated: 1 },
  // ---- capture traps: label chatter alone, a request taken back in the same line
  { id: 't6-cap-trap-zh-labels', category: 'captures', lang: 'zh', trap: true, memories: [mem('alerts-zh.md', '监控告警发到运维群。', OLD, 'reference')], said: labelChatterZh(40), maxCreated: 0 },
  { id: 't6-cap-trap-en-labels', category: 'captures', lang: 'en', trap: true, memories: [mem('vpn.md', 'Staff connect to staging through the office VPN.', OLD, 'reference')], said: labelChatterEn(40), maxCreated: 0 },
  { id: 't6-cap-trap-hant-labels', category: 'captures', lang: 'zh', trap: true, memories: [mem('warehouse-hant.md', '倉庫在廠區北側。', OLD, 'reference')], said: labelChatterHant(30), maxCreated: 0 },
  { id: 't6-cap-trap-en-taken-back', category: 'captures', lang: 'en', trap: true, memories: [mem('loading-dock.md', 'The loading dock is behind building C.', OLD, 'reference')], said: said("remember that the loading dock closes at 6 today — actually no, scratch that, don't save it"), maxCreated: 0, forbid: ['closes at 6'] },
  { id: 't6-cap-trap-zh-taken-back', category: 'captures', lang: 'zh', trap: true, memories: [mem('keys-zh.md', '仓库钥匙由前台保管。', OLD, 'reference')], said: said('记住：今天仓库钥匙放在保安室——算了，不用记了。'), maxCreated: 0, forbid: ['保安室'] },
];
