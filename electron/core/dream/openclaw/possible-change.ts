/**
 * A daily log line that reads as a change ("moved", "now", "going forward", 换成, 迁到, an
 * arrow ...) but that the rules cannot turn into a sure edit still never passes in silence:
 * when it shares its subject with a memory of MEMORY.md, that memory is flagged (a
 * `log-changes-fact` finding naming the log line and the memory) for a person or the agent
 * engine. A line about nothing MEMORY.md holds stays in the log.
 */
import type { Finding } from '../../api/contract.js';
import { parseMemoryItems } from '../../memdir/openclaw-memory-md.js';
import { keyTerms } from '../text/compare.js';
import { CHANGE_CUE } from './distill.js';

/** Values (URLs, hosts, times, handles) and change words say what changed, not what about. */
const VALUE = /https?:\/\/\S+|[\p{L}\d][\p{L}\d_-]*(?:\.[\p{L}\d_-]+)+|@[\w-]+|\b\d{1,2}:\d{2}\b/gu;
const CUES = new RegExp(CHANGE_CUE.source, 'gi');

/** The words that name what a line is about. */
export function subjectTerms(line: string): Set<string> {
  const terms = keyTerms(line.replace(VALUE, ' ').replace(CUES, ' '));
  return new Set([...terms].filter((t) => !/^\d+$/.test(t)));
}

/**
 * The finding for a log line read as a change, or null when no memory shares its subject.
 * A memory matches when it holds at least half of the words naming the line's subject (and at
 * least two of them when the subject is named by more than two); several equal matches are
 * flagged together.
 */
export function flagPossibleChange(text: string, file: string, where: string, line: string, clip: (s: string) => string): Finding | null {
  const subject = subjectTerms(line);
  if (subject.size === 0) return null;
  const need = Math.max(subject.size > 2 ? 2 : 1, Math.ceil(subject.size / 2));
  const scored = parseMemoryItems(text)
    .map((item) => {
      const terms = keyTerms(item.content);
      let shared = 0;
      for (const t of subject) if (terms.has(t)) shared++;
      return { item, shared };
    })
    .filter((s) => s.shared >= need)
    .sort((a, b) => b.shared - a.shared || a.item.line - b.item.line);
  if (scored.length === 0) return null;
  const best = scored.filter((s) => s.shared === scored[0]!.shared);
  if (best.length > 3) return null; // a subject this common names no memory in particular
  if (best.length > 1) {
    return { kind: 'log-changes-fact', file, detail: `${where} reads as a change to something lines ${best.map((s) => s.item.line).join(', ')} of ${file} mention (${best.map((s) => `"${clip(s.item.content)}"`).join(', ')}); possible change: check and update the right one` };
  }
  const { item } = best[0]!;
  return { kind: 'log-changes-fact', file, detail: `${where} reads as a change to what line ${item.line} says ("${clip(item.content)}"); possible change: the new value is not clear enough to write by rule, check and update that memory` };
}
