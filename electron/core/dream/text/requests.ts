/**
 * Explicit memory requests in what a user typed: "remember that ...", "from now on ...",
 * "never ... again", 记住, 以后都, 不要再 ... Each becomes a cleaned statement with a memory
 * type guess. Only explicit, imperative requests count: "I don't remember", "do you
 * remember?", "it always fails" and 以后再说 are not requests; nor are requests turned down
 * ("不用记住", "no need to remember this"), nor a trigger followed by laughter, numbers and emoji
 * (request-shape.ts). A statement may come before its trigger ("…, make a note of that").
 */
import type { MemoryType } from '../../memdir/types.js';
import { isNegated, jaccard, keyTerms, specificsDiffer, specificsOf } from './compare.js';
import { isCodeLine, scanLines } from './markdown.js';
import { complementOf, isFirstPersonFact, namesAgentsWork, type Complement } from './request-clause.js';
import { declinedBefore, isWellFormedStatement, namesALabel, pointsBack, takenBack, withoutChatTail } from './request-shape.js';
import { splitSentences } from './sentences.js';
import { simplified, simplifiedHan } from './simplified.js';
import { inChinese, wordingOf } from './vocabulary.js';
import { wordTable } from './word-table.js';

export type RequestPatternId = 'remember' | 'from-now-on' | 'not-again' | 'always' | 'never' | 'zh-remember' | 'zh-from-now-on' | 'zh-not-again' | 'zh-never' | 'zh-always';

export interface RequestPattern {
  id: RequestPatternId;
  lang: 'en' | 'zh';
  /** Literal trigger strings (lowercase): a line without any of them cannot hold this request. */
  literals: readonly string[];
  /** Finds the trigger; `statementFrom` says where the statement starts. */
  regex: RegExp;
  /** Must the trigger start a clause (sentence start, after a comma, "please", "and", ...)? */
  clauseStart: boolean;
}

export interface MemoryRequest {
  /** The rule, cleaned: "Use bun for installs", "Never push to main", "用pnpm". */
  statement: string;
  type: MemoryType;
  pattern: RequestPatternId;
  /** Offsets of the whole request (trigger included) in the text. */
  start: number;
  end: number;
  /** Says nothing on its own ("don't do that again"): needs the conversation around it. */
  vague: boolean;
}

export const REQUEST_PATTERNS: readonly RequestPattern[] = [
  { id: 'remember', lang: 'en', clauseStart: true, literals: ['remember', 'memorize', 'memorise', 'note down', 'make a note', 'keep in mind', "don't forget", 'do not forget', 'never forget', 'note to self', 'for future reference', 'memory', 'down', 'take note', 'bear in mind'], regex: /\b(?:remember|memori[sz]e|note down|make a note(?: of)?|keep in mind|bear in mind|take note(?: of)?|don't forget|do not forget|never forget|note to self|for future reference|(?:save|store|put|add|keep|commit)(?:\s+(?:this|that|it))?\s+(?:to|in|into)\s+(?:your\s+|the\s+)?memory|(?:write|jot|note)\s+(?:this|that|it)\s+down)\b(?:\s+for\s+(?:me|us|you|u)\b)?(?:\s+(?:that|this)\b)?\s*[:,]?\s*(?:to\s+(?=\w))?/gi },
  { id: 'from-now-on', lang: 'en', clauseStart: false, literals: ['from now on', 'going forward', 'moving forward', 'henceforth'], regex: /\b(?:from now on|going forward|moving forward|henceforth)\b\s*[:,]?\s*/gi },
  { id: 'from-now-on', lang: 'en', clauseStart: true, literals: ['in the future'], regex: /\bin the future\b\s*[:,]?\s*/gi },
  { id: 'not-again', lang: 'en', clauseStart: true, literals: ['again', 'anymore', 'any more'], regex: /\b(?:don't|do not|never|stop)\b(?=[^.!?\n]*?\b(?:again|any ?more)\b)/gi },
  { id: 'always', lang: 'en', clauseStart: true, literals: ['always'], regex: /\balways\b(?!\s+(?:the|a|an|so|such|like|same|been|was|were|is|my|your|this|that|there|here|late|busy)\b)\s*/gi },
  { id: 'never', lang: 'en', clauseStart: true, literals: ['never'], regex: /\bnever\b(?!\s+(?:mind|the|a|an|so|such|like|same|been|was|were|is|ever))/gi },
  { id: 'zh-remember', lang: 'zh', clauseStart: false, literals: ['记住', '记一下', '记下', '帮我记', '备忘', '别忘', '不要忘', '牢记', '记得', '記住', '記一下', '記下', '幫我記', '備忘', '別忘', '牢記', '記得', '记着', '記著', '记低', '記低', '记好', '記好', '存一下', '存到记忆', '存進記憶', '写下来', '寫下來'], regex: /(?:请你?|麻烦你?|你要|要|务必)?(?:帮我|替我)?(?:记住|记一下|记下来|记下|记低|帮我记|备忘一下|备忘|别忘了|别忘记|不要忘了|不要忘记|牢记|(?<![你他她们不还也都没曾])(?:(?<=(?:[让叫请托]|(?<!只)要|提醒|嘱咐|交代)我)|(?<!我))记得(?!吗|不)|(?<![你他她们不还也都没曾])(?:(?<=(?:[让叫请托]|(?<!只)要|提醒|嘱咐|交代)我)|(?<!我))记着(?!吗|呢)|记好了?(?=[：:])|(?:存一下|存到记忆里|存进记忆里?|写下来)(?=[：:]))(?!了?吗)(?:了)?[：:，,]?\s*/g },
  { id: 'zh-from-now-on', lang: 'zh', clauseStart: true, literals: ['以后', '今后', '从现在开始', '从现在起', '从今以后', '往后', '以後', '今後', '從現在開始', '從現在起', '從今以後', '往後'], regex: /(?:从今以后|从现在开始|从现在起|以后|今后|往后)(?!再说|再看|再议|有空|有时间|有机会|有需要|再|慢慢)(?:都|一律|统一|请|要)?[：:，,]?\s*/g },
  { id: 'zh-not-again', lang: 'zh', clauseStart: false, literals: ['不要再', '别再', '不许再', '不准再', '再也不要', '別再', '不許再', '不準再'], regex: /(?:不要再|别再|不许再|不准再|再也不要)/g },
  { id: 'zh-never', lang: 'zh', clauseStart: false, literals: ['永远不要', '绝对不要', '千万别', '千万不要', '一定不要', '永遠不要', '絕對不要', '千萬別', '千萬不要'], regex: /(?:永远不要|绝对不要|千万别|千万不要|一定不要)/g },
  { id: 'zh-always', lang: 'zh', clauseStart: true, literals: ['一定要', '务必', '总是要', '務必', '總是要'], regex: /(?:一定要|务必|总是要)/g },
];

/** Every literal trigger, for a cheap case-insensitive prefilter of transcript lines. */
export const REQUEST_LITERALS: readonly string[] = [...new Set(REQUEST_PATTERNS.flatMap((p) => p.literals))];

// Patterns that ask to remember what follows (not a rule said outright): a "don't" before them turns them down.
const REMEMBER_IDS: ReadonlySet<RequestPatternId> = new Set(['remember', 'zh-remember']);
// Patterns that say a rule outright, their trigger part of it (never …, always …, 不要再 …, 千万别 …, 一定要 …).
const RULE_IDS: ReadonlySet<RequestPatternId> = new Set(['not-again', 'always', 'never', 'zh-not-again', 'zh-never', 'zh-always']);

interface Trigger {
  pattern: RequestPattern;
  start: number; // trigger start
  statementStart: number;
  /** Where the trigger's own words end. */
  end: number;
  /** Turned down by what stands before it ("不用记住", "no need to remember"). */
  declined: boolean;
  /** Nothing (no ：, comma, "that", "to") stands between the trigger word and what follows it. */
  glued: boolean;
}

export function detectMemoryRequests(text: string): MemoryRequest[] {
  const out: MemoryRequest[] = [];
  for (const line of scanLines(text)) {
    if (isCodeLine(line.kind) || line.kind === 'quote' || line.kind === 'blank') continue;
    // A line pasted from a program: a log record, a code comment (what it says is the program's, not the user's).
    if (isPastedLine(text.slice(line.contentStart, line.end))) continue;
    for (const s of splitSentences(text, line.contentStart, line.end)) {
      const sentence = text.slice(s.start, s.end);
      for (const r of requestsInSentence(sentence, text.slice(s.end, line.end))) out.push({ ...r, start: r.start + s.start, end: r.end + s.start });
    }
  }
  return out;
}

function requestsInSentence(said: string, restOfLine = ''): MemoryRequest[] {
  const lower = said.toLowerCase();
  // Triggers are found in Traditional Chinese too (請記住, 以後都) and after markdown emphasis
  // ("**Remember:** ..."): read character for character as Simplified, emphasis marks as spaces,
  // so offsets stay those of what was said.
  const sentence = simplifiedHan(said).replace(/\*\*|__/g, '  ');
  const triggers: Trigger[] = [];
  for (const p of REQUEST_PATTERNS) {
    if (!p.literals.some((l) => lower.includes(l))) continue;
    for (const m of sentence.matchAll(p.regex)) {
      const start = m.index ?? 0;
      if (p.clauseStart && !startsClause(sentence.slice(0, start).trimEnd())) continue;
      // Text quoted from a program or a thing that bears it ("Error: please remember to …", "the banner says: Remember to log out!", 屏幕上写着：…) asks nothing of the agent.
      if (QUOTED_FROM_A_THING.test(sentence.slice(0, start))) continue;
      // Quoted words (a commit message in `git commit -m "…"`, a line someone else wrote) and a trigger that is part of
      // code (`remember=false`, `TODO(remember):`, `user.remember`) are no request of the user's.
      if (insideQuotes(sentence.slice(0, start)) || gluedToCode(sentence, start, start + m[0].trimEnd().length)) continue;
      // Someone telling someone "to remember" passes on a fact said after "that" or a colon
      // ("Priya asked me to remember that …"); "tells me to remember my scarf" is an errand.
      if (p.id === 'remember' && TOLD_TO.test(sentence.slice(0, start).trimEnd()) && !/(?:\bthat|[:：])\s*$/i.test(m[0])) continue;
      const keepTrigger = RULE_IDS.has(p.id);
      const declined = REMEMBER_IDS.has(p.id) && declinedBefore(sentence.slice(0, start), p.lang);
      // A dialog's checkbox, not a rule
      // ("don't show again 1!!!": a verb alone before "again", then the line breaks off into numbers and symbols).
      if (p.id === 'not-again' && /^\S+\s+\S+\s+(?:again|any ?more)\s*[\d\p{S}]/iu.test(sentence.slice(start))) continue;
      const glued = REMEMBER_IDS.has(p.id) && (p.lang === 'en' ? !/(?:\bthat|\bthis|\bto|[:,])\s*$/i.test(m[0]) : /记住了?$/u.test(m[0]));
      // 记住了 and then a comma, a space or the end: "got it", said back, not a request (好的，记住了，明天见).
      if (p.id === 'zh-remember' && /记住了(?:[，,、\s]|$)/u.test(m[0].trimEnd() === m[0] ? m[0] : `${m[0].trimEnd()} `) && !/[：:]/u.test(m[0])) continue;
      triggers.push({ pattern: p, start, statementStart: keepTrigger ? start : start + m[0].length, end: start + m[0].length, declined, glued });
    }
  }
  if (triggers.length === 0) return [];
  // Questions ask, they do not tell; but a polite request is asked as one ("Could you please remember
  // that …?", 可以帮我记住…吗？): its question mark (and 吗) is read as the request's end, unless what it
  // asks to remember is a question itself ("Can you remember what the code was?", "… if the gate was locked?").
  // A Chinese question is told by its closing particle as well as by its mark (记得上次盘点是谁做的吗).
  if (/[?？]\s*$/.test(sentence) || /[吗么]\s*$/u.test(sentence)) {
    // A tag after a comma ("…, ok?", "…, right?", "…，好吗？") asks for a nod to what was told: the statement before it is told.
    if (TAG_QUESTION.test(said) && !ASKS_WHAT.test(sentence)) return requestsInSentence(said.replace(TAG_QUESTION, (m) => ' '.repeat(m.length)), restOfLine);
    if (!POLITE_ASK.test(sentence) || ASKS_WHAT.test(sentence)) return [];
    return requestsInSentence(said.replace(/\s*(?:吗|嗎|么|麼)?\s*[?？]?\s*$/u, (m) => ' '.repeat(m.length)), restOfLine);
  }
  if (wordSalad(sentence)) return [];
  triggers.sort((a, b) => a.start - b.start);
  // "这条不用记下来：…", "no need to remember this: …": asked not to, nothing in the sentence is kept.
  // Said inside a request ("记住：不要记住密码"), a declined trigger is only part of its statement.
  if (triggers[0]?.declined) return [];
  triggers.splice(0, triggers.length, ...triggers.filter((t) => !t.declined));
  // One request per clause: a trigger inside another's statement only ends it when it starts a new clause.
  const kept: Trigger[] = [];
  let joinedEnd = -1;
  for (const t of triggers) {
    const last = kept[kept.length - 1];
    // A trigger inside the words of one read as part of the request before it (千万别再: 千万别 and 别再) goes with it.
    if (t.start < joinedEnd) continue;
    if (last && t.start < last.statementStart) continue;
    if (last && !/[,;，；、]|\b(?:and|also|but)\s*$/i.test(sentence.slice(last.statementStart, t.start))) continue;
    // "remember that the 12 mm rope goes on the blue reel, never on the red one": a "never" or "always" with no verb of
    // its own (a preposition or a determiner after it) qualifies the request before it, it is no new one.
    if (last && REMEMBER_IDS.has(last.pattern.id) && (t.pattern.id === 'never' || t.pattern.id === 'always') && ELLIPTICAL.test(sentence.slice(t.start).replace(/^\S+\s+/u, ''))) continue;
    // "… pay in CHF, never euros", "以后都用电子签，别再打印纸本了": a rule said outright (never, always, 不要再, 千万别) joined by a
    // comma alone to the request before it says the other side of that request, or a limit of it; the two are one request (its
    // subject is the first clause's). A semicolon, "and", "also" or a new sentence sets a request of its own apart.
    if (last && RULE_IDS.has(t.pattern.id) && /[,，、]\s*$/u.test(sentence.slice(last.statementStart, t.start))) {
      joinedEnd = t.end;
      continue;
    }
    kept.push(t);
  }
  const requests: MemoryRequest[] = [];
  kept.forEach((t, i) => {
    const next = kept[i + 1];
    // A trigger that is part of a UI label ("记住密码 那个勾选框", 【记住我】, "remember me") asks for nothing.
    if (REMEMBER_IDS.has(t.pattern.id) && namesALabel(said.slice(t.statementStart, next ? next.start : said.length), t.glued, t.pattern.lang)) return;
    // Taken back later in the line ("…, actually no, scratch that", "…——算了，不用记了"): nothing is kept.
    if (takenBack(said.slice(t.statementStart) + ' ' + restOfLine)) return;
    let raw = withoutChatTail(said.slice(t.statementStart, next ? next.start : said.length).replace(/\*\*|__/g, ''));
    // 记得…了: the perfective 了 closing what was remembered reports it done (阿傑記得把鑰匙帶回來了, 今天有記得澆水了), it asks nothing.
    if (reportsRemembered(sentence.slice(0, t.start), sentence.slice(t.start, t.statementStart), raw)) return;
    let start = t.start;
    const after = cleanStatement(raw, t.pattern);
    const prevEnd = i > 0 ? (kept[i - 1]?.start ?? 0) : 0;
    const before = said.slice(prevEnd, t.start);
    // "use bun from now on", "…, make a note of that", "…，记住这个": the statement comes before the trigger.
    if ((after === '' && t.pattern.id === 'from-now-on') || (REMEMBER_IDS.has(t.pattern.id) && (after === '' || pointsBack(after)) && /[,;:，；：—–-]\s*$/u.test(before))) {
      raw = before.replace(/\*\*|__/g, '').replace(/[\s,;:，；：—–-]+$/u, '');
      start = prevEnd;
    }
    const statement = cleanStatement(raw, t.pattern);
    // A question inside the statement ("the lab closes at 6... or was it 7? idk"): the user is unsure, nothing to keep as said.
    if (/[?？]/u.test(statement.replace(/`[^`]*`|"[^"]*"|“[^”]*”|「[^」]*」/gu, ''))) return;
    // "remember when we threw that map lol": a memory recalled together, not one to keep.
    if (t.pattern.id === 'remember' && REMINISCING.test(statement)) return;
    // Laughter, numbers and emoji after a trigger are no request ("记住 2 lol 不要管 haha 🙃").
    if (statement === '' || !isWellFormedStatement(statement)) return;
    const complement = t.pattern.id === 'remember' ? complementOf(sentence.slice(t.start, t.statementStart), t.glued) : 'open';
    requests.push({ statement, type: typeOf(statement, complement), pattern: t.pattern.id, start, end: next ? next.start : sentence.length, vague: isVague(statement) });
  });
  return requests;
}

/**
 * A 记得 / 记着 said of someone or of a day, its clause closed by the perfective 了, reports that
 * something was remembered, as a log does ("小林记得把仓库的灯关掉了。", "今天有記得幫盆栽澆水了"); said
 * to the reader with nothing before it but a request's own words it asks, 了 and all ("记得把碗洗了",
 * "请记得关灯"). 记住了 is read apart (said back: "got it"), and 别忘了 holds its 了 in the trigger.
 */
function reportsRemembered(before: string, trigger: string, statement: string): boolean {
  if (!/记[得着]/u.test(simplifiedHan(trigger))) return false;
  const clause = statement.split(/[，,。；;！!？?]/u)[0] ?? '';
  if (!/了\s*$/u.test(clause.trim())) return false;
  // What stands before the trigger in its clause, without a request's own words: a subject, a day, 有.
  const lead = simplifiedHan(before.split(/[，,。；;：:！!？?\n]/u).pop() ?? '').replace(/请|你们|你|您|大家|一定|务必|千万|也|都|要|帮我|麻烦|\s/gu, '');
  return lead !== '';
}

// A request asked as a question: "can / could / would / will you (please) remember …", 能不能 / 可以 / 能否 / 麻烦 (帮我) 记住 ….
const POLITE_ASK = /^\s*(?:(?:hey|hi|ok|okay|so|and|also|oh|btw)[,\s]+)*(?:(?:can|could|would|will)\s+you|would\s+you\s+mind)\s+(?:please\s+|pls\s+|kindly\s+|just\s+|also\s+)?(?:remember|memori[sz]e|note|make\s+a\s+note|keep\s+in\s+mind|bear\s+in\s+mind|take\s+note|save|store|add|write|jot)\b|^\s*(?:你|您)?(?:能不能|能否|可不可以|可以|能|麻烦你?|麻煩你?|请你?|請你?)\s*(?:帮我|幫我|替我|给我|給我)?\s*(?:记|記|备忘|備忘|存)/iu;
// A tag question closing a told statement, set apart by a comma (a closed class): ok, right, yeah, got it, 好吗, 知道吗, 明白吗.
const TAG_QUESTION = /\s*[,，、]\s*(?:ok(?:ay)?|alright|all right|right|yeah|got it|understood|好吗|好嗎|好不好|知道吗|知道嗎|明白吗|明白嗎|懂吗|懂嗎|得唔得|ok吗|ok嗎|okay吗|好唔好|知唔知)\s*[?？]+\s*$/iu;
// What it asks to remember is itself a question: a wh-word or if / whether right after the trigger.
const ASKS_WHAT = /\b(?:remember|note|memori[sz]e)\s+(?:for\s+(?:me|us)\s+)?(?:what|which|who|whom|whose|where|when|why|how|if|whether)\b|(?:记|記)(?:得|住)?(?:[^，,。：:]{0,12}?)(?:什么|什麼|哪|谁|誰|几|幾|多少|怎么|怎麼|是不是|有没有|有沒有)/iu;

// "remember when / the time + someone + a past verb": recalling a shared past, not asking to keep a fact.
const REMINISCING = /^(?:when|the time|that time|how)\s+(?:we|you|i|he|she|they|the|that|this|our|my|his|her|their|[\p{Lu}][\p{L}]+)\b[^.!?,;:]*?\b(?:was|were|did|had|went|got|came|made|took|fell|lost|forgot|left|broke|threw|caught|ran|saw|said|told|\p{L}+ed)\b/iu;

// What may stand before a trigger that starts a clause ("Please remember", "OK, from now on", "你一定要").
// A reported request in a log counts too: "Sam asked me to remember that ...".
const CLAUSE_OPENERS = /(?:^|[,;:—–(]|[，；：、]|\b(?:and|also|so|but|then|ok|okay|please|pls|plz|oh|hey|btw|by the way|fyi|anyway|anyways|anyhow|actually|one more thing|now|you should|you must|you need to|we should|we must|just)|\b(?:can|could|would|will) you(?: please| pls)?|\b(?:asked|told|wants?|wanted|reminded|said|says)\s+(?:(?:me|us|you|claude|everyone|everybody|the team|all of us)\s+)?to|\b(?:ask|asks|asking|tell|tells|telling|remind|reminds|reminding|needs?|needed|expects?|expected|would like|'d like)\s+(?:me|us|you|claude|everyone|everybody|the team|all of us)\s+to|\b(?:asks?|asked|insists?|insisted|requests?|requested)\s+that\s+(?:we|i|you|everyone|everybody|the team)|请|你|你们|我们|咱们|以后|也)\s*$/i;

const QUOTED_FROM_A_THING = /^\s*(?:\[[^\]]*\]\s*)?(?:error|err!?|warning|warn|info|debug|fatal|exception|traceback|notice|hint|npm (?:err!|warn)|[EW]\d*)\s*[:!]|\b(?:the|a|an|this|that)\s+(?:\w+\s+)?(?:sign|banner|poster|label|screen|popup|pop-up|dialog|message|error|warning|page|site|website|app|button|checkbox|notice|sticker|box|prompt|toast|email|template)\b[^.!?]*?\b(?:says|said|reads|read|shows|showed|displays|displayed)\b[\s:,"'“‘]*$|\b(?:reads|shows|displays)\b[\s:,"'“‘]*$|(?:写着|显示|提示|弹出|报错|弹窗|标语|告示)[：:，,\s"“「]*$/iu;

// A clause with no verb of its own: a preposition or a determiner first ("never on the red one", "always in the morning").
const ELLIPTICAL = /^(?:on|in|at|into|onto|before|after|during|with|without|for|from|by|under|over|near|inside|outside|the|a|an|this|that|these|those|my|our|your|its|their)\b/i;

/**
 * A line pasted from a program: a log record (a timestamp or an upper-case level first: "2026-11-24T09:12:03Z WARN …",
 * "[10:02:11] …", "ERROR 不要重试 …") or a code comment ("// NOTE: …", a block comment's opening, "TODO(remember): …").
 */
const PASTED_LINE =
  /^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\[\d{2}:\d{2}(?::\d{2})?|\[?(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL|PANIC)\]?(?=[\s:|])|\/\/|\/\*|\*\s|<!--|(?:TODO|FIXME|XXX|HACK|NOTE)\([^)]*\)\s*:)/u;

function isPastedLine(line: string): boolean {
  return PASTED_LINE.test(line);
}

/** Does the text before a trigger leave a quotation open ("…-m \"feat: remember", “记住, 「記住)? */
function insideQuotes(before: string): boolean {
  if ((before.match(/"/g) ?? []).length % 2 === 1) return true;
  if (/(?:^|[\s=(])'[^']*$/u.test(before)) return true;
  return [['“', '”'], ['「', '」'], ['『', '』']].some(([open, close]) => before.lastIndexOf(open!) > before.lastIndexOf(close!));
}

/** A trigger written as part of code: glued to an identifier's marks before or after it (remember=false, TODO(remember), user.remember, never_expire). */
function gluedToCode(sentence: string, start: number, end: number): boolean {
  const before = sentence[start - 1] ?? '';
  const after = sentence.slice(end, end + 2);
  return /[(._/$@=<>[-]/u.test(before) || /^(?:[=(_)\]>]|\.\w)/u.test(after);
}

// Someone asking or telling someone to remember, just before the trigger ("Dana told me to", "keeps telling us to").
const TOLD_TO = /\b(?:ask|asks|asked|asking|tell|tells|told|telling|wants?|wanted|remind|reminds|reminded|reminding|said|says|needs?|needed|expects?|expected|would like|'d like)\s+(?:(?:me|us|you|claude|everyone|everybody|the team|all of us)\s+)?to$/i;

function startsClause(before: string): boolean {
  return CLAUSE_OPENERS.test(before);
}

function cleanStatement(raw: string, p: RequestPattern): string {
  let s = raw.trim();
  s = s.replace(/^(?:that|this|please)\b\s*/i, '').replace(/^[】\]>》」』)）]*\s*[：:，,]?\s*/u, '');
  s = s.replace(/[\s,;，；、]*(?:\b(?:and|also|but|so|ok)\b)?[\s,;，；、]*$/i, '');
  s = s.replace(/[\s.!。！~～]+$/u, '');
  if (p.id === 'not-again') s = s.replace(/\s+(?:ever\s+)?(?:again|any ?more)\b/i, '');
  if (p.lang === 'zh') {
    // An interjection or a pointer before the statement: 记住啊，…, 记住这个：… (what follows the colon is what to keep).
    s = s.replace(/^[啊呀哦噢嗯哈喔哟呢吧啦喇咯嘞哇噃囉]+[，,、:：!！~～\s]+/u, '').replace(/^(?:这个|这点|这一点|这条|这句话?|这些|以下几点|以下|下面这个|下面的|下面|如下|我说的|這個|這點|這一點|這條|這句話?|這些|以下幾點|下面這個|我說的)\s*[：:]\s*/u, '');
    s = s.replace(/[了哦啊吧呀啦嘛]+$/u, '');
    if (p.id === 'zh-not-again') s = s.replace(/^(?:不要再|不许再|不准再|再也不要)/, '不要').replace(/^别再/, '别');
  }
  s = s.replace(/\s*(?:,\s*)?(?:please|thanks|thank you|ok\??)$/i, '').trim();
  s = s.replace(/[\s.!。！~～]+$/u, '');
  if (p.lang === 'en') s = s.charAt(0).toUpperCase() + s.slice(1);
  return s;
}

/**
 * Not a well-formed request: lines of typed noise that happen to hold 记住 or 不要 ("记住 那个
 * qwe 不要 的 的 123 记住"): "remember" said twice, a word repeated back to back, or Chinese
 * broken into short space-separated scraps.
 */
export function wordSalad(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  for (const l of ['remember', '记住']) if (lower.split(l).length > 2) return true;
  const words = lower.split(/\s+/).filter(Boolean);
  for (let i = 1; i < words.length; i += 1) if (words[i] === words[i - 1] && /[\p{L}]/u.test(words[i]!)) return true;
  // Chinese is written without spaces: Han words set apart by spaces, twice, are scraps ("记住密码 失败 …，不要 重试").
  if ((sentence.match(/\p{Script=Han}[ \t]+(?=\p{Script=Han})/gu) ?? []).length >= 2) return true;
  const han = words.filter((w) => /\p{Script=Han}/u.test(w));
  return han.length >= 3 && words.length >= 5 && words.filter((w) => [...w].length <= 2).length / words.length > 0.6;
}

const VAGUE_WORDS = new Set(['do', 'that', 'this', 'it', 'thing', 'stuff', 'again', 'like', 'way', 'make', '这个', '那个', '这样', '那样', '这么', '那么', '做', '干', '弄', '搞', '样']);

function isVague(statement: string): boolean {
  // A Chinese rule of a verb or two and nothing it acts on (不要发, 一定要来, 务必准时) needs the conversation around it.
  const bare = simplifiedHan(statement).replace(/^(?:请|你)?(?:一定要|务必|总是要|永远不要|绝对不要|千万别|千万不要|一定不要|不要|别|要|必须)/u, '');
  if (/\p{Script=Han}/u.test(statement) && !/[A-Za-z\d]/.test(bare) && (bare.match(/\p{Script=Han}/gu) ?? []).length <= 2) return true;
  return [...keyTerms(statement)].filter((t) => !VAGUE_WORDS.has(t)).length === 0;
}

const IMPERATIVE = /^(?:always|never|don't|do not|dont|do|use|run|avoid|keep|prefer|make|add|put|write|call|check|ask|tag|ship|stop|please|try|be|let|test|commit|push|deploy|review|remember|note|only|no)\b|^(?:不要|别|要|必须|务必|一定|永远|用|使用|先|记得|只(?!有)|禁止)/i;

// Words that make a statement a rule for the agent rather than a fact about the project.
// "needs" of a subject is a fact ("the florist needs orders by 15:00"); "need to" is a rule.
const EN_RULE_WORDS = /\b(?:must|should|shall|need to|needs to|needed to|have to|has to|always|never|don'?t|do not|does not|doesn'?t|make sure|ensure|please|avoid|required?|allowed|forbidden|may not|cannot|can'?t)\b/i;
// 没 denies a fact (周日没有班车); 不 may state a practice (周五下午不发版), so it stays a rule word.
const ZH_RULE_WORDS = /(?<![主重只])要(?!是)|必须|务必|应该|应当|得先|需要|须|一律|统一|只能|只可|请|记得|禁止|避免|尽量|千万|一定|别|不|勿|莫/;
// Where a thing is, who it belongs to, what it is, and clock times (七点二十, 18:00).
const ZH_FACT_WORDS = /在|位于|放在|存放|放|归|属于|是|由|有|叫做|[零一二两三四五六七八九十\d]+(?:点|度|号|月|日|天|年|元|公斤|分钟|小时)|\d{1,2}[:：]\d{2}|每(?:天|日|周|星期|个?月|年)|周[一二三四五六日天末]|星期[一二三四五六日天]|节/;

// A thing as the subject (a determiner and a noun, not a person or the agent), its modal after it.
const THING_RULE_EN = /^(?:the|our|their|its|this|these|those|all|every|each|[\p{L}\d-]+['’]s)\s+(?!(?:user|users|agent|assistant|ai|model|claude|team|developers?|engineers?|reviewers?|staff|people|everyone|you|we)\b)(?:[\p{L}\d°'’-]+\s+){0,4}?(?:must|should|shall|has to|have to|needs to|need to|is to|are to|may not|cannot|can't|is never|are never|is always|are always|never|always)\b/iu;
// A noun phrase with 的 opening the statement, then its rule word: 冷库的门每次都要随手关上 (but 提交代码前要先跑测试 opens with a verb,
// and 写代码的时候不要用 tab is a time an action is done, 的时候, no thing).
const THING_RULE_ZH = /^(?!你|您|我|咱|大家|请|先|再)\p{Script=Han}[^，,。；;：:]{0,12}?的(?!时候|时)\p{Script=Han}[^，,。；;：:要]{0,14}?(?:要|必须|需要|得|一律|只能|不能|不可以|不得)/u;

// Cantonese function words read as their Mandarin ones, one for one (嘅 的, 喺 在, 係 是, 咗 了, 唔 不, 冇 没, 啲 些).
const CANTONESE: Record<string, string> = { 嘅: '的', 喺: '在', 係: '是', 咗: '了', 唔: '不', 冇: '没', 啲: '些' };
function mandarinReading(zh: string): string {
  return zh.replace(/[嘅喺係咗唔冇啲]/gu, (c) => CANTONESE[c] ?? c);
}
// The user as the one the agent's turn is for, in a "when" frame: 回复我的时候, 给我写…时.
const AGENT_TURN_ZH = /\p{Script=Han}我(?![们])的?(?:时候|时)/u;
// A measured value: a decimal, or a number and a unit of measure or of a stretch of time (2 度, 1.024, 800 小时, 6 个月).
const MEASURED_ZH = /\d+\.\d+|\d+\s*(?:度|℃|°|公斤|千克|克|毫升|升|毫米|厘米|公里|米|小时|分钟|个月|伏|瓦|千瓦|kg|ml|mm|cm|km|bar|psi)(?![A-Za-z])/u;
// A 的-noun phrase opening the statement, then its state, in a first clause with no rule word (温控探头偏低，…).
const THING_FIRST_ZH = /^(?![你您我咱请先再]|大家)\p{Script=Han}[^，,。；;：:]{0,12}?的(?!时候|时)\p{Script=Han}[^，,。；;：:]{1,18}(?=[，,；;]|$)/u;
function thingStateFirst(zh: string): boolean {
  const first = THING_FIRST_ZH.exec(zh.trim())?.[0];
  return first !== undefined && !ZH_RULE_WORDS.test(first);
}

/** A prohibition: the main clause says what not to do ("never ...", "don't ...", 不要 ...), not just any "without". */
export function isProhibition(statement: string): boolean {
  return /^(?:please\s+)?(?:never|don't|do not|dont|no|avoid|stop|not)\b/i.test(statement.trim()) || /^(?:请)?(?:不要|别|不许|不准|禁止|千万别|千万不要|永远不要|绝对不要|一定不要|切勿|勿|不能|不得|不可以)/.test(statement.trim());
}

/**
 * Memory type from the statement's words and its clause's shape: reference > user > an English
 * "remember to …" (an action: feedback) > a that-clause with no rule word (a fact: project) >
 * project > feedback (the default). `complement` says how an English remember-trigger handed the
 * statement over (request-clause.ts).
 */
export function typeOf(statement: string, complement: Complement = 'open'): MemoryType {
  const s = statement.toLowerCase();
  if (/\bhttps?:\/\/|\bwww\./.test(s) || /\b(?:dashboard|runbook|wiki|grafana|jira|linear|confluence|notion|sentry|datadog|slack channel|channel|board|docs? (?:are|is|live) (?:at|in)|tracked in|lives? (?:at|in))\b/.test(s) || /链接|文档在|看板|仪表盘|面板|频道|工单/.test(s)) return 'reference';
  if (/\b(?:i am|i'm|i’m|my role|i work (?:as|on)|i'm new to|i am new to|i know|i've been|my background|my team)\b/.test(s) || /我是|我的角色|我负责|我擅长|我不熟悉|我熟悉|我在.{0,6}工作/.test(s)) return 'user';
  // The user as the clause's subject, saying what the user is or does ("I look after plots 12 to 18", 我每周二晚上负责关店).
  if (isFirstPersonFact(statement) || isFirstPersonFact(simplified(statement))) return 'user';
  // "remember to …" hands over an action for the agent; "remember that …" (or "remember the key is …") a statement of fact.
  if (complement === 'to') return 'feedback';
  // A practice of the team the agent works in ("we squash-merge every PR") is guidance, not a fact of the project.
  if (complement === 'that' && !EN_RULE_WORDS.test(s) && !/\b(?:you|your)\b/.test(s) && !/^(?:we|we're|we’re|we've|let's|let’s)\b/.test(s) && !IMPERATIVE.test(s)) return 'project';
  if (/\b(?:deadline|due|release|launch|ship(?:s|ping)? (?:on|by)|freeze|milestone|sprint|quarter|q[1-4]|the project|the client|customer|stakeholder|by (?:monday|tuesday|wednesday|thursday|friday|the end of))\b/.test(s) || /\d{4}-\d{2}-\d{2}/.test(s) || /截止|发布|上线|冻结|里程碑|迭代|项目|客户|交付/.test(s)) return 'project';
  // A statement of fact ("the staging database is reset every Sunday") is about the project;
  // a rule for the agent starts with what to do ("always ...", "use ...", 不要 ...).
  if (!IMPERATIVE.test(s) && /\b(?:is|are|was|were|has|have|gets?|resets?|runs?|lives?|belongs?|owns?|happens?|starts?|ends?)\b/.test(s)) return 'project';
  // "The plotter in room 4 only takes A1 rolls": a thing said of a named subject, with no must or should in it.
  if (!IMPERATIVE.test(s) && /^(?:the|our|their|its|all|every|each|this|these|those|[\p{L}\d-]+'s)\s/u.test(s) && !EN_RULE_WORDS.test(s)) return 'project';
  // A rule said of a thing of the project as its subject ("the annealer must stay at 482 °C", 温泉旅馆的锅炉每周一早上要排水):
  // how the project runs, not guidance for the agent's own work (which is said to it: "you must …", "always …", 提交代码前要…).
  if (!IMPERATIVE.test(s) && THING_RULE_EN.test(s)) return 'project';
  const zh = mandarinReading(simplified(statement));
  if (/\p{Script=Han}/u.test(zh) && !IMPERATIVE.test(zh)) {
    // 以后回复我的时候…: the user as the one the agent answers or writes to, in a "when" frame: how the agent works.
    if (AGENT_TURN_ZH.test(zh)) return 'feedback';
    // 打包机的液压油每 800 小时换一次, 酒庄 3 号发酵罐的温控探头偏低，读数要加 2 度, 水母缸…盐度抓 1.024: a thing's state
    // told in the first clause, or a measured value, is a fact of the project, whatever rule follows it.
    if (!/[你您]/u.test(zh) && !namesAgentsWork(zh) && (thingStateFirst(zh) || MEASURED_ZH.test(zh))) return 'project';
  }
  // 给我写的档案说明都要…: a noun phrase naming the agent's own work is no thing of the project; the rule is for the agent.
  if (/\p{Script=Han}/u.test(zh) && !IMPERATIVE.test(zh) && THING_RULE_ZH.test(zh) && !namesAgentsWork(zh)) return 'project';
  // 温室的备用发电机在二号仓库, 校车每天七点二十出发: where a thing is or when it happens, said with no 要 / 必须 / 不.
  if (/\p{Script=Han}/u.test(zh) && !IMPERATIVE.test(zh) && !ZH_RULE_WORDS.test(zh) && ZH_FACT_WORDS.test(zh)) return 'project';
  return 'feedback';
}

export interface ClosestFact {
  index: number;
  fact: string;
  similarity: number;
}

/** The existing fact closest to a statement (key-term Jaccard), ignoring ones that say the opposite or name other specifics. */
export function closestFact(statement: string, existingFacts: readonly string[]): ClosestFact | null {
  // Read as a comparison reads words: abbreviations as their words (QA DB / QA database), Traditional as Simplified.
  const said = wordingOf(simplified(statement));
  const terms = keyTerms(said);
  const negated = isNegated(statement);
  let best: ClosestFact | null = null;
  existingFacts.forEach((fact, index) => {
    const other = wordingOf(simplified(fact));
    const similarity = jaccard(terms, keyTerms(other));
    if (best && similarity <= best.similarity) return;
    if (isNegated(fact) !== negated || specificsDiffer(said, other)) return;
    best = { index, fact, similarity };
  });
  return best;
}

/** True when an existing fact already says the same thing (key-term Jaccard >= threshold, same polarity and specifics). */
export function isAlreadyRemembered(statement: string, existingFacts: readonly string[], threshold = 0.6): boolean {
  const best = closestFact(statement, existingFacts);
  if (best !== null && best.similarity >= threshold && !saysMoreThan(statement, best.fact)) return true;
  return existingFacts.some((fact) => coveredBy(statement, fact));
}

/**
 * A short statement said again inside a longer fact ("电窑最高只能烧到 1230 度" in "陶艺室的电窑最高只烧到 1230 度，
 * 超过会烧坏硅碳棒"): four in five of its key terms (three at least) are the fact's, every number and Latin word of it is
 * in the fact, and both say it the same way (neither denies what the other affirms).
 */
function coveredBy(statement: string, fact: string): boolean {
  const said = keyTerms(wordingOf(simplified(digitsSpelled(statement))));
  if (said.size < 3) return false;
  const known = keyTerms(wordingOf(simplified(digitsSpelled(fact))));
  const shared = [...said].filter((t) => known.has(t)).length;
  // An English statement is covered only when the fact holds every one of its words ("the supplier inspects the
  // wall B auto-belays every 6 months" in "The auto-belays on wall B are inspected by the supplier every six months"):
  // one word of its own may be what it changes. A Chinese one is cut into words by a segmenter, which cuts two
  // wordings of one thing apart: four in five.
  if (shared / said.size < (inChinese(statement) ? 0.8 : 1)) return false;
  // Polarity is read on the fact's clause that shares the most with the statement (…固定在 28 度，不要随便调: the first).
  let clause = fact;
  let most = -1;
  for (const c of simplified(fact).split(/[，,；;。.!?！？]/u)) {
    const terms = keyTerms(wordingOf(c));
    const n = [...said].filter((t) => terms.has(t)).length;
    if (n > most) [clause, most] = [c, n];
  }
  if (isNegated(statement) !== isNegated(clause)) return false;
  // Every number and Latin word of a Chinese statement is in the fact; of an English one, every specific (a number,
  // a name, an identifier: GB3HC, 77.0), its other words told by the key terms above.
  const lower = simplified(digitsSpelled(fact)).toLowerCase();
  const own = inChinese(statement) ? (simplified(statement).toLowerCase().match(/[a-z0-9][a-z0-9.-]*/g) ?? []) : [...specificsOf(digitsSpelled(statement))];
  return own.every((w) => lower.includes(w.replace(/[.-]+$/, '')));
}

const SPELLED: Readonly<Record<string, string>> = wordTable({ two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12', twenty: '20', thirty: '30' });

/** English numbers spelled out as digits ("every six months" / "every 6 months"), to compare two wordings. */
function digitsSpelled(text: string): string {
  return text.replace(/\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty)\b/giu, (w) => SPELLED[w.toLowerCase()] ?? w);
}

/**
 * The statement says what the fact says and a clause of its own besides: every key term of the
 * fact and three more at least, a third of its own ("第三关是一个密码锁" is known, "第三关的密码锁每周一要换密码" is not).
 */
function saysMoreThan(statement: string, fact: string): boolean {
  const said = keyTerms(wordingOf(simplified(statement)));
  const known = keyTerms(wordingOf(simplified(fact)));
  const extra = [...said].filter((t) => !known.has(t)).length;
  return [...known].every((t) => said.has(t)) && extra >= 3 && extra / said.size >= 1 / 3;
}
