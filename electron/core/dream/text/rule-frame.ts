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
import { foldText, wordBoundaries, wordSegments } from './tokens.js';
import { wordTable } from './word-table.js';

export interface Frame {
  /** The action's root ("true", "refund", "wear"), or null where the rule names none ("No dogs on the ward"). */
  verb: string | null;
  /** The object's head noun, as a root ("wheel", "ticket"). */
  head: string;
  /** The words before the head that tell it from others of its kind ("carbon"), as roots. */
  modifiers: string[];
  /** Heads said with it by "or" / "and" ("real patient names or MRNs" gives mrn), as roots. */
  alternatives?: string[];
}

// Closed classes: what starts a noun phrase, what ends it, what says how a rule holds.
const DETERMINERS = new Set(['a', 'an', 'the', 'every', 'each', 'any', 'all', 'some', 'no', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'my', 'another', 'both', 'either', 'neither', 'anyone', "anyone's", 'someone', "someone's", 'everyone', "everyone's", 'whose', 'which', 'what']);
const PREPOSITIONS = new Set(['in', 'on', 'at', 'to', 'from', 'with', 'without', 'by', 'for', 'of', 'over', 'under', 'into', 'onto', 'off', 'out', 'after', 'before', 'during', 'while', 'when', 'whenever', 'until', 'unless', 'if', 'once', 'than', 'through', 'across', 'near', 'behind', 'between', 'inside', 'outside', 'around', 'about', 'as', 'via', 'per', 'against', 'up', 'down', 'since', 'except', 'beyond', 'within', 'along', 'past', 'toward', 'towards', 'upon', 'like', 'unlike', 'where', 'because', 'so', 'and', 'or', 'but', 'nor', 'then', 'though', 'although', 'even', 'e', 'i', 'eg', 'ie']);
const MODALS = new Set(['never', 'always', 'must', "mustn't", 'should', "shouldn't", "don't", 'dont', 'do', 'not', 'cannot', "can't", 'please', 'only', 'ever', 'first', 'also', 'just', 'still', 'strictly', 'can', 'may', 'might', 'need', 'needs', 'have', 'has', 'to', 'will', "won't", 'shall', 'better']);
const AUXILIARIES = new Set(['is', 'are', 'be', 'been', 'being', 'was', 'were', 'get', 'gets', 'got']);
// Words a rule says before its verb that are not its action ("You must", "Staff never", "We always").
// Pronouns standing as a verb's object: "be sent it", "be given them".
const OBJECT_PRONOUNS = new Set(['it', 'them', 'one', 'these', 'those', 'this', 'that']);
const PRONOUNS = new Set(['you', 'we', 'they', 'i', 'he', 'she', 'it', 'one', 'everyone', 'everybody', 'anyone', 'anybody', 'nobody', 'someone']);
// Verbs that hand the action to someone else: the action is the verb after their object ("Never let a trainee drive the pump engine").
const CAUSATIVES = new Set(['let', 'allow', 'have', 'make', 'help', 'get', 'permit']);
// Words after a noun that say how it is left, not which it is ("leave the kiln unattended", "leave a dog alone"), and
// the adverbs that take no -ly, of manner, time and place ("run the script straight on the PLC", "send it right away").
const AFTER_NOUN = new Set(['alone', 'open', 'overnight', 'again', 'together', 'apart', 'away', 'back', 'first', 'unattended', 'unlocked', 'locked', 'running', 'on', 'off', 'straight', 'right', 'now', 'today', 'tonight', 'tomorrow', 'yesterday', 'here', 'there', 'anyway', 'instead', 'too', 'already', 'later', 'soon', 'afterwards', 'anytime']);

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
  const frame: Frame = { verb, head: rootOf(np[np.length - 1]!), modifiers: np.slice(0, -1).map(rootOf) };
  // "names or MRNs": a coordinated head is the rule's thing too.
  if (words[i] === 'or' || words[i] === 'and') {
    const next = nounPhrase(words, i + 1, verb);
    if (next !== null) frame.alternatives = [next.head, ...(next.alternatives ?? [])];
  }
  return frame;
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
 * or names it only with other distinguishing words ("an alloy wheel" for "a carbon wheel"), or
 * with another word right before the head ("full order numbers" for "full card numbers").
 * A statement that gives the head without a modifier, or a rule that gives none, is of the same
 * thing ("the night buses" fall under "Buses").
 */
export function otherObject(frame: Frame, statement: string): boolean {
  if ((frame.alternatives ?? []).some((h) => rootsOf(statement).has(h))) return false;
  const places = modifiersAt(statement, frame.head);
  if (places.length === 0) return !rootsOf(statement).has(frame.head);
  if (frame.modifiers.length === 0) return false;
  // The word right before the head tells the kind ("full card numbers" / "full order numbers"); words further off may be of degree.
  const nearest = frame.modifiers[frame.modifiers.length - 1]!;
  return places.every((mods) => mods.length > 0 && (!mods.some((m) => frame.modifiers.includes(m)) || (!mods.includes(nearest) && !frame.modifiers.includes(mods[0]!))));
}

/**
 * The heads the statement gives the frame's action as its object, where it says the action: the
 * noun phrase after an active form ("delete the JPEG derivatives of a scan" gives derivative) or
 * the subject before a passive one ("The web dashboard can be restarted" gives dashboard).
 * Pronouns and places where no noun phrase stands give nothing; so does a statement that never
 * says the action.
 */
export function objectsOfAction(frame: Frame, statement: string): string[] {
  if (frame.verb === null) return [];
  const out: string[] = [];
  // Clause by clause: a noun phrase ends at its clause's punctuation.
  for (const clause of statement.split(/[,;:.!?()（）]/u)) {
    const words = wordsOf(clause);
    for (let i = 0; i < words.length; i += 1) {
      if (verbRootOf(words[i]!) !== frame.verb) continue;
      let k = i - 1;
      while (k >= 0 && /ly$/.test(words[k]!)) k -= 1;
      const before = words[k];
      // Passive: an auxiliary (and modals) before the participle, the subject before them; a second object may follow ("be paid their wages").
      if (before !== undefined && AUXILIARIES.has(before)) {
        let m = k;
        while (m > 0 && (MODALS.has(words[m - 1]!) || AUXILIARIES.has(words[m - 1]!))) m -= 1;
        const head = words[m - 1];
        if (head === undefined || PRONOUNS.has(head) || DETERMINERS.has(head) || PREPOSITIONS.has(head) || MODALS.has(head)) return [];
        // "… can be sent it by text": the passive's subject is who gets the thing, and the thing a pronoun: nothing is known of it.
        if (OBJECT_PRONOUNS.has(words[i + 1] ?? '')) return [];
        out.push(rootOf(head));
        const second = DETERMINERS.has(words[i + 1] ?? '') ? nounPhrase(words, i + 1, frame.verb) : null;
        if (second !== null) out.push(second.head);
        continue;
      }
      // The action: after a modal, to, a pronoun, or opening its clause as a gerund; after a noun it is a noun ("the ID check").
      const verbal = before === undefined ? /ing$/.test(words[i]!) : MODALS.has(before) || PRONOUNS.has(before) || /ly$/.test(words[i - 1] ?? '');
      if (!verbal || i + 1 >= words.length || PREPOSITIONS.has(words[i + 1]!)) continue;
      const np = nounPhrase(words, i + 1, frame.verb);
      if (np === null) continue;
      // A pronoun stands for a thing unnamed: nothing is known of it.
      if (PRONOUNS.has(words[i + 1]!) || PRONOUNS.has(np.head)) return [];
      out.push(np.head);
    }
  }
  return out;
}

/**
 * The statement gives the rule's action another object: wherever it says the action, the noun
 * phrase it governs has another head ("delete the JPEG derivatives of a scan" for "never delete
 * an original TIFF scan"; "The web dashboard can be restarted" for "Never restart the loggers";
 * "Sharing screenshots" for "Passwords must never be shared"), whatever else it names.
 */
export function actsOnAnother(frame: Frame, statement: string): boolean {
  const heads = objectsOfAction(frame, statement);
  const same = [frame.head, ...(frame.alternatives ?? [])];
  return heads.length > 0 && heads.every((h) => same.every((x) => h !== x && !h.startsWith(x) && !x.startsWith(h)));
}

// Prepositions of place: what follows them says where.
const PLACE_PREPOSITIONS = new Set(['in', 'into', 'at', 'on', 'onto', 'inside', 'near', 'behind', 'beside']);

/** The head nouns of the places a statement gives ("in the brewhouse" -> brewhous), as roots. */
export function placesOf(statement: string): string[] {
  const words = wordsOf(statement);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!PLACE_PREPOSITIONS.has(words[i]!)) continue;
    let j = i + 1;
    while (j < words.length && DETERMINERS.has(words[j]!)) j += 1;
    let last: string | null = null;
    while (j < words.length && j <= i + 4 && !PREPOSITIONS.has(words[j]!) && !MODALS.has(words[j]!) && !AUXILIARIES.has(words[j]!) && !/^\d/.test(words[j]!)) {
      last = words[j]!;
      j += 1;
    }
    if (last !== null) out.push(rootOf(last));
  }
  return out;
}

/**
 * The statement puts the rule's action in another place: the rule says where ("in the
 * brewhouse"), the statement says another where ("in the office") and never names the rule's.
 */
export function otherPlace(rule: string, statement: string): boolean {
  const [r, s] = [placesOf(rule), placesOf(statement)];
  if (r.length === 0 || s.length === 0) return false;
  const [ruleRoots, roots] = [rootsOf(rule), rootsOf(statement)];
  return r.every((p) => !roots.has(p)) && s.some((p) => !ruleRoots.has(p));
}

// Prepositions of time: which side of an event a thing is done on.
const TIME_PREPOSITIONS = new Set(['during', 'after', 'before', 'while', 'until', 'outside', 'within', 'between', 'throughout']);

/** Each event a statement times something by, with the prepositions it uses for it ("after service": servic -> after). */
function timesOf(statement: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (/\p{Script=Han}/u.test(statement)) {
    for (const m of statement.matchAll(/(\p{Script=Han}{2})(?:之|以)?([前后])/gu)) {
      const set = out.get(m[1]!) ?? new Set<string>();
      set.add(m[2]!);
      out.set(m[1]!, set);
    }
    return out;
  }
  const words = wordsOf(statement);
  for (let i = 0; i < words.length; i += 1) {
    if (!TIME_PREPOSITIONS.has(words[i]!)) continue;
    let j = i + 1;
    while (j < words.length && DETERMINERS.has(words[j]!)) j += 1;
    let last: string | null = null;
    while (j < words.length && j <= i + 3 && !PREPOSITIONS.has(words[j]!) && !MODALS.has(words[j]!) && !AUXILIARIES.has(words[j]!)) {
      last = words[j]!;
      j += 1;
    }
    if (last === null) continue;
    const set = out.get(rootOf(last)) ?? new Set<string>();
    set.add(words[i]!);
    out.set(rootOf(last), set);
  }
  return out;
}

/**
 * The statement times the rule's action on another side of the same event: "during service" /
 * "after service", 下班前 / 下班后. It then keeps clear of the rule.
 */
export function otherTime(rule: string, statement: string): boolean {
  const [r, s] = [timesOf(rule), timesOf(statement)];
  for (const [event, sides] of r) {
    const other = s.get(event);
    if (other && ![...other].some((p) => sides.has(p))) return true;
  }
  return false;
}

// Company: a rule that wants the doer with someone or something ("with an adult", 陪同, 陪着); against "alone" it is another count.
const COMPANY = /\bwith (?:an?|the|another|a second|one|two|three|\d+) \w+|\baccompanied\b|\bsupervised\b|陪同|陪着|陪伴|看护|带领/iu;

/** The clause wants the action done in someone's company. */
export function wantsCompany(clause: string): boolean {
  return COMPANY.test(clause);
}

// A question: asked, not said (a question mark, or a question of permission or of whether).
const QUESTION = /[?？]|^\s*(?:can|could|may|should|shall|do|does|is|are|am)\s+(?:we|i|you|they|it|he|she|staff)\b|是否|能不能|可不可以|可以吗|行不行|好不好|吗[。！]?\s*$/iu;
// A time gone by: what happened once (yesterday, last week, on a date, 上周, 11月14日) or was done before (used to, 以前, 曾经).
const ONCE = /\b(?:yesterday|last (?:week|month|night|year|time|shift|season|term|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d+ (?:days?|weeks?|months?|years?) ago|a (?:week|month|year) ago|on \d{4}-\d{2}-\d{2})\b|\d{1,2}月\d{1,2}[日号]|昨天|前天|上周|上个月|上星期|上次|去年|前几天/iu;
const FORMERLY = /\bused to\b|\bformerly\b|\bin the past\b|以前|过去|曾经|原来|从前/iu;

/**
 * The statement asks, reports what happened once, or tells what was done before: it grants
 * nothing now ("Can we leave the kiln alone ...?", "Someone left the kiln unattended last week",
 * "We used to store the oars on the floor", 以前可以…，现在不行了). A report of once counts only where
 * it says no permission ("the boss said last week it is fine" still grants).
 */
export function asksOrLooksBack(statement: string, grants: boolean): boolean {
  return QUESTION.test(statement) || FORMERLY.test(statement) || (!grants && ONCE.test(statement));
}

/** The roots of a statement's words (and of a hyphenated word's parts); shared, so read-only. */
export function rootsOf(statement: string): ReadonlySet<string> {
  return rootsMemo.get(statement, (t) => new Set(wordsOf(t).flatMap((w) => [rootOf(w), ...w.split('-').filter((p) => p.length > 2).map(rootOf)])));
}
const rootsMemo = new TextMemo<ReadonlySet<string>>(4_000_000);

// Characters that carry a Chinese sentence's grammar, modality, place or number, not which thing it names.
const ZH_FUNCTION = /[的了是在把被给用和与及或不没也都就要可以能会从到对向里上下前后时先再还只很太更最每各该请让使将于为而且并则所之其这那此别勿禁止须必得准许免行一二三四五六七八九十两百千万几个位名次些点半整来去过着]/u;

/**
 * In Chinese, the statement names the rule's thing with another word of its kind in the same
 * place: a word before a word both give (both joined by 的, or both straight: 学生的成绩单 / 期末成绩单
 * say whose and when, no two kinds), of the same length, said by
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
        // Words in two places (one says whose, the other which) are no two kinds of one thing.
        if (x.startsWith('的') !== y.startsWith('的')) continue;
        const [a, b] = [x.replace(/^的/u, ''), y.replace(/^的/u, '')];
        if (a === b || a.length !== b.length || ZH_FUNCTION.test(a) || ZH_FUNCTION.test(b) || negatedKind(rule, a)) continue;
        if (!statementWords.has(a) && !statement.includes(a) && !ruleWords.has(b) && !rule.includes(b)) return true;
      }
    }
  }
  return false;
}

/** The rule says the kind under a negation (非防静电工具): every other kind falls under it. */
function negatedKind(rule: string, kind: string): boolean {
  const at = rule.indexOf(kind);
  return at > 0 && /[非无未]/u.test(rule.slice(Math.max(0, at - 3), at));
}

/**
 * In Chinese, by characters where a segmenter does not know the words: the statement puts another
 * modifier before a head the rule gives (变桨控制器 / 偏航控制器, 铸铁锅 / 不锈钢锅): the two
 * characters before a shared run differ in the last place, each pair is said by its own text only,
 * share no character, and neither carries grammar or is an adverb (直接). Not where the rule
 * speaks of all kinds (所有, 每, 任何).
 */
export function otherKindBefore(rule: string, statement: string): boolean {
  // A rule of all kinds (所有数据库查询) holds for each of them (报表查询).
  if (/所有|每|任何|一切|全部|凡是/u.test(rule)) return false;
  const plain = (x: string): boolean => /^\p{Script=Han}{2}$/u.test(x) && !ZH_FUNCTION.test(x) && !ZH_MARK.test(x) && !ZH_ADVERB.test(x);
  // A head ends its noun phrase: two characters at least, or one before grammar, punctuation or the end in both texts (铸铁锅。/ 不锈钢锅可以).
  const ends = (t: string, at: number): boolean => at >= t.length || !/\p{Script=Han}/u.test(t[at]!) || ZH_FUNCTION.test(t[at]!);
  // A head of one character starts a word: 出 of 导出 is no head (信息导出 / 打印出来).
  const [ruleStarts, statementStarts] = [new Set(wordBoundaries(rule)), new Set(wordBoundaries(statement))];
  for (let i = 2; i < rule.length; i += 1) {
    for (let len = 1; len <= 3 && i + len <= rule.length; len += 1) {
      const head = rule.slice(i, i + len);
      // A head of grammar only where it closes the noun phrase or the clause of time before it (玻璃的, 搬运玻璃时).
      if (!/^\p{Script=Han}+$/u.test(head) || (ZH_FUNCTION.test(head) && !(len === 1 && /[的时]/u.test(head))) || (len === 1 && head !== '的' && (!ends(rule, i + 1) || !ruleStarts.has(i)))) continue;
      const x = rule.slice(i - 2, i);
      // A kind said under a negation (非防爆手机, 非防静电工具) takes in every other kind (普通手机).
      if (!plain(x) || statement.includes(x) || /[非无未]/u.test(rule.slice(Math.max(0, i - 5), i - 2)) || rule[i - 3] === '不') continue;
      for (let at = statement.indexOf(head); at >= 0; at = statement.indexOf(head, at + 1)) {
        const y = statement.slice(Math.max(0, at - 2), at);
        if (y.length !== 2 || !plain(y) || rule.includes(y) || [...y].some((ch) => x.includes(ch)) || (len === 1 && head !== '的' && (!ends(statement, at + 1) || !statementStarts.has(at)))) continue;
        return true;
      }
    }
  }
  return false;
}

// Places inside and outside one thing: 展场内 / 展场外, 机房里 / 机房外面.
const ZH_INSIDE = /(\p{Script=Han}{2})(?:内|里|中)/gu;

/** In Chinese, the statement puts the action outside the place the rule puts it in (在展场内 / 展场外的走廊), or inside where the rule says outside. */
export function otherSideOfPlace(rule: string, statement: string): boolean {
  const inside = (t: string): Set<string> => new Set([...t.matchAll(ZH_INSIDE)].map((m) => m[1]!));
  const outside = (t: string): Set<string> => new Set([...t.matchAll(/(\p{Script=Han}{2})外/gu)].map((m) => m[1]!));
  const [ri, ro, si, so] = [inside(rule), outside(rule), inside(statement), outside(statement)];
  return [...ri].some((w) => so.has(w) && !si.has(w)) || [...ro].some((w) => si.has(w) && !so.has(w));
}

/**
 * In Chinese, the statement speaks of another part of the rule's thing: both say what they speak of
 * before their modal word as one owner's part (报关单的 HS 编码 / 报关单的备注栏), the owner the same
 * and the parts sharing no word.
 */
export function otherPartOf(rule: string, statement: string): boolean {
  const partOf = (t: string): [string, string] | null => {
    const topic = zhPredicateOf(t)?.topic ?? '';
    const at = topic.lastIndexOf('的');
    return at > 0 && at < topic.length - 1 ? [topic.slice(0, at).trim(), topic.slice(at + 1).trim()] : null;
  };
  const [r, s] = [partOf(rule), partOf(statement)];
  if (r === null || s === null || !(r[0].endsWith(s[0]) || s[0].endsWith(r[0]))) return false;
  const shares = (x: string, y: string): boolean => hanWordsOf(x).some((w) => y.includes(w)) || (x.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []).some((w) => y.toLowerCase().includes(w));
  return !shares(r[1], s[1]) && !shares(s[1], r[1]);
}

// A period a Chinese rule holds in (营业时间内, 演出期间, 运行时), and an event a statement times its action by (打烊之后, 开门以前).
const ZH_PERIOD = /(\p{Script=Han}{2,8}?)(?:内|期间|的时候|时|中)$/u;
const ZH_SIDE_OF_EVENT = /(\p{Script=Han}{2,6}?)(?:之后|以后|之前|以前)/u;

/**
 * In Chinese, a prohibition for a period (营业时间内不可以重开 POS 主机) is kept by a statement that
 * does the action before or after another event (打烊之后重开 POS 主机没关系): it times the action by
 * an event that shares no word with the rule's period, before the rule's verb, and never names the
 * period.
 */
export function otherPeriod(rule: string, statement: string): boolean {
  const p = zhPredicateOf(rule);
  const period = p === null ? null : ZH_PERIOD.exec(p.topic.trim());
  if (p === null || p.verb === null || period === null) return false;
  const at = rule.indexOf(p.verb, p.topic.length);
  const verb = rule.slice(at, at + 2);
  const upTo = statement.indexOf(verb);
  const side = upTo > 0 ? ZH_SIDE_OF_EVENT.exec(statement.slice(0, upTo)) : null;
  if (side === null) return false;
  const words = hanWordsOf(period[1]!);
  return words.length > 0 && !words.some((w) => statement.includes(w)) && !hanWordsOf(side[1]!).some((w) => period[1]!.includes(w));
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
      // A word joined by 的 (学生的成绩单) says whose the thing is; one joined straight (期末成绩单), which or when: two places, marked apart.
      const owner = words[i - 1] === '的';
      const prev = owner ? words[i - 2] : words[i - 1];
      if (prev !== undefined && /^\p{Script=Han}+$/u.test(prev)) list.push(owner ? `的${prev}` : prev);
    }
    return out;
  });
}

// ---- the frame's polarity, where the stance words leave it open (closed classes)

// English participles that are no stem of their verb: a closed class (paid / pay, left / leave, fed / feed).
const IRREGULAR: Readonly<Record<string, string>> = wordTable({ paid: 'pay', left: 'leav', kept: 'keep', sent: 'send', sold: 'sell', held: 'hold', told: 'tell', brought: 'bring', bought: 'buy', taken: 'tak', given: 'giv', done: 'do', put: 'put', set: 'set', cut: 'cut', shut: 'shut', hung: 'hang', fed: 'feed', driven: 'driv', drove: 'driv', ridden: 'rid', rode: 'rid', worn: 'wear', wore: 'wear', thrown: 'throw', shown: 'show', written: 'writ', wrote: 'writ', eaten: 'eat', ate: 'eat', frozen: 'freez', froze: 'freez', stolen: 'steal', run: 'run', ran: 'run', lit: 'light', lent: 'lend', spent: 'spend', built: 'build', dealt: 'deal', swept: 'sweep', struck: 'strik', stuck: 'stick', hidden: 'hid', broken: 'break', chosen: 'choos', spoken: 'speak', taught: 'teach', caught: 'catch', sought: 'seek', thought: 'think', dug: 'dig', fought: 'fight', ground: 'grind', wound: 'wind', woken: 'wak', gone: 'go', went: 'go', made: 'mak', said: 'say', laid: 'lay', let: 'let', shot: 'shoot', sat: 'sit', stood: 'stand', understood: 'understand', withdrawn: 'withdraw', begun: 'begin', drawn: 'draw' });

/** The verb root of a word, irregular participles included (paid -> pay). */
export function verbRootOf(word: string): string {
  const w = word.toLowerCase();
  return IRREGULAR[w] ?? rootOf(w);
}

/** The statement says the frame's action: its verb in any form (refunded, paying, paid, re-check / check). */
export function saysAction(frame: Frame, statement: string): boolean {
  if (frame.verb === null) return true;
  const verb = frame.verb;
  const last = verb.includes('-') ? verb.slice(verb.lastIndexOf('-') + 1) : verb;
  for (const w of wordsOf(statement)) {
    for (const form of [w, ...w.split('-')]) {
      const r = verbRootOf(form);
      if (r === verb || r === last) return true;
    }
  }
  return false;
}

// A permission to leave something out (left off, omitted, skipped, dropped) waives what a rule requires, and says its action by leaving it out.
const EN_OMISSION = /\b(?:(?:be|been|is|are|get|gets|got)\s+)?(?:left (?:off|out)|leave (?:off|out)|leaving (?:off|out)|omit(?:ted|ting)?|skip(?:ped|ping)?|dropp(?:ed|ing))\b|\b(?:leave|leaving)\s+(?:\w+\s+){1,4}(?:off|out)\b/iu;
const ZH_OMISSION = /省掉|省略|省去|略过|跳过|免去|不做|不写|不加|不贴|不打|不印/u;

export function saysOmission(statement: string): boolean {
  return EN_OMISSION.test(statement) || ZH_OMISSION.test(statement);
}

// A modality said of the object alone: "X is optional", "X are not needed", "X is fine".
const PREDICATE_MODALITY = /\b(?:is|are)\s+(?:optional|not (?:needed|required|necessary|mandatory)|no longer (?:needed|required|necessary|mandatory)|unnecessary|fine|ok|okay|acceptable|allowed)\b/iu;

/** The statement's modality is a predicate of its object, with no verb of its own. */
export function modalityOfObject(statement: string): boolean {
  return PREDICATE_MODALITY.test(statement);
}

// Chinese prohibitions the stance words may miss: 绝不, 决不, 从不, 永远不, 不许.
const ZH_FORBID = /绝不|决不|从不|从来不|永远不|永不|不许|不准/u;

/** A Chinese clause that forbids by a bare 不 before its verb (不退现金), where no stance word says so. */
export function zhBareNot(clause: string): boolean {
  return ZH_MARK.exec(clause)?.[0] === '不';
}

/**
 * The Han words of a text of two characters at least that are no word of grammar or modality
 * (机械表, 救生衣), and its pairs of characters of no grammar, where a segmenter cuts a word it does
 * not know into characters (无|尘|衣 gives 无尘, 尘衣).
 */
export function hanWordsOf(text: string): string[] {
  return hanWordsMemo.get(text, (t) => {
    const out = new Set(wordSegments(t).map((w) => w.word).filter((w) => /^\p{Script=Han}{2,}$/u.test(w) && !ZH_MARK.test(w) && !ZH_ADVERB.test(w)));
    for (const run of t.match(/\p{Script=Han}{2,}/gu) ?? []) {
      for (let i = 0; i + 2 <= run.length; i += 1) {
        const pair = run.slice(i, i + 2);
        if (!ZH_FUNCTION.test(pair) && !ZH_MARK.test(pair)) out.add(pair);
      }
    }
    return [...out];
  });
}
const hanWordsMemo = new TextMemo<string[]>(2_000_000);

/** A Chinese prohibition by an adverb of never (绝不把客人的行李放在大厅). */
export function zhNever(text: string): boolean {
  return ZH_FORBID.test(text);
}

// ---- the predicate of a Chinese rule

// Where a Chinese rule says how it holds; the predicate follows.
const ZH_MARK = /绝不|决不|从不|从来不|永远不|永不|禁止|严禁|不准|不许|不得|不能|不要|不可以|不可|切勿|不必|不用|无需|不需要|没必要|可以不|可以|允许|必须|一定要|务必|一律|都要|都得|需要|应该|应当|只能|只可以|别|不(?![同错过断少仅但久管论足如然止光是会])/u;
const ZH_LEADING_MARK = new RegExp(`^(?:${ZH_MARK.source})`, 'u');
// Adverbs before a predicate's verb: how or when, not what.
const ZH_ADVERB = /^(?:先|再|都|也|就|直接|马上|立刻|当场|亲自|随便|随意|一起|一定|要|得|总是|每次|还|又|自己|对外|擅自|私自|单独)/u;
// A verb's directional or resultative ending (穿上, 带出, 换上, 放回, 交给): the verb is its first character.
const ZH_COMPLEMENT = /^(\p{Script=Han})[上下出进回到好完开起走过在给掉]$/u;
// Verbs that only carry the predicate (有, 用, 让): the word after them says what it is about.
const ZH_COVERB = /^(?:用|拿|以)$/u;
// Coverbs that bring in a person or an animal (给猫喂, 让顾客调, 由护理师发放): a word, then the verb.
const ZH_PERSON_COVERB = /^(?:让|由|给|叫|请|被|替|帮)$/u;

export interface ZhPredicate {
  /** The action: the predicate's verb, its directional ending left off (穿上 -> 穿); null after a coverb (用热水洗羊毛衫). */
  verb: string | null;
  /** What 把 puts first or 有 gives (把客人的行李放在大厅: 行李; 有救生员在岗: 救生员). */
  object: string | null;
  /** The place a 在 gives before the verb (在帐篷里用瓦斯炉: 帐篷). */
  place: string | null;
  /** What the clause says before its modal word: its topic, time or condition (营业时间不要清洗冷柜: 营业时间). */
  topic: string;
  /** The verb with the first character of what follows it, where no directional ending stands between (打印身份证号: 打印身; 打开炉门: 打开炉); else null. */
  verbObject: string | null;
  /** What a coverb brings in (用热水洗: 热水; 由护理师发放: 护理师). */
  means: string | null;
}

const predicateMemo = new TextMemo<ZhPredicate | null>(2_000_000);

/** The predicate of a Chinese rule clause (simplified script): after its modal word. */
export function zhPredicateOf(clause: string): ZhPredicate | null {
  return predicateMemo.get(clause, readPredicate);
}

function readPredicate(clause: string): ZhPredicate | null {
  const m = ZH_MARK.exec(clause);
  if (!m) return null;
  const topic = clause.slice(0, m.index);
  let rest = clause.slice(m.index + m[0].length).split(/[，。；！？,.;!?]/u)[0] ?? '';
  let place: string | null = null;
  let means: string | null = null;
  let object: string | null = null;
  const strip = (): void => {
    for (let again = true; again; ) {
      again = false;
      const head = ZH_LEADING_MARK.exec(rest) ?? ZH_ADVERB.exec(rest) ?? /^[一二两三四五六七八九十几\d]+(?:个人|个|名|位|人)/u.exec(rest) ?? /^在[^，。]{1,8}?(?:之前|以前|之后|以后|前|后|时|的时候)/u.exec(rest);
      if (head && head[0].length > 0) {
        rest = rest.slice(head[0].length);
        again = true;
      }
    }
  };
  strip();
  const at = /^在(\p{Script=Han}{1,6}?)(?:里面|里|上面|上|下面|下|中|内|外面|外|旁边|旁|边)/u.exec(rest);
  if (at) {
    place = at[1]!;
    rest = rest.slice(at[0].length);
    strip();
  }
  let words = wordSegments(rest).map((w) => w.word).filter((w) => /\p{Script=Han}/u.test(w));
  let i = 0;
  if ((words[0] === '把' || words[0] === '将') && words.length > 2) {
    // What 把 puts first runs on to the verb: a word with a directional ending (写进, 放在) or of one character ends it.
    const directional = words.findIndex((x, k) => k >= 2 && k <= 5 && ZH_COMPLEMENT.test(x));
    const end = directional > 0 ? directional : words.findIndex((x, k) => k >= 2 && k <= 4 && x !== '的' && x.length === 1);
    if (end > 0) {
      const np = words.slice(1, end).join('');
      object = np.slice(np.lastIndexOf('的') + 1) || np;
      i = end;
    } else {
      object = words[1]!;
      i = 2;
      while (words[i] === '的' && i + 1 < words.length) {
        object = words[i + 1]!;
        i += 2;
      }
    }
  } else if (ZH_PERSON_COVERB.test(words[0] ?? '') && words.length > 2) {
    means = words[1]!;
    i = 2;
  } else if (ZH_COVERB.test(words[0] ?? '') && words.length > 2) {
    // What the coverb brings in runs on to the verb, which a segmenter may cut anywhere: its first two characters name it.
    means = rest.slice(rest.indexOf(words[0]!) + words[0]!.length).slice(0, 2);
    return /^\p{Script=Han}{2}$/u.test(means) ? { verb: null, object, place, means, topic, verbObject: null } : null;
  }
  words = words.slice(i);
  while (words.length > 0 && ZH_ADVERB.test(words[0]!) && ZH_ADVERB.exec(words[0]!)![0] === words[0]) words = words.slice(1);
  const w = words[0];
  if (w === undefined || ZH_FUNCTION_WORD.test(w)) return null;
  if (w === '有' && words[1] !== undefined) return { verb: w, object: /^[一二两三四五六七八九十几\d]/u.test(words[1]) ? null : words[1], place, means, topic, verbObject: null };
  const complement = ZH_COMPLEMENT.exec(w);
  const after = rest.slice(rest.indexOf(w) + w.length, rest.indexOf(w) + w.length + 1);
  // A resultative ending (打开, 删掉) takes the object right after it, as a bare verb does; a directional one a place (带出办公室).
  const takesObject = complement === null || /[开完好掉]$/u.test(w);
  const verbObject = takesObject && object === null && /^\p{Script=Han}$/u.test(after) && !ZH_FUNCTION.test(after) && !/[上下出进回到好完开起走过在给掉]/u.test(after) ? `${w}${after}` : null;
  return { verb: complement?.[1] ?? w, object, place, means, topic, verbObject };
}

// A word of grammar alone, no verb (的, 在, 把, 了).
const ZH_FUNCTION_WORD = /^[的了在把被和与及或是不没]$/u;

// ---- counts of people (the closed class of "alone")

// 名 and 位 count people only: 一名员工, 一位老师.
const ZH_ONE_PERSON = /一个人|一人|一名|一位|独自|单人|单独一人/u;
const EN_ONE_PERSON = /\b(?:one person|a single person|alone|on (?:their|his|her|my|your|our) own|by (?:themselves|himself|herself|myself|yourself|ourselves)|single-handed(?:ly)?|solo)\b/iu;

/** How many people a statement says do a thing: 两个人 / two people as typed, 一个人 / alone as 1; null where it says none. */
export function peopleCountOf(text: string, typed: ReadonlyArray<{ type: string; value: string }>): string | null {
  const t = typed.find((v) => v.type === 'measure:person');
  if (t) return t.value;
  return ZH_ONE_PERSON.test(text) || EN_ONE_PERSON.test(text) ? '1' : null;
}
