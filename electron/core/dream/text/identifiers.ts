import { sameSet } from './sets.js';

/**
 * Names with a number in them ("ledger-127", "m3.2", "node_18"), lowercased: a number that is part
 * of a name says which thing a statement is about, not which value it states.
 */
export function identifiersOf(text: string): Set<string> {
  return new Set([...text.matchAll(/[\p{L}_][\p{L}\p{N}_]*[-_.]\d+/gu)].map((m) => m[0].toLowerCase()));
}

/** Both name such things, and not the same ones ("ledger-14" vs "ledger-71"): two other things. */
export function idsDiffer(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size > 0 && b.size > 0 && !sameSet(a, b);
}
