import type { CaseMemory, QualityCase } from './cases.js';
import { cutMidWord } from './cases.js';

/**
 * TUNING 13, part captures: captured requests, shortened index hooks and merges, written by the
 * fixer of these categories before any rule change, from the kinds of misses HELD-OUT 16-18
 * showed (not their phrasings).
 *
 * Captures: one request whose second clause only qualifies the first (", never …", "，不要再…",
 * "，唔好…") is one memory, not two; a polite ask closed by a question mark after a ", not …"
 * tail is still one request; a request a memory already holds in other words (by its values and
 * its subject, not its wording) is not saved again; a request in Cantonese among chatter is
 * saved once. Traps: a question of the user's with "never" in it, a grumble with "always", a
 * request already known, a reported hypothetical, a remark about what someone else keeps
 * forgetting.
 *
 * Hooks: talk about the note in plain Chinese with no exclamation marks, laughter or particles
 * (why it was written, an invitation to ask, a judgement of a client) inside a long hook, in
 * Simplified, Traditional and Cantonese, and in English. Look-alikes whose clauses hold 问 /
 * "ask" as a fact (whom to ask first, with a phone number; "ask the manager before every
 * refund") keep them in the topic file.
 *
 * Merge: a copy by its name with a one-letter typo in a sentence merges into its original (the
 * original's spelling kept); a copy's longer sentence replaces the shorter one. Traps: two
 * memories of one template with two places or two units ("locker A" / "locker B", van 1 /
 * van 2), one a copy by its name, are no duplicates.
 */

const DAY = '2026-11-25';
const OLD = '2026-11-02';
const SAID = '2026-11-24';
const mem = (file: string, body: string, more: Partial<CaseMemory> = {}): CaseMemory => ({ file, body, modified: DAY, type: 'project', ...more });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));

const VAT_SAID = 'Could you keep in mind that the Porto wholesalers get their quotes in euros, never in dollars? Accounts keep sending USD.';
const DRONE_SAID = 'remember that the drone is only flown below 25 knots of wind, never above that';
const FERRY_A = 'right, one thing: remember that the 07:10 ferry does not take bikes on weekdays.';
const FERRY_B = 'and keep in mind that the Sunday crossings need a booking code from Ines';

const PRINTSHOP = '印刷廠（王老闆那家）：這段是因為常常有人問才寫的；交稿要給 PDF/X-4，出血三毫米；大量印刷要提前五個工作天下單；紙樣在會議室第二層抽屜；週六不收件，急件另外加收兩成費用；打樣一次收八百元，打樣確認後才排機；送貨用他們自己的車，只送到一樓大廳；月結帳單每月五號寄到會計部；他們很講究細節，寧可多問一句也不要自己猜';
const CLINIC = '诊所排班：新来的同事看完这段还不明白的话再来问我；周一到周五早上八点开门，周六只开上午；护士站的钥匙由当班护士长保管；疫苗冰箱每天早晚各记录一次温度，超过八度要马上通知药房，药房分机 2316；医疗废物每周二和周五由环卫公司收走，收之前要称重登记；病历柜下班前必须上锁，钥匙交给保安室；急诊病人直接送到隔壁的区医院，不要在诊所留观';
const TEAHOUSE = '茶樓樓面：成日有人問，所以寫低喺度；早市六點開，點心紙九點前收；VIP 房要預早兩日訂，最低消費二千蚊；洗手間匙喺收銀枱下面；星期一休息，公眾假期照開；外賣單要寫低枱號同埋電話，送餐範圍只限兩公里內；茶葉每星期三由供應商送到，普洱同鐵觀音放喺後樓梯嘅鐵櫃；收工前要熄晒點心車嘅電，仲要鎖好後門；唔明就問阿珍';
const VENDOR = 'Venue AV vendor (Brightline) — writing this down because every new coordinator asks me the same things: contact is Tomas on 0161 496 0128; the projector needs 48 h notice; HDMI adapters are in the blue case; invoices go to ap@brightline.example, never to Tomas';
const REFUNDS = '退款流程：退款前每次都要先问过店长，店长不在就打区经理 138 0013 8000；现金退款当天登记在红本子上；超过五百元的退款要两个人签字；退款单留底三个月，月底交给财务对账；会员卡里的储值不能退现金，只能退回卡里；线上订单的退款走小程序后台，一般三个工作日到账；顾客情绪激动的时候先请到休息区坐下再谈';
const HELPDESK = 'Helpdesk escalation: ask the on-call lead before restarting any production service; the lead rota is pinned in #ops; P1 tickets are answered within 15 minutes; never close a P1 without a written root cause; customer calls are logged in Zendesk';

export const TUNING_13_CAPTURES_CASES: QualityCase[] = [
  // ------------------------------------------------------------ captures: one request, its qualifying clause with it
  {
    id: 't13-captures-en-polite-ask-never-tail',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said(VAT_SAID),
    fixed: { contains: ['Porto wholesalers get their quotes in euros'] },
    maxCreated: 1,
    forbid: [...cutMidWord(VAT_SAID), 'Avoid this'],
  },
  {
    id: 't13-captures-en-never-above-qualifies',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: said('ok', DRONE_SAID, 'cool, now the flight log'),
    fixed: { contains: ['drone is only flown below 25 knots'] },
    maxCreated: 1,
    forbid: cutMidWord(DRONE_SAID),
  },
  {
    id: 't13-captures-zh-yihou-buyaozai-one-request',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: said('合同模板先不用动。', '以后客户合同都用电子签发给对方，别再打印纸本寄过去了。'),
    fixed: { contains: ['电子签'] },
    maxCreated: 1,
  },
  {
    id: 't13-captures-hk-jigdak-one-request',
    category: 'captures',
    lang: 'zh',
    memories: [],
    said: said('早晨', '記住，以後報價一律用港幣，唔好再用人民幣報。', '唔該'),
    fixed: { contains: ['港幣'] },
    maxCreated: 1,
  },
  {
    id: 't13-captures-en-two-requests-between-chatter',
    category: 'captures',
    lang: 'en',
    memories: [],
    said: [
      { day: '2026-11-20', text: FERRY_A },
      { day: '2026-11-21', text: 'the caterer still has not replied, what a week' },
      { day: '2026-11-22', text: FERRY_B },
    ],
    fixed: { contains: ['07:10 ferry does not take bikes', 'booking code from Ines'] },
    maxCreated: 2,
    forbid: [...cutMidWord(FERRY_A), ...cutMidWord(FERRY_B)],
  },
  // ------------------------------------------------------------ captures: traps
  {
    id: 't13-captures-trap-en-known-in-other-words',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('bike-hire.md', 'Hire bikes are due back by 18:00; a late return is charged as a second full day.', { modified: OLD, description: 'Bike hire returns' })],
    said: said('remember: a hire bike returned after 18:00 is billed a second full day'),
    keep: ['Hire bikes are due back by 18:00'],
    maxCreated: 0,
  },
  {
    id: 't13-captures-trap-tw-known-in-other-words',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('cold-room-key.md', '冷藏室的鑰匙由倉管老周保管，下班前要交回。', { modified: OLD, description: '冷藏室鑰匙' })],
    said: said('記住，冷藏室鑰匙是老周在保管，下班前要交回'),
    keep: ['冷藏室的鑰匙由倉管老周保管'],
    maxCreated: 0,
  },
  {
    id: 't13-captures-trap-en-question-never',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('invoices.md', 'Invoices are issued from Xero on the first working day of the month.', { modified: OLD })],
    said: said('wait, so we never invoice the Basel school in francs?', 'or was that only last year'),
    maxCreated: 0,
  },
  {
    id: 't13-captures-trap-en-grumble-always',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('sound-desk.md', 'The sound desk is a Yamaha QL5.', { modified: OLD })],
    said: said('the stage left monitor always cuts out during the encore, so annoying', 'anyway can you check the patch list'),
    maxCreated: 0,
  },
  {
    id: 't13-captures-trap-zh-someone-else-forgets',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('night-shift.md', '夜班从晚上十点到早上六点。', { modified: OLD })],
    said: said('小陈老是不记得关后门，烦死了', '算了不说他了，帮我看一下排班表'),
    maxCreated: 0,
  },
  // ------------------------------------------------------------ hooks: talk about the note, no marks
  {
    id: 't13-captures-hooks-tw-printshop-why-written',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('print-shop.md', '公司的印刷品都交給王老闆的印刷廠。', { hook: PRINTSHOP, type: 'reference' })],
    fixed: { contains: ['出血三毫米', '紙樣在會議室第二層抽屜'], indexAbsent: [PRINTSHOP] },
    forbid: ['常常有人問才寫的', '寧可多問一句'],
    keep: ['公司的印刷品都交給王老闆的印刷廠。'],
  },
  {
    id: 't13-captures-hooks-zh-clinic-ask-me-after',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('clinic-rota.md', '诊所在社区中心一楼。', { hook: CLINIC })],
    fixed: { contains: ['护士站的钥匙由当班护士长保管', '药房分机 2316'], indexAbsent: [CLINIC] },
    forbid: ['还不明白的话再来问我'],
    keep: ['诊所在社区中心一楼。'],
  },
  {
    id: 't13-captures-hooks-hk-teahouse-written-down',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('teahouse-floor.md', '茶樓喺二樓，有三十張枱。', { hook: TEAHOUSE })],
    fixed: { contains: ['最低消費二千蚊', '洗手間匙喺收銀枱下面'], indexAbsent: [TEAHOUSE] },
    forbid: ['成日有人問', '寫低喺度'],
    keep: ['茶樓喺二樓，有三十張枱。'],
  },
  {
    id: 't13-captures-hooks-en-vendor-why-written',
    category: 'hooks',
    lang: 'en',
    memories: [mem('av-vendor.md', 'Brightline supplies the projectors and screens for the main hall.', { hook: VENDOR, type: 'reference' })],
    fixed: { contains: ['0161 496 0128', 'projector needs 48 h notice', 'ap@brightline.example'], indexAbsent: [VENDOR] },
    forbid: ['every new coordinator asks me', 'writing this down because'],
    keep: ['Brightline supplies the projectors and screens for the main hall.'],
  },
  // ------------------------------------------------------------ hooks: look-alikes, asking as a fact
  {
    id: 't13-captures-hooks-zh-refunds-ask-manager-fact',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('refunds.md', '门店退款只收原支付方式。', { hook: REFUNDS })],
    fixed: { contains: ['退款前每次都要先问过店长', '138 0013 8000', '超过五百元的退款要两个人签字'], indexAbsent: [REFUNDS] },
    keep: ['门店退款只收原支付方式。'],
  },
  {
    id: 't13-captures-hooks-en-helpdesk-ask-lead-fact',
    category: 'hooks',
    lang: 'en',
    memories: [mem('helpdesk.md', 'The helpdesk covers the web shop and the POS tills.', { hook: HELPDESK })],
    fixed: { contains: ['ask the on-call lead before restarting any production service', 'within 15 minutes', 'written root cause'], indexAbsent: [HELPDESK] },
    keep: ['The helpdesk covers the web shop and the POS tills.'],
  },
  // ------------------------------------------------------------ merge
  {
    id: 't13-captures-merge-en-copy-with-typo',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('glasshouse-vents.md', 'Open the glasshouse vents once the inside reaches 24 °C.\nClose them before the irrigation cycle at 17:00.', { modified: OLD, description: 'Glasshouse vent routine' }),
      mem('glasshouse-vents (2).md', 'Open the glasshouse vents once the inside reachs 24 °C.\nClose them before the irrigation cycle at 17:00.', { description: 'Glasshouse vent routine' }),
    ],
    fixed: {
      gone: ['glasshouse-vents (2).md'],
      files: ['glasshouse-vents.md'],
      contains: ['Open the glasshouse vents once the inside reaches 24 °C.', 'Close them before the irrigation cycle at 17:00.'],
      absentLines: ['Open the glasshouse vents once the inside reachs 24 °C.'],
    },
  },
  {
    id: 't13-captures-merge-tw-copy-longer-sentence',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('咖啡機保養.md', '磨豆機每週五拆開清刷一次。\n鍋爐每三個月除垢。', { modified: OLD, description: '咖啡機保養' }),
      mem('咖啡機保養 複本.md', '磨豆機每週五拆開清刷一次。\n鍋爐每三個月除垢，除垢劑用 Cafiza 以外的品牌會傷墊圈。', { description: '咖啡機保養 複本' }),
    ],
    fixed: { files: ['咖啡機保養.md'], gone: ['咖啡機保養 複本.md'], contains: ['除垢劑用 Cafiza 以外的品牌會傷墊圈'], absentLines: ['鍋爐每三個月除垢。'] },
  },
  {
    id: 't13-captures-merge-trap-en-copy-two-lockers',
    category: 'merge',
    lang: 'en',
    trap: true,
    memories: [
      mem('dinghy-kit.md', 'Check the bilge pump before each trip.\nLife jackets hang in locker A.', { modified: OLD, description: 'Dinghy kit' }),
      mem('dinghy-kit copy.md', 'Check the bilge pump before each trip.\nLife jackets hang in locker B.', { description: 'Dinghy kit' }),
    ],
    keep: ['Life jackets hang in locker A.', 'Life jackets hang in locker B.'],
    quiet: ['possible-duplicate'],
  },
  {
    id: 't13-captures-merge-trap-zh-two-vans',
    category: 'merge',
    lang: 'zh',
    trap: true,
    memories: [
      mem('一号车.md', '一号车的备用钥匙挂在三号钩上。\n每周一检查胎压。', { modified: OLD, description: '一号车' }),
      mem('一号车-2.md', '二号车的备用钥匙挂在五号钩上。\n每周一检查胎压。', { description: '二号车' }),
    ],
    keep: ['一号车的备用钥匙挂在三号钩上。', '二号车的备用钥匙挂在五号钩上。'],
    quiet: ['possible-duplicate'],
  },
];
