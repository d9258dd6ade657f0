import { AutodreamError } from '../../core/errors.js';
import { EXIT } from '../exit-codes.js';
import type { Command } from './types.js';

export const undo: Command = {
  usage: 'usage: autodream undo DREAM_ID [--force] [--json]   (--force: put back files changed since the dream too)',
  options: { force: { type: 'boolean' } },
  async run(ctx, { values, positionals }) {
    const [dreamId, ...extra] = positionals;
    if (!dreamId || extra.length) throw new AutodreamError('usage', 'Expected one DREAM_ID (see `autodream history`).');
    const r = await ctx.app.call('dreams.undo', { dreamId, ...(values.force === true && { force: true }) });
    ctx.print(r, () => `Undid dream ${dreamId}: restored ${r.restored.length} file(s), removed ${r.removed.length}. This undo is itself undoable: autodream snapshots restore ${r.snapshotId}`);
    return EXIT.ok;
  },
};
