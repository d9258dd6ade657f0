/**
 * Superseded facts: a newer fact that explicitly replaces an older statement ("switched from
 * npm to bun", "no longer", "instead of", "now ...", 改用, 不再). Conservative: the subjects must
 * match (shared key terms, the thing named); unrelated facts are never paired. What it cannot
 * settle (same date, the explicit switch is the older fact, two values for one setting, a direct
 * negation with no word of change: "we use npm" then "we don't use npm") is a conflict.
 */
import { changeReading } from './change-reading.js';
import { TextMemo } from './text-memo.js';
import { foldText } from './tokens.js';
import { isNegated, isStopword, jaccard, keyTerms, specificsOf } from './compare.js';
import { postingsOf } from './postings.js';
import { simplifiedHan } from './simplified.js';
import { sameSet, subset } from './sets.js';
import { withVerbTypos } from './verb-typos.js';
import { scopesClash, scopesOf, sideOnly } from './scope.js';
import { ADDITIVE } from './value-phrases.js';
import { PARTIAL } from './switch-away.js';
import { unrealisedChange } from './change-mood.js';

export interface DatedFact {
  docId: string;
  factIndex: number;
  text: string;
  /** YYYY-MM-DD (or an ISO timestamp; compared by its day). */
  date: string;
}

/** A statement as findings quote it: its words, its memory and its day. */
export function quoteFact(f: DatedFact): string {
  return `'${f.text.trim()}' (${f.docId}, ${f.date.slice(0, 10)})`;
}

export type SupersessionKind = 'replacement' | 'cessation' | 'substitution' | 'negation';

export interface Supersession {
  older: DatedFact;
  newer: DatedFact;
  kind: SupersessionKind;
  reason: string;
  /**
   * When the older statement says more than what was replaced ("runs on Heroku in
   * eu-west-1"), the older statement with only the replaced part rewritten ("runs on Fly.io
   * (Heroku until 2026-11-08) in eu-west-1"); absent: the older statement goes.
   */
  rewrite?: string;
}

export interface FactConflict {
  a: DatedFact;
  b: DatedFact;
  reason: string;
  /** `outdated`: one explicitly replaces part of the other; `contradiction`: they disagree. */
  kind: 'contradiction' | 'outdated';
}

export interface SupersessionReport {
  supersessions: Supersession[];
  conflicts: FactConflict[];
}

// Verbs of using something: a switch keeps them, so they say nothing about the subject.
const USAGE = new Set(['use', 'us', 'run', 'runs', 'mov', 'migrat', 'prefer', 'adopt', 'pick', 'choose', 'go', 'rely', 'default', 'now', 'instead', 'switch', 'switched', 'move', 'migrate', 'chang', 'replac', 'upgrad', 'bump', 'anymore', 'longer', 'stopp', 'stop', 'dropp', 'drop', 'deprecat',
  '用', '使用', '采用', '改用', '换用', '选用', '换成', '改成', '改为', '迁移', '切换', '替代', '代替', '取代', '弃用', '废弃', '停用', '不再', '现在', '已经', '已', '到了', '成了', '为了', '换', '改', '转到', '换到', '切到', '切', '至', '切成', '换至', '转为', '迁到', 'cut', 'over', 'port']);

interface Analysis {
  fact: DatedFact;
  day: string;
  terms: Set<string>; // key terms minus usage verbs: what the fact is about
  /** All key terms: "use default exports" / "use named exports" differ in `default`. */
  raw: Set<string>;
  negated: boolean;
  /** Says where or when only ("only in staging", 只能在非生产环境): its polarity is not the plain opposite of a prohibition. */
  restricted: boolean;
  specifics: Set<string>;
  marker: Marker | null;
}

/** A condition on when a rule applies: over $500, under 18, only if, 超过, 以上. */
const CONDITION = /\b(?:over|above|under|below|more than|less than|at least|at most|if|when|unless|except)\b|超过|以上|以下|低于|高于|不足|如果|的时候|除非/iu;

const RESTRICTED = /\b(?:only|solely|except|unless|outside)\b|\bnon-\w|只能|只有|只在|仅|除了|除非|非(?!常)/iu;

interface Marker {
  kind: 'replacement' | 'cessation' | 'substitution';
  /** "from X to Y": X and Y as written (for a partial rewrite of the older statement). */
  from?: string;
  to?: string;
  /** What was replaced or stopped (key terms), when the fact names it. */
  old: Set<string> | null;
  /** What replaces it, when named. */
  replacement: Set<string> | null;
  phrase: string;
}

// A clause ends at punctuation; a period only when a space or the end follows (Fly.io, v2.1).
const END = '(?=[.!?](?:\\s|$)|[;,。；，！？]|$)';
const EN_FROM_TO = new RegExp(`\\b(?:switch(?:ed|ing)?|mov(?:ed|ing|e)|migrat(?:ed|ing|e)|chang(?:ed|ing|e)|went|upgrad(?:ed|ing|e)|downgrad(?:ed|ing|e)|bump(?:ed|ing)?|cut(?:ting)?\\s*over|port(?:ed|ing))\\s+(?:over\\s+)?(?:[\\w.-]+\\s+){0,4}?from\\s+(.+?)\\s+to\\s+(.+?)${END}`, 'i');
const EN_REPLACED_WITH = new RegExp(`\\breplac(?:e|ed|es|ing)\\s+(.+?)\\s+with\\s+(.+?)${END}`, 'i');
const EN_REPLACED_BY = new RegExp(`(?:^|\\b)(.+?)\\s+(?:is|was|has been|have been|got|were|are)\\s+replaced\\s+by\\s+(.+?)${END}`, 'i');
const EN_INSTEAD_OF = new RegExp(`(?:^|\\b)(.+?)\\s+instead\\s+of\\s+(.+?)${END}`, 'i');
// ("not only X anymore, we also …" adds: no cessation)
const EN_CEASE = /\b(?:no longer|not? (?!(?:just|only|merely|simply|solely)\b)(?:\w+ ){0,4}any ?more|stopped (?:using|doing|running)|(?:is|are|was|were|got) (?:deprecated|dropped|retired))\b/i;
const CEASED_PARTICIPLE = /^\s*(?:[a-z]+(?:ed|en)|paid|kept|sent|sold|held|done|made|put|built)(?=\s+(?:in|on|at|with|by|via|through|from|to)\b)/iu;
const EN_NOW = /\b(?:now|nowadays|these days|from now on|instead|upgraded to|bumped to)\b/i;
const ZH_FROM_TO = new RegExp(`从(.+?)(?:换成|改成|改为|迁移到|迁到|切换到|切到|切成|换到|换至|改用|转到|转为|升级到)(.+?)${END}`);
const ZH_REPLACE = new RegExp(`(?:用|使用|采用)?(.+?)(?:代替|替代|取代)(?:了)?(.+?)${END}`);
// The passive turns it round: 有赞已经被微盟取代了 (what was replaced first, what replaced it after 被).
const ZH_REPLACED_BY = new RegExp(`^(?:.*?[，,；;。]\\s*)?([^，,；;。]+?)(?:已经|已|都|也|早就|早已){0,2}被([^，,；;。]+?)(?:代替|替代|取代|替换|顶替)了?${END}`);
const ZH_CEASE = /不再|已经?(?:弃用|废弃|停用)|不.{0,4}了$/;
// (现在 alone is "now": 活动物资现在放在一楼 replaces where they were, as "are now kept in" does;
// never the 现 of 出现 / 实现 / 发现 before 在: 不能出现在日志中 is "appear in")
const ZH_NOW = /改用|换用|(?<![出实表体发呈浮闪显再重])现在|如今|改成|改为/;

/** A participle and its preposition ("owned by", "written in", "hosted on"): the preposition says which relation a value is given through. */
const RELATION = /\b[a-z]+(?:ed|en|wn)\s+(by|in|on|at|to|with|via|through|from|into|onto)\b/i;

/** A change still to come or under a condition: "we will move …", "If the pilot works, …", 将迁移到 (the plan words of NOT_DONE, not its questions). */
const PLANNED = /^\W*(?:if|unless|once)\b|(?:'ll|\bwill|\bshall|\bgoing to)\s+(?:\w+\s+)?(?:mov|switch|migrat|replac|chang|drop|retir|deprecat|port|upgrad|swap)|\b(?:plan(?:s|ned|ning)? to|next (?:quarter|month|year|sprint))\b|将要?(?:迁|换|改|切|替|弃|停用|下线)|计划|打算/iu;

function termsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of keyTerms(text)) if (!USAGE.has(t)) out.add(t);
  return out;
}

export function markerOf(text: string): Marker | null {
  return markers.get(text, (x) => {
    const t = changeReading(x);
    const m = readMarker(t);
    return m && (PLANNED.test(t) || PARTIAL.test(t) || unrealisedChange(t)) ? null : m; // a change to come, under a condition or of a part only replaces nothing yet
  });
}
// Each statement's marker, read once per plan (the supersession scan, its groups and the paraphrase search all ask); read-only.
const markers = new TextMemo<Marker | null>(4_000_000);

function readMarker(t: string): Marker | null {
  let m = EN_FROM_TO.exec(t) ?? ZH_FROM_TO.exec(t);
  if (m?.[1] && m[2]) return { kind: 'replacement', old: termsOf(m[1]), replacement: termsOf(m[2]), phrase: m[0].trim(), from: m[1].trim(), to: m[2].trim().replace(/^了/, '') };
  m = EN_REPLACED_WITH.exec(t);
  if (m?.[1] && m[2]) return { kind: 'replacement', old: termsOf(m[1]), replacement: termsOf(m[2]), phrase: m[0].trim() };
  m = EN_REPLACED_BY.exec(t);
  if (m?.[1] && m[2]) return { kind: 'replacement', old: termsOf(lastWords(m[1], 3)), replacement: termsOf(m[2]), phrase: m[0].trim() };
  m = EN_INSTEAD_OF.exec(t);
  if (m?.[1] && m[2]) return { kind: 'replacement', old: termsOf(m[2]), replacement: termsOf(lastWords(m[1], 3)), phrase: m[0].trim() };
  m = ZH_REPLACED_BY.exec(t);
  if (m?.[1] && m[2]) return { kind: 'replacement', old: termsOf(m[1]), replacement: termsOf(m[2]), phrase: m[0].replace(/^.*[，,；;。]\s*/u, '').trim() };
  m = ZH_REPLACE.exec(t);
  if (m?.[1] && m[2]) return { kind: 'replacement', old: termsOf(m[2]), replacement: termsOf(m[1]), phrase: m[0].trim() };
  m = EN_CEASE.exec(t) ?? ZH_CEASE.exec(t);
  if (m) {
    // What stopped is said in the clause of the marker ("we no longer deploy with X; now Y").
    // (a dash between spaces ends a clause too: "X is deprecated — use Y instead")
    const at = m.index;
    const marks = [';', ',', '；', '，', '. ', ' — ', ' – ', ' - '];
    const clauseStart = Math.max(...marks.map((p) => { const i = t.lastIndexOf(p, at); return i < 0 ? -1 : i + p.length - 1; })) + 1;
    const ends = marks.map((p) => t.indexOf(p, at + m![0].length)).filter((i) => i >= 0);
    // The marker's own words (已弃用 segments as 已 + 弃 + 用) are not what stopped.
    // (nor is a passive's participle right after it: "City tax is not anymore taken in cash" stopped cash)
    const after = t.slice(at + m[0].length, ends.length ? Math.min(...ends) : t.length).replace(CEASED_PARTICIPLE, ' ');
    const clause = `${t.slice(clauseStart, at)} ${after}`;
    return { kind: 'cessation', old: termsOf(clause), replacement: null, phrase: m[0].trim() };
  }
  m = EN_NOW.exec(t) ?? ZH_NOW.exec(t);
  if (m) return { kind: 'substitution', old: null, replacement: null, phrase: m[0].trim() };
  return null;
}

function lastWords(s: string, n: number): string {
  const words = s.trim().split(/\s+/);
  return words.slice(-n).join(' ');
}

/**
 * A negator and then a negated condition in one clause ("no courier rides after dark without lights",
 * "never deploy unless CI is green"): two negations, one rule said positively (ride with lights).
 */
const DOUBLE_NEGATIVE = /(?:\b(?:no|not|never|nobody|none|nothing|nowhere)\b|n't\b)[^.;:,!?]*?\b(?:without|unless)\b/iu;

function analyse(fact: DatedFact): Analysis {
  const read = withVerbTypos(simplifiedHan(fact.text)); // "swtiched from X to Y" is a switch too
  return {
    fact,
    day: fact.date.slice(0, 10),
    terms: termsOf(read),
    raw: keyTerms(read),
    negated: isNegated(fact.text) && !DOUBLE_NEGATIVE.test(read),
    restricted: RESTRICTED.test(fact.text),
    specifics: specificsOf(fact.text),
    marker: markerOf(fact.text),
  };
}

/** `partOnly`: the newer fact names the subject, so only the replaced part of the older one may be rewritten. */
type Relation = { kind: SupersessionKind | 'swap'; detail: string; sure: boolean; partOnly?: boolean; unsure?: string } | null;

/** How `n` (the fact with the marker, or the later one) relates to `o`. */
function relate(o: Analysis, n: Analysis): Relation {
  if (o.negated && n.marker?.kind !== 'cessation') {
    // A negative old fact is only superseded by its positive counterpart.
    if (!n.negated && !n.marker && opposite(o, n)) return negation(o, n);
    return null;
  }
  const m = n.marker;
  if (m?.kind === 'replacement' && m.old && m.old.size > 0 && !o.negated) {
    if (!subset(m.old, o.terms)) return null;
    if (m.replacement && m.replacement.size > 0 && subset(m.replacement, o.terms)) return null;
    // The newer fact names nothing but the switch and the older fact's words: else it is
    // about something else ("订单服务从npm换成了bun" says nothing of 搜索服务).
    const subject = minus(minus(n.terms, m.replacement ?? new Set()), m.old);
    const unmatched = minus(subject, o.terms).size;
    // An explicit switch away from what the older fact names, about mostly the same subject in
    // other words ("用户头像存放在七牛云" / "用户头像的存储从七牛云换成了阿里云OSS"): never
    // silent, but never an edit either. One shared word ("服务") is not the same subject.
    if (unmatched > 0) return unmatched === 1 && subject.size - unmatched >= 2 ? { kind: 'replacement', detail: m.phrase, sure: false } : null;
    const named = subject.size > 0;
    // What else the old fact says must be mostly what the new one says too; where it says
    // more and the newer fact names the same subject, it is outdated in part (a rewrite of
    // that part, else a finding): never silent. A bare "switched from npm to bun" rewrites nothing.
    const rel = residualRelation('replacement', m.phrase, minus(o.terms, m.old), n.terms);
    if (rel) return { ...rel, partOnly: named };
    return named ? { kind: 'replacement', detail: m.phrase, sure: false, partOnly: true } : null;
  }
  if (m?.kind === 'cessation' && !o.negated) {
    const said = m.old && m.old.size > 0 ? m.old : n.terms;
    if (said.size === 0) return null;
    const covered = [...said].filter((t) => o.terms.has(t)).length / said.size;
    if (covered < 0.75) return null;
    // A word of what stopped that the older statement lacks, while it names its own ("the blog
    // no longer uses Disqus" / "the docs site uses Disqus"): one word each way, two subjects.
    if (covered < 1 && minus(o.terms, n.terms).size > 0) return null;
    const rel = residualRelation('cessation', m.phrase, o.terms, n.terms);
    // A stop with who or what takes over in another clause ("Brightwater Cleaning no longer cleans the
    // dorms; Spotless Co handles it now", 不再发短信，改用微信) replaces part of an older statement that
    // says more ("… every morning before ten"): removed, that part would be lost, so it is unsure.
    if (rel?.sure && saysMoreAfter(o.fact.text, n.raw) && takesOver(changeReading(n.fact.text))) return { ...rel, sure: false };
    return rel;
  }
  const oRes = minus(o.terms, n.terms);
  const nRes = minus(n.terms, o.terms);
  const shared = o.terms.size - oRes.size;
  if (m?.kind === 'substitution' && !o.negated && !n.negated) {
    if (ADDITIVE.test(n.fact.text)) return null; // "now also accepts XML" adds; it replaces nothing
    // A value for a value of its kind: "cut from main every Monday" is not replaced by "now frozen" (a name or day against a state).
    // (an amount the older lacks narrows what changed, below; it is no kind of its own here)
    const named = (res: ReadonlySet<string>, a: Analysis): boolean => [...res].some((t) => a.specifics.has(t) && !/\d/.test(t));
    if (named(oRes, o) !== named(nRes, n) && !/\p{Script=Han}/u.test(o.fact.text + n.fact.text)) return null;
    // Who does it and where or in what it is done are two attributes ("written in Go" / "now owned by the Payments team").
    const [ro, rn] = [RELATION.exec(o.fact.text)?.[1], RELATION.exec(n.fact.text)?.[1]];
    if (ro && rn && (ro.toLowerCase() === 'by') !== (rn.toLowerCase() === 'by')) return null;
    // A condition the older statement lacks ("refunds over $500 now need a director") narrows
    // what changed: the older one may still hold elsewhere, so a finding, never an edit.
    const narrows = [...nRes].some((t) => /\d/.test(t)) && ![...oRes].some((t) => /\d/.test(t));
    const conditioned = CONDITION.test(n.fact.text) && !CONDITION.test(o.fact.text);
    // One thing swapped for another in the same frame: "use npm for installs" -> "now use bun
    // for installs", "the channel is #ops-alerts" -> "is now #incident-room": one span differs.
    const sure = !narrows && !conditioned;
    const unsure = sure ? undefined : 'the newer one names a condition or amount the older does not, so the older may still hold elsewhere';
    if (shared >= 1 && oRes.size === 1 && nRes.size >= 1 && nRes.size <= 2) return { kind: 'substitution', detail: m.phrase, sure, unsure };
    if (shared >= 2 && oRes.size <= 3 && nRes.size >= 1 && nRes.size <= 3 && oneSpan(o.terms, n.terms)) return { kind: 'substitution', detail: m.phrase, sure, unsure };
    return null;
  }
  if (!m && o.negated !== n.negated && opposite(o, n)) return negation(o, n);
  if (!m && !o.negated && !n.negated && shared >= 1 && oRes.size === 1 && nRes.size === 1) {
    const [a] = oRes;
    const [b] = nRes;
    if (a !== undefined && b !== undefined && /\d/.test(a) && /\d/.test(b)) return { kind: 'swap', detail: `${a} vs ${b}`, sure: false };
  }
  return null;
}

/**
 * Opposite polarity over the same words, with no word saying one replaced the other: never sure.
 * "Staff may take the van home on weekends" then "Staff may not …" is a reversal, a mistake or
 * two rules of their own ("do not turn on debug logs in production" / "debug logs only in
 * non-production" say one rule both ways); a later date alone does not tell which, so a person
 * decides (a finding naming both, never an edit).
 */
function negation(o: Analysis, n: Analysis): Relation {
  if (o.restricted || n.restricted) return { kind: 'negation', detail: 'one of them is restricted (only, except, 只能, 非), so they may say one rule both ways', sure: false };
  return { kind: 'negation', detail: 'no word says the newer one replaced the older, so it may be a reversal or a mistake', sure: false };
}

/** The same statement with the other polarity: the same words (usage verbs too) and names. */
function opposite(o: Analysis, n: Analysis): boolean {
  return jaccard(o.terms, n.terms) >= 0.75 && jaccard(o.raw, n.raw) >= 0.75 && sameSet(o.specifics, n.specifics);
}

/** Sure when at most half of `rest` goes unmentioned by the newer fact; unsure (a finding) up to 2 terms. */
/**
 * The older statement goes on, after the last word it shares with the newer one, with two words or
 * more the newer one does not say: a qualifier of its own ("… by Brightwater Cleaning every morning
 * before ten", "… by Okafor & Sons twice a year"), not a subject told in other words ("Sailing club
 * race results are published with HalSail").
 */
function saysMoreAfter(olderText: string, newer: ReadonlySet<string>): boolean {
  const t = foldText(simplifiedHan(olderText)).toLowerCase();
  let end = -1;
  for (const w of keyTerms(t)) {
    if (!newer.has(w)) continue;
    let at = t.lastIndexOf(w) + w.length;
    while (at < t.length && /[a-z0-9]/.test(t[at]!) && /[a-z0-9]/.test(w)) at += 1; // the whole word (jenkin|s)
    end = Math.max(end, at);
  }
  if (end < 0) return false;
  const tail = t.slice(end);
  // A qualifier opens with a clause mark, a word of grammar ("every", "twice", "before", "on") or 每 / 在;
  // bare nouns go on naming the old thing ("the Mirth interface engine").
  const first = /^\s*([a-z]+)/.exec(tail)?.[1];
  const opens = /^\s*[,;，；、(（]|^\s*(?:每|在|于|从|到|由)/u.test(tail) || (first !== undefined && (isStopword(first) || QUALIFIER_START.test(first)));
  return opens && minus(keyTerms(tail), newer).size >= 2;
}
const QUALIFIER_START = /^(?:every|each|twice|once|thrice|daily|weekly|monthly|nightly|yearly|before|after|during|until|on|at|in|by|for|from|within|unless|except|only|always)$/;

/** A clause after the first that names what is done now ("; Spotless Co handles it now", "，改用微信公众号推送"). */
function takesOver(t: string): boolean {
  const clauses = t.split(/[;；,，。]|\.(?=\s)|\s[-–—]\s/u).slice(1);
  return clauses.some((c) => EN_NOW.test(c) || ZH_NOW.test(c));
}

function residualRelation(kind: SupersessionKind, detail: string, rest: ReadonlySet<string>, newer: ReadonlySet<string>): Relation {
  const unmentioned = minus(rest, newer).size;
  if (unmentioned <= Math.floor(rest.size / 2)) return { kind, detail, sure: true };
  if (unmentioned <= 2) return { kind, detail, sure: false };
  return null;
}

export interface SupersessionOptions {
  /** Facts compared through each of a fact's rarest key terms (default 200): keeps the work ~linear. */
  maxPerTerm?: number;
  /** Conflicts any one fact may appear in (default 3): findings stay readable. */
  maxConflictsPerFact?: number;
}

export function findSupersessions(facts: readonly DatedFact[], opts: SupersessionOptions = {}): SupersessionReport {
  const maxPerTerm = opts.maxPerTerm ?? 200;
  const maxConflicts = opts.maxConflictsPerFact ?? 3;
  const all = facts.map(analyse);
  const byTerm = postingsOf(all.map((a) => a.terms));
  const supersessions = new Map<number, Supersession>();
  const conflicts: FactConflict[] = [];
  const conflictCount = new Map<DatedFact, number>();
  const seen = new Set<number>();
  const n = all.length;
  all.forEach((x, i) => {
    // A subject shared by two facts is among their rarer words (npm, Heroku), not "use" or "team";
    // a word no other fact has (保留, 90) finds no partner, so only shared words count.
    const rarest = [...x.terms]
      .filter((t) => (byTerm.get(t)?.length ?? 0) >= 2)
      .sort((a, b) => (byTerm.get(a)?.length ?? 0) - (byTerm.get(b)?.length ?? 0))
      .slice(0, 3);
    const partners = new Set<number>();
    for (const t of rarest) {
      const list = byTerm.get(t) ?? [];
      const at = lowerBound(list, i); // postings are in ascending order
      // the nearest facts in input order (same files and neighbours first)
      for (const j of list.slice(Math.max(0, at - maxPerTerm / 2), at + maxPerTerm / 2)) if (j !== i) partners.add(j);
    }
    for (const j of [...partners].sort((p, q) => p - q)) {
      const y = all[j];
      const key = Math.min(i, j) * n + Math.max(i, j);
      if (!y || y.fact.docId === x.fact.docId || seen.has(key)) continue;
      seen.add(key);
      const found: FactConflict[] = [];
      judge(x, i, y, j, supersessions, found);
      for (const c of found) {
        if ((conflictCount.get(c.a) ?? 0) >= maxConflicts || (conflictCount.get(c.b) ?? 0) >= maxConflicts) continue;
        conflictCount.set(c.a, (conflictCount.get(c.a) ?? 0) + 1);
        conflictCount.set(c.b, (conflictCount.get(c.b) ?? 0) + 1);
        conflicts.push(c);
      }
    }
  });
  return {
    supersessions: [...supersessions.values()].sort((a, b) => (a.newer.date < b.newer.date ? -1 : a.newer.date > b.newer.date ? 1 : 0)),
    conflicts,
  };
}

function judge(x: Analysis, i: number, y: Analysis, j: number, out: Map<number, Supersession>, conflicts: FactConflict[]): void {
  const [older, olderIndex, newer] = x.day < y.day || (x.day === y.day && i < j) ? [x, i, y] : [y, j, x];
  const forward = relate(older, newer); // the later fact replaces the earlier one
  const backward = relate(newer, older); // the earlier fact claims to replace the later one
  const rel = forward ?? backward;
  if (!rel) return;
  if (scopesClash(scopesOf(x.fact.text), scopesOf(y.fact.text))) return; // on Android / on iOS: two things
  // A change said of a side environment only ("the demo site moved …") is not of a statement naming none.
  const [change, other] = forward ? [newer, older] : [older, newer];
  if (sideOnly(scopesOf(change.fact.text), scopesOf(other.fact.text), other.fact.text)) return;
  const quote = (a: Analysis): string => `'${a.fact.text.trim()}' (${a.fact.docId}, ${a.day})`;
  if (rel.kind === 'swap') {
    conflicts.push({ kind: 'contradiction', a: older.fact, b: newer.fact, reason: `${quote(older)} and ${quote(newer)} give different values (${rel.detail})` });
    return;
  }
  const previous = out.get(olderIndex);
  if (!rel.sure && rel.kind === 'negation') {
    conflicts.push({ kind: 'contradiction', a: older.fact, b: newer.fact, reason: `${quote(older)} and ${quote(newer)} have opposite polarity over the same words, but ${rel.detail}: decide whether they agree` });
    return;
  }
  if (!rel.sure) {
    const [stale, fresh] = forward ? [older, newer] : [newer, older];
    const m = fresh.marker;
    const rewrite = forward && rel.partOnly && older.day !== newer.day && m?.from && m.to ? partialRewrite(older.fact.text, m.from, m.to, newer.day) : null;
    if (rewrite !== null && !(previous && previous.newer.date >= newer.fact.date)) {
      out.set(olderIndex, { older: older.fact, newer: newer.fact, kind: rel.kind, rewrite, reason: `${quote(older)} is outdated in part by ${quote(newer)} ('${rel.detail}'): only the replaced part is rewritten, the rest is kept` });
      return;
    }
    conflicts.push({ kind: 'outdated', a: older.fact, b: newer.fact, reason: `${quote(stale)} may be outdated by ${quote(fresh)} ('${rel.detail}'), but ${rel.unsure ?? 'it says more than what was replaced'}` });
    return;
  }
  if (older.day === newer.day) {
    conflicts.push({ kind: 'contradiction', a: older.fact, b: newer.fact, reason: `${quote(older)} and ${quote(newer)} contradict each other and carry the same date` });
    return;
  }
  if (!forward) {
    conflicts.push({ kind: 'outdated', a: older.fact, b: newer.fact, reason: `${quote(newer)} is newer but ${quote(older)} already said it was replaced (${rel.detail})` });
    return;
  }
  if (previous && previous.newer.date >= newer.fact.date) return;
  // A clause of the older statement the newer one says nothing of ("…; the templates are in
  // /pdf", "…，放在内网") would go with it: flagged, never removed.
  const kept = clauseBeyond(older, newer);
  if (kept !== null) {
    conflicts.push({ kind: 'outdated', a: older.fact, b: newer.fact, reason: `${quote(older)} may be outdated by ${quote(newer)} ('${rel.detail}'), but it also says '${kept}', which the newer statement does not touch` });
    return;
  }
  out.set(olderIndex, {
    older: older.fact,
    newer: newer.fact,
    kind: rel.kind,
    reason: `${quote(older)} is superseded by ${quote(newer)}, which says '${rel.detail}'`,
  });
}

/** A clause of the older statement with two words or more, at least half of them not in the newer statement; null when there is none. */
function clauseBeyond(older: Analysis, newer: Analysis): string | null {
  const clauses = older.fact.text.split(/[;；，,。:：]|\s[-–—]\s|\.\s|\b(?:and|but|while|whereas)\b|(?:并且|而且|但是|同时)/u).map((c) => c.trim()).filter(Boolean);
  if (clauses.length < 2) return null;
  for (const c of clauses) {
    const own = termsOf(withVerbTypos(simplifiedHan(c)));
    const untouched = [...own].filter((t) => !newer.terms.has(t) && !newer.raw.has(t)).length;
    if (own.size >= 2 && untouched >= Math.ceil(own.size / 2)) return c.replace(/[.。!！]+$/u, '');
  }
  return null;
}

/** The two term sequences differ in one contiguous span (same start, same end). */
function oneSpan(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const x = [...a];
  const y = [...b];
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head += 1;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail += 1;
  const midX = new Set(x.slice(head, x.length - tail));
  const midY = y.slice(head, y.length - tail);
  return midX.size > 0 && midY.length > 0 && !midY.some((t) => midX.has(t));
}

/**
 * "The api runs on Heroku in eu-west-1" + "moved from Heroku to Fly.io" -> "The api runs on
 * Fly.io (Heroku until 2026-11-08) in eu-west-1": only when the replaced thing is written
 * once, as a whole word, in the older statement, and both names are short.
 */
export function partialRewrite(older: string, from: string, to: string, day: string): string | null {
  const words = (x: string): number => x.split(/\s+/).length;
  if (!from || !to || words(from) > 3 || words(to) > 4 || /[,;，；。]/.test(to)) return null;
  const esc = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A whole word among Latin letters; Chinese has no spaces, so Han characters are no boundary.
  const re = new RegExp(`(?<![a-z0-9_-])${esc}(?![a-z0-9_-])`, 'gi');
  const hits = [...older.matchAll(re)];
  if (hits.length !== 1) return null;
  const at = hits[0]!.index ?? 0;
  const was = older.slice(at, at + from.length);
  const han = /\p{Script=Han}/u.test(older);
  const put = han ? `${to}（${day}之前是${was}）` : `${to} (${was} until ${day})`;
  return older.slice(0, at) + put + older.slice(at + from.length);
}

function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function minus<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): Set<T> {
  const out = new Set<T>();
  for (const x of a) if (!b.has(x)) out.add(x);
  return out;
}
