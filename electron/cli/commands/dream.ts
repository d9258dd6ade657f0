import { AutodreamError } from '../../core/errors.js';
import { TARGET_OPTIONS } from '../args.js';
import { EXIT } from '../exit-codes.js';
import { onStopSignals } from '../signals.js';
import type { Command } from './types.js';
import type { DreamResult } from '../../core/api/contract.js';

const USAGE = 'usage: autodream dream [--memory-dir DIR | --project PATH | --all] [--dry-run] [--if-due] [--depth light|rem|deep] [--engine builtin|agent] [--force] [--json]';

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
    if (values.engine !== undefined && values.engine !== 'builtin' && values.engine !== 'agent') {
      throw new AutodreamError('usage', `Unknown engine "${String(values.engine)}": use builtin or agent.`);
    }
    // Listen before anything slow starts: Ctrl+C at any point cancels cleanly (exit 5); a second one kills.
    let interrupted = false;
    const stopListening = onStopSignals(() => {
      interrupted = true;
      void ctx.app.call('dream.cancel', {});
    });
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
          ...(typeof values.engine === 'string' && { engine: values.engine as 'builtin' | 'agent' }),
        }));
      }
    } finally {
      off();
      if (tty) ctx.stderr.write('\r\x1b[K');
      stopListening();
    }
    ctx.print(results.length === 1 ? results[0] : { dreams: results }, () => results.map(human).join('\n\n'));
    return results.reduce((code, r) => (code !== EXIT.ok ? code : EXIT_FOR[r.outcome]), EXIT.ok as number);
  },
};

function human(r: DreamResult): string {
  const head = `${r.memoryDir}: ${r.outcome}${r.dreamId ? ` (dream ${r.dreamId})` : ''} — ${r.summary}`;
  const lines = [head];
  for (const c of r.changes) lines.push(c.by === 'model' ? `  [model, review] ${c.kind}: ${c.reason}${c.model ? ` (${c.model.model} via ${c.model.provider})` : ''}` : `  ${c.kind}${c.confidence === 'review' ? ' [review]' : ''}: ${c.reason}`);
  if (r.agent) lines.push(...agentLines(r.agent));
  for (const f of r.findings) lines.push(`  finding (${f.kind}) ${f.file}: ${f.detail}`);
  for (const s of r.skipped ?? []) lines.push(`  skipped ${s.file}: ${s.reason}`);
  if (r.error) lines.push(`  error: ${r.error}${r.reason ? ` (${r.reason})` : ''}`);
  if (r.outcome === 'refused') lines.push('  Nothing was written. Review the plan with --dry-run; --force applies it anyway.');
  if (r.outcome === 'applied' && r.dreamId) lines.push(`  Undo with: autodream undo ${r.dreamId}`);
  return lines.join('\n');
}

function agentLines(a: NonNullable<DreamResult['agent']>): string[] {
  const cost = a.costUsd === null ? 'cost unknown' : `$${a.costUsd.toFixed(4)}`;
  const sent = a.sent.reduce((n, s) => n + s.bytes, 0);
  const out = [
    `  model: ${a.model} via ${a.provider}, ${a.turns} turn${a.turns === 1 ? '' : 's'}, ${a.tokens.total.toLocaleString('en-US')} tokens${a.tokens.estimated ? ' (estimated)' : ''}, ${cost}${a.finished ? '' : ', did not finish'}`,
    `  sent: ${sent.toLocaleString('en-US')} bytes of memory text (${a.sent.slice(0, 6).map((s) => `${s.source} ${s.bytes}`).join(', ')}${a.sent.length > 6 ? ', …' : ''})${a.transcriptsShared ? '' : '; transcripts not shared'}`,
  ];
  for (const r of a.refusals) out.push(`  refused ${r.tool} ${r.file}: ${r.reason}`);
  if (a.summary) out.push(`  the model says: ${a.summary}`);
  return out;
}
