import { spelledOut } from './chat-spellings.js';
import { PEOPLE_EN, READERS_EN, TALK_EN, TALK_ZH } from './note-talk.js';
import { simplified } from './simplified.js';

/**
 * Whether a piece of a hook is the writer talking about the note rather than about the world,
 * read by the kind of word each piece is, not by whole phrases: a fact names something (a content
 * word, a number, a name, code) or states a rule (never, only, 要, 不); an aside is made only of
 * interjections and laughter ("ugh", "blah blah", 哈哈哈, XD), emoji and repeated punctuation,
 * words about keeping the note itself (tidy, later, file, mess, 以后, 整理, 再补) and the small
 * words that hold those together (the, this, me, 吧, 了). "ugh see file", "sorry for the mess 🙈",
 * "future me, tidy this pls", 其他的以后再整理 哈哈哈 and 有空再整理吧～ are asides; "see the vet
 * nurse before 10:00", "later arrivals sleep in the quarantine block" and 合同原件见法务的文件柜
 * are not.
 */

/** Interjections, laughter, apologies and emoticons written in Latin letters. */
const INTERJECTION_EN = /^(?:u+g+h+|a+r+g+h+|g+a+h+|m+e+h+|b+l+a+h+|b+l+e+h+|h+m+|u+m+|u+h+|e+r+m*|e+h+|o+h+|a+h+|o+o+f+|o+o+p+s+|w+h+o+p+s+|w+e+l+p+|s+i+g+h+|p+h+e+w+|y+a+y+|w+o+w+|y+i+k+e+s+|p+f+t+|b+a+h+|l+o+l+[sz]*|l+m+f?a+o+|r+o+f+l+|(?:h+[ae]+){2,}h*|h+e+h+|x+d+|orz|otl|qaq|t_t|idk|tbh|imo|imho|iirc|afaik|fyi|btw|jk|omg|ffs|smh|ok(?:ay)?|k+|kk|yeah|yep|yup|nope|nah|meh|whatever|anyway(?:s)?|sorry|apologies|oh well|yada|halp|help|eek|argh|oy|oi|jeez|geez|gosh|darn|dang|welp|bleh|ick|yikes|cheers|thanks|thank|thx|ty|tysm|bye|ciao|xoxo|dunno|hmph|h{3,}|e+m{2,}|x{2,}|asdf+|qwerty|cc)$/i;

/** Words about keeping the note itself: promising, tidying, pointing at it, apologising for it. */
const NOTE_WORDS_EN = new Set(
  (
    'todo to-do fixme tbd tbc wip xxx hack later soon someday sometime eventually properly asap again maybe ' +
    'tidy tidied tidying tidy-up clean cleaned cleanup clean-up sort sorted fix fixed finish finished update updated ' +
    'expand expanded rewrite rewritten reword reworded polish polished revisit redo flesh trim shorten fill ' +
    'see read check look mess messy draft rough wording formatting format file note notes entry page section hook ' +
    'line list doc docs rest details detail info stuff bits bit everything else more brain dump future ' +
    'unsure think guess believe needs need work love tlc pending stale outdated obsolete half incomplete unfinished add adding write writing ' +
    'finishing fixing cleaning sorting updating rewriting expanding splitting split verify double-check recheck confirm ' +
    'idea clue usual drill gist rambling ramble rant ranting waffle good enough fine all now old might maybe perhaps probably possibly copied copy-pasted pasted typo typos quick quickly hurry rushed scribbled jotted written'
  ).split(' '),
);

/** Words that only hold other words together. */
const FUNCTION_EN = new Set(
  (
    'a an the this that these those it its i me my myself we us our you your for of to in on at up out ' +
    'with by and or but so then some any be is are was were been get gets got will would should can could ' +
    'do does did just still yet too very super really extremely totally truly quite bit kinda sorta pls plz please here there below above inside from on off my'
  ).split(' '),
);

/**
 * Chinese pieces of an aside, longest first within each length: about later (以后, 回头, 有空),
 * editing the note (整理, 补充, 再补, 再说), the note itself (文件, 其他的, 这些), a mood (懒得,
 * 太乱), particles and laughter (吧, 啦, 哈, 嗯).
 */
const NOTE_WORDS_ZH = (
  '以后 之后 回头 有空 有时间 改天 晚点 晚些 稍后 下次 后面 后续 待会 等会 哪天 将来 慢慢 过两天 ' +
  '整理 补充 完善 修改 更新 细化 处理 收拾 梳理 排版 润色 重写 补上 补全 写完 没写完 未完 待续 待定 待补 草稿 ' +
  '再说 算了 反正 总之 等等 之类 什么的 云云 暂时 暂且 先这样 就这样 就这些 这么多 ' +
  '其他 其余 其它 剩下 剩余 这些 那些 这个 那个 这样 那样 这里 内容 细节 具体 详情 详细 东西 部分 文件 文档 档案 笔记 备注 这条 本条 上面 下面 原文 ' +
  '懒得 不想 太乱 好乱 很乱 有点乱 乱七八糟 凑合 将就 一下 一些 一点 自己 有待 确认 核实 核对 目前 现在 大概 差不多 别管 不管 聊 很 烂 ' +
  '有问题 不太清楚 不清楚 不确定 不一定对 不知道 再想想 想想 到这里 到这 随便 写写 勿看 '+
  '好像 似乎 还有 别的 但是 但 不过 而且 记不清 记不得 不记得 想不起来 想不起 忘了 忘记了 以上 复制 转发 群里 可能不全 不全 不准 仅供参考 错字 见谅 是 从 里 ' +
  // What was said before and how often, a shrug at the details, a request to bear with it, a question not to ask.
  '之前 以前 说过 讲过 提过 好几次 几次 多次 又 应该 只是 怕 忘记 群组 群 变 来 不用 不必 无需 忍一忍 忍忍 担待 体谅 为什么 为啥 点解 看着办 凑合用 仅供内部 ' +
  '就是 待 再 先 就 还 也 都 才 补 改 写 说 讲 弄 搞 加 填 理 看 见 完 乱 懒 记 ' +
  '我 的 地 得 了 吧 啦 呢 啊 呀 哦 噢 喔 嗯 哈 嘿 呵 嘻 哎 唉 诶 欸 额 呃 哇 耶 咯 嘛 呗 哟 呜 嘤 么'
).split(' ');
// With the pieces of talk about the note (note-talk.ts): its readers, its writer, verbs of talk, emphasis, hedges.
const ZH_BY_LENGTH = [...new Set([...NOTE_WORDS_ZH, ...TALK_ZH])].sort((a, b) => b.length - a.length);

/** Can this run of Han characters be read wholly as pieces of an aside? */
function hanIsAside(run: string): boolean {
  // Reachable[i]: the first i characters split into aside pieces.
  const chars = [...run];
  const reachable = new Array<boolean>(chars.length + 1).fill(false);
  reachable[0] = true;
  for (let i = 0; i < chars.length; i += 1) {
    if (!reachable[i]) continue;
    const rest = chars.slice(i).join('');
    for (const w of ZH_BY_LENGTH) if (rest.startsWith(w)) reachable[i + [...w].length] = true;
  }
  return reachable[chars.length]!;
}

/** What kind of word this is: a word of an aside, a small word, or content (a fact's word). */
function kindOfLatin(word: string): 'aside' | 'small' | 'content' {
  // A contraction is read as its first word ("that's", "I'll"); a "n't" keeps its word, a polarity is content.
  const w = word.toLowerCase().replace(/^['’]+|['’]+$/g, '').replace(/['’](?:s|ll|re|ve|d|m)$/, '');
  if (w === '') return 'small';
  if (/^v\d+$/.test(w)) return 'aside'; // a version of the note: "draft v2"
  if (/^\d+$/.test(w)) return /^(?:233+|666+)$/.test(w) ? 'aside' : 'content';
  if (INTERJECTION_EN.test(w) || NOTE_WORDS_EN.has(w) || TALK_EN.has(w) || READERS_EN.has(w)) return 'aside';
  if (FUNCTION_EN.has(w) || PEOPLE_EN.has(w)) return 'small';
  return 'content';
}

// Words that make a piece a rule, whatever else is in it.
const RULE_WORD = /^(?:never|no|not|only|always|must|mustn't|don't|doesn't|didn't|isn't|aren't|won't|can't|cannot|shouldn't|every|each|nobody|nothing|none)$/i;

/**
 * Is this piece of a hook (a clause or a comma part of one) an aside of the writer's? Either
 * every word in it is a word of an aside or a small word (at least one of the former), or, given
 * the rest of what the memory says (`subject`: its other clauses, title and file), words of an
 * aside outnumber its content words and none of these is the memory's own, with no number, name,
 * code or rule word in it ("copied from the old wiki", "written on my phone, sorry for typos").
 * A piece of small words alone ("for the") is left to the other rules.
 */
export function isWriterAside(piece: string, subject?: string): boolean {
  // "out of date" and "up to date" speak of the note's state, not of a day; "no idea", "not sure" of the writer's doubt, not a rule.
  const text = simplified(piece.trim())
    .replace(/\b(?:out of|up to) date\b/giu, 'outdated')
    .replace(/\b(?:no idea|no clue|not (?:100\s?%|entirely|totally|completely|quite)(?:\s+sure)?|not (?:100\s?%\s)?sure|not certain)(?![\p{L}\p{N}])/giu, 'unsure')
    // "you lot", "all of you", "this one": the readers and the note, not a thing named.
    .replace(/\b(?:you lot|all of you|you all)\b/giu, 'you')
    .replace(/\b(?:this|that) one\b/giu, 'this');
  if (text === '' || /`/.test(text)) return false;
  let aside = 0;
  let strong = false;
  const content: string[] = [];
  // Han runs, Latin words (with ' and -), numbers, emoticons like :) ^^ T_T; the rest is punctuation, emoji, space.
  for (const m of text.matchAll(/\p{Script=Han}+|[\p{L}\p{N}][\p{L}\p{N}'’_-]*|[:;]-?[()DPp]|\^\^|\^_\^/gu)) {
    const tok = m[0];
    if (/^[:;]|\^/.test(tok)) {
      aside += 1;
      continue;
    }
    if (/\p{Script=Han}/u.test(tok)) {
      if (!hanIsAside(tok)) return false;
      aside += 1;
      continue;
    }
    // A letter run glued to another script's letters (e.g. 3楼) is read apart from them by the regex already.
    // Someone addressed (@jo, @小王): the writer speaking to a person, not about the world.
    if (text[(m.index ?? 0) - 1] === '@') {
      aside += 1;
      continue;
    }
    const kind = kindOfLatin(tok);
    if (kind === 'aside') aside += 1;
    if (kind !== 'content') continue;
    // A number, a name inside the piece (Bea, PBW) or a rule word: the piece says something.
    if (/\p{N}/u.test(tok) || RULE_WORD.test(tok) || ((m.index ?? 0) > 0 && /^\p{Lu}/u.test(tok))) strong = true;
    content.push(tok.toLowerCase());
  }
  if (content.length === 0) return aside > 0 || !/[\p{L}\p{N}]/u.test(text);
  if (subject === undefined || strong || aside <= content.length) return false;
  const said = new Set((simplified(subject).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
  return content.every((w) => !said.has(stem(w)));
}

/** A word without a plural or past ending, to find it in other forms (wikis / wiki, typed / type). */
function stem(word: string): string {
  return word.replace(/(?:ies|es|s|ed|ing)$/, '') || word;
}

/**
 * Chatter: a piece of a hook that speaks about the note, the writer or the reader rather than
 * about the subject, read by what the piece holds, not by its phrase. Two sides are weighed.
 *
 * A fact holds a value (hard evidence): a number in digits, a clock time, a Chinese numeral with
 * its measure word (三成, 十二點, 五代). A count of how often the writer has said it is no value
 * ("told you a hundred times", 重要的事情说三遍, 我都说了八百遍了, 講咗好多次), nor a digit of
 * chat-speak (chat spellings are read as their words first: "plz chk b4 u open" as "please check
 * before you open"). A rule word (a deontic modal or a quantifier: must, never, only, every,
 * 必须, 不能, 只能, 每, 一律) is evidence too, outweighed only where three marks of talk, one of
 * them strong, stand beside it (老實說每次都有人忘記真的很傻眼欸). Softer evidence: a content word
 * the memory says elsewhere (its title, body, other clauses).
 *
 * An aside is marked by the closed classes of talk about talk: laughter and joking (lol, XD,
 * 哈哈, （笑）, 开玩笑), a greeting, thanks, an apology or a sign-off (cheers, sorry, ttyl, 辛苦,
 * 加油, 见谅), a feeling of the writer's (hate, love, obsessed, tired, 累, 攰, 认真, 呜呜), the
 * writer's stance wherever it stands (honestly, trust me, frankly, 老实说, 其实, 真的), an
 * interjection (aiyo, omg, 哎呀), hyperbole (a superlative with "ever"), a word said twice for
 * emphasis (VERY VERY, 一定一定, 千万千万), a count of saying, writing about the note (typed,
 * reword, wall of text, 写得, 打错, 以上, 想到再说), and, weaker, the speaker or the reader (I, my,
 * you, guys, folks, 我, 你们, 大家, 各位), a degree word (very, super, really, 很, 非常), a pointer
 * to the note itself (this, that's, 这), an emoji, repeated marks or a chat particle (啦, 喔;
 * Cantonese 㗎, 喇, 啫; Singlish lah, leh, lor, kena, a closing "one").
 *
 * A piece with a value is never chatter. Without one, laughter or crying makes it chatter when
 * it says nothing of the memory's own, so do two marks, and so does one strong mark in a short
 * piece with nothing of the memory's own in it. Anything else is kept: a fact left in the topic
 * file loses nothing.
 */
export function isChatter(piece: string, topic?: string): boolean {
  const read = spelledOut(simplified(piece.trim()));
  if (!/[\p{L}\p{N}]/u.test(read) || /`/.test(read)) return false;
  // How often it was said is a mark of talk, and its count no value.
  const repeated = SAID_AGAIN.test(read);
  const text = read.replace(SAID_AGAIN, ' ');
  // Laughter opening a piece that says nothing of the memory's own and no rule ("lol the printer on 3 still eats A4
  // anyway", 哈哈 三楼的打印机又卡纸了): a joke about something else, its numbers that thing's.
  if (hasValue(text)) return topic !== undefined && OPENING_JOKE.test(text) && !hasRule(text) && !sharesTopic(text, topic);
  const rule = hasRule(text);
  // Laughter or crying decides a piece that says nothing of the memory's own; beside its words it is one mark more.
  const emote = JOKE.test(text) || CRY.test(text);
  if (emote && !rule && !sharesTopic(text, topic)) return true;
  let marks = emote || repeated ? 1 : 0;
  let strong = emote || repeated;
  if (emote && repeated) marks += 1;
  for (const [re, isStrong] of ASIDE_MARKS) {
    if (!re.test(text)) continue;
    marks += 1;
    strong ||= isStrong;
  }
  if (rule) return marks >= 3 && strong;
  if (marks >= 2) return true;
  // One mark decides a short piece only ("thanks for reading", 其他的想到再说): in a longer one it may be a word of the fact ("say sorry first and offer a voucher").
  const short = (text.match(/[A-Za-z][\w'-]*/g) ?? []).length <= 4 && (text.match(/\p{Script=Han}/gu) ?? []).length <= 8;
  return marks === 1 && strong && short && !sharesTopic(text, topic);
}

/**
 * A count of how often the writer has said it: a verb of saying with a count ("said it a hundred
 * times", "for the hundredth time", 说三遍, 说了八百遍, 讲过好几次, 講咗好多次, 强调了N次).
 */
const SAID_AGAIN =
  /\b(?:said|told|say|tell|telling|saying|mentioned|repeated|reminded|explained)(?:\s+(?:it|this|that|you|you all|everyone|y'?all))*\s+(?:(?:a|one|like a)\s+)?(?:\d+|hundred|thousand|million|zillion|many|so many|too many|countless|multiple|several)(?:\s+(?:hundred|thousand|million))?\s+times\b|\bfor the (?:\d+(?:st|nd|rd|th)|hundredth|thousandth|millionth|nth|umpteenth) time\b|(?:说|讲|提|强调|重复|念|叮嘱|交代|唠叨)(?:了|咗|过)?(?:[零一二两三四五六七八九十百千万几好多无数]+|\d+)(?:遍|次|回)/iu;

// A value: digits, a Chinese numeral with a measure word or unit. A rule word: a deontic modal or a quantifier.
const VALUE_ZH = /[零一二两三四五六七八九十百千万半几][零一二两三四五六七八九十百千万半]*(?:点|度|分钟|分|秒|元|块|角|公斤|斤|克|公里|米|厘米|个|次|天|周|星期|月|年|小时|钟头|号|层|张|本|条|位|名|人|台|件|批|瓶|箱|筐|倍|成|岁|代|遍|轮|趟|排|格|页|份)/u;
const RULE_EN = /\b(?:must|mustn't|never|always|only|should|shouldn't|need(?:s)? to|have to|has to|required|requires|mandatory|don't|do not|cannot|can't|not allowed|every|each|per|max|min|minimum|maximum|at least|at most|no\s+(?!idea\b|clue\b|worries\b|problem\b|offense\b|offence\b)[a-z]+)\b/iu;
const RULE_ZH = /必须|不能|不可|不得|不准|不要|禁止|只能|只有|一律|(?<!不)一定|务必|应该|应当|需要|每|别(?![人的处])|(?<![重主想])要[^命紧是]/u;

function hasValue(text: string): boolean {
  return /\p{N}/u.test(text) || VALUE_ZH.test(text);
}

function hasRule(text: string): boolean {
  return RULE_EN.test(text) || RULE_ZH.test(text);
}

/** A bracketed joke mark ("（開玩笑的）", "(lol)") says the words before it are a joke, unless they hold a value or a rule. */
export function jokedAbout(clause: string, bracket: string): boolean {
  const b = simplified(bracket);
  return JOKE.test(b) && !hasValue(simplified(clause)) && !hasRule(simplified(clause));
}

// Laughter and joking: decisive on a piece with no value and no rule.
const JOKE = /\b(?:lol+|lmf?ao+|rofl|(?:ha){2,}h?|(?:he){2,}h?|xd+|jk|just kidding|kidding|joking)\b|[😂🤣😆😜😝😹]|哈哈|嘿嘿|呵呵|嘻嘻|[（(]笑[)）]|开玩笑|笑死/iu;

// Laughter as the first word of a piece: what follows is said as a joke.
const OPENING_JOKE = /^\s*(?:(?:lol+|lmf?ao+|rofl|(?:ha){2,}h?|(?:he){2,}h?|xd+)\b|哈{2,}|嘿{2,}|呵{2,}|嘻{2,}|笑死)/iu;

// Crying and sighing, as decisive as laughter: the writer's feeling, not the subject's.
const CRY = /(?<![\w-])(?:sigh+|ugh+|argh+|t_t|qaq|qwq|555+)(?![\w-])|[😭😢😩😫😞]|呜呜|唉/iu;

// The marks of an aside, each counted once: [pattern, strong].
const ASIDE_MARKS: ReadonlyArray<readonly [RegExp, boolean]> = [
  // A greeting, thanks, an apology, a sign-off.
  [/(?<![\w-])(?:sorry|apologies|apologi[sz]e|forgive|thanks|thank you|thx|ty|tysm|cheers|ttyl|bye|cya|good luck|take care|xoxo|hope this helps|that'?s (?:all|it|about it)|that is all|the end|catch you later|see you|see ya|later all|good ?night|night all|peace out|bye-bye|hi all|hello all|hey all)(?![\w-])|晚安|再见|拜拜|谢谢|感谢|多谢|谢过|唔该|感恩|辛苦|抱歉|不好意思|见谅|加油|拜托|^(?:就这样|就这些|先这样|就酱|就醬)/iu, true],
  // A feeling or judgement of the writer's (攰 is Cantonese 累, 傻眼 Taiwan's dumbfounded).
  [/(?<![\w-])(?:hate|hated|love|loved|enjoys?|enjoyed|favou?rite|obsessed|tired|exhausted|bored|boring|annoying|sucks|hope|hoping|wish|promise|my two cents)(?![\w-])|累(?![计积])|攰|烦|讨厌|喜欢|认真|开心|懂的|好久|无聊|呜呜|[么幺]{2}哒|崩溃|傻眼|无奈/iu, true],
  // The writer's stance, a discourse opener, wherever it stands ("and honestly it's …", 其實都幾煩).
  [/(?<![\w-])(?:honestly|tbh|frankly|seriously|literally|ngl|not gonna lie|to be honest|trust me|believe me|fwiw|imo|imho|btw)(?![\w-])|^(?:anyway|anyways|so yeah|yeah|well)\b|老实说|说实话|说真的|讲真|其实|真系|真的/iu, true],
  // An interjection of the writer's (aiyo, omg, 哎呀).
  [/(?<![\w-])(?:aiyo+h?|aiya+h?|alamak|walao|wah+|omg|oh my god|oh man|jeez|geez|yikes|phew)(?![\w-])|哎呀|哎哟|天啊|天哪|我的天|妈呀/iu, true],
  // Hyperbole: a superlative with "ever" ("the loudest thing you'll ever hear").
  [/\b(?:\w+est|best|worst|most|least)\b.*\bever\b|\b(?:of all time|in my life|in the world)\b/iu, true],
  // A word said twice for emphasis ("VERY VERY", 一定一定, 千万千万), not a small word ("that that").
  [/(?<![\p{L}])(\p{L}{3,})\s+\1(?![\p{L}])|(\p{Script=Han}{2,})\2/iu, true],
  // Writing about the note.
  [/(?<![\w-])(?:typed|typing|wrote|written up|writing (?:this|these|it)|reword|rephrase|wall of text|too long|note to self|brain dump|got long|so long)(?![\w-])|写得|打字|打错|字打|整理的|以上|(?:想到|有空|回头|之后|以后|改天|明天|下次|晚点)[^，。；]{0,4}?(?:再|继续)?(?:说|补|整理|写|改|加)/iu, true],
  // The speaker.
  [/(?<![\w'-])(?:i|i'm|im|i've|ive|i'll|i'd|me|my|myself)(?![\w'-])|我(?!们)/iu, false],
  // The reader addressed.
  [/(?<![\w'-])(?:guys|folks|y'?all|you all|everyone|you|you've|you'll|you're|you'd|your)(?![\w'-])|大家|各位|你们|亲们|你/iu, false],
  // A degree word.
  [/(?<![\w-])(?:very|super|really|totally|extremely|damn|bloody|so much|so{3,})(?![\w-])|非常|超级|十分|很/iu, false],
  // The note itself, pointed at.
  [/(?<![\w-])(?:this|that|these|that's|thats)(?=\s+(?:is|was|are|were|'s|got|gets|makes|one|entry|hook|note|list|bit|part|stuff|section|thing|text|page|up|about)\b|\s*[,.!?]*$)|这/iu, false],
  // An emoji, repeated marks, a chat particle (Mandarin, Cantonese, Singlish).
  [/[\p{Extended_Pictographic}]|[!?！？]{2,}|[啦喔噢呀嘛呢哦吧哈咯耶嘿呗欸㗎喇啫囉噃喎～~]+[\s!！。.]*$|(?<![\w-])(?:lah|leh|lor|meh|sia|liao|kena)(?![\w-])|\bone[\s!.]*$/u, false],
];

/**
 * A whole clause of chatter: chatter read as one, and each of its comma parts marked as an aside
 * or too short to hold a fact of its own ("以上是我自己整理的，不一定齐全", "cheers, Mira"); a clause
 * with one unmarked part of words ("customers get a humidity card, sorry") is not.
 */
export function isChatterClause(clause: string, topic?: string): boolean {
  if (!isChatter(clause, topic)) return false;
  return clause.split(/[,，、]\s*|\s+[/+]\s+|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/u).every((part) => {
    const p = simplified(part.trim());
    if (!/[\p{L}\p{N}]/u.test(p) || JOKE.test(p) || ASIDE_MARKS.some(([re]) => re.test(p))) return true;
    const han = (p.match(/\p{Script=Han}/gu) ?? []).length;
    const words = (p.match(/[A-Za-z][\w'-]*/g) ?? []).length;
    return han <= 5 && words <= 2;
  });
}

/** Does the piece say a content word the memory says elsewhere (English words, Chinese pairs of characters)? */
function sharesTopic(text: string, topic?: string): boolean {
  if (topic === undefined) return false;
  const t = simplified(topic).toLowerCase();
  const words = (text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []).filter((w) => !FUNCTION_EN.has(w) && !NOTE_WORDS_EN.has(w));
  const theirs = new Set((t.match(/[a-z][a-z'-]{2,}/g) ?? []).map(stem));
  if (words.some((w) => theirs.has(stem(w)))) return true;
  for (const run of text.match(/\p{Script=Han}{2,}/gu) ?? []) {
    for (let i = 0; i + 2 <= run.length; i += 1) if (t.includes(run.slice(i, i + 2))) return true;
  }
  return false;
}
