import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 13, part paraphrase: paraphrased duplicates, written by the fixer of the category before
 * its rule changes, from the kinds of misses of HELD-OUT 16-18 (not their phrasings), in domains
 * no set had used as far as its writer saw (a bike rental, a ski school, a records archive, a
 * dental clinic, a ferry, a kindergarten, a brewery, a Taiwan tea shop, an HK minibus company, an
 * art conservation studio, a call centre, a wedding photographer, a recycling yard).
 *
 * Defects (one rule in other words; flag `possible-duplicate` naming both, or merge the newer one
 * away): the rule turned around (every X before Y / no Y until X; never on the floor / always on
 * shelving), the subject moved from object to topic (the instructor checks the bindings / must do a
 * binding check), terse note against prose (x-ray apron / wear the lead apron), non-native English,
 * a number in words and in digits (two minutes / 2 minutes, capped / not more than); in Chinese
 * 必须核对…没有卡不放人 / 先看…没卡的一律不交, 清洗后…再冲 / 洗完…再过, Taiwan 秤重後再封袋 /
 * 先過秤才能封口, Cantonese 唔好開 / 一定要閂埋, 不能和…混放 / 不许跟…放一起, and one studio's rule
 * in English and in Chinese.
 * Traps (must stay quiet): another object in one frame (tyre pressure / brake pads), another act on
 * one object (photograph / wrap), a permission and its opposite in another state (docked / moving),
 * another value (两天 / 五天), another place (麦芽仓库 / 成品仓库), Taiwan another storage condition
 * (冷藏 / 避光), Cantonese another act before one moment (入滿油 / 洗車), and across the languages
 * another side of one box (short side / 长边).
 *
 * 21 cases (8 traps; 10 English, 11 Chinese, 4 of them Traditional: Taiwan or Hong Kong).
 * Pairs are 2026-04-14 (older) and 2026-11-02 (newer); flags name both memories by file name.
 */

const OLD = '2026-04-14';
const NEW = '2026-11-02';
const DUP = ['possible-duplicate'];
const mem = (file: string, body: string, modified: string, type: CaseMemory['type'] = 'feedback'): CaseMemory => ({ file, body, modified, type });
const stem = (file: string): string => file.replace(/\.md$/, '');

/** A paraphrased duplicate: flagged naming both, or merged with the newer one gone. */
const par = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
  fixed: { gone: [b[0]] },
  flag: { kinds: DUP, mentions: [stem(a[0]), stem(b[0])] },
});

/** Two memories alike in words but not one rule: both come through exactly, with no possible-duplicate. */
const trap = (id: string, lang: 'en' | 'zh', a: [string, string], b: [string, string]): QualityCase => ({
  id,
  category: 'paraphrase',
  lang,
  trap: true,
  memories: [mem(a[0], a[1], OLD), mem(b[0], b[1], NEW)],
  keep: [a[1], b[1]],
  quiet: DUP,
});

export const TUNING_13_PARAPHRASE_CASES: QualityCase[] = [
  // ---- English defects
  par('t13-paraphrase-bike-tag-turned', 'en',
    ['returned-bikes.md', 'Tag every returned rental bike with the date before it goes back on the rack.'],
    ['rack-rules.md', 'No bike goes back onto the rack until its return date is written on a tag.']),
  par('t13-paraphrase-ski-bindings-topic', 'en',
    ['kids-lessons.md', "Instructors must do a binding check on every child's skis before the lesson."],
    ['binding-checks.md', "Before a kids' lesson starts, the instructor checks the bindings on each pair of skis."]),
  par('t13-paraphrase-archive-floor', 'en',
    ['basement-storage.md', 'Never store archive boxes directly on the basement floor.'],
    ['box-shelving.md', 'Archive boxes in the basement always go on pallets or shelving, not on the bare floor.']),
  par('t13-paraphrase-dental-apron-terse', 'en',
    ['xray-apron.md', 'x-ray: lead apron on every patient, no exceptions'],
    ['radiograph-safety.md', 'Patients must wear the lead apron whenever we take an X-ray.']),
  par('t13-paraphrase-ferry-nonnative', 'en',
    ['ferry-boarding.md', 'Do not let new passengers board until all arriving passengers are counted off the ferry.'],
    ['deckhand-count.md', 'Deckhand must counting every passenger off first, only after this the new boarding is allowed.']),
  par('t13-paraphrase-call-hold-number', 'en',
    ['hold-policy.md', 'Agents should not put a customer on hold for more than two minutes.'],
    ['call-handling.md', 'Hold times on customer calls are capped at 2 minutes.']),
  par('t13-paraphrase-wedding-backup', 'en',
    ['card-backup.md', 'Back up the memory cards to two drives before leaving the wedding venue.'],
    ['venue-exit.md', "Don't leave a wedding venue until the cards are copied to both backup drives."]),
  // ---- Chinese defects
  par('t13-paraphrase-kindergarten-pickup', 'zh',
    ['pickup-card.md', '幼儿园接孩子必须核对接送卡，没有卡不放人。'],
    ['parent-pickup.md', '家长来接小朋友时，老师先看接送卡，没卡的一律不交给他。']),
  par('t13-paraphrase-brewery-rinse', 'zh',
    ['fermenter-cleaning.md', '发酵罐清洗后必须用热水再冲一遍。'],
    ['tank-rinse.md', '每次洗完发酵罐，都要再过一遍热水。']),
  par('t13-paraphrase-tw-tea-weigh', 'zh',
    ['loose-tea.md', '散裝茶葉一律秤重後再封袋。'],
    ['tea-bagging.md', '散茶要先過秤，才能封口裝袋。']),
  par('t13-paraphrase-hk-minibus-roof', 'zh',
    ['rainy-days.md', '落雨天小巴唔好開天窗。'],
    ['roof-hatch.md', '下雨嘅時候，小巴天窗一定要閂埋。']),
  par('t13-paraphrase-recycling-lithium', 'zh',
    ['lithium-batteries.md', '回收站的锂电池单独放进防火桶，不能和普通垃圾混放。'],
    ['battery-bin.md', '锂电池不许跟一般垃圾放一起，要单独装防火桶。']),
  par('t13-paraphrase-conservation-gloves-cross', 'zh',
    ['canvas-handling.md', 'Conservators must never touch a painting\'s canvas with bare hands; always wear gloves.'],
    ['gloves-rule.md', '修复师接触油画画布必须戴手套，不能徒手碰。']),
  // ---- traps
  trap('t13-paraphrase-trap-bike-object', 'en',
    ['tyre-check.md', 'Double-check the tyre pressure on every rental bike before it goes out.'],
    ['brake-check.md', 'Double-check the brake pads on every rental bike before it goes out.']),
  trap('t13-paraphrase-trap-canvas-act', 'en',
    ['canvas-photos.md', 'Photograph every canvas before it leaves the studio.'],
    ['canvas-wrapping.md', 'Wrap every canvas in glassine before it leaves the studio.']),
  trap('t13-paraphrase-trap-ferry-gate', 'en',
    ['gate-docked.md', 'Deckhands may open the car deck gate while the ferry is docked.'],
    ['gate-moving.md', 'Deckhands may not open the car deck gate while the ferry is moving.']),
  trap('t13-paraphrase-trap-settling-days', 'zh',
    ['settling-in.md', '新生入园第一周，小班家长可以陪读两天。'],
    ['settling-in-big.md', '新生入园第一周，大班家长可以陪读五天。']),
  trap('t13-paraphrase-trap-warehouse-place', 'zh',
    ['malt-store.md', '麦芽仓库每周一检查一次虫害。'],
    ['finished-goods.md', '成品仓库每周一检查一次虫害。']),
  trap('t13-paraphrase-trap-tw-tea-storage', 'zh',
    ['oolong-fridge.md', '高山烏龍一律冷藏保存。'],
    ['oolong-dark.md', '高山烏龍一律避光保存。']),
  trap('t13-paraphrase-trap-hk-minibus-shift-end', 'zh',
    ['refuel.md', '小巴司機落班前要入滿油。'],
    ['wash.md', '小巴司機落班前要洗車。']),
  trap('t13-paraphrase-trap-box-side-cross', 'zh',
    ['box-labels.md', 'Write the accession number on the short side of each archive box.'],
    ['box-labels-zh.md', '档案盒的长边写上入藏号。']),
];
