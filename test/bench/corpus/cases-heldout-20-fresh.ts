import { cutMidWord, type CaseMemory, type Category, type QualityCase } from './cases.js';

/**
 * HELD-OUT 20, independent part: hand-written cases from the categories alone (never from the
 * rules). Domains: a bike courier co-op, a solo developer's side projects and home lab, a small
 * accountancy, a data-science lab, a language school, a game server's moderators, a family's
 * household admin, a Malaysian Chinese café, a Singapore tuition centre, a Macau casino's IT desk,
 * a Taipei bookshop, a Hong Kong estate management office, a Shenzhen online shop.
 */

type Lang = 'en' | 'zh';

const mem = (file: string, modified: string, body: string, more: Partial<CaseMemory> = {}): CaseMemory => ({ file, modified, body, ...more });
const nameOf = (file: string): string => file.replace(/\.md$/, '');

// ---------------------------------------------------------------- dates

/** A memory with one relative date that names an event: the ISO day must appear, the relative words must go. */
function relDate(id: string, category: Category, lang: Lang, m: CaseMemory, iso: string, gone: string, keep: string[] = [], forbid: string[] = []): QualityCase {
  return { id, category, lang, memories: [m], fixed: { contains: [iso], absent: [gone] }, keep, ...(forbid.length ? { forbid } : {}) };
}

/** Date words that are no event of a past day: everything comes through as written. */
function dateTrap(id: string, category: Category, lang: Lang, memories: CaseMemory[], keep: string[]): QualityCase {
  return { id, category, lang, trap: true, memories, keep };
}

// ---------------------------------------------------------------- changes and clashes

/** An older statement replaced in so many words by a newer memory. */
function superseded(id: string, lang: Lang, older: CaseMemory, newer: CaseMemory, oldClause: string, keep: string[] = []): QualityCase {
  return {
    id,
    category: 'supersession',
    lang,
    memories: [older, newer],
    fixed: { absent: [oldClause] },
    flag: { kinds: ['outdated'], mentions: [nameOf(older.file), nameOf(newer.file)] },
    keep,
    explicit: true,
  };
}

/** Two memories that must both stand: nothing rewritten, no change or clash raised. */
function standTogether(id: string, category: Category, lang: Lang, memories: CaseMemory[], keep: string[], quiet: string[]): QualityCase {
  return { id, category, lang, trap: true, memories, keep, quiet };
}

/** Same subject, another value, no word of change. */
function clash(id: string, lang: Lang, older: CaseMemory, newer: CaseMemory, oldValue: string): QualityCase {
  return {
    id,
    category: 'contradiction',
    lang,
    memories: [older, newer],
    fixed: { absent: [oldValue] },
    flag: { kinds: ['contradiction', 'outdated'], mentions: [nameOf(older.file), nameOf(newer.file)] },
  };
}

/** One rule said twice in other words. */
function sameRule(id: string, lang: Lang, a: CaseMemory, b: CaseMemory): QualityCase {
  return { id, category: 'paraphrase', lang, memories: [a, b], flag: { kinds: ['possible-duplicate'], mentions: [nameOf(a.file), nameOf(b.file)] } };
}

function againstClaudeMd(id: string, lang: Lang, claudeMd: string, m: CaseMemory): QualityCase {
  return { id, category: 'claude-md', lang, claudeMd, memories: [m], flag: { kinds: ['claude-md-conflict'], mentions: [nameOf(m.file)] } };
}

function withClaudeMd(id: string, lang: Lang, claudeMd: string, m: CaseMemory, keep: string[]): QualityCase {
  return { id, category: 'claude-md', lang, trap: true, claudeMd, memories: [m], keep, quiet: ['claude-md-conflict'] };
}

// ---------------------------------------------------------------- merge

function merged(id: string, lang: Lang, survivor: CaseMemory, copy: CaseMemory, fixed: NonNullable<QualityCase['fixed']>, keep: string[] = []): QualityCase {
  return {
    id,
    category: 'merge',
    lang,
    memories: [survivor, copy],
    fixed: { ...fixed, files: [survivor.file], gone: [copy.file] },
    keep,
  };
}

// ---------------------------------------------------------------- captures

function captureSaid(id: string, lang: Lang, day: string, text: string, contains: string[]): QualityCase {
  return { id, category: 'captures', lang, memories: [], said: [{ day, text }], fixed: { contains }, maxCreated: 1, forbid: cutMidWord(text) };
}

function captureLog(id: string, lang: Lang, day: string, lines: string[], request: string, contains: string[]): QualityCase {
  return { id, category: 'captures', lang, memories: [], logs: { [day]: lines }, fixed: { contains }, maxCreated: 1, forbid: cutMidWord(request) };
}

// ---------------------------------------------------------------- index

/** Pointers that must stay in MEMORY.md: the padding's user and feedback memories. */
const PADDING_KEEP = ['(editor-setup.md)', '(working-hours.md)', '(answer-style.md)', '(test-names.md)'];

/** A courier co-op's shift log pasted into MEMORY.md, one long dated note a shift. */
function courierShiftNotes(n: number): string[] {
  const riders = ['Ana', 'Tomasz', 'Priya', 'Kwame', 'Iona', 'Ruairi', 'Mehmet'];
  const zones = ['Leith and Newhaven', 'Marchmont and Bruntsfield', 'Gorgie and Dalry', 'the Old Town', 'Portobello', 'Stockbridge and Comely Bank', 'Morningside'];
  const incidents = [
    'Rear tyre of cargo bike #2 punctured on the cobbles at the Shore, patched at the depot and swapped to the spare wheel for the afternoon run.',
    'The pharmacy on Easter Road had two parcels not labelled for cold chain; both went back to the sender with a note to call Priya.',
    'Battery of e-bike #5 dropped from 60 to 10 per cent in forty minutes on the hills, so it is tagged for a test at Velo Fix.',
    'A customer at the flats on Dalry Road refused a parcel that looked opened; photos are in the rider app and the claim form is filled in.',
    'Heavy rain after three, so the last eleven drops went in the van with Mehmet driving and the bikes stayed at the depot.',
    'The bakery wanted their flour sacks at the back door, not the shop front; the note is now on the customer card in Onfleet.',
    'Gate code at the student halls had changed again; the porter gave the new one and it is written on the whiteboard.',
    'Two drops were double-booked by the shop on Broughton Street; one was cancelled and refunded through the co-op account.',
    'The chain on cargo bike #1 slipped twice on the climb to the Meadows, so the bike is out of service until the chain is replaced.',
    'Police had closed Leith Walk between Pilrig and the foot of the Walk; the detour through Bonnington added about twenty minutes.',
  ];
  const admin = [
    'Fuel card worked at the Esso; the receipt is in the tin on the shelf.',
    'Timesheets for the shift were signed off by Kwame at the end of the day.',
    'The spare batteries were charged overnight and put back in locker 12.',
    'Cash from two cash-on-delivery drops, 46.50 pounds in total, is in the safe with the slip.',
    'The first-aid kit is missing plasters; Iona is ordering a refill with the next stationery order.',
    'Van 2 was parked on the street because the yard gate jammed; the landlord has been emailed.',
    'No customer complaints came in by email or by phone for this shift.',
    'The monthly rota is pinned in the shared drive and on the depot noticeboard.',
  ];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2026, 4, 4) + i * 2 * 864e5).toISOString().slice(0, 10);
    const drops = 28 + ((i * 7) % 19);
    const failed = i % 4;
    out.push(
      `${day} shift log: ${riders[i % riders.length]} covered ${zones[(i * 3) % zones.length]} with ${drops} drops and ${failed} failed. ${incidents[i % incidents.length]} ${admin[(i * 5) % admin.length]}`,
    );
  }
  return out;
}

/** A data lab's experiment log pasted into MEMORY.md (Simplified Chinese), one long dated note a run. */
function labRunNotes(n: number): string[] {
  const models = ['ResNet-50 基线模型', '加了注意力模块的 UNet', '小号 ViT', '蒸馏后的 MobileNet', '带数据增强的 EfficientNet-B3'];
  const sets = ['眼底照片数据集', '胸片肺结节数据集', '皮肤镜病灶数据集', '病理切片小图集'];
  const obs = [
    '训练到后期验证集损失开始上升，怀疑是过拟合，下一轮要把权重衰减调大一点再看看，同时把早停的耐心值从十轮改成五轮。',
    '和上一次相比提升不明显，主要的错误集中在图像偏暗的样本上，标注组说这批片子是旧设备拍的，对比度本来就差。',
    '显存占用比预想的高很多，批大小只能开到十六，混合精度打开以后速度快了三成左右，精度基本没有变化，可以作为默认设置。',
    '数据加载成了瓶颈，GPU 利用率一直在百分之五十上下，已经把预处理挪到离线做，并把结果缓存到 NAS 的实验目录里。',
    '随机种子换了三个，结果波动在零点五个百分点以内，说明这个设置比较稳定，可以写进组会的周报里作为正式结果。',
    '学习率预热那一步忘记打开了，前两轮损失震荡得很厉害，后面才慢慢收敛，这一轮的结果只作参考，不放进论文表格。',
  ];
  const todo = [
    '导出的混淆矩阵已经放在共享盘，等导师看过再决定要不要补做外部验证。',
    '原始日志和配置文件都已经同步到实验记录系统，编号按日期加模型名来命名。',
    '这一轮用的是清洗以后的标签版本，和旧版本的结果不能直接放在一起比较。',
    '需要找临床的合作医生再确认一下假阳性最多的那二十张图到底是不是标错了。',
  ];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2026, 5, 1) + i * 3 * 864e5).toISOString().slice(0, 10);
    const auc = (0.81 + ((i * 13) % 15) / 100).toFixed(2);
    out.push(`${day} 实验记录：${models[i % models.length]}在${sets[(i * 3) % sets.length]}上训练了 ${20 + (i % 5) * 10} 轮，验证集 AUC 为 ${auc}。${obs[i % obs.length]}${todo[(i * 3) % todo.length]}`);
  }
  return out;
}

// ================================================================= the cases

const DATES_EN: QualityCase[] = [
  relDate(
    'h20i-den-cargo-brakes',
    'dates-en',
    'en',
    mem('cargo-bike-brakes.md', '2026-11-12', 'Cargo bike #3 had its rear brake pads replaced yesterday at Velo Fix. Next service is due after 1,500 km.'),
    '2026-11-11',
    'yesterday',
    ['Next service is due after 1,500 km.'],
  ),
  relDate(
    'h20i-den-plant-bot',
    'dates-en',
    'en',
    mem('plant-watering-bot.md', '2026-10-19', 'pushed v0.4 of the plant watering bot to the pi two days ago. soil sensor on GPIO 17 still flaky, readings jump when the pump starts'),
    '2026-10-17',
    'two days ago',
    ['soil sensor on GPIO 17 still flaky'],
  ),
  relDate(
    'h20i-den-portal-rule',
    'dates-en',
    'en',
    mem(
      'client-portal-uploads.md',
      '2026-11-05',
      'Since the client portal outage last night, every bank statement a client uploads must be checked against the emailed copy before it is filed.\n\n**Why:** some uploads were truncated during the outage.\n**How to apply:** compare page counts and closing balances.',
      { type: 'feedback' },
    ),
    '2026-11-04',
    'last night',
    ['must be checked against the emailed copy before it is filed', 'compare page counts and closing balances'],
  ),
  relDate(
    'h20i-den-room-b-projector',
    'dates-en',
    'en',
    mem('room-b-projector.md', '2026-09-23', 'The projector of room B is broken since the day before yesterday, the technician is informed. Teachers use room D for the listening class until it is repaired.'),
    '2026-09-21',
    'day before yesterday',
    ['Teachers use room D for the listening class until it is repaired.'],
  ),
  relDate(
    'h20i-den-gpu-node',
    'dates-en',
    'en',
    mem('gpu-node-2.md', '2026-10-28', 'Training jobs were moved off gpu-node-2 last week after both of its fans failed. Checkpoints from those runs are on the NAS share lab-ckpt.'),
    '2026-10-19',
    'last week',
    ['Checkpoints from those runs are on the NAS share lab-ckpt.'],
  ),
  dateTrap(
    'h20i-den-trap-git-alias',
    'dates-en',
    'en',
    [mem('git-standup-alias.md', '2026-10-02', 'My `git standup` alias runs `git log --since=yesterday --author=me --oneline`; it lives in ~/.gitconfig, not in any repo.', { type: 'user' })],
    ['`git log --since=yesterday --author=me --oneline`'],
  ),
  dateTrap(
    'h20i-den-trap-till-export',
    'dates-en',
    'en',
    [mem('till-export.md', '2026-09-30', "The café's nightly job at 02:00 picks up yesterday's orders from the till and mails the CSV to Ah Seng for the books.")],
    ["picks up yesterday's orders from the till"],
  ),
  dateTrap(
    'h20i-den-trap-refund-claim',
    'dates-en',
    'en',
    [
      mem(
        'missing-parcel-claims.md',
        '2026-11-02',
        'If a customer says a parcel was delivered yesterday but it never arrived, ask the rider for the photo proof in the app before any refund is agreed.',
        { type: 'feedback' },
      ),
    ],
    ['If a customer says a parcel was delivered yesterday but it never arrived'],
  ),
  dateTrap(
    'h20i-den-trap-book-title',
    'dates-en',
    'en',
    [mem('mum-book-club.md', '2026-11-10', 'Mum\'s book club picked "Tomorrow, and Tomorrow, and Tomorrow" for December. She wants the paperback, not the e-book.')],
    ['"Tomorrow, and Tomorrow, and Tomorrow"'],
  ),
];

const DATES_ZH: QualityCase[] = [
  relDate(
    'h20i-dzh-fee-reminders',
    'dates-zh',
    'zh',
    mem('fee-reminders.md', '2026-11-04', '陈同学家长的十一月学费还没交，上周三次提醒都没回复，下次直接打电话给妈妈。'),
    '2026-10-26',
    '上周',
    ['下次直接打电话给妈妈'],
    ['2026-10-28'],
  ),
  relDate(
    'h20i-dzh-consignment',
    'dates-zh',
    'zh',
    mem('consignment-return.md', '2026-10-14', '上禮拜五已經把寄售的獨立刊物退回給出版社，對方的簽收單放在收銀台的抽屜裡。'),
    '2026-10-09',
    '上禮拜五',
    ['對方的簽收單放在收銀台的抽屜裡'],
  ),
  relDate(
    'h20i-dzh-vip-switch',
    'dates-zh',
    'zh',
    mem('vip-room-switch.md', '2026-11-17', 'VIP 廳嗰部 core switch 琴日晏晝重啟咗一次，原因係 firmware bug，已經同 vendor 開咗 case。'),
    '2026-11-16',
    '琴日',
    ['已經同 vendor 開咗 case'],
  ),
  relDate(
    'h20i-dzh-white-coffee',
    'dates-zh',
    'zh',
    mem('coffee-bean-order.md', '2026-09-18', '大前天跟 Ipoh 的供应商订了 20 公斤白咖啡豆，他说货到了会 WhatsApp 通知 Ah Seng。'),
    '2026-09-15',
    '大前天',
    ['他说货到了会 WhatsApp 通知 Ah Seng'],
  ),
  relDate(
    'h20i-dzh-annotation-batch',
    'dates-zh',
    'zh',
    mem('annotation-batch-3.md', '2026-11-11', '上上周外包标注团队交付了第三批眼底影像标注，抽检错误率 4.2%，超过合同约定的 3%。'),
    '2026-10-26',
    '上上周',
    ['超过合同约定的 3%'],
  ),
  dateTrap(
    'h20i-dzh-trap-weather',
    'dates-zh',
    'zh',
    [mem('cold-drinks.md', '2026-10-08', '目前天气太热，冰的白咖啡卖得比热的多，早上开店前要多备两桶冰块。')],
    ['目前天气太热，冰的白咖啡卖得比热的多'],
  ),
  dateTrap(
    'h20i-dzh-trap-online-report',
    'dates-zh',
    'zh',
    [mem('weekly-report.md', '2026-09-16', '线上周报由 Airflow 每周一早上八点自动生成，发到 #ds-lab 频道，不需要人手整理。')],
    ['线上周报由 Airflow 每周一早上八点自动生成'],
  ),
  dateTrap(
    'h20i-dzh-trap-carpark-check',
    'dates-zh',
    'zh',
    [mem('carpark-log.md', '2026-10-21', '每朝九點前要核對琴日嘅停車場出入紀錄，有異常就 send 俾管理處主任。', { type: 'feedback' })],
    ['每朝九點前要核對琴日嘅停車場出入紀錄'],
  ),
  dateTrap(
    'h20i-dzh-trap-column-name',
    'dates-zh',
    'zh',
    [mem('shop-report-columns.md', '2026-11-03', '生意参谋导出的表格里「昨日访客数」这一列是平台自己算的，做周报时别手动改。', { type: 'reference' })],
    ['「昨日访客数」这一列是平台自己算的'],
  ),
];

const SUPERSESSION: QualityCase[] = [
  superseded(
    'h20i-sup-sage-to-xero',
    'en',
    mem('bookkeeping-software.md', '2026-06-10', 'Client bookkeeping for the sole traders is done in Sage 50. Backups of the client files go to the office NAS every Friday.'),
    mem('xero-migration.md', '2026-10-02', 'All sole-trader clients were migrated from Sage 50 to Xero in September; nobody should open the old Sage company files any more.'),
    'is done in Sage 50',
    ['Backups of the client files go to the office NAS every Friday.'],
  ),
  superseded(
    'h20i-sup-blog-host',
    'zh',
    mem('blog-hosting.md', '2026-05-03', '个人博客部署在 Netlify 上。域名是在 Namecheap 买的，每年三月续费。'),
    mem('blog-move.md', '2026-09-14', '博客已经从 Netlify 迁到 Cloudflare Pages 了，构建命令没变，还是 npm run build。'),
    '部署在 Netlify 上',
    ['域名是在 Namecheap 买的，每年三月续费。'],
  ),
  superseded(
    'h20i-sup-dispatch-onfleet',
    'en',
    mem('dispatch-app.md', '2026-04-20', 'Dispatch runs through the shared WhatsApp group. Payment disputes go to Priya by email.'),
    mem('dispatch-onboarding.md', '2026-10-08', "we dropped the whatsapp group for dispatch, it's all in Onfleet now. new riders get an Onfleet invite from Priya on their first day"),
    'Dispatch runs through the shared WhatsApp group',
    ['Payment disputes go to Priya by email.'],
  ),
  superseded(
    'h20i-sup-placement-test',
    'zh',
    mem('placement-test.md', '2026-03-11', '新生分班測驗用 Google 表單做。作文題由老師手動批改，三天內回覆家長。'),
    mem('placement-update.md', '2026-08-30', '分班測驗不再用 Google 表單，改用 Moodle 的測驗模組；作文題還是老師改。'),
    '新生分班測驗用 Google 表單做',
    ['作文題由老師手動批改，三天內回覆家長。'],
  ),
  superseded(
    'h20i-sup-print-server',
    'zh',
    mem('cage-printers.md', '2026-02-14', '賬房啲打印機全部經 PS01 呢部 print server 出紙。碳粉由 Ricoh 每月送一次。'),
    mem('ps01-retired.md', '2026-09-03', 'PS01 已經停用咗，賬房打印機而家全部改用 Universal Print，新機唔使再裝 driver。'),
    '全部經 PS01 呢部 print server 出紙',
    ['碳粉由 Ricoh 每月送一次。'],
  ),
  standTogether(
    'h20i-sup-trap-other-subject',
    'supersession',
    'en',
    [
      mem('ban-appeals.md', '2026-05-01', 'Ban appeals are handled in the #appeals channel on Discord by two mods, never by the mod who gave the ban.'),
      mem('discord-bots.md', '2026-10-10', 'We switched the Discord moderation bot from MEE6 to Carl-bot; auto-mod word lists were copied over.'),
    ],
    ['Ban appeals are handled in the #appeals channel on Discord by two mods'],
    ['outdated', 'contradiction'],
  ),
  standTogether(
    'h20i-sup-trap-tariff-trial',
    'supersession',
    'en',
    [
      mem('electricity-tariff.md', '2026-01-20', 'Home electricity is with Octopus on the Agile tariff; the account is in Dad\'s name.'),
      mem('tariff-trial.md', '2026-10-05', "Trying Octopus Go for one month to see if charging the car overnight is cheaper. We decide at the end of the trial whether to go back to Agile."),
    ],
    ['Home electricity is with Octopus on the Agile tariff'],
    ['outdated', 'contradiction'],
  ),
  standTogether(
    'h20i-sup-trap-wandb-reverted',
    'supersession',
    'en',
    [
      mem('experiment-tracking.md', '2026-03-02', 'Experiments are logged to the self-hosted MLflow server on lab-srv1.'),
      mem('wandb-rollback.md', '2026-09-22', 'We moved experiment logging to Weights & Biases in July but went back to MLflow in August because of the seat pricing.'),
    ],
    ['Experiments are logged to the self-hosted MLflow server on lab-srv1.'],
    ['outdated', 'contradiction'],
  ),
  standTogether(
    'h20i-sup-trap-terminal-plan',
    'supersession',
    'zh',
    [
      mem('payment-terminal.md', '2026-04-08', '收款用的是 GHL 的刷卡机，DuitNow QR 贴在柜台旁边。'),
      mem('terminal-plan.md', '2026-10-12', '本来打算把刷卡机换成 iPay88 的，后来算了，手续费太高，还是继续用 GHL。'),
    ],
    ['收款用的是 GHL 的刷卡机'],
    ['outdated', 'contradiction'],
  ),
];

const CONTRADICTION: QualityCase[] = [
  clash(
    'h20i-con-van-insurance',
    'en',
    mem('van-insurance.md', '2026-04-02', "The co-op van's insurance renews on 1 March each year."),
    mem('van-admin.md', '2026-10-20', 'Van insurance renews on 15 June; the policy number is in the shared drive under Admin.'),
    'renews on 1 March',
  ),
  clash(
    'h20i-con-saturday-hours',
    'zh',
    mem('centre-hours.md', '2026-03-05', '补习中心周六的营业时间是早上九点到下午五点。'),
    mem('saturday-front-desk.md', '2026-10-01', '周六营业时间为上午十点至晚上七点，前台由 Aunty Lim 值班。'),
    '早上九点到下午五点',
  ),
  clash(
    'h20i-con-restic-retention',
    'en',
    mem('vps-backups.md', '2026-02-11', 'VPS backups: restic to Backblaze B2, nightly, retention 30 days.'),
    mem('restic-prune.md', '2026-09-19', 'restic forget/prune on the VPS keeps 90 days of snapshots on B2.'),
    'retention 30 days',
  ),
  clash(
    'h20i-con-health-card',
    'zh',
    mem('health-insurance-card.md', '2026-01-09', '媽媽的健保卡放在客廳電視櫃抽屜的第二格。', { type: 'user' }),
    mem('family-documents.md', '2026-08-15', '媽媽的健保卡收在書房的保險箱裡，密碼問爸爸。', { type: 'user' }),
    '客廳電視櫃抽屜的第二格',
  ),
  clash(
    'h20i-con-lift-maintenance',
    'zh',
    mem('lift-maintenance.md', '2026-05-12', 'A座升降機保養合約係同奧的斯簽嘅，每月第一個星期二做保養。'),
    mem('lift-contact.md', '2026-10-06', 'A座升降機每月第三個星期四保養，有問題搵陳師傅跟進。'),
    '每月第一個星期二做保養',
  ),
  standTogether(
    'h20i-con-trap-summer-office',
    'contradiction',
    'en',
    [
      mem('office-hours-summer.md', '2026-06-01', 'In July and August the front office of the school is closing at 3 pm, teachers of evening class have own keys.'),
      mem('office-hours.md', '2026-09-10', 'During term time the front office closes at 6 pm.'),
    ],
    ['In July and August the front office of the school is closing at 3 pm', 'During term time the front office closes at 6 pm.'],
    ['contradiction', 'outdated'],
  ),
  standTogether(
    'h20i-con-trap-jupyter-units',
    'contradiction',
    'en',
    [
      mem('jupyterhub-culling.md', '2026-03-03', 'JupyterHub culls idle servers after 2 hours.'),
      mem('jupyter-tips.md', '2026-09-09', 'Idle JupyterHub servers are culled after 120 minutes, so save notebooks before a long meeting.'),
    ],
    ['JupyterHub culls idle servers after 2 hours.', 'Idle JupyterHub servers are culled after 120 minutes'],
    ['contradiction', 'outdated'],
  ),
  standTogether(
    'h20i-con-trap-weekend-opening',
    'contradiction',
    'zh',
    [
      mem('opening-weekday.md', '2026-02-20', '平日早上七点开门，卖到下午三点就收档。'),
      mem('opening-weekend.md', '2026-07-18', '周末和公共假期早上六点半就开门，因为巴刹的客人多。'),
    ],
    ['平日早上七点开门，卖到下午三点就收档。', '周末和公共假期早上六点半就开门'],
    ['contradiction', 'outdated'],
  ),
  standTogether(
    'h20i-con-trap-two-datacentres',
    'contradiction',
    'zh',
    [
      mem('taipa-dc-ups.md', '2026-04-15', '氹仔機房嘅 UPS 由 APC 負責保養，合約到 2027 年 6 月。', { type: 'reference' }),
      mem('peninsula-dc-ups.md', '2026-09-25', '半島機房嘅 UPS 由 Eaton 保養，合約到 2026 年 12 月。', { type: 'reference' }),
    ],
    ['氹仔機房嘅 UPS 由 APC 負責保養', '半島機房嘅 UPS 由 Eaton 保養'],
    ['contradiction', 'outdated'],
  ),
];

const PARAPHRASE: QualityCase[] = [
  sameRule(
    'h20i-par-main-branch',
    'en',
    mem('no-direct-main.md', '2026-04-04', "Never commit straight to main on my side projects, even when I'm the only one working on them.", { type: 'feedback' }),
    mem('pr-habit.md', '2026-09-01', 'Every change to main goes through a pull request, solo repos included.', { type: 'feedback' }),
  ),
  sameRule(
    'h20i-par-client-id',
    'en',
    mem('client-id-checks.md', '2026-02-02', 'Before a new client is onboarded, photo identification and proof of address must be verified and scanned to the client folder.', { type: 'feedback' }),
    mem('onboarding-tip.md', '2026-08-18', 'new client? check their passport or driving licence + a recent utility bill first, scan both into their folder before anything else', { type: 'feedback' }),
  ),
  sameRule(
    'h20i-par-helmets-bilingual',
    'zh',
    mem('helmet-rule.md', '2026-03-01', 'Riders must wear a helmet on every shift, short hops included.', { type: 'feedback' }),
    mem('rider-safety.md', '2026-10-03', '所有骑手每次出车都必须戴头盔，短途也不例外。', { type: 'feedback' }),
  ),
  sameRule(
    'h20i-par-patient-images',
    'zh',
    mem('data-privacy.md', '2026-01-15', '不要把病人的原始影像上传到任何公有云。', { type: 'feedback' }),
    mem('image-storage.md', '2026-07-22', '患者的原始影像一律不得传到外部云服务。', { type: 'feedback' }),
  ),
  sameRule(
    'h20i-par-password-reset',
    'zh',
    mem('password-reset.md', '2026-02-26', '同事打嚟要重設密碼，一定要先核對佢嘅員工編號，同埋攞到部門主管確認先至好做。', { type: 'feedback' }),
    mem('reset-policy.md', '2026-08-08', '員工申請重設密碼時，須先核實其員工編號並取得部門主管確認，方可處理。', { type: 'feedback' }),
  ),
  standTogether(
    'h20i-par-trap-documents',
    'paraphrase',
    'en',
    [
      mem('passport-storage.md', '2026-03-14', "Keep the kids' passports in the fire safe in the study.", { type: 'user' }),
      mem('birth-certificates.md', '2026-06-02', "Keep the kids' birth certificates in the blue folder in the filing cabinet.", { type: 'user' }),
    ],
    ["Keep the kids' passports in the fire safe in the study.", "Keep the kids' birth certificates in the blue folder in the filing cabinet."],
    ['possible-duplicate'],
  ),
  standTogether(
    'h20i-par-trap-ban-vs-mute',
    'paraphrase',
    'en',
    [
      mem('griefing-penalty.md', '2026-05-09', 'Griefers get a 24-hour ban on first offence.', { type: 'feedback' }),
      mem('spam-penalty.md', '2026-08-27', 'Chat spammers get a 24-hour mute on first offence.', { type: 'feedback' }),
    ],
    ['Griefers get a 24-hour ban on first offence.', 'Chat spammers get a 24-hour mute on first offence.'],
    ['possible-duplicate'],
  ),
  standTogether(
    'h20i-par-trap-homework-cap',
    'paraphrase',
    'zh',
    [
      mem('sec1-homework.md', '2026-01-28', '中一学生每周的功课不能超过三份。', { type: 'feedback' }),
      mem('sec3-homework.md', '2026-07-06', '中三学生每周的功课不能超过五份。', { type: 'feedback' }),
    ],
    ['中一学生每周的功课不能超过三份。', '中三学生每周的功课不能超过五份。'],
    ['possible-duplicate'],
  ),
  standTogether(
    'h20i-par-trap-cash-float',
    'paraphrase',
    'zh',
    [
      mem('cash-float.md', '2026-02-10', '总店每天关店后，零钱箱锁进办公室的保险箱。'),
      mem('cash-float-ss2.md', '2026-09-05', 'SS2 分店关店后，零钱箱交给楼上的老板娘保管。'),
    ],
    ['总店每天关店后，零钱箱锁进办公室的保险箱。', 'SS2 分店关店后，零钱箱交给楼上的老板娘保管。'],
    ['possible-duplicate'],
  ),
];

const CLAUDE_MD: QualityCase[] = [
  againstClaudeMd(
    'h20i-cmd-npm-vs-pnpm',
    'en',
    '# recipe-box\n\n## Tooling\n- Use pnpm for all package operations; never use npm or yarn.\n- Run `pnpm test` before every commit.\n',
    mem('package-manager.md', '2026-10-11', 'For this repo, install dependencies with npm install; the lockfile we keep is package-lock.json.', { type: 'feedback' }),
  ),
  againstClaudeMd(
    'h20i-cmd-random-seed',
    'zh',
    '# 眼底分类项目\n\n## 规则\n- 所有对比实验必须把随机种子固定为 42。\n- 结果表格统一保留三位小数。\n',
    mem('random-seed.md', '2026-09-28', '跑对比实验时不要固定随机种子，每次换一个种子结果才真实。', { type: 'feedback' }),
  ),
  againstClaudeMd(
    'h20i-cmd-restart-window',
    'en',
    '# survival-plugins\n\n- Never restart the production server between 18:00 and 23:00 UTC (peak hours).\n- Plugin configs are YAML; do not convert them to JSON.\n',
    mem('restart-window.md', '2026-11-01', 'Restarts of the prod server are best done at 20:00 UTC, when most mods are online to watch chat.', { type: 'feedback' }),
  ),
  againstClaudeMd(
    'h20i-cmd-price-decimals',
    'zh',
    '# 書店網站\n\n- 網站文案一律使用繁體中文，不要出現簡體字。\n- 價格以新台幣標示，不加小數點。\n',
    mem('price-format.md', '2026-10-16', '網站上的價格要顯示到小數點後兩位，例如 NT$350.00，看起來比較正式。', { type: 'feedback' }),
  ),
  againstClaudeMd(
    'h20i-cmd-vault-password',
    'zh',
    '# it-desk-scripts\n\n## Secrets\n- Scripts must never contain passwords in plain text; read every credential from Vault at run time.\n',
    mem('ad-sync-script.md', '2026-10-24', 'AD 同步腳本入面直接寫死 service account 嘅密碼就得，唔使經 Vault，慳啲時間。', { type: 'feedback' }),
  ),
  withClaudeMd(
    'h20i-cmd-trap-commit-mood',
    'en',
    '# plant-bot\n\n- Write commit messages in the imperative mood.\n- Keep the changelog in CHANGELOG.md, newest entry first.\n',
    mem('commit-messages.md', '2026-09-12', 'Commit messages in the imperative mood, and put the issue number at the end when there is one.', { type: 'feedback' }),
    ['Commit messages in the imperative mood, and put the issue number at the end when there is one.'],
  ),
  withClaudeMd(
    'h20i-cmd-trap-release-tags',
    'en',
    '# ledger-tools\n\n- Never push directly to main; open a pull request.\n- Format with ruff before committing.\n',
    mem('release-tags.md', '2026-10-30', 'Release tags are pushed directly to the origin remote by the release script.'),
    ['Release tags are pushed directly to the origin remote by the release script.'],
  ),
  withClaudeMd(
    'h20i-cmd-trap-ringgit',
    'zh',
    '# 咖啡店点单系统\n\n- 所有金额以马币（RM）计算，保留两位小数。\n- 菜单名称同时显示中文和马来文。\n',
    mem('menu-prices.md', '2026-08-21', '菜单价格用 RM，保留两位小数；套餐价格要比单点加起来便宜至少 RM1。', { type: 'feedback' }),
    ['菜单价格用 RM，保留两位小数；套餐价格要比单点加起来便宜至少 RM1。'],
  ),
  withClaudeMd(
    'h20i-cmd-trap-notice-board',
    'zh',
    '# 补习中心网站\n\n- 不要在网站上公开学生的全名，只写名字的缩写。\n- 图片上传前要压缩到 500KB 以内。\n',
    mem('award-notice.md', '2026-11-09', '打印出来贴在中心布告栏的得奖名单可以写学生全名，家长都已经签了同意书。'),
    ['打印出来贴在中心布告栏的得奖名单可以写学生全名'],
  ),
];

const MERGE: QualityCase[] = [
  merged(
    'h20i-mrg-van-keys-copy',
    'en',
    mem('van-keys.md', '2026-05-02', 'The van keys hang on the hook behind the workshop door. The spare set is with Tomasz.'),
    mem('van-keys_copy.md', '2026-05-02', 'The van keys hang on the hook behind the workshop door. The spare set is with Tomasz.'),
    { contains: ['The spare set is with Tomasz.'] },
    ['The van keys hang on the hook behind the workshop door.'],
  ),
  merged(
    'h20i-mrg-pickup-reason',
    'zh',
    mem('parent-pickup.md', '2026-03-09', '下课后小学生必须由家长或登记过的接送人接走。', { type: 'feedback' }),
    mem('parent-pickup_copy.md', '2026-03-30', '下课后小学生必须由家长或登记过的接送人接走。因为去年有孩子自己走去巴士站，家长投诉过。', { type: 'feedback' }),
    { contains: ['去年有孩子自己走去巴士站'] },
  ),
  merged(
    'h20i-mrg-scratch-typo',
    'en',
    mem('cluster-scratch.md', '2026-02-17', 'Each student gets 2 TB of scratch on the cluster; scratch is wiped every 60 days.', { type: 'reference' }),
    mem('cluster-scratch_copy.md', '2026-02-18', 'Each student gets 2 TB of scratch on the cluster; scratch is wiped evry 60 days.', { type: 'reference' }),
    { contains: ['scratch is wiped every 60 days'], absent: ['wiped evry 60 days'] },
  ),
  merged(
    'h20i-mrg-wifi-longer',
    'zh',
    mem('shop-wifi.md', '2026-03-03', '店內 Wi-Fi 密碼貼在收銀台下面。', { type: 'reference' }),
    mem('shop-wifi_copy.md', '2026-03-20', '店內 Wi-Fi 密碼貼在收銀台下面，每季會換一次。', { type: 'reference' }),
    { contains: ['每季會換一次'], absentLines: ['店內 Wi-Fi 密碼貼在收銀台下面。'] },
  ),
  merged(
    'h20i-mrg-boiler-reason',
    'en',
    mem('boiler-service.md', '2026-01-12', 'The boiler is serviced every October by HeatWise.\nThe stopcock is under the kitchen sink.'),
    mem('boiler-service_copy.md', '2026-02-03', 'The boiler is serviced every October by HeatWise, because the warranty needs a yearly stamp.\nThe stopcock is under the kitchen sink.'),
    { contains: ['because the warranty needs a yearly stamp', 'The stopcock is under the kitchen sink.'], absentLines: ['The boiler is serviced every October by HeatWise.'] },
  ),
  {
    id: 'h20i-mrg-trap-two-lockers',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('locker-12.md', '2026-06-11', 'Locker 12 at the depot holds the spare batteries for the e-cargo bikes; code 4471.'),
      mem('locker-21.md', '2026-06-11', 'Locker 21 at the depot holds the first-aid kit and the puncture repair stuff; code 4471.'),
    ],
    keep: ['Locker 12 at the depot holds the spare batteries for the e-cargo bikes; code 4471.', 'Locker 21 at the depot holds the first-aid kit and the puncture repair stuff; code 4471.'],
  },
  {
    id: 'h20i-mrg-trap-two-servers',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('survival-server.md', '2026-04-25', 'The survival server runs Paper 1.21 on the Hetzner box in Falkenstein; whitelist on.', { type: 'reference' }),
      mem('creative-server.md', '2026-04-25', 'The creative server runs Paper 1.21 on the Hetzner box in Helsinki; whitelist off.', { type: 'reference' }),
    ],
    keep: ['The survival server runs Paper 1.21 on the Hetzner box in Falkenstein; whitelist on.', 'The creative server runs Paper 1.21 on the Hetzner box in Helsinki; whitelist off.'],
  },
  {
    id: 'h20i-mrg-trap-two-kitchens',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('kitchen-ss2.md', '2026-05-19', 'SS2 分店的厨房逢星期一休息，熟食档不开，只卖饮料和糕点。'),
      mem('kitchen-ss15.md', '2026-05-19', 'SS15 分店的厨房逢星期二休息，熟食档不开，只卖饮料和糕点。'),
    ],
    keep: ['SS2 分店的厨房逢星期一休息', 'SS15 分店的厨房逢星期二休息'],
  },
  {
    id: 'h20i-mrg-trap-copy-not-copy',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('cut-notice.md', '2026-07-07', '停水通知要提前七日貼喺大堂同升降機入面。', { type: 'feedback' }),
      mem('cut-notice_copy.md', '2026-07-08', '停電通知要提前三日貼喺大堂同升降機入面。', { type: 'feedback' }),
    ],
    keep: ['停水通知要提前七日貼喺大堂同升降機入面。', '停電通知要提前三日貼喺大堂同升降機入面。'],
  },
];

const CAPTURES: QualityCase[] = [
  captureSaid(
    'h20i-cap-staging-reset',
    'en',
    '2026-11-18',
    "Please remember that the staging database for the recipe app is reset every Sunday night, so test data never survives the weekend.",
    ['Sunday'],
  ),
  captureSaid('h20i-cap-lab-room', 'zh', '2026-11-13', '帮我记住，中三化学班的实验课一律在 Room 5 上，因为只有那间有抽风柜。', ['Room 5']),
  captureLog(
    'h20i-cap-bakery-drops',
    'en',
    '2026-11-16',
    ['Fixed the rota export script.', 'Priya asked me to remember that the Leith Walk bakery only takes drops before 7am.', 'Van 2 back from the garage.'],
    'Priya asked me to remember that the Leith Walk bakery only takes drops before 7am.',
    ['Leith Walk'],
  ),
  captureLog(
    'h20i-cap-coconut-milk',
    'zh',
    '2026-11-19',
    ['早上帮忙把菜单的价格表改成新版本。', '老板娘叫我记住：椰浆一律跟 Ah Huat 订，别家的太稀，煮椰浆饭会散。'],
    '老板娘叫我记住：椰浆一律跟 Ah Huat 订，别家的太稀，煮椰浆饭会散。',
    ['Ah Huat'],
  ),
  captureSaid('h20i-cap-pos-updates', 'zh', '2026-11-20', '幫我記住，VIP 廳嘅 POS 機唔可以自動更新 Windows，要等逢週三凌晨嘅維護窗口先手動裝。', ['POS']),
  {
    id: 'h20i-cap-trap-word-salad',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-17', text: '记住 不要 那个 嗯 算了 ok ok 不要不要' }],
    maxCreated: 0,
  },
  {
    id: 'h20i-cap-trap-pasted-email',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: [
      {
        day: '2026-11-12',
        text: 'Can you tidy the wording of this email before I send it?\n\n---\nHi team, please remember to submit your timesheets by the 28th and don\'t forget the client Christmas lunch on 12 December. Thanks, Joanne\n---',
      },
    ],
    maxCreated: 0,
  },
  {
    id: 'h20i-cap-trap-quoted-trigger',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [],
    said: [{ day: '2026-11-09', text: 'Add a handler to the mod bot: whenever someone types "remember this" in #general, it should reply with the link to the server rules.' }],
    maxCreated: 0,
  },
  {
    id: 'h20i-cap-trap-already-known',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('rider-payouts.md', '2026-08-14', 'Rider payouts go out every second Friday via Wise.')],
    said: [{ day: '2026-11-21', text: 'Remember that rider payouts go out every second Friday via Wise.' }],
    maxCreated: 0,
    keep: ['Rider payouts go out every second Friday via Wise.'],
  },
];

const SCHOOL_NOTES = [
  '2026-09-02: Room B projector repaired by the technician, remote is in the staff room drawer.',
  '2026-09-04: New IELTS mock papers arrived, stored in the cupboard of room C.',
  '2026-09-09: Parents evening for the teen groups moved to the big hall because of the number of families.',
  '2026-09-11: Photocopier code for teachers is 2468, the office changes it each term.',
  '2026-09-15: Mr Okafor takes over the B2 evening group from Ms Varga until January.',
  '2026-09-18: Fire drill done, assembly point is the car park of the supermarket.',
  '2026-09-22: The level test for new adult students is now 45 minutes instead of one hour.',
  '2026-09-25: Whiteboard markers are ordered from the stationery shop on the corner, not online.',
  '2026-09-29: The Wi-Fi for students is SchoolGuest, password on the notice in reception.',
  '2026-10-02: Certificates for the summer course are signed and ready to hand out.',
  '2026-10-06: Room D heating is weak, warn the teachers of the morning classes.',
  '2026-10-09: The school closes for the public holiday on 8 December.',
];

const TUITION_PARAGRAPHS = [
  '关于家长沟通：所有通知统一先发到家长 WhatsApp 群，再由班主任单独私信没有回复的家长。不要在群里讨论个别学生的成绩，有问题一律私下沟通。',
  '关于教室安排：Room 1 到 Room 3 给小学部，Room 4 到 Room 6 给中学部，Room 5 有抽风柜，化学实验课只能在那里上。周六早上所有教室都要在八点半前开好冷气。',
  '关于试卷保存：模拟考的原卷在改完之后要扫描存档，纸本保留到学期结束再交给学生带回家。扫描件放在共享盘的「试卷」文件夹，按年级和科目分。',
  '关于补课：学生请假要在上课前用 WhatsApp 通知前台，补课安排在同一周的其他时段，补课不另外收费，但一个学期最多补四次。',
  '关于新老师：新老师第一个月要旁听至少四节资深老师的课，并在每周五交一份简短的教学反思给 Mr Tan。',
  '关于收费：学费每月一号之前缴交，可以用 PayNow 或现金，现金要开收据并登记在前台的收费本上，迟交超过两周就由 Mr Tan 亲自打电话。',
  '关于考试周：考试周前两周暂停所有课外活动，图书角延长开放到晚上九点，前台要准备好多余的文具给忘记带的学生。',
  '关于安全：小学生下课必须由家长或登记过的接送人接走，前台要核对接送卡，陌生人来接一律先打电话给家长确认。',
];

const MACAU_NOTES = [
  '2026-08-03：賬房打印機碳粉由 Ricoh 補貨，下次約九月初。',
  '2026-08-10：VIP 廳新增兩部 POS 機，資產編號 POS-V17、POS-V18。',
  '2026-08-17：監控室嘅 UPS 做咗年檢，電池健康度 92%。',
  '2026-08-24：保安部新同事開咗 AD 帳戶，權限跟保安部標準範本。',
  '2026-08-31：氹仔機房冷氣有一部漏水，已經叫咗 vendor 嚟整。',
  '2026-09-07：Wi-Fi 訪客網絡密碼每月一號轉，新密碼貼喺 IT 房門後面。',
  '2026-09-14：餐飲部兩部平板要換電池，暫時用後備機頂住。',
  '2026-09-21：年度防火牆規則審核完成，報告交咗俾 IT 經理。',
];

const HOUSEHOLD_NOTES = [
  '## From the kitchen whiteboard',
  'Bins: the council app is the source of truth for which bin goes out; the green garden waste bin is paid yearly and the sticker is on the lid. If a collection is missed, report it in the app within two working days.',
  'School stuff: Maya needs a packed lunch on PE days, Leo has swimming kit in the blue bag; the permission slips live in the tray by the fridge and get signed the day they come home.',
  'House admin: the TV licence, the car tax and the home insurance are all paid by direct debit from the joint account; the renewal letters go into the "house" folder, never the recycling.',
];

const UNDER_LIMIT_NOTES = [
  '2026-10-03: Shared drive cleaned up, old engagement letters moved to Archive/2024.',
  '2026-10-10: HMRC agent codes for the two new limited companies received.',
  '2026-10-17: Office printer toner replaced, spare toner in the cupboard.',
  '2026-10-24: Payroll bureau confirmed the cut-off stays on the 20th of each month.',
  '2026-10-31: New starter Joanne has her own login for the practice software.',
];

const GAME_NOTES = [
  '2026-09-01: Season 7 of the survival map started, spawn moved to the new village.',
  '2026-09-05: Kez banned three alt accounts of the same griefer, logged in the ban sheet.',
  '2026-09-12: CoreProtect database trimmed to 60 days to keep the disk under 80 %.',
  '2026-09-19: Build contest winners announced, prizes are the custom name tags.',
  '2026-09-26: Dara added a slow mode of 5 seconds to #general during events.',
  '2026-10-03: Whitelist applications now go through the form in #apply.',
  '2026-10-10: Creative server restarted after the Paper update, plugins all loaded.',
  '2026-10-17: Ollie is away until November, Kez covers the EU night shifts.',
  '2026-10-24: Backups checked, the last restore test took 14 minutes.',
];

const ESTATE_NOTES = [
  '2026-08-02：B座天台水缸清洗完成，下次係 2027 年 2 月。',
  '2026-08-09：停車場閘口拍卡機換咗新嘅，舊卡照用得。',
  '2026-08-16：大堂冷氣漏水，已經搵咗承辦商跟進。',
  '2026-08-23：業主立案法團會議紀錄已經貼喺大堂。',
  '2026-08-30：C座升降機更換鋼纜，停用三日，通知已經貼咗。',
  '2026-09-06：颱風後檢查咗所有窗戶同天台，冇損壞。',
  '2026-09-13：保安公司換咗夜更主管，新主管姓何。',
  '2026-09-20：垃圾房加裝咗一部抽風機，減少異味。',
  '2026-09-27：會所泳池季節完咗，救生員合約完結。',
  '2026-10-04：管理費調整通知已經寄出，由十一月起生效。',
  '2026-10-11：消防處年檢順利通過，證書影印本放喺管理處。',
  '2026-10-18：大廈 Wi-Fi 公共網絡停用，因為太少人用。',
];

const INDEX: QualityCase[] = [
  {
    id: 'h20i-idx-school-notes-lines',
    category: 'index',
    lang: 'en',
    memories: [
      mem('teacher-preferences.md', '2026-05-20', 'The director prefers short weekly updates by email on Friday afternoon.', { type: 'user' }),
      mem('lesson-plan-format.md', '2026-06-14', 'Lesson plans go in the shared template with the aims first and the timing in the margin.', { type: 'feedback' }),
    ],
    extraMemories: 185,
    indexNotes: SCHOOL_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['Photocopier code for teachers is 2468'],
      contains: ['Photocopier code for teachers is 2468'],
      indexContains: ['(project-fact-185.md)', '(project-fact-001.md)'],
    },
    indexKeep: ['(teacher-preferences.md)', '(lesson-plan-format.md)', ...PADDING_KEEP],
  },
  {
    id: 'h20i-idx-tuition-paragraphs',
    category: 'index',
    lang: 'zh',
    memories: [mem('principal-preferences.md', '2026-04-11', 'Mr Tan 喜欢每周五下午收到一份简短的周报，用中文写。', { type: 'user' })],
    extraMemories: 185,
    indexNotes: TUITION_PARAGRAPHS,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['新老师第一个月要旁听至少四节资深老师的课'],
      contains: ['新老师第一个月要旁听至少四节资深老师的课'],
      indexContains: ['(project-fact-185.md)'],
    },
    indexKeep: ['(principal-preferences.md)', ...PADDING_KEEP],
  },
  {
    id: 'h20i-idx-shift-log-chars',
    category: 'index',
    lang: 'en',
    memories: [
      mem('coop-coordinator.md', '2026-03-02', 'Priya coordinates the co-op and wants incident summaries, not raw logs.', { type: 'user' }),
      mem('incident-wording.md', '2026-04-19', 'Write incident notes in plain words without blaming a rider by name.', { type: 'feedback' }),
    ],
    extraMemories: 100,
    indexNotes: courierShiftNotes(70),
    fixed: {
      indexMaxChars: 25000,
      indexMaxLines: 200,
      indexAbsent: ['Police had closed Leith Walk between Pilrig and the foot of the Walk'],
      contains: ['Police had closed Leith Walk between Pilrig and the foot of the Walk'],
      indexContains: ['(project-fact-100.md)'],
    },
    indexKeep: ['(coop-coordinator.md)', '(incident-wording.md)', ...PADDING_KEEP],
  },
  {
    id: 'h20i-idx-it-desk-demote',
    category: 'index',
    lang: 'zh',
    memories: [
      mem('desk-lead.md', '2026-02-08', 'IT 組長 Ivan 鍾意用廣東話溝通，報告要簡短。', { type: 'user' }),
      mem('ticket-replies.md', '2026-03-15', '回覆 ticket 時先講解決方法，再講原因。', { type: 'feedback' }),
      mem('escalation-tone.md', '2026-05-27', '升級去 vendor 嘅 email 要用英文，唔好用縮寫。', { type: 'feedback' }),
    ],
    extraMemories: 200,
    indexNotes: MACAU_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['監控室嘅 UPS 做咗年檢'],
      contains: ['監控室嘅 UPS 做咗年檢'],
    },
    indexKeep: ['(desk-lead.md)', '(ticket-replies.md)', '(escalation-tone.md)', ...PADDING_KEEP],
  },
  {
    id: 'h20i-idx-household-paragraphs',
    category: 'index',
    lang: 'en',
    memories: [
      mem('family-members.md', '2026-01-05', 'The family is Sam, Jo and the kids Maya (9) and Leo (6).', { type: 'user' }),
      mem('insurance-renewals.md', '2026-06-30', 'Home insurance renews in April and the car insurance in September.'),
    ],
    extraMemories: 192,
    indexNotes: HOUSEHOLD_NOTES,
    fixed: {
      indexMaxLines: 200,
      indexAbsent: ['Leo has swimming kit in the blue bag'],
      contains: ['Leo has swimming kit in the blue bag'],
    },
    indexKeep: ['(family-members.md)', ...PADDING_KEEP],
  },
  {
    id: 'h20i-idx-trap-under-limits',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('practice-partner.md', '2026-02-14', 'Helen is the partner who signs off every tax return.', { type: 'user' })],
    extraMemories: 150,
    indexNotes: UNDER_LIMIT_NOTES,
    keep: ['HMRC agent codes for the two new limited companies received.'],
    indexKeep: ['(practice-partner.md)', '(project-fact-150.md)'],
  },
  {
    id: 'h20i-idx-trap-utf16-not-bytes',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('advisor-preferences.md', '2026-03-21', '导师喜欢组会前一天收到实验结果的表格。', { type: 'user' })],
    extraMemories: 100,
    indexNotes: labRunNotes(60),
    keep: ['随机种子换了三个，结果波动在零点五个百分点以内'],
    indexKeep: ['(advisor-preferences.md)', '(project-fact-100.md)'],
  },
  {
    id: 'h20i-idx-trap-near-line-limit',
    category: 'index',
    lang: 'en',
    trap: true,
    memories: [mem('head-mod.md', '2026-01-30', 'Kez is the head mod and decides on permanent bans.', { type: 'user' })],
    extraMemories: 178,
    indexNotes: GAME_NOTES,
    keep: ['CoreProtect database trimmed to 60 days to keep the disk under 80 %.'],
    indexKeep: ['(head-mod.md)', '(project-fact-178.md)'],
  },
  {
    id: 'h20i-idx-trap-estate-notes',
    category: 'index',
    lang: 'zh',
    trap: true,
    memories: [mem('estate-manager.md', '2026-02-02', '物業經理黃生鍾意用 WhatsApp 收報告，唔好打電話。', { type: 'user' })],
    extraMemories: 160,
    indexNotes: ESTATE_NOTES,
    keep: ['消防處年檢順利通過，證書影印本放喺管理處。'],
    indexKeep: ['(estate-manager.md)', '(project-fact-160.md)'],
  },
];

const HOOKS: QualityCase[] = [
  {
    id: 'h20i-hk-payouts-chat',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('rider-payouts.md', '2026-08-14', 'Rider payouts go out through Wise.', {
        hook: "payouts via Wise every 2nd Friday from the Hope Street office account, min £20 per transfer, co-op covers the fees; if one bounces ask Jonas to resend it — hope this helps, shout if anything's unclear!",
      }),
    ],
    fixed: {
      indexContains: ['(rider-payouts.md)'],
      indexAbsent: ['hope this helps'],
      contains: ['Hope Street', '£20', 'Jonas'],
      absent: ['hope this helps', "shout if anything's unclear"],
    },
  },
  {
    id: 'h20i-hk-gpu-booking',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('gpu-booking.md', '2026-09-07', 'GPU 节点通过实验室的共享日历预约。', {
        hook: 'GPU 节点统一走实验室的共享日历预约，每人每次最多连续占用 48 小时，超时的任务管理员会直接 kill 掉；周末要跑的长任务请提前在微信群里说一声；那台 A100 优先给快要交毕业论文的同学用，其他人先用 3090；显存不够的话可以申请学校超算的账号，流程在研究生院网站上；跑完的任务记得把中间结果从本地盘清掉，每人本地盘配额是 500GB。有问题再问我，希望对你有帮助～',
      }),
    ],
    fixed: {
      indexContains: ['(gpu-booking.md)'],
      indexAbsent: ['有问题再问我'],
      contains: ['A100', '48', '3090'],
      absent: ['有问题再问我', '希望对你有帮助'],
    },
  },
  {
    id: 'h20i-hk-pihole-facts',
    category: 'hooks',
    lang: 'en',
    memories: [
      mem('home-lab-dns.md', '2026-07-19', 'Pi-hole runs on the Raspberry Pi 4 in the hallway cupboard.', {
        type: 'reference',
        hook: "Pi-hole on the hallway Pi 4 (static IP 192.168.1.53) is the only DNS server for the house: the router's DHCP hands it out, upstream is Quad9 over DoH via cloudflared, admin password in Bitwarden under 'pihole'",
      }),
    ],
    fixed: {
      indexContains: ['(home-lab-dns.md)'],
      indexAbsent: ["Pi-hole on the hallway Pi 4 (static IP 192.168.1.53) is the only DNS server for the house: the router's DHCP hands it out, upstream is Quad9 over DoH via cloudflared, admin password in Bitwarden under 'pihole'"],
      contains: ['192.168.1.53', 'Quad9', 'Bitwarden'],
    },
  },
  {
    id: 'h20i-hk-cctv-cantonese',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('cctv-footage.md', '2026-10-13', 'CCTV 錄影存喺 NVR-03。', {
        type: 'reference',
        hook: 'CCTV 錄影全部存喺 NVR-03，保留 30 日之後自動覆蓋；任何部門要調片，一定要保安部經理喺申請表簽咗名先可以俾，匯出嘅片要用公司嘅 7-Zip 密碼加密先交，密碼另外 send；VIP 廳嘅鏡頭只可以喺監控室睇，唔可以 copy 出去；警方要片就轉介俾法務部，由法務部同保安部一齊處理，IT 只負責匯出同記錄。唔該晒，有咩唔明再搵我啦，得閒飲茶！',
      }),
    ],
    fixed: {
      indexContains: ['(cctv-footage.md)'],
      indexAbsent: ['有咩唔明再搵我'],
      contains: ['保安部經理', '監控室', '7-Zip'],
      absent: ['有咩唔明再搵我', '得閒飲茶'],
    },
  },
  {
    id: 'h20i-hk-event-space-tw',
    category: 'hooks',
    lang: 'zh',
    memories: [
      mem('event-space.md', '2026-06-25', '二樓活動空間可以出借給讀書會。', {
        hook: '二樓活動空間可以借給讀書會或小型講座使用，週一公休不外借，一次最多借四個小時，場地費每小時 NT$300，學生社團打八折；麥克風和投影機要在櫃台登記借用，用完請把椅子排回原位、垃圾帶走；想預約的話請至少提前十四天寫信到店裡的信箱，信裡要寫活動名稱、人數跟負責人電話；同一個團體每個月最多借兩次。以上供參考，有任何問題歡迎再問，謝謝～',
      }),
    ],
    fixed: {
      indexContains: ['(event-space.md)'],
      indexAbsent: ['以上供參考'],
      contains: ['NT$300', '八折'],
      absent: ['以上供參考', '有任何問題歡迎再問'],
    },
  },
  {
    id: 'h20i-hk-trap-short-chinese',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [
      mem('sec3-remedial.md', '2026-08-04', '中三华文补课固定在周四晚上，地点是二楼 Room 3。', {
        hook: '中三华文补课固定在周四晚上七点到九点，地点在二楼 Room 3，缺课要先用 WhatsApp 通知前台，补课费按次计算，每次四十五新元，月底统一收',
      }),
    ],
    keep: ['中三华文补课固定在周四晚上，地点是二楼 Room 3。'],
  },
  {
    id: 'h20i-hk-trap-hope-street',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('hope-street-depot.md', '2026-05-15', 'The depot on Hope Street has a rear gate with a code lock.', {
        type: 'reference',
        hook: 'Hope Street depot: rear gate code 2580, yard open 06:00–20:00, no parking on the cobbles',
      }),
    ],
    keep: ['The depot on Hope Street has a rear gate with a code lock.'],
  },
  {
    id: 'h20i-hk-trap-mod-rota',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('mod-rota.md', '2026-10-04', 'The mods split the week between them; the rota is pinned in #mod-rota.', {
        hook: 'Mod rota: Kez weekdays, Dara weekends, Ollie covers EU nights; swaps are posted in #mod-rota',
      }),
    ],
    keep: ['The mods split the week between them; the rota is pinned in #mod-rota.'],
  },
  {
    id: 'h20i-hk-trap-car-mot',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [
      mem('car-mot.md', '2026-10-08', 'The car MOT is done at Hillside Garage every October.', {
        hook: 'MOT due every October at Hillside Garage; last pass 2026-10-07 with an advisory on the rear tyres',
      }),
    ],
    keep: ['The car MOT is done at Hillside Garage every October.'],
  },
];

export const HELDOUT_20_FRESH_CASES: QualityCase[] = [
  ...DATES_EN,
  ...DATES_ZH,
  ...SUPERSESSION,
  ...CONTRADICTION,
  ...PARAPHRASE,
  ...CLAUDE_MD,
  ...MERGE,
  ...CAPTURES,
  ...INDEX,
  ...HOOKS,
];
