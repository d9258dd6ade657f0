import { AutodreamError } from '../../core/errors.js';
import { TARGET_OPTIONS } from '../args.js';
import { EXIT } from '../exit-codes.js';
import type { Command } from './types.js';
import type { DreamResult } from '../../core/api/contract.js';

const USAGE = 'usage: autodream dream [--memory-dir DIR | --project PATH | --all] [--dry-run] [--if-due] [--depth light|rem|deep] [--force] [--json]';

const EXIT_FOR: Record<DreamResult['outcome'], number> = {
  applied: EXIT.ok,
  'dry-run': EXIT.ok,
  'not-due': EXIT.ok,
  'no-changes': EXIT.ok,
  locked: EXIT.locked,
  refused: EXIT.refused,
  cancelled: EXIT.cancelled,
  failed: EXIT.error,
};

export const dream: Command = {
  usage: USAGE,
  options: { ...TARGET_OPTIONS, 'dry-run': { type: 'boolean' }, 'if-due': { type: 'boolean' }, depth: { type: 'string' }, force: { type: 'boolean' }, engine: { type: 'string' } },
  async run(ctx, { values }) {
    if (values.depth !== undefined && !['light', 'rem', 'deep'].includes(String(values.depth))) {
      throw new AutodreamError('usage', `--depth must be light, rem or deep, not "${String(values.depth)}".`);
    }
    if (values.engine !== undefined && values.engine !== 'builtin') {
      throw new AutodreamError('usage', `Unknown engine "${String(values.engine)}": only "builtin" exists in this version.`);
    }
    // Listen before anything slow starts: Ctrl+C at any point cancels cleanly (exit 5); a second one kills.
    let interrupted = false;
    const cancel = () => {
      interrupted = true;
      void ctx.app.call('dream.cancel', {});
    };
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    const tty = !ctx.json && ctx.stderr.isTTY === true;
    const off = tty ? ctx.app.on('dream.phase', (p) => ctx.stderr.write(`\r\x1b[K${p.phase}…`)) : () => {};
    const results: DreamResult[] = [];
    try {
      for (const d of await ctx.targets(values)) {
        if (interrupted) {
          results.push({ memoryDir: d.memoryDir, memoryDirId: d.id, outcome: 'cancelled', dreamId: null, snapshotId: null, summary: 'Cancelled before it started', changes: [], findings: [] });
          continue;
        }
        results.push(await ctx.app.call('dream.run', {
          memoryDirId: d.id,
          trigger: 'cli',
          ...(values['dry-run'] === true && { dryRun: true }),
          ...(values['if-due'] === true && { ifDue: true }),
          ...(values.force === true && { force: true }),
          ...(typeof values.depth === 'string' && { depth: values.depth as 'light' | 'rem' | 'deep' }),
        }));
      }
    } finally {
      off();
      if (tty) ctx.stderr.write('\r\x1b[K');
      process.off('SIGINT', cancel);
      process.off('SIGTERM', cancel);
    }
    ctx.print(results.length === 1 ? results[0] : { dreams: results }, () => results.map(human).join('\n\n'));
    return results.reduce((code, r) => (code !== EXIT.ok ? code : EXIT_FOR[r.outcome]), EXIT.ok as number);
  },
};

function human(r: DreamResult): string {
  const head = `${r.memoryDir}: ${r.outcome}${r.dreamId ? ` (dream ${r.dreamId})` : ''} — ${r.summary}`;
  const lines = [head];
  for (const c of r.changes) lines.push(`  ${c.kind}: ${c.reason}`);
  for (const f of r.findings) lines.push(`  finding (${f.kind}) ${f.file}: ${f.detail}`);
  for (const s of r.skipped ?? []) lines.push(`  skipped ${s.file}: ${s.reason}`);
  if (r.error) lines.push(`  error: ${r.error}`);
  if (r.outcome === 'refused') lines.push('  Nothing was written. Review the plan with --dry-run; --force applies it anyway.');
  if (r.outcome === 'applied' && r.dreamId) lines.push(`  Undo with: autodream undo ${r.dreamId}`);
  return lines.join('\n');
}
