import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 9, captures part: captured requests, written by the fixer of this category before its
 * rule changes. A user's own well-formed request (English, Simplified, Traditional, Hong Kong
 * Cantonese, chat shorthand, a colon after the trigger, Latin words and numbers inside Chinese)
 * becomes one memory typed by what its main clause is: a directive to the agent is feedback, a
 * stative statement of a first-person subject is user, of a thing, a place or a person project (or
 * reference where it says where a resource lives); "don't forget that …" is a fact, no "Avoid";
 * a fact already in a memory (same or other words) is not saved again; requests reported in logs
 * are captured. Traps: word salad, questions, a reported errand, a request already remembered.
 *
 * Domains: a pottery studio, a community garden, a brewery, a climbing gym, a radio station, a
 * puppet theatre, a hostel, a print shop, a ski school, a laundromat, a museum archive, a kayak
 * hire, a food bank, a comic shop, a piano tuner, a dim sum kitchen, a tram depot.
 * Memories are written on 2026-11-10; what users said is from 2026-11-24, daily logs from 2026-11-21.
 *
 * 48 cases, 11 traps (28 first, 20 variants after). Untouched run (the rules at 7459027): 30 of 48 right (23 of
 * the first 28: a first-person fact typed feedback, 'for u:' kept in the statement, 我…负责关店 and
 * 以后给我写的…都要 typed project, 要我記得 in a log not read; 7 of the 20 variants; 0 of 2 記低).
 */

const OLD = '2026-11-10';
const SAID = '2026-11-24';
const LOG = '2026-11-21';
const mem = (file: string, body: string, type: CaseMemory['type'] = 'reference'): CaseMemory => ({ file, body, modified: OLD, type });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const chat = (...extra: string[]): Array<{ day: string; text: string }> => said('thanks, that fixed it', 'can you shorten the second bullet?', ...extra);
const chatZh = (...extra: string[]): Array<{ day: string; text: string }> => said('这段帮我改短一点', '好的，谢谢', ...extra);

/** A new memory of this type (its frontmatter as captures are written: type, then the day of the dream). */
const typed = (t: string): string => `type: ${t}\nmodified: 2026-11`;
const NOT_FEEDBACK = [typed('feedback')];
const NOT_USER = [typed('user')];

/** A title or a file name cut mid-word: proper prefixes (3+ letters) of 6+ letter words of `text`, at a line's end or before `.md` / an ellipsis. */
const cutMidWord = (text: string): string[] => {
  const whole = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  const out = new Set<string>();
  for (const w of text.match(/[A-Za-z]{6,}/g) ?? []) {
    for (let k = 3; k < w.length; k++) {
      const p = w.slice(0, k);
      if (whole.has(p.toLowerCase())) continue;
      for (const q of new Set([p, p.toLowerCase()])) for (const end of ['\n', '…', '...', '.md']) out.add(`${q}${end}`);
    }
  }
  return [...out];
};

export const TUNING_9_CAPTURES_CASES: QualityCase[] = [
  // ---- types by the main clause: a directive (feedback), a first-person fact (user), a thing's fact (project / reference)
  { id: 't9-captures-en-directive-linter', category: 'captures', lang: 'en', memories: [mem('kiln-log.md', 'The pottery studio kiln log is a spreadsheet in the shared drive.')], said: chat('remember to always run the linter before you open a pull request for the booking site'), fixed: { contains: ['run the linter before you open a pull request', typed('feedback')] }, maxCreated: 1, forbid: ['Avoid'] },
  { id: 't9-captures-en-user-first-person', category: 'captures', lang: 'en', memories: [mem('garden-plots.md', 'The community garden has forty raised beds.', 'project')], said: chat('remember that I look after plots 12 to 18 and I only come in on weekends'), fixed: { contains: ['I look after plots 12 to 18', typed('user')] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 't9-captures-en-thing-spare-key', category: 'captures', lang: 'en', memories: [mem('hostel-rooms.md', 'The hostel has six dorms and two private rooms.', 'project')], said: chat('remember the spare key for the bike shed is with Ken at reception'), fixed: { contains: ['spare key for the bike shed is with Ken at reception'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK, ...NOT_USER] },
  { id: 't9-captures-en-dont-forget-fact', category: 'captures', lang: 'en', memories: [mem('brew-schedule.md', 'The brewery brews the pale ale on Mondays.', 'project')], said: chat("don't forget that the fermenter 3 jacket leaks when the glycol pump runs above 40 %"), fixed: { contains: ['fermenter 3 jacket leaks when the glycol pump runs above 40 %'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 't9-captures-en-reference-channel', category: 'captures', lang: 'en', memories: [mem('route-setting.md', 'New routes at the climbing gym are set on Tuesdays.', 'project')], said: chat('pls remember: route-setting requests go in the #setters channel on Discord'), fixed: { contains: ['route-setting requests go in the #setters channel on Discord'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK, ...NOT_USER] },
  { id: 't9-captures-en-shorthand-prohibition', category: 'captures', lang: 'en', memories: [mem('studio-desk.md', 'The radio station studio desk is a Wheatstone console.', 'project')], said: chat("note to self for u: never play the station ID over a live caller, ppl hate it"), fixed: { contains: ['never play the station ID over a live caller', typed('feedback'), 'Avoid this'] }, maxCreated: 1 },
  { id: 't9-captures-en-readable-name', category: 'captures', lang: 'en', memories: [mem('puppet-store.md', 'The puppets are stored in the loft above the workshop.', 'project')], said: chat('remember that the marionettes for the Christmas production are restrung by Marguerite every November before the dress rehearsals'), fixed: { contains: ['marionettes for the Christmas production are restrung by Marguerite'] }, maxCreated: 1, forbid: [...cutMidWord('remember that the marionettes for the Christmas production are restrung by Marguerite every November before the dress rehearsals'), ...NOT_FEEDBACK] },
  { id: 't9-captures-en-path-reference', category: 'captures', lang: 'en', memories: [mem('print-queue.md', 'The print shop runs two Xerox presses.', 'project')], said: chat('keep in mind that the proof PDFs live in /srv/print/proofs on the nas'), fixed: { contains: ['proof PDFs live in /srv/print/proofs'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK, ...NOT_USER] },

  // ---- Chinese: Simplified, Traditional, Hong Kong Cantonese, colon after the trigger, Latin words and numbers inside
  { id: 't9-captures-zh-colon-fact', category: 'captures', lang: 'zh', memories: [mem('ski-school-zh.md', '滑雪学校有八名教练。', 'project')], said: chatZh('记住：儿童班的雪板都放在B2仓库，钥匙在前台抽屉里。'), fixed: { contains: ['儿童班的雪板都放在B2仓库'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...NOT_FEEDBACK] },
  { id: 't9-captures-zh-user-first-person', category: 'captures', lang: 'zh', memories: [mem('laundry-machines-zh.md', '洗衣店有十二台洗衣机。', 'project')], said: chatZh('帮我记一下，我每周二和周四晚上负责关店。'), fixed: { contains: ['我每周二和周四晚上负责关店', typed('user')] }, maxCreated: 1, forbid: ['Avoid', '避免', ...NOT_FEEDBACK] },
  { id: 't9-captures-zh-directive', category: 'captures', lang: 'zh', memories: [mem('archive-boxes-zh.md', '博物馆档案室的箱子按年代编号。', 'project')], said: chatZh('记住，以后给我写的档案说明都要附上馆藏编号。'), fixed: { contains: ['档案说明都要附上馆藏编号', typed('feedback')] }, maxCreated: 1 },
  { id: 't9-captures-zh-biewang-fact', category: 'captures', lang: 'zh', memories: [mem('kayak-fleet-zh.md', '皮划艇出租点有二十条单人艇。', 'project')], said: chatZh('别忘了：双人艇的救生衣在蓝色集装箱里。'), fixed: { contains: ['双人艇的救生衣在蓝色集装箱里'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...NOT_FEEDBACK] },
  { id: 't9-captures-hant-fact', category: 'captures', lang: 'zh', memories: [mem('food-bank-hant.md', '食物銀行每週三下午發放物資。', 'project')], said: said('幫我看看這封信', '謝謝', '請記得：冷凍庫的溫度計壞了，要看牆上那個 Testo 顯示器。'), fixed: { contains: ['冷凍庫的溫度計壞了'] }, maxCreated: 1, forbid: ['Avoid', '避免'] },
  { id: 't9-captures-hk-cantonese-jeoi', category: 'captures', lang: 'zh', memories: [mem('dimsum-kitchen-hk.md', '點心廚房朝早六點開工。', 'project')], said: said('呢段幫我改短啲', '唔該', '記住呀，蝦餃嘅蒸籠一定要用三號爐，其他爐火唔夠猛。'), fixed: { contains: ['蝦餃嘅蒸籠一定要用三號爐'] }, maxCreated: 1 },
  { id: 't9-captures-hk-cantonese-geidai', category: 'captures', lang: 'zh', memories: [mem('comic-shop-hk.md', '漫畫店逢星期一休息。', 'project')], said: said('幫我睇下呢個價錢牌', '好', '幫我記低：日本入口嘅單行本逢星期四到貨。'), fixed: { contains: ['日本入口嘅單行本逢星期四到貨'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...NOT_FEEDBACK] },
  { id: 't9-captures-zh-latin-inside', category: 'captures', lang: 'zh', memories: [mem('tram-depot-zh.md', '电车车厂有两条检修线。', 'project')], said: chatZh('记住：3号线的 PLC 程序只能由 Siemens 的工程师改。'), fixed: { contains: ['3号线的 PLC 程序只能由 Siemens 的工程师改'] }, maxCreated: 1, forbid: ['Avoid', '避免', 'project-2026', 'feedback-2026'] },

  // ---- already remembered: same words or other words (not saved again); a new one beside it is
  { id: 't9-captures-trap-en-already-other-words', category: 'captures', lang: 'en', trap: true, memories: [mem('piano-tuning.md', 'Mr Okoye tunes the hall piano on the first Monday of every month.', 'project')], said: chat('remember that the hall piano gets tuned by Mr Okoye on the first Monday each month'), maxCreated: 0, keep: ['Mr Okoye tunes the hall piano on the first Monday of every month.'] },
  { id: 't9-captures-trap-en-already-same-words', category: 'captures', lang: 'en', trap: true, memories: [mem('glaze-shelf.md', 'The celadon glaze buckets are on the bottom shelf by the sink.', 'project')], said: chat('remember: the celadon glaze buckets are on the bottom shelf by the sink'), maxCreated: 0, keep: ['The celadon glaze buckets are on the bottom shelf by the sink.'] },
  { id: 't9-captures-trap-zh-already-other-words', category: 'captures', lang: 'zh', trap: true, memories: [mem('garden-water-zh.md', '社区菜园的水龙头钥匙由老李保管。', 'project')], said: chatZh('记住：菜园水龙头的钥匙在老李那里保管。'), maxCreated: 0, keep: ['社区菜园的水龙头钥匙由老李保管。'] },
  { id: 't9-captures-trap-hant-already-same', category: 'captures', lang: 'zh', trap: true, memories: [mem('theatre-lights-hant.md', '木偶劇場的燈光控台在二樓控制室。', 'project')], said: said('好', '記住：木偶劇場的燈光控台在二樓控制室。'), maxCreated: 0, keep: ['木偶劇場的燈光控台在二樓控制室。'] },
  { id: 't9-captures-en-dedupe-one-of-two', category: 'captures', lang: 'en', memories: [mem('hostel-checkin.md', 'Hostel check-in opens at 14:00.', 'project')], said: chat('remember check-in at the hostel opens at 14:00', 'and remember that late arrivals collect their key from the lockbox by the side gate'), fixed: { contains: ['late arrivals collect their key from the lockbox by the side gate'] }, maxCreated: 1, keep: ['Hostel check-in opens at 14:00.'] },

  // ---- reported in logs, both languages
  { id: 't9-captures-log-en-reported', category: 'captures', lang: 'en', memories: [mem('studio-rota.md', 'The radio station has three presenters on the breakfast show.', 'project')], logs: { [LOG]: ['Cut the trailer for the Saturday show.', 'Priya asked me to remember that the outside-broadcast van needs booking two weeks ahead.', 'Uploaded the podcast.'] }, fixed: { contains: ['outside-broadcast van needs booking two weeks ahead'] }, maxCreated: 1 },
  { id: 't9-captures-log-zh-reported', category: 'captures', lang: 'zh', memories: [mem('brewery-kegs-zh.md', '酒厂一共有两百个不锈钢酒桶。', 'project')], logs: { [LOG]: ['上午清洗了糖化锅。', '阿强叫我记住：IPA 的酒花每批都要从冷库第三格拿。', '下午给酒吧送了货。'] }, fixed: { contains: ['IPA 的酒花每批都要从冷库第三格拿'] }, maxCreated: 1 },
  { id: 't9-captures-log-hant-reported', category: 'captures', lang: 'zh', memories: [mem('climbing-gym-hant.md', '攀岩館平日晚上十一點關門。', 'project')], logs: { [LOG]: ['換了抱石區的軟墊。', '小美要我記得：速度賽的計時器電池放在櫃台後面的鐵盒裡。'] }, fixed: { contains: ['速度賽的計時器電池放在櫃台後面的鐵盒裡'] }, maxCreated: 1 },

  // ---- traps: salad, questions, an errand for someone else, a trigger inside a reply about the past
  { id: 't9-captures-trap-zh-salad', category: 'captures', lang: 'zh', trap: true, memories: [mem('pottery-wheels-zh.md', '陶艺室有六台拉坯机。', 'project')], said: said('记住 记住 7 嘿嘿 这个那个', '不要不要 哈哈 记住了吗', '記住 ok 不要 666', '不要…記住…的的', 'remember lol 记住 2 🙃'), maxCreated: 0, keep: ['陶艺室有六台拉坯机。'] },
  { id: 't9-captures-trap-en-questions-past', category: 'captures', lang: 'en', trap: true, memories: [mem('kayak-racks.md', 'Sea kayaks hang on the north wall racks.', 'project')], said: said('do you remember who borrowed the red kayak?', 'I never remember the padlock code lol', 'remember when the trailer lost a wheel on the A30 haha', "can't remember if the racks got repainted"), maxCreated: 0, keep: ['Sea kayaks hang on the north wall racks.'] },
  { id: 't9-captures-trap-log-errand', category: 'captures', lang: 'zh', trap: true, memories: [mem('laundry-hours-zh.md', '洗衣店早上七点开门。', 'project')], logs: { [LOG]: ['我让小陈记住明天早点来开门。', '老板说他总是记不住烘干机的型号。'] }, maxCreated: 0, keep: ['洗衣店早上七点开门。'] },
  { id: 't9-captures-trap-en-log-recalled', category: 'captures', lang: 'en', trap: true, memories: [mem('archive-scanner.md', 'The museum archive scanner is booked through the front desk.', 'project')], logs: { [LOG]: ['Tom remembered to lock the archive room this time.', "Ana couldn't remember where the acid-free boxes went, found them in bay 4."] }, maxCreated: 0, keep: ['The museum archive scanner is booked through the front desk.'] },
  // ---- variants, written after the first reading of each miss and measured before its rule (see the commit)
  { id: 't9-captures-v-en-user-bear-in-mind', category: 'captures', lang: 'en', memories: [mem('shop-returns.md', 'The comic shop accepts returns within fourteen days.', 'project')], said: chat('bear in mind that I handle the refunds for the online shop on Thursdays'), fixed: { contains: ['I handle the refunds for the online shop on Thursdays', typed('user')] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-zh-user-shift', category: 'captures', lang: 'zh', memories: [mem('hostel-desk-zh.md', '青年旅舍前台二十四小时有人。', 'project')], said: chatZh('记住，我下个月开始只上早班。'), fixed: { contains: ['开始只上早班', typed('user')] }, maxCreated: 1, forbid: ['Avoid', '避免', '2026-12.md', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-hant-user-absent', category: 'captures', lang: 'zh', memories: [mem('print-shop-hant.md', '印刷店有兩台數位印刷機。', 'project')], said: said('好', '記住：我星期六都不在店裡，有事打給阿珍。'), fixed: { contains: ['我星期六都不在店裡', typed('user')] }, maxCreated: 1, forbid: ['Avoid', '避免'] },
  { id: 't9-captures-v-en-preference-is-feedback', category: 'captures', lang: 'en', memories: [mem('archive-catalogue.md', 'The museum archive catalogue is kept in CollectionSpace.', 'reference')], said: chat('remember I prefer the summary before the details when you write catalogue notes'), fixed: { contains: ['summary before the details', typed('feedback')] }, maxCreated: 1, forbid: [...NOT_USER] },
  { id: 't9-captures-v-en-that-plural-subject', category: 'captures', lang: 'en', memories: [mem('garden-tools.md', 'The community garden tool shed has a combination lock.', 'project')], said: chat('keep in mind that volunteers sign in on the tablet by the door'), fixed: { contains: ['volunteers sign in on the tablet by the door'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-en-glued-deliveries', category: 'captures', lang: 'en', memories: [mem('brewery-yard.md', 'The brewery yard has room for two lorries.', 'project')], said: chat('remember deliveries come through the back lane after 10 on weekdays'), fixed: { contains: ['deliveries come through the back lane after 10 on weekdays'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-en-dont-forget-slots', category: 'captures', lang: 'en', memories: [mem('food-bank-slots.md', 'The food bank opens on Wednesday afternoons.', 'project')], said: chat("don't forget that pickup slots fill up by Tuesday night"), fixed: { contains: ['pickup slots fill up by Tuesday night'] }, maxCreated: 1, forbid: ['Avoid', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-en-that-you-is-feedback', category: 'captures', lang: 'en', memories: [mem('invoice-tool.md', 'Invoices are made in FreeAgent.', 'reference')], said: chat('remember that you need to cc Hana on every invoice email'), fixed: { contains: ['cc Hana on every invoice email', typed('feedback')] }, maxCreated: 1 },
  { id: 't9-captures-v-en-to-with-is', category: 'captures', lang: 'en', memories: [mem('ski-trip.md', 'The ski school runs a trip to the glacier in January.', 'project')], said: chat('remember to tell the parents the glacier trip is off if the wind is over 60 km/h'), fixed: { contains: ['tell the parents the glacier trip is off', typed('feedback')] }, maxCreated: 1 },
  { id: 't9-captures-v-en-dont-forget-to', category: 'captures', lang: 'en', memories: [mem('seed-trays.md', 'Seed trays are kept in the polytunnel.', 'project')], said: chat("don't forget to water the seedlings in tray 4 every morning"), fixed: { contains: ['water the seedlings in tray 4 every morning', typed('feedback')] }, maxCreated: 1, forbid: ['Avoid'] },
  { id: 't9-captures-v-zh-agents-work', category: 'captures', lang: 'zh', memories: [mem('meeting-room-zh.md', '电台的会议室在四楼。', 'project')], said: chatZh('记住：以后帮我整理的会议纪要都要标出负责人。'), fixed: { contains: ['会议纪要都要标出负责人', typed('feedback')] }, maxCreated: 1 },
  { id: 't9-captures-v-hant-agents-work', category: 'captures', lang: 'zh', memories: [mem('rota-hant.md', '洗衣店有四位兼職員工。', 'project')], said: said('好', '記住，以後給我做的排班表都要用二十四小時制。'), fixed: { contains: ['排班表都要用二十四小時制', typed('feedback')] }, maxCreated: 1 },
  { id: 't9-captures-v-zh-thing-rule-stays-project', category: 'captures', lang: 'zh', memories: [mem('warehouse-zh.md', '食物银行的仓库在地下室。', 'project')], said: chatZh('记住：仓库的冰柜每周五晚上要除霜。'), fixed: { contains: ['仓库的冰柜每周五晚上要除霜'] }, maxCreated: 1, forbid: [...NOT_FEEDBACK] },
  { id: 't9-captures-v-log-zh-rang-wo-jide', category: 'captures', lang: 'zh', memories: [mem('comic-orders-zh.md', '漫画店每月初订一次货。', 'project')], logs: { [LOG]: ['整理了新到的漫画。', '老板让我记得：周五的网店订单要提前一天打包。'] }, fixed: { contains: ['周五的网店订单要提前一天打包'] }, maxCreated: 1 },
  { id: 't9-captures-v-log-hant-jiao-wo-jizhe', category: 'captures', lang: 'zh', memories: [mem('tram-doors-hant.md', '電車廠有六輛舊式電車。', 'project')], logs: { [LOG]: ['早上檢查了路軌。', '阿珍叫我記著：三號車的後門要用力關才鎖得上。'] }, fixed: { contains: ['三號車的後門要用力關才鎖得上'] }, maxCreated: 1 },
  { id: 't9-captures-v-trap-log-as-long-as', category: 'captures', lang: 'zh', trap: true, memories: [mem('pottery-kiln-zh.md', '陶艺室的窑每周烧两次。', 'project')], logs: { [LOG]: ['只要我记得，每次烧窑前都会检查窑门。', '我记得釉料是上个月买的。'] }, maxCreated: 0, keep: ['陶艺室的窑每周烧两次。'] },
  { id: 't9-captures-v-en-note-down-for-u', category: 'captures', lang: 'en', memories: [mem('coop-van.md', 'The co-op van is parked behind the bakery.', 'project')], said: chat('note down for u: the co-op van insurance runs out at the end of March'), fixed: { contains: ['the co-op van insurance runs out at the end of March'] }, maxCreated: 1, forbid: ['Avoid', 'For u', 'for u:', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-en-long-description', category: 'captures', lang: 'en', memories: [mem('fridge-rota.md', 'The food bank fridge is checked every morning.', 'project')], said: chat('remember that the community fridge outside the food bank is restocked by the Wednesday volunteers from the bakery donations, and the unlabelled trays go straight to compost'), fixed: { contains: ['community fridge outside the food bank is restocked by the Wednesday volunteers'] }, maxCreated: 1, forbid: cutMidWord('remember that the community fridge outside the food bank is restocked by the Wednesday volunteers from the bakery donations, and the unlabelled trays go straight to compost') },
  { id: 't9-captures-v-hk-geidai-coin', category: 'captures', lang: 'zh', memories: [mem('laundry-coins-hk.md', '洗衣舖有八部洗衣機。', 'project')], said: said('好', '記低：洗衣舖嘅硬幣機逢星期日清一次錢。'), fixed: { contains: ['洗衣舖嘅硬幣機逢星期日清一次錢'] }, maxCreated: 1, forbid: ['低：', '低:', ...NOT_FEEDBACK] },
  { id: 't9-captures-v-hk-mgoi-geidai', category: 'captures', lang: 'zh', memories: [mem('dryers-hk.md', '洗衣舖有四部乾衣機。', 'project')], said: said('呢度改咗未', '唔該幫我記低，二號乾衣機嘅門鎖壞咗，要用力推先關到。'), fixed: { contains: ['二號乾衣機嘅門鎖壞咗'] }, maxCreated: 1, forbid: ['低二號', '低 二號'] },
];
