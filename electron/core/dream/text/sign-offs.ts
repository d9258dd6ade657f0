import { simplified } from './simplified.js';
import { DECORATION, clean, composedOf, holdsValue } from './talk-pieces.js';

/**
 * How a message closes, read by shape (edge-talk.ts cuts it at a hook's end): a sign-off ("Kind
 * regards, Dr. Okafor", "best regards Jürgen", "over and out", "have a good show!", 以上，感謝配合！,
 * 唔該晒大家🙏), a signature after a dash (——工作室 阿芳, "~ Ollie ~"), the writer given as the note's
 * source, and remarks with no value wherever they stand ("nothing new here", "please no shortcut here").
 */

/** Chinese pieces a closing is made of: the list's end, thanks, the readers, a sign-off, an offer to answer. */
const CLOSING_ZH = (
  '以上 就这样 就这些 就酱紫 就酱 先这样 暂时这样 大概这样 差不多这样 完毕 讲完 说完 没了 冇了 ' +
  '谢谢 感谢 多谢 谢过 谢了 谢 唔该晒 唔该 晒 感恩 辛苦了 辛苦 麻烦了 麻烦 拜托了 拜托 爱你们 爱你 么么哒 ' +
  '大家 各位 诸位 同仁 你们 师傅们 师傅 家长们 伙伴们 老师们 老师 ' +
  '的 地 配合 理解 支持 帮忙 包涵 与 和 及 长期以来 一直以来 一直 以来 请 ' +
  '有问题 有事 有疑问 随时 再 可以 就 找我 问我 喊我 叫我 at我 @我 私我 吱一声 ' +
  '冇咩特别 没什么特别 没啥特别 没什么 没啥 冇咩 特别 ' +
  '不对 的话 点个赞 点赞 lgtm 一下 ' +
  '了 啦 哈 呀 喔 哦 嗯 吧 呢 咯 嘛 啊'
).split(' ');
const CLOSING_BY_LENGTH = [...CLOSING_ZH].sort((a, b) => b.length - a.length);
/** A Chinese closing holds one of these: the list's end, thanks, a sign-off, an offer to answer. */
const ZH_CLOSING_CORE = /以上|就这样|就这些|就酱|先这样|完毕|讲完|说完|谢|感|唔该|辛苦|麻烦|拜托|爱你|么么哒|找我|问我|喊我|叫我|at我|@我|私我|吱一声|冇咩特别|没什么特别|没啥特别|点个?赞/iu;

/** Sign-offs: regards and wishes, thanks, farewells, a radio's "over and out", a wish for the reader's day. */
const SIGN_OFF_EN = new RegExp(
  String.raw`^(?:(?:with\s+)?(?:(?:kind|kindest|best|warm|warmest|many|all\s+the\s+best|friendly)\s+)?(?:regards|wishes|greetings)(?:\s+(?:to\s+(?:all|everyone|you\s+all)|from\s+(?:the\s+)?[\p{L}'.-]+(?:\s+[\p{L}'.-]+){0,2}))?|all\s+the\s+best|best|yours(?:\s+(?:truly|sincerely|faithfully))?|sincerely|love|xo+x*|ta|cheers(?:\s+(?:all|everyone|everybody|folks|guys|team|mate|mates|y'?all))?|(?:many\s+)?thanks(?:\s+(?:a\s+lot|so\s+much|again|in\s+advance|all|everyone|everybody|guys|folks|team))*|thank\s+you(?:\s+(?:all|everyone|so\s+much|again|in\s+advance))*|(?:(?:we|i)\s+)?thank\s+you\s+for\s+your\s+(?:kind\s+)?(?:cooperation|co-operation|understanding|patience|help|attention|time|support)(?:\s+and\s+remain\s+at\s+your\s+disposal)?|(?:and\s+)?(?:have|enjoy)\s+(?:a|an|the|your)\s+(?:good|great|nice|lovely|wonderful|fun|safe|fab|brilliant|happy|productive|quiet)\s+[\p{L}-]+|enjoy|take\s+care|stay\s+safe|see\s+(?:you|ya)(?:\s+(?:all|soon|later|tomorrow))?|bye(?:\s+(?:all|for\s+now))?|ttyl|later\s+all|over\s+(?:and|&)\s+out|(?:ok\s+)?(?:ty|thx)(?:\s+(?:ty|thx|ttyl|all|bye|in\s+advance|again))*|k\s+thx\s+bye|peace(?:\s+out)?|that'?s\s+(?:basically\s+|about\s+|pretty\s+much\s+)?(?:it|all)(?:\s+(?:from\s+me|for\s+now|for\s+today|folks|guys|everyone))?|that\s+is\s+all|(?:ok|okay|k)(?:\s+(?:cool|great|then|thanks|done))?|p\.?s\.?)$`,
  'iu',
);
/**
 * A remark on the message with no value in it, wherever it stands: that it holds nothing new
 * ("nothing new here", 冇咩特別, 没什么特别的), or a plea to follow it with no object but the note
 * ("please no shortcut here", "pls don't skip any of this"). "no shortcuts on the ring road" names
 * a place and is a rule.
 */
const REMARK_EN = /^(?:(?:so|but|and|also|really|honestly|just)\s+)?(?:nothing\s+(?:new|special|fancy|exciting|major|else|more)(?:\s+(?:here|really|today|to\s+add|to\s+report))?|(?:please|pls|plz|kindly)\s+(?:no\s+(?:shortcuts?|exceptions?|excuses?|cutting\s+corners|cheating|arguing|discussions?)|(?:don'?t|do\s+not|never)\s+(?:skip|ignore|forget)\s+(?:any\s+of\s+)?(?:this|it|these|that))(?:\s+(?:here|on\s+this|please|pls|thx|thanks))?|no\s+(?:shortcuts?|exceptions?|excuses?|cutting\s+corners|cheating|arguing)\s+(?:here|on\s+this)(?:\s+(?:please|pls))?|(?:(?:pls|please|but)\s+)?(?:don'?t|do\s+not)\s+(?:@|at|blame|shoot|hate|yell\s+at|shout\s+at|kill)\s+(?:me|us|the\s+messenger)(?:\s+(?:about|for|on)\s+(?:this|that|it|the\s+[\p{L}-]+))?|(?:you|y'?all|you\s+all|you\s+guys|everyone|you\s+lot)\s+(?:are|r|rock|rule)(?:\s+(?:the\s+best|legends?|stars?|amazing|awesome|great|heroes|champs|brilliant))?|keep\s+(?:it\s+up|up\s+the\s+(?:good|great)\s+work)|(?:omg\s+|ugh\s+|lol\s+)?(?:this|that|it)\s+took\s+(?:me\s+)?(?:forever|ages|so\s+long|a\s+while|hours)(?:\s+to\s+(?:write|type|put\s+together))?|(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:happy|glad|willing)\s+to\s+(?:change|adjust|discuss|help|chat|update|amend|revise|tweak|explain)(?:\s+(?:this|it|that|anything))?|ask\s+away(?:\s+if\s+[\p{L}'’]+\s+(?:is\s+|'s\s+|’s\s+)?(?:unclear|confusing|weird|off))?)$/iu;
const REMARK_ZH = /^(?:冇咩特别|没什么特别|没啥特别|没有什么特别|没什么新的|没啥新的|冇咩新)(?:的)?(?:了|啦|哈|吧)?$/u;

/** Is this piece a remark on the message with no value (see REMARK_EN)? */
export function isEmptyRemark(piece: string): boolean {
  const p = clean(piece);
  return p !== '' && !holdsValue(p) && (REMARK_EN.test(p.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]+/gu, '').trim()) || REMARK_ZH.test(simplified(p)));
}

/** A sign-off run on at the end of dictated words: "… by the door over and out", "… on channel 12 that's it from me". */
const GLUED_CLOSING = /(?:\s+(?:that'?s\s+(?:basically\s+|about\s+|pretty\s+much\s+)?(?:it|all)(?:\s+(?:from\s+me|for\s+now|for\s+today|folks))?|over\s+(?:and|&)\s+out|k\s+thx\s+bye|ttyl))+$/iu;
/** The writer given as the note's source at its end, with a day or so after it: "source: me, last Tuesday", "via me". */
const SELF_SOURCE = /(?:^|[;；.。|•]\s*)(?:source|src|via|credit|written\s+by|posted\s+by)\s*[:：]?\s*(?:me|us|myself|yours\s+truly)(?:\s*,\s*[\p{L}\s]{1,24})?$/iu;

/** A name signing the message: one to three capitalised words, a title before them, a kiss after ("Dr. Okafor", "Sam x", "Marek"). */
const NAME_EN = /^(?:(?:Dr|Mr|Mrs|Ms|Prof|dr|mr|mrs|ms)\.?\s+)?\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2}(?:\s+x+)?$/u;
/** A signature after a dash or between tildes: "——工作室 阿芳", "— Marek", "~ Ollie ~". */
const SIGNATURE = /^(?:——|—|–|--|~|～|－)\s*([^\d]{1,24}?)\s*[~～]?$/u;

/** Is this piece, at the close of a hook, a sign-off, a signature or thanks? */
export function isClosingTalk(piece: string): boolean {
  const raw = piece.trim();
  const sig = SIGNATURE.exec(raw.replace(/[\s!！.。]+$/u, ''));
  if (sig && sig[1] && !/[:：;；,，]/u.test(sig[1]) && (sig[1].match(/\S+/g) ?? []).length <= 3 && [...sig[1]].length <= 12) return true;
  const p = clean(raw);
  if (p === '') return DECORATION.test(raw);
  if (holdsValue(p)) return false;
  if (DECORATION.test(p)) return true;
  const words = p.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (SIGN_OFF_EN.test(words) || isEmptyRemark(words)) return true;
  // A sign-off and the name after it in one piece ("best regards Jürgen", "Greetings from Piotr", "Love Sam x").
  const w = words.split(/\s+/);
  for (let k = w.length - 1; k >= Math.max(1, w.length - 3); k -= 1) if (SIGN_OFF_EN.test(w.slice(0, k).join(' ')) && NAME_EN.test(w.slice(k).join(' '))) return true;
  // A formula of service, its writer named as "this clinic" (本診所竭誠為您服務, 本店感謝您的支持).
  if (/^本\p{Script=Han}{1,4}?(?:竭诚为您服务|竭诚为你服务|竭诚服务|感谢您的支持|欢迎您的光临|欢迎垂询)$/u.test(simplified(words))) return true;
  return composedOf(words, CLOSING_BY_LENGTH, ZH_CLOSING_CORE);
}

/** A name alone, as the last piece after a sign-off ("Kind regards, Dr. Okafor", "ta, Priya"). */
export function isName(piece: string): boolean {
  const p = clean(piece);
  return p !== '' && !holdsValue(p) && (NAME_EN.test(p) || /^\p{Script=Han}{2,3}$/u.test(p) || /^\p{Script=Han}{2,6}\s+\p{Script=Han}{2,3}$/u.test(p));
}

/** A word a run-on sign-off would be the object of ("radio calls end with over and out"). */
const OBJECT_BEFORE = /(?:^|\s)(?:with|by|say|says|said|saying|to|of|the|a|is|are|was|were|be|like|as|and|or|ends?|means?|called|write|writes)$/iu;

/** The text without a sign-off run on after its last statement, or the writer given as its source. */
export function withoutRunOnClosing(text: string): string {
  const source = SELF_SOURCE.exec(text);
  const out = source && /[\p{L}\p{N}]/u.test(text.slice(0, source.index)) ? text.slice(0, source.index).trimEnd() : text;
  const closed = GLUED_CLOSING.exec(out);
  if (!closed) return out;
  const before = out.slice(0, closed.index);
  return /[\p{L}\p{N}]/u.test(before) && !OBJECT_BEFORE.test(before) ? before : out;
}
