import { describe, expect, it } from 'vitest';
import { announcedConflicts, changeNoticeOf, judge } from '../../../electron/core/dream/text/announced-change.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

const fact = (docId: string, text: string, date: string, factIndex = 0): DatedFact => ({ docId, factIndex, text, date });
const flagged = (older: string, newer: string): string | null => {
  const n = changeNoticeOf(newer);
  return n && judge(older, newer, n);
};

describe('changeNoticeOf: a statement that announces a change, and its old side', () => {
  it.each([
    ['We migrated the greenhouse sensors off LoRaWAN onto NB-IoT.', ['lorawan']],
    ['- editing: no longer Audacity, we do it all in Descript now', ['audacity']],
    ['**Deprecated:** `gradle assemble`.', ['gradle', 'assemble']],
    ['swithced the donor receipts over to Postmark from Mailgun', ['mailgun']],
    ['paygw-v1 已经下线，支付回调改走 paygw-v2。', ['paygw', 'v1']],
    ['课程视频已由 Vimeo 迁至 B站。', ['vimeo']],
    ['staging 已经从 Render migrate 到了 Railway。', ['render']],
    ['NetDocuments 已停用，合約範本統一放到 SharePoint。', ['netdocument']],
  ])('%s', (text, old) => {
    const n = changeNoticeOf(text);
    expect(n).not.toBeNull();
    for (const o of old) expect([...n!.oldNames].some((x) => x.startsWith(o))).toBe(true);
  });

  it.each([
    'We considered replacing Artifactory with GitHub Packages but decided against it for now.',
    '下個月打算把 CI 從 Travis 換成 GitLab CI，還沒開始。',
    'Should we move the wiki to Notion?',
    'Podcast episodes are edited in Audacity.',
  ])('no change: %s', (text) => {
    expect(changeNoticeOf(text)).toBeNull();
  });

  it('a value change and a history sentence are told apart', () => {
    expect(changeNoticeOf('Weekday closing time is now 23:00.')?.valueChange).toBe(true);
    expect(changeNoticeOf('Before 2025 the refund limit was $100; it was raised after the backlog.')?.history ?? true).toBe(true);
  });
});

describe('judge: the older statement still says what changed', () => {
  it.each([
    ['Podcast episodes are edited in Audacity.', '- editing: no longer Audacity, we do it all in Descript now'],
    ['Greenhouse sensors report over LoRaWAN every 5 minutes, and readings older than 90 days are archived.', 'We migrated the greenhouse sensors off LoRaWAN onto NB-IoT.'],
    ['酒店订单的支付回调走的是老网关 paygw-v1。', 'paygw-v1 已经下线，支付回调改走 paygw-v2。'],
    ['律所的合約範本放在 NetDocuments。', 'NetDocuments 已停用，合約範本統一放到 SharePoint。'],
    ['Ticket inspectors scan QR codes with Zebra handhelds.', 'Since the refresh, the Zebra handhelds used by ticket inspectors have been replaced by iPhones.'],
    ['The climbing gym closes at 22:00 on weekdays.', 'Weekday closing time is now 23:00.'],
    ['啤酒配方管理用的是 BeerSmith，配方改动要两位酿酒师签字。', '配方管理软件换成了 Brewfather。'],
    ['退貨期限為七天。', '退貨期限改為十四天，從雙十一開始適用。'],
    // "use X, not Y" with the old thing removed; "now, not weekly"; 从X延长到Y
    ['Install dependencies with yarn.', 'Use pnpm, not yarn (yarn was removed in October).'],
    ['The staging db password rotates weekly.', 'the staging db password rotation is monthly now, not weekly'],
    ['日志保留30天。', '日志保留期从30天延长到90天。'],
  ])('%s / %s', (older, newer) => {
    expect(flagged(older, newer)).not.toBeNull();
  });

  it.each([
    // another subject: the change names a qualifier the older statement lacks
    ['The hotel booking API caches room rates in Redis.', 'The loyalty service moved from Redis to DynamoDB.'],
    ['搜索服务用npm安装依赖。', '订单服务从npm换成了bun安装依赖。'],
    ['The admin panel deploys with Ansible.', 'The marketing site no longer deploys with Ansible.'],
    ['Logs of the billing service go to Splunk.', 'Logs of the ledger service are now shipped to Datadog.'],
    // another site
    ['北京机房的日志收集用 Fluentd。', '上海机房的日志收集从 Fluentd 换成了 Vector。'],
    // the older statement already says the new thing (a history sentence)
    ['赛事直播推流用 OBS。', '早期的赛事直播曾经用过 XSplit，后来才换成 OBS。'],
    // "no longer" about something else
    ['Volunteers sign up through the Google Form on the website.', 'Volunteers no longer need a background check for one-off events.'],
    // a history sentence is no value change
    ['Support agents can refund up to $200 without approval.', 'Before 2025 the agent refund limit was $100; it was raised after the holiday backlog.'],
    // a trial that kept the old thing; another app of the same stack
    ['Deploys go through Argo CD.', 'We evaluated replacing Argo CD with Flux and kept Argo CD.'],
    ['管理后台用Vue 2。', '官网从Vue 2升级到了Vue 3。'],
    // a negated older statement
    ['We do not use Mailgun for receipts.', 'We switched receipts from Mailgun to Postmark.'],
  ])('no finding: %s / %s', (older, newer) => {
    expect(flagged(older, newer)).toBeNull();
  });
});

describe('announcedConflicts', () => {
  it('flags an older memory once, names both statements, and the next sentence when the change names no new thing', () => {
    const facts = [
      fact('android-build.md', 'Build the Android client of the game with the `gradle assemble` task.', '2026-04-20'),
      fact('build-script.md', '**Deprecated:** `gradle assemble`.', '2026-11-18', 0),
      fact('build-script.md', 'Build the Android client with `./build.sh android` instead.', '2026-11-18', 1),
    ];
    const out = announcedConflicts(facts, () => false);
    expect(out).toHaveLength(1);
    expect(out[0]!.kind).toBe('outdated');
    expect(out[0]!.reason).toContain('gradle assemble');
    expect(out[0]!.reason).toContain('./build.sh android');
  });

  it('never flags a later statement, one the other rules settled, or one of the same memory', () => {
    const older = fact('podcast.md', 'Podcast episodes are edited in Audacity.', '2026-04-20');
    const newer = fact('tools.md', '- editing: no longer Audacity, we do it all in Descript now', '2026-11-18');
    expect(announcedConflicts([{ ...older, date: '2026-12-01' }, newer], () => false)).toEqual([]);
    expect(announcedConflicts([older, newer], () => true)).toEqual([]);
    expect(announcedConflicts([older, { ...newer, docId: 'podcast.md', factIndex: 1 }], () => false)).toEqual([]);
    expect(announcedConflicts([older, newer], () => false)).toHaveLength(1);
  });
});

describe('judge: the subject a change names, the value it gives', () => {
  it.each([
    // a noun for the thing, "is now" / 现在是, and a name as the new value
    ['Customer tickets for the hotel are handled in Zendesk.', 'Ticketing tool is now Freshdesk.'],
    ['诊所的预约系统用的是微医。', '预约平台现在是好大夫。'],
    ['官网的内容管理用的是 WordPress。', '官网内容管理现在是 Strapi。'],
    // 改为 / 改成 with the relation kept (写入, 存放在)
    ['仓库温度数据每五分钟写入InfluxDB，保留三个月，只有运维能删除。', '温度数据改为写入TDengine。'],
    // the subject of the change's own clause, not of the whole statement
    ['Choir rehearsal notes are emailed through Mailchimp.', 'Instead of Mailchimp, the choir now sends rehearsal notes with Buttondown.'],
    ['Wedding photos are kept on the studio Synology, backed up weekly, and only the lead photographer may share them.', 'Wedding photos are no longer kept on the studio Synology; they go straight to Dropbox now.'],
    // 已经不走X了
    ['图书馆的借阅提醒通过钉钉发送。', '借阅提醒已经不走钉钉了，现在统一用企业微信。'],
    // "Y is our new X"; X换掉了; 现在统一走Y
    ['Bugs are tracked in Bugzilla.', 'YouTrack is our new bug tracker.'],
    ['支付回调走的是易宝支付。', '易宝支付已经换掉了，支付回调改用连连支付。'],
    ['报销审批用的是钉钉审批。', '报销审批现在统一走飞书审批。'],
  ])('%s / %s', (older, newer) => {
    expect(flagged(older, newer)).not.toBeNull();
  });

  it.each([
    // a state, not a value; another relation; an amount against a name; an act that stopped, not a use
    ['Release branches are cut from main every Monday.', 'The release branch is now frozen.'],
    ['In this codebase an account means a billing tenant.', 'The billing service is now owned by the Payments team.'],
    ['订单服务部署在阿里云。', '订单服务现在是由张伟负责。'],
    ['The mobile API is rate-limited to 50 requests per second.', 'The mobile API now uses GraphQL.'],
    ['Guest invoices at the hotel are generated in Cloudbeds.', 'We no longer print guest invoices from Cloudbeds; guests download them instead.'],
    // another owner, a history ending at the current value
    ['城北店的会员系统用有赞。', '城南店的会员系统现在是微盟。'],
    ['官网用的是 Strapi。', '官网最早用的是 WordPress，后来换成了 Strapi，现在也是 Strapi。'],
  ])('quiet: %s / %s', (older, newer) => {
    expect(flagged(older, newer)).toBeNull();
  });
});

describe('judge: the old side said outside the change clause, and who stopped', () => {
  it.each([
    // a commit line with no copula, "the old X" in a second clause, an English verb inside Chinese
    ["The newsroom's wire photos are stored in Fotoware.", 'chore(photo-desk): migrated wire photo storage to Canto, Fotoware switched off'],
    ['Hostel bookings are managed in Little Hotelier.', 'feat(front-desk): moved hostel bookings to Cloudbeds, Little Hotelier retired'],
    ['Workshop bookings at the bike shop are taken through Calendly.', 'Workshop bookings were moved to Bookinglab; the old Calendly page just redirects there.'],
    ['Sign-ups for dance classes are taken through Acuity.', 'Dance class sign-ups were moved to Mindbody; the old Acuity form only points there now.'],
    ['冰场的票务走的是大麦网。', '冰场票务已经 switch 到猫眼了，大麦网不再合作。'],
    // who stopped, named in the older statement as who does it
    ['The concert hall’s two Steinways are tuned by Okafor & Sons twice a year, before each season opens.', 'Okafor & Sons no longer tune the hall pianos; Lindqvist Tuning does it now.'],
    // what the change is about is its own clause; the next names the new side
    ['Press comp tickets are approved by the house manager.', 'We no longer have the house manager approve press comps; now the marketing lead signs them off.'],
  ])('%s / %s', (older, newer) => expect(flagged(older, newer)).not.toBeNull());

  it.each([
    // who stopped is what the older statement is about: another thing it does
    ['Volunteers sign up through the Google Form on the website.', 'Volunteers no longer need a background check for one-off events.'],
    ['The front desk opens at 8.', 'The front desk no longer sells ferry tickets; the app does now.'],
    // another subject that stopped using the old thing
    ['The admin panel deploys with Ansible.', 'The marketing site no longer deploys with Ansible.'],
    // a name is matched whole: Redux-Saga is not Redux
    ['前端状态管理用Redux。', 'Redux-Saga已弃用，副作用统一用RTK Query处理。'],
  ])('%s / %s is no change of the older statement', (older, newer) => expect(flagged(older, newer)).toBeNull());
});

describe('judge: a value given anew through the same relation, or its old value adjusted', () => {
  it.each([
    // 改由 a person: the value given through 由…负责 / 值守, as the older one gives its own
    ['養蜂社的蜂箱巡查由陳伯負責，每週三早上巡一次。', '蜂箱巡查改由小美負責了。'],
    ['青旅前台夜班由阿杰值守，每晚十一点交班。', '前台夜班改由小林值守了。'],
    // 改为 a count: the attribute word (班次, 次数) is no part of the subject
    ['轮渡公司的环岛线每天开八班。', '环岛线班次改为每天十班。'],
    ['寵物旅館每天帶狗散步兩次。', '寵物旅館的散步次數改為每天三次。'],
    // 从X调整为Y: the old amount in the older statement, the new one the newer's value
    ['洗衣店的烘干机每次收费十元，店员每晚负责清理滤网。', '烘干机收费从每次十元调整为每次十二元。'],
    ['攀岩馆的次卡每张八十元，限本人使用。', '次卡价格从每张八十元调整为每张九十元。'],
    // X已经被Y取代: the new thing between 被 and the verb
    ['印刷厂的拼版软件是 Preps 8。', 'Preps 8 已经被 Prinergy 取代了，拼版都在 Prinergy 里做。'],
    // a number that names a place is no amount ("in building 3", "at desk 2")
    ["The telescope's raw data is archived on the LTO tape robot in building 3.", "Raw telescope data is now archived on the university's Ceph cluster."],
    ['Climbing wall bookings are logged in Skedda at desk 2.', 'Climbing wall bookings are now logged in Bookwhen.'],
    // a chat opener is no part of what was dropped
    ['Projector maintenance at the cinema is done by Reel Services.', 'fyi reel services dropped, projector maintenance goes to CineTech from this month'],
  ])('%s / %s', (older, newer) => expect(flagged(older, newer)).not.toBeNull());

  it.each([
    ['成人票每张五十元。', '儿童票价格从三十元调整为三十五元。'],
    ['The climbing gym opens at 06:30.', "The café's opening time is now 07:00."],
    ['次卡每張九十元。', '以前次卡是八十元，後來漲到九十元。'],
    ['一号厅的座椅清洁由老周负责。', '三号厅的座椅清洁改由阿强负责了。'],
  ])('%s / %s is no change of the older statement', (older, newer) => expect(flagged(older, newer)).toBeNull());
});

describe('judge: the old name after the same preposition, one subject word shared', () => {
  it.each([
    ['Balloon passengers are weighed at check-in, then briefed by Marta; everyone signs the briefing sheet.', 'Safety briefings are given by Jonas now, not by Marta.'],
    ['The food bank collects supermarket donations from Tesco Extra.', 'We moved the supermarket pick-up from Tesco Extra to the Aldi on Mill Road.'],
    ['The hostel café gets its bread from Hobbs Bakery every morning.', 'We moved the bread delivery from Hobbs Bakery to Field & Loaf.'],
  ])('%s / %s', (older, newer) => expect(flagged(older, newer)).not.toBeNull());

  it.each([
    // no subject word shared, or the old name after another preposition
    ['The café gets its pastries from Hobbs Bakery.', 'We moved the flour order from Hobbs Bakery to Field & Loaf.'],
    ['The ferry crew roster is kept in Google Sheets.', 'Cargo manifests for the ferry moved from Google Sheets to Airtable.'],
    ['Room bookings at the office go through Skedda.', "The climbing gym's wall bookings moved from Skedda to Bookwhen."],
  ])('%s / %s is no change of the older statement', (older, newer) => expect(flagged(older, newer)).toBeNull());
});

describe('judge: round 12 — a named number on the old side, 由…取代, a value of the same head, a stop and a start', () => {
  it.each([
    // the older statement's KW-1 / X-1a is the thing the change leaves, not another named thing
    ['Kegs are cleaned on the Alfa Laval KW-1 washer.', 'Brewhouse switched from the Alfa Laval KW-1 to a Comac KW-2 keg washer.'],
    ['Customer proofs go out as PDF/X-1a files.', 'PDF/X-1a is deprecated here, use PDF/X-4 for every customer proof.'],
    ['The office Wi-Fi runs through router rt-3 in the hallway.', 'Router rt-3 was replaced by a MikroTik hAP ax3.'],
    // Cantonese 咗, 由 marking the new thing as 被 does
    ['停機坪拖車一律用 Motorola 對講機，頻道 3。', 'Motorola 對講機已經由 Hytera 取代咗，頻道照舊。'],
    ['急救站的出车记录写在华为平板上，每班结束时同步。', '华为平板已被三防加固平板替换，出车记录照常填写。'],
    // the attribute named by the values' head (颜色 / 红色 / 紫色, 温度 / 十八度 / 二十度)
    ['厨房的过敏原标签用红色，贴在餐盒左上角。', '过敏原标签的颜色改为紫色。'],
    ['冷库温度保持在零下十八度，每天记录两次。', '冷库的温度改为零下二十度。'],
    // a stop and a start; a time phrase is no subject; X已汰换为Y with one head; 别再用; 转用
    ['In autumn the bee farm feeds its hives with sugar syrup from the co-op.', "We've stopped feeding sugar syrup and started giving the hives fondant blocks."],
    ['Opera surtitles are run from QLab on the prompt-desk Mac.', 'Surtitle Pro replaces QLab for the opera surtitles from the winter season.'],
    ['裝訂所的膠裝一律用漢高的熱熔膠。', '漢高熱熔膠已汰換為 PUR 膠，膠裝溫度照原來設定。'],
    ['西装锁边一律用金霸线。', '以后锁边统一用古特曼线，别再用金霸线了。'],
    ['電波望遠鏡的觀測日誌記在 Excel 試算表，每晚由值班人員填寫。', '觀測日誌已從 Excel 試算表轉用 Notion 資料庫。'],
    ['魚檔嘅碎冰由新興冰廠送，每朝六點到。', '新興冰廠已經唔用，轉咗用大昌冰廠。'],
    ['收銀機用 Square，每月六十蚊。', '收銀機已經由 Square 換咗做 Shopify POS，月費照舊。'],
  ])('%s / %s', (older, newer) => expect(flagged(older, newer)).not.toBeNull());

  it.each([
    // another named thing; another owner's colour; a plan turned down in another clause
    ['Service ledger-71 runs on Postgres.', 'Service ledger-14 moved from Postgres to MongoDB.'],
    ['员工工作服用灰色。', '门店招牌的颜色改为橙色。'],
    ['会员数据存在阿里云上。', '原本想把会员数据迁到腾讯云，老板没批。'],
  ])('%s / %s is no change of the older statement', (older, newer) => expect(flagged(older, newer)).toBeNull());
});

describe('changeNoticeOf and judge: the old side and the subject read by more of their structure', () => {
  it.each([
    // a dash ends the deprecated thing's clause, a call's brackets are no aside
    ['renderLegacy() is deprecated — use render() from @ui/core instead.', ['renderlegacy']],
    // a passive's participle after the stop is how, not what
    ['Deposits are no longer taken in cash, only by card.', ['cash']],
    // each side of 换成 opens with a name: the names changed
    ['Brother 部标签机已经换成了 Zebra 牌。', ['brother']],
  ])('%s', (text, old) => {
    const n = changeNoticeOf(text);
    expect(n).not.toBeNull();
    expect([...n!.oldNames]).toEqual(expect.arrayContaining(old));
  });

  it.each([
    // an attribute word closing a Chinese subject (时间) says what kind of value, not whose
    ['周例会：每周一上午九点，三楼。', '例会时间改为每周五下午三点。'],
    // an act named by a noun and by an irregular participle (sales / sold), the value going on after a comma
    ['Season passes are sold at the ticket office.', 'Season pass sales are now online only, through Ticketsolve.'],
    // a digit inside a name is no amount
    ['staging cache host: redis-a1.internal', 'The staging cache host is now cache.eu-west.internal.'],
  ])('flagged: %s / %s', (older, newer) => expect(flagged(older, newer)).not.toBeNull());

  it.each([
    ['Concert tickets are sold at the box office.', 'Merchandise sales are now online only, through Shopify.'],
    ['周例会：每周一上午九点，三楼。', '培训时间改为每周五下午三点。'],
  ])('another thing: %s / %s', (older, newer) => expect(flagged(older, newer)).toBeNull());
});

describe('announcedConflicts: a name meets its suffixed form', () => {
  it('moment meets moment.js', () => {
    const facts = [fact('dates.md', 'Dates in the admin panel are formatted with moment.js.', '2026-04-14'), fact('commit.md', 'refactor(admin): replace moment with dayjs', '2026-10-21')];
    expect(announcedConflicts(facts, () => false).map((c) => c.a.docId)).toEqual(['dates.md']);
  });
});
