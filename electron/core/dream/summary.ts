import type { ChangeKind, PlanChange } from './plan.js';

/** One short sentence for people: "Merged 2, fixed 5 dates, removed 2 stale pointers". */

const PHRASES: Array<[ChangeKind, (n: number) => string]> = [
  ['duplicates-merged', (n) => `merged ${n}`],
  ['fact-superseded', (n) => `removed ${n} outdated ${n === 1 ? 'fact' : 'facts'}`],
  ['date-absolutized', (n) => `fixed ${n} ${n === 1 ? 'date' : 'dates'}`],
  ['signal-captured', (n) => `saved ${n} new ${n === 1 ? 'memory' : 'memories'} from requests`],
  ['links-added', (n) => `linked ${n} related ${n === 1 ? 'memory' : 'memories'}`],
  ['pointer-removed', (n) => `removed ${n} stale ${n === 1 ? 'pointer' : 'pointers'}`],
  ['pointer-added', (n) => `indexed ${n} ${n === 1 ? 'memory' : 'memories'}`],
  ['index-entry-shortened', (n) => `shortened ${n} index ${n === 1 ? 'line' : 'lines'}`],
  ['index-line-moved', (n) => `moved ${n} ${n === 1 ? 'line' : 'lines'} of notes out of MEMORY.md into a topic file`],
  ['index-demoted', (n) => `moved ${n} index ${n === 1 ? 'entry' : 'entries'} to overflow indexes`],
  ['memory-rewritten', (n) => `the model rewrote ${n} ${n === 1 ? 'memory' : 'memories'}`],
  ['memory-created', (n) => `the model wrote ${n} new ${n === 1 ? 'memory' : 'memories'}`],
  ['memory-deleted', (n) => `the model removed ${n} ${n === 1 ? 'memory' : 'memories'}`],
];

export function summarize(changes: readonly PlanChange[]): string {
  const totals = new Map<ChangeKind, number>();
  for (const c of changes) totals.set(c.kind, (totals.get(c.kind) ?? 0) + c.count);
  const parts: string[] = [];
  for (const [kind, phrase] of PHRASES) {
    const n = totals.get(kind);
    if (n) parts.push(phrase(n));
  }
  if (parts.length === 0) return 'Nothing to change';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
