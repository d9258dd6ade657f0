import { TARGET_OPTIONS } from '../args.js';
import { EXIT } from '../exit-codes.js';
import { ago, count, localTime, plural } from '../format.js';
import type { Command } from './types.js';
import { openClawLayoutWords } from '../../core/memdir/layout-words.js';
import type { MemoryDirStatus, ModelUsage } from '../../core/api/contract.js';

export const status: Command = {
  usage: 'usage: autodream status [--memory-dir DIR | --project PATH | --all] [--json]',
  options: { ...TARGET_OPTIONS },
  async run(ctx, { values }) {
    const [dirs, usage] = await Promise.all([ctx.statuses(values, values['memory-dir'] === undefined && values.project === undefined), ctx.app.call('agent.usage', {})]);
    const now = Date.now();
    const dirsText = () => (dirs.length === 0 ? `No memory dirs found under ${ctx.configHome}/projects.` : dirs.map((d) => describe(d, now)).join('\n\n'));
    ctx.print({ memoryDirs: dirs, modelUsage: usage }, () => (usage.calls > 0 ? `${usageLine(usage)}\n\n${dirsText()}` : dirsText()));
    return EXIT.ok;
  },
};

/** "model today: 12,345 of 2,000,000 tokens, $0.04" */
export function usageLine(u: ModelUsage): string {
  const cost = u.costUsd > 0 || u.unpricedTokens === 0 ? `, $${u.costUsd.toFixed(2)}${u.maxCostPerDayUsd !== null ? ` of $${u.maxCostPerDayUsd.toFixed(2)}` : ''}` : '';
  const unpriced = u.unpricedTokens > 0 ? ` (${count(u.unpricedTokens)} tokens on models without a price)` : '';
  return `model today: ${count(u.tokens)} of ${count(u.maxTokensPerDay)} tokens${cost}${unpriced}, ${u.calls} call${u.calls === 1 ? '' : 's'}`;
}

function describe(d: MemoryDirStatus, now: number): string {
  const related = d.relatedSessionsSince > 0 ? ` (also ${d.relatedSessionsSince} from subfolders/worktrees)` : '';
  const lines = [
    `${d.label}  (${d.kind})  ${d.memoryDir}`,
    `  last dream: ${ago(d.lastConsolidatedAt, now)}${d.lastConsolidatedAt ? ` (${localTime(d.lastConsolidatedAt)})` : ''} · sessions since: ${d.sessionsSince} of ${d.minSessions}${related}`,
    `  lock: ${lockWords(d.lock)} · ${d.due ? 'due now' : `next eligible: ${d.nextEligibleAt ? localTime(d.nextEligibleAt) : '-'}`}`,
    `  gates: ${d.gates.map((g) => `${g.gate} ${g.pass ? 'ok' : 'no'} (${g.detail})`).join(' · ')}`,
    `  ${layoutPrefix(d.kind)}${plural(d.files, 'memory', 'memories')}${d.logFiles ? ` (+ ${plural(d.logFiles, 'daily log')})` : ''}, MEMORY.md ${plural(d.indexLines, 'line')}${d.indexOverLimit ? ` — over Claude Code's load limit: ${plural(d.indexLostEntries, 'entry', 'entries')} not loaded` : ''}`,
  ];
  for (const p of d.problems) lines.push(`  problem: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.reason}`);
  return lines.join('\n');
}

/** "OpenClaw workspace: " before an OpenClaw dir's counts (its two layouts look alike by name). */
function layoutPrefix(kind: string): string {
  const words = openClawLayoutWords(kind);
  return words ? `${words}: ` : '';
}

/** The lock in words: only a dream that runs is "dreaming"; a finished dream's marker is not a holder. */
function lockWords(lock: MemoryDirStatus['lock']): string {
  switch (lock.state) {
    case 'dreaming':
      return 'dreaming now';
    case 'last-dream':
      return "free (the last dream's marker)";
    default:
      return lock.held ? `held by pid ${lock.pid}` : 'free';
  }
}
