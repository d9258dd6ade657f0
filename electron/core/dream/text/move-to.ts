/**
 * A move that names only where something went: "The public API migrated to Render", "We
 * switched the docs site to Docusaurus", 订单服务迁移到了阿里云. What it left is not named, so
 * an older statement about the same subject that names where it ran or what it was built with
 * ("runs on Heroku in the EU region", "built with Gatsby", 部署在AWS上) may be outdated: an
 * `outdated` finding naming both, never an edit (the rest of the older statement, a region or
 * an approval rule, may still hold, and which part moved is a guess).
 *
 * Conservative: the older statement must hold every word of the moved subject, name a home
 * (runs on X, hosted on X, built with X, 部署在X) that is not the new one, and not already
 * name the new one; a plan, a question or a move back ("went back to") is no move.
 */
import { changeReading } from './change-reading.js';
import { isNegated, keyTerms } from './compare.js';
import { ADDITIVE } from './value-phrases.js';
import { simplifiedHan } from './simplified.js';
import { quoteFact, type DatedFact, type FactConflict } from './supersede.js';
import { NOT_DONE, switchAwayOf } from './switch-away.js';
import { foldText } from './tokens.js';
import { otherScope, scopesOf, sideOnly } from './scope.js';
import { isKindWord } from './tool-kinds.js';
import { unrealisedChange } from './change-mood.js';

export interface MoveTo {
  /** Key terms of what moved ("public api", 订单服务). */
  subject: Set<string>;
  /** Key terms of where it went. */
  to: Set<string>;
  phrase: string;
  /** The statement (for its scope: platform, environment, region, team). */
  text: string;
  /** Where it went is a place told by its words with an article ("to the boathouse slipway"), no name. */
  place: boolean;
  /** What moved, as written (登轮点): where a Chinese statement says where it is (登轮点在…). */
  said: string;
}

// Where it went: a name ("Render", "GRIN-Global", "Cloud Run"), or a place with its article ("the
// clubhouse loft"), cut before a word that starts what follows ("to Harba over the winter").
const WORD = '[\\p{L}\\p{N}][\\p{L}\\p{N}._+#@/-]*';
const AFTER_PLACE = '(?:over|in|on|at|during|this|last|next|after|before|for|by|with|and|so|because|when|since|from|until|as|along|without|to|into|onto|early|late|now|yesterday|today|recently|already)\\b';
const NAME = `((?:(?:the|a|an|our|their|its|my)[ \\t]+${WORD}(?:[ \\t]+(?!${AFTER_PLACE})${WORD}){0,3})|(?:${WORD}(?:[ \\t]+\\p{Lu}[\\p{L}\\p{N}._+#@/-]*){0,2}))`;
// Verbs of moving a thing to another home ("were transferred to", "have been moved into", "relocated to").
const VERB = '(?:[Mm]oved|[Mm]igrated|[Ss]witched|[Pp]orted|[Mm]oving|[Mm]igrating|[Tt]ransferred|[Tt]ransferring|[Rr]elocated|[Rr]elocating|[Ss]hifted)';
// No i flag on the English patterns: with it \\p{Lu} matches any letter.
// "The public API migrated to Render", "Our docs have been moved over to Docusaurus"
const EN_SUBJECT_FIRST = new RegExp(`^\\s*(?:[-*+]\\s+)?(.{2,60}?)\\s+(?:has\\s+|have\\s+|was\\s+|were\\s+|got\\s+|is\\s+|are\\s+)?(?:been\\s+|now\\s+)?${VERB}\\s+(?:over\\s+)?(?:to|onto|into)\\s+${NAME}`, 'u');
// "We switched the docs site to Docusaurus"
const EN_VERB_FIRST = new RegExp(`\\b${VERB}\\s+(?:over\\s+)?(?!over\\b)(.{2,60}?)\\s+(?:over\\s+)?(?:to|onto|into)\\s+${NAME}`, 'u');
// 订单服务迁移到了阿里云 / 我们把日志服务迁到了Loki
// (a place may hold a space: 转到 BloodTrack 系统; adverbs between: 已经全部迁到了)
const ZH = /(?:^|[，。；,;])\s*(?:我们)?(?:已经|已)?(?:把|将)?([^，。；,;\s]{2,20}?)(?:已经|已|都|也|全部|全都|统一|陆续|正式){0,2}(?:迁移到|迁移至|迁到|迁至|搬到|搬进|挪到|挪至|移到|移至|转移到|转移至|转存到|改存到|改放到|切换到|切到|转到|换到|换成|改成|改为|改用)了?\s*([^，。；,;\s][^，。；,;]{0,19}?)\s*(?:上|里|中)?了?(?=[，。；,;！？.]|$)/u;

// A home told as new with "now" ("Signed consent forms are now stored in Egnyte", "We now keep the
// spare keys in the key safe", 排班表如今都发在企业微信里): a move with no verb of moving.
const KEEP_EN = '(?:kept|stored|filed|saved|held|housed|located|parked|hung|posted|logged|tracked|managed|recorded)';
const EN_NOW_HOME = new RegExp(`^\\s*(?:[-*+]\\s+)?(.{2,60}?)\\s+(?:is|are)\\s+(?:now|nowadays)\\s+${KEEP_EN}\\s+(?:in|on|at|inside|under|behind|through|with)\\s+${NAME}`, 'u');
const EN_NOW_KEEP = new RegExp(`\\b(?:[Ww]e|[Tt]hey|I)\\s+(?:now|nowadays)\\s+(?:keep|store|file|save|hold|park|hang|post|log|track|manage|record)\\s+(.{2,60}?)\\s+(?:in|on|at|inside|under|behind|into|through|with)\\s+${NAME}`, 'u');
const ZH_NOW_HOME = /(?:^|[，。；,;])\s*([^，。；,;\s]{2,20}?)(?:现在|如今|现已|改为?)(?:都|也|统一|全部|已经|已){0,2}(?:[放存记贴挂发收锁装停摆]|存放|保存|放置|摆放|停放|寄存|记录|登记)(?:在|到)了?\s*([^，。；,;\s][^，。；,;]{0,19}?)\s*(?:上|里|中|内)?了?(?=[，。；,;！？.]|$)/u;

// Subject words that are the mover, not the moved thing.
const NOT_SUBJECT = new Set(['we', 'team', 'i', 'everyone', 'everything', 'all', '我们', '团队', '全部', '都', '已经', '已']);

/** A move with no "from"; null for anything else (a from ... to switch is switch-away's). */
export function moveToOf(text: string): MoveTo | null {
  const t = changeReading(text).replace(/`[^`]*`/g, ' ');
  if (!/moved|migrat|switched|ported|moving|transferr|relocat|shifted|\bnow\b|nowadays|迁|搬到|搬进|挪|移到|移至|转移|转存|改存|改放|切换到|切到|转到|换到|换成|改成|改为|改用|现在|如今|现已|改/iu.test(t)) return null;
  if (/\bfrom\b|\bback to\b|\boff\b|从|回到|换回|改回/iu.test(t) || NOT_DONE.test(t) || unrealisedChange(t)) return null;
  // A move for a while (临时搬到, "temporarily moved", "for now", "until the refit ends") leaves the home it had.
  if (/临时|暂时|暂且|\btemporar(?:y|ily)\b|\bfor now\b|\bfor the (?:day|week|weekend|month)\b|\buntil\b/iu.test(t)) return null;
  const m = EN_SUBJECT_FIRST.exec(t) ?? EN_VERB_FIRST.exec(t) ?? ZH.exec(t) ?? nowHome(t);
  if (!m?.[1] || !m[2]) return null;
  // "were not migrated to Jane App", "haven't been moved", 没有迁到, 未转到: no move.
  if (/\b(?:not|never)\b|n't\b|没|未/u.test(m[0].slice(0, m[0].length - m[2].length))) return null;
  const to = keyTerms(m[2]);
  const subject = new Set([...keyTerms(m[1])].filter((w) => !NOT_SUBJECT.has(w) && !to.has(w)));
  if (subject.size === 0 || to.size === 0) return null;
  const place = /^(?:the|a|an|our|their|its|my)\s+[a-z]/u.test(m[2].trim());
  return { subject, to, phrase: m[0].replace(/^[，。；,;\s]+/u, '').replace(/[.]+$/, '').trim(), text: t, place, said: m[1].trim() };
}

/** A new home told with "now" and no verb of moving; never one added alongside ("are now also copied to"). */
function nowHome(t: string): RegExpExecArray | null {
  const m = EN_NOW_HOME.exec(t) ?? EN_NOW_KEEP.exec(t) ?? ZH_NOW_HOME.exec(t);
  return m && !ADDITIVE.test(m[0]) ? m : null;
}

// Where a thing runs or what it is made with, followed by a name (capitalised, or with a digit or dot in English).
const EN_HOME = /\b(?:runs?|running|hosted|deployed|lives?|living|built|bundled|stored|kept|served|is|are|sits?)\s+(?:on|in|at|with|by|to|through)\s+(?:the\s+)?((?:\p{Lu}|[a-z]+(?:\d|\.(?=[\p{L}\p{N}])))[\p{L}\p{N}._+#@/-]*)/gu; // fly.io, node20; never "beta." at a sentence's end
const ZH_HOME = /(?:部署在|跑在|运行在|放在|存在|存放在|托管在|基于|用|使用|采用)\s*([A-Za-z][\w.+#-]*|[\p{Script=Han}]{1,4}?(?:云|机房|集群))/gu;
// Where a thing is kept, a place named by its words ("kept in a binder behind the desk", "stored in the
// container by the slipway", 放在前台的抽屉里, 保存在纸本登记簿里): a storage verb, then the place.
// ("is in the cabinet" is a place, "is in beta" / "is on hold" a state: after is / are the article must be there.)
const EN_PLACE = /\b(?:(?:stored|kept|filed|saved|held|housed|located|parked|lives?|living|sits?|sitting|hangs?|hung|hanging|posted|pinned)\s+(?:on|in|at|inside|under|behind)\s+(?:(?:the|a|an|our|their|its|my)\s+)?|(?:is|are)\s+(?:on|in|at|inside|under|behind)\s+(?:the|a|an|our|their|its|my)\s+)([\p{L}\p{N}][\p{L}\p{N}'’-]*(?:\s+(?!(?:on|in|at|by|for|with|and|behind|under|next|near|so|because|when|until|since|of|from)\b)[\p{L}\p{N}][\p{L}\p{N}'’-]*){0,2})/gu;
const ZH_PLACE = /(?:放|存|存放|保存|保管|放置|摆放|摆|停放|停|寄存|记|记录|登记|存储|储存|提交|挂|锁|收|归档|装|贴|发)在\s*([^，。；,;！？]{1,16}?)\s*(?:上|里|中|内|下)?(?=[，。；,;！？.]|$)/gu;

// What the subject is, named: "The charity's CRM is HubSpot", "- **Donor CRM:** HubSpot", 会员系统是有赞,
// 会员系统：有赞 (a name: capitalised or with a digit in English; a short Han or Latin run ending its clause in Chinese).
const EN_IS = /\b(?:is|are)\s+(?:still\s+)?((?:\p{Lu}|[a-z]+\d)[\p{L}\p{N}._+#@/-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}._+#@/-]*){0,2})\s*(?:[.;,!]|$)/gu;
const LABEL_VALUE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?[^:：\n]{2,40}?(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*([\p{L}\p{N}][\p{L}\p{N}._+#@/ -]{0,30}?)\s*(?:[.;,。；，]|$)/gu;
const ZH_IS = /(?:是|为|用的是|采用的是|使用的是)\s*([A-Za-z][\w.+# -]*?|[\p{Script=Han}]{2,6}?)\s*(?=[，。；,;！？]|$)/gu;

/** The home an older statement names for the moved subject ("Heroku"), or null when it names none or already the new one. */
export function homeBefore(olderText: string, mv: MoveTo): string | null {
  const older = simplifiedHan(olderText);
  const terms = keyTerms(older);
  // Every word of the moved subject, but a kind word (电子发票PDF的存储: 存储 is what it is kept in).
  // (a doer's noun is its act's word: bidders of online bidding, renters of renting)
  for (const w of mv.subject) if (!terms.has(w) && !isKindWord(w) && !terms.has(doerOf(w))) return null;
  if ([...mv.subject].every((w) => isKindWord(w))) return null; // 存储换到了COS names no subject
  if (otherScope(older, mv.text)) return null; // 测试环境 vs 生产环境: another scope
  if (sideOnly(scopesOf(mv.text), scopesOf(older), older)) return null; // a move of the staging site is not of the site
  if ([...mv.to].every((w) => terms.has(w))) return null; // it already says the new home
  if (isNegated(older) || switchAwayOf(older) || moveToOf(older)) return null;
  const t = foldText(older);
  // (a place of words only, "is moored at the north pontoon", where the move too went to one: "to the boathouse slipway")
  const passive = [...t.matchAll(EN_PASSIVE_HOME)].filter((m) => /\p{Lu}|\d|[a-z]\.[a-z]{2,}/u.test(m[1]!) || (mv.place && /^(?:the|a|an|our|their|its|my)\s/u.test(m[1]!)));
  for (const m of [...t.matchAll(EN_HOME), ...t.matchAll(ZH_HOME), ...t.matchAll(EN_PLACE), ...t.matchAll(ZH_PLACE), ...t.matchAll(EN_IS), ...t.matchAll(LABEL_VALUE), ...t.matchAll(ZH_IS), ...passive]) {
    const home = m[1]!.replace(/[.]+$/, '');
    // 又拍云 is not 腾讯云 for sharing 云: kind words say what a home is, not which.
    const words = [...keyTerms(home)].filter((w) => !isKindWord(w));
    if (words.length === 0 || words.some((w) => mv.subject.has(w)) || words.every((w) => mv.to.has(w))) continue;
    return home;
  }
  return whereItIs(olderText, mv) ?? leftBehind(t, mv);
}

/**
 * Where a Chinese statement says the moved thing is, with 在 right after its name (登轮点在横澜岛以南
 * 2 海里, Cantonese 登輪點喺…; 的 and a time word between: 钥匙箱现在在前台): the place it was.
 */
function whereItIs(olderText: string, mv: MoveTo): string | null {
  if (!/\p{Script=Han}/u.test(mv.said)) return null;
  const t = changeReading(olderText);
  const at = t.indexOf(mv.said);
  if (at < 0) return null;
  const m = /^(?:的)?(?:一直|目前|现在|平时)?在\s*([^，。；,;！？]{2,20}?)\s*(?=[，。；,;！？.]|$)/u.exec(t.slice(at + mv.said.length));
  if (!m) return null;
  const words = [...keyTerms(m[1]!)].filter((w) => !isKindWord(w));
  return words.length > 0 && !words.every((w) => mv.to.has(w)) ? m[1]! : null;
}

// A home given by a passive verb of any kind and a named place ("are written to the LTO-8 tape
// library", "is printed at Druckerei Reiter"): the place holds a name (a capital or a digit), so
// "are reviewed in the weekly meeting" names no home.
const EN_PASSIVE_HOME = /\b(?:is|are|was|were|gets?|got)\s+(?:[a-z]+ly\s+)?(?:[a-z]+(?:ed|en)|kept|sent|held|put|run|built|spun|hung|stuck)\s+(?:to|on|in|at|into|onto|inside|via|through)\s+((?:(?:the|a|an|our|their|its|my)\s+)?[\p{L}\p{N}][\p{L}\p{N}._/-]*(?:\s+(?!(?:on|in|at|by|for|with|and|to|so|because|when|until|since|of|from|every|each)\b)[\p{L}\p{N}][\p{L}\p{N}._/-]*){0,3})/gu;
const PREP_NAME = /\b(?:in|on|at|into|onto|through|via|with|to|from|by)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}._+#-]*)/gu;
// A clause that says a thing goes on as before: what it names was not left.
const GOES_ON = /\b(?:still|also|too|as well|stays?|stayed|remains?|remained|continues?|continued)\b/iu;

/**
 * The thing a move left, named by the move's own statement outside what moved and where it went
 * ("The QA team has migrated to Jira, and Mantis is kept read-only"), which the older statement
 * gives as where its subject works ("QA files every bug in Mantis"); never one said to go on.
 */
function leftBehind(older: string, mv: MoveTo): string | null {
  const clauses = mv.text.split(/[,;:]\s+|\.\s+/u);
  const left = new Set<string>();
  for (const c of clauses) {
    if (GOES_ON.test(c)) continue;
    for (const m of c.matchAll(/(?<=\s)\p{Lu}[\p{L}\p{N}._+#-]*/gu)) for (const w of keyTerms(m[0])) if (!mv.subject.has(w) && !mv.to.has(w) && !isKindWord(w)) left.add(w);
  }
  if (left.size === 0) return null;
  for (const m of older.matchAll(PREP_NAME)) {
    const words = [...keyTerms(m[1]!)];
    if (words.length > 0 && words.every((w) => left.has(w))) return m[1]!;
  }
  return null;
}

/** The noun of who does an act, as the stemmer leaves it: bid -> bidder, rent -> renter, trade -> trader. */
function doerOf(act: string): string {
  if (!/^[a-z]{3,}$/u.test(act)) return '';
  if (act.endsWith('e')) return `${act}r`;
  return /[^aeiou][aeiou][bdgmnpt]$/u.test(act) ? `${act}${act.slice(-1)}er` : `${act}er`;
}

/** Findings raised per move at most, and older statements looked at per move. */
const MAX_PER_MOVE = 3;
const MAX_SCAN = 200;

/**
 * `outdated` findings: each move with no "from" against each older statement (another memory,
 * not later) that names the moved subject's previous home. `skip` says which pairs other rules
 * already settled or flagged.
 */
export function moveConflicts(facts: readonly DatedFact[], skip: (a: DatedFact, b: DatedFact) => boolean): FactConflict[] {
  const moves: Array<{ fact: DatedFact; mv: MoveTo }> = [];
  for (const fact of facts) {
    const mv = moveToOf(fact.text);
    if (mv) moves.push({ fact, mv });
  }
  if (moves.length === 0) return [];
  // Statements meet a move through its subject's rarest-looking (longest) word.
  const keyOf = (mv: MoveTo): string => [...mv.subject].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0]!;
  const byKey = new Map<string, number[]>();
  for (const { mv } of moves) byKey.set(keyOf(mv), []);
  facts.forEach((f, i) => {
    // Read as the move was (Traditional as Simplified): 會員資料 meets 会员资料.
    for (const w of keyTerms(changeReading(f.text))) byKey.get(w)?.push(i);
  });
  const out: FactConflict[] = [];
  for (const { fact, mv } of moves) {
    let raised = 0;
    for (const i of (byKey.get(keyOf(mv)) ?? []).slice(0, MAX_SCAN)) {
      if (raised >= MAX_PER_MOVE) break;
      const older = facts[i]!;
      if (older.docId === fact.docId || older.date.slice(0, 10) > fact.date.slice(0, 10) || skip(older, fact)) continue;
      const home = homeBefore(older.text, mv);
      if (home === null) continue;
      raised += 1;
      out.push({ kind: 'outdated', a: older, b: fact, reason: `${quoteFact(older)} may be outdated: ${quoteFact(fact)} says '${mv.phrase}', and the older statement names ${home} for it` });
    }
  }
  return out;
}
