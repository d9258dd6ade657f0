/**
 * Talk about the note: what a hook says of itself, its reader or its writer rather than of the
 * memory's subject, read by the closed classes such talk is made of, not by its phrases.
 *
 * - The people of a note: its readers addressed (everyone, you lot, all of you, 大家, 各位, 同仁)
 *   and its writer (I, me, lmk, 我). As words of a piece they hold nothing of the subject.
 * - Verbs of talk and attention whose object is the note or a person: read, note, see, know,
 *   be aware, tell, ask, correct, review, forward (看, 详阅, 留意, 知道, 告诉, 问, 转发, 私信, 指正).
 * - Emphasis and labels with no predicate: important, urgent, a heads-up, a PSA (重要, 必看,
 *   置顶, 注意, 通知), a hedge on the note's worth (wrong, sure, accurate, 不保证, 凭印象, 不完整).
 *
 * Those words extend the word kinds of asides.ts (a piece made of them alone, with no value and
 * no content word, is an aside). Besides, some shapes are talk whatever their words: a commit
 * prefix (`feat(rink):`), a reading verb with no object but the note ("read before boarding
 * starts", "read it twice"), a comment clause on what was said ("as discussed by the committee",
 * "as mentioned last week"), a discourse opener before a statement ("not gonna lie, …").
 */
import { spelledOut } from './chat-spellings.js';

/**
 * The small words such talk is held together with, besides those asides.ts reads so: pronouns of
 * no one in particular and the writer's and readers' own (anything, others, yours), relatives and
 * conjunctions (which, if, as), "this one".
 */
export const PEOPLE_EN: ReadonlySet<string> = new Set(
  'others yours ourselves yourselves anything something nothing which who whom whoever one if when as so already'.split(' '),
);

/**
 * The readers addressed, as a word of an aside: a piece that holds one of them and more words of
 * talk than words of its own ("anyone confused just shout") is talk; "everyone wears a helmet" is not.
 */
export const READERS_EN: ReadonlySet<string> = new Set("everyone everybody anyone anybody someone somebody folks guys gals peeps ppl yall y'all".split(' '));

/** Verbs of talk and attention, hedges on the note and emphasis, read as words of an aside. */
export const TALK_EN: ReadonlySet<string> = new Set(
  (
    'read reread re-read note noted know knows knew aware heads heads-up head-up psa nb reminder attention ' +
    'tell told ask asked correct corrected review reviewed lmk dm pm msg ping pinged forward share shared ' +
    'important urgent critical crucial essential vital imp must-read fyi ' +
    'wrong right sure certain accurate inaccurate complete covers cover sense progress status bear hope ' +
    'misc miscellaneous various random sundry pieces bobs odds ends come soonish soon-ish ' +
    // The reader's doubt and the writer's omissions, an invitation, a review's shorthand.
    'confused unclear unsure stuck missed forgot forgotten feel free welcome happy shout holler ptal lgtm help helps hear ' +
    // Verbs of informing and greetings.
    'advised advise informed inform notified notify hi hello hey hiya'
  ).split(' '),
);

/**
 * Chinese pieces of talk about the note: the readers and the writer, verbs of talk and
 * attention, emphasis, a hedge, a welcome or a request to the reader. asides.ts reads a Han run
 * as an aside only when it is made of such pieces from end to end.
 */
export const TALK_ZH: readonly string[] = (
  '大家 各位 诸位 同仁 同事们 同事 同学们 家人们 亲们 你们 您 本人 小编 家长们 家长 新来 ' +
  '看看 看完 看到 看一下 看情况 详阅 阅读 读 留意 注意 知道 了解 记得 转发 分享 告诉 跟我说 说一声 一声 一句 问 回 回复 私信 私讯 联系 指正 拍砖 欢迎 ' +
  '重要 关键 必看 必读 置顶 重点 划重点 紧急 提醒 通知 公告 ' +
  '务必 一定 千万 请 麻烦 拜托 可以 随时 会 要 跟 有错 有什么 有任何 任何 疑问 不懂 不保证 保证 对 凭 印象 可能 不完整 完整 想到 这么多 ' +
  '超级 非常 特别 十分 真的 太 在意 格式 别 就好 感恩 ' +
  // A friendly reminder, a reference only, an omission forgiven, thanks in advance, a word in the group chat.
  '友情 提示 参考 参考用 仅供 如有 遗漏 包涵 多多 谢过 多谢 指出 指出来 说得 地方 啥 有啥 在 吱 吱一声 周知 速看 宣导 帮忙 ' +
  // Conditions and changes to the note, the writer new to it, a word passed on.
  '有 若 如果 如 变动 变更 更改 同步 刚 接手 刚接手 新人 给 不对 ' +
  // A notice's formulas and greetings.
  '特此 敬请 恳请 烦请 周知 以下 事项 哈喽 嗨 你好 大家好 ' +
  // A doubt and an invitation to call.
  '疑虑 来电 洽询 咨询 垂询 ' +
  // Why the note was written and an invitation to ask, built of closed classes: the asker in general (人, 有人), how often
  // (每次, 常常; Cantonese 成日), a reason or a result (因为, 所以, 才), the note as a place (这段, 在这; Cantonese 喺度),
  // writing it down (写下, Cantonese 写低), a doubt and an encouragement (不明白, 别怕, 多问, 宁可, 猜).
  '人 有人 别人 很多人 每个人 人人 每次 次次 每回 常常 经常 时常 往往 总是 老是 总有 成日 一直 常 老 总 被 俾 到 因为 所以 才 的话 宁可 宁愿 怕 多 多问 猜 不要 ' +
  '明白 不明白 懂 问题 这 此 这段 这边 这儿 写下 写低 写在 记在 喺度 喺 度 唔'
).split(' ');

/**
 * A conventional commit's type, lowercase as commits write it, with its scope heading a hook:
 * `feat(rink):`, `chore(garden):`, `fix!:`. Without a scope only the types that are no English
 * label ("Build: runs nightly", "Test: …" name what follows) are read so.
 */
const COMMIT_PREFIX = /^(?:(?:feat|fix|chore|docs|doc|refactor|test|tests|perf|style|build|ci|revert|wip|hotfix)(?:\([^()\s]{1,30}\))!?|(?:feat|chore|docs|refactor|perf|ci|wip|hotfix)!?):\s+/u;

/** The hook without a commit prefix heading it. */
export function withoutCommitPrefix(hook: string): string {
  return hook.replace(COMMIT_PREFIX, '');
}

/**
 * A reading verb whose only object is the note (none, "it", "this", "me") with at most an adverb
 * and a clause of when: "read before boarding starts", "read it twice", "please read carefully";
 * "note" so, without a clause ("note when the tank was filled" asks to write it down). "read the
 * rigging plot before every get-in" has an object of its own and is a fact.
 */
const READ_THE_NOTE = /^(?:(?:please|pls|plz|kindly|do|just|everyone|all|guys|folks)\s+)*(?:(?:read|re-?read)(?:\s+(?:it|this|these|me|carefully|first|twice|again|through|thoroughly|properly|all|everything|up|over|all\s+of\s+it))*(?:\s+(?:before|when|after|once|until|by|if)\b.*)?|note(?:\s+(?:it|this|these|that|well))*)$/i;

/**
 * "check" so, with no object but the note and a clause of the reader's own doing ("pls check
 * before you open", "check before testing"); "check before every dive" says what to do each time.
 */
const CHECK_THE_NOTE = /^(?:(?:please|kindly|do|just)\s+)*(?:check|double-check)(?:\s+(?:it|this|these|first|again))*\s+(?:before|when|once)\s+(?:(?:you|we|anyone)\s+\S+|\p{L}+ing)(?:\s+(?:it|up|anything))?$/iu;

/** A comment on what was said about the fact ("as discussed at some length by the committee", "as mentioned last week", "as you know"). */
const AS_SAID = /^(?:(?:and|but|so|well|ok|okay)\s+)?as\s+(?:(?:was|we|you|i|they|everyone|already|previously|just|briefly|earlier)\s+)*(?:discussed|agreed|mentioned|noted|said|stated|decided|announced|confirmed|explained|promised|requested|reported|minuted|covered|know|knew|all know|always|usual)\b/i;

/**
 * Writing the note down, said of itself ("writing this down because …", "putting this here since …", "noted it here"),
 * with no value in it and its reason, if it gives one, talk as well.
 */
const WRITING_THE_NOTE = /^(?:(?:i'?m|i am|we'?re|we are|i|we|just|so|am|have|'ve|been)\s+)*(?:writ(?:e|es|ing)|wrote|written|put(?:s|ting)?|not(?:e|es|ed|ing)|jot(?:s|ted|ting)?|leav(?:e|es|ing)|left|dump(?:s|ed|ing)?)\s+(?:(?:this|these|it|that|all this|everything|them)\s+)?(?:all\s+)?(?:down|here|in here|up)\b(?:\s+(?:because|since|as|cos|cause|coz|so)\s+(.+))?$/iu;

/**
 * People in general asking, with nothing asked but the note's own matter: "every new coordinator asks me the same
 * things", "people keep asking about this", "everyone always asks". "everyone asks Priya for the van key" names a thing.
 */
const PEOPLE_ASKING = /^(?:(?:because|since|as|cos|so|and)\s+)?(?:every\s*(?:one|body)|any\s*(?:one|body)|some\s*(?:one|body)|people|folks|(?:(?:every|each|any|the|all the|our)\s+)?new\s+[\p{L}-]+)\s+(?:(?:always|keeps?|kept|still|often|constantly)\s+)*ask(?:s|ed|ing)?(?:\s+(?:me|us|about|this|that|it|the|same|things?|questions?|again|every|time|all|over|each|one|so|often|constantly|here))*$/iu;

/** A clause about writing the note down or about people asking, with no value in it. */
function writtenForAskers(piece: string): boolean {
  if (/\p{N}/u.test(piece)) return false;
  if (PEOPLE_ASKING.test(piece)) return true;
  const m = WRITING_THE_NOTE.exec(piece);
  return m !== null && (m[1] === undefined || PEOPLE_ASKING.test(m[1].trim()));
}

/** A discourse opener before what is said: "not gonna lie", "honestly", "tbh", 说实话. */
const OPENER = /^(?:not gonna lie|ngl|honestly|frankly|tbh|to be honest|to be clear|fwiw|for what it's worth|for the record|for the avoidance of doubt|for reference|just so (?:you|everyone|everybody|we) (?:know|knows|are aware|is aware)|btw|by the way|so yeah|ok so|okay so|anyway|anyways|real talk|(?:quick|friendly|gentle) reminder|heads up|psa|fyi|老实说|说实话|說實話|老實說|说真的|說真的)(?![\p{L}\p{N}])[\s,，:：-]*/iu;

/** A piece that is a discourse opener and nothing more ("for the avoidance of doubt", "to be honest"). */
export function isOpener(piece: string): boolean {
  const p = piece.trim().replace(/[.!?。！？;；,，:：~～]+$/u, '').trim();
  const m = OPENER.exec(p);
  return m !== null && p.slice(m[0].length).trim() === '';
}

/** Is this piece (a clause or a comma part) talk about the note by its shape: a reading request or a comment on what was said? */
export function isNoteTalkShape(piece: string): boolean {
  const p = withoutOpener(spelledOut(piece.trim()).replace(/[.!?。！？;；,，:：~～]+$/u, '').trim());
  // A comment on what was said is a few words with no value; more after it is the statement it opens ("as agreed, the autoclave runs at 134 °C").
  const said = AS_SAID.test(p) && !/\p{N}/u.test(p) && p.split(/\s+/).length <= 12;
  return p !== '' && (isOpener(p) || READ_THE_NOTE.test(p) || CHECK_THE_NOTE.test(p) || said || writtenForAskers(p));
}

/** A piece without a discourse opener before its words ("not gonna lie this place is chaos on Fridays" -> "this place is chaos on Fridays"). */
export function withoutOpener(piece: string): string {
  const m = OPENER.exec(piece.trimStart());
  if (!m) return piece;
  const rest = piece.trimStart().slice(m[0].length);
  return /[\p{L}\p{N}]/u.test(rest) && rest.trim().split(/\s+/).length >= 2 ? rest : piece;
}

/**
 * Arrows a writer puts between clauses (->, =>, →, ⇒, >>>): where they part two values
 * ("moved 07:40 -> 07:55") they are a change said of one thing and do not part the clause.
 */
const ARROW = /\s*(?:-{1,2}>|={1,2}>|→|⇒|⟶|➔|➜|>{3,}|»)\s*/gu;

/** A clause cut at its arrows, alternating pieces and the arrows as written; one piece where there are none. */
export function arrowRuns(clause: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of clause.matchAll(ARROW)) {
    const at = m.index ?? 0;
    const before = clause.slice(from, at);
    const after = clause.slice(at + m[0].length);
    // A value on both sides of the arrow: one change said of one thing ("07:40 -> 07:55", "v2 → v3").
    if (/\p{N}[\p{L}%°]*$/u.test(before.trimEnd()) && /^[^\s\p{L}]*\p{N}/u.test(after.trimStart())) continue;
    // Code: an arrow written without a space on either side between word characters (a->b, x=>y).
    if (!/\s/u.test(m[0]) && /[\w)]$/u.test(before) && /^[\w(]/u.test(after) && /^[-=]/u.test(m[0])) continue;
    if (before.trim() === '' && out.length === 0) {
      from = at + m[0].length;
      continue;
    }
    out.push(before, m[0]);
    from = at + m[0].length;
  }
  out.push(clause.slice(from));
  return out;
}
