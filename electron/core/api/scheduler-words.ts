import type { SchedulerStatusView } from './contract.js';

/*
 * The scheduler's status in words, one text for the tray's first line, the window's status bar
 * and the CLI. Pure (no Node): the renderer imports it too.
 */

/** "just now", "12 min ago", "3 h ago", "4 days ago". */
export function ago(ms: number): string {
  if (ms < 60_000) return 'just now';
  const min = Math.floor(ms / 60_000);
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.floor(h / 24)} days ago`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "14:05" today, "tomorrow 09:00", "Wed 09:00" within a week, else "2026-12-24 09:00" (local time). */
export function atTime(ms: number, now: number): string {
  const d = new Date(ms);
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const day = (t: number) => {
    const x = new Date(t);
    return new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  };
  const days = Math.round((day(ms) - day(now)) / 86_400_000);
  if (days === 0) return hm;
  if (days === 1) return `tomorrow ${hm}`;
  if (days > 1 && days < 7) return `${DAYS[d.getDay()]} ${hm}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
}

/** Tomorrow at 08:00 local time: "pause until tomorrow" keeps the night quiet. */
export function tomorrowMorning(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 8, 0, 0, 0).getTime();
}

/** What the scheduler waits for, as the end of "Next: X …". */
const WHEN: Record<string, string> = {
  'user-active': 'when idle',
  load: 'when the machine is less busy',
  'on-battery': 'when plugged in',
  'quiet-hours': 'after quiet hours',
  'busy-dir': 'when the agent working there stops',
  'just-resumed': 'a few minutes after waking',
  'nothing-due': 'when idle',
};

/** Why no automatic dream runs now, in a sentence (null when dreaming or nothing to wait for). */
export function waitingWords(v: SchedulerStatusView): string | null {
  if (!v.waiting) return null;
  const d = v.waiting.detail;
  switch (v.waiting.reason) {
    case 'user-active':
      return 'Waiting for you to step away from the computer';
    case 'load':
      return `Waiting for the machine to be less busy${d ? ` (${d})` : ''}`;
    case 'on-battery':
      return 'Waiting for power: no automatic dreams on battery';
    case 'quiet-hours':
      return `Quiet hours${d ? ` (${d})` : ''}: no automatic dreams now`;
    case 'busy-dir':
      return `An agent is working in ${d ?? 'a memory dir'}: waiting until it stops`;
    case 'just-resumed':
      return 'Just woke from sleep: waiting a few minutes';
    case 'nothing-due':
      return null;
  }
}

function lastPart(v: SchedulerStatusView, now: number): string {
  const l = v.lastDream;
  if (!l) return 'No dreams yet';
  const when = ago(Math.max(0, now - Date.parse(l.finishedAt)));
  const how = l.undone ? ' (undone)' : l.outcome === 'failed' ? ' (failed)' : l.outcome === 'refused' ? ' (refused)' : l.outcome === 'cancelled' ? ' (cancelled)' : '';
  return `Last dream: ${l.label} ${when}${how}`;
}

function nextPart(v: SchedulerStatusView, now: number): string {
  const n = v.next;
  if (!n) return 'Next: when enough sessions pass';
  if (n.reason === 'time' && n.at) return `Next: ${n.label} at ${atTime(Date.parse(n.at), now)} at the earliest`;
  const busyHere = v.waiting?.reason === 'busy-dir' && (v.waiting.detail ?? '').split(', ').includes(n.label);
  const when = v.waiting ? (v.waiting.reason === 'busy-dir' && !busyHere ? 'when idle' : WHEN[v.waiting.reason]) : 'when idle';
  return `Next: ${n.label} ${when}${n.reason === 'index-over-limit' ? ' (MEMORY.md is over the limit)' : ''}`;
}

/** The one-line status: "Last dream: zh-blog 6 min ago · Next: big-monorepo when idle". */
export function schedulerHeadline(v: SchedulerStatusView, now: number): string {
  switch (v.state) {
    case 'not-running':
      return `Automatic dreams are not running · ${lastPart(v, now)}`;
    case 'off':
      return `Automatic dreams are off (Claude Code’s autoDreamEnabled) · ${lastPart(v, now)}`;
    case 'paused':
      return `Automatic dreams paused ${v.pausedUntil ? `until ${atTime(Date.parse(v.pausedUntil), now)}` : 'until you resume'} · ${lastPart(v, now)}`;
    case 'on':
      if (v.dreaming) return `Dreaming in ${v.dreaming.label}… · ${lastPart(v, now)}`;
      return `${lastPart(v, now)} · ${nextPart(v, now)}`;
  }
}
