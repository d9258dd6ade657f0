import { join } from 'node:path';
import type { Finding } from '../api/contract.js';
import { readFileChecked } from '../memdir/safe-read.js';
import { bodyOf } from './guard.js';
import type { Memory } from './orient.js';
import { isNegated, keyTerms, specificsOf } from './text/compare.js';
import { sameRule } from './text/duplicates.js';
import { scanLines } from './text/markdown.js';
import { qualifiersDiffer, qualifiersOf } from './text/qualifiers.js';
import { saysOpposite, stanceOf, stancesConflict } from './text/stance.js';
import { factsOf } from './text/sentences.js';
import { simplified } from './text/simplified.js';

/**
 * Findings about what memory should not hold (Claude Code's rules): code, file trees and git
 * history are derivable from the repo; what CLAUDE.md already says is not memory; a memory
 * contradicting CLAUDE.md needs a person (a dream never edits CLAUDE.md).
 */

const CODE_LINES = 6;

export function derivableContent(memories: readonly Memory[]): Finding[] {
  const out: Finding[] = [];
  for (const m of memories) {
    const body = bodyOf(m.info.text);
    const lines = scanLines(body);
    let run = 0;
    let longest = 0;
    for (const l of lines) {
      if (l.kind === 'fence' || l.kind === 'indented-code') run += 1;
      else {
        longest = Math.max(longest, run);
        run = 0;
      }
    }
    longest = Math.max(longest, run);
    if (longest >= CODE_LINES) out.push({ kind: 'derivable-content', file: m.file, detail: `holds a ${longest}-line code block: code can be read from the repo; keep the why and the rule, not the code` });
    const tree = lines.filter((l) => /[├└│]──|^\s*[│|]\s+[├└]/.test(body.slice(l.start, l.end))).length;
    if (tree >= 3) out.push({ kind: 'derivable-content', file: m.file, detail: `holds a file tree (${tree} lines): the structure can be read from the repo` });
    const commits = lines.filter((l) => /\b(?:commit\s+)?[0-9a-f]{7,40}\b/.test(body.slice(l.start, l.end)) && /\b(?:commit|merged?|revert|cherry-pick|HEAD|git log)\b|^\s*[0-9a-f]{7,40}\s/i.test(body.slice(l.start, l.end))).length;
    if (commits >= 2) out.push({ kind: 'derivable-content', file: m.file, detail: `lists git history (${commits} commit lines): git log has it` });
  }
  return out;
}

/** CLAUDE.md of the project (and .claude/CLAUDE.md), read only, as facts. */
export async function readClaudeMd(projectRoot: string | null): Promise<Array<{ file: string; facts: string[] }>> {
  if (!projectRoot) return [];
  const out: Array<{ file: string; facts: string[] }> = [];
  for (const rel of ['CLAUDE.md', '.claude/CLAUDE.md']) {
    const read = await readFileChecked(join(projectRoot, rel), rel, 1024 * 1024).catch(() => null);
    if (read?.ok) out.push({ file: join(projectRoot, rel), facts: factsOf(read.text).map((f) => f.text) });
  }
  return out;
}

export function claudeMdFindings(memories: readonly Memory[], claude: ReadonlyArray<{ file: string; facts: string[] }>, terms: (t: string) => Set<string> = keyTerms): Finding[] {
  if (claude.length === 0) return [];
  // Traditional Chinese is read as Simplified (text); findings quote what each says (said).
  const facts: Array<{ file: string; text: string; said: string }> = [];
  for (const m of memories) if (!m.team) for (const f of factsOf(bodyOf(m.info.text))) if (f.label === undefined) facts.push({ file: m.file, text: simplified(f.text), said: f.text });
  const postings = new Map<string, number[]>();
  facts.forEach((f, i) => {
    for (const t of terms(f.text)) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const doc of claude) {
    for (const ruleSaid of doc.facts) {
      const rule = simplified(ruleSaid);
      const rt = terms(rule);
      if (rt.size === 0) continue;
      const rq = qualifiersOf(rule);
      const score = new Map<number, number>();
      for (const t of rt) for (const i of postings.get(t) ?? []) score.set(i, (score.get(i) ?? 0) + 1);
      const near = [...score.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
      for (const [i] of near) {
        const f = facts[i]!;
        const key = `${f.file}\u0000${f.text}`;
        if (seen.has(key)) continue;
        // By subject and polarity, not overall likeness: a memory that says the rule and adds a
        // clause or examples repeats it; one that says its subject the other way round conflicts.
        // Another environment, side or access (production / staging) is another subject.
        if (qualifiersDiffer(rq, qualifiersOf(f.text)) !== null) continue;
        const opposite = saysOpposite(rule, f.text);
        const about = sameSubject(rule, subjectOf(rt), f.text, subjectOf(terms(f.text)), opposite);
        // The main clauses' stances first ("never ... without asking" vs "... without asking is
        // fine"); where they say nothing, the negators, turned round by an opposite word
        // ("unsigned tags are not acceptable" agrees with "always sign tags").
        const [rs, fs] = [stanceOf(rule), stanceOf(f.text)];
        const opposed = stancesConflict(rs, fs) || (rs === 'require' && fs === 'allow' && opposite);
        const polarity = rs !== null && fs !== null ? !opposed : (isNegated(rule) === isNegated(f.text)) !== opposite;
        if (!opposed && (sameRule(rule, f.text) !== null || (about && polarity))) {
          seen.add(key);
          out.push({ kind: 'in-claude-md', file: f.file, detail: `"${clip(f.said)}" is already in ${doc.file} ("${clip(ruleSaid)}"): memory need not repeat it` });
        } else if (about && !polarity) {
          seen.add(key);
          out.push({ kind: 'claude-md-conflict', file: f.file, detail: `"${clip(f.said)}" contradicts ${doc.file}: "${clip(ruleSaid)}". A dream never edits CLAUDE.md: decide which is right` });
        }
      }
    }
  }
  return out;
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
const STANCE_WORDS = new Set(['必须', '需要', '应该', '应当', '务必', '一定', '可以', '允许', '没问题', '没关系', '不要紧', '无所谓', '也', '就行', '行', 'fine', 'ok', 'okay', 'acceptable', 'allowed', 'allow', 'permitted', 'required', 'requir', 'mandatory', 'optional', 'need', 'ne', 'do', 'use', 'make', 'mak', '做', '用', '使用', '采用']);

/** A rule's key terms without its stance words: what it speaks of. */
function subjectOf(terms: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms) if (!STANCE_WORDS.has(t)) out.add(t);
  return out.size > 0 ? out : new Set(terms);
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 100 ? `${one.slice(0, 99)}…` : one;
}
