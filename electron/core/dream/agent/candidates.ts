import type { Finding } from '../../api/contract.js';
import type { PlanContext } from '../context.js';
import type { Gathered } from '../gather.js';
import { bodyOf } from '../guard.js';
import { liveMemories } from '../live.js';
import { postingsOf } from '../text/postings.js';
import { isNegated, jaccard, specificsDiffer } from '../text/compare.js';
import { factsOf, normalizeFact } from '../text/sentences.js';

/**
 * What the builtin layer can point the model at, so it need not read everything: memories that
 * look alike but were not merged (below the merge threshold), statements that may contradict or
 * supersede each other, lines of the daily logs that look durable, and memory requests too vague
 * for a rule to act on. The rule-quality findings (`possible-duplicate`, `contradiction`,
 * `outdated`) are used when present instead of this module's own estimates.
 */

export interface Candidates {
  similar: Array<{ a: string; b: string; shared: number; aSays: string; bSays: string }>;
  conflicts: Array<{ a: string; b: string; aSays: string; bSays: string; why: string }>;
  logLines: Array<{ file: string; date: string; text: string }>;
  vague: Array<{ quote: string; source: string; date: string }>;
  /** Findings of the builtin rules worth the model's attention. */
  findings: Finding[];
}

const MAX_SIMILAR = 20;
const MAX_CONFLICTS = 15;
const MAX_LOG_LINES = 20;
const MAX_VAGUE = 10;
const MAX_FINDINGS = 15;
/** A term in more memories than this says little about which two belong together. */
const MAX_DF = 30;

const DURABLE = /\b(always|never|must|should(?:n't)?|don'?t|do not|prefer|we use|we're using|decided|decision|switched|moved to|from now on|going forward|remember|policy|deadline|freeze|upgraded|migrated|deprecated|no longer)\b|总是|不要|必须|以后|决定|改用|记住/i;

export function findCandidates(ctx: PlanContext, g: Gathered, findings: readonly Finding[]): Candidates {
  const fromRules = (kinds: string[]) => findings.filter((f) => kinds.includes(f.kind));
  const ruleDuplicates = fromRules(['possible-duplicate']);
  const ruleConflicts = fromRules(['contradiction', 'outdated']);
  const live = liveMemories(ctx).filter((m) => !m.team);
  const docs = live.map((m) => ({ file: m.file, body: bodyOf(m.text), terms: ctx.terms(bodyOf(m.text)) }));

  const similar: Candidates['similar'] = [];
  const conflicts: Candidates['conflicts'] = [];
  if (ruleDuplicates.length === 0 || ruleConflicts.length === 0) {
    const pairs = similarPairs(docs);
    if (ruleDuplicates.length === 0) {
      for (const p of pairs.slice(0, MAX_SIMILAR)) similar.push({ a: docs[p.i]!.file, b: docs[p.j]!.file, shared: p.score, aSays: firstFact(docs[p.i]!.body), bSays: firstFact(docs[p.j]!.body) });
    }
    if (ruleConflicts.length === 0) {
      for (const p of pairs) {
        if (conflicts.length >= MAX_CONFLICTS) break;
        const c = conflictIn(ctx, docs[p.i]!, docs[p.j]!);
        if (c) conflicts.push(c);
      }
    }
  }

  const known = new Set<string>();
  for (const d of docs) for (const f of factsOf(d.body)) known.add(f.norm);
  const logLines: Candidates['logLines'] = [];
  for (const s of [...g.sources].reverse()) {
    if (logLines.length >= MAX_LOG_LINES) break;
    if (!DURABLE.test(s.text) || known.has(normalizeFact(s.text))) continue;
    logLines.push({ file: s.source, date: s.date, text: clip(s.text, 200) });
  }
  const vague = g.requests.filter((r) => r.vague).slice(0, MAX_VAGUE).map((r) => ({ quote: clip(r.quote, 200), source: r.source.kind === 'log' ? r.source.id : `session ${r.source.id}`, date: r.source.date }));
  const picked = [...ruleDuplicates, ...ruleConflicts];
  const others = findings.filter((f) => !picked.includes(f) && f.kind !== 'unreadable-transcript');
  return { similar, conflicts, logLines, vague, findings: [...picked.slice(0, MAX_SIMILAR + MAX_CONFLICTS), ...others.slice(0, MAX_FINDINGS)] };
}

interface Doc {
  file: string;
  body: string;
  terms: Set<string>;
}

/** Memory pairs sharing key terms, most alike first (postings: never all pairs). */
function similarPairs(docs: readonly Doc[]): Array<{ i: number; j: number; score: number }> {
  const postings = postingsOf(docs.map((d) => d.terms));
  const out: Array<{ i: number; j: number; score: number }> = [];
  docs.forEach((d, i) => {
    const shared = new Map<number, number>();
    for (const t of d.terms) {
      const list = postings.get(t);
      if (!list || list.length > MAX_DF) continue;
      for (const j of list) if (j > i) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    for (const [j, n] of shared) {
      if (n < 2) continue;
      const score = jaccard(d.terms, docs[j]!.terms);
      if (score >= 0.2) out.push({ i, j, score: Math.round(score * 100) / 100 });
    }
  });
  return out.sort((x, y) => y.score - x.score);
}

/** Two statements of a pair about the same thing that differ in a number, a name or their polarity. */
function conflictIn(ctx: PlanContext, a: Doc, b: Doc): Candidates['conflicts'][number] | null {
  const fa = factsOf(a.body);
  const fb = factsOf(b.body);
  for (const x of fa) {
    const tx = ctx.terms(x.text);
    for (const y of fb) {
      if (x.norm === y.norm) continue;
      const ty = ctx.terms(y.text);
      if (jaccard(tx, ty) < 0.3) continue;
      const why = isNegated(x.text) !== isNegated(y.text) ? 'one says the opposite of the other' : specificsDiffer(x.text, y.text) ? 'they differ in a number, version or name' : null;
      if (why) return { a: a.file, b: b.file, aSays: clip(x.text, 160), bSays: clip(y.text, 160), why };
    }
  }
  return null;
}

function firstFact(body: string): string {
  const f = factsOf(body)[0];
  return f ? clip(f.text, 120) : '';
}

export function clip(s: string, n: number): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
}
