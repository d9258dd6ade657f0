import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 7, meaning part: paraphrases, implicit contradictions and CLAUDE.md. Written after the
 * HELD-OUT 11 run from the categories it missed (never its sentences), before the rule changes that
 * followed it; the rules are developed against it.
 *
 * Other domains (a climbing gym, a bakery, a ferry line, a community radio station, a bicycle courier
 * firm, a dental clinic, a public library, a newsroom, a pharmacy, a cold store, a hotel laundry, a
 * sailing club, a school kitchen, a data centre, a choir, a recycling yard) and other registers.
 * Paraphrases: one rule in other verbs of one sense (inspect / check / look over, 检查 / 看一下 /
 * 确认), from both sides (never skip / always; 不可以…超過 / 要保持在…以下), a habit said actively and
 * passively, numbers as digits and as words (3 / three, 五度 / 5 度), English, Simplified,
 * Traditional, mixed. Traps: one object or one value other, one condition other, complementary rules
 * of one thing (never during / always after), two environments.
 * Contradictions: the same subject with another value in a later memory, said in other shapes (a
 * version upgrade, a presenter said actively and passively, a day, Chinese number words with a unit
 * such as 度 or 分钟, digits against words); traps: two subjects told apart by a qualifier, two
 * measures of one thing (cars / passengers), another attribute (temperature / humidity).
 * CLAUDE.md: a memory that waives, negates or permits what a rule forbids or requires (English,
 * Simplified, Traditional, mixed); traps: a memory whose own condition keeps clear of the rule's
 * ("when there is no school run"), a consistent schedule, another attribute, another object, a repeat
 * with an example list.
 *
 * 45 cases, 18 of them traps; 23 English, 22 Chinese (Simplified, Traditional, mixed with English).
 * Untouched first run (at main 3098044): recall 74.1 %, precision 75.0 %, 0 harmful, 0 silent;
 * paraphrase 60 % (harness inspect / check first, 检查 / 看一下刹车, 不可以超過五度 / 保持在 5 度以下,
 * 一律要穿 / 沒穿…不可以 missed; the proofer trap, never during the first rise / always after the second,
 * flagged), contradiction 78 % (预热到二百三十度 / 二百一十度 and 撑三十分钟 / 四十五分钟 missed),
 * claude-md 88 % (小手術前不用清點器械 against 每次手術前都要清點器械 missed; the school-run trap, whose
 * own condition keeps clear of the rule's, flagged).
 *
 * Memories are written on 2026-11-30 unless said otherwise; pairs are 2026-06-02 (older) and
 * 2026-11-20 (newer).
 */

const DAY = '2026-11-30';
const OLD = '2026-06-02';
const NEW = '2026-11-20';
const mem = (file: string, body: string, modified = DAY, type: CaseMemory['type'] = 'project'): CaseMemory => ({ file, body, modified, type });
const pair = (a: string, b: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['possible-duplicate'], mentions: [a, b] });
const SUP = ['contradiction', 'outdated'];
const conflict = (mention: string): { kinds: string[]; mentions: string[] } => ({ kinds: ['claude-md-conflict'], mentions: [mention] });

export const TUNING_7_MEANING_CASES: QualityCase[] = [
  // ---- paraphrase: one rule, other words
  { id: 't7-par-harness-check', category: 'paraphrase', lang: 'en', memories: [mem('harness-check.md', 'Always inspect the climbing harness before a route.', OLD, 'feedback'), mem('before-climbing.md', 'Check the harness first whenever someone starts a route on the wall.', NEW, 'feedback')], flag: pair('harness-check.md', 'before-climbing.md') },
  { id: 't7-par-allergen-label', category: 'paraphrase', lang: 'en', memories: [mem('allergen-labels.md', 'Never skip the allergen label on a wholesale bread order.', OLD, 'feedback'), mem('wholesale-orders.md', 'Every wholesale bread order must carry its allergen label.', NEW, 'feedback')], flag: pair('allergen-labels.md', 'wholesale-orders.md') },
  { id: 't7-par-headlines-aloud', category: 'paraphrase', lang: 'en', memories: [mem('night-desk.md', 'The night editor reads every headline aloud before the page goes to print.', OLD, 'feedback'), mem('headline-check.md', 'Before a page is sent to print, each headline is read out loud by the night editor.', NEW, 'feedback')], flag: pair('night-desk.md', 'headline-check.md') },
  { id: 't7-par-ferry-ramp', category: 'paraphrase', lang: 'en', memories: [mem('boarding.md', "Don't let passengers board the ferry before the ramp is chained.", OLD, 'feedback'), mem('ramp-chain.md', 'Passengers board the ferry only after the ramp is chained.', NEW, 'feedback')], flag: pair('boarding.md', 'ramp-chain.md') },
  { id: 't7-par-steam-wand', category: 'paraphrase', lang: 'en', memories: [mem('steam-wand.md', 'Purge the steam wand after every 3 milk drinks.', OLD, 'feedback'), mem('wand-purge.md', 'After every three milk drinks, give the steam wand a purge.', NEW, 'feedback')], flag: pair('steam-wand.md', 'wand-purge.md') },
  { id: 't7-par-zh-brakes', category: 'paraphrase', lang: 'zh', memories: [mem('brake-check-zh.md', '每次出车送件前都要检查刹车。', OLD, 'feedback'), mem('brakes-first-zh.md', '骑车出去送件之前，先看一下刹车。', NEW, 'feedback')], flag: pair('brake-check-zh.md', 'brakes-first-zh.md') },
  { id: 't7-par-zh-narcotics-key', category: 'paraphrase', lang: 'zh', memories: [mem('narcotics-key-zh.md', '麻醉药品柜的钥匙不能交给实习护士。', OLD, 'feedback'), mem('key-holders-zh.md', '只有正式护士才可以拿麻醉药品柜的钥匙。', NEW, 'feedback')], flag: pair('narcotics-key-zh.md', 'key-holders-zh.md') },
  { id: 't7-par-hant-reefer', category: 'paraphrase', lang: 'zh', memories: [mem('reefer-limit-zh.md', '冷藏車廂的溫度不可以超過五度。', OLD, 'feedback'), mem('reefer-keep-zh.md', '冷藏車廂內要保持在 5 度以下。', NEW, 'feedback')], flag: pair('reefer-limit-zh.md', 'reefer-keep-zh.md') },
  { id: 't7-par-hant-lifejacket', category: 'paraphrase', lang: 'zh', memories: [mem('lifejacket-zh.md', '學員上船一律要穿救生衣。', OLD, 'feedback'), mem('no-vest-no-boat-zh.md', '沒穿救生衣的學員不可以上船。', NEW, 'feedback')], flag: pair('lifejacket-zh.md', 'no-vest-no-boat-zh.md') },
  { id: 't7-par-mixed-newsletter', category: 'paraphrase', lang: 'zh', memories: [mem('newsletter-test-zh.md', '群发 newsletter 之前必须先发一封给自己测试。', OLD, 'feedback'), mem('newsletter-self-zh.md', '没有先发给自己测试过的 newsletter 不要群发。', NEW, 'feedback')], flag: pair('newsletter-test-zh.md', 'newsletter-self-zh.md') },
  // ---- paraphrase traps: one thing other, or rules that only sound alike
  { id: 't7-par-trap-courier-checks', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('tyre-check.md', 'Always check the tyre pressure before a delivery round.', OLD, 'feedback'), mem('chain-check.md', 'Always check the chain oil before a delivery round.', NEW, 'feedback')], keep: ['Always check the tyre pressure before a delivery round.', 'Always check the chain oil before a delivery round.'], quiet: ['possible-duplicate'] },
  { id: 't7-par-trap-proofer', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('proofer-closed.md', 'Never open the dough proofer during the first rise.', OLD, 'feedback'), mem('proofer-after.md', 'Always open the dough proofer vents after the second rise.', NEW, 'feedback')], keep: ['Never open the dough proofer during the first rise.', 'Always open the dough proofer vents after the second rise.'], quiet: ['possible-duplicate'] },
  { id: 't7-par-trap-late-log', category: 'paraphrase', lang: 'en', trap: true, memories: [mem('late-log.md', 'Log every late delivery in the courier sheet.', OLD, 'feedback'), mem('damage-log.md', 'Log every damaged parcel in the courier sheet.', NEW, 'feedback')], keep: ['Log every late delivery in the courier sheet.', 'Log every damaged parcel in the courier sheet.'], quiet: ['possible-duplicate'] },
  { id: 't7-par-trap-zh-extinguisher', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('extinguisher-zh.md', '每周一检查一遍厨房的灭火器。', OLD, 'feedback'), mem('exit-lights-zh.md', '每周一检查一遍厨房的应急灯。', NEW, 'feedback')], keep: ['每周一检查一遍厨房的灭火器。', '每周一检查一遍厨房的应急灯。'], quiet: ['possible-duplicate'] },
  { id: 't7-par-trap-hant-aircon', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('lobby-aircon-zh.md', '大廳的冷氣要設在二十四度。', OLD, 'feedback'), mem('server-aircon-zh.md', '機房的冷氣要設在十八度。', NEW, 'feedback')], keep: ['大廳的冷氣要設在二十四度。', '機房的冷氣要設在十八度。'], quiet: ['possible-duplicate'] },
  { id: 't7-par-trap-mixed-backup', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('staging-backup-zh.md', 'staging 数据库每天晚上备份一次。', OLD, 'feedback'), mem('prod-backup-zh.md', 'production 数据库每小时备份一次。', NEW, 'feedback')], keep: ['staging 数据库每天晚上备份一次。', 'production 数据库每小时备份一次。'], quiet: ['possible-duplicate'] },
  { id: 't7-par-trap-zh-brakes-tyres', category: 'paraphrase', lang: 'zh', trap: true, memories: [mem('brakes-zh.md', '出车送件前要检查刹车。', OLD, 'feedback'), mem('tyres-zh.md', '收车回来后要给轮胎打气。', NEW, 'feedback')], keep: ['出车送件前要检查刹车。', '收车回来后要给轮胎打气。'], quiet: ['possible-duplicate'] },

  // ---- contradiction: the same subject with another value, later
  { id: 't7-con-auto-belay', category: 'contradiction', lang: 'en', memories: [mem('auto-belay.md', 'The auto-belays are inspected every 90 days.', OLD, 'reference'), mem('auto-belay-new.md', 'The auto-belays are now inspected every 60 days.', NEW, 'reference')], fixed: { absent: ['inspected every 90 days'], contains: ['every 60 days'] }, flag: { kinds: SUP, mentions: ['90', '60'] } },
  { id: 't7-con-koha', category: 'contradiction', lang: 'en', memories: [mem('catalogue.md', 'The library catalogue runs Koha 22.11.', OLD, 'reference'), mem('catalogue-upgrade.md', 'We upgraded the library catalogue to Koha 24.05.', NEW, 'reference')], fixed: { absent: ['runs Koha 22.11'], contains: ['24.05'] }, flag: { kinds: SUP, mentions: ['22.11', '24.05'] } },
  { id: 't7-con-crossings', category: 'contradiction', lang: 'en', memories: [mem('crossings.md', 'Ferries to Ashby Pier leave every 40 minutes.', OLD, 'reference'), mem('crossings-winter.md', 'Ferries to Ashby Pier leave every 30 minutes.', NEW, 'reference')], fixed: { absent: ['leave every 40 minutes'], contains: ['every 30 minutes'] }, flag: { kinds: SUP, mentions: ['40', '30'] } },
  { id: 't7-con-breakfast-show', category: 'contradiction', lang: 'en', memories: [mem('breakfast-show.md', 'The breakfast show is presented by Imani.', OLD), mem('breakfast-show-new.md', 'The breakfast show is presented by Dario these days.', NEW)], fixed: { absent: ['presented by Imani'], contains: ['Dario'] }, flag: { kinds: SUP, mentions: ['Imani', 'Dario'] } },
  { id: 't7-con-zh-oven', category: 'contradiction', lang: 'zh', memories: [mem('oven-zh.md', '烤欧包的烤箱预热到二百三十度。', OLD, 'reference'), mem('oven-new-zh.md', '烤欧包的烤箱现在预热到二百一十度。', NEW, 'reference')], fixed: { absent: ['预热到二百三十度'], contains: ['二百一十度'] }, flag: { kinds: SUP, mentions: ['二百三十度', '二百一十度'] } },
  { id: 't7-con-zh-ups', category: 'contradiction', lang: 'zh', memories: [mem('ups-zh.md', '机房的 UPS 可以撑三十分钟。', OLD, 'reference'), mem('ups-new-zh.md', '换了电池以后，机房的 UPS 可以撑四十五分钟。', NEW, 'reference')], fixed: { absent: ['可以撑三十分钟'], contains: ['四十五分钟'] }, flag: { kinds: SUP, mentions: ['三十分钟', '四十五分钟'] } },
  { id: 't7-con-hant-night-host', category: 'contradiction', lang: 'zh', memories: [mem('night-host-zh.md', '電台的深夜節目由阿明主持。', OLD), mem('night-host-new-zh.md', '電台的深夜節目現在由小芬主持。', NEW)], fixed: { absent: ['由阿明主持'], contains: ['小芬主持'] }, flag: { kinds: SUP, mentions: ['阿明', '小芬'] } },
  { id: 't7-con-hant-laundry', category: 'contradiction', lang: 'zh', memories: [mem('linen-wash-zh.md', '飯店的床單用六十度的水洗。', OLD, 'reference'), mem('linen-wash-new-zh.md', '飯店的床單現在用七十度的水洗。', NEW, 'reference')], fixed: { absent: ['用六十度的水洗'], contains: ['七十度'] }, flag: { kinds: SUP, mentions: ['六十度', '七十度'] } },
  { id: 't7-con-mixed-rack', category: 'contradiction', lang: 'zh', memories: [mem('rack-power-zh.md', '每个机柜的功率上限是 6 kW。', OLD, 'reference'), mem('rack-power-new-zh.md', '每个机柜的功率上限现在是 8 kW。', NEW, 'reference')], fixed: { absent: ['上限是 6 kW'], contains: ['8 kW'] }, flag: { kinds: SUP, mentions: ['6 kW', '8 kW'] } },
  // ---- contradiction traps: other subjects, other measures, other attributes
  { id: 't7-con-trap-studios', category: 'contradiction', lang: 'en', trap: true, memories: [mem('studio-a.md', 'Studio A records with a Shure SM7B.', OLD, 'reference'), mem('studio-b.md', 'Studio B records with a Neumann U87.', NEW, 'reference')], keep: ['Studio A records with a Shure SM7B.', 'Studio B records with a Neumann U87.'], quiet: SUP },
  { id: 't7-con-trap-ferry-capacity', category: 'contradiction', lang: 'en', trap: true, memories: [mem('ferry-cars.md', 'The Ashby ferry carries 40 cars.', OLD, 'reference'), mem('ferry-people.md', 'The Ashby ferry carries 300 passengers.', NEW, 'reference')], keep: ['The Ashby ferry carries 40 cars.', 'The Ashby ferry carries 300 passengers.'], quiet: SUP },
  { id: 't7-con-trap-zh-shifts', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('early-shift-zh.md', '早班司机六点到岗。', OLD, 'reference'), mem('late-shift-zh.md', '晚班司机两点到岗。', NEW, 'reference')], keep: ['早班司机六点到岗。', '晚班司机两点到岗。'], quiet: SUP },
  { id: 't7-con-trap-zh-cold-store', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('cold-temp-zh.md', '冷库的温度设在零下十八度。', OLD, 'reference'), mem('cold-humidity-zh.md', '冷库的湿度保持在百分之九十。', NEW, 'reference')], keep: ['冷库的温度设在零下十八度。', '冷库的湿度保持在百分之九十。'], quiet: SUP },
  { id: 't7-con-trap-hant-tours', category: 'contradiction', lang: 'zh', trap: true, memories: [mem('weekend-tour-zh.md', '週末的導覽九點開始。', OLD, 'reference'), mem('weekday-tour-zh.md', '平日的導覽十點開始。', NEW, 'reference')], keep: ['週末的導覽九點開始。', '平日的導覽十點開始。'], quiet: SUP },
  { id: 't7-con-trap-choir', category: 'contradiction', lang: 'en', trap: true, memories: [mem('choir-rehearsal.md', 'The choir rehearses on Wednesday evenings.', OLD), mem('choir-concerts.md', 'The choir performs on Sunday afternoons.', NEW)], keep: ['The choir rehearses on Wednesday evenings.', 'The choir performs on Sunday afternoons.'], quiet: SUP },

  // ---- CLAUDE.md: a memory against a rule, by subject and polarity
  { id: 't7-cmd-listener-numbers', category: 'claude-md', lang: 'en', claudeMd: '# Station website\n\n- Never post listener phone numbers on the station website.\n', memories: [mem('callback-numbers.md', 'Posting listener phone numbers on the station website is fine when they ask for a callback.', NEW, 'feedback')], flag: conflict('phone numbers') },
  { id: 't7-cmd-starter-gloves', category: 'claude-md', lang: 'en', claudeMd: '# Kitchen\n\n- Always wear gloves when handling the sourdough starter.\n', memories: [mem('starter-hands.md', 'Gloves are not needed when handling the sourdough starter.', NEW, 'feedback')], flag: conflict('sourdough starter') },
  { id: 't7-cmd-doorstep-photo', category: 'claude-md', lang: 'en', claudeMd: '# Couriers\n\n- Always photograph each parcel at the door.\n', memories: [mem('rain-photos.md', 'Riders can skip photographing the parcel at the door when it is raining.', NEW, 'feedback')], flag: conflict('parcel') },
  { id: 't7-cmd-archive-door', category: 'claude-md', lang: 'en', claudeMd: '# Library\n\n- Keep the archive room door locked.\n', memories: [mem('archive-open.md', 'The archive room door may be left unlocked during opening hours.', NEW, 'feedback')], flag: conflict('archive room') },
  { id: 't7-cmd-zh-patient-names', category: 'claude-md', lang: 'zh', claudeMd: '# 诊所规范\n\n- 不要在公共群里发患者的全名。\n', memories: [mem('names-in-group-zh.md', '在公共群里发患者的全名没问题，大家都认识。', NEW, 'feedback')], flag: conflict('全名') },
  { id: 't7-cmd-hant-instrument-count', category: 'claude-md', lang: 'zh', claudeMd: '# 手術室\n\n- 每次手術前都要清點器械。\n', memories: [mem('minor-surgery-zh.md', '小手術前不用清點器械。', NEW, 'feedback')], flag: conflict('清點器械') },
  { id: 't7-cmd-mixed-force-push', category: 'claude-md', lang: 'zh', claudeMd: '# Repo rules\n\n- Never force-push to the main branch.\n', memories: [mem('force-push-zh.md', 'main branch 可以直接 force-push，反正只有我一个人用。', NEW, 'feedback')], flag: conflict('force-push') },
  // ---- CLAUDE.md traps: consistent with the rule, or of something else
  { id: 't7-cmd-trap-school-run', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Kitchen deliveries\n\n- Never schedule deliveries during the school run.\n', memories: [mem('delivery-slot.md', 'Schedule deliveries for 11:00, when there is no school run.', NEW, 'feedback')], keep: ['Schedule deliveries for 11:00, when there is no school run.'], quiet: ['claude-md-conflict'] },
  { id: 't7-cmd-trap-zh-freezer-clean', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 店规\n\n- 营业时间不要清洗冷柜。\n', memories: [mem('freezer-clean-zh.md', '冷柜等打烊以后再清洗。', NEW, 'feedback')], keep: ['冷柜等打烊以后再清洗。'], quiet: ['claude-md-conflict'] },
  { id: 't7-cmd-trap-freezer-shelf', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Cold store\n\n- Always label the freezer boxes with the date they were filled.\n', memories: [mem('freezer-shelves.md', 'Freezer boxes of fish go on the bottom shelf.', NEW, 'feedback')], keep: ['Freezer boxes of fish go on the bottom shelf.'], quiet: ['claude-md-conflict', 'in-claude-md'] },
  { id: 't7-cmd-trap-hant-test-orders', category: 'claude-md', lang: 'zh', trap: true, claudeMd: '# 資料\n\n- 不要刪除任何客戶的訂單紀錄。\n', memories: [mem('fake-orders-zh.md', '測試時建立的假帳號可以刪掉。', NEW, 'feedback')], keep: ['測試時建立的假帳號可以刪掉。'], quiet: ['claude-md-conflict'] },
  { id: 't7-cmd-trap-sailing-wind', category: 'claude-md', lang: 'en', trap: true, claudeMd: '# Sailing club\n\n- Do not take the dinghies out when the wind is above 20 knots.\n', memories: [mem('light-wind.md', 'Take the dinghies out on calm mornings when the wind is under 12 knots.', NEW, 'feedback')], keep: ['Take the dinghies out on calm mornings when the wind is under 12 knots.'], quiet: ['claude-md-conflict'] },
  { id: 't7-cmd-repeat-patient-records', category: 'claude-md', lang: 'en', claudeMd: '# Clinic\n\n- Never email patient records to personal addresses.\n', memories: [mem('records-email.md', 'Never email patient records to personal addresses such as Gmail or Outlook accounts.', NEW, 'feedback')], flag: { kinds: ['in-claude-md'], mentions: ['patient records'] }, quiet: ['claude-md-conflict'] },
];
