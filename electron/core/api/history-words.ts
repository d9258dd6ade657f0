import type { DreamRecord } from './contract.js';

/** Who made a history entry, and through which door, in the words the window and the CLI show. Pure. */
export function whoWords(d: Pick<DreamRecord, 'trigger' | 'undoOf' | 'edit'>): string {
  if (d.undoOf) return 'undone by you';
  if (d.edit) return d.trigger === 'cli' ? 'edited by you with autodream edit' : 'edited by you in the window';
  switch (d.trigger) {
    case 'scheduler': return 'automatic';
    case 'cli': return 'command line';
    case 'agent-tool': return 'written by an agent';
    default: return 'by you';
  }
}
