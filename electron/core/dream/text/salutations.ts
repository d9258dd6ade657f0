import { simplified } from './simplified.js';
import { DECORATION, clean, composedOf, holdsValue } from './talk-pieces.js';

/**
 * How a message opens, read by shape (edge-talk.ts cuts it at a hook's start): a salutation ("Hi
 * team", "Dear colleagues", "hey all 👋", 各位好), a lead-in about the message itself ("quick one
 * from dispatch", "further to my previous email", "I want to inform you that", 跟大家同步一下,
 * 同大家講聲), discourse markers ("ok so like I was saying on the net"), a notice's tag or framed
 * label (【工作室公告】, "=== NB ===").
 */

const GREETING_EN = /^(?:hey|hi|hello|hiya|howdy|yo|heya|dear|greetings|morning|evening|afternoon|hallo|moin|servus|salut|ahoy|aloha)$/i;
/** Who a salutation addresses: the readers as a group (a person by name is read apart, by its capital). */
const ADDRESSEES = new Set("all team everyone everybody folks guys gals people peeps crew gang friends colleagues together there y'all yall you lads ladies gents gentlemen mates squad 大家 各位 诸位 同仁 伙伴 伙伴们".split(' '));

/** A word naming whom the message is for: a reader of the group, or a capitalised name ("Priya", "@jo", "Mr"). */
function isAddressee(word: string): boolean {
  return ADDRESSEES.has(word.toLowerCase()) || /^@?\p{Lu}[\p{L}'.-]*$/u.test(word) || /^@[\w.-]+$/u.test(word) || /^(?:the|my|dear)$/i.test(word);
}

/** A salutation: a greeting and at most three addressees ("Hi team", "Dear colleagues", "hey all", "morning folks", "Good morning all"). */
function isSalutation(text: string): boolean {
  const words = text.replace(/^good\s+(?=morning|afternoon|evening|day)/i, '').split(/\s+/);
  const [first, ...rest] = words;
  return first !== undefined && (GREETING_EN.test(first) || /^day$/i.test(first) && text.toLowerCase().startsWith('good')) && rest.length <= 3 && rest.every(isAddressee);
}

/** Nouns a message calls itself by. */
const MESSAGE_NOUN = String.raw`(?:info|information|note|reminder|update|heads[- ]?up|notice|announcement|word|psa|fyi|memo|message|remark|brief)`;
const LEAD_ADJECTIVE = String.raw`(?:quick|short|small|little|brief|friendly|gentle|important|urgent|general|official|final|last|tiny)`;
/** The readers a lead-in is for, as a group ("to all staff", "for everyone"); "for the night shift" names whom a rule is for. */
const LEAD_READERS = String.raw`(?:all|everyone|everybody|all\s+staff|(?:all\s+)?(?:the\s+)?(?:staff|team|colleagues|members|volunteers|crew))`;
/**
 * A lead-in naming the message and where it comes from or whom it is for: "quick one from dispatch",
 * "short info from my side", "reminder from the front desk", "Quick heads-up everyone", "NOTICE TO
 * ALL STAFF", "just a friendly reminder".
 */
const MESSAGE_LEAD = new RegExp(
  String.raw`^(?:just\s+)?(?:an?\s+)?(?:(?:${LEAD_ADJECTIVE}\s+)*${MESSAGE_NOUN}|(?:${LEAD_ADJECTIVE}\s+)+one)(?:\s+(?:from|by)\s+(?:my\s+side|me|us|our\s+side|(?:the\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}))?(?:\s+(?:to|for)\s+${LEAD_READERS})?$`,
  'iu',
);

/** A lead-in, with the readers it is for after it ("Quick heads-up everyone"). */
function isMessageLead(text: string): boolean {
  const words = text.split(/\s+/);
  for (let k = words.length; k >= Math.max(1, words.length - 2); k -= 1) {
    if (MESSAGE_LEAD.test(words.slice(0, k).join(' ')) && words.slice(k).every((w) => ADDRESSEES.has(w.toLowerCase()))) return true;
  }
  return false;
}
/** A reference to an earlier message: "further to my previous email", "following up on our call", "re: last week's mail". */
const REFERRAL = /^(?:further to|following(?:\s+up\s+on)?|re:?|regarding|as per|per|with reference to|in reference to)\s+(?:my|our|your|the|last\s+week'?s|yesterday'?s)\s+(?:(?:previous|last|earlier|recent|other)\s+)?(?:email|e-mail|mail|message|note|post|memo|call|meeting|chat|thread|letter)$/iu;
/** The writer announcing what follows: "I want to inform you that", "please be advised that", "this is to let you know that". */
const PERFORMATIVE = String.raw`(?:(?:and\s+)?(?:i|we)\s+(?:(?:just\s+)?(?:want(?:ed)?|would\s+like|'d\s+like|wish)\s+to\s+)?|(?:this\s+is\s+)?(?:just\s+)?to\s+|please\s+(?:be\s+)?)(?:inform|informed|advised|advise|tell|remind|let\s+(?:you|everyone|all)\s+know|notify|point\s+out|mention)(?:\s+(?:you|you\s+all|everyone|all|everybody))?\s+that|(?:please|kindly|pls)\s+(?:be\s+)?(?:note|aware|advised|informed)\s+that`;
/**
 * A comment on an earlier saying: "as agreed in the meeting", "like I was saying on the net", "like
 * we have discussed many time in the meeting", "as discussed already in the team round".
 */
const AS_SAID = String.raw`(?:as|like)\s+(?:(?:i|we|you|they|was|were|have|has|had|already|previously|just|earlier|all)\s+)*(?:discussed|agreed|mentioned|said|saying|told\s+you|explained|decided|announced|noted|know)(?:\s+(?:already|before|earlier|previously|many\s+times?|again|last\s+\w+))*(?:\s+(?:in|on|at|over|during)\s+(?:the|our|this|that|today'?s|last)\s+(?:[\p{L}-]+\s+)?(?:meeting|net|radio|call|chat|group|round|huddle|stand-?up|briefing|email|thread|session))?(?:\s+(?:already|before|earlier|again))*`;
const AS_SAID_WHOLE = new RegExp(`^${AS_SAID}$`, 'iu');
/** Discourse markers opening a message ("ok so", "right so", "so,", "lol ok so", "for the record"). */
const MARKER = String.raw`(?:ok(?:ay)?|so|right|well|alright|anyway|now|um+|uh+|erm|lol|haha+|ah|oh|yeah|for\s+the\s+record|to\s+be\s+honest|tbh|honestly|btw|fyi|psa|nb)`;
const MARKERS_WHOLE = new RegExp(String.raw`^${MARKER}(?:\s+${MARKER})*$`, 'iu');
/**
 * Markers glued to the words they open: a comment on an earlier saying or the writer announcing
 * what follows ("ok so like I was saying on the radio the spring tank …", "as agreed in the meeting
 * I want to inform you that the autoclave …"), markers chained ("right so for the record the marina
 * …"), or one marker and a comma ("So, the seed lots …"); one marker alone ("well water", "now
 * deploys") is a word of the statement.
 */
const SPACE = String.raw`[\s,\p{Extended_Pictographic}\uFE0F\u200D]+`;
const GLUED_OPENING = new RegExp(
  String.raw`^(?:(?:${MARKER})${SPACE})*(?:(?:${AS_SAID})(?:${SPACE}${PERFORMATIVE})?|${PERFORMATIVE})\s+|^(?:${MARKER})(?:${SPACE}(?:${MARKER}))+${SPACE}|^(?:${MARKER})\s*,\s*`,
  'iu',
);
/** A pleasantry after the salutation: "hope you're all well", "hope everyone is doing well", "hope you had a good weekend". */
const PLEASANTRY = /^(?:i\s+)?hope\s+(?:you(?:'re|\s+are)?|everyone(?:'s|\s+is)?|all\s+is|you\s+all\s+are|this\s+finds\s+you)\s+(?:all\s+)?(?:well|good|fine|great|ok|doing\s+(?:well|good|fine)|had\s+a\s+(?:good|great|nice|lovely)\s+[\p{L}-]+)$/iu;

/** A request to read the notice before what it says: "PLEASE READ AND ACKNOWLEDGE", "pls read!!", "please read carefully". */
const READ_REQUEST = /^(?:(?:please|pls|plz|kindly)\s+)?(?:read|re-?read)(?:\s+(?:and|&)\s+(?:acknowledge|sign|confirm|share|follow))?(?:\s+(?:carefully|first|this|it|me|all))*$/iu;

/** Chinese pieces an opening is made of: interjections, the readers, verbs of telling and attention, particles. */
const OPENING_ZH = (
  '喂 嗨 哈喽 哈啰 你好 大家好 各位好 早上好 早安 hi hey hello ' +
  '大家 各位 诸位 同仁 同事们 同事 伙伴们 伙伴 家人们 亲们 兄弟们 师傅们 老师们 老师 你 您 ' +
  '跟 同 和 给 向 先 再 又 请 麻烦 烦请 敬请 务必 ' +
  '说一声 说声 讲声 说一下 讲一下 同步一下 同步 提醒一下 提醒 强调一遍 强调一下 强调 通知一下 通知 告诉 交代一下 交代 汇报 更新一下 分享 ' +
  '留意下 留意一下 留意 注意一下 注意 配合以下事项 配合 以下事项 以下几点 以下 几点 几件事 事项 几句 ' +
  '好 辛苦了 辛苦 了 哈 啦 呀 喔 哦 嗯 一下 下 一遍 一声 声 说 讲 公告 重要公告 通告 小叮咛 温馨提示 温馨 提示'
).split(' ');
const OPENING_BY_LENGTH = [...OPENING_ZH].sort((a, b) => b.length - a.length);
/** A Chinese opening holds one of these: the readers addressed, a verb of telling or attention, a notice. */
const ZH_OPENING_CORE = /喂|嗨|哈喽|哈啰|你好|大家|各位|诸位|同仁|同事|伙伴|家人们|亲们|兄弟们|师傅们|老师|提示|说|讲|声|同步|提醒|强调|通知|告诉|交代|留意|注意|配合|公告|通告|叮咛/u;

/** A marker or a notice's label framed by decoration at the opening: "=== NB === media …", "★☆★ 重要公告 ★☆★ 刺完後 …". */
const FRAMED_OPENING = /^[★☆✦✧◆◇■□●○=*#~]{2,}\s*([^★☆✦✧◆◇■□●○=*#~\d]{1,16}?)\s*[★☆✦✧◆◇■□●○=*#~]{2,}\s*/u;

/** Is this piece, at the opening of a hook, a salutation, a lead-in about the message or discourse markers? */
export function isOpeningTalk(piece: string): boolean {
  const p = clean(piece);
  if (p === '') return DECORATION.test(piece);
  if (holdsValue(p)) return false;
  if (DECORATION.test(p)) return true;
  const words = p.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]+/gu, ' ').replace(/\s+/g, ' ').trim();
  // A salutation and a lead-in in one piece ("hey all 👋 quick one from dispatch").
  const units = words.split(/\s+(?=(?:just\s+)?(?:an?\s+)?(?:quick|short|small|brief|friendly|gentle|important|urgent)\s)/iu);
  if (units.every((u) => isSalutation(u) || isMessageLead(u) || MARKERS_WHOLE.test(u))) return true;
  if (REFERRAL.test(words) || AS_SAID_WHOLE.test(words) || READ_REQUEST.test(words) || PLEASANTRY.test(words)) return true;
  // A person greeted by name (阿明你好, 王老师早).
  if (/^\p{Script=Han}{2,4}?(?:你好|您好|早安|早上好|早)$/u.test(words)) return true;
  // A notice's tag before it (【工作室公告】) and a bracketed aside inside it (喂大家留意下（又講多次）) are read with it.
  const bare = words.replace(/^[【〔[]([^】〕\]\d]{1,10})[】〕\]]\s*/u, '').replace(/\s*[（(][^（）()\d]*[）)]/gu, '').trim();
  if (bare === '') return /^[【〔[]/u.test(words);
  return composedOf(bare, OPENING_BY_LENGTH, ZH_OPENING_CORE);
}

/** A notice's tag naming the message, at the opening: 【工作室公告】, 〔窯務小叮嚀〕, [PSA], (reminder). */
const MESSAGE_TAG = /^\s*[【〔[（(]([^】〕\]）)\d]{1,10})[】〕\]）)]\s*/u;
const MESSAGE_TAG_HEAD = /(?:公告|通知|通告|提醒|叮咛|提示|广播)$|^(?:psa|fyi|nb|notice|reminder|announcement|heads[- ]?up|update|important|urgent)$/iu;

/** The text without markers, a framed label or a message tag glued to its first words (each only where words follow). */
export function withoutGluedOpening(text: string): string {
  let out = text;
  const tag = MESSAGE_TAG.exec(out);
  if (tag && tag[1] && MESSAGE_TAG_HEAD.test(simplified(tag[1]).trim()) && /[\p{L}\p{N}]/u.test(out.slice(tag[0].length))) out = out.slice(tag[0].length);
  const framed = FRAMED_OPENING.exec(out);
  if (framed && framed[1] && (MARKERS_WHOLE.test(framed[1]) || isOpeningTalk(framed[1])) && /[\p{L}\p{N}]/u.test(out.slice(framed[0].length))) out = out.slice(framed[0].length);
  const opened = GLUED_OPENING.exec(out);
  if (opened && /[\p{L}\p{N}]/u.test(out.slice(opened[0].length)) && out.slice(opened[0].length).trim().split(/\s+/).length >= 3) out = out.slice(opened[0].length);
  return out;
}
