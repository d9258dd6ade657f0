import { comparableTokens, specificsOf } from './text/compare.js';
import { foldText } from './text/tokens.js';
import type { Plan } from './plan.js';

/**
 * The guard's check for model rewrites: every specific of a memory the model rewrote or removed (numbers,
 * versions, dates, names, paths, URLs, code spans, e-mail-like tokens) must still be stated
 * somewhere in memory after the plan, or be named by a change as superseded (`supersedes`) or
 * dropped (a sentence removed on purpose, with a reason). A sentence can be reworded; a version
 * number cannot quietly vanish.
 */

export interface LostSpecific {
  file: string;
  specific: string;
}

/** Specifics that are whole only as one token: code spans, URLs, e-mail addresses, dates. */
const WHOLE: Array<[RegExp, (match: string) => string]> = [
  [/`[^`\n]+`/g, (m) => m.slice(1, -1).trim()],
  [/\b(?:https?:\/\/|www\.)[^\s)>\]]+/gi, (m) => m.replace(/[.,;:!?'"]+$/, '')],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (m) => m],
  [/\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/g, (m) => m],
];

/** Specifics of a text, lowercased; a date, URL, address or code span counts as one. */
export function specificsIn(text: string): Set<string> {
  let rest = foldText(text);
  const out = new Set<string>();
  for (const [re, value] of WHOLE) {
    rest = rest.replace(re, (m: string) => {
      const v = value(m).toLowerCase();
      if (v) out.add(v);
      return ' ';
    });
  }
  for (const s of specificsOf(rest)) out.add(s);
  return out;
}

export function findLostSpecifics(plan: Plan, bodyOf: (text: string) => string): LostSpecific[] {
  const finalText = new Map<string, string | null>(plan.writes.map((w) => [w.file, w.after]));
  const accounted = new Set<string>();
  const addAccounted = (text: string): void => {
    for (const s of specificsIn(text)) accounted.add(s);
  };
  for (const c of plan.changes) {
    for (const t of c.supersedes ?? []) addAccounted(t);
    for (const f of c.fates) if (f.to === null) addAccounted(f.sentence);
  }

  // The text each model change started from: the model answers for what it was given (the
  // builtin rules account for their own edits sentence by sentence).
  const given = new Map<string, string>();
  for (const c of plan.changes) {
    if (c.by !== 'model') continue;
    for (const d of c.diffs) if (d.before !== null && !given.has(d.file)) given.set(d.file, d.before);
  }
  if (given.size === 0) return [];
  // First against the file's own text after the plan (cheap), then against all memory after it.
  const candidates: LostSpecific[] = [];
  for (const [file, before] of given) {
    const after = finalText.has(file) ? (finalText.get(file) ?? null) : before;
    const own = after === null ? null : presence(bodyOf(after));
    for (const s of specificsIn(bodyOf(before))) {
      if (accounted.has(s) || (own && own.has(s))) continue;
      candidates.push({ file, specific: s });
    }
  }
  if (candidates.length === 0) return [];
  const texts: string[] = [];
  for (const [file, text] of plan.memoryBefore) {
    const t = finalText.has(file) ? (finalText.get(file) ?? null) : text;
    if (t !== null) texts.push(bodyOf(t));
  }
  for (const [file, text] of finalText) if (!plan.memoryBefore.has(file) && text !== null && !plan.readOnly.has(file)) texts.push(bodyOf(text));
  const all = presence(texts.join('\n\n'));
  return candidates.filter((c) => !all.has(c.specific));
}

interface Presence {
  has(specific: string): boolean;
}

/** Is a specific stated in a text: as one of its words, or (multi-word, code, URL) verbatim. */
function presence(text: string): Presence {
  const tokens = new Set(comparableTokens(text));
  for (const s of specificsIn(text)) tokens.add(s);
  const lower = foldText(text).toLowerCase();
  return {
    has(s) {
      if (tokens.has(s)) return true;
      // A bare number must be a word of its own: "14" is not stated by "2014" or "14.2".
      if (/^[\d.,:]+$/.test(s)) return false;
      return lower.includes(s);
    },
  };
}
