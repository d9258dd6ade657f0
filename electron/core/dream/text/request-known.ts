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
import { sameWord } from './claim.js';
import { isNegated, isStopword, keyTerms, stem } from './compare.js';
import { simplified } from './simplified.js';
import { tokenList } from './tokens.js';
import { typedValuesOf } from './typed-values.js';
import { wordingOf } from './vocabulary.js';
import { wordTable } from './word-table.js';

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
  return SHARES.reduce((t, [re, pct]) => t.replace(re, pct), withSpokenTimes(simplified(text)));
}

// Clock times said in words (closed classes: the hours, the quarters, the halves of the day).
const HOURS: Readonly<Record<string, number>> = wordTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 });
const MINUTES: Readonly<Record<string, number>> = wordTable({ half: 30, quarter: 15, five: 5, ten: 10, twenty: 20, 'twenty-five': 25 });
const HOUR = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|0?[1-9]`;
// "half past three", "a quarter to nine", "ten minutes past eight" (minutes in numbers only with "minutes": "five to ten volunteers" is a range), an hour with "o'clock" or its half of the day.
const SPOKEN_TIME = new RegExp(
  String.raw`\b(?:(half|(?:a\s+)?quarter|(?:five|ten|twenty|twenty-five|\d{1,2})\s+minutes)\s+(past|after|to)\s+)?(${HOUR})(\s+o['’]?clock)?(?:\s+(in\s+the\s+(?:morning|afternoon|evening)|at\s+night|a\.?m\.?(?![a-z])|p\.?m\.?(?![a-z])))?(?![\w:.])|\b(noon|midday|midnight)\b`,
  'giu',
);

/**
 * Clock times said in words as the times they are, for comparing values ("half past three in the
 * afternoon" -> "3:30 pm", "a quarter to six in the morning" -> "5:45 am", noon, midnight). A number
 * is a time only where the words make it one: minutes past or to it, "o'clock" or a half of the day.
 */
export function withSpokenTimes(text: string): string {
  if (!/[a-z]/iu.test(text)) return text;
  return text.replace(SPOKEN_TIME, (whole, minutes: string | undefined, rel: string | undefined, hour: string | undefined, oclock: string | undefined, half: string | undefined, named: string | undefined) => {
    if (named !== undefined) return /midnight/iu.test(named) ? '12:00 am' : '12:00 pm';
    if (minutes === undefined && oclock === undefined && half === undefined) return whole;
    let h = HOURS[hour!.toLowerCase()] ?? Number(hour);
    const word = minutes?.toLowerCase().replace(/^a\s+/u, '').replace(/\s+minutes$/u, '');
    let m = word === undefined ? 0 : (MINUTES[word] ?? Number(word));
    if (!(h >= 1 && h <= 12 && m >= 0 && m < 60)) return whole;
    if (rel !== undefined && /^to$/iu.test(rel)) {
      h = h === 1 ? 12 : h - 1;
      m = 60 - m;
    }
    const ap = half === undefined ? '' : /morning|a\.?m/iu.test(half) ? ' am' : ' pm';
    return `${h}:${String(m).padStart(2, '0')}${ap}`;
  });
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
    const words = termsOf(known);
    if ([...terms].filter((t) => words.has(t)).length * 2 < terms.size) return false;
    const opening = openingWords(known);
    if (opening.length > 0 && opening.every((w) => terms.has(w))) return true;
    return namesSubjectOf(said, known, values);
  });
}

/** A text's Latin words in order, stemmed, each with its place: a function word or a number is null (it names nothing). */
function contentWords(text: string): Array<string | null> {
  return (text.toLowerCase().match(/[a-z][a-z0-9'’-]*|\d[\d:.,]*/gu) ?? []).map((w) => (/^\d/u.test(w) || isStopword(w) ? null : stem(w.replace(/['’]s$/u, ''))));
}

/**
 * The statement names the subject the fact opens with, by its words and not by its order ("weekday cutoff
 * for the bonded dock" / "The bonded warehouse loading dock closes …"): two words at least of the fact's
 * opening run of content words are the statement's, and no word the statement puts right before one of
 * them is foreign to the fact (the *south* gate / the north car park gate: another thing of the kind). A
 * value of a day alone says too little: a time, an amount or a measure at least.
 */
function namesSubjectOf(statement: string, fact: string, values: ReadonlySet<string>): boolean {
  if (![...values].some((v) => !v.startsWith('day:'))) return false;
  const theirs = contentWords(fact);
  const ours = contentWords(statement);
  const first = theirs.findIndex((w) => w !== null);
  if (first < 0) return false;
  let end = first;
  while (end < theirs.length && theirs[end] !== null) end += 1;
  const opening = theirs.slice(first, end) as string[];
  const inFact = (w: string): boolean => theirs.some((t) => t !== null && sameWord(t, w));
  const shared = opening.filter((w) => ours.some((o) => o !== null && sameWord(o, w)));
  if (shared.length < 2) return false;
  return ours.every((w, i) => {
    if (w === null || !shared.some((s) => sameWord(s, w))) return true;
    const before = ours[i - 1];
    return before === null || before === undefined || inFact(before);
  });
}
