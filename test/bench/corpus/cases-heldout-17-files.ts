import { cutMidWord as cut, type CaseMemory, type QualityCase } from './cases.js';

/**
 * HELD-OUT 17, files part (ids `h17l-`): never tuned against, written blind to the rules.
 *
 * What each category asks:
 * - claude-md: a memory is compared with the project's CLAUDE.md by subject and polarity, not
 *   word overlap. A memory that says the opposite of a rule ("fine to quote prices on the phone"
 *   against "Never quote a tuning price over the phone") is flagged naming the memory; a memory
 *   that repeats a rule and adds a consistent clause, or speaks of another scope of the same
 *   subject ("on days without a match ... may be deployed" against "never deploy on match days"),
 *   is a trap that stays unchanged and unflagged.
 * - merge: near-identical memories merge into the one whose name fits its index entry (never a
 *   `_copy`, ` copy`, `(1)`, `untitled` or `新增備忘錄` file); sentences that differ only by a
 *   reason clause are kept once, the longer one. Traps: look-alike memories on other subjects
 *   (two pianos, two months' rotas, two mushroom rooms), a `poster-copy` that is copywriting, a
 *   `checklist_copy` that was rewritten into another checklist.
 * - captures: a user's own well-formed request (typed, or reported in a daily log) becomes one
 *   memory, bounded (`maxCreated`), with titles not cut mid-word and "Avoid this" only for
 *   prohibitions; word salad with 记住/不要, lyrics, questions, pasted commit messages and
 *   requests already remembered create nothing.
 * - index: MEMORY.md over 200 lines (or 25,000 characters): dated notes, bullets, paragraphs and
 *   tables leave MEMORY.md for a linked topic file before any pointer is demoted; user and
 *   feedback pointers are never demoted. Traps: indexes under the limit with notes, an
 *   external link line.
 * - hooks: an entry line of 150+ characters is shortened; the hook's clauses that carry facts
 *   (and only those; no filler, no emoji, no "lol") go into the topic file as sentences in the
 *   file's language (a Chinese fact never ends with an ASCII full stop). Traps: short hooks that
 *   hold facts or filler and must stay as they are.
 *
 * Domains (I to Q): an ice rink, a jazz club's jukebox app, a jewellery repair bench, a karaoke
 * bar (KTV) in Taipei, a kindergarten, a kayak rental, a laundromat chain, a lighthouse trust, a
 * Macau casino's cage team, a mushroom farm, a mobile library, a museum conservation lab, a night
 * market office, an olive press, an orchestra library, an oyster farm, a piano tuner, a port pilot
 * station, a parking garage, a quarry, a quilt shop, a quiz-night company, a quayside chandlery.
 * Writers' styles: a voice-memo transcript, a lawyer's formal register, a checklist with [x], a
 * German-English writer, a Slack paste with @names and emoji, WeChat and LINE messages, a form
 * with labelled fields, meeting minutes, Cantonese chat, a Taiwan office note, a numbered
 * runbook, a YAML-ish list, an email fragment, terse arrows, a Singlish writer, a teenager's
 * lowercase, pasted commit messages and log lines, code-switching, Markdown tables and headings.
 * Calendar: no relative dates (pairs are 2026-05-06 / 2026-10-27; logs and transcripts
 * 2026-11-19 to 2026-11-22; notes carry absolute dates only).
 *
 * Counts (cases / traps, en / zh):
 * - claude-md 16 / 6, 8 / 8
 * - merge 16 / 6, 8 / 8
 * - captures 18 / 7, 9 / 9
 * - index 16 / 6, 8 / 8
 * - hooks 16 / 6, 8 / 8
 */

const OLD = '2026-05-06';
const NEW = '2026-10-27';

type MemOpts = Partial<Omit<CaseMemory, 'file' | 'body'>>;

/** A memory (default: a project memory written on the newer pair day). */
const mem = (file: string, body: string, o: MemOpts = {}): CaseMemory => ({ file, body, modified: NEW, ...o });

/** Finding kinds a CLAUDE.md conflict may be raised as. */
const CLAUDE_KINDS = ['claude-md-conflict', 'claude-md-contradiction', 'conflicts-claude-md', 'claude-md', 'contradiction', 'outdated'];

/** An ISO day `n` days after `start`. */
const day = (start: string, n: number): string => {
  const d = new Date(`${start}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Dated diary lines: `fmt(date, item)` for each item, every `step` days from `start`. */
const diary = (start: string, step: number, items: string[], fmt: (d: string, s: string) => string): string[] =>
  items.map((s, i) => fmt(day(start, i * step), s));

const claudeMd = (title: string, rules: string[], heading = '## Rules'): string => `# ${title}\n\n${heading}\n\n${rules.map((r) => `- ${r}`).join('\n')}\n`;

// ---------------------------------------------------------------------------------------------
// claude-md
// ---------------------------------------------------------------------------------------------

const CLAUDE_MD: QualityCase[] = [
  {
    id: 'h17l-cm-01-piano-phone-price',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claudeMd('Pennant Piano Tuning: notes for the assistant', [
      'Never quote a tuning price over the phone; email the written estimate.',
      'Leave at least two hours between bookings so the tuner can drive between churches.',
      'Customer names go into the booking sheet exactly as they sign the estimate.',
    ]),
    memories: [
      mem(
        'phone-price-quotes.md',
        "Voice memo, transcribed: ok so, um, if somebody rings and asks what a tuning costs, just tell them straight away, it's ninety-five pounds for an upright and a hundred and twenty for a grand, that's totally fine to say on the phone.",
        { type: 'feedback' },
      ),
    ],
    flag: { kinds: CLAUDE_KINDS, mentions: ['phone-price-quotes'] },
  },
  {
    id: 'h17l-cm-02-lighthouse-addresses',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claudeMd('Point Quarrel Lighthouse Trust', [
      "Volunteers' home addresses must never appear on the public rota or on the website.",
      'Use first names only on the public rota.',
      'Tower tours stop when the wind is over 40 knots.',
    ], '## Volunteer data and safety'),
    memories: [
      mem(
        'rota-driver-details.md',
        "The Trustees hereby direct that the public rota shall set out, against the name of each volunteer, the said volunteer's full residential address, to the end that the relief drivers may collect the said volunteers without delay.",
        { type: 'feedback' },
      ),
    ],
    flag: { kinds: CLAUDE_KINDS, mentions: ['rota-driver-details'] },
  },
  {
    id: 'h17l-cm-03-mobile-library-renewals',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claudeMd('Quarry Vale mobile library', [
      'Do not renew a loan more than twice; after the second renewal the book comes back to the van.',
      'Reservations are taken on the van only, not by email.',
    ]),
    memories: [
      mem('loan-renewal-van.md', '- [x] renewals: unlimited, borrowers keep renewing as long as nobody has reserved the book\n- [x] fines waived for under-12s', { type: 'feedback' }),
    ],
    flag: { kinds: CLAUDE_KINDS, mentions: ['loan-renewal-van'] },
  },
  {
    id: 'h17l-cm-04-mushroom-humidity-units',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claudeMd('Mossgrove Mushrooms', [
      'Grow-room humidity is always logged as % RH. Never write absolute humidity (g/m³) in the log.',
      'CO2 readings are logged in ppm.',
      'Room doors stay shut during a flush.',
    ], '## Logging'),
    memories: [
      mem(
        'humidity-log-units.md',
        'For the humidity we write in the log the absolute value in g/m³, this is more exact as the percent, so please make it also so in every room.',
        { type: 'feedback' },
      ),
    ],
    flag: { kinds: CLAUDE_KINDS, mentions: ['humidity-log-units'] },
  },
  {
    id: 'h17l-cm-05-orchestra-ink-parts',
    category: 'claude-md',
    lang: 'en',
    claudeMd: claudeMd('Orchestra library (Ostrava Players)', [
      'Hire parts from the publisher are marked in soft pencil only. Never use pen or ink on hire parts.',
      'Return hire parts within ten days of the last concert.',
    ]),
    memories: [
      mem('bowing-marks.md', '@Ondine: bowings for the Brahms go in ink this time 🖊️ so they survive the tour, hire parts included 👍 (thx @Pavel)', { type: 'feedback' }),
    ],
    flag: { kinds: CLAUDE_KINDS, mentions: ['bowing-marks'] },
  },
  {
    id: 'h17l-cm-06-ktv-receipt-phone',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claudeMd('Koala KTV 中山店 助理規範', ['收據上不可印出會員完整手機號碼，只印末三碼。', '包廂預約一律用會員編號登記。', '酒類品項只賣給滿十八歲的客人。'], '## 規則'),
    memories: [mem('receipt-phone-format.md', '收據上請印會員的完整手機號碼，櫃台對帳比較快，麻煩大家了。', { type: 'feedback' })],
    flag: { kinds: CLAUDE_KINDS, mentions: ['receipt-phone-format'] },
  },
  {
    id: 'h17l-cm-07-cage-signoff',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claudeMd('Macau Lotus 賭場 籌碼櫃', ['兌換籌碼超過 HK$80,000，必須由兩位主任簽名。', '交更時兩人一齊點數。'], '## 櫃台規則'),
    memories: [mem('cage-signoff.md', '大額兌換一個主任簽咗就得，唔使等第二個，慳返啲時間。', { type: 'feedback' })],
    flag: { kinds: CLAUDE_KINDS, mentions: ['cage-signoff'] },
  },
  {
    id: 'h17l-cm-08-quarry-sunday-blasting',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claudeMd('青石岭采石场', ['周日及法定节假日禁止爆破作业。', '爆破前 30 分钟拉响警报。', '运输车辆出场前必须冲洗轮胎。'], '## 安全规定'),
    memories: [mem('blasting-days.md', '会议纪要：\n1. 周日可以安排爆破，提前一天通知村委即可。\n2. 爆破记录由安全员签字。', { type: 'feedback' })],
    flag: { kinds: CLAUDE_KINDS, mentions: ['blasting-days'] },
  },
  {
    id: 'h17l-cm-09-kindergarten-photos',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claudeMd('小橘子幼儿园', ['不得在家长群发布幼儿的正脸照片。', '接送必须出示接送卡。'], '## 园务规定'),
    memories: [mem('parent-group-photos.md', '【微信】园长：每天放学前在家长群发几张小朋友的正脸照，家长都爱看～', { type: 'feedback' })],
    flag: { kinds: CLAUDE_KINDS, mentions: ['parent-group-photos'] },
  },
  {
    id: 'h17l-cm-10-jewellery-ultrasonic',
    category: 'claude-md',
    lang: 'zh',
    claudeMd: claudeMd('巧匠珠宝维修', ['欧泊、祖母绿禁止超声波清洗。', '送修单上写明宝石数量。'], '## 工坊规则'),
    memories: [mem('stone-cleaning.md', '工序：清洗\n方式：超声波\n适用：所有宝石（含欧泊）\n备注：省时间', { type: 'feedback' })],
    flag: { kinds: CLAUDE_KINDS, mentions: ['stone-cleaning'] },
  },
  {
    id: 'h17l-cm-11-laundromat-dryers-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: claudeMd('Lather & Line laundromats', ['Never leave the dryers running unattended after 22:00.', 'Refunds over £20 need the area manager.']),
    memories: [
      mem('late-dryer-checks.md', 'Dryers are never left running unattended after 22:00; the night attendant empties the lint traps at 21:30 and switches off the last machine herself.', { type: 'feedback' }),
    ],
    keep: ['Dryers are never left running unattended after 22:00; the night attendant empties the lint traps at 21:30 and switches off the last machine herself.'],
    quiet: CLAUDE_KINDS,
  },
  {
    id: 'h17l-cm-12-ice-rink-deploy-scope-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: claudeMd('Icefield Arena kiosk app', ['Never deploy the kiosk app on match days.', 'Every release gets a tag in the form kiosk-YYYY.MM.DD.']),
    memories: [
      mem('kiosk-deploy-window.md', 'On days without a match, the kiosk app may be deployed any time after 10:00, once the morning skate school has cleared the lobby.', { type: 'feedback' }),
    ],
    keep: ['On days without a match, the kiosk app may be deployed any time after 10:00, once the morning skate school has cleared the lobby.'],
    quiet: CLAUDE_KINDS,
  },
  {
    id: 'h17l-cm-13-chandlery-card-digits-trap',
    category: 'claude-md',
    lang: 'en',
    trap: true,
    claudeMd: claudeMd('Quayside Chandlery till', ['Never write full card numbers in the refund log.', 'Gift vouchers are sold in whole pounds only.']),
    memories: [
      mem('refund-log-cards.md', "Refund log entries carry the card's last four digits only (for example **** 4421), plus the till number and the assistant's initials.", { type: 'feedback' }),
    ],
    keep: ["Refund log entries carry the card's last four digits only (for example **** 4421), plus the till number and the assistant's initials."],
    quiet: CLAUDE_KINDS,
  },
  {
    id: 'h17l-cm-14-night-market-fees-trap',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: claudeMd('寧夏夜市管理處', ['週一休市，不收攤位費。', '攤位之間的消防通道保持淨空。'], '## 管理規則'),
    memories: [mem('stall-fee-collection.md', '週一不收攤位費；其他天晚上六點前收齊，現金或街口支付都可以。', { type: 'feedback' })],
    keep: ['週一不收攤位費；其他天晚上六點前收齊，現金或街口支付都可以。'],
    quiet: CLAUDE_KINDS,
  },
  {
    id: 'h17l-cm-15-mobile-library-card-trap',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: claudeMd('行動圖書車（屏東線）', ['借書證過期的讀者不可借書。', '每站停靠至少四十分鐘。'], '## 服務規定'),
    memories: [mem('expired-card-renewal.md', '借書證過期的讀者不能借書；可以在車上當場換證，換好就能借，換證不收費。', { type: 'feedback' })],
    keep: ['借書證過期的讀者不能借書；可以在車上當場換證，換好就能借，換證不收費。'],
    quiet: CLAUDE_KINDS,
  },
  {
    id: 'h17l-cm-16-mushroom-weighing-trap',
    category: 'claude-md',
    lang: 'zh',
    trap: true,
    claudeMd: claudeMd('蘑菇谷菌业', ['所有菌包入库前必须称重并登记批号。', '菇房进出要换鞋。'], '## 生产规定'),
    memories: [mem('spawn-bag-intake.md', '菌包先称重、登记批号，再入库；称重记录写在蓝色本子上，每周交给老周核对。', { type: 'feedback' })],
    keep: ['菌包先称重、登记批号，再入库；称重记录写在蓝色本子上，每周交给老周核对。'],
    quiet: CLAUDE_KINDS,
  },
];

// ---------------------------------------------------------------------------------------------
// merge
// ---------------------------------------------------------------------------------------------

const MERGE: QualityCase[] = [
  {
    id: 'h17l-md-01-piano-church-rounds',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('tuning-rounds.md', "Church pianos are tuned on the first Tuesday of each quarter.\nBring the 440 Hz fork and the felt mutes.\nInvoices go to the parish office, not the organist.", { modified: OLD }),
      mem('tuning-rounds_copy.md', "Church pianos are tuned on the first Tuesday of each quarter, because the choir rehearses later in the week.\nBring the 440 Hz fork and the felt mutes.\nInvoices go to the parish office, not the organist."),
    ],
    fixed: {
      files: ['tuning-rounds.md'],
      gone: ['tuning-rounds_copy.md'],
      contains: ['because the choir rehearses later in the week', 'Bring the 440 Hz fork and the felt mutes', 'Invoices go to the parish office, not the organist'],
      absentLines: ['Church pianos are tuned on the first Tuesday of each quarter.'],
    },
  },
  {
    id: 'h17l-md-02-lighthouse-lamp-room',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('lamp-room-access.md', "The lamp room key hangs in the keeper's cottage, hook 3.\nOnly trained volunteers go above the service gallery.\nSign the tower log on the way up and on the way down.", { modified: OLD }),
      mem('untitled-note-4.md', "The lamp room key hangs in the keeper's cottage, hook 3.\nOnly trained volunteers go above the service gallery, because the railings there are original and low.\nSign the tower log on the way up and on the way down."),
    ],
    fixed: {
      files: ['lamp-room-access.md'],
      gone: ['untitled-note-4.md'],
      contains: ['because the railings there are original and low', 'hook 3', 'Sign the tower log on the way up and on the way down'],
      absentLines: ['Only trained volunteers go above the service gallery.'],
    },
  },
  {
    id: 'h17l-md-03-quarry-blast-runbook',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('blast-notice.md', '1. Post the blast notice at the weighbridge 24 hours ahead.\n2. Phone the two farms on Quarry Lane.\n3. Sound the siren three minutes before firing.'),
      mem('blast-notice_copy.md', '1. Post the blast notice at the weighbridge 24 hours ahead.\n2. Phone the two farms on Quarry Lane, since their cattle bolt at the noise.\n3. Sound the siren three minutes before firing.\n4. Sound the all-clear twice.', { modified: OLD }),
    ],
    fixed: {
      files: ['blast-notice.md'],
      gone: ['blast-notice_copy.md'],
      contains: ['since their cattle bolt at the noise', 'Sound the all-clear twice', 'Sound the siren three minutes before firing'],
      absentLines: ['2. Phone the two farms on Quarry Lane.'],
    },
  },
  {
    id: 'h17l-md-04-oyster-grading-yaml',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('oyster-grading.md', 'grading:\n  sizes: No.1 over 90 g, No.2 60-90 g, No.3 under 60 g\n  when: on the rising tide only\n  who: Pia or Quentin', { modified: OLD }),
      mem('oyster-grading-2.md', "grading:\n  sizes: No.1 over 90 g, No.2 60-90 g, No.3 under 60 g\n  when: on the rising tide only, the barge can't reach the trestles at low water\n  who: Pia or Quentin\n  bags: 100 oysters a bag, tagged with the trestle row"),
    ],
    fixed: {
      files: ['oyster-grading.md'],
      gone: ['oyster-grading-2.md'],
      contains: ["the barge can't reach the trestles at low water", '100 oysters a bag, tagged with the trestle row', 'No.3 under 60 g'],
      absentLines: ['when: on the rising tide only'],
    },
  },
  {
    id: 'h17l-md-05-mobile-library-van-height',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('van-height-limits.md', 'Hi all,\nThe library van is 3.4 m tall with the roof vent shut.\nThe Riverside multi-storey is off limits for the van.\nThanks, Quinn'),
      mem('van-height-limits_copy.md', 'Hi all,\nThe library van is 3.4 m tall with the roof vent shut.\nThe Riverside multi-storey is off limits for the van, its barrier is 2.9 m.\nThe Leisure Centre coach bay takes the van.\nThanks, Quinn'),
    ],
    fixed: {
      files: ['van-height-limits.md'],
      gone: ['van-height-limits_copy.md'],
      contains: ['its barrier is 2.9 m', 'The Leisure Centre coach bay takes the van', 'The library van is 3.4 m tall with the roof vent shut'],
      absentLines: ['The Riverside multi-storey is off limits for the van.'],
    },
  },
  {
    id: 'h17l-md-06-mushroom-room-temps',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('grow-room-temps.md', '出菇房温度保持在16–18°C。\n每天早晚各记录一次温度。\n传感器坏了先用手持温度计。', { modified: OLD }),
      mem('grow-room-temps_copy.md', '出菇房温度保持在16–18°C，因为超过20°C菌盖会提前开伞。\n每天早晚各记录一次温度。\n传感器坏了先用手持温度计。\n手持温度计放在三号架中间层。'),
    ],
    fixed: {
      files: ['grow-room-temps.md'],
      gone: ['grow-room-temps_copy.md'],
      contains: ['因为超过20°C菌盖会提前开伞', '手持温度计放在三号架中间层', '每天早晚各记录一次温度'],
      absentLines: ['出菇房温度保持在16–18°C。'],
    },
  },
  {
    id: 'h17l-md-07-cage-handover-finder-copy',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('cage-handover.md', '交更要點清籌碼櫃，兩個人一齊點。\n點完喺交更簿簽名。\n鎖匙交俾下一更主任。', { modified: OLD }),
      mem('cage-handover copy.md', '交更要點清籌碼櫃，兩個人一齊點。\n點完喺交更簿簽名，因為監管局會抽查交更簿。\n鎖匙交俾下一更主任。'),
    ],
    fixed: {
      files: ['cage-handover.md'],
      gone: ['cage-handover copy.md'],
      contains: ['因為監管局會抽查交更簿', '鎖匙交俾下一更主任', '兩個人一齊點'],
      absentLines: ['點完喺交更簿簽名。'],
    },
  },
  {
    id: 'h17l-md-08-ktv-room-cleaning-new-memo',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('room-cleaning.md', '包廂每組客人離開後要消毒麥克風。\n沙發用中性清潔劑擦，不要用酒精。\n點歌平板螢幕用超細纖維布擦。', { modified: OLD }),
      mem('新增備忘錄.md', '包廂每組客人離開後要消毒麥克風，因為衛生局稽查會抽驗。\n沙發用中性清潔劑擦，不要用酒精。\n點歌平板螢幕用超細纖維布擦。'),
    ],
    fixed: {
      files: ['room-cleaning.md'],
      gone: ['新增備忘錄.md'],
      contains: ['因為衛生局稽查會抽驗', '沙發用中性清潔劑擦，不要用酒精', '點歌平板螢幕用超細纖維布擦'],
      absentLines: ['包廂每組客人離開後要消毒麥克風。'],
    },
  },
  {
    id: 'h17l-md-09-kindergarten-pickup',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('pickup-rules.md', '放学接送必须出示接送卡。\n没有接送卡的家长要先打电话给班主任。\n下午五点半后未接的孩子送到值班室。'),
      mem('pickup-rules_copy.md', '放学接送必须出示接送卡。\n没有接送卡的家长要先打电话给班主任确认身份，因为以前出过冒领的事。\n下午五点半后未接的孩子送到值班室。', { modified: OLD }),
    ],
    fixed: {
      files: ['pickup-rules.md'],
      gone: ['pickup-rules_copy.md'],
      contains: ['确认身份，因为以前出过冒领的事', '下午五点半后未接的孩子送到值班室'],
      absentLines: ['没有接送卡的家长要先打电话给班主任。'],
    },
  },
  {
    id: 'h17l-md-10-pilot-boarding-download-dup',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('pilot-boarding.md', '登轮 → 先确认引航梯检验日期\n风力≥7级 → 走直升机登轮\n夜间登轮 → 两人同行', { modified: OLD }),
      mem('pilot-boarding (1).md', '登轮 → 先确认引航梯检验日期，过期的梯子一律拒绝\n风力≥7级 → 走直升机登轮\n夜间登轮 → 两人同行\n对讲机 → 守听12频道'),
    ],
    fixed: {
      files: ['pilot-boarding.md'],
      gone: ['pilot-boarding (1).md'],
      contains: ['过期的梯子一律拒绝', '守听12频道', '夜间登轮 → 两人同行'],
      absentLines: ['登轮 → 先确认引航梯检验日期'],
    },
  },
  {
    id: 'h17l-md-11-two-hall-pianos-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('hall-a-steinway.md', 'The Steinway in Hall A is tuned to A=442 for the orchestra; tune it on the morning of each concert.', { modified: OLD }),
      mem('hall-b-yamaha.md', 'The Yamaha in Hall B is tuned to A=440 for the choir; tune it on the morning of each concert.'),
    ],
    keep: [
      'The Steinway in Hall A is tuned to A=442 for the orchestra; tune it on the morning of each concert.',
      'The Yamaha in Hall B is tuned to A=440 for the choir; tune it on the morning of each concert.',
    ],
    quiet: ['contradiction', 'possible-duplicate', 'outdated'],
  },
  {
    id: 'h17l-md-12-lighthouse-monthly-rotas-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('rota-november.md', 'Ines keeps the November volunteer rota and sends it round by the 25th of October.', { modified: OLD }),
      mem('rota-december.md', 'Piotr keeps the December volunteer rota and sends it round by the 25th of November.'),
    ],
    keep: ['Ines keeps the November volunteer rota and sends it round by the 25th of October.', 'Piotr keeps the December volunteer rota and sends it round by the 25th of November.'],
    quiet: ['contradiction', 'possible-duplicate', 'outdated'],
  },
  {
    id: 'h17l-md-13-quiz-poster-copy-trap',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('poster-copy.md', "Poster copy for the Anchor quiz: 'Think you know it all? Prove it. Every Thursday, 19:30, £2 a head.'"),
      mem('poster-print.md', 'Posters for the Anchor quiz print at A3 on 170 gsm silk, 40 a month, from Ink & Quill on Quay Street.', { modified: OLD }),
    ],
    keep: ["Poster copy for the Anchor quiz: 'Think you know it all? Prove it. Every Thursday, 19:30, £2 a head.'", 'Posters for the Anchor quiz print at A3 on 170 gsm silk, 40 a month, from Ink & Quill on Quay Street.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 'h17l-md-14-mushroom-two-rooms-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('shiitake-room.md', '香菇房湿度保持在85%，每天喷水两次。', { modified: OLD }),
      mem('oyster-mushroom-room.md', '平菇房湿度保持在90%，每天喷水三次。'),
    ],
    keep: ['香菇房湿度保持在85%，每天喷水两次。', '平菇房湿度保持在90%，每天喷水三次。'],
    quiet: ['contradiction', 'possible-duplicate', 'outdated'],
  },
  {
    id: 'h17l-md-15-library-season-checklists-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('checklist.md', '夏季出車檢查：\n- 冷氣濾網\n- 防曬窗簾\n- 飲水機補水', { modified: OLD }),
      mem('checklist_copy.md', '冬季出車檢查（合歡山線）：\n- 暖氣出風口\n- 雪鏈\n- 擋風玻璃除霧'),
    ],
    keep: ['夏季出車檢查：', '- 防曬窗簾', '冬季出車檢查（合歡山線）：', '- 雪鏈'],
    quiet: ['contradiction', 'possible-duplicate', 'outdated'],
  },
  {
    id: 'h17l-md-16-cage-floats-by-floor-trap',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('cage-float-main-floor.md', '主場籌碼櫃底數 HK$2,000,000，每朝六點點數。', { modified: OLD }),
      mem('cage-float-vip.md', 'VIP 廳籌碼櫃底數 HK$5,000,000，每朝六點點數。'),
    ],
    keep: ['主場籌碼櫃底數 HK$2,000,000，每朝六點點數。', 'VIP 廳籌碼櫃底數 HK$5,000,000，每朝六點點數。'],
    quiet: ['contradiction', 'possible-duplicate', 'outdated'],
  },
];

// ---------------------------------------------------------------------------------------------
// captures
// ---------------------------------------------------------------------------------------------

const CP01 = "Please remember that the Bösendorfer at St Ita's needs the long tuning hammer, the short one slips on its pins.";
const CP03 = 'Ines asked me to remember that the fog-signal test goes in the red binder, not on the tablet.';
const CP05 = 'Remember that the quiz at The Anchor starts at 19:30 and Quentin brings the buzzer kit.';
const CP07 = 'remember our van is 3.4 m high with the vent shut so the riverside multi-storey is out for us';
const CP09A = 'Remember that the malaxer never goes above 27 °C for the cold-pressed batches.';
const CP09B = 'Also remember the DOP certificate number is IT-DOP-0457.';
const CP10 = '请记住：引航员登轮前一定要确认 pilot ladder 的检验日期。';
const CP11 = 'Remember: never hand the master key to contractors, they sign out the day key at reception.';

const CAPTURES: QualityCase[] = [
  {
    id: 'h17l-cp-01-piano-long-hammer',
    category: 'captures',
    lang: 'en',
    memories: [mem('tuner-van-stock.md', 'The van carries spare bass strings in gauges 17 to 21.', { modified: OLD })],
    said: [{ day: '2026-11-20', text: CP01 }],
    fixed: { contains: ['long tuning hammer', 'Bösendorfer'] },
    maxCreated: 1,
    forbid: [...cut(CP01), 'Avoid this'],
  },
  {
    id: 'h17l-cp-02-cage-vip-limit',
    category: 'captures',
    lang: 'zh',
    memories: [mem('cage-shift-times.md', '籌碼櫃三班制：朝六、下晝兩點、夜晚十點交更。', { modified: OLD })],
    said: [{ day: '2026-11-20', text: '記住：VIP 廳籌碼兌換上限係每晚 HK$500,000，超過要打俾值班經理。' }],
    fixed: { contains: ['HK$500,000', '值班經理'] },
    maxCreated: 1,
  },
  {
    id: 'h17l-cp-03-lighthouse-reported-red-binder',
    category: 'captures',
    lang: 'en',
    memories: [mem('fog-signal-kit.md', 'The fog signal runs off the Atlas compressor in the engine house.', { modified: OLD })],
    logs: { '2026-11-20': ['Checked the fog signal compressor, oil level fine.', CP03, 'Gallery door sticks in the wet again.'] },
    fixed: { contains: ['red binder', 'fog-signal test'] },
    maxCreated: 1,
    forbid: [...cut(CP03), 'Avoid this'],
  },
  {
    id: 'h17l-cp-04-mushroom-reported-filter',
    category: 'captures',
    lang: 'zh',
    memories: [mem('humidifier-models.md', '二号菇房用的是超声波加湿器，型号 HX-300。', { modified: OLD })],
    logs: { '2026-11-21': ['巡房：三号房菌丝长势正常。', '老周让我记住：二号菇房加湿器的滤网每十天换一次，备件在仓库B架。', '送货两车，已签收。'] },
    fixed: { contains: ['滤网每十天换一次', '仓库B架'] },
    maxCreated: 1,
  },
  {
    id: 'h17l-cp-05-quiz-noisy-one-request',
    category: 'captures',
    lang: 'en',
    memories: [mem('quiz-venues.md', 'The company runs quizzes at The Anchor, The Jolly Ketch and the Quarrymen Arms.', { modified: OLD })],
    said: [
      { day: '2026-11-20', text: 'remember remember the the buzzer ok ok lol' },
      { day: '2026-11-20', text: "[19:02:11] WARN session.remember=false; don't retry" },
      { day: '2026-11-20', text: 'nvm' },
      { day: '2026-11-20', text: CP05 },
      { day: '2026-11-20', text: "don't don't don't" },
    ],
    fixed: { contains: ['19:30', 'buzzer kit'] },
    maxCreated: 1,
    forbid: [...cut(CP05), 'session.remember=false'],
  },
  {
    id: 'h17l-cp-06-ktv-noisy-lyrics-one-request',
    category: 'captures',
    lang: 'zh',
    memories: [mem('ktv-branches.md', 'Koala KTV 有中山店和西門店兩家。', { modified: OLD })],
    said: [
      { day: '2026-11-21', text: '不要不要 記住 記住 la la la 不要走' },
      { day: '2026-11-21', text: '記住我的臉 不要哭（副歌）記住 記住' },
      { day: '2026-11-21', text: 'ok 那個 那個 不要 button' },
      { day: '2026-11-21', text: '請記住：中山店點歌系統的管理密碼每月一號更換，要找 Kiki 拿。' },
    ],
    fixed: { contains: ['管理密碼', 'Kiki'] },
    maxCreated: 1,
    forbid: ['記住我的臉', '不要走', 'button'],
  },
  {
    id: 'h17l-cp-07-library-van-height-lowercase',
    category: 'captures',
    lang: 'en',
    memories: [mem('van-timetable.md', 'The van visits Quarry Vale, Kilnsey and Ivybridge Green every week.', { modified: OLD })],
    said: [{ day: '2026-11-19', text: CP07 }],
    fixed: { contains: ['3.4 m', 'riverside multi-storey'] },
    maxCreated: 1,
    forbid: [...cut(CP07), 'Avoid this'],
  },
  {
    id: 'h17l-cp-08-jewellery-one-known-one-new',
    category: 'captures',
    lang: 'zh',
    memories: [mem('pearl-restringing.md', '客人送修的珍珠项链一律重新穿线。', { modified: OLD })],
    said: [
      { day: '2026-11-20', text: '记住，珍珠项链送修都要重新穿线。' },
      { day: '2026-11-20', text: '还有，记住：铂金戒指改圈只交给林师傅做。' },
    ],
    fixed: { contains: ['林师傅', '铂金戒指改圈'] },
    maxCreated: 1,
    keep: ['客人送修的珍珠项链一律重新穿线。'],
  },
  {
    id: 'h17l-cp-09-olive-press-two-requests',
    category: 'captures',
    lang: 'en',
    memories: [mem('olive-press-line.md', 'The press line is a two-phase decanter fed from the hopper in bay 2.', { modified: OLD })],
    said: [
      { day: '2026-11-22', text: CP09A },
      { day: '2026-11-22', text: CP09B },
    ],
    fixed: { contains: ['malaxer', 'IT-DOP-0457'] },
    maxCreated: 2,
    forbid: [...cut(CP09A), ...cut(CP09B)],
  },
  {
    id: 'h17l-cp-10-pilot-ladder-code-switch',
    category: 'captures',
    lang: 'zh',
    memories: [mem('pilot-station-boats.md', '引航站有两艘引航艇：海鸥号和鲸湾号。', { modified: OLD })],
    said: [{ day: '2026-11-20', text: CP10 }],
    fixed: { contains: ['pilot ladder', '检验日期'] },
    maxCreated: 1,
    forbid: [...cut(CP10), 'Avoid this'],
  },
  {
    id: 'h17l-cp-11-ice-rink-master-key',
    category: 'captures',
    lang: 'en',
    memories: [mem('rink-keys.md', 'Reception holds the key cabinet; the duty manager has the cabinet key.', { modified: OLD })],
    said: [{ day: '2026-11-21', text: CP11 }],
    fixed: { contains: ['master key', 'day key'] },
    maxCreated: 1,
    forbid: cut(CP11),
  },
  {
    id: 'h17l-cp-12-zamboni-already-known-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('zamboni-blade.md', 'The Zamboni blade is changed every 80 resurfacings.', { modified: OLD })],
    said: [{ day: '2026-11-20', text: 'remember the zamboni blade gets changed every 80 resurfacings' }],
    maxCreated: 0,
    keep: ['The Zamboni blade is changed every 80 resurfacings.'],
  },
  {
    id: 'h17l-cp-13-conservation-questions-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('conservation-lab-rh.md', 'The paper conservation studio is held at 50 % RH and 19 °C.', { modified: OLD })],
    said: [
      { day: '2026-11-20', text: 'do you remember where the lens cloths went?' },
      { day: '2026-11-20', text: "I don't remember the vault PIN, it's in the ops doc anyway" },
      { day: '2026-11-20', text: 'ok thanks' },
    ],
    maxCreated: 0,
    keep: ['The paper conservation studio is held at 50 % RH and 19 °C.'],
  },
  {
    id: 'h17l-cp-14-jukebox-commit-paste-trap',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('jukebox-stack.md', "The jazz club's jukebox app is a Vite front end over a small Express API.", { modified: OLD })],
    said: [
      { day: '2026-11-21', text: 'git commit -m "remember scroll position on the playlist page; don\'t reset it on refresh"' },
      { day: '2026-11-21', text: "TODO(remember): don't hardcode the venue id in jukebox.ts" },
    ],
    maxCreated: 0,
    keep: ["The jazz club's jukebox app is a Vite front end over a small Express API."],
  },
  {
    id: 'h17l-cp-15-ktv-lyrics-only-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('song-db-vendor.md', '點歌資料庫由金嗓公司提供，每季更新一次。', { modified: OLD })],
    said: [
      { day: '2026-11-21', text: '不要走 記住我 不要哭 la la la' },
      { day: '2026-11-21', text: '不要 不要 不要' },
      { day: '2026-11-21', text: '記住 記住 記住 記住' },
      { day: '2026-11-21', text: 'la la 記住我 不要忘記我 (x3)' },
    ],
    maxCreated: 0,
    keep: ['點歌資料庫由金嗓公司提供，每季更新一次。'],
  },
  {
    id: 'h17l-cp-16-cage-cantonese-chatter-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('staff-card-rules.md', '入籌碼櫃範圍一定要戴員工證。', { modified: OLD })],
    said: [
      { day: '2026-11-20', text: '記唔記得上次邊個返夜更？' },
      { day: '2026-11-20', text: '唔好講住，等陣先' },
      { day: '2026-11-20', text: '我唔記得咗帶員工證😅' },
    ],
    maxCreated: 0,
    keep: ['入籌碼櫃範圍一定要戴員工證。'],
  },
  {
    id: 'h17l-cp-17-ktv-minimum-already-known-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('room-minimum-spend.md', '中山店包廂最低消費每人 NT$400。', { modified: OLD })],
    said: [{ day: '2026-11-22', text: '記得喔：中山店包廂最低消費每人 NT$400。' }],
    maxCreated: 0,
    keep: ['中山店包廂最低消費每人 NT$400。'],
  },
  {
    id: 'h17l-cp-18-parking-log-salad-trap',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('garage-barrier-vendor.md', '停车场道闸由捷顺维护，报修电话在值班室白板上。', { modified: OLD })],
    said: [
      { day: '2026-11-20', text: '记住 的 的 token 不要 那个 ok ok' },
      { day: '2026-11-20', text: 'ERROR 不要重试 retry=3 记住token=null' },
      { day: '2026-11-20', text: '不要 记住 不要 记住 不要' },
    ],
    maxCreated: 0,
    keep: ['停车场道闸由捷顺维护，报修电话在值班室白板上。'],
  },
];

// ---------------------------------------------------------------------------------------------
// index
// ---------------------------------------------------------------------------------------------

/** Pointers every index case keeps in MEMORY.md: the padding's user and feedback memories. */
const PAD_KEEP = ['editor-setup.md', 'working-hours.md', 'answer-style.md', 'test-names.md'];

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;

const MUSH_EVENTS = ['flush started', 'pins showing', 'caps opened early', 'picked clean', 'casing layer watered', 'CO2 alarm tripped and reset', 'trays rotated', 'new spawn delivered'];
const mushDiary = diary('2026-08-03', 2, Array.from({ length: 44 }, (_, i) => `Room ${(i % 4) + 1}: ${pick(MUSH_EVENTS, i)}, ${20 + ((i * 7) % 31)} kg picked.`), (d, s) => `${d} — ${s}`);
const MUSH_A = mushDiary[3]!;
const MUSH_B = mushDiary[24]!;

const CAGE_EVENTS = ['夜更點數無差異', '早更發現 HK$500 差額，已查明係入錯數', '監管局抽查交更簿', '補充籌碼 HK$300,000', 'VIP 廳退籌碼延誤二十分鐘', '保安裝咗新密碼鎖', '點鈔機送去校準', '主任培訓新同事'];
const cageDiary = diary('2026-08-10', 2, Array.from({ length: 40 }, (_, i) => `${pick(CAGE_EVENTS, i)}（${(i % 3) + 1} 號櫃）`), (d, s) => `${d}：${s}`);

const lighthouseNotes = [
  '## Keeper notes',
  '2026-09-02 — lens turned by hand for the visitors, 12 turns.',
  '2026-09-09 — gallery railings painted, east side only.',
  '2026-09-16 — the Atlas compressor serviced by Quayle Engineering.',
  '2026-09-23 — 41 visitors on the open day.',
  '2026-09-30 — storm shutters checked, two hinges renewed in bronze.',
  '2026-10-07 — tower log binder full, a new one started.',
  '2026-10-14 — bird strike on the lantern glass, no crack.',
  '2026-10-21 — the Trust meeting set the open day budget at £600.',
  '2026-10-28 — rope on the flagpole frayed, spare in the oil store.',
  'Visitors keep asking for the lens history leaflet; Ines is drafting a second edition with the 1891 photographs.',
  'The cottage boiler is temperamental in a north-easterly; bleed the top radiator first.',
];

const pilotNotes = [
  '## 值班随记',
  '2026-09-03：海鸥号主机保养完毕。',
  '2026-09-10：鲸湾号雷达重新校准。',
  '2026-09-17：台风过境，引航暂停十四小时。',
  '2026-09-24：新引航员小邱开始跟班。',
  '2026-10-01：节日期间夜间引航增加一班。',
  '2026-10-08：直升机登轮演练一次，用时二十二分钟。',
  '2026-10-15：三号锚地水深复测，结果与海图一致。',
  '2026-10-22：对讲机电池全部更新。',
  '港务局希望引航记录在每月五号前报送，格式用港务局提供的模板，模板在共享盘“报表”文件夹。',
  '夜班补贴的标准还在和工会谈。',
];

const QUIZ_PARAS = Array.from({ length: 28 }, (_, i) => {
  const n = i + 1;
  const d = day('2026-06-04', i * 7);
  return `Round ${n} debrief (${d}): the Anchor room was ${60 + (n % 5) * 5} % full, the picture round took ${9 + (n % 4)} minutes longer than planned because the printer in the back office jammed twice and Quentin had to reprint the answer sheets on the bar's receipt printer, which nobody could read; the music round went well, the ${['Motown', 'Britpop', 'jazz standards', 'film scores'][n % 4]} clips landed, although two teams complained that the speaker on the left of the stage crackled whenever the volume went above three quarters; the tiebreak was a nearest-number question about the length of the Severn and was won by a team called ${['Quizteama Aguilera', 'Les Quizerables', 'The Quizzly Bears', 'Agatha Quiztie'][n % 4]}, who take the £${40 + n} bar tab; the host asked for a second microphone, a longer extension lead and a spare set of answer pens for the next round, and the landlord wants the scores on the chalkboard before last orders at 22:45 so that the regulars can see the league table before they go home.`;
});
const QUIZ_A = QUIZ_PARAS[0]!.slice(0, 80);

const rinkNotes = ['## Loose notes', ...Array.from({ length: 40 }, (_, i) => `- ${['compressor 2 hums above 60 % load', 'skate sharpener needs a new wheel', 'lost-property box full of gloves', 'dasher board 14 loose', 'lobby heater trips the breaker', 'hockey nets re-laced', 'ice paint low: white 3 tins, red 1 tin', 'rental skates size 38 all out'][i % 8]} (${day('2026-08-01', i * 2)})`)];
const RINK_A = rinkNotes[1]!.slice(2);
const RINK_B = rinkNotes[20]!.slice(2);

const KTV_EVENTS = ['投影機燈泡壽命到了，已叫修', '冷氣漏水，廠商下午來', '麥克風接收器重新配對', '點歌平板當機兩次', '包廂門把鬆了', '排風扇聲音很大', '沙發皮破一個洞', '音響擴大機過熱'];
const ktvDiary = diary('2026-08-05', 2, Array.from({ length: 45 }, (_, i) => `${(i % 9) + 1} 號包廂${pick(KTV_EVENTS, i)}`), (d, s) => `- ${d.replace(/-/g, '/')} ${s}`);

const laundryNotes = [
  'Notes:',
  '2026-10-01 Jurong outlet: washer 6 drum bearing noisy, engineer booked.',
  '2026-10-04 Kilburn outlet: change machine emptied, £312.40.',
  '2026-10-08 Jurong outlet: detergent dispenser refilled with the unscented one.',
  '2026-10-11 Islington outlet: dryer 3 door seal cracked.',
  '2026-10-15 Kilburn outlet: card reader firmware 4.2 installed.',
  '2026-10-19 Islington outlet: lint traps cleaned by the night attendant.',
  '2026-10-22 Jurong outlet: flood sensor test passed.',
  '2026-10-26 Kilburn outlet: loyalty cards reprinted, 500 of them.',
  '2026-10-29 Islington outlet: coin mech on washer 2 jammed with a washer-shaped token.',
];

const kgNotes = [
  '## 园务备忘',
  '这学期的家长开放日定在十二月第二周，具体哪天等园长和街道确认后再通知，各班先准备一个五分钟的小节目，节目单周五前交到教务处，服装尽量用园里已有的，不要让家长额外花钱。',
  '保健室的体温枪一共四把，两把放门口晨检，一把放保健室，一把给户外活动的老师带着，用完放回原处，电池在保健室抽屉左边，没电了就换，不要等到晨检的时候才发现。',
  '食堂的菜单每周五下午贴在公告栏，过敏儿童的替代餐由食堂张师傅单独做，如果有新的过敏情况，班主任要当天告诉保健老师和张师傅，不能只在班级群里说一句。',
  '午睡室的空调温度统一设在二十六度，冬天开暖风也不要超过二十四度，值午睡的老师每半小时巡一次床，发现孩子踢被子要帮忙盖好。',
  '户外活动前检查滑梯和秋千的螺丝，发现松动立刻拉警戒线并报后勤，后勤电话贴在每个班的门后。',
];

const QUARRY_POINTS = ['东坡3号台阶', '东坡4号台阶', '北坡1号台阶', '北坡2号台阶', '西坡5号台阶'];
const quarryTable = ['| 日期 | 爆破点 | 装药量 |', '| --- | --- | --- |', ...Array.from({ length: 30 }, (_, i) => `| ${day('2026-08-04', i * 2)} | ${pick(QUARRY_POINTS, i)} | ${380 + ((i * 13) % 90)}kg |`)];
const QUARRY_ROW = quarryTable[2]!;

const INDEX: QualityCase[] = [
  {
    id: 'h17l-ix-01-mushroom-diary-in-index',
    category: 'index',
    lang: 'en',
    memories: [
      mem('picker-shift-prefs.md', 'The user runs the night picking shift and reads everything on a phone.', { type: 'user' }),
      mem('substrate-supplier.md', 'Straw pellets come from Nettlebed Mills, 40 bags a fortnight.'),
    ],
    extraMemories: 150,
    indexNotes: ['## Diary', ...mushDiary],
    fixed: { contains: [MUSH_A, MUSH_B], indexAbsent: [MUSH_A, MUSH_B], indexMaxLines: 200, indexContains: ['project-fact-150.md', 'project-fact-001.md', 'substrate-supplier.md'] },
    keep: [MUSH_A, MUSH_B],
    indexKeep: ['picker-shift-prefs.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-02-cage-diary-in-index',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('shift-lead-prefs.md', '用戶係夜更主任，鍾意用廣東話傾偈。', { type: 'user' }),
      mem('cage-float-limits.md', '每個籌碼櫃底數上限 HK$3,000,000。'),
    ],
    extraMemories: 155,
    indexNotes: cageDiary,
    fixed: { contains: [cageDiary[1]!, cageDiary[30]!], indexAbsent: [cageDiary[1]!, cageDiary[30]!], indexMaxLines: 200, indexContains: ['project-fact-155.md', 'cage-float-limits.md'] },
    keep: [cageDiary[1]!, cageDiary[30]!],
    indexKeep: ['shift-lead-prefs.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-03-lighthouse-over-after-notes',
    category: 'index',
    lang: 'en',
    memories: [
      mem('keeper-prefs.md', 'The user is the duty keeper and prefers plain British English.', { type: 'user' }),
      mem('reply-format-keeper.md', 'Answer the keeper in short numbered steps.', { type: 'feedback' }),
    ],
    extraMemories: 205,
    indexNotes: lighthouseNotes,
    fixed: { contains: [lighthouseNotes[3]!, lighthouseNotes[11]!], indexAbsent: [lighthouseNotes[3]!, lighthouseNotes[11]!], indexMaxLines: 200 },
    keep: [lighthouseNotes[3]!, lighthouseNotes[11]!],
    indexKeep: ['keeper-prefs.md', 'reply-format-keeper.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-04-pilot-over-after-notes',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('pilot-user-prefs.md', '用户是引航站调度员，习惯用中文交流。', { type: 'user' }),
      mem('radio-feedback.md', '回复调度员时先给结论，再给理由。', { type: 'feedback' }),
    ],
    extraMemories: 210,
    indexNotes: pilotNotes,
    fixed: { contains: [pilotNotes[3]!, pilotNotes[9]!], indexAbsent: [pilotNotes[3]!, pilotNotes[9]!], indexMaxLines: 200 },
    keep: [pilotNotes[3]!, pilotNotes[9]!],
    indexKeep: ['pilot-user-prefs.md', 'radio-feedback.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-05-quiz-paragraphs-over-chars',
    category: 'index',
    lang: 'en',
    memories: [mem('quiz-host-prefs.md', 'The user hosts the Anchor quiz and writes the rounds on a laptop.', { type: 'user' })],
    extraMemories: 40,
    indexNotes: QUIZ_PARAS,
    fixed: { contains: [QUIZ_A], indexAbsent: [QUIZ_A], indexMaxChars: 25000, indexContains: ['project-fact-040.md', 'project-fact-001.md'] },
    keep: [QUIZ_PARAS[0]!, QUIZ_PARAS[27]!],
    indexKeep: ['quiz-host-prefs.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-06-rink-loose-bullets',
    category: 'index',
    lang: 'en',
    memories: [mem('rink-manager-tone.md', 'Keep messages to the rink manager short and lead with the number.', { type: 'feedback' })],
    extraMemories: 160,
    indexNotes: rinkNotes,
    fixed: { contains: [RINK_A, RINK_B], indexAbsent: [RINK_A, RINK_B], indexMaxLines: 200, indexContains: ['project-fact-160.md'] },
    keep: [RINK_A, RINK_B],
    indexKeep: ['rink-manager-tone.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-07-ktv-dated-bullets',
    category: 'index',
    lang: 'zh',
    memories: [mem('ktv-reply-style.md', '回覆店長時用繁體中文，先講結論。', { type: 'feedback' })],
    extraMemories: 150,
    indexNotes: ['## 包廂維修紀錄', ...ktvDiary],
    fixed: { contains: [ktvDiary[0]!.slice(2), ktvDiary[40]!.slice(2)], indexAbsent: [ktvDiary[0]!.slice(2), ktvDiary[40]!.slice(2)], indexMaxLines: 200, indexContains: ['project-fact-150.md'] },
    keep: [ktvDiary[0]!, ktvDiary[40]!],
    indexKeep: ['ktv-reply-style.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-08-laundromat-slightly-over',
    category: 'index',
    lang: 'en',
    memories: [
      mem('franchise-owner.md', 'The user owns three Lather & Line outlets: Jurong, Kilburn and Islington.', { type: 'user' }),
      mem('reply-length-owner.md', 'Keep replies to the franchise owner under five sentences.', { type: 'feedback' }),
    ],
    extraMemories: 182,
    indexNotes: laundryNotes,
    fixed: { contains: [laundryNotes[2]!, laundryNotes[9]!], indexAbsent: [laundryNotes[2]!, laundryNotes[9]!], indexMaxLines: 200, indexContains: ['project-fact-182.md', 'project-fact-001.md'] },
    keep: [laundryNotes[2]!, laundryNotes[9]!],
    indexKeep: ['franchise-owner.md', 'reply-length-owner.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-09-kindergarten-paragraphs',
    category: 'index',
    lang: 'zh',
    memories: [mem('kg-teacher-prefs.md', '用户是大班的班主任，习惯在平板上看回复。', { type: 'user' })],
    extraMemories: 186,
    indexNotes: kgNotes,
    fixed: { contains: [kgNotes[2]!.slice(0, 40), kgNotes[5]!.slice(0, 30)], indexAbsent: [kgNotes[2]!.slice(0, 40), kgNotes[5]!.slice(0, 30)], indexMaxLines: 200, indexContains: ['project-fact-186.md'] },
    keep: [kgNotes[2]!, kgNotes[5]!],
    indexKeep: ['kg-teacher-prefs.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-10-quarry-table',
    category: 'index',
    lang: 'zh',
    memories: [mem('quarry-safety-officer.md', '用户是采石场安全员，负责签爆破记录。', { type: 'user' })],
    extraMemories: 170,
    indexNotes: ['## 爆破记录', ...quarryTable],
    fixed: { contains: [QUARRY_ROW, quarryTable[31]!], indexAbsent: [QUARRY_ROW, quarryTable[31]!], indexMaxLines: 200, indexContains: ['project-fact-170.md'] },
    keep: [QUARRY_ROW, quarryTable[31]!],
    indexKeep: ['quarry-safety-officer.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-11-oyster-under-limit-trap',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('oyster-user.md', 'The user manages the trestles at the Quoile estuary farm.', { type: 'user' })],
    extraMemories: 100,
    indexNotes: ['## Tide notes', ...diary('2026-09-01', 3, ['spring tide, trestles dry for 3 hours', 'neap tide, barge only', 'sea lice count low', 'bags turned on rows 1-12', 'bags turned on rows 13-24', 'storm, no harvest', 'grading day, 14 bags of No.1', 'samples sent to the lab', 'lab results clear', 'new seed from Jersey', 'rows 25-30 restocked', 'frost on the slipway'], (d, s) => `${d}: ${s}`)],
    keep: ['2026-09-01: spring tide, trestles dry for 3 hours', `${day('2026-09-01', 33)}: frost on the slipway`],
    indexKeep: ['oyster-user.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-12-piano-near-limit-trap',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('tuner-user.md', 'The user is a piano tuner who works across three counties.', { type: 'user' })],
    extraMemories: 150,
    indexNotes: ['Jobs log:', ...diary('2026-10-01', 2, ['St Ita\'s, Bösendorfer, pitch raise', 'Mrs Quayle, Kemble upright', 'Jubilee Hall, Steinway B', 'Ivybridge school, three uprights', 'Orchard House, Blüthner', 'Kilnsey chapel, harmonium check', 'Pennant Arts, Yamaha C3', 'Mr Ng, Petrof upright', 'Quarry Vale church, Broadwood', 'Lantern Theatre, Kawai', 'Mrs Ivanova, Bechstein', 'Moss Lane studio, Fazioli', 'Ingleby school, two uprights', 'Nettlebed hall, Steinway O', 'Oakfield care home, Kemble'], (d, s) => `- ${d} ${s}`)],
    keep: ['Jobs log:', `- ${day('2026-10-01', 2)} Mrs Quayle, Kemble upright`],
    indexKeep: ['tuner-user.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-13-kayak-external-link-trap',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('kayak-launch-rules.md', 'Rental kayaks launch from the north slipway only.')],
    extraMemories: 60,
    indexNotes: ['## Outside links', '- [Tide tables for Kells Bay](https://tides.example.org/kells-bay) (external, not a memory)', '- [Coastguard notices](https://coastguard.example.org/notices)'],
    keep: ['- [Tide tables for Kells Bay](https://tides.example.org/kells-bay) (external, not a memory)', '- [Coastguard notices](https://coastguard.example.org/notices)'],
    indexKeep: ['https://tides.example.org/kells-bay', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-14-mushroom-paragraphs-under-trap',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('mushroom-owner.md', '用户是蘑菇谷菌业的老板，关心每个菇房的产量。', { type: 'user' })],
    extraMemories: 80,
    indexNotes: ['## 说明', '这份索引只列记忆文件；每天的采收数字在生产日报里，不要抄进来。', '菇房编号按进门顺序，一号房离门最近，五号房在最里面靠锅炉房。'],
    keep: ['这份索引只列记忆文件；每天的采收数字在生产日报里，不要抄进来。', '菇房编号按进门顺序，一号房离门最近，五号房在最里面靠锅炉房。'],
    indexKeep: ['mushroom-owner.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-15-night-market-notes-under-trap',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('market-office-user.md', '用戶是夜市管理處的行政，習慣用繁體中文。', { type: 'user' })],
    extraMemories: 140,
    indexNotes: ['## 攤位異動', ...diary('2026-09-01', 4, ['A12 蚵仔煎攤主交給兒子', 'B03 果汁攤暫停營業', 'C07 新增烤玉米', 'A01 臭豆腐加大攤位', 'B15 滷味攤加裝抽風機', 'C02 射氣球暫停', 'A08 牛排延長營業到一點', 'B09 雞蛋糕新攤', 'C11 彈珠台檢查通過', 'A05 珍奶攤新招牌掛上', 'B21 麻糬新攤', 'C14 撈金魚暫停', 'A17 胡椒餅新攤', 'B04 烤魷魚檢查通過', 'C19 夾娃娃機移除', 'A20 豆花新攤', 'B11 炸雞排延長營業', 'C03 套圈圈新攤', 'A09 滷肉飯檢查通過'], (d, s) => `- ${d}：${s}`)],
    keep: ['## 攤位異動', `- ${day('2026-09-01', 8)}：C07 新增烤玉米`],
    indexKeep: ['market-office-user.md', ...PAD_KEEP],
  },
  {
    id: 'h17l-ix-16-cage-dated-notes-under-trap',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('cage-supervisor.md', '用戶係籌碼櫃主任，負責交更簽名。', { type: 'user' })],
    extraMemories: 30,
    indexNotes: ['2026-10-02：監管局抽查交更簿，冇問題。', '2026-10-16：點鈔機校準完成。', '2026-10-30：新同事阿俊開始跟更。', '2026-11-06：VIP 廳加開一個櫃位。'],
    keep: ['2026-10-02：監管局抽查交更簿，冇問題。', '2026-11-06：VIP 廳加開一個櫃位。'],
    indexKeep: ['cage-supervisor.md', ...PAD_KEEP],
  },
];

// ---------------------------------------------------------------------------------------------
// hooks
// ---------------------------------------------------------------------------------------------

const HOOKS: QualityCase[] = [
  {
    id: 'h17l-hk-01-piano-regulation-hook',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('action-regulation.md', 'Grand actions are regulated after the tuning, never before.', {
        description: 'order of tuning and regulation on grands',
        hook: 'grand actions regulated after tuning, never before; let-off 2 mm and drop 3 mm on the Steinways; regulation billed separately at €90 an hour; ugh this took forever to work out, see my notes somewhere',
      }),
    ],
    fixed: { contains: ['let-off', '€90'] },
    forbid: ['ugh this took forever', 'see my notes somewhere'],
    keep: ['Grand actions are regulated after the tuning, never before.'],
  },
  {
    id: 'h17l-hk-02-lighthouse-fog-long-sentence',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('fog-signal-tests.md', 'The fog signal is tested on the first day of each month.', {
        description: 'monthly fog signal test',
        hook: "Fog signal tests happen on the first day of each month, the compressor is warmed for 10 minutes first, and the keeper calls the harbour office on VHF 14 before sounding it, and honestly it's the loudest thing you'll ever hear",
      }),
    ],
    fixed: { contains: ['10 minutes', 'VHF 14'] },
    forbid: ["loudest thing you'll ever hear"],
    keep: ['The fog signal is tested on the first day of each month.'],
  },
  {
    id: 'h17l-hk-03-laundromat-singlish-hook',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('coin-jams.md', 'Coin jams in the Electrolux washers are cleared from the back panel.', {
        description: 'clearing coin jams',
        hook: 'coin jam lah, clear from back panel, key in the blue tin at Jurong outlet, spare coin mechs from Kwong Hup at 6288 1204, confirm plus chop the customer will kena complain if you take too long one',
      }),
    ],
    fixed: { contains: ['blue tin', '6288 1204'] },
    forbid: ['confirm plus chop', 'kena complain'],
    keep: ['Coin jams in the Electrolux washers are cleared from the back panel.'],
  },
  {
    id: 'h17l-hk-04-quilt-shop-arrows',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('batting-reorder.md', 'Cotton batting is reordered by the roll.', {
        description: 'reordering cotton batting',
        hook: 'batting -> reorder at 20 rolls -> supplier Quilton Mills, acct 88-1204 -> delivery takes 9 working days -> whatever, Maud knows the rest, just ask her I guess',
      }),
    ],
    fixed: { contains: ['20 rolls', '88-1204', '9 working days'] },
    forbid: ['just ask her I guess', 'whatever,'],
    keep: ['Cotton batting is reordered by the roll.'],
  },
  {
    id: 'h17l-hk-05-ice-depth-facts-already-there',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('ice-depth-checks.md', 'Ice depth is drilled and measured at nine points every Monday morning.\nTarget depth is 32 mm; under 28 mm the rink closes.\nReadings go on the clipboard by the Zamboni bay.', {
        description: 'weekly ice depth checks',
        hook: 'Ice depth checks: drilled and measured at nine points every Monday morning, target depth 32 mm, under 28 mm the rink closes, readings go on the clipboard by the Zamboni bay',
      }),
    ],
    fixed: { indexAbsent: ['readings go on the clipboard by the Zamboni bay'] },
    keep: ['Ice depth is drilled and measured at nine points every Monday morning.', 'Target depth is 32 mm; under 28 mm the rink closes.', 'Readings go on the clipboard by the Zamboni bay.'],
  },
  {
    id: 'h17l-hk-06-mushroom-sterilisation-zh',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('sterilisation-cycle.md', '菌包灭菌用二号高压锅。', {
        description: '菌包灭菌流程',
        hook: '灭菌流程：二号高压锅，121°C保持90分钟，冷却到40°C以下才能出锅接种，每锅最多装180包，温度记录贴在锅边的夹子上，压力表每半年送检一次，送检单在办公室抽屉里，接种室的紫外灯要提前半小时打开，锅盖密封圈每月检查一次，这个真的很重要！！！别再忘了啊啊啊',
      }),
    ],
    fixed: { contains: ['121°C保持90分钟', '40°C以下', '180包'] },
    forbid: ['别再忘了啊啊啊', '这个真的很重要', '90分钟.', '180包.', '抽屉里.'],
    keep: ['菌包灭菌用二号高压锅。'],
  },
  {
    id: 'h17l-hk-07-ktv-audio-tw',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('room-audio.md', '包廂音響由外場領班負責。', {
        description: '包廂音響的負責人',
        hook: '包廂音響：麥克風電池每晚開店前全部換新，備用電池放在櫃台第二格抽屜，混音器主音量不要超過-6dB，壞掉的麥克風貼紅色膠帶送維修，維修單交給外場領班簽名後放進維修箱，打烊後由領班把全部麥克風測一輪並寫在音響本上，音響本放在櫃台下面的籃子裡（拜託大家配合一下 感恩🙏🙏）',
      }),
    ],
    fixed: { contains: ['第二格抽屜', '-6dB', '紅色膠帶'] },
    forbid: ['拜託大家配合一下', '🙏', '第二格抽屜.', '紅色膠帶送維修.'],
    keep: ['包廂音響由外場領班負責。'],
  },
  {
    id: 'h17l-hk-08-cage-vault-cantonese',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('vault-code-rotation.md', '夾萬密碼由財務部管理。', {
        description: '夾萬密碼點樣管',
        hook: '夾萬密碼：每月1號轉，新密碼要搵Ada攞，唔好send落WhatsApp group，轉完要喺登記簿寫低時間同埋兩個人簽名，登記簿擺喺主任房第一個櫃桶，轉密碼嗰陣保安要喺門口企住，登記簿每季交財務部核對，其實都幾煩下㗎但冇計喇，大家忍下啦',
      }),
    ],
    fixed: { contains: ['每月1號轉', 'Ada', '兩個人簽名'] },
    forbid: ['其實都幾煩下', '大家忍下啦', '兩個人簽名.'],
    keep: ['夾萬密碼由財務部管理。'],
  },
  {
    id: 'h17l-hk-09-pilot-night-boarding-already-there',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('night-boarding.md', '夜间登轮必须两人同行。\n登轮前确认引航梯检验日期。\n对讲机守听12频道。', {
        description: '夜间登轮规定',
        hook: '夜间登轮：必须两人同行，登轮前确认引航梯检验日期，对讲机守听12频道，两人同行是硬性规定，这条谁都不能破例，大家一定一定一定要注意安全啊，出了事谁也担不起，千万千万别嫌麻烦，真的真的不是开玩笑的，谁偷懒谁负责，拜托拜托，重要的事情说三遍',
      }),
    ],
    fixed: { indexAbsent: ['重要的事情说三遍'] },
    forbid: ['重要的事情说三遍', '拜托拜托'],
    keep: ['夜间登轮必须两人同行。', '登轮前确认引航梯检验日期。', '对讲机守听12频道。'],
  },
  {
    id: 'h17l-hk-10-kindergarten-allergy-code-switch',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('allergy-list.md', '班级过敏名单贴在教室门后。', {
        description: '过敏名单放在哪里',
        hook: '过敏名单 — 贴在教室门后, 小米班 Leo 花生过敏, 橙子班 Mia 对鸡蛋过敏, EpiPen 放在保健室冰箱上层, Leo 的替代点心是米饼, 每学期开学第一周更新一次 list, 新来的老师要先看一遍, anyway 大家 double check 一下就 ok 啦 😂😂',
      }),
    ],
    fixed: { contains: ['花生过敏', '鸡蛋过敏', 'EpiPen'] },
    forbid: ['😂', 'anyway 大家', '花生过敏.', '冰箱上层.'],
    keep: ['班级过敏名单贴在教室门后。'],
  },
  {
    id: 'h17l-hk-11-jazz-door-list-short-trap',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('door-list.md', 'The door list closes at 20:00.', { description: 'door list cut-off', hook: "Door list closes 20:00; +1s need Ingrid's OK" })],
    indexKeep: ["Door list closes 20:00; +1s need Ingrid's OK"],
    keep: ['The door list closes at 20:00.'],
  },
  {
    id: 'h17l-hk-12-oyster-closures-url-trap',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('harvest-closures.md', 'Harvest stops when the shellfish authority posts a closure.', {
        description: 'harvest closures',
        hook: 'Closures: see https://shellfish.example.ie/closures',
      }),
    ],
    indexKeep: ['Closures: see https://shellfish.example.ie/closures'],
    keep: ['Harvest stops when the shellfish authority posts a closure.'],
  },
  {
    id: 'h17l-hk-13-quiz-tiebreak-filler-trap',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('tiebreak-rules.md', 'Ties are broken by a nearest-number question.', {
        description: 'tiebreak rules',
        hook: "Tiebreak: nearest number, then sudden death (Quentin's idea lol)",
      }),
    ],
    indexKeep: ["Tiebreak: nearest number, then sudden death (Quentin's idea lol)"],
    keep: ['Ties are broken by a nearest-number question.'],
  },
  {
    id: 'h17l-hk-14-mushroom-crates-short-trap',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('harvest-crates.md', '采收用塑料筐，按颜色分级。', { description: '采收筐分级', hook: '采收筐：蓝筐装一级菇，绿筐装二级菇' })],
    indexKeep: ['采收筐：蓝筐装一级菇，绿筐装二级菇'],
    keep: ['采收用塑料筐，按颜色分级。'],
  },
  {
    id: 'h17l-hk-15-library-wifi-tw-trap',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('van-wifi.md', '書車上有給讀者用的 Wi-Fi。', { description: '書車 Wi-Fi', hook: '車上 Wi-Fi：密碼貼在駕駛座後方（每季更換）' })],
    indexKeep: ['車上 Wi-Fi：密碼貼在駕駛座後方（每季更換）'],
    keep: ['書車上有給讀者用的 Wi-Fi。'],
  },
  {
    id: 'h17l-hk-16-cage-staff-meal-emoji-trap',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('staff-meal.md', '員工飯堂喺地庫二樓。', { description: '員工飯堂', hook: '員工飯堂：夜更 03:00 開飯 🍜，要帶員工證' })],
    indexKeep: ['員工飯堂：夜更 03:00 開飯 🍜，要帶員工證'],
    keep: ['員工飯堂喺地庫二樓。'],
  },
];

export const HELDOUT_17_FILES_CASES: QualityCase[] = [...CLAUDE_MD, ...MERGE, ...CAPTURES, ...INDEX, ...HOOKS];
