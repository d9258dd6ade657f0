import { formatLocalTime } from '../core/gates/words.js';

/** Small helpers for short, plain human output. */

export function ago(iso: string | null, nowMs: number): string {
  if (!iso) return 'never';
  const s = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  if (s < 90) return `${s} s ago`;
  const m = Math.round(s / 60);
  if (m < 90) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.round(h / 24)} days ago`;
}

/** "2026-11-30 09:12" in local time, as the gate details write it. */
export function localTime(iso: string | null): string {
  return iso ? formatLocalTime(Date.parse(iso)) : '-';
}

/** "12,345": a count with thousands separators, without Intl (its first use costs a one-shot command ~15 ms). */
export function count(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${count(n)} ${n === 1 ? word : many}`;
}
