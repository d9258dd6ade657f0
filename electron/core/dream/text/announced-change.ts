/**
 * The last net under explicit supersessions: a later statement that announces a change
 * (switched, moved, migrated, replaced, deprecated, retired, no longer, now, instead; 迁移, 改用,
 * 改为, 换成, 弃用, 停用, 下线, 不再, 现在, 调整为 … in any inflection, either script) and an
 * earlier statement in another memory that still states what changed. Where the finer rules
 * (supersede, switch-away, move-to) could neither rewrite nor flag the pair, this one flags it:
 * an `outdated` finding naming both statements, never an edit. So an explicit change is never
 * silent.
 *
 * It reads the structure of the announcing statement, not a list of products: which words
 * stand on its old side ("from X", "off X", "replaced X", "X is deprecated", "no longer X",
 * 从X, 由X, 不再用X, X已下线, 把X, (原来是X)), and which values it gives. Two ways a pair is
 * caught:
 * - the old side names what the earlier statement says (a name, or most of a phrase), the two
 *   share their subject (two words, the old name counted), and the earlier statement does not
 *   already say the new thing ("OBS" in "后来才换成 OBS" is the new side);
 * - a value change ("closing time is now 23:00", 退货期限改为十四天): the same subject (most
 *   of the words that are not values) with another value on each side.
 * - a subject given a new name ("Playout software is now mAirList", 门店收银系统现在是银豹,
 *   气象站数据改为上传到…): the subject the clause names before its change word (text/claim.ts)
 *   is in the earlier statement, which names something else of the same kind and through the same
 *   relation, and none of the new value's names.
 * The subject of a change may be said by the change's own clause ("Instead of X, the museum's
 * exhibit planning now lives in Y"), not by the whole statement; a stopped act ("no longer print
 * X-ray images") is about that act, not about every statement naming X-ray images.
 * Never: a plan, a question, a change turned down (NOT_DONE), a history sentence for a value
 * change ("before 2025 the limit was $100"), another platform, environment, region, team or
 * site, another named thing (ledger-14 / ledger-71), a negated earlier statement.
 * Bounded: statements meet only through a shared word, at most MAX_SCAN per announcement.
 */
import { changeReading } from './change-reading.js';
import { isNegated, keyTermSet, specificsOf } from './compare.js';
import { simplifiedHan } from './simplified.js';
import { quoteFact, type DatedFact, type FactConflict } from './supersede.js';
import { NOT_DONE } from './switch-away.js';
import { identifiersOf, idsDiffer } from './identifiers.js';
import { scopesClash, scopesOf, sideOnly } from './scope.js';
import { valueShapeOf } from './contradictions.js';
import { ADDITIVE } from './value-phrases.js';
import { isKindWord } from './tool-kinds.js';
import { TextMemo } from './text-memo.js';
import { clausesOf, sameWord, subjectHolds, subjectOf, type Subject } from './claim.js';
import { unrealisedChange } from './change-mood.js';
import { wordTable } from './word-table.js';
import { verbRootOf } from './rule-frame.js';

export interface ChangeNotice {
  /** The change word as written ("no longer", 改为). */
  phrase: string;
  /** Key terms on the old side ("from X", X已弃用). */
  old: Set<string>;
  /** Names (Latin words with a capital, a digit or in code; any Latin word in Chinese text) on the old side. */
  oldNames: Set<string>;
  /** The same names, one group per name as written (Redux-Saga: redux + saga; "from Tesco Extra": tesco + extra): a name is matched whole. */
  oldGroups: string[][];
  /** Names elsewhere in the statement: the new side and the subject. */
  otherNames: Set<string>;
  /** A value change: "is now", "changed to", 改为, 调整为, 现在. */
  valueChange: boolean;
  /** Says what was before ("before 2025", 曾经, 以前): its values may be the old ones. */
  history: boolean;
  /** What stopped being done, when it is an act and not a use ("no longer print X-ray images": print). */
  act: string | null;
  /** Names of who or what stopped, standing before "no longer" / 不再 ("Okafor & Sons no longer tune …", 大麦网不再合作). */
  agents: Set<string>;
  /** Key terms of what replaces the old thing, but the old side's ("use Y", "switched to Y", 改用Y); null where the statement does not say it. */
  newSide: Set<string> | null;
  /** Names with a number on the old side ("from the Alfa Laval KW-1", "PDF/X-1a is deprecated"): the old thing's own, not another thing's. */
  oldIds: Set<string>;
  /** The old side's spans as written, lower case ("sphagnum moss"): what an older statement may say word for word. */
  oldSpans: string[];
}

const EN_CHANGE =
  /\b(?:(?:is|are) (?:now )?(?:our|the) new|switch(?:ed|es|ing)?|mov(?:e|ed|es|ing)|migrat(?:e|ed|es|ing|ion)|replac(?:e|ed|es|ing|ement)|deprecat(?:e|ed|es|ing|ion)|retir(?:e|ed|es|ing)|sunset(?:ted|ting|s)?|decommission(?:ed|ing|s)?|ditch(?:ed|es|ing)|dropp(?:ed|ing)|swapp(?:ed|ing)|upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|chang(?:e|ed|es|ing)|transition(?:ed|ing|s)?|cut ?over|port(?:ed|ing)|phas(?:ed|ing) out|remov(?:e|ed|es|ing)|transferred|relocated|rerouted|no longer|any ?more|stopped|instead|in favou?r of|took over|taken over|supersed(?:ed|es)|succeeded|now|nowadays|these days|from now on|as of)\b/iu;
const ZH_CHANGE = /[停下换撤砍关拆]掉了|已经?不(?:再)?用(?=[，。；,;！？]|$)|转了?用|[汰]换|已经?不(?:再)?(?:走|用|经过|通过|放在|放|存在|存|发到|跑在|在)[^，。；,;！？]{1,30}?了(?=[，。；,;！？]|$)|延长到|缩短到|提高到|降到|降低到|增加到|减少到|调高到|调低到|迁移|迁至|迁到|迁往|搬到|改用|改为|改成|改走|改由|改到|改放|换成|换到|换为|换用|更换|替换|取代|代替|替代|弃用|废弃|停用|下线|淘汰|不再|不用了|现在|如今|调整为|调整到|调为|调成|调到|升级到|升级为|切换|切到|转到|转为|统一(?:用|走|放|改)/u;
const VALUE_CHANGE =
  /\b(?:(?:is|are) (?:now )?(?:our|the) new|now|nowadays|these days|from now on|as of|changed to|set to|moved to|raised to|lowered to|increased to|decreased to|reduced to|extended to|shortened to|bumped to|updated to|upgraded to|downgraded to|switched to)\b|改为|改成|改由|调整为|调整到|调为|调成|调到|提高到|提高为|提升到|降到|降为|降低到|延长到|延长为|缩短到|缩短为|改到|挪到|现在|如今|升级到|升到|变成|变为|换成|换为|改用|更换为|更换成|替换为|替换成|增加到|减少到|迁到|迁移到|切到|切换到|\b(?:moved|migrated|switched|went) (?:over )?(?:to|onto|with)\b/iu;
const HISTORY = /\b(?:before|until|prior to|used to|previously|formerly|originally|back in|in the past|was|were)\b|曾经|以前|原来|原先|早期|之前|过去|当时/iu;

const END = '(?=[.!?](?:\\s|$)|[;,:。；，！？：]|\\s[-–—]\\s|$)';
const ZH_TO = '(?:换成|改成|改为|改用|改走|转用|迁移到|迁移至|迁到|迁至|迁往|切换到|切换成|切换为|切到|切成|换到|换至|转到|转为|转成|升级到|升级成|替换为|替换成|换为|搬到|调整为|调整到|调为|调成|调到|提高到|提高为|降到|降为|降低到|延长到|缩短到|增加到|减少到|到)';
const Q = '(.{1,60}?)';
const PARTICIPLE = '(?:[a-z]+(?:ed|en)|paid|kept|sent|sold|held|run|done|made|put|built)';
const ZQ = '([^，。；,;！？]{1,30}?)';

// The verb after "no longer" / "stopped": what stopped being done.
const CEASED = /\b(?:no\s+longer|stopped|don't|do\s+not|doesn't|does\s+not)\s+([a-z]+)/iu;
// Verbs of using or keeping something somewhere: a stop of these is a switch away from the thing itself.
const USES = /^(?:use|using|run|running|rely|relying|keep|kept|store|stored|host|hosted|send|sent|go|goes|going|deploy|deployed|ship|shipped|put|save|saved|live|lives|need|support|accept|offer|have|get|got|with|on|in|at|via|through|be|been|is|are|any|an?|the|our)$/i;

/** Old-side spans: group 1 of each. */
const OLD_SIDE: readonly RegExp[] = [
  new RegExp(`\\bfrom\\s+${Q}\\s+(?:over\\s+)?(?:to|onto|into)\\b`, 'iu'),
  new RegExp(`\\b(?:to|onto|into)\\s+.{1,60}?\\s+from\\s+${Q}${END}`, 'iu'),
  new RegExp(`\\b(?:off(?:\\s+of)?|away\\s+from|instead\\s+of|rather\\s+than|in\\s+place\\s+of)\\s+${Q}(?=\\s+(?:onto|to|into|for|with|and|in\\s+favou?r)\\b|${END})`, 'iu'),
  new RegExp(`\\breplac\\w*\\s+${Q}\\s+(?:with|by|for)\\b`, 'iu'),
  // "Flogas replaces Calor from March": a name in place of a name, the new one first, the old one after it
  new RegExp(`(?:\\p{Lu}|\\d)[\\p{L}\\p{N}._+&'-]*\\s+replaces\\s+(?:the\\s+)?((?:\\p{Lu}|\\d)[^,;.]{0,40}?)(?=\\s+(?:from|as|at|in|on|for|since|starting)\\b|${END})`, 'u'),
  // (never a clause after a dash: "X is deprecated — use Y" names Y after it, no old thing)
  new RegExp(`\\b(?:deprecat|retir|ditch|dropp|sunsett?|decommission|abandon|kill|phas\\w*\\s+out|got\\s+rid\\s+of)\\w*[:*\\s]+(?![-–—,;.]|${END})${Q}(?=\\s+(?:for|in\\s+favou?r\\s+of|with|and)\\b|${END})`, 'iu'),
  // (a passive's participle and its preposition are how it was done, not what: "is not anymore taken in cash")
  new RegExp(`\\b(?:no\\s+longer|stopped|quit|not\\s+any ?more)\\s+(?:using\\s+|use\\s+|running\\s+|run\\s+|relying\\s+on\\s+|rely\\s+on\\s+|with\\s+|on\\s+|in\\s+|${PARTICIPLE}\\s+(?:in|on|at|with|by|via|through|from|to)\\s+)?${Q}(?=\\s+(?:any ?more|now|but|and)\\b|${END})`, 'iu'),
  new RegExp(`\\b(?:don't|do\\s+not|doesn't|does\\s+not|not)\\s+(?!(?:just|only|merely|simply|solely)\\b)${Q}\\s+any ?more\\b`, 'iu'),
  // "monthly now, not weekly", "use pnpm, not yarn": the positive clause is the new side
  new RegExp(`[,，]\\s*(?:and\\s+)?not\\s+${Q}(?=\\s*[(（]|${END})`, 'iu'),
  new RegExp(`\\((?:formerly|previously|was|were|replacing|replaced|used\\s+to\\s+be|until\\s+recently)\\s+([^()]{1,40})\\)`, 'iu'),
  new RegExp(`\\b(?:used\\s+to|previously|formerly)\\s+(?:be\\s+|use\\s+|run\\s+)?${Q}${END}`, 'iu'),
  new RegExp(`从\\s*${ZQ}\\s*${ZH_TO}`, 'u'),
  new RegExp(`(?<![理自缘])由(?!于)\\s*${ZQ}\\s*${ZH_TO}`, 'u'),
  new RegExp(`把\\s*${ZQ}\\s*(?:换成|改成|改为|替换成|替换为|切换成|切换到|切到|换到|迁到|迁移到)`, 'u'),
  new RegExp(`(?:不再|不用|别再|不要再|停用|弃用|废弃|下线|淘汰|去掉|取代|代替|替代|替换掉)了?(?:用|使用|采用)?\\s*${ZQ}(?=了|[，。；,;！？]|$)`, 'u'),
  // 已经不走X了, 已不放在X上了: "no longer" with the verb of use between
  new RegExp(`已经?不(?:再)?(?:走|用|经过|通过|放在|放|存在|存|发到|跑在|在)\\s*${ZQ}(?:上|里)?了(?=[，。；,;！？]|$)`, 'u'),
  new RegExp(`(?:之前|以前|原来|原先|过去|曾经|早期)(?:一直)?(?:用的是|用过|用|使用|是|在|跑在|放在)\\s*${ZQ}(?=[，。；,;]|$)`, 'u'),
  new RegExp(`[（(](?:原来|原先|之前|以前|此前|过去)(?:是|用|为|用的是|的是|在)?\\s*([^（）()]{1,20}?)\\s*[）)]`, 'u'),
  // "the old Calendly page just redirects there", 旧的石墨文档: what is left behind, named (no i flag: \\p{Lu} is a capital)
  /\b(?:[Tt]he|[Oo]ur|[Tt]heir)\s+old\s+((?:\p{Lu}|[a-z]+\d)[\p{L}\p{N}._+#-]*(?:\s+\p{Lu}[\p{L}\p{N}._+#-]*){0,2})/u,
  new RegExp(`(?:旧的|原来的|原先的)\\s*${ZQ}(?=[的上里]|[，。；,;！？]|$)`, 'u'),
];
/** New-side spans (what replaces the old thing): group 1 of each; no part of what the change is about. */
const NEW_SIDE: readonly RegExp[] = [
  new RegExp(`\\b(?:switch|mov|migrat|chang|went|upgrad|downgrad|bump|transition|swap|cut\\s*over|port|shift|transferr|relocat|rerout)\\w*\\b.{0,60}?\\b(?:to|onto|into)\\s+${Q}(?=\\s+(?:from|for|since|because|last|this|in|on)\\b|${END})`, 'iu'),
  new RegExp(`\\breplac\\w*\\s+(?:.{1,60}?\\s+)?(?:with|by)\\s+${Q}${END}`, 'iu'),
  new RegExp(`\\bin\\s+favou?r\\s+of\\s+${Q}${END}`, 'iu'),
  /(?:^|[,;:]\s*)((?:\p{Lu}|\d)[\p{L}\p{N}._+&' -]{0,40}?)\s+replaces\s+(?:the\s+)?(?:\p{Lu}|\d)/u,
  new RegExp(`\\b(?:use|using|prefer)\\s+${Q},?\\s+(?:not|instead\\s+of|rather\\s+than)\\b`, 'iu'),
  // "X is deprecated, use Y on the tablets", "drop X, use Y (Z) for the build": the imperative after the change's clause
  new RegExp(`[,;，；]\\s*(?:so\\s+|please\\s+|just\\s+|now\\s+)?use\\s+${Q}(?=\\s+(?:for|on|in|at|with|instead|from|going)\\b|\\s*[(（]|${END})`, 'iu'),
  /(?:^|\s)(\S+)\s+instead\s+of\b/iu,
  /(?:换成|改成|改为|改用|改走|迁移到|迁移至|迁到|迁至|切换到|切到|换到|转到|升级到|更换为|更换成|替换为|替换成|统一用|都用|现在用|调整为|调整到|调为|调成|调到|提高到|提高为|降到|降为|降低到|延长到|缩短到|增加到|减少到)了?\s*([^，。；,;]{1,20})/u,
  /([^，。；,;\s]{1,20}?)(?:取代|代替|替代)了/u,
  // 已被三防加固平板替换, 已经由 Hytera 取代了: the new thing between the agent mark and the verb
  /[被由]\s*([^，。；,;！？]{1,20}?)\s*(?:取代|替代|代替|替换|顶替|接替)/u,
  // "stopped feeding syrup and started giving fondant": what began is the new side
  /\b(?:stopped|no\s+longer)\b.{1,60}?(?:\band|[,;])\s+(?:now\s+)?(?:started|began|begun|switched\s+to|moved\s+to)\s+(.{1,60}?)(?=[.!?](?:\s|$)|[;,:]|$)/iu,
  // English verbs inside Chinese: 已经 switch 到猫眼了, migrate 到飞书
  /\b(?:switch|switched|move|moved|migrate|migrated|change|changed|port|ported|upgrade|upgraded)\s*(?:到|成|为|去)了?\s*([^，。；,;了]{1,20})/iu,
];

/** The old thing before the verb, from the start of its clause: "X is deprecated", X已下线, "X → Y". */
const OLD_BEFORE: readonly RegExp[] = [
  /\s+(?:is|are|was|were|has been|have been|got|gets|had been)\s+(?:now\s+|being\s+|officially\s+)?(?:replaced|superseded|succeeded|deprecated|retired|gone|sunset|dropped|decommissioned|discontinued|obsolete|removed|phased out|swapped(?: out)?|ditched|abandoned|shut down|no longer (?:used|in use|supported|needed))\b/iu,
  /\s*(?:已经|已被|已|被|都|也|早就)?(?:弃用|废弃|停用|淘汰|下线|不用了|[停下换撤砍去关拆]掉了|被替换|被取代|没在用了)/u,
  // 新兴冰厂已经不用，…: "no longer used" closing its clause
  /\s*(?:已经|已|都|也|早就)不(?:再)?用(?=[，。；,;！？]|$)/u,
  /\s*(?:->|→|=>|⟶|➜)/u,
  // Preps 8 已经被 Prinergy 取代了: the new thing stands between 被 and the verb
  // (由 marks the agent the same way: Motorola 对讲机已经由 Hytera 取代了)
  /\s*(?:已经|已|早就|都)?[被由]\s*[^，。；,;！？]{1,30}?(?:取代|替代|代替|替换|顶替|接替)/u,
  // A commit or chat line says it with no copula: "…, Fotoware switched off", "reel services dropped"
  /\s+(?:(?:was|were|has been|have been|got)\s+)?(?:switched off|turned off|shut down|retired|dropped|deprecated|decommissioned|discontinued|phased out|sunsetted|removed)(?=\s*(?:[,;，；。!?]|\.(?:\s|$)|$)|\s+(?:in|on|at|last|this|since|early|late)\s)/iu,
];
/** Who or what stopped, before "no longer" / 不再 at its clause's start (an agent: "Okafor & Sons no longer tune …"). */
const AGENT_BEFORE = /\s*(?:no longer|(?:已经|已|都|也)?不再)/iu;
// (a bracket right after a Latin word is a call's, getFlag(): no aside)
const CLAUSE_START = /[,;:，；：。!?！？（]|(?<![A-Za-z0-9_])\(|\.(?=\s)|\s[-–—]\s/gu;

// Words of changing and using: no part of what a statement is about.
const CHANGE_TERMS = new Set([
  'switch', 'switched', 'mov', 'move', 'migrat', 'migrate', 'replac', 'deprecat', 'retir', 'sunset', 'decommission', 'ditch', 'dropp', 'drop', 'swap', 'swapp', 'upgrad', 'downgrad', 'chang', 'transition', 'cut', 'over', 'port',
  'phas', 'out', 'longer', 'anymore', 'stopp', 'stop', 'instead', 'favour', 'favor', 'took', 'taken', 'supersed', 'succeed', 'now', 'nowaday', 'day', 'use', 'us', 'uses', 'used', 'using', 'run', 'runs', 'off', 'away', 'onto', 'went',
  'go', 'goes', 'done', 'all', 'everything', 'set', 'start', 'began', 'begin', 'begun', "we've", "we're", "they've", "i've", 'updat', 'rais', 'lower', 'increas', 'decreas', 'reduc', 'extend', 'shorten', 'bump', 'since', 'new', 'old', 'migration',
  '迁移', '迁', '迁至', '迁到', '搬到', '改用', '改为', '改成', '改走', '改由', '改到', '换成', '换到', '换为', '换用', '更换', '替换', '汰换', '汰', '取代', '代替', '替代', '弃用', '弃', '废弃', '停用', '下线', '淘汰', '不再', '不用', '现在', '如今', '调整',
  '调整为', '调为', '调成', '调到', '升级', '切换', '切到', '转到', '转为', '统一', '用', '使用', '采用', '已经', '已', '了', '到了', '成了', '换', '改', '都', '走', '为', '成', '从', '由', '把', '之前', '以前', '原来', '后来',
  'migrate', 'migrated', 'remov', 'removed', 'gone', 'out', '放到', '放在', '放', '存到', '存在', '存放', '改放',
  '延长', '缩短', '提高', '降低', '降', '增加', '减少', '调高', '调低', '调',
]);

const MAX_SCAN = 200;
const MAX_PER_NOTICE = 3;
/** Pairs judged in one call, over all announcements: keeps a big dir linear. */
const MAX_CHECKS = 20_000;
const memo = new TextMemo<ChangeNotice | null>(2_000_000);
const shapes = new TextMemo<ReturnType<typeof valueShapeOf>>(2_000_000);

/**
 * Who said a statement or what kind of message it is, opening it before a colon ("HEAD NSO SAYS:",
 * "Per the harbour master:", "voice memo:", "Update from Lena:", 公告：, 店长通知：, a chat paste's tag and
 * speaker "[LINE 店長群] 陳店長："): no word of what changed.
 */
const MESSAGE_OPENER = /^\s*(?:[-*+]\s+)?(?:\[[^\]\n]{1,30}\]\s*(?:[^:：\s[\]]{1,12}\s*(?=[:：]))?|[^:：\n]{1,40}?\s+(?:says?|said|writes?|wrote|reports?|confirm(?:s|ed)?|announce[sd]?)|per\s+[^:：\n]{1,40}|(?:voice\s+|quick\s+|short\s+)?(?:memo|note|update|notice|announcement|reminder|message|e-?mail|msg|dm|text)(?:\s+(?:from|by|to)\s+[^:：\n]{1,30})?|[^:：\n，。]{0,8}?(?:公告|通知|通告|提醒|告示|留言|备注|说|话|讲))\s*[:：]\s*/iu;

const read = (text: string): string => {
  const t = changeReading(text);
  return (MESSAGE_OPENER.test(t) ? t.replace(MESSAGE_OPENER, '') : t).replace(WHOLE_SCOPE_ZH, '$1');
};

/**
 * A whole organisation as who makes a change (全院停用…, 全校改用…, 全店不再…): it widens the change to
 * every statement of it, names no subject of its own and is no old thing (全 and its unit, before a
 * change word).
 */
const WHOLE_SCOPE_ZH = /(^|[，。；,;：:！？]\s*)全(?:\p{Script=Han}{1,3}?)(?=(?:已经|已|都|也|一律|统一)?(?:停用|弃用|废弃|淘汰|不再|改用|改为|改成|换成|统一))/gu;

/** Whether a notice can raise anything: an old side to look for, or a value that changed. */
function actionable(n: ChangeNotice): boolean {
  return n.old.size > 0 || (n.valueChange && !n.history);
}

/** The change a statement announces, or null. */
export function changeNoticeOf(text: string): ChangeNotice | null {
  return memo.get(text, readNotice);
}

function readNotice(text: string): ChangeNotice | null {
  const t = read(text);
  const m = EN_CHANGE.exec(t) ?? ZH_CHANGE.exec(t);
  if (!m || NOT_DONE.test(t.replace(/`[^`]*`/g, ' ')) || unrealisedChange(t)) return null;
  const spans: string[] = [];
  for (const re of OLD_SIDE) {
    const hit = re.exec(t);
    if (hit?.[1]) spans.push(hit[1]);
  }
  for (const re of OLD_BEFORE) {
    const span = spanBefore(t, re);
    if (span) spans.push(span);
  }
  const sameKind = sameHeadOld(t);
  if (sameKind) spans.push(sameKind);
  const old = new Set<string>();
  const oldNames = new Set<string>();
  const oldGroups: string[][] = [];
  const han = /\p{Script=Han}/u.test(t);
  const agentSpan = spanBefore(t, AGENT_BEFORE);
  const oldIds = new Set(spans.flatMap((x) => [...identifiersOf(x)]));
  const oldSpans: string[] = [];
  for (const raw of agentSpan ? [...spans, agentSpan] : spans) {
    // (a chat line's opener is no part of what was left, "fyi reel services dropped"; "from this month" is when, not what)
    const s = raw.replace(DISCOURSE_START, '');
    if (TIME_SPAN.test(s.trim())) continue;
    const words = [...keyTermSet(s)].filter((w) => !CHANGE_TERMS.has(w));
    if (s !== agentSpan && words.length >= 2) oldSpans.push(s.trim().toLowerCase().replace(/\s+/gu, ' '));
    // (who stopped is no word of what stopped: "The marketing site no longer deploys with Ansible")
    if (s !== agentSpan) for (const w of words) old.add(w);
    // A short old side is the old thing itself ("from npm", "not yarn"), however it is written.
    const groups = words.length <= 2 ? (words.length > 0 ? [words] : []) : nameGroupsOf(s, han);
    for (const g of groups) for (const n of g) oldNames.add(n);
    oldGroups.push(...groups);
  }
  let newSide: Set<string> | null = null;
  for (const re of NEW_SIDE) {
    const hit = re.exec(t);
    if (!hit?.[1]) continue;
    newSide ??= new Set<string>();
    for (const w of keyTermSet(hit[1])) if (!old.has(w)) newSide.add(w);
  }
  const otherNames = new Set([...namesOf(t, han), ...(newSide ?? [])].filter((n) => !oldNames.has(n)));
  const act = CEASED.exec(t)?.[1]?.toLowerCase() ?? null;
  const agents = new Set(agentSpan ? [...keyTermSet(agentSpan.replace(DISCOURSE_START, ''))].filter((w) => !CHANGE_TERMS.has(w)) : []);
  return { phrase: m[0], old, oldNames, oldGroups, otherNames, newSide, valueChange: VALUE_CHANGE.test(t), history: HISTORY.test(t), act: act && !USES.test(act) ? act : null, agents, oldIds, oldSpans };
}

/** A chat line's opener: a discourse marker, no part of a statement's content (fyi, btw, heads up, 另外, 顺便说一下). */
const DISCOURSE_START = /^\s*(?:(?:fyi|btw|psa|ok|okay|so|also|update|heads[ -]up|note|nb)\b[\s,:;!-]*)+|^\s*(?:另外|顺便说一下|补充一下|更新一下|注意)[，,：:\s]*/iu;
const DISCOURSE = new Set(['fyi', 'btw', 'psa', 'ok', 'okay', 'heads', 'nb']);
/** A span that says when, not what: this month, next week, today, 本月. */
const TIME_SPAN = /^(?:(?:this|next|last|the)\s+(?:week|month|year|quarter|season|term|semester|spring|summer|autumn|fall|winter|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|today|tomorrow|now|then|本月|本周|下周|下月|今天|明天)$/iu;

// X已换成Y with no 把: X is the subject whose value changed (订单服务已换成 bun), or the old thing itself
// when X and Y are of one kind, their heads (a Chinese compound's last character) the same:
// 汉高热熔胶已汰换为 PUR 胶, 旧冰柜换成了新冰柜, or each opens with a name of its own.
const ZH_SAME_HEAD = /(?:^|[，。；,;！？])\s*([^，。；,;！？]{2,30}?)\s*(?:已经|已|都|也)?(?:[更替汰]?换|改)(?:为|成)了?\s*([^，。；,;！？]{1,20}?)\s*(?:了)?(?=[，。；,;！？]|$)/u;

function sameHeadOld(t: string): string | null {
  const m = ZH_SAME_HEAD.exec(t);
  if (!m) return null;
  const [x, y] = [m[1]!.trim(), m[2]!.trim()];
  // Each side opens with a name of its own (A&D 部磅已经换成了 CAS 牌): the names are what changed, X's the old one.
  const name = (v: string): string | null => /^([A-Za-z0-9][A-Za-z0-9&.+-]*(?:\s[A-Za-z0-9][A-Za-z0-9&.+-]*)?)\s*\p{Script=Han}/u.exec(v)?.[1] ?? null;
  const [nx, ny] = [name(x), name(y)];
  if (nx && ny && nx.toLowerCase() !== ny.toLowerCase()) return nx;
  const head = (v: string): string => /(\p{Script=Han})$/u.exec(v)?.[1] ?? '';
  const h = head(x);
  return h && h === head(y) && !/[的是了在用为把被从由将和与及或都也就再已这那]/u.test(h) && x !== y ? x : null;
}

/** Key terms with each dotted or joined name's bare head as well (moment.js is moment, axios.create is axios). */
function withBareNames(terms: ReadonlySet<string>): Set<string> {
  const out = new Set(terms);
  for (const w of terms) {
    const bare = /^([a-z][a-z0-9]*)[._/]/u.exec(w)?.[1];
    if (bare) for (const k of keyTermSet(bare)) out.add(k);
  }
  return out;
}

/** The words from the start of a clause up to where `re` first matches in it ("X is deprecated": X); null when none stand there. */
function spanBefore(t: string, re: RegExp): string | null {
  const hit = re.exec(t);
  if (!hit || hit.index === 0) return null;
  let start = 0;
  for (const c of t.slice(0, hit.index).matchAll(CLAUSE_START)) start = (c.index ?? 0) + c[0].length;
  const span = t.slice(start, hit.index).replace(/^[\s*_#>-]+/, '');
  return span.trim() ? span.slice(-80) : null;
}

/** The names of an old side, one group of key terms per name token (Redux-Saga: redux + saga). */
function nameGroupsOf(span: string, han: boolean): string[][] {
  const out: string[][] = [];
  for (const w of span.matchAll(/`[^`]+`|(?<![\p{L}\p{N}_])[\p{L}\p{N}][\p{L}\p{N}._+#/-]*/gu)) {
    const g = [...namesOf(w[0], han, true)];
    if (g.length > 0) out.push(g);
  }
  return out;
}

/** Names: words in code, with a digit or a capital not opening the text, and any Latin word in Chinese text. */
function namesOf(text: string, han: boolean, span = false): Set<string> {
  const out = new Set<string>();
  for (const c of text.matchAll(/`([^`]+)`/g)) for (const w of keyTermSet(c[1]!)) out.add(w);
  for (const w of text.matchAll(/(?<![\p{L}\p{N}_])[\p{L}\p{N}][\p{L}\p{N}._+#/-]*/gu)) {
    const word = w[0].replace(/[._/-]+$/, '');
    if (!/[A-Za-z0-9]/.test(word) || /\p{Script=Han}/u.test(word)) continue;
    const named = han || /\d/.test(word) || (/\p{Lu}/u.test(word) && (span || ((w.index ?? 0) > 0 && !/(?:^|[.!?:]\s+|\n[-*+\s]*|^[-*+\s#>]+)$/u.test(text.slice(0, w.index)))));
    if (!named) continue;
    for (const k of keyTermSet(word)) if (!CHANGE_TERMS.has(k)) out.add(k);
  }
  return out;
}

/**
 * `outdated` findings for announced changes the other rules left silent. `skip` says which
 * pairs are already settled or flagged.
 */
export function announcedConflicts(facts: readonly DatedFact[], skip: (a: DatedFact, b: DatedFact) => boolean): FactConflict[] {
  const notices: Array<{ i: number; n: ChangeNotice }> = [];
  facts.forEach((f, i) => {
    const n = changeNoticeOf(f.text);
    if (n && actionable(n)) notices.push({ i, n });
  });
  if (notices.length === 0) return [];
  // Statements meet an announcement through the words they must share with it: its old side,
  // else (a value change) what it is about. A posting list of only those words.
  const lookFor = (i: number, n: ChangeNotice): string[] => [...new Set([...(n.old.size > 0 ? n.old : keyTermSet(read(facts[i]!.text))), ...n.oldNames])].filter((w) => !CHANGE_TERMS.has(w));
  const wanted = new Map<string, number[]>();
  for (const { i, n } of notices) for (const w of lookFor(i, n)) wanted.set(w, []);
  facts.forEach((f, j) => {
    for (const w of withBareNames(keyTermSet(read(f.text)))) wanted.get(w)?.push(j);
  });
  const out: FactConflict[] = [];
  const byPlace = new Map(facts.map((f) => [`${f.docId}\u0000${f.factIndex}`, f]));
  // "**Deprecated:** `x`. Use `y` instead.": what replaces it is said in the next sentence.
  const announced = (f: DatedFact, n: ChangeNotice): string => {
    const next = n.otherNames.size === 0 ? byPlace.get(`${f.docId}\u0000${f.factIndex + 1}`) : undefined;
    return next ? `${quoteFact(f)}, then '${next.text.trim()}',` : quoteFact(f);
  };
  let checks = 0;
  for (const { i, n } of notices) {
    const newer = facts[i]!;
    // Its rarest words first: a shared name (Audacity) before a common one (service).
    const own = lookFor(i, n).sort((a, b) => wanted.get(a)!.length - wanted.get(b)!.length);
    const seen = new Set<number>();
    let raised = 0;
    for (const w of own) {
      for (const j of wanted.get(w)!) {
        if (raised >= MAX_PER_NOTICE || seen.size >= MAX_SCAN || checks >= MAX_CHECKS) break;
        if (seen.has(j) || j === i) continue;
        seen.add(j);
        const older = facts[j]!;
        if (older.docId === newer.docId || older.date.slice(0, 10) > newer.date.slice(0, 10) || skip(older, newer)) continue;
        checks += 1;
        const why = judge(older.text, newer.text, n);
        if (!why) continue;
        raised += 1;
        out.push({ kind: 'outdated', a: older, b: newer, reason: `${quoteFact(older)} may be outdated: ${announced(newer, n)} announces a change ('${n.phrase}') ${why}` });
      }
    }
  }
  return out;
}

/** Why `olderText` may state what `newerText` says changed, or null. */
export function judge(olderText: string, newerText: string, n: ChangeNotice): string | null {
  if (isNegated(olderText)) return null;
  // Another named thing (ledger-14 / ledger-71), unless each name of the older statement is one the
  // change leaves (KW-1 in "switched from the Alfa Laval KW-1 to a Comac KW-2"): that is the old thing.
  const olderIds = identifiersOf(simplifiedHan(olderText));
  if (idsDiffer(olderIds, identifiersOf(simplifiedHan(newerText))) && ![...olderIds].every((x) => n.oldIds.has(x))) return null;
  if (scopesClash(scopesOf(olderText), scopesOf(newerText))) return null;
  if (sideOnly(scopesOf(newerText), scopesOf(olderText), olderText)) return null; // a change of the demo site is not of the site
  const o = withBareNames(keyTermSet(read(olderText)));
  const nt = keyTermSet(read(newerText));
  // (one word the stemmer reads two ways is one word: tuned / tune, hall's / hall)
  const inOlder = (x: string): boolean => o.has(x) || [...o].some((y) => alike(x, y));
  if (n.old.size > 0 && ![...n.old, ...n.agents].some(inOlder)) return null;
  const mine = changeNoticeOf(olderText);
  // The old side names what the older statement says, a name whole ("Redux-Saga" is not "Redux").
  // (a Chinese one is segmented into pieces: one of them is found, 短信 of 发短信, 钉 of 钉钉)
  const whole = (g: readonly string[]): boolean => {
    const latin = g.filter((x) => !/\p{Script=Han}/u.test(x));
    const hanFound = g.some((x) => /\p{Script=Han}/u.test(x) && inOlder(x));
    return latin.every(inOlder) && (latin.length > 0 || hanFound);
  };
  const oldNamed = [...new Set(n.oldGroups.filter(whole).flatMap((g) => g.filter(inOlder)))];
  const oldWords = [...n.old].filter(inOlder);
  const byName = oldNamed.length > 0;
  const byPhrase = !byName && [...n.oldNames].every((x) => n.agents.has(x)) && oldWords.length >= 2 && oldWords.length >= 0.6 * n.old.size;
  // The old side names a model (Swix T73) the older statement does not, which names a model of its
  // own (Swix HF8): a change of another model of one make, not of the older statement's.
  const model = (g: readonly string[]): boolean => g.some((x) => /\d/.test(x) && /[a-z]/.test(x));
  if (byName && n.oldGroups.some((g) => model(g) && !whole(g)) && [...o].some((x) => /\d/.test(x) && /[a-z]/.test(x) && !n.oldNames.has(x))) return null;
  if (byName || byPhrase) {
    // "We no longer print X-ray images": an act stopped, not a use; the older statement must say that act.
    // (in any form of its verb, an irregular one too: "are fed live mice" / "stopped feeding live mice")
    const actSaid = n.act !== null && ([...o].some((y) => alike(y, n.act!) || alike(y, n.act!.replace(/(?:ed|ing|s)$/, ''))) || saysVerb(olderText, n.act));
    if (n.act && !actSaid && !usesStopped(olderText, n) && !restatedAct(olderText, newerText, n)) return null;
    // An older copy of the same change names the same old thing on its own old side.
    if (mine && oldNamed.some((x) => mine.oldNames.has(x))) return null;
    // It already says the new thing.
    // (what replaces it, where the statement says so: the subject's own names, SCSS in "drop node-sass, use sass for the SCSS build", are in both)
    const fresh = [...(n.newSide ?? n.otherNames)].filter((x) => !n.old.has(x));
    if (fresh.length > 0 && fresh.every((x) => o.has(x))) return null;
    // Every word of what the change is about is in the older statement ("订单服务从npm换成了bun"
    // is not about 搜索服务), unless the old side itself is named at length (three words or more).
    // (values, like "monthly" or 90, are not the subject; nor single Han characters left over by
    // word segmentation, where two words of the subject are found: 保留期 / 保留, not 官网 / 管理后台)
    // (what the change is about is said in the change's own clause: "We no longer have the house
    // manager approve press comps; now the marketing lead signs them off" names the new side after it)
    const subject = [...changeClauseTerms(newerText, nt)].filter((x) => !CHANGE_TERMS.has(x) && EN_CHANGE.exec(x)?.[0] !== x && !DISCOURSE.has(x) && !ATTRIBUTE.has(x) && !n.old.has(x) && !n.otherNames.has(x) && !/\d/.test(x) && !HAN_NUMBER.test(x) && !FREQ.has(x));
    const found = (x: string): boolean => [...o].some((y) => sameWord(x, y));
    const anchored = subject.filter((x) => !/^\p{Script=Han}$/u.test(x) && found(x)).length >= 2;
    // (nor a measure word, a closed class of grammar: A&D 部磅 is the A&D scale)
    const missing = subject.filter((x) => !found(x) && !(anchored && /^\p{Script=Han}$/u.test(x)) && !MEASURE_WORD.test(x));
    // Or the subject a clause of the change names before its change word is in the older statement
    // ("the museum's exhibit planning now lives in Coda", "push notifications now go through …").
    const held = (): boolean => changedSubjects(newerText).some((sub) => subjectHolds(subjectOf(olderText), sub));
    // Who stopped is the old side only of what it did: the act it stopped is in the older statement, or
    // the subject of the change is ("Okafor & Sons no longer tune the hall pianos" / "… are tuned by
    // Okafor & Sons"; 冰场票务已经 switch 到猫眼了，大麦网不再合作 / 冰场的票务走的是大麦网), never its name alone.
    if (byName && oldNamed.every((x) => n.agents.has(x)) && !oldWords.some((x) => !n.agents.has(x))) {
      // (and the older statement names it as who does it, after its verb: "tuned by Okafor & Sons", 走的是大麦网;
      // one that opens with it is about it, "Volunteers sign up through the Google Form")
      if (opensWith(olderText, oldNamed)) return null;
      return actSaid || (missing.length === 0 && subject.some(found)) ? `away from who did it (${oldNamed.join(', ')})` : null;
    }
    if (missing.length === 0 || (byName && oldWords.length >= 3) || held()) return `away from what it names (${(byName ? oldNamed : oldWords).join(', ')})`;
    // Or the old name stands after the same preposition in both, and a word of the subject is shared
    // ("Safety briefings are given by Jonas now, not by Marta" / "… then briefed by Marta"; "moved the
    // supermarket pick-up from Tesco Extra" / "collects supermarket donations from Tesco Extra").
    if (byName && subject.some(found) && sameRelation(olderText, newerText, oldNamed)) return `away from what it names through the same relation (${oldNamed.join(', ')})`;
    // Or the older statement says the old side word for word, two words or more, of a subject the change's
    // clause names whole ("potting medium for Phalaenopsis seedlings changed from sphagnum moss to fine
    // bark" / "Phalaenopsis seedlings are potted in New Zealand sphagnum moss"; never "The ferry crew
    // roster is kept in Google Sheets" against "Cargo manifests for the ferry moved from Google Sheets").
    const said = n.oldSpans.find((x) => read(olderText).toLowerCase().replace(/\s+/gu, ' ').includes(x));
    if (said && subjectNamedBy(olderText, newerText)) return `away from what it names word for word (${said})`;
    // Or a role is given a new name in place of the old one ("Our external lab is now IDEXX, not Synlab"),
    // which the older statement names through a relation ("samples go to Synlab"), never the new one.
    if (byName && roleRenamed(olderText, newerText, n, oldNamed, o)) return `away from who filled that role (${oldNamed.join(', ')})`;
    // Or the two are in two languages, so no word of the subject can be matched, and the old name is
    // the bridge: see otherLanguageValue.
    if (byName && otherLanguageValue(olderText, newerText, n, oldNamed, o)) return `away from what it names, told in the other language (${oldNamed.join(', ')})`;
    return null;
  }
  // (an addition is read in the clause of the change: "…调成每人 350 元，週末也一樣" changes the minimum and says weekends are alike)
  if (!n.valueChange || n.history || n.oldNames.size > 0) return null;
  const changeClause = changeClauseOf(newerText);
  if (ADDITIVE.test(changeClause)) return null;
  // (else the change's own clause: an addition in another clause leaves the whole statement no shape)
  const b = shapes.get(newerText, valueShapeOf) ?? shapes.get(changeClause, valueShapeOf);
  if (!b) return namedValueChange(olderText, newerText);
  // The older statement whole, else the clause of it about the same thing ("用的是 X，…，…").
  for (const part of [olderText, ...olderText.split(/[，,；;]\s*/u).filter((c) => c.length < olderText.length)]) {
    const a = shapes.get(part, valueShapeOf);
    if (!a) continue;
    // One frame holds the other (kind and attribute words aside): "the billing service" and
    // "the ledger service" differ one word each way, so they are two things.
    const [x, y] = [core(a.frame), core(b.frame)];
    const [small, large] = x.length <= y.length ? [x, y] : [y, x];
    if (small.length < 2 || !small.every((w) => large.some((v) => sameWord(w, v)))) continue;
    const onlyA = [...a.values].filter((v) => !b.values.has(v));
    const onlyB = [...b.values].filter((v) => !a.values.has(v));
    if (onlyA.length === 0 || onlyB.length === 0) continue;
    return `of the same thing's value (${onlyA.join(' ')} -> ${onlyB.join(' ')})`;
  }
  return namedValueChange(olderText, newerText);
}

/**
 * "We no longer hand ashes over at the front desk; families now collect them in the Remembrance
 * Room": the act stopped is told again, in its new form, by a clause of its own that says what is
 * done now; the older statement says that act ("Families collect ashes at the front desk"), so it is
 * the old form of the same act. A word of the "now" clause, no word of the old side nor of change.
 */
function restatedAct(olderText: string, newerText: string, n: ChangeNotice): boolean {
  const o = keyTermSet(read(olderText));
  return clausesOf(read(newerText)).some((c) => NOW_CLAUSE.test(c) && !CEASED.test(c) && [...keyTermSet(c)].some((w) => !n.old.has(w) && !CHANGE_TERMS.has(w) && !n.otherNames.has(w) && [...o].some((y) => alike(w, y))));
}
const NOW_CLAUSE = /\b(?:now|nowadays|these days|instead)\b/iu;

/** The older statement says the verb `act` in any of its forms (fed / feeding, paid / pay). */
function saysVerb(olderText: string, act: string): boolean {
  const root = verbRootOf(act);
  return [...read(olderText).matchAll(/\p{L}+/gu)].some((w) => verbRootOf(w[0]) === root);
}

/**
 * "Frost protection in the lower block uses straw-bale fires" / "We no longer burn straw bales in the
 * lower block": the older statement names the stopped act's object as what it uses (a verb of use, a
 * closed class), two of the old side's words after that verb in its clause; using it is the practice
 * that stopped. (What is only done to the object, "X-ray images are stored in PACS", "Guest invoices
 * are generated in Cloudbeds", is another act: "no longer print" leaves it.)
 */
function usesStopped(olderText: string, n: ChangeNotice): boolean {
  const act = verbRootOf(n.act ?? '');
  for (const c of clausesOf(read(olderText))) {
    const m = USE_VERB.exec(c);
    if (!m) continue;
    const used = [...keyTermSet(c.slice(m.index + m[0].length))].filter((w) => n.old.has(w) && verbRootOf(w) !== act);
    if (used.length >= 2) return true;
  }
  return false;
}
const USE_VERB = /\b(?:uses?|used|using|relies\s+on|rely\s+on|relying\s+on|employs?|employed)\b/iu;

/** The clause holding a statement's first change word, else the whole statement as read. */
function changeClauseOf(newerText: string): string {
  const t = read(newerText);
  return clausesOf(t).find((c) => EN_CHANGE.test(c) || ZH_CHANGE.test(c)) ?? t;
}

/**
 * The key terms of the clause holding a statement's first change word, where the statement has
 * several clauses and the others hold words of their own; else all of them (`all`).
 */
function changeClauseTerms(newerText: string, all: ReadonlySet<string>): ReadonlySet<string> {
  const clauses = clausesOf(read(newerText));
  const when = (x: string): string => x.replace(WHEN_PHRASE, ' ');
  if (clauses.length < 2) return WHEN_PHRASE.test(read(newerText)) ? keyTermSet(when(read(newerText))) : all;
  const at = clauses.findIndex((c) => EN_CHANGE.test(c) || ZH_CHANGE.test(c));
  return at < 0 ? all : keyTermSet(when(clauses[at]!));
}

/**
 * When a change holds, no part of what it is about: a preposition of time and a calendar noun
 * ("since this month", "from the winter season", "as of next term", "starting in January").
 */
const CALENDAR = '(?:day|week|weekend|fortnight|month|quarter|year|season|term|semester|spring|summer|autumn|fall|winter|january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';
const WHEN_PHRASE = new RegExp(`\\b(?:since|from|as of|starting(?: (?:in|from|on))?|beginning|for|during|this|next|last|in|on)\\s+(?:(?:the|this|next|last|coming|new|each|every)\\s+)*(?:\\w+\\s+)?${CALENDAR}(?:\\s+(?:season|term|semester))?\\b`, 'giu');

const PREPOSITION = /\b(by|from|through|via|with|on|in|at)\s+(?:the\s+)?$/iu;

/** Each statement puts one of the old names right after the same preposition (by Marta / by Marta). */
function sameRelation(olderText: string, newerText: string, names: readonly string[]): boolean {
  const [o, n] = [read(olderText).toLowerCase(), read(newerText).toLowerCase()];
  const before = (t: string, name: string): Set<string> => {
    const out = new Set<string>();
    for (let at = t.indexOf(name); at >= 0; at = t.indexOf(name, at + 1)) {
      const p = PREPOSITION.exec(t.slice(Math.max(0, at - 12), at))?.[1];
      if (p) out.add(p);
    }
    return out;
  };
  return names.some((x) => /^[a-z]/.test(x) && [...before(n, x)].some((p) => before(o, x).has(p)));
}

/** The subject of an English statement: what stands before its copula ("Phalaenopsis seedlings are potted …"). */
const COPULA_EN = /\s(?:is|are|was|were|gets|get|got)\s/iu;

/** Every word of the older statement's subject (before its copula) is in the clause of the newer one's change. */
function subjectNamedBy(olderText: string, newerText: string): boolean {
  const t = read(olderText);
  const m = COPULA_EN.exec(t);
  if (!m) return false;
  const sub = [...keyTermSet(t.slice(0, m.index))].filter((w) => !CHANGE_TERMS.has(w));
  const clause = [...keyTermSet(changeClauseOf(newerText))];
  return sub.length > 0 && sub.every((w) => clause.some((x) => sameWord(w, x)));
}

/** "Flogas replaces Calor from March": a name in place of a name, the new one first. */
const NAME_REPLACES_NAME = /(?:^|[,;:]\s*)(?:\p{Lu}|\d)[\p{L}\p{N}._+&' -]{0,40}?\s+replaces\s+(?:the\s+)?(?:\p{Lu}|\d)/u;
/** "Our external lab is now IDEXX, not Synlab": a role, its new name and its old one. */
const ROLE_RENAMED = /^\s*(?:our|the|their)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+\s+(?:is|are)\s+now\s+([^,;]{1,40}?),\s*(?:and\s+)?not\s+([^,;.]{1,40})/iu;
const RELATION_BEFORE = /\b(?:to|by|from|through|via|with|at)\s+(?:the\s+)?$/iu;

/**
 * The newer statement renames a role (ROLE_RENAMED) or puts a name in place of a name (NAME_REPLACES_NAME)
 * with a name the older statement never says, and
 * each old name stands in the older statement after a relation word (to, by, from, through, via, with,
 * at): there it is who or where something goes, the role's old holder.
 */
function roleRenamed(olderText: string, newerText: string, n: ChangeNotice, oldNamed: readonly string[], o: ReadonlySet<string>): boolean {
  const t = read(newerText);
  const m = ROLE_RENAMED.exec(t);
  const named = m ? [...m[1]!.matchAll(/(?<![\p{L}\p{N}])(?:\p{Lu}|\d)[\p{L}\p{N}._+-]*/gu)].flatMap((w) => [...keyTermSet(w[0])]) : NAME_REPLACES_NAME.test(t) ? [...(n.newSide ?? [])] : [];
  if (named.length === 0 || named.some((w) => o.has(w))) return false;
  const said = read(olderText).toLowerCase();
  return oldNamed.every((x) => {
    for (let at = said.indexOf(x); at >= 0; at = said.indexOf(x, at + 1)) if (RELATION_BEFORE.test(said.slice(Math.max(0, at - 16), at))) return true;
    return false;
  });
}

/** A statement's language: Chinese where it holds a Han character, else English where it holds a Latin letter. */
function languageOf(text: string): 'zh' | 'en' | null {
  return /\p{Script=Han}/u.test(text) ? 'zh' : /[A-Za-z]/.test(text) ? 'en' : null;
}

/** Before a name that is a statement's value: a relation word or a verb of use ("through the", "via", 走, 用的是, 通过). */
const VALUE_BEFORE_EN = /\b(?:through|via|with|on|in|by|from|to|at|into|onto|using|uses?|used)\s+(?:(?:the|our|their|a|an)\s+)?$/iu;
const VALUE_BEFORE_ZH = /(?:走|用|通过|经由|经|在|由|交给|交由|发到|发给|寄到|传到|上传到|放在|存在|存到|用的是|走的是|找|跟|向|从|到)\s*(?:的是)?\s*$/u;

/**
 * "口译员发票不再走 Clarion 门户，改用 … eBilling 系统" / "Interpreter invoices are submitted through the
 * Clarion portal": the change and the older statement are in two languages, so the subject cannot be
 * matched word for word; the old side's name is the bridge. It holds where the older statement names
 * it as its value (after a relation word or a verb of use, 走 DHL 小包, "through the Clarion portal"),
 * never opens with it (then it is what the statement is about), names no other name of its own (a
 * name the change does not say is another thing: the Lismore ferry, not the Kerrera one) and none of
 * the new side's. Only ever an `outdated` finding.
 */
function otherLanguageValue(olderText: string, newerText: string, n: ChangeNotice, oldNamed: readonly string[], o: ReadonlySet<string>): boolean {
  const [lo, ln] = [languageOf(olderText), languageOf(newerText)];
  if (!lo || !ln || lo === ln) return false;
  if (opensWith(olderText, oldNamed)) return false;
  const fresh = [...(n.newSide ?? n.otherNames)].filter((x) => !n.old.has(x) && !/\p{Script=Han}/u.test(x));
  if (fresh.some((x) => o.has(x))) return false;
  const said = simplifiedHan(read(olderText));
  const ownNames = [...namesOf(said, lo === 'zh')].filter((x) => /\p{L}/u.test(x) && !/\p{Script=Han}/u.test(x));
  const theirs = new Set([...namesOf(simplifiedHan(read(newerText)), ln === 'zh', true), ...n.oldNames, ...n.otherNames]);
  if (ownNames.some((x) => !theirs.has(x))) return false;
  const lower = said.toLowerCase();
  const before = lo === 'zh' ? VALUE_BEFORE_ZH : VALUE_BEFORE_EN;
  return oldNamed.every((x) => {
    for (let at = lower.indexOf(x); at >= 0; at = lower.indexOf(x, at + 1)) if (before.test(said.slice(Math.max(0, at - 16), at))) return true;
    return false;
  });
}

/** The statement's first content word (articles and a list mark aside) is one of `names`. */
function opensWith(text: string, names: readonly string[]): boolean {
  const first = /^[\s*_#>+-]*(?:(?:the|a|an|our|their|all)\s+)?([\p{L}\p{N}][\p{L}\p{N}._+#&'’-]*)/iu.exec(read(text))?.[1];
  if (!first) return false;
  if (/\p{Script=Han}/u.test(first)) return names.some((x) => /\p{Script=Han}/u.test(x) && first.startsWith(x));
  return [...keyTermSet(first)].some((w) => names.some((x) => alike(w, x)));
}

/** One word read two ways by the stemmer: sameWord, or a stem and the same stem with its final e (tun / tune, stor / store). */
function alike(a: string, b: string): boolean {
  return sameWord(a, b) || (a.length >= 3 && (b === `${a}e` || a === `${b}e`));
}

/** The verb a value is given through: "owned by X" (own), 由X负责 (负责), 同步到X (同步); null for a bare value. */
function relationOf(after: string): string | null {
  const en = /^\s*(?:the\s+)?([a-z]+(?:ed|en|wn))\s+(?:by|in|on|at|to|with|via|through|from|into|onto)\b/iu.exec(after);
  if (en) return [...keyTermSet(en[1]!)][0] ?? null;
  const agent = /^\s*由[^，。；,;]{1,10}?([\p{Script=Han}]{2})\s*$/u.exec(after);
  if (agent) return agent[1]!;
  return /^\s*([\p{Script=Han}]{1,2}?)(?:到|在|至|入|进)/u.exec(after)?.[1] ?? null;
}

/** A word that is a number in characters, maybe with its measure word (十二, 十元, 三次): a value, no subject. */
const HAN_NUMBER = /^[零一二两兩三四五六七八九十百千万萬半]+[\p{Script=Han}]?$/u;
const AMOUNT = /\d|[一二两三四五六七八九十百千万][个人次天周月年台条份位名班]/u;
/** A number that names a place or a thing, after a preposition or article and a noun ("in building 3", "on screen 2"): no amount. */
const NUMBER_NAME = /\b(?:in|on|at|from|to|the|of|by)\s+[a-z]{3,}\s+\d+\b(?![.,:]\d|\s*(?:%|[a-z]))/giu;

// A word that opens with a letter and holds a digit is a name (db-staging-01, G4XKR, KW-1), no amount.
const DIGIT_NAME = /(?<![\p{L}\p{N}])[A-Za-z][\w.-]*\d[\w.-]*/gu;

function withoutNumberNames(text: string): string {
  return text.replace(NUMBER_NAME, ' ').replace(DIGIT_NAME, ' ');
}
const COPULA_START = /^\s*(?:(?:is|are|was|were|be|now|set to|changed to|to)\s+)+|^\s*(?:是|为|改成|改为|改用|换成|统一|都|用|使用|采用|走)+/iu;

/** The subjects the clauses of a change name before their change word ("push notifications now go through …": push notifications). */
function changedSubjects(newerText: string): Subject[] {
  const out: Subject[] = [];
  for (const c of clausesOf(read(newerText))) {
    const m = EN_CHANGE.exec(c) ?? ZH_CHANGE.exec(c);
    if (!m || m.index === 0) continue;
    const sub = subjectOf(c.slice(0, m.index));
    if (sub.latin.length + sub.han.length > 0) out.push(sub);
  }
  return out;
}

/**
 * "Playout software is now mAirList", 门店收银系统现在是银豹, 气象站数据改为上传到AWS IoT Core: a
 * subject, a change word, a new value. The older statement names that subject (the subject
 * holds) and something else as its value, and none of the new value's names.
 */
function namedValueChange(olderText: string, newerText: string): string | null {
  const clauses = clausesOf(read(newerText));
  for (const [k, c] of clauses.entries()) {
    const m = VALUE_CHANGE.exec(c);
    if (!m || m.index === 0) continue;
    // "Linear is our new issue tracker": the value first, the subject after "new".
    const valueFirst = /\bnew$/iu.test(m[0]);
    const sub = subjectOf(withoutHanAttribute((valueFirst ? c.slice(m.index + m[0].length) : c.slice(0, m.index)).replace(ZH_SINCE, '')));
    if (sub.latin.length + sub.han.length === 0) continue;
    const rest = valueFirst ? c.slice(0, m.index) : c.slice(m.index + m[0].length);
    // (the value goes on in a clause that opens with a preposition and no subject of its own:
    // "Ticket sales are now online only, through the HarbourPass site")
    const next = clauses[k + 1];
    const goesOn = !valueFirst && next !== undefined && VALUE_GOES_ON.test(next);
    const after = `${valueFirst ? rest : rest.replace(COPULA_START, '')}${goesOn ? `, ${next}` : ''}`;
    const value = [...keyTermSet(after)].filter((w) => !CHANGE_TERMS.has(w));
    if (value.length === 0) continue;
    // A value is named: a name in English ("now mAirList", not "now frozen"); in Chinese after 是, 改为, 用 (现在是银豹, not 现在冻结了).
    const named = valueFirst ? /\p{Lu}/u.test(after) : /\p{Script=Han}/u.test(c) ? after !== rest || /^(?:改为|改成|改由|换成|换为|变成|变为)$/u.test(m[0]) : [...specificsOf(goesOn ? `${c}, ${next}` : c)].some((x) => after.toLowerCase().includes(x));
    if (!named) continue;
    // 过敏原标签的颜色改为紫色: the subject's last word is the attribute the value names by its own head
    // (颜色 / 紫色: a Chinese compound's head is its last character), so what has it is the owner
    // (过敏原标签), and the older statement gives that owner another value of the same head (红色).
    const byHead = headValueChange(olderText, sub, after);
    if (byHead) return byHead;
    // A value given through a relation ("owned by the Payments team", 由张伟负责, 同步到…) is of that
    // relation: the older statement must say it too ("written in Go" is no owner).
    // (改由X负责: the value is given through 由…负责, as the older 由陈伯负责 gives its own)
    const relation = relationOf((m[0].endsWith('由') ? `由${after}` : after).replace(/了\s*$/u, ''));
    const counted = AMOUNT.test(withoutNumberNames(after));
    const all = keyTermSet(read(newerText));
    for (const part of clausesOf(olderText)) {
      const o = keyTermSet(read(part));
      if (!subjectHolds(subjectOf(actNouns(part)), sub)) continue;
      if (value.every((w) => o.has(w))) return null; // it says the new value already
      if (relation && !(/\p{Script=Han}/u.test(relation) ? read(part).includes(relation) : [...o].some((w) => sameWord(w, relation)))) continue;
      // Its own value: a word the newer statement does not have at all.
      const own = [...o].filter((w) => !CHANGE_TERMS.has(w) && ![...all].some((x) => sameWord(x, w)));
      // Values of one kind: a name for a name, an amount for an amount ("rate-limited to 100 requests" is no pagination).
      if (own.length === 0 || AMOUNT.test(withoutNumberNames(read(part))) !== counted) continue;
      return `of the same subject (${[...sub.latin, ...sub.han].join(' ')}) to another value (${after.trim()})`;
    }
  }
  return null;
}

/** When a Chinese change holds, closing the span before its change word (从十月起, 自下周一开始, 即日起): no word of its subject. */
const ZH_SINCE = /(?:(?:从|自)\s*[^，。；,;\s从自]{1,8}?|[0-9一二三四五六七八九十]+\s*[年月日号]|即日|今天|明天|本周|下周|本月|下个?月|今年|明年)\s*(?:起|开始)\s*$/u;

const VALUE_GOES_ON = /^(?:through|via|with|on|at|in|from)\s/iu;

// Irregular participles whose act is named by another noun: "tickets are sold" is ticket sales.
const ACT_NOUN: Readonly<Record<string, string>> = wordTable({ sold: 'sales', paid: 'payments', bought: 'purchases' });

/** A clause with its passive's irregular participle as the act's noun ("Ferry tickets are sold …" -> "… are sales …"). */
function actNouns(clause: string): string {
  return clause.replace(/\b(is|are|was|were|get|gets|got|be|been)\s+(sold|paid|bought)\b/giu, (_, be: string, p: string) => `${be} ${ACT_NOUN[p.toLowerCase()]}`);
}

/** A Chinese subject without the attribute word closing it (周会时间 -> 周会): what kind of value it gets, not whose. */
function withoutHanAttribute(span: string): string {
  const t = span.trim().replace(/[的之]$/u, '');
  for (const w of ATTRIBUTE) {
    if (!/^\p{Script=Han}{2}$/u.test(w) || !t.endsWith(w)) continue;
    const rest = t.slice(0, -w.length).replace(/的$/u, '');
    if (/\p{Script=Han}{2}$/u.test(rest)) return rest;
  }
  return span;
}

/**
 * A Chinese value change whose attribute shares its head with the values (X的颜色改为紫色 / X用红色,
 * X的温度改为十二度 / X温度是十四度): the owner in the older statement with another value of that head.
 */
function headValueChange(olderText: string, sub: Subject, after: string): string | null {
  const value = after.trim().replace(/了$/u, '');
  const attribute = sub.han.length === 1 ? sub.han[0]! : null;
  if (!attribute || sub.owner.length === 0 || !/^\p{Script=Han}{2,4}$/u.test(value)) return null;
  const head = attribute.slice(-1);
  if (value.slice(-1) !== head || value === attribute) return null;
  for (const part of clausesOf(olderText)) {
    const r = read(part);
    if (!sub.owner.every((w) => r.includes(w)) || r.includes(value)) continue;
    const own = [...r.matchAll(new RegExp(`\\p{Script=Han}${head}`, 'gu'))].map((m) => m[0]).filter((w) => w !== attribute.slice(-2) && w !== value.slice(-2));
    if (own.length === 0) continue;
    return `of the same subject (${sub.owner.join('')}的${attribute}) to another value (${own[0]} -> ${value})`;
  }
  return null;
}

// Words naming what kind of value a statement gives, not what it is about.
const ATTRIBUTE = new Set(['time', 'hour', 'limit', 'threshold', 'setting', 'value', 'number', 'version', 'amount', 'size', 'count', 'price', 'cost', 'fee', 'rate', 'frequency',
  '时间', '数值', '版本', '的是', '是', '设定', '设置', '上限', '下限', '限制', '价格', '价钱', '费用', '次数', '班次', '频率', '时长']);

function core(frame: readonly string[]): string[] {
  return frame.filter((w) => !ATTRIBUTE.has(w) && !isKindWord(w) && !CHANGE_TERMS.has(w));
}

/** A Chinese measure word standing alone (部, 台, 个, 隻): grammar between a name or number and its noun. */
const MEASURE_WORD = /^[部台个個只隻件张張条條把架辆輛支枝套间間座]$/u;

const FREQ = new Set(['hourly', 'daily', 'nightly', 'weekly', 'biweekly', 'fortnightly', 'monthly', 'quarterly', 'yearly', 'annually', '每天', '每周', '每月', '每年', '每小时']);


/** Where the first change word of a statement (as the change rules read it) stands, with its length; null when it names none. */
export function changeWordOf(reading: string): { index: number; length: number } | null {
  const m = EN_CHANGE.exec(reading) ?? ZH_CHANGE.exec(reading);
  return m ? { index: m.index, length: m[0].length } : null;
}
