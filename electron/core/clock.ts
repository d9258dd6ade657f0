/** Time comes in as a parameter so that gates, retention and the scheduler are testable. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The local calendar date of a moment, `YYYY-MM-DD` (daily snapshots, logs and relative dates go by it). */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
