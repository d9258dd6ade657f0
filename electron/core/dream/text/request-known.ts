/**
 * A request a memory already holds in other words, read by what it says rather than by its
 * wording: the same values (a time, an amount, a share: "half" is 50 %), the memory's subject
 * named in it, and half its words at least in the memory's fact ("a hire bike returned after
 * 18:00 is billed a second full day" / "Hire bikes are due back by 18:00; a late return is charged
 * as a second full day"; "couples pay half up front when they book a wedding cake" / "Wedding cake
 * orders need a 50 % deposit at booking"). Read by capture.ts after the wording test
 * (requests.ts isAlreadyRemembered): such a request is not saved, it is a finding, for what the
 * reading cannot tell (whether it says something the memory does not) is for a person to judge.
 */
import { isNegated, isStopword, keyTerms } from './compare.js';
import { simplified } from './simplified.js';
import { tokenList } from './tokens.js';
import { typedValuesOf } from './typed-values.js';
import { wordingOf } from './vocabulary.js';

// Shares said in words, read as the percentages they are (a closed class): half, a third, a quarter, 一半, 三分之一.
const SHARES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:one|a) half\b|\bhalf\b/giu, '50 %'],
  [/\b(?:one|a) third\b/giu, '33 %'],
  [/\b(?:one|a) quarter\b/giu, '25 %'],
  [/\bthree quarters\b/giu, '75 %'],
  [/一半|半数/gu, '50%'],
  [/三分之一/gu, '33%'],
  [/四分之一/gu, '25%'],
];

function withShares(text: string): string {
  return SHARES.reduce((t, [re, pct]) => t.replace(re, pct), simplified(text));
}

const valuesOf = (text: string): Set<string> => new Set(typedValuesOf(text).map((v) => `${v.type}:${v.value}`));
const termsOf = (text: string): Set<string> => keyTerms(wordingOf(text));

/** The fact's subject as it opens: its first two content words, in order, no numbers (wedding cake, 冷藏室 钥匙). */
function openingWords(fact: string): string[] {
  const first = fact.split(/[;；。，,:：]/u)[0] ?? fact;
  const terms = termsOf(first);
  const out: string[] = [];
  for (const t of tokenList(wordingOf(first))) {
    if (out.length === 2) break;
    if (isStopword(t) || /\p{N}/u.test(t)) continue;
    const k = [...keyTerms(t)][0];
    if (k !== undefined && terms.has(k) && !out.includes(k)) out.push(k);
  }
  return out;
}

/**
 * The index of the fact that says the statement by its values and its subject, or -1: every value of the statement
 * (one at least) is one of the fact's, the fact's opening subject words are the statement's, half the statement's
 * words at least are the fact's, and both say it the same way round.
 */
export function restatingFact(statement: string, facts: readonly string[]): number {
  const said = withShares(statement);
  const values = valuesOf(said);
  if (values.size === 0) return -1;
  const terms = termsOf(said);
  const negated = isNegated(statement);
  return facts.findIndex((fact) => {
    const known = withShares(fact);
    const theirs = valuesOf(known);
    if (![...values].every((v) => theirs.has(v)) || isNegated(fact) !== negated) return false;
    const opening = openingWords(known);
    if (opening.length === 0 || !opening.every((w) => terms.has(w))) return false;
    const words = termsOf(known);
    return [...terms].filter((t) => words.has(t)).length * 2 >= terms.size;
  });
}
