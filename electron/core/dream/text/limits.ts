/**
 * A limit said as a word before or after its amount reads as one term, an upper or a lower
 * bound, so that a limit said from either side meets its twin: "no more than 2", "at most two",
 * "up to 2", "under 2", "2 or fewer", "< 2", 最多两个, 不超过2, 2个以内, 低于2 are all `max2`; "more
 * than", "over", "at least", "2 or more", 超过, 以上, 至少 are `min2`. Whether the amount itself is
 * in is no other rule. A prohibition's limit is the other side's: "never schedule more than two"
 * is at most two.
 */
import { numerals } from './vocabulary.js';
import { wordTable } from './word-table.js';

const HAN = /\p{Script=Han}/u;
const NUMBER_WORD: Readonly<Record<string, string>> = wordTable({ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twelve: '12', twenty: '20', thirty: '30', fifty: '50', hundred: '100' });
const AMOUNT = '(-?\\d+(?:[.,]\\d+)*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|hundred)';
// A Chinese amount with its unit or measure word after it (五万元, 两个, 五百公斤).
const ZH_UNIT = '(?:°\\s?[CF]|℃|度|元|块|个|名|位|人|次|件|台|张|条|份|单|笔|天|周|个月|月|年|小时|分钟|秒|公斤|千克|克|吨|米|公里|厘米|毫升|升|本|把|辆|箱|瓶|杯|双|套|页|篇|首|场|节|%|％)';
const ZH_AMOUNT = `(-?\\d+(?:[.,]\\d+)*|[一二两三四五六七八九十百千万]+)(?:\\s*${ZH_UNIT})?`;
const LIMITS: ReadonlyArray<readonly [RegExp, string]> = [
  // Upper case: the negation is part of the limit ("never more than"), so a prohibition does not turn it round.
  [new RegExp(`\\b(?:never|not|no)\\s+(?:be\\s+|get\\s+|run\\s+|take\\s+)?(?:more|longer|higher|greater|later|bigger|larger)\\s+than\\s+${AMOUNT}`, 'gi'), 'MAX'],
  [new RegExp(`\\b(?:at most|up to|a maximum of|max(?:imum)?\\.?)\\s+${AMOUNT}`, 'gi'), 'max'],
  [new RegExp(`\\b(?:never|not|no)\\s+(?:be\\s+|get\\s+)?(?:fewer|less|lower|shorter|smaller)\\s+than\\s+${AMOUNT}`, 'gi'), 'MIN'],
  [new RegExp(`\\bat least\\s+${AMOUNT}|\\ba minimum of\\s+${AMOUNT}`, 'gi'), 'min'],
  [new RegExp(`\\b(?:more than|over|above|exceeding|exceeds?|greater than|higher than|longer than|bigger than|larger than)\\s+${AMOUNT}`, 'gi'), 'min'],
  [new RegExp(`\\b(?:less than|fewer than|below|under|lower than|shorter than|smaller than)\\s+${AMOUNT}`, 'gi'), 'max'],
  // "close it within ten minutes": done by then, so it lasts ten at most.
  [new RegExp(`\\bwithin\\s+(?:the\\s+)?(?:first\\s+|next\\s+)?${AMOUNT}`, 'gi'), 'max'],
  [new RegExp(`\\b${AMOUNT}(?:\\s+[a-z]+)?\\s+or\\s+(?:more|older|above|over|later|longer|higher|greater)\\b`, 'gi'), 'min'],
  [new RegExp(`\\b${AMOUNT}(?:\\s+[a-z]+)?\\s+or\\s+(?:fewer|less|younger|below|under|earlier|shorter|lower|smaller)\\b`, 'gi'), 'max'],
  [new RegExp(`(?:<=|≤|＜=|<|＜)\\s*${AMOUNT}`, 'g'), 'max'],
  [new RegExp(`(?:>=|≥|＞=|>|＞)\\s*${AMOUNT}`, 'g'), 'min'],
  [new RegExp(`(?:不超过|不多于|不能超过|不得超过|不要超过|不可超过|别超过)\\s*${ZH_AMOUNT}`, 'gu'), 'MAX'],
  [new RegExp(`(?:不少于|不低于|不能少于|不得少于|不能低于|不得低于)\\s*${ZH_AMOUNT}`, 'gu'), 'MIN'],
  // A verb may stand between the word and its amount (最多开八个小时): it stays, before the limit.
  // (最多只能放一小时: a modal with it, three characters at most.)
  [new RegExp(`(?:最多|至多|上限)((?:(?![一二两三四五六七八九十百千万])\\p{Script=Han}){0,3}?)\\s*${ZH_AMOUNT}`, 'gu'), 'max'],
  [new RegExp(`(?:至少|最少)((?:(?![一二两三四五六七八九十百千万])\\p{Script=Han}){0,2}?)\\s*${ZH_AMOUNT}`, 'gu'), 'min'],
  [new RegExp(`(?:超过|大于|高于|多于|超出)\\s*${ZH_AMOUNT}`, 'gu'), 'min'],
  [new RegExp(`(?:低于|小于|少于|不到|不足)\\s*${ZH_AMOUNT}`, 'gu'), 'max'],
];
const ZH_AFTER_LIMITS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`${ZH_AMOUNT}\\s*(?:以内|之内)`, 'gu'), 'max'],
  // 四小时内, 三天内: within an amount of a unit (not 内容, 内部).
  [new RegExp(`(-?\\d+(?:[.,]\\d+)*|[一二两三四五六七八九十百千万]+)\\s*${ZH_UNIT}\\s*内(?![容部外])`, 'gu'), 'max'],
  [new RegExp(`${ZH_AMOUNT}\\s*(?:以上|及以上)`, 'gu'), 'min'],
  [new RegExp(`${ZH_AMOUNT}\\s*(?:以下)`, 'gu'), 'max'],
];

const LIMIT_WORD = /\b(?:more|less|fewer|most|least|within|up to|max|maximum|minimum|over|above|below|under|exceed\w*|greater|higher|lower|longer|shorter|bigger|larger|smaller|or)\b|[<>≤≥＜＞]|最多|至多|超过|不多于|上限|至少|不少于|不低于|最少|大于|高于|多于|超出|低于|小于|少于|不到|不足|以内|之内|以上|以下|\p{Script=Han}内/iu;

function amountOf(raw: string): string {
  const lower = raw.toLowerCase();
  if (lower in NUMBER_WORD) return NUMBER_WORD[lower]!;
  if (/^[一二两三四五六七八九十百千万]+$/u.test(raw)) {
    // numerals() reads numbers with a unit (五万, 三千); a lone digit or a leading 十 is read here.
    const digit = '零一二三四五六七八九'.indexOf(raw.replace('两', '二'));
    if (raw.length === 1 && digit >= 0) return String(digit);
    return numerals(raw.startsWith('十') ? `一${raw}` : raw).trim();
  }
  return raw.replace(/,/g, '');
}

/** A rule's limits as one term each; the rest as written. `forbids` says whether the rule is a prohibition (asked only where it has a limit). */
export function withLimits(text: string, forbids: () => boolean = () => false): string {
  // Most statements have no limit: one test of the words a limit needs first.
  if (!LIMIT_WORD.test(text)) return text;
  let out = text;
  for (const [re, to] of LIMITS) {
    out = out.replace(re, (...m: Array<string | undefined>) => {
      const groups = m.slice(1, -2);
      // The amount is the last group given; a verb before it (最多开八个小时) is the one before.
      const at = groups.findLastIndex((g) => g !== undefined && g !== '' && /[\d一二两三四五六七八九十百千万]|^[a-z]+$/iu.test(g));
      const verb = at > 0 && groups[at - 1] ? `${groups[at - 1]} ` : '';
      return ` ${verb}${to}${amountOf(groups[at] ?? '')} `;
    });
  }
  if (HAN.test(out)) for (const [re, to] of ZH_AFTER_LIMITS) out = out.replace(re, (_m, n: string) => ` ${to}${amountOf(n)} `);
  // Only the limit terms turn round (a word after them, "minutes", is no limit).
  if (out !== text && forbids()) out = out.replace(/ (min|max)(-?\d\S*) /g, (_m, k: string, n: string) => ` ${k === 'min' ? 'max' : 'min'}${n} `);
  return out.replace(/ (MIN|MAX)(-?\d\S*) /g, (_m, k: string, n: string) => ` ${k.toLowerCase()}${n} `);
}
