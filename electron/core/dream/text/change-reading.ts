/**
 * The text as the rules of change read it (supersede, switch-away, move-to, announced-change):
 * Traditional characters as Simplified (從…換成 is 从…换成), a switch verb's typo as the verb
 * ("swtiched from X to Y"), full-width forms folded; cut to a sentence's length so that the
 * lazy patterns stay cheap on odd input. Read once per text and shared by the four rules.
 */
import { simplifiedHan } from './simplified.js';
import { TextMemo } from './text-memo.js';
import { foldText } from './tokens.js';
import { withVerbTypos } from './verb-typos.js';

/** Characters of a statement read: a fact is a sentence, longer text says no more of a change. */
const BOUND = 1000;
const memo = new TextMemo<string>(16_000_000);

export function changeReading(text: string): string {
  return memo.get(text, (x) => foldText(withVerbTypos(simplifiedHan(x.slice(0, BOUND)))));
}
