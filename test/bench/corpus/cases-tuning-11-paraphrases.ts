import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, paraphrases part: paraphrased duplicates, written by the fixer of the category before
 * its rule changes, in domains no set had used as far as its writer saw (a climbing gym, a
 * pharmacy, a print shop's repo, a zoo's reptile house, a data centre, a dog groomer, a cold-store
 * warehouse, a swimming pool, a Taiwan scooter rental, an HK bakery, a recording studio, a web
 * team writing in both languages, a hospital ward, a cattery and kennel, a Taiwan night market, an
 * HK tailor).
 *
 * Defects (one rule in other words; flag `possible-duplicate` naming both, or merge the newer one
 * away): never ... without / only after, prose against terse bullets with "Rx" and "vs", a note
 * against a conventional commit, non-native English, other words for the same tool and board
 * (anti-static wrist strap / grounding strap, server boards / motherboard), a rule with its reason
 * reordered around a dash; in Chinese 必须先 / 没开的…不许, prose against bullets, Taiwan 檢查 /
 * 確認, Cantonese 放涼十分鐘先 / 唔好即刻…要等 10 分鐘, code-switched 录音前 / Record 之前, and one
 * team's rule in English and in Chinese.
 * Traps (must stay quiet): another value (every 3 / 7 days), the rule negated (may / may not),
 * another subject (night / day shift), another action on one object (emailed / archived), another
 * one-character object (猫舍 / 犬舍), another day and time (TW 平日 / 假日), another action (HK 燙 / 量).
 *
 * 19 cases (7 traps; 11 English, 8 Chinese, 4 of them Traditional: Taiwan or Hong Kong).
 * Pairs are 2026-03-10 (older) and 2026-10-06 (newer); flags name both memories by file name.
 */

const OLD = '2026-03-10';
const NEW = '2026-10-06';
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

export const TUNING_11_PARAPHRASES_CASES: QualityCase[] = [
  // ---- English
  par('t11-par-never-without', 'en',
    ['lead-wall-belay-check.md', 'Never start a session on the lead wall without a belay check from staff.'],
    ['lead-climbing-start.md', 'Lead climbing begins only after a staff member has checked the belay.']),
  par('t11-par-prose-bullets', 'en',
    ['controlled-drug-id-check.md', 'Pharmacists must check every controlled-drug prescription against the patient ID before handing it over.'],
    ['cd-handover-bullets.md', '- controlled drugs: check Rx vs patient ID\n- before handover, every time']),
  par('t11-par-commit-style', 'en',
    ['vendored-fonts-rule.md', 'Vendored fonts in the repo must not be edited by hand; regenerate them with the font script.'],
    ['fonts-commit-note.md', 'chore(fonts): stop hand-editing vendored fonts, regenerate via font script']),
  par('t11-par-non-native', 'en',
    ['reptile-handwash.md', 'Keepers must wash their hands before and after feeding the reptiles.'],
    ['keeper-hygiene-note.md', 'Before feed the reptiles and also after it, keeper is always washing the hands.']),
  par('t11-par-synonyms', 'en',
    ['antistatic-strap-rule.md', 'Technicians must wear an anti-static wrist strap when they handle server boards.'],
    ['grounding-before-boards.md', 'Always put on a grounding strap before you touch any server board.']),
  par('t11-par-reason-dash', 'en',
    ['dog-dryer-low-heat.md', 'Dogs are dried with the dryer on low heat only, because the high setting can burn their skin.'],
    ['groomer-dryer-setting.md', 'Only use low heat on the dryer for dogs — high heat burns the skin.']),
  par('t11-par-en-zh-team', 'en',
    ['prod-deploy-signoff.md', 'Every deploy to production needs a sign-off from the on-call lead.'],
    ['上线审批.md', '每次上线生产环境都要值班负责人签字确认。']),
  trap('t11-par-trap-value', 'en',
    ['turtle-filter-rinse.md', 'Rinse the filters of the turtle tanks every 3 days.'],
    ['turtle-filters-weekly.md', 'Rinse the filters of the turtle tanks every 7 days.']),
  trap('t11-par-trap-negated', 'en',
    ['van-weekend-use.md', 'Staff may take the delivery van home on weekends.'],
    ['van-weekend-ban.md', 'Staff may not take the delivery van home on weekends.']),
  trap('t11-par-trap-subject', 'en',
    ['night-shift-crash-cart.md', 'Night-shift nurses restock the crash cart at the end of each shift.'],
    ['day-shift-crash-cart.md', 'Day-shift nurses restock the crash cart at the end of each shift.']),
  trap('t11-par-trap-action', 'en',
    ['proof-email-client.md', 'Customer proofs are emailed to the client before the job goes to print.'],
    ['proof-archive-folder.md', 'Customer proofs are archived in the job folder before the job goes to print.']),
  // ---- Chinese
  par('t11-par-zh-negative-positive', 'zh',
    ['叉车警示灯.md', '叉车进冷库之前必须先打开警示灯。'],
    ['冷库叉车规定.md', '警示灯没开的叉车不许进冷库。']),
  par('t11-par-zh-prose-bullets', 'zh',
    ['泳池水质检测.md', '每天开馆前，救生员要测一次池水的余氯和 pH 值，并记在登记本上。'],
    ['开馆前检查.md', '- 开馆前测余氯、pH\n- 结果写进登记本\n- 救生员负责']),
  par('t11-par-tw', 'zh',
    ['機車交車檢查.md', '每台機車租出去之前都要檢查胎壓跟煞車，沒問題才可以交車。'],
    ['租車前確認.md', '交車前務必確認胎壓和煞車都正常。']),
  par('t11-par-hk', 'zh',
    ['菠蘿包放涼.md', '菠蘿包出爐之後要放涼十分鐘先可以入袋。'],
    ['出爐入袋.md', '菠蘿包啱啱出爐唔好即刻入袋，要等 10 分鐘。']),
  par('t11-par-zh-code-switch', 'zh',
    ['录音关空调.md', '录音前一定要先关掉空调，不然会有底噪。'],
    ['recording-ac.md', 'Record 之前记得关空调，否则会有 noise。']),
  trap('t11-par-trap-zh-object', 'zh',
    ['猫舍鞋套.md', '进猫舍前要换鞋套。'],
    ['犬舍鞋套.md', '进犬舍前要换鞋套。']),
  trap('t11-par-trap-tw-day', 'zh',
    ['平日擺攤.md', '平日夜市攤位五點開始擺。'],
    ['假日擺攤.md', '假日夜市攤位三點開始擺。']),
  trap('t11-par-trap-hk-action', 'zh',
    ['改褲腳熨.md', '改完褲腳要熨一次先交俾客。'],
    ['改褲腳量.md', '改完褲腳要再量一次先交俾客。']),
];
