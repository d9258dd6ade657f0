import { whoWords } from '../../core/api/history-words.js';
import { TARGET_OPTIONS } from '../args.js';
import { EXIT } from '../exit-codes.js';
import { localTime } from '../format.js';
import type { Command } from './types.js';

export const history: Command = {
  usage: 'usage: autodream history [--memory-dir DIR | --project PATH | --all] [--json]',
  options: { ...TARGET_OPTIONS },
  async run(ctx, { values }) {
    const all = values['memory-dir'] === undefined && values.project === undefined;
    const ids = all ? [undefined] : (await ctx.targets(values)).map((d) => d.id);
    const dreams = (await Promise.all(ids.map((memoryDirId) => ctx.app.call('dreams.history', memoryDirId ? { memoryDirId } : {})))).flatMap((r) => r.dreams);
    ctx.print({ dreams }, () =>
      dreams.length === 0 ? 'No dreams yet.' : dreams.map((d) => `${d.dreamId}  ${localTime(d.startedAt)}  ${(d.undoOf ? 'undo' : d.edit ? 'edit' : d.outcome).padEnd(10)} ${d.memoryDir}\n    ${d.summary}${d.trigger ? ` (${whoWords(d)})` : ''}${d.undoneBy ? ' (undone)' : ''}`).join('\n'));
    return EXIT.ok;
  },
};
