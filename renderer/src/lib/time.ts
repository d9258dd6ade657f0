const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600e3],
  ['month', 30 * 24 * 3600e3],
  ['week', 7 * 24 * 3600e3],
  ['day', 24 * 3600e3],
  ['hour', 3600e3],
  ['minute', 60e3],
];

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "in 3 hours", "yesterday"; "just now" under a minute. */
export function relativeTime(iso: string, now: number): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const delta = t - now;
  if (Math.abs(delta) < 60e3) return delta <= 0 ? 'just now' : 'in under a minute';
  for (const [unit, ms] of UNITS) {
    if (Math.abs(delta) >= ms) return rtf.format(Math.round(delta / ms), unit);
  }
  return rtf.format(Math.round(delta / 60e3), 'minute');
}

/** The full local date and time: "Mar 11, 2026, 14:02". */
export function absoluteTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function clockTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** Local calendar day key YYYY-MM-DD. */
export function dayKey(t: number): string {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The last `days` local days, newest first, with a label for each: Today, Yesterday, "Mon, Mar 9". */
export function recentDays(now: number, days: number): Array<{ key: string; label: string }> {
  const out: Array<{ key: string; label: string }> = [];
  const base = new Date(now);
  for (let i = 0; i < days; i++) {
    const d = new Date(base.getFullYear(), base.getMonth(), base.getDate() - i, 12);
    const label = i === 0 ? 'Today' : i === 1 ? 'Yesterday' : d.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
    out.push({ key: dayKey(d.getTime()), label });
  }
  return out;
}
