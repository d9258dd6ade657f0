import type { DreamResult, MemoryDirStatus } from '../../core/api/contract.js';
import { ago, localTime, plural } from '../format.js';

/** What the memory tools say back: words an agent can act on, first line first. */

export function dreamAnswer(r: DreamResult, status: MemoryDirStatus): string {
  const changes = r.changes.map((c) => `- ${c.reason}`).join('\n');
  switch (r.outcome) {
    case 'applied':
      return `Dream done in ${status.label}: ${r.summary}.\n${changes}\nUndo it with \`autodream undo ${r.dreamId}\` (a snapshot ${r.snapshotId} was taken first).`;
    case 'dry-run':
      return `Dry run in ${status.label}, nothing written: ${r.summary.replace(/^Dry run: /, '')}.${changes ? `\n${changes}` : ''}\nCall memory_dream without dryRun to apply it.`;
    case 'no-changes':
      return `Dream done in ${status.label}: memory is already tidy, nothing changed.`;
    case 'not-due': {
      const failing = status.gates.filter((g) => !g.pass).map((g) => `${g.gate}: ${g.detail}`);
      const when = status.nextEligibleAt ? ` Next eligible ${localTime(status.nextEligibleAt)}.` : '';
      return `Not due: ${failing.join('; ') || 'the gates say no dream is needed yet'}.${when} Pass force: true to dream anyway.`;
    }
    case 'locked':
      return `Locked: another dream holds ${status.label}'s lock${status.lock.pid ? ` (pid ${status.lock.pid})` : ''}. Try again when it has finished (memory_dream_status shows the lock).`;
    case 'refused':
      return `${r.summary}.\nThe integrity guard stopped it; a person can review it with \`autodream dream --dry-run\`.`;
    case 'cancelled':
      return `Cancelled: ${r.summary}.`;
    case 'failed':
      return `The dream failed: ${r.error ?? r.summary}. Nothing was lost; memory is as it was.`;
  }
}

export function statusAnswer(s: MemoryDirStatus, nowMs: number): string {
  const failing = s.gates.filter((g) => !g.pass);
  const next = s.due
    ? 'A dream is due now.'
    : s.nextEligibleAt
      ? `Next eligible ${localTime(s.nextEligibleAt)} (${untilWords(Date.parse(s.nextEligibleAt) - nowMs)}).`
      : `Not due: ${failing.map((g) => g.detail).join('; ') || 'no dream is needed'}.`;
  return [
    `${s.label} (${s.kind}) at ${s.memoryDir}`,
    `Last consolidation: ${ago(s.lastConsolidatedAt, nowMs)}${s.lastConsolidatedAt ? ` (${localTime(s.lastConsolidatedAt)})` : ''}.`,
    next,
    `Sessions since: ${s.sessionsSince} of ${s.minSessions} needed.`,
    `${plural(s.files, 'memory file')}; MEMORY.md has ${plural(s.indexLines, 'line')}${s.indexOverLimit ? `, over Claude Code's load limit (${plural(s.indexLostEntries, 'entry', 'entries')} not loaded)` : ''}.`,
    `Lock: ${s.lock.held ? `held${s.lock.pid ? ` by pid ${s.lock.pid}` : ''}` : 'free'}.`,
    ...s.problems.map((p) => `Problem: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.reason}`),
  ].join('\n');
}

function untilWords(ms: number): string {
  if (ms <= 0) return 'now';
  const h = ms / 3_600_000;
  if (h < 1) return `in ${Math.max(1, Math.round(ms / 60_000))} min`;
  if (h < 48) return `in ${Math.round(h)} h`;
  return `in ${Math.round(h / 24)} days`;
}
