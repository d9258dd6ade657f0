/**
 * Is a date word in a sentence an event's date, or part of something said in general? A sentence
 * about things in general names no day even when it holds a date word: a conditional ("if the
 * import fails tomorrow", "Should the ferry run late tomorrow", 只要明天有雨, 若明天还失败), a
 * universal subject ("Any order placed today", 凡是今天提交的退款, 无论今天还是明天), a category
 * ("counts as tomorrow's", 都算作明天的单据, 按下周一处理), a default (默认查询昨天的订单), a definition ("'last week' means ...",
 * 指的是), a generic subject with a rule verb ("An order placed at 23:50 is not dated tomorrow"), a thing
 * described by its days with a present verb ("An appointment cancelled today for tomorrow is still
 * charged"), two days each before a bare verb with nothing told as done (今天下单明天发货).
 * Such a sentence is never converted (only a past event told before the condition still is: "we
 * decided yesterday that if ...").
 *
 * A recurring rule ("every", "always", 每, 通常) is looser: its date word is an event where it
 * starts the rule ("Starting tomorrow, every PR needs ...", "Since last Friday the units always
 * ...", 从上周三开始，所有…都, 下周一起), where a past verb tells it ("we decided yesterday to never
 * ..."), or where it sits in a clause before any recurring word ("As of the call two days ago,
 * PHI is always masked"; "从昨天开始，每次发版前…"); a recurring word before it scopes over it
 * ("Each Monday the team archives what closed last week", 每逢周一，…上周的), and "since" under it is
 * the stretch since the rule last ran ("Every Friday ... since last Friday", 每周五…上周五以来).
 *
 * Before the sentence is read, the words around the phrase: inside an identifier (`today()`,
 * tomorrow_rate), a possessive ("today's date"), a value ("compares today with yesterday"), a
 * cutoff ("older than three days ago", 超过两周前), a date already given, half of a longer phrase.
 */
import type { Range } from './markdown.js';
import { wordBoundaries } from './tokens.js';

// "every" and "each" recur over time only before a unit of time ("every day", "each Monday", "every
// other week", "each time", "every shift"); before a thing they count things, once ("every team
// handed in the form yesterday", 昨天每个班组都交了报表): no recurrence.
const TIME_UNIT_EN = '(?:second|minute|hour|day|night|morning|afternoon|evening|week|weekend|fortnight|month|quarter|year|season|semester|term|time|occasion|shift|session|sprint|release|run|cycle|visit|service|show|performance|rehearsal|meeting|lesson|class|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)s?';
// A rule's frame said before it: a label whose head is a noun of rules ("POS rule:", "Shop policy —",
// "House rules -"), or a phrase that says what follows holds in general ("As a rule,", "Rule of thumb:",
// "In general,"). What it frames is a rule, read as a recurring one: a day word under it names no day.
const RULE_NOUN_EN = '(?:rules?|polic(?:y|ies)|conventions?|guidelines?|practices?|procedures?|protocols?|sops?|standards?|principles?|norms?|regulations?|routines?)';
const RULE_FRAME_EN = `^\\s*(?:[-*+]\\s+)?(?:\\*\\*|__)?(?:[\\w&'’-]+\\s+){0,3}?${RULE_NOUN_EN}(?:\\*\\*|__)?\\s*(?::(?!\\d)|—|–|\\s-\\s)|\\bas\\s+a\\s+(?:general\\s+|standing\\s+|hard\\s+)?rule\\b|\\brules?\\s+of\\s+thumb\\b|\\bin\\s+general\\b|\\bgenerally\\s+speaking\\b`;
const RECURRING_EN = new RegExp(`\\b(?:(?:every|each)(?=\\s+(?:(?:other|single|few|couple\\s+of|\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\\s+)?${TIME_UNIT_EN}\\b)|always|never|whenever|daily|weekly|monthly|nightly|usually|typically|generally|routinely|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends)\\b|${RULE_FRAME_EN}`, 'i');
// (会自动 is a standing behaviour: 系统会自动把昨天的日志压缩; 按惯例 / 照例 a custom; 常常 / 常问 a habit)
// (每 recurs before a unit of time: 每天, 每周一, 每两周, 每次, 每逢; 每个班组, 每位客人, 每台 count things)
// (a rule's frame, as in English: 原则上, 按规定, 店规：, 規矩係：)
const RULE_FRAME_ZH = /原则上|(?:按|依|照|根据)照?(?:规定|规矩|规则|制度|惯例)|(?:规[定矩则章]|守则|制度|政策)(?:是|系)?\s*[：:]/u;
const RECURRING_ZH = new RegExp(String.raw`天天|日日|周周|月月|年年|次次|回回|每(?=\s*(?:[0-9一二两三四五六七八九十]+\s*)?个?\s*(?:天|日|晚|早|夜|周|星期|礼拜|月|年|季|次|回|逢|当|隔|小时|分钟|钟头|班次|轮|期|届|场|趟|学期|工作日|周末|节|课))|总是|从不|从来|通常|一般|经常|始终|往往|向来|历来|惯例|照例|按例|常常|时常|老是|会自动|(?<![非异正日平反通无家])常(?=[问说讲提])|${RULE_FRAME_ZH.source}`, 'u');
// Hypothetical or conditional: "would be due today", "if it fails tomorrow", "Should the ferry run
// late tomorrow" (an inverted condition), "in case it rains tomorrow".
const HYPOTHETICAL_EN = /\b(?:would|could|might|if|unless|suppose|supposing|assuming|whether|in case|as long as|provided that|providing that|in the event)\b|^\s*(?:should|were|had)\s+(?:the|a|an|this|that|these|those|we|you|they|it|he|she|i|our|your|their|its|any|someone|somebody|anyone)\b/i;
const HYPOTHETICAL_ZH = /如果|假如|假设|假使|要是|万一|的话|否则|倘若|如若|若(?!干)|即使|即便|哪怕|就算|只要|一旦|除非/;
// A universal subject or a free choice: "any order", "whoever", 凡是, 任何, 无论, 不管, 每当.
const UNIVERSAL_EN = /\b(?:any|anyone|anybody|anything|whoever|whatever|whichever|whenever|wherever|no matter)\b/i;
const UNIVERSAL_ZH = /凡是|但凡|^\s*凡|任何|任一|无论|不论|不管|每当|随便哪/;
// A category a thing is put in: "counts as shipped tomorrow", "is treated as today's", 算作明天的, 按下周一处理.
// A default or a setting ("defaults to yesterday", 默认查询昨天的订单, 开始日期设为昨天): a value, not a day.
// ("booked for next Wednesday" is a day: booked, dated and filed put a thing in a category only with as / under.)
const CATEGORY_EN = /\b(?:counts?|counted|count(?:ing)?|treated|regarded|considered|classed|classified|deemed)\s+(?:as|under|for|in)\b|\b(?:booked|dated|filed)\s+(?:as|under)\b|\bby default\b|\bdefault(?:s|ing|ed)?\s+to\b/i;
const CATEGORY_ZH = /算作|算成|算为|都算|算在|视为|视作|当作|当成|记为|记作|记在|归为|归入|计入|按照?[^，,。；;！？]{0,10}?(?:算|计算|处理|计)|默认|缺省|设为|设置为|设成|设定为/;
// A generic subject with a rule-like verb: "An order placed at 23:50 is not dated tomorrow",
// "A ticket opened today must get an answer".
const GENERIC_SUBJECT_EN = /^\s*(?:an?|any|each|every)\s+\S[^]*?\b(?:must|should|shall|can|cannot|may|is not|isn't|are not|aren't|is never|gets?|needs?|counts?)\b/i;
// A plural subject with no article, narrowed by a relative clause in the present, under a modal:
// "Donors who give blood today should not do heavy exercise tomorrow" holds for any day (but
// "Volunteers who signed up yesterday should get badges" are some people, told by a past verb).
const GENERIC_PLURAL_EN = new RegExp(`^\\s*(?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+s\\s+(?:who|that)\\s+(?!(?:\\p{L}+ed|was|were|had|did|got|went|came|left|made|sent|took|gave|paid|ran|broke|sold|bought|told|said)\\b)[^,;.!?]*?\\b(?:should|must|shall|can|cannot|can't|may|mustn't|shouldn't|need to|needs to|have to|are to|ought to)\\b`, 'iu');
// A thing described by when it happens, with a present or modal main verb: "Invoices issued
// today are payable within 30 days", "Orders placed tomorrow ship on Monday" (but "the invoices
// issued yesterday were wrong" is an event).
// The participle may take a particle ("dropped off today") and a second day it is for ("cancelled
// today for tomorrow", "swapped today for tomorrow"), and the verb an adverb ("is still charged").
const GENERIC_PARTICIPLE_EN = /\b(?:\w+(?:ed|en)|made|sent|built|paid|sold|bought|put|set|run)\s+(?:(?:off|in|out|up|back|over|down|away)\s+)?(?:(?:before|after|by|until|at)\s+(?:noon|midnight|\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+)?(?:today|tomorrow|yesterday|tonight)\s+(?:(?:for|to|until|into)\s+(?:today|tomorrow|tonight)\s+)?(?:(?:still|also|only|always|then|all|usually|normally)\s+)?(?:are|is|must|should|shall|can|cannot|may|will|won't|get|gets|need|needs|count|counts|stay|stays|go|goes|ship|ships|become|becomes|expire|expires|have|has|do|does|don't|doesn't|land|lands|run|runs|show|shows|belong|belongs)\b/i;
// A generic subject stated as a rule: an indefinite noun phrase ("A truck", "A surf lesson") or a bare
// plural ("Costumes", "Seed lots"), narrowed by a relative clause in the present ("that crosses the
// weighbridge") or a participle ("booked at 23:30 in Sydney", "handed back after closing") that holds
// a time condition (after / before / until a time, at a clock time, on a weekday, overnight), then a
// main verb in the present simple (a copula, an auxiliary or a light verb, never "is coming"): "A
// truck that crosses the weighbridge after 17:30 is tipped tomorrow morning" holds for any truck and
// any day, the day word after its verb names none. "A boat left out overnight was moved yesterday"
// (past) and "A water main burst yesterday" (no such subject) are events.
const SUBJECT_PARTICIPLE_EN = "(?:\\p{L}{2,}(?:ed|en)|left|sold|made|kept|held|brought|sent|put|set|built|bought|paid|taken|given|found|caught|lost|run|done|shown|told|read|won)";
const SUBJECT_RELATIVE_EN = "(?:that|who|which)\\s+(?!(?:was|were|had|did|got|went|came|left|made|took|sold|sent|\\p{L}+ed)\\b)\\p{L}+";
const TIME_CONDITION_EN = "(?:\\b(?:after|before|past|until|till)\\s+\\S|\\b(?:at|around)\\s+\\d{1,2}(?:[:.h]\\d{2})?\\b|\\d{1,2}[:.]\\d{2}|\\b\\d{1,2}\\s*(?:am|pm)\\b|\\bon\\s+(?:an?\\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\\b|\\bon\\s+(?:weekends|weekdays|a\\s+weekend)\\b|\\bovernight\\b|\\bafter\\s+hours\\b)";
const PRESENT_MAIN_EN = "(?:is|are|isn't|aren't|gets|get|goes|go|stays|stay|comes|come|counts|count|becomes|become|has|have)";
const GENERIC_MODIFIED_EN = new RegExp(
  `^\\s*(?:[-*+]\\s+|\\d+[.)]\\s+)?(?!(?:the|this|that|these|those|our|my|your|his|her|their|its|we|i|you|he|she|they|it|yesterday|today|tomorrow|tonight|last|next)\\b)(?:an?\\s+(?:[\\p{L}\\d-]+\\s+){0,3}?[\\p{L}\\d-]+|(?:[\\p{L}\\d-]+\\s+){0,2}?[\\p{L}-]+s)\\s+(?:${SUBJECT_RELATIVE_EN}|${SUBJECT_PARTICIPLE_EN}\\b)[^,;:!?—–]*?${TIME_CONDITION_EN}[^,;:!?—–]*?\\b${PRESENT_MAIN_EN}\\b(?!\\s+\\p{L}+ing\\b)[^,;:!?—–]*$`,
  'iu',
);
/** The text before a date word opens with a generic subject narrowed by a time condition, and the main verb in the present comes before the date word. */
export function genericModifiedSubject(before: string): boolean {
  return GENERIC_MODIFIED_EN.test(before);
}

// The same in Chinese: a sentence that opens with a noun phrase whose 的-clause holds a time condition
// (a clock time or a verb with 后 / 前 / 以后 / 之前: 下午四点后吹好的玻璃件, 关门后还回来的钥匙), and the
// date word right after that subject, told with no 了 / 过 / 已: "glass blown after four comes out of the
// annealer tomorrow" holds for any day. (A date word inside the clause, 昨天下午送到的样本, is an event's.)
const GENERIC_MODIFIED_ZH = /^\s*(?:[-*+]\s+)?(?![^，,。；;！？]*?(?:[昨今明前后]天|天前|周|星期|礼拜))[^，,。；;！？的嘅]{0,16}?(?:(?:[0-9]{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:点|时)(?:半|钟|[0-9一二三四五六七八九十]+分?)?\s*(?:以|之)?[后前]|\p{Script=Han}(?:以|之)?[后前])[^，,。；;！？的嘅]{0,10}?[的嘅]\p{Script=Han}{1,8}\s*[，,]?\s*$/u;
/** The text before a Chinese date word is a subject narrowed by a time condition (下午四点后吹好的玻璃件，), the sentence tells nothing done. */
export function genericModifiedSubjectZh(before: string, sentence: string): boolean {
  return GENERIC_MODIFIED_ZH.test(before) && !/了|过|已/u.test(sentence);
}

// A definition: the date word is part of the term defined ("'last week' in reports means the
// previous ISO week", 周报里的上周数据指的是上一个自然周).
// ("which means", "this means" tell a consequence, no term: "... due next week, which means that nobody ...".)
const DEFINITION_EN = /\b(?<!(?:which|this|that|it)\s+)(?:means|refers? to|is defined as|stands for|denotes)\b/i;
const DEFINITION_ZH = /指的是|是指|指代|意思是|定义为|所谓/;
// A past event inside a rule: "we decided yesterday to never ...", "learned yesterday that ...",
// "agreed on this about two weeks ago".
const PAST_VERB_BEFORE = /\b(?:\w+ed|made|said|told|found|chose|wrote|took|met|set|saw|heard|agreed|learnt|learned)\s+(?:(?:this|that|it|on this|on that)\s+)?(?:(?:about|around|roughly|nearly|almost|just|only|some)\s+)?$/i;
const PAST_PHRASE = /^(?:yesterday|the day before yesterday|last|the week before last|\w+ (?:days?|weeks?|fortnights?|months?|years?) ago)\b/i;
// Where a rule starts: "since yesterday", "as of the call two days ago", "Starting tomorrow,",
// "From next Monday on", "effective next week"; 从昨天开始, 自下周一起, 明天起.
const START_WITHIN_EN = /\b(?:since|as of|as from|with effect from)\b[^,;:.!?]*$/i;
const START_RIGHT_BEFORE_EN = /(?:^|[,;:(—–]\s*|\b(?:and|but|so|then)\s+)(?:starting|beginning|effective|from)(?:\s+(?:on|from|with|as of))?\s+$/i;
const START_BEFORE_ZH = /(?:从|自从|自|打)\s*$/;
const START_AFTER_ZH = /^\s*(?:起|开始|以来|起至今)/;
const FROM_NOW_ON_ZH = /以后|今后|往后|此后|从此|从今|日后|以後|今後/u;
/** Where a clause ends: a comma, a semicolon, a colon, a dash. */
const CLAUSE_END = /[,;:，；：、—–]/;

// Two days in one clause, each before a bare verb and none told as done or to be done ("今天下单明天发货",
// "今天報名、明天繳費的學員"): a schedule that holds for any day, no event. 了 / 过 / 已 / 将 / 会 anchor it.
const DAY_PAIR_ZH = /(?:[今昨明]天|[今昨明]日|当天)[^，,。；;！？!?]{1,12}?(?:[今昨明]天|[今昨明]日|次日|隔天|第二天|后天)/u;
const ASPECT_ZH = /了|过|已|曾|将|会|正在|刚/u;

function conditional(sentence: string, lang: 'en' | 'zh', start: number, end: number): boolean {
  if (lang === 'en') {
    const subject = sentence.slice(labelEnd(sentence, start));
    return UNIVERSAL_EN.test(sentence) || CATEGORY_EN.test(sentence) || DEFINITION_EN.test(sentence) || GENERIC_SUBJECT_EN.test(subject) || GENERIC_PARTICIPLE_EN.test(sentence) || GENERIC_PLURAL_EN.test(subject);
  }
  return UNIVERSAL_ZH.test(sentence) || categoryZh(sentence, start, end) || HYPOTHETICAL_ZH.test(sentence) || HYPOTHETICAL_EN.test(sentence) || (DAY_PAIR_ZH.test(sentence) && !ASPECT_ZH.test(sentence));
}

/**
 * A category or a definition (按工作日算, 算作明天的, 指的是) puts the date in it when it is in the date's
 * clause, or in a later one that the date's clause only leads up to (今天下单的，都算明天的); a later clause
 * after one told as done is a statement of its own ("前天线上订单系统升级了，牙冠的交期现在按工作日算").
 */
function categoryZh(sentence: string, start: number, end: number): boolean {
  if (!CATEGORY_ZH.test(sentence) && !DEFINITION_ZH.test(sentence)) return false;
  const cut = sentence.slice(end).search(/[，,；;]/u);
  if (cut < 0) return true;
  const from = Math.max(...['，', ',', '；', ';'].map((c) => sentence.lastIndexOf(c, start - 1))) + 1;
  const own = sentence.slice(from, end + cut);
  if (CATEGORY_ZH.test(own) || DEFINITION_ZH.test(own) || CATEGORY_ZH.test(sentence.slice(0, from)) || DEFINITION_ZH.test(sentence.slice(0, from))) return true;
  return !/了|过|已/u.test(own.replace(sentence.slice(start, end), ''));
}

// A label before the sentence ("POS rule:", "Note —", "Heads up:"): up to four words and a colon or a dash.
const LABEL_EN = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:[\p{L}\d&'’-]+\s+){0,3}[\p{L}\d&'’-]+(?:\*\*|__)?\s*(?::(?!\d)|—|–|\s-\s)\s*/u;

/** Where a sentence's label ends (0 when it has none, or when the date at `start` is inside it): what follows is read as the sentence. */
function labelEnd(sentence: string, start: number): number {
  const m = LABEL_EN.exec(sentence);
  return m && m[0].length <= start ? m[0].length : 0;
}

// A clause after a dash or a semicolon that opens with a condition is an afterthought to the clause before it ("— if the van is back").
const AFTERTHOUGHT_EN = /^(?:(?:and|but|or|only|even)\s+)?(?:if|unless|provided|providing|assuming|supposing|suppose|in case|as long as|whether)\b/i;

/**
 * The stretch of an English sentence a condition can rule over from after the date: up to a dash or a
 * semicolon that opens a clause of its own ("the glory hole tripped its breaker the day before yesterday
 * — reset it, and log it in the furnace book if it happens again": the "if" rules over "log it" only).
 * What comes before the date is always in it.
 */
function conditionScope(sentence: string, end: number): string {
  const rest = sentence.slice(end);
  const m = /\s*(?:—|–|;|\s-\s)\s*/u.exec(rest);
  if (!m || AFTERTHOUGHT_EN.test(rest.slice(m.index + m[0].length))) return sentence;
  return sentence.slice(0, end + m.index);
}

// A sentence that opens with the date and tells its subject's past verb next: "Last Friday we agreed that every Monday ...".
const PAST_VERB_AFTER = /^\s*,?\s*(?:[\p{L}'-]+\s+){1,3}?(?:\w+ed|made|said|told|found|chose|wrote|took|met|set|saw|heard|agreed|learnt|learned|sent|gave|got)\b/iu;

/**
 * The date's clause opens with a subject and its past verb, the verb's object between it and the date,
 * and nothing recurring before the date: "We agreed with Harrow Mill ten days ago that they collect our
 * offcuts on the first Tuesday of every month" (what was agreed may recur; the agreement is an event).
 */
function pastInClause(before: string): boolean {
  const clause = before.slice(clauseStart(before));
  return PAST_VERB_AFTER.test(clause) && !RECURRING_EN.test(clause) && !/[,;:]/u.test(clause);
}

/**
 * A bracketed aside that does not hold the date ("… for after-hours visits (anything after 19:00 or on
 * Sundays)") narrows a word before it: its "anything" or "any" is no universal subject of the date's
 * sentence. Blanked, so the tests of generic sentences read the sentence without it.
 */
function withoutAsides(sentence: string, start: number, end: number): string {
  return sentence.replace(/\([^()]{1,120}\)/gu, (m, at: number) => (at <= start && end <= at + m.length ? m : ' '.repeat(m.length)));
}

function pastRightAfter(before: string, after: string): boolean {
  if (!/^[\s*_([-]*$/.test(before)) return false;
  const head = after.split(RECURRING_EN)[0] ?? after;
  return PAST_VERB_AFTER.test(head);
}

// Words that say a day counted from the moment of speaking: inside direct speech they count from
// the speech's day ("Last Friday Ana wrote: I will send the figures tomorrow", 前天客户说：明天来取货).
const SPEAKER_DAY = /^(?:today|tomorrow|tonight|yesterday|this (?:morning|afternoon|evening)|the day (?:before yesterday|after tomorrow)|tmrw?|[今明昨前后][天日晚早晨]|大?[前后]天|[今明昨]儿个?)/iu;
const SPEECH_VERB = /\b(?:said|says|told|tells|replied|wrote|writes|emailed|texted|messaged|phoned|rang|called|announced|confirmed|asked|answered|mentioned|warned|promised|posted)\b|说(?!明)|表示|回复|答复|告诉|通知|告知|写道|提到|强调|交代|嘱咐|留言|问(?!题)/iu;
const DATED_BEFORE = /\b(?:yesterday|last (?:night|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\w+ (?:days?|weeks?) ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|昨天|前天|昨日|前日|昨晚|上周|上星期|上礼拜|[一二两三四五六七八九十\d]+天前|[周星期礼拜][一二三四五六日天]/iu;

/**
 * A day word in the speech after a colon, when the speech was made on another day than the
 * memory's ("Yesterday the vet phoned: the results come back tomorrow"): it counts from the day
 * of speaking, which the line does not make sure, so it stays as written.
 */
function inDatedSpeech(before: string, phrase: string): boolean {
  if (!SPEAKER_DAY.test(phrase)) return false;
  const colon = Math.max(before.lastIndexOf(':'), before.lastIndexOf('：'));
  if (colon < 0) return false;
  const lead = before.slice(0, colon);
  return SPEECH_VERB.test(lead) && DATED_BEFORE.test(lead);
}

/**
 * A sentence opening with a "when" clause told in the present, with no day of its own, is a rule
 * for whenever it happens ("When a customer asks, you can say the order ships tomorrow"); one
 * told in the past ("When we deployed yesterday, ...") or naming its day is an event.
 */
function genericWhen(before: string): boolean {
  const m = /^\s*(?:[-*+]\s+)?when\s+([^,;:]+),/i.exec(before);
  if (!m?.[1]) return false;
  const clause = m[1];
  return !/\b(?:\p{L}+ed|was|were|did|had|went|came|got|took|made|broke|ran|said|told|left|sent|found|saw)\b/iu.test(clause) && !SPEAKER_DAY_IN.test(clause);
}
const SPEAKER_DAY_IN = /\b(?:today|tomorrow|tonight|yesterday|last|next|this|ago)\b/i;

const HABIT_TAIL = /[，,；;—–]\s*(?:几乎|差不多|基本上?)?(?:天天|日日|每天|每日|每周|每次|每回|周周|次次|回回|每个月|每年|年年|一直|向来|总是|经常|常常)都?是?(?:如此|这样|这么|一样|照旧)[^，,；;]*$|[,;—–-]\s*(?:and\s+)?(?:(?:it'?s|it is|that'?s|that is)\s+)?(?:the same|like that|like this)\s+(?:every|each)\s+(?:day|week|night|morning|time|shift)\b[^,;]*$/iu;

/** Does the date rule starting here open a rule ("Starting tomorrow, ...", 从上周三开始)? */
function startsARule(before: string, after: string, lang: 'en' | 'zh'): boolean {
  if (lang === 'zh') return START_BEFORE_ZH.test(before) || START_AFTER_ZH.test(after);
  return START_WITHIN_EN.test(before) || START_RIGHT_BEFORE_EN.test(before) || (/(?:^|[,;:]\s*)from\s+$/i.test(before) && /^\s+(?:on|onwards?|forward)\b/i.test(after));
}

// A schedule that is where a change went ("moved to Saturdays", "switched to every other Monday",
// 改到每周六, 调整为每周四): the new value of a change told once, no frame over the sentence.
const NEW_SCHEDULE_EN = new RegExp(`\\b(?:moved|changed|switched|shifted|swapped|rescheduled|pushed|brought|went)\\s+(?:back\\s+|over\\s+)?(?:to|onto|into)\\s+(?:the\\s+)?(?:(?:every|each)\\s+(?:other\\s+)?${TIME_UNIT_EN}|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends)\\b`, 'giu');
const NEW_SCHEDULE_ZH = /(?:改到|改为|改成|改在|换到|换成|挪到|移到|调到|调整为|调整到|调为|改為|換到|換成|調到|調整為)(?:了)?(?:每(?:个|個)?(?:周|週|星期|礼拜|禮拜|月|天|晚)[一二三四五六日天末]?|周末|週末)/gu;
// A clause told as done: a past form (irregular ones too: "done last Thursday"), 了 / 过 / 已.
const DONE_CLAUSE_EN = /\b(?:\p{L}{2,}ed|was|were|had|did|done|gone|made|sent|took|taken|got|went|came|left|found|held|kept|met|paid|put|set|sold|told|said|won|ran|began|begun|broke|broken)\b/iu;

/**
 * The sentence with a change's new schedule blanked out, where the date phrase's own clause tells
 * something done ("tram depot slot moved to Saturdays, done last Thursday", "Quiz night was moved
 * to Thursdays last week", 周会改到每周四，上周四已经通知了): such a schedule recurs from then on,
 * but the date is when the change was made.
 */
function withoutNewSchedule(sentence: string, start: number, end: number, lang: 'en' | 'zh'): string {
  const re = lang === 'en' ? NEW_SCHEDULE_EN : NEW_SCHEDULE_ZH;
  re.lastIndex = 0;
  if (!re.test(sentence)) return sentence;
  const cuts = /[,;:，；：。!?！？]/gu;
  let from = 0;
  let to = sentence.length;
  for (const m of sentence.matchAll(cuts)) {
    const at = m.index ?? 0;
    if (at < start) from = at + 1;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  const clause = sentence.slice(from, to).replace(sentence.slice(start, end), ' ');
  if (!(lang === 'en' ? DONE_CLAUSE_EN.test(clause) : /了|过|已/u.test(clause))) return sentence;
  re.lastIndex = 0;
  return sentence.replace(re, (w) => MASKED.repeat(w.length));
}
const MASKED = '\u25A1';

/**
 * Is the date phrase at [start, end) of `sentence` an event's date? Only the sentence is read:
 * the caller has already ruled out code, names and cutoffs.
 */
export function isEventDate(told: string, start: number, end: number, lang: 'en' | 'zh'): boolean {
  const sentence = withoutNewSchedule(told, start, end, lang);
  const before = sentence.slice(0, start);
  const after = sentence.slice(end);
  const phrase = sentence.slice(start, end);
  const pastTold = lang === 'en' && PAST_PHRASE.test(phrase) && (PAST_VERB_BEFORE.test(before) || pastRightAfter(before.slice(clauseStart(before)), after) || pastInClause(before));
  const scope = lang === 'en' ? conditionScope(sentence, end) : sentence;
  if (conditional(lang === 'en' ? withoutAsides(scope, start, end) : scope, lang, start, end)) return false;
  const unlabelled = lang === 'en' ? before.slice(labelEnd(sentence, start)) : before;
  if (lang === 'en' ? genericModifiedSubject(unlabelled) : genericModifiedSubjectZh(before, sentence)) return false;
  if (inDatedSpeech(before, phrase)) return false;
  if (lang === 'en' && genericWhen(unlabelled)) return false;
  // A hypothesis after a past event told with its verb still leaves the event: "we decided
  // yesterday that if a build fails ...".
  if (HYPOTHETICAL_EN.test(scope)) return pastTold && !HYPOTHETICAL_EN.test(before);
  const recurring = lang === 'en' ? RECURRING_EN : RECURRING_ZH;
  if (!recurring.test(sentence)) return true;
  // "since last Monday" under "Every Monday" (每周五…上周五以来) is the stretch since the rule last ran: the rule's, not a day.
  if (recurring.test(before) && (lang === 'en' ? /\bsince\s+$/i.test(before) : /^\s*(?:以来|起至今)/.test(after))) return false;
  if (startsARule(before, after, lang)) return true;
  // A past event told in a clause of its own after the rule ("Rated games on Thursdays use 90 minutes — the
  // committee agreed on this two weeks ago"): the recurring word is in an earlier clause, past a dash or a
  // semicolon, and a past verb tells the date's clause; the date is when the rule was made.
  if (pastTold && ownClauseAfterRule(before, recurring)) return true;
  // A rule's frame alone before the date, and the date's clause told as done: an event under the frame (按规定，昨天的单已经全部退款了).
  if (lang === 'zh' && RULE_FRAME_ZH.test(before) && !recurring.test(before.replace(new RegExp(RULE_FRAME_ZH.source, 'gu'), '')) && /^[^，,；;。]*?(?:了|过|已经)/u.test(after)) return true;
  // A recurring word before the date scopes over it: "Each Monday we archive the files closed last week".
  if (recurring.test(before)) return false;
  if (pastTold) return true;
  // A rule said to hold from then on (以后, 今后, 从此) after the date: the date is when it was
  // decided or said ("上周三我们决定以后每次…", "昨天院长说以后每周三…"), the rule comes after it.
  if (lang === 'zh' && FROM_NOW_ON_ZH.test(after.split(RECURRING_ZH)[0] ?? '')) return true;
  // A clause told as done after the date, before any recurring word: 昨天系统自动重启了.
  if (lang === 'zh' && /^[^，,；;。]*?(?:了|过|已经)/u.test(after.split(RECURRING_ZH)[0] ?? '')) return true;
  // A closing clause that says the whole is a habit (…，天天如此, …，每次都这样, "…, same every week"): no day.
  if (HABIT_TAIL.test(sentence)) return false;
  // A clause before any recurring word: "As of the call two days ago, PHI is always masked".
  const clauseEnd = after.search(CLAUSE_END);
  return clauseEnd >= 0 && !recurring.test(sentence.slice(0, end + clauseEnd));
}

/** Where the clause the date is in starts: after the last dash, semicolon or colon before it (0 when none). */
function clauseStart(before: string): number {
  return Math.max(before.lastIndexOf('—'), before.lastIndexOf('–'), before.lastIndexOf(' - '), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1;
}

/** The clause the date is in starts after a dash, a semicolon or a colon (a rule's label too: "Rollback procedure: yesterday we ..."), and no recurring word is in it. */
function ownClauseAfterRule(before: string, recurring: RegExp): boolean {
  const cut = clauseStart(before);
  return cut > 1 && !recurring.test(before.slice(cut));
}

const PAST_FORM_EN = /\b(?:\p{L}{2,}ed|was|were|had|did|went|broke|took|made|got|came|fell|ran|left|lost|found|sold|blew|froze|shut|hit|cut|put|set|began|stopped|sent|wrote|gave|brought|bought|caught|drew|flew|grew|held|kept|led|met|paid|rang|rose|saw|sank|shook|spent|stole|stood|struck|swept|threw|tore|won|wore|woke)\b/iu;
const PRESENT_OR_MODAL_EN = /\b(?:is|are|am|will|shall|must|should|can|cannot|can't|may|might|would|could|need|needs|has to|have to|won't)\b/i;

/** "Yesterday's delivery was short": a day's possessive in a sentence told in the past, with no present or modal verb. */
export function possessiveEvent(phrase: string, after: string, sentence: string, at = sentence.indexOf(phrase)): boolean {
  if (!/^(?:'s|’s)/.test(after)) return false;
  // Only its own clause tells: "Yesterday's hailstorm cracked two panes; the glazier is booked".
  // (a colon between digits is a clock time, "by 18:00", no clause mark)
  const marks = [...sentence.matchAll(CLAUSE_MARK)].map((m) => m.index ?? 0);
  const from = Math.max(0, ...marks.filter((i) => i < at).map((i) => i + 1));
  const stop = marks.find((i) => i >= at);
  const clause = sentence.slice(from, stop ?? sentence.length);
  // (a day with its part, "Last night's call-out", "yesterday evening's rehearsal", is that part of the day's event)
  if (!/^(?:(?:yesterday|today|tomorrow)(?: (?:morning|afternoon|evening|night))?|(?:the )?day before yesterday|(?:the )?day after tomorrow|last night|tonight|this (?:morning|afternoon|evening)|last (?:mon|tues|wednes|thurs|fri|satur|sun)day|this (?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i.test(phrase)) return false;
  const told = clause.replace(/\b(?:yesterday|today|tomorrow)['’]s\b/giu, ' ').replace(REDUCED_RELATIVE_EN, '$1');
  return PAST_FORM_EN.test(told) && !PRESENT_OR_MODAL_EN.test(clause);
}

const CLAUSE_MARK = /[;—–]|(?<!\d):|:(?!\d)/gu;
/**
 * A bare plural opening a clause, then a participle and its preposition ("Interpreters booked for
 * tomorrow's list confirm …", "Volunteers signed up for tomorrow's beach clean meet …"): the participle says which
 * ones, a reduced relative clause, and tells no event; the verb of the clause comes after it.
 * (A pronoun is a subject: "We booked for tomorrow's list" tells it.)
 */
const REDUCED_RELATIVE_EN = /^(\s*(?!(?:we|they|you|i|he|she|it|us|them)\b)(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s)\s+(?:\p{L}{2,}ed|sold|sent|kept|held|paid|made|put|set|left|brought|bought|taken|given|chosen|drawn|shown|written)(?:\s+(?:up|in|out|off|down|back|over|away))?\s+(?=(?:for|on|in|at|to|by|from|with|under|into|onto|over|during|after|before)\b)/iu;

/** Around the phrase itself: identifiers, possessives, values, cutoffs, dates already given; then the sentence. */
// Verbs that take a day as a value ("compares today with yesterday", "pick tomorrow in the picker").
const VALUE_VERB_BEFORE = /\b(?:compares?|comparing|compared|versus|vs\.?|pick|picks|picking|select|selects|selecting|choose|chooses|choosing|enter|enters|entering|type|types|typing)\s+$/i;
// "the last week of the sprint", "a next month": an adjective-like phrase after an article.
const GENERIC_BEFORE = /\b(?:the|a|an|that|this|every|each|per|same)\s+$/i;

// An offset used as a rolling cutoff names no day: "logs older than three days ago are deleted",
// "snapshots taken more than two weeks ago", 超过两周前的快照, 三天前的日志会被删除 (but 昨天的会议要求…
// names a day).
const CUTOFF_BEFORE_EN = /\b(?:(?:older|newer|earlier|later|more|less|longer|fewer)\s+than|at least|at most|up to|within)\s+$/i;
const CUTOFF_BEFORE_ZH = /(?:超过|早于|晚于|不超过|大于|小于|至少|最多|多于|少于)$/;
const CUTOFF_RULE_ZH = /^的[^。！？!?\n]*?(?:会被|会自动|都会|就会|将会|将被|要|都|可以|不能|不可|应该|应当|需要|必须|一律|统一|自动|禁止|不得|才能)/;

/**
 * "in two days" right after a verb told in the past (a particle between), in a clause with no present or
 * modal verb, is how long it took ("cancelled in two days", "was fixed in a week", "sold out in two days"),
 * no day ahead ("we agreed to ship in two weeks" still is one).
 */
function spanAfterPast(before: string): boolean {
  const clause = before.slice(Math.max(0, ...[',', ';', ':', '—', '–'].map((m) => before.lastIndexOf(m) + 1))).replace(/^.*\b(?:and|but|so)\s+/i, '');
  const verb = /([\p{L}']+)(?:\s+(?:out|up|off|down|over|back|through))?\s*$/u.exec(clause)?.[1] ?? '';
  return new RegExp(`^${PAST_FORM_EN.source}$`, 'iu').test(verb) && !PRESENT_OR_MODAL_EN.test(clause);
}

const PRONOUN_OBJECT_BEFORE = /\b(?:on|about|with|over|for|to)\s+(?:this|that)\s+$/i;
// A count of things or of times before "in <days>": how often in that stretch, no day ahead ("three
// punctures in one week", "twice in two days", "40 orders in 3 days").
const COUNT_BEFORE_EN = /(?:\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|several|many|multiple)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s|\b(?:once|twice|thrice))\s+$/iu;

// A date already given, then the relative phrase in brackets ("on 2026-11-03 (two weeks ago)", "Nov 3 (last
// Tuesday)"); a version before the bracket is no date ("v2.4.1 (3 days ago): ...").
const DATED_PAREN_BEFORE = /(?:\d{4}-\d{1,2}|(?<![\w.])\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?(?![\w.])|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{4}\s*年|\d{1,2}\s*月\s*\d{1,2})[^()（）\n]{0,12}\(\s*$/i;

export function englishContextOk(masked: string, start: number, end: number, sentence: Range): boolean {
  const before = masked.slice(Math.max(0, start - 24), start);
  const after = masked.slice(end, end + 24);
  const phrase = masked.slice(start, end);
  if (/[\p{L}\p{N}_\-/.@#$\\]$/u.test(before)) return false; // inside an identifier or path
  if (/^(?:[\p{L}\p{N}_\-/\\(]|\.[\p{L}\p{N}])/u.test(after)) return false; // today(), tomorrow_rate
  // A possessive ("today's date") is usually generic; one of a day, in a sentence that tells a past event
  // ("Yesterday's hailstorm cracked two panes"), is that event's day (becomes "the 2026-11-19 hailstorm").
  if (/^(?:'s|’s|s'|’)/.test(after) && !possessiveEvent(phrase, after, masked.slice(sentence.start, sentence.end), start - sentence.start)) return false;
  // ("agreed on this last Tuesday": a pronoun after its preposition, then the date.)
  if (/^(?:last|next|this)\b/i.test(phrase) && GENERIC_BEFORE.test(before) && !PRONOUN_OBJECT_BEFORE.test(before)) return false; // "the last week of the sprint"
  if (/^in\s/i.test(phrase) && (COUNT_BEFORE_EN.test(before) || spanAfterPast(masked.slice(sentence.start, start)))) return false; // "three punctures in one week": a rate
  if (/^\s+of\b/i.test(after)) return false;
  // Two date words in a row make one date ("a week ago today"): too unsure, left as written.
  if (/^\s+(?:today|tomorrow|yesterday|tonight)\b/i.test(after) || /\b(?:ago|(?:days?|weeks?|months?|years?|fortnight)\s+from)\s+$/i.test(before)) return false;
  // A date word taken as a value, not when something happened: "compares today with yesterday", "use yesterday as the end date".
  if (VALUE_VERB_BEFORE.test(before) || /\b(?:today|tomorrow|yesterday)\s+(?:with|and|or|vs\.?|versus|against)\s+$/i.test(before) || /^\s+as\s+(?:the\s+|a\s+)?(?:default|value|start|end|fallback|filter|label|placeholder|cutoff|reference)\b/i.test(after)) return false;
  if (CUTOFF_BEFORE_EN.test(before)) return false;
  if (DATED_PAREN_BEFORE.test(before) || /^\s*[(（][^)）\n]*\d{4}/.test(after)) return false; // already dated
  return isEventDate(masked.slice(sentence.start, sentence.end), start - sentence.start, end - sentence.start, 'en');
}

export function chineseContextOk(masked: string, start: number, end: number, sentence: Range): boolean {
  if (!isEventDate(masked.slice(sentence.start, sentence.end), start - sentence.start, end - sentence.start, 'zh')) return false;
  const after = masked.slice(end, end + 8);
  if (/^的?(?:日期|date)/.test(after)) return false; // "今天的日期": generic
  if (/^\s*[(（][^)）\n]*\d{4}/.test(after)) return false;
  const phrase = masked.slice(start, end);
  // 考试前晚: 前 after a noun may be "before" that thing (the night before the exam), no evening two days ago:
  // 前晚 is read as a day only after a clause's start, a pronoun or a function word (我们前晚, 是前晚, 从前晚起).
  if (phrase === '前晚' && /\p{Script=Han}$/u.test(masked.slice(Math.max(0, start - 1), start)) && !/[我你他她它们就在是也都才已又还和跟与及或、说从自到至比]$/u.test(masked.slice(Math.max(0, start - 1), start))) return false;
  // Never half a longer phrase read short ("上|上个月", "大|前年"): what is left before it would be broken text.
  if (/[上下大]$/.test(masked.slice(Math.max(0, start - 1), start)) && /^[上下前后去今明这本]/.test(phrase)) return false;
  // A future offset (三天后, 两周后, 两个月后) is an event only where it follows no event verb and no rule
  // word follows it: "订单创建三天后自动关闭" counts from another event, "七天后才能提现" is a rule,
  // "旧版接口两个月后下线" is a day; told with 了 ("两天后修好了") it is "two days later".
  if (/^(?:[0-9]+|[一二两三四五六七八九十]+)个?(?:天|月|周|星期|礼拜)之?后$/.test(phrase)) {
    if (/(?:创建|下单|付款|支付|注册|注销|取消|关闭|退款|退货|激活|开通|结束|签约|收货|确认|提交|发布|上线|完成|开始|收到|发送|登录|生成|购买|签收|入职|离职|申请|审批|部署|发货|到期|触发|失败|成功|持续|连续|超过|满|过了|等待|等|时|之|的|后)$/.test(masked.slice(sentence.start, start))) return false;
    if (/^(?:自动|会|才|就|再|内|之内|以内|起|开始生效|失效|过期)/.test(masked.slice(end, end + 4))) return false;
    // A rule word later in the clause: "三天之后数据自动清除".
    if (/^[^，,；;。！!？?\n]*(?:自动|会被|将被|才能|才可|就会|可以|不能|不可|必须)/.test(masked.slice(end, sentence.end))) return false;
    // "两天后修好了": told in the past, it counts from the event before it ("two days later").
    if (/^[^，,；;。！!？?\n]*[了过]/.test(masked.slice(end, sentence.end))) return false;
  }
  const offset = /^(?:[0-9]+|[一二两三四五六七八九十几]+)个?(?:天|日|周|星期|礼拜|月|年)之?前$/.test(phrase); // 三天前, 两个月前
  if (offset && (CUTOFF_BEFORE_ZH.test(masked.slice(Math.max(0, start - 4), start)) || CUTOFF_RULE_ZH.test(masked.slice(end, sentence.end)))) return false;
  if (/周$/.test(masked.slice(start, end)) && /^(?:[期刊年]|报(?![表警错价销名]))/.test(after)) return false; // 下周期, 上周刊, 上周报 (but 上周|报表)
  // Chinese has no spaces: the phrase must start on a word boundary (线上周报 is not 上周). Only
  // the start is checked: ICU glues some phrase ends to what follows (昨天下午, 三天/前回).
  const bounds = new Set(wordBoundaries(masked.slice(sentence.start, sentence.end)).map((b) => b + sentence.start));
  if (bounds.has(start)) return true;
  // A rule's start word glued to the phrase (从前|天起, where 从前 is "formerly"): the whole
  // 从…起 frame says it is a date (but 从前天真 is not).
  return START_BEFORE_ZH.test(masked.slice(Math.max(sentence.start, start - 2), start)) && START_AFTER_ZH.test(masked.slice(end, end + 4));
}
