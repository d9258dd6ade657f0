/**
 * The text as the rules of change read it (supersede, switch-away, move-to, announced-change):
 * Traditional characters as Simplified (從…換成 is 从…换成), a switch verb's typo as the verb
 * ("swtiched from X to Y"), Cantonese function words as written Chinese (咗 as 了), full-width forms folded; cut to a sentence's length so that the
 * lazy patterns stay cheap on odd input. Read once per text and shared by the four rules.
 */
import { simplifiedHan } from './simplified.js';
import { TextMemo } from './text-memo.js';
import { foldText } from './tokens.js';
import { withVerbTypos } from './verb-typos.js';

/** Characters of a statement read: a fact is a sentence, longer text says no more of a change. */
const BOUND = 1000;
const memo = new TextMemo<string>(16_000_000);

// Cantonese function words as the written Chinese ones (closed classes: aspect, particle, copula,
// negation, locative): 取代咗 is 取代了, 唔用 is 不用, 喺 is 在, 嘅 is 的.
// (and 做 after a verb of change is its result, 换咗做 Shopify is 换成了 Shopify; 我哋 is 我们)
const CANTONESE: Readonly<Record<string, string>> = { 咗: '了', 嘅: '的', 唔: '不', 係: '是', 喺: '在', 冇: '没有', 哋: '们', 啲: '些' };
const CANTONESE_RE = /[咗嘅唔係喺冇哋啲]/gu;
const RESULT_DO = /([换改转变])(了)?做/gu;

export function changeReading(text: string): string {
  return memo.get(text, (x) => foldText(withVerbTypos(simplifiedHan(x.slice(0, BOUND)).replace(CANTONESE_RE, (c) => CANTONESE[c]!).replace(RESULT_DO, '$1成$2'))));
}
