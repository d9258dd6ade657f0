import type { Finding } from '../api/contract.js';
import { bodyOf } from './guard.js';
import type { Memory } from './orient.js';
import { comparableTokens, isNegated, isNegator, isStopword, keyTerms, specificsOf } from './text/compare.js';
import { sameRule } from './text/duplicates.js';
import { postingsOf } from './text/postings.js';
import { refusesRequiredValue } from './text/refused-value.js';
import { qualifiersDiffer, qualifiersOf } from './text/qualifiers.js';
import { tableCells } from './text/markdown.js';
import { factsOf } from './text/sentences.js';
import { simplified } from './text/simplified.js';
import { actsOnAnother, asksOrLooksBack, frameOf, rootOf, otherKindBefore, otherPartOf, otherPeriod, otherSideOfPlace, hanWordsOf, otherPlace, otherTime, placesOf, rootsOf, wantsCompany, kinInPlace, modalityOfObject, otherObject, peopleCountOf, saysAction, saysOmission, verbRootOf, zhBareNot, zhNever, zhPredicateOf } from './text/rule-frame.js';
import { qualifiersApart, typedValuesOf, valueClash } from './text/typed-values.js';
import { changesAlike, opposesOnThings } from './text/rule-things.js';
import { otherAmount } from './text/rule-amount.js';
import { replacedIn, saysOpposite, stanceOf, stancesConflict, type Stance } from './text/stance.js';
import { termGaps } from './text/swaps.js';
import { wordSegments } from './text/tokens.js';
import { inChinese, inEnglish, wordingOf } from './text/vocabulary.js';

/**
 * Memory against CLAUDE.md, by subject and polarity, not overall word overlap: a memory that
 * says a CLAUDE.md rule again (perhaps with a consistent clause or an example list) repeats it
 * (`in-claude-md`); one that says its subject the other way round conflicts
 * (`claude-md-conflict`: a dream never edits CLAUDE.md, a person decides). Another qualifier
 * (staging / production, a shared branch / your own) is another subject. A rule of two clauses
 * ("store prices as integer cents, never as floats") is read clause by clause: a memory that
 * allows what one clause forbids conflicts with it. Words are read as the paraphrase rule reads
 * them (vocabulary.ts: hardcode / 写死 / 硬编码, abbreviations), Traditional Chinese as Simplified.
 */
export function claudeMdFindings(memories: readonly Memory[], claude: ReadonlyArray<{ file: string; facts: string[] }>, terms: (t: string) => Set<string> = keyTerms): Finding[] {
  if (claude.length === 0) return [];
  // A possessive is its noun ("the rider's home address" / "riders' home addresses").
  const read = (t: string): Set<string> => terms(wordingOf(t).replace(/(?<=[A-Za-z])['’]s\b/gu, ''));
  // Traditional Chinese is read as Simplified (text); findings quote what each says (said).
  const facts: Array<{ file: string; text: string; said: string; terms: Set<string>; english: string | null; record: boolean }> = [];
  for (const m of memories) {
    if (m.team) continue;
    const body = bodyOf(m.info.text);
    // A memory that reports what happened once (on a date, yesterday) or asks: its facts with no rule word record an event, not a rule.
    const record = asksOrLooksBack(body, false);
    for (const f of factsOf(body)) {
      // A reason or a how-to under a label is no rule of its own; a label naming the area is ("**Refunds:** a latecomer ... gets the ticket refunded").
      if (f.label !== undefined && EXPLAINING_LABEL.test(f.label)) continue;
      const text = simplified(f.text);
      facts.push({ file: m.file, text, said: f.text, terms: read(text), english: inChinese(text) ? inEnglish(text) : null, record });
    }
  }
  const postings = postingsOf(facts.map((f) => f.terms));
  // A rule in one language meets a memory in the other through the memory's everyday words in English (提交 -> commit).
  const englishPostings = postingsOf(facts.map((f) => (f.english === null ? new Set<string>() : terms(f.english))));
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const doc of claude) {
    for (const { said: ruleSaid, rule: read1 } of rulesOf(doc.facts)) {
      const rule = simplified(read1);
      if (!inChinese(rule)) out.push(...acrossLanguages(rule, ruleSaid, doc.file, facts, englishPostings, read, terms, seen));
      const rt = read(rule);
      if (rt.size === 0) continue;
      const rq = qualifiersOf(rule);
      const clauses = clausesOf(rule, read);
      const score = new Map<number, number>();
      for (const t of rt) for (const i of postings.get(t) ?? []) score.set(i, (score.get(i) ?? 0) + 1);
      const near = [...score.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 30);
      for (const [i] of near) {
        const f = facts[i]!;
        const key = `${f.file}\u0000${f.text}`;
        if (seen.has(key)) continue;
        // Another environment, side, access or owner (production / staging) is another subject.
        if (qualifiersDiffer(rq, qualifiersOf(f.text)) !== null) continue;
        const opposite = saysOpposite(rule, f.text);
        const about = sameSubject(rule, subjectOf(rt), f.text, subjectOf(f.terms), opposite);
        // The main clauses' stances first ("never ... without asking" vs "... without asking is
        // fine"); where they say nothing, the negators, turned round by an opposite word
        // ("unsigned tags are not acceptable" agrees with "always sign tags").
        // A rule of clauses is read by its main (first) clause ("keep X as integers, never as
        // floats" says keep), and so is the memory; a memory against any one clause conflicts.
        const main = clauses[0]?.text ?? rule;
        const [rs, fs] = [clauses[0]?.stance ?? stanceOf(rule), stanceOf(f.text)];
        const opposed = stancesConflict(rs, fs) || (rs === 'require' && fs === 'allow' && opposite);
        const polarity = rs !== null && fs !== null ? !opposed : (negatedOverall(main) === negatedOverall(partsOf(f.text)[0] ?? f.text)) !== opposite;
        let kind: 'in-claude-md' | 'claude-md-conflict' | null = null;
        if (rs === 'require' && fs === 'allow' && waivesByReplacing(rt, f.text, f.terms, read)) kind = 'claude-md-conflict';
        else if (fs !== null && clauses.some((c) => clauseOpposed(c, rt, fs, f.text, f.terms))) kind = 'claude-md-conflict';
        else if (!opposed && (sameRule(rule, f.text) !== null || (about && polarity && (fs !== null || rs === null || opposite || saysRuleAction(main, f.text))))) kind = 'in-claude-md';
        else if (about && !polarity) kind = 'claude-md-conflict';
        // The rule's frame said the other way round: its action over its thing, under the opposite polarity.
        if (kind !== 'claude-md-conflict' && framedConflict(rule, clauses, f.text, fs)) kind = 'claude-md-conflict';
        // Opposite stances on the things a clause names, whatever verb the memory acts on them with ("paste patient names into issues" / "ok to put the patient name in the issue title").
        if (kind === null && clauses.some((c) => opposesOnThings(c.text, c.stance, f.text, fs))) kind = 'claude-md-conflict';
        // Forbidden to make a thing less and allowed to, in another verb of that direction ("Don't shorten the cooling phase" / "the cooling phase can be cut to 40 minutes").
        if (kind === null && clauses.some((c) => changesAlike(c.text, c.stance, f.text, fs))) kind = 'claude-md-conflict';
        // Consistent after all: its own condition keeps clear of the rule's, it is the exception the
        // rule grants, or it speaks of another thing in the rule's place (周报 / 日报).
        // The memory forbids the event the rule times its requirement by, not the requirement: the same rule ("Never edit X while the lift runs" / "Always stop the lift before changing X").
        const event = forbidsTheEvent(clauses, f.text, fs) ?? forbidsElsewhere(rule, f.text, rs, fs);
        if (event === 'repeat' && kind !== 'in-claude-md') kind = 'in-claude-md';
        else if (event === 'keeps' && kind === 'claude-md-conflict') kind = about || sameRule(rule, f.text) !== null ? 'in-claude-md' : null;
        if (kind !== 'claude-md-conflict' && takesTurnedDown(clauses, f.text)) kind = 'claude-md-conflict';
        // A memory that says no need of what the rule names ("the LIMS entry is not necessary") does not say the rule again.
        if (kind === 'in-claude-md' && rs !== 'forbid' && waivesANamePart(rule, f.text)) kind = null;
        // A record of one occasion ("A reader with the slip took two single-page shots", dated) says no rule again.
        if (kind === 'in-claude-md' && fs === null && f.record) kind = null;
        if (kind === 'claude-md-conflict' && (asksOrLooksBack(f.text, fs !== null) || speaksOfAnother(rule, clauses, f.text, rs, fs) || meetsWithout(rule, f.text, fs) || otherTime(rule, f.text) || keepsClearOfCondition(rule, rt, f.text, read) || grantedException(rule, f.text, f.terms, read) || otherThingInPlace(rule, rt, f.text, f.terms) || zhApart(rule, f.text) || leavesOutHeadOfAll(main, f.text))) kind = null;
        // The memory waives, in one of its clauses, the thing a clause of the rule requires ("no PR needed", "without a plan", 不必开变更单, 唔使经 staging).
        if (kind !== 'claude-md-conflict' && waivesRequired(rule, f.text, read) && !asksOrLooksBack(f.text, true) && !otherTime(rule, f.text) && !grantedException(rule, f.text, f.terms, read) && !zhApart(rule, f.text)) kind = 'claude-md-conflict';
        // The memory turns down the value a requirement names ("Always log launch times in UTC" / "... as local time, not UTC").
        if (kind !== 'claude-md-conflict' && clauses.some((c) => refusesRequiredValue(c.text, f.text)) && !asksOrLooksBack(f.text, true) && !otherTime(rule, f.text)) kind = 'claude-md-conflict';
        if (kind !== 'claude-md-conflict' && zhSubstitute(rule, f.text, rs, fs) && !asksOrLooksBack(f.text, true)) kind = 'claude-md-conflict';
        // The memory gives the thing a rule sets an amount of another amount of the same unit ("deleted after 30 days" / "kept for 90 days", 满 300 小时 / 用到 500 小时).
        if (kind !== 'claude-md-conflict' && otherAmount(rule, f.text) !== null && !asksOrLooksBack(f.text, true) && !otherTime(rule, f.text) && !grantedException(rule, f.text, f.terms, read)) kind = 'claude-md-conflict';
        // In Chinese, clause by clause: the memory says what a clause of the rule says, under its stance, and goes against none.
        if (kind !== 'in-claude-md' && zhSaysAgain(clauses, f.text)) kind = 'in-claude-md';
        if (kind === null) continue;
        seen.add(key);
        out.push(
          kind === 'in-claude-md'
            ? { kind, file: f.file, detail: `"${clip(f.said)}" is already in ${doc.file} ("${clip(ruleSaid)}"): memory need not repeat it` }
            : { kind, file: f.file, detail: `"${clip(f.said)}" contradicts ${doc.file}: "${clip(ruleSaid)}". A dream never edits CLAUDE.md: decide which is right` },
        );
      }
    }
  }
  return out;
}

/** One clause of an English memory waives (is not necessary, no need) and names a name the rule gives (LIMS, PHI). */
function waivesANamePart(rule: string, fact: string): boolean {
  if (inChinese(fact)) return false;
  const names = [...specificsOf(rule)];
  return names.length > 0 && fact.split(/[;:.!?]|,\s+/u).some((p) => stanceOf(p) === 'waive' && names.some((n) => mentions(p.toLowerCase(), n)));
}

/**
 * "Use A, not B" ("Use pnpm, not npm", "Write commit messages in English, not in Chinese"): the
 * memory takes the side the rule turns down where one of its clauses names B with no negation,
 * it names the rest of the rule's clause (its thing: commit messages), and no clause of it says A
 * under a stance or by the rule's verb ("Install dependencies with npm install; pnpm breaks the
 * kiosk build"; not "Always use pnpm; npm breaks the lockfile").
 */
function takesTurnedDown(clauses: readonly Clause[], fact: string): boolean {
  if (inChinese(fact)) return false;
  const at = clauses.findIndex((c, i) => i > 0 && /^not\s+\S/iu.test(c.text));
  if (at < 1) return false;
  const said = clauses[at - 1]!.text;
  const frame = frameOf(said);
  if (frame === null) return false;
  const content = (t: string): string[] => [...rootsOf(t)].filter((r) => r.length > 1 && !isStopword(r) && !isNegator(r) && r !== 'not');
  const turned = content(clauses[at]!.text);
  // A is what stands where B stands: after the contrast's preposition, else the clause's last word.
  const prep = /^not\s+(in|into|on|to|at|with|as|for|from|by)\b/iu.exec(clauses[at]!.text)?.[1];
  const tail = prep !== undefined && new RegExp(`\\b${prep}\\b`, 'iu').test(said) ? said.slice(said.search(new RegExp(`\\b${prep}\\b`, 'iu'))) : said.split(/\s+/u).pop() ?? '';
  const chosen = content(tail).filter((r) => !turned.includes(r));
  const rest = content(said).filter((r) => r !== frame.verb && !chosen.includes(r) && !turned.includes(r));
  if (turned.length === 0 || chosen.length === 0) return false;
  const roots = rootsOf(fact);
  if (!rest.every((r) => roots.has(r))) return false;
  const pieces = fact.split(/[;:.!?()]|,\s+/u).map((p) => p.trim()).filter((p) => p !== '');
  const names = (p: string, words: readonly string[]): boolean => words.every((w) => rootsOf(p).has(w));
  if (!pieces.some((p) => names(p, turned) && !isNegated(p))) return false;
  return !pieces.some((p) => names(p, chosen) && (stanceOf(p) !== null || (frame.verb !== null && saysAction(frame, p))));
}

/**
 * "Always A before B" and "never B until (or while not) A" are one rule: a memory that forbids the
 * event a requirement of the rule is timed by ("before opening the heat exchanger", 发布前) keeps the
 * rule, where what it forbids is that event's (its object in English, its verb in Chinese) and not
 * the required action's ("Don't open the heat exchanger until the loop is drained", 没跑完之前不要发布).
 */
function forbidsTheEvent(clauses: readonly Clause[], fact: string, fs: Stance | null): 'repeat' | 'keeps' | null {
  if (fs !== 'forbid') return null;
  for (const c of clauses) {
    if (c.stance !== 'require') continue;
    let keeps = false;
    let names = false;
    if (inChinese(c.text)) {
      const m = /^(?:在)?([^，。；]{1,12}?)(?:之前|以前|前)(?![面边方头])(.+)$/u.exec(c.text);
      const p = inChinese(fact) ? zhPredicateOf(fact) : null;
      if (!m || p === null || p.verb === null || p.verb.length < 2) continue;
      keeps = m[1]!.includes(p.verb) && !m[2]!.includes(p.verb);
      names = hanWordsOf(m[2]!).some((w) => !STANCE_WORDS.has(w) && fact.includes(w));
    } else {
      const m = /^(.*?)\bbefore\b(.+)$/iu.exec(c.text);
      const frame = inChinese(fact) ? null : frameOf(fact);
      if (!m || frame === null) continue;
      keeps = rootsOf(m[2]!).has(frame.head) && !rootsOf(m[1]!).has(frame.head);
      const required = frameOf(m[1]!);
      names = required !== null && rootsOf(fact).has(required.head);
    }
    if (!keeps) continue;
    // Said with its own time (until, while, first; 之前, 先, 没…): the requirement again, the other way round.
    return names && TIMED.test(fact) ? 'repeat' : 'keeps';
  }
  return null;
}

/**
 * "Always do X in P" is kept by a prohibition of X's thing in another place ("Always handle nitrate
 * reels in the vault annex" / "Nitrate reels never go into the main scanning room"): the memory's
 * forbidding clause names places, none of them the rule's. Where another clause of it names the
 * rule's places and the memory the rule's object, it says the rule again ("… scanned only in the
 * vault annex").
 */
function forbidsElsewhere(rule: string, fact: string, rs: Stance | null, fs: Stance | null): 'repeat' | 'keeps' | null {
  if (rs !== 'require' || fs !== 'forbid' || inChinese(rule) || inChinese(fact)) return null;
  const [first, ...rest] = partsOf(fact);
  const [ours, theirs] = [placesOf(rule), placesOf(first ?? fact)];
  if (ours.length === 0 || theirs.length === 0 || theirs.some((p) => ours.includes(p))) return null;
  const frame = frameOf(rule);
  const again = rest.some((r) => ours.every((p) => placesOf(r).includes(p))) && frame !== null && rootsOf(fact).has(frame.head);
  return again ? 'repeat' : 'keeps';
}

// Words of time and precondition: a closed class.
const TIMED = /\b(?:until|till|unless|while|before|first|without|after)\b|之前|以前|前|先|没|未|沒/iu;

/** A Chinese memory's clauses, cut at commas and stops (full-width or not), blank ones left out. */
function zhPiecesOf(fact: string): string[] {
  return fact.split(/[，。；！？,;!?]/u).filter((x) => x.trim() !== '');
}

/**
 * A Chinese memory says a rule again clause by clause: each of its clauses (cut at commas and
 * stops) is set against the rule's clauses it shares a word with (two characters at least, no
 * stance word); one of them takes the rule clause's stance and none an opposite one
 * ("音管尺寸一律以公厘记录，不要用英吋" / "请记公厘，别记英吋"). A prohibition of not doing ("不能只写 up
 * 不写 down") requires.
 */
function zhSaysAgain(clauses: readonly Clause[], fact: string): boolean {
  if (!inChinese(fact) || clauses.length === 0 || !inChinese(clauses[0]!.text)) return false;
  const pieces = zhPiecesOf(fact).map((x) => ({ text: x, stance: zhClauseStance(x), words: hanWordsOf(x).filter((w) => !STANCE_WORDS.has(w)) }));
  let agree = 0;
  const shared = new Set<string>();
  const stanced = clauses.map((c) => ({ text: c.text, stance: zhClauseStance(c.text) })).filter((c) => c.stance !== null);
  for (const piece of pieces) {
    if (piece.stance === null) continue;
    // Each clause of the memory is set against the rule's clause it shares the most words with.
    const counts = stanced.map((c) => piece.words.filter((w) => c.text.includes(w)).length);
    const most = Math.max(0, ...counts);
    if (most === 0) continue;
    for (const [i, c] of stanced.entries()) {
      if (counts[i] !== most) continue;
      if (stancesConflict(c.stance, piece.stance) || (c.stance === 'forbid') !== (piece.stance === 'forbid')) return false;
      if (c.stance === piece.stance) agree += 1;
    }
  }
  // Names in Latin letters count as words of the rule (合并到 main 之前必须有人 code review).
  const lower = fact.toLowerCase();
  for (const c of clauses) for (const w of [...hanWordsOf(c.text), ...(c.text.toLowerCase().match(/[a-z]{2,}/g) ?? [])]) if (!STANCE_WORDS.has(w) && lower.includes(w)) shared.add(w);
  return agree > 0 && shared.size >= 2;
}

/** A Chinese clause's stance, a prohibition of a negated action read as a requirement (不能只写 up 不写 down). */
function zhClauseStance(text: string): Stance | null {
  const s = stanceOf(text) ?? (zhNever(text) || zhBareNot(text) ? 'forbid' : null);
  if (s !== 'forbid') return s;
  const m = FORBID_MARK.exec(text);
  return m && /[不没別别]/u.test(text.slice(m.index + m[0].length)) ? 'require' : s;
}

// The marks of a Chinese prohibition, whose scope follows.
const FORBID_MARK = /禁止|严禁|不准|不许|不得|不能|不要|不可以|不可|切勿|别|绝不|决不|永远不|永不/u;

/**
 * The memory waives what a clause of the rule requires: one of its clauses says no need of it
 * ("no PR needed for those", "no need 2 put the build nr in bug reports", "we skip the signed lift
 * plan", 不必开变更单, 不用再找人审校, 唔使经 staging), or allows the action without it ("okay to go
 * straight to terraform apply without a plan"), and shares with the required clause two words
 * (in English; the one after "without" among them) or one of two characters (in Chinese), the
 * memory sharing two with the rule in all. A clause of "every" or "all" with no modal word states a
 * requirement ("every recipe edit goes through a pull request"). Not where the memory says the
 * rule's action over another object, leaves out the head of what the rule requires of all of a
 * kind ("Every invoice must ..." / "Receipts don't need ..."), or names another condition after
 * the rule's own preposition of it ("when sanding lead paint" / "when sanding bare pine").
 */
function waivesRequired(rule: string, fact: string, read: (t: string) => Set<string>): boolean {
  const zh = inChinese(rule);
  if (zh !== inChinese(fact)) return false;
  const parts = rule.split(/[;；，。:：]|,\s+/u).map((p) => p.trim()).filter((p) => p !== '');
  const required = parts.filter((p) => {
    const st = stanceOf(p);
    return st === 'require' || (st === null && /^(?:\*\*[^*]+\*\*\s*)?(?:every|each|all)\b/iu.test(p));
  });
  if (required.length === 0) return false;
  const termsOf = (t: string): Set<string> => (zh ? new Set([...hanWordsOf(t), ...(t.toLowerCase().match(/[a-z]{2,}/g) ?? [])].filter((w) => !STANCE_WORDS.has(w))) : new Set([...subjectOf(read(t))].filter((w) => w.length > 2 && !isStopword(w))));
  const ruleTerms = termsOf(rule);
  if ([...termsOf(fact)].filter((t) => ruleTerms.has(t)).length < 2) return false;
  const pieces = fact.split(/[，。；！？,;!?:：]/u).map((p) => p.trim()).filter((p) => p !== '');
  const allows = !zh && stanceOf(fact) === 'allow';
  for (const [k, piece] of pieces.entries()) {
    // After a permission, a bare "no X" ("ok to apply straight to production, no copy run") goes without X.
    const st = allows && k > 0 && /^no\s+[a-z]/iu.test(piece) && !/\b(?:is|are|was|were|be|will|can|may|must|should)\b/iu.test(piece) ? 'waive' : stanceOf(piece);
    const without = zh ? null : /\bwithout\s+(.+)$/iu.exec(piece);
    if (st !== 'waive' && !(st === 'allow' && without)) continue;
    const waived = termsOf(piece);
    const lacking = without ? termsOf(without[1]!) : null;
    for (const p of required) {
      const pt = termsOf(p);
      const shared = [...waived].filter((t) => pt.has(t));
      if (zh ? !shared.some((t) => t.length >= 2) : shared.length < 2 || (lacking !== null && ![...lacking].some((t) => pt.has(t)))) continue;
      if (zh ? !zhKeepsToTopic(p, fact) : !keepsToRequired(p, fact)) continue;
      return true;
    }
  }
  return false;
}

/** Chinese: the memory names what the required clause speaks of before its modal word (农机控制指令必须… / 传感器读数…), a time before it (出海前) aside. */
function zhKeepsToTopic(clause: string, fact: string): boolean {
  const topic = zhPredicateOf(clause)?.topic ?? '';
  if (/(?:前|后|時|时|的时候|期间)\s*$/u.test(topic)) return true;
  const words = hanWordsOf(topic).filter((w) => !STANCE_WORDS.has(w) && !/^(?:所有|全部|一切|任何|每个)$/u.test(w));
  const latin = topic.toLowerCase().match(/[a-z]{2,}/g) ?? [];
  return words.length + latin.length === 0 || words.some((w) => fact.includes(w)) || latin.some((w) => fact.toLowerCase().includes(w));
}

/** English: the memory speaks of what the required clause speaks of (its object, its subject of all, its condition). */
function keepsToRequired(clause: string, fact: string): boolean {
  const frame = frameOf(clause);
  if (frame !== null && actsOnAnother(frame, fact)) return false;
  const roots = rootsOf(fact);
  if (leavesOutHeadOfAll(clause, fact)) return false;
  // "before upgrading the database": the memory does that action ("restart the database without a backup" does another).
  const before = /\bbefore\s+([a-z]+ing)\b/iu.exec(clause);
  if (before && !roots.has(rootOf(before[1]!))) return false;
  const when = /\b(when|while|if|during)\s+([^,;.]+)/iu.exec(clause);
  const theirs = when ? new RegExp(`\\b${when[1]}\\s+([^,;.]+)`, 'iu').exec(fact) : null;
  if (when && theirs) {
    const content = (t: string): string[] => [...rootsOf(t)].filter((r) => r.length > 2 && !isStopword(r));
    const [r, m] = [content(when[2]!), content(theirs[1]!)];
    if (r.some((x) => !m.includes(x)) && m.some((x) => !r.includes(x))) return false;
  }
  return true;
}

/**
 * In Chinese, a permission of another thing of the kind the rule requires, in the rule's
 * predicate (回复一律使用繁体中文 / 回覆用简体中文就好): a substitute, against the rule. Not where the
 * other thing stands in what the rule speaks of (周报必须… / 日报不用…: another report).
 */
function zhSubstitute(rule: string, fact: string, rs: Stance | null, fs: Stance | null): boolean {
  if (rs !== 'require' || fs !== 'allow' || !inChinese(rule) || !inChinese(fact)) return false;
  const p = zhPredicateOf(rule);
  if (p === null || p.topic.trim() === '' || kinInPlace(p.topic, fact) || otherPartOf(rule, fact) || !saysTopic(p.topic, fact)) return false;
  const predicate = rule.slice(p.topic.length);
  return kinInPlace(predicate, fact) || kinBefore(predicate, fact);
}

/** The memory names what the rule speaks of: every word of it (回复客户 is not 回复同事), or where it is one word, a character of it (回复 / 回覆). */
function saysTopic(topic: string, fact: string): boolean {
  const words = wordSegmentsOf(topic);
  if (words.length === 0) return false;
  if (words.every((w) => fact.includes(w))) return true;
  return words.length === 1 && [...words[0]!].some((ch) => fact.includes(ch));
}

/** The Han words of a text as a segmenter cuts them, of two characters at least, no quantifier or stance word among them. */
function wordSegmentsOf(text: string): string[] {
  return wordSegments(text).map((w) => w.word).filter((w) => /^\p{Script=Han}{2,}$/u.test(w) && !STANCE_WORDS.has(w) && !/^(?:所有|全部|一切|任何|每个)$/u.test(w));
}

/** By characters: two characters before a run of two both give differ, the memory's clause saying only its own, alike at most in their last (繁体中文 / 简体中文). */
function kinBefore(rule: string, fact: string): boolean {
  const plain = (x: string): boolean => /^\p{Script=Han}{2}$/u.test(x) && !/[的了是在把被给用和与及或不没也都就要可以能会]/u.test(x);
  for (let i = 2; i + 2 <= rule.length; i += 1) {
    const head = rule.slice(i, i + 2);
    const x = rule.slice(i - 2, i);
    if (!/^\p{Script=Han}{2}$/u.test(head) || !plain(x)) continue;
    // The clause of the memory that names the other kind does not name the rule's (不用转繁体 may follow).
    for (const piece of zhPiecesOf(fact)) {
      if (piece.includes(x)) continue;
      for (let at = piece.indexOf(head); at >= 2; at = piece.indexOf(head, at + 1)) {
        const y = piece.slice(at - 2, at);
        if (plain(y) && !rule.includes(y) && y[0] !== x[0] && !x.includes(y[0]!) && !y.includes(x[0]!)) return true;
      }
    }
  }
  return false;
}

/** "Every invoice must ...", "All reviewers must ...": the memory never names the head of what the rule requires of all ("Receipts don't need ..."). */
function leavesOutHeadOfAll(clause: string, fact: string): boolean {
  const all = /^(?:\*\*[^*]+\*\*\s*)?(?:every|each|all)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:must|has|have|needs?|should|goes|go|is|are|gets?)\b/iu.exec(clause);
  const head = all ? [...rootsOf(all[1]!)].pop() : undefined;
  return head !== undefined && !rootsOf(fact).has(head);
}

/** In Chinese, another kind of the rule's thing by the characters before its head, another part of it, the other side of its place, or another time than its period. */
function zhApart(rule: string, fact: string): boolean {
  return inChinese(rule) && inChinese(fact) && (otherKindBefore(rule, fact) || otherSideOfPlace(rule, fact) || otherPartOf(rule, fact) || otherPeriod(rule, fact));
}

// Words that set a condition aside: "consent notwithstanding", "regardless of the report".
const DISREGARDING = /\b(?:notwithstanding|regardless of|irrespective of|whether or not)\b/iu;

/**
 * A prohibition of doing a thing without something ("Never walk a dog without its harness") is
 * kept by a permission that says no lack ("Walking the dogs is fine once their harness is on"):
 * no negation, no skipping, nothing left out.
 */
function meetsWithout(rule: string, fact: string, fs: Stance | null): boolean {
  if (stanceOf(rule) !== 'forbid' || !/\bwithout\b/iu.test(rule) || inChinese(fact)) return false;
  return fs === 'allow' && !isNegated(fact) && !saysOmission(fact) && !/\bskip/iu.test(fact) && !DISREGARDING.test(fact);
}

// Labels whose line explains a rule rather than states one.
const EXPLAINING_LABEL = /^(?:why|how to apply|how|reason|because|context|note|notes|source|example|examples|e\.g\.?|原因|理由|为什么|為什麼|备注|備註|说明|說明|例子|例如)$/iu;

/**
 * A clause of the rule and the memory say one frame under opposite polarities. In English: the
 * memory names the clause's object (its head, no other distinguishing word before it) and its
 * action in any form, or leaves the action out where it waives the object itself ("Gloves are
 * optional when ...", "the allergen line can be left off"); its polarity is opposed (forbid /
 * allow, require / waive or forbid), or it states as done what the rule forbids ("... gets the
 * ticket refunded"); a rule of what is done with no modal word ("Staff re-check the knot ...")
 * requires it. A rule's "without" or "unless" condition is met only by a memory that says the
 * without side too, and values of one type that differ are another case ("over 25 knots" / "under
 * 12 knots"). In Chinese: the memory says the predicate's verb, and the thing 把 or 有 puts, the
 * place 在 gives and what a coverb brings in (用热水), with one more word of two characters or
 * more of the clause; a rule that requires a count of people goes against a memory that allows
 * another count (两个人 / 一个人).
 */
function framedConflict(rule: string, clauses: readonly Clause[], fact: string, factStance: Stance | null): boolean {
  const zh = inChinese(rule);
  if (zh !== inChinese(fact)) return false;
  // Allowed undone ("can stay unlocked" for "Always lock ..."), or left out: a waiver.
  const undoes = !zh && clauses.some((c) => undoneIn(frameOf(c.text)?.verb ?? null, fact));
  const omits = saysOmission(fact) || undoes;
  const fs = factStance === 'allow' && omits ? 'waive' : factStance;
  return clauses.some((c, i) => {
    // A clause says its own stance; the rule's is the first clause's only where the rule is one clause.
    const stated = stanceOf(c.text) ?? (i === 0 && clauses.length === 1 ? stanceOf(rule) : null) ?? (zh && (zhNever(c.text) || zhBareNot(c.text)) ? 'forbid' : null);
    const rs = stated ?? (i === 0 && fs === 'waive' ? 'require' : null);
    if (rs === null) return false;
    const typed = typedValuesOf(c.text);
    const factTyped = typedValuesOf(fact);
    if (rs === 'require' && (fs === 'allow' || fs === 'waive')) {
      const [want, given] = [peopleCountOf(c.text, typed), peopleCountOf(fact, factTyped)];
      if (want !== null && given !== null && want !== given && sharedWords(c, fact) >= 2) return true;
      // "with an adult" / "on their own", 有大人陪同 / 自己一个人: alone is another count than company.
      if (want === null && given === '1' && wantsCompany(c.text) && !wantsCompany(fact) && sharedWords(c, fact) >= 2) return true;
    }
    // In Chinese the memory's stance is the one of its clauses that says the clause's predicate ("请记公厘，别记英吋": 别 is of 英吋, not of 公厘).
    const said = zh ? alignedStance(c.text, fact, fs) : fs;
    const plain = said === null && rs === 'forbid' && !isNegated(fact) && !/[?？]/u.test(fact);
    if (!stancesConflict(rs, said) && !plain) return false;
    if (valueClash(typed, factTyped) !== null || qualifiersApart(c.text, fact)) return false;
    if (/\b(?:without|unless)\b|除非|没有|不带/iu.test(c.text) && !isNegated(fact)) return false;
    if (zh) return zhFramed(rule, c, fact, plain);
    const frame = frameOf(c.text);
    if (frame === null || otherObject(frame, fact) || otherPlace(c.text, fact)) return false;
    // A statement of what is done meets a prohibition only under the rule's condition too ("... even after curtain-up").
    if (plain && !saysCondition(c.text, [frame.verb, frame.head, ...frame.modifiers], fact)) return false;
    return saysAction(frame, fact) || (fs === 'waive' && (modalityOfObject(fact) || omits));
  });
}

/** The memory says the verb under un- ("unlocked", "unsigned"): the action left undone. */
function undoneIn(verb: string | null, fact: string): boolean {
  if (verb === null) return false;
  return (fact.toLowerCase().match(/\bun[a-z]{3,}/gu) ?? []).some((w) => verbRootOf(w.slice(2)) === verb);
}

/**
 * The stance of the memory's clauses (cut at Chinese commas and stops) that say every part of the
 * rule clause's predicate; the memory's own where none says them all or it is one clause.
 */
function alignedStance(clause: string, fact: string, fs: Stance | null): Stance | null {
  const p = zhPredicateOf(clause);
  const parts = p === null ? [] : [p.verb, p.object, p.place, p.means].filter((x): x is string => x !== null);
  const pieces = zhPiecesOf(fact);
  if (parts.length === 0 || pieces.length < 2) return fs;
  const saying = pieces.filter((x) => parts.every((part) => x.includes(part)));
  if (saying.length === 0) return fs;
  const own = saying.map((x) => stanceOf(x)).find((x) => x !== null) ?? null;
  return own === null ? null : fs === 'waive' && own === 'allow' ? 'waive' : own;
}

function zhFramed(rule: string, c: Clause, fact: string, plain: boolean): boolean {
  const p = zhPredicateOf(c.text);
  if (p === null) return false;
  if (plain && !saysCondition(p.topic, [p.verb, p.object, p.place, p.means], fact)) return false;
  // 使用 and 采用 are said 用 as well (在井下使用手机 / 井下用普通手机).
  const said = (part: string): boolean => fact.includes(part) || (part === p.verb && /^(?:使用|采用)$/u.test(part) && fact.includes('用'));
  for (const part of [p.verb, p.object, p.place, p.means]) if (part !== null && !said(part)) return false;
  // Where the memory gives the verb an object, it is the rule's (打印身份证号 is not 打印请求ID); "不必拍照，" gives none, and 带出办公室 is 带 somewhere.
  if (p.verb !== null && p.verbObject !== null && otherObjectAfter(fact, p.verbObject.slice(0, -1), p.verbObject)) return false;
  // One more word of the rule, of two characters at least, not the verb's.
  return hanWordsOf(rule).some((t) => t !== p.verb && !(p.verb !== null && t.includes(p.verb)) && fact.includes(t));
}

/**
 * A memory that states no rule repeats one only where it says the rule's action: "Backups are
 * uploaded to the bucket at 02:00" says nothing of "Always encrypt backups before uploading them",
 * and 麻醉药品的清点表放在… names a sheet, not the count of 每次换班都要清点麻醉药品 (its verb is
 * followed by another thing than the rule's object).
 */
function saysRuleAction(clause: string, fact: string): boolean {
  if (inChinese(clause) !== inChinese(fact)) return true;
  if (!inChinese(clause)) {
    const frame = frameOf(clause);
    return frame === null || saysAction(frame, fact);
  }
  const p = zhPredicateOf(clause);
  if (p === null || p.verb === null) return true;
  // The verb as its two characters, then what follows it in the rule; another character right after them makes a noun of them (清点表).
  const at = clause.indexOf(p.verb, p.topic.length);
  const verb = clause.slice(at, at + 2);
  const next = clause[at + 2] ?? '';
  for (let i = fact.indexOf(verb); i >= 0; i = fact.indexOf(verb, i + 1)) {
    const after = fact[i + 2] ?? '';
    if (!/\p{Script=Han}/u.test(after) || after === next || ZH_GRAMMAR.test(after)) return true;
  }
  return false;
}

// Characters of grammar after a verb (了, 的, 一下, 完): no part of a noun.
const ZH_GRAMMAR = /[了的过着一完好吗吧呢后前时]/u;

/**
 * The memory says what the clause says besides its frame (its condition, its place, its time),
 * where the clause says anything besides: one word of it is enough ("once the curtain is up" /
 * "even after curtain-up"; 营业时间不要清洗冷柜 is not met by 冷柜等打烊以后再清洗).
 */
function saysCondition(clause: string, frame: ReadonlyArray<string | null>, fact: string): boolean {
  const parts = frame.filter((x): x is string => x !== null);
  if (!/[A-Za-z]/.test(clause)) {
    const rest = hanWordsOf(clause).filter((w) => !parts.some((x) => x.includes(w) || w.includes(x)) && !STANCE_WORDS.has(w));
    return rest.length === 0 || rest.some((w) => fact.includes(w));
  }
  const roots = rootsOf(fact);
  const rest = [...rootsOf(clause)].filter((r) => !parts.includes(r) && !STANCE_WORDS.has(r) && !isStopword(r) && !isNegator(r) && r.length > 2);
  return rest.length === 0 || rest.some((r) => roots.has(r));
}

/** Every place the memory says the verb, a Han character other than the rule's object's follows it. */
function otherObjectAfter(fact: string, verb: string, verbObject: string): boolean {
  let any = false;
  for (let at = fact.indexOf(verb); at >= 0; at = fact.indexOf(verb, at + 1)) {
    const next = fact[at + verb.length] ?? '';
    if (!/\p{Script=Han}/u.test(next) || fact.startsWith(verbObject, at)) return false;
    any = true;
  }
  return any;
}

/** Words the clause and the memory share (in Chinese, of two characters at least or pairs of characters; in English, roots of three letters or more). */
function sharedWords(c: Clause, fact: string): number {
  if (inChinese(c.text)) return hanWordsOf(c.text).filter((w) => fact.includes(w)).length;
  const roots = rootsOf(fact);
  return [...rootsOf(c.text)].filter((r) => r.length > 2 && !STANCE_WORDS.has(r) && !isStopword(r) && roots.has(r)).length;
}

/**
 * The memory speaks of another thing than the rule governs: in English, it never names the object
 * of any clause of the rule that takes a stance, or names it with other distinguishing words
 * ("an alloy wheel" for "a carbon wheel"); in Chinese, another word of the kind stands in the
 * object's place (白色衣物 for 彩色衣物). Not where the rule requires and the memory allows: what
 * it allows in the place of the rule's thing is a substitute, and goes against the rule.
 */
function speaksOfAnother(rule: string, clauses: readonly Clause[], fact: string, rs: Stance | null, fs: Stance | null): boolean {
  // A permission of another thing in the place of what a rule requires puts it instead ("Always write reversible migrations" / "Irreversible migrations are acceptable").
  if (rs === 'require' && fs === 'allow') return false;
  // In Chinese, by the clauses that take a stance (统一走配置中心 after 不能写在代码里 is a clause of its own; 省得连配置中心 gives a reason).
  const stated = clauses.filter((c) => c.stance !== null);
  if (inChinese(rule) || inChinese(fact)) return inChinese(rule) && inChinese(fact) && stated.some((c) => kinInPlace(c.text, fact));
  const lower = fact.toLowerCase();
  // A path or a glob the memory gives names the rule's thing itself, whatever its words for it ("translation files (locales/*.json)").
  if (stated.some((c) => c.code.size > 0 && [...c.code].every((a) => mentions(lower, a)))) return false;
  const frames = stated.map((c) => frameOf(c.text));
  // Another object by its words, or the rule's action said over another object ("delete the JPEG derivatives of a scan").
  return frames.length > 0 && frames.every((f) => f !== null && (otherObject(f, fact) || actsOnAnother(f, fact)));
}

/**
 * An English rule against memories in Chinese, read in English (提交 -> commit, 部署 -> deploy): only
 * a conflict of opposite stances on every word of one clause, the strictest of the readings.
 */
function acrossLanguages(rule: string, ruleSaid: string, file: string, facts: ReadonlyArray<{ file: string; text: string; said: string; english: string | null }>, postings: ReadonlyMap<string, number[]>, read: (t: string) => Set<string>, plain: (t: string) => Set<string>, seen: Set<string>): Finding[] {
  const rt = read(rule);
  if (rt.size === 0) return [];
  const clauses = clausesOf(rule, read);
  const score = new Map<number, number>();
  for (const t of rt) for (const i of postings.get(t) ?? []) score.set(i, (score.get(i) ?? 0) + 1);
  const out: Finding[] = [];
  for (const [i] of [...score.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 30)) {
    const f = facts[i]!;
    const key = `${f.file}\u0000${f.text}`;
    if (seen.has(key) || f.english === null) continue;
    if (qualifiersDiffer(qualifiersOf(rule), qualifiersOf(f.text)) !== null) continue;
    const fs = stanceOf(f.text);
    const terms = plain(f.english); // read as English, not turned back into Chinese
    if (fs === null || !clauses.some((c) => clauseOpposed(c, rt, fs, f.text, terms))) continue; // names are looked for as written
    if (keepsClearOfCondition(rule, rt, f.english, read) || grantedException(rule, f.english, terms, read)) continue;
    seen.add(key);
    out.push({ kind: 'claude-md-conflict', file: f.file, detail: `"${clip(f.said)}" contradicts ${file}: "${clip(ruleSaid)}". A dream never edits CLAUDE.md: decide which is right` });
  }
  return out;
}

interface Clause {
  text: string;
  stance: Stance | null;
  /** What the clause speaks of, without its stance words. */
  subject: Set<string>;
  /** Names, code, paths and globs it gives (PHI, `make hil`, locales/*.json). */
  anchors: Set<string>;
  /** Its subject without what it explains in brackets ("(hardware-in-the-loop tests)"). */
  gist: Set<string>;
  /** Its paths, file names and globs. */
  code: Set<string>;
  /** The verb it opens with after its modality, as a term ("Always wear ..." gives wear). */
  verb: string | null;
}

/**
 * The rule's clauses (split at commas, semicolons and dashes), each with its own stance; the
 * first takes the rule's when it says none. One clause: the rule itself.
 */
function clausesOf(rule: string, read: (t: string) => Set<string>): Clause[] {
  return partsOf(rule).map((p, i) => ({ text: p, stance: stanceOf(p) ?? (i === 0 ? stanceOf(rule) : null), subject: subjectOf(read(p)), anchors: new Set([...specificsOf(p), ...pathsOf(p)]), code: pathsOf(p), gist: subjectOf(read(p.replace(/\s*[(（][^()（）]*[)）]/gu, ' '))), verb: ruleVerbOf(p, read) }));
}

function partsOf(text: string): string[] {
  return text.split(/[;；，]|,\s+|\s+[-–—]\s+/u).map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * The memory takes the opposite stance on what one clause of the rule speaks of, sharing two
 * words with the rule at least: it gives every name the clause gives, and with them half the
 * clause's words (what it explains in brackets aside): "Never send PHI to third-party analytics"
 * / "sending PHI to Mixpanel is OK"; or, where the clause names nothing, it says every word of
 * it: "…, never as floats" / "storing prices as floats is okay".
 */
function clauseOpposed(c: Clause, ruleTerms: ReadonlySet<string>, stance: Stance, fact: string, factTerms: ReadonlySet<string>): boolean {
  if (!stancesConflict(c.stance, stance)) return false;
  const lower = fact.toLowerCase();
  // The memory's stance is its clause's: that clause names what the rule's clause speaks of ("Always use pnpm; npm breaks the lockfile" requires pnpm, not npm).
  if (!inChinese(fact)) {
    const held = fact.split(/[;:.!?]|,\s+|\s+[-–—]\s+/u).find((p) => stanceOf(p) === stance);
    const words = [...c.subject].filter((t) => t.length > 2);
    if (held !== undefined && words.length > 0 && !words.some((t) => [...subjectOf(factTermsOf(held, factTerms))].includes(t))) return false;
  }
  const subject = subjectOf(ruleTerms);
  const factSubject = subjectOf(factTerms);
  let shared = 0;
  for (const t of subject) if (factSubject.has(t)) shared += 1;
  if (shared < 2) return false;
  if (c.anchors.size > 0) {
    if (![...c.anchors].every((a) => mentions(lower, a) || (/^[a-z]{2,}s$/u.test(a) && mentions(lower, a.slice(0, -1))))) return false;
    // A path, a glob or code names the thing itself (locales/*.json); a name needs half the clause's words with it.
    if (c.code.size > 0) return true;
    let own = 0;
    for (const t of c.gist) if (factSubject.has(t)) own += 1;
    return own + c.anchors.size >= c.gist.size / 2;
  }
  if (c.subject.size === 0) return false;
  const missing = [...c.subject].filter((t) => !factSubject.has(t));
  // A modality said of the object alone ("Hairnets are optional in the brewhouse") leaves out the rule's verb ("Always wear a hairnet ...").
  return missing.length === 0 || (missing.length === 1 && shared >= 2 && c.verb !== null && missing[0] === c.verb && elidesVerb(fact));
}

/** The memory's terms said in one of its clauses. */
function factTermsOf(piece: string, factTerms: ReadonlySet<string>): Set<string> {
  const roots = rootsOf(piece);
  return new Set([...factTerms].filter((t) => roots.has(t) || roots.has(rootOf(t)) || mentions(piece.toLowerCase(), t)));
}

// A statement whose modality is a predicate of its object, with no verb of its own: "X is optional", "X are not needed", "X is fine".
const PREDICATE_MODALITY = /^[^,;:.]*?\b(?:is|are)\s+(?:optional|not (?:needed|required|necessary|mandatory)|no longer (?:needed|required|necessary|mandatory)|fine|ok|okay|acceptable|allowed)\b/iu;

function elidesVerb(fact: string): boolean {
  return PREDICATE_MODALITY.test(fact);
}

// The imperative verb a rule opens with after its modality ("Always wear ...", "Never leave ...", "You must sign ...").
const LEADING_MODALITY = /^\s*(?:[-*]\s*)?(?:(?:you|we|staff|everyone)\s+)?(?:always|never|must(?:\s+not)?|mustn'?t|should(?:\s+not)?|don'?t|do\s+not|please)\s+(?:(?:always|never|not)\s+)?([a-z]+)/iu;

function ruleVerbOf(clause: string, read: (t: string) => Set<string>): string | null {
  const m = LEADING_MODALITY.exec(clause);
  if (!m) return null;
  const [t] = [...read(m[1]!)];
  return t ?? null;
}

/**
 * A permission that puts something else in the place of what a rule requires ("Always use metric
 * units" / "can use imperial units instead of metric units when ..."; 一律用人民币 / 可以用美元代替人民币;
 * 一律使用公制 / 可以改用英制) is an exception to the rule, not a repeat: it speaks of the rule's
 * subject (two words of it, two in five) and what it replaces, where it names it, is of the rule.
 */
function waivesByReplacing(ruleTerms: ReadonlySet<string>, fact: string, factTerms: ReadonlySet<string>, read: (t: string) => Set<string>): boolean {
  const replaced = replacedIn(fact);
  if (replaced === null) return false;
  const subject = subjectOf(ruleTerms);
  const factSubject = subjectOf(factTerms);
  const shared = [...subject].filter((t) => factSubject.has(t)).length;
  // What it names in the rule's place is not the rule's words: two of them, two in five, are enough.
  if (shared < 2 || shared < subject.size * 0.4) return false;
  return replaced === '' || [...subjectOf(read(replaced))].some((t) => subject.has(t));
}

// A clause of when or where whose negation is of its own words ("when there are no matches", "on days without a match", 没有比赛的时候).
const EN_NEGATED_WHEN = /\b(?:when|whenever|while|if|where|(?:on|in|during|for) (?:the )?(?:days?|nights?|weekends?|mornings?|afternoons?|evenings?|weeks?|months?|shifts?|seasons?|periods?|times?)(?: when| that)?)\b[^,.;:!?]*?\b(?:no|not|never|nobody|none|without|\w+n't)\b([^,.;:!?]*)/giu;
const ZH_NEGATED_WHEN = /(?:没有|没|不是|无)([^，。；！？,.;!?]{1,12}?)(?:的时候|的时段|的日子|的时间|时|期间|的话)/gu;

/**
 * CLAUDE.md's rules as its lines say them, a table row read as its cells. Under a header whose
 * cells say a stance ("| Do | Don't |", "| 要做 | 不要做 |"), each cell of a row is a rule of its
 * own, in its column's stance: "| Keep consent forms locked | Email consent forms to a personal
 * inbox |" gives "Always keep consent forms locked" and "Never email consent forms to a personal
 * inbox". The finding quotes the row.
 */
function rulesOf(facts: readonly string[]): Array<{ said: string; rule: string }> {
  const out: Array<{ said: string; rule: string }> = [];
  let columns: Array<Stance | null> | null = null;
  for (const said of facts) {
    const row = /^\s*\|.*\|\s*$/.test(said) ? tableCells(said).filter((c) => c !== '' && !/^:?-+:?$/.test(c)) : null;
    if (row === null) {
      columns = null;
      out.push({ said, rule: said });
      continue;
    }
    const header = row.map(columnStance);
    if (row.length >= 2 && header.every((x) => x !== null) && header.includes('forbid')) {
      columns = header;
      continue;
    }
    if (columns !== null && columns.length === row.length) {
      for (const [i, cell] of row.entries()) out.push({ said, rule: stanceOf(cell) !== null ? cell : `${columns[i] === 'forbid' ? (inChinese(cell) ? '不要' : 'Never ') : inChinese(cell) ? '必须' : 'Always '}${cell}` });
      continue;
    }
    out.push({ said, rule: rowAsRule(said) });
  }
  return out;
}

/** A header cell's stance: "Don't", "Never", 不要做, ❌ forbid; "Do", "Always", 要做, ✅ require; a cell of other words none. */
function columnStance(cell: string): Stance | null {
  const c = cell.replace(/[*_`]/gu, '').trim();
  if (/^(?:don['’]?t(?:s| do)?|do not|never|avoid|no|not ok|not allowed|❌|✗|✘|不要做?|不要|禁止|别做|不可以|不准|唔好做?|唔好)$/iu.test(c)) return 'forbid';
  if (/^(?:do(?:s)?|always|yes|ok|allowed|✅|✓|✔|要做|要|必须|应该|可以|做)$/iu.test(c)) return 'require';
  return null;
}

/** A table row of CLAUDE.md ("| Never push to main | keep history reviewable |") read as its cells, the first the rule. */
function rowAsRule(fact: string): string {
  if (!/^\s*\|.*\|\s*$/.test(fact)) return fact;
  const cells = tableCells(fact).filter((c) => c !== '' && !/^:?-+:?$/.test(c));
  // A first cell that only names the area ("| Logging | never log card numbers |") is the rule's label.
  if (cells.length >= 2 && stanceOf(cells[0]!) === null && stanceOf(cells[1]!) !== null) return `${cells[0]}: ${cells.slice(1).join('; ')}`;
  return cells.join('; ');
}

// What a rule excepts from itself: "…, except hotfixes approved by the lead", "unless …", 除非…, 除了…以外.
const EXCEPT = /\b(?:except(?:\s+for|\s+when|\s+if)?|unless|other than|apart from|save for|with the exception of)\b([^.;)]*)|除非([^，。；,.;）)]*)|除了([^，。；,.;]*?)(?:以外|之外|外)|[（(]([^（()）]{2,20}?)(?:除外|例外|excepted|exempt)[)）]|[，,；;]\s*([^，,。；;（()）]{2,20}?)(?:除外|例外)/iu;

/** The memory says what the rule's exception grants: every word of the exception (two at least) is in it. */
function grantedException(rule: string, fact: string, factTerms: ReadonlySet<string>, read: (t: string) => Set<string>): boolean {
  const m = EXCEPT.exec(rule);
  if (!m) return false;
  const words = subjectOf(read(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? ''));
  return words.size >= 1 && [...words].every((t) => factTerms.has(t)) && stanceOf(fact) !== 'forbid';
}

/**
 * The memory says the rule's sentence with another thing of the same kind in one place: one Chinese
 * word for another that ends alike ("周报必须抄送给经理" / "日报不用抄送给经理", 东区 / 西区), around the
 * rule's other words. Words of other endings may be other words for one thing: they still conflict.
 */
function otherThingInPlace(rule: string, ruleTerms: ReadonlySet<string>, fact: string, factTerms: ReadonlySet<string>): boolean {
  if (!inChinese(rule) || !inChinese(fact)) return false;
  const [r, f] = [[...subjectOf(ruleTerms)], [...subjectOf(factTerms)]];
  const { gaps, shared } = termGaps(r, f);
  const kin = (x: string, y: string): boolean => /^\p{Script=Han}{2,4}$/u.test(x) && x.length === y.length && x.slice(1) === y.slice(1) && x[0] !== y[0];
  return shared >= 2 && gaps.some(([x, y]) => x.length === 1 && y.length === 1 && kin(x[0]!, y[0]!));
}

/**
 * Whether a clause says no overall: an odd number of negations ("never deploy without a review"
 * says two, and requires the review; "deploy without a review" says one), not counting a clause of
 * when whose negation is of its own words ("when there is no reviewer around") nor a "not only".
 */
function negatedOverall(text: string): boolean {
  // "not only", "not just": more is added, nothing denied (不但, 不仅 likewise).
  const main = text.replace(EN_NEGATED_WHEN, ' ').replace(ZH_NEGATED_WHEN, ' ').replace(/\bnot (?:only|just|merely|simply)\b|不但|不仅|不僅|不只/giu, ' ');
  return comparableTokens(main).filter(isNegator).length % 2 === 1;
}

/**
 * The memory does what a prohibition forbids only where the rule's condition does not hold: it
 * says the rule's condition under a negation, in a clause of when or where of its own, and its
 * main clause does the rule's action without it ("Never deploy the scoreboard on match days" /
 * "Deploy the scoreboard on Tuesday mornings, when there are no matches"; 比赛日不要部署 /
 * 没有比赛的时候再部署): consistent, no conflict. Only where the rule's one negation is its stance
 * ("never deploy without a review" has two: "deploy without a review" goes against it).
 */
function keepsClearOfCondition(rule: string, ruleTerms: ReadonlySet<string>, fact: string, read: (t: string) => Set<string>): boolean {
  if (stanceOf(rule) !== 'forbid' || comparableTokens(rule).filter(isNegator).length !== 1) return false;
  const condition = new Set<string>();
  let main = fact;
  for (const re of [EN_NEGATED_WHEN, ZH_NEGATED_WHEN]) {
    for (const m of fact.matchAll(re)) {
      for (const t of read(m[1]!)) if (ruleTerms.has(t)) condition.add(t);
      main = main.replace(m[0], ' ');
    }
  }
  if (condition.size === 0 || isNegated(main)) return false;
  const done = [...read(main)].filter((t) => ruleTerms.has(t));
  return done.length > 0 && done.every((t) => !condition.has(t));
}

/** Paths, file names and globs (locales/*.json, build/, .env): the thing itself, by name. */
function pathsOf(text: string): Set<string> {
  const out = new Set<string>();
  // Bold marks (**Patient data:**) are no glob.
  for (const m of text.replace(/\*\*([^*]+)\*\*/gu, '$1').matchAll(/[\w.*-]*[/*][\w.*/-]*|(?<![\w.])\.?[\w-]*\.(?:json|ya?ml|toml|md|ts|js|py|go|rs|sql|env|lock)\b/gi)) if (/\w/.test(m[0])) out.add(m[0].toLowerCase());
  return out;
}

/** `lower` names `anchor` as a whole (.env is not named by .env.example); a plural name in one ("MRNs" / "the MRN") is checked by its caller. */
function mentions(lower: string, anchor: string): boolean {
  for (let at = lower.indexOf(anchor); at >= 0; at = lower.indexOf(anchor, at + 1)) {
    const [before, after] = [lower[at - 1] ?? ' ', lower[at + anchor.length] ?? ' '];
    if (!/[\w.]/.test(before) && !/^(?:\w|\.\w)/.test(after + (lower[at + anchor.length + 1] ?? ''))) return true;
  }
  return false;
}

/**
 * The memory speaks of what the rule speaks of: most of its words (two at least) and every
 * name or number it gives; half its words do when it also gives a name (ORM, console.log), or
 * says one of them the opposite way ("must pass" / "failing"), which counts as shared.
 */
function sameSubject(rule: string, ruleTerms: ReadonlySet<string>, fact: string, factTerms: ReadonlySet<string>, opposite = false): boolean {
  let shared = opposite ? 1 : 0;
  for (const t of ruleTerms) if (factTerms.has(t)) shared += 1;
  const lower = fact.toLowerCase();
  const names = specificsOf(rule);
  for (const s of names) if (!lower.includes(s)) return false;
  return shared >= 2 && shared / ruleTerms.size >= (names.size > 0 || opposite ? 0.5 : 0.75);
}

// Words that say how strongly a rule holds, not what it is about (must, 必须, fine, 没问题), and verbs that only carry its wording (do, use, 做, 用).
// Quantifiers say how widely it holds (每次, 任何), not what it is about: "小手术前不用清点器械" waives "每次手术前都要清点器械".
const STANCE_WORDS = new Set(['每次', '每个', '任何', '都要', 'skip', 'skipp', '必须', '一律', '需要', '应该', '应当', '务必', '一定', '可以', '允许', '没问题', '没关系', '不要紧', '无所谓', '也', '就行', '就好', '行', 'fine', 'ok', 'okay', 'acceptable', 'allowed', 'allow', 'permitted', 'required', 'requir', 'mandatory', 'optional', 'need', 'ne', 'do', 'use', 'make', 'mak', '做', '用', '使用', '采用']);

// 每 and the measure word after it (每场, 每位, 每台) say how widely a rule holds, as 每次 does.
const MEASURE_WORDS = new Set(['每', '场', '次', '个', '位', '台', '张', '件', '条', '份', '名', '辆', '间', '批', '趟', '轮', '遍']);

/** A rule's key terms without its stance words: what it speaks of. */
function subjectOf(terms: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms) if (!STANCE_WORDS.has(t) && !MEASURE_WORDS.has(t)) out.add(t);
  return out.size > 0 ? out : new Set(terms);
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 100 ? `${one.slice(0, 99)}…` : one;
}
