import { isStopword } from './compare.js';
import { frameOf, rootsOf } from './rule-frame.js';
import { stanceOf } from './stance.js';

// The prepositions a requirement gives its value by: "in UTC", "as integers", "with pnpm", "using the booking app".
const VALUE_PREPOSITION = /\b(?:in|as|with|using|via|through|into|on|onto)\s+(?:the\s+|a\s+|an\s+)?([^,;:.!?()]+?)\s*$/iu;

// What turns a value down: "not X", "instead of X", "rather than X", "never X" (not "not only X", "not just X").
const TURNED_DOWN = /\b(?:not|never|instead of|rather than)\s+(?!only\b|just\b|merely\b|simply\b|necessarily\b)(?:(?:in|as|with|using|via|through|into|on|onto)\s+)?(?:the\s+|a\s+|an\s+)?((?:[\w°%'’-]+\s*){1,4})/giu;

/**
 * An English requirement that names its value by a preposition ("Always log launch times in UTC",
 * "Always record dough temperatures in Celsius") is gone against by a statement of its thing that
 * turns that value down ("Launch times go in the log as local time, not UTC", "… in Fahrenheit,
 * rather than Celsius"): the statement names the rule's head (its object), says every word of the
 * value right after "not", "never", "instead of" or "rather than", and takes no stance of its own
 * (a prohibition or permission is read by the stance rules). "… in UTC, not local time" keeps the
 * rule; "not only in UTC" turns nothing down.
 */
export function refusesRequiredValue(clause: string, statement: string): boolean {
  if (stanceOf(clause) !== 'require' || stanceOf(statement) !== null) return false;
  const frame = frameOf(clause);
  const value = VALUE_PREPOSITION.exec(clause.replace(/[\s.!;:]+$/u, ''))?.[1];
  if (frame === null || value === undefined) return false;
  const wanted = [...rootsOf(value)].filter((r) => !isStopword(r));
  if (wanted.length === 0 || wanted.length > 3 || wanted.includes(frame.head)) return false;
  const roots = rootsOf(statement);
  if (!roots.has(frame.head)) return false;
  for (const m of statement.matchAll(TURNED_DOWN)) {
    const after = rootsOf(m[1]!);
    if (wanted.every((w) => after.has(w))) return true;
  }
  return false;
}
