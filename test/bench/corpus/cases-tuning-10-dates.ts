import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 10, dates part: English and Chinese relative dates, and captured requests. Written by the
 * dates fixer of round 12 before any rule change of that round, from the kinds of miss HELD-OUT 15
 * showed (never its sentences), in domains no earlier set used: a ferry terminal, a seed bank, a
 * cheese cave, a rowing club, a mushroom farm, a bell foundry, a tyre workshop, a costume store, a
 * bookbinder, a bus depot, an ice rink, a beekeeping co-op, a darkroom, a glassblowing studio, a
 * fish market, a reptile house, a film archive, a courier hub, a letterpress, a sauna.
 * Writers: rule books in the present simple, Slack shorthand, dashes and afterthoughts, passives,
 * non-native English, Simplified, Traditional and Hong Kong Chinese, polite and chatty requests.
 *
 * What it asks. Dates: a generic subject (an indefinite or bare noun phrase with a relative or
 * participle clause, any / every / whoever, 凡 / 任何 / 如果) in the present simple states a rule,
 * and a day word inside it is not the day the memory was written (trap); an event sentence beside
 * such a rule still converts; an indefinite subject in the past tense is an event (converts); an
 * afterthought that dates the rule ("— the board settled on this three weeks ago", 这是两周前定的)
 * converts. Captures: a Chinese fact (a state, a value, a place, an interval, a thing's rule with
 * 要) typed project / reference, not feedback; a directive about how the assistant works stays
 * feedback; the whole request phrase (请帮我记住, 麻煩你記住, 記住啦) leaves the statement and its
 * name; a fact already in a memory in other words is not saved again; questions and a quoted UI
 * label are no requests.
 *
 * Calendar: memories are written on 2026-11-19, a Thursday: yesterday / 昨天 2026-11-18, 前天 /
 * two days ago 2026-11-17, three days ago / 三天前 2026-11-16, tomorrow / 明天 / 聽日 2026-11-20,
 * 后天 2026-11-21, last Friday / 上周五 2026-11-13, last week the week of 2026-11-09, a week ago
 * 2026-11-12 (or that week), two weeks ago / 两周前 2026-11-05 (or the week of 2026-11-02), three
 * weeks ago 2026-10-29 (or the week of 2026-10-26). Requests are said on 2026-11-24, logs 2026-11-21.
 *
 * 42 cases (dates-en 14, dates-zh 13, captures 15), 17 of them traps; 17 English, 25 Chinese (8 of
 * them Traditional or Hong Kong). Untouched first run (the rules as at c4b8e17): recall 76.0 %,
 * precision 59.4 %, 10 harmful, 0 silent (dates-en 85.7 % / 4 harmful: generic subjects with a
 * relative or participle clause dated; dates-zh 75.0 % / 2 harmful: a bare relative-clause subject
 * dated, 聽日 not read; captures 70.0 % / 4 harmful: 请帮我记住 and 記住啦 leave 住 / 啦 in the name and
 * the facts typed feedback, a fact already remembered saved again, 记得…吗 saved as a request, and a
 * directive about replies typed project).
 */

const DAY = '2026-11-19';
const OLD = '2026-11-10';
const SAID = '2026-11-24';
const LOG = '2026-11-21';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));
const chat = (...extra: string[]): Array<{ day: string; text: string }> => said('thanks, that fixed it', ...extra);
const chatZh = (...extra: string[]): Array<{ day: string; text: string }> => said('好的，谢谢', ...extra);
const typed = (t: string): string => `type: ${t}\nmodified: 2026-11`;
const AS_FEEDBACK = [typed('feedback')];
/** A one-memory date trap whose whole body must stay. */
const dateTrap = (id: string, category: 'dates-en' | 'dates-zh', lang: 'en' | 'zh', m: CaseMemory): QualityCase => ({ id, category, lang, trap: true, memories: [m], keep: [m.body] });

export const TUNING_10_DATES_CASES: QualityCase[] = [
  // ---- dates-en: generic subjects in the present simple state rules (traps)
  dateTrap('t10-dates-en-trap-any-parcel', 'dates-en', 'en', mem('courier-cutoff.md', 'Any parcel that misses the 16:00 van leaves tomorrow on the first run out of the hub.', DAY, 'feedback')),
  dateTrap('t10-dates-en-trap-bare-plural-relative', 'dates-en', 'en', mem('costume-returns.md', 'Costumes that come back after 18:00 are steamed tomorrow and rehung by noon.', DAY, 'reference')),
  dateTrap('t10-dates-en-trap-participle-subject', 'dates-en', 'en', mem('seed-drying.md', 'Seed lots received on a Friday go into the drying room the day after tomorrow, never straight into the vault.', DAY, 'reference')),
  dateTrap('t10-dates-en-trap-every-sample', 'dates-en', 'en', mem('cheese-cave-tests.md', 'Every wheel flagged by the morning check is re-tested tomorrow before it can be sold.', DAY, 'feedback')),
  dateTrap('t10-dates-en-trap-whoever', 'dates-en', 'en', mem('rink-resurfacing.md', 'Whoever locks up after the late skate drives the resurfacer first thing tomorrow.', DAY, 'feedback')),
  dateTrap('t10-dates-en-trap-timezone', 'dates-en', 'en', mem('ferry-tickets-utc.md', 'A ticket sold at 23:50 in Auckland is already tomorrow in the UTC ledger, so the daily totals look shifted.', DAY, 'reference')),
  // ---- dates-en: events convert, an indefinite subject in the past tense too, beside a rule
  { id: 't10-dates-en-indefinite-past-event', category: 'dates-en', lang: 'en', memories: [mem('bus-depot-main.md', 'A water main burst yesterday under the bus depot yard, so buses leave by the north gate for now.')], fixed: { contains: ['2026-11-18', 'water main burst'], absent: ['burst yesterday'] } },
  { id: 't10-dates-en-rule-beside-event', category: 'dates-en', lang: 'en', memories: [mem('rowing-boats.md', 'A boat left on the pontoon overnight is moved to the rack tomorrow morning. Yesterday someone cracked the rudder of the coxed four.', DAY, 'feedback')], keep: ['A boat left on the pontoon overnight is moved to the rack tomorrow morning.'], fixed: { contains: ['2026-11-18', 'someone cracked the rudder of the coxed four'], absent: ['Yesterday someone'] } },
  { id: 't10-dates-en-settled-weeks-ago', category: 'dates-en', lang: 'en', memories: [mem('sauna-slots.md', 'Members book the sauna in 45-minute slots — the board settled on this three weeks ago.', DAY, 'feedback')], fixed: { contains: ['Members book the sauna in 45-minute slots'], absent: ['three weeks ago'] }, forbid: ['2026-11-02', '2026-11-09', '2026-10-19', '2026-11-05', '2026-11-12'] },
  { id: 't10-dates-en-switched-a-week-ago', category: 'dates-en', lang: 'en', memories: [mem('fish-market-ice.md', 'Crates over 20 kg get flake ice, not block ice; we switched to that a week ago after the complaints.', DAY, 'feedback')], keep: ['Crates over 20 kg get flake ice, not block ice'], fixed: { absent: ['a week ago'] }, forbid: ['2026-11-16', '2026-11-02', '2026-11-05'] },
  { id: 't10-dates-en-nonnative-two-days', category: 'dates-en', lang: 'en', memories: [mem('darkroom-fixer.md', 'The fixer bath in darkroom was changed two days ago by Pavel, next change is after 40 prints.')], fixed: { contains: ['2026-11-17', 'fixer bath in darkroom was changed'], absent: ['two days ago'] } },
  { id: 't10-dates-en-tomorrow-visit', category: 'dates-en', lang: 'en', memories: [mem('foundry-crane.md', 'crane inspector comes tomorrow 8am to the bell foundry, keep bay 2 clear')], fixed: { contains: ['2026-11-20', 'crane inspector comes'], absent: ['comes tomorrow'] } },
  { id: 't10-dates-en-last-friday-passive', category: 'dates-en', lang: 'en', memories: [mem('tyre-balancer.md', 'The wheel balancer was recalibrated last Friday after it kept adding 10 g to every rim.')], fixed: { contains: ['2026-11-13', 'wheel balancer was recalibrated'], absent: ['last Friday'] } },
  dateTrap('t10-dates-en-trap-if-today', 'dates-en', 'en', mem('hive-inspections.md', 'If a hive swarms today, the spare brood box from shed 3 goes on it before dusk.', DAY, 'feedback')),

  // ---- dates-zh: generic subjects (任何, 凡是, 如果, 每逢) are rules (traps)
  dateTrap('t10-dates-zh-trap-renhe', 'dates-zh', 'zh', mem('lab-samples-zh.md', '任何晚上九点以后送到的样本，都放进冷藏柜，明天早上再检测。', DAY, 'feedback')),
  dateTrap('t10-dates-zh-trap-fanshi', 'dates-zh', 'zh', mem('reptile-returns-zh.md', '凡是周五下午退回的饲养箱，下周一统一消毒后再上架。', DAY, 'feedback')),
  dateTrap('t10-dates-zh-trap-hant-ruguo', 'dates-zh', 'zh', mem('film-archive-hant.md', '如果今天的掃描超過兩百卷，片庫就加開夜班。', DAY, 'feedback')),
  dateTrap('t10-dates-zh-trap-bare-relative', 'dates-zh', 'zh', mem('glass-annealing-zh.md', '下午四点后吹好的玻璃件，明天才能从退火炉里取出来。', DAY, 'reference')),
  dateTrap('t10-dates-zh-trap-brand', 'dates-zh', 'zh', mem('letterpress-paper-zh.md', '印刷坊的棉纸都从「明天见」纸行进货。', DAY, 'reference')),
  // ---- dates-zh: events convert, beside a rule too; an afterthought that dates a rule
  { id: 't10-dates-zh-zuotian-event', category: 'dates-zh', lang: 'zh', memories: [mem('mushroom-fans-zh.md', '昨天菇房的排风扇停了半小时，湿度一度冲到百分之九十八。')], fixed: { contains: ['2026-11-18', '菇房的排风扇停了半小时'], absent: ['昨天'] } },
  { id: 't10-dates-zh-rule-beside-event', category: 'dates-zh', lang: 'zh', memories: [mem('bike-hire-zh.md', '晚上十点后归还的单车，明天再检查刹车。昨天老王把三号车的链条换了。', DAY, 'feedback')], keep: ['晚上十点后归还的单车，明天再检查刹车。'], fixed: { contains: ['2026-11-18', '老王把三号车的链条换了'], absent: ['昨天'] } },
  { id: 't10-dates-zh-dated-afterthought', category: 'dates-zh', lang: 'zh', memories: [mem('group-tickets-zh.md', '团体票一律提前三天付全款，这是两周前开会定的。', DAY, 'feedback')], fixed: { contains: ['团体票一律提前三天付全款'], absent: ['两周前'] }, forbid: ['2026-11-09', '2026-10-26', '2026-11-12'] },
  { id: 't10-dates-zh-hant-qiantian-wan', category: 'dates-zh', lang: 'zh', memories: [mem('archive-dehumid-hant.md', '前天晚上展館的除濕機壞了，資料盒先搬到三樓。')], fixed: { contains: ['2026-11-17', '展館的除濕機壞了'], absent: ['前天'] } },
  { id: 't10-dates-zh-shangzhouwu', category: 'dates-zh', lang: 'zh', memories: [mem('bookbinder-press-zh.md', '上周五装订间把旧压书机卖给了隔壁的画框店。')], fixed: { contains: ['2026-11-13', '装订间把旧压书机卖给了隔壁的画框店'], absent: ['上周五'] }, forbid: ['2026-11-20', '2026-11-06'] },
  { id: 't10-dates-zh-santianqian', category: 'dates-zh', lang: 'zh', memories: [mem('forklift-battery-zh.md', '三天前仓库的叉车电池换了新的，旧的在充电间角落。')], fixed: { contains: ['2026-11-16', '仓库的叉车电池换了新的'], absent: ['三天前'] } },
  { id: 't10-dates-zh-hk-tengyat', category: 'dates-zh', lang: 'zh', memories: [mem('studio-aircon-hk.md', '聽日朝早十點，冷氣師傅會嚟錄音室整部冷氣機。')], fixed: { contains: ['2026-11-20', '冷氣師傅會嚟錄音室整部冷氣機'], absent: ['聽日'] } },
  { id: 't10-dates-zh-houtian', category: 'dates-zh', lang: 'zh', memories: [mem('bee-coop-zh.md', '后天养蜂合作社统一收秋蜜，每户带自己的桶。')], fixed: { contains: ['2026-11-21', '养蜂合作社统一收秋蜜'], absent: ['后天'] } },

  // ---- captures: a Chinese fact is not feedback; the whole request phrase goes
  { id: 't10-dates-cap-zh-thing-rule-yao', category: 'captures', lang: 'zh', memories: [mem('cheese-cave-zh.md', '奶酪窖一共有三个储藏间。', OLD)], said: chatZh('记住：二号储藏间的门封条每三个月要换一次。'), fixed: { contains: ['二号储藏间的门封条每三个月要换一次'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...AS_FEEDBACK] },
  { id: 't10-dates-cap-zh-value-jiyixia', category: 'captures', lang: 'zh', memories: [mem('kiln-glass-zh.md', '玻璃工作室有两台退火炉。', OLD)], said: chatZh('记一下，二号退火炉的实际温度比面板显示的高 15 度。'), fixed: { contains: ['二号退火炉的实际温度比面板显示的高 15 度'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...AS_FEEDBACK] },
  { id: 't10-dates-cap-zh-qing-bang-wo-jizhu', category: 'captures', lang: 'zh', memories: [mem('seed-bank-zh.md', '种子库分为常温区和低温区。', OLD)], said: chatZh('请帮我记住，低温区的除湿机设定在百分之四十五，不要调。'), fixed: { contains: ['低温区的除湿机设定在百分之四十五'] }, maxCreated: 1, forbid: ['住，', '住低温', '我记住', ...AS_FEEDBACK] },
  { id: 't10-dates-cap-hant-mafan-ni-jizhu', category: 'captures', lang: 'zh', memories: [mem('gallery-hant.md', '展廳每週一休館。', OLD)], said: said('好', '麻煩你記住：展廳投影機的遙控器放在服務台第二個抽屜。'), fixed: { contains: ['展廳投影機的遙控器放在服務台第二個抽屜'] }, maxCreated: 1, forbid: ['住：', '你記住', ...AS_FEEDBACK] },
  { id: 't10-dates-cap-hk-jizhu-la', category: 'captures', lang: 'zh', memories: [mem('van-hk.md', '魚市場有兩架凍櫃車。', OLD)], said: said('唔該', '記住啦，二號凍櫃車嘅後尾門要大力拉先鎖得到。'), fixed: { contains: ['二號凍櫃車嘅後尾門要大力拉先鎖得到'] }, maxCreated: 1, forbid: ['啦，', '住啦', ...AS_FEEDBACK] },
  { id: 't10-dates-cap-log-zh-interval', category: 'captures', lang: 'zh', memories: [mem('laundry-dryer-zh.md', '洗衣房有四台烘干机。', OLD)], logs: { [LOG]: ['换了前台的灯泡。', '阿华请我记住：烘干机的滤网每天收工前清一次。', '下午对了账。'] }, fixed: { contains: ['烘干机的滤网每天收工前清一次'] }, maxCreated: 1, forbid: AS_FEEDBACK },
  { id: 't10-dates-cap-hant-place', category: 'captures', lang: 'zh', memories: [mem('ice-rink-hant.md', '溜冰場晚上十點關門。', OLD)], said: said('謝謝', '記得：備用冰刀放在更衣室後面的鐵櫃裡，鑰匙在值班台。'), fixed: { contains: ['備用冰刀放在更衣室後面的鐵櫃裡'] }, maxCreated: 1, forbid: ['Avoid', '避免', ...AS_FEEDBACK] },
  // ---- captures: a directive about the assistant's work stays feedback
  { id: 't10-dates-cap-zh-directive-reply', category: 'captures', lang: 'zh', memories: [mem('rowing-club-zh.md', '赛艇俱乐部有十二条艇。', OLD)], said: chatZh('记住，以后回复我的时候先写结论再写细节。'), fixed: { contains: ['先写结论再写细节', typed('feedback')] }, maxCreated: 1 },
  { id: 't10-dates-cap-en-directive', category: 'captures', lang: 'en', memories: [mem('ferry-timetable.md', 'The ferry timetable is published as a PDF on the port site.', OLD, 'reference')], said: chat('please remember to put the ticket number in every commit message'), fixed: { contains: ['put the ticket number in every commit message', typed('feedback')] }, maxCreated: 1 },
  { id: 't10-dates-cap-en-could-you-fact', category: 'captures', lang: 'en', memories: [mem('choir-venue.md', 'The choir rehearses in the nave on Tuesdays.', OLD)], said: chat('could you remember that the choir moves to the crypt whenever the nave is booked for a wedding'), fixed: { contains: ['the choir moves to the crypt whenever the nave is booked'] }, maxCreated: 1, forbid: ['Avoid', ...AS_FEEDBACK] },
  // ---- captures traps: already remembered (other words, both scripts), questions, a quoted label
  { id: 't10-dates-cap-trap-zh-already-other-words', category: 'captures', lang: 'zh', trap: true, memories: [mem('proofer-zh.md', '面包房的发酵箱温度固定在 28 度，不要随便调。', OLD, 'reference')], said: chatZh('记住，发酵箱固定在 28 度'), maxCreated: 0, keep: ['面包房的发酵箱温度固定在 28 度，不要随便调。'] },
  { id: 't10-dates-cap-trap-hant-already', category: 'captures', lang: 'zh', trap: true, memories: [mem('photo-studio-hant.md', '攝影棚的背景紙都放在後面的鐵架上。', OLD, 'reference')], said: said('好', '記得：背景紙放在攝影棚後面的鐵架上'), maxCreated: 0, keep: ['攝影棚的背景紙都放在後面的鐵架上。'] },
  { id: 't10-dates-cap-trap-en-already', category: 'captures', lang: 'en', trap: true, memories: [mem('boat-trailer.md', 'The boat trailer lights are wired through the grey junction box.', OLD, 'reference')], said: chat('remember the grey junction box is where the boat trailer lights are wired'), maxCreated: 0, keep: ['The boat trailer lights are wired through the grey junction box.'] },
  { id: 't10-dates-cap-trap-zh-questions', category: 'captures', lang: 'zh', trap: true, memories: [mem('warehouse-keys-zh.md', '仓库有两把钥匙。', OLD)], said: said('你还记得仓库钥匙放哪了吗？', '我老是记不住这些编号', '记得上次盘点是谁做的吗'), maxCreated: 0, keep: ['仓库有两把钥匙。'] },
  { id: 't10-dates-cap-trap-hant-quoted-label', category: 'captures', lang: 'zh', trap: true, memories: [mem('booking-site-hant.md', '訂位網站用的是 WordPress。', OLD)], logs: { [LOG]: ['登入頁的「記住帳號」選項在右下角，預設不勾。', '測試完記得清快取了。'] }, maxCreated: 0, keep: ['訂位網站用的是 WordPress。'] },
];
