import { closeSync, openSync, readSync } from 'node:fs';

/** How much of a transcript's head is read to find its cwd. */
export const CWD_PROBE_BYTES = 64 * 1024;

const CWD_FIELD = /"cwd"\s*:\s*("(?:[^"\\]|\\.)*")/;

/**
 * The `cwd` a session was started in, from the first lines of its transcript only: 8 KB are read
 * first (a first line names it, as a rule), then at most 64 KB, with blocking reads (a listing
 * reads one head per project). A first line longer than that is searched for the field as text.
 */
export async function readTranscriptCwd(file: string, maxBytes = CWD_PROBE_BYTES): Promise<string | null> {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    let head = '';
    for (const size of maxBytes > FIRST_PROBE_BYTES ? [FIRST_PROBE_BYTES, maxBytes] : [maxBytes]) {
      const buf = Buffer.allocUnsafe(size);
      const n = readSync(fd, buf, 0, size, 0);
      const cwd = cwdOfLines(buf, n);
      if (cwd) return cwd;
      head = buf.toString('utf8', 0, n);
      if (n < size) break; // the whole file was read
    }
    return cwdInText(head);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

const FIRST_PROBE_BYTES = 8 * 1024;

/** The first complete line (up to `n`) that names a cwd, decoded one line at a time. */
function cwdOfLines(buf: Buffer, n: number): string | null {
  for (let start = 0, end = buf.indexOf(10, 0); end !== -1 && end < n; start = end + 1, end = buf.indexOf(10, start)) {
    const line = buf.toString('utf8', start, end);
    if (!line.includes('"cwd"')) continue;
    try {
      const entry = JSON.parse(line) as { cwd?: unknown };
      if (typeof entry.cwd === 'string' && entry.cwd !== '') return entry.cwd;
    } catch {
      // broken line: try the next one
    }
  }
  return null;
}

/** The field found as text (in a line longer than the probe). */
function cwdInText(head: string): string | null {
  const m = CWD_FIELD.exec(head);
  if (!m) return null;
  try {
    const cwd = JSON.parse(m[1]!) as string;
    return cwd === '' ? null : cwd;
  } catch {
    return null; // not a complete string
  }
}
