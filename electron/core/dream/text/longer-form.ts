/**
 * One sentence said again at more length, as a memory and its copy drift apart: the longer one
 * keeps every word of the shorter in its order, puts in a few words of its own (a value, a
 * qualifier, no negation or exception), and gives a reason the shorter lacks or a fuller one
 * ("Patch ripstop using iron-on tape" / "Patch ripstop with iron-on tape at low heat, because
 * higher heat melts the coating"; 买家须在开拍前登记号码牌 / 买家须在开拍前十分钟登记号码牌，否则不能举牌;
 * 换弦时一次只换一根，避免琴桥移位 / 换弦时一次只换一根，因为同时松开所有弦会让琴桥和音柱移位). Kept once, the
 * longer: it says all the shorter says, and why.
 */
import { comparableTokens, isStopword } from './compare.js';
import { simplifiedHan } from './simplified.js';
import { termGaps } from './swaps.js';

// Where a reason or a risk opens: "because", "otherwise", 因为, 否则, Cantonese 唔系 ("or else"); 避免 only after a comma (at the head it is the rule: 避免周五发版).
const REASON_OPENS = /(?:^|[\s,;:(])(?:because|since|otherwise|so that|to avoid|to prevent|in order to|given that|due to|or else)(?=[\s,]|$)|因为|由于|否则|以免|为了|以防|不然|免得|唔系|[，,；;]\s*避免/iu;

// Negations, never put into a sentence by its longer form: not, never, without, 不, 别, 冇.
const TURNS = new Set(['not', 'no', 'never', "don't", 'dont', "doesn't", 'cannot', "can't", "mustn't", 'without', 'nor']);
const TURNS_HAN = /[不没别无非勿未莫唔冇]/u;
// Exceptions, which take cases out of a rule ("… unless it rains", 但周日不送, 只在晚市): put in anywhere, even after all the shorter one says, its rule no longer holds as said.
const EXCEPTIONS = new Set(['except', 'unless', 'but', 'only']);
const EXCEPTIONS_HAN = /[但却除只仅]/u;

// Words naming the means, one put for another: "using iron-on tape" / "with iron-on tape", 用 / 以.
const MEANS = new Set(['with', 'using', 'via', 'through', 'by', 'use', '用', '以', '使', '拿']);

/** Most words (a Han character half a word) one run put in by the longer form may have. */
const MOST_PUT_IN = 3;

export function saidAtMoreLength(shorter: string, longer: string): boolean {
  const a = parts(shorter);
  const b = parts(longer);
  if (b.reason === null || weight(a.rule) < 3) return false;
  const { gaps } = termGaps(a.rule, b.rule);
  if (gaps.length > 2) return false;
  for (const [lost, added] of gaps) {
    if (lost.length > 0 && !(lost.length === 1 && added.length > 0 && MEANS.has(lost[0]!) && MEANS.has(added[0]!))) return false;
    if (weight(added) > MOST_PUT_IN || added.some(turns)) return false;
  }
  if (a.reason === null) return true;
  // Both give a reason: the longer's holds all of the shorter's, and more.
  const said = a.reason.filter((t) => !isStopword(t));
  return said.length > 0 && b.reason.length > a.reason.length && termGaps(said, b.reason).shared === said.length;
}

/**
 * The longer key is the shorter one's words and more, and what it adds does not open by turning the
 * rule ("… the back door unless it rains", "…，但周日不送", "… only on Mondays"): the same sentence at more length.
 */
export function continuesPlainly(shorterKey: string, longerKey: string): boolean {
  if (!longerKey.startsWith(`${shorterKey} `)) return false;
  return !exceptsWord(longerKey.slice(shorterKey.length + 1).split(' ')[0] ?? '');
}

// A Chinese word that opens an exception: 但(是), 却, 除了 / 除非, 只, 仅; not a word that merely begins with 除 (除垢, 除湿, 除草).
const EXCEPTION_WORD_HAN = /^(?:但|却|卻|除了|除非|除开|除開|只|仅|僅)/u;

/** A whole word (not a character) that opens an exception. */
function exceptsWord(word: string): boolean {
  return EXCEPTIONS.has(word) || EXCEPTION_WORD_HAN.test(word);
}

// Words that only stress a rule, put anywhere in it ("No solvent on the boards, ever", 一定要, 务必), and the
// particle closing a condition (超出 ±10% 的话): they say nothing the rule did not.
const EMPHASIS = new Set(['ever', 'always', 'really', 'strictly', 'definitely', 'absolutely', 'certainly', 'please', '一定', '务必', '千万', '绝对', '的话', '请']);

/**
 * The longer one is the shorter one with stress words put in ("No solvent on the boards, ever: it
 * lifts the lacquer", 换砂辊时一定要停机上锁) and perhaps more said after all of it, not opening on a
 * negation or an exception (…，去年有人手套被卷进去 / …，等客户确认后再决定): the same sentence at more length.
 */
export function stressedAtMoreLength(shorter: string, longer: string): boolean {
  const a = unitsOf(simplifiedHan(shorter));
  const b = unitsOf(simplifiedHan(longer));
  if (weight(a) < 3 || b.length <= a.length) return false;
  // The shortest head of the longer that holds all of the shorter in order; what follows it is said after.
  let k = 0;
  let end = -1;
  for (let j = 0; j < b.length && k < a.length; j += 1) {
    if (b[j] === a[k]) {
      k += 1;
      end = j;
    }
  }
  if (k < a.length) return false;
  const after = b.slice(end + 1);
  if (after.length > 0 && turns(after[0]!)) return false;
  const { gaps } = termGaps(a, b.slice(0, end + 1));
  if (!gaps.every(([lost, added]) => lost.length === 0 && EMPHASIS.has(added.join('')))) return false;
  // Stress put in, or put after it alone ("…, always").
  return gaps.length > 0 || EMPHASIS.has(after.join(''));
}

/** The longer one puts an exception or "only" before its reason that the shorter has not ("… unless it rains, because …"). */
export function putsInTurn(shorter: string, longer: string): boolean {
  const had = new Set(unitsOf(simplifiedHan(shorter)));
  return parts(longer).rule.some((t) => !had.has(t) && excepts(t));
}

/** A sentence's words before its reason and after the word that opens it (null: no reason), a Han word as its characters. */
function parts(sentence: string): { rule: string[]; reason: string[] | null } {
  const text = simplifiedHan(sentence);
  const m = REASON_OPENS.exec(text);
  if (m === null) return { rule: unitsOf(text), reason: null };
  return { rule: unitsOf(text.slice(0, m.index)), reason: unitsOf(text.slice(m.index + m[0].length)) };
}

function unitsOf(text: string): string[] {
  return comparableTokens(text).flatMap((t) => (/\p{Script=Han}/u.test(t) ? [...t] : [t]));
}

function weight(units: readonly string[]): number {
  return units.reduce((w, t) => w + (/^\p{Script=Han}$/u.test(t) ? 0.5 : 1), 0);
}

function turns(unit: string): boolean {
  return TURNS.has(unit) || TURNS_HAN.test(unit) || excepts(unit);
}

function excepts(unit: string): boolean {
  return EXCEPTIONS.has(unit) || EXCEPTIONS_HAN.test(unit.charAt(0));
}
