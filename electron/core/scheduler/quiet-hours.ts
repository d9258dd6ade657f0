import type { QuietHours } from './types.js';

/** "HH:MM" -> minutes after local midnight, or null when it is not a time of day. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** Whether a moment falls inside quiet hours (local time); a window may wrap past midnight. */
export function inQuietHours(nowMs: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const start = parseTimeOfDay(quiet.start);
  const end = parseTimeOfDay(quiet.end);
  if (start === null || end === null || start === end) return false;
  const d = new Date(nowMs);
  const minute = d.getHours() * 60 + d.getMinutes();
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

