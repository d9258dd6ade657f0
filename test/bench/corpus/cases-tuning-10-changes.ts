import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 10, changes part: explicit supersessions, written by the fixer of this category before its
 * rule changes, in shapes no earlier set used: a change told by its new side only with the old one
 * in a parenthesis ("(was UPS)"), "took over from", "swapped … for", "instead of … now", an arrow
 * in a key: value line, "retired in favour of", "we've stopped … and started", a headline "Y
 * replaces X", non-native "since this month we use Y instead of X", chat with no capitals; Chinese
 * 被…替换, 不用…了，现在用, 由…改成, 停用…启用, 以后统一用…别再用, Traditional 汰換為, 從…轉用, 改用…取代,
 * HK 唔用…轉咗用; several old statements carry more (a schedule, a place, a count) that a rewrite
 * must keep. Traps: another branch, a pilot beside the default, a plan rejected, a loan while in
 * repair, another attribute of the same subject, a change made and reverted, a conditional, a
 * question, another shop in Chinese, a trial (试用), a stopgap (暫時), a proposal voted down (否決),
 * an HK history of another subject.
 *
 * Domains: a bakery, a ferry line, a choir, a dental lab, a tram depot, a florist, a bee farm, an
 * opera house, a fish market, a mountain hut, a cheese dairy, a tea house, an ambulance station, a
 * wine cellar, a yoga studio, a tailor, a ski rental, a bindery, a radio telescope, a kennel.
 * Pairs are 2026-05-12 (older) and 2026-11-24 (newer).
 *
 * Untouched figure (rules at c4b8e17, 35 cases): recall 54.5 %, precision 40.0 %, 1 harmful, 10 silent.
 * Three cases were then corrected, as they held a relative date by mistake that the date rules rightly
 * convert ("Since this month", 下月起, 这周): they say "Since November", 已停用, 目前 instead.
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

export const TUNING_10_CHANGES_CASES: QualityCase[] = [
  // ---- English: the change in shapes no earlier set used
  sup('t10-changes-en-was-paren', 'en', mem('lab-courier.md', 'Finished crowns leave the dental lab with UPS, collected at four each afternoon.', OLD, 'reference'), mem('courier-change.md', 'Changed the dental lab courier to DPD (was UPS).', NEW, 'reference'), { absent: ['leave the dental lab with UPS'], contains: ['DPD'] }, ['UPS', 'DPD'], ['collected at four each afternoon']),
  sup('t10-changes-en-took-over-from', 'en', mem('accompanist.md', "The choir's accompanist is Malik Osei, who also picks the warm-up pieces.", OLD), mem('new-accompanist.md', 'Rosa Lind has taken over from Malik Osei as the choir accompanist.', NEW), { absent: ['accompanist is Malik Osei'], contains: ['Rosa Lind'] }, ['Malik Osei', 'Rosa Lind']),
  sup('t10-changes-en-swapped-for', 'en', mem('proofer.md', 'Dough is proofed overnight in the Bongard cabinet at 4 °C.', OLD, 'reference'), mem('proofer-swap.md', 'We swapped the Bongard cabinet for a Miwe GVA proofer.', NEW, 'reference'), { absent: ['in the Bongard cabinet'], contains: ['Miwe'] }, ['Bongard', 'Miwe'], ['overnight']),
  sup('t10-changes-en-instead-of-now', 'en', mem('ferry-positions.md', 'Ferry crews log their positions on the handheld Garmin units.', OLD, 'feedback'), mem('furuno.md', 'Instead of the handheld Garmin units, ferry crews now log positions on the Furuno chart plotter.', NEW, 'feedback'), { absent: ['log their positions on the handheld Garmin'], contains: ['Furuno'] }, ['Garmin', 'Furuno']),
  sup('t10-changes-en-arrow-keyvalue', 'en', mem('depot-radio.md', 'radio model: Motorola MTP6650\nchannel group: depot-2\ncheck: every Monday', OLD, 'reference'), mem('depot-radio-new.md', 'radio model: Motorola → Sepura SC20 (whole depot, since the November refit)', NEW, 'reference'), { absent: ['radio model: Motorola MTP6650'], contains: ['Sepura'] }, ['Motorola', 'Sepura'], ['channel group: depot-2']),
  sup('t10-changes-en-retired-in-favour', 'en', mem('florist-orders.md', 'Wedding orders at the florist are tracked on a Trello board.', OLD, 'reference'), mem('notion-orders.md', 'The Trello board was retired in favour of a Notion database for wedding orders.', NEW, 'reference'), { absent: ['tracked on a Trello board'], contains: ['Notion'] }, ['Trello', 'Notion']),
  sup('t10-changes-en-stopped-started', 'en', mem('hive-feed.md', 'In autumn the bee farm feeds its hives with sugar syrup from the co-op.', OLD, 'feedback'), mem('fondant.md', "We've stopped feeding sugar syrup and started giving the hives fondant blocks.", NEW, 'feedback'), { absent: ['feeds its hives with sugar syrup'], contains: ['fondant'] }, ['sugar syrup', 'fondant']),
  sup('t10-changes-en-headline-replaces', 'en', mem('surtitles.md', 'Opera surtitles are run from QLab on the prompt-desk Mac.', OLD, 'reference'), mem('surtitle-headline.md', 'Surtitle Pro replaces QLab for the opera surtitles from the winter season.', NEW, 'reference'), { absent: ['run from QLab'], contains: ['Surtitle Pro'] }, ['QLab', 'Surtitle Pro']),
  sup('t10-changes-en-nonnative-instead', 'en', mem('fish-scales.md', 'The fish market weighs every crate on the Avery scale at the gate, and the weight goes on the auction slip.', OLD, 'reference'), mem('scale-change.md', 'Since November we weigh the crates with the Marel scale instead of the Avery.', NEW, 'reference'), { absent: ['on the Avery scale at the gate'], contains: ['Marel'] }, ['Avery', 'Marel'], ['the weight goes on the auction slip']),
  sup('t10-changes-en-chat-lowercase', 'en', mem('hut-bookings.md', 'Beds at the mountain hut are booked through Hut Reservation, and the warden confirms each booking by SMS.', OLD, 'reference'), mem('hut-chat.md', 'heads up: hut beds aren\'t on Hut Reservation anymore, everything goes through Alpsbook now', NEW, 'reference'), { absent: ['booked through Hut Reservation'], contains: ['Alpsbook'] }, ['Hut Reservation', 'Alpsbook'], ['the warden confirms each booking by SMS']),
  sup('t10-changes-en-passive-replaced-by', 'en', mem('cheese-rennet.md', 'The dairy sets its Gouda with calf rennet from Chr. Hansen.', OLD, 'feedback'), mem('rennet-swap.md', 'Calf rennet has been replaced by microbial rennet for all Gouda batches.', NEW, 'feedback'), { absent: ['with calf rennet'], contains: ['microbial rennet'] }, ['calf rennet', 'microbial rennet']),

  // ---- Chinese, Simplified
  sup('t10-changes-zh-bei-tihuan', 'zh', mem('ambulance-tablets-zh.md', '急救站的出车记录写在华为平板上，每班结束时同步。', OLD, 'reference'), mem('ambulance-new-zh.md', '华为平板已被三防加固平板替换，出车记录照常填写。', NEW, 'reference'), { absent: ['写在华为平板上'], contains: ['三防加固平板'] }, ['华为平板', '三防加固平板'], ['每班结束时同步']),
  sup('t10-changes-zh-buyong-le-xianzai', 'zh', mem('tea-water-zh.md', '茶馆泡茶用农夫山泉的桶装水。', OLD, 'feedback'), mem('tea-water-new-zh.md', '不用农夫山泉了，现在泡茶都用虎跑泉水。', NEW, 'feedback'), { absent: ['用农夫山泉的桶装水'], contains: ['虎跑泉水'] }, ['农夫山泉', '虎跑泉水']),
  sup('t10-changes-zh-you-gaicheng', 'zh', mem('cellar-temp-zh.md', '酒窖的恒温设定是十四度，湿度保持在七成。', OLD, 'reference'), mem('cellar-temp-new-zh.md', '酒窖恒温由十四度改成了十二度。', NEW, 'reference'), { absent: ['恒温设定是十四度'], contains: ['十二度'] }, ['十四度', '十二度'], ['湿度保持在七成']),
  sup('t10-changes-zh-tingyong-qiyong', 'zh', mem('yoga-booking-zh.md', '瑜伽馆的课程预约用有赞小程序。', OLD, 'reference'), mem('yoga-new-zh.md', '有赞小程序已停用，启用自己开发的预约系统。', NEW, 'reference'), { absent: ['课程预约用有赞小程序'], contains: ['自己开发的预约系统'] }, ['有赞', '预约系统']),
  sup('t10-changes-zh-yihou-tongyi-bie', 'zh', mem('tailor-thread-zh.md', '西装锁边一律用金霸线。', OLD, 'feedback'), mem('tailor-thread-new-zh.md', '以后锁边统一用古特曼线，别再用金霸线了。', NEW, 'feedback'), { absent: ['一律用金霸线'], contains: ['古特曼线'] }, ['金霸线', '古特曼线']),
  sup('t10-changes-zh-huandiao-xinde', 'zh', mem('ski-wax-zh.md', '滑雪板租赁店打蜡用 Swix 的热蜡机，每块板租出前打一次。', OLD, 'reference'), mem('ski-wax-new-zh.md', 'Swix 热蜡机换掉了，新的是 Wintersteiger 的自动打蜡机。', NEW, 'reference'), { absent: ['打蜡用 Swix 的热蜡机'], contains: ['Wintersteiger'] }, ['Swix', 'Wintersteiger'], ['每块板租出前打一次']),

  // ---- Chinese, Traditional (Taiwan and Hong Kong)
  sup('t10-changes-zht-taihuan-wei', 'zh', mem('bindery-glue-tw.md', '裝訂所的膠裝一律用漢高的熱熔膠。', OLD, 'feedback'), mem('bindery-glue-new-tw.md', '漢高熱熔膠已汰換為 PUR 膠，膠裝溫度照原來設定。', NEW, 'feedback'), { absent: ['一律用漢高的熱熔膠'], contains: ['PUR 膠'] }, ['漢高', 'PUR']),
  sup('t10-changes-zht-cong-zhuanyong', 'zh', mem('telescope-log-tw.md', '電波望遠鏡的觀測日誌記在 Excel 試算表，每晚由值班人員填寫。', OLD, 'reference'), mem('telescope-log-new-tw.md', '觀測日誌已從 Excel 試算表轉用 Notion 資料庫。', NEW, 'reference'), { absent: ['記在 Excel 試算表'], contains: ['Notion 資料庫'] }, ['Excel', 'Notion'], ['每晚由值班人員填寫']),
  sup('t10-changes-zht-gaiyong-qudai', 'zh', mem('kennel-food-tw.md', '寄宿犬舍的狗糧一律餵皇家。', OLD, 'feedback'), mem('kennel-food-new-tw.md', '犬舍改用渴望狗糧取代皇家。', NEW, 'feedback'), { absent: ['一律餵皇家'], contains: ['渴望'] }, ['皇家', '渴望']),
  sup('t10-changes-zhhk-mhyung-zhuanjo', 'zh', mem('fish-ice-hk.md', '魚檔嘅碎冰由新興冰廠送，每朝六點到。', OLD, 'reference'), mem('fish-ice-new-hk.md', '新興冰廠已經唔用，轉咗用大昌冰廠。', NEW, 'reference'), { absent: ['由新興冰廠送'], contains: ['大昌冰廠'] }, ['新興冰廠', '大昌冰廠'], ['每朝六點到']),
  sup('t10-changes-zht-huancheng-zhihou', 'zh', mem('opera-lights-tw.md', '歌劇院的舞台燈控台是 ETC Ion，放在二樓控制室。', OLD, 'reference'), mem('opera-lights-new-tw.md', '燈控台換成 grandMA3 之後，燈光設計都改在 MA 上編程。', NEW, 'reference'), { absent: ['燈控台是 ETC Ion'], contains: ['grandMA3'] }, ['ETC Ion', 'grandMA3'], ['放在二樓控制室']),

  // ---- traps, English: another branch, a pilot, a plan rejected, a loan, another attribute, a revert, a conditional, a question
  trap('t10-changes-trap-en-other-line', 'en', mem('lisbon-ferry.md', 'The Lisbon ferry line books its crossings through Bilhetica.', OLD, 'reference'), mem('porto-ferry.md', 'The Porto ferry line switched its crossing bookings from Bilhetica to FerryGo.', NEW, 'reference')),
  trap('t10-changes-trap-en-pilot-default', 'en', mem('dough-mixer.md', 'Bread dough is mixed in the Diosna spiral mixer.', OLD, 'reference'), mem('mixer-pilot.md', 'We are piloting a Kemper mixer next to the Diosna for two weeks; the Diosna stays the default.', NEW)),
  trap('t10-changes-trap-en-plan-rejected', 'en', mem('choir-scores.md', 'Choir scores are shared as PDFs in Dropbox.', OLD, 'reference'), mem('score-vote.md', 'The committee rejected the plan to move the choir scores from Dropbox to forScore.', NEW)),
  trap('t10-changes-trap-en-loan-repair', 'en', mem('tram-lathe.md', 'Tram wheels are reprofiled on the Hegenscheidt lathe in bay 3.', OLD, 'reference'), mem('lathe-loan.md', 'While the Hegenscheidt lathe is out for repair, wheels are reprofiled on a loaned Stanray lathe.', NEW)),
  trap('t10-changes-trap-en-other-attribute', 'en', mem('rehearsal-venue.md', "The choir's rehearsal venue is St Anne's hall.", OLD, 'reference'), mem('concert-venue.md', "The choir's concert venue moved from St Anne's hall to the Guildhall.", NEW, 'reference')),
  trap('t10-changes-trap-en-reverted', 'en', mem('dairy-cultures.md', 'The dairy buys its starter cultures from Chr. Hansen.', OLD, 'reference'), mem('cultures-back.md', 'In spring the dairy tried cultures from Sacco but went back to Chr. Hansen within a month.', NEW, 'reference')),
  trap('t10-changes-trap-en-conditional', 'en', mem('hut-supply.md', 'The mountain hut is supplied by helicopter from Air Zermatt.', OLD, 'reference'), mem('supply-plan.md', 'If the Air Zermatt contract is not renewed, the hut will switch its supply flights to Heli-Gotthard.', NEW)),
  trap('t10-changes-trap-en-question', 'en', mem('telescope-scheduler.md', 'Telescope observing slots are scheduled in the Astroplan tool.', OLD, 'reference'), mem('scheduler-question.md', 'Open question for the next meeting: should observing slots move from Astroplan to a shared calendar?', NEW)),

  // ---- traps, Chinese: another shop, a trial, a stopgap, a proposal voted down, another subject's history (HK)
  trap('t10-changes-trap-zh-other-shop', 'zh', mem('east-tea-zh.md', '东门店的茶点由稻香村供应。', OLD, 'reference'), mem('west-tea-zh.md', '西门店的茶点从稻香村换成了好利来。', NEW, 'reference')),
  trap('t10-changes-trap-zh-shiyong', 'zh', mem('ambulance-gps-zh.md', '急救站的车辆导航用高德地图。', OLD, 'reference'), mem('ambulance-trial-zh.md', '目前在两辆车上试用百度地图导航，其他车照旧用高德，还没决定要不要换。', NEW)),
  trap('t10-changes-trap-zht-zanshi', 'zh', mem('yoga-mats-tw.md', '瑜珈教室的墊子都是 Manduka 的。', OLD, 'reference'), mem('yoga-mats-tmp-tw.md', 'Manduka 墊子送洗這兩週，暫時改借 Liforme 的墊子，洗好就換回來。', NEW)),
  trap('t10-changes-trap-zht-foujue', 'zh', mem('wine-labels-tw.md', '酒窖的酒標用 Zebra 標籤機列印。', OLD, 'reference'), mem('wine-labels-vote-tw.md', '有人提議把酒標改成 Brother 標籤機列印，會議上被否決了。', NEW)),
  trap('t10-changes-trap-zhhk-other-subject', 'zh', mem('tailor-fabric-hk.md', '裁縫舖嘅西裝布一律用 Loro Piana。', OLD, 'reference'), mem('tailor-lining-hk.md', '裁縫舖嘅裏布已經由 Bemberg 轉咗用 Cupro 2。', NEW, 'reference')),
];
