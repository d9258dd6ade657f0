export { whoWords } from '../../../electron/core/api/history-words.js';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

const CHANGE_LABELS: Record<string, string> = {
  'date-absolutized': 'Date made absolute',
  'duplicates-merged': 'Duplicates merged',
  'duplicate-removed': 'Duplicate removed',
  'fact-superseded': 'Outdated fact removed',
  'pointer-removed': 'Stale index line removed',
  'pointer-added': 'Index line added',
  'index-entry-shortened': 'Index line shortened',
  'index-demoted': 'Index entry moved out of MEMORY.md',
  archived: 'Archived',
  'signal-captured': 'Signal captured',
  'memory-rewritten': 'Memory rewritten',
  'memory-created': 'Memory written',
  'memory-deleted': 'Memory removed',
};

/** A change or finding kind in words: "pointer-removed" -> "Stale index line removed". */
export function kindLabel(kind: string): string {
  const known = CHANGE_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const OUTCOME_LABELS: Record<string, string> = {
  applied: 'Applied',
  'dry-run': 'Preview',
  'not-due': 'Not due',
  locked: 'Locked',
  refused: 'Refused',
  cancelled: 'Cancelled',
  failed: 'Failed',
  'no-changes': 'No changes',
};

export function outcomeLabel(outcome: string): string {
  return OUTCOME_LABELS[outcome] ?? kindLabel(outcome);
}

/** Outcomes a person should look at: shown in the warning colour. */
export function outcomeTone(outcome: string): 'good' | 'neutral' | 'warn' | 'bad' {
  if (outcome === 'applied') return 'good';
  if (outcome === 'refused' || outcome === 'locked' || outcome === 'cancelled') return 'warn';
  if (outcome === 'failed') return 'bad';
  return 'neutral';
}

const SNAPSHOT_REASONS: Record<string, string> = {
  'pre-dream': 'Before a dream',
  daily: 'Daily',
  manual: 'Taken by you',
  'pre-restore': 'Before a restore',
  'pre-undo': 'Before an undo',
  'pre-write': 'Before an agent wrote',
  'pre-edit': 'Before an edit',
};

export function snapshotReasonLabel(reason: string): string {
  return SNAPSHOT_REASONS[reason] ?? kindLabel(reason);
}
