import { AutodreamError } from '../errors.js';

/**
 * What writes a memory dir in this process (a dream, a restore, an undo, an edit) runs one at a
 * time per dir; the lock protocol keeps other processes and Claude Code out. Kept apart from the
 * dream service so that a restore need not load the dream engine to take its turn.
 */
export class DirWork {
  private readonly busy = new Map<string, Promise<unknown>>();

  /** Run fn while nothing else of ours writes to this memory dir; refused at once if something does. */
  async exclusive<T>(memoryDirId: string, fn: () => Promise<T>): Promise<T> {
    if (this.busy.has(memoryDirId)) {
      throw new AutodreamError('locked', 'Another dream, restore or undo is running on this memory dir.', { hint: 'Wait for it to finish, or cancel it.' });
    }
    const p = fn();
    this.busy.set(memoryDirId, p);
    try {
      return await p;
    } finally {
      this.busy.delete(memoryDirId);
    }
  }

  /** Resolves when nothing is running (for a clean shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.busy.values()]);
  }
}
