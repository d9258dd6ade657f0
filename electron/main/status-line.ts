import type { MemoryDirStatus } from '../core/api/contract.js';
import { ago, schedulerHeadline, waitingWords } from '../core/api/scheduler-words.js';
import type { ShellState } from './shell-state.js';
import { openClawLayoutWords } from '../core/memdir/layout-words.js';

export { ago };
export type TrayIconState = 'idle' | 'dreaming' | 'attention';

function clip(text: string, max = 90): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A dream's phases in words, for the tray and the tooltip. */
export const PHASE_WORDS: Record<string, string> = {
  orient: 'reading the memory',
  gather: 'looking through recent sessions',
  consolidate: 'merging and fixing',
  prune: 'tidying the index',
  guard: 'checking the changes',
  snapshot: 'taking a snapshot',
  apply: 'writing the changes',
  report: 'writing the report',
};

/** One line per memory dir: "acme-shop: dreamed 3 h ago · 2 of 5 sessions". Pure. */
export function dirStatusLine(dir: MemoryDirStatus, state: ShellState, now: number): string {
  const running = state.running[dir.id];
  if (running) return clip(`${dir.label}: dreaming…${running.phase ? ` ${PHASE_WORDS[running.phase] ?? running.phase}` : ''}`);
  const failure = state.failed[dir.id];
  if (failure !== undefined) return clip(`${dir.label}: last dream failed · ${failure}`);
  const last = dir.lastConsolidatedAt === null ? null : Date.parse(dir.lastConsolidatedAt);
  const when = last === null || !Number.isFinite(last) ? 'never dreamed' : `dreamed ${ago(Math.max(0, now - last))}`;
  const parts = [when, `${dir.sessionsSince.toLocaleString('en')} of ${dir.minSessions.toLocaleString('en')} sessions`];
  if (dir.paused) parts.push('paused');
  if (dir.indexOverLimit) parts.push(dir.indexLostEntries > 0 ? `MEMORY.md over limit, ${dir.indexLostEntries.toLocaleString('en')} entries unseen` : 'MEMORY.md over limit');
  // OpenClaw's two layouts look alike by name: say which, and how big (MEMORY.md lines as wc -l counts them).
  const layout = openClawLayoutWords(dir.kind);
  if (layout) {
    const logs = dir.logFiles ? ` + ${dir.logFiles.toLocaleString('en')} daily ${dir.logFiles === 1 ? 'log' : 'logs'}` : '';
    parts.push(`${dir.files.toLocaleString('en')} ${dir.files === 1 ? 'memory' : 'memories'}${logs}`, `MEMORY.md ${dir.indexLines.toLocaleString('en')} ${dir.indexLines === 1 ? 'line' : 'lines'}`);
    return clip(`${dir.label} (${layout}): ${parts.join(' · ')}`, 130);
  }
  return clip(`${dir.label}: ${parts.join(' · ')}`);
}

/** The tray's first line: "Last dream: zh-blog 6 min ago · Next: big-monorepo when idle"; null before the first read. Pure. */
export function schedulerLine(state: ShellState, now: number): string | null {
  return state.status ? clip(schedulerHeadline(state.status, now), 100) : null;
}

/** The second line when the scheduler waits for something worth saying. Pure. */
export function waitingLine(state: ShellState): string | null {
  if (!state.status || state.status.state !== 'on') return null;
  const w = waitingWords(state.status);
  return w ? clip(w) : null;
}

/** Dreaming beats attention beats idle. Attention: a failure, an index losing entries, unreadable settings. Pure. */
export function trayIconState(state: ShellState): TrayIconState {
  if (Object.keys(state.running).length > 0 || state.status?.dreaming) return 'dreaming';
  if (attentionCount(state) > 0 || state.loadError !== null || state.settingsError !== null) return 'attention';
  return 'idle';
}

function attentionCount(state: ShellState): number {
  return state.dirs.filter((d) => state.failed[d.id] !== undefined || d.indexOverLimit).length;
}

export function trayTooltip(state: ShellState): string {
  const running = state.dirs.filter((d) => state.running[d.id]).map((d) => d.label);
  if (running.length) return `autodream: dreaming in ${running.join(', ')}`;
  if (state.status?.dreaming) return `autodream: dreaming in ${state.status.dreaming.label}`;
  if (state.loadError) return `autodream: ${clip(state.loadError, 120)}`;
  const n = attentionCount(state);
  if (n) return `autodream: ${n} memory ${n === 1 ? 'dir needs' : 'dirs need'} attention`;
  return `autodream: ${state.dirs.length} memory ${state.dirs.length === 1 ? 'dir' : 'dirs'}`;
}
