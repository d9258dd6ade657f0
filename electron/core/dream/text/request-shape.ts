/**
 * Whether what follows a memory request's trigger is a statement of the user's own worth
 * saving: words that say something, not a line of laughter, numbers and emoji that happens to
 * hold "remember" or 记住 ("记住 2 lol 不要管 haha 🙃"), nor a request turned down ("不用记住",
 * "no need to remember"). Read by requests.ts before a request is kept.
 */
import { simplifiedHan } from './simplified.js';

// Laughter, fillers and acknowledgements: they carry nothing to remember.
const FILLER = /^(?:l+o+l+z?|lmf?ao+|rofl|(?:ha){2,}h?|(?:he){2,}h?|hihi|xd+|omg|wtf|ugh+|meh|hm+|o?k+|okay|yeah|yep|yup|nope|yay|wow|brb|idk|nvm|哈{2,}|呵{2,}|嘿{2,}|嘻{2,}|嗯+|哦+|噢+|啊+|呃+|额+|好的?|行吧?|6{3,}|23{2,})$/iu;
// Chinese measure words and units a number counts (3 号门, 2 台, 5 分钟): the number belongs to them.
const COUNTED = /^(?:号|个|点|楼|层|次|天|人|元|块|台|辆|位|分|秒|米|斤|公斤|克|度|岁|年|月|日|周|小时|分钟|张|本|件|条|瓶|箱|间|栋|排|行|页|份|杯|碗|盒|包|桶|袋|颗|只|头|双|套|组|批|路|线|期|级|倍|折|寸|尺|公里|毫升|升|座|扇|把|根|支|部|家|所|种|道|遍|趟|场|轮|格)/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D/gu;

/**
 * A statement with at least two words of content (a Han character counts as one) and more
 * words of content than filler, numbers and emoji: "用pnpm" and "Never commit .env files" are,
 * "0 lol 😂", "记住：1 666" and "2 lol 不要管 haha 🙃" are not.
 */
export function isWellFormedStatement(statement: string): boolean {
  // A bare number and then a word that points into the conversation ("0 这个 bug 又来了", "5 this again"): a counter typed into chatter, not a statement.
  if (/^\s*\d+\s+(?:这|那|this\b|that\b|these\b|those\b|it\b)/iu.test(simplifiedHan(statement))) return false;
  let content = 0;
  let units = 0;
  let noise = 0;
  const raws = statement.replace(EMOJI, ' \u{1F600} ').split(/\s+/);
  raws.forEach((raw, i) => {
    const chunk = raw.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    if (raw === '') return;
    const before = simplifiedHan(raws[i - 1] ?? '');
    const after = simplifiedHan(raws[i + 1] ?? '');
    // A number after a verb of being or a colon is the value said (密码是 1234, "the code is 4412"), and one
    // before the Chinese word it counts is part of it (3 号门, 2 台); neither is noise.
    if (/^[\p{N}][\p{N}\p{L}-]*$/u.test(chunk) && (/(?:[是为叫]|[:：=]|\b(?:is|are|was|were)\b)$/iu.test(before) || COUNTED.test(after))) {
      content += 1;
      return;
    }
    // A decimal or a percentage after a Chinese word is its value (盐度抓 1.024, 湿度 45.5%), never a counter typed into
    // chatter ("不要再提示 3!!", "记住 12 这个"), which is a whole number.
    if (/^\p{N}+(?:\.\p{N}+%?|%)$/u.test(chunk) && /\p{Script=Han}{2}$/u.test(before)) {
      content += 1;
      return;
    }
    if (chunk === '' || FILLER.test(chunk) || !/[\p{L}]/u.test(chunk)) {
      noise += 1;
      return;
    }
    content += 1;
    const han = chunk.match(/\p{Script=Han}/gu)?.length ?? 0;
    const latin = chunk.replace(/\p{Script=Han}+/gu, ' ').split(/[^\p{L}\p{N}]+/u).filter((w) => /\p{L}/u.test(w)).length;
    units += han + latin;
  });
  return units >= 2 && content > noise;
}

// Just before a Chinese trigger, a word that turns it down: 不用记住, 不必記住, 别记下, 不要记住, 无需记.
const ZH_DECLINED = /(?:不用|不必|无需|無需|不需要|没必要|沒必要|用不着|用不著|犯不着|甭|别|別|勿|不|没|沒)\s*$/u;
// Just before an English trigger: "no need to remember", "don't have to note down", "you needn't keep in mind".
const EN_DECLINED = /\b(?:no need to|there's no need to|don'?t|do not|does not|doesn'?t|never|not|needn'?t|don'?t (?:have|need) to|do not (?:have|need) to|no reason to|not worth|shouldn'?t|should not)\s*$/i;

// Just before a Chinese trigger, someone else told to remember: 我让小王记住, 叫他记一下 (an errand, not a request to the agent); 让我记住, 提醒我们要记住 are.
const ZH_TOLD_OTHER = /(?:让|叫|要|请|提醒|交代|嘱咐|告诉)\s*(?!我|咱|大家|你|自己|求|把|将|这|那|好|牢|都|也|还|先|再|一|claude|ai\b|助手)(\p{Script=Han}{1,4}?|[A-Z][\p{L}]*)\s*(?:一定要|务必|要)?\s*$/iu;

/** The text before a trigger turns the request down ("这条不用记下来", "you don't have to remember") or gives it to someone else (我让小王记住). */
export function declinedBefore(before: string, lang: 'en' | 'zh'): boolean {
  return lang === 'zh' ? ZH_DECLINED.test(simplifiedHan(before)) || ZH_TOLD_OTHER.test(simplifiedHan(before)) : EN_DECLINED.test(before);
}

/** What follows a trigger only points back at what was said before it ("…, make a note of that", "…，记住这个"). */
export function pointsBack(statement: string): boolean {
  return /^(?:(?:of\s+)?(?:that|this|it|these|those)(?:\s+(?:one|down|too|please))?|这个|这点|这一点|这条|这些|那个|那点|这|那|這個|這點|這一點|這條|這些|那個)[\s.!。！~～]*$/iu.test(statement.trim());
}

// Chat that trails off after the request: "…, ok back to the bug", "…, anyway", "…, lol".
const CHAT_TAIL = /\s*[,;，；]\s*(?:(?:ok(?:ay)?|anyway|anyways|back to|lol|haha+|whatever|nvm|never mind|brb|thanks|thx|ty|where was i|moving on)(?![\p{L}\p{N}])|哈哈+|好了|先这样|算了)[^]*$/iu;

/** The statement without chat that trails off after it. */
export function withoutChatTail(statement: string): string {
  const cut = statement.replace(CHAT_TAIL, '');
  return cut.trim() === '' ? statement : cut;
}

// A trigger closed off inside brackets with what follows it: the name of a UI control mentioned
// in chat (【记住我】, <記住密碼>, [remember me]), not a request. A bracket right after the
// trigger alone ("【记住】校车…") is a heading tag and says nothing against what follows.
const CLOSES_LABEL = /^[^\s（(【[<《「『“"]{1,12}[】\]>》」』”")）]/u;

/**
 * What follows a trigger names a thing rather than says something: the trigger is part of a UI
 * label (记住密码, 記住帳號, "Remember password", "remember me") — glued to a short noun with no
 * colon, "that" or "to" between, and the line breaks off right after (a space, a number, a
 * bracket, the end) — or closed off with it in brackets. `glued` says that nothing stood between
 * the trigger and the statement (no ：, comma, "that", "to").
 */
export function namesALabel(statement: string, glued: boolean, lang: 'en' | 'zh'): boolean {
  const s = statement.trimEnd();
  if (CLOSES_LABEL.test(s)) return true;
  if (!glued) return false;
  if (pointsBack(s)) return false;
  // A label names a thing: no verb of a fact in it (记住密码是 1234 and "remember the code is 4412" say something).
  if (lang === 'zh') {
    const run = /^\p{Script=Han}{1,4}(?=$|[\s\p{P}\p{S}])/u.exec(simplifiedHan(s))?.[0];
    return run !== undefined && !/[是为在要叫放改换]/u.test(run) && !/^\p{Script=Han}{1,4}[，,。.；;：:]\s*\p{Script=Han}/u.test(s);
  }
  // English: "remember me", "Remember password 0 …": one or two words, then the line breaks off.
  const words = /^[\p{L}-]+(?:\s+[\p{L}-]+)?(?=\s*$|\s*[\d\p{S}!]|\s*[\])>])/u.exec(s)?.[0];
  return /^(?:me|us|him|her|them|it)\b/i.test(s) || (words !== undefined && !/\b(?:is|are|was|were|be|has|have|goes|opens|closes|starts|ends)\b/i.test(words));
}

// A request taken back in the same line: "— actually no, scratch that", "don't save it", "算了，不用记了".
// A correction said on the spot ("bay 2 — wait no, bay 3", "三楼……哦不对，是四楼") leaves no well-formed statement either.
const TAKEN_BACK_EN = /(?:^|[\s,;:—–-])(?:actually,?\s+no\b|(?:wait|hold on|hmm+),?\s+no\b|no,?\s+wait\b|sorry,?\s+I\s+mean(?:t)?\b|scratch that\b|(?:forget|ignore|disregard) (?:that|it|this|what I (?:just )?said|my last message)(?=\s*(?:[,.;:!—–-]|$))|never ?mind,? (?:that|this|it)\b|(?:^|[,.;!]\s*)(?:nvm|never ?mind)(?=\s*(?:[,.;:!—–-]|$))|(?:don'?t|do not|no need to) (?:save|remember|note|keep|store|write down) (?:that|this|it)\b|I was (?:only |just )?(?:testing|joking|kidding)\b)/i;
const TAKEN_BACK_ZH = /算了[，,、\s]*(?:不用|别|不要|不必)|算了[\s。！!~～…哈]*$|(?:^|[，,。…\s—])(?:哦|啊|呃|噢)?不对(?![的劲])|说错了|口误|(?:不用|别|不要|不必|无需)(?:记|存|保存)(?:了|下来|住了|(?=[，,。！!~～\s]|$))|当我没说|(?:刚才|刚刚|上面|前面)(?:那|这)[条个句][^，,。！!]{0,8}?(?:作废|不算|忽略|删掉)/u;

/** The text after a request's trigger takes the request back ("…, actually no, scratch that", "…——算了，不用记了"). */
export function takenBack(after: string): boolean {
  return TAKEN_BACK_EN.test(after) || TAKEN_BACK_ZH.test(simplifiedHan(after));
}

/**
 * Retractions a user types after a request, in the next message ("scratch that", "ignore that, it
 * moves every day", "nvm, forget it", 刚才那条别记了, 剛剛那個不要記): literal forms for the transcript
 * search, which must find those messages too (they hold no trigger of a request).
 */
export const TAKE_BACK_LITERALS: readonly string[] = ['scratch that', 'ignore that', 'ignore this', 'ignore it', 'disregard', 'forget that', 'forget it', 'forget this', 'forget what i', 'nvm', 'never mind', 'nevermind', "don't save", "don't keep", "don't store", "don't remember", 'do not save', 'do not keep', 'no need to remember', 'no need to save', 'actually no', 'wait no', 'i was only', 'i was just', '算了', '当我没说', '當我沒說', '别记', '別記', '不要记', '不要記', '不用记', '不用記', '别存', '別存', '不要存', '不用存', '不必记', '不必記', '说错了', '說錯了', '作废', '作廢'];

/**
 * A message that takes back what the user asked just before (in the message before it): a
 * retraction in its first sentence, the way a correction opens ("wait no, don't keep that, I was
 * only testing", "ignore that, it moves every day", 剛剛那個密碼不要記，我打錯了); "thanks! also, ignore
 * the noise" retracts nothing.
 */
export function takesBackEarlier(message: string): boolean {
  const first = /^[^.!?。！？\n]*[.!?。！？]?[^.!?。！？\n]*/u.exec(message.trim())?.[0] ?? '';
  return takenBack(first.slice(0, 120));
}
