/**
 * A rule's frame: the action it governs and the thing it governs it over, read by the rule's
 * shape (its modality, its determiners, its prepositions: closed classes) and not by a list of
 * the rule's own words. "Never true a carbon wheel on the old stand" governs the action `true`
 * over the object `wheel`, told apart from other wheels by `carbon`; "Tickets are never refunded
 * once the curtain is up" (a passive) governs `refund` over `ticket`; "Keepers must always wear
 * gloves when handling the frogs" governs `wear` over `glove`; "Buses must not idle in the yard"
 * (no object) governs `idle` over its subject, `bus`.
 *
 * With it a memory is matched to a rule by the thing both speak of: a memory that names the
 * rule's object with another distinguishing word in its place ("Truing an alloy wheel ... is
 * fine"; 白色衣物 for 彩色衣物, 鐵框 for 鋁框), or never names it at all ("The penguins may be
 * fed after 16:00" for "Never feed the sea lions after 16:00"), speaks of another thing and
 * cannot conflict with the rule, whatever words they share.
 */
import { stem } from './compare.js';
import { TextMemo } from './text-memo.js';
import { foldText, wordSegments } from './tokens.js';

export interface Frame {
  /** The action's root ("true", "refund", "wear"), or null where the rule names none ("No dogs on the ward"). */
  verb: string | null;
  /** The object's head noun, as a root ("wheel", "ticket"). */
  head: string;
  /** The words before the head that tell it from others of its kind ("carbon"), as roots. */
  modifiers: string[];
}

// Closed classes: what starts a noun phrase, what ends it, what says how a rule holds.
const DETERMINERS = new Set(['a', 'an', 'the', 'every', 'each', 'any', 'all', 'some', 'no', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'my', 'another', 'both', 'either', 'neither', 'anyone', "anyone's", 'someone', "someone's", 'everyone', "everyone's", 'whose', 'which', 'what']);
const PREPOSITIONS = new Set(['in', 'on', 'at', 'to', 'from', 'with', 'without', 'by', 'for', 'of', 'over', 'under', 'into', 'onto', 'off', 'out', 'after', 'before', 'during', 'while', 'when', 'whenever', 'until', 'unless', 'if', 'once', 'than', 'through', 'across', 'near', 'behind', 'between', 'inside', 'outside', 'around', 'about', 'as', 'via', 'per', 'against', 'up', 'down', 'since', 'except', 'beyond', 'within', 'along', 'past', 'toward', 'towards', 'upon', 'like', 'unlike', 'where', 'because', 'so', 'and', 'or', 'but', 'nor', 'then', 'though', 'although', 'even', 'e', 'i', 'eg', 'ie']);
const MODALS = new Set(['never', 'always', 'must', "mustn't", 'should', "shouldn't", "don't", 'dont', 'do', 'not', 'cannot', "can't", 'please', 'only', 'ever', 'first', 'also', 'just', 'still', 'strictly', 'can', 'may', 'might', 'need', 'needs', 'have', 'has', 'to', 'will', "won't", 'shall', 'better']);
const AUXILIARIES = new Set(['is', 'are', 'be', 'been', 'being', 'was', 'were', 'get', 'gets', 'got']);
// Words a rule says before its verb that are not its action ("You must", "Staff never", "We always").
const PRONOUNS = new Set(['you', 'we', 'they', 'i', 'he', 'she', 'it', 'one', 'everyone', 'everybody', 'anyone', 'anybody', 'nobody', 'someone']);
// Verbs that hand the action to someone else: the action is the verb after their object ("Never let a trainee drive the pump engine").
const CAUSATIVES = new Set(['let', 'allow', 'have', 'make', 'help', 'get', 'permit']);
// Words after a noun that say how it is left, not which it is ("leave the kiln unattended", "leave a dog alone").
const AFTER_NOUN = new Set(['alone', 'open', 'overnight', 'again', 'together', 'apart', 'away', 'back', 'first', 'unattended', 'unlocked', 'locked', 'running', 'on', 'off']);

/** A word's root: its stem without a final e (true / truing, leave / leaving, sanitise / sanitising). */
export function rootOf(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/u, '');
  const dash = w.lastIndexOf('-');
  if (dash > 0 && dash < w.length - 1) return `${w.slice(0, dash + 1)}${rootOf(w.slice(dash + 1))}`;
  const s = stem(w);
  return s.length > 3 && s.endsWith('e') ? s.slice(0, -1) : s;
}

function wordsOf(text: string): string[] {
  return foldText(text).toLowerCase().replace(/’/g, "'").match(/[a-z0-9][a-z0-9'-]*/g) ?? [];
}

const frameMemo = new TextMemo<Frame | null>(4_000_000);

/** The frame of one clause of a rule in English, or null where its shape gives none. */
export function frameOf(clause: string): Frame | null {
  return frameMemo.get(clause, readFrame);
}

function readFrame(clause: string): Frame | null {
  // A list marker and a label ("**Labels:**", "Idling:") are not the rule's words.
  const words = wordsOf(clause.replace(/\s*[(（][^()（）]*[)）]/gu, ' ').replace(/^\s*(?:[-*+]|\d+[.)])\s+/u, '').replace(/^\s*(?:\*\*[^*]+\*\*\s*[:：—–-]?|[\w ]{1,30}?:(?!\S))\s*/u, ''));
  if (words.length < 2) return null;
  // "No visitors in the lab after 18:00": a prohibition of the thing itself.
  if (words[0] === 'no') return nounPhrase(words, 1, null);
  const k = words.findIndex((w) => MODALS.has(w) && w !== 'to' && w !== 'have' && w !== 'has' && w !== 'do' && w !== 'need' && w !== 'needs');
  if (k < 0) return imperativeOrStatement(words);
  let i = k;
  while (i < words.length && MODALS.has(words[i]!)) i += 1;
  // "Tickets are never refunded", "must not be left": a passive governs its subject.
  const passive = AUXILIARIES.has(words[k - 1] ?? '') || AUXILIARIES.has(words[i] ?? '');
  if (AUXILIARIES.has(words[i] ?? '')) i += 1;
  if (i >= words.length) return null;
  if (passive) {
    const subject = subjectBefore(words, AUXILIARIES.has(words[k - 1] ?? '') ? k - 1 : k);
    if (subject === null) return null;
    const participle = participleAt(words, i);
    return { ...subject, verb: participle };
  }
  return actionFrom(words, i, subjectBefore(words, k));
}

/** A rule with no modal word: an imperative ("Refuel at bay 2") or a statement of what staff do ("Staff re-check the knot"). */
function imperativeOrStatement(words: string[]): Frame | null {
  let i = 0;
  while (i < words.length && (PRONOUNS.has(words[i]!) || DETERMINERS.has(words[i]!))) i += 1;
  // A subject of one or two words before a verb ending in s is an agent ("Staff re-check ...", "The guard locks ...").
  return actionFrom(words, i, null);
}

/** The action at `i` and the noun phrase it governs; an action with no object governs the rule's subject. */
function actionFrom(words: string[], i: number, subject: Omit<Frame, 'verb'> | null): Frame | null {
  // The verb is the last word before the object's determiner ("machine wash a silk scarf"), within two words.
  let v = i;
  for (let j = i + 1; j <= i + 2 && j < words.length; j += 1) {
    if (DETERMINERS.has(words[j]!)) {
      v = j - 1;
      break;
    }
    if (PREPOSITIONS.has(words[j]!)) break;
  }
  const verb = words[v]!;
  if (PREPOSITIONS.has(verb) || DETERMINERS.has(verb)) return null;
  const at = v + 1;
  if (CAUSATIVES.has(verb)) {
    // "let a trainee drive the pump engine": the action is the verb after the agent.
    let j = at;
    while (j < words.length && DETERMINERS.has(words[j]!)) j += 1;
    const next = words[j + 1];
    if (next !== undefined && !PREPOSITIONS.has(next) && !DETERMINERS.has(next)) return actionFrom(words, j + 1, subject);
  }
  const object = nounPhrase(words, at, rootOf(verb));
  if (object !== null) return object;
  return subject === null ? null : { ...subject, verb: rootOf(verb) };
}

/** The noun phrase from `at` (determiners skipped) up to a preposition, a conjunction or the end: its head and modifiers. */
function nounPhrase(words: string[], at: number, verb: string | null): Frame | null {
  let i = at;
  while (i < words.length && DETERMINERS.has(words[i]!)) i += 1;
  const np: string[] = [];
  while (i < words.length && np.length < 4) {
    const w = words[i]!;
    if (PREPOSITIONS.has(w) || MODALS.has(w) || AUXILIARIES.has(w) || DETERMINERS.has(w) || /ly$/.test(w) || /^\d/.test(w)) break;
    np.push(w);
    i += 1;
  }
  while (np.length > 1 && (AFTER_NOUN.has(np[np.length - 1]!) || /(?:ed|ing)$/.test(np[np.length - 1]!))) np.pop();
  if (np.length === 0 || AFTER_NOUN.has(np[0]!)) return null;
  return { verb, head: rootOf(np[np.length - 1]!), modifiers: np.slice(0, -1).map(rootOf) };
}

/** The noun phrase a rule says before its modality ("Original letters are never ..."), without agents (you, we). */
function subjectBefore(words: string[], end: number): Omit<Frame, 'verb'> | null {
  const np: string[] = [];
  for (let i = 0; i < end; i += 1) {
    const w = words[i]!;
    if (PREPOSITIONS.has(w)) break;
    if (DETERMINERS.has(w) || PRONOUNS.has(w)) continue;
    np.push(w);
  }
  if (np.length === 0 || np.length > 4) return null;
  return { head: rootOf(np[np.length - 1]!), modifiers: np.slice(0, -1).map(rootOf) };
}

function participleAt(words: string[], i: number): string | null {
  // "never tumble dried": the participle is the last word before a preposition or the end, within two.
  let v = i;
  if (i + 1 < words.length && /(?:ed|en|wn|ne|t)$/.test(words[i + 1]!) && !PREPOSITIONS.has(words[i + 1]!)) v = i + 1;
  const w = words[v];
  return w === undefined || PREPOSITIONS.has(w) ? null : rootOf(w);
}

/** Where a statement names the frame's head, the modifiers it gives it there (up to two words before it). */
export function modifiersAt(statement: string, head: string): string[][] {
  const words = wordsOf(statement);
  const out: string[][] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (rootOf(words[i]!) !== head) continue;
    const mods: string[] = [];
    for (let j = i - 1; j >= 0 && j >= i - 2; j -= 1) {
      const w = words[j]!;
      if (DETERMINERS.has(w) || PREPOSITIONS.has(w) || MODALS.has(w) || AUXILIARIES.has(w) || PRONOUNS.has(w) || /^\d/.test(w)) break;
      mods.push(rootOf(w));
    }
    out.push(mods);
  }
  return out;
}

/**
 * The statement speaks of another thing than the rule's frame: it never names the rule's object,
 * or names it only with other distinguishing words ("an alloy wheel" for "a carbon wheel").
 * A statement that gives the head without a modifier, or a rule that gives none, is of the same
 * thing ("the night buses" fall under "Buses").
 */
export function otherObject(frame: Frame, statement: string): boolean {
  const places = modifiersAt(statement, frame.head);
  if (places.length === 0) return !rootsOf(statement).has(frame.head);
  if (frame.modifiers.length === 0) return false;
  return places.every((mods) => mods.length > 0 && !mods.some((m) => frame.modifiers.includes(m)));
}

/** The roots of a statement's words. */
export function rootsOf(statement: string): Set<string> {
  return new Set(wordsOf(statement).flatMap((w) => [rootOf(w), ...w.split('-').filter((p) => p.length > 2).map(rootOf)]));
}

// Characters that carry a Chinese sentence's grammar, modality, place or number, not which thing it names.
const ZH_FUNCTION = /[的了是在把被给用和与及或不没也都就要可以能会从到对向里上下前后时先再还只很太更最每各该请让使将于为而且并则所之其这那此别勿禁止须必得准许免行一二三四五六七八九十两百千万几个位名次些点半整来去过着]/u;

/**
 * In Chinese, the statement names the rule's thing with another word of its kind in the same
 * place: a word before a word both give (a 的 between them aside), of the same length, said by
 * each text and not the other (彩色衣物 / 白色衣物, 鋁框 / 鐵框 read as 铝框 / 铁框). Words of grammar,
 * modality, place, number or quantity are no such word (在机房里 / 在机房里, 两个人 / 一个人, 所有接口 /
 * 内部接口: the inner API is one of all of them).
 */
export function kinInPlace(rule: string, statement: string): boolean {
  const r = wordsBefore(rule);
  const s = wordsBefore(statement);
  const ruleWords = new Set(r.keys());
  const statementWords = new Set(s.keys());
  for (const [h, xs] of r) {
    if (ZH_FUNCTION.test(h) || !/^\p{Script=Han}+$/u.test(h)) continue;
    for (const y of s.get(h) ?? []) {
      for (const x of xs) {
        if (x === y || x.length !== y.length || ZH_FUNCTION.test(x) || ZH_FUNCTION.test(y)) continue;
        if (!statementWords.has(x) && !statement.includes(x) && !ruleWords.has(y) && !rule.includes(y)) return true;
      }
    }
  }
  return false;
}

const beforeMemo = new TextMemo<Map<string, string[]>>(4_000_000);

/** Each Han word of a text with the Han words said just before it (a 的 between them skipped). */
function wordsBefore(text: string): Map<string, string[]> {
  return beforeMemo.get(text, (t) => {
    const words = wordSegments(t).map((w) => w.word);
    const out = new Map<string, string[]>();
    for (let i = 0; i < words.length; i += 1) {
      const list = out.get(words[i]!) ?? [];
      out.set(words[i]!, list);
      const prev = words[i - 1] === '的' ? words[i - 2] : words[i - 1];
      if (prev !== undefined && /^\p{Script=Han}+$/u.test(prev)) list.push(prev);
    }
    return out;
  });
}
