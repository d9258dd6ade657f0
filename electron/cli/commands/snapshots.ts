import { AutodreamError } from '../../core/errors.js';
import { TARGET_OPTIONS } from '../args.js';
import { EXIT } from '../exit-codes.js';
import { localTime } from '../format.js';
import type { Command } from './types.js';

const USAGE = 'usage: autodream snapshots list|create [TARGET] | snapshots diff ID | snapshots restore ID [--file REL]';

export const snapshots: Command = {
  usage: USAGE,
  options: { ...TARGET_OPTIONS, file: { type: 'string' } },
  async run(ctx, { values, positionals }) {
    const [verb, snapshotId, ...extra] = positionals;
    if (extra.length) throw new AutodreamError('usage', `Unexpected argument "${extra[0]}".`);
    if (verb === 'list') {
      const all = values['memory-dir'] === undefined && values.project === undefined;
      const ids = all ? [undefined] : (await ctx.targets(values)).map((d) => d.id);
      const list = (await Promise.all(ids.map((memoryDirId) => ctx.app.call('snapshots.list', memoryDirId ? { memoryDirId } : {})))).flatMap((r) => r.snapshots);
      ctx.print({ snapshots: list }, () =>
        list.length === 0 ? 'No snapshots yet.' : list.map((s) => `${s.id}  ${localTime(s.createdAt)}  ${s.reason.padEnd(11)} ${String(s.files).padStart(5)} files  ${s.memoryDir}`).join('\n'));
      return EXIT.ok;
    }
    if (verb === 'create') {
      const created: Array<Awaited<ReturnType<typeof ctx.app.call<'snapshots.create'>>>> = [];
      for (const d of await ctx.targets(values)) created.push(await ctx.app.call('snapshots.create', { memoryDirId: d.id }));
      ctx.print(created.length === 1 ? created[0] : { snapshots: created }, () => created.map((s) => `Snapshot ${s.id}: ${s.files} files of ${s.memoryDir}`).join('\n'));
      return EXIT.ok;
    }
    if (verb === 'diff' && snapshotId) {
      const d = await ctx.app.call('snapshots.diff', { snapshotId });
      ctx.print(d, () => {
        if (!d.added.length && !d.removed.length && !d.changed.length) return 'No differences: the files are as in the snapshot.';
        return [
          ...d.added.map((f) => `added since: ${f}`),
          ...d.removed.map((f) => `removed since: ${f}`),
          ...d.changed.map((c) => `changed: ${c.file}${c.patch ? `\n${c.patch}` : ''}`),
        ].join('\n');
      });
      return EXIT.ok;
    }
    if (verb === 'restore' && snapshotId) {
      const r = await ctx.app.call('snapshots.restore', { snapshotId, ...(typeof values.file === 'string' && { file: values.file }) });
      ctx.print(r, () => `Restored ${r.written.length} file(s)${r.removed.length ? `, removed ${r.removed.length}` : ''} from ${snapshotId}. The state before is kept as snapshot ${r.preRestoreSnapshotId}.`);
      return EXIT.ok;
    }
    throw new AutodreamError('usage', verb ? `"snapshots ${verb}" needs ${verb === 'diff' || verb === 'restore' ? 'a snapshot ID' : 'list, create, diff or restore'}.` : 'Expected list, create, diff or restore.');
  },
};
