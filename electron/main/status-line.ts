import type { MemoryDirStatus } from '../core/api/contract.js';
import type { SchedulerStatus } from '../core/scheduler/types.js';
import type { ShellState } from './shell-state.js';

export type TrayIconState = 'idle' | 'dreaming' | 'attention';

/** "just now", "12 min ago", "3 h ago", "4 days ago". Pure. */
export function ago(ms: number): string {
  if (ms < 60_000) return 'just now';
  const min = Math.floor(ms / 60_000);
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.floor(h / 24)} days ago`;
}

function clip(text: string, max = 90): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** One line per memory dir: "acme-shop: dreamed 3 h ago · 2 of 5 sessions". Pure. */
export function dirStatusLine(dir: MemoryDirStatus, state: ShellState, now: number): string {
  const running = state.running[dir.id];
  if (running) return clip(`${dir.label}: dreaming…${running.phase ? ` (${running.phase})` : ''}`);
  const failure = state.failed[dir.id];
  if (failure !== undefined) return clip(`${dir.label}: last dream failed · ${failure}`);
  const last = dir.lastConsolidatedAt === null ? null : Date.parse(dir.lastConsolidatedAt);
  const when = last === null || !Number.isFinite(last) ? 'never dreamed' : `dreamed ${ago(Math.max(0, now - last))}`;
  const parts = [when, `${dir.sessionsSince} of ${dir.minSessions} sessions`];
  if (dir.indexOverLimit) parts.push(dir.indexLostEntries > 0 ? `MEMORY.md over limit, ${dir.indexLostEntries} entries unseen` : 'MEMORY.md over limit');
  return clip(`${dir.label}: ${parts.join(' · ')}`);
}

const PAUSE_WORDS: Record<string, string> = {
  'auto-dream-off': 'Automatic dreams are off',
  'user-active': 'Will dream when you step away',
  'on-battery': 'Paused while on battery',
  'quiet-hours': 'Paused for quiet hours',
  'just-resumed': 'Just woke up: waiting before dreaming',
  'nothing-due': 'Nothing due',
};

/** What the scheduler is doing, in a line; null when there is nothing to say. Pure. */
export function schedulerLine(s: SchedulerStatus | null): string | null {
  if (!s || s.state === 'stopped') return null;
  if (s.running) return clip(`Dreaming in ${s.running.label}…`);
  return s.pause ? (PAUSE_WORDS[s.pause] ?? null) : null;
}

/** Dreaming beats attention beats idle. Attention: a failure, an index losing entries, unreadable settings. Pure. */
export function trayIconState(state: ShellState): TrayIconState {
  if (Object.keys(state.running).length > 0 || state.scheduler?.running) return 'dreaming';
  if (attentionCount(state) > 0 || state.loadError !== null || state.settingsError !== null) return 'attention';
  return 'idle';
}

function attentionCount(state: ShellState): number {
  return state.dirs.filter((d) => state.failed[d.id] !== undefined || d.indexOverLimit).length;
}

export function trayTooltip(state: ShellState): string {
  const running = state.dirs.filter((d) => state.running[d.id]).map((d) => d.label);
  if (running.length) return `autodream: dreaming in ${running.join(', ')}`;
  if (state.scheduler?.running) return `autodream: dreaming in ${state.scheduler.running.label}`;
  if (state.loadError) return `autodream: ${clip(state.loadError, 120)}`;
  const n = attentionCount(state);
  if (n) return `autodream: ${n} memory ${n === 1 ? 'dir needs' : 'dirs need'} attention`;
  return `autodream: ${state.dirs.length} memory ${state.dirs.length === 1 ? 'dir' : 'dirs'}`;
}
