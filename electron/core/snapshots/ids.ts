import { randomInt } from 'node:crypto';

/**
 * Snapshot ids: `YYYYMMDDTHHMMSSZ-mmmrrr`, UTC seconds, then the milliseconds as 3 hex digits and
 * 3 random hex digits. Plain string order is time order (to the millisecond), and the id alone
 * tells when a snapshot was taken without opening it.
 */
const ID_RE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-([0-9a-f]{3})([0-9a-f]{3})$/;

export function makeSnapshotId(createdAtMs: number, random = randomInt(0, 0x1000)): string {
  const d = new Date(createdAtMs);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}T${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
  return `${stamp}-${d.getUTCMilliseconds().toString(16).padStart(3, '0')}${random.toString(16).padStart(3, '0')}`;
}

export function isSnapshotId(id: string): boolean {
  return ID_RE.test(id);
}

/** The creation time encoded in an id, or null for something that is not an id. */
export function snapshotIdTime(id: string): number | null {
  const m = ID_RE.exec(id);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), parseInt(ms!, 16));
}

/** Memory dir ids name folders in the store: refuse anything that could step out of it. */
export function isSafeDirId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(id) && !id.includes('..');
}
