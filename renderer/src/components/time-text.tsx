import { useEffect, useState } from 'react';
import { absoluteTime, relativeTime } from '../lib/time.js';

/** Re-render once a minute so "5 minutes ago" stays true. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/** A time shown both ways: "3 hours ago (Mar 11, 2026, 14:02)". */
export function TimeText({ iso, empty = 'never', compact = false }: { iso: string | null | undefined; empty?: string; compact?: boolean }) {
  const now = useNow();
  if (!iso) return <span className="muted">{empty}</span>;
  const abs = absoluteTime(iso);
  return (
    <span className="time-text">
      <time dateTime={iso} title={abs}>{relativeTime(iso, now)}</time>
      {!compact && <span className="time-abs"> · {abs}</span>}
    </span>
  );
}
