import { closeSync, openSync, readSync } from 'node:fs';

/** How much of a transcript's head is read to find its cwd. */
export const CWD_PROBE_BYTES = 64 * 1024;

const CWD_FIELD = /"cwd"\s*:\s*("(?:[^"\\]|\\.)*")/;

/**
 * The `cwd` a session was started in, from the first lines of its transcript only (at most
 * 64 KB are read, with one blocking read: a listing reads one head per project). A first line
 * longer than that is searched for the field as text.
 */
export async function readTranscriptCwd(file: string, maxBytes = CWD_PROBE_BYTES): Promise<string | null> {
  let head: string;
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buf = Buffer.allocUnsafe(maxBytes);
    head = buf.toString('utf8', 0, readSync(fd, buf, 0, maxBytes, 0));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
  const lines = head.split('\n');
  const complete = head.endsWith('\n') ? lines : lines.slice(0, -1);
  for (const line of complete) {
    if (!line.includes('"cwd"')) continue;
    try {
      const entry = JSON.parse(line) as { cwd?: unknown };
      if (typeof entry.cwd === 'string' && entry.cwd !== '') return entry.cwd;
    } catch {
      // broken line: try the next one
    }
  }
  const m = CWD_FIELD.exec(head);
  if (m) {
    try {
      const cwd = JSON.parse(m[1]!) as string;
      if (cwd !== '') return cwd;
    } catch {
      // not a complete string
    }
  }
  return null;
}
