/**
 * The end of a Chinese day word read for the word it may start: 前天线板 is 前 + 天线 + 板 ("the
 * front antenna board"), 前天窗 is 前 + 天窗 ("the front sunroof"), no date at all. The start of a
 * phrase is read by chineseContextOk (date-events.ts: a phrase starts on a word boundary, so 如今天气
 * and 目前天线 are no dates); this reads its end, the other side.
 *
 * Not a date where three things hold: the phrase's last character opens a word with what follows
 * (天线, 天窗, 天花板); what follows the phrase opens no word of its own (线|板, 窗|排: were it 线上
 * or 线路, the date holds: 前天线上发布, 昨天线路检修, 前天下雨); and the rest of the phrase is a word
 * alone without its last character, a word of place (前 / 后: the front, the rear). 昨, 今, 明 and
 * 大前 are no words alone, so 昨天线… and 大前天… are days.
 *
 * A verb of direction or an adverb after the phrase opens the day's clause (前天下单, where ICU
 * reads 天下; 前天才到), and so does a word before a particle of aspect (了, 过, 完), which ends on a
 * verb (前天来过, where ICU reads 天来).
 *
 * The same holds for a phrase whose rest is a demonstrative with its measure word (这个月饼 is 这个 +
 * 月饼, "this mooncake"; but 这个月饼干 is still "this month, biscuits": 饼干 opens a word of its own).
 *
 * And a phrase whose head belongs to the word before it: 送去年检 is 送去 + 年检 ("sent for the annual
 * inspection"), 拿去年审 is 拿去 + 年审. A time word stands before its verb in Chinese, never between a
 * verb and its complement, so where the character before and the phrase's rest make one word (ICU:
 * 送去, 拿去) and what follows is a lone character that opens no word, no particle (的: 拿去年的数据
 * is last year's data) and no clause, the phrase is split across two words: no date. A pronoun before
 * it is a subject, not a verb (我去年检查过 is a date either way).
 *
 * Words are read by ICU (segments.ts), on the few characters around the phrase.
 */
import { forEachSegment } from './segments.js';

/** Characters that stand as a word of place on their own: the front, the rear. */
const PLACE_ALONE = new Set(['前', '后', '後']);

/**
 * What opens a clause after a day word, closed classes: verbs of direction (上 下 来 去 进 出 回 起 到)
 * and adverbs (才 就 又 也 还 都 已 刚 便 先 再): 前天下单 (ICU reads 天下), 前天才到, 后天上线.
 */
const CLAUSE_OPENER = /^[上下来去進进出回起到才就又也还還都已刚剛便先再]/u;

/** A demonstrative with its measure word: a word alone, the rest of 这个月 before a noun (这个月饼). */
const DEMONSTRATIVE = new Set(['这个', '那个', '這個', '那個']);

/** Pronouns: a subject before a day word, never a verb whose complement the phrase's head could be. */
const PRONOUN = /[我你您他她它咱俺]$/u;

/** Particles after a time word that keep it one (去年的, 去年之): a modifier of the noun after it. */
const TIME_PARTICLE = /^[的之]/u;

/** Particles of aspect: what comes before them is a verb. */
const ASPECT = /^[了过過着著完]/u;

/** The first word of `text`: its length in characters (0 for none). */
function firstWord(text: string): number {
  let len = 0;
  let done = false;
  forEachSegment(text, (start, end) => {
    if (!done) [len, done] = [end - start, true];
  });
  return len;
}

/**
 * Does the date word `phrase` lose a character to a word beside it? `after` is the sentence's text
 * after the phrase (a few characters are enough), `before` the sentence's text before it (the last
 * character is read), both as Simplified.
 */
export function chineseDateInWords(phrase: string, after: string, before = ''): boolean {
  if (phrase.length < 2 || !/^\p{Script=Han}/u.test(after)) return false;
  const next = after.slice(0, 4);
  const rest = phrase.slice(0, -1);
  if (firstWord(next) >= 2 || CLAUSE_OPENER.test(next)) return false;
  // The head belongs to the word before (送去|年检): what follows is a lone character, no particle.
  const prev = before.slice(-1);
  if (/\p{Script=Han}/u.test(prev) && !PRONOUN.test(prev) && !TIME_PARTICLE.test(next) && firstWord(prev + rest) === 1 + rest.length) return true;
  // The last character opens a word with what follows, and what follows opens none of its own.
  const glued = firstWord(phrase.slice(-1) + next);
  if (glued < 2) return false;
  // (a word told as done, 天来|过: its last character is a verb after the day, 前天来过)
  if (ASPECT.test(next.slice(glued - 1))) return false;
  return PLACE_ALONE.has(rest) || DEMONSTRATIVE.has(rest);
}
