/**
 * The things an English clause of a rule names, apart from its action: "Never paste patient names
 * into commit messages or issues" names patient names, and as where they go, commit messages or
 * issues; its verb (paste) is only how it acts on them. A memory that allows what the clause
 * forbids (or requires what it forbids, or waives what it requires) seldom says the rule's verb:
 * it says "ok to put the patient name in the issue title", "can go back in the freezer", "is
 * hereby permitted to disclose". It names the rule's things, each in the rule's relation to the
 * action (in a message, to a buyer; not under the sink for down the sink).
 *
 * The clause's things are its slots: the object, then each phrase a preposition opens, each said
 * by any of the things "or" / "and" list in it, and what brackets list after a word ("identifiers
 * (MRN, name, date of birth)") is a kind of that word. The memory names a slot where it names the
 * head of one of its things and, where it gives it a preposition, one of the same relation (in /
 * into / on; to / with; under / below). Its object must be named whole: its head with every word
 * the clause tells it apart by ("full passport number" is not "a passport number").
 *
 * Whether the memory speaks of another place, time or condition is for the caller's vetoes.
 */
import { isNegator, isStopword } from './compare.js';
import { frameOf, modifiersAt, rootOf, rootsOf } from './rule-frame.js';
import { stancesConflict, type Stance } from './stance.js';
import { foldText } from './tokens.js';
import { typedValuesOf, valueClash } from './typed-values.js';
import { inChinese } from './vocabulary.js';

// Prepositions by the relation they give a thing to the action (a closed class); others are their own.
const RELATION: ReadonlyMap<string, string> = new Map([
  ...['in', 'into', 'inside', 'within', 'on', 'onto', 'at'].map((p) => [p, 'in'] as const),
  ...['to', 'with', 'toward', 'towards', 'for'].map((p) => [p, 'to'] as const),
  ...['under', 'below', 'beneath', 'underneath'].map((p) => [p, 'under'] as const),
  ...['over', 'above'].map((p) => [p, 'over'] as const),
  ...['from', 'out', 'off'].map((p) => [p, 'from'] as const),
  ...['down', 'through', 'via'].map((p) => [p, 'down'] as const),
]);
// Words that open a clause of time or condition, or join two: they end a slot as prepositions do.
const OPENERS = new Set(['after', 'before', 'during', 'while', 'when', 'whenever', 'until', 'unless', 'if', 'once', 'than', 'by', 'of', 'about', 'as', 'per', 'against', 'since', 'except', 'beyond', 'along', 'past', 'upon', 'without', 'because', 'so', 'but', 'nor', 'then', 'though', 'although', 'even', 'across', 'near', 'behind', 'between', 'outside', 'around', 'up', 'like', 'unlike', 'where']);
// Verbs that hand the action to someone else (a closed class, as the frame reads them).
const HANDING = new Set(['let', 'lets', 'allow', 'allows', 'have', 'make', 'help', 'get', 'permit']);
// Words of modality and degree: how a rule holds, not what it names (a closed class).
const MODALITY = new Set(['always', 'never', 'must', 'should', 'shall', 'may', 'can', 'cannot', 'need', 'needs', 'required', 'allowed', 'permitted', 'fine', 'okay', 'only', 'ever', 'strictly', 'please', 'don', 'dont', 'doesn', 'mustn', 'shouldn', 'hereby', 'anyone', 'anything', 'anybody', 'everyone', 'everything']);

interface Slot {
  /** The preposition that opens it, null for the object. */
  preposition: string | null;
  /** The things it lists, each its words (modifiers, then its head). */
  things: string[][];
}

function wordsOf(text: string): string[] {
  return foldText(text).toLowerCase().replace(/’/g, "'").match(/[a-z0-9][a-z0-9'-]*|[,;]/g) ?? [];
}

function content(root: string): boolean {
  return root.length > 2 && !/^\d/.test(root) && !isStopword(root) && !isNegator(root) && !MODALITY.has(root);
}

/** The clause's slots after its verb, and the kinds its brackets list by the word before them. */
function slotsOf(clause: string, verb: string | null): { slots: Slot[]; kinds: Map<string, string[]> } {
  const kinds = new Map<string, string[]>();
  for (const m of clause.matchAll(/([A-Za-z][\w-]*)\s*[(（]([^()（）]+)[)）]/gu)) kinds.set(rootOf(m[1]!), [...rootsOf(m[2]!)].filter(content));
  const slots: Slot[] = [];
  let slot: Slot = { preposition: null, things: [] };
  let thing: string[] = [];
  let joined = false;
  const close = (): void => {
    if (thing.length > 0) slot.things.push(thing);
    if (slot.things.length > 0) slots.push(slot);
    thing = [];
  };
  // A list marker and a label ("**Patient data:**", "Data:") are not the rule's words.
  const said = clause.replace(/\s*[(（][^()（）]*[)）]/gu, ' ').replace(/^\s*(?:[-*+]|\d+[.)])\s+/u, '').replace(/^\s*(?:\*\*[^*]+\*\*\s*[:：—–-]?|[\w ]{1,30}?:(?!\S))\s*/u, '');
  for (const w of wordsOf(said)) {
    const r = rootOf(w);
    // The verb (and a verb that hands it to someone: "let a trainee drive") stands between the things it acts on and by.
    if (r === verb || HANDING.has(w)) {
      close();
      slot = { preposition: null, things: [] };
      continue;
    }
    // "on the rota or on the website": one slot, said either way.
    if (joined && RELATION.has(w) && slot.preposition !== null && RELATION.get(w) === RELATION.get(slot.preposition)) {
      joined = false;
      continue;
    }
    joined = w === 'or' || w === 'and';
    if (RELATION.has(w) || OPENERS.has(w)) {
      close();
      slot = { preposition: RELATION.has(w) ? w : null, things: [] };
      continue;
    }
    if (w === 'or' || w === 'and' || w === ',' || w === ';') {
      if (thing.length > 0) slot.things.push(thing);
      thing = [];
      continue;
    }
    if (content(r)) thing.push(r);
  }
  close();
  return { slots, kinds };
}

/** The relation the memory gives a word it names: the preposition a few words before it, if any. */
function relationsOf(fact: string, head: string): Array<string | null> {
  const words = wordsOf(fact);
  const out: Array<string | null> = [];
  for (let i = 0; i < words.length; i += 1) {
    if (rootOf(words[i]!) !== head) continue;
    let rel: string | null = null;
    for (let j = i - 1; j >= 0 && j >= i - 4; j -= 1) {
      const w = words[j]!;
      if (RELATION.has(w)) {
        rel = RELATION.get(w)!;
        break;
      }
      if (OPENERS.has(w) || w === ',' || w === ';') break;
    }
    out.push(rel);
  }
  return out;
}

/**
 * An English memory's stance is opposite the clause's, it names every slot of the clause (two at
 * least) in the clause's relations and its object whole, and gives no other value of a type the
 * clause gives ("over 25 knots" / "under 12 knots").
 */
export function opposesOnThings(clause: string, clauseStance: Stance | null, fact: string, factStance: Stance | null): boolean {
  if (!stancesConflict(clauseStance, factStance) || inChinese(clause) || inChinese(fact)) return false;
  const plain = clause.replace(/\s*[(（][^()（）]*[)）]/gu, ' ');
  const frame = frameOf(plain);
  const { slots, kinds } = slotsOf(clause, frame?.verb ?? null);
  if (slots.length < 2 || valueClash(typedValuesOf(clause), typedValuesOf(fact)) !== null) return false;
  const roots = rootsOf(fact);
  const names = (h: string): boolean => roots.has(h) || (kinds.get(h) ?? []).some((k) => roots.has(k));
  const inRelation = (s: Slot, h: string): boolean => {
    const want = s.preposition === null ? null : RELATION.get(s.preposition)!;
    return relationsOf(fact, h).some((r) => r === null || want === null || r === want) || (kinds.get(h) ?? []).some((k) => roots.has(k));
  };
  // A thing is named by its head, in the clause's relation, with every word that tells it apart ("match days" is not "days with no fixture").
  const said = (s: Slot, t: readonly string[]): boolean => {
    const head = t[t.length - 1]!;
    return (kinds.get(head) ?? []).some((k) => roots.has(k)) || (names(head) && inRelation(s, head) && t.every((w) => roots.has(w)));
  };
  if (!slots.every((s) => s.things.some((t) => said(s, t)))) return false;
  return frame === null || namesObject(frame, fact, kinds);
}

/** The memory names the frame's object whole, or a kind the clause lists for it in brackets. */
function namesObject(frame: NonNullable<ReturnType<typeof frameOf>>, fact: string, kinds: ReadonlyMap<string, string[]>): boolean {
  const roots = rootsOf(fact);
  const heads = [frame.head, ...(frame.alternatives ?? [])];
  if (heads.some((h) => (kinds.get(h) ?? []).some((k) => roots.has(k)))) return true;
  if (!heads.some((h) => roots.has(h))) return false;
  return frame.modifiers.every((m) => !content(m) || modifiersAt(fact, frame.head).some((mods) => mods.includes(m)));
}

// Verbs that make an amount less or more (closed classes of each language): one direction, many words.
const LESS_EN = new Set(['shorten', 'cut', 'reduc', 'lower', 'decreas', 'lessen', 'trim', 'halv', 'curtail', 'shrink', 'drop']);
const MORE_EN = new Set(['lengthen', 'extend', 'increas', 'rais', 'prolong', 'doubl', 'boost']);
const LESS_ZH = /缩短|缩减|减少|降低|压缩|减短|砍|调低|调短|减/u;
const MORE_ZH = /延长|增加|提高|加长|调高|调长|拉长/u;

function directionOf(root: string): 'less' | 'more' | null {
  return LESS_EN.has(root) ? 'less' : MORE_EN.has(root) ? 'more' : null;
}

/**
 * The clause forbids making its object less (or more) and the memory allows it, or the other way
 * round, whatever verb of that direction each says ("Don't shorten the cooling phase" / "the
 * cooling phase can be cut to 40 minutes"; 不要缩短冷却时间 / 冷却时间可以压缩到四十分钟). The memory
 * names the object whole (its head with the words that tell it apart; in Chinese, what the
 * clause's verb acts on); the other direction ("can be extended") is no conflict.
 */
export function changesAlike(clause: string, clauseStance: Stance | null, fact: string, factStance: Stance | null): boolean {
  if (!stancesConflict(clauseStance, factStance)) return false;
  if (inChinese(clause) !== inChinese(fact)) return false;
  if (inChinese(clause)) {
    for (const [re, other] of [[LESS_ZH, MORE_ZH], [MORE_ZH, LESS_ZH]] as const) {
      const m = re.exec(clause);
      if (!m || !re.test(fact) || other.test(fact)) continue;
      const object = /^[\p{Script=Han}A-Za-z0-9]{2,8}/u.exec(clause.slice(m.index + m[0].length))?.[0];
      if (object !== undefined && fact.includes(object)) return true;
    }
    return false;
  }
  const frame = frameOf(clause.replace(/\s*[(（][^()（）]*[)）]/gu, ' '));
  const way = frame?.verb ? directionOf(frame.verb) : null;
  if (!frame || way === null) return false;
  const ways = new Set(wordsOf(fact).map((w) => directionOf(rootOf(w))).filter((x) => x !== null));
  if (ways.size !== 1 || !ways.has(way)) return false;
  return valueClash(typedValuesOf(clause), typedValuesOf(fact)) === null && namesObject(frame, fact, new Map());
}
