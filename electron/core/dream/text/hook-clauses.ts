import { isChatter, isChatterClause, isWriterAside, jokedAbout } from './asides.js';
import { withoutEdgeTalk } from './edge-talk.js';
import { isEmptyRemark } from './sign-offs.js';
import { arrowRuns, isNoteTalkShape, withoutCommitPrefix, withoutOpener } from './note-talk.js';
import { isCjkChar } from './tokens.js';
import { factsOf, normalizeFact } from './sentences.js';
import { simplified } from './simplified.js';

/**
 * When an over-long MEMORY.md entry is shortened, the words its hook loses must still be in
 * the topic file. Not all of them are worth keeping: a hook often holds a label ("Deploy
 * checklist", 退款流程) or a pointer to the file itself ("see the file for details", 详见文件,
 * TODO) or an aside of the writer's ("ping me w/ questions", "long story", 有问题问我, 细节以后补).
 * Only clauses that carry a fact go into the file, each as a sentence in the file's
 * language: a Chinese file gets a Chinese sentence ending in 。, an English one a capitalised
 * sentence ending in a full stop.
 */

/**
 * Sentence ends (with or without a following space, CJK sentences have none; not the dot of
 * "e.g." or "approx."), semicolons, and dashes (a spaced hyphen too, not one between numbers), bars (a full-width one
 * unspaced), bullets, circled numbers (①②), a spaced run of emoji ("checklist 👇👇 每天…") and a spaced :: or // between words; arrows are read apart (note-talk.ts arrowRuns).
 */
const CLAUSE_SPLIT = /(?<=[。！？])\s*|(?<=[.!?])(?<!\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|excl|min|max|no|nr|dr|mr|ms|mrs|st|[A-Za-z])\.)\s+|[;；]\s*|\s+(?:[—–|•·]|--|::|\/\/)\s+|\s*[｜¦]\s*|\s+-\s+(?!\d)|——|\s*[\u2460-\u2473\u2776-\u2793]\s*|\s+[\p{Extended_Pictographic}\uFE0F\u200D]+\s+/iu;
/**
 * Commas inside a clause, a spaced slash or plus between its parts, and a space between Chinese
 * words (Chinese is written without them, so one sets a part apart): "…by the disputes desk, WIP,
 * see the file for more", "… / whatever", 新到的酒先放在门口的架子上 其他的回头再整理.
 */
const PART_SPLIT = /([,，、]\s*|\s+[/+]\s+|(?<=\p{Script=Han})\s+(?=\p{Script=Han}))/u;

/** Words about the file or the entry itself, not about the world: each tested on a whole comma part. */
const POINTER_EN = [
  /^(?:please\s+)?(?:see|read|check|look at|open)\s+(?:(?:the|this|that|whole|full|topic|main|memory)\s+)*(?:file|below|above|page|notes?|details?|rest|body|text|entry|doc)\b.{0,40}$/i,
  /^(?:more|further|full|details?|(?:the\s+)?rest|everything else)\b.{0,20}\b(?:below|here|inside|in (?:the |this )?(?:topic )?file|details?|notes?)\b/i,
  /^(?:details?|more|rest)(?: inside| below| here)?$/i,
  // A to-do marker heading the part or closing it ("TODO: add fax", "XXX fix me", "fax number TBD"),
  // not one that qualifies a plural noun ("TODO comments fail the lint step", "WIP branches are deleted").
  /^\W*(?:TODO|FIXME|WIP|TBD|XXX)\b(?!\s+[\p{L}-]*[^s\s]s\b(?:\s+\S+)+)|\b(?:TODO|FIXME|WIP|TBD|XXX)\W*$/u,
  /^\(?(?:updated|edited|new|draft)\b[^a-z]*(?:see below)?\)?$/i,
];
/**
 * The writer speaking about the note, not about the world: an offer to explain ("ping me w/
 * questions", "ask me if unclear", "ask Marta"), a shrug ("long story", "lol", "etc etc"), a
 * promise of more ("more details later", "details TBD"), a bracketed to-do ("(todo: cleanup)").
 */
const ASIDE_EN = [
  /^(?:just\s+)?(?:ping|ask|message|msg|dm|slack|email|bug|hit up|reach out to)\s+(?:me|us|@?\p{Lu}[\p{L}'-]*)(?:\s+(?:up\s+)?(?:w\/|with|for|if|about|when|on)\s+(?:any\s+)?(?:questions?|qs|q's|details?|more|unclear|anything|help|context|doubts?|confused|stuck|in doubt))?$/iu,
  // A call or a text is an offer to explain only with its doubt said ("call me with questions"); "call Ray" after "the pin machine jams" says whom to call.
  /^(?:just\s+)?(?:call|text|phone|ring)\s+(?:me|us|@?\p{Lu}[\p{L}'-]*)\s+(?:up\s+)?(?:w\/|with|for|if|about|when)\s+(?:any\s+)?(?:questions?|qs|q's|details?|more|unclear|anything|help|context|doubts?|confused|stuck|in doubt)$/iu,
  /^(?:ask me anything|hit me up(?:\s+if\s+\w+)?|reach out(?:\s+if\s+\w+)?|questions?\s*(?:->|→|to|for|:)\s*(?:me|us|@?\p{Lu}[\p{L}'-]*))$/iu,
  /^(?:(?:it's\s+a\s+)?long story(?:\s+short)?|it's complicated|lol|lmao|haha+|heh|phew|sigh|fyi|imo|iirc|afaik|trust me|yada(?:\s+yada)*|etc\.?(?:\s*etc\.?)*|and so on|and so forth|and more|you know|whatever|ugh|meh|tl;?dr|don't ask|dont ask)$/i,
  /^(?:(?:will\s+)?(?:add|write)\s+)?(?:more|further|full|the\s+rest|rest)?\s*(?:details?|info|notes?|specifics)?\s*(?:later|to come|tbd|tbc|pending|coming soon|to follow|to be added)$/i,
  // More promised for when the writer has time ("more when I have time", "rest once I get a minute").
  /^(?:(?:will\s+)?(?:add|write)\s+)?(?:more|the\s+rest|rest|details?)\s+(?:when|once|if)\s+(?:i|we)\s+(?:have|get|find)\s+(?:the\s+|a\s+|some\s+)?(?:time|moment|minute|chance|sec)$/i,
  /^(?:(?:clean-?up|tidy(?:ing)?|rewrite|edit|update|expansion|proofread(?:ing)?)\s+(?:pending|needed|later|tbd)|will\s+(?:tidy|clean|expand|update|rewrite|finish|fix)(?:\s+(?:it|this|up))?(?:\s+later)?|half[- ]done|not final|not finished|needs? work)$/i,
  /^(?:todo|to-do|to do|fixme|tbd|tbc|wip|xxx|hack)\b(?:\s*[:!-].*)?$/i,
  // An offer to explain when in doubt: the person and at most two words of doubt, no value ("ask Dmitri if unsure", "ping me if weird").
  /^(?:just\s+)?(?:ping|ask|message|msg|dm|call|text|slack|email|bug)\s+(?:me|us|@?\p{Lu}[\p{L}'-]*)\s+(?:if|when)\s+(?:[\p{Ll}'-]+)(?:\s+[\p{Ll}'-]+)?$/u,
  // The note speaking of itself: the notes, the rest, the file with a word or two about their state, or in the writer's head ("notes are messy", "the rest is in my head").
  /^(?:(?:the|my|these|this|old|other|some)\s+)*(?:notes?|rest|entry|write-?up|stuff|everything else)\s+(?:is|are|'s|’s)\s+(?:(?:a bit|kinda|kind of|pretty|very|quite|still|all|a)\s+)?(?:[\p{Ll}-]+|(?:in|inside)\s+(?:my|our)\s+heads?)$/u,
  /^(?:the\s+rest|everything else|more|details?)\s+(?:is\s+|are\s+)?(?:in|inside)\s+(?:my|our)\s+heads?$/i,
];
/** Brackets and arrows around a pointer or an aside: "(see file)", "[todo]", "→ file". */
const WRAPPED = /^[([{【（]\s*(.*?)\s*[)\]}】）]$/u;
const ARROW_POINTER = /^(?:→|->|=>|cf\.?|ref:?|see:?)\s*(?:the\s+)?(?:topic\s+)?(?:file|notes?|below|details?)$/i;
/** Laughter and emoji after an aside ("see file lol 😅"): not words about the world. */
const TRAILING_LAUGHTER = /(?:\s*(?:\b(?:lol|lmao|rofl|haha+|hehe+|xd+)\b|哈{2,}|嘿{2,}|呵{2,}|嘻{2,}|\borz\b|\b233+\b|[:;]-?[)(DP]|\^\^|[\p{Extended_Pictographic}\uFE0F\u200D]))+[\s!！~～]*$/iu;
const TRAILING_NOISE = /(?:\s*(?:\blol\b|\blmao\b|\bhaha+\b|[:;]-?[)(DP]|[\p{Extended_Pictographic}\uFE0F\u200D]))+$/u;
const ASIDE_ZH = /^(?:(?:有(?:问题|疑问|事|不懂的)|(?:不懂|不清楚|不明白|看不懂)(?:的)?)(?:就|可以|请)?(?:问|找|联系|私聊|私信|ping)(?:一下)?(?:我|[\p{Script=Han}]{1,3})|问我|找我|说来话长|懂的都懂|哈哈+|等等|之类的|云云|先这样|暂时(?:先)?这样|就这些|大概就这样|差不多就这样|待定|待确认|未完|略|以下省略|太长不写了)$/u;

/** A to-do about the entry itself ("NB tidy later", "clean up later", "work in progress"), after an "NB" / "note:" prefix. */
const TODO_EN = [
  /^(?:to\s+)?(?:tidy|clean|sort|fix|finish|expand|update|rewrite|reword|split|move|revisit|flesh|trim|shorten|fill(?:\s+(?:in|out))?|complete|polish|proofread)(?:\s+(?:this|it|up|out|these|them|that|the|entry|note|notes|section|hook|line|file|wording|list|here))*(?:\s+(?:later|soon|someday|eventually|properly|at some point))?$/i,
  /^(?:work in progress|wip|draft|unfinished|incomplete|tbc|to be continued|cont'?d|continued|\(?cont\.?\)?|needs? (?:a |some )?(?:cleanup|clean-up|tidying|tidy-up|work|updating|an update|review|rewrite)|to be (?:expanded|continued|cleaned up|updated|completed|written|filled in|added|confirmed|decided|determined))$/i,
];
const NOTE_PREFIX_EN = /^(?:nb|n\.b\.|note to self|note)\s*[:,-]?\s+/i;
const POINTER_ZH = /详见|见下文|见下面|见下方|具体见|参见|请看文件|更多(?:内容|细节|信息|说明)?(?:见|在)|待整理|待补充|待完善|待续|持续更新|欢迎补充|此处省略|暂不展开|不展开了/u;
/** 看文件, 详情看文件, 具体见原文件: a pointer to the file, as a whole comma part. */
const FILE_POINTER_ZH = /^(?:[\p{Script=Han}]{0,6}?(?:请)?(?:看|见|参见|参考|查看|详见)(?:一下|下)?(?:原|主题|这个|本|该)?(?:文件|档案|文档|原文|附件|正文)(?:里|中|内)?(?:的内容)?(?:就知道了|就行|即可|吧)?|(?:原|主题|这个|本|该)?(?:文件|档案|文档|附件|正文)(?:里|中)(?:都)?有(?:写)?)$/u;
// A promise of more with or without its time word (回头再补, 再补, 待补, 再说): the whole comma part, nothing after it.
const TODO_ZH = /^(?:(?:细节|具体|详细|详情|其余|其他|剩下的|内容|参数)?的?(?:(?:回头|有空|以后|之后|后面|稍后|改天|晚点|待会|下次)再?|再|待)(?:整理|补充|完善|修改|更新|细化|补|改|写|说)(?:吧)?|未完待续|待更新|待修改|待细化|草稿|(?:还)?没写完)$/u;
/** A clause that only names what the entry is about: a few words ending in one of these. */
const LABEL_EN = /^(?:[\w'-]+\s+){0,3}(?:notes?|rules|checklist|overview|summary|info|guide|details|reference|cheatsheet)$/i;
const LABEL_ZH = /^[\p{Script=Han}A-Za-z0-9]{0,6}(?:规则|流程|说明|笔记|备注|概览|概述|清单|须知|注意事项|指南|守则)$|^\p{Script=Han}{2,8}\s*(?:checklist|notes|rules|guide|sop|faq)$/iu;
/** Words that make a short clause a statement ("Uses pnpm", "Never on Fridays"), not a heading. */
const STATEMENT_WORD_EN = /^(?:is|are|was|were|be|been|has|have|had|uses?|used|runs?|ran|must|should|can|could|will|would|may|might|never|always|do|does|did|don't|doesn't|not|no|needs?|goes|go|lives?|owns?|ask|avoid|keep|call|ping|prefer|only|all|use|run)$/i;

/** A clause without its closing punctuation, and without markdown emphasis around it (**Gate access**). */
function strip(clause: string): string {
  const c = clause.trim().replace(/[.!?。！？;；,，:：、]+$/u, '').trim();
  const bare = /^([*_~`]{1,3})([^*_~`]+)\1$/u.exec(c)?.[2];
  return bare === undefined ? c : bare.trim();
}

/** A comma part that is about the entry, not the world: a pointer to the file or a to-do. */
function isNoise(part: string, subject?: string): boolean {
  let p = strip(part).replace(TRAILING_NOISE, '').trim();
  if (p === '') return true;
  p = strip(WRAPPED.exec(p)?.[1] ?? p);
  // One part of a bracketed clause split at its commas: "(see file" and "tbd)".
  p = strip(p.replace(/^[([{【（]\s*(?!.*[)\]}】）])/u, '').replace(/(?<![([{【（].*)\s*[)\]}】）]$/u, ''));
  // A question ("who wrote this?", 这个还对吗？) asks, it says nothing; initials alone sign the note ("-- J", "— K.").
  const asked = part.trim();
  if (/^(?:who|what|why|how|when|where|which|is|are|was|were|do|does|did|can|could|should|will|would)\b[^`]*[?？]+$/i.test(asked) || /(?:吗|嗎|呢|什么|什麼|谁|誰|怎么|怎麼|为什么|為什麼|哪)[^，,、]*[？?]+$/u.test(asked)) return true;
  if (/^[-—–~\s]*\p{Lu}{1,3}\.?$/u.test(p)) return true;
  const rest = subject === undefined ? undefined : subject.split(part).join(' ');
  if (p === '' || ARROW_POINTER.test(p) || isNoteTalkShape(p) || isEmptyRemark(p) || isWriterAside(p, rest) || isChatter(asked, rest)) return true;
  const zh = simplified(p); // Traditional pointers read as Simplified: 詳見檔案, 還沒寫完
  if (POINTER_EN.some((re) => re.test(p)) || ASIDE_EN.some((re) => re.test(p)) || POINTER_ZH.test(zh) || FILE_POINTER_ZH.test(zh) || TODO_ZH.test(zh) || ASIDE_ZH.test(zh)) return true;
  const bare = p.replace(NOTE_PREFIX_EN, '');
  return TODO_EN.some((re) => re.test(bare)) || (bare !== p && bare === '');
}

/** What a clause says in brackets. */
function bracketsOf(clause: string): string[] {
  return [...clause.matchAll(/\(([^()]*)\)|（([^（）]*)）|\[([^[\]]*)\]|【([^【】]*)】/gu)].map((m) => String(m[1] ?? m[2] ?? m[3] ?? m[4] ?? ''));
}

/** A bracketed remark inside a clause that is all aside ("the walk-in (ugh, again) is defrosted", "（这个以后再补充）") is left out. */
function withoutAsideBrackets(clause: string): string {
  const out = clause.replace(/\s*(?:\(([^()]*)\)|（([^（）]*)）|\[([^[\]]*)\]|【([^【】]*)】)/gu, (whole, a, b, c, d) => {
    const inside = String(a ?? b ?? c ?? d ?? '');
    // A 【】 tag of a few characters with no value is a label or an emphasis mark (【必看】, 【速看】, 【转发周知】), not a fact.
    if (d !== undefined && [...inside.trim()].length <= 6 && !/\p{N}/u.test(inside)) return '';
    return isChatter(inside) || inside.split(/[,，、]/u).every((p) => isNoise(p)) ? '' : whole;
  });
  return /[\p{L}\p{N}]/u.test(out) ? out : clause;
}

// A run-on aside opens with one of these: an interjection or laughter, a to-do marker, an apology.
const ASIDE_OPENER = /^(?:todo|to-do|tbd|tbc|fixme|wip|xxx|ugh+|argh+|meh|blah|lol|lmao|haha+|hmm+|sorry|oops|idk|dunno)$/i;

// A clause joined on by a conjunction: what follows it is read on its own.
const CONJUNCTION = /^(?:and|but|plus|so)$/i;

/**
 * A part without an aside run on after its words: opened by an interjection or to-do marker and
 * all aside to its end ("…set to 2 °C todo tidy this up"), or joined on by a conjunction and
 * chatter read on its own ("the vent stays open until 600 °C and trust me the smell is the worst
 * thing you'll ever experience"). What is left before it must hold words.
 */
function withoutTrailingAside(part: string, subject?: string): string {
  const words = [...part.matchAll(/\S+/gu)];
  for (let k = 1; k < words.length; k += 1) {
    const w = words[k]!;
    const bare = w[0].replace(/^[([（【]+|[\p{P}\p{S}]+$/gu, '');
    const tail = part.slice(w.index);
    if (ASIDE_OPENER.test(bare) && (isWriterAside(tail) || isNoise(tail))) return part.slice(0, w.index).trimEnd();
    if (!CONJUNCTION.test(bare) || k + 2 >= words.length) continue;
    const head = part.slice(0, w.index);
    const joined = part.slice((w.index ?? 0) + w[0].length).trim();
    const rest = subject === undefined ? undefined : subject.split(joined).join(' ');
    if (/[\p{L}\p{N}]/u.test(head) && isChatter(joined, rest)) return head.trimEnd();
  }
  return part;
}

/** A part without an aside and a colon, or a "but", before its words ("ok so quick brain dump: dogs are walked at 07:00"). */
function withoutLeadingAside(part: string): string {
  const m = /^([^:：]{1,90})[:：]\s*(\S.*)$/su.exec(part);
  if (m && m[1] && m[2] && ((m[1].length <= 40 && isWriterAside(m[1])) || isNoteTalkShape(m[1]))) return m[2];
  // An aside joined to the fact by "but" or "that" ("not sure who needs to hear this but parcels over 20 kg go to the depot", "please be advised that the hall is let in four-hour blocks").
  const but = /^(.{3,60}?)\s+(?:but|that)\s+(\S.*)$/su.exec(part);
  return but && but[1] && but[2] && isWriterAside(but[1]) ? but[2] : part;
}

/**
 * What of a clause carries a fact: the clause without its comma parts that point to the file or
 * are to-dos ("…by the disputes desk, WIP, see the file for more" -> "…by the disputes desk").
 * Null when nothing is left.
 */
export function factPart(clause: string, subject?: string): string | null {
  // A whole clause of chatter ("以上是我自己整理的，不一定齐全", "cheers, Mira") goes, parts and all.
  const unbracketed = withoutAsideBrackets(clause.trim());
  if (bracketsOf(clause).some((b) => jokedAbout(unbracketed, b))) return null;
  if (isChatterClause(unbracketed, subject === undefined ? undefined : subject.split(clause).join(' '))) return null;
  const pieces = unbracketed.split(PART_SPLIT);
  let out = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const part = pieces[i] ?? '';
    if (isNoise(part, subject)) continue;
    // Laughter and emoji after a fact ("bins are hosed out after every load lol", …不可重複裝墨 哈哈) are not part of it,
    // nor an aside run on after it ("…set to 2 °C todo tidy this up"), nor one before its colon ("ok so quick brain dump: …").
    const bare = withoutOpener(withoutLeadingAside(withoutTrailingAside(part.replace(TRAILING_LAUGHTER, ''), subject)));
    out += `${out === '' ? '' : (pieces[i - 1] ?? '')}${/[\p{L}\p{N}]/u.test(bare) ? bare : part}`;
  }
  const left = strip(out);
  return left === '' || !/[\p{L}\p{N}]/u.test(left) ? null : out.trim();
}

function isLabel(clause: string): boolean {
  const c = strip(clause);
  return LABEL_EN.test(c) || LABEL_ZH.test(c);
}

/**
 * The first clause of a hook with more after it names the entry when it is a few words with no
 * statement in them ("Feature store", "Search infra", 网关配置): it stays in the index line and
 * is not written into the topic file as if it were a fact.
 */
function isLeadingLabel(clause: string): boolean {
  const c = strip(clause);
  if (factPart(c) === null) return false;
  if (isLabel(c)) return true;
  if (/^[\p{L}][\p{L}'&-]*(?:\s+[\p{L}][\p{L}'&-]*){0,2}$/u.test(c) && /^[A-Za-z]/.test(c)) return !c.split(/\s+/).some((w) => STATEMENT_WORD_EN.test(w));
  return /^[\p{Script=Han}A-Za-z]{2,6}$/u.test(c) && /\p{Script=Han}/u.test(c) && !/[是要用在有不会由把给让需应可能请别都已]/u.test(c);
}

/** Emoji before a hook's words ("🎧 masters are ..."): decoration, not what it says. */
const LEADING_EMOJI = /^(?:[\p{Extended_Pictographic}\uFE0F\u200D]\s*)+/u;

/**
 * What the first clause says after a label and a colon, where that is a whole statement
 * ("Loyalty points: members earn 1 point per euro spent"): a file saying it already has the
 * clause. A fragment after the label ("Deploys: Fridays only", 收割排班：两班倒) needs its label.
 */
function afterLabel(clause: string): string | null {
  const m = /^([^:：]{1,40})[:：]\s*(\S.*)$/su.exec(clause.trim());
  if (!m || !m[1] || !m[2] || !(isLabel(m[1]) || isLeadingLabel(m[1]))) return null;
  const rest = m[2];
  const whole = isChineseText(rest) ? [...rest.matchAll(/\p{Script=Han}/gu)].length >= 6 : rest.trim().split(/\s+/).length >= 4;
  return whole ? rest : null;
}

/** The heading and its colon of a clause that says only an aside after them ("Kitchen: ugh see file"), or null. */
function headingOfAside(clause: string): string | null {
  const m = /^([^:：]{1,40}[:：]\s*)(\S.*)$/su.exec(clause.trim());
  if (!m || !m[1] || !m[2] || factPart(m[2]) !== null) return null;
  // A bracketed remark in the heading says which one it is (印刷廠（王老闆那家）): the heading is read without it.
  const head = strip(m[1]).replace(/\s*(?:\([^()]*\)|（[^（）]*）)\s*/gu, ' ').trim();
  return head !== '' && (isLabel(head) || isLeadingLabel(head) || (isChineseText(head) && /^[\p{Script=Han}A-Za-z0-9 ]{1,10}$/u.test(head))) ? m[1] : null;
}

/** What a clause says after a short heading and a colon ("Sourdough: the starter is fed at 06:00", 帆船俱乐部规定：…), or null. */
function afterHeading(clause: string): string | null {
  const m = /^([^:：]{1,40})[:：]\s*(\S.*)$/su.exec(clause.trim());
  if (!m || !m[1] || !m[2]) return null;
  const head = strip(m[1]);
  const short = isChineseText(head) ? /^[\p{Script=Han}A-Za-z0-9 ]{1,10}$/u.test(head) && !/[是要用在有不会由把给让需应可能请别都已]/u.test(head) : head.split(/\s+/).length <= 4 && !head.split(/\s+/).some((w) => STATEMENT_WORD_EN.test(w));
  // A fragment after the heading ("Deploys: Fridays only", 收割排班：两班倒) needs its heading.
  const whole = isChineseText(m[2]) ? [...m[2].matchAll(/\p{Script=Han}/gu)].length >= 6 : m[2].trim().split(/\s+/).length >= 4;
  return short && whole ? m[2] : null;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const NEGATION = /\b(?:not|never|no|don't|doesn't|isn't|aren't|won't|can't|cannot)\b|[不没別别勿未]/iu;

/**
 * Does one sentence of the file say this: the text as it is, or (in English) every word of it in
 * one sentence with the same polarity ("the starter is fed at 06:00" / "The sourdough starter is fed at 06:00").
 */
function saidInFile(text: string | null, fileBody: string): boolean {
  if (text === null || !/[\p{L}\p{N}]/u.test(text)) return false;
  const n = normalizeFact(text);
  if (n === '' || normalizeFact(fileBody).includes(n)) return true;
  if (isChineseText(text)) return false;
  const words = new Set(n.match(WORD) ?? []);
  if (words.size < 3) return false;
  return factsOf(fileBody).some((f) => {
    const theirs = new Set(normalizeFact(f.text).match(WORD) ?? []);
    return [...words].every((w) => theirs.has(w)) && NEGATION.test(f.text) === NEGATION.test(text);
  });
}

/** Does this clause of a hook say something about the world (not a label, not a pointer, not a to-do)? */
export function carriesFact(clause: string): boolean {
  const f = factPart(clause);
  return f !== null && !isLabel(f);
}

/** Is most of this text's writing Chinese (Han) rather than Latin letters? */
export function isChineseText(text: string): boolean {
  let han = 0;
  let latin = 0;
  for (const ch of text) {
    if (isCjkChar(ch)) han += 1;
    else if (/[A-Za-z]/.test(ch)) latin += 1;
  }
  // A Han character says about as much as a short Latin word.
  return han * 3 > latin;
}

/** A clause as a sentence in a Chinese or an English file. */
export function asSentence(clause: string, chinese: boolean): string {
  const c = clause.trim().replace(/[;；,，:：、～~]+$/u, '').trim();
  if (chinese) return /[。！？]$/u.test(c) ? c : `${c.replace(/[.!?]+$/, '')}。`;
  const cap = c.charAt(0).toUpperCase() + c.slice(1);
  return /[.!?]$/.test(cap) ? cap : `${cap.replace(/[。！？]+$/u, '')}.`;
}

/**
 * A hook cut into its clauses, alternating clauses and the separators between them as written:
 * at sentence ends, semicolons, dashes, bars and bullets, then at arrows; a commit prefix heading
 * it (`feat(rink):`) and the talk it opens and closes with (edge-talk.ts) are not part of what it says.
 */
function clauseRuns(hook: string): string[] {
  const parts = withoutEdgeTalk(withoutCommitPrefix(hook.trim()), (piece) => factPart(piece, hook) === null).split(new RegExp(`(${CLAUSE_SPLIT.source})`, CLAUSE_SPLIT.flags));
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    out.push(...arrowRuns(parts[i] ?? ''));
    if (i + 1 < parts.length) out.push(parts[i + 1] ?? '');
  }
  return out;
}

/** The clauses of a hook, as written, without the empty ones. */
function clausesOf(hook: string): string[] {
  return clauseRuns(hook).filter((_, i) => i % 2 === 0).filter((c) => c.trim() !== '');
}

/**
 * The clauses of a hook that carry a fact the topic file does not already say (nor one this
 * dream found outdated), as sentences in the file's language; a leading label stays in the index.
 */
export function missingFactClauses(hook: string, fileBody: string, outdated: ReadonlySet<string> = new Set()): string[] {
  const have = normalizeFact(fileBody);
  const chinese = isChineseText(fileBody.trim() === '' ? hook : fileBody);
  const clauses = clausesOf(hook);
  const out: string[] = [];
  const seen = new Set<string>();
  clauses.forEach((written, i) => {
    if (i === 0 && clauses.length > 1 && (isLeadingLabel(written) || headingOfAside(written) !== null)) return;
    const clause = written.replace(LEADING_EMOJI, '');
    const fact = factPart(clause, `${hook}\n${fileBody}`);
    if (fact === null || isLabel(fact)) return;
    const n = normalizeFact(fact);
    if (n === '' || have.includes(n) || outdated.has(n) || seen.has(n)) return;
    const bare = i === 0 ? afterLabel(fact) : null;
    if (bare !== null && have.includes(normalizeFact(bare))) return;
    // The first clause stays in the index line: what it says after its heading, if the file says it in its own words, is not written twice.
    if (i === 0 && saidInFile(afterHeading(fact), fileBody)) return;
    seen.add(n);
    out.push(asSentence(fact, chinese));
  });
  return out;
}

/** Sentences appended to a file: a space between English ones, none after a Chinese full stop. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((acc, s) => (acc === '' ? s : /[。！？]$/u.test(acc) ? `${acc}${s}` : `${acc} ${s}`), '');
}

/**
 * The hook a shortened MEMORY.md line keeps: its label, if it starts with one, and its first
 * clause that carries a fact (without pointer or to-do parts), with the separators as written.
 * The other fact clauses live in the topic file. Null when no clause carries a fact.
 */
export function shortHook(hook: string): string | null {
  const parts = clauseRuns(hook);
  const many = clausesOf(hook).length > 1;
  let out = '';
  let first = true;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? '';
    if (clause.trim() === '') continue;
    const leading = first;
    first = false;
    if (leading && (isLabel(clause) || (many && isLeadingLabel(clause)))) {
      out = `${clause.trim()}${parts[i + 1] ?? ''}`;
      continue;
    }
    // A heading and an aside ("Kitchen: ugh see file; …", 厨房规定：以后再整理；…): the heading stays, before the first fact.
    const heading = leading && many ? headingOfAside(clause) : null;
    if (heading !== null) {
      out = heading;
      continue;
    }
    const fact = factPart(clause, hook);
    if (fact !== null && !isLabel(fact)) return `${out}${firstStatements(fact)}`;
  }
  return null;
}

/** How much of a run of Chinese statements the index line keeps (the whole run is in the topic file). */
const RUN_KEPT_CHARS = 60;

/**
 * A Chinese sentence that runs three statements or more together with commas (冰機每朝五點開，魚缸嘅過濾棉每三日換一次，…)
 * keeps its first ones in the index line, as many as fit in RUN_KEPT_CHARS, and an ellipsis; all of it is in the topic file.
 */
function firstStatements(fact: string): string {
  if (!isChineseText(fact)) return fact;
  const parts = fact.split(/(?<=[，,])(?![^（(「“]*[）)」”])/u);
  if (parts.length < 3) return fact;
  let kept = parts[0]!;
  for (const part of parts.slice(1)) {
    if (kept.length + part.length > RUN_KEPT_CHARS) break;
    kept += part;
  }
  return kept.length === fact.length ? fact : `${kept.replace(/[，,\s]+$/u, '')}…`;
}

/**
 * The description a memory keeps when its over-long index hook was its description word for
 * word (Claude Code writes the hook from it): the short hook, without the asides and the clauses
 * now written into the body. Null when the description is another text or nothing changes.
 */
export function shortDescription(description: string | null, hook: string): string | null {
  const one = (s: string): string => s.replace(/\s+/g, ' ').trim();
  if (description === null || one(description) !== one(hook)) return null;
  const short = shortHook(hook);
  return short === null || one(short) === one(description) ? null : one(short);
}
